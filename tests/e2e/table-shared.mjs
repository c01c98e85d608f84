// Helpers shared by the board's browser tests (tests/e2e/table-*.mjs).
import { GamePage } from './game-page.mjs';

export const SIZES = [[1024, 768], [768, 1024], [390, 844]];

/** Opens the home screen in `lang` ('en' or 'it'; an earlier test may have switched). */
export async function openInLanguage(page, url, lang) {
  const game = new GamePage(page, url);
  await game.open();
  if ((await page.locator('html').getAttribute('lang')) !== lang) {
    await page.getByTestId('lang-toggle').click();
  }
  return game;
}

/** Opens the home screen in English. */
export async function openInEnglish(page, url) {
  return openInLanguage(page, url, 'en');
}

/** A quick game against the computer, starting tickets kept, at `size`. */
export async function quickGame(page, url, [w, h] = [1024, 768]) {
  await page.setViewportSize({ width: w, height: h });
  const game = await openInEnglish(page, url);
  await page.getByTestId('quick-vs-computer').click();
  await game.keepTickets(0);
  return game;
}


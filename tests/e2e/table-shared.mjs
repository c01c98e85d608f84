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

/** Shows the log and the settings: beside the map they always show; on a
 *  docked table (up to 1000 px) they are a sheet behind "☰". Returns what
 *  puts the sheet away again (the sheet lies over the cards). */
export async function showLogAndSettings(page) {
  const more = page.getByTestId('more');
  if (!(await more.isVisible())) return async () => {};
  await more.click();
  await page.locator('#more-sheet.open').waitFor();
  return async () => {
    await page.getByTestId('more-close').click();
    await page.locator('#more-sheet.open').waitFor({ state: 'detached' }).catch(() => {});
  };
}

/** A quick game against the computer, starting tickets kept, at `size`. */
export async function quickGame(page, url, [w, h] = [1024, 768]) {
  await page.setViewportSize({ width: w, height: h });
  const game = await openInEnglish(page, url);
  await page.getByTestId('quick-vs-computer').click();
  await game.keepTickets(0);
  return game;
}

/** A game against an Easy computer dealt from `seed`, the person first,
 *  starting tickets kept: the same seed and moves give the same game. */
export async function seededGame(page, url, seed, [w, h] = [1024, 768]) {
  await page.setViewportSize({ width: w, height: h });
  const game = await openInEnglish(page, url);
  await page.getByTestId('home-new').click();
  await page.getByTestId('ng-kind-1').selectOption('easy');
  await page.getByTestId('ng-seed').fill(String(seed));
  await page.getByTestId('ng-first').selectOption('0');
  await page.getByTestId('ng-start').click();
  await game.keepTickets(0);
  return game;
}

/** One move of a person playing on to the end: keeps the offered tickets,
 *  claims the last claimable route, else draws (a face-up card when the
 *  deck is out), else passes. */
export async function playOn(game, s) {
  const open = game.page.locator('[data-testid="face-up"]:not([aria-disabled="true"])');
  if (s.choosing) await game.keepTickets(0);
  else if (s.claimable.length > 0 && !s.second) await game.claim(s.claimable[s.claimable.length - 1]);
  else if (s.canDrawBlind) await game.drawTwo();
  else if (s.second) await open.first().click();
  else if (s.canPass) await game.page.getByTestId('pass').click();
  else await open.first().click();
}

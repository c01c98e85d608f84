// The new-game form as the Hard benchmarks fill it (bench-hard.mjs,
// trace-hard-setup.mjs): the person first, seat 1 Hard, a given seed.

// How long the person stays on the form after choosing Hard (FORM_MS, 0 by
// default): the bots worker warms up meanwhile (docs/BOTS.md, "Warming up").
export const FORM_MS = Number(process.env.FORM_MS ?? 0);

/** From the home screen to a started game against Hard. */
export async function newGameAgainstHard(page, seed) {
  await page.getByTestId('home-new').click();
  // LEVEL=expert times Expert instead (bench-hard.mjs).
  await page.getByTestId('ng-kind-1').selectOption(process.env.LEVEL ?? 'hard');
  await page.getByTestId('ng-seed').fill(String(seed));
  await page.getByTestId('ng-first').selectOption('0');
  await page.waitForTimeout(FORM_MS);
  await page.getByTestId('ng-start').click();
}

// Browser tests in Debian's headless Chromium through playwright-core.
//   node tests/e2e/run.mjs http://127.0.0.1:8080/
// Prints one line per test and a closing `N passed, N failed` line; exits 1
// if any test failed.
import { chromium } from 'playwright-core';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { BoardPage } from './board-page.mjs';

const url = process.argv[2] ?? process.env.E2E_URL ?? 'http://127.0.0.1:8080/';
const here = dirname(fileURLToPath(import.meta.url));
const artifacts = join(here, 'artifacts');
mkdirSync(artifacts, { recursive: true });

const PLAYER_HEX = ['#7a4a23', '#b3192b', '#6a2c91', '#56606b', '#1d4f9c'];

const tests = [];
const test = (name, fn) => tests.push({ name, fn });

test('the board shows 47 cities and 101 routes', async ({ board }) => {
  await board.open();
  assert.equal(await board.cities().count(), 47);
  assert.equal(await board.routes().count(), 101);
  assert.equal(await board.claimedRoutes().count(), 0);
  // Every route has car spaces; ferries show locomotive symbols.
  assert.ok((await board.page.locator('[data-testid="route"] rect.car').count()) >= 101);
  assert.ok((await board.page.locator('.route.ferry .loco').count()) > 0);
  assert.ok((await board.page.locator('.route.tunnel').count()) > 0);
});

test('a random game ends with a winner and claimed routes', async ({ board }) => {
  await board.open();
  await board.playRandomGame();
  const winner = (await board.winner().textContent())?.trim() ?? '';
  assert.match(winner, /\d/, `winner shown: "${winner}"`);
  assert.match((await board.seed().textContent()) ?? '', /^\d+$/);
  assert.equal(await board.scoreRows().count(), 3);
  const claimed = await board.claimedRoutes().count();
  assert.ok(claimed > 0, 'some routes claimed');
  // A claimed route is painted in its owner's colour.
  const first = board.claimedRoutes().first();
  const owner = Number(await first.getAttribute('data-owner'));
  const fill = await first.locator('rect.car').first().getAttribute('fill');
  assert.equal(fill, PLAYER_HEX[owner]);
});

test('five players get five score rows', async ({ board }) => {
  await board.open();
  await board.choosePlayers(5);
  await board.playRandomGame();
  assert.equal(await board.scoreRows().count(), 5);
  const owners = await board.claimedRoutes().evaluateAll((els) =>
    [...new Set(els.map((e) => e.getAttribute('data-owner')))]);
  assert.ok(owners.length >= 2, `several owners: ${owners}`);
});

test('the page switches between English and Italian', async ({ board }) => {
  await board.open();
  const before = (await board.playButton().textContent())?.trim();
  await board.switchLanguage();
  const after = (await board.playButton().textContent())?.trim();
  assert.notEqual(before, after);
  assert.ok(['Play a random game', 'Gioca una partita casuale'].includes(after), after);
  assert.equal(await board.page.locator('html').getAttribute('lang'), after.startsWith('Gioca') ? 'it' : 'en');
});

for (const [w, h] of [[1280, 800], [768, 1024]]) {
  test(`screenshot after a game at ${w}x${h}`, async ({ board }) => {
    await board.page.setViewportSize({ width: w, height: h });
    await board.open();
    await board.playRandomGame();
    await board.page.screenshot({ path: join(artifacts, `game-${w}x${h}.png`), fullPage: true });
    // Nothing sticks out sideways; the board fits the width of the window.
    const overflow = await board.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `page is ${overflow} px wider than the window`);
    const box = await board.page.getByTestId('board').boundingBox();
    assert.ok(box && box.width <= w && box.width > w * 0.6, `board width ${box?.width}`);
  });
}

const profile = mkdtempSync(join(tmpdir(), 'europa-e2e-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  viewport: { width: 1280, height: 800 },
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

let passed = 0;
let failed = 0;
const started = Date.now();
try {
  for (const t of tests) {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    const t0 = Date.now();
    try {
      await t.fn({ board: new BoardPage(page, url) });
      assert.deepEqual(errors, [], 'no errors in the page');
      passed += 1;
      console.log(`ok   ${t.name} (${Date.now() - t0} ms)`);
    } catch (e) {
      failed += 1;
      console.log(`FAIL ${t.name} (${Date.now() - t0} ms)\n     ${String(e?.message ?? e).split('\n').join('\n     ')}`);
      await page.screenshot({ path: join(artifacts, `failed-${tests.indexOf(t)}.png`) }).catch(() => {});
    } finally {
      await page.close();
    }
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}
console.log(`browser tests took ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

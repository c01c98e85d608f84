// Browser tests of the replay (issue 52): a finished game played back shows
// the table exactly as the game had it after the same number of moves, step
// by step, by turn and by the slider, in both directions; its link opens the
// same replay in a fresh browser profile with the network off; a damaged
// link says so. run.mjs registers them with `replayTests(test, { artifacts, url })`.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { axeFindings } from './axe.mjs';
import { playOn, quickGame } from './table-shared.mjs';
import { cardTable, move } from './cardgame-page.mjs';

/** What the table shows of a moment: the routes each seat owns, the
 *  seats' scores and the stations. */
async function moment(page) {
  return page.evaluate(() => ({
    routes: [...document.querySelectorAll('[data-testid="route"].claimed')].map((e) => e.dataset.route).sort(),
    scores: [...document.querySelectorAll('[data-testid="seat-score"]')].map((e) => e.textContent.trim()),
    stations: [...document.querySelectorAll('[data-testid="city"][data-station]')].map((e) => `${e.dataset.city}:${e.dataset.station}`).sort(),
  }));
}

/** The replay's move now, from its bar ("Move n of N · turn t"). */
async function at(page) {
  const words = await page.getByTestId('replay-where').innerText();
  const [, n, all] = words.match(/(\d+) of (\d+)/) ?? [];
  return [Number(n), Number(all)];
}

/** Sets the replay's slider to move `n`, as a drag ends there. */
async function slideTo(page, n) {
  await page.getByTestId('replay-slider').evaluate((el, v) => {
    el.value = String(v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, n);
  await page.waitForFunction((v) => document.querySelector('[data-testid="replay-where"]')?.textContent.includes(`Move ${v} of`), n);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))));
}

export function replayTests(test, { artifacts, url }) {
  test('replay: a finished game plays back as it was after each move, by step, turn and slider; its link opens it offline in a fresh profile', async ({ board }) => {
    const page = board.page;
    const game = await quickGame(page, url, [390, 844]);
    // The person's turns: the moves played so far and what the table showed.
    const seen = [];
    for (let turn = 0; turn < 600; turn++) {
      const s = await game.waitForMyMove();
      if (s.over) break;
      if (!s.choosing && !s.second) {
        const moves = Number(await page.evaluate(() => window.__europaMoves));
        seen.push({ moves, ...(await moment(page)) });
      }
      await playOn(game, s);
    }
    await page.getByTestId('final-scores').waitFor();
    const end = await moment(page);
    await page.getByTestId('watch-replay').click();
    await page.getByTestId('replay').waitFor();
    await page.getByTestId('board').waitFor({ state: 'attached' });
    const [n, all] = await at(page);
    assert.equal(n, all, 'the replay opens at the end');
    assert.deepEqual(await moment(page), end, 'the end: as the game finished');
    await page.getByTestId('final-scores').waitFor();
    assert.equal(await page.getByTestId('rematch').count(), 0, 'no rematch from a replay');
    await page.screenshot({ path: join(artifacts, 'replay-end-390x844.png') });
    // Every fifth of the person's turns, reached by the slider: the same table.
    for (const want of seen.filter((_, i) => i % 5 === 2)) {
      await slideTo(page, want.moves);
      const { moves, ...shown } = want;
      assert.deepEqual(await moment(page), shown, `after ${moves} moves`);
    }
    // Step by step from the start, and back: the same moments.
    await page.getByTestId('replay-start').click();
    assert.deepEqual((await at(page))[0], 0);
    assert.deepEqual((await moment(page)).routes, [], 'nothing claimed at the start');
    const probe = seen[3];
    for (let i = 0; i < probe.moves; i++) await page.getByTestId('replay-forward').click();
    assert.equal((await at(page))[0], probe.moves);
    assert.deepEqual((await moment(page)).routes, probe.routes, 'stepped on to the same moment');
    await page.getByTestId('replay-forward').click();
    await page.getByTestId('replay-back').click();
    assert.deepEqual((await moment(page)).routes, probe.routes, 'one on and one back: the same');
    // A turn on, then a turn back: to that turn's first move.
    await page.getByTestId('replay-turn-forward').click();
    const [turnStart] = await at(page);
    assert.ok(turnStart > probe.moves, 'a turn on moves on');
    await page.getByTestId('replay-turn-back').click();
    assert.ok((await at(page))[0] <= probe.moves, 'a turn back goes back to the turn\'s start');
    // Play: the moves go on by themselves, and stop on a tap.
    await slideTo(page, 5);
    await page.getByTestId('replay-speed').selectOption('300');
    await page.getByTestId('replay-play').click();
    await page.waitForFunction(() => /Move (\d+)/.exec(document.querySelector('[data-testid="replay-where"]').textContent)[1] >= 8);
    await page.getByTestId('replay-play').click();
    const [stopped] = await at(page);
    await page.waitForTimeout(800);
    assert.equal((await at(page))[0], stopped, 'paused');
    // Nobody may play in a replay: the deck refuses.
    assert.equal(await page.getByTestId('deck').getAttribute('aria-disabled'), 'true');
    assert.deepEqual(await axeFindings(page), [], 'axe-core findings on the replay');

    // Share: the link holds the game; a fresh profile that has the app
    // installed opens it with the network off.
    await page.getByTestId('replay-share').click();
    const link = await page.getByTestId('share-link').inputValue();
    assert.ok(link.startsWith(url) && link.includes('#replay='), link);
    const profile = mkdtempSync(join(tmpdir(), 'europa-link-'));
    const fresh = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      headless: true,
      viewport: { width: 390, height: 844 },
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const other = fresh.pages()[0] ?? (await fresh.newPage());
      await other.goto(url);
      await other.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 20000 });
      // Every file cached (the tables come after the first paint).
      await other.waitForFunction(() => window.__europaOfflineReady === true, null, { timeout: 20000 }).catch(() => {});
      await fresh.setOffline(true);
      await other.goto(link);
      await other.getByTestId('replay').waitFor();
      await other.getByTestId('board').waitFor({ state: 'attached' });
      await other.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))));
      assert.deepEqual(await moment(other), end, 'the link opens the same game, at its end');
      await other.screenshot({ path: join(artifacts, 'replay-link-offline-390x844.png') });
      // A link cut on the way is refused in words, with a way out.
      const cut = link.slice(0, link.length - 7);
      await other.goto('about:blank');
      await other.goto(cut);
      const error = other.getByTestId('link-error');
      await error.waitFor();
      assert.match(await error.innerText(), /damaged/);
      await error.getByRole('button').click();
      await error.waitFor({ state: 'detached' });
      await other.getByTestId('quick-vs-computer').waitFor();
    } finally {
      await fresh.close();
    }
    // Close goes back to the table the replay came from.
    await page.getByTestId('replay-close').click();
    await page.getByTestId('final-scores').waitFor();
    assert.equal(await page.getByTestId('replay').count(), 0);
  });

  test('replay: a Card Game plays back from its end to its start', async ({ board }) => {
    const page = board.page;
    const cg = await cardTable(page, url, null, [390, 844]);
    for (let turn = 0; turn < 400; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      await move(cg, s, turn);
    }
    await page.getByTestId('cg-final').waitFor();
    const final = await page.getByTestId('cg-score').evaluateAll((els) => els.map((e) => e.dataset.total));
    await page.getByTestId('watch-replay').click();
    await page.getByTestId('replay').waitFor();
    await page.getByTestId('cg-final').waitFor();
    assert.deepEqual(await page.getByTestId('cg-score').evaluateAll((els) => els.map((e) => e.dataset.total)), final, 'the same final scores');
    await page.getByTestId('replay-start').click();
    await page.getByTestId('cg-final').waitFor({ state: 'detached' });
    assert.equal((await at(page))[0], 0);
    await page.screenshot({ path: join(artifacts, 'replay-cardgame-start-390x844.png') });
    await page.getByTestId('replay-end').click();
    await page.getByTestId('cg-final').waitFor();
  });

  test('replay: a saved game in progress plays back from the saved games, nobody\'s cards shown, and Close goes back there', async ({ board }) => {
    const page = board.page;
    const game = await quickGame(page, url, [390, 844]);
    for (let i = 0; i < 3; i++) await game.drawTwo();
    await game.waitForMyMove();
    const moves = Number(await page.evaluate(() => window.__europaMoves));
    const shown = await moment(page);
    await page.getByTestId('home-link').click();
    await page.getByTestId('home-saves').click();
    await page.getByTestId('save-replay').first().click();
    await page.getByTestId('replay').waitFor();
    await page.getByTestId('board').waitFor({ state: 'attached' });
    assert.deepEqual(await at(page), [moves, moves], 'at the saved game\'s last move');
    assert.deepEqual((await moment(page)).routes, shown.routes);
    assert.equal(await page.getByTestId('replay-cards').count(), 0, 'a game not over shows nobody\'s cards');
    assert.equal(await page.getByTestId('hand-card').count(), 0, 'no hand in sight');
    await page.getByTestId('replay-close').click();
    await page.getByTestId('save-replay').first().waitFor();
  });
}

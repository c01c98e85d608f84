// Browser tests of the history of finished games and its statistics
// (src/screens/history/, src/game_history/): a game of each game played to
// the end at the table is kept once and counted against the final scores
// shown; Delete asks first; an exported history imported in a fresh
// browser gives the same statistics; the screen at a phone's, a tablet's
// and a laptop's size. run.mjs registers them with
// `historyTests(test, { artifacts, url })`.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { axeFindings } from './axe.mjs';
import { CardGamePage, move } from './cardgame-page.mjs';
import { openInEnglish, playOn } from './table-shared.mjs';

const here = dirname(fileURLToPath(import.meta.url));
/// Four finished games, hand-counted in src/game_history/tests.rs
/// (`the_browser_tests_history_file_holds_four_hand_counted_games`).
const FIXTURE = join(here, '..', 'fixtures', 'history', 'four_games.txt');
const HISTORY_KEY = 'europa-express/v1/history';

/** The app at `url` in English with empty storage, on the home screen. */
async function freshHome(page, url) {
  const u = new URL(url);
  u.searchParams.set('fast', '1');
  await page.goto(u.toString());
  await page.evaluate(() => localStorage.clear());
  return openInEnglish(page, url);
}

/** From anywhere to the history screen, through the home screen. */
async function openHistory(page) {
  await page.getByTestId('home-link').click();
  await page.getByTestId('home-history').click();
  await page.getByTestId('history').waitFor();
}

/** What the summary line counts: games, results (persons' seats), wins. */
async function summary(page) {
  const line = page.getByTestId('hi-summary');
  await line.waitFor();
  const n = async (k) => Number(await line.getAttribute(`data-${k}`));
  return { games: await n('games'), results: await n('results'), wins: await n('wins'), text: (await line.innerText()).trim() };
}

/** Every statistic shown, as text: the summary, each card, the chart's words. */
async function shownStatistics(page) {
  await page.getByTestId('hi-summary').waitFor();
  return page.evaluate(() => ({
    summary: document.querySelector('[data-testid="hi-summary"]').innerText,
    cards: [...document.querySelectorAll('[data-testid="hi-bucket"], [data-testid="hi-person"]')].map((c) => c.innerText),
    chart: document.querySelector('[data-testid="hi-chart-summary"]')?.innerText ?? '',
  }));
}

/** Imports the history file `path` on the history screen. */
async function importHistory(page, path) {
  await page.getByTestId('hi-import').setInputFiles(path);
  await page.getByTestId('hi-notice').filter({ hasText: /History imported/ }).waitFor();
}

/** Nothing wider than the window, and every control at least 44 px tall. */
async function fitsAndTaps(page, what) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${what}: the page is ${overflow} px wider than the window`);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('.history button, .history select, .history label.button, .home-menu button')]
      .filter((e) => e.offsetParent !== null)
      .map((e) => [e.dataset.testid ?? e.textContent.trim(), Math.round(e.getBoundingClientRect().height)])
      .filter(([, h]) => h < 44),
  );
  assert.deepEqual(small, [], `${what}: tap targets under 44 px`);
}

export function historyTests(test, { artifacts, url }) {
  test('history: a Europe game played to the end is kept once and counted against the final scores shown', async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: 1024, height: 768 });
    const game = await freshHome(page, url);
    await page.getByTestId('home-history').click();
    await page.getByTestId('hi-empty').waitFor();
    await page.getByTestId('hi-back').click();
    await page.getByTestId('quick-vs-computer').click();
    await game.keepTickets(0);
    for (let turn = 0; ; turn++) {
      assert.ok(turn < 400, 'the game ends');
      const s = await game.waitForMyMove();
      if (s.over) break;
      await playOn(game, s);
    }
    await page.getByTestId('final-scores').waitFor();
    // The final scores as shown: the person is seat 0 ("You").
    const rows = await page.getByTestId('score-row').evaluateAll((els) =>
      els.map((e) => ({
        seat: Number(e.dataset.seat),
        total: Number(e.querySelector('[data-testid="score-total"]').textContent),
        winning: e.classList.contains('winning'),
      })),
    );
    const you = rows.find((r) => r.seat === 0);
    const other = rows.find((r) => r.seat === 1);
    await openHistory(page);
    assert.deepEqual(
      (({ games, results, wins }) => ({ games, results, wins }))(await summary(page)),
      { games: 1, results: 1, wins: you.winning ? 1 : 0 },
    );
    const card = page.getByTestId('hi-bucket');
    assert.equal(await card.count(), 1);
    assert.equal(await card.getAttribute('data-variant'), 'classic');
    assert.equal(await card.getAttribute('data-opponents'), 'easy');
    assert.equal(await card.getByTestId('hi-score').innerText(), `${you.total}.0`);
    const margin = you.total - other.total;
    assert.equal((await card.getByTestId('hi-margin').innerText()).replace('\u2212', '-'), margin === 0 ? '0.0' : `${margin > 0 ? '+' : ''}${margin}.0`);
    const listed = page.getByTestId('hi-game');
    assert.equal(await listed.count(), 1);
    assert.match(await listed.getByTestId('hi-players').innerText(), new RegExp(`You: ${you.total} · (★ )?Computer: ${other.total}`));
    // Kept once: a reload, and the finished game opened again, add nothing.
    await page.reload();
    await page.getByTestId('home-continue').click();
    await page.getByTestId('final-scores').waitFor();
    await openHistory(page);
    assert.equal((await summary(page)).games, 1);
    assert.equal(await page.getByTestId('hi-game').count(), 1);
    assert.match(await page.evaluate((k) => localStorage.getItem(k), HISTORY_KEY), /^Europa-History-1:/);
  });

  test('history: a Card Game played to the end is kept and counted against the final scores shown', async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await freshHome(page, url);
    const cg = new CardGamePage(page, url);
    await cg.quickStart();
    for (let turn = 0; ; turn++) {
      assert.ok(turn < 400, 'the game ends');
      const s = await cg.waitForMove();
      if (s.over) break;
      await move(cg, s, turn);
    }
    const final = page.getByTestId('cg-final');
    await final.waitFor();
    const totals = await final.getByTestId('cg-score').evaluateAll((els) =>
      Object.fromEntries(els.map((e) => [e.dataset.seat, Number(e.dataset.total)])),
    );
    const won = /\bYou\b/.test(await final.getByTestId('cg-winner').innerText());
    await openHistory(page);
    const s = await summary(page);
    assert.deepEqual([s.games, s.results, s.wins], [1, 1, won ? 1 : 0]);
    const card = page.getByTestId('hi-bucket');
    assert.equal(await card.getAttribute('data-game'), 'game_cardgame');
    assert.equal(await card.getByTestId('hi-score').innerText(), `${totals['0']}.0`);
    assert.match(await page.getByTestId('hi-game').getByTestId('hi-players').innerText(), new RegExp(`You: ${totals['0']} · (★ )?Computer: ${totals['1']}`));
    // The chart has the game: one bar, said in words too.
    assert.equal(await page.getByTestId('hi-chart').locator('rect.bar').count(), 1);
    assert.match(await page.getByTestId('hi-chart-summary').innerText(), /The last game with one person at the table: [01] won, [01] lost; margin [+\u2212]?\d+\./);
    await fitsAndTaps(page, 'history after a Card Game at 390x844');
    await page.screenshot({ path: join(artifacts, 'history-cardgame-390x844.png'), fullPage: true });
  });

  test('history: Delete asks first, filters narrow the statistics, and the screen fits a phone, a tablet and a laptop', async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await freshHome(page, url);
    await page.getByTestId('home-history').click();
    await importHistory(page, FIXTURE);
    // Counted by hand in src/game_history/tests.rs: 4 games, 5 results
    // (Mega Europe is pass and play for two), 3 wins.
    assert.deepEqual(
      (({ games, results, wins }) => ({ games, results, wins }))(await summary(page)),
      { games: 4, results: 5, wins: 3 },
    );
    assert.match((await summary(page)).text, /^4 games · wins: 3 of 5 \(60%\)$/);
    assert.equal(await page.getByTestId('hi-bucket').count(), 4);
    assert.equal(await page.getByTestId('hi-person').count(), 2);
    assert.equal(await page.getByTestId('hi-chart').locator('rect.bar').count(), 3);
    assert.equal(await page.getByTestId('hi-chart').locator('circle.win-dot').count(), 2);
    await fitsAndTaps(page, 'history at 390x844');
    await page.screenshot({ path: join(artifacts, 'history-390x844.png'), fullPage: true });
    // Filters: the Card Game only; then Europe against Hard.
    await page.getByTestId('hi-filter-game').selectOption('game_cardgame');
    assert.equal((await summary(page)).games, 1);
    assert.equal(await page.getByTestId('hi-filter-variant').isVisible(), false);
    assert.equal(await page.getByTestId('hi-game').count(), 1);
    await page.getByTestId('hi-filter-game').selectOption('');
    await page.getByTestId('hi-filter-level').selectOption('hard');
    assert.deepEqual([(await summary(page)).games, (await summary(page)).wins], [1, 1]);
    await page.getByTestId('hi-filter-level').selectOption('hi_pass_and_play');
    assert.deepEqual([(await summary(page)).games, (await summary(page)).results], [1, 2]);
    await page.getByTestId('hi-filter-level').selectOption('');
    await page.getByTestId('hi-filter-variant').selectOption('mega');
    assert.equal((await summary(page)).games, 1);
    await page.getByTestId('hi-filter-variant').selectOption('');
    // Replay opens the game in the replay; Close comes back here.
    await page.getByTestId('hi-game').first().getByTestId('history-replay').click();
    await page.getByTestId('replay-bar').waitFor();
    await page.getByTestId('replay-close').click();
    await page.getByTestId('history').waitFor();
    assert.equal(await page.getByTestId('hi-game').count(), 4);
    // Delete asks first: Esc and Cancel keep the game, the focus on Cancel.
    const row = page.getByTestId('hi-game').first();
    const id = await row.getAttribute('data-id');
    await row.getByTestId('hi-delete').click();
    const dialog = page.getByTestId('hi-confirm');
    await dialog.waitFor();
    await page.waitForFunction(() => document.activeElement?.dataset.testid === 'hi-confirm-no');
    assert.match(await dialog.innerText(), /Delete this game from the history\?/);
    await page.screenshot({ path: join(artifacts, 'history-delete-390x844.png') });
    assert.deepEqual(await axeFindings(page, 'the delete dialog'), []);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.dataset.testid === 'hi-delete');
    await row.getByTestId('hi-delete').click();
    await page.getByTestId('hi-confirm-no').click();
    assert.equal(await page.getByTestId('hi-game').count(), 4);
    await row.getByTestId('hi-delete').click();
    await page.getByTestId('hi-confirm-yes').click();
    await page.getByTestId('hi-notice').filter({ hasText: 'Game deleted from the history.' }).waitFor();
    assert.equal(await page.locator(`[data-testid="hi-game"][data-id="${id}"]`).count(), 0);
    assert.equal((await summary(page)).games, 3);
    // "Delete the history" asks too.
    await page.getByTestId('hi-clear').click();
    assert.match(await page.getByTestId('hi-confirm').innerText(), /Delete the whole history\?/);
    await page.getByTestId('hi-confirm-no').click();
    assert.equal((await summary(page)).games, 3);
    // A tablet and a laptop: the cards side by side, nothing too wide.
    for (const [w, h] of [[768, 1024], [1024, 768]]) {
      await page.setViewportSize({ width: w, height: h });
      await fitsAndTaps(page, `history at ${w}x${h}`);
      await page.screenshot({ path: join(artifacts, `history-${w}x${h}.png`), fullPage: true });
    }
    // Italian: the same statistics in its words, plurals agreeing.
    await page.getByTestId('lang-toggle').click();
    assert.match((await summary(page)).text, /^3 partite · vittorie: 2 su 4 \(50%\)$/);
    const findings = await axeFindings(page, 'history');
    assert.deepEqual(findings, []);
    await page.getByTestId('hi-clear').click();
    await page.getByTestId('hi-confirm-yes').click();
    await page.getByTestId('hi-empty').waitFor();
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), HISTORY_KEY), null);
  });

  test('history: exported, then imported in a fresh browser, it gives the same statistics', async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await freshHome(page, url);
    await page.getByTestId('home-saves').click();
    await page.getByTestId('saves-history').click();
    await importHistory(page, FIXTURE);
    const before = await shownStatistics(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('hi-export').click()]);
    assert.equal(download.suggestedFilename(), 'europa-express-history.txt');
    const file = await download.path();
    const text = readFileSync(file, 'utf8');
    assert.equal(text, await page.evaluate((k) => localStorage.getItem(k), HISTORY_KEY));
    // A new browser profile: nothing stored, then the file imported.
    const profile = mkdtempSync(join(tmpdir(), 'europa-history-'));
    const other = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      headless: true,
      viewport: { width: 390, height: 844 },
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    try {
      const fresh = await other.newPage();
      await freshHome(fresh, url);
      await fresh.getByTestId('home-history').click();
      await fresh.getByTestId('hi-empty').waitFor();
      await importHistory(fresh, file);
      assert.deepEqual(await shownStatistics(fresh), before);
      assert.match(await fresh.getByTestId('hi-notice').innerText(), /History imported: 4 games added\./);
      // The same file again: nothing counts twice.
      await fresh.getByTestId('hi-import').setInputFiles(file);
      await fresh.getByTestId('hi-notice').filter({ hasText: '0 games added. 4 were already here.' }).waitFor();
      assert.deepEqual(await shownStatistics(fresh), before);
    } finally {
      await other.close();
      rmSync(profile, { recursive: true, force: true });
    }
    // A damaged file is refused with its reason, and changes nothing.
    const damaged = join(artifacts, 'history-damaged.txt');
    const at = text.length - 10;
    writeFileSync(damaged, text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1));
    await page.getByTestId('hi-import').setInputFiles(damaged);
    await page.getByTestId('hi-notice').filter({ hasText: /This history is damaged/ }).waitFor();
    assert.deepEqual(await shownStatistics(page), before);
  });

  test('history: a stored history that cannot be read is left as it was, and a game that ends says it was not kept', async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await freshHome(page, url);
    // One character of a real history changed.
    const good = readFileSync(FIXTURE, 'utf8').trim();
    const bad = good.slice(0, 40) + (good[40] === 'A' ? 'B' : 'A') + good.slice(41);
    await page.evaluate(([k, v]) => localStorage.setItem(k, v), [HISTORY_KEY, bad]);
    await page.getByTestId('home-history').click();
    assert.match(await page.getByTestId('hi-error').innerText(), /This history is damaged[\s\S]*left as it was/);
    // Its raw text is what the export offers.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('hi-export').click()]);
    assert.equal(readFileSync(await download.path(), 'utf8'), bad);
    // A game that ends meanwhile: the table goes on, a banner says why the
    // game was not kept, and the stored text is untouched.
    await page.getByTestId('hi-back').click();
    const cg = new CardGamePage(page, url);
    await cg.quickStart();
    for (let turn = 0; ; turn++) {
      assert.ok(turn < 400, 'the game ends');
      const s = await cg.waitForMove();
      if (s.over) break;
      await move(cg, s, turn);
    }
    await page.getByTestId('cg-final').waitFor();
    const banner = page.getByTestId('keep-banner');
    await banner.waitFor();
    assert.match(await banner.innerText(), /^This game could not be added to your history\. The stored history cannot be read and has been left as it was/);
    await page.screenshot({ path: join(artifacts, 'history-not-kept-390x844.png') });
    await banner.getByTestId('keep-banner-close').click();
    await banner.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), HISTORY_KEY), bad);
    // Deleted on purpose (asked first), the next game is kept again.
    await openHistory(page);
    await page.getByTestId('hi-clear').click();
    await page.getByTestId('hi-confirm-yes').click();
    await page.getByTestId('hi-empty').waitFor();
    assert.equal(await page.getByTestId('hi-error').count(), 0);
  });
}

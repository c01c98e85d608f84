// Browser tests in Debian's headless Chromium through playwright-core.
//   node tests/e2e/run.mjs http://127.0.0.1:8080/
//   E2E_ONLY=<part of a name>[|<another part>…] runs only the tests whose name contains one of them.
// Prints one line per test and a closing `N passed, N failed` line; exits 1
// if any test failed.
import { replayTests } from './replay.mjs';
// The review of a finished game, and Expert under the quick starts.
import { hintTests, reviewTests } from './review.mjs';
import { soundTests } from './sound.mjs';
import { motionTests } from './motion.mjs';
// Issue 53: the guided first game, played through at a phone's size and a laptop's.
import { guideTests } from './guide.mjs';
import { chromium } from 'playwright-core';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';
import { BoardPage } from './board-page.mjs';
import { GamePage } from './game-page.mjs';
// New game, autosave/Continue, saved games, export/import (storage side).
import { saveTests } from './saves.mjs';
// A panic, full storage, saves from a newer app (src/recovery.rs, src/autosave.rs).
import { recoveryTests } from './recovery.mjs';
// Claim by colour and ticket progress: the engine's answers on the table.
import { progressTests } from './table-progress.mjs';
// Saves you can trust: two windows, a dying worker, crafted imports.
import { trustTests } from './trust.mjs';
// A Hard computer thinks in slices: no long task, progress shown.
import { thinkingTests } from './thinking.mjs';
// Hard's decisions shared by a pool of workers: one worker's moves.
import { poolTests } from './pool.mjs';
// Issue 12: a table you can read at a glance (the board's table, by theme).
import { actionTests } from './table-actions.mjs';
import { keyboardTests } from './table-keyboard.mjs';
import { logTests } from './table-log.mjs';
import { mapTests } from './table-map.mjs';
import { layoutTests } from './table-layout.mjs';
import { seatsTests } from './table-seats.mjs';
import { wordsTests } from './table-words.mjs';
// Issue 51: the phone table, a whole turn on one screen at every size.
import { phoneTests } from './table-phone.mjs';
// Issue 11: the Card Game's table: its turns, pass and play, its layout at each size.
import { cardgameTurnsTests } from './cardgame-turns.mjs';
import { cardgamePassAndPlayTests } from './cardgame-pass-and-play.mjs';
import { cardgameLayoutTests } from './cardgame-layout.mjs';
// Issue 9: Warehouses & Depots through the UI.
import { depotsTests } from './depots.mjs';
// Where the focus goes when dialogs follow one another (src/modal.rs).
import { focusTests } from './focus.mjs';
// Issue 52: the history of finished games and its statistics.
import { historyTests } from './history.mjs';
// Issue 53: take back a move against the computer (docs/TAKE_BACK.md).
import { takeBackTests } from './take-back.mjs';

const url = process.argv[2] ?? process.env.E2E_URL ?? 'http://127.0.0.1:8080/';
const here = dirname(fileURLToPath(import.meta.url));
const artifacts = join(here, 'artifacts');
mkdirSync(artifacts, { recursive: true });

const PLAYER_HEX = ['#00a0a0', '#d6007a', '#8fd400', '#7b4a1e', '#182c6a'];

const tests = [];
const test = (name, fn) => tests.push({ name, fn });

test('the board shows 47 cities and 101 routes', async ({ board }) => {
  await board.open();
  await board.page.getByTestId('quick-vs-computer').click();
  await board.routes().first().waitFor();
  assert.equal(await board.cities().count(), 47);
  assert.equal(await board.routes().count(), 101);
  assert.equal(await board.claimedRoutes().count(), 0);
  // Every route has car spaces; ferries show locomotive symbols.
  assert.ok((await board.page.locator('[data-testid="route"] path.car').count()) >= 101);
  assert.ok((await board.page.locator('.route.ferry .loco').count()) > 0);
  assert.ok((await board.page.locator('.route.tunnel').count()) > 0);
});


/** Plays the person's moves through the UI until the game ends; checks each
 *  kind of action once on the way. Returns what was exercised. */
async function playToTheEnd(game, shots) {
  const page = game.page;
  const did = { claim: 0, tunnel: 0, tickets: 0, station: 0, draws: 0, turns: 0 };
  for (let turn = 0; turn < 600; turn++) {
    const s = await game.waitForMyMove();
    if (s.over) return did;
    did.turns += 1;
    if (turn === 6 && shots) await shots('midgame');
    if (s.choosing) {
      await game.keepTickets(0);
      continue;
    }
    if (s.second) {
      // The second card: the deck, or a face-up card once the deck is empty.
      if (s.canDrawBlind) await page.getByTestId('deck').click();
      else await page.locator('[data-testid="face-up"]:not([aria-disabled="true"])').first().click();
      continue;
    }
    if (did.draws < 2 && s.canDrawBlind) {
      // Draw cards first: a face-up card, then the deck. (Late in a game
      // where the computer hoards cards, a slot may be empty: take the
      // first card that can be taken, else the deck.)
      const open = page.locator('[data-testid="face-up"]:not([aria-disabled="true"])');
      if ((await open.count()) > 0) await open.first().click();
      else await page.getByTestId('deck').click();
      const t = await game.waitForMyMove();
      if (!t.over && t.second && t.canDrawBlind) await page.getByTestId('deck').click();
      did.draws += 1;
      continue;
    }
    if (!did.tickets && s.canDrawTickets) {
      await page.getByTestId('draw-tickets').click();
      await game.keepTickets(0);
      did.tickets += 1;
      continue;
    }
    if (!did.station && s.stationCities.length > 0) {
      const cities = await page.locator('[data-testid="city"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-city')));
      const free = s.stationCities[0];
      await game.buildStation(free);
      const city = page.locator('[data-testid="city"]').nth(free);
      assert.equal(await city.getAttribute('data-station'), '0', `station on ${cities[free]}`);
      did.station += 1;
      // Reload and continue: the autosaved game comes back where it was
      // (once the computer has answered, so no move is in flight).
      const before = await game.waitForMyMove();
      await page.reload();
      await page.getByTestId('home-continue').click();
      const after = await game.waitForMyMove();
      assert.equal(after.turns, before.turns, 'same turn after reload');
      assert.equal(await page.locator('[data-testid="city"]').nth(free).getAttribute('data-station'), '0');
      continue;
    }
    if (s.claimable.length > 0) {
      const kind = await game.claim(s.claimable[s.claimable.length - 1]);
      did[kind] += 1;
      continue;
    }
    if (s.canDrawBlind) {
      await game.drawTwo();
      continue;
    }
    if (s.canPass) {
      await page.getByTestId('pass').click();
      continue;
    }
    await page.locator('[data-testid="face-up"]:not([aria-disabled="true"])').first().click();
  }
  throw new Error('the game did not end');
}

test('a whole game against the computer, every action through the UI', async ({ board }) => {
  const game = new GamePage(board.page, url);
  const page = board.page;
  await game.open();
  await page.getByTestId('quick-vs-computer').click();
  // Initial ticket choice: the minimum is shown; drop one of the four.
  await page.getByTestId('keep-min').waitFor();
  assert.match(await page.getByTestId('keep-min').textContent(), /2/);
  await game.keepTickets(1);
  assert.equal(await page.getByTestId('ticket').count(), 3);
  // A refused action shows the engine's reason (a route nobody can afford yet).
  const did = await playToTheEnd(game, async (name) => {
    await page.screenshot({ path: join(artifacts, `game-${name}-1280x800.png`) });
  });
  assert.ok(did.claim + did.tunnel > 0, `claimed: ${JSON.stringify(did)}`);
  assert.ok(did.tickets > 0 && did.station > 0, JSON.stringify(did));
  const final = page.getByTestId('final-scores');
  await final.waitFor();
  assert.equal(await final.getByTestId('score-row').count(), 2);
  assert.ok((await page.getByTestId('winner-name').textContent()).trim().length > 0);
  assert.ok((await final.getByTestId('ticket-result').count()) >= 2);
  // A completed ticket lights the routes that completed it (the engine's path).
  const done = final.locator('[data-testid="ticket-result"].done');
  if ((await done.count()) > 0) {
    await done.first().click();
    assert.ok((await page.locator('.route.lit').count()) > 0, 'a completed ticket lights its path');
  }
  await final.getByTestId('longest-path').first().click();
  assert.ok((await page.locator('.route.lit').count()) > 0, 'longest path lit on the map');
  assert.ok((await page.getByTestId('log').locator('li').count()) > 10);
  await page.screenshot({ path: join(artifacts, 'final-1280x800.png'), fullPage: true });
  // On a phone the scores stand above the map: a ticket tapped brings the
  // map into view, so its lit path is seen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await final.getByTestId('ticket-result').first().click();
  const map = await page.getByTestId('board').boundingBox();
  assert.ok(map.y >= -1 && map.y + map.height <= 845, `map in view (y=${map.y})`);
  await page.screenshot({ path: join(artifacts, 'final-path-390x844.png') });
  // Rematch: the same seats, a new deal.
  const seatsBefore = await page.getByTestId('seat').allInnerTexts();
  await page.getByTestId('rematch').click();
  await page.getByTestId('ticket-choice').waitFor();
  const again = await game.state();
  assert.equal(again.over, false);
  assert.equal(await page.getByTestId('final-scores').count(), 0);
  // (The name is the row's first cell: a tab after it in a table, a line
  // break in a phone's strip of seats.)
  const name = (t) => t.split(/[\t\n]/)[0];
  assert.deepEqual((await page.getByTestId('seat').allInnerTexts()).map(name), seatsBefore.map(name));
  console.log(`     ${JSON.stringify(did)}`);
});

test('tapping a refused control shows the engine\'s reason', async ({ board }) => {
  const game = new GamePage(board.page, url);
  const page = board.page;
  await game.open();
  await page.getByTestId('quick-vs-computer').click();
  await game.keepTickets(0);
  // A route the person cannot pay for yet: the tap explains instead of claiming.
  let s = await game.waitForMyMove();
  const all = await page.locator('[data-testid="route"]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-route'))));
  const refused = all.find((r) => !s.claimable.includes(r));
  await game.tapRoute(refused);
  await assertRefusal(game, /need|cards|colour|locomotive/i);
  assert.equal(await page.getByTestId('claim-dialog').count(), 0, 'no claim dialog for a refused route');
  // A face-up locomotive as the second card: take a first card, then tap a
  // locomotive when the row shows one; the refusal leaves the turn as it was.
  for (let turn = 0; turn < 120; turn++) {
    s = await game.waitForMyMove();
    if (s.over) {
      // The deal is random: a game can end before the row shows a locomotive.
      await game.open();
      await page.getByTestId('quick-vs-computer').click();
      await game.keepTickets(0);
      continue;
    }
    if (s.choosing) {
      await game.keepTickets(0);
      continue;
    }
    if (!s.canDrawBlind) {
      await game.claim(s.claimable[0]);
      continue;
    }
    // The first card from the row, so the row keeps changing (nobody else
    // may take from it), else from the deck.
    const plain = page.locator('[data-testid="face-up"]:not([data-color="locomotive"])');
    if ((await plain.count()) > 0) await plain.first().click();
    else await page.getByTestId('deck').click();
    s = await game.waitForMyMove();
    if (s.over || !s.second) continue;
    const loco = page.locator('[data-testid="face-up"][data-color="locomotive"]');
    if ((await loco.count()) > 0) {
      // aria-disabled makes Playwright wait for "enabled"; a person can tap it.
      await loco.first().click({ force: true });
      await assertRefusal(game, /locomotive/i);
      assert.equal((await game.state()).second, true, 'still the second card to take');
      return;
    }
    await page.getByTestId('deck').click();
  }
  assert.fail('no face-up locomotive seen');
});

/** The refusal toast shows the engine's reason in words, and closes. */
async function assertRefusal(game, pattern) {
  const toast = game.page.getByTestId('refusal');
  await toast.waitFor();
  const text = (await toast.textContent()).trim();
  assert.match(text, pattern);
  await toast.getByTestId('refusal-close').click();
  await toast.waitFor({ state: 'detached' });
}

test('pass and play: another seat\'s hand is never in the DOM', async ({ board }) => {
  const game = new GamePage(board.page, url);
  const page = board.page;
  await game.open();
  await page.getByTestId('quick-pass-play').click();
  const seen = new Set();
  let sawEnd = 0;
  let drew = false;
  let drawnShown = false;
  for (let step = 0; step < 60; step++) {
    const s = await game.waitForMyMove();
    if (s.over) break;
    const hands = await page.locator('[data-testid="hand"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-seat')));
    const tickets = await page.locator('[data-testid="tickets"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-seat')));
    if (s.done !== null) {
      // The turn is over but the person still sees their own cards, with
      // the ones they drew (issue 12: the second blind card was never seen).
      assert.deepEqual(hands, [String(s.done)], 'still their own hand');
      await page.getByTestId('turn-end').waitFor();
      // Nothing moves on meanwhile: no computer's skip to press.
      assert.equal(await page.getByTestId('skip').count(), 0, 'no skip while the turn-end shows');
      if (drew && !drawnShown) {
        drawnShown = true;
        assert.ok((await page.getByTestId('drawn').locator('.card').count()) >= 1, 'the drawn cards are shown');
        await page.screenshot({ path: join(artifacts, 'turn-end-1280x800.png') });
      }
      sawEnd += 1;
      await page.getByTestId('pass-on').click();
      continue;
    }
    if (s.handoff !== null) {
      assert.deepEqual(hands, [], 'no hand behind the hand-off screen');
      assert.deepEqual(tickets, [], 'no tickets behind the hand-off screen');
      if (seen.size > 0) {
        // The next person is told what happened since their last turn.
        await page.getByTestId('handoff').getByTestId('recap').waitFor();
        if (seen.size === 2) await page.screenshot({ path: join(artifacts, 'handoff-1280x800.png') });
      }
      await page.getByTestId('handoff-ready').click();
      continue;
    }
    assert.deepEqual(hands, [String(s.revealed)], `only seat ${s.revealed}'s hand`);
    // The banner names who holds the device (the quick game seats Anna and Bruno).
    if (!s.choosing && !s.second) {
      assert.match(await page.getByTestId('turn').innerText(), new RegExp(`Your turn, ${['Anna', 'Bruno'][s.revealed]}`));
    }
    seen.add(s.revealed);
    drew = !s.choosing;
    if (s.choosing) await game.keepTickets(0);
    else await page.getByTestId('deck').click();
  }
  assert.equal(seen.size, 2, 'both people played');
  assert.ok(sawEnd > 0 && drawnShown, 'turns ended on their own screen, with the cards drawn');
});

test('the page switches between English and Italian', async ({ board }) => {
  await board.open();
  const before = (await board.page.getByTestId('quick-vs-computer').textContent())?.trim();
  await board.switchLanguage();
  const after = (await board.page.getByTestId('quick-vs-computer').textContent())?.trim();
  assert.notEqual(before, after);
  assert.equal(await board.page.locator('html').getAttribute('lang'), after.startsWith('Contro') ? 'it' : 'en');
});

for (const [w, h] of [[1280, 800], [768, 1024]]) {
  test(`screenshot of a game at ${w}x${h}`, async ({ board }) => {
    const game = new GamePage(board.page, url);
    const page = board.page;
    await page.setViewportSize({ width: w, height: h });
    await game.open();
    await page.getByTestId('quick-vs-computer').click();
    await game.keepTickets(0);
    for (let i = 0; i < 8; i++) {
      const s = await game.waitForMyMove();
      if (s.claimable.length > 0) await game.claim(s.claimable[0]);
      else await game.drawTwo();
    }
    await game.waitForMyMove();
    await page.screenshot({ path: join(artifacts, `game-${w}x${h}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `page is ${overflow} px wider than the window`);
    const box = await page.getByTestId('board').boundingBox();
    assert.ok(box && box.width <= w && box.width > w * 0.55, `board width ${box?.width}`);
  });
}

// ---- storage side: tests/e2e/saves.mjs ----
saveTests(test, { artifacts });
recoveryTests(test, { artifacts });
// ---- end of storage side ----
thinkingTests(test, { artifacts });
poolTests(test);
for (const tests of [actionTests, keyboardTests, logTests, mapTests, layoutTests, seatsTests, wordsTests, phoneTests]) {
  tests(test, { artifacts, url });
}
cardgameTurnsTests(test, { artifacts, url });
cardgamePassAndPlayTests(test, { artifacts, url });
cardgameLayoutTests(test, { artifacts, url });
depotsTests(test, { artifacts, url });
focusTests(test, { url });
trustTests(test, { artifacts });
progressTests(test, { artifacts, url });
replayTests(test, { artifacts, url });
reviewTests(test, { artifacts, url });
hintTests(test, { artifacts, url });
soundTests(test, { url });
motionTests(test, { url });
historyTests(test, { artifacts, url });
guideTests(test, { artifacts, url });
takeBackTests(test, { artifacts, url });

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
  const only = process.env.E2E_ONLY?.split('|');
  for (const t of tests.filter((x) => !only || only.some((part) => x.name.includes(part)))) {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`console: ${m.text()}`);
    });
    const t0 = Date.now();
    try {
      const board = new BoardPage(page, url);
      await t.fn({ board });
      const unexpected = errors.filter((e) => !board.expectedErrors.some((p) => p.test(e)));
      assert.deepEqual(unexpected, [], 'no errors in the page');
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

// Browser tests of take back (issue 53, docs/TAKE_BACK.md): alone against a
// computer, a move is taken back while nothing hidden has been shown since:
// the table and the saved record are as before the move; never after a
// blind draw, never in pass and play. Both games, at 390×844 (touch: a
// tap) and 1024×768 (Ctrl+Z). run.mjs registers them with `takeBackTests(test, { artifacts, url })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { seededGame } from './table-shared.mjs';
import { GamePage } from './game-page.mjs';
import { LAST_KEY, SAVE_PREFIX, SavesPage, decodeSave } from './saves-page.mjs';
import { annaAndBruno, cardTable, move, passedOn, seeded } from './cardgame-page.mjs';

const SIZES = [[390, 844], [1024, 768]];

/** Touch events and a coarse pointer at a phone's size (the suite's one
 *  context has no `hasTouch`: DevTools' emulation gives this page them). */
async function asTouch(page, w) {
  if (w > 800) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
}

/** The record storage holds of the game being played, once it holds the
 *  `hook`'s count of moves (the autosave writes after the move's paint). */
async function storedRecord(page, hook) {
  for (let i = 0; i < 200; i++) {
    const [text, moves] = await page.evaluate(
      ([prefix, last, hook]) => [localStorage.getItem(prefix + localStorage.getItem(last)), window[hook]],
      [SAVE_PREFIX, LAST_KEY, hook],
    );
    const record = text && decodeSave(text).record;
    if (record && String(record.actionCount) === moves) return record;
    await page.waitForTimeout(25);
  }
  throw new Error(`storage never held the game at ${hook}`);
}

/** Europe: the routes claimed and the hand, as the table shows them. */
const europeTable = (page) =>
  page.evaluate(() => ({
    routes: [...document.querySelectorAll('[data-testid="route"].claimed')].map((e) => e.dataset.route).sort(),
    hand: [...document.querySelectorAll('[data-testid="hand-card"]')].map((e) => `${e.dataset.color}:${e.dataset.count}`),
  }));

/** The Card Game: the hand and every railyard row, as the table shows them. */
const cardTableShown = (page) =>
  page.evaluate(() => ({
    hand: [...document.querySelectorAll('[data-testid="cg-hand-card"]')].map((e) => `${e.dataset.color}:${e.textContent.trim()}`),
    rows: [...document.querySelectorAll('[data-testid="cg-row"]')].map((e) => e.textContent.trim()),
  }));

/** Takes back: a tap on a phone; on a wide screen Ctrl+Z, the button
 *  being in the Tab order too. */
async function takeBack(page, button, w) {
  if (w < 800) return button.click();
  assert.equal(await button.evaluate((b) => b.tabIndex), 0, 'reachable by Tab');
  await page.keyboard.press('Control+z');
}

/** Whether the page scrolls at all (the phone table is one screen). */
const scrolls = (page) => page.evaluate(() => document.scrollingElement.scrollHeight - window.innerHeight);

export function takeBackTests(test, { artifacts, url }) {
  for (const [w, h] of SIZES) {
    test(`take back at ${w}x${h}: a claim against the computer is taken back with the record as before it; not after a blind draw`, async ({ board }) => {
      const page = board.page;
      await asTouch(page, w);
      const game = await seededGame(page, url, 18, [w, h]);
      // Claims until a claim is followed by computer moves that show
      // nothing (blind draws): Take back is offered then.
      let found = null;
      for (let turn = 0; turn < 30 && !found; turn++) {
        const s = await game.waitForMyMove();
        assert.ok(!s.over, 'the game went on');
        if (s.claimable.length === 0) {
          await game.drawTwo();
          continue;
        }
        const before = { table: await europeTable(page), record: await storedRecord(page, '__europaMoves') };
        const route = s.claimable[s.claimable.length - 1];
        await game.claim(route);
        await game.waitForMyMove();
        if ((await page.getByTestId('take-back').count()) > 0) found = { before, route };
      }
      assert.ok(found, 'a claim that may be taken back');
      const button = page.getByTestId('take-back');
      const box = await button.boundingBox();
      assert.ok(box.height >= 44 && box.width >= 44, `a finger's size: ${JSON.stringify(box)}`);
      assert.ok((await scrolls(page)) <= 0, 'the page does not scroll');
      if (w < 800) await page.screenshot({ path: join(artifacts, `take-back-${w}x${h}.png`) });
      await takeBack(page, button, w);
      await page.waitForFunction((r) => !document.querySelector(`[data-testid="route"][data-route="${r}"].claimed`), found.route);
      const s = await game.waitForMyMove();
      assert.deepEqual(await europeTable(page), found.before.table, 'the route is free and the hand is back');
      assert.deepEqual(await storedRecord(page, '__europaMoves'), found.before.record, 'the saved record as before the claim');
      assert.ok(s.claimable.includes(found.route), 'the route may be claimed again');
      // A blind draw shows a card: nothing to take back after it.
      await page.getByTestId('deck').click();
      const second = await game.waitForMyMove();
      assert.ok(second.second, 'the second card to draw');
      assert.equal(await button.count(), 0, 'no take back after a blind draw');
    });
  }

  test('take back: never in a pass-and-play game of Europe', async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: 1024, height: 768 });
    const saves = new SavesPage(page, url);
    await saves.open();
    const seats = [{ name: 'Ada', kind: 'human' }, { name: 'Bea', kind: 'human' }];
    await saves.newGameForm();
    await saves.fillForm({ seats, seed: 18, first: 0 });
    await saves.start();
    const game = new GamePage(page, url);
    let claims = 0;
    for (let turn = 0; turn < 12; turn++) {
      const s = await game.waitForMyMove();
      assert.equal(await page.getByTestId('take-back').count(), 0, `turn ${turn}`);
      if (s.handoff !== null) await page.getByTestId('handoff-ready').click();
      else if (s.done !== null) await page.getByTestId('pass-on').click();
      else if (s.choosing) await game.keepTickets(0);
      else if (s.claimable.length > 0) claims += (await game.claim(s.claimable[0])) === 'claim' ? 1 : 0;
      else await game.drawTwo();
    }
    assert.ok(claims > 0, 'a person claimed a route');
    assert.equal(await page.getByTestId('take-back').count(), 0, 'at the end');
  });

  test('take back: never while a guided game of Europe runs', async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: 1024, height: 768 });
    const game = new GamePage(page, url);
    await game.open();
    await page.getByTestId('guide-europe').click();
    // The guide's first step: the three short tickets kept. In a game of
    // one's own that keep could be taken back at once.
    const offer = page.getByTestId('ticket-choice').getByTestId('offer-ticket');
    for (let i = 1; i < 4; i++) await offer.nth(i).click();
    await page.getByTestId('keep-tickets').click();
    const s = await game.waitForMyMove();
    assert.ok(!s.choosing && s.legal > 0, 'the next step waits for the person');
    await page.getByTestId('guide').waitFor();
    assert.equal(await page.getByTestId('take-back').count(), 0);
  });

  for (const [w, h] of SIZES) {
    test(`take back at ${w}x${h}: the Card Game's play against the computer is taken back with the record as before it; not after a blind draw`, async ({ board }) => {
      const page = board.page;
      await asTouch(page, w);
      const cg = await cardTable(page, url, { ...seeded(9, ['Ada', 'human'], ['Bea', 'easy']), id: `take-back-${w}` }, [w, h]);
      await cg.keepTickets();
      // Plays on until a play to the railyard is followed by computer
      // moves that show nothing (blind draws).
      let found = null;
      for (let turn = 0; turn < 30 && !found; turn++) {
        const s = await cg.waitForMove();
        assert.ok(!s.over, 'the game went on');
        const before = { state: s, shown: await cardTableShown(page), record: await storedRecord(page, '__cardgameMoves') };
        const did = await move(cg, s, turn);
        await cg.waitForMove();
        const played = did === 'group' || did === 'rob';
        if (played && (await page.getByTestId('take-back').count()) > 0) found = before;
      }
      assert.ok(found, 'a play that may be taken back');
      const button = page.getByTestId('take-back');
      const box = await button.boundingBox();
      assert.ok(box.height >= 44 && box.width >= 44, `a finger's size: ${JSON.stringify(box)}`);
      if (w < 800) await page.screenshot({ path: join(artifacts, `take-back-cardgame-${w}x${h}.png`) });
      await takeBack(page, button, w);
      await page.waitForFunction((n) => window.__cardgameMoves === String(n), found.record.actionCount);
      const s = await cg.waitForMove();
      assert.deepEqual(s, found.state, 'the moves open as before the play');
      assert.deepEqual(await cardTableShown(page), found.shown, 'the hand is back, the railyard row gone');
      assert.deepEqual(await storedRecord(page, '__cardgameMoves'), found.record, 'the saved record as before the play');
      await cg.drawBlind();
      await page.waitForFunction(() => JSON.parse(window.__cardgame).step === 'SecondCard');
      assert.equal(await button.count(), 0, 'no take back after a blind draw');
    });
  }

  test('take back: never in a pass-and-play game of the Card Game', async ({ board }) => {
    const page = board.page;
    const cg = await cardTable(page, url, annaAndBruno(11), [1024, 768]);
    for (let turn = 0; turn < 10; turn++) {
      const s = await cg.waitForMove();
      assert.equal(await page.getByTestId('take-back').count(), 0, `turn ${turn}`);
      if (!(await passedOn(page, s))) await move(cg, s, turn);
    }
  });
}

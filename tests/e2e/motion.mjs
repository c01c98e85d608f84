// Browser tests of moves shown as motion (issue 53): with motion allowed a
// drawn card flies to the hand, a computer's train slides onto its route,
// a station drops onto its city and the final scores count up, none of it
// in the way of a tap; with the system's reduced motion or fast play
// nothing moves. run.mjs registers them with `motionTests(test, { url })`.
import assert from 'node:assert/strict';
import { quickGame, playOn, showLogAndSettings } from './table-shared.mjs';
import { cardTable, move } from './cardgame-page.mjs';

/** Records every CSS animation that starts, by name, and every flying
 *  chip added, before the page's own script runs. */
function watchMotion() {
  window.__motion = { names: {}, flyers: 0, flyerPointer: new Set(), tunnels: 0 };
  addEventListener('animationstart', (e) => {
    window.__motion.names[e.animationName] = (window.__motion.names[e.animationName] ?? 0) + 1;
  }, true);
  new MutationObserver((muts) => {
    for (const m of muts) {
      for (const n of m.addedNodes) {
        if (n.querySelector?.('[data-testid=tunnel-revealed]')) window.__motion.tunnels += 1;
        if (n.classList?.contains('flyer')) {
          window.__motion.flyers += 1;
          window.__motion.flyerPointer.add(getComputedStyle(n).pointerEvents);
        }
      }
    }
  }).observe(document, { subtree: true, childList: true });
}

const seen = (page) => page.evaluate(() => ({ ...window.__motion, flyerPointer: [...window.__motion.flyerPointer] }));

/** Plays on (drawing, claiming) until `done(motion)` or `turns` turns. */
async function playUntil(game, done, turns = 40) {
  for (let i = 0; i < turns; i++) {
    const s = await game.waitForMyMove();
    if (s.over || done(await seen(game.page))) return s;
    await playOn(game, s);
  }
  return game.waitForMyMove();
}

export function motionTests(test, { url }) {
  test('motion at 390x844: a drawn card flies to the hand without taking a tap, a station drops, a computer\'s train arrives', async ({ board }) => {
    const page = board.page;
    await page.addInitScript(watchMotion);
    const game = await quickGame(page, url, [390, 844]);
    const s = await game.waitForMyMove();
    assert.ok(s.stationCities.length > 0, 'a station may be built on the first turn');
    await game.buildStation(s.stationCities[0]);
    await page.waitForFunction(() => window.__motion.names.drop > 0);
    await game.waitForMyMove();
    // Both cards at once: the first one's flight must not stop the second tap.
    await page.getByTestId('deck').click();
    await page.getByTestId('deck').click();
    await page.waitForFunction(() => window.__motion.names.fly >= 2);
    const after = await seen(page);
    assert.ok(after.flyers >= 2, `a chip per card drawn: ${JSON.stringify(after)}`);
    assert.deepEqual(after.flyerPointer, ['none'], 'a flying chip takes no pointer');
    assert.equal((await game.waitForMyMove()).second, false, 'both cards were drawn: the turn passed');
    await playUntil(game, (m) => (m.names.arrive ?? 0) > 0);
    const m = await seen(page);
    assert.ok(m.names.arrive > 0, `a claimed train arrived: ${JSON.stringify(m.names)}`);
    // Every chip is gone once it has landed.
    await page.waitForFunction(() => document.querySelectorAll('.flyer').length === 0);
  });

  test('motion at 1024x768: the final scores count up from 0, and their text is the real figure', async ({ board }) => {
    const page = board.page;
    await page.addInitScript(watchMotion);
    const game = await quickGame(page, url, [1024, 768]);
    await playUntil(game, () => false, 600);
    const final = page.getByTestId('final-scores');
    await final.waitFor();
    await page.waitForFunction(() => window.__motion.names['count-up'] > 0);
    // Each tunnel's cards were turned (a game may have none; the second and
    // third start later, after this test's quick answer closed the dialog).
    const m = await seen(page);
    assert.ok((m.names.turn ?? 0) >= m.tunnels, `tunnel cards turned: ${JSON.stringify(m)}`);
    for (const row of await final.getByTestId('score-row').all()) {
      const total = (await row.getByTestId('score-total').innerText()).trim();
      assert.match(total, /^-?\d+$/, `the total reads as its figure: "${total}"`);
      const to = await row.locator('.count-up').evaluate((e) => e.style.getPropertyValue('--to'));
      assert.equal(to, total, 'the counter ends on the total');
    }
  });

  test('motion in the Card Game at 390x844: drawn and played cards fly, the others\' too, and the final scores count up', async ({ board }) => {
    const page = board.page;
    await page.addInitScript(watchMotion);
    const cg = await cardTable(page, url, null, [390, 844]);
    await cg.keepTickets();
    const did = new Set();
    let s = await cg.waitForMove();
    for (let turn = 0; turn < 400 && !s.over; turn++) {
      did.add(await move(cg, s, turn));
      s = await cg.waitForMove();
    }
    assert.ok(did.has('draw') && did.has('group'), `cards were drawn and played: ${[...did]}`);
    const m = await seen(page);
    // A flight per card the person drew or played at least, and the computer's.
    assert.ok(m.flyers >= 10, `chips flew: ${JSON.stringify(m)}`);
    assert.deepEqual(m.flyerPointer, ['none'], 'a flying chip takes no pointer');
    await page.getByTestId('cg-final').waitFor();
    await page.waitForFunction(() => window.__motion.names['count-up'] > 0);
    for (const score of await page.getByTestId('cg-score').all()) {
      const total = await score.getAttribute('data-total');
      assert.equal((await score.locator('summary h4 > strong').innerText()).trim(), total, 'the total reads as its figure');
    }
  });

  test('no motion with the system\'s reduced motion, nor with fast play', async ({ board }) => {
    const page = board.page;
    await page.addInitScript(watchMotion);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const game = await quickGame(page, url, [390, 844]);
    await playUntil(game, () => false, 8);
    let m = await seen(page);
    assert.equal(m.flyers, 0, 'no chip flies');
    for (const name of ['fly', 'arrive', 'drop', 'count-up', 'turn', 'flash']) {
      assert.equal(m.names[name] ?? 0, 0, `no "${name}" animation: ${JSON.stringify(m.names)}`);
    }
    // Fast play, motion allowed by the system: nothing moves either.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    let putAway = await showLogAndSettings(page);
    const fast = page.getByTestId('fast-play');
    await fast.check();
    try {
      await putAway();
      const before = await seen(page);
      await playUntil(game, () => false, 6);
      m = await seen(page);
      assert.equal(m.flyers, before.flyers, 'no chip flies in fast play');
      assert.equal(m.names.arrive ?? 0, before.names.arrive ?? 0, 'no train slides in fast play');
    } finally {
      // The profile is shared by every test: fast play goes off again.
      putAway = await showLogAndSettings(page);
      await fast.uncheck();
      await putAway();
    }
  });
}

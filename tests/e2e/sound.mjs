// Browser test of the table's sounds (issue 53): off by default with no
// audio context made, switched on they play on the player's moves, and the
// switch is remembered. run.mjs registers it with `soundTests(test, { url })`.
import assert from 'node:assert/strict';
import { quickGame } from './table-shared.mjs';
import { cardTable } from './cardgame-page.mjs';

/** Counts audio contexts made and notes started, without a sound card. */
function countAudio() {
  window.__audio = { contexts: 0, notes: 0 };
  const Real = window.AudioContext;
  if (!Real) return;
  window.AudioContext = class extends Real {
    constructor(...args) {
      super(...args);
      window.__audio.contexts += 1;
    }
    createOscillator() {
      window.__audio.notes += 1;
      return super.createOscillator();
    }
  };
}

export function soundTests(test, { url }) {
  test('sounds: off by default and no audio made; switched on, the player\'s draws sound at both tables, and the switch is remembered', async ({ board }) => {
    const page = board.page;
    await page.addInitScript(countAudio);
    const game = await quickGame(page, url, [1024, 768]);
    await game.waitForMyMove();
    await game.drawTwo();
    await game.waitForMyMove();
    assert.deepEqual(await page.evaluate(() => window.__audio), { contexts: 0, notes: 0 }, 'nothing before the switch');
    const toggle = page.getByTestId('sound');
    assert.equal(await toggle.isChecked(), false, 'off by default');
    await toggle.check();
    await game.drawTwo();
    await game.waitForMyMove();
    const heard = await page.evaluate(() => window.__audio);
    assert.equal(heard.contexts, 1, 'one audio context, made once on');
    assert.ok(heard.notes >= 2, `a note per card drawn at least: ${JSON.stringify(heard)}`);
    // Remembered: a new page has it on.
    await page.reload();
    await page.getByTestId('quick-vs-computer').waitFor();
    await page.getByTestId('quick-vs-computer').click();
    await game.keepTickets(0);
    assert.equal(await page.getByTestId('sound').isChecked(), true, 'remembered');
    // The Card Game sounds too: the person's draw.
    const cg = await cardTable(page, url, null, [1024, 768]);
    await cg.keepTickets();
    const s = await cg.waitForMove();
    assert.ok(s.canDrawBlind, 'the deck may be drawn');
    const before = await page.evaluate(() => window.__audio.notes);
    await cg.drawBlind();
    await page.waitForFunction((n) => window.__audio.notes > n, before);
    await page.getByTestId('sound').uncheck();
  });
}

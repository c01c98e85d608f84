// Browser tests of the pool of bots workers (src/computer/pool.rs): Hard's
// decisions shared by two workers are the moves one worker makes alone, for
// the same seed, and a pool worker going silent leaves the decision to one
// worker, not the game waiting. run.mjs registers them with `poolTests(test)`.
import assert from 'node:assert/strict';
import { SavesPage, decodeSave } from './saves-page.mjs';

/** Counts the bots workers the page starts and the requests it posts them
 *  by variant (ToWorker's bytes: the token, a varint, then the request's
 *  variant; 3 a shard of a shared decision, 4 a merged round). */
function watchWorkers() {
  window.__workers = 0;
  window.__deaf = Number(new URL(location.href).searchParams.get('deaf') ?? 0);
  window.__listening = 0;
  window.__requests = [];
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      window.__workers += 1;
      // ?deaf=N (the test's, not the app's): the Nth worker started loads
      // and says it listens, then hears nothing (a worker died silently).
      this.deaf = window.__workers === window.__deaf;
      // A worker's first message says it listens.
      this.addEventListener('message', () => { window.__listening += 1; }, { once: true });
    }
    postMessage(m) {
      let i = 0;
      while (m[i] & 0x80) i++;
      window.__requests.push(m[i + 1]);
      if (!this.deaf) super.postMessage(m);
    }
  };
}

/** Ada against Hal (Hard) with `workers` bots workers: she keeps her
 *  tickets, draws two blind cards on each of `turns` turns, then the stored
 *  record, the workers started and the requests posted. */
async function playAgainstHard(page, url, workers, turns, deaf = 0) {
  const s = new SavesPage(page, `${url}${url.includes('?') ? '&' : '?'}workers=${workers}&deaf=${deaf}`);
  await s.openFresh();
  await s.newGameForm();
  await s.fillForm({ seats: [{ name: 'Ada', kind: 'human' }, { name: 'Hal', kind: 'hard' }], seed: 2718, first: 0 });
  // Choosing Hard started the workers: the person lingers on the form
  // until they listen, so the set-up choice is shared too.
  await page.waitForFunction((n) => window.__listening >= n, workers);
  await s.start();
  await page.getByTestId('ticket-choice').waitFor();
  await s.keepTickets();
  for (let t = 0; t < turns; t++) {
    await s.waitForMyTurn();
    await s.drawFromDeck();
    await page.waitForFunction(() => JSON.parse(window.__europa).second);
    await s.drawFromDeck();
  }
  await s.waitForMyTurn();
  const saves = Object.values(await s.stored()).map(decodeSave);
  assert.equal(saves.length, 1, 'one stored game');
  const [started, requests] = await page.evaluate(() => [window.__workers, window.__requests]);
  const errors = await page.getByTestId('game-error').count();
  return { record: saves[0].record, started, requests, errors };
}

export function poolTests(test) {
  test('two workers sharing Hard\'s decisions choose what one worker chooses (same seed)', async ({ board }) => {
    const page = board.page;
    await page.addInitScript(watchWorkers);
    const pool = await playAgainstHard(page, board.url, 2, 4);
    const one = await playAgainstHard(page, board.url, 1, 4);
    // The pool did share, from the set-up choice on: after the warm-ups
    // (2), shards (3) and merged rounds (4), never a whole decision (0).
    const asked = pool.requests.join(',');
    assert.equal(pool.started, 2, 'two workers');
    assert.match(asked, /^2,2,3,3,4,4,/, asked);
    assert.ok(!pool.requests.includes(0), `no whole decision: ${asked}`);
    assert.equal(one.started, 1, 'one worker');
    assert.match(one.requests.join(','), /^2,0(,0)+$/, 'one worker is asked whole decisions');
    // Hal's set-up ticket choice and the moves of his first turns.
    assert.ok(pool.record.actionCount >= 10, `${pool.record.actionCount} moves`);
    assert.equal(pool.record.actionCount, one.record.actionCount);
    assert.equal(pool.record.actionBytes, one.record.actionBytes, 'the same moves');
    assert.equal(pool.errors + one.errors, 0);
  });

  test('a pool worker going silent leaves Hard\'s decision to one worker; the game goes on', async ({ board }) => {
    const page = board.page;
    await page.addInitScript(watchWorkers);
    const started = Date.now();
    // The second worker is deaf: the set-up choice's shards never all come.
    const deaf = await playAgainstHard(page, board.url, 2, 3, 2);
    const one = await playAgainstHard(page, board.url, 1, 3);
    const asked = deaf.requests.join(',');
    assert.equal(deaf.errors, 0, 'no error: the game went on');
    // Shards, then (the watchdog's silence) the whole decision to worker 0,
    // then, the silent worker ended and a new one started, shards again.
    assert.match(asked, /^2,2,3,3,0,.*3,3,/, asked);
    assert.equal(deaf.started, 3, 'the silent worker was replaced');
    assert.equal(deaf.record.actionBytes, one.record.actionBytes, 'the same moves');
    const waited = Date.now() - started;
    assert.ok(waited < 40000, `one silence, not one per decision (${waited} ms)`);
  });
}

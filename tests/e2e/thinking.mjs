// Browser test of a Hard computer thinking: its search runs in slices
// between paints, so no task holds the page for 50 ms or more, the banner
// shows how far it is, and the menus answer meanwhile. run.mjs registers it
// with `thinkingTests(test, { artifacts })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SavesPage, decodeSave } from './saves-page.mjs';

/** Records every long task (50 ms or more) the page runs, from its first script. */
function watchLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__longTasks.push({ start: Math.round(e.startTime), ms: Math.round(e.duration) });
    }
  }).observe({ type: 'longtask', buffered: true });
}

/** Holds the bots worker's messages while `window.__holdComputer` is true;
 *  with `onlyDecision`, only its decision (postcard `FromWorker::Decided`,
 *  first byte 2), so progress still arrives. */
function holdComputer(onlyDecision = false) {
  window.__holdComputer = true;
  const held = [];
  window.__releaseComputer = () => {
    window.__holdComputer = false;
    for (const deliver of held.splice(0)) deliver();
  };
  const Real = window.Worker;
  window.Worker = class extends Real {
    set onmessage(handler) {
      const hold = (e) => window.__holdComputer && (!onlyDecision || new Uint8Array(e.data)[0] === 2);
      super.onmessage = (e) => (hold(e) ? held.push(() => handler(e)) : handler(e));
    }
  };
}

/** Records each request the page posts to the bots workers by its variant
 *  (ToWorker's bytes: the token, a varint, then the request's variant;
 *  0 Europe, 1 Card Game, 2 the warm-up, 3 a shard of a decision the pool
 *  shares), in `__workerRequests`, and per worker, in the order the page
 *  started them, in `__byWorker`. */
function watchWorkerRequests() {
  window.__workerRequests = [];
  window.__byWorker = [];
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      this.requests = [];
      window.__byWorker.push(this.requests);
    }
    postMessage(m) {
      let i = 0;
      while (m[i] & 0x80) i++;
      window.__workerRequests.push(m[i + 1]);
      this.requests.push(m[i + 1]);
      super.postMessage(m);
    }
  };
}

/** How many bots workers the page runs: one per core, at most 4. */
const poolSize = (page) => page.evaluate(() => Math.min(navigator.hardwareConcurrency, 4));

/** Ada (seat 0, first) against a Hard seat named `name`, from empty storage. */
async function startAgainstHard(page, url, name, seed) {
  const s = new SavesPage(page, url);
  await s.openFresh();
  await s.newGameForm();
  await s.fillForm({ seats: [{ name: 'Ada', kind: 'human' }, { name, kind: 'hard' }], seed, first: 0 });
  await s.start();
  return s;
}

export function thinkingTests(test, { artifacts }) {
  test('the person chooses starting tickets while the computer thinks; the computer\'s choice is played first', async ({ board }) => {
    const page = board.page;
    await page.addInitScript(holdComputer);
    const s = await startAgainstHard(page, board.url, 'Hal', 4242);
    // Hal has not answered (its answer is held), yet Ada's choice is open.
    const choice = page.getByTestId('ticket-choice');
    await choice.waitFor();
    await page.getByTestId('thinking').waitFor();
    const offered = choice.getByTestId('offer-ticket');
    await offered.nth(0).click();
    await offered.nth(1).click();
    await choice.getByTestId('keep-tickets').click();
    await choice.waitFor({ state: 'detached' });
    await page.screenshot({ path: join(artifacts, 'kept-while-thinking-1280x800.png') });
    // Kept, not yet played: nothing is in the record while Hal thinks.
    assert.equal((await s.state()).phase, 'InitialTickets');
    await page.evaluate(() => window.__releaseComputer());
    await page.waitForFunction(() => JSON.parse(window.__europa).phase === 'Playing');
    const saves = await s.stored();
    const save = decodeSave(Object.values(saves)[0]);
    assert.equal(save.record.actionCount, 2);
    // Hal's keep (seat 1) comes first, Ada's (seat 0) second: Hal chose
    // without anything of Ada's choice, as it always did.
    const bytes = save.record.actionBytes;
    assert.equal(bytes.slice(0, 2), '01', `first action by Hal: ${bytes}`);
    assert.equal(bytes.slice(6, 8), '00', `second action by Ada: ${bytes}`);
  });

  test('choosing Hard on the new-game form warms the computer up before the game starts', async ({ board }) => {
    const page = board.page;
    await page.addInitScript(watchWorkerRequests);
    const s = new SavesPage(page, board.url);
    await s.openFresh();
    await s.newGameForm();
    // Medium, the default, answers at once: nothing to warm.
    await page.waitForTimeout(300);
    assert.deepEqual(await page.evaluate(() => window.__workerRequests), []);
    await s.fillForm({ seats: [{ name: 'Ada', kind: 'human' }, { name: 'Hal', kind: 'hard' }], seed: 31, first: 0 });
    // Every worker of the pool is warmed up.
    const n = await poolSize(page);
    await page.waitForFunction((n) => window.__byWorker.length === n && window.__byWorker.every((r) => r.includes(2)), n);
    // Once per worker, however often the form changes.
    await page.getByTestId('ng-seed').fill('32');
    await s.start();
    await page.getByTestId('ticket-choice').waitFor();
    await page.waitForFunction(() => window.__byWorker[0].length > 1);
    const byWorker = await page.evaluate(() => window.__byWorker);
    assert.equal(byWorker.length, n, 'no more workers');
    assert.ok(byWorker.every((r) => r[0] === 2 && r.filter((v) => v === 2).length === 1), JSON.stringify(byWorker));
    // Then the set-up choice: the whole of it, or worker 0's share.
    assert.ok([0, 3].includes(byWorker[0][1]), JSON.stringify(byWorker));
    // The warm-up answers nothing; Hal's own choice comes and is played.
    const choice = page.getByTestId('ticket-choice');
    const offered = choice.getByTestId('offer-ticket');
    await offered.nth(0).click();
    await offered.nth(1).click();
    await choice.getByTestId('keep-tickets').click();
    await page.waitForFunction(() => JSON.parse(window.__europa).phase === 'Playing');
    assert.equal((await s.state()).phase, 'Playing');
  });

  test('a continued game against Hard warms the computer up while the person plays', async ({ board }) => {
    const page = board.page;
    await page.addInitScript(watchWorkerRequests);
    // Ada moves first: after the set-up it is her turn.
    const s = await startAgainstHard(page, board.url, 'Hal', 55);
    await s.keepTickets();
    await s.waitForMyTurn();
    await s.open();
    assert.deepEqual(await page.evaluate(() => window.__workerRequests), [], 'no worker on the home screen');
    await page.getByTestId('home-continue').click();
    await s.waitForMyTurn();
    const n = await poolSize(page);
    await page.waitForFunction((n) => window.__workerRequests.length >= n, n);
    assert.deepEqual(await page.evaluate(() => window.__workerRequests), Array(n).fill(2), 'one warm-up per worker');
  });

  test('a Hard computer thinks without blocking the page', async ({ board }) => {
    const page = board.page;
    await page.addInitScript(watchLongTasks);
    // Its decision waits until the language has switched: on a fast machine
    // the set-up choice can end before the switch does.
    await page.addInitScript(holdComputer, true);
    // The Hard seat's set-up choice is its longest think (three times the
    // usual rollouts); its answer is played before the person's.
    await startAgainstHard(page, board.url, 'Deep', 77);
    const progress = page.getByTestId('thinking');
    await progress.waitFor();
    const t0 = await page.evaluate(() => performance.now());
    const first = Number(await progress.getAttribute('value'));
    assert.equal(await page.getByTestId('skip').count(), 0, 'no skip button while thinking');

    // The menus answer while it thinks: the language switch repaints the
    // banner before the thinking is over. (Repainting every text is the
    // switch's own work, so tasks that start during it are not counted as
    // the computer's.)
    const before = (await page.getByTestId('turn').textContent()).trim();
    const switchFrom = await page.evaluate(() => performance.now());
    await board.switchLanguage();
    await page.waitForFunction(
      (b) => document.querySelector('[data-testid="turn"]')?.textContent.trim() !== b,
      before,
    );
    // The switch repaints in more than one task (the open ticket choice too):
    // its window ends two frames after the banner changed.
    const switchTo = await page.evaluate(() => new Promise((r) =>
      requestAnimationFrame(() => requestAnimationFrame(() => r(performance.now())))));
    const during = await progress.count();
    await page.evaluate(() => window.__releaseComputer());
    await page.screenshot({ path: join(artifacts, 'hard-thinking-1280x800.png') });
    const later = Number((await progress.getAttribute('value', { timeout: 500 }).catch(() => '100')) ?? 100);

    // The person may choose meanwhile (the choice is simultaneous); the
    // computer is done when its progress bar goes.
    assert.equal(await page.getByTestId('ticket-choice').count(), 1, 'the ticket choice is open while Hard thinks');
    await progress.waitFor({ state: 'detached', timeout: 60_000 });
    const t1 = await page.evaluate(() => performance.now());
    const all = await page.evaluate(() => window.__longTasks);
    const switching = (t) => t.start >= switchFrom && t.start <= switchTo;
    const whileThinking = all.filter((t) => t.start >= t0 && t.start + t.ms <= t1 && !switching(t));
    console.log(
      `     Hard's set-up choice took ${Math.round(t1 - t0)} ms of page time (from ${Math.round(t0)}); ` +
        `the language switch ${Math.round(switchTo - switchFrom)} ms; long tasks: ` +
        `while thinking ${JSON.stringify(whileThinking)}, during the switch ` +
        `${JSON.stringify(all.filter(switching))}, elsewhere ${all.filter((t) => !switching(t)).length - whileThinking.length}`,
    );
    assert.equal(during, 1, 'still thinking when the language switched');
    assert.ok(later >= first, `progress went from ${first} to ${later}`);
    assert.deepEqual(whileThinking, [], 'no task of 50 ms or more while the computer thinks');
  });
}

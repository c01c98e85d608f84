// Browser test of a Hard computer thinking: its search runs in slices
// between paints, so no task holds the page for 50 ms or more, the banner
// shows how far it is, and the menus answer meanwhile. run.mjs registers it
// with `thinkingTests(test, { artifacts })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SavesPage } from './saves-page.mjs';

/** Records every long task (50 ms or more) the page runs, from its first script. */
function watchLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__longTasks.push({ start: Math.round(e.startTime), ms: Math.round(e.duration) });
    }
  }).observe({ type: 'longtask', buffered: true });
}

export function thinkingTests(test, { artifacts }) {
  test('a Hard computer thinks without blocking the page', async ({ board }) => {
    const page = board.page;
    await page.addInitScript(watchLongTasks);
    const s = new SavesPage(page, board.url);
    await s.openFresh();
    await s.newGameForm();
    // The Hard seat chooses its first tickets before the person does: the
    // set-up choice is Hard's longest think (three times the usual rollouts).
    await s.fillForm({
      seats: [
        { name: 'Ada', kind: 'human' },
        { name: 'Deep', kind: 'hard' },
      ],
      seed: 77,
      first: 0,
    });
    await s.start();
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
    const switchTo = await page.evaluate(() => performance.now());
    const during = await progress.count();
    await page.screenshot({ path: join(artifacts, 'hard-thinking-1280x800.png') });
    const later = Number((await progress.getAttribute('value', { timeout: 500 }).catch(() => '100')) ?? 100);

    // The computer is done: the person's ticket choice shows.
    await page.getByTestId('ticket-choice').waitFor({ timeout: 60_000 });
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

// Click → next paint for the three interactions of issue 12 (draw a card,
// open the claim dialog, confirm a claim), unthrottled and at 4× CPU
// throttling. A benchmark, not a test: it prints p50/p95 and exits 0.
//   [CLICK=moment] [DUMP=1] [CSS=…] node tests/e2e/bench-input.mjs http://127.0.0.1:8080/ [samples per kind]
// Two measures: the Event Timing API (PerformanceObserver 'event',
// durationThreshold 16: events faster than 16 ms are not reported, so they
// count as "under 16"), and a direct one: from the click's timeStamp to the
// first animation frame after it, plus a task (when that frame has painted).
import { chromium } from 'playwright-core';
import { GamePage } from './game-page.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const samples = Number(process.argv[3] ?? 20);
// CLICK=frame (default): Playwright's `locator.click()`, which waits for the
// element to stay still over two animation frames, so every click reaches
// the page just after a frame has begun and waits most of a frame for the
// next (the worst moment). CLICK=moment: the mouse pressed at the element's
// centre after a random pause, as a finger lands, at any moment of the
// frame (`bench-phase.mjs` shows the two on a plain button).
const moment = process.env.CLICK === 'moment';

/** Clicks `locator` the way CLICK says. */
async function press(page, locator, options = {}) {
  if (!moment) return locator.click(options);
  const box = await locator.boundingBox();
  if (!box) return locator.click(options);
  await page.waitForTimeout(40 + Math.random() * 40);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

function instrument() {
  window.__paint = [];
  window.__events = [];
  // Each click's kind by its timeStamp: an Event Timing entry's startTime is
  // that timeStamp, and its target is null once the clicked element has
  // left the page (a confirmed dialog's button).
  const kinds = new Map();
  document.addEventListener('click', (e) => {
    const t0 = e.timeStamp;
    const kind = e.target.closest?.('button[data-testid], [role=button][data-testid]')?.getAttribute('data-testid') ?? '?';
    kinds.set(t0, kind);
    requestAnimationFrame(() => setTimeout(() => window.__paint.push({ kind, t0, ms: performance.now() - t0 })));
  }, true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name === 'click' || e.name === 'pointerup') {
        const kind = kinds.get(e.startTime) ?? e.target?.closest?.('button[data-testid], [role=button][data-testid]')?.getAttribute('data-testid') ?? '?';
        window.__events.push({ kind, name: e.name, ms: e.duration, t0: e.startTime, ps: e.processingStart - e.startTime, pe: e.processingEnd - e.startTime });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : NaN;
};

async function run(browser, rate) {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await page.addInitScript(instrument);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const game = new GamePage(page, url);
  // Not `?fast=1`: there the computer moves in the task right after the
  // click, and its move would be counted in the click's paint.
  game.open = async () => {
    await page.goto(url);
    await page.getByTestId('quick-vs-computer').waitFor();
    // CSS="…" adds a style sheet: to try a rendering change before making it.
    if (process.env.CSS) await page.addStyleTag({ content: process.env.CSS });
  };
  const count = { deck: 0, route: 0, 'claim-confirm': 0 };
  let clicks = 0;
  while (Math.min(...Object.values(count)) < samples && clicks < samples * 12) {
    await game.open();
    await page.getByTestId('quick-vs-computer').click();
    await game.keepTickets(0);
    for (let i = 0; i < 200; i++) {
      const s = await game.waitForMyMove();
      if (s.over || Math.min(...Object.values(count)) >= samples) break;
      clicks += 1;
      if (s.claimable.length > 0 && count.route < samples * 2) {
        // A route is a row of spaces: its centre space, so the press lands on it.
        const spaces = page.locator(`[data-testid="route"][data-route="${s.claimable[0]}"] path.car`);
        const n = await spaces.count();
        const onRoute = n > 0 ? spaces.nth(Math.floor(n / 2)) : page.locator(`[data-testid="route"][data-route="${s.claimable[0]}"]`);
        await press(page, onRoute, { force: true });
        count.route += 1;
        const dialog = page.getByTestId('claim-dialog');
        await dialog.waitFor();
        await dialog.getByTestId('payment').first().click();
        await press(page, dialog.getByTestId('claim-confirm'));
        count['claim-confirm'] += 1;
        const tunnel = page.getByTestId('tunnel-dialog');
        if (await tunnel.isVisible()) await tunnel.getByTestId('tunnel-decline').click();
      } else if (s.canDrawBlind) {
        await press(page, page.getByTestId('deck'));
        count.deck += 1;
      } else if (s.canPass) {
        await page.getByTestId('pass').click();
      } else break;
      await page.waitForTimeout(30);
    }
  }
  const paint = await page.evaluate(() => window.__paint);
  const events = await page.evaluate(() => window.__events);
  // DUMP=1: each click's paint beside its Event Timing entry (duration,
  // processing start and end from the click), to see where they part.
  if (process.env.DUMP) for (const p of paint) { const e = events.find((x) => x.t0 === p.t0 && x.name === 'click'); console.log(p.kind, p.ms.toFixed(1), e ? `ET ${e.ms} ps ${e.ps.toFixed(1)} pe ${e.pe.toFixed(1)}` : 'ET <16'); }
  console.log(`CPU ×${rate}, clicks ${moment ? 'at random moments' : "at a frame's start"}:`);
  for (const kind of Object.keys(count)) {
    const ms = paint.filter((p) => p.kind === kind).map((p) => p.ms);
    const slow = events.filter((e) => e.kind === kind && e.name === 'click').map((e) => e.ms);
    const over = slow.length / Math.max(1, ms.length);
    const et = over > 0.05 ? `${pct(slow, 1 - 0.05 / over).toFixed(0)} ms` : '< 16 ms';
    console.log(`  ${kind.padEnd(14)} n=${String(ms.length).padStart(3)}  click→paint p50 ${pct(ms, 0.5).toFixed(1)} ms, p95 ${pct(ms, 0.95).toFixed(1)} ms;  Event Timing p95 ${et} (${slow.filter((x) => x > 16).length} over 16 ms, ${slow.filter((x) => x === 16).length} at 16)`);
  }
  await page.close();
}

// The floor: a click on a plain button that changes one line of text,
// measured the same way. Playwright's clicks reach the page at a frame's
// start, so even this waits about a frame for its paint.
async function floor(browser, rate) {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await page.addInitScript(instrument);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.setContent('<button data-testid="noop" style="width:200px;height:80px">tap</button><p id="out"></p>');
  await page.evaluate(instrument);
  await page.evaluate(() => document.querySelector('button').addEventListener('click', (e) => { document.getElementById('out').textContent = String(e.timeStamp); }));
  for (let i = 0; i < samples * 2; i++) {
    await press(page, page.getByTestId('noop'));
    await page.waitForTimeout(100 + 5 * (i % 10));
  }
  const ms = (await page.evaluate(() => window.__paint)).map((p) => p.ms);
  const slow = (await page.evaluate(() => window.__events)).filter((e) => e.name === 'click').map((e) => e.ms);
  console.log(`  ${'no-op (floor)'.padEnd(14)} n=${String(ms.length).padStart(3)}  click→paint p50 ${pct(ms, 0.5).toFixed(1)} ms, p95 ${pct(ms, 0.95).toFixed(1)} ms;  Event Timing: ${slow.filter((x) => x > 16).length} over 16 ms, ${slow.filter((x) => x === 16).length} at 16`);
  await page.close();
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  await run(browser, 1);
  await floor(browser, 1);
  await run(browser, 4);
  await floor(browser, 4);
} finally {
  await browser.close();
}

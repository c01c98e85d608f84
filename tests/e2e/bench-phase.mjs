// How long a click that changes one line of text waits for its paint, and
// how much of that is the wait for the next frame. A benchmark, not a test:
//   node tests/e2e/bench-phase.mjs [clicks]
// Two ways of clicking the same plain button, unthrottled:
// - Playwright's `locator.click()`, as the other benchmarks click: it waits
//   for the button to stay still over two animation frames, so the click
//   reaches the page just after a frame has begun (the longest wait);
// - `page.mouse.click(x, y)` after a random pause, as a person's finger
//   lands: at any moment of the frame.
// For each: click → the first animation frame after it (the frame that
// will show the change), and click → that frame plus a task (painted), as
// `bench-input.mjs` measures; and the frame interval, so the figures can be
// read against it. No app is loaded: this is the browser's floor for any
// click that changes what is on screen.
import { chromium } from 'playwright-core';

const clicks = Number(process.argv[2] ?? 60);

function instrument() {
  window.__clicks = [];
  window.__slow = [];
  // Event Timing reports only clicks of 16 ms or more (its least threshold).
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'click') window.__slow.push(e.duration);
  }).observe({ type: 'event', durationThreshold: 16 });
  document.addEventListener('click', (e) => {
    const t0 = e.timeStamp;
    document.getElementById('out').textContent = String(t0);
    requestAnimationFrame((frame) => {
      const toFrame = frame - t0;
      setTimeout(() => window.__clicks.push({ toFrame, toPaint: performance.now() - t0 }));
    });
  }, true);
}

async function frameInterval(page) {
  return page.evaluate(() => new Promise((done) => {
    const times = [];
    const step = (t) => {
      times.push(t);
      if (times.length < 61) requestAnimationFrame(step);
      else done((times[60] - times[0]) / 60);
    };
    requestAnimationFrame(step);
  }));
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : NaN;
};
const line = (name, xs, slow) =>
  `  ${name.padEnd(34)} click→frame p50 ${pct(xs.map((c) => c.toFrame), 0.5).toFixed(1)}, p95 ${pct(xs.map((c) => c.toFrame), 0.95).toFixed(1)} ms;` +
  `  click→paint p50 ${pct(xs.map((c) => c.toPaint), 0.5).toFixed(1)}, p95 ${pct(xs.map((c) => c.toPaint), 0.95).toFixed(1)} ms;` +
  `  Event Timing: of ${xs.length}, ${slow.filter((x) => x > 16).length} over 16 ms and ${slow.filter((x) => x === 16).length} at 16 (durations come in steps of 8 ms)`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await page.setContent('<button id="b" style="width:200px;height:80px">tap</button><p id="out"></p>');
  await page.evaluate(instrument);
  console.log(`frame interval ${(await frameInterval(page)).toFixed(2)} ms`);
  for (let i = 0; i < clicks; i++) {
    await page.locator('#b').click();
    await page.waitForTimeout(60);
  }
  await page.waitForTimeout(100);
  const aligned = await page.evaluate(() => window.__clicks.splice(0));
  const alignedSlow = await page.evaluate(() => window.__slow.splice(0));
  for (let i = 0; i < clicks; i++) {
    await page.waitForTimeout(40 + Math.random() * 40);
    await page.mouse.click(100, 40);
  }
  await page.waitForTimeout(100);
  const random = await page.evaluate(() => window.__clicks.splice(0));
  const randomSlow = await page.evaluate(() => window.__slow.splice(0));
  console.log(line("locator.click() (a frame's start)", aligned, alignedSlow));
  console.log(line('mouse.click() at a random moment', random, randomSlow));
} finally {
  await browser.close();
}

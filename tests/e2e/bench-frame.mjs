// Where a deck click's (a tap on a claimable route's, a claim's confirm's) frame goes, from a Chromium trace: the page's main
// thread (script, style, layout, paint, layerize, commit) and the
// compositor's software drawing, in ms per click. A benchmark, not a test;
// it shows which rendering phase a change moves, which click → paint
// timings on a loaded machine cannot.
//   [CSS=…] node tests/e2e/bench-frame.mjs http://127.0.0.1:8080/ [clicks] [rate] [deck|route|confirm]
// For `route` (the claim dialog opening) and `confirm`, turns with nothing
// to claim draw from the deck untraced; a dialog a route opened is cancelled.
// The same seeded game as bench-script.mjs (Ada against Medium, seed 777).
import { chromium } from 'playwright-core';
import { GamePage } from './game-page.mjs';
import { SavesPage } from './saves-page.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const clicks = Number(process.argv[3] ?? 8);
const rate = Number(process.argv[4] ?? 1);
const kind = process.argv[5] ?? 'deck';
const MAIN = ['FunctionCall', 'EventDispatch', 'TimerFire', 'FireAnimationFrame', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'];
const DRAW = ['SoftwareRenderer::DoDrawQuad', 'Display::DrawAndSwap'];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
const game = new GamePage(page, url);
await page.goto(url);
await new SavesPage(page, url).startGame({ seats: [{ name: 'Ada', kind: 'human' }, { name: 'Babbage', kind: 'medium' }], seed: 777, first: 0 });
await game.keepTickets(0);
// CSS="…" adds a style sheet first: to try a rendering change before making it.
if (process.env.CSS) await page.addStyleTag({ content: process.env.CSS });
const sum = {};
let done = 0;
for (let i = 0; i < 100 && done < clicks; i++) {
  const s = await game.waitForMyMove();
  if (s.over) break;
  let target = '[data-testid=deck]';
  if (kind === 'route' || kind === 'confirm') {
    if (s.claimable.length === 0) {
      if (!s.canDrawBlind) break;
      await page.getByTestId('deck').click();
      await page.waitForTimeout(100);
      continue;
    }
    target = `[data-testid="route"][data-route="${s.claimable[0]}"]`;
    if (kind === 'confirm') {
      await page.locator(target).click({ force: true });
      await page.getByTestId('claim-dialog').getByTestId('payment').first().click();
      target = '[data-testid=claim-confirm]';
    }
  } else if (!s.canDrawBlind) break;
  await page.waitForTimeout(300);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'viz', 'blink.user_timing'] });
  await page.evaluate((sel) => new Promise((settled) => {
    // Asked before the click, so the mark comes before any work the page
    // itself puts off until after the paint.
    requestAnimationFrame(() => setTimeout(() => { performance.mark('bench-painted'); settled(); }));
    performance.mark('bench-click');
    // A route is an SVG group, which has no click().
    document.querySelector(sel).dispatchEvent(new MouseEvent('click', { bubbles: true }));
  }), target);
  await page.waitForTimeout(120);
  const tunnel = page.getByTestId('tunnel-dialog');
  if (await tunnel.isVisible()) await tunnel.getByTestId('tunnel-decline').click();
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  if (kind === 'route') await page.getByTestId('claim-dialog').getByTestId('claim-cancel').click();
  const threads = {};
  for (const e of events) if (e.name === 'thread_name') threads[`${e.pid}:${e.tid}`] = e.args.name;
  // Only the click's own frame: the computer's reply, which lands later in
  // the trace, is not the click's cost. The compositor draws that frame a
  // few ms after the page's thread has handed it over.
  const mark = (name) => events.find((e) => e.name === name)?.ts ?? NaN;
  const from = mark('bench-click');
  const to = mark('bench-painted');
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur || !(e.ts >= from)) continue;
    if (e.ts > to + (e.name.startsWith('Display') || e.name.startsWith('Software') ? 8000 : 0)) continue;
    const thread = threads[`${e.pid}:${e.tid}`] ?? '';
    const main = thread === 'CrRendererMain' && MAIN.includes(e.name);
    if (main || (thread.startsWith('VizCompositor') && DRAW.includes(e.name))) {
      const key = main ? e.name : `(compositor) ${e.name}`;
      sum[key] = (sum[key] ?? 0) + e.dur / 1000;
    }
  }
  done += 1;
}
console.log(`${done} ${kind} clicks at CPU x${rate}, ms per click:`);
let mainTotal = 0;
for (const [k, v] of Object.entries(sum).sort((a, b) => b[1] - a[1])) {
  if (!k.startsWith('(')) mainTotal += v;
  console.log(`${(v / done).toFixed(2).padStart(8)}  ${k}`);
}
console.log(`${(mainTotal / done).toFixed(2).padStart(8)}  main thread in all (nested events counted in each)`);
await browser.close();

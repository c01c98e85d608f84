// Where a deck click's frame goes, from a Chromium trace: the page's main
// thread (script, style, layout, paint, layerize, commit) and the
// compositor's software drawing, in ms per click. A benchmark, not a test;
// it shows which rendering phase a change moves, which click → paint
// timings on a loaded machine cannot.
//   [CSS=…] node tests/e2e/bench-frame.mjs http://127.0.0.1:8080/ [clicks] [rate]
// The same seeded game as bench-script.mjs (Ada against Medium, seed 777).
import { chromium } from 'playwright-core';
import { GamePage } from './game-page.mjs';
import { SavesPage } from './saves-page.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const clicks = Number(process.argv[3] ?? 8);
const rate = Number(process.argv[4] ?? 1);
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
  if (s.over || !s.canDrawBlind) break;
  await page.waitForTimeout(300);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'viz'] });
  await page.evaluate(() => new Promise((settled) => {
    document.querySelector('[data-testid=deck]').click();
    requestAnimationFrame(() => setTimeout(settled));
  }));
  await page.waitForTimeout(120);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const threads = {};
  for (const e of events) if (e.name === 'thread_name') threads[`${e.pid}:${e.tid}`] = e.args.name;
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur) continue;
    const thread = threads[`${e.pid}:${e.tid}`] ?? '';
    const main = thread === 'CrRendererMain' && MAIN.includes(e.name);
    if (main || (thread.startsWith('VizCompositor') && DRAW.includes(e.name))) {
      const key = main ? e.name : `(compositor) ${e.name}`;
      sum[key] = (sum[key] ?? 0) + e.dur / 1000;
    }
  }
  done += 1;
}
console.log(`${done} deck clicks at CPU x${rate}, ms per click:`);
let mainTotal = 0;
for (const [k, v] of Object.entries(sum).sort((a, b) => b[1] - a[1])) {
  if (!k.startsWith('(')) mainTotal += v;
  console.log(`${(v / done).toFixed(2).padStart(8)}  ${k}`);
}
console.log(`${(mainTotal / done).toFixed(2).padStart(8)}  main thread in all (nested events counted in each)`);
await browser.close();

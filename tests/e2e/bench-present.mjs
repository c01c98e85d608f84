// Where the time between a click and the frame that shows it goes, from a
// Chromium trace: the page's thread until its frame is committed, the
// tiles rastered before that frame is drawn (software raster, on the raster
// worker), and the compositor's draw. Event Timing's duration ends at that
// draw's presentation, so this says why it reads more than `bench-input.mjs`'s
// click → paint. A benchmark, not a test; RATE=4 slows the page's thread
// 4× (Chromium's CPU throttling; the raster and draw threads keep their speed).
//   [CSS=…] [LIST=1] [RATE=4] node tests/e2e/bench-present.mjs http://127.0.0.1:8080/ [clicks] [deck|route|confirm]
// The click lands at a random moment (the mouse, not `locator.click()`).
// CSS adds a style sheet to try a rendering change; LIST prints each
// click's trace events of 0.3 ms or more. The same seeded game as
// bench-frame.mjs (Ada against Medium, seed 777).
import { chromium } from 'playwright-core';
import { GamePage } from './game-page.mjs';
import { SavesPage } from './saves-page.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const clicks = Number(process.argv[3] ?? 10);
const kind = process.argv[4] ?? 'confirm';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
const rate = Number(process.env.RATE ?? 1);
if (rate !== 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
const game = new GamePage(page, url);
await page.goto(url);
await new SavesPage(page, url).startGame({ seats: [{ name: 'Ada', kind: 'human' }, { name: 'Babbage', kind: 'medium' }], seed: 777, first: 0 });
await game.keepTickets(0);
if (process.env.CSS) await page.addStyleTag({ content: process.env.CSS });

const rows = [];
for (let i = 0; i < 200 && rows.length < clicks; i++) {
  const s = await game.waitForMyMove();
  if (s.over) break;
  let target = page.getByTestId('deck');
  if (kind === 'confirm' || kind === 'route') {
    if (s.claimable.length === 0) {
      if (!s.canDrawBlind) break;
      await page.getByTestId('deck').click();
      await page.waitForTimeout(100);
      continue;
    }
    const route = page.locator(`[data-testid="route"][data-route="${s.claimable[0]}"]`);
    if (kind === 'route') {
      // Opening the claim dialog: the route's centre space, so the press lands on it.
      const spaces = route.locator('path.car');
      const n = await spaces.count();
      target = n > 0 ? spaces.nth(Math.floor(n / 2)) : route.first();
    } else {
      await route.click({ force: true });
      await page.getByTestId('claim-dialog').getByTestId('payment').first().click();
      target = page.getByTestId('claim-confirm');
    }
  } else if (!s.canDrawBlind) break;
  const box = await target.boundingBox();
  if (!box) break;
  await page.waitForTimeout(300);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'viz', 'cc'] });
  await page.waitForTimeout(Math.random() * 40);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(150);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const tunnel = page.getByTestId('tunnel-dialog');
  if (await tunnel.isVisible()) await tunnel.getByTestId('tunnel-decline').click();
  // The dialog opened for the measure is closed, and the turn goes on with a card.
  if (kind === 'route') {
    await page.keyboard.press('Escape');
    await page.getByTestId('deck').click();
    await page.waitForTimeout(100);
  }
  const threads = {};
  for (const e of events) if (e.name === 'thread_name') threads[`${e.pid}:${e.tid}`] = e.args.name;
  const thread = (e) => threads[`${e.pid}:${e.tid}`] ?? '?';
  const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  if (!click) continue;
  const t0 = click.ts;
  const ms = (ts) => (ts - t0) / 1000;
  // The click's frame: the first commit after the click; its tiles are
  // the raster tasks before the first draw that follows them.
  const commit = events.find((e) => e.name === 'Commit' && e.ts > t0 && thread(e) === 'CrRendererMain');
  if (!commit) continue;
  let raster = 0;
  let tiles = 0;
  let drawn = NaN;
  for (const e of events.filter((e) => e.ts > commit.ts).sort((a, b) => a.ts - b.ts)) {
    if (e.name === 'RasterTask') {
      raster += e.dur / 1000;
      tiles += 1;
    }
    if (e.name === 'Display::DrawAndSwap' && e.ts > commit.ts) {
      drawn = ms(e.ts + e.dur);
      break;
    }
  }
  rows.push({ committed: ms(commit.ts + commit.dur), raster, tiles, drawn });
  if (process.env.LIST) {
    console.log(`--- ${kind} ${rows.length}`);
    for (const e of events) {
      if (e.ph !== 'X' || !(e.dur > 300) || e.ts < t0 || e.ts > t0 + 60000) continue;
      console.log(`${ms(e.ts).toFixed(1).padStart(6)} +${(e.dur / 1000).toFixed(1).padStart(5)}  ${thread(e).padEnd(26)} ${e.name}`);
    }
  }
}
await browser.close();

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : NaN;
};
const show = (name, xs) => `${name} p50 ${pct(xs, 0.5).toFixed(1)}, p95 ${pct(xs, 0.95).toFixed(1)} ms`;
console.log(`${rows.length} ${kind} clicks at CPU ×${rate}, from the click:`);
console.log(`  ${show('frame committed', rows.map((r) => r.committed))}`);
console.log(`  ${show('raster before its draw', rows.map((r) => r.raster))}`);
// Tiles, not ms: how much of the page the frame re-rasters.
console.log(`  tiles rastered before its draw p50 ${pct(rows.map((r) => r.tiles), 0.5)}, p95 ${pct(rows.map((r) => r.tiles), 0.95)}`);
console.log(`  ${show('drawn (presented)', rows.map((r) => r.drawn))}`);

// Script time per click: how long the page's JavaScript and wasm run for a
// deck click (or a tap on a claimable route), from Chromium's sampling
// profiler, at a given CPU throttling. A benchmark, not a test. Unlike
// click → paint (bench-input.mjs) it leaves out painting, which on a
// machine without a GPU is noisy, so it shows what the app's own code costs.
//   [TOP=n] [CALLERS=name [CALLER_DEPTH=n]] node tests/e2e/bench-script.mjs http://127.0.0.1:8080/ [clicks] [rate] [deck|route|confirm]
// The game is seeded, but the computer's timing is not: figures vary by a few ms.
// The profile runs until the frame after the click has painted and the
// profiler is stopped, so it also holds what the page puts off until after
// that paint (the autosave's localStorage write, the claimable marks): more
// than the click's own frame, which bench-input.mjs and bench-frame.mjs time.
// It clicks through the DOM (no Playwright actionability checks, whose own
// script would be counted). With a build whose wasm keeps its names
// (wasm-opt -g) the list of functions says where the time goes.
import { chromium } from 'playwright-core';
import { GamePage } from './game-page.mjs';
import { SavesPage } from './saves-page.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const clicks = Number(process.argv[3] ?? 10);
const rate = Number(process.argv[4] ?? 4);
const kind = process.argv[5] ?? 'deck';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
const game = new GamePage(page, url);
// The same seeded game every run (Ada against Medium, seed 777, Ada first),
// so runs compare; the computer at its normal pace (with ?fast=1 its move
// would fall in the measured window).
await page.goto(url);
const form = new SavesPage(page, url);
await form.startGame({ seats: [{ name: 'Ada', kind: 'human' }, { name: 'Babbage', kind: 'medium' }], seed: 777, first: 0 });
await game.keepTickets(0);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });

const self = {};
// Inclusive time per function (each sample counted once per function on its
// stack), printed with TOP=n: where a click's time goes, callers included.
const total = {};
let done = 0;
// CALLERS=<part of a name>: whose calls of that function the self time is
// spent in (CALLER_DEPTH frames up, 4 unless told).
const callersOf = process.env.CALLERS;
const callerDepth = Number(process.env.CALLER_DEPTH ?? 4);
const callers = {};
// Adds one profile's samples to the self and inclusive times.
function tally(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  profile.samples.forEach((id, k) => {
    const ms = (profile.timeDeltas[k] ?? 0) / 1000;
    const name = nodes.get(id).callFrame.functionName || '(anonymous)';
    self[name] = (self[name] ?? 0) + ms;
    if (callersOf && name.includes(callersOf)) {
      // The stack above a matching function, a few frames, as one line.
      const chain = [];
      for (let n = parent.get(id); n !== undefined && chain.length < callerDepth; n = parent.get(n)) {
        chain.push((nodes.get(n).callFrame.functionName || '(anonymous)').replace(/^_ZN|17h[0-9a-f]{16}E$/g, '').slice(0, 70));
      }
      const key = chain.join(' < ');
      callers[key] = (callers[key] ?? 0) + ms;
    }
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const f = nodes.get(n).callFrame.functionName || '(anonymous)';
      if (!seen.has(f)) { seen.add(f); total[f] = (total[f] ?? 0) + ms; }
    }
  });
}
for (let i = 0; i < 400 && done < clicks; i++) {
  const s = await game.waitForMyMove();
  if (s.over) break;
  await page.waitForTimeout(300);
  const route = kind === 'route' || kind === 'confirm' ? s.claimable[0] : undefined;
  if (kind === 'confirm' && route !== undefined) {
    // Open the claim dialog and choose a payment unmeasured; measure the confirm.
    await page.locator(`[data-testid="route"][data-route="${route}"]`).click({ force: true });
    const dialog = page.getByTestId('claim-dialog');
    await dialog.waitFor();
    await dialog.getByTestId('payment').first().click();
    await page.waitForTimeout(300);
    await cdp.send('Profiler.start');
    await page.evaluate(() => new Promise((done) => {
      document.querySelector('[data-testid=claim-confirm]').click();
      requestAnimationFrame(() => setTimeout(done));
    }));
    tally((await cdp.send('Profiler.stop')).profile);
    const tunnel = page.getByTestId('tunnel-dialog');
    if (await tunnel.isVisible()) await tunnel.getByTestId('tunnel-decline').click();
    done += 1;
    continue;
  }
  if ((kind === 'route' || kind === 'confirm') && route === undefined) {
    // No route to tap now (a second card to draw): draw, unmeasured.
    if (!s.canDrawBlind) break;
    await page.evaluate(() => document.querySelector('[data-testid=deck]').click());
    continue;
  }
  await cdp.send('Profiler.start');
  if (route !== undefined) {
    // Resolves after the next frame: the click's work and its paint.
    await page.evaluate((r) => new Promise((done) => {
      document.querySelector(`[data-testid="route"][data-route="${r}"]`).dispatchEvent(new MouseEvent('click', { bubbles: true }));
      requestAnimationFrame(() => setTimeout(done));
    }), route);
  } else {
    if (!s.canDrawBlind) break;
    await page.evaluate(() => new Promise((done) => {
      document.querySelector('[data-testid=deck]').click();
      requestAnimationFrame(() => setTimeout(done));
    }));
  }
  tally((await cdp.send('Profiler.stop')).profile);
  if (route !== undefined) {
    // Close the claim dialog and draw instead, so the game moves on.
    await page.keyboard.press('Escape');
    if (s.canDrawBlind) await page.evaluate(() => document.querySelector('[data-testid=deck]')?.click());
  }
  done += 1;
}
const rows = Object.entries(self).filter(([k]) => !['(idle)', '(program)', '(garbage collector)'].includes(k));
const busy = rows.reduce((a, [, v]) => a + v, 0);
console.log(`${done} ${kind} clicks at CPU x${rate}: script ${busy.toFixed(1)} ms in all, ${(busy / Math.max(done, 1)).toFixed(1)} ms per click (garbage collection ${(self['(garbage collector)'] ?? 0).toFixed(1)} ms apart)`);
for (const [k, v] of rows.sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${v.toFixed(1).padStart(8)} ms  ${k.slice(0, 120)}`);
const top = Number(process.env.TOP ?? 0);
if (top > 0) {
  console.log('inclusive:');
  const skip = ['(root)', '(idle)', '(program)', '(garbage collector)'];
  for (const [k, v] of Object.entries(total).filter(([k]) => !skip.includes(k)).sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${v.toFixed(1).padStart(8)} ms  ${k.slice(0, 140)}`);
  }
}
if (callersOf) {
  console.log(`callers of ${callersOf}:`);
  for (const [k, v] of Object.entries(callers).sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`${v.toFixed(1).padStart(8)} ms  ${k}`);
}
await browser.close();

// How long a player waits for Hard (issue 13), on a full-speed CPU and on one
// 4× slower. A benchmark, not a test: it prints the figures and exits 0.
//   node tests/e2e/bench-hard.mjs http://127.0.0.1:8080/ [decisions per speed]
// A decision is timed from the page's request to the bots worker until its
// answer arrives (the worker is wrapped in an init script); the set-up
// ticket choice is the first decision of each game, reported apart, and so
// is what it costs the person: they choose their own tickets meanwhile
// (READ_MS, 2 s by default) and wait only for what is left of it. Long
// tasks (over 50 ms) on the page's thread are counted over the whole run.
//
// Slowing the CPU: Chromium's own throttling (Emulation.setCPUThrottlingRate)
// is refused for workers ("only supported for pages"), and Hard thinks in a
// worker. So the 4× run starts Chromium inside a cgroup whose CPU quota is a
// quarter of one core (1 ms in every 4 ms), which slows every thread of the
// browser, the page's thread as well as the worker's. Needs
// a writable cgroup-v1 cpu controller (root; /sys/fs/cgroup/cpu); without it
// the 4× run is skipped and says so.
import { chromium } from 'playwright-core';
import { GamePage } from './game-page.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const wanted = Number(process.argv[3] ?? 40);
// How long the person looks at their starting tickets before keeping them.
const READ_MS = Number(process.env.READ_MS ?? 2000);
// How many set-ups are timed apart from the games (SETUPS, 5 by default).
const SETUPS = Number(process.env.SETUPS ?? 5);

function instrument() {
  window.__bot = [];
  window.__longTasks = [];
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(u, o) {
      super(u, o);
      this.addEventListener('message', () => window.__bot.push({ t: performance.now() }));
    }
    postMessage(m) {
      window.__bot.push({ t: performance.now(), ask: true });
      super.postMessage(m);
    }
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/** Request → last message before the next request: one decision each. */
function decisions(log) {
  const out = [];
  let start = null;
  let last = null;
  for (const m of log) {
    if (m.ask) {
      if (start !== null && last !== null) out.push(last - start);
      start = m.t;
      last = null;
    } else if (start !== null) last = m.t;
  }
  if (start !== null && last !== null) out.push(last - start);
  return out;
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : NaN;
};

/** A new game, the person first against Hard, with the bot log emptied. */
async function startAgainstHard(page, seed) {
  await page.goto(`${url}?fast=1`);
  await page.evaluate(() => { window.__bot = []; });
  await page.getByTestId('home-new').click();
  await page.getByTestId('ng-kind-1').selectOption('hard');
  await page.getByTestId('ng-seed').fill(String(seed));
  await page.getByTestId('ng-first').selectOption('0');
  await page.getByTestId('ng-start').click();
}

async function run(browser, rate) {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await page.addInitScript(instrument);
  const game = new GamePage(page, `${url}?fast=1`);
  const setup = [];
  const waits = [];
  const choosing = [];
  const play = [];
  for (let seed = 1; play.length < wanted && seed < 50; seed++) {
    await startAgainstHard(page, seed);
    await game.keepTickets(0);
    for (let turn = 0; turn < 300; turn++) {
      const s = await waitForMe(game);
      if (s.over || play.length + decisions(await page.evaluate(() => window.__bot)).length > wanted + 1) break;
      if (s.choosing) await game.keepTickets(0);
      else if (s.claimable.length > 0) await game.claim(s.claimable[0]);
      else if (s.canDrawBlind || s.second) await page.getByTestId('deck').click();
      else if (s.canPass) await page.getByTestId('pass').click();
      else break;
    }
    const [first, ...rest] = decisions(await page.evaluate(() => window.__bot));
    if (first !== undefined) setup.push(first);
    play.push(...rest);
  }
  // Set-ups alone: the person reads the offered tickets for READ_MS while
  // Hard chooses its own, then keeps; the wait is from the keep until the
  // person may play (what is left of Hard's choice, if anything).
  for (let seed = 100; waits.length < SETUPS; seed++) {
    await startAgainstHard(page, seed);
    await page.getByTestId('ticket-choice').waitFor();
    const shown = await page.evaluate(() => performance.now());
    await page.waitForTimeout(READ_MS);
    await game.keepTickets(0);
    const kept = await page.evaluate(() => performance.now());
    choosing.push(kept - shown);
    await page.waitForFunction(() => {
      const s = JSON.parse(window.__europa ?? 'null');
      return s && s.phase === 'Playing' && s.legal > 0;
    }, null, { timeout: 60_000 });
    waits.push(await page.evaluate((t) => performance.now() - t, kept));
    const [first] = decisions(await page.evaluate(() => window.__bot));
    if (first !== undefined) setup.push(first);
  }
  const long = await page.evaluate(() => window.__longTasks);
  const f = (x) => `${Math.round(x)} ms`;
  console.log(`CPU ×${rate}: Hard's decisions in play n=${play.length}: p50 ${f(pct(play, 0.5))}, p95 ${f(pct(play, 0.95))}, max ${f(Math.max(...play))}`);
  console.log(`        set-up ticket choice n=${setup.length}: p50 ${f(pct(setup, 0.5))}, max ${f(Math.max(...setup))}`);
  console.log(`        the person's wait after keeping starting tickets they read for ${READ_MS} ms (${f(pct(choosing, 0.5))} from the choice opening to Keep, ticks included), n=${waits.length}: p50 ${f(pct(waits, 0.5))}, max ${f(Math.max(...waits))}`);
  console.log(`        page tasks over 50 ms: ${long.length}${long.length ? ` (longest ${f(Math.max(...long))})` : ''}`);
  await page.close();
}

async function waitForMe(game) {
  for (let i = 0; i < 2400; i++) {
    const s = await game.state();
    if (s && (s.over || s.legal > 0)) return s;
    await game.page.waitForTimeout(25);
  }
  throw new Error('Hard never answered');
}

import { existsSync, mkdirSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const GROUP = '/sys/fs/cgroup/cpu/europa-bench-quarter';

/** A launcher that joins the quarter-core cgroup, then becomes Chromium. */
function slowChromium() {
  try {
    if (!existsSync(GROUP)) mkdirSync(GROUP);
    writeFileSync(join(GROUP, 'cpu.cfs_period_us'), '4000');
    writeFileSync(join(GROUP, 'cpu.cfs_quota_us'), '1000');
  } catch (e) {
    console.log(`CPU ×4 skipped: no writable cgroup cpu controller (${e.message})`);
    return null;
  }
  const launcher = join(tmpdir(), 'europa-slow-chromium.sh');
  writeFileSync(launcher, `#!/bin/sh\necho $$ > ${GROUP}/cgroup.procs\nexec ${CHROMIUM} "$@"\n`);
  chmodSync(launcher, 0o755);
  return launcher;
}

const args = ['--headless', '--no-sandbox', '--disable-gpu'];
for (const [rate, executablePath] of [[1, CHROMIUM], [4, slowChromium()]]) {
  if (!executablePath) continue;
  const browser = await chromium.launch({ executablePath, args });
  try {
    await run(browser, rate);
  } finally {
    await browser.close();
  }
}

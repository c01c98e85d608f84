// How long a player waits for Hard (issue 13), on a full-speed CPU and on one
// 4× slower. A benchmark, not a test: it prints the figures and exits 0.
//   node tests/e2e/bench-hard.mjs http://127.0.0.1:8080/ [decisions per speed]
// A decision is timed from the page's request to the bots worker until its
// answer arrives (the worker is wrapped in an init script); the set-up
// ticket choice is the first decision of each game, reported apart, and so
// is what it costs the person: they choose their own tickets meanwhile
// (READ_MS, 2 s by default) and wait only for what is left of it. Long
// tasks (over 50 ms) on the page's thread are counted over every page load
// of the run, and apart those that overlap one of Hard's decisions.
//
// Slowing the CPU: Chromium's own throttling (Emulation.setCPUThrottlingRate)
// is refused for workers ("Operation is only supported for pages, not
// workers", Chromium 156, sent to the worker's target), and a page's
// throttling leaves its workers at full speed. So the two 4× runs use a
// cgroup whose CPU quota is a quarter of one core (1 ms in every 4 ms):
// "browser" starts all of Chromium inside it, so the page's thread (mounting
// the game screen) and the worker's share that quarter; "worker" moves only
// the bots worker's thread into it (cgroup v1 moves single threads), so the
// page runs at full speed and the figure is the thinking alone (V8's
// background compiler threads stay outside). "tablet" is a 4× slower
// device with more than one core: the worker alone in the quarter core and
// the page slowed 4× by Chromium's own throttling, each at a quarter of its
// speed without taking the other's time. Needs a writable cgroup-v1 cpu
// controller (root; /sys/fs/cgroup/cpu); without it the 4× runs are
// skipped and say so. SPEEDS=1,browser,worker,tablet (the default) picks
// the runs.
//
// The pool of bots workers: WORKERS=1,2 runs each speed with one worker
// (`?workers=1`) and with a pool of two (`?workers=2`), which share each
// of Hard's decisions (src/computer/pool.rs); without WORKERS the page runs
// as many as the browser reports cores (at most 4). In the "worker" and
// "tablet" runs each worker thread gets a quarter core of its own (a cgroup
// each: a 4× slower device with a core per worker); "browser" puts all of
// Chromium, every worker with it, in one quarter core, where a pool can
// only lose. A shared decision is timed from worker 0's share of it to the
// last answer.
import { chromium } from 'playwright-core';
import { newGameAgainstHard } from './hard-form.mjs';
import { GamePage } from './game-page.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const wanted = Number(process.argv[3] ?? 40);
// How long the person looks at their starting tickets before keeping them.
const READ_MS = Number(process.env.READ_MS ?? 2000);
// How many set-ups are timed apart from the games (SETUPS, 5 by default).
const SETUPS = Number(process.env.SETUPS ?? 5);
// The pool sizes to run (`?workers=N`); empty: the page's own choice.
const WORKERS = (process.env.WORKERS ?? '').split(',').filter(Boolean);

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
      // ToWorker's bytes: the token (a varint), then the request's variant;
      // 2 is the warm-up the new-game form sends, which no one waits for;
      // 3 a shard of a shared decision (its last two bytes: shard and
      // count), timed from shard 0's; 4 a merged round, inside a decision.
      let i = 0;
      while (m[i] & 0x80) i++;
      const v = m[i + 1];
      if (v === 0 || v === 1 || (v === 3 && m[m.length - 2] === 0)) {
        window.__bot.push({ t: performance.now(), ask: true });
      }
      super.postMessage(m);
    }
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Request → last message before the next request: one decision each. */
function decisions(log) {
  return windows(log).map(([start, end]) => end - start);
}

/** Each decision's [request, answer] times on the page's clock. */
function windows(log) {
  const out = [];
  let start = null;
  let last = null;
  for (const m of log) {
    if (m.ask) {
      if (start !== null && last !== null) out.push([start, last]);
      start = m.t;
      last = null;
    } else if (start !== null) last = m.t;
  }
  if (start !== null && last !== null) out.push([start, last]);
  return out;
}

/** How much of [start, end] the page's long tasks (over 50 ms) took. */
function busy(tasks, [start, end]) {
  let sum = 0;
  for (const t of tasks) sum += Math.max(0, Math.min(end, t.start + t.duration) - Math.max(start, t.start));
  return sum;
}

/** Adds this page load's tasks over 50 ms to `long`: all, and those inside a decision. */
async function countLongTasks(page, long) {
  const [tasks, log] = await page.evaluate(() => [window.__longTasks, window.__bot]);
  const inside = windows(log);
  for (const t of tasks) {
    long.all.push(t.duration);
    if (inside.some((w) => busy([t], w) > 0)) long.thinking.push(t.duration);
  }
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : NaN;
};

/** The app's address with `?fast=1` and the pool's size, if one is set. */
let pool = '';
const appUrl = () => `${url}?fast=1${pool ? `&workers=${pool}` : ''}`;

/** A new game, the person first against Hard, with the bot log emptied. */
async function startAgainstHard(page, seed) {
  await page.goto(appUrl());
  await page.evaluate(() => { window.__bot = []; });
  await newGameAgainstHard(page, seed);
}

async function run(browser, rate, pageRate = 1) {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  if (pageRate !== 1) {
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: pageRate });
  }
  await page.addInitScript(instrument);
  const game = new GamePage(page, appUrl());
  const setup = [];
  const waits = [];
  const choosing = [];
  const play = [];
  // Per timed set-up: how long the page's own long tasks ran during Hard's choice.
  const pageBusy = [];
  // Every page load's tasks over 50 ms (the init script starts a new list at each).
  const long = { all: [], thinking: [] };
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
    await countLongTasks(page, long);
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
    const [first] = windows(await page.evaluate(() => window.__bot));
    if (first !== undefined) {
      setup.push(first[1] - first[0]);
      pageBusy.push(busy(await page.evaluate(() => window.__longTasks), first));
    }
    await countLongTasks(page, long);
  }
  const f = (x) => `${Math.round(x)} ms`;
  if (pool) console.log(`workers: ${pool}`);
  console.log(`CPU ${rate}: Hard's decisions in play n=${play.length}: p50 ${f(pct(play, 0.5))}, p95 ${f(pct(play, 0.95))}, max ${f(Math.max(...play))}`);
  console.log(`        set-up ticket choice n=${setup.length}: p50 ${f(pct(setup, 0.5))}, p95 ${f(pct(setup, 0.95))}, max ${f(Math.max(...setup))}`);
  console.log(`        of which the page's own tasks over 50 ms (mounting the game screen…), n=${pageBusy.length}: p50 ${f(pct(pageBusy, 0.5))}, max ${f(Math.max(...pageBusy))}`);
  console.log(`        the person's wait after keeping starting tickets they read for ${READ_MS} ms (${f(pct(choosing, 0.5))} from the choice opening to Keep, ticks included), n=${waits.length}: p50 ${f(pct(waits, 0.5))}, max ${f(Math.max(...waits))}`);
  const tasks = (xs) => `${xs.length}${xs.length ? ` (longest ${f(Math.max(...xs))})` : ''}`;
  console.log(`        page tasks over 50 ms: ${tasks(long.all)}, of them while Hard thought: ${tasks(long.thinking)}`);
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

import { existsSync, mkdirSync, writeFileSync, readFileSync, readdirSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const CGROUPS = '/sys/fs/cgroup/cpu';

/** A cgroup with a quarter of one core, or null (said why) if none can be made. */
function quarterCore(name) {
  const group = join(CGROUPS, name);
  try {
    if (!existsSync(group)) mkdirSync(group);
    writeFileSync(join(group, 'cpu.cfs_period_us'), '4000');
    writeFileSync(join(group, 'cpu.cfs_quota_us'), '1000');
  } catch (e) {
    console.log(`CPU ×4 skipped: no writable cgroup cpu controller (${e.message})`);
    return null;
  }
  return group;
}

/** A launcher that writes its pid, joins `group` if given, then becomes Chromium. */
function launcher(name, group) {
  const path = join(tmpdir(), `europa-${name}-chromium.sh`);
  const pidFile = join(tmpdir(), `europa-${name}-chromium.pid`);
  const join_ = group ? `echo $$ > ${group}/cgroup.procs\n` : '';
  writeFileSync(path, `#!/bin/sh\necho $$ > ${pidFile}\n${join_}exec ${CHROMIUM} "$@"\n`);
  chmodSync(path, 0o755);
  return { path, pidFile };
}

const read = (f) => { try { return readFileSync(f, 'utf8'); } catch { return ''; } };

/**
 * Moves every bots-worker thread ("DedicatedWorker") of the Chromium started
 * by `pidFile` into one of `groups` (the one with the fewest live threads:
 * each worker of a pool its own quarter core), polling every 10 ms: a worker
 * starts with each page load and fetches and compiles its code before it
 * asks for anything, which takes longer than that. Returns a stop function
 * and the moved count.
 */
function slowWorkers(pidFile, groups) {
  const live = (g) => read(join(g, 'tasks')).split('\n').filter(Boolean).length;
  const moved = new Set();
  let mine = [];
  const descendants = () => {
    const root = read(pidFile).trim();
    const parent = new Map();
    for (const p of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      const stat = read(`/proc/${p}/stat`);
      const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
      parent.set(p, ppid);
    }
    const ours = (p) => { for (let i = 0; p && i < 20; i++, p = parent.get(p)) if (p === root) return true; return false; };
    mine = [...parent.keys()].filter((p) => ours(p) && read(`/proc/${p}/cmdline`).includes('--type=renderer'));
  };
  let ticks = 0;
  const timer = setInterval(() => {
    if (ticks++ % 20 === 0) descendants();
    for (const p of mine) {
      let tasks = [];
      try { tasks = readdirSync(`/proc/${p}/task`); } catch { continue; }
      for (const t of tasks) {
        if (moved.has(t) || read(`/proc/${p}/task/${t}/comm`).trim() !== 'DedicatedWorker') continue;
        const group = groups.reduce((a, b) => (live(b) < live(a) ? b : a));
        try { writeFileSync(join(group, 'tasks'), t); moved.add(t); } catch { /* gone already */ }
      }
    }
  }, 10);
  return { stop: () => clearInterval(timer), moved };
}

const args = ['--headless', '--no-sandbox', '--disable-gpu'];
const speeds = (process.env.SPEEDS ?? '1,browser,worker,tablet').split(',');
for (const speed of speeds) for (pool of WORKERS.length ? WORKERS : ['']) {
  let executablePath = CHROMIUM;
  let label = '×1';
  let workers = null;
  let pageRate = 1;
  if (speed === 'browser') {
    const group = quarterCore('europa-bench-quarter');
    if (!group) continue;
    executablePath = launcher('slow', group).path;
    label = '×4 (the whole browser in a quarter core)';
  } else if (speed === 'worker' || speed === 'tablet') {
    const groups = [0, 1, 2, 3].map((i) => quarterCore(`europa-bench-worker${i ? `-${i}` : ''}`));
    if (groups.includes(null)) continue;
    const l = launcher('watched', null);
    executablePath = l.path;
    workers = () => slowWorkers(l.pidFile, groups);
    label = '×4 (the bots worker alone in a quarter core)';
    if (speed === 'tablet') {
      pageRate = 4;
      label = '×4 (a tablet: the page by Chromium\'s throttling, the worker in a quarter core)';
    }
  } else if (speed !== '1') {
    console.log(`unknown speed ${speed}: 1, browser, worker or tablet`);
    continue;
  }
  const browser = await chromium.launch({ executablePath, args });
  const watch = workers?.();
  try {
    await run(browser, label, pageRate);
    if (watch) console.log(`        worker threads slowed: ${watch.moved.size}`);
  } finally {
    watch?.stop();
    await browser.close();
  }
}

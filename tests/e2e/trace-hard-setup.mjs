// Where the time of Hard's set-up ticket choice goes in Chromium, by thread:
// a trace of each set-up (a new game against Hard, from the page's request
// to the bots worker until its answer), and the CPU time each thread's tasks
// took in that window. A benchmark, not a test (issue 13):
//   node tests/e2e/trace-hard-setup.mjs http://127.0.0.1:8080/ [set-ups] [browser|1]
// "browser" (the default) runs all of Chromium in a cgroup with a quarter
// of one core, as bench-hard.mjs's "browser" run (root, cgroup-v1 cpu); "1"
// at full speed. In the quarter core every thread shares that quarter, so
// the window lasts about four times the CPU that all threads spend in it.
import { chromium } from 'playwright-core';
import { newGameAgainstHard } from './hard-form.mjs';
import { existsSync, mkdirSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const setups = Number(process.argv[3] ?? 5);
const speed = process.argv[4] ?? 'browser';
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
// A thread's top-level tasks (others nest inside them).
const TOP = ['ThreadControllerImpl::RunTask', 'ThreadPool_RunTask'];

function instrument() {
  window.__asked = 0;
  window.__decided = 0;
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(u, o) {
      super(u, o);
      this.addEventListener('message', (e) => {
        // FromWorker's first byte is its variant: 2 Decided, 3 Failed.
        if (new Uint8Array(e.data)[0] >= 2) {
          performance.mark('bot-decided');
          window.__decided++;
        }
      });
    }
    postMessage(m) {
      // ToWorker's bytes: the token (a varint), then the request's variant;
      // 2 is the warm-up the new-game form sends, which no one waits for.
      let i = 0;
      while (m[i] & 0x80) i++;
      if (m[i + 1] !== 2) {
        performance.mark('bot-ask');
        window.__asked++;
      }
      super.postMessage(m);
    }
  };
}

function launcher() {
  if (speed !== 'browser') return CHROMIUM;
  const group = '/sys/fs/cgroup/cpu/europa-bench-quarter';
  if (!existsSync(group)) mkdirSync(group);
  writeFileSync(join(group, 'cpu.cfs_period_us'), '4000');
  writeFileSync(join(group, 'cpu.cfs_quota_us'), '1000');
  const path = join(tmpdir(), 'europa-slow-chromium.sh');
  writeFileSync(path, `#!/bin/sh\necho $$ > ${group}/cgroup.procs\nexec ${CHROMIUM} "$@"\n`);
  chmodSync(path, 0o755);
  return path;
}

const browser = await chromium.launch({ executablePath: launcher(), args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
await page.addInitScript(instrument);
const total = {};
let windowMs = 0;
for (let seed = 200; seed < 200 + setups; seed++) {
  await page.goto(`${url}?fast=1`);
  await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', 'v8.wasm', 'disabled-by-default-v8.wasm.detailed'] });
  await newGameAgainstHard(page, seed);
  await page.waitForFunction(() => window.__decided > 0, null, { timeout: 60_000 });
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const mark = (name) => events.find((e) => e.name === name)?.ts;
  const [from, to] = [mark('bot-ask'), mark('bot-decided')];
  if (from === undefined || to === undefined) continue;
  windowMs += (to - from) / 1000;
  const before = { ...total };
  const threads = {};
  for (const e of events) if (e.name === 'thread_name') threads[`${e.pid}:${e.tid}`] = e.args.name;
  for (const e of events) {
    // CPU time where the trace has it, the part inside the window.
    // V8's optimising compiler is counted apart too (inside the pool's tasks).
    const tier = e.name === 'wasm.TopTierCompilation';
    if (e.ph !== 'X' || !e.dur || !(TOP.includes(e.name) || tier)) continue;
    const overlap = Math.min(to, e.ts + e.dur) - Math.max(from, e.ts);
    if (overlap <= 0) continue;
    const cpu = (e.tdur ?? e.dur) * (overlap / e.dur);
    const thread = tier ? '(of it V8 optimising wasm)' : (threads[`${e.pid}:${e.tid}`] ?? '?').replace(/\d+$/, '');
    total[thread] = (total[thread] ?? 0) + cpu / 1000;
  }
  if (process.env.EACH) {
    const d = (k) => Math.round((total[k] ?? 0) - (before[k] ?? 0));
    console.log(`seed ${seed}: window ${Math.round((to - from) / 1000)} ms; worker ${d('DedicatedWorker thread')}, V8's pool ${d('ThreadPoolForegroundWorker')}, page ${d('CrRendererMain')}, V8 optimising ${d('(of it V8 optimising wasm)')}`);
  }
}
console.log(`${setups} set-ups at ${speed === 'browser' ? 'a quarter core (whole browser)' : 'full speed'}: window ${Math.round(windowMs / setups)} ms each; CPU ms each by thread:`);
for (const [k, v] of Object.entries(total).sort((a, b) => b[1] - a[1])) {
  if (v / setups >= 1) console.log(`  ${k.padEnd(32)} ${Math.round(v / setups)}`);
}
await browser.close();

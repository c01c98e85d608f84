// DOM changes per click: how many nodes and attributes one click rewrites,
// counted by a MutationObserver from the click to its frame. A benchmark,
// not a test; unlike timings it does not depend on the machine's load, so
// it shows at once when a component starts rebuilding what did not change.
//   node tests/e2e/bench-mutations.mjs http://127.0.0.1:8080/ [clicks] [deck|route|confirm]
// The same seeded game as bench-script.mjs (Ada against Medium, seed 777).
import { chromium } from 'playwright-core';
import { GamePage } from './game-page.mjs';
import { SavesPage } from './saves-page.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const clicks = Number(process.argv[3] ?? 8);
const kind = process.argv[4] ?? 'deck';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
const game = new GamePage(page, url);
await page.goto(url);
await new SavesPage(page, url).startGame({ seats: [{ name: 'Ada', kind: 'human' }, { name: 'Babbage', kind: 'medium' }], seed: 777, first: 0 });
await game.keepTickets(0);
const totals = [];
const where = {};
for (let i = 0; i < 200 && totals.length < clicks; i++) {
  const s = await game.waitForMyMove();
  if (s.over) break;
  await page.waitForTimeout(300);
  const route = kind === 'route' || kind === 'confirm' ? s.claimable[0] : undefined;
  if (kind !== 'deck' && route === undefined) {
    if (!s.canDrawBlind) break;
    await page.evaluate(() => document.querySelector('[data-testid=deck]').click());
    continue;
  }
  if (kind === 'deck' && !s.canDrawBlind) break;
  if (kind === 'confirm') {
    await page.locator(`[data-testid="route"][data-route="${route}"]`).click({ force: true });
    await page.getByTestId('claim-dialog').getByTestId('payment').first().click();
  }
  const counts = await page.evaluate(([route, kind]) => new Promise((done) => {
    const counts = {};
    const observer = new MutationObserver((list) => {
      for (const m of list) {
        const el = m.target.nodeType === 1 ? m.target : m.target.parentElement;
        const owner = el?.closest('[data-testid]')?.getAttribute('data-testid') ?? el?.tagName;
        const key = `${m.type}${m.attributeName ? ` ${m.attributeName}` : ''} in ${owner}`;
        counts[key] = (counts[key] ?? 0) + Math.max(1, m.addedNodes.length + m.removedNodes.length);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    // Asked before the click: what the page puts off until after the paint is not counted.
    requestAnimationFrame(() => setTimeout(() => { observer.disconnect(); done(counts); }));
    const target = kind === 'confirm'
      ? document.querySelector('[data-testid=claim-confirm]')
      : route === null
        ? document.querySelector('[data-testid=deck]')
        : document.querySelector(`[data-testid="route"][data-route="${route}"]`);
    target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  }), [route ?? null, kind]);
  totals.push(Object.values(counts).reduce((a, b) => a + b, 0));
  for (const [k, n] of Object.entries(counts)) where[k] = (where[k] ?? 0) + n;
  if (kind === 'confirm') {
    await page.waitForTimeout(100);
    const tunnel = page.getByTestId('tunnel-dialog');
    if (await tunnel.isVisible()) await tunnel.getByTestId('tunnel-decline').click();
  } else if (route !== undefined) {
    await page.keyboard.press('Escape');
    if (s.canDrawBlind) await page.evaluate(() => document.querySelector('[data-testid=deck]')?.click());
  }
}
const sorted = [...totals].sort((a, b) => a - b);
console.log(`${totals.length} ${kind} clicks: DOM changes per click ${totals.join(', ')} (median ${sorted[Math.floor(sorted.length / 2)]})`);
for (const [k, n] of Object.entries(where).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 12))) {
  console.log(`${(n / totals.length).toFixed(1).padStart(8)}  ${k}`);
}
await browser.close();

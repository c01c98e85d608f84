// Rasterises public/favicon.svg into the PNG icons installers need, with
// Debian's Chromium. Run once when the icon changes; the PNGs are committed.
//   node tests/e2e/tools/make-icons.mjs
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const svg = readFileSync(join(root, 'public', 'favicon.svg'), 'utf8');
// name, size, padding fraction (maskable icons keep their art in the safe zone)
const icons = [
  ['icon-192.png', 192, 0],
  ['icon-512.png', 512, 0],
  ['maskable-512.png', 512, 0.12],
  ['apple-touch-icon.png', 180, 0],
];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const [name, size, pad] of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inner = Math.round(size * (1 - 2 * pad));
  await page.setContent(`<html><body style="margin:0;background:#22313f;display:grid;place-items:center;height:${size}px">
    <div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`);
  await page.screenshot({ path: join(root, 'public', 'icons', name), omitBackground: pad === 0 });
  await page.close();
}
await browser.close();
console.log('icons written to public/icons');

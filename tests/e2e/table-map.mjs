// Browser tests for issue 12, "A table you can read at a glance": the map
// (land and sea, colour-blind marks, zoom, pan and pinch).
// run.mjs registers them with `mapTests(test, { artifacts, url })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SIZES, quickGame } from './table-shared.mjs';

export function mapTests(test, { artifacts, url }) {
  test('the board shows land and sea: every city on land, every ferry over water', async ({ board }) => {
    const page = board.page;
    await quickGame(page, url);
    const found = await page.getByTestId('board').evaluate((svg) => {
      const sea = svg.querySelector('.sea');
      const wet = (x, y) => sea.isPointInFill(new DOMPoint(x, y));
      const wetCities = [...svg.querySelectorAll('[data-testid="city"]')]
        .filter((c) => { const d = c.querySelector('circle.dot'); return wet(+d.getAttribute('cx'), +d.getAttribute('cy')); })
        .map((c) => c.dataset.city);
      const dryFerries = [...svg.querySelectorAll('[data-testid="route"].ferry')]
        .filter((r) => { const l = r.querySelector('line.hit'); return !wet((+l.getAttribute('x1') + +l.getAttribute('x2')) / 2, (+l.getAttribute('y1') + +l.getAttribute('y2')) / 2); })
        .map((r) => r.dataset.route);
      const ferries = svg.querySelectorAll('[data-testid="route"].ferry').length;
      // Great Britain is an island (a hole in the water, by the fill rule).
      return { wetCities, dryFerries, ferries, channel: wet(360, 400), britain: wet(300, 250), colour: getComputedStyle(sea).fill };
    });
    assert.deepEqual(found.wetCities, [], 'cities at sea');
    assert.deepEqual(found.dryFerries, [], 'ferries on land');
    assert.ok(found.ferries >= 12, `${found.ferries} ferries`);
    assert.ok(found.channel && !found.britain, 'the Channel is water, Great Britain land');
    assert.notEqual(found.colour, 'none');
  });
  test('colour-blind mode marks route colours and is remembered', async ({ board }) => {
    const page = board.page;
    const game = await quickGame(page, url);
    const sym = page.locator('[data-testid="route"]:not(.claimed) .route-sym').first();
    assert.equal(await sym.isVisible(), false);
    await page.getByTestId('colour-blind').check();
    assert.equal(await sym.isVisible(), true);
    // Players are numbered, so no mark means both a card and a player.
    assert.equal((await page.locator('[data-testid="seat"] .swatch').first().innerText()).trim(), '1');
    // A claimed route's train carries its owner's number.
    for (let i = 0; i < 40 && (await page.locator('[data-testid="train"]').count()) === 0; i++) {
      const s = await game.waitForMyMove();
      if (s.over) break;
      if (s.claimable.length > 0 && !s.second) await game.claim(s.claimable[0]);
      else await game.drawTwo();
    }
    const train = page.locator('[data-testid="train"]').first();
    // (Every car carries the number now; the first is enough here.)
    const number = train.locator('.owner-sym').first();
    assert.equal(await number.isVisible(), true, 'the train shows its owner');
    assert.equal((await number.textContent()).trim(), String(Number(await train.getAttribute('data-owner')) + 1));
    await page.reload();
    await page.getByTestId('home-continue').click();
    await page.getByTestId('colour-blind').waitFor();
    assert.equal(await page.getByTestId('colour-blind').isChecked(), true);
    await page.getByTestId('colour-blind').uncheck();
  });
  test('the zoom buttons cover no city, and zoom where the map was last touched', async ({ board }) => {
    const page = board.page;
    for (const size of SIZES) {
      await quickGame(page, url, size);
      // The whole map (a phone opens on the tickets' region, and there the
      // buttons lie over the map as any finger would).
      await page.getByTestId('zoom-reset').click();
      const buttons = await page.locator('.zoom button').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
      const cities = await page.locator('[data-testid="city"] circle.dot').evaluateAll((els) => els.map((e) => [e.closest('[data-testid="city"]').dataset.city, e.getBoundingClientRect().toJSON()]));
      const overlaps = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const hidden = cities.filter(([, c]) => buttons.some((b) => overlaps(b, c))).map(([k]) => k);
      assert.deepEqual(hidden, [], `${size.join('x')}: cities under the zoom buttons`);
    }
    // On the phone: touch near Lisboa (the far west), then "+" twice: Lisboa
    // stays where the finger was instead of drifting off to the left.
    const lisboa = page.locator('[data-testid="city"][data-city="lisboa"] circle.dot');
    const at = async () => {
      const b = await lisboa.boundingBox();
      return [b.x + b.width / 2, b.y + b.height / 2];
    };
    const [x0, y0] = await at();
    await page.getByTestId('board').evaluate((svg, [x, y]) => {
      for (const type of ['pointerdown', 'pointerup']) {
        svg.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, pointerId: 7, bubbles: true }));
      }
    }, [x0 + 6, y0 + 6]);
    await page.getByTestId('zoom-in').click();
    await page.getByTestId('zoom-in').click();
    const [x1, y1] = await at();
    // (Sideways it stays under the finger; up or down the map stops at the
    // board's southern edge, which a phone's tall map box reaches.)
    assert.ok(Math.abs(x1 - x0) < 30, `Lisboa moved from ${x0},${y0} to ${x1},${y1}`);
    const box = await page.getByTestId('board').boundingBox();
    assert.ok(x1 > box.x && x1 < box.x + box.width && y1 > box.y && y1 < box.y + box.height, 'Lisboa is still on screen');
    await page.screenshot({ path: join(artifacts, 'zoom-at-touch-390x844.png') });
  });
  test('the map pans by dragging, even from a city, and zooms by pinch and wheel around the fingers', async ({ board }) => {
    const page = board.page;
    await quickGame(page, url, [390, 844]);
    // From the whole map (a phone opens on the tickets' region).
    await page.getByTestId('zoom-reset').click();
    const centre = async (city) => {
      const b = await page.locator(`[data-testid="city"][data-city="${city}"] circle.dot`).boundingBox();
      return [b.x + b.width / 2, b.y + b.height / 2, b.width];
    };
    const pointers = (events) => page.getByTestId('board').evaluate((map, evs) => {
      for (const [type, id, x, y] of evs) {
        const target = document.elementFromPoint(x, y) ?? map;
        target.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, pointerId: id, bubbles: true }));
      }
    }, events);
    // Pinch: two fingers either side of Wien spread apart; the map zooms in
    // and Wien stays between them.
    const [wx, wy, w0] = await centre('wien');
    await pointers([
      ['pointerdown', 11, wx - 20, wy], ['pointerdown', 12, wx + 20, wy],
      ['pointermove', 12, wx + 50, wy], ['pointermove', 11, wx - 50, wy],
      ['pointerup', 11, wx - 50, wy], ['pointerup', 12, wx + 50, wy],
    ]);
    const [px, py, w1] = await centre('wien');
    assert.ok(w1 > w0 * 1.8, `Wien's dot grew from ${w0} to ${w1} px`);
    assert.ok(Math.hypot(px - wx, py - wy) < 25, `Wien moved from ${wx},${wy} to ${px},${py}`);
    // A drag that starts on a city's dot pans the map (the cities lie in a
    // layer over the routes) and opens nothing.
    await pointers([
      ['pointerdown', 13, px, py], ['pointermove', 13, px - 30, py], ['pointermove', 13, px - 90, py + 40],
      ['pointerup', 13, px - 90, py + 40],
    ]);
    const [dx, dy] = await centre('wien');
    assert.ok(Math.abs(dx - (px - 90)) < 6 && Math.abs(dy - (py + 40)) < 6, `Wien followed the finger to ${dx},${dy}`);
    assert.equal(await page.getByTestId('claim-dialog').count(), 0, 'a drag is not a tap');
    // The wheel zooms out around the pointer, wherever the pointer is.
    await page.mouse.move(dx, dy);
    await page.mouse.wheel(0, 200);
    const [ox, oy, w2] = await centre('wien');
    assert.ok(w2 < w1, `the wheel zoomed out: ${w1} to ${w2} px`);
    assert.ok(Math.hypot(ox - dx, oy - dy) < 25, `Wien stayed under the pointer: ${dx},${dy} to ${ox},${oy}`);
    await page.screenshot({ path: join(artifacts, 'pan-pinch-390x844.png') });
  });
}

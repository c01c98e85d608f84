// Browser tests for issue 51, the phone table: a whole turn on one screen at
// every size (both games), a map that opens readable on a phone, the claim
// sheet that leaves its route in sight, trains that read as their owner's.
// run.mjs registers them with `phoneTests(test, { artifacts, url })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { axeFindings } from './axe.mjs';
import { quickGame, seededGame } from './table-shared.mjs';
import { CardGamePage, move } from './cardgame-page.mjs';

const SIZES = [[390, 844], [360, 740], [768, 1024], [1024, 768], [1440, 900]];

/** A touch screen (coarse pointer, touch events) for phone sizes: the
 *  suite's one context cannot be made with `hasTouch`, so DevTools' own
 *  emulation does it for this page. */
async function asTouch(page, w) {
  if (w > 800) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
}

/** Whether the page scrolls, and which of `testids` (first element each)
 *  is not wholly inside the window. */
async function fits(page, testids) {
  return page.evaluate((ids) => {
    const [w, h] = [window.innerWidth, window.innerHeight];
    const out = ids.filter((id) => {
      const el = document.querySelector(`[data-testid="${id}"]`);
      if (!el) return true;
      const r = el.getBoundingClientRect();
      return r.width === 0 || r.left < -1 || r.top < -1 || r.right > w + 1 || r.bottom > h + 1;
    });
    return { scroll: document.scrollingElement.scrollHeight - h, out };
  }, testids);
}

/** Every frame painted after the map's last change (its opening zoom and
 *  the sheet's pan wait for a paint). */
const settled = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))));

export function phoneTests(test, { artifacts, url }) {
  test('phone table: a whole turn of the board game on one screen at every size, no page scroll', async ({ board }) => {
    const page = board.page;
    for (const [w, h] of SIZES) {
      await asTouch(page, w);
      const game = await quickGame(page, url, [w, h]);
      for (let turn = 0; turn < 4; turn++) {
        const s = await game.waitForMyMove();
        await settled(page);
        const f = await fits(page, ['board', 'hand', 'face-up', 'deck', 'draw-tickets', 'build-station', 'tickets', 'seats', 'turn']);
        assert.ok(f.scroll <= 0, `${w}x${h} turn ${turn}: the page scrolls ${f.scroll} px`);
        assert.deepEqual(f.out, [], `${w}x${h} turn ${turn}: out of the window`);
        // The last face-up card too (the row must not run off the side).
        const last = await page.locator('[data-testid="face-up"]').last().boundingBox();
        assert.ok(last.x + last.width <= w && last.y + last.height <= h, `${w}x${h}: the fifth face-up card`);
        const map = await page.getByTestId('board').boundingBox();
        assert.ok(map.height >= (h < 800 ? 200 : w <= 400 ? 250 : 400), `${w}x${h}: the map is ${map.height} px tall`);
        if (s.claimable.length > 0 && !s.second && turn >= 2) await game.claim(s.claimable[0]);
        else await game.drawTwo();
      }
      await game.waitForMyMove();
      await settled(page);
      await page.screenshot({ path: join(artifacts, `phone-table-${w}x${h}.png`) });
    }
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  test('phone table: a whole turn of the Card Game on one screen at every size, no page scroll', async ({ board }) => {
    const page = board.page;
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await asTouch(page, w);
      const cg = new CardGamePage(page, url);
      await cg.open();
      await cg.quickStart();
      await cg.keepTickets();
      for (let turn = 0; turn < 4; turn++) {
        const s = await cg.waitForMove();
        if (s.over) break;
        // Notices told at the bottom are read and put away, as a player does.
        if ((await page.getByTestId('cg-robbery-ok').count()) > 0) await page.getByTestId('cg-robbery-ok').click();
        // (A 740 px phone has the tickets' list start in the window, its foot
        // a scroll of the table away; at 844 px and up the whole list.)
        const f = await fits(page, ['cg-face-up', 'cg-deck', 'cg-draw-tickets', 'cg-hand', ...(h >= 800 ? ['cg-tickets'] : [])]);
        if (h < 800) {
          const t = await page.getByTestId('cg-tickets').getByTestId('cg-ticket').first().boundingBox();
          assert.ok(t && t.y + t.height <= h, `${w}x${h}: the first ticket at ${t?.y}`);
        }
        assert.ok(f.scroll <= 0, `${w}x${h} turn ${turn}: the page scrolls ${f.scroll} px`);
        assert.deepEqual(f.out, [], `${w}x${h} turn ${turn}: out of the window`);
        const last = await page.locator('[data-testid="cg-face-up"]').last().boundingBox();
        assert.ok(last.x + last.width <= w && last.y + last.height <= h, `${w}x${h}: the fifth face-up card`);
        await move(cg, s, turn);
      }
      await cg.waitForMove();
      await page.screenshot({ path: join(artifacts, `phone-cardgame-${w}x${h}.png`) });
    }
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  test('phone table: the map opens on your tickets, their names 11 px tall and their routes a finger long', async ({ board }) => {
    const page = board.page;
    await asTouch(page, 390);
    // Seed 3 deals tickets too far apart to fit together at the readable
    // zoom (København–Erzurum, Amsterdam–Wilno, Riga–Bucuresti,
    // Brest–Venezia): the map opens on the area with the most whole
    // tickets, so one at least is seen whole.
    const game = await seededGame(page, url, 3, [390, 844]);
    await game.waitForMyMove();
    await settled(page);
    const m = await page.evaluate(() => {
      const map = document.querySelector('[data-testid="board"]').getBoundingClientRect();
      const inMap = (x, y) => x >= map.left && x <= map.right && y >= map.top && y <= map.bottom;
      const cities = new Map([...document.querySelectorAll('[data-testid="city"]')].map((c) => [c.querySelector('text.label').textContent, c]));
      const centre = (c) => { const r = c.querySelector('circle.dot').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2, r.width / 2]; };
      const tickets = [...document.querySelectorAll('[data-testid="ticket"]')].map((b) => b.querySelector('.ticket-name').textContent.replace(/ \(\d+\)$/, '').split(' – '));
      const shown = new Set(tickets.flat().filter((name) => inMap(...centre(cities.get(name)))));
      const labels = [...shown].map((name) => [name, cities.get(name).querySelector('text.label').getBoundingClientRect().height]);
      // Each route at a city in view: its length on screen between the
      // two cities' dots (a tap on a dot is the city's).
      const routes = [...document.querySelectorAll('[data-testid="route"]')].flatMap((g) => {
        const ends = g.getAttribute('aria-label').split(':')[0].split(' – ');
        if (!ends.some((n) => shown.has(n))) return [];
        const line = g.querySelector('line.hit');
        const ctm = line.getScreenCTM();
        const at = (x, y) => new DOMPoint(+line.getAttribute(x), +line.getAttribute(y)).matrixTransform(ctm);
        const [p, q] = [at('x1', 'y1'), at('x2', 'y2')];
        const dots = ends.map((n) => centre(cities.get(n))[2]);
        return [[ends.join('–'), Math.hypot(q.x - p.x, q.y - p.y) - dots[0] - dots[1]]];
      });
      const whole = tickets.filter(([a, b]) => shown.has(a) && shown.has(b)).length;
      return { tickets, shown: [...shown], labels, routes, whole };
    });
    await page.screenshot({ path: join(artifacts, 'phone-opening-zoom-390x844.png') });
    assert.ok(m.whole >= 1, `no ticket wholly in view: ${JSON.stringify(m.tickets)}, shown ${m.shown}`);
    const small = m.labels.filter(([, px]) => px < 11);
    assert.deepEqual(small, [], 'ticket cities whose names are under 11 px');
    const short = m.routes.filter(([, px]) => px < 32).map(([r, px]) => `${r} ${px.toFixed(1)} px`);
    assert.ok(m.routes.length > 0, 'routes at the tickets\' cities');
    assert.deepEqual(short, [], 'routes at the tickets\' cities shorter than 32 px to tap');
    // A ticket tapped brings both its cities into the map.
    await page.getByTestId('ticket').first().click();
    await settled(page);
    const both = await page.evaluate((names) => {
      const map = document.querySelector('[data-testid="board"]').getBoundingClientRect();
      return names.every((n) => {
        const c = [...document.querySelectorAll('[data-testid="city"]')].find((e) => e.querySelector('text.label').textContent === n);
        const r = c.querySelector('circle.dot').getBoundingClientRect();
        return r.left >= map.left && r.right <= map.right && r.top >= map.top && r.bottom <= map.bottom;
      });
    }, m.tickets[0]);
    assert.ok(both, `the first ticket's cities ${m.tickets[0]} in the map after a tap`);
    // "+" zooms where the tickets are (here the ticket just tapped): the
    // point between its two cities stays where it was on screen.
    const middle = (names) => page.evaluate((ns) => {
      const at = ns.map((n) => {
        const c = [...document.querySelectorAll('[data-testid="city"]')].find((e) => e.querySelector('text.label').textContent === n);
        const r = c.querySelector('circle.dot').getBoundingClientRect();
        return [r.left + r.width / 2, r.top + r.height / 2];
      });
      return [(at[0][0] + at[1][0]) / 2, (at[0][1] + at[1][1]) / 2];
    }, names);
    const before = await middle(m.tickets[0]);
    await page.getByTestId('zoom-in').click();
    await settled(page);
    const after = await middle(m.tickets[0]);
    assert.ok(Math.hypot(after[0] - before[0], after[1] - before[1]) < 12, `"+" moved the ticket's middle from ${before} to ${after}`);
  });

  test('phone table: the claim sheet leaves its route in sight, tap targets are a finger wide, trains show their owner', async ({ board }) => {
    const page = board.page;
    await asTouch(page, 390);
    const game = await quickGame(page, url, [390, 844]);
    const findings = [];
    let claims = 0;
    for (let turn = 0; turn < 40 && claims < 3; turn++) {
      const s = await game.waitForMyMove();
      if (s.over) break;
      if (turn === 1) {
        await settled(page);
        // Buttons of the docked table: 44 px at least each way.
        const small = await page.evaluate(() => [...document.querySelectorAll('.game button')]
          .filter((b) => b.offsetParent !== null)
          .map((b) => [b.getAttribute('data-testid') ?? b.className, b.getBoundingClientRect()])
          .filter(([, r]) => r.height < 44 || r.width < 44)
          .map(([id, r]) => `${id} ${Math.round(r.width)}×${Math.round(r.height)}`));
        assert.deepEqual(small, [], 'buttons under 44 px');
        findings.push(...(await axeFindings(page, 'phone table')));
        // The log and the settings: one tap on "☰", a sheet that takes the
        // focus, Esc gives it back.
        await page.getByTestId('more').click();
        await page.getByTestId('log').waitFor();
        await settled(page);
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'more-close', 'the sheet takes the focus');
        const sheet = await page.locator('#more-sheet').boundingBox();
        assert.ok(sheet.y >= 0 && sheet.y + sheet.height <= 845, `the sheet runs from ${sheet.y} for ${sheet.height} px`);
        assert.deepEqual((await fits(page, ['colour-blind', 'fast-play'])).out, [], 'the settings in the window');
        await page.screenshot({ path: join(artifacts, 'phone-more-sheet-390x844.png') });
        findings.push(...(await axeFindings(page, 'phone sheet')));
        await page.keyboard.press('Escape');
        assert.equal(await page.locator('#more-sheet.open').count(), 0, 'Esc closes the sheet');
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('data-testid')), 'more', 'the focus is back on ☰');
        // The latest moves: one line, "▾" opens them over the map.
        if ((await page.getByTestId('recap').count()) > 0) {
          const one = (await page.getByTestId('recap').boundingBox()).height;
          await page.getByTestId('recap-toggle').click();
          const open = await page.getByTestId('recap').boundingBox();
          const map = await page.getByTestId('board').boundingBox();
          await page.getByTestId('recap-toggle').click();
          assert.ok(one <= 48, `the latest moves take ${one} px`);
          assert.ok(open.y >= 0 && open.y + open.height <= 844, 'opened, they stay in the window');
          assert.equal((await page.getByTestId('board').boundingBox()).y, map.y, 'opening them moves nothing');
        }
      }
      if (s.claimable.length > 0 && !s.second) {
        // The southern-most claimable route: the hardest to keep above the sheet.
        const route = await page.evaluate((ids) => ids.map((id) => {
          const l = document.querySelector(`[data-testid="route"][data-route="${id}"] line.hit`);
          return [id, Math.max(+l.getAttribute('y1'), +l.getAttribute('y2'))];
        }).sort((a, b) => b[1] - a[1])[0][0], s.claimable);
        await game.tapRoute(route);
        const dialog = page.getByTestId('claim-dialog');
        await dialog.waitFor();
        await settled(page);
        const at = await page.evaluate((id) => {
          const cars = [...document.querySelectorAll(`[data-testid="route"][data-route="${id}"] path.car`)].map((c) => c.getBoundingClientRect());
          const sheet = document.querySelector('[data-testid="claim-dialog"]').getBoundingClientRect();
          const map = document.querySelector('[data-testid="board"]').getBoundingClientRect();
          return {
            top: Math.min(...cars.map((r) => r.top)), bottom: Math.max(...cars.map((r) => r.bottom)),
            left: Math.min(...cars.map((r) => r.left)), right: Math.max(...cars.map((r) => r.right)),
            sheet: sheet.top, sheetBottom: sheet.bottom, map: [map.left, map.top, map.right],
          };
        }, route);
        if (claims === 0) {
          await page.screenshot({ path: join(artifacts, 'phone-claim-sheet-390x844.png') });
          findings.push(...(await axeFindings(page, 'phone claim sheet')));
        }
        assert.ok(at.bottom <= at.sheet, `route ${route}'s cars end at ${at.bottom}, the sheet starts at ${at.sheet}`);
        assert.ok(at.top >= at.map[1] && at.left >= at.map[0] - 1 && at.right <= at.map[2] + 1, `route ${route} in the map: ${JSON.stringify(at)}`);
        assert.ok(at.sheetBottom <= 845, 'the sheet is in the window');
        await game.confirmClaim(dialog);
        claims += 1;
      } else {
        await game.drawTwo();
      }
    }
    assert.ok(claims > 0, 'a route was claimed');
    // Every car of every train: a dark outline 3+ units wide and its
    // owner's number, at whatever zoom.
    const trains = await page.locator('[data-testid="train"]').evaluateAll((ts) => ts.map((t) => ({
      cars: t.querySelectorAll('path.car').length,
      numbers: [...t.querySelectorAll('text.owner-sym')].filter((n) => getComputedStyle(n).display !== 'none' && n.textContent.trim() === String(+t.dataset.owner + 1)).length,
      stroke: parseFloat(getComputedStyle(t.querySelector('path.car')).strokeWidth),
    })));
    assert.ok(trains.length > 0, 'trains on the map');
    for (const t of trains) {
      assert.equal(t.numbers, t.cars, 'each car numbered');
      assert.ok(t.stroke >= 3, `outline ${t.stroke}`);
    }
    await game.waitForMyMove();
    // A mid-game at a phone's real size, the opening zoom: the claimed
    // trains beside green and blue routes.
    await page.getByTestId('ticket').first().click();
    await settled(page);
    await page.screenshot({ path: join(artifacts, 'phone-trains-390x844.png') });
    // (Known, and no part of the layout: a payment's label, "2 Orange",
    // is not its visible chip's text; filed with the report.)
    assert.deepEqual(findings, [], 'axe-core findings on the phone table');
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  test('phone table: a tap on another player\'s latest move shows it on the map; stations stay 12 px at the whole map', async ({ board }) => {
    const page = board.page;
    await asTouch(page, 390);
    const game = await seededGame(page, url, 4, [390, 844]);
    // Play on (drawing) until the computer's latest move claimed a route.
    let line = null;
    for (let turn = 0; turn < 40 && !line; turn++) {
      await game.waitForMyMove();
      const show = page.getByTestId('recap-show');
      if (await show.count() > 0) line = show.first();
      else await game.drawTwo();
    }
    assert.ok(line, 'the computer claimed a route within 40 turns');
    // Zoomed in elsewhere first, so the map must move to show it.
    await page.getByTestId('zoom-reset').click();
    for (let i = 0; i < 3; i++) await page.getByTestId('zoom-in').click();
    await line.click();
    await settled(page);
    const seen = await page.evaluate(() => {
      const map = document.querySelector('[data-testid="board"]').getBoundingClientRect();
      const lit = [...document.querySelectorAll('[data-testid="route"].lit')];
      const inMap = (r) => r.left >= map.left - 1 && r.right <= map.right + 1 && r.top >= map.top - 1 && r.bottom <= map.bottom + 1;
      return { lit: lit.length, shown: lit.every((g) => inMap(g.getBoundingClientRect())), owned: lit.every((g) => g.classList.contains('claimed')) };
    });
    assert.ok(seen.lit >= 1 && seen.owned, `the claimed route is lit: ${JSON.stringify(seen)}`);
    assert.ok(seen.shown, 'and wholly inside the map');
    await page.screenshot({ path: join(artifacts, 'phone-latest-move-shown-390x844.png') });
    // A station at the whole map reads at a glance (it was 7 px).
    const s = await game.waitForMyMove();
    assert.ok(s.stationCities.length > 0, 'a station may be built');
    await page.getByTestId('zoom-reset').click();
    await game.buildStation(s.stationCities[0]);
    const station = page.getByTestId('station').first();
    await station.waitFor();
    await settled(page);
    const box = await station.boundingBox();
    assert.ok(box.width >= 12 && box.height >= 12, `a station at the whole map is ${box.width.toFixed(1)}×${box.height.toFixed(1)} px`);
  });
}

// Browser tests for issue 12, "A table you can read at a glance": what the
// others did, what you can claim and what it costs, the keyboard, colour-blind
// mode, Back, the phone layout, the end of a game, words and the splash.
// run.mjs registers them with `tableTests(test, { artifacts, url })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { GamePage } from './game-page.mjs';

const SIZES = [[1024, 768], [768, 1024], [390, 844]];

/** Opens the home screen in English (an earlier test may have switched). */
async function openInEnglish(page, url) {
  const game = new GamePage(page, url);
  await game.open();
  if ((await page.locator('html').getAttribute('lang')) !== 'en') {
    await page.getByTestId('lang-toggle').click();
  }
  return game;
}

/** A quick game against the computer, starting tickets kept, at `size`. */
async function quickGame(page, url, [w, h] = [1024, 768]) {
  await page.setViewportSize({ width: w, height: h });
  const game = await openInEnglish(page, url);
  await page.getByTestId('quick-vs-computer').click();
  await game.keepTickets(0);
  return game;
}

/** Draws blind until the computer has done `what` in its last turn (a
 *  flashing route or face-up slot), at most `turns` times. */
async function untilFlash(game, selector, turns = 40) {
  for (let i = 0; i < turns; i++) {
    const s = await game.waitForMyMove();
    if (s.over) return false;
    if (!s.second && (await game.page.locator(selector).count()) > 0) return true;
    if (s.canDrawBlind) await game.drawTwo();
    else if (s.claimable.length > 0) await game.claim(s.claimable[0]);
    else return false;
  }
  return false;
}

export function tableTests(test, { artifacts, url }) {
  test('starting tickets start unticked; Keep waits for the stated minimum', async ({ board }) => {
    const page = board.page;
    const game = await openInEnglish(page, url);
    await page.getByTestId('quick-vs-computer').click();
    const dialog = page.getByTestId('ticket-choice');
    await dialog.waitFor();
    assert.equal(await dialog.locator('[data-testid="offer-ticket"][aria-pressed="true"]').count(), 0);
    assert.match(await page.getByTestId('keep-min').innerText(), /at least 2 tickets/);
    // Keep with nothing ticked looks disabled; a tap says why in words.
    assert.equal(await dialog.getByTestId('keep-tickets').getAttribute('aria-disabled'), 'true');
    await dialog.getByTestId('keep-tickets').click({ force: true });
    await page.getByTestId('refusal').waitFor();
    assert.match(await page.getByTestId('refusal').innerText(), /keep at least 2 tickets/);
    assert.equal(await dialog.count(), 1);
    await game.keepTickets(1);
    assert.equal(await page.getByTestId('ticket').count(), 3);
  });

  test('the claim dialog says what the route costs; claimable routes are marked', async ({ board }) => {
    const page = board.page;
    const game = await quickGame(page, url);
    for (let i = 0; i < 30; i++) {
      const s = await game.waitForMyMove();
      const marked = await page.locator('[data-testid="route"].claimable').evaluateAll(
        (els) => els.map((e) => Number(e.getAttribute('data-route'))).sort((a, b) => a - b));
      assert.deepEqual(marked, [...s.claimable].sort((a, b) => a - b), 'the marked routes are the legal claims');
      if (s.claimable.length > 0) {
        await game.tapRoute(s.claimable[0]);
        const dialog = page.getByTestId('claim-dialog');
        await dialog.waitFor();
        const terms = await dialog.getByTestId('claim-terms').innerText();
        assert.match(terms, /^Costs \d+ .*cards? /m);
        const route = page.locator(`[data-testid="route"][data-route="${s.claimable[0]}"]`);
        const cls = await route.getAttribute('class');
        if (cls.includes('tunnel')) assert.match(terms, /Tunnel: after you pay, 3 cards/);
        if (cls.includes('ferry')) assert.match(terms, /Ferry: at least \d locomotives?/);
        assert.match(await route.getAttribute('aria-label'), /you can claim it/);
        await page.screenshot({ path: join(artifacts, 'claim-dialog-1024x768.png') });
        return;
      }
      await game.drawTwo();
    }
    assert.fail('never able to claim a route');
  });

  test('a confirmed claim shows at once: the next frame has the trains and no dialog', async ({ board }) => {
    const page = board.page;
    const game = await quickGame(page, url);
    for (let i = 0; i < 30; i++) {
      const s = await game.waitForMyMove();
      const route = s.claimable[0];
      if (route !== undefined) {
        await game.tapRoute(route);
        const dialog = page.getByTestId('claim-dialog');
        await dialog.waitFor();
        await dialog.getByTestId('payment').first().click();
        // The dialog is taken down after the paint; in the confirm's own
        // frame it must already be out of sight.
        const frame = await page.evaluate((r) => new Promise((done) => {
          requestAnimationFrame(() => {
            const d = document.querySelector('[data-testid="claim-dialog"]');
            const el = document.querySelector(`[data-testid="route"][data-route="${r}"]`);
            done({
              dialogShown: d !== null && d.getClientRects().length > 0,
              claimedOrTunnel: el.classList.contains('claimed') || document.querySelector('[data-testid="tunnel-dialog"]') !== null,
            });
          });
          document.querySelector('[data-testid="claim-confirm"]').click();
        }), route);
        assert.deepEqual(frame, { dialogShown: false, claimedOrTunnel: true });
        await dialog.waitFor({ state: 'detached' });
        const tunnel = page.getByTestId('tunnel-dialog');
        if (await tunnel.isVisible()) await tunnel.getByTestId('tunnel-decline').click();
        // The focus is not lost (it moves after two paints: 5 s leaves room
        // for a loaded machine, where 2 s once ran out).
        await page.waitForFunction(() => document.activeElement !== document.body, null, { timeout: 5000 });
        return;
      }
      await game.drawTwo();
    }
    assert.fail('never able to claim a route');
  });

  test('the controls grey out when your turn ends and are live again when it comes back', async ({ board }) => {
    const page = board.page;
    // At the computer's own pace (no ?fast=1): the grey shows while it waits.
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(url);
    await page.getByTestId('quick-vs-computer').click();
    const slow = new GamePage(page, url);
    await slow.keepTickets(0);
    await slow.waitForMyMove();
    await slow.drawTwo();
    const deck = page.getByTestId('deck');
    await page.waitForFunction(() => document.querySelector('[data-testid="deck"]')?.getAttribute('aria-disabled') === 'true', null, { timeout: 500 });
    // The grey follows the move a frame later; a computer that answers at
    // once (?fast=1) must not find it stale and grey the person's next turn.
    const game = await quickGame(page, url);
    let turns = 0;
    let claims = 0;
    for (let i = 0; i < 40 && turns < 8; i++) {
      const s = await game.waitForMyMove();
      if (s.over) break;
      if (s.legal > 0 && !s.second) {
        // Two frames and a pause: whatever was put off has landed.
        await page.waitForTimeout(120);
        assert.equal(await deck.getAttribute('aria-disabled'), s.canDrawBlind ? 'false' : 'true', `turn ${turns}`);
        turns += 1;
      }
      if (s.claimable.length > 0 && !s.second) {
        await game.claim(s.claimable[0]);
        claims += 1;
      } else if (s.canDrawBlind) await game.drawTwo();
      else break;
    }
    assert.ok(turns >= 8 && claims > 0, `${turns} turns, ${claims} claims`);
  });

  test('dialogs take the focus, Esc closes them, the focus goes back', async ({ board }) => {
    const page = board.page;
    const game = await openInEnglish(page, url);
    await page.getByTestId('quick-vs-computer').click();
    await page.getByTestId('ticket-choice').waitFor();
    await page.waitForFunction(() => document.activeElement?.closest('[data-testid="ticket-choice"]'));
    await game.keepTickets(0);
    for (let i = 0; i < 30; i++) {
      const s = await game.waitForMyMove();
      if (s.claimable.length > 0) {
        const route = page.locator(`[data-testid="route"][data-route="${s.claimable[0]}"]`);
        await route.focus();
        await page.keyboard.press('Enter');
        await page.getByTestId('claim-dialog').waitFor();
        await page.waitForFunction(() => document.activeElement?.closest('[data-testid="claim-dialog"]'));
        await page.keyboard.press('Escape');
        await page.getByTestId('claim-dialog').waitFor({ state: 'detached' });
        // The focus moves once the frame has painted.
        await page.waitForFunction(() => document.activeElement?.getAttribute('data-route') !== null, null, { timeout: 2000 }).catch(() => {});
        const back = await page.evaluate(() => document.activeElement?.getAttribute('data-route'));
        assert.equal(back, String(s.claimable[0]), 'the focus is back on the route');
        return;
      }
      await game.drawTwo();
    }
    assert.fail('never able to claim a route');
  });

  test('Tab walks the routes in map order, and a click draws no focus box', async ({ board }) => {
    const page = board.page;
    await quickGame(page, url);
    // Route ids are alphabetical; the page orders them by rows of the map.
    const centres = await page.locator('[data-testid="route"]').evaluateAll((els) => els.map((e) => {
      const r = e.getBoundingClientRect();
      return [Number(e.getAttribute('data-route')), r.x + r.width / 2, r.y + r.height / 2];
    }));
    const ids = centres.map((c) => c[0]);
    assert.notDeepEqual(ids, [...ids].sort((a, b) => a - b), 'not in alphabetical (id) order');
    const north = centres.slice(0, 5).reduce((m, c) => Math.max(m, c[2]), 0);
    const south = centres.slice(-5).reduce((m, c) => Math.min(m, c[2]), Infinity);
    assert.ok(north < south, 'the first routes are north of the last');
    await page.getByTestId('deck').click();
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert.equal(outline, 'none', 'no focus box after a mouse click');
  });

  test('a double click on a face-up card takes one card', async ({ board }) => {
    const page = board.page;
    const game = await quickGame(page, url);
    const s = await game.waitForMyMove();
    const before = Number(await page.locator('[data-testid="seat"][data-seat="0"] [data-testid="seat-cards"]').innerText());
    const plain = page.locator('[data-testid="face-up"]:not([data-color="locomotive"])').first();
    await plain.dblclick();
    await page.waitForTimeout(300);
    const after = await game.state();
    assert.equal(after.second, true, 'still the second card to take');
    assert.equal(Number(await page.locator('[data-testid="seat"][data-seat="0"] [data-testid="seat-cards"]').innerText()), before + 1);
    assert.equal(s.second, false);
  });

  test('the newest move is on top of the log, and a move adds its line without rewriting the others', async ({ board }) => {
    const page = board.page;
    const game = await quickGame(page, url);
    for (let i = 0; i < 3; i++) {
      await game.waitForMyMove();
      await game.drawTwo();
    }
    await game.waitForMyMove();
    const log = page.getByTestId('log');
    const before = await log.locator('li').allInnerTexts();
    assert.ok(before.length >= 4, `lines: ${before.length}`);
    // Watch the lines already there while the person draws and the computer answers.
    await log.evaluate((ol) => {
      window.__logChanged = 0;
      new MutationObserver((list) => {
        for (const m of list) if (m.type === 'characterData' || m.removedNodes.length > 0) window.__logChanged += 1;
      }).observe(ol, { subtree: true, childList: true, characterData: true });
    });
    await game.drawTwo();
    await game.waitForMyMove();
    const after = await log.locator('li').allInnerTexts();
    assert.deepEqual(after.slice(0, before.length), before, 'earlier lines stay as they were');
    assert.ok(after.length > before.length, 'the draw and the answer are logged');
    assert.equal(await page.evaluate(() => window.__logChanged), 0, 'no earlier line rewritten');
    // On screen the newest line is the top one, in view.
    const tops = await log.locator('li').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    assert.equal(tops.indexOf(Math.min(...tops)), tops.length - 1, 'the newest line is on top');
    const box = await page.locator('.log-lines').boundingBox();
    assert.ok(Math.min(...tops) >= box.y - 1, 'and in view');
  });

  test('what the computer did is summed up, flashes, and the log shows without scrolling', async ({ board }) => {
    const page = board.page;
    for (const [w, h] of SIZES) {
      const game = await quickGame(page, url, [w, h]);
      await game.waitForMyMove();
      await game.drawTwo();
      await game.waitForMyMove();
      const recap = page.getByTestId('recap');
      await recap.waitFor();
      assert.match(await recap.innerText(), /Computer/);
      const box = await recap.boundingBox();
      assert.ok(box.y + box.height <= h, `recap in view at ${w}x${h}`);
      if (w >= 768) {
        const log = await page.getByTestId('log').boundingBox();
        assert.ok(log.y + 40 <= h, `log visible without scrolling at ${w}x${h} (y=${log.y})`);
      }
      // Names are not cut ("Comput…"): the seat column fits them.
      const cut = await page.locator('[data-testid="seat"] th').evaluateAll(
        (els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.innerText));
      assert.deepEqual(cut, [], `names cut at ${w}x${h}`);
      const top = await page.locator('header.topbar').boundingBox();
      assert.ok(top.height <= 64, `header is one line at ${w}x${h} (${top.height} px)`);
      await page.screenshot({ path: join(artifacts, `table-${w}x${h}.png`) });
    }
    // A claimed route flashes; with reduced motion it is outlined, not animated.
    const game = new GamePage(page, url);
    assert.ok(await untilFlash(game, '[data-testid="train"].flash'), 'a claim by the computer flashed');
    const owner = await page.locator('[data-testid="train"].flash').first().getAttribute('data-owner');
    assert.equal(owner, '1', 'the computer\'s claim');
    const anim = () => page.locator('[data-testid="train"].flash .car').first()
      .evaluate((e) => getComputedStyle(e).animationName);
    assert.equal(await anim(), 'flash');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    assert.equal(await anim(), 'none');
  });

  test('the map stays put as turns go round: the latest moves stay above it after yours', async ({ board }) => {
    const page = board.page;
    for (const [w, h] of SIZES) {
      const game = await quickGame(page, url, [w, h]);
      let s = await game.waitForMyMove();
      // Once the computer has played, what it did shows above the map.
      if (s.canDrawBlind) await game.drawTwo();
      s = await game.waitForMyMove();
      await page.getByTestId('recap').waitFor();
      assert.match(await page.getByTestId('recap').innerText(), /Latest moves/i);
      // Every frame from my move to the computer's answer: where the map's
      // top is in the page, what the recap says, and whether it was ever
      // taken away. Only new words there (which may wrap onto another
      // line) may move the map.
      await page.evaluate(() => {
        const map = document.querySelector('.map');
        window.__frames = [];
        window.__recapGone = false;
        window.__watch = true;
        const frame = () => {
          const said = document.querySelector('[data-testid=recap]')?.innerText ?? '';
          window.__frames.push([said, map.getBoundingClientRect().top + window.scrollY]);
          if (window.__watch) requestAnimationFrame(frame);
        };
        frame();
        new MutationObserver((list) => {
          for (const m of list) for (const n of m.removedNodes) if (n.classList?.contains('recap')) window.__recapGone = true;
        }).observe(document.querySelector('.game'), { childList: true });
      });
      await game.drawTwo();
      await game.waitForMyMove();
      const [frames, gone] = await page.evaluate(() => { window.__watch = false; return [window.__frames, window.__recapGone]; });
      assert.equal(gone, false, `the recap stayed at ${w}x${h}`);
      const tops = new Map();
      for (const [said, top] of frames) tops.set(said, [...new Set([...(tops.get(said) ?? []), top])]);
      for (const [said, at] of tops) assert.equal(at.length, 1, `the map moved at ${w}x${h} under "${said}": ${at}`);
      assert.ok(frames.length > 2, 'frames were watched');
      assert.match(await page.getByTestId('recap').innerText(), /Computer/);
    }
  });

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
    const number = train.locator('.owner-sym');
    assert.equal(await number.isVisible(), true, 'the train shows its owner');
    assert.equal((await number.textContent()).trim(), String(Number(await train.getAttribute('data-owner')) + 1));
    await page.reload();
    await page.getByTestId('home-continue').click();
    await page.getByTestId('colour-blind').waitFor();
    assert.equal(await page.getByTestId('colour-blind').isChecked(), true);
    await page.getByTestId('colour-blind').uncheck();
  });

  test('Back goes to the previous screen inside the app', async ({ board }) => {
    const page = board.page;
    const game = new GamePage(page, url);
    await game.open();
    await page.getByTestId('home-new').click();
    await page.getByTestId('ng-start').waitFor();
    await page.goBack();
    await page.getByTestId('quick-vs-computer').waitFor();
    await page.getByTestId('quick-vs-computer').click();
    await page.getByTestId('ticket-choice').waitFor();
    await page.goBack();
    await page.getByTestId('quick-vs-computer').waitFor();
    assert.ok(page.url().startsWith(url), 'still in the app');
    await page.goForward();
    await page.getByTestId('ticket-choice').waitFor();
  });

  test('on a phone, a tap on either track of a double route offers both, and the chosen one is claimed', async ({ board }) => {
    const page = board.page;
    const game = await quickGame(page, url, [390, 844]);
    for (let turn = 0; turn < 80; turn++) {
      const s = await game.waitForMyMove();
      if (s.over) break;
      // Two claimable tracks between the same cities, in two colours.
      const labels = await page.locator('[data-testid="route"].claimable').evaluateAll(
        (els) => els.map((e) => [Number(e.dataset.route), e.getAttribute('aria-label')]));
      const cities = (l) => l.split(':')[0];
      const pair = labels.flatMap(([a, la]) => labels
        .filter(([b, lb]) => b > a && cities(la) === cities(lb) && la !== lb)
        .map(([b]) => [a, b]))[0];
      if (!pair || s.second) {
        if (s.canDrawBlind) await game.drawTwo();
        else break;
        continue;
      }
      const [tapped, other] = pair;
      await game.tapRoute(tapped);
      const dialog = page.getByTestId('claim-dialog');
      await dialog.waitFor();
      const tracks = dialog.getByTestId('track');
      assert.equal(await tracks.count(), 2);
      assert.equal(await dialog.locator('[data-testid="track"][aria-pressed="true"]').getAttribute('data-route'), String(tapped));
      await page.screenshot({ path: join(artifacts, 'double-route-chooser-390x844.png') });
      // One tap switches to the twin: its price shows, and it is what is claimed.
      await dialog.locator(`[data-testid="track"][data-route="${other}"]`).click();
      await page.waitForFunction((id) => document.querySelector('[data-testid="track"][aria-pressed="true"]')?.dataset.route === String(id), other);
      const colour = (await tracks.nth(other < tapped ? 0 : 1).innerText()).trim().toLowerCase();
      assert.match((await dialog.getByTestId('claim-terms').innerText()).toLowerCase(), new RegExp(colour));
      await dialog.getByTestId('payment').first().click();
      await dialog.getByTestId('claim-confirm').click();
      const tunnel = page.getByTestId('tunnel-dialog');
      if (await tunnel.isVisible()) {
        const pay = tunnel.getByTestId('tunnel-pay');
        if ((await pay.count()) === 0) continue; // an unpayable tunnel: try another pair
        await pay.first().click();
      }
      await page.waitForFunction((id) => document.querySelector(`[data-testid="route"][data-route="${id}"]`)?.dataset.owner === '0', other);
      assert.equal(await page.locator(`[data-testid="route"][data-route="${tapped}"]`).getAttribute('data-owner'), null);
      return;
    }
    assert.fail('never held the cards for both tracks of a double route');
  });

  test('the zoom buttons cover no city, and zoom where the map was last touched', async ({ board }) => {
    const page = board.page;
    for (const size of SIZES) {
      await quickGame(page, url, size);
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
    assert.ok(Math.hypot(x1 - x0, y1 - y0) < 30, `Lisboa moved from ${x0},${y0} to ${x1},${y1}`);
    const box = await page.getByTestId('board').boundingBox();
    assert.ok(x1 > box.x && x1 < box.x + box.width, 'Lisboa is still on screen');
    await page.screenshot({ path: join(artifacts, 'zoom-at-touch-390x844.png') });
  });

  test('the map pans by dragging, even from a city, and zooms by pinch and wheel around the fingers', async ({ board }) => {
    const page = board.page;
    await quickGame(page, url, [390, 844]);
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

  test('the seats show the race: a score bar in each colour and each longest trail, starred for the leader', async ({ board }) => {
    const page = board.page;
    for (const size of [[390, 844], [1024, 768]]) {
      const game = await quickGame(page, url, size);
      const trail = (seat) => page.locator(`[data-testid="seat"][data-seat="${seat}"] [data-testid="seat-trail"]`);
      assert.equal((await trail(0).innerText()).trim(), '0');
      for (let turn = 0; turn < 40; turn++) {
        const s = await game.waitForMyMove();
        if (s.over) break;
        if (s.claimable.length === 0 || s.second) {
          await game.drawTwo();
          continue;
        }
        const route = s.claimable[0];
        const cars = await page.locator(`[data-testid="route"][data-route="${route}"] path.car`).count();
        if ((await game.claim(route)) !== 'claim') continue;
        await game.waitForMyMove();
        const mine = Number((await trail(0).innerText()).replace('★', '').trim());
        assert.ok(mine >= cars, `a trail of ${mine} after claiming ${cars} cars`);
        const theirs = Number((await trail(1).innerText()).replace('★', '').trim());
        assert.equal(await trail(0).getAttribute('data-express'), mine >= theirs ? '1' : null);
        // Ownership reads at a glance: every car of the claimed route is
        // drawn in the colour of the owner's swatch in the seats table.
        const swatch = await page.locator('[data-testid="seat"][data-seat="0"] .swatch')
          .evaluate((e) => getComputedStyle(e).backgroundColor);
        const fills = await page.locator(`[data-testid="train"][data-route="${route}"][data-owner="0"] path.car`)
          .evaluateAll((els) => els.map((e) => getComputedStyle(e).fill));
        assert.equal(fills.length, cars, 'the claimed route is marked as mine');
        assert.deepEqual(new Set(fills), new Set([swatch]), `cars ${fills} vs swatch ${swatch}`);
        // The leader's score bar fills its cell in the player's colour.
        const bg = await page.locator('[data-testid="seat"][data-seat="0"] [data-testid="seat-score"]').getAttribute('style');
        assert.match(bg, /linear-gradient/);
        const width = await page.getByTestId('seats').evaluate((t) => t.scrollWidth <= t.parentElement.clientWidth + 1);
        assert.ok(width, 'the seats table fits its panel');
        await page.getByTestId('seats').screenshot({ path: join(artifacts, `seats-race-${size.join('x')}.png`) });
        break;
      }
    }
  });

  for (const [w, h] of [[1024, 768], [768, 1024]]) test(`at ${w}x${h} the dialogs leave the whole map in view`, async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: w, height: h });
    const game = await openInEnglish(page, url);
    const hidden = async (testid) => {
      const box = await page.getByTestId(testid).evaluate((d) => d.getBoundingClientRect().toJSON());
      const cities = await page.locator('[data-testid="city"] circle.dot').evaluateAll((els) => els.map((e) => [e.closest('[data-testid="city"]').dataset.city, e.getBoundingClientRect().toJSON()]));
      return cities.filter(([, c]) => c.left < box.right && box.left < c.right && c.top < box.bottom && box.top < c.bottom).map(([k]) => k);
    };
    await page.getByTestId('quick-vs-computer').click();
    await page.getByTestId('ticket-choice').waitFor();
    assert.deepEqual(await hidden('ticket-choice'), [], 'cities under the ticket choice');
    await game.keepTickets(0);
    for (let i = 0; i < 30; i++) {
      const s = await game.waitForMyMove();
      if (s.claimable.length > 0 && !s.second) {
        await game.tapRoute(s.claimable[0]);
        await page.getByTestId('claim-dialog').waitFor();
        assert.deepEqual(await hidden('claim-dialog'), [], 'cities under the claim dialog');
        await page.screenshot({ path: join(artifacts, `claim-dialog-docked-${w}x${h}.png`) });
        return;
      }
      await game.drawTwo();
    }
    assert.fail('never able to claim a route');
  });

  test('on a phone the game opens at the top', async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: 390, height: 844 });
    const game = new GamePage(page, url);
    await game.open();
    await page.getByTestId('quick-pass-play').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId('quick-vs-computer').click();
    await page.getByTestId('ticket-choice').waitFor();
    assert.equal(await page.evaluate(() => window.scrollY), 0);
  });

  test('a splash shows while the app loads', async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: 390, height: 844 });
    // A first visit: no service worker answers (page.route cannot see its
    // fetches), and the WebAssembly is held back; the splash is what shows.
    await page.goto(url);
    await page.evaluate(async () => {
      for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
    });
    let release;
    const held = new Promise((r) => { release = r; });
    await page.route('**/*.wasm', async (route) => { await held; await route.continue(); });
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.locator('#splash').waitFor();
    assert.match(await page.locator('#splash').innerText(), /Loading/);
    await page.screenshot({ path: join(artifacts, 'splash-390x844.png') });
    release();
    await page.getByTestId('quick-vs-computer').waitFor();
    assert.equal(await page.locator('#splash').isVisible(), false);
    await page.unroute('**/*.wasm');
  });
  test('on a phone and a portrait tablet your hand shows beside the face-up cards without scrolling', async ({ board }) => {
    const page = board.page;
    for (const [w, h] of [[390, 844], [768, 1024]]) {
      // Two people and a computer: three rows of seats above the cards.
      await page.setViewportSize({ width: w, height: h });
      const game = await openInEnglish(page, url);
      await page.getByTestId('quick-pass-play').click();
      for (let step = 0; step < 20; step++) {
        const s = await game.waitForMyMove();
        if (s.handoff !== null) await page.getByTestId('handoff-ready').click();
        else if (s.done !== null) await page.getByTestId('pass-on').click();
        else if (s.choosing) await game.keepTickets(0);
        else break;
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      const hand = await page.getByTestId('hand').boundingBox();
      const deck = await page.getByTestId('deck').boundingBox();
      const slots = await page.getByTestId('face-up').first().boundingBox();
      assert.ok(hand.y + hand.height <= h, `${w}x${h}: the hand ends at ${hand.y + hand.height}, below the window`);
      assert.ok(deck.y + deck.height <= h, `${w}x${h}: the deck ends at ${deck.y + deck.height}`);
      assert.ok(slots.y >= 0 && slots.y + slots.height <= h, `${w}x${h}: the face-up cards at ${slots.y}`);
      await page.screenshot({ path: join(artifacts, `hand-in-view-${w}x${h}.png`) });
    }
  });

  test('on a phone the tickets and the payments are a finger tall (44 px)', async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: 390, height: 844 });
    const game = await openInEnglish(page, url);
    await page.getByTestId('quick-vs-computer').click();
    const short = async (testid) => (await page.getByTestId(testid).evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height))))
      .filter((px) => px < 44);
    await page.getByTestId('ticket-choice').waitFor();
    assert.deepEqual(await short('offer-ticket'), [], 'offered tickets under 44 px');
    await game.keepTickets(0);
    assert.deepEqual(await short('ticket'), [], 'your tickets under 44 px');
    const toggle = await page.getByTestId('colour-blind').evaluate((e) => e.closest('label').getBoundingClientRect().height);
    assert.ok(toggle >= 44, `the colour-blind switch is ${toggle} px tall`);
    for (let i = 0; i < 30; i++) {
      const s = await game.waitForMyMove();
      if (s.claimable.length > 0 && !s.second) {
        await game.tapRoute(s.claimable[0]);
        await page.getByTestId('claim-dialog').waitFor();
        assert.deepEqual(await short('payment'), [], 'payment choices under 44 px');
        return;
      }
      await game.drawTwo();
    }
    assert.fail('never able to claim a route');
  });

  test('in Italian a face-up card is named in the feminine: "una carta gialla scoperta"', async ({ board }) => {
    const page = board.page;
    const game = new GamePage(page, url);
    await game.open();
    if ((await page.locator('html').getAttribute('lang')) !== 'it') await page.getByTestId('lang-toggle').click();
    await page.getByTestId('quick-vs-computer').click();
    await game.keepTickets(0);
    const words = { yellow: 'gialla', black: 'nera', red: 'rossa', white: 'bianca' };
    const seen = [];
    for (let turn = 0; turn < 80; turn++) {
      const s = await game.waitForMyMove();
      if (s.over) break;
      if (s.choosing) {
        await game.keepTickets(0);
        continue;
      }
      const slot = page.locator(Object.keys(words).map((c) => `[data-testid="face-up"][data-color="${c}"]`).join(', ')).first();
      seen.push((await page.getByTestId('face-up').evaluateAll((els) => els.map((e) => e.dataset.color))).join(','));
      if (s.second || (await slot.count()) === 0) {
        if (s.second && s.canDrawBlind) await page.getByTestId('deck').click();
        else if (s.second) await page.locator('[data-testid="face-up"]:not([aria-disabled="true"])').first().click();
        else await game.drawTwo();
        continue;
      }
      const colour = await slot.getAttribute('data-color');
      await slot.click();
      const line = page.getByTestId('log').locator('li', { hasText: 'Prendi una carta' }).first();
      await line.waitFor();
      assert.equal((await line.innerText()).trim(), `Prendi una carta ${words[colour]} scoperta`);
      const all = await page.getByTestId('log').innerText();
      assert.doesNotMatch(all, /carta (giallo|nero|rosso|bianco|grigio) scoperta/);
      return;
    }
    assert.fail(`no yellow, black, red or white card face up: ${seen.join(' | ')}`);
  });
  test('once the game is over the seats table shows the final scores, not the route points', async ({ board }) => {
    const page = board.page;
    const game = await quickGame(page, url, [1024, 768]);
    for (let turn = 0; turn < 600; turn++) {
      const s = await game.waitForMyMove();
      if (s.over) break;
      if (s.choosing) await game.keepTickets(0);
      else if (s.claimable.length > 0 && !s.second) await game.claim(s.claimable[s.claimable.length - 1]);
      else if (s.canDrawBlind) await game.drawTwo();
      else if (s.second) await page.locator('[data-testid="face-up"]:not([aria-disabled="true"])').first().click();
      else if (s.canPass) await page.getByTestId('pass').click();
      else await page.locator('[data-testid="face-up"]:not([aria-disabled="true"])').first().click();
    }
    const final = page.getByTestId('final-scores');
    await final.waitFor();
    for (const row of await final.getByTestId('score-row').all()) {
      const seat = await row.getAttribute('data-seat');
      const total = (await row.getByTestId('score-total').innerText()).trim();
      const shown = (await page.locator(`[data-testid="seat"][data-seat="${seat}"] [data-testid="seat-score"]`).innerText()).trim();
      assert.equal(shown, total, `seat ${seat}: the table says ${shown}, the final scores ${total}`);
    }
    await page.getByTestId('seats').screenshot({ path: join(artifacts, 'seats-final-1024x768.png') });
  });
  test('Mega Europe calls its first tickets long, in the choice and in the log', async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: 1024, height: 768 });
    await openInEnglish(page, url);
    await page.getByTestId('home-new').click();
    await page.getByTestId('new-game').waitFor();
    await page.getByTestId('ng-players').selectOption('2');
    await page.getByTestId('ng-kind-1').selectOption('easy');
    await page.getByTestId('ng-variant').selectOption('mega');
    await page.getByTestId('ng-first').selectOption('0');
    await page.getByTestId('ng-start').click();
    const dialog = page.getByTestId('ticket-choice');
    await dialog.waitFor();
    assert.equal(await dialog.locator('h2').innerText(), 'Choose the long tickets to keep');
    assert.match(await page.getByTestId('keep-min').innerText(), /^Keep from 0 to 1 ticket:/);
    await dialog.getByTestId('offer-ticket').first().click();
    await dialog.getByTestId('keep-tickets').click();
    // Then the regular tickets: no longer called long.
    await page.getByTestId('log').locator('li', { hasText: 'You keep 1 long ticket' }).waitFor();
    assert.equal(await dialog.locator('h2').innerText(), 'Choose the tickets to keep');
    assert.match(await page.getByTestId('keep-min').innerText(), /^Keep at least 2 tickets:/);
    const log = await page.getByTestId('log').innerText();
    assert.match(log, /Player 2 keeps [01] long tickets?/);
    await page.screenshot({ path: join(artifacts, 'mega-long-tickets-1024x768.png') });
  });
  test('in the final round the banner tells you it is your last turn', async ({ board }) => {
    const page = board.page;
    const game = await quickGame(page, url, [1024, 768]);
    let seen = 0;
    for (let turn = 0; turn < 600; turn++) {
      const s = await game.waitForMyMove();
      if (s.over) break;
      const last = (await page.getByTestId('final-round').count()) > 0;
      if (!s.choosing && !s.second) {
        const said = (await page.getByTestId('turn').locator('span').nth(1).innerText()).trim();
        if (last) {
          assert.equal(said, 'Your turn: your last one');
          await page.screenshot({ path: join(artifacts, 'last-turn-1024x768.png') });
          seen += 1;
        } else assert.equal(said, 'Your turn');
      }
      if (s.choosing) await game.keepTickets(0);
      else if (s.claimable.length > 0 && !s.second) await game.claim(s.claimable[s.claimable.length - 1]);
      else if (s.canDrawBlind) await game.drawTwo();
      else if (s.second) await page.locator('[data-testid="face-up"]:not([aria-disabled="true"])').first().click();
      else if (s.canPass) await page.getByTestId('pass').click();
      else await page.locator('[data-testid="face-up"]:not([aria-disabled="true"])').first().click();
    }
    await page.getByTestId('final-scores').waitFor();
    assert.ok(seen >= 1, 'a last turn was played');
  });
  test('the route being claimed glows on the map while its dialog is open', async ({ board }) => {
    const page = board.page;
    for (const size of [[1024, 768], [390, 844]]) {
      const game = await quickGame(page, url, size);
      for (let i = 0; i < 30; i++) {
        const s = await game.waitForMyMove();
        if (s.claimable.length === 0 || s.second) {
          await game.drawTwo();
          continue;
        }
        const route = s.claimable[0];
        await game.tapRoute(route);
        const dialog = page.getByTestId('claim-dialog');
        await dialog.waitFor();
        await page.locator(`[data-testid="route"][data-route="${route}"].lit`).waitFor({ timeout: 2000 });
        assert.equal(await page.locator('[data-testid="route"].lit').count(), 1, 'only the tapped route glows');
        await page.screenshot({ path: join(artifacts, `claim-glow-${size.join('x')}.png`) });
        await dialog.getByTestId('claim-cancel').click();
        await dialog.waitFor({ state: 'detached' });
        await page.locator('[data-testid="route"].lit').first().waitFor({ state: 'detached', timeout: 2000 });
        break;
      }
    }
  });
  test('from the top of the page a few Tabs reach the face-up cards and the deck, before the routes', async ({ board }) => {
    const page = board.page;
    const game = await quickGame(page, url, [1024, 768]);
    await game.waitForMyMove();
    // From the header's first control (the focus starts at the top).
    await page.getByTestId('home-link').focus();
    const seen = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const id = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
      seen.push(id);
      if (id === 'deck') break;
    }
    const face = seen.indexOf('face-up');
    const deck = seen.indexOf('deck');
    assert.ok(face >= 0 && face < 15, `the first face-up card after ${face + 1} Tabs: ${seen.join(' ')}`);
    assert.ok(deck >= 0 && deck < 20, `the deck after ${deck + 1} Tabs`);
    assert.ok(!seen.slice(0, deck).includes('route'), 'no route before the deck');
    // The map looks as before: the side panel is still on its right.
    const map = await page.getByTestId('board').boundingBox();
    const side = await page.locator('.side').boundingBox();
    assert.ok(side.x >= map.x + map.width, `side panel at x=${side.x}, map ends at ${map.x + map.width}`);
  });
  test('on a phone and a portrait tablet the seats table shows whole names when it has room', async ({ board }) => {
    const page = board.page;
    for (const [w, h] of [[390, 844], [768, 1024]]) {
      await page.setViewportSize({ width: w, height: h });
      await openInEnglish(page, url);
      await page.getByTestId('home-new').click();
      await page.getByTestId('ng-players').selectOption('3');
      await page.getByTestId('ng-name-0').fill('Margherita B.');
      await page.getByTestId('ng-kind-1').selectOption('easy');
      await page.getByTestId('ng-name-1').fill('Giovanni Rossi');
      await page.getByTestId('ng-kind-2').selectOption('easy');
      await page.getByTestId('ng-depots').check();
      await page.getByTestId('ng-start').click();
      await page.getByTestId('seats').waitFor();
      const cells = await page.locator('[data-testid="seat"] th').evaluateAll((els) => els.map((e) => [e.textContent.trim(), e.scrollWidth, e.clientWidth]));
      for (const [name, need, has] of cells) assert.ok(need <= has, `${w}x${h}: "${name}" needs ${need} px, has ${has}`);
      const fits = await page.getByTestId('seats').evaluate((t) => t.scrollWidth <= t.parentElement.clientWidth + 1);
      assert.ok(fits, `${w}x${h}: the seats table fits its panel`);
    }
  });
  test('in Italian a tunnel that needs one more card says "ne serve ancora 1 carta"', async ({ board }) => {
    const page = board.page;
    const game = new GamePage(page, url);
    await page.setViewportSize({ width: 1024, height: 768 });
    await game.open();
    if ((await page.locator('html').getAttribute('lang')) !== 'it') await page.getByTestId('lang-toggle').click();
    await page.getByTestId('quick-vs-computer').click();
    await game.keepTickets(0);
    const said = {};
    for (let i = 0; i < 200 && !said[1]; i++) {
      const s = await game.waitForMyMove();
      if (s.over) break;
      const tunnels = await page.locator('[data-testid="route"].tunnel').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-route'))));
      const route = s.claimable.find((r) => tunnels.includes(r));
      if (route === undefined || s.second) {
        await game.drawTwo();
        continue;
      }
      await game.tapRoute(route);
      const dialog = page.getByTestId('claim-dialog');
      await dialog.waitFor();
      await dialog.getByTestId('payment').first().click();
      await dialog.getByTestId('claim-confirm').click();
      await page.waitForFunction((r) => document.querySelector('[data-testid="tunnel-dialog"]')
        || document.querySelector(`[data-testid="route"][data-route="${r}"]`).classList.contains('claimed'), route);
      const tunnel = page.getByTestId('tunnel-dialog');
      if ((await tunnel.count()) === 0) continue;
      const extra = Number(await tunnel.getByTestId('tunnel-extra').getAttribute('data-extra'));
      said[extra] = (await tunnel.getByTestId('tunnel-extra').innerText()).trim();
      await tunnel.getByTestId('tunnel-decline').click();
      await tunnel.waitFor({ state: 'detached' });
    }
    assert.equal(said[1], 'Carte rivelate: ne serve ancora 1 carta', JSON.stringify(said));
    for (const n of [2, 3]) if (said[n]) assert.equal(said[n], `Carte rivelate: ne servono altre ${n} carte`);
  });
  test('in Italian a ferry with one locomotive says "serve almeno 1 locomotiva"', async ({ board }) => {
    const page = board.page;
    const game = new GamePage(page, url);
    await page.setViewportSize({ width: 1024, height: 768 });
    await game.open();
    if ((await page.locator('html').getAttribute('lang')) !== 'it') await page.getByTestId('lang-toggle').click();
    await page.getByTestId('quick-vs-computer').click();
    await game.keepTickets(0);
    const ferries = await page.locator('[data-testid="route"].ferry').evaluateAll((els) =>
      els.filter((e) => e.querySelectorAll('path.loco').length === 1).map((e) => Number(e.getAttribute('data-route'))));
    for (let i = 0; i < 80; i++) {
      const s = await game.waitForMyMove();
      if (s.over) break;
      const route = s.claimable.find((r) => ferries.includes(r));
      if (route === undefined || s.second) {
        await game.drawTwo();
        continue;
      }
      await game.tapRoute(route);
      const terms = (await page.getByTestId('claim-terms').innerText()).trim();
      assert.match(terms, /Traghetto: tra le carte serve almeno 1 locomotiva\./);
      assert.doesNotMatch(terms, /servono almeno 1 /);
      return;
    }
    assert.fail('no one-locomotive ferry to claim');
  });
}

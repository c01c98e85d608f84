// Browser test for Warehouses & Depots (issue 9): a Big Cities + W&D game
// against the computer, every step through the UI: the set-up option, the
// depot round, a draw that stores the deck's top card, a depot placed as the
// free action, a claim that collects a warehouse, and the final scores with
// the depot bonus. run.mjs registers it with `depotsTests(test, { artifacts, url })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { GamePage } from './game-page.mjs';

// Cities with many short routes: a depot there is soon claimed into.
const HUBS = ['frankfurt', 'wien', 'munchen', 'berlin', 'paris', 'budapest', 'zurich', 'bruxelles'];

async function seatFigure(page, seat, what) {
  return Number(await page.locator(`[data-testid="seat"][data-seat="${seat}"] [data-testid="seat-${what}"]`).innerText());
}

/** City index → { key, label } in board order (the engine's CityId). */
async function cityList(page) {
  return page.locator('[data-testid="city"]').evaluateAll((els) =>
    els.map((e) => ({ key: e.getAttribute('data-city'), label: e.getAttribute('aria-label') })));
}

/** The claimable routes with `label` at one end (the route's name starts "A – B:"). */
async function routesInto(page, claimable, label) {
  const names = await page.locator('[data-testid="route"]').evaluateAll((els) =>
    els.map((e) => [Number(e.getAttribute('data-route')), e.getAttribute('aria-label')]));
  return names
    .filter(([id, name]) => claimable.includes(id) && name.split(':')[0].split(' – ').includes(label))
    .map(([id]) => id);
}

/** Claims `route` with its first payment, ticking every warehouse offered; pays a tunnel. */
async function claimCollecting(game, route) {
  const page = game.page;
  await game.tapRoute(route);
  const dialog = page.getByTestId('claim-dialog');
  await dialog.waitFor();
  const offers = dialog.getByTestId('collect');
  const n = await offers.count();
  const cards = [];
  for (let i = 0; i < n; i++) {
    await offers.nth(i).click();
    cards.push(Number(await offers.nth(i).getAttribute('data-cards')));
  }
  await game.confirmClaim(dialog);
  return cards;
}

/** Records every long task (50 ms or more) the page runs. */
function watchLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(Math.round(e.duration));
  }).observe({ type: 'longtask', buffered: true });
}

/** The new-game form: Big Cities + W&D, seat 1 played by `level`, we start. */
async function startDepotsGame(page, game, level) {
  await game.open();
  if ((await page.locator('html').getAttribute('lang')) !== 'en') await page.getByTestId('lang-toggle').click();
  await page.getByTestId('home-new').click();
  await page.getByTestId('new-game').waitFor();
  await page.getByTestId('ng-kind-1').selectOption(level);
  await page.getByTestId('ng-variant').selectOption('big_cities');
  await page.getByTestId('ng-depots').check();
  await page.getByTestId('ng-seed').fill('11');
  await page.getByTestId('ng-first').selectOption('0');
}

async function drawStoring(game) {
  const page = game.page;
  await page.getByTestId('deck').click();
  const s = await game.waitForMyMove();
  if (!s.over && s.legal > 0 && s.second) await page.getByTestId('deck').click();
}

export function depotsTests(test, { artifacts, url }) {
  for (const [w, h] of [[1024, 768], [390, 844]]) {
    test(`Warehouses & Depots at ${w}x${h}: set-up, depot round, storing, a depot, a collection, the bonus`, async ({ board }) => {
      const page = board.page;
      const shot = (name) => page.screenshot({ path: join(artifacts, `depots-${name}-${w}x${h}.png`) });
      await page.setViewportSize({ width: w, height: h });
      const game = new GamePage(page, url);
      // Set-up: the option, with its one-line description, with Big Cities.
      await startDepotsGame(page, game, 'medium');
      assert.match(await page.getByTestId('ng-depots-field').innerText(), /Warehouses & Depots[\s\S]*Recommended with Big Cities/);
      await shot('setup');
      await page.getByTestId('ng-start').click();
      await game.keepTickets(0);

      // W1: the computer (last to play) places first, then the banner asks us.
      let s = await game.waitForMyMove();
      assert.equal(s.phase, 'PlacingDepots');
      assert.equal(await page.getByTestId('depot').count(), 1, "the computer's depot is on the map");
      // Another player's depot reads at every zoom: at the whole map too.
      await page.getByTestId('zoom-reset').click();
      await page.waitForTimeout(100);
      const depot = await page.getByTestId('depot').boundingBox();
      assert.ok(depot.width >= 12, `the computer's depot at the whole map is ${depot.width.toFixed(1)} px wide`);
      assert.match(await page.getByTestId('turn').innerText(), /Place your first depot: tap an empty city/);
      await shot('round');
      const cities = await cityList(page);
      const hub = HUBS.map((k) => cities.findIndex((c) => c.key === k)).find((i) => s.depotCities.includes(i));
      // A city with a depot is refused in words.
      const taken = await page.locator('[data-testid="city"][data-depot]').first();
      await taken.dispatchEvent('click');
      assert.match(await page.getByTestId('refusal').innerText(), /no depot and no station/);
      await page.getByTestId('refusal-close').click();
      await game.tapCity(hub);
      const dialog = page.getByTestId('depot-dialog');
      await dialog.waitFor();
      assert.match(await dialog.innerText(), /Everyone places one depot/);
      await dialog.getByTestId('depot-confirm').click();
      assert.equal(await page.locator('[data-testid="city"]').nth(hub).getAttribute('data-depot'), '0');

      // W2: the first draw names the warehouse: our own, shown on the deck.
      s = await game.waitForMyMove();
      assert.equal(s.phase, 'Playing');
      assert.equal(s.canStore, true);
      const picker = page.getByTestId('warehouse-picker');
      assert.equal(await picker.locator('[data-testid="store-in"][aria-pressed="true"]').getAttribute('data-seat'), '0');
      assert.equal(await page.getByTestId('deck-warehouse').getAttribute('data-seat'), '0');
      await shot('store');
      const before = await seatFigure(page, 0, 'warehouse');
      await drawStoring(game);
      s = await game.waitForMyMove();
      assert.equal(await seatFigure(page, 0, 'warehouse'), before + 1, 'the top card went into our warehouse');
      // Changing the choice is one tap, and it is remembered for the next
      // draw, and after a reload (the game's own actions say where we stored).
      await picker.locator('[data-testid="store-in"][data-seat="1"]').click();
      assert.equal(await page.getByTestId('deck-warehouse').getAttribute('data-seat'), '1');
      await drawStoring(game);
      s = await game.waitForMyMove();
      assert.equal(await picker.locator('[data-testid="store-in"][aria-pressed="true"]').getAttribute('data-seat'), '1');
      if (w > 600) {
        await page.reload();
        await page.getByTestId('home-continue').click();
        s = await game.waitForMyMove();
        assert.equal(await picker.locator('[data-testid="store-in"][aria-pressed="true"]').getAttribute('data-seat'), '1', 'remembered across a reload');
        assert.equal(await page.getByTestId('deck-warehouse').getAttribute('data-seat'), '1');
      }
      await picker.locator('[data-testid="store-in"][data-seat="0"]').click();
      assert.equal(await page.getByTestId('deck-warehouse').getAttribute('data-seat'), '0');

      // W3: an empty city tapped at the start of a turn → "Place a depot here".
      const supply = await seatFigure(page, 0, 'depots');
      const extra = s.depotCities.find((c) => c !== hub && !HUBS.includes(cities[c].key));
      // The "Place a depot" button says what to tap (a city tapped directly works too).
      await page.getByTestId('place-depot').click();
      assert.match(await page.getByTestId('depot-hint').innerText(), /Tap an empty city/);
      await game.tapCity(extra);
      await dialog.waitFor();
      assert.match(await dialog.innerText(), /free action/);
      await shot('place');
      // The "?" opens the rules at the depots.
      await dialog.getByTestId('help-depots').click();
      assert.match(await page.getByTestId('rules-help').innerText(), /Depots \(Warehouses & Depots\)[\s\S]*fewest depots/);
      if (w > 600) await shot('rules');
      await page.getByTestId('rules-help-close').click();
      await dialog.getByTestId('depot-confirm').click();
      assert.equal(await page.locator('[data-testid="city"]').nth(extra).getAttribute('data-depot'), '0');
      assert.equal(await seatFigure(page, 0, 'depots'), supply - 1);
      s = await game.waitForMyMove();
      assert.ok(s.canStore, 'placing a depot is free: the turn goes on');
      if (w < 600) {
        // On a phone the map zooms in to read the depots.
        await page.getByTestId('zoom-in').click();
        await page.getByTestId('zoom-in').click();
        await shot('zoom');
        await page.getByTestId('zoom-reset').click();
      }

      // W4: draw (into our warehouse) until a route into the hub can be
      // claimed, then claim it and take the warehouse.
      let collected = false;
      for (let turn = 0; turn < 300; turn++) {
        s = await game.waitForMyMove();
        if (s.over) break;
        if (s.choosing) {
          await game.keepTickets(0);
          continue;
        }
        const into = collected ? [] : await routesInto(page, s.claimable, cities[hub].label);
        const held = await seatFigure(page, 0, 'warehouse');
        if (!collected && into.length > 0 && held > 0) {
          const depots = await seatFigure(page, 0, 'depots');
          await page.screenshot({ path: join(artifacts, `depots-claim-${w}x${h}.png`) });
          await game.tapRoute(into[0]);
          const claim = page.getByTestId('claim-dialog');
          await claim.waitFor();
          assert.match(await claim.getByTestId('collect-choice').innerText(), new RegExp(`Take a warehouse\\s*\\?[\\s\\S]*depot in ${cities[hub].label}\\): ${held} cards?`));
          // The heading and its "?" do not read as "Take a warehouse??".
          assert.doesNotMatch(await claim.getByTestId('collect-choice').locator('h3').innerText(), /\?\s*\?/);
          await shot('collect');
          await claim.getByTestId('claim-cancel').click();
          const cards = await claimCollecting(game, into[0]);
          assert.deepEqual(cards, [held]);
          s = await game.waitForMyMove();
          if (!s.over) {
            assert.equal(await seatFigure(page, 0, 'warehouse'), 0, 'the warehouse was emptied into the hand');
            assert.equal(await seatFigure(page, 0, 'depots'), depots - 1, 'one depot spent');
            assert.match(await page.getByTestId('log').innerText(), /You collect the warehouse of the depot in/);
          }
          collected = true;
          continue;
        }
        if (collected && s.claimable.length > 0) {
          await game.claim(s.claimable[s.claimable.length - 1]);
          continue;
        }
        if (s.canStore || s.second) {
          await drawStoring(game);
          continue;
        }
        if (s.claimable.length > 0) {
          await game.claim(s.claimable[0]);
          continue;
        }
        if (s.canPass) await page.getByTestId('pass').click();
        else if (s.canDrawTickets) {
          await page.getByTestId('draw-tickets').click();
          await game.keepTickets(0);
        }
      }
      assert.ok(collected, 'a warehouse was collected');
      await page.getByTestId('final-scores').waitFor();
      // W7: the bonus line on every row; 10 to whoever kept the most depots.
      const bonus = await page.getByTestId('depot-bonus').evaluateAll((els) => els.map((e) => [e.innerText, Number(e.dataset.points)]));
      assert.equal(bonus.length, 2);
      const kept = bonus.map(([text]) => Number(text.match(/(\d+) in supply/)[1]));
      const most = Math.max(...kept);
      assert.deepEqual(bonus.map(([, p]) => p), kept.map((k) => (k === most ? 10 : 0)));
      await page.getByTestId('final-scores').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(artifacts, `depots-final-${w}x${h}.png`), fullPage: true });
    });
  }

  test('a Hard computer plays Warehouses & Depots without freezing the page', async ({ board }) => {
    const page = board.page;
    await page.addInitScript(watchLongTasks);
    const game = new GamePage(page, url);
    await startDepotsGame(page, game, 'hard');
    await page.getByTestId('ng-start').click();
    await game.keepTickets(0);
    // The depot round: Hard places first (it plays last).
    let s = await game.waitForMyMove();
    assert.equal(s.phase, 'PlacingDepots');
    assert.equal(await page.locator('[data-testid="depot"][data-seat="1"]').count(), 1);
    await game.tapCity(s.depotCities[0]);
    await page.getByTestId('depot-dialog').getByTestId('depot-confirm').click();
    // A few turns: Hard answers each (draws store a card, claims may collect).
    // Long tasks are counted from here: mounting the game screen is not the computer's.
    const turns = (await game.waitForMyMove()).turns;
    await page.evaluate(() => { window.__longTasks = []; });
    for (let i = 0; i < 5; i++) {
      s = await game.waitForMyMove();
      if (s.over) break;
      if (s.canStore || s.second) await drawStoring(game);
      else if (s.claimable.length > 0) await game.claim(s.claimable[0]);
    }
    s = await game.waitForMyMove();
    assert.ok(s.turns >= turns + 8, `Hard played its turns (${turns} → ${s.turns})`);
    const long = await page.evaluate(() => window.__longTasks);
    console.log(`     long tasks: ${JSON.stringify(long)}`);
    assert.ok(long.every((ms) => ms < 200), `no task froze the page: ${JSON.stringify(long)}`);
  });

  test('Warehouses & Depots in pass and play: each person places a depot and stores into their own warehouse, and no hand shows at a hand-off', async ({ board }) => {
    const page = board.page;
    const game = new GamePage(page, url);
    await startDepotsGame(page, game, 'human');
    await page.getByTestId('ng-name-0').fill('Anna');
    await page.getByTestId('ng-name-1').fill('Bruno');
    await page.getByTestId('ng-start').click();
    const placed = new Set();
    const stored = new Set();
    let handoffs = 0;
    for (let step = 0; step < 80 && stored.size < 2; step++) {
      const s = await game.waitForMyMove();
      if (s.over) break;
      const hands = await page.locator('[data-testid="hand"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-seat')));
      if (s.done !== null) {
        await page.getByTestId('pass-on').click();
        continue;
      }
      if (s.handoff !== null) {
        assert.deepEqual(hands, [], 'no hand behind the hand-off screen');
        handoffs += 1;
        await page.getByTestId('handoff-ready').click();
        continue;
      }
      assert.deepEqual(hands, [String(s.revealed)], `only seat ${s.revealed}'s hand`);
      if (s.choosing) {
        await game.keepTickets(0);
        continue;
      }
      if (s.phase === 'PlacingDepots') {
        const free = s.depotCities.filter((c) => !placed.has(c));
        await game.tapCity(free[0]);
        await page.getByTestId('depot-dialog').getByTestId('depot-confirm').click();
        placed.add(free[0]);
        continue;
      }
      if (s.canStore) {
        // Each person's draws go to their own warehouse unless they pick another.
        const picked = page.getByTestId('warehouse-picker').locator('[data-testid="store-in"][aria-pressed="true"]');
        assert.equal(await picked.getAttribute('data-seat'), String(s.revealed));
        const before = await seatFigure(page, s.revealed, 'warehouse');
        await page.getByTestId('deck').click();
        const t = await game.waitForMyMove();
        if (t.revealed === s.revealed && t.handoff === null) {
          assert.equal(await seatFigure(page, s.revealed, 'warehouse'), before + 1);
        }
        stored.add(s.revealed);
        continue;
      }
      await page.getByTestId('deck').click();
    }
    assert.equal(placed.size, 2, 'both people placed a depot');
    assert.deepEqual([...stored].sort(), [0, 1], 'both stored into their own warehouse');
    assert.ok(handoffs >= 2, `${handoffs} hand-offs`);
  });
}

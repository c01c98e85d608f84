// Browser tests for issue 12, "A table you can read at a glance": what fits
// on a desktop, a portrait tablet and a phone (dialogs beside the map, the
// hand in view, tap targets), and the splash while the app loads.
// run.mjs registers them with `layoutTests(test, { artifacts, url })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { GamePage } from './game-page.mjs';
import { openInEnglish, openInLanguage, quickGame, showLogAndSettings } from './table-shared.mjs';

export function layoutTests(test, { artifacts, url }) {
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
        if (w > 1000) {
          assert.deepEqual(await hidden('claim-dialog'), [], 'cities under the claim dialog');
        } else {
          // Docked, the claim is a sheet at the foot and the map pans the
          // route above it: the route's own cities stay in sight.
          const ends = await page.locator(`[data-testid="route"][data-route="${s.claimable[0]}"]`).getAttribute('aria-label');
          const [a, b] = ends.split(':')[0].split(' – ');
          const keys = await page.locator('[data-testid="city"]').evaluateAll((els, names) => els
            .filter((e) => names.includes(e.querySelector('text.label').textContent)).map((e) => e.dataset.city), [a, b]);
          const under = await hidden('claim-dialog');
          assert.deepEqual(keys.filter((k) => under.includes(k)), [], `the claimed route's cities ${a}, ${b} under the claim sheet`);
        }
        await page.screenshot({ path: join(artifacts, `claim-dialog-docked-${w}x${h}.png`) });
        return;
      }
      await game.drawTwo();
    }
    assert.fail('never able to claim a route');
  });
  for (const [w, h] of [[1024, 768], [1280, 800]]) test(`at ${w}x${h} the side panel starts at the top, beside the turn and the latest moves, and ends in the window`, async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: w, height: h });
    const game = await quickGame(page, url, [w, h]);
    await game.waitForMyMove();
    await game.drawTwo();
    await game.waitForMyMove();
    await page.getByTestId('recap').waitFor();
    const at = await page.evaluate(() => {
      const box = (sel) => document.querySelector(sel).getBoundingClientRect();
      return { side: box('aside.side'), banner: box('.banner'), recap: box('[data-testid="recap"]'), map: box('.board-wrap') };
    });
    assert.ok(Math.abs(at.side.top - at.banner.top) <= 4, `the side panel starts at ${at.side.top}, the turn at ${at.banner.top}`);
    assert.ok(at.recap.right <= at.side.left, 'the latest moves keep to the map\'s column');
    assert.ok(at.map.top >= at.recap.bottom, 'the map under the latest moves');
    // Seats, cards, hand and tickets: the whole panel without scrolling.
    assert.ok(at.side.bottom <= h, `the side panel ends at ${Math.round(at.side.bottom)} px of ${h}`);
  });

  test('each action keeps its "?" on its own line, depots included, in Italian, at every size', async ({ board }) => {
    const page = board.page;
    for (const [w, h] of [[1024, 768], [768, 1024], [390, 844]]) {
      await page.setViewportSize({ width: w, height: h });
      await openInLanguage(page, url, 'it');
      await page.getByTestId('home-new').click();
      await page.getByTestId('ng-players').selectOption('3');
      await page.getByTestId('ng-depots').check();
      await page.getByTestId('ng-start').click();
      await page.getByTestId('place-depot').waitFor();
      for (const id of ['build-station', 'place-depot']) {
        const apart = await page.getByTestId(id).evaluate((b) => {
          const help = b.nextElementSibling;
          const [r, q] = [b.getBoundingClientRect(), help.getBoundingClientRect()];
          return { gap: q.left - r.right, rise: Math.abs((q.top + q.bottom) / 2 - (r.top + r.bottom) / 2), help: help.classList.contains('help-button') };
        });
        assert.ok(apart.help, `${id}: its "?" follows it`);
        assert.ok(apart.rise <= 4 && apart.gap >= 0 && apart.gap <= 12, `${w}x${h} ${id}: its "?" is ${Math.round(apart.gap)} px beside and ${Math.round(apart.rise)} px off its line`);
      }
    }
  });

  test('a dialog\'s "?" stands at its title\'s right, not on a line of its own, at every size', async ({ board }) => {
    const page = board.page;
    for (const [w, h] of [[1024, 768], [768, 1024], [390, 844]]) {
      await page.setViewportSize({ width: w, height: h });
      await openInEnglish(page, url);
      await page.getByTestId('quick-vs-computer').click();
      const dialog = page.getByTestId('ticket-choice');
      await dialog.waitFor();
      const m = await dialog.evaluate((d) => {
        const title = d.querySelector('h2');
        const help = title.nextElementSibling;
        const range = document.createRange();
        range.selectNodeContents(title);
        const words = [...range.getClientRects()];
        const t = title.getBoundingClientRect();
        const b = help.getBoundingClientRect();
        return { isHelp: help.classList.contains('help-button'), helpMid: b.top + b.height / 2, top: t.top, bottom: t.bottom, textRight: Math.max(...words.map((r) => r.right)), helpLeft: b.left, helpSize: b.width };
      });
      assert.ok(m.isHelp, 'the title is followed by its "?"');
      assert.ok(m.helpMid >= m.top && m.helpMid <= m.bottom, `${w}x${h}: the "?" is on the title's line: ${JSON.stringify(m)}`);
      assert.ok(m.textRight <= m.helpLeft, `${w}x${h}: the title does not run under the "?": ${JSON.stringify(m)}`);
      assert.ok(m.helpSize >= 44, `${w}x${h}: the "?" is a finger wide`);
      await page.screenshot({ path: join(artifacts, `dialog-help-${w}x${h}.png`) });
    }
    await page.setViewportSize({ width: 1024, height: 768 });
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
    const hide = await showLogAndSettings(page);
    const toggle = await page.getByTestId('colour-blind').evaluate((e) => e.closest('label').getBoundingClientRect().height);
    assert.ok(toggle >= 44, `the colour-blind switch is ${toggle} px tall`);
    await hide();
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
  test('at 1024x768 the latest moves stay readable while a dialog is open', async ({ board }) => {
    const page = board.page;
    const game = await quickGame(page, url, [1024, 768]);
    await game.waitForMyMove();
    await game.drawTwo();
    await game.waitForMyMove();
    const recap = page.getByTestId('recap');
    await recap.waitFor();
    // The ticket dialog docks over the side panel, as the claim dialog does.
    await page.getByTestId('draw-tickets').click();
    const dialog = page.getByTestId('ticket-choice');
    await dialog.waitFor();
    const d = await dialog.evaluate((e) => e.getBoundingClientRect().toJSON());
    const r = await recap.evaluate((e) => e.getBoundingClientRect().toJSON());
    const over = (a) => a.left < d.right && d.left < a.right && a.top < d.bottom && d.top < a.bottom;
    assert.ok(!over(r), `the latest moves (${r.left}–${r.right}) run under the dialog (${d.left}–${d.right})`);
    const lines = await page.getByTestId('recap-line').evaluateAll((els) => els.flatMap((e) => [...e.getClientRects()].map((x) => x.toJSON())));
    assert.ok(lines.length > 0 && !lines.some(over), 'a line of the latest moves under the dialog');
    assert.ok(r.bottom <= 768, `the latest moves end at ${r.bottom}`);
    await page.screenshot({ path: join(artifacts, 'latest-moves-with-dialog-1024x768.png') });
    await game.keepTickets(0);
  });
}

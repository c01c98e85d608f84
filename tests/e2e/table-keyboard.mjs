// Browser tests for issue 12, "A table you can read at a glance": the
// keyboard (dialogs, the Tab order) and the browser's Back.
// run.mjs registers them with `keyboardTests(test, { artifacts, url })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { GamePage } from './game-page.mjs';
import { openInEnglish, quickGame } from './table-shared.mjs';

export function keyboardTests(test, { artifacts, url }) {
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
  test('the routes are listed in map order, north to south (the order the arrow keys walk), and a click draws no focus box', async ({ board }) => {
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
  test('the keyboard follows the turn: from the top, the map (one stop), then the face-up cards, the deck, the tickets and the hand', async ({ board }) => {
    const page = board.page;
    for (const [w, h] of [[1024, 768], [390, 844]]) {
      const game = await quickGame(page, url, [w, h]);
      await game.waitForMyMove();
      // From the header's first control (the focus starts at the top).
      await page.getByTestId('home-link').focus();
      const seen = [];
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const id = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
        seen.push(id);
        if (id === 'ticket') break;
      }
      const at = (id) => seen.indexOf(id);
      const order = ['route', 'face-up', 'deck', 'draw-tickets', 'ticket'];
      for (const id of order) assert.ok(at(id) >= 0, `${w}x${h}: ${id} reached by Tab: ${seen.join(' ')}`);
      assert.deepEqual([...order].sort((a, b) => at(a) - at(b)), order, `${w}x${h}: in the turn's order: ${seen.join(' ')}`);
      assert.equal(seen.filter((id) => id === 'route').length, 1, 'the map is one Tab stop');
      assert.ok(at('face-up') < 12, `${w}x${h}: the first face-up card after ${at('face-up') + 1} Tabs: ${seen.join(' ')}`);
      assert.ok(at('hand-card') === -1 || at('hand-card') > at('draw-tickets'), 'the hand after the draw row');
    }
    // The map looks as before: the side panel is still on its right.
    await page.setViewportSize({ width: 1024, height: 768 });
    const map = await page.getByTestId('board').boundingBox();
    const side = await page.locator('.side').boundingBox();
    assert.ok(side.x >= map.x + map.width, `side panel at x=${side.x}, map ends at ${map.x + map.width}`);
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
  test('the map is one Tab stop: the arrow keys walk its routes in map order, Enter opens the claim dialog', async ({ board }) => {
    const page = board.page;
    const game = await quickGame(page, url, [1024, 768]);
    await game.waitForMyMove();
    const order = await page.locator('[data-testid="route"]').evaluateAll((els) => els.map((e) => e.dataset.route));
    const stops = () => page.locator('[data-testid="route"][tabindex="0"]').evaluateAll((els) => els.map((e) => e.dataset.route));
    const focused = () => page.evaluate(() => document.activeElement?.dataset?.route ?? document.activeElement?.dataset?.testid ?? null);
    assert.deepEqual(await stops(), [order[0]], 'one route holds the Tab stop, the first in map order');
    // Tab from the control before the map enters the map once, and the next Tab leaves it.
    await page.locator(`[data-testid="route"][data-route="${order[0]}"]`).focus();
    await page.keyboard.press('Shift+Tab');
    assert.ok(!order.includes(await focused()), `Shift+Tab leaves the map (at ${await focused()})`);
    await page.keyboard.press('Tab');
    assert.equal(await focused(), order[0]);
    await page.keyboard.press('Tab');
    assert.ok(!order.includes(await focused()), `a second Tab leaves the map (at ${await focused()})`);
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focused(), order[0]);
    // The arrows: on along the map order and back; Home and End.
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(key);
    assert.equal(await focused(), order[3]);
    await page.keyboard.press('ArrowLeft');
    assert.equal(await focused(), order[2]);
    await page.keyboard.press('ArrowUp');
    assert.equal(await focused(), order[1]);
    await page.keyboard.press('End');
    assert.equal(await focused(), order[order.length - 1]);
    await page.keyboard.press('ArrowRight');
    assert.equal(await focused(), order[order.length - 1], 'the last route stays the last');
    await page.keyboard.press('Home');
    assert.equal(await focused(), order[0]);
    // Leaving and coming back lands on the route the arrows reached.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focused(), order[1]);
    assert.deepEqual(await stops(), [order[1]], 'still one Tab stop');
    // Enter on a route you can claim opens its dialog.
    for (let i = 0; i < 30; i++) {
      const s = await game.waitForMyMove();
      if (s.claimable.length === 0 || s.second) {
        await game.drawTwo();
        continue;
      }
      const target = order.indexOf(String(s.claimable[0]));
      await page.locator(`[data-testid="route"][tabindex="0"]`).focus();
      await page.keyboard.press('Home');
      for (let k = 0; k < target; k++) await page.keyboard.press('ArrowRight');
      assert.equal(await focused(), order[target]);
      await page.keyboard.press('Enter');
      await page.getByTestId('claim-dialog').waitFor();
      await page.screenshot({ path: join(artifacts, 'arrow-keys-claim-1024x768.png') });
      await page.keyboard.press('Escape');
      await page.getByTestId('claim-dialog').waitFor({ state: 'detached' });
      return;
    }
    assert.fail('never able to claim a route');
  });
}

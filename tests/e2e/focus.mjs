// Browser tests for where the keyboard's focus goes when dialogs follow one
// another, in both games (`src/modal.rs`): a dialog that opens while another
// closes keeps the focus, and a closed dialog hands the focus back only when
// nothing else took it. run.mjs registers them with `focusTests(test, { url })`.
import assert from 'node:assert/strict';
import { GamePage } from './game-page.mjs';

/** What has the focus: its test id, else its tag. */
const focused = (page) =>
  page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

/** Whether the focus is inside the element with test id `id`. */
const focusInside = (page, id) =>
  page.evaluate((id) => !!document.activeElement?.closest(`[data-testid="${id}"]`), id);

/** Lets a few frames paint (work put off until after a paint runs). */
const frames = (page, n = 6) =>
  page.evaluate((n) => new Promise((r) => {
    const step = (k) => (k === 0 ? setTimeout(r, 50) : requestAnimationFrame(() => step(k - 1)));
    step(n);
  }), n);

export function focusTests(test, { url }) {
  test('a tunnel claimed by keyboard: its dialog keeps the focus, and after it the focus is back on the route', async ({ board }) => {
    const page = board.page;
    const game = new GamePage(page, url);
    await game.open();
    if ((await page.locator('html').getAttribute('lang')) !== 'en') await page.getByTestId('lang-toggle').click();
    await page.getByTestId('quick-vs-computer').click();
    await game.keepTickets(0);
    for (let turn = 0; turn < 90; turn++) {
      const s = await game.waitForMyMove();
      if (s.over) break;
      const tunnels = await page
        .locator('[data-testid="route"].tunnel')
        .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-route'))));
      const target = s.second ? undefined : s.claimable.find((r) => tunnels.includes(r));
      if (target === undefined) {
        await game.drawTwo();
        continue;
      }
      await page.locator(`[data-testid="route"][data-route="${target}"]`).focus();
      await page.keyboard.press('Enter');
      const claim = page.getByTestId('claim-dialog');
      await claim.waitFor();
      await claim.getByTestId('payment').first().click();
      await claim.getByTestId('claim-confirm').focus();
      await page.keyboard.press('Enter');
      const tunnel = page.getByTestId('tunnel-dialog');
      await claim.waitFor({ state: 'detached' });
      await frames(page);
      // No extra card drawn matched: the tunnel is simply claimed.
      if ((await tunnel.count()) === 0) continue;
      assert.ok(await focusInside(page, 'tunnel-dialog'), `the tunnel dialog has the focus (it is on ${await focused(page)})`);
      // Pay if the hand can, else give up: either way by keyboard.
      const pay = tunnel.getByTestId('tunnel-pay');
      if ((await pay.count()) > 0) await pay.first().focus();
      else await tunnel.getByTestId('tunnel-decline').focus();
      await page.keyboard.press('Enter');
      await tunnel.waitFor({ state: 'detached' });
      await frames(page);
      // Back on the route the player claimed, as after Esc: the next Tab
      // goes on from where they were on the map.
      const back = await page.evaluate(() => document.activeElement?.getAttribute('data-route'));
      assert.equal(back, String(target), `the focus is back on the route (it is on ${await focused(page)})`);
      return;
    }
    assert.fail('never able to claim a tunnel');
  });

  test('the route the keyboard is on stands out on the map: a band under it, not a thin box', async ({ board }) => {
    const page = board.page;
    const game = new GamePage(page, url);
    await game.open();
    await page.getByTestId('quick-vs-computer').click();
    await game.keepTickets(0);
    await game.waitForMyMove();
    // Into the map by keyboard: the route holding its Tab stop, then an arrow.
    await page.locator('[data-testid="route"][tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    const look = await page.evaluate(() => {
      const route = document.activeElement;
      const hit = route.querySelector('.hit');
      return {
        isRoute: route.getAttribute('data-testid') === 'route',
        outline: getComputedStyle(route).outlineStyle,
        band: getComputedStyle(hit).stroke,
        width: parseFloat(getComputedStyle(hit).strokeWidth),
      };
    });
    assert.ok(look.isRoute, 'a route has the focus');
    assert.equal(look.outline, 'none', 'no thin box');
    assert.notEqual(look.band, 'transparent');
    assert.ok(!/rgba\(0, 0, 0, 0\)/.test(look.band), `a visible band (${look.band})`);
    assert.ok(look.width >= 20, `a wide band (${look.width})`);
  });
}

// Browser tests for issue 12, "A table you can read at a glance": taking
// tickets and cards, what a route costs and claiming it, the turn greying out.
// run.mjs registers them with `actionTests(test, { artifacts, url })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { GamePage } from './game-page.mjs';
import { openInEnglish, quickGame, seededGame } from './table-shared.mjs';

export function actionTests(test, { artifacts, url }) {
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
      // The marks change two paints after the move (Table::publish): on a
      // loaded machine later than waitForMyMove's one frame.
      const want = [...s.claimable].sort((a, b) => a - b);
      await page.waitForFunction((want) => JSON.stringify([...document.querySelectorAll('[data-testid="route"].claimable')]
        .map((e) => Number(e.getAttribute('data-route'))).sort((a, b) => a - b)) === JSON.stringify(want), want, { timeout: 3000 }).catch(() => {});
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
  test('once the deck runs out the deck counts the discards a draw shuffles in, never "Deck 0" while it draws', async ({ board }) => {
    const page = board.page;
    // The person only draws, one card at a time, so the deck runs out and
    // each step of the turn is looked at. A random deal may end before its
    // deck runs out, so the game is dealt from a seed whose deck does (at
    // the person's 57th move; the same seed and moves, the same game).
    const game = await seededGame(page, url, 1, [1024, 768]);
    for (let turn = 0; turn < 400; turn++) {
      const s = await game.waitForMyMove();
      if (s.over) break;
      if (s.choosing) {
        await game.keepTickets(0);
        continue;
      }
      const deck = page.getByTestId('deck');
      const shown = Number(await deck.getByTestId('deck-count').innerText());
      if ((await deck.getAttribute('aria-disabled')) === 'false') {
        assert.ok(shown > 0, `"Deck ${shown}" while a draw from it is allowed`);
        const note = deck.getByTestId('deck-refill');
        if ((await note.count()) > 0) {
          assert.equal((await note.innerText()).trim(), 'from the discards');
          assert.match(await deck.getAttribute('aria-label'), new RegExp(`^Deck ${shown} \\(from the discards\\)`));
          await page.locator('.draw').screenshot({ path: join(artifacts, 'deck-from-discards-1024x768.png') });
          return;
        }
      }
      if (s.canDrawBlind) await deck.click();
      else if (s.claimable.length > 0 && !s.second) await game.claim(s.claimable[0]);
      else if (s.canPass) await page.getByTestId('pass').click();
      else await page.locator('[data-testid="face-up"]:not([aria-disabled="true"])').first().click();
    }
    assert.fail('seed 1 no longer runs the deck out: pick a seed whose deck does');
  });
}

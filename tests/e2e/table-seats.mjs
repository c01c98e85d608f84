// Browser tests for issue 12, "A table you can read at a glance": the seats
// table (the race, whole names, the final scores) and the last round.
// run.mjs registers them with `seatsTests(test, { artifacts, url })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { openInEnglish, openInLanguage, playOn, quickGame } from './table-shared.mjs';

export function seatsTests(test, { artifacts, url }) {
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
        const width = await page.getByTestId('seats').evaluate((t) => t.scrollWidth <= (t.parentElement.clientWidth || t.closest('.layout').clientWidth) + 1);
        assert.ok(width, 'the seats table fits its panel');
        await page.getByTestId('seats').screenshot({ path: join(artifacts, `seats-race-${size.join('x')}.png`) });
        break;
      }
    }
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
      // (Docked, the side panel lays its parts straight into the page's
      // grid and has no box of its own: the seats fit the page's width.)
      const fits = await page.getByTestId('seats').evaluate((t) => t.scrollWidth <= (t.parentElement.clientWidth || t.closest('.layout').clientWidth) + 1);
      assert.ok(fits, `${w}x${h}: the seats table fits its panel`);
    }
  });
  test('once the game is over the seats table shows the final scores, not the route points', async ({ board }) => {
    const page = board.page;
    const game = await quickGame(page, url, [1024, 768]);
    for (let turn = 0; turn < 600; turn++) {
      const s = await game.waitForMyMove();
      if (s.over) break;
      await playOn(game, s);
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
      await playOn(game, s);
    }
    await page.getByTestId('final-scores').waitFor();
    assert.ok(seen >= 1, 'a last turn was played');
  });
  test('at 1024x768 the seats beside the map show whole names, five seats, in English and Italian', async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: 1024, height: 768 });
    for (const [lang, computer] of [['en', 'Computer (medium)'], ['it', 'Computer (difficile)']]) {
      await openInLanguage(page, url, lang);
      await page.getByTestId('home-new').click();
      // Five seats with Warehouses & Depots: the most figures beside a name.
      await page.getByTestId('ng-players').selectOption('5');
      for (const i of [2, 3, 4]) await page.getByTestId(`ng-kind-${i}`).selectOption('easy');
      await page.getByTestId('ng-name-4').fill(computer);
      await page.getByTestId('ng-depots').check();
      await page.getByTestId('ng-start').click();
      await page.getByTestId('seats').waitFor();
      const cells = await page.locator('[data-testid="seat"] th').evaluateAll((els) => els.map((e) => [e.textContent.trim(), e.scrollWidth, e.clientWidth]));
      assert.equal(cells.length, 5);
      assert.ok(cells.some(([name]) => name.endsWith(computer)), JSON.stringify(cells));
      for (const [name, need, has] of cells) assert.ok(need <= has, `${lang}: "${name}" needs ${need} px, has ${has}`);
      const fits = await page.getByTestId('seats').evaluate((t) => t.scrollWidth <= (t.parentElement.clientWidth || t.closest('.layout').clientWidth) + 1);
      assert.ok(fits, `${lang}: the seats table fits its panel`);
      // Still beside the map, not under it.
      const map = await page.getByTestId('board').boundingBox();
      const seats = await page.getByTestId('seats').boundingBox();
      assert.ok(seats.x >= map.x + map.width, `${lang}: the seats at x=${seats.x}`);
      await page.getByTestId('seats').screenshot({ path: join(artifacts, `seats-names-1024x768-${lang}.png`) });
    }
  });
}

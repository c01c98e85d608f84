// Browser tests for issue 12, "A table you can read at a glance": words a
// player reads (Italian agreement, Mega Europe's long tickets).
// run.mjs registers them with `wordsTests(test, { artifacts, url })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { GamePage } from './game-page.mjs';
import { openInEnglish, playOn, quickGame } from './table-shared.mjs';

export function wordsTests(test, { artifacts, url }) {
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
  test('a quick game started in English calls you "Tu" once switched to Italian, at the table and in Saved games', async ({ board }) => {
    const page = board.page;
    await quickGame(page, url);
    const mine = page.getByTestId('seat').first().locator('th');
    // The swatch's number, then the name: "1You".
    assert.match(await mine.innerText(), /You\s*$/);
    await page.getByTestId('lang-toggle').click();
    await page.locator('html[lang="it"]').waitFor();
    await page.waitForFunction(() => /Tu\s*$/.test(document.querySelector('[data-testid="seat"] th').innerText), null, { timeout: 3000 });
    await page.getByTestId('home-link').click();
    await page.getByTestId('home-saves').click();
    const players = page.getByTestId('save-players').first();
    await players.waitFor();
    assert.match(await players.innerText(), /\bTu\b/);
    assert.doesNotMatch(await players.innerText(), /\bYou\b/);
    await page.getByTestId('lang-toggle').click();
    await page.locator('html[lang="en"]').waitFor();
    assert.match(await players.innerText(), /\bYou\b/);
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
    // Both choices in the computer's line of the latest moves, its name said once.
    await new GamePage(page, url).keepTickets(0);
    const line = page.getByTestId('recap-line').first();
    await line.waitFor();
    const said = await line.innerText();
    assert.match(said, /^Player 2 keeps [01] long tickets?; keeps \d tickets$/);
    assert.equal(said.split('Player 2').length - 1, 1, said);
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
  test('the final scores say whose route each station uses, or why it uses none, in English and Italian', async ({ board }) => {
    const page = board.page;
    const game = await quickGame(page, url, [1024, 768]);
    let built = false;
    for (let turn = 0; turn < 600; turn++) {
      const s = await game.waitForMyMove();
      if (s.over) break;
      if (!built && !s.choosing && !s.second && s.stationCities.length > 0) {
        await game.buildStation(s.stationCities[0]);
        built = true;
      } else await playOn(game, s);
    }
    const loans = page.getByTestId('station-loan');
    await page.getByTestId('final-scores').waitFor();
    assert.ok(built && (await loans.count()) >= 1, 'a station at the end');
    const said = async () => (await loans.allInnerTexts()).map((t) => t.trim());
    for (const line of await said()) {
      assert.match(line, /^⌂ [^:]+: (uses .+ – .+, (your|.+'s) route|uses the route .+ – .+|no other player has a route here|no other player's route here helps a ticket)$/);
    }
    await page.getByTestId('final-scores').screenshot({ path: join(artifacts, 'station-loans-1024x768-en.png') });
    await page.getByTestId('lang-toggle').click();
    await page.locator('html[lang="it"]').waitFor();
    for (const line of await said()) {
      assert.match(line, /^⌂ [^:]+: (usa .+ – .+, (la tua linea|linea di .+)|usa la linea .+ – .+|nessun altro giocatore ha una linea qui|nessuna linea di altri giocatori qui serve ai biglietti)$/);
    }
  });
}

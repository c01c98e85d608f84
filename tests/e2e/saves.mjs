// Browser tests of the new-game form, autosave and Continue, the saved-games
// list, export/import and damaged saves. run.mjs registers them with
// `saveTests(test, { artifacts })`; each gets a fresh page and empties storage.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LAST_KEY, SAVE_PREFIX, SavesPage } from './saves-page.mjs';

const ADA_VS_BOT = {
  seats: [
    { name: 'Ada', kind: 'human' },
    { name: 'Babbage', kind: 'easy' },
  ],
  seed: 4242,
  first: 0,
};

/// Starts Ada against an Easy computer and plays a few moves: the ticket
/// choice, then two cards from the deck.
async function playAFewMoves(s) {
  await s.startGame(ADA_VS_BOT);
  await s.keepTickets();
  await s.waitForMyTurn();
  await s.drawFromDeck();
  await s.page.waitForFunction(() => JSON.parse(window.__europa).turns >= 0);
  await s.drawFromDeck();
  // The computer answers at once (?fast=1); wait for the turn to come back.
  await s.waitForMyTurn();
}

export function saveTests(test, { artifacts }) {
  const sp = ({ board }) => new SavesPage(board.page, board.url);

  test('new game: the form starts the chosen seats, seed and variant, and autosaves', async (ctx) => {
    const s = sp(ctx);
    await s.openFresh();
    await s.newGameForm();
    // Five colour swatches, two seats shown by default.
    assert.equal(await s.page.locator('.seat-row:not([hidden])').count(), 2);
    await s.fillForm({
      seats: [
        { name: 'Ada', kind: 'human' },
        { name: 'Babbage', kind: 'easy' },
        { name: 'Carla', kind: 'medium' },
      ],
      seed: 'abc',
      first: 2,
      variant: 'europa1912',
    });
    // A level shows the engine's description.
    assert.match(await s.page.getByTestId('ng-level-desc-1').innerText(), /easy tickets/);
    assert.equal(await s.page.getByTestId('ng-level-desc-0').innerText(), '');
    // A seed that is not a number is refused with a reason, and nothing starts.
    await s.start();
    assert.match(await s.page.getByTestId('ng-error').innerText(), /whole number/);
    assert.deepEqual(await s.stored(), {});
    await s.page.getByTestId('ng-seed').fill('4242');
    await s.start();
    await s.page.getByTestId('ticket-choice').waitFor();
    const games = await s.storedGames();
    assert.equal(games.length, 1);
    const [g] = games;
    assert.deepEqual(g.seats, [
      { name: 'Ada', kind: 'Human' },
      { name: 'Babbage', kind: { Computer: 'Easy' } },
      { name: 'Carla', kind: { Computer: 'Medium' } },
    ]);
    assert.deepEqual(g.record.config, {
      players: 3,
      seed: 4242,
      variant: 'Europa1912',
      first_player: 2,
      depots: false,
      legacy_face_up_reset: false,
    });
    assert.equal(await s.page.evaluate((k) => localStorage.getItem(k), LAST_KEY), g.id);
  });

  test('Mega Europe: keep 0 or 1 of 2 long tickets, then the regular minimum that follows', async (ctx) => {
    const s = sp(ctx);
    await s.openFresh();
    await s.startGame({ ...ADA_VS_BOT, variant: 'mega' });
    const dialog = s.page.getByTestId('ticket-choice');
    const offered = dialog.getByTestId('offer-ticket');
    // Stage 1: two long tickets; the dialog says the choice is 0 to 1.
    assert.equal(await offered.count(), 2);
    assert.match(await dialog.getByTestId('keep-min').innerText(), /from 0 to 1 ticket\b/);
    // The limit holds as you tick: a tap on the second long ticket moves
    // the tick to it, never both ticked.
    await offered.nth(0).click();
    await offered.nth(1).click();
    assert.deepEqual(await offered.evaluateAll((els) => els.map((e) => e.getAttribute('aria-pressed'))), ['false', 'true']);
    // Untick it: keeping none is allowed too.
    await offered.nth(1).click();
    assert.equal(await dialog.getByTestId('keep-tickets').getAttribute('aria-disabled'), 'false');
    // Keep one: stage 2 deals 5 regular tickets, at least 2 to keep.
    await offered.nth(0).click();
    await dialog.getByTestId('keep-tickets').click();
    await s.page.waitForFunction(() => document.querySelectorAll('[data-testid="offer-ticket"]').length === 5);
    assert.match(await dialog.getByTestId('keep-min').innerText(), /at least 2 tickets/);
    await offered.nth(0).click();
    await offered.nth(3).click();
    await dialog.getByTestId('keep-tickets').click();
    await dialog.waitFor({ state: 'detached' });
    await s.waitForMyTurn();
    // One long and two regular tickets on the table, and the save says Mega.
    assert.equal(await s.page.getByTestId('tickets').getByTestId('ticket').count(), 3);
    const [saved] = await s.storedGames();
    assert.equal(saved.record.config.variant, 'Mega');
  });

  test('home with a game open: one button back to it ("Back to the game"), no "Continue" beside it', async (ctx) => {
    const s = sp(ctx);
    await s.openFresh();
    await playAFewMoves(s);
    const before = await s.position();
    await s.home();
    // The same game twice over ("Continue" loads its save, "Back to the
    // game" shows it) was two buttons for one thing.
    assert.equal(await s.page.getByTestId('home-continue').count(), 0, 'no Continue');
    const back = s.page.getByTestId('back-to-game');
    assert.equal(await back.count(), 1);
    assert.match(await back.getAttribute('class'), /primary/, 'it is the first choice');
    await back.click();
    await s.waitForMyTurn();
    assert.deepEqual(await s.position(), before);
    // After a reload nothing is open: Continue loads the saved game.
    await s.page.reload();
    await s.page.getByTestId('home-continue').waitFor();
    assert.equal(await s.page.getByTestId('back-to-game').count(), 0);
  });

  test('new game: "Start" and "Back" are in view at every size without scrolling, and a refusal shows beside them', async (ctx) => {
    const s = sp(ctx);
    await s.openFresh();
    for (const [width, height] of [[1024, 768], [768, 1024], [390, 844]]) {
      await s.page.setViewportSize({ width, height });
      await s.newGameForm();
      // Five seats: the longest form.
      await s.page.getByTestId('ng-players').selectOption('5');
      await s.page.evaluate(() => window.scrollTo(0, 0));
      const inView = (id) => s.page.getByTestId(id).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      });
      assert.ok(await inView('ng-start'), `${width}x${height}: Start in view`);
      assert.ok(await inView('ng-back'), `${width}x${height}: Back in view`);
      // A seed that is not a number: the reason shows where the player tapped.
      await s.page.getByTestId('ng-seed').fill('abc');
      await s.page.evaluate(() => window.scrollTo(0, 0));
      await s.page.getByTestId('ng-start').dispatchEvent('click');
      await s.page.getByTestId('ng-error').filter({ hasText: /whole number/ }).waitFor();
      assert.ok(await inView('ng-error'), `${width}x${height}: the refusal in view`);
      // Scrolled to the end, the bar covers none of the form.
      await s.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const covered = await s.page.evaluate(() => {
        const bar = document.querySelector('[data-testid="ng-start"]').parentElement.getBoundingClientRect();
        const seed = document.querySelector('[data-testid="ng-seed"]').getBoundingClientRect();
        return seed.bottom > bar.top;
      });
      assert.equal(covered, false, `${width}x${height}: the seed field is not under the buttons`);
      await s.home();
    }
  });

  test('a reload and Continue resume the game at the same position', async (ctx) => {
    const s = sp(ctx);
    await s.openFresh();
    await playAFewMoves(s);
    const before = await s.position();
    const [saved] = await s.storedGames();
    assert.ok(saved.record.actionCount >= 4, `${saved.record.actionCount} actions saved`);
    await s.page.reload();
    await s.page.getByTestId('home-continue').click();
    await s.waitForMyTurn();
    assert.deepEqual(await s.position(), before);
    const [after] = await s.storedGames();
    assert.deepEqual(after.record, saved.record);
  });

  // The save is written after the move's frame paints; a page closed
  // before that frame must still keep the move.
  test('a card drawn just before the page closes is still saved', async (ctx) => {
    const s = sp(ctx);
    await s.openFresh();
    await playAFewMoves(s);
    await s.page.waitForTimeout(200);
    const [before] = await s.storedGames();
    // The click and the reload in one task: no frame is painted between them.
    await s.page.evaluate(() => {
      document.querySelector('[data-testid=deck]').click();
      location.reload();
    });
    await s.page.getByTestId('home-continue').waitFor();
    const [after] = await s.storedGames();
    assert.equal(after.record.actionCount, before.record.actionCount + 1, 'the drawn card is in the save');
  });

  test('the saved-games list shows the set-up, date, players with their scores and round; delete removes one', async (ctx) => {
    const s = sp(ctx);
    await s.openFresh();
    await playAFewMoves(s);
    await s.home();
    await s.startGame({ ...ADA_VS_BOT, seats: [{ name: 'Zoe', kind: 'human' }, { name: 'Hal', kind: 'medium' }] });
    await s.home();
    await s.savesList();
    assert.equal(await s.rows().count(), 2);
    // Newest first.
    // Each name with its place on the score track (no route claimed yet: 0).
    assert.match(await s.rows().nth(0).getByTestId('save-players').innerText(), /^Zoe: 0 · Hal: 0$/);
    assert.match(await s.rows().nth(1).getByTestId('save-players').innerText(), /^Ada: \d+ · Babbage: \d+$/);
    assert.match(await s.rows().nth(0).getByTestId('save-game').innerText(), /Ticket to Ride Europe · Classic/i);
    assert.match(await s.rows().nth(0).getByTestId('save-round').innerText(), /Round 1/);
    assert.match(await s.rows().nth(1).getByTestId('save-round').innerText(), /Round \d+/);
    assert.match(await s.rows().nth(0).getByTestId('save-date').innerText(), /\d/);
    for (const [w, h] of [[1280, 800], [768, 1024]]) {
      await s.page.setViewportSize({ width: w, height: h });
      await s.page.screenshot({ path: join(artifacts, `saves-${w}x${h}.png`), fullPage: true });
    }
    // A tap deletes at once and offers Undo, which puts the game back as stored.
    const storedBefore = await s.stored();
    await s.rows().nth(0).getByTestId('save-delete').click();
    assert.equal(await s.rows().count(), 1);
    assert.match(await s.page.getByTestId('saves-notice').innerText(), /Game deleted/);
    await s.page.getByTestId('saves-undo').click();
    assert.equal(await s.rows().count(), 2);
    assert.deepEqual(await s.stored(), storedBefore, 'Undo restores the save byte for byte');
    await s.rows().filter({ hasText: 'Zoe' }).getByTestId('save-delete').click();
    assert.equal(await s.rows().count(), 1);
    const games = await s.storedGames();
    assert.deepEqual(games.map((g) => g.seats[0].name), ['Ada']);
    // Resume from the list.
    await s.rows().nth(0).getByTestId('save-open').click();
    await s.waitForMyTurn();
  });

  test('export downloads the game and importing the file restores it', async (ctx) => {
    const s = sp(ctx);
    await s.openFresh();
    await playAFewMoves(s);
    const before = await s.position();
    await s.home();
    await s.savesList();
    const [key] = Object.keys(await s.stored());
    const original = (await s.stored())[key];
    const [download] = await Promise.all([
      s.page.waitForEvent('download'),
      s.rows().nth(0).getByTestId('save-export').click(),
    ]);
    assert.match(download.suggestedFilename(), /^europa-express-.*\.txt$/);
    const file = join(artifacts, 'exported-save.txt');
    await download.saveAs(file);
    assert.equal(readFileSync(file, 'utf8'), original);
    await s.rows().nth(0).getByTestId('save-delete').click();
    assert.equal(await s.rows().count(), 0);
    await s.page.getByTestId('saves-import').setInputFiles(file);
    await s.page.getByTestId('save-row').first().waitFor();
    assert.match(await s.page.getByTestId('saves-notice').innerText(), /imported/i);
    assert.equal((await s.stored())[key], original);
    await s.rows().nth(0).getByTestId('save-open').click();
    await s.waitForMyTurn();
    assert.deepEqual(await s.position(), before);
  });

  test('a damaged save explains itself and stays byte-identical', async (ctx) => {
    const s = sp(ctx);
    await s.openFresh();
    const key = `${SAVE_PREFIX}broken1`;
    // A format-1 (JSON) save, cut short: unreadable twice over.
    const corrupt = '{"format_version":1,"id":"broken1","seats":[{"name":"Ada"';
    await s.page.evaluate(([k, v, last]) => {
      localStorage.setItem(k, v);
      localStorage.setItem(last, 'broken1');
    }, [key, corrupt, LAST_KEY]);
    await s.open();
    const raw = () => s.page.evaluate((k) => localStorage.getItem(k), key);
    await s.page.getByTestId('home-continue').click();
    const problem = s.page.getByTestId('save-problem');
    await problem.waitFor();
    // One plain sentence, said once (it used to repeat itself in brackets).
    const message = await problem.getByTestId('save-problem-message').innerText();
    assert.equal(message.trim(), 'This is not a saved game of Europa Express.');
    assert.match(await problem.innerText(), /has not been changed/);
    assert.equal(await raw(), corrupt);
    await s.page.reload();
    await s.savesList();
    await s.page.getByTestId('save-row-broken').waitFor();
    assert.equal(await raw(), corrupt);
    // Export of the raw text gives exactly what is stored.
    const [download] = await Promise.all([
      s.page.waitForEvent('download'),
      s.page.getByTestId('save-problem-export').click(),
    ]);
    const file = join(artifacts, 'exported-broken.txt');
    await download.saveAs(file);
    assert.equal(readFileSync(file, 'utf8'), corrupt);
    assert.equal(await raw(), corrupt);
    // A file that is not a save is refused and stores nothing.
    await s.page.getByTestId('saves-import').setInputFiles({
      name: 'nope.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":1}'),
    });
    await s.page.getByText(/not a saved game of Europa Express/).last().waitFor();
    // Random text that happens to be valid base64 is not "another version of the app".
    await s.page.getByTestId('saves-import').setInputFiles({
      name: 'abcd.txt', mimeType: 'text/plain', buffer: Buffer.from('abcd'),
    });
    await s.page.waitForFunction(() => /not a saved game/.test(document.querySelector('[data-testid="saves-notice"]')?.textContent ?? ''));
    assert.doesNotMatch(await s.page.getByTestId('saves-notice').innerText(), /version/);
    assert.deepEqual(Object.keys(await s.stored()), [key]);
    // Deleting is the player's choice, and then it is gone.
    await s.page.getByTestId('save-problem-delete').click();
    await s.page.getByTestId('saves-empty').waitFor();
    assert.equal(await raw(), null);
  });

  for (const [w, h] of [[1280, 800], [768, 1024]]) {
    test(`screenshot of the new-game screen at ${w}x${h}`, async (ctx) => {
      const s = sp(ctx);
      await s.page.setViewportSize({ width: w, height: h });
      await s.openFresh();
      await s.newGameForm();
      await s.fillForm({ seats: [
        { name: 'Ada', kind: 'human' },
        { name: 'Babbage', kind: 'easy' },
        { name: 'Carla', kind: 'hard' },
        { name: 'Dora', kind: 'human' },
      ] });
      await s.page.screenshot({ path: join(artifacts, `new-game-${w}x${h}.png`), fullPage: true });
      const overflow = await s.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `page is ${overflow} px wider than the window`);
      // Tap targets: every control on the screen is at least 44 px tall.
      const small = await s.page.locator('.screen button, .screen select, .screen input[type=text]').evaluateAll(
        (els) => els.filter((e) => e.offsetParent && e.getBoundingClientRect().height < 44).map((e) => e.dataset.testid));
      assert.deepEqual(small, []);
      await s.page.setViewportSize({ width: 1280, height: 800 });
    });
  }
}

// Browser tests of saves a player can trust (issue 57): one game open in two
// windows never loses a move; a computer whose worker dies or cannot load
// never leaves the game on "thinking…"; crafted imports are refused with
// their reason. run.mjs registers them with `trustTests(test, { artifacts })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { SavesPage, postcardWriter, sealSave } from './saves-page.mjs';

const ADA_VS_EASY = {
  seats: [
    { name: 'Ada', kind: 'human' },
    { name: 'Babbage', kind: 'easy' },
  ],
  seed: 4242,
  first: 0,
};

/** The one stored game's move count. */
async function storedMoves(s) {
  const games = await s.storedGames();
  assert.equal(games.length, 1, 'one stored game');
  return games[0].record.actionCount;
}

/** Draws two cards from the deck and waits for the person's turn again. */
async function drawTwo(s) {
  await s.waitForMyTurn();
  await s.drawFromDeck();
  await s.page.waitForFunction(() => JSON.parse(window.__europa).second);
  await s.drawFromDeck();
  await s.waitForMyTurn();
}

/** Makes the first bots worker a page starts deaf: it loads, says it is
 *  ready, then never answers (a worker that died silently). Later workers
 *  work. Counts the workers started in `window.__workers`. */
function deafFirstWorker() {
  window.__workers = 0;
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      this.deaf = window.__workers === 0;
      window.__workers += 1;
    }
    postMessage(m) {
      if (!this.deaf) super.postMessage(m);
    }
  };
}

/** Keeps every bots worker the page starts in `window.__allWorkers`, so a
 *  test can end one as a crash would; while `window.__loseDecisions` is
 *  true a decision (postcard `FromWorker::Decided`, first byte 2) never
 *  reaches the page, as if its worker died just before sending it. */
function keepWorkers() {
  window.__allWorkers = [];
  window.__lost = 0;
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(...args) {
      super(...args);
      window.__allWorkers.push(this);
    }
    set onmessage(handler) {
      super.onmessage = (e) => {
        if (window.__loseDecisions && new Uint8Array(e.data)[0] === 2) window.__lost += 1;
        else handler(e);
      };
    }
  };
}

/** While `window.__brokenWorker` is true, every bots worker the page starts
 *  has a script that cannot load (as offline before it was ever cached). */
function breakableWorker() {
  window.__brokenWorker = true;
  window.__workers = 0;
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(url, options) {
      window.__workers += 1;
      super(window.__brokenWorker ? './no-such-worker.js' : url, options);
    }
  };
}

/** A new 2-player Classic save as the app wrote one at format 6 (sealed;
 *  format 7 adds the hints asked at the end, and reads format 6 too):
 *  postcard bytes in the field order of (format, AnySave::Europe), Saved,
 *  GameRecord and GameConfig (saves-page.mjs's decoder reads them), with
 *  `blindDraws` DrawBlind moves by seat 0 (legal or not: some tests need a
 *  record the limits refuse before replaying). */
function europeSave({ id = 'crafted', names = ['Ada', 'Babbage'], blindDraws = 0 }) {
  const { out, varint, str, f64 } = postcardWriter();
  varint(6); // save format
  varint(0); // AnySave::Europe
  str(id);
  f64(1_700_000_000_000);
  f64(1_700_000_000_000);
  varint(names.length);
  names.forEach((name, i) => {
    str(name);
    if (i === 0) varint(0); // a person
    else varint(1), varint(0); // an Easy computer
  });
  varint(3); // the Europe engine's record format
  out.push(names.length); // players (u8)
  varint(4242); // seed
  varint(0); // Classic
  out.push(1, 0); // first player: seat 0
  out.push(0, 0); // no depots; today's E1
  varint(blindDraws);
  for (let i = 0; i < blindDraws; i++) out.push(0, 2); // (Seat(0), Action::DrawBlind)
  return sealSave(Buffer.from(out), 6);
}

/** Imports `text` (a string or a Buffer) as the file `name` on the saved-games screen. */
async function importFile(s, text, name = 'game.txt') {
  const buffer = Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8');
  await s.page.getByTestId('saves-import').setInputFiles({ name, mimeType: 'text/plain', buffer });
}

export function trustTests(test, { artifacts }) {
  test('one game in two windows: the stale window stops, says so, and takes over with the newest moves', async ({ board }) => {
    const a = new SavesPage(board.page, board.url);
    // A phone: the app on the home screen beside a browser tab.
    await a.page.setViewportSize({ width: 390, height: 844 });
    await a.openFresh();
    await a.startGame(ADA_VS_EASY);
    await a.keepTickets();
    await drawTwo(a);
    const first = await storedMoves(a);
    // The same game opened in a second window (a home-screen icon beside a tab).
    const b = new SavesPage(await board.page.context().newPage(), board.url);
    try {
      await b.open();
      await b.page.getByTestId('home-continue').click();
      await b.waitForMyTurn();
      await drawTwo(b);
      await drawTwo(b);
      const byB = await storedMoves(b);
      assert.ok(byB > first, `B stored its moves (${first} → ${byB})`);
      // A still shows the old position: it says the game is played
      // elsewhere, covers the table, and writes nothing.
      const notice = a.page.getByTestId('other-window');
      await notice.waitFor();
      assert.match(await notice.innerText(), /another window/i);
      await a.page.screenshot({ path: join(artifacts, 'other-window-390x844.png') });
      assert.equal(await storedMoves(a), byB, 'the stale window wrote nothing');
      // Focus is in the dialog, on "Play here".
      assert.equal(await a.page.evaluate(() => document.activeElement?.dataset.testid), 'other-window-take');
      // Taking over loads B's moves first, then A plays on.
      await a.page.getByTestId('other-window-take').click();
      await notice.waitFor({ state: 'detached' });
      await a.waitForMyTurn();
      assert.equal((await a.state()).turns, (await b.state()).turns, 'A shows the newest moves');
      await drawTwo(a);
      const byA = await storedMoves(a);
      assert.ok(byA > byB, `A's moves are stored after B's (${byB} → ${byA})`);
      // Now B is the stale one; a reload of B continues from the newest.
      await b.page.getByTestId('other-window').waitFor();
      assert.equal(await storedMoves(b), byA);
      await b.open();
      await b.page.getByTestId('home-continue').click();
      await b.waitForMyTurn();
      assert.equal((await b.state()).turns, (await a.state()).turns, 'Continue opens the newest state');
    } finally {
      await b.page.close();
    }
  });

  test('a stale window goes home rather than taking over, and nothing it shows is written', async ({ board }) => {
    const a = new SavesPage(board.page, board.url);
    await a.openFresh();
    await a.startGame(ADA_VS_EASY);
    await a.keepTickets();
    await a.waitForMyTurn();
    const b = new SavesPage(await board.page.context().newPage(), board.url);
    try {
      await b.open();
      await b.page.getByTestId('home-continue').click();
      await drawTwo(b);
      const byB = await storedMoves(b);
      await a.page.getByTestId('other-window').waitFor();
      await a.page.getByTestId('other-window-home').click();
      await a.page.getByTestId('home-new').waitFor();
      // Hiding the page flushes autosave: still nothing from the stale window.
      await a.page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
      assert.equal(await storedMoves(a), byB);
    } finally {
      await b.page.close();
    }
  });

  test('a computer whose worker goes silent is started again and moves; the game never sits on thinking', async ({ board }) => {
    const page = board.page;
    await page.addInitScript(deafFirstWorker);
    const s = new SavesPage(page, board.url);
    await s.openFresh();
    const started = Date.now();
    await s.startGame(ADA_VS_EASY);
    await s.keepTickets();
    await drawTwo(s);
    // The deaf worker got the computer's set-up choice; the watchdog gave
    // up on it and a second worker answered.
    assert.equal(await page.evaluate(() => window.__workers), 2);
    const waited = Date.now() - started;
    assert.ok(waited < 15000, `the computer moved within the watchdog's bound (${waited} ms)`);
    assert.equal(await page.getByTestId('game-error').count(), 0, 'no error: the retry worked');
  });

  test('a worker killed while Hard thinks is started again and Hard moves', async ({ board }) => {
    const page = board.page;
    await page.addInitScript(keepWorkers);
    // One worker (pool.mjs holds a worker of a pool going silent).
    const s = new SavesPage(page, `${board.url}${board.url.includes('?') ? '&' : '?'}workers=1`);
    await s.openFresh();
    await s.newGameForm();
    await s.fillForm({ seats: [{ name: 'Ada', kind: 'human' }, { name: 'Hal', kind: 'hard' }], seed: 77, first: 0 });
    await s.start();
    await page.getByTestId('ticket-choice').waitFor();
    await s.keepTickets();
    // Ada draws; then Hal's turn: his worker dies mid-think (his
    // decision is lost, then the worker is ended).
    await page.evaluate(() => { window.__loseDecisions = true; });
    await s.drawFromDeck();
    await page.waitForFunction(() => JSON.parse(window.__europa).second);
    await s.drawFromDeck();
    await page.waitForFunction(() => window.__lost > 0);
    await page.evaluate(() => {
      window.__allWorkers.at(-1).terminate();
      window.__loseDecisions = false;
    });
    const killed = await page.evaluate(() => window.__allWorkers.length);
    // Hal's move still comes: a new worker took the request.
    await s.waitForMyTurn();
    assert.equal(await page.evaluate(() => window.__allWorkers.length), killed + 1, 'one new worker');
    assert.equal(await page.getByTestId('game-error').count(), 0);
  });

  test('a worker script that cannot load is tried twice, then the page says so and Retry moves on', async ({ board }) => {
    const page = board.page;
    await page.addInitScript(breakableWorker);
    const s = new SavesPage(page, board.url);
    await s.openFresh();
    await s.startGame(ADA_VS_EASY);
    const error = page.getByTestId('game-error');
    await error.waitFor();
    assert.match(await error.innerText(), /Babbage/);
    assert.equal(await page.evaluate(() => window.__workers), 2, 'tried once more before telling');
    assert.equal(await page.getByTestId('thinking').count(), 0, 'not left on thinking');
    await page.screenshot({ path: join(artifacts, 'worker-failed-1280x800.png') });
    // The network is back: Retry asks again and the game goes on.
    await page.evaluate(() => { window.__brokenWorker = false; });
    await page.getByTestId('computer-retry').click();
    await error.waitFor({ state: 'detached' });
    await s.keepTickets();
    await s.waitForMyTurn();
    assert.equal((await s.state()).phase, 'Playing');
  });

  test('crafted imports are refused or mended with their reason: huge, overlong, wrapped, BOM, hidden controls', async ({ board }) => {
    const s = new SavesPage(board.page, board.url);
    await s.openFresh();
    await s.savesList();
    const notice = s.page.getByTestId('saves-notice');
    const said = async (pattern) => {
      await s.page.waitForFunction((p) => new RegExp(p).test(document.querySelector('[data-testid="saves-notice"]')?.textContent ?? ''), pattern.source);
      return notice.innerText();
    };
    // A valid save whose name is 3 million characters: over the size limit,
    // refused before it is read, nothing stored.
    await importFile(s, europeSave({ names: ['A'.repeat(3_000_000), 'Babbage'] }));
    assert.match(await said(/too large/), /too large to be a saved game: \d+ KB, and a saved game takes at most 1024 KB/);
    assert.deepEqual(await s.stored(), {});
    // A 20 MB file says it is too large, not that storage is full.
    await importFile(s, Buffer.alloc(20 * 1024 * 1024, 65), 'big.txt');
    assert.match(await said(/20480 KB/), /too large/);
    assert.doesNotMatch(await notice.innerText(), /full/);
    // 300,000 moves, far past any game (the engine's bound is 5,000).
    await importFile(s, europeSave({ blindDraws: 300_000 }));
    assert.match(await said(/moves/), /holds 300000 moves, more than any game takes \(at most 5000\)/);
    assert.deepEqual(await s.stored(), {});
    // Wrapped at 76 columns with CRLF and led by a BOM, as mail clients and
    // editors leave it: it imports.
    const text = europeSave({ id: 'wrapped' });
    const wrapped = '\ufeff' + text.match(/.{1,76}/g).join('\r\n') + '\r\n';
    await importFile(s, wrapped);
    assert.match(await said(/imported/), /Game imported\.$/);
    assert.equal(await s.rows().count(), 1);
    // A name over the form's 24 characters is cut, and a right-to-left
    // override in a name is removed, each said.
    await importFile(s, europeSave({ id: 'names', names: ['Ada\u202eevil', 'B'.repeat(40)] }));
    const words = await said(/shortened/);
    assert.match(words, /The name Adaevil held hidden control characters: they were removed\./);
    assert.match(words, new RegExp(`A name of 40 characters was shortened to 24: ${'B'.repeat(24)}\\.`));
    await s.page.screenshot({ path: join(artifacts, 'import-notices-1280x800.png'), fullPage: true });
    const games = await s.storedGames();
    const names = games.find((g) => g.id === 'names').seats.map((x) => x.name);
    assert.deepEqual(names, ['Adaevil', 'B'.repeat(24)]);
  });

  test('a right-to-left name is isolated in the sentences it stands in', async ({ board }) => {
    const s = new SavesPage(board.page, board.url);
    await s.openFresh();
    await s.savesList();
    await importFile(s, europeSave({ id: 'rtl', names: ['Ada', 'שרה'] }));
    await s.rows().first().getByTestId('save-open').click();
    await s.keepTickets();
    await s.waitForMyTurn();
    // The computer's set-up choice is in the latest moves, its name set
    // apart by FSI … PDI so it cannot carry the sentence's words with it.
    const text = await s.page.getByTestId('log').innerText();
    assert.ok(text.includes('\u2068שרה\u2069'), `isolated name in: ${text}`);
  });
}

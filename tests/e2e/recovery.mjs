// Browser tests of what happens when something goes wrong: a panic in the
// page, storage that is full, saves from a newer app or with an impossible
// date. run.mjs registers them with `recoveryTests(test, { artifacts })`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LAST_KEY, SAVE_PREFIX, SavesPage, decodeSave, saveBytes, sealSave } from './saves-page.mjs';

const ADA_VS_BOT = {
  seats: [
    { name: 'Ada', kind: 'human' },
    { name: 'Babbage', kind: 'easy' },
  ],
  seed: 777,
  first: 0,
};

/// Makes localStorage refuse writes, as a full one does, while
/// `window.__storageFull` is true (set before any of the app's code runs).
async function fillableStorage(page) {
  await page.addInitScript(() => {
    const real = Storage.prototype.setItem;
    Storage.prototype.setItem = function setItem(key, value) {
      if (window.__storageFull) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return real.call(this, key, value);
    };
  });
}

const setFull = (s, full) => s.page.evaluate((f) => { window.__storageFull = f; }, full);

/// The one stored game: its key, raw text and decoded form.
async function theStoredGame(s) {
  const entries = Object.entries(await s.stored());
  assert.equal(entries.length, 1);
  const [key, text] = entries[0];
  return { key, text, save: decodeSave(text) };
}

/// A turn of two blind draws, then the computer's answer.
async function drawTwice(s) {
  await s.drawFromDeck();
  await s.page.waitForFunction(() => JSON.parse(window.__europa).turns >= 0);
  await s.drawFromDeck();
  await s.waitForMyTurn();
}

/// Starts Ada against a computer and returns the game's error once it shows
/// (for a worker made to fail by the test).
async function gameErrorAfterStart(s) {
  await s.openFresh();
  await s.newGameForm();
  await s.fillForm(ADA_VS_BOT);
  await s.start();
  const error = s.page.getByTestId('game-error');
  await error.waitFor();
  return error.innerText();
}

export function recoveryTests(test, { artifacts }) {
  test('a panic shows the recovery screen: export the last good game, go home, Continue', async ({ board }) => {
    const s = new SavesPage(board.page, `${board.url}?test-panic=1`);
    await s.openFresh();
    await s.startGame(ADA_VS_BOT);
    await s.keepTickets();
    await s.waitForMyTurn();
    await drawTwice(s);
    const before = await s.position();
    const stored = await theStoredGame(s);
    const thrown = await s.page.evaluate(() => {
      try {
        window.__europa_panic();
        return null;
      } catch (e) {
        return String(e);
      }
    });
    assert.ok(thrown, 'the panic reached the page as an error');
    const screen = s.page.getByTestId('recovery');
    await screen.waitFor();
    assert.match(await screen.innerText(), /Something went wrong/);
    // The way home has the focus; the export link holds the stored game.
    assert.equal(await s.page.evaluate(() => document.activeElement?.dataset.testid), 'recovery-home');
    const href = await s.page.getByTestId('recovery-export').getAttribute('href');
    assert.equal(href, `data:text/plain;charset=utf-8,${stored.text}`);
    const [download] = await Promise.all([
      s.page.waitForEvent('download'),
      s.page.getByTestId('recovery-export').click(),
    ]);
    const file = join(artifacts, 'recovery-export.txt');
    await download.saveAs(file);
    assert.equal(readFileSync(file, 'utf8'), stored.text);
    await s.page.setViewportSize({ width: 390, height: 844 });
    await s.page.screenshot({ path: join(artifacts, 'recovery-390x844.png') });
    await s.page.setViewportSize({ width: 1280, height: 800 });
    // Nothing the broken page does reaches storage.
    await s.page.waitForTimeout(300);
    assert.equal((await theStoredGame(s)).text, stored.text);
    await s.page.getByTestId('recovery-home').click();
    await s.page.getByTestId('home-continue').click();
    await s.waitForMyTurn();
    assert.deepEqual(await s.position(), before);
  });

  test('when the computer players cannot start, the game says so and how to go on, and a reload continues', async ({ board }) => {
    // The worker's script is missing (a broken update, a blocked file) until
    // the test says otherwise.
    await board.page.addInitScript(() => {
      if (localStorage.getItem('test-worker-back')) return;
      const Real = window.Worker;
      window.Worker = class extends Real {
        constructor(_url, options) {
          super('./no-such-worker.js', options);
        }
      };
    });
    const s = new SavesPage(board.page, board.url);
    assert.match(await gameErrorAfterStart(s), /Babbage: the computer player did not answer, even at a second try\. The game is saved: try again/);
    const stored = await theStoredGame(s);
    await s.page.evaluate(() => localStorage.setItem('test-worker-back', '1'));
    await s.page.reload();
    await s.page.getByTestId('home-continue').click();
    // The computer chooses its tickets first; then the choice is Ada's.
    await s.page.getByTestId('ticket-choice').waitFor();
    assert.equal((await theStoredGame(s)).key, stored.key, 'the same game goes on');
  });

  test('a worker that cannot read the request (another version) is told as such, not waited for', async ({ board }) => {
    await board.page.addInitScript(() => {
      const Real = window.Worker;
      window.Worker = class extends Real {
        postMessage() {
          super.postMessage(new Uint8Array([255, 255, 255, 255]));
        }
      };
    });
    assert.match(await gameErrorAfterStart(new SavesPage(board.page, board.url)), /Babbage: the computer player did not answer/);
  });

  test('a table that cannot be fetched says so, and Try again opens it once the network is back', async ({ board }) => {
    // The Europe table's module cannot be fetched (offline on a first visit,
    // before the service worker kept it) until the test says otherwise.
    await board.page.addInitScript(() => {
      const real = window.fetch;
      window.fetch = function fetch(input, init) {
        const address = String(input?.url ?? input);
        if (!window.__tableBack && address.includes('split_europe_table')) {
          return Promise.reject(new TypeError('Failed to fetch'));
        }
        return real.call(this, input, init);
      };
    });
    // The split module's loader reports the failed fetch in the console.
    board.expectConsoleError(/Failed to fetch/);
    await board.open();
    await board.page.getByTestId('quick-vs-computer').click();
    const failed = board.page.getByTestId('table-load-failed');
    await failed.waitFor();
    assert.match(await failed.innerText(), /could not be loaded: the first time needs a network/);
    await board.page.screenshot({ path: join(artifacts, 'table-load-failed.png') });
    await board.page.evaluate(() => { window.__tableBack = true; });
    await board.page.getByTestId('table-retry').click();
    await board.page.getByTestId('ticket-choice').waitFor();
    assert.equal(await failed.count(), 0);
  });

  test('storage full: play goes on, the banner says which moves are not saved and exports the game', async ({ board }) => {
    await fillableStorage(board.page);
    const s = new SavesPage(board.page, board.url);
    await s.openFresh();
    await s.startGame(ADA_VS_BOT);
    await s.keepTickets();
    await s.waitForMyTurn();
    const saved = await theStoredGame(s);
    const moves = saved.save.record.actionCount;
    await setFull(s, true);
    await drawTwice(s);
    const banner = s.page.getByTestId('autosave-error');
    await banner.waitFor();
    assert.match(await banner.innerText(), /storage for this page is full/);
    assert.equal(
      (await s.page.getByTestId('autosave-unsaved').innerText()).trim(),
      `It is saved up to move ${moves}; the moves after it are not.`,
    );
    assert.equal((await theStoredGame(s)).text, saved.text);
    // The export holds the game as it is now, with the moves storage refused.
    const [download] = await Promise.all([
      s.page.waitForEvent('download'),
      s.page.getByTestId('autosave-export').click(),
    ]);
    const file = join(artifacts, 'autosave-export.txt');
    await download.saveAs(file);
    const exported = decodeSave(readFileSync(file, 'utf8'));
    assert.ok(exported.record.actionCount > moves, `${exported.record.actionCount} > ${moves}`);
    await s.page.setViewportSize({ width: 390, height: 844 });
    await s.page.screenshot({ path: join(artifacts, 'storage-full-390x844.png') });
    await s.page.setViewportSize({ width: 1280, height: 800 });
    // Closed, the banner stays closed while the same failure goes on.
    await s.page.getByTestId('autosave-dismiss').click();
    await drawTwice(s);
    assert.equal(await banner.count(), 0);
    // Space again: the next move stores the whole game.
    await setFull(s, false);
    await drawTwice(s);
    await s.page.waitForFunction(
      ([prefix, n]) => Object.keys(localStorage).some((k) => k.startsWith(prefix)
        && localStorage.getItem(k) !== n),
      [SAVE_PREFIX, saved.text],
    );
    assert.ok((await theStoredGame(s)).save.record.actionCount > exported.record.actionCount);
  });

  test('a new game started while storage is full says it is not being saved', async ({ board }) => {
    await fillableStorage(board.page);
    const s = new SavesPage(board.page, board.url);
    await s.openFresh();
    await setFull(s, true);
    await s.startGame(ADA_VS_BOT);
    const unsaved = s.page.getByTestId('autosave-unsaved');
    await unsaved.waitFor();
    assert.equal((await unsaved.innerText()).trim(), 'This game is not being saved.');
    // Play goes on.
    await s.keepTickets();
    await s.waitForMyTurn();
    assert.deepEqual(await s.stored(), {});
  });

  test('a save from a newer app is refused with that sentence; an impossible date reads "unknown date"', async ({ board }) => {
    const s = new SavesPage(board.page, board.url);
    await s.openFresh();
    await s.startGame(ADA_VS_BOT);
    await s.keepTickets();
    await s.waitForMyTurn();
    const { key, text } = await theStoredGame(s);
    const bytes = saveBytes(text);
    // A newer format number, the rest unchanged, sealed as that app would.
    const newer = Buffer.from(bytes);
    newer[0] += 1;
    const newerText = sealSave(newer, newer[0]);
    // Today's format with an update time that is not a number: after the
    // format and game bytes comes the id (length, bytes), then two f64 times.
    const nan = Buffer.from(bytes);
    nan.writeDoubleLE(Number.NaN, 2 + 1 + bytes[2] + 8);
    await s.page.evaluate(([k, newerText, nanText, last]) => {
      localStorage.setItem(`${k}-newer`, newerText);
      localStorage.setItem(last, k.split('/').pop() + '-newer');
      localStorage.setItem(k, nanText);
    }, [key, newerText, sealSave(nan), LAST_KEY]);
    await s.open();
    await s.page.getByTestId('home-continue').click();
    const message = s.page.getByTestId('save-problem-message');
    await message.waitFor();
    assert.equal((await message.innerText()).trim(), 'Saved by a newer version of the app: update it to open this game.');
    assert.equal(await s.page.evaluate((k) => localStorage.getItem(k), `${key}-newer`), newerText);
    await s.home();
    await s.savesList();
    const row = s.rows().first();
    assert.match(await row.getByTestId('save-date').innerText(), /unknown date/);
    assert.doesNotMatch(await s.page.getByTestId('saves').innerText(), /Invalid Date/);
  });
}

// Page object for the Card Game's table (src/cardgame/): tests say what a
// player does; this file knows the data-testid hooks. `state()` reads
// window.__cardgame, a read-only summary; every move goes through the real
// buttons.
import assert from 'node:assert/strict';
import { SAVE_PREFIX, LAST_KEY, postcardWriter } from './saves-page.mjs';

const LEVELS = { easy: 0, medium: 1, hard: 2 };

/// A new Card Game save (format 5, no moves yet) as the app stores it:
/// postcard bytes in base64, in the field order of (format, AnySave::CardGame),
/// Saved, GameRecord and the Card Game's GameConfig (see saves-page.mjs's decoder).
export function encodeCardSave({ id, seats, seed, first = null, beginner = false }) {
  const { out, varint, str, f64 } = postcardWriter();
  varint(5); // save format
  varint(1); // AnySave::CardGame
  str(id);
  f64(1_700_000_000_000);
  f64(1_700_000_000_000);
  varint(seats.length);
  for (const s of seats) {
    str(s.name);
    if (s.kind === 'human') varint(0);
    else {
      varint(1);
      varint(LEVELS[s.kind]);
    }
  }
  varint(1); // the Card Game's record format
  out.push(seats.length); // players (u8)
  varint(seed);
  out.push(beginner ? 1 : 0);
  if (first === null) out.push(0);
  else out.push(1, first);
  varint(0); // no actions
  return Buffer.from(out).toString('base64');
}

export class CardGamePage {
  constructor(page, url) {
    this.page = page;
    const u = new URL(url);
    u.searchParams.set('fast', '1');
    this.url = u.toString();
  }

  /** The home screen in English. */
  async open() {
    await this.page.goto(this.url);
    await this.page.getByTestId('quick-cardgame').waitFor();
    if ((await this.page.locator('html').getAttribute('lang')) !== 'en') {
      await this.page.getByTestId('lang-toggle').click();
    }
  }

  async quickStart() {
    await this.page.getByTestId('quick-cardgame').click();
    await this.page.getByTestId('cardgame').waitFor();
  }

  /** Stores a seeded new game and continues it from the home screen. */
  async startSeeded(game) {
    const id = game.id ?? `cg-test-${game.seed}`;
    const text = encodeCardSave({ ...game, id });
    await this.page.evaluate(
      ([k, v, last, id]) => {
        localStorage.setItem(k, v);
        localStorage.setItem(last, id);
      },
      [SAVE_PREFIX + id, text, LAST_KEY, id],
    );
    await this.open();
    await this.page.getByTestId('home-continue').click();
    await this.page.getByTestId('cardgame').waitFor();
  }

  async state() {
    return this.page.evaluate(() => (window.__cardgame ? JSON.parse(window.__cardgame) : null));
  }

  /** Waits until the person at the screen may act, must pass the device, or the game is over. */
  async waitForMove() {
    for (let i = 0; i < 600; i++) {
      const s = await this.state();
      if (s && (s.over || s.handoff !== null || s.done !== null || s.legal > 0)) return s;
      await this.page.waitForTimeout(25);
    }
    throw new Error(`no move for the person: ${JSON.stringify(await this.state())}`);
  }

  /** Ticks the first `keep` offered tickets (all when undefined) and keeps them. */
  async keepTickets(keep) {
    const dialog = this.page.getByTestId('cg-ticket-choice');
    await dialog.waitFor();
    const offered = dialog.getByTestId('cg-offer-ticket');
    const n = keep ?? (await offered.count());
    for (let i = 0; i < n; i++) await offered.nth(i).click();
    await dialog.getByTestId('cg-keep').click({ force: true });
  }

  handCard(color) {
    return this.page.locator(`[data-testid="cg-hand-card"][data-color="${color}"]`);
  }

  /** Picks `n` cards of each colour given ({ red: 2, locomotive: 1 }). */
  async pick(cards) {
    for (const [color, n] of Object.entries(cards)) {
      for (let i = 0; i < n; i++) await this.handCard(color).click();
    }
  }

  async play() {
    await this.page.getByTestId('cg-play').click({ force: true });
  }

  async drawBlind() {
    await this.page.getByTestId('cg-deck').click({ force: true });
  }

  async drawFaceUp(slot) {
    await this.page.locator(`[data-testid="cg-face-up"][data-slot="${slot}"]`).click({ force: true });
  }

  /** Secret parts of the table in the DOM: [testid, seat] pairs. */
  async secretsShown() {
    return this.page.evaluate(() =>
      ['cg-hand', 'cg-tickets', 'cg-own-pile', 'cg-ticket-choice'].flatMap((id) =>
        [...document.querySelectorAll(`[data-testid="${id}"]`)].map((e) => [id, e.getAttribute('data-seat')]),
      ),
    );
  }
}

// ---- Shared steps of the Card Game's browser tests (cardgame-*.mjs) ----

/** The three sizes the table is checked at: desk, tablet, phone. */
export const SIZES = [[1024, 768], [768, 1024], [390, 844]];

/** The person's move, chosen from what the table offers: keep every
 *  ticket, rob when the engine allows it, else lay the largest group, else
 *  draw. Returns what was done. */
export async function move(cg, s, turn) {
  if (s.choosing) {
    // Drawn tickets: keep none (allowed mid-game); starting ones: all.
    await cg.keepTickets(s.phase === 'InitialTickets' ? undefined : 0);
    return 'tickets';
  }
  if (s.step === 'SecondCard') {
    if (s.canDrawBlind) await cg.drawBlind();
    else {
      const up = cg.page.locator('[data-testid="cg-face-up"][aria-disabled="false"]');
      await cg.drawFaceUp(await up.first().getAttribute('data-slot'));
    }
    return 'draw';
  }
  const robbing = s.groups.filter((g) => g[2]);
  const groups = robbing.length > 0 ? robbing : s.groups;
  if (groups.length > 0 && turn % 3 !== 2) {
    const [color, cards] = groups.reduce((a, b) => (b[1] > a[1] ? b : a));
    await cg.pick({ [color]: cards });
    await cg.play();
    return robbing.length > 0 ? 'rob' : 'group';
  }
  if (turn === 4 && s.canDrawTickets) {
    await cg.page.getByTestId('cg-draw-tickets').click();
    return 'draw-tickets';
  }
  if (s.canDrawBlind) {
    await cg.drawBlind();
    return 'draw';
  }
  // The deck is empty: a face-up card if any is left, else tickets, else pass.
  const up = cg.page.locator('[data-testid="cg-face-up"][aria-disabled="false"]');
  if ((await up.count()) > 0) {
    await cg.drawFaceUp(await up.first().getAttribute('data-slot'));
    return 'face-up';
  }
  if (s.canDrawTickets) {
    await cg.page.getByTestId('cg-draw-tickets').click();
    return 'draw-tickets';
  }
  if (s.groups.length > 0) {
    const [color, cards] = s.groups[0];
    await cg.pick({ [color]: cards });
    await cg.play();
    return 'group';
  }
  await cg.page.getByTestId('cg-pass').click();
  return 'pass';
}

/** A Card Game table at [w, h] (a phone unless said): the seeded `game`
 *  (see `seeded`), or a quick start against the computer when null. */
export async function cardTable(page, url, game, [w, h] = [390, 844]) {
  await page.setViewportSize({ width: w, height: h });
  const cg = new CardGamePage(page, url);
  await cg.open();
  if (game) await cg.startSeeded(game);
  else await cg.quickStart();
  return cg;
}

/** A seeded game's settings, the first seat playing first; `seats` as [name, kind]. */
export const seeded = (seed, ...seats) => ({ seed, first: 0, seats: seats.map(([name, kind]) => ({ name, kind })) });

/** A seeded pass-and-play game of Anna and Bruno. */
export const annaAndBruno = (seed) => seeded(seed, ['Anna', 'human'], ['Bruno', 'human']);

/** Passes a hand-off or a turn's end on (pass and play); whether `s` was one. */
export async function passedOn(page, s) {
  if (s.handoff !== null) await page.getByTestId('cg-handoff-ready').click();
  else if (s.done !== null) await page.getByTestId('cg-pass-on').click();
  else return false;
  return true;
}

/** The test id (or tag) of the focused element. */
export const focused = (page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

/** Waits up to a second for `id` to have the focus. */
export async function focusIs(page, id, what) {
  for (let i = 0; i < 40 && (await focused(page)) !== id; i++) await page.waitForTimeout(25);
  assert.equal(await focused(page), id, what);
}

// Browser tests of the guided first game (src/guide/, src/europe/guide/):
// played through by tapping as a player on a touch phone (390×844) and at
// 1024×768, each step first given a wrong move (its hint shows, nothing is
// played) and then the right one; left midway, the game goes on as a
// normal saved game. Each size runs in a fresh browser context of its own
// (touch, a first visit's empty storage), which the suite's shared one
// cannot give. run.mjs registers them with `guideTests(test, { artifacts, url })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** A page in a fresh context at `w`×`h`: touch and a phone's viewport when
 *  narrow. Errors in the page are collected for the caller to check. */
async function freshPage(w, h) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const phone = w < 800;
  const context = await browser.newContext({ viewport: { width: w, height: h }, hasTouch: phone, isMobile: phone, locale: 'en-GB' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return { page, errors, phone, close: () => browser.close() };
}

/** The guide on a table, as a player meets it. */
class Guided {
  /** `summary`: the table's test hook (`__europa`, `__cardgame`); `moves`:
   *  what changes with every move played (Europe's move count; the Card
   *  Game's whole summary). */
  constructor(page, phone, summary = '__europa', moves = '__europaMoves') {
    this.page = page;
    this.phone = phone;
    this.summary = summary;
    this.movesHook = moves;
  }

  /** A tap on a phone, a click elsewhere. SVG routes and cities overlap
   *  (labels, twin tracks): their own element gets the event, as tests of
   *  the map do. */
  async press(locator) {
    if (this.phone) await locator.tap();
    else await locator.click();
  }

  async pressOnMap(locator) {
    await locator.dispatchEvent('click');
  }

  moves() {
    return this.page.evaluate((k) => window[k] ?? null, this.movesHook);
  }

  box() {
    return this.page.getByTestId('guide');
  }

  /** Waits for step `n` (1-based) with the person to act. */
  async step(n) {
    await this.page.waitForFunction(
      ([n, k]) => {
        const g = document.querySelector('[data-testid=guide]');
        const s = window[k] ? JSON.parse(window[k]) : null;
        return g && g.dataset.step === String(n) && s && s.legal > 0;
      },
      [n, this.summary],
      { timeout: 15000 },
    );
    // The ring follows its target once the frame has painted.
    await this.page.waitForTimeout(350);
  }

  /** Does `wrong`, then checks the hint shows and nothing was played. */
  async refused(wrong, what) {
    const before = await this.moves();
    await wrong();
    await this.page.getByTestId('guide-hint').waitFor({ timeout: 5000 });
    await this.page.waitForTimeout(100);
    assert.equal(await this.moves(), before, `${what}: nothing is played`);
    assert.ok((await this.page.getByTestId('guide-hint').innerText()).length > 10, `${what}: the hint says what to do`);
  }

  /** The ring is round the element `selector` picks, and the box covers
   *  none of it; the page does not scroll. */
  async pointsAt(selector, what) {
    const [ring, target, box, scroll] = await this.page.evaluate((sel) => {
      const rect = (el) => {
        if (!el) return null;
        const r = el.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      };
      return [
        rect(document.querySelector('[data-testid=guide-ring]')),
        rect(document.querySelector(sel)),
        rect(document.querySelector('[data-testid=guide]')),
        document.scrollingElement.scrollHeight - window.innerHeight,
      ];
    }, selector);
    assert.ok(ring && target, `${what}: a ring and its target`);
    assert.ok(ring.top <= target.top + 1 && ring.bottom >= target.bottom - 1 && ring.left <= target.left + 1 && ring.right >= target.right - 1, `${what}: the ring is round the target ${JSON.stringify({ ring, target })}`);
    const overlap = box.top < target.bottom && box.bottom > target.top && box.left < target.right && box.right > target.left;
    assert.ok(!overlap, `${what}: the box covers the target ${JSON.stringify({ box, target })}`);
    assert.ok(scroll <= 0, `${what}: the page scrolls ${scroll} px`);
  }

  dialog(id) {
    return this.page.getByTestId(id);
  }

  /** Taps route `id` on the map and confirms the payment `has` picks
   *  (a CSS :has() part over the payment's chips). */
  async claim(id, has) {
    await this.pressOnMap(this.page.locator(`[data-testid=route][data-route="${id}"]`));
    const dialog = this.dialog('claim-dialog');
    await dialog.waitFor();
    await this.press(dialog.locator(`[data-testid=payment]${has}`).first());
    await this.press(dialog.getByTestId('claim-confirm'));
    await dialog.waitFor({ state: 'hidden' }).catch(() => {});
  }

  async station(city) {
    await this.press(this.page.getByTestId('build-station'));
    await this.pressOnMap(this.page.locator(`[data-testid=city][data-city=${city}]`));
    const dialog = this.dialog('station-dialog');
    await dialog.waitFor();
    await this.press(dialog.getByTestId('station-payment').first());
    await this.press(dialog.getByTestId('station-confirm'));
    await dialog.waitFor({ state: 'hidden' }).catch(() => {});
  }
}

const YELLOW_ONLY = ':has(.c-yellow):not(:has(.c-locomotive))';

/** The whole guided game of Europe, each step refused once then done. */
async function playEuropeGuide(g, shot) {
  const page = g.page;
  const slot = (i) => page.locator(`[data-testid=face-up][data-slot="${i}"]`);
  // 1: tickets. All four kept is refused; the three short ones pass.
  await g.step(1);
  const offer = page.getByTestId('ticket-choice').getByTestId('offer-ticket');
  await g.pointsAt('[data-testid=ticket-choice]', 'tickets');
  if (shot) await shot('1-tickets');
  for (let i = 0; i < 4; i++) await g.press(offer.nth(i));
  await g.refused(() => g.press(page.getByTestId('keep-tickets')), 'all four tickets');
  assert.ok(await page.getByTestId('ticket-choice').isVisible(), 'the choice stays open');
  await g.press(offer.nth(0));
  await g.press(page.getByTestId('keep-tickets'));
  // 2: the orange face-up card; the deck first is refused.
  await g.step(2);
  await g.pointsAt('[data-testid=face-up][data-slot="0"]', 'face-up card');
  await g.refused(() => g.press(page.getByTestId('deck')), 'the deck instead of the orange card');
  if (shot) await shot('2-face-up-hint');
  await g.press(slot(0));
  // 3: blind from the deck; another face-up card is refused.
  await g.step(3);
  assert.match(await page.getByTestId('guide-done').innerText(), /orange/i, 'says what the first draw did');
  await g.refused(() => g.press(slot(1)), 'a face-up card instead of the deck');
  await g.press(page.getByTestId('deck'));
  // 4 (after the computer's turn): the face-up locomotive.
  await g.step(4);
  await g.pointsAt('[data-testid=face-up][data-slot="3"]', 'locomotive');
  await g.refused(() => g.press(page.getByTestId('deck')), 'the deck instead of the locomotive');
  await g.press(slot(3));
  // 5: Budapest – Wien with the red card; Barcelona – Madrid is refused.
  await g.step(5);
  await g.pointsAt('[data-testid=route][data-route="37"]', 'the route to claim');
  if (shot) await shot('5-claim');
  await g.refused(() => g.claim(11, ':has(.c-yellow)'), 'another route');
  await g.claim(37, ':has(.c-red)');
  // 6: the tunnel with two yellows; yellow and a locomotive is refused.
  await g.step(6);
  await g.refused(() => g.claim(79, ':has(.c-locomotive)'), 'the tunnel paid with a locomotive');
  await g.claim(79, YELLOW_ONLY);
  // 7: the tunnel's extra card in yellow; the locomotive is refused.
  await g.step(7);
  const tunnel = g.dialog('tunnel-dialog');
  await g.pointsAt('[data-testid=tunnel-dialog]', 'the tunnel dialog');
  if (shot) await shot('7-tunnel');
  await g.refused(() => g.press(tunnel.locator('[data-testid=tunnel-pay]:has(.c-locomotive)')), 'the extra card paid with the locomotive');
  await g.press(tunnel.locator(`[data-testid=tunnel-pay]${YELLOW_ONLY}`));
  // 8: the ferry; Budapest – Zagreb in orange is refused.
  await g.step(8);
  await g.refused(() => g.claim(39, ':has(.c-orange)'), 'a route instead of the ferry');
  await g.claim(47, ':has(.c-locomotive)');
  // 9: a station in Wien; one in Budapest is refused.
  await g.step(9);
  await g.pointsAt('[data-testid=build-station]', 'build a station');
  await g.refused(() => g.station('budapest'), 'a station elsewhere');
  await g.station('wien');
  // 10: how the game ends, then Play on: a normal game.
  await g.step(10);
  await g.pointsAt('[data-testid=seats]', 'the scores');
  if (shot) await shot('10-end');
  await g.press(page.getByTestId('guide-finish'));
  await g.box().waitFor({ state: 'detached' });
}

/** The whole guided Card Game, each step refused once then done. */
async function playCardGuide(g, shot) {
  const page = g.page;
  const slot = (i) => page.locator(`[data-testid=cg-face-up][data-slot="${i}"]`);
  const card = (c) => page.locator(`[data-testid=cg-hand-card][data-color=${c}]`);
  const play = async (cards) => {
    for (const [c, n] of Object.entries(cards)) for (let i = 0; i < n; i++) await g.press(card(c));
    // Play stays tappable when the pick is refused (the engine says why):
    // aria-disabled, which a tap through the page object must force.
    const button = page.getByTestId('cg-play');
    if (g.phone) await button.tap({ force: true });
    else await button.click({ force: true });
  };
  const clear = async () => {
    if (await page.getByTestId('cg-clear').isVisible()) await g.press(page.getByTestId('cg-clear'));
  };
  // 1: tickets. The first alone is refused; the 4th and 5th pass.
  await g.step(1);
  const offer = page.getByTestId('cg-ticket-choice').getByTestId('cg-offer-ticket');
  await g.pointsAt('[data-testid=cg-ticket-choice]', 'tickets');
  await g.press(offer.nth(0));
  await g.refused(() => page.getByTestId('cg-keep').click({ force: true }), 'another ticket');
  await g.press(offer.nth(0));
  await g.press(offer.nth(3));
  await g.press(offer.nth(4));
  await page.getByTestId('cg-keep').click({ force: true });
  // 2: the purple face-up card; the deck is refused.
  await g.step(2);
  await g.pointsAt('[data-testid=cg-face-up][data-slot="1"]', 'face-up card');
  await g.refused(() => g.press(page.getByTestId('cg-deck')), 'the deck instead of the purple card');
  if (shot) await shot('2-face-up-hint');
  await g.press(slot(1));
  // 3: from the deck; another face-up card is refused.
  await g.step(3);
  await g.refused(() => g.press(slot(0)), 'a face-up card instead of the deck');
  await g.press(page.getByTestId('cg-deck'));
  // 4: three purples to the railyard; two blacks are refused.
  await g.step(4);
  await g.pointsAt('[data-testid=cg-hand]', 'the hand');
  if (shot) await shot('4-railyard');
  await g.refused(() => play({ black: 2 }), 'two blacks instead of the purples');
  await clear();
  await play({ purple: 3 });
  // 5: the robbery with three blacks; the purple row's colour is refused.
  await g.step(5);
  await g.refused(() => play({ black: 2 }), 'two blacks instead of three');
  await clear();
  await play({ black: 3 });
  // 6: how the game ends and is scored, then Play on.
  await g.step(6);
  if (await page.getByTestId('cg-robbery-ok').isVisible()) await g.press(page.getByTestId('cg-robbery-ok'));
  if (shot) await shot('6-end');
  await g.press(page.getByTestId('guide-finish'));
  await g.box().waitFor({ state: 'detached' });
}

export function guideTests(test, { artifacts, url }) {
  for (const [w, h] of [[390, 844], [1024, 768]]) {
    test(`guided game of the Card Game at ${w}x${h}: every step waits for its move and refuses others with a hint`, async () => {
      const { page, errors, phone, close } = await freshPage(w, h);
      try {
        const u = new URL(url);
        u.searchParams.set('fast', '1');
        await page.goto(u.toString());
        const g = new Guided(page, phone, '__cardgame', '__cardgame');
        await g.press(page.getByTestId('guide-cardgame'));
        const shot = phone ? (name) => page.screenshot({ path: join(artifacts, `guide-cards-${name}.png`) }) : null;
        await playCardGuide(g, shot);
        // A normal game now: the person draws, the computer answers.
        await g.press(page.getByTestId('cg-deck'));
        await g.press(page.getByTestId('cg-deck'));
        await page.waitForFunction(() => {
          const s = window.__cardgame ? JSON.parse(window.__cardgame) : null;
          return s && s.legal > 0;
        }, null, { timeout: 20000 });
        assert.deepEqual(errors, [], 'no errors in the page');
      } finally {
        await close();
      }
    });
  }

  for (const [w, h] of [[390, 844], [1024, 768]]) {
    test(`guided game of Europe at ${w}x${h}: offered on a first visit, every step waits for its move and refuses others with a hint`, async () => {
      const { page, errors, phone, close } = await freshPage(w, h);
      try {
        const u = new URL(url);
        u.searchParams.set('fast', '1');
        await page.goto(u.toString());
        await page.getByTestId('guide-offer').waitFor();
        const g = new Guided(page, phone);
        await g.press(page.getByTestId('guide-europe'));
        const shot = phone ? (name) => page.screenshot({ path: join(artifacts, `guide-europe-${name}.png`) }) : null;
        await playEuropeGuide(g, shot);
        // The game goes on: a move of the person, then the computer's.
        const before = await g.moves();
        await g.press(page.getByTestId('deck'));
        await g.press(page.getByTestId('deck'));
        await page.waitForFunction((n) => Number(window.__europaMoves) >= Number(n) + 3, before, { timeout: 20000 });
        assert.deepEqual(errors, [], 'no errors in the page');
      } finally {
        await close();
      }
    });
  }

  test('guided game of Europe left midway goes on as a normal saved game, and is not offered again', async () => {
    const { page, errors, phone, close } = await freshPage(390, 844);
    try {
      const u = new URL(url);
      u.searchParams.set('fast', '1');
      await page.goto(u.toString());
      const g = new Guided(page, phone);
      await g.press(page.getByTestId('guide-europe'));
      await g.step(1);
      const offer = page.getByTestId('ticket-choice').getByTestId('offer-ticket');
      for (let i = 1; i < 4; i++) await g.press(offer.nth(i));
      await g.press(page.getByTestId('keep-tickets'));
      await g.step(2);
      const leave = page.getByTestId('guide-leave');
      const size = await leave.boundingBox();
      assert.ok(size.height >= 44 && size.width >= 44, `Leave is a 44 px target: ${JSON.stringify(size)}`);
      await g.press(leave);
      await g.box().waitFor({ state: 'detached' });
      // Any move now: the deck twice, and the computer answers.
      const before = await g.moves();
      await g.press(page.getByTestId('deck'));
      await g.press(page.getByTestId('deck'));
      await page.waitForFunction((n) => Number(window.__europaMoves) >= Number(n) + 3, before, { timeout: 20000 });
      // Reopened from Saved games, it stays a normal game.
      await g.press(page.getByTestId('home-link'));
      assert.equal(await page.getByTestId('guide-offer').count(), 0, 'no first-visit offer once a game is saved');
      await g.press(page.getByTestId('home-saves'));
      const row = page.getByTestId('save-row').first();
      await row.waitFor();
      await g.press(row.getByTestId('save-open'));
      await page.getByTestId('board').waitFor();
      await page.waitForTimeout(400);
      assert.equal(await g.box().count(), 0, 'the guide left stays left');
      assert.deepEqual(errors, [], 'no errors in the page');
    } finally {
      await close();
    }
  });
  test('guided Card Game left midway goes on as a normal game against the computer', async () => {
    const { page, errors, phone, close } = await freshPage(390, 844);
    try {
      const u = new URL(url);
      u.searchParams.set('fast', '1');
      await page.goto(u.toString());
      const g = new Guided(page, phone, '__cardgame', '__cardgame');
      await g.press(page.getByTestId('guide-cardgame'));
      await g.step(1);
      const offer = page.getByTestId('cg-ticket-choice').getByTestId('cg-offer-ticket');
      await g.press(offer.nth(3));
      await g.press(offer.nth(4));
      await g.press(page.getByTestId('cg-keep'));
      await g.step(2);
      await g.press(page.getByTestId('guide-leave'));
      await g.box().waitFor({ state: 'detached' });
      // What the guide refused at this step is a move now: two blind
      // cards (the deck goes down by them and the computer's), then the
      // computer plays and it is the person's turn again.
      const deck = () => page.evaluate(() => JSON.parse(window.__cardgame).deck);
      const before = await deck();
      await g.press(page.getByTestId('cg-deck'));
      await g.press(page.getByTestId('cg-deck'));
      await page.waitForFunction((n) => {
        const s = window.__cardgame ? JSON.parse(window.__cardgame) : null;
        return s && s.deck <= n - 2 && s.legal > 0 && s.step !== 'SecondCard';
      }, before, { timeout: 20000 });
      await page.reload();
      await page.getByTestId('home-continue').waitFor();
      await g.press(page.getByTestId('home-continue'));
      await page.getByTestId('cardgame').waitFor();
      await page.waitForTimeout(400);
      assert.equal(await g.box().count(), 0, 'the guide left stays left');
      assert.deepEqual(errors, [], 'no errors in the page');
    } finally {
      await close();
    }
  });
}

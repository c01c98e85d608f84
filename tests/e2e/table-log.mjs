// Browser tests for issue 12, "A table you can read at a glance": what the
// others did (the log, the latest moves, the flashing claim) and the map
// staying put meanwhile.
// run.mjs registers them with `logTests(test, { artifacts, url })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { GamePage } from './game-page.mjs';
import { SavesPage } from './saves-page.mjs';
import { SIZES, openInEnglish, quickGame, showLogAndSettings } from './table-shared.mjs';

/** Draws blind until the computer has done `what` in its last turn (a
 *  flashing route or face-up slot), at most `turns` times. */
async function untilFlash(game, selector, turns = 40) {
  for (let i = 0; i < turns; i++) {
    const s = await game.waitForMyMove();
    if (s.over) return false;
    if (!s.second && (await game.page.locator(selector).count()) > 0) return true;
    if (s.canDrawBlind) await game.drawTwo();
    else if (s.claimable.length > 0) await game.claim(s.claimable[0]);
    else return false;
  }
  return false;
}

export function logTests(test, { artifacts, url }) {
  test('the newest move is on top of the log, and a move adds its line without rewriting the others', async ({ board }) => {
    const page = board.page;
    const game = await quickGame(page, url);
    for (let i = 0; i < 3; i++) {
      await game.waitForMyMove();
      await game.drawTwo();
    }
    await game.waitForMyMove();
    const log = page.getByTestId('log');
    const before = await log.locator('li').allInnerTexts();
    assert.ok(before.length >= 4, `lines: ${before.length}`);
    // Watch the lines already there while the person draws and the computer answers.
    await log.evaluate((ol) => {
      window.__logChanged = 0;
      new MutationObserver((list) => {
        for (const m of list) if (m.type === 'characterData' || m.removedNodes.length > 0) window.__logChanged += 1;
      }).observe(ol, { subtree: true, childList: true, characterData: true });
    });
    await game.drawTwo();
    await game.waitForMyMove();
    const after = await log.locator('li').allInnerTexts();
    assert.deepEqual(after.slice(0, before.length), before, 'earlier lines stay as they were');
    assert.ok(after.length > before.length, 'the draw and the answer are logged');
    assert.equal(await page.evaluate(() => window.__logChanged), 0, 'no earlier line rewritten');
    // On screen the newest line is the top one, in view.
    const tops = await log.locator('li').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    assert.equal(tops.indexOf(Math.min(...tops)), tops.length - 1, 'the newest line is on top');
    const box = await page.locator('.log-lines').boundingBox();
    assert.ok(Math.min(...tops) >= box.y - 1, 'and in view');
  });
  test('what the computer did is summed up, flashes, and the log shows without scrolling', async ({ board }) => {
    const page = board.page;
    for (const [w, h] of SIZES) {
      const game = await quickGame(page, url, [w, h]);
      await game.waitForMyMove();
      await game.drawTwo();
      await game.waitForMyMove();
      const recap = page.getByTestId('recap');
      await recap.waitFor();
      assert.match(await recap.innerText(), /Computer/);
      const box = await recap.boundingBox();
      assert.ok(box.y + box.height <= h, `recap in view at ${w}x${h}`);
      if (w >= 768) {
        // (Docked, up to 1000 px, the log is one tap away, behind "☰".)
        const hide = await showLogAndSettings(page);
        const log = await page.getByTestId('log').boundingBox();
        assert.ok(log.y + 40 <= h, `log visible without scrolling at ${w}x${h} (y=${log.y})`);
        await hide();
      }
      // Names are not cut ("Comput…"): the seat column fits them.
      const cut = await page.locator('[data-testid="seat"] th').evaluateAll(
        (els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.innerText));
      assert.deepEqual(cut, [], `names cut at ${w}x${h}`);
      const top = await page.locator('header.topbar').boundingBox();
      assert.ok(top.height <= 64, `header is one line at ${w}x${h} (${top.height} px)`);
      await page.screenshot({ path: join(artifacts, `table-${w}x${h}.png`) });
    }
    // A claimed route flashes; with reduced motion it is outlined, not animated.
    const game = new GamePage(page, url);
    assert.ok(await untilFlash(game, '[data-testid="train"].flash'), 'a claim by the computer flashed');
    const owner = await page.locator('[data-testid="train"].flash').first().getAttribute('data-owner');
    assert.equal(owner, '1', 'the computer\'s claim');
    const anim = () => page.locator('[data-testid="train"].flash .car').first()
      .evaluate((e) => getComputedStyle(e).animationName);
    assert.equal(await anim(), 'flash');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    assert.equal(await anim(), 'none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    assert.equal(await anim(), 'flash');
    // Fast play outlines it too.
    try {
      await showLogAndSettings(page);
      await page.getByTestId('fast-play').check();
      assert.equal(await anim(), 'none', 'fast play: outlined, not flashing');
    } finally {
      await page.evaluate(() => localStorage.setItem('europa-express/v1/fast', '0'));
    }
  });
  test('the next person sees where the last one built a station, and who drew tickets, flash', async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: 1024, height: 768 });
    const game = await openInEnglish(page, url);
    await page.getByTestId('quick-pass-play').click();
    const flashing = () => page.evaluate(() => ({
      cities: [...document.querySelectorAll('[data-testid="city"].flash')].map((c) => c.dataset.station ?? 'none'),
      tickets: [...document.querySelectorAll('[data-testid="seat-tickets"].flash')].map((c) => c.closest('tr').dataset.seat),
    }));
    let builder = null;
    let drawer = null;
    for (let step = 0; step < 40; step++) {
      const s = await game.waitForMyMove();
      if (s.handoff !== null) await page.getByTestId('handoff-ready').click();
      else if (s.done !== null) await page.getByTestId('pass-on').click();
      else if (s.choosing) await game.keepTickets(0);
      else if (builder === null) {
        builder = String(s.current);
        assert.deepEqual(await flashing(), { cities: [], tickets: [] }, 'nothing flashes on the first turn');
        await game.buildStation(s.stationCities[0]);
      } else if (drawer === null) {
        drawer = String(s.current);
        assert.notEqual(drawer, builder);
        assert.deepEqual(await flashing(), { cities: [builder], tickets: [] }, 'the station just built flashes');
        await page.screenshot({ path: join(artifacts, 'station-flash-1024x768.png') });
        await page.getByTestId('draw-tickets').click();
        await game.keepTickets(0);
      } else {
        // Back to the builder (2 players) or on to a third: the tickets drawn flash.
        const f = await flashing();
        assert.deepEqual(f.tickets, [drawer], 'the ticket count of whoever drew flashes');
        await page.screenshot({ path: join(artifacts, 'tickets-flash-1024x768.png') });
        return;
      }
    }
    assert.fail(`never got round: builder ${builder}, drawer ${drawer}`);
  });
  test('fast play: the computer answers without the pause, at both tables, and it is remembered', async ({ board }) => {
    const page = board.page;
    // At the computer's own pace (no ?fast=1), as a player opens the app.
    await page.setViewportSize({ width: 390, height: 844 });
    await openInEnglish(page, url);
    await page.goto(url);
    await page.getByTestId('quick-vs-computer').click();
    const game = new GamePage(page, url);
    await game.keepTickets(0);
    /** From my two blind draws to my next turn, in ms. */
    const answer = async () => {
      await game.waitForMyMove();
      const t0 = Date.now();
      await game.drawTwo();
      await game.waitForMyMove();
      return Date.now() - t0;
    };
    try {
      const toggle = page.getByTestId('fast-play');
      // (On a phone the settings are a sheet behind "☰", over the deck.)
      let hide = await showLogAndSettings(page);
      assert.equal(await toggle.isChecked(), false, 'off at first');
      const box = await toggle.evaluate((e) => e.closest('label').getBoundingClientRect().height);
      assert.ok(box >= 44, `the switch is ${box} px tall`);
      await hide();
      const slow = await answer();
      assert.ok(slow >= 600, `without fast play the computer waits (${slow} ms)`);
      hide = await showLogAndSettings(page);
      await toggle.check();
      await hide();
      const quick = await answer();
      assert.ok(quick < 450, `with fast play it answers at once (${quick} ms, ${slow} without)`);
      await page.screenshot({ path: join(artifacts, 'fast-play-390x844.png'), fullPage: true });
      // Remembered: the next visit, and the Card Game's table, start with it on.
      await page.reload();
      await page.getByTestId('home-continue').click();
      await page.getByTestId('fast-play').waitFor({ state: 'attached' });
      assert.equal(await page.getByTestId('fast-play').isChecked(), true, 'remembered');
      await page.getByTestId('home-link').click();
      await page.getByTestId('quick-cardgame').click();
      const cg = page.getByTestId('cardgame').getByTestId('fast-play');
      assert.equal(await cg.isChecked(), true, 'the Card Game shares it');
      await page.getByTestId('lang-toggle').click();
      assert.match(await cg.evaluate((e) => e.closest('label').innerText), /Gioco rapido/);
      await page.getByTestId('lang-toggle').click();
      await cg.uncheck();
      await page.reload();
      await page.getByTestId('home-continue').click();
      assert.equal(await page.getByTestId('fast-play').isChecked(), false, 'switched off at the Card Game');
    } finally {
      await page.evaluate(() => localStorage.setItem('europa-express/v1/fast', '0'));
    }
  });
  test('the map stays put as turns go round: the latest moves stay above it after yours', async ({ board }) => {
    const page = board.page;
    for (const [w, h] of SIZES) {
      const game = await quickGame(page, url, [w, h]);
      let s = await game.waitForMyMove();
      // Once the computer has played, what it did shows above the map.
      if (s.canDrawBlind) await game.drawTwo();
      s = await game.waitForMyMove();
      await page.getByTestId('recap').waitFor();
      assert.match(await page.getByTestId('recap').innerText(), /Latest moves/i);
      // Every frame from my move to the computer's answer: where the map's
      // top is in the page, what the recap says, and whether it was ever
      // taken away. Only new words there (which may wrap onto another
      // line) may move the map.
      await page.evaluate(() => {
        const map = document.querySelector('.map');
        window.__frames = [];
        window.__recapGone = false;
        window.__watch = true;
        const frame = () => {
          const said = document.querySelector('[data-testid=recap]')?.innerText ?? '';
          window.__frames.push([said, map.getBoundingClientRect().top + window.scrollY]);
          if (window.__watch) requestAnimationFrame(frame);
        };
        frame();
        new MutationObserver((list) => {
          for (const m of list) for (const n of m.removedNodes) if (n.classList?.contains('recap')) window.__recapGone = true;
        }).observe(document.querySelector('.game'), { childList: true, subtree: true });
      });
      await game.drawTwo();
      await game.waitForMyMove();
      const [frames, gone] = await page.evaluate(() => { window.__watch = false; return [window.__frames, window.__recapGone]; });
      assert.equal(gone, false, `the recap stayed at ${w}x${h}`);
      const tops = new Map();
      for (const [said, top] of frames) tops.set(said, [...new Set([...(tops.get(said) ?? []), top])]);
      for (const [said, at] of tops) assert.equal(at.length, 1, `the map moved at ${w}x${h} under "${said}": ${at}`);
      assert.ok(frames.length > 2, 'frames were watched');
      assert.match(await page.getByTestId('recap').innerText(), /Computer/);
    }
  });
  test('at the start each computer has its own line in the latest moves, not one run-on line', async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: 1024, height: 768 });
    const saves = new SavesPage(page, url);
    await saves.open();
    if ((await page.locator('html').getAttribute('lang')) !== 'en') await page.getByTestId('lang-toggle').click();
    const seats = [{ name: 'Ada', kind: 'human' }, { name: 'Bea', kind: 'easy' }, { name: 'Cy', kind: 'easy' }];
    await saves.startGame({ seats, seed: 5, first: 0 });
    await new GamePage(page, url).keepTickets(0);
    const lines = page.getByTestId('recap-line');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=recap-line]').length >= 2, null, { timeout: 5000 });
    const said = await lines.allInnerTexts();
    assert.equal(said.length, 2, said.join(' | '));
    assert.ok(said.some((l) => /^Bea keeps \d tickets$/.test(l)) && said.some((l) => /^Cy keeps \d tickets$/.test(l)), said.join(' | '));
  });
}

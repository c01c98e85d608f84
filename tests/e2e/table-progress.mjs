// Browser tests of what the engine tells a player about their turn (issue
// 51): claim by colour — a colour tapped in the hand leaves marked only the
// routes the engine says it pays for — and each ticket's live progress.
// run.mjs registers them with `progressTests(test, { artifacts, url })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { playOn, seededGame } from './table-shared.mjs';
import { cardTable, move, seeded } from './cardgame-page.mjs';

/** The routes the map marks claimable now, sorted. */
async function markedRoutes(page) {
  return page.locator('[data-testid="route"].claimable').evaluateAll(
    (els) => els.map((e) => Number(e.dataset.route)).sort((a, b) => a - b));
}

/** Waits until the map's marks are `want` (they change after the frame). */
async function marksBecome(page, want) {
  const key = JSON.stringify(want);
  await page.waitForFunction((k) => {
    const got = [...document.querySelectorAll('[data-testid="route"].claimable')]
      .map((e) => Number(e.dataset.route)).sort((a, b) => a - b);
    return JSON.stringify(got) === k;
  }, key);
}

export function progressTests(test, { artifacts, url }) {
  test('claim by colour: a colour tapped in the hand marks exactly the routes the engine says it pays for', async ({ board }) => {
    const page = board.page;
    const game = await seededGame(page, url, 7, [390, 844]);
    let checked = 0;
    for (let turn = 0; turn < 40 && checked < 6; turn++) {
      const s = await game.waitForMyMove();
      if (s.over) break;
      if (!s.second && !s.choosing && s.claimable.length > 0) {
        const all = [...s.claimable].sort((a, b) => a - b);
        await marksBecome(page, all);
        for (const [colour, routes] of Object.entries(s.payable)) {
          const chip = page.locator(`[data-testid="hand-card"][data-color="${colour}"]`);
          await chip.click();
          assert.equal(await chip.getAttribute('aria-pressed'), 'true');
          const want = [...routes].sort((a, b) => a - b);
          await marksBecome(page, want);
          assert.ok(want.every((r) => all.includes(r)), `${colour}: only claimable routes`);
          if (checked === 0 && want.length > 0) {
            await page.screenshot({ path: join(artifacts, `claim-by-colour-${colour}-390x844.png`) });
          }
          // Tapped again, the pick is dropped and every mark comes back.
          await chip.click();
          await marksBecome(page, all);
          checked += 1;
        }
      }
      await playOn(game, s);
    }
    assert.ok(checked >= 3, `colours checked: ${checked}`);
  });

  test('ticket progress: each ticket says what the engine says — complete, n cars to go, short of trains or impossible', async ({ board }) => {
    const page = board.page;
    const game = await seededGame(page, url, 11, [1024, 768]);
    const seen = new Set();
    for (let turn = 0; turn < 400; turn++) {
      const s = await game.waitForMyMove();
      if (s.over) break;
      if (s.revealed === 0 && !s.choosing) {
        const rows = page.getByTestId('ticket');
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="ticket"]').length === n, s.progress.length);
        const shown = await rows.evaluateAll((els) => els.map((e) => ({
          kind: e.dataset.progress,
          words: e.querySelector('[data-testid="ticket-progress"]').textContent,
        })));
        for (const [i, p] of s.progress.entries()) {
          const [kind, cars] = p.split(':');
          assert.equal(shown[i].kind, kind, `ticket ${i}: ${JSON.stringify(shown[i])} for ${p}`);
          if (kind === 'done') assert.equal(shown[i].words, 'complete');
          if (kind === 'impossible') assert.match(shown[i].words, /impossible/);
          if (kind === 'short' || kind === 'unfit') {
            const unit = cars === '1' ? 'car' : 'cars';
            assert.ok(shown[i].words.startsWith(`${cars} ${unit} to go`), shown[i].words);
          }
          if (kind === 'unfit') assert.match(shown[i].words, /more than your \d+ trains? left/);
          if (!seen.has(kind)) {
            seen.add(kind);
            await page.screenshot({ path: join(artifacts, `ticket-progress-${kind}-1024x768.png`) });
          }
        }
        // A ticket still to join lights its cities and a way on the map.
        const open = s.progress.findIndex((p) => p.startsWith('short'));
        if (open >= 0 && turn % 5 === 0) {
          await rows.nth(open).click();
          assert.ok((await page.locator('.route.lit').count()) > 0, 'a way is lit');
          assert.equal(await page.locator('.city.lit, [data-testid="city"].lit').count() > 0, true);
        }
      }
      await playOn(game, s);
    }
    assert.ok(seen.has('short'), `kinds seen: ${[...seen]}`);
    assert.ok(seen.has('done') || seen.has('unfit') || seen.has('impossible'), `kinds seen: ${[...seen]}`);
  });

  test('the only person at the table is "You" in the seats, as in the log', async ({ board }) => {
    const page = board.page;
    // The form's default names: "Player 1" against a computer.
    const game = await seededGame(page, url, 3, [390, 844]);
    await game.waitForMyMove();
    const seats = await page.getByTestId('seat').allInnerTexts();
    assert.match(seats[0], /^\s*1?\s*You\b/, seats[0]);
    assert.doesNotMatch(seats.join('\n'), /Player 1/);
    assert.match(seats[1], /Player 2/);
    assert.match(await page.getByTestId('log').innerText(), /You keep/);
    // The banner says what may be done at the turn's start, and nothing
    // more after a first card.
    const s = await game.waitForMyMove();
    const hint = await page.getByTestId('turn-hint').innerText();
    assert.match(hint, /draw cards/);
    assert.match(hint, /draw tickets/);
    if (s.claimable.length > 0) assert.match(hint, /claim a route/);
    await page.getByTestId('deck').click();
    await page.waitForFunction(() => JSON.parse(window.__europa).second);
    assert.equal(await page.getByTestId('turn-hint').count(), 0);
    assert.match(await page.getByTestId('turn').innerText(), /second card/i);
  });

  test('the seats\' symbols are explained in words: beside the map, and in a phone\'s ☰ sheet', async ({ board }) => {
    const page = board.page;
    const game = await seededGame(page, url, 5, [390, 844]);
    await game.waitForMyMove();
    await page.getByTestId('more').click();
    const legend = page.getByTestId('seats-legend');
    await legend.waitFor({ state: 'visible' });
    const words = await legend.innerText();
    for (const w of ['↝ Longest trail', '▭ Trains', '⌂ Stations', '▯ Cards', '✉ Tickets']) assert.ok(words.includes(w), `${w} in ${words}`);
    await page.screenshot({ path: join(artifacts, 'seats-legend-390x844.png') });
    await page.getByTestId('more-close').click();
    await page.setViewportSize({ width: 1440, height: 900 });
    await legend.waitFor({ state: 'visible' });
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  test('a refusal shows in the turn banner\'s line and covers nothing: the map, seats, cards and tickets stay in sight', async ({ board }) => {
    const page = board.page;
    for (const [w, h] of [[390, 844], [1024, 768]]) {
      const game = await seededGame(page, url, 7, [w, h]);
      await game.waitForMyMove();
      await page.getByTestId('deck').click();
      await page.waitForFunction(() => JSON.parse(window.__europa).second);
      // Tickets may not be drawn as the second card: the engine says why.
      await page.getByTestId('draw-tickets').click({ force: true });
      const refusal = page.getByTestId('refusal');
      await refusal.waitFor();
      assert.match(await refusal.innerText(), /finish this move/);
      const hidden = await page.evaluate(() => {
        const r = document.querySelector('[data-testid=refusal]').getBoundingClientRect();
        const overlaps = (e) => {
          const b = e.getBoundingClientRect();
          return b.width > 0 && b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom;
        };
        const parts = ['board', 'seats', 'hand', 'face-up', 'deck', 'tickets', 'more'];
        return {
          covered: parts.filter((id) => [...document.querySelectorAll(`[data-testid="${id}"]`)].some(overlaps)),
          inBanner: Boolean(document.querySelector('[data-testid=refusal]').closest('.banner')),
          scroll: document.scrollingElement.scrollHeight - innerHeight,
        };
      });
      assert.deepEqual(hidden.covered, [], `${w}x${h}: the refusal covers nothing`);
      assert.ok(hidden.inBanner, 'in the turn banner\'s line');
      assert.ok(hidden.scroll <= 0, `${w}x${h}: the page scrolls ${hidden.scroll} px`);
      await page.screenshot({ path: join(artifacts, `refusal-${w}x${h}.png`) });
      // Closed, the turn is back in its line.
      await refusal.getByTestId('refusal-close').click();
      await refusal.waitFor({ state: 'detached' });
      assert.match(await page.getByTestId('turn').innerText(), /second card/i);
    }
  });

  test('card game, beginner option: each ticket says whether the On the Track pile completes it; without the option nothing does', async ({ board }) => {
    const page = board.page;
    const marks = () => page.getByTestId('cg-tickets').locator('li').evaluateAll(
      (els) => els.map((e) => [Number(e.querySelector('[data-ticket]').dataset.ticket), e.dataset.pileDone ?? null]));
    let cg = await cardTable(page, url, { ...seeded(8, ['Ada', 'human'], ['Bea', 'easy']), beginner: true });
    let completed = 0;
    for (let turn = 0; turn < 300; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      if (s.revealed === 0 && !s.choosing) {
        assert.ok(Array.isArray(s.pileDone), 'the engine answers under the beginner option');
        for (const [ticket, done] of await marks()) {
          assert.equal(done, String(s.pileDone.includes(ticket)), `ticket ${ticket}`);
        }
        if (s.pileDone.length > completed) {
          completed = s.pileDone.length;
          await page.screenshot({ path: join(artifacts, 'cardgame-pile-completes-390x844.png') });
        }
      }
      await move(cg, s, turn);
    }
    assert.ok(completed > 0, 'the pile completed a ticket during the game');
    // Without the option the view carries no answer, and the page shows none.
    cg = await cardTable(page, url, { ...seeded(9, ['Ada', 'human'], ['Bea', 'easy']), id: 'plain' });
    let s = await cg.waitForMove();
    for (let turn = 0; s.choosing || s.revealed !== 0; turn++) {
      await move(cg, s, turn);
      s = await cg.waitForMove();
    }
    assert.equal(s.pileDone, null);
    await page.getByTestId('cg-tickets').locator('li').first().waitFor();
    assert.ok((await marks()).every(([, done]) => done === null));
  });
}

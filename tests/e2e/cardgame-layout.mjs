// Browser tests for issue 11: the Card Game's table at each size (phone 390×844,
// tablet 768×1024, 1024×768): what fits on a line, what moves, what is in view.
// run.mjs registers them with `cardgameLayoutTests(test, { artifacts, url })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { CardGamePage, cardTable, SIZES, move, seeded, annaAndBruno, passedOn } from './cardgame-page.mjs';

export function cardgameLayoutTests(test, { artifacts, url }) {
  test('card game: on a phone "Your turn is over" and its button read on one line each', async ({ board }) => {
    const page = board.page;
    const cg = await cardTable(page, url, annaAndBruno(11));
    let measured = false;
    for (let turn = 0; turn < 20 && !measured; turn++) {
      const s = await cg.waitForMove();
      if (s.handoff !== null) {
        await page.getByTestId('cg-handoff-ready').click();
        continue;
      }
      if (s.done !== null) {
        const bar = page.getByTestId('cg-turn-end');
        for (const lang of ['en', 'it']) {
          if ((await page.locator('html').getAttribute('lang')) !== lang) await page.getByTestId('lang-toggle').click();
          const m = await bar.evaluate((el) => {
            const p = el.querySelector('p');
            const b = el.querySelector('button');
            const line = parseFloat(getComputedStyle(p).lineHeight) || 20;
            return { lines: p.getBoundingClientRect().height / line, button: b.getBoundingClientRect().height, width: el.getBoundingClientRect().width };
          });
          await page.screenshot({ path: join(artifacts, `cardgame-turn-end-390-${lang}.png`) });
          assert.ok(m.lines <= 1.5, `"Your turn is over" on ${m.lines.toFixed(1)} lines (${lang})`);
          assert.ok(m.button <= 52, `the button is ${m.button} px tall (${lang})`);
        }
        await page.getByTestId('lang-toggle').click();
        measured = true;
        continue;
      }
      await move(cg, s, turn);
    }
    assert.ok(measured, 'a turn ended');
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  test('card game: on a phone "Pass the device to …" keeps off the screen edges, even with a long name', async ({ board }) => {
    const page = board.page;
    const cg = await cardTable(page, url, seeded(11, ['Anna', 'human'], ['Massimilianoalessandro', 'human']));
    const seen = new Set();
    for (let turn = 0; turn < 20 && seen.size < 2; turn++) {
      const s = await cg.waitForMove();
      if (s.handoff !== null) {
        const title = page.locator('#cg-handoff-title');
        const m = await title.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, right: window.innerWidth - r.right, overflow: el.scrollWidth - el.clientWidth };
        });
        await page.screenshot({ path: join(artifacts, `cardgame-handoff-390-${s.handoff}.png`) });
        assert.ok(m.left >= 8 && m.right >= 8, `the title is ${m.left} / ${m.right} px from the edges`);
        assert.ok(m.overflow <= 0, `the title runs ${m.overflow} px past its box`);
        seen.add(s.handoff);
        await page.getByTestId('cg-handoff-ready').click();
        continue;
      }
      if (await passedOn(page, s)) continue;
      await move(cg, s, turn);
    }
    assert.equal(seen.size, 2, 'both names were on the hand-off');
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  test('card game: on a phone a robbery\'s "Got it" and the final On the Track pile are big enough to tap', async ({ board }) => {
    const page = board.page;
    const cg = await cardTable(page, url, seeded(11, ['Anna', 'human'], ['Computer', 'easy']));
    const size = (loc) => loc.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return [Math.round(r.width), Math.round(r.height)];
    });
    let gotIt = null;
    for (let turn = 0; turn < 400; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      const ok = page.getByTestId('cg-robbery-ok');
      if (!gotIt && (await ok.count()) > 0) gotIt = await size(ok);
      await move(cg, s, turn);
    }
    await page.getByTestId('cg-final').waitFor();
    assert.ok(gotIt, 'a robbery was told');
    assert.ok(gotIt[0] >= 44 && gotIt[1] >= 44, `"Got it" is ${gotIt.join('×')} px`);
    // The first block (the winner's, ranked first) unfolded as a player taps it.
    const block = page.getByTestId('cg-score').first();
    if ((await block.getAttribute('open')) === null) await block.locator('summary').first().click();
    const pile = await size(block.getByTestId('cg-pile-summary'));
    assert.ok(pile[1] >= 44, `the On the Track pile's line is ${pile[1]} px tall`);
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  test('card game: on a phone and a tablet each ticket keeps its points on the cities\' line', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.startSeeded(seeded(11, ['Anna', 'human'], ['Computer', 'easy']));
    await cg.keepTickets();
    await page.getByTestId('cg-tickets').getByTestId('cg-ticket').first().waitFor();
    for (const [w, h] of [[390, 844], [768, 1024], [1024, 768]]) {
      await page.setViewportSize({ width: w, height: h });
      const rows = await page.getByTestId('cg-tickets').getByTestId('cg-ticket').evaluateAll((els) =>
        els.map((el) => ({
          text: el.textContent,
          cities: el.querySelector('.cg-cities').getBoundingClientRect().top,
          pts: el.querySelector('.cg-pts').getBoundingClientRect().top,
          said: el.querySelector('.cg-pts').textContent,
        })),
      );
      assert.equal(rows.length, 6);
      for (const r of rows) {
        assert.ok(Math.abs(r.pts - r.cities) <= 6, `${w}x${h}: the points of "${r.text}" drop to a line of their own`);
        assert.match(r.said, /^\d+ points?$/, 'the word "points" is still there for a screen reader');
      }
      await page.screenshot({ path: join(artifacts, `cardgame-tickets-${w}x${h}.png`) });
    }
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  test('card game: each Big City bonus shows its value on the city\'s line', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.quickStart();
    await cg.keepTickets();
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      const cities = await page.getByTestId('cg-big-city').evaluateAll((els) =>
        els.map((el) => ({
          name: el.querySelector('strong').textContent,
          city: el.querySelector('strong').getBoundingClientRect().top,
          bonus: el.querySelector('.cg-bonus').getBoundingClientRect().top,
        })),
      );
      assert.equal(cities.length, 6);
      for (const c of cities) assert.ok(Math.abs(c.bonus - c.city) <= 6, `${w}x${h}: ${c.name}'s bonus drops below it`);
    }
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  test('card game: on a phone keeping drawn tickets leaves the page where I scrolled it', async ({ board }) => {
    const page = board.page;
    const cg = await cardTable(page, url, null);
    await cg.keepTickets();
    let checked = false;
    for (let turn = 0; turn < 40 && !checked; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      if (s.step === 'Start' && !s.choosing && s.canDrawTickets && turn >= 2) {
        await page.getByTestId('cg-draw-tickets').click();
        await page.getByTestId('cg-ticket-choice').waitFor();
        // Down to the railyards to weigh the offer against the table.
        await page.evaluate(() => window.scrollTo(0, 900));
        const before = await page.evaluate(() => window.scrollY);
        await page.getByTestId('cg-keep').click({ force: true });
        await page.getByTestId('cg-ticket-choice').waitFor({ state: 'detached' });
        await page.waitForTimeout(300);
        const after = await page.evaluate(() => window.scrollY);
        // (The table may grow a little as the computer plays; no jump to the top.)
        assert.ok(Math.abs(after - before) < 200, `the page jumped from ${before} to ${after} px`);
        checked = true;
        continue;
      }
      await move(cg, s, turn);
    }
    assert.ok(checked, 'tickets were drawn and kept');
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  test('card game: on a phone the turn banner keeps one height as turns go round', async ({ board }) => {
    const page = board.page;
    const cg = await cardTable(page, url, null);
    await cg.keepTickets();
    // Every frame of six turns: the banner's height (the table below it
    // moves with it) and what it said.
    await page.evaluate(() => {
      window.__heights = new Map();
      const frame = () => {
        const turn = document.querySelector('[data-testid=cg-turn]');
        if (turn) window.__heights.set(turn.getBoundingClientRect().height, turn.innerText);
        requestAnimationFrame(frame);
      };
      frame();
    });
    for (let turn = 0; turn < 6; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      await move(cg, s, turn);
    }
    await cg.waitForMove();
    const heights = await page.evaluate(() => [...window.__heights]);
    assert.equal(heights.length, 1, `one height: ${JSON.stringify(heights)}`);
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  test('card game: on a phone "Draw from deck" and "Draw 4 tickets" each read on one line, in English and Italian', async ({ board }) => {
    const page = board.page;
    const cg = await cardTable(page, url, seeded(42, ['Ada', 'human'], ['Bea', 'easy']));
    await cg.keepTickets();
    await cg.waitForMove();
    for (const lang of ['en', 'it']) {
      if ((await page.locator('html').getAttribute('lang')) !== lang) await page.getByTestId('lang-toggle').click();
      await page.locator(`html[lang="${lang}"]`).waitFor();
      // The name is the button's first text, above its count in <small>.
      const lines = await Promise.all(['cg-deck', 'cg-draw-tickets'].map((id) => page.getByTestId(id).evaluate((b) => {
        const range = document.createRange();
        range.selectNodeContents(b.firstChild);
        return range.getClientRects().length;
      })));
      assert.deepEqual(lines, [1, 1], `${lang}: the names' lines`);
    }
    if ((await page.locator('html').getAttribute('lang')) !== 'en') await page.getByTestId('lang-toggle').click();
  });

  test('card game: at 1024×768 the whole move log is in view without scrolling', async ({ board }) => {
    const page = board.page;
    const cg = await cardTable(page, url, null, [1024, 768]);
    for (let turn = 0; turn < 6; turn++) await move(cg, await cg.waitForMove(), turn);
    await cg.waitForMove();
    // Robberies read and dismissed, as a player does: the table as it stands.
    if ((await page.getByTestId('cg-robbery-ok').count()) > 0) await page.getByTestId('cg-robbery-ok').click();
    await page.evaluate(() => window.scrollTo(0, 0));
    // The log's whole box (its newest lines on top) is in the window.
    assert.ok((await page.getByTestId('cg-log').locator('li').count()) >= 8, 'the log has filled its box');
    const box = await page.getByTestId('cg-log').locator('.log-lines').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, height: window.innerHeight };
    });
    assert.ok(box.bottom <= box.height, `the log runs from ${Math.round(box.top)} to ${Math.round(box.bottom)} px, past the ${box.height} px window`);
  });

  test('card game: on a phone a robbery notice never covers the ticket choice\'s Keep', async ({ board }) => {
    const page = board.page;
    const cg = await cardTable(page, url, seeded(11, ['Anna', 'human'], ['Computer', 'easy']));
    const notice = page.getByTestId('cg-robbery');
    let checked = false;
    for (let turn = 0; turn < 400 && !checked; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      if ((await notice.count()) > 0 && s.step === 'Start' && !s.choosing && s.canDrawTickets) {
        // The notice stays (nobody tapped "Got it") while tickets are drawn.
        await page.getByTestId('cg-draw-tickets').click();
        const keep = page.getByTestId('cg-keep');
        await keep.waitFor();
        const onTop = await keep.evaluate((b) => {
          const r = b.getBoundingClientRect();
          const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return b.contains(at);
        });
        await page.screenshot({ path: join(artifacts, 'cardgame-robbery-over-choice-390x844.png') });
        assert.ok(onTop, 'Keep is not under the robbery notice');
        assert.equal(await notice.count(), 1, 'the notice is still told');
        await keep.click();
        await page.getByTestId('cg-ticket-choice').waitFor({ state: 'detached' });
        checked = true;
        break;
      }
      await move(cg, s, turn);
    }
    assert.ok(checked, 'tickets were drawn while a robbery was told');
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  test('card game: untapped robbery notices do not pile up: the newest two, and how many came before', async ({ board }) => {
    const page = board.page;
    const cg = await cardTable(page, url, seeded(11, ['Anna', 'human'], ['Computer', 'easy']));
    // Nobody taps "Got it": every robbery so far stays told to Anna, the
    // newest two in full, the others counted.
    let most = 0;
    for (let turn = 0; turn < 400; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      const [lines, earlier] = await page.evaluate(() => [
        document.querySelectorAll('[data-testid="cg-robbery-line"]').length,
        Number(document.querySelector('[data-testid="cg-robbery-earlier"]')?.textContent.match(/and (\d+) earlier robber/)?.[1] ?? 0),
      ]);
      assert.ok(lines <= 2, `${lines} robberies told in full`);
      if (earlier > 0) assert.equal(lines, 2, 'the count comes with the newest two');
      const told = lines + earlier;
      assert.ok(told >= most, `the robberies told went from ${most} to ${told}`);
      if (told > 2 && most <= 2) await page.screenshot({ path: join(artifacts, 'cardgame-robberies-390x844.png') });
      most = told;
      if (most > 3) break;
      await move(cg, s, turn);
    }
    assert.ok(most > 2, `only ${most} robberies in this game`);
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  test('card game: a robbery notice shows without pushing the table down, at each size', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.startSeeded(seeded(11, ['Anna', 'human'], ['Computer', 'easy']));
    // Every frame: did the table's top move on the page when a notice came or went?
    await page.evaluate(() => {
      window.__jumps = [];
      let last = null;
      const frame = () => {
        const table = document.querySelector('.cg-layout');
        if (table) {
          const now = { notice: !!document.querySelector('[data-testid=cg-robbery]'), top: Math.round(table.getBoundingClientRect().top + window.scrollY), width: window.innerWidth };
          // (A resize moves the table too: only frames of one size are compared.)
          if (last && now.width === last.width && now.notice !== last.notice && now.top !== last.top) window.__jumps.push([last.top, now.top]);
          last = now;
        }
        requestAnimationFrame(frame);
      };
      frame();
    });
    const notice = page.getByTestId('cg-robbery');
    let seen = false;
    for (let turn = 0; turn < 400 && !seen; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      if ((await notice.count()) > 0) {
        seen = true;
        break;
      }
      await move(cg, s, turn);
    }
    assert.ok(seen, 'a robbery was told');
    const tableTop = () => page.evaluate(() => Math.round(document.querySelector('.cg-layout').getBoundingClientRect().top + window.scrollY));
    const withNotice = [];
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.evaluate(() => window.scrollTo(0, 0));
      withNotice.push(await tableTop());
      // The notice is read where the player is, and its "Got it" is not covered.
      const m = await notice.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const ok = el.querySelector('[data-testid=cg-robbery-ok]').getBoundingClientRect();
        const hit = document.elementFromPoint(ok.left + ok.width / 2, ok.top + ok.height / 2);
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: window.innerHeight, width: window.innerWidth, gotIt: hit?.getAttribute('data-testid') };
      });
      await page.screenshot({ path: join(artifacts, `cardgame-robbery-${w}x${h}.png`) });
      assert.ok(m.top >= 0 && m.bottom <= m.height && m.left >= 0 && m.right <= m.width, `${w}x${h}: the notice is out of the window: ${JSON.stringify(m)}`);
      assert.equal(m.gotIt, 'cg-robbery-ok', `${w}x${h}: "Got it" can be tapped`);
    }
    await page.getByTestId('cg-robbery-ok').click();
    await notice.waitFor({ state: 'detached' });
    for (const [i, [w, h]] of SIZES.entries()) {
      await page.setViewportSize({ width: w, height: h });
      assert.equal(withNotice[i], await tableTop(), `${w}x${h}: the table stands ${withNotice[i] - (await tableTop())} px lower while the notice shows`);
    }
    assert.deepEqual(await page.evaluate(() => window.__jumps), [], 'the table jumped when the notice came or went');
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  test('card game: "Play to your railyard" and "Clear" stand side by side at each size, in English and Italian', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.quickStart();
    await cg.keepTickets();
    for (let i = 0; i < 100; i++) {
      const s = await cg.waitForMove();
      if (s.step === 'Start' && !s.choosing && s.legal > 0) break;
      await page.waitForTimeout(25);
    }
    // A card picked: the bar as a player sees it while choosing a play.
    await page.getByTestId('cg-hand-card').first().click();
    for (const lang of ['en', 'it']) {
      if ((await page.locator('html').getAttribute('lang')) !== lang) await page.getByTestId('lang-toggle').click();
      for (const [w, h] of SIZES) {
        await page.setViewportSize({ width: w, height: h });
        const m = await page.getByTestId('cg-hand').evaluate((hand) => {
          const box = (el) => el.getBoundingClientRect();
          const play = hand.querySelector('[data-testid=cg-play]');
          const clear = hand.querySelector('[data-testid=cg-clear]');
          const line = (el) => parseFloat(getComputedStyle(el).lineHeight) || 20;
          return {
            play: box(play), clear: box(clear), hand: box(hand),
            lines: [play, clear].map((el) => (box(el).height - parseFloat(getComputedStyle(el).paddingTop) - parseFloat(getComputedStyle(el).paddingBottom)) / line(el)),
            overflow: [play, clear].map((el) => el.scrollWidth - el.clientWidth),
            text: [play.innerText, clear.innerText],
          };
        });
        await page.getByTestId('cg-hand').screenshot({ path: join(artifacts, `cardgame-play-bar-${w}x${h}-${lang}.png`) });
        const where = `${w}x${h} ${lang}: "${m.text.join('" / "')}"`;
        assert.ok(Math.abs(m.play.top - m.clear.top) <= 2, `${where}: "${m.text[1]}" drops under the play button`);
        assert.ok(m.clear.right <= m.hand.right && m.play.left >= m.hand.left, `${where}: the buttons run out of the hand`);
        assert.deepEqual(m.overflow, [0, 0], `${where}: a button's words run out of it`);
        for (const n of m.lines) assert.ok(n <= 1.5, `${where}: a button's words fold onto ${n.toFixed(1)} lines`);
      }
    }
    await page.getByTestId('lang-toggle').click();
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  test('card game: a refused play says why in view, without pushing the table down, at each size', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.quickStart();
    await cg.keepTickets();
    for (let i = 0; i < 100; i++) {
      const s = await cg.waitForMove();
      if (s.step === 'Start' && !s.choosing && s.legal > 0) break;
      await page.waitForTimeout(25);
    }
    // Where the table stands on the page, and where the player is: at the hand.
    const atHand = async () => {
      await page.getByTestId('cg-play').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      return page.evaluate(() => Math.round(document.querySelector('.cg-layout').getBoundingClientRect().top + window.scrollY));
    };
    const before = [];
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      before.push(await atHand());
    }
    // One card is no play: the tap is refused, in words.
    await page.getByTestId('cg-hand-card').first().click();
    await cg.play();
    const said = page.getByTestId('cg-refusal');
    assert.match(await said.textContent(), /\w/, 'the refusal says why');
    for (const [i, [w, h]] of SIZES.entries()) {
      await page.setViewportSize({ width: w, height: h });
      const top = await atHand();
      const box = await said.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { top: Math.round(r.top), bottom: Math.round(r.bottom), height: window.innerHeight };
      });
      await page.screenshot({ path: join(artifacts, `cardgame-refusal-${w}x${h}.png`) });
      assert.ok(box.top >= 0 && box.bottom <= box.height, `${w}x${h}: the reason is out of view at the hand (${box.top}–${box.bottom} px of ${box.height})`);
      assert.equal(top, before[i], `${w}x${h}: the table stands ${top - before[i]} px lower while the reason shows`);
    }
    await page.getByTestId('cg-clear').click();
    await page.setViewportSize({ width: 1024, height: 768 });
  });
}

// Browser tests for issue 11: Ticket to Ride: The Card Game at the table.
// run.mjs registers them with `cardgameTests(test, { artifacts, url })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { axeFindings } from './axe.mjs';
import { CardGamePage } from './cardgame-page.mjs';

const SIZES = [[1024, 768], [768, 1024], [390, 844]];

/** The person's move, chosen from what the table offers: keep every
 *  ticket, rob when the engine allows it, else lay the largest group, else
 *  draw. Returns what was done. */
async function move(cg, s, turn) {
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

/** A seeded game's settings, the first seat playing first; `seats` as [name, kind]. */
const seeded = (seed, ...seats) => ({ seed, first: 0, seats: seats.map(([name, kind]) => ({ name, kind })) });

/** A seeded pass-and-play game of Anna and Bruno. */
const annaAndBruno = (seed) => seeded(seed, ['Anna', 'human'], ['Bruno', 'human']);

/** Passes a hand-off or a turn's end on (pass and play); whether `s` was one. */
async function passedOn(page, s) {
  if (s.handoff !== null) await page.getByTestId('cg-handoff-ready').click();
  else if (s.done !== null) await page.getByTestId('cg-pass-on').click();
  else return false;
  return true;
}

/** The test id (or tag) of the focused element. */
const focused = (page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName);

/** Waits up to a second for `id` to have the focus. */
async function focusIs(page, id, what) {
  for (let i = 0; i < 40 && (await focused(page)) !== id; i++) await page.waitForTimeout(25);
  assert.equal(await focused(page), id, what);
}

export function cardgameTests(test, { artifacts, url }) {
  test('card game: a whole 2-player game against the computer, to the final scores', async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: 1024, height: 768 });
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.quickStart();
    // At least one starting ticket: keeping none is refused in words.
    const dialog = page.getByTestId('cg-ticket-choice');
    await dialog.waitFor();
    assert.equal(await dialog.getByTestId('cg-keep').getAttribute('aria-disabled'), 'true');
    assert.match(await dialog.getByTestId('cg-keep-hint').textContent(), /Keep at least 1 ticket/);
    await cg.keepTickets();
    await page.getByTestId('cg-tickets').getByTestId('cg-ticket').first().waitFor();
    assert.equal(await page.getByTestId('cg-big-city').count(), 6, 'six Big City bonus cards');

    const did = { refusedOwn: false, refusedThree: false, locoNote: false, lastRound: false, plays: 0 };
    let turn = 0;
    for (; turn < 400; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      if (turn === 6) {
        for (const [w, h] of SIZES) {
          await page.setViewportSize({ width: w, height: h });
          await page.screenshot({ path: join(artifacts, `cardgame-${w}x${h}.png`), fullPage: true });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          assert.ok(overflow <= 0, `page is ${overflow} px wider than the window at ${w}x${h}`);
        }
        await page.setViewportSize({ width: 1024, height: 768 });
      }
      if (s.lastRound) {
        if (!did.lastRound) await page.getByTestId('cg-last-round').waitFor();
        did.lastRound = true;
      }
      if (s.step === 'Start' && !s.choosing) {
        // A colour already in my railyard is refused, in words, before playing.
        const mine = await page.locator('[data-testid="cg-seat"][data-seat="0"] [data-testid="cg-row"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-color')));
        const held = await page.getByTestId('cg-hand-card').evaluateAll((els) => els.map((e) => [e.getAttribute('data-color'), Number(e.getAttribute('data-count'))]));
        const own = held.find(([c, n]) => mine.includes(c) && n >= 2);
        if (!did.refusedOwn && own) {
          await cg.pick({ [own[0]]: 2 });
          assert.match(await page.getByTestId('cg-play-hint').textContent(), /already has/);
          await cg.play();
          assert.match(await page.getByTestId('cg-refusal').textContent(), /can't be played until they are gone/);
          await page.getByTestId('cg-clear').click();
          did.refusedOwn = true;
        }
        // Locomotives in a 3-colour play are refused.
        const colours = held.filter(([c]) => c !== 'locomotive').map(([c]) => c);
        if (!did.refusedThree && colours.length >= 3 && held.some(([c]) => c === 'locomotive')) {
          await cg.pick({ [colours[0]]: 1, [colours[1]]: 1, [colours[2]]: 1, locomotive: 1 });
          assert.match(await page.getByTestId('cg-play-hint').textContent(), /exactly 3 cards of 3 different colours/);
          await page.getByTestId('cg-clear').click();
          did.refusedThree = true;
        }
        // A face-up locomotive taken first ends the draw, and says why.
        const loco = await page.locator('[data-testid="cg-face-up"][data-color="locomotive"]').first();
        if (!did.locoNote && (await loco.count()) > 0 && turn > 2) {
          await loco.click();
          await page.getByTestId('cg-loco-note').waitFor();
          assert.match(await page.getByTestId('cg-loco-note').textContent(), /counts as 2 cards/);
          did.locoNote = true;
          continue;
        }
      }
      if (s.step === 'SecondCard') {
        // Not a face-up locomotive as the second card: refused in words.
        const loco = page.locator('[data-testid="cg-face-up"][data-color="locomotive"]');
        if ((await loco.count()) > 0) {
          assert.equal(await loco.first().getAttribute('aria-disabled'), 'true');
          await loco.first().click({ force: true });
          assert.match(await page.getByTestId('cg-refusal').textContent(), /counts as two cards/);
        }
      }
      const what = await move(cg, s, turn);
      if (what === 'group' || what === 'rob') did.plays += 1;
    }
    const final = page.getByTestId('cg-final');
    await final.waitFor();
    assert.equal(await final.getByTestId('cg-score').count(), 2);
    assert.ok((await final.getByTestId('cg-result').count()) >= 2, 'every kept ticket is scored');
    assert.match(await page.getByTestId('cg-winner').textContent(), /(wins|You win!|Shared win)/);
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: join(artifacts, `cardgame-final-${w}x${h}.png`), fullPage: true });
    }
    assert.ok(did.plays > 0 && did.lastRound, `played groups and saw the last round: ${JSON.stringify(did)}`);
    assert.ok((await page.getByTestId('cg-log').locator('li').count()) > 10, 'the move log tells the game');
  });

  test('card game: a robbery is told to thief and victim, and nobody sees another hand', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.startSeeded(annaAndBruno(11));
    let robbed = null;
    let toldVictim = false;
    let handoffs = 0;
    for (let turn = 0; turn < 300 && !toldVictim; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      if (s.handoff !== null) {
        // Privacy: nothing private of anybody behind the hand-off screen.
        assert.deepEqual(await cg.secretsShown(), [], 'no hand, tickets or pile behind the hand-off');
        handoffs += 1;
        await page.getByTestId('cg-handoff-ready').click();
        if (robbed && s.handoff === robbed.victim) {
          const line = page.getByTestId('cg-robbery-line');
          await line.first().waitFor();
          assert.match(await line.first().textContent(), new RegExp(`^${robbed.thiefName} robbed your \\w+ row`));
          await page.screenshot({ path: join(artifacts, 'cardgame-robbed-1280x800.png') });
          toldVictim = true;
        }
        continue;
      }
      if (await passedOn(page, s)) continue;
      // Only the revealed seat's secrets are in the page.
      const shown = await cg.secretsShown();
      assert.ok(shown.every(([id, seat]) => seat === null || seat === String(s.revealed)), JSON.stringify(shown));
      const what = await move(cg, s, turn);
      if (what === 'rob' && !robbed) {
        const line = page.getByTestId('cg-robbery-line');
        await line.first().waitFor();
        const victim = Number(await line.first().getAttribute('data-victim'));
        const victimName = victim === 0 ? 'Anna' : 'Bruno';
        assert.match(await line.first().textContent(), new RegExp(`^You robbed ${victimName}'s \\w+ row \\(\\d+ cards?\\)`));
        robbed = { victim, thiefName: s.revealed === 0 ? 'Anna' : 'Bruno' };
      }
    }
    assert.ok(handoffs > 2, 'the device went round');
    assert.ok(robbed && toldVictim, `a robbery, told to both (${JSON.stringify(robbed)})`);
  });

  test('card game: in pass and play the robbed player is told even after the thief taps "Got it"', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.startSeeded(annaAndBruno(11));
    const names = ['Anna', 'Bruno'];
    let robbed = null;
    let told = false;
    for (let turn = 0; turn < 300 && !told; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      if (s.handoff !== null) {
        await page.getByTestId('cg-handoff-ready').click();
        if (robbed && s.handoff === robbed.victim) {
          const line = page.getByTestId('cg-robbery-line');
          await line.first().waitFor({ timeout: 2000 });
          assert.match(await line.first().textContent(), new RegExp(`^${robbed.thief} robbed your \\w+ row`));
          told = true;
        }
        continue;
      }
      if (await passedOn(page, s)) continue;
      const what = await move(cg, s, turn);
      if (what === 'rob' && !robbed) {
        // The thief reads theirs and taps "Got it", as anybody would.
        await page.getByTestId('cg-robbery-line').first().waitFor();
        robbed = { thief: names[s.revealed], victim: 1 - s.revealed };
        await page.getByTestId('cg-robbery-ok').click();
        assert.equal(await page.getByTestId('cg-robbery').count(), 0, 'gone for the thief');
      }
    }
    assert.ok(robbed && told, `a robbery, told to the victim after the thief's "Got it" (${JSON.stringify(robbed)})`);
  });

  test('card game: the last round tells me how many turns I have left, and I get exactly those', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.startSeeded(seeded(5, ['Ada', 'human'], ['Easy 1', 'easy'], ['Easy 2', 'easy']));
    let promised = null;
    let played = 0;
    for (let turn = 0; turn < 600; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      if (s.lastRound && s.step === 'Start' && !s.choosing) {
        if (promised === null) {
          const text = await page.getByTestId('cg-last-round').textContent();
          const more = text.match(/You have this turn and (\d+) more/);
          if (/This is your last turn/.test(text)) promised = 1;
          else if (more) promised = 1 + Number(more[1]);
          else assert.fail(`my own turns are not told: "${text}"`);
        }
        played += 1;
      }
      await move(cg, s, turn);
    }
    await page.getByTestId('cg-final').waitFor();
    assert.ok(promised !== null, 'the last round came on my turn');
    assert.equal(played, promised, 'the turns I was told are the turns I played');
  });

  test('card game: with the keyboard alone, the ticket choice takes the focus', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await cg.open();
    // Quick start by keyboard: the ticket dialog has the focus at once.
    await page.getByTestId('quick-cardgame').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('cg-ticket-choice').waitFor();
    await focusIs(page, 'cg-offer-ticket', 'the first offered ticket has the focus');
    await page.keyboard.press('Enter');
    assert.equal(await page.locator('[data-testid=cg-offer-ticket][aria-pressed=true]').count(), 1);
    for (let i = 0; i < 8 && (await focused(page)) !== 'cg-keep'; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByTestId('cg-ticket-choice').waitFor({ state: 'detached' });
    await focusIs(page, 'cg-deck', 'the focus lands on the deck, not on the page');
  });

  test('card game: with the keyboard alone, the hand-off and the turn end take the focus', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await cg.open();
    // Pass and play: "I am …" and "Pass the device on" take Enter.
    await cg.startSeeded(seeded(11, ['Anna', 'human'], ['Bruno', 'human']));
    let handoffs = 0;
    let ends = 0;
    for (let turn = 0; turn < 40 && (handoffs < 2 || ends < 2); turn++) {
      const s = await cg.waitForMove();
      if (s.handoff !== null) {
        await focusIs(page, 'cg-handoff-ready', 'the hand-off button has the focus');
        await page.keyboard.press('Enter');
        await page.getByTestId('cg-handoff').waitFor({ state: 'detached' });
        handoffs += 1;
        continue;
      }
      if (s.done !== null) {
        await focusIs(page, 'cg-pass-on', '"Pass the device on" has the focus');
        await page.keyboard.press('Enter');
        await page.getByTestId('cg-turn-end').waitFor({ state: 'detached' });
        ends += 1;
        continue;
      }
      await move(cg, s, turn);
    }
    assert.ok(handoffs >= 2 && ends >= 2, `hand-offs ${handoffs}, turn ends ${ends}`);
  });

  test('card game: the pass-and-play hand-off tells me what the others did since my last turn', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.startSeeded(seeded(21, ['Anna', 'human'], ['Bruno', 'human'], ['Carla', 'easy']));
    const played = [0, 0, 0];
    let recalled = 0;
    for (let turn = 0; turn < 60 && recalled < 3; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      if (s.handoff !== null) {
        const me = s.handoff;
        if (s.phase === 'Playing' && played[me] > 0) {
          // Since my last turn the two others have each played one.
          const recap = page.getByTestId('cg-recap');
          await recap.waitFor({ timeout: 2000 });
          const text = await recap.innerText();
          assert.match(text, /Since your last turn/i);
          for (const [i, who] of ['Anna', 'Bruno', 'Carla'].entries()) {
            if (i !== me) assert.match(text, new RegExp(who), `${who}'s turn is recalled to seat ${me}: ${text}`);
          }
          assert.ok((await page.getByTestId('cg-recap-line').count()) >= 2, text);
          recalled += 1;
        }
        await page.getByTestId('cg-handoff-ready').click();
        continue;
      }
      if (await passedOn(page, s)) continue;
      if (s.phase === 'Playing' && s.step === 'Start' && !s.choosing) played[s.current] += 1;
      await move(cg, s, turn);
    }
    assert.ok(recalled >= 3, `recaps seen: ${recalled}`);
  });

  test('card game: on a phone "Your turn is over" and its button read on one line each', async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: 390, height: 844 });
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.startSeeded(annaAndBruno(11));
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
    await page.setViewportSize({ width: 390, height: 844 });
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.startSeeded(seeded(11, ['Anna', 'human'], ['Massimilianoalessandro', 'human']));
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
    await page.setViewportSize({ width: 390, height: 844 });
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.startSeeded(seeded(11, ['Anna', 'human'], ['Computer', 'easy']));
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
    const pile = await size(page.getByTestId('cg-score').first().locator('summary'));
    assert.ok(pile[1] >= 44, `the On the Track pile's line is ${pile[1]} px tall`);
    await page.setViewportSize({ width: 1024, height: 768 });
  });

  test('card game: in Italian a robbery names "la fila di colore rosso", not "la fila rosso"', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.startSeeded(annaAndBruno(11));
    let line = null;
    let italian = false;
    for (let turn = 0; turn < 300 && !line; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      if (s.handoff !== null) {
        await page.getByTestId('cg-handoff-ready').click();
        if (!italian) await page.getByTestId('lang-toggle').click();
        italian = true;
        continue;
      }
      if (await passedOn(page, s)) continue;
      const what = await move(cg, s, turn);
      if (what === 'rob') line = await page.getByTestId('cg-robbery-line').first().textContent();
    }
    assert.ok(line, 'a robbery');
    assert.match(line, /^Hai rubato a \w+ la fila di colore \w+ \(\d+ cart[ae]\)/);
  });

  test('card game: the final scores show without old robbery notices or a "Pass the device on" bar', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.startSeeded(annaAndBruno(11));
    let robberies = 0;
    for (let turn = 0; turn < 600; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      if (await passedOn(page, s)) continue;
      // Nobody taps "Got it": the notices are left as a hurried table leaves them.
      if ((await move(cg, s, turn)) === 'rob') robberies += 1;
    }
    await page.getByTestId('cg-final').waitFor();
    assert.ok(robberies > 0, 'robberies were played');
    await page.waitForTimeout(200);
    assert.equal(await page.getByTestId('cg-robbery').count(), 0, 'no robbery notice above the final scores');
    assert.equal(await page.getByTestId('cg-turn-end').count(), 0, 'no "Pass the device on" after the game');
  });

  test('card game: while the starting tickets are chosen the hand offers nothing to play', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.quickStart();
    await page.getByTestId('cg-ticket-choice').waitFor();
    assert.equal(await page.getByTestId('cg-play').count(), 0, 'no "Play to your railyard" behind the tickets');
    assert.equal(await page.getByTestId('cg-play-hint').count(), 0, 'no "Tap the cards to play" behind the tickets');
    await cg.keepTickets();
    // On my first turn the play is offered.
    for (let i = 0; i < 100; i++) {
      const s = await cg.waitForMove();
      if (s.step === 'Start' && !s.choosing) break;
      await page.waitForTimeout(25);
    }
    await page.getByTestId('cg-play').waitFor();
  });

  test('card game: at 1024×768 the whole move log is in view without scrolling', async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: 1024, height: 768 });
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.quickStart();
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
    await page.setViewportSize({ width: 390, height: 844 });
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.quickStart();
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

  test('card game: 4 players reach the first scoring and play a second round, its result in words', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.startSeeded(seeded(21, ['Ada', 'human'], ['Easy 1', 'easy'], ['Easy 2', 'easy'], ['Medium', 'medium']));
    let sawSecond = false;
    for (let turn = 0; turn < 600; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      if (s.round === 2 && !sawSecond) {
        await page.getByTestId('cg-round-two').waitFor();
        // The first scoring is in the log, and the game goes on.
        assert.match(await page.getByTestId('cg-log').textContent(), /First ticket scoring/);
        assert.equal(await page.getByTestId('cg-banked').count(), 4, "each player's first scoring stays in view");
        // In words, not as a raw text key.
        for (const line of await page.getByTestId('cg-banked').allInnerTexts()) {
          assert.match(line, /^First scoring: -?\d+ points? · \d+ tickets? completed$/);
        }
        await page.screenshot({ path: join(artifacts, 'cardgame-round-two-1280x800.png') });
        sawSecond = true;
      }
      await move(cg, s, turn);
    }
    assert.ok(sawSecond, 'a second round was played');
    await page.getByTestId('cg-final').waitFor();
    assert.equal(await page.getByTestId('cg-score').count(), 4);
    // Each player's first scoring is shown beside the final one.
    assert.match(await page.getByTestId('cg-final').textContent(), /First scoring/);
  });

  test('card game: 4 players: a ticket not completed at the first scoring reads "kept for the second round", not as a penalty', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.startSeeded(seeded(21, ['Ada', 'human'], ['Easy 1', 'easy'], ['Easy 2', 'easy'], ['Medium', 'medium']));
    for (let turn = 0; turn < 600; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      await move(cg, s, turn);
    }
    await page.getByTestId('cg-final').waitFor();
    const first = page.getByTestId('cg-first-scoring');
    assert.equal(await first.count(), 4, "each player's first scoring is listed");
    const open = first.locator('[data-testid=cg-result][data-completed=false]');
    assert.ok((await open.count()) > 0, 'some ticket was not completed at the first scoring');
    for (const text of await open.allInnerTexts()) {
      assert.match(text, /kept for the second round/);
      assert.doesNotMatch(text, /not completed\s*$|[+-]0\b/);
    }
  });

  test('card game: axe-core finds nothing serious at the table, the ticket choice and the final scores', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.quickStart();
    await page.getByTestId('cg-ticket-choice').waitFor();
    const findings = await axeFindings(page, 'ticket choice');
    await cg.keepTickets();
    for (let turn = 0; turn < 400; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      if (turn === 5) findings.push(...(await axeFindings(page, 'table')));
      await move(cg, s, turn);
    }
    await page.getByTestId('cg-final').waitFor();
    findings.push(...(await axeFindings(page, 'final scores')));
    assert.deepEqual(findings, []);
  });

  test('card game: on a phone the turn banner keeps one height as turns go round', async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: 390, height: 844 });
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.quickStart();
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

  test('card game: a reload mid-game continues where it was', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.quickStart();
    for (let turn = 0; turn < 8; turn++) await move(cg, await cg.waitForMove(), turn);
    const s = await cg.waitForMove();
    const hand = await page.getByTestId('cg-hand-card').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-color')}:${e.getAttribute('data-count')}`));
    const log = await page.getByTestId('cg-log').locator('li').count();
    await cg.open();
    await page.getByTestId('home-continue').click();
    await page.getByTestId('cardgame').waitFor();
    const t = await cg.waitForMove();
    assert.equal(t.deck, s.deck, 'same deck');
    assert.deepEqual(
      await page.getByTestId('cg-hand-card').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-color')}:${e.getAttribute('data-count')}`)),
      hand,
    );
    assert.equal(await page.getByTestId('cg-log').locator('li').count(), log, 'the same move log');
  });

  test('card game: each "?" opens the Card Game\'s own rules, in both languages', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await cg.open();
    await cg.quickStart();
    await cg.keepTickets();
    await cg.waitForMove();
    const help = page.getByTestId('rules-help');
    await page.getByTestId('help-cg-play').first().click();
    await help.waitFor();
    assert.match(await help.locator('article').innerText(), /exactly 3 cards of 3 different colours/);
    // Only the Card Game's topics are listed: no tunnels or stations here.
    assert.equal(await help.getByTestId('rules-topic-tunnels').count(), 0);
    await help.getByTestId('rules-topic-cg-robbery').click();
    assert.match(await help.locator('article').innerText(), /discards the whole row/);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    // The top bar's "?" starts at the Card Game's turn.
    await page.getByTestId('help-cg-turn').click();
    assert.match(await help.locator('h2').innerText(), /Your turn/);
    assert.match(await help.locator('article').innerText(), /On the Track pile/);
    await page.getByTestId('rules-help-close').click();
    await page.getByTestId('lang-toggle').click();
    await page.getByTestId('help-cg-robbery').click();
    assert.equal((await help.locator('h2').innerText()).trim(), 'Furto di Treni');
    await page.getByTestId('rules-help-close').click();
    await page.getByTestId('lang-toggle').click();
    for (const id of ['help-cg-draw', 'help-cg-tickets', 'help-cg-end']) {
      assert.ok((await page.getByTestId(id).count()) > 0, id);
    }
  });

  test('card game: the saves list names the game, and an exported game imports and continues', async ({ board }) => {
    const page = board.page;
    const cg = new CardGamePage(page, url);
    await page.goto(cg.url);
    await page.evaluate(() => localStorage.clear());
    await cg.open();
    await cg.quickStart();
    for (let turn = 0; turn < 4; turn++) await move(cg, await cg.waitForMove(), turn);
    const s = await cg.waitForMove();
    await page.getByTestId('home-link').click();
    await page.getByTestId('home-saves').click();
    const row = page.getByTestId('save-row');
    await row.first().waitFor();
    assert.equal(await row.count(), 1);
    assert.equal(await row.first().getAttribute('data-game'), 'game_cardgame');
    assert.match(await row.first().getByTestId('save-game').innerText(), /The Card Game/i);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.first().getByTestId('save-export').click(),
    ]);
    const file = join(artifacts, 'cardgame-export.txt');
    await download.saveAs(file);
    await row.first().getByTestId('save-delete').click();
    await page.getByTestId('saves-empty').waitFor();
    await page.getByTestId('saves-import').setInputFiles(file);
    await row.first().waitFor();
    assert.equal(await row.first().getAttribute('data-game'), 'game_cardgame');
    await row.first().getByTestId('save-open').click();
    await page.getByTestId('cardgame').waitFor();
    const t = await cg.waitForMove();
    assert.equal(t.deck, s.deck, 'the imported game is where it was');
  });
}

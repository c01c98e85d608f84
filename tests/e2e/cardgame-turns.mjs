// Browser tests for issue 11: the Card Game's turns and whole games against the computer
// (to the final scores, 4 players, the keyboard's ticket choice, rules, reload, saves).
// run.mjs registers them with `cardgameTurnsTests(test, { artifacts, url })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { axeFindings } from './axe.mjs';
import { CardGamePage, cardTable, SIZES, move, seeded, focused, focusIs } from './cardgame-page.mjs';

export function cardgameTurnsTests(test, { artifacts, url }) {
  test('card game: a whole 2-player game against the computer, to the final scores', async ({ board }) => {
    const page = board.page;
    const cg = await cardTable(page, url, null, [1024, 768]);
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
    // Ranked, the winner first; each block folded but one, so the ranking
    // fits a phone's screen.
    const totals = await final.getByTestId('cg-score').evaluateAll((els) => els.map((e) => Number(e.dataset.total)));
    assert.deepEqual(totals, [...totals].sort((a, b) => b - a), `ranked: ${totals}`);
    assert.match(await final.getByTestId('cg-score').first().locator('summary').first().innerText(), /^1\. /);
    assert.equal(await final.locator('[data-testid="cg-score"][open]').count(), 1);
    assert.ok((await final.getByTestId('cg-result').count()) >= 2, 'every kept ticket is scored');
    assert.match(await page.getByTestId('cg-winner').textContent(), /(wins|You win!|Shared win)/);
    for (const [w, h] of SIZES) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({ path: join(artifacts, `cardgame-final-${w}x${h}.png`), fullPage: true });
    }
    assert.ok(did.plays > 0 && did.lastRound, `played groups and saw the last round: ${JSON.stringify(did)}`);
    assert.ok((await page.getByTestId('cg-log').locator('li').count()) > 10, 'the move log tells the game');
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
    // Each player's block unfolded, as a player taps it.
    const folded = page.locator('[data-testid="cg-score"]:not([open]) > summary');
    while ((await folded.count()) > 0) await folded.first().click();
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

  test('card game: against the computer, "Latest moves" at the top tells what each other player did in their turn, at each size and in both languages', async ({ board }) => {
    const page = board.page;
    const cg = await cardTable(page, url, seeded(5, ['Ada', 'human'], ['Easy 1', 'easy'], ['Easy 2', 'easy']));
    // On the phone, every frame: the summary's height (the table below moves with it).
    await page.evaluate(() => {
      window.__latest = new Set();
      const frame = () => {
        const el = document.querySelector('[data-testid=cg-latest]');
        if (el && window.innerWidth === 390) window.__latest.add(Math.round(el.getBoundingClientRect().height));
        requestAnimationFrame(frame);
      };
      frame();
    });
    let checked = 0;
    for (let turn = 0; turn < 60 && checked < 3; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      if (s.phase === 'Playing' && s.step === 'Start' && !s.choosing && turn >= 3) {
        // My turn: each of the two others has played since mine, and the
        // summary says it in the log's words, a line each, in turn order.
        for (const [lang, heading] of [['en', /Latest moves/i], ['it', /Ultime mosse/i]]) {
          if (checked !== 1 && lang === 'it') continue;
          if ((await page.locator('html').getAttribute('lang')) !== lang) await page.getByTestId('lang-toggle').click();
          const latest = page.getByTestId('cg-latest');
          assert.match(await latest.locator('h3').textContent(), heading);
          const lines = await page.getByTestId('cg-latest-line').allTextContents();
          const log = await page.getByTestId('cg-log').locator('li').allTextContents();
          assert.equal(lines.length, 2, JSON.stringify(lines));
          for (const [i, who] of ['Easy 1', 'Easy 2'].entries()) {
            assert.ok(lines[i].startsWith(`${who} `), `line ${i} is ${who}'s turn: "${lines[i]}"`);
            // The player is named once: "Easy 1 draws from the deck; takes a face-up card: red".
            for (const part of lines[i].split('; ').map((p) => p.replace(/ ×\d+$/, ''))) {
              const said = [part, `${who} ${part}`];
              assert.ok(said.some((p) => log.includes(p)), `"${part}" (${lang}) is not a line of the log: ${JSON.stringify(log.slice(-8))}`);
            }
          }
          // Where the player looks first: at the top of the screen, at each size.
          for (const [w, h] of SIZES) {
            await page.setViewportSize({ width: w, height: h });
            await page.evaluate(() => window.scrollTo(0, 0));
            const box = await latest.boundingBox();
            if (checked === 1) await page.screenshot({ path: join(artifacts, `cardgame-latest-${w}x${h}-${lang}.png`) });
            assert.ok(box && box.y >= 0 && box.y + box.height <= 300, `${w}x${h}: the summary stands at ${JSON.stringify(box)}`);
            if (w === 1024) {
              // Across the table's width, not squeezed beside the banner: no line cut with "…".
              const cut = await page.getByTestId('cg-latest-line').evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
              assert.deepEqual(cut, [], `${lang}: lines cut at 1024 px`);
            }
          }
          await page.setViewportSize({ width: 390, height: 844 });
        }
        if ((await page.locator('html').getAttribute('lang')) !== 'en') await page.getByTestId('lang-toggle').click();
        checked += 1;
      }
      await move(cg, s, turn);
    }
    assert.equal(checked, 3, 'three of my turns were checked');
    const heights = await page.evaluate(() => [...window.__latest]);
    assert.equal(heights.length, 1, `on a phone the summary keeps one height: ${JSON.stringify(heights)}`);
    await page.setViewportSize({ width: 1024, height: 768 });
  });
}

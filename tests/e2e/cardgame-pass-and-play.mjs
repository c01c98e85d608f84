// Browser tests for issue 11: the Card Game in pass and play (robberies told to the
// right person, the hand-off and its recap, privacy, the turn's end).
// run.mjs registers them with `cardgamePassAndPlayTests(test, { artifacts, url })`.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { CardGamePage, move, seeded, annaAndBruno, passedOn, focusIs } from './cardgame-page.mjs';

export function cardgamePassAndPlayTests(test, { artifacts, url }) {
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
}

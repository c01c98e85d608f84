// The review of a finished game (src/review/) and the Expert level under
// the quick starts.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { playOn, quickGame } from './table-shared.mjs';
import { cardTable, move } from './cardgame-page.mjs';

/** The review's parts once it has finished, as a player reads them. */
async function readReview(page) {
  await page.getByTestId('review').waitFor();
  await page.getByTestId('review-progress').waitFor({ state: 'detached', timeout: 60_000 });
  const mistakes = await page.getByTestId('review-mistake').allInnerTexts();
  const points = await page.locator('[data-testid="review-chart"] polyline').getAttribute('points');
  const kinds = await page.getByTestId('review-kinds').innerText();
  return { mistakes, points: points.trim().split(' ').length, kinds };
}

export function reviewTests(test, { artifacts, url }) {
  test('review: a finished Europe game is reviewed from its final scores on a phone: progress, the line, the three costliest choices in words, on the map, kept for next time', async ({ board }) => {
    const page = board.page;
    const game = await quickGame(page, url, [390, 844]);
    for (let turn = 0; turn < 600; turn++) {
      const s = await game.waitForMyMove();
      if (s.over) break;
      await playOn(game, s);
    }
    await page.getByTestId('final-scores').waitFor();
    const started = Date.now();
    await page.getByTestId('review-open').click();
    await page.getByTestId('review-progress').waitFor();
    const first = await readReview(page);
    const took = Date.now() - started;
    console.log(`    review of a whole 2-player game: ${took} ms`);
    assert.ok(first.points > 10, `the line has a point per turn (${first.points})`);
    assert.equal(first.mistakes.length, 3, first.mistakes.join('\n'));
    for (const m of first.mistakes) {
      assert.match(m, /^(Turn \d+: .+ with \d+ trains? left; |At the set-up: ).+ was worth about \d+ points? more\./, m);
    }
    assert.match(first.kinds, /Tickets kept/);
    assert.match(await page.locator('.review-head p').innerText(), /^Your choices$/);
    await page.screenshot({ path: join(artifacts, 'review-europe-390x844.png'), fullPage: true });
    // Each mistake's button is a tap target of its own.
    const box = await page.getByTestId('review-show').first().boundingBox();
    assert.ok(box.height >= 44, `show on the map: ${box.height} px`);
    // The position of the costliest choice, in the replay, with the better
    // move drawn: a claim's route marked, a face-up card or a city flashed.
    const better = await page.getByTestId('review-mistake').first().getAttribute('data-better');
    await page.getByTestId('review-show').first().click();
    await page.getByTestId('replay').waitFor();
    await page.getByTestId('board').waitFor();
    const marked = {
      claim: '[data-testid="route"].claimable',
      'face-up': '[data-testid="face-up"].flash',
      station: '[data-testid="city"].flash',
    }[better];
    if (marked) {
      await page.waitForFunction((sel) => document.querySelectorAll(sel).length === 1, marked);
    }
    console.log(`    the better move drawn: ${better}`);
    const where = await page.getByTestId('replay-where').innerText();
    assert.match(where, /^Move \d+ of \d+/);
    assert.doesNotMatch(where, /Move (\d+) of \1\b/, 'not the end of the game');
    await page.getByTestId('replay-close').click();
    await page.getByTestId('review').waitFor();
    // Kept with the game: opened again, it is all there at once.
    await page.getByTestId('review-close').click();
    await page.getByTestId('final-scores').waitFor();
    await page.getByTestId('review-open').click();
    await page.getByTestId('review').waitFor();
    assert.equal(await page.getByTestId('review-progress').count(), 0, 'not worked out twice');
    assert.deepEqual((await readReview(page)).mistakes, first.mistakes);
    // From the history too, the same review at once.
    await page.getByTestId('review-close').click();
    await page.getByTestId('final-home').click();
    await page.getByTestId('home-history').click();
    await page.getByTestId('hi-game').first().getByTestId('history-review').click();
    await page.getByTestId('review').waitFor();
    assert.equal(await page.getByTestId('review-progress').count(), 0);
    assert.deepEqual((await readReview(page)).mistakes, first.mistakes);
    await page.getByTestId('review-close').click();
    await page.getByTestId('history').waitFor();
  });

  test('review: a Card Game is reviewed in Italian at 1024×768, with plays in place of claims', async ({ board }) => {
    const page = board.page;
    const cg = await cardTable(page, url, null, [1024, 768]);
    for (let turn = 0; turn < 400; turn++) {
      const s = await cg.waitForMove();
      if (s.over) break;
      await move(cg, s, turn);
    }
    await page.getByTestId('cg-final').waitFor();
    await page.getByTestId('lang-toggle').click();
    await page.getByTestId('review-open').click();
    const r = await readReview(page);
    assert.ok(r.points > 5);
    assert.ok(r.mistakes.length >= 1 && r.mistakes.length <= 3);
    for (const m of r.mistakes) {
      assert.match(m, /^(Turno \d+: .+ con \d+ cart[ae] nel mazzo; |All'inizio: ).+ valeva circa \d+ punt[oi] in più\./, m);
    }
    assert.match(r.kinds, /Carte giocate/);
    assert.match(await page.locator('.review-head p').innerText(), /^Le tue scelte$/);
    assert.match(await page.getByTestId('review-show').first().innerText(), /Vedi al tavolo/);
    assert.doesNotMatch(r.kinds, /Stazioni/);
    await page.screenshot({ path: join(artifacts, 'review-cardgame-1024x768.png'), fullPage: true });
    await page.getByTestId('lang-toggle').click();
  });

  test('quick level: Expert chosen under the quick starts is remembered and offered in the new-game form', async ({ board }) => {
    const page = board.page;
    await page.setViewportSize({ width: 768, height: 1024 });
    await board.open();
    const level = page.getByTestId('quick-level');
    await level.selectOption('expert');
    await page.reload();
    await page.getByTestId('quick-level').waitFor();
    assert.equal(await page.getByTestId('quick-level').inputValue(), 'expert');
    assert.match(await page.getByTestId('quick-level').innerText(), /Expert/);
    await page.getByTestId('home-new').click();
    await page.getByTestId('ng-kind-1').selectOption('expert');
    assert.match(await page.getByTestId('ng-level-desc-1').innerText(), /four times the futures/);
    await page.goBack();
    await page.getByTestId('quick-level').selectOption('easy');
  });
}

export function hintTests(test, { artifacts, url }) {
  test('hint: Expert names its move with a reason on a phone, and the final scores and the review say a hint was used', async ({ board }) => {
    const page = board.page;
    const game = await quickGame(page, url, [390, 844]);
    // Take back comes first: the hint shows once no move can be taken back.
    const button = page.getByTestId('hint');
    for (let turn = 0; turn < 20; turn++) {
      const s = await game.waitForMyMove();
      if (!s.choosing && !s.second && (await button.isVisible())) break;
      await playOn(game, s);
    }
    await button.waitFor();
    const box = await button.boundingBox();
    assert.ok(box.height >= 44 && box.width >= 44, `hint button ${box.width}×${box.height}`);
    const moves = Number(await page.evaluate(() => window.__europaMoves));
    await button.click();
    const note = page.getByTestId('hint-note');
    await page.waitForFunction(() => /Expert suggests .+: .+\./.test(document.querySelector('[data-testid="hint-note"]')?.textContent ?? ''));
    console.log(`    hint: ${await note.innerText()}`);
    assert.equal(Number(await page.evaluate(() => window.__europaMoves)), moves, 'a hint plays nothing');
    await page.screenshot({ path: join(artifacts, 'hint-europe-390x844.png') });
    // The next move ends the hint's sentence.
    await game.drawTwo();
    await note.waitFor({ state: 'detached' });
    for (let turn = 0; turn < 600; turn++) {
      const s = await game.waitForMyMove();
      if (s.over) break;
      await playOn(game, s);
    }
    await page.getByTestId('final-scores').waitFor();
    assert.match(await page.getByTestId('hints-used').innerText(), /^1 hint used$/);
    await page.getByTestId('review-open').click();
    await page.getByTestId('review').waitFor();
    assert.match(await page.getByTestId('review-hints').innerText(), /^1 hint used$/);
    await page.getByTestId('review-close').click();
  });

  test('hint: the Card Game\'s hint in Italian, and none in pass and play', async ({ board }) => {
    const page = board.page;
    const cg = await cardTable(page, url, null, [1024, 768]);
    await cg.waitForMove();
    await page.getByTestId('lang-toggle').click();
    await page.getByTestId('hint').click();
    await page.waitForFunction(() => /Esperto suggerisce di .+: .+\./.test(document.querySelector('[data-testid="hint-note"]')?.textContent ?? ''));
    await page.getByTestId('lang-toggle').click();
    // Pass and play: no hint for anybody.
    await page.goto(url);
    await page.getByTestId('quick-pass-play').click();
    await page.getByTestId('board').waitFor();
    await page.waitForTimeout(300);
    assert.equal(await page.getByTestId('hint').count(), 0);
  });
}

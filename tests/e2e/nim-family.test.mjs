// End-to-end tests of the Nim family labs and their window.cgt games, driven like a person.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteAndBrowser, openAt, screenshot, waitHash, cgtReady } from './harness.mjs';

const { site, browser } = await siteAndBrowser();

const open = (hash, ready) => openAt(browser, site, hash, ready);
const pileSizes = (page) =>
  page.$$eval('.pile .pile-size', (sizes) => sizes.map((size) => Number(size.textContent)));
const xor = (values) => values.reduce((sum, value) => sum ^ value, 0);

test('the 5, 3, 8 sample played to the end with the keyboard: every move was perfect', async () => {
  const page = await open('#/lab/nim?piles=5,3,8', '.sample');
  const positions = [await pileSizes(page)];
  for (let step = 1; step < 40; step++) {
    if (await page.locator('.game-end').count()) break;
    const before = JSON.stringify(positions.at(-1));
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((before) => {
      const sizes = [...document.querySelectorAll('.pile .pile-size')].map((s) => Number(s.textContent));
      return JSON.stringify(sizes) !== before;
    }, before);
    positions.push(await pileSizes(page));
  }
  assert.deepEqual(positions[0], [5, 3, 8]);
  assert.deepEqual(positions.at(-1), [0, 0, 0]);
  assert.match(await page.textContent('.game-end'), /Player 1 took the last stone and wins/);
  for (let i = 0; i + 1 < positions.length; i++) {
    const changed = positions[i].filter((size, pile) => size !== positions[i + 1][pile]).length;
    assert.equal(changed, 1, `move ${i + 1} changes one pile`);
    if (i % 2 === 0) {
      assert.equal(xor(positions[i + 1]), 0, `Player 1's move ${i + 1} leaves nim-sum 0`);
    } else {
      assert.equal(xor(positions[i]), 0, `Player 2 moves from a P-position at move ${i + 1}`);
    }
  }
  await waitHash(page, 'step', String(positions.length - 1));
  await screenshot(page, 'nim-sample-end');
  assert.deepEqual(page.problems, []);
});

test('winning a game against the computer by clicking stones', async () => {
  const page = await open('#/lab/nim?piles=5,3,8&mode=play&first=you', '.play');
  for (let turn = 0; turn < 20; turn++) {
    await page.waitForFunction(() => /Your move|Game over/.test(document.querySelector('.status')?.textContent));
    if (/Game over/.test(await page.textContent('.status'))) break;
    const sizes = await pileSizes(page);
    const sum = xor(sizes);
    const pile = sizes.findIndex((size) => (size ^ sum) < size);
    const take = sizes[pile] - (sizes[pile] ^ sum);
    await page.click(`.pile[data-pile="${pile}"] button.stone[title^="Take ${take} "]`);
    await page.waitForFunction(
      (total) => [...document.querySelectorAll('.pile .pile-size')].reduce((s, e) => s + Number(e.textContent), 0) < total,
      sizes.reduce((a, b) => a + b, 0),
    );
  }
  assert.match(await page.textContent('.status'), /you made the last move, so you win/);
  assert.match(page.url(), /moves=3-2\./, 'the game is in the address');
  await screenshot(page, 'nim-play-won');
  assert.deepEqual(page.problems, []);
});

test('take-away: the table stepped with the keyboard, then Fibonacci Nim', async () => {
  const page = await open('#/lab/take-away?game=take-away&n=15&k=3&mode=rule&step=0', '.pn-table');
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
  await page.waitForSelector('.pn-table .value-row .cell.current[data-n="8"]');
  assert.match(await page.textContent('.p-rule'), /N mod 4 = 0/);
  await screenshot(page, 'take-away-table');
  await page.click('.preset:has-text("Fibonacci Nim, N = 20")');
  await page.waitForFunction(() => location.hash.includes('game=fibonacci'));
  await page.click('.mode:has-text("Zeckendorf rule")');
  assert.match(await page.textContent('.zeckendorf .sentence'), /20 = 13 \+ 5 \+ 2/);
  await page.click('.mode:has-text("Sample play")');
  await page.keyboard.press('End');
  await page.waitForSelector('.game-end');
  assert.match(await page.textContent('.game-end'), /Player 1 took the last stone and wins/);
  await screenshot(page, 'fibonacci-sample-end');
  assert.deepEqual(page.problems, []);

  // One stone: the first move may not take it, so the first player has no move at all.
  const one = await open('#/lab/take-away?game=fibonacci&n=1&mode=sample', '.game-end');
  assert.equal(await one.textContent('.game-end'), '1 stone, but the first move may not take them all: Player 1 has no move and loses.');
  assert.ok(await one.locator('.step-play').isDisabled(), 'nothing to play through');
  await one.click('.mode:has-text("Play the computer")');
  await one.waitForSelector('.play .status');
  assert.match(await one.textContent('.play .status'), /^No move: the first move may not take all of 1 stone, so the first player loses: you lose\.$/);
  assert.deepEqual(one.problems, []);
});

test('wythoff: the queen walks to the corner, and the table fills', async () => {
  const page = await open('#/lab/wythoff?a=9&b=6&mode=board&step=0', '.board');
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('.board [data-xy="7,4"].queen');
  await page.keyboard.press('End');
  await page.waitForSelector('.game-end');
  assert.match(await page.textContent('.game-end'), /reached \(0, 0\): Player 1/);
  await screenshot(page, 'wythoff-board');
  await page.click('.mode:has-text("Grundy table")');
  await page.keyboard.press('End');
  await page.waitForSelector('.period-panel .p-rule');
  const zeros = await page.$$eval('.grid-table td.p', (cells) => cells.map((cell) => cell.dataset.xy));
  assert.deepEqual(zeros.sort(), ['0,0', '1,2', '2,1', '3,5', '4,7', '5,3', '7,4'].sort());
  await screenshot(page, 'wythoff-table');
  assert.deepEqual(page.problems, []);
});

test('window.cgt.solve answers the Nim family exactly, up to 10^18', async () => {
  const page = await open('', '.home');
  await cgtReady(page);
  const answers = await page.evaluate(() => ({
    nim: cgt.solve({ game: 'nim', piles: [5, 3, 8], variant: 'normal' }),
    misere: cgt.solve({ game: 'nim', piles: [1, 1, 5], variant: 'misere' }),
    bounded: cgt.solve({ game: 'nim', piles: [5, 3, 8], variant: 'bounded', k: 3 }),
    staircase: cgt.solve({ game: 'nim', piles: [3, 9, 2], variant: 'staircase' }),
    huge: cgt.solve({ game: 'nim', piles: [10n ** 18n, 3n] }),
    takeAway: cgt.solve({ game: 'take-away', n: 15, k: 3 }),
    fibonacci: cgt.solve({ game: 'fibonacci-nim', n: 100 }),
    wythoff: cgt.solve({ game: 'wythoff', a: 9, b: 6 }),
    wythoffHuge: cgt.solve({ game: 'wythoff', a: '1000000000000000000', b: 3 }),
  }));
  assert.deepEqual(answers.nim, { winner: 'first', nimSum: 14, winningMoves: [{ pile: 2, take: 2, to: 6 }] });
  assert.deepEqual(answers.misere.winningMoves, [{ pile: 2, take: 4, to: 1 }]);
  assert.equal(answers.bounded.nimSum, 1 ^ 3 ^ 0);
  assert.deepEqual(answers.staircase.winningMoves, [{ pile: 0, take: 1, to: 2 }]);
  assert.equal(answers.huge.nimSum, 10n ** 18n ^ 3n, 'exact as a BigInt');
  assert.deepEqual(answers.takeAway, { winner: 'first', winningMoves: [{ take: 3 }] });
  // The README's examples, exactly.
  assert.deepEqual(answers.fibonacci, { winner: 'first', winningMoves: [{ take: 3 }, { take: 11 }], zeckendorf: [89, 8, 3] });
  assert.deepEqual(answers.wythoff, { winner: 'first', grundy: 13, winningMoves: [{ a: 7, b: 4 }] });
  assert.deepEqual(answers.wythoffHuge, { winner: 'first', grundy: null, winningMoves: [{ a: 5, b: 3 }] });
  const error = await page.evaluate(() => {
    try {
      cgt.solve({ game: 'nim', piles: [5], variant: 'bounded', k: 0 });
    } catch (e) {
      return e.message;
    }
  });
  assert.equal(error, 'k: 0 is too small; give a whole number from 1 to 10^18');
  assert.deepEqual(page.problems, []);
});

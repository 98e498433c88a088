// End-to-end tests of the Sprague-Grundy labs for two-pile tables, games on DAGs and kings on a
// damaged board: URL -> view -> steps -> verdict, with screenshots, and their cgt.solve games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteAndBrowser, openAt, screenshot, waitHash, cgtReady } from './harness.mjs';

const { site, browser } = await siteAndBrowser();

const open = (hash, ready) => openAt(browser, site, hash, ready);
const currentCell = (page) => page.getAttribute('.grid-table td.cell.current', 'data-xy');

test('nim-table: the lecture table stepped with the keyboard, x xor y checked at the end', async () => {
  const page = await open('#/lab/nim-table?rows=6&cols=6&step=0', '.grid-table');
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
  await page.waitForSelector('.grid-table td.cell.current[data-xy="3,1"]');
  assert.equal(
    await page.textContent('.explanation .sentence'),
    'SG(3, 1) = mex{SG(0, 1), SG(1, 1), SG(2, 1), SG(3, 0)} = mex{1, 0, 3, 3} = 2',
  );
  await waitHash(page, 'step', '9');
  await page.keyboard.press('End');
  await page.waitForSelector('.pattern-panel .p-rule');
  assert.match(await page.textContent('.pattern-panel'), /checked against all 36 cells of the table: every one agrees/);
  // The page's values, read back and compared with x xor y here.
  const cells = await page.$$eval('.grid-table td.cell', (tds) => tds.map((td) => [td.dataset.xy, td.textContent]));
  assert.equal(cells.length, 36);
  for (const [xy, text] of cells) {
    const [x, y] = xy.split(',').map(Number);
    assert.equal(Number(text), x ^ y, `SG(${x}, ${y})`);
  }
  await page.click('.grid-table td[data-xy="4,2"] button');
  await waitHash(page, 'cell', '4-2');
  assert.match(await page.textContent('.xor-example'), /x = 4 = 100, y = 2 = 010, x ⊕ y = 110 = 6/);
  await screenshot(page, 'nim-table-end');
  assert.deepEqual(page.problems, []);
});

test('nim-table: 256 × 256 filled in slices with a progress bar, then a window', async () => {
  const page = await open('#/lab/nim-table?rows=6&cols=6&step=3', '.grid-table');
  // Watch the progress bar from before the click: the fill may end before a poll would see it.
  await page.evaluate(() => {
    window.progressSeen = [];
    new MutationObserver(() => {
      const bar = document.querySelector('.computing progress');
      if (bar) window.progressSeen.push(Number(bar.value));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.click('.preset:has-text("256 × 256")');
  await page.waitForFunction(() => document.querySelector('.game-line')?.textContent.includes('x = 0 to 255'), null, {
    timeout: 60_000,
  });
  assert.equal(await page.locator('.computing').count(), 0);
  const seen = await page.evaluate(() => window.progressSeen);
  assert.ok(seen.length > 1 && Math.max(...seen) > 100, `a progress bar that moved: ${seen.length} updates`);
  await waitHash(page, 'rows', '256');
  await page.keyboard.press('End');
  await page.waitForSelector('.pattern-panel .p-rule');
  assert.match(await page.textContent('.pattern-panel'), /all 65536 cells of the table: every one agrees/);
  assert.match(await page.textContent('.window-note'), /x = 240 to 255, y = 240 to 255/);
  assert.equal(await currentCell(page), '255,255');
  await screenshot(page, 'nim-table-large');
  assert.deepEqual(page.problems, []);
});

test('dag: the order, the values filled in reverse, and the verdict', async () => {
  const page = await open('#/lab/dag', '.dag-view');
  assert.match(await page.textContent('.topological-order'), /^Topological order: 8, 0, 1, 2, 3, 4, 5, 6, 7\./);
  const steps = [];
  for (let step = 0; step < 9; step++) {
    steps.push(await page.textContent('.explanation .sentence'));
    await page.keyboard.press('ArrowRight');
  }
  assert.deepEqual(steps.slice(0, 2), ['SG(7) = mex{} = 0', 'SG(6) = mex{SG(7)} = mex{0} = 1']);
  assert.equal(steps[8], 'SG(8) = mex{SG(0), SG(1), SG(3)} = mex{1, 0, 2} = 3');
  await page.waitForSelector('.period-panel .p-rule');
  assert.match(await page.textContent('.period-panel .p-rule'), /P-positions \(SG 0\): 1, 2, 7\./);
  const tags = await page.$$eval('.dag-view .vertex', (gs) => gs.map((g) => g.querySelector('.sg-tag text')?.textContent));
  assert.deepEqual(tags, ['1', '0', '0', '2', '1', '1', '1', '0', '3']);
  await waitHash(page, 'step', '8');
  await screenshot(page, 'dag-filled');
  assert.deepEqual(page.problems, []);
});

test('dag: a typed cycle is drawn in red and removed by clicking its edge ends', async () => {
  const page = await open('#/lab/dag', '.dag-view');
  await page.fill('#dag-vertices', '5');
  await page.fill('#dag-edges', '0>1, 1>2, 2>3, 3>1, 2>4');
  await page.press('#dag-edges', 'Enter');
  await page.waitForSelector('.cycle-report');
  assert.match(await page.textContent('.cycle-report'), /The graph has a cycle 1 > 2 > 3 > 1/);
  const red = await page.$$eval('.dag-view .edge.cycle', (paths) => paths.map((p) => p.dataset.edge));
  assert.deepEqual(red, ['1-2', '2-3', '3-1']);
  await waitHash(page, 'edges', '0-1,1-2,2-3,3-1,2-4');
  await screenshot(page, 'dag-cycle');
  await page.click('.tool:has-text("add or remove edges")');
  await page.click('.dag-view .vertex[data-vertex="3"]');
  // The second end from the keyboard: vertices take the focus, Enter acts as a click.
  await page.focus('.dag-view .vertex[data-vertex="1"] .vertex-button');
  await page.keyboard.press('Enter');
  await page.waitForSelector('.cycle-report', { state: 'detached' });
  await waitHash(page, 'edges', '0-1,1-2,2-3,2-4');
  assert.equal(await page.inputValue('#dag-edges'), '0>1, 1>2, 2>3, 2>4');
  assert.deepEqual(page.problems, []);
});

test('kings: the board, the winning moves, the table, and a game won against the computer', async () => {
  const page = await open('#/lab/kings?board=..x,...&kings=1-2,1-1&mode=board', '.kings-analysis');
  assert.equal(await page.textContent('.winning-count'), 'Winning first moves: 2.');
  // Every listed winning move leads to a P-position: checked by cgt.solve on the position after it.
  const after = await page.$$eval('.winning-moves li', (items) => items.map((li) => [li.dataset.from, li.dataset.to]));
  for (const [from, to] of after) {
    const kings = [[1, 2], [1, 1]].map((cell) => (cell.join('-') === from ? to.split('-').map(Number) : cell));
    await cgtReady(page);
    const answer = await page.evaluate((kings) => cgt.solve({ game: 'kings', board: ['..#', '...'], kings }), kings);
    assert.equal(answer.total, 0, `${from} -> ${to} leaves total 0`);
  }
  await screenshot(page, 'kings-board');

  await page.click('.mode:has-text("Fill the values")');
  await waitHash(page, 'mode', 'table');
  // Arrows on a focused tab move the focus between the tabs (wrapping round); they do not step.
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Play the computer');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.textContent), 'Board and winning moves');
  assert.ok(new URL(page.url()).hash.includes('mode=table'), 'still on the table');
  // Step from the page, as a person would after choosing the tab.
  await page.click('h1');
  await page.keyboard.press('Home');
  await page.waitForSelector('.grid-table td.cell.current[data-xy="0,0"]');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await page.waitForSelector('.grid-table td.cell.current[data-xy="2,1"]');
  assert.equal(await page.textContent('.explanation .sentence'), 'SG(1, 2) = mex{SG(1, 1), SG(0, 1)} = mex{2, 1} = 0');
  await waitHash(page, 'step', '4');

  // A game on a larger board, played with cgt.solve's winning moves until the computer is stuck.
  await page.goto(site.url + '#/lab/kings?mode=play&first=you');
  await page.waitForSelector('.play .grid-table');
  for (let turn = 0; turn < 40; turn++) {
    await page.waitForFunction(() => /click a king|Game over/.test(document.querySelector('.status')?.textContent));
    if (/Game over/.test(await page.textContent('.status'))) break;
    const board = (await page.inputValue('#kings-board')).split('\n');
    const kings = await page.$$eval('.grid-table td.cell.king', (tds) =>
      tds.flatMap((td) => {
        const [col, row] = td.dataset.xy.split(',').map(Number);
        const count = Number(td.querySelector('.mark')?.textContent.split('×')[1] ?? 1);
        return Array.from({ length: count }, () => [row, col]);
      }),
    );
    await cgtReady(page);
    const answer = await page.evaluate(([board, kings]) => cgt.solve({ game: 'kings', board, kings }), [board, kings]);
    assert.notEqual(answer.total, 0, 'the computer always leaves us a winning position');
    const { from, to } = answer.winningMoves[0];
    await page.click(`.grid-table td[data-xy="${from[1]},${from[0]}"] button`);
    await page.click(`.grid-table td[data-xy="${to[1]},${to[0]}"] button`);
    const made = `You moved a king from (${from[0]}, ${from[1]}) to (${to[0]}, ${to[1]}).`;
    await page.waitForFunction((made) => document.querySelector('.last-move')?.textContent === made, made);
  }
  assert.match(await page.textContent('.status'), /You win!/);
  assert.match(page.url(), /&moves=\d+-\d+-\d+-\d+(\.\d+-\d+-\d+-\d+)+$/, 'the game is in the address');
  await screenshot(page, 'kings-play-won');
  assert.deepEqual(page.problems, []);
});

test('window.cgt.solve answers the README examples and refuses bad input', async () => {
  const page = await open('', '.home');
  await cgtReady(page);
  const answers = await page.evaluate(() => ({
    table: cgt.solve({ game: 'nim-table', rows: 3, cols: 4 }),
    wythoff: cgt.solve({ game: 'nim-table', rows: 3, cols: 3, rule: 'wythoff' }),
    dag: cgt.solve({ game: 'dag', vertices: 4, edges: [[0, 1], [0, 2], [1, 3]] }),
    dagText: cgt.solve({ game: 'dag', vertices: 4, edges: '0>1, 0>2, 1>3' }),
    kings: cgt.solve({ game: 'kings', board: ['..#', '...'], kings: [[1, 2], [1, 1]] }),
    games: cgt.games,
  }));
  assert.deepEqual(answers.table, { values: [[0, 1, 2, 3], [1, 0, 3, 2], [2, 3, 0, 1]] });
  assert.deepEqual(answers.wythoff, { values: [[0, 1, 2], [1, 2, 0], [2, 0, 1]] });
  assert.deepEqual(answers.dag, { grundy: [2, 1, 0, 0], order: [0, 1, 2, 3] });
  assert.deepEqual(answers.dagText, answers.dag);
  assert.deepEqual(answers.kings, {
    grundy: [[0, 1, null], [1, 2, 0]],
    total: 2,
    winner: 'first',
    winningMoves: [
      { king: 0, from: [1, 2], to: [1, 1] },
      { king: 1, from: [1, 1], to: [0, 0] },
    ],
  });
  for (const game of ['dag', 'kings', 'nim-table']) assert.ok(answers.games.includes(game), game);
  const errors = await page.evaluate(() =>
    [
      { game: 'dag', vertices: 3, edges: [[0, 1], [1, 2], [2, 0]] },
      { game: 'dag', vertices: 3, edges: [[1, 1]] },
      { game: 'dag', vertices: 3, edges: [[0, 3]] },
      { game: 'dag', vertices: 3, edges: [[0, 1], [0, 1]] },
      { game: 'kings', board: ['..#', '...'], kings: [[0, 2]] },
      { game: 'kings', board: ['..#', '...'], kings: [[5, 0]] },
      { game: 'kings', board: ['..#', '....'], kings: [] },
      { game: 'nim-table', rows: 257, cols: 1 },
    ].map((request) => {
      try {
        cgt.solve(request);
        return 'accepted';
      } catch (e) {
        return e.message;
      }
    }),
  );
  assert.deepEqual(errors, [
    'edges: the graph has a cycle 0 > 1 > 2 > 0: a game on it could go on forever, so it has no Sprague-Grundy values (they need an acyclic graph)',
    'edges: 1>1 is a self-loop, a cycle of one move: a game on it could go on forever, so it has no Sprague-Grundy values (they need an acyclic graph)',
    'edges: edge 1 (0>3) names vertex 3, but the vertices are 0 to 2',
    'edges: 0>1 is listed twice; list each edge once',
    'kings: king 0 at (0, 2) stands on a damaged cell',
    'kings: king 0 at (5, 0) is off the board (rows 0 to 1, columns 0 to 2)',
    'board: row 1 has 4 cells but row 0 has 3; every row needs the same length',
    'rows: 257 is above the limit of 256',
  ]);
  assert.deepEqual(page.problems, []);
});

test('bad links to the three labs show notices, never a broken page', async () => {
  for (const [hash, ready, message] of [
    ['#/lab/nim-table?rows=0&cols=x', '.grid-table', /rows: 0 is too small/],
    ['#/lab/dag?vertices=3&edges=0-1,1-7', '.dag-view', /edge 2 \(1>7\) names vertex 7/],
    ['#/lab/kings?board=..x,...&kings=9-9', '.kings-analysis', /king 0 at \(9, 9\) is off the board/],
    ['#/embed/kings?board=' + 'x'.repeat(5000), '.kings-lab', /row 0 has 5000 cells; the limit is 16/],
  ]) {
    const page = await open(hash, ready);
    assert.match(await page.textContent('.notice'), message, hash.slice(0, 40));
    assert.equal(await page.locator('#panic-panel').count(), 0);
    assert.deepEqual(page.problems, []);
    await page.close();
  }
});

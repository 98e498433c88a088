// End-to-end tests of the tree-path, hidden-evader and pursuit labs and their window.cgt games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteAndBrowser, openAt, screenshot, waitHash, cgtReady } from './harness.mjs';

const { site, browser } = await siteAndBrowser();

const open = (hash, ready) => openAt(browser, site, hash, ready);
const vertices = (page, cls) =>
  page.$$eval(`.graph-view .vertex.${cls}`, (list) => list.map((v) => Number(v.dataset.v)));

test('tree-path: both passes stepped with the keyboard, then a won game against the computer', async () => {
  const page = await open('#/lab/tree-path?graph=tree&n=12&seed=4&root=0&step=0', '.tree-path-values');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await waitHash(page, 'step', '3');
  assert.match(await page.textContent('.explanation'), /win\(\d+\) = (true|false)/);
  await page.keyboard.press('End');
  await waitHash(page, 'step', '24');
  const verdict = await page.textContent('.tree-path-verdict');
  const starts = verdict.match(/starting at ([\d, ]+) \(green\)/)[1].split(', ').map(Number);
  assert.deepEqual(await vertices(page, 'tp-win'), [...starts].sort((a, b) => a - b));
  await cgtReady(page);
  const answer = await page.evaluate(() => {
    const edges = [[0, 5], [1, 10], [3, 10], [5, 8], [4, 9], [4, 7], [7, 11], [5, 10], [2, 5], [2, 6], [6, 11]];
    return window.cgt.solve({ game: 'tree-path', vertices: 12, edges });
  });
  assert.deepEqual(answer.winningStarts, [...starts].sort((a, b) => a - b), 'the lab and cgt.solve agree');
  await screenshot(page, 'tree-path-passes-end');

  await page.click('.mode-tabs button:has-text("Play the computer")');
  await page.waitForSelector('.status');
  // Played from the keyboard: a vertex that can be chosen takes the focus, Enter or Space
  // chooses it (and Space is then no stepper shortcut).
  await page.focus(`.graph-view .vertex[data-v="${starts[0]}"] .vertex-button`);
  await page.keyboard.press('Enter');
  for (let turn = 0; turn < 12; turn++) {
    await page.waitForFunction(() => /You are|you win|computer wins/.test(document.querySelector('.status')?.textContent));
    const status = await page.textContent('.status');
    if (/you win|computer wins/.test(status)) break;
    // The legal choices, then (with the hint shown for a moment) the winning ones among them.
    const choice = await vertices(page, 'option');
    await page.click('.hint-toggle input');
    await page.waitForSelector('.graph-view .vertex.option');
    const winning = await vertices(page, 'tp-win');
    await page.click('.hint-toggle input');
    const pick = choice.find((v) => winning.includes(v)) ?? choice[0];
    await page.focus(`.graph-view .vertex[data-v="${pick}"] .vertex-button`);
    await page.keyboard.press(turn % 2 ? 'Enter' : ' ');
    await page.waitForFunction((pick) => document.querySelector(`.graph-view .vertex[data-v="${pick}"]`)?.classList.contains('trail'), pick);
  }
  assert.match(await page.textContent('.status'), /you win/);
  assert.match(page.url(), /mode=play.*moves=/);
  await screenshot(page, 'tree-path-play-won');
  assert.deepEqual(page.problems, []);
});

test('tree-path: the root of the first pass is typed; a vertex out of range keeps the root and says why', async () => {
  const page = await open('#/lab/tree-path?graph=tree&n=12&seed=4&root=0&step=0', '.tree-path-values');
  const root = page.locator('#tree-path-root');
  assert.equal(await root.getAttribute('max'), '11');
  await root.fill('12');
  await root.press('Enter');
  await root.blur();
  const message = await root.evaluate((field) => field.validationMessage);
  assert.match(message, /11/, 'the browser names the largest vertex');
  assert.match(page.url(), /root=0/, 'the root is unchanged');
  await root.fill('7');
  await root.blur();
  await waitHash(page, 'root', '7');
  assert.match(await page.textContent('.explanation'), /rooted at 7/);
  assert.deepEqual(page.problems, []);
});

test('tree-path: a tree too large to draw says where its game is played', async () => {
  const page = await open('#/lab/tree-path?graph=path&n=101&mode=play', '.play, .detail');
  assert.match(
    await page.textContent('section'),
    /Games against the computer are played by clicking the drawn tree: on trees of up to 100 vertices \(this one has 101\)\./,
  );
  assert.equal(await page.locator('text=click the vertex to start from').count(), 0);
  assert.deepEqual(page.problems, []);
});

test('hidden-evader: the caterpillar marked, the probes stepped, a cycle escapes', async () => {
  const page = await open('#/lab/hidden-evader?vertices=5&edges=0-1,1-2,2-3,3-4&step=0', '.evader-verdict');
  assert.match(await page.textContent('.evader-verdict'), /The searcher wins: 6 probes/);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await waitHash(page, 'step', '3');
  assert.deepEqual(await vertices(page, 'he-central'), [2]);
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('.graph-view .vertex.he-possible');
  assert.deepEqual(await vertices(page, 'he-possible'), [0, 1, 2, 3, 4]);
  await screenshot(page, 'hidden-evader-first-probe');
  await page.keyboard.press('End');
  await page.waitForFunction(() => /Found: after 6 probes/.test(document.querySelector('.explanation')?.textContent));
  await cgtReady(page);
  const answer = await page.evaluate(() =>
    window.cgt.solve({ game: 'hidden-evader', vertices: 5, edges: [[0, 1], [1, 2], [2, 3], [3, 4]] }),
  );
  assert.deepEqual(answer, { searcherWins: true, method: 'exact-search', extendedCaterpillars: true, probes: [1, 2, 3, 1, 2, 3] });
  assert.deepEqual(page.problems, []);

  const cycle = await open('#/lab/hidden-evader?graph=petersen&step=3', '.evader-verdict');
  assert.match(await cycle.textContent('.evader-verdict'), /The evader escapes/);
  assert.match(await cycle.textContent('.explanation'), /is not a tree: it has the cycle/);
  await screenshot(cycle, 'hidden-evader-petersen');
  assert.deepEqual(cycle.problems, []);
});

test('hidden-evader: a family too large to build at once is built, then judged (not the default graph)', async () => {
  // K_1000 (499,500 edges) is built in slices; the page once judged the default tree instead.
  const complete = await open('#/lab/hidden-evader?graph=complete&n=1000&step=1', '.evader-verdict');
  assert.match(await complete.textContent('.game-line'), /K_1000/);
  assert.match(await complete.textContent('.evader-verdict'), /The evader escapes/);
  await waitHash(complete, 'step', '1');
  assert.deepEqual(complete.problems, []);
  // A sparse G(1000, p) (as costly to build: every pair is drawn): its verdict is cgt.solve's on
  // the edges the form shows.
  const sparse = await open('#/lab/hidden-evader?graph=gnp&n=1000&p=0.0008&seed=3', '.evader-verdict');
  const vertexCount = await sparse.inputValue('#hidden-evader-graph-vertices');
  const edges = await sparse.inputValue('#hidden-evader-graph-edges');
  assert.equal(vertexCount, '1000');
  assert.ok(edges.split(',').length > 100, `a sparse graph with edges: ${edges.slice(0, 80)}`);
  await cgtReady(sparse);
  const answer = await sparse.evaluate(([vertices, edges]) =>
    window.cgt.solve({ game: 'hidden-evader', vertices: Number(vertices), edges }), [vertexCount, edges]);
  const verdict = await sparse.textContent('.evader-verdict');
  assert.equal(/The searcher wins/.test(verdict), answer.searcherWins, verdict);
  assert.deepEqual(sparse.problems, []);
});

test('pursuit: the default chase played out, a draw embedded, a refused game', async () => {
  const page = await open('#/lab/pursuit', '.pursuit-summary');
  assert.match(await page.textContent('.pursuit-summary'), /the cops win in 8 moves/);
  await page.keyboard.press('End');
  await waitHash(page, 'step', '8');
  assert.match(await page.textContent('.explanation'), /The cops have captured enough robbers: they win/);
  await screenshot(page, 'pursuit-default-end');
  await page.fill('#pursuit-cops', '0,1,2,3');
  await page.fill('#pursuit-robbers', '4,5,6,7');
  await page.fill('#pursuit-safe', '11,,,');
  await page.click('.pursuit-form button[type=submit]');
  await page.waitForSelector('.pursuit-form .game-error');
  assert.match(await page.textContent('.game-error'), /at most 1000000 can be solved/);
  assert.deepEqual(page.problems, []);

  // A link with only the starts takes cgt.solve's defaults for the rest and writes them out.
  const short = await open('#/lab/pursuit?vertices=3&edges=0-1,1-2,2-0&cops=0&robbers=2', '.pursuit-summary');
  assert.match(await short.textContent('.pursuit-summary'), /a draw/);
  await waitHash(short, 'schedule', 'c0,r0');
  assert.equal(await short.inputValue('#pursuit-schedule'), 'c0,r0');
  // What is typed reaches the address only once it describes a game.
  await short.fill('#pursuit-cops', 'abc');
  await short.fill('#pursuit-schedule', 'é');
  await short.click('.pursuit-form button[type=submit]');
  await short.waitForSelector('#pursuit-cops-error:has-text("give start vertices from 0 to 2")');
  assert.equal(new URLSearchParams(short.url().split('?')[1]).get('cops'), '0');
  await short.fill('#pursuit-cops', '0');
  await short.click('.pursuit-form button[type=submit]');
  await short.waitForSelector("#pursuit-schedule-error:has-text(\"'é' is not a mover\")");
  assert.equal(await short.locator('#panic-panel').count(), 0);
  assert.deepEqual(short.problems, []);

  // Deleting a vertex renumbers the starts above it; deleting a start asks for another one,
  // and the game of the old graph is gone.
  const cycle = await open('#/lab/pursuit?graph=cycle&n=5&cops=0&robbers=4&directed=no', '.pursuit-summary');
  await cycle.click('.tool:has-text("Delete")');
  await cycle.click('.graph-view .vertex[data-v="2"]');
  await waitHash(cycle, 'robbers', '3');
  await cycle.waitForSelector('.pursuit-summary');
  assert.equal(await cycle.inputValue('#pursuit-robbers'), '3');
  await cycle.click('.graph-view .vertex[data-v="3"]');
  await cycle.waitForSelector('#pursuit-robbers-error:has-text("vertex 3 was deleted; choose another vertex")');
  assert.equal(await cycle.locator('.pursuit-summary').count(), 0, 'no game of the old graph');
  await cycle.fill('#pursuit-robbers', '2');
  await cycle.click('.pursuit-form button[type=submit]');
  await cycle.waitForSelector('.pursuit-summary');
  assert.match(await cycle.textContent('.pursuit-summary'), /2 × 3\^1 × 5\^1 = 30/);
  assert.deepEqual(cycle.problems, []);

  const triangle = 'vertices=3&edges=0-1,1-2,2-0&directed=yes&stay=no&cops=0&robbers=2&schedule=c0,r0&safe=&captures=1&escapes=1&capture=meet';
  const embed = await open(`#/embed/pursuit?${triangle}&step=6`, '.pursuit-summary');
  assert.match(await embed.textContent('.pursuit-summary'), /a draw/);
  assert.match(await embed.textContent('.explanation'), /already occurred after move 0/);
  assert.equal(await embed.locator('.pursuit-form').count(), 0, 'the widget alone');
  await cgtReady(embed);
  const answer = await embed.evaluate(() =>
    window.cgt.solve({ game: 'pursuit', vertices: 3, edges: [[0, 1], [1, 2], [2, 0]], cops: [0], robbers: [2] }),
  );
  assert.equal(answer.outcome, 'draw');
  assert.equal(answer.states, 30);
  await screenshot(embed, 'pursuit-triangle-embed');
  assert.deepEqual(embed.problems, []);
});

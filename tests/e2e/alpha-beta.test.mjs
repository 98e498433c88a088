// End-to-end tests of the alpha-beta lab: a tree stepped with the keyboard until its cut shows
// greyed, the leaf counts, a bad tree refused next to its field while the page goes on, a tree too
// large to draw summarised, a typed tree too long to show kept out of its box, the whole game of tic-tac-toe opened by link and solved in time
// slices with no long task, and the embed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteAndBrowser, openAt, openPage, paste, screenshot, waitHash } from './harness.mjs';

const { site, browser } = await siteAndBrowser();

const open = (hash, ready) => openAt(browser, site, hash, ready);
const TEXTBOOK = 'source=typed&tree=((3,12,8),(2,4,6),(14,5,2))';

test('alpha-beta: the textbook tree stepped until its cut greys two leaves', async () => {
  const page = await open(`#/lab/alpha-beta?${TEXTBOOK}&step=16`, '.ab-tree');
  assert.equal(await page.locator('.ab-node.ab-cut').count(), 0, 'nothing is cut yet');
  assert.match(await page.textContent('.ab-rule'), /fail-soft alpha-beta.*beta <= alpha/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('.ab-node.ab-cut');
  await waitHash(page, 'step', '18');
  assert.equal(await page.textContent('.explanation .sentence'), 'node 5: beta 2 <= alpha 3, so children 7, 8 are cut.');
  const cut = await page.$$eval('.ab-node.ab-cut', (nodes) => nodes.map((node) => node.dataset.node));
  assert.deepEqual(cut, ['7', '8']);
  assert.equal(await page.locator('.ab-edge.ab-cut').count(), 2);
  assert.equal(await page.getAttribute('.ab-node.current', 'data-node'), '5');
  const bounds = await page.$$eval('.ab-node.current .ab-bounds', (texts) => texts.map((text) => text.textContent));
  assert.deepEqual(bounds, ['α 3', 'β 2']);
  // The counts, side by side: minimax 9 leaves, alpha-beta 7 as given, 5 best first, 9 worst first.
  const leaves = await page.$$eval('.ab-counts .ab-leaves', (cells) => cells.map((cell) => cell.textContent));
  assert.deepEqual(leaves, ['9', '7', '5', '9']);
  await screenshot(page, 'alpha-beta-cut');
  // Back one step: the cut is undone.
  await page.keyboard.press('ArrowLeft');
  await waitHash(page, 'step', '17');
  assert.equal(await page.locator('.ab-node.ab-cut').count(), 0);
  await page.keyboard.press('End');
  await page.waitForSelector('.explanation .sentence:has-text("The root\'s value is 3")');
  assert.deepEqual(page.problems, []);
});

test('alpha-beta: a bad tree gets a message next to its field and the page goes on', async () => {
  const page = await open(`#/lab/alpha-beta?${TEXTBOOK}&step=3`, '.ab-tree');
  await page.fill('#alpha-beta-tree', '((3,5),(2');
  await page.waitForSelector('#alpha-beta-tree-error:has-text("the tree is incomplete")');
  await page.click('button[type=submit]');
  await page.fill('#alpha-beta-tree', '((1,[2');
  await page.waitForSelector('#alpha-beta-tree-error:has-text("incomplete")');
  await screenshot(page, 'alpha-beta-error');
  // The page still works: a good tree replaces the old one.
  await page.fill('#alpha-beta-tree', '((5,1),(2,8),(0,4))');
  await page.click('button[type=submit]');
  await waitHash(page, 'tree', '((5,1),(2,8),(0,4))');
  await page.waitForSelector('.ab-node[data-node="8"]');
  assert.equal(await page.textContent('#alpha-beta-tree-error'), '');
  // A tree too large to draw is solved and summarised: tic-tac-toe from the empty board.
  await page.selectOption('#alpha-beta-source', 'tic-tac-toe');
  await page.fill('#alpha-beta-board', '.........');
  await page.click('button[type=submit]');
  await page.waitForSelector('.ab-too-large');
  assert.match(await page.textContent('.ab-too-large'), /549946 nodes: trees up to 127 nodes are drawn/);
  assert.match(await page.textContent('.ab-verdict'), /The root's value is 0/);
  assert.equal(await page.locator('.ab-tree').count(), 0);
  await screenshot(page, 'alpha-beta-large');
  assert.deepEqual(page.problems, []);
});

test('alpha-beta: the embed shows the stepped tree without the form', async () => {
  const page = await open('#/embed/alpha-beta?source=nim&piles=2,3&step=60', '.alpha-beta-lab .ab-tree');
  assert.equal(await page.locator('.lab-form').count(), 0);
  assert.match(await page.getAttribute('.open-full', 'href'), /#\/lab\/alpha-beta\?source=nim&piles=2,3/);
  assert.ok((await page.locator('.ab-node.ab-cut').count()) > 0, 'cuts by step 60');
  await screenshot(page, 'alpha-beta-embed');
  assert.deepEqual(page.problems, []);
});

test('alpha-beta: a typed tree too long to show is kept out of its box, searched, linked, and replaced by typing', async () => {
  // 300 nodes of 300 leaves each: 90,301 nodes, 180,601 characters.
  const tree = `(${Array.from({ length: 300 }, (_, i) => `(${Array.from({ length: 300 }, (_, j) => (i * 7 + j) % 10).join(',')})`).join(',')})`;
  const page = await open(`#/lab/alpha-beta?source=typed&tree=${tree}`, '.ab-too-large');
  assert.match(await page.textContent('.ab-tree-line'), /^A typed tree \(90301 nodes, 90000 leaves\), read in slices; the root maximises\./);
  assert.equal(await page.inputValue('#alpha-beta-tree'), '');
  assert.match(await page.textContent('#alpha-beta-tree-help'),
    /^This field's text is 180601 characters long, too long to show; typing here replaces it\. A number is a leaf/);
  const tree_param = () => page.evaluate(() => new URLSearchParams(location.hash.split('?')[1]).get('tree'));
  assert.equal(await tree_param(), tree);
  // Every child's minimum is 0; submitted with the root minimising, the kept tree is searched
  // again, and every child's maximum is 9.
  await page.waitForSelector('.ab-verdict:has-text("The root\'s value is 0")');
  await page.selectOption('#alpha-beta-root', 'false');
  await page.click('button[type=submit]');
  await waitHash(page, 'maximizingRoot', 'false');
  assert.equal(await tree_param(), tree);
  await page.waitForSelector('.ab-verdict:has-text("The root\'s value is 9")');
  await page.fill('#alpha-beta-tree', '(3,(1,4))');
  assert.doesNotMatch(await page.textContent('#alpha-beta-tree-help'), /too long/);
  await page.click('button[type=submit]');
  await waitHash(page, 'tree', '(3,(1,4))');
  assert.equal(await page.inputValue('#alpha-beta-tree'), '(3,(1,4))');
  // Pasted over the short tree: kept out of the box, searched in slices once submitted, linked.
  await paste(page, '#alpha-beta-tree', tree);
  await page.waitForFunction(() => document.querySelector('#alpha-beta-tree').placeholder === '180601 characters, not shown');
  assert.equal(await page.inputValue('#alpha-beta-tree'), '');
  await page.click('button[type=submit]');
  await waitHash(page, 'tree', tree);
  await page.waitForSelector('.ab-verdict:has-text("The root\'s value is 9")');
  assert.match(await page.textContent('.ab-tree-line'), /^A typed tree \(90301 nodes, 90000 leaves\), read in slices; the root minimises\./);
  assert.deepEqual(page.problems, []);
});

/**
 * Installed before the app starts: long tasks (over 50 ms) from a PerformanceObserver, the time
 * the first progress panel appears, and how long each setTimeout callback runs (the kit's time
 * slices are setTimeout callbacks).
 */
function observeSlices() {
  window.__longTasks = [];
  window.__slices = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((_, observer) => {
    if (document.querySelector('.computing')) {
      window.__computingSince = performance.now();
      window.__lineWhileComputing = document.querySelector('.ab-tree-line')?.textContent;
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
  const setTimeoutOfPage = window.setTimeout.bind(window);
  window.setTimeout = (callback, delay, ...args) => setTimeoutOfPage(() => {
    const start = performance.now();
    try {
      callback(...args);
    } finally {
      window.__slices.push({ start, duration: performance.now() - start });
    }
  }, delay);
}

test('alpha-beta: the whole game of tic-tac-toe opened by link is solved in slices, never a long task', async () => {
  const page = await openPage(browser);
  await page.addInitScript(observeSlices);
  await page.goto(`${site.url}#/lab/alpha-beta?source=tic-tac-toe&board=.........`);
  await page.waitForSelector('.ab-verdict', { timeout: 60_000 });
  const line = await page.evaluate(() => window.__lineWhileComputing);
  assert.match(line, /\(549946 nodes\)/, 'the size is known before the tree is built');
  assert.match(await page.textContent('.ab-verdict'), /The root's value is 0/);
  const leaves = await page.$$eval('.ab-counts .ab-leaves', (cells) => cells.map((cell) => Number(cell.textContent)));
  assert.equal(leaves[0], 255168, 'every game of tic-tac-toe');
  assert.ok(leaves[2] < leaves[1] && leaves[1] < leaves[3] && leaves[3] < leaves[0], `${leaves}`);
  await screenshot(page, 'alpha-beta-whole-game');
  const { longTasks, slices, since } = await page.evaluate(() => ({
    longTasks: window.__longTasks, slices: window.__slices, since: window.__computingSince,
  }));
  assert.ok(since > 0, 'the progress panel was seen');
  // The task that rendered the panel (the app starting) began before it; the job's slices after.
  const during = longTasks.filter((task) => task.start >= since);
  assert.deepEqual(during, [], 'no long task once the job has started');
  const jobSlices = slices.filter((slice) => slice.start >= since).map((slice) => slice.duration).sort((a, b) => a - b);
  assert.ok(jobSlices.length > 10, `the job ran in ${jobSlices.length} slices`);
  const at = (q) => jobSlices[Math.min(jobSlices.length - 1, Math.floor(q * jobSlices.length))].toFixed(1);
  const total = jobSlices.reduce((sum, slice) => sum + slice, 0).toFixed(0);
  console.log(`alpha-beta, tic-tac-toe from the empty board: ${jobSlices.length} slices, ${total} ms in all, median ${at(0.5)} ms, 95th percentile ${at(0.95)} ms, longest ${at(1)} ms`);
  assert.deepEqual(page.problems, []);
});

test('alpha-beta: on a slow processor the page answers while the tree is solved: Cancel, then Solve it', async () => {
  const page = await openPage(browser);
  // Chromium's CPU throttling (6x slower), so the job lasts long enough to be cancelled by hand.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(`${site.url}#/lab/alpha-beta?source=tic-tac-toe&board=.........`);
  await page.waitForFunction(() => Number(document.querySelector('.computing progress')?.value) > 0);
  await screenshot(page, 'alpha-beta-progress');
  await page.click('.computing .cancel');
  await page.waitForSelector('.cancelled');
  assert.equal(await page.locator('.ab-counts').count(), 0, 'nothing solved');
  await screenshot(page, 'alpha-beta-cancelled');
  await page.click('.cancelled button');
  await page.waitForSelector('.ab-verdict', { timeout: 60_000 });
  assert.match(await page.textContent('.ab-verdict'), /The root's value is 0/);
  assert.deepEqual(page.problems, []);
});

// End-to-end tests of the alpha-beta lab: a tree stepped with the keyboard until its cut shows
// greyed, the leaf counts, a bad tree refused next to its field while the page goes on, a tree too
// large to draw summarised, and the embed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteAndBrowser, openAt, screenshot, waitHash } from './harness.mjs';

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

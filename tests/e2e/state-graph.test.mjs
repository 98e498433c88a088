// End-to-end tests of the state-graph lab on the built page: a preset stepped with the keyboard,
// the literal version beside the correct one with a differing state, a bad graph text (a message,
// and the page survives), a game too large to draw summarised, and the embed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteAndBrowser, openAt, screenshot, waitHash } from './harness.mjs';

const { site, browser } = await siteAndBrowser();

const open = (hash, ready) => openAt(browser, site, hash, ready);
const states = (page, cls) =>
  page.$$eval(`.dag-view .vertex.${cls}`, (list) => list.map((v) => Number(v.dataset.vertex)));

test('state-graph: a preset stepped with the keyboard to its end', async () => {
  const page = await open('#/lab/state-graph', '.state-graph-summary');
  const division = await page.textContent('.game-line');
  await page.selectOption('#state-graph-preset', 'power-game');
  await page.waitForFunction((before) => document.querySelector('.game-line')?.textContent !== before, division);
  await waitHash(page, 'step', '0');
  assert.deepEqual(await states(page, 'win'), []);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await waitHash(page, 'step', '3');
  assert.match(await page.textContent('.explanation .sentence'), /^State \d+/);
  await page.keyboard.press('End');
  const summary = await page.textContent('.state-graph-summary .counts');
  const [, wins, draws, losses] = summary.match(/(\d+) wins, (\d+) draws, (\d+) losses/).map(Number);
  assert.equal((await states(page, 'win')).length, wins, 'the last step shows the summary\'s wins');
  assert.equal((await states(page, 'draw')).length, draws);
  assert.equal((await states(page, 'loss')).length, losses);
  assert.ok(draws > 0, 'problem 9 can draw');
  assert.equal(await page.textContent('.queue'), 'The queue is empty.');
  await screenshot(page, 'state-graph-power-game');
  assert.deepEqual(page.problems, []);
});

test('state-graph: the literal queue beside the correct one', async () => {
  const page = await open('#/lab/state-graph?states=1.2,2.3,loss,loss&mode=literal&literal=queue', '.literal-why');
  assert.match(await page.textContent('.literal-why'), /^State 0: the literal version says loss, the correct answer is win\./);
  assert.deepEqual(await states(page, 'differs'), [0, 0]);
  await page.selectOption('#state-graph-literal', 'horizon');
  await page.click('.open-flaw');
  await page.waitForFunction(() => /parity/.test(document.querySelector('.literal-why')?.textContent));
  assert.equal(await page.locator('.comparison-table tr.differs').count(), 1);
  await screenshot(page, 'state-graph-literal');
  assert.deepEqual(page.problems, []);
});

test('state-graph: bad graph text shows a message and the page survives', async () => {
  const page = await open('#/lab/state-graph?states=1.2,2.3,loss,loss', '.state-graph-summary');
  await page.fill('#state-graph-states', '1:1.9,2:loss.0');
  await page.waitForSelector('#state-graph-states-error:has-text("state 0 moves to state 9")');
  await page.click('button[type=submit]');
  assert.equal(await page.locator('.dag-view .vertex').count(), 4, 'the game shown is kept');
  await page.fill('#state-graph-states', 'é'.repeat(50));
  await page.waitForSelector('#state-graph-states-error:not(:empty)');
  await page.click('button[type=submit]');
  const broken = await open('#/lab/state-graph?states=1:1.2.99999999999,<b>&mode=order&step=-1', '.notice');
  assert.match(await broken.textContent('.notice'), /Showing the division game instead/);
  assert.ok(await broken.locator('.dag-view').count() > 0);
  assert.deepEqual([...page.problems, ...broken.problems], []);
});

test('state-graph: a game too large to draw is summarised, and the embed', async () => {
  const path = [...Array(20000).keys()].map((s) => String(s + 1)).concat(['loss']).join(',');
  const page = await open(`#/lab/state-graph?states=${path}`, '.state-graph-summary');
  await page.waitForSelector('.state-graph-summary');
  assert.match(await page.textContent('.state-graph-summary .counts'), /^10000 wins, 0 draws, 10001 losses/);
  const embed = await open('#/embed/state-graph?states=1.2,2.3,loss,loss&mode=queue&step=3', '.dag-view');
  assert.equal(await embed.locator('#state-graph-states').count(), 0, 'no form in the embed');
  assert.equal(await embed.locator('.dag-view .vertex').count(), 4);
  await screenshot(embed, 'state-graph-embed');
  assert.deepEqual([...page.problems, ...embed.problems], []);
});

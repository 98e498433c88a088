// End-to-end test: a lab's address at its longest (treblecross's largest sum, 640 KB) is written
// in tasks of its own (src/ui/url.rs, LONG_HASH), and still in order: a step replaces the entry,
// a new mode pushes one, and back returns to the step reached.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteAndBrowser, openAt } from './harness.mjs';

const { site, browser } = await siteAndBrowser();

// A mark every third cell: the link writes no run of unmarked cells as a number.
const boards = Array.from({ length: 64 }, (_, i) => `${'.'.repeat(i % 2)}${'X..'.repeat(3333)}`);
const param = (page, name) => page.evaluate((name) => new URLSearchParams(location.hash.split('?')[1]).get(name), name);

test('a 640 KB address is stepped, pushed and gone back through in order', { timeout: 120_000 }, async () => {
  const page = await openAt(browser, site, `#/lab/treblecross?boards=${boards.join(',')}&counts=${boards.map(() => 1).join(',')}&step=0`, '.tc-boards');
  assert.ok((await page.evaluate(() => location.hash.length)) > 640_000);
  const entries = () => page.evaluate(() => history.length);
  const opened = await entries();
  await page.click('.step-end');
  await page.waitForFunction(() => location.hash.includes('&step=64'));
  assert.equal(await entries(), opened, 'a step replaces the entry');
  await page.locator('.mode-tabs .mode').nth(1).click();
  await page.waitForFunction(() => location.hash.includes('mode=play'));
  assert.equal(await entries(), opened + 1, 'a new mode pushes one');
  assert.equal((await param(page, 'boards')).split(',').length, 64);
  await page.goBack();
  await page.waitForSelector('.tc-table');
  assert.equal(await param(page, 'step'), '64');
  assert.equal(await param(page, 'mode'), 'analyse');
  assert.equal(await page.locator('.tc-board-row').count(), 64);
  assert.match(await page.textContent('.tc-verdict .verdict'), /GG\(64\)/);
  await page.goForward();
  await page.waitForSelector('.tc-choose');
  assert.deepEqual(page.problems, []);
});

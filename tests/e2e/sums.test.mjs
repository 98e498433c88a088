// End-to-end tests of the sums lab: a sum from the URL, its values, the verdict and the winning
// move; a game against the computer played with clicks; huge copy counts; the embed; cgt.solve.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteAndBrowser, openAt, screenshot, waitHash, cgtReady } from './harness.mjs';

const { site, browser } = await siteAndBrowser();

const open = (hash, ready) => openAt(browser, site, hash, ready);

test('sums: URL -> values -> verdict -> the winning move, then a game against the computer', async () => {
  const sum = 'sub:1.3.4:10,nim:7,octal:0.07:12,kings:..x/...:1-1/1-2,treblecross:X......';
  const page = await open(`#/lab/sums?c=${sum}`, '.components-table');
  const values = await page.$$eval('.component-row .value', (cells) => cells.map((cell) => cell.textContent));
  assert.deepEqual(values, ['g = 1', 'g = 7', 'g = 2', 'g = 2', 'g = 2']);
  assert.equal(await page.textContent('.binary-table .nim-sum .reduction'), '= 4');
  assert.match(await page.textContent('.verdict.n'), /^The total is 4 ≠ 0: an N-position/);
  assert.equal(await page.textContent('.winning-move .the-move'), 'Move in component 2: take 4, leaving 3.');
  // Each component links to the lab that explains it.
  assert.equal(await page.getAttribute('.component-row:nth-child(3) .lab-link', 'href'), '#/lab/octal?code=0.07&n=12&step=12');
  await screenshot(page, 'sums-analysis');

  // Play: the student makes that winning move; the computer, now losing, still answers with a
  // legal move, which leaves a total other than 0.
  await page.click('.mode-tabs .mode:has-text("Play the computer")');
  await waitHash(page, 'mode', 'play');
  await page.click("button.move[data-move='2.n.t4']");
  await page.waitForSelector('.last-move:has-text("The computer played")', { timeout: 10_000 });
  assert.match(await page.textContent('.position-line'), /^The sum's value now: [1-9]/);
  const hash = await page.evaluate(() => location.hash);
  assert.match(hash, /moves=2\.n\.t4,\d\.[n\d]\.[a-z0-9-]+/);
  await screenshot(page, 'sums-play');
  assert.deepEqual(page.problems, []);
});

test('sums: the paper parity reduction with counts of 10^18, and a bad component refused', async () => {
  const page = await open(
    '#/lab/sums?c=treblecross:X.....x1000000000000000000,treblecross:.......x3,nim:2',
    '.components-table',
  );
  const counted = await page.$$eval('.component-row .counted', (cells) => cells.map((cell) => cell.textContent));
  assert.equal(counted[0], '0');
  assert.match(await page.textContent('.even-note'), /x = 1000000000000000000 is even/);
  assert.match(await page.textContent('.reduction-rule'), /GG\(i\) = 0 if x\(i\) is even and GG\(i\) = G_i\(S_i\) if x\(i\) is odd/);
  await page.fill('#sums-row3-a', '-1');
  await page.waitForSelector('#sums-row3-a-error:has-text("is negative")');
  await screenshot(page, 'sums-parity');
  assert.deepEqual(page.problems, []);
});

test('sums: the embed shows the widget alone, and cgt.solve answers', async () => {
  const page = await open('#/embed/sums?c=nim:1,nim:2', '.sums-lab .components-table');
  assert.equal(await page.locator('.sums-form').count(), 0);
  assert.match(await page.getAttribute('.open-full', 'href'), /#\/lab\/sums\?c=nim:1,nim:2/);
  await cgtReady(page);
  const answer = await page.evaluate(() => {
    const answer = window.cgt.solve({ game: 'sums', components: ['nim:7x3', 'sub:1.2:5'] });
    return { total: answer.total, move: answer.winningMove.move, component: answer.winningMove.component };
  });
  assert.deepEqual(answer, { total: 5, move: 't5', component: 0 });
  await screenshot(page, 'sums-embed');
  assert.deepEqual(page.problems, []);
});

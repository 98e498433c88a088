// End-to-end tests of the problem-set lab: a page from its link, a grid cell explained by its
// winning move, the judge with the contest's sample, a bad input and a long one (kept out of the
// link), a file judged (its long output cut, saved whole), the picker, a phone's width, the embed, and the console call the page shows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteAndBrowser, openAt, screenshot, waitHash, cgtReady } from './harness.mjs';

const { site, browser } = await siteAndBrowser();

const open = (hash, ready = '.problem-page .stepper') => openAt(browser, site, hash, ready);

test('problem set: a grid explained cell by cell, the pattern checked on its positions', async () => {
  const page = await open('#/lab/problem-set?problem=power-race');
  // The table of n = 100 has 140 cells, some no position (a^b >= 100): they are not counted.
  const blanks = await page.locator('.grid-table td.cell.blank').count();
  assert.ok(blanks > 0, 'a^b >= 100 leaves blank cells');
  assert.equal(
    await page.textContent('.pattern-check'),
    `Checked against the table: the pattern holds for all ${140 - blanks} cells.`,
  );
  // The page opens explaining a position, not a blank.
  assert.doesNotMatch(await page.textContent('.explanation .sentence'), /no position/);
  await page.click(".grid-table td[data-xy='7,0'] button");
  await page.waitForSelector('.explanation .sentence:has-text("(1, 7) is drawn")');
  assert.match(await page.textContent('.explanation .sentence'), /the move to \(1, 8\) keeps it drawn/);
  await waitHash(page, 'cell', '6');
  assert.match(await page.textContent('.judge-format'), /LOSER's name/);
  await screenshot(page, 'problem-set-power-race');
  assert.deepEqual(page.problems, []);
});

test('problem set: the judge prints the contest output, names a bad line, keeps long inputs out of the link', async () => {
  const page = await open('#/lab/problem-set?problem=split-piles');
  assert.equal(await page.textContent('.judge-output'), '2\n1\n1\n', "the contest's sample");
  await page.fill('#problem-judge-input', '2\n1 0\n');
  await page.click('.judge-run');
  const error = await page.textContent('.judge-error');
  assert.match(error, /^The judge cannot read this input: line 2, a_2: /);
  assert.equal(await page.locator('.judge-output').count(), 0);
  // 10^4 piles: judged, and the link keeps no copy of them.
  await page.fill('#problem-judge-input', `10000\n${'7 '.repeat(10000)}\n`);
  await page.click('.judge-run');
  await page.waitForSelector('.judge .unlinked');
  // Its output's first 1,000 lines are printed, the other 9,000 offered as a file.
  const lines = await page.$eval('.judge-output', (pre) => pre.textContent.split('\n').length - 1);
  assert.equal(lines, 1000);
  assert.match(await page.textContent('.judge-more'), /^The first 1\u2009000 lines are shown; 9\u2009000 more are left out\./);
  const hash = await page.evaluate(() => location.hash);
  assert.ok(hash.length < 500 && !hash.includes('input='), hash);
  // The octal lab is the general game behind problem 1.
  assert.match(await page.getAttribute('.see-also a', 'href'), /#\/lab\/octal\?code=4\.0/);
  await screenshot(page, 'problem-set-judge');
  assert.deepEqual(page.problems, []);
});

test('problem set: the judge reads a file; a long output is cut at 1,000 lines and saved whole', async () => {
  const page = await open('#/lab/problem-set?problem=split-piles');
  const folder = await mkdtemp(join(tmpdir(), 'judge-'));
  const write = async (name, text) => {
    await writeFile(join(folder, name), text);
    return join(folder, name);
  };
  // 100,000 piles of 10^9, one per line: each pile gives 10^9 - 1 moves, an odd number, so the
  // first player wins exactly the odd prefixes (Codeforces 705B's parity).
  const piles = 100_000;
  await page.setInputFiles('#problem-judge-file', await write('big.txt', ['100000', ...Array(piles).fill('1000000000')].join('\n')));
  await page.waitForSelector('.judge-file-note');
  assert.equal(await page.textContent('.judge-file-note'),
    'Judged the file big.txt (100\u2009001 lines): too long to show in the box, which is left empty.');
  assert.equal(await page.inputValue('#problem-judge-input'), '');
  const expected = Array.from({ length: piles }, (_, k) => (k % 2 === 0 ? '1' : '2')).join('\n') + '\n';
  assert.equal(await page.textContent('.judge-output'), expected.slice(0, 2 * 1000), 'the first 1,000 lines');
  assert.match(await page.textContent('.judge-more'), /^The first 1\u2009000 lines are shown; 99\u2009000 more are left out\./);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('.judge-save')]);
  assert.equal(download.suggestedFilename(), 'output.txt');
  assert.equal(await readFile(await download.path(), 'utf8'), expected, 'the whole output saved');
  assert.ok(!(await page.evaluate(() => location.hash)).includes('input='), 'a long file is kept out of the link');
  await screenshot(page, 'problem-set-judge-file');
  // A short file is shown in the box, and kept in the link.
  await page.setInputFiles('#problem-judge-file', await write('small.txt', '3\n1 2 3\n'));
  await page.waitForFunction(() => document.querySelector('.judge-file-note')?.textContent.includes('small.txt'));
  assert.equal(await page.textContent('.judge-file-note'), 'Judged the file small.txt, shown in the box.');
  assert.equal(await page.inputValue('#problem-judge-input'), '3\n1 2 3\n');
  assert.equal(await page.textContent('.judge-output'), '2\n1\n1\n');
  assert.equal(await page.locator('.judge-more').count(), 0);
  await waitHash(page, 'input', '3\n1 2 3\n');
  // A file larger than the judge could read is refused unread, with the limit.
  await page.setInputFiles('#problem-judge-file', await write('huge.txt', '1 '.repeat(2_400_001)));
  assert.equal(await page.textContent('.judge-error'),
    'The judge cannot read this input: the file huge.txt has 4\u2009800\u2009002 bytes; the judge reads at most 1\u2009200\u2009000 characters.');
  await rm(folder, { recursive: true });
  assert.deepEqual(page.problems, []);
});

test('problem set: the picker, the console call, a phone, and the embed', async () => {
  const page = await open('#/lab/problem-set?problem=half-nim');
  await page.click(".problem-picker button[data-problem='gcd-game']");
  await waitHash(page, 'problem', 'gcd-game');
  await page.waitForSelector('.problem-statement h2:has-text("Problem 10")');
  await cgtReady(page);
  const call = await page.textContent('.console-call code:last-child');
  const request = call.replace(/^cgt\.solve\(/, '').replace(/\)$/, '');
  const answer = await page.evaluate((text) => window.cgt.solve(JSON.parse(text)), toJson(request));
  assert.match(await page.textContent('.fast-solution .verdict-line'), new RegExp(`The ${answer.winner} player`));

  await page.setViewportSize({ width: 390, height: 844 });
  assert.ok(await page.isVisible('.scroll-hint'), 'a phone is told the table scrolls');
  await screenshot(page, 'problem-set-phone');

  const embed = await open('#/embed/problem-set?problem=river');
  assert.equal(await embed.locator('.problem-picker').count(), 0);
  assert.match(await embed.getAttribute('.open-full', 'href'), /problem=river/);
  assert.deepEqual(page.problems, []);
  assert.deepEqual(embed.problems, []);
});

/** The console call's object literal as JSON (keys quoted, number strings kept). */
function toJson(literal) {
  return literal.replace(/([{,]\s*)([a-zA-Z]+):/g, '$1"$2":');
}

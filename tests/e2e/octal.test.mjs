// End-to-end tests of the octal and treblecross labs on the built site: links, steps, verdicts,
// long tables in the background worker (or in slices without one) with Cancel, games against the
// computer, bad input, and cgt.solve.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteAndBrowser, openPage, openAt, screenshot, waitHash, cgtReady } from './harness.mjs';

const { site, browser } = await siteAndBrowser();

const open = (hash, ready) => openAt(browser, site, hash, ready);
const sentence = (page) => page.textContent('.explanation .sentence');
const waitCurrent = (page, n) => page.waitForSelector(`.value-row .cell.current[data-n="${n}"]`);

test('octal: a link opens Kayles at a step, keys step on, and the period is proven', async () => {
  const page = await open('#/lab/octal?code=0.77&n=200&step=3', '.octal-lab .stepper');
  assert.equal(await sentence(page), 'G(3) = mex{G(2), G(1)⊕G(1), G(1)} = mex{2, 0, 1} = 3');
  await page.keyboard.press('ArrowRight');
  await waitCurrent(page, 4);
  assert.equal(await sentence(page), 'G(4) = mex{G(3), G(1)⊕G(2), G(2), G(1)⊕G(1)} = mex{3, 3, 2, 0} = 1');
  assert.match(await page.textContent('.explanation .verdict'), /4 is an N-position: .*take 2, leaving 1 \+ 1/);
  await waitHash(page, 'step', '4');
  await screenshot(page, 'octal-kayles-step-4');
  await page.keyboard.press('End');
  await waitCurrent(page, 200);
  assert.match(await page.textContent('.period-found'), /G\(n \+ 12\) = G\(n\) for every n ≥ 71/);
  assert.match(await page.textContent('.period-proof'), /G\(71\.\.155\) = G\(83\.\.167\)/);
  assert.match(await page.textContent('.period-bound'), /Guy-Smith periodicity theorem/);
  await page.locator('.chart canvas').scrollIntoViewIfNeeded();
  await screenshot(page, 'octal-kayles-end');
  assert.deepEqual(page.problems, []);
});

test('octal: a copied address reproduces the view, and presets push history entries', async () => {
  const page = await open('#/lab/octal?code=0.07&n=160&step=20', '.octal-lab .stepper');
  await page.click('.value-row .cell[data-n="14"]');
  await waitCurrent(page, 14);
  await waitHash(page, 'cell', '14');
  const copy = await openPage(browser);
  await copy.goto(page.url());
  await copy.waitForSelector('.octal-lab .stepper');
  assert.equal(await copy.textContent('.explanation'), await page.textContent('.explanation'));
  assert.equal(await copy.inputValue('.stepper input[type=range]'), '20');
  await page.click('.preset:has-text("Treblecross 0.007")');
  await page.waitForFunction(() => location.hash.includes('code=0.007'));
  assert.match(await page.textContent('.game-line'), /^0\.007 \(Treblecross\), heaps 0 to 100/);
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('.game-line')?.textContent.startsWith('0.07 (Dawson'));
  assert.deepEqual([...page.problems, ...copy.problems], []);
});

test('octal: Kayles to 2^20 is computed in the background worker', async () => {
  const page = await open('#/lab/octal?code=0.77&n=40&step=0', '.octal-lab .stepper');
  await page.click('.preset:has-text("Kayles to 2^20")');
  await page.waitForFunction(() => document.querySelector('.game-line')?.textContent.includes('heaps 0 to 1048576'));
  await waitHash(page, 'n', '1048576');
  await page.keyboard.press('End');
  await waitCurrent(page, 1048576);
  assert.match(await page.textContent('.method-panel'), /At heap 256 the values proved period 12 from 71/);
  assert.match(await page.textContent('.method-panel .computed'), /in a background worker \(a Web Worker\)/);
  assert.equal(page.workers().length, 1, 'one worker, kept for the next table');
  // A second long table reuses it; the values are the same as cgt.solve's on the page.
  await page.fill('#octal-code', '0.137');
  await page.fill('#octal-n', '300000');
  await page.click('button[type=submit]');
  await page.waitForFunction(() => document.querySelector('.game-line')?.textContent.startsWith('0.137 (Dawson'));
  assert.equal(page.workers().length, 1);
  assert.match(await page.textContent('.method-panel .computed'), /background worker/);
  await cgtReady(page);
  const period = await page.evaluate(() => cgt.solve({ game: 'octal', code: '0.137', n: 300 }).period);
  assert.equal(period.length, 34, "Dawson's chess has period 34");
  const method = await page.textContent('.method-panel');
  assert.ok(method.includes(`the values proved period 34 from ${period.start}`), method);
  await screenshot(page, 'octal-kayles-2-to-20');
  assert.deepEqual(page.problems, []);
});

/** Opens the octal lab at Kayles to 2^20 in a page whose `Worker` is replaced by `sabotage`. */
async function withoutWorker(sabotage) {
  const page = await openPage(browser);
  await page.addInitScript(sabotage);
  // The progress line may last only a few frames: record every text it shows as the page changes.
  await page.addInitScript(() => {
    window.computingTexts = [];
    new MutationObserver(() => {
      const computing = document.querySelector('.computing');
      if (computing) window.computingTexts.push(computing.textContent);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto(site.url + '#/lab/octal?code=0.77&n=1048576&step=0');
  await page.waitForFunction(() => document.querySelector('.game-line')?.textContent.includes('heaps 0 to 1048576'));
  const texts = await page.evaluate(() => window.computingTexts);
  assert.ok(
    texts.some((text) => /on this page, in slices: heap .*computed on this page in short time slices/.test(text)),
    JSON.stringify(texts.slice(-3)),
  );
  return page;
}

test('octal: without a worker the table is computed in slices, saying why', async () => {
  const refused = await withoutWorker(() => {
    window.Worker = function Worker() {
      throw new Error('workers are disabled here');
    };
  });
  assert.match(await refused.textContent('.method-panel .computed'), /in time slices .*\(workers are disabled here\)/);
  assert.match(await refused.textContent('.method-panel'), /At heap 256 the values proved period 12 from 71/);
  assert.deepEqual(refused.problems, []);
  const missing = await withoutWorker(() => {
    const RealWorker = window.Worker;
    window.Worker = function Worker() {
      return new RealWorker('no-such-worker.js');
    };
  });
  assert.match(await missing.textContent('.method-panel .computed'), /in time slices .*could not be loaded/);
  await screenshot(missing, 'octal-without-worker');
  // The browser reports the missing script itself; nothing else goes wrong.
  assert.deepEqual(missing.problems.filter((problem) => !/404/.test(problem)), []);
});

test('octal: Treblecross to 2^20 runs in the worker past the page\'s limit, with the time left, and can be cancelled', async () => {
  const page = await open('#/lab/octal?code=0.77&n=200&step=7', '.octal-lab .stepper');
  await page.fill('#octal-code', '0.007');
  await page.fill('#octal-n', '1048576');
  await page.click('button[type=submit]');
  await page.waitForSelector('.computing progress');
  // The worker goes past heap 63,247, where the page's own limit of 10^9 steps stops (below).
  const past = (heap) => Number(document.querySelector('.computing')?.textContent.match(/heap ([\d\u2009]+)/)?.[1].replaceAll('\u2009', '')) > heap;
  await page.waitForFunction(past, 70000, { timeout: 60000 });
  assert.match(await page.textContent('.computing'), /in a background worker/);
  // Minutes of work: the estimate says so, and the progress bar moves evenly with the work.
  const left = await page.waitForSelector('.computing .time-left');
  assert.match(await left.textContent(), /^about (\d+ min( \d+ s)?|\d+ h \d+ min) left$/);
  const permille = Number(await page.getAttribute('.computing progress', 'value'));
  assert.ok(permille > 0 && permille < 100, `${permille}`);
  await screenshot(page, 'octal-treblecross-computing');
  await page.click('.computing .cancel');
  await page.waitForSelector('.computing', { state: 'detached' });
  assert.equal(await page.inputValue('#octal-code'), '0.77');
  await waitCurrent(page, 7);
  await page.fill('#octal-code', '0.007');
  await page.fill('#octal-n', '20000');
  await page.click('button[type=submit]');
  await page.waitForFunction(() => document.querySelector('.game-line')?.textContent.startsWith('0.007 (Treblecross), heaps 0 to 20000'), null, { timeout: 60000 });
  assert.match(await page.textContent('.period-none'), /No period proven by G\(0\.\.20000\)/);
  assert.deepEqual(page.problems, []);
});

test('octal: without a worker, past the page\'s work limit the table stops with a message saying how far it went', { timeout: 120000 }, async () => {
  const page = await openPage(browser);
  await page.addInitScript(() => {
    window.Worker = function Worker() {
      throw new Error('workers are disabled here');
    };
  });
  await page.goto(site.url + '#/lab/octal?code=0.007&n=1048576&step=0');
  await page.waitForSelector('.notice.limit', { timeout: 110000 });
  const message = await page.textContent('.notice.limit');
  assert.match(message, /0\.007 up to n = 1048576 needs more than 1.000.000.000 steps/);
  const reached = Number(message.match(/values up to n = (\d+) fit within the limit/)[1]);
  assert.ok(reached > 40000 && reached < 70000, `${reached}`);
  assert.match(await page.textContent('.game-line'), new RegExp(`heaps 0 to ${reached}`));
  await cgtReady(page);
  const thrown = await page.evaluate(() => {
    try {
      cgt.solve({ game: 'octal', code: '0.007', n: 2 ** 20 });
      return null;
    } catch (error) {
      return error.message;
    }
  });
  // cgt.solve refuses it before computing: the work bound exceeds the limit and no period shows.
  assert.match(thrown, /^n: 0\.007 up to n = 1048576 may need up to .* steps .*refused before computing; n up to 44723 is within the limit/);
  assert.deepEqual(page.problems, []);
});

test('octal: the embed view steps inside an iframe and bad links never break the page', async () => {
  const page = await open('#/embed/octal?code=0.137&n=60&step=5', '.octal-lab');
  assert.equal(await page.locator('form').count(), 0);
  await page.click('.step-forward');
  await waitCurrent(page, 6);
  await screenshot(page, 'octal-embed');
  await page.goto(site.url + '#/lab/octal?code=9.9&n=-1&step=abc&zzz=1');
  await page.waitForSelector('.notice');
  const notice = await page.textContent('.notice');
  assert.match(notice, /code: 9 is not an octal digit/);
  assert.match(notice, /n: '-1' is negative/);
  assert.match(notice, /'zzz' is not used here/);
  await page.fill('#octal-code', '0.1234567012345670123456701234567012');
  assert.match(await page.textContent('#octal-code-error'), /at most 32 are supported/);
  await page.goto(site.url + '#/lab/octal?' + 'code='.repeat(300) + '%FF%FE');
  await page.waitForSelector('.octal-lab .stepper');
  assert.equal(await page.locator('#panic-panel').count(), 0);
  await screenshot(page, 'octal-bad-input');
  assert.deepEqual(page.problems, []);
});

test('treblecross: boards stepped one by one end with the winner and a winning move', async () => {
  const page = await open('#/lab/treblecross?boards=X.....,.......,X...X.......&counts=1000000000000000000,3,1&step=0', '.treblecross-lab .stepper');
  assert.equal(await page.locator('.tc-caption').count(), 0);
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('.tc-caption');
  assert.equal(await page.textContent('.tc-caption'), 'L = 3, G = 1');
  await page.keyboard.press('End');
  await page.waitForSelector('.tc-verdict');
  await waitHash(page, 'step', '3');
  const rows = await page.locator('.tc-table tbody tr').allTextContents();
  assert.deepEqual(rows, ['1G(3) = 1110^18 (even)00', '2G(7) = 333 (odd)33', '3G(5) = 221 (odd)21']);
  assert.match(await page.textContent('.tc-verdict'), /= 1 ≠ 0: the first player/);
  assert.match(await page.textContent('.tc-verdict'), /mark cell 4 on a copy of board 1/);
  await screenshot(page, 'treblecross-verdict');
  assert.deepEqual(page.problems, []);
});

test('treblecross: the computer wins a lost board, and a link replays the game', async () => {
  const page = await open('#/lab/treblecross?boards=......&mode=play&first=you', '.tc-play');
  for (let turn = 0; turn < 4; turn++) {
    if ((await page.textContent('.status')).includes('Three in a row')) break;
    const marked = await page.locator('.tc-play .tc-cell.marked').count();
    await page.click('.tc-play .tc-cell:enabled >> nth=0');
    await page.waitForFunction(
      (before) => document.querySelector('.status').textContent.includes('Three in a row')
        || document.querySelectorAll('.tc-play .tc-cell.marked').length === before + 2,
      marked,
    );
  }
  await page.waitForFunction(() => document.querySelector('.status').textContent.includes('the computer wins'));
  await screenshot(page, 'treblecross-computer-wins');
  const moves = new URLSearchParams(page.url().split('?')[1]).get('moves');
  assert.match(moves, /^\d+(\.\d+)+$/);
  const replay = await open(`#/lab/treblecross?boards=......&mode=play&first=you&moves=${moves}`, '.tc-play');
  assert.match(await replay.textContent('.status'), /the computer wins/);
  assert.deepEqual([...page.problems, ...replay.problems], []);
});

test('treblecross: bad boards get clear messages, and cgt.solve answers', async () => {
  const page = await open('#/lab/treblecross?boards=X.X...,..&counts=1', '.treblecross-lab');
  const notice = await page.textContent('.notice');
  assert.match(notice, /board 1: cells 1 and 3 are both marked, 2 apart/);
  await page.fill('#tc-boards', 'XX....');
  assert.match(await page.textContent('#tc-boards-error'), /cells 1 and 2 are both marked, 1 apart/);
  await page.fill('#tc-boards', '..');
  assert.match(await page.textContent('#tc-boards-error'), /2 cells; a board has at least 3/);
  await screenshot(page, 'treblecross-bad-input');
  await cgtReady(page);
  const answer = await page.evaluate(() => cgt.solve({ game: 'treblecross', boards: ['X.....', '.......'], counts: [1, 1] }));
  assert.deepEqual(answer, { winner: 'first', grundy: [1, 3], total: 2 });
  const parity = await page.evaluate(() => cgt.solve({ game: 'treblecross', boards: ['X.....', '.......'], counts: [10n ** 18n, 1] }));
  assert.deepEqual(parity, { winner: 'first', grundy: [1, 3], total: 3 });
  const octal = await page.evaluate(() => cgt.solve({ game: 'octal', code: '0.77', n: 200 }));
  assert.equal(octal.values.length, 201);
  assert.deepEqual(octal.period, { start: 71, length: 12 });
  const thrown = await page.evaluate(() => {
    try {
      cgt.solve({ game: 'treblecross', boards: ['X.X...'] });
      return null;
    } catch (error) {
      return error.message;
    }
  });
  assert.match(thrown, /^boards: board 1: cells 1 and 3 are both marked/);
  assert.deepEqual(page.problems, []);
});

// End-to-end tests of the built site: the shell, the sg-table lab, embeds and window.cgt.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteAndBrowser, openPage, openAt, screenshot, waitHash, cgtReady } from './harness.mjs';

const { site, browser } = await siteAndBrowser();

const open = (hash, ready) => openAt(browser, site, hash, ready);

const sentence = (page) => page.textContent('.explanation .sentence');
const currentCell = (page) => page.getAttribute('.value-row .cell.current', 'data-n');
/** Waits until cell `n` is the one explained (Yew renders asynchronously after each key). */
const waitCurrent = (page, n) => page.waitForSelector(`.value-row .cell.current[data-n="${n}"]`);

test('the home page lists the labs and links to them', async () => {
  const page = await open('');
  const cards = await page.locator('.lab-card').count();
  assert.ok(cards >= 1);
  assert.deepEqual(
    await page.locator('.home .topic h2').allTextContents(),
    ['Nim and its relatives', 'Sprague-Grundy values', 'Games on graphs', 'Any game as a graph', 'Betting against an adversary', 'Problem set'],
  );
  // The header's topic menus: open one, choose a lab, and the menu closes behind it.
  await page.click('.topic-menu summary:has-text("Games on graphs")');
  await page.click('.topic-menu[open] a[href="#/lab/cops-robber"]');
  await page.waitForSelector('.cops-robber-lab');
  assert.equal(await page.locator('.topic-menu[open]').count(), 0, 'the menu closed');
  // Opening one menu closes another; going back (any navigation) closes them all.
  await page.click('.topic-menu summary:has-text("Nim and its relatives")');
  await page.click('.topic-menu summary:has-text("Betting against an adversary")');
  // The browser reports a menu's opening in a later task; the other closes in answer to it.
  await page.waitForFunction(() => document.querySelectorAll('.topic-menu[open]').length === 1);
  assert.deepEqual(await page.locator('.topic-menu[open] summary').allTextContents(), ['Betting against an adversary']);
  await page.goBack();
  await page.waitForSelector('.home');
  assert.equal(await page.locator('.topic-menu[open]').count(), 0, 'no menu hangs over the home page');
  await page.click('.lab-card a[href="#/lab/sg-table"]');
  await page.waitForSelector('.sg-table-lab');
  assert.equal(await sentence(page), 'SG(0) = mex{} = 0');
  await waitHash(page, 'moves', '1,3,4');
  await screenshot(page, 'home-to-lab');
  assert.deepEqual(page.problems, []);
});

test('stepping with the keyboard fills the table and the address bar follows', async () => {
  const page = await open('#/lab/sg-table?moves=1,3,4&n=30&step=0', '.sg-table-lab');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await waitCurrent(page, 5);
  assert.equal(await sentence(page), 'SG(5) = mex{SG(4), SG(2), SG(1)} = mex{2, 0, 1} = 3');
  assert.equal(await page.textContent('.value-row .cell[data-n="5"]'), '3');
  await waitHash(page, 'step', '5');
  await page.keyboard.press('ArrowLeft');
  await waitCurrent(page, 4);
  await page.keyboard.press('End');
  await waitCurrent(page, 30);
  const values = await page.locator('.value-row .cell').allTextContents();
  assert.deepEqual(values.slice(0, 14).map((text) => text.replace(/−\d+$/, '')),
    ['0', '1', '0', '1', '2', '3', '2', '0', '1', '0', '1', '2', '3', '2']);
  assert.equal(await page.textContent('.p-rule'), 'P-positions: n mod 7 in {0, 2}');
  await page.keyboard.press('Home');
  await waitCurrent(page, 0);
  await page.keyboard.press('End');
  await waitCurrent(page, 30);
  await screenshot(page, 'sg-table-end');
  assert.deepEqual(page.problems, []);
});

test('after playing at full speed the address bar holds the step shown', async () => {
  const page = await open('#/lab/sg-table?moves=1,2,5&n=200&step=0&speed=25', '.sg-table-lab');
  await page.keyboard.press(' ');
  await page.waitForSelector('.step-play[aria-pressed="true"]');
  await page.waitForTimeout(1500);
  await page.keyboard.press(' ');
  await page.waitForSelector('.step-play[aria-pressed="false"]');
  const shown = await currentCell(page);
  assert.ok(Number(shown) > 5, `played on to ${shown}`);
  await waitHash(page, 'step', shown);
  assert.equal(await page.inputValue('.step-speed select'), '25');
  assert.deepEqual(page.problems, []);
});

test('a copied address reproduces the exact view', async () => {
  const page = await open('#/lab/sg-table?moves=2,5,6&n=60&step=0', '.sg-table-lab');
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
  await waitCurrent(page, 9);
  await page.click('.value-row .cell[data-n="4"]');
  await waitCurrent(page, 4);
  await waitHash(page, 'cell', '4');
  await waitHash(page, 'step', '9');
  const address = page.url();
  const text = await page.textContent('.explanation');
  const copy = await openPage(browser);
  await copy.goto(address);
  await copy.waitForSelector('.sg-table-lab');
  assert.equal(await copy.textContent('.explanation'), text);
  assert.equal(await currentCell(copy), '4');
  assert.equal(await copy.inputValue('.stepper input[type=range]'), '9');
  assert.deepEqual([...page.problems, ...copy.problems], []);
});

test('back and forward move between games', async () => {
  const page = await open('#/lab/sg-table?moves=1,3,4&n=30&step=3', '.sg-table-lab');
  await page.click('.preset:has-text("Take 1..3")');
  await page.waitForFunction(() => location.hash.includes('moves=1..3'));
  assert.match(await page.textContent('.game-line'), /S = \{1, 2, 3\}/);
  await page.goBack();
  await page.waitForFunction(() => location.hash.includes('moves=1,3,4'));
  await page.waitForFunction(() => document.querySelector('.game-line')?.textContent.includes('S = {1, 3, 4}'));
  assert.equal(await currentCell(page), '3');
  await page.goForward();
  await page.waitForFunction(() => document.querySelector('.game-line')?.textContent.includes('S = {1, 2, 3}'));
  // A move set typed in the form, n unchanged, is a new game too (sg-table's `moves` is its move
  // set, not the moves of a game, which other labs' links replace in place).
  await page.fill('#sg-moves', '1,2');
  await page.click('button[type=submit]');
  await page.waitForFunction(() => document.querySelector('.game-line')?.textContent.includes('S = {1, 2}'));
  await page.goBack();
  await page.waitForFunction(() => document.querySelector('.game-line')?.textContent.includes('S = {1, 2, 3}'));
  assert.deepEqual(page.problems, []);
});

test('the embed view shows the widget alone and plays in an iframe', async () => {
  const page = await open('#/embed/sg-table?moves=1..3&n=11&step=4', '.sg-table-lab');
  assert.equal(await page.locator('.site-header').count(), 0);
  assert.equal(await page.locator('form').count(), 0);
  assert.equal(await sentence(page), 'SG(4) = mex{SG(3), SG(2), SG(1)} = mex{3, 2, 1} = 0');
  await screenshot(page, 'sg-table-embed');

  const deck = await openPage(browser);
  await deck.goto(site.url + 'embed-example.html');
  const frame = deck.frameLocator('iframe').first();
  await frame.locator('.sg-table-lab').waitFor();
  assert.equal(await frame.locator('.explanation .sentence').textContent(), 'SG(4) = mex{SG(3), SG(2), SG(1)} = mex{3, 2, 1} = 0');
  await frame.locator('.step-forward').click();
  await frame.locator('.value-row .cell.current[data-n="5"]').waitFor();
  await screenshot(deck, 'embed-example-deck');
  assert.deepEqual([...page.problems, ...deck.problems], []);
});

test('copy embed code puts an iframe for the current step on the clipboard', async () => {
  const page = await open('#/lab/sg-table?moves=1,3,4&n=30&step=7', '.sg-table-lab');
  await page.click('.copy-embed');
  await page.waitForSelector('.embed-status:has-text("Copied")');
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(clipboard, /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/playground\/#\/embed\/sg-table\?moves=1,3,4&amp;n=30&amp;step=7"/);
  assert.deepEqual(page.problems, []);
});

test('window.cgt.solve answers and throws errors naming the field', async () => {
  const page = await open('', '.home');
  await cgtReady(page);
  const answer = await page.evaluate(() => cgt.solve({ game: 'subtraction', moves: [1, 3, 4], n: 30 }));
  assert.equal(answer.values.length, 31);
  assert.deepEqual(answer.period, { start: 0, length: 7 });
  const short = await page.evaluate(() => cgt.solve({ game: 'subtraction', moves: [1, 3, 4], n: 4 }));
  assert.equal(short.period, null);
  const thrown = await page.evaluate(() => {
    try {
      cgt.solve({ game: 'subtraction', moves: [1, 3, 3], n: 10 });
      return null;
    } catch (error) {
      return { isError: error instanceof Error, message: error.message };
    }
  });
  assert.deepEqual(thrown, { isError: true, message: 'moves: 3 is listed twice; list each move once' });
  assert.deepEqual(page.problems, []);
});

test('bad input never breaks the page', async () => {
  const page = await open('#/lab/sg-table?moves=1,x&n=99999999999&step=-1&foo=1', '.sg-table-lab');
  const notice = await page.textContent('.notice');
  assert.match(notice, /moves: 'x' is not a whole number/);
  assert.match(notice, /n: 99999999999 is above the limit of 1000000/);
  assert.match(notice, /'foo' is not used here/);
  await page.fill('#sg-moves', '');
  assert.match(await page.textContent('#sg-moves-error'), /missing/);
  await page.fill('#sg-moves', '1,,0');
  assert.match(await page.textContent('#sg-moves-error'), /empty entry/);
  await page.fill('#sg-moves', '1,0');
  assert.match(await page.textContent('#sg-moves-error'), /0 is too small; give whole numbers from 1 to/);
  await page.fill('#sg-n', '12x');
  assert.match(await page.textContent('#sg-n-error'), /not a whole number/);
  await page.press('#sg-n', 'Enter');
  await screenshot(page, 'sg-table-bad-input');

  await page.goto(site.url + '#/lab/no-such-lab');
  await page.waitForSelector('.not-found');
  // In an embed the message stands alone: no site menus inside a slide.
  await page.goto(site.url + '#/embed/no-such-lab');
  await page.waitForSelector('main.embed .not-found');
  assert.equal(await page.locator('.site-header').count(), 0);
  await page.goto(site.url + '#/embed/sg-table?' + 'moves='.repeat(500) + '%FF%FE');
  await page.waitForSelector('.sg-table-lab');
  assert.equal(await page.locator('#panic-panel').count(), 0);
  assert.deepEqual(page.problems, []);
});

test('large tables are solved with a progress bar and shown as a window', async () => {
  const page = await open('#/lab/sg-table?moves=1,3,4&n=100000&step=99990', '.game-line');
  assert.match(await page.textContent('.window-note'), /of 0 to 100000/);
  await page.keyboard.press('End');
  await waitCurrent(page, 100000);
  // The heaviest request allowed (63 moves, a million positions) takes seconds: long enough to
  // see the progress bar move.
  await page.fill('#sg-moves', '1..63');
  await page.fill('#sg-n', '1000000');
  // Watch the progress bar from before the click: the job may end before a poll would see it.
  await page.evaluate(() => {
    window.progressSeen = [];
    new MutationObserver(() => {
      const bar = document.querySelector('.computing progress');
      if (bar) window.progressSeen.push(Number(bar.value));
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.click('button[type=submit]');
  await page.waitForFunction(() => document.querySelector('.game-line')?.textContent.includes('positions 0 to 1000000'));
  assert.equal(await page.locator('.computing').count(), 0);
  const seen = await page.evaluate(() => window.progressSeen);
  assert.ok(seen.length > 0, 'a progress bar was shown');
  assert.ok(Math.max(...seen) > 100, `the progress bar moved: ${Math.max(...seen)}`);
  await waitHash(page, 'n', '1000000');
  await page.keyboard.press('End');
  await waitCurrent(page, 1000000);
  await screenshot(page, 'sg-table-large');
  assert.deepEqual(page.problems, []);
});

test('the table downloads as CSV and as a LaTeX tabular for a handout', async () => {
  const page = await open('#/lab/sg-table?moves=1,3,4&n=30&step=20', '.sg-table-lab');
  const onScreen = (await page.locator('.value-row .cell.filled').allTextContents())
    .map((text) => text.replace(/−\d+$/, ''));
  assert.equal(onScreen.length, 21);
  const save = async (button) => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
    const chunks = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk);
    return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  };
  const csv = await save('.export-csv');
  assert.equal(csv.name, 'sg-values-0-to-20.csv');
  const rows = csv.text.trim().split('\n').map((line) => line.split(','));
  assert.deepEqual(rows[0], ['n', 'SG(n)', 'P/N']);
  assert.deepEqual(rows.slice(1).map((row) => row[1]), onScreen, 'the CSV\'s values are the table\'s');
  assert.deepEqual(rows.slice(1).map((row) => row[2]), onScreen.map((v) => (v === '0' ? 'P' : 'N')));
  const latex = await save('.export-latex');
  assert.equal(latex.name, 'sg-values-0-to-20.tex');
  assert.match(latex.text, /\\begin\{tabular\}/);
  const valueRows = latex.text.split('\n').filter((line) => line.startsWith('$\\mathrm{SG}(n)$'));
  const cells = valueRows.flatMap((line) => line.replace(/\\\\$/, '').split(' & ').slice(1).map((c) => c.trim()));
  assert.deepEqual(cells.map((cell) => cell.replace(/^\\textbf\{(\d+)\}$/, '$1')), onScreen);
  assert.deepEqual(page.problems, []);
});

test('printed, a lab is a handout: no menus, forms or controls, and every value on the paper', async () => {
  const page = await open('#/lab/sg-table?moves=1,3,4&n=99&step=99', '.value-row');
  // A4 at 96 dpi less Chromium's default margins: about 718 px of printable width.
  await page.setViewportSize({ width: 718, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  const printed = await page.evaluate(() => {
    const shown = (selector) => [...document.querySelectorAll(selector)]
      .filter((element) => getComputedStyle(element).display !== 'none').length;
    const values = [...document.querySelectorAll('.value-row .cell')];
    return {
      chrome: shown('.site-header, .site-footer, form, .stepper, .copy-embed, .export-bar'),
      values: values.length,
      cut: values.filter((cell) => {
        const box = cell.getBoundingClientRect();
        return box.width === 0 || box.left < 0 || box.right > innerWidth;
      }).map((cell) => cell.dataset.n),
      explained: shown('.explanation'),
    };
  });
  assert.deepEqual(printed, { chrome: 0, values: 100, cut: [], explained: 1 });
  await screenshot(page, 'sg-table-print');
  const pdf = await page.pdf({ format: 'A4' });
  assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
  await page.close();
});

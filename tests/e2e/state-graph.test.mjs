// End-to-end tests of the state-graph lab on the built page: a preset stepped with the keyboard,
// the literal version beside the correct one with a differing state, a bad graph text (a message,
// and the page survives), a game too large to draw summarised (its text kept out of the box), and
// the embed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteAndBrowser, openAt, paste, screenshot, waitHash } from './harness.mjs';

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
  const path = [...Array(20000).keys()].map((s) => `${(s % 2) + 1}:${s + 1}`).concat(['1:loss']).join(',');
  const page = await open(`#/lab/state-graph?states=${path}`, '.state-graph-summary');
  await page.waitForSelector('.state-graph-summary');
  assert.match(await page.textContent('.state-graph-summary .counts'), /^10000 wins, 0 draws, 10001 losses/);
  // Too long to read when the page opens, it was read in slices with the summary.
  assert.equal(await page.textContent('.game-line'),
    'The game, read in slices with the summary; endless play is a draw.');
  // Its 148,900 characters are kept out of the box (the browser would lay them all out), which
  // says so; the form still submits them, and typing replaces them.
  assert.equal(await page.inputValue('#state-graph-states'), '');
  assert.equal(await page.getAttribute('#state-graph-states', 'placeholder'), '148900 characters, not shown');
  assert.match(await page.textContent('#state-graph-states-help'),
    /^This field's text is 148900 characters long, too long to show; typing here replaces it\. player:moves/);
  await page.selectOption('#state-graph-endless', 'player1');
  await page.click('form.lab-form button[type=submit]');
  await waitHash(page, 'infinitePlay', 'player1');
  assert.equal(new URLSearchParams((await page.evaluate(() => location.hash)).split('?')[1]).get('states'), path);
  assert.match(await page.textContent('.state-graph-summary .counts'), /^10000 wins, 0 draws, 10001 losses/);
  await page.fill('#state-graph-states', '1:1,2:loss');
  assert.doesNotMatch(await page.textContent('#state-graph-states-help'), /too long/);
  await page.click('form.lab-form button[type=submit]');
  await waitHash(page, 'states', '1:1,2:loss');
  assert.equal(await page.inputValue('#state-graph-states'), '1:1,2:loss');
  await screenshot(page, 'state-graph-long-text-replaced');
  // The same game with a mistake in its last state: the summary says why it was not solved.
  const broken = await open(`#/lab/state-graph?states=${path.replace(/1:loss$/, '1:lost')}`, '.summary-refused');
  assert.equal(await broken.textContent('.summary-refused'),
    'The game could not be read: state 20000: \'lost\' is not a whole number (a move is a state number; a result is win, loss or draw).');
  assert.equal(await broken.getAttribute('#state-graph-states', 'placeholder'), '148900 characters, not shown');
  await screenshot(broken, 'state-graph-long-link-refused');
  // Pasted into the form after a first state typed there: put in by the page, not by the browser,
  // at the caret; kept out of the box, which keeps the focus; read with the summary once
  // submitted, and linked.
  const pasted = await open('#/lab/state-graph', '.dag-view');
  await pasted.fill('#state-graph-states', path.slice(0, path.indexOf(',') + 1));
  await paste(pasted, '#state-graph-states', path.slice(path.indexOf(',') + 1), { atEnd: true });
  await pasted.waitForFunction(() => document.querySelector('#state-graph-states').placeholder === '148900 characters, not shown');
  assert.equal(await pasted.inputValue('#state-graph-states'), '');
  await pasted.waitForFunction(() => document.activeElement?.id === 'state-graph-states');
  await pasted.click('form.lab-form button[type=submit]');
  await pasted.waitForSelector('.state-graph-summary');
  assert.match(await pasted.textContent('.state-graph-summary .counts'), /^10000 wins, 0 draws, 10001 losses/);
  assert.equal(await pasted.textContent('.game-line'), 'The game, read in slices with the summary; endless play is a draw.');
  await waitHash(pasted, 'states', path);
  const embed = await open('#/embed/state-graph?states=1.2,2.3,loss,loss&mode=queue&step=3', '.dag-view');
  assert.equal(await embed.locator('#state-graph-states').count(), 0, 'no form in the embed');
  assert.equal(await embed.locator('.dag-view .vertex').count(), 4);
  await screenshot(embed, 'state-graph-embed');
  assert.deepEqual([...page.problems, ...broken.problems, ...pasted.problems, ...embed.problems], []);
});

test('state-graph: parallel games as a product graph, checked against the xor rule', async () => {
  const page = await open('#/lab/state-graph?mode=parallel', '.xor-check');
  assert.match(await page.textContent('.game-line'), /6 · 6 = 36 states .* 6 \+ 6 = 12 positions/);
  assert.equal(await page.textContent('.xor-check'),
    'All 36 product states agree with the xor rule: the player to move wins exactly when G1(q1) ⊕ G2(q2) ≠ 0.');
  assert.equal(await page.locator('.dag-view .vertex').count(), 36);
  await page.keyboard.press('End');
  await page.waitForFunction(() => document.querySelectorAll('.dag-view .vertex.win, .dag-view .vertex.loss').length === 36);
  assert.equal(await page.locator('.xor-table td.agrees:text-is("yes")').count(), 36);
  await screenshot(page, 'state-graph-parallel');
  await page.selectOption('#state-graph-parallel-preset', 'with-cycle');
  await page.waitForSelector('.xor-check:has-text("has a cycle")');
  assert.match(await page.textContent('.xor-check'), /draws can appear: 5 of the 21 states are/);
  await waitHash(page, 'starts', '0,2');
  const link = new URLSearchParams(page.url().split('?')[1]);
  assert.equal(link.get('mode'), 'parallel');
  const again = await open(`#/lab/state-graph?${link}`, '.xor-check');
  assert.match(await again.textContent('.xor-check'), /has a cycle/);
  const large = await open('#/lab/state-graph?mode=parallel&components=' +
    [0, 1].map(() => ['-', ...Array.from({ length: 199 }, (_, p) => String(p))].join('/')).join(',') + '&starts=0,0', '.notice');
  assert.match(await large.textContent('.notice'), /40000 states .* at most 20000 states/);
  assert.deepEqual([...page.problems, ...again.problems, ...large.problems], []);
});

test('state-graph: the move limit TMAX as a layered graph, layer 0 beside retrograde analysis', async () => {
  const page = await open('#/lab/state-graph?mode=layered&tmax=2&step=0', '.layered-why');
  assert.equal(await page.textContent('.layers-line'), 'Time t = 0 in the left column to TMAX = 2 in the right.');
  assert.equal(await page.textContent('.layered-view .vertex[data-vertex="8"] .vertex-caption'), '(1, 1)');
  assert.equal(await page.locator('.layered-view .vertex').count(), 21, '7 states x 3 layers');
  await page.keyboard.press('End');
  await waitHash(page, 'step', '21');
  assert.match(await page.textContent('.layered-why'), /^Layer 0 agrees with retrograde analysis on all 7 states, with TMAX = 2 already/);
  await page.fill('#state-graph-tmax', '0');
  await waitHash(page, 'tmax', '0');
  await page.waitForSelector('.layered-why.differs');
  assert.match(await page.textContent('.layered-why'), /^State 0: layer 0 says draw, retrograde analysis says win\./);
  assert.equal(await page.locator('.layered-table tr.differs').count(), 1);
  await page.fill('#state-graph-tmax', '2');
  await waitHash(page, 'tmax', '2');
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('End');
  await waitHash(page, 'step', '21');
  await screenshot(page, 'state-graph-layered');
  await page.fill('#state-graph-tmax', '99');
  await page.waitForSelector('#state-graph-tmax-error:has-text("above the limit of 50")');
  assert.deepEqual(page.problems, []);
});

test('state-graph: a chase of 985,608 states generated and solved in slices, cancelled and solved again', async () => {
  const page = await open('#/lab/state-graph?chase=26x27', '.computing progress');
  assert.match(await page.textContent('.computing'), /Generating and solving 985608 states and 7433404 moves/);
  const progress = () => page.evaluate(() => Number(document.querySelector('.computing progress')?.value ?? -1));
  const first = await progress();
  // Once the bar has moved, Cancel at once, in the page (the whole job takes a second or two): a
  // mutation observer looks after every render, before the job's next slice can run.
  const cancel = await page.evaluate((before) => new Promise((resolve) => {
    const cancelled = () => {
      const bar = document.querySelector('.computing progress');
      if (!bar) return resolve('finished before Cancel') ?? true;
      if (Number(bar.value) <= before) return false;
      document.querySelector('.computing .cancel').click();
      return resolve(`cancelled at ${bar.value / 10}%`) ?? true;
    };
    if (cancelled()) return;
    const observer = new MutationObserver(() => cancelled() && observer.disconnect());
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  }), first);
  assert.match(cancel, /^cancelled at/);
  await page.waitForSelector('.cancelled');
  assert.equal(await page.locator('.computing').count(), 0, 'the job stopped');
  await page.waitForTimeout(300);
  assert.equal(await page.locator('.state-graph-summary').count(), 0, 'and stays stopped');
  await page.click('.cancelled button');
  await page.waitForSelector('.computing progress');
  // The bar part way (best effort: the job may be done before the picture is taken).
  await page.locator('.computing').screenshot({ path: 'target/e2e/state-graph-chase-progress.png', timeout: 1000 })
    .catch(() => {});
  await page.waitForSelector('.state-graph-summary', { timeout: 60000 });
  assert.match(await page.textContent('.state-graph-summary .counts'),
    /^492804 wins, 0 draws, 492804 losses for the player to move\. The longest game that ends, under perfect play, takes 52 moves\./);
  await screenshot(page, 'state-graph-chase-solved');
  await page.selectOption('#state-graph-piece', 'rook');
  await waitHash(page, 'piece', 'rook');
  await page.waitForSelector('.state-graph-summary .counts:has-text("492102 draws")', { timeout: 60000 });
  assert.deepEqual(page.problems, []);
});

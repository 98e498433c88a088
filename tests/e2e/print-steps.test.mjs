// End-to-end tests of "Print all steps" (www/steps.js): a lab page links its stepped view's
// steps page, which lays out every frame (a copy of the picture, the label and the sentence) and
// offers to print it; too many frames, a view without steps, an address naming no lab and an
// unknown lab are told in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteAndBrowser, openAt, screenshot } from './harness.mjs';

const { site, browser } = await siteAndBrowser();

const open = (hash, ready) => openAt(browser, site, hash, ready);
const laidOut = (page) => page.waitForSelector('#steps-print:not([disabled])', { timeout: 60000 });
const statusOf = (page) => page.textContent('#steps-status');

test('sg-table: the link lays out all nine frames with their sentences and values', async () => {
  const lab = await open('#/lab/sg-table?moves=1,3,4&n=8&step=5', '.sg-table-lab');
  const link = lab.locator('.print-steps');
  assert.ok(await link.isVisible(), 'a stepped view links its steps');
  assert.equal(await link.getAttribute('href'), 'steps.html#/lab/sg-table?moves=1,3,4&n=8&step=5');
  await link.click();
  await laidOut(lab);
  assert.equal(await lab.textContent('#steps-title'), 'All steps: Sprague-Grundy values of a subtraction game');
  const frames = lab.locator('#steps > li');
  assert.equal(await frames.count(), 9);
  assert.deepEqual(await lab.locator('#steps > li').evaluateAll((items) => items.map((item) => item.dataset.step)),
    ['0', '1', '2', '3', '4', '5', '6', '7', '8']);
  assert.equal(await lab.textContent('#steps > li[data-step="2"] .steps-caption'),
    '2. n = 2 SG(2) = mex{SG(1)} = mex{1} = 0');
  // Each frame shows the values up to its step: SG(8) = 1 appears in the last frame only.
  assert.match(await lab.textContent('#steps > li[data-step="8"] .value-row .cell[data-n="8"]'), /^1/);
  assert.doesNotMatch(await lab.textContent('#steps > li[data-step="7"] .value-row .cell[data-n="8"]'), /\d/);
  // The legend is shown once, above the frames.
  assert.equal(await lab.locator('.steps-header .legend').count(), 1);
  assert.equal(await lab.locator('#steps .legend').count(), 0);
  // The copies are pictures, not controls: no stepper, nothing focusable.
  assert.equal(await lab.locator('#steps .stepper, #steps .exercise-toggle').count(), 0);
  assert.ok(await lab.locator('#steps .steps-picture').evaluateAll((pictures) => pictures.every((p) => p.inert)));
  assert.equal(await lab.getAttribute('#steps-back', 'href'), './#/lab/sg-table?moves=1%2C3%2C4&n=8');
  await screenshot(lab, 'print-steps-sg-table');
  assert.deepEqual(lab.problems, []);
});

test('cops-robber: every frame of an elimination is drawn', async () => {
  const page = await open('steps.html#/lab/cops-robber?graph=wheel&n=5', '#steps-status');
  await laidOut(page);
  const frames = page.locator('#steps > li');
  const count = await frames.count();
  assert.ok(count >= 5, `${count} frames`);
  assert.equal(await page.locator('#steps > li svg').count() >= count, true, 'a drawing in every frame');
  assert.match(await page.textContent('#steps > li[data-step="1"] .steps-caption'), /Y = \d+ is dominated by X = \d+/);
  await screenshot(page, 'print-steps-cops-robber');
  // Another view typed after the `#` of the same page is laid out in its place.
  await page.evaluate(() => { location.hash = '#/lab/nim-table?rows=3&cols=3'; });
  await page.waitForFunction(() => /Two-pile Nim/.test(document.querySelector('#steps-title').textContent)
    && !document.querySelector('#steps-print').disabled, null, { timeout: 60000 });
  assert.equal(await page.locator('#steps > li').count(), 9, "the 3 x 3 table's nine frames");
  assert.deepEqual(page.problems, []);
});

test('printed, a lab shows no control: no exercise toggle, graph form, select or field', async () => {
  for (const hash of ['#/lab/sg-table?moves=1,3,4&n=20&step=20', '#/lab/cops-robber?graph=wheel&n=7&step=3',
    '#/lab/state-graph?states=1.2,2.3,loss,loss&mode=literal&literal=queue', '#/lab/nim?piles=5,3,8']) {
    const page = await open(hash, 'section h1');
    await page.emulateMedia({ media: 'print' });
    const controls = await page.evaluate(() => [...document.querySelectorAll(
      '.exercise-toggle, .graph-form, .literal-controls, select, input, textarea, form')]
      .filter((element) => element.getClientRects().length > 0).map((element) => element.outerHTML.slice(0, 80)));
    assert.deepEqual(controls, [], hash);
    await page.close();
  }
});

test('a link the lab could not use is said above the frames it lays out instead', async () => {
  const page = await open('steps.html#/lab/sg-table?moves=1,3,4&n=abc', '#steps-status');
  await laidOut(page);
  assert.deepEqual(await page.locator('.steps-notices li').allTextContents(),
    ["The link's n: 'abc' is not a whole number. Showing the default instead."]);
  const clean = await open('steps.html#/lab/sg-table?moves=1,3,4&n=8', '#steps-status');
  await laidOut(clean);
  assert.equal(await clean.locator('.steps-notices').count(), 0);
  for (const shown of [page, clean]) assert.deepEqual(shown.problems, []);
});

test('a view still being computed says how far its lab has got, and is waited for', async () => {
  // Treblecross's octal game to 2^20 takes its worker minutes; the page waits while the progress
  // moves (it gave up after 20 s before), saying what the lab is doing.
  const page = await open('steps.html#/lab/octal?code=0.007&n=1048576', '#steps-status');
  await page.waitForFunction(() => /%/.test(document.querySelector('#steps-status').textContent), null, { timeout: 60000 });
  assert.match(await statusOf(page),
    /^The lab is computing the view before its steps can be laid out\. Computing G\(0\) to G\(1048576\) of 0\.007 .*, \d+%/);
  assert.equal(await page.locator('#steps > li').count(), 0);
  assert.deepEqual(page.problems, []);
  await page.close();
});

test('too many frames, no steps and no lab are said, not laid out', async () => {
  const long = await open('steps.html#/lab/sg-table?moves=1,3,4&n=200', '#steps-status');
  await long.waitForFunction(() => /at most/.test(document.querySelector('#steps-status').textContent), null, { timeout: 60000 });
  assert.equal(await statusOf(long),
    'This view has 201 frames; a printout lays out at most 80. Choose a smaller example in the lab.');
  assert.equal(await long.locator('#steps > li').count(), 0);
  assert.ok(await long.locator('#steps-print').isDisabled());

  const play = await open('#/lab/division?mode=play', '.division-lab');
  assert.equal(await play.locator('.print-steps').isVisible(), false, 'a view without steps links none');
  const unstepped = await open('steps.html#/lab/division?mode=play', '#steps-status');
  await unstepped.waitForFunction(() => /no steps/.test(document.querySelector('#steps-status').textContent), null, { timeout: 60000 });
  assert.equal(await unstepped.locator('#steps > li').count(), 0);

  const nowhere = await open('steps.html#/lab/"><img src=x onerror=alert(1)>', '#steps-status');
  assert.match(await statusOf(nowhere), /names no lab/);
  const unknown = await open('steps.html#/lab/no-such-lab', '#steps-status');
  await unknown.waitForFunction(() => /no-such-lab/.test(document.querySelector('#steps-status').textContent), null, { timeout: 15000 });
  assert.equal(await statusOf(unknown),
    'There is no page for a lab called \'no-such-lab\'. Open this page from a lab\'s "Print all steps" link.');
  for (const page of [long, play, unstepped, nowhere, unknown]) assert.deepEqual(page.problems, []);
});

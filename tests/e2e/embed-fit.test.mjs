// Every lab's embed fits the README's frame (940 x 600, which fits reveal.js's default slide under
// a title) without an inner scrollbar: at its first step and, for a stepped view, at its last;
// the problem set's, one part of a problem's page at a time, for every part of every problem.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { labSlugs, launch, openPage, screenshot, serveDist } from './harness.mjs';

const site = await serveDist();
const browser = await launch();
after(async () => {
  await browser.close();
  await site.close();
});

/** The README's embed frame. */
const FRAME = { width: 940, height: 600 };

/** Says whether the page's content overflows its window, and by how much. */
const overflow = (page) => page.evaluate(() => {
  const html = document.documentElement;
  return { width: html.scrollWidth - html.clientWidth, height: html.scrollHeight - html.clientHeight };
});

for (const slug of await labSlugs()) {
  test(`${slug}: the embed fits a ${FRAME.width} x ${FRAME.height} frame at its first and last step`,
    async () => {
      const page = await openPage(browser);
      await page.setViewportSize(FRAME);
      await page.goto(`${site.url}#/embed/${slug}`);
      await page.locator('section .embed-title').waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(await overflow(page), { width: 0, height: 0 }, `${slug} at its first step`);
      const count = page.locator('.step-count');
      if (await count.count() > 0) {
        const last = (await count.first().textContent()).match(/of (\d+)$/)[1];
        await page.keyboard.press('End');
        await count.filter({ hasText: `step ${last} of ${last}` }).waitFor();
        assert.deepEqual(await overflow(page), { width: 0, height: 0 }, `${slug} at its last step`);
      }
      await screenshot(page, `embed-fit-${slug}`);
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
}

test("every README example's embed fits the frame at the link's step", async () => {
  const readme = await readFile(new URL('../../README.md', import.meta.url), 'utf8');
  const links = [...readme.matchAll(/^\| [^|]+ \| `#\/lab\/([^`]+)` \|/gm)].map((match) => match[1]);
  assert.ok(links.length >= 30, `${links.length} examples`);
  const over = [];
  for (const link of links) {
    const page = await openPage(browser);
    await page.setViewportSize(FRAME);
    await page.goto(`${site.url}#/embed/${link}`);
    await page.locator('section .embed-title').waitFor();
    await page.waitForFunction(() => !document.querySelector('.computing'), null, { timeout: 60000 });
    const { width, height } = await overflow(page);
    if (width > 0 || height > 0) over.push(`${link}: ${width} x ${height}`);
    assert.deepEqual(page.problems, [], link);
    await page.context().close();
  }
  assert.deepEqual(over, []);
});

test('every mode tab of every embed fits the frame at its first and last step', async () => {
  for (const slug of await labSlugs()) {
    const page = await openPage(browser);
    await page.setViewportSize(FRAME);
    await page.goto(`${site.url}#/embed/${slug}`);
    await page.locator('section .embed-title').waitFor();
    await page.waitForLoadState('networkidle');
    const tabs = await page.locator('.mode-tabs button').allTextContents();
    for (const tab of tabs.slice(1)) {
      await page.click(`.mode-tabs button:text-is("${tab}")`);
      await page.locator(`.mode-tabs button.selected:text-is("${tab}")`).waitFor();
      await page.waitForFunction(() => !document.querySelector('.computing'));
      const sizes = [await overflow(page)];
      const count = page.locator('.step-count');
      if (await count.count() > 0 && await page.locator('.step-end:not([disabled])').count() > 0) {
        const last = (await count.first().textContent()).match(/of (\d+)$/)[1];
        await page.keyboard.press('End');
        await count.filter({ hasText: `step ${last} of ${last}` }).waitFor();
        sizes.push(await overflow(page));
      }
      const fits = sizes.every(({ width, height }) => width === 0 && height === 0);
      assert.ok(fits, `${slug}, ${tab}: overflow ${JSON.stringify(sizes)}`);
    }
    assert.deepEqual(page.problems, [], slug);
    await page.context().close();
  }
});

test('state-graph: the parallel games embed fits the frame at every step (the sentence grows with the states a step decides)', async () => {
  const page = await openPage(browser);
  await page.setViewportSize(FRAME);
  await page.goto(`${site.url}#/embed/state-graph?mode=parallel`);
  await page.locator('.step-count').waitFor();
  const last = Number((await page.textContent('.step-count')).match(/of (\d+)$/)[1]);
  const over = [];
  for (let k = 0; k <= last; k++) {
    const { width, height } = await overflow(page);
    if (width > 0 || height > 0) over.push(`step ${k}: ${width} x ${height}`);
    if (k < last) {
      await page.keyboard.press('ArrowRight');
      await page.locator('.step-count').filter({ hasText: `step ${k + 1} of ${last}` }).waitFor();
    }
  }
  assert.deepEqual(over, []);
  assert.ok(last > 30, `${last} steps`);
  await screenshot(page, 'embed-fit-state-graph-parallel');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('views whose explanation or table grows with the step fit the frame at every step, exercises included', async () => {
  // Octal's explanation lists each heap's options; a chase's table has a row per state (32), and
  // so has its move limit's comparison; an exercise adds its question and feedback (answered 0,
  // or the first option, to go on), and its score the rule held back until then (take-away); the
  // elimination's counters grow with Y's neighbours. A notice about the link (sg-table's step)
  // stands over the frame's bottom. Each view with the fewest steps its walk must take.
  const views = [['octal', 200], ['octal?code=0.77&n=40', 40], ['state-graph?chase=2x2&piece=rook', 14],
    ['state-graph?chase=2x2&piece=rook&exercise=1', 14], ['state-graph?mode=maxdif&exercise=1', 14],
    ['state-graph?chase=2x2&piece=rook&mode=layered', 192], ['betting?black=5&red=3&mode=table&exercise=1', 14],
    ['sg-table?step=-1', 14], ['take-away?n=40&k=5&exercise=1', 40], ['cops-robber?graph=wheel&n=7', 13],
    ['cops-robber?graph=wheel&n=7&exercise=1', 13], ['cops-robber?graph=path&n=12&exercise=1', 23],
    ['state-graph?mode=parallel&exercise=1', 37], ['state-graph?chase=2x2&piece=rook&mode=layered&exercise=1', 192]];
  const over = [];
  for (const [view, least] of views) {
    const page = await openPage(browser);
    await page.setViewportSize(FRAME);
    await page.goto(`${site.url}#/embed/${view}`);
    await page.locator('.step-count').waitFor();
    await page.waitForFunction(() => !document.querySelector('.computing'));
    let steps = 0;
    for (;;) {
      const { width, height } = await overflow(page);
      const count = await page.textContent('.step-count');
      if (width > 0 || height > 0) over.push(`${view}, ${count}: ${width} x ${height}`);
      if (await page.locator('.exercise-question input').count() > 0) {
        await page.fill('.exercise-question input', '0');
        await page.keyboard.press('Enter');
      } else if (await page.locator('.exercise-question button').count() > 0) {
        await page.click('.exercise-question button >> nth=0');
      } else if (await page.locator('.step-forward:not([disabled])').count() > 0) {
        await page.click('.step-forward');
      } else break;
      await page.waitForFunction((before) => document.querySelector('.step-count').textContent !== before, count);
      steps += 1;
    }
    assert.ok(steps >= least, `${view}: ${steps} steps`);
    if (view.includes('step=-1')) assert.equal(await page.locator('.notice').count(), 1, view);
    assert.deepEqual(page.problems, [], view);
    await page.context().close();
  }
  assert.deepEqual(over, []);
});

test("state-graph: a chase's order and its literal versions' comparisons fit the frame", async () => {
  // A drawing of 32 states with its cycle report; two such drawings with the comparison.
  for (const mode of ['order', 'literal', 'literal&literal=iterative', 'literal&literal=lifo', 'literal&literal=horizon']) {
    const page = await openPage(browser);
    await page.setViewportSize(FRAME);
    await page.goto(`${site.url}#/embed/state-graph?chase=2x2&piece=rook&mode=${mode}`);
    await page.locator('.dag-view').first().waitFor();
    assert.deepEqual(await overflow(page), { width: 0, height: 0 }, mode);
    if (mode === 'literal') {
      // The two agree on every state here (the queue's undecided states are draws at its end):
      // the table, which would keep only a state where they differ, is left to the page.
      assert.match(await page.textContent('.literal-why'), /^The two agree on every state of this graph\./);
      assert.equal(await page.locator('.comparison-table').count(), 1, 'the table is on the page');
      assert.equal(await page.locator('.comparison-table').isVisible(), false);
    }
    await screenshot(page, `embed-fit-state-graph-chase-${mode.replace(/[=&]/g, "-")}`);
    assert.deepEqual(page.problems, [], mode);
    await page.context().close();
  }
});

test("wythoff: a large position's board keeps to the frame, in the sample, the exercise and the game", async () => {
  // The board grows with the position, up to 25 cells a side: its cells shrink to fit.
  for (const query of ['a=15&b=24&mode=board', 'a=20&b=13&mode=board&step=1&exercise=1', 'a=15&b=24&mode=play']) {
    const page = await openPage(browser);
    await page.setViewportSize(FRAME);
    await page.goto(`${site.url}#/embed/wythoff?${query}`);
    await page.locator('.board').waitFor();
    assert.deepEqual(await overflow(page), { width: 0, height: 0 }, query);
    if (query.includes('mode=play')) {
      // After a move the status gains the computer's reply.
      await page.click('.board button[data-xy="15,9"]');
      await page.locator('.last-move').filter({ hasText: 'The computer' }).waitFor();
    } else if (!query.includes('exercise')) {
      await page.keyboard.press('End');
      await page.locator('.step-count').filter({ hasText: /step (\d+) of \1$/ }).waitFor();
    }
    assert.deepEqual(await overflow(page), { width: 0, height: 0 }, `${query}, later`);
    await screenshot(page, `embed-fit-wythoff-${query.replace(/[=&]/g, '-')}`);
    assert.deepEqual(page.problems, [], query);
    await page.context().close();
  }
});

/** The problem set embed's tabs: each part's link name, its tab and the section it shows. */
const PARTS = [
  { part: 'cases', tab: 'Small cases', section: '.small-cases' },
  { part: 'statement', tab: 'Statement', section: '.problem-statement' },
  { part: 'pattern', tab: 'Pattern', section: '.pattern' },
  { part: 'solution', tab: 'Fast solution', section: '.fast-solution' },
  { part: 'judge', tab: 'Judge', section: '.judge' },
];

/** Opens the problem set's embed at `query` in the frame, ready. */
async function openProblem(query) {
  const page = await openPage(browser);
  await page.setViewportSize(FRAME);
  await page.goto(`${site.url}#/embed/problem-set?${query}`);
  await page.locator('.problem-page section').waitFor();
  return page;
}

/** The part the link in the address bar names (none: the default, the small cases). */
const linkedPart = (page) => page.evaluate(() => new URLSearchParams(location.hash.split('?')[1]).get('part'));

/** Checks that `page` shows exactly one part, `part`, its tab selected. */
async function assertShows(page, { tab, section }, what) {
  assert.deepEqual(await page.locator('[role="tab"][aria-selected="true"]').allTextContents(), [tab], what);
  assert.equal(await page.locator('.problem-page > section').count(), 1, what);
  assert.equal(await page.locator(`.problem-page > section${section}`).count(), 1, what);
}

test('problem-set: every part of every problem fits the frame, chosen with tabs kept in the link', async () => {
  const picker = await openPage(browser);
  await picker.goto(`${site.url}#/lab/problem-set`);
  await picker.locator('.problem-picker button').first().waitFor();
  const problems = await picker.locator('.problem-picker button').evaluateAll(
    (buttons) => buttons.map((button) => button.dataset.problem));
  await picker.context().close();
  assert.equal(problems.length, 10);
  for (const problem of problems) {
    const page = await openProblem(`problem=${problem}`);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await page.locator('[role="tab"]').allTextContents(), PARTS.map(({ tab }) => tab));
    await assertShows(page, PARTS[0], `${problem} opens on its small cases`);
    assert.ok(await page.locator('.step-count').count() > 0, `${problem}: the stepper is shown`);
    for (const shown of PARTS) {
      await page.getByRole('tab', { name: shown.tab, exact: true }).click();
      await page.locator(`[role="tab"][aria-selected="true"]:text-is("${shown.tab}")`).waitFor();
      const what = `${problem}, ${shown.part}`;
      await assertShows(page, shown, what);
      await page.waitForFunction((part) => (new URLSearchParams(location.hash.split('?')[1]).get('part') ?? 'cases') === part, shown.part);
      assert.deepEqual(await overflow(page), { width: 0, height: 0 }, what);
      await screenshot(page, `embed-fit-problem-set-${problem}-${shown.part}`);
    }
    assert.deepEqual(page.problems, [], problem);
    await page.context().close();
  }
});

test('problem-set: the part in the link reopens its tab, a bad one the small cases with a notice', async () => {
  for (const shown of PARTS) {
    const page = await openProblem(`problem=two-piles-k&part=${shown.part}`);
    await assertShows(page, shown, `part=${shown.part}`);
    assert.equal(await page.locator('.notice').count(), 0, `part=${shown.part}`);
    assert.equal(await linkedPart(page), shown.part === 'cases' ? null : shown.part);
    assert.match(await page.getAttribute('.open-full', 'href'), shown.part === 'cases' ? /^(?!.*part=)/ : new RegExp(`part=${shown.part}`));
    assert.deepEqual(page.problems, []);
    await page.context().close();
  }
  // The tabs answer the keyboard: Right moves to the next tab, Enter shows it.
  const keys = await openProblem('problem=river');
  await keys.getByRole('tab', { name: 'Small cases' }).focus();
  await keys.keyboard.press('ArrowRight');
  await keys.keyboard.press('Enter');
  await assertShows(keys, PARTS[1], 'Right then Enter');
  await keys.context().close();

  const bad = await openProblem('problem=river&part=nope');
  await assertShows(bad, PARTS[0], 'part=nope');
  assert.match(await bad.textContent('.notice'), /part.*'nope' is not one of cases, statement, pattern, solution, judge/);
  assert.deepEqual(await overflow(bad), { width: 0, height: 0 }, 'a notice still fits');
  assert.deepEqual(bad.problems, []);
  await bad.context().close();
});

// End-to-end tests of exercise mode ("predict, then reveal"): sg-table, cops-robber and
// state-graph's maxDif answered right and wrong, the score and the mistakes at the end, and the
// link that hands the same exercise out; the other asking labs walked to their score.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteAndBrowser, openAt, screenshot, waitHash } from './harness.mjs';

const { site, browser } = await siteAndBrowser();

const open = (hash, ready) => openAt(browser, site, hash, ready);

const stepOf = async (page) => Number((await page.textContent('.step-count')).match(/step (\d+)/)[1]);
// During an exercise the count is "step k" (its length could tell an outcome), "step k of k" at the end.
const waitStep = (page, k) => page.waitForFunction(
  (k) => document.querySelector('.step-count')?.textContent.match(/^step (\d+)/)?.[1] === String(k), k);
const scored = async (page) => (await page.locator('.exercise-score').count()) > 0;
const announced = (page) => page.textContent('.step-announcer');
const feedback = (page) => page.textContent('.exercise-feedback');
const prompt = (page) => page.textContent('.exercise-question label, .exercise-question legend');

/** Types `answer` in the question's number field, which has the focus, and presses Enter. */
async function typeAnswer(page, answer, k) {
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'INPUT', 'the field has the focus');
  await page.keyboard.type(String(answer));
  await page.keyboard.press('Enter');
  await waitStep(page, k);
}

// S = {1, 3, 4}: SG(0..8) = 0 1 0 1 2 3 2 0 1.
const SG = [0, 1, 0, 1, 2, 3, 2, 0, 1];

test('sg-table: each SG value is asked before it is shown, right and wrong, then the score', async () => {
  const page = await open('#/lab/sg-table?moves=1,3,4&n=8&step=3', '.sg-table-lab');
  assert.equal(await page.locator('.exercise-question').count(), 0, 'no question outside exercise mode');
  await page.click('.exercise-toggle');
  await page.waitForSelector('.exercise-toggle[aria-pressed="true"]');
  await waitHash(page, 'exercise', '1');
  await waitHash(page, 'step', '0');
  const link = page.url();
  // The forward controls are replaced by the question; stepping forward by key does nothing.
  assert.equal(await prompt(page), 'What is SG(1)? ');
  for (const hidden of ['.step-forward', '.step-play', '.step-end', '.step-scrubber input']) {
    assert.equal(await page.locator(hidden).count(), 0, hidden);
  }
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('End');
  await page.waitForTimeout(200);
  assert.equal(await stepOf(page), 0);
  // Something that is not a number is refused and not counted.
  await page.focus('.exercise-question input');
  await page.keyboard.type('one');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(200);
  assert.equal(await stepOf(page), 0);
  assert.ok(await page.evaluate(() => document.querySelector('.exercise-question input').validity.patternMismatch));
  // A whole number past any value is refused with its reason, until the answer is edited.
  await page.fill('.exercise-question input', '99999999999999999999999');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(200);
  assert.equal(await stepOf(page), 0);
  assert.equal(await page.evaluate(() => document.querySelector('.exercise-question input').validationMessage),
    'No value here is that far from 0: type a number nearer 0.');
  await page.fill('.exercise-question input', '');
  assert.equal(await page.evaluate(() => document.querySelector('.exercise-question input').validity.customError), false);
  await typeAnswer(page, 1, 1);
  assert.equal(await feedback(page), 'n = 1: ✓ Right.');
  assert.equal(await announced(page), '✓ Right. SG(1) = mex{SG(0)} = mex{0} = 1');
  assert.match(await page.textContent('.value-row .cell[data-n="1"]'), /^1/);
  assert.equal(await page.getAttribute('.value-row .cell.current', 'data-n'), '1');
  await typeAnswer(page, 5, 2);
  assert.equal(await feedback(page), 'n = 2: ✗ Not quite: it is 0.');
  assert.match(await announced(page), /^✗ Not quite: it is 0\. SG\(2\) = /);
  await screenshot(page, 'exercise-sg-table-wrong');
  // Back, then forward again over the answered frames without being asked again.
  await page.click('.step-back');
  await waitStep(page, 1);
  assert.equal(await page.locator('.exercise-question').count(), 0, 'an answered frame is not asked again');
  await page.click('.step-forward');
  await waitStep(page, 2);
  // Back to the start, End goes forward again to the furthest frame revealed, not past SG(3)'s
  // question; the link still hands out the exercise from its first question.
  await page.click('.step-start');
  await waitStep(page, 0);
  await page.keyboard.press('End');
  await waitStep(page, 2);
  assert.equal(await prompt(page), 'What is SG(3)? ');
  assert.equal(new URL(page.url()).hash.match(/step=(\d+)/)[1], '0');
  const prompts = [];
  for (let n = 3; n <= 8; n++) {
    prompts.push(await prompt(page));
    await typeAnswer(page, n === 6 ? 9 : SG[n], n);
  }
  assert.deepEqual(prompts, [3, 4, 5, 6, 7, 8].map((n) => `What is SG(${n})? `));
  assert.equal(await page.textContent('.exercise-score strong'), 'Score: 6 of 8 right.');
  assert.match(await announced(page), /Score: 6 of 8 right\.$/);
  assert.deepEqual(await page.locator('.exercise-score li').allTextContents(), [
    '✗ What is SG(2)? You said 5; it is 0. SG(2) = mex{SG(1)} = mex{1} = 0',
    '✗ What is SG(6)? You said 9; it is 2. SG(6) = mex{SG(5), SG(3), SG(2)} = mex{3, 1, 0} = 2',
  ]);
  await screenshot(page, 'exercise-sg-table-score');
  assert.deepEqual(page.problems, []);

  // The link hands out the same exercise: opened afresh, it asks the same questions from step 0.
  const handed = await open(link.slice(site.url.length), '.sg-table-lab');
  await handed.waitForSelector('.exercise-toggle[aria-pressed="true"]');
  assert.equal(await stepOf(handed), 0);
  const again = [];
  for (let n = 1; n <= 8; n++) {
    again.push(await prompt(handed));
    await typeAnswer(handed, SG[n], n);
  }
  assert.deepEqual(again, SG.slice(1).map((_, i) => `What is SG(${i + 1})? `));
  assert.equal(await handed.textContent('.exercise-score strong'), 'Score: 8 of 8 right.');
  assert.equal(await handed.locator('.exercise-score li').count(), 0);
  // Turning it off gives the stepper back.
  await handed.click('.exercise-toggle');
  await handed.waitForSelector('.step-play');
  assert.deepEqual(handed.problems, []);
});

test('sg-table: a bad exercise value in a link is a notice, not a crash', async () => {
  const page = await open('#/lab/sg-table?moves=1,3,4&n=8&exercise=yes', '.sg-table-lab');
  assert.match((await page.locator('.notice').allTextContents()).join(' '), /exercise: 'yes' is not 1/);
  assert.equal(await page.getAttribute('.exercise-toggle', 'aria-pressed'), 'false');
  assert.deepEqual(page.problems, []);
});

/** Answers the questions of the cops-robber elimination to its end, choosing option `pick(k)`;
 * returns the prompts and options asked and the answers that were right. */
async function eliminate(page, pick) {
  const asked = [];
  let right = 0;
  for (let k = await stepOf(page); !await scored(page); k = await stepOf(page)) {
    if (await page.locator('.exercise-question').count() === 0) {
      await page.click('.step-forward');
      await waitStep(page, k + 1);
      continue;
    }
    const options = await page.locator('.exercise-question button').allTextContents();
    asked.push([await prompt(page), options]);
    await page.click(`.exercise-question button >> nth=${pick(asked.length - 1, options.length)}`);
    await waitStep(page, k + 1);
    const said = await feedback(page);
    assert.match(said, /^.+: (✓ Right\.|✗ Not quite: it is (\d+|the cop|the robber)\.)$/);
    if (said.endsWith('✓ Right.')) right += 1;
  }
  return { asked, right };
}

test('cops-robber: the dominator of each dominated vertex is asked, the score and the link', async () => {
  const page = await open('#/lab/cops-robber?graph=wheel&n=7&step=0', '.cops-robber-lab');
  assert.match(await page.textContent('.verdict-line'), /cop wins/);
  await page.click('.exercise-toggle');
  await page.waitForSelector('.exercise-question legend');
  assert.equal(await prompt(page), 'Y = 1 is dominated next. Which vertex X dominates it?');
  // Who wins is the last question: until then neither the verdict nor the number of removals shows.
  assert.equal(await page.textContent('.verdict-line .held-back'), 'Who wins is shown when the exercise ends: it is its last question.');
  assert.doesNotMatch(await page.textContent('.verdict-line'), /cop wins|escapes/);
  assert.equal(await page.textContent('.elimination-order h3'), 'Elimination order (0 so far)');
  // The hub, 0, dominates every rim vertex: answered right, then the removal shows with no question.
  await page.click('.exercise-question button:text-is("0")');
  await waitStep(page, 1);
  assert.equal(await feedback(page), 'Y = 1: ✓ Right.');
  assert.match(await announced(page), /^✓ Right\. Removal 1: Y = 1 is dominated by X = 0\./);
  assert.equal(await page.locator('.exercise-question').count(), 0, 'a removal is not asked');
  await page.keyboard.press('ArrowRight');
  await waitStep(page, 2);
  assert.match(await prompt(page), /^Y = \d+ is dominated next\./);
  // The arrow keys move between the options (from the group, to the first), never stepping back.
  const focused = () => page.evaluate(() => document.activeElement.textContent);
  const options = await page.locator('.exercise-question button').allTextContents();
  await page.focus('.exercise-question');
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), options[0]);
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), options[1]);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(), options[0]);
  assert.equal(await stepOf(page), 2);
  // The options never offer a second right answer: a wrong one is told the right one.
  const wrong = (await page.locator('.exercise-question button').allTextContents()).find((o) => o !== '0');
  await page.click(`.exercise-question button:text-is("${wrong}")`);
  await waitStep(page, 3);
  assert.equal(await feedback(page), 'Y = 2: ✗ Not quite: it is 0.');
  await screenshot(page, 'exercise-cops-robber-wrong');
  const rest = await eliminate(page, () => 0);
  assert.deepEqual(rest.asked.at(-1), ['Who wins on this graph: the cop or the robber?', ['the cop', 'the robber']]);
  assert.match(await page.textContent('.verdict-line'), /cop wins/);
  assert.equal(await page.textContent('.elimination-order h3'), 'Elimination order (6 of 6)');
  const asked = 2 + rest.asked.length;
  const right = 1 + rest.right;
  assert.equal(await page.textContent('.exercise-score strong'), `Score: ${right} of ${asked} right.`);
  const mistakes = await page.locator('.exercise-score li').allTextContents();
  assert.equal(mistakes.length, asked - right);
  assert.match(mistakes[0], new RegExp(`^✗ Y = 2 is dominated next\\. Which vertex X dominates it\\? You said ${wrong}; it is 0\\. Removal 2: Y = 2 is dominated by X = 0\\.`));
  await screenshot(page, 'exercise-cops-robber-score');
  assert.deepEqual(page.problems, []);

  // The handed-out link asks the same questions with the same options.
  const handed = await open('#/lab/cops-robber?graph=wheel&n=7&step=0&exercise=1', '.cops-robber-lab');
  await handed.waitForSelector('.exercise-question legend');
  const first = await eliminate(handed, () => 0);
  const again = await eliminate(await open('#/lab/cops-robber?graph=wheel&n=7&step=0&exercise=1',
    '.exercise-question legend'), (i, n) => n - 1);
  assert.deepEqual(again.asked, first.asked);
  assert.equal(first.asked[0][0], 'Y = 1 is dominated next. Which vertex X dominates it?');
  assert.deepEqual(handed.problems, []);
});

test('cops-robber: an exercise left for another tab starts over when its tab is shown again', async () => {
  const page = await open('#/lab/cops-robber?graph=wheel&n=7&exercise=1', '.exercise-question legend');
  await page.click('.exercise-question button:text-is("0")');
  await waitStep(page, 1);
  await page.click('.step-forward');
  await waitStep(page, 2);
  await page.click('.exercise-question button:text-is("0")');
  await waitStep(page, 3);
  await page.click('.mode-tabs button:text-is("The cop\'s strategy")');
  await page.click('.mode-tabs button:text-is("Elimination")');
  // The answers went with the stepper: the first question again, not step 3 with a score short of them.
  await waitStep(page, 0);
  assert.equal(await prompt(page), 'Y = 1 is dominated next. Which vertex X dominates it?');
  const { asked, right } = await eliminate(page, () => 0);
  assert.equal(await page.textContent('.exercise-score strong'), `Score: ${right} of ${asked.length} right.`);
  assert.equal(asked.length, 6, 'five dominators (the last removal leaves no other vertex to offer) and the verdict');
  assert.deepEqual(page.problems, []);
});

test('cops-robber: on Petersen\'s graph, with no dominated vertex, the exercise asks who wins', async () => {
  const page = await open('#/lab/cops-robber?graph=petersen&exercise=1', '.exercise-question legend');
  assert.equal(await prompt(page), 'Who wins on this graph: the cop or the robber?');
  assert.equal(await page.locator('.verdict-line .held-back').count(), 1);
  await page.click('.exercise-question button:text-is("the cop")');
  await waitStep(page, 1);
  assert.equal(await feedback(page), 'verdict: ✗ Not quite: it is the robber.');
  assert.equal(await page.textContent('.exercise-score strong'), 'Score: 0 of 1 right.');
  assert.match(await page.textContent('.verdict-line'), /robber escapes/);
  // Stepping back to review the ended exercise keeps the verdict shown.
  await page.click('.step-back');
  await waitStep(page, 0);
  assert.match(await page.textContent('.verdict-line'), /robber escapes/);
  assert.equal(await page.locator('.verdict-line .held-back').count(), 0);
  assert.deepEqual(page.problems, []);
});

/**
 * Walks the cop's strategy exercise on `page` to its score, answering each question (the cop's
 * position and the robber's in its prompt) with `answer(prompt, cop)`; resolves to the prompts
 * and the feedback lines.
 */
async function walkStrategy(page, answer) {
  const asked = [];
  for (let k = await stepOf(page); !await scored(page); k = await stepOf(page)) {
    if (await page.locator('.exercise-question').count() === 0) {
      await page.click('.step-forward');
      await waitStep(page, k + 1);
      continue;
    }
    const question = (await prompt(page)).trim();
    const [, cop] = question.match(/^The cop is at (\d+), the robber at \d+\. Which vertex does the cop move to \(\1 to stay\)\?$/);
    await typeAnswer(page, answer(question, cop), k + 1);
    asked.push([question, await feedback(page)]);
  }
  return asked;
}

test("cops-robber: the cop's strategy asks each move of the cop's that alone catches soonest, right and wrong", async () => {
  // The tree of 14 vertices (seed 3): the cop starts at 1 and the robber at 2, three steps away;
  // staying put never catches soonest on the way, so it is a wrong answer to every question.
  const link = '#/lab/cops-robber?graph=tree&n=14&seed=3&mode=replay&step=0&exercise=1';
  const page = await open(link, '.cops-robber-lab');
  const stayed = await walkStrategy(page, (_, cop) => cop);
  assert.ok(stayed.length >= 2, `${stayed.length} questions`);
  const truths = stayed.map(([question, said]) => {
    const right = said.match(/^move \d+: ✗ Not quite: it is (\d+)\.$/)?.[1];
    assert.ok(right, `${question} → ${said}`);
    return right;
  });
  assert.equal(truths[0], '12', 'from 1 towards 2 (1-12-9-2)');
  assert.equal(await page.textContent('.exercise-score strong'), `Score: 0 of ${stayed.length} right.`);
  await screenshot(page, 'exercise-cops-robber-strategy-score');
  assert.deepEqual(page.problems, []);
  // The link hands out the same questions; the replay's moves are right.
  const again = await walkStrategy(await open(link, '.cops-robber-lab'), (question) => truths[stayed.findIndex(([asked]) => asked === question)]);
  assert.deepEqual(again.map(([question]) => question), stayed.map(([question]) => question));
  assert.ok(again.every(([, said]) => said.endsWith('✓ Right.')), JSON.stringify(again));
});

test("state-graph: maxDif asks each state's value, negative ones too, typed with either minus sign", async () => {
  // Player 1 at state 0 moves to state 1 or 2 and gains nothing; both end the game, with final
  // scores (player 1, player 2) of (0, 5) and (1, 0). Player 2 is to move there, so maxDif(1) =
  // 5 - 0 = 5 and maxDif(2) = 0 - 1 = -1; player 1 then moves to 2: maxDif(0) = max{0 - 5, 0 + 1} = 1.
  const truth = { 0: '1', 1: '5', 2: '-1' };
  const page = await open('#/lab/state-graph?mode=maxdif&scores=1:1/0/0.2/0/0,2:final/0/5,2:final/1/0&step=0&exercise=1',
    '.state-graph-lab .exercise-toggle[aria-pressed="true"]');
  const said = {};
  for (let k = await stepOf(page); !await scored(page); k = await stepOf(page)) {
    const [, state] = (await prompt(page)).match(/^What is maxDif\((\d)\)\? \(It can be negative\.\) $/);
    // Right with the minus sign (U+2212) for -1, wrong for 5 (given as -5), right for 1.
    const answer = { 0: '1', 1: '-5', 2: '\u22121' }[state];
    await page.fill('.exercise-question input', answer);
    assert.equal(await page.evaluate(() => document.querySelector('.exercise-question input').validity.valid), true, answer);
    await page.keyboard.press('Enter');
    await waitStep(page, k + 1);
    said[state] = await feedback(page);
    // The table shows the value only once it is answered.
    assert.equal(await page.textContent(`.state-table tr[data-state="${state}"] .value`), truth[state]);
  }
  assert.deepEqual(Object.keys(said).sort(), ['0', '1', '2']);
  assert.match(said[0], /✓ Right\.$/);
  assert.match(said[1], /✗ Not quite: it is 5\.$/);
  assert.match(said[2], /✓ Right\.$/);
  assert.equal(await page.textContent('.exercise-score strong'), 'Score: 2 of 3 right.');
  assert.equal(await page.locator('.exercise-score li').count(), 1);
  await screenshot(page, 'exercise-state-graph-maxdif-score');
  assert.deepEqual(page.problems, []);
});

test('a new game of the same length is asked afresh: no answer of the old one counts', async () => {
  // S = {1, 3, 4}: SG(1) = 1, SG(2) = 0; S = {1, 2}: SG(1) = 1, SG(2) = 2.
  const page = await open('#/lab/sg-table?moves=1,3,4&n=8&step=0&exercise=1', '.sg-table-lab .exercise-question input');
  await typeAnswer(page, 1, 1);
  await typeAnswer(page, 0, 2);
  assert.equal(await feedback(page), 'n = 2: ✓ Right.');
  await page.fill('#sg-moves', '1,2');
  await page.click('form.lab-form button[type=submit]');
  await waitHash(page, 'moves', '1,2');
  await waitStep(page, 0);
  // SG(1) is 1 in both games: the answer given stands. SG(2) is now 2: asked again.
  await page.click('.step-forward');
  await waitStep(page, 1);
  assert.equal(await feedback(page), 'n = 1: ✓ Right.');
  assert.equal(await prompt(page), 'What is SG(2)? ');
  await typeAnswer(page, 0, 2);
  assert.equal(await feedback(page), 'n = 2: ✗ Not quite: it is 2.');
  // SG(n) = n mod 3 for S = {1, 2}: 0 is right at 3 and 6, so with SG(1) three of eight.
  for (let n = 3; n <= 8; n++) await typeAnswer(page, 0, n);
  assert.equal(await page.textContent('.exercise-score strong'), 'Score: 3 of 8 right.');
  assert.deepEqual(page.problems, []);
});

test('an embed offers the exercise too', async () => {
  const page = await open('#/embed/sg-table?moves=1,2&n=5&step=0&exercise=1', '.sg-table-lab');
  await page.waitForSelector('.exercise-question input');
  await typeAnswer(page, 1, 1);
  assert.equal(await feedback(page), 'n = 1: ✓ Right.');
  await screenshot(page, 'exercise-embed');
  assert.deepEqual(page.problems, []);
});

/** Every lab's exercise walked to its end: each question answered with its first option or 0,
 * the feedback after it counted, then the score checked against that count; a panel stating the
 * answers (the last field, when the lab has one) hidden until the score. */
const WALKS = [
  ['treblecross', 'boards=X.....,.......,X...X.......&counts=1,3,2&step=0',
    'What is the Grundy number of one copy of board 1? '],
  ['hidden-evader', 'vertices=5&edges=0-1,1-2,2-3,3-4&step=0',
    'How many leaves (vertices of degree 1) does the graph have? ', '.evader-verdict'],
  ['alpha-beta', 'source=typed&tree=((3,12,8),(2,4,6),(14,5,2))&step=0',
    "Child 2 returned 3 to node 1: are node 1's remaining children cut off?", '.ab-counts'],
  ['pursuit', 'step=0', /^Where does (cop|robber) \d+ \(at \d+\) move with perfect play\?$/],
  ['division', 'n=12&step=0', 'n = 1: does the player to move win or lose?', '.division-table .period-panel'],
  ['octal', 'code=0.77&n=10&step=0', 'What is G(1)? '],
  ['state-graph', 'states=1.2,2.3,loss,loss&mode=queue&step=0',
    /^State \d is decided now: for the player to move there, is it a win, a draw or a loss\?$/, '.state-graph-summary'],
  ['nim', 'piles=5,3,8&step=0', /^Player [12] to move at piles \d+(, \d+)+: what is the nim-sum\? $/],
  ['take-away', 'game=take-away&n=15&k=3&mode=sample&step=0',
    /^Player 1 to move: \d+ stones, at most 3 may be taken\. How many stones does the winning move take\? $/],
  ['wythoff', 'a=20&b=13&mode=board&step=0', /^Player 1 to move from \(\d+, \d+\): which move wins\?$/, '.legend .p-swatch'],
  ['problem-set', 'problem=split-piles&step=0', 'What is g(2)? ', '.pattern .p-rule'],
  ['betting', 'black=2&red=2&mode=table&step=0',
    'Only black is left: A = pmax(0, 0) = 1. What is pmax(1, 0)?', '.betting-table .p-rule'],
];

for (const [slug, query, first, answers] of WALKS) {
  test(`${slug}: the exercise asks, tells right from wrong and scores to the last step`, async () => {
    const page = await open(`#/lab/${slug}?${query}&exercise=1`, `.${slug}-lab .exercise-toggle[aria-pressed="true"]`);
    // The hidden evader's search and pursuit's solving run in slices: wait for the whole timeline.
    await page.waitForFunction(() => !document.querySelector('.computing'));
    // A panel that states the answers waits for the score.
    if (answers) assert.equal(await page.locator(answers).isVisible(), false, `${answers} hidden`);
    let asked = 0;
    let right = 0;
    for (let k = await stepOf(page); !await scored(page); k = await stepOf(page)) {
      if (await page.locator('.exercise-question').count() === 0) {
        await page.click('.step-forward');
        await waitStep(page, k + 1);
        continue;
      }
      const question = await prompt(page);
      if (asked === 0) {
        if (first instanceof RegExp) assert.match(question, first);
        else assert.equal(question, first);
      }
      asked += 1;
      if (await page.locator('.exercise-question input').count() > 0) {
        await typeAnswer(page, 0, k + 1);
      } else {
        await page.click('.exercise-question button >> nth=0');
        await waitStep(page, k + 1);
      }
      const said = await feedback(page);
      assert.match(said, /^.+: (✓ Right\.|✗ Not quite: it is .+\.)$/, `${slug} step ${k + 1}`);
      // The answered form had the focus: the next question's field, or the forward button, has it now.
      if (!await scored(page)) {
        await page.waitForFunction(() => document.activeElement?.matches('.exercise-question input, fieldset.exercise-question, .step-forward'));
      }
      if (said.endsWith('✓ Right.')) right += 1;
    }
    assert.ok(asked >= 2, `${slug} asked ${asked}`);
    // The last form or button is gone: the score has the focus, so the keyboard is not lost.
    await page.waitForFunction(() => document.activeElement?.closest('.exercise-score'));
    assert.equal(await page.textContent('.exercise-score strong'), `Score: ${right} of ${asked} right.`);
    assert.equal(await page.locator('.exercise-score li').count(), asked - right);
    if (answers) assert.ok(await page.locator(answers).isVisible(), `${answers} shown with the score`);
    await screenshot(page, `exercise-${slug}-score`);
    assert.deepEqual(page.problems, []);
  });
}

test('an exercise holds back what would answer its questions (period, rule, plot, guarantee, length, printed steps) until the score', async () => {
  // S = {1, 3, 4}: the period 7 is proven once SG(0..10) are filled.
  const sg = (n) => [0, 1, 0, 1, 2, 3, 2][n % 7];
  const page = await open('#/lab/sg-table?moves=1,3,4&n=14&step=0&exercise=1', '.sg-table-lab .exercise-toggle[aria-pressed="true"]');
  for (let n = 1; n <= 11; n++) await typeAnswer(page, sg(n), n);
  assert.match(await page.textContent('.period-panel'), /The period is shown when the exercise ends/);
  assert.equal(await page.locator('.period-found, .p-rule, .sg-row .period-even, .sg-row .period-odd').count(), 0);
  assert.equal(await page.textContent('.step-count'), 'step 11', 'no length before the end');
  assert.equal(await page.locator('.print-steps').count(), 0, 'no printed steps during an exercise');
  for (let n = 12; n <= 14; n++) await typeAnswer(page, sg(n), n);
  assert.equal(await page.textContent('.exercise-score strong'), 'Score: 14 of 14 right.');
  assert.match(await page.textContent('.period-panel'), /Period proven: SG\(n \+ 7\) = SG\(n\)/);
  assert.equal(await page.textContent('.step-count'), 'step 14 of 14');
  await page.click('.exercise-toggle');
  await page.locator('.print-steps').waitFor();

  const octal = await open('#/lab/octal?code=0.77&n=10&step=0&exercise=1', '.octal-lab .exercise-toggle[aria-pressed="true"]');
  assert.equal(await octal.locator('canvas[aria-label="Grundy values over the heap size"]').count(), 0, 'no plot of every value');
  assert.match(await octal.textContent('.octal-lab'), /The plot of every value is shown when the exercise ends/);
  await octal.click('.exercise-toggle');
  await octal.locator('canvas[aria-label="Grundy values over the heap size"]').waitFor();

  const takeAway = await open('#/lab/take-away?n=15&k=3&step=8&exercise=1', '.take-away-lab .exercise-toggle[aria-pressed="true"]');
  assert.match(await takeAway.textContent('.period-panel'), /The rule is shown when the exercise ends/);
  assert.equal(await takeAway.locator('.period-panel .p-rule').count(), 0);

  const wythoff = await open('#/lab/wythoff?a=9&b=6&mode=table&exercise=1', '.wythoff-lab .exercise-toggle[aria-pressed="true"]');
  assert.equal(await wythoff.textContent('.rule-line .rule'), 'The P-positions are stated when the exercise ends.');
  await wythoff.click('.exercise-toggle');
  await wythoff.locator('.rule-line .rule', { hasText: '(1, 2), (3, 5)' }).waitFor();
  const betting = await open('#/lab/betting?black=2&red=1&mode=table&exercise=1', '.betting-lab .exercise-toggle[aria-pressed="true"]');
  assert.equal(await betting.textContent('.game-line'),
    'Box of 2 black and 1 red; starting money 100: the best guarantee is 100 × pmax(2, 1) (its value comes with the exercise\'s score).');
  await betting.click('.exercise-toggle');
  await betting.locator('.game-line', { hasText: '100 × pmax(2, 1) = 267.' }).waitFor();
  for (const opened of [page, octal, takeAway, wythoff, betting]) assert.deepEqual(opened.problems, []);
});

/** The README's embed frame (as in embed-fit.test.mjs). */
const FRAME = { width: 940, height: 600 };

test('every asking embed\'s own example, every answer wrong, still fits the embed frame with its score', async () => {
  for (const slug of ['sg-table', ...WALKS.map(([slug]) => slug)]) {
    const page = await open(`#/embed/${slug}?exercise=1`, `.${slug}-lab .exercise-toggle[aria-pressed="true"]`);
    await page.setViewportSize(FRAME);
    await page.waitForFunction(() => !document.querySelector('.computing'));
    let wrong = 0;
    for (let k = await stepOf(page); !await scored(page); k = await stepOf(page)) {
      if (await page.locator('.exercise-question').count() === 0) {
        await page.click('.step-forward');
      } else if (await page.locator('.exercise-question input').count() > 0) {
        // No value of these games reaches 999 999.
        await page.fill('.exercise-question input', '999999');
        await page.press('.exercise-question input', 'Enter');
      } else {
        await page.click('.exercise-question button >> nth=-1');
      }
      await waitStep(page, k + 1);
      if ((await page.locator('.exercise-feedback').count()) > 0 && (await feedback(page)).includes('✗')) wrong += 1;
    }
    assert.ok(wrong >= 1, `${slug}: ${wrong} wrong answers`);
    assert.equal(await page.locator('.exercise-score li').count(), wrong, slug);
    const overflow = await page.evaluate(() => {
      const html = document.documentElement;
      return { width: html.scrollWidth - html.clientWidth, height: html.scrollHeight - html.clientHeight };
    });
    assert.deepEqual(overflow, { width: 0, height: 0 }, `${slug}: the embed at its score overflows the frame`);
    // The mistakes open over the widget, whole across the frame: none cut off at either side.
    const list = await page.locator('.exercise-mistakes ul').evaluate((ul) => {
      const box = ul.getBoundingClientRect();
      return { left: box.left >= 0, right: box.right <= window.innerWidth, open: ul.closest('details').open };
    });
    assert.deepEqual(list, { left: true, right: true, open: true }, `${slug}: the mistakes' list`);
    await screenshot(page, `exercise-embed-${slug}-score`);
    assert.deepEqual(page.problems, [], slug);
    await page.context().close();
  }
});

test('turning an exercise off and on by keyboard keeps the focus: on the toggle, or on the question', async () => {
  // sg-table asks at once (its question takes the focus); nim's sample asks from its third move.
  for (const [slug, query, onFocus] of [
    ['sg-table', 'moves=1,3,4&n=14&step=0', '.exercise-question input'],
    ['nim', 'piles=5,3,8&step=0', '.exercise-toggle[aria-pressed="true"]'],
  ]) {
    const page = await open(`#/lab/${slug}?${query}&exercise=1`, `.${slug}-lab .exercise-toggle[aria-pressed="true"]`);
    await page.focus('.exercise-toggle');
    await page.keyboard.press('Enter');
    await page.locator('.exercise-toggle[aria-pressed="false"]').waitFor();
    await page.waitForFunction(() => document.activeElement?.matches('.exercise-toggle[aria-pressed="false"]'));
    await page.keyboard.press('Enter');
    await page.locator('.exercise-toggle[aria-pressed="true"]').waitFor();
    await page.waitForFunction((selector) => document.activeElement?.matches(selector), onFocus);
    assert.deepEqual(page.problems, [], slug);
  }
});

test("take-away's sample keeps the winner's answer (K + 1 − x) out of the loser's move until the score", async () => {
  // An exercise opens at its first question: the first ply asks nothing, so forward shows it.
  const page = await open('#/lab/take-away?game=take-away&n=15&k=3&mode=sample&step=1&exercise=1', '.take-away-lab .exercise-toggle[aria-pressed="true"]');
  assert.equal(await stepOf(page), 0);
  await page.click('.step-forward');
  await waitStep(page, 1);
  const explanation = page.locator('.take-away-lab .explanation');
  await explanation.filter({ hasText: '12 is a multiple of 4: Player 2 cannot win and takes 1' }).waitFor();
  assert.doesNotMatch(await explanation.textContent(), /answers with/);
  await page.click('.exercise-toggle');
  await explanation.filter({ hasText: 'Player 1 answers with 4 − x' }).waitFor();
  assert.deepEqual(page.problems, []);
});

test("wythoff's sample states no formula of the P-positions until the score, as its rule line says", async () => {
  // (20, 13) → (8, 13), the P-position (⌊5φ⌋, ⌊5φ²⌋); then the loser moves and the question waits.
  const page = await open('#/lab/wythoff?a=20&b=13&mode=board&step=1&exercise=1', '.wythoff-lab .exercise-toggle[aria-pressed="true"]');
  assert.equal(await stepOf(page), 0);
  await page.click('.step-forward');
  await waitStep(page, 1);
  const explanation = page.locator('.wythoff-lab .explanation');
  await explanation.filter({ hasText: '(8, 13) is the P-position. No two P-positions' }).waitFor();
  await page.locator('.exercise-question').waitFor();
  assert.doesNotMatch(await explanation.textContent(), /φ/);
  await page.click('.step-back');
  await explanation.filter({ hasText: 'takes 12 from the first pile' }).waitFor();
  assert.doesNotMatch(await explanation.textContent(), /φ/);
  await page.click('.exercise-toggle');
  await explanation.filter({ hasText: '(8, 13), which is (⌊5φ⌋, ⌊5φ²⌋) = (8, 13)' }).waitFor();
  assert.deepEqual(page.problems, []);
});

test('a choice question takes the focus on its group: a second Enter meant as "next" answers nothing, Tab then Enter answers', async () => {
  const page = await open('#/lab/wythoff?a=20&b=13&mode=board&step=0&exercise=1', '.wythoff-lab .exercise-toggle[aria-pressed="true"]');
  await page.focus('.step-forward');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.matches('fieldset.exercise-question'));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('.exercise-feedback').count(), 0, 'nothing answered');
  assert.equal(await page.textContent('.step-count'), 'step 1');
  await page.keyboard.press('Tab');
  assert.ok(await page.evaluate(() => document.activeElement?.matches('fieldset.exercise-question > button:first-of-type')));
  await page.keyboard.press('Enter');
  await page.locator('.exercise-feedback').waitFor();
  assert.equal(await page.textContent('.step-count'), 'step 2');
  // A game without a move asks nothing, and says so in place of a score.
  const corner = await open('#/lab/wythoff?a=0&b=0&mode=board&exercise=1', '.wythoff-lab .exercise-toggle[aria-pressed="true"]');
  assert.equal(await corner.textContent('.exercise-score strong'), 'Nothing was asked: no score.');
  for (const opened of [page, corner]) assert.deepEqual(opened.problems, []);
});

test("problem-set: a win/lose table asks each cell's verdict, holds the pattern back, and keeps the exercise for another problem", async () => {
  const page = await open('#/lab/problem-set?problem=two-piles-k&exercise=1', '.problem-set-lab .exercise-toggle[aria-pressed="true"]');
  assert.equal(await page.textContent('.step-count'), 'step 0', 'an exercise starts at the first cell');
  assert.match(await page.textContent('.pattern'), /The pattern is shown when the exercise ends/);
  assert.equal(await page.locator('.pattern .p-rule').count(), 0);
  assert.match(await page.textContent('.fast-solution'), /Why the fast solution works is shown when the exercise ends/);
  assert.equal(await page.locator('.fast-solution .argument').count(), 0);
  for (let k = 1; k <= 4; k++) {
    if (await page.locator('.exercise-question').count() === 0) {
      await page.click('.step-forward');
      await waitStep(page, k);
      continue;
    }
    assert.match(await prompt(page), /^\(\d+, \d+\): won or lost for the player to move\?$/);
    assert.deepEqual(await page.locator('.exercise-question button').allTextContents(), ['W: won', 'L: lost']);
    await page.click('.exercise-question button >> nth=0');
    await waitStep(page, k);
    // "W: won" is right exactly when the revealed cell is won for the player to move.
    const won = / is won by the player to move/.test(await page.textContent('.small-cases .explanation .sentence'));
    assert.match(await feedback(page), won ? /✓ Right\.$/ : /✗ Not quite: it is L: lost\.$/);
  }
  await page.click(".problem-picker button[data-problem='power-race']");
  await page.locator('.small-cases').filter({ hasText: 'Brute force over' }).waitFor();
  await waitStep(page, 0);
  assert.equal(await page.locator('.exercise-toggle[aria-pressed="true"]').count(), 1, 'still an exercise');
  await page.click('.exercise-toggle');
  await page.locator('.pattern .p-rule').waitFor();
  await page.locator('.fast-solution .argument').waitFor();
  assert.deepEqual(page.problems, []);
});

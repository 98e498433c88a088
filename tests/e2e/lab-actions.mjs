// Every lab's actions, with the main-thread long tasks (over 50 ms) each one caused, on the built
// site (dist/): issue 16, item 5, "No frozen page". Shared by the end-to-end test
// (tests/e2e/long-tasks.test.mjs) and the bench that prints the table (benches/long_tasks.mjs).
// For every lab: the README example's first load, each mode tab, stepping to the end, the form
// submitted with its largest allowed values (waiting for the result), one move against the
// computer where the lab has "Play the computer", and the embed view's first load. Long tasks
// are read from a PerformanceObserver ('longtask', buffered) installed before the app starts,
// and each is attributed to the action during which it started. One page at a time.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openPage, paste } from './harness.mjs';

/** A task longer than this freezes the page (the RAIL model's budget, the line). */
export const LONG_TASK_MS = 50;
/** How long any one wait may take before it is recorded as a timeout. */
const WAIT_MS = 60_000;
/** Quiet time after a job's progress bar is gone, for late renders and observer callbacks. */
const SETTLE_MS = 400;

/** Each lab's example address, from README.md's "Labs" table (as tests/e2e/url-robustness does). */
export async function readmeExamples() {
  const readme = await readFile(resolve(import.meta.dirname, '../../README.md'), 'utf8');
  return new Map(
    [...readme.matchAll(/^\| [^|]+ \| `(#\/lab\/([^?`]+)[^`]*)` \|/gm)].map((match) => [match[2], match[1]]),
  );
}

const E18 = '1000000000000000000';
const repeat = (count, make) => Array.from({ length: count }, (_, i) => make(i));


/** Draws a random tree of `n` vertices from `seed` with the graph form of `lab`. */
const randomTree = (lab, n, seed) => async ({ page, fill, submit }) => {
  await page.selectOption(`#${lab}-graph-family`, 'tree');
  await fill(`#${lab}-graph-n`, String(n));
  await fill(`#${lab}-graph-seed`, String(seed));
  await submit('form.graph-family');
};

/**
 * Each lab's largest form request: fills its form(s) with the largest values its README entry
 * and form help allow, and submits. `fill` sets a field, `submit` clicks a form's submit button.
 * A lab whose form also takes a game pasted whole has that one's largest in TYPED_LARGEST.
 */
/**
 * The largest game pasted into the forms that take one whole, besides LARGEST's request:
 * state-graph's 250,000 states of 5 moves each (8.2 MB), and alpha-beta's tree of 10^6 nodes
 * (999 nodes of 1,000 leaves, 2 MB).
 */
export const TYPED_LARGEST = {
  'state-graph': {
    what: 'pasted: 250,000 states, 1,250,000 moves (8.2 MB)',
    run: async ({ page, paste, submit }) => {
      // The chase's form shows its board; the lab's own address shows the states field.
      await page.goto(page.url().replace(/#.*/, '#/lab/state-graph'));
      const moves = (state) => repeat(5, (j) => (state + (j + 1) * 7919) % 250000);
      const states = repeat(250000, (state) => moves(state).join('.'));
      await paste('#state-graph-states', states.join(','));
      await submit('form.lab-form');
    },
  },
  'alpha-beta': {
    what: 'pasted: a tree of 10^6 nodes (2 MB)',
    run: async ({ page, paste, submit }) => {
      await page.selectOption('#alpha-beta-source', 'typed');
      const node = (i) => `(${repeat(1000, (j) => (i * 7 + j) % 10).join(',')})`;
      await paste('#alpha-beta-tree', `(${repeat(999, node).join(',')})`);
      await submit('form.lab-form');
    },
  },
};

export const LARGEST = {
  nim: {
    what: '64 piles of 10^18',
    run: async ({ fill, submit }) => {
      await fill('#nim-piles', repeat(64, () => E18).join(','));
      await submit('form.lab-form');
    },
  },
  'take-away': {
    what: 'N = 10^18, K = 10^18',
    run: async ({ fill, submit }) => {
      await fill('#heap-n', E18);
      await fill('#heap-k', E18);
      await submit('form.lab-form');
    },
  },
  wythoff: {
    what: 'a = b = 10^18',
    run: async ({ fill, submit }) => {
      await fill('#wythoff-a', E18);
      await fill('#wythoff-b', E18);
      await submit('form.lab-form');
    },
  },
  division: {
    what: 'table up to n = 100,000',
    run: async ({ fill, submit }) => {
      await fill('#division-n', '100000');
      await submit('form.lab-form');
    },
  },
  'sg-table': {
    what: 'moves 1..63, n = 1,000,000',
    run: async ({ fill, submit }) => {
      await fill('#sg-moves', '1..63');
      await fill('#sg-n', '1000000');
      await submit('form.lab-form');
    },
  },
  'nim-table': {
    what: '256 x 256',
    run: async ({ fill, submit }) => {
      await fill('#nim-table-cols', '256');
      await fill('#nim-table-rows', '256');
      await submit('form.lab-form');
    },
  },
  dag: {
    what: '30 vertices, 300 edges (v to v + 1..k)',
    run: async ({ fill, submit }) => {
      const edges = [];
      for (let gap = 1; edges.length < 300; gap += 1) {
        for (let v = 0; v + gap < 30 && edges.length < 300; v += 1) edges.push(`${v}>${v + gap}`);
      }
      await fill('#dag-vertices', '30');
      await fill('#dag-edges', edges.join(', '));
      await submit('form.lab-form');
    },
  },
  kings: {
    what: 'a free 16 x 16 board, 40 kings',
    run: async ({ fill, submit }) => {
      await fill('#kings-board', repeat(16, () => '.'.repeat(16)).join('\n'));
      await fill('#kings-kings', repeat(40, (i) => `${i % 16}-${(i * 5) % 16}`).join(','));
      await submit('form.lab-form');
    },
  },
  octal: {
    what: 'Kayles 0.77, n = 2^20',
    run: async ({ fill, submit }) => {
      await fill('#octal-code', '0.77');
      await fill('#octal-n', String(2 ** 20));
      await submit('form.lab-form');
    },
  },
  treblecross: {
    what: '64 boards of 10,000 cells pasted, 10^18 copies each',
    run: async ({ page, fill, submit }) => {
      await paste(page, '#tc-boards', repeat(64, (i) => `${'.'.repeat(i * 100)}X${'.'.repeat(9999 - i * 100)}`).join(','));
      await fill('#tc-counts', repeat(64, () => E18).join(','));
      await submit('form.lab-form');
    },
  },
  sums: {
    what: 'subtraction 1-63 at 10^6, Nim 10^18, octal 0.007 on 64 heaps of 2,000, kings 16 x 16 with 40 kings, Treblecross 1,000 cells; 10^18 copies each',
    run: async ({ page, fill, submit }) => {
      await fill('#sums-row1-a', '1-63');
      await fill('#sums-row1-b', '1000000');
      await fill('#sums-row1-copies', E18);
      await fill('#sums-row2-a', E18);
      await fill('#sums-row2-copies', E18);
      await fill('#sums-row3-a', '0.007');
      await fill('#sums-row3-b', repeat(64, () => '2000').join('+'));
      await fill('#sums-row3-copies', E18);
      await page.selectOption('#sums-add-kind', 'kings');
      await page.click('.sums-form button.add');
      await fill('#sums-row4-a', repeat(16, () => '.'.repeat(16)).join('/'));
      await fill('#sums-row4-b', repeat(40, (i) => `${i % 16}-${(i * 5) % 16}`).join('/'));
      await fill('#sums-row4-copies', E18);
      await page.selectOption('#sums-add-kind', 'treblecross');
      await page.click('.sums-form button.add');
      await fill('#sums-row5-a', '.'.repeat(1000));
      await fill('#sums-row5-copies', E18);
      await submit('form.lab-form');
    },
  },
  'cops-robber': {
    what: 'the wheel on 2,000 vertices (family form)',
    run: async ({ page, fill, submit }) => {
      await page.selectOption('#cr-family', 'wheel');
      await fill('#cr-n', '2000');
      await submit('form.graph-family');
    },
  },
  pursuit: {
    what: '68 vertices, directed, arcs v to v + 1..6 (408), 1 cop, 2 robbers, schedule c0,r0,r1: 999,600 states',
    run: async ({ page, fill, submit, settle }) => {
      const edges = [];
      for (let v = 0; v < 68; v += 1) for (let k = 1; k <= 6; k += 1) edges.push(`${v}-${(v + k) % 68}`);
      await page.selectOption('#pursuit-directed', 'yes');
      await page.selectOption('#pursuit-stay', 'no');
      await fill('#pursuit-cops', '0');
      await fill('#pursuit-robbers', '34,50');
      await fill('#pursuit-schedule', 'c0,r0,r1');
      await fill('#pursuit-safe', '');
      await fill('#pursuit-graph-vertices', '68');
      await fill('#pursuit-graph-edges', edges.join(', '));
      await submit('form.graph-edges');
      await settle();
      await fill('#pursuit-cops', '0');
      await fill('#pursuit-robbers', '34,50');
      await fill('#pursuit-schedule', 'c0,r0,r1');
      await submit('form.lab-form');
    },
  },
  'tree-path': {
    what: 'a random tree on 10,000 vertices (seed 4)',
    run: randomTree('tree-path', 10000, 4),
  },
  'hidden-evader': {
    what: 'a random tree on 20 vertices (seed 2), the exact search\'s limit',
    run: randomTree('hidden-evader', 20, 2),
  },
  'alpha-beta': {
    what: 'tic-tac-toe from the empty board: 549,946 nodes',
    run: async ({ page, fill, submit }) => {
      await page.selectOption('#alpha-beta-source', 'tic-tac-toe');
      await fill('#alpha-beta-board', '.........');
      await submit('form.lab-form');
    },
  },
  'state-graph': {
    what: 'a chase on a 26 x 27 board, rook steps: 985,608 states',
    run: async ({ page }) => {
      await page.goto(page.url().replace(/#.*/, '#/lab/state-graph?chase=26x27&piece=rook'));
    },
  },
  'problem-set': {
    what: "the judges' largest inputs as files: split-piles' 100,000 piles of 10^9 one per line, nim-ranges' 100,000 quarries",
    run: async ({ page, settle }) => {
      const inputs = {
        'split-piles': ['100000', ...repeat(100000, () => '1000000000')].join('\n'),
        'nim-ranges': ['100000', ...repeat(100000, (i) => `${100000 - i} 999`)].join('\n'),
      };
      for (const [problem, input] of Object.entries(inputs)) {
        await page.click(`.problem-picker button[data-problem="${problem}"]`);
        // Chosen from the disk, as a student would: a file given as a buffer would be built by a
        // script in the page, a long task of the test's own.
        const folder = await mkdtemp(join(tmpdir(), 'judge-'));
        const file = join(folder, `${problem}.txt`);
        await writeFile(file, input);
        await page.setInputFiles('#problem-judge-file', file);
        await page.waitForSelector('.judge-file-note');
        await settle();
        await rm(folder, { recursive: true });
      }
    },
  },
  betting: {
    what: 'black 1,000, red 1,000',
    run: async ({ fill, submit }) => {
      await fill('#bet-black', '1000');
      await fill('#bet-red', '1000');
      await submit('form.lab-form');
    },
  },
};

/** One move against the computer: the first offered move of each lab's play view. */

const MOVE = {
  nim: '.stones button.stone >> nth=-1',
  'take-away': '.stones button.stone >> nth=-1',
  wythoff: '.board button.reachable >> nth=0',
  division: '.move-buttons button.divide >> nth=0',
  kings: 'td.cell.king button >> nth=-1',
  treblecross: '.tc-play button.tc-cell.free >> nth=0',
  sums: '.move-buttons button.move >> nth=0',
  'cops-robber': 'g.vertex.clickable >> nth=-1',
  'tree-path': 'g.vertex.clickable >> nth=0',
  betting: 'button.draw-black',
};

/** Installed before any of the page's scripts: every long task's start and duration. */
export function observeLongTasks() {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__longTasks.push({ startTime: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    window.__longTasks.unsupported = String(error);
  }
}



/** A fresh page with the observer; its actions are recorded as rows of `lab`. */
async function session(browser, lab, rows) {
  const page = await openPage(browser);
  page.setDefaultTimeout(WAIT_MS);
  await page.addInitScript(observeLongTasks);
  let crashed = false;
  page.on('crash', () => {
    crashed = true;
  });
  let seen = 0;

  /** Waits until no job's progress bar is shown, then a quiet moment, twice in a row. */
  const settle = async () => {
    const deadline = Date.now() + WAIT_MS;
    let quiet = 0;
    while (quiet < 2) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timeout: still computing after ${WAIT_MS / 1000} s`);
      await page.waitForFunction(() => !document.querySelector('.computing'), null, { timeout: left });
      await page.waitForTimeout(SETTLE_MS);
      quiet = (await page.evaluate(() => !document.querySelector('.computing'))) ? quiet + 1 : 0;
    }
  };

  /** Runs `body` as the action `name`: its wall time, long tasks, notes, timeouts and errors. */
  const action = async (name, body) => {
    const row = { lab, action: name, tasks: [], notes: [], ms: 0 };
    rows.push(row);
    if (crashed) {
      row.notes.push('skipped: the page crashed earlier');
      return row;
    }
    const problems = page.problems.length;
    const t0 = Date.now();
    try {
      await body(row);
      await settle();
    } catch (error) {
      const message = String(error.message ?? error).split('\n')[0];
      row.notes.push(/timeout/i.test(message) ? `TIMEOUT: ${message}` : `error: ${message}`);
      row.failed = true;
    }
    row.ms = Date.now() - t0;
    if (crashed) {
      row.notes.push('CRASH: the page crashed');
      row.failed = true;
      return row;
    }
    try {
      const all = await page.evaluate(() => window.__longTasks ?? []);
      row.address = await page.evaluate(() => location.hash.slice(0, 300));
      row.tasks = all.slice(seen);
      seen = all.length;
    } catch (error) {
      row.notes.push(`error reading the long tasks: ${String(error.message).split('\n')[0]}`);
    }
    row.notes.push(...page.problems.slice(problems));
    return row;
  };

  /** Notes any refusal or error message the page shows (a limit the form did not accept). */
  const noteMessages = async (row) => {
    const texts = await page.evaluate(() =>
      [...document.querySelectorAll('.field-error, .error, .notice, [role=alert]')]
        .map((element) => element.textContent.trim())
        .filter((text) => text !== ''),
    );
    for (const text of new Set(texts)) row.notes.push(`page says: ${text.slice(0, 160)}`);
  };

  return { page, settle, action, noteMessages, close: () => page.context().close() };
}

/** Clicks the "last step" control if it is there and enabled, else presses End. */

async function stepToEnd(page, row) {
  const end = page.locator('.step-end');
  if ((await end.count()) > 0 && (await end.first().isVisible()) && (await end.first().isEnabled())) {
    await end.first().click();
  } else {
    row.notes.push('no enabled last-step control: pressed End');
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('End');
  }
}

async function playOneMove(page, lab, row) {
  const move = page.locator(MOVE[lab]);
  await move.first().waitFor({ timeout: 5_000 }).catch(() => {});
  if ((await move.count()) === 0 && lab === 'sums' && (await page.locator('form.typed-move').count()) > 0) {
    // Too many moves to list as buttons: typed instead (component 1, a new copy, take 1).
    row.notes.push('typed the move 1.n.t1');
    await page.fill('form.typed-move input', '1.n.t1');
    await page.click('form.typed-move button');
    return;
  }
  if ((await move.count()) === 0) {
    row.notes.push('no move offered');
    return;
  }
  await move.first().click();
  if (lab === 'kings') {
    // A king is picked up first; then one of the cells it may move to.
    const target = page.locator('td.cell.reachable button, td.cell.target button, td.cell.option button');
    await target.first().waitFor({ timeout: 5_000 }).catch(() => {});
    if ((await target.count()) === 0) row.notes.push('picked up a king; no target cell found');
    else await target.first().click();
  }
}

const tabNames = (page) => page.locator('.mode-tabs .mode').allTextContents();
const clickTab = (page, index) => page.locator('.mode-tabs .mode').nth(index).click();

/**
 * Runs every action of `lab` (its README example `example`) on `site` in `browser`, fresh pages,
 * and resolves to its rows: {lab, action, tasks: [{startTime, duration}], notes, ms, failed?}.
 */
export async function measureLab(browser, site, lab, example) {
  const rows = [];
  const { page, action, settle, noteMessages, close } = await session(browser, lab, rows);
  await action('first load', async () => {
    await page.goto(site.url + example);
    await page.waitForSelector('section h1');
  });
  const tabs = await tabNames(page);
  await action('step to the end', (row) => stepToEnd(page, row));
  for (let index = 1; index < tabs.length; index += 1) {
    await action(`tab "${tabs[index]}"`, () => clickTab(page, index));
    if (tabs[index] === 'Play the computer' && MOVE[lab]) {
      await action('one move', (row) => playOneMove(page, lab, row));
    }
  }
  if (tabs.length > 1) await action(`tab "${tabs[0]}" (back)`, () => clickTab(page, 0));
  const largest = LARGEST[lab];
  if (!largest) throw new Error(`tests/e2e/lab-actions.mjs has no largest form request for ${lab}`);
  const fill = (selector, value) => page.fill(selector, value);
  const submit = (form) => page.click(`${form} button[type=submit]`);
  const request = await action(`largest form request: ${largest.what}`, async (row) => {
    await largest.run({ page, fill, submit, settle });
    await settle();
    await noteMessages(row);
  });
  const typed = TYPED_LARGEST[lab];
  if (typed) {
    await action(`largest form request: ${typed.what}`, async (row) => {
      await typed.run({ page, paste: (selector, text) => paste(page, selector, text), submit, settle });
      await settle();
      await noteMessages(row);
    });
  }
  if (!request.failed) {
    await action('largest: step to the end', (row) => stepToEnd(page, row));
    for (let index = 1; index < tabs.length; index += 1) {
      const name = tabs[index];
      if (name !== 'Play the computer' && !(lab === 'betting' && name === 'Curves')) continue;
      await action(`largest: tab "${name}"`, async (row) => {
        await clickTab(page, index);
        await settle();
        await noteMessages(row);
      });
      if (name === 'Play the computer' && MOVE[lab]) {
        await action('largest: one move', (row) => playOneMove(page, lab, row));
      }
    }
  }
  await close();
  const embed = await session(browser, lab, rows);
  await embed.action('embed first load', async () => {
    await embed.page.goto(site.url + example.replace('#/lab/', '#/embed/'));
    await embed.page.waitForSelector('section');
  });
  await embed.close();
  for (const row of rows) row.longest = row.tasks.reduce((max, task) => Math.max(max, task.duration), 0);
  return rows;
}

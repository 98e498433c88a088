// End-to-end test that memory is bounded (issue 16, item 6): for each game, the largest request
// `cgt.solve` accepts (every field at its documented limit) leaves the wasm memory under the
// bound stated below, and a request just above one limit is refused before anything is
// allocated (the memory does not grow). Figures are recorded in BENCHMARKS.md ("Memory at the
// limits"); `MEMORY_REPORT=1` prints them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteAndBrowser, openPage, cgtReady } from './harness.mjs';

const { site, browser } = await siteAndBrowser();

const MiB = 1024 * 1024;
/** How much a refused request may grow the memory: nothing beyond reading its text. */
const REFUSAL_ALLOWANCE = 1 * MiB;
/** No bound above this, whatever the game. */
const CEILING = 1024 * MiB;

// Each game's largest request and one just above a limit. The builders run in the page (their
// source is sent, so they may use nothing outside themselves), so large requests are never
// copied through the test's connection to the browser. `bound` is the wasm memory allowed after
// the largest request, in MiB: the measured figure (BENCHMARKS.md) with headroom.
const GAMES = {
  'alpha-beta': {
    bound: 77,
    limits: 'a tree of 1,000,000 nodes (a root with 999,999 leaves)',
    largest: () => ({ game: 'alpha-beta', tree: Array.from({ length: 999999 }, (_, i) => (i * 7919) % 1000) }),
    above: () => ({ game: 'alpha-beta', tree: [[1, 10n ** 15n + 1n]] }),
    refusal: /above the limit of 10\^15/,
  },
  betting: {
    bound: 14,
    limits: 'black 1,000, red 1,000 (2,000 objects)',
    largest: () => ({ game: 'betting', black: 1000, red: 1000 }),
    above: () => ({ game: 'betting', black: 1001, red: 1000 }),
    refusal: /at most 2000/,
  },
  copies: {
    bound: 2,
    limits: '100 numbers: the largest prime below 10^5, 99,991',
    largest: () => ({ game: 'copies', numbers: Array.from({ length: 100 }, () => 99991) }),
    above: () => ({ game: 'copies', numbers: [100001] }),
    refusal: /100001 is above the limit of 100000/,
  },
  'cops-robber': {
    bound: 205,
    // As pairs, JS's own form: 1,999,000 pairs of two numbers are 5,997,000 list items, within
    // js_api's MAX_ITEMS (a limit of 5,000,000 once refused this graph).
    limits: 'the complete graph K2000 (2,000 vertices, 1,999,000 edges, as pairs)',
    largest: () => {
      const edges = [];
      for (let u = 0; u < 2000; u += 1) for (let v = u + 1; v < 2000; v += 1) edges.push([u, v]);
      return { game: 'cops-robber', vertices: 2000, edges };
    },
    above: () => ({ game: 'cops-robber', vertices: 2001, edges: [] }),
    refusal: /2001 is above the limit of 2000/,
  },
  dag: {
    bound: 10,
    limits: '10,000 vertices, 100,000 edges (v to v + 1..v + 11)',
    largest: () => {
      const edges = [];
      for (let k = 1; edges.length < 100000; k += 1) {
        for (let v = 0; v + k < 10000 && edges.length < 100000; v += 1) edges.push([v, v + k]);
      }
      return { game: 'dag', vertices: 10000, edges };
    },
    above: () => ({ game: 'dag', vertices: 10001, edges: [] }),
    refusal: /10001 is above the limit of 10000/,
  },
  division: {
    bound: 2,
    // The largest prime below 10^12: trial division's longest run.
    limits: 'n = 999,999,999,989 (the largest prime up to 10^12)',
    largest: () => ({ game: 'division', n: 999999999989 }),
    above: () => ({ game: 'division', n: 1000000000001 }),
    refusal: /above the limit of 10\^12/,
  },
  'fibonacci-nim': {
    bound: 2,
    limits: 'n = 10^18',
    largest: () => ({ game: 'fibonacci-nim', n: 10n ** 18n }),
    above: () => ({ game: 'fibonacci-nim', n: 10n ** 18n + 1n }),
    refusal: /above the limit of 10\^18/,
  },
  'gcd-game': {
    bound: 10,
    limits: '10^5 numbers of 10^9 and 10^9 - 1 (gcd 1)',
    largest: () => ({
      game: 'gcd-game',
      numbers: Array.from({ length: 100000 }, (_, i) => (i === 0 ? 999999999 : 1000000000)),
    }),
    above: () => ({ game: 'gcd-game', numbers: [1000000001] }),
    refusal: /1000000001 is above the limit of 10\^9/,
  },
  'half-nim': {
    bound: 2,
    limits: '100 piles near 2 * 10^18',
    largest: () => ({
      game: 'half-nim',
      piles: Array.from({ length: 100 }, (_, i) => 2n * 10n ** 18n - BigInt(i)),
    }),
    above: () => ({ game: 'half-nim', piles: [2n * 10n ** 18n + 1n] }),
    refusal: /2000000000000000001 is above the limit of 2000000000000000000/,
  },
  'hidden-evader': {
    bound: 3,
    limits: '1,000 vertices, 5,000 edges (v to v + 1..5 around a cycle)',
    largest: () => {
      const edges = [];
      for (let k = 1; k <= 5; k += 1) for (let v = 0; v < 1000; v += 1) edges.push([v, (v + k) % 1000]);
      return { game: 'hidden-evader', vertices: 1000, edges };
    },
    above: () => ({ game: 'hidden-evader', vertices: 1001, edges: [] }),
    refusal: /1001 is above the limit of 1000/,
  },
  kings: {
    bound: 28,
    limits: 'a free 1,000 x 1,000 board, 10,000 kings',
    largest: () => {
      const board = Array.from({ length: 1000 }, () => '.'.repeat(1000));
      const kings = Array.from({ length: 10000 }, (_, i) => [(i * 7) % 1000, (i * 13 + (i >> 10)) % 1000]);
      return { game: 'kings', board, kings };
    },
    above: () => ({ game: 'kings', board: ['..'], kings: Array.from({ length: 10001 }, () => [0, 1]) }),
    // Refused from the list's length, unread (kings' longest list is its 10,000 kings).
    refusal: /kings: is a list of 10001 items; kings takes at most 10000/,
  },
  nim: {
    bound: 2,
    limits: '64 piles near 10^18, bounded with k = 10^18',
    largest: () => ({
      game: 'nim',
      piles: Array.from({ length: 64 }, (_, i) => 10n ** 18n - BigInt(i * i)),
      variant: 'bounded',
      k: 10n ** 18n,
    }),
    above: () => ({ game: 'nim', piles: Array.from({ length: 65 }, () => 1) }),
    refusal: /64/,
  },
  'nim-ranges': {
    bound: 16,
    limits: '10^5 groups x = m = 10^16',
    largest: () => ({
      game: 'nim-ranges',
      groups: Array.from({ length: 100000 }, () => [10n ** 16n, 10n ** 16n]),
    }),
    above: () => ({ game: 'nim-ranges', groups: [[10n ** 16n + 1n, 1]] }),
    refusal: /10000000000000001 is above the limit of 10\^16/,
  },
  'nim-table': {
    bound: 3,
    limits: '256 x 256, Wythoff\'s rule',
    largest: () => ({ game: 'nim-table', rows: 256, cols: 256, rule: 'wythoff' }),
    above: () => ({ game: 'nim-table', rows: 257, cols: 256 }),
    refusal: /257 is above the limit of 256/,
  },
  'max-dif': {
    bound: 155,
    // Acyclic: state i moves to i + 1..i + 5 (1,250,000 moves less the last states'), gains
    // written out, the last state terminal with final scores; about 15 MB of text.
    limits: '250,000 states, 1,249,985 moves with gains',
    largest: () => {
      const n = 250000;
      const states = new Array(n);
      for (let i = 0; i < n; i += 1) {
        const moves = [];
        for (let k = 1; k <= 5 && i + k < n; k += 1) moves.push(`${i + k}/${k}/${(i + k) % 3}`);
        states[i] = `${(i % 2) + 1}:${moves.length ? moves.join('.') : 'final/1/2'}`;
      }
      return { game: 'max-dif', states: states.join(',') };
    },
    above: () => ({ game: 'max-dif', states: '1:1/1000000001/0,1:final' }),
    refusal: /above the limit of 10\^9/,
  },
  octal: {
    bound: 22,
    // Kayles reaches n = 2^20 within the work limit (README, `octal`).
    limits: 'Kayles (0.77), n = 2^20',
    largest: () => ({ game: 'octal', code: '0.77', n: 2 ** 20 }),
    above: () => ({ game: 'octal', code: '0.77', n: 2 ** 20 + 1 }),
    refusal: /1048577 is above the limit of 1048576/,
  },
  parallel: {
    bound: 97,
    // Two components of 1,000 positions, p moving to p - 1 and p - 2: 10^6 product states and
    // 3,994,000 moves.
    limits: 'two components of 1,000 positions: 1,000,000 states, 3,994,000 moves',
    largest: () => {
      const moves = Array.from({ length: 1000 }, (_, p) => [p - 1, p - 2].filter((q) => q >= 0));
      return { game: 'parallel', components: [{ moves }, { moves }], starts: [999, 998] };
    },
    above: () => ({ game: 'parallel', components: [{ moves: Array.from({ length: 1001 }, () => []) }], starts: [0] }),
    refusal: /components: item 0 is a list of 1001 items; parallel takes at most 1000/,
  },
  'power-race': {
    bound: 2,
    // a = 2, b = 1 at n = 10^9: the backward tables of every b (about 65,000 cells).
    limits: 'a = 2, b = 1, n = 10^9',
    largest: () => ({ game: 'power-race', a: 2, b: 1, n: 1000000000 }),
    above: () => ({ game: 'power-race', a: 2, b: 1, n: 1000000001 }),
    refusal: /1000000001 is above the limit of 10\^9/,
  },
  'powers-and-mod': {
    bound: 2,
    limits: 'a = 10^18 - 1, b = 10^18',
    largest: () => ({ game: 'powers-and-mod', a: 10n ** 18n - 1n, b: 10n ** 18n }),
    above: () => ({ game: 'powers-and-mod', a: 10n ** 18n + 1n, b: 1 }),
    refusal: /above the limit of 10\^18/,
  },
  'prime-powers': {
    bound: 2,
    limits: 'n = 10^9',
    largest: () => ({ game: 'prime-powers', n: 1000000000 }),
    above: () => ({ game: 'prime-powers', n: 1000000001 }),
    refusal: /1000000001 is above the limit of 10\^9/,
  },
  pursuit: {
    bound: 55,
    // 1 cop and 2 robbers on 68 vertices: 3 · 68 · 70^2 = 999,600 states (69 vertices would
    // make 1,043,487); 408 arcs (v to v + 1..6) keep the state moves (5,902,400) under 6,000,000.
    limits: '68 vertices, 1 cop, 2 robbers: 999,600 states, 408 arcs',
    largest: () => {
      const edges = [];
      for (let v = 0; v < 68; v += 1) for (let k = 1; k <= 6; k += 1) edges.push([v, (v + k) % 68]);
      return { game: 'pursuit', vertices: 68, edges, cops: [0], robbers: [34, 50] };
    },
    above: () => {
      const edges = [];
      for (let v = 0; v < 68; v += 1) for (let k = 1; k <= 6; k += 1) edges.push([v, (v + k) % 68]);
      return { game: 'pursuit', vertices: 69, edges, cops: [0], robbers: [34, 50] };
    },
    refusal: /1043487 states.*at most 1000000/,
  },
  river: {
    bound: 2,
    limits: '100 rows, 50 cells reclaimed (every other row)',
    largest: () => ({
      game: 'river',
      rows: 100,
      reclaimed: Array.from({ length: 50 }, (_, i) => [2 * i + 1, 1]),
    }),
    above: () => ({ game: 'river', rows: 101, reclaimed: [] }),
    refusal: /101 is above the limit of 100/,
  },
  'split-piles': {
    bound: 10,
    limits: '10^5 piles of 10^9',
    largest: () => ({ game: 'split-piles', piles: Array.from({ length: 100000 }, () => 1000000000) }),
    above: () => ({ game: 'split-piles', piles: [1000000001] }),
    refusal: /1000000001 is above the limit of 10\^9/,
  },
  'state-graph': {
    bound: 48,
    // State i (player by parity) moves to i + 1, i + 2, i + 3, i - 1, i - 2 (mod n): cycles
    // everywhere; every 20th state terminal. About 8 MB of text.
    limits: '250,000 states, 1,187,500 moves',
    largest: () => {
      const n = 250000;
      const states = new Array(n);
      for (let i = 0; i < n; i += 1) {
        const player = (i % 2) + 1;
        if (i % 20 === 0) {
          states[i] = `${player}:${['loss', 'win', 'draw', 'loss'][(i / 20) % 4]}`;
        } else {
          const moves = [1, 2, 3, n - 1, n - 2].map((d) => (i + d) % n);
          states[i] = `${player}:${moves.join('.')}`;
        }
      }
      return { game: 'state-graph', states: states.join(','), infinitePlay: 'player2' };
    },
    above: () => ({ game: 'state-graph', states: '1:4294967296,1:loss' }),
    refusal: /4294967296 is above the limit of 4294967295/,
  },
  subtraction: {
    bound: 20,
    limits: 'moves 1..63, n = 1,000,000',
    largest: () => ({ game: 'subtraction', moves: '1..63', n: 1000000 }),
    above: () => ({ game: 'subtraction', moves: '1..63', n: 1000001 }),
    refusal: /1000001 is above the limit of 1000000/,
  },
  sums: {
    bound: 78,
    // Thirteen distinct 63-move subtraction heaps of 10^6 (819 million steps of the 10^9 limit),
    // an octal component of 64 heaps of 2,000, a 16 x 16 kings board with 40 kings and a
    // Treblecross board of 1,000 cells.
    limits: '16 components: 13 subtraction heaps of 10^6 with 63 moves each, 64 octal heaps of 2,000, kings 16 x 16 with 40 kings, Treblecross 1,000 cells',
    largest: () => {
      const components = [];
      for (let k = 1; k <= 13; k += 1) components.push(`sub:${k}-${k + 62}:1000000x1000000000000000000`);
      components.push(`octal:0.007:${Array(64).fill(2000).join('+')}`);
      const kings = Array.from({ length: 40 }, (_, i) => `${i % 16}-${(i * 5) % 16}`);
      components.push(`kings:${Array(16).fill('.'.repeat(16)).join('/')}:${kings.join('/')}`);
      components.push(`treblecross:${'.'.repeat(1000)}`);
      return { game: 'sums', components };
    },
    above: () => ({ game: 'sums', components: Array.from({ length: 17 }, () => 'nim:1') }),
    refusal: /components: is a list of 17 items; sums takes at most 16/,
  },
  'take-away': {
    bound: 2,
    limits: 'n = 10^18, k = 10^18',
    largest: () => ({ game: 'take-away', n: 10n ** 18n, k: 10n ** 18n }),
    above: () => ({ game: 'take-away', n: 10n ** 18n + 1n, k: 3 }),
    refusal: /above the limit of 10\^18/,
  },
  treblecross: {
    bound: 4,
    limits: '64 boards of 10,000 cells, 10^18 copies each',
    largest: () => ({
      game: 'treblecross',
      boards: Array.from({ length: 64 }, (_, i) => `${'.'.repeat(i * 100)}X${'.'.repeat(9999 - i * 100)}`),
      counts: Array.from({ length: 64 }, () => 10n ** 18n),
    }),
    above: () => ({ game: 'treblecross', boards: Array.from({ length: 65 }, () => '...') }),
    refusal: /boards: is a list of 65 items; treblecross takes at most 64/,
  },
  'tree-path': {
    bound: 4,
    // A path: the deepest tree.
    limits: 'a path on 10,000 vertices',
    largest: () => ({
      game: 'tree-path',
      vertices: 10000,
      edges: Array.from({ length: 9999 }, (_, v) => [v, v + 1]),
    }),
    above: () => ({ game: 'tree-path', vertices: 10001, edges: [] }),
    refusal: /10001 is above the limit of 10000/,
  },
  'two-piles-k': {
    bound: 2,
    limits: 'a = b = k = 10^18',
    largest: () => ({ game: 'two-piles-k', a: 10n ** 18n, b: 10n ** 18n, k: 10n ** 18n }),
    above: () => ({ game: 'two-piles-k', a: 10n ** 18n + 1n, b: 0, k: 1 }),
    refusal: /above the limit of 10\^18/,
  },
  wythoff: {
    bound: 2,
    limits: 'a = b = 10^18',
    largest: () => ({ game: 'wythoff', a: 10n ** 18n, b: 10n ** 18n }),
    above: () => ({ game: 'wythoff', a: 10n ** 18n + 1n, b: 0 }),
    refusal: /above the limit of 10\^18/,
  },
};

// Requests just above a limit that are refused only after the whole request has been read:
// js_api copies every field into text, and the graph parsers read every edge, before a limit is
// checked (and the octal work check runs its probe first). These do not meet "before any
// allocation"; each states the growth measured (BENCHMARKS.md) with headroom as `growth`, in
// MiB, so that a change that makes a refusal costlier shows here.
const READ_FIRST = [
  {
    game: 'state-graph',
    limits: '250,001 terminal states as a text (1.75 MB)',
    growth: 6,
    build: () => ({ game: 'state-graph', states: '1:loss,'.repeat(250001) }),
    refusal: /more than 250000 states; at most 250000 are solved at once/,
  },
  {
    game: 'dag',
    limits: '100,001 edges on 10,000 vertices',
    growth: 8,
    build: () => {
      const edges = [];
      for (let k = 1; edges.length < 100001; k += 1) {
        for (let v = 0; v + k < 10000 && edges.length < 100001; v += 1) edges.push([v, v + k]);
      }
      return { game: 'dag', vertices: 10000, edges };
    },
    // Refused from the list's length, unread (dag's longest list is its 100,000 edges).
    refusal: /edges: is a list of 100001 items; dag takes at most 100000/,
  },
  {
    game: 'cops-robber',
    limits: '2,001 vertices with K2000\'s 1,999,000 edges as a text',
    growth: 176,
    build: () => {
      const edges = [];
      for (let u = 0; u < 2000; u += 1) for (let v = u + 1; v < 2000; v += 1) edges.push(`${u}-${v}`);
      return { game: 'cops-robber', vertices: 2001, edges: edges.join(',') };
    },
    refusal: /2001 is above the limit of 2000/,
  },
  {
    game: 'hidden-evader',
    limits: '5,001 edges on 1,000 vertices',
    growth: 1,
    build: () => {
      const edges = [];
      for (let k = 1; edges.length < 5001; k += 1) {
        for (let v = 0; v < 1000 && edges.length < 5001; v += 1) edges.push([v, (v + k) % 1000]);
      }
      return { game: 'hidden-evader', vertices: 1000, edges };
    },
    refusal: /edges: is a list of 5001 items; hidden-evader takes at most 5000/,
  },
  {
    game: 'kings',
    limits: 'a 1,001 x 1,000 board with 10,000 kings',
    growth: 3,
    build: () => ({
      game: 'kings',
      board: Array.from({ length: 1001 }, () => '.'.repeat(1000)),
      kings: Array.from({ length: 10000 }, (_, i) => [(i * 7) % 1000, (i * 13) % 1000]),
    }),
    refusal: /1001 rows; the limit is 1000/,
  },
  {
    game: 'treblecross',
    limits: '63 boards of 10,000 cells and one of 10,001',
    growth: 2,
    build: () => ({
      game: 'treblecross',
      boards: Array.from({ length: 64 }, (_, i) => '.'.repeat(i === 63 ? 10001 : 10000)),
    }),
    refusal: /board 64: 10001 cells; at most 10000/,
  },
  {
    game: 'octal',
    // The work bound is about 1.8 · 10^13 steps and the probe (5 · 10^6 steps) proves no period.
    limits: 'a 32-digit code (0.77...7) at n = 2^20, above the work limit',
    growth: 8,
    build: () => ({ game: 'octal', code: `0.${'7'.repeat(32)}`, n: 2 ** 20 }),
    refusal: /more than the limit of 1\D000\D000\D000/,
  },
];

/**
 * A fresh page with the site loaded and `window.cgt` ready, the memory of `cgt`'s wasm instance
 * kept as `window.__wasmMemory`.
 */
async function freshPage() {
  const page = await openPage(browser);
  // The loader announces the instance's exports when `cgt` has started, the memory among them.
  await page.addInitScript(() => {
    addEventListener('cgt-started', (event) => {
      window.__wasmMemory = event.detail.wasm.memory;
    });
  });
  await page.goto(site.url);
  await page.waitForSelector('.home');
  await cgtReady(page);
  await page.waitForFunction(() => window.__wasmMemory);
  return page;
}

/**
 * Builds a request with `build` in the page and solves it: the memory before and after, the
 * time taken, and the answer's keys or the thrown message.
 */
function solveInPage(page, build) {
  return page.evaluate(`(() => {
    const request = (${build})();
    const before = window.__wasmMemory.buffer.byteLength;
    const start = performance.now();
    let answer;
    let error = null;
    try {
      answer = cgt.solve(request);
    } catch (thrown) {
      error = thrown instanceof Error ? 'Error: ' + thrown.message : 'not an Error: ' + String(thrown);
    }
    const ms = performance.now() - start;
    const after = window.__wasmMemory.buffer.byteLength;
    const keys = answer && typeof answer === 'object' ? Object.keys(answer) : null;
    return { before, after, ms, error, keys };
  })()`);
}

const mib = (bytes) => (bytes / MiB).toFixed(1);
const report = [];

test('the table covers every game of cgt.games', async () => {
  const page = await freshPage();
  const games = await page.evaluate(() => [...cgt.games]);
  assert.deepEqual(Object.keys(GAMES).sort(), [...games].sort());
  await page.context().close();
});

for (const [game, spec] of Object.entries(GAMES)) {
  test(`${game}: the largest request stays under ${spec.bound} MiB`, { timeout: 120000 }, async () => {
    assert.ok(spec.bound > 0 && spec.bound * MiB <= CEILING, `${game}: a bound from 1 MiB to 1 GiB`);
    const page = await freshPage();
    const run = await solveInPage(page, spec.largest);
    report.push({ game, kind: 'largest', limits: spec.limits, bound: spec.bound, ...run });
    assert.equal(run.error, null, `${game} (${spec.limits}) is accepted`);
    assert.ok(run.keys && run.keys.length > 0, `${game}: an answer`);
    assert.ok(run.after <= spec.bound * MiB, `${game}: ${mib(run.after)} MiB after, bound ${spec.bound} MiB`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test(`${game}: a request just above a limit is refused before any allocation`, async () => {
    const page = await freshPage();
    const run = await solveInPage(page, spec.above);
    report.push({ game, kind: 'above', limits: spec.above.toString(), ...run });
    assert.match(run.error ?? 'accepted', /^Error: /, `${game}: refused with an Error`);
    assert.match(run.error, spec.refusal, `${game}: the message states the limit`);
    assert.ok(
      run.after - run.before <= REFUSAL_ALLOWANCE,
      `${game}: memory grew ${run.after - run.before} bytes while refusing`,
    );
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

for (const spec of READ_FIRST) {
  test(`${spec.game}: ${spec.limits} is refused, growing the memory at most ${spec.growth} MiB`, async () => {
    const page = await freshPage();
    const run = await solveInPage(page, spec.build);
    report.push({ game: spec.game, kind: 'read-first', limits: spec.limits, ...run });
    assert.match(run.error ?? 'accepted', /^Error: /, `${spec.game}: refused with an Error`);
    assert.match(run.error, spec.refusal, `${spec.game}: the message states the limit`);
    assert.ok(
      run.after - run.before <= spec.growth * MiB,
      `${spec.game}: memory grew ${mib(run.after - run.before)} MiB while refusing ${spec.limits}`,
    );
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

test('report', () => {
  if (!process.env.MEMORY_REPORT) return;
  for (const row of report) {
    const figures = `before ${row.before} after ${row.after} (${mib(row.after)} MiB) ${row.ms.toFixed(0)} ms`;
    console.log(`${row.kind.padEnd(10)} ${row.game}: ${figures}; ${row.error ?? 'accepted'}`);
  }
});

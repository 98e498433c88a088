// The state-graph queue algorithm on 10^6 states and 10,450,000 moves, natively and in Chromium,
// from one run: reads what `cargo bench --bench graph_games` and `cargo bench --target
// wasm32-unknown-unknown --bench graph_games_web` printed (the same graph, the same code) and
// prints each case's time, ns a move in both, and Chromium's time as a multiple of the native one.
//
// Usage: node benches/graph_games_ratio.mjs NATIVE_OUTPUT WEB_OUTPUT
import { readOutput, criterionMedians } from './bench_output.mjs';

const [nativeFile, webFile] = process.argv.slice(2);
if (!nativeFile || !webFile) throw new Error('usage: node benches/graph_games_ratio.mjs NATIVE_OUTPUT WEB_OUTPUT');

// Native: "state graph, queue algorithm (1000000 states, 10450000 moves)     358.0 ms (...)" and
// "state graph in slices of 10^5 moves: 324 slices,     337.0 ms in all, ...".
const nativeText = readOutput(nativeFile);
const size = /queue algorithm \((\d+) states, (\d+) moves\)/.exec(nativeText);
if (!size) throw new Error(`no queue algorithm figure in ${nativeFile}`);
const [states, moves] = [Number(size[1]), Number(size[2])];
const native = new Map([
  ['at once', Number(/queue algorithm \(\d+ states, \d+ moves\)\s+([\d.]+) ms/.exec(nativeText)?.[1])],
  ['in slices of 10^5 moves', Number(/slices of 10\^5 moves: \d+ slices,\s+([\d.]+) ms in all/.exec(nativeText)?.[1])],
]);

// Chromium: Criterion's middle estimate of the same two cases.
const webMedians = criterionMedians(readOutput(webFile));
const web = new Map([
  ['at once', webMedians.get(`state graph, queue algorithm (${states} states, ${moves} moves)`)],
  ['in slices of 10^5 moves', webMedians.get('state graph in slices of 10^5 moves')],
]);

console.log(`${states} states, ${moves} moves`);
console.log('case                        native      ns a move   Chromium    ns a move   Chromium / native');
for (const [name, nativeMs] of native) {
  const webMs = web.get(name);
  if (!(nativeMs > 0) || !(webMs > 0)) throw new Error(`no native or Chromium figure for "${name}"`);
  const perMove = (ms) => ((ms * 1e6) / moves).toFixed(1);
  console.log(
    `${name.padEnd(27)} ${nativeMs.toFixed(1).padStart(8)} ms ${perMove(nativeMs).padStart(8)}   ` +
      `${webMs.toFixed(1).padStart(8)} ms ${perMove(webMs).padStart(8)}     ${(webMs / nativeMs).toFixed(2)}x`,
  );
}

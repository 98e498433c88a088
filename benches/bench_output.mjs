// Reading what the benchmarks print, for the scripts that set native and Chromium figures side by
// side (benches/kernel_ratios.mjs, benches/graph_games_ratio.mjs).
import { readFileSync } from 'node:fs';

/** A benchmark's saved output, without its terminal colours. */
export const readOutput = (file) => readFileSync(file, 'utf8').replace(/\x1b\[[0-9;]*m/g, '');

/** Milliseconds in each unit Criterion prints. */
const MS = { ps: 1e-9, ns: 1e-6, 'µs': 1e-3, us: 1e-3, ms: 1, s: 1000 };

/**
 * wasm-bindgen-test's Criterion estimates: each benchmark's name (the line before
 * "time: [low middle high]") with its middle figure in milliseconds.
 */
export function criterionMedians(text) {
  const medians = new Map();
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const time = /time:\s+\[[\d.]+ \S+ ([\d.]+) (\S+)/.exec(lines[i + 1] ?? '');
    if (time && line.trim() && MS[time[2]] !== undefined) medians.set(line.trim(), Number(time[1]) * MS[time[2]]);
  });
  return medians;
}

// The Sprague-Grundy kernel against plain C, natively and in Chromium, from one run of
// scripts/bench: reads what `cargo bench --bench sg_table` (ours and the C kernel, same run) and
// `cargo bench --target wasm32-unknown-unknown --bench kernel_web` (ours in headless Chromium)
// printed, and prints each case's times and our speed as a fraction of C's.
//
// Usage: node benches/kernel_ratios.mjs NATIVE_OUTPUT WEB_OUTPUT
import { readOutput as text, criterionMedians } from './bench_output.mjs';

const [nativeFile, webFile] = process.argv.slice(2);
if (!nativeFile || !webFile) throw new Error('usage: node benches/kernel_ratios.mjs NATIVE_OUTPUT WEB_OUTPUT');

// Native: "S = {1, 3, 4}, n = 10^7      sg_table      71.33 ms ..." then "C kernel 58.61 ms".
const native = new Map();
let current;
for (const line of text(nativeFile).split('\n')) {
  const ours = /^(S = .*?, n = \S+)\s+sg_table\s+([\d.]+) ms/.exec(line);
  if (ours) native.set((current = ours[1].replace(/\s+/g, ' ')), { ours: Number(ours[2]) });
  const c = /C kernel\s+([\d.]+) ms/.exec(line);
  if (c && current) native.get(current).c = Number(c[1]);
}

// Chromium: "sg_table S={1,3,4} n=10^7" then "time: [low median high]".
const web = new Map();
for (const [line, ms] of criterionMedians(text(webFile))) {
  const name = /^sg_table S=\{([\d,]+)\} n=(\S+)$/.exec(line);
  if (name) web.set(`S = {${name[1].split(',').join(', ')}}, n = ${name[2]}`, ms);
}

if (web.size === 0) throw new Error(`no Chromium figure found in ${webFile}`);
console.log('case                          C (gcc -O2)   native      Chromium    native/C  Chromium/C');
for (const [name, browser] of web) {
  const figures = native.get(name);
  if (!figures?.c) throw new Error(`no native or C figure for ${name} in ${nativeFile}`);
  const ratio = (ms) => (figures.c / ms).toFixed(2);
  console.log(
    `${name.padEnd(29)} ${figures.c.toFixed(2).padStart(8)} ms ${figures.ours.toFixed(2).padStart(8)} ms ` +
      `${browser.toFixed(2).padStart(8)} ms   ${ratio(figures.ours).padStart(5)}x    ${ratio(browser).padStart(5)}x`,
  );
}

// What a first visit downloads, for the built site (dist/, release build), against the budgets
// of the issue "bytes and speed": a table for BENCHMARKS.md (tests/e2e/first-visit.mjs measures).
// Run by scripts/bench after `trunk build --release`: node benches/first_visit_bytes.mjs
import { serveDist, launch } from '../tests/e2e/harness.mjs';
import { budget, deckPage, firstVisits } from '../tests/e2e/first-visit.mjs';

const site = await serveDist(deckPage);
const browser = await launch();
let rows;
try {
  rows = await firstVisits(browser, site);
} finally {
  await browser.close();
  await site.close();
}
console.log('| page | files | KB gzip | budget |');
console.log('| --- | ---: | ---: | ---: |');
for (const { kind, name, files, kb } of rows) {
  const label = kind === 'home' || kind === 'deck' ? name : `${kind} ${name}`;
  console.log(`| ${label} | ${files} | ${kb.toFixed(1)} | ${budget[kind]}${kb > budget[kind] ? ' (over)' : ''} |`);
}

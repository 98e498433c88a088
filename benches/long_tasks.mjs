// Main-thread long tasks (over 50 ms) per lab and action, on the built site (dist/): issue 16, item 5, "No frozen page".
// The actions and their measurement are tests/e2e/lab-actions.mjs's (the end-to-end test
// tests/e2e/long-tasks.test.mjs asserts them); this prints every action's figures as a table.
// Run: node benches/long_tasks.mjs [--json FILE] [--only slug,slug]
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { serveDist, launch, labSlugs } from '../tests/e2e/harness.mjs';
import { measureLab, readmeExamples } from '../tests/e2e/lab-actions.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const jsonFile = option('--json');
const only = option('--only')?.split(',');
const examples = await readmeExamples();

const rows = [];
const started = Date.now();
const site = await serveDist();
const browser = await launch();
const slugs = (await labSlugs()).filter((slug) => !only || only.includes(slug));
try {
  for (const lab of slugs) {
    const example = examples.get(lab);
    if (!example) throw new Error(`README.md's Labs table has no example for ${lab}`);
    const t0 = Date.now();
    rows.push(...(await measureLab(browser, site, lab, example)));
    console.error(`${lab}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
} finally {
  await browser.close();
  await site.close();
}

const seconds = (Date.now() - started) / 1000;
const fmt = (ms) => Math.round(ms).toLocaleString('en');
console.log('| lab | action | tasks over 50 ms | longest (ms) | action wall time (ms) | notes |');
console.log('| --- | --- | ---: | ---: | ---: | --- |');
for (const row of rows) {
  row.count = row.tasks.length;
  console.log(`| ${row.lab} | ${row.action} | ${row.count} | ${row.count ? fmt(row.longest) : '-'} | ${fmt(row.ms)} | ${row.notes.join('; ').replaceAll('|', '\\|')} |`);
}
console.log(`\n${rows.length} actions on ${slugs.length} labs in ${seconds.toFixed(0)} s; ` +
  `${rows.filter((row) => row.count > 0).length} with a long task, ` +
  `${rows.filter((row) => row.notes.some((note) => /TIMEOUT|CRASH/.test(note))).length} timed out or crashed.`);
if (jsonFile) {
  await writeFile(jsonFile, JSON.stringify({ date: new Date().toISOString(), seconds, rows }, null, 1));
  console.log(`raw data: ${resolve(jsonFile)}`);
}

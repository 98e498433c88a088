// What a first visit downloads, for the built site (dist/, release build): the gzip size of every
// script and wasm file fetched, for the home page, every lab, every embed, and a deck page
// embedding five different labs (as a reveal.js deck would). Files are counted once per page
// (a deck's iframes share them) and gzipped here at zlib's default level, as a server would.
// Run by scripts/bench after `trunk build --release`: node benches/first_visit_bytes.mjs
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serveDist, launch, openPage } from '../tests/e2e/harness.mjs';

/** The budgets of the issue "bytes and speed", in KB of gzip. */
const budget = { home: 120, lab: 200, embed: 200, deck: 450 };

// Every lab of the catalog (the app's one list of labs).
const catalog = readFileSync(resolve(import.meta.dirname, '../src/ui/catalog.rs'), 'utf8');
const slugs = [...catalog.matchAll(/slug: "([^"]+)"/g)].map((match) => match[1]).sort();
if (slugs.length === 0) throw new Error('no lab found in src/ui/catalog.rs');
const deckLabs = ['nim', 'sg-table', 'cops-robber', 'betting', 'octal'];
const deck = `<!doctype html><meta charset="utf-8"><title>Five widgets</title>
${deckLabs.map((slug) => `<iframe src="index.html#/embed/${slug}" width="800" height="600"></iframe>`).join('\n')}`;

const site = await serveDist({ '__deck.html': deck });
const browser = await launch();
const rows = [];
try {
  const measure = async (kind, name, path, ready) => {
    const page = await openPage(browser);
    const files = new Map();
    page.on('response', async (response) => {
      const url = response.url().split('#')[0];
      if (!/\.(js|wasm)$/.test(url) || files.has(url)) return;
      files.set(url, response.body().then((body) => gzipSync(body).length));
    });
    await page.goto(site.url + path);
    await page.waitForSelector(ready);
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(files.values());
    const kb = sizes.reduce((sum, size) => sum + size, 0) / 1024;
    rows.push({ kind, name, files: sizes.length, kb, over: kb > budget[kind] });
    await page.context().close();
  };
  await measure('home', 'home page', '', '.home, #app > *');
  for (const slug of slugs) await measure('lab', slug, `#/lab/${slug}`, 'section h1');
  for (const slug of slugs) await measure('embed', slug, `#/embed/${slug}`, 'section .embed-title');
  await measure('deck', `deck of ${deckLabs.join(', ')}`, '__deck.html', 'iframe');
} finally {
  await browser.close();
  await site.close();
}
console.log('| page | files | KB gzip | budget |');
console.log('| --- | ---: | ---: | ---: |');
for (const { kind, name, files, kb, over } of rows) {
  const label = kind === 'home' || kind === 'deck' ? name : `${kind} ${name}`;
  console.log(`| ${label} | ${files} | ${kb.toFixed(1)} | ${budget[kind]}${over ? ' (over)' : ''} |`);
}

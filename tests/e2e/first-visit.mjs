// What a first visit downloads from the built site: the gzip size (zlib's default level, as a
// server would send it) of every script and wasm file a page fetches, for the home page, every
// lab, every embed, and a deck page embedding five different labs (as a reveal.js deck would).
// Files are counted once per page (a deck's iframes share them). Used by the byte-budget test
// (tests/e2e/bytes.test.mjs) and printed by benches/first_visit_bytes.mjs.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { openPage } from './harness.mjs';

/** The budgets of the issue "bytes and speed", in KB (1,024 bytes) of gzip, per kind of page. */
export const budget = { home: 120, lab: 200, embed: 200, deck: 450 };

/** Every lab of the catalog (the app's one list of labs). */
export const slugs = [
  ...readFileSync(resolve(import.meta.dirname, '../../src/ui/catalog.rs'), 'utf8').matchAll(/slug: "([^"]+)"/g),
].map((match) => match[1]).sort();

/** The labs of the deck page. */
export const deckLabs = ['nim', 'sg-table', 'cops-robber', 'betting', 'octal'];

/** The deck page: served beside the site as `__deck.html` (pass it to `serveDist`). */
export const deckPage = {
  '__deck.html': `<!doctype html><meta charset="utf-8"><title>Five widgets</title>
${deckLabs.map((slug) => `<iframe src="index.html#/embed/${slug}" width="800" height="600"></iframe>`).join('\n')}`,
};

/**
 * Measures every page of the site served at `site` (with `deckPage`): resolves to rows
 * {kind, name, files, kb}, kind one of the keys of `budget`.
 */
export async function firstVisits(browser, site) {
  if (slugs.length === 0) throw new Error('no lab found in src/ui/catalog.rs');
  const rows = [];
  const measure = async (kind, name, path, ready) => {
    const page = await openPage(browser);
    const files = new Map();
    page.on('response', (response) => {
      const url = response.url().split('#')[0];
      if (!/\.(js|wasm)(\?|$)/.test(url) || files.has(url)) return;
      files.set(url, response.body().then((body) => gzipSync(body).length));
    });
    await page.goto(site.url + path);
    await page.waitForSelector(ready);
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(files.values());
    rows.push({ kind, name, files: sizes.length, kb: sizes.reduce((sum, size) => sum + size, 0) / 1024 });
    await page.context().close();
  };
  await measure('home', 'home page', '', '.home, #app > *');
  for (const slug of slugs) await measure('lab', slug, `#/lab/${slug}`, 'section h1');
  for (const slug of slugs) await measure('embed', slug, `#/embed/${slug}`, 'section .embed-title');
  await measure('deck', `deck of ${deckLabs.join(', ')}`, '__deck.html', 'iframe');
  return rows;
}

// The byte budget of a first visit: every page of the built site (home, each lab, each embed,
// a deck of five embeds) downloads at most its ceiling of scripts and wasm, gzip.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch } from './harness.mjs';
import { budget, deckPage, firstVisits, slugs } from './first-visit.mjs';

// Issue 12's budgets (`budget`: 120 KB for the home page, 200 for a lab or an embed, 450 for the
// deck) are not met yet: every page downloads the one binary of all labs, 605.9 KB when this test
// was written (BENCHMARKS.md). Until the split lands, this ceiling, that size and 1.5 % more,
// keeps it from creeping up unnoticed; each kind's ceiling comes down to its budget as the split
// lands.
const ceiling = { home: 615, lab: 615, embed: 615, deck: 615 };

const site = await serveDist(deckPage);
const browser = await launch();
after(async () => {
  await browser.close();
  await site.close();
});

test('a first visit of every page downloads at most its ceiling', { timeout: 300000 }, async (t) => {
  const rows = await firstVisits(browser, site);
  assert.equal(rows.length, 2 + 2 * slugs.length);
  const over = [];
  for (const { kind, name, files, kb } of rows) {
    t.diagnostic(`${kind} ${name}: ${files} files, ${kb.toFixed(1)} KB gzip (ceiling ${ceiling[kind]}, budget ${budget[kind]})`);
    assert.ok(files > 0 && kb > 0, `${name} fetched no script`);
    if (kb > ceiling[kind]) over.push(`${kind} ${name}: ${kb.toFixed(1)} KB > ${ceiling[kind]} KB`);
  }
  assert.deepEqual(over, []);
});

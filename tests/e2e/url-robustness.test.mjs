// End-to-end test: every lab's README link, with each of its parameters (and the view
// parameters the labs share) replaced by text a parser may trip on, never breaks the page: no
// error panel, no uncaught error, and the lab still renders.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { siteAndBrowser, openPage } from './harness.mjs';

const { site, browser } = await siteAndBrowser();

/** The example link of every lab in the README's table of labs. */
async function readmeLinks() {
  const readme = await readFile(join(import.meta.dirname, '../../README.md'), 'utf8');
  return [...readme.matchAll(/^\| [^|]+ \| `(#\/lab\/[^`]+)` \|/gm)].map((match) => match[1]);
}

// Multi-byte letters, a full-width digit, a lone combining accent, an emoji, and a mix.
const awkward = ['é', '５', '\u0301', 'c\u0301', '🂡', 'Bé0.5,r５,ç'];
// View parameters that several labs read (play modes, replays, roles, hints, tools).
const shared = ['mode', 'moves', 'role', 'first', 'step', 'speed', 'cell', 'game', 'hint', 'tool', 'pos'];

test('every README link, with any parameter made of awkward characters, keeps the page alive', { timeout: 600000 }, async () => {
  const links = await readmeLinks();
  assert.ok(links.length >= 15, `the README lists every lab (${links.length} links)`);
  const page = await openPage(browser);
  let opened = 0;
  for (const link of links) {
    const [path, query] = link.split('?');
    const slug = path.split('/').pop();
    const base = new URLSearchParams(query);
    const names = [...new Set([...base.keys(), ...shared])];
    const variants = [];
    for (const name of names) {
      for (const text of awkward) {
        const params = new URLSearchParams(base);
        params.set(name, text);
        variants.push(params);
      }
    }
    // Replays in the play modes: awkward moves after a valid mode, for each side a lab lets
    // the user play (betting: bettor or adversary; cops and robbers: cop or robber).
    for (const role of [null, 'bettor', 'adversary', 'cop', 'robber']) {
      for (const text of awkward) {
        const params = new URLSearchParams(base);
        params.set('mode', 'play');
        if (role) params.set('role', role);
        params.set('moves', text);
        variants.push(params);
      }
    }
    for (const params of variants) {
      const hash = `${path}?${params}`;
      await page.goto(site.url + hash);
      // The lab's section (after a reload into its binary when the page held another lab), then
      // the page's next tasks: let them run and the view render.
      await page.waitForSelector(`#app section.${slug}-lab`, { timeout: 5000 });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
      assert.equal(await page.locator('#panic-panel').count(), 0, `${hash}: the error panel`);
      assert.deepEqual(page.problems, [], hash);
      opened += 1;
    }
    // The unchanged link still works afterwards, in the same page.
    await page.goto(site.url + link);
    await page.waitForSelector('#app section[class*="-lab"]');
    assert.ok(await page.locator('#app section').first().isVisible(), `${slug} renders`);
  }
  assert.ok(opened > 500, `${opened} links opened`);
});

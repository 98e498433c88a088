// End-to-end test of the loader and the app together (ARCHITECTURE.md, "One binary per lab"): a
// route to a lab the page's binary does not hold reloads the page so that www/loader.js starts
// the lab's binary, at most once per address. Were a lab in the catalog but missing from the
// loader's list, the reload would start the same binary again; the app must then say so rather
// than reload forever.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, openPage, readDist } from './harness.mjs';

test('a lab the loader cannot start reloads the page once, then says so', async () => {
  const built = await readDist('loader.js');
  const loader = built.replace("'nim', ", '');
  assert.notEqual(loader, built, "the built loader lists 'nim'");
  const site = await serveDist({ 'loader.js': loader });
  const browser = await launch();
  try {
    const page = await openPage(browser);
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto(site.url + '#/lab/nim?piles=5,3,8');
    await page.waitForSelector('.not-found h1');
    assert.equal(await page.textContent('.not-found h1'), 'This lab could not start');
    assert.match(await page.textContent('.not-found p'), /the code of the lab 'nim', and it is still missing/);
    await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    assert.equal(loads, 2, 'one reload, no loop');
    // A lab the loader does start still opens after that, through one reload.
    await page.click('a.brand');
    await page.waitForSelector('.lab-card');
    await page.evaluate(() => {
      location.hash = '#/lab/division?n=12';
    });
    await page.waitForSelector('#app section.division-lab');
    assert.equal(loads, 3);
    assert.deepEqual(page.problems, []);
  } finally {
    await browser.close();
    await site.close();
  }
});

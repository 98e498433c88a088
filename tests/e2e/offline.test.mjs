// End-to-end tests of the site offline (www/sw.js): after one visit, labs never visited, embeds
// and the lecture deck load with the network off, and so does a teacher's own deck once visited;
// a new deploy replaces the old cache whole.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, offline, openPage, readDist, screenshot, serveDist } from './harness.mjs';

// Files the server answers in place of dist/'s: a second deploy's service worker, set mid-test.
const replaced = {};
const site = await serveDist(replaced);
const browser = await launch();
after(async () => {
  await browser.close();
  await site.close();
});

/** The names of the site's caches, once the service worker controls the page. */
async function cachesOnceControlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return page.evaluate(() => caches.keys());
}

test('after one visit, labs, embeds and the deck work with the network off', { timeout: 180000 }, async () => {
  const page = await openPage(browser, { serviceWorkers: 'allow' });
  await page.goto(`${site.url}#/lab/sg-table?moves=1,3,4&n=30&step=5`);
  await page.waitForSelector('.sg-table-lab');
  const names = await cachesOnceControlled(page);
  assert.equal(names.length, 1, `one cache: ${names}`);
  // Every file the service worker lists is cached, the binaries of labs never visited included.
  const worker = await readDist('sw.js');
  const files = JSON.parse(/const FILES = (\[.*\]);/.exec(worker)[1]);
  assert.ok(files.some((file) => file.startsWith('./lab-kings_bg.wasm?v=')), 'the kings lab is listed');
  const cached = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, names[0]);
  assert.equal(cached, files.length);

  await page.context().setOffline(true);
  await page.reload();
  await page.waitForSelector('.sg-table-lab');
  assert.equal(await page.textContent('.explanation .sentence'), 'SG(5) = mex{SG(4), SG(2), SG(1)} = mex{2, 0, 1} = 3');
  // A lab never opened online: its binary comes from the cache.
  await page.goto(`${site.url}#/lab/kings`);
  await page.waitForSelector('.kings-lab');
  // An embed, and the octal lab's worker, offline.
  const embed = await page.context().newPage();
  await embed.goto(`${site.url}#/embed/cops-robber?graph=wheel&n=7&step=3`);
  await embed.waitForSelector('.cops-robber-lab.is-embed .stepper');
  const octal = await page.context().newPage();
  await octal.goto(`${site.url}#/lab/octal?code=0.137&n=65536`);
  await octal.waitForFunction(
    () => /in a background worker/.test(document.querySelector('.method-panel .computed')?.textContent ?? ''),
    null,
    { timeout: 60000 },
  );
  assert.equal(octal.workers().length, 1, 'the worker is running');
  // The deck, with reveal.js and its widgets.
  const deck = await page.context().newPage();
  await deck.goto(`${site.url}deck.html`);
  await deck.waitForFunction(() => window.deck?.isReady());
  await deck.evaluate(() => {
    window.arrived = new Promise((done) => window.deck.on('slidetransitionend', done));
    window.deck.slide(1);
    return window.arrived;
  });
  await deck.frameLocator('section.present iframe').locator('.sg-table-lab').waitFor();
  await screenshot(deck, 'offline-deck');
  await page.context().setOffline(false);
  assert.deepEqual(page.problems, []);
});

test("a teacher's own deck beside the example, visited once, works with the network gone", { timeout: 120000 }, async () => {
  // The README's way: a copy of deck.html under another name, served beside the site's files.
  const served = { 'my-lecture.html': (await readDist('deck.html')).replace('<title>', '<title>My lecture: ') };
  const own = await serveDist(served);
  const page = await openPage(browser, { serviceWorkers: 'allow' });
  try {
    await page.goto(`${own.url}#/lab/nim`);
    await page.waitForSelector('.nim-lab');
    await cachesOnceControlled(page);
    await page.goto(`${own.url}my-lecture.html`);
    await page.waitForFunction(() => window.deck?.isReady());
    // Every connection refused from now on, the service worker's too.
    served[offline] = true;
    await page.reload();
    await page.waitForFunction(() => window.deck?.isReady());
    assert.match(await page.title(), /^My lecture: /);
    await page.evaluate(() => {
      window.arrived = new Promise((done) => window.deck.on('slidetransitionend', done));
      window.deck.slide(1);
      return window.arrived;
    });
    await page.frameLocator('section.present iframe').locator('.sg-table-lab').waitFor();
    assert.deepEqual(page.problems, []);
  } finally {
    await page.context().close();
    served[offline] = false;
    await own.close();
  }
});

test('a new deploy replaces the old cache as a whole', { timeout: 120000 }, async () => {
  const page = await openPage(browser, { serviceWorkers: 'allow' });
  await page.goto(`${site.url}#/lab/nim`);
  await page.waitForSelector('.nim-lab');
  const [first] = await cachesOnceControlled(page);
  // The next build's service worker: another version (its files are the same here).
  const worker = await readDist('sw.js');
  replaced['sw.js'] = worker.replace(/const VERSION = '[0-9a-f]+';/, "const VERSION = 'next-build';");
  assert.notEqual(replaced['sw.js'], worker);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
  await page.waitForFunction(async () => {
    const names = await caches.keys();
    return names.length === 1 && names[0] === 'cgt-playground-next-build';
  });
  assert.notEqual(first, 'cgt-playground-next-build');
  delete replaced['sw.js'];
  assert.deepEqual(page.problems, []);
});

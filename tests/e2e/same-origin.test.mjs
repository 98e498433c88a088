// End-to-end test that nothing leaves the site (ARCHITECTURE.md, "Invariants"): every request
// made while every lab's example view and embed is opened, switched through its modes and
// stepped, while the octal lab's worker computes a long table, and while the embedding example
// page plays, goes to the test server's own origin. No font, script, image or connection
// elsewhere.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteAndBrowser, openPage, labSlugs } from './harness.mjs';

const { site, browser } = await siteAndBrowser();
const origin = new URL(site.url).origin;

/** A page whose context records every request (any frame, the worker too) into `requests`. */
async function openRecorded(requests) {
  const page = await openPage(browser);
  page.context().on('request', (request) => requests.push(request.url()));
  return page;
}

/** Lets the page handle what was just done: a frame, then its pending tasks and requests. */
async function settle(page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
  await page.waitForLoadState('networkidle');
}

/** Presses the step-forward control of `frame` (a page or an iframe) `times` times, if shown. */
async function stepForward(page, frame, times) {
  for (let i = 0; i < times; i += 1) {
    const forward = frame.locator('.step-forward');
    if ((await forward.count()) === 0 || !(await forward.first().isEnabled())) return;
    await forward.first().click();
    await settle(page);
  }
}

/** The requests of `requests` that leave `origin`, one line each. */
function offSite(requests) {
  return requests.filter((url) => new URL(url).origin !== origin);
}

test('every lab and embed, each mode stepped, requests only the site itself', { timeout: 600000 }, async () => {
  const slugs = await labSlugs();
  assert.ok(slugs.length >= 16, `${slugs.length} labs`);
  const requests = [];
  for (const slug of slugs) {
    for (const kind of ['lab', 'embed']) {
      const page = await openRecorded(requests);
      await page.goto(site.url + `#/${kind}/${slug}`);
      await page.waitForSelector(`#app section.${slug}-lab`);
      await settle(page);
      await stepForward(page, page, 3);
      // Every mode the lab offers (tables, plays, replays, curves...), stepped a few times.
      const modes = await page.locator('.mode-tabs button.mode').count();
      for (let m = 0; m < modes; m += 1) {
        await page.locator('.mode-tabs button.mode').nth(m).click();
        await settle(page);
        await stepForward(page, page, 3);
      }
      assert.equal(await page.locator('#panic-panel').count(), 0, `#/${kind}/${slug}: the error panel`);
      assert.deepEqual(page.problems, [], `#/${kind}/${slug}`);
      await page.context().close();
    }
  }
  // The recording saw the app load: the page, the loader, and each lab's glue and module.
  const paths = new Set(requests.map((url) => new URL(url).pathname));
  const files = slugs.flatMap((slug) => [`/playground/lab-${slug}.js`, `/playground/lab-${slug}_bg.wasm`]);
  for (const file of ['/playground/', '/playground/loader.js', ...files]) {
    assert.ok(paths.has(file), `${file} among ${[...paths].join(', ')}`);
  }
  assert.deepEqual(offSite(requests), []);
});

test('the octal lab\'s worker loads only from the site', async () => {
  const requests = [];
  const page = await openRecorded(requests);
  await page.goto(site.url + '#/lab/octal?code=0.137&n=65536');
  await page.waitForFunction(
    () => /in a background worker/.test(document.querySelector('.method-panel .computed')?.textContent ?? ''),
    null,
    { timeout: 60000 },
  );
  await stepForward(page, page, 3);
  const workerUrls = requests.filter((url) => /octal-worker/.test(url)).map((url) => new URL(url));
  const workerFiles = workerUrls.map((url) => url.pathname);
  assert.deepEqual(workerFiles.sort(), ['/playground/octal-worker-loader.js', '/playground/octal-worker.js', '/playground/octal-worker_bg.wasm']);
  // Cache busting: all three carry the build's version of the worker, the one loader.js holds.
  const versions = new Set(workerUrls.map((url) => url.search));
  assert.equal(versions.size, 1, `one version: ${[...versions]}`);
  assert.match([...versions][0], /^\?v=[0-9a-f]{16}$/);
  assert.deepEqual(offSite(requests), []);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the embedding example page, both widgets stepped, requests only the site itself', async () => {
  const requests = [];
  const page = await openRecorded(requests);
  await page.goto(site.url + 'embed-example.html');
  const frames = page.frames().slice(1);
  assert.equal(frames.length, 2, 'two embedded widgets');
  for (const frame of frames) {
    await frame.waitForSelector('section.sg-table-lab .stepper');
    await stepForward(page, frame, 3);
  }
  assert.ok(requests.some((url) => url.endsWith('/playground/embed-example.css')), requests.join(', '));
  assert.deepEqual(offSite(requests), []);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

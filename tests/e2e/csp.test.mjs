// End-to-end test of the content security policy (ARCHITECTURE.md, "Content security policy"):
// every lab's example view and embed, the octal lab's background worker and the embedding
// example page work under the built site's policy, and no document reports a violation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteAndBrowser, openPage, readDist, labSlugs, recordCspViolations } from './harness.mjs';

const { site, browser } = await siteAndBrowser();

/** What shows that a lab rendered its body: the stepper, or the labs' own pictures without one. */
const mainElement = { kings: '.kings-board', sums: '.components-table' };

/** A page that records CSP violations, opened at `path` (relative to the site). */
async function openWatched(path) {
  const page = await openPage(browser);
  await recordCspViolations(page);
  await page.goto(site.url + path);
  return page;
}

/**
 * Runs an inline script in `frame`: the policy must block it and the page must report it, which
 * shows the policy is in force and that the recording would see a violation.
 */
async function assertInlineScriptBlocked(page, frame, where) {
  const before = page.problems.length;
  const ran = await frame.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true;';
    document.head.append(script);
    return window.inlineScriptRan === true;
  });
  assert.equal(ran, false, `${where}: an injected inline script is blocked`);
  await page.waitForFunction(() => true);
  const reported = page.problems.slice(before);
  assert.ok(reported.some((text) => text.startsWith('csp: script-src-elem blocked inline')), `${where}: ${reported}`);
  page.problems.length = before;
}

/** The policy ARCHITECTURE.md states: no inline script at all. */
const expectedPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; "
  + "style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; worker-src 'self'; "
  + "object-src 'none'; base-uri 'none'; form-action 'none'";

test('the built page states its policy and starts from the loader script, with no inline script', async () => {
  const html = await readDist('index.html');
  // The release build minifies the page: attributes in any order, quotes only where needed.
  const policies = [...html.matchAll(/<meta\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((meta) => /\bhttp-equiv="?Content-Security-Policy"?/i.test(meta));
  assert.equal(policies.length, 1, 'one policy');
  assert.equal(policies[0].match(/\bcontent="([^"]*)"/)?.[1], expectedPolicy);
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  assert.equal(scripts.length, 1, 'one script');
  assert.match(scripts[0][1], /^ type="module" src="loader\.js\?v=[0-9a-f]{16}"$/, 'the loader, versioned');
  assert.equal(scripts[0][2], '', 'no inline code');
  assert.ok(html.indexOf('Content-Security-Policy') < html.indexOf('<script'), 'the policy precedes every script');
});

test('every lab and every embed works under the policy, with no violation', { timeout: 300000 }, async () => {
  const slugs = await labSlugs();
  assert.ok(slugs.length >= 16, `${slugs.length} labs`);
  for (const slug of slugs) {
    for (const kind of ['lab', 'embed']) {
      const page = await openWatched(`#/${kind}/${slug}`);
      const where = `#/${kind}/${slug}`;
      await page.waitForSelector(`#app section.${slug}-lab ${mainElement[slug] ?? '.stepper'}`, { timeout: 10000 });
      const forward = page.locator('.step-forward');
      if ((await forward.count()) > 0 && (await forward.isEnabled())) await forward.click();
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
      assert.equal(await page.locator('#panic-panel').count(), 0, `${where}: the error panel`);
      assert.deepEqual(page.problems, [], where);
      if (slug === 'nim') await assertInlineScriptBlocked(page, page.mainFrame(), where);
      await page.context().close();
    }
  }
});

test('the octal lab\'s worker computes a 2^16 table under the policy', async () => {
  const page = await openWatched('#/lab/octal?code=0.137&n=65536');
  await page.waitForFunction(
    () => /in a background worker/.test(document.querySelector('.method-panel .computed')?.textContent ?? ''),
    null,
    { timeout: 60000 },
  );
  assert.equal(page.workers().length, 1, 'the worker is running');
  assert.match(await page.textContent('.game-line'), /heaps 0 to 65536/);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the embedding example page and its two widgets work under their policies', async () => {
  const page = await openWatched('embed-example.html');
  const frames = page.frames().slice(1);
  assert.equal(frames.length, 2, 'two embedded widgets');
  for (const frame of frames) {
    await frame.waitForSelector('section.sg-table-lab .stepper');
    assert.match(frame.url(), /index\.html#\/embed\/sg-table/);
  }
  const html = await readDist('embed-example.html');
  assert.match(html, /<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'none'/);
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(34, 34, 34)', 'its style sheet applies');
  assert.deepEqual(page.problems, []);
  await assertInlineScriptBlocked(page, page.mainFrame(), 'embed-example.html');
  await assertInlineScriptBlocked(page, frames[0], 'an embedded widget');
  await page.context().close();
});

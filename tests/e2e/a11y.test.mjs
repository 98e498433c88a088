// End-to-end accessibility test (issue 15, "Heard, not only seen"): axe-core (npm) finds no
// violation of the WCAG 2.1 A and AA rules on the home page, every lab's page, every example
// view the README links to and every embed, in the light and the dark colour scheme.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { siteAndBrowser, openPage, labSlugs, screenshot } from './harness.mjs';

const { site, browser } = await siteAndBrowser();

// axe is run through Playwright's evaluate (the DevTools protocol), which the page's content
// security policy does not govern, so the policy stays in force: no `bypassCSP`, no inline script.
const axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rule sets checked: WCAG 2.0 and 2.1, levels A and AA. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The example link of every lab in the README's table of labs. */
async function readmeLinks() {
  const readme = await readFile(join(import.meta.dirname, '../../README.md'), 'utf8');
  return [...readme.matchAll(/^\| [^|]+ \| `(#\/lab\/[^`]+)` \|/gm)].map((match) => match[1]);
}

/** Every view checked: the home page, each lab's page and embed, each README example. */
async function views() {
  const slugs = await labSlugs();
  const links = await readmeLinks();
  assert.ok(slugs.length >= 16 && links.length >= 15, `${slugs.length} labs, ${links.length} README links`);
  return [
    '#/',
    ...slugs.flatMap((slug) => [`#/lab/${slug}`, `#/embed/${slug}`]),
    ...links,
  ];
}

/** The selector that shows `hash` has rendered. */
function readySelector(hash) {
  const slug = hash.match(/^#\/(?:lab|embed)\/([^?]+)/)?.[1];
  return slug ? `#app section.${slug}-lab` : '#app > *';
}

/**
 * axe's violations of `tags` on the page as it is now, one line per rule broken: its id, its
 * help, how many elements break it, and the first few of them with what is wrong.
 */
async function violations(page) {
  await page.evaluate(axeSource);
  const found = await page.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags } })
    .then((results) => results.violations.map(({ id, help, nodes }) => ({
      id, help, targets: nodes.map((node) => `${node.target.join(' ')} (${node.failureSummary.replace(/\s+/g, ' ')})`),
    }))), tags);
  return found.map(({ id, help, targets }) => `${id}: ${help}; ${targets.length} elements, e.g. ${targets.slice(0, 3).join('; ')}`);
}

for (const colorScheme of ['light', 'dark']) {
  test(`axe: no WCAG 2.1 A or AA violation on any view, ${colorScheme} scheme`, { timeout: 900000 }, async () => {
    const page = await openPage(browser);
    await page.emulateMedia({ colorScheme });
    const failures = [];
    for (const hash of await views()) {
      // A new document for each view: a lab's binary is only loaded with a new page.
      await page.goto('about:blank');
      await page.goto(site.url + hash);
      await page.waitForSelector(readySelector(hash), { timeout: 15000 });
      // Let the first frames render and any colour transition finish before axe reads colours.
      await page.waitForTimeout(400);
      failures.push(...(await violations(page)).map((line) => `${hash} ${line}`));
      assert.deepEqual(page.problems, [], hash);
    }
    assert.deepEqual(failures, [], `${failures.length} violations:\n${failures.join('\n')}`);
    await page.context().close();
  });
}

test('axe: no WCAG 2.1 A or AA violation in any lab\'s other views: each mode tab, and exercise mode', { timeout: 900000 }, async () => {
  const page = await openPage(browser);
  const failures = [];
  let views = 0;
  for (const slug of await labSlugs()) {
    await page.goto('about:blank');
    await page.goto(`${site.url}#/lab/${slug}`);
    await page.waitForSelector(`#app section.${slug}-lab`, { timeout: 15000 });
    const tabs = await page.locator('[role="tab"]').allTextContents();
    // The first tab is the default view, which the test above checks.
    for (const [index, name] of tabs.entries()) {
      if (index === 0) continue;
      await page.locator('[role="tab"]').nth(index).click();
      await page.waitForSelector(`[role="tab"][aria-selected="true"]:text-is("${name}")`);
      await page.waitForTimeout(400);
      failures.push(...(await violations(page)).map((line) => `${slug}, tab "${name}": ${line}`));
      views += 1;
    }
    // Back to the first view, where the stepper (and its exercise) is.
    if (tabs.length > 1) {
      await page.locator('[role="tab"]').first().click();
      await page.waitForSelector(`[role="tab"][aria-selected="true"]:text-is("${tabs[0]}")`);
    }
    if (await page.locator('.exercise-toggle').count() > 0) {
      await page.click('.exercise-toggle');
      await page.waitForSelector('.exercise-toggle[aria-pressed="true"]');
      await page.waitForTimeout(400);
      failures.push(...(await violations(page)).map((line) => `${slug}, exercise mode: ${line}`));
      views += 1;
    }
    assert.deepEqual(page.problems, [], slug);
  }
  assert.ok(views >= 25, `${views} views checked`);
  assert.deepEqual(failures, [], `${failures.length} violations:\n${failures.join('\n')}`);
  await page.context().close();
});

test('axe finds a violation when there is one (the check can fail)', async () => {
  const page = await openPage(browser);
  await page.goto(`${site.url}#/`);
  await page.waitForSelector('#app > *');
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'unnamed-probe';
    document.querySelector('#app').append(button);
  });
  const found = await violations(page);
  assert.ok(found.some((line) => line.startsWith('button-name:') && line.includes('#unnamed-probe')), found.join('\n'));
  await page.context().close();
});

test('the step\'s sentence is the widget\'s one live region: polite, off while playing fast, and a clicked cell told there', async () => {
  const page = await openPage(browser);
  await page.goto(`${site.url}#/lab/sg-table?moves=1,3,4&n=30&step=12`);
  const stepper = page.locator('.sg-table-lab .stepper');
  await stepper.waitFor();
  const region = stepper.locator('.step-announcer');
  // The live regions besides the form's error messages (alerts, empty until a field is wrong).
  const live = () => page.locator('#app :is([aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]):not(.field-error)');
  assert.equal(await live().count(), 1, 'one live region');
  assert.equal(await region.getAttribute('role'), 'status');
  assert.equal(await region.getAttribute('aria-live'), 'polite');
  assert.equal(await region.textContent(), await stepper.getAttribute('data-sentence'));
  assert.match(await region.textContent(), /^SG\(12\)/);
  assert.ok(await region.evaluate((element) => element.getBoundingClientRect().width <= 1), 'not shown');

  await page.click('.step-forward');
  await page.waitForFunction(() => /^SG\(13\)/.test(document.querySelector('.step-announcer').textContent));
  assert.equal(await region.textContent(), await stepper.getAttribute('data-sentence'), 'the new step is told');
  assert.equal(await region.getAttribute('aria-live'), 'polite');

  // Playing at 2 steps a second is announced step by step; at 10 a second it is not.
  await page.click('.step-play');
  await page.waitForSelector('.step-play[aria-pressed="true"]');
  assert.equal(await region.getAttribute('aria-live'), 'polite', 'playing at 2/s');
  await page.click('.step-play');
  await page.selectOption('.step-speed select', '10');
  await page.click('.step-play');
  await page.waitForSelector('.step-play[aria-pressed="true"]');
  assert.equal(await region.getAttribute('aria-live'), 'off', 'playing at 10/s');
  await page.click('.step-play');
  await page.waitForSelector('.step-play[aria-pressed="false"]');
  assert.equal(await region.getAttribute('aria-live'), 'polite', 'paused');
  assert.equal(await live().count(), 1, 'still one live region');

  // A clicked cell is heard as a step is, in the same region; the step itself stays the page's.
  const step = await page.inputValue('.stepper input[type=range]');
  await page.click('.value-row .cell[data-n="5"]');
  await page.waitForFunction(() => document.querySelector('.step-announcer').textContent.startsWith('Explaining n = 5: SG(5) = mex'));
  assert.match(await stepper.getAttribute('data-sentence'), new RegExp(`^SG\\(${step}\\)`), 'the framing page still hears the step');
  assert.equal(await live().count(), 1, 'a click adds no live region');
  await page.click('.inspecting button');
  await page.waitForFunction(() => !document.querySelector('.step-announcer').textContent.startsWith('Explaining'));
  assert.equal(await region.textContent(), await stepper.getAttribute('data-sentence'), 'back to the step');
  await screenshot(page, 'a11y-live-region');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('reduced motion: the written cell does not grow, and playing still steps', async () => {
  const page = await openPage(browser);
  const hash = '#/lab/sg-table?moves=1,3,4&n=30&step=12';
  const animation = () => page.$eval('.value-row .cell.current', (cell) => getComputedStyle(cell).animationName);
  await page.goto(site.url + hash);
  await page.waitForSelector('.value-row .cell.current');
  assert.equal(await animation(), 'write', 'the animation, with motion');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  assert.equal(await animation(), 'none', 'no animation, without');
  await page.selectOption('.step-speed select', '10');
  await page.click('.step-play');
  await page.waitForFunction(() => /^step 1[5-9] of 30$/.test(document.querySelector('.step-count').textContent));
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('the dark scheme darkens the page and keeps the drawings light', async () => {
  const page = await openPage(browser);
  const background = (selector) => page.$eval(selector, (element) => getComputedStyle(element).backgroundColor);
  await page.goto(`${site.url}#/lab/cops-robber?graph=wheel&n=7&step=3`);
  await page.waitForSelector('.graph-view');
  assert.equal(await background('html'), 'rgb(255, 255, 255)', 'light by default');
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.equal(await background('html'), 'rgb(20, 24, 31)', 'the dark page');
  assert.equal(await background('.graph-view'), 'rgb(255, 255, 255)', 'the drawing on white');
  await screenshot(page, 'a11y-dark-cops-robber');
  await page.goto(`${site.url}#/lab/sg-table?moves=1,3,4&n=30&step=12`);
  await page.waitForSelector('.sg-table-lab .stepper');
  await screenshot(page, 'a11y-dark-sg-table');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

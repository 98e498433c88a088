// End-to-end test of the loader and the app together (ARCHITECTURE.md, "One binary per lab"): a
// route to a lab the page's binary does not hold reloads the page so that www/loader.js starts
// the lab's binary, at most once per address. Were a lab in the catalog but missing from the
// loader's list, the reload would start the same binary again; the app must then say so rather
// than reload forever. And a lab's first render, which comes a task after the chrome's, moves
// nothing the chrome has drawn. A paste of more than 100,000 characters is put into its field
// by the loader, not the browser: at the caret, the caret after it, undone by Ctrl+Z.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveDist, launch, openPage, paste, readDist, labSlugs } from './harness.mjs';
import { readmeExamples } from './lab-actions.mjs';

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

test("a lab's first render, a task after the chrome's, shifts nothing on the page", async () => {
  // Drawn before the lab, the footer stood under the header and jumped down when the lab came
  // (a layout shift of 0.08-0.10): it now comes with the lab.
  const examples = await readmeExamples();
  const site = await serveDist();
  const browser = await launch();
  try {
    const shifts = [];
    for (const lab of await labSlugs()) {
      const page = await openPage(browser);
      await page.addInitScript(() => {
        window.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(site.url + examples.get(lab));
      await page.waitForSelector('.site-footer');
      await page.waitForTimeout(300);
      const shift = await page.evaluate(() => window.__shift);
      if (shift > 0.01) shifts.push(`${lab}: ${shift.toFixed(3)}`);
      assert.deepEqual(page.problems, [], lab);
      await page.context().close();
    }
    assert.deepEqual(shifts, [], 'layout shifts on first load');
  } finally {
    await browser.close();
    await site.close();
  }
});

test('a long paste is put in by the loader: at the selection, the caret after it, undone by Ctrl+Z', async () => {
  const site = await serveDist();
  const browser = await launch();
  try {
    const page = await openPage(browser);
    await page.goto(site.url + '#/lab/nim?piles=5,3,8');
    await page.waitForSelector('#nim-piles');
    const long = `${'1,'.repeat(50_000)}1`;
    await page.evaluate((text) => navigator.clipboard.writeText(text), long);
    await page.focus('#nim-piles');
    await page.evaluate(() => document.querySelector('#nim-piles').setSelectionRange(2, 3));
    await page.keyboard.press('Control+V');
    // Nim's piles are an ordinary field: it shows the text, and says what is wrong with it.
    await page.waitForFunction(() => document.activeElement?.id === 'nim-piles');
    // Compared whole, reported short (a failure would print the 100,000 characters).
    const shown = (text) => `${text.length} characters: ${text.slice(0, 20)}…${text.slice(-20)}`;
    const pasted = await page.inputValue('#nim-piles');
    assert.ok(pasted === `5,${long},8`, `the pasted text at the selection, not ${shown(pasted)}`);
    assert.deepEqual(await page.evaluate(() => [document.activeElement.selectionStart, document.activeElement.selectionEnd]),
      [2 + long.length, 2 + long.length], 'the caret after the pasted text');
    assert.match(await page.textContent('#nim-piles-error'), /more than 64 numbers/);
    await page.keyboard.press('Control+Z');
    const undone = await page.inputValue('#nim-piles');
    assert.ok(undone === '5,3,8', `Ctrl+Z gives the text before the paste, not ${shown(undone)}`);
    await page.waitForFunction(() => document.querySelector('#nim-piles-error').textContent === '');
    // An exercise's answer box, which the app does not write into, keeps the pasted text.
    const exercise = await openPage(browser);
    await exercise.goto(site.url + '#/lab/sg-table?moves=1,3,4&n=12&step=0&exercise=1');
    const answer = '.exercise-question input';
    await exercise.waitForSelector(answer);
    await paste(exercise, answer, '1'.repeat(100_001));
    await exercise.waitForFunction((field) => document.activeElement === document.querySelector(field), answer);
    assert.equal((await exercise.inputValue(answer)).length, 100_001);
    assert.deepEqual([...page.problems, ...exercise.problems], []);
  } finally {
    await browser.close();
    await site.close();
  }
});

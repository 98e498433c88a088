// On a phone (390 x 844) every lab's page shows its widget first, under the title, with the
// introduction and the form below it, and every button, menu and field is a target of at least
// 44 px (issue 15, item 0).
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { labSlugs, launch, openPage, screenshot, serveDist } from './harness.mjs';

const site = await serveDist();
const browser = await launch();
after(async () => {
  await browser.close();
  await site.close();
});

/** The least size of a target a finger is sure to hit, in CSS pixels. */
const TARGET = 44;

for (const slug of await labSlugs()) {
  test(`${slug}: on a phone the widget comes before the form, and every control is ${TARGET} px or more`, async () => {
    const page = await openPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${site.url}#/lab/${slug}`);
    await page.locator('section h1').waitFor();
    await page.waitForLoadState('networkidle');
    const layout = await page.evaluate((target) => {
      const section = document.querySelector('.site-main section');
      const top = (element) => element.getBoundingClientRect().top;
      const form = section.querySelector(':scope > :is(.lab-form, .graph-form)');
      const widget = [...section.children].find((child) => child !== form
        && !child.matches('h1, .intro, .notice, .notices') && child.getBoundingClientRect().height > 0);
      const small = [...section.querySelectorAll('button, select, input, summary')]
        .filter((control) => {
          const box = control.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && control.type !== 'checkbox' && control.type !== 'radio'
            && (box.height < target || (control.closest('.stepper') && box.width < target));
        })
        .map((control) => `${control.tagName.toLowerCase()}.${control.className} "${control.textContent.trim().slice(0, 20)}"`);
      return { widgetFirst: !form || !widget || top(widget) < top(form), small: [...new Set(small)] };
    }, TARGET);
    assert.ok(layout.widgetFirst, `${slug}: the form comes before the widget`);
    assert.deepEqual(layout.small, [], `${slug}: controls under ${TARGET} px`);
    await screenshot(page, `phone-${slug}`);
    await page.context().close();
  });
}

test('on a phone a table wider than the screen scrolls to the step\'s cell', async () => {
  const page = await openPage(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.url}#/lab/sg-table?moves=1,3,4&n=30&step=0`);
  const inView = (cell) => {
    const box = document.querySelector('.sg-table').getBoundingClientRect();
    const target = document.querySelector(`.value-row .cell[data-n="${cell}"]`).getBoundingClientRect();
    return target.left >= box.left && target.right <= box.right;
  };
  await page.locator('.step-count').filter({ hasText: 'step 0 of 30' }).waitFor();
  assert.equal(await page.evaluate(inView, 0), true);
  assert.equal(await page.evaluate(inView, 15), false, 'the table is wider than the screen');
  await page.locator('.step-end').click();
  await page.locator('.step-count').filter({ hasText: 'step 30 of 30' }).waitFor();
  await page.waitForFunction(inView, 30);
  await page.locator('.step-start').click();
  await page.locator('.step-count').filter({ hasText: 'step 0 of 30' }).waitFor();
  await page.waitForFunction(inView, 0);
  await page.context().close();
});

test('on a phone treblecross\'s table of boards scrolls in its box, and the page is no wider than the screen', async () => {
  const page = await openPage(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  // A board of 45 cells and a short one: six columns, wider than the phone.
  const board = `X${'.'.repeat(20)}X${'.'.repeat(23)}`;
  await page.goto(`${site.url}#/lab/treblecross?boards=${board},X.....&counts=1,3&step=2`);
  await page.locator('.tc-table').waitFor();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    table: document.querySelector('.tc-table').scrollWidth,
    box: document.querySelector('.tc-scroll').clientWidth,
  }));
  assert.ok(widths.table > widths.box, `the table is wider than its box: ${JSON.stringify(widths)}`);
  assert.ok(widths.page <= 390, `the page is ${widths.page} px wide`);
  await page.context().close();
});

test(`on a phone a graph's vertices to tap are ${TARGET} px targets, wider than their discs`, async () => {
  const page = await openPage(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.url}#/lab/cops-robber?mode=play`);
  await page.locator('.graph-view .vertex.clickable').first().waitFor();
  const sizes = await page.locator('.graph-view .vertex.clickable .vertex-button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const target = button.getBoundingClientRect();
      const disc = button.querySelector('circle:not(.reach)').getBoundingClientRect();
      return { target: Math.min(target.width, target.height), disc: disc.width };
    }));
  assert.ok(sizes.length >= 2, `${sizes.length} vertices to tap`);
  for (const { target, disc } of sizes) {
    assert.ok(target >= TARGET, `a vertex's target is ${target.toFixed(1)} px`);
    assert.ok(disc < target, `the disc (${disc.toFixed(1)} px) is drawn smaller than its target`);
  }
  // A point inside the target but outside the disc still hits the vertex.
  await page.locator('.graph-view').scrollIntoViewIfNeeded();
  const hits = await page.locator('.graph-view .vertex.clickable .vertex-button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const reach = button.querySelector('.reach').getBoundingClientRect();
      const disc = button.querySelector('circle:not(.reach)').getBoundingClientRect();
      const drawing = button.closest('svg').getBoundingClientRect();
      // Between the disc's edge and the target's, on the side towards the drawing's middle.
      const [x, y] = [reach.left + reach.width / 2, reach.top + reach.height / 2];
      const away = (disc.width + reach.width) / 4;
      const hit = document.elementFromPoint(x < drawing.left + drawing.width / 2 ? x + away : x - away, y);
      return hit !== null && button.contains(hit);
    }));
  assert.deepEqual(hits, hits.map(() => true), 'the edge of each target hits its vertex');
  await screenshot(page, 'phone-graph-targets');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test(`on a phone the topic menus take one row, and an open menu lies on the screen with ${TARGET} px links`, async () => {
  const page = await openPage(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${site.url}#/lab/sg-table`);
  await page.locator('section h1').waitFor();
  const header = await page.evaluate(() => ({
    height: document.querySelector('.site-header').getBoundingClientRect().height,
    pageWidth: document.documentElement.scrollWidth,
  }));
  assert.ok(header.height <= 100, `the header is ${header.height} px tall`);
  assert.equal(header.pageWidth, 390, 'the page itself does not scroll sideways');
  const menus = page.locator('.topic-menu');
  for (let index = 0; index < await menus.count(); index += 1) {
    await menus.nth(index).locator('summary').click();
    const links = await menus.nth(index).locator('ul a').evaluateAll((links) => links.map((link) => {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { text: link.textContent, left: box.left, right: box.right, height: box.height, hit: link.contains(hit) };
    }));
    assert.ok(links.length > 0);
    for (const link of links) {
      assert.ok(link.left >= 0 && link.right <= 390, `${link.text} lies from ${link.left} to ${link.right} px`);
      assert.ok(link.height >= TARGET, `${link.text} is ${link.height} px tall`);
      assert.ok(link.hit, `${link.text} is covered where a finger taps it`);
    }
  }
  const link = menus.first().locator('ul a').first();
  const href = await link.getAttribute('href');
  await menus.first().locator('summary').click();
  const topic = (await link.textContent()).trim();
  await link.click();
  // The lab opens and writes its own full link at once (`#/lab/division?n=30&…`): the bare
  // address lasts only until then, too briefly to be polled for on a busy machine.
  await page.waitForFunction((href) => location.hash === href || location.hash.startsWith(`${href}?`), href);
  await page.locator('section h1', { hasText: topic }).waitFor();
  await screenshot(page, 'phone-menus');
  await page.context().close();
});

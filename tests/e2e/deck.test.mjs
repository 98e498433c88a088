// End-to-end tests of the lecture deck (deck.html: reveal.js with www/cgt-reveal.js) and of the
// postMessage protocol a page uses to drive an embedded widget (src/ui/kit/remote.rs).
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, recordCspViolations, screenshot, serveDist } from './harness.mjs';

// A page of a few lines of script driving a widget, as README "Driving a widget from its page".
const plainPage = `<!doctype html><meta charset="utf-8"><title>driver</title><link rel="icon" href="data:,">
<iframe id="widget" src="index.html#/embed/sg-table?moves=1,3,4&amp;n=9&amp;step=0" width="900" height="600"></iframe>
<script>
  window.heard = [];
  addEventListener('message', (event) => { if (event.data?.cgt) heard.push(event.data); });
  window.tell = (message) => document.getElementById('widget').contentWindow.postMessage(message, '*');
</script>`;

const site = await serveDist({ 'driver.html': plainPage });
const browser = await launch();
after(async () => {
  await browser.close();
  await site.close();
});

/**
 * The deck, open on its first slide, with reveal.js ready; content-security-policy violations
 * and requests leaving the site are recorded in `page.problems`.
 */
async function openDeck() {
  const page = await openPage(browser);
  await recordCspViolations(page);
  page.on('request', (request) => {
    if (!request.url().startsWith(site.url) && !/^(data|blob):/.test(request.url())) {
      page.problems.push(`request leaving the site: ${request.url()}`);
    }
  });
  await page.goto(`${site.url}deck.html`);
  await page.waitForFunction(() => window.deck?.isReady());
  return page;
}

/** Waits until the slide's transition is over: the current slide's box stays put. */
async function settle(page) {
  const box = () => page.evaluate(() => JSON.stringify(document.querySelector('section.present').getBoundingClientRect()));
  for (let before = await box(), now = null; now !== before;) {
    await page.waitForTimeout(150);
    [before, now] = [now ?? before, await box()];
  }
}

/** Shows slide `h`, its transition over (a click during it may land beside its target). */
async function showSlide(page, h) {
  await page.evaluate((index) => window.deck.slide(index), h);
  await page.waitForFunction((index) => window.deck.getIndices().h === index, h);
  await settle(page);
}

const slideIndex = (page) => page.evaluate(() => window.deck.getIndices().h);
const frameOf = (page) => page.frameLocator('section.present iframe');
/** Waits until the plugin has heard that the current slide's widget is at `step` of `last`. */
const waitStep = (page, step, last) =>
  page.waitForSelector(`section.present iframe[data-cgt-step="${step}/${last}"]`);

test('the keys step the widget to its end, then move the slide; back un-steps it', async () => {
  const page = await openDeck();
  assert.equal(await slideIndex(page), 0);
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => window.deck.getIndices().h === 1);
  // sg-table from 0 to 9: nine steps, each a key press.
  await waitStep(page, 0, 9);
  for (let step = 1; step <= 9; step++) {
    await page.keyboard.press(step % 2 ? 'ArrowRight' : ' ');
    await waitStep(page, step, 9);
  }
  assert.equal(await slideIndex(page), 1, 'the slide stays while the widget steps');
  assert.equal(await frameOf(page).locator('.step-count').textContent(), 'step 9 of 9');
  assert.equal(await frameOf(page).locator('.explanation .sentence').textContent(),
    'SG(9) = mex{SG(8), SG(6), SG(5)} = mex{1, 2, 3} = 0');
  await screenshot(page, 'deck-sg-table-stepped');
  await page.keyboard.press('PageDown');
  await page.waitForFunction(() => window.deck.getIndices().h === 2);
  await page.keyboard.press('PageUp');
  await page.waitForFunction(() => window.deck.getIndices().h === 1);
  await page.keyboard.press('ArrowLeft');
  await waitStep(page, 8, 9);
  assert.equal(await slideIndex(page), 1);
  assert.equal(await frameOf(page).locator('.step-count').textContent(), 'step 8 of 9');
  assert.deepEqual(page.problems, []);
});

test('after a click into the widget, a remote\'s keys still drive the deck', async () => {
  const page = await openDeck();
  await showSlide(page, 1);
  await waitStep(page, 0, 9);
  // A student clicks a button in the widget: the focus is in the frame now.
  await frameOf(page).locator('.step-forward').click();
  await waitStep(page, 1, 9);
  // The remote's PageDown is typed in the widget, which sends it to the deck: one step.
  await page.keyboard.press('PageDown');
  await waitStep(page, 2, 9);
  await page.keyboard.press('ArrowRight');
  await waitStep(page, 3, 9);
  await page.keyboard.press('End');
  await waitStep(page, 9, 9);
  await page.keyboard.press('PageDown');
  await page.waitForFunction(() => window.deck.getIndices().h === 2);
  // On the next slide the cop-and-robber widget steps in turn.
  const frame = frameOf(page);
  await frame.locator('.step-count').waitFor();
  const [, last] = (await frame.locator('.step-count').textContent()).match(/step 0 of (\d+)/);
  await waitStep(page, 0, last);
  await page.keyboard.press('PageDown');
  await waitStep(page, 1, last);
  await screenshot(page, 'deck-cops-robber');
  assert.deepEqual(page.problems, []);
});

test('a widget stops playing when its slide is left', async () => {
  const page = await openDeck();
  await showSlide(page, 1);
  await waitStep(page, 0, 9);
  const play = frameOf(page).locator('.step-play');
  await play.click();
  assert.equal(await play.getAttribute('aria-pressed'), 'true');
  // The presenter jumps to the next slide (the overview, a slide number typed).
  await page.evaluate(() => window.deck.slide(2));
  const widget = page.frameLocator('section:nth-of-type(2) iframe');
  await widget.locator('.step-play[aria-pressed="false"]').waitFor();
  assert.deepEqual(page.problems, []);
});

test('any page drives a widget with a few lines of script', async () => {
  const page = await openPage(browser);
  await page.goto(`${site.url}driver.html`);
  // The widget says it is there, and where its stepper is.
  await page.waitForFunction(() => heard.some((m) => m.cgt === 'status' && m.stepped && m.last === 9));
  await page.evaluate(() => tell({ cgt: 'goto', step: 5 }));
  await page.waitForFunction(() => heard.at(-1)?.step === 5);
  const status = await page.evaluate(() => heard.at(-1));
  assert.deepEqual(status, {
    cgt: 'status', stepped: true, step: 5, last: 9, playing: false, label: 'n = 5',
    sentence: 'SG(5) = mex{SG(4), SG(2), SG(1)} = mex{2, 0, 1} = 3',
  });
  await page.evaluate(() => tell({ cgt: 'previous' }));
  await page.waitForFunction(() => heard.at(-1)?.step === 4);
  await page.evaluate(() => tell({ cgt: 'last' }));
  await page.waitForFunction(() => heard.at(-1)?.step === 9);
  // Requests it cannot read change nothing, and the widget keeps answering.
  const before = await page.evaluate(() => heard.length);
  await page.evaluate(() => {
    for (const bad of [null, 7, 'next', { cgt: 'goto', step: -1 }, { cgt: 'goto' }, { cgt: 'jump' },
      { cgt: 42 }, { cgt: ['next'] }]) tell(bad);
    tell({ cgt: 'status' });
  });
  await page.waitForFunction((n) => heard.length > n, before);
  assert.equal(await page.evaluate(() => heard.at(-1).step), 9);
  assert.equal(await page.evaluate(() => heard.length), before + 1, 'only the status request was answered');
  // Without "attach", the widget keeps its own keys.
  await page.frameLocator('#widget').locator('.step-back').click();
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => heard.at(-1)?.step === 7);
  assert.equal(await page.evaluate(() => heard.some((m) => m.cgt === 'key')), false);
  assert.deepEqual(page.problems, []);
});

test('every widget of the deck fits its frame under the slide\'s title: no inner scrollbar', async () => {
  const page = await openDeck();
  const slides = await page.evaluate(() => window.deck.getTotalSlides());
  let widgets = 0;
  for (let slide = 0; slide < slides; slide++) {
    await showSlide(page, slide);
    if ((await page.locator('section.present iframe').count()) === 0) continue;
    widgets++;
    await frameOf(page).locator('.is-embed .stepper').waitFor();
    const src = await page.locator('section.present iframe').getAttribute('src');
    // At the first step, in the deck, and at the last, where a presenter stops, in a window of
    // the frame's size (the steps between are not all checked: a step with many counters can
    // still make the cop-and-robber widget scroll).
    const fits = (html) => ({
      scroll: [html.scrollWidth, html.scrollHeight],
      frame: [html.clientWidth, html.clientHeight],
    });
    const checkFit = (fit, when) => assert.ok(fit.scroll[0] <= fit.frame[0] && fit.scroll[1] <= fit.frame[1],
      `${src} at ${when}: content ${fit.scroll.join(' x ')} in a frame of ${fit.frame.join(' x ')}`);
    checkFit(await frameOf(page).locator('html').evaluate(fits), 'the first step');
    const last = (await frameOf(page).locator('.step-count').textContent()).match(/of (\d+)$/)[1];
    const size = await page.locator('section.present iframe').evaluate((frame) => ({ width: frame.clientWidth, height: frame.clientHeight }));
    const alone = await openPage(browser);
    await alone.setViewportSize(size);
    await alone.goto(site.url + src.replace('step=0', `step=${last}`));
    await alone.locator('.step-count').filter({ hasText: `step ${last} of ${last}` }).waitFor();
    checkFit(await alone.locator('html').evaluate(fits), 'the last step');
    await alone.close();
    // The frame itself is seen whole (the slide's transition is over): below the slide's
    // title, inside the window.
    const box = await page.evaluate(() => {
      const frame = document.querySelector('section.present iframe').getBoundingClientRect();
      const title = document.querySelector('section.present h2')?.getBoundingClientRect();
      return {
        top: frame.top, bottom: frame.bottom, left: frame.left, right: frame.right,
        title: title?.bottom ?? 0, width: innerWidth, height: innerHeight,
      };
    });
    assert.ok(box.top >= box.title && box.left >= 0 && box.bottom <= box.height && box.right <= box.width,
      `${src}: frame at ${JSON.stringify(box)}`);
  }
  assert.equal(widgets, 3);
  assert.deepEqual(page.problems, []);
});

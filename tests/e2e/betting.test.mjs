// End-to-end tests of the betting lab: a game stepped to the end, exports, and cgt.solve.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { siteAndBrowser, openAt, screenshot, waitHash, cgtReady } from './harness.mjs';

const { site, browser } = await siteAndBrowser();

const open = (hash, ready) => openAt(browser, site, hash, ready);

test('a game of 5 black and 3 red stepped to the end ends at 100 × 32/7', async () => {
  const page = await open('#/lab/betting?black=5&red=3', '.betting-lab');
  await page.click('.mode:has-text("Watch a game")');
    await page.click('input[name="draws"] >> nth=1');
  // Arrow keys belong to a focused radio button; step from the page, as a person would.
  await page.click('.draws-now');
  for (let round = 0; round < 8; round++) await page.keyboard.press('ArrowRight');
  await page.waitForSelector('.game-end');
  assert.match(await page.textContent('.game-end'), /ends with 457 = X · pmax\(5, 3\)/);
  await waitHash(page, 'step', '8');
  await screenshot(page, 'betting-watch-end');
  assert.deepEqual(page.problems, []);
});

test('the curves export as SVG and PNG', async () => {
  const page = await open('#/lab/betting?black=5&red=3&mode=curves&adversary=all-in', '.chart canvas');
  // All four charts get painted on their canvases (each image is read in a task of its own).
  await page.waitForFunction(() => {
    const canvases = [...document.querySelectorAll('.chart canvas')];
    const inked = (canvas) => {
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < data.length; i += 4) if (data[i + 3] > 0 && data[i] < 128) return true;
      return false;
    };
    return canvases.length === 4 && canvases.every(inked);
  }, null, { timeout: 10_000 });
  const [svg] = await Promise.all([page.waitForEvent('download'), page.click('.export-svg >> nth=0')]);
  assert.equal(svg.suggestedFilename(), 'betting-money.svg');
  const text = await readFile(await svg.path(), 'utf8');
  assert.match(text, /^<svg/);
  assert.match(text, /all-in on the majority/);
  assert.match(text, /guaranteed: X · pmax\(N, R\)/);
  const [png] = await Promise.all([page.waitForEvent('download'), page.click('.export-png >> nth=3')]);
  assert.equal(png.suggestedFilename(), 'betting-spread.png');
  const bytes = await readFile(await png.path());
  assert.deepEqual([...bytes.subarray(1, 4)], [0x50, 0x4e, 0x47], 'a PNG file');
    // Hover along round 0 (the left edge of the plotting area, 92 of 900 canvas pixels in)
  // until the read-out names a strategy's starting point: 100 at round 0.
    await page.locator('.chart canvas >> nth=0').scrollIntoViewIfNeeded();
  const box = await page.locator('.chart canvas >> nth=0').boundingBox();
  let readout = '';
  for (let y = box.y + 40; y < box.y + box.height - 40 && !readout; y += 4) {
    await page.mouse.move(box.x + (92 / 900) * box.width, y);
    readout = (await page.textContent('.chart .readout >> nth=0')).trim();
  }
  assert.match(readout, /: x = 0, y = 100$/);
  await screenshot(page, 'betting-curves');
  assert.deepEqual(page.problems, []);
});

test('window.cgt.solve answers the betting game', async () => {
  const page = await open('', '.home');
  await cgtReady(page);
  const answer = await page.evaluate(() => cgt.solve({ game: 'betting', black: 5, red: 3 }));
  assert.equal(answer.exact, '32/7');
  assert.ok(Math.abs(answer.multiplier - 32 / 7) < 1e-12);
    assert.deepEqual(answer.bet, { colour: 'black', fraction: 0.25, exact: '1/4' });
  const huge = await page.evaluate(() => cgt.solve({ game: 'betting', black: 1000, red: 1000 }));
  assert.equal(huge.exact, null);
  assert.ok(Math.abs(huge.multiplier - Math.sqrt(Math.PI * 1000)) < 0.1, 'about sqrt(pi N)');
  const error = await page.evaluate(() => {
    try {
      cgt.solve({ game: 'betting', black: 1500, red: 600 });
    } catch (e) {
      return e.message;
    }
  });
  assert.equal(error, 'red: the box holds 2100 objects; at most 2000 are supported');
  assert.deepEqual(page.problems, []);
});

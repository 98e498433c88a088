// End-to-end tests of the cop-and-robber lab: URL -> view -> steps -> verdict, editing the
// drawing with the mouse, a 2,000-vertex graph, the embed, and cgt.solve.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteAndBrowser, openAt, screenshot, waitHash, cgtReady } from './harness.mjs';

const { site, browser } = await siteAndBrowser();

const open = (hash, ready) => openAt(browser, site, hash, ready);
const sentence = (page) => page.textContent('.explanation .sentence');

test('a link opens the wheel, the keys step through the elimination to the verdict', async () => {
  const page = await open('#/lab/cops-robber?graph=wheel&n=7&step=0', '.cops-robber-lab .graph-view');
  assert.match(await sentence(page), /^The graph has 7 vertices/);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await page.waitForSelector('.graph-view .vertex.focus[data-v="2"]');
  assert.equal(await sentence(page), 'Removal 2: Y = 2 is dominated by X = 0.');
  assert.ok(await page.$('.graph-view .vertex.partner[data-v="0"]'));
  assert.equal(await page.textContent('.naive-checks'), '21');
  assert.equal(await page.textContent('.nvc-comparisons'), '13');
  await waitHash(page, 'step', '3');
  await screenshot(page, 'cops-robber-wheel-step3');
  await page.keyboard.press('End');
  await page.waitForSelector('.graph-view .vertex.win');
  assert.equal(await sentence(page), 'One vertex, 6, is left: the cop wins.');
  assert.equal(await page.textContent('.verdict-line .badge'), 'cop wins');
  await waitHash(page, 'step', '13');
  assert.deepEqual(page.problems, []);
});

test('the Petersen graph ends in a core and the robber escapes', async () => {
  const page = await open('#/lab/cops-robber?graph=petersen&step=1', '.cops-robber-lab .graph-view');
  await page.waitForSelector('.graph-view .vertex.core');
  assert.equal(await page.locator('.graph-view .vertex.core').count(), 10);
  assert.match(await sentence(page), /10 vertices are left and none is dominated: the robber escapes forever/);
  await screenshot(page, 'cops-robber-petersen-core');
  assert.deepEqual(page.problems, []);

  // A robber-win graph's replay and game say so, with no capture time of "never".
  const cycle = await open('#/lab/cops-robber?graph=cycle&n=5&mode=replay&step=0', '.replay');
  assert.match(await cycle.textContent('.replay'), /no start lets it force a capture \(the robber can escape forever\)/);
  const play = await open('#/lab/cops-robber?graph=cycle&n=5&mode=play&role=robber&moves=0,2,1', '.cops-robber-lab');
  const text = await play.textContent('.cops-robber-lab');
  assert.match(text, /the robber can still escape forever/);
  assert.doesNotMatch(text, /within never/);
  assert.deepEqual([...cycle.problems, ...play.problems], []);
});

test('the mouse edits the drawing: a chord makes C_4 a cop win, a dragged vertex is kept in the link', async () => {
  const page = await open('#/lab/cops-robber?graph=cycle&n=4', '.cops-robber-lab .graph-view');
  assert.equal(await page.textContent('.verdict-line .badge'), 'robber escapes');
  await page.click('.graph-tools .tool:has-text("Edge")');
  await page.click('.graph-view .vertex[data-v="0"]');
  await page.click('.graph-view .vertex[data-v="2"]');
  await page.waitForFunction(() => document.querySelector('.verdict-line .badge')?.textContent === 'cop wins');
  await waitHash(page, 'edges', '0-1,1-2,2-3,3-0,0-2');
  await page.click('.graph-tools .tool:has-text("Move")');
  const vertex = page.locator('.graph-view .vertex[data-v="1"] circle:not(.reach)');
  const box = await vertex.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, box.y + 80, { steps: 5 });
  await page.mouse.up();
  await page.waitForFunction(() => new URLSearchParams(location.hash.split('?')[1]).has('pos'));
  const moved = await vertex.boundingBox();
  assert.ok(Math.abs(moved.x - box.x) > 20, 'the vertex moved');
  // Reloading the link reproduces the drawing.
  const link = await page.evaluate(() => location.hash);
  const again = await open(link, '.cops-robber-lab .graph-view');
  const reloaded = await again.locator('.graph-view .vertex[data-v="1"] circle:not(.reach)').getAttribute('cx');
  assert.equal(reloaded, await vertex.getAttribute('cx'));
  await screenshot(page, 'cops-robber-edited');
  assert.deepEqual(page.problems, []);
  assert.deepEqual(again.problems, []);

  // A drawn graph stops at 100 vertices: a 101st is refused, and the drawing stays.
  const full = await open('#/lab/cops-robber?graph=cycle&n=100', '.cops-robber-lab .graph-view');
  await full.click('.graph-tools .tool:has-text("Add vertex")');
  const area = await full.locator('.graph-view').boundingBox();
  await full.mouse.click(area.x + 8, area.y + 8);
  await full.waitForSelector('.field-error:has-text("drawings, where vertices are added, show at most 100 vertices")');
  assert.equal(await full.locator('.graph-view .vertex').count(), 100);
  assert.deepEqual(full.problems, []);
});

test('the replay and a game against the computer cop', async () => {
  const page = await open('#/lab/cops-robber?graph=tree&n=14&seed=3&mode=replay&step=0', '.replay');
  await page.keyboard.press('End');
  await page.waitForSelector('.replay .verdict');
  assert.match(await page.textContent('.replay .verdict'), /^Caught after \d+ moves\.$/);
  await screenshot(page, 'cops-robber-replay');
  await page.click('.mode:has-text("Play the computer")');
  await page.waitForFunction(() => document.querySelector('.status')?.textContent === "Choose the robber's start: click a vertex.");
  await page.click('.graph-view .vertex.choice[data-v="13"]');
  await page.waitForFunction(() => /^The cop caught you after/.test(document.querySelector('.status')?.textContent ?? '')
    || /^Your move/.test(document.querySelector('.status')?.textContent ?? ''));
  await waitHash(page, 'mode', 'play');
  await screenshot(page, 'cops-robber-play');
  assert.deepEqual(page.problems, []);
});

test('a 2,000-vertex chordal graph is summarised and eliminated to one vertex', async () => {
  const page = await open('#/lab/cops-robber?graph=chordal&n=2000&seed=5', '.cops-robber-lab');
  await page.waitForSelector('.verdict-line .badge', { timeout: 20000 });
  assert.equal(await page.textContent('.verdict-line .badge'), 'cop wins');
  assert.match(await page.textContent('.graph-summary'), /2000 vertices, 5317 edges\. It is not drawn/);
  await page.keyboard.press('End');
  await page.waitForSelector('.elimination-order li:has-text("(by")');
  assert.match(await page.textContent('.elimination-order h3'), /1999 of 1999/);
  await screenshot(page, 'cops-robber-2000');
  assert.deepEqual(page.problems, []);
});

test('the embed shows the widget alone', async () => {
  const page = await open('#/embed/cops-robber?graph=petersen&step=0', '.cops-robber-lab .graph-view');
  assert.equal(await page.locator('.graph-form').count(), 0);
  assert.equal(await page.locator('.graph-tools').count(), 0);
  assert.ok(await page.$('a.open-full'));
  await screenshot(page, 'cops-robber-embed');
  assert.deepEqual(page.problems, []);
});

test('window.cgt.solve decides cop-and-robber graphs', async () => {
  const page = await open('', '.home');
  await cgtReady(page);
  const cycle = await page.evaluate(() =>
    cgt.solve({ game: 'cops-robber', vertices: 4, edges: [[0, 1], [1, 2], [2, 3], [3, 0]] }));
  assert.deepEqual(cycle, { copWin: false, elimination: [], remaining: [0, 1, 2, 3] });
  const path = await page.evaluate(() => cgt.solve({ game: 'cops-robber', vertices: 3, edges: [[0, 1], [1, 2]] }));
  assert.deepEqual(path, {
    copWin: true,
    elimination: [{ vertex: 0, dominatedBy: 1 }, { vertex: 1, dominatedBy: 2 }],
    remaining: [2],
  });
  const big = await page.evaluate(() => {
    const edges = [];
    for (let v = 1; v < 2000; v++) edges.push([v, Math.floor((v - 1) / 2)]);
    return cgt.solve({ game: 'cops-robber', vertices: 2000, edges });
  });
  assert.equal(big.copWin, true);
  assert.equal(big.elimination.length, 1999);
  const errors = await page.evaluate(() => {
    const attempt = (request) => {
      try {
        cgt.solve(request);
        return 'accepted';
      } catch (e) {
        return e.message;
      }
    };
    return [
      attempt({ game: 'cops-robber', vertices: 3, edges: [[0, 3]] }),
      attempt({ game: 'cops-robber', vertices: 3, edges: [[0, 1], [1, 0]] }),
      attempt({ game: 'cops-robber', vertices: 3, edges: [[2, 2]] }),
      attempt({ game: 'cops-robber', vertices: 0, edges: [] }),
      attempt({ game: 'cops-robber', vertices: 3 }),
    ];
  });
  assert.deepEqual(errors, [
    'edges: 0-3 names vertex 3, but the vertices are 0 to 2',
    'edges: 1-0 is listed twice (as 0-1 and 1-0); list each edge once',
    'edges: 2-2 is a loop; a vertex cannot be joined to itself here',
    'vertices: 0 is too small; give a whole number from 1 to 2000',
    'edges: missing; give a list such as 0-1, 1-2, 2-0 (an empty list for no edges)',
  ]);
  assert.deepEqual(page.problems, []);
});

test('the drawing is saved for a handout as SVG, PNG and TikZ, its marks kept', async () => {
  const page = await open('#/lab/cops-robber?graph=wheel&n=7&step=3', '.cops-robber-lab .graph-view .vertex.focus');
  const save = async (button) => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
    const chunks = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk);
    return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
  };
  const svg = await save('.graph-export .export-svg');
  assert.equal(svg.name, 'graph.svg');
  // The file parses on its own as SVG, with the page's colours written into it.
  const parsed = await page.evaluate((text) => {
    const file = new DOMParser().parseFromString(text, 'image/svg+xml');
    const root = file.documentElement;
    const focus = root.querySelector('g[data-v="2"] circle');
    return {
      error: file.querySelector('parsererror')?.textContent ?? null,
      root: root.localName,
      namespace: root.namespaceURI,
      discs: root.querySelectorAll('circle').length,
      edges: [...root.querySelectorAll('.edge')].flatMap((edge) => edge.getAttribute('data-edges').split(' ')).length,
      focusFill: focus?.getAttribute('style')?.match(/fill:([^;]+)/)?.[1] ?? null,
      pageFill: getComputedStyle(document.querySelector('.graph-view .vertex.focus circle:not(.reach)')).fill,
    };
  }, svg.bytes.toString('utf8'));
  assert.equal(parsed.error, null);
  assert.equal(parsed.root, 'svg');
  assert.equal(parsed.namespace, 'http://www.w3.org/2000/svg');
  assert.equal(parsed.discs, 7);
  assert.equal(parsed.edges, 12, 'a wheel of 7 vertices has 12 edges');
  assert.equal(parsed.focusFill, parsed.pageFill, 'the focused vertex keeps its colour');
  const png = await save('.graph-export .export-png');
  assert.equal(png.name, 'graph.png');
  assert.deepEqual([...png.bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const tikz = await save('.graph-export .export-tikz');
  assert.equal(tikz.name, 'graph.tex');
  const text = tikz.bytes.toString('utf8');
  assert.equal(text.split('\n').filter((line) => line.trim().startsWith('\\node')).length, 7);
  assert.equal(text.split('\n').filter((line) => line.trim().startsWith('\\draw')).length, 12);
  assert.match(text, /^% The wheel with 7 vertices: 7 vertices, 12 edges\.\n/);
  assert.match(text, /\\node\[vertex-focus, .*\] \(v2\) at/);
  assert.deepEqual(page.problems, []);
  await page.close();
});

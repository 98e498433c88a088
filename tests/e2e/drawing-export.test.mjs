// Handouts from the drawings that are not graph panels: the dag lab's graph and alpha-beta's game
// tree are saved as SVG files that stand on their own (the page's styles written in, the dag's
// arrowheads kept) and as PNG images (issue 15, item 4).
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openPage, serveDist } from './harness.mjs';

const site = await serveDist();
const browser = await launch();
after(async () => {
  await browser.close();
  await site.close();
});

/** Clicks `button` and resolves to the file it offers: its name and bytes. */
async function save(page, button) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

/** The SVG file `text` parsed beside the page's own `drawing`: counts of `shapes` in both. */
const compare = (page, text, drawing, shapes) => page.evaluate(([text, drawing, shapes]) => {
  const file = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = file.documentElement;
  const onPage = document.querySelector(drawing);
  return {
    error: file.querySelector('parsererror')?.textContent ?? null,
    root: `${root.namespaceURI} ${root.localName}`,
    inFile: shapes.map((shape) => root.querySelectorAll(shape).length),
    onPage: shapes.map((shape) => onPage.querySelectorAll(shape).length),
    styled: root.querySelectorAll('[style*="fill:"]').length,
    arrows: root.querySelectorAll('.edge[style*="marker-end:url("]').length,
  };
}, [text, drawing, shapes]);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Saves the page's drawing `drawing` as `<name>.svg` and `<name>.png` and checks what every such
 * file must be (an SVG that parses, the same `shapes` as on the page, the colours written in; a
 * PNG); resolves to the SVG's comparison for the drawing's own checks.
 */
async function saveBoth(page, name, drawing, shapes) {
  const svg = await save(page, '.export-bar .export-svg');
  assert.equal(svg.name, `${name}.svg`);
  const file = await compare(page, svg.bytes.toString('utf8'), drawing, shapes);
  assert.equal(file.error, null);
  assert.equal(file.root, 'http://www.w3.org/2000/svg svg');
  assert.deepEqual(file.inFile, file.onPage);
  assert.ok(file.styled > 0, 'the colours are written into the file');
  const png = await save(page, '.export-bar .export-png');
  assert.equal(png.name, `${name}.png`);
  assert.deepEqual([...png.bytes.subarray(0, 8)], PNG);
  return file;
}

test('dag: the graph saved as SVG with its arrows and values, and as PNG', async () => {
  const page = await openPage(browser);
  await page.goto(`${site.url}#/lab/dag?step=8`);
  await page.locator('.dag-view .vertex.current').waitFor();
  const file = await saveBoth(page, 'dag', '.dag-view', ['circle', '.edge', 'text']);
  assert.ok(file.inFile[0] > 0 && file.inFile[1] > 0);
  assert.equal(file.arrows, file.inFile[1], 'every edge keeps its arrowhead');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('alpha-beta: the game tree saved as SVG and PNG, its cut-off leaves kept', async () => {
  const page = await openPage(browser);
  await page.goto(`${site.url}#/lab/alpha-beta?step=33`);
  await page.locator('.ab-tree').waitFor();
  const file = await saveBoth(page, 'game-tree', '.ab-tree', ['polygon', 'line', '.ab-cut']);
  assert.equal(file.inFile[0], 13, 'the 13 nodes of the textbook tree');
  assert.ok(file.inFile[2] > 0, 'the cut-off part is drawn as on the page');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

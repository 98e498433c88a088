// End-to-end harness: serves dist/ under a sub-path and drives Debian's Chromium with Playwright.
import { createServer } from 'node:http';
import { readFile, mkdir } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { after } from 'node:test';
import { chromium } from 'playwright-core';

const root = resolve(import.meta.dirname, '../..');
export const dist = join(root, 'dist');
export const shots = join(root, 'target', 'e2e');
/** The site is served from here, as it would be from https://example.org/playground/. */
export const subPath = '/playground/';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.png': 'image/png',
};

/** Set on a server's `extra` (`extra[offline] = true`), it drops every connection: the network
 * is gone for the page and its service worker alike (a context set offline still lets a
 * service worker's requests through). */
export const offline = Symbol('offline');

/**
 * Starts a static server for dist/ under `subPath`, plus `extra` pages (relative path → HTML)
 * that are not in dist/; resolves to {url, close}.
 */
export async function serveDist(extra = {}) {
  const server = createServer(async (request, response) => {
    if (extra[offline]) {
      request.socket.destroy();
      return;
    }
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    if (!path.startsWith(subPath)) {
      response.writeHead(404).end('outside the sub-path');
      return;
    }
    const relative = normalize(path.slice(subPath.length) || 'index.html');
    if (relative.startsWith('..')) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = extra[relative] ?? (await readFile(join(dist, relative)));
      response.writeHead(200, { 'content-type': types[extname(relative)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}${subPath}`, close: () => new Promise((done) => server.close(done)) };
}

/**
 * The served site and the browser a test file shares: started now, closed after the file's
 * tests (`const { site, browser } = await siteAndBrowser();` at the top of the file).
 */
export async function siteAndBrowser() {
  const site = await serveDist();
  const browser = await launch();
  after(async () => {
    await browser.close();
    await site.close();
  });
  return { site, browser };
}

/** Launches headless Chromium from Debian's package (never a downloaded browser). */
export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
}

/**
 * A new page that records console errors and uncaught exceptions into `page.problems`. Its
 * context blocks service workers (a first visit would otherwise cache the whole site beside what
 * the test measures); `offline.test.mjs` allows them.
 */
export async function openPage(browser, { serviceWorkers = 'block' } = {}) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, serviceWorkers });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  page.problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') page.problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => page.problems.push(`page error: ${error.message}`));
  return page;
}

/**
 * Pastes `text` into the field `selector` as a person does: put on the clipboard (the pages may
 * use it: openPage grants it), the field focused and its text selected (or, with `atEnd`, the
 * caret put at its end), then Ctrl+V.
 */
export async function paste(page, selector, text, { atEnd = false } = {}) {
  await page.evaluate((copied) => navigator.clipboard.writeText(copied), text);
  await page.focus(selector);
  await page.keyboard.press(atEnd ? 'End' : 'Control+A');
  await page.keyboard.press('Control+V');
}

/** Saves a screenshot under target/e2e/. */
export async function screenshot(page, name) {
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
}

/** Reads a file of the built site, e.g. to check it exists. */
export function readDist(relative) {
  return readFile(join(dist, relative), 'utf8');
}

/** Opens `hash` on the site in a new page and waits for `ready` (by default the page's or the lab's first section: a lab renders a task after the chrome). */
export async function openAt(browser, site, hash, ready = '#app section') {
  const page = await openPage(browser);
  await page.goto(site.url + hash);
  await page.waitForSelector(ready);
  return page;
}

/** Waits until the address bar has `name=value` (steps are written at most ~3 times a second). */
export function waitHash(page, name, value) {
  return page.waitForFunction(
    ([name, value]) => new URLSearchParams(location.hash.split('?')[1]).get(name) === value,
    [name, value],
  );
}

/** Every lab's slug, read from the catalog (src/ui/catalog.rs, the app's one list of labs). */
export async function labSlugs() {
  const catalog = await readFile(join(root, 'src', 'ui', 'catalog.rs'), 'utf8');
  const slugs = [...catalog.matchAll(/slug: "([^"]+)"/g)].map((match) => match[1]).sort();
  if (slugs.length === 0) throw new Error('no lab found in src/ui/catalog.rs');
  return slugs;
}

/**
 * Reports every content-security-policy violation of `page`, in any of its frames, into
 * `page.problems` (as `csp: <directive> blocked <what> in <document>`), from the documents'
 * `securitypolicyviolation` events. Call before the first `goto`.
 */
export async function recordCspViolations(page) {
  await page.exposeBinding('__reportCspViolation', ({ frame }, text) => {
    page.problems.push(`csp: ${text} in ${frame.url()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
}

/**
 * Waits until `window.cgt` has loaded its solvers (its binary is fetched on first use, see
 * www/loader.js): from then on `cgt.solve` answers synchronously, as the README says.
 */
export async function cgtReady(page) {
  await page.evaluate(() => window.cgt.ready.then(() => true));
}

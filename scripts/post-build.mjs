// Trunk's post-build hook (Trunk.toml), on the built site in Trunk's staging directory:
// 0. The loader and its protocol module without their comment lines (they are sent to every page).
// 1. Shorter names on the wasm/JS boundary (scripts/boundary-names.mjs), then cache busting.
//    Trunk writes each wasm binary (data-type="worker" links: the home page, each
//    lab, `cgt`, the octal worker) under a fixed name, so this hook writes each binary's content
//    hash into www/loader.js's VERSIONS table, which loads them with `?v=<hash>`, and loads
//    loader.js itself with its own hash: a new build is never mixed with files cached from an
//    old one. A binary started by a script of its own (the octal worker's
//    `octal-worker-loader.js`, which passes its `?v=` on) has that script in its hash. The
//    loader's own modules `remote.js` (loaded in a framed page) and `handout.js` (loaded on the
//    first click of a drawing's save button) are versioned the same way.
// 2. The content security policy: puts the SHA-256 hash of every inline <script> of index.html
//    where www/index.html writes the marker 'inline-script-hashes' (the built page has none;
//    `trunk serve` adds its live-reload script, which is then allowed and no other).
// 3. The lecture deck (deck.html): copies reveal.js's ES module and style sheet from npm's
//    package into reveal/, and versions every file the deck loads (`?v=<hash>`), as the loader does;
//    the same for the files of the "print all steps" page (steps.html).
// 4. Offline: fills www/sw.js's VERSION and FILES with every file of the site under the address
//    the pages request it by (see the service worker).
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { shortenBoundaryNames } from './boundary-names.mjs';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) throw new Error('post-build: run by Trunk as a post_build hook (TRUNK_STAGING_DIR unset)');
const read = (name) => readFileSync(join(staging, name));
const hash = (...contents) => {
  const sha = createHash('sha256');
  for (const content of contents) sha.update(content);
  return sha.digest('hex').slice(0, 16);
};

// 0. The hand-written scripts every page loads lose their comment lines (Trunk minifies only the
//    glue it writes): a line that is only a `//` comment, and a `/** … */` block on lines of its
//    own; and every line its indentation. Neither script has a string spanning lines, where such
//    a line or its indentation could be text.
const uncommented = (text) => text.replace(/^[ \t]*\/\*\*[\s\S]*?\*\/[ \t]*\n/gm, '').replace(/^[ \t]*\/\/.*\n/gm, '')
  .replace(/^[ \t]+/gm, '');
for (const name of ['loader.js', 'remote.js']) {
  const text = read(name).toString();
  const spanning = text.split('\n').some((line) => (line.match(/`/g) ?? []).length % 2 === 1);
  if (spanning) throw new Error(`post-build: ${name} may have a template string spanning lines`);
  writeFileSync(join(staging, name), uncommented(text));
}

// 1. Every binary: a glue script `<name>.js` beside its module `<name>_bg.wasm`, first with the
//    names on their boundary shortened (scripts/boundary-names.mjs), then versioned.
const files = readdirSync(staging);
const binaries = files
  .filter((file) => file.endsWith('_bg.wasm'))
  .map((file) => file.slice(0, -'_bg.wasm'.length));
let shortened = 0;
for (const name of binaries) {
  const { wasm, glue, renamed } = shortenBoundaryNames(read(`${name}_bg.wasm`), read(`${name}.js`).toString());
  writeFileSync(join(staging, `${name}_bg.wasm`), wasm);
  writeFileSync(join(staging, `${name}.js`), glue);
  shortened += renamed;
}
console.log(`post-build: ${shortened} names on the wasm/JS boundary shortened`);
const starter = (name) => (files.includes(`${name}-loader.js`) ? [read(`${name}-loader.js`)] : []);
const versions = Object.fromEntries(
  binaries.sort().map((name) => [name, hash(read(`${name}.js`), read(`${name}_bg.wasm`), ...starter(name))]),
);
// The loader's other modules: the protocol a framing page drives a widget by, and the handouts'
// drawing exporter.
versions.remote = hash(read('remote.js'));
versions.handout = hash(read('handout.js'));
const table = 'const VERSIONS = {};';
const loader = read('loader.js').toString();
if (!loader.includes(table)) throw new Error(`post-build: loader.js has no "${table}" to fill`);
const built = loader.replace(table, `const VERSIONS = ${JSON.stringify(versions)};`);
writeFileSync(join(staging, 'loader.js'), built);

const file = join(staging, 'index.html');
let html = readFileSync(file, 'utf8');
// The page's one script element, as written or as a release build minifies it.
const script = /<script\b[^>]*\bsrc=(["']?)loader\.js\1[^>]*><\/script>/i;
if (!script.test(html)) throw new Error('post-build: index.html has no <script src="loader.js">');
html = html.replace(script, `<script type="module" src="loader.js?v=${hash(built)}"></script>`);

// 2. Inline scripts: <script> elements without a src attribute; the hash covers their exact text.
const marker = "'inline-script-hashes'";
const policies = html.match(/<meta\b[^>]*\bcontent="[^"]*'inline-script-hashes'[^"]*"/gi) ?? [];
if (policies.length !== 1 || !policies[0].includes(marker)) {
  throw new Error(`post-build: ${file} needs one policy <meta> with ${marker} in its script-src`);
}
const inline = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
  .filter((match) => !/\ssrc\s*=/i.test(match[1] ?? ''))
  .map((match) => match[2]);
const hashes = inline.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
const policy = policies[0].replace(` ${marker}`, [...new Set(hashes)].map((h) => ` ${h}`).join(''));
writeFileSync(file, html.replace(policies[0], policy));
console.log(`post-build: ${binaries.length} binaries versioned; ${inline.length} inline script(s) allowed by hash`);

// 3. The deck: reveal.js from node_modules (package-lock.json pins it), then each file's
//    references to the files it loads get their content hashes, the loaded before the loader.
const reveal = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', 'reveal.js', 'dist');
mkdirSync(join(staging, 'reveal'), { recursive: true });
// The ES module build under a .js name: every static server sends .js as JavaScript, which a
// module script must be; some send .mjs as bytes.
copyFileSync(join(reveal, 'reveal.mjs'), join(staging, 'reveal', 'reveal.js'));
copyFileSync(join(reveal, 'reveal.css'), join(staging, 'reveal', 'reveal.css'));
const pageFiles = [];
const version = (name, references) => {
  let text = read(name).toString();
  for (const reference of references) {
    const quoted = new RegExp(`(["'])(\\./)?${reference.replace(/[.]/g, '\\.')}\\1`, 'g');
    if (!quoted.test(text)) throw new Error(`post-build: ${name} does not load ${reference}`);
    const versioned = `${reference}?v=${hash(read(reference))}`;
    text = text.replace(quoted, (_, quote, dot) => `${quote}${dot ?? ''}${versioned}${quote}`);
    pageFiles.push(versioned);
  }
  writeFileSync(join(staging, name), text);
};
version('deck.js', ['reveal/reveal.js', 'cgt-reveal.js']);
version('deck.html', ['reveal/reveal.css', 'deck.css', 'deck.js']);
version('steps.html', ['steps.css', 'steps.js']);
console.log('post-build: the deck, reveal.js and the steps page versioned');

// 4. The service worker's list: the pages, the loader and its module, the style sheets, every
//    binary (glue and module; the octal worker's script too), the deck, the steps page and the
//    app's manifest.
const names = readdirSync(staging);
const loaderVersion = hash(built);
const site = [
  './', 'index.html', 'deck.html', 'steps.html', 'embed-example.html', 'embed-example.css', 'manifest.webmanifest', 'icon.svg',
  `loader.js?v=${loaderVersion}`, `remote.js?v=${versions.remote}`, `handout.js?v=${versions.handout}`,
  ...names.filter((name) => /^style-[0-9a-f]+\.css$/.test(name)),
  ...binaries.flatMap((name) => [`${name}.js?v=${versions[name]}`, `${name}_bg.wasm?v=${versions[name]}`]),
  ...binaries.filter((name) => files.includes(`${name}-loader.js`)).map((name) => `${name}-loader.js?v=${versions[name]}`),
  ...pageFiles,
].map((file) => (file.startsWith('./') ? file : `./${file}`));
const worker = read('sw.js').toString();
const blanks = ["const VERSION = '';", 'const FILES = [];'];
for (const blank of blanks) if (!worker.includes(blank)) throw new Error(`post-build: sw.js has no "${blank}" to fill`);
writeFileSync(
  join(staging, 'sw.js'),
  worker
    .replace(blanks[0], `const VERSION = '${hash(html, ...site)}';`)
    .replace(blanks[1], `const FILES = ${JSON.stringify(site)};`),
);
console.log(`post-build: the service worker caches ${site.length} files`);

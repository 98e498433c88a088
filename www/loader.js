// Starts the page: loads the one wasm binary its route needs (a lab's own binary for its page and
// its embed, the home page's for anything else) and, on first use, `window.cgt`'s solvers.
// Trunk writes each binary's wasm-bindgen glue and module beside this file; they are loaded by
// relative URLs, so the site works from any sub-path. A route to another lab reloads the page
// (the app does it), and this script then loads that lab's binary.

/** Every lab with a binary of its own (tests/it/tidy.rs checks this list against the catalog). */
const LABS = [
  'alpha-beta', 'betting', 'cops-robber', 'dag', 'division', 'hidden-evader', 'kings', 'nim', 'nim-table',
  'octal', 'problem-set', 'pursuit', 'sg-table', 'state-graph', 'sums', 'take-away', 'treblecross', 'tree-path',
  'wythoff',
];

/** Each binary's content hash, written here by Trunk's post-build hook, so that a new build is
 * never mixed with files cached from an old one. */
const VERSIONS = {};

/** The longest paste left to the browser to insert, in characters: Form::long_field's SHOWN_TEXT
 * (tests/it/tidy.rs checks the two are the same). */
const LONG_PASTE = 100000;

const versioned = (file, binary) => `./${file}?v=${VERSIONS[binary] ?? 'dev'}`;

// The octal lab starts its Web Worker from this address (src/octal_worker/client.rs reads it).
document.documentElement.dataset.octalWorker = versioned('octal-worker-loader.js', 'octal-worker');

/** Loads and starts `binary` (its `main` runs); resolves to its wasm exports. */
async function start(binary) {
  const glue = await import(versioned(`${binary}.js`, binary));
  return glue.default({ module_or_path: versioned(`${binary}_bg.wasm`, binary) });
}

// After one visit the site works offline (www/sw.js); where service workers are unavailable
// (plain http but localhost, some private windows) the site works online as before.
navigator.serviceWorker?.register('./sw.js').catch(() => {});

// A page framing this one (a slide deck) may step the widget by messages: only then the protocol.
if (window.parent !== window) import(versioned('remote.js', 'remote'));

// A drawing's SVG and PNG buttons (src/ui/kit/export.rs): their code comes on the first click.
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element && event.target.closest('button[data-save]');
  if (button) import(versioned('handout.js', 'handout')).then((handout) => handout.save(button));
});

// Turning an exercise on or off swaps the stepper, toggle and all: unless the exercise's question
// took the focus, the new toggle takes the one the old one had, so the keyboard is not lost.
document.addEventListener('click', (event) => {
  const toggle = event.target instanceof Element && event.target.closest('.exercise-toggle');
  const lab = toggle?.closest('section');
  if (lab) requestAnimationFrame(() => {
    if (!toggle.isConnected && document.activeElement === document.body) lab.querySelector('.exercise-toggle')?.focus();
  });
}, true);

// The arrow keys move between an exercise question's options, as in a toolbar (from the group
// itself, to the first or the last), before the stepper's listener could step the lab with them.
document.addEventListener('keydown', (event) => {
  const group = event.target instanceof Element && event.target.closest('fieldset.exercise-question');
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  if (!group || !step || event.ctrlKey || event.altKey || event.metaKey) return;
  event.preventDefault();
  const options = [...group.querySelectorAll('button')];
  const at = options.indexOf(event.target);
  const to = at < 0 ? (step > 0 ? 0 : options.length - 1) : at + step;
  options[Math.max(0, Math.min(to, options.length - 1))]?.focus();
}, true);

// A paste of a long text (a game typed whole) into a text field is put in by this listener, not
// by the browser, whose insertion lays the whole text out in the paste's task (a second for
// 8 MB); the field's input event follows as for any edit. The app keeps a text that long out of
// the box (Form::long_field), so it is never laid out: the field is out of focus meanwhile (a
// focused field lays out its new text at once, to place the caret), and takes the focus back in
// the next frame, its caret after the pasted text. Ctrl+Z right after such a paste puts the old
// text back (the browser's own undo knows nothing of it).
let pasted;
document.addEventListener('paste', (event) => {
  const field = event.target;
  const text = event.clipboardData?.getData('text') ?? '';
  if (!(field instanceof HTMLInputElement) || field.selectionStart === null || text.length <= LONG_PASTE) return;
  event.preventDefault();
  const { value, selectionStart: start, selectionEnd: end } = field;
  field.blur();
  field.value = value.slice(0, start) + text + value.slice(end);
  field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  pasted = { field, value, start };
  requestAnimationFrame(() => {
    field.focus();
    field.setSelectionRange(start + text.length, start + text.length);
  });
}, true);
document.addEventListener('input', (event) => {
  if (event.isTrusted) pasted = undefined;
}, true);
document.addEventListener('keydown', (event) => {
  const undo = (event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z';
  if (!undo || event.target !== pasted?.field) return;
  event.preventDefault();
  const { field, value, start } = pasted;
  pasted = undefined;
  field.value = value;
  field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'historyUndo' }));
  field.setSelectionRange(start, start);
}, true);

const route = /^#\/(?:lab|embed)\/([a-z-]+)(?:[?/]|$)/.exec(location.hash);
const page = route && LABS.includes(route[1]) ? `lab-${route[1]}` : 'home';
start(page).then(
  (wasm) => dispatchEvent(new CustomEvent('cgt-page-started', { detail: { binary: page, wasm } })),
  (error) => {
    const app = document.getElementById('app');
    const message = document.createElement('p');
    message.className = 'load-error';
    message.setAttribute('role', 'alert');
    message.textContent = `This page could not load its code (${error}). Check the connection and reload.`;
    app?.replaceChildren(message);
  },
);

// A table wider than its box (on a phone) scrolls by itself to keep the step's cell in view.
let scrolling;
const scrollToCells = () => {
  scrolling = null;
  for (const cell of document.querySelectorAll('.sg-table .value-row .current, .grid-scroll .current')) {
    const box = cell.closest('.sg-table, .grid-scroll');
    if (box.scrollWidth <= box.clientWidth) continue;
    const [outer, inner] = [box.getBoundingClientRect(), cell.getBoundingClientRect()];
    // Out of view, the cell is brought to the middle (the browser keeps the scroll in range).
    if (inner.left < outer.left || inner.right > outer.right) {
      box.scrollLeft += (inner.left + inner.right) / 2 - (outer.left + outer.right) / 2;
    }
  }
};
// Measured in the next frame, once per frame: measuring in the observer would lay the page out
// inside the render's own task (its first render's task doubled), and once per change.
new MutationObserver(() => {
  scrolling ??= requestAnimationFrame(scrollToCells);
}).observe(document.documentElement, { subtree: true, childList: true, attributeFilter: ['class'] });

// `window.cgt` loads its solvers on first use: until then it is a stand-in whose `ready` starts
// the loading and resolves to the real `cgt`, which replaces it (`cgt.solve` is synchronous from
// then on; the stand-in's throws, saying to await `cgt.ready` first).
let loading;
const load = () =>
  (loading ??= start('cgt').then((wasm) => {
    dispatchEvent(new CustomEvent('cgt-started', { detail: { wasm } }));
    return window.cgt;
  }));
const notYet = () => {
  load();
  throw new Error('cgt is loading its solvers: run `await cgt.ready` once, then cgt.solve(...)');
};
window.cgt = {
  get ready() {
    return load();
  },
  solve: notYet,
  get games() {
    return notYet();
  },
};

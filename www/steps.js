// Print all steps (steps.html#/lab/<slug>?<params>): frames the lab's embed of the same view off
// screen, steps it from its first frame to its last through the widget protocol (remote.js:
// `goto`, answered by `status`), and copies each frame's picture into a numbered list with its
// label and sentence, for a handout. Canvases are copied as images; the copies are inert.

/** The most frames laid out: a handout of a short construction (a 6 x 6 table has 36). */
const MAX_FRAMES = 80;
/** How long a lab may take to start, to show a step, or to move its progress bar. */
const PATIENCE_MS = 20000;

const statusLine = document.getElementById('steps-status');
const list = document.getElementById('steps');
const printButton = document.getElementById('steps-print');
const say = (text) => { statusLine.textContent = text; };

const route = location.hash.match(/^#\/(?:lab|embed)\/([a-z][a-z-]*)(?:\?(.*))?$/);
if (route) {
  lay(route[1], new URLSearchParams(route[2] ?? '')).catch((error) => say(`The steps could not be laid out: ${error.message}`));
} else {
  say('This address names no lab: open this page from a lab\'s "Print all steps" link.');
}
printButton.addEventListener('click', () => print());
// Another view typed after the `#` (no new page load): laid out afresh.
addEventListener('hashchange', () => location.reload());

/** Resolves once `ready()` is true, checked every 100 ms; rejects with `why` after PATIENCE_MS
 * without a change of `progress()`. */
function until(ready, why, progress = () => null) {
  return new Promise((resolve, reject) => {
    let started = Date.now();
    let seen = progress();
    const check = () => {
      if (progress() !== seen) {
        seen = progress();
        started = Date.now();
      }
      if (ready()) resolve();
      else if (Date.now() - started > PATIENCE_MS) reject(new Error(why));
      else setTimeout(check, 100);
    };
    check();
  });
}

async function lay(slug, params) {
  for (const name of ['step', 'speed', 'cell', 'exercise']) params.delete(name);
  const query = params.toString();
  document.getElementById('steps-back').href = `./#/lab/${slug}${query ? `?${query}` : ''}`;
  const frame = document.createElement('iframe');
  frame.className = 'steps-source';
  frame.title = 'The view being stepped';
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.src = `./#/embed/${slug}?${query ? `${query}&` : ''}step=0`;
  let latest = null;
  addEventListener('message', (event) => {
    if (event.source === frame.contentWindow && event.data?.cgt === 'status') latest = event.data;
  });
  document.body.append(frame);
  const page = () => frame.contentDocument;
  const computing = () => page()?.querySelector('.computing') !== null;
  await until(() => page()?.querySelector('.not-found') || (latest !== null && page()?.querySelector('section.is-embed')), 'the lab did not start');
  const missing = page().querySelector('.not-found p');
  if (missing) {
    say(`${missing.textContent} Open this page from a lab's "Print all steps" link.`);
    frame.remove();
    return;
  }
  // A timeline computed in slices grows until its job ends: waited for while its progress bar
  // moves, unless it already has more frames than a printout lays out.
  const tooLong = () => latest?.stepped && latest.last + 1 > MAX_FRAMES;
  /** The lab's progress panel as a sentence: what it computes, how far, the time left. */
  const progress = () => {
    const panel = page()?.querySelector('.computing');
    const parts = panel ? [...panel.querySelectorAll('span')].map((part) => part.textContent.trim()) : [];
    return parts.filter(Boolean).join(', ');
  };
  await until(() => {
    frame.contentWindow.postMessage({ cgt: 'status' }, '*');
    if (computing()) say(`The lab is computing the view before its steps can be laid out. ${progress()}`);
    return !computing() || tooLong();
  }, 'the lab\'s computation stopped moving', progress);
  const stillComputing = computing();
  latest = null;
  frame.contentWindow.postMessage({ cgt: 'status' }, '*');
  await until(() => latest !== null, 'the lab did not answer');
  const title = page().querySelector('.embed-title')?.textContent ?? slug;
  document.getElementById('steps-title').textContent = `All steps: ${title}`;
  document.title = `All steps: ${title} · CGT Playground`;
  // What the lab said of the link (a value it could not use, the default shown instead) heads
  // the handout too, as it heads the lab: a mistyped link never prints another game silently.
  const notices = [...page().querySelectorAll('section.is-embed .notice li')];
  if (notices.length > 0) {
    const box = document.createElement('ul');
    box.className = 'steps-notices';
    for (const notice of notices) {
      const item = document.createElement('li');
      item.textContent = notice.textContent;
      box.append(item);
    }
    document.querySelector('.steps-header').append(box);
  }
  if (!latest.stepped) {
    say('This view has no steps to lay out: open a stepped view of the lab (a table being filled, an elimination, a search) and follow its "Print all steps" link.');
    return;
  }
  const last = latest.last;
  if (last + 1 > MAX_FRAMES) {
    say(`This view has ${stillComputing ? 'at least ' : ''}${last + 1} frames; a printout lays out at most ${MAX_FRAMES}. Choose a smaller example in the lab.`);
    frame.remove();
    return;
  }
  for (const sheet of page().querySelectorAll('link[rel="stylesheet"]')) document.head.append(document.importNode(sheet));
  // The legend once, above the frames, rather than in every one of them.
  const legend = page().querySelector('section.is-embed .legend');
  if (legend) {
    const copy = document.importNode(legend, true);
    copy.inert = true;
    document.querySelector('.steps-header').append(copy);
  }
  for (let k = 0; k <= last; k++) {
    say(`Stepping the view: frame ${k} of ${last}…`);
    frame.contentWindow.postMessage({ cgt: 'goto', step: k }, '*');
    await until(() => latest?.step === k, `step ${k} was not shown`);
    await new Promise((resolve) => frame.contentWindow.requestAnimationFrame(() => setTimeout(resolve)));
    list.append(figure(page().querySelector('section.is-embed'), k, last, latest));
  }
  frame.remove();
  say('');
  printButton.disabled = false;
}

/** Frame `k`'s entry: a copy of the widget `section` without its controls, its explanation and
 * its legend (shown once above), and its caption. */
function figure(section, k, last, { label, sentence }) {
  const copy = document.importNode(section, true);
  const canvases = section.querySelectorAll('canvas');
  copy.querySelectorAll('canvas').forEach((canvas, index) => {
    const image = document.createElement('img');
    image.src = canvases[index].toDataURL('image/png');
    image.alt = canvases[index].getAttribute('aria-label') ?? 'A plot';
    image.width = canvases[index].width;
    canvas.replaceWith(image);
  });
  const controls = '.stepper, .exercise-toggle, .embed-title, .open-full, .mode-tabs, .export-bar, .notice, .explanation, .legend, [aria-live]';
  copy.querySelectorAll(controls).forEach((element) => element.remove());
  // A closed disclosure shows only its summary, which is no use on paper.
  copy.querySelectorAll('details:not([open])').forEach((element) => element.remove());
  copy.querySelectorAll('[id]').forEach((element) => element.removeAttribute('id'));
  const picture = document.createElement('div');
  picture.className = 'steps-picture';
  picture.inert = true;
  picture.append(copy);
  const caption = document.createElement('p');
  caption.className = 'steps-caption';
  const heading = document.createElement('strong');
  heading.textContent = `${k}. ${label}`;
  caption.append(heading, ' ', sentence);
  const item = document.createElement('li');
  item.dataset.step = String(k);
  item.setAttribute('aria-label', `Frame ${k} of ${last}`);
  item.append(picture, caption);
  return item;
}

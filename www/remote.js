// Slides drive the widget: the postMessage protocol between a page and the playground it frames
// (README, "Driving a widget from its page"). loader.js loads this module only in a framed page.
//
// The framing page sends the widget's window `{cgt: <request>}`; the widget answers its parent
// with `{cgt: "status", stepped, step, last, playing, label, sentence}` when it starts, after
// every change of step and when asked. The requests move the kit's stepper as its own buttons and
// scrubber do (src/ui/kit/stepper.rs; the step's sentence is its `data-sentence`):
//   next, previous, first, last, {cgt: "goto", step: k}, pause, status, and attach: from then on
//   the presenter's keys typed in the widget (PageDown, PageUp, the arrows, Space, N, P) are sent
//   to the page as {cgt: "key", key} instead of being handled here, so a remote keeps driving a
//   deck after someone clicked into the widget. Text fields and menus keep their keys but
//   PageDown and PageUp; a tab keeps its arrows; a focusable vertex or cell its arrows and Space.
// Only messages from the parent window are read; anything unreadable is ignored.

const PRESENTER_KEYS = ['PageDown', 'PageUp', 'ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', ' ', 'n', 'N', 'p', 'P'];

/** Whether a presenter `key` typed in `target` stays in the widget. */
function keyStays(key, target) {
  if (key === 'PageDown' || key === 'PageUp' || !(target instanceof Element)) return false;
  const arrow = key.startsWith('Arrow');
  const tag = target.tagName.toUpperCase();
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'BUTTON') return arrow && target.getAttribute('role') === 'tab';
  return target.isContentEditable || (target.hasAttribute('tabindex') && (arrow || key === ' '));
}

/** The stepper driven: the last one on the page (a view shows one). */
const stepper = () => [...document.querySelectorAll('.stepper')].at(-1) ?? null;

/** The widget's status now. */
function status() {
  const control = stepper();
  const scrubber = control?.querySelector('input[type="range"]');
  if (!control || !scrubber) return { cgt: 'status', stepped: false, step: 0, last: 0, playing: false, label: '', sentence: '' };
  return {
    cgt: 'status',
    stepped: true,
    step: Number(scrubber.value),
    last: Number(scrubber.max),
    playing: control.querySelector('.step-play')?.getAttribute('aria-pressed') === 'true',
    label: control.querySelector('.step-label')?.textContent ?? '',
    sentence: control.dataset.sentence ?? '',
  };
}

/** Carries out a request; says whether it was one. */
function carryOut(request, step) {
  const control = stepper();
  const press = (name) => {
    const button = control?.querySelector(`.step-${name}`);
    if (button && !button.disabled) button.click();
  };
  switch (request) {
    case 'next': press('forward'); break;
    case 'previous': press('back'); break;
    case 'first': press('start'); break;
    case 'last': press('end'); break;
    case 'pause':
      if (control?.querySelector('.step-play')?.getAttribute('aria-pressed') === 'true') press('play');
      break;
    case 'goto': {
      const scrubber = control?.querySelector('input[type="range"]');
      if (!Number.isInteger(step) || step < 0) return false;
      if (scrubber) {
        scrubber.value = String(Math.min(step, Number(scrubber.max)));
        scrubber.dispatchEvent(new Event('input', { bubbles: true }));
      }
      break;
    }
    case 'status': case 'attach': break;
    default: return false;
  }
  return true;
}

let attached = false;
let told = null;
const tell = (message) => window.parent.postMessage(message, '*');
/** Tells the page the status if it changed (or always, when asked). */
function report(always = false) {
  const now = status();
  const text = JSON.stringify(now);
  if (always || text !== told) tell(now);
  told = text;
}

addEventListener('message', (event) => {
  if (event.source !== window.parent || typeof event.data !== 'object' || event.data === null) return;
  let request;
  let step;
  try {
    ({ cgt: request, step } = event.data);
  } catch {
    return;
  }
  if (typeof request !== 'string' || !carryOut(request, step)) return;
  if (request === 'attach') attached = true;
  // A request that moves the stepper is answered by the status the move brings.
  if (request === 'status' || request === 'attach') report(true);
});

addEventListener(
  'keydown',
  (event) => {
    if (!attached || !PRESENTER_KEYS.includes(event.key) || event.ctrlKey || event.altKey || event.metaKey) return;
    if (keyStays(event.key, event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    tell({ cgt: 'key', key: event.key });
  },
  true,
);

// Every change the app renders may move the stepper (or show or hide one).
let pending = false;
new MutationObserver(() => {
  if (pending) return;
  pending = true;
  queueMicrotask(() => {
    pending = false;
    report();
  });
}).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
report(true);

// A reveal.js plugin that lets the presenter step CGT Playground widgets with the keys that move
// the slides. On a slide holding a widget (an <iframe> of the playground), "next" (PageDown,
// the right or down arrow, Space, N) steps the widget until its last step and only then moves to
// the next slide; "previous" (PageUp, the left or up arrow, P) un-steps it to step 0, then moves
// back. After someone clicked into a widget, the keys typed there come back to the deck (the
// widget sends them: README, "Driving a widget from its page"). Widgets on slides that are left
// stop playing. A plain ES module, no build step:
//
//   import Reveal from './reveal/reveal.js';
//   import CgtWidgets from './cgt-reveal.js';
//   new Reveal({ plugins: [CgtWidgets] }).initialize();

const NEXT = new Set(['PageDown', 'ArrowRight', 'ArrowDown', ' ', 'n', 'N']);
const PREVIOUS = new Set(['PageUp', 'ArrowLeft', 'ArrowUp', 'p', 'P']);

export default function CgtWidgets() {
  return {
    id: 'cgt-widgets',
    init(deck) {
      // Each widget's window and the last status it sent (or what was asked of it since).
      const statuses = new Map();
      const frames = (root) => [...root.querySelectorAll('iframe')];
      const send = (frame, message) => frame.contentWindow?.postMessage(message, '*');

      // The widget of the current slide that can still step one way (+1 forward, -1 back).
      const stepper = (direction) => {
        const slide = deck.getCurrentSlide();
        if (!slide) return null;
        return frames(slide).find((frame) => {
          const status = statuses.get(frame.contentWindow);
          return status?.stepped && (direction > 0 ? status.step < status.last : status.step > 0);
        }) ?? null;
      };

      // Steps a widget of the current slide if one can still step; says whether it did. The
      // status is moved at once, so keys pressed faster than the widget answers never overshoot.
      const step = (direction) => {
        const frame = stepper(direction);
        if (!frame) return false;
        const status = statuses.get(frame.contentWindow);
        status.step += direction;
        send(frame, { cgt: direction > 0 ? 'next' : 'previous' });
        return true;
      };

      const plain = (event) => !event.ctrlKey && !event.altKey && !event.metaKey && !event.shiftKey;
      // Keys typed on the deck: before reveal.js's own handler (capture on the window).
      window.addEventListener(
        'keydown',
        (event) => {
          const field = event.target.closest?.('input, textarea, select, [contenteditable]');
          if (field || !plain(event) || deck.isOverview?.()) return;
          const direction = NEXT.has(event.key) ? 1 : PREVIOUS.has(event.key) ? -1 : 0;
          if (direction !== 0 && step(direction)) {
            event.preventDefault();
            event.stopImmediatePropagation();
          }
        },
        true,
      );

      window.addEventListener('message', (event) => {
        const frame = frames(deck.getSlidesElement()).find((f) => f.contentWindow === event.source);
        const data = event.data;
        if (!frame || typeof data !== 'object' || data === null) return;
        if (data.cgt === 'status') {
          if (!statuses.has(event.source)) send(frame, { cgt: 'attach' });
          const status = { stepped: data.stepped === true, step: Number(data.step) || 0, last: Number(data.last) || 0 };
          statuses.set(event.source, status);
          // Shown on the frame, for a deck's own style sheet or script.
          frame.dataset.cgtStep = status.stepped ? `${status.step}/${status.last}` : 'none';
        } else if (data.cgt === 'key') {
          // A key typed inside a widget, as if typed on the deck.
          if (NEXT.has(data.key) && !step(1)) deck.next();
          else if (PREVIOUS.has(data.key) && !step(-1)) deck.prev();
        }
      });

      // Widgets already running when the deck starts answer this; later ones say they are there.
      for (const frame of frames(deck.getSlidesElement())) send(frame, { cgt: 'status' });

      // A widget on a slide that is left stops playing.
      deck.on('slidechanged', (event) => {
        if (event.previousSlide) {
          for (const frame of frames(event.previousSlide)) send(frame, { cgt: 'pause' });
        }
      });
    },
  };
}

// The example lecture deck (deck.html): reveal.js, copied from npm into reveal/ at build time,
// with the plugin that steps the playground's widgets by the presenter's keys.
import Reveal from './reveal/reveal.js';
import CgtWidgets from './cgt-reveal.js';

const deck = new Reveal({ hash: true, plugins: [CgtWidgets] });
deck.initialize();
// The end-to-end tests and a curious reader reach the deck from the console.
window.deck = deck;

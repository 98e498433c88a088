// Handouts: saves a drawing on the page as a standalone SVG file or a PNG image. loader.js loads
// this module on the first click of a save button (`<button data-save="svg|png" data-file=…>` in
// an `.export-bar`, written by src/ui/kit/export.rs), so no page downloads it before a teacher
// asks for a file.
//
// The drawing is what stands just before the button's bar: an `<svg>` (a graph, a game tree, a
// state graph), copied with the styles it has on the page written into every element; or a board
// of HTML cells (treblecross's row, the kings' grid), redrawn as SVG boxes and texts where the page
// shows them, with their colours, borders and fonts, on the page's ground (dark in the dark
// scheme, as the page shows it). Either way the classes stay, for restyling.

/** The computed styles an SVG drawing's elements take from the page's style sheet. */
const DRAWING_STYLES = [
  'fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-opacity', 'opacity', 'display',
  'visibility', 'font-family', 'font-size', 'font-weight', 'text-anchor', 'paint-order', 'marker-end',
];

/**
 * The initial values of those styles that an element does not inherit: written only when an
 * element's differ. Every other style is inherited, and is written only where it differs from
 * the parent's (a complete graph's file is a third the size, and a third as long to read back).
 */
const NOT_INHERITED = new Map([['opacity', '1'], ['display', 'inline']]);

/** The elements of a drawing that only follow the pointer (the edge it points at, a vertex's tap target). */
const POINTER_ONLY = '.edge.pointed, .reach';

const SVG = 'http://www.w3.org/2000/svg';

/** How long one slice of a drawing's copy may run, in milliseconds: well under a frame. */
const SLICE_MS = 8;

/** Copies tried in slices before one is made at once: each starts again if the drawing changes under it. */
const SLICED_TRIES = 3;

/** Resolves in a later task, so that the page paints and handles input in between. */
const pageTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Calls `visit` on every item, in slices of about SLICE_MS with the page's turn between them
 * (or all at once unless `sliced`). Resolves to false, stopping, if `drawing` changed in between
 * (a step taken, a move played): the styles read so far would not match what follows.
 */
async function eachInSlices(items, visit, drawing, sliced) {
  let changed = false;
  const observer = new MutationObserver(() => { changed = true; });
  observer.observe(drawing, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    let deadline = performance.now() + SLICE_MS;
    for (const item of items) {
      if (sliced && performance.now() >= deadline) {
        await pageTurn();
        if (changed || observer.takeRecords().length > 0 || !drawing.isConnected) return false;
        deadline = performance.now() + SLICE_MS;
      }
      visit(item);
    }
    return true;
  } finally {
    observer.disconnect();
  }
}

/**
 * Saves the drawing of the save button `button` in its format, as `<data-file>.svg` or `.png`.
 * A large drawing (a complete graph's 4,950 edges) is read in slices, the page answering
 * meanwhile; a second click while it is read does nothing.
 */
export async function save(button) {
  if (button.getAttribute('aria-busy') === 'true') return;
  button.setAttribute('aria-busy', 'true');
  try {
    for (let tries = 0; ; tries += 1) {
      const drawing = drawingBefore(button);
      if (!drawing) return;
      const copy = await (drawing.localName === 'svg' ? standaloneSvg : boardSvg)(drawing, tries < SLICED_TRIES);
      if (copy) return await saveCopy(button, copy);
    }
  } finally {
    button.removeAttribute('aria-busy');
  }
}

/** Saves `copy`, a standalone drawing, in the format of the save button `button`. */
async function saveCopy(button, { root, width, height }) {
  root.setAttribute('xmlns', SVG);
  root.setAttribute('width', width);
  root.setAttribute('height', height);
  const text = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(root)}\n`;
  const file = button.dataset.file || 'drawing';
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  if (button.dataset.save === 'png') await savePng(`${file}.png`, url, width, height);
  else download(`${file}.svg`, url);
}

/** The drawing before the bar of `button`: an `<svg>`, the first `<svg>` in it, or else it as a board. */
function drawingBefore(button) {
  const before = button.closest('.export-bar')?.previousElementSibling;
  if (!before) return null;
  return before.localName === 'svg' ? before : (before.querySelector('svg') ?? before);
}

/**
 * A copy of `svg` whose elements carry their page styles inline, without pointer-only parts, sized
 * by its viewBox; read in slices if `sliced`. Resolves to null if the drawing changed meanwhile.
 */
async function standaloneSvg(svg, sliced) {
  const copy = svg.cloneNode(true);
  const originals = [svg, ...svg.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  /** Each original's styles, by name (the parent's are read first: it comes before in the list). */
  const values = new Map();
  const read = await eachInSlices(originals.keys(), (i) => {
    const style = getComputedStyle(originals[i]);
    const own = new Map(DRAWING_STYLES.map((name) => [name, style.getPropertyValue(name)]));
    values.set(originals[i], own);
    const parent = i > 0 ? values.get(originals[i].parentElement) : undefined;
    const inline = [...own]
      .filter(([name, value]) => value !== '' && (parent === undefined
        || (NOT_INHERITED.has(name) ? value !== NOT_INHERITED.get(name) : value !== parent.get(name))))
      .map(([name, value]) => `${name}:${value};`)
      .join('');
    copies[i].setAttribute('style', inline);
    for (const attribute of ['tabindex', 'role', 'aria-label']) copies[i].removeAttribute(attribute);
  }, svg, sliced);
  if (!read) return null;
  for (const element of copy.querySelectorAll(POINTER_ONLY)) element.remove();
  const [, , width, height] = (svg.getAttribute('viewBox') ?? '').split(/\s+/).map(Number);
  const box = svg.getBoundingClientRect();
  return { root: copy, width: Math.round(width || box.width), height: Math.round(height || box.height) };
}

/**
 * The rings a computed `box-shadow` draws inside its box (`inset`, no offset or blur: how the
 * page marks a current, an option or a winning cell), the innermost first, so that the first
 * shadow, which the page paints on top, is drawn last.
 */
function insetRings(shadow) {
  if (!shadow || shadow === 'none') return [];
  return shadow
    .split(/,(?![^(]*\))/)
    .map((part) => {
      const colour = part.match(/rgba?\([^)]*\)/)?.[0];
      const lengths = (colour ? part.replace(colour, '') : part).match(/-?[\d.]+px/g)?.map(parseFloat) ?? [];
      const [x, y, blur, spread] = lengths;
      const ring = part.includes('inset') && colour && lengths.length === 4 && x === 0 && y === 0 && blur === 0 && spread > 0;
      return ring ? { colour, spread } : null;
    })
    .filter(Boolean)
    .reverse();
}

/** The colour the page paints behind `element`: its own background or its nearest ancestor's. */
function groundOf(element) {
  for (let at = element; at; at = at.parentElement) {
    const colour = getComputedStyle(at).backgroundColor;
    if (painted(colour)) return colour;
  }
  return 'white';
}

/** Whether a computed colour paints anything. */
const painted = (colour) => colour !== '' && colour !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(colour);

/**
 * The board `board` (HTML) redrawn as SVG: a rectangle for every visible element with a background
 * or a border, a text for every visible run of text, at their places on the page (scrolled-away
 * parts included), in their computed colours and fonts. The board is read in slices if `sliced`;
 * resolves to null if it changed meanwhile.
 */
async function boardSvg(board, sliced) {
  const boxes = [];
  const texts = [];
  const read = await eachInSlices([board, ...board.querySelectorAll('*')], (element) => {
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible' || style.display === 'none') return;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return;
    const sides = ['Top', 'Right', 'Bottom', 'Left'].map((side) => parseFloat(style[`border${side}Width`]) || 0);
    const border = sides.every((width) => width === sides[0]) ? sides[0] : 0;
    // A gradient (a damaged cell's stripes) becomes stripes of its first two distinct colours.
    const colours = style.backgroundImage.includes('gradient') && style.backgroundImage.match(/rgba?\([^)]*\)/g);
    const stripes = colours ? [...new Set(colours)] : null;
    const rings = insetRings(style.boxShadow);
    // A border on some sides only (a caption's rule) is drawn side by side.
    const edges = border > 0 ? [] : sides.flatMap((width, i) => (width > 0 ? [{ i, width, colour: style[`border${['Top', 'Right', 'Bottom', 'Left'][i]}Color`] }] : []));
    if (element !== board && (painted(style.backgroundColor) || stripes || border > 0 || rings.length > 0 || edges.length > 0)) {
      const stroke = border > 0 ? style.borderTopColor : 'none';
      boxes.push({ rect, fill: style.backgroundColor, stripes, stroke, border, rings, edges, element });
    }
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || node.textContent.trim() === '') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const at = range.getBoundingClientRect();
      if (at.width === 0 || at.height === 0) continue;
      texts.push({ rect: at, text: node.textContent.trim(), style, element });
    }
  }, board, sliced);
  if (!read) return null;
  const all = [...boxes.map((box) => box.rect), ...texts.map((text) => text.rect)];
  const left = Math.min(...all.map((rect) => rect.left));
  const top = Math.min(...all.map((rect) => rect.top));
  const width = Math.ceil(Math.max(...all.map((rect) => rect.right)) - left) + 2;
  const height = Math.ceil(Math.max(...all.map((rect) => rect.bottom)) - top) + 2;
  const root = document.createElementNS(SVG, 'svg');
  root.setAttribute('viewBox', `0 0 ${width} ${height}`);
  root.setAttribute('class', `board-drawing ${board.className}`);
  const title = board.getAttribute('aria-label');
  if (title) root.appendChild(document.createElementNS(SVG, 'title')).textContent = title;
  const round = (value) => Math.round(value * 10) / 10;
  const patterns = new Map();
  const striped = ([first, second = first]) => {
    const key = `${first} ${second}`;
    if (!patterns.has(key)) {
      const id = `stripes-${patterns.size}`;
      const pattern = root.appendChild(document.createElementNS(SVG, 'pattern'));
      Object.entries({ id, width: 8, height: 8, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' })
        .forEach(([name, value]) => pattern.setAttribute(name, value));
      [[0, first], [4, second]].forEach(([x, colour]) => {
        const stripe = pattern.appendChild(document.createElementNS(SVG, 'rect'));
        Object.entries({ x, y: 0, width: 4, height: 8, style: `fill:${colour};` })
          .forEach(([name, value]) => stripe.setAttribute(name, value));
      });
      patterns.set(key, id);
    }
    return `url(#${patterns.get(key)})`;
  };
  // The page's ground behind the board, so that the file reads as the page does (dark in the dark scheme).
  const ground = root.appendChild(document.createElementNS(SVG, 'rect'));
  ground.setAttribute('class', 'ground');
  ground.setAttribute('width', width);
  ground.setAttribute('height', height);
  ground.setAttribute('style', `fill:${groundOf(board)};`);
  for (const { rect, fill, stripes, stroke, border, rings, edges, element } of boxes) {
    const shape = root.appendChild(document.createElementNS(SVG, 'rect'));
    shape.setAttribute('class', element.className);
    shape.setAttribute('x', round(rect.left - left + 1));
    shape.setAttribute('y', round(rect.top - top + 1));
    shape.setAttribute('width', round(rect.width));
    shape.setAttribute('height', round(rect.height));
    const paint = stripes ? striped(stripes) : painted(fill) ? fill : 'none';
    shape.setAttribute('style', `fill:${paint};stroke:${stroke};stroke-width:${border}px;`);
    for (const { i, width: line, colour } of edges) {
      const [x1, y1] = [rect.left - left + 1, rect.top - top + 1];
      const [x2, y2] = [x1 + rect.width, y1 + rect.height];
      const ends = [[x1, y1 + line / 2, x2, y1 + line / 2], [x2 - line / 2, y1, x2 - line / 2, y2],
        [x1, y2 - line / 2, x2, y2 - line / 2], [x1 + line / 2, y1, x1 + line / 2, y2]][i];
      const rule = root.appendChild(document.createElementNS(SVG, 'line'));
      ['x1', 'y1', 'x2', 'y2'].forEach((name, j) => rule.setAttribute(name, round(ends[j])));
      rule.setAttribute('style', `stroke:${colour};stroke-width:${line}px;`);
    }
    for (const { colour, spread } of rings) {
      const ring = root.appendChild(document.createElementNS(SVG, 'rect'));
      ring.setAttribute('class', 'ring');
      ring.setAttribute('x', round(rect.left - left + 1 + spread / 2));
      ring.setAttribute('y', round(rect.top - top + 1 + spread / 2));
      ring.setAttribute('width', round(Math.max(0, rect.width - spread)));
      ring.setAttribute('height', round(Math.max(0, rect.height - spread)));
      ring.setAttribute('style', `fill:none;stroke:${colour};stroke-width:${spread}px;`);
    }
  }
  for (const { rect, text, style, element } of texts) {
    const shape = root.appendChild(document.createElementNS(SVG, 'text'));
    shape.setAttribute('class', element.className);
    shape.setAttribute('x', round(rect.left - left + 1 + rect.width / 2));
    shape.setAttribute('y', round(rect.top - top + 1 + rect.height / 2));
    shape.setAttribute(
      'style',
      `fill:${style.color};font-family:${style.fontFamily};font-size:${style.fontSize};font-weight:${style.fontWeight};` +
        'text-anchor:middle;dominant-baseline:central;',
    );
    shape.textContent = text;
  }
  return { root, width, height };
}

/** The longest side of a PNG, in pixels (a canvas larger than this may fail to draw). */
const PNG_SIDE = 8192;

/**
 * Draws the SVG at `url` twice its size (at most `PNG_SIDE` a side) on a white ground and offers
 * it as the PNG `name`. The image is encoded off the page's thread (`toBlob`, where
 * `toDataURL` would encode in the click's task) and read back as a data URL.
 */
async function savePng(name, url, width, height) {
  const scale = Math.min(2, PNG_SIDE / Math.max(width, height, 1));
  const image = new Image();
  await new Promise((resolve, reject) => {
    image.onload = resolve;
    image.onerror = reject;
    image.src = url;
  });
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const png = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!png) return;
  const reader = new FileReader();
  const read = new Promise((resolve) => { reader.onload = resolve; });
  reader.readAsDataURL(png);
  await read;
  download(name, reader.result);
}

/** Offers the resource at `href` as a download called `name`. */
function download(name, href) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.click();
}

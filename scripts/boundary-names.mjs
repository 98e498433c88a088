// Shorter names on the wasm/JS boundary, for the post-build hook (scripts/post-build.mjs).
// wasm-bindgen names each import `__wbg_<name>_<16 hex digits>` (module "wbg") and each closure
// adapter it exports `wasm_bindgen__convert__closures_…__h<16 hex digits>`; every such name is
// written twice, in the module's import or export section and in its glue script, and its hash
// does not compress: about 4.8 KB of gzip per binary. Only the glue uses them, so both sides are
// renamed to `_a`, `_b`, … (binaryen's --minify-imports renames only "env" imports), as are
// wasm-bindgen's other exports; `memory` and a binary's own API keep their names.

/** Reads an unsigned LEB128 number at `at`; returns it and the offset after it. */
function leb(bytes, at) {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, at];
}

/** `n` as an unsigned LEB128 number. */
function encodeLeb(n) {
  const out = [];
  do {
    let byte = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) byte |= 0x80;
    out.push(byte);
  } while (n > 0);
  return Buffer.from(out);
}

const encodeName = (text) => {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([encodeLeb(bytes.length), bytes]);
};

/** The offset after a table's or memory's limits at `at` (a flags byte, the minimum, a maximum if flagged). */
function skipLimits(bytes, at) {
  const flags = bytes[at];
  let next = leb(bytes, at + 1)[1];
  if (flags & 1) next = leb(bytes, next)[1];
  return next;
}

/** The offset after an import's description at `at` (its kind byte first). */
function skipImportDescription(bytes, at) {
  const kind = bytes[at];
  switch (kind) {
    case 0: return leb(bytes, at + 1)[1]; // a function: its type index
    case 1: return skipLimits(bytes, at + 2); // a table: its element type, then limits
    case 2: return skipLimits(bytes, at + 1); // a memory: its limits
    case 3: return at + 3; // a global: its value type and mutability
    case 4: return leb(bytes, at + 2)[1]; // a tag: its attribute, then its type index
    default: throw new Error(`boundary names: unknown import kind ${kind}`);
  }
}

/** The exports only the glue calls: wasm-bindgen's own (allocation, the externref table, the
 * start function) and its closure adapters. A binary's API and `memory` keep their names. */
const GLUE_ONLY_EXPORT = /^(__wbindgen_|__externref_|wasm_bindgen__convert__closures_)/;

/** The n-th short name: `_a` … `_Z`, `_ba` …. */
function shortName(n) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let name = '';
  do {
    name = letters[n % letters.length] + name;
    n = Math.floor(n / letters.length);
  } while (n > 0);
  return `_${name}`;
}

/**
 * `wasm` (a module's bytes) and `glue` (its wasm-bindgen script) with the "wbg" imports and the
 * glue-only exports renamed on both sides. Throws if a renamed name is not in the glue or if the
 * module no longer validates.
 */
export function shortenBoundaryNames(wasm, glue) {
  const renamed = new Map();
  const rename = (name) => {
    if (!renamed.has(name)) renamed.set(name, shortName(renamed.size));
    return renamed.get(name);
  };
  const parts = [wasm.subarray(0, 8)];
  let at = 8;
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, start] = leb(wasm, at + 1);
    const end = start + size;
    if (id === 2 || id === 7) {
      const [count, first] = leb(wasm, start);
      const entries = [encodeLeb(count)];
      let entry = first;
      for (let i = 0; i < count; i++) {
        const [moduleLength, moduleAt] = leb(wasm, entry);
        const module = wasm.subarray(moduleAt, moduleAt + moduleLength).toString('utf8');
        if (id === 2) {
          const [fieldLength, fieldAt] = leb(wasm, moduleAt + moduleLength);
          const field = wasm.subarray(fieldAt, fieldAt + fieldLength).toString('utf8');
          const description = fieldAt + fieldLength;
          const next = skipImportDescription(wasm, description);
          entries.push(encodeName(module), encodeName(module === 'wbg' ? rename(field) : field), wasm.subarray(description, next));
          entry = next;
        } else {
          // An export: its name (read above as `module`), its kind and its index.
          const description = moduleAt + moduleLength;
          const next = leb(wasm, description + 1)[1];
          const name = GLUE_ONLY_EXPORT.test(module) ? rename(module) : module;
          entries.push(encodeName(name), wasm.subarray(description, next));
          entry = next;
        }
      }
      if (entry !== end) throw new Error(`boundary names: section ${id} ends at ${entry}, not ${end}`);
      const payload = Buffer.concat(entries);
      parts.push(Buffer.from([id]), encodeLeb(payload.length), payload);
    } else {
      parts.push(wasm.subarray(at, end));
    }
    at = end;
  }
  let script = glue;
  // Longest first, and whole names only, so that no name is replaced inside another.
  for (const [name, short] of [...renamed].sort((a, b) => b[0].length - a[0].length)) {
    const whole = new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
    if (!whole.test(script)) throw new Error(`boundary names: ${name} is not in the glue`);
    script = script.replace(whole, short);
  }
  const module = Buffer.concat(parts);
  if (!WebAssembly.validate(module)) throw new Error('boundary names: the renamed module does not validate');
  return { wasm: module, glue: script, renamed: renamed.size };
}

// The octal lab's Web Worker script (classic): loads the worker binary's wasm-bindgen glue and
// module, which Trunk writes beside this file, by relative URLs so the site works from any
// sub-path, with the build's version that the page put in this script's own URL (`?v=`, from
// www/loader.js), so a new build never runs an old cached worker. The module's `main` starts
// listening and posts {kind: "ready"}; a module that cannot be fetched or instantiated is
// reported to the page, which then computes in slices itself.
const version = new URL(self.location.href).searchParams.get('v') ?? 'dev';
importScripts(`octal-worker.js?v=${version}`);
wasm_bindgen({ module_or_path: `octal-worker_bg.wasm?v=${version}` }).catch((error) => {
  postMessage({ kind: 'loadFailed', message: String(error) });
});

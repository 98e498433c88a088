// The octal lab's Web Worker script (classic): loads the worker binary's wasm-bindgen glue and
// module, which Trunk writes beside this file, by relative URLs so the site works from any
// sub-path. The module's `main` starts listening and posts {kind: "ready"}; a module that cannot
// be fetched or instantiated is reported to the page, which then computes in slices itself.
importScripts('octal-worker.js');
wasm_bindgen({ module_or_path: 'octal-worker_bg.wasm' }).catch((error) => {
  postMessage({ kind: 'loadFailed', message: String(error) });
});

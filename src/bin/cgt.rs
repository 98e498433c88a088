//! `window.cgt`'s binary: every solver behind `cgt.solve`, loaded by www/loader.js the first time
//! a page asks for `cgt.ready` (no UI).

fn main() {
    cgt_playground::js_api::start();
}

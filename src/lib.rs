//! CGT Playground: two-player games solved step by step, in the browser.
//!
//! # Where things live
//!
//! - [`solve`]: the pure solvers (mex, Sprague-Grundy tables, periods). Plain data in and out;
//!   nothing from the web stack, so every solver is tested natively against slow oracles.
//! - [`api`]: requests and answers as plain data. The URL of a lab, its form and
//!   `window.cgt.solve` all go through the same parsers here.
//! - [`js_api`]: converts between JS values and requests/answers for `cgt.solve` (the `cgt`
//!   binary, loaded on first use), the only code that touches serde-wasm-bindgen (the octal
//!   worker's messages, `octal_worker::js`, are read and written by hand).
//! - [`octal_worker`]: the octal lab's Web Worker: its messages, the worker's side (its own
//!   binary, `src/bin/octal_worker.rs`, which links no UI) and the page's.
//! - [`ui`]: the Yew app: shell, hash router, lab registry, shared controls and one module per
//!   lab; `ui::start` starts a page's binary (`src/bin/`: the home page's, or one lab's).

pub mod api;
pub mod js_api;
pub mod octal_worker;
pub mod plots;
pub use cgt_solve as solve;
pub mod ui;

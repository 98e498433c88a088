//! The octal table worker's entry point: a second wasm binary, run in a Web Worker, that links
//! the solvers and the worker's protocol ([`cgt_playground::octal_worker`]) but no UI.

fn main() {
    cgt_playground::octal_worker::serve::start();
}

//! Integration tests of the solvers and the request layer.
//!
//! Solver tests also run on wasm32 (in Node) through `wasm_bindgen_test`, to catch 32-bit
//! `usize` differences.

mod api;
mod mex;
mod oracle;
mod period;
mod subtraction;

/// Marks a test to run natively and, on wasm32, under `wasm-bindgen-test-runner`.
macro_rules! both {
    ($(#[$meta:meta])* fn $name:ident() $body:block) => {
        $(#[$meta])*
        #[cfg_attr(not(target_arch = "wasm32"), test)]
        #[cfg_attr(target_arch = "wasm32", wasm_bindgen_test::wasm_bindgen_test)]
        fn $name() $body
    };
}
pub(crate) use both;

//! CGT Playground: two-player games solved step by step, in the browser.
//!
//! # Where things live
//!
//! - [`solve`]: the pure solvers (mex, Sprague-Grundy tables, periods). Plain data in and out;
//!   nothing from the web stack, so every solver is tested natively against slow oracles.

pub mod solve;

//! Widgets shared by several labs.

pub mod binary_table;
pub mod piles;

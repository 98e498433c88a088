//! Widgets shared by several labs.

pub mod binary_table;
pub mod chart_view;
pub mod dag_view;
pub mod graph_input;
pub mod graph_panel;
pub mod graph_view;
pub mod grid_table;
pub mod piles;
pub mod row_table;

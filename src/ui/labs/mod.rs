//! One module per lab; each exports its registry entry `LAB`.

pub mod alpha_beta;
pub mod betting;
pub mod cops_robber;
pub mod dag;
pub mod division;
pub mod hidden_evader;
pub mod kings;
pub mod nim;
pub mod nim_table;
pub mod octal;
pub mod problem_set;
pub mod pursuit;
pub mod sg_table;
pub mod state_graph;
pub mod sums;
pub mod take_away;
pub mod treblecross;
pub mod tree_path;
pub mod wythoff;

//! Pure solvers: plain data in, plain data out, nothing from the web stack.
//!
//! Every module here compiles and runs the same natively and on wasm32; the UI and the JS API
//! call into it and never the other way round (a tidy test checks the imports).

pub mod alpha_beta;
pub mod betting;
pub mod cops_robber;
pub mod dag;
pub mod division;
pub mod graph;
pub mod graph_presets;
pub mod hidden_evader;
pub mod kings;
pub mod layout;
pub mod max_dif;
pub mod mex;
pub mod nim;
pub mod octal;
pub mod parallel;
pub mod period;
pub mod play;
pub mod problem_set;
pub mod pursuit;
pub mod state_graph;
pub mod state_presets;
pub mod stepwise;
pub mod subtraction;
pub mod sums;
pub mod take_away;
pub mod trace;
pub mod treblecross;
pub mod tree_path;
pub mod two_pile;
pub mod wythoff;

//! One module per lab; each exports its registry entry `LAB`.

pub mod betting;
pub mod nim;
pub mod octal;
pub mod sg_table;
pub mod take_away;
pub mod treblecross;
pub mod wythoff;

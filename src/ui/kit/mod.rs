//! The lab kit: what every lab is built from. A lab's entry, state and link (`lab`); its
//! timeline, stepper and playback (`timeline`, `stepper`), asked as an exercise (`exercise`); its frame, form and small controls
//! (`frame`, `form`, `controls`); files for handouts (`export`); long jobs in slices (`task`); play against the computer
//! (`play`, `match_record`, and `plays` for a sample play beside a game); the two table shapes
//! (`table` for the request-driven Grundy tables, `fill` for tables filled place by place); what
//! the graph labs share (`graph_lab`); and what a lab imports in one line (`prelude`).

pub mod controls;
pub mod exercise;
pub mod export;
pub mod fill;
pub mod form;
pub mod frame;
pub mod graph_lab;
pub mod lab;
pub mod match_record;
pub mod play;
pub mod plays;
pub mod prelude;
pub mod stepper;
pub mod table;
pub mod table_job;
pub mod task;
pub mod timeline;

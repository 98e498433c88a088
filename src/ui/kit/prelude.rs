//! What a lab's files use from the kit, `api`, `solve` and the router, in one import: the lab
//! shape's traits and macros, its actions, forms, frames and panels, its timeline's questions, and the graph labs' graph
//! input and drawing (`use crate::ui::kit::prelude::*;`).

pub use std::rc::Rc;

pub use crate::api::Request;
pub use crate::api::fields::{FieldError, Fields, choice_name, parse_choice, parse_in_range};
pub use crate::api::graph::GRAPH_FIELDS;
pub use crate::solve::graph_presets::Preset;
pub use crate::solve::play::Game;
pub use crate::solve::stepwise::Stepwise;
pub use crate::ui::kit::controls::{
    LinkParams, actions, count, lab_href, mex_detail, mode_tabs, progress_panel,
};
pub use crate::ui::kit::exercise::{Question, choice_question, number_question, signed_question};
pub use crate::ui::kit::fill::FillAction;
pub use crate::ui::kit::form::{Form, FormAction, form_fields, on_edit, request_form};
pub use crate::ui::kit::frame::{Frame, lab_frame, stepped_explanation, tabbed};
pub use crate::ui::kit::graph_lab::{graph_drawing, graph_line, graph_link};
pub use crate::ui::kit::lab::{LabProps, LabState, use_lab, use_lab_state};
pub use crate::ui::kit::play::{
    PlayAction, PlayGame, PlayState, Turn, last_move_line, play_block, play_controls, status_line,
};
pub use crate::ui::kit::plays::{PlaysAction, Shown, game_status, use_reply};
pub use crate::ui::kit::table::TableAction;
pub use crate::ui::kit::task::{READ_IN_SLICES, Shared, Sliced, use_sliced};
pub use crate::ui::kit::timeline::{Playback, Replay, StepAction, Timeline};
pub use crate::ui::route::View;
pub use crate::ui::widgets::graph_input::{Change, GraphAction, GraphInput, graph_form};
pub use crate::ui::widgets::graph_view::Marks;
pub use crate::{choices, modes, reducer};

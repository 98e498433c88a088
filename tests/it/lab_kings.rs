//! The kings lab's state without a browser: its link read and written back in each mode, the
//! editor's clicks, stepping and inspecting the table, a game's moves, the form, and which
//! changes push a history entry.

use std::rc::Rc;

use cgt_playground::api::Fields;
use cgt_playground::api::Request;
use cgt_playground::api::kings::KingsRequest;
use cgt_playground::ui::kit::fill::FillAction;
use cgt_playground::ui::kit::form::FormAction;
use cgt_playground::ui::kit::lab::LabState;
use cgt_playground::ui::kit::play::PlayAction;
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::kit::timeline::{StepAction, Timeline};
use cgt_playground::ui::labs::kings::state::{Action, EXAMPLES, Mode, State, Tool};
use cgt_playground::ui::route::View;
use cgt_playground::ui::url::history_key;
use yew::Reducible;

const SMALL: &str = "board=..x,...&kings=1-2,1-1";

fn open(query: &str) -> Rc<State> {
    Rc::new(State::from_link(&Fields::from_query(query), View::Page))
}

fn form(action: FormAction) -> Action {
    Action::Fill(FillAction::Form(action))
}

fn link(state: &State) -> String {
    state.link().to_query()
}

#[test]
fn links_round_trip_through_the_state_in_every_mode() {
    let default = "board=....x...,..x.....,........,.x...x..,....x...,........&kings=5-7,4-2,2-6";
    for (query, shown) in [
        (String::new(), format!("{default}&mode=board&tool=damage")),
        (SMALL.to_string(), format!("{SMALL}&mode=board&tool=damage")),
        (
            format!("{SMALL}&mode=table&step=3&cell=0-1&speed=4"),
            format!("{SMALL}&mode=table&step=3&cell=0-1&speed=4"),
        ),
        (format!("{SMALL}&mode=table&step=1&cell=1-1"), format!("{SMALL}&mode=table&step=1")),
        (
            format!("{SMALL}&mode=play&first=computer&moves=1-1-0-0&hint=on"),
            format!("{SMALL}&mode=play&first=computer&moves=1-1-0-0&hint=on"),
        ),
        (format!("{SMALL}&mode=board&tool=king&step=2"), format!("{SMALL}&mode=board&tool=king")),
    ] {
        let state = open(&query);
        assert_eq!(link(&state), shown, "{query}");
        assert_eq!(link(&open(&shown)), shown, "{shown} is stable");
    }
}

#[test]
fn bad_links_leave_notices() {
    let notices = open("board=..x,...&kings=0-2&mode=fly&cell=0-9").notices.join(" | ");
    assert!(notices.contains("kings: king 0 at (0, 2) stands on a damaged cell"), "{notices}");
    assert!(notices.contains("mode: 'fly' is not one of board, table, play"), "{notices}");
    // The board is shown, not the table: its cell is not read.
    assert!(notices.contains("parameter 'cell' is not used here"), "{notices}");
    let notices = open("board=..x,...&kings=0-2&mode=table&cell=0-9").notices.join(" | ");
    assert!(notices.contains("cell: 9 is above the limit of 7"), "{notices}");
    let notices = open(&format!("{SMALL}&mode=table&step=4&cell=0-2")).notices.join(" | ");
    assert!(notices.contains("(0, 2) is damaged"), "{notices}");
    let notices = open(&format!("{SMALL}&mode=table&step=1&cell=1-1")).notices.join(" | ");
    assert!(notices.contains("(1, 1) is not filled yet at this step"), "{notices}");
}

#[test]
fn the_table_fills_the_free_cells_row_by_row() {
    let state = open(&format!("{SMALL}&mode=table&step=4"));
    let analysis = &state.analysis;
    assert_eq!(analysis.last(), 4, "five free cells");
    assert_eq!(analysis.label(2), "cell (1, 0)", "the damaged cell is skipped");
    assert_eq!(analysis.sentence(4), "SG(1, 2) = mex{SG(1, 1), SG(0, 1)} = mex{2, 1} = 0");
    let key = history_key(&state.link(), State::GAME_PARAMS);
    let state = state.reduce(Action::ClickCell((1, 0)));
    assert_eq!(state.playback.inspected, Some(1));
    assert_eq!(link(&state), format!("{SMALL}&mode=table&step=4&cell=0-1"));
    assert_eq!(history_key(&state.link(), State::GAME_PARAMS), key, "a click replaces the entry");
    let state = state.reduce(Action::ClickCell((2, 0)));
    assert_eq!(state.playback.inspected, None, "a damaged cell is not explained");
    let state =
        state.reduce(Action::Fill(FillAction::Step(StepAction::Command(StepCommand::Start))));
    assert_eq!(link(&state), format!("{SMALL}&mode=table&step=0"));
    assert_eq!(history_key(&state.link(), State::GAME_PARAMS), key, "a step replaces the entry");
}

#[test]
fn the_editor_damages_cells_and_moves_kings_and_pushes_entries() {
    let state = open("board=...,...&kings=1-2&mode=board");
    let key = history_key(&state.link(), State::GAME_PARAMS);
    let state = state.reduce(Action::SetTool(Tool::AddKing));
    let state = state.reduce(Action::ClickCell((2, 1)));
    assert_eq!(state.analysis.kings_on((1, 2)), 2);
    assert_eq!(state.analysis.total, 0, "two equal kings cancel");
    assert_ne!(history_key(&state.link(), State::GAME_PARAMS), key, "a new board pushes an entry");
    let state = state.reduce(Action::SetTool(Tool::Damage));
    let state = state.reduce(Action::ClickCell((2, 1)));
    assert!(state.analysis.request.kings.is_empty());
    assert!(state.notices[0].contains("removed the 2 kings standing there"));
    assert_eq!(state.form.text("board"), "...\n..#");
}

#[test]
fn a_game_is_played_from_the_link_and_undone() {
    let state = open("board=...,...&kings=1-2&mode=play&first=you");
    assert!(state.game.record.humans_turn());
    let key = history_key(&state.link(), State::GAME_PARAMS);
    let state = state.reduce(Action::ClickCell((2, 1)));
    assert_eq!(state.picked, Some((1, 2)));
    let state = state.reduce(Action::ClickCell((2, 0)));
    assert_eq!(state.game.record.moves, [((1, 2), (0, 2))]);
    assert_eq!(history_key(&state.link(), State::GAME_PARAMS), key, "a move replaces the entry");
    let state = state.reduce(Action::Play(PlayAction::Reply));
    assert_eq!(state.game.record.moves.len(), 2, "the computer replies");
    assert_eq!(state.position(), [(0, 1)]);
    let state = state.reduce(Action::Play(PlayAction::Undo));
    assert!(state.game.record.moves.is_empty());
    let state = state.reduce(Action::SetMode(Mode::Table));
    assert_ne!(history_key(&state.link(), State::GAME_PARAMS), key, "a new mode pushes an entry");
}

#[test]
fn the_form_names_bad_fields_and_keeps_the_board() {
    let state = open(SMALL);
    let state = state.reduce(form(FormAction::Edit("kings", "0-2".into())));
    let state = state.reduce(form(FormAction::Submit));
    assert!(state.form.error("kings").is_some_and(|e| e.contains("damaged cell")));
    assert_eq!(state.form.error("board"), None);
    assert_eq!(state.analysis.request.kings.len(), 2, "nothing shown for a bad form");
    let state = state.reduce(form(FormAction::Example(2)));
    assert_eq!(state.analysis.kings_on((3, 3)), 2);
}

#[test]
fn every_example_opens_its_board() {
    let state = open("");
    for (index, &(label, query)) in EXAMPLES.iter().enumerate() {
        let opened = state.clone().reduce(form(FormAction::Example(index)));
        let request = KingsRequest::from_fields(&Fields::from_query(query)).unwrap();
        assert_eq!(opened.analysis.request, request, "example {label}");
        assert!(opened.notices.is_empty(), "example {label}");
    }
}

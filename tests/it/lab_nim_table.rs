//! The nim-table lab's state without a browser: its link read and written back, stepping and
//! inspecting cells, the form, and which changes push a history entry.

use std::rc::Rc;

use cgt_playground::api::Fields;
use cgt_playground::api::nim_table::NimTableRequest;
use cgt_playground::ui::kit::fill::FillAction;
use cgt_playground::ui::kit::form::FormAction;
use cgt_playground::ui::kit::lab::LabState;
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::kit::timeline::{StepAction, Timeline};
use cgt_playground::ui::labs::nim_table::state::{Action, CellByCell, EXAMPLES, State, frame_of};
use cgt_playground::ui::route::View;
use cgt_playground::ui::url::history_key;
use yew::Reducible;

fn open(query: &str) -> Rc<State> {
    Rc::new(State::from_link(&Fields::from_query(query), View::Page))
}

fn form(action: FormAction) -> Action {
    Action::Fill(FillAction::Form(action))
}

/// A click on cell (x, y) of the table.
fn click(state: &State, cell: (usize, usize)) -> Action {
    Action::Fill(FillAction::Step(StepAction::Inspect(Some(frame_of(&state.request, cell)))))
}

fn link(state: &State) -> String {
    state.link().to_query()
}

#[test]
fn links_round_trip_through_the_state() {
    for (query, shown) in [
        ("", "rows=6&cols=6&step=0"),
        ("rows=6&cols=6&step=9", "rows=6&cols=6&step=9"),
        ("rows=6&cols=6&step=20&cell=3-2&speed=4", "rows=6&cols=6&step=20&cell=3-2&speed=4"),
        ("rows=6&cols=6&step=20&cell=5-5", "rows=6&cols=6&step=20"),
        ("rows=abc&cols=999&step=77&cell=9-9&rule=wythoff", "rows=6&cols=6&step=0"),
    ] {
        let state = open(query);
        assert_eq!(link(&state), shown, "{query}");
        assert_eq!(link(&open(shown)), shown, "{shown} is stable");
    }
}

#[test]
fn bad_links_leave_notices() {
    let state = open("rows=abc&cols=999&step=77&cell=9-9&rule=wythoff");
    let notices = state.notices.join(" | ");
    assert!(notices.contains("rows: 'abc' is not a whole number"), "{notices}");
    assert!(notices.contains("cols: 999 is above the limit of 256"), "{notices}");
    assert!(notices.contains("step: 77 is above the limit of 35"), "{notices}");
    assert!(notices.contains("cell: 9 is above the limit of 5"), "{notices}");
    assert!(notices.contains("'rule' is not used here"), "{notices}");
    let later = open("rows=6&cols=6&step=20&cell=5-5");
    assert!(later.notices[0].contains("(5, 5) is not filled yet at this step"));
}

#[test]
fn steps_and_clicked_cells_replace_the_history_entry() {
    let state = open("rows=6&cols=6&step=9");
    assert_eq!(state.focus(), (3, 1));
    let key = history_key(&state.link(), State::GAME_PARAMS);
    let state =
        state.reduce(Action::Fill(FillAction::Step(StepAction::Command(StepCommand::Forward))));
    assert_eq!(state.focus(), (4, 1));
    let clicked = click(&state, (3, 0));
    let state = state.reduce(clicked);
    assert_eq!(state.inspected(), Some((3, 0)));
    assert_eq!(state.focus(), (3, 0));
    assert_eq!(link(&state), "rows=6&cols=6&step=10&cell=3-0");
    assert_eq!(
        history_key(&state.link(), State::GAME_PARAMS),
        key,
        "a step or a click replaces the entry"
    );
    let clicked = click(&state, (5, 5));
    let state = state.reduce(clicked);
    assert_eq!(state.inspected(), None, "a cell not filled yet is not explained");
    assert_eq!(state.focus(), (4, 1));
    let clicked = click(&state, (0, 1));
    let state = state.reduce(clicked);
    let state = state.reduce(Action::Fill(FillAction::Step(StepAction::Command(StepCommand::End))));
    assert_eq!(state.inspected(), None, "moving the playhead ends the inspection");
    assert_eq!(state.focus(), (5, 5));
}

#[test]
fn the_form_names_bad_sizes_and_a_new_table_pushes_an_entry() {
    let state = open("rows=6&cols=6&step=9");
    let key = history_key(&state.link(), State::GAME_PARAMS);
    let state = state.reduce(form(FormAction::Edit("cols", "0".into())));
    assert!(state.form.error("cols").is_some_and(|e| e.contains("0 is too small")));
    let state = state.reduce(form(FormAction::Edit("rows", "300".into())));
    let state = state.reduce(form(FormAction::Submit));
    assert!(state.form.error("rows").is_some_and(|e| e.contains("above the limit")));
    assert!(state.form.error("cols").is_some_and(|e| e.contains("0 is too small")));
    assert_eq!(state.request, NimTableRequest::default(), "nothing shown for a bad form");
    let state = state.reduce(form(FormAction::Edit("cols", "3".into())));
    assert_eq!(state.form.error("cols"), None);
    let state = state.reduce(form(FormAction::Edit("rows", "2".into())));
    let state = state.reduce(form(FormAction::Submit));
    assert_eq!((state.request.cols, state.request.rows), (3, 2));
    assert_eq!(link(&state), "rows=2&cols=3&step=0");
    assert_ne!(history_key(&state.link(), State::GAME_PARAMS), key, "a new table pushes an entry");
    let state = state.reduce(form(FormAction::Example(3)));
    assert_eq!(state.request.cols, 256);
    let state = state.reduce(Action::Cancel);
    assert_eq!((state.request.cols, state.request.rows), (3, 2), "back to the previous table");
}

#[test]
fn the_timeline_names_each_cell_and_says_its_mex() {
    let table = Rc::new(NimTableRequest::default().table());
    let timeline = CellByCell { table };
    assert_eq!(timeline.last(), 35);
    assert_eq!(timeline.label(9), "cell (3, 1)");
    assert_eq!(
        timeline.sentence(9),
        "SG(3, 1) = mex{SG(0, 1), SG(1, 1), SG(2, 1), SG(3, 0)} = mex{1, 0, 3, 3} = 2"
    );
    assert_eq!(timeline.sentence(0), "SG(0, 0) = mex{} = 0");
}

#[test]
fn every_example_opens_its_table() {
    let state = open("");
    for (index, &(label, query)) in EXAMPLES.iter().enumerate() {
        let link = state.clone().reduce(form(FormAction::Example(index))).link();
        for pair in query.split('&') {
            let (name, value) = pair.split_once('=').unwrap();
            assert_eq!(link.get(name), Some(value), "example {label}");
        }
    }
}

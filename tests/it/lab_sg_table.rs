//! The sg-table lab's state without a browser: links in and out, stepping, inspecting, the
//! form, the examples, and which changes push a history entry.

use std::rc::Rc;

use cgt_playground::api::Fields;
use cgt_playground::ui::kit::form::FormAction;
use cgt_playground::ui::kit::lab::LabState;
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::kit::table::TableAction;
use cgt_playground::ui::kit::table_job::JobTable;
use cgt_playground::ui::kit::timeline::{StepAction, Timeline};
use cgt_playground::ui::labs::sg_table::state::{Action, Solved, State};
use cgt_playground::ui::route::View;
use cgt_playground::ui::url::history_key;
use yew::Reducible;

fn open(query: &str) -> Rc<State> {
    Rc::new(State::from_link(&Fields::from_query(query), View::Page))
}

fn after(state: &Rc<State>, actions: impl IntoIterator<Item = Action>) -> Rc<State> {
    actions.into_iter().fold(state.clone(), |state, action| state.reduce(action))
}

fn shown(state: &State) -> &Solved {
    state.page.tables.shown.as_deref().expect("a table on screen")
}

#[test]
fn a_link_opens_its_frame_and_writes_itself_back() {
    for query in [
        "moves=1,3,4&n=30&step=5",
        "moves=1,3,4&n=30&step=12&cell=7",
        "moves=1..3&n=11&step=4&speed=10",
        "moves=2,5,6&n=60&step=0",
    ] {
        let state = open(query);
        assert_eq!(state.link().to_query(), query);
        assert!(state.page.notices.is_empty(), "{query}: {:?}", state.page.notices);
    }
    let state = open("moves=1,3,4&n=30&step=12&cell=7");
    assert_eq!(
        (state.page.tables.playback.position(), state.page.tables.playback.focus()),
        (12, 7)
    );
    assert_eq!(shown(&state).label(12), "n = 12");
    assert_eq!(shown(&state).sentence(7), "SG(7) = mex{SG(6), SG(4), SG(3)} = mex{2, 2, 1} = 0");
}

#[test]
fn a_garbage_link_opens_the_defaults_with_notices() {
    let state = open("moves=abc&n=-3&step=zz&cell=9&speed=7&colour=red");
    assert_eq!(state.link().to_query(), "moves=1,3,4&n=30&step=0");
    let notices = state.page.notices.join(" ");
    for expected in ["moves: 'abc'", "n: '-3' is negative", "step: 'zz'", "speed '7'", "'colour'"] {
        assert!(notices.contains(expected), "{expected} in {notices}");
    }
    assert_eq!(open("").link().to_query(), "moves=1,3,4&n=30&step=0");
}

#[test]
fn stepping_and_inspecting_replace_the_history_entry() {
    let state = open("moves=1,3,4&n=30&step=5");
    let key = history_key(&state.link(), State::GAME_PARAMS);
    let forward = after(
        &state,
        [Action::Table(TableAction::Step(StepAction::Command(StepCommand::Forward)))],
    );
    assert_eq!(forward.link().to_query(), "moves=1,3,4&n=30&step=6");
    let inspected =
        after(&forward, [Action::Table(TableAction::Step(StepAction::Inspect(Some(3))))]);
    assert_eq!(inspected.link().to_query(), "moves=1,3,4&n=30&step=6&cell=3");
    assert_eq!(inspected.page.tables.playback.focus(), 3);
    let unreached =
        after(&forward, [Action::Table(TableAction::Step(StepAction::Inspect(Some(20))))]);
    assert_eq!(
        unreached.page.tables.playback.inspected, None,
        "only filled cells can be inspected"
    );
    let moved = after(
        &inspected,
        [Action::Table(TableAction::Step(StepAction::Command(StepCommand::End)))],
    );
    assert_eq!(moved.link().to_query(), "moves=1,3,4&n=30&step=30", "a step ends inspecting");
    for state in [forward, inspected, moved] {
        assert_eq!(
            history_key(&state.link(), State::GAME_PARAMS),
            key,
            "a frame change replaces the entry"
        );
    }
}

#[test]
fn the_form_reports_bad_fields_and_a_new_game_pushes_an_entry() {
    let state = open("moves=1,3,4&n=30&step=5");
    let bad = after(
        &state,
        [
            Action::Table(TableAction::Form(FormAction::Edit("moves", "1,0".into()))),
            Action::Table(TableAction::Form(FormAction::Edit("n", "-4".into()))),
        ],
    );
    assert_eq!(
        bad.page.form.error("moves").as_deref(),
        Some("0 is too small; give whole numbers from 1 to 1000000")
    );
    assert!(bad.page.form.error("n").as_deref().is_some_and(|error| error.contains("negative")));
    let submitted = after(&bad, [Action::Table(TableAction::Form(FormAction::Submit))]);
    assert_eq!(submitted.link(), state.link(), "a bad form keeps the table");
    assert!(submitted.page.form.error("moves").is_some());
    let new = after(
        &submitted,
        [
            Action::Table(TableAction::Form(FormAction::Edit("moves", "2, 5,6".into()))),
            Action::Table(TableAction::Form(FormAction::Edit("n", "40".into()))),
            Action::Table(TableAction::Form(FormAction::Submit)),
        ],
    );
    assert_eq!(new.link().to_query(), "moves=2,5,6&n=40&step=0");
    assert_ne!(
        history_key(&new.link(), State::GAME_PARAMS),
        history_key(&state.link(), State::GAME_PARAMS),
        "a new game pushes"
    );
    // Another move set alone is a new game too, though other labs' `moves` are a game's moves.
    let other_moves = after(
        &state,
        [
            Action::Table(TableAction::Form(FormAction::Edit("moves", "1,2".into()))),
            Action::Table(TableAction::Form(FormAction::Submit)),
        ],
    );
    assert_eq!(other_moves.link().to_query(), "moves=1,2&n=30&step=0");
    assert_ne!(
        history_key(&other_moves.link(), State::GAME_PARAMS),
        history_key(&state.link(), State::GAME_PARAMS),
        "a new move set pushes"
    );
    let preset = after(&state, [Action::Table(TableAction::Form(FormAction::Example(0)))]);
    assert_eq!(preset.link().to_query(), "moves=1..3&n=11&step=0");
    assert_eq!(
        after(&state, [Action::Table(TableAction::Form(FormAction::Example(99)))]).link(),
        state.link()
    );
}

#[test]
fn a_large_table_is_pending_until_finished_or_cancelled() {
    let state = open("moves=1,3,4&n=30&step=5");
    let large = after(
        &state,
        [
            Action::Table(TableAction::Form(FormAction::Edit("moves", "1..63".into()))),
            Action::Table(TableAction::Form(FormAction::Edit("n", "1000000".into()))),
            Action::Table(TableAction::Form(FormAction::Submit)),
        ],
    );
    let pending = large.page.tables.pending.as_ref().expect("solved in slices");
    assert_eq!(large.link().to_query(), "moves=1..63&n=1000000&step=0");
    assert_eq!(shown(&large).request.n, 30, "the table on screen stays");
    let progressed = after(&large, [Action::Progress(0.5)]);
    assert_eq!(progressed.page.tables.pending.as_ref().map(|pending| pending.progress), Some(0.5));
    let cancelled = after(&progressed, [Action::Table(TableAction::Cancel)]);
    assert!(cancelled.page.tables.pending.is_none());
    assert_eq!(cancelled.link(), state.link());
    assert_eq!(cancelled.page.form.text("moves"), "1,3,4", "the form shows the table on screen");
    let request = pending.request.clone();
    let small = cgt_playground::api::subtraction::SubtractionRequest { n: 40, ..request.clone() };
    let stale =
        after(&large, [Action::Table(TableAction::Finished(Rc::new(Solved::solve(small))))]);
    assert!(stale.page.tables.pending.is_some(), "another request's table is not shown");
    let medium = after(
        &state,
        [
            Action::Table(TableAction::Form(FormAction::Example(0))),
            Action::Table(TableAction::Form(FormAction::Edit("moves", "1..63".into()))),
        ],
    );
    let medium = after(
        &medium,
        [
            Action::Table(TableAction::Form(FormAction::Edit("n", "10000".into()))),
            Action::Table(TableAction::Form(FormAction::Submit)),
        ],
    );
    let request = medium.page.tables.pending.as_ref().expect("solved in slices").request.clone();
    let done =
        after(&medium, [Action::Table(TableAction::Finished(Rc::new(Solved::solve(request))))]);
    assert!(done.page.tables.pending.is_none());
    assert_eq!(done.link().to_query(), "moves=1..63&n=10000&step=0");
    let opened = open("moves=1..63&n=1000000&step=999999&cell=5");
    assert_eq!(opened.link().to_query(), "moves=1..63&n=1000000&step=999999&cell=5");
    assert!(opened.page.tables.shown.is_none() && opened.page.tables.pending.is_some());
}

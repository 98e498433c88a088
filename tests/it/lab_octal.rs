//! The octal lab's state without a browser: links in and out, stepping, inspecting, the form,
//! the examples, long tables pending in the worker or in slices, and which changes push a
//! history entry.

use std::rc::Rc;

use cgt_playground::api::Fields;
use cgt_playground::api::octal::{OctalJob, OctalRequest};
use cgt_playground::solve::stepwise::run_to_end;
use cgt_playground::ui::kit::form::FormAction;
use cgt_playground::ui::kit::lab::LabState;
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::kit::table::TableAction;
use cgt_playground::ui::kit::timeline::{StepAction, Timeline};
use cgt_playground::ui::labs::octal::state::{Action, Computed, Solved, State};
use cgt_playground::ui::route::View;
use cgt_playground::ui::url::history_key;
use yew::Reducible;

fn open(query: &str) -> Rc<State> {
    Rc::new(State::from_link(&Fields::from_query(query), View::Page))
}

fn after(state: &Rc<State>, actions: impl IntoIterator<Item = Action>) -> Rc<State> {
    actions.into_iter().fold(state.clone(), |state, action| state.reduce(action))
}

fn solved(request: &OctalRequest, computed: Computed) -> Rc<Solved> {
    Rc::new(Solved::new(run_to_end(Box::new(OctalJob::new(request))), computed))
}

#[test]
fn a_link_opens_its_frame_and_writes_itself_back() {
    for query in [
        "code=0.77&n=200&step=3",
        "code=0.07&n=160&step=20&cell=14",
        "code=0.007&n=100&step=4&speed=25",
        "code=4.7&n=30&step=0",
    ] {
        let state = open(query);
        assert_eq!(state.link().to_query(), query);
        assert!(state.page.notices.is_empty(), "{query}: {:?}", state.page.notices);
    }
    let state = open("code=0.77&n=40&step=4");
    let table = state.page.tables.shown.as_deref().expect("a table on screen");
    assert_eq!(table.last(), 40);
    assert_eq!(table.label(4), "n = 4");
    assert_eq!(
        table.sentence(4),
        "G(4) = mex{G(3), G(1)⊕G(2), G(2), G(1)⊕G(1)} = mex{3, 3, 2, 0} = 1"
    );
}

#[test]
fn the_exercise_asks_each_value_and_kayles_answers_are_the_published_ones() {
    let state = open("code=0.77&n=10&step=0&exercise=1");
    assert_eq!(state.link().get("exercise"), Some("1"));
    let table = state.page.tables.shown.as_deref().expect("a table on screen");
    // Kayles (0.77): G(0..10) = 0 1 2 3 1 4 3 2 1 4 2 (Berlekamp, Conway and Guy).
    let kayles = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2];
    for n in 1..=10 {
        let question = table.question(n).expect("every heap is asked");
        assert_eq!(question.prompt, format!("What is G({n})?"));
        assert_eq!(question.expected(), kayles[n as usize].to_string(), "G({n})");
    }
    assert_eq!(table.question(11), None);
}

#[test]
fn a_garbage_link_opens_the_defaults_with_notices() {
    let state = open("code=9.9&n=x&step=-1&cell=3&speed=3&foo=1");
    let defaults = open("");
    assert_eq!(state.link(), defaults.link());
    let notices = state.page.notices.join(" ");
    for expected in ["code", "n: 'x'", "step: '-1'", "speed '3'", "'foo'"] {
        assert!(notices.contains(expected), "{expected} in {notices}");
    }
}

#[test]
fn stepping_and_inspecting_replace_the_history_entry() {
    let state = open("code=0.07&n=60&step=5");
    let key = history_key(&state.link(), State::GAME_PARAMS);
    let forward = after(
        &state,
        [Action::Table(TableAction::Step(StepAction::Command(StepCommand::Forward)))],
    );
    assert_eq!(forward.link().to_query(), "code=0.07&n=60&step=6");
    let end =
        after(&forward, [Action::Table(TableAction::Step(StepAction::Command(StepCommand::End)))]);
    let inspected = after(&end, [Action::Table(TableAction::Step(StepAction::Inspect(Some(9))))]);
    assert_eq!(inspected.link().to_query(), "code=0.07&n=60&step=60&cell=9");
    let back = after(&inspected, [Action::Table(TableAction::Step(StepAction::Inspect(None)))]);
    assert_eq!(back.link(), end.link());
    for state in [forward, end, inspected, back] {
        assert_eq!(
            history_key(&state.link(), State::GAME_PARAMS),
            key,
            "a frame change replaces the entry"
        );
    }
}

#[test]
fn the_form_reports_bad_fields_and_a_new_game_pushes_an_entry() {
    let state = open("code=0.77&n=40&step=4");
    let bad = after(
        &state,
        [
            Action::Table(TableAction::Form(FormAction::Edit("code", "0.8".into()))),
            Action::Table(TableAction::Form(FormAction::Edit("n", "-1".into()))),
        ],
    );
    assert!(bad.page.form.error("code").is_some() && bad.page.form.error("n").is_some());
    let submitted = after(&bad, [Action::Table(TableAction::Form(FormAction::Submit))]);
    assert_eq!(submitted.link(), state.link(), "a bad form keeps the table");
    let new = after(
        &submitted,
        [
            Action::Table(TableAction::Form(FormAction::Edit("code", "0.137".into()))),
            Action::Table(TableAction::Form(FormAction::Edit("n", "50".into()))),
            Action::Table(TableAction::Form(FormAction::Submit)),
        ],
    );
    assert_eq!(new.link().to_query(), "code=0.137&n=50&step=0");
    assert_ne!(
        history_key(&new.link(), State::GAME_PARAMS),
        history_key(&state.link(), State::GAME_PARAMS),
        "a new game pushes"
    );
    let preset = after(&state, [Action::Table(TableAction::Form(FormAction::Example(1)))]);
    assert_eq!(preset.link().to_query(), "code=0.07&n=160&step=0");
}

#[test]
fn a_long_table_is_pending_and_the_worker_can_fail() {
    let state = open("code=0.77&n=40&step=4");
    let long = after(
        &state,
        [
            Action::Table(TableAction::Form(FormAction::Edit("n", "3000".into()))),
            Action::Table(TableAction::Form(FormAction::Submit)),
        ],
    );
    let request =
        long.page.tables.pending.as_ref().expect("solved in the background").request.clone();
    assert_eq!(long.link().to_query(), "code=0.77&n=3000&step=0");
    let progressed = after(&long, [Action::Progress(0.25, 700)]);
    assert_eq!(progressed.filled, 700);
    let no_worker = after(&progressed, [Action::WorkerUnavailable("no Worker".into())]);
    assert_eq!(no_worker.no_worker.as_deref(), Some("no Worker"));
    assert!(no_worker.page.tables.pending.is_some(), "the slices take over");
    let computed = Computed::InSlices("no Worker".into());
    let done =
        after(&no_worker, [Action::Table(TableAction::Finished(solved(&request, computed)))]);
    assert!(done.page.tables.pending.is_none());
    assert_eq!(done.link().to_query(), "code=0.77&n=3000&step=0");
    let failed = after(&long, [Action::Failed("out of memory".into())]);
    assert!(failed.page.tables.pending.is_none());
    assert_eq!(failed.link(), state.link(), "the table on screen stays");
    assert!(failed.page.notices.iter().any(|notice| notice.contains("out of memory")));
    let cancelled = after(&long, [Action::Table(TableAction::Cancel)]);
    assert_eq!((cancelled.link(), cancelled.page.form.text("n").as_str()), (state.link(), "40"));
}

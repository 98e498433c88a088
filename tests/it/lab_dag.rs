//! The dag lab's state without a browser: its link read and written back, stepping through the
//! vertices in reverse topological order, clicks in both tools, the form, and which changes push
//! a history entry.

use std::rc::Rc;

use cgt_playground::api::Fields;
use cgt_playground::api::Request;
use cgt_playground::api::dag::DagRequest;
use cgt_playground::ui::kit::fill::FillAction;
use cgt_playground::ui::kit::form::FormAction;
use cgt_playground::ui::kit::lab::LabState;
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::kit::timeline::{StepAction, Timeline};
use cgt_playground::ui::labs::dag::state::{Action, EXAMPLES, State, Tool};
use cgt_playground::ui::route::View;
use cgt_playground::ui::url::history_key;
use yew::Reducible;

const DIAMOND: &str = "vertices=5&edges=0-1,0-2,1-3,2-3,3-4";

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
fn links_round_trip_through_the_state() {
    let default = "vertices=9&edges=0-1,0-2,0-3,1-4,1-5,2-5,2-6,3-6,3-7,4-7,5-7,6-7,8-0,8-1,8-3";
    for (query, shown) in [
        ("".to_string(), format!("{default}&step=0")),
        (DIAMOND.to_string(), format!("{DIAMOND}&step=0")),
        (
            format!("{DIAMOND}&step=3&vertex=1&tool=edit&speed=10"),
            format!("{DIAMOND}&step=3&vertex=1&speed=10&tool=edit"),
        ),
        (format!("{DIAMOND}&step=1&vertex=0"), format!("{DIAMOND}&step=1")),
        (
            "vertices=5&edges=0>1,1>2,2>3,3>1,2>4&step=2".to_string(),
            "vertices=5&edges=0-1,1-2,2-3,3-1,2-4&step=0".to_string(),
        ),
    ] {
        let state = open(&query);
        assert_eq!(link(&state), shown, "{query}");
        assert_eq!(link(&open(&shown)), shown, "{shown} is stable");
    }
    let notices = open(&format!("{DIAMOND}&step=1&vertex=0")).notices.join(" | ");
    assert!(notices.contains("vertex 0 is not filled yet at this step"), "{notices}");
}

#[test]
fn the_values_fill_in_reverse_topological_order() {
    let state = open(DIAMOND);
    assert_eq!(state.focus(), Some(4), "the sink first");
    assert_eq!(state.solved.label(0), "vertex 4");
    assert_eq!(state.solved.last(), 4);
    assert_eq!(state.solved.sentence(4), "SG(0) = mex{SG(1), SG(2)} = mex{0, 0} = 1");
    let state = state.reduce(Action::Fill(FillAction::Step(StepAction::Command(StepCommand::End))));
    assert_eq!(state.focus(), Some(0));
    assert!(state.is_filled(0));
}

#[test]
fn clicks_explain_in_one_tool_and_edit_edges_in_the_other() {
    let state = open(&format!("{DIAMOND}&step=1"));
    let key = history_key(&state.link(), State::GAME_PARAMS);
    let state = state.reduce(Action::ClickVertex(3));
    assert_eq!(state.inspected(), Some(3));
    assert_eq!(history_key(&state.link(), State::GAME_PARAMS), key, "a click replaces the entry");
    let state = state.reduce(Action::ClickVertex(0));
    assert_eq!(state.inspected(), None, "a vertex not filled yet is not explained");
    let state = state.reduce(Action::SetTool(Tool::Edit));
    let state = state.reduce(Action::ClickVertex(4));
    assert_eq!(state.picked, Some(4));
    let state = state.reduce(Action::ClickVertex(0));
    assert!(state.solved.graph.has_edge(4, 0));
    assert!(state.solved.solution.is_err(), "4 > 0 closes a cycle");
    assert_eq!(state.solved.last(), 0);
    assert_ne!(history_key(&state.link(), State::GAME_PARAMS), key, "a new graph pushes an entry");
    let state = state.reduce(Action::ClickVertex(4));
    let state = state.reduce(Action::ClickVertex(0));
    assert!(state.solved.solution.is_ok(), "the edge is removed");
    assert_eq!(state.playback.position(), state.solved.last(), "an edit shows every value");
}

#[test]
fn the_form_names_bad_fields_and_keeps_the_graph() {
    let state = open(DIAMOND);
    let state = state.reduce(form(FormAction::Edit("vertices", "31".into())));
    assert!(state.form.error("vertices").is_some_and(|e| e.contains("above the limit")));
    let state = state.reduce(form(FormAction::Edit("edges", "0>9".into())));
    let state = state.reduce(form(FormAction::Submit));
    assert!(state.form.error("vertices").is_some());
    assert_eq!(state.form.text("edges"), "0>9");
    assert_eq!(state.solved.graph.vertex_count(), 5, "nothing shown for a bad form");
    let state = state.reduce(form(FormAction::Edit("vertices", "2".into())));
    let state = state.reduce(form(FormAction::Edit("edges", "0>1".into())));
    let state = state.reduce(form(FormAction::Submit));
    assert_eq!(link(&state), "vertices=2&edges=0-1&step=0");
    let state = state.reduce(Action::AddVertex);
    assert_eq!(state.solved.graph.vertex_count(), 3);
    assert_eq!(state.playback.position(), 2, "an edit shows the values at once");
}

#[test]
fn every_example_opens_its_graph() {
    let state = open("vertices=1&edges=");
    for (index, &(label, query)) in EXAMPLES.iter().enumerate() {
        let opened = state.clone().reduce(form(FormAction::Example(index)));
        let request = DagRequest::from_fields(&Fields::from_query(query)).unwrap();
        assert_eq!(*opened.solved.graph, request.graph, "example {label}");
        assert!(opened.notices.is_empty(), "example {label}");
    }
}

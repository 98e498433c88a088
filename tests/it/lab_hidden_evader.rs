//! The hidden-evader lab's state without a browser: link to state and back, the recognition
//! and the probes as a timeline, stepping, and cancelling the search.

use std::rc::Rc;

use cgt_playground::api::Fields;
use cgt_playground::solve::stepwise::run_to_end;
use cgt_playground::ui::kit::lab::{LabState, link_of};
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::kit::timeline::{StepAction, Timeline};
use cgt_playground::ui::labs::hidden_evader::state::{Action, Frame, State, Steps, start_search};
use cgt_playground::ui::url::history_key;
use cgt_playground::ui::widgets::graph_input::GraphAction;
use cgt_playground::ui::widgets::graph_view::GraphEdit;

const PATH: &str = "vertices=5&edges=0-1,1-2,2-3,3-4";

use crate::act;

fn open(query: &str) -> State {
    crate::open_lab(query)
}

/// The state's steps with the exact search run to the end.
fn steps(state: &State) -> Steps {
    let result = run_to_end(start_search(&state.search_key()));
    Steps { recognition: state.recognition.clone(), result: Some(Rc::new(result)) }
}

#[test]
fn a_link_opens_a_state_that_writes_the_same_link() {
    for query in [format!("{PATH}&step=3"), "graph=cycle&n=6&step=4&speed=4".to_string()] {
        let link = link_of::<State>(&Fields::from_query(&query));
        assert_eq!(link_of::<State>(&link), link, "{query}");
    }
    // A step past the recognition is kept until the search says how many there are.
    let state = open(&format!("{PATH}&step=9"));
    assert_eq!(state.link().get("step"), Some("9"));
    let notices = open(&format!("{PATH}&step=x&cell=2")).notices.join(" ");
    assert!(notices.contains("step: 'x' is not a whole number"), "{notices}");
    assert!(notices.contains("parameter 'cell' is not used here"), "{notices}");
}

#[test]
fn the_recognition_then_the_probes_then_the_verdict() {
    let state = open(PATH);
    let steps = steps(&state);
    assert_eq!(steps.probes(), [1, 2, 3, 1, 2, 3]);
    assert_eq!(steps.last(), 3 + 6 + 1);
    let labels: Vec<String> = (0..=steps.last()).map(|k| steps.label(k)).collect();
    assert_eq!(
        labels,
        [
            "the graph",
            "leaves",
            "leaf-neighbours",
            "central path",
            "probe 1",
            "probe 2",
            "probe 3",
            "probe 4",
            "probe 5",
            "probe 6",
            "verdict"
        ]
    );
    assert_eq!(steps.frame(4), Frame::Probe(0));
    assert_eq!(steps.sentence(1), "Leaves (degree 1): 0, 4.");
    assert!(steps.sentence(3).contains("central path"), "{}", steps.sentence(3));
    assert!(
        steps
            .sentence(4)
            .starts_with("Probe 1 of 6: the evader may be in {0, 1, 2, 3, 4}. Probe 1.")
    );
    assert!(steps.sentence(10).starts_with("Found: after 6 probes"));
    // Before the search is done the steps end with the recognition.
    let waiting = Steps { recognition: state.recognition.clone(), result: None };
    assert_eq!(waiting.last(), 3);
}

#[test]
fn a_cycle_escapes_and_its_steps_end_with_the_verdict() {
    let state = open("graph=cycle&n=6");
    let steps = steps(&state);
    assert_eq!(steps.last(), 4);
    assert_eq!(steps.label(4), "verdict");
    assert!(steps.sentence(3).contains("is not a tree: it has the cycle"));
    assert!(steps.sentence(4).contains("the evader has a way to stay unfound"));
}

#[test]
fn the_exercise_asks_the_recognition_counts_then_who_wins() {
    let asked = |steps: &Steps| -> Vec<Option<String>> {
        (0..=steps.last()).map(|k| steps.question(k).map(|question| question.expected())).collect()
    };
    let state = open(&format!("{PATH}&exercise=1"));
    assert_eq!(state.link().get("exercise"), Some("1"));
    let path = steps(&state);
    let mut expected = vec![None, Some("2"), Some("2"), Some("yes"), Some("yes")];
    expected.resize(11, None);
    let expected: Vec<Option<String>> = expected.into_iter().map(|e| e.map(String::from)).collect();
    assert_eq!(asked(&path), expected, "the path 0-1-2-3-4");
    let prompt = path.question(1).expect("the leaves are asked").prompt;
    assert_eq!(prompt, "How many leaves (vertices of degree 1) does the graph have?");
    let cycle = steps(&open("graph=cycle&n=6&exercise=1"));
    let expected = [None, Some("0"), Some("0"), Some("no"), Some("no")];
    assert_eq!(asked(&cycle), expected.map(|e| e.map(String::from)), "the cycle of 6");
    assert_eq!(
        cycle.question(4).expect("who wins is asked").prompt,
        "Can the searcher always find the evader?"
    );
    // While the search runs, only the recognition is asked.
    let waiting = Steps { recognition: state.recognition.clone(), result: None };
    assert_eq!(waiting.question(4), None);
}

#[test]
fn steps_replace_the_history_entry_a_new_graph_pushes_and_cancel_stops_the_search() {
    let state = open(&format!("{PATH}&step=0"));
    let key = history_key(&state.link(), State::GAME_PARAMS);
    let stepped = act(state.clone(), Action::Step(StepAction::Command(StepCommand::End), 10));
    assert_eq!(stepped.playback.position(), 10);
    assert_eq!(history_key(&stepped.link(), State::GAME_PARAMS), key);
    // Before the search is done, the steps end at the recognition.
    let early = act(state.clone(), Action::Step(StepAction::Command(StepCommand::End), 3));
    assert_eq!(early.playback.position(), 3);
    let cancelled = act(state, Action::Search(false));
    assert!(!cancelled.exact() && !cancelled.search_key().run);
    assert!(act(cancelled.clone(), Action::Search(true)).exact());
    // Closing the path into a cycle.
    let new_graph = act(cancelled, Action::Graph(GraphAction::Edit(GraphEdit::ToggleEdge(0, 4))));
    assert!(new_graph.exact(), "a new graph is searched again");
    assert_eq!(new_graph.playback.position(), 0);
    assert_ne!(history_key(&new_graph.link(), State::GAME_PARAMS), key);
}

#[test]
fn play_runs_the_steps_on_with_the_timer() {
    let play = |action| Action::Step(StepAction::Command(action), 10);
    let playing = act(open(&format!("{PATH}&step=0")), play(StepCommand::TogglePlay));
    let ticked = act(act(playing, play(StepCommand::Tick)), play(StepCommand::Tick));
    assert_eq!((ticked.playback.position(), ticked.playback.playhead.playing), (2, true));
}

#[test]
fn a_family_too_large_to_build_at_once_is_judged_once_built() {
    use cgt_playground::solve::graph_presets::{Preset, PresetJob};
    let state = open("graph=complete&n=600&step=2");
    let preset = state.graph.pending.expect("K_600 is left to build in slices");
    assert_eq!(preset, Preset::Complete(600));
    assert_eq!(state.link().get("n"), Some("600"), "the link keeps the family asked for");
    let graph = Rc::new(run_to_end(Box::new(PresetJob::new(preset))));
    let built = act(state, Action::Built(preset, graph));
    assert_eq!(built.graph.pending, None);
    assert_eq!(built.graph.graph.vertex_count(), 600);
    assert!(
        !built.recognition.all_extended_caterpillars(),
        "K_600 is judged, not the default tree"
    );
    assert_eq!(built.playback.position(), 2, "the link's step is kept");
    // Stopped instead, the graph shown stays, and so does its verdict.
    let stopped = act(open("graph=complete&n=600"), Action::StopBuilding);
    assert_eq!((stopped.graph.pending, stopped.graph.graph.vertex_count()), (None, 9));
}

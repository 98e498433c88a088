//! The tree-path lab's state without a browser: link to state and back, the passes as a
//! timeline, the game against the computer, and which actions push a history entry.

use cgt_playground::api::Fields;
use cgt_playground::ui::kit::lab::{LabState, link_of};
use cgt_playground::ui::kit::play::{PlayAction, Turn};
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::kit::timeline::{StepAction, Timeline};
use cgt_playground::ui::labs::tree_path::state::{Action, Mode, State};
use cgt_playground::ui::url::history_key;

const STAR: &str = "vertices=4&edges=0-1,0-2,0-3";

use crate::act;

fn open(query: &str) -> State {
    crate::open_lab(query)
}

#[test]
fn a_link_opens_a_state_that_writes_the_same_link() {
    for query in [
        format!("{STAR}&mode=passes&root=2&step=5"),
        format!("{STAR}&mode=passes&root=0&step=8&speed=10"),
        "graph=tree&n=12&seed=4&mode=play&first=computer&moves=5.8&hint=on".to_string(),
    ] {
        let link = link_of::<State>(&Fields::from_query(&query));
        assert_eq!(link_of::<State>(&link), link, "{query}");
    }
    let state = open(&format!("{STAR}&root=2&step=5&speed=10"));
    assert_eq!((state.root, state.playback.position(), state.playback.playhead.speed), (2, 5, 10));
    let link = state.link();
    assert_eq!(
        (link.get("root"), link.get("step"), link.get("speed")),
        (Some("2"), Some("5"), Some("10"))
    );
}

#[test]
fn the_passes_are_the_solvers_events_each_explained() {
    let state = open(&format!("{STAR}&step=0"));
    let solved = state.solved.clone().expect("a star is a tree");
    assert_eq!(solved.last(), 8);
    // Bottom-up from the root 0: the leaves 3, 2, 1 first (reverse preorder), then 0; then
    // top-down 0, 1, 2, 3.
    let labels: Vec<String> = (0..=8).map(|k| solved.label(k)).collect();
    assert_eq!(
        labels,
        [
            "start",
            "pass 1: vertex 3",
            "pass 1: vertex 2",
            "pass 1: vertex 1",
            "pass 1: vertex 0",
            "pass 2: vertex 0",
            "pass 2: vertex 1",
            "pass 2: vertex 2",
            "pass 2: vertex 3"
        ]
    );
    assert!(solved.sentence(0).contains("The tree rooted at 0"));
    assert!(solved.sentence(1).starts_with("3 is a leaf"));
    assert!(
        solved
            .sentence(4)
            .contains("Sons of 0: win(1) = true, win(2) = true, win(3) = true. ntwin(0) = 3")
    );
    let last = solved.sentence(8);
    assert!(last.contains("ntrwin'(0, 3) = ntrwin(0) − [win(3)] = 3 − 1 = 2"), "{last}");
    assert_eq!(solved.values.summary(), "Done: A wins by starting at 1, 2, 3 (green).");
}

#[test]
fn steps_replace_the_history_entry_and_a_new_root_or_mode_pushes() {
    let state = open(&format!("{STAR}&step=0"));
    let key = history_key(&state.link(), State::GAME_PARAMS);
    let stepped = act(state.clone(), Action::Step(StepAction::Command(StepCommand::Forward)));
    assert_eq!(stepped.playback.position(), 1);
    assert_eq!(history_key(&stepped.link(), State::GAME_PARAMS), key);
    let end = act(stepped, Action::Step(StepAction::Command(StepCommand::End)));
    assert_eq!(end.playback.position(), 8);
    let rerooted = act(end, Action::SetRoot(2));
    assert_eq!((rerooted.root, rerooted.playback.position()), (2, 0));
    assert_ne!(history_key(&rerooted.link(), State::GAME_PARAMS), key);
    let playing = act(state, Action::SetMode(Mode::Play));
    assert_ne!(history_key(&playing.link(), State::GAME_PARAMS), key);
}

#[test]
fn a_game_against_the_computer_and_a_new_game_pushes() {
    let moves = |state: &State| state.play.as_ref().expect("a tree").record.moves.clone();
    let play = |state: State, action| act(state, Action::Play(action));
    let state = open("vertices=3&edges=0-1,1-2&mode=play&first=you");
    let key = history_key(&state.link(), State::GAME_PARAMS);
    let marked = play(state, PlayAction::Move(0));
    assert_eq!(moves(&marked), vec![0]);
    // A move replaces the history entry.
    assert_eq!(history_key(&marked.link(), State::GAME_PARAMS), key);
    // Not the student's turn: a click does nothing.
    assert_eq!(moves(&play(marked.clone(), PlayAction::Move(2))), vec![0]);
    let answered = play(marked, PlayAction::Reply);
    assert_eq!(moves(&answered), vec![0, 1]);
    let won = play(answered, PlayAction::Move(2));
    assert_eq!(won.play.as_ref().map(|play| play.turn()), Some(Turn::Over));
    let undone = play(won.clone(), PlayAction::Undo);
    assert_eq!(moves(&undone), vec![0, 1]);
    let new_game = play(won, PlayAction::NewGame(false));
    assert!(moves(&new_game).is_empty());
    assert_ne!(history_key(&new_game.link(), State::GAME_PARAMS), key);
    // The hint is kept in the link, and a graph that is not a tree has no game.
    let hinted = open("vertices=3&edges=0-1,1-2&mode=play&hint=on");
    assert!(hinted.play.as_ref().is_some_and(|play| play.hint));
    assert_eq!(hinted.link().get("hint"), Some("on"));
    assert!(open("vertices=3&edges=0-1,1-2,2-0&mode=play").play.is_none());
}

#[test]
fn a_bad_link_leaves_notices_and_defaults() {
    let state = open(&format!("{STAR}&root=9&step=x&mode=dance"));
    let notices = state.notices.join(" ");
    assert!(notices.contains("root: 9 is above the limit of 3"), "{notices}");
    assert!(notices.contains("step: 'x' is not a whole number"), "{notices}");
    assert!(notices.contains("mode: 'dance' is not one of passes, play"), "{notices}");
    assert_eq!((state.root, state.playback.position(), state.mode), (0, 0, Mode::Passes));
    let cycle = open("vertices=3&edges=0-1,1-2,2-0");
    let message = cycle.solved.as_ref().err().cloned().unwrap_or_default();
    assert!(message.contains("not a tree"), "{message}");
}

/// Whether `root` alone is drawn on top (the tree hung from it).
fn on_top(state: &State, root: usize) -> bool {
    let points = state.graph.points.as_deref().expect("a drawing");
    points.iter().enumerate().all(|(v, point)| v == root || point.y > points[root].y)
}

#[test]
fn the_drawing_hangs_the_tree_from_the_passes_root() {
    // The default tree is drawn in layers; the passes' root is the top one.
    assert!(on_top(&open(""), 0), "root 0 on top");
    let rooted = open("root=2");
    assert!(on_top(&rooted, 2), "root 2 on top");
    assert!(on_top(&act(rooted, Action::SetRoot(7)), 7), "a new root on top");
    // Positions placed by hand stay where they are.
    let placed = open(&format!("{STAR}&pos=100-100,200-200,300-300,400-400&root=2"));
    assert_eq!(placed.graph.points.as_deref().map(|points| points[2].y), Some(300));
}

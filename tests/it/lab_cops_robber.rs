//! The cop-and-robber lab's state and reducer, driven natively: links, steps, the elimination's
//! frames and the game against the computer.

use std::rc::Rc;

use cgt_playground::solve::cops_robber::{AnalysisJob, Elimination, Run};
use cgt_playground::solve::play::Game;
use cgt_playground::solve::stepwise::Stepwise;
use cgt_playground::ui::kit::lab::LabState;
use cgt_playground::ui::kit::play::PlayAction;
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::kit::timeline::{StepAction, Timeline};
use cgt_playground::ui::labs::cops_robber::state::{Action, Mode, State};
use cgt_playground::ui::url::history_key;

use crate::act;

fn open(query: &str) -> State {
    crate::open_lab(query)
}

#[test]
fn a_link_opens_its_step_and_round_trips() {
    let state = open("graph=wheel&n=7&step=3");
    assert!(state.notices.is_empty(), "{:?}", state.notices);
    let link = state.link();
    assert_eq!(link.get("step"), Some("3"));
    assert_eq!(open(&link.to_query()).link(), link);
    // Step 3 is the second pair: Y = 2 dominated by X = 0, with both paper runs beside it.
    let solved = state.solved.clone().expect("a small graph is solved at once");
    assert!(solved.paper);
    let frame = solved.frame(3);
    let pair = Some(Elimination { vertex: 2, dominated_by: 0 });
    for run in [Run::Bitset, Run::Naive, Run::Nvc] {
        assert_eq!(frame.run(run).found, pair, "{run:?}");
    }
    assert_eq!(frame.run(Run::Naive).cost, 21);
    assert_eq!((frame.run(Run::Nvc).cost, frame.run(Run::Nvc).updates), (13, 82));
}

#[test]
fn a_step_replaces_the_history_entry_and_a_new_mode_pushes_one() {
    let state = open("graph=wheel&n=7&step=3");
    let before = history_key(&state.link(), State::GAME_PARAMS);
    let stepped = act(state, Action::Step(StepAction::Command(StepCommand::Forward)));
    assert_eq!(stepped.link().get("step"), Some("4"));
    assert_eq!(history_key(&stepped.link(), State::GAME_PARAMS), before);
    let played = act(stepped, Action::Mode(Mode::Play));
    assert_ne!(history_key(&played.link(), State::GAME_PARAMS), before);
}

#[test]
fn moves_from_a_link_are_played_while_legal() {
    let state = open("graph=cycle&n=5&mode=play&role=robber&moves=0,2,1");
    assert_eq!(state.play.record.moves, [0, 2, 1]);
    assert!(state.notices.is_empty(), "{:?}", state.notices);
    let state = open("graph=cycle&n=5&mode=play&role=robber&moves=0,2,2");
    assert_eq!(state.play.record.moves, [0, 2]);
    assert_eq!(
        state.notices,
        ["The link's moves: move 3 ('2') is not legal there; the game stops there."]
    );
    // The computer cop moves; the student (the robber) moves and takes that move back.
    let state = act(state, Action::Play(PlayAction::Reply));
    assert_eq!(state.play.record.moves.len(), 3);
    let state = act(state, Action::Play(PlayAction::Move(3)));
    assert_eq!(state.play.record.moves, [0, 2, state.play.record.moves[2], 3]);
    let state = act(state, Action::Play(PlayAction::Undo));
    assert_eq!(state.play.record.moves.len(), 3);
    assert!(state.play.record.humans_turn());
    // Choosing the cop's side starts a new game with the student first.
    let state = act(state, Action::Play(PlayAction::NewGame(true)));
    assert!(state.play.record.moves.is_empty() && state.play.record.humans_turn());
    assert_eq!(state.link().get("role"), Some("cop"));
}

#[test]
fn a_links_step_waits_for_the_sliced_analysis_and_is_fitted_to_it() {
    let state = open("graph=chordal&n=2000&seed=5&step=7");
    let pending = state.pending.expect("a 2,000-vertex graph is analysed in slices");
    assert!(state.solved.is_none());
    assert_eq!(state.link().get("step"), Some("7"), "the link keeps its step meanwhile");
    let job = match state.graph.pending {
        Some(preset) => AnalysisJob::from_preset(preset),
        None => AnalysisJob::new(state.graph.graph.clone()),
    };
    let analysis = Box::new(job).finish();
    let state = act(state, Action::Finished(pending.id, Rc::new(analysis)));
    let solved = state.solved.clone().expect("analysed");
    assert_eq!(state.steps.position(), 7);
    assert_eq!(state.steps.playhead.last, solved.last());
    assert_eq!(solved.label(7), format!("Y = {}", solved.eliminations()[3].vertex));
    // A step past the end stops at the verdict; the replay's step is the replay's own.
    let state = open("graph=wheel&n=7&step=99");
    assert_eq!(state.steps.position(), 13);
    assert_eq!(state.notices, ["The link's step 99 is past the last, 13: showing step 13."]);
    // A step that is no number names no limit: the timeline's end is not known yet.
    let state = open("graph=wheel&n=7&step=-1");
    let refused = "The link's step: '-1' is not a step: give a whole number, 0 for the start.";
    assert_eq!(state.notices, [format!("{refused} Showing the default instead.")]);
    assert_eq!(state.steps.position(), 0);
    assert_eq!(solved_sentence(&state, 13), "One vertex, 6, is left: the cop wins.");
    let state = open("graph=path&n=5&mode=replay&step=2");
    assert_eq!((state.steps.position(), state.replay.position()), (0, 2));
    assert_eq!(state.link().get("step"), Some("2"));
}

fn solved_sentence(state: &State, step: u32) -> String {
    state.solved.as_ref().expect("analysed").sentence(step)
}

#[test]
fn the_computer_plays_the_labs_own_choices() {
    // The student is the cop; the computer robber answers each move with
    // `GameValues::computer_move` (the longest survival, then as far from the cop as it can),
    // not merely some longest-lasting move.
    let mut state = open("graph=tree&n=14&seed=3&mode=play&role=cop");
    for v in [0, 0, 0] {
        let before = state.play.position();
        let cop = Game::moves(&state.play.game, &before)[v];
        state = act(state, Action::Play(PlayAction::Move(cop)));
        let position = state.play.position();
        if state.play.waiting().is_none() {
            break;
        }
        let expected = state.play.game.computer_move(&position);
        state = act(state, Action::Play(PlayAction::Reply));
        assert_eq!(state.play.record.moves.last().copied(), expected);
    }
    assert!(state.play.record.moves.len() >= 2);
    // While a large graph is analysed, no reply is due and the link's moves wait.
    let state = open("graph=chordal&n=2000&seed=5&mode=play&role=robber&moves=0");
    assert!(state.play.record.moves.is_empty() && state.play.waiting().is_none());
}

#[test]
fn a_students_worse_move_is_not_called_the_best() {
    use cgt_playground::ui::kit::play::PlayGame;
    // The tree of 14 vertices (seed 3): with the cop at 1, a robber starting at 13 lasts 5
    // moves and one starting at 0 (next to the cop) 1; the best cop start (1) catches within 5.
    let state = open("graph=tree&n=14&seed=3&mode=play&role=robber&moves=1");
    let (game, before) = (&state.play.game, state.play.position());
    assert_eq!(
        game.describe(&before, &13),
        "The robber starts at 13: the start that lasts longest, 5 moves."
    );
    assert_eq!(
        game.describe(&before, &0),
        "The robber starts at 0: caught within 1 move; the start that lasts longest lasts 5 moves."
    );
    let start = open("graph=tree&n=14&seed=3&mode=play&role=cop").play.position();
    let best = state.play.game.best_value(&start).expect("a start");
    let sentence = state.play.game.describe(&start, &7);
    assert!(
        sentence.ends_with(&format!("the best start catches it within {best} moves.")),
        "{sentence}"
    );
    assert!(!sentence.contains("(the best start)"), "{sentence}");
}

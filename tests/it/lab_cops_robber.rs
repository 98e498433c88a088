//! The cop-and-robber lab's state and reducer, driven natively: links, steps, the elimination's
//! frames and the game against the computer.

use std::rc::Rc;

use cgt_playground::api::fields::Fields;
use cgt_playground::solve::cops_robber::{Elimination, Run};
use cgt_playground::ui::kit::lab::LabState;
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::labs::cops_robber::state::{Action, Mode, State};
use cgt_playground::ui::route::View;
use cgt_playground::ui::url::history_key;
use yew::Reducible;

fn open(query: &str) -> State {
    State::from_link(&Fields::from_query(query), View::Page)
}

fn act(state: State, action: Action) -> State {
    Rc::unwrap_or_clone(Rc::new(state).reduce(action))
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
    let before = history_key(&state.link());
    let stepped = act(state, Action::Step(StepCommand::Forward));
    assert_eq!(stepped.link().get("step"), Some("4"));
    assert_eq!(history_key(&stepped.link()), before);
    let played = act(stepped, Action::Mode(Mode::Play));
    assert_ne!(history_key(&played.link()), before);
}

#[test]
fn moves_from_a_link_are_played_while_legal() {
    let state = open("graph=cycle&n=5&mode=play&role=robber&moves=0,2,1");
    assert_eq!(state.record.moves, [0, 2, 1]);
    assert!(state.notices.is_empty(), "{:?}", state.notices);
    let state = open("graph=cycle&n=5&mode=play&role=robber&moves=0,2,2");
    assert_eq!(state.record.moves, [0, 2]);
    assert_eq!(
        state.notices,
        ["The link's moves: move 3 ('2') is not legal there; the game stops there."]
    );
    // The computer cop moves; the student (the robber) moves and takes that move back.
    let state = act(state, Action::ComputerMove);
    assert_eq!(state.record.moves.len(), 3);
    let state = act(state, Action::Choose(3));
    assert_eq!(state.record.moves, [0, 2, state.record.moves[2], 3]);
    let state = act(state, Action::Undo);
    assert_eq!(state.record.moves.len(), 3);
    assert!(state.record.humans_turn());
}

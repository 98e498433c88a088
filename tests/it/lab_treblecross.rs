//! The treblecross lab's state and reducer, natively: links round-trip, the analysis steps board
//! by board, the form is checked by the request's parsers, Cancel returns to the sum shown
//! before, and the history rule (a new sum pushes, a step replaces).

use cgt_playground::api::Fields;
use cgt_playground::solve::treblecross::{analyse_sum, board_grundy, interval_grundy};
use cgt_playground::ui::kit::form::FormAction;
use cgt_playground::ui::kit::lab::LabState;
use cgt_playground::ui::kit::play::PlayAction;
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::kit::timeline::{StepAction, Timeline};
use cgt_playground::ui::labs::treblecross::state::{
    Action, BoardSteps, EXAMPLES, Mode, State, Sum,
};
use cgt_playground::ui::url::history_key;

use crate::act;

fn open(query: &str) -> State {
    crate::open_lab(query)
}

#[test]
fn links_round_trip() {
    for query in [
        "boards=X.....,.......&counts=1,1&mode=analyse&step=2",
        "boards=X.....,.......&counts=1,1&mode=analyse&step=1&speed=4",
        "boards=.......,X....&counts=1,2&mode=play&board=2&first=computer&moves=3",
        "boards=.......&counts=1&mode=play&board=1&first=you&moves=4&hint=on",
    ] {
        let state = open(query);
        assert_eq!(state.link(), Fields::from_query(query), "{query}");
        assert!(state.notices.is_empty(), "{query}: {:?}", state.notices);
    }
}

#[test]
fn the_analysis_steps_board_by_board() {
    let state = open("boards=X.....,.......&counts=1,1&step=0");
    let values = interval_grundy(7);
    let analysis = analyse_sum(&state.request.boards, &state.request.counts, &values);
    let steps = BoardSteps { grundies: analysis.grundies };
    assert_eq!(steps.last(), 2);
    assert_eq!(steps.label(0), "the boards");
    assert_eq!(steps.label(2), "board 2");
    assert!(steps.sentence(1).starts_with("Board 1: cells at distance 1 or 2"));
    let state = act(state, Action::Step(StepAction::Command(StepCommand::Forward)));
    assert_eq!(state.playback.position(), 1);
    let state = act(state, Action::Step(StepAction::Command(StepCommand::End)));
    assert_eq!(state.link().get("step"), Some("2"));
}

#[test]
fn the_exercise_asks_each_boards_grundy_number_before_its_row() {
    let state = open("boards=X.....,.......,X...X.......&counts=1,3,2&step=0&exercise=1");
    assert!(state.notices.is_empty(), "{:?}", state.notices);
    assert_eq!(state.link().get("exercise"), Some("1"));
    let values = interval_grundy(12);
    let analysis = analyse_sum(&state.request.boards, &state.request.counts, &values);
    let steps = BoardSteps { grundies: analysis.grundies };
    assert_eq!(steps.question(0), None, "the boards as given ask nothing");
    for (k, board) in (1..).zip(&state.request.boards) {
        let question = steps.question(k).expect("every board is asked");
        assert_eq!(question.prompt, format!("What is the Grundy number of one copy of board {k}?"));
        let grundy = board_grundy(board, &values).to_string();
        assert_eq!(question.expected(), grundy, "board {k}");
        assert!(steps.sentence(k).ends_with(&format!("G = {grundy}.")), "board {k}");
    }
    assert_eq!(steps.question(4), None, "past the last board");
}

#[test]
fn the_form_is_checked_by_the_requests_parsers_and_cancel_goes_back() {
    let state = open("boards=X.....,.......&counts=1,1&step=0");
    let state = act(state, Action::Form(FormAction::Edit("boards", "..".into())));
    assert!(state.form.error("boards").is_some_and(|error| error.contains("at least 3")));
    let state = act(state, Action::Form(FormAction::Edit("boards", "......,.......".into())));
    assert_eq!(state.form.error("boards"), None);
    let state = act(state, Action::Form(FormAction::Edit("counts", "1,2,3".into())));
    assert!(state.form.error("counts").is_some());
    let state = act(state, Action::Form(FormAction::Submit));
    assert_eq!(state.request.boards.len(), 2);
    assert_eq!(state.request.boards[0].text(), "X.....", "the sum on screen stays");
    let state = act(state, Action::Form(FormAction::Edit("counts", String::new())));
    let state = act(state, Action::Form(FormAction::Submit));
    assert_eq!(state.request.boards[0].text(), "......");
    assert_eq!(state.request.counts, [1, 1], "empty counts: one copy each");
    let state = act(state, Action::Own(Sum::Cancel));
    assert_eq!(state.request.boards[0].text(), "X.....", "Cancel shows the sum before");
    let fresh = act(open("boards=............"), Action::Own(Sum::Cancel));
    assert_eq!(fresh.request.boards.len(), 2, "with no sum before, Cancel shows the example");
}

#[test]
fn a_new_sum_or_mode_pushes_and_a_step_replaces() {
    let state = open("boards=X.....,.......&counts=1,1&step=0");
    let before = history_key(&state.link(), State::GAME_PARAMS);
    let stepped = act(state.clone(), Action::Step(StepAction::Command(StepCommand::Forward)));
    assert_eq!(history_key(&stepped.link(), State::GAME_PARAMS), before);
    let preset = act(state.clone(), Action::Form(FormAction::Example(2)));
    assert_ne!(history_key(&preset.link(), State::GAME_PARAMS), before);
    let play = act(state, Action::SetMode(Mode::Play));
    assert_ne!(history_key(&play.link(), State::GAME_PARAMS), before);
    let marked = act(play.clone(), Action::Play(PlayAction::Move(3)));
    assert_eq!(marked.game.record.moves, [3]);
    assert_eq!(
        history_key(&marked.link(), State::GAME_PARAMS),
        history_key(&play.link(), State::GAME_PARAMS)
    );
}

#[test]
fn every_example_opens_its_sum() {
    crate::assert_examples_open::<State>(EXAMPLES, |index| {
        Action::Form(FormAction::Example(index))
    });
}

#[test]
fn a_bad_sum_in_a_link_shows_the_default_with_a_notice() {
    let state = open("boards=XX..&mode=chess");
    let notices = state.notices.join("\n");
    assert!(notices.contains("cells 1 and 2 are both marked"), "{notices}");
    assert!(notices.contains("Showing the default sum instead"), "{notices}");
    assert!(notices.contains("mode: 'chess' is not one of analyse, play"), "{notices}");
    assert_eq!(state.request.boards.len(), 2);
}

#[test]
fn the_game_reads_no_step_and_the_analysis_no_board() {
    let query = "boards=X.....,.......&counts=1,1";
    let notices = open(&format!("{query}&mode=play&step=3")).notices.join(" | ");
    assert_eq!(notices, "The link's parameter 'step' is not used here.");
    let notices = open(&format!("{query}&mode=analyse&board=2")).notices.join(" | ");
    assert_eq!(notices, "The link's parameter 'board' is not used here.");
}

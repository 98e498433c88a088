//! The nim lab's state without a browser: link -> state -> link, stepping the sample, the game
//! against the computer, the form and the mini-test, which changes push a history entry, and
//! the sample's exercise (the nim-sum before each winning move).

use std::rc::Rc;

use cgt_playground::api::Fields;
use cgt_playground::solve::nim::{Move, Variant};
use cgt_playground::ui::kit::exercise::Answer;
use cgt_playground::ui::kit::form::FormAction;
use cgt_playground::ui::kit::lab::LabState;
use cgt_playground::ui::kit::play::{PlayAction, Turn};
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::kit::timeline::{StepAction, Timeline};
use cgt_playground::ui::labs::nim::state::{Action, EXAMPLES, MiniAction, MiniTest, Mode, State};
use cgt_playground::ui::route::View;

use crate::both;
use crate::lab_play::winner_questions;
use cgt_playground::ui::url::history_key;
use yew::Reducible;

fn open(query: &str) -> Rc<State> {
    Rc::new(State::from_link(&Fields::from_query(query), View::Page))
}

fn link(state: &State) -> String {
    state.link().to_query()
}

#[test]
fn links_round_trip() {
    for query in [
        "piles=5,3,8&variant=normal&mode=sample&step=3",
        "piles=5,3,8&variant=normal&mode=sample&step=0&speed=10",
        "piles=5,3,8&variant=normal&mode=play&first=you&moves=3-2&hint=on",
        "piles=1,1,5&variant=misere&mode=sample&step=1",
        "piles=5,3,8&variant=bounded&k=3&mode=sample&step=0",
        "piles=5,3,8&variant=normal&mode=exercise&given=35,18,27&step=0&exercise=1",
        "piles=5,3,8&variant=normal&mode=sample&step=0&exercise=1",
    ] {
        let state = open(query);
        assert!(state.notices.is_empty(), "{query}: {:?}", state.notices);
        assert_eq!(link(&state), query);
    }
}

#[test]
fn bad_links_fall_back_with_notices() {
    let state = open("piles=5,-3&variant=poker&k=0&step=99&cell=1&colour=red");
    assert_eq!(state.request.piles, [5, 3, 8]);
    assert_eq!(state.request.variant, Variant::Normal);
    let notices = state.notices.join("\n");
    for expected in
        ["piles: '-3' is negative", "'poker' is not one of", "step", "'colour'", "'cell'"]
    {
        assert!(notices.contains(expected), "{expected}: {notices}");
    }
    assert_eq!(state.plays.playback.position(), 0);
    assert_eq!(state.plays.playback.inspected, None);
}

#[test]
fn stepping_replaces_and_a_new_game_pushes() {
    let state = open("piles=5,3,8&mode=sample&step=0");
    let stepped = state.clone().reduce(Action::Step(StepAction::Command(StepCommand::Forward)));
    assert_eq!(stepped.plays.playback.position(), 1);
    assert_eq!(
        history_key(&stepped.link(), State::GAME_PARAMS),
        history_key(&state.link(), State::GAME_PARAMS),
        "a step replaces"
    );
    let end = stepped.reduce(Action::Step(StepAction::Command(StepCommand::End)));
    assert_eq!(end.plays.sample.position(end.plays.playback.position()), &vec![0, 0, 0]);

    let edited = state.clone().reduce(Action::Form(FormAction::Edit("piles", "1,2".into())));
    let submitted = edited.reduce(Action::Form(FormAction::Submit));
    assert_eq!(submitted.request.piles, [1, 2]);
    assert_eq!(submitted.plays.playback.position(), 0);
    assert_ne!(
        history_key(&submitted.link(), State::GAME_PARAMS),
        history_key(&state.link(), State::GAME_PARAMS),
        "a new game pushes"
    );
    let mode = state.clone().reduce(Action::SetMode(Mode::Play));
    assert_ne!(
        history_key(&mode.link(), State::GAME_PARAMS),
        history_key(&state.link(), State::GAME_PARAMS),
        "a new mode pushes"
    );
}

#[test]
fn a_form_with_errors_keeps_the_game() {
    let state = open("piles=5,3,8");
    let state = state.reduce(Action::Form(FormAction::Edit("piles", "1..70".into())));
    assert!(state.form.error("piles").as_deref().unwrap_or_default().contains("the limit is 64"));
    let state = state.reduce(Action::Form(FormAction::Edit("variant", "bounded".into())));
    let state = state
        .reduce(Action::Form(FormAction::Edit("k", "0".into())))
        .reduce(Action::Form(FormAction::Submit));
    assert!(state.form.error("k").as_deref().unwrap_or_default().contains("0 is too small"));
    assert_eq!(state.request.piles, [5, 3, 8], "the old game stays");
}

#[test]
fn playing_the_computer_keeps_the_moves_in_the_link() {
    let state = open("piles=5,3,8&mode=play&first=you");
    let moved = state.clone().reduce(Action::Play(PlayAction::Move(Move { pile: 2, take: 2 })));
    assert_eq!(moved.plays.play.position(), [5, 3, 6]);
    assert_eq!(moved.plays.play.turn(), Turn::Computers);
    assert_eq!(moved.link().get("moves"), Some("3-2"));
    assert_eq!(
        history_key(&moved.link(), State::GAME_PARAMS),
        history_key(&state.link(), State::GAME_PARAMS),
        "a move replaces"
    );
    let replied = moved.reduce(Action::Play(PlayAction::Reply));
    assert_eq!(replied.plays.play.record.moves.len(), 2);
    let refused = replied
        .reduce(Action::Play(PlayAction::Edit(0, "9".into())))
        .reduce(Action::Play(PlayAction::Edit(1, "1".into())))
        .reduce(Action::Play(PlayAction::Submit));
    assert!(refused.plays.play.error.as_deref().unwrap_or_default().contains("does not have 9"));
    let undone = refused.reduce(Action::Play(PlayAction::Undo));
    assert_eq!(undone.plays.play.position(), [5, 3, 8]);
}

#[test]
fn the_mini_test_asks_for_a4_before_showing_it() {
    let state = open("mode=exercise");
    let mini_test = &state.own;
    assert_eq!(mini_test.given, [35, 18, 27]);
    assert!(mini_test.playback.exercise, "the mini-test is an exercise");
    assert_eq!((mini_test.playback.position(), mini_test.last()), (0, 1));
    // 35 ⊕ 18 ⊕ 27 = 42, the lecture's answer, asked before frame 1 and only there.
    assert_eq!(mini_test.question(0), None);
    let question = mini_test.question(1).expect("a4 is asked");
    assert_eq!(question.prompt, "Which a4 makes Player 2 win?");
    assert_eq!(question.answer, Answer::Number(42));
    assert_eq!(mini_test.label(1), "a4 = 42");
    let revealed =
        state.reduce(Action::Own(MiniAction::Step(StepAction::Command(StepCommand::Forward))));
    assert_eq!(revealed.own.playback.position(), 1);
    // The link hands the exercise out from its question, not from the answer.
    assert_eq!(
        link(&revealed),
        "piles=5,3,8&variant=normal&mode=exercise&given=35,18,27&step=0&exercise=1"
    );
    // New numbers: a new exercise from its first frame.
    let renewed = revealed.reduce(Action::Own(MiniAction::New(vec![1, 2, 4])));
    assert_eq!(renewed.own, MiniTest::new(vec![1, 2, 4], 0));
    assert_eq!(renewed.own.question(1).map(|question| question.answer), Some(Answer::Number(7)));
}

#[test]
fn a_mini_test_link_gives_three_piles() {
    let state = open("mode=exercise&given=1,2");
    assert_eq!(state.own.given, [35, 18, 27]);
    assert!(state.notices.join("\n").contains("give exactly three piles"), "{:?}", state.notices);
    assert_eq!(open("mode=exercise&given=1,2,3").own.given, [1, 2, 3]);
}

#[test]
fn every_example_opens_its_position() {
    crate::assert_examples_open::<State>(EXAMPLES, |index| {
        Action::Form(FormAction::Example(index))
    });
}

#[test]
fn another_variant_clears_k() {
    let state = open("piles=5,3,8&variant=bounded&k=3");
    let state = state.reduce(Action::Form(FormAction::Edit("variant", "misere".into())));
    assert_eq!(state.form.text("k"), "");
    let state = state.reduce(Action::Form(FormAction::Submit));
    assert_eq!(state.request.variant, Variant::Misere);
}

#[test]
fn a_mode_reads_only_what_its_link_writes() {
    // The game against the computer has no stepper: a step in its link is not read, in range or
    // not, and said to be unused; the sample has no game: its moves are not read.
    for step in ["3", "999"] {
        let notices = open(&format!("piles=5,3,8&mode=play&step={step}")).notices.join(" | ");
        assert_eq!(notices, "The link's parameter 'step' is not used here.");
    }
    let notices = open("piles=5,3,8&mode=sample&moves=0-4&given=1,2,3").notices.join(" | ");
    assert!(notices.contains("parameter 'moves' is not used here"), "{notices}");
    assert!(notices.contains("parameter 'given' is not used here"), "{notices}");
}

/// The nim-sum the lab's binary table shows, by the definitions again: the xor of the piles, of
/// each pile mod k + 1 in bounded Nim, of the odd steps (even indices) in staircase Nim.
fn nim_sum_by_definition(variant: Variant, piles: &[u64]) -> u64 {
    piles.iter().enumerate().fold(0, |sum, (i, &size)| match variant {
        Variant::Bounded { k } => sum ^ (size % (k + 1)),
        Variant::Staircase if i % 2 == 1 => sum,
        _ => sum ^ size,
    })
}

#[test]
fn the_sample_asks_the_nim_sum_before_each_winning_move_but_the_first() {
    let mut asked = 0;
    for query in [
        "piles=5,3,8",
        "piles=12,10,5",
        "piles=3,4,5",
        "piles=1,1,5&variant=misere",
        "piles=2,2,1&variant=misere",
        "piles=5,3,8&variant=bounded&k=3",
        "piles=3,9,2,4&variant=staircase",
        "piles=1000000000000000000,999999999999999999,7",
    ] {
        let state = open(&format!("{query}&exercise=1"));
        assert!(state.plays.playback.exercise, "{query}");
        let (sample, variant) = (&state.plays.sample, state.request.variant);
        for (k, ply, question) in winner_questions(sample, query) {
            asked += 1;
            let sizes: Vec<String> = ply.before.iter().map(u64::to_string).collect();
            let word = if variant == Variant::Staircase { "steps" } else { "piles" };
            let start = format!(
                "Player {} to move at {word} {}: what is the nim-sum",
                k % 2 + 1,
                sizes.join(", ")
            );
            assert!(question.prompt.starts_with(&start), "{question:?}");
            let expected = nim_sum_by_definition(variant, &ply.before);
            assert_eq!(
                question.answer,
                Answer::Number(expected.try_into().unwrap()),
                "{query} frame {k}"
            );
        }
    }
    assert!(asked >= 10, "{asked} questions");
}

both! {
    fn the_take_form_names_a_pile_past_the_last_as_missing() {
        use cgt_playground::solve::nim::NimGame;
        use cgt_playground::ui::kit::play::PlayGame;
        let game = NimGame(Variant::Normal);
        let piles = vec![5, 3, 8];
        let entry = |take: &str, pile: &str| game.entry_move(&piles, &[take.to_string(), pile.to_string()]);
        assert_eq!(entry("2", "3"), Ok(Move { pile: 2, take: 2 }));
        assert_eq!(entry("1", "9").unwrap_err(), "pile: there is no pile 9: the piles are 1 to 3");
        assert_eq!(entry("1", "0").unwrap_err(), "pile: 0 is too small; give a whole number from 1 to 64");
        assert_eq!(entry("x", "9").unwrap_err(), "take: 'x' is not a whole number; pile: there is no pile 9: the piles are 1 to 3");
    }
}

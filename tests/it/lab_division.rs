//! The division lab's state without a browser: links in and out, stepping, inspecting a
//! number, playing the computer, the form, and bad input.

use std::rc::Rc;

use cgt_playground::ui::kit::form::FormAction;
use cgt_playground::ui::kit::lab::LabState;
use cgt_playground::ui::kit::play::{PlayAction, Turn};
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::kit::timeline::{StepAction, Timeline};
use cgt_playground::ui::labs::division::state::{Action, Mode, State};
use cgt_playground::ui::url::history_key;
use yew::Reducible;

use crate::both;

fn open(query: &str) -> State {
    crate::open_lab(query)
}

fn after(state: State, actions: impl IntoIterator<Item = Action>) -> State {
    let mut state = Rc::new(state);
    for action in actions {
        state = state.reduce(action);
    }
    Rc::unwrap_or_clone(state)
}

/// The form's field `name` edited to `text`.
fn edit(name: &'static str, text: &str) -> Action {
    Action::Form(FormAction::Edit(name, text.into()))
}

fn step(command: StepCommand) -> Action {
    Action::Step(StepAction::Command(command))
}

both! {
    fn a_link_opens_its_step_and_writes_itself_back() {
        let state = open("n=30&step=12");
        assert_eq!(state.link().to_query(), "n=30&mode=table&step=12");
        assert!(state.notices.is_empty(), "{:?}", state.notices);
        assert_eq!((state.mode, state.table.last(), state.playback.position()), (Mode::Table, 30, 12));
        assert_eq!(state.form.text("n"), "30");
        for query in ["n=30&mode=table&step=12&cell=7&speed=10", "n=50&mode=play&start=360&first=computer&moves=180"] {
            assert_eq!(open(query).link().to_query(), query, "link -> state -> link");
        }
        assert_eq!(open("").link().to_query(), "n=30&mode=table&step=0", "the defaults");
    }
}

both! {
    fn each_step_decides_one_number_from_its_options() {
        let state = open("n=30&step=12");
        let table = &state.table;
        assert_eq!(table.label(12), "n = 12");
        assert_eq!(table.sentence(12), "12 wins: dividing by 6 reaches 2, a losing number");
        assert_eq!(table.sentence(7), "7 loses: it has no divisor other than 1 and itself, so no move");
        assert_eq!(table.sentence(1), "1 loses: it has no divisor other than 1 and itself, so no move");
        assert_eq!(table.sentence(0), "Nothing is decided yet.");
        let stepped = after(state.clone(), [step(StepCommand::Forward), step(StepCommand::Forward)]);
        assert_eq!(stepped.playback.position(), 14);
        assert_eq!(history_key(&stepped.link(), State::GAME_PARAMS), history_key(&state.link(), State::GAME_PARAMS), "a step replaces the entry");
        assert_eq!(after(state, [step(StepCommand::End)]).playback.position(), 30);
    }
}

#[test]
fn the_exercise_asks_whether_each_number_wins_before_it_is_decided() {
    let state = open("n=40&step=0&exercise=1");
    assert_eq!(state.link().get("exercise"), Some("1"));
    let table = &state.table;
    assert_eq!(table.question(0), None, "nothing is asked before the first number");
    // A composite number moves to a prime factor, where the player to move has no move; a prime
    // (and 1) has no move at all.
    let composite = |n: u32| (2..n).any(|d| n.is_multiple_of(d));
    for n in 1..=40 {
        let question = table.question(n).expect("every number is asked");
        assert_eq!(question.prompt, format!("n = {n}: does the player to move win or lose?"));
        assert_eq!(question.expected(), if composite(n) { "win" } else { "lose" }, "n = {n}");
    }
    assert_eq!(table.question(41), None);
}

both! {
    fn a_clicked_number_is_explained_until_the_step_moves() {
        let state = open("n=30&step=12");
        let inspecting = after(state.clone(), [Action::Step(StepAction::Inspect(Some(7)))]);
        assert_eq!((inspecting.playback.focus(), inspecting.playback.position()), (7, 12));
        assert_eq!(inspecting.link().to_query(), "n=30&mode=table&step=12&cell=7");
        assert_eq!(history_key(&inspecting.link(), State::GAME_PARAMS), history_key(&state.link(), State::GAME_PARAMS), "a click replaces");
        let future = after(state, [Action::Step(StepAction::Inspect(Some(20)))]);
        assert_eq!(future.playback.inspected, None, "numbers not decided yet cannot be inspected");
        let moved = after(inspecting.clone(), [step(StepCommand::Back)]);
        assert_eq!((moved.playback.inspected, moved.playback.position()), (None, 11));
        let back = after(inspecting, [Action::Step(StepAction::Inspect(None))]);
        assert_eq!(back.playback.focus(), 12);
        assert_eq!(open("n=30&step=5&cell=9").playback.inspected, None, "a cell past the step");
    }
}

both! {
    fn playing_the_computer_from_a_link_and_by_moves() {
        let won = open("mode=play&start=12&moves=6");
        assert_eq!(won.game.position(), 2);
        assert!(won.game.turn() == Turn::Over && won.game.record.last_by_human());
        let state = open("mode=play&start=12");
        assert!(state.game.turn() == Turn::Yours);
        let illegal = after(state.clone(), [Action::Play(PlayAction::Move(5)), Action::Play(PlayAction::Move(12))]);
        assert!(illegal.game.record.moves.is_empty(), "5 and 12 are not moves from 12");
        let moved = after(state.clone(), [Action::Play(PlayAction::Move(2))]);
        assert_eq!(moved.game.position(), 6);
        assert_eq!(moved.game.waiting(), Some(1), "the computer is to move");
        assert_eq!(history_key(&moved.link(), State::GAME_PARAMS), history_key(&state.link(), State::GAME_PARAMS), "a move replaces");
        let answered = after(moved, [Action::Play(PlayAction::Reply)]);
        assert_eq!(answered.game.position(), 2, "the computer moves to a prime");
        assert!(answered.game.turn() == Turn::Over && !answered.game.record.last_by_human());
        assert_eq!(answered.link().to_query(), "n=30&mode=play&start=12&first=you&moves=2.3");
        let undone = after(answered, [Action::Play(PlayAction::Undo)]);
        assert_eq!(undone.game.position(), 12);
        let computer_first = after(undone, [Action::Play(PlayAction::NewGame(false))]);
        assert_eq!(computer_first.game.waiting(), Some(0));
        assert_ne!(history_key(&computer_first.link(), State::GAME_PARAMS), history_key(&state.link(), State::GAME_PARAMS), "a new side pushes");
        let big = after(open("mode=play&start=999999999989&first=computer"), [Action::Play(PlayAction::Reply)]);
        assert!(big.game.turn() == Turn::Over && big.game.record.moves.is_empty(), "a prime near 10^12 has no move");
    }
}

both! {
    fn the_form_fills_a_new_table_or_starts_a_new_game() {
        let state = open("n=30&step=12");
        let bad = after(state.clone(), [edit("n", "abc")]);
        assert_eq!(bad.form.error("n").as_deref(), Some("'abc' is not a whole number"));
        let refused = after(bad, [Action::Form(FormAction::Submit)]);
        assert_eq!((refused.table.last(), refused.playback.position()), (30, 12), "the table stays");
        let too_big = after(state.clone(), [edit("n", "100001"), Action::Form(FormAction::Submit)]);
        assert_eq!(too_big.form.error("n").as_deref(), Some("100001 is above the limit of 100000"));
        let filled = after(state.clone(), [edit("n", "40"), Action::Form(FormAction::Submit)]);
        assert_eq!((filled.table.last(), filled.playback.position()), (40, 0));
        assert_ne!(history_key(&filled.link(), State::GAME_PARAMS), history_key(&state.link(), State::GAME_PARAMS), "a new table pushes");
        let playing = after(state.clone(), [Action::SetMode(Mode::Play)]);
        assert_eq!(playing.form.text("start"), "12", "the form shows the game's start");
        assert_ne!(history_key(&playing.link(), State::GAME_PARAMS), history_key(&state.link(), State::GAME_PARAMS), "a new mode pushes");
        let started = after(playing, [edit("start", "1000000000000"), Action::Form(FormAction::Submit)]);
        assert_eq!((started.game.start, started.form.error("start")), (1_000_000_000_000, None));
        let over = after(started, [edit("start", "1000000000001")]);
        assert_eq!(over.form.error("start").as_deref(), Some("1000000000001 is above the limit of 10^12"));
        // The number up to 10^12 with the most divisors (6,720): a button per move is too many.
        let crowded = "963761198400 has 6718 moves, a button each; play starts from numbers with at most 2000 (fewer divisors)";
        let many = after(over, [edit("start", "963761198400")]);
        assert_eq!(many.form.error("start").as_deref(), Some(crowded));
        let linked = open("mode=play&start=963761198400");
        assert_eq!((linked.game.start, linked.notices.iter().any(|n| n.contains(crowded))), (12, true), "{:?}", linked.notices);
        // 735,134,400 (1,344 divisors) is played.
        assert_eq!(open("mode=play&start=735134400").game.start, 735_134_400);
    }
}

both! {
    fn a_bad_link_opens_the_defaults_with_notices() {
        let state = open("n=0&step=zz&cell=99&mode=chess&start=-4&first=me&moves=5&colour=red");
        let notices = state.notices.join("\n");
        for expected in [
            "n: 0 is too small",
            "step: 'zz' is not a whole number",
            "mode: 'chess' is not one of table, play",
            "'colour' is not used here",
            // The table is shown: the game's parameters are not read.
            "'start' is not used here",
            "'first' is not used here",
            "'moves' is not used here",
        ] {
            assert!(notices.contains(expected), "{expected} in {notices}");
        }
        assert_eq!(state.link().to_query(), "n=30&mode=table&step=0");
        let game = open("n=30&mode=play&start=-4&first=me&moves=5&step=zz");
        let notices = game.notices.join("\n");
        for expected in [
            "start: '-4' is negative",
            "first: 'me' is not one of you, computer",
            "moves: move 1 ('5') is not legal there",
            // The game is shown: the table's step is not read.
            "'step' is not used here",
        ] {
            assert!(notices.contains(expected), "{expected} in {notices}");
        }
        let awkward = open("n=３&step=é&mode=play&start=１２&moves=🂡");
        assert_eq!(awkward.link().to_query(), "n=30&mode=play&start=12&first=you");
    }
}

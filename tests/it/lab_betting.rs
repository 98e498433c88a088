//! The betting lab's state and reducer, natively: links round-trip, the table and the watched
//! game step through their timelines, the form is checked by the request's parsers, and the
//! history rule (a new box pushes, a step replaces).

use cgt_playground::api::Fields;
use cgt_playground::api::betting::Draws;
use cgt_playground::solve::betting::Colour;
use cgt_playground::ui::kit::form::FormAction;
use cgt_playground::ui::kit::lab::LabState;
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::kit::timeline::{StepAction, Timeline};
use cgt_playground::ui::labs::betting::state::{Action, EXAMPLES, Mode, State};
use cgt_playground::ui::url::history_key;

use crate::act;

fn open(query: &str) -> State {
    crate::open_lab(query)
}

#[test]
fn links_round_trip() {
    for query in [
        "black=5&red=3&mode=table&step=15",
        "black=5&red=3&mode=table&step=15&cell=7",
        "black=5&red=3&mode=watch&step=4&adversary=all-in",
        "black=5&red=3&mode=watch&step=0&speed=4&seed=9",
        "black=2&red=1&mode=play&role=bettor&moves=B0.25,N",
        "black=2&red=1&mode=play&role=adversary&moves=RB",
        "black=10&red=4&mode=curves&x=50&fraction=25%25&draws=BBBBBBBBBBRRRR",
    ] {
        let link = Fields::from_query(query);
        assert_eq!(open(query).link(), link, "{query}");
        assert!(open(query).notices.is_empty(), "{query}: {:?}", open(query).notices);
    }
}

#[test]
fn a_link_at_the_box_limit_opens_the_box_it_names() {
    // Read one field at a time beside the default's other (5 black, 3 red), black = 2000 was over
    // the limit of 2000 objects and silently dropped: the app's own link opened another box.
    for (black, red) in [("2000", "0"), ("1999", "1"), ("0", "2000")] {
        let state = open(&format!("black={black}&red={red}&mode=curves"));
        let link = state.link();
        assert_eq!((link.get("black"), link.get("red")), (Some(black), Some(red)));
        assert!(state.notices.is_empty(), "{black}, {red}: {:?}", state.notices);
    }
    // Over the limit together, each is said; the one that fits beside the default is kept.
    let over = open("black=1500&red=1000&mode=curves");
    assert_eq!(over.link().get("black"), Some("1500"));
    assert!(over.notices.iter().any(|notice| notice.contains("2000")), "{:?}", over.notices);
}

#[test]
fn the_table_steps_cell_by_cell_and_inspects_filled_cells() {
    let state = open("black=5&red=3&mode=table&step=15");
    let steps = state.pmax_steps();
    assert_eq!((steps.order.columns, steps.order.rows, steps.last()), (6, 4, 23));
    assert_eq!(steps.order.cell(15), (3, 2));
    assert_eq!(steps.label(15), "pmax(3, 2)");
    assert_eq!(steps.sentence(15), "pmax(3, 2) = (1 + |p|)·min(A, B) = 2AB / (A + B) = 16/5.");
    let state = act(state, Action::Table(StepAction::Inspect(Some(steps.order.frame((1, 1))))));
    assert_eq!(state.table_playback.focus(), 7);
    assert_eq!(state.link().get("cell"), Some("7"));
    let state = act(state, Action::Table(StepAction::Inspect(Some(20))));
    assert_eq!(state.table_playback.inspected, None, "a cell not filled yet is not explained");
    let stepped = act(state, Action::Table(StepAction::Command(StepCommand::End)));
    assert_eq!(stepped.table_playback.position(), 23);
    assert_eq!(stepped.link().get("step"), Some("23"));
}

#[test]
fn the_watched_game_is_a_replay_of_its_rounds() {
    let state = open("black=5&red=3&mode=watch&adversary=all-in&step=0");
    let watched = state.watched.clone();
    assert_eq!(watched.last(), 8);
    assert_eq!(watched.label(0), "round 1");
    assert_eq!(watched.label(8), "end");
    assert_eq!(watched.sentence(0), "Bet 25% on black, then black drawn.");
    assert_eq!(watched.sentence(8), "The box is empty.");
    let end = watched.replay.frame(8);
    assert_eq!((end.black, end.red), (0, 0));
    assert!((end.ln_money.exp() - 32.0 / 7.0).abs() < 1e-9, "X · pmax(5, 3)");
    let state = act(state, Action::Watch(StepAction::Command(StepCommand::Forward)));
    assert_eq!(state.link().get("step"), Some("1"));
    let state = act(state, Action::SetDraws(Draws::Random(3)));
    assert_eq!(state.watch_playback.position(), 0, "new draws start over");
    assert_eq!(state.link().get("seed"), Some("3"));
}

#[test]
fn the_form_is_checked_by_the_requests_parsers() {
    let state = open("black=5&red=3");
    let state = act(state, Action::Form(FormAction::Edit("black", "x".into())));
    assert!(state.form.error("black").is_some());
    let state = act(state, Action::Form(FormAction::Edit("black", "1500".into())));
    assert_eq!(state.form.error("black"), None);
    let state = act(state, Action::Form(FormAction::Edit("red", "600".into())));
    let state = act(state, Action::Form(FormAction::Edit("fraction", "2".into())));
    assert_eq!(state.form.error("fraction").as_deref(), Some("'2' is outside 0 to 1 (0% to 100%)"));
    let state = act(state, Action::Form(FormAction::Submit));
    assert_eq!(state.setup.request.black, 5, "nothing changes while the form has errors");
    assert!(state.form.error("red").is_some_and(|error| error.contains("2100 objects")));
    let state = act(state, Action::Form(FormAction::Edit("red", "7".into())));
    let state = act(state, Action::Form(FormAction::Edit("fraction", "1/4".into())));
    let state = act(state, Action::Form(FormAction::Submit));
    assert_eq!((state.setup.request.black, state.setup.request.red), (1500, 7));
    assert_eq!(state.setup.fraction, 0.25);
    assert_eq!(state.link().get("fraction"), Some("1/4"));
}

#[test]
fn a_new_box_or_mode_pushes_and_a_step_replaces() {
    let state = open("black=5&red=3&mode=table&step=3");
    let before = history_key(&state.link(), State::GAME_PARAMS);
    let stepped = act(state.clone(), Action::Table(StepAction::Command(StepCommand::Forward)));
    assert_eq!(history_key(&stepped.link(), State::GAME_PARAMS), before);
    let preset = act(state.clone(), Action::Form(FormAction::Example(1)));
    assert_ne!(history_key(&preset.link(), State::GAME_PARAMS), before);
    let moded = act(state, Action::SetMode(Mode::Watch));
    assert_ne!(history_key(&moded.link(), State::GAME_PARAMS), before);
}

#[test]
fn games_played_come_back_from_their_links() {
    let state = open("black=2&red=1&mode=play&role=adversary&moves=RRB");
    assert_eq!(state.played.rounds.len(), 1, "the second red cannot be drawn");
    assert!(state.notices.iter().any(|notice| notice.contains("no red object is left")));
    let state = open("black=2&red=1&mode=play&role=bettor&moves=B1/3,Q");
    assert_eq!(state.played.rounds.len(), 1);
    assert_eq!(state.link().get("moves"), Some("B1/3"));
    let state = act(state, Action::Undo);
    assert!(state.played.rounds.is_empty());
}

#[test]
fn every_example_opens_its_box_and_keeps_x_and_the_fraction() {
    for (index, (label, query)) in EXAMPLES.iter().enumerate() {
        let opened = open(query);
        assert!(opened.notices.is_empty(), "{label}: {:?}", opened.notices);
        let state = open("black=1&red=1&x=50&fraction=25%25");
        let state = act(state, Action::Form(FormAction::Example(index)));
        assert_eq!(state.setup.request, opened.setup.request, "{label}");
        assert_eq!((state.setup.start, state.setup.fraction_text.as_str()), (50, "25%"), "{label}");
    }
}

#[test]
fn a_typed_bet_is_read_as_the_link_writes_it() {
    let state = open("black=2&red=1&mode=play&role=bettor");
    let state = act(state, Action::Bet(FormAction::Edit("bet", "150%".into())));
    assert!(state.bet_form.error("bet").is_some_and(|error| error.contains("outside 0 to 1")));
    let state = act(state, Action::Bet(FormAction::Submit));
    assert!(state.played.rounds.is_empty(), "a bad fraction is not bet");
    let state = act(state, Action::Bet(FormAction::Edit("bet", " 1/3 ".into())));
    let state = act(state, Action::Bet(FormAction::Submit));
    assert_eq!(state.bet_form.error("bet"), None);
    assert_eq!(state.link().get("moves"), Some("B1/3"));
    let state = act(state, Action::Bet(FormAction::Edit("colour", "N".into())));
    let state = act(state, Action::Bet(FormAction::Submit));
    assert_eq!(state.link().get("moves"), Some("B1/3,N"));
    let state = act(state, Action::Bet(FormAction::Submit));
    assert_eq!(state.played.rounds.len(), 3);
    assert_eq!(state.played.box_now(), (0, 0));
}

#[test]
fn a_typed_order_is_checked_against_the_box_and_watched() {
    let state = open("black=2&red=1&mode=watch&seed=4");
    let state = act(state, Action::Order(FormAction::Edit("draws", "BBRR".into())));
    assert!(state.order_form.error("draws").is_some(), "four draws from a box of three");
    let state = act(state, Action::Order(FormAction::Submit));
    assert_eq!(state.link().get("seed"), Some("4"), "a bad order is not watched");
    let state = act(state, Action::Order(FormAction::Edit("draws", "BRB".into())));
    assert_eq!(state.order_form.error("draws"), None);
    let state = act(state, Action::Order(FormAction::Submit));
    assert_eq!(state.link().get("draws"), Some("BRB"));
    assert_eq!(state.watched.order, [Colour::Black, Colour::Red, Colour::Black]);
}

//! The sums lab's state and reducer, natively: links round-trip, moves from a link are read once
//! the tables are known, a bad row keeps the sum, Cancel returns to the sum shown before, and the
//! history rule (a new sum pushes, a move replaces).

use std::rc::Rc;

use cgt_playground::api::Fields;
use cgt_playground::api::sums::SumsRequest;
use cgt_playground::solve::stepwise::run_to_end;
use cgt_playground::ui::kit::lab::LabState;
use cgt_playground::ui::kit::play::PlayAction;
use cgt_playground::ui::labs::sums::state::{Action, Mode, PRESETS, State};
use cgt_playground::ui::url::history_key;

use crate::act;

fn open(query: &str) -> State {
    crate::open_lab(query)
}

/// The state after its tables are computed.
fn solved(state: State) -> State {
    let request = state.request.clone();
    let tables = run_to_end(Box::new(request.job()));
    act(state, Action::Solved(request, Rc::new(tables)))
}

#[test]
fn links_round_trip() {
    for query in [
        "c=sub:1.3.4:10,nim:7,octal:0.07:12x3&mode=analyse",
        "c=nim:5,nim:3&mode=play&first=computer",
        "c=nim:5,nim:3&mode=play&first=you&moves=1.n.t2",
    ] {
        let state = open(query);
        assert_eq!(state.link(), Fields::from_query(query), "{query}");
        assert_eq!(solved(state).link(), Fields::from_query(query), "{query}, solved");
    }
}

#[test]
fn moves_from_a_link_are_read_once_the_tables_are_known() {
    let state = open("c=nim:5,nim:3&mode=play&first=you&moves=1.n.t2");
    assert!(state.game.record.moves.is_empty());
    let state = solved(state);
    assert_eq!(state.game.record.moves.len(), 1);
    let bad = solved(open("c=nim:5&mode=play&moves=1.n.t9"));
    assert!(bad.game.record.moves.is_empty());
    assert!(bad.notices.iter().any(|notice| notice.starts_with("The link's moves")));
}

#[test]
fn a_bad_row_keeps_the_sum_and_cancel_goes_back() {
    let state = solved(open("c=nim:5,nim:3"));
    let state = act(state, Action::EditRow(0, "first", "x".into()));
    assert_eq!(state.rows[0].errors.len(), 1);
    let state = act(state, Action::Submit);
    assert_eq!(state.request.text(), "nim:5,nim:3");
    assert!(state.form_error.is_some());
    let state = act(state, Action::EditRow(0, "first", "6".into()));
    let state = act(state, Action::Submit);
    assert_eq!(state.request.text(), "nim:6,nim:3");
    assert!(state.solved.is_none(), "a new sum's tables are computed anew");
    let state = act(state, Action::Cancel);
    assert_eq!(state.request.text(), "nim:5,nim:3");
    let fresh = act(open("c=nim:9"), Action::Cancel);
    assert_eq!(fresh.request, SumsRequest::default(), "with no sum before, the example");
}

#[test]
fn every_field_of_a_row_says_what_is_wrong_with_it_at_once() {
    let state = solved(open("c=sub:1.3.4:10,kings:..x/...:1-1"));
    let state = act(state, Action::EditRow(0, "first", "1..3".into()));
    let state = act(state, Action::EditRow(0, "second", "-2".into()));
    let state = act(state, Action::EditRow(0, "copies", "many".into()));
    let row = &state.rows[0];
    assert!(row.message("first").is_some_and(|m| m.contains("hyphen")), "{:?}", row.errors);
    assert!(row.message("second").is_some_and(|m| m.contains("negative")), "{:?}", row.errors);
    assert!(row.message("copies").is_some_and(|m| m.contains("whole number")), "{:?}", row.errors);
    // A kings row: its board and its kings at once; the kings are checked on a board once read.
    let state = act(state, Action::EditRow(1, "first", "..?/...".into()));
    let state = act(state, Action::EditRow(1, "second", "1-1/zz".into()));
    let row = &state.rows[1];
    assert!(row.message("first").is_some() && row.message("second").is_some(), "{:?}", row.errors);
    let state = act(state, Action::EditRow(1, "first", "..x/...".into()));
    let state = act(state, Action::EditRow(1, "second", "0-2".into()));
    assert!(state.rows[1].message("first").is_none());
    assert!(
        state.rows[1].message("second").is_some_and(|m| m.contains("damaged")),
        "{:?}",
        state.rows[1].errors
    );
    // Fixed, every message goes.
    let state = act(state, Action::EditRow(1, "second", "1-1".into()));
    assert!(state.rows[1].errors.is_empty());
}

#[test]
fn a_new_sum_or_mode_pushes_and_a_move_replaces() {
    let state = solved(open("c=nim:5,nim:3&mode=play&first=you"));
    let before = history_key(&state.link(), State::GAME_PARAMS);
    let moved = act(state.clone(), Action::Play(PlayAction::Edit(0, "1.n.t2".into())));
    let moved = act(moved, Action::Play(PlayAction::Submit));
    assert_eq!(moved.game.record.moves.len(), 1);
    assert_eq!(history_key(&moved.link(), State::GAME_PARAMS), before);
    let preset = act(state.clone(), Action::Preset(1));
    assert_ne!(history_key(&preset.link(), State::GAME_PARAMS), before);
    let analyse = act(state, Action::SetMode(Mode::Analyse));
    assert_ne!(history_key(&analyse.link(), State::GAME_PARAMS), before);
}

#[test]
fn every_example_opens_its_sum() {
    for (index, &(label, text)) in PRESETS.iter().enumerate() {
        let opened = act(open(""), Action::Preset(index));
        assert_eq!(opened.link().get("c"), Some(text), "{label}");
    }
}

#[test]
fn a_bad_sum_in_a_link_shows_the_default_with_a_notice() {
    let state = open("c=nim:x&first=nobody");
    assert_eq!(state.request, SumsRequest::default());
    let notices = state.notices.join("\n");
    assert!(notices.contains("Showing the default sum instead"), "{notices}");
    assert!(notices.contains("first: 'nobody' is not one of"), "{notices}");
}

//! The game against the computer shared by the labs (`ui::kit::play`), driven natively on Wythoff's
//! game and the take-away game: moves, refusals, the entry form, undo, the computer's reply, the
//! hint switch and the link parameters.

use cgt_playground::api::Fields;
use cgt_playground::solve::nim::{Move, NimGame, Variant};
use cgt_playground::solve::play::{Game, Ply};
use cgt_playground::solve::take_away::OneHeap;
use cgt_playground::solve::wythoff::Wythoff;
use cgt_playground::ui::kit::controls::LinkParams;
use cgt_playground::ui::kit::exercise::Question;
use cgt_playground::ui::kit::play::{PlayAction, PlayGame, PlayState, Sample, Turn, player};
use cgt_playground::ui::kit::timeline::Timeline;

fn wythoff(human_first: bool) -> PlayState<Wythoff> {
    PlayState::new(Wythoff, (9, 6), human_first, false)
}

#[test]
fn the_student_moves_and_the_computer_replies() {
    let play = wythoff(true);
    assert_eq!(play.turn(), Turn::Yours);
    assert_eq!(play.waiting(), None, "no reply is due on the student's turn");
    let play = play.apply(PlayAction::Move((7, 4)));
    assert_eq!(play.position(), (7, 4));
    assert_eq!(play.turn(), Turn::Computers);
    assert_eq!(play.waiting(), Some(1));
    let play = play.apply(PlayAction::Move((7, 0)));
    assert_eq!(play.position(), (7, 4), "not the student's turn: nothing happens");
    let play = play.apply(PlayAction::Reply);
    assert_eq!(play.record.moves.len(), 2);
    assert_eq!(play.turn(), Turn::Yours);
    let (before, _, by_human) = play.last_move().expect("a last move");
    assert_eq!(before, (7, 4));
    assert!(!by_human);
    let replied = play.clone().apply(PlayAction::Reply);
    assert_eq!(replied, play, "the computer does not move twice");
}

#[test]
fn an_illegal_move_is_refused_with_a_reason() {
    let play = wythoff(true).apply(PlayAction::Move((9, 9)));
    assert!(play.record.moves.is_empty());
    let error = play.error.clone().unwrap_or_default();
    assert!(error.contains("(9, 9) cannot be reached"), "{error}");
    let play = play.apply(PlayAction::Move((7, 4)));
    assert_eq!(play.error, None, "a legal move clears the message");
}

#[test]
fn the_entry_form_is_read_as_a_move() {
    let play = wythoff(true)
        .apply(PlayAction::Edit(0, "7".into()))
        .apply(PlayAction::Edit(1, "x".into()))
        .apply(PlayAction::Submit);
    assert!(play.record.moves.is_empty());
    assert!(play.error.clone().unwrap_or_default().contains("b: 'x'"), "{:?}", play.error);
    let play = play.apply(PlayAction::Edit(1, "4".into())).apply(PlayAction::Submit);
    assert_eq!(play.position(), (7, 4));
    let heap = PlayState::new(
        OneHeap::TakeAway { k: 3 },
        OneHeap::TakeAway { k: 3 }.start(15),
        true,
        false,
    )
    .apply(PlayAction::Edit(0, "4".into()))
    .apply(PlayAction::Submit);
    assert_eq!(heap.error.as_deref(), Some("Take 1 to 3 stones now."));
}

#[test]
fn undo_takes_back_the_students_move_and_the_answer() {
    let play = wythoff(true).apply(PlayAction::Move((7, 4))).apply(PlayAction::Reply);
    assert!(play.record.can_undo());
    let play = play.apply(PlayAction::Undo);
    assert!(play.record.moves.is_empty());
    assert!(!play.record.can_undo());
    let computer_first = wythoff(false).apply(PlayAction::Reply);
    assert_eq!(computer_first.record.moves.len(), 1);
    assert!(!computer_first.record.can_undo(), "the computer's opening move stays");
}

#[test]
fn a_new_game_keeps_the_hint_and_clears_the_rest() {
    let nim = PlayState::new(NimGame(Variant::Normal), vec![5, 3, 8], true, true)
        .apply(PlayAction::Move(Move { pile: 2, take: 2 }))
        .apply(PlayAction::Edit(0, "3".into()))
        .apply(PlayAction::NewGame(false));
    assert!(nim.hint);
    assert!(!nim.record.human_first);
    assert!(nim.record.moves.is_empty());
    assert!(nim.entry.is_empty());
    assert!(!nim.apply(PlayAction::ToggleHint).hint);
}

#[test]
fn the_game_ends_when_no_move_is_left() {
    let play = PlayState::new(Wythoff, (3, 3), true, false).apply(PlayAction::Move((0, 0)));
    assert_eq!(play.turn(), Turn::Over);
    assert_eq!(play.waiting(), None);
    let play = play.apply(PlayAction::Reply);
    assert_eq!(play.record.moves.len(), 1, "no reply after the end");
}

#[test]
fn links_carry_first_moves_and_hint() {
    let params = Fields::from_query("first=computer&moves=7-4.7-0&hint=on");
    let mut link = LinkParams::new(&params);
    let play = PlayState::read(&mut link, Wythoff, (9, 6));
    assert!(!play.record.human_first);
    assert_eq!(play.record.moves, [(7, 4), (7, 0)]);
    assert!(!play.hint, "Wythoff's lab has no hint");
    let notices = link.finish(&[]);
    assert_eq!(notices, ["The link's parameter 'hint' is not used here."]);
    let mut written = Fields::new();
    play.write(&mut written);
    assert_eq!(written.to_query(), "first=computer&moves=7-4.7-0");

    let params = Fields::from_query("moves=3-2.9-9&hint=on");
    let mut link = LinkParams::new(&params);
    let nim = PlayState::read(&mut link, NimGame(Variant::Normal), vec![5, 3, 8]);
    assert!(nim.hint);
    assert!(nim.record.moves.is_empty(), "an illegal move drops the moves");
    let notices = link.finish(&[]);
    assert!(notices[0].contains("move 2 ('9-9') is not legal there"), "{notices:?}");
}

#[test]
fn a_sample_play_is_a_timeline_of_plies() {
    let sample = Sample::new(Wythoff, &(9, 6));
    assert_eq!(sample.last() as usize, sample.plies());
    assert_eq!(sample.label(0), "move 1");
    assert_eq!(sample.label(sample.last()), "end");
    assert_eq!(*sample.position(0), (9, 6));
    assert_eq!(*sample.position(sample.last()), (0, 0));
    assert_eq!(sample.previous(1).map(|ply| ply.mv), Some((7, 4)));
    assert!(sample.previous(0).is_none());
    assert!(sample.sentence(0).starts_with("Player 1 wins with the strategy's move: take 2"));
    assert_eq!(player(0), 1);
    assert_eq!(player(1), 2);
}

/// A question a sample play asks: its frame, the ply it asks about, and the question.
pub type Asked<'a, G> = (u32, &'a Ply<<G as Game>::Position, <G as Game>::Move>, Question);

/// The questions a sample play asks in exercise mode, with their frames and plies: checks that
/// each of the winner's plies but the first asks and every other frame asks nothing (`query`
/// names the sample in a failure).
pub fn winner_questions<'a, G: PlayGame>(sample: &'a Sample<G>, query: &str) -> Vec<Asked<'a, G>> {
    let mut asked = Vec::new();
    for frame in 0..=sample.last() {
        let question = sample.question(frame);
        let Some(ply) = sample.ply(frame).filter(|ply| frame > 0 && ply.by_winner) else {
            assert_eq!(question, None, "{query} frame {frame}");
            continue;
        };
        let question = question.unwrap_or_else(|| panic!("{query} frame {frame}: no question"));
        asked.push((frame, ply, question));
    }
    asked
}

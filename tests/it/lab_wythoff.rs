//! The wythoff lab's state without a browser: link -> state -> link, the Grundy table as a
//! timeline with an inspected cell, the queen's sample play, the game and history.

use std::rc::Rc;

use cgt_playground::api::Fields;
use cgt_playground::ui::kit::exercise::Answer;
use cgt_playground::ui::kit::form::FormAction;
use cgt_playground::ui::kit::lab::LabState;
use cgt_playground::ui::kit::play::PlayAction;
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::kit::timeline::{StepAction, Timeline};
use cgt_playground::ui::labs::wythoff::state::{Action, EXAMPLES, Fill, GrundyTable, State};
use cgt_playground::ui::route::View;
use cgt_playground::ui::url::history_key;
use yew::Reducible;

fn open(query: &str) -> Rc<State> {
    Rc::new(State::from_link(&Fields::from_query(query), View::Page))
}

#[test]
fn links_round_trip() {
    for query in [
        "a=9&b=6&mode=board&step=1",
        "a=9&b=6&mode=table&step=19",
        "a=9&b=6&mode=table&step=19&cell=3&speed=10&size=5",
        "a=9&b=6&mode=play&first=you&moves=7-4",
    ] {
        let state = open(query);
        assert!(state.notices.is_empty(), "{query}: {:?}", state.notices);
        assert_eq!(state.link().to_query(), query);
    }
}

#[test]
fn bad_links_fall_back_with_notices() {
    let state = open("a=-1&b=x&mode=dance&size=99");
    let notices = state.notices.join("\n");
    for expected in [
        "a: '-1' is negative",
        "b: 'x' is not a whole number",
        "not one of board, table, play",
        "size",
    ] {
        assert!(notices.contains(expected), "{expected}: {notices}");
    }
    assert_eq!((state.request.a, state.request.b), (9, 6));
    assert_eq!(state.own.table.size, 8);
}

#[test]
fn the_grundy_table_is_a_timeline_of_cells() {
    let table = GrundyTable::new(8);
    assert_eq!(table.last(), 63);
    assert_eq!(table.cell(19), (3, 2));
    assert_eq!(table.frame((3, 2)), 19);
    assert_eq!(table.label(19), "cell (3, 2)");
    assert_eq!(
        table.sentence(19),
        "G(3, 2) = mex{G(0, 2), G(1, 2), G(2, 2), G(3, 0), G(3, 1), G(2, 1), G(1, 0)} = mex{2, 0, 1, 3, 4, 0, 1} = 5"
    );
    assert_eq!(table.sentence(0), "G(0, 0) = mex{} = 0");
}

#[test]
fn a_clicked_cell_is_inspected_until_the_step_moves() {
    let state = open("a=9&b=6&mode=table&step=19");
    let inspected = state.clone().reduce(Action::Own(Fill::Step(StepAction::Inspect(Some(3)))));
    assert_eq!(inspected.own.playback.focus(), 3);
    assert_eq!(inspected.link().get("cell"), Some("3"));
    assert_eq!(
        history_key(&inspected.link(), State::GAME_PARAMS),
        history_key(&state.link(), State::GAME_PARAMS),
        "inspecting replaces"
    );
    let unfilled = state.clone().reduce(Action::Own(Fill::Step(StepAction::Inspect(Some(40)))));
    assert_eq!(unfilled.own.playback.inspected, None, "only filled cells");
    let stepped =
        inspected.reduce(Action::Own(Fill::Step(StepAction::Command(StepCommand::Forward))));
    assert_eq!(stepped.own.playback.inspected, None);
    let resized = state.clone().reduce(Action::Own(Fill::Size(5)));
    assert_eq!(resized.own.playback.position(), 0);
    assert_ne!(
        history_key(&resized.link(), State::GAME_PARAMS),
        history_key(&state.link(), State::GAME_PARAMS),
        "a new size pushes"
    );
}

#[test]
fn the_queen_walks_and_a_new_position_pushes() {
    let state = open("a=9&b=6&mode=board&step=0");
    let stepped = state.clone().reduce(Action::Step(StepAction::Command(StepCommand::Forward)));
    assert_eq!(*stepped.plays.sample.position(stepped.plays.playback.position()), (7, 4));
    let submitted = state
        .clone()
        .reduce(Action::Form(FormAction::Edit("a", "3".into())))
        .reduce(Action::Form(FormAction::Edit("b", "5".into())))
        .reduce(Action::Form(FormAction::Submit));
    assert_eq!((submitted.request.a, submitted.request.b), (3, 5));
    assert_ne!(
        history_key(&submitted.link(), State::GAME_PARAMS),
        history_key(&state.link(), State::GAME_PARAMS)
    );
    let bad = state
        .clone()
        .reduce(Action::Form(FormAction::Edit("a", "-2".into())))
        .reduce(Action::Form(FormAction::Submit));
    assert!(bad.form.error("a").is_some());
    assert_eq!(bad.request, state.request);
}

#[test]
fn playing_the_computer() {
    let state = open("a=9&b=6&mode=play&first=you");
    let moved = state.reduce(Action::Play(PlayAction::Move((7, 4))));
    assert_eq!(moved.link().get("moves"), Some("7-4"));
    let replied = moved.reduce(Action::Play(PlayAction::Reply));
    assert_eq!(replied.plays.play.record.moves.len(), 2);
    let refused = replied
        .reduce(Action::Play(PlayAction::Edit(0, "9".into())))
        .reduce(Action::Play(PlayAction::Edit(1, "9".into())))
        .reduce(Action::Play(PlayAction::Submit));
    assert!(refused.plays.play.error.as_deref().unwrap_or_default().contains("cannot be reached"));
}

#[test]
fn every_example_opens_its_position() {
    crate::assert_examples_open::<State>(EXAMPLES, |index| {
        Action::Form(FormAction::Example(index))
    });
}

/// The moves from (a, b): take from one pile, or the same number from both.
fn moves_from((a, b): (u64, u64)) -> Vec<(u64, u64)> {
    let mut moves: Vec<(u64, u64)> = (0..a).map(|c| (c, b)).chain((0..b).map(|d| (a, d))).collect();
    moves.extend((1..=a.min(b)).map(|t| (a - t, b - t)));
    moves
}

#[test]
fn the_sample_asks_which_move_wins_with_exactly_one_winning_option() {
    const SIDE: u64 = 14;
    // P-positions by retrograde search: (a, b) is P when no move reaches a P-position.
    let mut p = vec![vec![false; SIDE as usize + 1]; SIDE as usize + 1];
    for a in 0..=SIDE {
        for b in 0..=SIDE {
            p[a as usize][b as usize] =
                moves_from((a, b)).iter().all(|&(c, d)| !p[c as usize][d as usize]);
        }
    }
    let (mut asked, mut odd_one_out) = (0, 0);
    for a in 0..=SIDE {
        for b in 0..=SIDE {
            let query = format!("a={a}&b={b}&mode=board&exercise=1");
            let state = open(&query);
            assert!(state.notices.is_empty() && state.plays.playback.exercise, "{query}");
            let sample = &state.plays.sample;
            for frame in 0..=sample.last() {
                let question = sample.question(frame);
                // The winner's moves but the first ask, when some move loses (to offer beside it).
                let ply = sample.ply(frame).filter(|ply| frame > 0 && ply.by_winner);
                let losing = ply.map_or(0, |ply| {
                    moves_from(ply.before)
                        .iter()
                        .filter(|&&(c, d)| !p[c as usize][d as usize])
                        .count()
                });
                let (Some(ply), true) = (ply, losing > 0) else {
                    assert_eq!(question, None, "{query} frame {frame}");
                    continue;
                };
                let question =
                    question.unwrap_or_else(|| panic!("{query} frame {frame}: no question"));
                asked += 1;
                let Answer::Choice { options, correct } = &question.answer else {
                    panic!("a choice")
                };
                let legal = moves_from(ply.before);
                let targets: Vec<(u64, u64)> = options
                    .iter()
                    .map(|option| {
                        let inner = option.trim_start_matches("to (").trim_end_matches(')');
                        let (c, d) = inner.split_once(", ").expect("to (c, d)");
                        (c.parse().expect("c"), d.parse().expect("d"))
                    })
                    .collect();
                assert!(
                    targets.iter().all(|target| legal.contains(target)),
                    "{query}: {options:?}"
                );
                let winning: Vec<usize> = (0..targets.len())
                    .filter(|&i| p[targets[i].0 as usize][targets[i].1 as usize])
                    .collect();
                assert_eq!(winning, vec![*correct], "{query} frame {frame}: {options:?}");
                assert_eq!(targets[*correct], ply.mv, "{query} frame {frame}");
                assert_eq!(options.len(), 1 + losing.min(3), "{query}: {options:?}");
                let mut distinct = targets.clone();
                distinct.sort_unstable();
                distinct.dedup();
                assert_eq!(distinct.len(), targets.len(), "{query}: {options:?}");
                // The winning move should not be told by its size alone: count the questions
                // where it is the only option taking more than one stone from a pile.
                let taken = |(c, d): (u64, u64)| (ply.before.0 - c).max(ply.before.1 - d);
                let far: Vec<usize> =
                    (0..targets.len()).filter(|&i| taken(targets[i]) > 1).collect();
                if options.len() == 4 && far == vec![*correct] {
                    odd_one_out += 1;
                }
            }
        }
    }
    assert!(asked >= 50, "{asked} questions");
    assert!(
        odd_one_out * 5 < asked,
        "{odd_one_out} of {asked} questions: the winner alone takes more than one"
    );
}

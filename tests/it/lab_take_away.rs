//! The take-away lab's state without a browser: link -> state -> link, the P/N table as a
//! timeline, the sample play, the game against the computer, the form, and history.

use std::rc::Rc;

use cgt_playground::api::Fields;
use std::collections::HashMap;

use cgt_playground::solve::play::Game;
use cgt_playground::solve::take_away::{HeapPosition, OneHeap};
use cgt_playground::ui::kit::form::FormAction;
use cgt_playground::ui::kit::lab::LabState;
use cgt_playground::ui::kit::play::{PlayAction, Turn};
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::kit::timeline::{StepAction, Timeline};
use cgt_playground::ui::labs::take_away::state::{
    Action, EXAMPLES, Mode, PnTable, State, hint_text,
};
use cgt_playground::ui::route::View;

use crate::lab_play::winner_questions;
use cgt_playground::ui::url::history_key;
use yew::Reducible;

fn open(query: &str) -> Rc<State> {
    Rc::new(State::from_link(&Fields::from_query(query), View::Page))
}

#[test]
fn links_round_trip() {
    for query in [
        "game=take-away&n=15&k=3&mode=rule&step=8",
        "game=take-away&n=15&k=3&mode=rule&step=8&cell=5",
        "game=take-away&n=15&k=3&mode=sample&step=2&speed=4",
        "game=fibonacci&n=20&mode=sample&step=0",
        "game=take-away&n=15&k=3&mode=play&first=computer&moves=3.1",
        "game=fibonacci&n=21&mode=rule",
    ] {
        let state = open(query);
        assert!(state.notices.is_empty(), "{query}: {:?}", state.notices);
        assert_eq!(state.link().to_query(), query);
    }
}

#[test]
fn bad_links_fall_back_with_notices() {
    let state = open("game=take-away&n=-1&k=0&colour=red");
    let notices = state.notices.join("\n");
    assert!(notices.contains("n: '-1' is negative"), "{notices}");
    assert!(notices.contains("k: 0 is too small"), "{notices}");
    assert!(notices.contains("'colour' is not used here"), "{notices}");
    assert_eq!(state.request.n, 15);
}

#[test]
fn the_pn_table_is_a_timeline_of_columns() {
    let table = PnTable { k: 3, last: 15 };
    assert_eq!(table.last(), 15);
    assert_eq!(table.label(8), "N = 8");
    assert_eq!(
        table.sentence(8),
        "8 can only reach 7, 6, 5 — all N-positions: no move reaches a P-position, so 8 is a P-position."
    );
    assert!(table.sentence(9).starts_with("9 can reach 8 (P)"));
    assert!(table.sentence(0).starts_with("0 is an ending position"));
    let state = open("game=take-away&n=15&k=3&mode=rule&step=8");
    let stepped = state.clone().reduce(Action::Own(StepAction::Command(StepCommand::Forward)));
    assert_eq!(stepped.own.position(), 9);
    assert_eq!(
        history_key(&stepped.link(), State::GAME_PARAMS),
        history_key(&state.link(), State::GAME_PARAMS),
        "a step replaces"
    );
}

#[test]
fn a_new_game_pushes_and_starts_over() {
    let state = open("game=take-away&n=15&k=3&mode=sample&step=3");
    let fibonacci = state
        .clone()
        .reduce(Action::Form(FormAction::Edit("game", "fibonacci".into())))
        .reduce(Action::Form(FormAction::Edit("n", "21".into())))
        .reduce(Action::Form(FormAction::Submit));
    assert_eq!(fibonacci.request.rules, OneHeap::Fibonacci);
    assert_eq!(fibonacci.plays.playback.position(), 0);
    assert_ne!(
        history_key(&fibonacci.link(), State::GAME_PARAMS),
        history_key(&state.link(), State::GAME_PARAMS)
    );
    let bad = state
        .clone()
        .reduce(Action::Form(FormAction::Edit("k", "x".into())))
        .reduce(Action::Form(FormAction::Submit));
    assert!(bad.form.error("k").as_deref().unwrap_or_default().contains("not a whole number"));
    assert_eq!(bad.request, state.request, "the old game stays");
    let preset = state.clone().reduce(Action::Form(FormAction::Example(1)));
    assert_eq!(preset.request.n, 21);
    assert_eq!(preset.mode, Mode::Sample);
}

#[test]
fn playing_the_computer() {
    let state = open("game=take-away&n=15&k=3&mode=play&first=you");
    let moved = state.reduce(Action::Play(PlayAction::Move(3)));
    assert_eq!(moved.plays.play.position().heap, 12);
    assert_eq!(moved.plays.play.turn(), Turn::Computers);
    let replied = moved.reduce(Action::Play(PlayAction::Reply));
    assert!(replied.plays.play.position().heap < 12);
    let refused = replied
        .reduce(Action::Play(PlayAction::Edit(0, "4".into())))
        .reduce(Action::Play(PlayAction::Submit));
    assert_eq!(refused.plays.play.error.as_deref(), Some("Take 1 to 3 stones now."));
}

/// Whether the player to move wins from `at`, by trying every move (memoised).
fn wins(rules: OneHeap, at: HeapPosition, memo: &mut HashMap<HeapPosition, bool>) -> bool {
    if let Some(&known) = memo.get(&at) {
        return known;
    }
    let win = rules.moves(&at).iter().any(|take| !wins(rules, rules.play(&at, take), memo));
    memo.insert(at, win);
    win
}

#[test]
fn the_hint_takes_to_a_p_position_exactly_when_one_exists() {
    for rules in [OneHeap::TakeAway { k: 3 }, OneHeap::TakeAway { k: 5 }, OneHeap::Fibonacci] {
        let mut memo = HashMap::new();
        for heap in 1..=40 {
            // Take-away positions always allow K; Fibonacci Nim's allow any limit up to the heap.
            let positions: Vec<HeapPosition> = match rules {
                OneHeap::TakeAway { .. } => vec![rules.start(heap)],
                OneHeap::Fibonacci => {
                    (1..=heap).map(|max_take| HeapPosition { heap, max_take }).collect()
                }
            };
            for at in positions {
                let hint = hint_text(rules, &at);
                if wins(rules, at, &mut memo) {
                    let take = rules.strategy_move(&at).expect("a winning take");
                    assert!(!wins(rules, rules.play(&at, &take), &mut memo), "{rules:?} {at:?}");
                    assert!(hint.starts_with(&format!("Hint: take {take} stone")), "{hint}");
                } else {
                    assert!(hint.contains("no take wins here"), "{rules:?} {at:?}: {hint}");
                }
            }
        }
    }
    let opening = hint_text(OneHeap::TakeAway { k: 3 }, &HeapPosition::start(15));
    assert_eq!(
        opening,
        "Hint: take 3 stones. It leaves 12, a multiple of K + 1 = 4: a P-position for the computer."
    );
}

#[test]
fn every_example_opens_its_game() {
    crate::assert_examples_open::<State>(EXAMPLES, |index| {
        Action::Form(FormAction::Example(index))
    });
}

#[test]
fn fibonacci_nims_rule_is_not_stepped() {
    let state = open("game=fibonacci&n=20&mode=rule&step=5&cell=3");
    let notices = state.notices.join(" | ");
    assert!(notices.contains("parameter 'step' is not used here"), "{notices}");
    assert!(notices.contains("parameter 'cell' is not used here"), "{notices}");
    assert_eq!(state.link().to_query(), "game=fibonacci&n=20&mode=rule");
}

/// Whether `heap` stones, with at most `max_take` to take, is a P-position: by game-tree search
/// (take-away's moves take 1 to `max_take`; Fibonacci Nim's allow twice the take next).
fn is_p_by_search(
    heap: u64,
    max_take: u64,
    fibonacci: bool,
    memo: &mut HashMap<(u64, u64), bool>,
) -> bool {
    if let Some(&known) = memo.get(&(heap, max_take)) {
        return known;
    }
    let p = (1..=max_take.min(heap)).all(|take| {
        let next = if fibonacci { 2 * take } else { max_take };
        !is_p_by_search(heap - take, next, fibonacci, memo)
    });
    memo.insert((heap, max_take), p);
    p
}

/// The smallest term of `n`'s Zeckendorf representation, found among all sums of distinct,
/// non-consecutive Fibonacci numbers (n at most 88).
fn smallest_zeckendorf_term(n: u64) -> u64 {
    let fibonacci = [1u64, 2, 3, 5, 8, 13, 21, 34, 55];
    let sums: Vec<u64> = (0u32..1 << fibonacci.len())
        .filter(|set| set & (set >> 1) == 0)
        .filter(|set| {
            (0..fibonacci.len()).filter(|i| set >> i & 1 == 1).map(|i| fibonacci[i]).sum::<u64>()
                == n
        })
        .map(|set| fibonacci[set.trailing_zeros() as usize])
        .collect();
    assert_eq!(sums.len(), 1, "{n} has one representation");
    sums[0]
}

#[test]
fn the_sample_asks_the_winners_take_before_each_winning_move_but_the_first() {
    let (mut asked, mut memo) = (0, [HashMap::new(), HashMap::new()]);
    let games = (1..=40u64)
        .flat_map(|n| (1..=6u64).map(move |k| (format!("game=take-away&n={n}&k={k}"), false)))
        .chain((2..=60u64).map(|n| (format!("game=fibonacci&n={n}"), true)));
    for (query, fibonacci) in games {
        let state = open(&format!("{query}&mode=sample&exercise=1"));
        assert!(state.notices.is_empty() && state.plays.playback.exercise, "{query}");
        let sample = &state.plays.sample;
        for (frame, ply, question) in winner_questions(sample, &query) {
            asked += 1;
            let HeapPosition { heap, max_take } = ply.before;
            let memo = &mut memo[usize::from(fibonacci)];
            let winning: Vec<u64> = (1..=max_take.min(heap))
                .filter(|&take| {
                    let next = if fibonacci { 2 * take } else { max_take };
                    is_p_by_search(heap - take, next, fibonacci, memo)
                })
                .collect();
            assert!(winning.contains(&ply.mv), "{query} frame {frame}: {winning:?}");
            let expected = if fibonacci {
                smallest_zeckendorf_term(heap)
            } else {
                assert_eq!(winning.len(), 1, "{query} frame {frame}: one winning take");
                winning[0]
            };
            assert_eq!(question.expected(), expected.to_string(), "{query} frame {frame}");
            let start = format!("Player {} to move: {heap} stone", frame % 2 + 1);
            assert!(question.prompt.starts_with(&start), "{question:?}");
        }
    }
    assert!(asked >= 200, "{asked} questions");
}

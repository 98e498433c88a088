//! The division game against the definition: game-tree search over every divisor, a bottom-up
//! oracle to 10^5, the tutorial's `canWin` transcribed, the trace, large numbers and requests.

use std::collections::HashMap;

use cgt_playground::api::Request;
use cgt_playground::api::division::{DivisionMoveAnswer, DivisionRequest};
use cgt_playground::api::{Answer, Count, Fields, Winner, solve};
use cgt_playground::solve::division::{
    DivisionEvent, DivisionGame, DivisionMove, MAX_N, MAX_TABLE, divisor_count, explain, factorise,
    first_exception, is_prime, options, player_to_move_wins, smallest_prime_factor, win_table,
    winning_moves,
};
use cgt_playground::solve::play::{Game, perfect_move, sample_play};
use cgt_playground::solve::trace::Trace;

use crate::both;
use crate::oracle::player_to_move_wins as tree_search_wins;

/// Every number a move from n may leave: each d with 1 < d < n dividing n, tried one by one.
fn naive_options(n: &u64) -> Vec<u64> {
    (2..*n).filter(|d| n.is_multiple_of(*d)).collect()
}

/// Who wins from every n in 0..=last, bottom-up from the definition: the divisors of every
/// number are listed by walking the multiples of each d >= 2, and n wins when some divisor
/// other than 1 and n loses. Also returns those divisor lists.
fn bottom_up_oracle(last: u32) -> (Vec<bool>, Vec<Vec<u32>>) {
    let len = last as usize + 1;
    let mut divisors: Vec<Vec<u32>> = vec![Vec::new(); len];
    for d in 2..len {
        for multiple in (2 * d..len).step_by(d) {
            divisors[multiple].push(d as u32);
        }
    }
    let mut wins = vec![false; len];
    for n in 1..len {
        wins[n] = divisors[n].iter().any(|&to| !wins[to as usize]);
    }
    (wins, divisors)
}

/// Composite by the definition: some d in 2..n divides n (with d * d <= n enough).
fn is_composite_naive(n: u64) -> bool {
    (2..n).take_while(|d| d * d <= n).any(|d| n.is_multiple_of(d))
}

/// Checks `options`, `winning_moves`, the table and the explanations against the oracle for
/// every n up to `last`.
fn check_against_oracle(last: u32) {
    let (oracle, divisors) = bottom_up_oracle(last);
    let table = win_table(last, &mut ());
    assert_eq!(table, oracle, "the table up to {last}");
    for n in 1..=last {
        let n64 = u64::from(n);
        let expected: Vec<DivisionMove> = divisors[n as usize]
            .iter()
            .map(|&to| DivisionMove { divide_by: n64 / u64::from(to), to: u64::from(to) })
            .collect();
        assert_eq!(options(n64), expected, "options of {n}");
        let winning: Vec<DivisionMove> =
            expected.iter().filter(|mv| !oracle[mv.to as usize]).copied().collect();
        assert_eq!(winning_moves(n64), winning, "winning moves from {n}");
        assert_eq!(player_to_move_wins(n64), oracle[n as usize], "{n}");
        let explanation = explain(n, &table).expect("the table holds n");
        assert_eq!(explanation.wins, oracle[n as usize], "explain({n})");
        assert_eq!(explanation.options.len(), expected.len(), "explain({n})");
        for (option, mv) in explanation.options.iter().zip(&expected) {
            assert_eq!(
                (u64::from(option.divide_by), u64::from(option.to), option.to_wins),
                (mv.divide_by, mv.to, oracle[mv.to as usize]),
                "explain({n})"
            );
        }
        let explained: Vec<u64> =
            explanation.winning_moves.iter().map(|o| u64::from(o.to)).collect();
        let to: Vec<u64> = winning.iter().map(|mv| mv.to).collect();
        assert_eq!(explained, to, "explain({n})");
    }
}

both! {
    fn game_tree_search_over_every_divisor_agrees_up_to_2000() {
        let mut memo = HashMap::new();
        let table = win_table(2_000, &mut ());
        for n in 1..=2_000u64 {
            let wins = tree_search_wins(&n, &naive_options, false, &mut memo);
            assert_eq!(table[n as usize], wins, "{n}");
            let tos: Vec<u64> = options(n).iter().map(|mv| mv.to).collect();
            assert_eq!(tos, naive_options(&n), "options of {n}");
            let winning: Vec<u64> = naive_options(&n)
                .into_iter()
                .filter(|to| !tree_search_wins(to, &naive_options, false, &mut memo))
                .collect();
            let found: Vec<u64> = winning_moves(n).iter().map(|mv| mv.to).collect();
            assert_eq!(found, winning, "winning moves from {n}");
            assert!(winning_moves(n).iter().all(|mv| mv.divide_by * mv.to == n));
        }
        check_against_oracle(2_000);
    }
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
fn the_bottom_up_oracle_agrees_on_every_n_up_to_10_5() {
    check_against_oracle(MAX_TABLE);
}

both! {
    fn wins_exactly_when_composite() {
        let table = win_table(MAX_TABLE, &mut ());
        assert_eq!(table.len(), MAX_TABLE as usize + 1);
        assert!(!table[0], "0 is no game");
        for (n, &wins) in table.iter().enumerate() {
            assert_eq!(wins, is_composite_naive(n as u64), "{n}");
        }
        assert_eq!(win_table(MAX_TABLE + 5, &mut ()).len(), MAX_TABLE as usize + 1, "clamped");
        assert_eq!(win_table(0, &mut ()), [false]);
        assert_eq!(win_table(1, &mut ()), [false, false]);
    }
}

both! {
    fn primes_and_factors_by_trial_division() {
        for n in 0..=3_000u64 {
            let prime = n >= 2 && !is_composite_naive(n);
            assert_eq!(is_prime(n), prime, "{n}");
            let smallest = (2..=n).find(|d| n.is_multiple_of(*d));
            assert_eq!(smallest_prime_factor(n), smallest, "{n}");
            let product: u64 = factorise(n).iter().map(|&(p, e)| p.pow(e)).product();
            assert_eq!(product, n.max(1), "{n}");
            assert!(factorise(n).iter().all(|&(p, _)| is_prime(p)));
            assert_eq!(divisor_count(n), if n == 0 { 1 } else { (1..=n).filter(|d| n.is_multiple_of(*d)).count() as u64 });
        }
        assert_eq!(options(0), [], "0 is no game");
    }
}

/// The tutorial's `isPrime`, which it calls but does not print: trial division, 1 not prime.
fn tutorial_is_prime(n: i32) -> bool {
    if n < 2 {
        return false;
    }
    let mut d = 2;
    while d * d <= n {
        if n % d == 0 {
            return false;
        }
        d += 1;
    }
    true
}

/// The tutorial's `canWin` (seed 003, "Task 2: Division Game"), transcribed line by line:
/// primes lose; otherwise n wins when, for some divisor pair d * (n / d) with d * d <= n,
/// `!canWin(d) || !canWin(n / d)`.
fn tutorial_can_win(n: i32, memo: &mut HashMap<i32, bool>) -> bool {
    if tutorial_is_prime(n) {
        return false; // Prime numbers are losing.
    }
    if let Some(&known) = memo.get(&n) {
        return known;
    }
    let mut d = 2;
    while d * d <= n {
        if n % d == 0 && (!tutorial_can_win(d, memo) || !tutorial_can_win(n / d, memo)) {
            memo.insert(n, true);
            return true;
        }
        d += 1;
    }
    memo.insert(n, false);
    false
}

/// The first n in 1..=last where the tutorial's `canWin` differs from the oracle, if any.
fn first_tutorial_difference(last: u32) -> Option<u32> {
    let (oracle, _) = bottom_up_oracle(last);
    let mut memo = HashMap::new();
    (1..=last).find(|&n| tutorial_can_win(n as i32, &mut memo) != oracle[n as usize])
}

both! {
    fn the_tutorials_can_win_agrees_up_to_2000() {
        assert_eq!(first_tutorial_difference(2_000), None);
    }
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
fn the_tutorials_can_win_agrees_on_every_n_up_to_10_5() {
    assert_eq!(first_tutorial_difference(MAX_TABLE), None);
}

/// A trace sink that checks the events as they come, without keeping them: every option of
/// every n in order, then its verdict.
struct Checker<'a> {
    divisors: &'a [Vec<u32>],
    oracle: &'a [bool],
    n: u32,
    next_option: usize,
}

impl Trace<DivisionEvent> for Checker<'_> {
    fn event(&mut self, event: DivisionEvent) {
        let expected_options = &self.divisors[self.n as usize];
        match event {
            DivisionEvent::Option { n, divide_by, to, to_wins } => {
                assert_eq!(n, self.n);
                assert_eq!(Some(&to), expected_options.get(self.next_option), "option of {n}");
                assert_eq!((divide_by * to, to_wins), (n, self.oracle[to as usize]), "{n} to {to}");
                self.next_option += 1;
            }
            DivisionEvent::Verdict { n, wins } => {
                assert_eq!(n, self.n);
                assert_eq!(self.next_option, expected_options.len(), "every option of {n}");
                assert_eq!(wins, self.oracle[n as usize], "verdict of {n}");
                self.n += 1;
                self.next_option = 0;
            }
        }
    }
}

fn check_trace(last: u32) {
    let (oracle, divisors) = bottom_up_oracle(last);
    let mut checker = Checker { divisors: &divisors, oracle: &oracle, n: 1, next_option: 0 };
    let table = win_table(last, &mut checker);
    assert_eq!(checker.n, last + 1, "a verdict for every n from 1 to {last}");
    assert_eq!(table, oracle);
}

both! {
    fn the_trace_reports_every_option_and_the_verdicts_equal_the_table() {
        let mut events: Vec<DivisionEvent> = Vec::new();
        let table = win_table(12, &mut events);
        let verdicts: Vec<(u32, bool)> = events
            .iter()
            .filter_map(|event| match *event {
                DivisionEvent::Verdict { n, wins } => Some((n, wins)),
                DivisionEvent::Option { .. } => None,
            })
            .collect();
        assert_eq!(verdicts, (1..=12).map(|n| (n, table[n as usize])).collect::<Vec<_>>());
        let of_12: Vec<DivisionEvent> = events
            .iter()
            .filter(|event| matches!(event, DivisionEvent::Option { n: 12, .. }))
            .copied()
            .collect();
        let option = |divide_by, to, to_wins| DivisionEvent::Option { n: 12, divide_by, to, to_wins };
        assert_eq!(
            of_12,
            [option(6, 2, false), option(4, 3, false), option(3, 4, true), option(2, 6, true)]
        );
        assert_eq!(events.last(), Some(&DivisionEvent::Verdict { n: 12, wins: true }));
        check_trace(2_000);
    }
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
fn the_trace_is_checked_on_every_n_up_to_10_5() {
    check_trace(MAX_TABLE);
}

both! {
    fn explanations_need_the_values_below_n() {
        let table = win_table(12, &mut ());
        assert_eq!(explain(0, &table), None, "0 is no game");
        assert_eq!(explain(14, &table), None, "13 is missing");
        let thirteen = explain(13, &table).expect("the values below 13 are there");
        assert!(!thirteen.wins && thirteen.options.is_empty());
        let twelve = explain(12, &table).expect("in the table");
        let to: Vec<u32> = twelve.winning_moves.iter().map(|option| option.to).collect();
        assert_eq!((twelve.wins, to), (true, vec![2, 3]));
    }
}

both! {
    fn large_numbers_by_trial_division() {
        let moves = |pairs: &[(u64, u64)]| -> Vec<DivisionMove> {
            pairs.iter().map(|&(divide_by, to)| DivisionMove { divide_by, to }).collect()
        };
        // 10^12 = 2^12 5^12: 13 * 13 divisors, all but 1 and 10^12 are options.
        assert_eq!(winning_moves(MAX_N), moves(&[(500_000_000_000, 2), (200_000_000_000, 5)]));
        let all = options(MAX_N);
        assert_eq!(all.len(), 167);
        assert!(all.iter().all(|mv| mv.divide_by * mv.to == MAX_N && mv.to > 1 && mv.divide_by > 1));
        assert!(all.windows(2).all(|pair| pair[0].to < pair[1].to));
        assert_eq!(divisor_count(MAX_N), 169);
        // The largest prime below 10^12.
        assert!(is_prime(999_999_999_989));
        assert_eq!(winning_moves(999_999_999_989), []);
        assert_eq!(options(999_999_999_989), []);
        // 999_983 is the largest prime below 10^6; its square has one option.
        assert!(is_prime(999_983));
        assert_eq!(winning_moves(999_966_000_289), moves(&[(999_983, 999_983)]));
        assert_eq!(options(999_966_000_289), moves(&[(999_983, 999_983)]));
        // 10^12 - 1 = 3^3 7 11 13 37 101 9901.
        let tos: Vec<u64> = winning_moves(MAX_N - 1).iter().map(|mv| mv.to).collect();
        assert_eq!(tos, [3, 7, 11, 13, 37, 101, 9901]);
        assert_eq!(factorise(MAX_N - 1), [(3, 3), (7, 1), (11, 1), (13, 1), (37, 1), (101, 1), (9901, 1)]);
    }
}

both! {
    fn the_computer_moves_to_a_prime_and_the_game_ends() {
        let game = DivisionGame;
        for n in 1..=300u64 {
            let moves = game.moves(&n);
            let tos: Vec<u64> = moves.iter().map(|&d| game.play(&n, &d)).collect();
            assert_eq!(tos, naive_options(&n), "{n}");
            for d in 0..=n + 1 {
                assert_eq!(game.is_legal(&n, &d), moves.contains(&d), "{n} / {d}");
            }
            let play = sample_play(&game, &n, 10, 10_000);
            assert!(play.exact && !play.truncated, "{n}");
            let composite = is_composite_naive(n);
            assert_eq!(play.plies.len(), usize::from(composite), "{n}");
            assert!(play.end == 1 || is_prime(play.end), "{n}");
            match perfect_move(&game, &n, 10_000) {
                Some((d, wins)) => {
                    assert!(composite && wins, "{n}");
                    assert_eq!(n / d, smallest_prime_factor(n).unwrap_or(0), "{n}");
                }
                None => assert!(!composite, "{n}"),
            }
        }
        assert_eq!(game.strategy_move(&MAX_N), Some(MAX_N / 2));
        assert_eq!(game.strategy_move(&999_999_999_989), None);
        assert_eq!(game.plain_delaying_move(&999_966_000_289), Some(999_983));
        assert_eq!(game.positions_bound(&MAX_N), 169);
        let play = sample_play(&game, &(MAX_N - 1), 10, 10_000);
        assert_eq!((play.plies.len(), play.end, play.exact), (1, 3, true));
        assert!(game.is_legal(&MAX_N, &(MAX_N / 2)) && !game.is_legal(&MAX_N, &MAX_N));
        assert!(!game.is_legal(&MAX_N, &3) && !game.is_legal(&0, &2) && !game.is_legal(&7, &1));
    }
}

fn request(pairs: &[(&str, &str)]) -> Fields {
    let mut fields = Fields::new();
    for (name, value) in pairs {
        fields.set(name, *value);
    }
    fields
}

both! {
    fn requests_parse_answer_and_refuse() {
        let answer = solve(&request(&[("game", "division"), ("n", "12")]));
        let Ok(Answer::Division(answer)) = answer else { panic!("{answer:?}") };
        assert_eq!(answer.winner, Winner::First);
        let mv = |divide_by, to| DivisionMoveAnswer { divide_by: Count(divide_by), to: Count(to) };
        assert_eq!(answer.winning_moves, [mv(6, 2), mv(4, 3)]);
        for n in ["1", "2", "999999999989"] {
            let answer = solve(&request(&[("game", "division"), ("n", n)]));
            let Ok(Answer::Division(answer)) = answer else { panic!("{answer:?}") };
            assert_eq!((answer.winner, answer.winning_moves.len()), (Winner::Second, 0), "{n}");
        }
        let answer = DivisionRequest { n: MAX_N }.answer();
        assert_eq!(answer.winning_moves, [mv(500_000_000_000, 2), mv(200_000_000_000, 5)]);
        let limits = "give a whole number from 1 to 10^12";
        let cases = [
            ("0", format!("n: 0 is too small; {limits}")),
            ("1000000000001", "n: 1000000000001 is above the limit of 10^12".to_string()),
            ("twelve", "n: 'twelve' is not a whole number".to_string()),
            ("", format!("n: missing; {limits}")),
            ("-4", format!("n: '-4' is negative; {limits}")),
        ];
        for (n, message) in &cases {
            let errors = solve(&request(&[("game", "division"), ("n", n)])).expect_err(n);
            assert_eq!(cgt_playground::api::fields::describe(&errors), *message, "n = {n:?}");
            assert_eq!(DivisionRequest::parse_n(n).map_err(|e| e.to_string()), Err(message.clone()));
        }
        let errors = solve(&request(&[("game", "division")])).expect_err("no n");
        assert_eq!(cgt_playground::api::fields::describe(&errors), format!("n: missing; {limits}"));
        let errors = solve(&request(&[("game", "division"), ("n", "4"), ("k", "2")])).expect_err("k");
        assert_eq!(cgt_playground::api::fields::describe(&errors), "k: unknown field; expected game, n");
        let mut fields = Fields::new();
        DivisionRequest { n: 36 }.write_fields(&mut fields);
        assert_eq!(DivisionRequest::from_fields(&fields), Ok(DivisionRequest { n: 36 }));
        assert_eq!(DivisionRequest::GAME, "division");
        assert_eq!(DivisionRequest::FIELDS, ["n"]);
    }
}

both! {
    fn the_pattern_check_finds_the_first_number_breaking_it() {
        let mut table = win_table(2000, &mut ());
        assert_eq!(first_exception(&table), None);
        table[9] = false;
        assert_eq!(first_exception(&table), Some(9));
        table[7] = true;
        assert_eq!(first_exception(&table), Some(7));
        assert_eq!(first_exception(&[false]), None, "no number");
        assert_eq!(first_exception(&[false, true]), Some(1), "1 has no move");
    }
}

#[test]
fn the_pattern_holds_on_the_largest_table() {
    assert_eq!(first_exception(&win_table(MAX_TABLE, &mut ())), None);
}

both! {
    fn explanations_read_as_sentences() {
        let table = win_table(30, &mut ());
        let twelve = explain(12, &table).expect("12 is in the table");
        assert_eq!(twelve.sentence(), "12 wins: dividing by 6 reaches 2, a losing number");
        assert_eq!(twelve.options_line(), "12 ÷ 6 = 2 (L), 12 ÷ 4 = 3 (L), 12 ÷ 3 = 4 (W), 12 ÷ 2 = 6 (W)");
        let seven = explain(7, &table).expect("7 is in the table");
        assert_eq!(seven.sentence(), "7 loses: it has no divisor other than 1 and itself, so no move");
        assert_eq!(seven.options_line(), "none");
        let mut wrong = table.clone();
        wrong[2] = true;
        wrong[3] = true;
        let loses = explain(6, &wrong).expect("6 is in the table");
        assert_eq!(loses.sentence(), "6 loses: every move reaches a winning number");
    }
}

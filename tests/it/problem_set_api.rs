//! The problem set's `cgt.solve` requests and judges: each contest's published samples give the
//! contest's output (checked against the brute force too); where a published sample could not
//! be confirmed, inputs are labelled "derived from the brute force" and their expected output
//! is the brute force's; bad input (conflicting cells, gcd > 1, a^b >= n at the start,
//! out-of-range values, malformed text) gets a message naming the line and the field, never a
//! panic.

use std::collections::{BTreeMap, HashMap};

use cgt_playground::api::problem_set::{
    GrundyAnswer, JudgeError, NimRangesAnswer, Outcome, PowerRaceAnswer, ProblemSetAnswer,
    SplitPilesAnswer, WinnerAnswer, judge,
};
use cgt_playground::api::{Answer, Count, Fields, Request, Winner, solve};
use cgt_playground::solve::problem_set::gcd_game;

use crate::both;
use crate::oracle::player_to_move_wins;

fn fields(pairs: &[(&str, &str)]) -> Fields {
    let mut fields = Fields::new();
    for (name, value) in pairs {
        fields.set(name, *value);
    }
    fields
}

fn answer(pairs: &[(&str, &str)]) -> ProblemSetAnswer {
    match solve(&fields(pairs)) {
        Ok(Answer::ProblemSet(answer)) => answer,
        other => panic!("{pairs:?}: {other:?}"),
    }
}

fn refusal(pairs: &[(&str, &str)]) -> String {
    match solve(&fields(pairs)) {
        Ok(answer) => panic!("{pairs:?} was accepted: {answer:?}"),
        Err(errors) => cgt_playground::api::fields::describe(&errors),
    }
}

fn winner(winner: Winner) -> ProblemSetAnswer {
    ProblemSetAnswer::Winner(WinnerAnswer { winner })
}

/// The judge's output for `input`, which must be accepted.
fn judged(game: &str, input: &str) -> String {
    judge(game, input).unwrap_or_else(|error| panic!("{game}: {input:?} refused: {error}"))
}

/// The judge's message for `input`, which must be refused.
fn judge_refusal(game: &str, input: &str) -> String {
    match judge(game, input) {
        Ok(output) => panic!("{game}: {input:?} was accepted: {output:?}"),
        Err(error) => error.to_string(),
    }
}

// The contests' published samples (the statements' own inputs and outputs).

both! {
    fn codeforces_705b_samples() {
        assert_eq!(judged("split-piles", "3\n1 2 3\n"), "2\n1\n1\n");
        assert_eq!(judged("split-piles", "5\n1 1 5 1 1\n"), "2\n2\n2\n2\n2\n");
    }
}

both! {
    fn codechef_chcoinsg_sample() {
        assert_eq!(judged("prime-powers", "2\n1\n8\n"), "Chef\nChef\n");
    }
}

both! {
    fn codeforces_15c_samples() {
        assert_eq!(judged("nim-ranges", "2\n2 1\n3 2\n"), "tolik\n");
        assert_eq!(judged("nim-ranges", "4\n1 1\n1 1\n1 1\n1 1\n"), "bolik\n");
    }
}

both! {
    fn hackerrank_tower_breakers_again_sample() {
        assert_eq!(judged("copies", "2\n2\n1 2\n3\n1 2 3\n"), "1\n2\n");
    }
}

both! {
    fn codeforces_335c_samples() {
        assert_eq!(judged("river", "3 1\n1 1\n"), "WIN\n");
        assert_eq!(judged("river", "12 2\n4 1\n8 1\n"), "WIN\n");
        assert_eq!(judged("river", "1 1\n1 2\n"), "LOSE\n");
    }
}

both! {
    fn codeforces_36d_sample() {
        let input = "10 2\n1 1\n1 2\n2 1\n2 2\n1 3\n2 3\n3 1\n3 2\n3 3\n4 3\n";
        assert_eq!(judged("two-piles-k", input), "-\n+\n+\n-\n-\n+\n-\n+\n+\n+\n");
    }
}

both! {
    fn codeforces_167c_sample() {
        let input = "4\n10 21\n31 10\n0 1\n10 30\n";
        assert_eq!(judged("powers-and-mod", input), "First\nSecond\nSecond\nFirst\n");
    }
}

both! {
    fn codeforces_39e_samples_name_the_loser() {
        // The contest prints "Stas" if Masha wins and "Masha" if Stas (who moves first) wins.
        assert_eq!(judged("power-race", "2 2 10\n"), "Masha\n");
        assert_eq!(judged("power-race", "5 5 16808\n"), "Masha\n");
        assert_eq!(judged("power-race", "3 1 4\n"), "Stas\n");
        assert_eq!(judged("power-race", "1 4 10\n"), "Missing\n");
    }
}

both! {
    fn atcoder_agc_010_d_samples() {
        assert_eq!(judged("gcd-game", "3\n3 6 7\n"), "First\n");
        assert_eq!(judged("gcd-game", "4\n1 2 4 8\n"), "First\n");
        assert_eq!(judged("gcd-game", "5\n7 8 8 8 8\n"), "Second\n");
    }
}

// Inputs whose expected output is derived from the brute force (not a contest's sample).

both! {
    fn playing_with_stones_derived_from_the_brute_force() {
        // ICPC Jakarta 2010's format (T, then N and the piles); its published sample could not
        // be confirmed, so these inputs are ours and the game-tree search decides them.
        let tests: [&[u64]; 5] = [&[4, 4], &[1, 2, 3], &[2, 4, 6], &[7, 8, 9], &[1]];
        let mut input = format!("{}\n", tests.len());
        for piles in tests {
            let texts: Vec<String> = piles.iter().map(u64::to_string).collect();
            input.push_str(&format!("{}\n{}\n", piles.len(), texts.join(" ")));
        }
        let moves = |p: &Vec<u64>| {
            let mut next = Vec::new();
            for i in 0..p.len() {
                for take in 1..=p[i] / 2 {
                    let mut option = p.clone();
                    option[i] -= take;
                    option.sort_unstable();
                    next.push(option);
                }
            }
            next
        };
        let mut memo = HashMap::new();
        let expected: Vec<&str> = tests
            .iter()
            .map(|piles| {
                let mut position = piles.to_vec();
                position.sort_unstable();
                if player_to_move_wins(&position, &moves, false, &mut memo) { "YES" } else { "NO" }
            })
            .collect();
        assert_eq!(expected, ["NO", "YES", "NO", "YES", "NO"]);
        assert_eq!(judged("half-nim", &input), expected.iter().map(|w| format!("{w}\n")).collect::<String>());
    }
}

both! {
    fn every_sample_agrees_with_the_brute_force() {
        // The samples' verdicts, recomputed by the solvers' brute-force searches.
        let mut memo = BTreeMap::new();
        for (numbers, first_wins) in [(vec![3, 6, 7], true), (vec![1, 2, 4, 8], true), (vec![7, 8, 8, 8, 8], false)] {
            assert_eq!(gcd_game::mover_wins_brute(&numbers, &mut memo), first_wins, "{numbers:?}");
        }
        let wizards = cgt_playground::solve::problem_set::powers_and_mod::table(40);
        for ((a, b), first_wins) in [((10, 21), true), ((31, 10), false), ((0, 1), false), ((10, 30), true)] {
            let expected = cgt_playground::solve::problem_set::Outcome::from_mover_wins(first_wins);
            assert_eq!(wizards.get(a, b), Some(&expected), "({a}, {b})");
        }
        let dirichlet = |a, b, n| cgt_playground::solve::problem_set::power_race::table(n, a, b);
        use cgt_playground::solve::problem_set::Outcome as O;
        assert_eq!(dirichlet(2, 2, 10).get(2, 2), Some(&Some(O::Win)));
        assert_eq!(dirichlet(3, 1, 4).get(3, 1), Some(&Some(O::Lose)));
        assert_eq!(dirichlet(1, 4, 10).get(1, 4), Some(&Some(O::Draw)));
        assert_eq!(dirichlet(5, 5, 16808).get(5, 5), Some(&Some(O::Win)));
        let stones = cgt_playground::solve::problem_set::two_piles_k::table(2, 3);
        let boards = [(1, 1), (1, 2), (2, 1), (2, 2), (1, 3), (2, 3), (3, 1), (3, 2), (3, 3), (4, 3)];
        let signs: Vec<char> = boards
            .iter()
            .map(|&(n, m)| if stones.get(n - 1, m - 1) == Some(&O::Win) { '+' } else { '-' })
            .collect();
        assert_eq!(signs.into_iter().collect::<String>(), "-++--+-+++");
    }
}

// `cgt.solve`.

both! {
    fn the_ten_requests_answer() {
        assert_eq!(
            answer(&[("game", "split-piles"), ("piles", "1,2,3")]),
            ProblemSetAnswer::SplitPiles(SplitPilesAnswer {
                winner_by_prefix: vec![Winner::Second, Winner::First, Winner::First]
            })
        );
        assert_eq!(answer(&[("game", "prime-powers"), ("n", "12")]), winner(Winner::Second));
        assert_eq!(answer(&[("game", "prime-powers"), ("n", "1000000000")]), winner(Winner::First));
        assert_eq!(
            answer(&[("game", "nim-ranges"), ("groups", "2-1,3-2")]),
            ProblemSetAnswer::NimRanges(NimRangesAnswer { winner: Winner::First, nim_sum: Count(5) })
        );
        assert_eq!(
            answer(&[("game", "half-nim"), ("piles", "7,8,9")]),
            ProblemSetAnswer::Grundy(GrundyAnswer {
                winner: Winner::First,
                grundy: vec![Count(0), Count(4), Count(2)]
            })
        );
        assert_eq!(
            answer(&[("game", "copies"), ("numbers", "1,2,3")]),
            ProblemSetAnswer::Grundy(GrundyAnswer {
                winner: Winner::Second,
                grundy: vec![Count(0), Count(1), Count(1)]
            })
        );
        assert_eq!(answer(&[("game", "river"), ("rows", "3"), ("reclaimed", "1-1")]), winner(Winner::First));
        assert_eq!(answer(&[("game", "river"), ("rows", "1"), ("reclaimed", "1 2")]), winner(Winner::Second));
        assert_eq!(answer(&[("game", "river"), ("rows", "2")]), winner(Winner::Second));
        assert_eq!(answer(&[("game", "river"), ("rows", "3"), ("reclaimed", "")]), winner(Winner::First));
        assert_eq!(answer(&[("game", "two-piles-k"), ("a", "1"), ("b", "1"), ("k", "2")]), winner(Winner::Second));
        assert_eq!(answer(&[("game", "powers-and-mod"), ("a", "31"), ("b", "10")]), winner(Winner::Second));
        assert_eq!(
            answer(&[("game", "power-race"), ("a", "1"), ("b", "4"), ("n", "10")]),
            ProblemSetAnswer::PowerRace(PowerRaceAnswer { outcome: Outcome::Draw })
        );
        assert_eq!(
            answer(&[("game", "power-race"), ("a", "2"), ("b", "2"), ("n", "10")]),
            ProblemSetAnswer::PowerRace(PowerRaceAnswer { outcome: Outcome::First })
        );
        assert_eq!(answer(&[("game", "gcd-game"), ("numbers", "7,8,8,8,8")]), winner(Winner::Second));
    }
}

both! {
    fn numbers_above_2_to_the_53_are_exact() {
        let top = "10000000000000000"; // 10^16
        let answer = answer(&[("game", "nim-ranges"), ("groups", &format!("{top}-1,9007199254740993-1"))]);
        let expected = 10_000_000_000_000_000 ^ 9_007_199_254_740_993;
        assert_eq!(
            answer,
            ProblemSetAnswer::NimRanges(NimRangesAnswer { winner: Winner::First, nim_sum: Count(expected) })
        );
        let ProblemSetAnswer::Grundy(grundy) =
            self::answer(&[("game", "half-nim"), ("piles", "2000000000000000000,18014398509481986")])
        else {
            panic!("a grundy answer")
        };
        assert_eq!(grundy.grundy, [Count(1_000_000_000_000_000_000), Count(9_007_199_254_740_993)]);
        // Parity at 10^18 decides these: off by one, as a float would be, flips the winner.
        let two = |a: &str, b: &str, k: &str| self::answer(&[("game", "two-piles-k"), ("a", a), ("b", b), ("k", k)]);
        assert_eq!(two("999999999999999999", "1000000000000000000", "1"), winner(Winner::First));
        assert_eq!(two("1000000000000000000", "1000000000000000000", "1"), winner(Winner::Second));
        let wizards = |a: &str, b: &str| self::answer(&[("game", "powers-and-mod"), ("a", a), ("b", b)]);
        assert_eq!(wizards("2", "1000000000000000000"), winner(Winner::First));
        assert_eq!(wizards("2", "999999999999999999"), winner(Winner::Second));
    }
}

both! {
    fn requests_write_their_fields_back() {
        let cases: [&[(&str, &str)]; 6] = [
            &[("game", "split-piles"), ("piles", "1,2,3")],
            &[("game", "nim-ranges"), ("groups", "2-1,3-2")],
            &[("game", "river"), ("rows", "12"), ("reclaimed", "4-1,8-1")],
            &[("game", "two-piles-k"), ("a", "3"), ("b", "2"), ("k", "2")],
            &[("game", "power-race"), ("a", "2"), ("b", "2"), ("n", "10")],
            &[("game", "gcd-game"), ("numbers", "3,6,7")],
        ];
        use cgt_playground::api::problem_set::{gcd_game, nim_ranges, power_race, river, split_piles, two_piles_k};
        fn round_trip<R: Request + PartialEq + std::fmt::Debug>(pairs: &[(&str, &str)]) {
            let request = R::from_fields(&fields(pairs)).expect("valid");
            let mut written = Fields::new();
            request.write_fields(&mut written);
            assert_eq!(R::from_fields(&written).expect("valid"), request);
            for (name, value) in &pairs[1..] {
                assert_eq!(written.get(name), Some(*value), "{pairs:?}");
            }
        }
        round_trip::<split_piles::SplitPilesRequest>(cases[0]);
        round_trip::<nim_ranges::NimRangesRequest>(cases[1]);
        round_trip::<river::RiverRequest>(cases[2]);
        round_trip::<two_piles_k::TwoPilesKRequest>(cases[3]);
        round_trip::<power_race::PowerRaceRequest>(cases[4]);
        round_trip::<gcd_game::GcdGameRequest>(cases[5]);
    }
}

both! {
    fn bad_requests_are_refused_naming_the_field() {
        let cases: [(&[(&str, &str)], &str); 17] = [
            (&[("game", "split-piles"), ("piles", "1,0,3")], "piles: 0 is too small; give whole numbers from 1 to 10^9"),
            (&[("game", "split-piles"), ("piles", "5,-2")], "piles: '-2' is negative; give a whole number from 1 to 10^9"),
            (&[("game", "split-piles"), ("piles", "")], "piles: missing; give a list such as 1,3,4 or a range such as 1..3"),
            (&[("game", "prime-powers"), ("n", "1000000001")], "n: 1000000001 is above the limit of 10^9"),
            (&[("game", "nim-ranges"), ("groups", "2-1,3-0")], "groups: the 2nd item: m 0 is too small; give a whole number from 1 to 10^16"),
            (&[("game", "nim-ranges"), ("groups", "2-1,3")], "groups: the 2nd item ('3') is not a pair; write it as 2-3"),
            (&[("game", "nim-ranges"), ("groups", "")], "groups: missing; give the groups as pairs x-m, such as 2-1,3-2 (in cgt.solve, [[2, 1], [3, 2]])"),
            (&[("game", "half-nim"), ("piles", "2000000000000000001")], "piles: 2000000000000000001 is above the limit of 2000000000000000000"),
            (&[("game", "copies"), ("numbers", "100001")], "numbers: 100001 is above the limit of 100000"),
            (&[("game", "river"), ("rows", "3"), ("reclaimed", "1-1,2-2")], "reclaimed: the 2nd cell (2, 2) and the 1st cell (1, 1) are in different columns of the same or adjacent rows: no ship could pass, so they cannot both be reclaimed"),
            (&[("game", "river"), ("rows", "3"), ("reclaimed", "2-1,2-1")], "reclaimed: the 2nd cell (2, 1) repeats the 1st cell; list each cell once"),
            (&[("game", "river"), ("rows", "3"), ("reclaimed", "4-1")], "reclaimed: the 1st cell (4, 1) is off the river: its rows are 1 to 3, its columns 1 and 2"),
            (&[("game", "river"), ("rows", "3"), ("reclaimed", "1-3")], "reclaimed: the 1st item: column 3 is above the limit of 2"),
            (&[("game", "two-piles-k"), ("a", "1"), ("b", "1"), ("k", "0")], "k: 0 is too small; give a whole number from 1 to 10^18"),
            (&[("game", "power-race"), ("a", "2"), ("b", "4"), ("n", "10")], "n: a^b = 2^4 is not below n = 10; the game starts with a^b < n"),
            (&[("game", "power-race"), ("a", "2"), ("b", "31"), ("n", "10")], "b: 31 is above the limit of 30"),
            (&[("game", "gcd-game"), ("numbers", "4,6,8")], "numbers: the numbers' gcd is 2; the game starts from numbers whose gcd is 1"),
        ];
        for (pairs, message) in cases {
            assert_eq!(refusal(pairs), message, "{pairs:?}");
        }
        assert_eq!(
            refusal(&[("game", "powers-and-mod"), ("a", "-1"), ("b", "x")]),
            "a: '-1' is negative; give a whole number from 0 to 10^18; b: 'x' is not a whole number"
        );
        let too_many = vec!["1"; 100_001].join(",");
        assert_eq!(
            refusal(&[("game", "gcd-game"), ("numbers", &too_many)]),
            "numbers: more than 100000 numbers; the limit is 100000"
        );
        assert_eq!(
            refusal(&[("game", "half-nim"), ("piles", "1..101")]),
            "piles: more than 100 numbers; the limit is 100"
        );
    }
}

// The judges on bad input.

both! {
    fn judges_name_the_line_and_the_field() {
        let cases: [(&str, &str, &str); 22] = [
            ("split-piles", "3\n1 2\n", "line 2, a_3: missing: the input ends before it (a whole number from 1 to 10^9)"),
            ("split-piles", "3\n1 x 3\n", "line 2, a_2: 'x' is not a whole number"),
            ("split-piles", "0\n", "line 1, n: 0 is too small; give a whole number from 1 to 100000"),
            ("split-piles", "100001\n", "line 1, n: 100001 is above the limit of 100000"),
            ("split-piles", "2\n1 2 3\n", "line 2, input: '3' follows the end of the input; remove it"),
            ("split-piles", "", "line 1, n: missing: the input ends before it (a whole number from 1 to 100000)"),
            ("prime-powers", "2\n1\n0\n", "line 3, N (test 2): 0 is too small; give a whole number from 1 to 10^9"),
            ("prime-powers", "1001\n", "line 1, T: 1001 is above the limit of 1000"),
            ("nim-ranges", "2\n2 1\n3 10000000000000001\n", "line 3, m_2: 10000000000000001 is above the limit of 10^16"),
            ("half-nim", "1\n2\n4 -4\n", "line 3, a_2 (test 1): '-4' is negative; give a whole number from 1 to 2000000000000000000"),
            ("half-nim", "1\n101\n", "line 2, N (test 1): 101 is above the limit of 100"),
            ("copies", "1\n2\n1 100001\n", "line 3, h_2 (test 1): 100001 is above the limit of 100000"),
            ("river", "3 2\n1 1\n2 2\n", "line 3, r_2, c_2: cell 2 (2, 2) and cell 1 (1, 1) are in different columns of the same or adjacent rows: no ship could pass, so they cannot both be reclaimed"),
            ("river", "3 2\n2 1\n2 1\n", "line 3, r_2, c_2: cell 2 (2, 1) repeats cell 1; list each cell once"),
            ("river", "3 4\n", "line 1, n: 4 is above the limit of 3"),
            ("river", "3 1\n4 1\n", "line 2, r_1: 4 is above the limit of 3"),
            ("river", "3 1\n1 3\n", "line 2, c_1: 3 is above the limit of 2"),
            ("two-piles-k", "21 2\n", "line 1, t: 21 is above the limit of 20"),
            ("powers-and-mod", "1\n1 1000000000000000001\n", "line 2, b (test 1): 1000000000000000001 is above the limit of 10^18"),
            ("power-race", "2 4 10\n", "line 1, n: a^b = 2^4 is not below n = 10; the game starts with a^b < n"),
            ("power-race", "10001 1 1000000000\n", "line 1, a: 10001 is above the limit of 10000"),
            ("gcd-game", "3\n2 4 6\n", "line 2, A_1 ... A_3: the numbers' gcd is 2; the game starts from numbers whose gcd is 1"),
        ];
        for (game, input, message) in cases {
            assert_eq!(judge_refusal(game, input), message, "{game}: {input:?}");
        }
        assert_eq!(
            judge("chess", "1"),
            Err(JudgeError { line: 0, field: "game".into(), message: "no judge for 'chess'".into() })
        );
    }
}

both! {
    fn judges_read_tokens_across_lines_and_spaces() {
        assert_eq!(judged("split-piles", "3 1\r\n2\n\n  3"), "2\n1\n1\n");
        assert_eq!(judged("gcd-game", "1\n1\n"), "Second\n");
        assert_eq!(judged("river", "5 0\n"), "WIN\n");
    }
}

both! {
    fn judges_take_the_contests_largest_inputs() {
        // Codeforces 705B: 10^5 piles of 10^9; AGC 010 D: 10^5 numbers of 10^9 (gcd 1).
        let piles = vec!["1000000000"; 100_000].join(" ");
        let output = judged("split-piles", &format!("100000\n{piles}\n"));
        // Each pile of 10^9 (even) is worth 1: the first player wins the odd prefixes.
        let expected: Vec<&str> = (1..=100_000).map(|k| if k % 2 == 1 { "1" } else { "2" }).collect();
        assert_eq!(output.lines().collect::<Vec<_>>(), expected);
        let mut numbers = vec!["1000000000"; 100_000];
        numbers[0] = "999999999";
        let output = judged("gcd-game", &format!("100000\n{}\n", numbers.join(" ")));
        assert_eq!(output, "First\n");
        // Codeforces 15C: 10^5 groups at 10^16.
        let groups = vec!["10000000000000000 10000000000000000"; 100_000].join("\n");
        assert_eq!(judged("nim-ranges", &format!("100000\n{groups}\n")), "bolik\n");
        // Codeforces 167C: 10^4 pairs at 10^18; Codeforces 39E at its limits.
        let pairs = vec!["1000000000000000000 999999999999999999"; 10_000].join("\n");
        assert_eq!(judged("powers-and-mod", &format!("10000\n{pairs}\n")).lines().count(), 10_000);
        for input in ["10000 1 1000000000\n", "1 1 1000000000\n", "2 29 1000000000\n"] {
            let output = judged("power-race", input);
            assert!(["Stas\n", "Masha\n", "Missing\n"].contains(&output.as_str()), "{input}: {output}");
        }
    }
}

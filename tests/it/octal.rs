//! Octal games: codes, the naive and sparse-space tables against the recursive oracle and the
//! OEIS, and periods proven by the Guy-Smith bound checked far beyond their proofs.

use cgt_playground::solve::octal::{
    CodeError, FULL_CHECK_OPTIONS, GrundyFill, Leaves, MAX_CODE_DIGITS, Method, OctalCode,
    SparseStats, explain, for_each_option, group_digits, grundy_values, grundy_values_naive,
    option_count, proof_window, proven_period,
};
use cgt_playground::solve::period::Period;

use crate::both;
use crate::oracle::{Rng, octal_table};

fn code(text: &str) -> OctalCode {
    OctalCode::parse(text).unwrap_or_else(|error| panic!("{text} is refused: {error}"))
}

fn fill(code: &OctalCode, n: u32, method: Method) -> (Vec<u32>, GrundyFill) {
    let mut fill = GrundyFill::new(code.clone(), n, method);
    fill.advance(u64::MAX);
    (fill.values().to_vec(), fill)
}

/// Every code d0.d1d2 with d0 in {0, 4} (the digit 0 after the point included: 0.0 and 4.0).
fn two_digit_codes() -> Vec<String> {
    let mut codes = Vec::new();
    for whole in ["0", "4"] {
        for d1 in 0..8 {
            codes.push(format!("{whole}.{d1}"));
            for d2 in 0..8 {
                codes.push(format!("{whole}.{d1}{d2}"));
            }
        }
    }
    codes
}

/// Deterministic samples of longer codes: `count` codes of `digits` digits after the point.
fn sampled_codes(seed: u64, count: usize, digits: usize) -> Vec<String> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|_| {
            let whole = if rng.below(4) == 0 { "4" } else { "0" };
            let fraction: String =
                (0..digits).map(|_| char::from(b'0' + rng.below(8) as u8)).collect();
            format!("{whole}.{fraction}")
        })
        .collect()
}

both! {
    fn codes_are_read_in_every_usual_spelling_and_written_canonically() {
        let cases = [
            ("0.77", "0.77"), (".07", "0.07"), ("·137", "0.137"), ("0·007", "0.007"),
            (" 4.7 ", "4.7"), ("0.770", "0.77"), ("0.0", "0.0"), ("4.000", "4.0"), ("0.1370", "0.137"),
        ];
        for (text, canonical) in cases {
            assert_eq!(code(text).to_string(), canonical, "{text:?}");
        }
        let longest = format!("0.{}", "7".repeat(MAX_CODE_DIGITS));
        assert_eq!(code(&longest).max_removal(), MAX_CODE_DIGITS as u32);
        assert_eq!(code(&format!("{longest}000")).to_string(), longest);
        assert_eq!(code("0.07").max_removal(), 2);
        assert_eq!(code("0.0").max_removal(), 0);
        assert!(code("4.0").has_splits() && code("0.04").has_splits() && !code("0.33").has_splits());
        assert_eq!(code("0.77").name(), Some("Kayles"));
        assert_eq!(code(".007").name(), Some("Treblecross"));
        assert_eq!(code("0.6").name(), None);
    }
}

both! {
    fn bad_codes_are_refused_with_a_reason() {
        let too_long = format!("0.{}", "1".repeat(MAX_CODE_DIGITS + 1));
        let cases = [
            ("", CodeError::Empty),
            ("   ", CodeError::Empty),
            ("77", CodeError::Point),
            ("0.7.7", CodeError::Point),
            ("1.7", CodeError::Whole('1')),
            ("2.7", CodeError::Whole('2')),
            ("7.7", CodeError::Whole('7')),
            ("44.7", CodeError::LongWhole),
            ("x.7", CodeError::NotOctal('x')),
            ("9.7", CodeError::NotOctal('9')),
            ("0.", CodeError::NoDigits),
            ("0.8", CodeError::NotOctal('8')),
            ("0.79", CodeError::NotOctal('9')),
            ("0.7a", CodeError::NotOctal('a')),
            ("0.-7", CodeError::NotOctal('-')),
            (too_long.as_str(), CodeError::TooLong(MAX_CODE_DIGITS + 1)),
        ];
        for (text, error) in cases {
            assert_eq!(OctalCode::parse(text), Err(error.clone()), "{text:?}");
            assert!(!error.to_string().is_empty());
        }
        assert_eq!(CodeError::NotOctal('8').to_string(), "8 is not an octal digit; each digit is 0 to 7");
        assert_eq!(
            CodeError::Whole('3').to_string(),
            "the digit before the point is for removing 0 tokens: only 0 or 4 (split a heap in two) \
             make sense, not 3, which would allow moves that change nothing"
        );
    }
}

both! {
    fn the_meaning_of_each_digit_is_spelled_out() {
        assert_eq!(code("0.07").meaning(), [
            "d2 = 7: remove 2 tokens: a whole heap of 2, or from a heap of more than 2, leaving \
             one heap, or from inside a heap of at least 4, leaving two non-empty heaps"
        ]);
        assert_eq!(code("4.12").meaning(), [
            "d0 = 4: split a heap into two non-empty heaps without removing any token",
            "d1 = 1: remove 1 token: a whole heap of 1",
            "d2 = 2: remove 2 tokens: from a heap of more than 2, leaving one heap",
        ]);
        assert_eq!(code("0.0").meaning(), ["every digit is 0: no move at all, every heap is a P-position"]);
    }
}

both! {
    fn every_method_matches_the_oracle_on_every_two_digit_code_up_to_300() {
        for text in two_digit_codes() {
            let code = code(&text);
            let oracle = octal_table(code.digits(), 300);
            assert_eq!(grundy_values_naive(&code, 300), oracle, "{text}");
            for method in [Method::Naive, Method::SparseSpace, Method::SparseSpaceThenPeriod] {
                assert_eq!(fill(&code, 300, method).0, oracle, "{text} by {method:?}");
            }
            assert_eq!(grundy_values(&code, 300), oracle, "{text}");
        }
    }
}

both! {
    fn every_method_matches_the_oracle_on_sampled_longer_codes_up_to_300() {
        let mut codes = sampled_codes(7, 40, 3);
        codes.extend(sampled_codes(8, 12, 6));
        codes.extend(sampled_codes(9, 4, MAX_CODE_DIGITS));
        codes.extend(["0.137", "0.007", "0.6", "0.16", "4.7", "0.0000007", "0.4", "0.04"].map(String::from));
        for text in codes {
            let code = code(&text);
            let oracle = octal_table(code.digits(), 300);
            assert_eq!(grundy_values_naive(&code, 300), oracle, "{text}");
            for method in [Method::SparseSpace, Method::SparseSpaceThenPeriod] {
                assert_eq!(fill(&code, 300, method).0, oracle, "{text} by {method:?}");
            }
        }
    }
}

both! {
    fn the_sparse_space_method_equals_the_naive_one_on_long_runs() {
        // Games with rare values dying out (Kayles, 0.177), classes by the heap's parity too
        // (0.117, 0.127), values that keep growing (0.6, 0.007), and periodic ones without any
        // sparse split (0.07).
        for text in ["0.77", "0.177", "0.117", "0.127", "0.16", "0.6", "0.07", "0.007", "4.7", "0.051"] {
            let code = code(text);
            let (naive, _) = fill(&code, 2500, Method::Naive);
            let (sparse, run) = fill(&code, 2500, Method::SparseSpace);
            assert_eq!(sparse, naive, "{text}");
            let stats = run.stats();
            assert!(stats.period_from.is_none(), "{text}");
            assert!(stats.rare_pairs + stats.scanned_pairs <= stats.naive_pairs, "{text}: {stats:?}");
            assert_eq!(fill(&code, 2500, Method::SparseSpaceThenPeriod).0, naive, "{text}");
        }
    }
}

both! {
    fn the_split_loop_is_right_past_its_smallest_table() {
        // 4.777…7 (32 digits): values pass 256 at heap 244, where the stamp table grows from
        // 2^8 to 2^12 entries and the split loop changes copies.
        let code = code("4.7777777777777777777777777777777");
        let oracle = octal_table(code.digits(), 400);
        assert!(oracle.iter().any(|&value| value >= 256), "the values pass 2^8");
        for method in [Method::Naive, Method::SparseSpace] {
            assert_eq!(fill(&code, 400, method).0, oracle, "by {method:?}");
        }
    }
}

both! {
    fn the_classes_make_kayles_cheap_and_use_the_heap_parity_where_it_helps() {
        let (_, kayles) = fill(&code("0.77"), 2500, Method::SparseSpace);
        let stats = kayles.stats();
        let classes = stats.classes.expect("Kayles has rare values");
        assert_eq!((classes.mask, classes.by_heap_parity), (15, false));
        // Kayles' rare values 0, 3, 5 and 6 (an even number of 1 bits) occur at 9 heaps only.
        assert_eq!(stats.rare_heaps, 9);
        assert!(stats.rare_pairs + stats.scanned_pairs < stats.naive_pairs / 20, "{stats:?}");
        let (_, dawson) = fill(&code("0.117"), 2500, Method::SparseSpace);
        let classes = dawson.stats().classes.expect("0.117 has rare heaps");
        assert!(classes.by_heap_parity, "{classes:?}");
        // 0.07 is periodic, but no mask makes its heaps rare: every split is evaluated.
        let (_, plain) = fill(&code("0.07"), 2500, Method::SparseSpace);
        assert_eq!(plain.stats().classes, None);
    }
}

/// One sequence of `data/oeis_octal.txt`.
struct Published {
    sequence: String,
    offset: u32,
    games: Vec<(String, u32)>,
    period: Option<(u32, u32)>,
    terms: Vec<u32>,
}

fn published() -> Vec<Published> {
    let text = include_str!("data/oeis_octal.txt");
    let mut all: Vec<Published> = Vec::new();
    for line in text.lines().filter(|line| !line.starts_with('#') && !line.trim().is_empty()) {
        let (key, value) = line.split_once(' ').expect("each line is a key and a value");
        let numbers = |text: &str| -> Vec<u32> {
            text.split(',').map(|item| item.trim().parse().expect("a number")).collect()
        };
        if key == "sequence" {
            all.push(Published {
                sequence: value.to_string(),
                offset: 0,
                games: Vec::new(),
                period: None,
                terms: Vec::new(),
            });
            continue;
        }
        let entry = all.last_mut().expect("a block starts with its sequence line");
        match key {
            "offset" => entry.offset = value.parse().expect("an offset"),
            "games" => {
                entry.games = value
                    .split(',')
                    .map(|game| {
                        let (code, shift) = game.trim().split_once(' ').expect("code and shift");
                        (code.to_string(), shift.parse().expect("a shift"))
                    })
                    .collect()
            }
            "period" => {
                let (length, start) = value.split_once(" from ").expect("period P from N");
                entry.period =
                    Some((length.parse().expect("a period"), start.parse().expect("a start")));
            }
            "terms" => entry.terms = numbers(value),
            other => panic!("unknown key {other}"),
        }
    }
    all
}

both! {
    fn every_published_term_is_reproduced_by_every_game_it_names() {
        let sequences = published();
        assert_eq!(sequences.len(), 11);
        for entry in &sequences {
            assert!(entry.terms.len() >= 80, "{}", entry.sequence);
            for (text, shift) in &entry.games {
                let code = code(text);
                let last = entry.offset + shift + entry.terms.len() as u32 - 1;
                let values = grundy_values(&code, last);
                let naive = grundy_values_naive(&code, last);
                assert_eq!(values, naive, "{text}");
                for (i, &term) in entry.terms.iter().enumerate() {
                    let heap = entry.offset + shift + i as u32;
                    assert_eq!(values[heap as usize], term, "{} for {text}: G({heap})", entry.sequence);
                }
            }
        }
    }
}

both! {
    fn every_published_period_is_the_least_one_the_values_prove() {
        for entry in published() {
            let Some((length, start)) = entry.period else { continue };
            // The long one (A071464, last exception at 46577) has a test of its own.
            if start > 10_000 {
                continue;
            }
            for (text, shift) in &entry.games {
                let code = code(text);
                let window = proof_window(&code, Period { start: start + shift, length });
                let values = fill(&code, window.last_read as u32 + 200, Method::SparseSpace).0;
                assert_eq!(proven_period(&code, &values), Some(Period { start: start + shift, length }), "{text}");
                // One value short of the proof, nothing is proven yet at that start.
                let short = &values[..window.last_read as usize];
                assert_ne!(proven_period(&code, short).map(|p| p.start), Some(start + shift), "{text}");
            }
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
fn the_period_of_0_127_after_its_last_exception_at_46577_is_proven() {
    // Gangolli and Plambeck's result (OEIS A071464): period 4 from 46578. The classes by the
    // heap's parity make this run take well under a second in a release build.
    let code = code("0.127");
    let window = proof_window(&code, Period { start: 46578, length: 4 });
    assert_eq!(window.last_read, 2 * 46578 + 2 * 4 + 3 - 1);
    let (values, run) = fill(&code, window.last_read as u32, Method::SparseSpace);
    assert!(run.stats().classes.is_some_and(|classes| classes.by_heap_parity));
    assert_eq!(proven_period(&code, &values), Some(Period { start: 46578, length: 4 }));
    assert_ne!(values[46577], values[46581]);
    assert_eq!(proven_period(&code, &values[..values.len() - 1]), None);
}

/// The least (start, length) whose proof window the values verify, by trying every pair.
fn first_proven_by_window(code: &OctalCode, values: &[u32]) -> Option<Period> {
    let len = values.len() as u64;
    for start in 0..values.len() as u32 {
        for length in 1..values.len() as u32 {
            let period = Period { start, length };
            let window = proof_window(code, period);
            if window.last_read >= len {
                break;
            }
            let repeats = (window.start..window.end)
                .all(|n| values[n as usize] == values[(n + u64::from(length)) as usize]);
            if repeats {
                return Some(period);
            }
        }
    }
    None
}

both! {
    fn proven_periods_match_trying_every_window_and_hold_far_beyond_it() {
        let mut codes = two_digit_codes();
        codes.extend(sampled_codes(21, 30, 3));
        for text in codes {
            let code = code(&text);
            // Computed without the period's help, so that the check is independent.
            let values = fill(&code, 2000, Method::SparseSpace).0;
            for prefix in [30usize, 60, 120, 240] {
                let found = proven_period(&code, &values[..prefix]);
                assert_eq!(found, first_proven_by_window(&code, &values[..prefix]), "{text}, {prefix} values");
                if let Some(Period { start, length }) = found {
                    for n in start as usize..values.len() - length as usize {
                        assert_eq!(values[n], values[n + length as usize], "{text}: period {length} from {start} fails at {n}");
                    }
                }
            }
        }
    }
}

both! {
    fn the_bound_counts_n0_as_1_when_the_period_starts_at_0() {
        // 0.04: G(0..=3) = 0 and G(4) = 1 (4 = 1 + 2 + 1). With 2 n0 + p + t for n0 = 0 the
        // four zeros would "prove" period 1 from 0; the split 2 = 1 + 1 of heap 4 has no
        // counterpart in heap 3.
        let code = code("0.04");
        let values = grundy_values_naive(&code, 40);
        assert_eq!(&values[..5], [0, 0, 0, 0, 1]);
        assert_eq!(proven_period(&code, &values[..4]), None);
        assert_eq!(proven_period(&code, &values[..5]), None);
        let window = proof_window(&code, Period { start: 0, length: 1 });
        assert_eq!((window.start, window.end, window.last_read), (0, 5, 5));
        // Without splits the subtraction-game bound: t values repeating (t + 1 from 0).
        let take = proof_window(&self::code("0.33"), Period { start: 0, length: 3 });
        assert_eq!((take.end, take.last_read), (3, 5));
        let later = proof_window(&self::code("0.33"), Period { start: 4, length: 3 });
        assert_eq!((later.end, later.last_read), (6, 8));
        assert_eq!(proven_period(&self::code("0.33"), &grundy_values_naive(&self::code("0.33"), 5)), Some(Period { start: 0, length: 3 }));
    }
}

both! {
    fn the_period_shortcut_reads_kayles_up_to_2_to_the_20_off_its_proven_period() {
        let code = code("0.77");
        let (values, run) = fill(&code, 1 << 20, Method::SparseSpaceThenPeriod);
        let (period, from) = run.stats().period_from.expect("Kayles' period is proven by heap 256");
        assert_eq!(period, Period { start: 71, length: 12 });
        assert_eq!(from, 256);
        assert_eq!(values.len(), (1 << 20) + 1);
        let sparse = fill(&code, 3000, Method::SparseSpace).0;
        assert_eq!(values[..=3000], sparse[..]);
        for n in 71..values.len() - 12 {
            assert_eq!(values[n], values[n + 12]);
        }
        assert!(run.work() < 3 << 20, "{}", run.work());
    }
}

both! {
    fn explanations_list_the_options_their_values_and_the_mex() {
        let kayles = code("0.77");
        let values = grundy_values_naive(&kayles, 40);
        let cell = explain(&kayles, &values, 4, 50).expect("4 is in the table");
        assert_eq!(cell.sentence(), "G(4) = mex{G(3), G(1)⊕G(2), G(2), G(1)⊕G(1)} = mex{3, 3, 2, 0} = 1");
        assert_eq!(cell.option_count, 4);
        assert_eq!(cell.witnesses.len(), 1);
        assert_eq!(cell.witnesses[0].leaves, Leaves::Two(1, 1));
        assert_eq!(cell.witnesses[0].describe(), "take 2, leaving 1 + 1");
        assert_eq!(explain(&kayles, &values, 0, 50).expect("0").sentence(), "G(0) = mex{} = 0");
        assert_eq!(explain(&kayles, &values, 1, 50).expect("1").sentence(), "G(1) = mex{0} = 1");
        assert!(explain(&kayles, &values, 41, 50).is_none());
        // Long lists are summarised; the witnesses still prove the mex.
        let big = explain(&kayles, &values, 40, 5).expect("40");
        assert_eq!(big.options.len(), 5);
        assert_eq!(big.option_count, 2 + 19 + 19);
        assert_eq!(big.sentence(), format!("G(40) = mex of 40 option values = {}", values[40]));
        for (value, witness) in big.witnesses.iter().enumerate() {
            assert_eq!(witness.value, value as u32);
        }
        // Every explanation agrees with the table, in every game of two digits.
        for text in two_digit_codes() {
            let code = code(&text);
            let values = grundy_values_naive(&code, 60);
            for heap in 0..=60u32 {
                let cell = explain(&code, &values, heap, 1000).expect("in the table");
                assert_eq!(cell.value, values[heap as usize], "{text}: {heap}");
                assert_eq!(cell.options.len() as u64, cell.option_count);
                assert!(cell.options.iter().all(|option| option.value != cell.value), "{text}: {heap}");
            }
        }
        let split = explain(&code("4.7"), &grundy_values_naive(&code("4.7"), 10), 5, 50).expect("5");
        assert!(split.options.iter().any(|option| option.describe() == "split into 1 + 4"));
    }
}

both! {
    fn heaps_with_millions_of_options_are_explained_by_witnesses_of_the_table_value() {
        let kayles = code("0.77");
        let n = 4_000_000;
        let values = grundy_values(&kayles, n);
        assert!(option_count(&kayles, n) > FULL_CHECK_OPTIONS);
        let cell = explain(&kayles, &values, n, 12).expect("in the table");
        assert!(!cell.mex_checked);
        assert_eq!(cell.value, values[n as usize]);
        assert_eq!(cell.options.len(), 12);
        assert_eq!(cell.option_count, option_count(&kayles, n));
        assert_eq!(cell.witnesses.len(), cell.value as usize);
        for (value, witness) in cell.witnesses.iter().enumerate() {
            assert_eq!(witness.value, value as u32);
        }
        // The full pass agrees: the table's value is the mex of every option.
        let mut seen = [false; 32];
        let mut count = 0u64;
        assert!(for_each_option(&kayles, &values, n, |option| {
            seen[option.value as usize] = true;
            count += 1;
            true
        }));
        assert_eq!(count, cell.option_count);
        assert_eq!(seen.iter().position(|&s| !s), Some(cell.value as usize));
        let small = explain(&kayles, &values, 1000, 12).expect("in the table");
        assert!(small.mex_checked);
        for heap in [0u32, 1, 2, 7, 1000, 4_000_000] {
            let mut visited = 0u64;
            for_each_option(&kayles, &values, heap, |_| {
                visited += 1;
                true
            });
            assert_eq!(option_count(&kayles, heap), visited, "{heap}");
        }
    }
}

#[test]
fn explanations_say_the_options_the_mex_and_who_wins_in_words() {
    let kayles = code("0.77");
    let values = grundy_values_naive(&kayles, 40);
    let cell = explain(&kayles, &values, 4, 50).expect("4 is in the table");
    assert_eq!(
        cell.options_text(&values),
        "Options: take 1, leaving 3: G(3) = 3; take 1, leaving 1 + 2: G(1)⊕G(2) = 1⊕2 = 3; \
         take 2, leaving 2: G(2) = 2; take 2, leaving 1 + 1: G(1)⊕G(1) = 1⊕1 = 0."
    );
    assert_eq!(
        cell.mex_text(),
        "Values below the mex, each reached: 0 by G(1)⊕G(1); 1 is reached by no option, so the mex is 1."
    );
    assert_eq!(
        cell.verdict(6),
        "4 is an N-position: the player to move wins by a move to a P-position (take 2, leaving 1 + 1)."
    );
    assert_eq!(cell.witness_heaps(), vec![1, 1]);
    let big = explain(&kayles, &values, 40, 5).expect("40");
    assert!(
        big.options_text(&values)
            .starts_with("The first 5 of 40 options: take 1, leaving 39: G(39) = ")
    );
    let empty = explain(&kayles, &values, 0, 50).expect("0");
    assert_eq!(empty.mex_text(), "0 is not among the options' values, so the mex is 0.");
    assert_eq!(
        empty.verdict(6),
        "0 is a P-position: no move is possible, so the player to move loses."
    );
    assert!(empty.witness_heaps().is_empty());
    let dawson = code("0.07");
    let values = grundy_values_naive(&dawson, 20);
    let lost = explain(&dawson, &values, 5, 50).expect("5");
    assert_eq!(
        lost.verdict(6),
        "5 is a P-position: every move leads to an N-position, so the player to move loses."
    );
    // Too many options to recheck: the witnesses stand for the table's value.
    let n = FULL_CHECK_OPTIONS as u32 + 10;
    let values = grundy_values(&kayles, n);
    assert!(option_count(&kayles, n) > FULL_CHECK_OPTIONS);
    let huge = explain(&kayles, &values, n, 12).expect("in the table");
    let count = group_digits(huge.option_count);
    assert!(huge.mex_text().ends_with(&format!(
        "That no option reaches {} is the table's result: the {count} options are not all rechecked here.",
        huge.value
    )));
}

#[test]
fn the_sparse_space_record_is_said_in_words() {
    let mut stats = SparseStats::default();
    assert_eq!(
        stats.classes_text(false),
        "No move splits a heap: each value is the mex of at most t values before it."
    );
    assert!(stats.classes_text(true).starts_with("No mask makes fewer than one heap in "));
    stats.rare_pairs = 1_500;
    stats.scanned_pairs = 20;
    stats.full_scans = 1;
    stats.naive_pairs = 2_000_000;
    assert_eq!(
        stats.work_text(),
        "Split options evaluated: 1\u{2009}520 (1\u{2009}500 pairing rare heaps, 20 scanning; 1 full \
         scan) where the naive method evaluates 2\u{2009}000\u{2009}000."
    );
    assert_eq!(stats.shortcut_text(100), None);
    stats.period_from = Some((Period { start: 4, length: 12 }, 90));
    assert_eq!(
        stats.shortcut_text(100).as_deref(),
        Some(
            "At heap 90 the values proved period 12 from 4: G(90) to G(100) were read off the period."
        )
    );
    let kayles = code("0.77");
    let mut fill = GrundyFill::new(kayles, 2_000, Method::SparseSpace);
    fill.advance(u64::MAX);
    let text = fill.stats().classes_text(true);
    assert!(text.starts_with("Sparse space: ") && text.contains(" heaps are rare."), "{text}");
}

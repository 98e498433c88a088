//! The request layer: the same parsers and messages for URLs, forms and `cgt.solve`.

use cgt_playground::api::Request;
use cgt_playground::api::fields::{
    MAX_QUERY_PAIRS, format_number_list, number_text, parse_count, parse_in_range,
    parse_number_list,
};
use cgt_playground::api::nim::NimMoveAnswer;
use cgt_playground::api::octal::{OctalJob, OctalRequest};
use cgt_playground::api::subtraction::{MAX_N, PeriodAnswer, SubtractionRequest};
use cgt_playground::api::take_away::TakeAnswer;
use cgt_playground::api::wythoff::PilesAnswer;
use cgt_playground::api::{Answer, Count, Fields, Winner, solve};
use cgt_playground::solve::stepwise::run_to_end;

use crate::both;

fn fields(pairs: &[(&str, &str)]) -> Fields {
    let mut fields = Fields::new();
    for (name, value) in pairs {
        fields.set(name, *value);
    }
    fields
}

/// The message `solve` gives for these fields; the test fails if they are accepted.
fn refusal(pairs: &[(&str, &str)]) -> String {
    match solve(&fields(pairs)) {
        Ok(answer) => panic!("{pairs:?} was accepted: {answer:?}"),
        Err(errors) => cgt_playground::api::fields::describe(&errors),
    }
}

both! {
    fn solves_the_issue_example() {
        let answer = solve(&fields(&[("game", "subtraction"), ("moves", "1,3,4"), ("n", "30")]));
        let Ok(Answer::Subtraction(answer)) = answer else { panic!("refused: {answer:?}") };
        assert_eq!(answer.values.len(), 31);
        assert_eq!(&answer.values[..8], [0, 1, 0, 1, 2, 3, 2, 0]);
        assert_eq!(answer.period, Some(PeriodAnswer { start: 0, length: 7 }));
    }
}

both! {
    fn too_few_values_give_no_period() {
        let answer = solve(&fields(&[("game", "subtraction"), ("moves", "1,3,4"), ("n", "9")]));
        let Ok(Answer::Subtraction(answer)) = answer else { panic!("refused: {answer:?}") };
        assert_eq!(answer.period, None);
    }
}

both! {
    fn bad_move_sets_are_refused_with_the_field_named() {
        let cases = [
            ("", "moves: missing; give a list such as 1,3,4 or a range such as 1..3"),
            (" , ,", "moves: missing; give a list such as 1,3,4 or a range such as 1..3"),
            ("0,1", "moves: 0 is too small; give whole numbers from 1 to 1000000"),
            ("1,-3", "moves: '-3' is negative; give a whole number from 1 to 1000000"),
            ("1,3,3", "moves: 3 is listed twice; list each move once"),
            ("1,x", "moves: 'x' is not a whole number"),
            ("1.5", "moves: '1.5' is not a whole number"),
            ("2000000", "moves: 2000000 is above the limit of 1000000"),
            ("99999999999999999999999", "moves: 99999999999999999999999 is above the limit of 1000000"),
            ("1..100", "moves: more than 63 numbers; the limit is 63"),
            ("5..2", "moves: the range 5..2 is empty (5 > 2)"),
            ("1..", "moves: '' is not a whole number"),
            ("1e+21", "moves: 1e+21 is above the limit of 1000000"),
            ("1e21", "moves: '1e21' is not a whole number"),
        ];
        for (moves, message) in cases {
            assert_eq!(refusal(&[("game", "subtraction"), ("moves", moves), ("n", "10")]), message, "moves = {moves:?}");
        }
    }
}

both! {
    fn bad_n_is_refused_with_the_limit() {
        let limit = format!("n: 1000001 is above the limit of {MAX_N}");
        let cases = [
            ("", "n: missing; give a whole number from 0 to 1000000"),
            ("-1", "n: '-1' is negative; give a whole number from 0 to 1000000"),
            ("ten", "n: 'ten' is not a whole number"),
            ("1000001", limit.as_str()),
        ];
        for (n, message) in cases {
            assert_eq!(refusal(&[("game", "subtraction"), ("moves", "1,2"), ("n", n)]), message, "n = {n:?}");
        }
        assert_eq!(
            refusal(&[("game", "subtraction"), ("moves", "1,2")]),
            "n: missing; give a whole number from 0 to 1000000"
        );
    }
}

both! {
    fn every_bad_field_is_reported_together() {
        assert_eq!(
            refusal(&[("game", "subtraction"), ("moves", "0"), ("n", "-2")]),
            "moves: 0 is too small; give whole numbers from 1 to 1000000; \
             n: '-2' is negative; give a whole number from 0 to 1000000"
        );
    }
}

both! {
    fn unknown_games_and_fields_are_refused() {
        let games = "alpha-beta, betting, copies, cops-robber, dag, division, fibonacci-nim, gcd-game, half-nim, hidden-evader, kings, max-dif, nim, nim-ranges, nim-table, octal, parallel, power-race, powers-and-mod, prime-powers, pursuit, river, split-piles, state-graph, subtraction, sums, take-away, treblecross, tree-path, two-piles-k, wythoff";
        assert_eq!(refusal(&[("moves", "1")]), format!("game: missing; one of {games}"));
        assert_eq!(refusal(&[("game", "chess")]), format!("game: unknown game 'chess'; one of {games}"));
        assert_eq!(
            refusal(&[("game", "subtraction"), ("moves", "1"), ("n", "3"), ("N", "4")]),
            "N: unknown field; expected game, moves, n"
        );
    }
}

both! {
    fn lists_accept_ranges_and_spaces() {
        assert_eq!(parse_number_list("f", "1..3, 7", 100, 10), Ok(vec![1, 2, 3, 7]));
        assert_eq!(parse_number_list("f", " 1 3  4 ", 100, 10), Ok(vec![1, 3, 4]));
        assert_eq!(parse_number_list("f", "1 .. 3", 100, 10), Ok(vec![1, 2, 3]));
        assert_eq!(parse_number_list("f", "1;2", 100, 10), Ok(vec![1, 2]));
        assert!(parse_number_list("f", "1..10", 100, 10).is_ok());
        assert!(parse_number_list("f", "1..11", 100, 10).is_err());
        assert!(parse_number_list("f", "0..4294967295", u64::MAX, 10).is_err());
    }
}

both! {
    fn lists_refuse_an_empty_entry_but_forgive_a_trailing_comma() {
        assert_eq!(parse_number_list("f", "5,3,", 100, 10), Ok(vec![5, 3]));
        assert!(parse_number_list("f", " , ,", 100, 10).expect_err("empty").message.starts_with("missing"));
        for text in ["5,,3", ",5", "5, ,3", "5;;3"] {
            let error = parse_number_list("f", text, 100, 10).expect_err(text);
            assert!(error.message.contains("empty entry"), "{text}: {}", error.message);
        }
    }
}

both! {
    fn limits_are_written_as_the_help_lines_write_them() {
        assert_eq!(number_text(1_000_000_000_000_000_000), "10^18");
        assert_eq!(number_text(1_000_000_000), "10^9");
        assert_eq!(number_text(1_000_000), "1000000");
        assert_eq!(number_text(1_048_576), "1048576");
        assert_eq!(number_text(1_000_001), "1000001");
        let error = parse_in_range("n", "-3", 0, 1_000_000_000_000_000_000).expect_err("negative");
        assert_eq!(error.message, "'-3' is negative; give a whole number from 0 to 10^18");
    }
}

both! {
    fn move_sets_are_written_compactly_and_read_back() {
        assert_eq!(format_number_list(&[1, 2, 3]), "1..3");
        assert_eq!(format_number_list(&[1, 3, 4]), "1,3,4");
        assert_eq!(format_number_list(&[1, 2, 3, 5, 7, 8, 9, 10]), "1..3,5,7..10");
        for moves in ["1..3", "1,3,4", "2,5,6", "1..63", "7"] {
            let set = SubtractionRequest::parse_moves(moves).expect("valid");
            assert_eq!(format_number_list(set.moves()), moves);
        }
    }
}

both! {
    fn requests_round_trip_through_the_url_query() {
        let request = SubtractionRequest::from_fields(&fields(&[("moves", "4,1,3"), ("n", "30")]))
            .expect("valid");
        let mut written = Fields::new();
        request.write_fields(&mut written);
        assert_eq!(written.to_query(), "moves=1,3,4&n=30");
        let read_back = SubtractionRequest::from_fields(&Fields::from_query(&written.to_query()));
        assert_eq!(read_back, Ok(request));
        assert_eq!(SubtractionRequest::default().moves_text(), "1,3,4");
    }
}

both! {
    fn queries_decode_percent_escapes_and_survive_garbage() {
        let parsed = Fields::from_query("moves=1%2C3%2C4&n=3+0&&=x&flag&bad=%zz%4");
        assert_eq!(parsed.get("moves"), Some("1,3,4"));
        assert_eq!(parsed.get("n"), Some("3 0"));
        assert_eq!(parsed.get("flag"), Some(""));
        assert_eq!(parsed.get("bad"), Some("%zz%4"));
        assert_eq!(parsed.get(""), Some("x"));
        let mut fields = Fields::new();
        fields.set("text", "a b&c=d/é");
        assert_eq!(Fields::from_query(&fields.to_query()).get("text"), Some("a b&c=d/é"));
        assert_eq!(fields.to_query(), "text=a%20b%26c%3Dd/%C3%A9");
        fields.set("text", "sub:1.3:5,kings:../x.:1-1,octal:0.07:3+5");
        assert_eq!(fields.to_query(), "text=sub:1.3:5,kings:../x.:1-1,octal:0.07:3%2B5");
    }
}

#[test]
fn a_query_escapes_every_byte_but_the_readable_ones_as_byte_by_byte_escaping_does() {
    // The oracle: each byte of the text on its own, kept when readable, else %XX.
    let escaped = |text: &str| -> String {
        let readable =
            |byte: u8| byte.is_ascii_alphanumeric() || "-._~,:/()".contains(byte as char);
        let byte = |byte: u8| {
            if readable(byte) { (byte as char).to_string() } else { format!("%{byte:02X}") }
        };
        text.bytes().map(byte).collect()
    };
    // Every text of up to four characters from an alphabet of readable, escaped and multibyte ones.
    let alphabet = ['a', 'Z', '7', '-', '~', '(', ' ', '&', '%', '+', '=', '\n', 'é', '€', '😀'];
    let mut level = vec![String::new()];
    let mut texts = level.clone();
    for _ in 0..4 {
        level = level
            .iter()
            .flat_map(|text| alphabet.iter().map(move |c| format!("{text}{c}")))
            .collect();
        texts.extend(level.iter().cloned());
    }
    assert_eq!(texts.len(), 1 + 15 + 15 * 15 + 15 * 15 * 15 + 15 * 15 * 15 * 15);
    let mut fields = Fields::new();
    for text in &texts {
        fields.set("text", text.as_str());
        assert_eq!(fields.to_query(), format!("text={}", escaped(text)), "{text:?}");
        assert_eq!(Fields::from_query(&fields.to_query()).get("text"), Some(text.as_str()));
    }
}

fn answer(pairs: &[(&str, &str)]) -> Answer {
    solve(&fields(pairs)).unwrap_or_else(|errors| panic!("{pairs:?} was refused: {errors:?}"))
}

both! {
    fn nim_answers_the_issue_examples() {
        let Answer::Nim(nim) = answer(&[("game", "nim"), ("piles", "5,3,8")]) else { panic!() };
        assert_eq!((nim.winner, nim.nim_sum), (Winner::First, Count(14)));
        let to_zero = |pile, take, to| NimMoveAnswer { pile, take: Count(take), to: Count(to) };
        assert_eq!(nim.winning_moves, [to_zero(2, 2, 6)]);
        let Answer::Nim(misere) = answer(&[("game", "nim"), ("piles", "1,1,5"), ("variant", "misère")])
        else {
            panic!()
        };
        assert_eq!(misere.winning_moves, [to_zero(2, 4, 1)]);
        let bounded = answer(&[("game", "nim"), ("piles", "5,3,8"), ("variant", "bounded"), ("k", "3")]);
        let Answer::Nim(bounded) = bounded else { panic!() };
        // 5, 3, 8 mod 4 are 1, 3, 0.
        assert_eq!(bounded.nim_sum, Count(1 ^ 3));
        let staircase = answer(&[("game", "nim"), ("piles", "3,9,2"), ("variant", "staircase")]);
        let Answer::Nim(staircase) = staircase else { panic!() };
        assert_eq!(staircase.nim_sum, Count(3 ^ 2));
        // Odd steps 1 and 3 hold 3 and 2 coins: one coin off step 1 makes them 2 and 2.
        assert_eq!(staircase.winning_moves, [to_zero(0, 1, 2)]);
    }
}

both! {
    fn one_heap_games_and_wythoff_answer() {
        let Answer::OneHeap(take_away) = answer(&[("game", "take-away"), ("n", "15"), ("k", "3")])
        else {
            panic!()
        };
        assert_eq!((take_away.winner, take_away.winning_moves), (Winner::First, vec![TakeAnswer { take: Count(3) }]));
        let Answer::OneHeap(fibonacci) = answer(&[("game", "fibonacci-nim"), ("n", "100")]) else { panic!() };
        assert_eq!(fibonacci.zeckendorf, Some(vec![Count(89), Count(8), Count(3)]));
        assert_eq!(fibonacci.winning_moves[0], TakeAnswer { take: Count(3) });
        let Answer::OneHeap(fibonacci) = answer(&[("game", "fibonacci-nim"), ("n", "89")]) else { panic!() };
        assert_eq!((fibonacci.winner, fibonacci.winning_moves.len()), (Winner::Second, 0));
        let Answer::Wythoff(wythoff) = answer(&[("game", "wythoff"), ("a", "4"), ("b", "7")]) else { panic!() };
        assert_eq!((wythoff.winner, wythoff.grundy), (Winner::Second, Some(0)));
        let Answer::Wythoff(wythoff) = answer(&[("game", "wythoff"), ("a", "5"), ("b", "7")]) else { panic!() };
        assert_eq!(wythoff.winner, Winner::First);
        assert!(wythoff.winning_moves.contains(&PilesAnswer { a: Count(4), b: Count(7) }));
        let huge = answer(&[("game", "wythoff"), ("a", "1000000000000000000"), ("b", "3")]);
        let Answer::Wythoff(huge) = huge else { panic!() };
        assert_eq!(huge.grundy, None, "no table that large");
        assert_eq!(huge.winning_moves, [PilesAnswer { a: Count(5), b: Count(3) }]);
    }
}

both! {
    fn bad_nim_family_requests_are_refused_with_the_field_named() {
        let cases: [(&[(&str, &str)], &str); 12] = [
            (&[("game", "nim"), ("piles", "5,-3")], "piles: '-3' is negative; give a whole number from 0 to 10^18"),
            (&[("game", "nim"), ("piles", "5,x")], "piles: 'x' is not a whole number"),
            (&[("game", "nim"), ("piles", "1..65")], "piles: more than 64 numbers; the limit is 64"),
            (&[("game", "nim"), ("piles", "2000000000000000000")], "piles: 2000000000000000000 is above the limit of 10^18"),
            (&[("game", "nim"), ("piles", "5"), ("variant", "bounded"), ("k", "0")], "k: 0 is too small; give a whole number from 1 to 10^18"),
            (&[("game", "nim"), ("piles", "5"), ("variant", "bounded")], "k: missing; bounded Nim needs k from 1 to 10^18"),
            (&[("game", "nim"), ("piles", "5"), ("k", "2")], "k: only the bounded variant takes k"),
            (&[("game", "nim"), ("piles", "5"), ("variant", "poker")], "variant: 'poker' is not one of normal, misere, bounded, staircase"),
            (&[("game", "nim")], "piles: missing; give a list such as 1,3,4 or a range such as 1..3"),
            (&[("game", "take-away"), ("n", "10"), ("k", "0")], "k: 0 is too small; give a whole number from 1 to 10^18"),
            (&[("game", "fibonacci-nim"), ("n", "0")], "n: 0 is too small; give a whole number from 1 to 10^18"),
            (&[("game", "wythoff"), ("a", "1e9"), ("b", "3")], "a: '1e9' is not a whole number"),
        ];
        for (pairs, message) in cases {
            assert_eq!(refusal(pairs), message, "{pairs:?}");
        }
    }
}

both! {
    fn betting_answers_and_refuses() {
        let Answer::Betting(five_three) = answer(&[("game", "betting"), ("black", "5"), ("red", "3")]) else {
            panic!()
        };
        assert_eq!(five_three.exact.as_deref(), Some("32/7"));
        assert!((five_three.multiplier - 32.0 / 7.0).abs() < 1e-12);
        assert!((five_three.log2_multiplier - (32.0f64 / 7.0).log2()).abs() < 1e-12);
        assert_eq!(five_three.bet.colour, "black");
        assert_eq!((five_three.bet.fraction, five_three.bet.exact.as_deref()), (0.25, Some("1/4")), "(5 - 3) / 8");
        let Answer::Betting(even) = answer(&[("game", "betting"), ("black", "4"), ("red", "4")]) else { panic!() };
        assert_eq!((even.bet.colour, even.bet.fraction), ("none", 0.0));
        // Every even box bets nothing, not a rounding residue (100/100 once bet 2.2e-16 on black).
        for n in ["10", "99", "100", "101", "500", "1000"] {
            let Answer::Betting(even) = answer(&[("game", "betting"), ("black", n), ("red", n)]) else { panic!() };
            assert_eq!((even.bet.colour, even.bet.fraction), ("none", 0.0), "{n} black and {n} red");
        }
        let Answer::Betting(huge) = answer(&[("game", "betting"), ("black", "2000"), ("red", "0")]) else { panic!() };
        assert_eq!((huge.multiplier, huge.exact), (f64::INFINITY, None));
        assert!((huge.log2_multiplier - 2000.0).abs() < 1e-9);
        let cases: [(&[(&str, &str)], &str); 3] = [
            (&[("game", "betting"), ("black", "-5"), ("red", "3")], "black: '-5' is negative; give a whole number from 0 to 2000"),
            (&[("game", "betting"), ("black", "1500"), ("red", "600")], "red: the box holds 2100 objects; at most 2000 are supported"),
            (&[("game", "betting"), ("black", "five")], "black: 'five' is not a whole number; red: missing; give a whole number from 0 to 2000"),
        ];
        for (pairs, message) in cases {
            assert_eq!(refusal(pairs), message, "{pairs:?}");
        }
    }
}

both! {
    fn octal_answers_with_values_and_the_proven_period() {
        let Answer::Octal(kayles) = answer(&[("game", "octal"), ("code", "0.77"), ("n", "30")]) else { panic!() };
        assert_eq!(&kayles.values[..12], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
        assert_eq!((kayles.values.len(), kayles.period), (31, None));
        let Answer::Octal(long) = answer(&[("game", "octal"), ("code", ".77"), ("n", "1048576")]) else { panic!() };
        assert_eq!(long.values.len(), 1_048_577);
        assert_eq!(long.period, Some(PeriodAnswer { start: 71, length: 12 }));
        let Answer::Octal(dawson) = answer(&[("game", "octal"), ("code", "0.07"), ("n", "200")]) else { panic!() };
        assert_eq!(dawson.period, Some(PeriodAnswer { start: 53, length: 34 }));
        let Answer::Octal(treblecross) = answer(&[("game", "octal"), ("code", "0.007"), ("n", "30")]) else { panic!() };
        assert_eq!(&treblecross.values[..12], [0, 0, 0, 1, 1, 1, 2, 2, 0, 3, 3, 1]);
        assert_eq!(treblecross.period, None);
        let Answer::Octal(split) = answer(&[("game", "octal"), ("code", "4.7"), ("n", "10")]) else { panic!() };
        assert_eq!(split.values, [0, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2]);
    }
}

both! {
    fn octal_refuses_bad_codes_sizes_and_fields() {
        let cases: [(&[(&str, &str)], &str); 8] = [
            (&[("game", "octal"), ("code", "0.78"), ("n", "10")], "code: 8 is not an octal digit; each digit is 0 to 7"),
            (&[("game", "octal"), ("code", "77"), ("n", "10")], "code: write one point between the digit for removing 0 tokens and the others, e.g. 0.77"),
            (&[("game", "octal"), ("code", "2.7"), ("n", "10")], "code: the digit before the point is for removing 0 tokens: only 0 or 4 (split a heap in two) make sense, not 2, which would allow moves that change nothing"),
            (&[("game", "octal"), ("n", "10")], "code: missing; give an octal code such as 0.77 (Kayles) or 0.07"),
            (&[("game", "octal"), ("code", "0.7"), ("n", "1048577")], "n: 1048577 is above the limit of 1048576"),
            (&[("game", "octal"), ("code", "0.7"), ("n", "-3")], "n: '-3' is negative; give a whole number from 0 to 1048576"),
            (&[("game", "octal"), ("code", "0.x"), ("n", "")], "code: 'x' is not an octal digit (0 to 7); n: missing; give a whole number from 0 to 1048576"),
            (&[("game", "octal"), ("code", "0.7"), ("n", "5"), ("moves", "1")], "moves: unknown field; expected game, code, n"),
        ];
        for (pairs, message) in cases {
            assert_eq!(refusal(pairs), message, "{pairs:?}");
        }
    }
}

both! {
    fn octal_requests_beyond_the_work_limit_say_how_far_it_goes() {
        // 0.007's values are not sparse: its table costs about n^2 / 4 split options.
        let request = OctalRequest { code: OctalRequest::parse_code("0.007").expect("valid"), n: 5000 };
        let outcome = run_to_end(Box::new(OctalJob::with_work_limit(&request, 1_000_000)));
        assert!(!outcome.is_complete());
        let reached = outcome.values.len() - 1;
        assert!((1500..2500).contains(&reached), "{reached}");
        assert!(outcome.work >= 1_000_000);
        let error = outcome.limit_error().expect("the limit stopped it");
        assert_eq!(error.field, "n");
        assert_eq!(
            error.message,
            format!("0.007 up to n = 5000 needs more than 1\u{2009}000\u{2009}000 steps (heaps plus split options evaluated): its values are not sparse enough for the fast method; values up to n = {reached} fit within the limit")
        );
        // The same job in small slices stops at the same heap.
        let mut job = OctalJob::with_work_limit(&request, 1_000_000);
        while !cgt_playground::solve::stepwise::Stepwise::advance(&mut job, 777) {}
        let sliced = cgt_playground::solve::stepwise::Stepwise::finish(Box::new(job));
        assert_eq!(sliced.values, outcome.values);
        // Kayles needs little work for any n.
        let kayles = OctalRequest { code: OctalRequest::parse_code("0.77").expect("valid"), n: 1 << 20 };
        assert!(run_to_end(Box::new(OctalJob::new(&kayles))).work < 3 << 20);
    }
}

both! {
    fn treblecross_answers_the_issue_example_and_huge_counts() {
        let Answer::Treblecross(two) = answer(&[("game", "treblecross"), ("boards", "X.....,.......")]) else { panic!() };
        // X..... leaves cells 4 to 6 free (G(3) = 1); seven empty cells have G(7) = 3.
        assert_eq!((two.grundy.clone(), two.total, two.winner), (vec![1, 3], 2, Winner::First));
        let Answer::Treblecross(even) = answer(&[("game", "treblecross"), ("boards", "X.....,......."), ("counts", "1000000000000000000,1")]) else { panic!() };
        assert_eq!((even.total, even.winner), (3, Winner::First));
        let Answer::Treblecross(lost) = answer(&[("game", "treblecross"), ("boards", "......,X..X..X"), ("counts", "1, 999999999999999999")]) else { panic!() };
        assert_eq!((lost.grundy.clone(), lost.total, lost.winner), (vec![0, 0], 0, Winner::Second));
        let Answer::Treblecross(none) = answer(&[("game", "treblecross"), ("boards", "......."), ("counts", "0")]) else { panic!() };
        assert_eq!((none.total, none.winner), (0, Winner::Second));
    }
}

both! {
    fn treblecross_refuses_bad_boards_and_counts() {
        let many = vec!["..."; 65].join(",");
        let long = ".".repeat(10_001);
        let cases: [(&[(&str, &str)], &str); 10] = [
            (&[("game", "treblecross")], "boards: missing; give boards such as X.....,....... (X marked, . unmarked)"),
            (&[("game", "treblecross"), ("boards", "X.X...")], "boards: board 1: cells 1 and 3 are both marked, 2 apart; a starting board has no two marks at distance 1 or 2 (the first player would win at once)"),
            (&[("game", "treblecross"), ("boards", "...,..")], "boards: board 2: 2 cells; a board has at least 3 (the paper's N(i) ≥ 3)"),
            (&[("game", "treblecross"), ("boards", "...,,...")], "boards: board 2: empty; write a board such as X..... (X marked, . unmarked)"),
            (&[("game", "treblecross"), ("boards", "..o")], "boards: board 1: cell 3 is 'o'; write X for a marked cell, . for an unmarked one and a number for that many unmarked cells (X12)"),
            (&[("game", "treblecross"), ("boards", long.as_str())], "boards: board 1: 10001 cells; at most 10000 are supported"),
            (&[("game", "treblecross"), ("boards", many.as_str())], "boards: 65 boards; at most 64 are supported"),
            (&[("game", "treblecross"), ("boards", "...,...."), ("counts", "1")], "counts: 1 count for 2 boards; give one count per board"),
            (&[("game", "treblecross"), ("boards", "..."), ("counts", "1000000000000000001")], "counts: 1000000000000000001 is above the limit of 10^18"),
            (&[("game", "treblecross"), ("boards", "XX."), ("counts", "x")], "boards: board 1: cells 1 and 2 are both marked, 1 apart; a starting board has no two marks at distance 1 or 2 (the first player would win at once); counts: 'x' is not a whole number"),
        ];
        for (pairs, message) in cases {
            assert_eq!(refusal(pairs), message, "{pairs:?}");
        }
    }
}

both! {
    fn a_link_is_read_up_to_its_sixty_fourth_pair() {
        let mut query = String::from("piles=5,3,8");
        for index in 0..200_000 {
            query.push_str(&format!("&p{index}=1"));
        }
        let fields = Fields::from_query(&query);
        assert_eq!(fields.names().count(), MAX_QUERY_PAIRS);
        assert_eq!(fields.get("piles"), Some("5,3,8"));
        assert_eq!(fields.get("p62"), Some("1"));
        assert_eq!(fields.get("p63"), None);
    }
}

both! {
    fn a_games_longest_list_is_one_its_own_parser_refuses_one_item_beyond() {
        use cgt_playground::api::GAMES;
        // cgt.solve refuses a list longer than its game's longest unread: that must never refuse
        // a request the game's parser would take. Each bounded game's longest list field, with
        // as many valid items as its bound, is not refused for its length; one more item is.
        let pairs_among = |vertices: u32| {
            (0..vertices).flat_map(move |u| (u + 1..vertices).map(move |v| format!("{u}-{v}")))
        };
        let request = |game: &str, count: u32| -> (Fields, &'static str) {
            let count = count as usize;
            let (name, list, extra): (&str, Vec<String>, Vec<(&str, &str)>) = match game {
                "nim" => ("piles", vec!["1".into(); count], vec![]),
                "treblecross" => ("boards", vec!["...".into(); count], vec![]),
                "tree-path" => {
                    let path = (0..count).map(|i| format!("{i}-{}", i + 1)).collect();
                    ("edges", path, vec![])
                }
                "pursuit" => (
                    "edges",
                    pairs_among(100).take(count).collect(),
                    vec![("vertices", "100"), ("cops", "0"), ("robbers", "1")],
                ),
                "dag" => ("edges", pairs_among(500).take(count).collect(), vec![("vertices", "500")]),
                // The complete graph on 2,000 vertices, then one edge again.
                "cops-robber" => {
                    let mut edges: Vec<String> = pairs_among(2000).take(count).collect();
                    edges.extend((edges.len() < count).then(|| "0-1".to_string()));
                    ("edges", edges, vec![("vertices", "2000")])
                }
                // Kings two cells apart on a board of 200 x 200: 10,000 of them, none adjacent.
                "kings" => (
                    "kings",
                    (0..count).map(|k| format!("{}-{}", 2 * (k / 100), 2 * (k % 100))).collect(),
                    vec![],
                ),
                "state-graph" => ("states", vec!["loss".into(); count], vec![]),
                "sums" => ("components", vec!["nim:1".into(); count], vec![]),
                // One component of `count` positions, the first moving to every one of them: a
                // list of positions and a list of moves, each `count` long.
                "parallel" => {
                    let first = (0..count).map(|p| p.to_string()).collect::<Vec<_>>().join(".");
                    let rest = vec!["-"; count.saturating_sub(1)];
                    let component = [vec![first.as_str()], rest].concat().join("/");
                    ("components", vec![component], vec![("starts", "0")])
                }
                "subtraction" => ("moves", (1..=count).map(|m| m.to_string()).collect(), vec![("n", "10")]),
                "copies" | "gcd-game" => ("numbers", vec!["1".into(); count], vec![]),
                "half-nim" | "split-piles" => ("piles", vec!["1".into(); count], vec![]),
                "nim-ranges" => ("groups", vec!["1-1".into(); count], vec![]),
                // Reclaimed cells down the first column, one a row, of a river of 100 rows.
                "river" => (
                    "reclaimed",
                    (1..=count).map(|row| format!("{row}-1")).collect(),
                    vec![("rows", "100")],
                ),
                _ => ("edges", pairs_among(101).take(count).collect(), vec![("vertices", "101")]),
            };
            let mut fields = Fields::new();
            fields.set(name, list.join(","));
            for (key, value) in extra {
                fields.set(key, value);
            }
            if game == "kings" {
                fields.set("board", vec![".".repeat(200); 200].join(","));
            }
            if game == "tree-path" {
                fields.set("vertices", (count + 1).to_string());
            }
            (fields, name)
        };
        let bounded: Vec<&str> =
            GAMES.iter().filter(|game| game.longest_list < u32::MAX).map(|game| game.name).collect();
        let mut bounded = bounded;
        bounded.sort_unstable();
        assert_eq!(
            bounded,
            [
                "copies",
                "cops-robber",
                "dag",
                "gcd-game",
                "half-nim",
                "hidden-evader",
                "kings",
                "nim",
                "nim-ranges",
                "parallel",
                "pursuit",
                "river",
                "split-piles",
                "state-graph",
                "subtraction",
                "sums",
                "treblecross",
                "tree-path"
            ]
        );
        for game in GAMES.iter().filter(|game| game.longest_list < u32::MAX) {
            let (at, list) = request(game.name, game.longest_list);
            if let Err(errors) = (game.read)(&at) {
                assert!(errors.iter().all(|e| e.field != list), "{}: {errors:?}", game.name);
            }
            let (beyond, _) = request(game.name, game.longest_list + 1);
            let errors = (game.read)(&beyond).expect_err("one item beyond is refused");
            assert!(errors.iter().any(|e| e.field == list), "{}: {errors:?}", game.name);
        }
    }
}

#[test]
fn a_number_field_quotes_at_most_forty_characters_of_a_long_value() {
    // A pasted 100,001 characters would otherwise be repeated beside the field (and laid out).
    let nines = "9".repeat(100_001);
    let forty = &nines[..40];
    for (text, says) in [
        (nines.clone(), format!("{forty}… is above the limit of 2000")),
        (
            format!("-{nines}"),
            format!("'-{}…' is negative; give a whole number from 0 to 2000", &forty[..39]),
        ),
        (format!("{nines}x"), format!("'{forty}…' is not a whole number")),
        (format!("1.{nines}e+21"), format!("1.{}… is above the limit of 2000", &forty[..38])),
    ] {
        let error = parse_count("n", &text, 2000).expect_err("refused");
        assert_eq!(error.message, says);
    }
}

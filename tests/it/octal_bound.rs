//! The octal work bound checked before computing: it bounds the real work of every code with
//! up to three digits, `cgt.solve` refuses at once what it cannot bound, and every example of
//! the README and of the octal lab is still accepted.

use cgt_playground::api::octal::{MAX_N, MAX_WORK, OctalJob, OctalRequest, PROBE_WORK};
use cgt_playground::solve::octal::{GrundyFill, Method, OctalCode, work_bound};

use crate::both;

fn request(code: &str, n: u32) -> OctalRequest {
    OctalRequest { code: OctalRequest::parse_code(code).expect("a valid code"), n }
}

/// Every valid code d0.d1d2d3 with d0 in {0, 4} (trailing zeros dropped, so shorter ones too).
fn codes_of_up_to_three_digits() -> Vec<OctalCode> {
    let mut codes = Vec::new();
    for whole in ["0", "4"] {
        for digits in 0..512u32 {
            let text = format!("{whole}.{}{}{}", digits / 64, digits / 8 % 8, digits % 8);
            if let Ok(code) = OctalCode::parse(&text)
                && !codes.contains(&code)
            {
                codes.push(code);
            }
        }
    }
    codes
}

/// Fills `code` heap by heap up to `n` by `method`, checking after each heap that the work spent
/// is within the bound for the heaps filled; returns whether sparse classes were used.
fn assert_bounded(code: &OctalCode, n: u32, method: Method) -> bool {
    let mut fill = GrundyFill::new(code.clone(), n, method);
    while !fill.advance(1) {
        let last = fill.filled() as u32 - 1;
        assert!(
            fill.work() <= work_bound(code, last),
            "{code} by {method:?}: work {} at heap {last}",
            fill.work()
        );
    }
    assert!(fill.work() <= work_bound(code, n), "{code} by {method:?} to {n}");
    fill.stats().classes.is_some()
}

both! {
    fn the_bound_holds_for_every_code_of_up_to_three_digits() {
        let codes = codes_of_up_to_three_digits();
        assert!(codes.len() > 900, "{} codes", codes.len());
        let mut sparse = 0;
        for code in &codes {
            for method in [Method::Naive, Method::SparseSpace, Method::SparseSpaceThenPeriod] {
                sparse += usize::from(assert_bounded(code, 260, method));
            }
        }
        // The sparse-space method ran (its pairing and scans are what the bound must cover).
        assert!(sparse > 100, "{sparse} fills used sparse classes");
    }
}

both! {
    fn the_bound_holds_for_sparse_games_over_longer_tables() {
        for text in ["0.6", "0.36", "0.444", "0.06666", "0.62", "0.127", "0.177", "4.7", "0.007"] {
            let code = OctalCode::parse(text).expect("valid");
            assert_bounded(&code, 2_100, Method::SparseSpaceThenPeriod);
        }
    }
}

both! {
    fn requests_the_bound_cannot_fit_are_refused_within_the_probe() {
        // The examples: accepted (0.36 to 956,789) or refused after seconds of work.
        let mut cases = vec![("0.36", 956_789)];
        for code in ["0.6", "0.36", "0.444", "0.06666", "0.62", "0.63", "0.64", "0.65", "0.66", "0.67", "0.007"] {
            cases.push((code, MAX_N));
        }
        for (code, n) in cases {
            let request = request(code, n);
            let mut job = OctalJob::new(&request);
            let error = job.check_work().expect_err(code);
            assert!(job.work() < PROBE_WORK + 2 * u64::from(n), "{code}: {} spent", job.work());
            assert_eq!(error.field, "n");
            let largest = request.largest_n_within(MAX_WORK);
            assert!(
                error.message.starts_with(&format!("{code} up to n = {n} may need up to ")),
                "{}",
                error.message
            );
            assert!(error.message.contains(&format!("n up to {largest} is within the limit")), "{}", error.message);
            assert_eq!(request.answer().expect_err(code), error);
        }
    }
}

both! {
    fn the_largest_n_within_the_limit_is_accepted_at_once_and_one_more_is_not() {
        let treblecross = request("0.007", 0);
        let largest = treblecross.largest_n_within(MAX_WORK);
        assert_eq!(largest, 44_723);
        assert!(work_bound(&treblecross.code, largest) <= MAX_WORK);
        assert!(work_bound(&treblecross.code, largest + 1) > MAX_WORK);
        let mut job = OctalJob::new(&request("0.007", largest));
        assert_eq!(job.check_work(), Ok(work_bound(&treblecross.code, largest)));
        assert_eq!(job.work(), 0, "nothing computed to know it");
        assert!(OctalJob::new(&request("0.007", largest + 1)).check_work().is_err());
    }
}

both! {
    fn early_periods_keep_the_largest_tables() {
        // Kayles and Dawson's chess prove their periods by heap 256: the rest is read off them.
        for (code, n) in [("0.77", MAX_N), ("0.137", 300_000), ("0.07", MAX_N), ("4.7", MAX_N)] {
            let request = request(code, n);
            let mut job = OctalJob::new(&request);
            let estimate = job.check_work().unwrap_or_else(|error| panic!("{code}: {}", error.message));
            assert!(estimate < PROBE_WORK + u64::from(n) + 1, "{code}: {estimate}");
            let answer = request.answer().expect(code);
            assert_eq!(answer.values.len(), n as usize + 1);
        }
    }
}

both! {
    fn the_readme_and_lab_examples_are_accepted() {
        // The octal lab's examples, as its source lists them ("code=…&n=…").
        let lab = include_str!("../../src/ui/labs/octal/state.rs");
        let mut examples: Vec<(String, u32)> = lab
            .split("\"code=")
            .skip(1)
            .map(|rest| {
                let query = &rest[..rest.find('"').expect("a closing quote")];
                let (code, n) = query.split_once("&n=").expect("code=…&n=…");
                (code.to_string(), n.parse().expect("a number"))
            })
            .collect();
        assert!(examples.len() >= 8, "{examples:?}");
        // The README's cgt.solve examples.
        for (code, n) in [("0.77", 200), ("0.007", 30)] {
            examples.push((code.to_string(), n));
        }
        for (code, n) in examples {
            let mut job = OctalJob::new(&request(&code, n));
            assert!(job.check_work().is_ok(), "{code} to {n}");
        }
    }
}

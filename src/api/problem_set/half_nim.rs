//! Problem 4, `{game: "half-nim", piles}`, and its judge (ICPC Jakarta 2010's input: T, then for
//! each test N and a_1 ... a_N; output YES when the first player has a winning move, else NO).

use super::{GrundyAnswer, Judge, JudgeError, ProblemSetAnswer, Tokens};
use super::{output_lines, winner};
use crate::api::fields::{FieldError, Fields, parse_number_list_from};
use crate::api::request::Request;
use crate::api::{Answer, Count};
use crate::solve::problem_set::half_nim::{MAX_PILE, MAX_PILES, grundy, nim_sum};

/// The most test cases in one input (the contest's T).
pub const MAX_TESTS: u64 = 100;

/// Who wins the piles, and each pile's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HalfNimRequest {
    /// The piles, 1 to 2 * 10^18 stones each, 1 to 100 of them.
    pub piles: Vec<u64>,
}

impl Request for HalfNimRequest {
    const GAME: &'static str = "half-nim";
    const FIELDS: &'static [&'static str] = &["piles"];
    /// The piles, up to [`MAX_PILES`].
    const LONGEST_LIST: u32 = MAX_PILES as u32;

    fn from_fields(fields: &Fields) -> Result<HalfNimRequest, Vec<FieldError>> {
        let text = fields.get("piles").unwrap_or("");
        parse_number_list_from("piles", text, 1, MAX_PILE, MAX_PILES)
            .map(|piles| HalfNimRequest { piles })
            .map_err(|error| vec![error])
    }

    fn write_fields(&self, fields: &mut Fields) {
        let texts: Vec<String> = self.piles.iter().map(u64::to_string).collect();
        fields.set("piles", texts.join(","));
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::ProblemSet(ProblemSetAnswer::Grundy(self.answer())))
    }
}

impl HalfNimRequest {
    /// Each pile's value (exact up to 2 * 10^18), and who wins.
    pub fn answer(&self) -> GrundyAnswer {
        GrundyAnswer {
            winner: winner(nim_sum(&self.piles) != 0),
            grundy: self.piles.iter().map(|&pile| Count(grundy(pile))).collect(),
        }
    }
}

/// The judge: the contest's input and output formats, and [`judge`].
pub const JUDGE: Judge = Judge {
    game: <HalfNimRequest as Request>::GAME,
    input: "T, the number of tests (1 to 100), then for each test N, the number of piles (1 to 100), and the piles a_1 ... a_N (1 to 2*10^18 each).",
    output: "One line per test: YES when the first player wins, NO when the second player does.",
    run: judge,
};

/// The contest's output: for each test, YES when the first player wins, else NO.
pub fn judge(input: &str) -> Result<String, JudgeError> {
    let mut tokens = Tokens::new(input);
    let tests = tokens.number(|| "T".into(), 1, MAX_TESTS)?;
    let mut lines = Vec::with_capacity(tests as usize);
    for test in 1..=tests {
        let n = tokens.number(|| format!("N (test {test})"), 1, MAX_PILES as u64)?;
        let mut sum = 0;
        for i in 1..=n {
            sum ^= grundy(tokens.number(|| format!("a_{i} (test {test})"), 1, MAX_PILE)?);
        }
        lines.push(if sum != 0 { "YES" } else { "NO" });
    }
    tokens.end()?;
    Ok(output_lines(lines))
}

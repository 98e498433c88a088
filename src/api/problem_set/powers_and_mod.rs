//! Problem 8, `{game: "powers-and-mod", a, b}`, and its judge (Codeforces 167C's input: t, then
//! a b on each line; output First or Second for each).

use super::{Judge, JudgeError, ProblemSetAnswer, Tokens, WinnerAnswer, output_lines, winner};
use crate::api::Answer;
use crate::api::fields::{FieldError, Fields, parse_in_range};
use crate::api::request::Request;
use crate::solve::problem_set::powers_and_mod::{MAX_NUMBER, mover_wins};

/// The most test cases in one input (the contest's t).
pub const MAX_TESTS: u64 = 10_000;

/// Who wins from the two numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PowersAndModRequest {
    /// One number, 0 to 10^18.
    pub a: u64,
    /// The other, 0 to 10^18.
    pub b: u64,
}

impl Request for PowersAndModRequest {
    const GAME: &'static str = "powers-and-mod";
    const FIELDS: &'static [&'static str] = &["a", "b"];

    fn from_fields(fields: &Fields) -> Result<PowersAndModRequest, Vec<FieldError>> {
        let read = |name: &str| parse_in_range(name, fields.get(name).unwrap_or(""), 0, MAX_NUMBER);
        match (read("a"), read("b")) {
            (Ok(a), Ok(b)) => Ok(PowersAndModRequest { a, b }),
            (a, b) => Err(a.err().into_iter().chain(b.err()).collect()),
        }
    }

    fn write_fields(&self, fields: &mut Fields) {
        fields.set("a", self.a.to_string());
        fields.set("b", self.b.to_string());
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::ProblemSet(ProblemSetAnswer::Winner(self.answer())))
    }
}

impl PowersAndModRequest {
    /// Who wins.
    pub fn answer(&self) -> WinnerAnswer {
        WinnerAnswer { winner: winner(mover_wins(self.a, self.b)) }
    }
}

/// The judge: the contest's input and output formats, and [`judge`].
pub const JUDGE: Judge = Judge {
    game: <PowersAndModRequest as Request>::GAME,
    input: "t, the number of tests (1 to 10^4), then a b for each test (0 to 10^18 each).",
    output: "One line per test: First when the first player wins, Second when the second player does.",
    run: judge,
};

/// The contest's output: for each test, First when the player who moves first wins, else
/// Second.
pub fn judge(input: &str) -> Result<String, JudgeError> {
    let mut tokens = Tokens::new(input);
    let tests = tokens.number(|| "t".into(), 1, MAX_TESTS)?;
    let mut lines = Vec::with_capacity(tests as usize);
    for test in 1..=tests {
        let a = tokens.number(|| format!("a (test {test})"), 0, MAX_NUMBER)?;
        let b = tokens.number(|| format!("b (test {test})"), 0, MAX_NUMBER)?;
        lines.push(if mover_wins(a, b) { "First" } else { "Second" });
    }
    tokens.end()?;
    Ok(output_lines(lines))
}

//! Problem 2, `{game: "prime-powers", n}`, and its judge (CodeChef CHCOINSG's input: T, then N
//! on each line; output Chef, who moves first, or Misha, for each).

use super::{Judge, JudgeError, ProblemSetAnswer, Tokens, WinnerAnswer, output_lines, winner};
use crate::api::Answer;
use crate::api::fields::{FieldError, Fields, parse_in_range};
use crate::api::request::Request;
use crate::solve::problem_set::prime_powers::{MAX_N, mover_wins};

/// The most test cases in one input (the contest's T).
pub const MAX_TESTS: u64 = 1_000;

/// Who wins from one pile of n.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrimePowersRequest {
    /// The pile, 1 to 10^9.
    pub n: u64,
}

impl Request for PrimePowersRequest {
    const GAME: &'static str = "prime-powers";
    const FIELDS: &'static [&'static str] = &["n"];

    fn from_fields(fields: &Fields) -> Result<PrimePowersRequest, Vec<FieldError>> {
        parse_in_range("n", fields.get("n").unwrap_or(""), 1, MAX_N)
            .map(|n| PrimePowersRequest { n })
            .map_err(|error| vec![error])
    }

    fn write_fields(&self, fields: &mut Fields) {
        fields.set("n", self.n.to_string());
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::ProblemSet(ProblemSetAnswer::Winner(self.answer())))
    }
}

impl PrimePowersRequest {
    /// Who wins: the player to move unless 6 divides n.
    pub fn answer(&self) -> WinnerAnswer {
        WinnerAnswer { winner: winner(mover_wins(self.n)) }
    }
}

/// The judge: the contest's input and output formats, and [`judge`].
pub const JUDGE: Judge = Judge {
    game: <PrimePowersRequest as Request>::GAME,
    input: "T, the number of tests (1 to 1,000), then each test's coin count N (1 to 10^9).",
    output: "One line per test: Chef when Chef, who moves first, wins; Misha when Misha wins.",
    run: judge,
};

/// The contest's output: for each test, Chef (the first player) or Misha.
pub fn judge(input: &str) -> Result<String, JudgeError> {
    let mut tokens = Tokens::new(input);
    let tests = tokens.number(|| "T".into(), 1, MAX_TESTS)?;
    let mut lines = Vec::with_capacity(tests as usize);
    for test in 1..=tests {
        let n = tokens.number(|| format!("N (test {test})"), 1, MAX_N)?;
        lines.push(if mover_wins(n) { "Chef" } else { "Misha" });
    }
    tokens.end()?;
    Ok(output_lines(lines))
}

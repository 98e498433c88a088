//! Problem 7, `{game: "two-piles-k", a, b, k}`, and its judge (Codeforces 36D's input: t and k,
//! then n m on each line, the boards; output + when the first player wins, else -). The judge
//! takes the contest's t (1 to 20) but boards and k up to the deck's 10^18, beyond the
//! contest's 10^9.

use super::{Judge, JudgeError, ProblemSetAnswer, Tokens, WinnerAnswer, output_lines, winner};
use crate::api::Answer;
use crate::api::fields::{FieldError, Fields, parse_in_range};
use crate::api::request::Request;
use crate::solve::problem_set::two_piles_k::{MAX_PILE, mover_wins};

/// The most boards in one input (the contest's t).
pub const MAX_TESTS: u64 = 20;

/// Who wins two piles with jumps of k.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TwoPilesKRequest {
    /// The first pile, 0 to 10^18.
    pub a: u64,
    /// The second pile, 0 to 10^18.
    pub b: u64,
    /// The stones a jump takes from both piles, 1 to 10^18.
    pub k: u64,
}

impl Request for TwoPilesKRequest {
    const GAME: &'static str = "two-piles-k";
    const FIELDS: &'static [&'static str] = &["a", "b", "k"];

    fn from_fields(fields: &Fields) -> Result<TwoPilesKRequest, Vec<FieldError>> {
        let read =
            |name: &str, min| parse_in_range(name, fields.get(name).unwrap_or(""), min, MAX_PILE);
        match (read("a", 0), read("b", 0), read("k", 1)) {
            (Ok(a), Ok(b), Ok(k)) => Ok(TwoPilesKRequest { a, b, k }),
            (a, b, k) => Err(a.err().into_iter().chain(b.err()).chain(k.err()).collect()),
        }
    }

    fn write_fields(&self, fields: &mut Fields) {
        fields.set("a", self.a.to_string());
        fields.set("b", self.b.to_string());
        fields.set("k", self.k.to_string());
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::ProblemSet(ProblemSetAnswer::Winner(self.answer())))
    }
}

impl TwoPilesKRequest {
    /// Who wins.
    pub fn answer(&self) -> WinnerAnswer {
        WinnerAnswer { winner: winner(mover_wins(self.a, self.b, self.k)) }
    }
}

/// The judge: the contest's input and output formats, and [`judge`].
pub const JUDGE: Judge = Judge {
    game: <TwoPilesKRequest as Request>::GAME,
    input: "t, the number of boards (1 to 20), and k, the jump, then n m for each board: the piece starts at (n, m) and moves toward (1, 1), so the piles are n - 1 and m - 1.",
    output: "One line per board: + when the first player wins, - when the second player does.",
    run: judge,
};

/// The contest's output: for each n x m board, + when the first player wins, else -.
pub fn judge(input: &str) -> Result<String, JudgeError> {
    let mut tokens = Tokens::new(input);
    let tests = tokens.number(|| "t".into(), 1, MAX_TESTS)?;
    let k = tokens.number(|| "k".into(), 1, MAX_PILE)?;
    let mut lines = Vec::with_capacity(tests as usize);
    for test in 1..=tests {
        let n = tokens.number(|| format!("n (board {test})"), 1, MAX_PILE)?;
        let m = tokens.number(|| format!("m (board {test})"), 1, MAX_PILE)?;
        lines.push(if mover_wins(n - 1, m - 1, k) { "+" } else { "-" });
    }
    tokens.end()?;
    Ok(output_lines(lines))
}

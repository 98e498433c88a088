//! Problem 1, `{game: "split-piles", piles}`, and its judge (Codeforces 705B's input: n, then
//! a_1 ... a_n; output 1 or 2 for every prefix).

use super::{Judge, JudgeError, ProblemSetAnswer, SplitPilesAnswer, Tokens};
use super::{output_lines, winner};
use crate::api::Answer;
use crate::api::fields::{FieldError, Fields, parse_number_list_from};
use crate::api::request::Request;
use crate::solve::problem_set::split_piles::{MAX_PILE, MAX_PILES, mover_wins_by_prefix};

/// Who wins with the first k piles, for every k.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitPilesRequest {
    /// The piles, 1 to 10^9 stones each, at most 10^5 of them.
    pub piles: Vec<u64>,
}

impl Request for SplitPilesRequest {
    const GAME: &'static str = "split-piles";
    const FIELDS: &'static [&'static str] = &["piles"];
    /// The piles, up to [`MAX_PILES`].
    const LONGEST_LIST: u32 = MAX_PILES as u32;

    fn from_fields(fields: &Fields) -> Result<SplitPilesRequest, Vec<FieldError>> {
        let text = fields.get("piles").unwrap_or("");
        parse_number_list_from("piles", text, 1, MAX_PILE, MAX_PILES)
            .map(|piles| SplitPilesRequest { piles })
            .map_err(|error| vec![error])
    }

    fn write_fields(&self, fields: &mut Fields) {
        let texts: Vec<String> = self.piles.iter().map(u64::to_string).collect();
        fields.set("piles", texts.join(","));
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::ProblemSet(ProblemSetAnswer::SplitPiles(self.answer())))
    }
}

impl SplitPilesRequest {
    /// The winner for every prefix.
    pub fn answer(&self) -> SplitPilesAnswer {
        SplitPilesAnswer {
            winner_by_prefix: mover_wins_by_prefix(&self.piles).into_iter().map(winner).collect(),
        }
    }
}

/// The judge: the contest's input and output formats, and [`judge`].
pub const JUDGE: Judge = Judge {
    game: <SplitPilesRequest as Request>::GAME,
    input: "n (1 to 10^5), then the piles a_1 ... a_n (1 to 10^9 each), added to the game one by one.",
    output: "n lines: line i is 1 when the first player wins the game on the piles a_1 ... a_i, 2 when the second player does.",
    run: judge,
};

/// The contest's output: for every prefix, 1 if the first player wins, else 2.
pub fn judge(input: &str) -> Result<String, JudgeError> {
    let mut tokens = Tokens::new(input);
    let n = tokens.number(|| "n".into(), 1, MAX_PILES as u64)? as usize;
    let mut piles = Vec::with_capacity(n);
    for i in 1..=n {
        piles.push(tokens.number(|| format!("a_{i}"), 1, MAX_PILE)?);
    }
    tokens.end()?;
    let lines = mover_wins_by_prefix(&piles).into_iter().map(|wins| if wins { "1" } else { "2" });
    Ok(output_lines(lines))
}

//! Problem 3, `{game: "nim-ranges", groups: [[x, m], ...]}`, and its judge (Codeforces 15C's
//! input: n, then x_i m_i on each line; output tolik, who takes first, or bolik).

use super::{Judge, JudgeError, NimRangesAnswer, ProblemSetAnswer, Tokens};
use super::{output_lines, pair_number, parse_pairs, winner};
use crate::api::fields::{FieldError, Fields};
use crate::api::request::Request;
use crate::api::{Answer, Count};
use crate::solve::problem_set::nim_ranges::{MAX_GROUPS, MAX_X, nim_sum};

/// Who wins Nim on the piles x, x + 1, ..., x + m - 1 of every group (x, m).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NimRangesRequest {
    /// The groups (x, m), each number 1 to 10^16, 1 to 10^5 groups.
    pub groups: Vec<(u64, u64)>,
}

impl Request for NimRangesRequest {
    const GAME: &'static str = "nim-ranges";
    const FIELDS: &'static [&'static str] = &["groups"];
    /// The groups, up to [`MAX_GROUPS`].
    const LONGEST_LIST: u32 = MAX_GROUPS as u32;

    fn from_fields(fields: &Fields) -> Result<NimRangesRequest, Vec<FieldError>> {
        let text = fields.get("groups").unwrap_or("");
        let number =
            |name: &'static str| move |_: usize, text: &str| pair_number(name, text, 1, MAX_X);
        let groups = parse_pairs("groups", text, MAX_GROUPS, number("x"), number("m"))
            .map_err(|error| vec![error])?;
        if groups.is_empty() {
            let message = "missing; give the groups as pairs x-m, such as 2-1,3-2 (in cgt.solve, \
                           [[2, 1], [3, 2]])";
            return Err(vec![FieldError::new("groups", message)]);
        }
        Ok(NimRangesRequest { groups })
    }

    fn write_fields(&self, fields: &mut Fields) {
        let texts: Vec<String> = self.groups.iter().map(|(x, m)| format!("{x}-{m}")).collect();
        fields.set("groups", texts.join(","));
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::ProblemSet(ProblemSetAnswer::NimRanges(self.answer())))
    }
}

impl NimRangesRequest {
    /// The nim-sum of every pile, and who wins.
    pub fn answer(&self) -> NimRangesAnswer {
        let sum = nim_sum(&self.groups);
        NimRangesAnswer { winner: winner(sum != 0), nim_sum: Count(sum) }
    }
}

/// The judge: the contest's input and output formats, and [`judge`].
pub const JUDGE: Judge = Judge {
    game: <NimRangesRequest as Request>::GAME,
    input: "n, the number of quarries (1 to 10^5), then x_i m_i for each quarry i: m_i dumpers holding x_i, x_i + 1, ..., x_i + m_i - 1 stones (x_i, m_i from 1 to 10^16).",
    output: "tolik when tolik, who takes first, wins; bolik when bolik wins.",
    run: judge,
};

/// The contest's output: tolik (who takes the first stone) wins, or bolik.
pub fn judge(input: &str) -> Result<String, JudgeError> {
    let mut tokens = Tokens::new(input);
    let n = tokens.number(|| "n".into(), 1, MAX_GROUPS as u64)? as usize;
    let mut groups = Vec::with_capacity(n);
    for i in 1..=n {
        let x = tokens.number(|| format!("x_{i}"), 1, MAX_X)?;
        let m = tokens.number(|| format!("m_{i}"), 1, MAX_X)?;
        groups.push((x, m));
    }
    tokens.end()?;
    Ok(output_lines([if nim_sum(&groups) != 0 { "tolik" } else { "bolik" }]))
}

//! Problem 5, `{game: "copies", numbers}`, and its judge (HackerRank's input: T, then for each
//! test N and h_1 ... h_N; output 1 when player 1 wins, else 2).

use super::{GrundyAnswer, Judge, JudgeError, ProblemSetAnswer, Tokens};
use super::{output_lines, winner};
use crate::api::fields::{FieldError, Fields, parse_number_list_from};
use crate::api::request::Request;
use crate::api::{Answer, Count};
use crate::solve::problem_set::copies::{MAX_NUMBER, MAX_NUMBERS, grundy, nim_sum};

/// The most test cases in one input (the contest's T).
pub const MAX_TESTS: u64 = 200;

/// Who wins the numbers, and each number's value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CopiesRequest {
    /// The numbers, 1 to 10^5 each, 1 to 100 of them.
    pub numbers: Vec<u64>,
}

impl Request for CopiesRequest {
    const GAME: &'static str = "copies";
    const FIELDS: &'static [&'static str] = &["numbers"];
    /// The numbers, up to [`MAX_NUMBERS`].
    const LONGEST_LIST: u32 = MAX_NUMBERS as u32;

    fn from_fields(fields: &Fields) -> Result<CopiesRequest, Vec<FieldError>> {
        let text = fields.get("numbers").unwrap_or("");
        parse_number_list_from("numbers", text, 1, MAX_NUMBER, MAX_NUMBERS)
            .map(|numbers| CopiesRequest { numbers })
            .map_err(|error| vec![error])
    }

    fn write_fields(&self, fields: &mut Fields) {
        let texts: Vec<String> = self.numbers.iter().map(u64::to_string).collect();
        fields.set("numbers", texts.join(","));
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::ProblemSet(ProblemSetAnswer::Grundy(self.answer())))
    }
}

impl CopiesRequest {
    /// Each number's value, and who wins.
    pub fn answer(&self) -> GrundyAnswer {
        GrundyAnswer {
            winner: winner(nim_sum(&self.numbers) != 0),
            grundy: self.numbers.iter().map(|&x| Count(u64::from(grundy(x)))).collect(),
        }
    }
}

/// The judge: the contest's input and output formats, and [`judge`].
pub const JUDGE: Judge = Judge {
    game: <CopiesRequest as Request>::GAME,
    input: "T, the number of tests (1 to 200), then for each test N, the number of towers (1 to 100), and their heights h_1 ... h_N (1 to 10^5 each).",
    output: "One line per test: 1 when player 1, who moves first, wins; 2 when player 2 wins.",
    run: judge,
};

/// The contest's output: for each test, 1 when player 1 (who moves first) wins, else 2.
pub fn judge(input: &str) -> Result<String, JudgeError> {
    let mut tokens = Tokens::new(input);
    let tests = tokens.number(|| "T".into(), 1, MAX_TESTS)?;
    let mut lines = Vec::with_capacity(tests as usize);
    for test in 1..=tests {
        let n = tokens.number(|| format!("N (test {test})"), 1, MAX_NUMBERS as u64)?;
        let mut sum = 0;
        for i in 1..=n {
            sum ^= grundy(tokens.number(|| format!("h_{i} (test {test})"), 1, MAX_NUMBER)?);
        }
        lines.push(if sum != 0 { "1" } else { "2" });
    }
    tokens.end()?;
    Ok(output_lines(lines))
}

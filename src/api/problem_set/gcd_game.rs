//! Problem 10, `{game: "gcd-game", numbers}`, and its judge (AtCoder AGC 010 D's input: N,
//! then A_1 ... A_N; output First when Takahashi, who moves first, wins, else Second).

use super::winner;
use super::{Judge, JudgeError, ProblemSetAnswer, Tokens, WinnerAnswer, output_lines};
use crate::api::Answer;
use crate::api::fields::{FieldError, Fields, parse_number_list_from};
use crate::api::request::Request;
use crate::solve::problem_set::gcd_game::{MAX_NUMBER, MAX_NUMBERS, gcd_of, mover_wins};

/// Who wins from the numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GcdGameRequest {
    /// The numbers, 1 to 10^9 each, 1 to 10^5 of them, with gcd 1.
    pub numbers: Vec<u64>,
}

impl Request for GcdGameRequest {
    const GAME: &'static str = "gcd-game";
    const FIELDS: &'static [&'static str] = &["numbers"];
    /// The numbers, up to [`MAX_NUMBERS`].
    const LONGEST_LIST: u32 = MAX_NUMBERS as u32;

    fn from_fields(fields: &Fields) -> Result<GcdGameRequest, Vec<FieldError>> {
        let text = fields.get("numbers").unwrap_or("");
        let numbers = parse_number_list_from("numbers", text, 1, MAX_NUMBER, MAX_NUMBERS)
            .map_err(|error| vec![error])?;
        match gcd_error(&numbers) {
            Some(message) => Err(vec![FieldError::new("numbers", message)]),
            None => Ok(GcdGameRequest { numbers }),
        }
    }

    fn write_fields(&self, fields: &mut Fields) {
        let texts: Vec<String> = self.numbers.iter().map(u64::to_string).collect();
        fields.set("numbers", texts.join(","));
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::ProblemSet(ProblemSetAnswer::Winner(self.answer())))
    }
}

impl GcdGameRequest {
    /// Who wins.
    pub fn answer(&self) -> WinnerAnswer {
        WinnerAnswer { winner: winner(mover_wins(&self.numbers)) }
    }
}

/// Why the numbers cannot start a game: their gcd must be 1.
fn gcd_error(numbers: &[u64]) -> Option<String> {
    let g = gcd_of(numbers);
    (g != 1)
        .then(|| format!("the numbers' gcd is {g}; the game starts from numbers whose gcd is 1"))
}

/// The judge: the contest's input and output formats, and [`judge`].
pub const JUDGE: Judge = Judge {
    game: <GcdGameRequest as Request>::GAME,
    input: "N (1 to 10^5), then the numbers A_1 ... A_N (1 to 10^9 each, gcd 1).",
    output: "First when Takahashi, who moves first, wins; Second when Aoki wins.",
    run: judge,
};

/// The contest's output: First when Takahashi (who moves first) wins, else Second.
pub fn judge(input: &str) -> Result<String, JudgeError> {
    let mut tokens = Tokens::new(input);
    let n = tokens.number(|| "N".into(), 1, MAX_NUMBERS as u64)? as usize;
    let mut numbers = Vec::with_capacity(n);
    for i in 1..=n {
        numbers.push(tokens.number(|| format!("A_{i}"), 1, MAX_NUMBER)?);
    }
    if let Some(message) = gcd_error(&numbers) {
        let field = if n == 1 { "A_1".to_string() } else { format!("A_1 ... A_{n}") };
        return Err(JudgeError::new(tokens.last_line(), &field, message));
    }
    tokens.end()?;
    Ok(output_lines([if mover_wins(&numbers) { "First" } else { "Second" }]))
}

//! Problem 9, `{game: "power-race", a, b, n}`, and its judge (Codeforces 39E's input: a b n on
//! one line; output "Stas" if Masha wins, "Masha" if Stas wins, "Missing" for a draw: the
//! contest names the loser. Stas moves first).

use super::{Judge, JudgeError, Outcome, PowerRaceAnswer, ProblemSetAnswer, Tokens, output_lines};
use crate::api::Answer;
use crate::api::fields::{FieldError, Fields, parse_in_range};
use crate::api::request::Request;
use crate::solve::problem_set::Outcome as Value;
use crate::solve::problem_set::power_race::{MAX_A, MAX_B, MAX_N, outcome, pow_below};

/// Who wins from (a, b) with limit n, or a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PowerRaceRequest {
    /// The boxes, 1 to 10,000.
    pub a: u64,
    /// The items, 1 to 30.
    pub b: u32,
    /// The limit, 2 to 10^9, above a^b.
    pub n: u64,
}

impl Request for PowerRaceRequest {
    const GAME: &'static str = "power-race";
    const FIELDS: &'static [&'static str] = &["a", "b", "n"];

    fn from_fields(fields: &Fields) -> Result<PowerRaceRequest, Vec<FieldError>> {
        let read =
            |name: &str, min, max| parse_in_range(name, fields.get(name).unwrap_or(""), min, max);
        match (read("a", 1, MAX_A), read("b", 1, MAX_B.into()), read("n", 2, MAX_N)) {
            (Ok(a), Ok(b), Ok(n)) => {
                let b = b as u32; // at most MAX_B
                start_error(a, b, n)
                    .map(|message| vec![FieldError::new("n", message)])
                    .map_or(Ok(PowerRaceRequest { a, b, n }), Err)
            }
            (a, b, n) => Err(a.err().into_iter().chain(b.err()).chain(n.err()).collect()),
        }
    }

    fn write_fields(&self, fields: &mut Fields) {
        fields.set("a", self.a.to_string());
        fields.set("b", self.b.to_string());
        fields.set("n", self.n.to_string());
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::ProblemSet(ProblemSetAnswer::PowerRace(self.answer())))
    }
}

impl PowerRaceRequest {
    /// The outcome for the player to move.
    pub fn answer(&self) -> PowerRaceAnswer {
        let outcome = match outcome(self.a, self.b, self.n) {
            Value::Win => Outcome::First,
            Value::Lose => Outcome::Second,
            Value::Draw => Outcome::Draw,
        };
        PowerRaceAnswer { outcome }
    }
}

/// Why (a, b, n) cannot start a game: a^b must be below n.
fn start_error(a: u64, b: u32, n: u64) -> Option<String> {
    (!pow_below(a, b, n))
        .then(|| format!("a^b = {a}^{b} is not below n = {n}; the game starts with a^b < n"))
}

/// The judge: the contest's input and output formats, and [`judge`].
pub const JUDGE: Judge = Judge {
    game: <PowerRaceRequest as Request>::GAME,
    input: "a b n on one line: a boxes (1 to 10^4), b items (1 to 30), the limit n (2 to 10^9), with a^b < n.",
    output: "The contest prints the LOSER's name: Masha when Stas, who moves first, wins; Stas when Masha wins; Missing for a draw.",
    run: judge,
};

/// The contest's output: the loser's name, Stas (who moves first) or Masha, or Missing for a
/// draw.
pub fn judge(input: &str) -> Result<String, JudgeError> {
    let mut tokens = Tokens::new(input);
    let a = tokens.number(|| "a".into(), 1, MAX_A)?;
    let b = tokens.number(|| "b".into(), 1, MAX_B.into())? as u32;
    let n = tokens.number(|| "n".into(), 2, MAX_N)?;
    if let Some(message) = start_error(a, b, n) {
        return Err(JudgeError::new(tokens.last_line(), "n", message));
    }
    tokens.end()?;
    let word = match outcome(a, b, n) {
        Value::Win => "Masha", // Stas wins: the contest prints the loser
        Value::Lose => "Stas",
        Value::Draw => "Missing",
    };
    Ok(output_lines([word]))
}

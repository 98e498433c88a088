//! The lecture's problem set in requests and judges: one module per problem (its `cgt.solve`
//! request and answer, and its judge), and what they share here.
//!
//! A judge reads the contest's own input text and gives the contest's exact output text, or
//! a [`JudgeError`] naming the line and the field (the contest's names: `n`, `a_3`, ...).
//! Input is read as whitespace-separated tokens, as the contests' own checkers read it; every
//! count is range-checked before anything is allocated for it.

pub mod copies;
pub mod gcd_game;
pub mod half_nim;
pub mod nim_ranges;
pub mod power_race;
pub mod powers_and_mod;
pub mod prime_powers;
pub mod river;
pub mod split_piles;
pub mod two_piles_k;

use std::fmt;

use serde::Serialize;

use super::fields::{FieldError, number_text, ordinal, parse_in_range};
use super::{Count, Winner};

/// What `cgt.solve` returns for a problem of the set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum ProblemSetAnswer {
    /// `split-piles`.
    SplitPiles(SplitPilesAnswer),
    /// `prime-powers`, `river`, `two-piles-k`, `powers-and-mod`, `gcd-game`.
    Winner(WinnerAnswer),
    /// `nim-ranges`.
    NimRanges(NimRangesAnswer),
    /// `half-nim`, `copies`.
    Grundy(GrundyAnswer),
    /// `power-race`.
    PowerRace(PowerRaceAnswer),
}

/// The winner for every prefix of the piles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SplitPilesAnswer {
    /// Entry k - 1: who wins the game on the first k piles.
    pub winner_by_prefix: Vec<Winner>,
}

/// Who wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct WinnerAnswer {
    /// The player to move ("first") or the other ("second").
    pub winner: Winner,
}

/// Who wins Nim on the groups' piles, and their nim-sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NimRangesAnswer {
    /// The player to move ("first") or the other ("second").
    pub winner: Winner,
    /// The xor of every pile of every group (a BigInt above 2^53 - 1).
    pub nim_sum: Count,
}

/// Who wins a sum, and each component's Grundy value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GrundyAnswer {
    /// The player to move ("first") or the other ("second").
    pub winner: Winner,
    /// Each pile's or number's Grundy value, in the order given.
    pub grundy: Vec<Count>,
}

/// A game that may be drawn: who wins, or neither.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// The player to move wins.
    First,
    /// The other player wins.
    Second,
    /// Play goes on forever.
    Draw,
}

/// The outcome of a game that may be drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PowerRaceAnswer {
    /// "first", "second" or "draw".
    pub outcome: Outcome,
}

/// A problem with a judge's input: where, which field, what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JudgeError {
    /// The line (from 1).
    pub line: usize,
    /// The field, as the contest names it (`n`, `a_3`, `x_2`), or `input` for the text as a
    /// whole.
    pub field: String,
    /// What is wrong and what would be right.
    pub message: String,
}

impl JudgeError {
    /// A message about `field` on `line`.
    pub fn new(line: usize, field: &str, message: impl Into<String>) -> JudgeError {
        JudgeError { line, field: field.to_string(), message: message.into() }
    }
}

impl fmt::Display for JudgeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, {}: {}", self.line, self.field, self.message)
    }
}

/// A problem's judge: the contest's input and output formats in words (the input's fields by
/// the names the judge's messages give them), and the judge itself.
#[derive(Clone, Copy, Debug)]
pub struct Judge {
    /// The problem's `game`.
    pub game: &'static str,
    /// The input, field by field.
    pub input: &'static str,
    /// The output, and what its words mean.
    pub output: &'static str,
    /// The contest's output for an input.
    pub run: fn(&str) -> Result<String, JudgeError>,
}

/// The ten judges, in the deck's order.
pub const JUDGES: [Judge; 10] = [
    split_piles::JUDGE,
    prime_powers::JUDGE,
    nim_ranges::JUDGE,
    half_nim::JUDGE,
    copies::JUDGE,
    river::JUDGE,
    two_piles_k::JUDGE,
    powers_and_mod::JUDGE,
    power_race::JUDGE,
    gcd_game::JUDGE,
];

/// The judge of the problem whose `game` is given.
pub fn judge_of(game: &str) -> Option<&'static Judge> {
    JUDGES.iter().find(|judge| judge.game == game)
}

/// The judge of the problem whose `game` is given: the contest's output for `input`.
pub fn judge(game: &str, input: &str) -> Result<String, JudgeError> {
    match judge_of(game) {
        Some(judge) => (judge.run)(input),
        None => Err(JudgeError::new(0, "game", format!("no judge for '{game}'"))),
    }
}

/// Lines of output, each ended by a newline, as the contests print them.
pub fn output_lines<S: AsRef<str>>(lines: impl IntoIterator<Item = S>) -> String {
    let mut text = String::new();
    for line in lines {
        text.push_str(line.as_ref());
        text.push('\n');
    }
    text
}

/// A judge's input read token by token (whitespace-separated, any line breaks), each token
/// with its line.
pub struct Tokens<'a> {
    lines: std::iter::Enumerate<std::str::Lines<'a>>,
    current: Option<(usize, std::str::SplitWhitespace<'a>)>,
    /// The line of the last token read (1 before any).
    last_line: usize,
}

impl<'a> Tokens<'a> {
    /// The tokens of `input`.
    pub fn new(input: &'a str) -> Tokens<'a> {
        Tokens { lines: input.lines().enumerate(), current: None, last_line: 1 }
    }

    /// The next token and its line (from 1).
    fn next_token(&mut self) -> Option<(usize, &'a str)> {
        loop {
            if let Some((line, words)) = &mut self.current
                && let Some(word) = words.next()
            {
                self.last_line = *line;
                return Some((*line, word));
            }
            let (index, line) = self.lines.next()?;
            self.current = Some((index + 1, line.split_whitespace()));
        }
    }

    /// The next whole number, from `min` to `max`, for the field `field` (its name built only
    /// when needed).
    pub fn number(
        &mut self,
        field: impl Fn() -> String,
        min: u64,
        max: u64,
    ) -> Result<u64, JudgeError> {
        let Some((line, token)) = self.next_token() else {
            return Err(JudgeError::new(
                self.last_line,
                &field(),
                format!(
                    "missing: the input ends before it (a whole number from {min} to {})",
                    number_text(max)
                ),
            ));
        };
        parse_in_range("", token, min, max)
            .map_err(|error| JudgeError::new(line, &field(), error.message))
    }

    /// The line of the last token read (1 before any).
    pub fn last_line(&self) -> usize {
        self.last_line
    }

    /// Checks that nothing but whitespace follows.
    pub fn end(&mut self) -> Result<(), JudgeError> {
        match self.next_token() {
            None => Ok(()),
            Some((line, token)) => {
                let shown: String = token.chars().take(40).collect();
                Err(JudgeError::new(
                    line,
                    "input",
                    format!("'{shown}' follows the end of the input; remove it"),
                ))
            }
        }
    }
}

/// Parses a list of pairs written `x-y` (or `x y`, `x:y`), separated by commas, semicolons or
/// line breaks (as `cgt.solve` writes `[[x, y], ...]`), at most `max_len` of them; each
/// number is read by `first` or `second` (given the item's index). An empty text is no pairs.
pub fn parse_pairs<A, B>(
    field: &str,
    text: &str,
    max_len: usize,
    first: impl Fn(usize, &str) -> Result<A, String>,
    second: impl Fn(usize, &str) -> Result<B, String>,
) -> Result<Vec<(A, B)>, FieldError> {
    let error = |message: String| FieldError::new(field, message);
    let mut pairs = Vec::new();
    for (index, item) in
        text.split([',', ';', '\n']).map(str::trim).filter(|item| !item.is_empty()).enumerate()
    {
        if index == max_len {
            return Err(error(format!("more than {max_len} pairs; the limit is {max_len}")));
        }
        let shown: String = item.chars().take(40).collect();
        let nth = ordinal(index + 1);
        let bad = || error(format!("the {nth} item ('{shown}') is not a pair; write it as 2-3"));
        let (x, y) = ['-', ':']
            .iter()
            .find_map(|&separator| item.split_once(separator))
            .or_else(|| item.split_once(char::is_whitespace))
            .ok_or_else(bad)?;
        let (x, y) = (x.trim(), y.trim());
        if x.is_empty() || y.is_empty() || y.contains(['-', ':']) || y.contains(char::is_whitespace)
        {
            return Err(bad());
        }
        let x = first(index, x).map_err(|message| error(format!("the {nth} item: {message}")))?;
        let y = second(index, y).map_err(|message| error(format!("the {nth} item: {message}")))?;
        pairs.push((x, y));
    }
    Ok(pairs)
}

/// A number of a pair, from `min` to `max`, named `name` in messages.
pub fn pair_number(name: &str, text: &str, min: u64, max: u64) -> Result<u64, String> {
    parse_in_range(name, text, min, max).map_err(|error| format!("{name} {}", error.message))
}

/// The winner from whether the player to move wins.
pub fn winner(mover_wins: bool) -> Winner {
    Winner::from_mover_wins(mover_wins)
}

//! The Treblecross request: `{game: "treblecross", boards, counts?}`, also the treblecross lab's
//! URL.

use super::Answer;
use super::request::Request;
use serde::Serialize;

use super::Winner;
use super::fields::{FieldError, Fields, parse_number_list};
use super::octal::{OctalJob, OctalRequest};
use crate::solve::octal::OctalCode;
use crate::solve::stepwise::Stepwise;
use crate::solve::treblecross::{Board, board_grundy, combined_grundy, interval_grundy};

/// The most board types a request may list (the paper's K).
pub const MAX_BOARDS: usize = 64;
/// The most copies of one board type (the paper's x(i)).
pub const MAX_COUNT: u64 = 1_000_000_000_000_000_000;

/// Decide the sum of x(i) copies of each board type i.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreblecrossRequest {
    /// The board types, as the game starts.
    pub boards: Vec<Board>,
    /// How many copies of each (x(i) >= 0).
    pub counts: Vec<u64>,
}

/// What `cgt.solve` returns for a Treblecross request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TreblecrossAnswer {
    /// Who wins the whole sum: the player to move ("first") or the other ("second").
    pub winner: Winner,
    /// Each board type's Grundy number (one copy).
    pub grundy: Vec<u32>,
    /// The sum's Grundy number: the xor of the types with an odd number of copies.
    pub total: u32,
}

impl Default for TreblecrossRequest {
    /// The paper-style example: two board types, one copy each.
    fn default() -> TreblecrossRequest {
        // Fixed, valid boards (at least 3 cells, marks far apart).
        let boards = ["X.....", "......."]
            .iter()
            .map(|text| Board::parse(text).expect("the default boards are valid"))
            .collect();
        TreblecrossRequest { boards, counts: vec![1, 1] }
    }
}

impl Request for TreblecrossRequest {
    /// The game's name in `cgt.solve` requests.
    const GAME: &'static str = "treblecross";

    /// The request's fields besides `game`.
    const FIELDS: &'static [&'static str] = &["boards", "counts"];
    const LONGEST_LIST: u32 = MAX_BOARDS as u32;

    /// Reads the request from fields, reporting every bad field (counts default to 1 each).
    fn from_fields(fields: &Fields) -> Result<TreblecrossRequest, Vec<FieldError>> {
        let boards = Self::parse_boards(fields.get("boards").unwrap_or(""));
        let board_count = boards.as_ref().map_or(MAX_BOARDS, Vec::len);
        // Blank counts are no counts: one copy of each board.
        let counts = match fields.get("counts").filter(|text| !text.trim().is_empty()) {
            Some(text) => {
                parse_number_list("counts", text, MAX_COUNT, MAX_BOARDS).and_then(|counts| {
                    match &boards {
                        Ok(_) => Self::check_counts(counts, board_count),
                        Err(_) => Ok(counts),
                    }
                })
            }
            None => Ok(vec![1; board_count]),
        };
        match (boards, counts) {
            (Ok(boards), Ok(counts)) => Ok(TreblecrossRequest { boards, counts }),
            (boards, counts) => Err(boards.err().into_iter().chain(counts.err()).collect()),
        }
    }

    /// Writes the request's fields in canonical form.
    fn write_fields(&self, fields: &mut Fields) {
        let boards: Vec<String> = self.boards.iter().map(Board::text).collect();
        fields.set("boards", boards.join(","));
        let counts: Vec<String> = self.counts.iter().map(u64::to_string).collect();
        fields.set("counts", counts.join(","));
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::Treblecross(self.answer()))
    }
}

impl TreblecrossRequest {
    /// Parses the boards: texts of `X` and `.` separated by commas, each a valid starting board.
    pub fn parse_boards(text: &str) -> Result<Vec<Board>, FieldError> {
        // Counted before any board is kept: a text of a million commas costs no memory.
        let items = || text.split(',').map(str::trim);
        if items().all(str::is_empty) {
            return Err(FieldError::new(
                "boards",
                "missing; give boards such as X.....,....... (X marked, . unmarked)",
            ));
        }
        let count = items().count();
        if count > MAX_BOARDS {
            return Err(FieldError::new(
                "boards",
                format!("{count} boards; at most {MAX_BOARDS} are supported"),
            ));
        }
        items()
            .enumerate()
            .map(|(index, item)| {
                Board::parse(item).map_err(|error| {
                    FieldError::new("boards", format!("board {}: {error}", index + 1))
                })
            })
            .collect()
    }

    /// Parses the counts x(i): one whole number from 0 to 10^18 per board.
    pub fn parse_counts(text: &str, boards: usize) -> Result<Vec<u64>, FieldError> {
        let counts = parse_number_list("counts", text, MAX_COUNT, MAX_BOARDS)?;
        Self::check_counts(counts, boards)
    }

    fn check_counts(counts: Vec<u64>, boards: usize) -> Result<Vec<u64>, FieldError> {
        if counts.len() != boards {
            return Err(FieldError::new(
                "counts",
                format!(
                    "{} count{} for {boards} board{}; give one count per board",
                    counts.len(),
                    if counts.len() == 1 { "" } else { "s" },
                    if boards == 1 { "" } else { "s" }
                ),
            ));
        }
        Ok(counts)
    }

    /// G(0), … for free intervals, as far as the longest board needs.
    pub fn interval_values(&self) -> Vec<u32> {
        interval_grundy(self.boards.iter().map(Board::len).max().unwrap_or(0))
    }

    /// Computes the answer.
    pub fn answer(&self) -> TreblecrossAnswer {
        let values = self.interval_values();
        let grundy: Vec<u32> =
            self.boards.iter().map(|board| board_grundy(board, &values)).collect();
        let total = combined_grundy(&grundy, &self.counts);
        TreblecrossAnswer { winner: Winner::from_mover_wins(total != 0), grundy, total }
    }
}

/// Computing G(0..=max_len) for free intervals, as a sliced job: the octal game 0.007 up to
/// heap max_len + 2 (the treblecross lab's interval values).
pub struct IntervalValues(OctalJob);

impl IntervalValues {
    /// The job for intervals of up to `max_len` cells.
    pub fn new(max_len: usize) -> IntervalValues {
        // max_len + 2 is at most MAX_LENGTH + 2, far below the limit.
        let request = OctalRequest { code: OctalCode::treblecross(), n: (max_len + 2) as u32 };
        IntervalValues(OctalJob::new(&request))
    }
}

impl Stepwise for IntervalValues {
    type Output = Vec<u32>;

    fn advance(&mut self, work: u64) -> bool {
        self.0.advance(work)
    }

    fn progress(&self) -> f64 {
        self.0.progress()
    }

    fn finish(self: Box<Self>) -> Vec<u32> {
        Box::new(self.0).finish().values.split_off(2)
    }
}

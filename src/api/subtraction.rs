//! The subtraction-game request: `{game: "subtraction", moves, n}`, also the sg-table lab's URL.

use super::Answer;
use super::request::Request;
use serde::Serialize;

use super::fields::{FieldError, Fields, format_number_list, parse_count, parse_number_list_from};
use crate::solve::period::{Period, PeriodSearch};
use crate::solve::stepwise::Stepwise;
use crate::solve::subtraction::{MAX_MOVE, MAX_MOVES, MoveSet, TableFill};

/// The largest n (table size) a request may ask for.
pub const MAX_N: u32 = 1_000_000;

/// Solve the subtraction game with these moves for positions 0..=n.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubtractionRequest {
    /// The move set S.
    pub moves: MoveSet,
    /// The last position of the table.
    pub n: u32,
}

/// What `cgt.solve` returns for a subtraction request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SubtractionAnswer {
    /// SG(0), ..., SG(n).
    pub values: Vec<u32>,
    /// The least start, then least length, of a period the values prove, or null.
    pub period: Option<PeriodAnswer>,
}

/// A period as the JS API shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PeriodAnswer {
    /// First position of the periodic part.
    pub start: u32,
    /// The period.
    pub length: u32,
}

impl From<Period> for PeriodAnswer {
    fn from(period: Period) -> PeriodAnswer {
        PeriodAnswer { start: period.start, length: period.length }
    }
}

impl Default for SubtractionRequest {
    /// The lecture deck's example: S = {1, 3, 4}, positions 0 to 30.
    fn default() -> SubtractionRequest {
        // {1, 3, 4} is a valid move set (three distinct positive moves), so this cannot fail.
        let moves = MoveSet::try_new(vec![1, 3, 4]).expect("{1, 3, 4} is a valid move set");
        SubtractionRequest { moves, n: 30 }
    }
}

impl Request for SubtractionRequest {
    /// The game's name in `cgt.solve` requests.
    const GAME: &'static str = "subtraction";

    /// The request's fields besides `game`.
    const FIELDS: &'static [&'static str] = &["moves", "n"];
    /// The moves, up to [`MAX_MOVES`].
    const LONGEST_LIST: u32 = MAX_MOVES as u32;

    /// Reads the request from fields, reporting every bad field.
    fn from_fields(fields: &Fields) -> Result<SubtractionRequest, Vec<FieldError>> {
        let moves = Self::parse_moves(fields.get("moves").unwrap_or(""));
        let n = Self::parse_n(fields.get("n").unwrap_or(""));
        match (moves, n) {
            (Ok(moves), Ok(n)) => Ok(SubtractionRequest { moves, n }),
            (moves, n) => Err(moves.err().into_iter().chain(n.err()).collect()),
        }
    }

    /// Writes the request's fields, in the canonical form that [`Self::from_fields`] reads back.
    fn write_fields(&self, fields: &mut Fields) {
        fields.set("moves", self.moves_text());
        fields.set("n", self.n.to_string());
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::Subtraction(self.answer()))
    }
}

impl SubtractionRequest {
    /// Parses the move set field: numbers and ranges, e.g. `1,3,4` or `1..3`.
    pub fn parse_moves(text: &str) -> Result<MoveSet, FieldError> {
        // A move takes at least one stone: the messages give the range 1 to MAX_MOVE.
        let numbers = parse_number_list_from("moves", text, 1, u64::from(MAX_MOVE), MAX_MOVES)?;
        // Every number is at most MAX_MOVE, so the conversion is lossless.
        let moves = numbers.into_iter().map(|s| s as u32).collect();
        MoveSet::try_new(moves).map_err(|error| FieldError::new("moves", error.to_string()))
    }

    /// Parses n: a whole number from 0 to [`MAX_N`].
    pub fn parse_n(text: &str) -> Result<u32, FieldError> {
        // At most MAX_N, so the conversion is lossless.
        parse_count("n", text, u64::from(MAX_N)).map(|n| n as u32)
    }

    /// The move set written compactly, e.g. `1..3` or `1,3,4`.
    pub fn moves_text(&self) -> String {
        format_number_list(self.moves.moves())
    }

    /// Computes the answer.
    pub fn answer(&self) -> SubtractionAnswer {
        let (values, period) = Box::new(SubtractionJob::new(self)).finish();
        SubtractionAnswer { values, period: period.map(PeriodAnswer::from) }
    }

    /// The work the request costs, in the units of [`SubtractionJob::advance`].
    pub fn work(&self) -> u64 {
        SubtractionJob::new_cost(self.n, self.moves.moves().len())
    }
}

/// Solving a subtraction request a slice at a time: the table, then the period search.
#[derive(Clone, Debug)]
pub struct SubtractionJob {
    phase: Phase,
    /// Cost of one table cell (its move count) and of the whole job.
    cell_cost: u64,
    total: u64,
}

#[derive(Clone, Debug)]
enum Phase {
    Table { fill: TableFill, memory: u32 },
    Period { values: Vec<u32>, search: PeriodSearch },
}

impl SubtractionJob {
    /// The job for `request`, nothing computed yet.
    pub fn new(request: &SubtractionRequest) -> SubtractionJob {
        let fill = TableFill::new(request.moves.clone(), request.n);
        SubtractionJob {
            phase: Phase::Table { fill, memory: request.moves.max_move() },
            cell_cost: request.moves.moves().len() as u64,
            total: Self::new_cost(request.n, request.moves.moves().len()),
        }
    }

    /// A cell costs one unit per move; the period search one unit per position.
    fn new_cost(n: u32, moves: usize) -> u64 {
        (u64::from(n) + 1) * (moves as u64 + 1)
    }
}

/// The table in units of one move per cell, then the period search in units of one position.
impl Stepwise for SubtractionJob {
    type Output = (Vec<u32>, Option<Period>);

    fn advance(&mut self, work: u64) -> bool {
        let table_complete = match &mut self.phase {
            Phase::Table { fill, .. } => fill.advance((work / self.cell_cost).max(1)),
            Phase::Period { search, .. } => return search.advance(work.max(1)),
        };
        if table_complete {
            let placeholder =
                Phase::Period { values: Vec::new(), search: PeriodSearch::new::<u32>(&[], 1) };
            if let Phase::Table { fill, memory } = std::mem::replace(&mut self.phase, placeholder) {
                let (values, search) = period_search(fill, memory);
                self.phase = Phase::Period { values, search };
            }
        }
        false
    }

    fn progress(&self) -> f64 {
        let done = match &self.phase {
            Phase::Table { fill, .. } => fill.filled() as u64 * self.cell_cost,
            Phase::Period { values, search } => {
                values.len() as u64 * self.cell_cost + search.progress().0 as u64
            }
        };
        done as f64 / self.total.max(1) as f64
    }

    /// Completes the job: SG(0..=n) and the least proven period.
    fn finish(self: Box<Self>) -> (Vec<u32>, Option<Period>) {
        let (values, search) = match self.phase {
            Phase::Table { fill, memory } => period_search(fill, memory),
            Phase::Period { values, search } => (values, search),
        };
        (values, search.finish())
    }
}

/// Completes the table and starts the period search on it.
fn period_search(mut fill: TableFill, memory: u32) -> (Vec<u32>, PeriodSearch) {
    fill.advance(u64::MAX);
    let values: Vec<u32> = fill.into_values().into_iter().map(u32::from).collect();
    let search = PeriodSearch::new(&values, memory);
    (values, search)
}

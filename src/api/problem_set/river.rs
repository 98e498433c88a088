//! Problem 6, `{game: "river", rows, reclaimed: [[row, column], ...]}`, and its judge
//! (Codeforces 335C's input: r and n, then r_i c_i on each line; output WIN when the city to
//! move can reclaim the last cell, else LOSE).

use super::{Judge, JudgeError, ProblemSetAnswer, Tokens, WinnerAnswer, output_lines, pair_number};
use super::{parse_pairs, winner};
use crate::api::Answer;
use crate::api::fields::{FieldError, Fields, ordinal, parse_in_range};
use crate::api::request::Request;
use crate::solve::problem_set::river::{MAX_ROWS, River, RiverError};

/// Who wins a river with some cells reclaimed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RiverRequest {
    /// The river and its reclaimed cells, checked.
    pub river: River,
}

impl Request for RiverRequest {
    const GAME: &'static str = "river";
    const FIELDS: &'static [&'static str] = &["rows", "reclaimed"];
    /// The reclaimed cells: a valid river holds at most one a row (each a pair, a group).
    const LONGEST_LIST: u32 = MAX_ROWS;

    fn from_fields(fields: &Fields) -> Result<RiverRequest, Vec<FieldError>> {
        let rows = parse_in_range("rows", fields.get("rows").unwrap_or(""), 1, MAX_ROWS.into());
        let row = |_: usize, text: &str| pair_number("row", text, 1, MAX_ROWS.into());
        let column = |_: usize, text: &str| pair_number("column", text, 1, 2);
        // At most one cell a row can stand, so twice the most rows is plenty to read.
        let cells = parse_pairs(
            "reclaimed",
            fields.get("reclaimed").unwrap_or(""),
            2 * MAX_ROWS as usize,
            row,
            column,
        );
        let (rows, cells) = match (rows, cells) {
            (Ok(rows), Ok(cells)) => (rows as u32, cells),
            (rows, cells) => return Err(rows.err().into_iter().chain(cells.err()).collect()),
        };
        let cells: Vec<(u32, u8)> = cells.into_iter().map(|(r, c)| (r as u32, c as u8)).collect();
        River::new(rows, &cells).map(|river| RiverRequest { river }).map_err(|error| {
            vec![FieldError::new(
                "reclaimed",
                river_message(&error, |i| format!("the {} cell", ordinal(i + 1))),
            )]
        })
    }

    fn write_fields(&self, fields: &mut Fields) {
        fields.set("rows", self.river.rows().to_string());
        let texts: Vec<String> =
            self.river.cells().iter().map(|(row, column)| format!("{row}-{column}")).collect();
        fields.set("reclaimed", texts.join(","));
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::ProblemSet(ProblemSetAnswer::Winner(self.answer())))
    }
}

impl RiverRequest {
    /// Who wins: the xor of the stretches' values.
    pub fn answer(&self) -> WinnerAnswer {
        WinnerAnswer { winner: winner(self.river.mover_wins()) }
    }
}

/// Why the cells cannot start a game, naming the cell of index i (from 0) `name(i)`.
pub fn river_message(error: &RiverError, name: impl Fn(usize) -> String) -> String {
    match *error {
        RiverError::OffTheRiver { index, cell: (row, column), rows } => format!(
            "{} ({row}, {column}) is off the river: its rows are 1 to {rows}, its columns 1 and 2",
            name(index)
        ),
        RiverError::Repeated { first, second, cell: (row, column) } => format!(
            "{} ({row}, {column}) repeats {}; list each cell once",
            name(second),
            name(first)
        ),
        RiverError::Conflict { first, second, cells: [(r1, c1), (r2, c2)] } => format!(
            "{} ({r2}, {c2}) and {} ({r1}, {c1}) are in different columns of the same or \
             adjacent rows: no ship could pass, so they cannot both be reclaimed",
            name(second),
            name(first)
        ),
    }
}

/// The judge: the contest's input and output formats, and [`judge`].
pub const JUDGE: Judge = Judge {
    game: <RiverRequest as Request>::GAME,
    input: "r, the rows (1 to 100), and n, the cells already reclaimed (0 to r), then r_i c_i for each reclaimed cell i: its row (1 to r) and column (1 or 2).",
    output: "WIN when the city to move wins (it can reclaim the last cell whatever the other does), LOSE when not.",
    run: judge,
};

/// The contest's output: WIN when the city to move can make sure to reclaim the last cell,
/// else LOSE.
pub fn judge(input: &str) -> Result<String, JudgeError> {
    let mut tokens = Tokens::new(input);
    let r = tokens.number(|| "r".into(), 1, MAX_ROWS.into())?;
    let n = tokens.number(|| "n".into(), 0, r)? as usize;
    let (mut cells, mut lines) = (Vec::with_capacity(n), Vec::with_capacity(n));
    for i in 1..=n {
        let row = tokens.number(|| format!("r_{i}"), 1, r)?;
        let column = tokens.number(|| format!("c_{i}"), 1, 2)?;
        cells.push((row as u32, column as u8));
        lines.push(tokens.last_line());
    }
    tokens.end()?;
    let river = River::new(r as u32, &cells).map_err(|error| {
        let index = match error {
            RiverError::OffTheRiver { index, .. } => index,
            RiverError::Repeated { second, .. } | RiverError::Conflict { second, .. } => second,
        };
        let field = format!("r_{0}, c_{0}", index + 1);
        JudgeError::new(lines[index], &field, river_message(&error, |i| format!("cell {}", i + 1)))
    })?;
    Ok(output_lines([if river.mover_wins() { "WIN" } else { "LOSE" }]))
}

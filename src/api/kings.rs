//! The kings request: `{game: "kings", board: ["..#", "..."], kings: [[row, col], ...]}`, also
//! the kings lab's URL.
//!
//! A board is rows of `.` (a free cell) and `#` (a damaged one; `x` also works, and URLs use it
//! since `#` would need escaping), separated by commas, slashes or new lines. Kings are cells
//! `row-col` (also `row col` or `row:col`) separated by commas; from JS, `[[0, 2], [1, 1]]`
//! arrives as `0 2,1 1`. Rows count from the top, columns from the left, both from 0.

use super::Answer;
use super::request::Request;
use serde::Serialize;

use super::Winner;
use super::fields::{FieldError, Fields, parse_in_range};
use crate::solve::kings::{Board, Cell, grundy_table, total, winning_moves};

/// The most rows or columns a request's board may have.
pub const MAX_SIDE: usize = 1000;
/// The most kings a request may have.
pub const MAX_KINGS: usize = 10_000;

/// Kings on a damaged board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KingsRequest {
    /// The board.
    pub board: Board,
    /// The kings' cells (several kings may share one).
    pub kings: Vec<Cell>,
}

/// What `cgt.solve` returns for a kings request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct KingsAnswer {
    /// `grundy[row][col]`: the Sprague-Grundy value of one king on that cell, `null` for a
    /// damaged cell.
    pub grundy: Vec<Vec<Option<u32>>>,
    /// The xor of the kings' cells' values.
    pub total: u32,
    /// Who wins with perfect play: the player to move ("first") or the other ("second").
    pub winner: Winner,
    /// Every winning first move, king by king.
    pub winning_moves: Vec<KingMoveAnswer>,
}

/// One king's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct KingMoveAnswer {
    /// The king's index in the request's list.
    pub king: u32,
    /// [row, col] before.
    pub from: [u32; 2],
    /// [row, col] after.
    pub to: [u32; 2],
}

impl Request for KingsRequest {
    /// The game's name in `cgt.solve` requests.
    const GAME: &'static str = "kings";

    /// The request's fields besides `game`.
    const FIELDS: &'static [&'static str] = &["board", "kings"];
    /// The kings, up to [`MAX_KINGS`] (the board's rows, up to [`MAX_SIDE`], are fewer).
    const LONGEST_LIST: u32 = MAX_KINGS as u32;

    /// Reads the request from fields, reporting every bad field.
    fn from_fields(fields: &Fields) -> Result<KingsRequest, Vec<FieldError>> {
        let board = fields.get("board").unwrap_or("");
        let Some(kings) = fields.get("kings") else {
            let mut errors: Vec<FieldError> =
                Self::parse_board(board, MAX_SIDE).err().into_iter().collect();
            errors.push(FieldError::new(
                "kings",
                "missing; give the kings' cells such as [[0, 2], [1, 1]] ([] for none)",
            ));
            return Err(errors);
        };
        Self::parse(board, kings, MAX_SIDE, MAX_KINGS)
    }

    /// Writes the request's fields.
    fn write_fields(&self, fields: &mut Fields) {
        fields.set("board", self.board_url_text());
        fields.set("kings", self.kings_text());
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::Kings(self.answer()))
    }
}

impl KingsRequest {
    /// Parses a board of at most `max_side` rows and columns.
    pub fn parse_board(text: &str, max_side: usize) -> Result<Board, FieldError> {
        let error = |message: String| FieldError::new("board", message);
        let lines: Vec<&str> = text
            .split([',', '/', ';', '\n'])
            .flat_map(str::split_whitespace)
            .filter(|line| !line.is_empty())
            .collect();
        if lines.is_empty() {
            return Err(error(
                "missing; give the rows separated by commas, such as ..#,... (. a free cell, # a \
                 damaged one)"
                    .into(),
            ));
        }
        if lines.len() > max_side {
            return Err(error(format!("{} rows; the limit is {max_side}", lines.len())));
        }
        let mut rows: Vec<Vec<bool>> = Vec::with_capacity(lines.len());
        for (index, line) in lines.iter().enumerate() {
            let cells = line.chars().count();
            if cells > max_side {
                return Err(error(format!(
                    "row {index} has {cells} cells; the limit is {max_side}"
                )));
            }
            let mut row = Vec::with_capacity(cells);
            for symbol in line.chars() {
                row.push(match symbol {
                    '.' => false,
                    '#' | 'x' | 'X' => true,
                    other => {
                        return Err(error(format!(
                            "row {index} has '{other}'; use . for a free cell and # or x for a \
                             damaged one"
                        )));
                    }
                });
            }
            if let Some(first) = rows.first().filter(|first| first.len() != row.len()) {
                return Err(error(format!(
                    "row {index} has {} cells but row 0 has {}; every row needs the same length",
                    row.len(),
                    first.len()
                )));
            }
            rows.push(row);
        }
        // Non-empty, rectangular rows: checked just above.
        Board::from_rows(&rows).ok_or_else(|| error("the rows do not make a board".into()))
    }

    /// Parses the kings' cells (at most `max`), without looking at a board; an empty text is
    /// no kings.
    pub fn parse_king_cells(text: &str, max: usize) -> Result<Vec<Cell>, FieldError> {
        let mut kings = Vec::new();
        for item in text.split([',', ';', '\n']).map(str::trim).filter(|item| !item.is_empty()) {
            if kings.len() == max {
                return Err(FieldError::new(
                    "kings",
                    format!("more than {max} kings; the limit is {max}"),
                ));
            }
            kings.push(parse_cell(item)?);
        }
        Ok(kings)
    }

    /// Checks that every king stands on a free cell of `board`.
    pub fn check_kings(board: &Board, kings: &[Cell]) -> Result<(), FieldError> {
        for (index, &(row, col)) in kings.iter().enumerate() {
            if !board.contains((row, col)) {
                return Err(FieldError::new(
                    "kings",
                    format!(
                        "king {index} at ({row}, {col}) is off the board (rows 0 to {}, columns \
                         0 to {})",
                        board.rows() - 1,
                        board.cols() - 1
                    ),
                ));
            }
            if board.is_damaged((row, col)) {
                return Err(FieldError::new(
                    "kings",
                    format!("king {index} at ({row}, {col}) stands on a damaged cell"),
                ));
            }
        }
        Ok(())
    }

    /// Reads a request from the two texts, with boards of at most `max_side` rows and columns
    /// and at most `max_kings` kings, reporting every bad field.
    pub fn parse(
        board: &str,
        kings: &str,
        max_side: usize,
        max_kings: usize,
    ) -> Result<KingsRequest, Vec<FieldError>> {
        let board = Self::parse_board(board, max_side);
        let kings = Self::parse_king_cells(kings, max_kings);
        match (board, kings) {
            (Ok(board), Ok(kings)) => match Self::check_kings(&board, &kings) {
                Ok(()) => Ok(KingsRequest { board, kings }),
                Err(error) => Err(vec![error]),
            },
            (board, kings) => Err(board.err().into_iter().chain(kings.err()).collect()),
        }
    }

    /// The board as URL text: rows separated by commas, `x` for a damaged cell.
    pub fn board_url_text(&self) -> String {
        self.board.row_texts().join(",").replace('#', "x")
    }

    /// The kings as text: `0-2,1-1`.
    pub fn kings_text(&self) -> String {
        self.kings.iter().map(|(row, col)| format!("{row}-{col}")).collect::<Vec<_>>().join(",")
    }

    /// Computes the answer.
    pub fn answer(&self) -> KingsAnswer {
        let table = grundy_table(&self.board);
        let total = total(&table, &self.kings);
        let cell = |(row, col): Cell| [row as u32, col as u32];
        KingsAnswer {
            grundy: table.rows_of_values().map(<[Option<u32>]>::to_vec).collect(),
            total,
            winner: Winner::from_mover_wins(total != 0),
            winning_moves: winning_moves(&self.board, &table, &self.kings)
                .into_iter()
                .map(|mv| KingMoveAnswer {
                    king: mv.king as u32,
                    from: cell(mv.from),
                    to: cell(mv.to),
                })
                .collect(),
        }
    }
}

/// One cell: `row-col`, `row:col` or `row col`.
fn parse_cell(item: &str) -> Result<Cell, FieldError> {
    let bad = || {
        FieldError::new("kings", format!("'{item}' is not a cell; write row-column, such as 2-3"))
    };
    let (row, col) = ['-', ':']
        .iter()
        .find_map(|&separator| item.split_once(separator))
        .or_else(|| item.split_once(char::is_whitespace))
        .ok_or_else(bad)?;
    let number = |text: &str| {
        let text = text.trim();
        if text.is_empty() || text.contains(['-', ':']) || text.contains(char::is_whitespace) {
            return Err(bad());
        }
        parse_in_range("kings", text, 0, u32::MAX.into()).map(|value| value as usize)
    };
    Ok((number(row)?, number(col)?))
}

/// A request's edits, as the kings lab's board editor makes them.
impl KingsRequest {
    /// The request with `cell`'s damage toggled: damaging a cell removes the kings standing
    /// there, whose number is returned too.
    pub fn with_damage_toggled(&self, cell: Cell) -> (KingsRequest, usize) {
        let kings: Vec<Cell> = self.kings.iter().copied().filter(|&king| king != cell).collect();
        let removed = self.kings.len() - kings.len();
        (KingsRequest { board: self.board.toggled(cell), kings }, removed)
    }

    /// The request with one more king on `cell`, if the cell is free and fewer than `max` kings
    /// stand on the board.
    pub fn with_king_added(&self, cell: Cell, max: usize) -> Option<KingsRequest> {
        let room = self.board.is_free(cell) && self.kings.len() < max;
        let kings = self.kings.iter().copied().chain([cell]).collect();
        room.then(|| KingsRequest { board: self.board.clone(), kings })
    }

    /// The request with the last king listed on `cell` taken away (unchanged when none stands
    /// there).
    pub fn with_king_removed(&self, cell: Cell) -> KingsRequest {
        let mut kings = self.kings.clone();
        if let Some(index) = kings.iter().rposition(|&king| king == cell) {
            kings.remove(index);
        }
        KingsRequest { board: self.board.clone(), kings }
    }
}

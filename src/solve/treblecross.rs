//! Treblecross (the paper's section 3.6, "parallel Treblecross"): boards of cells in a row;
//! a move marks an unmarked cell, and whoever makes three marked cells in a row wins.
//!
//! In a position where the player to move cannot win at once, nobody marks a cell at distance 1
//! or 2 from a marked one unless forced: the opponent would complete three in a row. The paper
//! calls these cells *lightly marked*; the other unmarked cells form maximal free intervals of
//! lengths L(1), …, L(R). Marking the i-th cell of a free interval of Q cells makes cells i - 2
//! to i + 2 unusable and leaves free intervals of max(i - 3, 0) and max(Q - i - 2, 0) cells, so
//! G(0) = 0 and G(Q) = mex{G(max(i - 3, 0)) xor G(max(Q - i - 2, 0)) : 1 <= i <= Q}. A board's
//! Grundy number is G(L(1)) xor … xor G(L(R)); with x(i) copies of board type i only the parity
//! of x(i) matters, and the first player wins the sum exactly when the xor is not 0.
//!
//! G(Q) is the octal game 0.007's value at a heap of Q + 2 (see [`interval_grundy`]), so long
//! boards use [`octal::grundy_values`](super::octal::grundy_values).

use std::cell::OnceCell;
use std::fmt;
use std::hash::{Hash, Hasher};

use super::octal::{OctalCode, grundy_values};
use super::play::Game;

/// The fewest cells a board may have (the paper's N(i) >= 3).
pub const MIN_LENGTH: usize = 3;
/// The most cells a board may have.
pub const MAX_LENGTH: usize = 10_000;
/// The longest run of unmarked cells a board's text spells out as dots; a longer one is written
/// as its length (`X12` is `X` and twelve unmarked cells).
pub const SPELLED_RUN: usize = 9;

/// A board: which cells are marked.
#[derive(Clone, Debug)]
pub struct Board {
    cells: Vec<bool>,
    /// Its free intervals, found at the first [`Board::intervals`] and kept: a view of 64
    /// boards of 10,000 cells asks for them at every render.
    intervals: OnceCell<Vec<Interval>>,
}

/// Boards are equal when their cells are (whether their intervals are found yet or not).
impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.cells == other.cells
    }
}

impl Eq for Board {}

impl Hash for Board {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.cells.hash(state);
    }
}

/// Why a text is not a valid starting board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// Fewer than [`MIN_LENGTH`] cells.
    TooShort(usize),
    /// More than [`MAX_LENGTH`] cells.
    TooLong(usize),
    /// A character other than `X`, `.` and a digit (cells numbered from 1).
    NotACell {
        /// The cell's number.
        cell: usize,
        /// What was written there.
        found: char,
    },
    /// A run of 0 unmarked cells, written as the number 0, at this cell (numbered from 1).
    EmptyRun(usize),
    /// Two marks at distance 1 or 2 (cells numbered from 1).
    TooClose {
        /// The first marked cell.
        first: usize,
        /// The second marked cell.
        second: usize,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::TooShort(0) => {
                write!(f, "empty; write a board such as X..... (X marked, . unmarked)")
            }
            BoardError::TooShort(len) => {
                write!(f, "{len} cells; a board has at least {MIN_LENGTH} (the paper's N(i) ≥ 3)")
            }
            // A count that saturated is no count of cells.
            BoardError::TooLong(usize::MAX) => {
                write!(f, "more cells than can be counted; at most {MAX_LENGTH} are supported")
            }
            BoardError::TooLong(len) => {
                write!(f, "{len} cells; at most {MAX_LENGTH} are supported")
            }
            BoardError::NotACell { cell, found } => write!(
                f,
                "cell {cell} is '{found}'; write X for a marked cell, . for an unmarked one and a \
                 number for that many unmarked cells (X12)"
            ),
            BoardError::EmptyRun(cell) => {
                write!(f, "cell {cell} is a run of 0 unmarked cells; a number stands for 1 or more")
            }
            BoardError::TooClose { first, second } => write!(
                f,
                "cells {first} and {second} are both marked, {} apart; a starting board has no two \
                 marks at distance 1 or 2 (the first player would win at once)",
                second - first
            ),
        }
    }
}

/// The pieces of a board's text, in order: `Ok((marked, count))` for `count` cells in a row, all
/// marked or all unmarked (a number is that many unmarked cells, saturating), or `Err` with a
/// character that is not a cell.
fn pieces(text: &str) -> impl Iterator<Item = Result<(bool, usize), char>> + '_ {
    let mut chars = text.chars().peekable();
    std::iter::from_fn(move || {
        let c = chars.next()?;
        Some(match c {
            'X' | 'x' => Ok((true, 1)),
            '.' => Ok((false, 1)),
            '0'..='9' => {
                let mut run = 0usize;
                let mut digit = c.to_digit(10);
                while let Some(d) = digit {
                    run = run.saturating_mul(10).saturating_add(d as usize);
                    digit = chars.next_if(char::is_ascii_digit).and_then(|c| c.to_digit(10));
                }
                Ok((false, run))
            }
            found => Err(found),
        })
    })
}

/// A maximal run of free cells (unmarked and not lightly marked).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Interval {
    /// Its first cell (from 0).
    pub start: usize,
    /// How many cells it has.
    pub len: usize,
}

impl Board {
    /// Parses a starting board such as `X.....` or `X5`: `X` (or `x`) marked, `.` unmarked, a
    /// number for that many unmarked cells in a row; at least [`MIN_LENGTH`] and at most
    /// [`MAX_LENGTH`] cells, no two marks at distance 1 or 2.
    pub fn parse(text: &str) -> Result<Board, BoardError> {
        let text = text.trim();
        // Counted before any cell is kept: a run of 10^15 cells costs no memory.
        let mut len = 0usize;
        for piece in pieces(text) {
            let cell = len.saturating_add(1);
            match piece {
                Ok((_, 0)) => return Err(BoardError::EmptyRun(cell)),
                Ok((_, run)) => len = len.saturating_add(run),
                Err(found) => return Err(BoardError::NotACell { cell, found }),
            }
        }
        if len > MAX_LENGTH {
            return Err(BoardError::TooLong(len));
        }
        let mut cells = Vec::with_capacity(len);
        for (marked, run) in pieces(text).flatten() {
            cells.extend(std::iter::repeat_n(marked, run));
        }
        if len < MIN_LENGTH {
            return Err(BoardError::TooShort(len));
        }
        let marks: Vec<usize> = (0..len).filter(|&cell| cells[cell]).collect();
        if let Some(pair) = marks.windows(2).find(|pair| pair[1] - pair[0] <= 2) {
            return Err(BoardError::TooClose { first: pair[0] + 1, second: pair[1] + 1 });
        }
        Ok(Board::from_cells(cells))
    }

    /// A board with these marks, as play reaches it (any marks allowed).
    pub fn from_cells(cells: Vec<bool>) -> Board {
        Board { cells, intervals: OnceCell::new() }
    }

    /// How many cells the board has.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether the board has no cells.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Whether each cell is marked.
    pub fn cells(&self) -> &[bool] {
        &self.cells
    }

    /// Whether `cell` (from 0) is marked.
    pub fn is_marked(&self, cell: usize) -> bool {
        self.cells.get(cell).copied().unwrap_or(false)
    }

    /// The board written with `X` and `.`, a run of more than [`SPELLED_RUN`] unmarked cells as
    /// its length (as [`Board::parse`] reads it).
    pub fn text(&self) -> String {
        let mut text = String::new();
        for run in self.cells.chunk_by(|a, b| a == b) {
            match run {
                [true, ..] => text.extend(run.iter().map(|_| 'X')),
                _ if run.len() > SPELLED_RUN => text.push_str(&run.len().to_string()),
                _ => text.extend(run.iter().map(|_| '.')),
            }
        }
        text
    }

    /// The board after marking `cell`.
    pub fn with_mark(&self, cell: usize) -> Board {
        let mut cells = self.cells.clone();
        if let Some(slot) = cells.get_mut(cell) {
            *slot = true;
        }
        Board::from_cells(cells)
    }

    /// The first cell of the first three marked cells in a row, if there are any.
    pub fn three_in_a_row(&self) -> Option<usize> {
        self.cells.windows(3).position(|run| run.iter().all(|&marked| marked))
    }

    /// The unmarked cells whose marking makes three in a row.
    pub fn winning_cells(&self) -> Vec<usize> {
        (0..self.len())
            .filter(|&cell| !self.cells[cell] && self.with_mark(cell).three_in_a_row().is_some())
            .collect()
    }

    /// The lightly marked cells: unmarked, at distance 1 or 2 from a marked cell.
    pub fn lightly_marked(&self) -> Vec<bool> {
        let len = self.len();
        (0..len)
            .map(|cell| {
                !self.cells[cell]
                    && (cell.saturating_sub(2)..=(cell + 2).min(len - 1))
                        .any(|other| self.cells[other])
            })
            .collect()
    }

    /// The free intervals: maximal runs of cells neither marked nor lightly marked.
    pub fn intervals(&self) -> &[Interval] {
        self.intervals.get_or_init(|| {
            let light = self.lightly_marked();
            let free: Vec<bool> = self.cells.iter().zip(&light).map(|(&m, &l)| !m && !l).collect();
            let mut intervals = Vec::new();
            let mut start = 0;
            for run in free.split(|&free| !free) {
                if !run.is_empty() {
                    intervals.push(Interval { start, len: run.len() });
                }
                start += run.len() + 1;
            }
            intervals
        })
    }

    /// How many cells are lightly marked: those neither marked nor in a free interval.
    pub fn light_count(&self) -> usize {
        let free: usize = self.intervals().iter().map(|interval| interval.len).sum();
        let marked = self.cells.iter().filter(|&&marked| marked).count();
        self.len() - marked - free
    }
}

/// G(0), …, G(max_len) by the paper's recurrence, literally: for each Q, every cell i of the
/// interval. Quadratic; the oracle for [`interval_grundy`] and what the lab explains.
pub fn interval_grundy_paper(max_len: usize) -> Vec<u32> {
    let mut values: Vec<u32> = vec![0];
    for q in 1..=max_len {
        let options: Vec<u32> = (1..=q)
            .map(|i| values[i.saturating_sub(3)] ^ values[(q - i).saturating_sub(2)])
            .collect();
        values.push(super::mex::mex(options));
    }
    values
}

/// The options of a free interval of `q` cells as the paper lists them: for each cell i
/// (from 1), the free intervals left on its left and right.
pub fn interval_options(q: usize) -> Vec<(usize, usize, usize)> {
    (1..=q).map(|i| (i, i.saturating_sub(3), (q - i).saturating_sub(2))).collect()
}

/// G(0), …, G(max_len) for free intervals, from the octal game 0.007: G(Q) = G_0.007(Q + 2).
///
/// 0.007 removes three adjacent tokens from a row, leaving the tokens on either side. Pad an
/// interval of Q cells with one phantom cell at each end: a row of Q + 2 tokens. Marking cell i
/// (from 1) removes tokens i - 1, i, i + 1 of the padded row and leaves rows of i - 1 and Q - i
/// tokens; read back as intervals (a phantom cell on each side again), they hold i - 3 and
/// Q - i - 2 cells, and 0.007 gives rows of 0, 1 or 2 tokens the value 0, as the paper's max(·, 0)
/// does. So both recurrences agree (the tests check it for every Q up to thousands).
pub fn interval_grundy(max_len: usize) -> Vec<u32> {
    let code = OctalCode::treblecross();
    // At most MAX_LENGTH + 2 in practice; the cast only truncates absurd requests.
    let heaps = (max_len + 2).min(u32::MAX as usize) as u32;
    grundy_values(&code, heaps).split_off(2)
}

/// A board's Grundy number: the xor of its free intervals' values, `values` holding G(0)
/// up to at least the board's length.
pub fn board_grundy(board: &Board, values: &[u32]) -> u32 {
    board.intervals().iter().fold(0, |total, interval| total ^ values[interval.len])
}

/// The Grundy number of the sum of x(i) copies of each board type i: the xor of the types
/// with an odd number of copies (two equal games cancel: G xor G = 0).
pub fn combined_grundy(grundies: &[u32], counts: &[u64]) -> u32 {
    grundies.iter().zip(counts).filter(|(_, count)| *count % 2 == 1).fold(0, |t, (g, _)| t ^ g)
}

/// Treblecross on one board, for play against the computer: the position is the board, a move
/// the cell marked (from 0). `values` must hold G(0) up to at least the board's length.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreblecrossGame {
    /// G(0), G(1), … for free intervals.
    pub values: Vec<u32>,
}

impl TreblecrossGame {
    /// The game for boards of up to `max_len` cells.
    pub fn new(max_len: usize) -> TreblecrossGame {
        TreblecrossGame { values: interval_grundy(max_len) }
    }

    /// Whether the game is over (someone made three in a row, or no cell is left).
    pub fn is_over(&self, board: &Board) -> bool {
        board.three_in_a_row().is_some() || board.cells().iter().all(|&marked| marked)
    }

    /// The moves that win for the player to move: a cell completing three in a row if there is
    /// one, else every free cell after which the free intervals' xor is 0.
    pub fn winning_moves(&self, board: &Board) -> Vec<usize> {
        if self.is_over(board) {
            return Vec::new();
        }
        let immediate = board.winning_cells();
        if !immediate.is_empty() {
            return immediate;
        }
        let intervals = board.intervals();
        let total = board_grundy(board, &self.values);
        let mut moves = Vec::new();
        for interval in intervals {
            let len = interval.len;
            for offset in 0..len {
                let left = offset.saturating_sub(2);
                let right = (len - offset - 1).saturating_sub(2);
                if total ^ self.values[len] ^ self.values[left] ^ self.values[right] == 0 {
                    moves.push(interval.start + offset);
                }
            }
        }
        moves
    }
}

impl Game for TreblecrossGame {
    type Position = Board;
    type Move = usize;

    fn moves(&self, board: &Board) -> Vec<usize> {
        if self.is_over(board) {
            return Vec::new();
        }
        (0..board.len()).filter(|&cell| !board.is_marked(cell)).collect()
    }

    fn is_legal(&self, board: &Board, cell: &usize) -> bool {
        *cell < board.len() && !board.is_marked(*cell) && !self.is_over(board)
    }

    fn play(&self, board: &Board, cell: &usize) -> Board {
        board.with_mark(*cell)
    }

    fn strategy_move(&self, board: &Board) -> Option<usize> {
        self.winning_moves(board).first().copied()
    }

    fn plain_delaying_move(&self, board: &Board) -> Option<usize> {
        if self.is_over(board) {
            return None;
        }
        // A free cell if there is one (the game goes on), else the first unmarked cell (which
        // hands the opponent three in a row).
        let free = board.intervals().iter().max_by_key(|interval| interval.len).map(|i| i.start);
        free.or_else(|| (0..board.len()).find(|&cell| !board.is_marked(cell)))
    }

    fn positions_bound(&self, board: &Board) -> u128 {
        let unmarked = board.cells().iter().filter(|&&marked| !marked).count();
        if unmarked >= 127 { u128::MAX } else { 1u128 << unmarked }
    }
}

/// One stretch of a board as drawn: a marked cell, a lightly marked cell, or a free interval.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stretch {
    /// A marked cell (from 0).
    Marked(usize),
    /// A lightly marked cell (from 0).
    Light(usize),
    /// A free interval.
    Free(Interval),
}

/// `board` from left to right as marked cells, lightly marked cells and free intervals.
pub fn stretches(board: &Board) -> Vec<Stretch> {
    let intervals = board.intervals();
    let mut out = Vec::new();
    let mut cell = 0;
    let mut next_interval = intervals.iter().peekable();
    while cell < board.len() {
        if let Some(interval) = next_interval.next_if(|interval| interval.start == cell) {
            out.push(Stretch::Free(*interval));
            cell += interval.len;
        } else {
            out.push(if board.is_marked(cell) {
                Stretch::Marked(cell)
            } else {
                Stretch::Light(cell)
            });
            cell += 1;
        }
    }
    out
}

/// The analysis of a sum of board types, board by board: the paper's GG(i) and the xor so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumAnalysis {
    /// Each board type's Grundy number (one copy).
    pub grundies: Vec<u32>,
    /// GG(i): the type's Grundy number if it has an odd number of copies, else 0.
    pub counted: Vec<u32>,
    /// The xor of GG(1) to GG(i), for each i.
    pub running: Vec<u32>,
    /// The sum's Grundy number.
    pub total: u32,
}

/// Analyses x(i) = `counts[i]` copies of each of `boards`, `values` holding G(0) up to at least
/// the longest board's length.
pub fn analyse_sum(boards: &[Board], counts: &[u64], values: &[u32]) -> SumAnalysis {
    let grundies: Vec<u32> = boards.iter().map(|board| board_grundy(board, values)).collect();
    let counted: Vec<u32> =
        grundies.iter().zip(counts).map(|(&g, count)| if count % 2 == 1 { g } else { 0 }).collect();
    let running: Vec<u32> = counted
        .iter()
        .scan(0, |xor, &gg| {
            *xor ^= gg;
            Some(*xor)
        })
        .collect();
    let total = combined_grundy(&grundies, counts);
    SumAnalysis { grundies, counted, running, total }
}

/// A move that wins the sum, if the player to move has one: marking cell `.1` (from 0) on a copy
/// of board type `.0` (from 0) leaves xor 0. Only safe moves (in a free interval) are tried.
pub fn winning_move(
    boards: &[Board],
    counts: &[u64],
    analysis: &SumAnalysis,
    values: &[u32],
) -> Option<(usize, usize)> {
    let SumAnalysis { grundies, total, .. } = analysis;
    if *total == 0 {
        return None;
    }
    boards.iter().enumerate().filter(|(i, _)| counts[*i] > 0).find_map(|(i, board)| {
        let target = total ^ grundies[i];
        board.intervals().iter().find_map(|interval| {
            (0..interval.len).find_map(|offset| {
                let left = offset.saturating_sub(2);
                let right = (interval.len - offset - 1).saturating_sub(2);
                let after = grundies[i] ^ values[interval.len] ^ values[left] ^ values[right];
                (after == target).then_some((i, interval.start + offset))
            })
        })
    })
}

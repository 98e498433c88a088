//! The lecture's problem set: ten contest problems from the deck's problem-solving session
//! ("try small cases, analyse with the SG function, sums by nim-sum"), each in its own module.
//!
//! Every module gives the road from statement to verdict as plain data:
//! - its [`Problem`]: the contest, the rules, the pattern in one line and why the fast solution
//!   is right;
//! - a brute-force table of small cases, computed from the rules alone: an SG table (each
//!   [`SgCell`] with the successor values whose mex it is) for a one-pile game or a sum's
//!   component, a win/lose(/draw) [`Grid`] for a two-number game;
//! - the pattern as a predicate, checked against every cell of the table ([`PatternCheck`]);
//! - the fast solution, exact at the contest's limits (u64 and u128 arithmetic, no float, no
//!   power computed beyond the number it is compared with).

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

use std::collections::BTreeMap;
use std::fmt;

use crate::mex::mex;

/// What a page says about a problem before anything is computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Its number in the deck, 1 to 10.
    pub number: u8,
    /// Its `game` in `cgt.solve` requests.
    pub game: &'static str,
    /// Where it was set, e.g. "Codeforces 705B".
    pub source: &'static str,
    /// The contest's title.
    pub title: &'static str,
    /// The rules, as the deck gives them (the original problem's where the deck is terse).
    pub statement: &'static str,
    /// The pattern the small cases show, in one line.
    pub pattern: &'static str,
    /// Why the fast solution is right, in a few sentences.
    pub argument: &'static str,
}

/// The ten problems, in the deck's order.
pub const PROBLEMS: [&Problem; 10] = [
    &split_piles::PROBLEM,
    &prime_powers::PROBLEM,
    &nim_ranges::PROBLEM,
    &half_nim::PROBLEM,
    &copies::PROBLEM,
    &river::PROBLEM,
    &two_piles_k::PROBLEM,
    &powers_and_mod::PROBLEM,
    &power_race::PROBLEM,
    &gcd_game::PROBLEM,
];

/// A position's value with perfect play, for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move wins (an N-position).
    Win,
    /// The player to move loses (a P-position).
    Lose,
    /// Neither can force a win: play goes on forever.
    Draw,
}

impl Outcome {
    /// `Win` when the player to move wins, else `Lose`.
    pub fn from_mover_wins(mover_wins: bool) -> Outcome {
        if mover_wins { Outcome::Win } else { Outcome::Lose }
    }

    /// The letter a table shows: W, L or D.
    pub fn letter(self) -> char {
        match self {
            Outcome::Win => 'W',
            Outcome::Lose => 'L',
            Outcome::Draw => 'D',
        }
    }
}

/// One cell of an SG table: a position, its Grundy value and the distinct values of its
/// options (sorted), whose mex the value is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SgCell<P> {
    /// The position.
    pub position: P,
    /// Its Grundy value: the mex of `options`.
    pub grundy: u32,
    /// The Grundy values of its options, each once, ascending.
    pub options: Vec<u32>,
}

impl<P: fmt::Display> SgCell<P> {
    /// The cell of `position` whose options have these values (in any order, repeats allowed).
    pub fn new(position: P, option_values: impl IntoIterator<Item = u32>) -> SgCell<P> {
        let mut options: Vec<u32> = option_values.into_iter().collect();
        options.sort_unstable();
        options.dedup();
        SgCell { grundy: mex(options.iter().copied()), position, options }
    }

    /// The lecture's sentence: `g(7) = mex{0, 2} = 1` (`g(1) = mex{} = 0` without options).
    pub fn sentence(&self) -> String {
        let values: Vec<String> = self.options.iter().map(u32::to_string).collect();
        format!("g({}) = mex{{{}}} = {}", self.position, values.join(", "), self.grundy)
    }
}

/// A two-number table: `cells[i][j]` is the position (first_row + i, first_col + j).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid<T> {
    /// The first row's number (the first coordinate).
    pub first_row: u64,
    /// The first column's number (the second coordinate).
    pub first_col: u64,
    /// The cells, row by row.
    pub cells: Vec<Vec<T>>,
}

impl<T> Grid<T> {
    /// The grid of rows `rows` and columns `cols`, each cell `cell(row, col)`.
    pub fn from_fn(
        rows: std::ops::RangeInclusive<u64>,
        cols: std::ops::RangeInclusive<u64>,
        mut cell: impl FnMut(u64, u64) -> T,
    ) -> Grid<T> {
        let (first_row, first_col) = (*rows.start(), *cols.start());
        let cells = rows.map(|row| cols.clone().map(|col| cell(row, col)).collect()).collect();
        Grid { first_row, first_col, cells }
    }

    /// The cell of (row, col), if the grid has it.
    pub fn get(&self, row: u64, col: u64) -> Option<&T> {
        let i = usize::try_from(row.checked_sub(self.first_row)?).ok()?;
        let j = usize::try_from(col.checked_sub(self.first_col)?).ok()?;
        self.cells.get(i)?.get(j)
    }

    /// Every cell with its coordinates, row by row.
    pub fn iter(&self) -> impl Iterator<Item = (u64, u64, &T)> {
        self.cells.iter().zip(self.first_row..).flat_map(move |(cells, row)| {
            cells.iter().zip(self.first_col..).map(move |(cell, col)| (row, col, cell))
        })
    }
}

/// A pattern checked against every cell of a table: how many cells, and those where it fails.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternCheck {
    /// The cells checked.
    pub cells: usize,
    /// The cells where the pattern disagrees with the table, named.
    pub failures: Vec<String>,
}

impl PatternCheck {
    /// Checks `cells`: each named, and whether the pattern holds there.
    pub fn of(cells: impl IntoIterator<Item = (String, bool)>) -> PatternCheck {
        let mut check = PatternCheck { cells: 0, failures: Vec::new() };
        for (name, holds) in cells {
            check.cells += 1;
            if !holds {
                check.failures.push(name);
            }
        }
        check
    }

    /// Whether it holds everywhere.
    pub fn holds(&self) -> bool {
        self.failures.is_empty()
    }

    /// "holds for all 600 cells", or where it fails (the first few named).
    pub fn sentence(&self) -> String {
        if self.holds() {
            return format!("holds for all {} cells", self.cells);
        }
        let shown: Vec<&str> = self.failures.iter().take(5).map(String::as_str).collect();
        let more = if self.failures.len() > 5 { ", ..." } else { "" };
        format!(
            "fails at {} of {} cells: {}{more}",
            self.failures.len(),
            self.cells,
            shown.join(", ")
        )
    }
}

/// Checks a pattern against an SG table: `pattern(position)` must give each cell's value.
pub fn check_sg<P: fmt::Display>(table: &[SgCell<P>], pattern: impl Fn(&P) -> u64) -> PatternCheck {
    PatternCheck::of(table.iter().map(|cell| {
        (format!("g({})", cell.position), pattern(&cell.position) == u64::from(cell.grundy))
    }))
}

/// Checks a pattern against a grid: `pattern(row, col)` must give each cell.
pub fn check_grid<T: PartialEq>(grid: &Grid<T>, pattern: impl Fn(u64, u64) -> T) -> PatternCheck {
    PatternCheck::of(
        grid.iter().map(|(row, col, cell)| (format!("({row}, {col})"), pattern(row, col) == *cell)),
    )
}

/// Checks a pattern against a grid with blank cells (no position of the game):
/// `pattern(row, col)` must give each cell, blank or not; a cell blank in both is no position
/// and is not counted.
pub fn check_positions<T: PartialEq>(
    grid: &Grid<Option<T>>,
    pattern: impl Fn(u64, u64) -> Option<T>,
) -> PatternCheck {
    PatternCheck::of(grid.iter().filter_map(|(row, col, cell)| {
        let expected = pattern(row, col);
        (cell.is_some() || expected.is_some())
            .then(|| (format!("({row}, {col})"), expected == *cell))
    }))
}

/// Whether the player to move wins from `position`, by searching the whole game tree (memoised
/// in `memo`): a position is won when some move leads to a lost one; with no move the player to
/// move loses. For finite games only (every play must end).
pub fn mover_wins_by_search<P: Ord + Clone>(
    position: &P,
    moves: &impl Fn(&P) -> Vec<P>,
    memo: &mut BTreeMap<P, bool>,
) -> bool {
    if let Some(&known) = memo.get(position) {
        return known;
    }
    let wins = moves(position).iter().any(|option| !mover_wins_by_search(option, moves, memo));
    memo.insert(position.clone(), wins);
    wins
}

/// The xor of Grundy values.
pub fn nim_sum(values: impl IntoIterator<Item = u64>) -> u64 {
    values.into_iter().fold(0, |sum, value| sum ^ value)
}

//! Grundy tables of two-pile games, filled cell by cell as the lecture fills them.
//!
//! A position is a pair of piles (x, y); SG(x, y) is the mex of the values of the positions one
//! move away. In two-pile Nim a move takes stones from one pile, so the options of (x, y) are
//! the cells to its left in its row and above it in its column; Wythoff's game also takes the
//! same number from both piles, adding the cells up-left on its diagonal. The table is filled
//! row by row (y = 0 first), left to right, so every option of a cell is filled before it.
//! Nothing here assumes SG(x, y) = x xor y for Nim: that is what the table is checked against.

use super::mex::mex;
use super::stepwise::Stepwise;

/// The most columns (values of x) or rows (values of y) a table may have.
pub const MAX_SIDE: usize = 256;

/// Which two-pile game the table is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Take any number of stones from one pile.
    Nim,
    /// Take from one pile, or the same number from both.
    Wythoff,
}

impl Rule {
    /// The positions one move from (x, y): along the row (the first pile shrinks), up the
    /// column (the second pile shrinks), and for Wythoff up-left on the diagonal (both).
    pub fn options(self, x: usize, y: usize) -> impl Iterator<Item = (usize, usize)> {
        let row = (0..x).map(move |i| (i, y));
        let column = (0..y).map(move |j| (x, j));
        let diagonal_length = if self == Rule::Wythoff { x.min(y) } else { 0 };
        let diagonal = (1..=diagonal_length).map(move |d| (x - d, y - d));
        row.chain(column).chain(diagonal)
    }

    /// How many options (x, y) has.
    pub fn option_count(self, x: usize, y: usize) -> usize {
        x + y + if self == Rule::Wythoff { x.min(y) } else { 0 }
    }
}

/// A filled table: SG(x, y) for 0 <= x < `cols`, 0 <= y < `rows`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundyTable {
    rule: Rule,
    cols: usize,
    rows: usize,
    /// Row by row: `values[y * cols + x]`.
    values: Vec<u32>,
}

impl GrundyTable {
    /// The game.
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// The number of columns (x = 0..cols).
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The number of rows (y = 0..rows).
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// SG(x, y); `None` outside the table.
    pub fn get(&self, x: usize, y: usize) -> Option<u32> {
        (x < self.cols && y < self.rows).then(|| self.values[y * self.cols + x])
    }

    /// The rows of the table, y = 0 first; each row is SG(0, y), SG(1, y), ...
    pub fn rows_of_values(&self) -> impl Iterator<Item = &[u32]> {
        self.values.chunks(self.cols.max(1))
    }

    /// The cell filled at step `step` (row by row), if the table has that many cells.
    pub fn cell_at(&self, step: usize) -> Option<(usize, usize)> {
        (step < self.values.len()).then(|| (step % self.cols, step / self.cols))
    }

    /// Cell (x, y) with its options and their values, read from the table.
    pub fn explain(&self, x: usize, y: usize) -> Option<GridExplanation> {
        let value = self.get(x, y)?;
        let options: Vec<((usize, usize), u32)> = self
            .rule
            .options(x, y)
            .map(|(i, j)| ((i, j), self.values[j * self.cols + i]))
            .collect();
        Some(GridExplanation { cell: (x, y), options, value })
    }

    /// The cells where SG(x, y) differs from x xor y (none for Nim, as the lecture proves).
    pub fn xor_mismatches(&self) -> Vec<(usize, usize)> {
        (0..self.values.len())
            .map(|index| (index % self.cols, index / self.cols))
            .filter(|&(x, y)| self.values[y * self.cols + x] as usize != x ^ y)
            .collect()
    }
}

/// One cell of a two-dimensional table, spelled out: its options' values and their mex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridExplanation {
    /// The cell, (x, y).
    pub cell: (usize, usize),
    /// Each option and its value, in the order the rule lists them.
    pub options: Vec<((usize, usize), u32)>,
    /// The mex of the options' values.
    pub value: u32,
}

impl GridExplanation {
    /// Whether the mex of the option values is the recorded value (always, for a table filled
    /// by [`TableFill`]; a check for tests).
    pub fn is_consistent(&self) -> bool {
        mex(self.options.iter().map(|&(_, value)| value)) == self.value
    }
}

/// Fills a table cell by cell, resumably: [`TableFill::advance`] does a bounded amount of work
/// so a page can fill a large table in slices.
#[derive(Clone, Debug)]
pub struct TableFill {
    rule: Rule,
    cols: usize,
    rows: usize,
    values: Vec<u32>,
    /// `seen[v] == stamp` marks value v as present among the current cell's options; a new
    /// stamp per cell saves clearing it.
    seen: Vec<u32>,
    total_work: u64,
    done_work: u64,
}

impl TableFill {
    /// Starts filling the `cols` x `rows` table of `rule` (both at least 1, at most
    /// [`MAX_SIDE`]: the request parsers check this).
    pub fn new(rule: Rule, cols: usize, rows: usize) -> TableFill {
        let cols = cols.clamp(1, MAX_SIDE);
        let rows = rows.clamp(1, MAX_SIDE);
        // A cell's mex is at most its number of options, below cols + rows + min(cols, rows).
        let seen = vec![0; cols + rows + cols.min(rows) + 1];
        TableFill {
            rule,
            cols,
            rows,
            values: Vec::with_capacity(cols * rows),
            seen,
            total_work: work(rule, cols, rows),
            done_work: 0,
        }
    }

    /// Fills cells until about `work` options have been read (at least one cell); returns
    /// whether the table is complete.
    pub fn advance(&mut self, work: u64) -> bool {
        let mut budget = work;
        while self.values.len() < self.cols * self.rows {
            let index = self.values.len();
            let (x, y) = (index % self.cols, index / self.cols);
            let stamp = index as u32 + 1;
            for (i, j) in self.rule.options(x, y) {
                self.seen[self.values[j * self.cols + i] as usize] = stamp;
            }
            let value = self.seen.iter().position(|&mark| mark != stamp).unwrap_or(self.seen.len());
            self.values.push(value as u32);
            let cost = self.rule.option_count(x, y) as u64 + 1;
            self.done_work += cost;
            budget = budget.saturating_sub(cost);
            if budget == 0 {
                break;
            }
        }
        self.values.len() == self.cols * self.rows
    }

    /// The table (completing whatever is left).
    pub fn finish(mut self) -> GrundyTable {
        while !self.advance(u64::MAX) {}
        GrundyTable { rule: self.rule, cols: self.cols, rows: self.rows, values: self.values }
    }
}

impl Stepwise for TableFill {
    type Output = GrundyTable;

    fn advance(&mut self, work: u64) -> bool {
        TableFill::advance(self, work)
    }

    fn progress(&self) -> f64 {
        self.done_work as f64 / self.total_work.max(1) as f64
    }

    fn finish(self: Box<Self>) -> GrundyTable {
        TableFill::finish(*self)
    }
}

/// The work of filling a table: one unit per option read plus one per cell.
pub fn work(rule: Rule, cols: usize, rows: usize) -> u64 {
    let (c, r) = (cols as u64, rows as u64);
    let along = r * (c * c.saturating_sub(1) / 2) + c * (r * r.saturating_sub(1) / 2) + r * c;
    let diagonal: u64 = match rule {
        Rule::Nim => 0,
        Rule::Wythoff => (0..cols).map(|x| (0..rows).map(|y| x.min(y) as u64).sum::<u64>()).sum(),
    };
    along + diagonal
}

/// The whole `cols` x `rows` table of `rule`, at once.
pub fn grundy_table(rule: Rule, cols: usize, rows: usize) -> GrundyTable {
    TableFill::new(rule, cols, rows).finish()
}

/// Cells with more options than this get a shortened sentence.
const SENTENCE_OPTIONS: usize = 16;

impl GridExplanation {
    /// `SG(3, 1) = mex{SG(0, 1), …} = mex{1, …} = 2`, shortened for a cell with many options
    /// (those of two-pile Nim: its row and its column).
    pub fn sentence(&self) -> String {
        let (x, y) = self.cell;
        let value = self.value;
        let count = self.options.len();
        if count == 0 {
            format!("SG({x}, {y}) = mex{{}} = 0")
        } else if count <= SENTENCE_OPTIONS {
            let names: Vec<String> =
                self.options.iter().map(|((i, j), _)| format!("SG({i}, {j})")).collect();
            let values: Vec<String> = self.options.iter().map(|(_, v)| v.to_string()).collect();
            format!(
                "SG({x}, {y}) = mex{{{}}} = mex{{{}}} = {value}",
                names.join(", "),
                values.join(", ")
            )
        } else {
            format!("SG({x}, {y}) = mex of the {count} values in its row and column = {value}")
        }
    }

    /// Two-pile Nim's moves from the cell in words: "A move shrinks the first pile to 0, 1 or
    /// 2; or the second pile to 0.", or "Both piles are empty: there is no move."
    pub fn nim_moves_text(&self) -> String {
        let (x, y) = self.cell;
        let moves: Vec<String> = [pile_options("first", x), pile_options("second", y)]
            .into_iter()
            .filter(|text| !text.is_empty())
            .collect();
        if moves.is_empty() {
            "Both piles are empty: there is no move.".to_string()
        } else {
            format!("A move shrinks {}.", moves.join("; or "))
        }
    }

    /// The options of value 0 (the winning moves' cells), written "(i, j)".
    pub fn winning_cells(&self) -> Vec<String> {
        let winning = self.options.iter().filter(|(_, value)| *value == 0);
        winning.map(|((i, j), _)| format!("({i}, {j})")).collect()
    }
}

/// "the first pile to 0, 1 or 2": the sizes below `size` a move leaves of one pile (nothing
/// when it is empty).
fn pile_options(pile: &str, size: usize) -> String {
    let sizes: Vec<String> = (0..size).map(|size| size.to_string()).collect();
    match sizes.as_slice() {
        [] => String::new(),
        [one] => format!("the {pile} pile to {one}"),
        _ if sizes.len() > 8 => {
            format!("the {pile} pile to any of 0 to {}", sizes.len() - 1)
        }
        [init @ .., last] => format!("the {pile} pile to {} or {last}", init.join(", ")),
    }
}

impl GrundyTable {
    /// How the table agrees with SG(x, y) = x xor y, in words: "checked against all 36 cells
    /// of the table: every one agrees." or "but 2 cells differ, e.g. (1, 2), (2, 1)." (at most
    /// ten listed).
    pub fn xor_check_text(&self) -> String {
        let mismatches = self.xor_mismatches();
        if mismatches.is_empty() {
            let cells = self.cols() * self.rows();
            format!("checked against all {cells} cells of the table: every one agrees.")
        } else {
            let listed: Vec<String> =
                mismatches.iter().take(10).map(|(x, y)| format!("({x}, {y})")).collect();
            format!("but {} cells differ, e.g. {}.", mismatches.len(), listed.join(", "))
        }
    }

    /// Whether the values 0 are exactly the diagonal x = y (as in two-pile Nim).
    pub fn zeros_on_diagonal(&self) -> bool {
        (0..self.rows()).all(|j| (0..self.cols()).all(|i| (self.get(i, j) == Some(0)) == (i == j)))
    }
}

//! Problem 6 (Codeforces 335C, "More Reclamation"): a river of r rows and 2 columns; a move
//! reclaims a cell so that ships can still pass: no two reclaimed cells in different columns
//! of the same or adjacent rows.
//!
//! Reclaimed cells cut the river into stretches of free rows, which are played independently:
//! a sum. A stretch is its number of rows and its two ends, each open (the river's end) or
//! next to a reclaimed cell in column 1 or 2 (whose row in the stretch may then only be
//! reclaimed in that column).

use std::fmt;

use super::{PatternCheck, Problem, SgCell, check_sg};

/// The most rows (the contest's r).
pub const MAX_ROWS: u32 = 100;
/// The longest stretch a brute-force table goes to.
pub const MAX_TABLE: u32 = 100;

/// The problem.
pub const PROBLEM: Problem = Problem {
    number: 6,
    game: "river",
    source: "Codeforces 335C",
    title: "More Reclamation",
    statement: "A river of r rows (up to 100) and 2 columns; n cells are already reclaimed. The \
                two cities take turns reclaiming a cell, and after reclaiming (r, c) none of \
                (r - 1, 3 - c), (r, 3 - c), (r + 1, 3 - c) may be reclaimed, so that ships can \
                still sail from one end to the other. The city that reclaims the last cell \
                wins: can the city to move make sure of it?",
    pattern: "A stretch of L free rows is worth L when exactly one end is open, else L mod 2, \
              or 1 - L mod 2 when its two ends are blocked in different columns (L >= 1).",
    argument: "Reclaiming a cell of a stretch splits it into two stretches whose new ends are \
               blocked in that cell's column, so a stretch's value is the mex over its cells \
               of the xor of the two parts, and the river is the xor of its stretches \
               (Sprague-Grundy). The table of these values for every length and kind of ends \
               shows the pattern, which an induction on L confirms; the river is then cut \
               into its stretches in one pass over the sorted cells.",
};

/// One end of a stretch of free rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum End {
    /// The river's end: nothing is reclaimed beyond.
    Open,
    /// The next row has a reclaimed cell in this column (1 or 2), so the stretch's row at this
    /// end may only be reclaimed in the same column.
    Column(u8),
}

impl fmt::Display for End {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            End::Open => write!(f, "open"),
            End::Column(column) => write!(f, "column {column}"),
        }
    }
}

/// A stretch of free rows: its length and its two ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Stretch {
    /// Its number of rows.
    pub rows: u32,
    /// The end above its first row.
    pub top: End,
    /// The end below its last row.
    pub bottom: End,
}

impl fmt::Display for Stretch {
    /// `4 rows, open | column 2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let unit = if self.rows == 1 { "row" } else { "rows" };
        write!(f, "{} {unit}, {} | {}", self.rows, self.top, self.bottom)
    }
}

/// The four kinds of ends every stretch is one of, up to mirror images and swapping columns:
/// both open, one open, both blocked in one column, blocked in different columns.
pub const KINDS: [(End, End); 4] = [
    (End::Open, End::Open),
    (End::Open, End::Column(1)),
    (End::Column(1), End::Column(1)),
    (End::Column(1), End::Column(2)),
];

/// The options of a stretch: for each of its cells that may be reclaimed, the two stretches
/// left above and below it.
pub fn options(stretch: Stretch) -> Vec<(Stretch, Stretch)> {
    let mut options = Vec::new();
    for row in 0..stretch.rows {
        for column in 1..=2 {
            let blocked = |end: End| matches!(end, End::Column(c) if c != column);
            if (row == 0 && blocked(stretch.top))
                || (row == stretch.rows - 1 && blocked(stretch.bottom))
            {
                continue;
            }
            let cut = End::Column(column);
            options.push((
                Stretch { rows: row, top: stretch.top, bottom: cut },
                Stretch { rows: stretch.rows - 1 - row, top: cut, bottom: stretch.bottom },
            ));
        }
    }
    options
}

/// The brute-force table: for each of the four [`KINDS`] of ends, the stretches of 0 to
/// `last` rows (at most [`MAX_TABLE`]), each valued as the mex over [`options`] of the xor of
/// the two parts. Ordered kind by kind, shortest first.
pub fn table(last: u32) -> Vec<SgCell<Stretch>> {
    let last = last.min(MAX_TABLE);
    let kinds = [End::Open, End::Column(1), End::Column(2)];
    // values[rows][top][bottom] for every pair of ends (index 0 open, 1 and 2 the columns).
    let index = |end: End| match end {
        End::Open => 0,
        End::Column(column) => usize::from(column),
    };
    let mut values = vec![[[0u32; 3]; 3]; last as usize + 1];
    let mut cells = Vec::new();
    for rows in 0..=last {
        for top in kinds {
            for bottom in kinds {
                let stretch = Stretch { rows, top, bottom };
                let option_values = options(stretch).into_iter().map(|(above, below)| {
                    values[above.rows as usize][index(above.top)][index(above.bottom)]
                        ^ values[below.rows as usize][index(below.top)][index(below.bottom)]
                });
                let cell = SgCell::new(stretch, option_values);
                values[rows as usize][index(top)][index(bottom)] = cell.grundy;
                if KINDS.contains(&(top, bottom)) {
                    cells.push(cell);
                }
            }
        }
    }
    cells.sort_by_key(|cell| {
        let kind = KINDS.iter().position(|&kind| kind == (cell.position.top, cell.position.bottom));
        (kind, cell.position.rows)
    });
    cells
}

/// The pattern: a stretch of L rows is worth L with exactly one end open; L mod 2 with both
/// open or both blocked in one column; 1 - L mod 2 blocked in different columns (0 for L = 0,
/// which only a conflict could make).
pub fn grundy(stretch: Stretch) -> u32 {
    let rows = stretch.rows;
    match (stretch.top, stretch.bottom) {
        (End::Open, End::Open) => rows % 2,
        (End::Open, End::Column(_)) | (End::Column(_), End::Open) => rows,
        (End::Column(a), End::Column(b)) if a == b => rows % 2,
        _ if rows == 0 => 0,
        _ => 1 - rows % 2,
    }
}

/// The pattern checked against every cell of `table`.
pub fn check_pattern(table: &[SgCell<Stretch>]) -> PatternCheck {
    check_sg(table, |&stretch| u64::from(grundy(stretch)))
}

/// Why reclaimed cells cannot be a river's start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RiverError {
    /// Cell `index` (0-based) is outside rows 1..=rows or columns 1..=2.
    OffTheRiver { index: usize, cell: (u32, u8), rows: u32 },
    /// Cells `first` and `second` (0-based) are the same cell.
    Repeated { first: usize, second: usize, cell: (u32, u8) },
    /// Cells `first` and `second` (0-based) are in different columns of the same or adjacent
    /// rows: no ship could pass.
    Conflict { first: usize, second: usize, cells: [(u32, u8); 2] },
}

/// A river with its reclaimed cells, checked: every cell on the river, none twice, no two in
/// conflict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct River {
    rows: u32,
    /// The reclaimed cells (row, column), sorted by row, at most one per row.
    cells: Vec<(u32, u8)>,
}

impl River {
    /// Checks a river of `rows` rows (1-based, as the contest numbers them) with the reclaimed
    /// `cells` (row, column), reporting the first problem in the order the cells are given.
    pub fn new(rows: u32, cells: &[(u32, u8)]) -> Result<River, RiverError> {
        for (index, &cell) in cells.iter().enumerate() {
            let (row, column) = cell;
            if row == 0 || row > rows || !(1..=2).contains(&column) {
                return Err(RiverError::OffTheRiver { index, cell, rows });
            }
        }
        // The first cell, in the order given, that clashes with an earlier one: at most `rows`
        // cells stand without a clash (one a row), so the scan stops within rows + 1 cells.
        for (second, &(row_b, column_b)) in cells.iter().enumerate() {
            for (first, &(row_a, column_a)) in cells[..second].iter().enumerate() {
                if (row_a, column_a) == (row_b, column_b) {
                    return Err(RiverError::Repeated { first, second, cell: (row_a, column_a) });
                }
                if row_a.abs_diff(row_b) <= 1 && column_a != column_b {
                    let cells = [cells[first], cells[second]];
                    return Err(RiverError::Conflict { first, second, cells });
                }
            }
        }
        let mut sorted = cells.to_vec();
        sorted.sort_unstable();
        Ok(River { rows, cells: sorted })
    }

    /// The number of rows.
    pub fn rows(&self) -> u32 {
        self.rows
    }

    /// The reclaimed cells, sorted by row.
    pub fn cells(&self) -> &[(u32, u8)] {
        &self.cells
    }

    /// The stretches of free rows between the reclaimed cells, top to bottom (empty ones
    /// included).
    pub fn stretches(&self) -> Vec<Stretch> {
        let mut stretches = Vec::with_capacity(self.cells.len() + 1);
        let (mut top, mut first_free) = (End::Open, 1);
        for &(row, column) in &self.cells {
            stretches.push(Stretch { rows: row - first_free, top, bottom: End::Column(column) });
            (top, first_free) = (End::Column(column), row + 1);
        }
        stretches.push(Stretch { rows: self.rows + 1 - first_free, top, bottom: End::Open });
        stretches
    }

    /// The river's value: the xor of its stretches' values.
    pub fn grundy(&self) -> u32 {
        self.stretches().into_iter().fold(0, |sum, stretch| sum ^ grundy(stretch))
    }

    /// Whether the city to move can make sure to reclaim the last cell.
    pub fn mover_wins(&self) -> bool {
        self.grundy() != 0
    }
}

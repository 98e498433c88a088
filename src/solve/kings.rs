//! Kings on a damaged board: several kings stand on a board (several may share a cell); a move
//! takes one king one cell up, left or up-left onto an undamaged cell; the player who cannot
//! move loses.
//!
//! The kings never interact, so the game is a sum of one-king games, one per king, and by the
//! Sprague-Grundy theorem its value is the xor (nim-sum) of the values of the kings' cells. A
//! cell's value is the mex of the values of the cells one move away; those lie above or to the
//! left, so [`grundy_table`] fills the board row by row from the top-left corner. A winning
//! move takes a king from a cell of value g to a neighbour of value g xor total. Such a
//! neighbour exists whenever g xor total is below g (every smaller value is among a cell's
//! options, by the mex), and sometimes when it is above: a king may also move to a cell of
//! higher value, and that can win too.

use super::mex::mex;
use super::play::Game;

/// A cell: (row, column), row 0 at the top, column 0 at the left.
pub type Cell = (usize, usize);

/// The three ways a king moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// One row up.
    Up,
    /// One column left.
    Left,
    /// One row up and one column left.
    UpLeft,
}

impl Direction {
    /// The directions, in the order the rules list them.
    pub const ALL: [Direction; 3] = [Direction::Up, Direction::Left, Direction::UpLeft];

    /// "up", "left", "up-left".
    pub fn name(self) -> &'static str {
        match self {
            Direction::Up => "up",
            Direction::Left => "left",
            Direction::UpLeft => "up-left",
        }
    }

    /// The cell one step from `(row, col)` this way, if it is not off the top or left edge.
    pub fn step(self, (row, col): Cell) -> Option<Cell> {
        match self {
            Direction::Up => Some((row.checked_sub(1)?, col)),
            Direction::Left => Some((row, col.checked_sub(1)?)),
            Direction::UpLeft => Some((row.checked_sub(1)?, col.checked_sub(1)?)),
        }
    }
}

/// A rectangular board with some damaged cells.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    rows: usize,
    cols: usize,
    /// Row by row: `damaged[row * cols + col]`.
    damaged: Vec<bool>,
}

impl Board {
    /// The board whose rows are given (`true` marks a damaged cell); `None` unless there is at
    /// least one row, at least one column, and every row has the same length.
    pub fn from_rows(rows: &[Vec<bool>]) -> Option<Board> {
        let cols = rows.first()?.len();
        if cols == 0 || rows.iter().any(|row| row.len() != cols) {
            return None;
        }
        Some(Board { rows: rows.len(), cols, damaged: rows.concat() })
    }

    /// An undamaged board.
    pub fn undamaged(rows: usize, cols: usize) -> Board {
        Board {
            rows: rows.max(1),
            cols: cols.max(1),
            damaged: vec![false; rows.max(1) * cols.max(1)],
        }
    }

    /// The number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Whether `cell` is on the board.
    pub fn contains(&self, (row, col): Cell) -> bool {
        row < self.rows && col < self.cols
    }

    /// Whether `cell` is on the board and damaged.
    pub fn is_damaged(&self, cell: Cell) -> bool {
        self.contains(cell) && self.damaged[cell.0 * self.cols + cell.1]
    }

    /// Whether a king may stand on `cell`: on the board and undamaged.
    pub fn is_free(&self, cell: Cell) -> bool {
        self.contains(cell) && !self.damaged[cell.0 * self.cols + cell.1]
    }

    /// The board with `cell`'s damage toggled (unchanged for a cell off the board).
    pub fn toggled(&self, cell: Cell) -> Board {
        let mut board = self.clone();
        if self.contains(cell) {
            let index = cell.0 * self.cols + cell.1;
            board.damaged[index] = !board.damaged[index];
        }
        board
    }

    /// The rows as text: `.` for a free cell, `#` for a damaged one.
    pub fn row_texts(&self) -> Vec<String> {
        self.damaged
            .chunks(self.cols)
            .map(|row| row.iter().map(|&damaged| if damaged { '#' } else { '.' }).collect())
            .collect()
    }

    /// The free cells one king move from `cell`, in the order up, left, up-left.
    pub fn moves_from(&self, cell: Cell) -> Vec<Cell> {
        Direction::ALL
            .iter()
            .filter_map(|direction| direction.step(cell))
            .filter(|&to| self.is_free(to))
            .collect()
    }

    /// Whether a king may move from `from` to `to`.
    pub fn is_move(&self, from: Cell, to: Cell) -> bool {
        self.is_free(from) && self.moves_from(from).contains(&to)
    }

    /// Every cell, row by row.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.rows).flat_map(move |row| (0..self.cols).map(move |col| (row, col)))
    }
}

/// The Sprague-Grundy value of every cell of a board: the value of one king standing there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KingsTable {
    cols: usize,
    /// Row by row; `None` for a damaged cell.
    values: Vec<Option<u32>>,
}

impl KingsTable {
    /// SG of `cell`; `None` for a damaged cell or one off the board.
    pub fn get(&self, (row, col): Cell) -> Option<u32> {
        if col >= self.cols {
            return None;
        }
        self.values.get(row * self.cols + col).copied().flatten()
    }

    /// The rows of values, row 0 first.
    pub fn rows_of_values(&self) -> impl Iterator<Item = &[Option<u32>]> {
        self.values.chunks(self.cols.max(1))
    }
}

/// Fills the board's values row by row from the top-left: SG(cell) = mex of the values of the
/// free cells one move up, left or up-left (all filled before it).
pub fn grundy_table(board: &Board) -> KingsTable {
    let mut values: Vec<Option<u32>> = Vec::with_capacity(board.rows * board.cols);
    for cell in board.cells() {
        let value = board.is_free(cell).then(|| {
            mex(board.moves_from(cell).iter().map(|&(row, col)| {
                // Options lie above or to the left, so they are filled and free.
                values[row * board.cols + col].unwrap_or_default()
            }))
        });
        values.push(value);
    }
    KingsTable { cols: board.cols, values }
}

/// What stops a king moving one way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blocked {
    /// The step would leave the board.
    Edge,
    /// The cell there is damaged.
    Damaged(Cell),
}

/// One cell's value, spelled out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KingExplanation {
    /// The cell.
    pub cell: Cell,
    /// Each possible move's direction, destination and value.
    pub options: Vec<(Direction, Cell, u32)>,
    /// The directions a king cannot go from here, and why.
    pub blocked: Vec<(Direction, Blocked)>,
    /// The mex of the options' values.
    pub value: u32,
}

impl KingExplanation {
    /// `SG(2, 3) = mex{SG(1, 3), SG(2, 2), SG(1, 2)} = mex{0, 2, 1} = 3`.
    pub fn sentence(&self) -> String {
        let (row, col) = self.cell;
        if self.options.is_empty() {
            return format!("SG({row}, {col}) = mex{{}} = 0");
        }
        let names: Vec<String> =
            self.options.iter().map(|(_, (r, c), _)| format!("SG({r}, {c})")).collect();
        let values: Vec<String> = self.options.iter().map(|(_, _, g)| g.to_string()).collect();
        format!(
            "SG({row}, {col}) = mex{{{}}} = mex{{{}}} = {}",
            names.join(", "),
            values.join(", "),
            self.value
        )
    }
}

/// The free cell `cell` of a filled table, explained; `None` for a damaged or missing cell.
pub fn explain(board: &Board, table: &KingsTable, cell: Cell) -> Option<KingExplanation> {
    let value = table.get(cell)?;
    let mut options = Vec::new();
    let mut blocked = Vec::new();
    for direction in Direction::ALL {
        match direction.step(cell) {
            None => blocked.push((direction, Blocked::Edge)),
            Some(to) if board.is_damaged(to) => blocked.push((direction, Blocked::Damaged(to))),
            Some(to) => options.push((direction, to, table.get(to)?)),
        }
    }
    Some(KingExplanation { cell, options, blocked, value })
}

/// A move of one king.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct KingMove {
    /// Which king (its index in the list of kings).
    pub king: usize,
    /// Where it stands.
    pub from: Cell,
    /// Where it goes.
    pub to: Cell,
}

/// The value of the whole game: the xor of the values of the kings' cells (kings on damaged or
/// missing cells count 0; the request parsers refuse them).
pub fn total(table: &KingsTable, kings: &[Cell]) -> u32 {
    kings.iter().fold(0, |sum, &cell| sum ^ table.get(cell).unwrap_or_default())
}

/// Every winning move, king by king (two kings on one cell give two moves): each takes a king
/// from a cell of value g to a free neighbour of value g xor total, leaving total 0.
pub fn winning_moves(board: &Board, table: &KingsTable, kings: &[Cell]) -> Vec<KingMove> {
    let total = total(table, kings);
    if total == 0 {
        return Vec::new();
    }
    let mut moves = Vec::new();
    for (king, &from) in kings.iter().enumerate() {
        let Some(value) = table.get(from) else { continue };
        let wanted = value ^ total;
        for to in board.moves_from(from) {
            if table.get(to) == Some(wanted) {
                moves.push(KingMove { king, from, to });
            }
        }
    }
    moves
}

/// The game of kings on one board, for sample plays and the computer player. A position is
/// the kings' cells, sorted (kings are interchangeable); a move is (from, to).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KingsGame {
    board: Board,
    table: KingsTable,
}

impl KingsGame {
    /// The game on `board`.
    pub fn new(board: Board) -> KingsGame {
        let table = grundy_table(&board);
        KingsGame { board, table }
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The cells' values.
    pub fn table(&self) -> &KingsTable {
        &self.table
    }
}

impl Game for KingsGame {
    type Position = Vec<Cell>;
    type Move = (Cell, Cell);

    fn moves(&self, kings: &Vec<Cell>) -> Vec<(Cell, Cell)> {
        let mut froms = kings.clone();
        froms.sort_unstable();
        froms.dedup();
        froms
            .into_iter()
            .flat_map(|from| self.board.moves_from(from).into_iter().map(move |to| (from, to)))
            .collect()
    }

    fn is_legal(&self, kings: &Vec<Cell>, &(from, to): &(Cell, Cell)) -> bool {
        kings.contains(&from) && self.board.is_move(from, to)
    }

    fn play(&self, kings: &Vec<Cell>, &(from, to): &(Cell, Cell)) -> Vec<Cell> {
        let mut next = kings.clone();
        if let Some(index) = next.iter().position(|&cell| cell == from) {
            next[index] = to;
        }
        next.sort_unstable();
        next
    }

    fn strategy_move(&self, kings: &Vec<Cell>) -> Option<(Cell, Cell)> {
        let mut moves = winning_moves(&self.board, &self.table, kings);
        moves.sort_unstable_by_key(|mv| (mv.from, mv.to));
        moves.first().map(|mv| (mv.from, mv.to))
    }

    fn plain_delaying_move(&self, kings: &Vec<Cell>) -> Option<(Cell, Cell)> {
        // Moving the king that is furthest from the corner keeps the most moves in hand.
        let mut moves = self.moves(kings);
        moves.sort_by_key(|&((row, col), to)| (std::cmp::Reverse(row + col), to));
        moves.first().copied()
    }

    fn positions_bound(&self, kings: &Vec<Cell>) -> u128 {
        // Each king only ever stands on cells up and to the left of where it started.
        kings
            .iter()
            .map(|&(row, col)| (row as u128 + 1) * (col as u128 + 1))
            .fold(1u128, u128::saturating_mul)
    }
}

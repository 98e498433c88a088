//! Sums of games: several games side by side, a move is a move in any one of them, and the
//! player who cannot move loses (the lecture's Sprague-Grundy theorem; the paper's section 2).
//!
//! A component is a subtraction-game heap, a Nim heap, the heaps of an octal game, kings on a
//! damaged board, or a Treblecross board. Each is valued by its own solver; by the
//! Sprague-Grundy theorem the sum's value is the xor (nim-sum) of the components' values, and
//! the player to move wins exactly when it is not 0. With x(i) identical copies of component i
//! only the parity of x(i) matters (the paper's GG(i): 0 for even x(i), the value of one copy
//! for odd x(i)), since two equal values cancel: g xor g = 0.
//!
//! A winning move from a sum of value t ≠ 0 is found in one component: one whose value g has
//! g xor t < g (the one holding t's highest 1 bit does), moved by its own solver to a position
//! of value g xor t, which exists by the mex. The sum's value becomes 0: a P-position.
//!
//! Treblecross is won by making three in a row, not by the last move; a board still counts as
//! an ordinary component because nobody marks a lightly marked cell unless forced (the opponent
//! would complete three at once), so the player left without a safe move anywhere loses, as
//! under normal play. [`SumGame`] plays the real rules: a move that makes three in a row ends
//! the game, won by the player who made it.

use std::rc::Rc;

use super::kings::{self, Cell, Direction, KingsTable};
use super::octal::{self, GrundyFill, Leaves, Method, OctalCode};
use super::play::Game;
use super::stepwise::Stepwise;
use super::subtraction::{self, MoveSet, TableFill};
use super::treblecross;

/// The kinds of component, by the names the requests use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A heap of a subtraction game.
    Subtraction,
    /// A Nim heap.
    Nim,
    /// Heaps of an octal game.
    Octal,
    /// Kings on a damaged board.
    Kings,
    /// A Treblecross board.
    Treblecross,
}

impl Kind {
    /// Every kind, in the order the lab offers them.
    pub const ALL: [Kind; 5] =
        [Kind::Subtraction, Kind::Nim, Kind::Octal, Kind::Kings, Kind::Treblecross];

    /// The name in the compact encoding: `sub`, `nim`, `octal`, `kings`, `treblecross`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Subtraction => "sub",
            Kind::Nim => "nim",
            Kind::Octal => "octal",
            Kind::Kings => "kings",
            Kind::Treblecross => "treblecross",
        }
    }

    /// The kind in words.
    pub fn title(self) -> &'static str {
        match self {
            Kind::Subtraction => "subtraction-game heap",
            Kind::Nim => "Nim heap",
            Kind::Octal => "octal-game heap",
            Kind::Kings => "kings on a board",
            Kind::Treblecross => "Treblecross board",
        }
    }
}

/// One game of a sum, in its current position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Component {
    /// A heap from which a move takes s stones, s in the move set.
    Subtraction {
        /// The move set S.
        moves: MoveSet,
        /// The stones in the heap.
        heap: u32,
    },
    /// A Nim heap: a move takes any positive number of stones.
    Nim {
        /// The stones in the heap.
        heap: u64,
    },
    /// Heaps of an octal game (one at the start; a move may split a heap in two).
    Octal {
        /// The game's code.
        code: OctalCode,
        /// The heaps.
        heaps: Vec<u32>,
    },
    /// Kings on a damaged board (several may share a cell).
    Kings {
        /// The board.
        board: kings::Board,
        /// The kings' cells, sorted.
        kings: Vec<Cell>,
    },
    /// A Treblecross board.
    Treblecross {
        /// The board.
        board: treblecross::Board,
    },
}

/// A move in one component.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ComponentMove {
    /// Take stones from a subtraction-game or Nim heap.
    Take {
        /// How many.
        take: u64,
    },
    /// Remove `take` tokens from heap `heap` of an octal component, leaving `left` tokens on
    /// one side (0: the tokens were taken from an end, leaving one heap or none).
    Octal {
        /// The heap's index among the component's heaps.
        heap: usize,
        /// Tokens removed.
        take: u32,
        /// Tokens left on the left of the removed ones.
        left: u32,
    },
    /// Move a king one cell.
    King {
        /// Where it stands.
        from: Cell,
        /// Where it goes.
        to: Cell,
    },
    /// Mark a Treblecross cell (from 0).
    Mark {
        /// The cell.
        cell: usize,
    },
}

/// Every Grundy table a sum's components need, each covering the largest position of its game.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Tables {
    subtraction: Vec<(MoveSet, Vec<u32>)>,
    octal: Vec<(OctalCode, Vec<u32>)>,
    kings: Vec<(kings::Board, KingsTable)>,
    /// G(0), G(1), … of free Treblecross intervals.
    intervals: Vec<u32>,
}

impl Tables {
    /// SG(0), … for a move set (empty when the sum has none).
    pub fn subtraction(&self, moves: &MoveSet) -> &[u32] {
        self.subtraction.iter().find(|(set, _)| set == moves).map_or(&[], |(_, v)| v)
    }

    /// G(0), … for an octal code (empty when the sum has none).
    pub fn octal(&self, code: &OctalCode) -> &[u32] {
        self.octal.iter().find(|(c, _)| c == code).map_or(&[], |(_, v)| v)
    }

    /// The values of a kings board's cells, if the sum has that board.
    pub fn kings(&self, board: &kings::Board) -> Option<&KingsTable> {
        self.kings.iter().find(|(b, _)| b == board).map(|(_, table)| table)
    }

    /// G(0), G(1), … of free Treblecross intervals.
    pub fn intervals(&self) -> &[u32] {
        &self.intervals
    }
}

/// One table a sum needs.
#[derive(Clone, Debug)]
enum Need {
    /// SG values of a subtraction game up to a heap.
    Subtraction(MoveSet, u32),
    /// G values of an octal game up to a heap.
    Octal(OctalCode, u32),
    /// The values of a kings board's cells.
    Kings(kings::Board),
    /// G values of free Treblecross intervals up to a length.
    Intervals(usize),
}

impl Need {
    /// At most the work the table takes.
    fn work(&self) -> u64 {
        match self {
            Need::Subtraction(moves, heap) => (u64::from(*heap) + 1) * moves.moves().len() as u64,
            Need::Octal(code, heap) => octal_work(code, *heap),
            Need::Kings(board) => (board.rows() * board.cols()) as u64,
            Need::Intervals(len) => octal_work(&OctalCode::treblecross(), (len + 2) as u32),
        }
    }

    /// Starts filling the table.
    fn start(self) -> Fill {
        match self {
            Need::Subtraction(moves, heap) => {
                let cost = moves.moves().len() as u64;
                Fill::Subtraction { fill: TableFill::new(moves.clone(), heap), moves, cost }
            }
            Need::Octal(code, heap) => {
                let fill = GrundyFill::new(code.clone(), heap, Method::SparseSpaceThenPeriod);
                Fill::Octal { code, fill }
            }
            Need::Kings(board) => Fill::Kings(board),
            // A free interval of Q cells has the value of a heap of Q + 2 in 0.007 (Q is at
            // most a board's length, far below u32::MAX).
            Need::Intervals(len) => Fill::Intervals(GrundyFill::new(
                OctalCode::treblecross(),
                (len + 2) as u32,
                Method::SparseSpaceThenPeriod,
            )),
        }
    }
}

/// A table being filled.
#[derive(Debug)]
enum Fill {
    Subtraction { moves: MoveSet, fill: TableFill, cost: u64 },
    Octal { code: OctalCode, fill: GrundyFill },
    Intervals(GrundyFill),
    Kings(kings::Board),
}

/// Filling every table a sum needs, a slice at a time.
#[derive(Debug)]
pub struct TablesJob {
    /// The tables not started yet, the next one last.
    needs: Vec<Need>,
    current: Option<Fill>,
    tables: Tables,
    total: u64,
    done: u64,
}

/// At most the work of an octal table up to `heap` by the naive method (heaps plus split
/// options; the sparse-space method and a proven period usually need far less).
pub fn octal_work(code: &OctalCode, heap: u32) -> u64 {
    let heaps = u64::from(heap) + 1;
    let families = code.removals_with(octal::LEAVE_TWO).len() as u64;
    heaps + families * heaps * heaps / 4
}

impl TablesJob {
    /// The tables for these starting components: one per move set, octal code and kings board
    /// (up to the largest heap each has), and one for Treblecross intervals.
    pub fn new<'a>(components: impl IntoIterator<Item = &'a Component>) -> TablesJob {
        let mut needs: Vec<Need> = Vec::new();
        let mut longest: Option<usize> = None;
        for component in components {
            match component {
                Component::Subtraction { moves, heap } => {
                    let known = needs.iter_mut().find_map(|need| match need {
                        Need::Subtraction(set, top) if set == moves => Some(top),
                        _ => None,
                    });
                    match known {
                        Some(top) => *top = (*top).max(*heap),
                        None => needs.push(Need::Subtraction(moves.clone(), *heap)),
                    }
                }
                Component::Nim { .. } => {}
                Component::Octal { code, heaps } => {
                    let heap = heaps.iter().copied().max().unwrap_or(0);
                    let known = needs.iter_mut().find_map(|need| match need {
                        Need::Octal(c, top) if c == code => Some(top),
                        _ => None,
                    });
                    match known {
                        Some(top) => *top = (*top).max(heap),
                        None => needs.push(Need::Octal(code.clone(), heap)),
                    }
                }
                Component::Kings { board, .. } => {
                    if !needs.iter().any(|need| matches!(need, Need::Kings(b) if b == board)) {
                        needs.push(Need::Kings(board.clone()));
                    }
                }
                Component::Treblecross { board } => {
                    longest = Some(longest.unwrap_or(0).max(board.len()));
                }
            }
        }
        needs.extend(longest.map(Need::Intervals));
        let total = needs.iter().map(Need::work).fold(0, u64::saturating_add);
        needs.reverse();
        TablesJob { needs, current: None, tables: Tables::default(), total, done: 0 }
    }

    /// The most work the job can take.
    pub fn work(&self) -> u64 {
        self.total
    }

    fn store(&mut self, fill: Fill) {
        match fill {
            Fill::Subtraction { moves, fill, .. } => {
                let values = fill.into_values().into_iter().map(u32::from).collect();
                self.tables.subtraction.push((moves, values))
            }
            Fill::Octal { code, fill } => self.tables.octal.push((code, fill.into_values())),
            Fill::Intervals(fill) => {
                let mut values = fill.into_values();
                // G(Q) of an interval is 0.007's value at a heap of Q + 2.
                self.tables.intervals = values.split_off(2.min(values.len()));
            }
            Fill::Kings(board) => {
                let table = kings::grundy_table(&board);
                self.tables.kings.push((board, table));
            }
        }
    }
}

impl Stepwise for TablesJob {
    type Output = Tables;

    fn advance(&mut self, work: u64) -> bool {
        let mut left = work.max(1);
        while left > 0 {
            if self.current.is_none() {
                match self.needs.pop() {
                    Some(need) => self.current = Some(need.start()),
                    None => return true,
                }
            }
            let Some(fill) = self.current.as_mut() else { return true };
            let (spent, complete) = match fill {
                Fill::Subtraction { fill, cost, .. } => {
                    let before = fill.filled() as u64;
                    let complete = fill.advance((left / *cost).max(1));
                    ((fill.filled() as u64 - before) * *cost, complete)
                }
                Fill::Octal { fill, .. } | Fill::Intervals(fill) => {
                    let before = fill.work();
                    let complete = fill.advance(left);
                    (fill.work() - before, complete)
                }
                Fill::Kings(board) => ((board.rows() * board.cols()) as u64, true),
            };
            self.done = self.done.saturating_add(spent);
            left = left.saturating_sub(spent.max(1));
            if complete && let Some(finished) = self.current.take() {
                self.store(finished);
            }
        }
        self.current.is_none() && self.needs.is_empty()
    }

    fn progress(&self) -> f64 {
        (self.done as f64 / self.total.max(1) as f64).min(1.0)
    }

    fn finish(mut self: Box<Self>) -> Tables {
        while !self.advance(u64::MAX) {}
        self.tables
    }
}

/// Every table for these components, at once.
pub fn tables_for<'a>(components: impl IntoIterator<Item = &'a Component>) -> Tables {
    super::stepwise::run_to_end(Box::new(TablesJob::new(components)))
}

impl Component {
    /// The component's kind.
    pub fn kind(&self) -> Kind {
        match self {
            Component::Subtraction { .. } => Kind::Subtraction,
            Component::Nim { .. } => Kind::Nim,
            Component::Octal { .. } => Kind::Octal,
            Component::Kings { .. } => Kind::Kings,
            Component::Treblecross { .. } => Kind::Treblecross,
        }
    }

    /// The component's Sprague-Grundy value (for Treblecross: the xor of its free intervals'
    /// values; 0 once it has three in a row, when the game is over).
    pub fn value(&self, tables: &Tables) -> u64 {
        match self {
            Component::Subtraction { moves, heap } => {
                u64::from(tables.subtraction(moves).get(*heap as usize).copied().unwrap_or(0))
            }
            Component::Nim { heap } => *heap,
            Component::Octal { code, heaps } => {
                let values = tables.octal(code);
                heaps.iter().fold(0, |sum, &h| sum ^ values.get(h as usize).copied().unwrap_or(0))
                    as u64
            }
            Component::Kings { board, kings } => {
                tables.kings(board).map_or(0, |table| u64::from(kings::total(table, kings)))
            }
            Component::Treblecross { board } => {
                if board.three_in_a_row().is_some() {
                    return 0;
                }
                let values = tables.intervals();
                board
                    .intervals()
                    .iter()
                    .fold(0, |sum, interval| sum ^ values.get(interval.len).copied().unwrap_or(0))
                    as u64
            }
        }
    }

    /// "sub {1, 3, 4}, heap 10", "octal 0.07, heap 12", … for labels.
    pub fn label(&self) -> String {
        match self {
            Component::Subtraction { moves, heap } => {
                let moves: Vec<String> = moves.moves().iter().map(u32::to_string).collect();
                format!("S = {{{}}}, heap {heap}", moves.join(", "))
            }
            Component::Nim { heap } => format!("Nim heap {heap}"),
            Component::Octal { code, heaps } => {
                let name = code.name().map(|name| format!(" ({name})")).unwrap_or_default();
                let heaps: Vec<String> = heaps.iter().map(u32::to_string).collect();
                match heaps.len() {
                    0 => format!("{code}{name}, no heap left"),
                    1 => format!("{code}{name}, heap {}", heaps[0]),
                    _ => format!("{code}{name}, heaps {}", heaps.join(" + ")),
                }
            }
            Component::Kings { board, kings } => format!(
                "{} × {} board, {} king{}",
                board.rows(),
                board.cols(),
                kings.len(),
                if kings.len() == 1 { "" } else { "s" }
            ),
            Component::Treblecross { board } => format!("Treblecross {}", board.text()),
        }
    }

    /// Why the value is what it is, in one line.
    pub fn reason(&self, tables: &Tables) -> String {
        match self {
            Component::Subtraction { moves, heap } => {
                match subtraction::explain(moves, tables.subtraction(moves), *heap) {
                    Some(explanation) if explanation.options.len() <= 8 => explanation.sentence(),
                    Some(explanation) => format!(
                        "SG({heap}) = mex of its {} options' values = {}",
                        explanation.options.len(),
                        explanation.value
                    ),
                    None => String::new(),
                }
            }
            Component::Nim { heap: 0 } => "An empty heap: no move, so SG(0) = mex{} = 0".into(),
            Component::Nim { heap } => format!(
                "Its options are heaps 0 to {}, of values 0 to {}: SG({heap}) = mex{{0, …, {}}} \
                 = {heap}",
                heap - 1,
                heap - 1,
                heap - 1
            ),
            Component::Octal { code, heaps } => {
                let values = tables.octal(code);
                match heaps.as_slice() {
                    [heap] => octal::explain(code, values, *heap, 6)
                        .map(|explanation| explanation.sentence())
                        .unwrap_or_default(),
                    [] => "No heaps left: value 0".into(),
                    _ => {
                        let names: Vec<String> = heaps.iter().map(|h| format!("G({h})")).collect();
                        let numbers: Vec<String> = heaps
                            .iter()
                            .map(|&h| values.get(h as usize).copied().unwrap_or(0).to_string())
                            .collect();
                        format!(
                            "{} heaps, a sum of their own: {} = {} = {}",
                            heaps.len(),
                            names.join(" ⊕ "),
                            numbers.join(" ⊕ "),
                            self.value(tables)
                        )
                    }
                }
            }
            Component::Kings { board, kings } => {
                let Some(table) = tables.kings(board) else { return String::new() };
                if kings.is_empty() {
                    return "No kings: no move, value 0".into();
                }
                let cells: Vec<String> = kings
                    .iter()
                    .map(|&(r, c)| format!("SG({r}, {c}) = {}", table.get((r, c)).unwrap_or(0)))
                    .collect();
                match kings.len() {
                    1 => format!("One king: {}", cells.join("")),
                    _ => format!(
                        "Each king is a game of its own: {}; their xor is {}",
                        cells.join(", "),
                        self.value(tables)
                    ),
                }
            }
            Component::Treblecross { board } => {
                if board.three_in_a_row().is_some() {
                    return "Three in a row: the game is over".into();
                }
                let intervals = board.intervals();
                if intervals.is_empty() {
                    return "Every unmarked cell is lightly marked (next to a mark or one cell \
                            away): no free interval, value 0"
                        .into();
                }
                let values = tables.intervals();
                let value_of = |len: usize| values.get(len).copied().unwrap_or(0);
                if let [interval] = intervals {
                    return format!(
                        "One free interval of {} cell{} once the lightly marked cells are set \
                         aside: G({}) = {}",
                        interval.len,
                        if interval.len == 1 { "" } else { "s" },
                        interval.len,
                        value_of(interval.len)
                    );
                }
                let names: Vec<String> =
                    intervals.iter().map(|interval| format!("G({})", interval.len)).collect();
                let numbers: Vec<String> =
                    intervals.iter().map(|interval| value_of(interval.len).to_string()).collect();
                let lengths: Vec<String> =
                    intervals.iter().map(|interval| interval.len.to_string()).collect();
                format!(
                    "Free intervals of {} cells once the lightly marked cells are set aside: {} \
                     = {} = {}",
                    lengths.join(", "),
                    names.join(" ⊕ "),
                    numbers.join(" ⊕ "),
                    self.value(tables)
                )
            }
        }
    }

    /// Whether the component has three in a row (Treblecross): the game is over.
    pub fn is_won(&self) -> bool {
        matches!(self, Component::Treblecross { board } if board.three_in_a_row().is_some())
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: &ComponentMove) -> bool {
        match (self, *mv) {
            (Component::Subtraction { moves, heap }, ComponentMove::Take { take }) => {
                take <= u64::from(*heap) && moves.moves().iter().any(|&s| u64::from(s) == take)
            }
            (Component::Nim { heap }, ComponentMove::Take { take }) => take >= 1 && take <= *heap,
            (Component::Octal { code, heaps }, ComponentMove::Octal { heap, take, left }) => {
                let Some(&n) = heaps.get(heap) else { return false };
                octal_move_is_legal(code, n, take, left)
            }
            (Component::Kings { board, kings }, ComponentMove::King { from, to }) => {
                kings.contains(&from) && board.is_move(from, to)
            }
            (Component::Treblecross { board }, ComponentMove::Mark { cell }) => {
                cell < board.len() && !board.is_marked(cell) && board.three_in_a_row().is_none()
            }
            _ => false,
        }
    }

    /// The component after a legal move.
    pub fn play(&self, mv: &ComponentMove) -> Component {
        match (self, *mv) {
            (Component::Subtraction { moves, heap }, ComponentMove::Take { take }) => {
                // A legal take is at most the heap, a u32.
                Component::Subtraction { moves: moves.clone(), heap: heap - take as u32 }
            }
            (Component::Nim { heap }, ComponentMove::Take { take }) => {
                Component::Nim { heap: heap - take }
            }
            (Component::Octal { code, heaps }, ComponentMove::Octal { heap, take, left }) => {
                let mut heaps = heaps.clone();
                let rest = heaps[heap] - take;
                match (left, rest) {
                    (0, 0) => {
                        heaps.remove(heap);
                    }
                    (0, _) => heaps[heap] = rest,
                    _ => {
                        heaps[heap] = left;
                        heaps.insert(heap + 1, rest - left);
                    }
                }
                Component::Octal { code: code.clone(), heaps }
            }
            (Component::Kings { board, kings }, ComponentMove::King { from, to }) => {
                let mut kings = kings.clone();
                if let Some(index) = kings.iter().position(|&cell| cell == from) {
                    kings[index] = to;
                }
                kings.sort_unstable();
                Component::Kings { board: board.clone(), kings }
            }
            (Component::Treblecross { board }, ComponentMove::Mark { cell }) => {
                Component::Treblecross { board: board.with_mark(cell) }
            }
            _ => self.clone(),
        }
    }

    /// The legal moves, at most `limit` of them, in a fixed order; and whether that is all.
    pub fn moves(&self, limit: usize) -> (Vec<ComponentMove>, bool) {
        let mut moves = Vec::new();
        let mut push = |mv: ComponentMove| {
            if moves.len() < limit {
                moves.push(mv);
                true
            } else {
                false
            }
        };
        let complete = match self {
            Component::Subtraction { moves: set, heap } => set
                .moves()
                .iter()
                .take_while(|&&s| s <= *heap)
                .all(|&s| push(ComponentMove::Take { take: u64::from(s) })),
            Component::Nim { heap } => (1..=*heap).all(|take| push(ComponentMove::Take { take })),
            Component::Octal { code, heaps } => heaps.iter().enumerate().all(|(index, &n)| {
                octal_moves(code, n)
                    .all(|(take, left)| push(ComponentMove::Octal { heap: index, take, left }))
            }),
            Component::Kings { board, kings } => {
                let mut froms = kings.clone();
                froms.dedup();
                froms.iter().all(|&from| {
                    board
                        .moves_from(from)
                        .into_iter()
                        .all(|to| push(ComponentMove::King { from, to }))
                })
            }
            Component::Treblecross { board } => {
                board.three_in_a_row().is_some()
                    || (0..board.len())
                        .filter(|&cell| !board.is_marked(cell))
                        .all(|cell| push(ComponentMove::Mark { cell }))
            }
        };
        (moves, complete)
    }

    /// Whether the component has a legal move.
    pub fn has_move(&self) -> bool {
        !self.moves(1).0.is_empty()
    }

    /// Whether `mv` hands the opponent three in a row at once (marking a lightly marked
    /// Treblecross cell); every other move is safe.
    pub fn is_safe(&self, mv: &ComponentMove) -> bool {
        match (self, mv) {
            (Component::Treblecross { board }, ComponentMove::Mark { cell }) => {
                let after = board.with_mark(*cell);
                after.three_in_a_row().is_some() || after.winning_cells().is_empty()
            }
            _ => true,
        }
    }

    /// A move that makes three in a row at once (Treblecross), if there is one.
    pub fn immediate_win(&self) -> Option<ComponentMove> {
        match self {
            Component::Treblecross { board } if board.three_in_a_row().is_none() => {
                board.winning_cells().first().map(|&cell| ComponentMove::Mark { cell })
            }
            _ => None,
        }
    }

    /// A safe move to a position of value `target`, found by the component's own solver, if
    /// there is one (there always is for a target below the value, by the mex).
    pub fn move_to_value(&self, tables: &Tables, target: u64) -> Option<ComponentMove> {
        let value = self.value(tables);
        match self {
            Component::Subtraction { moves, heap } => {
                let values = tables.subtraction(moves);
                moves.moves().iter().take_while(|&&s| s <= *heap).find_map(|&s| {
                    (u64::from(values[(heap - s) as usize]) == target)
                        .then_some(ComponentMove::Take { take: u64::from(s) })
                })
            }
            Component::Nim { heap } => {
                (target < *heap).then_some(ComponentMove::Take { take: heap - target })
            }
            Component::Octal { code, heaps } => {
                let values = tables.octal(code);
                heaps.iter().enumerate().find_map(|(index, &n)| {
                    // This heap must go from G(n) to G(n) xor value xor target.
                    let wanted = u64::from(values[n as usize]) ^ value ^ target;
                    let mut found = None;
                    octal::for_each_option(code, values, n, |option| {
                        if u64::from(option.value) == wanted {
                            let left = match option.leaves {
                                Leaves::Nothing | Leaves::One(_) => 0,
                                Leaves::Two(a, _) => a,
                            };
                            found =
                                Some(ComponentMove::Octal { heap: index, take: option.take, left });
                        }
                        found.is_none()
                    });
                    found
                })
            }
            Component::Kings { board, kings } => {
                let table = tables.kings(board)?;
                kings.iter().find_map(|&from| {
                    let wanted = u64::from(table.get(from).unwrap_or(0)) ^ value ^ target;
                    board
                        .moves_from(from)
                        .into_iter()
                        .find(|&to| u64::from(table.get(to).unwrap_or(0)) == wanted)
                        .map(|to| ComponentMove::King { from, to })
                })
            }
            Component::Treblecross { board } => {
                if board.three_in_a_row().is_some() {
                    return None;
                }
                let values = tables.intervals();
                board.intervals().iter().find_map(|interval| {
                    let len = interval.len;
                    (0..len).find_map(|offset| {
                        let left = offset.saturating_sub(2);
                        let right = (len - offset - 1).saturating_sub(2);
                        let after = value ^ u64::from(values[len] ^ values[left] ^ values[right]);
                        (after == target)
                            .then_some(ComponentMove::Mark { cell: interval.start + offset })
                    })
                })
            }
        }
    }

    /// A safe move that keeps the game going (a small one), or an unsafe one when no safe move
    /// is left; `None` when there is no move.
    pub fn delaying_move(&self) -> Option<ComponentMove> {
        match self {
            Component::Subtraction { moves, heap } => moves
                .moves()
                .first()
                .filter(|&&s| s <= *heap)
                .map(|&s| ComponentMove::Take { take: u64::from(s) }),
            Component::Nim { heap } => (*heap > 0).then_some(ComponentMove::Take { take: 1 }),
            Component::Octal { code, heaps } => {
                // From the largest heap, the move removing fewest tokens.
                let (index, &n) = heaps.iter().enumerate().max_by_key(|&(_, &n)| n)?;
                octal_moves(code, n)
                    .min_by_key(|&(take, _)| take)
                    .map(|(take, left)| ComponentMove::Octal { heap: index, take, left })
            }
            Component::Kings { board, kings } => {
                let game = kings::KingsGame::new(board.clone());
                game.plain_delaying_move(kings).map(|(from, to)| ComponentMove::King { from, to })
            }
            Component::Treblecross { board } => {
                if board.three_in_a_row().is_some() {
                    return None;
                }
                let free =
                    board.intervals().iter().max_by_key(|interval| interval.len).map(|i| i.start);
                free.or_else(|| (0..board.len()).find(|&cell| !board.is_marked(cell)))
                    .map(|cell| ComponentMove::Mark { cell })
            }
        }
    }

    /// The move in words, e.g. "take 3, leaving 7" or "mark cell 4".
    pub fn describe_move(&self, mv: &ComponentMove) -> String {
        match (self, *mv) {
            (Component::Subtraction { heap, .. }, ComponentMove::Take { take }) => {
                format!("take {take}, leaving {}", u64::from(*heap).saturating_sub(take))
            }
            (Component::Nim { heap }, ComponentMove::Take { take }) => {
                format!("take {take}, leaving {}", heap.saturating_sub(take))
            }
            (Component::Octal { heaps, .. }, ComponentMove::Octal { heap, take, left }) => {
                let n = heaps.get(heap).copied().unwrap_or(0);
                let rest = n.saturating_sub(take);
                let what = match (left, rest, take) {
                    (0, 0, 1) => "take the 1 token".to_string(),
                    (0, 0, _) => format!("take all {take}"),
                    (0, _, _) => format!("take {take}, leaving {rest}"),
                    (_, _, 0) => format!("split into {left} + {}", rest - left),
                    _ => format!("take {take}, leaving {left} + {}", rest - left),
                };
                if heaps.len() == 1 {
                    format!("heap of {n}: {what}")
                } else {
                    let tokens = if n == 1 { "1 token".to_string() } else { format!("{n} tokens") };
                    format!("heap {} ({tokens}): {what}", heap + 1)
                }
            }
            (Component::Kings { .. }, ComponentMove::King { from, to }) => {
                let direction = Direction::ALL
                    .into_iter()
                    .find(|direction| direction.step(from) == Some(to))
                    .map_or("", Direction::name);
                format!("king from ({}, {}) {direction} to ({}, {})", from.0, from.1, to.0, to.1)
            }
            (Component::Treblecross { .. }, ComponentMove::Mark { cell }) => {
                format!("mark cell {}", cell + 1)
            }
            _ => "an illegal move".into(),
        }
    }

    /// An upper bound on the positions reachable from here (saturating).
    pub fn positions_bound(&self) -> u128 {
        match self {
            Component::Subtraction { heap, .. } => u128::from(*heap) + 1,
            Component::Nim { heap } => u128::from(*heap) + 1,
            // A row of n tokens has fewer than 2^n ways of being cut into heaps.
            Component::Octal { heaps, .. } => {
                let tokens: u64 = heaps.iter().map(|&h| u64::from(h)).sum();
                if tokens >= 127 { u128::MAX } else { 1u128 << tokens }
            }
            Component::Kings { kings, .. } => kings
                .iter()
                .map(|&(row, col)| (row as u128 + 1) * (col as u128 + 1))
                .fold(1u128, u128::saturating_mul),
            Component::Treblecross { board } => {
                let unmarked = board.cells().iter().filter(|&&marked| !marked).count();
                if unmarked >= 127 { u128::MAX } else { 1u128 << unmarked }
            }
        }
    }
}

/// Whether removing `take` tokens from a heap of `n`, leaving `left` on one side, is a move of
/// `code` (`left` 0: from an end).
fn octal_move_is_legal(code: &OctalCode, n: u32, take: u32, left: u32) -> bool {
    if take > n {
        return false;
    }
    let digit = code.digit(take);
    let rest = n - take;
    match (left, rest) {
        (0, 0) => take > 0 && digit & octal::TAKE_ALL != 0,
        (0, _) => take > 0 && digit & octal::LEAVE_ONE != 0,
        _ => left < rest && digit & octal::LEAVE_TWO != 0,
    }
}

/// The moves of `code` from a heap of `n` as (take, left), the two heaps of a split with the
/// smaller on the left.
fn octal_moves(code: &OctalCode, n: u32) -> impl Iterator<Item = (u32, u32)> + '_ {
    (0..=code.max_removal().min(n)).flat_map(move |take| {
        let rest = n - take;
        std::iter::once((take, 0))
            .chain((1..=rest / 2).map(move |left| (take, left)))
            .filter(move |&(take, left)| octal_move_is_legal(code, n, take, left))
    })
}

/// A component with x(i) identical copies.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Part {
    /// One copy, as the game starts.
    pub component: Component,
    /// How many copies: x(i) >= 0.
    pub count: u64,
}

/// The winning move a sum's analysis names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WinningMove {
    /// The part moved in (one of its copies).
    pub part: usize,
    /// That copy's value g.
    pub value: u64,
    /// The value it is moved to: g xor total.
    pub target: u64,
    /// The move.
    pub mv: ComponentMove,
}

/// A sum solved by the Sprague-Grundy theorem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// Each part's value (of one copy).
    pub values: Vec<u64>,
    /// GG(i): the value if the part has an odd number of copies, else 0.
    pub counted: Vec<u64>,
    /// The xor of the GG(i).
    pub total: u64,
    /// A winning move when the total is not 0.
    pub winning: Option<WinningMove>,
}

/// The paper's GG(i): `value` for an odd `count`, 0 for an even one.
pub fn counted_value(value: u64, count: u64) -> u64 {
    if count % 2 == 1 { value } else { 0 }
}

/// Solves a sum: every value, the total, and a winning move found in the first part (with an
/// odd number of copies) whose value g has g xor total < g.
pub fn analyse(parts: &[Part], tables: &Tables) -> Analysis {
    let values: Vec<u64> = parts.iter().map(|part| part.component.value(tables)).collect();
    let counted: Vec<u64> =
        values.iter().zip(parts).map(|(&value, part)| counted_value(value, part.count)).collect();
    let total = counted.iter().fold(0, |sum, value| sum ^ value);
    let winning = (total != 0)
        .then(|| {
            parts.iter().enumerate().find_map(|(index, part)| {
                let value = values[index];
                let target = value ^ total;
                if part.count % 2 == 0 || target >= value {
                    return None;
                }
                let mv = part.component.move_to_value(tables, target)?;
                Some(WinningMove { part: index, value, target, mv })
            })
        })
        .flatten();
    Analysis { values, counted, total, winning }
}

/// Which copy of a part a move is made in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Instance {
    /// One of the copies nobody has moved in yet (all alike).
    Fresh,
    /// The copy at this index among those already moved in.
    Played(usize),
}

/// A part during a game: the copies not moved in yet, and the others as they are now.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PartPosition {
    /// Copies still as they started.
    pub fresh: u64,
    /// Copies moved in, in the order they were first moved in.
    pub played: Vec<Component>,
}

/// A move in a sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SumMove {
    /// The part.
    pub part: usize,
    /// The copy.
    pub instance: Instance,
    /// The move in that copy.
    pub mv: ComponentMove,
}

/// A sum played by its real rules: a move is a move in one copy of one part; whoever makes
/// three in a row on a Treblecross board wins at once; otherwise the player who cannot move
/// loses. Either way the player who made the last move wins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumGame {
    parts: Vec<Part>,
    tables: Rc<Tables>,
}

impl SumGame {
    /// The game of these parts, with their tables (shared: they can be large).
    pub fn new(parts: Vec<Part>, tables: Rc<Tables>) -> SumGame {
        SumGame { parts, tables }
    }

    /// The parts as they start.
    pub fn parts(&self) -> &[Part] {
        &self.parts
    }

    /// The tables.
    pub fn tables(&self) -> &Tables {
        &self.tables
    }

    /// The starting position: every copy fresh.
    pub fn start(&self) -> Vec<PartPosition> {
        self.parts
            .iter()
            .map(|part| PartPosition { fresh: part.count, played: Vec::new() })
            .collect()
    }

    /// The copy a move is made in, as it is now.
    pub fn instance<'a>(
        &'a self,
        position: &'a [PartPosition],
        part: usize,
        instance: Instance,
    ) -> Option<&'a Component> {
        let state = position.get(part)?;
        match instance {
            Instance::Fresh => (state.fresh > 0).then(|| &self.parts[part].component),
            Instance::Played(index) => state.played.get(index),
        }
    }

    /// Every copy that differs from another (one fresh copy per part at most), with where it is.
    pub fn instances<'a>(
        &'a self,
        position: &'a [PartPosition],
    ) -> impl Iterator<Item = (usize, Instance, &'a Component)> + 'a {
        position.iter().enumerate().flat_map(move |(part, state)| {
            let fresh =
                (state.fresh > 0).then(|| (part, Instance::Fresh, &self.parts[part].component));
            fresh.into_iter().chain(
                state.played.iter().enumerate().map(move |(i, c)| (part, Instance::Played(i), c)),
            )
        })
    }

    /// The sum's value now: fresh copies counted by parity, each played copy by its value.
    pub fn total(&self, position: &[PartPosition]) -> u64 {
        position.iter().enumerate().fold(0, |sum, (part, state)| {
            let fresh = counted_value(self.parts[part].component.value(&self.tables), state.fresh);
            state.played.iter().fold(sum ^ fresh, |sum, c| sum ^ c.value(&self.tables))
        })
    }

    /// Whether the game is over: three in a row somewhere, or no move anywhere.
    pub fn is_over(&self, position: &[PartPosition]) -> bool {
        let copies: Vec<&Component> = self.instances(position).map(|(_, _, c)| c).collect();
        copies.iter().any(|copy| copy.is_won()) || !copies.iter().any(|copy| copy.has_move())
    }

    /// Whether the game ended with three in a row (else by a player left without a move).
    pub fn ended_by_three_in_a_row(&self, position: &[PartPosition]) -> bool {
        self.instances(position).any(|(_, _, component)| component.is_won())
    }

    /// The winning move now, if the player to move can force a win: three in a row at once if
    /// possible, else a safe move to total 0.
    pub fn winning_move(&self, position: &[PartPosition]) -> Option<SumMove> {
        if self.is_over(position) {
            return None;
        }
        for (part, instance, component) in self.instances(position) {
            if let Some(mv) = component.immediate_win() {
                return Some(SumMove { part, instance, mv });
            }
        }
        let total = self.total(position);
        if total == 0 {
            return None;
        }
        self.instances(position).find_map(|(part, instance, component)| {
            let value = component.value(&self.tables);
            let target = value ^ total;
            (target < value)
                .then(|| component.move_to_value(&self.tables, target))
                .flatten()
                .map(|mv| SumMove { part, instance, mv })
        })
    }
}

impl Game for SumGame {
    type Position = Vec<PartPosition>;
    type Move = SumMove;

    fn moves(&self, position: &Vec<PartPosition>) -> Vec<SumMove> {
        if self.is_over(position) {
            return Vec::new();
        }
        self.instances(position)
            .flat_map(|(part, instance, component)| {
                component.moves(usize::MAX).0.into_iter().map(move |mv| SumMove {
                    part,
                    instance,
                    mv,
                })
            })
            .collect()
    }

    fn is_legal(&self, position: &Vec<PartPosition>, mv: &SumMove) -> bool {
        self.instance(position, mv.part, mv.instance)
            .is_some_and(|component| component.is_legal(&mv.mv))
            && !self.is_over(position)
    }

    fn play(&self, position: &Vec<PartPosition>, mv: &SumMove) -> Vec<PartPosition> {
        let mut next = position.clone();
        let Some(component) = self.instance(position, mv.part, mv.instance) else { return next };
        let after = component.play(&mv.mv);
        let state = &mut next[mv.part];
        match mv.instance {
            Instance::Fresh => {
                state.fresh -= 1;
                state.played.push(after);
            }
            Instance::Played(index) => state.played[index] = after,
        }
        next
    }

    fn strategy_move(&self, position: &Vec<PartPosition>) -> Option<SumMove> {
        self.winning_move(position)
    }

    fn plain_delaying_move(&self, position: &Vec<PartPosition>) -> Option<SumMove> {
        if self.is_over(position) {
            return None;
        }
        let mut unsafe_move = None;
        for (part, instance, component) in self.instances(position) {
            if let Some(mv) = component.delaying_move() {
                if component.is_safe(&mv) {
                    return Some(SumMove { part, instance, mv });
                }
                unsafe_move.get_or_insert(SumMove { part, instance, mv });
            }
        }
        unsafe_move
    }

    fn positions_bound(&self, position: &Vec<PartPosition>) -> u128 {
        position.iter().enumerate().fold(1u128, |bound, (part, state)| {
            let fresh = saturating_power(self.parts[part].component.positions_bound(), state.fresh);
            state.played.iter().fold(bound.saturating_mul(fresh), |bound, c| {
                bound.saturating_mul(c.positions_bound())
            })
        })
    }
}

/// base^exponent, saturating.
fn saturating_power(base: u128, exponent: u64) -> u128 {
    if base <= 1 {
        return 1;
    }
    if exponent >= 128 {
        return u128::MAX;
    }
    (0..exponent).fold(1u128, |product, _| product.saturating_mul(base))
}

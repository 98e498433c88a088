//! Subtraction games: a heap of n stones, a move removes s stones for some s in the move set S.
//!
//! [`sg_values`] fills the Sprague-Grundy table SG(0), ..., SG(n) exactly as on the board:
//! SG(n) = mex{SG(n - s) : s in S, s <= n}. [`explain`] spells out one cell of a filled table.

use std::fmt;

use super::mex::mex;

/// The largest move a move set may contain.
pub const MAX_MOVE: u32 = 1_000_000;
/// The most moves a move set may contain.
pub const MAX_MOVES: usize = 63;

/// A valid move set: distinct positive moves, sorted ascending, at most [`MAX_MOVES`] of them.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveSet {
    moves: Vec<u32>,
}

/// Why a list of numbers is not a valid move set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveSetError {
    /// No moves at all: every position would be terminal.
    Empty,
    /// A move of 0 stones would not change the position.
    Zero,
    /// The same move listed twice.
    Duplicate(u32),
    /// A move above [`MAX_MOVE`].
    TooLarge(u32),
    /// More than [`MAX_MOVES`] moves.
    TooMany(usize),
}

impl fmt::Display for MoveSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveSetError::Empty => write!(f, "give at least one move, e.g. 1,3,4"),
            MoveSetError::Zero => {
                write!(f, "a move must remove at least 1 stone (0 is not a move)")
            }
            MoveSetError::Duplicate(s) => write!(f, "{s} is listed twice; list each move once"),
            MoveSetError::TooLarge(s) => {
                write!(f, "{s} is too large; moves go up to {MAX_MOVE}")
            }
            MoveSetError::TooMany(count) => {
                write!(f, "{count} moves given; at most {MAX_MOVES} are supported")
            }
        }
    }
}

impl MoveSet {
    /// Checks and sorts a list of moves.
    pub fn try_new(mut moves: Vec<u32>) -> Result<MoveSet, MoveSetError> {
        if moves.is_empty() {
            return Err(MoveSetError::Empty);
        }
        if moves.contains(&0) {
            return Err(MoveSetError::Zero);
        }
        if let Some(&large) = moves.iter().find(|&&s| s > MAX_MOVE) {
            return Err(MoveSetError::TooLarge(large));
        }
        if moves.len() > MAX_MOVES {
            return Err(MoveSetError::TooMany(moves.len()));
        }
        // An insertion sort of at most MAX_MOVES moves (a library sort would link its own few KB
        // of code into the lab).
        for i in 1..moves.len() {
            let mut j = i;
            while j > 0 && moves[j - 1] > moves[j] {
                moves.swap(j - 1, j);
                j -= 1;
            }
        }
        if let Some(pair) = moves.windows(2).find(|pair| pair[0] == pair[1]) {
            return Err(MoveSetError::Duplicate(pair[0]));
        }
        Ok(MoveSet { moves })
    }

    /// The moves, ascending.
    pub fn moves(&self) -> &[u32] {
        &self.moves
    }

    /// The largest move: how many earlier values each SG value depends on.
    pub fn max_move(&self) -> u32 {
        // A MoveSet is never empty (checked in try_new).
        self.moves[self.moves.len() - 1]
    }

    /// `Some(k)` when the set is {1, ..., k}: the take-away game of the lecture deck.
    pub fn as_take_up_to(&self) -> Option<u32> {
        let k = self.max_move();
        (self.moves.len() == k as usize).then_some(k)
    }
}

/// SG(0), ..., SG(n) for the subtraction game with moves `moves`.
pub fn sg_values(moves: &MoveSet, n: u32) -> Vec<u32> {
    sg_table(moves, n).into_iter().map(u32::from).collect()
}

/// The kernel behind [`sg_values`]: SG(0), ..., SG(n) as bytes (a value is at most
/// [`MAX_MOVES`] = 63), a quarter of the memory of `u32`s.
pub fn sg_table(moves: &MoveSet, n: u32) -> Vec<u8> {
    let mut fill = TableFill::new(moves.clone(), n);
    fill.advance(u64::MAX);
    fill.into_values()
}

/// A table being filled left to right, a slice at a time, so that long runs can yield.
///
/// A position has at most [`MAX_MOVES`] = 63 options, so every value is at most 63: it fits in
/// a byte, and the set of option values fits in one `u64` bitmask whose lowest clear bit is
/// the mex.
#[derive(Clone, Debug)]
pub struct TableFill {
    moves: MoveSet,
    /// Each move's offset in the window of the `max_move` values before a position:
    /// `max_move - s` for move s.
    offsets: Vec<usize>,
    n: u32,
    values: Vec<u8>,
}

impl TableFill {
    /// An empty table for positions 0..=n.
    pub fn new(moves: MoveSet, n: u32) -> TableFill {
        let max_move = moves.max_move() as usize;
        let offsets = moves.moves().iter().map(|&take| max_move - take as usize).collect();
        TableFill { moves, offsets, n, values: Vec::with_capacity(n as usize + 1) }
    }

    /// Fills up to `positions` more cells; returns whether the table is complete.
    pub fn advance(&mut self, positions: u64) -> bool {
        const _: () = assert!(MAX_MOVES < 64, "option values must fit in a u64 bitmask");
        let start = self.values.len() as u64;
        let end = start.saturating_add(positions).min(u64::from(self.n) + 1) as usize;
        let max_move = self.moves.max_move() as usize;
        // Below the largest move some moves do not fit yet.
        while self.values.len() < end.min(max_move) {
            let position = self.values.len();
            let mut seen: u64 = 0;
            for &take in &self.moves.moves {
                let Some(to) = position.checked_sub(take as usize) else { break };
                seen |= 1 << self.values[to];
            }
            self.values.push((!seen).trailing_zeros() as u8);
        }
        // From there on every move fits: the options are fixed offsets in the window of the
        // `max_move` values just before the position.
        for position in self.values.len()..end {
            let window = &self.values[position - max_move..position];
            let mut seen: u64 = 0;
            for &offset in &self.offsets {
                // Values are at most 63 (see above); the mask keeps the shift in range.
                seen |= 1 << (window[offset] & 63);
            }
            self.values.push((!seen).trailing_zeros() as u8);
        }
        self.is_complete()
    }

    /// Whether SG(n) has been written.
    pub fn is_complete(&self) -> bool {
        self.values.len() as u64 == u64::from(self.n) + 1
    }

    /// How many cells are filled.
    pub fn filled(&self) -> usize {
        self.values.len()
    }

    /// The values filled so far (all of them once complete).
    pub fn into_values(self) -> Vec<u8> {
        self.values
    }
}

/// One option of a position, as the explanation of a cell lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionValue {
    /// How many stones the move takes.
    pub take: u32,
    /// The position it leads to.
    pub to: u32,
    /// SG of that position.
    pub value: u32,
}

/// Why SG(position) has its value: the options, their values and the mex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellExplanation {
    /// The position explained.
    pub position: u32,
    /// Its options, smallest move first.
    pub options: Vec<OptionValue>,
    /// Moves too large for this heap.
    pub impossible: Vec<u32>,
    /// The mex of the options' values: SG(position).
    pub value: u32,
}

/// Explains SG(`position`) from a table that holds at least the values below it.
///
/// Returns `None` when `position` is beyond the table.
pub fn explain(moves: &MoveSet, values: &[u32], position: u32) -> Option<CellExplanation> {
    if position as usize >= values.len() {
        return None;
    }
    let options: Vec<OptionValue> = moves
        .moves()
        .iter()
        .take_while(|&&s| s <= position)
        .map(|&take| {
            let to = position - take;
            OptionValue { take, to, value: values[to as usize] }
        })
        .collect();
    let impossible = moves.moves()[options.len()..].to_vec();
    let value = mex(options.iter().map(|option| option.value));
    Some(CellExplanation { position, options, impossible, value })
}

impl CellExplanation {
    /// The lecturer's sentence: `SG(5) = mex{SG(4), SG(2), SG(1)} = mex{2, 0, 1} = 3`.
    pub fn sentence(&self) -> String {
        let positions: Vec<String> =
            self.options.iter().map(|option| format!("SG({})", option.to)).collect();
        let values: Vec<String> =
            self.options.iter().map(|option| option.value.to_string()).collect();
        if self.options.is_empty() {
            format!("SG({}) = mex{{}} = 0", self.position)
        } else {
            format!(
                "SG({}) = mex{{{}}} = mex{{{}}} = {}",
                self.position,
                positions.join(", "),
                values.join(", "),
                self.value
            )
        }
    }

    /// Whether the position is a P-position (the previous player wins: SG = 0).
    pub fn is_p_position(&self) -> bool {
        self.value == 0
    }

    /// The moves that reach a P-position: the winning moves from an N-position.
    pub fn winning_moves(&self) -> impl Iterator<Item = &OptionValue> {
        self.options.iter().filter(|option| option.value == 0)
    }
}

impl CellExplanation {
    /// The options in words, before the mex is explained: "Options: take 1 → 3 (SG 0), take 3
    /// → 1 (SG 1). ", or "0 has no options: no move fits. ".
    pub fn options_text(&self) -> String {
        let options: Vec<String> = self
            .options
            .iter()
            .map(|option| format!("take {} → {} (SG {})", option.take, option.to, option.value))
            .collect();
        if options.is_empty() {
            format!("{} has no options: no move fits. ", self.position)
        } else {
            format!("Options: {}. ", options.join(", "))
        }
    }

    /// The moves too large for the position, in words, if any: "Taking 4 is impossible from 3
    /// stones."
    pub fn impossible_text(&self) -> Option<String> {
        (!self.impossible.is_empty()).then(|| {
            let moves: Vec<String> = self.impossible.iter().map(u32::to_string).collect();
            format!("Taking {} is impossible from {} stones.", moves.join(" or "), self.position)
        })
    }

    /// Who wins from the position, and how.
    pub fn verdict(&self) -> String {
        let position = self.position;
        if self.options.is_empty() {
            format!("{position} is a P-position: the player to move has no move and loses.")
        } else if self.is_p_position() {
            format!(
                "{position} is a P-position: every move leads to an N-position, so the player to \
                 move loses against perfect play."
            )
        } else {
            let winning: Vec<String> = self
                .winning_moves()
                .map(|option| format!("taking {} (to {})", option.take, option.to))
                .collect();
            format!(
                "{position} is an N-position: the player to move wins by {}, a move to a P-position.",
                winning.join(" or ")
            )
        }
    }
}

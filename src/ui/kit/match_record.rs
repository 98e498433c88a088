//! A game against the computer: who moves first, the moves so far, undo, and the computer's
//! reply a moment after the student's move.

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use yew::prelude::*;

use crate::solve::play::Game;

/// How long the computer waits before answering, in milliseconds (so the student sees their
/// own move first).
pub const COMPUTER_DELAY_MS: i32 = 700;

/// The moves of a game between the student and the computer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchRecord<M> {
    /// Whether the student made the first move.
    pub human_first: bool,
    /// The moves so far.
    pub moves: Vec<M>,
}

impl<M: Clone> MatchRecord<M> {
    /// A new game.
    pub fn new(human_first: bool) -> MatchRecord<M> {
        MatchRecord { human_first, moves: Vec::new() }
    }

    /// Whether move `index` is (or was) the student's.
    pub fn is_human_ply(&self, index: usize) -> bool {
        index.is_multiple_of(2) == self.human_first
    }

    /// Whether it is the student's turn.
    pub fn humans_turn(&self) -> bool {
        self.is_human_ply(self.moves.len())
    }

    /// Whether the student has a move to take back.
    pub fn can_undo(&self) -> bool {
        (0..self.moves.len()).any(|index| self.is_human_ply(index))
    }

    /// Takes back the student's last move and the computer's answer to it.
    pub fn undo(&mut self) {
        while self.moves.pop().is_some() {
            if self.is_human_ply(self.moves.len()) {
                break;
            }
        }
    }

    /// The position reached from `start`.
    pub fn position<G: Game<Move = M>>(&self, game: &G, start: &G::Position) -> G::Position {
        self.moves.iter().fold(start.clone(), |position, mv| game.play(&position, mv))
    }

    /// Whether the student made the last move (meaningless before any move).
    pub fn last_by_human(&self) -> bool {
        self.is_human_ply(self.moves.len().wrapping_sub(1))
    }
}

/// Reads moves from a URL, each by `parse`, keeping them only while they are legal in turn.
pub fn read_moves<G: Game>(
    game: &G,
    start: &G::Position,
    text: &str,
    separator: char,
    parse: impl Fn(&str) -> Option<G::Move>,
) -> Result<Vec<G::Move>, String> {
    let mut position = start.clone();
    let mut moves = Vec::new();
    for (index, item) in text.split(separator).filter(|item| !item.is_empty()).enumerate() {
        match parse(item) {
            Some(mv) if game.is_legal(&position, &mv) => {
                position = game.play(&position, &mv);
                moves.push(mv);
            }
            _ => return Err(format!("move {} ('{item}') is not legal there", index + 1)),
        }
    }
    Ok(moves)
}

/// Sends `reply` [`COMPUTER_DELAY_MS`] after `waiting` becomes `Some` (the number of moves
/// made, so each new position waits afresh); cancelled when it changes.
#[hook]
pub fn use_computer_reply(waiting: Option<usize>, reply: Callback<()>) {
    use_effect_with(waiting, move |waiting| {
        let window = web_sys::window();
        let timer = match (waiting, &window) {
            (Some(_), Some(window)) => {
                let fire = Closure::once_into_js(move || reply.emit(()));
                window
                    .set_timeout_with_callback_and_timeout_and_arguments_0(
                        fire.unchecked_ref(),
                        COMPUTER_DELAY_MS,
                    )
                    .ok()
            }
            _ => None,
        };
        move || {
            if let (Some(window), Some(timer)) = (window, timer) {
                window.clear_timeout_with_handle(timer);
            }
        }
    });
}

//! A game against the computer as part of a lab's state, written once for every [`Game`]: the
//! start and the moves (read from and written to the link as `first` and `moves`), the
//! student's moves, undo, new games, the computer's reply, and the panel with their buttons.

use yew::prelude::*;

use crate::api::fields::{FieldError, Fields, parse_choice};
use crate::solve::play::{Game, perfect_move};
use crate::ui::lab_kit::LinkParams;
use crate::ui::match_record::{MatchRecord, read_moves};

/// Positions the computer searches at most to find its longest-lasting move when it must lose.
pub const SEARCH_BUDGET: usize = 50_000;

/// The link's values of `first`.
const FIRST: &[(&str, bool)] = &[("you", true), ("computer", false)];

/// What a game against the computer is asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayAction<M> {
    /// The student's move (ignored unless it is their turn and the move is legal).
    Move(M),
    /// The computer's move (ignored unless it is the computer's turn).
    Reply,
    /// Takes back the student's last move and the computer's answer to it.
    Undo,
    /// A new game from the same start; whether the student moves first.
    NewGame(bool),
}

/// A game of `G` between the student and the computer.
#[derive(Clone)]
pub struct Match<G: Game> {
    /// The rules.
    pub game: G,
    /// The position the game starts from.
    pub start: G::Position,
    /// Who moved first and the moves so far.
    pub record: MatchRecord<G::Move>,
}

impl<G: Game> Match<G> {
    /// A new game from `start`.
    pub fn new(game: G, start: G::Position, human_first: bool) -> Match<G> {
        Match { game, start, record: MatchRecord::new(human_first) }
    }

    /// A new game from `start`, the same player moving first.
    pub fn restart(&mut self, start: G::Position) {
        self.start = start;
        self.record = MatchRecord::new(self.record.human_first);
    }

    /// The game from `start` that a link describes: `first` (`you` or `computer`) and `moves`
    /// (separated by `.`, each read by `parse`, legal in turn); a bad value leaves a notice.
    pub fn read(
        link: &mut LinkParams,
        game: G,
        start: G::Position,
        parse: impl Fn(&str) -> Option<G::Move>,
    ) -> Match<G> {
        let first = link.read("first", |text| parse_choice("first", text, FIRST));
        let mut played = Match::new(game, start, first.unwrap_or(true));
        let moves = link.read("moves", |text| {
            read_moves(&played.game, &played.start, text, '.', parse)
                .map_err(|message| FieldError::new("moves", message))
        });
        played.record.moves = moves.unwrap_or_default();
        played
    }

    /// Writes `first` and, once there are moves, `moves` (each written by `show`).
    pub fn write(&self, link: &mut Fields, show: impl Fn(&G::Move) -> String) {
        link.set("first", if self.record.human_first { "you" } else { "computer" });
        if !self.record.moves.is_empty() {
            link.set("moves", self.record.moves.iter().map(show).collect::<Vec<_>>().join("."));
        }
    }

    /// The position reached.
    pub fn position(&self) -> G::Position {
        self.record.position(&self.game, &self.start)
    }

    /// The positions so far, from the start to the one reached.
    pub fn positions(&self) -> Vec<G::Position> {
        let mut positions = vec![self.start.clone()];
        for mv in &self.record.moves {
            let next = self.game.play(positions.last().unwrap_or(&self.start), mv);
            positions.push(next);
        }
        positions
    }

    /// Whether the player to move has no move.
    pub fn over(&self) -> bool {
        self.game.plain_delaying_move(&self.position()).is_none()
    }

    /// Whether the student is to move in a game not over.
    pub fn yours(&self) -> bool {
        self.record.humans_turn() && !self.over()
    }

    /// While the computer is to move, the number of moves made (for
    /// [`use_computer_reply`](crate::ui::match_record::use_computer_reply)).
    pub fn waiting(&self) -> Option<usize> {
        (!self.record.humans_turn() && !self.over()).then_some(self.record.moves.len())
    }

    /// The game after `action`.
    pub fn apply(&mut self, action: PlayAction<G::Move>) {
        match action {
            PlayAction::Move(mv) if self.yours() && self.game.is_legal(&self.position(), &mv) => {
                self.record.moves.push(mv);
            }
            PlayAction::Reply if self.waiting().is_some() => {
                let reply = perfect_move(&self.game, &self.position(), SEARCH_BUDGET);
                self.record.moves.extend(reply.map(|(mv, _)| mv));
            }
            PlayAction::Move(_) | PlayAction::Reply => {}
            PlayAction::Undo => self.record.undo(),
            PlayAction::NewGame(human_first) => self.record = MatchRecord::new(human_first),
        }
    }
}

/// A game against the computer on screen: the buttons (a new game, the student or the computer
/// first; undo), the status line (`your_move` on the student's turn), and the `board`.
pub fn play_panel<G: Game>(
    game: &Match<G>,
    your_move: &str,
    on_action: &Callback<PlayAction<G::Move>>,
    board: Html,
) -> Html
where
    G::Move: 'static,
{
    let status = match (game.over(), game.record.humans_turn()) {
        (true, true) => "No move left for you: the computer wins.",
        (true, false) => "No move left for the computer: you win!",
        (false, true) => your_move,
        (false, false) => "The computer is thinking…",
    };
    let new_game = |first: bool| on_action.reform(move |_: MouseEvent| PlayAction::NewGame(first));
    html! {
        <div class="play">
            <div class="play-controls">
                <button type="button" class="new-game" onclick={new_game(true)}>{ "New game: you first" }</button>
                <button type="button" class="new-game-computer" onclick={new_game(false)}>{ "New game: computer first" }</button>
                <button type="button" class="undo" disabled={!game.record.can_undo()}
                    onclick={on_action.reform(|_: MouseEvent| PlayAction::Undo)}>{ "Undo" }</button>
            </div>
            <p class="status" role="status">{ status }</p>
            { board }
        </div>
    }
}

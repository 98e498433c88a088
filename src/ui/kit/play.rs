//! Games a lab plays: a sample play between two perfect players, and a game against the
//! computer, written once for every game that is a [`Game`].
//!
//! How a lab adopts it:
//! - Implement [`PlayGame`] for the lab's game (its moves as link text, as words, a student's
//!   illegal move explained, the entry form's texts read as a move; a game played by
//!   [`move_buttons`] only keeps the defaults of the last two).
//! - Keep a [`PlayState<G>`] in the lab's state (made by [`PlayState::new`] for a new game, or
//!   [`PlayState::read`] from a link, which reads `first`, `moves` and, when [`PlayGame::HINT`],
//!   `hint`; [`PlayState::write`] writes them back, and [`PlayState::params`] names them for
//!   `LinkParams::finish`).
//! - Wrap [`PlayAction`] in one of the lab's actions and hand it to [`PlayState::apply`]: a move
//!   (clicked), the entry form's edits and its submission, undo, a new game, the hint switch,
//!   and the computer's reply.
//! - In the component, call `use_computer_reply(state.play.waiting(), …)` (from
//!   `ui::kit::match_record`) with a callback sending [`PlayAction::Reply`]; it waits
//!   `COMPUTER_DELAY_MS` after the student's move, and `waiting()` is `None` whenever it is not
//!   the computer's turn (pass `None` when the play view is not shown).
//! - Render the view pieces: [`play_controls`] (new game, undo, the hint switch), [`status_line`]
//!   (the lab says what [`PlayState::turn`] means in its game, or takes [`normal_play_status`]),
//!   [`last_move_line`], [`entry_form`] with one [`entry_input`] per text field, or
//!   [`move_buttons`] (one button per legal move).
//! - A sample play is a [`Sample<G>`]: a [`Timeline`] whose frame k is the position before ply
//!   k (the last frame is the end); [`to_move_line`] starts the explanation of a ply.

use std::fmt::Debug;
use std::rc::Rc;

use yew::prelude::*;

use crate::api::fields::{FieldError, Fields, parse_choice};
use crate::solve::play::{Game, Ply, SamplePlay, perfect_move, sample_play};
use crate::ui::kit::controls::{LinkParams, count};
use crate::ui::kit::exercise::Question;
use crate::ui::kit::match_record::{MatchRecord, read_moves};
use crate::ui::kit::timeline::Timeline;

/// Moves shown in a sample play at most.
pub const SAMPLE_PLIES: usize = 300;
/// Positions searched at most to find the losing side's longest-lasting moves.
pub const SEARCH_BUDGET: usize = 50_000;
/// The status while the computer's reply is pending.
pub const THINKING: &str = "The computer is thinking…";

/// What the play view needs of a game besides its rules.
pub trait PlayGame:
    Game<Position: Debug, Move: Debug> + Clone + Debug + PartialEq + 'static
{
    /// Whether the lab offers a hint switch (and so reads and writes the `hint` parameter).
    const HINT: bool = false;
    /// The new-game buttons' labels: the student first, the computer first (a game whose
    /// players have names says which one the student is).
    const NEW_GAME: [&'static str; 2] = ["New game: you first", "New game: computer first"];

    /// One move as written in the `moves` parameter (moves are joined by `.`).
    fn move_text(&self, mv: &Self::Move) -> String;
    /// A move read from the `moves` parameter; `None` when it is not one.
    fn parse_move(&self, text: &str) -> Option<Self::Move>;
    /// A move in words, as an instruction: "take 2 from pile 3".
    fn describe(&self, before: &Self::Position, mv: &Self::Move) -> String;
    /// Why the student's `mv` cannot be played in `position` (a game played by its buttons
    /// only, which offer legal moves alone, keeps this default).
    fn refusal(&self, _position: &Self::Position, _mv: &Self::Move) -> String {
        "That move is not legal here.".to_string()
    }
    /// The move the entry form's texts ask for in `position`, or the message for the form; a
    /// game played by its buttons only (no entry form) keeps this refusal.
    fn entry_move(
        &self,
        _position: &Self::Position,
        _entry: &[String],
    ) -> Result<Self::Move, String> {
        Err("Click a move.".to_string())
    }
    /// The computer's move in `position` (on its turn): by default a perfect player's
    /// ([`perfect_move`]); a game whose own computer player chooses otherwise among equally good
    /// moves (the robber running far from the cop) says so here.
    fn reply(&self, position: &Self::Position) -> Option<Self::Move> {
        perfect_move(self, position, SEARCH_BUDGET).map(|(mv, _)| mv)
    }
    /// Whether the sample play asks [`PlayGame::winner_question`] in exercise mode (only then is
    /// the exercise stepper linked into the lab's binary).
    const ASKS: bool = false;
    /// The question before a frame whose ply, `mv` from `before`, the winner (Player `player`)
    /// makes: what the frame will show of the position (none: the frame asks nothing).
    fn winner_question(
        &self,
        _before: &Self::Position,
        _mv: &Self::Move,
        _player: usize,
    ) -> Option<Question> {
        None
    }
}

/// Whose turn it is in a game against the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// The game is over (or there was nothing to play).
    Over,
    /// The student moves.
    Yours,
    /// The computer answers.
    Computers,
}

/// A game between the student and the computer, with the hint switch and the entry form.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayState<G: PlayGame> {
    /// The game's rules.
    pub game: G,
    /// The starting position.
    pub start: G::Position,
    /// Who moved first, and the moves so far.
    pub record: MatchRecord<G::Move>,
    /// Whether the hint is shown.
    pub hint: bool,
    /// The entry form's texts, by field.
    pub entry: Vec<String>,
    /// Why the student's last try was refused.
    pub error: Option<String>,
}

/// What the student (or the computer's timer) does to a game.
#[derive(Clone, Debug, PartialEq)]
pub enum PlayAction<M> {
    /// The student plays this move (a click): played if legal and their turn, else refused.
    Move(M),
    /// The entry form's field `index` now reads this text.
    Edit(usize, String),
    /// The entry form is submitted: its texts are read as a move and played.
    Submit,
    /// The computer plays its move, if it is its turn.
    Reply,
    /// Take back the student's last move and the answer to it.
    Undo,
    /// Start over, the student first when `true`.
    NewGame(bool),
    /// Show or hide the hint.
    ToggleHint,
}

impl<G: PlayGame> PlayState<G> {
    /// A new game of `game` from `start`.
    pub fn new(game: G, start: G::Position, human_first: bool, hint: bool) -> PlayState<G> {
        PlayState {
            game,
            start,
            record: MatchRecord::new(human_first),
            hint,
            entry: Vec::new(),
            error: None,
        }
    }

    /// The same players and hint on a new game or starting position.
    pub fn restarted(&self, game: G, start: G::Position) -> PlayState<G> {
        PlayState::new(game, start, self.record.human_first, self.hint)
    }

    /// The game a link asks for: `first` (you or computer), `moves` (kept while legal in turn)
    /// and, if the lab has a hint, `hint` (on or off); a bad value leaves a notice.
    pub fn read(link: &mut LinkParams, game: G, start: G::Position) -> PlayState<G> {
        let human_first = read_first(link);
        let hint = G::HINT
            && link
                .read("hint", |text| parse_choice("hint", text, &[("on", true), ("off", false)]))
                .unwrap_or(false);
        let mut play = PlayState::new(game, start, human_first, hint);
        play.record.moves = link
            .read("moves", |text| {
                let parse = |item: &str| play.game.parse_move(item.trim());
                read_moves(&play.game, &play.start, text, '.', parse)
                    .map_err(|message| FieldError::new("moves", message))
            })
            .unwrap_or_default();
        play
    }

    /// Writes `first`, `moves` (when any) and `hint` (when on).
    pub fn write(&self, link: &mut Fields) {
        link.set("first", first_text(self.record.human_first));
        if !self.record.moves.is_empty() {
            let moves: Vec<String> =
                self.record.moves.iter().map(|mv| self.game.move_text(mv)).collect();
            link.set("moves", moves.join("."));
        }
        if self.hint {
            link.set("hint", "on");
        }
    }

    /// The position reached.
    pub fn position(&self) -> G::Position {
        self.record.position(&self.game, &self.start)
    }

    /// The positions so far, from the start to the one reached.
    pub fn positions(&self) -> Vec<G::Position> {
        let played = self.record.moves.iter().scan(self.start.clone(), |at, mv| {
            *at = self.game.play(at, mv);
            Some(at.clone())
        });
        std::iter::once(self.start.clone()).chain(played).collect()
    }

    /// Whose turn it is.
    pub fn turn(&self) -> Turn {
        if self.game.plain_delaying_move(&self.position()).is_none() {
            Turn::Over
        } else if self.record.humans_turn() {
            Turn::Yours
        } else {
            Turn::Computers
        }
    }

    /// The number of moves made while the computer's reply is due, else `None` (for
    /// `use_computer_reply`: each new position waits afresh).
    pub fn waiting(&self) -> Option<usize> {
        (self.turn() == Turn::Computers).then_some(self.record.moves.len())
    }

    /// The last move: the position before it, the move, and whether the student made it.
    pub fn last_move(&self) -> Option<(G::Position, &G::Move, bool)> {
        self.move_at(self.record.moves.len().checked_sub(1)?)
    }

    /// Ply `index` of the game: the position before it, the move, and whether the student made it.
    fn move_at(&self, index: usize) -> Option<(G::Position, &G::Move, bool)> {
        let played = self.record.moves.get(index)?;
        let before = self.record.moves[..index]
            .iter()
            .fold(self.start.clone(), |at, mv| self.game.play(&at, mv));
        Some((before, played, self.record.is_human_ply(index)))
    }

    /// The entry form's field `index` (empty when not typed yet).
    pub fn entry_text(&self, index: usize) -> String {
        self.entry.get(index).cloned().unwrap_or_default()
    }

    /// The game after `action`.
    pub fn apply(mut self, action: PlayAction<G::Move>) -> PlayState<G> {
        match action {
            PlayAction::Move(mv) => self.student_plays(mv),
            PlayAction::Edit(index, text) => {
                if self.entry.len() <= index {
                    self.entry.resize(index + 1, String::new());
                }
                self.entry[index] = text;
                self
            }
            PlayAction::Submit => {
                if self.turn() != Turn::Yours {
                    return self;
                }
                match self.game.entry_move(&self.position(), &self.entry) {
                    Ok(mv) => self.student_plays(mv),
                    Err(message) => PlayState { error: Some(message), ..self },
                }
            }
            PlayAction::Reply => {
                if self.turn() == Turn::Computers
                    && let Some(mv) = self.game.reply(&self.position())
                {
                    self.record.moves.push(mv);
                }
                self
            }
            PlayAction::Undo => {
                self.record.undo();
                PlayState { error: None, ..self }
            }
            PlayAction::NewGame(human_first) => {
                PlayState::new(self.game, self.start, human_first, self.hint)
            }
            PlayAction::ToggleHint => PlayState { hint: !self.hint, ..self },
        }
    }

    /// Plays the student's move if it is legal and their turn; else says why not.
    fn student_plays(mut self, mv: G::Move) -> PlayState<G> {
        if self.turn() != Turn::Yours {
            return self;
        }
        let position = self.position();
        if self.game.is_legal(&position, &mv) {
            self.record.moves.push(mv);
            self.error = None;
        } else {
            self.error = Some(self.game.refusal(&position, &mv));
        }
        self
    }
}

/// The player (1 or 2) who makes ply `index` (from 0).
pub fn player(index: usize) -> usize {
    index % 2 + 1
}

/// A sample play between two perfect players, frame by frame: frame k is the position before
/// ply k, and the last frame (the number of plies) is the end.
#[derive(Clone, Debug)]
pub struct Sample<G: PlayGame> {
    /// The game's rules.
    pub game: G,
    /// The plies.
    pub play: Rc<SamplePlay<G::Position, G::Move>>,
}

impl<G: PlayGame> PartialEq for Sample<G> {
    fn eq(&self, other: &Sample<G>) -> bool {
        self.game == other.game && Rc::ptr_eq(&self.play, &other.play)
    }
}

impl<G: PlayGame> Sample<G> {
    /// The sample play of `game` from `start` (at most [`SAMPLE_PLIES`] moves).
    pub fn new(game: G, start: &G::Position) -> Sample<G> {
        let play = Rc::new(sample_play(&game, start, SAMPLE_PLIES, SEARCH_BUDGET));
        Sample { game, play }
    }

    /// The number of plies.
    pub fn plies(&self) -> usize {
        self.play.plies.len()
    }

    /// Ply `k`, `None` at the end.
    pub fn ply(&self, k: u32) -> Option<&Ply<G::Position, G::Move>> {
        self.play.plies.get(k as usize)
    }

    /// The ply before frame `k` (the move just made), if any.
    pub fn previous(&self, k: u32) -> Option<&Ply<G::Position, G::Move>> {
        k.checked_sub(1).and_then(|previous| self.ply(previous))
    }

    /// The position at frame `k`.
    pub fn position(&self, k: u32) -> &G::Position {
        self.ply(k).map_or(&self.play.end, |ply| &ply.before)
    }
}

impl<G: PlayGame> Timeline for Sample<G> {
    const ASKS: bool = G::ASKS;

    /// Before a frame whose ply the winner makes (not the first, which shows the way): the
    /// game's [`PlayGame::winner_question`].
    fn question(&self, k: u32) -> Option<Question> {
        let ply = self.ply(k).filter(|ply| k > 0 && ply.by_winner)?;
        self.game.winner_question(&ply.before, &ply.mv, player(k as usize))
    }

    fn last(&self) -> u32 {
        // Sample plays stop at SAMPLE_PLIES moves.
        u32::try_from(self.plies()).unwrap_or(u32::MAX)
    }

    fn label(&self, k: u32) -> String {
        if k as usize >= self.plies() { "end".to_string() } else { format!("move {}", k + 1) }
    }

    fn sentence(&self, k: u32) -> String {
        match self.ply(k) {
            Some(ply) => format!(
                "Player {} {}: {}.",
                player(k as usize),
                if ply.by_winner { "wins with the strategy's move" } else { "cannot win" },
                self.game.describe(&ply.before, &ply.mv)
            ),
            None if self.play.truncated => {
                format!("The sample stops after {} moves.", self.plies())
            }
            None => format!("The game is over after {}.", count(self.plies() as u64, "move")),
        }
    }
}

/// The line that opens a ply's explanation: who is to move (`intro`, e.g. "Player 1 to move. ")
/// and whether the position is won.
pub fn to_move_line(intro: String, by_winner: bool) -> Html {
    html! {
        <p class="to-move">
            { intro }
            <span class={classes!("verdict", if by_winner { "n" } else { "p" })}>
                { if by_winner { "N-position: the player to move wins." } else { "P-position: the player to move loses." } }
            </span>
        </p>
    }
}

/// The new-game buttons, undo, and the hint switch labelled `hint` (when given).
pub fn play_controls<G: PlayGame>(
    play: &PlayState<G>,
    on_action: &Callback<PlayAction<G::Move>>,
    hint: Option<&'static str>,
) -> Html {
    let send = |action: PlayAction<G::Move>| on_action.reform(move |_: MouseEvent| action.clone());
    html! {
        <div class="play-controls">
            <button type="button" class="new-game" onclick={send(PlayAction::NewGame(true))}>{ G::NEW_GAME[0] }</button>
            <button type="button" class="new-game-computer" onclick={send(PlayAction::NewGame(false))}>{ G::NEW_GAME[1] }</button>
            <button type="button" class="undo" disabled={!play.record.can_undo()} onclick={send(PlayAction::Undo)}>{ "Undo" }</button>
            if let Some(hint) = hint {
                <label class="hint-toggle">
                    <input type="checkbox" checked={play.hint} onchange={on_action.reform(|_: Event| PlayAction::ToggleHint)} />
                    { hint }
                </label>
            }
        </div>
    }
}

/// The game's status, read by screen readers as it changes.
pub fn status_line(text: String) -> Html {
    html! { <p class="status" role="status">{ text }</p> }
}

/// The status of a game whose player without a move loses: `your_move` on the student's turn.
pub fn normal_play_status<G: PlayGame>(play: &PlayState<G>, your_move: String) -> String {
    match play.turn() {
        Turn::Over if play.record.humans_turn() => {
            "No move left for you: the computer wins.".into()
        }
        Turn::Over => "No move left for the computer: you win!".into(),
        Turn::Yours => your_move,
        Turn::Computers => THINKING.into(),
    }
}

/// On the student's turn, one button of class `class` per legal move, saying
/// `label(position, move)`.
pub fn move_buttons<G: PlayGame>(
    play: &PlayState<G>,
    on_action: &Callback<PlayAction<G::Move>>,
    class: &'static str,
    label: impl Fn(&G::Position, &G::Move) -> String,
) -> Html {
    if play.turn() != Turn::Yours {
        return Html::default();
    }
    let position = play.position();
    let button = |mv: G::Move| {
        let text = label(&position, &mv);
        let written = play.game.move_text(&mv);
        let onclick = on_action.reform(move |_: MouseEvent| PlayAction::Move(mv.clone()));
        html! { <button type="button" {class} data-move={written} {onclick}>{ text }</button> }
    };
    html! {
        <div class="move-buttons">{ for play.game.moves(&position).into_iter().map(button) }</div>
    }
}

/// The last move, said by `say(who, before, move)` with `who` "You" or "The computer"; after
/// the computer's reply, the student's move it answered stands above it.
pub fn last_move_line<G: PlayGame>(
    play: &PlayState<G>,
    say: impl Fn(&str, &G::Position, &G::Move) -> String,
) -> Html {
    let who = |by_human| if by_human { "You" } else { "The computer" };
    let Some(last) = play.record.moves.len().checked_sub(1) else {
        return Html::default();
    };
    let answered = last.checked_sub(1).and_then(|index| play.move_at(index));
    let answered = answered.filter(|&(_, _, by_human)| by_human && !play.record.is_human_ply(last));
    let Some((before, mv, by_human)) = play.move_at(last) else {
        return Html::default();
    };
    html! {
        <>
            if let Some((before, mv, _)) = answered {
                <p class="answered-move">{ say(who(true), &before, mv) }</p>
            }
            <p class="last-move">{ say(who(by_human), &before, mv) }</p>
        </>
    }
}

/// The form to type a move in (shown on the student's turn only): `fields` (made by
/// [`entry_input`]), a submit button saying `button`, and the refusal's message.
pub fn entry_form<G: PlayGame>(
    play: &PlayState<G>,
    on_action: &Callback<PlayAction<G::Move>>,
    fields: Html,
    button: &'static str,
) -> Html {
    if play.turn() != Turn::Yours {
        return Html::default();
    }
    let on_submit = on_action.reform(|event: SubmitEvent| {
        event.prevent_default();
        PlayAction::Submit
    });
    html! {
        <form class="take-form" onsubmit={on_submit} novalidate=true>
            { fields }
            <button type="submit">{ button }</button>
            <span class="field-error" role="alert">{ play.error.clone().unwrap_or_default() }</span>
        </form>
    }
}

/// The entry form's text field `index`, with its class (if any), its aria label and its width;
/// invalid while the form's last try stands refused.
pub fn entry_input<G: PlayGame>(
    play: &PlayState<G>,
    on_action: &Callback<PlayAction<G::Move>>,
    index: usize,
    (class, label, size): (Option<&'static str>, &'static str, &'static str),
) -> Html {
    let on_input = on_action.reform(move |event: InputEvent| {
        let input: web_sys::HtmlInputElement = event.target_unchecked_into();
        PlayAction::Edit(index, input.value())
    });
    html! {
        <input class={class} value={play.entry_text(index)} inputmode="numeric" {size}
            aria-label={label} oninput={on_input} aria-invalid={play.error.is_some().to_string()} />
    }
}

/// Who moves first as a link asks (`first`: you or computer; the student when absent or bad,
/// with a notice).
pub fn read_first(link: &mut LinkParams) -> bool {
    let first = |text: &str| parse_choice("first", text, &[("you", true), ("computer", false)]);
    link.read("first", first).unwrap_or(true)
}

/// The link's `first`: "you" when the student moves first, else "computer".
pub fn first_text(human_first: bool) -> &'static str {
    if human_first { "you" } else { "computer" }
}

/// The value of the position in play (`<p class="position-line">`): "`what` now: `total` (a
/// P-position for the player to move)", or an N-position's.
pub fn value_now_line(what: &str, total: u64) -> Html {
    let position = if total == 0 { "a P-position" } else { "an N-position" };
    html! { <p class="position-line">{ format!("{what} now: {total} ({position} for the player to move)") }</p> }
}

/// [`PlayGame::move_text`] and [`PlayGame::parse_move`] for a game whose moves are plain
/// numbers, written in decimal (a vertex, a count of stones): invoked inside `impl PlayGame`.
#[macro_export]
macro_rules! number_moves {
    () => {
        fn move_text(&self, mv: &Self::Move) -> String {
            mv.to_string()
        }

        fn parse_move(&self, text: &str) -> Option<Self::Move> {
            text.parse().ok()
        }
    };
}

/// The game against the computer (`<div class="play">`): the controls with the hint switch
/// `hint` (when given), the `status`, the last move said by `say` ([`last_move_line`]), the
/// lab's `picture`, the entry form of `entry`'s fields and button (when given, [`entry_form`]),
/// and below them the `help` (the hint, when shown).
pub fn play_block<G: PlayGame>(
    (play, on_action): (&PlayState<G>, &Callback<PlayAction<G::Move>>),
    (hint, status): (Option<&'static str>, String),
    say: impl Fn(&str, &G::Position, &G::Move) -> String,
    picture: Html,
    entry: Option<(Html, &'static str)>,
    help: Html,
) -> Html {
    html! {
        <div class="play">
            { play_controls(play, on_action, hint) }
            { status_line(status) }
            { last_move_line(play, say) }
            { picture }
            if let Some((fields, button)) = entry { { entry_form(play, on_action, fields, button) } }
            { help }
        </div>
    }
}

/// What a game lost to the computer ends with: try again, and the hint while it is off.
pub fn try_again(play_hint: bool) -> &'static str {
    if play_hint { "Try again." } else { "Try again, or turn on the hint." }
}

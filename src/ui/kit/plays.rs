//! A game shown twice, as nim, take-away and wythoff show theirs: a sample play between two
//! perfect players, stepped, and a game against the computer. [`Plays`] keeps both (read from a
//! link, started over on a new game); [`stepped_sample`] is the stepped sample around the lab's
//! picture, [`ply_lines`] a ply's explanation, [`game_status`] the game's status line.

use std::rc::Rc;

use yew::prelude::*;

use crate::api::fields::{FieldError, Fields};
use crate::ui::kit::controls::LinkParams;
use crate::ui::kit::form::{Form, FormAction};
use crate::ui::kit::match_record::use_computer_reply;
use crate::ui::kit::play::{
    PlayAction, PlayGame, PlayState, Sample, THINKING, Turn, move_buttons, normal_play_status,
    play_controls, player, status_line, to_move_line,
};
use crate::ui::kit::timeline::{Playback, StepAction, Timeline, stepped};

/// The sample play with its playback, and the game against the computer.
#[derive(Clone, Debug)]
pub struct Plays<G: PlayGame> {
    pub sample: Sample<G>,
    pub playback: Playback,
    pub play: PlayState<G>,
}

/// Which of a lab's plays its link's mode shows: the link is read for that one only (so a
/// parameter of the other is "not used here", as the link the lab writes leaves it out).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// The sample play: its `step` and `speed`.
    Sample,
    /// The game against the computer: its `first`, `moves` and `hint`.
    Game,
    /// Neither: another view of the lab.
    Neither,
}

impl Shown {
    /// What a lab's `mode` shows of its plays, given its modes showing the `sample` and the
    /// `game` (the pair [`PlaysLab::fields`] writes the link of).
    pub fn of<M: PartialEq>(mode: M, [sample, game]: [M; 2]) -> Shown {
        match mode {
            _ if mode == sample => Shown::Sample,
            _ if mode == game => Shown::Game,
            _ => Shown::Neither,
        }
    }
}

impl<G: PlayGame> Plays<G> {
    /// Both plays of `game` from `start` as a link showing `shown` asks: the sample's `step`
    /// and `speed`, or the game's `first`, `moves` (and `hint`); the play not shown starts
    /// afresh (the sample at 0, at the speed of `other`, another timeline's playback, if any).
    pub fn read(
        link: &mut LinkParams,
        (game, start): (G, G::Position),
        shown: Shown,
        other: Option<Playback>,
    ) -> Plays<G> {
        let sample = Sample::new(game.clone(), &start);
        let playback = link.only(shown == Shown::Sample, |link| {
            let read = Playback::read_steps(link, sample.last());
            other.map_or(read, |other| other.restart(sample.last()))
        });
        let play = link.only(shown == Shown::Game, |link| PlayState::read(link, game, start));
        Plays { sample, playback, play }
    }

    /// Both plays started over for a new game: step 0 at the same speed, the same players.
    pub fn restarted(&self, game: G, start: G::Position) -> Plays<G> {
        let sample = Sample::new(game.clone(), &start);
        let playback = self.playback.restart(sample.last());
        Plays { sample, playback, play: self.play.restarted(game, start) }
    }
}

/// The stepped sample: the stepper, the lab's `picture` of the position, then the explanation
/// of the ply at the step (`ply`, given the ply and its index) or of the `end`.
pub fn stepped_sample<G: PlayGame>(
    plays: &Plays<G>,
    on_step: Callback<StepAction>,
    picture: Html,
    ply: impl FnOnce(&crate::solve::play::Ply<G::Position, G::Move>, usize) -> Html,
    end: impl FnOnce() -> Html,
) -> Html {
    let step = plays.playback.position();
    html! {
        <div class="sample">
            { stepped(&Rc::new(plays.sample.clone()), plays.playback, on_step) }
            { picture }
            <div class="explanation">
                { match plays.sample.ply(step) {
                    Some(played) => ply(played, step as usize),
                    None => end(),
                } }
            </div>
        </div>
    }
}

/// A ply's explanation: who is to move (`intro`) and whether they win, the lab's `table` (if
/// any), and the `derivation` of the move.
pub fn ply_lines(intro: String, by_winner: bool, table: Html, derivation: String) -> Html {
    html! {
        <>
            { to_move_line(intro, by_winner) }
            { table }
            <p class="derivation">{ derivation }</p>
        </>
    }
}

/// What the sample says of the losing side's move: the longest line when it was searched.
pub fn delaying(exact: bool) -> &'static str {
    if exact { "the move that makes the game last longest" } else { "to keep the game going" }
}

/// The status of a game: `nothing` when there was no move; when it is over, `over[0]` if the
/// student made the last move, else `over[1]`; `your_move` on the student's turn.
pub fn game_status<G: PlayGame>(
    play: &PlayState<G>,
    nothing: &str,
    over: [&str; 2],
    your_move: String,
) -> String {
    match play.turn() {
        Turn::Over if play.record.moves.is_empty() => nothing.into(),
        Turn::Over if play.record.last_by_human() => over[0].into(),
        Turn::Over => over[1].into(),
        Turn::Yours => your_move,
        Turn::Computers => THINKING.into(),
    }
}

/// The line stating the rule, with its badge: normal play, or misère play when `misere`.
pub fn rule_line(misere: bool, rule: String) -> Html {
    html! {
        <div class="rule-line">
            <span class={classes!("badge", if misere { "misere-play" } else { "normal-play" })}>
                { if misere { "misère play" } else { "normal play" } }
            </span>
            <span class="rule">{ rule }</span>
        </div>
    }
}

/// The move an entry form of two fields asks for: `make` of the texts 0 and 1 read by `parse`
/// (given the field's index), or every message, joined.
pub fn two_entries<T, M>(
    entry: &[String],
    parse: impl Fn(usize, &str) -> Result<T, FieldError>,
    make: impl FnOnce(T, T) -> M,
) -> Result<M, String> {
    let text = |index: usize| entry.get(index).map_or("", String::as_str);
    match (parse(0, text(0)), parse(1, text(1))) {
        (Ok(first), Ok(second)) => Ok(make(first, second)),
        (first, second) => {
            let errors: Vec<String> =
                first.err().into_iter().chain(second.err()).map(|e| e.to_string()).collect();
            Err(errors.join("; "))
        }
    }
}

/// The computer's reply in `play` while its view is `shown`, sent to `on_play` after the delay
/// (`use_computer_reply` over [`PlayState::waiting`]).
#[hook]
pub fn use_reply<G: PlayGame>(
    play: &PlayState<G>,
    shown: bool,
    on_play: Callback<PlayAction<G::Move>>,
) {
    use_computer_reply(play.waiting().filter(|_| shown), on_play.reform(|()| PlayAction::Reply));
}

/// The view of a game played by its buttons whose player without a move loses: the controls,
/// the status (`your_move` on the student's turn), the lab's `picture`, and one button of class
/// `class` per legal move, saying `label(position, move)`.
pub fn buttons_play<G: PlayGame>(
    play: &PlayState<G>,
    on_play: &Callback<PlayAction<G::Move>>,
    your_move: String,
    picture: Html,
    (class, label): (&'static str, impl Fn(&G::Position, &G::Move) -> String),
) -> Html {
    html! {
        <div class="play">
            { play_controls(play, on_play, None) }
            { status_line(normal_play_status(play, your_move)) }
            { picture }
            { move_buttons(play, on_play, class, label) }
        </div>
    }
}

/// The end of a sample play (`<p class="game-end">`): where a truncated sample stops ("The
/// sample stops after N moves" and `more`), `nothing` when there was no move, else `ended(p)`
/// with p the player who made the last move.
pub fn sample_end<G: PlayGame>(
    sample: &Sample<G>,
    more: &str,
    nothing: String,
    ended: impl FnOnce(usize) -> String,
) -> Html {
    let plies = sample.plies();
    let text = if sample.play.truncated {
        format!("The sample stops after {plies} moves{more}")
    } else if plies == 0 {
        nothing
    } else {
        ended(player(plies - 1))
    };
    html! { <p class="game-end">{ text }</p> }
}

/// A request whose game a lab shows twice, as a sample play and against the computer.
pub trait PlaysRequest: crate::api::Request + Clone {
    /// The game the request asks for.
    type Game: PlayGame;

    /// The game's rules and its start.
    fn game(&self) -> (Self::Game, <Self::Game as crate::solve::play::Game>::Position);

    /// The examples the lab's form offers: a label and the request as a query.
    const EXAMPLES: &'static [(&'static str, &'static str)];

    /// The form showing this request (by default as the request writes its fields).
    fn form(&self) -> Form {
        Form::of(self)
    }

    /// Both plays of this request's game as a link showing `shown` asks ([`Plays::read`]).
    fn plays(&self, link: &mut LinkParams, shown: Shown) -> Plays<Self::Game> {
        Plays::read(link, self.game(), shown, None)
    }
}

/// What a lab of plays has of its own (a mini-test, a table): its actions, and whether it
/// starts over when a new game is asked for.
pub trait OwnPart<R>: Clone {
    /// What the student does to it.
    type Action;

    /// This part after `action`.
    fn apply(self, action: Self::Action) -> Self;

    /// This part for the new game `request` (by default, kept as it is).
    fn restarted(self, _request: &R) -> Self {
        self
    }
}

/// A lab of a request, modes, a sample play and a game against the computer (nim, take-away,
/// wythoff): what such labs share, and the lab's `own` part.
#[derive(Clone, Debug)]
pub struct PlaysLab<R: PlaysRequest, M, X> {
    /// The game asked for.
    pub request: R,
    pub mode: M,
    /// The sample play and the game against the computer.
    pub plays: Plays<R::Game>,
    pub form: Form,
    pub notices: Vec<String>,
    /// What the lab has of its own.
    pub own: X,
}

/// What the student does in a lab of a request, modes, a stepped timeline and a game against
/// the computer; `Own` carries the lab's own actions (none by default).
#[derive(Clone, Debug, PartialEq)]
pub enum PlaysAction<M, Mv, X = std::convert::Infallible> {
    SetMode(M),
    /// Step through the lab's timeline (the sample play, where there is one).
    Step(StepAction),
    /// The form edited, submitted or an example chosen.
    Form(FormAction),
    Play(PlayAction<Mv>),
    /// The lab's own action.
    Own(X),
}

impl<R: PlaysRequest, M, X: OwnPart<R>> PlaysLab<R, M, X> {
    /// The state of `request` in `mode` with the plays and the own part read from a link, and
    /// the link's notices; the form shows the request.
    pub fn new(request: R, mode: M, plays: Plays<R::Game>, own: X, notices: Vec<String>) -> Self {
        PlaysLab { form: request.form(), request, mode, plays, notices, own }
    }

    /// A new game: the plays and the own part start over, the form shows it, the notices go.
    pub fn with_request(self, request: R) -> Self {
        let (game, start) = request.game();
        let plays = self.plays.restarted(game, start);
        let own = self.own.restarted(&request);
        PlaysLab { plays, own, form: request.form(), request, notices: Vec::new(), ..self }
    }

    /// The state after `action`: a new mode, a step of the sample, the form (a request it gives
    /// is a new game), a move, or an action of the lab's own part.
    pub fn apply(
        mut self,
        action: PlaysAction<M, <R::Game as crate::solve::play::Game>::Move, X::Action>,
    ) -> Self {
        match action {
            PlaysAction::SetMode(mode) => self.mode = mode,
            PlaysAction::Step(action) => self.plays.playback = self.plays.playback.apply(action),
            PlaysAction::Form(action) => {
                if let Some(request) = self.form.apply(action, R::EXAMPLES) {
                    return self.with_request(request);
                }
            }
            PlaysAction::Play(action) => self.plays.play = self.plays.play.apply(action),
            PlaysAction::Own(action) => self.own = self.own.apply(action),
        }
        self
    }
}

impl<R: PlaysRequest, M: Copy + PartialEq, X> PlaysLab<R, M, X> {
    /// The link's request and mode (named by `modes`), and the sample's playback in mode
    /// `sample` or the game in mode `play`.
    pub fn fields(&self, modes: &[(&'static str, M)], [sample, play]: [M; 2]) -> Fields {
        let mut fields = mode_link(&self.request, modes, &self.mode);
        if self.mode == sample {
            self.plays.playback.write(&mut fields);
        } else if self.mode == play {
            self.plays.play.write(&mut fields);
        }
        fields
    }
}

impl<G: PlayGame> Plays<G> {
    /// Both plays ([`Plays::read`]) beside another timeline ending at `last`, whose playback is
    /// read from the link when it is shown (`shown` is `Neither` of the plays), else at step 0 at
    /// the sample's speed.
    pub fn read_beside(
        link: &mut LinkParams,
        game: (G, G::Position),
        last: u32,
        shown: Shown,
    ) -> (Plays<G>, Playback) {
        let other = (shown == Shown::Neither).then(|| Playback::read(link, last));
        let plays = Plays::read(link, game, shown, other);
        let other = other.unwrap_or(plays.playback.restart(last));
        (plays, other)
    }
}

/// The start of a lab's link: `request`'s fields, then its `mode` named by `modes`.
pub fn mode_link<R: crate::api::Request, M: PartialEq>(
    request: &R,
    modes: &[(&'static str, M)],
    mode: &M,
) -> Fields {
    let mut fields = Fields::new();
    request.write_fields(&mut fields);
    fields.set("mode", crate::api::fields::choice_name(modes, mode));
    fields
}

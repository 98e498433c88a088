//! The betting lab's state: the box, the mode, the pmax table stepped cell by cell, the watched
//! game replayed round by round, the game played against the computer, the form; its actions,
//! its reducer and its link.

use std::rc::Rc;

use yew::prelude::*;

use crate::api::Request;
use crate::api::betting::{
    BettingRequest, STRATEGY_NAMES, moves_text, replay_moves, strategy_named,
};
use crate::api::fields::{FieldError, Fields, parse_choice, parse_in_range};
use crate::plots::betting::{bet_text, cell_equations};
use crate::solve::betting::{
    Colour, Played, PmaxTable, Round, Strategy, adversary_order, closed_form_gap, play,
    random_order,
};
use crate::ui::kit::controls::LinkParams;
use crate::ui::kit::form::Form;
use crate::ui::kit::lab::LabState;
use crate::ui::kit::stepper::DEFAULT_SPEED;
use crate::ui::kit::timeline::{Playback, Replay, StepAction, Timeline};
use crate::ui::route::View;

/// The URL parameters of the view, besides the request's.
const VIEW_PARAMS: &[&str] = &[
    "mode",
    "step",
    "cell",
    "speed",
    "x",
    "fraction",
    "draws",
    "seed",
    "adversary",
    "role",
    "moves",
];
/// The table shows boxes of up to this many objects of each colour.
pub const TABLE_WINDOW: u32 = 10;
/// The starting money when the link gives none.
const DEFAULT_START: u64 = 100;
/// The fixed fraction compared when the link gives none.
const DEFAULT_FRACTION: &str = "0.3";
/// Example boxes: label, black, red.
pub const PRESETS: &[(&str, u32, u32)] = &[
    ("5 black, 3 red", 5, 3),
    ("2 and 2", 2, 2),
    ("10 and 4", 10, 4),
    ("1000 and 1000", 1000, 1000),
];

/// What the lab shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The pmax table filled cell by cell.
    Table,
    /// A game watched round by round.
    Watch,
    /// A game against the computer.
    Play,
    /// The four charts.
    Curves,
}

const MODES: &[(&str, Mode)] = &[
    ("table", Mode::Table),
    ("watch", Mode::Watch),
    ("play", Mode::Play),
    ("curves", Mode::Curves),
];

fn mode_name(mode: Mode) -> &'static str {
    MODES.iter().find(|(_, m)| *m == mode).map_or("table", |(name, _)| name)
}

/// Who chooses the draws of the watched game.
#[derive(Clone, Debug, PartialEq)]
pub enum Draws {
    /// An order typed in, as B and R letters.
    Typed(String),
    /// Shuffled from a seed.
    Random(u64),
    /// The worst order against a strategy (by its URL name).
    Adversary(&'static str),
}

/// Which side the student plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The student draws; the computer bets.
    Adversary,
    /// The student bets; the computer draws.
    Bettor,
}

/// The pmax table filled cell by cell, row by row (black across, red down), as a timeline:
/// frame k fills cell (k mod columns, k div columns), computed on demand from the full table.
#[derive(Clone, Debug)]
pub struct PmaxSteps {
    pub table: Rc<PmaxTable>,
    pub columns: u32,
    pub rows: u32,
}

impl PmaxSteps {
    /// The shown window of `table`'s box.
    pub fn new(table: Rc<PmaxTable>) -> PmaxSteps {
        let (black, red) = table.size();
        PmaxSteps { table, columns: black.min(TABLE_WINDOW) + 1, rows: red.min(TABLE_WINDOW) + 1 }
    }

    /// The cell (i, j) that frame `k` fills.
    pub fn cell(&self, k: u32) -> (u32, u32) {
        (k % self.columns, k / self.columns)
    }

    /// The frame that fills cell (i, j).
    pub fn frame(&self, (i, j): (u32, u32)) -> u32 {
        j * self.columns + i
    }
}

impl Timeline for PmaxSteps {
    fn last(&self) -> u32 {
        self.columns * self.rows - 1
    }

    fn label(&self, k: u32) -> String {
        let (i, j) = self.cell(k);
        format!("pmax({i}, {j})")
    }

    fn sentence(&self, k: u32) -> String {
        let (i, j) = self.cell(k);
        cell_equations(&self.table, i, j).pop().unwrap_or_default()
    }
}

/// What a watched game shows after some rounds: the box left and the optimal bettor's money.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Purse {
    pub black: u32,
    pub red: u32,
    /// ln(money / starting money).
    pub ln_money: f64,
}

fn after_round(purse: &mut Purse, round: &Round) {
    match round.drawn {
        Colour::Black => purse.black -= 1,
        Colour::Red => purse.red -= 1,
    }
    purse.ln_money = round.ln_after;
}

/// The watched game: the optimal bettor on one draw order, as an event log of its rounds ("bet
/// p, then red drawn"); frame k is the purse after k rounds, round k the one played next.
#[derive(Clone, Debug)]
pub struct WatchedGame {
    pub order: Vec<Colour>,
    pub replay: Replay<Purse, Round>,
}

impl WatchedGame {
    /// The optimal bettor of `table`'s box against `order`.
    pub fn new(table: &PmaxTable, order: Vec<Colour>) -> WatchedGame {
        let (black, red) = table.size();
        let rounds = play(Strategy::Optimal, table, &order);
        let replay = Replay::new(Purse { black, red, ln_money: 0.0 }, rounds, after_round);
        WatchedGame { order, replay }
    }

    /// The round played from frame `k`, if the box is not empty yet.
    pub fn round(&self, k: u32) -> Option<&Round> {
        self.replay.events().get(k as usize)
    }
}

impl Timeline for WatchedGame {
    fn last(&self) -> u32 {
        self.replay.last()
    }

    fn label(&self, k: u32) -> String {
        if k >= self.replay.last() { "end".to_string() } else { format!("round {}", k + 1) }
    }

    fn sentence(&self, k: u32) -> String {
        match self.round(k) {
            Some(round) => {
                format!("Bet {}, then {} drawn.", bet_text(round.bet), round.drawn.word())
            }
            None => "The box is empty.".to_string(),
        }
    }
}

/// The lab's whole state.
#[derive(Clone, Debug)]
pub struct State {
    /// The box.
    pub request: BettingRequest,
    pub start: u64,
    /// The fixed fraction compared, and its text as typed.
    pub fraction: f64,
    pub fraction_text: String,
    pub table: Rc<PmaxTable>,
    /// The largest relative difference between the table and the observed closed form.
    pub pattern_gap: f64,
    pub mode: Mode,
    /// Where the table's filling is, and a clicked cell's frame.
    pub table_playback: Playback,
    /// Who chooses the watched game's draws.
    pub draws: Draws,
    /// The watched game (the adversary's order costs a table of its own: kept).
    pub watched: Rc<WatchedGame>,
    /// The typed order's text, and what is wrong with it.
    pub draws_text: String,
    pub draws_error: Option<String>,
    pub watch_playback: Playback,
    pub role: Role,
    /// The game played against the computer.
    pub played: Played,
    /// The colour of the student's next bet (`None`: no bet).
    pub bet_colour: Option<Colour>,
    /// The next bet's fraction as typed, and what is wrong with it.
    pub bet_text: String,
    pub bet_error: Option<String>,
    /// The form: black, red, x and fraction.
    pub form: Form,
    pub notices: Vec<String>,
}

/// What the student can do.
pub enum Action {
    SetMode(Mode),
    /// Steps the table, or inspects one of its filled cells.
    Table(StepAction),
    /// Steps the watched game.
    Watch(StepAction),
    /// A form field edited: its name and text.
    Edit(&'static str, String),
    Submit,
    /// An example box.
    Preset(usize),
    /// Other draws for the watched game.
    SetDraws(Draws),
    EditDraws(String),
    SubmitDraws,
    /// The student plays the other side (a new game).
    SetRole(Role),
    /// As the adversary, the student draws a colour.
    StudentDraws(Colour),
    /// As the bettor, the student chooses the colour of the bet (`None`: no bet).
    SetBetColour(Option<Colour>),
    EditBet(String),
    SubmitBet,
    /// Takes back the last round.
    Undo,
    NewGame,
}

/// The message of field `name` with text `text`, by the request's parser of that field.
fn check(name: &str, text: &str) -> Option<FieldError> {
    match name {
        "black" | "red" => BettingRequest::parse_count(name, text).err(),
        "x" => BettingRequest::parse_start(text).err(),
        _ => BettingRequest::parse_fraction(name, text).err(),
    }
}

impl State {
    /// The table's timeline.
    pub fn pmax_steps(&self) -> PmaxSteps {
        PmaxSteps::new(self.table.clone())
    }

    fn form_showing(&self) -> Form {
        let mut fields = Fields::new();
        self.request.write_fields(&mut fields);
        fields.set("x", self.start.to_string());
        fields.set("fraction", self.fraction_text.clone());
        Form::showing(fields)
    }

    /// The watched game's draw order, for the current box and draws.
    fn compute_order(&self) -> Vec<Colour> {
        let BettingRequest { black, red } = self.request;
        match &self.draws {
            Draws::Typed(text) => {
                self.request.parse_order(text).unwrap_or_else(|_| random_order(black, red, 1))
            }
            Draws::Random(seed) => random_order(black, red, *seed),
            Draws::Adversary(name) => {
                adversary_order(strategy_named(name, self.fraction), &self.table).0
            }
        }
    }

    /// Replays the watched game for the current draws, from its start.
    fn rewatch(&mut self) {
        self.watched = Rc::new(WatchedGame::new(&self.table, self.compute_order()));
        let speed = self.watch_playback.playhead.speed;
        self.watch_playback = Playback::new(0, None, self.watched.last(), speed);
    }

    /// The speed of the mode's playback (the watched game's outside the table).
    fn speed(&self) -> u32 {
        if self.mode == Mode::Table {
            self.table_playback.playhead.speed
        } else {
            self.watch_playback.playhead.speed
        }
    }

    fn set_draws(&mut self, draws: Draws) -> Result<(), FieldError> {
        if let Draws::Typed(text) = &draws {
            self.request.parse_order(text)?;
        }
        self.draws = draws;
        self.rewatch();
        Ok(())
    }

    fn with_box(
        mut self,
        request: BettingRequest,
        start: u64,
        fraction: f64,
        fraction_text: String,
    ) -> State {
        self.request = request;
        self.start = start;
        self.fraction = fraction;
        self.fraction_text = fraction_text;
        self.table = Rc::new(PmaxTable::new(request.black, request.red));
        self.pattern_gap = closed_form_gap(&self.table);
        self.table_playback =
            Playback::new(0, None, self.pmax_steps().last(), self.table_playback.playhead.speed);
        self.played = Played::new(request.black, request.red);
        self.draws_error = None;
        if let Draws::Typed(_) = self.draws {
            self.draws = Draws::Random(1);
        }
        self.rewatch();
        self.form = self.form_showing();
        self.notices.clear();
        self
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let black =
            link.read("black", |text| BettingRequest::parse_count("black", text)).unwrap_or(5);
        let red = link.read("red", |text| BettingRequest::parse_count("red", text)).unwrap_or(3);
        let request = link
            .read("red", |_| BettingRequest::new(black, red))
            .unwrap_or(BettingRequest { black: 5, red: 3 });
        let start = link.read("x", BettingRequest::parse_start).unwrap_or(DEFAULT_START);
        let fraction =
            link.read("fraction", |text| BettingRequest::parse_fraction("fraction", text));
        // The text as typed when valid (25% stays 25%), else the default's.
        let fraction_text = match fraction {
            Some(_) => params.get("fraction").unwrap_or(DEFAULT_FRACTION).trim().to_string(),
            None => DEFAULT_FRACTION.to_string(),
        };
        let fraction = fraction.unwrap_or(0.3);
        let mode =
            link.read("mode", |text| parse_choice("mode", text, MODES)).unwrap_or(Mode::Table);
        let table = Rc::new(PmaxTable::new(request.black, request.red));
        let steps = PmaxSteps::new(table.clone());
        // The mode's own timeline reads the step: the table's cells, or the watched game's draws.
        let playback = Playback::read(
            &mut link,
            if mode == Mode::Watch { request.black + request.red } else { steps.last() },
        );
        let draws = if let Some(typed) = params.get("draws") {
            Draws::Typed(typed.to_string())
        } else if let Some(seed) =
            link.read("seed", |text| parse_in_range("seed", text, 1, u64::MAX))
        {
            Draws::Random(seed)
        } else {
            let names: Vec<(&str, &'static str)> =
                STRATEGY_NAMES.iter().map(|&(name, _)| (name, name)).collect();
            Draws::Adversary(
                link.read("adversary", |text| parse_choice("adversary", text, &names))
                    .unwrap_or("all-in"),
            )
        };
        let role = link
            .read("role", |text| {
                parse_choice(
                    "role",
                    text,
                    &[("adversary", Role::Adversary), ("bettor", Role::Bettor)],
                )
            })
            .unwrap_or(Role::Adversary);
        let speed = playback.playhead.speed;
        let mut state = State {
            pattern_gap: closed_form_gap(&table),
            watched: Rc::new(WatchedGame::new(&table, Vec::new())),
            request,
            start,
            fraction,
            fraction_text,
            table_playback: if mode == Mode::Table {
                playback
            } else {
                Playback::new(0, None, steps.last(), speed)
            },
            table,
            mode,
            draws_text: match &draws {
                Draws::Typed(text) => text.clone(),
                _ => String::new(),
            },
            draws: Draws::Random(1),
            draws_error: None,
            watch_playback: Playback::new(0, None, 0, speed),
            role,
            played: Played::new(request.black, request.red),
            bet_colour: Some(Colour::Black),
            bet_text: String::new(),
            bet_error: None,
            form: Form::default(),
            notices: Vec::new(),
        };
        state.form = state.form_showing();
        if let Err(error) = state.set_draws(draws) {
            link.notice(format!("The link's {error}. Showing a random order instead."));
            state.rewatch();
        }
        if mode == Mode::Watch {
            state.watch_playback = playback.on_timeline(state.watched.last());
        }
        let adversary = state.role == Role::Adversary;
        let replayed = params
            .get("moves")
            .map(|moves| replay_moves(&mut state.played, &state.table, adversary, moves));
        if let Some(Err(message)) = replayed {
            link.notice(format!("The link's moves: {message}; the game stops there."));
        }
        let known: Vec<&str> = BettingRequest::FIELDS.iter().chain(VIEW_PARAMS).copied().collect();
        state.notices = link.finish(&known);
        state
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        self.request.write_fields(&mut params);
        params.set("mode", mode_name(self.mode));
        if self.start != DEFAULT_START {
            params.set("x", self.start.to_string());
        }
        if self.fraction_text != DEFAULT_FRACTION {
            params.set("fraction", self.fraction_text.clone());
        }
        match self.mode {
            Mode::Table => self.table_playback.write(&mut params),
            Mode::Watch => self.watch_playback.write(&mut params),
            Mode::Play => {
                params
                    .set("role", if self.role == Role::Adversary { "adversary" } else { "bettor" });
                if !self.played.rounds.is_empty() {
                    params.set("moves", moves_text(&self.played, self.role == Role::Adversary));
                }
            }
            Mode::Curves => {}
        }
        if matches!(self.mode, Mode::Watch | Mode::Curves) {
            match &self.draws {
                Draws::Typed(text) => params.set("draws", text.clone()),
                Draws::Random(seed) => params.set("seed", seed.to_string()),
                Draws::Adversary(name) => params.set("adversary", *name),
            }
        }
        // The speed stays in the link in every mode, as the steppers keep it.
        if matches!(self.mode, Mode::Play | Mode::Curves) && self.speed() != DEFAULT_SPEED {
            params.set("speed", self.speed().to_string());
        }
        params
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::SetMode(mode) => next.mode = mode,
            Action::Table(action) => next.table_playback = self.table_playback.apply(action),
            Action::Watch(action) => next.watch_playback = self.watch_playback.apply(action),
            Action::Edit(name, text) => {
                let error = check(name, &text);
                next.form.edit(name, text, error);
            }
            Action::Submit => {
                let fields = self.form.fields();
                let request = BettingRequest::from_fields(fields);
                let start = BettingRequest::parse_start(&self.form.text("x"));
                let fraction_text = self.form.text("fraction");
                let fraction = BettingRequest::parse_fraction("fraction", &fraction_text);
                match (request, start, fraction) {
                    (Ok(request), Ok(start), Ok(fraction)) => {
                        next = next.with_box(
                            request,
                            start,
                            fraction,
                            fraction_text.trim().to_string(),
                        );
                    }
                    (request, start, fraction) => next.form.set_errors(
                        request
                            .err()
                            .unwrap_or_default()
                            .into_iter()
                            .chain(start.err())
                            .chain(fraction.err())
                            .collect(),
                    ),
                }
            }
            Action::Preset(index) => {
                if let Some(&(_, black, red)) = PRESETS.get(index) {
                    next = next.with_box(
                        BettingRequest { black, red },
                        self.start,
                        self.fraction,
                        self.fraction_text.clone(),
                    );
                }
            }
            Action::SetDraws(draws) => {
                next.draws_error = next.set_draws(draws).err().map(|e| e.message);
            }
            Action::EditDraws(text) => {
                next.draws_error = self.request.parse_order(&text).err().map(|e| e.message);
                next.draws_text = text;
            }
            Action::SubmitDraws => {
                next.draws_error =
                    next.set_draws(Draws::Typed(self.draws_text.clone())).err().map(|e| e.message);
            }
            Action::SetRole(role) => {
                next.role = role;
                next.played.rounds.clear();
            }
            Action::StudentDraws(colour) => {
                next.played.draw(&self.table, colour);
            }
            Action::SetBetColour(colour) => next.bet_colour = colour,
            Action::EditBet(text) => {
                next.bet_error =
                    BettingRequest::parse_fraction("fraction", &text).err().map(|e| e.message);
                next.bet_text = text;
            }
            Action::SubmitBet => {
                let text = if self.bet_colour.is_none() {
                    "0".to_string()
                } else {
                    self.bet_text.trim().to_string()
                };
                match BettingRequest::parse_fraction("fraction", &text) {
                    Ok(fraction) => {
                        let shown = if self.bet_colour.is_none() { String::new() } else { text };
                        next.played.bet(&self.table, self.bet_colour, fraction, shown);
                        next.bet_error = None;
                    }
                    Err(error) => next.bet_error = Some(error.message),
                }
            }
            Action::Undo => {
                next.played.rounds.pop();
            }
            Action::NewGame => next.played.rounds.clear(),
        }
        Rc::new(next)
    }
}

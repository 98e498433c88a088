//! Lab "betting": the worst-case optimal betting strategy for a box of black and red objects
//! (the paper's section 4.4). The pmax table filled cell by cell with the paper's equations, a
//! game stepped round by round, playing either side against the computer, and the curves.

use std::rc::Rc;

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::api::Request;
use crate::api::betting::BettingRequest;
use crate::api::fields::{FieldError, Fields, parse_choice, parse_count, parse_in_range};
use crate::plots::betting::{
    Contender, MoneyScale, contenders, fraction_chart, growth_chart, money_chart, spread_chart,
};
use crate::plots::format_number;
use crate::solve::betting::{
    Bet, Colour, MAX_OBJECTS, PmaxTable, Strategy, adversary_order, all_orders, closed_form_gap,
    exact_pmax, play, random_order,
};
use crate::ui::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::lab_kit::{
    LinkParams, Notices, TextField, actions, inspecting_line, lab_footer, mode_tabs,
};
use crate::ui::route::View;
use crate::ui::stepper::{DEFAULT_SPEED, Playhead, StepCommand, Stepper, parse_speed_field};
use crate::ui::widgets::chart_view::ChartView;
use crate::ui::widgets::grid_table::GridTable;

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "betting",
    topic: Topic::Betting,
    title: "Worst-case betting",
    summary: "A box of black and red objects drawn one by one: the bet that guarantees the most \
              whatever the order, its table pmax(i, j) filled cell by cell, games against an \
              adversary, and curves comparing it with other strategies.",
    console: r#"cgt.solve({game: "betting", black: 5, red: 3})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <BettingLab ..props /> }
}

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
const TABLE_WINDOW: u32 = 10;
/// Orders enumerated at most for the spread chart; larger boxes are sampled.
const ALL_ORDERS_LIMIT: usize = 2000;
const SAMPLED_ORDERS: u64 = 300;
/// The largest starting money.
const MAX_START: u64 = 1_000_000_000;
/// Example boxes: label, black, red.
const PRESETS: &[(&str, u32, u32)] = &[
    ("5 black, 3 red", 5, 3),
    ("2 and 2", 2, 2),
    ("10 and 4", 10, 4),
    ("1000 and 1000", 1000, 1000),
];

/// What the lab shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Table,
    Watch,
    Play,
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
enum Draws {
    /// An order typed in, as B and R letters.
    Typed(String),
    /// Shuffled from a seed.
    Random(u64),
    /// The worst order against a strategy (by its URL name).
    Adversary(&'static str),
}

/// The strategies by URL name.
const STRATEGY_NAMES: &[(&str, &str)] = &[
    ("optimal", "the optimal bettor"),
    ("no-bet", "a bettor who never bets"),
    ("all-in", "all-in on the majority"),
    ("fixed", "a fixed fraction on the majority"),
    ("share", "the majority's share"),
];

fn strategy_named(name: &str, fraction: f64) -> Strategy {
    match name {
        "no-bet" => Strategy::NoBet,
        "all-in" => Strategy::AllInMajority,
        "fixed" => Strategy::FixedFraction(fraction),
        "share" => Strategy::ProportionalShare,
        _ => Strategy::Optimal,
    }
}

/// Which side the student plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    /// The student draws; the computer bets.
    Adversary,
    /// The student bets; the computer draws.
    Bettor,
}

/// One round the student played: the bet (with the fraction as typed) and the draw.
#[derive(Clone, Debug, PartialEq)]
struct PlayedRound {
    bet: Bet,
    fraction_text: String,
    drawn: Colour,
}

fn colour_letter(colour: Colour) -> char {
    match colour {
        Colour::Black => 'B',
        Colour::Red => 'R',
    }
}

fn colour_word(colour: Colour) -> &'static str {
    match colour {
        Colour::Black => "black",
        Colour::Red => "red",
    }
}

/// Parses a draw order such as `BBRBR` for a box of `black` and `red` objects.
fn parse_order(text: &str, black: u32, red: u32) -> Result<Vec<Colour>, FieldError> {
    let mut order = Vec::new();
    for letter in text.chars().filter(|c| !c.is_whitespace() && *c != ',') {
        match letter.to_ascii_uppercase() {
            'B' => order.push(Colour::Black),
            'R' => order.push(Colour::Red),
            other => {
                return Err(FieldError::new(
                    "draws",
                    format!("'{other}' is not B (black) or R (red)"),
                ));
            }
        }
    }
    let blacks = order.iter().filter(|&&c| c == Colour::Black).count() as u32;
    let reds = order.len() as u32 - blacks;
    if (blacks, reds) != (black, red) {
        return Err(FieldError::new(
            "draws",
            format!(
                "the order has {blacks} black and {reds} red; the box holds {black} black and {red} red"
            ),
        ));
    }
    Ok(order)
}

/// Parses a fraction from 0 to 1, as a decimal or a percentage.
fn parse_fraction(field: &str, text: &str) -> Result<f64, FieldError> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(FieldError::new(field, "missing; give a fraction such as 0.25, 25% or 1/3"));
    }
    // A ratio such as 1/3: the optimal bet |i − j| / (i + j) typed as the page writes it.
    if let Some((numerator, denominator)) = trimmed.split_once('/') {
        let ratio = match (numerator.trim().parse::<f64>(), denominator.trim().parse::<f64>()) {
            (Ok(a), Ok(b)) if b > 0.0 && a.is_finite() && b.is_finite() => a / b,
            _ => {
                return Err(FieldError::new(
                    field,
                    format!("'{trimmed}' is not a fraction such as 0.25, 25% or 1/3"),
                ));
            }
        };
        return if (0.0..=1.0).contains(&ratio) {
            Ok(ratio)
        } else {
            Err(FieldError::new(field, format!("'{trimmed}' is outside 0 to 1 (0% to 100%)")))
        };
    }
    let (number, scale) = match trimmed.strip_suffix('%') {
        Some(percent) => (percent.trim(), 100.0),
        None => (trimmed, 1.0),
    };
    match number.parse::<f64>() {
        Ok(value) if value.is_finite() && (0.0..=scale).contains(&value) => Ok(value / scale),
        Ok(_) => Err(FieldError::new(field, format!("'{trimmed}' is outside 0 to 1 (0% to 100%)"))),
        Err(_) => Err(FieldError::new(
            field,
            format!("'{trimmed}' is not a fraction such as 0.25, 25% or 1/3"),
        )),
    }
}

/// The form's texts and messages.
#[derive(Clone, Debug, PartialEq, Default)]
struct Form {
    black: String,
    red: String,
    start: String,
    fraction: String,
    errors: [Option<String>; 4],
}

/// The lab's whole state.
#[derive(Clone, Debug)]
struct State {
    request: BettingRequest,
    start: u64,
    fraction: f64,
    fraction_text: String,
    table: Rc<PmaxTable>,
    /// The largest relative difference between the table and the observed closed form.
    pattern_gap: f64,
    mode: Mode,
    table_head: Playhead,
    inspected: Option<(usize, usize)>,
    draws: Draws,
    /// The watched game's draw order (the adversary's costs a table of its own: kept).
    order: Rc<Vec<Colour>>,
    draws_text: String,
    draws_error: Option<String>,
    watch: Playhead,
    role: Role,
    history: Vec<PlayedRound>,
    bet_colour: Option<Colour>,
    bet_text: String,
    bet_error: Option<String>,
    form: Form,
    notices: Vec<String>,
}

enum Action {
    SetMode(Mode),
    TableStep(StepCommand),
    Inspect(Option<(usize, usize)>),
    Watch(StepCommand),
    Edit(usize, String),
    Submit,
    Preset(usize),
    SetDraws(Draws),
    EditDraws(String),
    SubmitDraws,
    SetRole(Role),
    StudentDraws(Colour),
    SetBetColour(Option<Colour>),
    EditBet(String),
    SubmitBet,
    Undo,
    NewGame,
    DismissNotices,
}

/// The cells of the table shown: black across (x), red down (y).
fn window(request: BettingRequest) -> (u32, u32) {
    (request.black.min(TABLE_WINDOW) + 1, request.red.min(TABLE_WINDOW) + 1)
}

impl State {
    fn form_showing(&self) -> Form {
        Form {
            black: self.request.black.to_string(),
            red: self.request.red.to_string(),
            start: self.start.to_string(),
            fraction: self.fraction_text.clone(),
            errors: Default::default(),
        }
    }

    /// The watched game's draw order, for the current box and draws.
    fn compute_order(&self) -> Vec<Colour> {
        let BettingRequest { black, red } = self.request;
        match &self.draws {
            Draws::Typed(text) => {
                parse_order(text, black, red).unwrap_or_else(|_| random_order(black, red, 1))
            }
            Draws::Random(seed) => random_order(black, red, *seed),
            Draws::Adversary(name) => {
                adversary_order(strategy_named(name, self.fraction), &self.table).0
            }
        }
    }

    fn set_draws(&mut self, draws: Draws) -> Result<(), FieldError> {
        if let Draws::Typed(text) = &draws {
            parse_order(text, self.request.black, self.request.red)?;
        }
        self.draws = draws;
        self.order = Rc::new(self.compute_order());
        self.watch = Playhead::new(0, self.request.black + self.request.red, self.watch.speed);
        Ok(())
    }

    /// Replays the student's moves from the URL: draws (`BRB`) as adversary, bets
    /// (`B0.25,R0.5,N`) as bettor.
    fn replay(&mut self, moves: &str) -> Result<(), String> {
        match self.role {
            Role::Adversary => {
                for letter in moves.chars() {
                    let colour = match letter {
                        'B' | 'b' => Colour::Black,
                        'R' | 'r' => Colour::Red,
                        other => return Err(format!("'{other}' is not B or R")),
                    };
                    if !self.student_draws(colour) {
                        return Err(format!("no {} object is left to draw", colour_word(colour)));
                    }
                }
            }
            Role::Bettor => {
                for item in moves.split(',').filter(|item| !item.is_empty()) {
                    // `get` rather than slicing: the first character may take several bytes.
                    let (colour, fraction) = match (item.get(..1), item.get(1..)) {
                        (Some("N"), Some("")) => (None, "0"),
                        (Some("B"), Some(rest)) => (Some(Colour::Black), rest),
                        (Some("R"), Some(rest)) => (Some(Colour::Red), rest),
                        _ => return Err(format!("'{item}' is not a bet such as B0.25, R0.5 or N")),
                    };
                    let value = parse_fraction("moves", fraction).map_err(|e| e.message)?;
                    if !self.student_bets(colour, value, fraction.to_string()) {
                        return Err("the game was already over".into());
                    }
                }
            }
        }
        Ok(())
    }

    fn box_now(&self) -> (u32, u32) {
        self.history.iter().fold(
            (self.request.black, self.request.red),
            |(i, j), round| match round.drawn {
                Colour::Black => (i - 1, j),
                Colour::Red => (i, j - 1),
            },
        )
    }

    fn ln_money(&self) -> f64 {
        self.history.iter().map(|round| round.bet.ln_factor(round.drawn)).sum()
    }

    /// The student draws `colour` against the computer's optimal bet; false if none is left.
    fn student_draws(&mut self, colour: Colour) -> bool {
        let (i, j) = self.box_now();
        let available = match colour {
            Colour::Black => i > 0,
            Colour::Red => j > 0,
        };
        if available {
            let bet = self.table.optimal_bet(i, j);
            self.history.push(PlayedRound { bet, fraction_text: String::new(), drawn: colour });
        }
        available
    }

    /// The student bets; the computer draws the colour that leaves the student the least it can
    /// still guarantee (money after the draw times pmax of the box left). False if the game is over.
    fn student_bets(
        &mut self,
        colour: Option<Colour>,
        fraction: f64,
        fraction_text: String,
    ) -> bool {
        let (i, j) = self.box_now();
        if i + j == 0 {
            return false;
        }
        let bet = match colour {
            Some(colour) => Bet { colour, fraction },
            None => Bet::NONE,
        };
        let outcome =
            |drawn: Colour, (i, j): (u32, u32)| bet.ln_factor(drawn) + self.table.ln_pmax(i, j);
        let black = (i > 0).then(|| outcome(Colour::Black, (i - 1, j)));
        let red = (j > 0).then(|| outcome(Colour::Red, (i, j - 1)));
        let drawn = match (black, red) {
            (Some(b), Some(r)) if r < b => Colour::Red,
            (Some(_), _) => Colour::Black,
            _ => Colour::Red,
        };
        self.history.push(PlayedRound { bet, fraction_text, drawn });
        true
    }

    fn moves_text(&self) -> String {
        match self.role {
            Role::Adversary => {
                self.history.iter().map(|round| colour_letter(round.drawn)).collect()
            }
            Role::Bettor => self
                .history
                .iter()
                .map(|round| {
                    if round.bet.fraction == 0.0 && round.fraction_text.is_empty() {
                        "N".to_string()
                    } else {
                        format!("{}{}", colour_letter(round.bet.colour), round.fraction_text)
                    }
                })
                .collect::<Vec<_>>()
                .join(","),
        }
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
        let (columns, rows) = window(request);
        self.table_head = Playhead::new(0, columns * rows - 1, self.table_head.speed);
        self.inspected = None;
        self.history.clear();
        self.draws_error = None;
        if let Draws::Typed(_) = self.draws {
            self.draws = Draws::Random(1);
        }
        self.order = Rc::new(self.compute_order());
        self.watch = Playhead::new(0, request.black + request.red, self.watch.speed);
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
        let start = link.read("x", |text| parse_in_range("x", text, 1, MAX_START)).unwrap_or(100);
        let fraction = link.read("fraction", |text| parse_fraction("fraction", text));
        // The text as typed when valid (25% stays 25%), else the default's.
        let fraction_text = match fraction {
            Some(_) => params.get("fraction").unwrap_or("0.3").trim().to_string(),
            None => "0.3".to_string(),
        };
        let fraction = fraction.unwrap_or(0.3);
        let mode =
            link.read("mode", |text| parse_choice("mode", text, MODES)).unwrap_or(Mode::Table);
        let (columns, rows) = window(request);
        let cells = u64::from(columns * rows - 1);
        let speed = link.read("speed", parse_speed_field).unwrap_or(DEFAULT_SPEED);
        // The mode's own last step: the table's cells, or the watched game's draws.
        let last_step = match mode {
            Mode::Watch => u64::from(request.black + request.red),
            _ => cells,
        };
        let step =
            link.read("step", |text| parse_count("step", text, last_step)).unwrap_or(0) as u32;
        let cell = link.read("cell", |text| {
            let (x, y) = text.split_once(',').ok_or_else(|| FieldError::new("cell", "give x,y"))?;
            let x = parse_count("cell", x, u64::from(columns - 1))? as usize;
            let y = parse_count("cell", y, u64::from(rows - 1))? as usize;
            Ok((x, y))
        });
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
        let table = Rc::new(PmaxTable::new(request.black, request.red));
        let mut state = State {
            pattern_gap: closed_form_gap(&table),
            order: Rc::new(Vec::new()),
            request,
            start,
            fraction,
            fraction_text,
            table,
            mode,
            table_head: Playhead::new(
                if mode == Mode::Table { step } else { 0 },
                cells as u32,
                speed,
            ),
            inspected: None,
            draws_text: match &draws {
                Draws::Typed(text) => text.clone(),
                _ => String::new(),
            },
            draws: Draws::Random(1),
            draws_error: None,
            watch: Playhead::new(0, request.black + request.red, speed),
            role,
            history: Vec::new(),
            bet_colour: Some(Colour::Black),
            bet_text: String::new(),
            bet_error: None,
            form: Form::default(),
            notices: Vec::new(),
        };
        state.inspected = cell.filter(|_| mode == Mode::Table);
        state.form = state.form_showing();
        if let Err(error) = state.set_draws(draws) {
            link.notice(format!("The link's {error}. Showing a random order instead."));
            state.order = Rc::new(state.compute_order());
        }
        if mode == Mode::Watch {
            state.watch = Playhead::new(step, request.black + request.red, speed);
        }
        if let Some(Err(message)) = params.get("moves").map(|moves| state.replay(moves)) {
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
        if self.start != 100 {
            params.set("x", self.start.to_string());
        }
        if self.fraction_text != "0.3" {
            params.set("fraction", self.fraction_text.clone());
        }
        match self.mode {
            Mode::Table => {
                params.set("step", self.table_head.position.to_string());
                if let Some((x, y)) = self.inspected {
                    params.set("cell", format!("{x},{y}"));
                }
            }
            Mode::Watch => params.set("step", self.watch.position.to_string()),
            Mode::Play => {
                params
                    .set("role", if self.role == Role::Adversary { "adversary" } else { "bettor" });
                if !self.history.is_empty() {
                    params.set("moves", self.moves_text());
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
        let speed = if self.mode == Mode::Table { self.table_head.speed } else { self.watch.speed };
        if speed != DEFAULT_SPEED {
            params.set("speed", speed.to_string());
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
            Action::TableStep(command) => {
                next.table_head = self.table_head.apply(command);
                if next.table_head.position != self.table_head.position {
                    next.inspected = None;
                }
            }
            Action::Inspect(cell) => next.inspected = cell,
            Action::Watch(command) => next.watch = self.watch.apply(command),
            Action::Edit(field, text) => {
                let error = match field {
                    0 => BettingRequest::parse_count("black", &text).err(),
                    1 => BettingRequest::parse_count("red", &text).err(),
                    2 => parse_in_range("x", &text, 1, MAX_START).err(),
                    _ => parse_fraction("fraction", &text).err(),
                };
                next.form.errors[field] = error.map(|e| e.message);
                match field {
                    0 => next.form.black = text,
                    1 => next.form.red = text,
                    2 => next.form.start = text,
                    _ => next.form.fraction = text,
                }
            }
            Action::Submit => {
                let black = BettingRequest::parse_count("black", &self.form.black);
                let red = BettingRequest::parse_count("red", &self.form.red);
                let start = parse_in_range("x", &self.form.start, 1, MAX_START);
                let fraction = parse_fraction("fraction", &self.form.fraction);
                let request = match (&black, &red) {
                    (Ok(black), Ok(red)) => Some(BettingRequest::new(*black, *red)),
                    _ => None,
                };
                match (request, start, fraction) {
                    (Some(Ok(request)), Ok(start), Ok(fraction)) => {
                        next = next.with_box(
                            request,
                            start,
                            fraction,
                            self.form.fraction.trim().to_string(),
                        );
                    }
                    (request, start, fraction) => {
                        let red_error = match request {
                            Some(Err(error)) => Some(error.message),
                            _ => red.err().map(|e| e.message),
                        };
                        next.form.errors = [
                            black.err().map(|e| e.message),
                            red_error,
                            start.err().map(|e| e.message),
                            fraction.err().map(|e| e.message),
                        ];
                    }
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
                next.draws_error = parse_order(&text, self.request.black, self.request.red)
                    .err()
                    .map(|e| e.message);
                next.draws_text = text;
            }
            Action::SubmitDraws => {
                next.draws_error =
                    next.set_draws(Draws::Typed(self.draws_text.clone())).err().map(|e| e.message);
            }
            Action::SetRole(role) => {
                next.role = role;
                next.history.clear();
            }
            Action::StudentDraws(colour) => {
                next.student_draws(colour);
            }
            Action::SetBetColour(colour) => next.bet_colour = colour,
            Action::EditBet(text) => {
                next.bet_error = parse_fraction("fraction", &text).err().map(|e| e.message);
                next.bet_text = text;
            }
            Action::SubmitBet => {
                let text = if self.bet_colour.is_none() {
                    "0".to_string()
                } else {
                    self.bet_text.trim().to_string()
                };
                match parse_fraction("fraction", &text) {
                    Ok(fraction) => {
                        let shown = if self.bet_colour.is_none() { String::new() } else { text };
                        next.student_bets(self.bet_colour, fraction, shown);
                        next.bet_error = None;
                    }
                    Err(error) => next.bet_error = Some(error.message),
                }
            }
            Action::Undo => {
                next.history.pop();
            }
            Action::NewGame => next.history.clear(),
            Action::DismissNotices => next.notices.clear(),
        }
        Rc::new(next)
    }
}

/// Money worth e^`ln` times the start, in words: the amount, or 2^k × X when huge.
fn money_text(start: u64, ln: f64) -> String {
    if ln == f64::NEG_INFINITY {
        return "0".into();
    }
    let log2 = ln / std::f64::consts::LN_2;
    if log2 > 60.0 {
        format!("2^{} × {start}", format_number(log2))
    } else {
        format_number(start as f64 * ln.exp())
    }
}

/// Two amounts that differ, in words that differ too: with more decimals when the usual three
/// significant digits would print them alike (266.64 and 266.67 are both "267").
fn distinct_money_texts(start: u64, ln_a: f64, ln_b: f64) -> (String, String) {
    let (a, b) = (money_text(start, ln_a), money_text(start, ln_b));
    let (x, y) = (start as f64 * ln_a.exp(), start as f64 * ln_b.exp());
    if a != b || !x.is_finite() || !y.is_finite() || x.max(y) >= 1e15 {
        return (a, b);
    }
    (2..=9)
        .map(|decimals| (format!("{x:.decimals$}"), format!("{y:.decimals$}")))
        .find(|(a, b)| a != b)
        .unwrap_or((a, b))
}

/// pmax(i, j) for the table and the explanations: exact when small, else a decimal.
fn pmax_text(table: &PmaxTable, i: u32, j: u32) -> String {
    match exact_pmax(i, j) {
        Some(fraction) if fraction.den == 1 => fraction.num.to_string(),
        Some(fraction) if fraction.num < 1_000_000 => format!("{}/{}", fraction.num, fraction.den),
        _ => {
            let log2 = table.log2_pmax(i, j);
            if log2 > 60.0 {
                format!("2^{}", format_number(log2))
            } else {
                format_number(table.ln_pmax(i, j).exp())
            }
        }
    }
}

/// The lab component.
#[component]
pub fn BettingLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    let BettingRequest { black, red } = state.request;
    html! {
        <section class={classes!("betting-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ format!("Worst-case betting: {black} black, {red} red") }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "A box holds N black and R red objects, drawn one at a time and not put back. Before \
                       each draw you bet a fraction of your money on a colour: a right bet wins the stake, a \
                       wrong one loses it. How much can you guarantee, whatever the order of the draws? \
                       pmax(i, j) is that factor for a box of i black and j red (from the paper's section 4.4)." }
                </p>
                { form_view(&state.form, &dispatcher) }
            }
            <Notices notices={state.notices.clone()} on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            <p class="game-line">
                { format!("Box of {black} black and {red} red; starting money {}: the best guarantee is {} × pmax({black}, {red}) = {}.",
                          state.start, state.start, money_text(state.start, state.table.ln_pmax(black, red))) }
            </p>
            { mode_tabs(state.mode, &[(Mode::Table, "pmax table"), (Mode::Watch, "Watch a game"), (Mode::Play, "Play the computer"), (Mode::Curves, "Curves")], actions(&dispatcher).reform(Action::SetMode)) }
            { match state.mode {
                Mode::Table => table_view(&state, &dispatcher),
                Mode::Watch => watch_view(&state, &dispatcher),
                Mode::Play => play_view(&state, &dispatcher),
                Mode::Curves => html! { <Curves request={state.request} start={state.start} fraction={state.fraction_text.clone()} order={state.order.clone()} draws={draws_text(&state.draws)} /> },
            } }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}

fn draws_text(draws: &Draws) -> String {
    match draws {
        Draws::Typed(text) => format!("the typed order {text}"),
        Draws::Random(seed) => format!("a random order (seed {seed})"),
        Draws::Adversary(name) => {
            let who = STRATEGY_NAMES.iter().find(|(n, _)| n == name).map_or(*name, |(_, who)| who);
            format!("the worst order against {who}")
        }
    }
}

fn form_view(form: &Form, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let on_submit = actions(dispatcher).reform(|event: SubmitEvent| {
        event.prevent_default();
        Action::Submit
    });
    let edit = |field: usize| actions(dispatcher).reform(move |text| Action::Edit(field, text));
    let preset =
        |index: usize| actions(dispatcher).reform(move |_: MouseEvent| Action::Preset(index));
    html! {
        <form class="lab-form" onsubmit={on_submit} novalidate=true>
            <TextField id="bet-black" label="Black objects N" value={form.black.clone()} numeric=true
                help={format!("0 to {MAX_OBJECTS}, with N + R at most {MAX_OBJECTS}")} error={form.errors[0].clone()} on_input={edit(0)} />
            <TextField id="bet-red" label="Red objects R" value={form.red.clone()} numeric=true
                help={format!("0 to {MAX_OBJECTS}")} error={form.errors[1].clone()} on_input={edit(1)} />
            <TextField id="bet-x" label="Starting money X" value={form.start.clone()} numeric=true
                help="1 to 10^9" error={form.errors[2].clone()} on_input={edit(2)} />
            <TextField id="bet-fraction" label="Fixed fraction to compare" value={form.fraction.clone()}
                help="0 to 1, or a percentage" error={form.errors[3].clone()} on_input={edit(3)} />
            <button type="submit" class="primary">{ "Start" }</button>
            <div class="presets">
                <span>{ "Examples:" }</span>
                { for PRESETS.iter().enumerate().map(|(index, (label, ..))| html! {
                    <button type="button" class="preset" onclick={preset(index)}>{ *label }</button>
                }) }
            </div>
        </form>
    }
}

/// The paper's equations for cell (i, j).
fn cell_equations(table: &PmaxTable, i: u32, j: u32) -> Vec<String> {
    let value = pmax_text(table, i, j);
    match (i, j) {
        (0, 0) => vec!["pmax(0, 0) = 1: the box is empty, nothing is left to bet on.".into()],
        (0, j) => vec![format!(
            "pmax(0, {j}) = 2^{j} = {value}: only red is left, so the player stakes everything on red each round."
        )],
        (i, 0) => vec![format!(
            "pmax({i}, 0) = 2^{i} = {value}: only black is left, so the player stakes everything on black each round."
        )],
        (i, j) => {
            let a = pmax_text(table, i - 1, j);
            let b = pmax_text(table, i, j - 1);
            let bet = table.optimal_bet(i, j);
            let p = ((table.ln_pmax(i, j - 1) - table.ln_pmax(i - 1, j)) / 2.0).tanh();
            let decision = if bet.fraction == 0.0 {
                "p = 0: A = B, so betting cannot help; bet nothing.".to_string()
            } else {
                format!(
                    "p {} 0: bet {}% of the money on {}.",
                    if p > 0.0 { "≥" } else { "<" },
                    format_number(bet.fraction * 100.0),
                    colour_word(bet.colour)
                )
            };
            vec![
                format!(
                    "If black is drawn, the box becomes ({}, {j}): A = pmax({}, {j}) = {a}. If red is drawn: B = pmax({i}, {}) = {b}.",
                    i - 1,
                    i - 1,
                    j - 1
                ),
                format!(
                    "The equalising bet on black: (1 + p)·A = (1 − p)·B, so p = (B − A) / (A + B) = {}.",
                    format_number(p)
                ),
                decision,
                format!("pmax({i}, {j}) = (1 + |p|)·min(A, B) = 2AB / (A + B) = {value}."),
            ]
        }
    }
}

fn table_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let (columns, rows) = window(state.request);
    let step = state.table_head.position as usize;
    let filled = move |(x, y): (usize, usize)| y * columns as usize + x <= step;
    let focus = state.inspected.unwrap_or((step % columns as usize, step / columns as usize));
    let (fi, fj) = (focus.0 as u32, focus.1 as u32);
    let options: Vec<(usize, usize)> = [
        (fi > 0 && fj > 0).then(|| (focus.0 - 1, focus.1)),
        (fi > 0 && fj > 0).then(|| (focus.0, focus.1 - 1)),
    ]
    .into_iter()
    .flatten()
    .collect();
    let table = state.table.clone();
    let text = {
        let table = table.clone();
        Callback::from(move |(x, y): (usize, usize)| {
            if filled((x, y)) { pmax_text(&table, x as u32, y as u32) } else { String::new() }
        })
    };
    let class = {
        let options = options.clone();
        Callback::from(move |(x, y): (usize, usize)| {
            classes!(
                filled((x, y)).then_some("filled"),
                ((x, y) == focus).then_some("current"),
                options.contains(&(x, y)).then_some("option"),
            )
        })
    };
    let label = {
        let table = table.clone();
        Callback::from(move |(x, y): (usize, usize)| {
            format!("pmax({x}, {y}) = {}", pmax_text(&table, x as u32, y as u32))
        })
    };
    let step_label =
        Callback::from(move |step: u32| format!("pmax({}, {})", step % columns, step / columns));
    let (black, red) = (state.request.black, state.request.red);
    let worst_gap = state.pattern_gap;
    html! {
        <div class="betting-table">
            <Stepper playhead={state.table_head} {step_label} on_command={actions(dispatcher).reform(Action::TableStep)} />
            <div class="explanation" aria-live="polite">
                if state.inspected.is_some() {
                    { inspecting_line(format!("the cell you clicked, pmax({fi}, {fj})"), actions(dispatcher).reform(|_: MouseEvent| Action::Inspect(None))) }
                }
                { for cell_equations(&table, fi, fj).into_iter().map(|line| html! { <p class="equation">{ line }</p> }) }
            </div>
            <GridTable cols={columns as usize} rows={rows as usize} corner="pmax(i, j): i black →, j red ↓" {text} {class} {label}
                on_click={Some(actions(dispatcher).reform(|cell| Action::Inspect(Some(cell))))} />
            if black > TABLE_WINDOW || red > TABLE_WINDOW {
                <p class="window-note">{ format!("The table shows boxes of up to {TABLE_WINDOW} of each colour; pmax({black}, {red}) = {} is computed by the same recurrence.", pmax_text(&table, black, red)) }</p>
            }
            <div class="period-panel">
                <h2>{ "A pattern in the values" }</h2>
                <p class="p-rule">{ "pmax(N, R) = 2^(N+R) / C(N+R, N), and the optimal bet is |i − j| / (i + j) of the money on the majority colour." }</p>
                <p>
                    { format!("Checked against the recurrence on every cell of this box: the largest relative difference is {}. \
                               (Why: 1/pmax halves the sum of its two neighbours, as C(n, k) / 2^n does by Pascal's rule.)",
                              format_number(worst_gap)) }
                </p>
            </div>
        </div>
    }
}

fn box_picture(i: u32, j: u32) -> Html {
    let dots = |count: u32, class: &'static str| {
        (0..count.min(40)).map(move |_| html! { <span class={classes!("ball", class)}></span> })
    };
    html! {
        <div class="box-picture" aria-label={format!("{i} black and {j} red left")}>
            { for dots(i, "black") }
            { for dots(j, "red") }
            <span class="box-count">{ format!("{i} black, {j} red left") }</span>
        </div>
    }
}

fn watch_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let order = &state.order;
    let rounds = play(Strategy::Optimal, &state.table, order);
    let step = state.watch.position as usize;
    let (i, j) = rounds.get(step).map_or((0, 0), |round| (round.black, round.red));
    let ln_now =
        if step == 0 { 0.0 } else { rounds.get(step - 1).map_or(0.0, |round| round.ln_after) };
    let others = contenders(state.fraction);
    let round_count = rounds.len() as u32;
    let step_label = Callback::from(move |step: u32| {
        if step >= round_count { "end".to_string() } else { format!("round {}", step + 1) }
    });
    let choose =
        |draws: Draws| actions(dispatcher).reform(move |_: Event| Action::SetDraws(draws.clone()));
    let seed = match state.draws {
        Draws::Random(seed) => seed,
        _ => 1,
    };
    let target = match state.draws {
        Draws::Adversary(name) => name,
        _ => "all-in",
    };
    let on_target = actions(dispatcher).reform(|event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        let name = STRATEGY_NAMES
            .iter()
            .find(|(name, _)| *name == select.value())
            .map_or("all-in", |(name, _)| name);
        Action::SetDraws(Draws::Adversary(name))
    });
    let on_typed = actions(dispatcher).reform(|event: SubmitEvent| {
        event.prevent_default();
        Action::SubmitDraws
    });
    html! {
        <div class="watch">
            <fieldset class="draws-choice">
                <legend>{ "The draws" }</legend>
                <label><input type="radio" name="draws" checked={matches!(state.draws, Draws::Adversary(_))} onchange={choose(Draws::Adversary(target))} />
                    { " the adversary's worst order against " }
                    <select onchange={on_target} aria-label="Adversary's target">
                        { for STRATEGY_NAMES.iter().map(|(name, who)| html! { <option value={*name} selected={*name == target}>{ *who }</option> }) }
                    </select>
                </label>
                <label><input type="radio" name="draws" checked={matches!(state.draws, Draws::Random(_))} onchange={choose(Draws::Random(seed))} />
                    { format!(" random (seed {seed}) ") }
                    <button type="button" class="preset" onclick={actions(dispatcher).reform(move |_: MouseEvent| Action::SetDraws(Draws::Random(seed % 1_000_000 + 1)))}>{ "Shuffle again" }</button>
                </label>
                <form class="typed-order" onsubmit={on_typed} novalidate=true>
                    <label for="bet-order">{ "or type an order (B and R): " }</label>
                    <input id="bet-order" value={state.draws_text.clone()} placeholder="BRBBR…" spellcheck="false"
                        aria-invalid={state.draws_error.is_some().to_string()}
                        oninput={actions(dispatcher).reform(|e: InputEvent| Action::EditDraws(e.target_unchecked_into::<web_sys::HtmlInputElement>().value()))} />
                    <button type="submit">{ "Use it" }</button>
                    <span class="field-error" role="alert">{ state.draws_error.clone().unwrap_or_default() }</span>
                </form>
            </fieldset>
            <p class="draws-now">{ format!("Showing {}: {}", draws_text(&state.draws), order.iter().map(|&c| colour_letter(c)).collect::<String>()) }</p>
            <Stepper playhead={state.watch} {step_label} on_command={actions(dispatcher).reform(Action::Watch)} />
            { box_picture(i, j) }
            <div class="explanation" aria-live="polite">
                { match rounds.get(step) {
                    Some(round) => {
                        let stake = money_text(state.start, ln_now + round.bet.fraction.ln());
                        html! {
                            <>
                                <p class="to-move">{ format!("Round {} of {}: money {}.", step + 1, rounds.len(), money_text(state.start, ln_now)) }</p>
                                <p class="equation">
                                    { if round.bet.fraction == 0.0 {
                                        format!("The box is even ({i} and {j}): the optimal bettor bets nothing.")
                                    } else {
                                        format!("The optimal bettor stakes {}% = {stake} on {} (|{i} − {j}| / {}).",
                                                format_number(round.bet.fraction * 100.0), colour_word(round.bet.colour), i + j)
                                    } }
                                </p>
                                <p class={classes!("verdict", if round.drawn == round.bet.colour || round.bet.fraction == 0.0 { "p" } else { "n" })}>
                                    { format!("Drawn: {}. Money after: {}.", colour_word(round.drawn), money_text(state.start, round.ln_after)) }
                                </p>
                            </>
                        }
                    }
                    None => html! {
                        <p class="game-end">
                            { format!("The box is empty. The optimal bettor ends with {} = X · pmax({}, {}), as on every order.",
                                      money_text(state.start, ln_now), state.request.black, state.request.red) }
                        </p>
                    },
                } }
            </div>
            <table class="compare">
                <caption>{ "Every strategy on this order, after the rounds shown (on an even box the \
                            majority strategies bet on black)" }</caption>
                <thead><tr><th>{ "strategy" }</th><th>{ "money now" }</th><th>{ "at the end" }</th></tr></thead>
                <tbody>
                    { for others.iter().map(|contender: &Contender| {
                        let played = play(contender.strategy, &state.table, order);
                        let now = if step == 0 { 0.0 } else { played.get(step - 1).map_or(0.0, |r| r.ln_after) };
                        let end = played.last().map_or(0.0, |r| r.ln_after);
                        html! { <tr><th scope="row">{ contender.name.clone() }</th><td>{ money_text(state.start, now) }</td><td>{ money_text(state.start, end) }</td></tr> }
                    }) }
                </tbody>
            </table>
        </div>
    }
}

fn play_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let (i, j) = state.box_now();
    let over = i + j == 0;
    let ln_money = state.ln_money();
    let role_button = |role: Role, label: &'static str| {
        html! {
            <label><input type="radio" name="role" checked={state.role == role} onchange={actions(dispatcher).reform(move |_: Event| Action::SetRole(role))} />{ label }</label>
        }
    };
    let goal = state.table.ln_pmax(state.request.black, state.request.red);
    let end = if !over {
        html! {}
    } else {
        let text = match state.role {
            Role::Adversary => format!(
                "The box is empty. The computer ends with {} = X · pmax: whatever order you drew, it could not be pushed lower.",
                money_text(state.start, ln_money)
            ),
            Role::Bettor if ln_money < goal - 1e-9 => {
                let (yours, guaranteed) = distinct_money_texts(state.start, ln_money, goal);
                format!(
                    "The box is empty. You end with {yours}, less than the {guaranteed} the optimal strategy guarantees: the adversary found your bets' weak side."
                )
            }
            Role::Bettor => format!(
                "The box is empty. You end with {}: the guarantee X · pmax = {}. Nobody can guarantee more.",
                money_text(state.start, ln_money),
                money_text(state.start, goal)
            ),
        };
        html! { <p class="game-end" role="status">{ text }</p> }
    };
    let on_bet = actions(dispatcher).reform(|event: SubmitEvent| {
        event.prevent_default();
        Action::SubmitBet
    });
    let on_colour = actions(dispatcher).reform(|event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        Action::SetBetColour(match select.value().as_str() {
            "black" => Some(Colour::Black),
            "red" => Some(Colour::Red),
            _ => None,
        })
    });
    html! {
        <div class="play">
            <fieldset class="draws-choice">
                <legend>{ "You play" }</legend>
                { role_button(Role::Adversary, " the adversary: you choose the draws, the computer bets") }
                { role_button(Role::Bettor, " the bettor: you bet, the computer chooses the draws") }
            </fieldset>
            <div class="play-controls">
                <button type="button" class="new-game" onclick={actions(dispatcher).reform(|_: MouseEvent| Action::NewGame)}>{ "New game" }</button>
                <button type="button" class="undo" disabled={state.history.is_empty()} onclick={actions(dispatcher).reform(|_: MouseEvent| Action::Undo)}>{ "Undo" }</button>
            </div>
            <p class="status" role="status">{ format!("Money: {} (started with {}).", money_text(state.start, ln_money), state.start) }</p>
            { box_picture(i, j) }
            if !over {
                { match state.role {
                    Role::Adversary => {
                        let bet = state.table.optimal_bet(i, j);
                        html! {
                            <div class="turn">
                                <p>{ if bet.fraction == 0.0 { "The computer bets nothing (the box is even).".to_string() }
                                     else { format!("The computer stakes {}% on {}.", format_number(bet.fraction * 100.0), colour_word(bet.colour)) } }</p>
                                <button type="button" class="draw-black" disabled={i == 0} onclick={actions(dispatcher).reform(|_: MouseEvent| Action::StudentDraws(Colour::Black))}>{ "Draw black" }</button>
                                <button type="button" class="draw-red" disabled={j == 0} onclick={actions(dispatcher).reform(|_: MouseEvent| Action::StudentDraws(Colour::Red))}>{ "Draw red" }</button>
                            </div>
                        }
                    }
                    Role::Bettor => html! {
                        <form class="take-form" onsubmit={on_bet} novalidate=true>
                            <label>{ "Bet on " }
                                <select onchange={on_colour} aria-label="Colour">
                                    <option value="black" selected={state.bet_colour == Some(Colour::Black)}>{ "black" }</option>
                                    <option value="red" selected={state.bet_colour == Some(Colour::Red)}>{ "red" }</option>
                                    <option value="none" selected={state.bet_colour.is_none()}>{ "nothing" }</option>
                                </select>
                            </label>
                            if state.bet_colour.is_some() {
                                <label>{ " a fraction " }
                                    <input class="bet-fraction" value={state.bet_text.clone()} placeholder="0.25, 25% or 1/3" size="8" aria-label="Fraction"
                                        oninput={actions(dispatcher).reform(|e: InputEvent| Action::EditBet(e.target_unchecked_into::<web_sys::HtmlInputElement>().value()))} />
                                </label>
                            }
                            <button type="submit">{ "Bet" }</button>
                            <span class="field-error" role="alert">{ state.bet_error.clone().unwrap_or_default() }</span>
                        </form>
                    },
                } }
            }
            { end }
            if !state.history.is_empty() {
                <ol class="history">
                    { for state.history.iter().map(|round| html! {
                        <li>{ format!("bet {}, then {} drawn",
                                      if round.bet.fraction == 0.0 { "nothing".to_string() } else { format!("{}% on {}", format_number(round.bet.fraction * 100.0), colour_word(round.bet.colour)) },
                                      colour_word(round.drawn)) }</li>
                    }) }
                </ol>
            }
        </div>
    }
}

/// The curves' properties.
#[derive(Properties, PartialEq)]
struct CurvesProps {
    request: BettingRequest,
    start: u64,
    fraction: String,
    order: Rc<Vec<Colour>>,
    draws: String,
}

/// The four charts, computed when the box, the order or the comparison changes.
#[component]
fn Curves(props: &CurvesProps) -> Html {
    let charts = use_memo(
        (props.request, props.start, props.fraction.clone(), props.order.clone()),
        |(request, start, fraction, order)| {
            let BettingRequest { black, red } = *request;
            let table = PmaxTable::new(black, red);
            let fraction = parse_fraction("fraction", fraction).unwrap_or(0.3);
            let contenders = contenders(fraction);
            let scale = MoneyScale::for_box(table.ln_pmax(black, red), *start as f64);
            let (orders, sampled) = match all_orders(black, red, ALL_ORDERS_LIMIT) {
                Some(orders) => (orders, false),
                None => (
                    (1..=SAMPLED_ORDERS).map(|seed| random_order(black, red, seed)).collect(),
                    true,
                ),
            };
            let reds: Vec<u32> = [1, 2, 5, 10, red]
                .into_iter()
                .filter(|&r| r <= 50)
                .collect::<std::collections::BTreeSet<_>>()
                .into_iter()
                .collect();
            (
                Rc::new(money_chart(&table, order, &contenders, scale)),
                Rc::new(fraction_chart(&table, order)),
                Rc::new(growth_chart(black.clamp(20, 200), &reds)),
                Rc::new(spread_chart(&table, &orders, &contenders, sampled)),
            )
        },
    );
    let (money, fractions, growth, spread) = (*charts).clone();
    html! {
        <div class="curves">
            <p>{ format!("Charts 1 and 2 follow {} (choose it under Watch a game). Hover over a chart to read its values.", props.draws) }</p>
            <ChartView chart={money} file="betting-money" label="Money over the rounds for each strategy" />
            <ChartView chart={fractions} size={(900, 360)} file="betting-fractions" label="The optimal bet fraction per round" />
            <ChartView chart={growth} size={(900, 380)} file="betting-growth" label="log2 pmax(N, R) as N grows" />
            <ChartView chart={spread} file="betting-spread" label="Final money of each strategy over many orders" />
        </div>
    }
}

//! The betting lab's state: the box, the mode, the pmax table stepped cell by cell, the watched
//! game replayed round by round, the game played against the computer, the form; its actions,
//! its reducer and its link.

use crate::api::betting::{
    BettingRequest, BettingSetup, Draws, moves_text, play_bet, replay_moves,
};
use crate::plots::betting::{bet_text, cell_equations, pmax_text};
use crate::solve::betting::{
    Colour, Played, PmaxTable, Purse, Round, Strategy, closed_form_gap, play,
};
use crate::ui::kit::fill::RowByRow;
use crate::ui::kit::plays::mode_link;
use crate::ui::kit::prelude::*;
use crate::ui::kit::stepper::DEFAULT_SPEED;
use crate::ui::kit::table::read_request;

/// The table shows boxes of up to this many objects of each colour.
pub const TABLE_WINDOW: u32 = 10;
/// Example boxes: a label and the box as a query (X and the fraction compared stay).
pub const EXAMPLES: &[(&str, &str)] = &[
    ("5 black, 3 red", "black=5&red=3"),
    ("2 and 2", "black=2&red=2"),
    ("10 and 4", "black=10&red=4"),
    ("1000 and 1000", "black=1000&red=1000"),
];

modes!(Mode {
    /// The pmax table filled cell by cell.
    Table: "table" => "pmax table",
    /// A game watched round by round.
    Watch: "watch" => "Watch a game",
    /// A game against the computer.
    Play: "play" => "Play the computer",
    /// The four charts.
    Curves: "curves" => "Curves",
});

choices!(
    /// Which side the student plays.
    Role in ROLES {
        /// The student draws; the computer bets.
        Adversary: "adversary",
        /// The student bets; the computer draws.
        Bettor: "bettor",
    }
);

/// The pmax table filled cell by cell, row by row (black across, red down), as a timeline:
/// frame k fills cell (k mod columns, k div columns), computed on demand from the full table.
#[derive(Clone, Debug)]
pub struct PmaxSteps {
    pub table: Rc<PmaxTable>,
    pub order: RowByRow,
}

impl PmaxSteps {
    /// The shown window of `table`'s box.
    pub fn new(table: Rc<PmaxTable>) -> PmaxSteps {
        let (black, red) = table.size();
        let (columns, rows) = (black.min(TABLE_WINDOW) + 1, red.min(TABLE_WINDOW) + 1);
        PmaxSteps { table, order: RowByRow { columns, rows } }
    }
}

impl Timeline for PmaxSteps {
    const ASKS: bool = true;

    fn last(&self) -> u32 {
        self.order.last()
    }

    fn question(&self, k: u32) -> Option<Question> {
        let (i, j) = self.order.cell(k);
        pmax_question(&self.table, i, j)
    }

    fn label(&self, k: u32) -> String {
        let (i, j) = self.order.cell(k);
        format!("pmax({i}, {j})")
    }

    fn sentence(&self, k: u32) -> String {
        let (i, j) = self.order.cell(k);
        cell_equations(&self.table, i, j).pop().unwrap_or_default()
    }
}

/// The question before cell (i, j) of the pmax table is filled: which expression of the values
/// after a black draw (A) and after a red draw (B) it equals (on an edge, one colour only is
/// left). A wrong expression worth the right value (A = B makes the means equal) is left out,
/// and the options are rotated by the cell, so no place is always the right one. None for the
/// empty box, the first frame.
pub fn pmax_question(table: &PmaxTable, i: u32, j: u32) -> Option<Question> {
    let value = |i, j| table.ln_pmax(i, j).exp();
    let (given, candidates, right) = match (i, j) {
        (0, 0) => return None,
        (0, j) => {
            let b = value(0, j - 1);
            let given = format!(
                "Only red is left: B = pmax(0, {}) = {}.",
                j - 1,
                pmax_text(table, 0, j - 1)
            );
            (given, vec![("0", 0.0), ("B", b), ("2B", 2.0 * b)], 2)
        }
        (i, 0) => {
            let a = value(i - 1, 0);
            let given = format!(
                "Only black is left: A = pmax({}, 0) = {}.",
                i - 1,
                pmax_text(table, i - 1, 0)
            );
            (given, vec![("0", 0.0), ("A", a), ("2A", 2.0 * a)], 2)
        }
        (i, j) => {
            let (a, b) = (value(i - 1, j), value(i, j - 1));
            let given = format!(
                "If black is drawn, A = pmax({}, {j}) = {}; if red, B = pmax({i}, {}) = {}.",
                i - 1,
                pmax_text(table, i - 1, j),
                j - 1,
                pmax_text(table, i, j - 1)
            );
            let candidates = vec![
                ("min(A, B)", a.min(b)),
                ("2AB / (A + B)", 2.0 * a * b / (a + b)),
                ("(A + B) / 2", (a + b) / 2.0),
                ("max(A, B)", a.max(b)),
                ("A + B", a + b),
            ];
            (given, candidates, 1)
        }
    };
    let worth = candidates[right].1;
    let mut options: Vec<&str> = candidates
        .iter()
        .enumerate()
        .filter(|&(index, &(_, v))| index == right || (v - worth).abs() > 1e-9 * worth)
        .map(|(_, &(text, _))| text)
        .collect();
    let turn = (2 * i + j) as usize % options.len();
    options.rotate_left(turn);
    let correct = options.iter().position(|&text| text == candidates[right].0)?;
    Some(choice_question(format!("{given} What is pmax({i}, {j})?"), &options, correct))
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
        let replay = Replay::new(Purse { black, red, ln_money: 0.0 }, rounds, Purse::after_round);
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
    /// The box, the starting money and the fixed fraction compared.
    pub setup: BettingSetup,
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
    /// The order typed in (field `draws`) and what is wrong with it.
    pub order_form: Form,
    pub watch_playback: Playback,
    pub role: Role,
    /// The game played against the computer.
    pub played: Played,
    /// The student's next bet: its colour as a link writes it (field `colour`: B, R, or N for
    /// no bet), its fraction as typed (field `bet`) and what is wrong with it.
    pub bet_form: Form,
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
    /// The form: black, red, x and fraction.
    Form(FormAction),
    /// Other draws for the watched game.
    SetDraws(Draws),
    /// The typed order's form (field `draws`): edited, or submitted to watch it.
    Order(FormAction),
    /// The student plays the other side (a new game).
    SetRole(Role),
    /// As the adversary, the student draws a colour.
    StudentDraws(Colour),
    /// As the bettor, the bet's form: its colour (field `colour`: B, R, or N for no bet) and
    /// fraction (field `bet`) edited, or the bet submitted.
    Bet(FormAction),
    /// Takes back the last round.
    Undo,
    NewGame,
}

impl State {
    /// The state of `setup`, in `mode`, the student playing `role`; the watched game's draws
    /// are random until set.
    fn new(setup: BettingSetup, mode: Mode, role: Role) -> State {
        let table = Rc::new(PmaxTable::new(setup.request.black, setup.request.red));
        State {
            pattern_gap: closed_form_gap(&table),
            watched: Rc::new(WatchedGame::new(&table, Vec::new())),
            table_playback: Playback::default(),
            played: Played::new(setup.request.black, setup.request.red),
            form: Form::of(&setup),
            setup,
            table,
            mode,
            draws: Draws::Random(1),
            order_form: Form::default(),
            watch_playback: Playback::default(),
            role,
            bet_form: Form::showing(Fields::from_query("colour=B")),
            notices: Vec::new(),
        }
    }

    /// The table's timeline.
    pub fn pmax_steps(&self) -> PmaxSteps {
        PmaxSteps::new(self.table.clone())
    }

    /// Replays the watched game for the current draws, from its start.
    fn rewatch(&mut self) {
        self.watched =
            Rc::new(WatchedGame::new(&self.table, self.draws.order(&self.setup, &self.table)));
        self.watch_playback = self.watch_playback.restart(self.watched.last());
    }

    /// The speed of the mode's playback (the watched game's outside the table).
    fn speed(&self) -> u32 {
        if self.mode == Mode::Table {
            self.table_playback.playhead.speed
        } else {
            self.watch_playback.playhead.speed
        }
    }

    /// Watches `draws` (a typed order if it holds the box's objects; what is wrong else).
    fn set_draws(&mut self, draws: Draws) -> Option<FieldError> {
        if let Draws::Typed(text) = &draws
            && let Err(error) = self.setup.request.parse_order(text)
        {
            return Some(error);
        }
        self.draws = draws;
        self.rewatch();
        None
    }

    /// A new box (or X, or fraction compared): its table and games from their start.
    fn with_setup(self, setup: BettingSetup) -> State {
        let fresh = State::new(setup, self.mode, self.role);
        let last = fresh.pmax_steps().last();
        let mut next = State {
            table_playback: self.table_playback.restart(last),
            watch_playback: self.watch_playback,
            draws: if let Draws::Typed(_) = self.draws { Draws::Random(1) } else { self.draws },
            order_form: Form::showing(self.order_form.fields().clone()),
            bet_form: self.bet_form,
            ..fresh
        };
        next.rewatch();
        next
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let setup = read_request::<BettingSetup>(&mut link, BettingSetup::FIELDS);
        let mode = link.choice("mode", MODES, Mode::Table);
        let play = mode == Mode::Play;
        let role = link.only(play, |link| link.choice("role", ROLES, Role::Adversary));
        let mut state = State::new(setup, mode, role);
        // The mode's own timeline reads the step: the table's cells, or the watched game's draws;
        // the other modes keep only the speed.
        let (black, red) = (state.setup.request.black, state.setup.request.red);
        let table_last = state.pmax_steps().last();
        let last = if mode == Mode::Watch { black + red } else { table_last };
        let playback = match mode {
            Mode::Table | Mode::Watch => Playback::read(&mut link, last),
            Mode::Play | Mode::Curves => Playback::read_speed(&mut link, last),
        };
        // Both timelines keep the link's speed; the watched game's starts once its draws are set.
        state.table_playback = Playback::new(0, None, table_last, playback.playhead.speed);
        state.watch_playback = state.table_playback;
        // The draws belong to the watched game and the curves.
        let mut names = ["draws", "seed", "adversary"].into_iter();
        let draws = link.only(matches!(mode, Mode::Watch | Mode::Curves), |link| {
            names.find_map(|name| link.read(name, |text| Draws::parse(name, text)))
        });
        let draws = draws.unwrap_or(Draws::Adversary("all-in"));
        if let Draws::Typed(typed) = &draws {
            state.order_form.edit("draws", typed.clone(), None);
        }
        if let Some(error) = state.set_draws(draws) {
            link.notice(format!("The link's {error}. Showing a random order instead."));
            state.rewatch();
        }
        match mode {
            Mode::Table => state.table_playback = playback,
            Mode::Watch => state.watch_playback = playback.on_timeline(state.watched.last()),
            Mode::Play | Mode::Curves => {}
        }
        let adversary = state.role == Role::Adversary;
        let moves = link.only(play, |link| link.get("moves"));
        let replayed =
            moves.map(|moves| replay_moves(&mut state.played, &state.table, adversary, moves));
        if let Some(Err(message)) = replayed {
            link.notice(format!("The link's moves: {message}; the game stops there."));
        }
        state.notices = link.finish(&[]);
        state
    }

    fn link(&self) -> Fields {
        let mut params = mode_link(&self.setup.request, MODES, &self.mode);
        self.setup.write_changed(&mut params);
        match self.mode {
            Mode::Table => self.table_playback.write(&mut params),
            Mode::Watch => self.watch_playback.write(&mut params),
            Mode::Play => {
                params.set("role", choice_name(ROLES, &self.role));
                if !self.played.rounds.is_empty() {
                    params.set("moves", moves_text(&self.played, self.role == Role::Adversary));
                }
            }
            Mode::Curves => {}
        }
        if matches!(self.mode, Mode::Watch | Mode::Curves) {
            self.draws.write(&mut params);
        }
        // The speed stays in the link in every mode, as the steppers keep it.
        if matches!(self.mode, Mode::Play | Mode::Curves) && self.speed() != DEFAULT_SPEED {
            params.set("speed", self.speed().to_string());
        }
        params
    }
}

reducer!(State, Action, |old, mut next, action| {
    match action {
        Action::SetMode(mode) => next.mode = mode,
        Action::Table(action) => next.table_playback = old.table_playback.apply(action),
        Action::Watch(action) => next.watch_playback = old.watch_playback.apply(action),
        Action::Form(action) => {
            let example = matches!(action, FormAction::Example(_));
            if let Some(setup) = next.form.apply::<BettingSetup>(action, EXAMPLES) {
                // An example is a box: X and the fraction compared stay.
                let setup = if example {
                    BettingSetup { request: setup.request, ..old.setup.clone() }
                } else {
                    setup
                };
                next = next.with_setup(setup);
            }
        }
        Action::SetDraws(draws) => {
            let error = next.set_draws(draws);
            next.order_form.set_errors(error.into_iter().collect());
        }
        Action::Order(FormAction::Edit(name, text)) => {
            next.order_form.check(name, text, |text| old.setup.request.parse_order(text));
        }
        Action::Order(_) => {
            let error = next.set_draws(Draws::Typed(old.order_form.text("draws")));
            next.order_form.set_errors(error.into_iter().collect());
        }
        Action::SetRole(role) => {
            next.role = role;
            next.played.rounds.clear();
        }
        Action::StudentDraws(colour) => {
            next.played.draw(&old.table, colour);
        }
        Action::Bet(FormAction::Edit("bet", text)) => {
            next.bet_form.check("bet", text, |text| BettingRequest::parse_fraction("bet", text));
        }
        Action::Bet(FormAction::Edit(name, text)) => next.bet_form.edit(name, text, None),
        Action::Bet(_) => {
            // The bet as a link writes it, read by the link's own parser.
            let (colour, fraction) = (old.bet_form.text("colour"), old.bet_form.text("bet"));
            let item = if colour == "N" { colour } else { format!("{colour}{}", fraction.trim()) };
            let error = play_bet(&mut next.played, &old.table, &item).err();
            next.bet_form
                .set_errors(error.map(|error| FieldError::new("bet", error)).into_iter().collect());
        }
        Action::Undo => {
            next.played.rounds.pop();
        }
        Action::NewGame => next.played.rounds.clear(),
    }
    next
});

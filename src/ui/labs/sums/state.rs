//! The sums lab's state: the sum, its tables once computed, the mode, the game against the
//! computer, the form's rows; its actions, reducer and link.

use std::rc::Rc;

use yew::prelude::*;

use crate::api::fields::{FieldError, Fields, parse_choice};
use crate::api::sums::{
    MAX_COMPONENTS, SumsRequest, component_from_fields, component_text, parse_copies,
    parse_sum_move, part_text, sum_move_text,
};
use crate::solve::play::{Game, perfect_move};
use crate::solve::sums::{Kind, Part, PartPosition, SumGame, SumMove, Tables};
use crate::ui::kit::controls::LinkParams;
use crate::ui::kit::lab::LabState;
use crate::ui::kit::match_record::{MatchRecord, read_moves};
use crate::ui::route::View;

/// The URL parameters of the view, besides the sum `c`.
const VIEW_PARAMS: &[&str] = &["mode", "first", "moves"];
/// Positions searched at most for the computer's longest-lasting move when it must lose.
const SEARCH_BUDGET: usize = 20_000;

/// Example sums: label, sum.
pub const PRESETS: &[(&str, &str)] = &[
    (
        "One of each kind",
        "sub:1.3.4:10,nim:7,octal:0.07:12,kings:..x/...:1-1/1-2,treblecross:X......",
    ),
    ("Lecture: N independent games = N-pile Nim", "nim:5,nim:3,nim:8"),
    ("Lecture: take 1 to 3 from heaps of 5 and 6, and Nim", "sub:1-3:5,sub:1-3:6,nim:3"),
    ("Tutorials: take 1, 2 or 5 beside take 1, 2 or 3", "sub:1.2.5:7,sub:1-3:6"),
    (
        "Tutorial: kings on a damaged board, and a Nim heap",
        "kings:....x.../..x...../......../.x...x../....x.../........:2-6/4-2/5-7,nim:2",
    ),
    (
        "Paper: Treblecross boards with x(i) copies",
        "treblecross:X.....x1000000000000000000,treblecross:.......x3",
    ),
    (
        "Huge x(i): only the parity counts",
        "octal:0.77:20x1000000000000000000,nim:6x999999999999999999,sub:1.3.4:9x2",
    ),
    ("Kayles, Dawson's Kayles and Dawson's chess", "octal:0.77:9,octal:0.07:10,octal:0.137:11"),
];

/// What the lab shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The values, the xor, the winner and a winning move.
    Analyse,
    /// The student against the computer.
    Play,
}

const MODES: &[(&str, Mode)] = &[("analyse", Mode::Analyse), ("play", Mode::Play)];

/// One row of the form: a component's kind, its parameters' texts, its copies, and what is
/// wrong with them.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The component's kind.
    pub kind: Kind,
    /// Its first parameter's text.
    pub first: String,
    /// Its second parameter's text (empty for kinds with one).
    pub second: String,
    /// Its copies' text.
    pub copies: String,
    /// What is wrong with them.
    pub error: Option<FieldError>,
}

impl Row {
    /// The row showing `part`.
    pub fn showing(part: &Part) -> Row {
        let text = component_text(&part.component);
        let mut fields = text.split(':').skip(1);
        Row {
            kind: part.component.kind(),
            first: fields.next().unwrap_or_default().to_string(),
            second: fields.next().unwrap_or_default().to_string(),
            copies: part.count.to_string(),
            error: None,
        }
    }

    /// A new row of `kind` with its example parameters and one copy.
    pub fn new(kind: Kind) -> Row {
        let (first, second) = default_fields(kind);
        Row { kind, first: first.into(), second: second.into(), copies: "1".into(), error: None }
    }

    /// The part the row describes, as the request's parsers read it.
    pub fn parse(&self) -> Result<Part, FieldError> {
        let component = component_from_fields(self.kind, &[&self.first, &self.second])?;
        Ok(Part { component, count: parse_copies(&self.copies)? })
    }
}

/// A new component's parameters.
fn default_fields(kind: Kind) -> (&'static str, &'static str) {
    match kind {
        Kind::Subtraction => ("1.3.4", "10"),
        Kind::Nim => ("7", ""),
        Kind::Octal => ("0.07", "12"),
        Kind::Kings => ("..x/...", "1-1/1-2"),
        Kind::Treblecross => ("X......", ""),
    }
}

/// The whole state.
#[derive(Clone, Debug)]
pub struct State {
    /// The sum.
    pub request: SumsRequest,
    /// The sum shown before the one being computed, for Cancel.
    pub previous: Option<SumsRequest>,
    /// The tables of `request`, once computed.
    pub solved: Option<Rc<SumGame>>,
    /// What is shown.
    pub mode: Mode,
    /// The game against the computer.
    pub game: MatchRecord<SumMove>,
    /// Moves from the URL, read once the tables are known.
    pub link_moves: Option<String>,
    /// The form's rows, one per component.
    pub rows: Vec<Row>,
    /// The kind the "Add" button adds.
    pub adding: Kind,
    /// What is wrong with the form as a whole.
    pub form_error: Option<String>,
    /// The text of the typed move.
    pub typed: String,
    /// What is wrong with the typed move.
    pub typed_error: Option<String>,
    /// Messages about the link.
    pub notices: Vec<String>,
}

/// What the student can do, and what the computations report.
pub enum Action {
    SetMode(Mode),
    Solved(SumsRequest, Rc<Tables>),
    Cancel,
    EditKind(usize, Kind),
    EditFirst(usize, String),
    EditSecond(usize, String),
    EditCopies(usize, String),
    Remove(usize),
    SetAdding(Kind),
    Add,
    Submit,
    Preset(usize),
    Play(SumMove),
    EditTyped(String),
    PlayTyped,
    ComputerMove,
    Undo,
    NewGame(bool),
    DismissNotices,
}

impl State {
    /// Shows `request`: its tables are computed anew, and any game starts over.
    fn open(mut self, request: SumsRequest) -> State {
        if request != self.request {
            self.previous = Some(std::mem::replace(&mut self.request, request));
            self.solved = None;
        }
        self.rows = self.request.parts.iter().map(Row::showing).collect();
        self.form_error = None;
        self.game = MatchRecord::new(self.game.human_first);
        self.link_moves = None;
        self
    }

    /// The position of the game played.
    pub fn position(&self, game: &SumGame) -> Vec<PartPosition> {
        self.game.position(game, &game.start())
    }

    /// Whether the computer is to move in the game shown.
    pub fn computer_to_move(&self) -> bool {
        self.mode == Mode::Play
            && !self.game.humans_turn()
            && self.solved.as_ref().is_some_and(|game| !game.is_over(&self.position(game)))
    }

    /// Plays the student's move if it is legal and their turn.
    fn play(mut self, mv: SumMove) -> State {
        let Some(game) = self.solved.clone() else { return self };
        let position = self.position(&game);
        if self.game.humans_turn() && game.is_legal(&position, &mv) {
            self.game.moves.push(mv);
            self.typed_error = None;
        }
        self
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let request = match params.get("c") {
            None => SumsRequest::default(),
            Some(text) => match SumsRequest::parse("c", text) {
                Ok(request) => request,
                Err(errors) => {
                    for error in errors {
                        link.notice(format!(
                            "The link's {error}. Showing the default sum instead."
                        ));
                    }
                    SumsRequest::default()
                }
            },
        };
        let mode =
            link.read("mode", |text| parse_choice("mode", text, MODES)).unwrap_or(Mode::Analyse);
        let human_first = link
            .read("first", |text| {
                parse_choice("first", text, &[("you", true), ("computer", false)])
            })
            .unwrap_or(true);
        let known: Vec<&str> = ["c"].iter().chain(VIEW_PARAMS).copied().collect();
        let link_moves = params.get("moves").map(str::to_string);
        State {
            rows: request.parts.iter().map(Row::showing).collect(),
            request,
            previous: None,
            solved: None,
            mode,
            game: MatchRecord::new(human_first),
            link_moves,
            adding: Kind::Nim,
            form_error: None,
            typed: String::new(),
            typed_error: None,
            notices: link.finish(&known),
        }
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        params.set("c", self.request.text());
        params.set("mode", if self.mode == Mode::Play { "play" } else { "analyse" });
        if self.mode == Mode::Play {
            params.set("first", if self.game.human_first { "you" } else { "computer" });
            // Moves from the link stay as they came until the tables are known.
            let moves = match &self.link_moves {
                Some(text) => text.clone(),
                None => self.game.moves.iter().map(sum_move_text).collect::<Vec<_>>().join(","),
            };
            if !moves.is_empty() {
                params.set("moves", moves);
            }
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
            Action::Solved(request, tables) => {
                if request == self.request && self.solved.is_none() {
                    let game = Rc::new(SumGame::new(request.parts.clone(), tables));
                    next.previous = None;
                    if let Some(text) = next.link_moves.take() {
                        match read_moves(&*game, &game.start(), &text, ',', parse_sum_move) {
                            Ok(moves) => next.game.moves = moves,
                            Err(message) => next.notices.push(format!(
                                "The link's moves: {message}. Starting a new game instead."
                            )),
                        }
                    }
                    next.solved = Some(game);
                }
            }
            Action::Cancel => {
                next = next.open(self.previous.clone().unwrap_or_default());
                next.previous = None;
            }
            Action::EditKind(index, kind) => {
                if let Some(row) = next.rows.get_mut(index).filter(|row| row.kind != kind) {
                    *row = Row { copies: row.copies.clone(), ..Row::new(kind) };
                }
            }
            Action::EditFirst(index, text) => {
                if let Some(row) = next.rows.get_mut(index) {
                    row.first = text;
                    row.error = row.parse().err();
                }
            }
            Action::EditSecond(index, text) => {
                if let Some(row) = next.rows.get_mut(index) {
                    row.second = text;
                    row.error = row.parse().err();
                }
            }
            Action::EditCopies(index, text) => {
                if let Some(row) = next.rows.get_mut(index) {
                    row.copies = text;
                    row.error = row.parse().err();
                }
            }
            Action::Remove(index) => {
                if index < next.rows.len() {
                    next.rows.remove(index);
                }
            }
            Action::SetAdding(kind) => next.adding = kind,
            Action::Add => {
                if next.rows.len() < MAX_COMPONENTS {
                    next.rows.push(Row::new(self.adding));
                }
            }
            Action::Submit => {
                let mut parts = Vec::new();
                for row in &mut next.rows {
                    row.error = row.parse().err();
                    parts.extend(row.parse().ok());
                }
                let text: Vec<String> = parts.iter().map(part_text).collect();
                if next.rows.iter().any(|row| row.error.is_some()) {
                    next.form_error = Some("Fix the components marked below.".into());
                } else {
                    match SumsRequest::parse("components", &text.join(",")) {
                        Ok(request) => {
                            next.notices.clear();
                            next = next.open(request);
                        }
                        Err(errors) => {
                            next.form_error = Some(
                                errors
                                    .iter()
                                    .map(|e| e.message.clone())
                                    .collect::<Vec<_>>()
                                    .join("; "),
                            )
                        }
                    }
                }
            }
            Action::Preset(index) => {
                if let Some(request) =
                    PRESETS.get(index).and_then(|(_, text)| SumsRequest::parse("c", text).ok())
                {
                    next.notices.clear();
                    next = next.open(request);
                }
            }
            Action::Play(mv) => next = next.play(mv),
            Action::EditTyped(text) => {
                next.typed = text;
                next.typed_error = None;
            }
            Action::PlayTyped => {
                let before = next.game.moves.len();
                match parse_sum_move(&self.typed) {
                    Some(mv) => next = next.play(mv),
                    None => {
                        next.typed_error = Some(
                            "write component.copy.move, e.g. 2.n.t5 (n: a copy not moved in yet)"
                                .into(),
                        )
                    }
                }
                if next.typed_error.is_none() && next.game.moves.len() == before {
                    next.typed_error = Some(format!("'{}' is not a legal move now", self.typed));
                }
                if next.game.moves.len() > before {
                    next.typed.clear();
                }
            }
            Action::ComputerMove => {
                if let Some(game) = self.solved.clone().filter(|_| self.computer_to_move())
                    && let Some((mv, _)) =
                        perfect_move(&*game, &self.position(&game), SEARCH_BUDGET)
                {
                    next.game.moves.push(mv);
                }
            }
            Action::Undo => next.game.undo(),
            Action::NewGame(human_first) => next.game = MatchRecord::new(human_first),
            Action::DismissNotices => next.notices.clear(),
        }
        Rc::new(next)
    }
}

//! The treblecross lab's state: the sum of board types, the mode, the boards stepped one by one,
//! the game against the computer on one board, the form; its actions, reducer and link.

use std::rc::Rc;

use yew::prelude::*;

use crate::api::Request;
use crate::api::fields::{FieldError, Fields, parse_choice, parse_in_range};
use crate::api::treblecross::TreblecrossRequest;
use crate::solve::play::{Game, perfect_move};
use crate::solve::treblecross::{Board, TreblecrossGame};
use crate::ui::kit::controls::LinkParams;
use crate::ui::kit::form::Form;
use crate::ui::kit::lab::LabState;
use crate::ui::kit::match_record::{MatchRecord, read_moves};
use crate::ui::kit::timeline::{Playback, StepAction, Timeline};
use crate::ui::route::View;

/// The URL parameters of the view, besides the request's.
const VIEW_PARAMS: &[&str] = &["mode", "step", "speed", "board", "first", "moves", "hint"];
/// The longest board the computer plays on.
pub const MAX_PLAY_LENGTH: usize = 200;
/// Positions searched at most for the losing side's longest-lasting move.
const SEARCH_BUDGET: usize = 50_000;

/// Example sums: label, boards, counts.
pub const PRESETS: &[(&str, &str, &str)] = &[
    ("Two boards (the JS example)", "X.....,.......", "1,1"),
    ("Three types, 10^18 copies", "X.....,.......,X...X.......", "1000000000000000000,3,1"),
    ("A lost sum", "......,X..X..X,..X.....X..", "1,1,2"),
    ("One empty board of 12", "............", "1"),
];

/// What the lab shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The boards analysed one by one, and the sum's winner.
    Analyse,
    /// One board played against the computer.
    Play,
}

const MODES: &[(&str, Mode)] = &[("analyse", Mode::Analyse), ("play", Mode::Play)];

/// The boards analysed one by one, as a timeline: frame 0 shows the boards as given, frame k
/// has analysed boards 1 to k (a table filled row by row, each row computed on demand).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardSteps {
    /// How many board types the sum has.
    pub boards: u32,
}

impl Timeline for BoardSteps {
    fn last(&self) -> u32 {
        self.boards
    }

    fn label(&self, k: u32) -> String {
        if k == 0 { "the boards".to_string() } else { format!("board {k}") }
    }

    fn sentence(&self, k: u32) -> String {
        if k == 0 {
            "The boards as given. Step forward to analyse them one by one.".to_string()
        } else {
            format!(
                "Board {k}: cells at distance 1 or 2 from a mark are lightly marked (·); the free \
                 intervals between them are games of their own, with G(L) from the paper's \
                 recurrence; the board's Grundy number is their xor."
            )
        }
    }
}

/// A game against the computer on one board type.
#[derive(Clone, Debug, PartialEq)]
pub struct Match {
    /// Which board type (from 0).
    pub board: usize,
    /// The moves: the cells marked (from 0).
    pub record: MatchRecord<usize>,
    /// Whether the winning cells are shown.
    pub hint: bool,
}

/// The lab's whole state.
#[derive(Clone, Debug)]
pub struct State {
    /// The sum.
    pub request: TreblecrossRequest,
    /// The sum shown before, for Cancel while a new one's values are computed.
    pub previous: Option<TreblecrossRequest>,
    /// What is shown.
    pub mode: Mode,
    /// Where the analysis is: how many boards are analysed.
    pub playback: Playback,
    /// The game against the computer.
    pub game: Match,
    /// The game rules for the board being played (its interval values).
    pub rules: Rc<TreblecrossGame>,
    /// The form: boards and counts.
    pub form: Form,
    /// Messages about the link.
    pub notices: Vec<String>,
}

/// What the student can do.
pub enum Action {
    /// Shows another mode.
    SetMode(Mode),
    /// Steps the analysis.
    Step(StepAction),
    /// The boards edited.
    EditBoards(String),
    /// The counts edited.
    EditCounts(String),
    /// The form submitted.
    Submit,
    /// An example sum.
    Preset(usize),
    /// Back to the sum shown before, while a new one's values are computed.
    Cancel,
    /// Plays on another board type (a new game).
    ChooseBoard(usize),
    /// The student marks a cell (from 0).
    Mark(usize),
    /// The computer's move.
    ComputerMove,
    /// Takes back the student's last move and the computer's answer.
    Undo,
    /// A new game: whether the student moves first.
    NewGame(bool),
    /// Shows or hides the winning cells.
    ToggleHint,
    /// Hides the notices.
    DismissNotices,
}

/// The rules for playing on `board`.
fn rules_for(board: &Board) -> Rc<TreblecrossGame> {
    Rc::new(TreblecrossGame::new(board.len().min(MAX_PLAY_LENGTH)))
}

/// Parses a list of cells numbered from 1, e.g. `4.7.10`.
fn parse_cell(text: &str) -> Option<usize> {
    text.parse::<usize>().ok().and_then(|cell| cell.checked_sub(1))
}

fn form_showing(request: &TreblecrossRequest) -> Form {
    let mut fields = Fields::new();
    request.write_fields(&mut fields);
    Form::showing(fields)
}

/// The form's fields as a request reads them: no counts when left empty (1 each).
fn request_fields(form: &Form) -> Fields {
    let mut fields = Fields::new();
    fields.set("boards", form.text("boards"));
    if !form.text("counts").trim().is_empty() {
        fields.set("counts", form.text("counts"));
    }
    fields
}

fn join_errors(errors: Vec<FieldError>) -> FieldError {
    let message = errors.iter().map(FieldError::to_string).collect::<Vec<_>>().join("; ");
    FieldError { field: "boards and counts".into(), message }
}

impl State {
    /// The analysis's timeline.
    pub fn steps(&self) -> BoardSteps {
        // At most MAX_BOARDS boards.
        BoardSteps { boards: self.request.boards.len() as u32 }
    }

    fn with_request(mut self, request: TreblecrossRequest) -> State {
        let speed = self.playback.playhead.speed;
        self.playback = Playback::new(0, None, request.boards.len() as u32, speed);
        self.form = form_showing(&request);
        if request != self.request {
            self.previous = Some(std::mem::replace(&mut self.request, request));
        }
        self.notices.clear();
        self.choose_board(0)
    }

    fn choose_board(mut self, board: usize) -> State {
        let board = board.min(self.request.boards.len() - 1);
        self.rules = rules_for(&self.request.boards[board]);
        self.game = Match {
            board,
            record: MatchRecord::new(self.game.record.human_first),
            hint: self.game.hint,
        };
        self
    }

    /// The board type played.
    pub fn played_board(&self) -> &Board {
        &self.request.boards[self.game.board]
    }

    /// Whether the computer plays on the chosen board.
    pub fn playable(&self) -> bool {
        self.played_board().len() <= MAX_PLAY_LENGTH
    }

    /// The board played, after the moves.
    pub fn position(&self) -> Board {
        self.game.record.position(self.rules.as_ref(), self.played_board())
    }

    /// Whether the game played is over.
    pub fn game_over(&self) -> bool {
        self.rules.is_over(&self.position())
    }

    /// Whether the computer is to move in the game shown.
    pub fn computer_to_move(&self) -> bool {
        self.mode == Mode::Play
            && self.playable()
            && !self.game_over()
            && !self.game.record.humans_turn()
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let request = if link.has("boards") || link.has("counts") {
            link.read("boards", |_| TreblecrossRequest::from_fields(params).map_err(join_errors))
        } else {
            None
        }
        .unwrap_or_default();
        let mode =
            link.read("mode", |text| parse_choice("mode", text, MODES)).unwrap_or(Mode::Analyse);
        // At most MAX_BOARDS boards.
        let playback = Playback::read(&mut link, request.boards.len() as u32);
        let board = link
            .read("board", |text| {
                parse_in_range("board", text, 1, request.boards.len() as u64)
                    .map(|b| b as usize - 1)
            })
            .unwrap_or(0);
        let human_first = link
            .read("first", |text| {
                parse_choice("first", text, &[("you", true), ("computer", false)])
            })
            .unwrap_or(true);
        let hint =
            link.read("hint", |text| parse_choice("hint", text, &[("on", true), ("off", false)]));
        let mut game =
            Match { board, record: MatchRecord::new(human_first), hint: hint.unwrap_or(false) };
        let played = &request.boards[board];
        let rules = rules_for(played);
        if played.len() <= MAX_PLAY_LENGTH {
            game.record.moves = link
                .read("moves", |text| {
                    read_moves(rules.as_ref(), played, text, '.', parse_cell)
                        .map_err(|message| FieldError::new("moves", message))
                })
                .unwrap_or_default();
        }
        let known: Vec<&str> =
            TreblecrossRequest::FIELDS.iter().chain(VIEW_PARAMS).copied().collect();
        State {
            form: form_showing(&request),
            previous: None,
            playback,
            rules,
            request,
            mode,
            game,
            notices: link.finish(&known),
        }
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        self.request.write_fields(&mut params);
        params.set("mode", if self.mode == Mode::Analyse { "analyse" } else { "play" });
        match self.mode {
            Mode::Analyse => self.playback.write(&mut params),
            Mode::Play => {
                params.set("board", (self.game.board + 1).to_string());
                params.set("first", if self.game.record.human_first { "you" } else { "computer" });
                if !self.game.record.moves.is_empty() {
                    let cells: Vec<String> =
                        self.game.record.moves.iter().map(|cell| (cell + 1).to_string()).collect();
                    params.set("moves", cells.join("."));
                }
                if self.game.hint {
                    params.set("hint", "on");
                }
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
            Action::Step(action) => next.playback = self.playback.apply(action),
            Action::EditBoards(text) => {
                let error = TreblecrossRequest::parse_boards(&text).err();
                next.form.edit("boards", text, error);
            }
            Action::EditCounts(text) => {
                next.form.edit("counts", text, None);
                let error = TreblecrossRequest::from_fields(&request_fields(&next.form))
                    .err()
                    .and_then(|errors| errors.into_iter().find(|error| error.field == "counts"));
                let text = next.form.text("counts");
                next.form.edit("counts", text, error);
            }
            Action::Submit => match TreblecrossRequest::from_fields(&request_fields(&self.form)) {
                Ok(request) => next = next.with_request(request),
                Err(errors) => next.form.set_errors(errors),
            },
            Action::Preset(index) => {
                if let Some(&(_, boards, counts)) = PRESETS.get(index) {
                    let mut fields = Fields::new();
                    fields.set("boards", boards);
                    fields.set("counts", counts);
                    if let Ok(request) = TreblecrossRequest::from_fields(&fields) {
                        next = next.with_request(request);
                    }
                }
            }
            Action::Cancel => {
                let previous = self.previous.clone().unwrap_or_default();
                next = next.with_request(previous);
                next.previous = None;
            }
            Action::ChooseBoard(board) => next = next.choose_board(board),
            Action::Mark(cell) => {
                let position = self.position();
                if self.playable()
                    && self.game.record.humans_turn()
                    && self.rules.is_legal(&position, &cell)
                {
                    next.game.record.moves.push(cell);
                }
            }
            Action::ComputerMove => {
                if self.playable() && !self.game_over() && !self.game.record.humans_turn() {
                    let position = self.position();
                    if let Some((cell, _)) =
                        perfect_move(self.rules.as_ref(), &position, SEARCH_BUDGET)
                    {
                        next.game.record.moves.push(cell);
                    }
                }
            }
            Action::Undo => next.game.record.undo(),
            Action::NewGame(human_first) => {
                next.game.record = MatchRecord::new(human_first);
            }
            Action::ToggleHint => next.game.hint = !self.game.hint,
            Action::DismissNotices => next.notices.clear(),
        }
        Rc::new(next)
    }
}

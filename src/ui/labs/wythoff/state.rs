//! The wythoff lab's state: the request, the queen's sample play, the Grundy table being filled,
//! the game against the computer and the form; its actions, reducer and link.

use std::rc::Rc;

use yew::Reducible;

use crate::api::Request;
use crate::api::fields::{Fields, parse_choice, parse_in_range};
use crate::api::wythoff::WythoffRequest;
use crate::solve::mex::mex;
use crate::solve::wythoff::{Wythoff, grundy_table, options};
use crate::ui::kit::controls::LinkParams;
use crate::ui::kit::lab::LabState;
use crate::ui::kit::play::{PlayAction, PlayGame, PlayState, Sample};
use crate::ui::kit::timeline::{Playback, StepAction, Timeline};
use crate::ui::route::View;

/// The URL parameters of the view, besides the request's and the game's.
const VIEW_PARAMS: &[&str] = &["mode", "step", "cell", "speed", "size"];
/// The Grundy table's default size.
pub const TABLE_SIZE: usize = 8;
/// The Grundy table's largest size.
pub const TABLE_MAX: usize = 30;
/// Example positions.
pub const PRESETS: &[(&str, u64, u64)] =
    &[("(9, 6)", 9, 6), ("(7, 4): a P-position", 7, 4), ("(20, 13)", 20, 13), ("(15, 24)", 15, 24)];

/// What the lab shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The queen's sample play on the board.
    Board,
    /// The Grundy table, cell by cell.
    Table,
    /// The student against the computer.
    Play,
}

const MODES: &[(&str, Mode)] =
    &[("board", Mode::Board), ("table", Mode::Table), ("play", Mode::Play)];

fn mode_name(mode: Mode) -> &'static str {
    MODES.iter().find(|(_, m)| *m == mode).map_or("board", |(name, _)| name)
}

/// What a move from (a, b) to (c, d) takes: "2 from both piles".
pub fn taken((a, b): (u64, u64), (c, d): (u64, u64)) -> String {
    match (a - c, b - d) {
        (taken, 0) => format!("{taken} from the first pile"),
        (0, taken) => format!("{taken} from the second pile"),
        (taken, _) => format!("{taken} from both piles"),
    }
}

impl PlayGame for Wythoff {
    /// `7-4`: the piles after the move.
    fn move_text(&self, &(a, b): &(u64, u64)) -> String {
        format!("{a}-{b}")
    }

    fn parse_move(&self, text: &str) -> Option<(u64, u64)> {
        let (a, b) = text.split_once('-')?;
        Some((a.trim().parse().ok()?, b.trim().parse().ok()?))
    }

    fn describe(&self, before: &(u64, u64), to: &(u64, u64)) -> String {
        format!("take {}", taken(*before, *to))
    }

    fn refusal(&self, _position: &(u64, u64), to: &(u64, u64)) -> String {
        format!(
            "({}, {}) cannot be reached: take from one pile, or the same number from both.",
            to.0, to.1
        )
    }

    /// The form's fields: 0 the new first pile, 1 the new second pile.
    fn entry_move(&self, _position: &(u64, u64), entry: &[String]) -> Result<(u64, u64), String> {
        let text = |index: usize| entry.get(index).map_or("", String::as_str);
        match (WythoffRequest::parse_pile("a", text(0)), WythoffRequest::parse_pile("b", text(1))) {
            (Ok(a), Ok(b)) => Ok((a, b)),
            (a, b) => {
                let errors: Vec<String> =
                    a.err().into_iter().chain(b.err()).map(|e| e.to_string()).collect();
                Err(errors.join("; "))
            }
        }
    }
}

/// The Grundy table filled cell by cell: frame k fills cell k, row by row (y), left to right
/// (x), as the lecture fills tables.
#[derive(Clone, Debug, PartialEq)]
pub struct GrundyTable {
    /// Cells per side.
    pub size: usize,
    /// values[x][y].
    pub values: Rc<Vec<Vec<u32>>>,
}

impl GrundyTable {
    /// The table of `size` by `size` cells.
    pub fn new(size: usize) -> GrundyTable {
        GrundyTable { size, values: Rc::new(grundy_table(size, size)) }
    }

    /// The cell of frame `k`.
    pub fn cell(&self, k: u32) -> (usize, usize) {
        (k as usize % self.size, k as usize / self.size)
    }

    /// The frame of cell (x, y).
    pub fn frame(&self, (x, y): (usize, usize)) -> u32 {
        // At most TABLE_MAX^2 cells.
        (y * self.size + x) as u32
    }
}

impl Timeline for GrundyTable {
    fn last(&self) -> u32 {
        self.frame((self.size - 1, self.size - 1))
    }

    fn label(&self, k: u32) -> String {
        let (x, y) = self.cell(k);
        format!("cell ({x}, {y})")
    }

    fn sentence(&self, k: u32) -> String {
        let (x, y) = self.cell(k);
        let option_cells: Vec<(usize, usize)> = options(x, y).collect();
        if option_cells.is_empty() {
            return format!("G({x}, {y}) = mex{{}} = 0");
        }
        let values = &self.values;
        let value = mex(option_cells.iter().map(|&(i, j)| values[i][j]));
        let names: Vec<String> = option_cells.iter().map(|(i, j)| format!("G({i}, {j})")).collect();
        let option_values: Vec<String> =
            option_cells.iter().map(|&(i, j)| values[i][j].to_string()).collect();
        format!(
            "G({x}, {y}) = mex{{{}}} = mex{{{}}} = {value}",
            names.join(", "),
            option_values.join(", ")
        )
    }
}

/// The form's texts and messages.
#[derive(Clone, Debug, PartialEq)]
pub struct Form {
    /// a, as typed.
    pub a: String,
    /// b, as typed.
    pub b: String,
    /// The message for a.
    pub a_error: Option<String>,
    /// The message for b.
    pub b_error: Option<String>,
}

impl Form {
    fn showing(request: WythoffRequest) -> Form {
        Form { a: request.a.to_string(), b: request.b.to_string(), a_error: None, b_error: None }
    }
}

/// The lab's whole state.
#[derive(Clone, Debug)]
pub struct State {
    /// The starting piles.
    pub request: WythoffRequest,
    /// What is shown.
    pub mode: Mode,
    /// The queen's sample play.
    pub sample: Sample<Wythoff>,
    /// Where the sample play is.
    pub playback: Playback,
    /// The Grundy table.
    pub table: GrundyTable,
    /// Where the table's filling is, and the filled cell clicked.
    pub table_playback: Playback,
    /// The game against the computer.
    pub play: PlayState<Wythoff>,
    /// The form.
    pub form: Form,
    /// What the link asked for and could not have.
    pub notices: Vec<String>,
}

/// What the student does.
pub enum Action {
    /// Show another mode.
    SetMode(Mode),
    /// Step through the sample play.
    Step(StepAction),
    /// Step through the table, or explain a filled cell.
    TableStep(StepAction),
    /// A new table size.
    SetSize(usize),
    /// Edit a.
    EditA(String),
    /// Edit b.
    EditB(String),
    /// Submit the form.
    Submit,
    /// Open an example.
    Preset(usize),
    /// Act in the game against the computer.
    Play(PlayAction<(u64, u64)>),
    /// Close the notices.
    DismissNotices,
}

impl State {
    fn with_request(mut self, request: WythoffRequest) -> State {
        let start = (request.a, request.b);
        self.sample = Sample::new(Wythoff, &start);
        self.playback = Playback::new(0, None, self.sample.last(), self.playback.playhead.speed);
        self.play = self.play.restarted(Wythoff, start);
        self.form = Form::showing(request);
        self.request = request;
        self.notices.clear();
        self
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let a = link.read("a", |text| WythoffRequest::parse_pile("a", text)).unwrap_or(9);
        let b = link.read("b", |text| WythoffRequest::parse_pile("b", text)).unwrap_or(6);
        let request = WythoffRequest { a, b };
        let mode =
            link.read("mode", |text| parse_choice("mode", text, MODES)).unwrap_or(Mode::Board);
        let size = link
            .read("size", |text| parse_in_range("size", text, 1, TABLE_MAX as u64))
            .map_or(TABLE_SIZE, |size| size as usize);
        let sample = Sample::new(Wythoff, &(a, b));
        let table = GrundyTable::new(size);
        let last = if mode == Mode::Table { table.last() } else { sample.last() };
        let read = Playback::read(&mut link, last);
        let start = |last: u32| Playback::new(0, None, last, read.playhead.speed);
        let (table_playback, playback) = if mode == Mode::Table {
            (read, start(sample.last()))
        } else {
            (start(table.last()), read.on_timeline(last))
        };
        let play = PlayState::read(&mut link, Wythoff, (a, b));
        let known: Vec<&str> = WythoffRequest::FIELDS
            .iter()
            .chain(VIEW_PARAMS)
            .chain(PlayState::<Wythoff>::params())
            .copied()
            .collect();
        State {
            playback,
            table,
            table_playback,
            sample,
            request,
            mode,
            play,
            form: Form::showing(request),
            notices: link.finish(&known),
        }
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        self.request.write_fields(&mut params);
        params.set("mode", mode_name(self.mode));
        match self.mode {
            Mode::Board => self.playback.write(&mut params),
            Mode::Table => {
                self.table_playback.write(&mut params);
                if self.table.size != TABLE_SIZE {
                    params.set("size", self.table.size.to_string());
                }
            }
            Mode::Play => self.play.write(&mut params),
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
            Action::TableStep(action) => next.table_playback = self.table_playback.apply(action),
            Action::SetSize(size) => {
                next.table = GrundyTable::new(size.clamp(1, TABLE_MAX));
                next.table_playback =
                    Playback::new(0, None, next.table.last(), self.table_playback.playhead.speed);
            }
            Action::EditA(text) => {
                next.form.a_error = WythoffRequest::parse_pile("a", &text).err().map(|e| e.message);
                next.form.a = text;
            }
            Action::EditB(text) => {
                next.form.b_error = WythoffRequest::parse_pile("b", &text).err().map(|e| e.message);
                next.form.b = text;
            }
            Action::Submit => {
                match (
                    WythoffRequest::parse_pile("a", &self.form.a),
                    WythoffRequest::parse_pile("b", &self.form.b),
                ) {
                    (Ok(a), Ok(b)) => next = next.with_request(WythoffRequest { a, b }),
                    (a, b) => {
                        next.form.a_error = a.err().map(|e| e.message);
                        next.form.b_error = b.err().map(|e| e.message);
                    }
                }
            }
            Action::Preset(index) => {
                if let Some(&(_, a, b)) = PRESETS.get(index) {
                    next = next.with_request(WythoffRequest { a, b });
                }
            }
            Action::Play(action) => next.play = next.play.apply(action),
            Action::DismissNotices => next.notices.clear(),
        }
        Rc::new(next)
    }
}

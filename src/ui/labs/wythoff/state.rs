//! The wythoff lab's state: the request, the queen's sample play, the Grundy table being filled,
//! the game against the computer and the form; its actions, reducer and link.

use std::rc::Rc;

use crate::api::Request;
use crate::api::fields::choice_name;
use crate::api::fields::{Fields, parse_choice, parse_in_range};
use crate::api::wythoff::WythoffRequest;
use crate::solve::mex::mex_sentence;
use crate::solve::wythoff::{Wythoff, grundy_table, options};
use crate::ui::kit::controls::LinkParams;
use crate::ui::kit::form::{Form, FormAction};
use crate::ui::kit::lab::LabState;
use crate::ui::kit::play::{PlayAction, PlayGame};
use crate::ui::kit::plays::{Plays, two_entries};
use crate::ui::kit::timeline::{Playback, StepAction, Timeline};
use crate::ui::route::View;
use crate::{modes, reducer};

/// The URL parameters of the view, besides the request's.
const VIEW_PARAMS: &[&str] = &["mode", "step", "cell", "speed", "size", "first", "moves"];
pub const TABLE_SIZE: usize = 8;
pub const TABLE_MAX: usize = 30;
/// Example positions: a label and the request as a query.
pub const EXAMPLES: &[(&str, &str)] = &[
    ("(9, 6)", "a=9&b=6"),
    ("(7, 4): a P-position", "a=7&b=4"),
    ("(20, 13)", "a=20&b=13"),
    ("(15, 24)", "a=15&b=24"),
];

modes!(Mode {
    /// The queen's sample play on the board.
    Board: "board" => "Queen's sample play",
    /// The Grundy table, cell by cell.
    Table: "table" => "Grundy table",
    Play: "play" => "Play the computer",
});

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
        let parse = |index, text: &str| WythoffRequest::parse_pile(["a", "b"][index], text);
        two_entries(entry, parse, |a, b| (a, b))
    }
}

/// The Grundy table filled cell by cell: frame k fills cell k, row by row (y), left to right
/// (x), as the lecture fills tables.
#[derive(Clone, Debug, PartialEq)]
pub struct GrundyTable {
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
        let option = |(i, j): (usize, usize)| (format!("G({i}, {j})"), self.values[i][j]);
        mex_sentence(&format!("G({x}, {y})"), options(x, y).map(option))
    }
}

#[derive(Clone, Debug)]
pub struct State {
    pub request: WythoffRequest,
    pub mode: Mode,
    /// The queen's sample play and the game against the computer.
    pub plays: Plays<Wythoff>,
    pub table: Rc<GrundyTable>,
    /// Where the table's filling is, and the filled cell clicked.
    pub table_playback: Playback,
    pub form: Form,
    pub notices: Vec<String>,
}

/// What the student does.
pub enum Action {
    SetMode(Mode),
    /// Step through the sample play.
    Step(StepAction),
    /// Step through the table, or explain a filled cell.
    TableStep(StepAction),
    SetSize(usize),
    /// Edit a form field (`a` or `b`).
    Form(FormAction),
    Play(PlayAction<(u64, u64)>),
}

impl State {
    fn with_request(self, request: WythoffRequest) -> State {
        let plays = self.plays.restarted(Wythoff, (request.a, request.b));
        State { plays, form: Form::of(&request), request, notices: Vec::new(), ..self }
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
        let table = Rc::new(GrundyTable::new(size));
        let shown = (mode == Mode::Table).then(|| Playback::read(&mut link, table.last()));
        let plays = Plays::read(&mut link, Wythoff, (a, b), shown);
        let table_playback = shown.unwrap_or(Plays::<Wythoff>::fresh(plays.playback, table.last()));
        let notices = link.finish(&[WythoffRequest::FIELDS, VIEW_PARAMS].concat());
        State { plays, table, table_playback, request, mode, form: Form::of(&request), notices }
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        self.request.write_fields(&mut params);
        params.set("mode", choice_name(MODES, &self.mode));
        match self.mode {
            Mode::Board => self.plays.playback.write(&mut params),
            Mode::Table => {
                self.table_playback.write(&mut params);
                if self.table.size != TABLE_SIZE {
                    params.set("size", self.table.size.to_string());
                }
            }
            Mode::Play => self.plays.play.write(&mut params),
        }
        params
    }
}

reducer!(State, Action, |old, mut next, action| {
    match action {
        Action::SetMode(mode) => next.mode = mode,
        Action::Step(action) => next.plays.playback = old.plays.playback.apply(action),
        Action::TableStep(action) => next.table_playback = old.table_playback.apply(action),
        Action::SetSize(size) => {
            next.table = Rc::new(GrundyTable::new(size.clamp(1, TABLE_MAX)));
            next.table_playback = Plays::<Wythoff>::fresh(old.table_playback, next.table.last());
        }
        Action::Form(action) => {
            if let Some(request) = next.form.apply(action, EXAMPLES) {
                next = next.with_request(request);
            }
        }
        Action::Play(action) => next.plays.play = next.plays.play.apply(action),
    }
    next
});

//! The nim-table lab's state: the table asked for, the playback through its cells, the form;
//! its actions and reducer, and its link.

use crate::api::nim_table::NimTableRequest;
use crate::solve::two_pile::GrundyTable;
use crate::ui::kit::fill::{
    FillLab, check_filled, parse_cell_text, read_playback, reduce_fill, write_playback,
};
use crate::ui::kit::prelude::*;
use crate::ui::kit::table::read_request;

/// Example tables: label, request.
pub const EXAMPLES: &[(&str, &str)] = &[
    ("The lecture's 6 × 6", "cols=6&rows=6"),
    ("8 × 4", "cols=8&rows=4"),
    ("16 × 16", "cols=16&rows=16"),
    ("256 × 256 (filled in slices)", "cols=256&rows=256"),
];

/// The lab's whole state.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub request: NimTableRequest,
    /// The table shown before this one, to go back to if filling this one is cancelled.
    pub previous: Option<NimTableRequest>,
    /// The step (frame k fills cell k, row by row) and the clicked cell's frame.
    pub playback: Playback,
    pub form: Form,
    pub notices: Vec<String>,
}

/// What the student does.
pub enum Action {
    /// Steps, inspects a filled cell's frame (a click on the cell), or acts on the form.
    Fill(FillAction),
    /// Stops filling a large table and goes back to the previous one.
    Cancel,
}

/// The frame that fills cell (x, y): row by row.
pub fn frame_of(request: &NimTableRequest, (x, y): (usize, usize)) -> u32 {
    // At most 256 x 256 cells.
    (y * request.cols + x) as u32
}

/// The cell filled at frame `frame`.
pub fn cell_at(request: &NimTableRequest, frame: u32) -> (usize, usize) {
    (frame as usize % request.cols, frame as usize / request.cols)
}

/// The last frame of the table of `request`.
fn last_frame(request: &NimTableRequest) -> u32 {
    frame_of(request, (request.cols - 1, request.rows - 1))
}

impl FillLab for State {
    type Request = NimTableRequest;
    const EXAMPLES: &'static [(&'static str, &'static str)] = EXAMPLES;

    fn parse(fields: &Fields) -> Result<NimTableRequest, Vec<FieldError>> {
        NimTableRequest::from_fields(fields)
    }

    fn parts(&mut self) -> (&mut Playback, &mut Form) {
        (&mut self.playback, &mut self.form)
    }

    /// Shows `request` from its first step.
    fn open(mut self, request: NimTableRequest) -> State {
        if request != self.request {
            self.previous = Some(self.request);
        }
        self.request = request;
        self.playback = self.playback.restart(last_frame(&request));
        self.form = Form::of(&request);
        self.notices.clear();
        self
    }
}

impl State {
    /// The cell being explained: the clicked one, else the current step's.
    pub fn focus(&self) -> (usize, usize) {
        cell_at(&self.request, self.playback.focus())
    }

    /// The cell the student clicked, if it is explained.
    pub fn inspected(&self) -> Option<(usize, usize)> {
        self.playback.inspected.map(|frame| cell_at(&self.request, frame))
    }

    /// The state after `action`.
    fn apply(self, action: Action) -> State {
        match action {
            Action::Fill(action) => reduce_fill(self, action),
            Action::Cancel => {
                let back = self.previous.unwrap_or_default();
                State { previous: None, ..self.open(back) }
            }
        }
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let request: NimTableRequest = read_request(&mut link, &["rows", "cols"]);
        let playback = read_playback(&mut link, last_frame(&request), "cell", |text, step| {
            let max = (request.cols - 1, request.rows - 1);
            let (x, y) = parse_cell_text("cell", text, "x-y, such as 3-2", max)?;
            check_filled("cell", &format!("({x}, {y})"), frame_of(&request, (x, y)), step)
        });
        let notices = link.finish(&[]);
        State { request, previous: None, playback, form: Form::of(&request), notices }
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        self.request.write_fields(&mut params);
        write_playback(&self.playback, &mut params, "cell", |frame| {
            let (x, y) = cell_at(&self.request, frame);
            format!("{x}-{y}")
        });
        params
    }
}

reducer!(State, Action);

/// The filled table as a timeline: frame k fills cell k, row by row.
pub struct CellByCell {
    pub table: Rc<GrundyTable>,
}

impl CellByCell {
    /// The cell filled at frame `k`.
    fn cell(&self, k: u32) -> (usize, usize) {
        (k as usize % self.table.cols(), k as usize / self.table.cols())
    }
}

impl Timeline for CellByCell {
    const ASKS: bool = true;

    fn last(&self) -> u32 {
        // At most 256 x 256 cells.
        (self.table.cols() * self.table.rows()).saturating_sub(1) as u32
    }

    fn label(&self, k: u32) -> String {
        let (x, y) = self.cell(k);
        format!("cell ({x}, {y})")
    }

    fn sentence(&self, k: u32) -> String {
        let (x, y) = self.cell(k);
        self.table.explain(x, y).map(|explanation| explanation.sentence()).unwrap_or_default()
    }

    fn question(&self, k: u32) -> Option<Question> {
        let (x, y) = self.cell(k);
        number_question(format!("What is SG({x}, {y})?"), self.table.get(x, y)?)
    }
}

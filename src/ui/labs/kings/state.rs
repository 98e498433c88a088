//! The kings lab's state: the board and its kings, solved; the mode, the editing tool, the
//! playback through the free cells, the game against the computer, the form; its actions and
//! reducer, and its link.

use crate::api::kings::KingsRequest;
use crate::solve::kings::{
    Board, Cell, KingMove, KingsGame, KingsTable, explain, total, winning_moves,
};
use crate::ui::kit::fill::{
    FillLab, FillOrder, inspect_frame, parse_cell_text, read_fill_request, read_playback,
    reduce_fill, write_playback,
};
use crate::ui::kit::form::example;
use crate::ui::kit::plays::mode_link;
use crate::ui::kit::prelude::*;

/// The largest board the lab draws (rows and columns).
pub const MAX_SIDE: usize = 16;
/// The most kings the lab takes.
pub const MAX_KINGS: usize = 40;

impl PlayGame for KingsGame {
    const HINT: bool = true;

    /// `row-col-row-col`.
    fn move_text(&self, ((a, b), (c, d)): &(Cell, Cell)) -> String {
        format!("{a}-{b}-{c}-{d}")
    }

    fn parse_move(&self, text: &str) -> Option<(Cell, Cell)> {
        let numbers: Vec<usize> =
            text.split('-').map(|part| part.parse().ok()).collect::<Option<_>>()?;
        match numbers.as_slice() {
            &[a, b, c, d] => Some(((a, b), (c, d))),
            _ => None,
        }
    }

    fn describe(&self, _kings: &Vec<Cell>, ((a, b), (c, d)): &(Cell, Cell)) -> String {
        format!("move the king on ({a}, {b}) to ({c}, {d})")
    }
}

/// Example boards: label, request.
pub const EXAMPLES: &[(&str, &str)] = &[
    ("2 × 3, one damaged cell", "board=..#,...&kings=1-2,1-1"),
    (
        "6 × 8 with damage, 3 kings",
        "board=....#...,..#.....,........,.#...#..,....#...,........&kings=5-7,4-2,2-6",
    ),
    ("Two kings on one cell", "board=....,.#..,....,....&kings=3-3,3-3,2-1"),
    (
        "Undamaged 8 × 8, one king",
        "board=........,........,........,........,........,........,........,........&kings=7-7",
    ),
];

modes!(Mode {
    /// The editor with every value, the total and the winning moves.
    Board: "board" => "Board and winning moves",
    /// The values filled cell by cell.
    Table: "table" => "Fill the values",
    /// The student against the computer.
    Play: "play" => "Play the computer",
});

choices!(
    /// What clicking a cell of the editor does.
    Tool in TOOLS {
        /// Damage or repair the cell.
        Damage: "damage",
        /// Put one more king there.
        AddKing: "king",
        /// Take one king away.
        RemoveKing: "unking",
    }
);

/// A board and its kings, solved.
#[derive(Debug, PartialEq)]
pub struct Analysis {
    pub request: KingsRequest,
    /// The game, with every cell's value.
    pub game: KingsGame,
    /// The free cells, row by row: the order in which the table is filled.
    pub free: FillOrder<Cell>,
    /// The xor of the kings' values.
    pub total: u32,
    /// Every winning first move.
    pub winning: Vec<KingMove>,
}

impl Analysis {
    /// `request` solved.
    pub fn new(request: KingsRequest) -> Rc<Analysis> {
        let game = KingsGame::new(request.board.clone());
        let board = &request.board;
        let free = FillOrder::new(board.cells().filter(|&cell| board.is_free(cell)).collect());
        let total = total(game.table(), &request.kings);
        let winning = winning_moves(board, game.table(), &request.kings);
        Rc::new(Analysis { request, game, free, total, winning })
    }

    pub fn board(&self) -> &Board {
        &self.request.board
    }

    pub fn table(&self) -> &KingsTable {
        self.game.table()
    }

    /// The number of kings on `cell`.
    pub fn kings_on(&self, cell: Cell) -> usize {
        self.request.kings.iter().filter(|&&king| king == cell).count()
    }
}

impl Timeline for Analysis {
    const ASKS: bool = true;

    fn last(&self) -> u32 {
        self.free.last()
    }

    fn label(&self, k: u32) -> String {
        self.free.at(k).map(|(row, col)| format!("cell ({row}, {col})")).unwrap_or_default()
    }

    fn sentence(&self, k: u32) -> String {
        self.free
            .at(k)
            .and_then(|cell| explain(self.board(), self.table(), cell))
            .map(|explanation| explanation.sentence())
            .unwrap_or_default()
    }

    fn question(&self, k: u32) -> Option<Question> {
        let (row, col) = self.free.at(k)?;
        let value = self.table().get((row, col))?;
        number_question(format!("What is the SG value of cell ({row}, {col})?"), value)
    }
}

/// The form showing `request`.
fn form_of(request: &KingsRequest) -> Form {
    let mut fields = Fields::new();
    fields.set("board", request.board.row_texts().join("\n"));
    fields.set("kings", request.kings_text());
    Form::showing(fields)
}

/// The lab's whole state.
#[derive(Clone, Debug, PartialEq)]
pub struct State {
    pub analysis: Rc<Analysis>,
    pub mode: Mode,
    /// What a click on the editor does.
    pub tool: Tool,
    /// The step of the table (frame k fills the k-th free cell, row by row) and the clicked
    /// cell's frame.
    pub playback: Playback,
    /// The game against the computer (its hint shows the cells' values and the total, which
    /// give the answer away).
    pub game: PlayState<KingsGame>,
    /// In a game: the king the student picked up.
    pub picked: Option<Cell>,
    pub form: Form,
    pub notices: Vec<String>,
}

/// What the student does.
pub enum Action {
    /// Shows another mode.
    SetMode(Mode),
    /// Chooses what a click on the editor does.
    SetTool(Tool),
    /// A click on the board: (column, row).
    ClickCell((usize, usize)),
    /// Steps through the table, inspects a filled cell's frame, or acts on the form.
    Fill(FillAction),
    /// A game's move, undo, new game, hint, or the computer's reply.
    Play(PlayAction<(Cell, Cell)>),
}

fn default_request() -> KingsRequest {
    example(EXAMPLES, 1)
        .unwrap_or_else(|| KingsRequest { board: Board::undamaged(4, 4), kings: vec![(3, 3)] })
}

impl FillLab for State {
    type Request = KingsRequest;
    const EXAMPLES: &'static [(&'static str, &'static str)] = EXAMPLES;

    fn parse(fields: &Fields) -> Result<KingsRequest, Vec<FieldError>> {
        let [board, kings] = ["board", "kings"].map(|name| fields.get(name).unwrap_or_default());
        KingsRequest::parse(board, kings, MAX_SIDE, MAX_KINGS)
    }

    fn parts(&mut self) -> (&mut Playback, &mut Form) {
        (&mut self.playback, &mut self.form)
    }

    fn open(self, request: KingsRequest) -> State {
        State { notices: Vec::new(), ..self }.show(request)
    }
}

/// Parses the `cell` URL parameter, `row-col`, into its frame, for a cell filled by `step`.
fn parse_cell(text: &str, analysis: &Analysis, step: u32) -> Result<u32, FieldError> {
    let max = (analysis.board().rows() - 1, analysis.board().cols() - 1);
    let (row, col) = parse_cell_text("cell", text, "row-col, such as 2-3", max)?;
    analysis.free.frame_by(("cell", &format!("({row}, {col})"), "is damaged"), (row, col), step)
}

impl State {
    /// Shows `request`; the table starts over, and so does any game.
    fn show(mut self, request: KingsRequest) -> State {
        self.analysis = Analysis::new(request);
        self.playback = self.playback.on_timeline(self.analysis.last());
        let start = sorted(&self.analysis.request.kings);
        self.game = self.game.restarted(self.analysis.game.clone(), start);
        self.picked = None;
        self.form = form_of(&self.analysis.request);
        self
    }

    /// The kings' cells in the game being played.
    pub fn position(&self) -> Vec<Cell> {
        self.game.position()
    }

    /// The state after `action`.
    fn apply(mut self, action: Action) -> State {
        match action {
            Action::SetMode(mode) => (self.mode, self.picked) = (mode, None),
            Action::SetTool(tool) => self.tool = tool,
            Action::ClickCell((col, row)) => match self.mode {
                Mode::Board => return self.edit((row, col)),
                // A damaged cell is never filled, so it is not inspected.
                Mode::Table => {
                    let frame = self.analysis.free.frame_of((row, col));
                    self.playback = inspect_frame(self.playback, frame);
                }
                Mode::Play => return self.play_click((row, col)),
            },
            Action::Fill(action) => return reduce_fill(self, action),
            Action::Play(action) => {
                let reply = action == PlayAction::Reply;
                if !(reply && self.mode != Mode::Play) {
                    self.picked = self.picked.filter(|_| reply);
                    self.game = self.game.apply(action);
                }
            }
        }
        self
    }

    /// A click on the editor's cell `cell`.
    fn edit(mut self, cell: Cell) -> State {
        let request = &self.analysis.request;
        let request = match self.tool {
            Tool::Damage => {
                // Damaging a cell removes the kings standing there, which the user is told.
                let (request, removed) = request.with_damage_toggled(cell);
                let (row, col) = cell;
                self.notices.extend(match removed {
                    0 => None,
                    1 => Some(format!("Damaging ({row}, {col}) removed the king standing there.")),
                    _ => Some(format!(
                        "Damaging ({row}, {col}) removed the {removed} kings standing there."
                    )),
                });
                request
            }
            Tool::AddKing => match request.with_king_added(cell, MAX_KINGS) {
                Some(request) => request,
                None => return self,
            },
            Tool::RemoveKing => request.with_king_removed(cell),
        };
        self.show(request)
    }

    /// A click on cell `cell` during a game: pick up a king, or put the picked one down.
    fn play_click(mut self, cell: Cell) -> State {
        if self.game.turn() != Turn::Yours {
            return self;
        }
        let position = self.position();
        match self.picked {
            Some(from) if self.analysis.game.is_legal(&position, &(from, cell)) => {
                self.game = self.game.apply(PlayAction::Move((from, cell)));
                self.picked = None;
            }
            Some(from) if from == cell => self.picked = None,
            _ if position.contains(&cell) && !self.analysis.board().moves_from(cell).is_empty() => {
                self.picked = Some(cell)
            }
            _ => {}
        }
        self
    }
}

fn sorted(kings: &[Cell]) -> Vec<Cell> {
    let mut kings = kings.to_vec();
    kings.sort_unstable();
    kings
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let request = read_fill_request::<State>(&mut link, params, default_request, "board");
        let analysis = Analysis::new(request);
        let mode = link.choice("mode", MODES, Mode::Board);
        let tool = link.only(mode == Mode::Board, |link| link.choice("tool", TOOLS, Tool::Damage));
        let playback = link.only(mode == Mode::Table, |link| {
            read_playback(link, analysis.last(), "cell", |text, step| {
                parse_cell(text, &analysis, step)
            })
        });
        let start = sorted(&analysis.request.kings);
        let game = link
            .only(mode == Mode::Play, |link| PlayState::read(link, analysis.game.clone(), start));
        State {
            form: form_of(&analysis.request),
            playback,
            analysis,
            mode,
            tool,
            game,
            picked: None,
            notices: link.finish(&[]),
        }
    }

    fn link(&self) -> Fields {
        let mut params = mode_link(&self.analysis.request, MODES, &self.mode);
        match self.mode {
            Mode::Board => params.set("tool", choice_name(TOOLS, &self.tool)),
            Mode::Table => write_playback(&self.playback, &mut params, "cell", |frame| {
                let (row, col) = self.analysis.free.at(frame).unwrap_or_default();
                format!("{row}-{col}")
            }),
            Mode::Play => self.game.write(&mut params),
        }
        params
    }
}

reducer!(State, Action);

//! Lab "kings": kings on a damaged board (a king moves one cell up, left or up-left, never onto
//! a damaged cell). The board editor shows every cell's Sprague-Grundy value, the xor of the
//! kings' cells, the winner and every winning first move; the values are also filled cell by
//! cell with each mex explained; and the student can play the computer.

use std::rc::Rc;

use yew::prelude::*;

use crate::api::Request;
use crate::api::fields::{FieldError, Fields, parse_choice, parse_count};
use crate::api::kings::KingsRequest;
use crate::solve::kings::{
    Blocked, Board, Cell, KingExplanation, KingMove, KingsGame, KingsTable, explain, total,
    winning_moves,
};
use crate::solve::play::{Game, perfect_move};
use crate::ui::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::lab_kit::{
    LinkParams, Notices, TextField, actions, inspecting_line, lab_footer, mex_detail, mode_tabs,
};
use crate::ui::match_record::{MatchRecord, read_moves, use_computer_reply};
use crate::ui::route::View;
use crate::ui::stepper::{DEFAULT_SPEED, Playhead, StepCommand, Stepper, parse_speed_field};
use crate::ui::widgets::grid_table::GridTable;

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "kings",
    topic: Topic::SpragueGrundy,
    title: "Kings on a damaged board",
    summary: "Kings move up, left or up-left, never onto a damaged cell: each cell's SG value, the \
              xor of the kings' cells, every winning first move; the table filled cell by cell; \
              play the computer.",
    console: r#"cgt.solve({game: "kings", board: ["..#", "..."], kings: [[1, 2], [1, 1]]})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <KingsLab ..props /> }
}

/// The largest board the lab draws (rows and columns).
pub const MAX_SIDE: usize = 16;
/// The most kings the lab takes.
pub const MAX_KINGS: usize = 40;
/// Positions searched at most for the computer's longest-lasting move when it must lose.
const SEARCH_BUDGET: usize = 20_000;
/// The URL parameters of the view, besides the request's.
const VIEW_PARAMS: &[&str] = &["mode", "tool", "step", "cell", "speed", "first", "moves", "hint"];

/// Example boards: label, rows, kings.
const PRESETS: &[(&str, &str, &str)] = &[
    ("2 × 3, one damaged cell", "..#,...", "1-2,1-1"),
    (
        "6 × 8 with damage, 3 kings",
        "....#...,..#.....,........,.#...#..,....#...,........",
        "5-7,4-2,2-6",
    ),
    ("Two kings on one cell", "....,.#..,....,....", "3-3,3-3,2-1"),
    (
        "Undamaged 8 × 8, one king",
        "........,........,........,........,........,........,........,........",
        "7-7",
    ),
];

/// What the lab shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// The editor with every value, the total and the winning moves.
    Board,
    /// The values filled cell by cell.
    Table,
    /// The student against the computer.
    Play,
}

const MODES: &[(&str, Mode)] =
    &[("board", Mode::Board), ("table", Mode::Table), ("play", Mode::Play)];

/// What clicking a cell of the editor does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tool {
    /// Damage or repair the cell.
    Damage,
    /// Put one more king there.
    AddKing,
    /// Take one king away.
    RemoveKing,
}

const TOOLS: &[(&str, Tool)] =
    &[("damage", Tool::Damage), ("king", Tool::AddKing), ("unking", Tool::RemoveKing)];

fn name_of<T: PartialEq + Copy>(choices: &[(&'static str, T)], value: T) -> &'static str {
    choices.iter().find(|(_, v)| *v == value).map_or("", |(name, _)| name)
}

/// A board and its kings, solved.
#[derive(Debug, PartialEq)]
struct Analysis {
    request: KingsRequest,
    game: KingsGame,
    /// The free cells, row by row: the order in which the table is filled.
    free: Vec<Cell>,
    total: u32,
    winning: Vec<KingMove>,
}

impl Analysis {
    fn new(request: KingsRequest) -> Rc<Analysis> {
        let game = KingsGame::new(request.board.clone());
        let board = &request.board;
        let free: Vec<Cell> = board.cells().filter(|&cell| board.is_free(cell)).collect();
        let total = total(game.table(), &request.kings);
        let winning = winning_moves(board, game.table(), &request.kings);
        Rc::new(Analysis { request, game, free, total, winning })
    }

    fn board(&self) -> &Board {
        &self.request.board
    }

    fn table(&self) -> &KingsTable {
        self.game.table()
    }

    fn kings_on(&self, cell: Cell) -> usize {
        self.request.kings.iter().filter(|&&king| king == cell).count()
    }

    fn last_step(&self) -> u32 {
        self.free.len().saturating_sub(1) as u32
    }

    /// The place of `cell` in the filling order, if it is free.
    fn step_of(&self, cell: Cell) -> Option<u32> {
        self.free.iter().position(|&free| free == cell).map(|index| index as u32)
    }
}

/// The form's texts and their messages.
#[derive(Clone, Debug, PartialEq)]
struct Form {
    board: String,
    kings: String,
    board_error: Option<String>,
    kings_error: Option<String>,
}

impl Form {
    fn showing(request: &KingsRequest) -> Form {
        Form {
            board: request.board.row_texts().join("\n"),
            kings: request.kings_text(),
            board_error: None,
            kings_error: None,
        }
    }
}

/// The lab's whole state.
#[derive(Clone, Debug)]
struct State {
    analysis: Rc<Analysis>,
    mode: Mode,
    tool: Tool,
    playhead: Playhead,
    /// A filled cell the student clicked in the table, explained instead of the step's.
    inspected: Option<Cell>,
    game: MatchRecord<(Cell, Cell)>,
    /// In a game: the king the student picked up.
    picked: Option<Cell>,
    /// In a game: whether the cells' values and the total are shown (they give the answer away).
    hint: bool,
    form: Form,
    notices: Vec<String>,
}

enum Action {
    SetMode(Mode),
    SetTool(Tool),
    /// A click on the board: (column, row).
    ClickCell((usize, usize)),
    Step(StepCommand),
    Explain(Option<Cell>),
    EditBoard(String),
    EditKings(String),
    Submit,
    Preset(usize),
    ComputerMove,
    Undo,
    NewGame(bool),
    ToggleHint,
    DismissNotices,
}

fn default_request() -> KingsRequest {
    preset_request(1)
        .unwrap_or_else(|| KingsRequest { board: Board::undamaged(4, 4), kings: vec![(3, 3)] })
}

fn preset_request(index: usize) -> Option<KingsRequest> {
    let &(_, board, kings) = PRESETS.get(index)?;
    KingsRequest::parse(board, kings, MAX_SIDE, MAX_KINGS).ok()
}

/// Parses the `cell` URL parameter, `row-col`, for a cell filled by `step`.
fn parse_cell(text: &str, analysis: &Analysis, step: u32) -> Result<Cell, FieldError> {
    let (row, col) = text.split_once('-').ok_or_else(|| {
        FieldError::new("cell", format!("'{text}' is not a cell; write row-col, such as 2-3"))
    })?;
    let row = parse_count("cell", row, analysis.board().rows() as u64 - 1)? as usize;
    let col = parse_count("cell", col, analysis.board().cols() as u64 - 1)? as usize;
    match analysis.step_of((row, col)) {
        Some(filled) if filled <= step => Ok((row, col)),
        Some(_) => {
            Err(FieldError::new("cell", format!("({row}, {col}) is not filled yet at this step")))
        }
        None => Err(FieldError::new("cell", format!("({row}, {col}) is damaged"))),
    }
}

/// Parses one move of a game in a URL: `row-col-row-col`.
fn parse_move(item: &str) -> Option<(Cell, Cell)> {
    let numbers: Vec<usize> =
        item.split('-').map(|part| part.parse().ok()).collect::<Option<_>>()?;
    match numbers.as_slice() {
        &[a, b, c, d] => Some(((a, b), (c, d))),
        _ => None,
    }
}

impl State {
    /// Shows `request`; the table starts over, and so does any game.
    fn open(mut self, request: KingsRequest) -> State {
        self.analysis = Analysis::new(request);
        let last = self.analysis.last_step();
        self.playhead = Playhead::new(self.playhead.position.min(last), last, self.playhead.speed);
        self.inspected = None;
        self.game = MatchRecord::new(self.game.human_first);
        self.picked = None;
        self.form = Form::showing(&self.analysis.request);
        self
    }

    fn position(&self) -> Vec<Cell> {
        self.game.position(&self.analysis.game, &sorted(&self.analysis.request.kings))
    }

    fn game_over(&self) -> bool {
        self.analysis.game.moves(&self.position()).is_empty()
    }

    /// A click on the editor's cell `cell`.
    fn edit(mut self, cell: Cell) -> State {
        let request = self.analysis.request.clone();
        let mut kings = request.kings.clone();
        let board = match self.tool {
            Tool::Damage => {
                // Damaging a cell removes the kings standing there, which the user is told.
                kings.retain(|&king| king != cell);
                let removed = request.kings.len() - kings.len();
                if removed > 0 {
                    let (row, col) = cell;
                    self.notices.push(match removed {
                        1 => format!("Damaging ({row}, {col}) removed the king standing there."),
                        _ => format!(
                            "Damaging ({row}, {col}) removed the {removed} kings standing there."
                        ),
                    });
                }
                request.board.toggled(cell)
            }
            Tool::AddKing if request.board.is_free(cell) && kings.len() < MAX_KINGS => {
                kings.push(cell);
                request.board.clone()
            }
            Tool::RemoveKing => {
                if let Some(index) = kings.iter().rposition(|&king| king == cell) {
                    kings.remove(index);
                }
                request.board.clone()
            }
            Tool::AddKing => return self,
        };
        self.open(KingsRequest { board, kings })
    }

    /// A click on cell `cell` during a game: pick up a king, or put the picked one down.
    fn play_click(mut self, cell: Cell) -> State {
        if self.game_over() || !self.game.humans_turn() {
            return self;
        }
        let position = self.position();
        match self.picked {
            Some(from) if self.analysis.game.is_legal(&position, &(from, cell)) => {
                self.game.moves.push((from, cell));
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
        let request = match (params.get("board"), params.get("kings")) {
            (None, None) => default_request(),
            (board, kings) => match KingsRequest::parse(
                board.unwrap_or(""),
                kings.unwrap_or(""),
                MAX_SIDE,
                MAX_KINGS,
            ) {
                Ok(request) => request,
                Err(errors) => {
                    for error in errors {
                        link.notice(format!(
                            "The link's {error}. Showing the default board instead."
                        ));
                    }
                    default_request()
                }
            },
        };
        let analysis = Analysis::new(request);
        let mode =
            link.read("mode", |text| parse_choice("mode", text, MODES)).unwrap_or(Mode::Board);
        let tool =
            link.read("tool", |text| parse_choice("tool", text, TOOLS)).unwrap_or(Tool::Damage);
        let last = analysis.last_step();
        let step =
            link.read("step", |text| parse_count("step", text, last.into())).unwrap_or(0) as u32;
        let inspected = link.read("cell", |text| parse_cell(text, &analysis, step));
        let speed = link.read("speed", parse_speed_field).unwrap_or(DEFAULT_SPEED);
        let human_first = link
            .read("first", |text| {
                parse_choice("first", text, &[("you", true), ("computer", false)])
            })
            .unwrap_or(true);
        let hint = link
            .read("hint", |text| parse_choice("hint", text, &[("on", true), ("off", false)]))
            .unwrap_or(false);
        let mut game = MatchRecord::new(human_first);
        let start = sorted(&analysis.request.kings);
        game.moves = link
            .read("moves", |text| {
                read_moves(&analysis.game, &start, text, '.', parse_move)
                    .map_err(|message| FieldError::new("moves", message))
            })
            .unwrap_or_default();
        let known: Vec<&str> = KingsRequest::FIELDS.iter().chain(VIEW_PARAMS).copied().collect();
        State {
            form: Form::showing(&analysis.request),
            playhead: Playhead::new(step, last, speed),
            analysis,
            mode,
            tool,
            inspected,
            game,
            picked: None,
            hint,
            notices: link.finish(&known),
        }
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        self.analysis.request.write_fields(&mut params);
        params.set("mode", name_of(MODES, self.mode));
        match self.mode {
            Mode::Board => params.set("tool", name_of(TOOLS, self.tool)),
            Mode::Table => {
                params.set("step", self.playhead.position.to_string());
                if let Some((row, col)) = self.inspected {
                    params.set("cell", format!("{row}-{col}"));
                }
                if self.playhead.speed != DEFAULT_SPEED {
                    params.set("speed", self.playhead.speed.to_string());
                }
            }
            Mode::Play => {
                params.set("first", if self.game.human_first { "you" } else { "computer" });
                if !self.game.moves.is_empty() {
                    let moves: Vec<String> = self
                        .game
                        .moves
                        .iter()
                        .map(|((a, b), (c, d))| format!("{a}-{b}-{c}-{d}"))
                        .collect();
                    params.set("moves", moves.join("."));
                }
                if self.hint {
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
            Action::SetMode(mode) => {
                next.mode = mode;
                next.picked = None;
            }
            Action::SetTool(tool) => next.tool = tool,
            Action::ClickCell((col, row)) => match self.mode {
                Mode::Board => next = next.edit((row, col)),
                Mode::Table => {
                    next.inspected = Some((row, col)).filter(|&cell| {
                        self.analysis
                            .step_of(cell)
                            .is_some_and(|step| step <= self.playhead.position)
                    })
                }
                Mode::Play => next = next.play_click((row, col)),
            },
            Action::Step(command) => {
                next.playhead = self.playhead.apply(command);
                if next.playhead.position != self.playhead.position {
                    next.inspected = None;
                }
            }
            Action::Explain(cell) => next.inspected = cell,
            Action::EditBoard(text) => {
                next.form.board_error =
                    KingsRequest::parse_board(&text, MAX_SIDE).err().map(|e| e.message);
                next.form.board = text;
            }
            Action::EditKings(text) => {
                next.form.kings_error =
                    KingsRequest::parse_king_cells(&text, MAX_KINGS).err().map(|e| e.message);
                next.form.kings = text;
            }
            Action::Submit => {
                match KingsRequest::parse(&self.form.board, &self.form.kings, MAX_SIDE, MAX_KINGS) {
                    Ok(request) => {
                        next.notices.clear();
                        next = next.open(request);
                    }
                    Err(errors) => {
                        let message = |field: &str| {
                            errors.iter().find(|e| e.field == field).map(|e| e.message.clone())
                        };
                        next.form.board_error = message("board");
                        next.form.kings_error = message("kings");
                    }
                }
            }
            Action::Preset(index) => {
                if let Some(request) = preset_request(index) {
                    next.notices.clear();
                    next = next.open(request);
                }
            }
            Action::ComputerMove => {
                let waiting =
                    self.mode == Mode::Play && !self.game_over() && !self.game.humans_turn();
                let reply = waiting
                    .then(|| perfect_move(&self.analysis.game, &self.position(), SEARCH_BUDGET))
                    .flatten();
                if let Some((mv, _)) = reply {
                    next.game.moves.push(mv);
                }
            }
            Action::Undo => {
                next.game.undo();
                next.picked = None;
            }
            Action::NewGame(human_first) => {
                next.game = MatchRecord::new(human_first);
                next.picked = None;
            }
            Action::ToggleHint => next.hint = !self.hint,
            Action::DismissNotices => next.notices.clear(),
        }
        Rc::new(next)
    }
}

/// The lab component.
#[component]
pub fn KingsLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let computer_to_move =
        state.mode == Mode::Play && !state.game_over() && !state.game.humans_turn();
    use_computer_reply(
        computer_to_move.then_some(state.game.moves.len()),
        actions(&state.dispatcher()).reform(|()| Action::ComputerMove),
    );
    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    html! {
        <section class={classes!("kings-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ "Kings on a damaged board" }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "Kings stand on a board; several may share a cell. A move takes one king one cell up, \
                       left or up-left, never off the board or onto a damaged cell; the player who cannot \
                       move loses. The kings never interact, so the game is a sum of one-king games: by the \
                       Sprague-Grundy theorem its value is the xor of the values of the kings' cells, and \
                       each cell's value is the mex of the values one move away." }
                </p>
                { form_view(&state.form, &dispatcher) }
            }
            <Notices notices={state.notices.clone()} on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            { mode_tabs(state.mode, &[
                (Mode::Board, "Board and winning moves"),
                (Mode::Table, "Fill the values"),
                (Mode::Play, "Play the computer"),
            ], actions(&dispatcher).reform(Action::SetMode)) }
            { match state.mode {
                Mode::Board => board_view(&state, &dispatcher),
                Mode::Table => table_view(&state, &dispatcher),
                Mode::Play => play_view(&state, &dispatcher),
            } }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}

fn form_view(form: &Form, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let on_submit = actions(dispatcher).reform(|event: SubmitEvent| {
        event.prevent_default();
        Action::Submit
    });
    let on_board = actions(dispatcher).reform(|event: InputEvent| {
        let area: web_sys::HtmlTextAreaElement = event.target_unchecked_into();
        Action::EditBoard(area.value())
    });
    let preset =
        |index: usize| actions(dispatcher).reform(move |_: MouseEvent| Action::Preset(index));
    html! {
        <form class="lab-form" onsubmit={on_submit} novalidate=true>
            <div class="field">
                <label for="kings-board">{ "Board" }</label>
                <textarea id="kings-board" rows="6" spellcheck="false" value={form.board.clone()} oninput={on_board}
                    aria-invalid={form.board_error.is_some().to_string()} aria-describedby="kings-board-help kings-board-error" />
                <span id="kings-board-help" class="field-help">
                    { format!("One line per row: . a free cell, # a damaged one; up to {MAX_SIDE} × {MAX_SIDE}") }
                </span>
                <span id="kings-board-error" class="field-error" role="alert">{ form.board_error.clone().unwrap_or_default() }</span>
            </div>
            <TextField id="kings-kings" label="Kings (row-column)" value={form.kings.clone()}
                placeholder="1-2, 1-1" help={format!("row 0 at the top, column 0 at the left; up to {MAX_KINGS}")}
                error={form.kings_error.clone()} on_input={actions(dispatcher).reform(Action::EditKings)} />
            <button type="submit" class="primary">{ "Show board" }</button>
            <div class="presets">
                <span>{ "Examples:" }</span>
                { for PRESETS.iter().enumerate().map(|(index, (label, ..))| html! {
                    <button type="button" class="preset" onclick={preset(index)}>{ *label }</button>
                }) }
            </div>
        </form>
    }
}

/// "♚" for one king, "♚×3" for three.
fn kings_mark(count: usize) -> String {
    match count {
        0 => String::new(),
        1 => "♚".to_string(),
        _ => format!("♚×{count}"),
    }
}

/// The board drawn with `GridTable`: column x across, row y down.
fn board_grid(
    analysis: &Rc<Analysis>,
    show_value: Rc<dyn Fn(Cell) -> bool>,
    extra_class: Rc<dyn Fn(Cell) -> Classes>,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let board = analysis.board();
    let text = {
        let analysis = analysis.clone();
        let show_value = show_value.clone();
        Callback::from(move |(col, row): (usize, usize)| {
            let value = analysis.table().get((row, col)).filter(|_| show_value((row, col)));
            value.map(|value| value.to_string()).unwrap_or_default()
        })
    };
    let class = {
        let analysis = analysis.clone();
        let show_value = show_value.clone();
        Callback::from(move |(col, row): (usize, usize)| {
            let cell = (row, col);
            let value = analysis.table().get(cell).filter(|_| show_value(cell));
            classes!(
                analysis.board().is_damaged(cell).then_some("damaged"),
                value.is_some().then_some("filled"),
                value.map(|value| if value == 0 { "p" } else { "n" }),
                (analysis.kings_on(cell) > 0).then_some("king"),
                extra_class(cell),
            )
        })
    };
    let label = {
        let analysis = analysis.clone();
        Callback::from(move |(col, row): (usize, usize)| {
            let cell = (row, col);
            if analysis.board().is_damaged(cell) {
                return format!("({row}, {col}): damaged");
            }
            let value = analysis.table().get(cell).filter(|_| show_value(cell));
            let kings = match analysis.kings_on(cell) {
                0 => String::new(),
                1 => ", a king".to_string(),
                count => format!(", {count} kings"),
            };
            match value {
                Some(value) => format!("({row}, {col}): SG {value}{kings}"),
                None => format!("({row}, {col}){kings}"),
            }
        })
    };
    let mark = {
        let analysis = analysis.clone();
        Callback::from(move |(col, row): (usize, usize)| kings_mark(analysis.kings_on((row, col))))
    };
    let on_click = actions(dispatcher).reform(Action::ClickCell);
    html! {
        <div class="grid-scroll kings-board">
            <GridTable cols={board.cols()} rows={board.rows()} corner="row ↓, column →"
                {text} {class} {label} mark={Some(mark)} on_click={Some(on_click)} />
        </div>
    }
}

/// The position after `mv` is played, as a list of each king's value.
fn describe_move(analysis: &Analysis, mv: &KingMove) -> String {
    let (from, to) = (mv.from, mv.to);
    let table = analysis.table();
    let before = table.get(from).unwrap_or_default();
    let after = table.get(to).unwrap_or_default();
    let direction = if to.0 < from.0 && to.1 < from.1 {
        "up-left"
    } else if to.0 < from.0 {
        "up"
    } else {
        "left"
    };
    format!(
        "king {} from ({}, {}) {direction} to ({}, {}): its value {before} becomes {after}, and the total \
         {} ⊕ {before} ⊕ {after} = 0",
        mv.king, from.0, from.1, to.0, to.1, analysis.total
    )
}

fn board_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let analysis = state.analysis.clone();
    let tool_button = |tool: Tool, label: &'static str| {
        html! {
            <button type="button" aria-pressed={(state.tool == tool).to_string()}
                class={classes!("tool", (state.tool == tool).then_some("selected"))}
                onclick={actions(dispatcher).reform(move |_: MouseEvent| Action::SetTool(tool))}>{ label }</button>
        }
    };
    let sources: Vec<Cell> = analysis.winning.iter().map(|mv| mv.from).collect();
    let targets: Vec<Cell> = analysis.winning.iter().map(|mv| mv.to).collect();
    let extra = Rc::new(move |cell: Cell| {
        classes!(
            sources.contains(&cell).then_some("source"),
            targets.contains(&cell).then_some("target")
        )
    });
    let kings = &analysis.request.kings;
    let values: Vec<String> = kings
        .iter()
        .map(|&cell| analysis.table().get(cell).unwrap_or_default().to_string())
        .collect();
    let cells: Vec<String> = kings
        .iter()
        .map(|&(row, col)| {
            format!("({row}, {col}) SG {}", analysis.table().get((row, col)).unwrap_or_default())
        })
        .collect();
    let total_line = if kings.is_empty() {
        "No kings: the player to move cannot move and loses.".to_string()
    } else {
        format!(
            "Kings on {}. Total: {} = {}.",
            cells.join(", "),
            values.join(" ⊕ "),
            analysis.total
        )
    };
    let verdict = if kings.is_empty() {
        "An empty sum has total 0: a P-position, lost for the first player, who has no move."
            .to_string()
    } else if analysis.total == 0 {
        "The total is 0: a P-position. The second player wins: whatever king the first player moves changes \
         the total, and the second player can always bring it back to 0."
            .to_string()
    } else {
        format!(
            "The total is {} ≠ 0: an N-position. The first player wins by moving one king so that the total \
             becomes 0.",
            analysis.total
        )
    };
    html! {
        <div class="kings-board-view">
            <div class="dag-tools" role="group" aria-label="Clicking on the board">
                { tool_button(Tool::Damage, "Click damages or repairs a cell") }
                { tool_button(Tool::AddKing, "Click adds a king") }
                { tool_button(Tool::RemoveKing, "Click removes a king") }
            </div>
            { board_grid(&analysis, Rc::new(|_| true), extra, dispatcher) }
            <ul class="legend" aria-label="Legend">
                <li><span class="swatch p"></span>{ "SG 0" }</li>
                <li><span class="swatch n"></span>{ "SG > 0" }</li>
                <li><span class="swatch damaged-swatch"></span>{ "damaged" }</li>
                <li><span class="swatch source-swatch"></span>{ "a king with a winning move" }</li>
                <li><span class="swatch target-swatch"></span>{ "where a winning move goes" }</li>
            </ul>
            <div class="period-panel kings-analysis">
                <h2>{ "Who wins" }</h2>
                <p class="total-line">{ total_line }</p>
                <p class={classes!("verdict", if analysis.total == 0 { "p" } else { "n" })}>{ verdict }</p>
                if analysis.total != 0 {
                    <p class="winning-count">{ format!("Winning first moves: {}.", analysis.winning.len()) }</p>
                    <ol class="winning-moves">
                        { for analysis.winning.iter().map(|mv| html! {
                            <li data-from={format!("{}-{}", mv.from.0, mv.from.1)} data-to={format!("{}-{}", mv.to.0, mv.to.1)}>
                                { describe_move(&analysis, mv) }
                            </li>
                        }) }
                    </ol>
                    <p class="detail">
                        { "A king on a cell of value g wins by moving to a neighbour of value g ⊕ total. One exists \
                           whenever g ⊕ total < g (every smaller value is among a cell's options, by the mex); a \
                           neighbour of larger value can also happen to fit. Kings sharing a cell each count." }
                    </p>
                }
            </div>
        </div>
    }
}

fn table_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let analysis = state.analysis.clone();
    let step = state.playhead.position;
    if analysis.free.is_empty() {
        return html! { <p class="window-note">{ "Every cell is damaged: there is nothing to fill." }</p> };
    }
    let focus = state.inspected.or_else(|| analysis.free.get(step as usize).copied());
    let explanation = focus.and_then(|cell| explain(analysis.board(), analysis.table(), cell));
    let options: Vec<Cell> = explanation
        .as_ref()
        .map(|e| e.options.iter().map(|&(_, cell, _)| cell).collect())
        .unwrap_or_default();
    let show = {
        let analysis = analysis.clone();
        Rc::new(move |cell: Cell| analysis.step_of(cell).is_some_and(|filled| filled <= step))
    };
    let extra = Rc::new(move |cell: Cell| {
        classes!(
            (Some(cell) == focus).then_some("current"),
            options.contains(&cell).then_some("option")
        )
    });
    let step_label = {
        let analysis = analysis.clone();
        Callback::from(move |step: u32| match analysis.free.get(step as usize) {
            Some((row, col)) => format!("cell ({row}, {col})"),
            None => String::new(),
        })
    };
    let complete = step == analysis.last_step();
    html! {
        <div class="kings-table-view">
            <p class="game-line">
                { format!("{} × {} board, {} free cells filled row by row from the top-left corner", analysis.board().rows(),
                          analysis.board().cols(), analysis.free.len()) }
                <span class="badge normal-play" title="The player who cannot move loses">{ "normal play" }</span>
            </p>
            <Stepper playhead={state.playhead} {step_label} on_command={actions(dispatcher).reform(Action::Step)} />
            if let Some(explanation) = &explanation {
                { explanation_view(explanation, state.inspected.is_some(), dispatcher) }
            }
            { board_grid(&analysis, show, extra, dispatcher) }
            <ul class="legend" aria-label="Legend">
                <li><span class="swatch p"></span>{ "SG 0: a king here loses for the player to move" }</li>
                <li><span class="swatch n"></span>{ "SG > 0" }</li>
                <li><span class="swatch current"></span>{ "the cell being filled" }</li>
                <li><span class="swatch option"></span>{ "the cells a king there can reach" }</li>
            </ul>
            if complete {
                <p class="p-rule">
                    { format!("All values filled. The kings' values xor to {}: {}.", analysis.total,
                              if analysis.total == 0 { "the second player wins" } else { "the first player wins" }) }
                </p>
            }
        </div>
    }
}

fn explanation_view(
    explanation: &KingExplanation,
    inspected: bool,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let (row, col) = explanation.cell;
    let value = explanation.value;
    let mut parts: Vec<String> = explanation
        .options
        .iter()
        .map(|(direction, (r, c), g)| format!("{} to ({r}, {c}), SG {g}", direction.name()))
        .collect();
    parts.extend(explanation.blocked.iter().map(|(direction, blocked)| match blocked {
        Blocked::Edge => format!("{} leaves the board", direction.name()),
        Blocked::Damaged((r, c)) => format!("{} is ({r}, {c}), damaged", direction.name()),
    }));
    let detail = if explanation.options.is_empty() {
        format!("A king on ({row}, {col}) cannot move: {}.", parts.join("; "))
    } else {
        format!("A king on ({row}, {col}) moves {}. {}", parts.join("; "), mex_detail(value))
    };
    let winning: Vec<String> = explanation
        .options
        .iter()
        .filter(|(_, _, g)| *g == 0)
        .map(|(direction, (r, c), _)| format!("{} to ({r}, {c})", direction.name()))
        .collect();
    let verdict = if explanation.options.is_empty() {
        format!(
            "({row}, {col}) is a P-position for one king: it cannot move, so the player to move loses."
        )
    } else if value == 0 {
        format!(
            "({row}, {col}) is a P-position for one king: every move goes to a cell of value above 0."
        )
    } else {
        format!(
            "({row}, {col}) is an N-position for one king: move {}, a cell of value 0.",
            winning.join(" or ")
        )
    };
    html! {
        <div class="explanation" aria-live="polite">
            if inspected {
                { inspecting_line(format!("the cell you clicked, ({row}, {col})"), actions(dispatcher).reform(|_: MouseEvent| Action::Explain(None))) }
            }
            <p class="sentence"><code>{ explanation.sentence() }</code></p>
            <p class="detail">{ detail }</p>
            <p class={classes!("verdict", if value == 0 { "p" } else { "n" })}>{ verdict }</p>
        </div>
    }
}

fn play_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let analysis = state.analysis.clone();
    let position = state.position();
    let over = state.game_over();
    let humans_turn = state.game.humans_turn();
    let total = total(analysis.table(), &position);
    let status = if over {
        if state.game.moves.is_empty() {
            "No king can move: there is nothing to play.".to_string()
        } else if state.game.last_by_human() {
            "Game over: no king can move, and it is the computer's turn. You win!".to_string()
        } else {
            "Game over: no king can move, and it is your turn. The computer wins.".to_string()
        }
    } else if humans_turn {
        match state.picked {
            None => "Your move: click a king to pick it up.".to_string(),
            Some((row, col)) => format!(
                "Your move: click where the king on ({row}, {col}) goes (a highlighted cell), or click it again to put it back."
            ),
        }
    } else {
        "The computer is thinking…".to_string()
    };
    let last = state.game.moves.last().map(|&((a, b), (c, d))| {
        let who = if state.game.last_by_human() { "You" } else { "The computer" };
        format!("{who} moved a king from ({a}, {b}) to ({c}, {d}).")
    });
    // The game's kings, drawn on the board in place of the starting ones.
    let shown =
        Analysis::new(KingsRequest { board: analysis.board().clone(), kings: position.clone() });
    let picked = state.picked;
    let hint = state.hint;
    let reachable: Vec<Cell> =
        picked.map(|from| analysis.board().moves_from(from)).unwrap_or_default();
    let extra = Rc::new(move |cell: Cell| {
        classes!(
            (Some(cell) == picked).then_some("current"),
            reachable.contains(&cell).then_some("reachable")
        )
    });
    html! {
        <div class="play">
            <div class="play-controls">
                <button type="button" class="new-game" onclick={actions(dispatcher).reform(|_: MouseEvent| Action::NewGame(true))}>{ "New game: you first" }</button>
                <button type="button" class="new-game-computer" onclick={actions(dispatcher).reform(|_: MouseEvent| Action::NewGame(false))}>{ "New game: computer first" }</button>
                <button type="button" class="undo" disabled={!state.game.can_undo()} onclick={actions(dispatcher).reform(|_: MouseEvent| Action::Undo)}>{ "Undo" }</button>
            </div>
            <p class="status" role="status">{ status }</p>
            if let Some(last) = last { <p class="last-move">{ last }</p> }
            <label class="hint-toggle">
                <input type="checkbox" checked={state.hint}
                    onchange={actions(dispatcher).reform(|_: Event| Action::ToggleHint)} />
                { " Hint: show each cell's value and the total (they give the winning move away)" }
            </label>
            if state.hint {
                <p class="position-line">{ format!("Total of the kings' values now: {total} ({})",
                    if total == 0 { "a P-position for the player to move" } else { "an N-position for the player to move" }) }</p>
            }
            { board_grid(&shown, Rc::new(move |_| hint), extra, dispatcher) }
        </div>
    }
}

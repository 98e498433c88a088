//! Lab "nim-table": two-pile Nim's Sprague-Grundy table filled cell by cell, as the lecture
//! fills it, with the pattern SG(x, y) = x xor y revealed at the end and checked on every cell.
//!
//! Step k fills cell k row by row (y = 0 first) and explains it: its options highlighted (the
//! cells to its left in its row and above it in its column), their values, the mex. Tables up
//! to 256 x 256 are computed in slices when they cost more than a frame.

use std::rc::Rc;

use yew::prelude::*;

use crate::api::Request;
use crate::api::fields::{FieldError, Fields, parse_count};
use crate::api::nim_table::NimTableRequest;
use crate::solve::stepwise::Stepwise;
use crate::solve::two_pile::{GridExplanation, GrundyTable, MAX_SIDE, Rule};
use crate::ui::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::lab_kit::{
    LinkParams, Notices, TextField, actions, inspecting_line, lab_footer, mex_detail,
};
use crate::ui::route::{Route, View};
use crate::ui::stepper::{DEFAULT_SPEED, Playhead, StepCommand, Stepper, parse_speed_field};
use crate::ui::task::{Sliced, use_sliced};
use crate::ui::widgets::grid_table::GridTable;

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "nim-table",
    topic: Topic::SpragueGrundy,
    title: "Two-pile Nim table",
    summary: "SG(x, y) of two-pile Nim filled cell by cell, each value the mex of its row and \
              column; at the end the pattern x xor y, checked against every cell.",
    console: r#"cgt.solve({game: "nim-table", rows: 3, cols: 4})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <NimTableLab ..props /> }
}

/// The URL parameters of the view, besides the request's.
const VIEW_PARAMS: &[&str] = &["step", "cell", "speed"];
/// Rows and columns shown at once; larger tables show a window around the explained cell.
const WINDOW: usize = 16;
/// Tables costing more than this (see [`NimTableRequest::work`]) are filled in slices.
const SYNC_WORK: u64 = 300_000;
/// Cells with more options than this get a shortened sentence.
const SENTENCE_OPTIONS: usize = 16;
/// Example tables: label, columns, rows.
const PRESETS: &[(&str, usize, usize)] = &[
    ("The lecture's 6 × 6", 6, 6),
    ("8 × 4", 8, 4),
    ("16 × 16", 16, 16),
    ("256 × 256 (filled in slices)", 256, 256),
];

/// The form's texts and their messages.
#[derive(Clone, Debug, PartialEq)]
struct Form {
    cols: String,
    rows: String,
    cols_error: Option<String>,
    rows_error: Option<String>,
}

impl Form {
    fn showing(request: &NimTableRequest) -> Form {
        Form {
            cols: request.cols.to_string(),
            rows: request.rows.to_string(),
            cols_error: None,
            rows_error: None,
        }
    }
}

/// The lab's whole state.
#[derive(Clone, Debug)]
struct State {
    request: NimTableRequest,
    /// The table shown before this one, to go back to if filling this one is cancelled.
    previous: Option<NimTableRequest>,
    playhead: Playhead,
    /// A filled cell the student clicked, explained instead of the current step's.
    inspected: Option<(usize, usize)>,
    form: Form,
    notices: Vec<String>,
}

enum Action {
    Step(StepCommand),
    Inspect(Option<(usize, usize)>),
    EditCols(String),
    EditRows(String),
    Submit,
    Preset(usize),
    DismissNotices,
    /// Stop filling a large table and go back to the previous one.
    Cancel,
}

/// The step that fills cell (x, y).
fn step_of(request: &NimTableRequest, (x, y): (usize, usize)) -> u32 {
    (y * request.cols + x) as u32
}

/// The cell filled at `step`.
fn cell_of(request: &NimTableRequest, step: u32) -> (usize, usize) {
    (step as usize % request.cols, step as usize / request.cols)
}

/// Parses the `cell` URL parameter, `x-y`, for a cell filled by `step`.
fn parse_cell(
    text: &str,
    request: &NimTableRequest,
    step: u32,
) -> Result<(usize, usize), FieldError> {
    let (x, y) = text.split_once('-').ok_or_else(|| {
        FieldError::new("cell", format!("'{text}' is not a cell; write x-y, such as 3-2"))
    })?;
    let x = parse_count("cell", x, request.cols as u64 - 1)? as usize;
    let y = parse_count("cell", y, request.rows as u64 - 1)? as usize;
    if step_of(request, (x, y)) > step {
        return Err(FieldError::new("cell", format!("({x}, {y}) is not filled yet at this step")));
    }
    Ok((x, y))
}

impl State {
    /// Shows `request` from its first step.
    fn open(mut self, request: NimTableRequest) -> State {
        if request != self.request {
            self.previous = Some(self.request);
        }
        self.request = request;
        self.playhead =
            Playhead::new(0, (request.cols * request.rows - 1) as u32, self.playhead.speed);
        self.inspected = None;
        self.form = Form::showing(&request);
        self.notices.clear();
        self
    }

    fn is_filled(&self, cell: (usize, usize)) -> bool {
        step_of(&self.request, cell) <= self.playhead.position
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let defaults = NimTableRequest::default();
        let cols = link.read("cols", |text| NimTableRequest::parse_side("cols", text));
        let rows = link.read("rows", |text| NimTableRequest::parse_side("rows", text));
        let request = NimTableRequest {
            rule: Rule::Nim,
            cols: cols.unwrap_or(defaults.cols),
            rows: rows.unwrap_or(defaults.rows),
        };
        let last = (request.cols * request.rows - 1) as u64;
        let step = link.read("step", |text| parse_count("step", text, last)).unwrap_or(0) as u32;
        let inspected = link.read("cell", |text| parse_cell(text, &request, step));
        let speed = link.read("speed", parse_speed_field).unwrap_or(DEFAULT_SPEED);
        let known: Vec<&str> = ["rows", "cols"].iter().chain(VIEW_PARAMS).copied().collect();
        State {
            request,
            previous: None,
            playhead: Playhead::new(step, last as u32, speed),
            inspected,
            form: Form::showing(&request),
            notices: link.finish(&known),
        }
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        self.request.write_fields(&mut params);
        params.set("step", self.playhead.position.to_string());
        if let Some((x, y)) = self.inspected {
            params.set("cell", format!("{x}-{y}"));
        }
        if self.playhead.speed != DEFAULT_SPEED {
            params.set("speed", self.playhead.speed.to_string());
        }
        params
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Step(command) => {
                next.playhead = self.playhead.apply(command);
                if next.playhead.position != self.playhead.position {
                    next.inspected = None;
                }
            }
            Action::Inspect(cell) => next.inspected = cell.filter(|&cell| self.is_filled(cell)),
            Action::EditCols(text) => {
                next.form.cols_error =
                    NimTableRequest::parse_side("cols", &text).err().map(|e| e.message);
                next.form.cols = text;
            }
            Action::EditRows(text) => {
                next.form.rows_error =
                    NimTableRequest::parse_side("rows", &text).err().map(|e| e.message);
                next.form.rows = text;
            }
            Action::Submit => {
                let cols = NimTableRequest::parse_side("cols", &self.form.cols);
                let rows = NimTableRequest::parse_side("rows", &self.form.rows);
                match (cols, rows) {
                    (Ok(cols), Ok(rows)) => {
                        next = next.open(NimTableRequest { rule: Rule::Nim, cols, rows })
                    }
                    (cols, rows) => {
                        next.form.cols_error = cols.err().map(|e| e.message);
                        next.form.rows_error = rows.err().map(|e| e.message);
                    }
                }
            }
            Action::Preset(index) => {
                if let Some(&(_, cols, rows)) = PRESETS.get(index) {
                    next = next.open(NimTableRequest { rule: Rule::Nim, cols, rows });
                }
            }
            Action::DismissNotices => next.notices.clear(),
            Action::Cancel => {
                let back = self.previous.unwrap_or_default();
                next = next.open(back);
                next.previous = None;
            }
        }
        Rc::new(next)
    }
}

fn start_fill(request: &NimTableRequest) -> Box<dyn Stepwise<Output = GrundyTable>> {
    Box::new(request.job())
}

/// The lab component.
#[component]
pub fn NimTableLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let table = use_sliced(state.request, state.request.work(), SYNC_WORK, start_fill);
    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    html! {
        <section class={classes!("nim-table-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ "Two-pile Nim: SG(x, y) filled cell by cell" }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "Two piles of x and y stones; a move takes any number of stones from one pile; the \
                       player who cannot move loses. SG(x, y) is the mex (the smallest non-negative \
                       integer not in the set) of the values of the positions one move away: the cells \
                       to the left in the same row (the first pile shrinks) and above in the same column \
                       (the second pile shrinks). The table is filled row by row, as in the lecture." }
                </p>
                { form_view(&state.form, &dispatcher) }
            }
            <Notices notices={state.notices.clone()}
                on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            { match table {
                Sliced::Pending(progress) => pending_view(&state.request, progress, &dispatcher),
                Sliced::Ready(table) => table_lab_view(&state, &table, &dispatcher),
            } }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}

fn pending_view(
    request: &NimTableRequest,
    progress: f64,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    // Whole numbers only: formatting floats would add kilobytes to the app.
    let permille = (progress * 1000.0) as u32;
    html! {
        <div class="computing" role="status">
            <span>{ format!("Filling the {} × {} table…", request.cols, request.rows) }</span>
            <progress max="1000" value={permille.to_string()} aria-label="Progress"></progress>
            <span class="percent">{ format!("{}%", permille / 10) }</span>
            <button type="button" class="cancel"
                onclick={actions(dispatcher).reform(|_: MouseEvent| Action::Cancel)}>{ "Cancel" }</button>
        </div>
    }
}

fn form_view(form: &Form, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let on_submit = actions(dispatcher).reform(|event: SubmitEvent| {
        event.prevent_default();
        Action::Submit
    });
    let preset =
        |index: usize| actions(dispatcher).reform(move |_: MouseEvent| Action::Preset(index));
    html! {
        <form class="lab-form" onsubmit={on_submit} novalidate=true>
            <TextField id="nim-table-cols" label="Columns (first pile x = 0, 1, …)" value={form.cols.clone()}
                numeric=true help={format!("1 to {MAX_SIDE}")} error={form.cols_error.clone()}
                on_input={actions(dispatcher).reform(Action::EditCols)} />
            <TextField id="nim-table-rows" label="Rows (second pile y = 0, 1, …)" value={form.rows.clone()}
                numeric=true help={format!("1 to {MAX_SIDE}")} error={form.rows_error.clone()}
                on_input={actions(dispatcher).reform(Action::EditRows)} />
            <button type="submit" class="primary">{ "Show table" }</button>
            <div class="presets">
                <span>{ "Examples:" }</span>
                { for PRESETS.iter().enumerate().map(|(index, (label, ..))| html! {
                    <button type="button" class="preset" onclick={preset(index)}>{ *label }</button>
                }) }
            </div>
        </form>
    }
}

/// The first row or column of a window of `WINDOW` around `focus` in 0..`size`.
fn window_start(focus: usize, size: usize) -> usize {
    if size <= WINDOW { 0 } else { focus.saturating_sub(WINDOW / 2).min(size - WINDOW) }
}

fn table_lab_view(
    state: &State,
    table: &Rc<GrundyTable>,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let request = state.request;
    let position = state.playhead.position;
    let focus = state.inspected.unwrap_or_else(|| cell_of(&request, position));
    let explanation = table.explain(focus.0, focus.1);
    let options: Rc<Vec<(usize, usize)>> = Rc::new(
        explanation
            .as_ref()
            .map(|e| e.options.iter().map(|&(cell, _)| cell).collect())
            .unwrap_or_default(),
    );
    let (cols, rows) = (request.cols, request.rows);
    let step_label = Callback::from(move |step: u32| {
        format!("cell ({}, {})", step as usize % cols, step as usize / cols)
    });
    let filled = move |(x, y): (usize, usize)| (y * cols + x) as u32 <= position;
    let text = {
        let table = table.clone();
        Callback::from(move |(x, y): (usize, usize)| {
            if filled((x, y)) {
                table.get(x, y).map(|v| v.to_string()).unwrap_or_default()
            } else {
                String::new()
            }
        })
    };
    let class = {
        let table = table.clone();
        let options = options.clone();
        Callback::from(move |(x, y): (usize, usize)| {
            let value = filled((x, y)).then(|| table.get(x, y)).flatten();
            classes!(
                value.is_some().then_some("filled"),
                value.map(|value| if value == 0 { "p" } else { "n" }),
                ((x, y) == focus).then_some("current"),
                options.contains(&(x, y)).then_some("option"),
            )
        })
    };
    let label = {
        let table = table.clone();
        Callback::from(move |(x, y): (usize, usize)| {
            match filled((x, y)).then(|| table.get(x, y)).flatten() {
                Some(value) => format!("SG({x}, {y}) = {value}"),
                None => format!("SG({x}, {y}) not computed yet"),
            }
        })
    };
    let on_click = actions(dispatcher).reform(|cell| Action::Inspect(Some(cell)));
    let (x0, y0) = (window_start(focus.0, cols), window_start(focus.1, rows));
    let (shown_cols, shown_rows) = (cols.min(WINDOW), rows.min(WINDOW));
    let window_note = (cols > WINDOW || rows > WINDOW).then(|| {
        format!(
            "Showing x = {x0} to {}, y = {y0} to {} of the {cols} × {rows} table; the window follows the step.",
            x0 + shown_cols - 1,
            y0 + shown_rows - 1
        )
    });
    let wythoff_link = Route::Lab {
        view: View::Page,
        slug: "wythoff".into(),
        params: Fields::from_query("mode=table"),
    }
    .to_hash();
    html! {
        <>
            <p class="game-line">
                { format!("Two-pile Nim: x = 0 to {} across (the first pile), y = 0 to {} down (the second pile)",
                          cols - 1, rows - 1) }
                <span class="badge normal-play" title="The player who cannot move loses">{ "normal play" }</span>
            </p>
            <Stepper playhead={state.playhead} {step_label}
                on_command={actions(dispatcher).reform(Action::Step)} />
            if let Some(explanation) = &explanation {
                { explanation_view(explanation, state.inspected.is_some(), dispatcher) }
            }
            if let Some(note) = window_note { <p class="window-note">{ note }</p> }
            <div class="grid-scroll">
                <GridTable cols={shown_cols} rows={shown_rows} {x0} {y0} corner="SG(x, y): x →, y ↓"
                    {text} {class} {label} on_click={Some(on_click)} />
            </div>
            <ul class="legend" aria-label="Legend">
                <li><span class="swatch p"></span>{ "P-position (SG = 0): the player to move loses" }</li>
                <li><span class="swatch n"></span>{ "N-position (SG > 0): the player to move wins" }</li>
                <li><span class="swatch current"></span>{ "the cell being explained" }</li>
                <li><span class="swatch option"></span>{ "its options" }</li>
            </ul>
            { pattern_view(table, position, focus) }
            <p class="see-also">
                { "Wythoff's game also lets a move take the same number from both piles, adding each cell's \
                   up-left diagonal to its options: " }
                <a href={wythoff_link}>{ "its Grundy table, cell by cell, in the Wythoff lab" }</a>
                { "." }
            </p>
        </>
    }
}

/// "the first pile shrinks to 0, 1 or 2" for the options along one pile.
fn pile_options(pile: &str, sizes: &[usize]) -> String {
    let sizes: Vec<String> = sizes.iter().map(usize::to_string).collect();
    match sizes.as_slice() {
        [] => String::new(),
        [one] => format!("the {pile} pile to {one}"),
        _ if sizes.len() > 8 => {
            format!("the {pile} pile to any of 0 to {}", sizes.len() - 1)
        }
        [init @ .., last] => format!("the {pile} pile to {} or {last}", init.join(", ")),
    }
}

fn explanation_view(
    explanation: &GridExplanation,
    inspected: bool,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let (x, y) = explanation.cell;
    let value = explanation.value;
    let count = explanation.options.len();
    let sentence = if count == 0 {
        format!("SG({x}, {y}) = mex{{}} = 0")
    } else if count <= SENTENCE_OPTIONS {
        let names: Vec<String> =
            explanation.options.iter().map(|((i, j), _)| format!("SG({i}, {j})")).collect();
        let values: Vec<String> = explanation.options.iter().map(|(_, v)| v.to_string()).collect();
        format!(
            "SG({x}, {y}) = mex{{{}}} = mex{{{}}} = {value}",
            names.join(", "),
            values.join(", ")
        )
    } else {
        format!("SG({x}, {y}) = mex of the {count} values in its row and column = {value}")
    };
    let first: Vec<usize> = (0..x).collect();
    let second: Vec<usize> = (0..y).collect();
    let moves: Vec<String> = [pile_options("first", &first), pile_options("second", &second)]
        .into_iter()
        .filter(|text| !text.is_empty())
        .collect();
    let detail = if moves.is_empty() {
        "Both piles are empty: there is no move.".to_string()
    } else {
        format!("A move shrinks {}.", moves.join("; or "))
    };
    let winning: Vec<String> = explanation
        .options
        .iter()
        .filter(|(_, v)| *v == 0)
        .map(|((i, j), _)| format!("({i}, {j})"))
        .collect();
    let verdict = if count == 0 {
        format!("({x}, {y}) is a P-position: the player to move has no move and loses.")
    } else if value == 0 {
        format!(
            "({x}, {y}) is a P-position: every move leads to an N-position, so the player to move loses."
        )
    } else {
        format!(
            "({x}, {y}) is an N-position: the player to move wins by moving to {}, a P-position.",
            winning.join(" or ")
        )
    };
    html! {
        <div class="explanation" aria-live="polite">
            if inspected {
                { inspecting_line(format!("the cell you clicked, ({x}, {y})"), actions(dispatcher).reform(|_: MouseEvent| Action::Inspect(None))) }
            }
            <p class="sentence"><code>{ sentence }</code></p>
            <p class="detail">{ format!("{detail} {}", mex_detail(value)) }</p>
            <p class={classes!("verdict", if value == 0 { "p" } else { "n" })}>{ verdict }</p>
        </div>
    }
}

/// `value` in binary with `width` digits.
fn binary(value: usize, width: usize) -> String {
    format!("{value:0width$b}")
}

/// The pattern, revealed once the whole table is filled: every cell checked against x xor y.
fn pattern_view(table: &GrundyTable, position: u32, focus: (usize, usize)) -> Html {
    let cells = table.cols() * table.rows();
    let complete = position as usize + 1 == cells;
    let body = if complete {
        let mismatches = table.xor_mismatches();
        let check = if mismatches.is_empty() {
            format!("checked against all {cells} cells of the table: every one agrees.")
        } else {
            let listed: Vec<String> =
                mismatches.iter().take(10).map(|(x, y)| format!("({x}, {y})")).collect();
            format!("but {} cells differ, e.g. {}.", mismatches.len(), listed.join(", "))
        };
        let (x, y) = focus;
        let width = (usize::BITS - x.max(y).max(1).leading_zeros()) as usize;
        let value = table.get(x, y).unwrap_or_default();
        let zeros_on_diagonal = (0..table.rows())
            .all(|j| (0..table.cols()).all(|i| (table.get(i, j) == Some(0)) == (i == j)));
        html! {
            <>
                <p class="p-rule">{ format!("SG(x, y) = x ⊕ y, the bitwise xor (the nim-sum) of the two piles: {check}") }</p>
                <p class="xor-example">
                    <code>{ format!("x = {x} = {}, y = {y} = {}, x ⊕ y = {} = {}", binary(x, width), binary(y, width),
                                    binary(x ^ y, width), x ^ y) }</code>
                    { format!(" and the table says SG({x}, {y}) = {value}.") }
                </p>
                if zeros_on_diagonal {
                    <p>{ "The zeros are exactly the diagonal x = y: equal piles are P-positions (the second \
                          player copies every move on the other pile), as x ⊕ y = 0 only when x = y." }</p>
                }
                <p>{ "The lecture proves it for any number of piles: SG of Nim is the nim-sum of the piles, \
                      and by the Sprague-Grundy theorem any sum of games is played like Nim on their values." }</p>
            </>
        }
    } else {
        html! { <p class="period-pending">{ "Fill the whole table (press End) to see the pattern in the values." }</p> }
    };
    html! {
        <div class="period-panel pattern-panel">
            <h2>{ "The pattern" }</h2>
            { body }
        </div>
    }
}

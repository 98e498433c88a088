//! What the labs of a table of values filled lazily share (sg-table, octal): the table on
//! screen at its frame with a request being solved in the background, the request's form, the
//! link, and the views of the table with its window, the explanation of one value, the legend,
//! the period panel, the game line and the request form with its examples.

use std::rc::Rc;

use yew::prelude::*;

use crate::api::{Fields, Request};
use crate::solve::period::Period;
use crate::ui::kit::controls::{LinkParams, inspecting_line};
use crate::ui::kit::export::{download_text, table_csv, table_latex};
use crate::ui::kit::form::{FieldSpec, Form, FormAction, example, form_fields, request_form};
use crate::ui::kit::frame::{Frame, lab_frame};
use crate::ui::kit::lab::LabProps;
use crate::ui::kit::timeline::{Playback, StepAction, Timeline, stepped};

/// Values per row of the table.
const COLUMNS: u32 = 16;
/// Rows shown at once on a lab's page; larger tables show a window around the explained value.
const WINDOW_ROWS: u32 = 8;
/// Rows shown at once in an embed, which fits a slide: a window inside the page's window
/// (`.far` blocks are hidden there), the explained value's block and the one before it.
const EMBED_ROWS: u32 = 2;

/// The first and last block of a window of `size` blocks of a table of `rows` blocks, around
/// the block `focus_row` (which stays `size - 3` blocks from the window's top when it can).
fn table_window(rows: u32, focus_row: u32, size: u32) -> (u32, u32) {
    if rows <= size {
        (0, rows - 1)
    } else {
        let first = focus_row.saturating_sub(size.saturating_sub(3).max(1)).min(rows - size);
        (first, first + size - 1)
    }
}

/// A solved table of values, shown as a timeline: frame n shows the values up to n.
pub trait SolvedTable: Timeline {
    /// The kind of request it answers.
    type Request: Request + Clone + PartialEq;
    /// The request it answers.
    fn request(&self) -> &Self::Request;
    /// Every value, from n = 0 to the last.
    fn values(&self) -> &[u32];
}

/// A request being solved in the background, and the frame to open when it is done.
#[derive(Clone, Debug, PartialEq)]
pub struct Pending<R> {
    /// The request.
    pub request: R,
    /// The step to open.
    pub step: u32,
    /// The cell to explain, if any.
    pub cell: Option<u32>,
    /// From 0 to 1.
    pub progress: f64,
}

/// The table on screen at its frame, and a request being solved in the background.
#[derive(Debug)]
pub struct Tables<S: SolvedTable> {
    /// The table on screen (none yet while the first one is being solved).
    pub shown: Option<Rc<S>>,
    /// A table being solved in the background.
    pub pending: Option<Pending<S::Request>>,
    /// The step and the inspected cell of the table on screen.
    pub playback: Playback,
}

impl<S: SolvedTable> Clone for Tables<S> {
    fn clone(&self) -> Tables<S> {
        Tables { shown: self.shown.clone(), pending: self.pending.clone(), playback: self.playback }
    }
}

impl<S: SolvedTable> Tables<S> {
    /// No table yet, stepping at `speed`.
    pub fn new(speed: u32) -> Tables<S> {
        Tables { shown: None, pending: None, playback: Playback::new(0, None, 0, speed) }
    }

    /// Puts `solved` on screen at `step` explaining `cell` (still in exercise mode if it was),
    /// and forgets any pending request.
    pub fn show(&mut self, solved: Rc<S>, step: u32, cell: Option<u32>) {
        let playback = Playback::new(step, cell, solved.last(), self.playback.playhead.speed);
        self.playback = Playback { exercise: self.playback.exercise, ..playback };
        self.shown = Some(solved);
        self.pending = None;
    }

    /// Starts waiting for `request`, to be opened at `step` explaining `cell`.
    pub fn start(&mut self, request: S::Request, step: u32, cell: Option<u32>) {
        self.pending = Some(Pending { request, step, cell, progress: 0.0 });
    }

    /// Records the pending request's progress; whether a request is pending.
    pub fn progress(&mut self, progress: f64) -> bool {
        self.pending.as_mut().map(|pending| pending.progress = progress).is_some()
    }

    /// Shows `solved` at the pending frame if it answers the pending request (else it is a
    /// stale answer, ignored).
    pub fn finish(&mut self, solved: Rc<S>) {
        if let Some(pending) = self.pending.take_if(|pending| &pending.request == solved.request())
        {
            self.show(solved, pending.step, pending.cell);
        }
    }

    /// The link: the pending request at its frame if there is one, else the table on screen at
    /// its frame (no parameters while neither exists).
    pub fn link(&self) -> Fields {
        let mut link = Fields::new();
        let (request, frame) = match (&self.pending, &self.shown) {
            (Some(pending), _) => {
                let speed = self.playback.playhead.speed;
                let playback = Playback::new(pending.step, pending.cell, pending.step, speed);
                (&pending.request, Playback { exercise: self.playback.exercise, ..playback })
            }
            (None, Some(shown)) => (shown.request(), self.playback),
            (None, None) => return link,
        };
        request.write_fields(&mut link);
        frame.write(&mut link);
        link
    }
}

/// What the student asks of every table lab, and the answer of its pending job.
pub enum TableAction<S: SolvedTable> {
    /// A stepper command or a clicked cell.
    Step(StepAction),
    /// The request form's action.
    Form(FormAction),
    /// The pending job's result.
    Finished(Rc<S>),
    /// Stop the pending job.
    Cancel,
}

/// A table lab's state, as [`reduce_table`] changes it.
pub trait TableLab: Sized {
    /// The lab's solved table.
    type Solved: SolvedTable<Request = Self::Request>;
    /// The lab's request.
    type Request: Request + Clone + PartialEq + Default;

    /// The table on screen and the pending request.
    fn tables(&mut self) -> &mut Tables<Self::Solved>;
    /// The form.
    fn form(&mut self) -> &mut Form;
    /// The notices.
    fn notices(&mut self) -> &mut Vec<String>;
    /// Example `index`'s request, if there is one.
    fn preset(index: usize) -> Option<Self::Request>;
    /// The lab opening `request` at `step` explaining `cell`: at once, or pending.
    fn open(self, request: Self::Request, step: u32, cell: Option<u32>) -> Self;

    /// Gives up the pending request: the table on screen stays, and the form shows it (the
    /// default request opens if there is none).
    fn drop_pending(mut self) -> Self {
        self.tables().pending = None;
        let shown = self.tables().shown.as_ref().map(|shown| shown.request().clone());
        match shown {
            Some(request) => {
                *self.form() = Form::of(&request);
                self
            }
            None => self.open(Self::Request::default(), 0, None),
        }
    }
}

/// The lab after `action`: a new game (a valid form, an example) clears the notices.
pub fn reduce_table<L: TableLab>(mut lab: L, action: TableAction<L::Solved>) -> L {
    let open = |mut lab: L, request: Option<L::Request>| match request {
        Some(request) => {
            lab.notices().clear();
            lab.open(request, 0, None)
        }
        None => lab,
    };
    match action {
        TableAction::Step(action) => {
            let tables = lab.tables();
            tables.playback = tables.playback.apply(action);
            lab
        }
        TableAction::Form(FormAction::Example(index)) => open(lab, L::preset(index)),
        TableAction::Form(action) => {
            let request = lab.form().apply::<L::Request>(action, &[]);
            open(lab, request)
        }
        TableAction::Finished(solved) => {
            lab.tables().finish(solved);
            lab
        }
        TableAction::Cancel => lab.drop_pending(),
    }
}

/// How a table's values are named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Naming {
    /// The value's function name: "SG" or "G".
    pub value: &'static str,
    /// What n counts, in the plural: "positions" or "heaps".
    pub cells: &'static str,
    /// The table's accessible name.
    pub label: &'static str,
}

/// A table of values at a step.
pub struct ValueTable<'a> {
    /// How the values are named.
    pub naming: Naming,
    /// Every value, from n = 0 to the last.
    pub values: &'a [u32],
    /// The step: the values up to it are filled.
    pub position: u32,
    /// The value being explained.
    pub focus: u32,
    /// The cells marked as the explained value's options, each with the move written on it.
    pub options: &'a [(u32, Option<u32>)],
    /// The period, once the filled values prove it.
    pub period: Option<Period>,
}

/// The table: the rows n, value and P/N in blocks of [`COLUMNS`], at most [`WINDOW_ROWS`] blocks
/// around the explained value; a filled value is a button that `on_inspect` explains.
pub fn value_table(table: &ValueTable, on_inspect: &Callback<Option<u32>>) -> Html {
    let ValueTable { naming, values, position, focus, options, period } = *table;
    let n = values.len().saturating_sub(1) as u32;
    let rows = n / COLUMNS + 1;
    let (first_row, last_row) = table_window(rows, focus / COLUMNS, WINDOW_ROWS);
    let near = table_window(rows, focus / COLUMNS, EMBED_ROWS);
    let window_note = |(first, last): (u32, u32), size: u32, class: &'static str| {
        (rows > size).then(|| {
            let shown_last = ((last + 1) * COLUMNS - 1).min(n);
            let text = format!(
                "Showing {} {} to {shown_last} of 0 to {n}; the window follows the step.",
                naming.cells,
                first * COLUMNS
            );
            html! { <p class={classes!("window-note", class)}>{ text }</p> }
        })
    };
    let value_of = |cell: u32| values[cell as usize];
    let classes_of = |cell: u32| {
        classes!(
            "cell",
            (cell <= position).then_some("filled"),
            (cell <= position).then(|| if value_of(cell) == 0 { "p" } else { "n" }),
            (cell == focus).then_some("current"),
            options.iter().any(|&(to, _)| to == cell).then_some("option"),
            period.map(|period| period_class(period, cell)),
            period
                .filter(|p| cell >= p.start && (cell - p.start).is_multiple_of(p.length))
                .map(|_| "period-begin"),
        )
    };
    let value_cell = |cell: u32| {
        let filled = cell <= position;
        let value = value_of(cell);
        let name = naming.value;
        let take = options.iter().find(|&&(to, _)| to == cell).and_then(|&(_, take)| take);
        // The option's mark ("−4") is drawn by CSS from `data-take`, for the eye only; the name
        // says it in words (text in the button would have to be in its name, word for word).
        let label = match (filled, take) {
            (true, Some(take)) => format!("{name}({cell}) = {value}, an option: take {take}"),
            (true, None) => format!("{name}({cell}) = {value}"),
            (false, _) => format!("{name}({cell}) not computed yet"),
        };
        html! {
            <button type="button" class={classes_of(cell)} role="gridcell" data-n={cell.to_string()}
                disabled={!filled} onclick={on_inspect.reform(move |_: MouseEvent| Some(cell))}
                aria-label={label}>
                { if filled { value.to_string() } else { String::new() } }
                if let Some(take) = take {
                    <span class="take" title={format!("take {take}")} data-take={take.to_string()}></span>
                }
            </button>
        }
    };
    let letter = |cell: u32| match (cell <= position, value_of(cell)) {
        (false, _) => "",
        (true, 0) => "P",
        (true, _) => "N",
    };
    // A grid, not a table: its value cells are buttons, and a grid's cells may be interactive
    // (a table's `cell` role would hide that they can be pressed).
    html! {
        <div class="sg-table" role="grid" aria-label={naming.label}
            style={format!("--n-font: {}rem", n_label_font(n))}>
            { window_note((first_row, last_row), WINDOW_ROWS, "page-only") }
            { window_note(near, EMBED_ROWS, "embed-only") }
            { for (first_row..=last_row).map(|row| {
                let cells = row * COLUMNS..((row + 1) * COLUMNS).min(n + 1);
                let far = !(near.0..=near.1).contains(&row);
                html! {
                    <div class={classes!("sg-block", far.then_some("far"))} role="rowgroup">
                        <div class="sg-row n-row" role="row">
                            <span class="row-label" role="rowheader">{ "n" }</span>
                            { for cells.clone().map(|cell| html! {
                                <span class={classes_of(cell)} role="columnheader" data-n={cell.to_string()}>{ cell }</span>
                            }) }
                        </div>
                        <div class="sg-row value-row" role="row">
                            <span class="row-label" role="rowheader">{ format!("{}(n)", naming.value) }</span>
                            { for cells.clone().map(value_cell) }
                        </div>
                        <div class="sg-row pn-row" role="row">
                            <span class="row-label" role="rowheader">{ "P/N" }</span>
                            { for cells.map(|cell| html! {
                                <span class={classes_of(cell)} role="gridcell" data-n={cell.to_string()}>{ letter(cell) }</span>
                            }) }
                        </div>
                    </div>
                }
            }) }
        </div>
    }
}

/// Buttons that download the values of `solved` filled by step `position` as CSV and as a
/// LaTeX `tabular`.
fn export_bar<S: SolvedTable + 'static>(naming: Naming, solved: &Rc<S>, position: u32) -> Html {
    let save = |extension: &'static str, mime: &'static str, text: fn(Naming, &[u32]) -> String| {
        let solved = solved.clone();
        Callback::from(move |_: MouseEvent| {
            let values = solved.values();
            let filled = &values[..values.len().min(position as usize + 1)];
            let last = filled.len().saturating_sub(1);
            let file = format!("{}-values-0-to-{last}", naming.value.to_ascii_lowercase());
            download_text(&format!("{file}.{extension}"), mime, &text(naming, filled));
        })
    };
    html! {
        <p class="export-bar">
            { "The values filled so far, for a handout: " }
            <button type="button" class="export-csv" onclick={save("csv", "text/csv", table_csv)}>{ "CSV" }</button>
            <button type="button" class="export-latex" onclick={save("tex", "application/x-tex", table_latex)}>{ "LaTeX table" }</button>
        </p>
    }
}

/// The n-row font size (rem) that fits the longest position label in a column.
fn n_label_font(n: u32) -> String {
    // 2.6 rem of room shared by the digits at about 0.64 em each, at most 0.85 rem; written
    // with two decimals without float formatting (which would add kilobytes to the app).
    let digits = n.to_string().len() as u32;
    let hundredths = (26_000 / (digits * 64)).min(85);
    format!("{}.{:02}", hundredths / 100, hundredths % 100)
}

/// The colour band of `cell` under a proven period.
fn period_class(period: Period, cell: u32) -> &'static str {
    if cell < period.start {
        "preperiod"
    } else if ((cell - period.start) / period.length).is_multiple_of(2) {
        "period-even"
    } else {
        "period-odd"
    }
}

/// The explanation of the value at `position`: the line of a clicked cell (`what`, e.g. "heap")
/// with the way back when `inspected`, the sentence, the `detail` and the verdict.
pub fn explanation_panel(
    position: u32,
    what: &str,
    inspected: bool,
    on_inspect: &Callback<Option<u32>>,
    sentence: String,
    detail: Html,
    verdict: (bool, String),
) -> Html {
    let (p_position, verdict) = verdict;
    html! {
        <div class="explanation">
            if inspected {
                { inspecting_line(format!("the {what} you clicked, n = {position}"),
                                  on_inspect.reform(|_: MouseEvent| None)) }
            }
            <p class="sentence"><code>{ sentence }</code></p>
            { detail }
            <p class={classes!("verdict", if p_position { "p" } else { "n" })}>{ verdict }</p>
        </div>
    }
}

/// The legend of the table: `what` is the explained cell ("cell", "heap"), `options` what the
/// marked cells are.
pub fn legend(naming: Naming, what: &str, options: &str) -> Html {
    let value = naming.value;
    html! {
        <ul class="legend" aria-label="Legend">
            <li><span class="swatch p"></span>{ format!("P-position ({value} = 0): the player to move loses") }</li>
            <li><span class="swatch n"></span>{ format!("N-position ({value} > 0): the player to move wins") }</li>
            <li><span class="swatch current"></span>{ format!("the {what} being explained") }</li>
            <li><span class="swatch option"></span>{ options.to_string() }</li>
            <li><span class="swatch preperiod"></span>{ "preperiod" }</li>
            <li><span class="swatch period-even"></span><span class="swatch period-odd"></span>{ "repeats of the period" }</li>
        </ul>
    }
}

/// What the period panel says at a step.
pub enum PeriodShown {
    /// The period `length` from `start`, proven by the filled values: the proof and the
    /// P-position rule.
    Proven { start: u64, length: u32, proof: String, rule: String },
    /// The table proves a period, once the step reaches `proof_end`.
    Later { proof_end: u64 },
    /// The table proves no period: why.
    None(String),
    /// An exercise is under way: a period would give away the values still to predict.
    Held,
}

/// The period panel: what `shown` says about the table of values 0 to `last`, then `more`.
pub fn period_panel(naming: Naming, last: u32, shown: PeriodShown, more: Html) -> Html {
    let body = match shown {
        PeriodShown::Proven { start, length, proof, rule } => {
            let preperiod =
                if start == 0 { "empty".to_string() } else { format!("0 to {}", start - 1) };
            html! {
                <>
                    <p class="period-found">
                        { format!("Period proven: {v}(n + {length}) = {v}(n) for every n ≥ {start} \
                                   (preperiod {preperiod}, period {length}).", v = naming.value) }
                    </p>
                    <p class="period-proof">{ proof }</p>
                    <p class="p-rule">{ rule }</p>
                </>
            }
        }
        PeriodShown::Later { proof_end } => html! {
            <p class="period-pending">
                { format!("The values up to n = {last} prove a period; step to n = {proof_end} \
                           (or press End) to see it.") }
            </p>
        },
        PeriodShown::None(why) => html! { <p class="period-none">{ why }</p> },
        PeriodShown::Held => held_back(HELD_PERIOD),
    };
    html! {
        <div class="period-panel">
            <h2>{ "Period and P-positions" }</h2>
            { body }
            { more }
        </div>
    }
}

/// The place of a panel that would answer an exercise's questions still to come: `sentence`
/// says what is shown when the exercise ends (one of the `HELD_*` sentences).
pub fn held_back(sentence: &'static str) -> Html {
    html! { <p class="held-back">{ sentence }</p> }
}

/// Why the period panel is empty during an exercise.
pub const HELD_PERIOD: &str =
    "The period is shown when the exercise ends: it would give away answers still to come.";
/// Why a lab's rule is not stated during an exercise.
pub const HELD_RULE: &str =
    "The rule is shown when the exercise ends: it would give away answers still to come.";
/// Why a problem's pattern is not stated during an exercise on its small cases.
pub const HELD_PATTERN: &str =
    "The pattern is shown when the exercise ends: it would give away answers still to come.";
/// Why a problem's fast solution is not argued during an exercise on its small cases.
pub const HELD_ARGUMENT: &str = "Why the fast solution works is shown when the exercise ends: it \
                                 would give away answers still to come.";
/// Why a plot of every value is not drawn during an exercise.
pub const HELD_PLOT: &str = "The plot of every value is shown when the exercise ends: it would \
                             give away answers still to come.";

/// The line naming the game on screen (`what`), with its normal-play badge.
pub fn game_line(what: String) -> Html {
    html! {
        <p class="game-line">
            { what }
            <span class="badge normal-play" title="The player who cannot move loses">{ "normal play" }</span>
        </p>
    }
}

/// What every table lab's state holds: the tables, the form and the notices.
pub struct TablePage<S: SolvedTable> {
    /// The table on screen at its frame, and a table being solved in the background.
    pub tables: Tables<S>,
    pub form: Form,
    /// Messages about the link, and about failed computations.
    pub notices: Vec<String>,
}

impl<S: SolvedTable> Clone for TablePage<S> {
    fn clone(&self) -> TablePage<S> {
        TablePage {
            tables: self.tables.clone(),
            form: self.form.clone(),
            notices: self.notices.clone(),
        }
    }
}

/// A table lab whose state keeps a [`TablePage`]: it is a [`TableLab`], its examples are
/// requests written as queries, and its link is read by [`TablePageLab::from_link`].
pub trait TablePageLab: Sized {
    /// The lab's solved table.
    type Solved: SolvedTable<Request = Self::Request>;
    /// The lab's request.
    type Request: Request + Clone + PartialEq + Default;
    /// The examples: a label and the request's fields as a query (`moves=1,3,4&n=30`).
    const EXAMPLES: &'static [(&'static str, &'static str)];

    /// The page.
    fn page(&mut self) -> &mut TablePage<Self::Solved>;
    /// The lab opening `request` at `step` explaining `cell`: at once, or pending.
    fn open(self, request: Self::Request, step: u32, cell: Option<u32>) -> Self;

    /// The lab a link opens (given the page by `lab`): the request's fields read one by one,
    /// then `step`, `cell` and `speed` on the table of the request (ending at `last`).
    fn from_link(
        params: &Fields,
        last: fn(&Self::Request) -> u32,
        lab: impl FnOnce(TablePage<Self::Solved>) -> Self,
    ) -> Self {
        let mut link = LinkParams::new(params);
        let request: Self::Request = read_request(&mut link, Self::Request::FIELDS);
        let frame = Playback::read(&mut link, last(&request));
        let mut tables = Tables::new(frame.playhead.speed);
        tables.playback.exercise = frame.exercise;
        let page = TablePage { tables, form: Form::default(), notices: link.finish(&[]) };
        lab(page).open(request, frame.position(), frame.inspected)
    }
}

impl<L: TablePageLab> TableLab for L {
    type Solved = L::Solved;
    type Request = L::Request;

    fn tables(&mut self) -> &mut Tables<L::Solved> {
        &mut self.page().tables
    }

    fn form(&mut self) -> &mut Form {
        &mut self.page().form
    }

    fn notices(&mut self) -> &mut Vec<String> {
        &mut self.page().notices
    }

    fn preset(index: usize) -> Option<L::Request> {
        example(L::EXAMPLES, index)
    }

    fn open(self, request: L::Request, step: u32, cell: Option<u32>) -> L {
        TablePageLab::open(self, request, step, cell)
    }
}

/// The request a link asks for: its fields `names` read together by the request's own parser
/// (beside the default's other fields); if they are not a request, field by field, a bad one
/// leaving a notice and the default's value (the fields kept so far are a request, so every
/// message is the new field's doing, whichever field it names).
pub fn read_request<R: Request + Default>(link: &mut LinkParams, names: &[&str]) -> R {
    let mut fields = Fields::new();
    R::default().write_fields(&mut fields);
    let mut given = fields.clone();
    for &name in names {
        if let Some(text) = link.get(name) {
            given.set(name, text);
        }
    }
    if let Ok(request) = R::from_fields(&given) {
        return request;
    }
    for &name in names {
        let Some(text) = link.get(name) else { continue };
        let mut tried = fields.clone();
        tried.set(name, text);
        match R::from_fields(&tried) {
            Ok(_) => fields = tried,
            Err(errors) => {
                for error in errors {
                    link.notice(format!("The link's {error}. Showing the default instead."));
                }
            }
        }
    }
    R::from_fields(&fields).unwrap_or_default()
}

/// A table lab's body: the pending job's progress (`pending`, given Cancel) and the table on
/// screen (`shown`).
pub fn table_body<S: SolvedTable + 'static>(
    tables: &Tables<S>,
    on_action: &Callback<TableAction<S>>,
    pending: impl FnOnce(&Pending<S::Request>, Callback<MouseEvent>) -> Html,
    shown: impl FnOnce(&Rc<S>) -> Html,
) -> Html {
    let on_cancel = on_action.reform(|_: MouseEvent| TableAction::Cancel);
    html! {
        <>
            if let Some(waiting) = &tables.pending { { pending(waiting, on_cancel) } }
            if let Some(solved) = &tables.shown { { shown(solved) } }
        </>
    }
}

/// The stepper over `solved` at the tables' frame, and the callback that explains a clicked
/// cell (`None`: back to the current step).
pub fn table_stepper<S: SolvedTable + 'static>(
    solved: &Rc<S>,
    tables: &Tables<S>,
    on_action: &Callback<TableAction<S>>,
) -> (Html, Callback<Option<u32>>) {
    let on_step = on_action.reform(TableAction::Step);
    let stepper = stepped(solved, tables.playback, on_step.clone());
    (stepper, on_step.reform(StepAction::Inspect))
}

/// The form of a table lab: `fields` (the request's, by [`Form::field`]s), "Show table" and
/// the examples.
pub fn table_form<L: TablePageLab + 'static>(
    fields: Html,
    on_action: &Callback<TableAction<L::Solved>>,
) -> Html
where
    L::Solved: 'static,
{
    request_form(fields, "Show table", L::EXAMPLES, &on_action.reform(TableAction::Form))
}

impl<S: SolvedTable> TablePage<S> {
    /// Shows `request` in the form and opens it at `step` explaining `cell`: solved at once by
    /// `solve` when there is one (a small table), else pending.
    pub fn open(
        &mut self,
        request: S::Request,
        (step, cell): (u32, Option<u32>),
        solve: Option<impl FnOnce(S::Request) -> S>,
    ) {
        self.form = Form::of(&request);
        match solve {
            Some(solve) => self.tables.show(Rc::new(solve(request)), step, cell),
            None => self.tables.start(request, step, cell),
        }
    }
}

/// The form of a table lab of `fields`, "Show table" and the examples.
pub fn table_fields_form<L: TablePageLab + 'static>(
    form: &Form,
    fields: Vec<FieldSpec>,
    on_action: &Callback<TableAction<L::Solved>>,
) -> Html
where
    L::Solved: 'static,
{
    table_form::<L>(form_fields(form, fields, &on_action.reform(TableAction::Form)), on_action)
}

/// A table lab's frame ([`lab_frame`]): its embed `title`, the form of the request's `fields`
/// ("Show table" and the examples), the page's notices and link, and `body`.
pub fn table_frame<L: TablePageLab + 'static>(
    props: &LabProps,
    (title, fields): (&str, Vec<FieldSpec>),
    page: &TablePage<L::Solved>,
    on_action: &Callback<TableAction<L::Solved>>,
    body: Html,
) -> Html
where
    L::Solved: 'static,
{
    let frame = Frame {
        embed_title: Some(title.into()),
        form: table_fields_form::<L>(&page.form, fields, on_action),
        notices: &page.notices,
        link: page.tables.link(),
        body,
    };
    lab_frame(props, frame)
}

/// The focused value explained, as [`explanation_panel`] shows it: the sentence, the `detail`
/// and the verdict (whether it is a P-position, and the words).
pub struct CellExplained {
    pub sentence: String,
    pub detail: Html,
    pub verdict: (bool, String),
}

/// What a table lab shows of its solved table at a step, for [`solved_table_view`].
pub struct TableParts<'a> {
    /// How the values are named, and what one cell is called ("heap", "cell").
    pub naming: (Naming, &'static str),
    /// The line naming the game.
    pub game: String,
    /// What stands between the game line and the stepper (e.g. what the game's code means).
    pub above: Html,
    /// The focused value explained, if it is in the table.
    pub explained: Option<CellExplained>,
    /// Every value, from n = 0 to the last.
    pub values: &'a [u32],
    /// The cells marked as the focused value's options, each with the move written on it, and
    /// what the legend says they are.
    pub options: (&'a [(u32, Option<u32>)], &'static str),
    /// The period, once the filled values prove it.
    pub period: Option<Period>,
    /// What stands below the legend (the period panel, …).
    pub below: Html,
}

/// A solved table at the tables' frame: the game line, `above`, the stepper, the explanation
/// of the focused value (with the way back from a clicked cell), the table, the legend and
/// `below`.
pub fn solved_table_view<S: SolvedTable + 'static>(
    solved: &Rc<S>,
    tables: &Tables<S>,
    on_action: &Callback<TableAction<S>>,
    parts: TableParts,
) -> Html {
    let TableParts { naming: (naming, what), game, above, explained, values, options, .. } = parts;
    let (stepper, on_inspect) = table_stepper(solved, tables, on_action);
    let playback = tables.playback;
    let (position, focus) = (playback.position(), playback.focus());
    let explanation = explained.map(|CellExplained { sentence, detail, verdict }| {
        let inspected = playback.inspected.is_some();
        explanation_panel(focus, what, inspected, &on_inspect, sentence, detail, verdict)
    });
    let table =
        ValueTable { naming, values, position, focus, options: options.0, period: parts.period };
    html! {
        <>
            { game_line(game) }
            { above }
            { stepper }
            { explanation }
            { value_table(&table, &on_inspect) }
            { export_bar(naming, solved, position) }
            { legend(naming, what, options.1) }
            { parts.below }
        </>
    }
}

/// `period` once step `position` has reached the last value its proof reads, `proof_end`.
pub fn period_seen_at(
    period: Option<Period>,
    position: u32,
    proof_end: impl Fn(Period) -> u64,
) -> Option<Period> {
    period.filter(|&period| u64::from(position) >= proof_end(period))
}

impl PeriodShown {
    /// What the period panel says at step `position` of a table proving `period` (if any), its
    /// proof reading the values up to `proof_end`: once they are filled, the n the period holds
    /// from and its proof (`proven`) with the P-position `rule`; before, the step to reach;
    /// with no period, why: `none`.
    pub fn at(
        (period, position): (Option<Period>, u32),
        proof_end: impl Fn(Period) -> u64,
        proven: impl FnOnce(Period) -> (u64, String),
        rule: Option<&crate::solve::period::PPositionRule>,
        none: String,
    ) -> PeriodShown {
        match (period, period_seen_at(period, position, &proof_end)) {
            (Some(_), Some(seen)) => {
                let (start, proof) = proven(seen);
                let rule = rule.map(|rule| rule.sentence()).unwrap_or_default();
                PeriodShown::Proven { start, length: seen.length, proof, rule }
            }
            (Some(period), None) => PeriodShown::Later { proof_end: proof_end(period) },
            (None, _) => PeriodShown::None(none),
        }
    }
}

//! Lab "sg-table": Sprague-Grundy values of a subtraction game, filled cell by cell.
//!
//! Step k shows SG(0..=k), with cell k explained: its options highlighted, their values
//! collected, the mex taken. The picture is a pure function of the table and the step.

use std::rc::Rc;

use yew::prelude::*;

use crate::api::Request;
use crate::api::fields::{Fields, parse_count};
use crate::api::subtraction::{MAX_N, SubtractionJob, SubtractionRequest};
use crate::solve::period::{PPositionRule, Period, p_position_rule};
use crate::solve::stepwise::{Stepwise, run_to_end};
use crate::solve::subtraction::{CellExplanation, explain};
use crate::ui::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::lab_kit::{
    LinkParams, Notices, TextField, actions, inspecting_line, lab_footer, mex_detail,
};
use crate::ui::route::View;
use crate::ui::stepper::{DEFAULT_SPEED, Playhead, StepCommand, Stepper, parse_speed_field};
use crate::ui::task::run_job_sliced;

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "sg-table",
    topic: Topic::SpragueGrundy,
    title: "Sprague-Grundy table",
    summary: "Subtraction games: SG(n) = mex of the options' values, filled cell by cell, \
              with the period and the P-position rule proven from the table.",
    console: r#"cgt.solve({game: "subtraction", moves: [1, 3, 4], n: 30})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <SgTableLab ..props /> }
}

/// Positions per row of the table.
const COLUMNS: u32 = 16;
/// Rows shown at once; larger tables show a window around the explained cell.
const WINDOW_ROWS: u32 = 8;
/// The URL parameters of the view, besides the request's.
const VIEW_PARAMS: &[&str] = &["step", "cell", "speed"];
/// Example games: label, moves, n.
const PRESETS: &[(&str, &str, u32)] = &[
    ("Take 1..3 (lecture)", "1..3", 11),
    ("S = {1, 3, 4}", "1,3,4", 30),
    ("S = {1, 2, 5} (tutorial)", "1,2,5", 30),
    ("S = {2, 5, 6}", "2,5,6", 60),
];

/// Requests costing at most this much work (see [`SubtractionRequest::work`]) are solved at
/// once; larger ones in time slices with a progress bar (well under a millisecond here).
const SYNC_WORK: u64 = 300_000;

/// A solved table: the request, SG(0..=n), and what the values prove.
#[derive(Debug)]
struct Solved {
    request: SubtractionRequest,
    values: Vec<u32>,
    period: Option<Period>,
    rule: Option<PPositionRule>,
    /// For S = {1..K}: K, and whether SG(i) = i mod (K + 1) held for every computed i.
    take_away: Option<(u32, bool)>,
}

impl Solved {
    /// Solves `request` at once.
    fn new(request: SubtractionRequest) -> Solved {
        let (values, period) = run_to_end(Box::new(SubtractionJob::new(&request)));
        Solved::from_parts(request, values, period)
    }

    /// Completes a solved table from the job's values and period.
    fn from_parts(request: SubtractionRequest, values: Vec<u32>, period: Option<Period>) -> Solved {
        let rule = period.map(|period| p_position_rule(&values, period));
        let take_away = request.moves.as_take_up_to().map(|k| {
            let closed_form_holds =
                values.iter().enumerate().all(|(i, &value)| value as usize == i % (k as usize + 1));
            (k, closed_form_holds)
        });
        Solved { request, values, period, rule, take_away }
    }

    fn last(&self) -> u32 {
        self.request.n
    }

    fn explain(&self, position: u32) -> Option<CellExplanation> {
        explain(&self.request.moves, &self.values, position)
    }

    /// The period, once the step has reached the last value its proof reads.
    fn period_seen_at(&self, position: u32) -> Option<Period> {
        let memory = self.request.moves.max_move();
        self.period.filter(|period| u64::from(position) >= period.proof_end(memory))
    }
}

/// A request being solved in slices, and the view to open when it is done.
#[derive(Clone, Debug, PartialEq)]
struct Pending {
    request: SubtractionRequest,
    step: u32,
    cell: Option<u32>,
    /// From 0 to 1.
    progress: f64,
}

/// The form's texts and their messages.
#[derive(Clone, Debug, PartialEq)]
struct Form {
    moves: String,
    n: String,
    moves_error: Option<String>,
    n_error: Option<String>,
}

impl Form {
    fn showing(request: &SubtractionRequest) -> Form {
        Form {
            moves: request.moves_text(),
            n: request.n.to_string(),
            moves_error: None,
            n_error: None,
        }
    }
}

/// The lab's whole state.
#[derive(Clone, Debug)]
struct State {
    /// The table on screen (none yet while the first one is being solved).
    shown: Option<Rc<Solved>>,
    /// A table being solved in slices.
    pending: Option<Pending>,
    playhead: Playhead,
    /// A filled cell the student clicked, explained instead of the current step's.
    inspected: Option<u32>,
    form: Form,
    /// Messages about the address the lab was opened with.
    notices: Vec<String>,
}

enum Action {
    Step(StepCommand),
    Inspect(Option<u32>),
    EditMoves(String),
    EditN(String),
    Submit,
    Preset(usize),
    DismissNotices,
    /// The pending job's progress.
    Progress(f64),
    /// The pending job's result.
    Finished(Rc<Solved>),
    /// Stop the pending job.
    Cancel,
}

impl State {
    /// Opens `request` at `step` (explaining `cell`): at once if it is small, else by starting
    /// a sliced job while the current table stays on screen.
    fn open(mut self, request: SubtractionRequest, step: u32, cell: Option<u32>) -> State {
        self.form = Form::showing(&request);
        if request.work() <= SYNC_WORK {
            self.pending = None;
            self.show(Rc::new(Solved::new(request)), step, cell)
        } else {
            self.pending = Some(Pending { request, step, cell, progress: 0.0 });
            self
        }
    }

    /// Puts a solved table on screen at `step`.
    fn show(mut self, solved: Rc<Solved>, step: u32, cell: Option<u32>) -> State {
        self.playhead = Playhead::new(step, solved.last(), self.playhead.speed);
        self.inspected = cell.filter(|&cell| cell <= self.playhead.position);
        self.shown = Some(solved);
        self
    }
}

impl LabState for State {
    /// The state a URL asks for; unusable parameters fall back to defaults, with a notice.
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let moves = link.read("moves", SubtractionRequest::parse_moves);
        let n = link.read("n", SubtractionRequest::parse_n);
        let defaults = SubtractionRequest::default();
        let request = SubtractionRequest {
            moves: moves.unwrap_or(defaults.moves),
            n: n.unwrap_or(defaults.n),
        };
        let step = link
            .read("step", |text| parse_count("step", text, request.n.into()))
            .map_or(0, |step| step as u32);
        let cell = link
            .read("cell", |text| parse_count("cell", text, step.into()))
            .map(|cell| cell as u32);
        let speed = link.read("speed", parse_speed_field);
        let known: Vec<&str> =
            SubtractionRequest::FIELDS.iter().chain(VIEW_PARAMS).copied().collect();
        let state = State {
            form: Form::showing(&request),
            shown: None,
            pending: None,
            playhead: Playhead::new(0, 0, speed.unwrap_or(DEFAULT_SPEED)),
            inspected: None,
            notices: link.finish(&known),
        };
        state.open(request, step, cell)
    }

    /// The URL parameters that reproduce this view (the pending one, if any).
    fn link(&self) -> Fields {
        let mut params = Fields::new();
        let (request, step, cell) = match (&self.pending, &self.shown) {
            (Some(pending), _) => (&pending.request, pending.step, pending.cell),
            (None, Some(shown)) => (&shown.request, self.playhead.position, self.inspected),
            (None, None) => return params,
        };
        request.write_fields(&mut params);
        params.set("step", step.to_string());
        if let Some(cell) = cell {
            params.set("cell", cell.to_string());
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
            Action::Inspect(cell) => {
                next.inspected = cell.filter(|&cell| cell <= self.playhead.position);
            }
            Action::EditMoves(text) => {
                next.form.moves_error =
                    SubtractionRequest::parse_moves(&text).err().map(|e| e.message);
                next.form.moves = text;
            }
            Action::EditN(text) => {
                next.form.n_error = SubtractionRequest::parse_n(&text).err().map(|e| e.message);
                next.form.n = text;
            }
            Action::Submit => {
                let moves = SubtractionRequest::parse_moves(&self.form.moves);
                let n = SubtractionRequest::parse_n(&self.form.n);
                match (moves, n) {
                    (Ok(moves), Ok(n)) => {
                        next.notices.clear();
                        next = next.open(SubtractionRequest { moves, n }, 0, None);
                    }
                    (moves, n) => {
                        next.form.moves_error = moves.err().map(|e| e.message);
                        next.form.n_error = n.err().map(|e| e.message);
                    }
                }
            }
            Action::Preset(index) => {
                let preset = PRESETS.get(index).and_then(|&(_, moves, n)| {
                    let moves = SubtractionRequest::parse_moves(moves).ok()?;
                    Some(SubtractionRequest { moves, n })
                });
                if let Some(request) = preset {
                    next.notices.clear();
                    next = next.open(request, 0, None);
                }
            }
            Action::DismissNotices => next.notices.clear(),
            Action::Progress(progress) => {
                if let Some(pending) = &mut next.pending {
                    pending.progress = progress;
                }
            }
            Action::Finished(solved) => match next.pending.take() {
                Some(pending) if pending.request == solved.request => {
                    next = next.show(solved, pending.step, pending.cell);
                }
                other => next.pending = other,
            },
            Action::Cancel => {
                next.pending = None;
                match &self.shown {
                    Some(shown) => next.form = Form::showing(&shown.request),
                    None => next = next.open(SubtractionRequest::default(), 0, None),
                }
            }
        }
        Rc::new(next)
    }
}

/// Solves the pending request, if any, in time slices; cancelled when it changes.
#[hook]
fn use_pending_job(pending: Option<SubtractionRequest>, dispatcher: UseReducerDispatcher<State>) {
    use_effect_with(pending, move |pending| {
        let task = pending.clone().map(|request| {
            let on_progress = {
                let dispatcher = dispatcher.clone();
                move |running: &SubtractionJob| {
                    dispatcher.dispatch(Action::Progress(running.progress()))
                }
            };
            let job = Box::new(SubtractionJob::new(&request));
            run_job_sliced(job, on_progress, move |(values, period)| {
                let solved = Solved::from_parts(request, values, period);
                dispatcher.dispatch(Action::Finished(Rc::new(solved)));
            })
        });
        move || drop(task)
    });
}

/// The lab component.
#[component]
pub fn SgTableLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    use_pending_job(
        state.pending.as_ref().map(|pending| pending.request.clone()),
        state.dispatcher(),
    );

    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    let header = if embed {
        html! { <h2 class="embed-title">{ "Sprague-Grundy values of a subtraction game" }</h2> }
    } else {
        html! {
            <>
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "A heap of n stones; a move takes s stones for some s in the move set S; \
                       the player who cannot move loses. Each position's Sprague-Grundy value is \
                       the mex (minimal excludant: the smallest non-negative integer not in the set) \
                       of its options' values. Value 0 marks a P-position (the previous player \
                       wins), any other value an N-position (the next player wins)." }
                </p>
                { form_view(&state.form, &dispatcher) }
            </>
        }
    };
    html! {
        <section class={classes!("sg-lab", embed.then_some("is-embed"))}>
            { header }
            <Notices notices={state.notices.clone()}
                on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            if let Some(pending) = &state.pending { { pending_view(pending, &dispatcher) } }
            if let Some(solved) = &state.shown { { table_lab_view(&state, solved, &dispatcher) } }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}

/// The table on screen with its controls, explanation, legend and period.
fn table_lab_view(
    state: &State,
    solved: &Solved,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let on_command = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |command| dispatcher.dispatch(Action::Step(command)))
    };
    let on_inspect = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |cell| dispatcher.dispatch(Action::Inspect(cell)))
    };
    let position = state.playhead.position;
    let focus = state.inspected.unwrap_or(position);
    let explanation = solved.explain(focus);
    let step_label = Callback::from(|step: u32| format!("n = {step}"));
    let moves: Vec<String> = solved.request.moves.moves().iter().map(u32::to_string).collect();
    html! {
        <>
            <p class="game-line">
                { format!("S = {{{}}}, positions 0 to {}", moves.join(", "), solved.request.n) }
                <span class="badge normal-play" title="The player who cannot move loses">{ "normal play" }</span>
            </p>
            <Stepper playhead={state.playhead} {step_label} {on_command} />
            { explanation_view(explanation.as_ref(), state.inspected, &on_inspect) }
            { table_view(solved, position, focus, explanation.as_ref(), &on_inspect) }
            { legend_view() }
            { period_view(solved, position) }
        </>
    }
}

fn pending_view(pending: &Pending, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let cancel = {
        let dispatcher = dispatcher.clone();
        Callback::from(move |_: MouseEvent| dispatcher.dispatch(Action::Cancel))
    };
    // Whole numbers only: formatting floats would add kilobytes to the app.
    let permille = (pending.progress * 1000.0) as u32;
    let percent = permille / 10;
    html! {
        <div class="computing" role="status">
            <span>{ format!("Computing SG(0) to SG({}) and looking for a period…", pending.request.n) }</span>
            <progress max="1000" value={permille.to_string()} aria-label="Progress"></progress>
            <span class="percent">{ format!("{percent}%") }</span>
            <button type="button" class="cancel" onclick={cancel}>{ "Cancel" }</button>
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
            <TextField id="sg-moves" label="Move set S" value={form.moves.clone()}
                placeholder="1,3,4 or 1..3" error={form.moves_error.clone()}
                help="Numbers separated by commas; 1..K is the take-away game \"take 1 to K\"."
                on_input={actions(dispatcher).reform(Action::EditMoves)} />
            <TextField id="sg-n" label="Positions up to n" value={form.n.clone()} numeric=true
                help={format!("0 to {MAX_N}")} error={form.n_error.clone()}
                on_input={actions(dispatcher).reform(Action::EditN)} />
            <button type="submit" class="primary">{ "Show table" }</button>
            <div class="presets">
                <span>{ "Examples:" }</span>
                { for PRESETS.iter().enumerate().map(|(index, (label, _, _))| html! {
                    <button type="button" class="preset" onclick={preset(index)}>{ *label }</button>
                }) }
            </div>
        </form>
    }
}

fn explanation_view(
    explanation: Option<&CellExplanation>,
    inspected: Option<u32>,
    on_inspect: &Callback<Option<u32>>,
) -> Html {
    let Some(explanation) = explanation else {
        return html! {};
    };
    let position = explanation.position;
    let options: Vec<String> = explanation
        .options
        .iter()
        .map(|option| format!("take {} → {} (SG {})", option.take, option.to, option.value))
        .collect();
    let mex_detail = mex_detail(explanation.value);
    let impossible = (!explanation.impossible.is_empty()).then(|| {
        let moves: Vec<String> = explanation.impossible.iter().map(u32::to_string).collect();
        format!("Taking {} is impossible from {position} stones.", moves.join(" or "))
    });
    let verdict = if explanation.options.is_empty() {
        format!("{position} is a P-position: the player to move has no move and loses.")
    } else if explanation.is_p_position() {
        format!(
            "{position} is a P-position: every move leads to an N-position, so the player to \
             move loses against perfect play."
        )
    } else {
        let winning: Vec<String> = explanation
            .winning_moves()
            .map(|option| format!("taking {} (to {})", option.take, option.to))
            .collect();
        format!(
            "{position} is an N-position: the player to move wins by {}, a move to a P-position.",
            winning.join(" or ")
        )
    };
    let back = {
        let on_inspect = on_inspect.clone();
        Callback::from(move |_: MouseEvent| on_inspect.emit(None))
    };
    html! {
        <div class="explanation" aria-live="polite">
            if inspected.is_some() {
                { inspecting_line(format!("the cell you clicked, n = {position}"), back) }
            }
            <p class="sentence"><code>{ explanation.sentence() }</code></p>
            <p class="detail">
                if options.is_empty() {
                    { format!("{position} has no options: no move fits. ") }
                } else {
                    { format!("Options: {}. ", options.join(", ")) }
                }
                { mex_detail }
            </p>
            if let Some(impossible) = impossible { <p class="detail">{ impossible }</p> }
            <p class={classes!("verdict", if explanation.is_p_position() { "p" } else { "n" })}>{ verdict }</p>
        </div>
    }
}

fn table_view(
    solved: &Solved,
    position: u32,
    focus: u32,
    explanation: Option<&CellExplanation>,
    on_inspect: &Callback<Option<u32>>,
) -> Html {
    let n = solved.last();
    let rows = n / COLUMNS + 1;
    let (first_row, last_row) = if rows <= WINDOW_ROWS {
        (0, rows - 1)
    } else {
        let focus_row = focus / COLUMNS;
        let first = focus_row.saturating_sub(WINDOW_ROWS - 3).min(rows - WINDOW_ROWS);
        (first, first + WINDOW_ROWS - 1)
    };
    let period = solved.period_seen_at(position);
    let options: Vec<(u32, u32)> =
        explanation.map(|e| e.options.iter().map(|o| (o.to, o.take)).collect()).unwrap_or_default();
    let window_note = (rows > WINDOW_ROWS).then(|| {
        let shown_last = ((last_row + 1) * COLUMNS - 1).min(n);
        format!(
            "Showing positions {} to {shown_last} of 0 to {n}; the window follows the step.",
            first_row * COLUMNS
        )
    });
    html! {
        <div class="sg-table" role="table" aria-label="Sprague-Grundy values"
            style={format!("--n-font: {}rem", n_label_font(n))}>
            if let Some(note) = window_note { <p class="window-note">{ note }</p> }
            { for (first_row..=last_row).map(|row| {
                let cells: Vec<u32> = (row * COLUMNS..((row + 1) * COLUMNS).min(n + 1)).collect();
                let column_classes = |cell: u32| {
                    let option = options.iter().find(|(to, _)| *to == cell);
                    classes!(
                        "cell",
                        (cell <= position).then_some("filled"),
                        (cell <= position).then(|| if solved.values[cell as usize] == 0 { "p" } else { "n" }),
                        (cell == focus).then_some("current"),
                        option.map(|_| "option"),
                        period.map(|period| period_class(period, cell)),
                        period.filter(|period| cell >= period.start && (cell - period.start).is_multiple_of(period.length)).map(|_| "period-begin"),
                    )
                };
                html! {
                    <div class="sg-block" role="rowgroup">
                        <div class="sg-row n-row" role="row">
                            <span class="row-label" role="rowheader">{ "n" }</span>
                            { for cells.iter().map(|&cell| html! {
                                <span class={column_classes(cell)} role="columnheader" data-n={cell.to_string()}>
                                    { cell }
                                </span>
                            }) }
                        </div>
                        <div class="sg-row value-row" role="row">
                            <span class="row-label" role="rowheader">{ "SG(n)" }</span>
                            { for cells.iter().map(|&cell| {
                                let filled = cell <= position;
                                let value = solved.values[cell as usize];
                                let take = options.iter().find(|(to, _)| *to == cell).map(|(_, take)| *take);
                                let onclick = {
                                    let on_inspect = on_inspect.clone();
                                    Callback::from(move |_: MouseEvent| on_inspect.emit(Some(cell)))
                                };
                                html! {
                                    <button type="button" class={column_classes(cell)} role="cell"
                                        data-n={cell.to_string()} disabled={!filled} {onclick}
                                        aria-label={if filled { format!("SG({cell}) = {value}") } else { format!("SG({cell}) not computed yet") }}>
                                        { if filled { value.to_string() } else { String::new() } }
                                        if let Some(take) = take {
                                            <span class="take" title={format!("take {take}")}>{ format!("−{take}") }</span>
                                        }
                                    </button>
                                }
                            }) }
                        </div>
                        <div class="sg-row pn-row" role="row">
                            <span class="row-label" role="rowheader">{ "P/N" }</span>
                            { for cells.iter().map(|&cell| {
                                let letter = match (cell <= position, solved.values[cell as usize]) {
                                    (false, _) => "",
                                    (true, 0) => "P",
                                    (true, _) => "N",
                                };
                                html! { <span class={column_classes(cell)} role="cell" data-n={cell.to_string()}>{ letter }</span> }
                            }) }
                        </div>
                    </div>
                }
            }) }
        </div>
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

fn period_class(period: Period, cell: u32) -> &'static str {
    if cell < period.start {
        "preperiod"
    } else if ((cell - period.start) / period.length).is_multiple_of(2) {
        "period-even"
    } else {
        "period-odd"
    }
}

fn legend_view() -> Html {
    html! {
        <ul class="legend" aria-label="Legend">
            <li><span class="swatch p"></span>{ "P-position (SG = 0): the player to move loses" }</li>
            <li><span class="swatch n"></span>{ "N-position (SG > 0): the player to move wins" }</li>
            <li><span class="swatch current"></span>{ "the cell being explained" }</li>
            <li><span class="swatch option"></span>{ "its options n − s" }</li>
            <li><span class="swatch preperiod"></span>{ "preperiod" }</li>
            <li><span class="swatch period-even"></span><span class="swatch period-odd"></span>{ "repeats of the period" }</li>
        </ul>
    }
}

fn period_view(solved: &Solved, position: u32) -> Html {
    let memory = solved.request.moves.max_move();
    let n = solved.last();
    let take_away = solved.take_away.map(|(k, holds)| {
        let check = if holds {
            format!("checked against all {} computed values", n + 1)
        } else {
            "does NOT match the computed values".to_string()
        };
        html! {
            <p class="take-away-rule">
                { format!("S = {{1, …, {k}}} is the take-away game with K = {k}: SG(n) = n mod {} \
                           (K + 1), so the P-positions are the multiples of {} ({check}).", k + 1, k + 1) }
            </p>
        }
    });
    let body = match (solved.period, solved.period_seen_at(position)) {
        (Some(_), Some(period)) => {
            let end = period.start + period.length;
            let rule = solved.rule.as_ref().map(PPositionRule::sentence).unwrap_or_default();
            html! {
                <>
                    <p class="period-found">
                        { format!("Period proven: SG(n + {len}) = SG(n) for every n ≥ {start} \
                                   (preperiod {pre}, period {len}).",
                                  len = period.length, start = period.start,
                                  pre = if period.start == 0 { "empty".to_string() } else { format!("0 to {}", period.start - 1) }) }
                    </p>
                    <p class="period-proof">
                        { format!("Proof: SG({a}..{b}) = SG({c}..{d}), a window of max(S) = {memory} values, \
                                   and each value depends only on the {memory} values before it, so the \
                                   repeat continues forever.",
                                  a = period.start, b = period.start + memory - 1, c = end, d = end + memory - 1) }
                    </p>
                    <p class="p-rule">{ rule }</p>
                </>
            }
        }
        (Some(period), None) => html! {
            <p class="period-pending">
                { format!("The values up to n = {n} prove a period; step to n = {} (or press End) to see it.",
                          period.proof_end(memory)) }
            </p>
        },
        (None, _) => html! {
            <p class="period-none">
                { format!("No period proven by SG(0..{n}): a proof needs a window of max(S) = {memory} values \
                           to repeat after the start. Try a larger n.") }
            </p>
        },
    };
    html! {
        <div class="period-panel">
            <h2>{ "Period and P-positions" }</h2>
            { body }
            if let Some(take_away) = take_away { { take_away } }
        </div>
    }
}

//! Lab "octal": Grundy values of an octal game, filled heap by heap, each value's options (the
//! splits as G(a) xor G(b)) and mex explained; the period proven by the Guy-Smith bound; long
//! tables by the sparse-space method in a Web Worker (in time slices on the page when no worker
//! can be started); a plot of the values.

use std::rc::Rc;

use yew::prelude::*;

use crate::api::Request;
use crate::api::fields::{Fields, parse_count};
use crate::api::octal::{MAX_N, MAX_WORK, OctalJob, OctalOutcome, OctalRequest};
use crate::octal_worker::client::{IdleWorker, TableWorker, WorkerEvent};
use crate::plots::Chart;
use crate::plots::octal::values_chart;
use crate::solve::octal::{
    CellExplanation, Leaves, OctalOption, ProofWindow, SPARSE_ENOUGH, SparseStats, explain,
    group_digits, proof_window,
};
use crate::solve::period::{PPositionRule, Period, p_position_rule};
use crate::solve::stepwise::{Stepwise, run_to_end};
use crate::ui::embed_code::EmbedCode;
use crate::ui::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::lab_kit::{LinkParams, Notices, TextField, actions, inspecting_line};
use crate::ui::route::{Route, View};
use crate::ui::stepper::{DEFAULT_SPEED, Playhead, StepCommand, Stepper, parse_speed_field};
use crate::ui::task::{Shared, SlicedTask, run_job_sliced};
use crate::ui::widgets::chart_view::ChartView;

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "octal",
    topic: Topic::SpragueGrundy,
    title: "Octal games",
    summary: "Kayles, Dawson's Kayles, Treblecross and any octal code: Grundy values heap by \
              heap with every split's nim-sum and the mex, periods proven by the Guy-Smith \
              bound, and tables to 2^20 by the sparse-space method.",
    console: r#"cgt.solve({game: "octal", code: "0.77", n: 200})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <OctalLab ..props /> }
}

/// Heaps per row of the table.
const COLUMNS: u32 = 16;
/// Rows shown at once; larger tables show a window around the explained heap.
const WINDOW_ROWS: u32 = 8;
/// Options listed in an explanation; larger heaps list the first ones and the mex's witnesses.
const LISTED_OPTIONS: usize = 12;
/// Winning moves listed in a verdict.
const LISTED_WINS: usize = 6;
/// The URL parameters of the view, besides the request's.
const VIEW_PARAMS: &[&str] = &["step", "cell", "speed"];
/// Example games: label, code, n.
const PRESETS: &[(&str, &str, u32)] = &[
    ("Kayles 0.77", "0.77", 200),
    ("Dawson's Kayles 0.07", "0.07", 160),
    ("Dawson's chess 0.137", "0.137", 160),
    ("Treblecross 0.007", "0.007", 100),
    ("4.7", "4.7", 30),
    ("0.6", "0.6", 120),
    ("Kayles to 2^20", "0.77", MAX_N),
    ("Treblecross to 40 000", "0.007", 40_000),
];

/// Requests whose naive cost (heaps plus split options) is at most this are solved at once
/// (a few milliseconds); larger ones in the worker (or in time slices) with a progress bar.
const SYNC_WORK: u64 = 3_000_000;

/// Where a table was computed.
#[derive(Clone, Debug, PartialEq)]
enum Computed {
    /// On the page during a render: a small table.
    AtOnce,
    /// In the background worker.
    InWorker,
    /// On the page in time slices, because the worker could not be started (the reason).
    InSlices(String),
}

/// A solved table, what it proves, and its chart (made once: a table of 2^20 values is not
/// summarised again at every step).
#[derive(Debug)]
struct Solved {
    outcome: OctalOutcome,
    rule: Option<PPositionRule>,
    chart: Rc<Chart>,
    computed: Computed,
}

impl Solved {
    fn new(outcome: OctalOutcome, computed: Computed) -> Solved {
        let rule = outcome.period.map(|period| p_position_rule(&outcome.values, period));
        let chart = Rc::new(values_chart(&outcome.request.code, &outcome.values));
        Solved { outcome, rule, chart, computed }
    }

    fn request(&self) -> &OctalRequest {
        &self.outcome.request
    }

    fn values(&self) -> &[u32] {
        &self.outcome.values
    }

    /// The last heap computed (n, or less when the work limit stopped the table).
    fn last(&self) -> u32 {
        self.values().len().saturating_sub(1) as u32
    }

    fn explain(&self, position: u32) -> Option<CellExplanation> {
        explain(&self.request().code, self.values(), position, LISTED_OPTIONS)
    }

    fn window(&self, period: Period) -> ProofWindow {
        proof_window(&self.request().code, period)
    }

    /// The period, once the step has reached the last value its proof reads.
    fn period_seen_at(&self, position: u32) -> Option<Period> {
        self.outcome.period.filter(|&period| u64::from(position) >= self.window(period).last_read)
    }
}

/// A request being solved in the worker or in slices, and the view to open when it is done.
#[derive(Clone, Debug, PartialEq)]
struct Pending {
    request: OctalRequest,
    step: u32,
    cell: Option<u32>,
    /// From 0 to 1.
    progress: f64,
    /// Heaps filled so far.
    filled: usize,
}

/// The form's texts and their messages.
#[derive(Clone, Debug, PartialEq)]
struct Form {
    code: String,
    n: String,
    code_error: Option<String>,
    n_error: Option<String>,
}

impl Form {
    fn showing(request: &OctalRequest) -> Form {
        Form {
            code: request.code.to_string(),
            n: request.n.to_string(),
            code_error: None,
            n_error: None,
        }
    }
}

/// The lab's whole state.
#[derive(Clone, Debug)]
struct State {
    shown: Option<Rc<Solved>>,
    pending: Option<Pending>,
    playhead: Playhead,
    inspected: Option<u32>,
    form: Form,
    notices: Vec<String>,
    /// Why the background worker cannot be used, once it has failed to start: long tables are
    /// then solved on the page in time slices.
    no_worker: Option<String>,
}

enum Action {
    Step(StepCommand),
    Inspect(Option<u32>),
    EditCode(String),
    EditN(String),
    Submit,
    Preset(usize),
    DismissNotices,
    Progress(f64, usize),
    Finished(Rc<Solved>),
    /// The worker could not be started: the reason.
    WorkerUnavailable(String),
    /// The worker could not finish the pending request: the reason.
    Failed(String),
    Cancel,
}

impl State {
    /// Opens `request` at `step`: at once if small, else by starting a job (in the worker, or
    /// in slices) while the current table stays on screen.
    fn open(mut self, request: OctalRequest, step: u32, cell: Option<u32>) -> State {
        self.form = Form::showing(&request);
        if request.naive_work() <= SYNC_WORK {
            self.pending = None;
            let outcome = run_to_end(Box::new(OctalJob::new(&request)));
            self.show(Rc::new(Solved::new(outcome, Computed::AtOnce)), step, cell)
        } else {
            self.pending = Some(Pending { request, step, cell, progress: 0.0, filled: 0 });
            self
        }
    }

    /// Gives up the pending request: the table on screen stays (Kayles opens if there is none).
    fn drop_pending(mut self) -> State {
        self.pending = None;
        match &self.shown {
            Some(shown) => {
                self.form = Form::showing(shown.request());
                self
            }
            None => self.open(OctalRequest::default(), 0, None),
        }
    }

    fn show(mut self, solved: Rc<Solved>, step: u32, cell: Option<u32>) -> State {
        self.playhead = Playhead::new(step, solved.last(), self.playhead.speed);
        self.inspected = cell.filter(|&cell| cell <= self.playhead.position);
        self.shown = Some(solved);
        self
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let code = link.read("code", OctalRequest::parse_code);
        let n = link.read("n", OctalRequest::parse_n);
        let defaults = OctalRequest::default();
        let request =
            OctalRequest { code: code.unwrap_or(defaults.code), n: n.unwrap_or(defaults.n) };
        let step = link
            .read("step", |text| parse_count("step", text, request.n.into()))
            .map_or(0, |step| step as u32);
        let cell = link
            .read("cell", |text| parse_count("cell", text, step.into()))
            .map(|cell| cell as u32);
        let speed = link.read("speed", parse_speed_field);
        let known: Vec<&str> = OctalRequest::FIELDS.iter().chain(VIEW_PARAMS).copied().collect();
        let state = State {
            form: Form::showing(&request),
            shown: None,
            pending: None,
            playhead: Playhead::new(0, 0, speed.unwrap_or(DEFAULT_SPEED)),
            inspected: None,
            notices: link.finish(&known),
            no_worker: None,
        };
        state.open(request, step, cell)
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        let (request, step, cell) = match (&self.pending, &self.shown) {
            (Some(pending), _) => (pending.request.clone(), pending.step, pending.cell),
            (None, Some(shown)) => {
                (shown.request().clone(), self.playhead.position, self.inspected)
            }
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
            Action::EditCode(text) => {
                next.form.code_error = OctalRequest::parse_code(&text).err().map(|e| e.message);
                next.form.code = text;
            }
            Action::EditN(text) => {
                next.form.n_error = OctalRequest::parse_n(&text).err().map(|e| e.message);
                next.form.n = text;
            }
            Action::Submit => {
                let code = OctalRequest::parse_code(&self.form.code);
                let n = OctalRequest::parse_n(&self.form.n);
                match (code, n) {
                    (Ok(code), Ok(n)) => {
                        next.notices.clear();
                        next = next.open(OctalRequest { code, n }, 0, None);
                    }
                    (code, n) => {
                        next.form.code_error = code.err().map(|e| e.message);
                        next.form.n_error = n.err().map(|e| e.message);
                    }
                }
            }
            Action::Preset(index) => {
                let preset = PRESETS.get(index).and_then(|&(_, code, n)| {
                    Some(OctalRequest { code: OctalRequest::parse_code(code).ok()?, n })
                });
                if let Some(request) = preset {
                    next.notices.clear();
                    next = next.open(request, 0, None);
                }
            }
            Action::DismissNotices => next.notices.clear(),
            Action::Progress(progress, filled) => {
                if let Some(pending) = &mut next.pending {
                    pending.progress = progress;
                    pending.filled = filled;
                }
            }
            Action::Finished(solved) => match next.pending.take() {
                Some(pending) if &pending.request == solved.request() => {
                    next = next.show(solved, pending.step, pending.cell);
                }
                other => next.pending = other,
            },
            Action::WorkerUnavailable(reason) => {
                next.no_worker.get_or_insert(reason);
            }
            Action::Failed(reason) => {
                if let Some(pending) = &self.pending {
                    next.notices.push(format!(
                        "The background computation of {} up to n = {} stopped: {reason}.",
                        pending.request.code, pending.request.n
                    ));
                }
                next = next.drop_pending();
            }
            Action::Cancel => next = next.drop_pending(),
        }
        Rc::new(next)
    }
}

/// The computation of a pending request, held only to be dropped: dropping it terminates the
/// worker or stops the slices. Neither runs when the worker could not even be created (the
/// slices then start on the next render).
#[derive(Default)]
struct Running {
    _worker: Option<TableWorker>,
    _slices: Option<SlicedTask>,
}

/// Solves the pending request, if any: in the background worker, or in time slices on the page
/// once the worker is known not to start (`no_worker`). A new request, Cancel, or the lab
/// closing drops the running computation (terminating the worker), so no stale table arrives.
/// A worker that has answered stays loaded for the lab's next request.
#[hook]
fn use_pending_job(
    pending: Option<OctalRequest>,
    no_worker: Option<String>,
    dispatcher: UseReducerDispatcher<State>,
) {
    let idle = use_mut_ref(IdleWorker::default).borrow().clone();
    use_effect_with((pending, no_worker), move |(pending, no_worker)| {
        let running = pending.clone().map(|request| match no_worker {
            None => start_in_worker(&idle, &request, dispatcher),
            Some(reason) => Running {
                _slices: Some(start_in_slices(request, reason.clone(), dispatcher)),
                ..Running::default()
            },
        });
        move || drop(running)
    });
}

fn start_in_worker(
    idle: &IdleWorker,
    request: &OctalRequest,
    dispatcher: UseReducerDispatcher<State>,
) -> Running {
    let on_event = {
        let dispatcher = dispatcher.clone();
        move |event: WorkerEvent| {
            dispatcher.dispatch(match event {
                WorkerEvent::Progress(fraction, filled) => Action::Progress(fraction, filled),
                WorkerEvent::Done(outcome) => {
                    Action::Finished(Rc::new(Solved::new(outcome, Computed::InWorker)))
                }
                WorkerEvent::Unavailable(reason) => Action::WorkerUnavailable(reason),
                WorkerEvent::Failed(reason) => Action::Failed(reason),
            })
        }
    };
    match TableWorker::start(idle, request, MAX_WORK, on_event) {
        Ok(worker) => Running { _worker: Some(worker), ..Running::default() },
        Err(reason) => {
            dispatcher.dispatch(Action::WorkerUnavailable(reason));
            Running::default()
        }
    }
}

fn start_in_slices(
    request: OctalRequest,
    no_worker: String,
    dispatcher: UseReducerDispatcher<State>,
) -> SlicedTask {
    let on_progress = {
        let dispatcher = dispatcher.clone();
        move |running: &OctalJob| {
            dispatcher.dispatch(Action::Progress(running.progress(), running.filled()))
        }
    };
    run_job_sliced(Box::new(OctalJob::new(&request)), on_progress, move |outcome| {
        let computed = Computed::InSlices(no_worker);
        dispatcher.dispatch(Action::Finished(Rc::new(Solved::new(outcome, computed))));
    })
}

/// The lab component.
#[component]
pub fn OctalLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    use_pending_job(
        state.pending.as_ref().map(|pending| pending.request.clone()),
        state.no_worker.clone(),
        state.dispatcher(),
    );
    // The explanation reads every option of the heap (a million at n = 2^20): once per heap
    // shown, not at every render (progress ticks of a job, a new speed).
    let focus = state.inspected.unwrap_or(state.playhead.position);
    let explanation = use_memo((state.shown.clone().map(Shared), focus), |(solved, focus)| {
        solved.as_ref().and_then(|solved| solved.0.explain(*focus))
    });
    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    let header = if embed {
        html! { <h2 class="embed-title">{ "Grundy values of an octal game" }</h2> }
    } else {
        html! {
            <>
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "Heaps of tokens in a row. A move removes some tokens from one heap and \
                       may leave nothing, one heap or two heaps; the code d0.d1d2d3… says what \
                       is allowed: digit d_k, for removing k tokens, adds 1 (take a whole heap of \
                       k), 2 (leave one heap) and 4 (leave two non-empty heaps). A position of \
                       several heaps is a sum of games, so a split option's value is the nim-sum \
                       G(a) ⊕ G(b) of the two heaps left, and G(n) is the mex of the options' values." }
                </p>
                { form_view(&state.form, &dispatcher) }
            </>
        }
    };
    html! {
        <section class={classes!("octal-lab", embed.then_some("is-embed"))}>
            { header }
            <Notices notices={state.notices.clone()}
                on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            if let Some(pending) = &state.pending { { pending_view(pending, state.no_worker.as_deref(), &dispatcher) } }
            if let Some(solved) = &state.shown { { table_lab_view(&state, solved, explanation.as_ref().as_ref(), &dispatcher, embed) } }
            if embed {
                <a class="open-full" target="_blank" rel="noopener"
                    href={Route::Lab { view: View::Page, slug: LAB.slug.into(), params: state.link() }.to_hash()}>
                    { "Open in CGT Playground ↗" }
                </a>
            } else {
                <EmbedCode slug={LAB.slug} title={LAB.title} params={state.link()} />
            }
        </section>
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
            <TextField id="octal-code" label="Octal code" value={form.code.clone()}
                placeholder="0.77" error={form.code_error.clone()}
                help="One digit (0 or 4) before the point, up to 32 octal digits after it."
                on_input={actions(dispatcher).reform(Action::EditCode)} />
            <TextField id="octal-n" label="Heaps up to n" value={form.n.clone()} numeric=true
                help={format!("0 to {MAX_N} (2^20)")} error={form.n_error.clone()}
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

fn pending_view(
    pending: &Pending,
    no_worker: Option<&str>,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let cancel = actions(dispatcher).reform(|_: MouseEvent| Action::Cancel);
    // Whole numbers only: formatting floats would add kilobytes to the app.
    let permille = (pending.progress * 1000.0) as u32;
    let place =
        if no_worker.is_some() { "on this page, in slices" } else { "in a background worker" };
    html! {
        <div class="computing" role="status">
            <span>{ format!("Computing G(0) to G({}) of {} {place}: heap {} …", pending.request.n,
                            pending.request.code, group_digits(pending.filled as u64)) }</span>
            <progress max="1000" value={permille.to_string()} aria-label="Progress"></progress>
            <span class="percent">{ format!("{}%", permille / 10) }</span>
            <button type="button" class="cancel" onclick={cancel}>{ "Cancel" }</button>
            if let Some(reason) = no_worker {
                <p class="worker-fallback">
                    { format!("The background worker could not be started ({reason}), so the table is \
                               computed on this page in short time slices: the page stays usable, but \
                               the table takes longer.") }
                </p>
            }
        </div>
    }
}

fn table_lab_view(
    state: &State,
    solved: &Rc<Solved>,
    explanation: Option<&CellExplanation>,
    dispatcher: &UseReducerDispatcher<State>,
    embed: bool,
) -> Html {
    let on_command = actions(dispatcher).reform(Action::Step);
    let on_inspect = actions(dispatcher).reform(Action::Inspect);
    let position = state.playhead.position;
    let focus = state.inspected.unwrap_or(position);
    let step_label = Callback::from(|step: u32| format!("n = {step}"));
    let request = solved.request();
    let name = request.code.name().map(|name| format!(" ({name})")).unwrap_or_default();
    html! {
        <>
            <p class="game-line">
                { format!("{}{name}, heaps 0 to {}", request.code, solved.last()) }
                <span class="badge normal-play" title="The player who cannot move loses">{ "normal play" }</span>
            </p>
            { meaning_view(solved) }
            if let Some(error) = solved.outcome.limit_error() {
                <p class="notice limit" role="status">{ format!("The table stops early. {}: {}.", error.field, error.message) }</p>
            }
            <Stepper playhead={state.playhead} {step_label} {on_command} />
            { explanation_view(explanation, solved.values(), state.inspected, &on_inspect) }
            { table_view(solved, position, focus, explanation, &on_inspect) }
            { legend_view() }
            { period_view(solved, position) }
            if !embed {
                { method_view(solved) }
                <ChartView chart={solved.chart.clone()}
                    size={(900, 380)} file="octal-values" label="Grundy values over the heap size" />
            }
        </>
    }
}

fn meaning_view(solved: &Solved) -> Html {
    let code = &solved.request().code;
    let t = code.max_removal();
    html! {
        <div class="code-meaning">
            <ul>{ for code.meaning().into_iter().map(|line| html! { <li>{ line }</li> }) }</ul>
            <p class="detail">{ format!("A move removes at most t = {t} token{}{}.", if t == 1 { "" } else { "s" },
                if code.has_splits() { "; some moves split a heap in two" } else { "; no move splits a heap" }) }</p>
        </div>
    }
}

/// An option as the explanation lists it: "take 1, leaving 1 + 2: G(1)⊕G(2) = 1⊕2 = 3".
fn option_text(option: &OctalOption, values: &[u32]) -> String {
    let describe = option.describe();
    match option.leaves {
        Leaves::Nothing => format!("{describe}: 0"),
        Leaves::One(a) => format!("{describe}: G({a}) = {}", option.value),
        Leaves::Two(a, b) => format!(
            "{describe}: G({a})⊕G({b}) = {}⊕{} = {}",
            values[a as usize], values[b as usize], option.value
        ),
    }
}

fn explanation_view(
    explanation: Option<&CellExplanation>,
    values: &[u32],
    inspected: Option<u32>,
    on_inspect: &Callback<Option<u32>>,
) -> Html {
    let Some(explanation) = explanation else { return html! {} };
    let position = explanation.position;
    let back = on_inspect.reform(|_: MouseEvent| None);
    let mex = explanation.value;
    let witnesses: Vec<String> = explanation
        .witnesses
        .iter()
        .map(|option| format!("{} by {}", option.value, option.formula()))
        .collect();
    let mex_detail = if !explanation.mex_checked {
        format!(
            "Values below {mex}, each reached: {}. That no option reaches {mex} is the table's result: \
             the {} options are not all rechecked here.",
            if witnesses.is_empty() { "none".to_string() } else { witnesses.join(", ") },
            group_digits(explanation.option_count)
        )
    } else if mex == 0 {
        "0 is not among the options' values, so the mex is 0.".to_string()
    } else {
        format!(
            "Values below the mex, each reached: {}; {mex} is reached by no option, so the mex is {mex}.",
            witnesses.join(", ")
        )
    };
    let listed = explanation.options.len() as u64;
    let winning: Vec<&OctalOption> =
        explanation.options.iter().filter(|option| option.value == 0).collect();
    let verdict = if explanation.option_count == 0 {
        format!("{position} is a P-position: no move is possible, so the player to move loses.")
    } else if explanation.is_p_position() {
        format!(
            "{position} is a P-position: every move leads to an N-position, so the player to move loses."
        )
    } else {
        let witness = explanation.witnesses.first().map(OctalOption::describe).unwrap_or_default();
        let shown: Vec<String> = winning.iter().take(LISTED_WINS).map(|o| o.describe()).collect();
        let moves = if shown.is_empty() { witness } else { shown.join("; ") };
        format!(
            "{position} is an N-position: the player to move wins by a move to a P-position ({moves})."
        )
    };
    html! {
        <div class="explanation" aria-live="polite">
            if inspected.is_some() {
                { inspecting_line(format!("the heap you clicked, n = {position}"), back) }
            }
            <p class="sentence"><code>{ explanation.sentence() }</code></p>
            if explanation.option_count > 0 {
                <p class="detail options">
                    { if listed < explanation.option_count {
                        format!("The first {listed} of {} options: ", group_digits(explanation.option_count))
                    } else {
                        "Options: ".to_string()
                    } }
                    { explanation.options.iter().map(|option| option_text(option, values)).collect::<Vec<_>>().join("; ") }
                    { "." }
                </p>
            }
            <p class="detail mex">{ mex_detail }</p>
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
    let values = solved.values();
    let rows = n / COLUMNS + 1;
    let (first_row, last_row) = if rows <= WINDOW_ROWS {
        (0, rows - 1)
    } else {
        let focus_row = focus / COLUMNS;
        let first = focus_row.saturating_sub(WINDOW_ROWS - 3).min(rows - WINDOW_ROWS);
        (first, first + WINDOW_ROWS - 1)
    };
    let period = solved.period_seen_at(position);
    // The heaps the mex's witnesses leave: the cells that prove the value.
    let witness_heaps: Vec<u32> = explanation
        .map(|e| {
            e.witnesses
                .iter()
                .flat_map(|option| match option.leaves {
                    Leaves::Nothing => vec![],
                    Leaves::One(a) => vec![a],
                    Leaves::Two(a, b) => vec![a, b],
                })
                .collect()
        })
        .unwrap_or_default();
    let window_note = (rows > WINDOW_ROWS).then(|| {
        let shown_last = ((last_row + 1) * COLUMNS - 1).min(n);
        format!(
            "Showing heaps {} to {shown_last} of 0 to {n}; the window follows the step.",
            first_row * COLUMNS
        )
    });
    let digits = n.to_string().len() as u32;
    let hundredths = (26_000 / (digits * 64)).min(85);
    let font = format!("{}.{:02}", hundredths / 100, hundredths % 100);
    html! {
        <div class="sg-table" role="table" aria-label="Grundy values" style={format!("--n-font: {font}rem")}>
            if let Some(note) = window_note { <p class="window-note">{ note }</p> }
            { for (first_row..=last_row).map(|row| {
                let cells: Vec<u32> = (row * COLUMNS..((row + 1) * COLUMNS).min(n + 1)).collect();
                let classes_of = |cell: u32| {
                    classes!(
                        "cell",
                        (cell <= position).then_some("filled"),
                        (cell <= position).then(|| if values[cell as usize] == 0 { "p" } else { "n" }),
                        (cell == focus).then_some("current"),
                        witness_heaps.contains(&cell).then_some("option"),
                        period.map(|period| period_class(period, cell)),
                        period.filter(|p| cell >= p.start && (cell - p.start).is_multiple_of(p.length)).map(|_| "period-begin"),
                    )
                };
                html! {
                    <div class="sg-block" role="rowgroup">
                        <div class="sg-row n-row" role="row">
                            <span class="row-label" role="rowheader">{ "n" }</span>
                            { for cells.iter().map(|&cell| html! {
                                <span class={classes_of(cell)} role="columnheader" data-n={cell.to_string()}>{ cell }</span>
                            }) }
                        </div>
                        <div class="sg-row value-row" role="row">
                            <span class="row-label" role="rowheader">{ "G(n)" }</span>
                            { for cells.iter().map(|&cell| {
                                let filled = cell <= position;
                                let value = values[cell as usize];
                                let onclick = on_inspect.reform(move |_: MouseEvent| Some(cell));
                                html! {
                                    <button type="button" class={classes_of(cell)} role="cell"
                                        data-n={cell.to_string()} disabled={!filled} {onclick}
                                        aria-label={if filled { format!("G({cell}) = {value}") } else { format!("G({cell}) not computed yet") }}>
                                        { if filled { value.to_string() } else { String::new() } }
                                    </button>
                                }
                            }) }
                        </div>
                        <div class="sg-row pn-row" role="row">
                            <span class="row-label" role="rowheader">{ "P/N" }</span>
                            { for cells.iter().map(|&cell| {
                                let letter = match (cell <= position, values[cell as usize]) {
                                    (false, _) => "",
                                    (true, 0) => "P",
                                    (true, _) => "N",
                                };
                                html! { <span class={classes_of(cell)} role="cell" data-n={cell.to_string()}>{ letter }</span> }
                            }) }
                        </div>
                    </div>
                }
            }) }
        </div>
    }
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
            <li><span class="swatch p"></span>{ "P-position (G = 0): the player to move loses" }</li>
            <li><span class="swatch n"></span>{ "N-position (G > 0): the player to move wins" }</li>
            <li><span class="swatch current"></span>{ "the heap being explained" }</li>
            <li><span class="swatch option"></span>{ "heaps left by the options that reach each value below the mex" }</li>
            <li><span class="swatch preperiod"></span>{ "preperiod" }</li>
            <li><span class="swatch period-even"></span><span class="swatch period-odd"></span>{ "repeats of the period" }</li>
        </ul>
    }
}

fn period_view(solved: &Solved, position: u32) -> Html {
    let code = &solved.request().code;
    let t = code.max_removal();
    let last = solved.last();
    let bound = if code.has_splits() {
        format!(
            "The Guy-Smith periodicity theorem: if G(n + p) = G(n) for every n with n0 ≤ n < 2·n0 + p + t, \
             where t = {t} is the most tokens a move removes, then G(n + p) = G(n) for every n ≥ n0 \
             (any split of a heap of n + p ≥ 2·n0 + 2p + t leaves one part of at least n0 + p, which \
             matches a split of n with that part p smaller). For n0 = 0 the window is taken with n0 = 1."
        )
    } else {
        format!(
            "No move splits a heap, so each G(n) with n > t = {t} depends only on the t values before \
             it: a window of t values repeating (t + 1 from n0 = 0) proves the period, as for a \
             subtraction game."
        )
    };
    let body = match (solved.outcome.period, solved.period_seen_at(position)) {
        (Some(_), Some(period)) => {
            let window = solved.window(period);
            let (start, end, length) = (window.start, window.end, u64::from(period.length));
            let rule = solved.rule.as_ref().map(PPositionRule::sentence).unwrap_or_default();
            html! {
                <>
                    <p class="period-found">
                        { format!("Period proven: G(n + {length}) = G(n) for every n ≥ {start} (preperiod {}, period {length}).",
                                  if start == 0 { "empty".to_string() } else { format!("0 to {}", start - 1) }) }
                    </p>
                    <p class="period-proof">
                        { format!("Proof: G({start}..{}) = G({}..{}), checked value by value: the window {start} ≤ n < {end}.",
                                  end - 1, start + length, end - 1 + length) }
                    </p>
                    <p class="p-rule">{ rule }</p>
                </>
            }
        }
        (Some(period), None) => html! {
            <p class="period-pending">
                { format!("The values up to n = {last} prove a period; step to n = {} (or press End) to see it.",
                          solved.window(period).last_read) }
            </p>
        },
        (None, _) => html! {
            <p class="period-none">
                { format!("No period proven by G(0..{last}): no p and n0 have G(n + p) = G(n) over the whole \
                           window below with every value of the window computed. Try a larger n.") }
            </p>
        },
    };
    html! {
        <div class="period-panel">
            <h2>{ "Period and P-positions" }</h2>
            { body }
            <p class="period-bound">{ bound }</p>
        </div>
    }
}

/// The sparse-space method's record: the classes, the rare heaps, the work against the naive.
fn method_view(solved: &Solved) -> Html {
    let stats: &SparseStats = &solved.outcome.stats;
    let evaluated = stats.rare_pairs + stats.scanned_pairs;
    let classes = match stats.classes {
        _ if !solved.request().code.has_splits() => {
            "No move splits a heap: each value is the mex of at most t values before it."
                .to_string()
        }
        None => format!(
            "No mask makes fewer than one heap in {SPARSE_ENOUGH} rare here (or the table is too short \
             to choose one): the values are not sparse enough to pay, so every split option is \
             evaluated, as by the naive method."
        ),
        Some(classes) => {
            let mut rare_values: Vec<String> = (0..64u32)
                .filter(|&v| classes.is_rare(0, v))
                .take(8)
                .map(|v| v.to_string())
                .collect();
            rare_values.push("…".into());
            let parity = if classes.by_heap_parity {
                format!(
                    "a heap n is rare when the number of 1 bits of G(n) AND {mask} and n itself have {}; \
                     for even n the rare values are {}",
                    if classes.is_rare(0, 0) { "the same parity" } else { "different parities" },
                    rare_values.join(", "),
                    mask = classes.mask
                )
            } else {
                format!(
                    "a value is rare when G(n) AND {} (binary {:b}) has an even number of 1 bits: {}",
                    classes.mask,
                    classes.mask,
                    rare_values.join(", ")
                )
            };
            format!(
                "Sparse space: {parity}. {} heaps are rare. A split's value of the other parity needs a rare \
                 heap, so pairing each rare heap with its partner finds all of them; the rest are found by \
                 scanning splits of two common heaps until the smallest missing value turns up.",
                group_digits(stats.rare_heaps)
            )
        }
    };
    let work = format!(
        "Split options evaluated: {} ({} pairing rare heaps, {} scanning; {} full scan{}) where the \
         naive method evaluates {}.",
        group_digits(evaluated),
        group_digits(stats.rare_pairs),
        group_digits(stats.scanned_pairs),
        group_digits(stats.full_scans),
        if stats.full_scans == 1 { "" } else { "s" },
        group_digits(stats.naive_pairs)
    );
    let computed = match &solved.computed {
        Computed::AtOnce => {
            "Computed at once on this page: the table takes less than a frame.".into()
        }
        Computed::InWorker => {
            "Computed in a background worker (a Web Worker), off the page's main thread.".into()
        }
        Computed::InSlices(reason) => format!(
            "Computed on this page in time slices of about 8 ms, because the background worker \
             could not be started ({reason})."
        ),
    };
    let shortcut = stats.period_from.map(|(period, from)| {
        format!(
            "At heap {from} the values proved period {} from {}: G({from}) to G({}) were read off the period.",
            period.length,
            period.start,
            solved.last()
        )
    });
    html! {
        <div class="period-panel method-panel">
            <h2>{ "How the table was computed" }</h2>
            <p class="classes">{ classes }</p>
            <p class="work">{ work }</p>
            if let Some(shortcut) = shortcut { <p class="shortcut">{ shortcut }</p> }
            <p class="computed">{ computed }</p>
        </div>
    }
}

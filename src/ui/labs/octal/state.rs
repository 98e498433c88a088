//! The octal lab's state: the solved table as a timeline (frame n shows G(0..=n)), the request
//! being solved in the worker or in slices, the form, and the reducer; the link reads and
//! writes it.

use std::rc::Rc;

use yew::Reducible;

use crate::api::Request;
use crate::api::fields::Fields;
use crate::api::octal::{OctalJob, OctalOutcome, OctalRequest};
use crate::plots::Chart;
use crate::plots::octal::values_chart;
use crate::solve::octal::{CellExplanation, ProofWindow, explain, proof_window};
use crate::solve::period::{PPositionRule, Period, p_position_rule};
use crate::solve::stepwise::run_to_end;
use crate::ui::kit::controls::LinkParams;
use crate::ui::kit::form::Form;
use crate::ui::kit::lab::LabState;
use crate::ui::kit::table::{
    SolvedTable, TableAction, TableLab, Tables, VIEW_PARAMS, reduce_table,
};
use crate::ui::kit::timeline::{Playback, Timeline};
use crate::ui::route::View;

/// Example games: label, code, n.
pub const PRESETS: &[(&str, &str, u32)] = &[
    ("Kayles 0.77", "0.77", 200),
    ("Dawson's Kayles 0.07", "0.07", 160),
    ("Dawson's chess 0.137", "0.137", 160),
    ("Treblecross 0.007", "0.007", 100),
    ("4.7", "4.7", 30),
    ("0.6", "0.6", 120),
    ("Kayles to 2^20", "0.77", crate::api::octal::MAX_N),
    ("Treblecross to 40 000", "0.007", 40_000),
];

/// Options listed in an explanation; larger heaps list the first ones and the mex's witnesses.
const LISTED_OPTIONS: usize = 12;

/// Requests whose naive cost (heaps plus split options) is at most this are solved at once
/// (a few milliseconds); larger ones in the worker (or in time slices) with a progress bar.
const SYNC_WORK: u64 = 3_000_000;

/// Where a table was computed.
#[derive(Clone, Debug, PartialEq)]
pub enum Computed {
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
pub struct Solved {
    /// The values, the period and the method's record.
    pub outcome: OctalOutcome,
    /// The P-positions under the period.
    pub rule: Option<PPositionRule>,
    /// The plot of the values.
    pub chart: Rc<Chart>,
    /// Where the table was computed.
    pub computed: Computed,
}

impl Solved {
    /// Completes a table computed `computed`.
    pub fn new(outcome: OctalOutcome, computed: Computed) -> Solved {
        let rule = outcome.period.map(|period| p_position_rule(&outcome.values, period));
        let chart = Rc::new(values_chart(&outcome.request.code, &outcome.values));
        Solved { outcome, rule, chart, computed }
    }

    /// G(0) to G(last).
    pub fn values(&self) -> &[u32] {
        &self.outcome.values
    }

    /// How heap `n`'s value comes about (`None` past the table).
    pub fn explain(&self, n: u32) -> Option<CellExplanation> {
        explain(&self.request().code, self.values(), n, LISTED_OPTIONS)
    }

    /// The values the Guy-Smith bound checks for `period`.
    pub fn window(&self, period: Period) -> ProofWindow {
        proof_window(&self.request().code, period)
    }

    /// The period, once the step has reached the last value its proof reads.
    pub fn period_seen_at(&self, position: u32) -> Option<Period> {
        self.outcome.period.filter(|&period| u64::from(position) >= self.window(period).last_read)
    }
}

impl SolvedTable for Solved {
    type Request = OctalRequest;

    fn request(&self) -> &OctalRequest {
        &self.outcome.request
    }
}

impl Timeline for Solved {
    /// The last heap computed (n, or less when the work limit stopped the table).
    fn last(&self) -> u32 {
        self.values().len().saturating_sub(1) as u32
    }

    fn label(&self, n: u32) -> String {
        format!("n = {n}")
    }

    fn sentence(&self, n: u32) -> String {
        self.explain(n).map(|explanation| explanation.sentence()).unwrap_or_default()
    }
}

/// The lab's whole state.
#[derive(Clone, Debug)]
pub struct State {
    /// The table on screen at its frame, and a table being solved in the worker or in slices.
    pub tables: Tables<Solved>,
    /// Heaps of the pending table filled so far.
    pub filled: usize,
    /// The form.
    pub form: Form,
    /// Messages about the address the lab was opened with, and about failed computations.
    pub notices: Vec<String>,
    /// Why the background worker cannot be used, once it has failed to start: long tables are
    /// then solved on the page in time slices.
    pub no_worker: Option<String>,
}

/// What the student, the worker and the pending job ask of the lab.
pub enum Action {
    /// What every table lab is asked.
    Table(TableAction<Solved>),
    /// The pending job's progress and heaps filled.
    Progress(f64, usize),
    /// The worker could not be started: the reason.
    WorkerUnavailable(String),
    /// The worker could not finish the pending request: the reason.
    Failed(String),
}

impl TableLab for State {
    type Solved = Solved;
    type Request = OctalRequest;

    fn tables(&mut self) -> &mut Tables<Solved> {
        &mut self.tables
    }

    fn form(&mut self) -> &mut Form {
        &mut self.form
    }

    fn notices(&mut self) -> &mut Vec<String> {
        &mut self.notices
    }

    fn preset(index: usize) -> Option<OctalRequest> {
        let &(_, code, n) = PRESETS.get(index)?;
        Some(OctalRequest { code: OctalRequest::parse_code(code).ok()?, n })
    }

    /// Opens `request` at `step`: at once if small, else by starting a job (in the worker, or
    /// in slices) while the current table stays on screen.
    fn open(mut self, request: OctalRequest, step: u32, cell: Option<u32>) -> State {
        self.form = Form::of(&request);
        if request.naive_work() <= SYNC_WORK {
            let outcome = run_to_end(Box::new(OctalJob::new(&request)));
            self.tables.show(Rc::new(Solved::new(outcome, Computed::AtOnce)), step, cell);
        } else {
            self.tables.start(request, step, cell);
            self.filled = 0;
        }
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
        let frame = Playback::read(&mut link, request.n);
        let known: Vec<&str> = OctalRequest::FIELDS.iter().chain(VIEW_PARAMS).copied().collect();
        let state = State {
            form: Form::of(&request),
            tables: Tables::new(frame.playhead.speed),
            filled: 0,
            notices: link.finish(&known),
            no_worker: None,
        };
        state.open(request, frame.position(), frame.inspected)
    }

    fn link(&self) -> Fields {
        self.tables.link()
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Table(action) => next = reduce_table(next, action),
            Action::Progress(progress, filled) => {
                if next.tables.progress(progress) {
                    next.filled = filled;
                }
            }
            Action::WorkerUnavailable(reason) => {
                next.no_worker.get_or_insert(reason);
            }
            Action::Failed(reason) => {
                if let Some(pending) = &self.tables.pending {
                    next.notices.push(format!(
                        "The background computation of {} up to n = {} stopped: {reason}.",
                        pending.request.code, pending.request.n
                    ));
                }
                next = next.drop_pending();
            }
        }
        Rc::new(next)
    }
}

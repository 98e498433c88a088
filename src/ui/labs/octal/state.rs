//! The octal lab's state: the solved table as a timeline (frame n shows G(0..=n)), the request
//! being solved in the worker or in slices, the form, and the reducer; the link reads and
//! writes it.

use crate::api::octal::{OctalJob, OctalOutcome, OctalRequest};
use crate::plots::Chart;
use crate::plots::octal::values_chart;
use crate::solve::octal::{CellExplanation, ProofWindow, explain, proof_window};
use crate::solve::period::{PPositionRule, Period, p_position_rule};
use crate::ui::kit::prelude::*;
use crate::ui::kit::table::{
    SolvedTable, TableLab, TablePage, TablePageLab, period_seen_at, reduce_table,
};
use crate::ui::kit::table_job::{JobTable, JobTableLab};
use crate::value_table;

/// Example games: label, request (n = 2^20 is the largest table).
const EXAMPLES: &[(&str, &str)] = &[
    ("Kayles 0.77", "code=0.77&n=200"),
    ("Dawson's Kayles 0.07", "code=0.07&n=160"),
    ("Dawson's chess 0.137", "code=0.137&n=160"),
    ("Treblecross 0.007", "code=0.007&n=100"),
    ("4.7", "code=4.7&n=30"),
    ("0.6", "code=0.6&n=120"),
    ("Kayles to 2^20", "code=0.77&n=1048576"),
    ("Treblecross to 40 000", "code=0.007&n=40000"),
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
        period_seen_at(self.outcome.period, position, |period| self.window(period).last_read)
    }
}

impl JobTable for Solved {
    type Job = OctalJob;
    const EXAMPLES: &'static [(&'static str, &'static str)] = EXAMPLES;

    fn job(request: &OctalRequest) -> OctalJob {
        OctalJob::new(request)
    }

    fn at_once(request: &OctalRequest) -> bool {
        request.naive_work() <= SYNC_WORK
    }

    fn solved(_: OctalRequest, outcome: OctalOutcome) -> Solved {
        Solved::new(outcome, Computed::AtOnce)
    }
}

// The last heap computed is n, or less when the work limit stopped the table.
value_table!(Solved, OctalRequest, asks: true, value: "G", |solved| {
    (&solved.outcome.request, solved.values().len().saturating_sub(1) as u32, solved.values())
});

/// The lab's whole state.
#[derive(Clone)]
pub struct State {
    /// The table on screen, a table being solved in the worker or in slices, the form.
    pub page: TablePage<Solved>,
    /// Heaps of the pending table filled so far.
    pub filled: usize,
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

/// A large request's job runs in the worker, or in slices.
impl JobTableLab for State {
    type Solved = Solved;

    fn page(&mut self) -> &mut TablePage<Solved> {
        &mut self.page
    }

    fn restarted(self) -> State {
        State { filled: 0, ..self }
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let lab = |page| State { page, filled: 0, no_worker: None };
        <State as TablePageLab>::from_link(params, |request| request.n, lab)
    }

    fn link(&self) -> Fields {
        self.page.tables.link()
    }
}

reducer!(State, Action, |_, mut next, action| {
    match action {
        Action::Table(action) => next = reduce_table(next, action),
        Action::Progress(progress, filled) => {
            if next.page.tables.progress(progress) {
                next.filled = filled;
            }
        }
        Action::WorkerUnavailable(reason) => {
            next.no_worker.get_or_insert(reason);
        }
        Action::Failed(reason) => {
            if let Some(pending) = &next.page.tables.pending {
                next.page.notices.push(format!(
                    "The background computation of {} up to n = {} stopped: {reason}.",
                    pending.request.code, pending.request.n
                ));
            }
            next = next.drop_pending();
        }
    }
    next
});

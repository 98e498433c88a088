//! The sg-table lab's state: the solved table as a timeline (frame n shows SG(0..=n)), the
//! request being solved in slices, the form, and the reducer; the link reads and writes it.

use crate::api::subtraction::{SubtractionJob, SubtractionRequest};
use crate::solve::period::{PPositionRule, Period, p_position_rule};
use crate::solve::subtraction::{CellExplanation, explain};
use crate::ui::kit::prelude::*;
use crate::ui::kit::table::{TablePage, TablePageLab, period_seen_at, reduce_table};
use crate::ui::kit::table_job::{JobTable, JobTableLab};
use crate::value_table;

/// Example games: label, request.
const EXAMPLES: &[(&str, &str)] = &[
    ("Take 1..3 (lecture)", "moves=1..3&n=11"),
    ("S = {1, 3, 4}", "moves=1,3,4&n=30"),
    ("S = {1, 2, 5} (tutorial)", "moves=1,2,5&n=30"),
    ("S = {2, 5, 6}", "moves=2,5,6&n=60"),
];

/// Requests costing at most this much work (see [`SubtractionRequest::work`]) are solved at
/// once; larger ones in time slices with a progress bar (well under a millisecond here).
const SYNC_WORK: u64 = 300_000;

/// A solved table: the request, SG(0..=n), and what the values prove.
#[derive(Debug)]
pub struct Solved {
    pub request: SubtractionRequest,
    /// SG(0) to SG(n).
    pub values: Vec<u32>,
    /// The period the values prove, if any.
    pub period: Option<Period>,
    /// The P-positions under the period.
    pub rule: Option<PPositionRule>,
    /// For S = {1..K}: K, and whether SG(i) = i mod (K + 1) held for every computed i.
    pub take_away: Option<(u32, bool)>,
}

impl JobTable for Solved {
    type Job = SubtractionJob;
    const EXAMPLES: &'static [(&'static str, &'static str)] = EXAMPLES;

    fn job(request: &SubtractionRequest) -> SubtractionJob {
        SubtractionJob::new(request)
    }

    fn at_once(request: &SubtractionRequest) -> bool {
        request.work() <= SYNC_WORK
    }

    /// Completes a solved table from the job's values and period.
    fn solved(request: SubtractionRequest, (values, period): (Vec<u32>, Option<Period>)) -> Solved {
        let rule = period.map(|period| p_position_rule(&values, period));
        let take_away = request.moves.as_take_up_to().map(|k| {
            let closed_form_holds =
                values.iter().enumerate().all(|(i, &value)| value as usize == i % (k as usize + 1));
            (k, closed_form_holds)
        });
        Solved { request, values, period, rule, take_away }
    }
}

impl Solved {
    /// How position `n`'s value comes about (`None` past the table).
    pub fn explain(&self, n: u32) -> Option<CellExplanation> {
        explain(&self.request.moves, &self.values, n)
    }

    /// The period, once the step has reached the last value its proof reads.
    pub fn period_seen_at(&self, position: u32) -> Option<Period> {
        let memory = self.request.moves.max_move();
        period_seen_at(self.period, position, |period| period.proof_end(memory))
    }
}

value_table!(Solved, SubtractionRequest, asks: true, value: "SG", |solved| {
    (&solved.request, solved.request.n, solved.values.as_slice())
});

/// The lab's whole state: the table on screen, a table being solved in slices, the form.
#[derive(Clone)]
pub struct State {
    pub page: TablePage<Solved>,
}

/// What the student and the pending job ask of the lab.
pub enum Action {
    /// What every table lab is asked.
    Table(TableAction<Solved>),
    /// The pending job's progress.
    Progress(f64),
}

impl JobTableLab for State {
    type Solved = Solved;

    fn page(&mut self) -> &mut TablePage<Solved> {
        &mut self.page
    }
}

impl LabState for State {
    /// `moves` is the move set S here, not a game's moves.
    const GAME_PARAMS: &'static [&'static str] = SubtractionRequest::FIELDS;

    fn from_link(params: &Fields, _view: View) -> State {
        <State as TablePageLab>::from_link(params, |request| request.n, |page| State { page })
    }

    fn link(&self) -> Fields {
        self.page.tables.link()
    }
}

reducer!(State, Action, |_, mut next, action| {
    match action {
        Action::Table(action) => next = reduce_table(next, action),
        Action::Progress(progress) => _ = next.page.tables.progress(progress),
    }
    next
});

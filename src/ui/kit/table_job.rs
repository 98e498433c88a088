//! What the table labs whose table a stepwise job solves share (sg-table, octal): the job of a
//! request, a request opened at once when it is small (else left pending while the table on
//! screen stays), and the pending request solved in time slices.

use std::rc::Rc;

use yew::prelude::*;

use crate::solve::stepwise::{Stepwise, run_to_end};
use crate::ui::kit::table::{SolvedTable, TableAction, TablePage, TablePageLab};
use crate::ui::kit::task::{SlicedTask, run_job_sliced};

/// A table a stepwise job solves from its request.
pub trait JobTable: SolvedTable + Sized + 'static {
    /// The job.
    type Job: Stepwise + 'static;
    /// The examples: a label and the request's fields as a query (`moves=1,3,4&n=30`).
    const EXAMPLES: &'static [(&'static str, &'static str)];

    /// The job solving `request`.
    fn job(request: &Self::Request) -> Self::Job;
    /// Whether `request` is small enough to solve at once (a few milliseconds) during a render.
    fn at_once(request: &Self::Request) -> bool;
    /// The table of `request` from the job's output.
    fn solved(request: Self::Request, output: <Self::Job as Stepwise>::Output) -> Self;

    /// `request` solved at once.
    fn solve(request: Self::Request) -> Self {
        let output = run_to_end(Box::new(Self::job(&request)));
        Self::solved(request, output)
    }
}

/// A table lab whose state keeps a [`TablePage`] of a [`JobTable`]: it is a [`TablePageLab`]
/// whose requests open at once when small, else pending.
pub trait JobTableLab: Sized {
    /// The lab's solved table.
    type Solved: JobTable;

    /// The page.
    fn page(&mut self) -> &mut TablePage<Self::Solved>;
    /// The lab as a new request starts (what it keeps of the old one's progress reset).
    fn restarted(self) -> Self {
        self
    }
}

impl<L: JobTableLab> TablePageLab for L
where
    <L::Solved as SolvedTable>::Request: Default,
{
    type Solved = L::Solved;
    type Request = <L::Solved as SolvedTable>::Request;
    const EXAMPLES: &'static [(&'static str, &'static str)] = L::Solved::EXAMPLES;

    fn page(&mut self) -> &mut TablePage<L::Solved> {
        JobTableLab::page(self)
    }

    fn open(self, request: Self::Request, step: u32, cell: Option<u32>) -> L {
        let mut lab = self.restarted();
        let at_once = L::Solved::at_once(&request).then_some(L::Solved::solve);
        JobTableLab::page(&mut lab).open(request, (step, cell), at_once);
        lab
    }
}

/// Solves `request` in time slices: the lab hears the job's `progress` after each slice and,
/// once done, `done` of the table. Dropping the task cancels it.
pub fn solve_in_slices<S: JobTable, A: 'static>(
    request: S::Request,
    on_action: Callback<A>,
    progress: fn(&S::Job) -> A,
    done: impl FnOnce(S) -> A + 'static,
) -> SlicedTask
where
    S::Request: 'static,
{
    let on_progress = {
        let on_action = on_action.clone();
        move |job: &S::Job| on_action.emit(progress(job))
    };
    let job = Box::new(S::job(&request));
    run_job_sliced(job, on_progress, move |output| on_action.emit(done(S::solved(request, output))))
}

/// Solves the `pending` request, if any, in time slices ([`solve_in_slices`]), the table sent
/// as `table` of [`TableAction::Finished`]; a new pending request (or none) cancels the job.
#[hook]
pub fn use_table_job<S: JobTable, A: 'static>(
    pending: Option<S::Request>,
    on_action: Callback<A>,
    progress: fn(&S::Job) -> A,
    table: fn(TableAction<S>) -> A,
) where
    S::Request: 'static,
{
    use_effect_with(pending, move |pending| {
        let task = pending.clone().map(|request| {
            let done = move |solved| table(TableAction::Finished(Rc::new(solved)));
            solve_in_slices(request, on_action, progress, done)
        });
        move || drop(task)
    });
}

/// Declares `$solved` a solved table of values answering requests of type `$request`
/// (`SolvedTable`): `|$table| $parts` gives the request it answers, its last frame and its
/// values, as a triple. Frame n shows the values up to n (`Timeline`): labelled `n = …`, its sentence that of
/// the table's own `explain(n)` (nothing past the table), its question "What is SG(n)?" (with
/// the lab's `value` name: SG or G), asked in exercise mode when `asks` is true.
#[macro_export]
macro_rules! value_table {
    ($solved:ty, $request:ty, asks: $asks:expr, value: $value:expr, |$table:ident| $parts:expr) => {
        impl $crate::ui::kit::table::SolvedTable for $solved {
            type Request = $request;

            fn request(&self) -> &$request {
                let $table = self;
                $parts.0
            }

            fn values(&self) -> &[u32] {
                let $table = self;
                $parts.2
            }
        }

        impl $crate::ui::kit::timeline::Timeline for $solved {
            const ASKS: bool = $asks;

            fn last(&self) -> u32 {
                let $table = self;
                $parts.1
            }

            fn label(&self, n: u32) -> String {
                format!("n = {n}")
            }

            fn sentence(&self, n: u32) -> String {
                self.explain(n).map(|explanation| explanation.sentence()).unwrap_or_default()
            }

            fn question(&self, n: u32) -> Option<$crate::ui::kit::exercise::Question> {
                let $table = self;
                $crate::ui::kit::exercise::sg_question($value, $parts.2, n)
            }
        }
    };
}

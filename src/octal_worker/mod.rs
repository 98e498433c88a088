//! The octal lab's Web Worker: long octal tables computed off the page's main thread.
//!
//! The page posts a [`TableRequest`] (the code, n and the work limit); the worker solves it with
//! the same [`OctalJob`] the page would run in slices (the sparse-space [`GrundyFill`], then the
//! proven period), a chunk at a time, and answers with [`Reply`]s: progress after chunks, then
//! the values and what the lab shows about them. This module holds the messages as plain Rust
//! data and the worker's handling of a request as a pure function, [`TableRun`], tested natively;
//! [`js`] converts the messages to and from JS values for both sides, [`client`] is the page's
//! side and [`serve`] the worker's. The worker binary (`src/bin/octal_worker.rs`) links this
//! module, `api::octal` and the solvers, never `ui` or Yew.
//!
//! [`GrundyFill`]: crate::solve::octal::GrundyFill

pub mod client;
pub mod js;
pub mod serve;

use crate::api::octal::{MAX_N, OctalJob, OctalOutcome, OctalRequest, WORKER_WORK};
use crate::solve::octal::{Classes, SparseStats};
use crate::solve::period::Period;
use crate::solve::stepwise::Stepwise;

/// The protocol's version: the worker says it when ready, and the page only uses a worker that
/// speaks its own (a cached worker script from another build is not trusted).
pub const PROTOCOL: u32 = 1;

/// The worker's script, relative to the page (so the site works from any sub-path). It loads
/// the worker binary's wasm-bindgen glue and module, which Trunk writes beside it. The page
/// starts it from the versioned address www/loader.js gives (see `client::loader_url`).
pub const LOADER_URL: &str = "octal-worker-loader.js";

/// Work units (heaps plus split options) per chunk: a few milliseconds in the worker.
pub const CHUNK_WORK: u64 = 1_000_000;

/// What the page asks the worker to compute: G(0..=n) of `code`, within `work_limit`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRequest {
    /// Names the request; every reply to it carries the same id.
    pub id: u32,
    /// The octal code, as the page's parser wrote it.
    pub code: String,
    /// The last heap.
    pub n: u32,
    /// The most work the table may cost (at most [`WORKER_WORK`]).
    pub work_limit: u64,
}

impl TableRequest {
    /// The message for `request` under `work_limit`.
    pub fn new(id: u32, request: &OctalRequest, work_limit: u64) -> TableRequest {
        TableRequest { id, code: request.code.to_string(), n: request.n, work_limit }
    }

    /// The octal request asked for, read by the same parsers as the lab's fields, and the work
    /// limit (at most [`WORKER_WORK`]).
    pub fn octal_request(&self) -> Result<(OctalRequest, u64), String> {
        let code = OctalRequest::parse_code(&self.code).map_err(|error| error.to_string())?;
        if self.n > MAX_N {
            return Err(format!("n: {} is above the limit of {MAX_N}", self.n));
        }
        if self.work_limit > WORKER_WORK {
            return Err(format!("work limit: {} is above {WORKER_WORK}", self.work_limit));
        }
        Ok((OctalRequest { code, n: self.n }, self.work_limit))
    }
}

/// A message from the worker to the page.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    /// The worker's module is loaded and listening; sent once, before any request.
    Ready {
        /// The worker's [`PROTOCOL`].
        protocol: u32,
    },
    /// The worker's module could not be loaded (sent by the loader script, never by Rust).
    LoadFailed {
        /// What went wrong, as the browser said it.
        message: String,
    },
    /// Part of the table is done.
    Progress {
        /// The request.
        id: u32,
        /// From 0 to 1, as the sliced job reports it.
        fraction: f64,
        /// Heaps filled so far.
        filled: u32,
    },
    /// The table is done.
    Done {
        /// The request.
        id: u32,
        /// Everything but the values.
        summary: Summary,
        /// G(0), G(1), …: travels as a transferred `Uint32Array` beside the plain fields.
        values: Vec<u32>,
    },
    /// The request could not be answered: it was not valid (the page's parsers make this
    /// impossible; it is checked rather than trusted), or the values could not be sent.
    Failed {
        /// The request.
        id: u32,
        /// Why.
        message: String,
    },
}

/// What the lab needs of a solved table besides its values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The least proven period of the values.
    pub period: Option<PeriodData>,
    /// The sparse-space method's record.
    pub stats: StatsData,
    /// The work spent.
    pub work: u64,
    /// The work limit the table had.
    pub limit: u64,
}

/// A [`Period`] as plain data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PeriodData {
    /// The first heap of the periodic part.
    pub start: u32,
    /// The period.
    pub length: u32,
}

/// [`Classes`] as plain data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClassesData {
    /// The mask.
    pub mask: u32,
    /// Whether a heap's class counts its size's parity.
    pub by_heap_parity: bool,
    /// The rare class.
    pub rare_class: bool,
}

/// [`SparseStats`] as plain data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatsData {
    /// The split into rare and common heaps at the end.
    pub classes: Option<ClassesData>,
    /// Rare heaps.
    pub rare_heaps: u64,
    /// Split options evaluated by pairing rare heaps.
    pub rare_pairs: u64,
    /// Split options evaluated by scanning.
    pub scanned_pairs: u64,
    /// Heaps whose scan went through every split.
    pub full_scans: u64,
    /// Split options the naive method evaluates.
    pub naive_pairs: u64,
    /// The period the fill proved, and the first heap read off it.
    pub period_from: Option<(PeriodData, u32)>,
}

impl From<Period> for PeriodData {
    fn from(period: Period) -> PeriodData {
        PeriodData { start: period.start, length: period.length }
    }
}

impl From<PeriodData> for Period {
    fn from(period: PeriodData) -> Period {
        Period { start: period.start, length: period.length }
    }
}

impl From<&SparseStats> for StatsData {
    fn from(stats: &SparseStats) -> StatsData {
        StatsData {
            classes: stats.classes.map(|classes| ClassesData {
                mask: classes.mask,
                by_heap_parity: classes.by_heap_parity,
                rare_class: classes.rare_class,
            }),
            rare_heaps: stats.rare_heaps,
            rare_pairs: stats.rare_pairs,
            scanned_pairs: stats.scanned_pairs,
            full_scans: stats.full_scans,
            naive_pairs: stats.naive_pairs,
            period_from: stats.period_from.map(|(period, from)| (period.into(), from)),
        }
    }
}

impl From<StatsData> for SparseStats {
    fn from(stats: StatsData) -> SparseStats {
        SparseStats {
            classes: stats.classes.map(|classes| Classes {
                mask: classes.mask,
                by_heap_parity: classes.by_heap_parity,
                rare_class: classes.rare_class,
            }),
            rare_heaps: stats.rare_heaps,
            rare_pairs: stats.rare_pairs,
            scanned_pairs: stats.scanned_pairs,
            full_scans: stats.full_scans,
            naive_pairs: stats.naive_pairs,
            period_from: stats.period_from.map(|(period, from)| (period.into(), from)),
        }
    }
}

impl Summary {
    /// The summary of a solved table.
    pub fn of(outcome: &OctalOutcome) -> Summary {
        Summary {
            period: outcome.period.map(PeriodData::from),
            stats: StatsData::from(&outcome.stats),
            work: outcome.work,
            limit: outcome.limit,
        }
    }

    /// The solved table again, from the request it answers and its values; an error when they
    /// do not fit together (too many or no values, a period beyond them).
    pub fn outcome(self, request: OctalRequest, values: Vec<u32>) -> Result<OctalOutcome, String> {
        let count = values.len() as u64;
        if count == 0 || count > u64::from(request.n) + 1 {
            return Err(format!("{count} values for heaps 0 to {}", request.n));
        }
        if let Some(period) = self.period
            && u64::from(period.start) + u64::from(period.length) > count
        {
            return Err(format!("a period beyond the {count} values"));
        }
        Ok(OctalOutcome {
            request,
            values,
            period: self.period.map(Period::from),
            stats: SparseStats::from(self.stats),
            work: self.work,
            limit: self.limit,
        })
    }
}

/// The worker's answer to one request, a chunk at a time: an iterator of [`Reply::Progress`]
/// after every chunk of `chunk` work units, then one [`Reply::Done`] (or one
/// [`Reply::Failed`]). Pure: the worker only posts what it yields.
pub struct TableRun {
    id: u32,
    chunk: u64,
    state: RunState,
}

enum RunState {
    Running(Box<OctalJob>),
    Failed(String),
    Over,
}

impl TableRun {
    /// The run answering `request`, nothing computed yet.
    pub fn new(request: &TableRequest, chunk: u64) -> TableRun {
        let state = match request.octal_request() {
            Ok((octal, limit)) => {
                RunState::Running(Box::new(OctalJob::with_work_limit(&octal, limit)))
            }
            Err(message) => RunState::Failed(message),
        };
        TableRun { id: request.id, chunk: chunk.max(1), state }
    }
}

impl Iterator for TableRun {
    type Item = Reply;

    fn next(&mut self) -> Option<Reply> {
        let id = self.id;
        match std::mem::replace(&mut self.state, RunState::Over) {
            RunState::Over => None,
            RunState::Failed(message) => Some(Reply::Failed { id, message }),
            RunState::Running(mut job) => {
                if !job.advance(self.chunk) {
                    // At most MAX_N + 1 heaps, so the count fits in a u32.
                    let filled = job.filled() as u32;
                    let reply = Reply::Progress { id, fraction: job.progress(), filled };
                    self.state = RunState::Running(job);
                    return Some(reply);
                }
                let outcome = job.finish();
                let summary = Summary::of(&outcome);
                Some(Reply::Done { id, summary, values: outcome.values })
            }
        }
    }
}

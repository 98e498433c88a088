//! The octal-game request: `{game: "octal", code, n}`, also the octal lab's URL.

use super::Answer;
use super::request::Request;
use serde::Serialize;

use super::fields::{FieldError, Fields, parse_count};
use super::subtraction::PeriodAnswer;
use crate::solve::octal::{
    GrundyFill, Method, OctalCode, SparseStats, group_digits, proof_window, work_bound,
};
use crate::solve::period::{Period, PeriodSearch};
use crate::solve::stepwise::Stepwise;

/// The largest n (table size) a request may ask for: 2^20.
pub const MAX_N: u32 = 1 << 20;
/// The most work (heaps plus split options evaluated) a request may cost. `cgt.solve` refuses
/// at once a request whose [`work_bound`] exceeds it, unless a short probe proves a period
/// (then every further heap costs one unit); the octal lab, when it has no background worker,
/// computes on the page up to this much work and says how far it got.
pub const MAX_WORK: u64 = 1_000_000_000;

/// The most work the octal lab's background worker spends on one table, with progress, the
/// time left and Cancel: Treblecross (0.007) to n = 2^20, about 2.75·10^11 split options and
/// minutes of work, fits; a code with two or more ways of splitting a heap stops earlier and
/// says how far it got.
pub const WORKER_WORK: u64 = 300_000_000_000;

/// The work `cgt.solve` may spend looking for an early period when a request's bound exceeds
/// [`MAX_WORK`] (a few tens of milliseconds): Kayles, Dawson's chess and most codes prove
/// theirs by heap 256.
pub const PROBE_WORK: u64 = 5_000_000;

/// Solve an octal game for heaps 0..=n.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OctalRequest {
    /// The game's code.
    pub code: OctalCode,
    /// The last heap of the table.
    pub n: u32,
}

/// What `cgt.solve` returns for an octal request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OctalAnswer {
    /// G(0), ..., G(n).
    pub values: Vec<u32>,
    /// The least start, then least length, of a period the values prove (Guy-Smith), or null.
    pub period: Option<PeriodAnswer>,
}

impl Default for OctalRequest {
    /// Kayles, heaps 0 to 200 (enough for its period to be proven).
    fn default() -> OctalRequest {
        OctalRequest { code: kayles(), n: 200 }
    }
}

/// Kayles' code, 0.77.
fn kayles() -> OctalCode {
    // A fixed, valid code.
    OctalCode::parse("0.77").expect("0.77 is a valid octal code")
}

impl Request for OctalRequest {
    /// The game's name in `cgt.solve` requests.
    const GAME: &'static str = "octal";

    /// The request's fields besides `game`.
    const FIELDS: &'static [&'static str] = &["code", "n"];

    /// Reads the request from fields, reporting every bad field.
    fn from_fields(fields: &Fields) -> Result<OctalRequest, Vec<FieldError>> {
        let code = Self::parse_code(fields.get("code").unwrap_or(""));
        let n = Self::parse_n(fields.get("n").unwrap_or(""));
        match (code, n) {
            (Ok(code), Ok(n)) => Ok(OctalRequest { code, n }),
            (code, n) => Err(code.err().into_iter().chain(n.err()).collect()),
        }
    }

    /// Writes the request's fields in canonical form.
    fn write_fields(&self, fields: &mut Fields) {
        fields.set("code", self.code.to_string());
        fields.set("n", self.n.to_string());
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        self.answer().map(Answer::Octal).map_err(|error| vec![error])
    }
}

impl OctalRequest {
    /// Parses the code, e.g. `0.77` or `4.7`.
    pub fn parse_code(text: &str) -> Result<OctalCode, FieldError> {
        OctalCode::parse(text).map_err(|error| FieldError::new("code", error.to_string()))
    }

    /// Parses n: a whole number from 0 to [`MAX_N`].
    pub fn parse_n(text: &str) -> Result<u32, FieldError> {
        // At most MAX_N, so the conversion is lossless.
        parse_count("n", text, u64::from(MAX_N)).map(|n| n as u32)
    }

    /// The work of the naive method for this request (heaps plus split options), about the
    /// most the job can spend.
    pub fn naive_work(&self) -> u64 {
        self.naive_work_of(u64::from(self.n) + 1)
    }

    /// The work of the naive method for the first `heaps` heaps (about the same formula).
    fn naive_work_of(&self, heaps: u64) -> u64 {
        let families = self.code.removals_with(crate::solve::octal::LEAVE_TWO).len() as u64;
        heaps + families * heaps * heaps / 4
    }

    /// The largest n whose [`work_bound`] for this code is within `limit`.
    pub fn largest_n_within(&self, limit: u64) -> u32 {
        let (mut low, mut high) = (0u32, MAX_N);
        if work_bound(&self.code, low) > limit {
            return 0;
        }
        while low < high {
            let middle = low + (high - low).div_ceil(2);
            if work_bound(&self.code, middle) <= limit {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        low
    }

    /// Computes the answer, or refuses a request whose work is not known to fit [`MAX_WORK`]
    /// before spending it ([`OctalJob::check_work`]).
    pub fn answer(&self) -> Result<OctalAnswer, FieldError> {
        let mut job = OctalJob::new(self);
        job.check_work()?;
        let outcome = crate::solve::stepwise::run_to_end(Box::new(job));
        match outcome.limit_error() {
            Some(error) => Err(error),
            None => Ok(OctalAnswer {
                values: outcome.values,
                period: outcome.period.map(PeriodAnswer::from),
            }),
        }
    }
}

/// What solving a request produced: the values (all of them, or as many as the work limit
/// allowed), the proven period, and the sparse-space method's record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalOutcome {
    /// The request.
    pub request: OctalRequest,
    /// G(0), G(1), … up to n, or fewer when the limit was reached.
    pub values: Vec<u32>,
    /// The least proven period of the values.
    pub period: Option<Period>,
    /// How the values were computed.
    pub stats: SparseStats,
    /// The work spent.
    pub work: u64,
    /// The work limit the job had.
    pub limit: u64,
}

impl OctalOutcome {
    /// Whether every value up to n was computed.
    pub fn is_complete(&self) -> bool {
        self.values.len() as u64 == u64::from(self.request.n) + 1
    }

    /// The message for a request the work limit stopped short of n.
    pub fn limit_error(&self) -> Option<FieldError> {
        let reached = self.values.len().saturating_sub(1);
        (!self.is_complete()).then(|| {
            FieldError::new(
                "n",
                format!(
                    "{code} up to n = {n} needs more than {limit} steps (heaps plus split \
                     options evaluated): its values are not sparse enough for the fast method; \
                     values up to n = {reached} fit within the limit",
                    code = self.request.code,
                    n = self.request.n,
                    limit = group_digits(self.limit),
                ),
            )
        })
    }
}

/// Solving an octal request a slice at a time: the table (sparse space, then the period once
/// proven), then the least proven period of the whole table.
#[derive(Debug)]
pub struct OctalJob {
    request: OctalRequest,
    limit: u64,
    fill: GrundyFill,
    /// The period search, once the table is done.
    search: Option<PeriodSearch>,
}

impl OctalJob {
    /// The job for `request`, nothing computed yet, with the limit [`MAX_WORK`].
    pub fn new(request: &OctalRequest) -> OctalJob {
        OctalJob::with_work_limit(request, MAX_WORK)
    }

    /// The job for `request` with another work limit (for tests of the limit).
    pub fn with_work_limit(request: &OctalRequest, limit: u64) -> OctalJob {
        let fill = GrundyFill::new(request.code.clone(), request.n, Method::SparseSpaceThenPeriod);
        OctalJob { request: request.clone(), limit, fill, search: None }
    }

    /// Makes sure, before the work is spent, that the table fits the job's limit: at once when
    /// the [`work_bound`] of the code and n does; else after at most [`PROBE_WORK`] units,
    /// when they prove a period (every later heap is then read off it) or finish the table.
    /// Otherwise refuses, saying how far n may go. Returns the work the table may cost.
    pub fn check_work(&mut self) -> Result<u64, FieldError> {
        let (code, n) = (self.request.code.clone(), self.request.n);
        let bound = work_bound(&code, n);
        if bound <= self.limit {
            return Ok(bound);
        }
        self.fill_table(PROBE_WORK.min(self.limit));
        let left = (u64::from(n) + 1).saturating_sub(self.fill.filled() as u64);
        let estimate = self.fill.work().saturating_add(left);
        if (self.fill.stats().period_from.is_some() || left == 0) && estimate <= self.limit {
            return Ok(estimate);
        }
        Err(FieldError::new(
            "n",
            format!(
                "{code} up to n = {n} may need up to {bound} steps (heaps plus split options \
                 evaluated), more than the limit of {limit}, and no period was proven by heap \
                 {probed}: refused before computing; n up to {largest} is within the limit (the \
                 octal lab computes larger tables in a background worker)",
                bound = group_digits(bound),
                limit = group_digits(self.limit),
                probed = self.fill.filled().saturating_sub(1),
                largest = self.request.largest_n_within(self.limit),
            ),
        ))
    }

    /// The work spent so far.
    pub fn work(&self) -> u64 {
        self.fill.work()
    }

    /// Heaps filled so far.
    pub fn filled(&self) -> usize {
        self.fill.filled()
    }

    /// Fills the table as far as the work limit allows, in steps of at most `work`; returns
    /// whether it is done (complete, or stopped by the limit).
    fn fill_table(&mut self, work: u64) -> bool {
        let allowed = self.limit.saturating_sub(self.fill.work());
        allowed == 0 || self.fill.advance(work.min(allowed))
    }
}

impl Stepwise for OctalJob {
    type Output = OctalOutcome;

    fn advance(&mut self, work: u64) -> bool {
        match &mut self.search {
            Some(search) => search.advance(work.max(1)),
            None => {
                if self.fill_table(work) {
                    self.search = Some(PeriodSearch::new(self.fill.values(), 1));
                }
                false
            }
        }
    }

    fn progress(&self) -> f64 {
        match &self.search {
            // The work done against the work done plus the work left: the heaps left cost what
            // the naive method would spend on them, scaled by what the method spent so far
            // against the naive method's cost (one unit each once a period is proven). Time
            // goes with work, so progress goes evenly in time even where every heap costs more
            // than the last (Treblecross); a table the limit stops ends at the limit.
            None => {
                let (work, filled) = (self.fill.work() as f64, self.fill.filled() as u64);
                let heaps_left = (u64::from(self.request.n) + 1).saturating_sub(filled);
                let left = if self.fill.stats().period_from.is_some() {
                    heaps_left as f64
                } else {
                    let naive_done = self.request.naive_work_of(filled).max(1) as f64;
                    let naive_left = self.request.naive_work() as f64 - naive_done;
                    naive_left.max(0.0) * (work / naive_done).max(0.01)
                };
                let done = work / (work + left).max(1.0);
                0.95 * done.max(work / self.limit.max(1) as f64).min(1.0)
            }
            Some(search) => {
                let (done, total) = search.progress();
                0.95 + 0.05 * done as f64 / total.max(1) as f64
            }
        }
    }

    fn finish(mut self: Box<Self>) -> OctalOutcome {
        while !self.fill_table(u64::MAX) {}
        let OctalJob { request, limit, fill, search } = *self;
        let search = search.unwrap_or_else(|| PeriodSearch::new(fill.values(), 1));
        let filled = fill.filled() as u64;
        let code = &request.code;
        let period = search.finish_where(|period| proof_window(code, period).last_read < filled);
        OctalOutcome {
            work: fill.work(),
            stats: fill.stats().clone(),
            values: fill.into_values(),
            period,
            request,
            limit,
        }
    }
}

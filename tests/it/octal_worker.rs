//! The octal worker's message handling as a pure function: a request, its progress chunk by
//! chunk, then the values, checked against `GrundyFill` run directly (and the naive definition);
//! work limits, refused requests and the summary that travels beside the values.

use cgt_playground::api::octal::{
    MAX_N, MAX_WORK, OctalJob, OctalOutcome, OctalRequest, WORKER_WORK,
};
use cgt_playground::octal_worker::{PeriodData, Reply, StatsData, Summary, TableRequest, TableRun};
use cgt_playground::solve::octal::{
    GrundyFill, Method, OctalCode, SparseStats, grundy_values_naive, proven_period,
};
use cgt_playground::solve::period::Period;
use cgt_playground::solve::stepwise::{Stepwise, run_to_end};

use crate::both;

fn code(text: &str) -> OctalCode {
    OctalCode::parse(text).unwrap_or_else(|error| panic!("{text} is refused: {error}"))
}

fn request(id: u32, code: &str, n: u32, work_limit: u64) -> TableRequest {
    TableRequest { id, code: code.into(), n, work_limit }
}

/// What the worker would post for `message`, split into its progress and its last reply.
fn replies(message: &TableRequest, chunk: u64) -> (Vec<(f64, u32)>, Reply) {
    let mut replies: Vec<Reply> = TableRun::new(message, chunk).collect();
    let last = replies.pop().expect("at least one reply");
    let progress = replies
        .into_iter()
        .map(|reply| match reply {
            Reply::Progress { id, fraction, filled } => {
                assert_eq!(id, message.id, "progress for the request asked");
                (fraction, filled)
            }
            other => panic!("only progress before the last reply, not {other:?}"),
        })
        .collect();
    (progress, last)
}

/// The table `GrundyFill` computes directly, heap by heap, until complete or until its work
/// reaches `limit`.
fn direct(code: &OctalCode, n: u32, limit: u64) -> GrundyFill {
    let mut fill = GrundyFill::new(code.clone(), n, Method::SparseSpaceThenPeriod);
    while !fill.is_complete() && fill.work() < limit {
        fill.advance(1);
    }
    fill
}

/// Checks a finished run's reply against the direct computation.
fn assert_matches_direct(message: &TableRequest, chunk: u64) -> (usize, Vec<u32>) {
    let (progress, last) = replies(message, chunk);
    let Reply::Done { id, summary, values } = last else {
        panic!("{} n = {}: the run ends with {last:?}", message.code, message.n)
    };
    assert_eq!(id, message.id);
    let code = code(&message.code);
    let fill = direct(&code, message.n, message.work_limit);
    assert_eq!(values, fill.values(), "{} n = {} chunk {chunk}", message.code, message.n);
    assert_eq!(summary.stats, StatsData::from(fill.stats()));
    assert_eq!(summary.work, fill.work());
    assert_eq!(summary.limit, message.work_limit);
    assert_eq!(summary.period, proven_period(&code, &values).map(PeriodData::from));
    for pair in progress.windows(2) {
        assert!(pair[0].0 <= pair[1].0 && pair[0].1 <= pair[1].1, "progress goes forward");
    }
    for &(fraction, filled) in &progress {
        assert!((0.0..=1.0).contains(&fraction), "{fraction}");
        assert!(filled as usize <= values.len());
    }
    (progress.len(), values)
}

both! {
    fn a_request_gives_progress_by_chunks_then_the_values_of_grundy_fill() {
        let cases = [
            ("0.77", 3_000, 1_000),
            ("0.07", 5_000, 5_000),
            ("0.137", 2_500, 777),
            ("0.127", 4_000, 100_000),
            ("0.007", 1_500, 50_000),
            ("0.6", 3_000, 1_000),
            ("4.7", 800, 10_000),
            ("0.33", 2_000, 100),
        ];
        for (index, (text, n, chunk)) in cases.into_iter().enumerate() {
            let message = request(index as u32 + 7, text, n, MAX_WORK);
            let (chunks, values) = assert_matches_direct(&message, chunk);
            assert_eq!(values.len(), n as usize + 1, "{text}: the whole table");
            assert!(chunks > 0, "{text}: a chunk of {chunk} leaves progress to report");
        }
    }
}

both! {
    fn the_values_equal_the_definition_whatever_the_chunk() {
        for text in ["0.77", "0.07", "0.137", "0.007", "0.167", "4.37", "0.4", "0.0"] {
            let expected = grundy_values_naive(&code(text), 400);
            for chunk in [1, 37, 5_000, u64::MAX] {
                let (_, values) = assert_matches_direct(&request(1, text, 400, MAX_WORK), chunk);
                assert_eq!(values, expected, "{text} chunk {chunk}");
            }
        }
    }
}

both! {
    fn kayles_to_2_to_the_20_arrives_whole_with_its_period() {
        let message = request(3, "0.77", MAX_N, MAX_WORK);
        let (_, values) = assert_matches_direct(&message, 200_000);
        assert_eq!(values.len(), MAX_N as usize + 1);
        let Reply::Done { summary, .. } = TableRun::new(&message, u64::MAX).last().expect("a reply")
        else {
            panic!("Kayles is solved")
        };
        assert_eq!(summary.period, Some(PeriodData { start: 71, length: 12 }));
        let (period, from) = summary.stats.period_from.expect("the fill proves the period");
        assert_eq!((period, from), (PeriodData { start: 71, length: 12 }, 256));
    }
}

both! {
    fn the_work_limit_stops_the_table_where_the_direct_fill_stops() {
        for (text, n, limit) in [("0.007", 5_000, 400_000), ("0.77", 100_000, 30_000), ("0.137", 3_000, 1)]
        {
            for chunk in [1_000, 77_777, u64::MAX] {
                let message = request(2, text, n, limit);
                let (_, values) = assert_matches_direct(&message, chunk);
                assert!(values.len() < n as usize + 1, "{text}: the limit bites");
            }
            let octal = OctalRequest { code: code(text), n };
            let job = run_to_end(Box::new(OctalJob::with_work_limit(&octal, limit)));
            let Some(Reply::Done { values, .. }) = TableRun::new(&request(2, text, n, limit), 4_096).last()
            else {
                panic!("{text}: a table")
            };
            assert_eq!(values, job.values, "{text}: as the page's sliced job");
            assert!(job.limit_error().is_some());
        }
    }
}

both! {
    fn bad_requests_are_refused_with_a_reason_never_a_panic() {
        let cases = [
            (request(9, "0.8", 10, MAX_WORK), "8 is not an octal digit"),
            (request(9, "", 10, MAX_WORK), "code: missing"),
            (request(9, "0.77", MAX_N + 1, MAX_WORK), "above the limit of 1048576"),
            (request(9, "0.77", 10, WORKER_WORK + 1), "work limit"),
        ];
        for (message, reason) in cases {
            let all: Vec<Reply> = TableRun::new(&message, 1_000).collect();
            match all.as_slice() {
                [Reply::Failed { id: 9, message }] => {
                    assert!(message.contains(reason), "{message:?} should say {reason:?}")
                }
                other => panic!("{message:?}: {other:?}"),
            }
        }
    }
}

both! {
    fn a_run_ends_after_its_last_reply() {
        // Filling the table and proving its period are two steps, whatever the chunk.
        let mut run = TableRun::new(&request(4, "0.07", 50, MAX_WORK), u64::MAX);
        assert!(matches!(run.next(), Some(Reply::Progress { id: 4, filled: 51, .. })));
        assert!(matches!(run.next(), Some(Reply::Done { id: 4, .. })));
        assert_eq!(run.next(), None);
        assert_eq!(run.next(), None);
    }
}

fn outcome(text: &str, n: u32, limit: u64) -> OctalOutcome {
    let octal = OctalRequest { code: code(text), n };
    run_to_end(Box::new(OctalJob::with_work_limit(&octal, limit)))
}

both! {
    fn the_summary_and_the_values_give_back_the_solved_table() {
        // Classes by heap parity (0.127), plain classes (0.177), none (0.007), a limit.
        for (text, n, limit) in
            [("0.127", 3_000, MAX_WORK), ("0.177", 2_400, MAX_WORK), ("0.007", 700, MAX_WORK), ("0.007", 5_000, 300_000)]
        {
            let solved = outcome(text, n, limit);
            let summary = Summary::of(&solved);
            let again = summary.outcome(solved.request.clone(), solved.values.clone());
            assert_eq!(again.as_ref(), Ok(&solved), "{text}");
        }
        let solved = outcome("0.127", 3_000, MAX_WORK);
        let classes = solved.stats.classes.expect("0.127 has sparse classes by 3000");
        assert!(classes.by_heap_parity);
        assert_eq!(SparseStats::from(StatsData::from(&solved.stats)), solved.stats);
    }
}

both! {
    fn a_summary_that_does_not_fit_its_values_is_rejected() {
        let solved = outcome("0.77", 200, MAX_WORK);
        let request = solved.request.clone();
        let summary = Summary::of(&solved);
        let too_many = vec![0; 202];
        assert!(summary.clone().outcome(request.clone(), too_many).unwrap_err().contains("202 values"));
        assert!(summary.clone().outcome(request.clone(), Vec::new()).is_err());
        let mut beyond = summary;
        beyond.period = Some(PeriodData::from(Period { start: 71, length: 12 }));
        let short = solved.values[..80].to_vec();
        assert!(beyond.outcome(request, short).unwrap_err().contains("period beyond"));
    }
}

both! {
    fn treblecross_to_two_to_the_twenty_fits_the_workers_limit_and_progresses_evenly() {
        // The naive method's work to 2^20 fits the worker's limit, and it is what the job spends
        // there: every split of every heap.
        let far = OctalRequest { code: code("0.007"), n: MAX_N };
        assert!(far.naive_work() <= WORKER_WORK, "{}", far.naive_work());
        let near = OctalRequest { code: code("0.007"), n: 4_000 };
        let mut job = OctalJob::with_work_limit(&near, WORKER_WORK);
        // Progress counts work, not heaps: halfway through the work (a heap at about 0.71 n, since
        // heap h costs about h/2) it says about a half, where the heaps would say 0.71.
        let total = near.naive_work();
        while job.work() < total / 2 {
            job.advance(10_000);
        }
        let (progress, heaps) = (job.progress(), job.filled() as f64 / 4_001.0);
        assert!((0.45..0.5).contains(&progress), "{progress}");
        assert!(heaps > 0.69, "{heaps}");
        let outcome = run_to_end(Box::new(OctalJob::with_work_limit(&near, WORKER_WORK)));
        assert!(outcome.is_complete());
        assert!(outcome.work <= total && outcome.work > total * 9 / 10, "{} of {total}", outcome.work);
    }
}

//! Long computations in time slices, so the page never freezes.
//!
//! [`run_sliced`] calls a work function again and again from `setTimeout` callbacks, each time
//! with a deadline a few milliseconds away, until it reports that it is done. Between slices the
//! browser paints and handles input. Dropping the returned [`SlicedTask`] cancels it.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

use crate::solve::stepwise::{Stepwise, run_to_end};

/// How long one slice may run, in milliseconds: well under a 60 Hz frame.
pub const SLICE_MS: f64 = 8.0;
/// A link's typed game longer than this (in bytes), too large to draw, is read by its lab's job
/// in slices, not in the task that opens the page: state-graph's states (250,000 of them, 1.6
/// MB, took about 50 ms to read at once) and alpha-beta's tree (813,616 nodes, 64 ms).
pub const READ_IN_SLICES: usize = 64 * 1024;
/// Work units between two looks at the clock in [`run_job_sliced`].
const WORK_PER_CHECK: u64 = 20_000;

/// A running sliced computation; dropping it cancels the slices not yet run.
pub struct SlicedTask {
    cancelled: Rc<Cell<bool>>,
}

impl Drop for SlicedTask {
    fn drop(&mut self) {
        self.cancelled.set(true);
    }
}

type Work = Rc<RefCell<dyn FnMut(f64) -> bool>>;

/// Runs `work(deadline)` in slices until it returns `true` (done). `deadline` is a time in
/// milliseconds (as `js_sys::Date::now()`) by which the slice should return.
pub fn run_sliced(work: impl FnMut(f64) -> bool + 'static) -> SlicedTask {
    let cancelled = Rc::new(Cell::new(false));
    schedule(Rc::new(RefCell::new(work)), cancelled.clone());
    SlicedTask { cancelled }
}

/// Schedules one slice. The callback frees itself when it runs; a cancelled task's pending
/// slice runs once more and does nothing.
fn schedule(work: Work, cancelled: Rc<Cell<bool>>) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let slice = Closure::once_into_js(move || {
        if cancelled.get() {
            return;
        }
        let done = (work.borrow_mut())(js_sys::Date::now() + SLICE_MS);
        // The work may have cancelled the task itself (a render it triggered dropped it).
        if !done && !cancelled.get() {
            schedule(work, cancelled);
        }
    });
    // setTimeout only fails without a window, which this page always has.
    let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(slice.unchecked_ref(), 0);
}

/// Runs `job` in time slices, looking at the clock every few thousand work units: after each
/// slice that leaves it unfinished `on_progress` sees it, and once done `on_done` gets its
/// output. Dropping the returned task cancels it.
pub fn run_job_sliced<J: Stepwise + ?Sized + 'static>(
    job: Box<J>,
    on_progress: impl Fn(&J) + 'static,
    on_done: impl FnOnce(J::Output) + 'static,
) -> SlicedTask {
    let mut job = Some(job);
    let mut on_done = Some(on_done);
    run_sliced(move |deadline| {
        let Some(running) = job.as_mut() else { return true };
        let done = loop {
            if running.advance(WORK_PER_CHECK) {
                break true;
            }
            if js_sys::Date::now() >= deadline {
                break false;
            }
        };
        if !done {
            on_progress(running);
            return false;
        }
        if let (Some(finished), Some(on_done)) = (job.take(), on_done.take()) {
            on_done(finished.finish());
        }
        true
    })
}

/// A value being computed in slices: its progress, or the value.
#[derive(Debug)]
pub enum Sliced<T> {
    /// Not ready: the fraction done so far.
    Pending(f64),
    /// The value.
    Ready(Rc<T>),
}

/// The value `start(key)` computes, recomputed when `key` changes. Jobs of at most `sync_work`
/// units (`work` says how many this one costs) run at once during render; larger ones run in
/// time slices, `Pending` until done. A key change cancels the job running for the old key.
#[yew::hook]
pub fn use_sliced<K, T>(
    key: K,
    work: u64,
    sync_work: u64,
    start: fn(&K) -> Box<dyn Stepwise<Output = T>>,
) -> Sliced<T>
where
    K: PartialEq + Clone + 'static,
    T: 'static,
{
    let immediate = yew::use_memo(key.clone(), move |key| {
        (work <= sync_work).then(|| Rc::new(run_to_end(start(key))))
    });
    let sliced = yew::use_state(|| None::<(K, Rc<T>)>);
    let progress = yew::use_state(|| 0.0f64);
    {
        let (sliced, progress) = (sliced.clone(), progress.clone());
        let run = immediate.is_none();
        yew::use_effect_with(key.clone(), move |key| {
            let task = run.then(|| {
                let key = key.clone();
                progress.set(0.0);
                run_job_sliced(
                    start(&key),
                    move |running| progress.set(running.progress()),
                    move |value| sliced.set(Some((key, Rc::new(value)))),
                )
            });
            move || drop(task)
        });
    }
    if let Some(value) = immediate.as_ref() {
        return Sliced::Ready(value.clone());
    }
    match &*sliced {
        Some((done_for, value)) if *done_for == key => Sliced::Ready(value.clone()),
        _ => Sliced::Pending(*progress),
    }
}

/// A shared value compared by address, for hook keys: comparing a large table's contents on
/// every render would cost as much as computing it.
#[derive(Debug)]
pub struct Shared<T>(pub Rc<T>);

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Shared<T> {
        Shared(self.0.clone())
    }
}

impl<T> PartialEq for Shared<T> {
    fn eq(&self, other: &Shared<T>) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Runs the job `start(key)` in time slices while `key` is `Some` (a lab's pending request),
/// sending the fraction done to `on_progress` and, once done, the key with the job's output to
/// `on_done`; a new key (or `None`) cancels the job running for the old one.
#[yew::hook]
pub fn use_keyed_job<K, J>(
    key: Option<K>,
    start: fn(&K) -> Box<J>,
    on_progress: yew::Callback<(K, f64)>,
    on_done: yew::Callback<(K, J::Output)>,
) where
    K: PartialEq + Clone + 'static,
    J: Stepwise + 'static,
{
    yew::use_effect_with(key, move |key| {
        let task = key.clone().map(|key| {
            let running_key = key.clone();
            run_job_sliced(
                start(&key),
                move |running: &J| on_progress.emit((running_key.clone(), running.progress())),
                move |output| on_done.emit((key, output)),
            )
        });
        move || drop(task)
    });
}

/// `job` boxed, as [`use_sliced`]'s `start` gives it: `use_sliced(…, |request| boxed(request.job()))`.
pub fn boxed<J: Stepwise + 'static>(job: J) -> Box<dyn Stepwise<Output = J::Output>> {
    Box::new(job)
}

impl<T> Sliced<T> {
    /// The value once ready, as a hook key compared by address.
    pub fn ready(&self) -> Option<Shared<T>> {
        match self {
            Sliced::Ready(value) => Some(Shared(value.clone())),
            Sliced::Pending(_) => None,
        }
    }
}

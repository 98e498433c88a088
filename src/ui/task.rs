//! Long computations in time slices, so the page never freezes.
//!
//! [`run_sliced`] calls a work function again and again from `setTimeout` callbacks, each time
//! with a deadline a few milliseconds away, until it reports that it is done. Between slices the
//! browser paints and handles input. Dropping the returned [`SlicedTask`] cancels it.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// How long one slice may run, in milliseconds: well under a 60 Hz frame.
pub const SLICE_MS: f64 = 8.0;

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

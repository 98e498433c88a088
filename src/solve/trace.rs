//! Trace sinks: solvers report plain-data events to a `Trace`; `()` ignores them at no cost, a `Vec` records them.

/// Receives a solver's events.
pub trait Trace<E> {
    /// Records one event.
    fn event(&mut self, event: E);
}

impl<E> Trace<E> for () {
    fn event(&mut self, _: E) {}
}

impl<E> Trace<E> for Vec<E> {
    fn event(&mut self, event: E) {
        self.push(event)
    }
}

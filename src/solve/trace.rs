//! Trace sinks: solvers report plain-data events to a `Trace`; `()` ignores them at no cost, a `Vec` records them.

/// Receives a solver's events.
pub trait Trace<E> {
    /// Records one event.
    fn event(&mut self, event: E);

    /// Whether events are kept: a solver may skip building an event's data (lists of moves)
    /// when they are not.
    fn recording(&self) -> bool {
        true
    }
}

impl<E> Trace<E> for () {
    fn event(&mut self, _: E) {}

    fn recording(&self) -> bool {
        false
    }
}

impl<E> Trace<E> for Vec<E> {
    fn event(&mut self, event: E) {
        self.push(event)
    }
}

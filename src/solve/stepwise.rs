//! Computations that can be done a slice at a time, so a caller can keep a page responsive.

/// A computation advanced in slices of roughly `work` units until done, then finished.
pub trait Stepwise {
    /// What the computation produces.
    type Output;

    /// Does about `work` units; returns whether the computation is complete.
    fn advance(&mut self, work: u64) -> bool;

    /// The fraction done, from 0 to 1.
    fn progress(&self) -> f64;

    /// The result (completing whatever is left).
    fn finish(self: Box<Self>) -> Self::Output;
}

/// Runs a computation to the end at once.
pub fn run_to_end<T>(mut job: Box<dyn Stepwise<Output = T>>) -> T {
    while !job.advance(u64::MAX) {}
    job.finish()
}

/// A value computed already, as a [`Stepwise`] that is done at once.
pub struct Computed<T>(pub T);

impl<T> Stepwise for Computed<T> {
    type Output = T;

    fn advance(&mut self, _work: u64) -> bool {
        true
    }

    fn progress(&self) -> f64 {
        1.0
    }

    fn finish(self: Box<Self>) -> T {
        self.0
    }
}

/// A computation that may have been called off (`None`, cancelled): done at once, with no output.
impl<J: Stepwise> Stepwise for Option<J> {
    type Output = Option<J::Output>;

    fn advance(&mut self, work: u64) -> bool {
        self.as_mut().is_none_or(|job| job.advance(work))
    }

    fn progress(&self) -> f64 {
        self.as_ref().map_or(1.0, |job| job.progress())
    }

    fn finish(self: Box<Self>) -> Option<J::Output> {
        (*self).map(|job| Box::new(job).finish())
    }
}

/// A computation whose output goes through a function at the end (e.g. into the shape a view
/// wants): `Map(job, f)` advances as `job` and finishes with `f(job's output)`.
pub struct Map<J, F>(pub J, pub F);

impl<J: Stepwise, T, F: FnOnce(J::Output) -> T> Stepwise for Map<J, F> {
    type Output = T;

    fn advance(&mut self, work: u64) -> bool {
        self.0.advance(work)
    }

    fn progress(&self) -> f64 {
        self.0.progress()
    }

    fn finish(self: Box<Self>) -> T {
        let Map(job, f) = *self;
        f(Box::new(job).finish())
    }
}

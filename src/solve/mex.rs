//! The minimal excludant (mex): the smallest non-negative integer not in a set.

/// The mex of `values`: the smallest non-negative integer that does not occur in them.
///
/// Works for any iterator, in any order, with repeats: the textbook definition, used for the
/// explanations (the table kernels use bitmasks and are tested against it).
pub fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let mut present: Vec<u32> = values.into_iter().collect();
    present.sort_unstable();
    present.dedup();
    let mut candidate = 0;
    for value in present {
        if value != candidate {
            break;
        }
        candidate += 1;
    }
    candidate
}

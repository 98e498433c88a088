//! The minimal excludant (mex): the smallest non-negative integer not in a set.

/// The mex of `values`: the smallest non-negative integer that does not occur in them.
///
/// Works for any iterator, in any order, with repeats: the textbook definition, used for the
/// explanations (the table kernels use bitmasks and are tested against it).
pub fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let values: Vec<u32> = values.into_iter().collect();
    // The mex of k values is at most k: only 0..=k matter.
    let mut present = vec![false; values.len() + 1];
    for value in values {
        if let Some(seen) = present.get_mut(value as usize) {
            *seen = true;
        }
    }
    // k values mark at most k of the k + 1 entries, so one is left unmarked.
    present.iter().position(|&seen| !seen).unwrap_or(0) as u32
}

/// The lecture's sentence of a value found as a mex, `G(3) = mex{G(2), G(1)} = mex{1, 0} = 2`:
/// `name` (e.g. "G(3)") and its options, each named and valued; `name = mex{} = 0` without
/// options.
pub fn mex_sentence(name: &str, options: impl IntoIterator<Item = (String, u32)>) -> String {
    let (names, values): (Vec<String>, Vec<u32>) = options.into_iter().unzip();
    if names.is_empty() {
        return format!("{name} = mex{{}} = 0");
    }
    let texts: Vec<String> = values.iter().map(u32::to_string).collect();
    format!("{name} = mex{{{}}} = mex{{{}}} = {}", names.join(", "), texts.join(", "), mex(values))
}

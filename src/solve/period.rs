//! Periods of value sequences, found only when the computed values prove them.
//!
//! A game whose value at n depends only on the `memory` values before it (a subtraction game
//! with largest move m has memory m) is periodic from `start` with period `length` as soon as
//! one window of `memory` values repeats: SG(i) = SG(i + length) for start <= i < start + memory.
//! Every later value is then computed from equal predecessors, so the repeat goes on forever.

/// A proven period: SG(i + length) = SG(i) for every i >= start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Period {
    /// The first position of the periodic part (the preperiod is 0..start).
    pub start: u32,
    /// The period.
    pub length: u32,
}

impl Period {
    /// The last position whose value the proof reads: start + length + memory - 1.
    pub fn proof_end(&self, memory: u32) -> u64 {
        u64::from(self.start) + u64::from(self.length) + u64::from(memory) - 1
    }
}

/// The least start, then the least length, of a period that `values` prove for a game with
/// the given `memory` (at least 1); `None` when the values are too few to prove any.
///
/// Precisely: the least (start, length) such that the computed suffix `values[start..]` has
/// period `length` and holds at least two windows (length + memory values). For a game table
/// this is exactly the least pair whose window repeat proves the period: a window repeat makes
/// the whole suffix periodic, and a periodic suffix that holds two windows contains the repeat.
///
/// Runs in linear time. Periods of the suffixes are periods of the prefixes of the reversed
/// sequence, which the Knuth-Morris-Pratt failure function gives all at once: the smallest period
/// of a prefix of length l is l minus its longest proper border, so "length + memory <= l" reads
/// "border >= memory", and the least start is the longest such prefix.
pub fn proven_period<V: Copy + Into<u32>>(values: &[V], memory: u32) -> Option<Period> {
    PeriodSearch::new(values, memory).finish()
}

/// [`proven_period`] as a computation that can be advanced a slice at a time.
#[derive(Clone, Debug)]
pub struct PeriodSearch {
    memory: usize,
    /// The values, last first.
    reversed: Vec<u32>,
    /// `border[i]`: the longest proper border of `reversed[..=i]`, for i below `next`.
    border: Vec<u32>,
    /// The next index of the failure function to compute.
    next: usize,
    /// The border of `reversed[..next]`.
    current: usize,
}

impl PeriodSearch {
    /// A search over `values` for a game with the given `memory`.
    pub fn new<V: Copy + Into<u32>>(values: &[V], memory: u32) -> PeriodSearch {
        let reversed: Vec<u32> = values.iter().rev().map(|&value| value.into()).collect();
        let mut border = Vec::with_capacity(reversed.len());
        if !reversed.is_empty() {
            border.push(0);
        }
        PeriodSearch { memory: memory.max(1) as usize, reversed, border, next: 1, current: 0 }
    }

    /// Extends the Knuth-Morris-Pratt failure function by up to `steps` entries; returns
    /// whether it is complete. Each entry costs amortised constant time.
    pub fn advance(&mut self, steps: u64) -> bool {
        let seq = self.reversed.as_slice();
        let border = &mut self.border;
        let end = (self.next as u64).saturating_add(steps).min(seq.len() as u64) as usize;
        let mut k = self.current;
        for &value in &seq[self.next.min(end)..end] {
            while k > 0 && value != seq[k] {
                k = border[k - 1] as usize;
            }
            if value == seq[k] {
                k += 1;
            }
            border.push(k as u32);
        }
        self.current = k;
        self.next = self.next.max(end);
        self.is_complete()
    }

    /// Whether the failure function covers the whole sequence.
    pub fn is_complete(&self) -> bool {
        self.border.len() == self.reversed.len()
    }

    /// How many entries of the failure function are computed, and how many there are.
    pub fn progress(&self) -> (usize, usize) {
        (self.border.len(), self.reversed.len())
    }

    /// Completes the search and returns the least proven period.
    pub fn finish(mut self) -> Option<Period> {
        self.advance(u64::MAX);
        let count = self.reversed.len();
        (1..=count).rev().find(|&len| self.border[len - 1] as usize >= self.memory).map(|len| {
            Period { start: (count - len) as u32, length: len as u32 - self.border[len - 1] }
        })
    }
}

impl PeriodSearch {
    /// Completes the search and returns the least start, then the least length, of a period
    /// of the suffix `values[start..]` that `proves` accepts. `proves` must not accept a longer
    /// period with the same start after refusing a shorter one (a proof needs more values for
    /// a longer period), so only each suffix's least period is tried.
    pub fn finish_where(mut self, proves: impl Fn(Period) -> bool) -> Option<Period> {
        self.advance(u64::MAX);
        let count = self.reversed.len();
        (1..=count)
            .rev()
            .map(|len| Period {
                start: (count - len) as u32,
                length: len as u32 - self.border[len - 1],
            })
            .find(|&period| proves(period))
    }
}

/// The P-positions (value 0) described by a period: which residues mod the period are P.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PPositionRule {
    /// The modulus: the period's length.
    pub modulus: u32,
    /// The residues r (ascending) such that n is a P-position when n mod modulus = r.
    pub residues: Vec<u32>,
    /// The least n0 such that the residue rule holds for every n >= n0 (at most the period's
    /// start; often 0 even when the values themselves have a preperiod).
    pub holds_from: u32,
    /// The P-positions below `holds_from`, listed one by one.
    pub early_p_positions: Vec<u32>,
}

/// The P-position rule that a proven `period` of `values` implies.
///
/// `values` must reach at least position `period.start + period.length - 1`.
pub fn p_position_rule(values: &[u32], period: Period) -> PPositionRule {
    let start = period.start as usize;
    let length = period.length as usize;
    // Residue r is that of the position start + (r - start) mod length of the first period, so
    // the residues come out in increasing order.
    let first_with = |r: usize| start + (r + length - start % length) % length;
    let residues: Vec<u32> =
        (0..length).filter(|&r| values[first_with(r)] == 0).map(|r| r as u32).collect();
    let rule_says_p = |n: usize| residues.binary_search(&((n % length) as u32)).is_ok();
    let mut holds_from = start;
    while holds_from > 0 && (values[holds_from - 1] == 0) == rule_says_p(holds_from - 1) {
        holds_from -= 1;
    }
    let early_p_positions = (0..holds_from).filter(|&n| values[n] == 0).map(|n| n as u32).collect();
    PPositionRule {
        modulus: period.length,
        residues,
        holds_from: holds_from as u32,
        early_p_positions,
    }
}

impl PPositionRule {
    /// The rule as a sentence, e.g. "P-positions: n mod 7 in {0, 2}".
    pub fn sentence(&self) -> String {
        let residues: Vec<String> = self.residues.iter().map(u32::to_string).collect();
        let periodic = if self.residues.is_empty() {
            "none".to_string()
        } else if self.residues.len() == 1 {
            format!("n mod {} = {}", self.modulus, residues[0])
        } else {
            format!("n mod {} in {{{}}}", self.modulus, residues.join(", "))
        };
        if self.holds_from == 0 {
            format!("P-positions: {periodic}")
        } else {
            let early: Vec<String> = self.early_p_positions.iter().map(u32::to_string).collect();
            let early = if early.is_empty() { "none".to_string() } else { early.join(", ") };
            format!(
                "P-positions: below {} exactly {early}; from {} on, {periodic}",
                self.holds_from, self.holds_from
            )
        }
    }
}

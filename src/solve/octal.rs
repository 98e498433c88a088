//! Octal games: heaps of tokens in a row; a move removes some tokens from one heap, and the
//! game's octal code says how many may be removed and what may be left.
//!
//! The code d0.d1d2d3… gives one octal digit d_k per number k of tokens removed; each digit is a
//! sum of three bits:
//!
//! - 1: k tokens may be removed from a heap of exactly k (taking it all);
//! - 2: k tokens may be removed from a larger heap, leaving one non-empty heap;
//! - 4: k tokens may be removed from a heap of at least k + 2, leaving two non-empty heaps.
//!
//! The digit before the point is for k = 0: only 4 (split a heap in two, removing nothing) means
//! anything there. Kayles is 0.77, Dawson's Kayles 0.07, Dawson's chess 0.137, Treblecross 0.007.
//!
//! The Grundy value of a heap of n is the mex of its options' values, a split option's value
//! being the nim-sum G(a) xor G(b) of the two heaps left. [`grundy_values_naive`] does exactly
//! that, O(n^2) in all; [`GrundyFill`] gets the same values much faster for games whose values
//! show the sparse-space phenomenon (Winning Ways, ch. 4), and stays exact for every game.
//! [`proven_period`] finds a period only when the Guy-Smith periodicity theorem proves it from
//! the computed values.

use std::fmt;

use super::period::{Period, PeriodSearch};

/// The most digits a code may have after the point (trailing zeros aside): moves remove at most
/// this many tokens.
pub const MAX_CODE_DIGITS: usize = 32;

/// A valid octal code: digit k (0 to 7) for removing k tokens, k = 0..=t, where t is the last
/// non-zero digit's place (at least one digit after the point is kept).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OctalCode {
    digits: Vec<u8>,
}

/// Why a text is not a valid octal code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Nothing given.
    Empty,
    /// No point, or more than one.
    Point,
    /// More than one digit before the point.
    LongWhole,
    /// A digit before the point other than 0 or 4.
    Whole(char),
    /// Nothing after the point.
    NoDigits,
    /// A character that is not an octal digit.
    NotOctal(char),
    /// More than [`MAX_CODE_DIGITS`] digits after the point.
    TooLong(usize),
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Empty => {
                write!(f, "missing; give an octal code such as 0.77 (Kayles) or 0.07")
            }
            CodeError::Point => write!(
                f,
                "write one point between the digit for removing 0 tokens and the others, e.g. 0.77"
            ),
            CodeError::LongWhole => {
                write!(f, "only one digit goes before the point (0 or 4), e.g. 0.77 or 4.7")
            }
            CodeError::Whole(digit) => write!(
                f,
                "the digit before the point is for removing 0 tokens: only 0 or 4 (split a heap \
                 in two) make sense, not {digit}, which would allow moves that change nothing"
            ),
            CodeError::NoDigits => {
                write!(f, "give at least one digit after the point, e.g. 0.7")
            }
            CodeError::NotOctal(c) if c.is_ascii_digit() => {
                write!(f, "{c} is not an octal digit; each digit is 0 to 7")
            }
            CodeError::NotOctal(c) => write!(f, "'{c}' is not an octal digit (0 to 7)"),
            CodeError::TooLong(count) => write!(
                f,
                "{count} digits after the point; at most {MAX_CODE_DIGITS} are supported \
                 (moves of up to {MAX_CODE_DIGITS} tokens)"
            ),
        }
    }
}

/// The bit of a digit that allows taking a whole heap of k.
pub const TAKE_ALL: u8 = 1;
/// The bit that allows leaving one non-empty heap.
pub const LEAVE_ONE: u8 = 2;
/// The bit that allows leaving two non-empty heaps.
pub const LEAVE_TWO: u8 = 4;

impl OctalCode {
    /// Parses a code such as `0.77`, `.07` (Winning Ways writes ·07), `4.7` or `0.1370` (trailing
    /// zeros are dropped).
    pub fn parse(text: &str) -> Result<OctalCode, CodeError> {
        let text = text.trim().replace('·', ".");
        if text.is_empty() {
            return Err(CodeError::Empty);
        }
        let Some((whole, fraction)) = text.split_once('.') else { return Err(CodeError::Point) };
        if fraction.contains('.') {
            return Err(CodeError::Point);
        }
        let d0 = match whole.chars().collect::<Vec<char>>().as_slice() {
            [] | ['0'] => 0,
            ['4'] => 4,
            [c] if ('1'..='7').contains(c) => return Err(CodeError::Whole(*c)),
            [c] => return Err(CodeError::NotOctal(*c)),
            _ => return Err(CodeError::LongWhole),
        };
        if fraction.is_empty() {
            return Err(CodeError::NoDigits);
        }
        let mut digits = vec![d0];
        for c in fraction.chars() {
            match c.to_digit(8) {
                // An octal digit is below 8, so it fits in a u8.
                Some(digit) => digits.push(digit as u8),
                None => return Err(CodeError::NotOctal(c)),
            }
        }
        while digits.len() > 2 && digits.last() == Some(&0) {
            digits.pop();
        }
        if digits.len() - 1 > MAX_CODE_DIGITS {
            return Err(CodeError::TooLong(digits.len() - 1));
        }
        Ok(OctalCode { digits })
    }

    /// Digit d_k (0 beyond the last one).
    pub fn digit(&self, k: u32) -> u8 {
        self.digits.get(k as usize).copied().unwrap_or(0)
    }

    /// The digits d0, d1, …, d_t.
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// t: the most tokens a move removes (the last non-zero digit's place; 0 for 0.0).
    pub fn max_removal(&self) -> u32 {
        self.digits.iter().rposition(|&d| d != 0).unwrap_or(0) as u32
    }

    /// Whether some move leaves two heaps (a digit with the 4 bit).
    pub fn has_splits(&self) -> bool {
        self.digits.iter().any(|&d| d & LEAVE_TWO != 0)
    }

    /// The numbers k whose digit has `bit`, ascending.
    pub fn removals_with(&self, bit: u8) -> Vec<u32> {
        (0..self.digits.len() as u32).filter(|&k| self.digit(k) & bit != 0).collect()
    }

    /// Treblecross's code, 0.007: the game its free intervals play (paper, section 3.6).
    pub fn treblecross() -> OctalCode {
        // A fixed, valid code.
        OctalCode::parse("0.007").expect("0.007 is a valid octal code")
    }

    /// The game's common name, for the codes that have one.
    pub fn name(&self) -> Option<&'static str> {
        match self.to_string().as_str() {
            "0.77" => Some("Kayles"),
            "0.07" => Some("Dawson's Kayles"),
            "0.137" => Some("Dawson's chess"),
            "0.007" => Some("Treblecross"),
            _ => None,
        }
    }

    /// What each non-zero digit allows, in words, e.g. "d2 = 7: remove 2 tokens: a whole heap
    /// of 2, or from a larger heap leaving one heap, or leaving two non-empty heaps".
    pub fn meaning(&self) -> Vec<String> {
        let mut lines = Vec::new();
        for (k, &digit) in self.digits.iter().enumerate() {
            if digit == 0 {
                continue;
            }
            if k == 0 {
                lines.push(
                    "d0 = 4: split a heap into two non-empty heaps without removing any token"
                        .to_string(),
                );
                continue;
            }
            let tokens = if k == 1 { "1 token".to_string() } else { format!("{k} tokens") };
            let mut ways = Vec::new();
            if digit & TAKE_ALL != 0 {
                ways.push(format!("a whole heap of {k}"));
            }
            if digit & LEAVE_ONE != 0 {
                ways.push(format!("from a heap of more than {k}, leaving one heap"));
            }
            if digit & LEAVE_TWO != 0 {
                ways.push(format!(
                    "from inside a heap of at least {}, leaving two non-empty heaps",
                    k + 2
                ));
            }
            lines.push(format!("d{k} = {digit}: remove {tokens}: {}", ways.join(", or ")));
        }
        if lines.is_empty() {
            lines.push("every digit is 0: no move at all, every heap is a P-position".into());
        }
        lines
    }
}

impl fmt::Display for OctalCode {
    /// The canonical form, e.g. `0.77`, `4.7`, `0.0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        for digit in &self.digits[1..] {
            write!(f, "{digit}")?;
        }
        Ok(())
    }
}

/// What a move leaves of the heap it was made in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaves {
    /// Nothing: the whole heap was taken.
    Nothing,
    /// One heap of this size.
    One(u32),
    /// Two heaps, the smaller first.
    Two(u32, u32),
}

/// One option of a heap, as an explanation lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OctalOption {
    /// How many tokens the move removes.
    pub take: u32,
    /// What is left.
    pub leaves: Leaves,
    /// The option's Grundy value (the nim-sum of the heaps left).
    pub value: u32,
}

impl OctalOption {
    /// The option's value as a formula: `0`, `G(4)` or `G(1)⊕G(3)`.
    pub fn formula(&self) -> String {
        match self.leaves {
            Leaves::Nothing => "0".into(),
            Leaves::One(a) => format!("G({a})"),
            Leaves::Two(a, b) => format!("G({a})⊕G({b})"),
        }
    }

    /// The move in words: "take 1, leaving 2 + 3".
    pub fn describe(&self) -> String {
        match self.leaves {
            Leaves::Nothing => format!("take all {}", self.take),
            Leaves::One(a) => format!("take {}, leaving {a}", self.take),
            Leaves::Two(a, b) if self.take == 0 => format!("split into {a} + {b}"),
            Leaves::Two(a, b) => format!("take {}, leaving {a} + {b}", self.take),
        }
    }
}

/// Calls `visit` with every option of a heap of `n`, given the values of smaller heaps, in a
/// fixed order: by tokens removed, then the heap left (or the smaller heap of a split) growing.
/// `visit` returns whether to go on; the result says whether every option was visited.
pub fn for_each_option(
    code: &OctalCode,
    values: &[u32],
    n: u32,
    mut visit: impl FnMut(OctalOption) -> bool,
) -> bool {
    for k in 0..code.digits.len() as u32 {
        let digit = code.digit(k);
        if digit & TAKE_ALL != 0
            && n == k
            && k > 0
            && !visit(OctalOption { take: k, leaves: Leaves::Nothing, value: 0 })
        {
            return false;
        }
        if digit & LEAVE_ONE != 0 && n > k && k > 0 {
            let left = n - k;
            let value = values[left as usize];
            if !visit(OctalOption { take: k, leaves: Leaves::One(left), value }) {
                return false;
            }
        }
        if digit & LEAVE_TWO != 0 && n >= k + 2 {
            let rest = n - k;
            for a in 1..=rest / 2 {
                let b = rest - a;
                let value = values[a as usize] ^ values[b as usize];
                if !visit(OctalOption { take: k, leaves: Leaves::Two(a, b), value }) {
                    return false;
                }
            }
        }
    }
    true
}

/// How many options a heap of `n` has.
pub fn option_count(code: &OctalCode, n: u32) -> u64 {
    (0..code.digits.len() as u32)
        .map(|k| {
            let digit = code.digit(k);
            let all = u64::from(digit & TAKE_ALL != 0 && n == k && k > 0);
            let one = u64::from(digit & LEAVE_ONE != 0 && n > k && k > 0);
            let two = if digit & LEAVE_TWO != 0 && n >= k + 2 { u64::from((n - k) / 2) } else { 0 };
            all + one + two
        })
        .sum()
}

/// G(0), …, G(n) straight from the definition: every option of every heap, O(n^2) in all.
/// The method the table explains cell by cell, and the oracle of the fast one.
pub fn grundy_values_naive(code: &OctalCode, n: u32) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(n as usize + 1);
    let mut seen: Vec<bool> = Vec::new();
    for heap in 0..=n {
        seen.clear();
        for_each_option(code, &values, heap, |option| {
            let value = option.value as usize;
            if value >= seen.len() {
                seen.resize(value + 1, false);
            }
            seen[value] = true;
            true
        });
        let value = seen.iter().position(|&s| !s).unwrap_or(seen.len());
        values.push(value as u32);
    }
    values
}

/// How [`GrundyFill`] computes the values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Method {
    /// Every split of every heap, as [`grundy_values_naive`].
    Naive,
    /// The sparse-space method: the rare heaps paired with their partners, the other splits
    /// scanned only as far as needed.
    SparseSpace,
    /// The sparse-space method until the values prove a period ([`proven_period`], checked at
    /// n = 64, 128, 256, …); every later value is then read off the period.
    SparseSpaceThenPeriod,
}

/// G(0), …, G(n) by the sparse-space method, then by the period once one is proven: the same
/// values as [`grundy_values_naive`], usually far faster.
pub fn grundy_values(code: &OctalCode, n: u32) -> Vec<u32> {
    let mut fill = GrundyFill::new(code.clone(), n, Method::SparseSpaceThenPeriod);
    fill.advance(u64::MAX);
    fill.into_values()
}

/// The first heap at which the values are looked at (to choose the classes and look for a
/// period); later looks are at every power of two.
const FIRST_CHECKPOINT: u32 = 64;
/// The sparse-space method is used when fewer than one heap in this many is rare (see
/// [`GrundyFill`] for why).
pub const SPARSE_ENOUGH: i64 = 10;
/// Values above this many bits are classified by their low bits only.
const MASK_BITS: u32 = 16;

/// How the heaps are split into rare and common ones (Winning Ways' "sparse space"; the
/// "domain" variant is Flammenkamp's).
///
/// p(v) is the parity of the 1 bits of v AND `mask`, so p(x xor y) = p(x) xor p(y). With
/// `by_heap_parity` a heap a's class is p(G(a)) xor (a mod 2), otherwise p(G(a)); the heaps of
/// class `rare_class` are rare. The rare class is the one that makes the usual mex an exact
/// value: see [`Classes::is_exact`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Classes {
    /// The mask m.
    pub mask: u32,
    /// Whether a heap's class also counts its size's parity.
    pub by_heap_parity: bool,
    /// The class whose heaps are rare (chosen with the mask, so that the usual mex is exact).
    pub rare_class: bool,
}

impl Classes {
    /// Whether heap `heap` with value `value` is rare.
    pub fn is_rare(&self, heap: u32, value: u32) -> bool {
        (parity(value & self.mask) ^ (self.by_heap_parity && heap % 2 == 1)) == self.rare_class
    }

    /// Whether a split option of value `value` that leaves `rest` tokens in two heaps must pair
    /// a rare heap with a common one. Two common heaps a + b = rest give p = (rest mod 2) with
    /// `by_heap_parity` (p(G(a)) = 1 xor c xor (a mod 2) for each) and p = 0 without; so do two
    /// rare ones. Values of the other parity are "exact": pairing every rare heap finds them all.
    pub fn is_exact(&self, value: u32, rest: u32) -> bool {
        parity(value & self.mask) != (self.by_heap_parity && rest % 2 == 1)
    }
}

/// What the sparse-space method did so far.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct SparseStats {
    /// The current split into rare and common heaps; `None` while every split is evaluated
    /// (before heap 64, or when no mask makes fewer than one heap in [`SPARSE_ENOUGH`] rare).
    pub classes: Option<Classes>,
    /// How many heaps (of at least 1) are rare under `classes`.
    pub rare_heaps: u64,
    /// Split options evaluated by pairing a rare heap with its partner.
    pub rare_pairs: u64,
    /// Split options evaluated while scanning for a value of the other class.
    pub scanned_pairs: u64,
    /// Heaps whose scan went through every split of two common heaps.
    pub full_scans: u64,
    /// Split options the naive method evaluates for the same heaps.
    pub naive_pairs: u64,
    /// The period proven by the values, and the first heap read off it.
    pub period_from: Option<(Period, u32)>,
}

/// The Grundy table of an octal game filled left to right, a slice at a time.
///
/// With [`Method::SparseSpace`] (Winning Ways ch. 4; Flammenkamp's octal-game computations),
/// [`Classes`] splits the heaps into rare and common ones so that a split's value is "exact"
/// (of the parity class that only a rare heap paired with a common one produces) or "dense"
/// (two common heaps, or two rare ones). For each heap:
///
/// 1. the options that leave at most one heap are added;
/// 2. every rare heap r is paired with its partner: this finds *all* exact option values, in
///    time proportional to the number of rare heaps;
/// 3. while the smallest value not yet found is dense, the splits into two common heaps are
///    scanned, from both ends inwards, until it turns up (often within a few pairs: dense
///    values are plentiful when the classes fit the game); a scan that runs out proves that it
///    is missing.
///
/// The smallest value missing then is the mex: exact values are all known, and a dense one is
/// only taken after a full scan. So the result is exact for every game and every split; the
/// split only decides the speed, and is chosen at heaps 64, 128, 256, … as the one with the
/// fewest rare heaps. A rare heap's value is dense, so proving it costs a full scan; with a
/// fraction r of rare heaps the method costs about r·n (pairing) plus r·n/2 (scans) split options
/// per heap, each several times dearer than in the naive loop's n/2, so it only pays when r is
/// below about 1/10 ([`SPARSE_ENOUGH`]): 0.6, with a tenth of its heaps rare, breaks even, and
/// 0.007, with 15 % at n = 2^18, evaluated half the options in three times the time. Above
/// that, every split is evaluated as naively. With [`Method::SparseSpaceThenPeriod`] the same
/// checkpoints look for a period that the values prove, and read every later value off it.
#[derive(Clone, Debug)]
pub struct GrundyFill {
    code: OctalCode,
    n: u32,
    method: Method,
    values: Vec<u32>,
    take_all: Vec<u32>,
    leave_one: Vec<u32>,
    leave_two: Vec<u32>,
    /// Heaps of at least 1 that are rare, ascending, and whether each heap is.
    rare: Vec<u32>,
    is_rare: Vec<bool>,
    /// The option values found for the heap being computed.
    found: Found,
    /// The heaps left by the splits of the heap being computed.
    rests: Vec<u32>,
    /// The bit length of the largest value so far.
    bits: u32,
    next_checkpoint: u32,
    stats: SparseStats,
    /// The work spent so far.
    work: u64,
}

impl GrundyFill {
    /// An empty table for heaps 0..=n, to be filled by `method`.
    pub fn new(code: OctalCode, n: u32, method: Method) -> GrundyFill {
        GrundyFill {
            take_all: code.removals_with(TAKE_ALL),
            leave_one: code.removals_with(LEAVE_ONE),
            leave_two: code.removals_with(LEAVE_TWO),
            code,
            n,
            method,
            values: Vec::with_capacity(n as usize + 1),
            rare: Vec::new(),
            is_rare: Vec::with_capacity(n as usize + 1),
            found: Found { stamps: vec![0; stamp_table_size(0) + 1], now: 0 },
            rests: Vec::new(),
            bits: 0,
            next_checkpoint: FIRST_CHECKPOINT,
            stats: SparseStats::default(),
            work: 0,
        }
    }

    /// The code being solved.
    pub fn code(&self) -> &OctalCode {
        &self.code
    }

    /// Fills heaps until `work` units are spent or passed (a unit is one heap or one split
    /// option evaluated; a heap once started is finished); returns whether the table is
    /// complete.
    pub fn advance(&mut self, work: u64) -> bool {
        let mut spent = 0u64;
        while !self.is_complete() && spent < work {
            let cost = self.fill_next();
            spent = spent.saturating_add(cost);
            self.work = self.work.saturating_add(cost);
        }
        self.is_complete()
    }

    /// The work spent so far (heaps plus split options evaluated).
    pub fn work(&self) -> u64 {
        self.work
    }

    /// Whether G(n) has been written.
    pub fn is_complete(&self) -> bool {
        self.values.len() as u64 == u64::from(self.n) + 1
    }

    /// How many heaps are filled.
    pub fn filled(&self) -> usize {
        self.values.len()
    }

    /// The last heap of the table.
    pub fn last(&self) -> u32 {
        self.n
    }

    /// The values filled so far.
    pub fn values(&self) -> &[u32] {
        &self.values
    }

    /// The method's record so far.
    pub fn stats(&self) -> &SparseStats {
        &self.stats
    }

    /// The values filled so far (all of them once complete).
    pub fn into_values(self) -> Vec<u32> {
        self.values
    }

    /// Computes the next heap's value; returns the work it took.
    fn fill_next(&mut self) -> u64 {
        // Heaps go up to n, a u32.
        let n = self.values.len() as u32;
        if n == self.next_checkpoint {
            self.checkpoint();
        }
        if let Some((period, _)) = self.stats.period_from {
            let value = self.values[(n - period.length) as usize];
            self.push(value);
            return 1;
        }
        self.found.now = n + 1;
        let mut work = 1u64;
        for &k in &self.take_all {
            if n == k && k > 0 {
                self.found.add(0);
            }
        }
        for &k in &self.leave_one {
            if n > k && k > 0 {
                self.found.add(self.values[(n - k) as usize]);
            }
        }
        self.rests.clear();
        self.rests.extend(self.leave_two.iter().filter(|&&k| n >= k + 2).map(|&k| n - k));
        for &rest in &self.rests {
            self.stats.naive_pairs += u64::from(rest / 2);
        }
        let value = match self.stats.classes {
            None => {
                work += self.evaluate_every_split();
                self.found.smallest_missing(0)
            }
            Some(classes) => self.sparse_mex(classes, &mut work),
        };
        self.push(value);
        work
    }

    /// Adds every split's value to the found values; returns how many there were.
    fn evaluate_every_split(&mut self) -> u64 {
        let values = &self.values;
        let (stamps, now) = (self.found.stamps.as_mut_slice(), self.found.now);
        let mut pairs = 0u64;
        for &rest in &self.rests {
            let half = (rest / 2) as usize;
            // G(a) for a = 1..=half against G(rest - a), read backwards from rest - 1.
            let smaller = &values[1..=half];
            let larger = &values[rest as usize - half..rest as usize];
            // The stamp table's size is one of a few constants (`stamp_table_size`), each with
            // its own copy of the loop, whose index is masked by the constant: no bound is
            // checked per split, which makes the loop about 1.5x faster natively.
            match stamps.len() - 1 {
                SMALL_TABLE => stamp_nim_sums::<SMALL_TABLE>(stamps, smaller, larger, now),
                MIDDLE_TABLE => stamp_nim_sums::<MIDDLE_TABLE>(stamps, smaller, larger, now),
                LARGE_TABLE => stamp_nim_sums::<LARGE_TABLE>(stamps, smaller, larger, now),
                _ => for_each_nim_sum(smaller, larger, |nim_sum| stamps[nim_sum] = now),
            }
            pairs += half as u64;
        }
        self.stats.scanned_pairs += pairs;
        pairs
    }

    /// The mex of the options, found by the sparse-space method (steps 2 and 3 above).
    fn sparse_mex(&mut self, classes: Classes, work: &mut u64) -> u32 {
        let values = self.values.as_slice();
        let rare = self.rare.as_slice();
        let is_rare = self.is_rare.as_slice();
        // The stamps as a slice and the heap's stamp as a local: stores into a table reached
        // through the struct would make the compiler reload its length and the stamp after each.
        let now = self.found.now;
        let stamps = self.found.stamps.as_mut_slice();
        let mut paired = 0u64;
        for &rest in &self.rests {
            // The rare heaps below `rest`, each with its partner rest - r.
            let below = &rare[..rare.partition_point(|&r| r < rest)];
            for &r in below {
                stamps[(values[r as usize] ^ values[(rest - r) as usize]) as usize] = now;
            }
            paired += below.len() as u64;
        }
        let mut candidate = first_unstamped(stamps, now, 0);
        let mut scanned = 0u64;
        if let Some(&first_rest) = self.rests.first() {
            // All rests have the same parity when the classes count it (see `choose_classes`).
            let exact = |value: u32| classes.is_exact(value, first_rest);
            let widest = self.rests.iter().map(|&rest| rest / 2).max().unwrap_or(0);
            let mut done = exact(candidate);
            // From both ends at once: a = 1, half, 2, half - 1, … (small heaps carry the irregular
            // early values, middle ones the typical late values; either may be the one needed).
            let mut step = 0;
            while !done && step < widest {
                for &rest in &self.rests {
                    let half = rest / 2;
                    if step >= half {
                        continue;
                    }
                    let a = if step % 2 == 0 { 1 + step / 2 } else { half - step / 2 };
                    let b = rest - a;
                    if is_rare[a as usize] || is_rare[b as usize] {
                        continue;
                    }
                    let value = values[a as usize] ^ values[b as usize];
                    scanned += 1;
                    stamps[value as usize] = now;
                    if value == candidate {
                        candidate = first_unstamped(stamps, now, candidate + 1);
                        done = exact(candidate);
                        if done {
                            break;
                        }
                    }
                }
                step += 1;
            }
            if !done {
                self.stats.full_scans += 1;
            }
        }
        self.stats.rare_pairs += paired;
        self.stats.scanned_pairs += scanned;
        *work += paired + scanned;
        candidate
    }

    /// Records the next heap's value.
    fn push(&mut self, value: u32) {
        let n = self.values.len() as u32;
        self.values.push(value);
        let bits = 32 - value.leading_zeros();
        if bits > self.bits {
            self.bits = bits;
            // Room for every nim-sum of two values and for the mex above them all.
            self.found.stamps.resize(stamp_table_size(bits) + 1, 0);
        }
        let rare = n >= 1 && self.stats.classes.is_some_and(|c| c.is_rare(n, value));
        self.is_rare.push(rare);
        if rare {
            self.rare.push(n);
            self.stats.rare_heaps += 1;
        }
    }

    /// The look at the values at heaps 64, 128, 256, …: a proven period, else new classes.
    fn checkpoint(&mut self) {
        self.next_checkpoint = self.next_checkpoint.saturating_mul(2);
        if self.stats.period_from.is_some() {
            return;
        }
        let period = (self.method == Method::SparseSpaceThenPeriod)
            .then(|| proven_period(&self.code, &self.values))
            .flatten();
        if let Some(period) = period {
            self.stats.period_from = Some((period, self.values.len() as u32));
            return;
        }
        if self.method != Method::Naive && !self.leave_two.is_empty() {
            self.choose_classes();
        }
    }

    /// Picks the classes that make the fewest heaps 1..n rare, and lists those heaps.
    fn choose_classes(&mut self) {
        let bits = self.bits.min(MASK_BITS);
        let size = 1usize << bits;
        // By the parity of the heap: how many heaps have each value (low `bits` bits).
        let mut counts = [vec![0i64; size], vec![0i64; size]];
        for (heap, &value) in self.values.iter().enumerate().skip(1) {
            counts[heap % 2][value as usize & (size - 1)] += 1;
        }
        let totals = [counts[0].iter().sum::<i64>(), counts[1].iter().sum::<i64>()];
        // The Walsh-Hadamard transform gives, for every mask m, the sum over values of
        // (-1)^p(v) * counts[v]: the heaps with p = 0 minus those with p = 1.
        for counts in &mut counts {
            walsh_hadamard(counts);
        }
        let even_zero = |m: usize| (totals[0] + counts[0][m]) / 2;
        let odd_zero = |m: usize| (totals[1] + counts[1][m]) / 2;
        let heaps = totals[0] + totals[1];
        // Counting the heap's parity only works when every split removes the same parity.
        let k0 = self.leave_two[0];
        let heap_parity_allowed = self.leave_two.iter().all(|&k| k % 2 == k0 % 2);
        let mut best: Option<(i64, Classes)> = None;
        for m in 1..size {
            let mask = m as u32;
            let mut candidates = vec![(
                even_zero(m) + odd_zero(m),
                Classes { mask, by_heap_parity: false, rare_class: false },
            )];
            if heap_parity_allowed {
                let rare_class = k0 % 2 == 1;
                // Class = p xor (heap mod 2): even heaps keep p, odd heaps flip it.
                let (even_rare, odd_rare) = if rare_class {
                    (totals[0] - even_zero(m), odd_zero(m))
                } else {
                    (even_zero(m), totals[1] - odd_zero(m))
                };
                candidates.push((
                    even_rare + odd_rare,
                    Classes { mask, by_heap_parity: true, rare_class },
                ));
            }
            for (rare, classes) in candidates {
                if best.is_none_or(|(fewest, _)| rare < fewest) {
                    best = Some((rare, classes));
                }
            }
        }
        let classes =
            best.filter(|&(rare, _)| rare * SPARSE_ENOUGH < heaps).map(|(_, classes)| classes);
        self.stats.classes = classes;
        self.rare.clear();
        self.is_rare.clear();
        for (heap, &value) in self.values.iter().enumerate() {
            let heap = heap as u32;
            let rare = heap >= 1 && classes.is_some_and(|c| c.is_rare(heap, value));
            self.is_rare.push(rare);
            if rare {
                self.rare.push(heap);
            }
        }
        self.stats.rare_heaps = self.rare.len() as u64;
    }
}

/// An upper bound on the work [`GrundyFill`] spends on heaps 0..=n of `code`, by any method,
/// from the code alone, before anything is computed: one unit per heap and, for each k a move
/// may remove leaving two heaps, at most 2⌊rest/2⌋ split options for a heap leaving rest =
/// heap − k tokens. The naive scan evaluates ⌊rest/2⌋ of them; the sparse-space method pairs
/// each rare heap below rest (#rare) and scans the pairs of two common heaps, at most ⌊rest/2⌋
/// less one pair for every two rare heaps, so ⌊rest/2⌋ + ⌊#rare/2⌋ ≤ 2⌊rest/2⌋; a heap read
/// off a proven period costs one unit. Summed over rest ≤ R: 2⌊R²/4⌋.
pub fn work_bound(code: &OctalCode, n: u32) -> u64 {
    let heaps = u64::from(n) + 1;
    code.removals_with(LEAVE_TWO)
        .iter()
        .filter(|&&k| n >= k)
        .map(|&k| {
            let rest = u64::from(n - k);
            2 * (rest * rest / 4)
        })
        .fold(heaps, u64::saturating_add)
}

/// The Walsh-Hadamard transform of `counts` (length a power of two), in place.
fn walsh_hadamard(counts: &mut [i64]) {
    let size = counts.len();
    let mut half = 1;
    while half < size {
        for block in (0..size).step_by(2 * half) {
            for i in block..block + half {
                let (x, y) = (counts[i], counts[i + half]);
                counts[i] = x + y;
                counts[i + half] = x - y;
            }
        }
        half *= 2;
    }
}

/// Whether `value` has an odd number of 1 bits.
fn parity(value: u32) -> bool {
    value.count_ones() % 2 == 1
}

/// The option values found for one heap: each value's entry holds the heap (plus one) it was
/// last found for, so nothing needs clearing between heaps.
#[derive(Clone, Debug)]
struct Found {
    /// One entry per possible value: every nim-sum of two values so far, and one more.
    stamps: Vec<u32>,
    /// The stamp of the heap being computed.
    now: u32,
}

impl Found {
    fn add(&mut self, value: u32) {
        self.stamps[value as usize] = self.now;
    }

    /// The smallest value, at least `from`, not found yet.
    fn smallest_missing(&self, from: u32) -> u32 {
        first_unstamped(&self.stamps, self.now, from)
    }
}

/// The sizes of stamp table the split loop has its own copy for (values below 2^8, 2^12, 2^16).
const SMALL_TABLE: usize = 1 << 8;
const MIDDLE_TABLE: usize = 1 << 12;
const LARGE_TABLE: usize = 1 << 16;

/// How many stamps cover every nim-sum of two values below 2^bits: 2^bits, rounded up to a size
/// the split loop has its own copy for.
fn stamp_table_size(bits: u32) -> usize {
    match bits {
        0..=8 => SMALL_TABLE,
        9..=12 => MIDDLE_TABLE,
        13..=16 => LARGE_TABLE,
        _ => 1 << bits,
    }
}

/// Stamps `now` at the nim-sum of each pair: `smaller[i]` with `larger` read from its end. The
/// caller's table holds `SIZE` + 1 stamps, `SIZE` a power of two above every value, so the
/// masked index is always in bounds and the compiler checks no bound (a shorter table would
/// take the checked loop).
fn stamp_nim_sums<const SIZE: usize>(
    stamps: &mut [u32],
    smaller: &[u32],
    larger: &[u32],
    now: u32,
) {
    match stamps.first_chunk_mut::<SIZE>() {
        Some(table) => {
            for_each_nim_sum(smaller, larger, |nim_sum| table[nim_sum & (SIZE - 1)] = now)
        }
        None => for_each_nim_sum(smaller, larger, |nim_sum| stamps[nim_sum] = now),
    }
}

/// Calls `stamp` with the nim-sum of each pair, `smaller[i]` with `larger` read from its end
/// (the two are equally long).
#[inline(always)]
fn for_each_nim_sum(smaller: &[u32], larger: &[u32], mut stamp: impl FnMut(usize)) {
    // Natively (opt-level 3) the reversed iterator is the fastest form (1.5x reading by index).
    // In the web build (opt-level "z", which unrolls nothing) it is several times slower than
    // reading by index, and reading eight pairs a turn from fixed-size chunks (no bound checked
    // per pair) is faster again, by 1.2-1.35x in Chromium (BENCHMARKS.md).
    #[cfg(not(target_arch = "wasm32"))]
    for (&x, &y) in smaller.iter().zip(larger.iter().rev()) {
        stamp((x ^ y) as usize);
    }
    #[cfg(target_arch = "wasm32")]
    {
        let pairs = smaller.len().min(larger.len());
        let (smaller, larger) = (&smaller[..pairs], &larger[larger.len() - pairs..]);
        let mut eights = smaller.chunks_exact(8);
        let mut from_end = larger.rchunks_exact(8);
        for (x, y) in (&mut eights).zip(&mut from_end) {
            stamp((x[0] ^ y[7]) as usize);
            stamp((x[1] ^ y[6]) as usize);
            stamp((x[2] ^ y[5]) as usize);
            stamp((x[3] ^ y[4]) as usize);
            stamp((x[4] ^ y[3]) as usize);
            stamp((x[5] ^ y[2]) as usize);
            stamp((x[6] ^ y[1]) as usize);
            stamp((x[7] ^ y[0]) as usize);
        }
        let rest = eights.remainder();
        let rest_from_end = from_end.remainder();
        for (i, &x) in rest.iter().enumerate() {
            stamp((x ^ rest_from_end[rest_from_end.len() - 1 - i]) as usize);
        }
    }
}

/// The smallest value, at least `from`, whose stamp is not `now`: the mex of the values found
/// for the heap stamped `now`, when `from` is 0.
fn first_unstamped(stamps: &[u32], now: u32, from: u32) -> u32 {
    let mut value = from;
    while stamps.get(value as usize) == Some(&now) {
        value += 1;
    }
    value
}

/// Heaps with more options than this are explained by their witnesses only: the value is the
/// table's, and the options are read until each smaller value has one (a full recheck of millions
/// of splits would hold up the page).
pub const FULL_CHECK_OPTIONS: u64 = 2_000_000;

/// Why G(n) has its value: the options (the first few listed), one option reaching each value
/// below the mex, and the mex.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellExplanation {
    /// The heap explained.
    pub position: u32,
    /// The first options, in [`for_each_option`]'s order (at most the number asked for).
    pub options: Vec<OctalOption>,
    /// How many options the heap has in all.
    pub option_count: u64,
    /// For each value v below the mex, the first option whose value is v.
    pub witnesses: Vec<OctalOption>,
    /// The mex of the options' values: G(position).
    pub value: u32,
    /// Whether every option was read, so that `value` is the mex computed here; otherwise (more
    /// than [`FULL_CHECK_OPTIONS`] options) it is the table's value and only the witnesses were
    /// looked for.
    pub mex_checked: bool,
}

/// Explains G(`position`) from a table holding at least the values up to it, listing at most
/// `listed` options. `None` when `position` is beyond the table.
pub fn explain(
    code: &OctalCode,
    values: &[u32],
    position: u32,
    listed: usize,
) -> Option<CellExplanation> {
    let table_value = *values.get(position as usize)?;
    let count = option_count(code, position);
    let mex_checked = count <= FULL_CHECK_OPTIONS;
    let mut options = Vec::new();
    let mut first: Vec<Option<OctalOption>> = Vec::new();
    let mut unwitnessed = table_value;
    for_each_option(code, values, position, |option| {
        if options.len() < listed {
            options.push(option);
        }
        let value = option.value as usize;
        if value >= first.len() {
            first.resize(value + 1, None);
        }
        if first[value].is_none() {
            first[value] = Some(option);
            if option.value < table_value {
                unwitnessed -= 1;
            }
        }
        mex_checked || unwitnessed > 0 || options.len() < listed
    });
    let value = if mex_checked {
        first.iter().position(Option::is_none).unwrap_or(first.len()) as u32
    } else {
        table_value
    };
    let witnesses = first.into_iter().take(value as usize).flatten().collect();
    Some(CellExplanation { position, options, option_count: count, witnesses, value, mex_checked })
}

impl CellExplanation {
    /// The lecturer's sentence, e.g. `G(4) = mex{G(3), G(1)⊕G(2), G(2)} = mex{2, 3, 2} = 1`,
    /// when every option is listed; else a summary by the mex's witnesses.
    pub fn sentence(&self) -> String {
        let position = self.position;
        if self.option_count == 0 {
            return format!("G({position}) = mex{{}} = 0");
        }
        if self.options.len() as u64 == self.option_count {
            let formulas: Vec<String> = self.options.iter().map(OctalOption::formula).collect();
            let values: Vec<String> = self.options.iter().map(|o| o.value.to_string()).collect();
            // The formulas are left out when they are the values (`mex{0}`: the heap taken whole).
            let (formulas, values) = (formulas.join(", "), values.join(", "));
            if formulas == values {
                return format!("G({position}) = mex{{{values}}} = {}", self.value);
            }
            return format!("G({position}) = mex{{{formulas}}} = mex{{{values}}} = {}", self.value);
        }
        format!(
            "G({position}) = mex of {} option values = {}",
            group_digits(self.option_count),
            self.value
        )
    }

    /// Whether the heap is a P-position (the previous player wins: G = 0).
    pub fn is_p_position(&self) -> bool {
        self.value == 0
    }
}

/// A whole number with thin spaces between groups of three digits: 1 048 576.
pub fn group_digits(number: u64) -> String {
    let digits = number.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push('\u{2009}');
        }
        out.push(c);
    }
    out
}

/// The last heap whose value the proof of `period` reads, and the proof's window.
///
/// With splitting moves (the Guy-Smith periodicity theorem, Winning Ways ch. 4): if
/// G(n + p) = G(n) for all n with n0 <= n < 2 n0 + p + t, where t is the most tokens a move
/// removes, then G(n + p) = G(n) for all n >= n0. (For n0 = 0 the window must be taken as if
/// n0 were 1: a heap of 2p + t split into p + p has no counterpart in a heap of p + t, and 0.04
/// would otherwise "prove" period 1 from its first four values.)
///
/// Without splitting moves each value past t depends only on the t values before it, so a
/// repeat of t values (starting past 0, or of t + 1 values from 0) proves the period, as for a
/// subtraction game.
pub fn proof_window(code: &OctalCode, period: Period) -> ProofWindow {
    let t = u64::from(code.max_removal());
    let start = u64::from(period.start);
    let length = u64::from(period.length);
    // The window is n0 <= n < end.
    let end =
        if code.has_splits() { 2 * start.max(1) + length + t } else { (start + t).max(t + 1) };
    ProofWindow { start, end, last_read: end - 1 + length }
}

/// The values a period's proof compares: G(n + p) = G(n) for start <= n < end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProofWindow {
    /// The window's first heap, n0.
    pub start: u64,
    /// One past the window's last heap.
    pub end: u64,
    /// The largest heap whose value the proof reads: end - 1 + p.
    pub last_read: u64,
}

/// The least start, then the least length, of a period that `values` (G(0), G(1), …) prove for
/// `code` by [`proof_window`]'s bound; `None` when they are too few to prove any.
pub fn proven_period(code: &OctalCode, values: &[u32]) -> Option<Period> {
    PeriodSearch::new(values, 1)
        .finish_where(|period| proof_window(code, period).last_read < values.len() as u64)
}

impl CellExplanation {
    /// The listed options in words, e.g. "Options: take 1, leaving 1 + 2: G(1)⊕G(2) = 1⊕2 = 3;
    /// …." (`values` holding G of every heap they leave), or "The first 12 of 40 options: …".
    pub fn options_text(&self, values: &[u32]) -> String {
        let listed = self.options.len() as u64;
        let lead = if listed < self.option_count {
            format!("The first {listed} of {} options: ", group_digits(self.option_count))
        } else {
            "Options: ".to_string()
        };
        let texts: Vec<String> = self.options.iter().map(|option| option.text(values)).collect();
        format!("{lead}{}.", texts.join("; "))
    }

    /// Why the mex is the value: the option reaching each value below it, and that none
    /// reaches it (or that this is the table's result, when the options are too many to check).
    pub fn mex_text(&self) -> String {
        let mex = self.value;
        let witnesses: Vec<String> = self
            .witnesses
            .iter()
            .map(|option| format!("{} by {}", option.value, option.formula()))
            .collect();
        if !self.mex_checked {
            format!(
                "Values below {mex}, each reached: {}. That no option reaches {mex} is the table's result: \
                 the {} options are not all rechecked here.",
                if witnesses.is_empty() { "none".to_string() } else { witnesses.join(", ") },
                group_digits(self.option_count)
            )
        } else if mex == 0 {
            "0 is not among the options' values, so the mex is 0.".to_string()
        } else {
            format!(
                "Values below the mex, each reached: {}; {mex} is reached by no option, so the mex is {mex}.",
                witnesses.join(", ")
            )
        }
    }

    /// Who wins from the heap, and how: at most `listed_wins` of the listed winning moves (or
    /// the witness of value 0 when none is listed).
    pub fn verdict(&self, listed_wins: usize) -> String {
        let position = self.position;
        if self.option_count == 0 {
            format!("{position} is a P-position: no move is possible, so the player to move loses.")
        } else if self.is_p_position() {
            format!(
                "{position} is a P-position: every move leads to an N-position, so the player to move loses."
            )
        } else {
            let winning = self.options.iter().filter(|option| option.value == 0);
            let shown: Vec<String> = winning.take(listed_wins).map(OctalOption::describe).collect();
            let witness = self.witnesses.first().map(OctalOption::describe).unwrap_or_default();
            let moves = if shown.is_empty() { witness } else { shown.join("; ") };
            format!(
                "{position} is an N-position: the player to move wins by a move to a P-position ({moves})."
            )
        }
    }
}

impl OctalOption {
    /// The option as an explanation lists it, `values` holding G of the heaps it leaves: "take
    /// 1, leaving 1 + 2: G(1)⊕G(2) = 1⊕2 = 3".
    pub fn text(&self, values: &[u32]) -> String {
        let describe = self.describe();
        match self.leaves {
            Leaves::Nothing => format!("{describe}: 0"),
            Leaves::One(a) => format!("{describe}: G({a}) = {}", self.value),
            Leaves::Two(a, b) => format!(
                "{describe}: G({a})⊕G({b}) = {}⊕{} = {}",
                values[a as usize], values[b as usize], self.value
            ),
        }
    }
}

impl CellExplanation {
    /// The heaps the mex's witnesses leave: the cells that prove the value.
    pub fn witness_heaps(&self) -> Vec<u32> {
        let leaves = self.witnesses.iter().map(|option| option.leaves);
        leaves
            .flat_map(|leaves| match leaves {
                Leaves::Nothing => vec![],
                Leaves::One(a) => vec![a],
                Leaves::Two(a, b) => vec![a, b],
            })
            .collect()
    }
}

impl SparseStats {
    /// How the method split the heaps into rare and common ones, in words (for a code whose
    /// moves split heaps when `splits`).
    pub fn classes_text(&self, splits: bool) -> String {
        match self.classes {
            _ if !splits => {
                "No move splits a heap: each value is the mex of at most t values before it."
                    .to_string()
            }
            None => format!(
                "No mask makes fewer than one heap in {SPARSE_ENOUGH} rare here (or the table is too short \
                 to choose one): the values are not sparse enough to pay, so every split option is \
                 evaluated, as by the naive method."
            ),
            Some(classes) => {
                let mut rare_values: Vec<String> = (0..64u32)
                    .filter(|&v| classes.is_rare(0, v))
                    .take(8)
                    .map(|v| v.to_string())
                    .collect();
                rare_values.push("…".into());
                let parity = if classes.by_heap_parity {
                    format!(
                        "a heap n is rare when the number of 1 bits of G(n) AND {mask} and n itself have {}; \
                         for even n the rare values are {}",
                        if classes.is_rare(0, 0) {
                            "the same parity"
                        } else {
                            "different parities"
                        },
                        rare_values.join(", "),
                        mask = classes.mask
                    )
                } else {
                    format!(
                        "a value is rare when G(n) AND {} (binary {:b}) has an even number of 1 bits: {}",
                        classes.mask,
                        classes.mask,
                        rare_values.join(", ")
                    )
                };
                format!(
                    "Sparse space: {parity}. {} heaps are rare. A split's value of the other parity needs a rare \
                     heap, so pairing each rare heap with its partner finds all of them; the rest are found by \
                     scanning splits of two common heaps until the smallest missing value turns up.",
                    group_digits(self.rare_heaps)
                )
            }
        }
    }

    /// The split options evaluated, against the naive method's count.
    pub fn work_text(&self) -> String {
        format!(
            "Split options evaluated: {} ({} pairing rare heaps, {} scanning; {} full scan{}) where the \
             naive method evaluates {}.",
            group_digits(self.rare_pairs + self.scanned_pairs),
            group_digits(self.rare_pairs),
            group_digits(self.scanned_pairs),
            group_digits(self.full_scans),
            if self.full_scans == 1 { "" } else { "s" },
            group_digits(self.naive_pairs)
        )
    }

    /// Where the values were read off a proven period, in a table ending at heap `last`.
    pub fn shortcut_text(&self, last: u32) -> Option<String> {
        self.period_from.map(|(period, from)| {
            format!(
                "At heap {from} the values proved period {} from {}: G({from}) to G({last}) were read off the period.",
                period.length, period.start
            )
        })
    }
}

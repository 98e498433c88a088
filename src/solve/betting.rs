//! Worst-case optimal betting on a box of black and red objects (the paper's section 4.4).
//!
//! A box holds i black and j red objects, drawn one at a time without replacement. Before each
//! draw the player bets a fraction p of its money on a colour; a right bet gains the stake, a
//! wrong one loses it. pmax(i, j) is the factor of its money the player can guarantee whatever
//! the order of the draws. The paper's recurrence: pmax(i, 0) = pmax(0, j) = 2^(i or j), and
//! for i, j >= 1, with A = pmax(i - 1, j) (black drawn) and B = pmax(i, j - 1) (red drawn), the
//! bet that equalises both outcomes, p = (B - A) / (A + B) on black (on red when negative), gives
//! pmax(i, j) = (1 + |p|) * min(A, B) = 2AB / (A + B).
//!
//! Written for 1 / pmax, the recurrence halves the sum of the two neighbours, so 1 / pmax(i, j)
//! stays a whole number over 2^(i + j). The table adds in floating point at a scale that keeps
//! values up to 2^2000 in range; exact fractions come from the same form in whole numbers.

/// The most objects a box may hold (N + R).
pub const MAX_OBJECTS: u32 = 2000;
/// Exact fractions are computed for boxes of at most this many objects (they fit in 128 bits).
pub const MAX_EXACT_OBJECTS: u32 = 100;

/// A colour of the objects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// A black object.
    Black,
    /// A red object.
    Red,
}

impl Colour {
    /// `B` or `R`.
    pub fn letter(self) -> char {
        match self {
            Colour::Black => 'B',
            Colour::Red => 'R',
        }
    }

    /// "black" or "red".
    pub fn word(self) -> &'static str {
        match self {
            Colour::Black => "black",
            Colour::Red => "red",
        }
    }

    /// The box (black, red) left once an object of this colour is drawn from `(i, j)`.
    pub fn drawn_from(self, (i, j): (u32, u32)) -> (u32, u32) {
        match self {
            Colour::Black => (i - 1, j),
            Colour::Red => (i, j - 1),
        }
    }
}

/// A bet: `fraction` (0 to 1) of the current money on `colour`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bet {
    /// The colour bet on.
    pub colour: Colour,
    /// The fraction of the money staked; 0 means no bet.
    pub fraction: f64,
}

impl Bet {
    /// No bet at all.
    pub const NONE: Bet = Bet { colour: Colour::Black, fraction: 0.0 };

    /// The natural log of the factor the money is multiplied by when `drawn` comes out
    /// (minus infinity when everything is lost).
    pub fn ln_factor(self, drawn: Colour) -> f64 {
        if drawn == self.colour { self.fraction.ln_1p() } else { (-self.fraction).ln_1p() }
    }
}

/// pmax(i, j) for every 0 <= i <= black, 0 <= j <= red, kept as C(i + j, i) / 2^⌈(i + j) / 2⌉,
/// which is 2^⌊(i + j) / 2⌋ / pmax(i, j): the paper's recurrence in its reciprocal form,
/// 1 / pmax(i, j) = (1 / A + 1 / B) / 2, costs an addition a cell where the harmonic mean in
/// logarithms cost an exp and a log. The scale keeps every cell between 2^-1000 and 2^995, so
/// nothing overflows or underflows up to [`MAX_OBJECTS`], and as only positive numbers are added
/// the rounding stays within (i + j) units in the last place.
#[derive(Clone, Debug, PartialEq)]
pub struct PmaxTable {
    black: u32,
    red: u32,
    scaled: Vec<f64>,
}

/// The factor between the scale of diagonal i + j - 1 and that of diagonal `sum` = i + j:
/// 2^(⌊sum / 2⌋ - ⌊(sum - 1) / 2⌋ - 1), one half when `sum` is odd.
fn step_scale(sum: usize) -> f64 {
    if sum % 2 == 1 { 0.5 } else { 1.0 }
}

impl PmaxTable {
    /// Fills the table by the paper's recurrence, row by row.
    pub fn new(black: u32, red: u32) -> PmaxTable {
        let mut table = PmaxTable::unfilled(black, red);
        for i in 0..=black as usize {
            table.fill_row(i);
        }
        table
    }

    /// No row filled yet: each row is added as it is filled.
    fn unfilled(black: u32, red: u32) -> PmaxTable {
        let cells = (black as usize + 1) * (red as usize + 1);
        PmaxTable { black, red, scaled: Vec::with_capacity(cells) }
    }

    /// Fills row i (i black objects, every j), from row i - 1, filled before. A cell is the sum
    /// of its neighbours above and to the left (an edge has one: 1 / pmax halves with each
    /// object of the only colour left), at its diagonal's scale.
    fn fill_row(&mut self, i: usize) {
        let width = self.red as usize + 1;
        self.scaled.resize((i + 1) * width, 0.0);
        let (above, row) = self.scaled.split_at_mut(i * width);
        let mut left = 0.0;
        match above.get(above.len().saturating_sub(width)..).filter(|_| i > 0) {
            Some(above) => {
                for (j, (cell, &up)) in row.iter_mut().zip(above).enumerate() {
                    // Adding the two neighbours in either order gives the same bits, so pmax(i,
                    // j) and pmax(j, i) are equal to the last bit and an even box gets no bet.
                    left = (up + left) * step_scale(i + j);
                    *cell = left;
                }
            }
            None => {
                for (j, cell) in row.iter_mut().enumerate() {
                    left = if j == 0 { 1.0 } else { left * step_scale(j) };
                    *cell = left;
                }
            }
        }
    }

    /// Row i as kept.
    fn row(&self, i: u32) -> &[f64] {
        let width = self.red as usize + 1;
        &self.scaled[i as usize * width..(i as usize + 1) * width]
    }

    /// Cell (i, j) as kept: 2^⌊(i + j) / 2⌋ / pmax(i, j).
    fn scaled(&self, i: u32, j: u32) -> f64 {
        self.scaled[i as usize * (self.red as usize + 1) + j as usize]
    }

    /// The box the table was filled for: (black, red).
    pub fn size(&self) -> (u32, u32) {
        (self.black, self.red)
    }

    /// ln pmax(i, j) (i <= black, j <= red).
    pub fn ln_pmax(&self, i: u32, j: u32) -> f64 {
        f64::from((i + j) / 2) * std::f64::consts::LN_2 - self.scaled(i, j).ln()
    }

    /// log2 pmax(i, j).
    pub fn log2_pmax(&self, i: u32, j: u32) -> f64 {
        self.ln_pmax(i, j) / std::f64::consts::LN_2
    }

    /// The worst-case optimal bet with i black and j red objects left: everything on the only
    /// colour left, nothing on an empty box or an even split, else the equalising bet.
    pub fn optimal_bet(&self, i: u32, j: u32) -> Bet {
        match (i, j) {
            (0, 0) => Bet::NONE,
            (0, _) => Bet { colour: Colour::Red, fraction: 1.0 },
            (_, 0) => Bet { colour: Colour::Black, fraction: 1.0 },
            _ => {
                let p = self.equalising_p(i, j);
                if p > 0.0 {
                    Bet { colour: Colour::Black, fraction: p }
                } else if p < 0.0 {
                    Bet { colour: Colour::Red, fraction: -p }
                } else {
                    Bet::NONE
                }
            }
        }
    }

    /// The equalising bet's p = (B - A) / (A + B) for box (i, j), i, j >= 1, with A = pmax(i - 1,
    /// j) and B = pmax(i, j - 1): positive on black, negative on red. A and B share a diagonal,
    /// hence a scale, so p is (sA - sB) / (sA + sB) of the kept cells, at any size.
    pub fn equalising_p(&self, i: u32, j: u32) -> f64 {
        let (kept_a, kept_b) = (self.scaled(i - 1, j), self.scaled(i, j - 1));
        (kept_a - kept_b) / (kept_a + kept_b)
    }

    /// The adversary's draw against `bet` from box (i, j), not empty: the colour that leaves the
    /// bettor the least it can still guarantee (money after the draw times pmax of the box left).
    pub fn worst_draw(&self, i: u32, j: u32, bet: Bet) -> Colour {
        let outcome = |drawn: Colour, (i, j): (u32, u32)| bet.ln_factor(drawn) + self.ln_pmax(i, j);
        let black = (i > 0).then(|| outcome(Colour::Black, (i - 1, j)));
        let red = (j > 0).then(|| outcome(Colour::Red, (i, j - 1)));
        match (black, red) {
            (Some(b), Some(r)) if r < b => Colour::Red,
            (Some(_), _) => Colour::Black,
            _ => Colour::Red,
        }
    }
}

/// A fraction num / den in lowest terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fraction {
    /// The numerator.
    pub num: u128,
    /// The denominator (positive).
    pub den: u128,
}

fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Fraction {
    /// num / den in lowest terms (den > 0).
    fn reduced(num: u128, den: u128) -> Fraction {
        let common = gcd(num, den).max(1);
        Fraction { num: num / common, den: den / common }
    }

    /// The nearest float.
    pub fn value(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

/// The whole numbers c(i, j) with 1 / pmax(i, j) = c(i, j) / 2^(i + j), for boxes of at most
/// [`MAX_EXACT_OBJECTS`] objects: the recurrence for q = 1 / pmax is
/// q(i, j) = (q(i - 1, j) + q(i, j - 1)) / 2, so c(i, j) = c(i - 1, j) + c(i, j - 1).
fn inverse_numerators(black: u32, red: u32) -> Option<Vec<u128>> {
    if black + red > MAX_EXACT_OBJECTS {
        return None;
    }
    let width = red as usize + 1;
    let mut c = vec![1u128; (black as usize + 1) * width];
    for i in 1..=black as usize {
        for j in 1..=red as usize {
            c[i * width + j] = c[(i - 1) * width + j] + c[i * width + j - 1];
        }
    }
    Some(c)
}

/// pmax(black, red) exactly, for boxes of at most [`MAX_EXACT_OBJECTS`] objects.
pub fn exact_pmax(black: u32, red: u32) -> Option<Fraction> {
    let c = inverse_numerators(black, red)?;
    Some(Fraction::reduced(1u128 << (black + red), c[c.len() - 1]))
}

/// The optimal first bet exactly, for boxes of 1 to [`MAX_EXACT_OBJECTS`] objects with both
/// colours: p = (B - A) / (A + B) on black. With A = 2^(n-1) / c(i - 1, j) and
/// B = 2^(n-1) / c(i, j - 1), p = (c(i - 1, j) - c(i, j - 1)) / (c(i - 1, j) + c(i, j - 1)).
/// `None` for other boxes (one colour left: bet everything; empty: nothing).
pub fn exact_bet(black: u32, red: u32) -> Option<(Colour, Fraction)> {
    if black == 0 || red == 0 {
        return None;
    }
    let c = inverse_numerators(black, red)?;
    let width = red as usize + 1;
    let (i, j) = (black as usize, red as usize);
    let (a, b) = (c[(i - 1) * width + j], c[i * width + j - 1]);
    let colour = if a >= b { Colour::Black } else { Colour::Red };
    Some((colour, Fraction::reduced(a.abs_diff(b), a + b)))
}

/// A way of betting, to compare with the optimal one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Strategy {
    /// The worst-case optimal bet.
    Optimal,
    /// Never bet.
    NoBet,
    /// Everything on the current majority (black on a tie).
    AllInMajority,
    /// A fixed fraction (0 to 1) on the current majority (black on a tie).
    FixedFraction(f64),
    /// The majority's share of the box on the majority (black on a tie).
    ProportionalShare,
}

/// The colour the strategies betting on the majority back in box (i, j): black on a tie.
fn majority(i: u32, j: u32) -> Colour {
    if i >= j { Colour::Black } else { Colour::Red }
}

impl Strategy {
    /// The fraction bet on the majority in every box, for a strategy that bets one (nothing
    /// counts as 0; the empty box has no bet, and no draw either).
    pub fn fixed_fraction(self) -> Option<f64> {
        match self {
            Strategy::NoBet => Some(0.0),
            Strategy::AllInMajority => Some(1.0),
            Strategy::FixedFraction(fraction) => Some(fraction),
            Strategy::Optimal | Strategy::ProportionalShare => None,
        }
    }

    /// The bet with i black and j red objects left.
    pub fn bet(self, table: &PmaxTable, i: u32, j: u32) -> Bet {
        let majority = majority(i, j);
        let on_majority = |fraction: f64| Bet { colour: majority, fraction };
        match self {
            _ if i + j == 0 => Bet::NONE,
            Strategy::Optimal => table.optimal_bet(i, j),
            Strategy::NoBet => Bet::NONE,
            Strategy::AllInMajority => on_majority(1.0),
            Strategy::FixedFraction(fraction) => on_majority(fraction),
            Strategy::ProportionalShare => on_majority(f64::from(i.max(j)) / f64::from(i + j)),
        }
    }
}

/// One round of a game: the box before the draw, the bet, the draw, and ln of the money before
/// and after (in units of the starting money).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Round {
    /// Black objects in the box before the draw.
    pub black: u32,
    /// Red objects in the box before the draw.
    pub red: u32,
    /// The bet.
    pub bet: Bet,
    /// The colour drawn.
    pub drawn: Colour,
    /// ln(money / starting money) before the round.
    pub ln_before: f64,
    /// ln(money / starting money) after the round (minus infinity when all is lost).
    pub ln_after: f64,
}

/// Plays `strategy` against the draws `order` (which must hold exactly the box's objects).
pub fn play(strategy: Strategy, table: &PmaxTable, order: &[Colour]) -> Vec<Round> {
    let fixed = FixedLogs::of(strategy);
    let (mut i, mut j) = table.size();
    let mut ln_money = 0.0;
    let mut rounds = Vec::with_capacity(order.len());
    for &drawn in order {
        let bet = strategy.bet(table, i, j);
        let ln_after = ln_money + fixed.ln_factor(bet, drawn);
        rounds.push(Round { black: i, red: j, bet, drawn, ln_before: ln_money, ln_after });
        ln_money = ln_after;
        (i, j) = drawn.drawn_from((i, j));
    }
    rounds
}

/// What a game shows after some rounds: the box left and the money.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Purse {
    pub black: u32,
    pub red: u32,
    /// ln(money / starting money).
    pub ln_money: f64,
}

impl Purse {
    /// The purse after `round` is played.
    pub fn after_round(&mut self, round: &Round) {
        (self.black, self.red) = round.drawn.drawn_from((self.black, self.red));
        self.ln_money = round.ln_after;
    }
}

/// The draw order that leaves `strategy` with the least money, and ln of that money: the
/// adversary's best, by the same kind of table over the boxes (i, j) still possible.
pub fn adversary_order(strategy: Strategy, table: &PmaxTable) -> (Vec<Colour>, f64) {
    let mut worst = WorstTable::new(strategy, table);
    while worst.filled <= table.size().0 {
        worst.fill_row(table);
    }
    worst.order(table)
}

/// The adversary's table, row by row: for the boxes of the last row filled, ln of the least
/// money factor from there to the end; for every box filled, whether drawing red leaves the
/// bettor less than drawing black (the adversary's choice there). Only two rows of values are
/// kept, and a byte a box: the order is traced from the choices.
struct WorstTable {
    strategy: Strategy,
    above: Vec<f64>,
    row: Vec<f64>,
    red_worse: Vec<bool>,
    /// The rows filled so far.
    filled: u32,
}

impl WorstTable {
    /// No row filled yet.
    fn new(strategy: Strategy, table: &PmaxTable) -> WorstTable {
        let (black, red) = table.size();
        let width = red as usize + 1;
        let (above, row) = (vec![0.0; width], vec![0.0; width]);
        let red_worse = vec![false; (black as usize + 1) * width];
        WorstTable { strategy, above, row, red_worse, filled: 0 }
    }

    /// Fills the next row, i = `filled`: each box's least ln factor and the adversary's choice.
    fn fill_row(&mut self, table: &PmaxTable) {
        let i = self.filled;
        let width = self.row.len();
        let fixed = FixedLogs::of(self.strategy);
        std::mem::swap(&mut self.above, &mut self.row);
        let (above, row) = (&self.above, &mut self.row);
        let choices = &mut self.red_worse[i as usize * width..(i as usize + 1) * width];
        for (j, choice) in choices.iter_mut().enumerate() {
            let (on_black, on_red) = match fixed.0 {
                // The majority's colour gets the bet.
                Some((won, lost)) if majority(i, j as u32) == Colour::Black => (won, lost),
                Some((won, lost)) => (lost, won),
                None => {
                    let bet = self.strategy.bet(table, i, j as u32);
                    (bet.ln_factor(Colour::Black), bet.ln_factor(Colour::Red))
                }
            };
            let black_drawn = (i > 0).then(|| on_black + above[j]);
            let red_drawn = j.checked_sub(1).map(|left| on_red + row[left]);
            row[j] = match (black_drawn, red_drawn) {
                // The smaller, compared directly: no value is NaN (none is +inf), and
                // `f64::min` is a call in WebAssembly.
                (Some(b), Some(r)) => {
                    *choice = r < b;
                    if r < b { r } else { b }
                }
                (Some(only), None) | (None, Some(only)) => only,
                (None, None) => 0.0,
            };
        }
        self.filled += 1;
    }

    /// The order that follows the adversary's choices from the full box, and its final ln money
    /// (the table filled).
    fn order(&self, table: &PmaxTable) -> (Vec<Colour>, f64) {
        let (black, red) = table.size();
        let width = red as usize + 1;
        let mut order = Vec::with_capacity((black + red) as usize);
        let (mut i, mut j) = (black, red);
        while i + j > 0 {
            let drawn = if j == 0 {
                Colour::Black
            } else if i == 0 || self.red_worse[i as usize * width + j as usize] {
                Colour::Red
            } else {
                Colour::Black
            };
            order.push(drawn);
            (i, j) = drawn.drawn_from((i, j));
        }
        (order, self.row[red as usize])
    }
}

/// A strategy's bets' logarithms: taken once for a strategy betting a fixed fraction, whose
/// every bet has the same two factors, and per bet otherwise (a log a round is most of the
/// cost of playing a game).
#[derive(Clone, Copy)]
struct FixedLogs(Option<(f64, f64)>);

impl FixedLogs {
    /// ln(1 + f) and ln(1 - f) for `strategy`'s fixed fraction f, if it has one.
    fn of(strategy: Strategy) -> FixedLogs {
        FixedLogs(strategy.fixed_fraction().map(|fraction| (fraction.ln_1p(), (-fraction).ln_1p())))
    }

    /// `bet.ln_factor(drawn)`, for a bet of the strategy.
    fn ln_factor(self, bet: Bet, drawn: Colour) -> f64 {
        match self.0 {
            Some((won, lost)) => {
                if drawn == bet.colour {
                    won
                } else {
                    lost
                }
            }
            None => bet.ln_factor(drawn),
        }
    }
}

/// A draw order shuffled from `seed` (the same seed gives the same order on every machine).
pub fn random_order(black: u32, red: u32, seed: u64) -> Vec<Colour> {
    let mut order: Vec<Colour> =
        (0..black).map(|_| Colour::Black).chain((0..red).map(|_| Colour::Red)).collect();
    let mut state = seed.max(1);
    let mut next = move || {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        state.wrapping_mul(0x2545_f491_4f6c_dd1d)
    };
    for k in (1..order.len()).rev() {
        let swap = (next() % (k as u64 + 1)) as usize;
        order.swap(k, swap);
    }
    order
}

/// Every draw order of the box, or `None` when there are more than `limit`.
pub fn all_orders(black: u32, red: u32, limit: usize) -> Option<Vec<Vec<Colour>>> {
    // C(black + red, black), stopping as soon as it passes the limit.
    let mut count: u128 = 1;
    for k in 0..red.min(black) {
        count = count * u128::from(black + red - k) / u128::from(k + 1);
        if count > limit as u128 {
            return None;
        }
    }
    let mut orders = Vec::with_capacity(count as usize);
    let mut prefix = Vec::with_capacity((black + red) as usize);
    extend_orders(black, red, &mut prefix, &mut orders);
    Some(orders)
}

fn extend_orders(black: u32, red: u32, prefix: &mut Vec<Colour>, orders: &mut Vec<Vec<Colour>>) {
    if black + red == 0 {
        orders.push(prefix.clone());
        return;
    }
    for (colour, left) in [(Colour::Black, black), (Colour::Red, red)] {
        if left > 0 {
            prefix.push(colour);
            let (b, r) = if colour == Colour::Black { (black - 1, red) } else { (black, red - 1) };
            extend_orders(b, r, prefix, orders);
            prefix.pop();
        }
    }
}

/// The largest relative difference, over every cell of `table`, between pmax(i, j) and
/// 2^(i+j) / C(i+j, i): the observed closed form, checked against the recurrence. The binomials
/// come from their product formula, C(i + j, i) = C(i + j - 1, i - 1) (i + j) / i, row by row,
/// not from Pascal's rule, which is the recurrence itself.
pub fn closed_form_gap(table: &PmaxTable) -> f64 {
    let (black, red) = table.size();
    // Row 0: C(j, 0) = 1, at the table's scale 2^-⌈j / 2⌉ (powers of two, exact).
    let mut closed = vec![1.0f64; red as usize + 1];
    for j in 1..closed.len() {
        closed[j] = closed[j - 1] * step_scale(j);
    }
    let mut gap = 0.0f64;
    for i in 0..=black {
        let inverse = 1.0 / f64::from(i.max(1));
        for (j, (closed, &kept)) in (0..).zip(closed.iter_mut().zip(table.row(i))) {
            if i > 0 {
                *closed *= f64::from(i + j) * inverse * step_scale((i + j) as usize);
            }
            // A division only when the gap grows.
            let difference = (kept - *closed).abs();
            if difference > gap * *closed {
                gap = difference / *closed;
            }
        }
    }
    gap
}

/// ln(money / starting money) before the first round and after each round of `strategy`
/// against the draws `order`: the data of the money curve.
pub fn money_path(strategy: Strategy, table: &PmaxTable, order: &[Colour]) -> Vec<f64> {
    let rounds = play(strategy, table, order);
    std::iter::once(0.0).chain(rounds.iter().map(|round| round.ln_after)).collect()
}

/// ln(final money / starting money) of `strategy` against the draws `order`.
/// The money is multiplied out, not summed in logarithms, and kept between 2^-600 and 2^600 by
/// exact powers of two: one log a game instead of one a round (the curves' spread plays 1,500
/// games of up to 2,000 rounds).
pub fn final_ln_money(strategy: Strategy, table: &PmaxTable, order: &[Colour]) -> f64 {
    // 2^600 and 2^-600, exactly.
    let (high, low) = (f64::from_bits((1023 + 600) << 52), f64::from_bits((1023 - 600) << 52));
    let (mut money, mut twos) = (1.0f64, 0i32);
    let (mut i, mut j) = table.size();
    for &drawn in order {
        let bet = strategy.bet(table, i, j);
        money *= if drawn == bet.colour { 1.0 + bet.fraction } else { 1.0 - bet.fraction };
        if money > high {
            (money, twos) = (money * low, twos + 600);
        } else if money < low && money > 0.0 {
            (money, twos) = (money * high, twos - 600);
        }
        (i, j) = drawn.drawn_from((i, j));
    }
    money.ln() + f64::from(twos) * std::f64::consts::LN_2
}

/// The optimal bet at each round of the draws `order`.
pub fn optimal_bets(table: &PmaxTable, order: &[Colour]) -> Vec<Bet> {
    play(Strategy::Optimal, table, order).iter().map(|round| round.bet).collect()
}

/// log2 pmax(N, `red`) for N = 0..=`max_black`: how the guarantee grows with the black objects.
pub fn growth(max_black: u32, red: u32) -> Vec<f64> {
    let table = PmaxTable::new(max_black, red);
    (0..=max_black).map(|black| table.log2_pmax(black, red)).collect()
}

/// Orders enumerated at most for the spread of final money; larger boxes are sampled.
pub const ALL_ORDERS_LIMIT: usize = 2000;
/// Orders sampled for larger boxes.
pub const SAMPLED_ORDERS: u64 = 300;

/// The orders the spread of final money is taken over: every order of the box when there are
/// at most [`ALL_ORDERS_LIMIT`], else [`SAMPLED_ORDERS`] shuffled ones; and whether sampled.
pub fn spread_orders(black: u32, red: u32) -> (Vec<Vec<Colour>>, bool) {
    match all_orders(black, red, ALL_ORDERS_LIMIT) {
        Some(orders) => (orders, false),
        None => ((1..=SAMPLED_ORDERS).map(|seed| random_order(black, red, seed)).collect(), true),
    }
}

/// ln of the final money of each of `strategies` (outer) on each of `orders` (inner).
pub fn final_money(
    table: &PmaxTable,
    orders: &[Vec<Colour>],
    strategies: &[Strategy],
) -> Vec<Vec<f64>> {
    strategies
        .iter()
        .map(|&strategy| {
            orders.iter().map(|order| final_ln_money(strategy, table, order)).collect()
        })
        .collect()
}

/// The data of the betting curves of one box and one draw order, for some strategies.
#[derive(Clone, Debug, PartialEq)]
pub struct CurveData {
    /// The money path of each strategy on the order ([`money_path`]).
    pub money: Vec<Vec<f64>>,
    /// The optimal bet at each round of the order.
    pub bets: Vec<Bet>,
    /// For R = 1, 2, 5, 10 and the box's R (at most 50): log2 pmax(N, R) as N grows to the box's
    /// N clamped to 20..=200 ([`growth`]).
    pub growth: Vec<(u32, Vec<f64>)>,
    /// The final money of each strategy over the spread's orders ([`final_money`]).
    pub finals: Vec<Vec<f64>>,
    /// Whether the spread's orders are sampled rather than all of them.
    pub sampled: bool,
}

/// The curves' data of a box, computed a slice at a time (the spread plays every strategy on
/// up to two thousand orders).
pub struct CurvesSolve {
    table: std::rc::Rc<PmaxTable>,
    order: std::rc::Rc<Vec<Colour>>,
    strategies: Vec<Strategy>,
    orders: Vec<Vec<Colour>>,
    sampled: bool,
    finals: Vec<Vec<f64>>,
    /// The orders played so far.
    done: usize,
}

impl CurvesSolve {
    /// The data for `table`, following `order`, for `strategies`.
    pub fn new(
        table: std::rc::Rc<PmaxTable>,
        order: std::rc::Rc<Vec<Colour>>,
        strategies: Vec<Strategy>,
    ) -> CurvesSolve {
        let (black, red) = table.size();
        let (orders, sampled) = spread_orders(black, red);
        let finals = vec![Vec::with_capacity(orders.len()); strategies.len()];
        CurvesSolve { table, order, strategies, orders, sampled, finals, done: 0 }
    }

    /// The work: five strategies on every order, round by round.
    pub fn work(black: u32, red: u32) -> u64 {
        let orders = all_orders(black, red, ALL_ORDERS_LIMIT)
            .map_or(SAMPLED_ORDERS, |orders| orders.len() as u64);
        orders * 5 * u64::from(black + red + 1)
    }
}

impl super::stepwise::Stepwise for CurvesSolve {
    type Output = CurveData;

    fn advance(&mut self, work: u64) -> bool {
        let per_order = (self.strategies.len() * (self.order.len() + 1)) as u64;
        let count = (work / per_order.max(1)).max(1);
        let count = usize::try_from(count).unwrap_or(usize::MAX);
        for order in self.orders.iter().skip(self.done).take(count) {
            for (&strategy, finals) in self.strategies.iter().zip(&mut self.finals) {
                finals.push(final_ln_money(strategy, &self.table, order));
            }
            self.done += 1;
        }
        self.done == self.orders.len()
    }

    fn progress(&self) -> f64 {
        self.done as f64 / self.orders.len().max(1) as f64
    }

    fn finish(mut self: Box<Self>) -> CurveData {
        while !self.advance(u64::MAX) {}
        let (black, red) = self.table.size();
        // R = 1, 2, 5, 10 and the box's R, increasing and once each (merged by hand: a sorted
        // set would link a sort of its own into the lab).
        let fixed = [1, 2, 5, 10];
        let reds = (fixed.into_iter().filter(|&r| r < red))
            .chain([red])
            .chain(fixed.into_iter().filter(|&r| r > red))
            .filter(|&r| r <= 50);
        let max_black = black.clamp(20, 200);
        CurveData {
            money: self
                .strategies
                .iter()
                .map(|&strategy| money_path(strategy, &self.table, &self.order))
                .collect(),
            bets: optimal_bets(&self.table, &self.order),
            growth: reds.map(|red| (red, growth(max_black, red))).collect(),
            finals: self.finals,
            sampled: self.sampled,
        }
    }
}

/// One round of a game against the computer: the bet (with its fraction as the bettor wrote
/// it, empty for the computer's bets and for none) and the draw.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayedRound {
    pub bet: Bet,
    pub fraction_text: String,
    pub drawn: Colour,
}

/// A game against the computer from a box: the rounds played so far.
#[derive(Clone, Debug, PartialEq)]
pub struct Played {
    /// The box at the start: black, red.
    pub start: (u32, u32),
    pub rounds: Vec<PlayedRound>,
}

impl Played {
    /// A new game from a box of `black` and `red`.
    pub fn new(black: u32, red: u32) -> Played {
        Played { start: (black, red), rounds: Vec::new() }
    }

    /// The box left.
    pub fn box_now(&self) -> (u32, u32) {
        self.rounds.iter().fold(self.start, |left, round| round.drawn.drawn_from(left))
    }

    /// ln(money / starting money).
    pub fn ln_money(&self) -> f64 {
        self.rounds.iter().map(|round| round.bet.ln_factor(round.drawn)).sum()
    }

    /// The student, as the adversary, draws `colour` against the optimal bet of `table`;
    /// false if none is left.
    pub fn draw(&mut self, table: &PmaxTable, colour: Colour) -> bool {
        let (i, j) = self.box_now();
        let available = match colour {
            Colour::Black => i > 0,
            Colour::Red => j > 0,
        };
        if available {
            let bet = table.optimal_bet(i, j);
            self.rounds.push(PlayedRound { bet, fraction_text: String::new(), drawn: colour });
        }
        available
    }

    /// The student bets `fraction` on `colour` (`None`: no bet), written `fraction_text`; the
    /// computer draws the worst colour for them ([`PmaxTable::worst_draw`]). False if the game
    /// is over.
    pub fn bet(
        &mut self,
        table: &PmaxTable,
        colour: Option<Colour>,
        fraction: f64,
        fraction_text: String,
    ) -> bool {
        let (i, j) = self.box_now();
        if i + j == 0 {
            return false;
        }
        let bet = colour.map_or(Bet::NONE, |colour| Bet { colour, fraction });
        let drawn = table.worst_draw(i, j, bet);
        self.rounds.push(PlayedRound { bet, fraction_text, drawn });
        true
    }
}

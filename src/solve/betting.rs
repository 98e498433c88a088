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
//! Values reach 2^2000, so the table keeps natural logarithms. Exact values come from the same
//! recurrence written for 1 / pmax, which halves the sum of its two neighbours and so stays a
//! whole number over 2^(i + j).

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

/// ln(e^a + e^b), without overflow.
fn ln_add(a: f64, b: f64) -> f64 {
    let (high, low) = if a >= b { (a, b) } else { (b, a) };
    high + (low - high).exp().ln_1p()
}

/// pmax(i, j) for every 0 <= i <= black, 0 <= j <= red, as natural logarithms.
#[derive(Clone, Debug, PartialEq)]
pub struct PmaxTable {
    black: u32,
    red: u32,
    ln: Vec<f64>,
}

impl PmaxTable {
    /// Fills the table by the paper's recurrence, row by row.
    pub fn new(black: u32, red: u32) -> PmaxTable {
        let width = red as usize + 1;
        let mut ln = vec![0.0; (black as usize + 1) * width];
        for i in 0..=black as usize {
            for j in 0..=red as usize {
                ln[i * width + j] = match (i, j) {
                    (0, j) => j as f64 * std::f64::consts::LN_2,
                    (i, 0) => i as f64 * std::f64::consts::LN_2,
                    (i, j) => {
                        let (a, b) = (ln[(i - 1) * width + j], ln[i * width + j - 1]);
                        std::f64::consts::LN_2 + a + b - ln_add(a, b)
                    }
                };
            }
        }
        PmaxTable { black, red, ln }
    }

    /// The box the table was filled for: (black, red).
    pub fn size(&self) -> (u32, u32) {
        (self.black, self.red)
    }

    /// ln pmax(i, j) (i <= black, j <= red).
    pub fn ln_pmax(&self, i: u32, j: u32) -> f64 {
        self.ln[i as usize * (self.red as usize + 1) + j as usize]
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
                // p = (B - A) / (A + B) = tanh((ln B - ln A) / 2), stable at any size.
                let p = ((self.ln_pmax(i, j - 1) - self.ln_pmax(i - 1, j)) / 2.0).tanh();
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

/// pmax(black, red) exactly, for boxes of at most [`MAX_EXACT_OBJECTS`] objects.
///
/// The recurrence for q = 1 / pmax is q(i, j) = (q(i - 1, j) + q(i, j - 1)) / 2, so
/// q(i, j) = c(i, j) / 2^(i + j) with whole numbers c(i, j) = c(i - 1, j) + c(i, j - 1).
pub fn exact_pmax(black: u32, red: u32) -> Option<Fraction> {
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
    let den = c[c.len() - 1];
    let num = 1u128 << (black + red);
    let common = gcd(num, den);
    Some(Fraction { num: num / common, den: den / common })
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

impl Strategy {
    /// The bet with i black and j red objects left.
    pub fn bet(self, table: &PmaxTable, i: u32, j: u32) -> Bet {
        let majority = if i >= j { Colour::Black } else { Colour::Red };
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
    let (mut i, mut j) = table.size();
    let mut ln_money = 0.0;
    let mut rounds = Vec::with_capacity(order.len());
    for &drawn in order {
        let bet = strategy.bet(table, i, j);
        let ln_after = ln_money + bet.ln_factor(drawn);
        rounds.push(Round { black: i, red: j, bet, drawn, ln_before: ln_money, ln_after });
        ln_money = ln_after;
        match drawn {
            Colour::Black => i -= 1,
            Colour::Red => j -= 1,
        }
    }
    rounds
}

/// The draw order that leaves `strategy` with the least money, and ln of that money: the
/// adversary's best, by the same kind of table over the boxes (i, j) still possible.
pub fn adversary_order(strategy: Strategy, table: &PmaxTable) -> (Vec<Colour>, f64) {
    let (black, red) = table.size();
    let width = red as usize + 1;
    // worst[i][j]: ln of the least money factor from box (i, j) to the end.
    let mut worst = vec![0.0f64; (black as usize + 1) * width];
    for i in 0..=black {
        for j in 0..=red {
            let bet = strategy.bet(table, i, j);
            let black_drawn = (i > 0).then(|| {
                bet.ln_factor(Colour::Black) + worst[(i as usize - 1) * width + j as usize]
            });
            let red_drawn = (j > 0)
                .then(|| bet.ln_factor(Colour::Red) + worst[i as usize * width + j as usize - 1]);
            worst[i as usize * width + j as usize] = match (black_drawn, red_drawn) {
                (Some(b), Some(r)) => b.min(r),
                (Some(only), None) | (None, Some(only)) => only,
                (None, None) => 0.0,
            };
        }
    }
    let mut order = Vec::with_capacity((black + red) as usize);
    let (mut i, mut j) = (black, red);
    while i + j > 0 {
        let bet = strategy.bet(table, i, j);
        let black_drawn = (i > 0)
            .then(|| bet.ln_factor(Colour::Black) + worst[(i as usize - 1) * width + j as usize]);
        let red_drawn = (j > 0)
            .then(|| bet.ln_factor(Colour::Red) + worst[i as usize * width + j as usize - 1]);
        let drawn = match (black_drawn, red_drawn) {
            (Some(b), Some(r)) if r < b => Colour::Red,
            (Some(_), _) => Colour::Black,
            _ => Colour::Red,
        };
        order.push(drawn);
        match drawn {
            Colour::Black => i -= 1,
            Colour::Red => j -= 1,
        }
    }
    (order, worst[worst.len() - 1])
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

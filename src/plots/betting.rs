//! The betting lab's charts as data: money over the rounds, the optimal fraction per round,
//! pmax as the box grows, and the spread of final money over many draw orders.

use super::{Chart, Series, Style};
use crate::solve::betting::{Colour, PmaxTable, Strategy, all_orders, play, random_order};

/// A strategy as the charts show it.
#[derive(Clone, Debug, PartialEq)]
pub struct Contender {
    /// Its name in legends.
    pub name: String,
    /// A short name for the spread chart's columns.
    pub short: String,
    /// The strategy.
    pub strategy: Strategy,
    /// Its colour.
    pub colour: (u8, u8, u8),
}

/// The strategies compared, with the fixed fraction given.
pub fn contenders(fixed_fraction: f64) -> Vec<Contender> {
    let contender = |name: String, short: &str, strategy, colour| Contender {
        name,
        short: short.into(),
        strategy,
        colour,
    };
    let fixed = percent(fixed_fraction);
    vec![
        contender("optimal".into(), "optimal", Strategy::Optimal, (31, 119, 180)),
        contender("no bet".into(), "no bet", Strategy::NoBet, (127, 127, 127)),
        contender(
            "all-in on the majority".into(),
            "all-in",
            Strategy::AllInMajority,
            (214, 39, 40),
        ),
        contender(
            format!("fixed {fixed}% on the majority"),
            &format!("fixed {fixed}%"),
            Strategy::FixedFraction(fixed_fraction),
            (255, 127, 14),
        ),
        contender(
            "the majority's share".into(),
            "share",
            Strategy::ProportionalShare,
            (44, 160, 44),
        ),
    ]
}

fn percent(fraction: f64) -> String {
    super::format_number((fraction * 100.0 * 10.0).round() / 10.0)
}

/// How money is plotted: as it is, or as log2 of its multiple of the starting money when the
/// numbers would be too large to read.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum MoneyScale {
    /// Money itself, starting at `start`.
    Linear {
        /// The starting money X.
        start: f64,
    },
    /// log2(money / X); lost money is drawn at `floor`.
    Log2 {
        /// Where zero money is drawn.
        floor: f64,
    },
}

impl MoneyScale {
    /// The scale for a box whose best guarantee is e^`ln_goal` times the start.
    pub fn for_box(ln_goal: f64, start: f64) -> MoneyScale {
        if ln_goal.exp() * start <= 1e6 {
            MoneyScale::Linear { start }
        } else {
            MoneyScale::Log2 { floor: -2.0 }
        }
    }

    /// The plotted value of money worth e^`ln` times the start.
    pub fn value(self, ln: f64) -> f64 {
        match self {
            MoneyScale::Linear { start } => start * ln.exp(),
            MoneyScale::Log2 { floor } => {
                if ln == f64::NEG_INFINITY {
                    floor
                } else {
                    ln / std::f64::consts::LN_2
                }
            }
        }
    }

    fn label(self) -> String {
        match self {
            MoneyScale::Linear { start } => {
                format!("money (starting with {})", super::format_number(start))
            }
            MoneyScale::Log2 { .. } => "log₂(money / starting money)".into(),
        }
    }
}

/// The y range that holds `values` and `include`, with a little room around them.
fn range_of(values: impl Iterator<Item = f64>, include: f64) -> std::ops::Range<f64> {
    let (mut low, mut high) = (include, include);
    for value in values.filter(|value| value.is_finite()) {
        low = low.min(value);
        high = high.max(value);
    }
    let span = (high - low).max(1.0);
    (low - span * 0.06)..(high + span * 0.08)
}

/// Chart 1: the money of each strategy over the rounds of one draw order.
pub fn money_chart(
    table: &PmaxTable,
    order: &[Colour],
    contenders: &[Contender],
    scale: MoneyScale,
) -> Chart {
    let (black, red) = table.size();
    let series: Vec<Series> = contenders
        .iter()
        .map(|contender| {
            let rounds = play(contender.strategy, table, order);
            let start = std::iter::once((0.0, scale.value(0.0), 0));
            let after = rounds
                .iter()
                .enumerate()
                .map(|(k, round)| ((k + 1) as f64, scale.value(round.ln_after), 0));
            Series {
                name: contender.name.clone(),
                colour: contender.colour,
                style: Style::Line,
                points: start.chain(after).collect(),
            }
        })
        .collect();
    let goal = scale.value(table.ln_pmax(black, red));
    Chart {
        title: format!("Money over the rounds, box of {black} black and {red} red"),
        x_label: "round".into(),
        y_label: scale.label(),
        x_range: 0.0..(order.len().max(1) as f64),
        y_range: range_of(series.iter().flat_map(|s| s.points.iter().map(|p| p.1)), goal),
        x_names: None,
        series,
        reference: Some(("guaranteed: X · pmax(N, R)".into(), goal)),
    }
}

/// Chart 2: the optimal bet fraction at each round of one draw order, by colour.
pub fn fraction_chart(table: &PmaxTable, order: &[Colour]) -> Chart {
    let rounds = play(Strategy::Optimal, table, order);
    let on = |colour: Colour| -> Vec<(f64, f64, u32)> {
        rounds
            .iter()
            .enumerate()
            .filter(|(_, round)| round.bet.colour == colour && round.bet.fraction > 0.0)
            .map(|(k, round)| ((k + 1) as f64, round.bet.fraction, 6))
            .collect()
    };
    let none: Vec<(f64, f64, u32)> = rounds
        .iter()
        .enumerate()
        .filter(|(_, round)| round.bet.fraction == 0.0)
        .map(|(k, _)| ((k + 1) as f64, 0.0, 6))
        .collect();
    Chart {
        title: "The optimal bet: |black − red| / (black + red) on the majority".into(),
        x_label: "round".into(),
        y_label: "fraction of the money staked".into(),
        x_range: 0.0..(order.len() as f64 + 1.0),
        y_range: -0.05..1.08,
        x_names: None,
        series: vec![
            Series {
                name: "on black".into(),
                colour: (20, 20, 20),
                style: Style::Dots,
                points: on(Colour::Black),
            },
            Series {
                name: "on red".into(),
                colour: (214, 39, 40),
                style: Style::Dots,
                points: on(Colour::Red),
            },
            Series {
                name: "no bet (even box)".into(),
                colour: (150, 150, 150),
                style: Style::Dots,
                points: none,
            },
        ],
        reference: None,
    }
}

/// Chart 3: log2 pmax(N, R) for N = 0..=`max_black`, one line per R in `reds`.
pub fn growth_chart(max_black: u32, reds: &[u32]) -> Chart {
    let palette = [(31, 119, 180), (255, 127, 14), (44, 160, 44), (214, 39, 40), (148, 103, 189)];
    let series: Vec<Series> = reds
        .iter()
        .enumerate()
        .map(|(k, &red)| {
            let table = PmaxTable::new(max_black, red);
            Series {
                name: format!("R = {red}"),
                colour: palette[k % palette.len()],
                style: Style::Line,
                points: (0..=max_black)
                    .map(|black| (f64::from(black), table.log2_pmax(black, red), 0))
                    .collect(),
            }
        })
        .collect();
    Chart {
        title: "The guaranteed factor pmax(N, R) as N grows".into(),
        x_label: "black objects N".into(),
        y_label: "log₂ pmax(N, R)".into(),
        x_range: 0.0..f64::from(max_black.max(1)),
        y_range: range_of(series.iter().flat_map(|s| s.points.iter().map(|p| p.1)), 0.0),
        x_names: None,
        series,
        reference: None,
    }
}

/// Chart 4: the final money of each strategy over `orders`, one column of dots per strategy
/// (a dot's size grows with how many orders end there), on a log scale: outcomes differ by
/// powers of two, and a lost bet sits at the bottom.
pub fn spread_chart(
    table: &PmaxTable,
    orders: &[Vec<Colour>],
    contenders: &[Contender],
    sampled: bool,
) -> Chart {
    let finals: Vec<Vec<f64>> =
        contenders.iter().map(|contender| final_money(table, orders, contender.strategy)).collect();
    spread_from_finals(table, &finals, contenders, sampled)
}

/// ln of each order's final money factor under `strategy`.
fn final_money(table: &PmaxTable, orders: &[Vec<Colour>], strategy: Strategy) -> Vec<f64> {
    orders
        .iter()
        .map(|order| play(strategy, table, order).last().map_or(0.0, |round| round.ln_after))
        .collect()
}

/// Chart 4 from the final ln money of each contender (outer) on each order (inner).
fn spread_from_finals(
    table: &PmaxTable,
    finals: &[Vec<f64>],
    contenders: &[Contender],
    sampled: bool,
) -> Chart {
    let (black, red) = table.size();
    let lowest = finals
        .iter()
        .flatten()
        .filter(|ln| ln.is_finite())
        .map(|ln| ln / std::f64::consts::LN_2)
        .fold(0.0, f64::min);
    let scale = MoneyScale::Log2 { floor: lowest - 1.0 };
    let orders = finals.first().map_or(0, Vec::len);
    let series: Vec<Series> = contenders
        .iter()
        .zip(finals)
        .enumerate()
        .map(|(column, (contender, finals))| {
            // Group equal outcomes (to 6 significant digits) and size the dots by their count.
            let mut outcomes: Vec<f64> = finals.iter().map(|&ln| scale.value(ln)).collect();
            outcomes.sort_by(f64::total_cmp);
            let mut groups: Vec<(f64, usize)> = Vec::new();
            for value in outcomes {
                match groups.last_mut() {
                    Some((last, count)) if (value - *last).abs() <= 1e-6 * last.abs().max(1e-9) => {
                        *count += 1
                    }
                    _ => groups.push((value, 1)),
                }
            }
            let points = groups
                .iter()
                .map(|&(value, count)| {
                    let share = count as f64 / orders.max(1) as f64;
                    (column as f64, value, 3 + (share.sqrt() * 14.0) as u32)
                })
                .collect();
            Series {
                name: contender.name.clone(),
                colour: contender.colour,
                style: Style::Dots,
                points,
            }
        })
        .collect();
    let goal = scale.value(table.ln_pmax(black, red));
    let how =
        if sampled { format!("{orders} sampled orders") } else { format!("all {orders} orders") };
    Chart {
        title: format!("Final money over {how} (money lost entirely: at the bottom)"),
        x_label: "strategy".into(),
        y_label: scale.label(),
        x_range: -0.6..(contenders.len() as f64 - 0.4),
        y_range: range_of(series.iter().flat_map(|s| s.points.iter().map(|p| p.1)), goal),
        x_names: Some(contenders.iter().map(|c| c.short.clone()).collect()),
        series,
        reference: Some(("X · pmax(N, R)".into(), goal)),
    }
}

/// Orders enumerated at most for the spread chart; larger boxes are sampled.
pub const ALL_ORDERS_LIMIT: usize = 2000;
/// Orders sampled for larger boxes.
pub const SAMPLED_ORDERS: u64 = 300;

/// The four charts of a box, computed a slice at a time (the spread plays every strategy on
/// up to two thousand orders).
pub struct CurvesJob {
    table: std::rc::Rc<PmaxTable>,
    order: std::rc::Rc<Vec<Colour>>,
    contenders: Vec<Contender>,
    scale: MoneyScale,
    orders: Vec<Vec<Colour>>,
    sampled: bool,
    finals: Vec<Vec<f64>>,
}

impl CurvesJob {
    /// The charts for `table`, following `order`, comparing with a fixed `fraction`, starting
    /// with money `start`.
    pub fn new(
        table: std::rc::Rc<PmaxTable>,
        order: std::rc::Rc<Vec<Colour>>,
        fraction: f64,
        start: f64,
    ) -> CurvesJob {
        let (black, red) = table.size();
        let (orders, sampled) = match all_orders(black, red, ALL_ORDERS_LIMIT) {
            Some(orders) => (orders, false),
            None => {
                ((1..=SAMPLED_ORDERS).map(|seed| random_order(black, red, seed)).collect(), true)
            }
        };
        let contenders = contenders(fraction);
        let scale = MoneyScale::for_box(table.ln_pmax(black, red), start);
        let finals = vec![Vec::with_capacity(orders.len()); contenders.len()];
        CurvesJob { table, order, contenders, scale, orders, sampled, finals }
    }

    /// The work: every strategy on every order, round by round.
    pub fn work(black: u32, red: u32) -> u64 {
        let orders = all_orders(black, red, ALL_ORDERS_LIMIT)
            .map_or(SAMPLED_ORDERS, |orders| orders.len() as u64);
        orders * 5 * u64::from(black + red + 1)
    }
}

impl crate::solve::stepwise::Stepwise for CurvesJob {
    type Output = [Chart; 4];

    fn advance(&mut self, work: u64) -> bool {
        let per_order = (self.contenders.len() * (self.order.len() + 1)) as u64;
        let count = (work / per_order.max(1)).max(1);
        for _ in 0..count {
            let done = self.finals[0].len();
            let Some(order) = self.orders.get(done) else { break };
            for (contender, finals) in self.contenders.iter().zip(&mut self.finals) {
                finals.push(
                    play(contender.strategy, &self.table, order)
                        .last()
                        .map_or(0.0, |round| round.ln_after),
                );
            }
        }
        self.finals[0].len() == self.orders.len()
    }

    fn progress(&self) -> f64 {
        self.finals[0].len() as f64 / self.orders.len().max(1) as f64
    }

    fn finish(mut self: Box<Self>) -> [Chart; 4] {
        while !self.advance(u64::MAX) {}
        let (black, red) = self.table.size();
        let reds: std::collections::BTreeSet<u32> =
            [1, 2, 5, 10, red].into_iter().filter(|&r| r <= 50).collect();
        [
            money_chart(&self.table, &self.order, &self.contenders, self.scale),
            fraction_chart(&self.table, &self.order),
            growth_chart(black.clamp(20, 200), &reds.into_iter().collect::<Vec<_>>()),
            spread_from_finals(&self.table, &self.finals, &self.contenders, self.sampled),
        ]
    }
}

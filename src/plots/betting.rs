//! The betting lab's charts drawn from the curves' data that `solve::betting` computes: money
//! over the rounds, the optimal fraction per round, pmax as the box grows, and the spread of
//! final money over many draw orders; and the read-outs of its numbers in words (money, pmax,
//! bets, the paper's equations for a cell of the table).

use super::format_number;
use super::{Chart, Series, Style};
use crate::solve::betting::{Bet, Colour, CurveData, PmaxTable, Strategy, exact_pmax};

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

/// The strategies of `contenders`, in order.
pub fn strategies(contenders: &[Contender]) -> Vec<Strategy> {
    contenders.iter().map(|contender| contender.strategy).collect()
}

/// Chart 1: the money of each contender over the rounds of one draw order, from its money path
/// (`paths`, one per contender, as `solve::betting::money_path` gives them).
pub fn money_chart(
    table: &PmaxTable,
    paths: &[Vec<f64>],
    contenders: &[Contender],
    scale: MoneyScale,
) -> Chart {
    let (black, red) = table.size();
    let series: Vec<Series> = contenders
        .iter()
        .zip(paths)
        .map(|(contender, path)| Series {
            name: contender.name.clone(),
            colour: contender.colour,
            style: Style::Line,
            points: path
                .iter()
                .enumerate()
                .map(|(k, &ln)| (k as f64, scale.value(ln), 0))
                .collect(),
        })
        .collect();
    let rounds = paths.first().map_or(0, |path| path.len().saturating_sub(1));
    let goal = scale.value(table.ln_pmax(black, red));
    Chart {
        title: format!("Money over the rounds, box of {black} black and {red} red"),
        x_label: "round".into(),
        y_label: scale.label(),
        x_range: 0.0..(rounds.max(1) as f64),
        y_range: range_of(series.iter().flat_map(|s| s.points.iter().map(|p| p.1)), goal),
        x_names: None,
        series,
        reference: Some(("guaranteed: X · pmax(N, R)".into(), goal)),
    }
}

/// Chart 2: the optimal bet fraction at each round of one draw order, by colour.
pub fn fraction_chart(bets: &[Bet]) -> Chart {
    let dots =
        |keep: &dyn Fn(&Bet) -> bool, fraction: &dyn Fn(&Bet) -> f64| -> Vec<(f64, f64, u32)> {
            bets.iter()
                .enumerate()
                .filter(|(_, bet)| keep(bet))
                .map(|(k, bet)| ((k + 1) as f64, fraction(bet), 6))
                .collect()
        };
    let on = |colour: Colour| {
        dots(&|bet: &Bet| bet.colour == colour && bet.fraction > 0.0, &|bet: &Bet| bet.fraction)
    };
    Chart {
        title: "The optimal bet: |black − red| / (black + red) on the majority".into(),
        x_label: "round".into(),
        y_label: "fraction of the money staked".into(),
        x_range: 0.0..(bets.len() as f64 + 1.0),
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
                points: dots(&|bet: &Bet| bet.fraction == 0.0, &|_| 0.0),
            },
        ],
        reference: None,
    }
}

/// Chart 3: log2 pmax(N, R) as N grows, one line per `(R, values)` of `rows` (as
/// `solve::betting::growth` gives the values, for N from 0).
pub fn growth_chart(rows: &[(u32, Vec<f64>)]) -> Chart {
    let palette = [(31, 119, 180), (255, 127, 14), (44, 160, 44), (214, 39, 40), (148, 103, 189)];
    let series: Vec<Series> = rows
        .iter()
        .enumerate()
        .map(|(k, (red, values))| Series {
            name: format!("R = {red}"),
            colour: palette[k % palette.len()],
            style: Style::Line,
            points: values.iter().enumerate().map(|(black, &v)| (black as f64, v, 0)).collect(),
        })
        .collect();
    let max_black =
        rows.iter().map(|(_, values)| values.len().saturating_sub(1)).max().unwrap_or(0);
    Chart {
        title: "The guaranteed factor pmax(N, R) as N grows".into(),
        x_label: "black objects N".into(),
        y_label: "log₂ pmax(N, R)".into(),
        x_range: 0.0..(max_black.max(1) as f64),
        y_range: range_of(series.iter().flat_map(|s| s.points.iter().map(|p| p.1)), 0.0),
        x_names: None,
        series,
        reference: None,
    }
}

/// Chart 4: the final money of each contender over many orders (`finals`: ln of each
/// contender's final money, outer, on each order, inner), one column of dots per contender (a
/// dot's size grows with how many orders end there), on a log scale: outcomes differ by powers
/// of two, and a lost bet sits at the bottom.
pub fn spread_chart(
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
            // A search of the groups so far, not a sort: outcomes take few values (they differ by
            // the rounds won), and a sort would link its own code into the lab.
            let mut groups: Vec<(f64, usize)> = Vec::new();
            for value in finals.iter().map(|&ln| scale.value(ln)) {
                let near = |first: f64| (value - first).abs() <= 1e-6 * first.abs().max(1e-9);
                match groups.iter_mut().find(|(first, _)| near(*first)) {
                    Some((_, count)) => *count += 1,
                    None => groups.push((value, 1)),
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

/// The four charts of the curves' data `data`, computed for `contenders`, with money on `scale`.
pub fn charts(
    table: &PmaxTable,
    data: &CurveData,
    contenders: &[Contender],
    scale: MoneyScale,
) -> [Chart; 4] {
    [
        money_chart(table, &data.money, contenders, scale),
        fraction_chart(&data.bets),
        growth_chart(&data.growth),
        spread_chart(table, &data.finals, contenders, data.sampled),
    ]
}

/// A bet in words: "25% on black", or "nothing".
pub fn bet_text(bet: Bet) -> String {
    if bet.fraction == 0.0 {
        "nothing".to_string()
    } else {
        format!("{}% on {}", format_number(bet.fraction * 100.0), bet.colour.word())
    }
}

/// Money worth e^`ln` times the start, in words: the amount, or 2^k × X when huge.
pub fn money_text(start: u64, ln: f64) -> String {
    if ln == f64::NEG_INFINITY {
        return "0".into();
    }
    let log2 = ln / std::f64::consts::LN_2;
    if log2 > 60.0 {
        format!("2^{} × {start}", format_number(log2))
    } else {
        format_number(start as f64 * ln.exp())
    }
}

/// pmax(i, j) for the table and the explanations: exact when small, else a decimal.
pub fn pmax_text(table: &PmaxTable, i: u32, j: u32) -> String {
    match exact_pmax(i, j) {
        Some(fraction) if fraction.den == 1 => fraction.num.to_string(),
        Some(fraction) if fraction.num < 1_000_000 => format!("{}/{}", fraction.num, fraction.den),
        _ => {
            let log2 = table.log2_pmax(i, j);
            if log2 > 60.0 {
                format!("2^{}", format_number(log2))
            } else {
                format_number(table.ln_pmax(i, j).exp())
            }
        }
    }
}

/// The paper's equations for cell (i, j).
pub fn cell_equations(table: &PmaxTable, i: u32, j: u32) -> Vec<String> {
    let value = pmax_text(table, i, j);
    match (i, j) {
        (0, 0) => vec!["pmax(0, 0) = 1: the box is empty, nothing is left to bet on.".into()],
        (0, j) => vec![format!(
            "pmax(0, {j}) = 2^{j} = {value}: only red is left, so the player stakes everything on red each round."
        )],
        (i, 0) => vec![format!(
            "pmax({i}, 0) = 2^{i} = {value}: only black is left, so the player stakes everything on black each round."
        )],
        (i, j) => {
            let a = pmax_text(table, i - 1, j);
            let b = pmax_text(table, i, j - 1);
            let bet = table.optimal_bet(i, j);
            let p = table.equalising_p(i, j);
            let decision = if bet.fraction == 0.0 {
                "p = 0: A = B, so betting cannot help; bet nothing.".to_string()
            } else {
                format!(
                    "p {} 0: bet {}% of the money on {}.",
                    if p > 0.0 { "≥" } else { "<" },
                    format_number(bet.fraction * 100.0),
                    bet.colour.word()
                )
            };
            vec![
                format!(
                    "If black is drawn, the box becomes ({}, {j}): A = pmax({}, {j}) = {a}. If red is drawn: B = pmax({i}, {}) = {b}.",
                    i - 1,
                    i - 1,
                    j - 1
                ),
                format!(
                    "The equalising bet on black: (1 + p)·A = (1 − p)·B, so p = (B − A) / (A + B) = {}.",
                    format_number(p)
                ),
                decision,
                format!("pmax({i}, {j}) = (1 + |p|)·min(A, B) = 2AB / (A + B) = {value}."),
            ]
        }
    }
}

/// Two amounts that differ, in words that differ too: with more decimals when the usual three
/// significant digits would print them alike (266.64 and 266.67 are both "267").
pub fn distinct_money_texts(start: u64, ln_a: f64, ln_b: f64) -> (String, String) {
    let (a, b) = (money_text(start, ln_a), money_text(start, ln_b));
    let (x, y) = (start as f64 * ln_a.exp(), start as f64 * ln_b.exp());
    if a != b || !x.is_finite() || !y.is_finite() || x.max(y) >= 1e15 {
        return (a, b);
    }
    (2..=9)
        .map(|decimals| (format!("{x:.decimals$}"), format!("{y:.decimals$}")))
        .find(|(a, b)| a != b)
        .unwrap_or((a, b))
}

/// The lab's four charts for `table`'s box, starting money `start`, the fixed fraction
/// `fraction` compared and the draws `order`: the curves' data computed at once, then drawn.
pub fn curve_charts(
    table: std::rc::Rc<PmaxTable>,
    start: u64,
    fraction: f64,
    order: std::rc::Rc<Vec<Colour>>,
) -> [Chart; 4] {
    let (black, red) = table.size();
    let contenders = contenders(fraction);
    let scale = MoneyScale::for_box(table.ln_pmax(black, red), start as f64);
    let solve =
        crate::solve::betting::CurvesSolve::new(table.clone(), order, strategies(&contenders));
    let data = crate::solve::stepwise::run_to_end(Box::new(solve));
    charts(&table, &data, &contenders, scale)
}

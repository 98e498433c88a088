//! The betting charts rendered to SVG natively (plotters' SVG backend), with their data checked.

#![cfg(not(target_arch = "wasm32"))]

use cgt_playground::plots::betting::{
    Contender, MoneyScale, charts, contenders, curve_charts, fraction_chart, growth_chart,
    money_chart, spread_chart, strategies,
};
use cgt_playground::plots::{Mapping, format_number, svg};
use cgt_playground::solve::betting::{
    Colour, PmaxTable, adversary_order, all_orders, final_money, growth, money_path, optimal_bets,
    random_order,
};

/// The money paths of `contenders` on `order`.
fn paths(table: &PmaxTable, order: &[Colour], contenders: &[Contender]) -> Vec<Vec<f64>> {
    strategies(contenders).into_iter().map(|strategy| money_path(strategy, table, order)).collect()
}

#[test]
fn the_money_chart_shows_every_strategy_and_the_guarantee() {
    let table = PmaxTable::new(5, 3);
    let scale = MoneyScale::for_box(table.ln_pmax(5, 3), 100.0);
    assert_eq!(scale, MoneyScale::Linear { start: 100.0 });
    let order = adversary_order(cgt_playground::solve::betting::Strategy::AllInMajority, &table).0;
    let chart =
        money_chart(&table, &paths(&table, &order, &contenders(0.3)), &contenders(0.3), scale);
    let goal = 100.0 * 32.0 / 7.0;
    let optimal = &chart.series[0];
    assert_eq!(optimal.name, "optimal");
    assert_eq!(optimal.points.len(), 9, "the start and eight rounds");
    assert!((optimal.points[8].1 - goal).abs() < 1e-9, "ends at X · pmax");
    let all_in = chart.series.iter().find(|s| s.name == "all-in on the majority").expect("shown");
    assert_eq!(all_in.points[8].1, 0.0, "the adversary's order ruins the all-in bettor");
    let text = svg(&chart, (900, 420)).expect("drawn").0;
    for label in [
        "Money over the rounds",
        "optimal",
        "all-in on the majority",
        "fixed 30% on the majority",
        "guaranteed",
        "round",
    ] {
        assert!(text.contains(label), "the SVG shows {label}");
    }
    assert!(text.matches("<polyline").count() >= 5, "one line per strategy");
}

#[test]
fn large_boxes_switch_to_a_log_scale() {
    let table = PmaxTable::new(1900, 100);
    let scale = MoneyScale::for_box(table.ln_pmax(1900, 100), 100.0);
    assert!(matches!(scale, MoneyScale::Log2 { .. }));
    let order = random_order(1900, 100, 7);
    let chart =
        money_chart(&table, &paths(&table, &order, &contenders(0.5)), &contenders(0.5), scale);
    let end = chart.series[0].points.last().expect("points").1;
    assert!((end - table.log2_pmax(1900, 100)).abs() < 1e-6);
    assert!(chart.series.iter().flat_map(|s| &s.points).all(|p| p.1.is_finite()));
    assert!(svg(&chart, (900, 420)).expect("drawn").0.contains("log₂(money / starting money)"));
}

#[test]
fn the_fraction_growth_and_spread_charts() {
    let table = PmaxTable::new(5, 3);
    let order = random_order(5, 3, 1);
    let fractions = fraction_chart(&optimal_bets(&table, &order));
    let dots: usize = fractions.series.iter().map(|s| s.points.len()).sum();
    assert_eq!(dots, 8, "one dot per round");
    assert!(svg(&fractions, (900, 360)).expect("drawn").0.contains("on black"));

    let rows: Vec<(u32, Vec<f64>)> = [1, 2, 5, 10].map(|red| (red, growth(40, red))).into();
    let growth = growth_chart(&rows);
    assert_eq!(growth.series.len(), 4);
    assert!(
        (growth.series[0].points[40].1 - (f64::from(41) - 41f64.log2())).abs() < 1e-9,
        "2^41 / 41"
    );
    let text = svg(&growth, (900, 360)).expect("drawn").0;
    assert!(text.contains("R = 10") && text.contains("log₂ pmax(N, R)"));

    let orders = all_orders(5, 3, 1000).expect("56 orders");
    let finals = final_money(&table, &orders, &strategies(&contenders(0.3)));
    let spread = spread_chart(&table, &finals, &contenders(0.3), false);
    assert_eq!(spread.series[0].points.len(), 1, "the optimal bettor ends the same on every order");
    assert!((spread.series[0].points[0].1 - (32.0f64 / 7.0).log2()).abs() < 1e-9);
    let bottom =
        spread.series.iter().flat_map(|s| &s.points).map(|p| p.1).fold(f64::INFINITY, f64::min);
    assert!(spread.series[2].points.iter().any(|p| p.1 == bottom), "all-in can end with nothing");
    assert_eq!(spread.x_names.as_deref().map(|names| names[4].as_str()), Some("share"));
    assert_eq!(spread.series[1].points.len(), 1, "no bet always ends with the start");
    assert!(svg(&spread, (900, 420)).expect("drawn").0.contains("all 56 orders"));
}

#[test]
fn numbers_and_mouse_positions() {
    assert_eq!(format_number(3.0), "3");
    assert_eq!(format_number(457.142857), "457");
    assert_eq!(format_number(4.571428), "4.57");
    assert_eq!(format_number(0.25), "0.25");
    assert_eq!(format_number(0.9), "0.9");
    assert_eq!(format_number(2.5e12), "2.50×10^12");
    assert_eq!(format_number(f64::NEG_INFINITY), "−∞");
    let mapping = Mapping { pixels: (100..500, 50..250), data: (0.0..8.0, 0.0..400.0) };
    assert_eq!(mapping.to_data(300, 150), Some((4.0, 200.0)));
    assert_eq!(mapping.to_data(99, 150), None);
}

#[test]
fn the_curves_data_in_slices_draws_the_same_charts() {
    use cgt_playground::solve::betting::CurvesSolve;
    use cgt_playground::solve::stepwise::{Stepwise, run_to_end};
    use std::rc::Rc;
    let table = Rc::new(PmaxTable::new(5, 3));
    let order = Rc::new(random_order(5, 3, 4));
    let strategies = strategies(&contenders(0.3));
    let mut job = Box::new(CurvesSolve::new(table.clone(), order.clone(), strategies.clone()));
    while !job.advance(40) {}
    let sliced = job.finish();
    let once =
        run_to_end(Box::new(CurvesSolve::new(table.clone(), order.clone(), strategies.clone())));
    assert_eq!(sliced, once);
    let scale = MoneyScale::for_box(table.ln_pmax(5, 3), 100.0);
    let sliced = charts(&table, &sliced, &contenders(0.3), scale);
    assert_eq!(curve_charts(table.clone(), 100, 0.3, order.clone()), sliced, "the lab's charts");
    assert_eq!(
        sliced[0],
        money_chart(&table, &paths(&table, &order, &contenders(0.3)), &contenders(0.3), scale)
    );
    let orders = all_orders(5, 3, 1000).expect("56");
    let finals = final_money(&table, &orders, &strategies);
    assert_eq!(sliced[3], spread_chart(&table, &finals, &contenders(0.3), false));
    assert_eq!(CurvesSolve::work(5, 3), 56 * 5 * 9);
}

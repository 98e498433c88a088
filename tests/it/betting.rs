//! Worst-case betting: the DP against an independent brute force, exact rationals, and the
//! observed closed forms checked against the DP.

use cgt_playground::solve::betting::{
    Colour, Fraction, MAX_OBJECTS, Played, PmaxTable, Purse, Strategy, adversary_order, all_orders,
    closed_form_gap, exact_bet, exact_pmax, final_ln_money, play, random_order,
};

use crate::both;

/// The best guaranteed factor by brute force: minimax over the adversary's draws, with the bet
/// (either colour, any fraction) chosen by a numerical search. It assumes nothing about the
/// equalising bet.
fn brute_force(i: u32, j: u32, memo: &mut std::collections::HashMap<(u32, u32), f64>) -> f64 {
    if let Some(&value) = memo.get(&(i, j)) {
        return value;
    }
    let value = if i + j == 0 {
        1.0
    } else {
        let after_black = if i > 0 { Some(brute_force(i - 1, j, memo)) } else { None };
        let after_red = if j > 0 { Some(brute_force(i, j - 1, memo)) } else { None };
        // The worst case of betting `fraction` on `colour`: a concave function of the fraction.
        let worst = |colour: Colour, fraction: f64| {
            let outcome = |drawn: Colour, rest: f64| {
                rest * if drawn == colour { 1.0 + fraction } else { 1.0 - fraction }
            };
            let black = after_black.map(|rest| outcome(Colour::Black, rest));
            let red = after_red.map(|rest| outcome(Colour::Red, rest));
            black.into_iter().chain(red).fold(f64::INFINITY, f64::min)
        };
        let mut best = 0.0f64;
        for colour in [Colour::Black, Colour::Red] {
            // Ternary search over [0, 1], then the ends.
            let (mut low, mut high) = (0.0f64, 1.0f64);
            for _ in 0..200 {
                let (m1, m2) = (low + (high - low) / 3.0, high - (high - low) / 3.0);
                if worst(colour, m1) < worst(colour, m2) { low = m1 } else { high = m2 }
            }
            best = best
                .max(worst(colour, (low + high) / 2.0))
                .max(worst(colour, 0.0))
                .max(worst(colour, 1.0));
        }
        best
    };
    memo.insert((i, j), value);
    value
}

both! {
    fn the_dp_matches_brute_force_on_every_box_up_to_10_objects() {
        let mut memo = std::collections::HashMap::new();
        for n in 0..=10u32 {
            for black in 0..=n {
                let red = n - black;
                let table = PmaxTable::new(black, red);
                let expected = brute_force(black, red, &mut memo);
                let found = table.ln_pmax(black, red).exp();
                assert!((found - expected).abs() <= 1e-9 * expected, "({black}, {red}): {found} vs {expected}");
            }
        }
    }
}

/// A non-negative rational in lowest terms, for exact replays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Rational(i128, i128);

impl Rational {
    fn new(num: i128, den: i128) -> Rational {
        fn gcd(a: i128, b: i128) -> i128 {
            if b == 0 { a.abs() } else { gcd(b, a % b) }
        }
        let common = gcd(num, den).max(1) * den.signum();
        Rational(num / common, den / common)
    }
    fn add(self, o: Rational) -> Rational {
        Rational::new(self.0 * o.1 + o.0 * self.1, self.1 * o.1)
    }
    fn sub(self, o: Rational) -> Rational {
        Rational::new(self.0 * o.1 - o.0 * self.1, self.1 * o.1)
    }
    fn mul(self, o: Rational) -> Rational {
        Rational::new(self.0 * o.0, self.1 * o.1)
    }
    fn div(self, o: Rational) -> Rational {
        Rational::new(self.0 * o.1, self.1 * o.0)
    }
}

/// The paper's recurrence in exact rationals: pmax = (1 + p) A with p = (B - A) / (A + B) on
/// black (or the mirror on red).
fn rational_table(black: u32, red: u32) -> Vec<Vec<Rational>> {
    let mut table = vec![vec![Rational(1, 1); red as usize + 1]; black as usize + 1];
    for i in 0..=black as usize {
        for j in 0..=red as usize {
            table[i][j] = match (i, j) {
                (0, j) => Rational(1 << j, 1),
                (i, 0) => Rational(1 << i, 1),
                (i, j) => {
                    let (a, b) = (table[i - 1][j], table[i][j - 1]);
                    let p = b.sub(a).div(a.add(b));
                    if p.0 >= 0 {
                        Rational(1, 1).add(p).mul(a)
                    } else {
                        Rational(1, 1).sub(p).mul(b)
                    }
                }
            };
        }
    }
    table
}

both! {
    fn exact_values_match_the_recurrence_in_rationals() {
        for n in 0..=14u32 {
            for black in 0..=n {
                let red = n - black;
                let rational = rational_table(black, red)[black as usize][red as usize];
                let Fraction { num, den } = exact_pmax(black, red).expect("small boxes are exact");
                assert_eq!((num as i128, den as i128), (rational.0, rational.1), "({black}, {red})");
            }
        }
        assert_eq!(exact_pmax(5, 3), Some(Fraction { num: 32, den: 7 }), "2^8 / C(8, 3) = 256 / 56");
        assert!(exact_pmax(60, 40).is_some());
        assert_eq!(exact_pmax(60, 41), None, "beyond 100 objects");
    }
}

both! {
    fn the_optimal_strategy_ends_with_exactly_pmax_on_every_order() {
        for n in 1..=10u32 {
            for black in 0..=n {
                let red = n - black;
                let table = rational_table(black, red);
                let goal = table[black as usize][red as usize];
                for order in all_orders(black, red, 1 << 12).expect("small") {
                    let (mut i, mut j, mut money) = (black as usize, red as usize, Rational(1, 1));
                    for drawn in order {
                        // The equalising bet in rationals, as the paper derives it.
                        let factor = if i == 0 || j == 0 {
                            Rational(2, 1)
                        } else {
                            let (a, b) = (table[i - 1][j], table[i][j - 1]);
                            let p = b.sub(a).div(a.add(b));
                            let on_black = Rational(1, 1).add(p);
                            if drawn == Colour::Black { on_black } else { Rational(2, 1).sub(on_black) }
                        };
                        money = money.mul(factor);
                        match drawn {
                            Colour::Black => i -= 1,
                            Colour::Red => j -= 1,
                        }
                    }
                    assert_eq!(money, goal, "({black}, {red})");
                }
            }
        }
    }
}

both! {
    fn the_observed_closed_forms_hold_on_the_dp() {
        // pmax(N, R) = 2^(N + R) / C(N + R, N), and the optimal fraction is |i - j| / (i + j).
        let ln_binomial = |n: u32, k: u32| -> f64 { (0..k).map(|t| f64::from(n - t).ln() - f64::from(t + 1).ln()).sum() };
        let table = PmaxTable::new(60, 60);
        for i in 0..=60u32 {
            for j in 0..=60u32 {
                let closed = f64::from(i + j) * std::f64::consts::LN_2 - ln_binomial(i + j, i.min(j));
                assert!((table.ln_pmax(i, j) - closed).abs() < 1e-9 * closed.max(1.0), "({i}, {j})");
                if i > 0 && j > 0 {
                    let bet = table.optimal_bet(i, j);
                    let expected = f64::from(i.abs_diff(j)) / f64::from(i + j);
                    assert!((bet.fraction - expected).abs() < 1e-12, "({i}, {j})");
                    if i != j {
                        assert_eq!(bet.colour, if i > j { Colour::Black } else { Colour::Red });
                    }
                }
            }
        }
    }
}

both! {
    fn large_boxes_stay_finite_and_exact_enough() {
        for (black, red) in [(1000, 1000), (1999, 1), (2000, 0), (0, MAX_OBJECTS), (1500, 500)] {
            let table = PmaxTable::new(black, red);
            for i in (0..=black).step_by(97) {
                for j in (0..=red).step_by(89) {
                    assert!(table.ln_pmax(i, j).is_finite(), "({i}, {j})");
                    assert!(table.optimal_bet(i, j).fraction.is_finite());
                }
            }
            let goal = table.ln_pmax(black, red);
            for seed in 1..=5 {
                let rounds = play(Strategy::Optimal, &table, &random_order(black, red, seed));
                let end = rounds.last().map_or(0.0, |round| round.ln_after);
                assert!((end - goal).abs() <= 1e-7 * goal.max(1.0), "({black}, {red}) seed {seed}");
            }
        }
        // pmax(1000, 1000) = 2^2000 / C(2000, 1000), about sqrt(pi * 1000).
        let table = PmaxTable::new(1000, 1000);
        assert!((table.ln_pmax(1000, 1000).exp() - (std::f64::consts::PI * 1000.0).sqrt()).abs() < 0.1);
        assert!((PmaxTable::new(2000, 0).log2_pmax(2000, 0) - 2000.0).abs() < 1e-9);
    }
}

both! {
    fn adversaries_find_the_worst_orders() {
        let table = PmaxTable::new(5, 3);
        let (order, worst) = adversary_order(Strategy::AllInMajority, &table);
        assert_eq!(worst, f64::NEG_INFINITY, "all-in loses everything on some order");
        let rounds = play(Strategy::AllInMajority, &table, &order);
        assert_eq!(rounds.last().map(|round| round.ln_after), Some(f64::NEG_INFINITY));
        let (_, worst) = adversary_order(Strategy::Optimal, &table);
        assert!((worst - table.ln_pmax(5, 3)).abs() < 1e-12, "every order is the worst for the optimal bettor");
        let (order, worst) = adversary_order(Strategy::NoBet, &table);
        assert_eq!((order.len(), worst), (8, 0.0));
        // The adversary's order is at least as bad as every other order.
        for strategy in [Strategy::ProportionalShare, Strategy::FixedFraction(0.3)] {
            let (_, worst) = adversary_order(strategy, &table);
            for order in all_orders(5, 3, 100).expect("56 orders") {
                let end = play(strategy, &table, &order).last().map_or(0.0, |round| round.ln_after);
                assert!(end >= worst - 1e-12, "{strategy:?}");
            }
        }
        // And it is the worst of all orders, which its own game reaches, on boxes where either
        // colour is the majority in turn (the fixed fractions' logarithms are taken once).
        for (black, red) in [(5, 3), (3, 5), (4, 4), (6, 1)] {
            let table = PmaxTable::new(black, red);
            for strategy in [Strategy::ProportionalShare, Strategy::FixedFraction(0.3), Strategy::FixedFraction(0.8)] {
                let (order, worst) = adversary_order(strategy, &table);
                let end = |order: &[Colour]| play(strategy, &table, order).last().map_or(0.0, |round| round.ln_after);
                let least = all_orders(black, red, 1000).expect("few orders").iter().map(|o| end(o)).fold(f64::INFINITY, f64::min);
                assert!((worst - least).abs() < 1e-12, "({black}, {red}) {strategy:?}: {worst} against {least}");
                assert!((end(&order) - worst).abs() < 1e-12, "({black}, {red}) {strategy:?}");
            }
        }
    }
}

both! {
    fn orders_are_shuffled_reproducibly_and_enumerated_completely() {
        let order = random_order(5, 3, 42);
        assert_eq!(order, random_order(5, 3, 42));
        assert_eq!(order.iter().filter(|&&c| c == Colour::Black).count(), 5);
        assert_eq!(order.len(), 8);
        assert_ne!(random_order(30, 30, 1), random_order(30, 30, 2));
        assert_eq!(all_orders(5, 3, 1000).map(|orders| orders.len()), Some(56));
        assert_eq!(all_orders(0, 0, 1).map(|orders| orders.len()), Some(1));
        assert!(all_orders(20, 20, 1_000_000).is_none());
    }
}

both! {
    fn exact_bets_match_the_equalising_bet_in_rationals() {
        for n in 2..=14u32 {
            for black in 1..n {
                let red = n - black;
                let table = rational_table(black, red);
                let (a, b) = (table[black as usize - 1][red as usize], table[black as usize][red as usize - 1]);
                let p = b.sub(a).div(a.add(b));
                let (colour, Fraction { num, den }) = exact_bet(black, red).expect("small boxes are exact");
                assert_eq!((num as i128, den as i128), (p.0.abs(), p.1), "({black}, {red})");
                if p.0 != 0 {
                    assert_eq!(colour, if p.0 > 0 { Colour::Black } else { Colour::Red }, "({black}, {red})");
                }
                let float = PmaxTable::new(black, red).optimal_bet(black, red);
                assert!((float.fraction - num as f64 / den as f64).abs() < 1e-12);
            }
        }
        assert_eq!(exact_bet(5, 3), Some((Colour::Black, Fraction { num: 1, den: 4 })));
        assert_eq!(exact_bet(3, 0), None, "one colour left: everything on it");
    }
}

both! {
    fn the_closed_form_check_covers_every_cell_quickly() {
        for (black, red) in [(0, 0), (5, 3), (40, 2), (300, 300), (1000, 1000)] {
            let gap = closed_form_gap(&PmaxTable::new(black, red));
            // Rounding accumulates over the recurrence's i + j steps: about 1e-12 at 600.
            assert!(gap < 1e-9, "({black}, {red}): {gap}");
        }
    }
}

#[test]
fn a_purse_replayed_round_by_round_ends_with_the_empty_box_and_the_final_money() {
    let table = PmaxTable::new(7, 4);
    for seed in 1..20 {
        let order = random_order(7, 4, seed);
        let mut purse = Purse { black: 7, red: 4, ln_money: 0.0 };
        let mut played = Played::new(7, 4);
        for (k, round) in play(Strategy::Optimal, &table, &order).iter().enumerate() {
            assert_eq!((purse.black, purse.red), (round.black, round.red), "round {k}");
            assert_eq!(played.box_now(), (round.black, round.red), "round {k}");
            purse.after_round(round);
            assert!(played.draw(&table, round.drawn));
        }
        assert_eq!((purse.black, purse.red), (0, 0));
        assert_eq!(played.box_now(), (0, 0));
        let end = final_ln_money(Strategy::Optimal, &table, &order);
        assert!((purse.ln_money - end).abs() < 1e-9 && (played.ln_money() - end).abs() < 1e-9);
    }
}

both! {
    fn the_final_money_multiplied_out_is_the_games_sum_of_logarithms() {
        let strategies = [
            Strategy::Optimal,
            Strategy::NoBet,
            Strategy::AllInMajority,
            Strategy::FixedFraction(0.3),
            Strategy::ProportionalShare,
        ];
        for (black, red) in [(0, 0), (5, 3), (40, 2), (300, 300), (1000, 1000), (1999, 1)] {
            let table = PmaxTable::new(black, red);
            for seed in 1..4 {
                let order = random_order(black, red, seed);
                for strategy in strategies {
                    let summed = play(strategy, &table, &order).last().map_or(0.0, |round| round.ln_after);
                    let multiplied = final_ln_money(strategy, &table, &order);
                    let close = (summed - multiplied).abs() <= 1e-9 * summed.abs().max(1.0);
                    assert!(close || summed == multiplied, "({black}, {red}) seed {seed} {strategy:?}: {summed} against {multiplied}");
                }
            }
        }
        // Far below 2^-600 and back: a fixed 0.9 against the worst order of 1,000 and 1,000.
        let table = PmaxTable::new(1000, 1000);
        let (order, worst) = adversary_order(Strategy::FixedFraction(0.9), &table);
        assert!(worst < -600.0 * std::f64::consts::LN_2 && worst.is_finite(), "{worst}");
        assert!((final_ln_money(Strategy::FixedFraction(0.9), &table, &order) - worst).abs() < 1e-9 * worst.abs());
    }
}

both! {
    fn the_table_is_symmetric_to_the_last_bit_so_even_boxes_bet_nothing() {
        let table = PmaxTable::new(300, 300);
        for i in 0..=300 {
            for j in 0..i {
                assert_eq!(table.ln_pmax(i, j).to_bits(), table.ln_pmax(j, i).to_bits(), "pmax({i}, {j})");
            }
            assert_eq!(table.optimal_bet(i, i).fraction, 0.0, "{i} black and {i} red");
        }
    }
}

#[test]
fn the_watched_games_draws_give_their_order_their_words_and_their_link_parameter() {
    use cgt_playground::api::Fields;
    use cgt_playground::api::betting::{BettingSetup, Draws};
    let (setup, table) = (BettingSetup::default(), PmaxTable::new(5, 3));
    let typed = Draws::Typed("BBRBRBRB".into());
    assert_eq!(typed.order(&setup, &table), setup.request.parse_order("BBRBRBRB").unwrap());
    assert_eq!(
        Draws::Typed("BB".into()).order(&setup, &table),
        random_order(5, 3, 1),
        "not the box"
    );
    assert_eq!(Draws::Random(7).order(&setup, &table), random_order(5, 3, 7));
    let worst = adversary_order(Strategy::AllInMajority, &table).0;
    assert_eq!(Draws::Adversary("all-in").order(&setup, &table), worst);
    assert_eq!(typed.words(), "the typed order BBRBRBRB");
    assert_eq!(Draws::Random(3).words(), "a random order (seed 3)");
    assert_eq!(
        Draws::Adversary("all-in").words(),
        "the worst order against all-in on the majority"
    );
    for (draws, query) in [
        (typed, "draws=BBRBRBRB"),
        (Draws::Random(3), "seed=3"),
        (Draws::Adversary("share"), "adversary=share"),
    ] {
        let mut fields = Fields::new();
        draws.write(&mut fields);
        assert_eq!(fields, Fields::from_query(query));
        let (name, text) = query.split_once('=').unwrap();
        assert_eq!(Draws::parse(name, text), Ok(draws), "read back as written");
    }
    assert!(Draws::parse("seed", "0").is_err());
    assert!(Draws::parse("adversary", "nobody").is_err());
}

//! The ten problems' pages: for each, its small cases searched (the brute-force table laid out),
//! its fast solution's form (the `cgt.solve` request's fields, an example at the contest's
//! limits), its judge's sample input, and the general lab it is a case of, if any.

use std::collections::BTreeMap;
use std::fmt::Display;

use super::cases::{SmallCases, Tone, outcome_cell};
use crate::api::problem_set::{self, Outcome as Ending, ProblemSetAnswer};
use crate::api::{Answer, Winner};
use crate::solve::problem_set::{self as set, Outcome, Problem, river};
use crate::ui::kit::prelude::*;

/// One problem's page.
pub struct Page {
    /// The problem: its number, game, contest, statement, pattern and argument.
    pub problem: &'static Problem,
    /// Its small cases, searched by brute force.
    pub cases: fn() -> SmallCases,
    /// The fast solution's fields: the input's id, the request's field name, its label and its
    /// help line.
    pub fields: &'static [(&'static str, &'static str, &'static str, &'static str)],
    /// The parts whose Grundy values the Sprague-Grundy theorem adds by nim-sum, when the
    /// game is a sum (e.g. "piles").
    pub parts: Option<&'static str>,
    /// The fast solution's first input, at the contest's limits (a link query).
    pub example: &'static str,
    /// The fast solution: the request read from the fields by its own parsers, and solved.
    pub solve: fn(&Fields) -> Result<ProblemSetAnswer, Vec<FieldError>>,
    /// The same request as a `cgt.solve` argument, `{game: "...", ...}`, if the fields are
    /// valid.
    pub console: fn(&Fields) -> Option<String>,
    /// The contest's sample input, for the judge.
    pub sample: &'static str,
    /// The general lab the problem is a case of: its slug, its link query, and why.
    pub see_also: Option<fn() -> SeeAlso>,
}

/// A general lab a problem is a case of: its slug, its link query, and why.
pub type SeeAlso = (&'static str, String, &'static str);

impl Page {
    /// The page's name in links: its game (`prime-powers`).
    pub fn name(&self) -> &'static str {
        self.problem.game
    }
}

/// The one-pile problems' small cases: positions `first` to `last`.
const ONE_PILE: [&str; 2] = ["n", "g(n)"];

fn split_piles_cases() -> SmallCases {
    let table = set::split_piles::table(40);
    let check = set::split_piles::check_pattern(&table);
    SmallCases::sg_row("one pile of x stones, x = 1 to 40".into(), &table, 1, ONE_PILE, check)
}

fn prime_powers_cases() -> SmallCases {
    let table = set::prime_powers::table(60);
    let check = set::prime_powers::check_pattern(&table);
    SmallCases::sg_row("one pile of n coins, n = 0 to 60".into(), &table, 0, ONE_PILE, check)
}

fn nim_ranges_cases() -> SmallCases {
    let grid = set::nim_ranges::group_table(16);
    let check = set::nim_ranges::check_pattern(&grid);
    let what = "one group: the nim-sum of its m piles x, x + 1, ..., x + m - 1, for x and m \
                from 1 to 16 (rows x, columns m)";
    SmallCases::grid(what.into(), &grid, "x \\ m", check, |x, m, &sum| {
        let tone = if sum == 0 { Tone::Lose } else { Tone::Win };
        let last = x + m - 1;
        let sentence = format!(
            "Group x = {x}, m = {m}: {x} xor ... xor {last} = {sum} (Nim piles are worth their \
             size, so a group is worth the xor of its piles)."
        );
        (sum.to_string(), tone, sentence)
    })
}

fn half_nim_cases() -> SmallCases {
    let table = set::half_nim::table(60);
    let check = set::half_nim::check_pattern(&table);
    SmallCases::sg_row("one pile of n stones, n = 0 to 60".into(), &table, 0, ONE_PILE, check)
}

fn copies_cases() -> SmallCases {
    let table = set::copies::table(60);
    let check = set::copies::check_pattern(&table);
    SmallCases::sg_row("one tower of height x, x = 1 to 60".into(), &table, 1, ONE_PILE, check)
}

fn river_cases() -> SmallCases {
    let table = river::table(15);
    let check = river::check_pattern(&table);
    let kinds = river::KINDS.iter().map(|(top, bottom)| format!("{top} | {bottom}")).collect();
    let what = "one stretch of L free rows, L = 0 to 15, for each of the four kinds of ends \
                (rows: the ends above and below; columns: L)";
    SmallCases::sg_grid(what.into(), &table, ("ends \\ L", kinds, 0), check)
}

/// The jump of the two-piles table.
pub const TWO_PILES_K: u64 = 2;

fn two_piles_k_cases() -> SmallCases {
    let grid = set::two_piles_k::table(TWO_PILES_K, 15);
    let check = set::two_piles_k::check_pattern(&grid, TWO_PILES_K);
    let what = "two piles (a, b), a and b from 0 to 15, with jumps of k = 2 (rows a, columns b)";
    SmallCases::grid(what.into(), &grid, "a \\ b", check, |a, b, &outcome| {
        let moves = set::two_piles_k::options(a, b, TWO_PILES_K);
        let moves =
            named(moves.into_iter().filter_map(|(x, y)| Some((pair(x, y), *grid.get(x, y)?))));
        outcome_cell(&pair(a, b), outcome, &moves)
    })
}

fn powers_and_mod_cases() -> SmallCases {
    let grid = set::powers_and_mod::table(15);
    let check = set::powers_and_mod::check_pattern(&grid);
    let what = "two numbers (a, b) from 0 to 15 (rows a, columns b)";
    SmallCases::grid(what.into(), &grid, "a \\ b", check, |a, b, &outcome| {
        let moves = set::powers_and_mod::options(a, b);
        let moves =
            named(moves.into_iter().filter_map(|(x, y)| Some((pair(x, y), *grid.get(x, y)?))));
        outcome_cell(&pair(a, b), outcome, &moves)
    })
}

/// The n of the power-race table.
pub const POWER_RACE_N: u64 = 100;

fn power_race_cases() -> SmallCases {
    let grid = set::power_race::table(POWER_RACE_N, 20, 7);
    let check = set::power_race::check_pattern(&grid, POWER_RACE_N);
    let what = "a boxes and b items with n = 100, a from 1 to 20, b from 1 to 7 (rows a, \
                columns b; a blank where a^b >= 100, no position)";
    SmallCases::grid(what.into(), &grid, "a \\ b", check, |a, b, &outcome| match outcome {
        Some(outcome) => {
            let moves = set::power_race::options(a, b as u32, POWER_RACE_N).into_iter();
            let moves = named(moves.map(|(x, y)| {
                let reached = match grid.get(x, u64::from(y)) {
                    Some(&Some(reached)) => reached,
                    _ => set::power_race::outcome(x, y, POWER_RACE_N),
                };
                (pair(x, y), reached)
            }));
            outcome_cell(&pair(a, b), outcome, &moves)
        }
        None => blank(format!("({a}, {b}) is no position: {a}^{b} >= 100.")),
    })
}

/// The numbers the gcd-game table keeps fixed: its cells are (2, b, c).
const GCD_FIXED: [u64; 1] = [2];

fn gcd_game_cases() -> SmallCases {
    let grid = set::gcd_game::table(&GCD_FIXED, 15);
    let check = set::gcd_game::check_pattern(&grid, &GCD_FIXED);
    let what = "three numbers (2, b, c), b and c from 1 to 15 (rows b, columns c; a blank where \
                gcd(2, b, c) > 1, no position)";
    let mut memo = BTreeMap::new();
    let triple = |numbers: &[u64]| {
        let texts: Vec<String> = numbers.iter().map(u64::to_string).collect();
        format!("({})", texts.join(", "))
    };
    let mut cases = SmallCases::grid(what.into(), &grid, "b \\ c", check, |b, c, &outcome| {
        let numbers = set::gcd_game::with_pair(&GCD_FIXED, b, c);
        match outcome {
            Some(outcome) => {
                let mut sorted = numbers.clone();
                sorted.sort_unstable();
                let moves = set::gcd_game::options(&sorted).into_iter().map(|option| {
                    let wins = set::gcd_game::mover_wins_brute(&option, &mut memo);
                    (triple(&option), Outcome::from_mover_wins(wins))
                });
                let moves: Vec<_> = moves.collect();
                outcome_cell(&triple(&numbers), outcome, &moves)
            }
            None => blank(format!("{} is no position: its gcd is 2.", triple(&numbers))),
        }
    });
    // A cell is named as the sentences name a position, (2, b, c), not by its place (b, c).
    for case in &mut cases.cases {
        case.name.insert_str(1, "2, ");
    }
    cases
}

/// A pair of numbers as the tables name it: `(3, 5)`.
fn pair(x: u64, y: impl Display) -> String {
    format!("({x}, {y})")
}

/// Moves named with their outcomes, collected.
fn named(moves: impl Iterator<Item = (String, Outcome)>) -> Vec<(String, Outcome)> {
    moves.collect()
}

/// A cell that is no position of the game.
fn blank(sentence: String) -> (String, Tone, String) {
    ("·".into(), Tone::Blank, sentence)
}

/// The answer of request `R` read from `fields` by its own parsers (a problem's request
/// answers with a [`ProblemSetAnswer`]).
fn answer<R: Request>(fields: &Fields) -> Result<ProblemSetAnswer, Vec<FieldError>> {
    match R::from_fields(fields)?.solve()? {
        Answer::ProblemSet(answer) => Ok(answer),
        _ => Err(vec![FieldError::new("game", "not a problem of the set")]),
    }
}

/// The request `R` read from `fields` by its own parsers, written as the object literal a
/// `cgt.solve` call takes: lists as arrays, pairs `x-y` as `[x, y]`, numbers above 2^53 - 1
/// as strings (read exactly).
fn console<R: Request>(fields: &Fields) -> Option<String> {
    let mut written = Fields::new();
    R::from_fields(fields).ok()?.write_fields(&mut written);
    let number = |text: &str| match text.parse::<u64>() {
        Ok(value) if value < 1 << 53 => value.to_string(),
        _ => format!("\"{text}\""),
    };
    let list = |items: Vec<String>| format!("[{}]", items.join(", "));
    let mut parts = vec![format!("game: \"{}\"", R::GAME)];
    for &name in R::FIELDS {
        let text = written.get(name)?;
        let value = if text.contains('-') {
            list(text.split(',').map(|pair| list(pair.split('-').map(number).collect())).collect())
        } else if LIST_FIELDS.contains(&name) {
            list(text.split(',').filter(|item| !item.is_empty()).map(number).collect())
        } else {
            number(text)
        };
        parts.push(format!("{name}: {value}"));
    }
    Some(format!("{{{}}}", parts.join(", ")))
}

/// The requests' fields that are lists (arrays in `cgt.solve`).
const LIST_FIELDS: [&str; 4] = ["piles", "numbers", "groups", "reclaimed"];

/// The ten pages, in the deck's order.
pub const PAGES: [Page; 10] = [
    Page {
        problem: &set::split_piles::PROBLEM,
        cases: split_piles_cases,
        solve: answer::<problem_set::split_piles::SplitPilesRequest>,
        console: console::<problem_set::split_piles::SplitPilesRequest>,
        parts: Some("piles"),
        fields: &[(
            "problem-piles",
            "piles",
            "Piles",
            "1 to 10^9 stones each, up to 100,000 piles",
        )],
        example: "piles=1000000000,999999999,7",
        sample: "3\n1 2 3\n",
        see_also: Some(|| {
            let why = "the octal game 4.0: its digit 4 before the point splits a heap in two \
                       nonempty heaps, and no digit after it removes stones";
            ("octal", "code=4.0&n=40".into(), why)
        }),
    },
    Page {
        problem: &set::prime_powers::PROBLEM,
        cases: prime_powers_cases,
        solve: answer::<problem_set::prime_powers::PrimePowersRequest>,
        console: console::<problem_set::prime_powers::PrimePowersRequest>,
        parts: None,
        fields: &[("problem-n", "n", "Coins N", "1 to 10^9")],
        example: "n=999999996",
        sample: "2\n1\n8\n",
        see_also: Some(|| {
            let moves: Vec<String> =
                set::prime_powers::moves_up_to(60).iter().map(u64::to_string).collect();
            let query = format!("moves={}&n=60", moves.join(","));
            ("sg-table", query, "a subtraction game whose moves are the prime powers")
        }),
    },
    Page {
        problem: &set::nim_ranges::PROBLEM,
        cases: nim_ranges_cases,
        solve: answer::<problem_set::nim_ranges::NimRangesRequest>,
        console: console::<problem_set::nim_ranges::NimRangesRequest>,
        parts: Some("groups (each a sum of Nim piles)"),
        fields: &[(
            "problem-groups",
            "groups",
            "Groups x-m",
            "each group x-m: m piles of x, x + 1, ...; x, m up to 10^16",
        )],
        example: "groups=10000000000000000-10000000000000000,3-5",
        sample: "2\n2 1\n3 2\n",
        see_also: Some(|| {
            ("sums", "c=nim:2,nim:3,nim:4".into(), "a sum of Nim heaps (the sample's 2, 3 and 4)")
        }),
    },
    Page {
        problem: &set::half_nim::PROBLEM,
        cases: half_nim_cases,
        solve: answer::<problem_set::half_nim::HalfNimRequest>,
        console: console::<problem_set::half_nim::HalfNimRequest>,
        parts: Some("piles"),
        fields: &[(
            "problem-piles",
            "piles",
            "Piles",
            "1 to 2 * 10^18 stones each, up to 100 piles",
        )],
        example: "piles=2000000000000000000,1999999999999999999,7",
        sample: "2\n2\n4 4\n3\n1 2 3\n",
        see_also: None,
    },
    Page {
        problem: &set::copies::PROBLEM,
        cases: copies_cases,
        solve: answer::<problem_set::copies::CopiesRequest>,
        console: console::<problem_set::copies::CopiesRequest>,
        parts: Some("towers"),
        fields: &[("problem-numbers", "numbers", "Towers", "heights 1 to 10^5, up to 100 towers")],
        example: "numbers=100000,99991,6",
        sample: "2\n2\n1 2\n3\n1 2 3\n",
        see_also: None,
    },
    Page {
        problem: &river::PROBLEM,
        cases: river_cases,
        solve: answer::<problem_set::river::RiverRequest>,
        console: console::<problem_set::river::RiverRequest>,
        parts: Some("stretches of free rows"),
        fields: &[
            ("problem-rows", "rows", "Rows r", "1 to 100"),
            (
                "problem-reclaimed",
                "reclaimed",
                "Reclaimed cells",
                "row-column pairs, e.g. 4-1, 8-1",
            ),
        ],
        example: "rows=100&reclaimed=4-1,8-1,60-2",
        sample: "12 2\n4 1\n8 1\n",
        see_also: None,
    },
    Page {
        problem: &set::two_piles_k::PROBLEM,
        cases: two_piles_k_cases,
        solve: answer::<problem_set::two_piles_k::TwoPilesKRequest>,
        console: console::<problem_set::two_piles_k::TwoPilesKRequest>,
        parts: None,
        fields: &[
            ("problem-a", "a", "Pile A", "0 to 10^18"),
            ("problem-b", "b", "Pile B", "0 to 10^18"),
            ("problem-k", "k", "Jump k", "1 to 10^18"),
        ],
        example: "a=1000000000000000000&b=999999999999999999&k=2",
        sample: "10 2\n1 1\n1 2\n2 1\n2 2\n1 3\n2 3\n3 1\n3 2\n3 3\n4 3\n",
        see_also: None,
    },
    Page {
        problem: &set::powers_and_mod::PROBLEM,
        cases: powers_and_mod_cases,
        solve: answer::<problem_set::powers_and_mod::PowersAndModRequest>,
        console: console::<problem_set::powers_and_mod::PowersAndModRequest>,
        parts: None,
        fields: &[
            ("problem-a", "a", "Number a", "0 to 10^18"),
            ("problem-b", "b", "Number b", "0 to 10^18"),
        ],
        example: "a=1000000000000000000&b=999999999999999999",
        sample: "4\n10 21\n31 10\n0 1\n10 30\n",
        see_also: None,
    },
    Page {
        problem: &set::power_race::PROBLEM,
        cases: power_race_cases,
        solve: answer::<problem_set::power_race::PowerRaceRequest>,
        console: console::<problem_set::power_race::PowerRaceRequest>,
        parts: None,
        fields: &[
            ("problem-a", "a", "Boxes a", "1 to 10,000"),
            ("problem-b", "b", "Items b", "1 to 30"),
            ("problem-n", "n", "Limit n", "2 to 10^9, with a^b < n"),
        ],
        example: "a=10000&b=2&n=1000000000",
        sample: "2 2 10\n",
        see_also: None,
    },
    Page {
        problem: &set::gcd_game::PROBLEM,
        cases: gcd_game_cases,
        solve: answer::<problem_set::gcd_game::GcdGameRequest>,
        console: console::<problem_set::gcd_game::GcdGameRequest>,
        parts: None,
        fields: &[(
            "problem-numbers",
            "numbers",
            "Numbers",
            "1 to 10^9 each, gcd 1, up to 100,000 numbers",
        )],
        example: "numbers=1000000000,999999999,6",
        sample: "3\n3 6 7\n",
        see_also: None,
    },
];

/// The page named `name` (its game), as a link gives it.
pub fn parse_page(field: &str, text: &str) -> Result<usize, FieldError> {
    PAGES.iter().position(|page| page.name() == text.trim()).ok_or_else(|| {
        let names: Vec<&str> = PAGES.iter().map(Page::name).collect();
        let shown: String = text.chars().take(40).collect();
        FieldError::new(
            field,
            format!("no problem '{shown}'; the problems are {}", names.join(", ")),
        )
    })
}

/// Who wins, in words.
fn winner_words(winner: Winner) -> &'static str {
    match winner {
        Winner::First => "The first player (the one to move) wins.",
        Winner::Second => "The second player wins.",
    }
}

/// The most values an answer lists on the page.
const SHOWN: usize = 20;

/// Numbers in a line, the first [`SHOWN`] of them and how many more.
fn listed(values: impl ExactSizeIterator<Item = String>) -> String {
    let more = values.len().saturating_sub(SHOWN);
    let shown: Vec<String> = values.take(SHOWN).collect();
    if more > 0 { format!("{}, ... ({more} more)", shown.join(", ")) } else { shown.join(", ") }
}

/// A fast solution's answer in words: the verdict and what it rests on.
pub fn answer_lines(answer: &ProblemSetAnswer) -> (String, String) {
    match answer {
        ProblemSetAnswer::SplitPiles(answer) => {
            let last = answer.winner_by_prefix.last().copied().unwrap_or(Winner::Second);
            let winners = answer.winner_by_prefix.iter().map(|&winner| match winner {
                Winner::First => "first".to_string(),
                Winner::Second => "second".to_string(),
            });
            (
                winner_words(last).into(),
                format!("Winner after each prefix of the piles: {}.", listed(winners)),
            )
        }
        ProblemSetAnswer::Winner(answer) => (winner_words(answer.winner).into(), String::new()),
        ProblemSetAnswer::NimRanges(answer) => (
            winner_words(answer.winner).into(),
            format!("The nim-sum of every pile of every group is {}.", answer.nim_sum.0),
        ),
        ProblemSetAnswer::Grundy(answer) => {
            let values = answer.grundy.iter().map(|value| value.0.to_string());
            let sum = answer.grundy.iter().fold(0, |sum, value| sum ^ value.0);
            let detail = format!(
                "Grundy values (by the Sprague-Grundy theorem the sum is worth their nim-sum): \
                 {}; nim-sum {sum}.",
                listed(values)
            );
            (winner_words(answer.winner).into(), detail)
        }
        ProblemSetAnswer::PowerRace(answer) => {
            let line = match answer.outcome {
                Ending::First => "The first player (the one to move) wins.",
                Ending::Second => "The second player wins.",
                Ending::Draw => "A draw: neither player can force a win.",
            };
            (line.into(), String::new())
        }
    }
}

/// The verdict's colour: a loss for the player to move, a win, or a draw.
pub fn tone(answer: &ProblemSetAnswer) -> Tone {
    let first = |winner: Winner| if winner == Winner::First { Tone::Win } else { Tone::Lose };
    match answer {
        ProblemSetAnswer::SplitPiles(answer) => {
            first(answer.winner_by_prefix.last().copied().unwrap_or(Winner::Second))
        }
        ProblemSetAnswer::Winner(answer) => first(answer.winner),
        ProblemSetAnswer::NimRanges(answer) => first(answer.winner),
        ProblemSetAnswer::Grundy(answer) => first(answer.winner),
        ProblemSetAnswer::PowerRace(answer) => match answer.outcome {
            Ending::First => Tone::Win,
            Ending::Second => Tone::Lose,
            Ending::Draw => Tone::Draw,
        },
    }
}

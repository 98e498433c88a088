//! The small cases of a problem, laid out for the page: each cell of the brute-force table (an
//! SG value with the mex it is, or a win/lose/draw verdict) with its name, its text and its
//! sentence, in the order the table is filled, and the pattern's check against every cell.

use std::fmt::Display;

use crate::solve::problem_set::{Grid, Outcome, PatternCheck, SgCell};
use crate::ui::kit::prelude::*;

/// How the cells are laid out on the page.
#[derive(Clone, Debug, PartialEq)]
pub enum Layout {
    /// One row of positions numbered from `first` (the lecture's SG tables), labelled `labels`
    /// (the positions' line and the values' line).
    Row { first: u32, labels: [&'static str; 2] },
    /// A grid of `rows` rows and `cols` columns, filled row by row: the rows named by
    /// `row_names`, the columns numbered from `first_col`, the corner saying what the
    /// coordinates are.
    Grid { corner: &'static str, row_names: Vec<String>, first_col: u64, cols: usize },
}

/// How a cell is coloured: a P-position or lost cell, an N-position or won cell, a draw, or no
/// position at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// Grundy value 0, or lost for the player to move.
    Lose,
    /// Grundy value above 0, or won for the player to move.
    Win,
    /// Neither player can force a win.
    Draw,
    /// Not a position of the game (e.g. gcd above 1).
    Blank,
}

impl Tone {
    /// The cell's class.
    pub fn class(self) -> &'static str {
        match self {
            Tone::Lose => "p",
            Tone::Win => "n",
            Tone::Draw => "d",
            Tone::Blank => "blank",
        }
    }
}

/// One cell of the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    /// The position, as the pattern's check names it (`g(7)`, `(3, 5)`).
    pub name: String,
    /// What the cell shows: the Grundy value or W, L, D.
    pub text: String,
    /// Its colour.
    pub tone: Tone,
    /// How it was decided: `g(7) = mex{0, 2} = 1`, or the verdict in words.
    pub sentence: String,
    /// Whether the pattern disagrees with the table here.
    pub exception: bool,
}

/// A problem's small cases searched: the cells in filling order, their layout, the pattern's
/// check against every one of them.
#[derive(Clone, Debug, PartialEq)]
pub struct SmallCases {
    /// What was searched, e.g. "one pile of n coins, n = 0 to 60".
    pub what: String,
    /// The layout.
    pub layout: Layout,
    /// The cells, in the order they are filled.
    pub cases: Vec<Case>,
    /// The pattern checked against every cell.
    pub check: PatternCheck,
}

impl SmallCases {
    /// The cases of an SG table laid out in one row from `first` (positions `first` on).
    pub fn sg_row<P: Display>(
        what: String,
        cells: &[SgCell<P>],
        first: u32,
        labels: [&'static str; 2],
        check: PatternCheck,
    ) -> SmallCases {
        let cases = sg_cases(cells, &check);
        SmallCases { what, layout: Layout::Row { first, labels }, cases, check }
    }

    /// The cases of an SG table laid out in a grid of `row_names` rows (filled row by row, the
    /// columns numbered from `first_col`).
    pub fn sg_grid<P: Display>(
        what: String,
        cells: &[SgCell<P>],
        (corner, row_names, first_col): (&'static str, Vec<String>, u64),
        check: PatternCheck,
    ) -> SmallCases {
        let cases = sg_cases(cells, &check);
        let cols = cases.len() / row_names.len().max(1);
        SmallCases {
            what,
            layout: Layout::Grid { corner, row_names, first_col, cols },
            cases,
            check,
        }
    }

    /// What the cells' texts and colours mean: for a table of values (Grundy values, nim-sums),
    /// the P-positions' 0; for a win/lose table, its letters (D and the blank only where the
    /// table has them).
    pub fn legend(&self) -> String {
        if self.cases.iter().all(|case| case.text.parse::<u64>().is_ok()) {
            return "Each cell shows its value; highlighted, the 0s: the P-positions, lost for \
                    the player to move."
                .into();
        }
        let has = |tone: Tone| self.cases.iter().any(|case| case.tone == tone);
        let mut letters = vec![
            "W: won by the player to move",
            "L (highlighted): lost by the player to move, a P-position",
        ];
        if has(Tone::Draw) {
            letters.push("D: drawn, play goes on forever");
        }
        if has(Tone::Blank) {
            letters.push("·: no position of the game");
        }
        format!("{}.", letters.join("; "))
    }

    /// The cases of a two-number grid whose cells are shown by `show` (text, tone, sentence),
    /// given the cell's coordinates.
    pub fn grid<T>(
        what: String,
        grid: &Grid<T>,
        corner: &'static str,
        check: PatternCheck,
        mut show: impl FnMut(u64, u64, &T) -> (String, Tone, String),
    ) -> SmallCases {
        let cases = grid
            .iter()
            .map(|(row, col, cell)| {
                let name = format!("({row}, {col})");
                let (text, tone, sentence) = show(row, col, cell);
                let exception = check.failures.contains(&name);
                Case { name, text, tone, sentence, exception }
            })
            .collect();
        let row_names = (0..grid.cells.len() as u64).map(|i| (grid.first_row + i).to_string());
        let cols = grid.cells.first().map_or(0, Vec::len);
        let layout = Layout::Grid {
            corner,
            row_names: row_names.collect(),
            first_col: grid.first_col,
            cols,
        };
        SmallCases { what, layout, cases, check }
    }
}

/// An SG table's cells as cases: the value, its tone, the mex sentence.
fn sg_cases<P: Display>(cells: &[SgCell<P>], check: &PatternCheck) -> Vec<Case> {
    cells
        .iter()
        .map(|cell| {
            let name = format!("g({})", cell.position);
            let tone = if cell.grundy == 0 { Tone::Lose } else { Tone::Win };
            let verdict = if cell.grundy == 0 {
                "a P-position: the player to move loses"
            } else {
                "an N-position: the player to move wins"
            };
            let sentence = format!("{}: {verdict}.", cell.sentence());
            let exception = check.failures.contains(&name);
            Case { name, text: cell.grundy.to_string(), tone, sentence, exception }
        })
        .collect()
}

/// The most moves a lost cell's sentence lists.
const LISTED_MOVES: usize = 4;

/// A win/lose/draw cell's text, tone and sentence, the position named `name`, explained by
/// its moves (`moves`: each position a move reaches, named, with its outcome): the winning
/// move named, or the won positions every move reaches, or the move that keeps a draw going.
pub fn outcome_cell(
    name: &str,
    outcome: Outcome,
    moves: &[(String, Outcome)],
) -> (String, Tone, String) {
    let first = |wanted: Outcome| moves.iter().find(|(_, reached)| *reached == wanted);
    let (tone, why) = match outcome {
        Outcome::Win => {
            let why = match first(Outcome::Lose) {
                Some((to, _)) => format!("the move to {to} reaches a lost position"),
                None => "some move reaches a lost position".into(),
            };
            (Tone::Win, format!("won by the player to move: {why}"))
        }
        Outcome::Lose if moves.is_empty() => {
            (Tone::Lose, "lost by the player to move: no move is left".into())
        }
        Outcome::Lose => {
            let shown: Vec<&str> =
                moves.iter().take(LISTED_MOVES).map(|(to, _)| to.as_str()).collect();
            let more = if moves.len() > LISTED_MOVES { ", ..." } else { "" };
            let why = format!("every move reaches a won position ({}{more})", shown.join(", "));
            (Tone::Lose, format!("lost by the player to move: {why}"))
        }
        Outcome::Draw => {
            let why = match first(Outcome::Draw) {
                Some((to, _)) => format!(", and the move to {to} keeps it drawn"),
                None => String::new(),
            };
            (
                Tone::Draw,
                format!("drawn: no move reaches a lost position{why}: play goes on forever"),
            )
        }
    };
    (outcome.letter().to_string(), tone, format!("{name} is {why}."))
}

/// The options of a win/lose(/draw) cell's question, by its letter.
const VERDICTS: [(&str, &str); 3] = [("W", "W: won"), ("L", "L: lost"), ("D", "D: drawn")];

impl Timeline for SmallCases {
    const ASKS: bool = true;

    fn last(&self) -> u32 {
        // The tables are bounded by the problems' small-case limits, far below 2^32 cells.
        u32::try_from(self.cases.len().saturating_sub(1)).unwrap_or(u32::MAX)
    }

    fn label(&self, k: u32) -> String {
        self.cases.get(k as usize).map_or_else(String::new, |case| case.name.clone())
    }

    fn sentence(&self, k: u32) -> String {
        self.cases.get(k as usize).map_or_else(String::new, |case| case.sentence.clone())
    }

    /// A value's cell asks the value ("What is g(7)?"); a verdict's cell asks won, lost (or
    /// drawn, in a table with draws) for the player to move; a cell that is no position asks
    /// nothing, and neither does one an earlier cell's sentence names (problem 9's moves go to
    /// cells filled later: "every move reaches a won position ((2, 2), (1, 3))" answers them).
    fn question(&self, k: u32) -> Option<Question> {
        let case = self.cases.get(k as usize).filter(|case| case.tone != Tone::Blank)?;
        let earlier = &self.cases[..k as usize];
        if earlier.iter().any(|before| before.sentence.contains(&case.name)) {
            return None;
        }
        if let Ok(value) = case.text.parse::<u64>() {
            let prompt = if case.name.starts_with("g(") {
                format!("What is {}?", case.name)
            } else {
                format!("What number goes in the cell {}?", case.name)
            };
            return number_question(prompt, value);
        }
        let draws = self.cases.iter().any(|case| case.tone == Tone::Draw);
        let verdicts = if draws { &VERDICTS[..] } else { &VERDICTS[..2] };
        let correct = verdicts.iter().position(|(letter, _)| *letter == case.text)?;
        let options: Vec<&str> = verdicts.iter().map(|(_, option)| *option).collect();
        let prompt = format!(
            "{}: won or lost for the player to move{}?",
            case.name,
            if draws { ", or drawn" } else { "" }
        );
        Some(choice_question(prompt, &options, correct))
    }
}

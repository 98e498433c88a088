//! The two-pile table request: `{game: "nim-table", rows, cols, rule?}`, also the nim-table
//! lab's URL. `rule: "wythoff"` gives Wythoff's game's table from the same kernel.

use super::Answer;
use super::request::Request;
use serde::Serialize;

use super::fields::{FieldError, Fields, parse_choice, parse_in_range};
use crate::solve::two_pile::{self, GrundyTable, MAX_SIDE, Rule, TableFill};

/// The rules by name.
const RULES: &[(&str, Rule)] = &[("nim", Rule::Nim), ("wythoff", Rule::Wythoff)];

/// The Grundy table of a two-pile game: x = 0..cols (the first pile), y = 0..rows (the second).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NimTableRequest {
    /// The game.
    pub rule: Rule,
    /// The number of rows (values of y).
    pub rows: usize,
    /// The number of columns (values of x).
    pub cols: usize,
}

impl Default for NimTableRequest {
    /// The lecture's 6 x 6 table of two-pile Nim.
    fn default() -> NimTableRequest {
        NimTableRequest { rule: Rule::Nim, rows: 6, cols: 6 }
    }
}

/// What `cgt.solve` returns for a nim-table request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NimTableAnswer {
    /// `values[y][x]` = SG(x, y): one array per row, as the table is drawn.
    pub values: Vec<Vec<u32>>,
}

impl Request for NimTableRequest {
    /// The game's name in `cgt.solve` requests.
    const GAME: &'static str = "nim-table";

    /// The request's fields besides `game`.
    const FIELDS: &'static [&'static str] = &["rows", "cols", "rule"];

    /// Reads the request from fields, reporting every bad field (`rule` defaults to nim).
    fn from_fields(fields: &Fields) -> Result<NimTableRequest, Vec<FieldError>> {
        let rows = Self::parse_side("rows", fields.get("rows").unwrap_or(""));
        let cols = Self::parse_side("cols", fields.get("cols").unwrap_or(""));
        let rule = fields.get("rule").map_or(Ok(Rule::Nim), Self::parse_rule);
        match (rows, cols, rule) {
            (Ok(rows), Ok(cols), Ok(rule)) => Ok(NimTableRequest { rule, rows, cols }),
            (rows, cols, rule) => {
                Err(rows.err().into_iter().chain(cols.err()).chain(rule.err()).collect())
            }
        }
    }

    /// Writes the request's fields (`rule` only when not Nim).
    fn write_fields(&self, fields: &mut Fields) {
        fields.set("rows", self.rows.to_string());
        fields.set("cols", self.cols.to_string());
        if self.rule != Rule::Nim {
            fields.set("rule", Self::rule_name(self.rule));
        }
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::NimTable(self.answer()))
    }
}

impl NimTableRequest {
    /// Parses a side: 1 to 256.
    pub fn parse_side(field: &str, text: &str) -> Result<usize, FieldError> {
        parse_in_range(field, text, 1, MAX_SIDE as u64).map(|side| side as usize)
    }

    /// Parses the rule: `nim` or `wythoff`.
    pub fn parse_rule(text: &str) -> Result<Rule, FieldError> {
        parse_choice("rule", text, RULES)
    }

    /// The rule's name.
    pub fn rule_name(rule: Rule) -> &'static str {
        RULES.iter().find(|(_, r)| *r == rule).map_or("nim", |(name, _)| name)
    }

    /// The work of filling the table (one unit per option read, one per cell).
    pub fn work(&self) -> u64 {
        two_pile::work(self.rule, self.cols, self.rows)
    }

    /// A resumable fill of the table.
    pub fn job(&self) -> TableFill {
        TableFill::new(self.rule, self.cols, self.rows)
    }

    /// The table, at once.
    pub fn table(&self) -> GrundyTable {
        self.job().finish()
    }

    /// Computes the answer.
    pub fn answer(&self) -> NimTableAnswer {
        NimTableAnswer { values: self.table().rows_of_values().map(<[u32]>::to_vec).collect() }
    }
}

//! The `alpha-beta` request: minimax and alpha-beta on a game tree whose leaves hold values.
//!
//! `{game: "alpha-beta", tree: [[3, 5], [2, [9, 1]]], maximizingRoot?: true}` from JS; in a link
//! the tree is written with round brackets, `tree=((3,5),(2,(9,1)))` (square brackets and spaces
//! are read too). A number is a leaf, a list a node whose children are its items. Up to
//! 1,000,000 nodes, 64 levels below the root, leaf values from -10^15 to 10^15.

use serde::Serialize;

use super::Answer;
use super::fields::{FieldError, Fields, parse_choice, parse_count};
use super::request::Request;
use crate::solve::alpha_beta::{GameTree, MoveOrder, TreeBuilder, alpha_beta, best_moves};

/// A game tree and whether its root maximises.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AlphaBetaRequest {
    /// The tree.
    pub tree: GameTree,
    /// Whether the player to move at the root maximises (default yes).
    pub maximizing_root: bool,
}

/// What `cgt.solve` returns for a game tree.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AlphaBetaAnswer {
    /// The root's minimax value.
    pub value: i64,
    /// Leaves minimax evaluates: every leaf.
    pub leaves_minimax: u64,
    /// Leaves alpha-beta evaluates, the children searched in the order given.
    pub leaves_alpha_beta: u64,
    /// The root's best moves: the indices (from 0) of its children whose value is the root's.
    pub best_moves: Vec<u32>,
}

const YES_NO: &[(&str, bool)] = &[("true", true), ("yes", true), ("false", false), ("no", false)];

impl Request for AlphaBetaRequest {
    const GAME: &'static str = "alpha-beta";
    const FIELDS: &'static [&'static str] = &["tree", "maximizingRoot"];

    fn from_fields(fields: &Fields) -> Result<AlphaBetaRequest, Vec<FieldError>> {
        let tree = parse_tree(fields.get("tree").unwrap_or(""));
        let maximizing_root = match fields.get("maximizingRoot") {
            Some(text) if !text.trim().is_empty() => parse_choice("maximizingRoot", text, YES_NO),
            _ => Ok(true),
        };
        match (tree, maximizing_root) {
            (Ok(tree), Ok(maximizing_root)) => Ok(AlphaBetaRequest { tree, maximizing_root }),
            (tree, root) => Err(tree.err().into_iter().chain(root.err()).collect()),
        }
    }

    fn write_fields(&self, fields: &mut Fields) {
        fields.set("tree", self.tree.text());
        if !self.maximizing_root {
            fields.set("maximizingRoot", "false");
        }
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        let search = alpha_beta(&self.tree, self.maximizing_root, MoveOrder::AsGiven, &mut ());
        Ok(Answer::AlphaBeta(AlphaBetaAnswer {
            value: search.value,
            leaves_minimax: self.tree.leaf_count(),
            leaves_alpha_beta: search.leaves,
            best_moves: best_moves(&self.tree, self.maximizing_root),
        }))
    }
}

/// The largest leaf value's magnitude.
const MAX_LEAF: u64 = 1_000_000_000_000_000;

/// The value of the leaf `number`, an optional minus and digits, or why it is not one.
fn leaf_value(number: &str) -> Result<i64, String> {
    let (sign, digits) = number.strip_prefix('-').map_or((1, number), |digits| (-1, digits));
    // Digits alone, at most 16 of them, are read here; the rest (the sign alone, a value past
    // the limit) by the fields' reader, which says what is wrong.
    if !digits.is_empty() && digits.len() <= 16 {
        let magnitude = digits.bytes().fold(0, |value, digit| value * 10 + u64::from(digit - b'0'));
        if magnitude <= MAX_LEAF {
            // At most 10^15, checked just above.
            return Ok(sign * magnitude as i64);
        }
    }
    match parse_count("tree", digits, MAX_LEAF) {
        Ok(magnitude) => Ok(sign * magnitude as i64),
        Err(e) => {
            Err(format!("leaf {number}: {} (leaf values are from -10^15 to 10^15)", e.message))
        }
    }
}

/// Reads a tree written as nested lists, `((3,5),(2,(9,1)))`: brackets round or square, items
/// separated by commas or spaces. The builder checks the limits as the tree grows.
pub fn parse_tree(text: &str) -> Result<GameTree, FieldError> {
    let error = |message: String| FieldError::new("tree", message);
    if text.trim().is_empty() {
        return Err(error(
            "missing; give a tree such as ((3,5),(2,(9,1))): a number is a leaf, a list a node"
                .into(),
        ));
    }
    let mut builder = TreeBuilder::new();
    let bytes = text.as_bytes();
    let mut at = 0;
    // Whether an item has just ended (a separator or a closing bracket must come next).
    let mut after_item = false;
    while let Some(&byte) = bytes.get(at) {
        let start = at;
        at += 1;
        let built = match byte {
            b'(' | b'[' if !after_item => builder.open(),
            b')' | b']' => {
                after_item = true;
                builder.close()
            }
            b',' | b' ' | b'\t' | b'\n' => {
                after_item = false;
                Ok(())
            }
            b'-' | b'0'..=b'9' if !after_item => {
                while bytes.get(at).is_some_and(u8::is_ascii_digit) {
                    at += 1;
                }
                after_item = true;
                builder.leaf(leaf_value(&text[start..at]).map_err(error)?)
            }
            _ => {
                // The rest of the text from here, at a character's start: every byte matched
                // above is ASCII, so `start` is one.
                let rest = text.get(start..).unwrap_or_default();
                return Err(error(match rest.chars().next() {
                    Some(ch) if after_item => {
                        format!("'{ch}' follows an item; separate items with commas")
                    }
                    _ => {
                        let shown: String = rest.chars().take(12).collect();
                        format!(
                            "'{shown}' is not part of a tree; write numbers and brackets, such as ((3,5),(2,9))"
                        )
                    }
                }));
            }
        };
        built.map_err(|e| error(e.to_string()))?;
    }
    builder.finish().map_err(|e| error(e.to_string()))
}

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
    let mut chars = text.char_indices().peekable();
    // Whether an item has just ended (a separator or a closing bracket must come next).
    let mut after_item = false;
    while let Some((at, ch)) = chars.next() {
        let built = match ch {
            '(' | '[' if !after_item => builder.open(),
            ')' | ']' => {
                after_item = true;
                builder.close()
            }
            ',' | ' ' | '\t' | '\n' => {
                after_item = false;
                Ok(())
            }
            '-' | '0'..='9' if !after_item => {
                let mut end = at + ch.len_utf8();
                while let Some(&(next_at, next)) = chars.peek() {
                    if !next.is_ascii_digit() {
                        break;
                    }
                    end = next_at + 1;
                    chars.next();
                }
                after_item = true;
                let number = &text[at..end];
                let (sign, digits) =
                    number.strip_prefix('-').map_or((1, number), |digits| (-1, digits));
                let magnitude =
                    parse_count("tree", digits, 1_000_000_000_000_000).map_err(|e| {
                        error(format!(
                            "leaf {number}: {} (leaf values are from -10^15 to 10^15)",
                            e.message
                        ))
                    })?;
                // At most 10^15, checked just above.
                builder.leaf(sign * magnitude as i64)
            }
            _ if after_item && ch != ')' => {
                return Err(error(format!("'{ch}' follows an item; separate items with commas")));
            }
            _ => {
                let shown: String = text[at..].chars().take(12).collect();
                return Err(error(format!(
                    "'{shown}' is not part of a tree; write numbers and brackets, such as ((3,5),(2,9))"
                )));
            }
        };
        built.map_err(|e| error(e.to_string()))?;
    }
    builder.finish().map_err(|e| error(e.to_string()))
}

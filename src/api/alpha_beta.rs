//! The `alpha-beta` request: minimax and alpha-beta on a game tree whose leaves hold values.
//!
//! `{game: "alpha-beta", tree: [[3, 5], [2, [9, 1]]], maximizingRoot?: true}` from JS; in a link
//! the tree is written with round brackets, `tree=((3,5),(2,(9,1)))` (square brackets and spaces
//! are read too). A number is a leaf, a list a node whose children are its items. Up to
//! 1,000,000 nodes, 64 levels below the root, leaf values from -10^15 to 10^15.

use std::rc::Rc;

use serde::Serialize;

use super::Answer;
use super::fields::{FieldError, Fields, excerpt, parse_choice, parse_count};
use super::request::Request;

use crate::solve::alpha_beta::{
    GameTree, MoveOrder, TreeBuilder, TreeError, alpha_beta, best_moves,
};
use crate::solve::stepwise::Stepwise;

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
        let maximizing_root = parse_maximizing_root(fields.get("maximizingRoot"));
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

/// Whether the root maximises, as the field `maximizingRoot` says (yes when it says nothing).
pub fn parse_maximizing_root(text: Option<&str>) -> Result<bool, FieldError> {
    match text {
        Some(text) if !text.trim().is_empty() => parse_choice("maximizingRoot", text, YES_NO),
        _ => Ok(true),
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
    if digits.is_empty() {
        return Err("a '-' with no digits after it (leaf values are whole numbers from -10^15 to \
                    10^15)"
            .into());
    }
    match parse_count("tree", digits, MAX_LEAF) {
        Ok(magnitude) => Ok(sign * magnitude as i64),
        Err(e) => {
            let (number, message) = (excerpt(number), e.message);
            Err(format!("leaf {number}: {message} (leaf values are from -10^15 to 10^15)"))
        }
    }
}

/// Reads a tree written as nested lists, `((3,5),(2,(9,1)))`: brackets round or square, items
/// separated by commas or spaces. The builder checks the limits as the tree grows.
pub fn parse_tree(text: &str) -> Result<GameTree, FieldError> {
    let mut reader = TreeReader::new(text)?;
    reader.read(text, usize::MAX)?;
    reader.finish()
}

/// A typed tree read a few bytes at a time, as [`parse_tree`] reads it whole (the alpha-beta lab
/// reads a link's tree of 10^6 nodes, 2 MB, in its time slices): each call is given the same
/// text.
#[derive(Debug)]
pub struct TreeReader {
    builder: TreeBuilder,
    /// Where the next byte to read is.
    at: usize,
    /// Whether an item has just ended (a separator or a closing bracket must come next).
    after_item: bool,
}

impl TreeReader {
    /// The reader of `text`, nothing read yet, or why there is no tree.
    pub fn new(text: &str) -> Result<TreeReader, FieldError> {
        if text.trim().is_empty() {
            return Err(FieldError::new(
                "tree",
                "missing; give a tree such as ((3,5),(2,(9,1))): a number is a leaf, a list a node",
            ));
        }
        Ok(TreeReader { builder: TreeBuilder::new(), at: 0, after_item: false })
    }

    /// Reads about `count` more bytes of `text` (a number is read whole): whether all of it is
    /// read, or the first message.
    pub fn read(&mut self, text: &str, count: usize) -> Result<bool, FieldError> {
        let error = |message: String| FieldError::new("tree", message);
        let bytes = text.as_bytes();
        let stop = self.at.saturating_add(count);
        while let Some(&byte) = bytes.get(self.at).filter(|_| self.at < stop) {
            let start = self.at;
            self.at += 1;
            let built = match byte {
                b'(' | b'[' if !self.after_item => self.builder.open(),
                b')' | b']' => {
                    self.after_item = true;
                    self.builder.close()
                }
                b',' | b' ' | b'\t' | b'\n' => {
                    self.after_item = false;
                    Ok(())
                }
                b'-' | b'0'..=b'9' if !self.after_item => {
                    while bytes.get(self.at).is_some_and(u8::is_ascii_digit) {
                        self.at += 1;
                    }
                    self.after_item = true;
                    let number = text.get(start..self.at).unwrap_or_default();
                    self.builder.leaf(leaf_value(number).map_err(error)?)
                }
                _ => {
                    // The rest of the text from here, at a character's start: every byte
                    // matched above is ASCII, so `start` is one.
                    let rest = text.get(start..).unwrap_or_default();
                    return Err(error(match rest.chars().next() {
                        Some(ch) if self.after_item => {
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
        Ok(self.at >= bytes.len())
    }

    /// The share of `text` read, from 0 to 1.
    pub fn progress(&self, text: &str) -> f64 {
        (self.at as f64 / text.len().max(1) as f64).min(1.0)
    }

    /// The tree read, checked.
    pub fn finish(self) -> Result<GameTree, FieldError> {
        self.builder.finish().map_err(|e| FieldError::new("tree", e.to_string()))
    }
}

/// A link's typed tree read in slices: [`TreeReader`] as a job, its message its error.
pub struct TreeReading {
    reader: Result<TreeReader, FieldError>,
    text: Rc<String>,
}

impl TreeReading {
    /// The reading of the tree `text`, nothing read yet.
    pub fn new(text: Rc<String>) -> TreeReading {
        TreeReading { reader: TreeReader::new(&text), text }
    }
}

impl Stepwise for TreeReading {
    type Output = Result<GameTree, TreeError>;

    /// Reads about two bytes per unit of work (a node is written in two bytes or more).
    fn advance(&mut self, work: u64) -> bool {
        let Ok(reader) = &mut self.reader else { return true };
        match reader.read(&self.text, usize::try_from(work).unwrap_or(usize::MAX).saturating_mul(2))
        {
            Ok(done) => done,
            Err(error) => {
                self.reader = Err(error);
                true
            }
        }
    }

    fn progress(&self) -> f64 {
        self.reader.as_ref().map_or(1.0, |reader| reader.progress(&self.text))
    }

    fn finish(self: Box<Self>) -> Result<GameTree, TreeError> {
        let TreeReading { reader, text } = *self;
        let read = reader.and_then(|mut reader| {
            reader.read(&text, usize::MAX)?;
            reader.finish()
        });
        read.map_err(|error| TreeError::Unreadable(error.message))
    }
}

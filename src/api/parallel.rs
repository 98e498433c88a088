//! The `parallel` request: K impartial games played in parallel, solved as their product graph.
//!
//! `{game: "parallel", components: [{moves: [[1, 2], [2], []]}, ...], starts: [0, ...]}` from
//! JS: each component's positions 0..V, position p's moves `moves[p]`, normal play. In a link
//! a component is its positions separated by `/`, each position's moves by dots, `-` for none:
//! `components=1.2/2/-,1/-&starts=0,0`.

use serde::Serialize;

use super::Answer;
use super::fields::{FieldError, Fields, parse_count, parse_number_list};
use super::request::Request;
use super::state_graph::OutcomeAnswer;
use crate::solve::parallel::{Component, product_graph, product_moves, product_states, state_of};
use crate::solve::state_graph::EndlessPlay;
use crate::solve::state_graph::retrograde::solve;

/// The most components: 4.
pub const MAX_COMPONENTS: usize = 4;
/// The most positions of one component: 1,000.
pub const MAX_POSITIONS: usize = 1_000;
/// The most states of the product graph: 10^6.
pub const MAX_PRODUCT_STATES: u64 = 1_000_000;
/// The most moves of the product graph: 5 · 10^6.
pub const MAX_PRODUCT_MOVES: u64 = 5_000_000;

/// Parallel impartial games and the position each starts in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParallelRequest {
    /// The games.
    pub components: Vec<Component>,
    /// Each game's starting position.
    pub starts: Vec<u32>,
}

/// What `cgt.solve` returns for parallel games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ParallelAnswer {
    /// The outcome for the player to move in the combined start.
    pub outcome: OutcomeAnswer,
    /// The product graph's size, V1 · ... · VK.
    pub states: u64,
    /// The components' positions, V1 + ... + VK (what Sprague-Grundy needs instead).
    pub positions: u64,
    /// Each component's Grundy value at its start, `null` for a component with a cycle.
    pub grundy: Vec<Option<u32>>,
}

impl Request for ParallelRequest {
    const GAME: &'static str = "parallel";
    const FIELDS: &'static [&'static str] = &["components", "starts"];
    /// A component's positions, and a position's moves (the parser counts each move given).
    const LONGEST_LIST: u32 = MAX_POSITIONS as u32;

    fn from_fields(fields: &Fields) -> Result<ParallelRequest, Vec<FieldError>> {
        let components =
            parse_components(fields.get("components").unwrap_or("")).map_err(|e| vec![e])?;
        let starts =
            parse_starts(fields.get("starts").unwrap_or(""), &components).map_err(|e| vec![e])?;
        Ok(ParallelRequest { components, starts })
    }

    fn write_fields(&self, fields: &mut Fields) {
        let texts: Vec<String> = self
            .components
            .iter()
            .map(|c| {
                let positions: Vec<String> = (0..c.position_count())
                    .map(|p| match c.moves(p) {
                        [] => "-".to_string(),
                        moves => moves.iter().map(u32::to_string).collect::<Vec<_>>().join("."),
                    })
                    .collect();
                positions.join("/")
            })
            .collect();
        fields.set("components", texts.join(","));
        let starts: Vec<String> = self.starts.iter().map(u32::to_string).collect();
        fields.set("starts", starts.join(","));
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        // Parsing checked the product's size, and checked components always make a graph.
        let graph = product_graph(&self.components)
            .map_err(|error| vec![FieldError::new("components", error.to_string())])?;
        let (_, solved) = solve(graph, EndlessPlay::Draw);
        let start = state_of(&self.components, &self.starts);
        let grundy = self
            .components
            .iter()
            .zip(&self.starts)
            .map(|(c, &q)| c.grundy().map(|values| values[q as usize]))
            .collect();
        Ok(Answer::Parallel(ParallelAnswer {
            outcome: solved.outcome[start].into(),
            states: product_states(&self.components),
            positions: self.components.iter().map(|c| c.position_count() as u64).sum(),
            grundy,
        }))
    }
}

/// Reads the components: at most [`MAX_COMPONENTS`], each of at most [`MAX_POSITIONS`]
/// positions, and a product graph of at most [`MAX_PRODUCT_STATES`] states and
/// [`MAX_PRODUCT_MOVES`] moves (checked before it is built).
pub fn parse_components(text: &str) -> Result<Vec<Component>, FieldError> {
    let error = |message: String| FieldError::new("components", message);
    let items: Vec<&str> = text
        .split([',', ';'])
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .take(MAX_COMPONENTS + 1)
        .collect();
    if items.is_empty() {
        return Err(error("missing; give components such as 1.2/2/-,1/- (positions separated by /, each position's moves by dots, - for none)".into()));
    }
    if items.len() > MAX_COMPONENTS {
        return Err(error(format!(
            "more than {MAX_COMPONENTS} components; the limit is {MAX_COMPONENTS}"
        )));
    }
    let mut components = Vec::new();
    for (k, item) in items.iter().enumerate() {
        let mut lists: Vec<Vec<u64>> = Vec::new();
        for position in item.split('/').map(str::trim) {
            if lists.len() == MAX_POSITIONS {
                return Err(error(format!(
                    "component {} has more than {MAX_POSITIONS} positions; the limit is {MAX_POSITIONS}",
                    k + 1
                )));
            }
            let mut moves = Vec::new();
            for token in position.split(['.', ' ']).filter(|t| !t.is_empty() && *t != "-") {
                if moves.len() == MAX_POSITIONS {
                    return Err(error(format!(
                        "component {}: a position has more than {MAX_POSITIONS} moves",
                        k + 1
                    )));
                }
                let to = parse_count("components", token, u64::from(u32::MAX)).map_err(|e| {
                    error(format!("component {}, position {}: {}", k + 1, lists.len(), e.message))
                })?;
                moves.push(to);
            }
            lists.push(moves);
        }
        components.push(
            Component::try_new(lists).map_err(|e| error(format!("component {}: {e}", k + 1)))?,
        );
    }
    let (states, moves) = (product_states(&components), product_moves(&components));
    if states > MAX_PRODUCT_STATES || moves > MAX_PRODUCT_MOVES {
        return Err(error(format!(
            "the product graph would have {states} states and {moves} moves; the limits are \
             {MAX_PRODUCT_STATES} states and {MAX_PRODUCT_MOVES} moves"
        )));
    }
    Ok(components)
}

/// Reads the starting positions, one per component, each a position of its component.
pub fn parse_starts(text: &str, components: &[Component]) -> Result<Vec<u32>, FieldError> {
    let starts = parse_number_list("starts", text, u64::from(u32::MAX), MAX_COMPONENTS)?;
    if starts.len() != components.len() {
        return Err(FieldError::new(
            "starts",
            format!(
                "{} start{} for {} component{}; give one position per component",
                starts.len(),
                if starts.len() == 1 { "" } else { "s" },
                components.len(),
                if components.len() == 1 { "" } else { "s" }
            ),
        ));
    }
    for (k, (&start, component)) in starts.iter().zip(components).enumerate() {
        if start >= component.position_count() as u64 {
            return Err(FieldError::new(
                "starts",
                format!(
                    "component {} starts at {start}, but its positions are 0 to {}",
                    k + 1,
                    component.position_count() - 1
                ),
            ));
        }
    }
    // Each below its component's count, at most MAX_POSITIONS.
    Ok(starts.into_iter().map(|start| start as u32).collect())
}

//! The state-graph lab's move limit TMAX: the game copied into layers 0..=TMAX
//! (`solve::state_graph::layered::Layered`), state q at time t drawn as (q, t), a game still
//! going at the limit given the rule for endless play (a draw, or a win for a named player), and
//! layer 0's outcomes compared with retrograde analysis of the game itself.

use crate::solve::state_graph::layered::{Horizon, Layered};
use crate::solve::state_graph::retrograde::solve;
use crate::solve::state_graph::{EndlessPlay, Outcome, StateGraph, Work, first_difference};
use crate::ui::kit::prelude::*;

use crate::solve::dag::Digraph;
use crate::ui::widgets::dag_view::{Layout, RADIUS};

use super::state::{DRAWN_MOVES, DRAWN_STATES};

/// Pixels between the layers (columns) of the layered drawing.
const LAYER_GAP: i32 = 80;
/// Pixels between the states (rows), room for a caption under each.
const STATE_GAP: i32 = 58;
/// Space around the layered drawing.
const MARGIN: i32 = 30;

/// The largest TMAX the lab takes.
pub const MAX_TMAX: u32 = 50;

/// Reads TMAX: a whole number from 0 to [`MAX_TMAX`].
pub fn parse_tmax(text: &str) -> Result<u32, FieldError> {
    // At most MAX_TMAX.
    parse_in_range("tmax", text, 0, u64::from(MAX_TMAX)).map(|tmax| tmax as u32)
}

/// The largest TMAX whose layered graph is drawn for a game of `states` states and `moves`
/// moves: (TMAX + 1) · states states and TMAX · moves moves within the drawing's limits; `None`
/// when not even layer 0 fits.
pub fn max_drawn_tmax(states: usize, moves: usize) -> Option<u32> {
    let by_states = (DRAWN_STATES / states.max(1)).checked_sub(1)?;
    let by_moves = DRAWN_MOVES.checked_div(moves).unwrap_or(usize::MAX);
    // At most DRAWN_STATES.
    Some(by_states.min(by_moves).min(MAX_TMAX as usize) as u32)
}

/// The TMAX shown when the link gives none: V + 1 (the paper's bound, enough for every game),
/// or the largest whose layered graph is drawn when that is smaller.
pub fn default_tmax(graph: &StateGraph) -> u32 {
    let bound = graph.state_count().saturating_add(1).min(MAX_TMAX as usize) as u32;
    max_drawn_tmax(graph.state_count(), graph.move_count()).map_or(bound, |fit| fit.min(bound))
}

/// A game layered to TMAX and solved, beside the game's own values.
#[derive(Clone, Debug)]
pub struct LayeredGame {
    pub layered: Rc<Layered>,
    /// The rule at the limit (endless play's).
    pub endless: EndlessPlay,
    /// Whether the layered graph is small enough to draw and step.
    pub drawn: bool,
    /// Layer 0's outcomes: the game's under this limit.
    pub layer_zero: Vec<Outcome>,
    /// The game's outcomes and remoteness by retrograde analysis.
    pub unlayered: Vec<Outcome>,
    pub unlayered_remoteness: Vec<Option<u32>>,
    /// The first state where they differ.
    pub differs: Option<usize>,
    /// The comparison in words.
    pub why: String,
    /// The work of each: the layered graph's bestRes, retrograde analysis.
    pub work: (Work, Work),
    /// The layered graph and where its states go (layers as columns), when drawn.
    pub drawing: Option<(Rc<Digraph>, Rc<Layout>)>,
    /// The game's number of moves.
    game_moves: usize,
    /// Whether each state of the game is terminal.
    terminal: Vec<bool>,
}

impl LayeredGame {
    /// `graph` layered to `tmax` under `endless` at the limit and solved, or the layered
    /// graph's size when above its limit.
    pub fn new(graph: &StateGraph, endless: EndlessPlay, tmax: u32) -> Result<LayeredGame, u64> {
        let layered = Layered::new(graph, tmax, Horizon::Endless(endless))?;
        let solved = layered.solve(&mut ());
        let layer_zero = layered.layer_zero(&solved);
        let (_, unlayered) = solve(graph.clone(), endless);
        let differs = first_difference(&layer_zero, &unlayered.outcome);
        let n = graph.state_count();
        let bound = format!("TMAX = V + 1 = {} always suffices (the paper's bound).", n + 1);
        let why = match differs {
            None if tmax as usize > n => {
                format!(
                    "Layer 0 agrees with retrograde analysis on all {n} states, as it must: {bound}"
                )
            }
            None => format!(
                "Layer 0 agrees with retrograde analysis on all {n} states, with TMAX = {tmax} \
                 already; {bound}"
            ),
            Some(q) => {
                let (cut, right) = (layer_zero[q], unlayered.outcome[q]);
                let cause = match unlayered.remoteness[q] {
                    Some(k) if k > tmax => format!(
                        " Under perfect play its game lasts {k} move{}, more than TMAX = {tmax}: \
                         cut off at the limit, it counts as endless play, {}.",
                        if k == 1 { "" } else { "s" },
                        endless.text()
                    ),
                    _ => format!(
                        " Within TMAX = {tmax} moves the game is cut off before it is decided, \
                         and the limit counts as endless play, {}.",
                        endless.text()
                    ),
                };
                format!(
                    "State {q}: layer 0 says {}, retrograde analysis says {}.{cause} {bound}",
                    cut.word(),
                    right.word()
                )
            }
        };
        let drawn = layered.graph.state_count() <= DRAWN_STATES
            && layered.graph.move_count() <= DRAWN_MOVES;
        let drawing = drawn.then(|| layered_drawing(&layered)).flatten();
        Ok(LayeredGame {
            layered: Rc::new(layered),
            endless,
            drawn,
            layer_zero,
            unlayered: unlayered.outcome,
            unlayered_remoteness: unlayered.remoteness,
            differs,
            why,
            work: (solved.work, unlayered.work),
            drawing,
            game_moves: graph.move_count(),
            terminal: (0..n).map(|q| graph.result(q).is_some()).collect(),
        })
    }

    /// Whether the game ends at its state `q` (a terminal state, not one cut off at the limit).
    pub fn graph_terminal(&self, q: usize) -> bool {
        self.terminal.get(q).copied().unwrap_or(true)
    }

    /// "(q, t)": layered state `s` named by the game's state and its time.
    pub fn name(&self, s: u32) -> String {
        let (q, t) = self.layered.unlayered(s as usize);
        format!("({q}, {t})")
    }

    /// Why the layered graph is not drawn: its size and the TMAX that would be.
    pub fn too_large_text(&self) -> String {
        let graph = &self.layered.graph;
        let (v, layers) = (self.layered.states_per_layer, self.layered.tmax + 1);
        let fit = match max_drawn_tmax(v, self.game_moves) {
            Some(fit) => format!("TMAX {fit} or less for this game"),
            None => "no TMAX for this game".into(),
        };
        format!(
            "The layered graph has {v} states × {layers} layers = {} states and {} moves; it is \
             drawn up to {DRAWN_STATES} states and {DRAWN_MOVES} moves ({fit}). Layer 0 is \
             compared below all the same.",
            graph.state_count(),
            graph.move_count()
        )
    }
}

/// The layered graph as a directed graph, and its layout: state (q, t) in row q of column t,
/// its layer for the drawing TMAX - t so that every move spans one layer and is drawn straight.
fn layered_drawing(layered: &Layered) -> Option<(Rc<Digraph>, Rc<Layout>)> {
    let graph = &layered.graph;
    let n = graph.state_count();
    let edges = (0..n).flat_map(|s| graph.moves(s).iter().map(move |&t| (s, t as usize))).collect();
    // The layers copy a checked graph: moves in range, none repeated.
    let digraph = Digraph::try_new(n, edges).ok()?;
    let (v, tmax) = (layered.states_per_layer as i32, layered.tmax as i32);
    let at = |s: usize| {
        let (q, t) = layered.unlayered(s);
        (MARGIN + RADIUS + t as i32 * LAYER_GAP, MARGIN + RADIUS + q as i32 * STATE_GAP)
    };
    let layout = Layout {
        positions: (0..n).map(at).collect(),
        layers: (0..n).map(|s| (tmax as u32 - layered.unlayered(s).1) as usize).collect(),
        width: 2 * (MARGIN + RADIUS) + tmax * LAYER_GAP,
        height: 2 * (MARGIN + RADIUS) + (v - 1).max(0) * STATE_GAP,
    };
    Some((Rc::new(digraph), Rc::new(layout)))
}

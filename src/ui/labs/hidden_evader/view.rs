//! The hidden-evader lab's views: the verdict (or the search's progress), the drawing with the
//! frame's marks, the legend.

use yew::prelude::*;

use super::state::{Action, Frame, Steps};
use crate::solve::hidden_evader::{MAX_EXACT_VERTICES, Recognition, Role, SearchResult, Shape};
use crate::ui::kit::controls::verdict_panel;
use crate::ui::kit::prelude::*;

/// How many graphs the tests compare the characterisation and the exact search on (every graph
/// of 1 to 8 vertices, OEIS A000088).
const GRAPHS_CHECKED: &str = "13,598";

/// Where the exact search is.
pub enum Search {
    /// Not run: the graph has more than [`MAX_EXACT_VERTICES`] vertices.
    TooLarge,
    Cancelled,
    /// Running: the fraction done.
    Running(f64),
    Done(Rc<SearchResult>),
}

/// The verdict: from the exact search up to 20 vertices, else from the characterisation; and
/// whether the two agree. While the search runs, its progress with Cancel.
pub fn verdict_view(
    recognition: &Recognition,
    search: &Search,
    on_action: &Callback<Action>,
) -> Html {
    let paper = recognition.all_extended_caterpillars();
    let paper_says = if paper {
        "every component is an extended caterpillar, so the paper says the searcher wins"
    } else {
        "some component is not an extended caterpillar, so the paper says the evader escapes"
    };
    let by_paper = || {
        let verdict = if paper { "The searcher wins" } else { "The evader escapes" };
        format!("{verdict}, by the paper's characterisation: {paper_says}.")
    };
    let (wins, line, detail) = match search {
        Search::Done(result) => {
            let verdict = if result.searcher_wins {
                format!(
                    "The searcher wins: {} probes always find the evader (exact search).",
                    result.probes.len()
                )
            } else {
                "The evader escapes: no probe sequence is sure to find it (exact search)."
                    .to_string()
            };
            let agreement = if paper == result.searcher_wins {
                format!(
                    "The paper agrees: {paper_says}. (The two are checked against each other on all {GRAPHS_CHECKED} graphs of up to 8 vertices and on random trees of up to 16: they agree on every one.)"
                )
            } else {
                format!(
                    "The paper disagrees here: {paper_says}, but the exact search finds otherwise. The exact search is the truth."
                )
            };
            (result.searcher_wins, verdict, html! { <p class="detail">{ agreement }</p> })
        }
        Search::Running(progress) => {
            return progress_panel(
                "Searching the sets of possible evader positions…".to_string(),
                *progress,
                Some(on_action.reform(|_: MouseEvent| Action::Search(false))),
                html! {},
            );
        }
        Search::Cancelled => (
            paper,
            by_paper(),
            html! {
                <p class="detail">
                    { "You cancelled the exact search, so the steps end with the recognition. " }
                    <button type="button" class="link search-again" onclick={on_action.reform(|_: MouseEvent| Action::Search(true))}>
                        { "Search again" }
                    </button>
                </p>
            },
        ),
        Search::TooLarge => (
            paper,
            by_paper(),
            html! {
                <p class="detail">{ format!("The exact search handles graphs of up to {MAX_EXACT_VERTICES} vertices; this one has more. The characterisation agreed with it on all {GRAPHS_CHECKED} graphs of up to 8 vertices and on random trees of up to 16.") }</p>
            },
        ),
    };
    verdict_panel(classes!("verdict", "evader-verdict", if wins { "p" } else { "n" }), line, detail)
}

/// The marks of frame `step`: the roles found so far, with the central path (or the cycle or
/// branching vertex that spoils it); or the possible positions and the probe.
pub fn marks(steps: &Steps, step: u32) -> Marks {
    let recognition = &steps.recognition;
    let mut marks = Marks::new();
    let shown = match steps.frame(step) {
        Frame::Graph => return marks,
        Frame::Leaves => 1,
        Frame::LeafNeighbours => 2,
        Frame::CentralPath => 3,
        Frame::Probe(index) => {
            let Some(result) = steps.result.as_deref() else { return marks };
            let set = result.sets[index];
            for v in (0..recognition.roles.len() as u32).filter(|&v| set >> v & 1 == 1) {
                marks = marks.vertex(v, "he-possible");
            }
            let probe = result.probes[index];
            return marks.vertex(probe, "focus").badge(probe, "probe");
        }
        Frame::Verdict => return marks,
    };
    for (v, role) in (0..).zip(&recognition.roles) {
        marks = match (role, shown) {
            (Role::Leaf, 1..) => marks.vertex(v, "he-leaf"),
            (Role::LeafNeighbour, 2..) => marks.vertex(v, "he-leaf-neighbour"),
            (Role::Central, 3..) => marks.vertex(v, "he-central"),
            _ => marks,
        };
    }
    if shown < 3 {
        return marks;
    }
    for (_, shape) in &recognition.components {
        marks = match shape {
            Shape::ExtendedCaterpillar { central_path } => central_path
                .windows(2)
                .fold(marks, |marks, pair| marks.edge(pair[0], pair[1], "witness")),
            Shape::HasCycle { cycle } => {
                let closing = cycle.first().zip(cycle.last()).map(|(&a, &b)| (b, a));
                cycle
                    .windows(2)
                    .map(|pair| (pair[0], pair[1]))
                    .chain(closing)
                    .fold(marks, |marks, (u, v)| marks.edge(u, v, "core"))
            }
            Shape::Branching { vertex, central_neighbours } => central_neighbours
                .iter()
                .fold(marks.vertex(*vertex, "core"), |marks, &u| marks.edge(*vertex, u, "core")),
        };
    }
    marks
}

/// What the colours mean.
pub const LEGEND: &[(&str, &str)] = &[
    ("he-leaf", "leaf"),
    ("he-leaf-neighbour", "leaf-neighbour"),
    ("he-central", "central"),
    ("he-possible", "the evader may be here"),
    ("v-focus", "the probe"),
];

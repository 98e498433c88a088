//! Lab "hidden-evader": can a searcher who probes one vertex per step always find an evader that
//! must move to a neighbour every step (section 7 of the paper)?
//!
//! Steps 0-3 show the paper's recognition of extended caterpillars (the graph, its leaves, its
//! leaf-neighbours, the central path); the steps after show the exact search's answer: the sets
//! of vertices where the evader may still be, probe by probe, until none is left (or why none
//! of the probe sequences works). The verdict comes from the exact search up to 20 vertices.

use std::rc::Rc;

use yew::prelude::*;

use crate::api::fields::{Fields, parse_count};
use crate::api::graph::GRAPH_FIELDS;
use crate::api::hidden_evader::EVADER_RULES;
use crate::solve::graph::Graph;
use crate::solve::graph_presets::Preset;
use crate::solve::hidden_evader::{
    EvaderSearch, MAX_EXACT_VERTICES, Recognition, Role, SearchResult, Shape, VertexSet, recognise,
};
use crate::solve::stepwise::{Computed, Stepwise};
use crate::ui::embed_code::EmbedCode;
use crate::ui::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::lab_kit::{LinkParams, Notices, actions};
use crate::ui::route::{Route, View};
use crate::ui::stepper::{DEFAULT_SPEED, Playhead, StepCommand, Stepper, parse_speed_field};
use crate::ui::task::{Shared, Sliced, use_sliced};
use crate::ui::widgets::graph_input::{
    Change, GraphAction, GraphInput, graph_form, graph_summary, tool_bar,
};
use crate::ui::widgets::graph_view::{GraphView, Marks, Tool};

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "hidden-evader",
    topic: Topic::GraphGames,
    title: "The hidden evader",
    summary: "Probe one vertex per step; the unseen evader must move every step. Extended \
              caterpillars recognised as in the paper, and the searcher's strategy found exactly.",
    console: r#"cgt.solve({game: "hidden-evader", vertices: 5, edges: [[0, 1], [1, 2], [2, 3], [3, 4]]})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <HiddenEvaderLab ..props /> }
}

/// Every graph family.
const FAMILIES: &[&str] =
    &["path", "cycle", "complete", "star", "wheel", "grid", "petersen", "tree", "chordal", "gnp"];
/// The graph shown by default: a random tree that is an extended caterpillar.
const DEFAULT_GRAPH: Preset = Preset::RandomTree { n: 9, seed: 2 };
/// The lab's own URL parameters.
const VIEW_PARAMS: &[&str] = &["speed", "step"];
/// Searches costing at most this many units (sets times probes) run at once.
const SYNC_WORK: u64 = 300_000;
/// The recognition's steps: the graph, leaves, leaf-neighbours, central path.
const RECOGNITION_STEPS: u32 = 3;
/// How many graphs the tests compare the characterisation and the exact search on (every graph
/// of 1 to 8 vertices, OEIS A000088).
const GRAPHS_CHECKED: &str = "13,598";

/// The lab's whole state.
#[derive(Clone, Debug)]
struct State {
    graph: GraphInput,
    recognition: Rc<Recognition>,
    /// The playhead; its `last` is set when the search's length is known.
    playhead: Playhead,
    embed: bool,
    notices: Vec<String>,
}

enum Action {
    Graph(GraphAction),
    /// A stepper command, with the last step as it is now known.
    Step(StepCommand, u32),
    DismissNotices,
}

impl State {}

impl LabState for State {
    fn from_link(params: &Fields, view: View) -> State {
        let embed = view == View::Embed;
        let mut link = LinkParams::new(params);
        let graph =
            GraphInput::from_params(&mut link, params, EVADER_RULES, FAMILIES, DEFAULT_GRAPH);
        // The search's length is not known yet: any step up to a bound, clamped when it is.
        let most = u64::from(RECOGNITION_STEPS) + (1 << MAX_EXACT_VERTICES);
        let step = link.read("step", |text| parse_count("step", text, most)).unwrap_or(0) as u32;
        let speed = link.read("speed", parse_speed_field).unwrap_or(DEFAULT_SPEED);
        let known: Vec<&str> = GRAPH_FIELDS.iter().chain(VIEW_PARAMS).copied().collect();
        State {
            recognition: Rc::new(recognise(&graph.graph)),
            playhead: Playhead::new(step, step.max(RECOGNITION_STEPS), speed),
            graph,
            embed,
            notices: link.finish(&known),
        }
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        self.graph.write_params(&mut params);
        params.set("step", self.playhead.position.to_string());
        if self.playhead.speed != DEFAULT_SPEED {
            params.set("speed", self.playhead.speed.to_string());
        }
        params
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Graph(action) => {
                if next.graph.apply(action) == Change::Graph {
                    next.recognition = Rc::new(recognise(&next.graph.graph));
                    next.playhead = Playhead::new(0, RECOGNITION_STEPS, self.playhead.speed);
                }
            }
            Action::Step(command, last) => {
                next.playhead = Playhead { last, ..self.playhead }.apply(command);
            }
            Action::DismissNotices => next.notices.clear(),
        }
        Rc::new(next)
    }
}

/// The exact search, or (above its limit, where the lab shows the characterisation instead) an
/// empty result at once.
fn start_search(graph: &Shared<Graph>) -> Box<dyn Stepwise<Output = SearchResult>> {
    if graph.0.vertex_count() > MAX_EXACT_VERTICES {
        let unused = SearchResult {
            searcher_wins: false,
            probes: Vec::new(),
            sets: Vec::new(),
            explored: 0,
        };
        return Box::new(Computed(unused));
    }
    Box::new(EvaderSearch::new(&graph.0))
}

/// The exact search's cost: 2^n sets, each tried with up to n probes.
fn search_work(n: u32) -> u64 {
    (1u64 << n) * u64::from(n)
}

/// The lab component.
#[component]
pub fn HiddenEvaderLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let n = state.graph.graph.vertex_count();
    let exact = n <= MAX_EXACT_VERTICES;
    let searched = Shared(state.graph.graph.clone());
    let search =
        use_sliced(searched, if exact { search_work(n) } else { 0 }, SYNC_WORK, start_search);
    let search = match (exact, search) {
        (false, _) => None,
        (true, Sliced::Ready(result)) => Some(Ok(result)),
        (true, Sliced::Pending(progress)) => Some(Err(progress)),
    };
    let last = RECOGNITION_STEPS
        + match &search {
            Some(Ok(result)) if result.searcher_wins => result.probes.len() as u32 + 1,
            Some(Ok(_)) => 1,
            _ => 0,
        };
    let playhead = Playhead { last, position: state.playhead.position.min(last), ..state.playhead };
    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    let on_graph = actions(&dispatcher).reform(Action::Graph);
    let on_command = actions(&dispatcher).reform(move |command| Action::Step(command, last));
    // The search's steps are its probes, then the verdict (as the explanation numbers them).
    let probes = match &search {
        Some(Ok(result)) if result.searcher_wins => result.probes.len() as u32,
        _ => 0,
    };
    let step_label = Callback::from(move |step: u32| match step {
        0 => "the graph".to_string(),
        1 => "leaves".to_string(),
        2 => "leaf-neighbours".to_string(),
        3 => "central path".to_string(),
        k if k - RECOGNITION_STEPS <= probes => format!("probe {}", k - RECOGNITION_STEPS),
        _ => "verdict".to_string(),
    });
    let step = playhead.position;
    let result = match &search {
        Some(Ok(result)) => Some(result.clone()),
        _ => None,
    };
    html! {
        <section class={classes!("hidden-evader-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ LAB.title }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "An evader hides on a vertex of a graph. Each step, the searcher probes one vertex \
                       (and finds the evader if it is there); then the evader, unseen, must move to a \
                       neighbouring vertex. Does some sequence of probes find the evader wherever it \
                       starts and however it moves? An evader on an isolated vertex cannot move and \
                       stays there. The paper states that the searcher wins exactly when every \
                       connected component is an extended caterpillar: a tree whose vertices that are \
                       neither leaves nor leaf-neighbours (vertices with one neighbour that is not a \
                       leaf) form a path." }
                </p>
                { graph_form(&state.graph, &on_graph, "hidden-evader-graph") }
            }
            <Notices notices={state.notices.clone()} on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            <p class="game-line">{ state.graph.describe() }</p>
            { verdict_view(&state.recognition, search.as_ref()) }
            <Stepper {playhead} {step_label} {on_command} />
            { explanation(&state.graph.graph, &state.recognition, step, result.as_deref()) }
            { drawing(&state, marks(&state.graph.graph, &state.recognition, step, result.as_deref()), &dispatcher) }
            { legend() }
            if embed {
                <a class="open-full" target="_blank" rel="noopener"
                    href={Route::Lab { view: View::Page, slug: LAB.slug.into(), params: state.link() }.to_hash()}>
                    { "Open in CGT Playground ↗" }
                </a>
            } else {
                <EmbedCode slug={LAB.slug} title={LAB.title} params={state.link()} />
            }
        </section>
    }
}

fn drawing(state: &State, marks: Marks, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let Some(points) = state.graph.points.clone() else {
        return graph_summary(&state.graph);
    };
    let on_graph = actions(dispatcher).reform(Action::Graph);
    let editable = !state.embed;
    html! {
        <div class="graph-panel">
            if editable { { tool_bar(&state.graph, &on_graph) } }
            <GraphView graph={state.graph.graph.clone()} {points} {marks}
                tool={if editable { state.graph.tool } else { Tool::View }}
                on_edit={editable.then(|| on_graph.reform(GraphAction::Edit))}
                label="The graph" />
        </div>
    }
}

/// The verdict: from the exact search up to 20 vertices, else from the characterisation; and
/// whether the two agree.
fn verdict_view(recognition: &Recognition, search: Option<&Result<Rc<SearchResult>, f64>>) -> Html {
    let paper = recognition.all_extended_caterpillars();
    let paper_says = if paper {
        "every component is an extended caterpillar, so the paper says the searcher wins"
    } else {
        "some component is not an extended caterpillar, so the paper says the evader escapes"
    };
    match search {
        Some(Ok(result)) => {
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
                    "The paper agrees: {paper_says}. (The tests compare the two on all {GRAPHS_CHECKED} graphs of up to 8 vertices and on random trees of up to 16: they agree on every one.)"
                )
            } else {
                format!(
                    "The paper disagrees here: {paper_says}, but the exact search finds otherwise. The exact search is the truth."
                )
            };
            html! {
                <div class={classes!("verdict", "evader-verdict", if result.searcher_wins { "p" } else { "n" })} role="status">
                    <p class="verdict-line">{ verdict }</p>
                    <p class="detail">{ agreement }</p>
                </div>
            }
        }
        Some(Err(progress)) => html! {
            <div class="computing" role="status">
                <span>{ "Searching the sets of possible evader positions…" }</span>
                <progress max="1000" value={((progress * 1000.0) as u32).to_string()} aria-label="Progress"></progress>
            </div>
        },
        None => {
            let verdict = if paper { "The searcher wins" } else { "The evader escapes" };
            html! {
                <div class={classes!("verdict", "evader-verdict", if paper { "p" } else { "n" })} role="status">
                    <p class="verdict-line">{ format!("{verdict}, by the paper's characterisation: {paper_says}.") }</p>
                    <p class="detail">{ format!("The exact search handles graphs of up to {MAX_EXACT_VERTICES} vertices; this one has more. The characterisation agreed with it on all {GRAPHS_CHECKED} graphs of up to 8 vertices and on random trees of up to 16.") }</p>
                </div>
            }
        }
    }
}

fn set_text(set: VertexSet, n: u32) -> String {
    let members: Vec<String> =
        (0..n).filter(|&v| set >> v & 1 == 1).map(|v| v.to_string()).collect();
    if members.is_empty() { "∅".to_string() } else { format!("{{{}}}", members.join(", ")) }
}

fn role_of(recognition: &Recognition, v: u32) -> Role {
    recognition.roles[v as usize]
}

fn marks(
    graph: &Graph,
    recognition: &Recognition,
    step: u32,
    result: Option<&SearchResult>,
) -> Marks {
    let n = graph.vertex_count();
    let mut marks = Marks::new();
    if step <= RECOGNITION_STEPS {
        for v in 0..n {
            marks = match (role_of(recognition, v), step) {
                (Role::Leaf, 1..) => marks.vertex(v, "he-leaf"),
                (Role::LeafNeighbour, 2..) => marks.vertex(v, "he-leaf-neighbour"),
                (Role::Central, 3..) => marks.vertex(v, "he-central"),
                _ => marks,
            };
        }
        if step == RECOGNITION_STEPS {
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
                        .fold(marks.vertex(*vertex, "core"), |marks, &u| {
                            marks.edge(*vertex, u, "core")
                        }),
                };
            }
        }
        return marks;
    }
    let Some(result) = result.filter(|result| result.searcher_wins) else { return marks };
    let index = (step - RECOGNITION_STEPS - 1) as usize;
    let set = result.sets.get(index).copied().unwrap_or(0);
    for v in (0..n).filter(|&v| set >> v & 1 == 1) {
        marks = marks.vertex(v, "he-possible");
    }
    if let Some(&probe) = result.probes.get(index) {
        marks = marks.vertex(probe, "focus").badge(probe, "probe");
    }
    marks
}

fn explanation(
    graph: &Graph,
    recognition: &Recognition,
    step: u32,
    result: Option<&SearchResult>,
) -> Html {
    let n = graph.vertex_count();
    let listed = |role: Role| -> String {
        let vertices: Vec<String> =
            (0..n).filter(|&v| role_of(recognition, v) == role).map(|v| v.to_string()).collect();
        if vertices.is_empty() { "none".to_string() } else { vertices.join(", ") }
    };
    let text = match step {
        0 => "First the paper's recognition: mark the leaves, then the leaf-neighbours; what is left must form a path in every component.".to_string(),
        1 => format!("Leaves (degree 1): {}.", listed(Role::Leaf)),
        2 => format!("Leaf-neighbours (not leaves, with exactly one neighbour that is not a leaf): {}.", listed(Role::LeafNeighbour)),
        3 => {
            let parts: Vec<String> = recognition
                .components
                .iter()
                .map(|(component, shape)| {
                    let name = if component.len() == 1 {
                        format!("the isolated vertex {}", component[0])
                    } else {
                        format!("the component of {}", component[0])
                    };
                    match shape {
                        Shape::ExtendedCaterpillar { central_path } if central_path.is_empty() => {
                            format!("{name} is an extended caterpillar (every vertex is a leaf or a leaf-neighbour)")
                        }
                        Shape::ExtendedCaterpillar { central_path } => {
                            let path: Vec<String> = central_path.iter().map(u32::to_string).collect();
                            format!("{name} is an extended caterpillar with central path {}", path.join("–"))
                        }
                        Shape::HasCycle { cycle } => {
                            let cycle: Vec<String> = cycle.iter().map(u32::to_string).collect();
                            format!("{name} is not a tree: it has the cycle {}", cycle.join("–"))
                        }
                        Shape::Branching { vertex, central_neighbours } => {
                            let around: Vec<String> = central_neighbours.iter().map(u32::to_string).collect();
                            format!(
                                "{name} is not an extended caterpillar: the remaining vertex {vertex} has {} remaining neighbours ({}), so they do not form a path",
                                central_neighbours.len(),
                                around.join(", ")
                            )
                        }
                    }
                })
                .collect();
            format!("Remaining (central) vertices: {}. {}.", listed(Role::Central), capitalised(&parts.join("; ")))
        }
        k => match result {
            None => "The exact search is not run on graphs of more than 20 vertices.".to_string(),
            Some(result) if !result.searcher_wins => format!(
                "The exact search started from every vertex as a possible position and tried every probe at every set it reached: {} sets of possible positions, none of them left empty by a probe. Whatever the searcher does, the evader has a way to stay unfound.",
                result.explored
            ),
            Some(result) => {
                let index = (k - RECOGNITION_STEPS - 1) as usize;
                match result.probes.get(index) {
                    Some(&probe) => {
                        let set = result.sets[index];
                        let after = result.sets[index + 1];
                        let left = set & !(1 << probe);
                        let then = if left == 0 {
                            format!("{probe} was the only place left, so this probe finds the evader.")
                        } else {
                            format!(
                                "If the evader is not at {probe}, it was in {} and moves to a neighbour: it may then be in {}.",
                                set_text(left, n),
                                set_text(after, n)
                            )
                        };
                        format!("Probe {} of {}: the evader may be in {}. Probe {probe}. {then}", index + 1, result.probes.len(), set_text(set, n))
                    }
                    None => format!("Found: after {} probes no possible position is left, whatever the evader did.", result.probes.len()),
                }
            }
        },
    };
    html! { <div class="explanation" aria-live="polite"><p class="sentence">{ text }</p></div> }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
}

fn legend() -> Html {
    html! {
        <p class="legend hidden-evader-legend">
            <span class="swatch he-leaf"></span>{ " leaf " }
            <span class="swatch he-leaf-neighbour"></span>{ " leaf-neighbour " }
            <span class="swatch he-central"></span>{ " central " }
            <span class="swatch he-possible"></span>{ " the evader may be here " }
            <span class="swatch v-focus"></span>{ " the probe " }
        </p>
    }
}

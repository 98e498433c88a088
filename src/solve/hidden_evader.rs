//! The hidden evader (section 7 of the paper): a searcher probes one vertex per step, then the
//! evader, unseen, must move to a neighbour. Can the searcher always find it?
//!
//! Two methods. [`EvaderSearch`] is exact: breadth-first search over the sets of vertices where
//! the evader might still be (start: every vertex; a probe at p leaves S \ {p}; the evader's move
//! turns that into its neighbourhood), so the searcher wins exactly when the empty set is
//! reachable, and the path found is a shortest probe sequence. It is feasible up to
//! [`MAX_EXACT_VERTICES`]. [`recognise`] is the paper's characterisation: the searcher wins
//! exactly when every connected component is an extended caterpillar (a tree whose vertices,
//! once the leaves and the leaf-neighbours are marked, leave a path). The tests compare the two
//! on every graph of up to 8 vertices.
//!
//! An evader on an isolated vertex cannot move: it stays where it is (so a probe there finds it).

use std::collections::VecDeque;

use super::graph::{Graph, vertex_set};
use super::stepwise::Stepwise;

/// The exact search handles graphs of up to this many vertices (2^20 sets of positions).
pub const MAX_EXACT_VERTICES: u32 = 20;

/// The connected components as vertex lists, each ascending, ordered by their least vertex.
fn component_lists(graph: &Graph) -> Vec<Vec<u32>> {
    let labels = graph.components();
    let count = labels.iter().map(|&label| label as usize + 1).max().unwrap_or(0);
    let mut lists = vec![Vec::new(); count];
    for (v, &label) in labels.iter().enumerate() {
        lists[label as usize].push(v as u32);
    }
    lists
}

/// What the paper's recognition marks a vertex as.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// Degree 1.
    Leaf,
    /// Not a leaf, with exactly one neighbour that is not a leaf.
    LeafNeighbour,
    /// Neither: such vertices must form the central path.
    Central,
}

/// The verdict of the recognition on one connected component.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A tree whose central vertices form a path (listed end to end; empty when every vertex is
    /// a leaf or a leaf-neighbour).
    ExtendedCaterpillar {
        /// The central path.
        central_path: Vec<u32>,
    },
    /// Not a tree: the component has a cycle.
    HasCycle {
        /// A cycle, as its vertices in order.
        cycle: Vec<u32>,
    },
    /// A tree, but a central vertex has three or more central neighbours.
    Branching {
        /// The central vertex.
        vertex: u32,
        /// Its central neighbours.
        central_neighbours: Vec<u32>,
    },
}

/// The paper's recognition of a graph whose components should all be extended caterpillars.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recognition {
    /// Each vertex's role (meaningful in tree components).
    pub roles: Vec<Role>,
    /// The components with their shapes.
    pub components: Vec<(Vec<u32>, Shape)>,
}

impl Recognition {
    /// Whether every component is an extended caterpillar (the paper's claim: then and only
    /// then the searcher wins).
    pub fn all_extended_caterpillars(&self) -> bool {
        self.components.iter().all(|(_, shape)| matches!(shape, Shape::ExtendedCaterpillar { .. }))
    }
}

/// Marks leaves, then leaf-neighbours, and checks that the rest forms a path, in each component.
pub fn recognise(graph: &Graph) -> Recognition {
    let n = graph.vertex_count();
    let roles: Vec<Role> = (0..n)
        .map(|v| {
            if graph.degree(v) == 1 {
                Role::Leaf
            } else {
                let non_leaves =
                    graph.neighbours(v).iter().filter(|&&u| graph.degree(u) != 1).count();
                if graph.degree(v) >= 2 && non_leaves == 1 {
                    Role::LeafNeighbour
                } else {
                    Role::Central
                }
            }
        })
        .collect();
    let components = component_lists(graph)
        .into_iter()
        .map(|component| {
            let shape = component_shape(graph, &roles, &component);
            (component, shape)
        })
        .collect();
    Recognition { roles, components }
}

fn component_shape(graph: &Graph, roles: &[Role], component: &[u32]) -> Shape {
    let degree_sum: usize = component.iter().map(|&v| graph.degree(v)).sum();
    if degree_sum / 2 >= component.len() {
        return Shape::HasCycle { cycle: find_cycle(graph, component[0]) };
    }
    let central = |v: u32| roles[v as usize] == Role::Central;
    let mut ends = Vec::new();
    for &v in component.iter().filter(|&&v| central(v)) {
        let central_neighbours: Vec<u32> =
            graph.neighbours(v).iter().copied().filter(|&u| central(u)).collect();
        if central_neighbours.len() > 2 {
            return Shape::Branching { vertex: v, central_neighbours };
        }
        if central_neighbours.len() < 2 {
            ends.push(v);
        }
    }
    // In a tree the central vertices are connected (removing leaves twice keeps a tree), so with
    // no vertex of three central neighbours they form one path: walk it from an end.
    let mut central_path = Vec::new();
    if let Some(&start) = ends.first() {
        let (mut previous, mut current) = (None, start);
        loop {
            central_path.push(current);
            let next = graph
                .neighbours(current)
                .iter()
                .copied()
                .find(|&u| central(u) && Some(u) != previous);
            match next {
                Some(u) => (previous, current) = (Some(current), u),
                None => break,
            }
        }
    }
    Shape::ExtendedCaterpillar { central_path }
}

/// A cycle through the component of `start` (which has one): depth-first search until an edge
/// leads back to a vertex on the current path.
fn find_cycle(graph: &Graph, start: u32) -> Vec<u32> {
    let n = graph.vertex_count() as usize;
    let mut on_path = vec![usize::MAX; n];
    let mut path: Vec<(u32, Option<u32>, usize)> = vec![(start, None, 0)];
    on_path[start as usize] = 0;
    let mut done = vec![false; n];
    while let Some(&mut (v, parent, ref mut next)) = path.last_mut() {
        let neighbours = graph.neighbours(v);
        if *next == neighbours.len() {
            done[v as usize] = true;
            on_path[v as usize] = usize::MAX;
            path.pop();
            continue;
        }
        let u = neighbours[*next];
        *next += 1;
        if Some(u) == parent || done[u as usize] {
            continue;
        }
        if on_path[u as usize] != usize::MAX {
            return path[on_path[u as usize]..].iter().map(|&(w, _, _)| w).collect();
        }
        on_path[u as usize] = path.len();
        path.push((u, Some(v), 0));
    }
    Vec::new()
}

/// A set of vertices as a bit mask (bit v for vertex v).
pub type VertexSet = u32;

/// The result of the exact search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// Whether some probe sequence finds the evader whatever it does.
    pub searcher_wins: bool,
    /// A shortest such sequence (empty when the evader escapes).
    pub probes: Vec<u32>,
    /// The sets of possible evader positions before each probe (as many as probes) and, last,
    /// the empty set after the final probe.
    pub sets: Vec<VertexSet>,
    /// How many sets of positions the search reached.
    pub explored: u64,
}

/// The evader's move applied to every position in `set`: the union of their neighbourhoods,
/// with vertices that have no neighbour staying put. Looked up a byte of the set at a time.
struct Mover {
    tables: Vec<[VertexSet; 256]>,
}

impl Mover {
    fn new(graph: &Graph) -> Mover {
        let n = graph.vertex_count();
        let step = |v: u32| -> VertexSet {
            match graph.neighbours(v) {
                [] => 1 << v,
                list => list.iter().fold(0, |set, &u| set | 1 << u),
            }
        };
        let tables = (0..n.div_ceil(8))
            .map(|block| {
                let mut table = [0; 256];
                for byte in 1..256usize {
                    let low = byte.trailing_zeros();
                    let v = block * 8 + low;
                    let rest = table[byte & (byte - 1)];
                    table[byte] = if v < n { rest | step(v) } else { rest };
                }
                table
            })
            .collect();
        Mover { tables }
    }

    fn after_move(&self, set: VertexSet) -> VertexSet {
        self.tables
            .iter()
            .enumerate()
            .fold(0, |out, (block, table)| out | table[((set >> (8 * block)) & 0xff) as usize])
    }
}

/// Breadth-first search over sets of possible evader positions, resumable for slicing.
pub struct EvaderSearch {
    mover: Mover,
    full: VertexSet,
    /// For each reached set, the set it was reached from (`UNSEEN` if not reached).
    came_from: Vec<VertexSet>,
    /// The probe that led to each reached set.
    probe: Vec<u8>,
    queue: VecDeque<VertexSet>,
    /// The set and the probe that empty it, once found.
    found: Option<(VertexSet, u32)>,
    explored: u64,
}

const UNSEEN: VertexSet = VertexSet::MAX;

impl EvaderSearch {
    /// A search on `graph`, an undirected graph without loops of 1 to [`MAX_EXACT_VERTICES`]
    /// vertices (checked by the request parsers).
    pub fn new(graph: &Graph) -> EvaderSearch {
        let n = graph.vertex_count();
        let full: VertexSet = (1 << n) - 1;
        let mut came_from = vec![UNSEEN; 1usize << n];
        came_from[full as usize] = full;
        EvaderSearch {
            mover: Mover::new(graph),
            full,
            came_from,
            probe: vec![0; 1usize << n],
            queue: VecDeque::from([full]),
            found: None,
            explored: 1,
        }
    }

    fn is_done(&self) -> bool {
        self.found.is_some() || self.queue.is_empty()
    }
}

impl Stepwise for EvaderSearch {
    type Output = SearchResult;

    fn advance(&mut self, work: u64) -> bool {
        let mut budget = work;
        while !self.is_done() && budget > 0 {
            budget -= 1;
            let Some(set) = self.queue.pop_front() else { break };
            let mut rest = set;
            while rest != 0 {
                let p = rest.trailing_zeros();
                rest &= rest - 1;
                let unprobed = set & !(1 << p);
                if unprobed == 0 {
                    self.found = Some((set, p));
                    return true;
                }
                let next = self.mover.after_move(unprobed);
                if self.came_from[next as usize] == UNSEEN {
                    self.came_from[next as usize] = set;
                    self.probe[next as usize] = p as u8;
                    self.explored += 1;
                    self.queue.push_back(next);
                }
            }
        }
        self.is_done()
    }

    fn progress(&self) -> f64 {
        if self.is_done() { 1.0 } else { self.explored as f64 / self.came_from.len() as f64 }
    }

    fn finish(mut self: Box<Self>) -> SearchResult {
        while !self.advance(u64::MAX) {}
        let Some((last_set, last_probe)) = self.found else {
            return SearchResult {
                searcher_wins: false,
                probes: Vec::new(),
                sets: Vec::new(),
                explored: self.explored,
            };
        };
        let mut sets = vec![0, last_set];
        let mut probes = vec![last_probe];
        let mut set = last_set;
        while set != self.full {
            probes.push(u32::from(self.probe[set as usize]));
            set = self.came_from[set as usize];
            sets.push(set);
        }
        probes.reverse();
        sets.reverse();
        SearchResult { searcher_wins: true, probes, sets, explored: self.explored }
    }
}

/// The exact verdict and a shortest probe sequence, at once.
pub fn exact_search(graph: &Graph) -> SearchResult {
    Box::new(EvaderSearch::new(graph)).finish()
}

/// The possible evader positions after probing `probe` when it might be anywhere in `set`, and
/// its move.
pub fn after_probe(graph: &Graph, set: VertexSet, probe: u32) -> VertexSet {
    Mover::new(graph).after_move(set & !(1 << probe))
}

/// The sentences explaining the recognition.
impl Recognition {
    /// The vertices with `role`, listed: "0, 4", or "none".
    pub fn listed(&self, role: Role) -> String {
        let vertices: Vec<String> = (0..)
            .zip(&self.roles)
            .filter(|&(_, &r)| r == role)
            .map(|(v, _): (u32, _)| v.to_string())
            .collect();
        if vertices.is_empty() { "none".to_string() } else { vertices.join(", ") }
    }

    /// The central vertices, and what each component's central vertices form.
    pub fn central_sentence(&self) -> String {
        let parts: Vec<String> = self
            .components
            .iter()
            .enumerate()
            .map(|(index, (component, shape))| {
                let the = if index == 0 { "The" } else { "the" };
                let name = if component.len() == 1 {
                    format!("{the} isolated vertex {}", component[0])
                } else {
                    format!("{the} component of {}", component[0])
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
                        let around: Vec<String> =
                            central_neighbours.iter().map(u32::to_string).collect();
                        format!(
                            "{name} is not an extended caterpillar: the remaining vertex {vertex} has {} remaining neighbours ({}), so they do not form a path",
                            central_neighbours.len(),
                            around.join(", ")
                        )
                    }
                }
            })
            .collect();
        format!(
            "Remaining (central) vertices: {}. {}.",
            self.listed(Role::Central),
            parts.join("; ")
        )
    }
}

/// A set of possible positions on `n` vertices as written in the sentences: `{0, 2}`, or `∅`.
pub fn set_text(set: VertexSet, n: u32) -> String {
    vertex_set((0..n).filter(|&v| set >> v & 1 == 1), MAX_EXACT_VERTICES as usize)
}

/// The sentences explaining the exact search.
impl SearchResult {
    /// What probe `index` does to the set of possible positions on `n` vertices.
    pub fn probe_sentence(&self, index: usize, n: u32) -> String {
        let probe = self.probes[index];
        let set = self.sets[index];
        let after = self.sets[index + 1];
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
        format!(
            "Probe {} of {}: the evader may be in {}. Probe {probe}. {then}",
            index + 1,
            self.probes.len(),
            set_text(set, n)
        )
    }

    /// The verdict of the exact search `result` (`None`: not run).
    pub fn verdict_sentence(result: Option<&SearchResult>) -> String {
        match result {
            None => "The exact search is not run on graphs of more than 20 vertices.".to_string(),
            Some(result) if !result.searcher_wins => format!(
                "The exact search started from every vertex as a possible position and tried every probe at every set it reached: {} sets of possible positions, none of them left empty by a probe. Whatever the searcher does, the evader has a way to stay unfound.",
                result.explored
            ),
            Some(result) => format!(
                "Found: after {} probes no possible position is left, whatever the evader did.",
                result.probes.len()
            ),
        }
    }
}

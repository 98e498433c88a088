//! Graph families to start from: paths, cycles, complete graphs, stars, wheels, grids, the
//! Petersen graph, and random trees, chordal graphs and G(n, p) drawn from a seed.
//!
//! The random families use integer arithmetic only (SplitMix64, probabilities in millionths),
//! so a seed gives the same graph on every machine and in every browser.

use super::graph::{Graph, GraphBuilder};
use super::stepwise::Stepwise;

/// A probability in millionths: 0 to 1,000,000.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Millionths(pub u32);

impl Millionths {
    /// One, certainty.
    pub const ONE: Millionths = Millionths(1_000_000);

    /// As a decimal without trailing zeros: `0.15`, `1`, `0`.
    pub fn decimal(self) -> String {
        let (whole, fraction) = (self.0 / 1_000_000, self.0 % 1_000_000);
        if fraction == 0 {
            return whole.to_string();
        }
        let digits = format!("{fraction:06}");
        format!("{whole}.{}", digits.trim_end_matches('0'))
    }
}

/// A graph family with its parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Preset {
    /// The path 0-1-…-(n−1).
    Path(u32),
    /// The cycle C_n (n ≥ 3).
    Cycle(u32),
    /// The complete graph K_n.
    Complete(u32),
    /// A centre 0 joined to n − 1 leaves.
    Star(u32),
    /// A hub 0 joined to every vertex of a cycle 1..n−1 (n ≥ 4).
    Wheel(u32),
    /// A grid of rows × columns, vertex r·columns + c at row r, column c.
    Grid(u32, u32),
    /// The Petersen graph: outer cycle 0..4, spokes i-(i+5), inner pentagram 5..9.
    Petersen,
    /// A uniformly random labelled tree on n vertices (from a Prüfer sequence).
    RandomTree {
        /// Vertices.
        n: u32,
        /// The seed.
        seed: u64,
    },
    /// A random connected chordal graph: each new vertex is joined to a random clique.
    RandomChordal {
        /// Vertices.
        n: u32,
        /// The seed.
        seed: u64,
    },
    /// The random graph G(n, p): each of the n(n − 1)/2 edges present with probability p.
    Gnp {
        /// Vertices.
        n: u32,
        /// The edge probability.
        p: Millionths,
        /// The seed.
        seed: u64,
    },
}

/// The families' names, as in URLs (`graph=petersen`), sorted.
pub const PRESET_NAMES: &[&str] =
    &["chordal", "complete", "cycle", "gnp", "grid", "path", "petersen", "star", "tree", "wheel"];

impl Preset {
    /// The family's name, as in URLs.
    pub fn name(&self) -> &'static str {
        match self {
            Preset::Path(_) => "path",
            Preset::Cycle(_) => "cycle",
            Preset::Complete(_) => "complete",
            Preset::Star(_) => "star",
            Preset::Wheel(_) => "wheel",
            Preset::Grid(..) => "grid",
            Preset::Petersen => "petersen",
            Preset::RandomTree { .. } => "tree",
            Preset::RandomChordal { .. } => "chordal",
            Preset::Gnp { .. } => "gnp",
        }
    }

    /// The number of vertices the graph will have.
    pub fn vertex_count(&self) -> u64 {
        match *self {
            Preset::Path(n)
            | Preset::Cycle(n)
            | Preset::Complete(n)
            | Preset::Star(n)
            | Preset::Wheel(n)
            | Preset::RandomTree { n, .. }
            | Preset::RandomChordal { n, .. }
            | Preset::Gnp { n, .. } => n.into(),
            Preset::Grid(rows, columns) => u64::from(rows) * u64::from(columns),
            Preset::Petersen => 10,
        }
    }

    /// The smallest number of vertices the family allows.
    pub fn min_vertices(name: &str) -> u32 {
        match name {
            "cycle" => 3,
            "wheel" => 4,
            _ => 1,
        }
    }

    /// A short description, e.g. "the cycle C_8".
    pub fn describe(&self) -> String {
        match *self {
            Preset::Path(n) => format!("the path on {n} vertices"),
            Preset::Cycle(n) => format!("the cycle C_{n}"),
            Preset::Complete(n) => format!("the complete graph K_{n}"),
            Preset::Star(n) => format!("the star with {} leaves", n.saturating_sub(1)),
            Preset::Wheel(n) => format!("the wheel with {n} vertices"),
            Preset::Grid(rows, columns) => format!("the {rows} × {columns} grid"),
            Preset::Petersen => "the Petersen graph".into(),
            Preset::RandomTree { n, seed } => {
                format!("a random tree on {n} vertices (seed {seed})")
            }
            Preset::RandomChordal { n, seed } => {
                format!("a random chordal graph on {n} vertices (seed {seed})")
            }
            Preset::Gnp { n, p, seed } => {
                format!("a random graph G({n}, {}) (seed {seed})", p.decimal())
            }
        }
    }

    /// Builds the graph (undirected, no loops). The caller checks the size against its limits
    /// first ([`Preset::vertex_count`]); the sizes must satisfy [`Preset::min_vertices`].
    pub fn build(&self) -> Graph {
        Box::new(PresetJob::new(*self)).finish()
    }

    /// About how much work building the graph takes (the pairs looked at and the edges made),
    /// to decide whether to build it in slices.
    pub fn work(&self) -> u64 {
        let n = self.vertex_count();
        match self {
            Preset::Complete(_) => n * n.saturating_sub(1),
            Preset::Gnp { p, .. } => {
                n * n.saturating_sub(1) / 2 * (1_000_000 + u64::from(p.0)) / 1_000_000
            }
            Preset::RandomChordal { .. } => n * 16,
            _ => n * 4,
        }
    }

    /// The edges, all at once, of the families without rows of pairs.
    fn small_edges(&self) -> Vec<(u32, u32)> {
        match *self {
            Preset::Path(n) => (1..n).map(|v| (v - 1, v)).collect(),
            Preset::Cycle(n) => (0..n).map(|v| (v, (v + 1) % n)).collect(),
            Preset::Star(n) => (1..n).map(|v| (0, v)).collect(),
            Preset::Wheel(n) => {
                let rim = n - 1;
                let spokes = (1..n).map(|v| (0, v));
                let cycle = (0..rim).map(|i| (1 + i, 1 + (i + 1) % rim));
                spokes.chain(cycle).collect()
            }
            Preset::Grid(rows, columns) => grid_edges(rows, columns),
            Preset::Petersen => {
                let outer = (0..5).map(|i| (i, (i + 1) % 5));
                let spokes = (0..5).map(|i| (i, i + 5));
                let inner = (0..5).map(|i| (5 + i, 5 + (i + 2) % 5));
                outer.chain(spokes).chain(inner).collect()
            }
            Preset::RandomTree { n, seed } => random_tree(n, seed),
            Preset::RandomChordal { n, seed } => random_chordal(n, seed),
            Preset::Complete(_) | Preset::Gnp { .. } => Vec::new(),
        }
    }
}

/// Builds a family's graph a slice at a time: the complete graph and G(n, p) one row of pairs
/// u < v at a time, the others at once; then the neighbour lists.
#[derive(Clone, Debug)]
pub struct PresetJob {
    preset: Preset,
    n: u32,
    /// The next row u of pairs (u, v), v > u.
    row: u32,
    rng: SplitMix64,
    edges: Vec<(u32, u32)>,
    builder: Option<Box<GraphBuilder>>,
}

impl PresetJob {
    /// Prepares the building of `preset`'s graph.
    pub fn new(preset: Preset) -> PresetJob {
        let seed = match preset {
            Preset::Gnp { seed, .. } => seed,
            _ => 0,
        };
        PresetJob {
            n: u32::try_from(preset.vertex_count()).unwrap_or(u32::MAX),
            preset,
            row: 0,
            rng: SplitMix64::new(seed),
            edges: Vec::new(),
            builder: None,
        }
    }

    /// Makes the edges of the next rows, about `work` pairs; returns whether all are made.
    fn make_edges(&mut self, work: u64) -> bool {
        let n = self.n;
        let mut spent = 0u64;
        match self.preset {
            Preset::Complete(_) | Preset::Gnp { .. } => {
                while self.row < n && spent < work {
                    let u = self.row;
                    for v in u + 1..n {
                        let keep = match self.preset {
                            Preset::Gnp { p, .. } => self.rng.chance(p),
                            _ => true,
                        };
                        if keep {
                            self.edges.push((u, v));
                        }
                    }
                    spent += u64::from(n - u);
                    self.row += 1;
                }
                self.row >= n
            }
            _ => {
                self.edges = self.preset.small_edges();
                self.row = n;
                true
            }
        }
    }
}

impl Stepwise for PresetJob {
    type Output = Graph;

    fn advance(&mut self, work: u64) -> bool {
        if self.builder.is_none() {
            if !self.make_edges(work) {
                return false;
            }
            let edges = std::mem::take(&mut self.edges);
            self.builder = Some(Box::new(GraphBuilder::new(self.n, false, edges)));
            return false;
        }
        self.builder.as_mut().is_some_and(|builder| builder.advance(work))
    }

    fn progress(&self) -> f64 {
        match &self.builder {
            Some(builder) => 0.5 + builder.progress() / 2.0,
            None => f64::from(self.row) / f64::from(self.n.max(1)) / 2.0,
        }
    }

    fn finish(mut self: Box<Self>) -> Graph {
        while !self.advance(u64::MAX) {}
        match self.builder {
            Some(builder) => builder.finish(),
            // Unreachable: advance only reports done once the builder exists.
            None => Graph::from_valid_edges(self.n, false, Vec::new()),
        }
    }
}

fn grid_edges(rows: u32, columns: u32) -> Vec<(u32, u32)> {
    let mut edges = Vec::new();
    for r in 0..rows {
        for c in 0..columns {
            let v = r * columns + c;
            if c + 1 < columns {
                edges.push((v, v + 1));
            }
            if r + 1 < rows {
                edges.push((v, v + columns));
            }
        }
    }
    edges
}

/// SplitMix64: a small generator whose output depends only on the seed.
#[derive(Clone, Debug)]
pub struct SplitMix64(u64);

impl SplitMix64 {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number from 0 to `bound − 1` (`bound` ≥ 1), by multiplying out the high bits.
    pub fn below(&mut self, bound: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(bound)) >> 64) as u64
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: Millionths) -> bool {
        self.below(1_000_000) < u64::from(p.0)
    }
}

/// A uniformly random labelled tree: a random Prüfer sequence, decoded in linear time.
fn random_tree(n: u32, seed: u64) -> Vec<(u32, u32)> {
    if n < 2 {
        return Vec::new();
    }
    let mut rng = SplitMix64::new(seed);
    let sequence: Vec<u32> = (0..n - 2).map(|_| rng.below(n.into()) as u32).collect();
    let mut degree = vec![1u32; n as usize];
    for &v in &sequence {
        degree[v as usize] += 1;
    }
    let mut edges = Vec::with_capacity(n as usize - 1);
    // The standard linear decoding: `leaf` is the smallest leaf, found by a moving pointer.
    let mut pointer = degree.iter().position(|&d| d == 1).unwrap_or(0) as u32;
    let mut leaf = pointer;
    for &v in &sequence {
        edges.push((leaf.min(v), leaf.max(v)));
        degree[v as usize] -= 1;
        if degree[v as usize] == 1 && v < pointer {
            leaf = v;
        } else {
            pointer += 1;
            while degree[pointer as usize] != 1 {
                pointer += 1;
            }
            leaf = pointer;
        }
    }
    edges.push((leaf.min(n - 1), leaf.max(n - 1)));
    edges
}

/// A random connected chordal graph: vertex i (i ≥ 1) picks a random earlier vertex v and
/// joins a clique grown from v, each of v's earlier neighbours added with probability 1/2 when
/// it is adjacent to the whole clique so far. Every vertex is simplicial when added, so the
/// reverse order is a perfect elimination ordering.
fn random_chordal(n: u32, seed: u64) -> Vec<(u32, u32)> {
    let mut rng = SplitMix64::new(seed);
    let mut adjacency: Vec<Vec<u32>> = vec![Vec::new(); n as usize];
    let mut edges = Vec::new();
    for i in 1..n {
        let v = rng.below(i.into()) as u32;
        let mut clique = vec![v];
        let candidates = adjacency[v as usize].clone();
        for w in candidates {
            if rng.below(2) == 0 && clique.iter().all(|&c| adjacency[c as usize].contains(&w)) {
                clique.push(w);
            }
        }
        clique.sort_unstable();
        for &c in &clique {
            edges.push((c, i));
            adjacency[c as usize].push(i);
            adjacency[i as usize].push(c);
        }
    }
    edges
}

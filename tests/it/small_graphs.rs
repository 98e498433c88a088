//! Every small graph up to isomorphism, every small tree, and random trees: inputs for the graph
//! games' oracle tests.
//!
//! Graphs on n vertices come from those on n - 1 by adding a vertex joined to every possible
//! subset (deleting a vertex of any graph gives one of the smaller ones), kept when their
//! canonical code is new. The canonical code is the least adjacency code over the orderings that
//! sort vertices by an isomorphism invariant, so two graphs share it only when isomorphic, and
//! the counts are checked against OEIS A000088 (a duplicate would raise them).

use std::collections::HashSet;
use std::sync::OnceLock;

use crate::both;
use crate::oracle::Rng;

/// A graph on at most 8 vertices: bit j of `adjacency[i]` says i and j are adjacent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SmallGraph {
    pub adjacency: Vec<u8>,
}

impl SmallGraph {
    pub fn vertices(&self) -> u32 {
        self.adjacency.len() as u32
    }

    pub fn edges(&self) -> Vec<(u32, u32)> {
        let n = self.adjacency.len();
        let mut edges = Vec::new();
        for i in 0..n {
            for j in i + 1..n {
                if self.adjacency[i] >> j & 1 == 1 {
                    edges.push((i as u32, j as u32));
                }
            }
        }
        edges
    }

    pub fn is_tree(&self) -> bool {
        let n = self.adjacency.len();
        n >= 1 && self.edges().len() == n - 1 && self.is_connected()
    }

    pub fn is_connected(&self) -> bool {
        let n = self.adjacency.len();
        let mut reached: u8 = 1;
        loop {
            let next = (0..n)
                .filter(|&v| reached >> v & 1 == 1)
                .fold(reached, |set, v| set | self.adjacency[v]);
            if next == reached {
                return reached.count_ones() as usize == n;
            }
            reached = next;
        }
    }

    /// The least code over the invariant-respecting orderings (see the module docs).
    fn canonical_code(&self) -> u64 {
        let n = self.adjacency.len();
        let degree = |v: usize| self.adjacency[v].count_ones() as u64;
        // Degree, then the sorted degrees of the neighbours, packed into one number.
        let invariant: Vec<u64> = (0..n)
            .map(|v| {
                let mut around: Vec<u64> =
                    (0..n).filter(|&u| self.adjacency[v] >> u & 1 == 1).map(degree).collect();
                around.sort_unstable();
                around.iter().fold(degree(v), |code, &d| code * 8 + d)
            })
            .collect();
        let mut classes: Vec<u64> = invariant.clone();
        classes.sort_unstable();
        let mut best = u64::MAX;
        let mut order = Vec::with_capacity(n);
        self.extend(&invariant, &classes, &mut order, 0, &mut best);
        best
    }

    fn extend(
        &self,
        invariant: &[u64],
        classes: &[u64],
        order: &mut Vec<usize>,
        code: u64,
        best: &mut u64,
    ) {
        let n = self.adjacency.len();
        let i = order.len();
        if i == n {
            *best = (*best).min(code);
            return;
        }
        let bits_after = (i + 1..n).sum::<usize>() as u32;
        for v in 0..n {
            if invariant[v] != classes[i] || order.contains(&v) {
                continue;
            }
            let row =
                order.iter().fold(0u64, |row, &u| row << 1 | u64::from(self.adjacency[v] >> u & 1));
            let next = code << i | row;
            if next > *best >> bits_after {
                continue;
            }
            order.push(v);
            self.extend(invariant, classes, order, next, best);
            order.pop();
        }
    }
}

/// Every graph on 1 to 8 vertices (computed once).
pub fn graphs_up_to_8() -> &'static [Vec<SmallGraph>] {
    static GRAPHS: OnceLock<Vec<Vec<SmallGraph>>> = OnceLock::new();
    GRAPHS.get_or_init(|| all_graphs(8))
}

/// Every graph on exactly 1..=max vertices, one per isomorphism class, by vertex count.
pub fn all_graphs(max: usize) -> Vec<Vec<SmallGraph>> {
    let mut by_size: Vec<Vec<SmallGraph>> = vec![vec![SmallGraph { adjacency: vec![0] }]];
    for n in 2..=max {
        let mut seen = HashSet::new();
        let mut graphs = Vec::new();
        for smaller in &by_size[n - 2] {
            for joined in 0u8..(1 << (n - 1)) {
                let mut adjacency = smaller.adjacency.clone();
                for (u, row) in adjacency.iter_mut().enumerate() {
                    *row |= (joined >> u & 1) << (n - 1);
                }
                adjacency.push(joined);
                let graph = SmallGraph { adjacency };
                if seen.insert(graph.canonical_code()) {
                    graphs.push(graph);
                }
            }
        }
        by_size.push(graphs);
    }
    by_size
}

/// A random labelled tree on `n` vertices (a random Prüfer sequence), edges shuffled.
pub fn random_tree(rng: &mut Rng, n: u32) -> Vec<(u32, u32)> {
    if n < 2 {
        return Vec::new();
    }
    let sequence: Vec<u32> = (0..n - 2).map(|_| rng.below(u64::from(n)) as u32).collect();
    let mut degree = vec![1u32; n as usize];
    for &v in &sequence {
        degree[v as usize] += 1;
    }
    let mut edges = Vec::new();
    for &v in &sequence {
        // The least leaf: degree 1 and not yet removed (degree 0 marks removed).
        let leaf = (0..n).find(|&u| degree[u as usize] == 1).unwrap_or(0);
        edges.push((leaf, v));
        degree[leaf as usize] -= 1;
        degree[v as usize] -= 1;
    }
    let rest: Vec<u32> = (0..n).filter(|&u| degree[u as usize] == 1).collect();
    edges.push((rest[0], rest[1]));
    for i in (1..edges.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        edges.swap(i, j);
    }
    edges.into_iter().map(|(u, v)| if rng.below(2) == 0 { (u, v) } else { (v, u) }).collect()
}

/// OEIS A000088: graphs on n unlabelled vertices, n = 1..8.
const A000088: [usize; 8] = [1, 2, 4, 11, 34, 156, 1044, 12346];
/// OEIS A000055: trees on n unlabelled vertices, n = 1..8.
const A000055: [usize; 8] = [1, 1, 1, 2, 3, 6, 11, 23];

both! {
    fn the_enumeration_finds_every_graph_and_tree_once() {
        let graphs = graphs_up_to_8();
        let counts: Vec<usize> = graphs.iter().map(Vec::len).collect();
        assert_eq!(counts, A000088);
        let trees: Vec<usize> =
            graphs.iter().map(|list| list.iter().filter(|g| g.is_tree()).count()).collect();
        assert_eq!(trees, A000055);
    }
}

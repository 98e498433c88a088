//! The path game on a tree (section 3.1 of the paper): the winning first vertices in linear time.
//!
//! Player A marks any vertex; from then on the players alternately mark an unmarked vertex
//! adjacent to the one the other player marked last; whoever cannot mark loses. With the tree
//! rooted at the start, the vertex just marked is the only marked neighbour of the next choices
//! (a tree has no second path back), so the game only moves away from the root, and
//! win(i) = "the player who marks i wins" = no son of i is a win. The paper's rerooting
//! algorithm computes win and ntwin (the number of winning sons) bottom-up from one root, then
//! rwin and ntrwin (the same values were the tree rooted at each vertex) top-down: A wins by
//! starting at v exactly when rwin(v).

use std::fmt;

use super::play::Game;
use super::trace::Trace;

/// A tree: `n` vertices, 0-based, with sorted neighbour lists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    neighbours: Vec<Vec<u32>>,
}

/// Why a graph is not a tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotATree {
    /// A tree needs at least one vertex.
    Empty,
    /// A tree on n vertices has exactly n - 1 edges.
    EdgeCount {
        /// The number of vertices.
        vertices: u32,
        /// The number of edges given.
        edges: u32,
    },
    /// The graph has n - 1 edges but falls apart (so some part of it has a cycle).
    Disconnected {
        /// A vertex that cannot be reached from vertex 0.
        unreached: u32,
    },
}

impl fmt::Display for NotATree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotATree::Empty => write!(f, "a tree needs at least one vertex"),
            NotATree::EdgeCount { vertices, edges } => write!(
                f,
                "not a tree: a tree on {vertices} vertices has {} edges, this graph has {edges}",
                vertices - 1
            ),
            NotATree::Disconnected { unreached } => write!(
                f,
                "not a tree: vertex {unreached} cannot be reached from vertex 0 (the graph is \
                 not connected, so it has a cycle elsewhere)"
            ),
        }
    }
}

impl Tree {
    /// Checks that the simple graph with `vertices` vertices and `edges` (each pair once, no
    /// loops, ends below `vertices`: the request parsers check that) is a tree.
    pub fn new(vertices: u32, edges: &[(u32, u32)]) -> Result<Tree, NotATree> {
        if vertices == 0 {
            return Err(NotATree::Empty);
        }
        if edges.len() as u64 != u64::from(vertices) - 1 {
            return Err(NotATree::EdgeCount { vertices, edges: edges.len() as u32 });
        }
        let mut neighbours = vec![Vec::new(); vertices as usize];
        for &(u, v) in edges {
            neighbours[u as usize].push(v);
            neighbours[v as usize].push(u);
        }
        for list in &mut neighbours {
            list.sort_unstable();
        }
        let tree = Tree { neighbours };
        let (order, _) = tree.dfs(0);
        if order.len() < vertices as usize {
            let mut reached = vec![false; vertices as usize];
            for &v in &order {
                reached[v as usize] = true;
            }
            // Fewer vertices were reached than exist, so one is unreached.
            let unreached = reached.iter().position(|&r| !r).unwrap_or(0) as u32;
            return Err(NotATree::Disconnected { unreached });
        }
        Ok(tree)
    }

    /// The number of vertices.
    pub fn len(&self) -> u32 {
        self.neighbours.len() as u32
    }

    /// Whether the tree has no vertex (never: `new` refuses that).
    pub fn is_empty(&self) -> bool {
        self.neighbours.is_empty()
    }

    /// The neighbours of `v`, ascending.
    pub fn neighbours(&self, v: u32) -> &[u32] {
        &self.neighbours[v as usize]
    }

    /// The vertices reachable from `root` in depth-first preorder (sons in ascending order),
    /// and each one's parent. Iterative: a path of thousands of vertices is fine.
    fn dfs(&self, root: u32) -> (Vec<u32>, Vec<Option<u32>>) {
        let n = self.neighbours.len();
        let mut parent = vec![None; n];
        let mut seen = vec![false; n];
        let mut order = Vec::with_capacity(n);
        let mut stack = vec![root];
        seen[root as usize] = true;
        while let Some(v) = stack.pop() {
            order.push(v);
            for &u in self.neighbours[v as usize].iter().rev() {
                if !seen[u as usize] {
                    seen[u as usize] = true;
                    parent[u as usize] = Some(v);
                    stack.push(u);
                }
            }
        }
        (order, parent)
    }
}

/// The paper's two passes over a tree rooted at `root`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rerooting {
    /// The root of the first pass.
    pub root: u32,
    /// Each vertex's parent when rooted at `root`.
    pub parent: Vec<Option<u32>>,
    /// Depth-first preorder from the root: the top-down pass visits vertices in this order,
    /// the bottom-up pass in the reverse order (sons before their parent).
    pub preorder: Vec<u32>,
    /// win(i): the player who marks i wins (no son of i is a win), rooted at `root`.
    pub win: Vec<bool>,
    /// ntwin(i): the number of sons s of i with win(s), rooted at `root`.
    pub ntwin: Vec<u32>,
    /// rwin(i): win(i) were the tree rooted at i, i.e. A wins by starting at i.
    pub rwin: Vec<bool>,
    /// ntrwin(i): ntwin(i) were the tree rooted at i.
    pub ntrwin: Vec<u32>,
}

/// What one visit of a pass computed, in the order the passes visit the vertices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RerootingEvent {
    /// The bottom-up pass visited `v` after its sons: win(v) and ntwin(v).
    BottomUp {
        /// The vertex.
        v: u32,
        /// win(v): no son of v is a win.
        win: bool,
        /// ntwin(v): the number of winning sons.
        ntwin: u32,
    },
    /// The top-down pass visited `v` after its parent: ntrwin(v) and rwin(v).
    TopDown {
        /// The vertex.
        v: u32,
        /// ntrwin(v): ntwin(v) were the tree rooted at v.
        ntrwin: u32,
        /// rwin(v): A wins by starting at v.
        rwin: bool,
    },
}

impl Rerooting {
    /// Runs both passes from `root` (a vertex of `tree`).
    pub fn new(tree: &Tree, root: u32) -> Rerooting {
        Rerooting::traced(tree, root, &mut ())
    }

    /// Runs both passes from `root`, reporting each visit to `trace`: the n bottom-up visits,
    /// then the n top-down ones.
    pub fn traced(tree: &Tree, root: u32, trace: &mut impl Trace<RerootingEvent>) -> Rerooting {
        let n = tree.len() as usize;
        let (preorder, parent) = tree.dfs(root);
        let mut win = vec![false; n];
        let mut ntwin = vec![0u32; n];
        // Bottom-up: a vertex after all its sons.
        for &i in preorder.iter().rev() {
            win[i as usize] = ntwin[i as usize] == 0;
            trace.event(RerootingEvent::BottomUp {
                v: i,
                win: win[i as usize],
                ntwin: ntwin[i as usize],
            });
            if let Some(p) = parent[i as usize]
                && win[i as usize]
            {
                ntwin[p as usize] += 1;
            }
        }
        let mut rwin = vec![false; n];
        let mut ntrwin = vec![0u32; n];
        // Top-down: a vertex after its parent.
        for &i in &preorder {
            let count = match parent[i as usize] {
                None => ntwin[i as usize],
                Some(p) => ntwin[i as usize] + u32::from(without_son(&ntrwin, &win, p, i) == 0),
            };
            ntrwin[i as usize] = count;
            rwin[i as usize] = count == 0;
            trace.event(RerootingEvent::TopDown { v: i, ntrwin: count, rwin: count == 0 });
        }
        Rerooting { root, parent, preorder, win, ntwin, rwin, ntrwin }
    }

    /// ntrwin'(i, s): the winning sons of i, were i the root and s (a son of i) not among its
    /// sons. Needs ntrwin(i).
    pub fn ntrwin_without(&self, i: u32, s: u32) -> u32 {
        without_son(&self.ntrwin, &self.win, i, s)
    }

    /// The vertices where A wins by starting, ascending.
    pub fn winning_starts(&self) -> Vec<u32> {
        (0..self.rwin.len() as u32).filter(|&v| self.rwin[v as usize]).collect()
    }

    /// Whether the player who marks `to` right after `from` was marked (neighbours) wins: the
    /// win value of `to` with the tree rooted beyond it at `from`.
    pub fn marking_wins(&self, from: u32, to: u32) -> bool {
        if self.parent[to as usize] == Some(from) {
            self.win[to as usize]
        } else {
            // `to` is the parent of `from`: its other branches are its sons were it the root.
            self.ntrwin_without(to, from) == 0
        }
    }
}

fn without_son(ntrwin: &[u32], win: &[bool], i: u32, s: u32) -> u32 {
    ntrwin[i as usize] - u32::from(win[s as usize])
}

/// A position of the path game: the last two marked vertices (on a tree they fix the moves).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PathEnd {
    /// The vertex marked before the last one.
    pub previous: Option<u32>,
    /// The vertex marked last; `None` before A's first choice.
    pub last: Option<u32>,
}

impl PathEnd {
    /// Nothing marked yet: A chooses any vertex.
    pub const START: PathEnd = PathEnd { previous: None, last: None };
}

/// The path game on one tree, with the rerooting values for its strategy.
#[derive(Clone, Debug, PartialEq)]
pub struct TreePathGame {
    /// The tree.
    pub tree: Tree,
    /// The paper's values, rooted at vertex 0.
    pub values: Rerooting,
}

impl TreePathGame {
    /// The game on `tree`.
    pub fn new(tree: Tree) -> TreePathGame {
        let values = Rerooting::new(&tree, 0);
        TreePathGame { tree, values }
    }

    /// Whether marking `v` now wins for the player who marks it.
    pub fn marking_wins(&self, position: &PathEnd, v: u32) -> bool {
        match position.last {
            None => self.values.rwin[v as usize],
            Some(last) => self.values.marking_wins(last, v),
        }
    }
}

impl Game for TreePathGame {
    type Position = PathEnd;
    type Move = u32;

    fn moves(&self, position: &PathEnd) -> Vec<u32> {
        match position.last {
            None => (0..self.tree.len()).collect(),
            Some(last) => self
                .tree
                .neighbours(last)
                .iter()
                .copied()
                .filter(|&u| Some(u) != position.previous)
                .collect(),
        }
    }

    fn is_legal(&self, position: &PathEnd, mv: &u32) -> bool {
        match position.last {
            None => *mv < self.tree.len(),
            Some(last) => Some(*mv) != position.previous && self.tree.neighbours(last).contains(mv),
        }
    }

    fn play(&self, position: &PathEnd, mv: &u32) -> PathEnd {
        PathEnd { previous: position.last, last: Some(*mv) }
    }

    fn strategy_move(&self, position: &PathEnd) -> Option<u32> {
        self.moves(position).into_iter().find(|&v| self.marking_wins(position, v))
    }

    fn plain_delaying_move(&self, position: &PathEnd) -> Option<u32> {
        self.moves(position).into_iter().next()
    }

    fn positions_bound(&self, _start: &PathEnd) -> u128 {
        // The start, a first choice, and an ordered pair of neighbours per edge direction.
        1 + 3 * u128::from(self.tree.len())
    }
}

impl Rerooting {
    /// The sons of `v` in `tree`, rooted at the first pass's root.
    pub fn sons(&self, tree: &Tree, v: u32) -> Vec<u32> {
        let parent = self.parent[v as usize];
        tree.neighbours(v).iter().copied().filter(|&u| Some(u) != parent).collect()
    }

    /// What a visit of a pass over `tree` computed, and why, in words.
    pub fn sentence(&self, tree: &Tree, event: RerootingEvent) -> String {
        match event {
            RerootingEvent::BottomUp { v, win, ntwin } => {
                self.bottom_up_sentence(tree, v, win, ntwin)
            }
            RerootingEvent::TopDown { v, ntrwin, rwin } => self.top_down_sentence(v, ntrwin, rwin),
        }
    }

    /// Why win(v) and ntwin(v) are what they are.
    fn bottom_up_sentence(&self, tree: &Tree, v: u32, win: bool, ntwin: u32) -> String {
        let sons = self.sons(tree, v);
        if sons.is_empty() {
            return format!(
                "{v} is a leaf: whoever marks it wins, as the other player cannot move. win({v}) = true, ntwin({v}) = 0."
            );
        }
        let listed: Vec<String> =
            sons.iter().map(|&s| format!("win({s}) = {}", self.win[s as usize])).collect();
        let consequence = if win {
            format!(
                "no son is a win, so win({v}) = true: whichever son the other player marks next, it loses"
            )
        } else {
            let winner = sons.iter().find(|&&s| self.win[s as usize]).copied().unwrap_or(0);
            format!("so win({v}) = false: after {v} the other player marks {winner} and wins")
        };
        format!("Sons of {v}: {}. ntwin({v}) = {ntwin}; {consequence}.", listed.join(", "))
    }

    /// Why ntrwin(v) and rwin(v) are what they are.
    fn top_down_sentence(&self, v: u32, ntrwin: u32, rwin: bool) -> String {
        let i = v as usize;
        let Some(p) = self.parent[i] else {
            return format!(
                "The second pass goes top-down. At the root nothing changes: rwin({v}) = win({v}) = {}, ntrwin({v}) = ntwin({v}) = {ntrwin}.",
                rwin,
            );
        };
        let without = self.ntrwin_without(p, v);
        format!(
            "Re-rooting at {v}: its parent {p} becomes a son. ntrwin'({p}, {v}) = ntrwin({p}) − [win({v})] = {} − {} = {without}, \
             so {p} as a son of {v} is {}. ntrwin({v}) = ntwin({v}) + [ntrwin'({p}, {v}) = 0] = {} + {} = {ntrwin}, so rwin({v}) = {}{}.",
            self.ntrwin[p as usize],
            u32::from(self.win[i]),
            if without == 0 { "a win" } else { "not a win" },
            self.ntwin[i],
            u32::from(without == 0),
            rwin,
            if rwin { ": A wins by starting here" } else { "" },
        )
    }

    /// The winning first vertices, said once the passes are done.
    pub fn summary(&self) -> String {
        let starts = self.winning_starts();
        if starts.is_empty() {
            "Done: A wins from no vertex; B always has an answer.".to_string()
        } else {
            let listed: Vec<String> = starts.iter().map(u32::to_string).collect();
            format!("Done: A wins by starting at {} (green).", listed.join(", "))
        }
    }
}

//! Minimax and alpha-beta pruning on a game tree whose leaves hold values (the tutorial's
//! section on minimax with evaluation).
//!
//! The root maximises (or minimises) and the levels alternate. Alpha-beta follows the
//! tutorial's fail-soft code: a node returns the best value of the children it searched, and
//! stops searching them once beta <= alpha. Its value at the root is minimax's; it evaluates
//! fewer leaves, how many fewer depending on the order of the moves: best first prunes most,
//! worst first least ([`MoveOrder`]). Each step is reported as a [`SearchEvent`] (alpha and beta
//! at every node as the search goes, the branches cut).

use std::fmt;

use super::trace::Trace;

/// The deepest tree: 64 levels below the root.
pub const MAX_DEPTH: usize = 64;
/// The most nodes (leaves and inner nodes) in a tree.
pub const MAX_NODES: usize = 1_000_000;
/// The largest leaf value in absolute value: 10^15 (exact in a JS number).
pub const MAX_LEAF: i64 = 1_000_000_000_000_000;

/// A game tree: node 0 is the root, nodes are numbered in preorder (a node, then its subtrees
/// from the first child to the last).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameTree {
    /// A leaf's value (`None` for an inner node).
    leaf: Vec<Option<i64>>,
    /// The children of node v are `children[child_start[v]..child_start[v + 1]]`.
    child_start: Vec<u32>,
    children: Vec<u32>,
    depth: usize,
}

/// Why a tree cannot be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeError {
    /// Deeper than [`MAX_DEPTH`].
    TooDeep,
    /// More than [`MAX_NODES`] nodes.
    TooLarge,
    /// A leaf value above [`MAX_LEAF`] in absolute value.
    LeafOutOfRange(i64),
    /// An inner node without children (an empty list).
    EmptyNode,
    /// No node at all, or a node left open.
    Unfinished,
    /// A second value after the root.
    TwoRoots,
}

impl fmt::Display for TreeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TreeError::TooDeep => {
                write!(f, "the tree is more than {MAX_DEPTH} levels deep; that is the limit")
            }
            TreeError::TooLarge => {
                write!(f, "the tree has more than {MAX_NODES} nodes; that is the limit")
            }
            TreeError::LeafOutOfRange(value) => write!(
                f,
                "the leaf value {value} is out of range; leaf values are from -10^15 to 10^15"
            ),
            TreeError::EmptyNode => write!(
                f,
                "a node has no children: an empty list is neither a leaf (a number) nor a node \
                 with moves"
            ),
            TreeError::Unfinished => write!(f, "the tree is incomplete (a list is not closed)"),
            TreeError::TwoRoots => {
                write!(f, "the tree is more than one value; write one list, such as ((3,5),(2,9))")
            }
        }
    }
}

/// Builds a [`GameTree`] in preorder: `open` a node, add its children (`leaf` or `open` ...
/// `close`), `close` it. Every limit is checked as the tree grows, so nothing past a limit is
/// ever stored.
#[derive(Clone, Debug, Default)]
pub struct TreeBuilder {
    leaf: Vec<Option<i64>>,
    parent: Vec<u32>,
    /// The open nodes, each with its number of children so far.
    open: Vec<(u32, u32)>,
    depth: usize,
    closed_root: bool,
}

impl TreeBuilder {
    /// An empty tree.
    pub fn new() -> TreeBuilder {
        TreeBuilder::default()
    }

    fn add(&mut self, value: Option<i64>) -> Result<u32, TreeError> {
        if self.closed_root || (self.open.is_empty() && !self.leaf.is_empty()) {
            return Err(TreeError::TwoRoots);
        }
        if self.open.len() > MAX_DEPTH {
            return Err(TreeError::TooDeep);
        }
        if self.leaf.len() >= MAX_NODES {
            return Err(TreeError::TooLarge);
        }
        // Below MAX_NODES, checked above.
        let node = self.leaf.len() as u32;
        let parent = match self.open.last_mut() {
            Some((parent, count)) => {
                *count += 1;
                *parent
            }
            None => u32::MAX,
        };
        self.leaf.push(value);
        self.parent.push(parent);
        self.depth = self.depth.max(self.open.len());
        Ok(node)
    }

    /// Adds a leaf with `value`.
    pub fn leaf(&mut self, value: i64) -> Result<(), TreeError> {
        if !(-MAX_LEAF..=MAX_LEAF).contains(&value) {
            return Err(TreeError::LeafOutOfRange(value));
        }
        self.add(Some(value))?;
        if self.open.is_empty() {
            self.closed_root = true;
        }
        Ok(())
    }

    /// Opens an inner node; its children follow until [`TreeBuilder::close`].
    pub fn open(&mut self) -> Result<(), TreeError> {
        let node = self.add(None)?;
        self.open.push((node, 0));
        Ok(())
    }

    /// Closes the node opened last.
    pub fn close(&mut self) -> Result<(), TreeError> {
        match self.open.pop() {
            Some((_, 0)) => Err(TreeError::EmptyNode),
            Some(_) => {
                if self.open.is_empty() {
                    self.closed_root = true;
                }
                Ok(())
            }
            None => Err(TreeError::Unfinished),
        }
    }

    /// How deep the open nodes go (the root is at depth 0; its children at 1).
    pub fn open_depth(&self) -> usize {
        self.open.len()
    }

    /// The tree, once its root is closed.
    pub fn finish(self) -> Result<GameTree, TreeError> {
        if !self.closed_root || !self.open.is_empty() {
            return Err(TreeError::Unfinished);
        }
        let n = self.leaf.len();
        let mut child_start = vec![0u32; n + 1];
        for &parent in &self.parent[1..] {
            child_start[parent as usize + 1] += 1;
        }
        for v in 0..n {
            child_start[v + 1] += child_start[v];
        }
        let mut next = child_start.clone();
        let mut children = vec![0u32; n.saturating_sub(1)];
        // Preorder lists siblings in order, so each node's children come out in order.
        for (node, &parent) in self.parent.iter().enumerate().skip(1) {
            children[next[parent as usize] as usize] = node as u32;
            next[parent as usize] += 1;
        }
        Ok(GameTree { leaf: self.leaf, child_start, children, depth: self.depth })
    }
}

impl GameTree {
    /// The number of nodes.
    pub fn node_count(&self) -> usize {
        self.leaf.len()
    }

    /// The number of leaves.
    pub fn leaf_count(&self) -> u64 {
        self.leaf.iter().filter(|value| value.is_some()).count() as u64
    }

    /// The depth: the most moves from the root to a leaf.
    pub fn depth(&self) -> usize {
        self.depth
    }

    /// A leaf's value, `None` for an inner node.
    pub fn leaf_value(&self, node: usize) -> Option<i64> {
        self.leaf[node]
    }

    /// The children of `node`, in order.
    pub fn children(&self, node: usize) -> &[u32] {
        &self.children[self.child_start[node] as usize..self.child_start[node + 1] as usize]
    }

    /// The tree as nested lists, `((3,5),(2,(9,1)))`.
    pub fn text(&self) -> String {
        let mut out = String::new();
        // (node, next child index), depth-first; depth at most MAX_DEPTH.
        let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
        while let Some(&mut (node, ref mut next)) = stack.last_mut() {
            if let Some(value) = self.leaf[node] {
                out.push_str(&value.to_string());
                stack.pop();
                continue;
            }
            let children = self.children(node);
            if *next == 0 {
                out.push('(');
            } else if *next < children.len() {
                out.push(',');
            }
            if *next < children.len() {
                let child = children[*next] as usize;
                *next += 1;
                stack.push((child, 0));
            } else {
                out.push(')');
                stack.pop();
            }
        }
        out
    }
}

/// Every node's minimax value, the root maximising when `maximizing_root`: a leaf's value, the
/// largest child value at a maximising node, the smallest at a minimising one.
pub fn minimax_values(tree: &GameTree, maximizing_root: bool) -> Vec<i64> {
    let n = tree.node_count();
    let mut maximizing = vec![maximizing_root; n];
    for node in 0..n {
        for &child in tree.children(node) {
            maximizing[child as usize] = !maximizing[node];
        }
    }
    let mut value = vec![0i64; n];
    // Children come after their parent in preorder, so backwards they come first.
    for node in (0..n).rev() {
        value[node] = match tree.leaf[node] {
            Some(leaf) => leaf,
            None => {
                let values = tree.children(node).iter().map(|&c| value[c as usize]);
                if maximizing[node] { values.max() } else { values.min() }.unwrap_or(0)
            }
        };
    }
    value
}

/// The root's best moves: the indices of its children whose minimax value is the root's.
pub fn best_moves(tree: &GameTree, maximizing_root: bool) -> Vec<u32> {
    let values = minimax_values(tree, maximizing_root);
    let children = tree.children(0);
    (0..children.len() as u32)
        .filter(|&i| values[children[i as usize] as usize] == values[0])
        .collect()
}

/// The order in which alpha-beta searches a node's children.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveOrder {
    /// As the tree lists them.
    AsGiven,
    /// The best for the player to move first (by minimax value): most cut-offs.
    BestFirst,
    /// The worst first: fewest cut-offs.
    WorstFirst,
}

/// No bound yet: alpha starts at -infinity, beta at +infinity.
pub const MINUS_INFINITY: i64 = i64::MIN;
/// See [`MINUS_INFINITY`].
pub const PLUS_INFINITY: i64 = i64::MAX;

/// A bound as text: "-inf", "+inf" or the number.
pub fn bound_text(bound: i64) -> String {
    match bound {
        MINUS_INFINITY => "-inf".into(),
        PLUS_INFINITY => "+inf".into(),
        value => value.to_string(),
    }
}

/// What [`alpha_beta`] reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchEvent {
    /// The search enters a node with these bounds.
    Enter {
        /// The node.
        node: u32,
        /// Whether the player to move there maximises.
        maximizing: bool,
        /// Alpha on entry.
        alpha: i64,
        /// Beta on entry.
        beta: i64,
    },
    /// A leaf is evaluated.
    Leaf {
        /// The leaf.
        node: u32,
        /// Its value.
        value: i64,
    },
    /// A child has returned its value; the node's best so far and bounds after it.
    Child {
        /// The node.
        node: u32,
        /// The child.
        child: u32,
        /// The value the child returned.
        value: i64,
        /// The node's best value so far.
        best: i64,
        /// Alpha after the child.
        alpha: i64,
        /// Beta after the child.
        beta: i64,
    },
    /// beta <= alpha: the node's remaining children are not searched.
    Cut {
        /// The node.
        node: u32,
        /// The children cut.
        pruned: Vec<u32>,
        /// Alpha and beta at the cut.
        alpha: i64,
        /// See `alpha`.
        beta: i64,
    },
    /// The node returns its value.
    Exit {
        /// The node.
        node: u32,
        /// The value returned.
        value: i64,
    },
}

impl SearchEvent {
    /// The event in words: "node 4 (min): alpha = 3, beta = +inf".
    pub fn sentence(&self) -> String {
        match self {
            SearchEvent::Enter { node, maximizing, alpha, beta } => format!(
                "node {node} ({}): alpha = {}, beta = {}",
                if *maximizing { "max" } else { "min" },
                bound_text(*alpha),
                bound_text(*beta)
            ),
            SearchEvent::Leaf { node, value } => format!("leaf {node} evaluated: {value}"),
            SearchEvent::Child { node, child, value, best, alpha, beta } => format!(
                "node {node}: child {child} returns {value}; best {best}, alpha = {}, beta = {}",
                bound_text(*alpha),
                bound_text(*beta)
            ),
            SearchEvent::Cut { node, pruned, alpha, beta } => {
                let pruned: Vec<String> = pruned.iter().map(u32::to_string).collect();
                format!(
                    "node {node}: beta {} <= alpha {}, so children {} are cut",
                    bound_text(*beta),
                    bound_text(*alpha),
                    pruned.join(", ")
                )
            }
            SearchEvent::Exit { node, value } => format!("node {node} returns {value}"),
        }
    }
}

/// What a search found and what it cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Search {
    /// The root's value.
    pub value: i64,
    /// Leaves evaluated.
    pub leaves: u64,
    /// Nodes entered (leaves included).
    pub nodes: u64,
    /// Cut-offs made.
    pub cuts: u64,
}

/// Alpha-beta (fail-soft, cutting when beta <= alpha) from the root, children searched in
/// `order`. The recursion is as deep as the tree, at most [`MAX_DEPTH`].
pub fn alpha_beta(
    tree: &GameTree,
    maximizing_root: bool,
    order: MoveOrder,
    trace: &mut impl Trace<SearchEvent>,
) -> Search {
    let values = (order != MoveOrder::AsGiven).then(|| minimax_values(tree, maximizing_root));
    let mut search = Search { value: 0, leaves: 0, nodes: 0, cuts: 0 };
    let context = Context { tree, order, values };
    search.value =
        context.visit(0, maximizing_root, MINUS_INFINITY, PLUS_INFINITY, &mut search, trace);
    search
}

struct Context<'a> {
    tree: &'a GameTree,
    order: MoveOrder,
    values: Option<Vec<i64>>,
}

impl Context<'_> {
    fn visit(
        &self,
        node: usize,
        maximizing: bool,
        mut alpha: i64,
        mut beta: i64,
        search: &mut Search,
        trace: &mut impl Trace<SearchEvent>,
    ) -> i64 {
        search.nodes += 1;
        trace.event(SearchEvent::Enter { node: node as u32, maximizing, alpha, beta });
        if let Some(value) = self.tree.leaf[node] {
            search.leaves += 1;
            trace.event(SearchEvent::Leaf { node: node as u32, value });
            return value;
        }
        let mut children = self.tree.children(node).to_vec();
        if let Some(values) = &self.values {
            // Best first for the player to move: descending at a maximising node.
            let best_first = (self.order == MoveOrder::BestFirst) == maximizing;
            children.sort_by_key(|&c| values[c as usize]);
            if best_first {
                children.reverse();
            }
        }
        let mut best = if maximizing { MINUS_INFINITY } else { PLUS_INFINITY };
        for (index, &child) in children.iter().enumerate() {
            let value = self.visit(child as usize, !maximizing, alpha, beta, search, trace);
            if maximizing {
                best = best.max(value);
                alpha = alpha.max(value);
            } else {
                best = best.min(value);
                beta = beta.min(value);
            }
            trace.event(SearchEvent::Child { node: node as u32, child, value, best, alpha, beta });
            if beta <= alpha {
                if index + 1 < children.len() {
                    search.cuts += 1;
                    let pruned = children[index + 1..].to_vec();
                    trace.event(SearchEvent::Cut { node: node as u32, pruned, alpha, beta });
                }
                break;
            }
        }
        trace.event(SearchEvent::Exit { node: node as u32, value: best });
        best
    }
}

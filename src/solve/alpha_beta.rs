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
use std::fmt::Write;

use super::stepwise::Stepwise;
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
    /// A node closed when none is open (a closing bracket too many).
    Unopened,
    /// A second value after the root.
    TwoRoots,
    /// A typed tree that is not a tree: its reader's message.
    Unreadable(String),
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
            TreeError::Unopened => write!(f, "a closing bracket closes no list (one too many)"),
            TreeError::TwoRoots => {
                write!(f, "the tree is more than one value; write one list, such as ((3,5),(2,9))")
            }
            TreeError::Unreadable(message) => f.write_str(message),
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
            None => Err(TreeError::Unopened),
        }
    }

    /// The nodes added so far.
    pub fn node_count(&self) -> usize {
        self.leaf.len()
    }

    /// How deep the open nodes go (the root is at depth 0; its children at 1).
    pub fn open_depth(&self) -> usize {
        self.open.len()
    }

    /// The tree, once its root is closed.
    pub fn finish(self) -> Result<GameTree, TreeError> {
        let mut indexing = self.indexing()?;
        indexing.run(u64::MAX);
        Ok(indexing.into_tree())
    }

    /// The tree's child lists still to write, once its root is closed: [`TreeBuilder::finish`]
    /// a slice at a time.
    pub fn indexing(self) -> Result<TreeIndexing, TreeError> {
        if !self.closed_root || !self.open.is_empty() {
            return Err(TreeError::Unfinished);
        }
        let n = self.leaf.len();
        Ok(TreeIndexing {
            child_start: vec![0u32; n + 1],
            children: vec![0u32; n.saturating_sub(1)],
            next: Vec::new(),
            pass: 0,
            cursor: 0,
            leaf: self.leaf,
            parent: self.parent,
            depth: self.depth,
        })
    }
}

/// A built tree's child lists written a slice at a time, in three passes of one node a unit of
/// work: each node's children counted, the counts summed into where each node's list starts,
/// then every node placed in its parent's list.
#[derive(Clone, Debug)]
pub struct TreeIndexing {
    leaf: Vec<Option<i64>>,
    parent: Vec<u32>,
    child_start: Vec<u32>,
    children: Vec<u32>,
    /// Where the next child of each node goes (the third pass).
    next: Vec<u32>,
    /// The pass under way (0 to 2; 3 when done) and the node it is at.
    pass: u8,
    cursor: usize,
    depth: usize,
}

impl TreeIndexing {
    /// Does up to `work` units; returns whether the child lists are written.
    pub fn run(&mut self, work: u64) -> bool {
        let n = self.leaf.len();
        let mut left = work;
        while self.pass < 3 {
            if self.cursor == n {
                self.pass += 1;
                self.cursor = 0;
                if self.pass == 2 {
                    self.next = self.child_start.clone();
                }
                continue;
            }
            if left == 0 {
                return false;
            }
            let node = self.cursor;
            match self.pass {
                0 if node > 0 => self.child_start[self.parent[node] as usize + 1] += 1,
                1 => self.child_start[node + 1] += self.child_start[node],
                // Preorder lists siblings in order, so each node's children come out in order.
                2 if node > 0 => {
                    let parent = self.parent[node] as usize;
                    self.children[self.next[parent] as usize] = node as u32;
                    self.next[parent] += 1;
                }
                _ => {}
            }
            self.cursor += 1;
            left -= 1;
        }
        true
    }

    /// The fraction done, from 0 to 1.
    pub fn progress(&self) -> f64 {
        let done = f64::from(self.pass.min(3)) + self.cursor as f64 / self.leaf.len().max(1) as f64;
        (done / 3.0).min(1.0)
    }

    /// The tree, once [`TreeIndexing::run`] has returned `true`.
    pub fn into_tree(self) -> GameTree {
        GameTree {
            leaf: self.leaf,
            child_start: self.child_start,
            children: self.children,
            depth: self.depth,
        }
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
                // Writing to a String cannot fail.
                let _ = write!(out, "{value}");
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

/// [`minimax_values`] a slice at a time: first who moves at each node (root to leaves), then
/// the values (leaves to root), one node per unit of work.
#[derive(Clone, Debug)]
pub struct MinimaxPass {
    maximizing: Vec<bool>,
    values: Vec<i64>,
    /// The next node of the pass under way.
    next: usize,
    /// Whether the first pass is over (the values' pass, from the last node down, is under way).
    backwards: bool,
}

impl MinimaxPass {
    /// The passes over `tree`, the root maximising when `maximizing_root`, not started.
    pub fn new(tree: &GameTree, maximizing_root: bool) -> MinimaxPass {
        let n = tree.node_count();
        MinimaxPass {
            maximizing: vec![maximizing_root; n],
            values: vec![0; n],
            next: 0,
            backwards: false,
        }
    }

    /// Does up to `work` nodes of the passes over `tree` (the tree given to `new`); returns
    /// whether every value is known.
    pub fn run(&mut self, tree: &GameTree, work: u64) -> bool {
        let n = tree.node_count();
        let mut left = work;
        while !self.backwards {
            if self.next == n {
                self.backwards = true;
                break;
            }
            if left == 0 {
                return false;
            }
            let node = self.next;
            for &child in tree.children(node) {
                self.maximizing[child as usize] = !self.maximizing[node];
            }
            self.next += 1;
            left -= 1;
        }
        // Children come after their parent in preorder, so backwards they come first.
        while self.next > 0 {
            if left == 0 {
                return false;
            }
            self.next -= 1;
            let node = self.next;
            self.values[node] = match tree.leaf[node] {
                Some(leaf) => leaf,
                None => {
                    let values = tree.children(node).iter().map(|&c| self.values[c as usize]);
                    if self.maximizing[node] { values.max() } else { values.min() }.unwrap_or(0)
                }
            };
            left -= 1;
        }
        true
    }

    /// The fraction done, from 0 to 1.
    pub fn progress(&self) -> f64 {
        let n = self.values.len().max(1) as f64;
        let done = if self.backwards { 2.0 * n - self.next as f64 } else { self.next as f64 };
        done / (2.0 * n)
    }

    /// Every node's minimax value, once [`MinimaxPass::run`] has returned `true`.
    pub fn into_values(self) -> Vec<i64> {
        self.values
    }
}

/// A node the resumable search has entered and not yet left.
#[derive(Clone, Debug)]
struct Open {
    node: u32,
    maximizing: bool,
    alpha: i64,
    beta: i64,
    best: i64,
    /// The children in the order searched.
    children: Vec<u32>,
    /// The child searched now.
    index: usize,
}

/// What the resumable search does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Next {
    /// Enter the root.
    Start,
    /// Enter the next child of the node on top.
    Descend,
    /// Give this value to the node on top (the value of the child it searched last).
    Return(i64),
    /// The search is over.
    Done,
}

/// [`alpha_beta`] a slice at a time, the recursion's frames kept on a stack of its own: the same
/// events in the same order, the same [`Search`] at the end. One unit of work enters a node or
/// takes one child's value.
#[derive(Clone, Debug)]
pub struct AlphaBetaSearch {
    maximizing_root: bool,
    order: MoveOrder,
    stack: Vec<Open>,
    next: Next,
    search: Search,
}

impl AlphaBetaSearch {
    /// The search from the root, children in `order`, not started.
    pub fn new(maximizing_root: bool, order: MoveOrder) -> AlphaBetaSearch {
        AlphaBetaSearch {
            maximizing_root,
            order,
            stack: Vec::new(),
            next: Next::Start,
            search: Search { value: 0, leaves: 0, nodes: 0, cuts: 0 },
        }
    }

    /// Does up to `work` units of the search of `tree`, reporting to `trace`; `values` are the
    /// tree's minimax values (needed unless the order is [`MoveOrder::AsGiven`]). Returns
    /// whether the search is over.
    pub fn run(
        &mut self,
        tree: &GameTree,
        values: Option<&[i64]>,
        work: u64,
        trace: &mut impl Trace<SearchEvent>,
    ) -> bool {
        for _ in 0..work {
            match self.next {
                Next::Done => return true,
                Next::Start => {
                    let maximizing = self.maximizing_root;
                    self.enter(tree, values, 0, maximizing, MINUS_INFINITY, PLUS_INFINITY, trace);
                }
                Next::Descend => {
                    // Descend is only set while a node is open with a child left to search.
                    let Some(top) = self.stack.last() else { return true };
                    let (child, maximizing) = (top.children[top.index], !top.maximizing);
                    let (alpha, beta) = (top.alpha, top.beta);
                    self.enter(tree, values, child, maximizing, alpha, beta, trace);
                }
                Next::Return(value) => self.take_value(value, trace),
            }
        }
        self.next == Next::Done
    }

    /// Enters `node`: a leaf returns its value at once, an inner node is opened.
    #[allow(clippy::too_many_arguments)]
    fn enter(
        &mut self,
        tree: &GameTree,
        values: Option<&[i64]>,
        node: u32,
        maximizing: bool,
        alpha: i64,
        beta: i64,
        trace: &mut impl Trace<SearchEvent>,
    ) {
        self.search.nodes += 1;
        trace.event(SearchEvent::Enter { node, maximizing, alpha, beta });
        if let Some(value) = tree.leaf[node as usize] {
            self.search.leaves += 1;
            trace.event(SearchEvent::Leaf { node, value });
            self.returned(value);
            return;
        }
        let mut children = tree.children(node as usize).to_vec();
        if let (Some(values), true) = (values, self.order != MoveOrder::AsGiven) {
            // As `alpha_beta` orders them: best first for the player to move.
            let best_first = (self.order == MoveOrder::BestFirst) == maximizing;
            children.sort_by_key(|&c| values[c as usize]);
            if best_first {
                children.reverse();
            }
        }
        let best = if maximizing { MINUS_INFINITY } else { PLUS_INFINITY };
        self.stack.push(Open { node, maximizing, alpha, beta, best, children, index: 0 });
        self.next = Next::Descend;
    }

    /// A node has returned `value`: to its parent, or as the root's value.
    fn returned(&mut self, value: i64) {
        if self.stack.is_empty() {
            self.search.value = value;
            self.next = Next::Done;
        } else {
            self.next = Next::Return(value);
        }
    }

    /// The node on top takes its child's `value`, then cuts, goes on or returns.
    fn take_value(&mut self, value: i64, trace: &mut impl Trace<SearchEvent>) {
        let Some(top) = self.stack.last_mut() else { return };
        let child = top.children[top.index];
        if top.maximizing {
            top.best = top.best.max(value);
            top.alpha = top.alpha.max(value);
        } else {
            top.best = top.best.min(value);
            top.beta = top.beta.min(value);
        }
        let (node, best, alpha, beta) = (top.node, top.best, top.alpha, top.beta);
        trace.event(SearchEvent::Child { node, child, value, best, alpha, beta });
        top.index += 1;
        let more = top.index < top.children.len();
        if beta <= alpha && more {
            self.search.cuts += 1;
            let pruned = top.children[top.index..].to_vec();
            trace.event(SearchEvent::Cut { node, pruned, alpha, beta });
        }
        if beta <= alpha || !more {
            self.stack.pop();
            trace.event(SearchEvent::Exit { node, value: best });
            self.returned(best);
        } else {
            self.next = Next::Descend;
        }
    }

    /// What the search has found and spent so far (all of it once over).
    pub fn search(&self) -> Search {
        self.search
    }
}

/// A tree solved whole: its value, best moves, and alpha-beta's work in three orders.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    pub tree: GameTree,
    pub maximizing_root: bool,
    /// The root's minimax value.
    pub value: i64,
    /// The root's best moves ([`best_moves`]).
    pub best_moves: Vec<u32>,
    /// Alpha-beta with the children as given, best first and worst first.
    pub given: Search,
    pub best_first: Search,
    pub worst_first: Search,
}

/// The work of adding one node to a tree being built by a game's rules (its moves listed,
/// copied and stored): about eight times a step of minimax's passes or of the search, as
/// measured in Chromium, so slices counted in work units stay about as long in every stage.
pub const TREE_STEP_WORK: u64 = 8;

/// The orders [`TreeAnalysis`] searches in, in turn.
const ORDERS: [MoveOrder; 3] = [MoveOrder::AsGiven, MoveOrder::BestFirst, MoveOrder::WorstFirst];

/// Where a [`TreeAnalysis`] is.
enum Stage {
    /// The tree is being built.
    Build(Box<dyn Stepwise<Output = Result<GameTree, TreeError>>>),
    /// Minimax's values are being computed.
    Minimax(GameTree, MinimaxPass),
    /// Alpha-beta in `ORDERS[searches.len()]`, after the searches done.
    Search { tree: GameTree, values: Vec<i64>, searches: Vec<Search>, search: AlphaBetaSearch },
    /// Over: the analysis, or why the tree could not be built.
    Done(Result<Analysis, TreeError>),
}

/// A tree built and solved a slice at a time ([`Stepwise`]): the tree (its builder is itself
/// resumable), minimax's values ([`MinimaxPass`]), then alpha-beta in the three orders
/// ([`AlphaBetaSearch`]); the same answers as [`minimax_values`], [`best_moves`] and
/// [`alpha_beta`].
pub struct TreeAnalysis {
    maximizing_root: bool,
    stage: Stage,
}

impl TreeAnalysis {
    /// The analysis of the tree `build` makes, its root maximising when `maximizing_root`.
    pub fn new(
        build: Box<dyn Stepwise<Output = Result<GameTree, TreeError>>>,
        maximizing_root: bool,
    ) -> TreeAnalysis {
        TreeAnalysis { maximizing_root, stage: Stage::Build(build) }
    }

    /// The work of analysing a tree of `nodes` nodes built by a game's rules: each node built
    /// ([`TREE_STEP_WORK`]), minimax's two passes, three searches (each enters a node at most
    /// once).
    pub fn work(nodes: u64) -> u64 {
        nodes.saturating_mul(TREE_STEP_WORK + 2 + 3)
    }

    /// Takes the stage out, leaving an empty one to be replaced.
    fn take_stage(&mut self) -> Stage {
        std::mem::replace(&mut self.stage, Stage::Done(Err(TreeError::Unfinished)))
    }

    /// The stage after a finished one.
    fn next_stage(&self, stage: Stage) -> Stage {
        match stage {
            Stage::Build(build) => match build.finish() {
                Ok(tree) => {
                    let pass = MinimaxPass::new(&tree, self.maximizing_root);
                    Stage::Minimax(tree, pass)
                }
                Err(error) => Stage::Done(Err(error)),
            },
            Stage::Minimax(tree, pass) => {
                let search = AlphaBetaSearch::new(self.maximizing_root, ORDERS[0]);
                Stage::Search { tree, values: pass.into_values(), searches: Vec::new(), search }
            }
            Stage::Search { tree, values, mut searches, search } => {
                searches.push(search.search());
                if let Some(&order) = ORDERS.get(searches.len()) {
                    let search = AlphaBetaSearch::new(self.maximizing_root, order);
                    return Stage::Search { tree, values, searches, search };
                }
                let children = tree.children(0);
                let best_moves = (0..children.len() as u32)
                    .filter(|&i| values[children[i as usize] as usize] == values[0])
                    .collect();
                Stage::Done(Ok(Analysis {
                    maximizing_root: self.maximizing_root,
                    value: values[0],
                    best_moves,
                    given: searches[0],
                    best_first: searches[1],
                    worst_first: searches[2],
                    tree,
                }))
            }
            done @ Stage::Done(_) => done,
        }
    }
}

impl Stepwise for TreeAnalysis {
    type Output = Result<Analysis, TreeError>;

    /// Advances the stage under way; a stage that ends leaves the rest of the slice unused.
    fn advance(&mut self, work: u64) -> bool {
        let finished = match &mut self.stage {
            Stage::Build(build) => build.advance(work),
            Stage::Minimax(tree, pass) => pass.run(tree, work),
            Stage::Search { tree, values, search, .. } => {
                search.run(tree, Some(values), work, &mut ())
            }
            Stage::Done(_) => return true,
        };
        if finished {
            let stage = self.take_stage();
            self.stage = self.next_stage(stage);
        }
        matches!(self.stage, Stage::Done(_))
    }

    /// The building counts one sixth, minimax's two passes two, each search one (a search
    /// enters at most every node).
    fn progress(&self) -> f64 {
        let (done, fraction) = match &self.stage {
            Stage::Build(build) => (0.0, build.progress()),
            Stage::Minimax(_, pass) => (1.0, 2.0 * pass.progress()),
            Stage::Search { tree, searches, search, .. } => {
                let entered = search.search().nodes as f64 / tree.node_count().max(1) as f64;
                (3.0 + searches.len() as f64, entered.min(1.0))
            }
            Stage::Done(_) => (6.0, 0.0),
        };
        (done + fraction) / 6.0
    }

    fn finish(mut self: Box<Self>) -> Result<Analysis, TreeError> {
        while !self.advance(u64::MAX) {}
        match self.take_stage() {
            Stage::Done(result) => result,
            // advance returned true, so the stage is Done.
            _ => Err(TreeError::Unfinished),
        }
    }
}

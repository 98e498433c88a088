//! The alpha-beta lab's state: where the game tree comes from (typed, random, tic-tac-toe, Nim),
//! the tree solved by minimax and by fail-soft alpha-beta in three move orders, the search
//! replayed event by event as a timeline (trees small enough to draw), the form and the link.
//! Trees too large to draw are built and solved by a [`TreeAnalysis`] run in time slices by the
//! lab's component; the state only says whether it is wanted.

use crate::api::Written;
use crate::api::alpha_beta::{AlphaBetaRequest, TreeReading, parse_maximizing_root, parse_tree};
use crate::api::fields::{parse_count, parse_number_list};
use crate::solve::alpha_beta::{
    Analysis, GameTree, MAX_NODES, MINUS_INFINITY, MoveOrder, PLUS_INFINITY, SearchEvent,
    TreeAnalysis, TreeError, alpha_beta,
};
use crate::solve::octal::group_digits;
use crate::solve::state_presets::{
    complete_tree_nodes, nim_expansion, nim_tree_nodes, random_expansion, tic_tac_toe_expansion,
};
use crate::solve::stepwise::Computed;
use crate::ui::kit::prelude::*;

/// The largest tree drawn and stepped; larger ones are solved and summarised.
pub const DRAW_LIMIT: usize = 127;
/// The deepest random tree.
pub const MAX_RANDOM_DEPTH: u64 = 16;
/// The most children of a random tree's node.
pub const MAX_BRANCHING: u64 = 10;
/// The largest seed of a random tree.
pub const MAX_SEED: u64 = 1_000_000_000;
/// A random tree's leaves are drawn from -`RANDOM_SPREAD` to `RANDOM_SPREAD`.
pub const RANDOM_SPREAD: u32 = 9;
/// The most piles of a Nim position, and the most stones in a pile.
pub const MAX_PILES: usize = 6;
/// See [`MAX_PILES`].
pub const MAX_PILE: u64 = 20;

choices!(
    /// Where the game tree comes from.
    Source in SOURCES {
        /// Typed as nested lists, the request's own text.
        Typed: "typed",
        /// A complete tree with random leaves, from a seed.
        Random: "random",
        /// Tic-tac-toe from a position.
        TicTacToe: "tic-tac-toe",
        /// Nim from a position.
        Nim: "nim",
    }
);

choices!(
    /// The order in which the stepped search takes a node's children.
    Order in ORDERS {
        /// As the tree lists them.
        Given: "given",
        /// Best first for the player to move.
        Best: "best",
        /// Worst first.
        Worst: "worst",
    }
);

impl Order {
    /// The order a link or the chooser names (as given when it names none).
    pub fn named(text: &str) -> Order {
        parse_choice("order", text, ORDERS).unwrap_or(Order::Given)
    }

    /// The order's name in a link.
    pub fn name(self) -> &'static str {
        choice_name(ORDERS, &self)
    }

    fn move_order(self) -> MoveOrder {
        match self {
            Order::Given => MoveOrder::AsGiven,
            Order::Best => MoveOrder::BestFirst,
            Order::Worst => MoveOrder::WorstFirst,
        }
    }
}

/// The sources as the form's menu offers them.
pub const SOURCE_MENU: &[(&str, &str)] = &[
    ("typed", "Typed tree"),
    ("random", "Random tree"),
    ("tic-tac-toe", "Tic-tac-toe"),
    ("nim", "Nim"),
];

/// The form's examples: a label and the link's fields.
pub const EXAMPLES: &[(&str, &str)] = &[
    ("Textbook tree", "source=typed&tree=((3,12,8),(2,4,6),(14,5,2))"),
    ("Random, 3 levels", "source=random&depth=3&branching=3&seed=7"),
    ("Tic-tac-toe endgame", "source=tic-tac-toe&board=XO.X.O..."),
    ("Nim 2, 3", "source=nim&piles=2,3"),
];

/// What the tree is made from: the source and its own fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// A typed tree and whether its root maximises.
    Typed(Written<AlphaBetaRequest>),
    /// A typed tree too long to read at once ([`read_in_slices`]), a link's or the form's: its
    /// text, which the job reads in slices, and whether its root maximises.
    LongTyped { text: Rc<String>, maximizing_root: bool },
    /// A complete random tree.
    Random { depth: u32, branching: u32, seed: u64 },
    /// Tic-tac-toe from `board` (9 cells, row by row).
    TicTacToe { board: String },
    /// Nim from these piles.
    Nim { piles: Vec<u32> },
}

impl Input {
    /// The source of this input.
    pub fn source(&self) -> Source {
        match self {
            Input::Typed(_) | Input::LongTyped { .. } => Source::Typed,
            Input::Random { .. } => Source::Random,
            Input::TicTacToe { .. } => Source::TicTacToe,
            Input::Nim { .. } => Source::Nim,
        }
    }

    /// The fields `source` reads.
    pub fn field_names(source: Source) -> &'static [&'static str] {
        match source {
            Source::Typed => AlphaBetaRequest::FIELDS,
            Source::Random => &["depth", "branching", "seed"],
            Source::TicTacToe => &["board"],
            Source::Nim => &["piles"],
        }
    }

    /// The input `source` shows before anything is typed.
    pub fn default_of(source: Source) -> Input {
        match source {
            Source::Typed => {
                let request = AlphaBetaRequest { tree: default_tree(), maximizing_root: true };
                Input::Typed(Written::new(request))
            }
            Source::Random => Input::Random { depth: 3, branching: 3, seed: 7 },
            Source::TicTacToe => Input::TicTacToe { board: "XO.X.O...".into() },
            Source::Nim => Input::Nim { piles: vec![2, 3] },
        }
    }

    /// Reads `source`'s fields from `fields`: the input, or the messages of the fields that are
    /// wrong, a tree past the limits among them (its size is known without building it). A
    /// typed tree to be read in slices is left to the job, which says what is wrong with it.
    pub fn read(source: Source, fields: &Fields) -> Result<Input, Vec<FieldError>> {
        let text = |name: &str| fields.get(name).unwrap_or("");
        let input = match source {
            Source::Typed => match fields.get("tree").filter(|text| read_in_slices(text)) {
                Some(text) => Input::LongTyped {
                    text: Rc::new(text.to_string()),
                    maximizing_root: parse_maximizing_root(fields.get("maximizingRoot"))
                        .map_err(|error| vec![error])?,
                },
                None => Input::Typed(Written::new(AlphaBetaRequest::from_fields(fields)?)),
            },
            Source::Random => {
                let depth = parse_in_range("depth", text("depth"), 1, MAX_RANDOM_DEPTH);
                let branching = parse_in_range("branching", text("branching"), 1, MAX_BRANCHING);
                let seed = parse_count("seed", text("seed"), MAX_SEED);
                match (depth, branching, seed) {
                    // Each below its limit, so the conversions are lossless.
                    (Ok(depth), Ok(branching), Ok(seed)) => {
                        Input::Random { depth: depth as u32, branching: branching as u32, seed }
                    }
                    (depth, branching, seed) => {
                        let errors = [depth.err(), branching.err(), seed.err()];
                        return Err(errors.into_iter().flatten().collect());
                    }
                }
            }
            Source::TicTacToe => Input::TicTacToe { board: parse_board(text("board"))? },
            Source::Nim => {
                let piles = parse_number_list("piles", text("piles"), MAX_PILE, MAX_PILES)
                    .map_err(|error| vec![error])?;
                // Each at most MAX_PILE.
                Input::Nim { piles: piles.into_iter().map(|pile| pile as u32).collect() }
            }
        };
        input.check_size().map_err(|error| vec![error])?;
        Ok(input)
    }

    /// The nodes of the input's tree, known without building it (saturating past the limit).
    pub fn node_count(&self) -> u64 {
        match self {
            Input::Typed(request) => request.tree.node_count() as u64,
            // At least one node per number (a leaf).
            Input::LongTyped { text, .. } => numbers_in(text),
            &Input::Random { depth, branching, .. } => complete_tree_nodes(depth, branching),
            // A board `read` accepted, so a position of the game.
            Input::TicTacToe { board } => tic_tac_toe_expansion(board).map_or(0, |(_, n, _)| n),
            Input::Nim { piles } => nim_tree_nodes(piles),
        }
    }

    /// A message on the field that makes the tree larger than the limit, if it is.
    fn check_size(&self) -> Result<(), FieldError> {
        let nodes = self.node_count();
        if nodes <= MAX_NODES as u64 {
            return Ok(());
        }
        match self {
            &Input::Random { depth, branching, .. } => {
                let size = if nodes == u64::MAX { "too many".into() } else { nodes.to_string() };
                let message = format!(
                    "{depth} levels of {branching} children make {size} nodes; the limit is \
                     1,000,000 nodes"
                );
                Err(FieldError::new("depth", message))
            }
            Input::Nim { .. } => Err(FieldError::new(
                "piles",
                format!("the game tree of these piles: {}", TreeError::TooLarge),
            )),
            // A typed tree is refused by its parser, tic-tac-toe has at most 549,946 nodes.
            _ => Ok(()),
        }
    }

    /// The building and solving of the tree, a slice at a time.
    pub fn job(&self) -> TreeAnalysis {
        type Build = Box<dyn Stepwise<Output = Result<GameTree, TreeError>>>;
        let (build, maximizing_root): (Build, bool) = match self {
            Input::Typed(request) => {
                (Box::new(Computed(Ok(request.tree.clone()))), request.maximizing_root)
            }
            Input::LongTyped { text, maximizing_root } => {
                (Box::new(TreeReading::new(text.clone())), *maximizing_root)
            }
            &Input::Random { depth, branching, seed } => {
                (Box::new(random_expansion(seed, depth, branching, RANDOM_SPREAD)), true)
            }
            Input::TicTacToe { board } => match tic_tac_toe_expansion(board) {
                Some((expansion, _, x_to_move)) => (Box::new(expansion), x_to_move),
                // A board `read` accepted is a position; were it not, the job says so.
                None => (Box::new(Computed(Err(TreeError::Unfinished))), true),
            },
            Input::Nim { piles } => (Box::new(nim_expansion(piles)), true),
        };
        TreeAnalysis::new(build, maximizing_root)
    }

    /// Writes the source and its fields.
    pub fn write(&self, fields: &mut Fields) {
        fields.set("source", choice_name(SOURCES, &self.source()));
        match self {
            Input::Typed(request) => request.write_fields(fields),
            Input::LongTyped { text, maximizing_root } => {
                fields.set("tree", text.as_str());
                if !maximizing_root {
                    fields.set("maximizingRoot", "false");
                }
            }
            Input::Random { depth, branching, seed } => {
                fields.set("depth", depth.to_string());
                fields.set("branching", branching.to_string());
                fields.set("seed", seed.to_string());
            }
            Input::TicTacToe { board } => fields.set("board", board.clone()),
            Input::Nim { piles } => {
                let piles: Vec<String> = piles.iter().map(u32::to_string).collect();
                fields.set("piles", piles.join(","));
            }
        }
    }

    /// What the tree is, in a few words ("tic-tac-toe from XO.X.O..., X to move").
    /// Before the tree is built (`tree` is `None`) only its node count is said.
    pub fn describe(&self, tree: Option<&GameTree>) -> String {
        let size = match tree {
            Some(tree) => format!("{} nodes, {} leaves", tree.node_count(), tree.leaf_count()),
            None => format!("{} nodes", self.node_count()),
        };
        match self {
            Input::Typed(request) => format!(
                "A typed tree ({size}); the root {}.",
                if request.maximizing_root { "maximises" } else { "minimises" }
            ),
            Input::LongTyped { text, maximizing_root } => format!(
                "A typed tree ({}), read in slices; the root {}.",
                match tree {
                    Some(_) => size,
                    None => format!("{} characters", group_digits(text.len() as u64)),
                },
                if *maximizing_root { "maximises" } else { "minimises" }
            ),
            Input::Random { depth, branching, seed } => format!(
                "A random tree of {depth} levels, {branching} children per node, leaves from \
                 -{RANDOM_SPREAD} to {RANDOM_SPREAD}, seed {seed} ({size}); the root maximises."
            ),
            Input::TicTacToe { board } => {
                let x_to_move =
                    board.matches(['X', 'x']).count() == board.matches(['O', 'o']).count();
                format!(
                    "Tic-tac-toe from {board} ({size}): a leaf is +1 when X has three in a row, -1 \
                     when O has, 0 for a full board; {} to move, so the root {}.",
                    if x_to_move { "X" } else { "O" },
                    if x_to_move { "maximises" } else { "minimises" }
                )
            }
            Input::Nim { piles } => {
                let piles: Vec<String> = piles.iter().map(u32::to_string).collect();
                format!(
                    "Nim with piles {} ({size}): a leaf is +1 when the first player (max) made the \
                     last move, -1 when the second (min) did.",
                    piles.join(", ")
                )
            }
        }
    }
}

/// The names of a tree's root moves, in the order of the root's children, and that order in
/// words.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct RootMoves {
    /// Each root child's move in the game's own words; empty for a tree with no game behind it.
    pub names: Vec<String>,
    /// The order of the root's children, a sentence ("The root's children are the empty cells,
    /// row by row.").
    pub order: &'static str,
}

impl RootMoves {
    /// Child `i`'s move: "X in the centre (child 5)", or "child 2" for a tree without a game.
    pub fn name(&self, i: u32) -> String {
        match self.names.get(i as usize) {
            Some(name) => format!("{name} (child {})", i + 1),
            None => format!("child {}", i + 1),
        }
    }
}

/// The cells of a tic-tac-toe board, row by row.
const CELL_NAMES: [&str; 9] = [
    "the top left corner",
    "the top middle",
    "the top right corner",
    "the middle left",
    "the centre",
    "the middle right",
    "the bottom left corner",
    "the bottom middle",
    "the bottom right corner",
];

impl Input {
    /// The root's moves named in the game's words, in the order of the tree's children.
    pub fn root_moves(&self) -> RootMoves {
        match self {
            Input::Typed(_) | Input::LongTyped { .. } | Input::Random { .. } => RootMoves {
                names: Vec::new(),
                order: "The root's children are counted from the left.",
            },
            Input::TicTacToe { board } => {
                let cells: Vec<char> = board.chars().map(|c| c.to_ascii_uppercase()).collect();
                let x_to_move = cells.iter().filter(|&&c| c == 'X').count()
                    == cells.iter().filter(|&&c| c == 'O').count();
                let mark = if x_to_move { "X" } else { "O" };
                let names = (0..cells.len().min(9))
                    .filter(|&i| cells[i] == '.')
                    .map(|i| format!("{mark} in {}", CELL_NAMES[i]))
                    .collect();
                RootMoves { names, order: "The root's children are the empty cells, row by row." }
            }
            Input::Nim { piles } => {
                let names = piles
                    .iter()
                    .enumerate()
                    .flat_map(|(i, &pile)| {
                        (1..=pile).map(move |take| format!("take {take} from pile {}", i + 1))
                    })
                    .collect();
                RootMoves {
                    names,
                    order: "The root's children take 1, 2, … from pile 1, then from pile 2, and so on.",
                }
            }
        }
    }
}

const BOARD_HELP: &str = "give 9 cells row by row, each X, O or . (empty), as play reaches them: \
                          as many X as O (X to move) or one X more (O to move), and three in a \
                          row only for the player who moved last, such as XO.X.O...";

/// Reads a tic-tac-toe board: 9 cells of X, O or `.`, a position of the game.
fn parse_board(text: &str) -> Result<String, Vec<FieldError>> {
    let board: String = text.trim().chars().map(|c| c.to_ascii_uppercase()).collect();
    match tic_tac_toe_expansion(&board) {
        Some(_) => Ok(board),
        None => Err(vec![FieldError::new("board", BOARD_HELP)]),
    }
}

/// The textbook tree the lab opens with.
fn default_tree() -> GameTree {
    // A fixed text that the tree parser reads.
    parse_tree("((3,12,8),(2,4,6),(14,5,2))").unwrap_or_else(|_| unreachable!())
}

/// How far the search has got at a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seen {
    /// Not reached yet.
    Unseen,
    /// Entered and not yet returned: on the search's path.
    Open,
    /// Returned its value.
    Done,
    /// Cut off: never searched.
    Cut,
}

/// A node as the search has left it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeMark {
    pub seen: Seen,
    pub alpha: i64,
    pub beta: i64,
    /// The best value so far (open), the value returned (done).
    pub value: Option<i64>,
}

/// The picture of the search after some events: every node's mark and the node the last event
/// was about.
#[derive(Clone, Debug)]
pub struct Picture {
    pub nodes: Vec<NodeMark>,
    pub current: Option<u32>,
    /// Node v's subtree is the nodes v..subtree_end[v] (the tree is numbered in preorder).
    subtree_end: Rc<Vec<u32>>,
}

impl Picture {
    fn start(tree: &GameTree) -> Picture {
        let n = tree.node_count();
        let mut subtree_end: Vec<u32> = (1..=n as u32).collect();
        // Children come after their parent, so backwards a node's subtree is known.
        for node in (0..n).rev() {
            if let Some(&last) = tree.children(node).last() {
                subtree_end[node] = subtree_end[last as usize];
            }
        }
        let unseen = NodeMark {
            seen: Seen::Unseen,
            alpha: MINUS_INFINITY,
            beta: PLUS_INFINITY,
            value: None,
        };
        Picture { nodes: vec![unseen; n], current: None, subtree_end: Rc::new(subtree_end) }
    }

    fn apply(&mut self, event: &SearchEvent) {
        match *event {
            SearchEvent::Enter { node, alpha, beta, .. } => {
                self.nodes[node as usize] = NodeMark { seen: Seen::Open, alpha, beta, value: None };
                self.current = Some(node);
            }
            SearchEvent::Leaf { node, value } | SearchEvent::Exit { node, value } => {
                let mark = &mut self.nodes[node as usize];
                (mark.seen, mark.value) = (Seen::Done, Some(value));
                self.current = Some(node);
            }
            SearchEvent::Child { node, best, alpha, beta, .. } => {
                let mark = &mut self.nodes[node as usize];
                (mark.alpha, mark.beta, mark.value) = (alpha, beta, Some(best));
                self.current = Some(node);
            }
            SearchEvent::Cut { node, ref pruned, .. } => {
                for &child in pruned {
                    let end = self.subtree_end[child as usize];
                    for mark in &mut self.nodes[child as usize..end as usize] {
                        mark.seen = Seen::Cut;
                    }
                }
                self.current = Some(node);
            }
        }
    }
}

/// A tree solved: its analysis (value, best moves, the leaf counts of minimax and of alpha-beta
/// in three orders, read through `Deref`) and, when small enough to draw, the stepped search.
#[derive(Debug)]
pub struct Solved {
    /// The tree's analysis.
    pub analysis: Analysis,
    /// The search in the chosen order, replayed (trees up to [`DRAW_LIMIT`] nodes).
    pub search: Option<Replay<Picture, SearchEvent>>,
    /// The root's moves in the game's words.
    pub root_moves: RootMoves,
}

impl std::ops::Deref for Solved {
    type Target = Analysis;

    fn deref(&self) -> &Analysis {
        &self.analysis
    }
}

impl Solved {
    /// A tree analysed, its search replayed in `order` when it is small enough to draw.
    pub fn new(analysis: Analysis, order: Order, root_moves: RootMoves) -> Solved {
        let tree = &analysis.tree;
        let search = (tree.node_count() <= DRAW_LIMIT).then(|| {
            let mut events = Vec::new();
            alpha_beta(tree, analysis.maximizing_root, order.move_order(), &mut events);
            Replay::new(Picture::start(tree), events, Picture::apply)
        });
        Solved { analysis, search, root_moves }
    }

    /// The tree of `input` solved at once, when it is small enough to draw (larger ones are
    /// solved in slices by the component). `None` also when the tree cannot be built, which
    /// the component's job then says.
    fn drawn(input: &Input, nodes: u64, order: Order) -> Option<Rc<Solved>> {
        if nodes > DRAW_LIMIT as u64 {
            return None;
        }
        let analysis = Box::new(input.job()).finish().ok()?;
        Some(Rc::new(Solved::new(analysis, order, input.root_moves())))
    }

    /// Whether the player to move at each node maximises.
    pub fn maximizing(&self) -> Vec<bool> {
        let n = self.tree.node_count();
        let mut maximizing = vec![self.maximizing_root; n];
        for node in 0..n {
            for &child in self.tree.children(node) {
                maximizing[child as usize] = !maximizing[node];
            }
        }
        maximizing
    }

    /// The event frame `k` shows (`None` at the start).
    pub fn event(&self, k: u32) -> Option<&SearchEvent> {
        let search = self.search.as_ref()?;
        k.checked_sub(1).and_then(|index| search.events().get(index as usize))
    }

    /// The result in words: the root's value and its best moves.
    pub fn summary(&self) -> String {
        let moves: Vec<String> = self.best_moves.iter().map(|&i| self.root_moves.name(i)).collect();
        match moves.as_slice() {
            [] => {
                format!("The root's value is {}; the root is a leaf: there is no move.", self.value)
            }
            [one] => format!(
                "The root's value is {}; the best move is {one}. {}",
                self.value, self.root_moves.order
            ),
            _ => format!(
                "The root's value is {}; the best moves are {}. {}",
                self.value,
                moves.join(", "),
                self.root_moves.order
            ),
        }
    }
}

impl Timeline for Solved {
    const ASKS: bool = true;

    fn last(&self) -> u32 {
        self.search.as_ref().map_or(0, Replay::last)
    }

    fn label(&self, k: u32) -> String {
        match self.event(k) {
            None => "start".into(),
            Some(SearchEvent::Enter { node, .. }) => format!("enter node {node}"),
            Some(SearchEvent::Leaf { node, .. }) => format!("leaf {node}"),
            Some(SearchEvent::Child { node, child, .. }) => format!("node {node} gets {child}"),
            Some(SearchEvent::Cut { node, .. }) => format!("cut at node {node}"),
            Some(SearchEvent::Exit { node, .. }) => format!("node {node} returns"),
        }
    }

    fn sentence(&self, k: u32) -> String {
        match self.event(k) {
            None => "The search starts at the root (node 0) with alpha = -inf and beta = +inf: \
                     no bound is known yet."
                .into(),
            Some(event) if k == self.last() => format!("{}. {}", event.sentence(), self.summary()),
            Some(event) => format!("{}.", event.sentence()),
        }
    }

    /// After a child returns to a node with children left: does the search cut them off?
    fn question(&self, k: u32) -> Option<Question> {
        let Some(SearchEvent::Child { node, child, value, .. }) = self.event(k.checked_sub(1)?)
        else {
            return None;
        };
        let cut = match self.event(k)? {
            SearchEvent::Cut { .. } => true,
            SearchEvent::Exit { .. } => return None,
            _ => false,
        };
        let prompt = format!(
            "Child {child} returned {value} to node {node}: are node {node}'s remaining \
             children cut off?"
        );
        Some(choice_question(prompt, &["yes, cut", "no, search on"], usize::from(!cut)))
    }
}

/// The lab's whole state.
#[derive(Clone, Debug)]
pub struct State {
    pub input: Rc<Input>,
    /// The nodes of its tree.
    pub nodes: u64,
    /// The tree solved and its search replayed, when it is small enough to draw; larger trees
    /// are solved by the component in time slices.
    pub solved: Option<Rc<Solved>>,
    /// Whether a tree too large to draw is being solved (false once cancelled).
    pub solving: bool,
    /// The order of the stepped search.
    pub order: Order,
    pub playback: Playback,
    /// The source and its fields as typed.
    pub form: Form,
    pub notices: Vec<String>,
}

/// What the student does.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    Step(StepAction),
    /// The form's fields edited (the source among them), submitted, or an example chosen.
    Form(FormAction),
    /// The stepped search's move order.
    SetOrder(Order),
    /// The solving of a large tree stopped.
    Cancel,
    /// The solving of a large tree started again.
    Solve,
}

reducer!(State, Action);

impl State {
    /// The state of `input`'s tree, solved at once when drawn, its playback moved onto the
    /// search's timeline.
    fn new(input: Rc<Input>, order: Order, playback: Playback) -> State {
        let nodes = input.node_count();
        let solved = Solved::drawn(&input, nodes, order);
        let playback = playback.on_timeline(solved.as_ref().map_or(0, |solved| solved.last()));
        let form = form_of(&input);
        State { input, nodes, solved, solving: true, order, playback, form, notices: Vec::new() }
    }

    /// The source chosen in the form (the current one when the form names none it knows).
    pub fn form_source(&self) -> Source {
        let text = self.form.text("source");
        parse_choice("source", &text, SOURCES).unwrap_or(self.input.source())
    }

    /// A new tree at step 0, keeping the speed and the order.
    fn with_input(self, input: Input) -> State {
        let state = State::new(Rc::new(input), self.order, self.playback.restart(0));
        State { notices: self.notices, ..state }
    }

    fn apply(self, action: Action) -> State {
        match action {
            Action::Step(action) => State { playback: self.playback.apply(action), ..self },
            Action::SetOrder(order) => {
                let state = State::new(self.input, order, self.playback.restart(0));
                State { form: self.form, notices: self.notices, solving: self.solving, ..state }
            }
            Action::Cancel => State { solving: false, ..self },
            Action::Solve => State { solving: true, ..self },
            Action::Form(FormAction::Edit("source", text)) => {
                let mut form = Form::default();
                if let Ok(source) = parse_choice("source", &text, SOURCES) {
                    form = form_of(&Input::default_of(source));
                }
                State { form, ..self }
            }
            Action::Form(FormAction::Edit(name, text)) => {
                // Reading the fields checks the tree's size without building it.
                let mut form = self.form.clone();
                let source = self.form_source();
                form.edit(name, text, None);
                let errors = Input::read(source, form.fields()).err().unwrap_or_default();
                let error = errors.into_iter().find(|error| error.field == name);
                let text = form.text(name);
                form.edit(name, text, error);
                State { form, ..self }
            }
            Action::Form(FormAction::Submit) => {
                let source = self.form_source();
                match Input::read(source, self.form.fields()) {
                    Ok(input) => self.with_input(input),
                    Err(errors) => {
                        let mut form = self.form.clone();
                        form.set_errors(errors);
                        State { form, ..self }
                    }
                }
            }
            Action::Form(FormAction::Example(index)) => {
                let example = EXAMPLES.get(index).map(|&(_, query)| Fields::from_query(query));
                let read = example.and_then(|fields| {
                    let source = parse_choice("source", fields.get("source")?, SOURCES).ok()?;
                    Input::read(source, &fields).ok()
                });
                match read {
                    Some(input) => self.with_input(input),
                    None => self,
                }
            }
        }
    }
}

/// The form showing `input`'s source and fields.
fn form_of(input: &Input) -> Form {
    let mut fields = Fields::new();
    input.write(&mut fields);
    // The root's menu shows its choice even where the link leaves out the default.
    match input {
        Input::Typed(request) => fields.set("maximizingRoot", request.maximizing_root.to_string()),
        Input::LongTyped { maximizing_root, .. } => {
            fields.set("maximizingRoot", maximizing_root.to_string());
        }
        _ => {}
    }
    Form::showing(fields)
}

/// The numbers (leaves) written in a tree's text.
fn numbers_in(text: &str) -> u64 {
    let bytes = text.as_bytes();
    let starts = (0..bytes.len())
        .filter(|&i| bytes[i].is_ascii_digit() && (i == 0 || !bytes[i - 1].is_ascii_digit()));
    starts.count() as u64
}

/// Whether a typed tree's `text` is read in slices: over [`READ_IN_SLICES`] bytes, and more
/// numbers than [`DRAW_LIMIT`], so never drawn.
fn read_in_slices(text: &str) -> bool {
    text.len() > READ_IN_SLICES && numbers_in(text) > DRAW_LIMIT as u64
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let source = link.choice("source", SOURCES, Source::Typed);
        let mut fields = Fields::new();
        for &name in Input::field_names(source) {
            if let Some(text) = link.get(name) {
                fields.set(name, text);
            }
        }
        let read = if fields.names().next().is_none() {
            Err(Vec::new())
        } else {
            Input::read(source, &fields)
        };
        let input = read.unwrap_or_else(|errors| {
            for error in errors {
                link.notice(format!("The link's {error}. Showing the default instead."));
            }
            Input::default_of(source)
        });
        let order = link.choice("order", ORDERS, Order::Given);
        let nodes = input.node_count();
        let solved = Solved::drawn(&input, nodes, order);
        let last = solved.as_ref().map_or(0, |solved| solved.last());
        let playback = link.only(solved.is_some(), |link| Playback::read_steps(link, last));
        let notices = link.finish(&[]);
        let form = form_of(&input);
        State {
            input: Rc::new(input),
            nodes,
            solved,
            solving: true,
            order,
            playback,
            form,
            notices,
        }
    }

    fn link(&self) -> Fields {
        let mut link = Fields::new();
        self.input.write(&mut link);
        if self.order != Order::Given {
            link.set("order", choice_name(ORDERS, &self.order));
        }
        if self.solved.as_ref().is_some_and(|solved| solved.search.is_some()) {
            self.playback.write(&mut link);
        }
        link
    }
}

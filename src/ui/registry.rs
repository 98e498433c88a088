//! Each lab's code, by slug: the component that renders it and the link of the state a link
//! opens. What is shown of a lab without running it (title, summary, topic) is in
//! [`super::catalog`]; adding a lab is one module under `labs/`, one entry there and one here.

use yew::prelude::*;

use super::kit::lab::{LabProps, link_of};
use super::labs;
use crate::api::Fields;

/// A lab's code.
pub struct LabCode {
    /// The lab's slug, as in the catalog.
    pub slug: &'static str,
    /// The paragraph under the lab's title on its page.
    pub intro: &'static str,
    /// A `cgt.solve` call for the lab's game, shown in the page's footer.
    pub console: &'static str,
    /// Renders the lab.
    pub render: fn(LabProps) -> Html,
    /// The link of the state a link opens ([`link_of`] for the lab's state): a pure function,
    /// so every example link's round trip is tested natively.
    pub link: fn(&Fields) -> Fields,
}

/// The alpha-beta lab's code.
pub const ALPHA_BETA: LabCode = LabCode {
    slug: "alpha-beta",
    intro: "Two players alternate down a game tree whose leaves hold values: max wants the \
             largest, min the smallest. Minimax values every node by looking at every leaf. \
             Alpha-beta finds the same value while skipping branches that cannot change it: \
             alpha is what max is already sure of, beta what min is, and once beta <= alpha \
             the remaining children are cut. How much it skips depends on the order of the \
             moves (the tutorial's minimax and alpha-beta).",
    console: r#"cgt.solve({game: "alpha-beta", tree: [[3, 12, 8], [2, 4, 6], [14, 5, 2]]})"#,
    render: |props| html! { <labs::alpha_beta::AlphaBetaLab ..props /> },
    link: link_of::<labs::alpha_beta::state::State>,
};

/// The betting lab's code.
pub const BETTING: LabCode = LabCode {
    slug: "betting",
    intro: "A box holds N black and R red objects, drawn one at a time and not put back. \
             Before each draw you bet a fraction of your money on a colour: a right bet wins \
             the stake, a wrong one loses it. How much can you guarantee, whatever the order \
             of the draws? pmax(i, j) is that factor for a box of i black and j red (from the \
             paper's section 4.4).",
    console: r#"cgt.solve({game: "betting", black: 5, red: 3})"#,
    render: |props| html! { <labs::betting::BettingLab ..props /> },
    link: link_of::<labs::betting::state::State>,
};

/// The cops-robber lab's code.
pub const COPS_ROBBER: LabCode = LabCode {
    slug: "cops-robber",
    intro: "A cop and a robber on a graph. The cop chooses a start vertex, then the robber; \
             then they move in turn, the cop first, each to a neighbouring vertex or staying \
             put. The cop wins by landing on the robber. Vertex X dominates vertex Y when X is \
             adjacent to Y and to every other neighbour of Y: a robber on Y next to a cop on X \
             is caught. Removing a dominated vertex does not change who wins, so the cop wins \
             exactly when removals can go on until one vertex is left (the paper's section 5.2).",
    console: r#"cgt.solve({game: "cops-robber", vertices: 3, edges: [[0, 1], [1, 2]]})"#,
    render: |props| html! { <labs::cops_robber::CopsRobberLab ..props /> },
    link: link_of::<labs::cops_robber::state::State>,
};

/// The dag lab's code.
pub const DAG: LabCode = LabCode {
    slug: "dag",
    intro: "A token sits on a vertex; a move slides it along an edge (A → B: from state A one \
             can move to state B); the player who cannot move loses. Every impartial game is \
             such a graph. SG(v) is the mex of the values of v's successors, so successors \
             must be filled first: take a topological order (every edge goes forward in it) \
             and fill the values from its end.",
    console: r#"cgt.solve({game: "dag", vertices: 4, edges: [[0, 1], [0, 2], [1, 3]]})"#,
    render: |props| html! { <labs::dag::DagLab ..props /> },
    link: link_of::<labs::dag::state::State>,
};

/// The division lab's code.
pub const DIVISION: LabCode = LabCode {
    slug: "division",
    intro: "A number N; a move divides N by one of its divisors other than 1 and N (12 may \
             become 6, 4, 3 or 2). The player who cannot move (at 1 or a prime) loses.",
    console: r#"cgt.solve({game: "division", n: 12})"#,
    render: |props| html! { <labs::division::DivisionLab ..props /> },
    link: link_of::<labs::division::state::State>,
};

/// The hidden-evader lab's code.
pub const HIDDEN_EVADER: LabCode = LabCode {
    slug: "hidden-evader",
    intro: "An evader hides on a vertex of a graph. Each step, the searcher probes one vertex \
             (and finds the evader if it is there); then the evader, unseen, must move to a \
             neighbouring vertex. Does some sequence of probes find the evader wherever it \
             starts and however it moves? An evader on an isolated vertex cannot move and \
             stays there. The paper states that the searcher wins exactly when every \
             connected component is an extended caterpillar: a tree whose vertices that are \
             neither leaves nor leaf-neighbours (vertices with one neighbour that is not a \
             leaf) form a path.",
    console: r#"cgt.solve({game: "hidden-evader", vertices: 5, edges: [[0, 1], [1, 2], [2, 3], [3, 4]]})"#,
    render: |props| html! { <labs::hidden_evader::HiddenEvaderLab ..props /> },
    link: link_of::<labs::hidden_evader::state::State>,
};

/// The kings lab's code.
pub const KINGS: LabCode = LabCode {
    slug: "kings",
    intro: "Kings stand on a board; several may share a cell. A move takes one king one cell \
             up, left or up-left, never off the board or onto a damaged cell; the player who \
             cannot move loses. The kings never interact, so the game is a sum of one-king \
             games: by the Sprague-Grundy theorem its value is the xor of the values of the \
             kings' cells, and each cell's value is the mex of the values one move away.",
    console: r#"cgt.solve({game: "kings", board: ["..#", "..."], kings: [[1, 2], [1, 1]]})"#,
    render: |props| html! { <labs::kings::KingsLab ..props /> },
    link: link_of::<labs::kings::state::State>,
};

/// The nim lab's code.
pub const NIM: LabCode = LabCode {
    slug: "nim",
    intro: "Nim: piles of stones; a move takes stones from one pile. Bouton's theorem: the \
             player to move wins exactly when the nim-sum (the xor of the pile sizes, written \
             in binary and added without carries) is not 0, and a winning move makes it 0 again.",
    console: r#"cgt.solve({game: "nim", piles: [5, 3, 8]})"#,
    render: |props| html! { <labs::nim::NimLab ..props /> },
    link: link_of::<labs::nim::state::State>,
};

/// The nim-table lab's code.
pub const NIM_TABLE: LabCode = LabCode {
    slug: "nim-table",
    intro: "Two piles of x and y stones; a move takes any number of stones from one pile; the \
             player who cannot move loses. SG(x, y) is the mex (the smallest non-negative \
             integer not in the set) of the values of the positions one move away: the cells to \
             the left in the same row (the first pile shrinks) and above in the same column \
             (the second pile shrinks). The table is filled row by row, as in the lecture.",
    console: r#"cgt.solve({game: "nim-table", rows: 3, cols: 4})"#,
    render: |props| html! { <labs::nim_table::NimTableLab ..props /> },
    link: link_of::<labs::nim_table::state::State>,
};

/// The octal lab's code.
pub const OCTAL: LabCode = LabCode {
    slug: "octal",
    intro: "Heaps of tokens in a row. A move removes some tokens from one heap and may leave \
             nothing, one heap or two heaps; the code d0.d1d2d3… says what is allowed: digit \
             d_k, for removing k tokens, adds 1 (take a whole heap of k), 2 (leave one heap) \
             and 4 (leave two non-empty heaps). A position of several heaps is a sum of games, \
             so a split option's value is the nim-sum G(a) ⊕ G(b) of the two heaps left, and \
             G(n) is the mex of the options' values.",
    console: r#"cgt.solve({game: "octal", code: "0.77", n: 200})"#,
    render: |props| html! { <labs::octal::OctalLab ..props /> },
    link: link_of::<labs::octal::state::State>,
};

/// The problem-set lab's code.
pub const PROBLEM_SET: LabCode = LabCode {
    slug: "problem-set",
    intro: "Try small cases, analyse with the SG function, sums by nim-sum: for each problem, \
             the table of small cases filled cell by cell, the pattern it reveals checked \
             against every cell, and the fast rule run on the contest's limits. Pick a problem.",
    console: r#"cgt.solve({game: "prime-powers", n: 999999996})"#,
    render: |props| html! { <labs::problem_set::ProblemSetLab ..props /> },
    link: link_of::<labs::problem_set::state::State>,
};

/// The pursuit lab's code.
pub const PURSUIT: LabCode = LabCode {
    slug: "pursuit",
    intro: "Cops and robbers stand on the vertices of a directed graph and move one at a time \
             along arcs, in the order of a repeating schedule (a loop lets its agent stay put). \
             A robber is captured when a cop moves onto its vertex; with the default rule, also \
             when it moves onto a cop (the paper's words, taken literally, are the \"cop moves\" \
             rule). A robber that reaches one of its safe vertices cannot be captured any more. \
             The cops win once B′ robbers are captured, the robbers once B″ are safe; a game \
             that goes on forever is a draw. A mover with no move (captured, safe, or without \
             an outgoing arc) passes. Every state is solved backwards from the finished ones.",
    console: r#"cgt.solve({game: "pursuit", vertices: 3, edges: [[0, 1], [1, 2], [2, 0]], cops: [0], robbers: [2]})"#,
    render: |props| html! { <labs::pursuit::PursuitLab ..props /> },
    link: link_of::<labs::pursuit::state::State>,
};

/// The sg-table lab's code.
pub const SG_TABLE: LabCode = LabCode {
    slug: "sg-table",
    intro: "A heap of n stones; a move takes s stones for some s in the move set S; the player \
             who cannot move loses. Each position's Sprague-Grundy value is the mex (minimal \
             excludant: the smallest non-negative integer not in the set) of its options' \
             values. Value 0 marks a P-position (the previous player wins), any other value an \
             N-position (the next player wins).",
    console: r#"cgt.solve({game: "subtraction", moves: [1, 3, 4], n: 30})"#,
    render: |props| html! { <labs::sg_table::SgTableLab ..props /> },
    link: link_of::<labs::sg_table::state::State>,
};

/// The state-graph lab's code.
pub const STATE_GRAPH: LabCode = LabCode {
    slug: "state-graph",
    intro: "A game is a graph of states (S, p): a position and the player p to move; a move \
             leads to another state, whose mover need not be the other player. A terminal \
             state has its result for the player to move: win, loss or draw. bestRes(S, p) is \
             what perfect play gives the player to move. On an acyclic graph it is filled in \
             reverse topological order; with cycles, retrograde analysis works from the \
             terminal states outwards with a queue, and a state never decided can be played \
             forever: a draw, or a win for the player the rule for endless play names \
             (the paper's section 2, the tutorial's retrograde analysis).",
    console: r#"cgt.solve({game: "state-graph", states: [{player: 1, moves: [1, 2]}, {player: 2, moves: [0]}, {player: 1, result: "loss"}]})"#,
    render: |props| html! { <labs::state_graph::StateGraphLab ..props /> },
    link: link_of::<labs::state_graph::state::State>,
};

/// The sums lab's code.
pub const SUMS: LabCode = LabCode {
    slug: "sums",
    intro: "Several games side by side: a move is a move in any one of them, and the player \
             who cannot move loses. The Sprague-Grundy theorem (the lecture's): the sum's value \
             is the xor (nim-sum) of the components' values, SG(P₁, …, P_N) = SG(P₁) ⊕ … ⊕ \
             SG(P_N), so N independent games play like N-pile Nim. Each component is valued by \
             its own solver, and the winning move is found in one component.",
    console: r#"cgt.solve({game: "sums", components: ["sub:1.3.4:10", "nim:7x3"]})"#,
    render: |props| html! { <labs::sums::SumsLab ..props /> },
    link: link_of::<labs::sums::state::State>,
};

/// The take-away lab's code.
pub const TAKE_AWAY: LabCode = LabCode {
    slug: "take-away",
    intro: "One heap of stones, two players taking turns. In the take-away game a move takes 1 \
             to K stones; in Fibonacci Nim the first move takes fewer than all, and every later \
             move at most twice the previous one. Whoever takes the last stone wins.",
    console: r#"cgt.solve({game: "take-away", n: 15, k: 3}) or cgt.solve({game: "fibonacci-nim", n: 20})"#,
    render: |props| html! { <labs::take_away::TakeAwayLab ..props /> },
    link: link_of::<labs::take_away::state::State>,
};

/// The treblecross lab's code.
pub const TREBLECROSS: LabCode = LabCode {
    slug: "treblecross",
    intro: "Each board is a row of cells, some marked (X). A move marks one unmarked cell on \
             any board; whoever makes three marked cells in a row wins. With x(i) copies of \
             board type i, the paper reduces the whole game to Grundy numbers: nobody marks a \
             cell at distance 1 or 2 from a mark (the opponent would complete three), so those \
             cells are lightly marked and only the free intervals between them count.",
    console: r#"cgt.solve({game: "treblecross", boards: ["X.....", "......."], counts: [1, 1]})"#,
    render: |props| html! { <labs::treblecross::TreblecrossLab ..props /> },
    link: link_of::<labs::treblecross::state::State>,
};

/// The tree-path lab's code.
pub const TREE_PATH: LabCode = LabCode {
    slug: "tree-path",
    intro: "A tree, all vertices unmarked. Player A marks any vertex; then B marks an \
             unmarked neighbour of it, and so on: each player marks an unmarked neighbour of \
             the vertex the other marked last. Whoever cannot mark loses. For which first \
             vertices does A win? Rooted at the start, win(i) (the player who marks i wins) \
             holds exactly when no son of i is a win; the paper computes it for every root \
             at once in two passes.",
    console: r#"cgt.solve({game: "tree-path", vertices: 4, edges: [[0, 1], [0, 2], [0, 3]]})"#,
    render: |props| html! { <labs::tree_path::TreePathLab ..props /> },
    link: link_of::<labs::tree_path::state::State>,
};

/// The wythoff lab's code.
pub const WYTHOFF: LabCode = LabCode {
    slug: "wythoff",
    intro: "Two piles of stones. A move takes any number of stones from one pile, or the same \
             number from both; whoever takes the last stone wins. On a board, a queen moves \
             left, down or diagonally down-left towards the corner (0, 0).",
    console: r#"cgt.solve({game: "wythoff", a: 9, b: 6})"#,
    render: |props| html! { <labs::wythoff::WythoffLab ..props /> },
    link: link_of::<labs::wythoff::state::State>,
};

/// Every lab's code, sorted by slug.
pub const CODE: &[LabCode] = &[
    ALPHA_BETA,
    BETTING,
    COPS_ROBBER,
    DAG,
    DIVISION,
    HIDDEN_EVADER,
    KINGS,
    NIM,
    NIM_TABLE,
    OCTAL,
    PROBLEM_SET,
    PURSUIT,
    SG_TABLE,
    STATE_GRAPH,
    SUMS,
    TAKE_AWAY,
    TREBLECROSS,
    TREE_PATH,
    WYTHOFF,
];

/// The code of the lab with this slug.
pub fn code(slug: &str) -> Option<&'static LabCode> {
    CODE.iter().find(|code| code.slug == slug)
}

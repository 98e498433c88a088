//! What the home page and the menus know of every lab: its slug, topic and title, and (for the
//! home page alone) its summary. Data only, no lab code: a page showing no lab needs none, and a
//! lab's code, introduction and `cgt.solve` example are reached through [`super::registry`], so
//! a lab's binary carries no other lab's texts.

use super::kit::lab::{Lab, Topic};

/// Every lab, sorted by slug.
pub const LABS: &[Lab] = &[
    Lab { slug: "alpha-beta", topic: Topic::StateGraphs, title: "Minimax and alpha-beta" },
    Lab { slug: "betting", topic: Topic::Betting, title: "Worst-case betting" },
    Lab { slug: "cops-robber", topic: Topic::GraphGames, title: "Cop and robber" },
    Lab { slug: "dag", topic: Topic::SpragueGrundy, title: "Games on a DAG" },
    Lab { slug: "division", topic: Topic::NimFamily, title: "The division game" },
    Lab { slug: "hidden-evader", topic: Topic::GraphGames, title: "The hidden evader" },
    Lab { slug: "kings", topic: Topic::SpragueGrundy, title: "Kings on a damaged board" },
    Lab { slug: "nim", topic: Topic::NimFamily, title: "Nim and its variants" },
    Lab { slug: "nim-table", topic: Topic::SpragueGrundy, title: "Two-pile Nim table" },
    Lab { slug: "octal", topic: Topic::SpragueGrundy, title: "Octal games" },
    Lab { slug: "problem-set", topic: Topic::ProblemSet, title: "Problem set" },
    Lab { slug: "pursuit", topic: Topic::GraphGames, title: "Cops and robbers, general pursuit" },
    Lab { slug: "sg-table", topic: Topic::SpragueGrundy, title: "Sprague-Grundy table" },
    Lab { slug: "state-graph", topic: Topic::StateGraphs, title: "Any game as a graph of states" },
    Lab { slug: "sums", topic: Topic::SpragueGrundy, title: "Sums of games" },
    Lab { slug: "take-away", topic: Topic::NimFamily, title: "Take-away and Fibonacci Nim" },
    Lab { slug: "treblecross", topic: Topic::SpragueGrundy, title: "Parallel Treblecross" },
    Lab { slug: "tree-path", topic: Topic::GraphGames, title: "The path game on a tree" },
    Lab { slug: "wythoff", topic: Topic::NimFamily, title: "Wythoff's game" },
];

/// Each lab's one line on the home page, by slug (only the home page's binary holds them).
pub const SUMMARIES: &[(&str, &str)] = &[
    (
        "alpha-beta",
        "A game tree searched by minimax and by alpha-beta pruning: alpha and beta at every \
        node as the search goes, cut branches greyed, and the leaves evaluated with and \
        without pruning, best first and worst first. Typed, random, tic-tac-toe or Nim.",
    ),
    (
        "betting",
        "A box of black and red objects drawn one by one: the bet that guarantees the most \
        whatever the order, its table pmax(i, j) filled cell by cell, games against an \
        adversary, and curves comparing it with other strategies.",
    ),
    (
        "cops-robber",
        "One cop chases one robber on a graph: dominated vertices removed one by one decide \
        who wins, by the paper's naive check and by its common-neighbour counters; the \
        cop's strategy replayed, and games against the computer.",
    ),
    (
        "dag",
        "A token moves along the edges of a directed acyclic graph: a topological order, then \
        SG values filled in reverse order, each vertex's mex explained. Type or click the graph; \
        cycles are found and shown.",
    ),
    (
        "division",
        "Divide N by a divisor other than 1 and N; who cannot move loses. The win/lose table \
        number by number, the pattern (composites win) checked, and play the computer.",
    ),
    (
        "hidden-evader",
        "Probe one vertex per step; the unseen evader must move every step. Extended \
        caterpillars recognised as in the paper, and the searcher's strategy found exactly.",
    ),
    (
        "kings",
        "Kings move up, left or up-left, never onto a damaged cell: each cell's SG value, the \
        xor of the kings' cells, every winning first move; the table filled cell by cell; \
        play the computer.",
    ),
    (
        "nim",
        "A sample play with the nim-sum in binary and the winning move derived from it, a \
        game against the computer, the lecture's mini-test, and misère, bounded and \
        staircase Nim.",
    ),
    (
        "nim-table",
        "SG(x, y) of two-pile Nim filled cell by cell, each value the mex of its row and \
        column; at the end the pattern x xor y, checked against every cell.",
    ),
    (
        "octal",
        "Kayles, Dawson's Kayles, Treblecross and any octal code: Grundy values heap by \
        heap with every split's nim-sum and the mex, periods proven by the Guy-Smith \
        bound, and tables to 2^20 by the sparse-space method.",
    ),
    (
        "problem-set",
        "The lecture's ten contest problems, one page each: the small cases searched by \
        brute force (SG values with their mex, or win/lose/draw tables), the pattern \
        checked against every cell, the fast solution at the contest's limits, and a \
        judge printing the contest's expected output.",
    ),
    (
        "pursuit",
        "Cops and robbers move by a schedule on a directed graph; robbers may reach safe \
        vertices. Every state solved by retrograde analysis with draws; a perfect play-out.",
    ),
    (
        "sg-table",
        "Subtraction games: SG(n) = mex of the options' values, filled cell by cell, \
        with the period and the P-position rule proven from the table.",
    ),
    (
        "state-graph",
        "A game typed as its states and moves, or generated from a real game's rules: \
        retrograde analysis with a queue and out-degree counters stepped on the drawing \
        (wins, losses, draws and remoteness), bestRes in reverse topological order, and \
        the sources' literal algorithms beside the correct ones where they go wrong.",
    ),
    (
        "sums",
        "Subtraction, Nim and octal heaps, kings and Treblecross boards side by side: each \
        component's Grundy value, their xor, the winner and a winning move in one \
        component; x(i) copies counted by their parity; play the computer.",
    ),
    (
        "take-away",
        "The lecture's game 1: N stones, take 1 to K. The P/N table filled column by column, \
        the rule N mod (K + 1) read off it, a sample play and a game against the computer; \
        and Fibonacci Nim with its Zeckendorf strategy.",
    ),
    (
        "treblecross",
        "Boards of cells; mark one, and three in a row wins. Lightly marked cells, free \
        intervals and their Grundy values, sums of board types with huge numbers of \
        copies, and play against the computer.",
    ),
    (
        "tree-path",
        "Mark a vertex, then take turns marking a neighbour of the last one: which first \
        vertices win? The paper's linear rerooting algorithm, pass by pass; play the computer.",
    ),
    (
        "wythoff",
        "Two piles; take from one, or the same from both. The queen's walk to the corner, the \
        P-positions (floor(k phi), floor(k phi^2)), and the Grundy table filled cell by cell.",
    ),
];

/// The lab with this slug.
pub fn find(slug: &str) -> Option<&'static Lab> {
    LABS.iter().find(|lab| lab.slug == slug)
}

/// The labs listed under `topic`, in catalog order.
pub fn labs_of(topic: Topic) -> impl Iterator<Item = &'static Lab> {
    LABS.iter().filter(move |lab| lab.topic == topic)
}

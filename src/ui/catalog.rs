//! What the home page, the menus and each lab's frame know of every lab: its slug, topic, title,
//! summary, introduction and `cgt.solve` example. Data only, no lab code: a page showing no lab
//! needs none, and a lab's code is reached through [`super::registry`].

use super::kit::lab::{Lab, Topic};

/// Every lab, sorted by slug.
pub const LABS: &[Lab] = &[
    Lab {
        slug: "alpha-beta",
        topic: Topic::StateGraphs,
        title: "Minimax and alpha-beta",
        summary: "A game tree searched by minimax and by alpha-beta pruning: alpha and beta at every \
                  node as the search goes, cut branches greyed, and the leaves evaluated with and \
                  without pruning, best first and worst first. Typed, random, tic-tac-toe or Nim.",
        intro: "Two players alternate down a game tree whose leaves hold values: max wants the \
                largest, min the smallest. Minimax values every node by looking at every leaf. \
                Alpha-beta finds the same value while skipping branches that cannot change it: \
                alpha is what max is already sure of, beta what min is, and once beta <= alpha \
                the remaining children are cut. How much it skips depends on the order of the \
                moves (the tutorial's minimax and alpha-beta).",
        console: r#"cgt.solve({game: "alpha-beta", tree: [[3, 12, 8], [2, 4, 6], [14, 5, 2]]})"#,
    },
    Lab {
        slug: "betting",
        topic: Topic::Betting,
        title: "Worst-case betting",
        summary: "A box of black and red objects drawn one by one: the bet that guarantees the most \
                  whatever the order, its table pmax(i, j) filled cell by cell, games against an \
                  adversary, and curves comparing it with other strategies.",
        intro: "A box holds N black and R red objects, drawn one at a time and not put back. \
                Before each draw you bet a fraction of your money on a colour: a right bet wins \
                the stake, a wrong one loses it. How much can you guarantee, whatever the order \
                of the draws? pmax(i, j) is that factor for a box of i black and j red (from the \
                paper's section 4.4).",
        console: r#"cgt.solve({game: "betting", black: 5, red: 3})"#,
    },
    Lab {
        slug: "cops-robber",
        topic: Topic::GraphGames,
        title: "Cop and robber",
        summary: "One cop chases one robber on a graph: dominated vertices removed one by one decide \
                  who wins, by the paper's naive check and by its common-neighbour counters; the \
                  cop's strategy replayed, and games against the computer.",
        intro: "A cop and a robber on a graph. The cop chooses a start vertex, then the robber; \
                then they move in turn, the cop first, each to a neighbouring vertex or staying \
                put. The cop wins by landing on the robber. Vertex X dominates vertex Y when X is \
                adjacent to Y and to every other neighbour of Y: a robber on Y next to a cop on X \
                is caught. Removing a dominated vertex does not change who wins, so the cop wins \
                exactly when removals can go on until one vertex is left (the paper's section 5.2).",
        console: r#"cgt.solve({game: "cops-robber", vertices: 3, edges: [[0, 1], [1, 2]]})"#,
    },
    Lab {
        slug: "dag",
        topic: Topic::SpragueGrundy,
        title: "Games on a DAG",
        summary: "A token moves along the edges of a directed acyclic graph: a topological order, then \
                  SG values filled in reverse order, each vertex's mex explained. Type or click the graph; \
                  cycles are found and shown.",
        intro: "A token sits on a vertex; a move slides it along an edge (A → B: from state A one \
                can move to state B); the player who cannot move loses. Every impartial game is \
                such a graph. SG(v) is the mex of the values of v's successors, so successors \
                must be filled first: take a topological order (every edge goes forward in it) \
                and fill the values from its end.",
        console: r#"cgt.solve({game: "dag", vertices: 4, edges: [[0, 1], [0, 2], [1, 3]]})"#,
    },
    Lab {
        slug: "division",
        topic: Topic::NimFamily,
        title: "The division game",
        summary: "Divide N by a divisor other than 1 and N; who cannot move loses. The win/lose table \
                  number by number, the pattern (composites win) checked, and play the computer.",
        intro: "A number N; a move divides N by one of its divisors other than 1 and N (12 may \
                become 6, 4, 3 or 2). The player who cannot move (at 1 or a prime) loses.",
        console: r#"cgt.solve({game: "division", n: 12})"#,
    },
    Lab {
        slug: "hidden-evader",
        topic: Topic::GraphGames,
        title: "The hidden evader",
        summary: "Probe one vertex per step; the unseen evader must move every step. Extended \
                  caterpillars recognised as in the paper, and the searcher's strategy found exactly.",
        intro: "An evader hides on a vertex of a graph. Each step, the searcher probes one vertex \
                (and finds the evader if it is there); then the evader, unseen, must move to a \
                neighbouring vertex. Does some sequence of probes find the evader wherever it \
                starts and however it moves? An evader on an isolated vertex cannot move and \
                stays there. The paper states that the searcher wins exactly when every \
                connected component is an extended caterpillar: a tree whose vertices that are \
                neither leaves nor leaf-neighbours (vertices with one neighbour that is not a \
                leaf) form a path.",
        console: r#"cgt.solve({game: "hidden-evader", vertices: 5, edges: [[0, 1], [1, 2], [2, 3], [3, 4]]})"#,
    },
    Lab {
        slug: "kings",
        topic: Topic::SpragueGrundy,
        title: "Kings on a damaged board",
        summary: "Kings move up, left or up-left, never onto a damaged cell: each cell's SG value, the \
                  xor of the kings' cells, every winning first move; the table filled cell by cell; \
                  play the computer.",
        intro: "Kings stand on a board; several may share a cell. A move takes one king one cell \
                up, left or up-left, never off the board or onto a damaged cell; the player who \
                cannot move loses. The kings never interact, so the game is a sum of one-king \
                games: by the Sprague-Grundy theorem its value is the xor of the values of the \
                kings' cells, and each cell's value is the mex of the values one move away.",
        console: r#"cgt.solve({game: "kings", board: ["..#", "..."], kings: [[1, 2], [1, 1]]})"#,
    },
    Lab {
        slug: "nim",
        topic: Topic::NimFamily,
        title: "Nim and its variants",
        summary: "A sample play with the nim-sum in binary and the winning move derived from it, a \
                  game against the computer, the lecture's mini-test, and misère, bounded and \
                  staircase Nim.",
        intro: "Nim: piles of stones; a move takes stones from one pile. Bouton's theorem: the \
                player to move wins exactly when the nim-sum (the xor of the pile sizes, written \
                in binary and added without carries) is not 0, and a winning move makes it 0 again.",
        console: r#"cgt.solve({game: "nim", piles: [5, 3, 8]})"#,
    },
    Lab {
        slug: "nim-table",
        topic: Topic::SpragueGrundy,
        title: "Two-pile Nim table",
        summary: "SG(x, y) of two-pile Nim filled cell by cell, each value the mex of its row and \
                  column; at the end the pattern x xor y, checked against every cell.",
        intro: "Two piles of x and y stones; a move takes any number of stones from one pile; the \
                player who cannot move loses. SG(x, y) is the mex (the smallest non-negative \
                integer not in the set) of the values of the positions one move away: the cells to \
                the left in the same row (the first pile shrinks) and above in the same column \
                (the second pile shrinks). The table is filled row by row, as in the lecture.",
        console: r#"cgt.solve({game: "nim-table", rows: 3, cols: 4})"#,
    },
    Lab {
        slug: "octal",
        topic: Topic::SpragueGrundy,
        title: "Octal games",
        summary: "Kayles, Dawson's Kayles, Treblecross and any octal code: Grundy values heap by \
                  heap with every split's nim-sum and the mex, periods proven by the Guy-Smith \
                  bound, and tables to 2^20 by the sparse-space method.",
        intro: "Heaps of tokens in a row. A move removes some tokens from one heap and may leave \
                nothing, one heap or two heaps; the code d0.d1d2d3… says what is allowed: digit \
                d_k, for removing k tokens, adds 1 (take a whole heap of k), 2 (leave one heap) \
                and 4 (leave two non-empty heaps). A position of several heaps is a sum of games, \
                so a split option's value is the nim-sum G(a) ⊕ G(b) of the two heaps left, and \
                G(n) is the mex of the options' values.",
        console: r#"cgt.solve({game: "octal", code: "0.77", n: 200})"#,
    },
    Lab {
        slug: "problem-set",
        topic: Topic::ProblemSet,
        title: "Problem set",
        summary: "The lecture's ten contest problems, one page each: the small cases searched by \
                  brute force (SG values with their mex, or win/lose/draw tables), the pattern \
                  checked against every cell, the fast solution at the contest's limits, and a \
                  judge printing the contest's expected output.",
        intro: "Try small cases, analyse with the SG function, sums by nim-sum: for each problem, \
                the table of small cases filled cell by cell, the pattern it reveals checked \
                against every cell, and the fast rule run on the contest's limits. Pick a problem.",
        console: r#"cgt.solve({game: "prime-powers", n: 999999996})"#,
    },
    Lab {
        slug: "pursuit",
        topic: Topic::GraphGames,
        title: "Cops and robbers, general pursuit",
        summary: "Cops and robbers move by a schedule on a directed graph; robbers may reach safe \
                  vertices. Every state solved by retrograde analysis with draws; a perfect play-out.",
        intro: "Cops and robbers stand on the vertices of a directed graph and move one at a time \
                along arcs, in the order of a repeating schedule (a loop lets its agent stay put). \
                A robber is captured when a cop moves onto its vertex; with the default rule, also \
                when it moves onto a cop (the paper's words, taken literally, are the \"cop moves\" \
                rule). A robber that reaches one of its safe vertices cannot be captured any more. \
                The cops win once B′ robbers are captured, the robbers once B″ are safe; a game \
                that goes on forever is a draw. A mover with no move (captured, safe, or without \
                an outgoing arc) passes. Every state is solved backwards from the finished ones.",
        console: r#"cgt.solve({game: "pursuit", vertices: 3, edges: [[0, 1], [1, 2], [2, 0]], cops: [0], robbers: [2]})"#,
    },
    Lab {
        slug: "sg-table",
        topic: Topic::SpragueGrundy,
        title: "Sprague-Grundy table",
        summary: "Subtraction games: SG(n) = mex of the options' values, filled cell by cell, \
                  with the period and the P-position rule proven from the table.",
        intro: "A heap of n stones; a move takes s stones for some s in the move set S; the player \
                who cannot move loses. Each position's Sprague-Grundy value is the mex (minimal \
                excludant: the smallest non-negative integer not in the set) of its options' \
                values. Value 0 marks a P-position (the previous player wins), any other value an \
                N-position (the next player wins).",
        console: r#"cgt.solve({game: "subtraction", moves: [1, 3, 4], n: 30})"#,
    },
    Lab {
        slug: "state-graph",
        topic: Topic::StateGraphs,
        title: "Any game as a graph of states",
        summary: "A game typed as its states and moves, or generated from a real game's rules: \
                  retrograde analysis with a queue and out-degree counters stepped on the drawing \
                  (wins, losses, draws and remoteness), bestRes in reverse topological order, and \
                  the sources' literal algorithms beside the correct ones where they go wrong.",
        intro: "A game is a graph of states (S, p): a position and the player p to move; a move \
                leads to another state, whose mover need not be the other player. A terminal \
                state has its result for the player to move: win, loss or draw. bestRes(S, p) is \
                what perfect play gives the player to move. On an acyclic graph it is filled in \
                reverse topological order; with cycles, retrograde analysis works from the \
                terminal states outwards with a queue, and a state never decided can be played \
                forever: a draw, or a win for the player the rule for endless play names \
                (the paper's section 2, the tutorial's retrograde analysis).",
        console: r#"cgt.solve({game: "state-graph", states: [{player: 1, moves: [1, 2]}, {player: 2, moves: [0]}, {player: 1, result: "loss"}]})"#,
    },
    Lab {
        slug: "sums",
        topic: Topic::SpragueGrundy,
        title: "Sums of games",
        summary: "Subtraction, Nim and octal heaps, kings and Treblecross boards side by side: each \
                  component's Grundy value, their xor, the winner and a winning move in one \
                  component; x(i) copies counted by their parity; play the computer.",
        intro: "Several games side by side: a move is a move in any one of them, and the player \
                who cannot move loses. The Sprague-Grundy theorem (the lecture's): the sum's value \
                is the xor (nim-sum) of the components' values, SG(P₁, …, P_N) = SG(P₁) ⊕ … ⊕ \
                SG(P_N), so N independent games play like N-pile Nim. Each component is valued by \
                its own solver, and the winning move is found in one component.",
        console: r#"cgt.solve({game: "sums", components: ["sub:1.3.4:10", "nim:7x3"]})"#,
    },
    Lab {
        slug: "take-away",
        topic: Topic::NimFamily,
        title: "Take-away and Fibonacci Nim",
        summary: "The lecture's game 1: N stones, take 1 to K. The P/N table filled column by column, \
                  the rule N mod (K + 1) read off it, a sample play and a game against the computer; \
                  and Fibonacci Nim with its Zeckendorf strategy.",
        intro: "One heap of stones, two players taking turns. In the take-away game a move takes 1 \
                to K stones; in Fibonacci Nim the first move takes fewer than all, and every later \
                move at most twice the previous one. Whoever takes the last stone wins.",
        console: r#"cgt.solve({game: "take-away", n: 15, k: 3}) or cgt.solve({game: "fibonacci-nim", n: 20})"#,
    },
    Lab {
        slug: "treblecross",
        topic: Topic::SpragueGrundy,
        title: "Parallel Treblecross",
        summary: "Boards of cells; mark one, and three in a row wins. Lightly marked cells, free \
                  intervals and their Grundy values, sums of board types with huge numbers of \
                  copies, and play against the computer.",
        intro: "Each board is a row of cells, some marked (X). A move marks one unmarked cell on \
                any board; whoever makes three marked cells in a row wins. With x(i) copies of \
                board type i, the paper reduces the whole game to Grundy numbers: nobody marks a \
                cell at distance 1 or 2 from a mark (the opponent would complete three), so those \
                cells are lightly marked and only the free intervals between them count.",
        console: r#"cgt.solve({game: "treblecross", boards: ["X.....", "......."], counts: [1, 1]})"#,
    },
    Lab {
        slug: "tree-path",
        topic: Topic::GraphGames,
        title: "The path game on a tree",
        summary: "Mark a vertex, then take turns marking a neighbour of the last one: which first \
                  vertices win? The paper's linear rerooting algorithm, pass by pass; play the computer.",
        intro: "A tree, all vertices unmarked. Player A marks any vertex; then B marks an \
                unmarked neighbour of it, and so on: each player marks an unmarked neighbour of \
                the vertex the other marked last. Whoever cannot mark loses. For which first \
                vertices does A win? Rooted at the start, win(i) (the player who marks i wins) \
                holds exactly when no son of i is a win; the paper computes it for every root \
                at once in two passes.",
        console: r#"cgt.solve({game: "tree-path", vertices: 4, edges: [[0, 1], [0, 2], [0, 3]]})"#,
    },
    Lab {
        slug: "wythoff",
        topic: Topic::NimFamily,
        title: "Wythoff's game",
        summary: "Two piles; take from one, or the same from both. The queen's walk to the corner, the \
                  P-positions (floor(k phi), floor(k phi^2)), and the Grundy table filled cell by cell.",
        intro: "Two piles of stones. A move takes any number of stones from one pile, or the same \
                number from both; whoever takes the last stone wins. On a board, a queen moves \
                left, down or diagonally down-left towards the corner (0, 0).",
        console: r#"cgt.solve({game: "wythoff", a: 9, b: 6})"#,
    },
];

/// The lab with this slug.
pub fn find(slug: &str) -> Option<&'static Lab> {
    LABS.iter().find(|lab| lab.slug == slug)
}

/// The labs listed under `topic`, in catalog order.
pub fn labs_of(topic: Topic) -> impl Iterator<Item = &'static Lab> {
    LABS.iter().filter(move |lab| lab.topic == topic)
}

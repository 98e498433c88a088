//! The `state-graph`, `max-dif`, `alpha-beta` and `parallel` requests: their compact notation,
//! answers, links and messages.

use cgt_playground::api::alpha_beta::{AlphaBetaAnswer, AlphaBetaRequest};
use cgt_playground::api::max_dif::MaxDifRequest;
use cgt_playground::api::parallel::{ParallelAnswer, ParallelRequest};
use cgt_playground::api::state_graph::{OutcomeAnswer, StateGraphAnswer, StateGraphRequest};
use cgt_playground::api::{Answer, Fields, Request, fields::describe, solve};

use crate::both;

fn fields(pairs: &[(&str, &str)]) -> Fields {
    let mut fields = Fields::new();
    for (name, value) in pairs {
        fields.set(name, *value);
    }
    fields
}

fn answer(pairs: &[(&str, &str)]) -> Answer {
    solve(&fields(pairs))
        .unwrap_or_else(|errors| panic!("{pairs:?} refused: {}", describe(&errors)))
}

fn refusal(pairs: &[(&str, &str)]) -> String {
    match solve(&fields(pairs)) {
        Ok(answer) => panic!("{pairs:?} was accepted: {answer:?}"),
        Err(errors) => describe(&errors),
    }
}

/// Writes a request's fields and reads them back: the same request.
fn round_trip<R: Request + PartialEq + std::fmt::Debug>(request: &R) -> Fields {
    let mut written = Fields::new();
    request.write_fields(&mut written);
    let query = written.to_query();
    let read = R::from_fields(&Fields::from_query(&query)).expect("its own link is valid");
    assert_eq!(&read, request, "{query}");
    written
}

use OutcomeAnswer::{Draw, Loss, Win};

both! {
    fn state_graphs_are_solved_under_each_rule_for_endless_play() {
        let states = ("states", "1:1.2,2:0,1:loss");
        let game = ("game", "state-graph");
        assert_eq!(
            answer(&[game, states]),
            Answer::StateGraph(StateGraphAnswer {
                outcome: vec![Draw, Draw, Loss],
                remoteness: Some(vec![None, None, Some(0)]),
            })
        );
        let by = |rule: &str| match answer(&[game, states, ("infinitePlay", rule)]) {
            Answer::StateGraph(answer) => answer,
            other => panic!("{other:?}"),
        };
        assert_eq!(by("player1").outcome, [Win, Loss, Loss]);
        assert_eq!(by("player2").outcome, [Loss, Win, Loss]);
        assert_eq!(by("player2").remoteness, None);
        // The impartial graph: no players, every move passes the turn.
        assert_eq!(
            answer(&[game, ("states", "1.2,2.3,loss,loss")]),
            Answer::StateGraph(StateGraphAnswer {
                outcome: vec![Win, Win, Loss, Loss],
                remoteness: Some(vec![Some(1), Some(1), Some(0), Some(0)]),
            })
        );
    }
}

both! {
    fn bad_state_graphs_get_messages_naming_the_state() {
        let game = ("game", "state-graph");
        let cases = [
            ("1:1.2:loss,1:loss,1:loss", "states: state 0 has moves and a result; only a terminal state (one without moves) has a result: drop one of them"),
            ("1:,2:loss", "states: state 0 has no moves and no result; a terminal state needs its result for the player to move there: win, loss or draw"),
            ("1:5,1:loss", "states: state 0 moves to state 5, but the states are 0 to 1"),
            ("1:1,loss", "states: state 1: names no player (write player:moves, such as 1:2.3); name every state's player or none"),
            ("1,2:loss", "states: state 1: names a player but state 0 does not; name every state's player or none"),
            ("3:1,1:loss", "states: state 0: '3' is not a player; write 1 or 2 before the ':'"),
            ("1:x,1:loss", "states: state 0: 'x' is not a whole number (a move is a state number; a result is win, loss or draw)"),
            ("1:-1,1:loss", "states: state 0: '-1' is negative; give a whole number from 0 to 4294967295 (a move is a state number; a result is win, loss or draw)"),
            ("1:win:loss", "states: state 0: has two results; give one"),
            ("1:1.1,1:loss", "states: state 0 lists its move to 1 twice; list each move once"),
            ("", "states: missing; give states such as 1:1.2,2:0,1:loss (player:moves, or player:result for a terminal state)"),
        ];
        for (states, message) in cases {
            assert_eq!(refusal(&[game, ("states", states)]), message, "{states}");
        }
        assert_eq!(
            refusal(&[game, ("states", "1.2,loss,loss"), ("infinitePlay", "player1")]),
            "infinitePlay: the states name no player (every move passes the turn), so endless play can only be a draw; give each state its player to name a winner"
        );
        assert_eq!(
            refusal(&[game, ("states", "1:loss"), ("infinitePlay", "forever")]),
            "infinitePlay: 'forever' is not one of draw, player1, player2"
        );
    }
}

#[test]
fn state_graphs_past_the_limits_are_refused_before_they_are_built() {
    let many = "1:loss,".repeat(250_001);
    assert_eq!(
        refusal(&[("game", "state-graph"), ("states", &many)]),
        "states: more than 250000 states; at most 250000 are solved at once"
    );
    let wide = format!("1:{}", (0..1_250_001).map(|_| "0").collect::<Vec<_>>().join("."));
    assert_eq!(
        refusal(&[("game", "state-graph"), ("states", &wide)]),
        "states: more than 1250000 moves; at most 1250000 are solved at once"
    );
    assert_eq!(
        refusal(&[("game", "max-dif"), ("states", &wide)]),
        "states: more than 1250000 moves; at most 1250000 are solved at once"
    );
}

both! {
    fn state_graph_links_round_trip_and_stay_readable() {
        for (states, rule) in [("1:1.2,2:0,1:loss", "player2"), ("1.2,2.3,loss,loss", "draw")] {
            let request = StateGraphRequest::from_fields(&fields(&[("states", states), ("infinitePlay", rule)])).expect("valid");
            let written = round_trip(&request);
            assert_eq!(written.get("states"), Some(states));
        }
        let mut link = Fields::new();
        link.set("states", "1:1.2,2:0,1:loss");
        assert_eq!(link.to_query(), "states=1:1.2,2:0,1:loss");
    }
}

both! {
    fn max_dif_answers_with_the_formula_and_refuses_cycles() {
        let game = ("game", "max-dif");
        let Answer::MaxDif(answer) = answer(&[game, ("states", "1:1/3/0.2/1/0,2:final/0/2,2:final")]) else {
            panic!("a max-dif answer")
        };
        assert_eq!(answer.max_dif, [1, 2, 0]);
        assert_eq!(
            refusal(&[game, ("states", "1:1/1/0,2:0/0/1")]),
            "states: the graph has a cycle 0 > 1 > 0: maxDif is computed in reverse topological order, which needs an acyclic graph"
        );
        let cases = [
            ("1:1/3000000000/0,1:final", "states: state 0: 3000000000 is above the limit of 10^9 (a score is a whole number from -10^9 to 10^9)"),
            ("1:1/3,1:final", "states: state 0: '1/3': write a move as to/g1/g2 (or to alone)"),
            ("1:final/1", "states: state 0: 'final/1': write final scores as final/f1/f2"),
            ("1:1.final/1/1,1:final", "states: state 0 has moves and final scores; final scores are for a terminal state (one without moves)"),
            ("1:7,1:final", "states: state 0 moves to state 7, but the states are 0 to 1"),
            ("1/2", "states: state 0: names no player; write player:moves, such as 1:2/3/0"),
        ];
        for (states, message) in cases {
            assert_eq!(refusal(&[game, ("states", states)]), message, "{states}");
        }
        let request = MaxDifRequest::from_fields(&fields(&[("states", "1:1/3/0.2,2:final/0/-2,2:")])).expect("valid");
        assert_eq!(round_trip(&request).get("states"), Some("1:1/3/0.2,2:final/0/-2,2:final"));
    }
}

both! {
    fn alpha_beta_counts_leaves_with_and_without_pruning() {
        let game = ("game", "alpha-beta");
        assert_eq!(
            answer(&[game, ("tree", "((3,5),(2,(9,1)))")]),
            Answer::AlphaBeta(AlphaBetaAnswer { value: 3, leaves_minimax: 5, leaves_alpha_beta: 3, best_moves: vec![0] })
        );
        // Square brackets and spaces read the same; the minimiser at the root takes 2.
        let Answer::AlphaBeta(min) = answer(&[game, ("tree", "[[3 5] [2 [9 1]]]"), ("maximizingRoot", "false")]) else {
            panic!("an alpha-beta answer")
        };
        assert_eq!((min.value, min.best_moves), (2, vec![1]));
        assert_eq!(
            answer(&[game, ("tree", "-7")]),
            Answer::AlphaBeta(AlphaBetaAnswer { value: -7, leaves_minimax: 1, leaves_alpha_beta: 1, best_moves: vec![] })
        );
        // The leaves at and around the limits, read digit by digit up to 16 digits and by the
        // fields' reader beyond.
        for (leaf, value) in [("1000000000000000", 1_000_000_000_000_000), ("-1000000000000000", -1_000_000_000_000_000), ("0000000000000000007", 7), ("-0", 0)] {
            let Answer::AlphaBeta(read) = answer(&[game, ("tree", &format!("({leaf},1)"))]) else { panic!("an alpha-beta answer") };
            assert_eq!(read.value, value.max(1), "{leaf}");
            let Answer::AlphaBeta(alone) = answer(&[game, ("tree", leaf)]) else { panic!("an alpha-beta answer") };
            assert_eq!(alone.value, value, "{leaf}");
        }
        let deep = format!("{}1{}", "(".repeat(70), ")".repeat(70));
        // A leaf of 200 digits is quoted by its first 40.
        let long_leaf = format!("({})", "9".repeat(200));
        let forty = format!("{}…", "9".repeat(40));
        let long_leaf_says = format!("tree: leaf {forty}: {forty} is above the limit of 10^15 (leaf values are from -10^15 to 10^15)");
        let cases = [
            ("((3,5)", "tree: the tree is incomplete (a list is not closed)"),
            ("(1,2))", "tree: a closing bracket closes no list (one too many)"),
            (")", "tree: a closing bracket closes no list (one too many)"),
            ("(1,(2,3)))", "tree: a closing bracket closes no list (one too many)"),
            ("(1,())", "tree: a node has no children: an empty list is neither a leaf (a number) nor a node with moves"),
            ("(1)(2)", "tree: '(' follows an item; separate items with commas"),
            ("(1,2),3", "tree: the tree is more than one value; write one list, such as ((3,5),(2,9))"),
            ("(1,2000000000000000000)", "tree: leaf 2000000000000000000: 2000000000000000000 is above the limit of 10^15 (leaf values are from -10^15 to 10^15)"),
            ("(1,x)", "tree: 'x)' is not part of a tree; write numbers and brackets, such as ((3,5),(2,9))"),
            ("(1000000000000001)", "tree: leaf 1000000000000001: 1000000000000001 is above the limit of 10^15 (leaf values are from -10^15 to 10^15)"),
            ("(-9999999999999999)", "tree: leaf -9999999999999999: 9999999999999999 is above the limit of 10^15 (leaf values are from -10^15 to 10^15)"),
            ("(1,-)", "tree: a '-' with no digits after it (leaf values are whole numbers from -10^15 to 10^15)"),
            (long_leaf.as_str(), long_leaf_says.as_str()),
            ("(1,é)", "tree: 'é)' is not part of a tree; write numbers and brackets, such as ((3,5),(2,9))"),
            ("(1 é)", "tree: 'é)' is not part of a tree; write numbers and brackets, such as ((3,5),(2,9))"),
            ("(1é)", "tree: 'é' follows an item; separate items with commas"),
            (deep.as_str(), "tree: the tree is more than 64 levels deep; that is the limit"),
            ("", "tree: missing; give a tree such as ((3,5),(2,(9,1))): a number is a leaf, a list a node"),
            ("1)", "tree: a closing bracket closes no list (one too many)"),
        ];
        for (tree, message) in cases {
            assert_eq!(refusal(&[game, ("tree", tree)]), message, "{tree}");
        }
        assert_eq!(
            refusal(&[game, ("tree", "(1)"), ("maximizingRoot", "maybe")]),
            "maximizingRoot: 'maybe' is not one of true, yes, false, no"
        );
        let request = AlphaBetaRequest::from_fields(&fields(&[("tree", "[[3, 5], [2, [9, -1]]]"), ("maximizingRoot", "no")])).expect("valid");
        let written = round_trip(&request);
        assert_eq!(written.to_query(), "tree=((3,5),(2,(9,-1)))&maximizingRoot=false");
    }
}

#[test]
fn a_tree_past_the_node_limit_is_refused() {
    let wide = format!("({})", vec!["1"; 1_000_000].join(","));
    assert_eq!(
        refusal(&[("game", "alpha-beta"), ("tree", &wide)]),
        "tree: the tree has more than 1000000 nodes; that is the limit"
    );
}

both! {
    fn parallel_games_are_solved_as_a_product_and_valued_by_grundy() {
        let game = ("game", "parallel");
        assert_eq!(
            answer(&[game, ("components", "1.2/2/-,1/-"), ("starts", "0,0")]),
            Answer::Parallel(ParallelAnswer { outcome: Win, states: 6, positions: 5, grundy: vec![Some(2), Some(1)] })
        );
        // A component with a cycle (0 <-> 1) has no Grundy values; with nothing else to play the
        // game is drawn.
        assert_eq!(
            answer(&[game, ("components", "1/0,-"), ("starts", "0,0")]),
            Answer::Parallel(ParallelAnswer { outcome: Draw, states: 2, positions: 3, grundy: vec![None, Some(0)] })
        );
        let cases = [
            ("1/-", "0,0", "starts: 2 starts for 1 component; give one position per component"),
            ("1/-", "2", "starts: component 1 starts at 2, but its positions are 0 to 1"),
            ("1/-,-,-,-,-", "0", "components: more than 4 components; the limit is 4"),
            ("5/-", "0", "components: component 1: position 0 moves to 5, but the positions are 0 to 1"),
            ("1.1/-", "0", "components: component 1: position 0 lists its move to 1 twice; list each move once"),
            ("x/-", "0", "components: component 1, position 0: 'x' is not a whole number"),
        ];
        for (components, starts, message) in cases {
            assert_eq!(refusal(&[game, ("components", components), ("starts", starts)]), message, "{components}");
        }
        let big: String = vec!["-"; 1000].join("/");
        let three = [big.as_str(); 3].join(",");
        assert_eq!(
            refusal(&[game, ("components", &three), ("starts", "0,0,0")]),
            "components: the product graph would have 1000000000 states and 0 moves; the limits are 1000000 states and 5000000 moves"
        );
        let request = ParallelRequest::from_fields(&fields(&[("components", "1.2/2/-,1/-"), ("starts", "0,0")])).expect("valid");
        assert_eq!(round_trip(&request).to_query(), "components=1.2/2/-,1/-&starts=0,0");
    }
}

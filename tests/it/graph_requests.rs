//! Requests of the graph games: answers for the documented examples, a clear message for every
//! kind of bad input.

use cgt_playground::api::fields::describe;
use cgt_playground::api::{Answer, Fields, solve};

use crate::both;

/// A valid pursuit request: one cop and one robber on a 4-cycle (a field is changed in tests).
pub(crate) const PURSUIT_ON_A_SQUARE: [(&str, &str); 5] = [
    ("game", "pursuit"),
    ("vertices", "4"),
    ("edges", "0-1,1-2,2-3,3-0"),
    ("cops", "0"),
    ("robbers", "2"),
];

pub(crate) fn fields(pairs: &[(&str, &str)]) -> Fields {
    let mut fields = Fields::new();
    for (name, value) in pairs {
        fields.set(name, *value);
    }
    fields
}

/// The message `solve` gives for these fields; the test fails if they are accepted.
fn refusal(pairs: &[(&str, &str)]) -> String {
    match solve(&fields(pairs)) {
        Ok(answer) => panic!("{pairs:?} was accepted: {answer:?}"),
        Err(errors) => describe(&errors),
    }
}

both! {
    fn tree_path_answers_the_winning_starts() {
        let answer = solve(&fields(&[("game", "tree-path"), ("vertices", "4"), ("edges", "0-1,0-2,0-3")]));
        let Ok(Answer::TreePath(answer)) = answer else { panic!("{answer:?}") };
        assert_eq!(answer.winning_starts, vec![1, 2, 3]);
        // JS's [[0, 1], [1, 2]] arrives as "0-1,1-2"; spaces around the dash are fine.
        let answer = solve(&fields(&[("game", "tree-path"), ("vertices", "3"), ("edges", "0-1,1-2")]));
        let Ok(Answer::TreePath(answer)) = answer else { panic!("{answer:?}") };
        assert_eq!(answer.winning_starts, vec![0, 2]);
    }
}

both! {
    fn tree_path_refuses_what_is_not_a_tree() {
        let tree = |vertices: &str, edges: &str| {
            refusal(&[("game", "tree-path"), ("vertices", vertices), ("edges", edges)])
        };
        assert_eq!(tree("3", "0-1,1-2,2-0"), "edges: not a tree: a tree on 3 vertices has 2 edges, this graph has 3");
        assert_eq!(
            tree("5", "0-1,2-3,3-4,4-2"),
            "edges: not a tree: vertex 2 cannot be reached from vertex 0 (the graph is not connected, so it has a cycle elsewhere)"
        );
        assert_eq!(tree("3", "0-1,1-3"), "edges: 1-3 names vertex 3, but the vertices are 0 to 2");
        assert_eq!(tree("3", "0-1,1-0"), "edges: 1-0 is listed twice (as 0-1 and 1-0); list each edge once");
        assert_eq!(tree("3", "0-1,1-1"), "edges: 1-1 is a loop; a vertex cannot be joined to itself here");
        assert_eq!(tree("3", "0-1,1"), "edges: '1' is not an edge such as 2-5");
        assert_eq!(tree("3", "0-1,-1-2"), "edges: '-1-2' is not an edge such as 2-5");
        assert_eq!(tree("3", "0-1,1-x"), "edges: 'x' in '1-x' is not a vertex number");
        assert_eq!(tree("0", ""), "vertices: 0 is too small; give a whole number from 1 to 10000");
        assert_eq!(tree("10001", ""), "vertices: 10001 is above the limit of 10000");
        assert_eq!(tree("", ""), "vertices: missing; give a whole number from 1 to 10000");
        assert_eq!(
            refusal(&[("game", "tree-path"), ("vertices", "2"), ("edges", "0-1"), ("root", "1")]),
            "root: unknown field; expected game, edges, vertices"
        );
    }
}

both! {
    fn hidden_evader_answers_by_exact_search_or_the_characterisation() {
        let answer = solve(&fields(&[("game", "hidden-evader"), ("vertices", "5"), ("edges", "0-1,1-2,2-3,3-4")]));
        let Ok(Answer::HiddenEvader(answer)) = answer else { panic!("{answer:?}") };
        assert!(answer.searcher_wins && answer.extended_caterpillars);
        assert_eq!(answer.method, "exact-search");
        assert_eq!(answer.probes.as_ref().map(Vec::len), Some(6));
        let answer = solve(&fields(&[("game", "hidden-evader"), ("vertices", "4"), ("edges", "0-1,1-2,2-3,3-0")]));
        let Ok(Answer::HiddenEvader(answer)) = answer else { panic!("{answer:?}") };
        assert!(!answer.searcher_wins && answer.probes.is_none());
        // Above 20 vertices the verdict is the characterisation's: a path of 30.
        let path: Vec<String> = (1..30).map(|v| format!("{}-{v}", v - 1)).collect();
        let answer = solve(&fields(&[("game", "hidden-evader"), ("vertices", "30"), ("edges", &path.join(","))]));
        let Ok(Answer::HiddenEvader(answer)) = answer else { panic!("{answer:?}") };
        assert_eq!((answer.searcher_wins, answer.method), (true, "extended-caterpillars"));
    }
}

both! {
    fn hidden_evader_refuses_bad_graphs() {
        let graph = |vertices: &str, edges: &str| {
            refusal(&[("game", "hidden-evader"), ("vertices", vertices), ("edges", edges)])
        };
        assert_eq!(graph("1001", ""), "vertices: 1001 is above the limit of 1000");
        assert_eq!(graph("4", "0-4"), "edges: 0-4 names vertex 4, but the vertices are 0 to 3");
        assert_eq!(graph("4", "0-1,0-1"), "edges: 0-1 is listed twice; list each edge once");
        assert_eq!(graph("4", "2-2"), "edges: 2-2 is a loop; a vertex cannot be joined to itself here");
        let many: Vec<String> = (0..5001).map(|i| format!("{}-{}", i % 1000, (i * 7 + 1) % 1000)).collect();
        assert!(graph("1000", &many.join(",")).starts_with("edges:"));
    }
}

both! {
    fn pursuit_answers_outcome_states_and_play() {
        let answer = solve(&fields(&[
            ("game", "pursuit"),
            ("vertices", "3"),
            ("edges", "0-1,1-2,2-0"),
            ("cops", "0"),
            ("robbers", "2"),
        ]));
        let Ok(Answer::Pursuit(answer)) = answer else { panic!("{answer:?}") };
        assert_eq!((answer.outcome, answer.states, answer.moves), ("draw", 30, None));
        assert_eq!(answer.play.len(), 6);
        assert_eq!(answer.cop_wins + answer.robber_wins + answer.draws, 30);
        // Undirected with stays: the cop next to the robber catches it at once.
        let answer = solve(&fields(&[
            ("game", "pursuit"),
            ("vertices", "4"),
            ("edges", "0 - 1, 1 - 2, 2 - 3"),
            ("directed", "no"),
            ("stay", "yes"),
            ("cops", "1"),
            ("robbers", "2,3"),
            ("schedule", "c0,r0,r1"),
            ("safe", ",0"),
            ("captures", "1"),
            ("escapes", "1"),
        ]));
        let Ok(Answer::Pursuit(answer)) = answer else { panic!("{answer:?}") };
        assert_eq!((answer.outcome, answer.moves), ("cops", Some(1)));
        assert_eq!(answer.play[0].mover, "c0");
        assert_eq!((answer.play[0].to, answer.play[0].captured.clone()), (Some(2), vec![0]));
    }
}

both! {
    fn pursuit_refuses_bad_fields_by_name() {
        let base = PURSUIT_ON_A_SQUARE;
        let with = |name: &str, value: &str| {
            let mut fields = fields(&base);
            fields.set(name, value);
            match solve(&fields) {
                Ok(answer) => panic!("{name}={value} accepted: {answer:?}"),
                Err(errors) => describe(&errors),
            }
        };
        assert_eq!(with("cops", ""), "cops: missing; give 1 to 4 start vertices, e.g. 0,3");
        assert_eq!(with("cops", "0,1,2,3,0"), "cops: more than 4 numbers; the limit is 4");
        assert_eq!(with("robbers", "4"), "robbers: vertex 4 is out of range; the vertices are 0 to 3");
        assert_eq!(with("schedule", "c0,x1"), "schedule: 'x1' is not a mover; write c0 for cop 0, r1 for robber 1, e.g. c0,r0");
        assert_eq!(with("schedule", "c0,r1"), "schedule: 'r1': there is only robber 0");
        assert_eq!(with("schedule", ""), "schedule: missing; give the movers in order, e.g. c0,r0");
        assert_eq!(with("cops", "-1"), "cops: '-1' is negative; give start vertices from 0 to 3");
        assert_eq!(with("cops", "abc"), "cops: 'abc' is not a whole number; give start vertices from 0 to 3");
        assert_eq!(with("cops", "99999999999"), "cops: vertex 99999999999 is out of range; the vertices are 0 to 3");
        // Any text at all, however its characters are encoded, gets a message, never a panic.
        for schedule in ["é", "c0,é", "５", "cé", "rＩ", "c", "ç0", "c0,r0,\u{301}"] {
            assert!(with("schedule", schedule).starts_with("schedule: '"), "{schedule:?}");
        }
        assert_eq!(with("safe", "1,2"), "safe: 2 groups for 1 robber; give one group of safe vertices per robber, separated by commas, a group's vertices separated by spaces (e.g. 3,4 5)");
        assert_eq!(with("safe", "7"), "safe: vertex 7 is out of range; the vertices are 0 to 3");
        assert_eq!(with("safe", "1 1"), "safe: vertex 1 is listed twice in one group");
        assert_eq!(with("captures", "2"), "captures: 2 is above the limit of 1");
        assert_eq!(with("escapes", "0"), "escapes: 0 is too small; give a whole number from 1 to 1");
        assert_eq!(with("directed", "both"), "directed: 'both' is not one of yes, no");
        assert_eq!(with("stay", "maybe"), "stay: 'maybe' is not one of no, yes");
        assert_eq!(with("capture", "touch"), "capture: 'touch' is not one of meet, cop-moves");
        assert_eq!(with("edges", "0-1,0-1"), "edges: 0-1 is listed twice; list each edge once");
        assert_eq!(with("vertices", "101"), "vertices: 101 is above the limit of 100");
        // Loops are arcs here.
        assert!(solve(&fields(&[("game", "pursuit"), ("vertices", "2"), ("edges", "0-0,1-1"), ("cops", "0"), ("robbers", "1")])).is_ok());
        // Too many states: refused before anything is allocated, with the limit.
        let big = refusal(&[
            ("game", "pursuit"),
            ("vertices", "100"),
            ("edges", "0-1"),
            ("cops", "0,1,2"),
            ("robbers", "5,6"),
        ]);
        assert_eq!(
            big,
            "vertices: this game has 52020000000 states (K n^A (n + 2)^B = 5 × 100^3 × 102^2); \
             at most 1000000 can be solved: use fewer vertices, agents or movers"
        );
        let dense: Vec<String> = (0..40).flat_map(|u| (0..40).map(move |v| format!("{u}-{v}"))).collect();
        let crowded = refusal(&[
            ("game", "pursuit"),
            ("vertices", "40"),
            ("edges", &dense[..1600].join(",")),
            ("cops", "0"),
            ("robbers", "5,6"),
        ]);
        assert!(crowded.starts_with("edges: the state graph has up to "), "{crowded}");
    }
}

both! {
    fn the_readme_examples_give_what_the_readme_says() {
        let answer = solve(&fields(&[("game", "hidden-evader"), ("vertices", "5"), ("edges", "0-1,1-2,2-3,3-4")]));
        let Ok(Answer::HiddenEvader(answer)) = answer else { panic!("{answer:?}") };
        assert_eq!(answer.probes, Some(vec![1, 2, 3, 1, 2, 3]));
        let answer = solve(&fields(&[
            ("game", "pursuit"),
            ("vertices", "3"),
            ("edges", "0-1,1-2,2-0"),
            ("cops", "0"),
            ("robbers", "2"),
        ]));
        let Ok(Answer::Pursuit(answer)) = answer else { panic!("{answer:?}") };
        assert_eq!((answer.cop_wins, answer.robber_wins, answer.draws), (18, 6, 6));
        let answer = solve(&fields(&[
            ("game", "pursuit"),
            ("vertices", "5"),
            ("edges", "0-1, 1-2, 2-3, 3-4"),
            ("directed", "no"),
            ("stay", "yes"),
            ("cops", "0 1"),
            ("robbers", "2"),
            ("safe", "4"),
            ("schedule", "r0, c0, c1"),
        ]));
        let Ok(Answer::Pursuit(answer)) = answer else { panic!("{answer:?}") };
        assert_eq!((answer.outcome, answer.moves), ("robbers", Some(4)));
    }
}

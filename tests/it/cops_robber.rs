//! One cop and one robber: dominated-vertex elimination (bitset, naive and counter versions)
//! and the game values, against a brute-force game search on every small graph.

use cgt_playground::api::fields::{Fields, describe};
use cgt_playground::api::{Answer, solve};
use std::rc::Rc;

use cgt_playground::solve::cops_robber::{
    DismantleJob, Dismantling, ESCAPES, Elimination, EliminationFrame, EliminationLog, Event,
    GAME_LIMIT, GameValues, NaiveJob, NvcJob, RUNS, Run, Side, Standing, StepKind, alive_degree,
    common_neighbours, dismantle, dominates, naive_elimination, nvc_elimination, play_out,
};
use cgt_playground::solve::graph::{Graph, GraphRules};
use cgt_playground::solve::graph_presets::{Millionths, Preset, SplitMix64};
use cgt_playground::solve::play::Game;

use crate::both;
use crate::small_graphs::graphs_up_to_8;

const RULES: GraphRules = GraphRules::simple(2000);

fn fields(pairs: &[(&str, &str)]) -> Fields {
    let mut fields = Fields::new();
    for (name, value) in pairs {
        fields.set(name, *value);
    }
    fields
}

/// The graph on `n` vertices whose edges are the set bits of `mask` over the pairs u < v.
fn graph_from_mask(n: u32, mask: u64) -> Graph {
    let pairs = (0..n).flat_map(|u| (u + 1..n).map(move |v| (u64::from(u), u64::from(v))));
    let edges: Vec<(u64, u64)> =
        pairs.enumerate().filter(|(i, _)| mask >> i & 1 == 1).map(|(_, e)| e).collect();
    Graph::try_new(n.into(), &edges, &RULES).expect("masks make simple graphs")
}

fn random_graph(rng: &mut SplitMix64, max_n: u32) -> Graph {
    let n = 1 + rng.below(max_n.into()) as u32;
    let p = Millionths(rng.below(1_000_001) as u32);
    let edges: Vec<(u64, u64)> = (0..n)
        .flat_map(|u| (u + 1..n).map(move |v| (u64::from(u), u64::from(v))))
        .filter(|_| rng.chance(p))
        .collect();
    Graph::try_new(n.into(), &edges, &RULES).expect("pairs u < v make a simple graph")
}

/// The oracle: for each k, the states from which the cop captures within k moves, by the
/// definition of the game (the cop may move to or stay at any vertex of N[c], the robber
/// likewise); layer k + 1 from layer k until nothing changes. Returns, per state
/// (cop · n + robber), the least k for the cop to move and for the robber to move (None: never).
pub fn oracle_values(graph: &Graph) -> (Vec<Option<u32>>, Vec<Option<u32>>) {
    let n = graph.vertex_count() as usize;
    let closed = |v: usize| -> Vec<usize> {
        let mut list: Vec<usize> = graph.neighbours(v as u32).iter().map(|&w| w as usize).collect();
        list.push(v);
        list
    };
    let mut cop: Vec<Option<u32>> = vec![None; n * n];
    let mut robber: Vec<Option<u32>> = vec![None; n * n];
    for v in 0..n {
        cop[v * n + v] = Some(0);
        robber[v * n + v] = Some(0);
    }
    for k in 1.. {
        let mut changed = false;
        let (cop_before, robber_before) = (cop.clone(), robber.clone());
        for c in 0..n {
            for r in 0..n {
                if cop[c * n + r].is_none()
                    && closed(c).iter().any(|&c2| robber_before[c2 * n + r].is_some())
                {
                    cop[c * n + r] = Some(k);
                    changed = true;
                }
                if robber[c * n + r].is_none()
                    && closed(r).iter().all(|&r2| cop_before[c * n + r2].is_some())
                {
                    robber[c * n + r] = Some(k);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    (cop, robber)
}

/// Whether the cop wins: some start c such that every robber start r is a won state with the
/// cop to move (a robber starting on the cop is caught at once).
fn oracle_cop_wins(graph: &Graph) -> bool {
    let n = graph.vertex_count() as usize;
    let (cop, _) = oracle_values(graph);
    (0..n).any(|c| (0..n).all(|r| cop[c * n + r].is_some()))
}

/// Checks every removal against the definition: Y is the least dominated vertex at its time
/// and X its least dominator; the vertices left have no dominated vertex (when two or more).
fn check_dismantling(graph: &Graph, dismantling: &Dismantling) {
    let n = graph.vertex_count();
    let mut alive = vec![true; n as usize];
    let least_dominated = |alive: &[bool]| {
        (0..n).find_map(|y| (0..n).find(|&x| dominates(graph, alive, x, y)).map(|x| (y, x)))
    };
    for step in &dismantling.eliminated {
        assert!(alive.iter().filter(|&&a| a).count() >= 2, "removals stop at one vertex");
        assert_eq!(
            least_dominated(&alive),
            Some((step.vertex, step.dominated_by)),
            "{graph:?}: the least dominated vertex and its least dominator"
        );
        alive[step.vertex as usize] = false;
    }
    let left: Vec<u32> = (0..n).filter(|&v| alive[v as usize]).collect();
    assert_eq!(left, dismantling.remaining);
    if left.len() >= 2 {
        assert_eq!(least_dominated(&alive), None, "the core has no dominated vertex");
    }
}

/// All the checks on one graph: the three eliminations agree with each other and with the
/// definition, the verdict with the oracle and with the game values.
fn check_graph(graph: &Graph) {
    let fast = dismantle(graph);
    check_dismantling(graph, &fast);
    let naive = naive_elimination(graph);
    let nvc = nvc_elimination(graph);
    assert_eq!(naive.dismantling, fast, "naive and bitset eliminations agree");
    assert_eq!(nvc.dismantling, fast, "counter and bitset eliminations agree");
    let oracle = oracle_cop_wins(graph);
    assert_eq!(fast.cop_wins(), oracle, "verdict for {graph:?}");
    assert_eq!(GameValues::solve(graph).cop_wins(), oracle, "game values' verdict for {graph:?}");
}

both! {
    fn every_graph_up_to_six_vertices_gets_the_oracles_verdict() {
        for n in 1..=6u32 {
            for mask in 0..1u64 << (n * (n - 1) / 2) {
                check_graph(&graph_from_mask(n, mask));
            }
        }
    }
}

/// The least mask of any relabelling of the graph with edge set `mask`: equal for isomorphic
/// graphs.
fn canonical_mask(n: u32, mask: u64) -> u64 {
    let pairs: Vec<(u32, u32)> = (0..n).flat_map(|u| (u + 1..n).map(move |v| (u, v))).collect();
    let index =
        |u: u32, v: u32| pairs.iter().position(|&p| p == (u.min(v), u.max(v))).expect("a pair");
    let mut permutation: Vec<u32> = (0..n).collect();
    let mut best = u64::MAX;
    loop {
        let relabelled = pairs
            .iter()
            .enumerate()
            .filter(|(i, _)| mask >> i & 1 == 1)
            .map(|(_, &(u, v))| 1u64 << index(permutation[u as usize], permutation[v as usize]))
            .sum();
        best = best.min(relabelled);
        // The next permutation in lexicographic order.
        let Some(i) = (0..n as usize - 1).rev().find(|&i| permutation[i] < permutation[i + 1])
        else {
            return best;
        };
        let j =
            (i + 1..n as usize).rev().find(|&j| permutation[j] > permutation[i]).expect("exists");
        permutation.swap(i, j);
        permutation[i + 1..].reverse();
    }
}

both! {
    fn cop_win_graphs_up_to_isomorphism_are_counted_as_by_hand() {
        // Connected graphs on 1..5 vertices: 1, 1, 2, 6, 21 (OEIS A001349). The robber-win
        // ones are those whose elimination stops at a cycle C_4 or C_5 or at K_{2,3}: none up
        // to 3 vertices; C_4 on 4; on 5 the cycle C_5, K_{2,3}, and C_4 with a fifth vertex
        // joined to one vertex, to two adjacent ones (the house) or to three of its vertices
        // (joined to all four it makes the wheel, a cop win). So 1, 1, 2, 5, 16 cop wins.
        let mut classes = Vec::new();
        for n in 1..=5u32 {
            let mut seen = std::collections::BTreeSet::new();
            for mask in 0..1u64 << (n * (n - 1) / 2) {
                if dismantle(&graph_from_mask(n, mask)).cop_wins() {
                    seen.insert(canonical_mask(n, mask));
                }
            }
            classes.push(seen.len());
        }
        assert_eq!(classes, [1, 1, 2, 5, 16]);
    }
}

both! {
    fn random_graphs_up_to_nine_vertices_get_the_oracles_verdict() {
        let mut rng = SplitMix64::new(2024);
        for _ in 0..1500 {
            check_graph(&random_graph(&mut rng, 9));
        }
    }
}

both! {
    fn disconnected_graphs_are_robber_wins_for_solver_and_oracle() {
        // Two triangles: each is a cop win alone; the robber starts in the other one.
        let edges = [(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3)];
        let graph = Graph::try_new(6, &edges, &RULES).expect("valid");
        let dismantling = dismantle(&graph);
        assert!(!dismantling.cop_wins());
        assert_eq!(dismantling.remaining.len(), 2, "one vertex per component is left");
        assert!(!oracle_cop_wins(&graph));
        // A lone vertex beside an edge, and two isolated vertices.
        for (n, edges) in [(3, vec![(0, 1)]), (2, vec![])] {
            let graph = Graph::try_new(n, &edges, &RULES).expect("valid");
            assert!(!dismantle(&graph).cop_wins());
            assert!(!oracle_cop_wins(&graph));
        }
        let single = Graph::try_new(1, &[], &RULES).expect("valid");
        assert!(dismantle(&single).cop_wins(), "one vertex: the robber must start on the cop");
        assert!(oracle_cop_wins(&single));
    }
}

both! {
    fn known_families_have_their_known_verdicts() {
        let cop_win = |preset: Preset| dismantle(&preset.build()).cop_wins();
        assert!(cop_win(Preset::Cycle(3)));
        for n in 4..40 {
            assert!(!cop_win(Preset::Cycle(n)), "C_{n}: the robber runs round the cycle");
        }
        assert!(!cop_win(Preset::Petersen));
        for n in 1..30 {
            assert!(cop_win(Preset::Complete(n)));
            assert!(cop_win(Preset::Path(n)));
            assert!(cop_win(Preset::Star(n)));
        }
        for n in 4..30 {
            assert!(cop_win(Preset::Wheel(n)), "the hub dominates every rim vertex");
        }
        assert!(cop_win(Preset::Grid(1, 7)));
        assert!(!cop_win(Preset::Grid(2, 2)));
        assert!(!cop_win(Preset::Grid(5, 6)));
        for seed in 0..20 {
            assert!(cop_win(Preset::RandomTree { n: 60, seed }), "trees are cop wins");
            assert!(cop_win(Preset::RandomChordal { n: 60, seed }), "chordal graphs are cop wins");
        }
    }
}

both! {
    fn the_three_eliminations_agree_on_larger_graphs() {
        let mut rng = SplitMix64::new(7);
        for round in 0..40u64 {
            let n = 20 + rng.below(100) as u32;
            let graph = match round % 4 {
                0 => Preset::RandomChordal { n, seed: round }.build(),
                1 => Preset::RandomTree { n, seed: round }.build(),
                2 => Preset::Gnp { n, p: Millionths(rng.below(200_000) as u32), seed: round }.build(),
                _ => Preset::Gnp { n, p: Millionths(800_000 + rng.below(200_000) as u32), seed: round }.build(),
            };
            let fast = dismantle(&graph);
            check_dismantling(&graph, &fast);
            assert_eq!(naive_elimination(&graph).dismantling, fast);
            assert_eq!(nvc_elimination(&graph).dismantling, fast);
        }
    }
}

both! {
    fn the_counters_the_nvc_algorithm_keeps_are_the_true_counts() {
        let mut rng = SplitMix64::new(11);
        for round in 0..200 {
            let graph = if round % 2 == 0 {
                random_graph(&mut rng, 12)
            } else {
                Preset::RandomChordal { n: 15, seed: round }.build()
            };
            let run = nvc_elimination(&graph);
            let n = graph.vertex_count();
            let mut alive = vec![true; n as usize];
            for (step, snapshot) in run.dismantling.eliminated.iter().zip(&run.snapshots) {
                for v in 0..n {
                    let expected = if alive[v as usize] { alive_degree(&graph, &alive, v) } else { 0 };
                    assert_eq!(snapshot.nv[v as usize], expected, "NV({v})");
                }
                let y = step.vertex;
                let expected_row: Vec<(u32, u32)> = graph
                    .neighbours(y)
                    .iter()
                    .filter(|&&x| alive[x as usize])
                    .map(|&x| (x, common_neighbours(&graph, &alive, x, y)))
                    .collect();
                assert_eq!(snapshot.row, expected_row, "NVC(·, {y})");
                let (_, nvc_xy) = snapshot.row.iter().find(|(x, _)| *x == step.dominated_by).expect("X is a neighbour");
                assert_eq!(nvc_xy + 1, snapshot.nv[y as usize], "NVC(X, Y) = NV(Y) − 1");
                alive[y as usize] = false;
            }
            for v in 0..n {
                let expected = if alive[v as usize] { alive_degree(&graph, &alive, v) } else { 0 };
                assert_eq!(run.final_nv[v as usize], expected);
            }
        }
    }
}

both! {
    fn the_counts_of_elementary_checks_follow_the_papers_algorithms() {
        // K_4: Y = 0 is dominated by X = 1 after checking Z = 2, 3 (2 look-ups); then Y = 1 by
        // X = 2 (1 look-up), then Y = 2 by X = 3 (none: 3 is its only neighbour).
        let run = naive_elimination(&Preset::Complete(4).build());
        assert_eq!(run.checks_at, [2, 3, 3]);
        assert_eq!(run.checks, 3);
        let run = nvc_elimination(&Preset::Complete(4).build());
        // Initialisation: 4 NV writes and 2 writes for each of the 3 pairs at each vertex.
        assert_eq!(run.initial_updates, 4 + 4 * 3 * 2);
        assert_eq!(run.comparisons_at, [1, 2, 3]);
        // Removing a vertex of degree d writes d NV counters and 2 per pair of its neighbours.
        assert_eq!(run.updates_at, [28 + 3 + 6, 37 + 2 + 2, 41 + 1]);
        // The cycle C_5 has no dominated vertex: every Y, every X, one failed look-up or
        // comparison each.
        let run = naive_elimination(&Preset::Cycle(5).build());
        assert_eq!((run.checks_at.len(), run.checks), (0, 10));
        let run = nvc_elimination(&Preset::Cycle(5).build());
        assert_eq!((run.comparisons, run.updates), (10, 5 + 5 * 2));
    }
}

both! {
    fn game_values_are_the_oracles_capture_times() {
        let mut rng = SplitMix64::new(5);
        let mut graphs: Vec<Graph> = (0..300).map(|_| random_graph(&mut rng, 8)).collect();
        graphs.extend((0..1 << 10).map(|mask| graph_from_mask(5, mask)));
        for graph in graphs {
            let values = GameValues::solve(&graph);
            let (cop, robber) = oracle_values(&graph);
            let n = graph.vertex_count();
            for c in 0..n {
                for r in 0..n {
                    let i = (c * n + r) as usize;
                    let expect = |v: Option<u32>| v.unwrap_or(ESCAPES);
                    assert_eq!(values.value(Side::Cop, c, r), expect(cop[i]), "cop to move at {c}, {r}");
                    assert_eq!(values.value(Side::Robber, c, r), expect(robber[i]), "robber to move");
                }
            }
        }
    }
}

/// Follows the cop's strategy against every robber reply from (cop, robber), cop to move;
/// fails unless every line ends in capture within `moves_left` moves.
fn cop_strategy_captures(values: &GameValues, cop: u32, robber: u32, moves_left: u32) {
    if cop == robber {
        return;
    }
    assert!(moves_left >= 1, "the strategy must capture in time");
    let next = values.cop_move(cop, robber);
    assert!(values.moves(cop).contains(&next), "a legal cop move");
    if next == robber {
        return;
    }
    assert!(moves_left >= 2, "the strategy must capture in time");
    for &reply in values.moves(robber) {
        cop_strategy_captures(values, next, reply, moves_left - 2);
    }
}

both! {
    fn the_replayed_cop_strategy_captures_against_every_robber_reply() {
        let mut rng = SplitMix64::new(9);
        let mut graphs: Vec<Graph> = (0..1 << 10).map(|mask| graph_from_mask(5, mask)).collect();
        graphs.extend((0..1 << 15).step_by(7).map(|mask| graph_from_mask(6, mask)));
        graphs.extend((0..400).map(|_| random_graph(&mut rng, 9)));
        graphs.push(Preset::RandomChordal { n: 12, seed: 3 }.build());
        let mut checked = 0;
        for graph in graphs.iter().filter(|graph| dismantle(graph).cop_wins()) {
            let values = GameValues::solve(graph);
            let cop = values.cop_start();
            let limit = values.start_value(cop);
            assert_ne!(limit, ESCAPES);
            for robber in 0..graph.vertex_count() {
                cop_strategy_captures(&values, cop, robber, limit);
            }
            // The replayed game ends in capture after as many moves as the values say: the
            // robber chose the start and the moves that delay it longest.
            let game = play_out(&values, 1000);
            assert_eq!(game[game.len() - 1], game[game.len() - 2], "ends in capture: {game:?}");
            assert_eq!((game[0], game.len() as u32 - 2), (cop, limit));
            checked += 1;
        }
        assert!(checked > 500, "enough cop-win graphs were checked ({checked})");
    }
}

both! {
    fn on_robber_win_graphs_the_computer_robber_always_has_a_safe_move() {
        let mut rng = SplitMix64::new(13);
        let graphs: Vec<Graph> = (0..300).map(|_| random_graph(&mut rng, 9))
            .chain([Preset::Petersen.build(), Preset::Cycle(7).build(), Preset::Grid(3, 3).build()])
            .collect();
        for graph in graphs.iter().filter(|graph| !dismantle(graph).cop_wins()) {
            let values = GameValues::solve(graph);
            for cop in 0..graph.vertex_count() {
                let robber = values.robber_start(cop);
                assert_eq!(values.value(Side::Cop, cop, robber), ESCAPES, "a safe start");
                // Whatever the cop does, the robber's reply keeps it safe.
                for &c2 in values.moves(cop) {
                    if values.value(Side::Robber, c2, robber) == ESCAPES {
                        let reply = values.robber_move(c2, robber);
                        assert_eq!(values.value(Side::Cop, c2, reply), ESCAPES);
                    }
                }
            }
        }
    }
}

both! {
    fn the_game_limit_is_small_enough_to_solve() {
        let values = GameValues::solve(&Preset::Complete(GAME_LIMIT).build());
        assert_eq!(values.start_value(values.cop_start()), 1, "the cop captures on its first move");
    }
}

both! {
    fn cgt_solve_answers_cops_robber_requests() {
        let answer = solve(&fields(&[("game", "cops-robber"), ("vertices", "5"), ("edges", "0-1,1-2,2-3,3-4,4-0,0-2")]));
        let Ok(Answer::CopsRobber(answer)) = answer else { panic!("refused: {answer:?}") };
        // 1 is dominated by 0 (N[1] = {0, 1, 2} lies in N[0]); then C_4 0-2-3-4 is left.
        assert!(!answer.cop_win);
        assert_eq!(answer.elimination.len(), 1);
        assert_eq!((answer.elimination[0].vertex, answer.elimination[0].dominated_by), (1, 0));
        assert_eq!(answer.remaining, [0, 2, 3, 4]);
        let refusal = |pairs: &[(&str, &str)]| match solve(&fields(pairs)) {
            Ok(answer) => panic!("{pairs:?} was accepted: {answer:?}"),
            Err(errors) => describe(&errors),
        };
        assert_eq!(refusal(&[("game", "cops-robber"), ("vertices", "3")]), "edges: missing; give a list such as 0-1, 1-2, 2-0 (an empty list for no edges)");
        assert_eq!(refusal(&[("game", "cops-robber"), ("vertices", "3"), ("edges", "0-3")]), "edges: 0-3 names vertex 3, but the vertices are 0 to 2");
        assert_eq!(refusal(&[("game", "cops-robber"), ("vertices", "3"), ("edges", ""), ("n", "3")]), "n: unknown field; expected game, vertices, edges");
    }
}

/// Every run's log, recorded through its `Trace`, and the log merged round by round.
fn traced_runs(graph: &Graph) -> (Vec<Vec<Event>>, EliminationLog) {
    let shared = Rc::new(graph.clone());
    let logs = vec![
        DismantleJob::traced(shared, Vec::new()).finish_traced().1,
        NaiveJob::traced(graph, Vec::new()).finish_traced().1,
        NvcJob::traced(graph, Vec::new()).finish_traced().1,
    ];
    (logs.clone(), EliminationLog::merge(logs))
}

/// The log of one graph against the runs' own records, and its frames at every step.
fn check_log(graph: &Graph) {
    let fast = dismantle(graph);
    let naive = naive_elimination(graph);
    let nvc = nvc_elimination(graph);
    let (logs, log) = traced_runs(graph);
    let removals = |log: &[Event]| -> Vec<Elimination> {
        let mut found = Vec::new();
        for event in log {
            if let Event::Dominated { y, by, .. } = *event {
                found.push(Elimination { vertex: y, dominated_by: by });
            }
        }
        found
    };
    assert_eq!(removals(&logs[0]), fast.eliminated);
    assert_eq!(removals(&logs[1]), naive.dismantling.eliminated);
    assert_eq!(removals(&logs[2]), nvc.dismantling.eliminated);
    let cost = |log: &[Event]| -> u64 {
        log.iter()
            .map(|event| match event {
                Event::Check { cost, .. } | Event::Dominated { cost, .. } => *cost,
                _ => 0,
            })
            .sum()
    };
    assert_eq!(cost(&logs[1]), naive.checks);
    assert_eq!(cost(&logs[2]), nvc.comparisons);
    let rows: Vec<Vec<(u32, u32)>> = logs[2]
        .iter()
        .filter_map(|event| match event {
            Event::Counters { row, .. } => Some(row.clone()),
            _ => None,
        })
        .collect();
    let snapshot_rows: Vec<Vec<(u32, u32)>> = nvc.snapshots.iter().map(|s| s.row.clone()).collect();
    assert_eq!(rows, snapshot_rows);
    // The merged log keeps every event of every run, each run's in its own order.
    assert_eq!(log.events.len(), logs.iter().map(Vec::len).sum::<usize>());
    for (run, own) in RUNS.iter().zip(&logs) {
        let kept: Vec<&Event> = log.events.iter().filter(|event| event.run() == *run).collect();
        assert_eq!(kept, own.iter().collect::<Vec<_>>(), "{run:?}");
    }
    // Frames by step: start, then each round's pairs found and removals, then the verdict.
    let e = fast.eliminated.len();
    assert_eq!(log.steps.len(), 2 * e + 2);
    let n = graph.vertex_count();
    let frame_at = |step: usize| {
        let mut frame = EliminationFrame::start(n);
        for event in &log.events[..log.steps[step]] {
            frame.apply(event);
        }
        frame
    };
    let start = frame_at(0);
    assert_eq!(start.run(Run::Nvc).updates, nvc.initial_updates);
    assert_eq!(start.run(Run::Naive).cost, 0);
    for i in 0..e {
        let found = frame_at(2 * i + 1);
        assert_eq!(found.run(Run::Bitset).found, Some(fast.eliminated[i]));
        assert_eq!(found.run(Run::Naive).found, Some(naive.dismantling.eliminated[i]));
        assert_eq!(found.run(Run::Nvc).found, Some(nvc.dismantling.eliminated[i]));
        assert_eq!(found.run(Run::Naive).cost, naive.checks_at[i]);
        assert_eq!(found.run(Run::Nvc).cost, nvc.comparisons_at[i]);
        let before = if i == 0 { nvc.initial_updates } else { nvc.updates_at[i - 1] };
        assert_eq!(found.run(Run::Nvc).updates, before);
        let (nv, row) = found.run(Run::Nvc).counters.clone().expect("the counters of the pair");
        assert_eq!(
            (nv, row),
            (nvc.snapshots[i].nv[fast.eliminated[i].vertex as usize], nvc.snapshots[i].row.clone())
        );
        let removed = frame_at(2 * i + 2);
        for frame in &removed.runs {
            assert_eq!(frame.removed.len(), i + 1);
            assert_eq!(frame.found, None);
        }
        assert_eq!(removed.run(Run::Bitset).removed, fast.eliminated[..=i]);
        assert_eq!(removed.run(Run::Nvc).updates, nvc.updates_at[i]);
        assert_eq!(removed.run(Run::Nvc).last_updates, nvc.updates_at[i] - before);
    }
    let end = frame_at(2 * e + 1);
    assert_eq!(end.run(Run::Naive).cost, naive.checks);
    assert_eq!((end.run(Run::Nvc).cost, end.run(Run::Nvc).updates), (nvc.comparisons, nvc.updates));
    for frame in &end.runs {
        let left: Vec<u32> = (0..n).filter(|&v| frame.alive[v as usize]).collect();
        assert_eq!(left, fast.remaining);
    }
}

#[test]
fn the_event_log_agrees_with_every_run_on_every_small_graph() {
    for graph in graphs_up_to_8().iter().flatten() {
        let edges: Vec<(u64, u64)> =
            graph.edges().into_iter().map(|(u, v)| (u.into(), v.into())).collect();
        check_log(
            &Graph::try_new(graph.vertices().into(), &edges, &RULES).expect("a simple graph"),
        );
    }
    for preset in [Preset::Petersen, Preset::Complete(6), Preset::Cycle(7), Preset::Grid(3, 4)] {
        check_log(&preset.build());
    }
}

#[test]
fn the_merged_log_keeps_both_paper_runs_when_their_orders_differ() {
    // Two runs that remove different vertices: each keeps its own pairs, counts and removals.
    let naive = vec![
        Event::Check { run: Run::Naive, y: 0, cost: 3 },
        Event::Dominated { run: Run::Naive, y: 1, by: 2, cost: 2 },
        Event::Remove { run: Run::Naive, y: 1, updates: 0 },
        Event::Dominated { run: Run::Naive, y: 0, by: 2, cost: 1 },
        Event::Remove { run: Run::Naive, y: 0, updates: 0 },
    ];
    let nvc = vec![
        Event::Counted { updates: 9 },
        Event::Counters { y: 0, nv: 2, row: vec![(1, 1), (2, 1)] },
        Event::Dominated { run: Run::Nvc, y: 0, by: 1, cost: 1 },
        Event::Remove { run: Run::Nvc, y: 0, updates: 5 },
        Event::Check { run: Run::Nvc, y: 1, cost: 1 },
        Event::Counters { y: 2, nv: 1, row: vec![(1, 0)] },
        Event::Dominated { run: Run::Nvc, y: 2, by: 1, cost: 1 },
        Event::Remove { run: Run::Nvc, y: 2, updates: 1 },
    ];
    let log = EliminationLog::merge(vec![naive.clone(), nvc.clone()]);
    assert_eq!(log.events.len(), naive.len() + nvc.len());
    assert_eq!(log.steps, [1, 5, 7, 11, 13, 13]);
    assert!(log.has(Run::Naive) && log.has(Run::Nvc) && !log.has(Run::Bitset));
    let frame_at = |step: usize| {
        let mut frame = EliminationFrame::start(3);
        for event in &log.events[..log.steps[step]] {
            frame.apply(event);
        }
        frame
    };
    let first = frame_at(1);
    assert_eq!(first.run(Run::Naive).found, Some(Elimination { vertex: 1, dominated_by: 2 }));
    assert_eq!(first.run(Run::Nvc).found, Some(Elimination { vertex: 0, dominated_by: 1 }));
    assert_eq!((first.run(Run::Naive).cost, first.run(Run::Nvc).updates), (5, 9));
    let second = frame_at(3);
    assert_eq!(second.run(Run::Naive).found, Some(Elimination { vertex: 0, dominated_by: 2 }));
    assert_eq!(second.run(Run::Nvc).found, Some(Elimination { vertex: 2, dominated_by: 1 }));
    assert_eq!(second.run(Run::Nvc).round_cost, 2);
    let end = frame_at(5);
    assert_eq!(end.run(Run::Naive).alive, [false, false, true]);
    assert_eq!(end.run(Run::Nvc).alive, [false, true, false]);
    assert_eq!(end.run(Run::Nvc).updates, 15);
}

#[test]
fn the_game_through_the_game_trait_is_the_computers_play_out() {
    for preset in [Preset::Petersen, Preset::Wheel(7), Preset::Cycle(5), Preset::Grid(3, 3)] {
        let graph = preset.build();
        let values = GameValues::solve(&graph);
        let played = play_out(&values, 16);
        let mut standing = Standing::default();
        for (index, &v) in played.iter().enumerate() {
            let legal = Game::moves(&values, &standing);
            assert!(
                legal.contains(&v) && values.is_legal(&standing, &v),
                "{preset:?} move {index}"
            );
            assert_eq!(values.computer_move(&standing), Some(v), "{preset:?} move {index}");
            standing = values.play(&standing, &v);
            assert_eq!(standing, Standing::after(&played[..=index]));
        }
        assert_eq!(standing.caught(), values.cop_wins(), "{preset:?}");
        if standing.caught() {
            assert!(Game::moves(&values, &standing).is_empty());
            assert_eq!(values.computer_move(&standing), None);
        }
        // The cop's first choice is a strategy move exactly when the cop wins.
        assert_eq!(values.strategy_move(&Standing::default()).is_some(), values.cop_wins());
        assert!(!values.is_legal(&Standing::default(), &graph.vertex_count()));
    }
}

#[test]
fn a_standings_value_is_its_capture_time_and_no_vertices_mean_no_move() {
    for preset in [Preset::Cycle(5), Preset::Petersen, Preset::Cycle(3)] {
        let values = GameValues::solve(&preset.build());
        let n = values.vertex_count();
        assert_eq!(values.standing_value(&Standing::default()), 0);
        for c in 0..n {
            assert_eq!(values.standing_value(&Standing::after(&[c])), values.start_value(c));
            for r in 0..n {
                let placed = Standing::after(&[c, r]);
                assert_eq!(values.standing_value(&placed), values.value(Side::Cop, c, r));
                let stayed = Standing::after(&[c, r, c]);
                assert_eq!(values.standing_value(&stayed), values.value(Side::Robber, c, r));
            }
        }
    }
    let nothing = GameValues::default();
    assert_eq!(nothing.computer_move(&Standing::default()), None);
    assert!(Game::moves(&nothing, &Standing::default()).is_empty());
}

both! {
    fn elimination_steps_find_then_remove_each_pair_then_give_the_verdict() {
        let dismantling = dismantle(&Preset::Path(3).build());
        assert_eq!(dismantling.eliminated.len(), 2);
        assert_eq!(dismantling.last_step(), 5);
        let kinds: Vec<StepKind> = (0..=5).map(|step| dismantling.step_kind(step)).collect();
        use StepKind::*;
        assert_eq!(kinds, [Start, Found(0), Removed(0), Found(1), Removed(1), Verdict]);
        assert_eq!(dismantling.step_label(0), "start");
        assert_eq!(dismantling.step_label(5), "verdict");
        assert!(dismantling.step_sentence(0, 3).starts_with("The graph has 3 vertices."));
        assert!(dismantling.step_sentence(5, 3).ends_with("is left: the cop wins."));
    }
}

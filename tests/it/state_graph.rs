//! The state-graph solvers against the value-iteration oracle, on every graph of up to three
//! states under each rule for endless play and on thousands of random graphs of up to 40 states
//! (cycles, self-loops, moves that do not alternate); the literal versions fail where the issue
//! says they fail.

use cgt_playground::solve::state_graph::iterative::{Version, iterative};
use cgt_playground::solve::state_graph::layered::{Horizon, Layered};
use cgt_playground::solve::state_graph::literal::{Stop, literal_memo, literal_queue};
use cgt_playground::solve::state_graph::retrograde::{QueueOrder, Retrograde, solve};
use cgt_playground::solve::state_graph::{
    EndlessPlay, Outcome, Player, Reason, StateEvent, StateGraph, StateGraphBuilder,
    StateGraphError, Work, best_res, first_difference,
};
use cgt_playground::solve::state_presets::{
    ChaseBoard, ChaseJob, MAX_BOARD_CELLS, MAX_PRESET_STATES, Steps, chase_on_board, cycle_chase,
    division_game, lifo_remoteness_flaw, literal_queue_flaw, paper_iterative_flaw, power_component,
    power_game, two_cycle,
};
use cgt_playground::solve::stepwise::Stepwise;

use crate::both;
use crate::oracle::{PlainGraph, Rng, remoteness_brute, state_values};

const RULES: [(u8, EndlessPlay); 3] = [
    (0, EndlessPlay::Draw),
    (1, EndlessPlay::WinFor(Player::One)),
    (2, EndlessPlay::WinFor(Player::Two)),
];

fn build(plain: &PlainGraph) -> StateGraph {
    let mut builder =
        if plain.alternating { StateGraphBuilder::alternating() } else { StateGraphBuilder::new() };
    for s in 0..plain.players.len() {
        let player = if plain.players[s] == 1 { Player::One } else { Player::Two };
        let result = plain.moves[s].is_empty().then(|| outcome_of(plain.results[s]));
        builder.push(player, plain.moves[s].iter().map(|&t| t as u64), result);
    }
    builder.finish().expect("a valid graph")
}

fn outcome_of(value: i8) -> Outcome {
    match value {
        1 => Outcome::Win,
        0 => Outcome::Draw,
        _ => Outcome::Loss,
    }
}

fn plain_of(graph: &StateGraph) -> PlainGraph {
    let n = graph.state_count();
    let value = |o: Option<Outcome>| match o {
        Some(Outcome::Win) => 1,
        Some(Outcome::Loss) => -1,
        _ => 0,
    };
    PlainGraph {
        players: (0..n).map(|s| graph.player(s).number()).collect(),
        moves: (0..n).map(|s| graph.moves(s).iter().map(|&t| t as usize).collect()).collect(),
        results: (0..n).map(|s| value(graph.result(s))).collect(),
        alternating: graph.is_alternating(),
    }
}

/// Every solver on one graph against the oracle, under every rule for endless play that the
/// graph can have.
fn check_graph(plain: &PlainGraph) {
    let graph = build(plain);
    let n = graph.state_count();
    let acyclic = best_res(&graph, &mut ()).ok();
    for (code, endless) in RULES {
        if plain.alternating && code != 0 {
            continue;
        }
        let expected: Vec<Outcome> =
            state_values(plain, code).into_iter().map(outcome_of).collect();
        let (_, fifo) = solve(graph.clone(), endless);
        assert_eq!(fifo.outcome, expected, "queue (FIFO), endless {endless:?}, {plain:?}");
        let (_, lifo) = Retrograde::new(graph.clone(), endless, QueueOrder::Lifo).finish();
        assert_eq!(lifo.outcome, expected, "queue (LIFO), endless {endless:?}, {plain:?}");
        let corrected = iterative(&graph, endless, Version::Corrected, &mut ());
        assert_eq!(corrected.outcome, expected, "iterative, corrected, {endless:?}, {plain:?}");
        if endless == EndlessPlay::Draw {
            let published = iterative(&graph, endless, Version::AsPublished, &mut ());
            assert_eq!(published.outcome, expected, "iterative as published, draws, {plain:?}");
            assert_eq!(fifo.remoteness, remoteness_brute(plain), "remoteness, {plain:?}");
        }
        let layered = Layered::new(&graph, n as u32 + 1, Horizon::Endless(endless)).expect("small");
        let layers = layered.layer_zero(&layered.solve(&mut ()));
        assert_eq!(layers, expected, "TMAX = V + 1, endless {endless:?}, {plain:?}");
        if let Some(acyclic) = &acyclic {
            assert_eq!(acyclic.outcome, expected, "acyclic bestRes, {plain:?}");
            assert_eq!(
                acyclic.remoteness,
                remoteness_brute(plain),
                "acyclic remoteness, {plain:?}"
            );
        }
    }
}

/// Every graph on `n` states: each state a player, and a set of moves or (no moves) a result.
fn all_graphs(n: usize, alternating: bool) -> Vec<PlainGraph> {
    let mut choices: Vec<(u8, Vec<usize>, i8)> = Vec::new();
    for player in if alternating { 1..=1 } else { 1..=2 } {
        for mask in 1u32..(1 << n) {
            choices.push((player, (0..n).filter(|t| mask & (1 << t) != 0).collect(), 0));
        }
        for result in [-1, 0, 1] {
            choices.push((player, Vec::new(), result));
        }
    }
    let mut graphs =
        vec![PlainGraph { players: vec![], moves: vec![], results: vec![], alternating }];
    for _ in 0..n {
        graphs = graphs
            .into_iter()
            .flat_map(|g| {
                choices.iter().map(move |(p, m, r)| {
                    let mut g = g.clone();
                    g.players.push(*p);
                    g.moves.push(m.clone());
                    g.results.push(*r);
                    g
                })
            })
            .collect();
    }
    graphs
}

/// A random graph: up to `max_states` states, players at random (or alternating), 0 to 4 moves
/// each (self-loops allowed), terminal results at random.
fn random_graph(rng: &mut Rng, max_states: u64) -> PlainGraph {
    let n = 1 + rng.below(max_states) as usize;
    let alternating = rng.below(4) == 0;
    let mut plain = PlainGraph { players: vec![], moves: vec![], results: vec![], alternating };
    for _ in 0..n {
        plain.players.push(1 + rng.below(2) as u8);
        let mut moves: Vec<usize> = Vec::new();
        for _ in 0..rng.below(5) {
            let t = rng.below(n as u64) as usize;
            if !moves.contains(&t) {
                moves.push(t);
            }
        }
        plain.moves.push(moves);
        plain.results.push(rng.below(3) as i8 - 1);
    }
    plain
}

#[test]
fn every_solver_agrees_with_the_oracle_on_every_graph_of_up_to_three_states() {
    let mut count = 0;
    for n in 1..=3 {
        for alternating in [false, true] {
            for plain in all_graphs(n, alternating) {
                check_graph(&plain);
                count += 1;
            }
        }
    }
    assert_eq!(count, 8 + 144 + 8000 + 4 + 36 + 1000);
}

both! {
    fn every_solver_agrees_with_the_oracle_on_random_graphs_of_up_to_forty_states() {
        let mut rng = Rng::new(0x57A7E);
        let graphs = if cfg!(target_arch = "wasm32") { 300 } else { 3000 };
        for _ in 0..graphs {
            check_graph(&random_graph(&mut rng, 40));
        }
    }
}

both! {
    fn the_queue_algorithm_resumed_in_small_slices_gives_the_same_values() {
        let mut rng = Rng::new(99);
        for _ in 0..200 {
            let graph = build(&random_graph(&mut rng, 30));
            for (_, endless) in RULES {
                let whole = solve(graph.clone(), endless).1;
                for budget in [1, 2, 7] {
                    let mut job = Retrograde::new(graph.clone(), endless, QueueOrder::Fifo);
                    let mut events = Vec::new();
                    let mut slices = 0;
                    while !job.run(budget, &mut events) {
                        slices += 1;
                        assert!(job.progress() <= 1.0);
                    }
                    assert!(budget > 1 || slices >= 1, "a budget of 1 takes several slices");
                    let decided = events.iter().filter(|e| matches!(e, StateEvent::Decided { .. })).count();
                    assert_eq!(decided, graph.state_count(), "each state decided once");
                    assert_eq!(job.finish().1, whole);
                }
            }
        }
    }
}

both! {
    fn the_literal_queue_mislabels_the_issues_four_state_graph() {
        let flaw = literal_queue_flaw();
        let right = solve(flaw.graph.clone(), EndlessPlay::Draw).1.outcome;
        assert_eq!(right, [Outcome::Win, Outcome::Win, Outcome::Loss, Outcome::Loss]);
        let mut events = Vec::new();
        let literal = literal_queue(&flaw.graph, &mut events);
        assert_eq!(literal.outcome_or_draw()[0], Outcome::Loss);
        assert_eq!(first_difference(&literal.outcome_or_draw(), &right), Some(0));
        // State 1 is queued twice (once per losing successor), so 0's counter drops twice.
        let popped_1 = events.iter().filter(|e| matches!(e, StateEvent::Popped { state: 1, .. })).count();
        assert_eq!(popped_1, 2);
        // The same graph with the player to move spelled out (5 states) goes wrong the same way.
        let (one, two, loss) = (Player::One, Player::Two, Some(Outcome::Loss));
        let mut builder = StateGraphBuilder::new();
        for (player, moves, result) in
            [(one, vec![1, 2], None), (two, vec![3, 4], None), (two, vec![], loss), (one, vec![], loss), (one, vec![], loss)]
        {
            builder.push(player, moves, result);
        }
        let spelled = builder.finish().expect("valid");
        let right = solve(spelled.clone(), EndlessPlay::Draw).1.outcome;
        assert_eq!(first_difference(&literal_queue(&spelled, &mut ()).outcome_or_draw(), &right), Some(0));
    }
}

both! {
    fn the_literal_queue_is_right_where_no_state_has_two_losing_successors() {
        // A path 0 -> 1 -> 2 (terminal loss): nothing is queued twice.
        let mut builder = StateGraphBuilder::alternating();
        builder.push(Player::One, [1], None);
        builder.push(Player::One, [2], None);
        builder.push(Player::One, [], Some(Outcome::Loss));
        let graph = builder.finish().expect("valid");
        let right = solve(graph.clone(), EndlessPlay::Draw).1.outcome;
        assert_eq!(literal_queue(&graph, &mut ()).outcome_or_draw(), right);
    }
}

both! {
    fn the_published_iterative_algorithm_errs_on_three_states_and_the_corrected_one_does_not() {
        let flaw = paper_iterative_flaw();
        let endless = EndlessPlay::WinFor(Player::One);
        let right = solve(flaw.graph.clone(), endless).1.outcome;
        assert_eq!(right, [Outcome::Draw, Outcome::Draw, Outcome::Draw]);
        let published = iterative(&flaw.graph, endless, Version::AsPublished, &mut ()).outcome;
        assert_eq!(published[0], Outcome::Win);
        assert_eq!(first_difference(&published, &right), Some(0));
        assert_eq!(iterative(&flaw.graph, endless, Version::Corrected, &mut ()).outcome, right);
        // No graph of one or two states shows the flaw: three states are the fewest.
        for n in 1..=2 {
            for plain in all_graphs(n, false) {
                let graph = build(&plain);
                for (_, endless) in RULES {
                    let right = solve(graph.clone(), endless).1.outcome;
                    let published = iterative(&graph, endless, Version::AsPublished, &mut ()).outcome;
                    assert_eq!(published, right, "{plain:?}");
                }
            }
        }
    }
}

both! {
    fn the_mover_at_the_limit_loses_depends_on_the_parity_of_tmax_on_the_two_cycle() {
        let cycle = two_cycle();
        let at = |tmax: u32, horizon: Horizon| {
            let layered = Layered::new(&cycle.graph, tmax, horizon).expect("small");
            layered.layer_zero(&layered.solve(&mut ()))
        };
        assert_eq!(at(4, Horizon::MoverLoses)[0], Outcome::Loss);
        assert_eq!(at(5, Horizon::MoverLoses)[0], Outcome::Win);
        // Rules that name a player give one answer whatever the limit.
        for (_, endless) in RULES {
            let right = solve(cycle.graph.clone(), endless).1.outcome;
            for tmax in 3..9 {
                assert_eq!(at(tmax, Horizon::Endless(endless)), right, "{endless:?}, TMAX {tmax}");
            }
        }
        // The layered graph for TMAX = 2 has three layers of two states; the limit's states say so.
        let layered = Layered::new(&cycle.graph, 2, Horizon::MoverLoses).expect("small");
        assert_eq!(layered.graph.state_count(), 6);
        assert_eq!(layered.unlayered(5), (1, 2));
        let mut events = Vec::new();
        layered.solve(&mut events);
        assert!(events.iter().any(|e| matches!(e, StateEvent::Decided { state: 4, reason: Reason::Horizon, .. })));
    }
}

both! {
    fn the_literal_memoised_recursion_stops_where_it_would_never_end() {
        let cycle = two_cycle();
        let run = literal_memo(&cycle.graph, &mut ());
        assert_eq!(run.stopped, Some(Stop::Revisits { state: 0, path: vec![0, 1] }));
        assert_eq!(run.stopped.as_ref().map(Stop::sentence).as_deref(), Some("does not end: revisits state 0 (0 > 1 > 0)"));
        // On acyclic graphs it is right.
        let mut rng = Rng::new(5);
        let mut acyclic = 0;
        for _ in 0..2000 {
            let graph = build(&random_graph(&mut rng, 12));
            if let Ok(right) = best_res(&graph, &mut ()) {
                acyclic += 1;
                let run = literal_memo(&graph, &mut ());
                assert_eq!(run.stopped, None);
                assert_eq!(run.outcome_or_draw(), right.outcome);
            } else {
                // On a cycle it stops where it revisits a state, unless a winning move spares it
                // the cycle; what it finishes is right.
                let run = literal_memo(&graph, &mut ());
                let right = solve(graph, EndlessPlay::Draw).1.outcome;
                assert!(matches!(run.stopped, Some(Stop::Revisits { .. })) || run.outcome_or_draw() == right);
            }
        }
        assert!(acyclic > 100);
    }
}

both! {
    fn a_last_in_first_out_queue_gets_the_remoteness_wrong() {
        let flaw = lifo_remoteness_flaw();
        let (_, fifo) = solve(flaw.graph.clone(), EndlessPlay::Draw);
        let (_, lifo) = Retrograde::new(flaw.graph.clone(), EndlessPlay::Draw, QueueOrder::Lifo).finish();
        assert_eq!(fifo.outcome, lifo.outcome);
        assert_eq!(fifo.remoteness[0], Some(4));
        assert_eq!((fifo.counts(), fifo.longest()), ((3, 0, 3), Some(4)));
        assert_eq!(lifo.remoteness[0], Some(2));
        assert_eq!(fifo.remoteness, remoteness_brute(&plain_of(&flaw.graph)));
        assert_eq!(first_difference(&lifo.remoteness, &fifo.remoteness), Some(0));
    }
}

both! {
    fn bad_graphs_are_refused_with_messages() {
        let one = Player::One;
        let refuse = |states: &[(Vec<u64>, Option<Outcome>)]| {
            let mut builder = StateGraphBuilder::new();
            for (moves, result) in states {
                builder.push(one, moves.iter().copied(), *result);
            }
            builder.finish().expect_err("refused")
        };
        assert_eq!(refuse(&[]), StateGraphError::NoStates);
        let win = Some(Outcome::Win);
        assert_eq!(
            refuse(&[(vec![0], win)]).to_string(),
            "state 0 has moves and a result; only a terminal state (one without moves) has a result: drop one of them"
        );
        assert_eq!(
            refuse(&[(vec![1], None), (vec![], None)]).to_string(),
            "state 1 has no moves and no result; a terminal state needs its result for the player to move there: win, loss or draw"
        );
        assert_eq!(refuse(&[(vec![2], None), (vec![], win)]).to_string(), "state 0 moves to state 2, but the states are 0 to 1");
        assert_eq!(refuse(&[(vec![1, 1], None), (vec![], win)]).to_string(), "state 0 lists its move to 1 twice; list each move once");
    }
}

both! {
    fn explanations_name_the_successors() {
        let flaw = literal_queue_flaw();
        let mut events = Vec::new();
        let solved = best_res(&flaw.graph, &mut events).expect("acyclic");
        assert_eq!(solved.work.states_decided, 4);
        assert_eq!(solved.work.moves_examined, 4);
        let sentences: Vec<String> = events.iter().map(StateEvent::sentence).collect();
        assert_eq!(sentences[0], "topological order: 0, 1, 2, 3; states are decided from the end");
        assert!(sentences.contains(&"state 3 decided: loss, given (a terminal state)".to_string()), "{sentences:?}");
        assert!(
            sentences.contains(&"state 1 decided: win in 1 move, because its successor 2 (a loss for the opponent)".to_string()),
            "{sentences:?}"
        );
        // A loss explained by its successors, as the lab's stepped view says it.
        let mut builder = StateGraphBuilder::alternating();
        builder.push(Player::One, [1, 2], None);
        builder.push(Player::One, [3], None);
        builder.push(Player::One, [3], None);
        builder.push(Player::One, [], Some(Outcome::Loss));
        let graph = builder.finish().expect("valid");
        let mut events = Vec::new();
        let (_, solved) = Retrograde::new(graph, EndlessPlay::Draw, QueueOrder::Fifo).finish_traced(&mut events);
        assert_eq!(solved.outcome[0], Outcome::Loss);
        let last = events.iter().rev().find(|e| matches!(e, StateEvent::Decided { state: 0, .. })).expect("decided");
        assert_eq!(last.sentence(), "state 0 decided: loss in 2 moves, because all its successors 1, 2 are wins");
    }
}

both! {
    fn the_real_games_generate_their_graphs() {
        // The division game from 12: 12 is composite, so the player to move wins.
        let division = division_game(12).expect("small");
        let (_, solved) = solve(division.graph.clone(), EndlessPlay::Draw);
        assert_eq!(division.labels[0], "12, player 1");
        assert_eq!(solved.outcome[0], Outcome::Win);
        assert!(best_res(&division.graph, &mut ()).is_ok(), "acyclic");
        // A^B < N from (1, 1) with N = 4: 2^1 < 4, 3^1 < 4, 1^B forever; player 1 can hold a
        // draw by staying at A = 1 (Codeforces 39E says "Missing").
        let power = power_game(1, 1, 4).expect("small");
        assert!(best_res(&power.graph, &mut ()).is_err(), "cycles");
        let (_, solved) = solve(power.graph.clone(), EndlessPlay::Draw);
        assert_eq!(solved.outcome[power.start as usize], Outcome::Draw);
        assert!(power.labels.iter().any(|label| label.contains("B large")));
        assert_eq!(power_game(0, 0, 4).expect("A and B start at 1").labels, power.labels);
        // From (2, 3) with N = 100: 2^3 = 8 < 100; the graph is small and acyclic.
        let acyclic = power_game(2, 3, 100).expect("small");
        assert!(best_res(&acyclic.graph, &mut ()).is_ok());
        // The chase: on a 4-cycle the runner, two steps away, escapes forever.
        let chase = cycle_chase(4, 2).expect("small");
        for (_, endless) in RULES {
            let (_, solved) = solve(chase.graph.clone(), endless);
            let want = match endless {
                EndlessPlay::Draw => Outcome::Draw,
                EndlessPlay::WinFor(Player::One) => Outcome::Win,
                EndlessPlay::WinFor(Player::Two) => Outcome::Loss,
            };
            assert_eq!(solved.outcome[0], want, "{endless:?}");
        }
    }
}

/// A chase on a board built the plain way: every (chaser, runner, player) by coordinates, the
/// steps tried one by one; the same numbering as `ChaseBoard`.
fn plain_chase(rows: i64, cols: i64, king: bool) -> StateGraph {
    let cells = rows * cols;
    let mut builder = StateGraphBuilder::new();
    for chaser in 0..cells {
        for runner in 0..cells {
            for player in [Player::One, Player::Two] {
                if chaser == runner {
                    let result = if player == Player::One { Outcome::Win } else { Outcome::Loss };
                    builder.push(player, [], Some(result));
                    continue;
                }
                let mover = if player == Player::One { chaser } else { runner };
                let (r, c) = (mover / cols, mover % cols);
                let mut moves = Vec::new();
                for dr in -1..=1i64 {
                    for dc in -1..=1i64 {
                        let step = (dr, dc) != (0, 0) && (king || dr == 0 || dc == 0);
                        let (r2, c2) = (r + dr, c + dc);
                        if step && (0..rows).contains(&r2) && (0..cols).contains(&c2) {
                            let to = r2 * cols + c2;
                            let state = if player == Player::One {
                                (to * cells + runner) * 2 + 1
                            } else {
                                (chaser * cells + to) * 2
                            };
                            moves.push(state as u64);
                        }
                    }
                }
                builder.push(player, moves, None);
            }
        }
    }
    builder.finish().expect("a valid chase")
}

both! {
    fn a_chase_on_a_board_is_generated_in_slices_as_its_rules_say() {
        for (rows, cols) in [(1, 1), (1, 2), (2, 3), (3, 3), (4, 4), (3, 5)] {
            for (steps, king) in [(Steps::King, true), (Steps::Rook, false)] {
                let board = ChaseBoard::new(rows, cols, steps).expect("small");
                let plain = plain_chase(rows as i64, cols as i64, king);
                // In slices of a few moves, and at once.
                let mut job = Box::new(ChaseJob::new(board));
                let mut slices = 0;
                let mut progress = 0.0;
                while !job.advance(7) {
                    slices += 1;
                    assert!(job.progress() >= progress && job.progress() <= 1.0, "progress grows");
                    progress = job.progress();
                }
                let sliced = job.finish();
                assert_eq!(sliced, plain, "{rows}x{cols} {steps:?}");
                assert_eq!(chase_on_board(board).graph, plain);
                assert!(slices > 0 || board.state_count() < 8, "{rows}x{cols}: sliced");
                assert_eq!((board.state_count(), board.move_count()), (plain.state_count(), plain.move_count()));
                let (r, c, p) = board.placement(board.state(2 % board.cells(), board.cells() - 1, Player::Two));
                assert_eq!((r, c, p), (2 % board.cells(), board.cells() - 1, Player::Two));
            }
        }
        // King steps: the chaser catches the runner from everywhere; rook steps: when both
        // stand on cells of one colour with the chaser to move, the runner escapes forever.
        let (_, king) = solve(chase_on_board(ChaseBoard::new(4, 4, Steps::King).expect("small")).graph, EndlessPlay::Draw);
        assert_eq!(king.counts(), (256, 0, 256));
        let rook_board = ChaseBoard::new(4, 4, Steps::Rook).expect("small");
        let (_, rook) = solve(chase_on_board(rook_board).graph, EndlessPlay::Draw);
        assert_eq!(rook.counts(), (144, 240, 128));
        let escape = rook_board.state(0, 5, Player::One);
        assert_eq!(rook.outcome[escape], Outcome::Draw, "(0, 0) and (1, 1): same colour");
        let (_, runner) = solve(chase_on_board(rook_board).graph, EndlessPlay::WinFor(Player::Two));
        assert_eq!(runner.outcome[escape], Outcome::Loss, "endless play is the runner's win");
        assert_eq!(chase_on_board(rook_board).labels[escape], "chaser (0, 0), runner (1, 1), player 1");
        // The summary read from the analysis itself is the solved values' summary.
        for (_, endless) in RULES {
            let graph = chase_on_board(rook_board).graph;
            let mut analysis = Retrograde::new(graph.clone(), endless, QueueOrder::Fifo);
            assert!(!analysis.run(100, &mut ()), "part way");
            assert_eq!(analysis.summary(), solve(graph, endless).1.summary(), "{endless:?}");
        }
    }
}

both! {
    fn chase_boards_stop_at_a_million_states() {
        let largest = ChaseBoard::new(26, 27, Steps::King).expect("707 cells is too many, 702 not");
        assert!(largest.state_count() <= MAX_PRESET_STATES);
        assert_eq!(largest.state_count(), 985_608);
        assert_eq!(largest.move_count(), 7_433_404);
        let error = ChaseBoard::new(27, 27, Steps::King).expect_err("729 cells");
        assert_eq!(
            error,
            "a board of 27 x 27 = 729 cells would have 2 x 729² = 1062882 states; the limit is \
             1000000 states, at most 707 cells (26x27 = 702 fits, 27x27 = 729 does not)"
        );
        assert_eq!(MAX_BOARD_CELLS, 707);
        assert!(ChaseBoard::new(0, 5, Steps::Rook).is_err());
        assert!(ChaseBoard::new(u64::MAX, u64::MAX, Steps::Rook).is_err(), "no overflow");
        assert!(ChaseBoard::new(1, 707, Steps::Rook).is_ok());
    }
}

both! {
    fn the_builder_checks_in_slices_and_names_a_move_too_wide_for_a_state() {
        let mut builder = StateGraphBuilder::new();
        builder.push(Player::One, [1, 2], None);
        builder.push(Player::Two, [0], None);
        builder.push(Player::One, [], Some(Outcome::Loss));
        let whole = builder.clone().finish().expect("valid");
        let mut sliced = builder.clone();
        let mut rounds = 0;
        while !sliced.check(1).expect("valid") {
            rounds += 1;
        }
        assert_eq!(rounds, 2, "a state at a time");
        assert_eq!(sliced.checked_fraction(), 1.0);
        assert_eq!(sliced.finish().expect("valid"), whole);
        let mut wide = StateGraphBuilder::new();
        wide.push(Player::One, [1], None);
        wide.push(Player::One, [5_000_000_000, u64::from(u32::MAX)], None);
        assert_eq!(
            wide.finish().expect_err("too wide"),
            StateGraphError::MissingState { state: 1, to: 5_000_000_000, states: 2 }
        );
        let mut late = StateGraphBuilder::new();
        late.push(Player::One, [0], None);
        assert!(late.check(10).expect("valid"));
        late.push(Player::One, [0, 0], None);
        assert_eq!(late.finish().expect_err("checked again"), StateGraphError::DuplicateMove { state: 1, to: 0 });
    }
}

both! {
    fn problem_nine_as_a_component_has_a_cycle() {
        let (component, labels) = power_component(1, 1, 5).expect("small");
        assert_eq!(component.position_count(), 7);
        assert_eq!(labels[0], "A=1, B=1");
        assert!(component.grundy().is_none(), "A = 1, B large moves to itself");
        let large = labels.iter().position(|label| label == "A=1, B large").expect("found");
        assert_eq!(component.moves(large), [large as u32]);
        let (acyclic, _) = power_component(2, 3, 100).expect("small");
        assert!(acyclic.grundy().is_some());
    }
}

both! {
    fn work_is_told_in_words_with_one_and_many() {
        let work = |moves_examined, states_decided, queue_pops, rounds| {
            Work { moves_examined, states_decided, queue_pops, rounds }.text()
        };
        assert_eq!(work(12, 5, 4, 3), "12 moves examined, 5 states decided, 4 taken off the queue, 3 sweeps");
        assert_eq!(work(1, 1, 1, 1), "1 move examined, 1 state decided, 1 taken off the queue, 1 sweep");
        assert_eq!(work(0, 1, 0, 0), "1 state decided");
        assert_eq!(work(0, 0, 0, 0), "no work");
    }
}

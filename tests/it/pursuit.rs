//! The general pursuit game: the retrograde analysis against a plain minimax with a move cap.

use std::collections::{HashMap, HashSet};

use cgt_playground::solve::pursuit::{
    Agent, CaptureRule, Ending, Outcome, Pursuit, PursuitRules, RobberStatus, Side, play_out, solve,
};

use crate::both;
use crate::oracle::Rng;

/// A state for the oracle, written out plainly: cop vertices, robbers (`Some(v)` on v, `None`
/// off the board with a flag saying safe), the schedule index.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Plain {
    cops: Vec<u32>,
    robbers: Vec<(Option<u32>, bool, bool)>,
    turn: usize,
}

/// The rules as the module docs state them, with no encoding.
struct Oracle<'a> {
    rules: &'a PursuitRules,
}

impl Oracle<'_> {
    fn start(&self) -> Plain {
        let r = self.rules;
        let robbers = r
            .robbers
            .iter()
            .enumerate()
            .map(|(j, &v)| {
                if r.safe[j].contains(&v) {
                    (None, false, true)
                } else if r.capture == CaptureRule::Meet && r.cops.contains(&v) {
                    (None, true, false)
                } else {
                    (Some(v), false, false)
                }
            })
            .collect();
        Plain { cops: r.cops.clone(), robbers, turn: 0 }
    }

    fn winner(&self, state: &Plain) -> Option<Side> {
        let captured = state.robbers.iter().filter(|r| r.1).count() as u32;
        let safe = state.robbers.iter().filter(|r| r.2).count() as u32;
        if captured >= self.rules.captures_needed {
            Some(Side::Cops)
        } else if safe >= self.rules.escapes_needed {
            Some(Side::Robbers)
        } else {
            None
        }
    }

    fn successors(&self, state: &Plain) -> Vec<Plain> {
        let r = self.rules;
        let agent = r.schedule[state.turn];
        let mut base = state.clone();
        base.turn = (state.turn + 1) % r.schedule.len();
        let at = match agent.side {
            Side::Cops => Some(state.cops[agent.index as usize]),
            Side::Robbers => state.robbers[agent.index as usize].0,
        };
        let targets: Vec<u32> = match at {
            Some(u) => r.arcs.iter().filter(|arc| arc.0 == u).map(|arc| arc.1).collect(),
            None => Vec::new(),
        };
        if targets.is_empty() {
            return vec![base];
        }
        let mut out = Vec::new();
        for to in targets {
            let mut next = base.clone();
            match agent.side {
                Side::Cops => {
                    next.cops[agent.index as usize] = to;
                    for robber in &mut next.robbers {
                        if robber.0 == Some(to) {
                            *robber = (None, true, false);
                        }
                    }
                }
                Side::Robbers => {
                    let j = agent.index as usize;
                    next.robbers[j] = if r.safe[j].contains(&to) {
                        (None, false, true)
                    } else if r.capture == CaptureRule::Meet && state.cops.contains(&to) {
                        (None, true, false)
                    } else {
                        (Some(to), false, false)
                    };
                }
            }
            if !out.contains(&next) {
                out.push(next);
            }
        }
        out
    }

    /// For the start: the winner and the fewest moves in which it can force the win, or `None`
    /// for a draw. Minimax with a move cap t = 0, 1, 2, ... over the reachable states: a state
    /// is won within t moves by its mover if some move reaches a state it wins within t - 1, by
    /// the other side if every move does; at the fixpoint, undecided states are draws.
    fn solve(&self) -> Option<(Side, u32)> {
        let start = self.start();
        let mut states = vec![start.clone()];
        let mut index = HashMap::from([(start, 0usize)]);
        let mut next = 0;
        let mut edges = Vec::new();
        while next < states.len() {
            let state = states[next].clone();
            next += 1;
            let successors =
                if self.winner(&state).is_some() { Vec::new() } else { self.successors(&state) };
            let mut targets = Vec::new();
            for after in successors {
                let count = index.len();
                let id = *index.entry(after.clone()).or_insert(count);
                if id == states.len() {
                    states.push(after);
                }
                targets.push(id);
            }
            edges.push(targets);
        }
        let mut value: Vec<Option<Side>> = states.iter().map(|s| self.winner(s)).collect();
        for cap in 0.. {
            if let Some(side) = value[0] {
                return Some((side, cap));
            }
            let previous = value.clone();
            for (id, state) in states.iter().enumerate() {
                if previous[id].is_some() {
                    continue;
                }
                let mover = self.rules.schedule[state.turn].side;
                let results: Vec<Option<Side>> = edges[id].iter().map(|&t| previous[t]).collect();
                if results.contains(&Some(mover)) {
                    value[id] = Some(mover);
                } else if results.iter().all(|&r| r.is_some()) {
                    value[id] = results[0];
                }
            }
            if value == previous {
                return None;
            }
        }
        None
    }
}

fn random_rules(rng: &mut Rng) -> PursuitRules {
    let n = 1 + rng.below(4) as u32;
    let mut arcs = Vec::new();
    for u in 0..n {
        for v in 0..n {
            if rng.below(100) < 40 {
                arcs.push((u, v));
            }
        }
    }
    let a = 1 + rng.below(2) as usize;
    let b = 1 + rng.below(2) as usize;
    let cops = (0..a).map(|_| rng.below(u64::from(n)) as u32).collect();
    let robbers = (0..b).map(|_| rng.below(u64::from(n)) as u32).collect();
    let k = 1 + rng.below(3) as usize;
    let schedule = (0..k)
        .map(|i| {
            // Keep at least one mover of each side most of the time.
            let side = match (i, rng.below(3)) {
                (0, _) => Side::Cops,
                (1, _) => Side::Robbers,
                (_, 0) => Side::Cops,
                _ => Side::Robbers,
            };
            let count = if side == Side::Cops { a } else { b };
            Agent { side, index: rng.below(count as u64) as u32 }
        })
        .collect();
    let safe = (0..b).map(|_| (0..n).filter(|_| rng.below(100) < 20).collect()).collect();
    PursuitRules {
        vertices: n,
        arcs,
        cops,
        robbers,
        schedule,
        safe,
        captures_needed: 1 + rng.below(b as u64) as u32,
        escapes_needed: 1 + rng.below(b as u64) as u32,
        capture: if rng.below(2) == 0 { CaptureRule::Meet } else { CaptureRule::CopMoves },
    }
}

/// Checks the retrograde analysis and its play-out against the oracle on one game.
fn check(rules: PursuitRules) {
    let expected = Oracle { rules: &rules }.solve();
    let (game, solution) = solve(Pursuit::new(rules.clone()));
    let start = game.index(&game.start());
    let outcome = solution.outcome(start);
    match expected {
        Some((side, moves)) => {
            let want = if side == Side::Cops { Outcome::Cops } else { Outcome::Robbers };
            assert_eq!(outcome, want, "{rules:?}");
            assert_eq!(solution.moves_to_end(start), Some(moves), "{rules:?}");
        }
        None => assert_eq!(outcome, Outcome::Draw, "{rules:?}"),
    }
    let play = play_out(&game, &solution, 10_000);
    assert_eq!(play.positions.len(), play.steps.len() + 1);
    match expected {
        Some((side, moves)) => {
            assert_eq!(play.ending, Ending::Won(side), "{rules:?}");
            assert_eq!(play.steps.len() as u32, moves, "{rules:?}");
        }
        None => {
            assert!(matches!(play.ending, Ending::Repeats { .. }), "{rules:?}: {:?}", play.ending);
            for position in &play.positions {
                assert_eq!(solution.outcome(game.index(position)), Outcome::Draw, "{rules:?}");
            }
        }
    }
    // Each move of the play-out is a legal move by the oracle's rules.
    let oracle = Oracle { rules: &rules };
    for pair in play.positions.windows(2) {
        let plain = |p: &cgt_playground::solve::pursuit::Position| Plain {
            cops: p.cops.clone(),
            robbers: p
                .robbers
                .iter()
                .map(|r| match *r {
                    RobberStatus::At(v) => (Some(v), false, false),
                    RobberStatus::Captured => (None, true, false),
                    RobberStatus::Safe => (None, false, true),
                })
                .collect(),
            turn: p.turn as usize,
        };
        assert!(oracle.successors(&plain(&pair[0])).contains(&plain(&pair[1])), "{rules:?}");
    }
}

both! {
    fn retrograde_analysis_matches_minimax_on_random_tiny_games() {
        let mut rng = Rng::new(0x5eed);
        let mut seen = HashSet::new();
        for _ in 0..400 {
            let rules = random_rules(&mut rng);
            let (game, solution) = solve(Pursuit::new(rules.clone()));
            seen.insert(solution.outcome(game.index(&game.start())) as u8);
            check(rules);
        }
        // All three outcomes occur among the samples.
        assert_eq!(seen.len(), 3);
    }
}

fn path_rules(capture: CaptureRule) -> PursuitRules {
    // The path 0 - 1 - 2 both ways, no loops; the cop on 1; the robber, on 2, moves first.
    PursuitRules {
        vertices: 3,
        arcs: vec![(0, 1), (1, 0), (1, 2), (2, 1)],
        cops: vec![1],
        robbers: vec![2],
        schedule: vec![
            Agent { side: Side::Robbers, index: 0 },
            Agent { side: Side::Cops, index: 0 },
        ],
        safe: vec![Vec::new()],
        captures_needed: 1,
        escapes_needed: 1,
        capture,
    }
}

both! {
    fn a_robber_forced_onto_the_cop_is_captured_only_under_the_meeting_rule() {
        // The robber on 2 must move to 1, where the cop is.
        let (game, solution) = solve(Pursuit::new(path_rules(CaptureRule::Meet)));
        let start = game.index(&game.start());
        assert_eq!((solution.outcome(start), solution.moves_to_end(start)), (Outcome::Cops, Some(1)));
        check(path_rules(CaptureRule::Meet));
        // Taken literally, the robber shares the cop's vertex; the cop (with no loop) must leave
        // and the robber always steps to the end the cop is not on: a draw.
        let (game, solution) = solve(Pursuit::new(path_rules(CaptureRule::CopMoves)));
        assert_eq!(solution.outcome(game.index(&game.start())), Outcome::Draw);
        check(path_rules(CaptureRule::CopMoves));
    }
}

both! {
    fn a_robber_chased_round_a_directed_triangle_escapes_forever() {
        let rules = PursuitRules {
            vertices: 3,
            arcs: vec![(0, 1), (1, 2), (2, 0)],
            cops: vec![0],
            robbers: vec![2],
            schedule: vec![Agent { side: Side::Cops, index: 0 }, Agent { side: Side::Robbers, index: 0 }],
            safe: vec![Vec::new()],
            captures_needed: 1,
            escapes_needed: 1,
            capture: CaptureRule::Meet,
        };
        let (game, solution) = solve(Pursuit::new(rules.clone()));
        assert_eq!(game.state_count(), 2 * 3 * 5);
        assert_eq!(solution.outcome(game.index(&game.start())), Outcome::Draw);
        let play = play_out(&game, &solution, 100);
        // Cop 0 -> 1, robber 2 -> 0, cop 1 -> 2, robber 0 -> 1, cop 2 -> 0, robber 1 -> 2: back.
        assert_eq!(play.steps.len(), 6);
        assert_eq!(play.ending, Ending::Repeats { first: 0 });
        check(rules);
    }
}

both! {
    fn two_cops_and_a_safe_house_decide_the_race() {
        // An undirected path 0-1-2-3-4 with loops; the robber on 2 is safe at 4; cops on 0, 1.
        let mut arcs = Vec::new();
        for v in 0..4u32 {
            arcs.extend([(v, v + 1), (v + 1, v)]);
        }
        arcs.extend((0..5).map(|v| (v, v)));
        let mut rules = PursuitRules {
            vertices: 5,
            arcs,
            cops: vec![0, 1],
            robbers: vec![2],
            schedule: vec![
                Agent { side: Side::Robbers, index: 0 },
                Agent { side: Side::Cops, index: 0 },
                Agent { side: Side::Cops, index: 1 },
            ],
            safe: vec![vec![4]],
            captures_needed: 1,
            escapes_needed: 1,
            capture: CaptureRule::Meet,
        };
        // The robber moves first and reaches 4 in two moves: it wins.
        let (game, solution) = solve(Pursuit::new(rules.clone()));
        let start = game.index(&game.start());
        assert_eq!(solution.outcome(start), Outcome::Robbers);
        assert_eq!(solution.moves_to_end(start), Some(4));
        check(rules.clone());
        // With the cops first, cop 1 steps to 2 and captures it at once.
        rules.schedule.rotate_left(1);
        rules.schedule.swap(0, 1);
        let (game, solution) = solve(Pursuit::new(rules.clone()));
        let start = game.index(&game.start());
        assert_eq!((solution.outcome(start), solution.moves_to_end(start)), (Outcome::Cops, Some(1)));
        check(rules);
    }
}

both! {
    fn the_state_count_is_k_n_to_the_a_times_n_plus_2_to_the_b() {
        assert_eq!(PursuitRules::state_count(10, 2, 3, 5), 5 * 100 * 1728);
        assert_eq!(PursuitRules::state_count(100, 4, 4, 16), 16 * 100u128.pow(4) * 102u128.pow(4));
        let mut rng = Rng::new(9);
        for _ in 0..50 {
            let rules = random_rules(&mut rng);
            let game = Pursuit::new(rules.clone());
            let states = game.state_count();
            // Every state number decodes to a position that encodes back to it.
            for index in 0..states {
                assert_eq!(game.index(&game.position_of(index)), index);
            }
            // The bound on the state graph's moves is at least the moves there are.
            let moves: usize = (0..states).map(|i| game.moves(&game.position_of(i)).len()).sum();
            assert!(moves as u128 <= game.state_moves_bound(), "{rules:?}");
        }
    }
}

//! The state-graph lab's state without a browser: links in and out, the retrograde steps and
//! bestRes's order against the solvers' answers, the literal versions beside the correct ones,
//! the presets, the form, bad input, and history.

use cgt_playground::api::Request;
use cgt_playground::api::fields::Fields;
use cgt_playground::api::state_graph::{StateGraphRequest, parse_states};
use cgt_playground::solve::state_graph::retrograde::solve;
use cgt_playground::solve::state_graph::{EndlessPlay, Outcome, best_res};
use cgt_playground::ui::kit::form::FormAction;
use cgt_playground::ui::kit::lab::LabState;
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::kit::timeline::{StepAction, Timeline};
use cgt_playground::ui::labs::state_graph::state::{
    Action, DRAWN_STATES, Mode, PRESETS, State, preset,
};
use cgt_playground::ui::url::history_key;

use crate::both;

fn open(query: &str) -> State {
    crate::open_lab(query)
}

/// The game's request (a game that is built: not a chase too large to draw).
fn request(state: &State) -> &StateGraphRequest {
    state.game.request.as_deref().expect("the game is built")
}

fn after(state: State, actions: impl IntoIterator<Item = Action>) -> State {
    actions.into_iter().fold(state, crate::act)
}

/// A preset's request and its link query.
fn preset_query(name: &str) -> (StateGraphRequest, String) {
    let request = preset(name).expect("every preset is generated");
    let mut fields = Fields::new();
    request.write_fields(&mut fields);
    (request, fields.to_query())
}

fn step(command: StepCommand) -> Action {
    Action::Step(StepAction::Command(command))
}

/// The 4-state acyclic graph 0->1, 0->2, 1->2, 1->3, 2 and 3 lost by the player to move.
const QUEUE_FLAW: &str = "states=1.2,2.3,loss,loss";

both! {
    fn a_link_opens_its_step_and_writes_itself_back() {
        for query in [
            "states=1.2,2.3,loss,loss&mode=queue&step=3",
            "states=1:1.2,2:0,1:loss&infinitePlay=player2&mode=queue&step=2",
            "states=1.2,2.3,loss,loss&mode=order&step=4",
            "states=1.2,2.3,loss,loss&mode=literal&literal=queue",
        ] {
            let state = open(query);
            assert!(state.notices.is_empty(), "{query}: {:?}", state.notices);
            assert_eq!(state.link().to_query(), query, "link -> state -> link");
        }
        let state = open(QUEUE_FLAW);
        assert_eq!((state.mode, state.playback.position()), (Mode::Queue, 0));
        assert_eq!(state.form.text("states"), "1.2,2.3,loss,loss");
        let default = open("");
        let division = preset("division-12").expect("generated");
        assert_eq!(*request(&default), division, "the default is the division game from 12");
    }
}

both! {
    fn the_retrograde_steps_end_at_the_solvers_answer_and_say_what_they_did() {
        for &(name, _) in PRESETS {
            let (request, query) = preset_query(name);
            assert!(request.graph.state_count() <= DRAWN_STATES, "{name} is drawn");
            let state = open(&query);
            let run = state.run.clone();
            let (_, solved) = solve(request.graph.clone(), request.endless);
            let last = run.frame(run.last());
            let outcome: Vec<Outcome> = last.outcome.iter().map(|o| o.expect("all decided at the end")).collect();
            assert_eq!(outcome, solved.outcome, "{name}: the last frame is the answer");
            assert_eq!(last.remoteness, solved.remoteness, "{name}");
            assert_eq!(last.work, solved.work, "{name}: the work counted");
            assert!(run.frame(0).outcome.iter().all(Option::is_none), "{name}: nothing decided at step 0");
            for k in 1..=run.last() {
                let (before, now) = (run.frame(k - 1), run.frame(k));
                let decided = |p: &cgt_playground::ui::labs::state_graph::state::Picture| p.outcome.iter().flatten().count();
                assert!(decided(now) >= decided(before), "{name}: a decided state stays decided");
                assert!(!run.sentence(k).is_empty() && !run.label(k).is_empty(), "{name} step {k}");
                assert!(now.work.moves_examined >= before.work.moves_examined);
                if let Some(focus) = now.focus {
                    assert!(run.sentence(k).contains(&format!("tate {focus}")), "{name} step {k}: {}", run.sentence(k));
                }
            }
        }
    }
}

both! {
    fn a_queue_step_shows_the_queue_and_the_counters() {
        let state = open(QUEUE_FLAW);
        let run = state.run.clone();
        // The terminal losses 2 and 3 are decided first and queued, in that order.
        assert_eq!(run.frame(1).focus, Some(2));
        assert_eq!(run.frame(1).queue, [2]);
        assert_eq!(run.frame(2).queue, [2, 3]);
        assert!(run.sentence(1).starts_with("State 2 decided: loss"), "{}", run.sentence(1));
        // Popping 2: both predecessors 0 and 1 win by moving there.
        let pop = (1..=run.last()).find(|&k| run.label(k) == "take 2 off the queue").expect("2 is popped");
        let picture = run.frame(pop);
        assert_eq!((picture.outcome[0], picture.outcome[1]), (Some(Outcome::Win), Some(Outcome::Win)));
        let mut touched = picture.touched.clone();
        touched.sort_unstable();
        assert_eq!(touched, [0, 1]);
        assert!(!picture.queue.contains(&2), "taken off");
        assert_eq!(picture.work.queue_pops, 1);
        // Counters start at the out-degrees.
        let graph = &request(&state).graph;
        for s in 0..4 {
            assert_eq!(run.frame(2).counters[s] as usize, graph.moves(s).len());
        }
    }
}

both! {
    fn best_res_fills_the_reverse_topological_order_or_names_a_cycle() {
        let state = open(&format!("{QUEUE_FLAW}&mode=order"));
        let run = state.run.clone();
        let order = run.order.clone().expect("acyclic");
        let graph = &request(&state).graph;
        let solved = best_res(graph, &mut ()).expect("acyclic");
        assert_eq!(run.last() as usize, graph.state_count(), "one step per state");
        for (k, &s) in order.iter().rev().enumerate() {
            let picture = run.frame(k as u32 + 1);
            assert_eq!(picture.focus, Some(s), "step {} decides the {}-th state from the end", k + 1, k + 1);
            assert_eq!(picture.outcome[s as usize], Some(solved.outcome[s as usize]));
            for &t in graph.moves(s as usize) {
                assert!(run.frame(k as u32).outcome[t as usize].is_some(), "successors first");
            }
        }
        assert!(run.sentence(0).starts_with("Topological order: "), "{}", run.sentence(0));
        let cyclic = open("states=1%3A1%2C2%3A0&mode=order");
        assert_eq!(cyclic.run.last(), 0);
        assert!(cyclic.run.cycle.is_some());
        assert!(cyclic.run.sentence(0).contains("has a cycle"), "{}", cyclic.run.sentence(0));
    }
}

both! {
    fn the_iterative_algorithm_sweeps_to_the_retrograde_answer() {
        for &(name, _) in PRESETS {
            let (request, query) = preset_query(name);
            let state = open(&format!("{query}&mode=iterative"));
            let run = state.run.clone();
            let (_, solved) = solve(request.graph.clone(), request.endless);
            let last: Vec<Option<Outcome>> = run.frame(run.last()).outcome.clone();
            assert_eq!(last, solved.outcome.iter().copied().map(Some).collect::<Vec<_>>(), "{name}");
            let sweeps = (1..=run.last()).filter(|&k| run.label(k).starts_with("stage ")).count() as u64;
            assert_eq!(run.frame(run.last()).work.rounds, sweeps, "{name}: the sweeps counted");
            assert!(sweeps >= 2, "{name}: both stages sweep at least once");
        }
    }
}

both! {
    fn each_literal_version_differs_on_its_flaw_preset() {
        for literal in ["queue", "iterative", "lifo", "horizon"] {
            let state = open(&format!("mode=literal&literal={literal}&{QUEUE_FLAW}"));
            let state = after(state, [Action::OpenFlaw]);
            let comparison = state.comparison.clone().expect("literal mode compares");
            let differs = comparison.differs.unwrap_or_else(|| panic!("{literal}: {}", comparison.why));
            assert_ne!(comparison.literal[differs], comparison.correct[differs], "{literal}");
            assert!(comparison.literal[..differs] == comparison.correct[..differs], "{literal}: the first difference");
            assert!(comparison.why.starts_with(&format!("State {differs}: the literal version says")), "{literal}: {}", comparison.why);
            assert_eq!(state.link().get("literal"), Some(literal));
        }
        let queue = after(open(&format!("mode=literal&{QUEUE_FLAW}")), []);
        let comparison = queue.comparison.clone().expect("compared");
        assert_eq!(comparison.differs, Some(0), "state 0 wins by moving to 2, the literal queue says loss");
        assert_eq!((comparison.literal[0].as_str(), comparison.correct[0].as_str()), ("loss", "win"));
        let agree = open("mode=literal&literal=queue&states=1%3A1%2C2%3Aloss");
        assert_eq!(agree.comparison.clone().expect("compared").differs, None);
        // The states the queue never decides are draws at its end, as in the correct algorithm:
        // on a chase with endless play, where no state has two losing successors, the two agree.
        let chase = open("chase=2x2&piece=rook&mode=literal&literal=queue");
        let comparison = chase.comparison.clone().expect("compared");
        assert_eq!(comparison.differs, None, "{}", comparison.why);
        assert_eq!(comparison.literal[3], "draw");
        assert_eq!(comparison.literal, comparison.correct);
    }
}

both! {
    fn an_exercise_asks_the_outcome_of_each_state_decided_alone() {
        use cgt_playground::ui::kit::exercise::Answer;
        for &(name, _) in PRESETS {
            let (request, query) = preset_query(name);
            let (_, solved) = solve(request.graph.clone(), request.endless);
            for mode in ["queue", "order", "iterative", "layered"] {
                let state = open(&format!("{query}&mode={mode}&exercise=1"));
                assert!(state.notices.is_empty(), "{name} {mode}: {:?}", state.notices);
                assert!(state.playback.exercise, "{name} {mode}");
                let run = state.run.clone();
                assert_eq!(run.question(0), None, "{name} {mode}: the start asks nothing");
                let mut asked = 0;
                for k in 1..=run.last() {
                    let (before, now) = (run.frame(k - 1), run.frame(k));
                    let decided: Vec<usize> = (0..now.outcome.len())
                        .filter(|&s| before.outcome[s].is_none() && now.outcome[s].is_some())
                        .collect();
                    let Some(question) = run.question(k) else {
                        assert_ne!(decided.len(), 1, "{name} {mode} step {k}: one state decided asks");
                        continue;
                    };
                    asked += 1;
                    let [state] = decided[..] else { panic!("{name} {mode} step {k}: {decided:?}") };
                    let Answer::Choice { options, .. } = &question.answer else { panic!("a choice") };
                    assert_eq!(options, &["win", "draw", "loss"]);
                    let written = run.names.get(state).cloned().unwrap_or_else(|| state.to_string());
                    assert!(question.prompt.starts_with(&format!("State {written} is decided now")), "{}", question.prompt);
                    // The retrograde solver's answer, but in the layered graph: a game of its own
                    // (a move limit), whose last frame is checked against bestRes elsewhere.
                    let right = match mode {
                        "layered" => run.frame(run.last()).outcome[state].expect("decided"),
                        _ => solved.outcome[state],
                    };
                    assert_eq!(question.expected(), right.word(), "{name} {mode} step {k}: state {written}");
                }
                // bestRes stops at a cycle with nothing to step.
                if run.last() > 0 {
                    assert!(asked > 0, "{name} {mode}: some step asks");
                }
            }
        }
    }
}

both! {
    fn the_form_checks_the_states_by_the_requests_parser() {
        let state = open(QUEUE_FLAW);
        let bad = after(state.clone(), [Action::Form(FormAction::Edit("states", "1.2,0.5,loss".into()))]);
        let expected = parse_states("1.2,0.5,loss").expect_err("a move to a missing state");
        assert_eq!(bad.form.error("states"), Some(expected.message.clone()));
        let submitted = after(bad, [Action::Form(FormAction::Submit)]);
        assert_eq!(*request(&submitted), *request(&state), "the game shown is kept");
        for text in ["", "1:1,2", "1:1.2,2:loss.0,1:win", "9999999999999", "1:é", ",,,", "1:1,2:0"] {
            let edited = after(state.clone(), [Action::Form(FormAction::Edit("states", text.into()))]);
            let parsed = StateGraphRequest::from_fields(edited.form.fields());
            assert_eq!(edited.form.error("states").is_some(), parsed.is_err(), "{text:?}");
        }
        let good = after(state.clone(), [
            Action::Form(FormAction::Edit("states", "1:1,2:0".into())),
            Action::Form(FormAction::Submit),
        ]);
        assert_eq!(good.game.graph().expect("built").state_count(), 2);
        assert_eq!(good.run.frame(good.run.last()).outcome, [Some(Outcome::Draw); 2], "a 2-cycle is a draw");
        let rule = after(good, [Action::Form(FormAction::Edit("infinitePlay", "player1".into()))]);
        assert_eq!(rule.game.endless, EndlessPlay::WinFor(cgt_playground::solve::state_graph::Player::One), "the rule applies at once");
        assert_eq!(rule.run.frame(rule.run.last()).outcome, [Some(Outcome::Win), Some(Outcome::Loss)]);
    }
}

both! {
    fn bad_links_leave_notices_and_the_default() {
        let state = open("states=7&mode=queue&step=2");
        assert!(state.notices.iter().any(|n| n.contains("state 0 moves to state 7")), "{:?}", state.notices);
        assert_eq!(*request(&state), preset("division-12").expect("generated"));
        let state = open(&format!("{QUEUE_FLAW}&step=999&colour=red&mode=sideways"));
        assert_eq!(state.notices.len(), 3, "{:?}", state.notices);
        assert_eq!(state.playback.position(), 0);
        let literal_step = open(&format!("{QUEUE_FLAW}&mode=literal&step=2"));
        assert!(literal_step.notices.iter().any(|n| n.contains("'step'")), "no step in the literal view: {:?}", literal_step.notices);
    }
}

both! {
    fn a_large_game_is_summarised_not_stepped() {
        // A path of DRAWN_STATES + 1 states, every move passing the turn.
        let states: Vec<String> = (0..DRAWN_STATES).map(|s| (s + 1).to_string()).chain(["loss".to_string()]).collect();
        let mut fields = Fields::new();
        fields.set("states", states.join(","));
        let state = open(&format!("{}&step=3", fields.to_query()));
        assert!(state.game.drawing.is_none());
        assert_eq!(state.run.last(), 0);
        assert!(!state.stepped());
        assert!(state.notices.iter().any(|n| n.contains("'step'")), "{:?}", state.notices);
        let cancelled = after(state, [Action::Cancel]);
        assert!(!cancelled.solving);
        assert!(after(cancelled, [Action::Solve]).solving);
    }
}

both! {
    fn history_pushes_for_a_new_game_or_mode_and_replaces_for_a_step() {
        let state = open(QUEUE_FLAW);
        let key = |state: &State| history_key(&state.link(), State::GAME_PARAMS);
        let stepped = after(state.clone(), [step(StepCommand::Forward), step(StepCommand::Forward)]);
        assert_eq!(stepped.playback.position(), 2);
        assert_eq!(key(&stepped), key(&state), "a step replaces the entry");
        let moded = after(state.clone(), [Action::SetMode(Mode::Order)]);
        assert_ne!(key(&moded), key(&state), "a mode pushes");
        let preset = after(state.clone(), [Action::Preset("two-cycle".into())]);
        assert_ne!(key(&preset), key(&state), "a new game pushes");
        assert_eq!(preset.game.graph().expect("built").state_count(), 2);
        let unknown = after(state.clone(), [Action::Preset("nonsense".into())]);
        assert_eq!(*request(&unknown), *request(&state));
        assert_eq!(after(state, [step(StepCommand::End)]).playback.position(), stepped.run.last());
    }
}

both! {
    fn an_exercise_stays_an_exercise_on_another_tab_from_its_first_question() {
        let state = open(&format!("{QUEUE_FLAW}&exercise=1"));
        assert!(state.playback.exercise);
        let stepped = after(state, [step(StepCommand::Forward)]);
        for mode in [Mode::Order, Mode::MaxDif, Mode::Layered, Mode::Queue] {
            let moded = after(stepped.clone(), [Action::SetMode(mode)]);
            assert!(moded.playback.exercise, "{mode:?}");
            assert_eq!(moded.playback.position(), 0, "{mode:?}");
            assert_eq!(moded.link().get("exercise"), Some("1"), "{mode:?}");
        }
    }
}

both! {
    fn max_dif_values_coins_in_a_line_by_the_formula_and_refuses_a_cycle() {
        use cgt_playground::api::max_dif::parse_score_states;
        use cgt_playground::solve::max_dif::max_dif;
        use cgt_playground::ui::labs::state_graph::state::COINS;
        let state = open("mode=maxdif");
        let run = state.scores.run.clone();
        let solved = max_dif(&state.scores.graph, &mut ()).expect("acyclic");
        let last: Vec<i64> = run.values(run.last()).iter().map(|v| v.expect("all valued")).collect();
        assert_eq!(last, solved.value);
        assert_eq!(run.last() as usize, state.scores.graph.state_count(), "one step per state");
        // Coins in a line from the start: the first player's best margin, by brute force.
        fn best(coins: &[i64]) -> i64 {
            match coins {
                [] => 0,
                [first, rest @ ..] => {
                    let (init, last) = coins.split_at(coins.len() - 1);
                    (first - best(rest)).max(last[0] - best(init))
                }
            }
        }
        assert_eq!(solved.value[0], best(COINS));
        for k in 1..=run.last() {
            let state_valued = run.focus[k as usize].expect("a state per step");
            assert!(run.sentence(k).starts_with(&format!("maxDif({state_valued}) = ")), "{}", run.sentence(k));
        }
        let link = state.link().to_query();
        assert_eq!(open(&link).link().to_query(), link, "link -> state -> link");
        assert!(link.contains("scores="), "{link}");
        let cyclic = open("mode=maxdif&scores=1:1,2:0");
        assert!(cyclic.scores.run.cycle.is_some(), "a cycle is refused");
        assert!(cyclic.scores.run.sentence(0).contains("has a cycle"));
        let bad = after(state.clone(), [Action::Form(FormAction::Edit("scores", "1:5/1/1".into()))]);
        let expected = parse_score_states("1:5/1/1").expect_err("a move to a missing state");
        assert_eq!(bad.form.error("scores"), Some(expected.message));
        let submitted = after(bad, [Action::Form(FormAction::Submit)]);
        assert_eq!(submitted.scores.text(), state.scores.text(), "the game shown is kept");
        let scores_elsewhere = open("mode=queue&scores=1:final");
        assert!(scores_elsewhere.notices.iter().any(|n| n.contains("'scores'")), "{:?}", scores_elsewhere.notices);
    }
}

mod parallel {
    use std::collections::HashMap;

    use cgt_playground::api::Request;
    use cgt_playground::api::fields::Fields;
    use cgt_playground::api::parallel::ParallelRequest;
    use cgt_playground::solve::parallel::{Component, positions_of, product_states, xor_of_grundy};
    use cgt_playground::solve::state_graph::Outcome;
    use cgt_playground::ui::kit::form::FormAction;
    use cgt_playground::ui::kit::lab::LabState;
    use cgt_playground::ui::kit::timeline::Timeline;
    use cgt_playground::ui::labs::state_graph::parallel::{
        MAX_LAB_PRODUCT_STATES, PARALLEL_PRESETS, parallel_preset, xor_rule,
    };
    use cgt_playground::ui::labs::state_graph::state::{Action, Mode};

    use super::{after, open};
    use crate::both;

    /// The link of parallel games `request` in the parallel mode.
    fn query(request: &ParallelRequest) -> String {
        let mut fields = Fields::new();
        request.write_fields(&mut fields);
        format!("{}&mode=parallel", fields.to_query())
    }

    /// Every tuple of positions valued by brute force, as the fixed point of "a move to a loss
    /// wins, all moves to wins lose" over the tuples themselves (endless play a draw).
    fn brute_force(components: &[Component]) -> HashMap<Vec<u32>, Outcome> {
        let mut tuples: Vec<Vec<u32>> = vec![Vec::new()];
        for component in components {
            tuples = tuples
                .into_iter()
                .flat_map(|tuple| {
                    (0..component.position_count() as u32).map(move |q| {
                        let mut next = tuple.clone();
                        next.push(q);
                        next
                    })
                })
                .collect();
        }
        let options = |tuple: &Vec<u32>| -> Vec<Vec<u32>> {
            let mut all = Vec::new();
            for (i, component) in components.iter().enumerate() {
                for &to in component.moves(tuple[i] as usize) {
                    let mut next = tuple.clone();
                    next[i] = to;
                    all.push(next);
                }
            }
            all
        };
        let mut value: HashMap<Vec<u32>, Outcome> = HashMap::new();
        loop {
            let mut changed = false;
            for tuple in &tuples {
                if value.contains_key(tuple) {
                    continue;
                }
                let next = options(tuple);
                let decided = if next.iter().any(|t| value.get(t) == Some(&Outcome::Loss)) {
                    Some(Outcome::Win)
                } else if next.iter().all(|t| value.get(t) == Some(&Outcome::Win)) {
                    Some(Outcome::Loss)
                } else {
                    None
                };
                if let Some(outcome) = decided {
                    value.insert(tuple.clone(), outcome);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        tuples
            .into_iter()
            .map(|t| {
                let v = value.get(&t).copied().unwrap_or(Outcome::Draw);
                (t, v)
            })
            .collect()
    }

    both! {
        fn every_preset_is_checked_state_by_state_against_the_xor_rule_and_brute_force() {
            for &(name, _) in PARALLEL_PRESETS {
                let request = parallel_preset(name).expect("every preset is generated");
                let state = open(&query(&request));
                assert!(state.notices.is_empty(), "{name}: {:?}", state.notices);
                assert_eq!(*state.parallel.request, request, "{name}");
                let components = &request.components;
                let graph = state.parallel.product.graph().expect("built");
                assert_eq!(graph.state_count() as u64, product_states(components), "{name}");
                let check = &state.parallel.check;
                let brute = brute_force(components);
                let acyclic = components.iter().all(|c| c.grundy().is_some());
                for s in 0..graph.state_count() {
                    let positions = positions_of(components, s);
                    assert_eq!(check.outcome[s], brute[&positions], "{name}: state {s} {positions:?}");
                    match xor_of_grundy(components, &positions) {
                        Some(xor) => {
                            assert_eq!(check.xor[s], xor, "{name}: state {s}");
                            assert_eq!(check.outcome[s], xor_rule(xor), "{name}: the xor rule holds");
                        }
                        None => assert!(check.xor.is_empty() && !acyclic),
                    }
                }
                if acyclic {
                    assert_eq!(check.differs, None, "{name}");
                    let n = graph.state_count();
                    assert!(check.sentence.starts_with(&format!("All {n} product states agree with the xor rule")), "{name}: {}", check.sentence);
                } else {
                    let draws = check.outcome.iter().filter(|&&o| o == Outcome::Draw).count();
                    assert!(draws > 0, "{name}: a cycle lets the product draw");
                    assert!(check.sentence.contains("has a cycle, so it has no Grundy values"), "{}", check.sentence);
                    assert!(check.sentence.contains(&format!("{draws} of the {} states are", graph.state_count())), "{}", check.sentence);
                }
                // Drawn products are stepped by retrograde analysis to the same outcomes.
                if state.parallel.product.drawing.is_some() {
                    assert!(state.stepped());
                    let last = state.run.frame(state.run.last());
                    let outcome: Vec<Outcome> = last.outcome.iter().map(|o| o.expect("decided")).collect();
                    assert_eq!(outcome, check.outcome, "{name}");
                    assert!(!last.counters.is_empty(), "{name}: the queue's counters are shown");
                } else {
                    assert!(!state.stepped(), "{name}: summarised");
                    assert!(graph.state_count() > 200);
                }
                let start = state.parallel.start();
                assert!(state.parallel.start_sentence().contains(&format!("product state {start}")));
            }
        }
    }

    both! {
        fn a_parallel_link_reproduces_its_view_and_bad_ones_say_why() {
            for query in [
                "components=1.2/2/-,1/-&starts=0,0&mode=parallel&step=4",
                "components=-/0/1&starts=2&mode=parallel&step=0",
            ] {
                let state = open(query);
                assert!(state.notices.is_empty(), "{query}: {:?}", state.notices);
                assert_eq!(state.link().to_query(), query, "link -> state -> link");
            }
            let default = open("mode=parallel");
            assert_eq!(*default.parallel.request, parallel_preset(PARALLEL_PRESETS[0].0).expect("generated"));
            assert_eq!(default.parallel.product.graph().expect("built").state_count(), 36);
            assert!(default.link().get("components").is_some(), "the link names the components");
            let bad = open("mode=parallel&components=5/-&starts=0");
            assert!(bad.notices.iter().any(|n| n.contains("moves to 5") && n.contains("Showing the first preset instead")), "{:?}", bad.notices);
            assert_eq!(*bad.parallel.request, *default.parallel.request);
            // Two chains of 200 positions: 40,000 product states, above the lab's limit.
            let chain: Vec<String> = std::iter::once("-".to_string()).chain((0..199).map(|p| p.to_string())).collect();
            let chain = chain.join("/");
            let large = open(&format!("mode=parallel&components={chain},{chain}&starts=0,0"));
            let limit = format!("at most {MAX_LAB_PRODUCT_STATES} states");
            assert!(large.notices.iter().any(|n| n.contains("40000 states") && n.contains(&limit)), "{:?}", large.notices);
            let others = open("mode=parallel&states=1.2,loss,loss&tmax=3");
            assert_eq!(others.notices.len(), 2, "the states and TMAX are not the parallel mode's: {:?}", others.notices);
            let elsewhere = open("mode=queue&components=1.2/2/-&starts=0");
            assert_eq!(elsewhere.notices.len(), 2, "{:?}", elsewhere.notices);
        }
    }

    both! {
        fn the_form_and_the_presets_build_new_products() {
            let state = open("mode=parallel");
            let three = after(state.clone(), [Action::Preset("three".into())]);
            assert_eq!(three.parallel.product.graph().expect("built").state_count(), 72);
            assert_eq!(three.parallel.components().len(), 3);
            assert_eq!(three.form.text("components"), three.link().get("components").unwrap_or_default());
            let edited = after(state.clone(), [Action::Form(FormAction::Edit("components", "1.2/2/-,1/-".into()))]);
            assert_eq!(edited.form.error("components"), None);
            let built = after(edited, [
                Action::Form(FormAction::Edit("starts", "0,0".into())),
                Action::Form(FormAction::Submit),
            ]);
            assert_eq!(built.parallel.product.graph().expect("built").state_count(), 6);
            // G = 2, 1, 0 in the first component and 1, 0 in the second: (0, 0) has 2 ⊕ 1 = 3.
            assert_eq!(built.parallel.check.outcome[0], Outcome::Win);
            assert_eq!(built.parallel.check.xor[0], 3);
            let bad = after(state.clone(), [Action::Form(FormAction::Edit("components", "1/9".into()))]);
            assert!(bad.form.error("components").is_some_and(|e| e.contains("moves to 9")), "{:?}", bad.form.error("components"));
            let kept = after(bad, [Action::Form(FormAction::Submit)]);
            assert_eq!(*kept.parallel.request, *state.parallel.request, "the product shown is kept");
            assert_eq!(after(state.clone(), [Action::SetMode(Mode::Queue)]).mode, Mode::Queue);
            let queue = after(three, [Action::SetMode(Mode::Queue)]);
            assert_eq!(queue.shown().graph().expect("built").state_count(), 7, "the other modes keep their game, division from 12");
        }
    }
}

mod layered {
    use cgt_playground::solve::state_graph::layered::{Horizon, Layered};
    use cgt_playground::solve::state_graph::retrograde::solve;
    use cgt_playground::solve::state_graph::{EndlessPlay, Outcome, Player};
    use cgt_playground::ui::kit::form::FormAction;
    use cgt_playground::ui::kit::lab::LabState;
    use cgt_playground::ui::kit::timeline::Timeline;
    use cgt_playground::ui::labs::state_graph::layered::{MAX_TMAX, default_tmax};
    use cgt_playground::ui::labs::state_graph::state::{Action, DRAWN_STATES, Mode, PRESETS};

    use super::{after, open, request};
    use crate::both;

    fn query(name: &str) -> String {
        super::preset_query(name).1
    }

    both! {
        fn the_layered_graph_is_stepped_to_its_values_and_layer_zero_compared() {
            for &(name, _) in PRESETS {
                let state = open(&format!("{}&mode=layered", query(name)));
                assert!(state.notices.is_empty(), "{name}: {:?}", state.notices);
                let game = request(&state);
                let (v, e) = (game.graph.state_count(), game.graph.move_count());
                assert_eq!(state.tmax, default_tmax(&game.graph), "{name}");
                assert!((state.tmax as usize + 1) * v <= DRAWN_STATES && state.tmax as usize * e <= 1000, "{name}: drawn");
                let layered = state.layered.clone().expect("a drawn game is layered");
                assert!(layered.drawn && state.stepped(), "{name}");
                let solved = layered.layered.solve(&mut ());
                let last = state.run.frame(state.run.last());
                let outcome: Vec<Outcome> = last.outcome.iter().map(|o| o.expect("decided")).collect();
                assert_eq!(outcome, solved.outcome, "{name}: the last frame is bestRes's answer");
                assert_eq!(state.run.last() as usize, layered.layered.graph.state_count(), "{name}: a step per layered state");
                // Layer 0 against retrograde analysis; at TMAX = V + 1 they agree (the paper).
                let (_, right) = solve(game.graph.clone(), game.endless);
                assert_eq!(layered.unlayered, right.outcome);
                assert_eq!(layered.layer_zero, layered.layered.layer_zero(&solved));
                if state.tmax as usize > v {
                    assert_eq!(layered.differs, None, "{name}: {}", layered.why);
                }
                for k in 1..=state.run.last() {
                    let sentence = state.run.sentence(k);
                    assert!(sentence.starts_with("State ("), "{name} step {k}: {sentence}");
                }
                let tmax = state.tmax;
                let limit = (1..=state.run.last()).find(|&k| state.run.sentence(k).contains("at the move limit"));
                let has_moves = (0..v).any(|q| !game.graph.moves(q).is_empty());
                assert_eq!(limit.is_some(), has_moves, "{name}: states cut off at TMAX = {tmax}");
            }
        }
    }

    both! {
        fn a_short_limit_cuts_a_win_off_and_layer_zero_says_so() {
            // The division game from 12 (7 states: 12 -> 6, 4, 3 or 2, ...): with TMAX = 0 every
            // state with a move is cut off at once, a draw; the first such state, 0, wins in 1.
            let state = open(&format!("{}&mode=layered&tmax=0", query("division-12")));
            let layered = state.layered.clone().expect("layered");
            assert_eq!(layered.differs, Some(0));
            assert!(layered.why.starts_with("State 0: layer 0 says draw, retrograde analysis says win."), "{}", layered.why);
            assert!(layered.why.contains("its game lasts 1 move, more than TMAX = 0"), "{}", layered.why);
            assert!(layered.why.contains("TMAX = V + 1 = 8 always suffices"), "{}", layered.why);
            // The README's example: problem 9 (A^B < 10 from A = B = 1) with TMAX = 3, shorter
            // than some of its games.
            let power_query = query("power-game");
            let power = open(&format!("{power_query}&mode=layered&tmax=3"));
            let layered = power.layered.clone().expect("layered");
            let q = layered.differs.expect("TMAX = 3 cuts a game short");
            assert!(layered.why.contains("more than TMAX = 3"), "{}", layered.why);
            assert_eq!(layered.unlayered_remoteness[q].map(|k| k > 3), Some(true));
            assert!(include_str!("../../README.md").contains(&format!("{power_query}&mode=layered&tmax=3")));
            // The 2-cycle under each named rule: layer 0 is the rule's answer for every TMAX.
            for (rule, endless) in [("draw", EndlessPlay::Draw), ("player1", EndlessPlay::WinFor(Player::One)), ("player2", EndlessPlay::WinFor(Player::Two))] {
                for tmax in 0..6 {
                    let state = open(&format!("states=1:1,2:0&infinitePlay={rule}&mode=layered&tmax={tmax}"));
                    let layered = state.layered.clone().expect("layered");
                    let sound = Layered::new(&request(&state).graph, tmax, Horizon::Endless(endless)).expect("small");
                    assert_eq!(layered.layer_zero, sound.layer_zero(&sound.solve(&mut ())));
                    assert_eq!(layered.differs, None, "{rule}, TMAX {tmax}: a rule naming a player is sound");
                }
            }
        }
    }

    both! {
        fn tmax_is_read_from_the_link_and_the_form_within_its_limits() {
            let query = "states=1:1,2:0&mode=layered&tmax=4&step=3";
            let state = open(query);
            assert!(state.notices.is_empty(), "{:?}", state.notices);
            assert_eq!(state.link().to_query(), query, "link -> state -> link");
            assert_eq!(state.layered.clone().expect("layered").layered.graph.state_count(), 10);
            let above = open(&format!("states=1:1,2:0&mode=layered&tmax={}", MAX_TMAX + 1));
            assert!(above.notices.iter().any(|n| n.contains(&format!("above the limit of {MAX_TMAX}"))), "{:?}", above.notices);
            assert_eq!(above.tmax, 3, "V + 1 by default");
            // Too large to draw: compared all the same, with the TMAX that would be drawn.
            let wide = open(&format!("{}&mode=layered&tmax=30", super::layered::query("division-12")));
            let layered = wide.layered.clone().expect("layered");
            assert!(!layered.drawn && !wide.stepped());
            assert!(layered.too_large_text().contains("7 states × 31 layers = 217 states"), "{}", layered.too_large_text());
            assert!(layered.too_large_text().contains("TMAX 27 or less"), "{}", layered.too_large_text());
            assert_eq!(layered.differs, None);
            let stepped = open("states=1:1,2:0&mode=layered&tmax=20&step=2");
            assert!(stepped.notices.is_empty() && stepped.stepped(), "2 states x 21 layers is drawn");
            // The form: TMAX applies as typed, a bad one is named.
            let edited = after(state.clone(), [Action::Form(FormAction::Edit("tmax", "2".into()))]);
            assert_eq!((edited.tmax, edited.playback.position()), (2, 0));
            assert_eq!(edited.link().get("tmax"), Some("2"));
            let bad = after(state.clone(), [Action::Form(FormAction::Edit("tmax", "99".into()))]);
            assert!(bad.form.error("tmax").is_some_and(|e| e.contains("99")), "{:?}", bad.form.error("tmax"));
            assert_eq!(bad.tmax, 4, "kept");
            let submitted = after(bad, [Action::Form(FormAction::Submit)]);
            assert_eq!(submitted.tmax, 4);
            assert!(submitted.form.error("tmax").is_some());
            // Entering the mode picks the default TMAX of the game; a preset picks its own.
            let entered = after(open("states=1:1,2:0"), [Action::SetMode(Mode::Layered)]);
            assert_eq!(entered.tmax, 3);
            let division = after(entered, [Action::Preset("division-12".into())]);
            assert_eq!(division.tmax, 8, "V + 1 for its 7 states");
            assert!(open("states=1:1,2:0&mode=queue&tmax=3").notices.iter().any(|n| n.contains("'tmax'")));
        }
    }
}

mod chase {
    use cgt_playground::api::Request;
    use cgt_playground::api::fields::Fields;
    use cgt_playground::api::state_graph::StateGraphRequest;
    use cgt_playground::solve::state_graph::retrograde::solve;
    use cgt_playground::solve::state_graph::{EndlessPlay, Outcome, Player};
    use cgt_playground::solve::state_presets::{ChaseBoard, Steps, chase_on_board};
    use cgt_playground::solve::stepwise::Stepwise;
    use cgt_playground::ui::kit::form::FormAction;
    use cgt_playground::ui::kit::lab::LabState;
    use cgt_playground::ui::kit::task::READ_IN_SLICES;
    use cgt_playground::ui::kit::timeline::Timeline;
    use cgt_playground::ui::labs::state_graph::state::{
        Action, DRAWN_STATES, SummaryJob, SummaryKey,
    };

    use super::{after, open};
    use crate::{advance_in_slices, both};

    both! {
        fn a_large_chase_is_named_by_its_board_and_generated_by_the_summary() {
            let query = "chase=26x27&mode=queue";
            let state = open(query);
            assert!(state.notices.is_empty(), "{:?}", state.notices);
            assert_eq!(state.link().to_query(), query);
            assert!(state.game.request.is_none(), "not generated on opening");
            assert_eq!(state.game.counts(), (985_608, 7_433_404));
            assert!(!state.stepped());
            let key = state.summary_key().expect("solved by the summary");
            let board = ChaseBoard::new(26, 27, Steps::King).expect("within the limit");
            assert_eq!(key, SummaryKey::Chase(board, EndlessPlay::Draw));
            assert_eq!(state.form.text("chase"), "26x27");
            let rook = open("chase=26x27&piece=rook&infinitePlay=player2&mode=order");
            assert_eq!(rook.link().to_query(), "chase=26x27&piece=rook&infinitePlay=player2&mode=order");
            assert_eq!(rook.game.counts().1, 3_788_204);
            let cancelled = after(state, [Action::Cancel]);
            assert!(cancelled.summary_key().is_some() && !cancelled.solving);
        }
    }

    both! {
        fn the_summarys_job_generates_then_solves_in_slices() {
            for (rows, cols, steps, endless) in [
                (6, 6, Steps::King, EndlessPlay::Draw),
                (5, 4, Steps::Rook, EndlessPlay::WinFor(Player::Two)),
            ] {
                let board = ChaseBoard::new(rows, cols, steps).expect("small");
                let key = SummaryKey::Chase(board, endless);
                let mut job = Box::new(SummaryJob::new(Some(&key)));
                let (slices, progress) = advance_in_slices(job.as_mut(), 500);
                assert!(slices > 10, "in slices");
                assert!(progress > 0.25, "past the generation");
                let summary = job.finish().expect("not cancelled");
                let (_, whole) = solve(chase_on_board(board).graph, endless);
                assert_eq!(summary, Ok(whole.summary()), "{rows}x{cols} {steps:?}");
            }
            assert_eq!(Box::new(SummaryJob::new(None)).finish(), None, "cancelled: nothing");
        }
    }

    /// A game of `n` states written with its players: state s moves to s + 1 and s + 7 (those
    /// there are), the last one lost.
    fn long_game(n: usize) -> String {
        let state = |s: usize| {
            let moves: Vec<String> =
                [s + 1, s + 7].iter().filter(|&&to| to < n).map(usize::to_string).collect();
            let body = if moves.is_empty() { "loss".to_string() } else { moves.join(".") };
            format!("{}:{body}", s % 2 + 1)
        };
        (0..n).map(state).collect::<Vec<_>>().join(",")
    }

    both! {
        fn a_links_long_states_are_read_by_the_summary_in_slices() {
            let text = long_game(20_000);
            assert!(text.len() > READ_IN_SLICES);
            let query = format!("states={text}&infinitePlay=player1&mode=queue");
            let state = open(&query);
            assert!(state.notices.is_empty(), "{:?}", state.notices);
            assert!(state.game.request.is_none() && state.game.typed.is_some(), "not read on opening");
            assert_eq!(state.link().to_query(), query, "the link keeps the text as given");
            assert_eq!(state.form.text("states"), text);
            let key = state.summary_key().expect("solved by the summary");
            let mut job = Box::new(SummaryJob::new(Some(&key)));
            let (slices, _) = advance_in_slices(job.as_mut(), 500);
            assert!(slices > 40, "in slices: {slices}");
            let request = StateGraphRequest::from_fields(&Fields::from_query(&query)).expect("valid");
            let (_, whole) = solve(request.graph, request.endless);
            assert_eq!(job.finish(), Some(Ok(whole.summary())));
            // Finished before its end (a job run at once), the same.
            let at_once = Box::new(SummaryJob::new(Some(&key)));
            assert_eq!(at_once.finish(), Some(Ok(whole.summary())));
            // Submitted by the form, the game is left to the summary's job too.
            let submitted = after(state, [Action::Form(FormAction::Submit)]);
            assert!(submitted.game.request.is_none() && submitted.game.typed.is_some());
            assert_eq!(submitted.link().to_query(), query);
            // A short text, or one of few states, is read when the link is opened.
            let short = long_game(DRAWN_STATES + 1);
            assert!(open(&format!("states={short}")).game.request.is_some());
            let padded = format!("1:1,2:loss{}", " ".repeat(READ_IN_SLICES));
            assert!(open(&format!("states={padded}")).game.request.is_some());
        }
    }

    both! {
        fn long_states_typed_into_the_form_are_read_by_the_summary_once_submitted() {
            let text = long_game(20_000);
            let edit = |text: &str| Action::Form(FormAction::Edit("states", text.into()));
            let submit = || Action::Form(FormAction::Submit);
            // A mistake at the end: not looked for at the edit, which would read the whole text.
            let broken = format!("{text},x");
            let edited = after(open("mode=queue"), [edit(&broken)]);
            assert!(!edited.form.has_errors(), "{:?}", edited.form.errors());
            let submitted = after(edited, [submit()]);
            assert!(submitted.game.typed.is_some() && !submitted.form.has_errors());
            let job = Box::new(SummaryJob::new(submitted.summary_key().as_ref()));
            let refused = job.finish().expect("not cancelled").expect_err("refused").to_string();
            assert!(refused.starts_with("states: state 20000: names no player"), "{refused}");
            // The same without the mistake: the summary of the game read at once.
            let state = after(submitted, [edit(&text), submit()]);
            let job = Box::new(SummaryJob::new(state.summary_key().as_ref()));
            let request = StateGraphRequest::from_fields(&Fields::from_query(&state.link().to_query()));
            let (_, whole) = solve(request.as_ref().expect("valid").graph.clone(), EndlessPlay::Draw);
            assert_eq!(job.finish(), Some(Ok(whole.summary())));
            assert_eq!(state.form.text("states"), text);
            // A bad rule for endless play is named at the submit; a short game is read at once.
            let bad_rule = after(state, [Action::Form(FormAction::Edit("infinitePlay", "sometimes".into())), submit()]);
            assert!(bad_rule.form.error("infinitePlay").is_some(), "{:?}", bad_rule.form.errors());
            let short = after(bad_rule, [Action::Form(FormAction::Edit("infinitePlay", "draw".into())), edit("1:1,2:loss"), submit()]);
            assert!(short.game.request.is_some() && short.game.typed.is_none());
            // A short text typed over a long one is checked at once again.
            let retyped = after(short, [edit(&text), edit("1:9")]);
            assert!(retyped.form.error("states").is_some_and(|e| e.contains("9")), "{:?}", retyped.form.errors());
        }
    }

    both! {
        fn a_links_long_states_that_cannot_be_read_are_refused_by_the_summary() {
            let job_of = |query: &str| {
                let state = open(query);
                assert!(state.game.typed.is_some(), "{query}");
                let mut job = Box::new(SummaryJob::new(state.summary_key().as_ref()));
                while !job.advance(500) {}
                job.finish().expect("not cancelled").expect_err("refused").to_string()
            };
            let text = long_game(20_000);
            let bad_end = format!("{},x", &text);
            assert_eq!(job_of(&format!("states={bad_end}")), "states: state 20000: names no player (write player:moves, such as 1:2.3); name every state's player or none");
            let bad_move = text.replacen("2:2.8", "2:2.80000", 1);
            assert_eq!(job_of(&format!("states={bad_move}")), "states: state 1 moves to state 80000, but the states are 0 to 19999");
            let chain: Vec<String> = (1..20_000).map(|s| s.to_string()).chain(["loss".into()]).collect();
            assert_eq!(
                job_of(&format!("states={}&infinitePlay=player1", chain.join(","))),
                "infinitePlay: the states name no player (every move passes the turn), so endless play can only be a draw; give each state its player to name a winner"
            );
        }
    }

    both! {
        fn a_small_chase_is_drawn_and_stepped_and_bad_boards_say_why() {
            let state = open("chase=2x2&piece=rook&mode=queue&step=5");
            assert!(state.notices.is_empty(), "{:?}", state.notices);
            assert!(state.stepped() && state.game.drawing.is_some());
            assert_eq!(state.link().to_query(), "chase=2x2&piece=rook&mode=queue&step=5");
            let last = state.run.frame(state.run.last());
            let board = ChaseBoard::new(2, 2, Steps::Rook).expect("small");
            let (_, whole) = solve(chase_on_board(board).graph, EndlessPlay::Draw);
            let outcome: Vec<Outcome> = last.outcome.iter().map(|o| o.expect("decided")).collect();
            assert_eq!(outcome, whole.outcome);
            for (link, says) in [
                ("chase=27x27", "the limit is 1000000 states"),
                ("chase=0x4", "from 1 to"),
                ("chase=big", "write rows x columns"),
                ("chase=4x4&piece=queen", "'queen'"),
            ] {
                let state = open(link);
                assert!(state.notices.iter().any(|n| n.contains(says)), "{link}: {:?}", state.notices);
            }
            // The form: the board and the pieces; a new way to step applies at once.
            let rook = after(state.clone(), [Action::Form(FormAction::Edit("piece", "king".into()))]);
            assert_eq!(rook.game.chase.map(|b| b.steps()), Some(Steps::King));
            let bad = after(state.clone(), [Action::Form(FormAction::Edit("chase", "40x40".into()))]);
            assert!(bad.form.error("chase").is_some_and(|e| e.contains("1600 cells")), "{:?}", bad.form.error("chase"));
            let kept = after(bad, [Action::Form(FormAction::Submit)]);
            assert_eq!(kept.game.chase, Some(board));
            let larger = after(state.clone(), [
                Action::Form(FormAction::Edit("chase", "10x10".into())),
                Action::Form(FormAction::Submit),
            ]);
            assert_eq!(larger.game.counts().0, 20_000);
            assert!(larger.game.request.is_none() && !larger.stepped());
            let endless = after(larger, [Action::Form(FormAction::Edit("infinitePlay", "player2".into()))]);
            assert_eq!(endless.game.endless, EndlessPlay::WinFor(Player::Two));
            assert_eq!(endless.link().get("infinitePlay"), Some("player2"));
            let preset = after(open(""), [Action::Preset("chase-rook".into())]);
            assert_eq!(preset.link().get("chase"), Some("26x27"));
            assert_eq!(preset.link().get("piece"), Some("rook"));
            let back = after(preset, [Action::Preset("two-cycle".into())]);
            assert!(back.game.chase.is_none() && back.link().get("states") == Some("1:1,2:0"));
        }
    }
}

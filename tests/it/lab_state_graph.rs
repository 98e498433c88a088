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

fn after(state: State, actions: impl IntoIterator<Item = Action>) -> State {
    actions.into_iter().fold(state, crate::act)
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
        assert_eq!(*default.game.request, division, "the default is the division game from 12");
    }
}

both! {
    fn the_retrograde_steps_end_at_the_solvers_answer_and_say_what_they_did() {
        for &(name, _) in PRESETS {
            let request = preset(name).expect("every preset is generated");
            assert!(request.graph.state_count() <= DRAWN_STATES, "{name} is drawn");
            let mut fields = Fields::new();
            request.write_fields(&mut fields);
            let state = open(&fields.to_query());
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
        let graph = &state.game.request.graph;
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
        let graph = &state.game.request.graph;
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
            let request = preset(name).expect("every preset is generated");
            let mut fields = Fields::new();
            request.write_fields(&mut fields);
            let state = open(&format!("{}&mode=iterative", fields.to_query()));
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
    }
}

both! {
    fn the_form_checks_the_states_by_the_requests_parser() {
        let state = open(QUEUE_FLAW);
        let bad = after(state.clone(), [Action::Form(FormAction::Edit("states", "1.2,0.5,loss".into()))]);
        let expected = parse_states("1.2,0.5,loss").expect_err("a move to a missing state");
        assert_eq!(bad.form.error("states"), Some(expected.message.clone()));
        let submitted = after(bad, [Action::Form(FormAction::Submit)]);
        assert_eq!(*submitted.game.request, *state.game.request, "the game shown is kept");
        for text in ["", "1:1,2", "1:1.2,2:loss.0,1:win", "9999999999999", "1:é", ",,,", "1:1,2:0"] {
            let edited = after(state.clone(), [Action::Form(FormAction::Edit("states", text.into()))]);
            let parsed = StateGraphRequest::from_fields(edited.form.fields());
            assert_eq!(edited.form.error("states").is_some(), parsed.is_err(), "{text:?}");
        }
        let good = after(state.clone(), [
            Action::Form(FormAction::Edit("states", "1:1,2:0".into())),
            Action::Form(FormAction::Submit),
        ]);
        assert_eq!(good.game.graph().state_count(), 2);
        assert_eq!(good.run.frame(good.run.last()).outcome, [Some(Outcome::Draw); 2], "a 2-cycle is a draw");
        let rule = after(good, [Action::Form(FormAction::Edit("infinitePlay", "player1".into()))]);
        assert_eq!(rule.game.request.endless, EndlessPlay::WinFor(cgt_playground::solve::state_graph::Player::One), "the rule applies at once");
        assert_eq!(rule.run.frame(rule.run.last()).outcome, [Some(Outcome::Win), Some(Outcome::Loss)]);
    }
}

both! {
    fn bad_links_leave_notices_and_the_default() {
        let state = open("states=7&mode=queue&step=2");
        assert!(state.notices.iter().any(|n| n.contains("state 0 moves to state 7")), "{:?}", state.notices);
        assert_eq!(*state.game.request, preset("division-12").expect("generated"));
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
        assert_eq!(preset.game.graph().state_count(), 2);
        let unknown = after(state.clone(), [Action::Preset("nonsense".into())]);
        assert_eq!(*unknown.game.request, *state.game.request);
        assert_eq!(after(state, [step(StepCommand::End)]).playback.position(), stepped.run.last());
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

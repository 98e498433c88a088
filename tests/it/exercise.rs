//! Predict, then reveal: the exercise's record (right and wrong answers, the score, the
//! mistakes), which stepper commands it lets through, the link's `exercise` parameter, and the
//! questions the labs ask.

use std::rc::Rc;

use cgt_playground::api::Fields;
use cgt_playground::api::max_dif::MaxDifRequest;
use cgt_playground::api::request::Request;
use cgt_playground::ui::kit::controls::LinkParams;
use cgt_playground::ui::kit::exercise::{
    Answer, Exercise, NOT_A_NUMBER, NOTHING_ASKED, Question, TOO_FAR, allows, parse_exercise,
    sg_question, signed_question,
};
use cgt_playground::ui::kit::lab::LabState;
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::kit::timeline::{Playback, StepAction, Timeline};
use cgt_playground::ui::labs::{cops_robber, sg_table, state_graph};
use cgt_playground::ui::route::View;

fn number(prompt: &str, value: i64) -> Question {
    Question { prompt: prompt.to_string(), answer: Answer::Number(value) }
}

fn choice(options: &[&str], correct: usize) -> Question {
    let options = options.iter().map(|option| option.to_string()).collect();
    Question { prompt: "Who wins?".to_string(), answer: Answer::Choice { options, correct } }
}

#[test]
fn answers_are_checked_recorded_and_scored() {
    let mut exercise = Exercise::default();
    assert_eq!(exercise.score(), NOTHING_ASKED);
    assert_eq!(exercise.answer(1, &number("What is SG(1)?", 1), " 1 "), Ok(true));
    assert_eq!(exercise.answer(2, &number("What is SG(2)?", 0), "3"), Ok(false));
    assert_eq!(exercise.answer(3, &choice(&["Win", "Loss", "Draw"], 1), "Loss"), Ok(true));
    assert_eq!(exercise.answer(4, &choice(&["P", "N"], 1), "P"), Ok(false));
    assert_eq!(exercise.feedback(1).as_deref(), Some("✓ Right."));
    assert_eq!(exercise.feedback(2).as_deref(), Some("✗ Not quite: it is 0."));
    assert_eq!(exercise.feedback(4).as_deref(), Some("✗ Not quite: it is N."));
    assert_eq!(exercise.feedback(5), None);
    assert_eq!(exercise.score(), "Score: 2 of 4 right.");
    let mistakes: Vec<_> =
        exercise.mistakes().map(|m| (m.frame, m.given.as_str(), m.expected.as_str())).collect();
    assert_eq!(mistakes, [(2, "3", "0"), (4, "P", "N")]);
}

#[test]
fn a_new_game_keeps_only_the_answers_whose_frames_still_have_them() {
    // S = {1, 3, 4} answered at n = 1, 2, 3; then S = {1, 2}, of the same length: SG(1) = 1
    // stays, SG(2) = 2 and SG(3) = 0 are new questions.
    let mut exercise = Exercise::default();
    let old = [1, 0, 1];
    for (n, &value) in (1..).zip(&old) {
        let question = number(&format!("What is SG({n})?"), value);
        assert_eq!(exercise.answer(n, &question, &value.to_string()), Ok(true));
    }
    let new = [0, 1, 2, 0];
    let kept = exercise.still_right(|n| {
        new.get(n as usize).map(|&value| number(&format!("What is SG({n})?"), value))
    });
    let frames: Vec<u32> = kept.mistakes().map(|m| m.frame).collect();
    assert!(frames.is_empty());
    assert_eq!(kept.answered(1).map(|answered| answered.right), Some(true));
    assert_eq!((kept.answered(2), kept.answered(3)), (None, None));
    assert_eq!(kept.score(), "Score: 1 of 1 right.");
    // The same game keeps every answer; a frame that no longer asks drops its answer.
    assert_eq!(
        exercise.still_right(|n| old.get(n as usize - 1).map(|&v| number("?", v))),
        exercise
    );
    assert_eq!(exercise.still_right(|_| None), Exercise::default());
}

#[test]
fn an_answered_frame_keeps_its_first_answer_and_an_unreadable_number_is_refused() {
    let mut exercise = Exercise::default();
    let question = number("What is SG(7)?", 3);
    for text in ["", "x", "-", "--3", "+3", "-+3", "3.0", "３", "3 4"] {
        assert_eq!(exercise.answer(7, &question, text), Err(NOT_A_NUMBER), "{text:?}");
    }
    // A whole number past any value is told so, not that it is no number.
    for text in ["99999999999999999999999", "18446744073709551616", "-18446744073709551616"] {
        assert_eq!(exercise.answer(7, &question, text), Err(TOO_FAR), "{text:?}");
    }
    assert_eq!(exercise.answered(7), None);
    // A sign is read (maxDif's values can be negative): -3 is simply not 3.
    assert_eq!(exercise.answer(7, &question, "-3"), Ok(false));
    // Going back and forward again does not ask again: the first answer stands.
    assert_eq!(exercise.answer(7, &question, "3"), Ok(false));
    assert_eq!(exercise.score(), "Score: 0 of 1 right.");
    // A choice not among the options is simply wrong; a correct index past the options never panics.
    assert_eq!(exercise.answer(8, &choice(&["P", "N"], 0), "Q"), Ok(false));
    assert_eq!(exercise.answer(9, &choice(&["P"], 5), "P"), Ok(false));
}

#[test]
fn a_negative_answer_is_read_with_either_minus_sign() {
    let mut exercise = Exercise::default();
    let minus_two = number("What is maxDif(3)?", -2);
    assert_eq!(exercise.answer(1, &minus_two, " -2 "), Ok(true));
    assert_eq!(exercise.answer(2, &minus_two, "−2"), Ok(true));
    assert_eq!(exercise.answer(3, &minus_two, "2"), Ok(false));
    assert_eq!(exercise.feedback(3).as_deref(), Some("✗ Not quite: it is -2."));
    // Zero has no sign; the extremes are read exactly.
    assert_eq!(exercise.answer(4, &number("?", 0), "-0"), Ok(true));
    assert_eq!(exercise.answer(5, &number("?", i64::MIN), "-9223372036854775808"), Ok(true));
    assert_eq!(exercise.answer(6, &number("?", i64::MAX), "9223372036854775808"), Ok(false));
    assert_eq!(exercise.answer(7, &number("?", i64::MAX), "-9223372036854775807"), Ok(false));
    assert_eq!(exercise.score(), "Score: 4 of 7 right.");
}

#[test]
fn exercise_mode_lets_the_stepper_go_back_but_not_past_a_question() {
    use StepCommand::*;
    for command in [Forward, End, TogglePlay, Tick, Seek(9), Back, Start, Seek(2)] {
        assert!(allows(false, false, 5, command), "{command:?}");
    }
    for (command, open, allowed) in [
        (Forward, false, false),
        (Forward, true, true),
        (End, true, false),
        (TogglePlay, true, false),
        (Tick, true, false),
        (Seek(6), true, false),
        (Seek(5), false, true),
        (Seek(2), false, true),
        (Back, false, true),
        (Start, false, true),
        (SetSpeed(4), false, true),
    ] {
        assert_eq!(allows(true, open, 5, command), allowed, "{command:?} open {open}");
    }
}

#[test]
fn the_link_parameter_is_1_and_any_other_value_is_a_notice() {
    assert_eq!(parse_exercise("1"), Ok(true));
    assert_eq!(parse_exercise(" 1 "), Ok(true));
    for text in ["0", "", "yes", "11", "１", "<b>", "1e0"] {
        assert!(parse_exercise(text).is_err(), "{text:?}");
    }
    for (query, exercise, notices) in
        [("step=2&exercise=1", true, 0), ("step=2", false, 0), ("step=2&exercise=on", false, 1)]
    {
        let fields = Fields::from_query(query);
        let mut link = LinkParams::new(&fields);
        let playback = Playback::read(&mut link, 10);
        // An exercise starts at its first question, whatever the link's step.
        let step = if exercise { 0 } else { 2 };
        assert_eq!((playback.position(), playback.exercise), (step, exercise), "{query}");
        assert_eq!(link.finish(&[]).len(), notices, "{query}");
        let mut written = Fields::new();
        playback.write(&mut written);
        assert_eq!(written.get("exercise"), exercise.then_some("1"), "{query}");
        // An exercise's link starts from the first question, whatever the step reached.
        assert_eq!(written.get("step"), Some(if exercise { "0" } else { "2" }), "{query}");
        let reached = playback.apply(StepAction::Command(StepCommand::Forward));
        let mut written = Fields::new();
        reached.write(&mut written);
        assert_eq!(written.get("step"), Some(if exercise { "0" } else { "3" }), "{query}");
    }
}

#[test]
fn turning_the_exercise_on_starts_from_the_first_frame_and_keeps_it_on_a_new_timeline() {
    let playback = Playback::new(6, Some(3), 10, 2).apply(StepAction::Exercise(true));
    assert_eq!((playback.position(), playback.inspected, playback.exercise), (0, None, true));
    assert!(playback.on_timeline(4).exercise);
    let off = Playback::new(6, None, 10, 2).apply(StepAction::Exercise(false));
    assert_eq!((off.position(), off.exercise), (6, false));
    // A new game (or another tab) restarts at step 0, still in exercise mode, at the same speed.
    let moved = playback.apply(StepAction::Command(StepCommand::Forward));
    let restarted = moved.restart(7);
    assert_eq!((restarted.position(), restarted.playhead.last), (0, 7));
    assert_eq!((restarted.exercise, restarted.playhead.speed), (true, 2));
    assert!(!off.restart(7).exercise);
}

#[test]
fn end_in_an_exercise_goes_forward_over_the_answers_given_never_past_a_question() {
    // Frames 2, 4 and 5 ask (answers 2, 4, 5); frames 1 and 3 ask nothing.
    let asks = |frame: u32| [2, 4, 5].contains(&frame).then(|| number("?", frame.into()));
    let mut exercise = Exercise::default();
    assert_eq!(exercise.reach(0, asks), 0, "nothing answered: End stays");
    assert_eq!(exercise.answer(2, &asks(2).unwrap(), "2"), Ok(true));
    assert_eq!(exercise.answer(4, &asks(4).unwrap(), "7"), Ok(false));
    // Back at the start: over the answered frames 2 and 4, right or wrong, and frames 1 and 3.
    assert_eq!(exercise.reach(0, asks), 4);
    assert_eq!(exercise.reach(4, asks), 4, "at the furthest answer, End stays");
    // A link's step not yet fitted to a timeline whose end a job finds may be any number.
    assert_eq!(exercise.reach(u32::MAX, asks), u32::MAX, "no step past the largest");
    // A new game that dropped frame 2's answer but kept frame 4's: End stops before frame 2.
    let kept = exercise.still_right(|frame| match frame {
        2 => Some(number("?", 3)),
        _ => asks(frame),
    });
    assert_eq!(kept.reach(0, asks), 1, "frame 2 asks again: End stops before it");
    assert!(allows(true, false, 4, StepCommand::Seek(4)));
    assert!(!allows(true, false, 4, StepCommand::Seek(5)));
}

#[test]
fn a_signed_answer_is_read_as_a_number_and_asked_as_one() {
    let question = signed_question("What is maxDif(0)?".into(), -3);
    assert_eq!(question.answer, Answer::Signed(-3));
    assert_eq!(question.expected(), "-3");
    let mut exercise = Exercise::default();
    assert_eq!(exercise.answer(1, &question, "−3"), Ok(true));
    assert_eq!(exercise.answer(2, &question, "3"), Ok(false));
    assert_eq!(exercise.answer(3, &question, "-x"), Err(NOT_A_NUMBER));
    assert_eq!(exercise.answer(3, &question, "-99999999999999999999"), Err(TOO_FAR));
}

#[test]
fn an_exercise_holds_back_what_would_answer_its_questions_until_its_last_frame() {
    let exercise = Playback::new(0, None, 10, 2).apply(StepAction::Exercise(true));
    assert!(exercise.holds_back());
    let at_end = exercise.apply(StepAction::Command(StepCommand::End));
    assert!(exercise.apply(StepAction::Command(StepCommand::Forward)).holds_back());
    assert_eq!(at_end.position(), 10);
    assert!(!at_end.holds_back(), "at the last frame everything is shown");
    assert!(!Playback::new(3, None, 10, 2).holds_back(), "outside an exercise nothing is held");
    // Stepping back to review an ended exercise keeps everything shown, to its first frame.
    let back = at_end.apply(StepAction::Command(StepCommand::Back));
    assert!(
        !back.holds_back() && !back.apply(StepAction::Command(StepCommand::Start)).holds_back()
    );
    // Until the exercise starts again, or a new game restarts it.
    assert!(back.apply(StepAction::Exercise(true)).holds_back());
    assert!(back.restart(10).holds_back());
    // Reaching the last frame only by leaving exercise mode ends nothing.
    let viewed =
        exercise.apply(StepAction::Exercise(false)).apply(StepAction::Command(StepCommand::End));
    assert!(viewed.apply(StepAction::Exercise(true)).holds_back());
}

#[test]
fn sg_table_asks_each_sg_value_and_its_link_reproduces_the_exercise() {
    assert_eq!(sg_question("SG", &[0, 1, 0], 2), Some(number("What is SG(2)?", 0)));
    assert_eq!(sg_question("G", &[0, 1, 0], 2), Some(number("What is G(2)?", 0)));
    assert_eq!(sg_question("SG", &[0, 1, 0], 3), None);
    let query = "moves=1,3,4&n=30&step=0&exercise=1";
    let state = Rc::new(sg_table::state::State::from_link(&Fields::from_query(query), View::Page));
    assert!(state.page.notices.is_empty(), "{:?}", state.page.notices);
    assert_eq!(state.link().to_query(), query);
    let solved = state.page.tables.shown.clone().expect("a small table is solved at once");
    // S = {1, 3, 4}: SG values 0 1 0 1 2 3 2 0 ...
    let asked: Vec<_> = (1..=7).filter_map(|n| solved.question(n)).collect();
    let values: Vec<_> = asked.iter().map(Question::expected).collect();
    assert_eq!(values, ["1", "0", "1", "2", "3", "2", "0"]);
    assert_eq!(asked[6].prompt, "What is SG(7)?");
    let bad = sg_table::state::State::from_link(
        &Fields::from_query("moves=1,3,4&n=30&exercise=2"),
        View::Page,
    );
    assert_eq!(bad.page.notices.len(), 1, "{:?}", bad.page.notices);
    assert!(bad.page.notices[0].contains("exercise"), "{:?}", bad.page.notices);
    assert!(!bad.link().to_query().contains("exercise"));
}

#[test]
fn cops_robber_asks_the_dominator_of_each_dominated_vertex_among_its_neighbours() {
    let state: cops_robber::state::State = crate::open_lab("graph=wheel&n=7&step=0&exercise=1");
    assert!(state.notices.is_empty(), "{:?}", state.notices);
    assert_eq!(state.link().get("exercise"), Some("1"));
    let solved = state.solved.clone().expect("a small graph is solved at once");
    // Step 3 shows the second pair: Y = 2 dominated by X = 0.
    let question = solved.question(3).expect("a pair is asked for");
    assert_eq!(question.prompt, "Y = 2 is dominated next. Which vertex X dominates it?");
    assert_eq!(question.expected(), "0");
    let Answer::Choice { options, .. } = &question.answer else { panic!("a choice") };
    assert!(options.len() > 1, "{options:?}");
    // Removals and the start are not asked; the verdict is: the cop wins on a wheel.
    assert_eq!((solved.question(0), solved.question(2)), (None, None));
    let verdict = solved.question(solved.last()).expect("the verdict is asked");
    assert_eq!(verdict.prompt, "Who wins on this graph: the cop or the robber?");
    assert_eq!(verdict.expected(), "the cop");
    // Every option but the answer fails to dominate, on every pair of the elimination.
    for k in (1..solved.last()).step_by(2) {
        if let Some(question) = solved.question(k) {
            let right = question.expected();
            assert!(solved.sentence(k).contains(&format!("X = {right}")), "step {k}");
        }
    }
}

#[test]
fn cops_robber_asks_who_wins_before_the_verdict_even_where_nothing_is_dominated() {
    for (link, winner) in [
        ("graph=petersen", "the robber"),
        ("graph=cycle&n=5", "the robber"),
        ("graph=wheel&n=7", "the cop"),
        ("graph=path&n=9", "the cop"),
        ("graph=tree&n=14&seed=3", "the cop"),
    ] {
        let state: cops_robber::state::State = crate::open_lab(&format!("{link}&exercise=1"));
        assert!(state.notices.is_empty(), "{link}: {:?}", state.notices);
        let solved = state.solved.clone().expect("a small graph is solved at once");
        let dismantling = &solved.analysis.dismantling;
        // The verdict by the definition of the game, not by the elimination: the cop wins exactly
        // when some start catches the robber against every answer (the oracle's capture times).
        let (cop_to_move, _) = crate::cops_robber::oracle_values(solved.graph());
        let n = solved.graph().vertex_count() as usize;
        let cop_wins =
            (0..n).any(|cop| (0..n).all(|robber| cop_to_move[cop * n + robber].is_some()));
        assert_eq!(dismantling.cop_wins(), cop_wins, "{link}");
        assert_eq!(winner == "the cop", cop_wins, "{link}");
        let question = solved.question(solved.last()).expect("the verdict is asked");
        assert_eq!(question.expected(), winner, "{link}");
        let Answer::Choice { options, .. } = &question.answer else { panic!("{link}: a choice") };
        assert_eq!(options, &["the cop", "the robber"], "{link}");
    }
    // Petersen's graph has no dominated vertex: the verdict is its exercise's one question.
    let state: cops_robber::state::State = crate::open_lab("graph=petersen&exercise=1");
    let solved = state.solved.clone().expect("solved at once");
    assert_eq!(solved.last(), 1);
    assert_eq!(solved.question(0), None);
    assert!(solved.question(1).is_some());
}

#[test]
fn cops_robber_asks_the_cops_move_wherever_one_move_catches_soonest() {
    let mut asked = 0;
    for link in [
        "graph=tree&n=14&seed=3",
        "graph=wheel&n=7",
        "graph=path&n=9",
        "graph=chordal&n=12&seed=2",
        "graph=grid&n=9",
        "graph=petersen",
    ] {
        let state: cops_robber::state::State =
            crate::open_lab(&format!("{link}&mode=replay&exercise=1"));
        assert!(state.notices.is_empty(), "{link}: {:?}", state.notices);
        assert_eq!(state.link().get("exercise"), Some("1"), "{link}");
        let solved = state.solved.clone().expect("a small graph is solved at once");
        let graph = solved.graph();
        let n = graph.vertex_count() as usize;
        // Capture times by the definition of the game, the robber to move after the cop's move.
        let (_, robber_to_move) = crate::cops_robber::oracle_values(graph);
        let replay = &solved.replay;
        let strategy = cops_robber::state::Strategy(solved.clone());
        for k in 0..=strategy.last() as usize {
            let question = strategy.question(k as u32);
            // The frame is a move of the cop's (the starts are frames 0 and 1): is exactly one
            // of its moves the soonest capture, and is it the replay's?
            let unique = (k >= 2 && k % 2 == 0).then(|| {
                let (cop, robber) = (replay[k - 2] as usize, replay[k - 1] as usize);
                let mut closed: Vec<usize> =
                    graph.neighbours(cop as u32).iter().map(|&v| v as usize).collect();
                closed.push(cop);
                let time = |to: usize| robber_to_move[to * n + robber].unwrap_or(u32::MAX);
                let best = closed.iter().map(|&to| time(to)).min().expect("N[c] holds c");
                let soonest: Vec<usize> =
                    closed.into_iter().filter(|&to| time(to) == best).collect();
                (cop, robber, soonest)
            });
            match (question, unique) {
                (Some(question), Some((cop, robber, soonest))) => {
                    asked += 1;
                    assert_eq!(
                        soonest,
                        [replay[k] as usize],
                        "{link}, frame {k}: one soonest move"
                    );
                    assert_eq!(question.expected(), replay[k].to_string(), "{link}, frame {k}");
                    assert_eq!(
                        question.prompt,
                        format!(
                            "The cop is at {cop}, the robber at {robber}. Which vertex does the cop move to ({cop} to stay)?"
                        )
                    );
                }
                (None, Some((_, _, soonest))) => {
                    assert!(soonest.len() > 1, "{link}, frame {k}: a unique soonest move is asked");
                }
                (Some(_), None) => panic!("{link}, frame {k}: a start or a robber's move is asked"),
                (None, None) => {}
            }
        }
    }
    assert!(asked >= 5, "only {asked} moves asked");
}

/// Every question of `timeline` agrees with the sentence of the frame it asks about: a number
/// is the value after the sentence's last `=`.
fn numbers_agree<T: Timeline>(timeline: &T, prompt: impl Fn(u32) -> String) -> usize {
    let mut asked = 0;
    for k in 1..=timeline.last() {
        let question = timeline.question(k).expect("every frame asks");
        assert_eq!(question.prompt, prompt(k), "frame {k}");
        let sentence = timeline.sentence(k);
        let value = sentence.rsplit("= ").next().expect("a value").trim_end_matches('.');
        assert_eq!(question.expected(), value, "frame {k}: {sentence}");
        asked += 1;
    }
    asked
}

#[test]
fn the_grundy_tables_ask_each_value_the_frame_fills() {
    use cgt_playground::ui::labs::{dag, kings, nim_table, wythoff};
    let nim: Rc<nim_table::state::State> = Rc::new(crate::open_lab("rows=3&cols=4&exercise=1"));
    assert_eq!(nim.link().get("exercise"), Some("1"));
    let cells = nim_table::state::CellByCell { table: Rc::new(nim.request.table()) };
    let asked = numbers_agree(&cells, |k| format!("What is SG({}, {})?", k % 4, k / 4));
    assert_eq!(asked, 11);
    let dag: Rc<dag::state::State> =
        Rc::new(crate::open_lab("vertices=5&edges=0-1,0-2,1-3,2-3,3-4&exercise=1"));
    assert_eq!(dag.link().get("exercise"), Some("1"));
    numbers_agree(&*dag.solved, |k| {
        format!("What is SG({})?", dag.solved.label(k).trim_start_matches("vertex "))
    });
    let kings: Rc<kings::state::State> =
        Rc::new(crate::open_lab("board=..x,...&kings=1-2,1-1&mode=table&exercise=1"));
    assert!(kings.notices.is_empty(), "{:?}", kings.notices);
    numbers_agree(&*kings.analysis, |k| {
        format!("What is the SG value of {}?", kings.analysis.label(k))
    });
    let table = wythoff::state::GrundyTable::new(4);
    numbers_agree(&table, |k| format!("What is G({}, {})?", k % 4, k / 4));
}

#[test]
fn take_away_asks_p_or_n_and_tree_path_asks_win_and_rwin() {
    use cgt_playground::ui::labs::{take_away, tree_path};
    let state: Rc<take_away::state::State> =
        Rc::new(crate::open_lab("n=9&k=3&mode=rule&step=0&exercise=1"));
    assert_eq!(state.link().get("exercise"), Some("1"));
    assert!(state.notices.is_empty(), "{:?}", state.notices);
    let table = take_away::state::PnTable::of(state.request);
    for k in 1..=table.last() {
        let question = table.question(k).expect("every column asks");
        assert_eq!(question.prompt, format!("Is N = {k} a P-position or an N-position?"));
        let right = if k % 4 == 0 { "P" } else { "N" };
        assert_eq!(question.expected(), right, "N = {k}");
        assert!(table.sentence(k).ends_with(&format!("{right}-position.")), "N = {k}");
    }
    let state: tree_path::state::State = crate::open_lab("graph=path&n=4&exercise=1");
    assert!(state.notices.is_empty(), "{:?}", state.notices);
    let solved = state.solved.clone().expect("a path is a tree");
    assert_eq!(solved.question(0), None, "the start asks nothing");
    for k in 1..=solved.last() {
        let question = solved.question(k).expect("every visit asks");
        assert!(question.prompt.starts_with(if solved.label(k).starts_with("pass 1") {
            "Pass 1: is win("
        } else {
            "Pass 2: is rwin("
        }));
        assert!(["true", "false"].contains(&question.expected().as_str()));
    }
}

/// `x / y`, exactly.
type Ratio = (u128, u128);

/// The value of an option of the betting lab's question, from A and B exactly (`None` for an
/// option no question offers).
fn betting_option(option: &str, (an, ad): Ratio, (bn, bd): Ratio) -> Option<Ratio> {
    let a_less = an * bd < bn * ad;
    Some(match option {
        "0" => (0, 1),
        "A" => (an, ad),
        "2A" => (2 * an, ad),
        "B" => (bn, bd),
        "2B" => (2 * bn, bd),
        "min(A, B)" => {
            if a_less {
                (an, ad)
            } else {
                (bn, bd)
            }
        }
        "max(A, B)" => {
            if a_less {
                (bn, bd)
            } else {
                (an, ad)
            }
        }
        "A + B" => (an * bd + bn * ad, ad * bd),
        "(A + B) / 2" => (an * bd + bn * ad, 2 * ad * bd),
        "2AB / (A + B)" => (2 * an * bn, an * bd + bn * ad),
        _ => return None,
    })
}

#[test]
fn betting_asks_which_expression_of_the_two_draws_pmax_is() {
    use cgt_playground::solve::betting::{Fraction, exact_pmax};
    use cgt_playground::ui::labs::betting;
    let exact = |i: u32, j: u32| {
        let Fraction { num, den } = exact_pmax(i, j).expect("small boxes are exact");
        (num, den)
    };
    for query in ["black=6&red=4", "black=3&red=3", "black=0&red=5", "black=10&red=10"] {
        let state: betting::state::State =
            crate::open_lab(&format!("{query}&mode=table&step=0&exercise=1"));
        assert!(state.notices.is_empty(), "{query}: {:?}", state.notices);
        assert!(state.table_playback.exercise, "{query}");
        let steps = state.pmax_steps();
        assert_eq!(steps.question(0), None, "{query}: the empty box asks nothing");
        let mut right_places = std::collections::BTreeSet::new();
        for k in 1..=steps.last() {
            let (i, j) = steps.order.cell(k);
            let question = steps.question(k).expect("every cell but the first asks");
            assert!(
                question.prompt.ends_with(&format!("What is pmax({i}, {j})?")),
                "{}",
                question.prompt
            );
            let Answer::Choice { options, correct } = &question.answer else { panic!("a choice") };
            // Neighbours outside the box stand for a draw that cannot happen: never read.
            let a = if i > 0 { exact(i - 1, j) } else { (1, 1) };
            let b = if j > 0 { exact(i, j - 1) } else { (1, 1) };
            let (pn, pd) = exact(i, j);
            let worth: Vec<bool> = options
                .iter()
                .map(|option| {
                    let (n, d) = betting_option(option, a, b).expect("a known option");
                    n * pd == pn * d
                })
                .collect();
            assert_eq!(worth.iter().filter(|&&w| w).count(), 1, "pmax({i}, {j}): {options:?}");
            assert!(worth[*correct], "pmax({i}, {j}): {options:?}, {correct}");
            assert!(options.len() >= 2, "pmax({i}, {j})");
            right_places.insert(*correct);
        }
        assert!(right_places.len() >= 2, "{query}: the right option moves: {right_places:?}");
    }
}

#[test]
fn state_graph_asks_each_states_max_dif_before_it_is_valued() {
    let mut rng = crate::oracle::Rng::new(0x5C0);
    let (mut stepped, mut negative) = (0, 0);
    for _ in 0..1000 {
        let (players, moves, finals) = crate::score_trees::random_score_graph(&mut rng);
        let mut fields = Fields::new();
        let graph = crate::score_trees::score_graph(&players, &moves, &finals);
        MaxDifRequest { graph }.write_fields(&mut fields);
        let scores = fields.get("states").expect("the states' text");
        let link = format!("mode=maxdif&scores={scores}&exercise=1");
        let state: state_graph::state::State = crate::open_lab(&link);
        if !state.stepped() {
            // Two moves between the same states (the generator makes some) are not drawn, so
            // not stepped: nothing to ask, and the link says so.
            assert!(state.scores.drawing.is_none(), "{link}");
            assert!(state.notices.iter().any(|n| n.contains("'exercise'")), "{link}");
            continue;
        }
        stepped += 1;
        assert!(state.notices.is_empty(), "{link}: {:?}", state.notices);
        assert_eq!(state.link().get("exercise"), Some("1"), "{link}");
        let run = state.scores.run.clone();
        assert_eq!(run.question(0), None, "the start asks nothing");
        assert_eq!(run.last() as usize, players.len(), "{link}: a frame per state");
        for k in 1..=run.last() {
            // Frame k values one state, asked before it: maxDif by plain minimax.
            let question = run.question(k).unwrap_or_else(|| panic!("{link}: frame {k} asks"));
            let valued = run.focus[k as usize].expect("a state per frame") as usize;
            let expected = crate::oracle::max_dif_minimax(valued, &players, &moves, &finals);
            assert_eq!(question.prompt, format!("What is maxDif({valued})? (It can be negative.)"));
            assert_eq!(question.answer, Answer::Signed(expected), "{link}: frame {k}");
            assert_eq!(run.values(k - 1)[valued], None, "{link}: not shown before it is asked");
            negative += usize::from(expected < 0);
        }
    }
    assert!(
        stepped > 200 && negative > 200,
        "{stepped} games stepped, {negative} negative answers"
    );
}

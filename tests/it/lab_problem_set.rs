//! The problem-set lab's state without a browser: each of the ten pages opened from its link
//! (its small cases, the pattern checked against every cell, the fast solution, the judge),
//! stepping and inspecting cells, the form at the contests' limits, the judge's messages, the
//! embed's part in the link, bad links, and history.

use std::rc::Rc;

use cgt_playground::api::Fields;
use cgt_playground::ui::kit::form::FormAction;
use cgt_playground::ui::kit::lab::LabState;
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::kit::timeline::{StepAction, Timeline};
use cgt_playground::ui::labs::problem_set::cases::{Layout, Tone};
use cgt_playground::ui::labs::problem_set::pages::{PAGES, answer_lines};
use cgt_playground::ui::labs::problem_set::state::{
    Action, MAX_JUDGE_INPUT, MAX_LINKED_INPUT, Part, State,
};
use cgt_playground::ui::url::history_key;
use yew::Reducible;

use crate::both;

fn open(query: &str) -> State {
    crate::open_lab(query)
}

fn after(state: State, actions: impl IntoIterator<Item = Action>) -> State {
    let mut state = Rc::new(state);
    for action in actions {
        state = state.reduce(action);
    }
    Rc::unwrap_or_clone(state)
}

fn step(command: StepCommand) -> Action {
    Action::Step(StepAction::Command(command))
}

/// Whether two states' links are one history entry (a step) or two (a new problem, input).
fn same_entry(a: &State, b: &State) -> bool {
    history_key(&a.link(), State::GAME_PARAMS) == history_key(&b.link(), State::GAME_PARAMS)
}

both! {
    fn every_page_opens_from_its_link_with_its_pattern_holding_on_every_cell() {
        for (index, page) in PAGES.iter().enumerate() {
            let state = open(&format!("problem={}", page.name()));
            assert_eq!(state.page, index);
            assert!(state.notices.is_empty(), "{}: {:?}", page.name(), state.notices);
            let cells = state.cases.cases.len();
            assert!(cells >= 40, "{}: {cells} cells", page.name());
            assert_eq!(state.playback.position(), state.cases.last(), "a page opens filled");
            // Every cell that is a position is checked; a blank cell (no position) is not.
            let positions = state.cases.cases.iter().filter(|case| case.tone != Tone::Blank).count();
            assert_eq!(state.cases.check.cells, positions, "{}: every position checked", page.name());
            assert!(state.cases.check.holds(), "{}: {}", page.name(), state.cases.check.sentence());
            assert_eq!(state.cases.check.sentence(), format!("holds for all {positions} cells"));
            // A page opens explaining a position, never a blank cell.
            assert_ne!(state.cases.cases[state.playback.focus() as usize].tone, Tone::Blank, "{}", page.name());
            assert!(state.cases.cases.iter().all(|case| !case.exception));
            if let Layout::Grid { row_names, cols, .. } = &state.cases.layout {
                assert_eq!(row_names.len() * cols, cells, "{}: a full grid", page.name());
            }
            assert!(state.answer.is_some(), "{}: the example at the limits is solved", page.name());
            assert!(!state.form.has_errors(), "{}", page.name());
            let output = state.judged.1.clone().unwrap_or_else(|message| panic!("{}: {message}", page.name()));
            assert!(output.ends_with('\n') && !output.trim().is_empty(), "{}: {output:?}", page.name());
            // The link reproduces the page: link -> state -> link.
            let link = state.link().to_query();
            assert_eq!(open(&link).link().to_query(), link, "{}", page.name());
            assert!(open(&link).notices.is_empty());
        }
    }
}

both! {
    fn sg_cells_show_their_mex_and_grids_their_verdicts() {
        let prime_powers = open("problem=prime-powers");
        let cases = &prime_powers.cases;
        assert_eq!(cases.label(6), "g(6)");
        assert_eq!(cases.cases[6].text, "0");
        assert_eq!(cases.cases[6].tone, Tone::Lose);
        assert!(cases.sentence(6).starts_with("g(6) = mex{1, 2, 3, 4, 5} = 0"), "{}", cases.sentence(6));
        assert!(cases.sentence(7).ends_with("an N-position: the player to move wins."));
        let zeros: Vec<usize> = cases.cases.iter().enumerate().filter(|(_, c)| c.tone == Tone::Lose).map(|(n, _)| n).collect();
        assert_eq!(zeros, (0..=60).step_by(6).collect::<Vec<usize>>(), "N loses iff 6 divides N");

        let gcd = open("problem=gcd-game");
        // The triples (2, b, c), rows b and columns c from 1 to 15: (2, 2, 4) is cell 15 + 3.
        // A cell is named as its sentence names the position.
        assert_eq!(gcd.cases.label(18), "(2, 2, 4)");
        let asked = gcd.cases.question(1).expect("(2, 1, 2) is asked");
        assert!(asked.prompt.starts_with("(2, 1, 2): won or lost"), "{}", asked.prompt);
        assert_eq!(gcd.cases.cases[18].tone, Tone::Blank, "gcd(2, 2, 4) > 1 is no position");
        assert_eq!(gcd.cases.sentence(18), "(2, 2, 4) is no position: its gcd is 2.");
        assert_ne!(gcd.cases.cases[1].tone, Tone::Blank, "(2, 1, 2) is a position");
        // (2, 1, 2) has one move, to (1, 1, 2) (from 2 - 1), which is won ((1, 1, 1) is lost).
        assert_eq!(gcd.cases.sentence(1), "(2, 1, 2) is lost by the player to move: every move reaches a won position ((1, 1, 2)).");

        // A won cell names its winning move, a lost one the won positions its moves reach.
        let two_piles = open("problem=two-piles-k");
        let sentence = |state: &State, name: &str| {
            let k = state.cases.cases.iter().position(|case| case.name == name).unwrap();
            state.cases.sentence(k as u32)
        };
        assert_eq!(sentence(&two_piles, "(0, 0)"), "(0, 0) is lost by the player to move: no move is left.");
        assert_eq!(sentence(&two_piles, "(1, 0)"), "(1, 0) is won by the player to move: the move to (0, 0) reaches a lost position.");
        assert_eq!(sentence(&two_piles, "(1, 1)"), "(1, 1) is lost by the player to move: every move reaches a won position ((0, 1), (1, 0)).");

        let race = open("problem=power-race");
        assert!(race.cases.cases.iter().any(|case| case.tone == Tone::Draw), "a = 1 draws with n = 100");
        // 2^7 >= 100 from b = 7 on, so (1, 7) moves only to (1, 8), drawn.
        assert_eq!(sentence(&race, "(1, 7)"), "(1, 7) is drawn: no move reaches a lost position, and the move to (1, 8) keeps it drawn: play goes on forever.");
        // The move from (20, 1) to (21, 1) leaves the table: its outcome comes from the fast
        // solution.
        assert!(sentence(&race, "(20, 1)").contains("(21, 1)"), "{}", sentence(&race, "(20, 1)"));
        let river = open("problem=river");
        match &river.cases.layout {
            Layout::Grid { row_names, cols, .. } => {
                assert_eq!(row_names[0], "open | open");
                assert_eq!(*cols, 16);
            }
            Layout::Row { .. } => panic!("the river's stretches are laid out by their ends"),
        }
    }
}

both! {
    fn steps_and_clicks_replace_the_history_entry_and_a_link_reopens_them() {
        let state = open("problem=half-nim&step=10");
        assert_eq!(state.playback.position(), 10);
        let stepped = after(state.clone(), [step(StepCommand::Forward), step(StepCommand::Forward)]);
        assert_eq!(stepped.playback.position(), 12);
        assert!(same_entry(&state, &stepped), "a step replaces the entry");
        let clicked = after(stepped.clone(), [Action::Step(StepAction::Inspect(Some(7)))]);
        assert_eq!((clicked.playback.focus(), clicked.playback.position()), (7, 12));
        assert!(same_entry(&state, &clicked));
        let reopened = open(&clicked.link().to_query());
        assert_eq!((reopened.playback.focus(), reopened.playback.position()), (7, 12));
        let future = after(state.clone(), [Action::Step(StepAction::Inspect(Some(30)))]);
        assert_eq!(future.playback.inspected, None, "cells not filled yet cannot be inspected");
        assert_eq!(after(state, [step(StepCommand::End)]).playback.position(), 60);
    }
}

both! {
    fn picking_a_problem_pushes_a_history_entry_and_shows_it_filled() {
        let state = open("problem=split-piles&step=3");
        let picked = after(state.clone(), [Action::Pick(6)]);
        assert_eq!(picked.page().name(), "two-piles-k");
        assert_eq!(picked.playback.position(), picked.cases.last());
        assert!(!same_entry(&state, &picked), "a new problem pushes");
        assert_eq!(after(state.clone(), [Action::Pick(10)]).page, 0, "no eleventh problem");
        assert_eq!(after(state, [Action::Pick(99)]).link().to_query(), "problem=split-piles&step=3&piles=1000000000,999999999,7&input=3%0A1%202%203%0A");
    }
}

both! {
    fn the_form_runs_the_fast_solution_at_the_contests_limits() {
        let state = open("problem=two-piles-k");
        let edit = |name: &'static str, text: &str| Action::Form(FormAction::Edit(name, text.into()));
        let too_large = after(state.clone(), [edit("a", "1000000000000000001")]);
        let message = too_large.form.error("a").expect("a message next to the field");
        assert!(message.contains("10^18") || message.contains("1,000,000,000,000,000,000"), "{message}");
        assert_eq!(too_large.link(), state.link(), "an edit alone changes nothing else");
        let refused = after(too_large, [Action::Form(FormAction::Submit)]);
        assert_eq!(refused.answer, None);
        assert!(refused.form.error("a").is_some());
        let solved = after(state.clone(), [edit("a", "5"), edit("b", "7"), edit("k", "3"), Action::Form(FormAction::Submit)]);
        assert!(!same_entry(&state, &solved), "a solved input pushes");
        assert_eq!(solved.link().get("a"), Some("5"));
        let expected = cgt_playground::solve::problem_set::two_piles_k::mover_wins(5, 7, 3);
        let (line, _) = answer_lines(solved.answer.as_ref().expect("solved"));
        assert_eq!(line.starts_with("The first player"), expected, "{line}");
        let reopened = open(&solved.link().to_query());
        assert_eq!(reopened.answer, solved.answer);
        let example = after(solved, [Action::Form(FormAction::Example(0))]);
        assert_eq!(example.form.text("a"), "1000000000000000000");

        // Numbers past 2^53 stay exact: half-nim's piles up to 2 * 10^18.
        let half = open("problem=half-nim&piles=2000000000000000000%2C1999999999999999999");
        let (_, detail) = answer_lines(half.answer.as_ref().expect("solved"));
        let g = cgt_playground::solve::problem_set::half_nim::grundy;
        assert!(detail.contains(&format!("{}, {}", g(2_000_000_000_000_000_000), g(1_999_999_999_999_999_999))), "{detail}");
        assert!(detail.contains("1000000000000000000"), "g(2k) = k exactly: {detail}");
        let sum = g(2_000_000_000_000_000_000) ^ g(1_999_999_999_999_999_999);
        assert!(detail.ends_with(&format!("; nim-sum {sum}.")), "{detail}");
    }
}

both! {
    fn a_bad_field_in_a_link_shows_its_message_next_to_the_field() {
        let state = open("problem=prime-powers&n=0");
        assert_eq!(state.answer, None);
        assert!(state.form.error("n").is_some());
        assert_eq!(state.link().get("n"), Some("0"), "the link keeps what it was given");
        let huge = open("problem=gcd-game&numbers=4%2C6");
        assert!(huge.form.error("numbers").is_some(), "gcd 2 is no position");
    }
}

both! {
    fn the_judge_prints_the_contests_output_or_names_the_line_and_field() {
        let state = open("problem=powers-and-mod");
        assert_eq!(state.judged.1, Ok("First\nSecond\nSecond\nFirst\n".to_string()), "the contest's sample");
        let typed = after(state.clone(), [Action::EditJudge("2\n10 21\n".into())]);
        assert_eq!(typed.judged, state.judged, "typing alone judges nothing");
        assert!(same_entry(&state, &typed));
        let judged = after(typed, [Action::Judge]);
        let message = judged.judged.1.clone().expect_err("one test missing");
        assert!(message.starts_with("line 2, a"), "{message}");
        assert!(!same_entry(&state, &judged), "a judged input pushes");
        assert_eq!(open(&judged.link().to_query()).judged, judged.judged, "the link keeps the input");
        let sample = after(judged, [Action::JudgeSample]);
        assert_eq!(sample.judged, state.judged);
        let long = "1 ".repeat(MAX_JUDGE_INPUT);
        let refused = after(state, [Action::EditJudge(long), Action::Judge]);
        assert!(refused.judged.1.clone().expect_err("too long").contains("1200000 characters"));
        // A long input is judged but kept out of the link (a short one is kept, above).
        let piles = "7 ".repeat(5_000);
        let big = after(open("problem=split-piles"), [Action::EditJudge(format!("5000\n{piles}")), Action::Judge]);
        assert_eq!(big.judged.1.as_ref().map(|output| output.lines().count()), Ok(5_000));
        assert!(!big.input_linked());
        assert_eq!(big.link().get("input"), None);
        assert!(big.judged.0.chars().count() > MAX_LINKED_INPUT);
    }
}

both! {
    fn a_judged_file_fills_the_box_only_when_a_link_keeps_it() {
        let state = open("problem=split-piles");
        let small = after(state.clone(), [Action::JudgeFile("small.txt".into(), Ok("3\n1 2 3\n".into()))]);
        assert_eq!(small.judge_text, "3\n1 2 3\n", "a short file is shown in the box");
        assert_eq!(small.judged.1, Ok("2\n1\n1\n".to_string()));
        assert_eq!(small.judged_file.as_deref(), Some("Judged the file small.txt, shown in the box."));
        assert_eq!(small.link().get("input"), Some("3\n1 2 3\n"));
        let piles = "1000000000\n".repeat(3_000);
        let big = after(small, [Action::JudgeFile("big.txt".into(), Ok(format!("3000\n{piles}")))]);
        assert_eq!(big.judge_text, "", "a long file is kept out of the box");
        assert_eq!(big.judged.1.as_ref().map(|output| output.lines().count()), Ok(3_000));
        assert!(big.judged_file.as_deref().is_some_and(|note| note.starts_with("Judged the file big.txt (3\u{2009}001 lines)")));
        assert_eq!(big.link().get("input"), None);
        let typed = after(big, [Action::EditJudge("1\n5\n".into()), Action::Judge]);
        assert_eq!(typed.judged_file, None, "judging the box forgets the file");
        let refused = after(typed, [Action::JudgeFile("huge.txt".into(), Err("the file huge.txt has 5 bytes".into()))]);
        assert_eq!(refused.judged.1, Err("the file huge.txt has 5 bytes".to_string()));
        assert_eq!((refused.judge_text.as_str(), refused.judged_file.as_deref()), ("", None));
    }
}

both! {
    fn the_part_an_embed_shows_is_kept_in_the_link() {
        let state = open("problem=river&step=5");
        assert_eq!(state.part, Part::Cases, "the small cases by default, for the stepper");
        assert_eq!(state.link().get("part"), None, "the default part leaves links as they were");
        for (name, part) in [("cases", Part::Cases), ("statement", Part::Statement), ("pattern", Part::Pattern), ("solution", Part::Solution), ("judge", Part::Judge)] {
            let shown = after(state.clone(), [Action::Show(part)]);
            assert_eq!(shown.part, part);
            assert_eq!(shown.playback, state.playback, "{name}: the table keeps its step");
            let link = shown.link().to_query();
            let reopened = open(&link);
            assert_eq!(reopened.part, part, "{link}");
            assert!(reopened.notices.is_empty(), "{link}: {:?}", reopened.notices);
            assert_eq!(reopened.link().to_query(), link);
            assert_eq!(open(&format!("problem=river&part={name}")).part, part);
            assert_eq!(same_entry(&state, &shown), part == Part::Cases, "{name}: another part pushes");
        }
        let judge = after(state, [Action::Show(Part::Judge), Action::Pick(3)]);
        assert_eq!((judge.page().name(), judge.part), ("half-nim", Part::Judge), "a new problem keeps the part");
        assert_eq!(judge.link().get("part"), Some("judge"));
    }
}

both! {
    fn a_bad_part_gets_a_notice_and_the_small_cases() {
        for query in ["problem=copies&part=nope", "problem=copies&part=", "problem=copies&part=%00%FF", "problem=copies&part=judge,pattern"] {
            let state = open(query);
            assert_eq!(state.part, Part::Cases, "{query}");
            assert_eq!(state.notices.len(), 1, "{query}: {:?}", state.notices);
            assert!(state.notices[0].contains("part"), "{query}: {:?}", state.notices);
            assert!(state.notices[0].contains("cases, statement, pattern, solution, judge"), "{query}: {:?}", state.notices);
            assert_eq!(state.link().get("part"), None, "{query}: the link shows what is shown");
        }
        let embed = State::from_link(&Fields::from_query("problem=copies&part=JUDGE"), cgt_playground::ui::route::View::Embed);
        assert_eq!(embed.part, Part::Judge, "read as the other choices are, whatever the case");
    }
}

both! {
    fn bad_links_get_notices_and_defaults() {
        for query in ["problem=nope", "problem=%E2%80%8B", "problem=river&step=99999", "problem=river&zzz=1", "problem=copies&speed=abc"] {
            let state = open(query);
            assert!(!state.notices.is_empty(), "{query}");
            let link = state.link().to_query();
            assert_eq!(open(&link).link().to_query(), link, "{query}");
        }
        assert_eq!(open("problem=nope").page, 0);
        let fields = Fields::from_query("problem=copies&input=%00%FF%0A");
        let state = State::from_link(&fields, cgt_playground::ui::route::View::Embed);
        assert!(state.judged.1.is_err());
    }
}

both! {
    fn the_small_cases_ask_every_position_in_an_exercise_kept_across_problems() {
        use cgt_playground::ui::kit::exercise::Answer;
        for page in PAGES.iter() {
            let state = open(&format!("problem={}&exercise=1", page.name()));
            assert!(state.notices.is_empty(), "{}: {:?}", page.name(), state.notices);
            assert!(state.playback.exercise, "{}", page.name());
            assert_eq!(state.playback.position(), 0, "{}: an exercise starts at the first cell", page.name());
            let cases = &state.cases;
            let draws = cases.cases.iter().any(|case| case.tone == Tone::Draw);
            for (k, case) in cases.cases.iter().enumerate() {
                let what = format!("{}, cell {}", page.name(), case.name);
                let question = cases.question(k as u32);
                if case.tone == Tone::Blank {
                    assert_eq!(question, None, "{what}: no position, no question");
                    continue;
                }
                // A cell whose verdict an earlier cell's sentence states is not asked.
                let stated = cases.cases[..k].iter().any(|before| before.sentence.contains(&case.name));
                if stated {
                    assert_eq!(question, None, "{what}: stated before it is asked");
                    continue;
                }
                let question = question.unwrap_or_else(|| panic!("{what}: not asked"));
                assert!(question.prompt.contains(&case.name), "{what}: {}", question.prompt);
                // The answer is what the frame reveals, and agrees with the searched outcome.
                match question.answer {
                    Answer::Number(value) => {
                        assert_eq!(value.to_string(), case.text, "{what}");
                        assert_eq!(value == 0, case.tone == Tone::Lose, "{what}: 0 exactly at a P-position");
                    }
                    Answer::Choice { options, correct } => {
                        assert_eq!(options.len(), if draws { 3 } else { 2 }, "{what}: {options:?}");
                        let letter = match case.tone {
                            Tone::Win => "W:",
                            Tone::Lose => "L:",
                            _ => "D:",
                        };
                        assert!(options[correct].starts_with(letter), "{what}: {}", options[correct]);
                        assert_eq!(options.iter().filter(|option| option.starts_with(letter)).count(), 1);
                    }
                    Answer::Signed(_) => panic!("{what}: no value here is negative"),
                }
            }
        }
        // Only problem 9 (power race), whose moves go to later cells, names cells before they
        // are filled; every other problem asks each of its positions.
        let asked = |name: &str| {
            let state = open(&format!("problem={name}&exercise=1"));
            (1..=state.cases.last()).filter(|&k| state.cases.question(k).is_some()).count()
        };
        for page in PAGES.iter() {
            let state = open(&format!("problem={}", page.name()));
            let positions = state.cases.cases[1..].iter().filter(|case| case.tone != Tone::Blank).count();
            if page.name() == "power-race" {
                assert!(asked(page.name()) < positions / 2, "power-race asks {}", asked(page.name()));
            } else {
                assert_eq!(asked(page.name()), positions, "{}", page.name());
            }
        }
        // An exercise starts at its first cell whatever the link's step, as another problem does.
        let first = PAGES[0].name();
        let state = open(&format!("problem={first}&step=5&exercise=1"));
        assert!(state.playback.exercise);
        assert_eq!(state.playback.position(), 0);
        assert!(state.link().get("exercise").is_some());
        let picked = after(state, [Action::Pick(4)]);
        assert!(picked.playback.exercise);
        assert_eq!(picked.playback.position(), 0);
        // A bad value is a notice, and the page opens filled, outside the exercise.
        let bad = open(&format!("problem={first}&exercise=yes"));
        assert!(!bad.playback.exercise);
        assert_eq!(bad.playback.position(), bad.cases.last());
        assert_eq!(bad.notices.len(), 1, "{:?}", bad.notices);
        // Without the exercise, a page still opens filled.
        let plain = after(open(&format!("problem={first}")), [Action::Pick(4)]);
        assert!(!plain.playback.exercise);
        assert_eq!(plain.playback.position(), plain.cases.last());
    }
}

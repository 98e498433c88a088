//! The pursuit lab's state without a browser: link to state and back, the form (its mistakes
//! and a new game), the play-out as a timeline, and which actions push a history entry.

use std::rc::Rc;

use cgt_playground::api::Fields;
use cgt_playground::api::pursuit::{MAX_PLAY_MOVES, renumber_after_removal};
use cgt_playground::solve::pursuit::{Outcome, Position, Pursuit, Side, play_out, solve};
use cgt_playground::ui::kit::exercise::Answer;
use cgt_playground::ui::kit::form::FormAction;
use cgt_playground::ui::kit::lab::{LabState, link_of};
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::kit::timeline::{StepAction, Timeline};
use cgt_playground::ui::labs::pursuit::state::{Action, PlayLine, State};
use cgt_playground::ui::url::history_key;
use cgt_playground::ui::widgets::graph_input::GraphAction;
use cgt_playground::ui::widgets::graph_view::GraphEdit;

const TRIANGLE: &str = "vertices=3&edges=0-1,1-2,2-0&directed=yes&stay=no&cops=0&robbers=2&schedule=c0,r0&safe=&captures=1&escapes=1&capture=meet";

use crate::act;

fn open(query: &str) -> State {
    crate::open_lab(query)
}

/// The play-out of the state's game.
fn play_line(state: &State) -> PlayLine {
    let request = state.request.as_ref().expect("a game");
    let solved = Rc::new(solve(Pursuit::new(request.0.rules.clone())));
    let play = Rc::new(play_out(&solved.0, &solved.1, MAX_PLAY_MOVES));
    PlayLine { solved, play }
}

#[test]
fn a_link_opens_a_state_that_writes_the_same_link() {
    for query in ["", TRIANGLE, "vertices=3&edges=0-1,1-2,2-0&cops=0&robbers=2&step=2&speed=25"] {
        let link = link_of::<State>(&Fields::from_query(query));
        assert_eq!(link_of::<State>(&link), link, "{query}");
    }
    // An empty choice takes its default as a left-out one does (found by the fuzz tests: the
    // link first dropped `directed=`, then wrote `directed=yes`).
    // Here the schedule names a second cop the link does not place: the game is refused, and
    // the link writes the form's fields.
    let empty = "graph=grid&rows=3&cols=4&cops=1&robbers=5&schedule=c0,c1,r0&directed=";
    let link = link_of::<State>(&Fields::from_query(empty));
    assert_eq!(link.get("directed"), Some("yes"));
    assert_eq!(link_of::<State>(&link), link);
    // A short link takes cgt.solve's defaults and writes them out.
    let short = open("vertices=3&edges=0-1,1-2,2-0&cops=0&robbers=2");
    assert_eq!(short.link().get("schedule"), Some("c0,r0"));
    assert_eq!(short.form.text("schedule"), "c0,r0");
    // A step past the play-out is kept until the game is solved.
    assert_eq!(open(&format!("{TRIANGLE}&step=6")).link().get("step"), Some("6"));
    // A step that is no number is a notice naming no limit: the play-out's end is not known yet.
    let notices = open(&format!("{TRIANGLE}&step=-1")).notices;
    assert_eq!(notices.len(), 1);
    assert!(notices[0].contains("'-1' is not a step: give a whole number"), "{notices:?}");
    // A whole number too large for any step is told so.
    let notices = open(&format!("{TRIANGLE}&step=99999999999999999999")).notices;
    assert_eq!(
        notices,
        [
            "The link's step: '99999999999999999999' is larger than any step: give a smaller one, 0 for the start. Showing the default instead."
        ]
    );
}

#[test]
fn the_play_out_is_the_timeline() {
    let state = open(TRIANGLE);
    let line = play_line(&state);
    let last = line.last();
    assert!(last >= 1);
    assert_eq!(line.label(0), "start");
    assert_eq!(line.label(1), "move 1: c0");
    assert!(line.sentence(0).starts_with("Start: cop 0 at 0; robber 0 at 2."));
    assert!(
        line.sentence(1).starts_with("Move 1: Cop 0 moves from 0 to 1."),
        "{}",
        line.sentence(1)
    );
    assert!(line.sentence(last).contains("already occurred after move 0"));
    let chase = play_line(&open(""));
    assert_eq!(chase.last(), 8);
    assert!(chase.sentence(8).contains("The cops have captured enough robbers: they win."));
}

#[test]
fn the_exercise_asks_where_the_mover_goes_when_one_move_is_best() {
    let state = open("exercise=1");
    assert_eq!(state.link().get("exercise"), Some("1"));
    let chase = play_line(&state);
    let (game, solution) = (&chase.solved.0, &chase.solved.1);
    let mut asked = 0;
    for k in 1..=chase.last() {
        let Some(question) = chase.question(k) else { continue };
        asked += 1;
        let before = &chase.play.positions[k as usize - 1];
        let mover = game.mover(before).side;
        // Perfect play ranks a move by what follows it: a win (the sooner the better), a
        // draw, a loss (the later the better).
        let rank = |after: &Position| {
            let index = game.index(after);
            match (solution.outcome(index), solution.moves_to_end(index)) {
                (Outcome::Draw, _) | (_, None) => (1, 0),
                (outcome, Some(moves)) if (outcome == Outcome::Cops) == (mover == Side::Cops) => {
                    (2, -i64::from(moves))
                }
                (_, Some(moves)) => (0, i64::from(moves)),
            }
        };
        let step = &chase.play.steps[k as usize - 1];
        let answer = step.to.expect("a move").to_string();
        assert_eq!(question.expected(), answer, "move {k}: the play-out's move");
        let best = rank(&chase.play.positions[k as usize]);
        for (other, after) in game.moves(before) {
            if other.to != step.to {
                assert!(rank(&after) < best, "move {k}: {:?} is as good", other.to);
            }
        }
        assert!(question.prompt.starts_with("Where does "), "{}", question.prompt);
    }
    assert!(asked >= 3, "the chase asks {asked} of its {} moves", chase.last());
    // A move where another is as good is not asked: the triangle's draw keeps to drawn states.
    let triangle = play_line(&open(TRIANGLE));
    assert_eq!(chase.question(0), None);
    for k in 1..=triangle.last() {
        if let Some(question) = triangle.question(k) {
            let Answer::Choice { options, .. } = &question.answer else { panic!("a choice") };
            assert!(options.len() >= 2, "move {k}: {options:?}");
        }
    }
}

#[test]
fn a_form_mistake_keeps_the_game_and_a_new_game_pushes() {
    let state = open(TRIANGLE);
    let key = history_key(&state.link(), State::GAME_PARAMS);
    let stepped = act(state.clone(), Action::Step(StepAction::Command(StepCommand::Forward), 6));
    assert_eq!(stepped.playback.position(), 1);
    assert_eq!(history_key(&stepped.link(), State::GAME_PARAMS), key, "a step replaces");
    let typed = act(stepped, Action::Form(FormAction::Edit("cops", "0,99".to_string())));
    let refused = act(typed, Action::Form(FormAction::Submit));
    let message = refused.form.error("cops").unwrap_or_default();
    assert!(message.contains("vertex 99 is out of range; the vertices are 0 to 2"), "{message}");
    let mut shown = state.link();
    shown.set("step", "1");
    assert_eq!(refused.link(), shown, "the address keeps the game shown");
    let typed = act(refused, Action::Form(FormAction::Edit("cops", "1".to_string())));
    let new_game = act(typed, Action::Form(FormAction::Submit));
    assert!(!new_game.form.has_errors());
    assert_eq!(new_game.playback.position(), 0);
    assert_ne!(history_key(&new_game.link(), State::GAME_PARAMS), key, "a new game pushes");
    let cancelled = act(new_game, Action::Cancel);
    assert!(cancelled.request.is_none());
}

#[test]
fn deleting_a_vertex_renumbers_the_starts_above_it() {
    assert_eq!(renumber_after_removal("0, 4", 2).as_deref(), Some("0, 3"));
    assert_eq!(renumber_after_removal("1 5,3", 0).as_deref(), Some("0 4,2"));
    assert_eq!(renumber_after_removal("", 0).as_deref(), Some(""));
    assert_eq!(renumber_after_removal("0,3", 3), None);
    let state = open("graph=cycle&n=5&cops=0&robbers=4&directed=no");
    let removed = act(state, Action::Graph(GraphAction::Edit(GraphEdit::RemoveVertex(2))));
    assert_eq!(removed.form.text("robbers"), "3");
    assert!(removed.request.is_some());
    let removed = act(removed, Action::Graph(GraphAction::Edit(GraphEdit::RemoveVertex(3))));
    let message = removed.form.error("robbers").unwrap_or_default();
    assert_eq!(message, "vertex 3 was deleted; choose another vertex");
    assert!(removed.request.is_none(), "no game of the old graph");
}

#[test]
fn play_runs_the_moves_on_with_the_timer() {
    let play = |action| Action::Step(StepAction::Command(action), 6);
    let playing = act(open(TRIANGLE), play(StepCommand::TogglePlay));
    let ticked = act(act(playing, play(StepCommand::Tick)), play(StepCommand::Tick));
    assert_eq!((ticked.playback.position(), ticked.playback.playhead.playing), (2, true));
}

#[test]
fn a_refused_game_keeps_its_link_and_its_choices_as_cgt_solve_reads_them() {
    use cgt_playground::api::Request;
    use cgt_playground::api::pursuit::PursuitRequest;
    use cgt_playground::ui::labs::pursuit::state::CHOICE_DEFAULTS;
    // 7.5 million states: refused; the form shows the left-out choices as their defaults and the
    // address gains no empty parameter.
    let query = "graph=grid&rows=6&cols=6&cops=0,35&robbers=14,20&schedule=c0,c1,r0,r1&directed=no&stay=yes";
    let state = crate::open_lab::<State>(query);
    assert!(state.request.is_none() && state.form.has_errors());
    assert_eq!(state.form.text("capture"), "meet");
    let link = state.link();
    for name in ["safe", "captures", "escapes"] {
        assert_eq!(link.get(name), None, "{name} in {}", link.to_query());
    }
    assert_eq!(link.get("capture"), Some("meet"));
    // The defaults shown are the ones cgt.solve takes when they are left out.
    let base = "game=pursuit&vertices=3&edges=0-1,1-2&cops=0&robbers=2&schedule=c0,r0";
    let explicit: String =
        CHOICE_DEFAULTS.iter().map(|(name, value)| format!("&{name}={value}")).collect();
    let left_out = PursuitRequest::from_fields(&Fields::from_query(base)).expect("valid");
    let written = PursuitRequest::from_fields(&Fields::from_query(&format!("{base}{explicit}")))
        .expect("valid");
    assert_eq!(left_out, written);
}

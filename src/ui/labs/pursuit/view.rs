//! The pursuit lab's views: the game's form, and the solved game (its summary, the play-out
//! stepped, the drawing at the current move).

use yew::prelude::*;

use super::state::{Action, GAME_DEFAULTS, PlayLine, start_job};
use crate::api::pursuit::{MAX_PLAY_MOVES, PursuitRequest};
use crate::solve::pursuit::{
    Ending, Outcome, PlayOut, Pursuit, PursuitRules, RobberStatus, Side, Solution, outcome_text,
    play_out,
};
use crate::ui::kit::controls::verdict_panel;
use crate::ui::kit::graph_lab::{stepped_drawing_on, use_step_on_timeline};
use crate::ui::kit::prelude::*;

/// Games of at most this many states are solved at once (a few milliseconds); larger ones in
/// time slices with a progress bar.
const SYNC_STATES: u64 = 20_000;

/// The game's fields and the Solve button.
pub fn form_view(form: &Form, on_form: &Callback<FormAction>) -> Html {
    let field = |id, name, label, help: &'static str| {
        form.field_with_help((id, name, label), (help, ""), false, on_edit(on_form, name))
    };
    let choice = |(id, name, label), options| {
        form.choice((id, name, label), options, on_edit(on_form, name))
    };
    // Messages about the whole game (its size) or the graph, which have no field here.
    let others: Vec<String> = form
        .errors()
        .iter()
        .filter(|error| {
            error.field != "game" && !GAME_DEFAULTS.iter().any(|(name, _)| *name == error.field)
        })
        .map(FieldError::to_string)
        .collect();
    let fields = html! {
        <>
            { field("pursuit-cops", "cops", "Cops start at", "1 to 4 vertices, e.g. 0,3") }
            { field("pursuit-robbers", "robbers", "Robbers start at", "1 to 4 vertices") }
            { field("pursuit-schedule", "schedule", "Schedule", "movers in order, repeated: c0 = cop 0, r1 = robber 1; empty: every cop, then every robber") }
            { field("pursuit-safe", "safe", "Safe vertices", "one group per robber, by commas; a group's vertices by spaces; empty: none") }
            { field("pursuit-captures", "captures", "B′: captures to win", "1 to the number of robbers; empty: all of them") }
            { field("pursuit-escapes", "escapes", "B″: safe robbers to win", "1 to the number of robbers; empty: all of them") }
            { choice(("pursuit-capture", "capture", "Capture"), &[("meet", "on meeting, whoever moved"), ("cop-moves", "only when a cop moves in")]) }
            { choice(("pursuit-stay", "stay", "Staying put"), &[("yes", "always allowed (a loop everywhere)"), ("no", "only along listed loops")]) }
            { choice(("pursuit-directed", "directed", "Edges"), &[("no", "both ways"), ("yes", "one way: u-v is the arc u → v")]) }
            if !others.is_empty() {
                <p class="field-error game-error" role="alert">{ others.join("; ") }</p>
            }
        </>
    };
    html! { <div class="pursuit-form">{ request_form(fields, "Solve", &[], on_form) }</div> }
}

/// The game view's properties.
#[derive(Properties, PartialEq)]
pub struct GameViewProps {
    pub request: Shared<PursuitRequest>,
    pub playback: Playback,
    pub on_action: Callback<Action>,
    pub drawing: Callback<Marks, Html>,
}

/// The solved game: the summary, the stepper, the drawing at the current move.
#[component]
pub fn GameView(props: &GameViewProps) -> Html {
    let states = u64::from(Pursuit::new(props.request.0.rules.clone()).state_count());
    let solved = use_sliced(props.request.clone(), states, SYNC_STATES, start_job);
    let play = use_memo(
        match &solved {
            Sliced::Ready(solved) => Some(Shared(solved.clone())),
            Sliced::Pending(_) => None,
        },
        |solved| {
            solved
                .as_ref()
                .map(|solved| Rc::new(play_out(&solved.0.0, &solved.0.1, MAX_PLAY_MOVES)))
        },
    );
    let on_action = &props.on_action;
    let last = (*play).as_ref().map(|play| play.steps.len() as u32);
    use_step_on_timeline(props.playback.position(), last, on_action, Action::Step);
    let solved = match solved {
        Sliced::Pending(progress) => {
            let cancel = on_action.reform(|_: MouseEvent| Action::Cancel);
            let what = format!("Solving {states} states…");
            return progress_panel(what, progress, Some(cancel), html! {});
        }
        Sliced::Ready(solved) => solved,
    };
    let Some(play) = (*play).clone() else { return html! {} };
    let line = Rc::new(PlayLine { solved: solved.clone(), play: play.clone() });
    let drawing = |step| props.drawing.emit(marks(&solved.0, &play, step as usize));
    html! {
        <>
            { summary(&solved.0, &solved.1, &play) }
            { stepped_drawing_on(&line, props.playback, on_action, Action::Step, drawing, LEGEND) }
        </>
    }
}

fn summary(game: &Pursuit, solution: &Solution, play: &PlayOut) -> Html {
    let rules = game.rules();
    let start = game.index(&game.start());
    let (cops, robbers, draws) = solution.counts();
    let verdict = outcome_text(solution.outcome(start), solution.moves_to_end(start));
    let (n, a, b, k) =
        (rules.vertices, rules.cops.len(), rules.robbers.len(), rules.schedule.len());
    let formula = format!("{} = {}", PursuitRules::state_formula(n, a, b, k), game.state_count());
    let ending = match play.ending {
        Ending::Won(_) => String::new(),
        Ending::Repeats { first } => format!(
            " The play-out below stops when the position after move {} recurs (first seen after move {first}).",
            play.steps.len()
        ),
        Ending::Truncated => format!(" The play-out below stops after {} moves.", play.steps.len()),
    };
    let outcome_class = match solution.outcome(start) {
        Outcome::Cops => "cops",
        Outcome::Robbers => "robbers",
        Outcome::Draw => "draw",
    };
    let line = format!("Perfect play from the start: {verdict}.");
    verdict_panel(
        classes!("pursuit-summary", outcome_class),
        line,
        html! {
            <p class="detail">
                { format!("States: {formula} (a robber is on a vertex, captured, or safe; times the schedule index). \
                           Of them, the cops win {cops}, the robbers win {robbers}, {draws} are draws.{ending}") }
            </p>
        },
    )
}

/// The cops, the robbers and their safe vertices at move `step`, and the last move.
fn marks(game: &Pursuit, play: &PlayOut, step: usize) -> Marks {
    let rules = game.rules();
    let position = &play.positions[step];
    let mut badges: Vec<Vec<String>> = vec![Vec::new(); rules.vertices as usize];
    let mut marks = Marks::new();
    for (j, status) in position.robbers.iter().enumerate() {
        if let RobberStatus::At(_) = status {
            for &v in &rules.safe[j] {
                marks = marks.vertex(v, "pu-safe");
                badges[v as usize].push(format!("H{j}"));
            }
        }
    }
    for (i, &v) in position.cops.iter().enumerate() {
        marks = marks.vertex(v, "cop");
        badges[v as usize].insert(0, format!("C{i}"));
    }
    for (j, status) in position.robbers.iter().enumerate() {
        if let RobberStatus::At(v) = *status {
            marks = marks.vertex(v, "robber");
            badges[v as usize].insert(0, format!("R{j}"));
        }
    }
    if step > 0 {
        let s = &play.steps[step - 1];
        let before = &play.positions[step - 1];
        let from = match s.agent.side {
            Side::Cops => Some(before.cops[s.agent.index as usize]),
            Side::Robbers => match before.robbers[s.agent.index as usize] {
                RobberStatus::At(v) => Some(v),
                _ => None,
            },
        };
        if let (Some(from), Some(to)) = (from, s.to) {
            marks = marks.edge(from, to, "witness").vertex(to, "pu-moved");
        }
    }
    for (v, list) in badges.iter().enumerate() {
        if !list.is_empty() {
            marks = marks.badge(v as u32, list.join(" "));
        }
    }
    marks
}

/// What the colours mean.
const LEGEND: &[(&str, &str)] = &[
    ("pu-cop", "cop (C0, C1, …)"),
    ("pu-robber", "robber (R0, …)"),
    ("pu-safe", "safe vertex of a robber still free (H0: robber 0's)"),
    ("pu-moved", "where the last mover went"),
];

//! The tree-path lab's views: the drawing, the passes with their values table, and the game.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::state::{Action, Known, Solved, State};
use crate::solve::tree_path::{RerootingEvent, TreePathGame};
use crate::ui::kit::frame::data_table;
use crate::ui::kit::graph_lab::stepped_drawing;
use crate::ui::kit::play::normal_play_status;
use crate::ui::kit::prelude::*;
use crate::ui::widgets::graph_panel::graph_panel;
use crate::ui::widgets::graph_view::DRAW_LIMIT;

/// The values table lists every vertex up to this many.
const TABLE_LIMIT: u32 = 100;

/// The passes: the root chooser, the stepper, the sentence, the drawing and the values.
pub fn passes_view(
    state: &State,
    solved: &Rc<Solved>,
    on_action: &Callback<Action>,
    view: View,
) -> Html {
    let step = state.playback.position();
    let n = solved.vertices();
    // A number field, not a list: a list of ten thousand vertices froze the page for 0.3 s.
    // A value out of range keeps the root and gets the browser's message beside the field.
    let on_root = {
        let on_action = on_action.clone();
        Callback::from(move |event: Event| {
            let field: HtmlInputElement = event.target_unchecked_into();
            // Valid means a whole number from 0 to n - 1 (the field's step, min and max).
            if field.check_validity() {
                on_action.emit(Action::SetRoot(field.value_as_number() as u32));
            } else {
                field.report_validity();
            }
        })
    };
    let known = solved.passes.frame(step);
    let done = html! {
        if step == solved.last() { <p class="verdict tree-path-verdict">{ solved.values.summary() }</p> }
    };
    let marks = pass_marks(solved, &known, step);
    let drawing =
        graph_drawing(&state.graph, view, marks, "The tree", &on_action.reform(Action::Graph));
    html! {
        <>
            <div class="tree-path-root">
                <label for="tree-path-root">{ "Root of the first pass " }</label>
                <input id="tree-path-root" type="number" min="0" max={(n - 1).to_string()} step="1"
                    required=true value={state.root.to_string()} onchange={on_root} />
            </div>
            { stepped_drawing(solved, state.playback, &on_action.reform(Action::Step), done, drawing, LEGEND) }
            if n <= TABLE_LIMIT { { values_table(solved, &known, step) } }
        </>
    }
}

/// The values known at frame `step` coloured, and the vertex it visits with its sons (pass 1)
/// or its parent (pass 2).
fn pass_marks(solved: &Solved, known: &[Known], step: u32) -> Marks {
    let values = &solved.values;
    let second_pass = matches!(solved.visit(step), Some(RerootingEvent::TopDown { .. }));
    let mut marks = Marks::new().vertex(values.root, "tp-root");
    for (v, &known) in (0..).zip(known) {
        let i = v as usize;
        match known {
            Known::Rerooted => {
                marks = marks
                    .vertex(v, if values.rwin[i] { "tp-win" } else { "tp-lose" })
                    .badge(v, format!("{} ntrwin {}", letter(values.rwin[i]), values.ntrwin[i]));
            }
            Known::Rooted => {
                marks = marks
                    .vertex(v, if values.win[i] { "tp-win" } else { "tp-lose" })
                    .badge(v, format!("{} ntwin {}", letter(values.win[i]), values.ntwin[i]));
                if second_pass {
                    marks = marks.vertex(v, "muted");
                }
            }
            Known::Nothing => {}
        }
    }
    match solved.visit(step) {
        None => marks,
        Some(RerootingEvent::BottomUp { v, .. }) => {
            let sons = solved.values.sons(&solved.game.tree, v);
            let mut marks = marks.vertex(v, "focus").vertices(sons.iter().copied(), "neighbour");
            for s in sons {
                marks = marks.edge(v, s, "x-edge");
            }
            marks
        }
        Some(RerootingEvent::TopDown { v, .. }) => match values.parent[v as usize] {
            Some(p) => marks.vertex(v, "focus").vertex(p, "partner").edge(p, v, "y-edge"),
            None => marks.vertex(v, "focus"),
        },
    }
}

/// The letter a known value's badge starts with, so a win is told by more than its colour.
fn letter(wins: bool) -> char {
    if wins { 'W' } else { 'L' }
}

/// What the colours mean.
const LEGEND: &[(&str, &str)] = &[
    ("tp-win", "W: win / rwin true"),
    ("tp-lose", "L: false"),
    ("ring focus", "the vertex this step computes"),
    ("ring neighbour", "its sons (pass 1)"),
    ("ring partner", "its parent (pass 2)"),
    ("ring root", "the root of pass 1"),
];

fn values_table(solved: &Solved, known: &[Known], step: u32) -> Html {
    let values = &solved.values;
    let current = match solved.visit(step) {
        None => None,
        Some(RerootingEvent::BottomUp { v, .. } | RerootingEvent::TopDown { v, .. }) => Some(v),
    };
    let cell = |known: bool, text: String| if known { text } else { "·".to_string() };
    let names = ["vertex", "parent", "win", "ntwin", "ntrwin", "rwin: A wins from here"];
    let rows = (0..solved.vertices()).map(|v| {
        let i = v as usize;
        let parent = values.parent[i].map_or("root".to_string(), |p| p.to_string());
        let (first, second) = (known[i] != Known::Nothing, known[i] == Known::Rerooted);
        html! {
            <tr class={classes!((current == Some(v)).then_some("current"))} data-v={v.to_string()}>
                <td>{ v }</td><td>{ parent }</td>
                <td>{ cell(first, values.win[i].to_string()) }</td>
                <td>{ cell(first, values.ntwin[i].to_string()) }</td>
                <td>{ cell(second, values.ntrwin[i].to_string()) }</td>
                <td>{ cell(second, values.rwin[i].to_string()) }</td>
            </tr>
        }
    });
    data_table("tree-path-values", &names, rows)
}

/// The game against the computer: the controls, whose turn it is, and the marked path.
pub fn play_view(
    graph: &GraphInput,
    solved: &Solved,
    play: &PlayState<TreePathGame>,
    on_action: &Callback<Action>,
) -> Html {
    // Moves are clicks on the drawing.
    if !graph.drawn() {
        let n = graph.graph.vertex_count();
        return html! {
            <p class="detail">{ format!("Games against the computer are played by clicking the drawn tree: on trees of up to {DRAW_LIMIT} vertices (this one has {n}).") }</p>
        };
    }
    let position = play.position();
    let choices = play.game.moves(&position);
    let moves = &play.record.moves;
    let player = |ply: usize| if ply.is_multiple_of(2) { "A" } else { "B" };
    let mut marks = Marks::new();
    for (ply, &v) in moves.iter().enumerate() {
        marks = marks.vertex(v, "trail").badge(v, format!("{}{}", player(ply), ply / 2 + 1));
    }
    if let Some(&last) = moves.last() {
        marks = marks.vertex(last, "focus");
    }
    let yours = play.turn() == Turn::Yours;
    let winning: Vec<u32> =
        choices.iter().copied().filter(|&v| play.game.marking_wins(&position, v)).collect();
    // With the hint on, a lost position says so, as the other labs' hints do.
    let no_win = yours && play.hint && !moves.is_empty() && winning.is_empty();
    if yours {
        marks = marks.vertices(choices.iter().copied(), "option");
        if play.hint {
            marks = marks.vertices(winning, "tp-win");
        }
    }
    let your_move = if moves.is_empty() {
        "You are A: click the vertex to start from.".to_string()
    } else {
        let you = player(moves.len());
        format!("You are {you}: click a highlighted neighbour of the last marked vertex.")
    };
    let starts: Vec<String> = solved.values.winning_starts().iter().map(u32::to_string).collect();
    let verdict = if starts.is_empty() {
        "B wins whatever A starts with.".to_string()
    } else {
        format!("A wins by starting at {}.", starts.join(", "))
    };
    let on_play = on_action.reform(Action::Play);
    let on_vertex = on_play.reform(PlayAction::Move);
    let clickable = if yours { choices } else { Vec::new() };
    html! {
        <>
            { play_controls(play, &on_play, Some("Show winning choices")) }
            { status_line(normal_play_status(play, your_move)) }
            if play.hint && moves.is_empty() { <p class="detail">{ verdict }</p> }
            if no_win {
                <p class="detail">{ "No choice wins here: whichever neighbour you mark, your opponent can win." }</p>
            }
            { graph_panel(graph, marks, "The tree", None, Some(on_vertex), Some(clickable)) }
        </>
    }
}

//! The tree-path lab's views: the drawing, the passes with their values table, and the game.

use std::rc::Rc;

use yew::prelude::*;

use super::state::{Action, Known, Mode, Solved, State, yes_no};
use crate::solve::play::Game;
use crate::solve::tree_path::{PathEnd, RerootingEvent};
use crate::ui::kit::controls::actions;
use crate::ui::kit::timeline::{Stepped, Timeline};
use crate::ui::widgets::graph_panel::graph_panel;
use crate::ui::widgets::graph_view::Marks;

/// The values table lists every vertex up to this many.
const TABLE_LIMIT: u32 = 100;

/// The drawing (or the summary of a large graph) with `marks`; editable in the passes view.
pub fn drawing(
    state: &State,
    marks: Option<(Marks, Option<Vec<u32>>)>,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let on_graph = actions(dispatcher).reform(Action::Graph);
    let playing = state.mode == Mode::Play && state.solved.is_ok();
    let editable = !playing && !state.embed;
    let (marks, clickable) = marks.unwrap_or_default();
    let on_vertex = playing.then(|| actions(dispatcher).reform(Action::Mark));
    let on_edit = editable.then_some(&on_graph);
    graph_panel(&state.graph, marks, "The tree", on_edit, on_vertex, clickable)
}

/// The passes: the root chooser, the stepper, the sentence, the drawing and the values.
pub fn passes_view(
    state: &State,
    solved: &Rc<Solved>,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let step = state.playback.position();
    let n = solved.vertices();
    let label = {
        let solved = solved.clone();
        Callback::from(move |k: u32| solved.label(k))
    };
    let on_root = actions(dispatcher).reform(|event: Event| {
        let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
        Action::SetRoot(select.value().parse().unwrap_or(0))
    });
    let known = solved.passes.frame(step);
    html! {
        <>
            <div class="tree-path-root">
                <label for="tree-path-root">{ "Root of the first pass " }</label>
                <select id="tree-path-root" onchange={on_root}>
                    { for (0..n).map(|v| html! { <option value={v.to_string()} selected={v == state.root}>{ v }</option> }) }
                </select>
            </div>
            <Stepped playback={state.playback} {label} on_action={actions(dispatcher).reform(Action::Step)} />
            <div class="explanation" aria-live="polite">
                <p class="sentence">{ solved.sentence(step) }</p>
                if step == solved.last() { <p class="verdict tree-path-verdict">{ solved.summary() }</p> }
            </div>
            { drawing(state, Some((pass_marks(solved, &known, step), None)), dispatcher) }
            { legend() }
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
                    .badge(v, format!("ntrwin {}", values.ntrwin[i]));
            }
            Known::Rooted => {
                marks = marks
                    .vertex(v, if values.win[i] { "tp-win" } else { "tp-lose" })
                    .badge(v, format!("ntwin {}", values.ntwin[i]));
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
            let sons = solved.sons(v);
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

fn legend() -> Html {
    html! {
        <p class="legend tree-path-legend">
            <span class="swatch tp-win"></span>{ " win / rwin true " }
            <span class="swatch tp-lose"></span>{ " false " }
            <span class="swatch ring focus"></span>{ " the vertex this step computes " }
            <span class="swatch ring neighbour"></span>{ " its sons (pass 1) " }
            <span class="swatch ring partner"></span>{ " its parent (pass 2) " }
            <span class="swatch ring root"></span>{ " the root of pass 1 " }
        </p>
    }
}

fn values_table(solved: &Solved, known: &[Known], step: u32) -> Html {
    let values = &solved.values;
    let current = match solved.visit(step) {
        None => None,
        Some(RerootingEvent::BottomUp { v, .. } | RerootingEvent::TopDown { v, .. }) => Some(v),
    };
    let cell = |known: bool, text: String| if known { text } else { "·".to_string() };
    html! {
        <table class="tree-path-values">
            <thead><tr>
                <th>{ "vertex" }</th><th>{ "parent" }</th><th>{ "win" }</th><th>{ "ntwin" }</th>
                <th>{ "ntrwin" }</th><th>{ "rwin: A wins from here" }</th>
            </tr></thead>
            <tbody>
                { for (0..solved.vertices()).map(|v| {
                    let i = v as usize;
                    let parent = values.parent[i].map_or("root".to_string(), |p| p.to_string());
                    let (first, second) = (known[i] != Known::Nothing, known[i] == Known::Rerooted);
                    html! {
                        <tr class={classes!((current == Some(v)).then_some("current"))} data-v={v.to_string()}>
                            <td>{ v }</td><td>{ parent }</td>
                            <td>{ cell(first, yes_no(values.win[i]).to_string()) }</td>
                            <td>{ cell(first, values.ntwin[i].to_string()) }</td>
                            <td>{ cell(second, values.ntrwin[i].to_string()) }</td>
                            <td>{ cell(second, yes_no(values.rwin[i]).to_string()) }</td>
                        </tr>
                    }
                }) }
            </tbody>
        </table>
    }
}

/// The game against the computer: the controls, whose turn it is, and the marked path.
pub fn play_view(
    state: &State,
    solved: &Rc<Solved>,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let game = &solved.game;
    let position = state.game.position(game, &PathEnd::START);
    let choices = game.moves(&position);
    let human_is_a = state.game.human_first;
    let player = |ply: usize| if ply.is_multiple_of(2) { "A" } else { "B" };
    let to_move = player(state.game.moves.len());
    let mut marks = Marks::new();
    for (ply, &v) in state.game.moves.iter().enumerate() {
        marks = marks.vertex(v, "trail").badge(v, format!("{}{}", player(ply), ply / 2 + 1));
    }
    if let Some(&last) = state.game.moves.last() {
        marks = marks.vertex(last, "focus");
    }
    let humans_turn = state.game.humans_turn() && !choices.is_empty();
    if humans_turn {
        marks = marks.vertices(choices.iter().copied(), "option");
        if state.hint {
            let winning = choices.iter().copied().filter(|&v| game.marking_wins(&position, v));
            marks = marks.vertices(winning, "tp-win");
        }
    }
    let status = if choices.is_empty() {
        let loser = to_move;
        let human_lost = (loser == "A") == human_is_a;
        if human_lost {
            format!("{loser} cannot mark a vertex: the computer wins. Undo, or start a new game.")
        } else {
            format!("{loser} cannot mark a vertex: you win!")
        }
    } else if humans_turn {
        if state.game.moves.is_empty() {
            "You are A: click the vertex to start from.".to_string()
        } else {
            format!("You are {to_move}: click a highlighted neighbour of the last marked vertex.")
        }
    } else {
        format!("The computer ({to_move}) is thinking…")
    };
    let verdict = if state.game.moves.is_empty() {
        let starts: Vec<String> =
            solved.values.winning_starts().iter().map(u32::to_string).collect();
        if starts.is_empty() {
            "B wins whatever A starts with.".to_string()
        } else {
            format!("A wins by starting at {}.", starts.join(", "))
        }
    } else {
        String::new()
    };
    let undo = actions(dispatcher).reform(|_: MouseEvent| Action::Undo);
    let new_game = |human_first: bool| {
        actions(dispatcher).reform(move |_: MouseEvent| Action::NewGame(human_first))
    };
    let hint = actions(dispatcher).reform(|_: MouseEvent| Action::ToggleHint);
    let clickable = humans_turn.then(|| choices.clone());
    html! {
        <>
            <div class="play-controls">
                <button type="button" onclick={new_game(true)}>{ "New game: you are A" }</button>
                <button type="button" onclick={new_game(false)}>{ "New game: you are B" }</button>
                <button type="button" onclick={undo} disabled={!state.game.can_undo()}>{ "Undo" }</button>
                <button type="button" class={classes!("hint", state.hint.then_some("selected"))} aria-pressed={state.hint.to_string()} onclick={hint}>
                    { "Show winning choices" }
                </button>
            </div>
            <p class="play-status" role="status">{ status }</p>
            if state.hint && !verdict.is_empty() { <p class="detail">{ verdict }</p> }
            { drawing(state, Some((marks, clickable.or(Some(Vec::new())))), dispatcher) }
        </>
    }
}

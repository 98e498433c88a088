//! The wythoff lab's views: the form, the board with the queen's sample play, the Grundy table
//! and the game against the computer.

use yew::prelude::*;

use super::state::{Action, GrundyTable, PRESETS, State, TABLE_MAX, TABLE_SIZE, taken};
use crate::api::fields::Fields;
use crate::solve::play::{Game, Ply};
use crate::solve::wythoff::{Wythoff, is_p_position, options, p_index, p_position, partner};
use crate::ui::kit::controls::{TextField, actions, inspecting_line};
use crate::ui::kit::form::{examples_row, on_submit};
use crate::ui::kit::play::{
    PlayAction, THINKING, Turn, entry_form, entry_input, last_move_line, play_controls, player,
    status_line, to_move_line,
};
use crate::ui::kit::timeline::{Playback, StepAction, Stepped, Timeline};
use crate::ui::route::{Route, View};
use crate::ui::widgets::grid_table::GridTable;

/// The largest board drawn (positions up to this in both piles).
const BOARD_MAX: u64 = 24;

pub fn form_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let on_submit = on_submit(&actions(dispatcher), || Action::Submit);
    html! {
        <form class="lab-form" onsubmit={on_submit} novalidate=true>
            <TextField id="wythoff-a" label="First pile a" value={state.form.a.clone()} numeric=true help="0 to 10^18"
                error={state.form.a_error.clone()} on_input={actions(dispatcher).reform(Action::EditA)} />
            <TextField id="wythoff-b" label="Second pile b" value={state.form.b.clone()} numeric=true help="0 to 10^18"
                error={state.form.b_error.clone()} on_input={actions(dispatcher).reform(Action::EditB)} />
            <button type="submit" class="primary">{ "Start" }</button>
            { examples_row(PRESETS.iter().map(|(label, ..)| *label), &actions(dispatcher).reform(Action::Preset)) }
        </form>
    }
}

/// The board: cells (x, y) with x the first pile (across) and y the second (up).
fn board(
    queen: (u64, u64),
    target: Option<(u64, u64)>,
    trail: &[(u64, u64)],
    on_click: Option<Callback<(u64, u64)>>,
) -> Html {
    let size = queen.0.max(queen.1).clamp(8, BOARD_MAX) + 1;
    let reachable = |(x, y): (u64, u64)| Wythoff.is_legal(&queen, &(x, y));
    html! {
        <div class="board-wrap">
            <div class="board" style={format!("grid-template-columns: 2rem repeat({size}, 1.9rem)")}
                role="grid" aria-label="Board: the queen's square is the position">
                { for (0..size).rev().map(|y| html! {
                    <>
                        <span class="axis">{ y }</span>
                        { for (0..size).map(|x| {
                            let here = (x, y);
                            let class = classes!(
                                "square",
                                is_p_position(x, y).then_some("p-square"),
                                (here == queen).then_some("queen"),
                                (Some(here) == target).then_some("target"),
                                reachable(here).then_some("reachable"),
                                trail.contains(&here).then_some("trail"),
                            );
                            let label = format!("({x}, {y}){}", if is_p_position(x, y) { ", a P-position" } else { "" });
                            let content = if here == queen { "♛" } else if is_p_position(x, y) { "•" } else { "" };
                            match (&on_click, reachable(here)) {
                                (Some(on_click), true) => {
                                    let onclick = on_click.reform(move |_: MouseEvent| here);
                                    html! { <button type="button" {class} aria-label={label} data-xy={format!("{x},{y}")} {onclick}>{ content }</button> }
                                }
                                _ => html! { <span {class} aria-label={label} data-xy={format!("{x},{y}")}>{ content }</span> },
                            }
                        }) }
                    </>
                }) }
                <span class="axis"></span>
                { for (0..size).map(|x| html! { <span class="axis">{ x }</span> }) }
            </div>
            <ul class="legend">
                <li><span class="swatch queen-swatch">{ "♛" }</span>{ "the position (a, b)" }</li>
                <li><span class="swatch p-swatch">{ "•" }</span>{ "P-positions" }</li>
                <li><span class="swatch reachable-swatch"></span>{ "one move away" }</li>
            </ul>
        </div>
    }
}

pub fn board_sample_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let sample = &state.sample;
    let step = state.playback.position();
    let ply = sample.ply(step);
    let queen = *sample.position(step);
    let target = ply.map(|ply| ply.mv);
    let trail: Vec<(u64, u64)> = sample.play.plies[..(step as usize).min(sample.plies())]
        .iter()
        .map(|ply| ply.before)
        .collect();
    let plies = sample.plies();
    let drawable = queen.0.max(queen.1) <= BOARD_MAX;
    html! {
        <div class="sample">
            <Stepped playback={state.playback} label={sample.labels()} on_action={actions(dispatcher).reform(Action::Step)} />
            if drawable {
                { board(queen, target, &trail, None) }
            } else {
                <p class="window-note">{ format!("The position ({}, {}) is too large to draw (the board goes up to {BOARD_MAX}); the formulas still decide every move.", queen.0, queen.1) }</p>
            }
            <div class="explanation" aria-live="polite">
                { match ply {
                    Some(ply) => ply_text(ply, step as usize, sample.play.exact),
                    None => html! {
                        <p class="game-end">
                            { if sample.play.truncated { format!("The sample stops after {plies} moves.") }
                              else if plies == 0 { "The queen is in the corner: nothing to play.".to_string() }
                              else { format!("The queen reached (0, 0): Player {} took the last stone and wins.", player(plies - 1)) } }
                        </p>
                    },
                } }
            </div>
        </div>
    }
}

fn ply_text(ply: &Ply<(u64, u64), (u64, u64)>, index: usize, exact: bool) -> Html {
    let (me, other) = (player(index), player(index + 1));
    let (a, b) = ply.before;
    let (c, d) = ply.mv;
    let text = if ply.by_winner {
        let k = p_index(c, d).unwrap_or(0);
        let (low, high) = p_position(k);
        let why = if a - c == b - d && a != c {
            format!("keeping the difference {k}, to the P-position with difference {k}")
        } else if a == c {
            format!("keeping the first pile {a}, whose partner in a P-position is {}", partner(a))
        } else {
            format!("keeping the second pile {b}, whose partner in a P-position is {}", partner(b))
        };
        format!(
            "({a}, {b}) is not a P-position, so Player {me} wins: it takes {}, {why}: ({c}, {d}), which is \
             (⌊{k}φ⌋, ⌊{k}φ²⌋) = ({low}, {high}){}.",
            taken((a, b), (c, d)),
            if c > d { " mirrored" } else { "" }
        )
    } else {
        let k = p_index(a, b).unwrap_or(0);
        format!(
            "({a}, {b}) is the P-position (⌊{k}φ⌋, ⌊{k}φ²⌋){}. No two P-positions share a pile size or a \
             difference, so every move (one pile, or both by the same amount) leaves the P-positions, and \
             Player {other} can return to one. Player {me} takes {}: ({c}, {d}){}.",
            if a > b { " mirrored" } else { "" },
            taken((a, b), (c, d)),
            if exact { ", the move that makes the game last longest" } else { "" }
        )
    };
    html! {
        <>
            { to_move_line(format!("Player {me} to move from ({a}, {b}). "), ply.by_winner) }
            <p class="derivation">{ text }</p>
        </>
    }
}

pub fn table_view(
    table: &GrundyTable,
    playback: Playback,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let step = playback.position();
    let focus = table.cell(playback.focus());
    let (x, y) = focus;
    let option_cells: Vec<(usize, usize)> = options(x, y).collect();
    let values = table.values.clone();
    let sentence = table.sentence(playback.focus());
    let size = table.size;
    let is_filled = move |(i, j): (usize, usize)| j * size + i <= step as usize;
    let filled_all = step as usize == size * size - 1;
    let zeros: Vec<String> = (0..size)
        .flat_map(|i| (0..size).map(move |j| (i, j)))
        .filter(|&(i, j)| values[i][j] == 0)
        .map(|(i, j)| format!("({i}, {j})"))
        .collect();
    let label = {
        let table = table.clone();
        Callback::from(move |step: u32| table.label(step))
    };
    let text = {
        let values = values.clone();
        Callback::from(
            move |(i, j): (usize, usize)| {
                if is_filled((i, j)) { values[i][j].to_string() } else { String::new() }
            },
        )
    };
    let class = {
        let values = values.clone();
        let option_cells = option_cells.clone();
        Callback::from(move |(i, j): (usize, usize)| {
            let filled = is_filled((i, j));
            classes!(
                filled.then_some("filled"),
                (filled && values[i][j] == 0).then_some("p"),
                (filled && values[i][j] != 0).then_some("n"),
                ((i, j) == focus).then_some("current"),
                option_cells.contains(&(i, j)).then_some("option"),
            )
        })
    };
    let cell_label = Callback::from(move |(i, j): (usize, usize)| {
        if is_filled((i, j)) {
            format!("G({i}, {j}) = {}", values[i][j])
        } else {
            format!("G({i}, {j}) not computed yet")
        }
    });
    let on_click = {
        let table = table.clone();
        actions(dispatcher)
            .reform(move |cell| Action::TableStep(StepAction::Inspect(Some(table.frame(cell)))))
    };
    let on_size = actions(dispatcher).reform(|event: Event| {
        let input: web_sys::HtmlInputElement = event.target_unchecked_into();
        Action::SetSize(input.value().parse::<usize>().unwrap_or(TABLE_SIZE).clamp(1, TABLE_MAX))
    });
    html! {
        <div class="grundy-table-view">
            <label class="size-field">{ "Table size " }
                <input type="number" min="1" max={TABLE_MAX.to_string()} value={size.to_string()} onchange={on_size} aria-label="Table size" />
                { format!(" (1 to {TABLE_MAX})") }
            </label>
            <Stepped {playback} {label} on_action={actions(dispatcher).reform(Action::TableStep)} />
            <div class="explanation" aria-live="polite">
                if playback.inspected.is_some() {
                    { inspecting_line(format!("the cell you clicked, ({x}, {y})"), actions(dispatcher).reform(|_: MouseEvent| Action::TableStep(StepAction::Inspect(None)))) }
                }
                <p class="sentence"><code>{ sentence }</code></p>
                <p class="detail">
                    { "The options of (x, y): the cells to its left in its row (take from the first pile), above it in \
                       its column (take from the second), and up-left on its diagonal (take from both)." }
                </p>
            </div>
            <GridTable cols={size} rows={size} corner="G(x, y): x →, y ↓" {text} {class} label={cell_label} on_click={Some(on_click)} />
            <div class="period-panel">
                <h2>{ "Where the zeros are" }</h2>
                if filled_all {
                    <p>{ format!("G = 0 at {}.", zeros.join(", ")) }</p>
                    <p class="p-rule">
                        { "These are exactly the P-positions (⌊kφ⌋, ⌊kφ²⌋) and their mirror images: each row, column \
                           and diagonal holds one zero, because a zero's options (its row, column and diagonal) must \
                           all be non-zero." }
                    </p>
                } else {
                    <p class="period-pending">{ "Fill the whole table (press End) to see where the zeros lie." }</p>
                }
            </div>
            <p class="see-also">
                { "Without the diagonal moves this is two-pile Nim, whose table is x xor y: " }
                <a href={Route::Lab { view: View::Page, slug: "nim-table".into(), params: Fields::new() }.to_hash()}>
                    { "the two-pile Nim table, cell by cell" }
                </a>
                { "." }
            </p>
        </div>
    }
}

pub fn play_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let play = &state.play;
    let position = play.position();
    let turn = play.turn();
    let on_action = actions(dispatcher).reform(Action::Play);
    let status = match turn {
        Turn::Over if play.record.moves.is_empty() => "There is nothing to play.".to_string(),
        Turn::Over if play.record.last_by_human() => {
            "Game over: you moved the queen into the corner and win!".to_string()
        }
        Turn::Over => "Game over: the computer reached the corner and wins.".to_string(),
        Turn::Yours => "Your move: click a highlighted square (left, down, or diagonally down-left), or type the new piles.".to_string(),
        Turn::Computers => THINKING.to_string(),
    };
    let on_click = (turn == Turn::Yours).then(|| on_action.reform(PlayAction::Move));
    let fields = html! {
        <>
            { "Move to (" }{ entry_input(play, &on_action, 0, (None, "New first pile", "8")) }{ ", " }
            { entry_input(play, &on_action, 1, (None, "New second pile", "8")) }{ ")" }
        </>
    };
    html! {
        <div class="play">
            { play_controls(play, &on_action, None) }
            { status_line(status) }
            { last_move_line(play, |who, &before, &to| format!("{who} took {} to ({}, {}).", taken(before, to), to.0, to.1)) }
            <p class="position-line">{ format!("Piles: ({}, {})", position.0, position.1) }</p>
            if position.0.max(position.1) <= BOARD_MAX {
                { board(position, None, &[], on_click) }
            }
            { entry_form(play, &on_action, fields, "Move") }
        </div>
    }
}

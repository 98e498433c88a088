//! The wythoff lab's views: the form, the board with the queen's sample play, the Grundy table
//! and the game against the computer.

use yew::prelude::*;

use super::state::{Action, Fill, GrundyTable, State, TABLE_MAX, TABLE_SIZE, taken};
use crate::solve::play::Ply;
use crate::solve::wythoff::{Wythoff, is_p_position, options, p_index, p_position, partner};
use crate::ui::kit::fill::{GridCells, RowByRow, row_by_row_grid};
use crate::ui::kit::play::{entry_form, entry_input, player};
use crate::ui::kit::plays::{ply_lines, sample_end, stepped_sample};
use crate::ui::kit::prelude::*;

/// The largest board drawn (positions up to this in both piles).
const BOARD_MAX: u64 = 24;

/// The board: cells (x, y) with x the first pile (across) and y the second (up), its
/// P-positions marked unless `marked` is false (in an exercise, where they would answer "which
/// move wins?"); beside it the legend, then `aside` (the game's entry form).
fn board(
    queen: (u64, u64),
    target: Option<(u64, u64)>,
    trail: &[(u64, u64)],
    on_click: Option<Callback<(u64, u64)>>,
    marked: bool,
    aside: Html,
) -> Html {
    let size = queen.0.max(queen.1).clamp(8, BOARD_MAX) + 1;
    let reachable = |(x, y): (u64, u64)| Wythoff.is_legal(&queen, &(x, y));
    let is_p = |x, y| marked && is_p_position(x, y);
    html! {
        <div class="board-wrap">
            <div class="board" style={format!("--cells: {size}")}
                role="group" aria-label="Board: the queen's square is the position">
                { for (0..size).rev().map(|y| html! {
                    <>
                        <span class="axis">{ y }</span>
                        { for (0..size).map(|x| {
                            let here = (x, y);
                            let class = classes!(
                                "square",
                                is_p(x, y).then_some("p-square"),
                                (here == queen).then_some("queen"),
                                (Some(here) == target).then_some("target"),
                                reachable(here).then_some("reachable"),
                                trail.contains(&here).then_some("trail"),
                            );
                            let label = format!(
                                "({x}, {y}){}{}",
                                if here == queen { ", the queen" } else { "" },
                                if is_p(x, y) { ", a P-position" } else { "" },
                            );
                            let content = if here == queen { "♛" } else if is_p(x, y) { "•" } else { "" };
                            match (&on_click, reachable(here)) {
                                (Some(on_click), true) => {
                                    let onclick = on_click.reform(move |_: MouseEvent| here);
                                    html! { <button type="button" {class} aria-label={label} data-xy={format!("{x},{y}")} {onclick}>{ content }</button> }
                                }
                                _ => html! { <span {class} role="img" aria-label={label} data-xy={format!("{x},{y}")}>{ content }</span> },
                            }
                        }) }
                    </>
                }) }
                <span class="axis"></span>
                { for (0..size).map(|x| html! { <span class="axis">{ x }</span> }) }
            </div>
            <div class="board-aside">
            <ul class="legend">
                <li><span class="swatch queen-swatch">{ "♛" }</span>{ "the position (a, b)" }</li>
                if marked {
                    <li><span class="swatch p-swatch">{ "•" }</span>{ "P-positions" }</li>
                } else {
                    <li>{ "The P-positions are marked when the exercise ends." }</li>
                }
                <li><span class="swatch reachable-swatch"></span>{ "one move away" }</li>
            </ul>
            { aside }
            </div>
        </div>
    }
}

pub fn board_sample_view(state: &State, on_action: &Callback<Action>) -> Html {
    let (sample, step) = (&state.plays.sample, state.plays.playback.position());
    let queen = *sample.position(step);
    let target = sample.ply(step).map(|ply| ply.mv);
    let trail: Vec<(u64, u64)> = sample.play.plies[..(step as usize).min(sample.plies())]
        .iter()
        .map(|ply| ply.before)
        .collect();
    let picture = if queen.0.max(queen.1) <= BOARD_MAX {
        board(queen, target, &trail, None, !state.plays.playback.holds_back(), Html::default())
    } else {
        html! { <p class="window-note">{ format!("The position ({}, {}) is too large to draw (the board goes up to {BOARD_MAX}); the formulas still decide every move.", queen.0, queen.1) }</p> }
    };
    let nothing = "The queen is in the corner: nothing to play.".into();
    let ended =
        |last| format!("The queen reached (0, 0): Player {last} took the last stone and wins.");
    let end = || sample_end(sample, ".", nothing, ended);
    let held = state.plays.playback.holds_back();
    let ply = |ply: &Ply<_, _>, index| ply_text(ply, index, sample.play.exact, held);
    stepped_sample(&state.plays, on_action.reform(Action::Step), picture, ply, end)
}

/// The ply's explanation; `held` in an exercise, where no ply states the formula of the
/// P-positions (the rule line states it at the score: it answers the questions to come).
fn ply_text(ply: &Ply<(u64, u64), (u64, u64)>, index: usize, exact: bool, held: bool) -> Html {
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
        let formula = if held {
            String::new()
        } else {
            format!(
                ", which is (⌊{k}φ⌋, ⌊{k}φ²⌋) = ({low}, {high}){}",
                if c > d { " mirrored" } else { "" }
            )
        };
        format!(
            "({a}, {b}) is not a P-position, so Player {me} wins: it takes {}, {why}: ({c}, {d}){formula}.",
            taken((a, b), (c, d)),
        )
    } else {
        let k = p_index(a, b).unwrap_or(0);
        let formula = if held {
            String::new()
        } else {
            format!(" (⌊{k}φ⌋, ⌊{k}φ²⌋){}", if a > b { " mirrored" } else { "" })
        };
        format!(
            "({a}, {b}) is the P-position{formula}. No two P-positions share a pile size or a \
             difference, so every move (one pile, or both by the same amount) leaves the P-positions, and \
             Player {other} can return to one. Player {me} takes {}: ({c}, {d}){}.",
            taken((a, b), (c, d)),
            if exact { ", the move that makes the game last longest" } else { "" }
        )
    };
    ply_lines(
        format!("Player {me} to move from ({a}, {b}). "),
        ply.by_winner,
        Html::default(),
        text,
    )
}

pub fn table_view(
    table: &Rc<GrundyTable>,
    playback: Playback,
    on_action: &Callback<Action>,
) -> Html {
    let (step, size, values) = (playback.position() as usize, table.size, table.values.clone());
    let focus = table.cell(playback.focus());
    let zeros: Vec<String> = (0..size)
        .flat_map(|i| (0..size).map(move |j| (i, j)))
        .filter(|&(i, j)| values[i][j] == 0)
        .map(|(i, j)| format!("({i}, {j})"))
        .collect();
    // At most TABLE_MAX cells a side.
    let order = RowByRow { columns: size as u32, rows: size as u32 };
    let option_cells = options(focus.0, focus.1).map(|(i, j)| (i as u32, j as u32)).collect();
    let value = move |x: u32, y: u32| values[x as usize][y as usize];
    let by_class = value.clone();
    let cells = GridCells {
        text: Rc::new(move |x, y| value(x, y).to_string()),
        class: Rc::new(move |x, y| classes!(if by_class(x, y) == 0 { "p" } else { "n" })),
        name: Rc::new(|x, y| format!("G({x}, {y})")),
    };
    let on_step = on_action.reform(|step| Action::Own(Fill::Step(step)));
    let on_size = on_action.reform(|event: Event| {
        let input: web_sys::HtmlInputElement = event.target_unchecked_into();
        Action::Own(Fill::Size(
            input.value().parse::<usize>().unwrap_or(TABLE_SIZE).clamp(1, TABLE_MAX),
        ))
    });
    let detail = html! {
        <p class="detail">
            { "The options of (x, y): the cells to its left in its row (take from the first pile), above it in \
               its column (take from the second), and up-left on its diagonal (take from both)." }
        </p>
    };
    let clicked = |k| format!("the cell you clicked, {:?}", table.cell(k));
    html! {
        <div class="grundy-table-view">
            <label class="size-field">{ "Table size " }
                <input type="number" min="1" max={TABLE_MAX.to_string()} value={size.to_string()} onchange={on_size} aria-label="Table size" />
                { format!(" (1 to {TABLE_MAX})") }
            </label>
            { stepped_explanation(table, playback, &on_step, clicked, detail) }
            { row_by_row_grid((order, playback), "G(x, y): x →, y ↓", option_cells, cells, &on_step) }
            <div class="period-panel">
                <h2>{ "Where the zeros are" }</h2>
                if step == size * size - 1 {
                    <p>{ format!("G = 0 at {}.", zeros.join(", ")) }</p>
                    <p class="p-rule">
                        { "These are exactly the P-positions (⌊kφ⌋, ⌊kφ²⌋) and their mirror images: each row, column \
                           and diagonal holds one zero, because a zero's options (its row, column and diagonal) must \
                           all be non-zero." }
                    </p>
                } else {
                    <p class="period-pending">{ "Fill the whole table (press End, or answer every question in an exercise) to see where the zeros lie." }</p>
                }
            </div>
            <p class="see-also">
                { "Without the diagonal moves this is two-pile Nim, whose table is x xor y: " }
                <a href={lab_href("nim-table", "")}>
                    { "the two-pile Nim table, cell by cell" }
                </a>
                { "." }
            </p>
        </div>
    }
}

pub fn play_view(state: &State, on_action: &Callback<Action>) -> Html {
    let play = &state.plays.play;
    let position = play.position();
    let on_play = on_action.reform(Action::Play);
    let over = [
        "Game over: you moved the queen into the corner and win!",
        "Game over: the computer reached the corner and wins.",
    ];
    let your_move = "Your move: click a highlighted square (left, down, or diagonally down-left), or type the new piles.";
    let status = game_status(play, "There is nothing to play.", over, your_move.into());
    let on_click = (play.turn() == Turn::Yours).then(|| on_play.reform(PlayAction::Move));
    let fields = html! {
        <>
            { "Move to (" }{ entry_input(play, &on_play, 0, (None, "New first pile", "8")) }{ ", " }
            { entry_input(play, &on_play, 1, (None, "New second pile", "8")) }{ ")" }
        </>
    };
    // The piles and the entry beside the board, under its legend (alone when it is not drawn).
    let piles = html! {
        <>
            <p class="position-line">{ format!("Piles: ({}, {})", position.0, position.1) }</p>
            { entry_form(play, &on_play, fields, "Move") }
        </>
    };
    let picture = if position.0.max(position.1) <= BOARD_MAX {
        board(position, None, &[], on_click, true, piles)
    } else {
        piles
    };
    let say = |who: &str, &before: &_, &to: &(u64, u64)| {
        format!("{who} took {} to ({}, {}).", taken(before, to), to.0, to.1)
    };
    play_block((play, &on_play), (None, status), say, picture, None, Html::default())
}

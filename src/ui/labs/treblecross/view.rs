//! The treblecross lab's views: the form, the boards analysed one by one with the sum's verdict
//! and the interval values, and the game against the computer.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::state::{Action, BoardSteps, EXAMPLES, MAX_PLAY_LENGTH, State, Sum};
use crate::api::Winner;
use crate::api::fields::number_text;
use crate::api::treblecross::TreblecrossRequest;
use crate::solve::mex::mex_sentence;
use crate::solve::octal::{OctalCode, group_digits};
use crate::solve::treblecross::{
    Board, Stretch, SumAnalysis, analyse_sum, board_grundy, interval_options, stretches,
    winning_move,
};
use crate::ui::kit::export::drawing_bar;
use crate::ui::kit::frame::data_table;
use crate::ui::kit::play::{normal_play_status, try_again};
use crate::ui::kit::prelude::*;

/// Boards of at most this many cells are drawn cell by cell; longer ones are summarised.
const DRAWN_CELLS: usize = 150;
/// G(Q) shown in the table of interval values: Q = 0 to at least this.
pub const TABLE_Q: usize = 20;
/// The paper's recurrence is written out for intervals of at most this many cells.
const EXPLAINED_Q: usize = 24;

/// The form: the board types and their copies.
pub fn form_view(form: &Form, actions: &Callback<Action>) -> Html {
    let on_form = actions.reform(Action::Form);
    let boards_help = "X marked, . unmarked, a number for that many unmarked cells (X12); up to 64 boards separated by commas; 3 to 10 000 cells; no two marks at distance 1 or 2.";
    let boards = form.long_field(
        ("tc-boards", "boards", "Board types"),
        (boards_help.into(), "X.....,......."),
        on_edit(&on_form, "boards"),
    );
    let counts = vec![(
        "tc-counts",
        "counts",
        "Copies x(i)",
        false,
        "One count per board, 0 to 10^18 (1 each if empty).".into(),
        "1,1",
    )];
    let fields = html! { <>{ boards }{ form_fields(form, counts, &on_form) }</> };
    request_form(fields, "Analyse", EXAMPLES, &on_form)
}

/// A board with its marks, its lightly marked cells and its free intervals labelled with G.
fn analysed_board(board: &Board, values: &[u32], analysed: bool) -> Html {
    if board.len() > DRAWN_CELLS {
        let light = board.light_count();
        let marked = board.cells().iter().filter(|&&marked| marked).count();
        let intervals: Vec<String> = board
            .intervals()
            .iter()
            .take(12)
            .map(|interval| format!("{} (G {})", interval.len, values[interval.len]))
            .collect();
        let more = board.intervals().len().saturating_sub(12);
        return html! {
            <p class="tc-summary">
                { format!("{} cells, {marked} marked", group_digits(board.len() as u64)) }
                if analysed {
                    { format!(", {light} lightly marked; free intervals {}{}", intervals.join(", "),
                              if more > 0 { format!(" and {more} more") } else { String::new() }) }
                }
                { " (too long to draw cell by cell)" }
            </p>
        };
    }
    let cell = |index: usize, class: &'static str, text: &'static str| {
        html! { <span class={classes!("tc-cell", class)} data-cell={(index + 1).to_string()} title={format!("cell {}", index + 1)}>{ text }</span> }
    };
    html! {
        <div class="tc-board" role="img" aria-label={format!("board {}", board.text())}>
            { for stretches(board).into_iter().map(|stretch| match stretch {
                Stretch::Marked(index) => cell(index, "marked", "X"),
                Stretch::Light(index) if analysed => cell(index, "light", "·"),
                Stretch::Light(index) => cell(index, "plain", ""),
                Stretch::Free(interval) => html! {
                    <span class={classes!("tc-interval", analysed.then_some("shown"))}>
                        <span class="tc-cells">
                            { for (interval.start..interval.start + interval.len).map(|index| cell(index, "free", "")) }
                        </span>
                        if analysed {
                            <span class="tc-caption">{ format!("L = {}, G = {}", interval.len, values[interval.len]) }</span>
                        }
                    </span>
                },
            }) }
        </div>
    }
}

/// A count of copies: a power of ten from 10^12 up as `10^k`, any other count in grouped digits.
fn count_text(count: u64) -> String {
    let text = number_text(count);
    if count >= 1_000_000_000_000 && text.starts_with("10^") { text } else { group_digits(count) }
}

/// The free intervals of `board` with their values, "G(3) = 1 ⊕ G(5) = 0", or "none".
fn intervals_text(board: &Board, values: &[u32]) -> String {
    let intervals = board.intervals();
    let terms: Vec<String> =
        intervals.iter().map(|i| format!("G({}) = {}", i.len, values[i.len])).collect();
    if terms.is_empty() { "none".to_string() } else { terms.join(" ⊕ ") }
}

/// The boards analysed up to the step, the table of their values, the verdict and G(Q).
pub fn analyse_view(state: &State, values: &Rc<Vec<u32>>, actions: &Callback<Action>) -> Html {
    let request = &state.request;
    let step = state.playback.position() as usize;
    let analysis = analyse_sum(&request.boards, &request.counts, values);
    let steps = BoardSteps { grundies: analysis.grundies.clone() };
    let rows: Vec<Html> = (0..step.min(request.boards.len()))
        .map(|i| {
            let odd = request.counts[i] % 2 == 1;
            html! {
                <tr class={classes!((i + 1 == step).then_some("current"))}>
                    <th scope="row">{ i + 1 }</th>
                    <td class="tc-intervals">{ intervals_text(&request.boards[i], values) }</td>
                    <td>{ analysis.grundies[i] }</td>
                    <td>{ format!("{} ({})", count_text(request.counts[i]), if odd { "odd" } else { "even" }) }</td>
                    <td>{ analysis.counted[i] }</td>
                    <td>{ analysis.running[i] }</td>
                </tr>
            }
        })
        .collect();
    let done = step >= request.boards.len();
    html! {
        <div class="analyse">
            { stepped_explanation(&Rc::new(steps), state.playback, &actions.reform(Action::Step), |k| format!("board {k}"), Html::default()) }
            <ol class="tc-boards">
                { for request.boards.iter().enumerate().map(|(i, board)| html! {
                    <li class={classes!("tc-board-row", (i + 1 == step).then_some("current"))}>
                        <span class="tc-label">{ format!("Board {} × {}", i + 1, count_text(request.counts[i])) }</span>
                        { analysed_board(board, values, i < step) }
                    </li>
                }) }
            </ol>
            { drawing_bar("The boards", "treblecross-boards") }
            if step > 0 {
                // Six columns: wider than a phone, so the table scrolls sideways there.
                <div class="grid-scroll tc-scroll">
                    { data_table("compare tc-table", &["board i", "free intervals", "G of one board", "copies x(i)", "GG(i)", "xor so far"], rows) }
                </div>
            }
            if done {
                { verdict_view(request, &analysis, values) }
            }
            { values_table(request, values) }
        </div>
    }
}

fn verdict_view(request: &TreblecrossRequest, analysis: &SumAnalysis, values: &[u32]) -> Html {
    let total = analysis.total;
    let winner = Winner::from_mover_wins(total != 0);
    let parts: Vec<String> =
        (0..analysis.grundies.len()).map(|i| format!("GG({})", i + 1)).collect();
    let text = match winner {
        Winner::First => format!(
            "{} = {total} ≠ 0: the first player (the one to move) has a winning strategy.",
            parts.join(" ⊕ ")
        ),
        Winner::Second => format!(
            "{} = 0: the second player has a winning strategy; whatever the first player marks, \
             the answer restores xor 0.",
            parts.join(" ⊕ ")
        ),
    };
    let best = winning_move(&request.boards, &request.counts, analysis, values).map(|(board, cell)| {
        format!(
            "A winning first move: mark cell {} on a copy of board {} (its Grundy number becomes {}, \
             so the xor of the whole game becomes 0).",
            cell + 1,
            board + 1,
            total ^ analysis.grundies[board]
        )
    });
    html! {
        <div class={classes!("tc-verdict", if winner == Winner::First { "n" } else { "p" })}>
            <p class="verdict">{ text }</p>
            if let Some(best) = best { <p class="winning-move">{ best }</p> }
        </div>
    }
}

/// The values of G(Q) written on one row of the table: the shortest table's, G(0) to G(20).
const VALUES_PER_ROW: usize = TABLE_Q + 1;

/// G(Q) for Q = 0 upwards, and the paper's recurrence written out for the longest interval.
fn values_table(request: &TreblecrossRequest, values: &[u32]) -> Html {
    let longest =
        request.boards.iter().flat_map(|board| board.intervals()).map(|i| i.len).max().unwrap_or(0);
    let shown = longest.clamp(TABLE_Q, 40).min(values.len() - 1);
    let q = longest.clamp(1, EXPLAINED_Q);
    let option =
        |(_, l, r): (usize, usize, usize)| (format!("G({l})⊕G({r})"), values[l] ^ values[r]);
    let sentence = mex_sentence(&format!("G({q})"), interval_options(q).into_iter().map(option));
    let octal = format!("code={}&n={}&step=0", OctalCode::treblecross(), shown + 2);
    let octal = lab_href("octal", &octal);
    html! {
        <div class="period-panel tc-values">
            <h2>{ "Grundy values of free intervals" }</h2>
            <p>{ "G(0) = 0 and G(Q) = mex{G(max(i − 3, 0)) ⊕ G(max(Q − i − 2, 0)) : 1 ≤ i ≤ Q}: marking cell i \
                  of a free interval of Q cells makes cells i − 2 to i + 2 unusable." }</p>
            // Up to 41 values: in rows of VALUES_PER_ROW, so that it keeps to the page's width (a
            // phone's scrolls it sideways).
            <div class="grid-scroll">
            <table class="grid-table tc-g-table">
                <tbody>
                    { for (0..=shown).step_by(VALUES_PER_ROW).map(|from| {
                        let row = from..=(from + VALUES_PER_ROW - 1).min(shown);
                        html! { <>
                            <tr><th scope="row">{ "Q" }</th>{ for row.clone().map(|q| html! { <td>{ q }</td> }) }</tr>
                            <tr><th scope="row">{ "G(Q)" }</th>{ for row.map(|q| html! {
                                <td class={classes!("cell", "filled", if values[q] == 0 { "p" } else { "n" })}>{ values[q] }</td>
                            }) }</tr>
                        </> }
                    }) }
                </tbody>
            </table>
            </div>
            <p class="sentence"><code>{ sentence }</code></p>
            <p class="detail">
                { "These are the values of the octal game 0.007 at heaps Q + 2: " }
                <a href={octal}>{ "step through them in the octal lab" }</a>
                { "." }
            </p>
        </div>
    }
}

/// The game against the computer on one board type.
pub fn play_view(state: &State, actions: &Callback<Action>) -> Html {
    let choose = actions.reform(|event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        Action::Own(Sum::ChooseBoard(select.value().parse().unwrap_or(0)))
    });
    let chooser = html! {
        <label class="tc-choose">{ "Play on board " }
            <select onchange={choose} aria-label="Board to play on">
                { for state.request.boards.iter().enumerate().map(|(i, board)| html! {
                    <option value={i.to_string()} selected={i == state.board}>
                        { format!("{} ({} cells)", i + 1, board.len()) }
                    </option>
                }) }
            </select>
        </label>
    };
    if !state.playable() {
        return html! {
            <div class="play">
                { chooser }
                <p class="status">{ format!("Board {} has {} cells; the computer plays on boards of up to {MAX_PLAY_LENGTH}.",
                                            state.board + 1, state.played_board().len()) }</p>
            </div>
        };
    }
    let (play, on_play) = (&state.game, actions.reform(Action::Play));
    let (rules, position, record) = (&play.game, play.position(), &play.record);
    let humans_turn = play.turn() == Turn::Yours;
    let winning = rules.winning_moves(&position);
    let hints: Vec<usize> = if play.hint && humans_turn { winning.clone() } else { Vec::new() };
    let light = position.lightly_marked();
    let by_human =
        |cell| record.moves.iter().position(|&m| m == cell).map(|ply| record.is_human_ply(ply));
    let three = position.three_in_a_row();
    let grundy = board_grundy(&position, &rules.values);
    let status = match three {
        Some(start) => format!(
            "Three in a row at cells {} to {}: {}",
            start + 1,
            start + 3,
            if record.last_by_human() {
                "you win!".to_string()
            } else {
                format!("the computer wins. {}", try_again(play.hint))
            }
        ),
        None => normal_play_status(play, "Your move: click an unmarked cell.".into()),
    };
    let analysis = if play.turn() == Turn::Over {
        String::new()
    } else if let Some(cell) = position.winning_cells().first() {
        format!(
            "Two marks are within distance 2: the player to move completes three in a row at cell {}.",
            cell + 1
        )
    } else {
        format!(
            "Free intervals {}: Grundy number {grundy}, a{} for the player to move.",
            intervals_text(&position, &rules.values),
            if grundy == 0 { " P-position: a loss" } else { "n N-position: a win" }
        )
    };
    html! {
        <div class="play">
            { chooser }
            { play_controls(play, &on_play, Some(" Hint: show the winning cells")) }
            { status_line(status) }
            { last_move_line(play, |who, _, cell| format!("{who} marked cell {}.", cell + 1)) }
            <div class="tc-board tc-play" role="group" aria-label="Board">
                { for (0..position.len()).map(|cell| {
                    let marked = position.is_marked(cell);
                    let in_three = three.is_some_and(|start| (start..start + 3).contains(&cell));
                    let classes = classes!(
                        "tc-cell",
                        if marked { "marked" } else if light[cell] { "light" } else { "free" },
                        by_human(cell).map(|human| if human { "by-you" } else { "by-computer" }),
                        hints.contains(&cell).then_some("hinted"),
                        in_three.then_some("three"),
                    );
                    html! {
                        <button type="button" class={classes} data-cell={(cell + 1).to_string()}
                            disabled={marked || !humans_turn} onclick={on_play.reform(move |_: MouseEvent| PlayAction::Move(cell))}
                            aria-label={format!("cell {}{}", cell + 1, if marked { ", marked" } else { "" })}>
                            { if marked { "X" } else if light[cell] { "·" } else { "" } }
                        </button>
                    }
                }) }
            </div>
            <p class="detail tc-analysis">{ analysis }</p>
            if play.hint && humans_turn {
                <div class="hint">
                    <p>{ if winning.is_empty() {
                        "No winning cell: every move leaves the computer a win (a P-position).".to_string()
                    } else {
                        let cells: Vec<String> = winning.iter().map(|cell| (cell + 1).to_string()).collect();
                        format!("Winning cells: {}.", cells.join(", "))
                    } }</p>
                </div>
            }
        </div>
    }
}

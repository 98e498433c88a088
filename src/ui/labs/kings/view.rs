//! The kings lab's views: the form, the board editor with its analysis, the values filled cell
//! by cell with each explained, and the game against the computer.

use yew::prelude::*;

use super::state::{Action, Analysis, EXAMPLES, MAX_KINGS, MAX_SIDE, State, Tool};
use crate::api::kings::KingsRequest;
use crate::solve::kings::{Blocked, Cell, Direction, KingExplanation, KingMove, explain, total};
use crate::ui::kit::controls::total_verdict;
use crate::ui::kit::export::drawing_bar;
use crate::ui::kit::fill::{
    Explained, ValueGrid, fill_steps, legend, tool_bar, value_grid, verdict,
};
use crate::ui::kit::play::value_now_line;
use crate::ui::kit::prelude::*;
use crate::ui::kit::table::game_line;

/// The editor's tools, as its buttons say them.
const TOOL_LABELS: &[(Tool, &str)] = &[
    (Tool::Damage, "Click damages or repairs a cell"),
    (Tool::AddKing, "Click adds a king"),
    (Tool::RemoveKing, "Click removes a king"),
];

/// The form: the board, the kings and the examples.
pub fn form_view(form: &Form, on_action: &Callback<Action>) -> Html {
    let on_form = on_action.reform(|action| Action::Fill(FillAction::Form(action)));
    let on_board = on_edit(&on_form, "board").reform(|event: InputEvent| {
        event.target_unchecked_into::<web_sys::HtmlTextAreaElement>().value()
    });
    let board = html! {
            <div class="field">
                <label for="kings-board">{ "Board" }</label>
                <textarea id="kings-board" rows="6" spellcheck="false" value={form.text("board").to_string()} oninput={on_board}
                    aria-invalid={form.error("board").is_some().to_string()} aria-describedby="kings-board-help kings-board-error" />
                <span id="kings-board-help" class="field-help">
                    { format!("One line per row: . a free cell, # a damaged one; up to {MAX_SIDE} × {MAX_SIDE}") }
                </span>
                <span id="kings-board-error" class="field-error" role="alert">{ form.error("board").unwrap_or_default() }</span>
            </div>
    };
    let kings_help = format!("row 0 at the top, column 0 at the left; up to {MAX_KINGS}");
    let kings = ("kings-kings", "kings", "Kings (row-column)", false, kings_help, "1-2, 1-1");
    let fields = html! { <>{ board }{ form_fields(form, vec![kings], &on_form) }</> };
    request_form(fields, "Show board", EXAMPLES, &on_form)
}

/// "♚" for one king, "♚×3" for three.
fn kings_mark(count: usize) -> String {
    match count {
        0 => String::new(),
        1 => "♚".to_string(),
        _ => format!("♚×{count}"),
    }
}

/// The board drawn with `GridTable`: column x across, row y down.
fn board_grid(
    analysis: &Rc<Analysis>,
    show_value: Rc<dyn Fn(Cell) -> bool>,
    extra_class: Rc<dyn Fn(Cell) -> Classes>,
    on_action: &Callback<Action>,
) -> Html {
    let board = analysis.board();
    let value = {
        let analysis = analysis.clone();
        Rc::new(move |(col, row)| {
            analysis.table().get((row, col)).filter(|_| show_value((row, col)))
        })
    };
    let extra = {
        let analysis = analysis.clone();
        Rc::new(move |(col, row)| {
            let cell = (row, col);
            classes!(
                analysis.board().is_damaged(cell).then_some("damaged"),
                (analysis.kings_on(cell) > 0).then_some("king"),
                extra_class(cell),
            )
        })
    };
    let label = {
        let analysis = analysis.clone();
        Rc::new(move |(col, row), value: Option<u32>| {
            let cell = (row, col);
            if analysis.board().is_damaged(cell) {
                return format!("({row}, {col}): damaged");
            }
            let kings = match analysis.kings_on(cell) {
                0 => String::new(),
                1 => ", a king".to_string(),
                count => format!(", {count} kings"),
            };
            match value {
                Some(value) => format!("({row}, {col}): SG {value}{kings}"),
                None => format!("({row}, {col}){kings}"),
            }
        })
    };
    let mark = {
        let analysis = analysis.clone();
        Callback::from(move |(col, row): (usize, usize)| kings_mark(analysis.kings_on((row, col))))
    };
    let (cols, rows, on_click) = (board.cols(), board.rows(), on_action.reform(Action::ClickCell));
    html! {
        <div class="grid-scroll kings-board">
            { value_grid(ValueGrid { cols, rows, origin: (0, 0), corner: "row ↓, column →", value,
                                     extra, label, mark: Some(mark), on_click }) }
        </div>
    }
}

/// The position after `mv` is played, as a list of each king's value.
fn describe_move(analysis: &Analysis, mv: &KingMove) -> String {
    let (from, to) = (mv.from, mv.to);
    let table = analysis.table();
    let before = table.get(from).unwrap_or_default();
    let after = table.get(to).unwrap_or_default();
    let direction = Direction::ALL.into_iter().find(|way| way.step(from) == Some(to));
    let direction = direction.map_or("", Direction::name);
    format!(
        "king {} from ({}, {}) {direction} to ({}, {}): its value {before} becomes {after}, and the total \
         {} ⊕ {before} ⊕ {after} = 0",
        mv.king, from.0, from.1, to.0, to.1, analysis.total
    )
}

/// The editor: the board with every value, the tools, the total and the winning moves.
pub fn board_view(state: &State, on_action: &Callback<Action>) -> Html {
    let analysis = state.analysis.clone();
    let sources: Vec<Cell> = analysis.winning.iter().map(|mv| mv.from).collect();
    let targets: Vec<Cell> = analysis.winning.iter().map(|mv| mv.to).collect();
    let extra = Rc::new(move |cell: Cell| {
        classes!(
            sources.contains(&cell).then_some("source"),
            targets.contains(&cell).then_some("target")
        )
    });
    let kings = &analysis.request.kings;
    let value = |cell: Cell| analysis.table().get(cell).unwrap_or_default();
    let cells: Vec<String> = kings
        .iter()
        .map(|&(row, col)| format!("({row}, {col}) SG {}", value((row, col))))
        .collect();
    let values: Vec<String> = kings.iter().map(|&cell| value(cell).to_string()).collect();
    let total_line = if kings.is_empty() {
        "No kings: the player to move cannot move and loses.".to_string()
    } else {
        format!(
            "Kings on {}. Total: {} = {}.",
            cells.join(", "),
            values.join(" ⊕ "),
            analysis.total
        )
    };
    html! {
        <div class="kings-board-view">
            { tool_bar("Clicking on the board", (state.tool, TOOL_LABELS), &on_action.reform(Action::SetTool), html! {}) }
            { board_grid(&analysis, Rc::new(|_| true), extra, on_action) }
            { drawing_bar("The board", "kings-board") }
            { legend(&[
                ("p", "SG 0"),
                ("n", "SG > 0"),
                ("damaged-swatch", "damaged"),
                ("source-swatch", "a king with a winning move"),
                ("target-swatch", "where a winning move goes"),
            ]) }
            <div class="period-panel kings-analysis">
                <h2>{ "Who wins" }</h2>
                <p class="total-line">{ total_line }</p>
                if kings.is_empty() {
                    <p class="verdict p">{ "An empty sum has total 0: a P-position, lost for the first player, who has no move." }</p>
                } else {
                    { total_verdict(analysis.total.into(), "king") }
                }
                if analysis.total != 0 {
                    <p class="winning-count">{ format!("Winning first moves: {}.", analysis.winning.len()) }</p>
                    <ol class="winning-moves">
                        { for analysis.winning.iter().map(|mv| html! {
                            <li data-from={format!("{}-{}", mv.from.0, mv.from.1)} data-to={format!("{}-{}", mv.to.0, mv.to.1)}>
                                { describe_move(&analysis, mv) }
                            </li>
                        }) }
                    </ol>
                    <p class="detail">
                        { "A king on a cell of value g wins by moving to a neighbour of value g ⊕ total. One exists \
                           whenever g ⊕ total < g (every smaller value is among a cell's options, by the mex); a \
                           neighbour of larger value can also happen to fit. Kings sharing a cell each count." }
                    </p>
                }
            </div>
        </div>
    }
}

/// The values filled cell by cell: the stepper, the explanation, the board.
pub fn table_view(state: &State, on_action: &Callback<Action>) -> Html {
    let analysis = state.analysis.clone();
    let step = state.playback.position();
    if analysis.free.places().is_empty() {
        return html! { <p class="window-note">{ "Every cell is damaged: there is nothing to fill." }</p> };
    }
    let focus = analysis.free.at(state.playback.focus());
    let explanation = focus.and_then(|cell| explain(analysis.board(), analysis.table(), cell));
    let options: Vec<Cell> = explanation
        .as_ref()
        .map(|e| e.options.iter().map(|&(_, cell, _)| cell).collect())
        .unwrap_or_default();
    let show = {
        let analysis = analysis.clone();
        Rc::new(move |cell: Cell| analysis.free.is_filled(cell, step))
    };
    let extra = Rc::new(move |cell: Cell| {
        classes!(
            (Some(cell) == focus).then_some("current"),
            options.contains(&cell).then_some("option")
        )
    });
    let complete = step == analysis.last();
    let on_fill = on_action.reform(Action::Fill);
    html! {
        <div class="kings-table-view">
            { game_line(format!("{} × {} board, {} free cells filled row by row from the top-left corner",
                                analysis.board().rows(), analysis.board().cols(), analysis.free.places().len())) }
            { fill_steps(&analysis, state.playback, explanation.as_ref().map(explained), &on_fill) }
            { board_grid(&analysis, show, extra, on_action) }
            { drawing_bar("The board", "kings-board") }
            { legend(&[
                ("p", "SG 0: a king here loses for the player to move"),
                ("n", "SG > 0"),
                ("current", "the cell being filled"),
                ("option", "the cells a king there can reach"),
            ]) }
            if complete {
                <p class="p-rule">
                    { format!("All values filled. The kings' values xor to {}: {}.", analysis.total,
                              if analysis.total == 0 { "the second player wins" } else { "the first player wins" }) }
                </p>
            }
        </div>
    }
}

/// A cell's value explained, and the words naming it when clicked.
fn explained(explanation: &KingExplanation) -> (Explained, String) {
    let (row, col) = explanation.cell;
    let value = explanation.value;
    let mut parts: Vec<String> = explanation
        .options
        .iter()
        .map(|(direction, (r, c), g)| format!("{} to ({r}, {c}), SG {g}", direction.name()))
        .collect();
    parts.extend(explanation.blocked.iter().map(|(direction, blocked)| match blocked {
        Blocked::Edge => format!("{} leaves the board", direction.name()),
        Blocked::Damaged((r, c)) => format!("{} is ({r}, {c}), damaged", direction.name()),
    }));
    let detail = if explanation.options.is_empty() {
        format!("A king on ({row}, {col}) cannot move: {}.", parts.join("; "))
    } else {
        format!("A king on ({row}, {col}) moves {}. {}", parts.join("; "), mex_detail(value))
    };
    let winning: Vec<String> = explanation
        .options
        .iter()
        .filter(|(_, _, g)| *g == 0)
        .map(|(_, (r, c), _)| format!("({r}, {c})"))
        .collect();
    let position = format!("For one king, ({row}, {col})");
    let verdict = verdict(&position, explanation.options.len(), value, &winning);
    let explained = Explained { sentence: explanation.sentence(), detail, value, verdict };
    (explained, format!("the cell you clicked, ({row}, {col})"))
}

/// The game against the computer.
pub fn play_view(state: &State, on_action: &Callback<Action>) -> Html {
    let analysis = state.analysis.clone();
    let (game, position) = (&state.game, state.position());
    let total = total(analysis.table(), &position);
    let your_move = match state.picked {
        None => "Your move: click a king to pick it up.".to_string(),
        Some((row, col)) => format!(
            "Your move: click where the king on ({row}, {col}) goes (a highlighted cell), or click it again to put it back."
        ),
    };
    let over = [
        "Game over: no king can move, and it is the computer's turn. You win!",
        "Game over: no king can move, and it is your turn. The computer wins.",
    ];
    let status = game_status(game, "No king can move: there is nothing to play.", over, your_move);
    // The game's kings, drawn on the board in place of the starting ones.
    let shown =
        Analysis::new(KingsRequest { board: analysis.board().clone(), kings: position.clone() });
    let (picked, hint) = (state.picked, game.hint);
    let reachable: Vec<Cell> =
        picked.map(|from| analysis.board().moves_from(from)).unwrap_or_default();
    let extra = Rc::new(move |cell: Cell| {
        classes!(
            (Some(cell) == picked).then_some("current"),
            reachable.contains(&cell).then_some("reachable")
        )
    });
    let on_play = on_action.reform(Action::Play);
    let hint_label =
        " Hint: show each cell's value and the total (they give the winning move away)";
    let picture = html! {
        <>
            if hint {
                { value_now_line("Total of the kings' values", total.into()) }
            }
            { board_grid(&shown, Rc::new(move |_| hint), extra, on_action) }
        </>
    };
    let say = |who: &str, _: &_, &((a, b), (c, d)): &(Cell, Cell)| {
        format!("{who} moved a king from ({a}, {b}) to ({c}, {d}).")
    };
    play_block((game, &on_play), (Some(hint_label), status), say, picture, None, Html::default())
}

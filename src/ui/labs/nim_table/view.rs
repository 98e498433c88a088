//! The nim-table lab's views: the form, the stepped table with its explanation, and the pattern.

use yew::prelude::*;

use super::state::{Action, CellByCell, EXAMPLES, State, frame_of};
use crate::api::nim_table::NimTableRequest;
use crate::solve::two_pile::{GridExplanation, GrundyTable, MAX_SIDE};
use crate::ui::kit::fill::{Explained, ValueGrid, fill_steps, legend, value_grid, verdict};
use crate::ui::kit::prelude::*;
use crate::ui::kit::table::game_line;

/// Rows and columns shown at once; larger tables show a window around the explained cell.
const WINDOW: usize = 16;

/// The progress of a table being filled in slices, with Cancel.
pub fn pending_view(
    request: &NimTableRequest,
    progress: f64,
    on_action: &Callback<Action>,
) -> Html {
    let what = format!("Filling the {} × {} table…", request.cols, request.rows);
    progress_panel(what, progress, Some(on_action.reform(|_: MouseEvent| Action::Cancel)), html! {})
}

/// The form: columns, rows and the examples.
pub fn form_view(form: &Form, on_action: &Callback<Action>) -> Html {
    let sides = format!("1 to {MAX_SIDE}");
    let fields = vec![
        ("nim-table-cols", "cols", "Columns (first pile x = 0, 1, …)", true, sides.clone(), ""),
        ("nim-table-rows", "rows", "Rows (second pile y = 0, 1, …)", true, sides, ""),
    ];
    let on_form = on_action.reform(|action| Action::Fill(FillAction::Form(action)));
    request_form(form_fields(form, fields, &on_form), "Show table", EXAMPLES, &on_form)
}

/// The first row or column of a window of `WINDOW` around `focus` in 0..`size`.
fn window_start(focus: usize, size: usize) -> usize {
    if size <= WINDOW { 0 } else { focus.saturating_sub(WINDOW / 2).min(size - WINDOW) }
}

/// The filled table at the current step: the stepper, the explanation, the table, the pattern.
pub fn table_lab_view(
    state: &State,
    table: &Rc<GrundyTable>,
    on_action: &Callback<Action>,
) -> Html {
    let request = state.request;
    let position = state.playback.position();
    let focus = state.focus();
    let explanation = table.explain(focus.0, focus.1);
    let options: Vec<(usize, usize)> = explanation
        .as_ref()
        .map(|e| e.options.iter().map(|&(cell, _)| cell).collect())
        .unwrap_or_default();
    let (cols, rows) = (request.cols, request.rows);
    let timeline = Rc::new(CellByCell { table: table.clone() });
    let value = {
        let table = table.clone();
        Rc::new(move |(x, y)| {
            (frame_of(&request, (x, y)) <= position).then(|| table.get(x, y)).flatten()
        })
    };
    let extra = Rc::new(move |cell| {
        classes!((cell == focus).then_some("current"), options.contains(&cell).then_some("option"))
    });
    let label = Rc::new(|(x, y), value: Option<u32>| match value {
        Some(value) => format!("SG({x}, {y}) = {value}"),
        None => format!("SG({x}, {y}) not computed yet"),
    });
    let (x0, y0) = (window_start(focus.0, cols), window_start(focus.1, rows));
    let (shown_cols, shown_rows) = (cols.min(WINDOW), rows.min(WINDOW));
    let window_note = (cols > WINDOW || rows > WINDOW).then(|| {
        format!(
            "Showing x = {x0} to {}, y = {y0} to {} of the {cols} × {rows} table; the window follows the step.",
            x0 + shown_cols - 1,
            y0 + shown_rows - 1
        )
    });
    let inspect = move |cell| StepAction::Inspect(Some(frame_of(&request, cell)));
    let on_click = on_action.reform(move |cell| Action::Fill(FillAction::Step(inspect(cell))));
    let wythoff_link = lab_href("wythoff", "mode=table");
    html! {
        <>
            { game_line(format!("Two-pile Nim: x = 0 to {} across (the first pile), y = 0 to {} down (the second pile)",
                                cols - 1, rows - 1)) }
            { fill_steps(&timeline, state.playback, explanation.as_ref().map(explained), &on_action.reform(Action::Fill)) }
            if let Some(note) = window_note { <p class="window-note">{ note }</p> }
            <div class="grid-scroll">
                { value_grid(ValueGrid { cols: shown_cols, rows: shown_rows, origin: (x0, y0),
                    corner: "SG(x, y): x →, y ↓", value, extra, label, mark: None,
                    on_click }) }
            </div>
            { legend(&[
                ("p", "P-position (SG = 0): the player to move loses"),
                ("n", "N-position (SG > 0): the player to move wins"),
                ("current", "the cell being explained"),
                ("option", "its options"),
            ]) }
            { pattern_view(table, position, state.focus()) }
            <p class="see-also">
                { "Wythoff's game also lets a move take the same number from both piles, adding each cell's \
                   up-left diagonal to its options: " }
                <a href={wythoff_link}>{ "its Grundy table, cell by cell, in the Wythoff lab" }</a>
                { "." }
            </p>
        </>
    }
}

/// A cell's value explained, and the words naming it when clicked.
fn explained(explanation: &GridExplanation) -> (Explained, String) {
    let (x, y) = explanation.cell;
    let value = explanation.value;
    let winning = explanation.winning_cells();
    let explained = Explained {
        sentence: explanation.sentence(),
        detail: format!("{} {}", explanation.nim_moves_text(), mex_detail(value)),
        value,
        verdict: verdict(&format!("({x}, {y})"), explanation.options.len(), value, &winning),
    };
    (explained, format!("the cell you clicked, ({x}, {y})"))
}

/// `value` in binary with `width` digits.
fn binary(value: usize, width: usize) -> String {
    format!("{value:0width$b}")
}

/// The pattern, revealed once the whole table is filled: every cell checked against x xor y.
fn pattern_view(table: &GrundyTable, position: u32, focus: (usize, usize)) -> Html {
    let cells = table.cols() * table.rows();
    let complete = position as usize + 1 == cells;
    let body = if complete {
        let check = table.xor_check_text();
        let (x, y) = focus;
        let width = (usize::BITS - x.max(y).max(1).leading_zeros()) as usize;
        let value = table.get(x, y).unwrap_or_default();
        html! {
            <>
                <p class="p-rule">{ format!("SG(x, y) = x ⊕ y, the bitwise xor (the nim-sum) of the two piles: {check}") }</p>
                <p class="xor-example">
                    <code>{ format!("x = {x} = {}, y = {y} = {}, x ⊕ y = {} = {}", binary(x, width), binary(y, width),
                                    binary(x ^ y, width), x ^ y) }</code>
                    { format!(" and the table says SG({x}, {y}) = {value}.") }
                </p>
                if table.zeros_on_diagonal() {
                    <p>{ "The zeros are exactly the diagonal x = y: equal piles are P-positions (the second \
                          player copies every move on the other pile), as x ⊕ y = 0 only when x = y." }</p>
                }
                <p>{ "The lecture proves it for any number of piles: SG of Nim is the nim-sum of the piles, \
                      and by the Sprague-Grundy theorem any sum of games is played like Nim on their values." }</p>
            </>
        }
    } else {
        html! { <p class="period-pending">{ "Fill the whole table (press End, or answer every question in an exercise) to see the pattern in the values." }</p> }
    };
    html! {
        <div class="period-panel pattern-panel">
            <h2>{ "The pattern" }</h2>
            { body }
        </div>
    }
}

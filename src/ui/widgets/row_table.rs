//! A one-dimensional table of values filled position by position, as the lecture's tables of
//! SG values, P/N letters or wins and losses: positions in rows of 16, each row a line of
//! position numbers above a line of values; a large table shows a window following the focus.
//! Filled values can be clicked (to explain them).

use yew::prelude::*;

/// Positions per row.
pub const COLUMNS: u32 = 16;
/// Rows shown at once; a larger table shows a window around the focused position.
pub const WINDOW_ROWS: u32 = 8;

/// What a row table shows: positions `first..=last`, those up to `filled` filled, `focus`
/// marked as the current one (class `current`; filled ones get class `filled`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rows {
    /// The first position.
    pub first: u32,
    /// The last position.
    pub last: u32,
    /// The last filled position (none when below `first`).
    pub filled: u32,
    /// The position the window follows.
    pub focus: u32,
}

/// The table, named `name` for screen readers, its two lines labelled `labels` (e.g. "n" and
/// "SG(n)"); `text` gives a filled value's text, `class` a filled position's classes besides
/// `cell`, `filled` and `current`; clicking a filled value sends its position to `on_click`.
pub fn row_table(
    name: &str,
    labels: [&'static str; 2],
    rows: Rows,
    text: impl Fn(u32) -> String,
    class: impl Fn(u32) -> Classes,
    on_click: &Callback<u32>,
) -> Html {
    let Rows { first, last, filled, focus } = rows;
    let count = (last.saturating_sub(first) + 1).div_ceil(COLUMNS);
    let focus_row = focus.saturating_sub(first) / COLUMNS;
    let first_row =
        focus_row.saturating_sub(WINDOW_ROWS - 3).min(count.saturating_sub(WINDOW_ROWS));
    let classes = |k: u32| {
        classes!(
            "cell",
            // An unfilled cell's class would tell its value (an exercise's answer) in the page.
            (k <= filled).then(|| class(k)),
            (k <= filled).then_some("filled"),
            (k == focus).then_some("current")
        )
    };
    html! {
        <div class="sg-table" role="grid" aria-label={name.to_string()}>
            if count > WINDOW_ROWS {
                <p class="window-note">{ format!("Showing a window of {first} to {last}; it follows the step.") }</p>
            }
            { for (first_row..(first_row + WINDOW_ROWS).min(count)).map(|row| {
                let start = first + row * COLUMNS;
                let cells: Vec<u32> = (start..=(start + COLUMNS - 1).min(last)).collect();
                html! {
                    <div class="sg-block" role="rowgroup">
                        <div class="sg-row n-row" role="row">
                            <span class="row-label" role="rowheader">{ labels[0] }</span>
                            { for cells.iter().map(|&k| html! {
                                <span class={classes(k)} role="columnheader" data-n={k.to_string()}>{ k }</span>
                            }) }
                        </div>
                        <div class="sg-row value-row" role="row">
                            <span class="row-label" role="rowheader">{ labels[1] }</span>
                            { for cells.iter().map(|&k| html! {
                                <button type="button" class={classes(k)} role="gridcell" data-n={k.to_string()}
                                    disabled={k > filled} onclick={on_click.reform(move |_: MouseEvent| k)}>
                                    { if k <= filled { text(k) } else { String::new() } }
                                </button>
                            }) }
                        </div>
                    </div>
                }
            }) }
        </div>
    }
}

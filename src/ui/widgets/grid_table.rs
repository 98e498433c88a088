//! A two-dimensional table of game values, as the lecture fills two-pile tables: columns x,
//! rows y, each cell's text and classes supplied by the lab, clickable cells optional.

use yew::prelude::*;

/// The table's properties.
#[derive(Properties, PartialEq)]
pub struct GridTableProps {
    /// Columns: x = 0..cols.
    pub cols: usize,
    /// Rows: y = 0..rows.
    pub rows: usize,
    /// What the corner says, e.g. "G(x, y)".
    pub corner: AttrValue,
    /// The text of cell (x, y) (empty while not filled).
    pub text: Callback<(usize, usize), String>,
    /// The classes of cell (x, y), besides "cell".
    pub class: Callback<(usize, usize), Classes>,
    /// Clicking cell (x, y), if cells are clickable.
    #[prop_or_default]
    pub on_click: Option<Callback<(usize, usize)>>,
    /// How a cell names itself for screen readers, e.g. "G(3, 2) = 6".
    pub label: Callback<(usize, usize), String>,
}

/// The table: x across, y down, as on the lecture's slides.
#[component]
pub fn GridTable(props: &GridTableProps) -> Html {
    html! {
        <table class="grid-table">
            <thead>
                <tr>
                    <th class="corner" scope="col">{ props.corner.clone() }</th>
                    { for (0..props.cols).map(|x| html! { <th scope="col">{ x }</th> }) }
                </tr>
            </thead>
            <tbody>
                { for (0..props.rows).map(|y| html! {
                    <tr>
                        <th scope="row">{ y }</th>
                        { for (0..props.cols).map(|x| cell(props, x, y)) }
                    </tr>
                }) }
            </tbody>
        </table>
    }
}

fn cell(props: &GridTableProps, x: usize, y: usize) -> Html {
    let class = classes!("cell", props.class.emit((x, y)));
    let text = props.text.emit((x, y));
    let label = props.label.emit((x, y));
    let coordinates = format!("{x},{y}");
    match &props.on_click {
        Some(on_click) => {
            let onclick = on_click.reform(move |_: MouseEvent| (x, y));
            html! {
                <td {class} data-xy={coordinates}>
                    <button type="button" aria-label={label} {onclick}>{ text }</button>
                </td>
            }
        }
        None => html! { <td {class} data-xy={coordinates} aria-label={label}>{ text }</td> },
    }
}

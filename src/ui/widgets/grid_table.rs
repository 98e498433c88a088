//! A two-dimensional table of game values, as the lecture fills two-pile tables: columns x,
//! rows y, each cell's text and classes supplied by the lab, clickable cells optional. A large
//! table can be shown through a window starting at (`x0`, `y0`).

use yew::prelude::*;

/// The table's properties.
pub struct GridTableProps {
    /// Columns shown: x = x0..x0 + cols.
    pub cols: usize,
    /// Rows shown: y = y0..y0 + rows.
    pub rows: usize,
    /// The first column shown.
    pub x0: usize,
    /// The first row shown.
    pub y0: usize,
    /// What the corner says, e.g. "G(x, y)".
    pub corner: AttrValue,
    /// The text of cell (x, y) (empty while not filled).
    pub text: Callback<(usize, usize), String>,
    /// The classes of cell (x, y), besides "cell".
    pub class: Callback<(usize, usize), Classes>,
    /// Clicking cell (x, y), if cells are clickable.
    pub on_click: Option<Callback<(usize, usize)>>,
    /// How a cell names itself for screen readers, e.g. "G(3, 2) = 6".
    pub label: Callback<(usize, usize), String>,
    /// A small mark shown in a cell besides its text (e.g. the pieces standing there).
    pub mark: Option<Callback<(usize, usize), String>>,
    /// The rows' headings, from row `y0` on, when they are names rather than the numbers y.
    pub row_names: Vec<AttrValue>,
}

/// The table: x across, y down, as on the lecture's slides.
/// A function, not a component: a component type costs every binary its bytes again.
pub fn grid_table(props: &GridTableProps) -> Html {
    html! {
        <table class="grid-table">
            <thead>
                <tr>
                    <th class="corner" scope="col">{ props.corner.clone() }</th>
                    { for (props.x0..props.x0 + props.cols).map(|x| html! { <th scope="col">{ x }</th> }) }
                </tr>
            </thead>
            <tbody>
                { for (props.y0..props.y0 + props.rows).map(|y| html! {
                    <tr>
                        <th scope="row">{ match props.row_names.get(y - props.y0) {
                            Some(name) => name.to_string(),
                            None => y.to_string(),
                        } }</th>
                        { for (props.x0..props.x0 + props.cols).map(|x| cell(props, x, y)) }
                    </tr>
                }) }
            </tbody>
        </table>
    }
}

fn cell(props: &GridTableProps, x: usize, y: usize) -> Html {
    let class = classes!("cell", props.class.emit((x, y)));
    let text = props.text.emit((x, y));
    let coordinates = format!("{x},{y}");
    let mark = props.mark.as_ref().map(|mark| mark.emit((x, y))).filter(|mark| !mark.is_empty());
    // The cell's name says what is shown in it too, as it is shown (its label must contain it).
    let shown = format!("{text}{}", mark.as_deref().unwrap_or_default());
    let label = match props.label.emit((x, y)) {
        label if shown.is_empty() || label.ends_with(&shown) => label,
        label => format!("{label}: {shown}"),
    };
    let content = html! {
        <>
            { text }
            if let Some(mark) = mark { <span class="mark">{ mark }</span> }
        </>
    };
    match &props.on_click {
        Some(on_click) => {
            let onclick = on_click.reform(move |_: MouseEvent| (x, y));
            html! {
                <td {class} data-xy={coordinates}>
                    <button type="button" aria-label={label} {onclick}>{ content }</button>
                </td>
            }
        }
        None => html! { <td {class} data-xy={coordinates} aria-label={label}>{ content }</td> },
    }
}

//! The lecture's binary table: the values in binary, their xor (the nim-sum), the most
//! significant 1 of the nim-sum, the row chosen, and its reduction.

use yew::prelude::*;

/// One row: a label, the value, and whether it counts towards the xor.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// E.g. "pile 3 (8)".
    pub label: String,
    /// The value written in binary.
    pub value: u64,
    /// Rows that do not count (even steps of a staircase) are shown greyed.
    pub counts: bool,
}

/// The table's properties.
#[derive(Default)]
pub struct BinaryTableProps {
    /// The rows.
    pub rows: Vec<Row>,
    /// The bit to highlight (the nim-sum's most significant 1), if any.
    pub column: Option<u32>,
    /// The row chosen and its new value, if any.
    pub reduction: Option<(usize, u64)>,
    /// At least this many binary digits (so a table does not shrink as values do).
    pub min_width: u32,
}

/// A table with more bit cells than this writes each row's digits as one text, instead of a
/// cell per bit: 64 piles of 10^18 would be 3,900 cells, whose style and layout alone took
/// 50 ms. Its column is then not marked (the derivation beside it names it).
pub const CELLS_AS_TEXT: usize = 1_024;

/// `value` in binary with `width` digits.
pub fn binary(value: u64, width: u32) -> String {
    format!("{value:0width$b}", width = width as usize)
}

/// The value of bit `bit`, as a column heading.
fn place_value(bit: u32) -> String {
    match 1u64.checked_shl(bit) {
        Some(place) if bit < 20 => place.to_string(),
        _ => format!("2^{bit}"),
    }
}

/// The table.
/// A function, not a component: a component type costs every binary its bytes again.
pub fn binary_table(props: &BinaryTableProps) -> Html {
    let sum = props.rows.iter().filter(|row| row.counts).fold(0, |sum, row| sum ^ row.value);
    let largest = props.rows.iter().map(|row| row.value).chain([sum]).max().unwrap_or(0);
    let width = (64 - largest.leading_zeros()).max(1).max(props.min_width);
    let as_text = (props.rows.len() + 1) * width as usize > CELLS_AS_TEXT;
    let digits = |value: u64, row_class: &'static str| -> Html {
        if as_text {
            let text = binary(value, width);
            return html! { <td class={classes!("bits", row_class)}>{ text }</td> };
        }
        html! { <>{ for (0..width).rev().map(|bit| {
            let one = value >> bit & 1 == 1;
            let class = classes!(
                "bit",
                one.then_some("one"),
                (props.column == Some(bit)).then_some("msb-column"),
                row_class,
            );
            html! { <td {class}>{ if one { "1" } else { "0" } }</td> }
        }) }</> }
    };
    // Sixty-bit piles are wider than a phone (and than a slide): the table scrolls sideways.
    html! {
        <div class="grid-scroll">
            <table class="binary-table" aria-label="The values in binary and their nim-sum">
                <thead>
                    <tr>
                        <th></th>
                        if as_text {
                            <th>{ format!("{width} digits: {} down to 1", place_value(width - 1)) }</th>
                        } else {
                            { for (0..width).rev().map(|bit| html! {
                                <th class={classes!((props.column == Some(bit)).then_some("msb-column"))}>
                                    { place_value(bit) }
                                </th>
                            }) }
                        }
                        <th></th>
                    </tr>
                </thead>
                <tbody>
                    { for props.rows.iter().enumerate().map(|(index, row)| {
                        let chosen = props.reduction.filter(|(chosen, _)| *chosen == index);
                        html! {
                            <tr class={classes!(chosen.is_some().then_some("chosen"), (!row.counts).then_some("ignored"))}>
                                <th scope="row">{ row.label.clone() }</th>
                                { digits(row.value, "") }
                                <td class="reduction">
                                    if let Some((_, to)) = chosen {
                                        { format!("→ {} ({to})", binary(to, width)) }
                                    } else if !row.counts {
                                        { "does not count" }
                                    }
                                </td>
                            </tr>
                        }
                    }) }
                </tbody>
                <tfoot>
                    <tr class="nim-sum">
                        <th scope="row">{ "⊕ nim-sum" }</th>
                        { digits(sum, "sum") }
                        <td class="reduction">{ format!("= {sum}") }</td>
                    </tr>
                </tfoot>
            </table>
        </div>
    }
}

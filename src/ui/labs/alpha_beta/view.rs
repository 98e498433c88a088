//! The alpha-beta lab's views: the leaf counts side by side, the search stepped on the drawn
//! tree (alpha and beta at every open node, cut branches greyed), or the summary of a tree too
//! large to draw.

use yew::prelude::*;

use super::state::{Action, DRAW_LIMIT, Input, NodeMark, Order, Picture, Seen, Solved, State};
use crate::solve::alpha_beta::{MINUS_INFINITY, PLUS_INFINITY, Search};
use crate::solve::octal::group_digits;
use crate::ui::kit::export::drawing_bar;
use crate::ui::kit::frame::data_table;
use crate::ui::kit::graph_lab::stepped_drawing;
use crate::ui::kit::prelude::*;

/// What the drawing's marks mean.
const LEGEND: &[(&str, &str)] = &[
    ("ab-max", "▲ max node: takes the largest child value"),
    ("ab-min", "▼ min node: takes the smallest"),
    ("current", "the node of this step"),
    ("ab-open", "on the search's path, with its alpha and beta"),
    ("ab-cut", "cut off: never searched"),
];

/// The lab's body for the tree `solved`: the tree described, the rule, the counts, then the
/// stepped search on the drawing or the summary of a large tree.
pub fn body(state: &State, solved: &Rc<Solved>, on_action: &Callback<Action>) -> Html {
    let search = match &solved.search {
        Some(_) => stepped_search(state, solved, on_action),
        None => html! {
            <p class="ab-too-large">{ format!(
                "This tree has {} nodes: trees up to {DRAW_LIMIT} nodes are drawn and stepped; this \
                 one is solved and summarised.",
                solved.tree.node_count()
            ) }</p>
        },
    };
    html! {
        <>
            <p class="ab-tree-line">{ state.input.describe(Some(&solved.tree)) }</p>
            { rule() }            { counts(solved) }
            <p class="verdict ab-verdict">{ solved.summary() }</p>
            { search }
        </>
    }
}

/// The rule of the search, the tutorial's fail-soft alpha-beta.
fn rule() -> Html {
    html! {
        <p class="ab-rule">{ "The rule is the tutorial's fail-soft alpha-beta: alpha is the \
            most the maximiser is already sure of, beta the least the minimiser is; a node \
            returns the best value of the children it searched and stops searching them as \
            soon as beta <= alpha (a cut)." }</p>
    }
}

/// A tree too large to draw while it is built and solved in time slices: what it is, the rule,
/// and the progress with Cancel.
pub fn solving(state: &State, progress: f64, on_action: &Callback<Action>) -> Html {
    let what = match state.input.as_ref() {
        Input::LongTyped { text, .. } => format!(
            "Reading the tree's {} characters, building and searching it",
            group_digits(text.len() as u64)
        ),
        _ => format!("Building the tree of {} nodes and searching it", state.nodes),
    };
    html! {
        <>
            <p class="ab-tree-line">{ state.input.describe(None) }</p>
            { rule() }
            { progress_panel(what, progress, Some(on_action.reform(|_: MouseEvent| Action::Cancel)), html! {}) }
        </>
    }
}

/// A solving cancelled, with a button to start it again.
pub fn cancelled(state: &State, on_action: &Callback<Action>) -> Html {
    html! {
        <>
            <p class="ab-tree-line">{ state.input.describe(None) }</p>
            <div class="cancelled">
                <p>{ "Cancelled: the tree was not solved." }</p>
                <button type="button" onclick={on_action.reform(|_: MouseEvent| Action::Solve)}>{ "Solve it" }</button>
            </div>
        </>
    }
}

/// Leaves evaluated and cuts made by minimax and by alpha-beta in three move orders.
fn counts(solved: &Solved) -> Html {
    let leaves = solved.tree.leaf_count();
    let column = |search: &Search| (search.leaves, search.cuts);
    let columns = [
        ("minimax", (leaves, 0)),
        ("alpha-beta, children as given", column(&solved.given)),
        ("alpha-beta, best first", column(&solved.best_first)),
        ("alpha-beta, worst first", column(&solved.worst_first)),
    ];
    let rows = columns.iter().map(|&(name, (evaluated, cuts))| {
        html! {
            <tr data-search={name}>
                <th scope="row">{ name }</th>
                <td class="ab-leaves">{ evaluated }</td>
                <td>{ percent(evaluated, leaves) }</td>
                <td class="ab-cuts">{ cuts }</td>
            </tr>
        }
    });
    html! {
        <>
            { data_table("ab-counts", &["search", "leaves evaluated", "of all leaves", "cut-offs"], rows) }
            <p class="detail">{ "Best first and worst first reorder every node's children by their \
                minimax values (best for the player to move first, or last): the same tree, the \
                same value, different work. On a complete tree with b children per node and d \
                levels, best first with no tied values evaluates b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves \
                (Knuth and Moore): the tutorial's O(b^(d/2)) is this best case; in the worst order \
                alpha-beta may evaluate every leaf, as minimax does." }</p>
        </>
    }
}

/// `part` of `whole` as a percentage to a tenth, rounded down ("0.3%").
fn percent(part: u64, whole: u64) -> String {
    let permille = part * 1000 / whole.max(1);
    format!("{}.{}%", permille / 10, permille % 10)
}

/// The move order chooser, the stepper with the step's sentence, and the drawing.
fn stepped_search(state: &State, solved: &Rc<Solved>, on_action: &Callback<Action>) -> Html {
    let Some(search) = &solved.search else { return Html::default() };
    let picture = search.frame(state.playback.position());
    let on_order = on_action.reform(|event: Event| {
        let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
        Action::SetOrder(Order::named(&select.value()))
    });
    let order_names =
        [(Order::Given, "as given"), (Order::Best, "best first"), (Order::Worst, "worst first")];
    let chooser = html! {
        <div class="ab-order">
            <label for="alpha-beta-order">{ "Step the search with the children " }</label>
            <select id="alpha-beta-order" onchange={on_order}>
                { for order_names.iter().map(|&(order, text)| html! {
                    <option value={order.name()} selected={order == state.order}>{ text }</option>
                }) }
            </select>
        </div>
    };
    let detail = html! {
        <p class="detail">{ format!(
            "{} of {} leaves evaluated so far.",
            picture_leaves(solved, &picture),
            solved.tree.leaf_count()
        ) }</p>
    };
    let drawing = tree_drawing(solved, &picture);
    html! {
        <>
            { chooser }
            { stepped_drawing(solved, state.playback, &on_action.reform(Action::Step), detail, drawing, LEGEND) }
        </>
    }
}

/// The leaves the search has evaluated by this picture.
fn picture_leaves(solved: &Solved, picture: &Picture) -> usize {
    (0..solved.tree.node_count())
        .filter(|&node| {
            solved.tree.leaf_value(node).is_some() && picture.nodes[node].seen == Seen::Done
        })
        .count()
}

/// Pixels between two leaves and between two levels.
const LEAF_GAP: i64 = 46;
const LEVEL_GAP: i64 = 78;
const MARGIN: i64 = 30;
/// The half-size of a node's triangle.
const NODE: i64 = 15;

/// A bound as the drawing shows it: "−∞", "+∞" or the number.
fn bound(value: i64) -> String {
    match value {
        MINUS_INFINITY => "−∞".into(),
        PLUS_INFINITY => "+∞".into(),
        value => value.to_string(),
    }
}

/// The tree in layers, the root on top, leaves in order along the bottom rows; each node a
/// triangle (up for max, down for min) marked as the search has left it in `picture`.
pub fn tree_drawing(solved: &Solved, picture: &Picture) -> Html {
    let tree = &solved.tree;
    let n = tree.node_count();
    let maximizing = solved.maximizing();
    let mut depth = vec![0i64; n];
    for node in 0..n {
        for &child in tree.children(node) {
            depth[child as usize] = depth[node] + 1;
        }
    }
    // Leaves take the next column in preorder; an inner node sits over its children.
    let mut x = vec![0i64; n];
    let mut next_leaf = 0;
    for (node, x) in x.iter_mut().enumerate() {
        if tree.leaf_value(node).is_some() {
            *x = MARGIN + next_leaf * LEAF_GAP;
            next_leaf += 1;
        }
    }
    for node in (0..n).rev() {
        if let (Some(&first), Some(&last)) =
            (tree.children(node).first(), tree.children(node).last())
        {
            x[node] = (x[first as usize] + x[last as usize]) / 2;
        }
    }
    let y = |node: usize| MARGIN + depth[node] * LEVEL_GAP;
    let width = 2 * MARGIN + (next_leaf - 1).max(0) * LEAF_GAP + 60;
    let height = 2 * MARGIN + depth.iter().max().copied().unwrap_or(0) * LEVEL_GAP + 10;
    let edges = (0..n).flat_map(|node| {
        let (px, py) = (x[node], y(node));
        tree.children(node).iter().map(move |&child| (px, py, child as usize))
    });
    let edges = edges.map(|(px, py, child)| {
        let class = classes!("ab-edge", (picture.nodes[child].seen == Seen::Cut).then_some("ab-cut"));
        html! { <line {class} x1={px.to_string()} y1={py.to_string()} x2={x[child].to_string()} y2={y(child).to_string()} /> }
    });
    let nodes = (0..n).map(|node| {
        let mark = picture.nodes[node];
        let current = picture.current == Some(node as u32);
        node_view(node, (x[node], y(node)), maximizing[node], tree.leaf_value(node), mark, current)
    });
    html! {
        <>
        // Focusable, so a tree wider than the page scrolls by keyboard too.
        <div class="ab-drawing" tabindex="0" role="region" aria-label="The game tree, scrollable">
            <svg class="ab-tree" viewBox={format!("0 0 {width} {height}")} width={width.to_string()}
                height={height.to_string()} role="img" aria-label="The game tree">
                { for edges }
                { for nodes }
            </svg>
        </div>
        { drawing_bar("The tree", "game-tree") }
        </>
    }
}

/// One node: its triangle, its value (a leaf's own, an inner node's best so far or returned),
/// its number, and alpha and beta while it is open or current.
fn node_view(
    node: usize,
    (x, y): (i64, i64),
    maximizing: bool,
    leaf: Option<i64>,
    mark: NodeMark,
    current: bool,
) -> Html {
    let points = if maximizing {
        format!("{},{} {},{} {},{}", x, y - NODE, x - NODE, y + NODE - 3, x + NODE, y + NODE - 3)
    } else {
        format!("{},{} {},{} {},{}", x, y + NODE, x - NODE, y - NODE + 3, x + NODE, y - NODE + 3)
    };
    let seen = match mark.seen {
        Seen::Unseen => "ab-unseen",
        Seen::Open => "ab-open",
        Seen::Done => "ab-done",
        Seen::Cut => "ab-cut",
    };
    let class = classes!(
        "ab-node",
        if maximizing { "ab-max" } else { "ab-min" },
        seen,
        leaf.is_some().then_some("ab-leaf"),
        current.then_some("current")
    );
    let value = leaf.or(mark.value).map(|value| value.to_string()).unwrap_or_default();
    let value_y = if maximizing { y + 8 } else { y + 2 };
    let show_bounds =
        leaf.is_none() && (mark.seen == Seen::Open || current && mark.seen != Seen::Cut);
    html! {
        <g {class} data-node={node.to_string()}>
            <polygon {points} />
            <text class="ab-value" x={x.to_string()} y={value_y.to_string()}>{ value }</text>
            <text class="ab-name" x={(x - NODE - 3).to_string()} y={(y - NODE + 2).to_string()}>{ node }</text>
            if show_bounds {
                <text class="ab-bounds" x={(x + NODE + 3).to_string()} y={(y - 4).to_string()}>
                    { format!("α {}", bound(mark.alpha)) }
                </text>
                <text class="ab-bounds" x={(x + NODE + 3).to_string()} y={(y + 10).to_string()}>
                    { format!("β {}", bound(mark.beta)) }
                </text>
            }
        </g>
    }
}

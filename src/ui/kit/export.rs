//! Handouts: what a view shows, as files a teacher puts in a handout. A table of values as CSV
//! (n, the value, P or N) and as a LaTeX `tabular` (blocks of 16 columns, P-positions in bold),
//! a graph drawing as TikZ (its marks as named styles), [`drawing_buttons`] saving any drawing
//! or board as SVG and PNG (by www/handout.js, loaded on first use), and [`download`], which
//! offers any file (these, a chart's SVG or PNG) to the browser.

use std::collections::BTreeMap;

use wasm_bindgen::JsCast;
use web_sys::HtmlAnchorElement;
use yew::prelude::*;

use crate::solve::graph::Graph;
use crate::solve::layout::Point;
use crate::ui::kit::table::Naming;
use crate::ui::widgets::graph_view::Marks;

/// Columns of one block of the LaTeX table (as on screen).
pub const LATEX_COLUMNS: usize = 16;

/// The values `values` (n = 0, 1, …) as CSV: a header `n,<value>(n),P/N`, then one row a value.
pub fn table_csv(naming: Naming, values: &[u32]) -> String {
    let mut csv = format!("n,{}(n),P/N\n", naming.value);
    for (n, &value) in values.iter().enumerate() {
        let letter = if value == 0 { 'P' } else { 'N' };
        csv.push_str(&format!("{n},{value},{letter}\n"));
    }
    csv
}

/// The values as a LaTeX `tabular` (no package needed): blocks of [`LATEX_COLUMNS`] columns,
/// each with the rows n, the value and P/N, the P-positions (value 0) in bold.
pub fn table_latex(naming: Naming, values: &[u32]) -> String {
    let name = naming.value;
    let last = values.len().saturating_sub(1);
    let columns = values.len().clamp(1, LATEX_COLUMNS);
    let mut latex = format!(
        "% {name}(n) for n = 0 to {last}; P-positions ({name}(n) = 0) in bold.\n\
         \\begin{{tabular}}{{l|{}}}\n",
        "c".repeat(columns)
    );
    for (block, chunk) in values.chunks(LATEX_COLUMNS).enumerate() {
        if block > 0 {
            latex.push_str("\\hline\n");
        }
        let first = block * LATEX_COLUMNS;
        let row = |head: String, cell: &dyn Fn(usize, u32) -> String| {
            let cells: Vec<String> =
                chunk.iter().enumerate().map(|(i, &value)| cell(first + i, value)).collect();
            format!("{head} & {} \\\\\n", cells.join(" & "))
        };
        let bold = |value: u32, text: String| {
            if value == 0 { format!("\\textbf{{{text}}}") } else { text }
        };
        latex.push_str(&row("$n$".into(), &|n, _| n.to_string()));
        latex.push_str(&row(format!("$\\mathrm{{{name}}}(n)$"), &|_, value| {
            bold(value, value.to_string())
        }));
        latex.push_str(&row("P/N".into(), &|_, value| {
            bold(value, if value == 0 { "P" } else { "N" }.into())
        }));
    }
    latex.push_str("\\end{tabular}\n");
    latex
}

/// Each mark's look on the screen (www/style.css) as a TikZ style: its name and options.
pub const TIKZ_MARKS: [(&str, &str); 27] = [
    (
        "vertex-focus",
        "fill={rgb,255:red,244;green,162;blue,97}, draw={rgb,255:red,156;green,74;blue,18}, very thick",
    ),
    (
        "vertex-partner",
        "fill={rgb,255:red,42;green,157;blue,143}, draw={rgb,255:red,20;green,92;blue,84}, very thick, text=white",
    ),
    (
        "vertex-neighbour",
        "fill={rgb,255:red,253;green,230;blue,138}, draw={rgb,255:red,161;green,98;blue,7}",
    ),
    ("vertex-removed", "dashed, opacity=0.3"),
    ("vertex-just-removed", "draw={rgb,255:red,156;green,74;blue,18}, opacity=0.55"),
    (
        "vertex-core",
        "fill={rgb,255:red,253;green,226;blue,228}, draw={rgb,255:red,180;green,35;blue,24}, very thick",
    ),
    ("vertex-muted", "opacity=0.45"),
    ("vertex-option", "draw={rgb,255:red,124;green,58;blue,237}"),
    ("vertex-trail", "draw={rgb,255:red,100;green,116;blue,139}, dashed, thick"),
    (
        "vertex-cop",
        "fill={rgb,255:red,29;green,78;blue,216}, draw={rgb,255:red,30;green,58;blue,138}, very thick, text=white",
    ),
    (
        "vertex-robber",
        "fill={rgb,255:red,198;green,40;blue,40}, draw={rgb,255:red,127;green,29;blue,29}, very thick, text=white",
    ),
    ("vertex-choice", "draw={rgb,255:red,11;green,95;blue,165}, very thick"),
    (
        "vertex-tp-win",
        "fill={rgb,255:red,187;green,247;blue,208}, draw={rgb,255:red,21;green,128;blue,61}, very thick",
    ),
    (
        "vertex-tp-lose",
        "fill={rgb,255:red,254;green,202;blue,202}, draw={rgb,255:red,185;green,28;blue,28}, thick",
    ),
    ("vertex-tp-root", "dashed"),
    (
        "vertex-he-leaf",
        "fill={rgb,255:red,219;green,234;blue,254}, draw={rgb,255:red,29;green,78;blue,216}",
    ),
    (
        "vertex-he-leaf-neighbour",
        "fill={rgb,255:red,233;green,213;blue,255}, draw={rgb,255:red,124;green,58;blue,237}",
    ),
    (
        "vertex-he-central",
        "fill={rgb,255:red,254;green,243;blue,199}, draw={rgb,255:red,180;green,83;blue,9}, very thick",
    ),
    (
        "vertex-he-possible",
        "fill={rgb,255:red,252;green,165;blue,165}, draw={rgb,255:red,153;green,27;blue,27}, thick",
    ),
    ("vertex-pu-safe", "draw={rgb,255:red,21;green,128;blue,61}, dashed, very thick"),
    ("vertex-pu-moved", "draw={rgb,255:red,245;green,158;blue,11}, ultra thick"),
    ("edge-removed", "draw={rgb,255:red,213;green,219;blue,227}, dashed"),
    ("edge-witness", "draw={rgb,255:red,20;green,92;blue,84}, ultra thick"),
    ("edge-x-edge", "draw={rgb,255:red,42;green,157;blue,143}, very thick"),
    ("edge-y-edge", "draw={rgb,255:red,244;green,162;blue,97}, very thick"),
    ("edge-just-removed", "draw={rgb,255:red,244;green,162;blue,97}, dashed"),
    ("edge-core", "draw={rgb,255:red,180;green,35;blue,24}, very thick"),
];

/// The colours given to a graph's marks not in [`TIKZ_MARKS`], in the order they first appear.
const TIKZ_COLOURS: [&str; 8] =
    ["orange", "teal", "blue", "red", "violet", "green", "yellow", "gray"];

/// `text` safe inside a LaTeX argument: its special characters escaped.
pub fn latex_escape(text: &str) -> String {
    let mut escaped = String::new();
    for c in text.chars() {
        match c {
            '\\' => escaped.push_str("\\textbackslash{}"),
            '~' => escaped.push_str("\\textasciitilde{}"),
            '^' => escaped.push_str("\\textasciicircum{}"),
            '&' | '%' | '$' | '#' | '_' | '{' | '}' => {
                escaped.push('\\');
                escaped.push(c);
            }
            c if c.is_control() => escaped.push(' '),
            c => escaped.push(c),
        }
    }
    escaped
}

/// A mark's class as a TikZ style name: `vertex-` or `edge-` and the class's letters, digits
/// and hyphens.
fn tikz_style(class: &str, edge: bool) -> String {
    let name: String =
        class.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '-' }).collect();
    format!("{}-{name}", if edge { "edge" } else { "vertex" })
}

/// `graph` drawn at `points` (the drawing's pixels, y down) with `marks`, as a TikZ picture
/// titled `title` (e.g. the graph's description) in a comment: a node per vertex (its label, its badge beside it), a line (an
/// arrow when directed) per edge, each mark a style of its own (as on the screen,
/// [`TIKZ_MARKS`]) that the teacher can restyle in one place. Needs `\usepackage{tikz}`.
pub fn graph_tikz(title: &str, graph: &Graph, points: &[Point], marks: &Marks) -> String {
    let n = graph.vertex_count();
    let mut styles: BTreeMap<String, (usize, bool)> = BTreeMap::new();
    let mut style_of = |class: &str, edge: bool| {
        let name = tikz_style(class, edge);
        let next = styles.len();
        styles.entry(name.clone()).or_insert((next, edge));
        name
    };
    let mut nodes = String::new();
    for v in 0..n {
        let Some(p) = points.get(v as usize) else { continue };
        let mut options: Vec<String> =
            marks.classes_of(v).iter().map(|class| style_of(class, false)).collect();
        if let Some(badge) = marks.badge_of(v) {
            options
                .push(format!("label={{[font=\\scriptsize]below right:{}}}", latex_escape(badge)));
        }
        let label = marks.label_of(v).map_or_else(|| v.to_string(), latex_escape);
        let options =
            if options.is_empty() { String::new() } else { format!("[{}]", options.join(", ")) };
        nodes.push_str(&format!("  \\node{options} (v{v}) at ({}, {}) {{{label}}};\n", p.x, p.y));
    }
    let arrow = if graph.is_directed() { "->" } else { "" };
    let mut edges = String::new();
    for &(u, v) in graph.edges() {
        let mut options: Vec<String> = Vec::new();
        if !arrow.is_empty() {
            options.push(arrow.into());
        }
        options.extend(marks.edge_classes_of(u, v).iter().map(|class| style_of(class, true)));
        let options =
            if options.is_empty() { String::new() } else { format!("[{}]", options.join(", ")) };
        let to = if u == v { "edge[loop above]" } else { "--" };
        edges.push_str(&format!("  \\draw{options} (v{u}) {to} (v{v});\n"));
    }
    // The styles in the order of first use: their orders are 0, 1, 2, … (placed, not sorted: a
    // sort would link its own code into every graph lab).
    let mut ordered: Vec<Option<(&String, &(usize, bool))>> = vec![None; styles.len()];
    for style in &styles {
        ordered[style.1.0] = Some(style);
    }
    // A mark drawn on the screen looks the same; any other takes the next colour of the list.
    let mut unlisted = 0;
    let style_lines: Vec<String> = ordered
        .iter()
        .flatten()
        .map(|(name, (_, edge))| {
            let options = match TIKZ_MARKS.iter().find(|mark| mark.0 == name.as_str()) {
                Some(&(_, look)) => look.to_string(),
                None => {
                    let colour = TIKZ_COLOURS[unlisted % TIKZ_COLOURS.len()];
                    unlisted += 1;
                    if *edge {
                        format!("very thick, draw={colour}")
                    } else {
                        format!("fill={colour}!35")
                    }
                }
            };
            format!("  {name}/.style={{{options}}},")
        })
        .collect();
    format!(
        "% {}\n% Needs \\usepackage{{tikz}}.\n\
         \\begin{{tikzpicture}}[x=0.025cm, y=-0.025cm,\n\
         \x20 every node/.style={{circle, draw, fill=white, minimum size=6mm, inner sep=1pt}},\n\
         {}\
         \x20 every label/.style={{draw=none, fill=none, rectangle}}]\n\
         {nodes}{edges}\\end{{tikzpicture}}\n",
        latex_escape(title).replace('\n', " "),
        style_lines.iter().map(|line| format!("{line}\n")).collect::<String>(),
    )
}

/// Offers the resource at `href` (a data or object URL) as a download called `name`.
pub fn download(name: &str, href: &str) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else { return };
    if let Ok(anchor) = document.create_element("a") {
        let anchor: HtmlAnchorElement = anchor.unchecked_into();
        anchor.set_href(href);
        anchor.set_download(name);
        anchor.click();
    }
}

/// Offers `text` as a download called `name`, of type `mime`.
pub fn download_text(name: &str, mime: &str, text: &str) {
    let encoded: String = js_sys::encode_uri_component(text).into();
    download(name, &format!("data:{mime};charset=utf-8,{encoded}"));
}

/// The buttons that save the drawing just before their bar (an `<svg>`, an element holding one,
/// or a board of HTML cells) as `<file>.svg` and `<file>.png`, for a handout. Markup only: their
/// code, www/handout.js, is loaded by the page's loader on the first click of one of them.
pub fn drawing_buttons(file: &'static str) -> Html {
    html! {
        <>
            <button type="button" class="export-svg" data-save="svg" data-file={file}>{ "SVG" }</button>
            <button type="button" class="export-png" data-save="png" data-file={file}>{ "PNG" }</button>
        </>
    }
}

/// The bar offering the drawing just before it as SVG and PNG: "`what`, for a handout: SVG PNG",
/// saved as `file`.svg and `file`.png.
pub fn drawing_bar(what: &'static str, file: &'static str) -> Html {
    html! { <p class="export-bar">{ what }{ ", for a handout: " }{ drawing_buttons(file) }</p> }
}

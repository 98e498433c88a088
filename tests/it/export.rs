//! Handouts: the exporters' files hold exactly the table's values, and a graph's TikZ every
//! vertex, edge and mark (`ui::kit::export`).

use cgt_playground::solve::graph::{Graph, GraphRules};
use cgt_playground::solve::layout::layout;
use cgt_playground::solve::subtraction::{MoveSet, sg_values};
use cgt_playground::ui::kit::export::{LATEX_COLUMNS, graph_tikz, table_csv, table_latex};
use cgt_playground::ui::kit::table::Naming;
use cgt_playground::ui::widgets::graph_view::Marks;

use crate::both;

const NAMING: Naming = Naming { value: "SG", cells: "positions", label: "Sprague-Grundy values" };

/// SG(0..=n) of S = {1, 3, 4}.
fn values(n: u32) -> Vec<u32> {
    sg_values(&MoveSet::try_new(vec![1, 3, 4]).expect("a move set"), n)
}

both! {
    fn the_csv_has_a_row_per_value_with_its_p_or_n() {
        for n in [0, 1, 15, 16, 30] {
            let values = values(n);
            let csv = table_csv(NAMING, &values);
            let mut lines = csv.lines();
            assert_eq!(lines.next(), Some("n,SG(n),P/N"));
            let rows: Vec<Vec<String>> =
                lines.map(|line| line.split(',').map(str::to_string).collect()).collect();
            assert_eq!(rows.len(), values.len());
            for (position, (row, &value)) in rows.iter().zip(&values).enumerate() {
                let letter = if value == 0 { "P" } else { "N" };
                assert_eq!(row, &[position.to_string(), value.to_string(), letter.to_string()]);
            }
        }
    }
}

both! {
    fn the_latex_table_holds_every_value_in_blocks_with_p_positions_bold() {
        let values = values(30);
        let latex = table_latex(NAMING, &values);
        assert!(latex.contains("\\begin{tabular}{l|cccccccccccccccc}"), "{latex}");
        assert!(latex.trim_end().ends_with("\\end{tabular}"));
        // Two blocks of 16 and 15 columns, apart by a rule.
        assert_eq!(latex.matches("\\hline").count(), 1);
        let rows: Vec<&str> = latex.lines().filter(|line| line.ends_with("\\\\")).collect();
        assert_eq!(rows.len(), 6);
        let cells = |row: &str| -> Vec<String> {
            let row = row.trim_end_matches("\\\\").trim();
            row.split(" & ").skip(1).map(|cell| cell.trim().to_string()).collect()
        };
        let mut positions = Vec::new();
        let mut shown = Vec::new();
        let mut letters = Vec::new();
        for block in rows.chunks(3) {
            assert!(block[0].starts_with("$n$ & "));
            assert!(block[1].starts_with("$\\mathrm{SG}(n)$ & "));
            assert!(block[2].starts_with("P/N & "));
            positions.extend(cells(block[0]));
            shown.extend(cells(block[1]));
            letters.extend(cells(block[2]));
        }
        assert_eq!(positions.len(), values.len());
        for (position, &value) in values.iter().enumerate() {
            assert_eq!(positions[position], position.to_string());
            let (value_text, letter) = if value == 0 {
                (format!("\\textbf{{{value}}}"), "\\textbf{P}".to_string())
            } else {
                (value.to_string(), "N".to_string())
            };
            assert_eq!(shown[position], value_text, "SG({position})");
            assert_eq!(letters[position], letter, "P/N of {position}");
        }
        assert_eq!(LATEX_COLUMNS, 16);
    }
}

both! {
    fn a_short_table_has_as_many_columns_as_values() {
        let latex = table_latex(NAMING, &values(2));
        assert!(latex.contains("\\begin{tabular}{l|ccc}"), "{latex}");
        assert!(latex.contains("% SG(n) for n = 0 to 2;"));
        assert_eq!(latex.matches("\\hline").count(), 0);
    }
}

both! {
    fn a_graph_exports_as_tikz_with_every_vertex_edge_and_mark() {
        let rules = GraphRules { directed: false, loops: false, max_vertices: 10, max_edges: 10 };
        let graph = Graph::try_new(4, &[(0, 1), (1, 2), (2, 3), (3, 0)], &rules).expect("a 4-cycle");
        let points = layout(&graph, None);
        let marks = Marks::new()
            .vertex(1, "focus")
            .vertices([0, 2], "neighbour")
            .badge(1, "NV 2")
            .label(3, "R_1 & {x}")
            .vertex(3, "custom mark")
            .edge(0, 1, "witness")
            .edge(1, 2, "other");
        let tikz = graph_tikz("A 4-cycle, 50% done", &graph, &points, &marks);
        assert!(tikz.starts_with("% A 4-cycle, 50\\% done\n% Needs \\usepackage{tikz}.\n"), "{tikz}");
        assert!(tikz.contains("\\begin{tikzpicture}") && tikz.ends_with("\\end{tikzpicture}\n"));
        let nodes: Vec<&str> = tikz.lines().filter(|line| line.trim_start().starts_with("\\node")).collect();
        assert_eq!(nodes.len(), 4, "{tikz}");
        for (v, point) in points.iter().enumerate() {
            assert!(nodes[v].contains(&format!("(v{v}) at ({}, {})", point.x, point.y)), "{}", nodes[v]);
        }
        assert!(nodes[1].contains("[vertex-focus, label={[font=\\scriptsize]below right:NV 2}]"), "{}", nodes[1]);
        assert!(nodes[0].contains("[vertex-neighbour]") && nodes[2].contains("[vertex-neighbour]"));
        assert!(nodes[3].ends_with("{R\\_1 \\& \\{x\\}};"), "labels are escaped: {}", nodes[3]);
        let draws: Vec<&str> = tikz.lines().filter(|line| line.trim_start().starts_with("\\draw")).collect();
        assert_eq!(draws, ["  \\draw[edge-witness] (v0) -- (v1);", "  \\draw[edge-other] (v1) -- (v2);", "  \\draw (v2) -- (v3);", "  \\draw (v3) -- (v0);"]);
        // Each mark is one style, defined once, in the order the marks first appear, with the
        // screen's colours; a mark the screen does not draw takes the next colour of a list.
        assert!(tikz.contains(concat!(
            "  vertex-neighbour/.style={fill={rgb,255:red,253;green,230;blue,138}, draw={rgb,255:red,161;green,98;blue,7}},\n",
            "  vertex-focus/.style={fill={rgb,255:red,244;green,162;blue,97}, draw={rgb,255:red,156;green,74;blue,18}, very thick},\n",
            "  vertex-custom-mark/.style={fill=orange!35},\n",
            "  edge-witness/.style={draw={rgb,255:red,20;green,92;blue,84}, ultra thick},\n",
            "  edge-other/.style={very thick, draw=teal},\n",
        )), "{tikz}");
        // Braces balance, so the picture compiles as far as TeX's grouping goes.
        let depth = tikz.replace("\\{", "").replace("\\}", "").chars().try_fold(0i32, |depth, c| {
            let depth = depth + i32::from(c == '{') - i32::from(c == '}');
            (depth >= 0).then_some(depth)
        });
        assert_eq!(depth, Some(0));
        // Arcs are arrows, and a loop goes round its vertex.
        let looped = GraphRules { directed: true, loops: true, max_vertices: 10, max_edges: 10 };
        let digraph = Graph::try_new(2, &[(0, 1), (1, 1)], &looped).expect("a digraph");
        let tikz = graph_tikz("arcs", &digraph, &layout(&digraph, None), &Marks::new());
        assert!(tikz.contains("  \\draw[->] (v0) -- (v1);\n  \\draw[->] (v1) edge[loop above] (v1);\n"), "{tikz}");
    }
}

/// The TikZ marks look as the screen draws them: each listed colour is the one www/style.css
/// gives the mark (`.vertex.<mark> circle` or `.edge.<mark>`), and every mark a lab names in
/// its source is listed.
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn tikz_marks_have_the_screens_colours_and_cover_every_mark_drawn() {
    use cgt_playground::ui::kit::export::TIKZ_MARKS;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let css = std::fs::read_to_string(root.join("www/style.css")).expect("the style sheet");
    // The declarations of the rule whose selector list holds `selector`.
    let rule = |selector: &str| {
        css.lines().find_map(|line| {
            let (selectors, body) = line.split_once('{')?;
            selectors.split(',').any(|s| s.trim() == selector).then(|| body.to_string())
        })
    };
    let accent =
        css.lines().find_map(|line| line.trim().strip_prefix("--accent: ")).expect("--accent");
    // A style's `fill=` or `draw=` colour as hex, from `{rgb,255:red,R;green,G;blue,B}`.
    let colour = |look: &str, key: &str| {
        let at = look.find(&format!("{key}={{rgb,255:"))? + key.len() + 10;
        let channels = &look[at..at + look[at..].find('}')?];
        let hex: Vec<String> = channels
            .split(';')
            .map(|channel| {
                let value: u8 = channel.rsplit(',').next()?.parse().ok()?;
                Some(format!("{value:02x}"))
            })
            .collect::<Option<_>>()?;
        Some(hex.concat())
    };
    for (name, look) in TIKZ_MARKS {
        let (fill, line) = (colour(look, "fill"), colour(look, "draw"));
        let (selector, coloured) = match name.strip_prefix("vertex-") {
            Some(mark) if fill.is_none() && line.is_none() => (format!(".vertex.{mark}"), false),
            Some(mark) => (format!(".vertex.{mark} circle"), true),
            None => (format!(".edge.{}", &name["edge-".len()..]), true),
        };
        let declared = rule(&selector).or_else(|| rule(&format!("{selector} circle")));
        let declared = declared.unwrap_or_else(|| panic!("{name}: no rule {selector}"));
        if !coloured {
            continue;
        }
        assert!(fill.is_some() || line.is_some(), "{name}: a colour of the screen's: {look}");
        let declared = declared.replace("var(--accent)", accent.trim_end_matches(';'));
        if let Some(fill) = fill {
            assert!(declared.contains(&format!("fill: #{fill}")), "{name}: {declared}");
        }
        if let Some(line) = line {
            assert!(declared.contains(&format!("stroke: #{line}")), "{name}: {declared}");
        }
    }
    // Every mark named by a literal in `.vertex(…, "mark")`, `.vertices(…)` or `.edge(…)`.
    let mut pending = vec![root.join("src/ui")];
    let mut named = std::collections::BTreeSet::new();
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir).expect("source folders are readable") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                pending.push(path);
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a source file");
            for call in [".vertex(", ".vertices(", ".edge("] {
                for (at, _) in text.match_indices(call) {
                    let rest = &text[at..];
                    let Some(end) = rest.find("\")") else { continue };
                    let Some(start) = rest[..end].rfind('"') else { continue };
                    if !rest[..start].contains(['\n', ';']) {
                        named.insert(rest[start + 1..end].to_string());
                    }
                }
            }
        }
    }
    assert!(named.len() >= 20, "the marks named: {named:?}");
    for mark in named {
        assert!(
            TIKZ_MARKS
                .iter()
                .any(|(name, ..)| *name == format!("vertex-{mark}")
                    || *name == format!("edge-{mark}")),
            "the mark '{mark}' drawn on the screen has no TikZ look in TIKZ_MARKS"
        );
    }
}

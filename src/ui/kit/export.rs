//! Handouts: what a view shows, as files a teacher puts in a handout. A table of values as CSV
//! (n, the value, P or N) and as a LaTeX `tabular` (blocks of 16 columns, P-positions in bold),
//! and [`download`], which offers any file (these, a chart's SVG or PNG) to the browser.

use wasm_bindgen::JsCast;
use web_sys::HtmlAnchorElement;

use crate::ui::kit::table::Naming;

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

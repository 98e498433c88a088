//! The octal lab's views: the form, the table at a step with the code's meaning, the
//! explanation of a heap's splits and mex, the legend, the period and its bound, how the table
//! was computed, the plot, and the progress of a long table.

use yew::prelude::*;

use super::state::{Computed, Solved, State};
use crate::api::octal::{MAX_N, OctalRequest};
use crate::solve::octal::{CellExplanation, SparseStats, group_digits};
use crate::solve::period::Period;
use crate::ui::kit::form::FieldSpec;
use crate::ui::kit::prelude::*;
use crate::ui::kit::table::{
    CellExplained, HELD_PLOT, Naming, Pending, PeriodShown, SolvedTable, TableParts, held_back,
    period_panel, solved_table_view, table_body,
};
use crate::ui::widgets::chart_view::ChartView;

/// How the lab names its values.
const NAMING: Naming = Naming { value: "G", cells: "heaps", label: "Grundy values" };
/// Winning moves listed in a verdict.
const LISTED_WINS: usize = 6;

/// The form's fields: the code and n.
pub fn fields() -> Vec<FieldSpec> {
    let code_help = "One digit (0 or 4) before the point, up to 32 octal digits after it.";
    vec![
        ("octal-code", "code", "Octal code", false, code_help.into(), "0.77"),
        ("octal-n", "n", "Heaps up to n", true, format!("0 to {MAX_N} (2^20)"), ""),
    ]
}

/// The progress of a long table (with Cancel, and why it runs on the page when the worker
/// could not be started), and the table on screen with the heap `explanation` explains.
pub fn body_view(
    state: &State,
    explanation: Option<&CellExplanation>,
    on_action: &Callback<TableAction<Solved>>,
    embed: bool,
) -> Html {
    let pending = |pending: &Pending<OctalRequest>, on_cancel| {
        pending_view(pending, state.filled, state.no_worker.as_deref(), on_cancel)
    };
    let shown = |solved: &Rc<Solved>| table_view(state, solved, explanation, on_action, embed);
    table_body(&state.page.tables, on_action, pending, shown)
}

/// The progress of a long table (`filled` heaps so far), with Cancel, and why it runs on the
/// page when the worker could not be started (`no_worker`).
fn pending_view(
    pending: &Pending<OctalRequest>,
    filled: usize,
    no_worker: Option<&str>,
    on_cancel: Callback<MouseEvent>,
) -> Html {
    let place =
        if no_worker.is_some() { "on this page, in slices" } else { "in a background worker" };
    let fallback = no_worker.map(|reason| {
        html! {
            <p class="worker-fallback">
                { format!("The background worker could not be started ({reason}), so the table is \
                           computed on this page in short time slices: the page stays usable, but \
                           the table takes longer.") }
            </p>
        }
    });
    progress_panel(
        format!(
            "Computing G(0) to G({}) of {} {place}: heap {} …",
            pending.request.n,
            pending.request.code,
            group_digits(filled as u64)
        ),
        pending.progress,
        Some(on_cancel),
        fallback.unwrap_or_default(),
    )
}

/// The table on screen with the code's meaning, the stepper, the explanation, the legend, the
/// period, and on the page how it was computed and the plot.
fn table_view(
    state: &State,
    solved: &Rc<Solved>,
    explanation: Option<&CellExplanation>,
    on_action: &Callback<TableAction<Solved>>,
    embed: bool,
) -> Html {
    let tables = &state.page.tables;
    let position = tables.playback.position();
    let request = solved.request();
    let name = request.code.name().map(|name| format!(" ({name})")).unwrap_or_default();
    let witness_heaps: Vec<(u32, Option<u32>)> =
        explanation.iter().flat_map(|e| e.witness_heaps()).map(|heap| (heap, None)).collect();
    let above = html! {
        <>
            { meaning_view(solved) }
            if let Some(error) = solved.outcome.limit_error() {
                <p class="notice limit" role="status">{ format!("The table stops early. {}: {}.", error.field, error.message) }</p>
            }
        </>
    };
    let held = tables.playback.holds_back();
    let below = html! {
        <>
            { period_view(solved, position, held) }
            if !embed {
                { method_view(solved) }
                if held {
                    { held_back(HELD_PLOT) }
                } else {
                    <ChartView chart={solved.chart.clone()}
                        size={(900, 380)} file="octal-values" label="Grundy values over the heap size" />
                }
            }
        </>
    };
    let parts = TableParts {
        naming: (NAMING, "heap"),
        game: format!("{}{name}, heaps 0 to {}", request.code, solved.last()),
        above,
        explained: explanation.map(|explanation| explained(explanation, solved.values())),
        values: solved.values(),
        options: (&witness_heaps, "heaps left by the options that reach each value below the mex"),
        period: solved.period_seen_at(position).filter(|_| !held),
        below,
    };
    solved_table_view(solved, tables, on_action, parts)
}

fn meaning_view(solved: &Solved) -> Html {
    let code = &solved.request().code;
    let t = code.max_removal();
    html! {
        <div class="code-meaning">
            <ul>{ for code.meaning().into_iter().map(|line| html! { <li>{ line }</li> }) }</ul>
            <p class="detail">{ format!("A move removes at most t = {t} token{}{}.", if t == 1 { "" } else { "s" },
                if code.has_splits() { "; some moves split a heap in two" } else { "; no move splits a heap" }) }</p>
        </div>
    }
}

/// A heap's value explained: its options, the mex and the verdict.
fn explained(explanation: &CellExplanation, values: &[u32]) -> CellExplained {
    let detail = html! {
        <>
            if explanation.option_count > 0 {
                <p class="detail options">{ explanation.options_text(values) }</p>
            }
            <p class="detail mex">{ explanation.mex_text() }</p>
        </>
    };
    let verdict = (explanation.is_p_position(), explanation.verdict(LISTED_WINS));
    CellExplained { sentence: explanation.sentence(), detail, verdict }
}

/// The period panel at step `position`, or in its place a note while an exercise holds it back.
fn period_view(solved: &Solved, position: u32, held: bool) -> Html {
    let code = &solved.request().code;
    let t = code.max_removal();
    let last = solved.last();
    let bound = if code.has_splits() {
        format!(
            "The Guy-Smith periodicity theorem: if G(n + p) = G(n) for every n with n0 ≤ n < 2·n0 + p + t, \
             where t = {t} is the most tokens a move removes, then G(n + p) = G(n) for every n ≥ n0 \
             (any split of a heap of n + p ≥ 2·n0 + 2p + t leaves one part of at least n0 + p, which \
             matches a split of n with that part p smaller). For n0 = 0 the window is taken with n0 = 1."
        )
    } else {
        format!(
            "No move splits a heap, so each G(n) with n > t = {t} depends only on the t values before \
             it: a window of t values repeating (t + 1 from n0 = 0) proves the period, as for a \
             subtraction game."
        )
    };
    let proof_end = |period| solved.window(period).last_read;
    let proven = |period: Period| {
        let window = solved.window(period);
        let (start, end, length) = (window.start, window.end, u64::from(period.length));
        let proof = format!(
            "Proof: G({start}..{}) = G({}..{}), checked value by value: the window \
             {start} ≤ n < {end}.",
            end - 1,
            start + length,
            end - 1 + length
        );
        (start, proof)
    };
    let none = format!(
        "No period proven by G(0..{last}): no p and n0 have G(n + p) = G(n) over the whole \
         window below with every value of the window computed. Try a larger n."
    );
    // One call of the panel, held or not (a second call site would copy it into the binary).
    let (shown, more) = match held {
        true => (PeriodShown::Held, Html::default()),
        false => (
            PeriodShown::at(
                (solved.outcome.period, position),
                proof_end,
                proven,
                solved.rule.as_ref(),
                none,
            ),
            html! { <p class="period-bound">{ bound }</p> },
        ),
    };
    period_panel(NAMING, last, shown, more)
}

/// The sparse-space method's record: the classes, the rare heaps, the work against the naive.
fn method_view(solved: &Solved) -> Html {
    let stats: &SparseStats = &solved.outcome.stats;
    let computed = match &solved.computed {
        Computed::AtOnce => {
            "Computed at once on this page: the table takes less than a frame.".into()
        }
        Computed::InWorker => {
            "Computed in a background worker (a Web Worker), off the page's main thread.".into()
        }
        Computed::InSlices(reason) => format!(
            "Computed on this page in time slices of about 8 ms, because the background worker \
             could not be started ({reason})."
        ),
    };
    let shortcut = stats.shortcut_text(solved.last());
    html! {
        <div class="period-panel method-panel">
            <h2>{ "How the table was computed" }</h2>
            <p class="classes">{ stats.classes_text(solved.request().code.has_splits()) }</p>
            <p class="work">{ stats.work_text() }</p>
            if let Some(shortcut) = shortcut { <p class="shortcut">{ shortcut }</p> }
            <p class="computed">{ computed }</p>
        </div>
    }
}

//! The octal lab's views: the form, the table at a step with the code's meaning, the
//! explanation of a heap's splits and mex, the legend, the period and its bound, how the table
//! was computed, the plot, and the progress of a long table.

use std::rc::Rc;

use yew::prelude::*;

use super::state::{Computed, Solved, State};
use crate::api::octal::{MAX_N, OctalRequest};
use crate::solve::octal::{
    CellExplanation, Leaves, OctalOption, SPARSE_ENOUGH, SparseStats, group_digits,
};
use crate::solve::period::PPositionRule;
use crate::ui::kit::controls::progress_panel;
use crate::ui::kit::form::Form;
use crate::ui::kit::table::{
    Naming, Pending, PeriodShown, SolvedTable, TableAction, ValueTable, explanation_panel,
    game_line, legend, period_panel, table_body, table_fields_form, table_stepper, value_table,
};
use crate::ui::kit::timeline::Timeline;
use crate::ui::widgets::chart_view::ChartView;

/// How the lab names its values.
const NAMING: Naming = Naming { value: "G", cells: "heaps", label: "Grundy values" };
/// Winning moves listed in a verdict.
const LISTED_WINS: usize = 6;

/// The form choosing the code and n, with the examples.
pub fn form_view(form: &Form, on_action: &Callback<TableAction<Solved>>) -> Html {
    let code_help = "One digit (0 or 4) before the point, up to 32 octal digits after it.";
    let fields = vec![
        ("octal-code", "code", "Octal code", false, code_help.into(), "0.77"),
        ("octal-n", "n", "Heaps up to n", true, format!("0 to {MAX_N} (2^20)"), ""),
    ];
    table_fields_form::<State>(form, fields, on_action)
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
    let (stepper, on_inspect) = table_stepper(solved, tables, on_action);
    let position = tables.playback.position();
    let request = solved.request();
    let name = request.code.name().map(|name| format!(" ({name})")).unwrap_or_default();
    // The heaps the mex's witnesses leave: the cells that prove the value.
    let witness_heaps: Vec<(u32, Option<u32>)> = explanation
        .iter()
        .flat_map(|explanation| &explanation.witnesses)
        .flat_map(|option| match option.leaves {
            Leaves::Nothing => vec![],
            Leaves::One(a) => vec![(a, None)],
            Leaves::Two(a, b) => vec![(a, None), (b, None)],
        })
        .collect();
    let table = ValueTable {
        naming: NAMING,
        values: solved.values(),
        position,
        focus: tables.playback.focus(),
        options: &witness_heaps,
        period: solved.period_seen_at(position),
    };
    html! {
        <>
            { game_line(format!("{}{name}, heaps 0 to {}", request.code, solved.last())) }
            { meaning_view(solved) }
            if let Some(error) = solved.outcome.limit_error() {
                <p class="notice limit" role="status">{ format!("The table stops early. {}: {}.", error.field, error.message) }</p>
            }
            { stepper }
            { explanation_view(explanation, solved.values(), tables.playback.inspected.is_some(), &on_inspect) }
            { value_table(&table, &on_inspect) }
            { legend(NAMING, "heap", "heaps left by the options that reach each value below the mex") }
            { period_view(solved, position) }
            if !embed {
                { method_view(solved) }
                <ChartView chart={solved.chart.clone()}
                    size={(900, 380)} file="octal-values" label="Grundy values over the heap size" />
            }
        </>
    }
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

/// An option as the explanation lists it: "take 1, leaving 1 + 2: G(1)⊕G(2) = 1⊕2 = 3".
fn option_text(option: &OctalOption, values: &[u32]) -> String {
    let describe = option.describe();
    match option.leaves {
        Leaves::Nothing => format!("{describe}: 0"),
        Leaves::One(a) => format!("{describe}: G({a}) = {}", option.value),
        Leaves::Two(a, b) => format!(
            "{describe}: G({a})⊕G({b}) = {}⊕{} = {}",
            values[a as usize], values[b as usize], option.value
        ),
    }
}

fn explanation_view(
    explanation: Option<&CellExplanation>,
    values: &[u32],
    inspected: bool,
    on_inspect: &Callback<Option<u32>>,
) -> Html {
    let Some(explanation) = explanation else { return html! {} };
    let position = explanation.position;
    let mex = explanation.value;
    let witnesses: Vec<String> = explanation
        .witnesses
        .iter()
        .map(|option| format!("{} by {}", option.value, option.formula()))
        .collect();
    let mex_detail = if !explanation.mex_checked {
        format!(
            "Values below {mex}, each reached: {}. That no option reaches {mex} is the table's result: \
             the {} options are not all rechecked here.",
            if witnesses.is_empty() { "none".to_string() } else { witnesses.join(", ") },
            group_digits(explanation.option_count)
        )
    } else if mex == 0 {
        "0 is not among the options' values, so the mex is 0.".to_string()
    } else {
        format!(
            "Values below the mex, each reached: {}; {mex} is reached by no option, so the mex is {mex}.",
            witnesses.join(", ")
        )
    };
    let listed = explanation.options.len() as u64;
    let winning: Vec<&OctalOption> =
        explanation.options.iter().filter(|option| option.value == 0).collect();
    let verdict = if explanation.option_count == 0 {
        format!("{position} is a P-position: no move is possible, so the player to move loses.")
    } else if explanation.is_p_position() {
        format!(
            "{position} is a P-position: every move leads to an N-position, so the player to move loses."
        )
    } else {
        let witness = explanation.witnesses.first().map(OctalOption::describe).unwrap_or_default();
        let shown: Vec<String> = winning.iter().take(LISTED_WINS).map(|o| o.describe()).collect();
        let moves = if shown.is_empty() { witness } else { shown.join("; ") };
        format!(
            "{position} is an N-position: the player to move wins by a move to a P-position ({moves})."
        )
    };
    let detail = html! {
        <>
            if explanation.option_count > 0 {
                <p class="detail options">
                    { if listed < explanation.option_count {
                        format!("The first {listed} of {} options: ", group_digits(explanation.option_count))
                    } else {
                        "Options: ".to_string()
                    } }
                    { explanation.options.iter().map(|option| option_text(option, values)).collect::<Vec<_>>().join("; ") }
                    { "." }
                </p>
            }
            <p class="detail mex">{ mex_detail }</p>
        </>
    };
    let (sentence, verdict) = (explanation.sentence(), (explanation.is_p_position(), verdict));
    explanation_panel(position, "heap", inspected, on_inspect, sentence, detail, verdict)
}

fn period_view(solved: &Solved, position: u32) -> Html {
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
    let shown = match (solved.outcome.period, solved.period_seen_at(position)) {
        (Some(_), Some(period)) => {
            let window = solved.window(period);
            let (start, end, length) = (window.start, window.end, u64::from(period.length));
            PeriodShown::Proven {
                start,
                length: period.length,
                proof: format!(
                    "Proof: G({start}..{}) = G({}..{}), checked value by value: the window \
                     {start} ≤ n < {end}.",
                    end - 1,
                    start + length,
                    end - 1 + length
                ),
                rule: solved.rule.as_ref().map(PPositionRule::sentence).unwrap_or_default(),
            }
        }
        (Some(period), None) => PeriodShown::Later { proof_end: solved.window(period).last_read },
        (None, _) => PeriodShown::None(format!(
            "No period proven by G(0..{last}): no p and n0 have G(n + p) = G(n) over the whole \
             window below with every value of the window computed. Try a larger n."
        )),
    };
    period_panel(NAMING, last, shown, html! { <p class="period-bound">{ bound }</p> })
}

/// The sparse-space method's record: the classes, the rare heaps, the work against the naive.
fn method_view(solved: &Solved) -> Html {
    let stats: &SparseStats = &solved.outcome.stats;
    let evaluated = stats.rare_pairs + stats.scanned_pairs;
    let classes = match stats.classes {
        _ if !solved.request().code.has_splits() => {
            "No move splits a heap: each value is the mex of at most t values before it."
                .to_string()
        }
        None => format!(
            "No mask makes fewer than one heap in {SPARSE_ENOUGH} rare here (or the table is too short \
             to choose one): the values are not sparse enough to pay, so every split option is \
             evaluated, as by the naive method."
        ),
        Some(classes) => {
            let mut rare_values: Vec<String> = (0..64u32)
                .filter(|&v| classes.is_rare(0, v))
                .take(8)
                .map(|v| v.to_string())
                .collect();
            rare_values.push("…".into());
            let parity = if classes.by_heap_parity {
                format!(
                    "a heap n is rare when the number of 1 bits of G(n) AND {mask} and n itself have {}; \
                     for even n the rare values are {}",
                    if classes.is_rare(0, 0) { "the same parity" } else { "different parities" },
                    rare_values.join(", "),
                    mask = classes.mask
                )
            } else {
                format!(
                    "a value is rare when G(n) AND {} (binary {:b}) has an even number of 1 bits: {}",
                    classes.mask,
                    classes.mask,
                    rare_values.join(", ")
                )
            };
            format!(
                "Sparse space: {parity}. {} heaps are rare. A split's value of the other parity needs a rare \
                 heap, so pairing each rare heap with its partner finds all of them; the rest are found by \
                 scanning splits of two common heaps until the smallest missing value turns up.",
                group_digits(stats.rare_heaps)
            )
        }
    };
    let work = format!(
        "Split options evaluated: {} ({} pairing rare heaps, {} scanning; {} full scan{}) where the \
         naive method evaluates {}.",
        group_digits(evaluated),
        group_digits(stats.rare_pairs),
        group_digits(stats.scanned_pairs),
        group_digits(stats.full_scans),
        if stats.full_scans == 1 { "" } else { "s" },
        group_digits(stats.naive_pairs)
    );
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
    let shortcut = stats.period_from.map(|(period, from)| {
        format!(
            "At heap {from} the values proved period {} from {}: G({from}) to G({}) were read off the period.",
            period.length,
            period.start,
            solved.last()
        )
    });
    html! {
        <div class="period-panel method-panel">
            <h2>{ "How the table was computed" }</h2>
            <p class="classes">{ classes }</p>
            <p class="work">{ work }</p>
            if let Some(shortcut) = shortcut { <p class="shortcut">{ shortcut }</p> }
            <p class="computed">{ computed }</p>
        </div>
    }
}

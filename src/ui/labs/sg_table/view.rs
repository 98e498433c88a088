//! The sg-table lab's views: the form, the table at a step with its explanation, legend and
//! period, and the progress of a table solved in slices.

use std::rc::Rc;

use yew::prelude::*;

use super::state::{Solved, State};
use crate::api::subtraction::{MAX_N, SubtractionRequest};
use crate::solve::period::PPositionRule;
use crate::solve::subtraction::CellExplanation;
use crate::ui::kit::controls::{mex_detail, progress_panel};
use crate::ui::kit::form::Form;
use crate::ui::kit::table::{
    Naming, Pending, PeriodShown, TableAction, ValueTable, explanation_panel, game_line, legend,
    period_panel, table_body, table_fields_form, table_stepper, value_table,
};
use crate::ui::kit::timeline::Timeline;

/// How the lab names its values.
const NAMING: Naming = Naming { value: "SG", cells: "positions", label: "Sprague-Grundy values" };

/// The form choosing the move set and n, with the examples.
pub fn form_view(form: &Form, on_action: &Callback<TableAction<Solved>>) -> Html {
    let moves_help = "Numbers separated by commas; 1..K is the take-away game \"take 1 to K\".";
    let fields = vec![
        ("sg-moves", "moves", "Move set S", false, moves_help.into(), "1,3,4 or 1..3"),
        ("sg-n", "n", "Positions up to n", true, format!("0 to {MAX_N}"), ""),
    ];
    table_fields_form::<State>(form, fields, on_action)
}

/// The progress of a table solved in slices (with Cancel), and the table on screen with its
/// stepper, explanation, legend and period.
pub fn body_view(state: &State, on_action: &Callback<TableAction<Solved>>) -> Html {
    let tables = &state.page.tables;
    let pending = |pending: &Pending<SubtractionRequest>, on_cancel| {
        let what =
            format!("Computing SG(0) to SG({}) and looking for a period…", pending.request.n);
        progress_panel(what, pending.progress, Some(on_cancel), html! {})
    };
    table_body(tables, on_action, pending, |solved| table_view(state, solved, on_action))
}

fn table_view(
    state: &State,
    solved: &Rc<Solved>,
    on_action: &Callback<TableAction<Solved>>,
) -> Html {
    let tables = &state.page.tables;
    let (stepper, on_inspect) = table_stepper(solved, tables, on_action);
    let (position, focus) = (tables.playback.position(), tables.playback.focus());
    let explanation = solved.explain(focus);
    let moves: Vec<String> = solved.request.moves.moves().iter().map(u32::to_string).collect();
    let options: Vec<(u32, Option<u32>)> = explanation
        .iter()
        .flat_map(|explanation| explanation.options.iter().map(|o| (o.to, Some(o.take))))
        .collect();
    let table = ValueTable {
        naming: NAMING,
        values: &solved.values,
        position,
        focus,
        options: &options,
        period: solved.period_seen_at(position),
    };
    html! {
        <>
            { game_line(format!("S = {{{}}}, positions 0 to {}", moves.join(", "), solved.request.n)) }
            { stepper }
            { explanation_view(explanation.as_ref(), tables.playback.inspected.is_some(), &on_inspect) }
            { value_table(&table, &on_inspect) }
            { legend(NAMING, "cell", "its options n − s") }
            { period_view(solved, position) }
        </>
    }
}

fn explanation_view(
    explanation: Option<&CellExplanation>,
    inspected: bool,
    on_inspect: &Callback<Option<u32>>,
) -> Html {
    let Some(explanation) = explanation else {
        return html! {};
    };
    let position = explanation.position;
    let options: Vec<String> = explanation
        .options
        .iter()
        .map(|option| format!("take {} → {} (SG {})", option.take, option.to, option.value))
        .collect();
    let impossible = (!explanation.impossible.is_empty()).then(|| {
        let moves: Vec<String> = explanation.impossible.iter().map(u32::to_string).collect();
        format!("Taking {} is impossible from {position} stones.", moves.join(" or "))
    });
    let verdict = if explanation.options.is_empty() {
        format!("{position} is a P-position: the player to move has no move and loses.")
    } else if explanation.is_p_position() {
        format!(
            "{position} is a P-position: every move leads to an N-position, so the player to \
             move loses against perfect play."
        )
    } else {
        let winning: Vec<String> = explanation
            .winning_moves()
            .map(|option| format!("taking {} (to {})", option.take, option.to))
            .collect();
        format!(
            "{position} is an N-position: the player to move wins by {}, a move to a P-position.",
            winning.join(" or ")
        )
    };
    let detail = html! {
        <>
            <p class="detail">
                if options.is_empty() {
                    { format!("{position} has no options: no move fits. ") }
                } else {
                    { format!("Options: {}. ", options.join(", ")) }
                }
                { mex_detail(explanation.value) }
            </p>
            if let Some(impossible) = impossible { <p class="detail">{ impossible }</p> }
        </>
    };
    let (sentence, verdict) = (explanation.sentence(), (explanation.is_p_position(), verdict));
    explanation_panel(position, "cell", inspected, on_inspect, sentence, detail, verdict)
}

fn period_view(solved: &Solved, position: u32) -> Html {
    let memory = solved.request.moves.max_move();
    let n = solved.last();
    let take_away = solved.take_away.map(|(k, holds)| {
        let check = if holds {
            format!("checked against all {} computed values", n + 1)
        } else {
            "does NOT match the computed values".to_string()
        };
        html! {
            <p class="take-away-rule">
                { format!("S = {{1, …, {k}}} is the take-away game with K = {k}: SG(n) = n mod {} \
                           (K + 1), so the P-positions are the multiples of {} ({check}).", k + 1, k + 1) }
            </p>
        }
    });
    let shown = match (solved.period, solved.period_seen_at(position)) {
        (Some(_), Some(period)) => {
            let end = period.start + period.length;
            PeriodShown::Proven {
                start: period.start.into(),
                length: period.length,
                proof: format!(
                    "Proof: SG({a}..{b}) = SG({c}..{d}), a window of max(S) = {memory} values, \
                     and each value depends only on the {memory} values before it, so the \
                     repeat continues forever.",
                    a = period.start,
                    b = period.start + memory - 1,
                    c = end,
                    d = end + memory - 1
                ),
                rule: solved.rule.as_ref().map(PPositionRule::sentence).unwrap_or_default(),
            }
        }
        (Some(period), None) => PeriodShown::Later { proof_end: period.proof_end(memory) },
        (None, _) => PeriodShown::None(format!(
            "No period proven by SG(0..{n}): a proof needs a window of max(S) = {memory} values \
             to repeat after the start. Try a larger n."
        )),
    };
    period_panel(NAMING, n, shown, take_away.unwrap_or_default())
}

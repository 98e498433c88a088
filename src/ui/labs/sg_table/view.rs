//! The sg-table lab's views: the form, the table at a step with its explanation, legend and
//! period, and the progress of a table solved in slices.

use yew::prelude::*;

use super::state::{Solved, State};
use crate::api::subtraction::{MAX_N, SubtractionRequest};
use crate::solve::period::Period;
use crate::solve::subtraction::CellExplanation;
use crate::ui::kit::form::FieldSpec;
use crate::ui::kit::prelude::*;
use crate::ui::kit::table::{
    CellExplained, Naming, Pending, PeriodShown, TableParts, period_panel, solved_table_view,
    table_body,
};

/// How the lab names its values.
const NAMING: Naming = Naming { value: "SG", cells: "positions", label: "Sprague-Grundy values" };

/// The form's fields: the move set and n.
pub fn fields() -> Vec<FieldSpec> {
    let moves_help = "Numbers separated by commas; 1..K is the take-away game \"take 1 to K\".";
    vec![
        ("sg-moves", "moves", "Move set S", false, moves_help.into(), "1,3,4 or 1..3"),
        ("sg-n", "n", "Positions up to n", true, format!("0 to {MAX_N}"), ""),
    ]
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
    let position = tables.playback.position();
    let explanation = solved.explain(tables.playback.focus());
    let moves: Vec<String> = solved.request.moves.moves().iter().map(u32::to_string).collect();
    let options: Vec<(u32, Option<u32>)> = explanation
        .iter()
        .flat_map(|explanation| explanation.options.iter().map(|o| (o.to, Some(o.take))))
        .collect();
    let parts = TableParts {
        naming: (NAMING, "cell"),
        game: format!("S = {{{}}}, positions 0 to {}", moves.join(", "), solved.request.n),
        above: html! {},
        explained: explanation.as_ref().map(explained),
        values: &solved.values,
        options: (&options, "its options n − s"),
        period: solved.period_seen_at(position).filter(|_| !tables.playback.holds_back()),
        below: period_view(solved, position, tables.playback.holds_back()),
    };
    solved_table_view(solved, tables, on_action, parts)
}

/// A cell's value explained: its options, the mex, the impossible moves and the verdict.
fn explained(explanation: &CellExplanation) -> CellExplained {
    let detail = html! {
        <>
            <p class="detail">{ explanation.options_text() }{ mex_detail(explanation.value) }</p>
            if let Some(impossible) = explanation.impossible_text() {
                <p class="detail">{ impossible }</p>
            }
        </>
    };
    let verdict = (explanation.is_p_position(), explanation.verdict());
    CellExplained { sentence: explanation.sentence(), detail, verdict }
}

/// The period panel at step `position`, or in its place a note while an exercise holds it back.
fn period_view(solved: &Solved, position: u32, held: bool) -> Html {
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
    let proven = |period: Period| {
        let end = period.start + period.length;
        let proof = format!(
            "Proof: SG({a}..{b}) = SG({c}..{d}), a window of max(S) = {memory} values, \
             and each value depends only on the {memory} values before it, so the \
             repeat continues forever.",
            a = period.start,
            b = period.start + memory - 1,
            c = end,
            d = end + memory - 1
        );
        (period.start.into(), proof)
    };
    let proof_end = |period: Period| period.proof_end(memory);
    let none = format!(
        "No period proven by SG(0..{n}): a proof needs a window of max(S) = {memory} values \
         to repeat after the start. Try a larger n."
    );
    // One call of the panel, held or not (a second call site would copy it into the binary).
    let (shown, more) = match held {
        true => (PeriodShown::Held, Html::default()),
        false => (
            PeriodShown::at(
                (solved.period, position),
                proof_end,
                proven,
                solved.rule.as_ref(),
                none,
            ),
            take_away.unwrap_or_default(),
        ),
    };
    period_panel(NAMING, n, shown, more)
}

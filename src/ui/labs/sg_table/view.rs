//! The sg-table lab's views: the form, the table at a step with its explanation, legend and
//! period, and the progress of a table solved in slices.

use yew::prelude::*;

use super::state::{Action, PRESETS, Solved, State};
use crate::api::subtraction::{MAX_N, SubtractionRequest};
use crate::solve::period::PPositionRule;
use crate::solve::subtraction::CellExplanation;
use crate::ui::kit::controls::{TextField, actions, mex_detail, progress_panel};
use crate::ui::kit::form::Form;
use crate::ui::kit::table::{
    Naming, Pending, PeriodShown, TableAction, ValueTable, edit_field, explanation_panel,
    game_line, legend, period_panel, request_form, value_table,
};
use crate::ui::kit::timeline::{StepAction, Stepped, Timeline};

/// How the lab names its values.
const NAMING: Naming = Naming { value: "SG", cells: "positions", label: "Sprague-Grundy values" };

/// The form choosing the move set and n, with the examples.
pub fn form_view(form: &Form, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let on_action = actions(dispatcher).reform(Action::Table);
    let edit = |field| edit_field(&on_action, field);
    let fields = html! {
        <>
            <TextField id="sg-moves" label="Move set S" value={form.text("moves")}
                placeholder="1,3,4 or 1..3" error={form.error("moves")}
                help="Numbers separated by commas; 1..K is the take-away game \"take 1 to K\"."
                on_input={edit("moves")} />
            <TextField id="sg-n" label="Positions up to n" value={form.text("n")} numeric=true
                help={format!("0 to {MAX_N}")} error={form.error("n")} on_input={edit("n")} />
        </>
    };
    request_form(fields, &on_action, PRESETS.iter().map(|&(label, _, _)| label))
}

/// The progress of a table solved in slices, with Cancel.
pub fn pending_view(
    pending: &Pending<SubtractionRequest>,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    progress_panel(
        format!("Computing SG(0) to SG({}) and looking for a period…", pending.request.n),
        pending.progress,
        Some(actions(dispatcher).reform(|_: MouseEvent| Action::Table(TableAction::Cancel))),
        html! {},
    )
}

/// The table on screen with its stepper, explanation, legend and period.
pub fn table_lab_view(
    state: &State,
    solved: &std::rc::Rc<Solved>,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let on_action = actions(dispatcher).reform(|action| Action::Table(TableAction::Step(action)));
    let on_inspect = on_action.reform(StepAction::Inspect);
    let position = state.tables.playback.position();
    let focus = state.tables.playback.focus();
    let explanation = solved.explain(focus);
    let label = {
        let solved = solved.clone();
        Callback::from(move |step: u32| solved.label(step))
    };
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
            <Stepped playback={state.tables.playback} {label} {on_action} />
            { explanation_view(explanation.as_ref(), state.tables.playback.inspected.is_some(), &on_inspect) }
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
    explanation_panel(
        position,
        "cell",
        inspected,
        on_inspect,
        explanation.sentence(),
        detail,
        (explanation.is_p_position(), verdict),
    )
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

//! The division lab's views: the win/lose table with its stepper and pattern, and the game
//! against the computer.

use yew::prelude::*;

use super::state::{Action, State};
use crate::solve::division::{explain, first_exception};
use crate::ui::kit::plays::buttons_play;
use crate::ui::kit::prelude::*;
use crate::ui::widgets::row_table::{Rows, row_table};

/// The table stepped number by number, the focused number explained, and the pattern.
pub fn table_view(state: &State, on_action: &Callback<Action>) -> Html {
    let (table, playback) = (&state.table, state.playback);
    let (last, focus, position) = (table.last(), playback.focus(), playback.position());
    let explanation = explain(focus, &table.values);
    let rows = Rows { first: 1, last, filled: position, focus };
    let wins = |k: u32| table.values[k as usize];
    let is_option = |k| explanation.iter().flat_map(|e| &e.options).any(|o| o.to == k);
    let class = |k| classes!(if wins(k) { "n" } else { "p" }, is_option(k).then_some("option"));
    let text = |k| if wins(k) { "W" } else { "L" }.to_string();
    let on_click = on_action.reform(|k| Action::Step(StepAction::Inspect(Some(k))));
    let detail = html! { if let Some(explanation) = &explanation {
        <p class="detail">{ format!("Options: {}. A number wins (W) when some option loses (L).", explanation.options_line()) }</p>
    } };
    html! {
        <div class="division-table">
            { stepped_explanation(table, playback, &on_action.reform(Action::Step), |k| format!("the number you clicked, {k}"), detail) }
            { row_table("Who wins from each number", ["N", "W/L"], rows, text, class, &on_click) }
            <div class="period-panel">
                <h2>{ "The pattern" }</h2>
                <p class="p-rule">{ "A number wins exactly when it is composite: divide by N/p to reach a prime p." }</p>
                <p>{ "Why: 1 and the primes have no move, so they lose; a composite N has a prime factor p < N." }</p>
                <p class="pattern-check">{ match first_exception(&table.values) {
                    None => format!("Checked on the whole table, every number from 1 to {last}: every composite wins, every other number loses."),
                    Some(k) => format!("The table breaks it at {k}."),
                } }</p>
            </div>
        </div>
    }
}

/// The game against the computer: the numbers so far and a button per move.
pub fn play_view(state: &State, on_action: &Callback<Action>) -> Html {
    let (game, n) = (&state.game, state.game.position());
    let path: Vec<String> = game.positions().iter().map(u64::to_string).collect();
    let your_move = format!("Your move: divide {n} by a divisor other than 1 and {n}.");
    let path = html! { <p class="division-path">{ path.join(" → ") }</p> };
    let button = ("divide", |n: &u64, d: &u64| format!("÷ {d} → {}", n / d));
    buttons_play(game, &on_action.reform(Action::Play), your_move, path, button)
}

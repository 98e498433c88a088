//! The take-away lab's views: the form, the P/N table, the Zeckendorf rule, the sample play and
//! the game against the computer.

use yew::prelude::*;

use super::state::{Action, Form, PRESETS, PnTable, Setup, State, stones, take_range};
use crate::solve::play::Ply;
use crate::solve::take_away::{HeapPosition, OneHeap, fibonacci_up_to, is_fibonacci, zeckendorf};
use crate::ui::kit::controls::{TextField, actions};
use crate::ui::kit::form::{examples_row, on_submit};
use crate::ui::kit::play::{
    PlayAction, THINKING, Turn, entry_form, entry_input, play_controls, player, status_line,
    to_move_line,
};
use crate::ui::kit::timeline::{Stepped, Timeline};
use crate::ui::widgets::piles::Piles;

/// Columns per row of the table.
const COLUMNS_PER_ROW: u64 = 16;

pub fn game_title(setup: Setup) -> String {
    match setup.rules {
        OneHeap::TakeAway { k } => {
            format!("Take-away game: N = {}, take 1 to K = {k}", stones(setup.n))
        }
        OneHeap::Fibonacci => format!("Fibonacci Nim: N = {}", stones(setup.n)),
    }
}

pub fn form_view(form: &Form, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let on_submit = on_submit(&actions(dispatcher), || Action::Submit);
    let choose = |fibonacci: bool| {
        actions(dispatcher).reform(move |_: Event| Action::SetFibonacci(fibonacci))
    };
    html! {
        <form class="lab-form" onsubmit={on_submit} novalidate=true>
            <fieldset class="field choice">
                <legend>{ "Game" }</legend>
                <label><input type="radio" name="heap-game" checked={!form.fibonacci} onchange={choose(false)} />{ " Take 1 to K" }</label>
                <label><input type="radio" name="heap-game" checked={form.fibonacci} onchange={choose(true)} />{ " Fibonacci Nim" }</label>
            </fieldset>
            <TextField id="heap-n" label="Stones N" value={form.n.clone()} numeric=true
                help={if form.fibonacci { "1 to 10^18" } else { "0 to 10^18" }} error={form.n_error.clone()}
                on_input={actions(dispatcher).reform(Action::EditN)} />
            if !form.fibonacci {
                <TextField id="heap-k" label="Take at most K" value={form.k.clone()} numeric=true
                    help="1 to 10^18" error={form.k_error.clone()}
                    on_input={actions(dispatcher).reform(Action::EditK)} />
            }
            <button type="submit" class="primary">{ "Start" }</button>
            { examples_row(PRESETS.iter().map(|(label, ..)| *label), &actions(dispatcher).reform(Action::Preset)) }
        </form>
    }
}

/// The lecture's P/N table for take 1..k, decided column by column.
pub fn table_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let pn = PnTable::of(state.setup);
    let k = pn.k;
    let column = u64::from(state.table.position());
    let last = pn.last;
    let is_p = |n: u64| pn.is_p(n);
    let options = pn.options(column);
    let sentence = pn.sentence(state.table.position());
    let p_so_far: Vec<String> = (0..=column).filter(|&n| is_p(n)).map(|n| n.to_string()).collect();
    let rule_seen = column > k + 1;
    let label = Callback::from(move |step: u32| pn.label(step));
    html! {
        <div class="pn-table-view">
            <Stepped playback={state.table} {label} on_action={actions(dispatcher).reform(Action::Table)} />
            <div class="explanation" aria-live="polite">
                <p class="sentence">{ sentence }</p>
                <p class="detail">
                    { "A position is a P-position when every move leads to an N-position, and an N-position \
                       when some move leads to a P-position." }
                </p>
            </div>
            <div class="pn-table" role="table" aria-label="P and N positions">
                { for (0..=last / COLUMNS_PER_ROW).map(|row| {
                    let cells: Vec<u64> = (row * COLUMNS_PER_ROW..((row + 1) * COLUMNS_PER_ROW).min(last + 1)).collect();
                    let class = |n: u64| classes!(
                        "cell",
                        (n <= column).then_some(if is_p(n) { "p" } else { "n" }),
                        (n <= column).then_some("filled"),
                        (n == column).then_some("current"),
                        options.contains(&n).then_some("option"),
                    );
                    html! {
                        <div class="sg-block" role="rowgroup">
                            <div class="sg-row n-row" role="row">
                                <span class="row-label" role="rowheader">{ "N" }</span>
                                { for cells.iter().map(|&n| html! { <span class={class(n)} role="columnheader" data-n={n.to_string()}>{ n }</span> }) }
                            </div>
                            <div class="sg-row pn-row" role="row">
                                <span class="row-label" role="rowheader">{ "P/N?" }</span>
                                { for cells.iter().map(|&n| html! {
                                    <span class={class(n)} role="cell" data-n={n.to_string()}>
                                        { if n > column { "" } else if is_p(n) { "P" } else { "N" } }
                                    </span>
                                }) }
                            </div>
                        </div>
                    }
                }) }
                if state.setup.n > last {
                    <p class="window-note">{ format!("The table shows N = 0 to {last}; the rule below covers every N up to {}.", state.setup.n) }</p>
                }
            </div>
            <div class="period-panel">
                <h2>{ "The rule" }</h2>
                <p>{ format!("P-positions so far: {}.", p_so_far.join(", ")) }</p>
                if rule_seen {
                    <p class="p-rule">
                        { format!("They are the multiples of K + 1 = {}: N is a P-position exactly when N mod {} = 0.", k + 1, k + 1) }
                    </p>
                    <p>
                        { format!("Why: from a multiple of {m}, any take x (1 to {k}) leaves a non-multiple, and the \
                                   opponent takes {m} − x to restore a multiple; from a non-multiple, taking N mod {m} \
                                   reaches one. So for N = {n}: {verdict}.",
                                  m = k + 1, n = state.setup.n,
                                  verdict = if is_p(state.setup.n) { "a multiple of K + 1, player 2 wins".to_string() }
                                            else { format!("player 1 wins by taking {} mod {} = {}", state.setup.n, k + 1, state.setup.n % (k + 1)) }) }
                    </p>
                } else {
                    <p class="period-pending">{ format!("Fill a few more columns (past N = {}) to see the pattern.", k + 1) }</p>
                }
            </div>
        </div>
    }
}

/// Fibonacci Nim's rule: the Zeckendorf representation of N and the smallest term.
pub fn zeckendorf_view(n: u64) -> Html {
    let terms = zeckendorf(n);
    let written: Vec<String> = terms.iter().map(u64::to_string).collect();
    let fibonacci: Vec<String> = fibonacci_up_to(n.max(1)).iter().map(u64::to_string).collect();
    let smallest = terms.last().copied().unwrap_or(0);
    html! {
        <div class="explanation zeckendorf">
            <p>{ format!("Fibonacci numbers up to {n}: {}.", fibonacci.join(", ")) }</p>
            <p class="sentence">{ format!("Zeckendorf: {n} = {}", written.join(" + ")) }</p>
            <p class="detail">
                { "Every number is a sum of non-consecutive Fibonacci numbers in exactly one way (take the \
                   largest that fits, and repeat)." }
            </p>
            if n == 1 {
                <p class="verdict p">
                    { "1 is itself a Fibonacci number: the first player may not take the only stone, so \
                       has no move and loses." }
                </p>
            } else if is_fibonacci(n) {
                <p class="verdict p">
                    { format!("{n} is itself a Fibonacci number: the first player, who may not take all {n}, loses \
                               against perfect play.") }
                </p>
            } else {
                <p class="verdict n">
                    { format!("{n} is not a Fibonacci number: the first player wins by taking the smallest term, \
                               {smallest}. The opponent may then take at most {}, less than the smallest term of \
                               what is left, so it cannot take a whole term, and the strategy repeats.", 2 * smallest) }
                </p>
            }
        </div>
    }
}

pub fn sample_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let sample = &state.sample;
    let step = state.playback.position();
    let position = sample.position(step);
    let taken = sample.previous(step).map(|ply| (0, ply.mv));
    let ply = sample.ply(step);
    let leaving = ply.map(|ply| (0, ply.mv));
    html! {
        <div class="sample">
            <Stepped playback={state.playback} label={sample.labels()} on_action={actions(dispatcher).reform(Action::Step)} />
            <Piles piles={vec![position.heap]} label={Callback::from(|_| "heap".to_string())} row=true {taken} {leaving} />
            <div class="explanation" aria-live="polite">
                { match ply {
                    Some(ply) => ply_text(state.setup.rules, ply, step as usize, sample.play.exact),
                    None => end_text(sample.plies(), sample.play.truncated, position.heap),
                } }
            </div>
        </div>
    }
}

fn ply_text(rules: OneHeap, ply: &Ply<HeapPosition, u64>, index: usize, exact: bool) -> Html {
    let (me, other) = (player(index), player(index + 1));
    let HeapPosition { heap, .. } = ply.before;
    let allowed = ply.before.allowed();
    let take = ply.mv;
    let text = match (rules, ply.by_winner) {
        (OneHeap::TakeAway { k }, true) => format!(
            "{heap} is not a multiple of {m}: Player {me} takes {heap} mod {m} = {take}, leaving {}, a multiple of {m}.",
            heap - take,
            m = k + 1
        ),
        (OneHeap::TakeAway { k }, false) => format!(
            "{heap} is a multiple of {m}: whatever Player {me} takes (x stones), Player {other} answers with {m} − x. \
             Player {me} cannot win and takes {take}, {}.",
            if exact {
                "the move that makes the game last longest"
            } else {
                "to keep the game going"
            },
            m = k + 1
        ),
        (OneHeap::Fibonacci, true) => {
            let terms: Vec<String> = zeckendorf(heap).iter().map(u64::to_string).collect();
            format!(
                "{heap_stones}, at most {allowed} may be taken. {heap} = {}; the smallest term {take} is within reach: \
                 Player {me} takes it. Player {other} may then take at most {}, less than the smallest term of {}, \
                 so the position is lost for Player {other}.",
                terms.join(" + "),
                2 * take,
                heap - take,
                heap_stones = stones(heap)
            )
        }
        (OneHeap::Fibonacci, false) => {
            let terms: Vec<String> = zeckendorf(heap).iter().map(u64::to_string).collect();
            let smallest = zeckendorf(heap).last().copied().unwrap_or(0);
            format!(
                "{heap_stones}, at most {allowed} may be taken. {heap} = {}: the smallest term {smallest} is more than \
                 {allowed}, a P-position. Player {me} cannot win and takes {take}{}.",
                terms.join(" + "),
                if exact { ", the move that makes the game last longest" } else { "" },
                heap_stones = stones(heap)
            )
        }
    };
    html! {
        <>
            { to_move_line(format!("Player {me} to move. "), ply.by_winner) }
            <p class="derivation">{ text }</p>
        </>
    }
}

/// The end of a sample play: `plies` moves, leaving `heap` stones (only Fibonacci Nim's first
/// player can be left without a move and stones on the heap: N = 1).
fn end_text(plies: usize, truncated: bool, heap: u64) -> Html {
    let text = if truncated {
        format!("The sample stops after {plies} moves; the game goes on.")
    } else if plies == 0 && heap > 0 {
        format!(
            "{}, but the first move may not take them all: Player 1 has no move and loses.",
            stones(heap)
        )
    } else if plies == 0 {
        "No stones: the player to move has lost already.".to_string()
    } else {
        format!("No stones left: Player {} took the last stone and wins.", player(plies - 1))
    };
    html! { <p class="game-end">{ text }</p> }
}

pub fn play_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let play = &state.play;
    let position = play.position();
    let turn = play.turn();
    let on_action = actions(dispatcher).reform(Action::Play);
    let status = match turn {
        Turn::Over if play.record.moves.is_empty() && position.heap > 0 => {
            let loser = if play.record.humans_turn() { "you lose" } else { "you win" };
            format!(
                "No move: the first move may not take all of {}, so the first player loses: {loser}.",
                stones(position.heap)
            )
        }
        Turn::Over if play.record.moves.is_empty() => "There is nothing to play.".to_string(),
        Turn::Over if play.record.last_by_human() => {
            "Game over: you took the last stone and win!".to_string()
        }
        Turn::Over => "Game over: the computer took the last stone and wins.".to_string(),
        Turn::Yours => format!(
            "Your move: take {} (click a stone, or type a number).",
            take_range(position.allowed())
        ),
        Turn::Computers => THINKING.to_string(),
    };
    let on_take =
        (turn == Turn::Yours).then(|| on_action.reform(|(_, take)| PlayAction::Move(take)));
    let last = play.record.moves.last().map(|&take| (0usize, take));
    let fields = html! {
        <label>{ "Take " }
            { entry_input(play, &on_action, 0, (Some("take-count"), "How many", "6")) }
        </label>
    };
    html! {
        <div class="play">
            { play_controls(play, &on_action, None) }
            { status_line(status) }
            <Piles piles={vec![position.heap]} label={Callback::from(|_| "heap".to_string())} row=true taken={last} {on_take} />
            { entry_form(play, &on_action, fields, "Take") }
        </div>
    }
}

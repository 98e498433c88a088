//! The betting lab's views: the form, the pmax table, the watched game, the game against the
//! computer, and the curves.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::state::{Action, EXAMPLES, Role, State, TABLE_WINDOW, WatchedGame};
use crate::api::betting::{BettingRequest, Draws, STRATEGY_NAMES, parse_strategy_name};
use crate::plots::betting::{
    Contender, bet_text, cell_equations, contenders, curve_charts, distinct_money_texts,
    money_text, pmax_text,
};
use crate::plots::format_number;
use crate::solve::betting::{Colour, MAX_OBJECTS, PmaxTable, final_ln_money};
use crate::ui::kit::controls::{inspecting_line, side_choice};
use crate::ui::kit::fill::{GridCells, row_by_row_grid};
use crate::ui::kit::form::on_submit;
use crate::ui::kit::frame::header_row;
use crate::ui::kit::prelude::*;
use crate::ui::kit::table::{HELD_RULE, held_back};
use crate::ui::kit::timeline::{labels, plain_stepper, sentences, stepped};
use crate::ui::widgets::chart_view::ChartView;

/// The sides the student may play.
const SIDES: &[(Role, &str)] = &[
    (Role::Adversary, " the adversary: you choose the draws, the computer bets"),
    (Role::Bettor, " the bettor: you bet, the computer chooses the draws"),
];

/// The form: the box, the starting money and the fixed fraction compared.
pub fn form_view(form: &Form, actions: &Callback<Action>) -> Html {
    let on_form = actions.reform(Action::Form);
    let black_help = format!("0 to {MAX_OBJECTS}, with N + R at most {MAX_OBJECTS}");
    let fraction_help = "0 to 1, or a percentage".to_string();
    let fields = vec![
        ("bet-black", "black", "Black objects N", true, black_help, ""),
        ("bet-red", "red", "Red objects R", true, format!("0 to {MAX_OBJECTS}"), ""),
        ("bet-x", "x", "Starting money X", true, "1 to 10^9".to_string(), ""),
        ("bet-fraction", "fraction", "Fixed fraction to compare", false, fraction_help, ""),
    ];
    request_form(form_fields(form, fields, &on_form), "Start", EXAMPLES, &on_form)
}

/// The pmax table filled cell by cell, the explained cell's equations and the pattern.
pub fn table_view(state: &State, actions: &Callback<Action>) -> Html {
    let steps = Rc::new(state.pmax_steps());
    let playback = state.table_playback;
    let (fi, fj) = steps.order.cell(playback.focus());
    // The cell's options: the boxes after a black and after a red draw.
    let options = if fi > 0 && fj > 0 { vec![(fi - 1, fj), (fi, fj - 1)] } else { Vec::new() };
    let table = state.table.clone();
    let cells = GridCells {
        text: Rc::new({
            let table = table.clone();
            move |i, j| pmax_text(&table, i, j)
        }),
        class: Rc::new(|_, _| Classes::new()),
        name: Rc::new(|i, j| format!("pmax({i}, {j})")),
    };
    let corner = "pmax(i, j): i black →, j red ↓";
    let grid = row_by_row_grid(
        (steps.order, playback),
        corner,
        options,
        cells,
        &actions.reform(Action::Table),
    );
    let (black, red) = (state.setup.request.black, state.setup.request.red);
    html! {
        <div class="betting-table">
            { stepped(&steps, playback, actions.reform(Action::Table)) }
            <div class="explanation">
                if playback.inspected.is_some() {
                    { inspecting_line(format!("the cell you clicked, pmax({fi}, {fj})"), actions.reform(|_: MouseEvent| Action::Table(StepAction::Inspect(None)))) }
                }
                { for cell_equations(&table, fi, fj).into_iter().map(|line| html! { <p class="equation">{ line }</p> }) }
            </div>
            { grid }
            if black > TABLE_WINDOW || red > TABLE_WINDOW {
                <p class="window-note">{ format!("The table shows boxes of up to {TABLE_WINDOW} of each colour; pmax({black}, {red}) = {} is computed by the same recurrence.", pmax_text(&table, black, red)) }</p>
            }
            <div class="period-panel">
                <h2>{ "A pattern in the values" }</h2>
                if playback.holds_back() {
                    { held_back(HELD_RULE) }
                } else {
                    <p class="p-rule">{ "pmax(N, R) = 2^(N+R) / C(N+R, N), and the optimal bet is |i − j| / (i + j) of the money on the majority colour." }</p>
                    <p>
                        { format!("Checked against the recurrence on every cell of this box: the largest relative difference is {}. \
                                   (Why: 1/pmax halves the sum of its two neighbours, as C(n, k) / 2^n does by Pascal's rule.)",
                                  format_number(state.pattern_gap)) }
                    </p>
                }
            </div>
        </div>
    }
}

/// The objects left in the box, as dots.
pub fn box_picture(i: u32, j: u32) -> Html {
    let dots = |count: u32, class: &'static str| {
        (0..count.min(40)).map(move |_| html! { <span class={classes!("ball", class)}></span> })
    };
    html! {
        <div class="box-picture" aria-label={format!("{i} black and {j} red left")}>
            { for dots(i, "black") }
            { for dots(j, "red") }
            <span class="box-count">{ format!("{i} black, {j} red left") }</span>
        </div>
    }
}

/// The choice of the watched game's draws.
fn draws_choice(state: &State, actions: &Callback<Action>) -> Html {
    let choose = |draws: Draws| actions.reform(move |_: Event| Action::SetDraws(draws.clone()));
    let seed = match state.draws {
        Draws::Random(seed) => seed,
        _ => 1,
    };
    let target = match state.draws {
        Draws::Adversary(name) => name,
        _ => "all-in",
    };
    let on_target = actions.reform(|event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        Action::SetDraws(Draws::Adversary(parse_strategy_name(&select.value()).unwrap_or("all-in")))
    });
    let on_order = actions.reform(Action::Order);
    let on_typed = on_submit(&on_order, || FormAction::Submit);
    html! {
        <fieldset class="draws-choice">
            <legend>{ "The draws" }</legend>
            <label><input type="radio" name="draws" checked={matches!(state.draws, Draws::Adversary(_))} onchange={choose(Draws::Adversary(target))} />
                { " the adversary's worst order against " }
                <select onchange={on_target} aria-label="Adversary's target">
                    { for STRATEGY_NAMES.iter().map(|(name, who)| html! { <option value={*name} selected={*name == target}>{ *who }</option> }) }
                </select>
            </label>
            <label><input type="radio" name="draws" checked={matches!(state.draws, Draws::Random(_))} onchange={choose(Draws::Random(seed))} />
                { format!(" random (seed {seed}) ") }
                <button type="button" class="preset" onclick={actions.reform(move |_: MouseEvent| Action::SetDraws(Draws::Random(seed % 1_000_000 + 1)))}>{ "Shuffle again" }</button>
            </label>
            <form class="typed-order" onsubmit={on_typed} novalidate=true>
                <label for="bet-order">{ "or type an order (B and R): " }</label>
                <input id="bet-order" value={state.order_form.text("draws")} placeholder="BRBBR…" spellcheck="false"
                    aria-invalid={state.order_form.has_errors().to_string()}
                    oninput={on_edit(&on_order, "draws").reform(|e: InputEvent| e.target_unchecked_into::<web_sys::HtmlInputElement>().value())} />
                <button type="submit">{ "Use it" }</button>
                <span class="field-error" role="alert">{ state.order_form.error("draws").unwrap_or_default() }</span>
            </form>
        </fieldset>
    }
}

/// The round shown at frame `step` of the watched game, or its end.
fn round_view(state: &State, watched: &WatchedGame, step: u32) -> Html {
    let purse = watched.replay.frame(step);
    let (i, j, ln_now) = (purse.black, purse.red, purse.ln_money);
    match watched.round(step) {
        Some(round) => {
            let stake = money_text(state.setup.start, ln_now + round.bet.fraction.ln());
            html! {
                <>
                    <p class="to-move">{ format!("Round {} of {}: money {}.", step + 1, watched.last(), money_text(state.setup.start, ln_now)) }</p>
                    <p class="equation">
                        { if round.bet.fraction == 0.0 {
                            format!("The box is even ({i} and {j}): the optimal bettor bets nothing.")
                        } else {
                            format!("The optimal bettor stakes {}% = {stake} on {} (|{i} − {j}| / {}).",
                                    format_number(round.bet.fraction * 100.0), round.bet.colour.word(), i + j)
                        } }
                    </p>
                    <p class={classes!("verdict", if round.drawn == round.bet.colour || round.bet.fraction == 0.0 { "p" } else { "n" })}>
                        { format!("Drawn: {}. Money after: {}.", round.drawn.word(), money_text(state.setup.start, round.ln_after)) }
                    </p>
                </>
            }
        }
        None => html! {
            <p class="game-end">
                { format!("The box is empty. The optimal bettor ends with {} = X · pmax({}, {}), as on every order.",
                          money_text(state.setup.start, ln_now), state.setup.request.black, state.setup.request.red) }
            </p>
        },
    }
}

/// The watched game: the draws, the stepper, the round shown, and every strategy's money.
pub fn watch_view(state: &State, actions: &Callback<Action>) -> Html {
    let watched = state.watched.clone();
    let step = state.watch_playback.position();
    let purse = watched.replay.frame(step);
    let order = &watched.order;
    let others = contenders(state.setup.fraction);
    // Not "the typed order BBR: BBR".
    let what = match &state.draws {
        Draws::Typed(_) => "the typed order".to_string(),
        draws => draws.words(),
    };
    html! {
        <div class="watch">
            { draws_choice(state, actions) }
            <p class="draws-now">{ format!("Showing {what}: {}", order.iter().map(|&c| c.letter()).collect::<String>()) }</p>
            { plain_stepper(state.watch_playback, labels(watched.clone()), sentences(watched.clone()), &actions.reform(Action::Watch)) }
            { box_picture(purse.black, purse.red) }
            <div class="explanation">{ round_view(state, &watched, step) }</div>
            <table class="compare">
                <caption>{ "Every strategy on this order, after the rounds shown (on an even box the \
                            majority strategies bet on black)" }</caption>
                { header_row(&["strategy", "money now", "at the end"]) }
                <tbody>
                    { for others.iter().map(|contender: &Contender| {
                        let now = final_ln_money(contender.strategy, &state.table, order.get(..step as usize).unwrap_or(order));
                        let end = final_ln_money(contender.strategy, &state.table, order);
                        html! { <tr><th scope="row">{ contender.name.clone() }</th><td>{ money_text(state.setup.start, now) }</td><td>{ money_text(state.setup.start, end) }</td></tr> }
                    }) }
                </tbody>
            </table>
        </div>
    }
}

/// The game against the computer: the side played, the box, the turn, the end and the rounds.
pub fn play_view(state: &State, actions: &Callback<Action>) -> Html {
    let (i, j) = state.played.box_now();
    let over = i + j == 0;
    let ln_money = state.played.ln_money();
    let goal = state.table.ln_pmax(state.setup.request.black, state.setup.request.red);
    let end = if !over {
        html! {}
    } else {
        let text = match state.role {
            Role::Adversary => format!(
                "The box is empty. The computer ends with {} = X · pmax: whatever order you drew, it could not be pushed lower.",
                money_text(state.setup.start, ln_money)
            ),
            Role::Bettor if ln_money < goal - 1e-9 => {
                let (yours, guaranteed) = distinct_money_texts(state.setup.start, ln_money, goal);
                format!(
                    "The box is empty. You end with {yours}, less than the {guaranteed} the optimal strategy guarantees: the adversary found your bets' weak side."
                )
            }
            Role::Bettor => format!(
                "The box is empty. You end with {}: the guarantee X · pmax = {}. Nobody can guarantee more.",
                money_text(state.setup.start, ln_money),
                money_text(state.setup.start, goal)
            ),
        };
        html! { <p class="game-end" role="status">{ text }</p> }
    };
    let on_form = actions.reform(Action::Bet);
    let on_bet = on_submit(&on_form, || FormAction::Submit);
    let on_colour = on_edit(&on_form, "colour")
        .reform(|event: Event| event.target_unchecked_into::<HtmlSelectElement>().value());
    let colour = state.bet_form.text("colour");
    html! {
        <div class="play">
            { side_choice(("draws-choice", "role"), SIDES, state.role, &actions.reform(Action::SetRole)) }
            <div class="play-controls">
                <button type="button" class="new-game" onclick={actions.reform(|_: MouseEvent| Action::NewGame)}>{ "New game" }</button>
                <button type="button" class="undo" disabled={state.played.rounds.is_empty()} onclick={actions.reform(|_: MouseEvent| Action::Undo)}>{ "Undo" }</button>
            </div>
            { status_line(format!("Money: {} (started with {}).", money_text(state.setup.start, ln_money), state.setup.start)) }
            { box_picture(i, j) }
            if !over {
                { match state.role {
                    Role::Adversary => {
                        let bet = state.table.optimal_bet(i, j);
                        html! {
                            <div class="turn">
                                <p>{ if bet.fraction == 0.0 { "The computer bets nothing (the box is even).".to_string() }
                                     else { format!("The computer stakes {}.", bet_text(bet)) } }</p>
                                <button type="button" class="draw-black" disabled={i == 0} onclick={actions.reform(|_: MouseEvent| Action::StudentDraws(Colour::Black))}>{ "Draw black" }</button>
                                <button type="button" class="draw-red" disabled={j == 0} onclick={actions.reform(|_: MouseEvent| Action::StudentDraws(Colour::Red))}>{ "Draw red" }</button>
                            </div>
                        }
                    }
                    Role::Bettor => html! {
                        <form class="take-form" onsubmit={on_bet} novalidate=true>
                            <label>{ "Bet on " }
                                <select onchange={on_colour} aria-label="Colour">
                                    { for [("B", "black"), ("R", "red"), ("N", "nothing")].map(|(value, text)| html! {
                                        <option {value} selected={colour == value}>{ text }</option>
                                    }) }
                                </select>
                            </label>
                            if colour != "N" {
                                <label>{ " a fraction " }
                                    <input class="bet-fraction" value={state.bet_form.text("bet")} placeholder="0.25, 25% or 1/3" size="8" aria-label="Fraction"
                                        oninput={on_edit(&on_form, "bet").reform(|e: InputEvent| e.target_unchecked_into::<web_sys::HtmlInputElement>().value())} />
                                </label>
                            }
                            <button type="submit">{ "Bet" }</button>
                            <span class="field-error" role="alert">{ state.bet_form.error("bet").unwrap_or_default() }</span>
                        </form>
                    },
                } }
            }
            { end }
            if !state.played.rounds.is_empty() {
                <ol class="history">
                    { for state.played.rounds.iter().map(|round| html! {
                        <li>{ format!("bet {}, then {} drawn", bet_text(round.bet), round.drawn.word()) }</li>
                    }) }
                </ol>
            }
        </div>
    }
}

/// The curves' properties.
#[derive(Properties, PartialEq)]
pub struct CurvesProps {
    /// The box's table, the lab's own (not built again for the charts).
    pub table: Shared<PmaxTable>,
    /// The starting money.
    pub start: u64,
    /// The fixed fraction compared, as typed.
    pub fraction: String,
    /// The watched game's draw order.
    pub order: Rc<Vec<Colour>>,
    /// The draws in words.
    pub draws: String,
}

/// The four charts, computed when the box, the order or the comparison changes.
#[component]
pub fn Curves(props: &CurvesProps) -> Html {
    let charts = use_memo(
        (props.table.clone(), props.start, props.fraction.clone(), props.order.clone()),
        |(table, start, fraction, order)| {
            let table = table.0.clone();
            let fraction = BettingRequest::parse_fraction("fraction", fraction).unwrap_or(0.3);
            curve_charts(table, *start, fraction, order.clone()).map(Rc::new)
        },
    );
    let [money, fractions, growth, spread] = (*charts).clone();
    html! {
        <div class="curves">
            <p>{ format!("Charts 1 and 2 follow {} (choose it under Watch a game). Hover over a chart to read its values.", props.draws) }</p>
            <ChartView chart={money} file="betting-money" label="Money over the rounds for each strategy" />
            <ChartView chart={fractions} size={(900, 360)} file="betting-fractions" label="The optimal bet fraction per round" />
            <ChartView chart={growth} size={(900, 380)} file="betting-growth" label="log2 pmax(N, R) as N grows" />
            <ChartView chart={spread} file="betting-spread" label="Final money of each strategy over many orders" />
        </div>
    }
}

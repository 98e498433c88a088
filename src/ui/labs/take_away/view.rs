//! The take-away lab's views: the form, the P/N table, the Zeckendorf rule, the sample play and
//! the game against the computer.

use yew::prelude::*;

use super::state::{Action, PnTable, Setup, State, hint_text, stones, take_range};
use crate::solve::play::Ply;
use crate::solve::take_away::{HeapPosition, OneHeap, fibonacci_up_to, is_fibonacci, zeckendorf};
use crate::ui::kit::play::{entry_input, player};
use crate::ui::kit::plays::{delaying, ply_lines, sample_end, stepped_sample};
use crate::ui::kit::prelude::*;
use crate::ui::kit::table::{HELD_RULE, held_back};
use crate::ui::widgets::piles::{PilesProps, piles};
use crate::ui::widgets::row_table::{Rows, row_table};

pub fn game_title(setup: Setup) -> String {
    match setup.rules {
        OneHeap::TakeAway { k } => {
            format!("Take-away game: N = {}, take 1 to K = {k}", stones(setup.n))
        }
        OneHeap::Fibonacci => format!("Fibonacci Nim: N = {}", stones(setup.n)),
    }
}

/// The lecture's P/N table for take 1..k, decided column by column; a decided column clicked
/// is explained.
pub fn table_view(state: &State, on_action: &Callback<Action>) -> Html {
    let pn = Rc::new(PnTable::of(state.request));
    let (k, last, n) = (pn.k, pn.last as u32, state.request.n);
    let (column, focus) = (state.own.position(), state.own.focus());
    let options = pn.options(focus.into());
    let p_so_far: Vec<String> =
        (0..=u64::from(column)).filter(|&n| pn.is_p(n)).map(|n| n.to_string()).collect();
    let rows = Rows { first: 0, last, filled: column, focus };
    let text = |n: u32| if pn.is_p(n.into()) { "P" } else { "N" }.to_string();
    let class = |n: u32| {
        classes!(
            if pn.is_p(n.into()) { "p" } else { "n" },
            options.contains(&n.into()).then_some("option")
        )
    };
    let on_click = on_action.reform(|n| Action::Own(StepAction::Inspect(Some(n))));
    let detail = html! {
        <p class="detail">
            { "A position is a P-position when every move leads to an N-position, and an N-position \
               when some move leads to a P-position." }
        </p>
    };
    let clicked = |n| format!("the column you clicked, N = {n}");
    html! {
        <div class="pn-table-view">
            { stepped_explanation(&pn, state.own, &on_action.reform(Action::Own), clicked, detail) }
            <div class="pn-table">
                { row_table("P and N positions", ["N", "P/N?"], rows, text, class, &on_click) }
                if n > pn.last {
                    <p class="window-note">{ format!("The table shows N = 0 to {last}; the rule below covers every N up to {n}.") }</p>
                }
            </div>
            <div class="period-panel">
                <h2>{ "The rule" }</h2>
                <p>{ format!("P-positions so far: {}.", p_so_far.join(", ")) }</p>
                if state.own.holds_back() {
                    { held_back(HELD_RULE) }
                } else if u64::from(column) > k + 1 {
                    <p class="p-rule">
                        { format!("They are the multiples of K + 1 = {}: N is a P-position exactly when N mod {} = 0.", k + 1, k + 1) }
                    </p>
                    <p>
                        { format!("Why: from a multiple of {m}, any take x (1 to {k}) leaves a non-multiple, and the \
                                   opponent takes {m} − x to restore a multiple; from a non-multiple, taking N mod {m} \
                                   reaches one. So for N = {n}: {verdict}.",
                                  m = k + 1,
                                  verdict = if pn.is_p(n) { "a multiple of K + 1, player 2 wins".to_string() }
                                            else { format!("player 1 wins by taking {n} mod {} = {}", k + 1, n % (k + 1)) }) }
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

pub fn sample_view(state: &State, on_action: &Callback<Action>) -> Html {
    let (sample, step) = (&state.plays.sample, state.plays.playback.position());
    let heap = sample.position(step).heap;
    let taken = sample.previous(step).map(|ply| (0, ply.mv));
    let leaving = sample.ply(step).map(|ply| (0, ply.mv));
    let picture = piles(&PilesProps {
        row: true,
        taken,
        leaving,
        ..PilesProps::new(vec![heap], Callback::from(|_| "heap".to_string()))
    });
    let held = state.plays.playback.holds_back();
    let ply =
        |ply: &Ply<_, _>, index| ply_text(state.request.rules, ply, index, sample.play.exact, held);
    // Only Fibonacci Nim's first player can have no move with stones on the heap: N = 1.
    let nothing = if heap > 0 {
        format!(
            "{}, but the first move may not take them all: Player 1 has no move and loses.",
            stones(heap)
        )
    } else {
        "No stones: the player to move has lost already.".to_string()
    };
    let ended = |last| format!("No stones left: Player {last} took the last stone and wins.");
    let end = || sample_end(sample, "; the game goes on.", nothing, ended);
    stepped_sample(&state.plays, on_action.reform(Action::Step), picture, ply, end)
}

/// The ply's explanation; `held` in an exercise, where the loser's ply does not state the
/// winner's answer to it (m − x is the next question's answer).
fn ply_text(
    rules: OneHeap,
    ply: &Ply<HeapPosition, u64>,
    index: usize,
    exact: bool,
    held: bool,
) -> Html {
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
            "{heap} is a multiple of {m}: {}Player {me} cannot win and takes {take}, {}.",
            if held {
                String::new()
            } else {
                format!(
                    "whatever Player {me} takes (x stones), Player {other} answers with {} − x. ",
                    k + 1
                )
            },
            delaying(exact),
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
    ply_lines(format!("Player {me} to move. "), ply.by_winner, Html::default(), text)
}

pub fn play_view(state: &State, on_action: &Callback<Action>) -> Html {
    let play = &state.plays.play;
    let heap = play.position().heap;
    let on_play = on_action.reform(Action::Play);
    let nothing = if heap > 0 {
        let loser = if play.record.humans_turn() { "you lose" } else { "you win" };
        format!(
            "No move: the first move may not take all of {}, so the first player loses: {loser}.",
            stones(heap)
        )
    } else {
        "There is nothing to play.".to_string()
    };
    let over = [
        "Game over: you took the last stone and win!",
        "Game over: the computer took the last stone and wins.",
    ];
    let your_move = format!(
        "Your move: take {} (click a stone, or type a number).",
        take_range(play.position().allowed())
    );
    let on_take =
        (play.turn() == Turn::Yours).then(|| on_play.reform(|(_, take)| PlayAction::Move(take)));
    let last = play.record.moves.last().map(|&take| (0usize, take));
    let fields = html! {
        <label>{ "Take " }
            { entry_input(play, &on_play, 0, (Some("take-count"), "How many", "6")) }
        </label>
    };
    let picture = piles(&PilesProps {
        row: true,
        taken: last,
        on_take,
        ..PilesProps::new(vec![heap], Callback::from(|_| "heap".to_string()))
    });
    let help = html! {
        if play.hint && play.turn() == Turn::Yours {
            <p class="hint">{ hint_text(state.request.rules, &play.position()) }</p>
        }
    };
    let say = |who: &str, before: &_, mv: &_| format!("{who}: {}.", play.game.describe(before, mv));
    let (hint, status) =
        (Some(" Hint: show the winning take"), game_status(play, &nothing, over, your_move));
    play_block((play, &on_play), (hint, status), say, picture, Some((fields, "Take")), help)
}

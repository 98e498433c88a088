//! The nim lab's views: the form, the sample play with the binary table, the game against the
//! computer, and the mini-test.

use std::rc::Rc;

use yew::prelude::*;

use super::state::{Action, EXAMPLES, MiniAction, MiniTest, State, pile_word};
use crate::api::nim::piles_text;
use crate::solve::nim::{Move, NimGame, Reason, Variant};
use crate::solve::play::Ply;
use crate::ui::kit::play::{entry_input, player, try_again};
use crate::ui::kit::plays::{ply_lines, sample_end, stepped_sample};
use crate::ui::kit::prelude::*;
use crate::ui::kit::timeline::stepped;
use crate::ui::widgets::binary_table::{BinaryTableProps, Row, binary, binary_table};
use crate::ui::widgets::piles::{PilesProps, piles};

/// The variant's rule, in one or two sentences.
pub fn rule_text(variant: Variant) -> String {
    match variant {
        Variant::Normal => "Take any number of stones from one pile; whoever takes the last stone wins.".into(),
        Variant::Misere => "Take any number of stones from one pile; whoever takes the last stone LOSES. \
                            Play as in normal Nim until a move would leave only piles of 0 and 1; then \
                            leave an odd number of piles of one."
            .into(),
        Variant::Bounded { k } => format!(
            "Take 1 to {k} stones from one pile; whoever takes the last stone wins. A pile counts as \
             its size mod {} (its Sprague-Grundy value), and the nim-sum of those decides.",
            k + 1
        ),
        Variant::Staircase => "Coins lie on steps 1, 2, 3, ...; a move takes coins from one step down to \
                               the step below (from step 1 they leave). Only the odd steps count: the \
                               nim-sum of the coins on steps 1, 3, 5, ... decides, because coins moved \
                               down from an even step can be moved on at once."
            .into(),
    }
}

/// The form: the piles, the variant and, for the bounded variant, k.
pub fn form_view(form: &Form, on_action: &Callback<Action>) -> Html {
    let on_form = on_action.reform(Action::Form);
    let piles_help = "Up to 64 piles of 0 to 10^18 stones (staircase: coins on steps 1, 2, ...)";
    let piles = ("nim-piles", "piles", "Piles", false, piles_help.into(), "5,3,8");
    let bounded = form.text("variant") == "bounded";
    let k = ("nim-k", "k", "Take at most k", true, "1 to 10^18".into(), "");
    let fields = html! {
        <>
            { form_fields(form, vec![piles], &on_form) }
            { form.choice(("nim-variant", "variant", "Variant"), VARIANT_LABELS, on_edit(&on_form, "variant")) }
            if bounded { { form_fields(form, vec![k], &on_form) } }
        </>
    };
    request_form(fields, "Start", EXAMPLES, &on_form)
}

/// The variants as the form offers them: the `variant` field's value and its label.
const VARIANT_LABELS: &[(&str, &str)] = &[
    ("normal", "Normal"),
    ("misere", "Misère"),
    ("bounded", "Take at most k"),
    ("staircase", "Staircase"),
];

/// The piles' labels: "pile 1" or "step 1".
fn pile_labels(variant: Variant) -> Callback<usize, String> {
    let word = pile_word(variant);
    Callback::from(move |pile: usize| format!("{word} {}", pile + 1))
}

/// The staircase's counting steps (odd steps: even indices).
fn emphasised(variant: Variant, count: usize) -> Vec<usize> {
    if variant == Variant::Staircase { (0..count).step_by(2).collect() } else { Vec::new() }
}

pub fn sample_view(state: &State, on_action: &Callback<Action>) -> Html {
    let (sample, step) = (&state.plays.sample, state.plays.playback.position());
    let variant = state.request.variant;
    let position = sample.position(step);
    let taken = sample.previous(step).map(|ply| (ply.mv.pile, ply.mv.take));
    let taken = taken.filter(|_| variant != Variant::Staircase);
    let leaving = sample.ply(step).map(|ply| (ply.mv.pile, ply.mv.take));
    // One width for the whole play, so the table keeps its columns from move to move.
    let width = sample
        .play
        .plies
        .iter()
        .flat_map(|ply| variant.grundy_parts(&ply.before))
        .max()
        .map_or(1, |largest| 64 - largest.leading_zeros());
    let picture = piles(&PilesProps {
        taken,
        leaving,
        emphasised: emphasised(variant, position.len()),
        ..PilesProps::new(position.clone(), pile_labels(variant))
    });
    let ply = |ply: &Ply<_, _>, index| ply_view(variant, ply, index, sample.play.exact, width);
    let more = "; the game goes on (the piles are large). Every move shown was perfect.";
    let nothing = "Nothing to play: there are no stones.".into();
    let end = || sample_end(sample, more, nothing, |last| end_text(variant, last));
    stepped_sample(&state.plays, on_action.reform(Action::Step), picture, ply, end)
}

/// The binary table of a position's Grundy parts, with the move's reduction when given.
fn table_of(
    variant: Variant,
    piles: &[u64],
    reduction: Option<(usize, u64)>,
    column: Option<u32>,
    min_width: u32,
) -> Html {
    let parts = variant.grundy_parts(piles);
    let word = pile_word(variant);
    let rows: Vec<Row> = piles
        .iter()
        .enumerate()
        .map(|(i, &size)| {
            let label = match variant {
                Variant::Bounded { k } => format!("{word} {} ({size} mod {})", i + 1, k + 1),
                _ => format!("{word} {} ({size})", i + 1),
            };
            // Even steps of a staircase are shown in binary too, greyed: they do not count.
            let counts = variant != Variant::Staircase || i % 2 == 0;
            Row { label, value: if counts { parts[i] } else { size }, counts }
        })
        .collect();
    binary_table(&BinaryTableProps { rows, column, reduction, min_width })
}

fn ply_view(
    variant: Variant,
    ply: &Ply<Vec<u64>, Move>,
    index: usize,
    exact: bool,
    width: u32,
) -> Html {
    let piles = &ply.before;
    let (me, other) = (player(index), player(index + 1));
    let word = pile_word(variant);
    let sum = variant.nim_sum(piles);
    let mv = ply.mv;
    let move_text = NimGame(variant).describe(piles, &mv);
    let lecture = if ply.by_winner { variant.lecture_move(piles) } else { None };
    let (derivation, table) = match lecture {
        Some((_, Reason::ZeroNimSum { column, from, to })) => {
            let digits = (64 - sum.max(from).leading_zeros()).max(1);
            let counted = match variant {
                Variant::Bounded { k } => {
                    format!(" (counting each pile as its size mod {})", k + 1)
                }
                Variant::Staircase => " (of the odd steps)".to_string(),
                _ => String::new(),
            };
            let text = format!(
                "The nim-sum{counted} is {sum} = {}, not 0, so Player {me} can win. Its most significant 1 \
                 is in the {} column; {word} {} ({}) has a 1 there. Reduce its value {from} to {from} ⊕ {sum} = {to} \
                 ({}): {move_text}. The nim-sum becomes 0{}.",
                binary(sum, digits),
                1u64.checked_shl(column)
                    .map_or_else(|| format!("2^{column}"), |place| place.to_string()),
                mv.pile + 1,
                binary(from, digits),
                binary(to, digits),
                if variant == Variant::Misere {
                    " (misère play: as in normal Nim while a pile of two or more remains)"
                } else {
                    ""
                },
            );
            (text, table_of(variant, piles, Some((mv.pile, to)), Some(column), width))
        }
        Some((_, Reason::OddOnes { ones_left })) => {
            let text = format!(
                "At most one pile has two or more stones: the misère endgame, where normal Nim's rule \
                 would be wrong. Player {me} must leave an odd number of piles of one stone: {move_text}, \
                 leaving {piles_of_one}. The players then take them one by one and Player {other} \
                 takes the last stone.",
                piles_of_one = count(ones_left as u64, "pile") + " of one"
            );
            (text, table_of(variant, piles, None, None, width))
        }
        None => {
            let why = if variant == Variant::Misere && piles.iter().all(|&size| size <= 1) {
                format!(
                    "Only piles of one are left, an odd number of them: the players take them one by one \
                         and Player {me} will take the last stone."
                )
            } else {
                format!(
                    "The nim-sum is 0: a P-position. Any move changes one value and so makes the nim-sum \
                         non-zero, and Player {other} answers by making it 0 again."
                )
            };
            let choice = if exact {
                "it plays the move after which the game lasts longest"
            } else {
                "it keeps the game going by taking as little as it can (the game is too large to search \
                 for the longest line)"
            };
            (
                format!("{why} Player {me} cannot win, so {choice}: {move_text}."),
                table_of(variant, piles, None, None, width),
            )
        }
    };
    ply_lines(format!("Player {me} to move. "), ply.by_winner, table, derivation)
}

/// How the sample ends: `last` made the last move.
fn end_text(variant: Variant, last: usize) -> String {
    let other = 3 - last; // Players 1 and 2.
    match variant {
        Variant::Misere => format!(
            "All piles are empty. Player {last} took the last stone and loses: Player {other} wins."
        ),
        Variant::Staircase => {
            format!("All coins are off the staircase. Player {last} made the last move and wins.")
        }
        _ => format!("All piles are empty. Player {last} took the last stone and wins."),
    }
}

pub fn play_view(state: &State, on_action: &Callback<Action>) -> Html {
    let play = &state.plays.play;
    let variant = state.request.variant;
    let position = play.position();
    let turn = play.turn();
    let on_play = on_action.reform(Action::Play);
    let winning = variant.winning_moves(&position);
    let hints: Vec<(usize, u64)> = if play.hint && play.record.humans_turn() {
        winning.iter().map(|mv| (mv.pile, mv.take)).collect()
    } else {
        Vec::new()
    };
    let on_take = (turn == Turn::Yours)
        .then(|| on_play.reform(|(pile, take)| PlayAction::Move(Move { pile, take })));
    let last = play
        .record
        .moves
        .last()
        .map(|mv| (mv.pile, mv.take))
        .filter(|_| variant != Variant::Staircase);
    let lost =
        |why: &str| format!("Game over: {why}, so the computer wins. {}", try_again(play.hint));
    let over = if variant == Variant::Misere {
        [
            lost("you had to take the last stone"),
            "Game over: the computer had to take the last stone, so you win!".into(),
        ]
    } else {
        [
            "Game over: you made the last move, so you win!".into(),
            lost("the computer made the last move"),
        ]
    };
    let your_move =
        "Your move: click a stone to take it and every stone above it, or use the form.";
    let status =
        game_status(play, "There is nothing to play.", [&over[0], &over[1]], your_move.into());
    let hint_text = if turn != Turn::Yours {
        String::new()
    } else if winning.is_empty() {
        "No winning move: this is a P-position, so the computer can answer anything you do."
            .to_string()
    } else {
        let list: Vec<String> =
            winning.iter().map(|mv| play.game.describe(&position, mv)).collect();
        format!("Winning moves (nim-sum {} → 0): {}.", variant.nim_sum(&position), list.join("; "))
    };
    let fields = html! {
        <>
            <label>{ "Take " }
                { entry_input(play, &on_play, 0, (Some("take-count"), "How many", "6")) }
            </label>
            <label>{ format!(" from {} ", pile_word(variant)) }
                { entry_input(play, &on_play, 1, (Some("take-pile"), "Which pile", "3")) }
            </label>
        </>
    };
    let picture = piles(&PilesProps {
        taken: last,
        hints,
        on_take,
        emphasised: emphasised(variant, position.len()),
        ..PilesProps::new(position.clone(), pile_labels(variant))
    });
    let help = html! {
        if play.hint && !hint_text.is_empty() {
            <div class="hint">
                <p>{ hint_text }</p>
                { table_of(variant, &position, None, None, 0) }
            </div>
        }
    };
    let say = |who: &str, before: &_, mv: &_| format!("{who}: {}.", play.game.describe(before, mv));
    let hint = Some(" Hint: show the winning moves");
    play_block((play, &on_play), (hint, status), say, picture, Some((fields, "Take")), help)
}

/// The mini-test: the given piles, the kit's exercise stepper asking for a4, then a4's binary
/// table and why it is the only answer; new numbers start a new exercise (the stepper, keyed by
/// them, forgets the last answer).
pub fn exercise_view(mini_test: &MiniTest, on_action: &Callback<Action>) -> Html {
    let given = &mini_test.given;
    let answer = mini_test.answer();
    // Three piles of 1 to 63 whose answer is a pile (not 0) other than theirs.
    let new_numbers = on_action.reform(|_: MouseEvent| {
        let random = || (js_sys::Math::random() * 63.0) as u64 + 1;
        let mut given = vec![random(), random(), random()];
        while given.contains(&(given[0] ^ given[1] ^ given[2]))
            || given[0] ^ given[1] ^ given[2] == 0
        {
            given = vec![random(), random(), random()];
        }
        Action::Own(MiniAction::New(given))
    });
    let on_step = on_action.reform(|step| Action::Own(MiniAction::Step(step)));
    let revealed = mini_test.playback.position() == 1;
    let mut rows: Vec<Row> = ["a1", "a2", "a3"]
        .iter()
        .zip(given)
        .map(|(name, &value)| Row { label: format!("{name} = {value}"), value, counts: true })
        .collect();
    rows.push(Row { label: format!("a4 = {answer}"), value: answer, counts: true });
    let sum: Vec<String> = given.iter().map(u64::to_string).collect();
    html! {
        <div class="exercise">
            <p>
                { format!("Mini-test (from the lecture, in normal Nim whatever the variant above): four piles, \
                           a1 = {}, a2 = {}, a3 = {}. Player 1 lets Player 2 choose a4.", given[0], given[1], given[2]) }
                { " " }<button type="button" class="preset" onclick={new_numbers}>{ "New numbers" }</button>
            </p>
            <div key={piles_text(given)}>
                { stepped(&Rc::new(mini_test.clone()), mini_test.playback, on_step) }
            </div>
            if revealed {
                { binary_table(&BinaryTableProps { rows, ..BinaryTableProps::default() }) }
                <p class="verdict p">
                    { format!("{} ⊕ {answer} = 0: a P-position for Player 1, so Player 2 wins. The answer is unique: \
                               x ⊕ y = 0 only when x = y, so a4 must equal a1 ⊕ a2 ⊕ a3 = {answer}. Each column \
                               of the table holds an even number of 1s.", sum.join(" ⊕ ")) }
                </p>
            }
        </div>
    }
}

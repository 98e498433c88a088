//! The sums lab's views: the form's rows, the components with their values and the xor in
//! binary, the winning move, and the sum played against the computer copy by copy.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::state::{Action, PRESETS, State};
use crate::api::sums::{
    MAX_COMPONENTS, Row, SumsRequest, copy_text, explaining_lab, field_labels, kind_by_name,
    parse_sum_move, sum_move_text,
};
use crate::solve::sums::{
    Analysis, Component, Instance, Kind, Part, SumGame, SumMove, WinningMove, analyse,
};
use crate::ui::catalog::find;
use crate::ui::kit::controls::{TextField, total_verdict};
use crate::ui::kit::form::{examples_row, on_submit};
use crate::ui::kit::frame::header_row;
use crate::ui::kit::play::value_now_line;
use crate::ui::kit::prelude::*;
use crate::ui::route::Route;
use crate::ui::widgets::binary_table::{BinaryTableProps, Row as BinaryRow, binary_table};

/// A copy with at most this many moves gets one button per move; with more, a menu.
const MOVE_BUTTONS: usize = 12;
/// A copy with more moves than this gets no menu: its moves are typed.
const MOVE_MENU: usize = 400;

fn lab_link(component: &Component, count: u64) -> Html {
    let (slug, params) = explaining_lab(component, count);
    let title = find(slug).map_or(slug, |lab| lab.title);
    let href = Route::Lab { view: View::Page, slug: slug.into(), params }.to_hash();
    html! { <a class="lab-link" {href}>{ format!("{title} lab") }</a> }
}

/// The components table's column headings (the last only outside an embedding).
const COLUMNS: [&str; 6] =
    ["#", "Component", "Copies x(i)", "Value of one copy, and why", "GG(i)", "Explained in"];

pub fn analyse_view(request: &SumsRequest, game: &SumGame, embed: bool) -> Html {
    let tables = game.tables();
    let parts = &request.parts;
    let Analysis { values, counted, total, winning } = analyse(parts, tables);
    let rows: Vec<BinaryRow> = parts
        .iter()
        .enumerate()
        .map(|(index, part)| BinaryRow {
            label: format!(
                "{}: {}{}",
                index + 1,
                &part.component.label(),
                if part.count == 1 { String::new() } else { format!(" ×{}", part.count) }
            ),
            value: values[index],
            counts: part.count % 2 == 1,
        })
        .collect();
    let column = (total != 0).then(|| 63 - total.leading_zeros());
    let reduction = winning.as_ref().map(|w| (w.part, w.target));
    let even: Vec<usize> = (0..parts.len()).filter(|&i| parts[i].count.is_multiple_of(2)).collect();
    html! {
        <div class="sums-analysis">
            <table class="components-table" aria-label="The components and their values">
                { header_row(&COLUMNS[..if embed { COLUMNS.len() - 1 } else { COLUMNS.len() }]) }
                <tbody>
                    { for parts.iter().enumerate().map(|(index, part)| html! {
                        <tr class={classes!("component-row", part.count.is_multiple_of(2).then_some("even"))} data-kind={part.component.kind().name()}>
                            <td>{ index + 1 }</td>
                            <td class="component-name"><span class="kind">{ part.component.kind().title() }</span><br/>{ &part.component.label() }</td>
                            <td class="copies">{ part.count.to_string() }</td>
                            <td class="value-cell">
                                <strong class="value">{ format!("g = {}", values[index]) }</strong>
                                <span class="reason">{ part.component.reason(tables) }</span>
                            </td>
                            <td class="counted">{ counted[index].to_string() }</td>
                            if !embed { <td>{ lab_link(&part.component, part.count) }</td> }
                        </tr>
                    }) }
                </tbody>
            </table>
            <div class="period-panel reduction">
                <h2>{ "x(i) identical copies: only the parity matters" }</h2>
                <p class="reduction-rule">
                    { "The paper (section 2): with x(i) identical instances of component i, GG(i) = 0 if x(i) is even \
                       and GG(i) = G_i(S_i) if x(i) is odd; the sum's Grundy number is GG(1) ⊕ … ⊕ GG(K). Two equal \
                       values cancel (g ⊕ g = 0), so x(i) may be as large as 10^18." }
                </p>
                { for even.iter().map(|&index| html! {
                    <p class="even-note">{ format!("Component {}: x = {} is even, so its copies cancel in pairs: GG = 0 whatever its value ({}).",
                                                   index + 1, parts[index].count, values[index]) }</p>
                }) }
            </div>
            <h2>{ "The xor of the values, in binary" }</h2>
            { binary_table(&BinaryTableProps { rows, column, reduction, min_width: 0 }) }
            { total_verdict(total, "component") }
            if let Some(winning) = winning {
                { winning_view(parts, game, &winning, total) }
            }
        </div>
    }
}

fn winning_view(parts: &[Part], game: &SumGame, winning: &WinningMove, total: u64) -> Html {
    let part = &parts[winning.part];
    let component = &part.component;
    let after = component.play(&winning.mv);
    let (g, target) = (winning.value, winning.target);
    let copy = if part.count == 1 {
        String::new()
    } else {
        format!(" (in one of its {} copies)", part.count)
    };
    html! {
        <div class="period-panel winning-move" data-component={(winning.part + 1).to_string()}>
            <h2>{ "A winning move" }</h2>
            <p>{ format!("The total's highest 1 is worth {}. Component {} has value g = {g}, with a 1 there, so \
                          g ⊕ total = {g} ⊕ {total} = {target} < {g}: it can move to a position of value {target} (the mex \
                          guarantees an option of every smaller value).", 1u64 << (63 - total.leading_zeros()), winning.part + 1) }</p>
            <p class="the-move"><strong>{ format!("Move in component {}{copy}: {}.", winning.part + 1, component.describe_move(&winning.mv)) }</strong></p>
            <p class="detail">{ format!("Found by the component's own solver. After the move: {}.", after.reason(game.tables())) }</p>
            <p class="verdict p">{ format!("The total becomes {total} ⊕ {g} ⊕ {target} = 0: a P-position for the opponent.") }</p>
        </div>
    }
}

/// The sum played against the computer, copy by copy, or by a typed move.
pub fn play_view(state: &State, game: &Rc<SumGame>, actions: &Callback<Action>) -> Html {
    let (play, on_play) = (&state.game, actions.reform(Action::Play));
    let position = play.position();
    let total = game.total(&position);
    let how =
        if game.ended_by_three_in_a_row(&position) { "three in a row" } else { "no move is left" };
    let over = [
        format!("Game over ({how}): you made the last move. You win!"),
        format!("Game over ({how}): the computer made the last move. The computer wins."),
    ];
    let nothing = "No component has a move: there is nothing to play.";
    let your_move = "Your move: choose a move in any component.".to_string();
    let status = game_status(play, nothing, [&over[0], &over[1]], your_move);
    let can_move = play.turn() == Turn::Yours;
    let say = |who: &str, before: &_, mv: &SumMove| {
        format!("{who} played in component {}: {}.", mv.part + 1, game.describe(before, mv))
    };
    let picture = html! {
        <>
            { value_now_line("The sum's value", total) }
            <ol class="play-parts">
                { for position.iter().enumerate().map(|(part, part_position)| {
                    let start = &game.parts()[part];
                    html! {
                        <li class="play-part">
                            <p class="part-title">{ format!("Component {}: {} ({} cop{})", part + 1, &start.component.label(),
                                                            start.count, if start.count == 1 { "y" } else { "ies" }) }</p>
                            if part_position.fresh > 0 {
                                { copy_view(game, part, Instance::Fresh, &start.component, part_position.fresh, can_move, &on_play) }
                            }
                            { for part_position.played.iter().enumerate().map(|(index, copy)| {
                                copy_view(game, part, Instance::Played(index), copy, 1, can_move, &on_play)
                            }) }
                        </li>
                    }
                }) }
            </ol>
            <form class="typed-move" onsubmit={on_submit(&on_play, || PlayAction::Submit)}>
                { TextField {
                    id: "sums-typed".into(), label: "Or type a move".into(), value: play.entry_text(0).into(),
                    placeholder: "2.n.t5".into(),
                    help: "component.copy.move: copy n (one not moved in yet) or its number; t5 take 5, h1t2l3 heap 1: take 2 leaving 3 on the left, k1-2ul a king up-left (u, l), m4 mark cell 4".into(),
                    error: play.error.clone(), on_input: on_play.reform(|text| PlayAction::Edit(0, text)), numeric: false,
                }.view() }
                <button type="submit" disabled={!can_move}>{ "Play" }</button>
            </form>
        </>
    };
    play_block((play, &on_play), (None, status), say, picture, None, Html::default())
}

fn copy_view(
    game: &SumGame,
    part: usize,
    instance: Instance,
    copy: &Component,
    copies: u64,
    can_move: bool,
    on_play: &Callback<PlayAction<SumMove>>,
) -> Html {
    let value = copy.value(game.tables());
    let label = match instance {
        Instance::Fresh if copies == 1 => format!("Not moved in yet: {}", copy.label()),
        Instance::Fresh => {
            format!("{copies} copies not moved in yet, each {}", copy.label())
        }
        Instance::Played(index) => format!("Copy {} now: {}", index + 1, copy.label()),
    };
    let counted = if matches!(instance, Instance::Fresh) && copies.is_multiple_of(2) {
        " (an even number: they count 0)"
    } else {
        ""
    };
    let (moves, complete) = copy.moves(MOVE_MENU);
    let play = |mv| SumMove { part, instance, mv };
    let picker = if !can_move || moves.is_empty() {
        html! {}
    } else if moves.len() <= MOVE_BUTTONS {
        html! {
            <div class="move-buttons">
                { for moves.iter().map(|&mv| {
                    let safe = copy.is_safe(&mv);
                    html! {
                        <button type="button" class={classes!("move", (!safe).then_some("unsafe"))} data-move={sum_move_text(&play(mv))}
                            title={(!safe).then_some("A lightly marked cell: the opponent completes three in a row")}
                            onclick={on_play.reform(move |_: MouseEvent| PlayAction::Move(SumMove { part, instance, mv }))}>
                            { copy.describe_move(&mv) }{ if safe { "" } else { " ⚠" } }
                        </button>
                    }
                }) }
            </div>
        }
    } else if complete {
        let texts: Vec<(String, String)> =
            moves.iter().map(|&mv| (sum_move_text(&play(mv)), copy.describe_move(&mv))).collect();
        let onchange = on_play.reform(|event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            match parse_sum_move(&select.value()) {
                Some(mv) => PlayAction::Move(mv),
                None => PlayAction::Edit(0, String::new()),
            }
        });
        html! {
            <select class="move-menu" aria-label="Choose a move" {onchange}>
                <option value="" selected=true>{ format!("Choose one of {} moves…", moves.len()) }</option>
                { for texts.into_iter().map(|(value, text)| html! { <option {value}>{ text }</option> }) }
            </select>
        }
    } else {
        html! { <p class="detail">{ "Too many moves to list: type one below." }</p> }
    };
    html! {
        <div class="play-copy" data-copy={copy_text(part, instance)}>
            <p>{ format!("{label}: value {value}{counted}.") }</p>
            if let Component::Treblecross { board } = copy {
                <p class="board-text"><code>{ board.text() }</code></p>
            }
            if let Component::Kings { kings, .. } = copy {
                <p class="detail">{ format!("Kings on {}.", kings.iter().map(|(r, c)| format!("({r}, {c})")).collect::<Vec<_>>().join(", ")) }</p>
            }
            { picker }
        </div>
    }
}

pub fn form_view(state: &State, actions: &Callback<Action>) -> Html {
    let on_adding = actions.reform(|event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        Action::SetAdding(kind_by_name(&select.value()).unwrap_or(Kind::Nim))
    });
    html! {
        <form class="lab-form sums-form" onsubmit={on_submit(actions, || Action::Submit)} novalidate=true>
            <ol class="component-rows">
                { for state.rows.iter().enumerate().map(|(index, row)| row_view(index, row, actions)) }
            </ol>
            <div class="add-component">
                <label for="sums-add-kind">{ "Add a" }</label>
                <select id="sums-add-kind" onchange={on_adding}>
                    { for Kind::ALL.iter().map(|kind| html! {
                        <option value={kind.name()} selected={*kind == state.adding}>{ kind.title() }</option>
                    }) }
                </select>
                <button type="button" class="add" disabled={state.rows.len() >= MAX_COMPONENTS}
                    onclick={actions.reform(|_: MouseEvent| Action::Add)}>{ "Add" }</button>
            </div>
            <button type="submit" class="primary">{ "Show the sum" }</button>
            if let Some(error) = &state.form_error {
                <p class="field-error form-error" role="alert">{ error.clone() }</p>
            }
            <p class="encoding">{ "In the address bar: " }<code>{ format!("c={}", state.request.text()) }</code></p>
            { examples_row(PRESETS.iter().map(|(label, _)| *label), &actions.reform(Action::Preset)) }
        </form>
    }
}

fn row_view(index: usize, row: &Row, actions: &Callback<Action>) -> Html {
    let [first, second] = field_labels(row.kind);
    let edit = |name: &'static str| actions.reform(move |text| Action::EditRow(index, name, text));
    let on_kind = actions.reform(move |event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        Action::EditKind(index, kind_by_name(&select.value()).unwrap_or(Kind::Nim))
    });
    let id = |suffix: &str| format!("sums-row{}-{suffix}", index + 1);
    let field = |suffix,
                 (label, placeholder, help): (&'static str, &'static str, &'static str),
                 value: &String,
                 name| {
        TextField {
            id: id(suffix).into(),
            label: label.into(),
            value: value.clone().into(),
            placeholder: placeholder.into(),
            help: help.into(),
            error: row.message(name),
            on_input: edit(name),
            numeric: false,
        }
        .view()
    };
    html! {
        <li class="component-form" data-kind={row.kind.name()}>
            <div class="field">
                <label for={id("kind")}>{ format!("Component {}", index + 1) }</label>
                <select id={id("kind")} onchange={on_kind}>
                    { for Kind::ALL.iter().map(|kind| html! {
                        <option value={kind.name()} selected={*kind == row.kind}>{ kind.title() }</option>
                    }) }
                </select>
            </div>
            { field("a", first, &row.first, "first") }
            if !second.0.is_empty() {
                { field("b", second, &row.second, "second") }
            }
            { TextField {
                id: id("copies").into(), label: "Copies x(i)".into(), value: row.copies.clone().into(),
                placeholder: "1".into(), numeric: true, help: "0 to 10^18".into(),
                error: row.message("copies"), on_input: edit("copies"),
            }.view() }
            <button type="button" class="remove" aria-label={format!("Remove component {}", index + 1)}
                onclick={actions.reform(move |_: MouseEvent| Action::Remove(index))}>{ "Remove" }</button>
        </li>
    }
}

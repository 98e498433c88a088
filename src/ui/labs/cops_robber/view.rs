//! The cop-and-robber lab's views: the verdict, the elimination step by step with the paper's
//! two runs, the cop's strategy replayed, and the game against the computer.

use yew::prelude::*;

use crate::solve::cops_robber::{
    ESCAPES, Elimination, EliminationFrame, GAME_LIMIT, GameValues, PAPER_LIMIT, Run, RunFrame,
    Side, Standing, StepKind, alive_degree, alive_neighbours, moves_text,
};
use crate::solve::graph::{vertex_list, vertex_set};
use crate::ui::kit::controls::side_choice;
use crate::ui::kit::fill::legend;
use crate::ui::kit::frame::stepper_and_explanation;
use crate::ui::kit::play::move_buttons;
use crate::ui::kit::prelude::*;
use crate::ui::widgets::graph_input::graph_summary;
use crate::ui::widgets::graph_panel::graph_panel;
use crate::ui::widgets::graph_view::DRAW_LIMIT;

use super::state::*;

/// Vertex badges (NV, capture times) are drawn for graphs of at most this many vertices.
const BADGE_LIMIT: u32 = 40;
/// Removals listed at most in the elimination order.
const ORDER_SHOWN: usize = 200;

/// The graph, who wins, and why; while an elimination exercise has the verdict still to ask
/// (`held`), the graph alone and why the rest waits.
pub fn verdict_line(solved: &Solved, held: bool) -> Html {
    if held {
        return html! {
            <p class="game-line verdict-line">
                { solved.input.describe() }
                <span class="held-back">{ HELD_VERDICT }</span>
            </p>
        };
    }
    let dismantling = &solved.analysis.dismantling;
    let (removed, left) = (dismantling.eliminated.len(), dismantling.remaining.len());
    let components = solved.input.facts.components;
    let text = if dismantling.cop_wins() {
        format!("The cop wins: {} leave one vertex.", count(removed as u64, "removal"))
    } else if components > 1 {
        format!(
            "The robber escapes: the graph has {components} components, so the robber starts in \
             one the cop is not in and can never be caught; elimination stops with {left} \
             vertices left, at least one in each component."
        )
    } else {
        format!(
            "The robber escapes: after {}, {left} vertices are left and none of them is \
             dominated.",
            count(removed as u64, "removal")
        )
    };
    let (badge, says) = if dismantling.cop_wins() {
        ("cop-wins", "cop wins")
    } else {
        ("robber-wins", "robber escapes")
    };
    html! {
        <p class="game-line verdict-line">
            { solved.input.describe() }
            <span class={classes!("badge", badge)}>{ says }</span>
            <span class="verdict-text">{ text }</span>
        </p>
    }
}

/// Why the verdict waits during an elimination exercise.
pub const HELD_VERDICT: &str = "Who wins is shown when the exercise ends: it is its last question.";

/// Lists and sets in sentences show at most this many vertices.
const LISTED: usize = 12;

pub fn elimination_marks(solved: &Solved, kind: StepKind, frame: &EliminationFrame) -> Marks {
    let alive = &frame.run(Run::Bitset).alive;
    let graph = solved.graph();
    let n = graph.vertex_count();
    let mut marks = Marks::new().vertices((0..n).filter(|&v| !alive[v as usize]), "removed");
    for &(u, v) in graph.edges() {
        if !alive[u as usize] || !alive[v as usize] {
            marks = marks.edge(u, v, "removed");
        }
    }
    match kind {
        StepKind::Found(i) => {
            let Elimination { vertex: y, dominated_by: x } = solved.eliminations()[i];
            let others: Vec<u32> =
                alive_neighbours(graph, alive, y).into_iter().filter(|&z| z != x).collect();
            marks = marks.vertex(y, "focus").vertex(x, "partner").edge(x, y, "witness");
            for &z in &others {
                marks = marks.vertex(z, "neighbour").edge(y, z, "y-edge").edge(x, z, "x-edge");
            }
        }
        StepKind::Removed(i) => {
            let y = solved.eliminations()[i].vertex;
            marks = marks.vertex(y, "just-removed");
            for z in alive_neighbours(graph, alive, y) {
                marks = marks.vertex(z, "neighbour").edge(y, z, "just-removed");
            }
        }
        StepKind::Verdict => {
            let remaining = &solved.analysis.dismantling.remaining;
            let class = if remaining.len() == 1 { "win" } else { "core" };
            marks = marks.vertices(remaining.iter().copied(), class);
            for &(u, v) in graph.edges() {
                if alive[u as usize] && alive[v as usize] {
                    marks = marks.edge(u, v, "core");
                }
            }
        }
        StepKind::Start => {}
    }
    if n <= BADGE_LIMIT {
        // NV(v) as the counter algorithm holds it: the degree among the vertices it kept.
        let counted = &frame.run(if solved.paper { Run::Nvc } else { Run::Bitset }).alive;
        for v in (0..n).filter(|&v| alive[v as usize]) {
            marks = marks.badge(v, format!("NV {}", alive_degree(graph, counted, v)));
        }
    }
    marks
}

/// The analysed graph drawn with `marks` (its tools and edits with `on_edit`), or its summary.
fn drawing(
    state: &State,
    solved: &Solved,
    (marks, label): (Marks, &'static str),
    on_edit: Option<&Callback<GraphAction>>,
    on_vertex: Option<Callback<u32>>,
    clickable: Option<Vec<u32>>,
) -> Html {
    if !Rc::ptr_eq(&state.graph.graph, &solved.input.graph) {
        return graph_summary(&state.graph);
    }
    graph_panel(&state.graph, marks, label, on_edit, on_vertex, clickable)
}

/// `drawing` beside `side`.
fn columns(drawing: Html, side: Html) -> Html {
    html! {
        <div class="cr-columns">
            <div class="cr-drawing">{ drawing }</div>
            <div class="cr-side">{ side }</div>
        </div>
    }
}

/// The elimination's marks, for its legend.
const LEGEND: &[(&str, &str)] = &[
    ("v-focus", "Y, the dominated vertex"),
    ("v-partner", "X, a vertex dominating it"),
    ("v-neighbour", "Y's other neighbours"),
    ("v-removed", "removed"),
    ("v-core", "a core with no dominated vertex"),
];

pub fn elimination_view(
    state: &State,
    solved: &Rc<Solved>,
    dispatcher: &UseReducerDispatcher<State>,
    on_graph: Option<&Callback<GraphAction>>,
) -> Html {
    let step = state.steps.position();
    let kind = solved.analysis.dismantling.step_kind(step);
    let frame = solved.frame(step);
    let alive = &frame.run(Run::Bitset).alive;
    let on_step = actions(dispatcher).reform(Action::Step);
    let marks = elimination_marks(solved, kind, &frame);
    // The verdict's sentence in the verdict's colour.
    let verdict = match kind {
        StepKind::Verdict if solved.remaining_count() == 1 => Some("verdict-p"),
        StepKind::Verdict => Some("verdict-n"),
        _ => None,
    };
    let detail = step_explanation(solved, kind, alive);
    let (stepper, explanation) =
        stepper_and_explanation(solved, state.steps, &on_step, |_| String::new(), detail);
    let drawing = drawing(state, solved, (marks, "The graph"), on_graph, None, None);
    html! {
        <div class={classes!("elimination", verdict)}>
            { stepper }
            { columns(drawing, html! { <>{ explanation }{ order_view(solved, kind, state.steps.holds_back()) }</> }) }
            { legend(LEGEND) }
            { algorithms_view(solved, kind, &frame) }
        </div>
    }
}

/// What an elimination step shows below its sentence.
pub fn step_explanation(solved: &Solved, kind: StepKind, alive: &[bool]) -> Html {
    let graph = solved.graph();
    match kind {
        StepKind::Start => html! {
            <p class="detail">{ "Both of the paper's algorithms scan the candidates Y = 0, 1, 2, … and, for each, its neighbours X in increasing order; the first dominated Y is removed and the scan starts again." }</p>
        },
        StepKind::Found(i) => {
            let Elimination { vertex: y, dominated_by: x } = solved.eliminations()[i];
            let neighbours = alive_neighbours(graph, alive, y);
            let others: Vec<u32> = neighbours.iter().copied().filter(|&z| z != x).collect();
            let skipped: Vec<u32> = (0..y).filter(|&v| alive[v as usize]).collect();
            let inclusion = match others.as_slice() {
                [] => format!("X = {x} is Y's only neighbour, so it dominates Y."),
                [z] => {
                    format!("The other neighbour, {z}, is adjacent to X = {x}, so N[{y}] ⊆ N[{x}].")
                }
                _ => format!(
                    "The other neighbours {} are all adjacent to X = {x}, so N[{y}] ⊆ N[{x}].",
                    vertex_list(others.iter().copied(), LISTED)
                ),
            };
            html! {
                <>
                    <p>{ format!("N({y}) = {}. {inclusion}", vertex_set(neighbours.iter().copied(), LISTED)) }</p>
                    <p class="detail">
                        { format!("A robber on {y} with the cop on {x} has nowhere to go: every move stays next to the cop. ") }
                        { match skipped.len() {
                            0 => String::new(),
                            1 => format!("The scan looked at {} first: it is not dominated.", skipped[0]),
                            k if k > LISTED => format!("The scan looked at the {k} vertices left below {y} first: none of them is dominated."),
                            _ => format!("The scan looked at {} first: none of them is dominated.", vertex_list(skipped.iter().copied(), LISTED)),
                        } }
                    </p>
                </>
            }
        }
        StepKind::Removed(i) => {
            let y = solved.eliminations()[i].vertex;
            let neighbours = alive_neighbours(graph, alive, y);
            let pairs = neighbours.len() * neighbours.len().saturating_sub(1) / 2;
            html! {
                <p class="detail">
                    { match pairs {
                        0 => format!("Counters: NV goes down by 1 at {}; no NVC counter changes (Y had no two neighbours left).", vertex_list(neighbours.iter().copied(), LISTED)),
                        1 => format!("Counters: NV goes down by 1 at {}; NVC goes down by 1 for that pair (they lose {y} as a common neighbour).", vertex_list(neighbours.iter().copied(), LISTED)),
                        _ => format!("Counters: NV goes down by 1 at {}; NVC goes down by 1 for each of the {pairs} pairs of them (they lose {y} as a common neighbour).", vertex_list(neighbours.iter().copied(), LISTED)),
                    } }
                </p>
            }
        }
        StepKind::Verdict => {
            let remaining = &solved.analysis.dismantling.remaining;
            let components = solved.input.facts.components;
            if remaining.len() == 1 {
                html! {
                    <p class="detail">{ "Read backwards, the removals build the graph by adding one dominated vertex at a time; the cop's strategy follows the robber's shadow down that order. See it played under \"The cop's strategy\"." }</p>
                }
            } else {
                html! {
                    <>
                        <p>{ format!("The core {}{}: wherever the cop stands, a robber next to it has a neighbour the cop does not reach.",
                                     vertex_set(remaining.iter().copied(), LISTED),
                                     if solved.input.graph.vertex_count() <= DRAW_LIMIT { " (highlighted)" } else { "" }) }</p>
                        if components > 1 {
                            <p class="detail">{ format!("The graph is disconnected ({components} components): the robber chooses its start after the cop, in a component without the cop, and is never caught. Elimination agrees: a component's last vertex has no neighbour to be dominated by.") }</p>
                        }
                    </>
                }
            }
        }
    }
}

/// The paper's two algorithms side by side, each from its own run in the log, with its counts
/// so far.
pub fn algorithms_view(solved: &Solved, kind: StepKind, frame: &EliminationFrame) -> Html {
    if !solved.paper {
        return html! {
            <div class="algorithms">
                <p class="detail">{ format!("The paper's two algorithms are shown with their counts on graphs of up to {PAPER_LIMIT} vertices; this verdict comes from the same scan with neighbourhoods as bitsets.") }</p>
            </div>
        };
    }
    let (naive, nvc) = (frame.run(Run::Naive), frame.run(Run::Nvc));
    let shown = frame.run(Run::Bitset);
    let done = solved.remaining_count() == 1;
    let (naive_detail, nvc_detail) = match kind {
        StepKind::Found(_) => {
            (found_detail(naive, shown, naive_found), found_detail(nvc, shown, nvc_found))
        }
        StepKind::Removed(_) => (
            html! { <p>{ "Removal: the row and column of Y in the matrix are cleared (no look-ups)." }</p> },
            html! { <p>{ format!("Removal: {} (NV of each neighbour, NVC of each pair of neighbours, both ways).", count(nvc.last_updates, "counter write")) }</p> },
        ),
        StepKind::Start => (
            html! { <p>{ "Nothing computed in advance: each round checks pairs in the adjacency matrix. O(n³) per round, O(n⁴) in all." }</p> },
            html! { <p>{ format!("Initialisation: NV(X) = degree, NVC(X, Y) = common neighbours, counted from every vertex's pairs of neighbours: {}. O(n²) per round, O(n³) in all.", count(nvc.last_updates, "counter write")) }</p> },
        ),
        StepKind::Verdict => (
            html! { <p>{ if done { "Done: one vertex left.".to_string() } else { format!("The last round scanned every vertex left and found none dominated ({} look-ups).", naive.round_cost) } }</p> },
            html! { <p>{ if done { "Done: one vertex left.".to_string() } else { format!("The last round compared every counter left and found none equal ({} comparisons).", nvc.round_cost) } }</p> },
        ),
    };
    html! {
        <div class="algorithms">
            <div class="algorithm naive">
                <h3>{ "Naive check" }</h3>
                <p class="count"><span class="naive-checks">{ naive.cost }</span>{ " look-ups so far" }</p>
                { naive_detail }
            </div>
            <div class="algorithm nvc">
                <h3>{ "NVC/NV counters" }</h3>
                <p class="count"><span class="nvc-comparisons">{ nvc.cost }</span>{ " comparisons, " }<span class="nvc-updates">{ nvc.updates }</span>{ " counter writes so far" }</p>
                { nvc_detail }
            </div>
        </div>
    }
}

/// What a paper run did in a round where it found a pair: its own pair (said apart when it
/// is not the one drawn), then `detail`.
pub fn found_detail(
    run: &RunFrame,
    shown: &RunFrame,
    detail: fn(&RunFrame, Elimination) -> Html,
) -> Html {
    let Some(pair) = run.found else {
        return html! { <p>{ "This run found no pair in this round." }</p> };
    };
    html! {
        <>
            if shown.found != Some(pair) {
                <p class="detail">{ format!("This run's pair differs from the one drawn: it found Y = {} dominated by X = {}.", pair.vertex, pair.dominated_by) }</p>
            }
            { detail(run, pair) }
        </>
    }
}

pub fn naive_found(run: &RunFrame, pair: Elimination) -> Html {
    let Elimination { vertex: y, dominated_by: x } = pair;
    html! { <p>{ format!("This round: {} look-ups \"is Z adjacent to X?\" in the adjacency matrix, until every other neighbour of {y} was found adjacent to {x}.", run.round_cost) }</p> }
}

pub fn nvc_found(run: &RunFrame, pair: Elimination) -> Html {
    let Elimination { vertex: y, dominated_by: x } = pair;
    let Some((nv_y, row)) = &run.counters else { return Html::default() };
    let rows = row.iter().map(|&(w, count)| {
        let holds = count + 1 == *nv_y;
        html! {
            <tr class={classes!((w == x).then_some("chosen"), holds.then_some("holds"))}>
                <td>{ format!("NVC({w}, {y}) = {count}") }</td>
                <td>{ if holds { format!("= NV({y}) − 1 ✓") } else { format!("≠ NV({y}) − 1") } }</td>
                <td>{ if w == x { "X: first found" } else { "" } }</td>
            </tr>
        }
    });
    html! {
        <>
            <p>{ format!("NV({y}) = {nv_y}. This round: {} comparisons NVC(X, Y) = NV(Y) − 1.", run.round_cost) }</p>
            <table class="nvc-row">
                <caption>{ format!("The counters of Y = {y}'s neighbours") }</caption>
                <tbody>{ for rows }</tbody>
            </table>
        </>
    }
}

/// The elimination order up to `kind`'s round; while an exercise holds the verdict back
/// (`held`), without the number of removals in all (n − 1 of them would say the cop wins).
pub fn order_view(solved: &Solved, kind: StepKind, held: bool) -> Html {
    let eliminations = solved.eliminations();
    let shown = match kind {
        StepKind::Start => 0,
        StepKind::Found(i) | StepKind::Removed(i) => i + 1,
        StepKind::Verdict => eliminations.len(),
    };
    let current = match kind {
        StepKind::Found(i) | StepKind::Removed(i) => Some(i),
        _ => None,
    };
    html! {
        <div class="elimination-order">
            <h3>{ match held {
                true => format!("Elimination order ({shown} so far)"),
                false => format!("Elimination order ({shown} of {})", eliminations.len()),
            } }</h3>
            if shown == 0 {
                <p class="detail">{ "No vertex removed yet." }</p>
            } else {
                if shown > ORDER_SHOWN { <p class="detail">{ format!("The last {ORDER_SHOWN} of them:") }</p> }
                <ol start={(shown.saturating_sub(ORDER_SHOWN) + 1).to_string()}>
                    { for eliminations[..shown].iter().enumerate().skip(shown.saturating_sub(ORDER_SHOWN)).map(|(i, step)| html! {
                        <li class={classes!((current == Some(i)).then_some("current"))}>
                            { format!("{} (by {})", step.vertex, step.dominated_by) }
                        </li>
                    }) }
                </ol>
            }
        </div>
    }
}

pub fn value_badge(value: u32) -> String {
    if value == ESCAPES { "∞".into() } else { value.to_string() }
}

/// Marks for a game position after `moves`, with the values that chose the last entry.
pub fn game_marks(game: &GameValues, moves: &[u32], show_values: bool) -> Marks {
    let mut marks = Marks::new();
    let made = moves.len();
    if show_values && made >= 1 {
        // The options the last mover had, each with its value.
        let before = Standing::after(&moves[..made - 1]);
        for v in Game::moves(game, &before) {
            let value = game.standing_value(&game.play(&before, &v));
            marks = marks.badge(v, value_badge(value)).vertex(v, "option");
        }
    }
    if made >= 3 {
        marks = marks.vertex(moves[made - 3], "trail");
    }
    let standing = Standing::after(moves);
    if let Some(cop) = standing.cop {
        marks = marks.vertex(cop, "cop");
    }
    if let Some(robber) = standing.robber {
        marks = marks.vertex(robber, "robber");
    }
    marks
}

pub fn replay_view(
    state: &State,
    solved: &Rc<Solved>,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let Some(game) = &solved.analysis.game else {
        return html! { <p class="detail">{ format!("The game is solved and replayed on graphs of up to {GAME_LIMIT} vertices (its states are pairs of positions).") }</p> };
    };
    let step = state.replay.position();
    let shown = &solved.replay[..(step as usize + 1).min(solved.replay.len())];
    let marks = game_marks(game, shown, solved.graph().vertex_count() <= BADGE_LIMIT);
    let on_step = actions(dispatcher).reform(Action::Replay);
    let caught = html! {
        if Standing::after(shown).caught() { <p class={classes!("verdict", "p")}>{ format!("Caught after {}.", moves_text(shown.len() as u32 - 2)) }</p> }
    };
    let strategy = Rc::new(Strategy(solved.clone()));
    let (stepper, explanation) =
        stepper_and_explanation(&strategy, state.replay, &on_step, |_| String::new(), caught);
    let drawing = drawing(state, solved, (marks, "The game being replayed"), None, None, None);
    html! {
        <div class="replay">
            if game.cop_wins() {
                <p class="detail">{ format!("The cop's winning strategy against a robber that lasts as long as it can: capture after {} (each side's turn counts as a move). Badges give, for each option of the last mover, the moves left until capture with best play.", moves_text(solved.replay_last().saturating_sub(1))) }</p>
            } else {
                <p class="detail">{ format!("The cop has no winning strategy here: the first {ESCAPE_REPLAY_MOVES} moves of a game where the cop closes in and the robber always keeps a safe vertex (badges: ∞, capture can never be forced).") }</p>
            }
            { stepper }
            { columns(drawing, html! { <>{ explanation }{ game_record(shown) }</> }) }
        </div>
    }
}

pub fn game_record(moves: &[u32]) -> Html {
    html! {
        <ol class="game-record">
            { for moves.iter().enumerate().map(|(i, v)| html! {
                <li class={if mover(i) == Side::Cop { "by-cop" } else { "by-robber" }}>
                    { format!("{} {}", if mover(i) == Side::Cop { "cop" } else { "robber" }, if i < 2 { format!("starts at {v}") } else { format!("to {v}") }) }
                </li>
            }) }
        </ol>
    }
}

pub fn play_view(state: &State, solved: &Solved, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let Some(game) = &solved.analysis.game else {
        return html! { <p class="detail">{ format!("Games against the computer are offered on graphs of up to {GAME_LIMIT} vertices.") }</p> };
    };
    let play = &state.play;
    let moves = &play.record.moves;
    let standing = play.position();
    let turn = play.turn();
    let choices = if turn == Turn::Yours { Game::moves(game, &standing) } else { Vec::new() };
    let status = match (turn, state.role()) {
        (Turn::Over, Side::Cop) => {
            format!("You caught the robber after {}.", moves_text(moves.len() as u32 - 2))
        }
        (Turn::Over, Side::Robber) => {
            format!("The cop caught you after {}.", moves_text(moves.len() as u32 - 2))
        }
        (Turn::Yours, role) => match moves.len() {
            0 => "Choose the cop's start: click a vertex.".to_string(),
            1 => "Choose the robber's start: click a vertex.".to_string(),
            _ => format!(
                "Your move as the {}: click a vertex next to yours, or your own to stay.",
                choice_name(SIDES, &role)
            ),
        },
        (Turn::Computers, _) => {
            format!("The computer ({}) is thinking…", choice_name(SIDES, &standing.mover()))
        }
    };
    let outlook = match (standing.cop, standing.robber) {
        (Some(_), Some(_)) if turn != Turn::Over => Some(match game.standing_value(&standing) {
            ESCAPES => {
                "From here the robber can escape forever: no cop strategy forces a capture.".into()
            }
            value => format!(
                "With best play from here the cop catches the robber within {}.",
                moves_text(value)
            ),
        }),
        _ => None,
    };
    let sides = [
        (false, " the robber (the computer is the cop)"),
        (true, " the cop (the computer is the robber)"),
    ];
    let on_play = actions(dispatcher).reform(Action::Play);
    let new_game = on_play.reform(PlayAction::NewGame);
    let choose = on_play.reform(PlayAction::Move);
    let marks = game_marks(game, moves, false).vertices(choices.iter().copied(), "choice");
    let drawing = drawing(
        state,
        solved,
        (marks, "The game: click a vertex to move"),
        None,
        Some(choose.clone()),
        Some(choices.clone()),
    );
    let first = play.record.human_first;
    let side = html! {
        <>
            { status_line(status) }
            if let Some(outlook) = outlook { <p class="last-move">{ outlook }</p> }
            { last_move_line(play, |_, before, &v| game.describe(before, &v)) }
            { move_buttons(play, &on_play, "move-choice", |_, v| v.to_string()) }
            <div class="play-controls">
                <button type="button" class="undo" disabled={!play.record.can_undo()} onclick={on_play.reform(|_: MouseEvent| PlayAction::Undo)}>{ "Undo" }</button>
                <button type="button" class="new-game" onclick={new_game.reform(move |_: MouseEvent| first)}>{ "New game" }</button>
            </div>
            { game_record(moves) }
        </>
    };
    html! {
        <div class="play">
            { side_choice(("role-choice", "cr-role"), &sides, first, &new_game) }
            if !game.cop_wins() && state.role() == Side::Robber {
                <p class="detail">{ "On this graph the robber can always escape: try to stay out of reach." }</p>
            }
            if game.cop_wins() && state.role() == Side::Cop {
                <p class="detail">{ "On this graph the cop has a winning strategy: can you find it?" }</p>
            }
            { columns(drawing, side) }
        </div>
    }
}

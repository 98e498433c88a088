//! The state-graph lab's views: the form (presets, the states' text or a chase's board, the rule
//! for endless play, TMAX, the parallel components), the stepped drawing with its queue and
//! counters, the layered graph, the product graph checked against the xor rule, the literal
//! version beside the correct one, and the summary of a game solved whole.

use yew::prelude::*;

use super::layered::{LayeredGame, MAX_TMAX};
use super::parallel::{PARALLEL_PRESETS, positions_text, xor_rule};
use super::state::{
    Action, CHASE_PRESETS, COINS, Comparison, DRAWN_MOVES, DRAWN_STATES, Game, LITERAL_NAMES, Mode,
    PRESETS, Picture, State, board_text, literal_name,
};
use crate::api::parallel::{MAX_COMPONENTS, MAX_POSITIONS};
use crate::api::state_graph::{MAX_MOVES, MAX_STATES};
use crate::solve::dag::Digraph;
use crate::solve::max_dif::ScoreGraph;
use crate::solve::parallel::{positions_of, product_moves, product_states};
use crate::solve::state_graph::{Outcome, StateGraph, Summary, Work};
use crate::solve::state_presets::coins_in_a_line;
use crate::solve::state_presets::{MAX_BOARD_CELLS, MAX_PRESET_STATES};
use crate::ui::kit::export::drawing_bar;
use crate::ui::kit::fill::legend;
use crate::ui::kit::form::select_field;
use crate::ui::kit::frame::{data_table, stepper_and_explanation};
use crate::ui::kit::prelude::*;
use crate::ui::widgets::dag_view::DagView;

/// The rules for endless play, as the form's choice offers them.
const ENDLESS_CHOICES: &[(&str, &str)] =
    &[("draw", "a draw"), ("player1", "a win for player 1"), ("player2", "a win for player 2")];

/// How a chase's pieces step, as the form's choice offers it.
const PIECE_CHOICES: &[(&str, &str)] = &[
    ("king", "like a king (8 neighbours): the chaser always catches the runner"),
    ("rook", "one cell like a rook (4 neighbours): the runner can escape"),
];

/// The form: a preset, the states (or a chase's board), the rule for endless play, TMAX in the
/// layered mode; the score game in the maxDif mode; the components in the parallel mode.
pub fn form_view(state: &State, on_action: &Callback<Action>) -> Html {
    let on_form = on_action.reform(Action::Form);
    if state.mode == Mode::MaxDif {
        let help = "player:moves per state, each move to/g1/g2 (the state moved to, what player 1 \
                    and player 2 gain), or player:final/f1/f2 for a terminal state's scores; \
                    the graph must be acyclic.";
        let field = state.form.field_with_help(
            ("state-graph-scores", "scores", "Score game"),
            (help, "1:1/3/0.2/1/0,2:final/0/2,2:final"),
            false,
            on_edit(&on_form, "scores"),
        );
        return request_form(field, "Solve", &[], &on_form);
    }
    if state.mode == Mode::Parallel {
        let mut presets = vec![("", "Choose parallel games…")];
        presets.extend_from_slice(PARALLEL_PRESETS);
        let help = format!(
            "Each component an impartial game, separated by commas: its positions separated by \
             /, each position's moves by dots, - for none (1.2/2/- is position 0 moving to 1 or \
             2, 1 moving to 2, 2 terminal); up to {MAX_COMPONENTS} components of \
             {MAX_POSITIONS} positions, a product of at most {} states.",
            super::parallel::MAX_LAB_PRODUCT_STATES
        );
        let fields = html! {
            <>
                { select_field(("state-graph-parallel-preset", "Preset"), &presets, "", None, on_action.reform(Action::Preset)) }
                { state.form.field_with_help(("state-graph-components", "components", "Components"), (help, "1.2/2/-,1/-"), false, on_edit(&on_form, "components")) }
                { state.form.field_with_help(("state-graph-starts", "starts", "Starts"), ("One starting position per component, separated by commas.", "0,0"), false, on_edit(&on_form, "starts")) }
            </>
        };
        return request_form(fields, "Build the product", &[], &on_form);
    }
    let mut presets = vec![("", "Choose a preset…")];
    presets.extend_from_slice(PRESETS);
    presets.extend_from_slice(CHASE_PRESETS);
    let game = if state.game.chase.is_some() {
        let help = format!(
            "rows x columns, such as 26x27: 2 (rows · columns)² states, at most \
             {MAX_PRESET_STATES} ({MAX_BOARD_CELLS} cells); boards of more than {DRAWN_STATES} \
             states are generated and solved in slices."
        );
        html! {
            <>
                { state.form.field_with_help(("state-graph-chase", "chase", "Board"), (help, "26x27"), false, on_edit(&on_form, "chase")) }
                { state.form.choice(("state-graph-piece", "piece", "The pieces step"), PIECE_CHOICES, on_edit(&on_form, "piece")) }
            </>
        }
    } else {
        let help = format!(
            "player:moves per state, separated by commas (1:1.2 = player 1 to move, moves to 1 \
             and 2), or player:win / loss / draw for a terminal state; without players every \
             move passes the turn. Up to {MAX_STATES} states and {MAX_MOVES} moves."
        );
        state.form.long_field(
            ("state-graph-states", "states", "States"),
            (help, "1:1.2,2:0,1:loss"),
            on_edit(&on_form, "states"),
        )
    };
    let tmax = (state.mode == Mode::Layered).then(|| {
        let help = format!(
            "The move limit, 0 to {MAX_TMAX}: a game still going after TMAX moves gets endless \
             play's result."
        );
        state.form.field_with_help(
            ("state-graph-tmax", "tmax", "TMAX"),
            (help, ""),
            true,
            on_edit(&on_form, "tmax"),
        )
    });
    let fields = html! {
        <>
            { select_field(("state-graph-preset", "Preset"), &presets, "", None, on_action.reform(Action::Preset)) }
            { game }
            { state.form.choice(("state-graph-endless", "infinitePlay", "Endless play is"), ENDLESS_CHOICES, on_edit(&on_form, "infinitePlay")) }
            { for tmax }
        </>
    };
    request_form(fields, "Solve", &[], &on_form)
}

/// The line naming the game shown.
pub fn game_line(state: &State) -> Html {
    if state.mode == Mode::MaxDif {
        let scores = &state.scores.graph;
        let line = format!(
            "A score game of {} states and {} moves.",
            scores.state_count(),
            scores.move_count()
        );
        return html! { <p class="game-line">{ line }</p> };
    }
    if state.mode == Mode::Parallel {
        let components = state.parallel.components();
        let sizes: Vec<String> =
            components.iter().map(|c| c.position_count().to_string()).collect();
        let positions: usize = components.iter().map(|c| c.position_count()).sum();
        let (states, moves) = (product_states(components), product_moves(components));
        let moves = count(moves, "move");
        let line = match components.len() {
            1 => format!(
                "One impartial game (normal play) on its own: its product graph is the game \
                 itself, {} and {moves}. Add a second component to see a product.",
                count(states, "state")
            ),
            k if states > positions as u64 => format!(
                "{k} impartial games played in parallel (normal play). The product graph has \
                 {} = {states} states and {moves}; Sprague-Grundy needs only the {} = \
                 {positions} positions of the components.",
                sizes.join(" · "),
                sizes.join(" + "),
            ),
            k => format!(
                "{k} impartial games played in parallel (normal play). The product graph has \
                 {} = {} and {moves}, no more than the components' {} = {positions} \
                 positions: products this small are cheap, but they grow as the product of the \
                 sizes, the positions only as their sum.",
                sizes.join(" · "),
                count(states, "state"),
                sizes.join(" + "),
            ),
        };
        return html! { <p class="game-line">{ line }</p> };
    }
    let game = &state.game;
    let (states, moves) = game.counts();
    let endless = game.endless.text();
    let line = match (game.chase, game.graph()) {
        (Some(board), _) => format!(
            "A chase on a {} board, the pieces stepping like a {}: {states} states and {moves} \
             moves (the chaser is player 1, the runner player 2); endless play is {endless}.",
            board_text(board).replace('x', " × "),
            board.steps().word()
        ),
        (None, Some(graph)) => {
            let turns = if graph.is_alternating() {
                "every move passes the turn"
            } else {
                "each state names its player to move"
            };
            format!("{states} states and {moves} moves ({turns}); endless play is {endless}.")
        }
        (None, None) if game.typed.is_some() => {
            format!("The game, read in slices with the summary; endless play is {endless}.")
        }
        (None, None) => String::new(),
    };
    html! { <p class="game-line">{ line }</p> }
}

/// The classes of state `s` in `picture`: its outcome once decided, and whether the step is
/// about it or touched it.
fn state_class(picture: &Picture, s: usize) -> Classes {
    classes!(
        picture.outcome[s].map(Outcome::word),
        (picture.focus == Some(s as u32)).then_some("current"),
        picture.touched.contains(&(s as u32)).then_some("option"),
    )
}

/// An outcome in words, as the legend and the states' spoken names give it.
fn outcome_phrase(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Win => "a win for the player to move",
        Outcome::Loss => "a loss for the player to move",
        Outcome::Draw => "a draw",
    }
}

/// How state `s` stands at the step, in words (its colour and border show the same).
fn standing(picture: Rc<Picture>) -> Callback<usize, &'static str> {
    Callback::from(move |s: usize| picture.outcome[s].map_or("not decided yet", outcome_phrase))
}

/// "P1" or "P2": the player to move at `s` (nothing in a game whose moves all pass the turn).
fn player_caption(graph: &Rc<StateGraph>) -> Option<Callback<usize, String>> {
    let graph = graph.clone();
    (!graph.is_alternating())
        .then(|| Callback::from(move |s: usize| format!("P{}", graph.player(s).number())))
}

/// The drawing of the game coloured by `picture`.
fn drawing(
    digraph: &Rc<Digraph>,
    caption: Option<Callback<usize, String>>,
    picture: Rc<Picture>,
    label: &'static str,
    extra: Option<usize>,
) -> Html {
    let vertex_class = {
        let picture = picture.clone();
        Callback::from(move |s: usize| {
            classes!(state_class(&picture, s), (extra == Some(s)).then_some("differs"))
        })
    };
    let edge_class = {
        let picture = picture.clone();
        Callback::from(move |(from, _to): (usize, usize)| {
            classes!((picture.focus == Some(from as u32)).then_some("option-edge"))
        })
    };
    let standing = Some(standing(picture.clone()));
    let value = Callback::from(move |s: usize| picture.remoteness[s]);
    html! {
        <div class="dag-drawing">
            <DagView graph={digraph.clone()} {label} {vertex_class} {edge_class} {value}
                {caption} {standing} value_name="remoteness" />
            { drawing_bar("The drawing", "state-graph") }
        </div>
    }
}

/// The legend of the states' colours.
fn outcome_legend() -> Html {
    legend(&[
        ("win", outcome_phrase(Outcome::Win)),
        ("loss", outcome_phrase(Outcome::Loss)),
        ("draw", outcome_phrase(Outcome::Draw)),
        ("current", "the state the step is about"),
        ("option", "states it changed"),
    ])
}

/// The queue, the counters and the work at the current step.
fn step_detail(picture: &Picture, graph: &StateGraph, queue: bool) -> Html {
    let queued: Vec<String> = picture.queue.iter().map(u32::to_string).collect();
    let queue_line = if queued.is_empty() {
        "The queue is empty.".to_string()
    } else {
        format!("Queue (next first): {}.", queued.join(", "))
    };
    let rows = (0..graph.state_count()).map(|s| {
        let value = match (picture.outcome[s], picture.remoteness[s]) {
            (None, _) => "·".to_string(),
            (Some(outcome), Some(k)) if outcome != Outcome::Draw => {
                format!("{} in {k}", outcome.word())
            }
            (Some(outcome), _) => outcome.word().to_string(),
        };
        let counter = picture.counters.get(s).map(u32::to_string).unwrap_or_default();
        let moves: Vec<String> = graph.moves(s).iter().map(u32::to_string).collect();
        html! {
            <tr class={state_class(picture, s)} data-state={s.to_string()}>
                <td>{ s }</td>
                <td>{ if graph.is_alternating() { "either".to_string() } else { graph.player(s).number().to_string() } }</td>
                <td>{ moves.join(", ") }</td>
                if queue { <td class="counter">{ counter }</td> }
                <td class="value">{ value }</td>
            </tr>
        }
    });
    let mut names = vec!["State", "Player", "Moves to"];
    if queue {
        names.push("Counter");
    }
    names.push("Value");
    html! {
        <div class="detail">
            if queue { <p class="queue">{ queue_line }</p> }
            { work_view("Work so far", &picture.work) }
            { data_table("state-table", &names, rows) }
        </div>
    }
}

/// The stepper over `run` at the state's playback, and the explanation of its step with `detail`.
fn stepper_parts<T: Timeline + 'static>(
    run: &Rc<T>,
    state: &State,
    on_action: &Callback<Action>,
    detail: Html,
) -> (Html, Html) {
    let on_step = on_action.reform(Action::Step);
    stepper_and_explanation(run, state.playback, &on_step, |k| format!("step {k}"), detail)
}

/// A stepped mode on `game`: the stepper, the sentence with the queue and counters, the
/// drawing (each state captioned by `caption` when given, else by its player).
pub fn stepped_view(
    state: &State,
    game: &Game,
    digraph: &Rc<Digraph>,
    on_action: &Callback<Action>,
    caption: Option<Callback<usize, String>>,
) -> Html {
    let Some(graph) = game.graph() else { return too_large_note(game) };
    let graph = Rc::new(graph.clone());
    let caption = caption.or_else(|| player_caption(&graph));
    let run = &state.run;
    let picture = Rc::new(run.frame(state.playback.position()).clone());
    let queue = matches!(state.mode, Mode::Queue | Mode::Parallel);
    let detail = step_detail(&picture, &graph, queue);
    let (stepper, explanation) = stepper_parts(run, state, on_action, detail);
    if let Some(cycle) = &run.cycle {
        let members = Rc::new(cycle.0.clone());
        let edges = Rc::new(cycle.edges());
        let vertex_class =
            Callback::from(move |s: usize| classes!(members.contains(&s).then_some("in-cycle")));
        let edge_class = Callback::from(move |edge: (usize, usize)| {
            classes!(edges.contains(&edge).then_some("cycle"))
        });
        return html! {
            <>
                <div class="cycle-report" role="alert"><p class="cycle-sentence">{ run.sentence(0) }</p></div>
                <div class="dag-drawing">
                    <DagView graph={digraph.clone()} label="The game's states, with a cycle drawn in red"
                        {vertex_class} {edge_class} value={Callback::from(|_: usize| None::<u32>)}
                        {caption} />
                    { drawing_bar("The drawing", "state-graph") }
                </div>
            </>
        };
    }
    let order = run.order.as_ref().map(|order| {
        let order: Vec<String> = order.iter().map(u32::to_string).collect();
        html! { <p class="topological-order">{ format!("Topological order: {}; bestRes is filled from its end.", order.join(", ")) }</p> }
    });
    html! {
        <>
            { stepper }
            { for order }
            <div class="state-graph-step">
                { drawing(digraph, caption, picture, "The game's states, coloured as they are decided", None) }
                { explanation }
            </div>
            { outcome_legend() }
        </>
    }
}

/// The literal version beside the correct one, the first differing state highlighted.
pub fn literal_view(
    state: &State,
    digraph: &Rc<Digraph>,
    comparison: &Comparison,
    on_action: &Callback<Action>,
) -> Html {
    let Some(graph) = state.game.graph() else { return too_large_note(&state.game) };
    let graph = Rc::new(graph.clone());
    let current = literal_name(state.literal);
    let picture = |outcome: Vec<Option<Outcome>>| {
        let n = outcome.len();
        Rc::new(Picture {
            outcome,
            remoteness: vec![None; n],
            counters: Vec::new(),
            queue: Vec::new(),
            focus: None,
            touched: Vec::new(),
            work: Default::default(),
        })
    };
    let literal = picture(comparison.literal_outcome.clone());
    let correct = picture(comparison.correct_outcome.iter().copied().map(Some).collect());
    let rows = (0..graph.state_count()).map(|s| {
        let differs = comparison.differs == Some(s);
        html! {
            <tr class={classes!(differs.then_some("differs"))} data-state={s.to_string()}>
                <td>{ s }</td>
                <td class="literal-value">{ &comparison.literal[s] }</td>
                <td class="correct-value">{ &comparison.correct[s] }</td>
            </tr>
        }
    });
    let (literal_work, correct_work) = comparison.work;
    html! {
        <>
            <div class="literal-controls">
                { select_field(("state-graph-literal", "Literal version"), LITERAL_NAMES, current, None, on_action.reform(Action::SetLiteral)) }
                <button type="button" class="open-flaw" onclick={on_action.reform(|_: MouseEvent| Action::OpenFlaw)}>
                    { "Open the graph where it goes wrong" }
                </button>
            </div>
            <p class={classes!("literal-why", comparison.differs.map(|_| "differs"))} role="status">{ &comparison.why }</p>
            <div class="side-by-side">
                <figure>
                    <figcaption>{ format!("Literal version ({})", literal_work.text()) }</figcaption>
                    { drawing(digraph, player_caption(&graph), literal, "The literal version's values", comparison.differs) }
                </figure>
                <figure>
                    <figcaption>{ format!("Correct: retrograde analysis ({})", correct_work.text()) }</figcaption>
                    { drawing(digraph, player_caption(&graph), correct, "The correct values", comparison.differs) }
                </figure>
            </div>
            { data_table("comparison-table", &["State", "Literal", "Correct"], rows) }
            { legend(&[
                ("win", "a win for the player to move"),
                ("loss", "a loss for the player to move"),
                ("draw", "a draw (or undecided)"),
                ("differs", "the first state that differs"),
            ]) }
        </>
    }
}

/// "Work so far: 12 moves examined, …", and what a move examined is.
fn work_view(what: &str, work: &Work) -> Html {
    html! {
        <>
            <p class="work">{ format!("{what}: {}.", work.text()) }</p>
            if work.moves_examined > 0 {
                <p class="work-terms">{ "A move is examined each time an algorithm looks at it: retrograde analysis looks at a move up to three times (counting its state's moves, listing its state among its target's predecessors, and when its target is decided and taken off the queue); the iterative algorithm, once per sweep." }</p>
            }
        </>
    }
}

/// "1 win", "3 draws".
fn outcome_count(number: u64, outcome: Outcome) -> String {
    let word = if number == 1 { outcome.word() } else { outcome.plural() };
    format!("{number} {word}")
}

/// The summary of the whole game solved: counts, the longest game, the work. In an embed
/// (`folded` is `Some`) it is folded, to keep the widget within its frame, and says while the
/// steps have not reached the end (`Some(true)`) that it holds the answer.
pub fn summary_view(summary: &Summary, folded: Option<bool>) -> Html {
    let (wins, draws, losses) = summary.counts;
    let longest = match summary.longest {
        Some(0) => " Only terminal states are decided: no game that ends lasts a move.".into(),
        Some(k) => format!(
            " The longest game that ends, under perfect play, takes {}.",
            count(u64::from(k), "move")
        ),
        None => String::new(),
    };
    let counts = format!(
        "{}, {}, {} for the player to move.{longest}",
        outcome_count(wins, Outcome::Win),
        outcome_count(draws, Outcome::Draw),
        outcome_count(losses, Outcome::Loss)
    );
    let work = work_view("Retrograde analysis", &summary.work);
    if let Some(before_end) = folded {
        let title = if before_end {
            "The whole game solved (the answer, before the steps reach it)"
        } else {
            "The whole game solved"
        };
        return html! {
            <details class="period-panel state-graph-summary">
                <summary>{ title }</summary>
                <p class="counts">{ counts }</p>
                { work }
            </details>
        };
    }
    html! {
        <div class="period-panel state-graph-summary">
            <h2>{ "The whole game solved" }</h2>
            <p class="counts">{ counts }</p>
            { work }
        </div>
    }
}

/// A game too large to draw: why, and its summary when solved.
pub fn too_large_note(game: &Game) -> Html {
    let how = match (&game.request, &game.typed) {
        (Some(_), _) => "solved",
        (None, Some(_)) => "read and solved",
        (None, None) => "generated and solved",
    };
    html! {
        <p class="too-large">{ format!("Games of more than {DRAWN_STATES} states or {DRAWN_MOVES} moves are {how} in slices and summarised, not drawn or stepped.") }</p>
    }
}

/// The maxDif mode: the score game's values stepped in reverse topological order, each by the
/// formula with its numbers.
pub fn maxdif_view(state: &State, on_action: &Callback<Action>) -> Html {
    let scores = &state.scores;
    let Some(digraph) = &scores.drawing else {
        return html! {
            <p class="too-large">{ format!("Score games of more than {DRAWN_STATES} states or {DRAWN_MOVES} moves are not drawn or stepped.") }</p>
        };
    };
    let run = &scores.run;
    let position = state.playback.position();
    let values: Rc<Vec<Option<i64>>> = Rc::new(run.values(position).to_vec());
    let focus = run.focus.get(position as usize).copied().flatten();
    let graph: Rc<ScoreGraph> = scores.graph.clone();
    let rows = (0..graph.state_count()).map(|s| {
        let moves: Vec<String> = graph
            .moves(s)
            .iter()
            .map(|mv| format!("{} (+{}, +{})", mv.to, mv.gain[0], mv.gain[1]))
            .collect();
        let value = values[s].map(|v| v.to_string()).unwrap_or_else(|| "·".into());
        html! {
            <tr class={classes!((focus == Some(s as u32)).then_some("current"))} data-state={s.to_string()}>
                <td>{ s }</td>
                <td>{ graph.player(s).number() }</td>
                <td>{ moves.join(", ") }</td>
                <td class="value">{ value }</td>
            </tr>
        }
    });
    let detail = html! {
        <div class="detail">
            <p class="maxdif-definition">{ "maxDif(S) is the most the player to move can make its score exceed the opponent's: \
                  the best move's gain for the mover minus the opponent's gain, minus maxDif of the \
                  next state when the turn passes (plus it when the same player moves again)." }</p>
            { data_table("state-table", &["State", "Player", "Moves (gains of players 1, 2)", "maxDif"], rows) }
        </div>
    };
    let (stepper, explanation) = stepper_parts(run, state, on_action, detail);
    let caption = {
        let (graph, values) = (graph.clone(), values.clone());
        Callback::from(move |s: usize| match values[s] {
            Some(v) => format!("P{} · {v}", graph.player(s).number()),
            None => format!("P{}", graph.player(s).number()),
        })
    };
    let vertex_class = Callback::from(move |s: usize| {
        classes!(values[s].map(|_| "filled"), (focus == Some(s as u32)).then_some("current"),)
    });
    let edge_class = Callback::from(move |(from, _to): (usize, usize)| {
        classes!((focus == Some(from as u32)).then_some("option-edge"))
    });
    if let Some(cycle) = &run.cycle {
        return html! {
            <div class="cycle-report" role="alert"><p class="cycle-sentence">{ format!("maxDif needs an acyclic graph, and this one has a cycle: {}.", cycle.path_text()) }</p></div>
        };
    }
    // Said only of the default game, not of one the student typed.
    let coins = coins_in_a_line(COINS).is_ok_and(|coins| coins.graph == *graph).then(|| {
        let coins: Vec<String> = COINS.iter().map(i64::to_string).collect();
        html! {
            <p class="detail">{ format!("The default game is coins in a line [{}]: take the coin at either end, gaining its value.", coins.join(" ")) }</p>
        }
    });
    html! {
        <>
            { for coins }
            { stepper }
            <div class="state-graph-step">
                <div class="dag-drawing">
                    <DagView graph={digraph.clone()} label="The score game's states, valued from the end"
                        {vertex_class} {edge_class} value={Callback::from(|_: usize| None::<u32>)}
                        caption={Some(caption)} />
                    { drawing_bar("The drawing", "state-graph") }
                </div>
                { explanation }
            </div>
        </>
    }
}

/// A component's moves in the request's own text: `1.2/2/-`.
fn component_text(component: &crate::solve::parallel::Component) -> String {
    let positions: Vec<String> = (0..component.position_count())
        .map(|p| match component.moves(p) {
            [] => "-".to_string(),
            moves => moves.iter().map(u32::to_string).collect::<Vec<_>>().join("."),
        })
        .collect();
    positions.join("/")
}

/// The parallel mode: the components with their Grundy values, the product graph stepped by
/// retrograde analysis (each state captioned by its positions), and every product state checked
/// against the xor rule.
pub fn parallel_view(state: &State, on_action: &Callback<Action>) -> Html {
    let parallel = &state.parallel;
    let components = parallel.components();
    let check = &parallel.check;
    let rows = components.iter().enumerate().map(|(i, component)| {
        let grundy = match &check.grundy[i] {
            Some(values) => values.iter().map(u32::to_string).collect::<Vec<_>>().join(" "),
            None => "none: it has a cycle".into(),
        };
        html! {
            <tr data-component={i.to_string()}>
                <td>{ i + 1 }</td>
                <td>{ component.position_count() }</td>
                <td class="component-moves">{ component_text(component) }</td>
                <td>{ parallel.request.starts[i] }</td>
                <td class="grundy">{ grundy }</td>
            </tr>
        }
    });
    let product = &parallel.product;
    let stepped = match &product.drawing {
        Some(digraph) => {
            let shared: Rc<Vec<_>> = Rc::new(components.to_vec());
            let caption = Callback::from(move |s: usize| positions_text(&positions_of(&shared, s)));
            stepped_view(state, product, digraph, on_action, Some(caption))
        }
        None => too_large_note(product),
    };
    let start = parallel.start();
    // With a cyclic component there are no Grundy values: the table keeps only the outcomes.
    let with_xor = !check.xor.is_empty();
    let xor_rows = product.drawing.is_some().then(|| {
        (0..check.outcome.len()).map(|s| {
            let positions = positions_text(&positions_of(components, s));
            let class = classes!(
                check.outcome[s].word(),
                (check.differs == Some(s)).then_some("differs"),
                (s == start).then_some("start"),
            );
            let value = html! { <td class="value">{ check.outcome[s].word() }</td> };
            match check.xor.get(s) {
                Some(&xor) => {
                    let rule = xor_rule(xor);
                    let agrees = if rule == check.outcome[s] { "yes" } else { "NO" };
                    html! {
                        <tr {class} data-state={s.to_string()}>
                            <td>{ s }</td>
                            <td>{ positions }</td>
                            <td class="xor">{ xor }</td>
                            <td class="rule">{ rule.word() }</td>
                            { value }
                            <td class="agrees">{ agrees }</td>
                        </tr>
                    }
                }
                None => html! {
                    <tr {class} data-state={s.to_string()}>
                        <td>{ s }</td>
                        <td>{ positions }</td>
                        { value }
                    </tr>
                },
            }
        })
    });
    let (table_title, columns): (&str, &[&str]) = if with_xor {
        (
            "Every product state against the xor rule",
            &[
                "State",
                "Positions",
                "Xor of Grundy values",
                "Xor rule",
                "Retrograde analysis",
                "Agree",
            ],
        )
    } else {
        (
            "Every product state, by retrograde analysis (no xor rule with a cycle)",
            &["State", "Positions", "Retrograde analysis"],
        )
    };
    html! {
        <>
            <p class="detail">{ "A move is a move in any one component; who cannot move in any loses. As one game, a state is the tuple of the components' positions: V1 · … · VK states. Sprague-Grundy avoids building it: on acyclic components the player to move wins exactly when the xor of the Grundy values is not 0." }</p>
            { data_table("components-table", &["Component", "Positions", "Moves (position by position)", "Start", "Grundy values"], rows) }
            <p class={classes!("xor-check", check.differs.map(|_| "differs"))} role="status">{ &check.sentence }</p>
            <p class="parallel-start">{ parallel.start_sentence() }</p>
            { stepped }
            if let Some(xor_rows) = xor_rows {
                <h3 class="xor-table-title">{ table_title }</h3>
                { data_table("xor-table", columns, xor_rows) }
            }
        </>
    }
}

/// The layered graph on its drawing (layers as columns, each state captioned (q, t)), coloured
/// by `picture`; a state cut off at the limit is dashed.
fn layered_drawing(layered: &Rc<LayeredGame>, picture: Rc<Picture>) -> Html {
    let Some((digraph, layout)) = layered.drawing.clone() else { return Html::default() };
    let vertex_class = {
        let (layered, picture) = (layered.clone(), picture.clone());
        Callback::from(move |s: usize| {
            let (q, t) = layered.layered.unlayered(s);
            let cut = t == layered.layered.tmax && !layered.graph_terminal(q);
            classes!(state_class(&picture, s), cut.then_some("at-limit"))
        })
    };
    let standing = Some(standing(picture.clone()));
    let edge_class = Callback::from(move |(from, _to): (usize, usize)| {
        classes!((picture.focus == Some(from as u32)).then_some("option-edge"))
    });
    let (names, captions) = (layered.clone(), layered.clone());
    let name = Callback::from(move |s: usize| names.layered.unlayered(s).0.to_string());
    let caption = Callback::from(move |s: usize| captions.name(s as u32));
    html! {
        <div class="dag-drawing layered-view">
            <p class="layers-line">{ format!("Time t = 0 in the left column to TMAX = {} in the right.", layered.layered.tmax) }</p>
            <DagView graph={digraph} label="The layered graph: state q at time t in row q of column t"
                {vertex_class} {edge_class} value={Callback::from(|_: usize| None::<u32>)}
                caption={Some(caption)} name={Some(name)} {standing} layout={Some(layout)} />
            { drawing_bar("The drawing", "state-graph") }
            // Under the drawing it explains (in an embed, beside the step's explanation).
            { legend(&[
                ("win", "a win for the player to move"),
                ("loss", "a loss for the player to move"),
                ("draw", "a draw"),
                ("at-limit", "cut off at TMAX"),
                ("current", "the state the step is about"),
            ]) }
        </div>
    }
}

/// The layered mode: the layered graph's bestRes stepped on its drawing, and layer 0 beside
/// retrograde analysis of the game.
pub fn layered_view(state: &State, on_action: &Callback<Action>) -> Html {
    let game = &state.game;
    let (Some(layered), Some(graph)) = (&state.layered, game.graph()) else {
        return too_large_note(game);
    };
    let stepped = if layered.drawn {
        let picture = Rc::new(state.run.frame(state.playback.position()).clone());
        let detail = html! {
            <div class="detail">
                { work_view("Work so far", &picture.work) }
            </div>
        };
        let (stepper, explanation) = stepper_parts(&state.run, state, on_action, detail);
        html! {
            <>
                { stepper }
                <div class="state-graph-step">
                    { layered_drawing(layered, picture) }
                    { explanation }
                </div>
            </>
        }
    } else {
        html! { <p class="too-large layered-too-large">{ layered.too_large_text() }</p> }
    };
    let tmax = layered.layered.tmax;
    let rows = (0..graph.state_count()).map(|q| {
        let differs = layered.differs == Some(q);
        let unlayered = match (layered.unlayered[q], layered.unlayered_remoteness[q]) {
            (outcome, Some(k)) if outcome != Outcome::Draw => format!("{} in {k}", outcome.word()),
            (outcome, _) => outcome.word().to_string(),
        };
        html! {
            <tr class={classes!(differs.then_some("differs"))} data-state={q.to_string()}>
                <td>{ q }</td>
                <td>{ if graph.is_alternating() { "either".to_string() } else { graph.player(q).number().to_string() } }</td>
                <td class="layer-zero">{ layered.layer_zero[q].word() }</td>
                <td class="unlayered">{ unlayered }</td>
            </tr>
        }
    });
    let (layered_work, unlayered_work) = layered.work;
    let layer_zero = format!("Layer 0 (TMAX = {tmax})");
    html! {
        <>
            <p class="detail">{ format!("A move limit TMAX makes any game acyclic: the game is copied into layers 0 to TMAX, each move going one layer right, and bestRes solves it from the last layer. A state of layer TMAX that still has moves is cut off and counts as endless play, {}. Any fixed verdict is sound here, a draw or a win for a named player; what is not is a verdict that depends on who moves at the cut-off, such as \"the player to move at TMAX loses\": on a plain 2-cycle its answer flips with TMAX's parity (the literal versions show it). Layer 0 holds the game's values under the limit.", layered.endless.text()) }</p>
            { stepped }
            <p class={classes!("layered-why", layered.differs.map(|_| "differs"))} role="status">{ &layered.why }</p>
            { data_table("comparison-table layered-table", &["State", "Player", &layer_zero, "Retrograde analysis"], rows) }
            <p class="work">{ format!(
                "The layered graph's bestRes: {}, {} layers; retrograde analysis of the game: {}.",
                Work { rounds: 0, ..layered_work }.text(),
                layered_work.rounds,
                unlayered_work.text()
            ) }</p>
        </>
    }
}

//! The state-graph lab's views: the form (presets, the states' text, the rule for endless
//! play), the stepped drawing with its queue and counters, the literal version beside the
//! correct one, and the summary of a game solved whole.

use yew::prelude::*;

use super::state::{
    Action, COINS, Comparison, DRAWN_MOVES, DRAWN_STATES, LITERAL_NAMES, Mode, PRESETS, Picture,
    State, literal_name,
};
use crate::api::state_graph::{MAX_MOVES, MAX_STATES};
use crate::solve::dag::Digraph;
use crate::solve::max_dif::ScoreGraph;
use crate::solve::state_graph::{Outcome, Solved, StateGraph};
use crate::ui::kit::fill::legend;
use crate::ui::kit::form::select_field;
use crate::ui::kit::frame::{data_table, stepper_and_explanation};
use crate::ui::kit::prelude::*;
use crate::ui::widgets::dag_view::DagView;

/// The rules for endless play, as the form's choice offers them.
const ENDLESS_CHOICES: &[(&str, &str)] =
    &[("draw", "a draw"), ("player1", "a win for player 1"), ("player2", "a win for player 2")];

/// The form: a preset, the states, the rule for endless play.
pub fn form_view(state: &State, on_action: &Callback<Action>) -> Html {
    let on_form = on_action.reform(Action::Form);
    let mut presets = vec![("", "Choose a preset…")];
    presets.extend_from_slice(PRESETS);
    let help = format!(
        "player:moves per state, separated by commas (1:1.2 = player 1 to move, moves to 1 and \
         2), or player:win / loss / draw for a terminal state; without players every move passes \
         the turn. Up to {MAX_STATES} states and {MAX_MOVES} moves."
    );
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
    let fields = html! {
        <>
            { select_field(("state-graph-preset", "Preset"), &presets, "", None, on_action.reform(Action::Preset)) }
            { state.form.field_with_help(("state-graph-states", "states", "States"), (help, "1:1.2,2:0,1:loss"), false, on_edit(&on_form, "states")) }
            { state.form.choice(("state-graph-endless", "infinitePlay", "Endless play is"), ENDLESS_CHOICES, on_edit(&on_form, "infinitePlay")) }
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
    let graph = state.game.graph();
    let endless = state.game.request.endless;
    let turns = if graph.is_alternating() {
        "every move passes the turn"
    } else {
        "each state names its player to move"
    };
    html! {
        <p class="game-line">
            { format!("{} states and {} moves ({turns}); endless play is {}.", graph.state_count(), graph.move_count(), endless.text()) }
        </p>
    }
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

/// "P1" or "P2": the player to move at `s` (nothing in a game whose moves all pass the turn).
fn player_caption(graph: &Rc<StateGraph>) -> Option<Callback<usize, String>> {
    let graph = graph.clone();
    (!graph.is_alternating())
        .then(|| Callback::from(move |s: usize| format!("P{}", graph.player(s).number())))
}

/// The drawing of the game coloured by `picture`.
fn drawing(
    digraph: &Rc<Digraph>,
    graph: &Rc<StateGraph>,
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
    let value = Callback::from(move |s: usize| picture.remoteness[s]);
    html! {
        <div class="dag-drawing">
            <DagView graph={digraph.clone()} {label} {vertex_class} {edge_class} {value}
                caption={player_caption(graph)} value_name="remoteness" />
        </div>
    }
}

/// The legend of the states' colours.
fn outcome_legend() -> Html {
    legend(&[
        ("win", "a win for the player to move"),
        ("loss", "a loss for the player to move"),
        ("draw", "a draw"),
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
            <p class="work">{ format!("Work so far: {}.", picture.work.text()) }</p>
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

/// A stepped mode: the stepper, the sentence with the queue and counters, the drawing.
pub fn stepped_view(state: &State, digraph: &Rc<Digraph>, on_action: &Callback<Action>) -> Html {
    let graph = Rc::new(state.game.graph().clone());
    let run = &state.run;
    let picture = Rc::new(run.frame(state.playback.position()).clone());
    let queue = state.mode == Mode::Queue;
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
                        caption={player_caption(&graph)} />
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
                { drawing(digraph, &graph, picture, "The game's states, coloured as they are decided", None) }
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
    let graph = Rc::new(state.game.graph().clone());
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
                    { drawing(digraph, &graph, literal, "The literal version's values", comparison.differs) }
                </figure>
                <figure>
                    <figcaption>{ format!("Correct: retrograde analysis ({})", correct_work.text()) }</figcaption>
                    { drawing(digraph, &graph, correct, "The correct values", comparison.differs) }
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

/// "1 win", "3 draws".
fn count(number: u64, outcome: Outcome) -> String {
    let word = if number == 1 { outcome.word() } else { outcome.plural() };
    format!("{number} {word}")
}

/// The summary of the whole game solved: counts, the longest game, the work.
pub fn summary_view(solved: &Solved) -> Html {
    let (wins, draws, losses) = solved.counts();
    let longest = match solved.longest() {
        Some(k) => format!(
            " The longest game that ends, under perfect play, takes {k} move{}.",
            if k == 1 { "" } else { "s" }
        ),
        None => String::new(),
    };
    html! {
        <div class="period-panel state-graph-summary">
            <h2>{ "The whole game solved" }</h2>
            <p class="counts">{ format!("{}, {}, {} for the player to move.{longest}", count(wins, Outcome::Win), count(draws, Outcome::Draw), count(losses, Outcome::Loss)) }</p>
            <p class="work">{ format!("Retrograde analysis: {}.", solved.work.text()) }</p>
        </div>
    }
}

/// A game too large to draw: why, and its summary when solved.
pub fn too_large_note() -> Html {
    html! {
        <p class="too-large">{ format!("Games of more than {DRAWN_STATES} states or {DRAWN_MOVES} moves are solved in slices and summarised, not drawn or stepped.") }</p>
    }
}

/// The maxDif mode: the score game's values stepped in reverse topological order, each by the
/// formula with its numbers.
pub fn maxdif_view(state: &State, on_action: &Callback<Action>) -> Html {
    let scores = &state.scores;
    let Some(digraph) = &scores.drawing else { return too_large_note() };
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
            <p>{ "maxDif(S) is the most the player to move can make its score exceed the opponent's: \
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
    let coins: Vec<String> = COINS.iter().map(i64::to_string).collect();
    html! {
        <>
            <p class="detail">{ format!("The default game is coins in a line [{}]: take the coin at either end, gaining its value.", coins.join(" ")) }</p>
            { stepper }
            <div class="state-graph-step">
                <div class="dag-drawing">
                    <DagView graph={digraph.clone()} label="The score game's states, valued from the end"
                        {vertex_class} {edge_class} value={Callback::from(|_: usize| None::<u32>)}
                        caption={Some(caption)} />
                </div>
                { explanation }
            </div>
        </>
    }
}

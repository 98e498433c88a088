//! Lab "tree-path": the path game on a tree (section 3.1 of the paper), its winning first
//! vertices found by the linear rerooting algorithm, stepped vertex by vertex, and the game
//! played against the computer.
//!
//! Step 0 shows the tree rooted at `root`; steps 1..=n are the bottom-up pass (win and ntwin,
//! sons before their parent); steps n+1..=2n the top-down pass (ntrwin' of the parent, then
//! ntrwin and rwin). The picture at each step is a pure function of the values and the step.

use std::rc::Rc;

use yew::prelude::*;

use crate::api::fields::{FieldError, Fields, parse_choice, parse_count};
use crate::api::graph::GRAPH_FIELDS;
use crate::api::tree_path::{TREE_RULES, TreePathRequest};
use crate::solve::graph_presets::Preset;
use crate::solve::play::{Game, perfect_move};
use crate::solve::tree_path::{PathEnd, Rerooting, TreePathGame};
use crate::ui::embed_code::EmbedCode;
use crate::ui::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::lab_kit::{LinkParams, Notices, actions};
use crate::ui::match_record::{MatchRecord, read_moves, use_computer_reply};
use crate::ui::route::{Route, View};
use crate::ui::stepper::{DEFAULT_SPEED, Playhead, StepCommand, Stepper, parse_speed_field};
use crate::ui::widgets::graph_input::{
    Change, GraphAction, GraphInput, graph_form, graph_summary, tool_bar,
};
use crate::ui::widgets::graph_view::{GraphView, Marks, Tool};

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "tree-path",
    topic: Topic::GraphGames,
    title: "The path game on a tree",
    summary: "Mark a vertex, then take turns marking a neighbour of the last one: which first \
              vertices win? The paper's linear rerooting algorithm, pass by pass; play the computer.",
    console: r#"cgt.solve({game: "tree-path", vertices: 4, edges: [[0, 1], [0, 2], [0, 3]]})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <TreePathLab ..props /> }
}

/// The graph families offered: the trees among them.
const FAMILIES: &[&str] = &["path", "star", "tree"];
/// The tree shown by default.
const DEFAULT_TREE: Preset = Preset::RandomTree { n: 12, seed: 4 };
/// The lab's own URL parameters.
const VIEW_PARAMS: &[&str] = &["first", "hint", "mode", "moves", "root", "speed", "step"];
/// Positions the computer may search to find its longest-lasting move when it must lose.
const SEARCH_BUDGET: usize = 200_000;
/// The values table lists every vertex up to this many.
const TABLE_LIMIT: u32 = 100;

/// What the lab shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// The two passes of the rerooting algorithm.
    Passes,
    /// A game against the computer.
    Play,
}

const MODES: &[(&str, Mode)] = &[("passes", Mode::Passes), ("play", Mode::Play)];

/// A tree with its values.
#[derive(Debug)]
struct Solved {
    game: TreePathGame,
    values: Rerooting,
}

impl Solved {
    fn vertices(&self) -> u32 {
        self.game.tree.len()
    }

    /// The vertices in the order the bottom-up pass visits them (sons before parents).
    fn bottom_up(&self) -> impl Iterator<Item = u32> + '_ {
        self.values.preorder.iter().rev().copied()
    }

    fn sons(&self, v: u32) -> Vec<u32> {
        let parent = self.values.parent[v as usize];
        self.game.tree.neighbours(v).iter().copied().filter(|&u| Some(u) != parent).collect()
    }
}

/// The lab's whole state.
#[derive(Clone, Debug)]
struct State {
    graph: GraphInput,
    /// The tree's values, or why the graph is not a tree.
    solved: Result<Rc<Solved>, String>,
    root: u32,
    mode: Mode,
    playhead: Playhead,
    game: MatchRecord<u32>,
    /// Whether winning choices are shown during a game.
    hint: bool,
    /// Whether the lab is embedded (the drawing is not editable then).
    embed: bool,
    notices: Vec<String>,
}

enum Action {
    Graph(GraphAction),
    Step(StepCommand),
    SetMode(Mode),
    SetRoot(u32),
    Mark(u32),
    ComputerMove,
    Undo,
    NewGame(bool),
    ToggleHint,
    DismissNotices,
}

fn solve(graph: &GraphInput, root: u32) -> Result<Rc<Solved>, String> {
    let request = TreePathRequest::new((*graph.graph).clone()).map_err(|error| error.message)?;
    let values = Rerooting::new(&request.tree, root.min(request.tree.len() - 1));
    Ok(Rc::new(Solved { game: TreePathGame::new(request.tree), values }))
}

fn last_step(solved: &Result<Rc<Solved>, String>) -> u32 {
    solved.as_ref().map_or(0, |solved| 2 * solved.vertices())
}

impl State {
    /// Solves again after the graph or the root changed, back to step 0 and a new game.
    fn resolved(mut self) -> State {
        self.root = self.root.min(self.graph.graph.vertex_count() - 1);
        self.solved = solve(&self.graph, self.root);
        self.playhead = Playhead::new(0, last_step(&self.solved), self.playhead.speed);
        self.game = MatchRecord::new(self.game.human_first);
        self
    }

    fn position(&self) -> Option<(Rc<Solved>, PathEnd)> {
        let solved = self.solved.as_ref().ok()?.clone();
        let position = self.game.position(&solved.game, &PathEnd::START);
        Some((solved, position))
    }

    fn game_over(&self) -> bool {
        self.position().is_none_or(|(solved, position)| solved.game.moves(&position).is_empty())
    }
}

impl LabState for State {
    fn from_link(params: &Fields, view: View) -> State {
        let embed = view == View::Embed;
        let mut link = LinkParams::new(params);
        let graph = GraphInput::from_params(&mut link, params, TREE_RULES, FAMILIES, DEFAULT_TREE);
        let n = graph.graph.vertex_count();
        let root = link
            .read("root", |text| parse_count("root", text, u64::from(n - 1)))
            .map_or(0, |root| root as u32);
        let mode =
            link.read("mode", |text| parse_choice("mode", text, MODES)).unwrap_or(Mode::Passes);
        let solved = solve(&graph, root);
        let step = link
            .read("step", |text| parse_count("step", text, last_step(&solved).into()))
            .map_or(0, |step| step as u32);
        let speed = link.read("speed", parse_speed_field).unwrap_or(DEFAULT_SPEED);
        let human_first = link
            .read("first", |text| {
                parse_choice("first", text, &[("you", true), ("computer", false)])
            })
            .unwrap_or(true);
        let hint =
            link.read("hint", |text| parse_choice("hint", text, &[("no", false), ("yes", true)]));
        let mut game = MatchRecord::new(human_first);
        if let Ok(solved) = &solved {
            game.moves = link
                .read("moves", |text| {
                    let parse = |item: &str| item.trim().parse::<u32>().ok();
                    read_moves(&solved.game, &PathEnd::START, text, '.', parse)
                        .map_err(|message| FieldError::new("moves", message))
                })
                .unwrap_or_default();
        }
        let known: Vec<&str> = GRAPH_FIELDS.iter().chain(VIEW_PARAMS).copied().collect();
        State {
            playhead: Playhead::new(step, last_step(&solved), speed),
            graph,
            solved,
            root,
            mode,
            game,
            hint: hint.unwrap_or(false),
            embed,
            notices: link.finish(&known),
        }
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        self.graph.write_params(&mut params);
        params.set("mode", if self.mode == Mode::Play { "play" } else { "passes" });
        match self.mode {
            Mode::Passes => {
                params.set("root", self.root.to_string());
                params.set("step", self.playhead.position.to_string());
                if self.playhead.speed != DEFAULT_SPEED {
                    params.set("speed", self.playhead.speed.to_string());
                }
            }
            Mode::Play => {
                params.set("first", if self.game.human_first { "you" } else { "computer" });
                if !self.game.moves.is_empty() {
                    let moves: Vec<String> = self.game.moves.iter().map(u32::to_string).collect();
                    params.set("moves", moves.join("."));
                }
                if self.hint {
                    params.set("hint", "yes");
                }
            }
        }
        params
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Graph(action) => {
                if next.graph.apply(action) == Change::Graph {
                    next = next.resolved();
                }
            }
            Action::Step(command) => next.playhead = self.playhead.apply(command),
            Action::SetMode(mode) => next.mode = mode,
            Action::SetRoot(root) => {
                next.root = root;
                next = next.resolved();
            }
            Action::Mark(v) => {
                if let Some((solved, position)) = self.position()
                    && self.game.humans_turn()
                    && solved.game.is_legal(&position, &v)
                {
                    next.game.moves.push(v);
                }
            }
            Action::ComputerMove => {
                if let Some((solved, position)) = self.position()
                    && !self.game.humans_turn()
                    && let Some((v, _)) = perfect_move(&solved.game, &position, SEARCH_BUDGET)
                {
                    next.game.moves.push(v);
                }
            }
            Action::Undo => next.game.undo(),
            Action::NewGame(human_first) => next.game = MatchRecord::new(human_first),
            Action::ToggleHint => next.hint = !self.hint,
            Action::DismissNotices => next.notices.clear(),
        }
        Rc::new(next)
    }
}

/// The lab component.
#[component]
pub fn TreePathLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let computer_to_move =
        state.mode == Mode::Play && !state.game_over() && !state.game.humans_turn();
    use_computer_reply(
        computer_to_move.then_some(state.game.moves.len()),
        actions(&state.dispatcher()).reform(|()| Action::ComputerMove),
    );
    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    let on_graph = actions(&dispatcher).reform(Action::Graph);
    let mode_button = |mode: Mode, label: &'static str| {
        html! {
            <button type="button" role="tab" aria-selected={(state.mode == mode).to_string()}
                class={classes!("mode", (state.mode == mode).then_some("selected"))}
                onclick={actions(&dispatcher).reform(move |_: MouseEvent| Action::SetMode(mode))}>
                { label }
            </button>
        }
    };
    html! {
        <section class={classes!("tree-path-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ LAB.title }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "A tree, all vertices unmarked. Player A marks any vertex; then B marks an \
                       unmarked neighbour of it, and so on: each player marks an unmarked neighbour \
                       of the vertex the other marked last. Whoever cannot mark loses. For which \
                       first vertices does A win? Rooted at the start, win(i) (the player who marks \
                       i wins) holds exactly when no son of i is a win; the paper computes it for \
                       every root at once in two passes." }
                </p>
                { graph_form(&state.graph, &on_graph, "tree-path-graph") }
            }
            <Notices notices={state.notices.clone()} on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            <p class="game-line">{ state.graph.describe() }</p>
            { match &state.solved {
                Err(message) => html! {
                    <>
                        <p class="field-error not-a-tree" role="alert">{ format!("This graph is {message}. Edit it or choose a tree.") }</p>
                        { drawing(&state, None, &dispatcher) }
                    </>
                },
                Ok(solved) => html! {
                    <>
                        <div class="mode-tabs" role="tablist" aria-label="What to show">
                            { mode_button(Mode::Passes, "Rerooting passes") }
                            { mode_button(Mode::Play, "Play the computer") }
                        </div>
                        { match state.mode {
                            Mode::Passes => passes_view(&state, solved, &dispatcher),
                            Mode::Play => play_view(&state, solved, &dispatcher),
                        } }
                    </>
                },
            } }
            if embed {
                <a class="open-full" target="_blank" rel="noopener"
                    href={Route::Lab { view: View::Page, slug: LAB.slug.into(), params: state.link() }.to_hash()}>
                    { "Open in CGT Playground ↗" }
                </a>
            } else {
                <EmbedCode slug={LAB.slug} title={LAB.title} params={state.link()} />
            }
        </section>
    }
}

/// The drawing (or the summary of a large graph) with `marks`; editable in the passes view.
fn drawing(
    state: &State,
    marks: Option<(Marks, Option<Vec<u32>>)>,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let Some(points) = state.graph.points.clone() else {
        return graph_summary(&state.graph);
    };
    let on_graph = actions(dispatcher).reform(Action::Graph);
    let playing = state.mode == Mode::Play && state.solved.is_ok();
    let editable = !playing && !state.embed;
    let (marks, clickable) = marks.unwrap_or_default();
    let on_vertex = playing.then(|| actions(dispatcher).reform(Action::Mark));
    html! {
        <div class="graph-panel">
            if editable { { tool_bar(&state.graph, &on_graph) } }
            <GraphView graph={state.graph.graph.clone()} {points} {marks}
                tool={if editable { state.graph.tool } else { Tool::View }}
                on_edit={editable.then(|| on_graph.reform(GraphAction::Edit))}
                {on_vertex} {clickable} label="The tree" />
        </div>
    }
}

/// What step `step` shows: the pass, and the vertex it visits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Visit {
    Start,
    BottomUp(u32),
    TopDown(u32),
}

fn visit(solved: &Solved, step: u32) -> Visit {
    let n = solved.vertices();
    if step == 0 {
        Visit::Start
    } else if step <= n {
        Visit::BottomUp(solved.values.preorder[(n - step) as usize])
    } else {
        Visit::TopDown(solved.values.preorder[(step - n - 1) as usize])
    }
}

fn passes_view(
    state: &State,
    solved: &Rc<Solved>,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let step = state.playhead.position;
    let n = solved.vertices();
    let on_command = actions(dispatcher).reform(Action::Step);
    let step_label = {
        let solved = solved.clone();
        Callback::from(move |step: u32| match visit(&solved, step) {
            Visit::Start => "start".to_string(),
            Visit::BottomUp(v) => format!("pass 1: vertex {v}"),
            Visit::TopDown(v) => format!("pass 2: vertex {v}"),
        })
    };
    let on_root = actions(dispatcher).reform(|event: Event| {
        let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
        Action::SetRoot(select.value().parse().unwrap_or(0))
    });
    html! {
        <>
            <div class="tree-path-root">
                <label for="tree-path-root">{ "Root of the first pass " }</label>
                <select id="tree-path-root" onchange={on_root}>
                    { for (0..n).map(|v| html! { <option value={v.to_string()} selected={v == state.root}>{ v }</option> }) }
                </select>
            </div>
            <Stepper playhead={state.playhead} {step_label} {on_command} />
            { explanation(solved, step) }
            { drawing(state, Some((pass_marks(solved, step), None)), dispatcher) }
            { legend() }
            if n <= TABLE_LIMIT { { values_table(solved, step) } }
        </>
    }
}

/// The bottom-up pass has computed win and ntwin for the first `done` vertices of its order.
fn bottom_up_done(solved: &Solved, step: u32) -> Vec<bool> {
    let n = solved.vertices();
    let mut done = vec![false; n as usize];
    for v in solved.bottom_up().take(step.min(n) as usize) {
        done[v as usize] = true;
    }
    done
}

fn top_down_done(solved: &Solved, step: u32) -> Vec<bool> {
    let n = solved.vertices();
    let mut done = vec![false; n as usize];
    for &v in solved.values.preorder.iter().take(step.saturating_sub(n) as usize) {
        done[v as usize] = true;
    }
    done
}

fn pass_marks(solved: &Solved, step: u32) -> Marks {
    let values = &solved.values;
    let first = bottom_up_done(solved, step);
    let second = top_down_done(solved, step);
    let mut marks = Marks::new().vertex(values.root, "tp-root");
    for v in 0..solved.vertices() {
        let i = v as usize;
        if second[i] {
            marks = marks
                .vertex(v, if values.rwin[i] { "tp-win" } else { "tp-lose" })
                .badge(v, format!("ntrwin {}", values.ntrwin[i]));
        } else if first[i] {
            marks = marks
                .vertex(v, if values.win[i] { "tp-win" } else { "tp-lose" })
                .badge(v, format!("ntwin {}", values.ntwin[i]));
            if step > solved.vertices() {
                marks = marks.vertex(v, "muted");
            }
        }
    }
    match visit(solved, step) {
        Visit::Start => marks,
        Visit::BottomUp(v) => {
            let sons = solved.sons(v);
            let mut marks = marks.vertex(v, "focus").vertices(sons.iter().copied(), "neighbour");
            for s in sons {
                marks = marks.edge(v, s, "x-edge");
            }
            marks
        }
        Visit::TopDown(v) => match values.parent[v as usize] {
            Some(p) => marks.vertex(v, "focus").vertex(p, "partner").edge(p, v, "y-edge"),
            None => marks.vertex(v, "focus"),
        },
    }
}

fn yes_no(value: bool) -> &'static str {
    if value { "true" } else { "false" }
}

/// The sentence for the step.
fn explanation(solved: &Solved, step: u32) -> Html {
    let values = &solved.values;
    let n = solved.vertices();
    let text = match visit(solved, step) {
        Visit::Start => format!(
            "The tree rooted at {}. The first pass goes bottom-up: win(i) = true when no son of i \
             is a win (a leaf has no son, so the player who marks it wins), and ntwin(i) counts the \
             winning sons.",
            values.root
        ),
        Visit::BottomUp(v) => {
            let i = v as usize;
            let sons = solved.sons(v);
            if sons.is_empty() {
                format!(
                    "{v} is a leaf: whoever marks it wins, as the other player cannot move. win({v}) = true, ntwin({v}) = 0."
                )
            } else {
                let listed: Vec<String> = sons
                    .iter()
                    .map(|&s| format!("win({s}) = {}", yes_no(values.win[s as usize])))
                    .collect();
                let consequence = if values.win[i] {
                    format!(
                        "no son is a win, so win({v}) = true: whichever son the other player marks next, it loses"
                    )
                } else {
                    let winner =
                        sons.iter().find(|&&s| values.win[s as usize]).copied().unwrap_or(0);
                    format!(
                        "so win({v}) = false: after {v} the other player marks {winner} and wins"
                    )
                };
                format!(
                    "Sons of {v}: {}. ntwin({v}) = {}; {consequence}.",
                    listed.join(", "),
                    values.ntwin[i]
                )
            }
        }
        Visit::TopDown(v) => {
            let i = v as usize;
            match values.parent[i] {
                None => format!(
                    "The second pass goes top-down. At the root nothing changes: rwin({v}) = win({v}) = {}, ntrwin({v}) = ntwin({v}) = {}.",
                    yes_no(values.rwin[i]),
                    values.ntrwin[i]
                ),
                Some(p) => {
                    let without = values.ntrwin_without(p, v);
                    format!(
                        "Re-rooting at {v}: its parent {p} becomes a son. ntrwin'({p}, {v}) = ntrwin({p}) − [win({v})] = {} − {} = {without}, \
                         so {p} as a son of {v} is {}. ntrwin({v}) = ntwin({v}) + [ntrwin'({p}, {v}) = 0] = {} + {} = {}, so rwin({v}) = {}{}.",
                        values.ntrwin[p as usize],
                        u32::from(values.win[i]),
                        if without == 0 { "a win" } else { "not a win" },
                        values.ntwin[i],
                        u32::from(without == 0),
                        values.ntrwin[i],
                        yes_no(values.rwin[i]),
                        if values.rwin[i] { ": A wins by starting here" } else { "" },
                    )
                }
            }
        }
    };
    let summary = (step == 2 * n).then(|| {
        let starts = values.winning_starts();
        if starts.is_empty() {
            "Done: A wins from no vertex; B always has an answer.".to_string()
        } else {
            let listed: Vec<String> = starts.iter().map(u32::to_string).collect();
            format!("Done: A wins by starting at {} (green).", listed.join(", "))
        }
    });
    html! {
        <div class="explanation" aria-live="polite">
            <p class="sentence">{ text }</p>
            if let Some(summary) = summary { <p class="verdict tree-path-verdict">{ summary }</p> }
        </div>
    }
}

fn legend() -> Html {
    html! {
        <p class="legend tree-path-legend">
            <span class="swatch tp-win"></span>{ " win / rwin true " }
            <span class="swatch tp-lose"></span>{ " false " }
            <span class="swatch ring focus"></span>{ " the vertex this step computes " }
            <span class="swatch ring neighbour"></span>{ " its sons (pass 1) " }
            <span class="swatch ring partner"></span>{ " its parent (pass 2) " }
            <span class="swatch ring root"></span>{ " the root of pass 1 " }
        </p>
    }
}

fn values_table(solved: &Solved, step: u32) -> Html {
    let values = &solved.values;
    let first = bottom_up_done(solved, step);
    let second = top_down_done(solved, step);
    let current = match visit(solved, step) {
        Visit::Start => None,
        Visit::BottomUp(v) | Visit::TopDown(v) => Some(v),
    };
    let cell = |known: bool, text: String| if known { text } else { "·".to_string() };
    html! {
        <table class="tree-path-values">
            <thead><tr>
                <th>{ "vertex" }</th><th>{ "parent" }</th><th>{ "win" }</th><th>{ "ntwin" }</th>
                <th>{ "ntrwin" }</th><th>{ "rwin: A wins from here" }</th>
            </tr></thead>
            <tbody>
                { for (0..solved.vertices()).map(|v| {
                    let i = v as usize;
                    let parent = values.parent[i].map_or("root".to_string(), |p| p.to_string());
                    html! {
                        <tr class={classes!((current == Some(v)).then_some("current"))} data-v={v.to_string()}>
                            <td>{ v }</td><td>{ parent }</td>
                            <td>{ cell(first[i], yes_no(values.win[i]).to_string()) }</td>
                            <td>{ cell(first[i], values.ntwin[i].to_string()) }</td>
                            <td>{ cell(second[i], values.ntrwin[i].to_string()) }</td>
                            <td>{ cell(second[i], yes_no(values.rwin[i]).to_string()) }</td>
                        </tr>
                    }
                }) }
            </tbody>
        </table>
    }
}

fn play_view(state: &State, solved: &Rc<Solved>, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let game = &solved.game;
    let position = state.game.position(game, &PathEnd::START);
    let choices = game.moves(&position);
    let human_is_a = state.game.human_first;
    let player = |ply: usize| if ply.is_multiple_of(2) { "A" } else { "B" };
    let to_move = player(state.game.moves.len());
    let mut marks = Marks::new();
    for (ply, &v) in state.game.moves.iter().enumerate() {
        marks = marks.vertex(v, "trail").badge(v, format!("{}{}", player(ply), ply / 2 + 1));
    }
    if let Some(&last) = state.game.moves.last() {
        marks = marks.vertex(last, "focus");
    }
    let humans_turn = state.game.humans_turn() && !choices.is_empty();
    if humans_turn {
        marks = marks.vertices(choices.iter().copied(), "option");
        if state.hint {
            let winning = choices.iter().copied().filter(|&v| game.marking_wins(&position, v));
            marks = marks.vertices(winning, "tp-win");
        }
    }
    let status = if choices.is_empty() {
        let loser = to_move;
        let human_lost = (loser == "A") == human_is_a;
        if human_lost {
            format!("{loser} cannot mark a vertex: the computer wins. Undo, or start a new game.")
        } else {
            format!("{loser} cannot mark a vertex: you win!")
        }
    } else if humans_turn {
        if state.game.moves.is_empty() {
            "You are A: click the vertex to start from.".to_string()
        } else {
            format!("You are {to_move}: click a highlighted neighbour of the last marked vertex.")
        }
    } else {
        format!("The computer ({to_move}) is thinking…")
    };
    let verdict = if state.game.moves.is_empty() {
        let starts: Vec<String> =
            solved.values.winning_starts().iter().map(u32::to_string).collect();
        if starts.is_empty() {
            "B wins whatever A starts with.".to_string()
        } else {
            format!("A wins by starting at {}.", starts.join(", "))
        }
    } else {
        String::new()
    };
    let undo = actions(dispatcher).reform(|_: MouseEvent| Action::Undo);
    let new_game = |human_first: bool| {
        actions(dispatcher).reform(move |_: MouseEvent| Action::NewGame(human_first))
    };
    let hint = actions(dispatcher).reform(|_: MouseEvent| Action::ToggleHint);
    let clickable = humans_turn.then(|| choices.clone());
    html! {
        <>
            <div class="play-controls">
                <button type="button" onclick={new_game(true)}>{ "New game: you are A" }</button>
                <button type="button" onclick={new_game(false)}>{ "New game: you are B" }</button>
                <button type="button" onclick={undo} disabled={!state.game.can_undo()}>{ "Undo" }</button>
                <button type="button" class={classes!("hint", state.hint.then_some("selected"))} aria-pressed={state.hint.to_string()} onclick={hint}>
                    { "Show winning choices" }
                </button>
            </div>
            <p class="play-status" role="status">{ status }</p>
            if state.hint && !verdict.is_empty() { <p class="detail">{ verdict }</p> }
            { drawing(state, Some((marks, clickable.or(Some(Vec::new())))), dispatcher) }
        </>
    }
}

//! Lab "cops-robber": one cop and one robber on a graph (the paper's section 5.2).
//!
//! Dominated-vertex elimination stepped pair by pair (the dominated vertex Y and its dominator
//! X highlighted, then Y removed), the paper's naive check and its NVC/NV counters side by side
//! with their counts, the verdict; the cop's winning strategy replayed against the longest-
//! lasting robber; and games against the computer on either side.

use std::rc::Rc;

use yew::prelude::*;

use crate::api::cops_robber::RULES;
use crate::api::fields::{Fields, parse_choice, parse_count};
use crate::api::graph::GRAPH_FIELDS;
use crate::solve::cops_robber::{
    Analysis, AnalysisJob, ESCAPES, Elimination, EliminationFrame, Event as EliminationEvent,
    GAME_LIMIT, GameValues, PAPER_LIMIT, Run, RunFrame, Side, Standing, alive_degree, play_out,
};
use crate::solve::graph::Graph;
use crate::solve::graph_presets::{PRESET_NAMES, Preset};
use crate::solve::play::Game;
use crate::solve::stepwise::Stepwise;
use crate::ui::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::lab_kit::{
    LinkParams, Notices, actions, count, lab_footer, mode_tabs, progress_panel,
};
use crate::ui::match_record::{MatchRecord, read_moves, use_computer_reply};
use crate::ui::route::View;
use crate::ui::stepper::{DEFAULT_SPEED, Playhead, StepCommand, Stepper, parse_speed_field};
use crate::ui::task::{Shared, run_job_sliced};
use crate::ui::timeline::Replay;
use crate::ui::widgets::graph_input::{
    Change, GraphAction, GraphInput, graph_form, graph_summary, tool_bar,
};
use crate::ui::widgets::graph_view::{DRAW_LIMIT, GraphView, Marks};

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "cops-robber",
    topic: Topic::GraphGames,
    title: "Cop and robber",
    summary: "One cop chases one robber on a graph: dominated vertices removed one by one decide \
              who wins, by the paper's naive check and by its common-neighbour counters; the \
              cop's strategy replayed, and games against the computer.",
    console: r#"cgt.solve({game: "cops-robber", vertices: 3, edges: [[0, 1], [1, 2]]})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <CopsRobberLab ..props /> }
}

/// The URL parameters of the view, besides the graph's.
const VIEW_PARAMS: &[&str] = &["mode", "step", "speed", "role", "moves", "pos"];
/// Analyses of drawn graphs costing at most this much work are done at once; the others in
/// slices.
const SYNC_WORK: u64 = 400_000;
/// Vertex badges (NV, capture times) are drawn for graphs of at most this many vertices.
const BADGE_LIMIT: u32 = 40;
/// Removals listed at most in the elimination order.
const ORDER_SHOWN: usize = 200;
/// Moves replayed on a graph where the robber escapes.
const ESCAPE_REPLAY_MOVES: usize = 16;

/// What the lab shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Eliminate,
    Replay,
    Play,
}

const MODES: &[(&str, Mode)] =
    &[("eliminate", Mode::Eliminate), ("replay", Mode::Replay), ("play", Mode::Play)];

fn mode_name(mode: Mode) -> &'static str {
    MODES.iter().find(|(_, m)| *m == mode).map_or("eliminate", |(name, _)| name)
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::Cop => "cop",
        Side::Robber => "robber",
    }
}

/// A graph analysed: the input it came from, the analysis, the elimination's frames and the
/// replayed game.
#[derive(Debug)]
struct Solved {
    input: GraphInput,
    analysis: Analysis,
    /// The event log of every elimination run, replayed (its events taken from the analysis).
    frames: Replay<EliminationFrame, EliminationEvent>,
    /// Whether the log holds the paper's two runs (small graphs only).
    paper: bool,
    /// The replay: cop start, robber start, then the moves.
    replay: Vec<u32>,
}

impl Solved {
    fn new(input: GraphInput, mut analysis: Analysis) -> Solved {
        // Both of the paper's runs are kept, each with its own pairs, even where their removal
        // orders differ: the log holds every run's events, merged round by round.
        let paper = analysis.log.has(Run::Naive) && analysis.log.has(Run::Nvc);
        let events = std::mem::take(&mut analysis.log.events);
        let start = EliminationFrame::start(analysis.graph.vertex_count());
        let frames = Replay::new(start, events, EliminationFrame::apply);
        let replay = match &analysis.game {
            Some(game) if game.cop_wins() => play_out(game, usize::MAX),
            Some(game) => play_out(game, ESCAPE_REPLAY_MOVES),
            None => Vec::new(),
        };
        Solved { input, analysis, frames, paper, replay }
    }

    /// Every run at elimination step `step` (the log's frame where the step ends).
    fn frame(&self, step: u32) -> EliminationFrame {
        let steps = &self.analysis.log.steps;
        let end = steps.get(step as usize).or(steps.last()).copied().unwrap_or(0);
        // The log's length is far below 2^32 events.
        self.frames.frame(u32::try_from(end).unwrap_or(u32::MAX))
    }

    fn graph(&self) -> &Graph {
        &self.input.graph
    }

    /// The number of vertices the elimination leaves.
    fn remaining_count(&self) -> usize {
        self.analysis.dismantling.remaining.len()
    }

    fn eliminations(&self) -> &[Elimination] {
        &self.analysis.dismantling.eliminated
    }

    /// The elimination stepper's last step.
    fn last_step(&self) -> u32 {
        2 * self.eliminations().len() as u32 + 1
    }
}

/// What an elimination step shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum StepKind {
    /// The graph as given, the counters initialised.
    Start,
    /// Pair i found: Y dominated by X.
    Found(usize),
    /// Pair i's Y removed.
    Removed(usize),
    /// What is left: the verdict.
    Verdict,
}

fn step_kind(step: u32, eliminations: usize) -> StepKind {
    let e = eliminations as u32;
    if step == 0 {
        StepKind::Start
    } else if step > 2 * e {
        StepKind::Verdict
    } else if step % 2 == 1 {
        StepKind::Found(((step - 1) / 2) as usize)
    } else {
        StepKind::Removed(((step - 2) / 2) as usize)
    }
}

/// A graph being analysed in slices.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Pending {
    id: u64,
    progress: f64,
}

/// The view a link asks for, applied once its graph is analysed.
#[derive(Clone, Debug, PartialEq, Default)]
struct Wanted {
    step: u32,
    moves: Option<String>,
}

/// The lab's whole state.
#[derive(Clone, Debug)]
struct State {
    graph: GraphInput,
    solved: Option<Rc<Solved>>,
    pending: Option<Pending>,
    next_id: u64,
    mode: Mode,
    steps: Playhead,
    replay: Playhead,
    /// The side the student plays.
    role: Side,
    /// The game being played: cop start, robber start, then the moves.
    record: MatchRecord<u32>,
    wanted: Wanted,
    notices: Vec<String>,
}

enum Action {
    Graph(GraphAction),
    Mode(Mode),
    Step(StepCommand),
    Replay(StepCommand),
    Role(Side),
    Choose(u32),
    ComputerMove,
    Undo,
    NewGame,
    Progress(u64, f64),
    Finished(u64, Rc<Analysis>),
    Cancel,
    DismissNotices,
}

impl State {
    /// Analyses the current graph: at once when small, else by starting a sliced job.
    fn solve(&mut self) {
        self.next_id += 1;
        if self.graph.pending.is_some() {
            self.pending = Some(Pending { id: self.next_id, progress: 0.0 });
            return;
        }
        let graph = &self.graph.graph;
        if graph.vertex_count() <= DRAW_LIMIT && AnalysisJob::estimate(graph) <= SYNC_WORK {
            let job = Box::new(AnalysisJob::new(self.graph.graph.clone()));
            self.pending = None;
            self.install(job.finish());
        } else {
            self.pending = Some(Pending { id: self.next_id, progress: 0.0 });
        }
    }

    /// Puts an analysis of the current graph on screen, at the step the link asked for.
    fn install(&mut self, analysis: Analysis) {
        let solved = Rc::new(Solved::new(self.graph.clone(), analysis));
        let wanted = std::mem::take(&mut self.wanted);
        let (elimination_step, replay_step) = match self.mode {
            Mode::Replay => (0, wanted.step),
            _ => (wanted.step, 0),
        };
        self.steps = Playhead::new(elimination_step, solved.last_step(), self.steps.speed);
        let replay_last = solved.replay.len().saturating_sub(1) as u32;
        self.replay = Playhead::new(replay_step, replay_last, self.steps.speed);
        self.record.moves.clear();
        if let (Some(text), Some(game)) = (wanted.moves, &solved.analysis.game) {
            let items: Vec<&str> =
                text.split(',').map(str::trim).filter(|item| !item.is_empty()).collect();
            let read = |count: usize| {
                let parse = |item: &str| item.parse::<u32>().ok();
                read_moves(game, &Standing::default(), &items[..count].join(","), ',', parse)
            };
            self.record.moves = match read(items.len()) {
                Ok(moves) => moves,
                Err(message) => {
                    self.notices
                        .push(format!("The link's moves: {message}; the game stops there."));
                    // The moves before the first illegal one are played.
                    (0..items.len()).rev().find_map(|count| read(count).ok()).unwrap_or_default()
                }
            };
        }
        self.solved = Some(solved);
    }

    /// The position of the game being played.
    fn standing(&self) -> Standing {
        Standing::after(&self.record.moves)
    }

    fn game(&self) -> Option<&GameValues> {
        self.solved.as_ref().and_then(|solved| solved.analysis.game.as_ref())
    }

    /// Whether the computer is to move in the game being played.
    fn computers_turn(&self) -> bool {
        self.mode == Mode::Play
            && self.pending.is_none()
            && self.game().is_some()
            && !self.standing().caught()
            && !self.record.humans_turn()
    }

    /// A new game with the student as `role`.
    fn new_game(&mut self, role: Side) {
        self.role = role;
        self.record = MatchRecord::new(role == Side::Cop);
    }
}

/// Who moves when `made` choices and moves have been made.
fn mover(made: usize) -> Side {
    if made.is_multiple_of(2) { Side::Cop } else { Side::Robber }
}

/// Whether the cop has caught the robber after `moves`.
fn game_over(moves: &[u32]) -> bool {
    Standing::after(moves).caught()
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let graph =
            GraphInput::from_params(&mut link, params, RULES, PRESET_NAMES, Preset::Petersen);
        let mode =
            link.read("mode", |text| parse_choice("mode", text, MODES)).unwrap_or(Mode::Eliminate);
        let speed = link.read("speed", parse_speed_field).unwrap_or(DEFAULT_SPEED);
        let step = link.read("step", |text| parse_count("step", text, u32::MAX.into())).unwrap_or(0)
            as u32;
        let role = link
            .read("role", |text| {
                parse_choice("role", text, &[("robber", Side::Robber), ("cop", Side::Cop)])
            })
            .unwrap_or(Side::Robber);
        let known: Vec<&str> = GRAPH_FIELDS.iter().chain(VIEW_PARAMS).copied().collect();
        let mut state = State {
            graph,
            solved: None,
            pending: None,
            next_id: 0,
            mode,
            steps: Playhead::new(0, 0, speed),
            replay: Playhead::new(0, 0, speed),
            role,
            record: MatchRecord::new(role == Side::Cop),
            wanted: Wanted { step, moves: params.get("moves").map(str::to_string) },
            notices: Vec::new(),
        };
        state.solve();
        let mut notices = link.finish(&known);
        notices.append(&mut state.notices);
        state.notices = notices;
        state
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        self.graph.write_params(&mut params);
        params.set("mode", mode_name(self.mode));
        match self.mode {
            Mode::Eliminate => params.set("step", self.steps.position.to_string()),
            Mode::Replay => params.set("step", self.replay.position.to_string()),
            Mode::Play => {
                params.set("role", side_name(self.role));
                if !self.record.moves.is_empty() {
                    let moves: Vec<String> = self.record.moves.iter().map(u32::to_string).collect();
                    params.set("moves", moves.join(","));
                }
            }
        }
        let speed = if self.mode == Mode::Replay { self.replay.speed } else { self.steps.speed };
        if speed != DEFAULT_SPEED {
            params.set("speed", speed.to_string());
        }
        params
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Graph(action) => match next.graph.apply(action) {
                Change::Graph => {
                    next.notices.clear();
                    next.record.moves.clear();
                    next.solve();
                }
                Change::Layout | Change::Nothing => {}
            },
            Action::Mode(mode) => next.mode = mode,
            Action::Step(command) => next.steps = self.steps.apply(command),
            Action::Replay(command) => next.replay = self.replay.apply(command),
            Action::Role(role) => next.new_game(role),
            Action::Choose(vertex) => {
                if let Some(game) = self.game()
                    && self.record.humans_turn()
                    && game.is_legal(&self.standing(), &vertex)
                {
                    next.record.moves.push(vertex);
                }
            }
            Action::ComputerMove => {
                if self.computers_turn()
                    && let Some(vertex) =
                        self.game().and_then(|game| game.computer_move(&self.standing()))
                {
                    next.record.moves.push(vertex);
                }
            }
            Action::Undo => next.record.undo(),
            Action::NewGame => next.record.moves.clear(),
            Action::Progress(id, progress) => {
                if let Some(pending) = &mut next.pending
                    && pending.id == id
                {
                    pending.progress = progress;
                }
            }
            Action::Finished(id, analysis) => {
                if next.pending.is_some_and(|pending| pending.id == id) {
                    next.pending = None;
                    if let Some(preset) = next.graph.pending {
                        next.graph.install_built(preset, analysis.graph.clone());
                    }
                    next.install(Rc::unwrap_or_clone(analysis));
                }
            }
            Action::Cancel => {
                next.pending = None;
                next.graph.cancel_pending();
                match &self.solved {
                    Some(solved) => next.graph = solved.input.clone(),
                    None => {
                        next.graph = GraphInput::from_preset(Preset::Petersen, RULES, PRESET_NAMES);
                        next.solve();
                    }
                }
            }
            Action::DismissNotices => next.notices.clear(),
        }
        Rc::new(next)
    }
}

/// What a sliced analysis starts from.
#[derive(Clone, Debug, PartialEq)]
enum Source {
    /// A graph already built.
    Graph(Shared<Graph>),
    /// A family's graph, to build first.
    Preset(Preset),
}

/// Analyses the pending graph, if any, in time slices; cancelled when it changes.
#[hook]
fn use_analysis(pending: Option<(u64, Source)>, dispatcher: UseReducerDispatcher<State>) {
    use_effect_with(pending, move |pending| {
        let task = pending.clone().map(|(id, source)| {
            let job = Box::new(match source {
                Source::Graph(graph) => AnalysisJob::new(graph.0.clone()),
                Source::Preset(preset) => AnalysisJob::from_preset(preset),
            });
            let on_progress = {
                let dispatcher = dispatcher.clone();
                move |running: &AnalysisJob| {
                    dispatcher.dispatch(Action::Progress(id, running.progress()))
                }
            };
            run_job_sliced(job, on_progress, move |analysis| {
                dispatcher.dispatch(Action::Finished(id, Rc::new(analysis)))
            })
        });
        move || drop(task)
    });
}

/// The lab component.
#[component]
pub fn CopsRobberLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let source = match state.graph.pending {
        Some(preset) => Source::Preset(preset),
        None => Source::Graph(Shared(state.graph.graph.clone())),
    };
    use_analysis(state.pending.map(|pending| (pending.id, source)), state.dispatcher());
    let dispatcher = state.dispatcher();
    use_computer_reply(
        state.computers_turn().then_some(state.record.moves.len()),
        actions(&dispatcher).reform(|()| Action::ComputerMove),
    );
    let embed = props.view == View::Embed;
    let on_graph = actions(&dispatcher).reform(Action::Graph);
    let tabs = [
        (Mode::Eliminate, "Elimination"),
        (Mode::Replay, "The cop's strategy"),
        (Mode::Play, "Play the computer"),
    ];
    html! {
        <section class={classes!("cops-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ "Cop and robber: dominated-vertex elimination" }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "A cop and a robber on a graph. The cop chooses a start vertex, then the robber; then \
                       they move in turn, the cop first, each to a neighbouring vertex or staying put. The cop \
                       wins by landing on the robber. Vertex X dominates vertex Y when X is adjacent to Y and \
                       to every other neighbour of Y: a robber on Y next to a cop on X is caught. Removing a \
                       dominated vertex does not change who wins, so the cop wins exactly when removals can \
                       go on until one vertex is left (the paper's section 5.2)." }
                </p>
                { graph_form(&state.graph, &on_graph, "cr") }
            }
            <Notices notices={state.notices.clone()} on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            if let Some(pending) = state.pending {
                { progress_panel(
                    format!("Looking for dominated vertices… {}", state.graph.describe()),
                    pending.progress,
                    Some(actions(&dispatcher).reform(|_: MouseEvent| Action::Cancel)),
                    Html::default(),
                ) }
            }
            if let (None, Some(solved)) = (state.pending, &state.solved) {
                { verdict_line(solved) }
                { mode_tabs(state.mode, &tabs, actions(&dispatcher).reform(Action::Mode)) }
                { match state.mode {
                    Mode::Eliminate => elimination_view(&state, solved, &dispatcher, (!embed).then_some(&on_graph)),
                    Mode::Replay => replay_view(&state, solved, &dispatcher),
                    Mode::Play => play_view(&state, solved, &dispatcher),
                } }
            }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}

fn verdict_line(solved: &Solved) -> Html {
    let dismantling = &solved.analysis.dismantling;
    let components = solved.input.facts.components;
    let (badge, text) = if dismantling.cop_wins() {
        (
            "cop-wins",
            format!("The cop wins: {} removals leave one vertex.", dismantling.eliminated.len()),
        )
    } else if components > 1 {
        (
            "robber-wins",
            format!(
                "The robber escapes: the graph has {components} components, so the robber starts in one \
             the cop is not in and can never be caught; elimination stops with {} vertices left, at \
             least one in each component.",
                dismantling.remaining.len()
            ),
        )
    } else {
        (
            "robber-wins",
            format!(
                "The robber escapes: after {} removals, {} vertices are left and none of them is dominated.",
                dismantling.eliminated.len(),
                dismantling.remaining.len()
            ),
        )
    };
    html! {
        <p class="game-line verdict-line">
            { solved.input.describe() }
            <span class={classes!("badge", badge)}>{ if dismantling.cop_wins() { "cop wins" } else { "robber escapes" } }</span>
            <span class="verdict-text">{ text }</span>
        </p>
    }
}

/// Lists and sets in sentences show at most this many vertices.
const LISTED: usize = 12;

/// "0, 1 and 2", or "0, 1, 2, … (40 in all)" for long lists.
fn list(items: impl IntoIterator<Item = u32>) -> String {
    let items: Vec<String> = items.into_iter().map(|v| v.to_string()).collect();
    match items.as_slice() {
        [] => "none".into(),
        [one] => one.clone(),
        long if long.len() > LISTED => {
            format!("{}, … ({} in all)", long[..LISTED].join(", "), long.len())
        }
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// "{0, 1, 2}", or "{0, 1, 2, …} (40 vertices)" for large sets.
fn set(items: impl IntoIterator<Item = u32>) -> String {
    let items: Vec<String> = items.into_iter().map(|v| v.to_string()).collect();
    if items.len() > LISTED {
        format!("{{{}, …}} ({} vertices)", items[..LISTED].join(", "), items.len())
    } else {
        format!("{{{}}}", items.join(", "))
    }
}

fn alive_neighbours(graph: &Graph, alive: &[bool], v: u32) -> Vec<u32> {
    graph.neighbours(v).iter().copied().filter(|&w| alive[w as usize]).collect()
}

fn elimination_marks(solved: &Solved, kind: StepKind, frame: &EliminationFrame) -> Marks {
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

fn elimination_view(
    state: &State,
    solved: &Solved,
    dispatcher: &UseReducerDispatcher<State>,
    on_graph: Option<&Callback<GraphAction>>,
) -> Html {
    let eliminations = solved.eliminations();
    let e = eliminations.len();
    let kind = step_kind(state.steps.position, e);
    let frame = solved.frame(state.steps.position);
    let alive = &frame.run(Run::Bitset).alive;
    let step_label = {
        let eliminations = eliminations.to_vec();
        Callback::from(move |step: u32| match step_kind(step, eliminations.len()) {
            StepKind::Start => "start".to_string(),
            StepKind::Found(i) => format!("Y = {}", eliminations[i].vertex),
            StepKind::Removed(i) => format!("− {}", eliminations[i].vertex),
            StepKind::Verdict => "verdict".to_string(),
        })
    };
    let drawing = match &state.graph.points {
        Some(points) if Rc::ptr_eq(&state.graph.graph, &solved.input.graph) => html! {
            <>
                if let Some(on_graph) = on_graph { { tool_bar(&state.graph, on_graph) } }
                <GraphView graph={state.graph.graph.clone()} points={points.clone()}
                    marks={elimination_marks(solved, kind, &frame)} tool={state.graph.tool}
                    on_edit={on_graph.map(|on_graph| on_graph.reform(GraphAction::Edit))}
                    label={format!("The graph at step {}", state.steps.position)} />
            </>
        },
        _ => graph_summary(&state.graph),
    };
    html! {
        <div class="elimination">
            <Stepper playhead={state.steps} {step_label} on_command={actions(dispatcher).reform(Action::Step)} />
            <div class="cr-columns">
                <div class="cr-drawing">{ drawing }</div>
                <div class="cr-side">
                    <div class="explanation" aria-live="polite">{ step_explanation(solved, kind, alive) }</div>
                    { order_view(solved, kind) }
                </div>
            </div>
            { legend_view() }
            { algorithms_view(solved, kind, &frame) }
        </div>
    }
}

fn step_explanation(solved: &Solved, kind: StepKind, alive: &[bool]) -> Html {
    let graph = solved.graph();
    let n = graph.vertex_count();
    match kind {
        StepKind::Start => html! {
            <>
                <p class="sentence">{ format!("The graph has {}. Look for a dominated vertex Y: a neighbour X of Y adjacent to every other neighbour of Y.", if n == 1 { "1 vertex".to_string() } else { format!("{n} vertices") }) }</p>
                <p class="detail">{ "Both of the paper's algorithms scan the candidates Y = 0, 1, 2, … and, for each, its neighbours X in increasing order; the first dominated Y is removed and the scan starts again." }</p>
            </>
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
                    list(others.iter().copied())
                ),
            };
            html! {
                <>
                    <p class="sentence">{ format!("Removal {}: Y = {y} is dominated by X = {x}.", i + 1) }</p>
                    <p>{ format!("N({y}) = {}. {inclusion}", set(neighbours.iter().copied())) }</p>
                    <p class="detail">
                        { format!("A robber on {y} with the cop on {x} has nowhere to go: every move stays next to the cop. ") }
                        { match skipped.len() {
                            0 => String::new(),
                            1 => format!("The scan looked at {} first: it is not dominated.", skipped[0]),
                            k if k > LISTED => format!("The scan looked at the {k} vertices left below {y} first: none of them is dominated."),
                            _ => format!("The scan looked at {} first: none of them is dominated.", list(skipped.iter().copied())),
                        } }
                    </p>
                </>
            }
        }
        StepKind::Removed(i) => {
            let y = solved.eliminations()[i].vertex;
            let neighbours: Vec<u32> =
                graph.neighbours(y).iter().copied().filter(|&z| alive[z as usize]).collect();
            let pairs = neighbours.len() * neighbours.len().saturating_sub(1) / 2;
            html! {
                <>
                    <p class="sentence">{ format!("Y = {y} is removed with its edges: the cop wins on the graph with {y} exactly when it wins without it.") }</p>
                    <p class="detail">
                        { match pairs {
                            0 => format!("Counters: NV goes down by 1 at {}; no NVC counter changes (Y had no two neighbours left).", list(neighbours.iter().copied())),
                            1 => format!("Counters: NV goes down by 1 at {}; NVC goes down by 1 for that pair (they lose {y} as a common neighbour).", list(neighbours.iter().copied())),
                            _ => format!("Counters: NV goes down by 1 at {}; NVC goes down by 1 for each of the {pairs} pairs of them (they lose {y} as a common neighbour).", list(neighbours.iter().copied())),
                        } }
                    </p>
                </>
            }
        }
        StepKind::Verdict => {
            let remaining = &solved.analysis.dismantling.remaining;
            let components = solved.input.facts.components;
            if remaining.len() == 1 {
                html! {
                    <>
                        <p class={classes!("sentence", "verdict", "p")}>{ format!("One vertex, {}, is left: the cop wins.", remaining[0]) }</p>
                        <p class="detail">{ "Read backwards, the removals build the graph by adding one dominated vertex at a time; the cop's strategy follows the robber's shadow down that order. See it played under \"The cop's strategy\"." }</p>
                    </>
                }
            } else {
                html! {
                    <>
                        <p class={classes!("sentence", "verdict", "n")}>{ format!("{} vertices are left and none is dominated: the robber escapes forever.", remaining.len()) }</p>
                        <p>{ format!("The core {} (highlighted): wherever the cop stands, a robber next to it has a neighbour the cop does not reach.", set(remaining.iter().copied())) }</p>
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
fn algorithms_view(solved: &Solved, kind: StepKind, frame: &EliminationFrame) -> Html {
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
fn found_detail(
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

fn naive_found(run: &RunFrame, pair: Elimination) -> Html {
    let Elimination { vertex: y, dominated_by: x } = pair;
    html! { <p>{ format!("This round: {} look-ups \"is Z adjacent to X?\" in the adjacency matrix, until every other neighbour of {y} was found adjacent to {x}.", run.round_cost) }</p> }
}

fn nvc_found(run: &RunFrame, pair: Elimination) -> Html {
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

fn order_view(solved: &Solved, kind: StepKind) -> Html {
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
            <h3>{ format!("Elimination order ({shown} of {})", eliminations.len()) }</h3>
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

fn legend_view() -> Html {
    html! {
        <ul class="legend graph-legend" aria-label="Legend">
            <li><span class="swatch v-focus"></span>{ "Y, the dominated vertex" }</li>
            <li><span class="swatch v-partner"></span>{ "X, a vertex dominating it" }</li>
            <li><span class="swatch v-neighbour"></span>{ "Y's other neighbours" }</li>
            <li><span class="swatch v-removed"></span>{ "removed" }</li>
            <li><span class="swatch v-core"></span>{ "a core with no dominated vertex" }</li>
        </ul>
    }
}

/// "3 moves" or "never".
fn moves_text(value: u32) -> String {
    match value {
        ESCAPES => "never".into(),
        1 => "1 move".into(),
        value => format!("{value} moves"),
    }
}

fn value_badge(value: u32) -> String {
    if value == ESCAPES { "∞".into() } else { value.to_string() }
}

/// Marks for a game position after `moves`, with the values that chose the last entry.
fn game_marks(game: &GameValues, moves: &[u32], show_values: bool) -> Marks {
    let mut marks = Marks::new();
    let made = moves.len();
    if show_values && made >= 1 {
        // The options the last mover had, each with its value.
        let last = made - 1;
        let values: Vec<(u32, u32)> = match last {
            0 => (0..game.vertex_count()).map(|c| (c, game.start_value(c))).collect(),
            1 => {
                (0..game.vertex_count()).map(|r| (r, game.value(Side::Cop, moves[0], r))).collect()
            }
            _ if mover(last) == Side::Cop => game
                .moves(moves[last - 2])
                .iter()
                .map(|&c| (c, game.value(Side::Robber, c, moves[last - 1])))
                .collect(),
            _ => game
                .moves(moves[last - 2])
                .iter()
                .map(|&r| (r, game.value(Side::Cop, moves[last - 1], r)))
                .collect(),
        };
        for (v, value) in values {
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

/// A sentence about entry `index` of a game.
fn move_sentence(game: &GameValues, moves: &[u32], index: usize) -> String {
    let v = moves[index];
    match index {
        0 => match game.start_value(v) {
            ESCAPES => format!(
                "The cop starts at {v}; on this graph no start lets it force a capture (the robber \
                 can escape forever)."
            ),
            value => format!(
                "The cop starts at {v}: from there it catches any robber within {} (the best start).",
                moves_text(value)
            ),
        },
        1 => {
            let value = game.value(Side::Cop, moves[0], v);
            if value == ESCAPES {
                format!("The robber starts at {v}, where the cop can never force a capture.")
            } else {
                format!(
                    "The robber starts at {v}: the start that lasts longest, {}.",
                    moves_text(value)
                )
            }
        }
        _ => {
            let from = moves[index - 2];
            let verb =
                if from == v { format!("stays at {v}") } else { format!("moves {from} → {v}") };
            match mover(index) {
                Side::Cop if v == moves[index - 1] => {
                    format!("The cop {verb} and catches the robber.")
                }
                Side::Cop => match game.value(Side::Robber, v, moves[index - 1]) {
                    ESCAPES => format!("The cop {verb}: the robber can still escape forever."),
                    value => format!(
                        "The cop {verb}: capture within {} more, whatever the robber does.",
                        moves_text(value)
                    ),
                },
                Side::Robber => {
                    let value = game.value(Side::Cop, moves[index - 1], v);
                    if value == ESCAPES {
                        format!("The robber {verb}: still out of reach for good.")
                    } else {
                        format!(
                            "The robber {verb}, the move that delays capture longest: {} to go.",
                            moves_text(value)
                        )
                    }
                }
            }
        }
    }
}

fn replay_view(state: &State, solved: &Solved, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let Some(game) = &solved.analysis.game else {
        return html! { <p class="detail">{ format!("The game is solved and replayed on graphs of up to {GAME_LIMIT} vertices (its states are pairs of positions).") }</p> };
    };
    let step = state.replay.position as usize;
    let shown = &solved.replay[..(step + 1).min(solved.replay.len())];
    let cop_wins = game.cop_wins();
    let step_label = Callback::from(|step: u32| match step {
        0 => "cop starts".to_string(),
        1 => "robber starts".to_string(),
        k => format!("move {}", k - 1),
    });
    let drawing = match &state.graph.points {
        Some(points) if Rc::ptr_eq(&state.graph.graph, &solved.input.graph) => html! {
            <GraphView graph={state.graph.graph.clone()} points={points.clone()}
                marks={game_marks(game, shown, solved.graph().vertex_count() <= BADGE_LIMIT)}
                label="The game being replayed" />
        },
        _ => graph_summary(&state.graph),
    };
    html! {
        <div class="replay">
            if cop_wins {
                <p class="detail">{ format!("The cop's winning strategy against a robber that lasts as long as it can: capture after {} (each side's turn counts as a move). Badges give, for each option of the last mover, the moves left until capture with best play.", moves_text(solved.replay.len().saturating_sub(2) as u32)) }</p>
            } else {
                <p class="detail">{ format!("The cop has no winning strategy here: the first {ESCAPE_REPLAY_MOVES} moves of a game where the cop closes in and the robber always keeps a safe vertex (badges: ∞, capture can never be forced).") }</p>
            }
            <Stepper playhead={state.replay} {step_label} on_command={actions(dispatcher).reform(Action::Replay)} />
            <div class="cr-columns">
                <div class="cr-drawing">{ drawing }</div>
                <div class="cr-side">
                    <div class="explanation" aria-live="polite">
                        if !shown.is_empty() { <p class="sentence">{ move_sentence(game, shown, shown.len() - 1) }</p> }
                        if game_over(shown) { <p class={classes!("verdict", "p")}>{ format!("Caught after {}.", moves_text(shown.len() as u32 - 2)) }</p> }
                    </div>
                    { game_record(shown) }
                </div>
            </div>
        </div>
    }
}

fn game_record(moves: &[u32]) -> Html {
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

fn play_view(state: &State, solved: &Solved, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let Some(game) = &solved.analysis.game else {
        return html! { <p class="detail">{ format!("Games against the computer are offered on graphs of up to {GAME_LIMIT} vertices.") }</p> };
    };
    let moves = &state.record.moves;
    let standing = state.standing();
    let over = standing.caught();
    let your_turn = !over && state.record.humans_turn();
    let choices = if your_turn { Game::moves(game, &standing) } else { Vec::new() };
    let you = side_name(state.role);
    let status = if over {
        match state.role {
            Side::Cop => {
                format!("You caught the robber after {}.", moves_text(moves.len() as u32 - 2))
            }
            Side::Robber => {
                format!("The cop caught you after {}.", moves_text(moves.len() as u32 - 2))
            }
        }
    } else if your_turn {
        match moves.len() {
            0 => "Choose the cop's start: click a vertex.".to_string(),
            1 => "Choose the robber's start: click a vertex.".to_string(),
            _ => format!(
                "Your move as the {you}: click a vertex next to yours, or your own to stay."
            ),
        }
    } else {
        format!("The computer ({}) is thinking…", side_name(mover(moves.len())))
    };
    let outlook = (moves.len() >= 2 && !over).then(|| {
        let (Some(c), Some(r)) = (standing.cop, standing.robber) else { return String::new() };
        let value = game.value(standing.mover(), c, r);
        if value == ESCAPES {
            "From here the robber can escape forever: no cop strategy forces a capture.".to_string()
        } else {
            format!(
                "With best play from here the cop catches the robber within {}.",
                moves_text(value)
            )
        }
    });
    let role_button = |role: Side, label: &'static str| {
        html! {
            <label>
                <input type="radio" name="cr-role" checked={state.role == role}
                    onchange={actions(dispatcher).reform(move |_: Event| Action::Role(role))} />
                { label }
            </label>
        }
    };
    let choose = actions(dispatcher).reform(Action::Choose);
    let drawing = match &state.graph.points {
        Some(points) if Rc::ptr_eq(&state.graph.graph, &solved.input.graph) => html! {
            <GraphView graph={state.graph.graph.clone()} points={points.clone()}
                marks={game_marks(game, moves, false).vertices(choices.iter().copied(), "choice")}
                on_vertex={Some(choose.clone())} clickable={Some(choices.clone())}
                label="The game: click a vertex to move" />
        },
        _ => graph_summary(&state.graph),
    };
    let can_undo = state.record.can_undo();
    html! {
        <div class="play">
            <fieldset class="role-choice">
                <legend>{ "You play" }</legend>
                { role_button(Side::Robber, " the robber (the computer is the cop)") }
                { role_button(Side::Cop, " the cop (the computer is the robber)") }
            </fieldset>
            if !game.cop_wins() && state.role == Side::Robber {
                <p class="detail">{ "On this graph the robber can always escape: try to stay out of reach." }</p>
            }
            if game.cop_wins() && state.role == Side::Cop {
                <p class="detail">{ "On this graph the cop has a winning strategy: can you find it?" }</p>
            }
            <div class="cr-columns">
                <div class="cr-drawing">{ drawing }</div>
                <div class="cr-side">
                    <p class="status" aria-live="polite">{ status }</p>
                    if let Some(outlook) = outlook { <p class="last-move">{ outlook }</p> }
                    if let Some(last) = moves.len().checked_sub(1) {
                        <p class="last-move">{ move_sentence(game, moves, last) }</p>
                    }
                    if your_turn {
                        <div class="move-buttons" role="group" aria-label="Your options">
                            { for choices.iter().map(|&v| html! {
                                <button type="button" class="move-choice" data-v={v.to_string()}
                                    onclick={choose.reform(move |_: MouseEvent| v)}>{ v }</button>
                            }) }
                        </div>
                    }
                    <div class="play-controls">
                        <button type="button" class="undo" disabled={!can_undo} onclick={actions(dispatcher).reform(|_: MouseEvent| Action::Undo)}>{ "Undo" }</button>
                        <button type="button" class="new-game" onclick={actions(dispatcher).reform(|_: MouseEvent| Action::NewGame)}>{ "New game" }</button>
                    </div>
                    { game_record(moves) }
                </div>
            </div>
        </div>
    }
}

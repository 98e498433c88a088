//! Lab "pursuit": cops and robbers on a directed graph with a schedule of movers, safe vertices
//! and thresholds (section 5.1 of the paper), solved by retrograde analysis with draws, and a
//! perfect play-out stepped move by move on the graph.

use std::rc::Rc;

use yew::prelude::*;

use crate::api::Request;
use crate::api::fields::{FieldError, Fields, parse_count};
use crate::api::graph::GRAPH_FIELDS;
use crate::api::pursuit::{MAX_PLAY_MOVES, PursuitRequest, agent_name, pursuit_graph_rules};
use crate::solve::graph_presets::Preset;
use crate::solve::pursuit::{
    Ending, Outcome, PlayOut, Position, Pursuit, PursuitJob, RobberStatus, Side, Solution, play_out,
};
use crate::solve::stepwise::Stepwise;
use crate::ui::embed_code::EmbedCode;
use crate::ui::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::lab_kit::{LinkParams, Notices, TextField, actions};
use crate::ui::route::{Route, View};
use crate::ui::stepper::{DEFAULT_SPEED, Playhead, StepCommand, Stepper, parse_speed_field};
use crate::ui::task::{Shared, Sliced, use_sliced};
use crate::ui::widgets::graph_input::{
    Change, GraphAction, GraphInput, graph_form, graph_summary, tool_bar,
};
use crate::ui::widgets::graph_view::{GraphEdit, GraphView, Marks, Tool};

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "pursuit",
    topic: Topic::GraphGames,
    title: "Cops and robbers, general pursuit",
    summary: "Cops and robbers move by a schedule on a directed graph; robbers may reach safe \
              vertices. Every state solved by retrograde analysis with draws; a perfect play-out.",
    console: r#"cgt.solve({game: "pursuit", vertices: 3, edges: [[0, 1], [1, 2], [2, 0]], cops: [0], robbers: [2]})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <PursuitLab ..props /> }
}

/// Every graph family.
const FAMILIES: &[&str] =
    &["path", "cycle", "complete", "star", "wheel", "grid", "petersen", "tree", "chordal", "gnp"];
/// The graph shown by default.
const DEFAULT_GRAPH: Preset = Preset::Grid(3, 4);
/// The game's own fields with the example opened by a link without any game or graph field:
/// two cops keep a robber from its safe corner and catch it. A link with some of them leaves
/// the others at `cgt.solve`'s defaults (the schedule every cop then every robber, no safe
/// vertices, every robber to capture or to save, capture on meeting, staying put only along
/// loops, directed edges), as does an empty form field.
const GAME_DEFAULTS: &[(&str, &str)] = &[
    ("cops", "0,11"),
    ("robbers", "5"),
    ("schedule", "c0,c1,r0"),
    ("safe", "3"),
    ("captures", "1"),
    ("escapes", "1"),
    ("capture", "meet"),
    ("stay", "yes"),
    ("directed", "no"),
];
/// The lab's own URL parameters besides the game's.
const VIEW_PARAMS: &[&str] = &["speed", "step"];
/// Games of at most this many states are solved at once (a few milliseconds); larger ones in
/// time slices with a progress bar.
const SYNC_STATES: u64 = 20_000;

/// The form's texts and their messages.
#[derive(Clone, Debug, PartialEq)]
struct Form {
    texts: Vec<(&'static str, String)>,
    errors: Vec<FieldError>,
}

impl Form {
    fn text(&self, name: &str) -> String {
        self.texts.iter().find(|(n, _)| *n == name).map(|(_, t)| t.clone()).unwrap_or_default()
    }

    fn error(&self, name: &str) -> Option<String> {
        self.errors.iter().find(|e| e.field == name).map(|e| e.message.clone())
    }

    /// The fields typed; an empty one is left out, so it takes its default (a missing start
    /// vertex list is reported as missing).
    fn fields(&self) -> Fields {
        let mut fields = Fields::new();
        for (name, text) in self.texts.iter().filter(|(_, text)| !text.trim().is_empty()) {
            fields.set(name, text.clone());
        }
        fields
    }

    /// Renumbers the vertices in the start and safe fields after vertex `removed` was deleted
    /// (the ones above it move down by one); a field that named `removed` itself gets a message.
    fn renumber_after_removal(&mut self, removed: u32) -> Vec<FieldError> {
        let mut errors = Vec::new();
        for (name, text) in &mut self.texts {
            if !matches!(*name, "cops" | "robbers" | "safe") {
                continue;
            }
            let mut renumbered = String::new();
            let mut digits = String::new();
            let mut named_removed = false;
            for c in text.chars().chain(std::iter::once(',')) {
                if c.is_ascii_digit() {
                    digits.push(c);
                    continue;
                }
                if !digits.is_empty() {
                    match digits.parse::<u64>() {
                        Ok(vertex) if vertex == u64::from(removed) => {
                            named_removed = true;
                            renumbered.push_str(&digits);
                        }
                        Ok(vertex) if vertex > u64::from(removed) => {
                            renumbered.push_str(&(vertex - 1).to_string())
                        }
                        _ => renumbered.push_str(&digits),
                    }
                    digits.clear();
                }
                renumbered.push(c);
            }
            // Drop the ',' added to end the last number.
            renumbered.pop();
            if named_removed {
                errors.push(FieldError::new(
                    name,
                    format!("vertex {removed} was deleted; choose another vertex"),
                ));
            } else {
                *text = renumbered;
            }
        }
        errors
    }

    /// The form showing `request`'s game fields, in canonical form with every default written.
    fn showing(request: &PursuitRequest) -> Form {
        let mut fields = Fields::new();
        request.write_fields(&mut fields);
        let texts = GAME_DEFAULTS
            .iter()
            .map(|&(name, _)| (name, fields.get(name).unwrap_or_default().to_string()))
            .collect();
        Form { texts, errors: Vec::new() }
    }
}

/// The lab's whole state.
#[derive(Clone, Debug)]
struct State {
    graph: GraphInput,
    form: Form,
    /// The game being shown (the last one the form described correctly).
    request: Option<Shared<PursuitRequest>>,
    playhead: Playhead,
    embed: bool,
    notices: Vec<String>,
}

enum Action {
    Graph(GraphAction),
    Edit(&'static str, String),
    Submit,
    /// A stepper command, with the last step as it is now known.
    Step(StepCommand, u32),
    /// Stop solving the game on screen.
    Cancel,
    DismissNotices,
}

impl State {
    /// Reads the form against the current graph: the new game, or the messages.
    fn submitted(mut self) -> State {
        let fields = self.form.fields();
        let directed = PursuitRequest::parse_directed(&fields);
        if let Ok(directed) = directed
            && self.graph.rules.directed != directed
        {
            // Read the same edges the new way round (a family's edges are the same either way).
            let mut graph_fields = Fields::new();
            self.graph.write_params(&mut graph_fields);
            let mut link_fields = graph_fields.clone();
            link_fields.set("directed", if directed { "yes" } else { "no" });
            let mut link = LinkParams::new(&link_fields);
            self.graph = GraphInput::from_params(
                &mut link,
                &graph_fields,
                pursuit_graph_rules(directed),
                FAMILIES,
                DEFAULT_GRAPH,
            );
        }
        match (directed, PursuitRequest::with_graph((*self.graph.graph).clone(), &fields)) {
            (Ok(_), Ok(request)) => {
                self.form = Form::showing(&request);
                self.request = Some(Shared(Rc::new(request)));
                self.playhead = Playhead::new(0, 0, self.playhead.speed);
            }
            (directed, request) => {
                self.form.errors =
                    directed.err().into_iter().chain(request.err().into_iter().flatten()).collect();
            }
        }
        self
    }
}

impl LabState for State {
    fn from_link(params: &Fields, view: View) -> State {
        let embed = view == View::Embed;
        let mut link = LinkParams::new(params);
        let given = |name: &&str| params.get(name).is_some();
        let example = !GAME_DEFAULTS.iter().map(|(name, _)| name).any(given)
            && !GRAPH_FIELDS.iter().any(given);
        let mut form = Form { texts: Vec::new(), errors: Vec::new() };
        for &(name, default) in GAME_DEFAULTS {
            let text = params.get(name).or(example.then_some(default)).unwrap_or_default();
            form.texts.push((name, text.to_string()));
        }
        let directed = PursuitRequest::parse_directed(&form.fields()).unwrap_or(false);
        let graph = GraphInput::from_params(
            &mut link,
            params,
            pursuit_graph_rules(directed),
            FAMILIES,
            DEFAULT_GRAPH,
        );
        let request = match PursuitRequest::with_graph((*graph.graph).clone(), &form.fields()) {
            Ok(request) => {
                form = Form::showing(&request);
                Some(Shared(Rc::new(request)))
            }
            Err(errors) => {
                for error in &errors {
                    link.notice(format!("The link's {error}. Fix it in the form."));
                }
                form.errors = errors;
                None
            }
        };
        let step = link.read("step", |text| parse_count("step", text, MAX_PLAY_MOVES as u64));
        let speed = link.read("speed", parse_speed_field).unwrap_or(DEFAULT_SPEED);
        let step = step.unwrap_or(0) as u32;
        let known: Vec<&str> = GRAPH_FIELDS
            .iter()
            .chain(GAME_DEFAULTS.iter().map(|(name, _)| name))
            .chain(VIEW_PARAMS)
            .copied()
            .collect();
        State {
            graph,
            form,
            request,
            playhead: Playhead::new(step, step, speed),
            embed,
            notices: link.finish(&known),
        }
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        self.graph.write_params(&mut params);
        // The game on screen, not what is being typed: the address reproduces the view.
        let shown = self.request.as_ref().map(|request| Form::showing(&request.0));
        for (name, text) in &shown.as_ref().unwrap_or(&self.form).texts {
            params.set(name, text.clone());
        }
        params.set("step", self.playhead.position.to_string());
        if self.playhead.speed != DEFAULT_SPEED {
            params.set("speed", self.playhead.speed.to_string());
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
                let removed = match &action {
                    GraphAction::Edit(GraphEdit::RemoveVertex(v)) => Some(*v),
                    _ => None,
                };
                if next.graph.apply(action) == Change::Graph {
                    let deleted_starts = removed.map(|v| next.form.renumber_after_removal(v));
                    // A game on the old graph is no longer the one drawn: solve again, and
                    // show nothing old if the starts no longer fit.
                    next.request = None;
                    next = next.submitted();
                    if let Some(errors) = deleted_starts.filter(|errors| !errors.is_empty()) {
                        next.request = None;
                        next.form.errors = errors;
                    }
                }
            }
            Action::Edit(name, text) => {
                if let Some(entry) = next.form.texts.iter_mut().find(|(n, _)| *n == name) {
                    entry.1 = text;
                }
            }
            Action::Submit => {
                next.notices.clear();
                next = next.submitted();
            }
            Action::Step(command, last) => {
                next.playhead = Playhead { last, ..self.playhead }.apply(command);
            }
            Action::Cancel => {
                next.request = None;
                next.form.errors = vec![FieldError::new(
                    "game",
                    "solving was cancelled; press Solve to start again",
                )];
            }
            Action::DismissNotices => next.notices.clear(),
        }
        Rc::new(next)
    }
}

type Solved = (Pursuit, Solution);

fn start_job(request: &Shared<PursuitRequest>) -> Box<dyn Stepwise<Output = Solved>> {
    Box::new(PursuitJob::new(Pursuit::new(request.0.rules.clone())))
}

/// The lab component.
#[component]
pub fn PursuitLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    let on_graph = actions(&dispatcher).reform(Action::Graph);
    html! {
        <section class={classes!("pursuit-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ LAB.title }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "Cops and robbers stand on the vertices of a directed graph and move one at a time \
                       along arcs, in the order of a repeating schedule (a loop lets its agent stay put). \
                       A robber is captured when a cop moves onto its vertex; with the default rule, also \
                       when it moves onto a cop (the paper's words, taken literally, are the \"cop moves\" \
                       rule). A robber that reaches one of its safe vertices cannot be captured any more. \
                       The cops win once B′ robbers are captured, the robbers once B″ are safe; a game \
                       that goes on forever is a draw. A mover with no move (captured, safe, or without \
                       an outgoing arc) passes. Every state is solved backwards from the finished ones." }
                </p>
                { graph_form(&state.graph, &on_graph, "pursuit-graph") }
                { form_view(&state.form, &dispatcher) }
            }
            <Notices notices={state.notices.clone()} on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            <p class="game-line">{ state.graph.describe() }</p>
            { match &state.request {
                Some(request) => html! { <GameView request={request.clone()} playhead={state.playhead}
                    graph={state.clone_for_view()} embed={state.embed} dispatcher={dispatcher.clone()} /> },
                None => html! { <p class="field-error no-game" role="alert">{
                    if state.form.errors.iter().any(|e| e.field == "game") { "Solving was cancelled: press Solve to start again." } else { "Fix the game's fields above to solve it." }
                }</p> },
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

fn form_view(form: &Form, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let on_submit = actions(dispatcher).reform(|event: SubmitEvent| {
        event.prevent_default();
        Action::Submit
    });
    let field = |name: &'static str, label: &'static str, help: &'static str| {
        html! {
            <TextField id={format!("pursuit-{name}")} label={label} value={form.text(name)}
                help={help} error={form.error(name)}
                on_input={actions(dispatcher).reform(move |text| Action::Edit(name, text))} />
        }
    };
    let choice = |name: &'static str,
                  label: &'static str,
                  options: &'static [(&'static str, &'static str)]| {
        let current = form.text(name);
        let on_change = actions(dispatcher).reform(move |event: Event| {
            let select: web_sys::HtmlSelectElement = event.target_unchecked_into();
            Action::Edit(name, select.value())
        });
        html! {
            <div class="field">
                <label for={format!("pursuit-{name}")}>{ label }</label>
                <select id={format!("pursuit-{name}")} onchange={on_change}>
                    { for options.iter().map(|(value, text)| html! {
                        <option value={*value} selected={current == *value}>{ *text }</option>
                    }) }
                </select>
                <span class="field-error" role="alert">{ form.error(name).unwrap_or_default() }</span>
            </div>
        }
    };
    // Messages about the whole game (its size) or the graph, which have no field here.
    let others: Vec<String> = form
        .errors
        .iter()
        .filter(|error| {
            error.field != "game" && !GAME_DEFAULTS.iter().any(|(name, _)| *name == error.field)
        })
        .map(FieldError::to_string)
        .collect();
    html! {
        <form class="lab-form pursuit-form" onsubmit={on_submit} novalidate=true>
            { field("cops", "Cops start at", "1 to 4 vertices, e.g. 0,3") }
            { field("robbers", "Robbers start at", "1 to 4 vertices") }
            { field("schedule", "Schedule", "movers in order, repeated: c0 = cop 0, r1 = robber 1; empty: every cop, then every robber") }
            { field("safe", "Safe vertices", "one group per robber, by commas; a group's vertices by spaces; empty: none") }
            { field("captures", "B′: captures to win", "1 to the number of robbers; empty: all of them") }
            { field("escapes", "B″: safe robbers to win", "1 to the number of robbers; empty: all of them") }
            { choice("capture", "Capture", &[("meet", "on meeting, whoever moved"), ("cop-moves", "only when a cop moves in")]) }
            { choice("stay", "Staying put", &[("yes", "always allowed (a loop everywhere)"), ("no", "only along listed loops")]) }
            { choice("directed", "Edges", &[("no", "both ways"), ("yes", "one way: u-v is the arc u → v")]) }
            <button type="submit" class="primary">{ "Solve" }</button>
            if !others.is_empty() {
                <p class="field-error game-error" role="alert">{ others.join("; ") }</p>
            }
        </form>
    }
}

/// The lab's graph input as the game view needs it (compared by what it draws).
#[derive(Clone, Debug)]
struct GraphForView {
    input: Rc<GraphInput>,
}

impl PartialEq for GraphForView {
    fn eq(&self, other: &GraphForView) -> bool {
        Rc::ptr_eq(&self.input.graph, &other.input.graph)
            && self.input.points == other.input.points
            && self.input.tool == other.input.tool
            && self.input.message == other.input.message
    }
}

impl State {
    fn clone_for_view(&self) -> GraphForView {
        GraphForView { input: Rc::new(self.graph.clone()) }
    }
}

#[derive(Properties, Clone)]
struct GameViewProps {
    request: Shared<PursuitRequest>,
    playhead: Playhead,
    graph: GraphForView,
    embed: bool,
    dispatcher: UseReducerDispatcher<State>,
}

impl PartialEq for GameViewProps {
    fn eq(&self, other: &Self) -> bool {
        self.request == other.request
            && self.playhead == other.playhead
            && self.graph == other.graph
            && self.embed == other.embed
    }
}

/// The solved game: the summary, the stepper, the drawing at the current move.
#[component]
fn GameView(props: &GameViewProps) -> Html {
    let request = &props.request.0;
    let states = u64::from(Pursuit::new(request.rules.clone()).state_count());
    let solved = use_sliced(props.request.clone(), states, SYNC_STATES, start_job);
    let play = use_memo(
        match &solved {
            Sliced::Ready(solved) => Some(Shared(solved.clone())),
            Sliced::Pending(_) => None,
        },
        |solved| {
            solved
                .as_ref()
                .map(|solved| Rc::new(play_out(&solved.0.0, &solved.0.1, MAX_PLAY_MOVES)))
        },
    );
    let solved = match solved {
        Sliced::Pending(progress) => {
            let permille = (progress * 1000.0) as u32;
            return html! {
                <div class="computing" role="status">
                    <span>{ format!("Solving {states} states…") }</span>
                    <progress max="1000" value={permille.to_string()} aria-label="Progress"></progress>
                    <span class="percent">{ format!("{}%", permille / 10) }</span>
                    <button type="button" class="cancel" onclick={actions(&props.dispatcher).reform(|_: MouseEvent| Action::Cancel)}>{ "Cancel" }</button>
                </div>
            };
        }
        Sliced::Ready(solved) => solved,
    };
    let Some(play) = (*play).clone() else { return html! {} };
    let (game, solution) = (&solved.0, &solved.1);
    let last = play.steps.len() as u32;
    let playhead = Playhead { last, position: props.playhead.position.min(last), ..props.playhead };
    let on_command = actions(&props.dispatcher).reform(move |command| Action::Step(command, last));
    let step_label = {
        let play = play.clone();
        Callback::from(move |step: u32| match step {
            0 => "start".to_string(),
            k => format!("move {k}: {}", agent_name(play.steps[k as usize - 1].agent)),
        })
    };
    let step = playhead.position as usize;
    html! {
        <>
            { summary(game, solution, &play) }
            <Stepper {playhead} {step_label} {on_command} />
            { explanation(game, solution, &play, step) }
            { drawing(&props.graph, game, &play, step, props.embed, &props.dispatcher) }
            { legend() }
        </>
    }
}

fn outcome_text(outcome: Outcome, moves: Option<u32>) -> String {
    let plural = |m: u32| if m == 1 { "move" } else { "moves" };
    match (outcome, moves) {
        (Outcome::Cops, Some(m)) => format!("the cops win in {m} {}", plural(m)),
        (Outcome::Robbers, Some(m)) => format!("the robbers win in {m} {}", plural(m)),
        (Outcome::Draw, _) | (_, None) => "a draw: the game goes on forever".to_string(),
    }
}

fn summary(game: &Pursuit, solution: &Solution, play: &PlayOut) -> Html {
    let rules = game.rules();
    let start = game.index(&game.start());
    let (cops, robbers, draws) = solution.counts();
    let verdict = outcome_text(solution.outcome(start), solution.moves_to_end(start));
    let formula = format!(
        "K n^A (n + 2)^B = {} × {}^{} × {}^{} = {}",
        rules.schedule.len(),
        rules.vertices,
        rules.cops.len(),
        rules.vertices + 2,
        rules.robbers.len(),
        game.state_count()
    );
    let ending = match play.ending {
        Ending::Won(_) => String::new(),
        Ending::Repeats { first } => format!(
            " The play-out below stops when the position after move {} recurs (first seen after move {first}).",
            play.steps.len()
        ),
        Ending::Truncated => format!(" The play-out below stops after {} moves.", play.steps.len()),
    };
    let outcome_class = match solution.outcome(start) {
        Outcome::Cops => "cops",
        Outcome::Robbers => "robbers",
        Outcome::Draw => "draw",
    };
    html! {
        <div class={classes!("pursuit-summary", outcome_class)} role="status">
            <p class="verdict-line">{ format!("Perfect play from the start: {verdict}.") }</p>
            <p class="detail">
                { format!("States: {formula} (a robber is on a vertex, captured, or safe; times the schedule index). \
                           Of them, the cops win {cops}, the robbers win {robbers}, {draws} are draws.{ending}") }
            </p>
        </div>
    }
}

fn robber_word(status: RobberStatus) -> String {
    match status {
        RobberStatus::At(v) => format!("at {v}"),
        RobberStatus::Captured => "captured".to_string(),
        RobberStatus::Safe => "safe".to_string(),
    }
}

fn where_everyone_is(position: &Position) -> String {
    let cops: Vec<String> =
        position.cops.iter().enumerate().map(|(i, v)| format!("cop {i} at {v}")).collect();
    let robbers: Vec<String> = position
        .robbers
        .iter()
        .enumerate()
        .map(|(j, &status)| format!("robber {j} {}", robber_word(status)))
        .collect();
    format!("{}; {}", cops.join(", "), robbers.join(", "))
}

fn explanation(game: &Pursuit, solution: &Solution, play: &PlayOut, step: usize) -> Html {
    let position = &play.positions[step];
    let index = game.index(position);
    let value = outcome_text(solution.outcome(index), solution.moves_to_end(index));
    let what = if step == 0 {
        format!("Start: {}.", where_everyone_is(position))
    } else {
        let before = &play.positions[step - 1];
        let s = &play.steps[step - 1];
        let (kind, from) = match s.agent.side {
            Side::Cops => ("Cop", before.cops[s.agent.index as usize].to_string()),
            Side::Robbers => ("Robber", robber_word(before.robbers[s.agent.index as usize])),
        };
        let moved = match s.to {
            Some(to) if s.agent.side == Side::Robbers => format!(
                "{kind} {} moves from {} to {to}",
                s.agent.index,
                from.trim_start_matches("at ")
            ),
            Some(to) => format!("{kind} {} moves from {from} to {to}", s.agent.index),
            None => format!("{kind} {} ({from}) has no move: its turn passes", s.agent.index),
        };
        let captured: Vec<String> = s.captured.iter().map(|j| format!("robber {j}")).collect();
        let mut text = format!("Move {step}: {moved}");
        if !captured.is_empty() {
            text.push_str(&format!(", capturing {}", captured.join(" and ")));
        }
        if s.reached_safety {
            text.push_str(", reaching a safe vertex");
        }
        format!("{text}. Now {}.", where_everyone_is(position))
    };
    let after = match (step == play.steps.len(), game.winner(position), play.ending) {
        (true, Some(Side::Cops), _) => {
            " The cops have captured enough robbers: they win.".to_string()
        }
        (true, Some(Side::Robbers), _) => " Enough robbers are safe: the robbers win.".to_string(),
        (true, None, Ending::Repeats { first }) => format!(
            " This position already occurred after move {first}: with both sides keeping to drawn states, play goes round forever."
        ),
        _ => {
            let mover = game.mover(position);
            format!(" Next to move: {}. Perfect play from here: {value}.", agent_name(mover))
        }
    };
    html! { <div class="explanation" aria-live="polite"><p class="sentence">{ what }{ after }</p></div> }
}

fn drawing(
    graph: &GraphForView,
    game: &Pursuit,
    play: &PlayOut,
    step: usize,
    embed: bool,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let Some(points) = graph.input.points.clone() else {
        return graph_summary(&graph.input);
    };
    let rules = game.rules();
    let position = &play.positions[step];
    let mut badges: Vec<Vec<String>> = vec![Vec::new(); rules.vertices as usize];
    let mut marks = Marks::new();
    for (j, status) in position.robbers.iter().enumerate() {
        if let RobberStatus::At(_) = status {
            for &v in &rules.safe[j] {
                marks = marks.vertex(v, "pu-safe");
                badges[v as usize].push(format!("H{j}"));
            }
        }
    }
    for (i, &v) in position.cops.iter().enumerate() {
        marks = marks.vertex(v, "cop");
        badges[v as usize].insert(0, format!("C{i}"));
    }
    for (j, status) in position.robbers.iter().enumerate() {
        if let RobberStatus::At(v) = *status {
            marks = marks.vertex(v, "robber");
            badges[v as usize].insert(0, format!("R{j}"));
        }
    }
    if step > 0 {
        let s = &play.steps[step - 1];
        let before = &play.positions[step - 1];
        let from = match s.agent.side {
            Side::Cops => Some(before.cops[s.agent.index as usize]),
            Side::Robbers => match before.robbers[s.agent.index as usize] {
                RobberStatus::At(v) => Some(v),
                _ => None,
            },
        };
        if let (Some(from), Some(to)) = (from, s.to) {
            marks = marks.edge(from, to, "witness").vertex(to, "pu-moved");
        }
    }
    for (v, list) in badges.iter().enumerate() {
        if !list.is_empty() {
            marks = marks.badge(v as u32, list.join(" "));
        }
    }
    let on_graph = actions(dispatcher).reform(Action::Graph);
    let editable = !embed;
    html! {
        <div class="graph-panel">
            if editable { { tool_bar(&graph.input, &on_graph) } }
            <GraphView graph={graph.input.graph.clone()} {points} {marks}
                tool={if editable { graph.input.tool } else { Tool::View }}
                on_edit={editable.then(|| on_graph.reform(GraphAction::Edit))}
                label="The graph with the cops and robbers" />
        </div>
    }
}

fn legend() -> Html {
    html! {
        <p class="legend pursuit-legend">
            <span class="swatch pu-cop"></span>{ " cop (C0, C1, …) " }
            <span class="swatch pu-robber"></span>{ " robber (R0, …) " }
            <span class="swatch pu-safe"></span>{ " safe vertex of a robber still free (H0: robber 0's) " }
            <span class="swatch pu-moved"></span>{ " where the last mover went " }
        </p>
    }
}

//! The state-graph lab's state: the game (a `state-graph` request typed, or a preset generated
//! by `solve::state_presets`), the mode's stepped run (retrograde analysis with its queue and
//! counters, or bestRes in reverse topological order), the literal version compared with the
//! correct one, the form, and the link.

use crate::api::max_dif::{MaxDifRequest, parse_score_states};
use crate::api::state_graph::StateGraphRequest;
use crate::solve::dag::{Cycle, Digraph};
use crate::solve::max_dif::{MaxDifEvent, ScoreGraph, max_dif};
use crate::solve::state_graph::iterative::{Version, iterative};
use crate::solve::state_graph::layered::{Horizon, Layered};
use crate::solve::state_graph::literal::literal_queue;
use crate::solve::state_graph::retrograde::{QueueOrder, Retrograde};
use crate::solve::state_graph::{
    EndlessPlay, Outcome, Player, Solved, StateEvent, StateGraph, Work, best_res, first_difference,
};
use crate::solve::state_presets::{
    LabelledGraph, coins_in_a_line, cycle_chase, division_game, lifo_remoteness_flaw,
    literal_queue_flaw, paper_iterative_flaw, power_game, two_cycle,
};
use crate::ui::kit::prelude::*;
use crate::ui::widgets::graph_input::capitalised;

/// The most states the lab draws and steps; larger games are solved in slices and summarised.
pub const DRAWN_STATES: usize = 200;
/// The most moves the lab draws and steps.
pub const DRAWN_MOVES: usize = 1_000;

modes!(Mode {
    Queue: "queue" => "Retrograde analysis",
    Order: "order" => "Acyclic: reverse topological order",
    Iterative: "iterative" => "The paper's iterative algorithm",
    MaxDif: "maxdif" => "Scores: maxDif",
    Literal: "literal" => "Literal versus correct",
});

choices!(
    /// The literal (wrong) version of an algorithm compared with the correct one.
    Literal in LITERALS {
        /// The tutorial's queue without the "already decided" check.
        Queue: "queue",
        /// The paper's iterative algorithm as published (wrong when endless play is a win).
        Iterative: "iterative",
        /// The queue taken last in, first out (the remoteness goes wrong).
        Lifo: "lifo",
        /// "The player to move at the move limit TMAX loses" (depends on TMAX's parity).
        Horizon: "horizon",
    }
);

/// The literal versions with their names in the lab's selector.
pub const LITERAL_NAMES: &[(&str, &str)] = &[
    ("queue", "The tutorial's queue, without the \"already decided\" check"),
    ("iterative", "The paper's iterative algorithm as published"),
    ("lifo", "The queue taken last in, first out (remoteness)"),
    ("horizon", "\"The player to move at TMAX loses\""),
];

/// The presets: their names and labels; [`preset`] generates each from its game's rules.
pub const PRESETS: &[(&str, &str)] = &[
    ("division-12", "The division game from 12"),
    ("power-game", "Problem 9: A^B < N from A = 1, B = 1, N = 10 (it can draw)"),
    ("cycle-chase", "A chase round a cycle of 5 vertices"),
    ("two-cycle", "The paper's 2-cycle"),
    ("queue-flaw", "Where the literal queue goes wrong"),
    ("iterative-flaw", "Where the published iterative algorithm goes wrong"),
    ("lifo-flaw", "Where a LIFO queue gets the remoteness wrong"),
];

/// The preset named `name` with its rule for endless play.
pub fn preset(name: &str) -> Option<StateGraphRequest> {
    let draw = EndlessPlay::Draw;
    let (generated, endless): (Option<LabelledGraph>, EndlessPlay) = match name {
        "division-12" => (division_game(12).ok(), draw),
        "power-game" => (power_game(1, 1, 10).ok(), draw),
        "cycle-chase" => (cycle_chase(5, 2).ok(), EndlessPlay::WinFor(Player::Two)),
        "two-cycle" => (Some(two_cycle()), draw),
        "queue-flaw" => (Some(literal_queue_flaw()), draw),
        "iterative-flaw" => (Some(paper_iterative_flaw()), EndlessPlay::WinFor(Player::One)),
        "lifo-flaw" => (Some(lifo_remoteness_flaw()), draw),
        _ => return None,
    };
    generated.map(|labelled| StateGraphRequest { graph: labelled.graph, endless })
}

/// The link name of `literal`.
pub fn literal_name(literal: Literal) -> &'static str {
    choice_name(LITERALS, &literal)
}

impl Literal {
    /// The preset on which this version goes wrong.
    pub fn flaw_preset(self) -> &'static str {
        match self {
            Literal::Queue => "queue-flaw",
            Literal::Iterative => "iterative-flaw",
            Literal::Lifo => "lifo-flaw",
            Literal::Horizon => "two-cycle",
        }
    }
}

/// What the drawing shows at one step.
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    /// Each state's outcome for the player to move, once decided.
    pub outcome: Vec<Option<Outcome>>,
    /// Each state's remoteness, once known.
    pub remoteness: Vec<Option<u32>>,
    /// Each state's counter of moves not yet known to lose (empty without a queue).
    pub counters: Vec<u32>,
    /// The queue, the next state taken off first.
    pub queue: Vec<u32>,
    /// The state the step is about.
    pub focus: Option<u32>,
    /// The other states the step changed (counters dropped, states decided).
    pub touched: Vec<u32>,
    /// The work done up to this step.
    pub work: Work,
}

impl Picture {
    fn empty(n: usize) -> Picture {
        Picture {
            outcome: vec![None; n],
            remoteness: vec![None; n],
            counters: Vec::new(),
            queue: Vec::new(),
            focus: None,
            touched: Vec::new(),
            work: Work::default(),
        }
    }
}

/// A stepped run of one algorithm: its pictures, each with a label and a sentence.
#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    /// The picture after each step (frame 0: nothing decided).
    pub frames: Vec<Picture>,
    labels: Vec<String>,
    sentences: Vec<String>,
    /// The topological order (bestRes on an acyclic graph).
    pub order: Option<Vec<u32>>,
    /// The cycle that stops bestRes.
    pub cycle: Option<Cycle>,
}

impl Run {
    fn new(first: Picture, sentence: String) -> Run {
        Run {
            frames: vec![first],
            labels: vec!["start".into()],
            sentences: vec![sentence],
            order: None,
            cycle: None,
        }
    }

    fn push(&mut self, picture: Picture, label: String, sentence: String) {
        self.frames.push(picture);
        self.labels.push(label);
        self.sentences.push(sentence);
    }

    /// The picture at frame `k` (the last past the end).
    pub fn frame(&self, k: u32) -> &Picture {
        // Never empty: `new` starts with frame 0.
        self.frames.get(k as usize).unwrap_or_else(|| &self.frames[self.frames.len() - 1])
    }

    /// Nothing to step: a game too large to draw.
    fn none(n: usize) -> Run {
        Run::new(Picture::empty(n), String::new())
    }
}

impl Timeline for Run {
    fn last(&self) -> u32 {
        // At most a few thousand frames for a drawn game.
        (self.frames.len() - 1) as u32
    }

    fn label(&self, k: u32) -> String {
        self.labels.get(k as usize).cloned().unwrap_or_default()
    }

    fn sentence(&self, k: u32) -> String {
        self.sentences.get(k as usize).cloned().unwrap_or_default()
    }
}

/// The state a step is about and the others it touched, its label and its sentence.
fn step_words(events: &[StateEvent]) -> (Option<u32>, Vec<u32>, String, String) {
    let mut focus = None;
    let mut touched = Vec::new();
    for event in events {
        let state = match event {
            StateEvent::Popped { state, .. }
            | StateEvent::Decided { state, .. }
            | StateEvent::CounterDropped { state, .. } => Some(*state),
            _ => None,
        };
        match (focus, state) {
            (None, Some(state)) => focus = Some(state),
            (Some(first), Some(state)) if first != state && !touched.contains(&state) => {
                touched.push(state)
            }
            _ => {}
        }
    }
    let label = match events.first() {
        Some(StateEvent::Popped { state, .. }) => format!("take {state} off the queue"),
        Some(StateEvent::Decided { state, .. }) => format!("decide state {state}"),
        Some(StateEvent::CounterDropped { state, .. }) => format!("counter of state {state}"),
        _ => String::new(),
    };
    let sentences: Vec<String> = events.iter().map(StateEvent::sentence).collect();
    (focus, touched, label, capitalised(&sentences.join("; ")) + ".")
}

/// The queue algorithm (FIFO) stepped: a frame per state or queue entry that decides or
/// changes something.
pub fn retrograde_run(graph: &StateGraph, endless: EndlessPlay) -> Run {
    let n = graph.state_count();
    let mut run = Run::new(
        Picture::empty(n),
        "Nothing is decided yet. Each state will keep a counter of its moves not yet known to \
         lose; the terminal wins and losses go on the queue first."
            .into(),
    );
    let mut job = Retrograde::new(graph.clone(), endless, QueueOrder::Fifo);
    loop {
        let mut events = Vec::new();
        let done = job.run(1, &mut events);
        if !events.is_empty() {
            let (focus, touched, label, sentence) = step_words(&events);
            let picture = Picture {
                outcome: job.outcomes().to_vec(),
                remoteness: job.remoteness(),
                counters: job.counters().to_vec(),
                queue: job.queue(),
                focus,
                touched,
                work: job.work(),
            };
            run.push(picture, label, sentence);
        }
        if done {
            return run;
        }
    }
}

/// bestRes stepped: the topological order, then a frame per state in reverse order; a graph
/// with a cycle gives a run of one frame naming the cycle.
pub fn order_run(graph: &StateGraph) -> Run {
    let mut events = Vec::new();
    let mut run = Run::none(graph.state_count());
    match best_res(graph, &mut events) {
        Err(cycle) => {
            run.sentences[0] = format!(
                "bestRes needs an acyclic graph, and this one has a cycle: {}. Use retrograde \
                 analysis, which handles cycles.",
                cycle.path_text()
            );
            run.cycle = Some(cycle);
            run
        }
        Ok(_) => replay(run, graph, events, true),
    }
}

/// The paper's iterative algorithm (corrected) stepped: a frame per sweep and per state decided.
pub fn iterative_run(graph: &StateGraph, endless: EndlessPlay) -> Run {
    let mut events = Vec::new();
    iterative(graph, endless, Version::Corrected, &mut events);
    let mut run = Run::none(graph.state_count());
    run.sentences[0] = "Nothing is decided yet. The terminal states are given; then each sweep \
                        decides, from the values as they were when it began, every state with a \
                        winning move or with all its successors decided (stage 1), then every \
                        state whose player would lose endless play and can move to a draw (stage \
                        2); the states left get endless play's result."
        .into();
    replay(run, graph, events, false)
}

/// `run` continued by `events` replayed, a frame per sweep and per state decided (with its
/// moves counted as examined when `count_moves`).
fn replay(mut run: Run, graph: &StateGraph, events: Vec<StateEvent>, count_moves: bool) -> Run {
    let mut picture = Picture::empty(graph.state_count());
    for event in events {
        let sentence = capitalised(&event.sentence()) + ".";
        match &event {
            StateEvent::Order(order) => {
                run.sentences[0] = sentence;
                run.order = Some(order.clone());
            }
            StateEvent::Sweep { stage, number } => {
                picture.work.rounds += 1;
                picture.focus = None;
                run.push(picture.clone(), format!("stage {stage}, sweep {number}"), sentence);
            }
            StateEvent::Decided { state, outcome, remoteness, .. } => {
                let s = *state as usize;
                picture.outcome[s] = Some(*outcome);
                picture.remoteness[s] = *remoteness;
                picture.work.states_decided += 1;
                if count_moves {
                    picture.work.moves_examined += graph.moves(s).len() as u64;
                }
                picture.focus = Some(*state);
                run.push(picture.clone(), format!("decide state {state}"), sentence);
            }
            _ => {}
        }
    }
    run
}

/// A literal version's answer beside the correct one.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison {
    /// Each state's value by the literal version, in words ("win", "loss in 3", "—").
    pub literal: Vec<String>,
    /// Each state's value by the correct algorithm.
    pub correct: Vec<String>,
    /// The literal version's outcomes (undecided: `None`).
    pub literal_outcome: Vec<Option<Outcome>>,
    /// The correct outcomes.
    pub correct_outcome: Vec<Outcome>,
    /// The first state whose value differs.
    pub differs: Option<usize>,
    /// Why they differ (or that they agree on this graph).
    pub why: String,
    /// The work of each: literal, correct.
    pub work: (Work, Work),
}

/// "win", "loss in 3", "draw" or "—" (undecided).
fn value_text(outcome: Option<Outcome>, remoteness: Option<u32>, with_remoteness: bool) -> String {
    match (outcome, remoteness) {
        (None, _) => "—".into(),
        (Some(outcome), Some(k)) if with_remoteness && outcome != Outcome::Draw => {
            format!("{} in {k}", outcome.word())
        }
        (Some(outcome), _) => outcome.word().into(),
    }
}

/// Runs `literal` on `graph` beside the correct algorithm.
pub fn compare(graph: &StateGraph, endless: EndlessPlay, literal: Literal) -> Comparison {
    let n = graph.state_count();
    let (_, correct) = Retrograde::new(graph.clone(), endless, QueueOrder::Fifo).finish();
    let with_remoteness = literal == Literal::Lifo;
    let correct_text: Vec<String> = (0..n)
        .map(|s| value_text(Some(correct.outcome[s]), correct.remoteness[s], with_remoteness))
        .collect();
    let (literal_outcome, literal_remoteness, work, extra): (_, Vec<Option<u32>>, _, String) =
        match literal {
            Literal::Queue => {
                let run = literal_queue(graph, &mut ());
                let stopped = run.stopped.map(|stop| format!(" It {}.", stop.sentence()));
                (run.outcome, vec![None; n], run.work, stopped.unwrap_or_default())
            }
            Literal::Iterative => {
                let run = iterative(graph, endless, Version::AsPublished, &mut ());
                let outcome = run.outcome.into_iter().map(Some).collect();
                (outcome, vec![None; n], run.work, String::new())
            }
            Literal::Lifo => {
                let (_, run) = Retrograde::new(graph.clone(), endless, QueueOrder::Lifo).finish();
                (
                    run.outcome.into_iter().map(Some).collect(),
                    run.remoteness,
                    run.work,
                    String::new(),
                )
            }
            Literal::Horizon => horizon_values(graph, correct.outcome.as_slice()),
        };
    let literal_text: Vec<String> = (0..n)
        .map(|s| value_text(literal_outcome[s], literal_remoteness[s], with_remoteness))
        .collect();
    let differs = first_difference(&literal_text, &correct_text);
    let why = match differs {
        None => format!(
            "The two agree on every state of this graph. Open the graph where the literal version \
             goes wrong to see it fail.{extra}"
        ),
        Some(s) => {
            let (wrong, right) = (&literal_text[s], &correct_text[s]);
            let cause = match literal {
                Literal::Queue => {
                    "The tutorial's queue has no \"already decided\" check: a state with two \
                     losing successors is queued twice, so its predecessors' counters drop twice \
                     and a state with a winning move can be counted out as a loss."
                }
                Literal::Iterative => {
                    "As published, the second stage looks only at the states of the player whom \
                     endless play makes lose; a state of the other player whose every move is \
                     forced into a draw found there is never revisited, and keeps endless play's \
                     win."
                }
                Literal::Lifo => {
                    "A stack takes the last decided state off first, so a state can be decided \
                     from a successor that is not its nearest end: the outcomes stay right, the \
                     remoteness does not. A first-in, first-out queue decides states in order of \
                     their remoteness."
                }
                Literal::Horizon => {
                    "\"The player to move at the limit loses\" names no player: on a cycle the \
                     player at the limit alternates with TMAX, so the answer depends on TMAX's \
                     parity. Only a rule that names a player (a draw, or a win for player 1 or 2) \
                     is sound."
                }
            };
            format!(
                "State {s}: the literal version says {wrong}, the correct answer is {right}. {cause}{extra}"
            )
        }
    };
    Comparison {
        literal: literal_text,
        correct: correct_text,
        literal_outcome,
        correct_outcome: correct.outcome,
        differs,
        why,
        work: (work, correct.work),
    }
}

/// Layer 0 of the graph layered to TMAX = V + 1 under "the player to move at the limit loses";
/// if that agrees with `correct`, TMAX = V + 2 (the other parity). The extra sentence names both.
fn horizon_values(
    graph: &StateGraph,
    correct: &[Outcome],
) -> (Vec<Option<Outcome>>, Vec<Option<u32>>, Work, String) {
    let n = graph.state_count();
    let mut tried = Vec::new();
    let mut chosen = None;
    for tmax in [n as u32 + 1, n as u32 + 2] {
        if let Ok(layered) = Layered::new(graph, tmax, Horizon::MoverLoses) {
            let solved = layered.solve(&mut ());
            let values = layered.layer_zero(&solved);
            let differs = values.as_slice() != correct;
            tried.push((tmax, values.clone()));
            if chosen.is_none() && (differs || tmax == n as u32 + 2) {
                chosen = Some((values, solved.work, tmax));
            }
        }
    }
    let parity = match tried.as_slice() {
        [(t1, a), (t2, b)] => match first_difference(a, b) {
            Some(s) => format!(
                " At TMAX = {t1} state {s} is a {}, at TMAX = {t2} a {}.",
                a[s].word(),
                b[s].word()
            ),
            None => format!(" TMAX = {t1} and {t2} agree here."),
        },
        _ => String::new(),
    };
    match chosen {
        Some((values, work, tmax)) => (
            values.into_iter().map(Some).collect(),
            vec![None; n],
            work,
            format!(" (Literal version with TMAX = {tmax}.){parity}"),
        ),
        None => (
            vec![None; n],
            vec![None; n],
            Work::default(),
            " The layered graph is too large.".into(),
        ),
    }
}

/// The score game of the maxDif mode: its graph, its text and its drawing.
#[derive(Clone, Debug)]
pub struct ScoreGame {
    pub graph: Rc<ScoreGraph>,
    /// The graph as a directed graph for the drawing, when small enough to draw.
    pub drawing: Option<Rc<Digraph>>,
    /// maxDif stepped state by state in reverse topological order.
    pub run: Rc<ScoreRun>,
}

/// The coins of the default score game, coins in a line.
pub const COINS: &[i64] = &[3, 9, 1, 2];

impl ScoreGame {
    fn new(graph: ScoreGraph) -> ScoreGame {
        let n = graph.state_count();
        let small = n <= DRAWN_STATES && graph.move_count() <= DRAWN_MOVES;
        let drawing = small
            .then(|| {
                let edges = (0..n)
                    .flat_map(|s| graph.moves(s).iter().map(move |mv| (s, mv.to as usize)))
                    .collect();
                // The moves are checked (in range, no repeats) by the request's parser.
                Digraph::try_new(n, edges).ok().map(Rc::new)
            })
            .flatten();
        let run = Rc::new(if small { ScoreRun::new(&graph) } else { ScoreRun::default() });
        ScoreGame { graph: Rc::new(graph), drawing, run }
    }

    /// Coins in a line with [`COINS`].
    fn coins() -> ScoreGame {
        // Four coins make 15 states, far below the score graphs' limits.
        ScoreGame::new(coins_in_a_line(COINS).expect("a few small coins").graph)
    }

    /// The graph as the link and the form write it.
    pub fn text(&self) -> String {
        let mut fields = Fields::new();
        MaxDifRequest { graph: (*self.graph).clone() }.write_fields(&mut fields);
        fields.get("states").unwrap_or_default().to_string()
    }
}

/// maxDif stepped: the topological order, then a frame per state in reverse order, each with the
/// formula and its numbers; a cycle gives one frame naming it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ScoreRun {
    /// The values known at each frame.
    pub frames: Vec<Vec<Option<i64>>>,
    /// The state valued at each frame (none at frame 0).
    pub focus: Vec<Option<u32>>,
    sentences: Vec<String>,
    /// The topological order.
    pub order: Option<Vec<u32>>,
    /// The cycle that stops maxDif.
    pub cycle: Option<Cycle>,
}

impl ScoreRun {
    fn new(graph: &ScoreGraph) -> ScoreRun {
        let n = graph.state_count();
        let mut events = Vec::new();
        let mut run = ScoreRun {
            frames: vec![vec![None; n]],
            focus: vec![None],
            sentences: vec![String::new()],
            order: None,
            cycle: None,
        };
        if let Err(cycle) = max_dif(graph, &mut events) {
            run.sentences[0] = format!(
                "maxDif needs an acyclic graph, and this one has a cycle: {}.",
                cycle.path_text()
            );
            run.cycle = Some(cycle);
            return run;
        }
        let mut values = vec![None; n];
        for event in events {
            let sentence = event.sentence() + ".";
            match event {
                MaxDifEvent::Order(order) => {
                    run.sentences[0] = capitalised(&sentence);
                    run.order = Some(order);
                }
                MaxDifEvent::Decided { state, value, .. } => {
                    values[state as usize] = Some(value);
                    run.frames.push(values.clone());
                    run.focus.push(Some(state));
                    run.sentences.push(sentence);
                }
            }
        }
        run
    }

    /// The values at frame `k` (the last past the end).
    pub fn values(&self, k: u32) -> &[Option<i64>] {
        self.frames.get(k as usize).or(self.frames.last()).map_or(&[], Vec::as_slice)
    }
}

impl Timeline for ScoreRun {
    fn last(&self) -> u32 {
        // At most DRAWN_STATES + 1 frames.
        self.frames.len().saturating_sub(1) as u32
    }

    fn label(&self, k: u32) -> String {
        match self.focus.get(k as usize) {
            Some(Some(state)) => format!("value state {state}"),
            _ => "start".into(),
        }
    }

    fn sentence(&self, k: u32) -> String {
        self.sentences.get(k as usize).cloned().unwrap_or_default()
    }
}

/// The game shown: the request, its drawing (none when too large) and the mode's run.
#[derive(Clone, Debug)]
pub struct Game {
    pub request: Rc<StateGraphRequest>,
    /// The graph as a directed graph for the drawing, when small enough to draw.
    pub drawing: Option<Rc<Digraph>>,
}

impl Game {
    fn new(request: StateGraphRequest) -> Game {
        let graph = &request.graph;
        let small = graph.state_count() <= DRAWN_STATES && graph.move_count() <= DRAWN_MOVES;
        let drawing = small
            .then(|| {
                let edges = (0..graph.state_count())
                    .flat_map(|s| graph.moves(s).iter().map(move |&t| (s, t as usize)))
                    .collect();
                // The moves are checked (in range, no repeats) by the request's parser.
                Digraph::try_new(graph.state_count(), edges).ok().map(Rc::new)
            })
            .flatten();
        Game { request: Rc::new(request), drawing }
    }

    /// The graph.
    pub fn graph(&self) -> &StateGraph {
        &self.request.graph
    }
}

/// The whole game solved in slices for its summary; `None` once cancelled.
pub struct SummaryJob(pub Option<Retrograde>);

impl Stepwise for SummaryJob {
    type Output = Option<Solved>;

    fn advance(&mut self, work: u64) -> bool {
        self.0.as_mut().is_none_or(|job| job.run(work, &mut ()))
    }

    fn progress(&self) -> f64 {
        self.0.as_ref().map_or(1.0, Retrograde::progress)
    }

    fn finish(self: Box<Self>) -> Option<Solved> {
        self.0.map(|job| job.finish().1)
    }
}

/// The lab's whole state.
#[derive(Clone, Debug)]
pub struct State {
    pub mode: Mode,
    pub game: Game,
    /// The mode's stepped run (a single empty frame for a game too large to draw, and in the
    /// literal mode).
    pub run: Rc<Run>,
    pub playback: Playback,
    /// The literal version compared (literal mode).
    pub literal: Literal,
    /// The comparison (literal mode, a game small enough to draw).
    pub comparison: Option<Rc<Comparison>>,
    /// The score game (maxDif mode).
    pub scores: ScoreGame,
    /// Whether the whole game is being solved for its summary (false once cancelled).
    pub solving: bool,
    pub form: Form,
    pub notices: Vec<String>,
}

/// What the student does.
pub enum Action {
    /// A step, a key, the scrubber.
    Step(StepAction),
    /// Another mode.
    SetMode(Mode),
    /// The form: a field edited, submitted.
    Form(FormAction),
    /// A preset chosen by name.
    Preset(String),
    /// Another literal version chosen by name.
    SetLiteral(String),
    /// The graph on which the literal version goes wrong opened.
    OpenFlaw,
    /// The summary's solve stopped.
    Cancel,
    /// The summary's solve started again.
    Solve,
}

/// The form showing `request`.
fn form_of(request: &StateGraphRequest) -> Form {
    let mut form = Form::of(request);
    if form.text("infinitePlay").is_empty() {
        form.edit("infinitePlay", "draw".into(), None);
    }
    form
}

impl State {
    /// The state showing `game` in `mode`, at step 0.
    fn showing(mut self, game: Game) -> State {
        let graph = game.graph();
        let endless = game.request.endless;
        let small = game.drawing.is_some();
        self.run = Rc::new(match self.mode {
            Mode::Queue if small => retrograde_run(graph, endless),
            Mode::Order if small => order_run(graph),
            Mode::Iterative if small => iterative_run(graph, endless),
            _ => Run::none(graph.state_count()),
        });
        self.comparison = (self.mode == Mode::Literal && small)
            .then(|| Rc::new(compare(graph, endless, self.literal)));
        self.playback = Playback::new(0, None, self.last(), self.playback.playhead.speed);
        self.form = form_of(&game.request);
        self.form.edit("scores", self.scores.text(), None);
        self.solving = true;
        self.game = game;
        self
    }

    /// The last frame of the mode's stepped run.
    pub fn last(&self) -> u32 {
        if self.mode == Mode::MaxDif { self.scores.run.last() } else { self.run.last() }
    }

    /// The score game opened at step 0.
    fn showing_scores(mut self, scores: ScoreGame) -> State {
        self.form.edit("scores", scores.text(), None);
        self.playback = Playback::new(0, None, scores.run.last(), self.playback.playhead.speed);
        self.scores = scores;
        self
    }

    /// The state after `action`.
    fn apply(mut self, action: Action) -> State {
        match action {
            Action::Step(action) => self.playback = self.playback.apply(action),
            Action::SetMode(mode) => {
                let game = self.game.clone();
                return State { mode, ..self }.showing(game);
            }
            Action::Form(FormAction::Edit("scores", text)) => {
                self.form.check("scores", text, parse_score_states)
            }
            Action::Form(FormAction::Submit) if self.mode == Mode::MaxDif => {
                match parse_score_states(&self.form.text("scores")) {
                    Ok(graph) => return self.showing_scores(ScoreGame::new(graph)),
                    Err(error) => self.form.set_errors(vec![error]),
                }
            }
            Action::Form(FormAction::Edit(name, text)) => {
                let endless = name == "infinitePlay";
                self.form.check_request::<StateGraphRequest>(name, text);
                if endless {
                    return self.submitted();
                }
            }
            Action::Form(FormAction::Submit | FormAction::Example(_)) => return self.submitted(),
            Action::Preset(name) => {
                if let Some(request) = preset(&name) {
                    self.notices.clear();
                    return self.showing(Game::new(request));
                }
            }
            Action::SetLiteral(name) => {
                if let Ok(literal) = parse_choice("literal", &name, LITERALS) {
                    let game = self.game.clone();
                    return State { literal, ..self }.showing(game);
                }
            }
            Action::Cancel => self.solving = false,
            Action::Solve => self.solving = true,
            Action::OpenFlaw => {
                if let Some(request) = preset(self.literal.flaw_preset()) {
                    return self.showing(Game::new(request));
                }
            }
        }
        self
    }

    /// The form submitted: its game opened, or its messages shown.
    fn submitted(mut self) -> State {
        match self.form.submit::<StateGraphRequest>() {
            Some(request) => self.showing(Game::new(request)),
            None => self,
        }
    }

    /// Whether the mode steps through a run.
    pub fn stepped(&self) -> bool {
        match self.mode {
            Mode::Literal => false,
            Mode::MaxDif => self.scores.drawing.is_some(),
            _ => self.game.drawing.is_some(),
        }
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let given = StateGraphRequest::FIELDS.iter().filter(|&&name| link.has(name)).count();
        // The division game from 12 has 12 states, far below the presets' limit.
        let default = || preset("division-12").expect("the default preset is generated");
        let request = if given == 0 {
            default()
        } else {
            StateGraphRequest::from_fields(params).unwrap_or_else(|errors| {
                for error in errors {
                    link.notice(format!("The link's {error}. Showing the division game instead."));
                }
                default()
            })
        };
        let mode = link.read_choice("mode", MODES).unwrap_or(Mode::Queue);
        let literal = link.only(mode == Mode::Literal, |link| {
            link.read_choice("literal", LITERALS).unwrap_or(Literal::Queue)
        });
        let scores = link.only(mode == Mode::MaxDif, |link| {
            link.read("scores", parse_score_states).map(ScoreGame::new)
        });
        let empty = State {
            scores: scores.unwrap_or_else(ScoreGame::coins),
            mode,
            game: Game::new(request.clone()),
            run: Rc::new(Run::none(0)),
            playback: Playback::default(),
            literal,
            comparison: None,
            solving: true,
            form: Form::default(),
            notices: Vec::new(),
        };
        let game = empty.game.clone();
        let mut state = empty.showing(game);
        let stepped = state.stepped();
        let last = state.last();
        state.playback = link.only(stepped, |link| Playback::read_steps(link, last));
        state.notices = link.finish_with::<StateGraphRequest>();
        state
    }

    fn link(&self) -> Fields {
        let mut link = Fields::new();
        self.game.request.write_fields(&mut link);
        link.set("mode", choice_name(MODES, &self.mode));
        if self.mode == Mode::Literal {
            link.set("literal", choice_name(LITERALS, &self.literal));
        }
        if self.mode == Mode::MaxDif {
            link.set("scores", self.scores.text());
        }
        if self.stepped() {
            self.playback.write(&mut link);
        }
        link
    }
}

reducer!(State, Action);

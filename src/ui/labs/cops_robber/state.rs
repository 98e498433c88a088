//! The cop-and-robber lab's state: the graph analysed, the elimination and replay steps, the
//! game against the computer, and the reducer (no views).

use crate::api::cops_robber::RULES;
use crate::solve::cops_robber::{
    Analysis, AnalysisJob, Elimination, EliminationFrame, Event as EliminationEvent, GameValues,
    Run, Side, Standing, StepKind, play_out,
};
use crate::solve::graph::Graph;
use crate::solve::graph_presets::PRESET_NAMES;
use crate::ui::kit::prelude::*;
use crate::ui::kit::stepper::DEFAULT_SPEED;
use crate::ui::widgets::graph_view::DRAW_LIMIT;

/// The estimated work of an analysis done at once; a larger one runs in time slices.
pub const SYNC_WORK: u64 = 400_000;
/// Moves replayed on a graph where the robber escapes.
pub const ESCAPE_REPLAY_MOVES: usize = 16;

modes!(Mode { Eliminate: "eliminate" => "Elimination", Replay: "replay" => "The cop's strategy", Play: "play" => "Play the computer" });
/// The sides the student may play, as links name them.
pub const SIDES: &[(&str, Side)] = &[("robber", Side::Robber), ("cop", Side::Cop)];

/// A graph analysed: the input it came from, the analysis, the elimination's frames and the
/// replayed game.
#[derive(Debug)]
pub struct Solved {
    pub input: GraphInput,
    pub analysis: Analysis,
    /// The event log of every elimination run, replayed (its events taken from the analysis).
    pub frames: Replay<EliminationFrame, EliminationEvent>,
    /// Whether the log holds the paper's two runs (small graphs only).
    pub paper: bool,
    /// The replay: cop start, robber start, then the moves.
    pub replay: Vec<u32>,
}

impl Solved {
    pub fn new(input: GraphInput, mut analysis: Analysis) -> Solved {
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
    pub fn frame(&self, step: u32) -> EliminationFrame {
        let steps = &self.analysis.log.steps;
        let end = steps.get(step as usize).or(steps.last()).copied().unwrap_or(0);
        // The log's length is far below 2^32 events.
        self.frames.frame(u32::try_from(end).unwrap_or(u32::MAX))
    }

    pub fn graph(&self) -> &Graph {
        &self.input.graph
    }

    /// The number of vertices the elimination leaves.
    pub fn remaining_count(&self) -> usize {
        self.analysis.dismantling.remaining.len()
    }

    pub fn eliminations(&self) -> &[Elimination] {
        &self.analysis.dismantling.eliminated
    }

    /// The replay's last step.
    pub fn replay_last(&self) -> u32 {
        self.replay.len().saturating_sub(1) as u32
    }
}

/// The elimination's steps: the start, each removal round as its pair found and then its
/// vertex removed, and the verdict.
impl Timeline for Solved {
    const ASKS: bool = true;

    fn last(&self) -> u32 {
        self.analysis.dismantling.last_step()
    }

    fn label(&self, k: u32) -> String {
        self.analysis.dismantling.step_label(k)
    }

    fn sentence(&self, k: u32) -> String {
        self.analysis.dismantling.step_sentence(k, self.graph().vertex_count())
    }

    /// Before a pair is found: the dominated vertex Y named, which vertex X dominates it? The
    /// options are X and the other vertices still in the graph that do not dominate Y, its
    /// neighbours first (at most [`MAX_OPTIONS`]), so exactly one is right (none when it is the
    /// only vertex left to offer). Before the verdict: who wins, the cop or the robber? (On a
    /// graph with no dominated vertex, such as Petersen's, the only question.)
    fn question(&self, k: u32) -> Option<Question> {
        let dismantling = &self.analysis.dismantling;
        let i = match dismantling.step_kind(k) {
            StepKind::Found(i) => i,
            StepKind::Verdict => {
                let winner = usize::from(!dismantling.cop_wins());
                let prompt = "Who wins on this graph: the cop or the robber?";
                return Some(choice_question(prompt.into(), &VERDICT_OPTIONS, winner));
            }
            StepKind::Start | StepKind::Removed(_) => return None,
        };
        let Elimination { vertex: y, dominated_by: x } = dismantling.eliminated[i];
        let graph = self.graph();
        let alive = |v: u32| v != y && !dismantling.eliminated[..i].iter().any(|e| e.vertex == v);
        let neighbours: Vec<u32> =
            graph.neighbours(y).iter().copied().filter(|&v| alive(v)).collect();
        let dominates = |d: u32| {
            neighbours.contains(&d) && neighbours.iter().all(|&z| z == d || graph.has_edge(d, z))
        };
        // Y's neighbours first, then the other vertices, each in increasing order (a partition of
        // an increasing list, not a sort by a key: one more sort would add its own 3 KB of code).
        let (mut options, others): (Vec<u32>, Vec<u32>) = (0..graph.vertex_count())
            .filter(|&v| alive(v) && (v == x || !dominates(v)))
            .partition(|v| neighbours.contains(v));
        options.extend(others);
        options.truncate(MAX_OPTIONS);
        options.sort_unstable();
        let correct = options.iter().position(|&v| v == x).filter(|_| options.len() > 1)?;
        let options: Vec<String> = options.iter().map(u32::to_string).collect();
        let options: Vec<&str> = options.iter().map(String::as_str).collect();
        let prompt = format!("Y = {y} is dominated next. Which vertex X dominates it?");
        Some(choice_question(prompt, &options, correct))
    }
}

/// The most vertices offered as a question's options.
const MAX_OPTIONS: usize = 12;

/// The options of the verdict's question: the cop wins, or the robber escapes.
pub const VERDICT_OPTIONS: [&str; 2] = ["the cop", "the robber"];

/// The cop's strategy replayed: the two starts, then the moves.
pub struct Strategy(pub Rc<Solved>);

impl Timeline for Strategy {
    const ASKS: bool = true;

    fn last(&self) -> u32 {
        self.0.replay_last()
    }

    /// Before a move of the cop's: which vertex it moves to, asked only where exactly one of its
    /// moves brings the capture soonest (the replay's move). The starts and the robber's moves
    /// are not asked.
    fn question(&self, k: u32) -> Option<Question> {
        let (game, replay) = (self.0.analysis.game.as_ref()?, &self.0.replay);
        let to = *replay.get(k as usize).filter(|_| k >= 2 && mover(k as usize) == Side::Cop)?;
        let standing = Standing::after(&replay[..k as usize]);
        let best = game.best_value(&standing)?;
        let mut soonest = Game::moves(game, &standing)
            .into_iter()
            .filter(|v| game.standing_value(&game.play(&standing, v)) == best);
        if soonest.next() != Some(to) || soonest.next().is_some() {
            return None;
        }
        let (cop, robber) = (standing.cop?, standing.robber?);
        let prompt = format!(
            "The cop is at {cop}, the robber at {robber}. Which vertex does the cop move to ({cop} to stay)?"
        );
        number_question(prompt, to)
    }

    fn label(&self, k: u32) -> String {
        match k {
            0 => "cop starts".to_string(),
            1 => "robber starts".to_string(),
            k => format!("move {}", k - 1),
        }
    }

    fn sentence(&self, k: u32) -> String {
        let replay = &self.0.replay;
        match (&self.0.analysis.game, replay.get(k as usize)) {
            (Some(game), Some(&v)) => game.describe(&Standing::after(&replay[..k as usize]), &v),
            _ => String::new(),
        }
    }
}

/// A graph being analysed in slices.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pending {
    pub id: u64,
    pub progress: f64,
}

/// The lab's whole state.
#[derive(Clone, Debug)]
pub struct State {
    pub graph: GraphInput,
    pub solved: Option<Rc<Solved>>,
    pub pending: Option<Pending>,
    pub next_id: u64,
    pub mode: Mode,
    /// The elimination's steps and the replay's; a link's step waits in its mode's playback
    /// until the graph is analysed, then [`Playback::on_timeline`] fits it.
    pub steps: Playback,
    pub replay: Playback,
    /// The game against the computer (on no vertices until the graph's game is solved): cop
    /// start, robber start, then the moves, the student first when playing the cop.
    pub play: PlayState<GameValues>,
    /// The moves a link asks for, played once its graph is analysed.
    pub wanted_moves: Option<String>,
    pub notices: Vec<String>,
}

pub enum Action {
    Graph(GraphAction),
    Mode(Mode),
    Step(StepAction),
    Replay(StepAction),
    /// The game against the computer: a vertex chosen, the computer's reply, undo, or a new
    /// game (the student the cop, who moves first, when `NewGame(true)`).
    Play(PlayAction<u32>),
    Progress(u64, f64),
    Finished(u64, Rc<Analysis>),
    Cancel,
}

impl State {
    /// Analyses the current graph: at once when small, else by starting a sliced job.
    pub fn solve(&mut self) {
        self.next_id += 1;
        self.pending = Some(Pending { id: self.next_id, progress: 0.0 });
        let graph = &self.graph.graph;
        if self.graph.pending.is_none()
            && graph.vertex_count() <= DRAW_LIMIT
            && AnalysisJob::estimate(graph) <= SYNC_WORK
        {
            self.pending = None;
            self.install(Box::new(AnalysisJob::new(graph.clone())).finish());
        }
    }

    /// Puts an analysis of the current graph on screen, at the step the link asked for.
    pub fn install(&mut self, analysis: Analysis) {
        let solved = Rc::new(Solved::new(self.graph.clone(), analysis));
        self.fit(&solved);
        let game = solved.analysis.game.clone().unwrap_or_default();
        self.play = self.play.restarted(game, Standing::default());
        if let Some(text) = self.wanted_moves.take().filter(|_| solved.analysis.game.is_some()) {
            self.play_link_moves(&text);
        }
        self.solved = Some(solved);
    }

    /// Plays a link's moves while they are legal in turn; a notice says where they stop.
    fn play_link_moves(&mut self, text: &str) {
        let items = text.split(',').map(str::trim).filter(|item| !item.is_empty());
        for (index, item) in items.enumerate() {
            match item.parse::<u32>() {
                Ok(v) if self.play.game.is_legal(&self.play.position(), &v) => {
                    self.play.record.moves.push(v);
                }
                _ => {
                    let index = index + 1;
                    self.notices.push(format!(
                        "The link's moves: move {index} ('{item}') is not legal there; the game stops there."
                    ));
                    return;
                }
            }
        }
    }

    /// The playbacks on `solved`'s timelines.
    fn fit(&mut self, solved: &Solved) {
        // Only a link's step can be past the end (a new graph's analysis starts at step 0), and
        // only in the link's mode.
        let (steps, stepped_past) = self.steps.fit_later(solved.last());
        let (replay, replayed_past) = self.replay.fit_later(solved.replay_last());
        (self.steps, self.replay) = (steps, replay);
        self.notices.extend(if self.mode == Mode::Replay { replayed_past } else { stepped_past });
    }

    /// Both playbacks back at their start, as a new graph's analysis begins.
    fn rewind(&mut self) {
        self.steps = self.steps.on_timeline(0);
        self.replay = self.replay.on_timeline(0);
    }

    /// The side the student plays.
    pub fn role(&self) -> Side {
        if self.play.record.human_first { Side::Cop } else { Side::Robber }
    }
}

/// The game against the computer: a move is a vertex (a start, then a step or staying put),
/// said in the lab's words with the capture time it leads to; the computer plays
/// [`GameValues::computer_move`] (the robber running as far as it can among equal moves).
impl PlayGame for GameValues {
    fn move_text(&self, v: &u32) -> String {
        v.to_string()
    }

    fn parse_move(&self, text: &str) -> Option<u32> {
        text.parse().ok()
    }

    fn describe(&self, before: &Standing, &v: &u32) -> String {
        self.move_sentence(before, v)
    }

    fn reply(&self, standing: &Standing) -> Option<u32> {
        self.computer_move(standing)
    }
}

/// Who moves when `made` choices and moves have been made.
pub fn mover(made: usize) -> Side {
    if made.is_multiple_of(2) { Side::Cop } else { Side::Robber }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let graph =
            GraphInput::from_params(&mut link, params, RULES, PRESET_NAMES, Preset::Petersen);
        let mode = link.choice("mode", MODES, Mode::Eliminate);
        // Any step for now: the analysis fits it to the elimination's steps or the replay's. A
        // game keeps only the speed.
        let play_mode = mode == Mode::Play;
        let wanted = match play_mode {
            false => Playback::read_steps_later(&mut link),
            true => Playback::read_speed(&mut link, 0),
        };
        let start = wanted.on_timeline(0);
        let (steps, replay) = match mode {
            Mode::Replay => (start, wanted),
            _ => (wanted, start),
        };
        let role = link.only(play_mode, |link| link.choice("role", SIDES, Side::Robber));
        let play =
            PlayState::new(GameValues::default(), Standing::default(), role == Side::Cop, false);
        let mut state = State {
            graph,
            solved: None,
            pending: None,
            next_id: 0,
            mode,
            steps,
            replay,
            play,
            wanted_moves: link.only(play_mode, |link| link.get("moves")).map(str::to_string),
            notices: Vec::new(),
        };
        state.solve();
        let mut notices = link.finish(GRAPH_FIELDS);
        notices.append(&mut state.notices);
        state.notices = notices;
        state
    }

    fn link(&self) -> Fields {
        let mut params = graph_link(&self.graph, None);
        params.set("mode", choice_name(MODES, &self.mode));
        match self.mode {
            Mode::Eliminate => self.steps.write(&mut params),
            Mode::Replay => self.replay.write(&mut params),
            Mode::Play => {
                params.set("role", choice_name(SIDES, &self.role()));
                if !self.play.record.moves.is_empty() {
                    let moves: Vec<String> =
                        self.play.record.moves.iter().map(u32::to_string).collect();
                    params.set("moves", moves.join(","));
                }
                if self.steps.playhead.speed != DEFAULT_SPEED {
                    params.set("speed", self.steps.playhead.speed.to_string());
                }
            }
        }
        params
    }
}

reducer!(State, Action, |old, mut next, action| {
    match action {
        Action::Graph(action) => match next.graph.apply(action) {
            Change::Graph => {
                next.notices.clear();
                next.play.record.moves.clear();
                next.rewind();
                next.solve();
            }
            Change::Layout | Change::Nothing => {}
        },
        Action::Mode(mode) => next.mode = mode,
        Action::Step(action) => next.steps = old.steps.apply(action),
        Action::Replay(action) => next.replay = old.replay.apply(action),
        Action::Play(action) => next.play = next.play.apply(action),
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
            match &old.solved {
                Some(solved) => {
                    next.graph = solved.input.clone();
                    next.fit(solved);
                }
                None => {
                    next.graph = GraphInput::from_preset(Preset::Petersen, RULES, PRESET_NAMES);
                    next.solve();
                }
            }
        }
    }
    next
});

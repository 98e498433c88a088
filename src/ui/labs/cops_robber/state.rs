//! The cop-and-robber lab's state: the graph analysed, the elimination and replay steps, the
//! game against the computer, and the reducer (no views).

use std::rc::Rc;

use yew::prelude::*;

use crate::api::cops_robber::RULES;
use crate::api::fields::{Fields, parse_choice, parse_count};
use crate::api::graph::GRAPH_FIELDS;
use crate::solve::cops_robber::{
    Analysis, AnalysisJob, Elimination, EliminationFrame, Event as EliminationEvent, GameValues,
    Run, Side, Standing, play_out,
};
use crate::solve::graph::Graph;
use crate::solve::graph_presets::{PRESET_NAMES, Preset};
use crate::solve::play::Game;
use crate::solve::stepwise::Stepwise;
use crate::ui::kit::controls::LinkParams;
use crate::ui::kit::lab::LabState;
use crate::ui::kit::match_record::{MatchRecord, read_moves};
use crate::ui::kit::stepper::{DEFAULT_SPEED, Playhead, StepCommand, parse_speed_field};
use crate::ui::kit::timeline::Replay;
use crate::ui::route::View;
use crate::ui::widgets::graph_input::{Change, GraphAction, GraphInput};
use crate::ui::widgets::graph_view::DRAW_LIMIT;

pub const VIEW_PARAMS: &[&str] = &["mode", "step", "speed", "role", "moves", "pos"];
/// slices.
pub const SYNC_WORK: u64 = 400_000;
/// Moves replayed on a graph where the robber escapes.
pub const ESCAPE_REPLAY_MOVES: usize = 16;

/// What the lab shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Eliminate,
    Replay,
    Play,
}

pub const MODES: &[(&str, Mode)] =
    &[("eliminate", Mode::Eliminate), ("replay", Mode::Replay), ("play", Mode::Play)];

pub fn mode_name(mode: Mode) -> &'static str {
    MODES.iter().find(|(_, m)| *m == mode).map_or("eliminate", |(name, _)| name)
}

pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::Cop => "cop",
        Side::Robber => "robber",
    }
}

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

    /// The elimination stepper's last step.
    pub fn last_step(&self) -> u32 {
        2 * self.eliminations().len() as u32 + 1
    }
}

/// What an elimination step shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    /// The graph as given, the counters initialised.
    Start,
    /// Pair i found: Y dominated by X.
    Found(usize),
    /// Pair i's Y removed.
    Removed(usize),
    /// What is left: the verdict.
    Verdict,
}

pub fn step_kind(step: u32, eliminations: usize) -> StepKind {
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
pub struct Pending {
    pub id: u64,
    pub progress: f64,
}

/// The view a link asks for, applied once its graph is analysed.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Wanted {
    pub step: u32,
    pub moves: Option<String>,
}

/// The lab's whole state.
#[derive(Clone, Debug)]
pub struct State {
    pub graph: GraphInput,
    pub solved: Option<Rc<Solved>>,
    pub pending: Option<Pending>,
    pub next_id: u64,
    pub mode: Mode,
    pub steps: Playhead,
    pub replay: Playhead,
    /// The side the student plays.
    pub role: Side,
    /// The game being played: cop start, robber start, then the moves.
    pub record: MatchRecord<u32>,
    pub wanted: Wanted,
    pub notices: Vec<String>,
}

pub enum Action {
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
    pub fn solve(&mut self) {
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
    pub fn install(&mut self, analysis: Analysis) {
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
    pub fn standing(&self) -> Standing {
        Standing::after(&self.record.moves)
    }

    pub fn game(&self) -> Option<&GameValues> {
        self.solved.as_ref().and_then(|solved| solved.analysis.game.as_ref())
    }

    /// Whether the computer is to move in the game being played.
    pub fn computers_turn(&self) -> bool {
        self.mode == Mode::Play
            && self.pending.is_none()
            && self.game().is_some()
            && !self.standing().caught()
            && !self.record.humans_turn()
    }

    /// A new game with the student as `role`.
    pub fn new_game(&mut self, role: Side) {
        self.role = role;
        self.record = MatchRecord::new(role == Side::Cop);
    }
}

/// Who moves when `made` choices and moves have been made.
pub fn mover(made: usize) -> Side {
    if made.is_multiple_of(2) { Side::Cop } else { Side::Robber }
}

/// Whether the cop has caught the robber after `moves`.
pub fn game_over(moves: &[u32]) -> bool {
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

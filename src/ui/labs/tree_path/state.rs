//! The tree-path lab's state: the tree and its values, the rerooting passes as a timeline, the
//! game against the computer, and the link that reproduces them.
//!
//! Frame 0 shows the tree rooted at `root`; frames 1..=n are the bottom-up pass (win and ntwin,
//! sons before their parent), frames n+1..=2n the top-down pass (ntrwin' of the parent, then
//! ntrwin and rwin): the solver's events replayed.

use crate::api::fields::parse_count;
use crate::api::tree_path::{TREE_RULES, TreePathRequest};
use crate::solve::layout::hung_from;
use crate::solve::tree_path::{PathEnd, Rerooting, RerootingEvent, TreePathGame};
use crate::ui::kit::prelude::*;

/// The graph families offered: the trees among them.
const FAMILIES: &[&str] = &["path", "star", "tree"];
const DEFAULT_TREE: Preset = Preset::RandomTree { n: 12, seed: 4 };

impl PlayGame for TreePathGame {
    const HINT: bool = true;
    const NEW_GAME: [&'static str; 2] = ["New game: you are A", "New game: you are B"];

    // A move is the vertex marked.
    crate::number_moves!();

    fn describe(&self, _: &PathEnd, v: &u32) -> String {
        format!("mark {v}")
    }
}

modes!(Mode { Passes: "passes" => "Rerooting passes", Play: "play" => "Play the computer" });

/// How far the passes have got at a vertex.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Known {
    Nothing,
    /// win and ntwin, from the bottom-up pass.
    Rooted,
    /// ntrwin and rwin too, from the top-down pass.
    Rerooted,
}

/// A tree with its values and the passes that computed them.
#[derive(Debug)]
pub struct Solved {
    pub game: TreePathGame,
    /// Every value of both passes.
    pub values: Rerooting,
    /// The passes' visits replayed: what is known at each vertex.
    pub passes: Replay<Vec<Known>, RerootingEvent>,
}

impl Solved {
    /// Solves `tree`'s game from `root`, recording the passes.
    fn new(game: TreePathGame, root: u32) -> Solved {
        let mut events = Vec::new();
        let values = Rerooting::traced(&game.tree, root, &mut events);
        let start = vec![Known::Nothing; game.tree.len() as usize];
        let passes = Replay::new(start, events, |known, event| match *event {
            RerootingEvent::BottomUp { v, .. } => known[v as usize] = Known::Rooted,
            RerootingEvent::TopDown { v, .. } => known[v as usize] = Known::Rerooted,
        });
        Solved { game, values, passes }
    }

    pub fn vertices(&self) -> u32 {
        self.game.tree.len()
    }

    /// The visit frame `k` shows (`None` at the start).
    pub fn visit(&self, k: u32) -> Option<RerootingEvent> {
        k.checked_sub(1).and_then(|index| self.passes.events().get(index as usize)).copied()
    }
}

impl Timeline for Solved {
    const ASKS: bool = true;

    fn last(&self) -> u32 {
        self.passes.last()
    }

    fn label(&self, k: u32) -> String {
        match self.visit(k) {
            None => "start".to_string(),
            Some(RerootingEvent::BottomUp { v, .. }) => format!("pass 1: vertex {v}"),
            Some(RerootingEvent::TopDown { v, .. }) => format!("pass 2: vertex {v}"),
        }
    }

    fn sentence(&self, k: u32) -> String {
        match self.visit(k) {
            None => format!(
                "The tree rooted at {}. The first pass goes bottom-up: win(i) = true when no son of i \
                 is a win (a leaf has no son, so the player who marks it wins), and ntwin(i) counts the \
                 winning sons.",
                self.values.root
            ),
            Some(event) => self.values.sentence(&self.game.tree, event),
        }
    }

    /// Before each visit: win(v) in the first pass, rwin(v) in the second.
    fn question(&self, k: u32) -> Option<Question> {
        let (pass, name, v, value) = match self.visit(k)? {
            RerootingEvent::BottomUp { v, win, .. } => (1, "win", v, win),
            RerootingEvent::TopDown { v, rwin, .. } => (2, "rwin", v, rwin),
        };
        let prompt = format!("Pass {pass}: is {name}({v}) true or false?");
        Some(choice_question(prompt, &["true", "false"], usize::from(!value)))
    }
}

/// The lab's whole state.
#[derive(Clone, Debug)]
pub struct State {
    pub graph: GraphInput,
    /// The tree's values, or why the graph is not a tree.
    pub solved: Result<Rc<Solved>, String>,
    pub root: u32,
    pub mode: Mode,
    pub playback: Playback,
    /// The game against the computer on the tree (none when the graph is not a tree).
    pub play: Option<PlayState<TreePathGame>>,
    pub notices: Vec<String>,
}

/// What the student (or the computer's timer) does.
pub enum Action {
    /// An edit of the tree or a new one.
    Graph(GraphAction),
    Step(StepAction),
    SetMode(Mode),
    SetRoot(u32),
    /// A move of the game, undo, a new game, the hint, the computer's reply.
    Play(PlayAction<u32>),
}

reducer!(State, Action);

fn solve(graph: &GraphInput, root: u32) -> Result<Rc<Solved>, String> {
    let request = TreePathRequest::new((*graph.graph).clone()).map_err(|error| error.message)?;
    let root = root.min(request.tree.len() - 1);
    Ok(Rc::new(Solved::new(TreePathGame::new(request.tree), root)))
}

/// The tree drawn in layers below `root` as the passes root it, when its layers are the
/// layout's own (below its centre, or below the root `from` it had).
fn hang(graph: &mut GraphInput, from: u32, root: u32) {
    let hung = graph.points.as_ref().filter(|_| !graph.placed);
    if let Some(points) = hung.and_then(|points| hung_from(&graph.graph, points, from, root)) {
        graph.points = Some(Rc::new(points));
    }
}

fn last_step(solved: &Result<Rc<Solved>, String>) -> u32 {
    solved.as_ref().map_or(0, |solved| solved.last())
}

impl State {
    fn apply(mut self, action: Action) -> State {
        match action {
            Action::Graph(action) => match self.graph.apply(action) {
                Change::Graph => {
                    let from = self.root;
                    self.resolved(from)
                }
                _ => self,
            },
            Action::Step(action) => State { playback: self.playback.apply(action), ..self },
            Action::SetMode(mode) => State { mode, ..self },
            Action::SetRoot(root) => {
                let from = self.root;
                State { root, ..self }.resolved(from)
            }
            Action::Play(action) => {
                State { play: self.play.map(|play| play.apply(action)), ..self }
            }
        }
    }

    /// Solves again after the graph or the root changed (from root `from`), back to step 0 and
    /// a new game (by the same players, with the same hint).
    fn resolved(mut self, from: u32) -> State {
        self.root = self.root.min(self.graph.graph.vertex_count() - 1);
        hang(&mut self.graph, from, self.root);
        self.solved = solve(&self.graph, self.root);
        self.playback = self.playback.restart(last_step(&self.solved));
        let (first, hint) =
            self.play.as_ref().map_or((true, false), |play| (play.record.human_first, play.hint));
        self.play = self
            .solved
            .as_ref()
            .ok()
            .map(|solved| PlayState::new(solved.game.clone(), PathEnd::START, first, hint));
        self
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let mut graph =
            GraphInput::from_params(&mut link, params, TREE_RULES, FAMILIES, DEFAULT_TREE);
        let n = graph.graph.vertex_count();
        let mode = link.choice("mode", MODES, Mode::Passes);
        let passes = mode == Mode::Passes;
        let root = link.only(passes, |link| {
            link.read("root", |text| parse_count("root", text, u64::from(n - 1)))
        });
        let root = root.map_or(0, |root| root as u32);
        hang(&mut graph, root, root);
        let solved = solve(&graph, root);
        let playback = link.only(passes, |link| Playback::read_steps(link, last_step(&solved)));
        let play = solved.as_ref().ok().map(|solved| {
            link.only(!passes, |link| PlayState::read(link, solved.game.clone(), PathEnd::START))
        });
        let notices = link.finish(GRAPH_FIELDS);
        State { graph, solved, root, mode, playback, play, notices }
    }

    fn link(&self) -> Fields {
        let passes = self.mode == Mode::Passes;
        let mut params = graph_link(&self.graph, passes.then_some(&self.playback));
        params.set("mode", choice_name(MODES, &self.mode));
        match (self.mode, &self.play) {
            (Mode::Passes, _) => params.set("root", self.root.to_string()),
            (Mode::Play, Some(play)) => play.write(&mut params),
            (Mode::Play, None) => {}
        }
        params
    }
}

//! The hidden-evader lab's state: the graph, its recognition, the search's steps as a
//! timeline, and the link that reproduces them.
//!
//! Frames 0-3 show the paper's recognition of extended caterpillars (the graph, its leaves, its
//! leaf-neighbours, the central path); the frames after show the exact search's answer: the
//! sets of vertices where the evader may still be, probe by probe, until none is left (or why
//! none of the probe sequences works).

use crate::api::hidden_evader::EVADER_RULES;
use crate::solve::graph::Graph;
use crate::solve::hidden_evader::{
    EvaderSearch, MAX_EXACT_VERTICES, Recognition, Role, SearchResult, recognise,
};
use crate::solve::stepwise::Computed;
use crate::ui::kit::graph_lab::EVERY_FAMILY;
use crate::ui::kit::prelude::*;

/// The graph shown by default: a random tree that is an extended caterpillar.
const DEFAULT_GRAPH: Preset = Preset::RandomTree { n: 9, seed: 2 };
/// The recognition's frames after the graph: leaves, leaf-neighbours, central path.
const RECOGNITION_STEPS: u32 = 3;

/// What a frame shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Frame {
    Graph,
    Leaves,
    LeafNeighbours,
    /// The central vertices, and the central path or what keeps them from forming one.
    CentralPath,
    /// The probe with this index, from the set of positions before it.
    Probe(usize),
    Verdict,
}

/// The lab's frames: the recognition, then the exact search's probes and its verdict.
#[derive(Clone, Debug)]
pub struct Steps {
    pub recognition: Rc<Recognition>,
    /// The exact search's answer (`None` while it runs, when cancelled, or above its limit).
    pub result: Option<Rc<SearchResult>>,
}

impl Steps {
    fn vertices(&self) -> u32 {
        self.recognition.roles.len() as u32
    }

    /// The probes of a winning search (none when the evader escapes).
    pub fn probes(&self) -> &[u32] {
        match &self.result {
            Some(result) if result.searcher_wins => &result.probes,
            _ => &[],
        }
    }

    /// What frame `k` shows.
    pub fn frame(&self, k: u32) -> Frame {
        match k {
            0 => Frame::Graph,
            1 => Frame::Leaves,
            2 => Frame::LeafNeighbours,
            3 => Frame::CentralPath,
            k => {
                let index = (k - RECOGNITION_STEPS - 1) as usize;
                if index < self.probes().len() { Frame::Probe(index) } else { Frame::Verdict }
            }
        }
    }
}

impl Timeline for Steps {
    const ASKS: bool = true;

    fn last(&self) -> u32 {
        RECOGNITION_STEPS
            + match &self.result {
                Some(result) if result.searcher_wins => result.probes.len() as u32 + 1,
                Some(_) => 1,
                None => 0,
            }
    }

    fn label(&self, k: u32) -> String {
        match self.frame(k) {
            Frame::Graph => "the graph".to_string(),
            Frame::Leaves => "leaves".to_string(),
            Frame::LeafNeighbours => "leaf-neighbours".to_string(),
            Frame::CentralPath => "central path".to_string(),
            Frame::Probe(index) => format!("probe {}", index + 1),
            Frame::Verdict => "verdict".to_string(),
        }
    }

    fn sentence(&self, k: u32) -> String {
        match (self.frame(k), self.result.as_deref()) {
            (Frame::Graph, _) => "First the paper's recognition: mark the leaves, then the leaf-neighbours; what is left must form a path in every component.".to_string(),
            (Frame::Leaves, _) => {
                format!("Leaves (degree 1): {}.", self.recognition.listed(Role::Leaf))
            }
            (Frame::LeafNeighbours, _) => format!(
                "Leaf-neighbours (not leaves, with exactly one neighbour that is not a leaf): {}.",
                self.recognition.listed(Role::LeafNeighbour)
            ),
            (Frame::CentralPath, _) => self.recognition.central_sentence(),
            (Frame::Probe(index), Some(result)) => result.probe_sentence(index, self.vertices()),
            (Frame::Probe(_) | Frame::Verdict, result) => SearchResult::verdict_sentence(result),
        }
    }

    /// Before each step of the recognition: how many leaves, how many leaf-neighbours, whether
    /// every component is an extended caterpillar; before the search's first frame: who wins.
    fn question(&self, k: u32) -> Option<Question> {
        let count = |role| self.recognition.roles.iter().filter(|&&r| r == role).count() as u64;
        let yes_no = |prompt: &str, yes: bool| {
            choice_question(prompt.to_string(), &["yes", "no"], usize::from(!yes))
        };
        match self.frame(k) {
            Frame::Graph => None,
            Frame::Leaves => number_question(
                "How many leaves (vertices of degree 1) does the graph have?".to_string(),
                count(Role::Leaf),
            ),
            Frame::LeafNeighbours => number_question(
                "How many leaf-neighbours (not leaves, with exactly one neighbour that is not a \
                 leaf) does it have?"
                    .to_string(),
                count(Role::LeafNeighbour),
            ),
            Frame::CentralPath => Some(yes_no(
                "Does what is left form a path in every component (is every component an \
                 extended caterpillar)?",
                self.recognition.all_extended_caterpillars(),
            )),
            Frame::Probe(_) | Frame::Verdict if k == RECOGNITION_STEPS + 1 => {
                let result = self.result.as_deref()?;
                Some(yes_no("Can the searcher always find the evader?", result.searcher_wins))
            }
            Frame::Probe(_) | Frame::Verdict => None,
        }
    }
}

/// What the exact search is asked to do: search `graph`, unless `run` is false.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchKey {
    pub graph: Shared<Graph>,
    /// Whether to search (false after Cancel).
    pub run: bool,
}

/// The exact search, or (above its limit, where the lab shows the characterisation instead,
/// or when cancelled) an empty result at once.
pub fn start_search(key: &SearchKey) -> Box<dyn Stepwise<Output = SearchResult>> {
    if !key.run || key.graph.0.vertex_count() > MAX_EXACT_VERTICES {
        let unused = SearchResult {
            searcher_wins: false,
            probes: Vec::new(),
            sets: Vec::new(),
            explored: 0,
        };
        return Box::new(Computed(unused));
    }
    Box::new(EvaderSearch::new(&key.graph.0))
}

/// The exact search's cost: 2^n sets, each tried with up to n probes.
pub fn search_work(n: u32) -> u64 {
    (1u64 << n) * u64::from(n)
}

/// The lab's whole state.
#[derive(Clone, Debug)]
pub struct State {
    pub graph: GraphInput,
    pub recognition: Rc<Recognition>,
    /// Where the steps are; the last step is known once the search is done.
    pub playback: Playback,
    /// Whether the exact search runs (false once cancelled, until asked again or a new graph).
    pub search: bool,
    /// How much of a large family's graph ([`GraphInput::pending`]) is built.
    pub building: f64,
    pub notices: Vec<String>,
}

/// What the student does.
pub enum Action {
    Graph(GraphAction),
    /// A move through the steps, with the last step as it is now known.
    Step(StepAction, u32),
    /// Run the exact search, or stop it.
    Search(bool),
    /// How much of the pending family's graph is built.
    Building(f64),
    /// The pending family's graph, built.
    Built(Preset, Rc<Graph>),
    /// Stop building it, keeping the graph shown.
    StopBuilding,
}

reducer!(State, Action);

impl State {
    /// The state after `action`: a new graph is recognised and searched again from step 0.
    fn apply(mut self, action: Action) -> State {
        match action {
            Action::Graph(action) => match self.graph.apply(action) {
                Change::Graph => State {
                    recognition: Rc::new(recognise(&self.graph.graph)),
                    playback: self.playback.on_timeline(0),
                    search: true,
                    ..self
                },
                _ => self,
            },
            Action::Step(action, last) => {
                State { playback: self.playback.on_timeline(last).apply(action), ..self }
            }
            Action::Search(search) => State { search, ..self },
            Action::Building(building) => State { building, ..self },
            // At the step the link asked for: the timeline is not known until the search ends.
            Action::Built(preset, graph) => {
                self.graph.install_built(preset, graph);
                State { recognition: Rc::new(recognise(&self.graph.graph)), search: true, ..self }
            }
            Action::StopBuilding => {
                self.graph.cancel_pending();
                self
            }
        }
    }

    /// Whether the exact search applies and is wanted.
    pub fn exact(&self) -> bool {
        self.search && self.graph.graph.vertex_count() <= MAX_EXACT_VERTICES
    }

    pub fn search_key(&self) -> SearchKey {
        SearchKey { graph: Shared(self.graph.graph.clone()), run: self.exact() }
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let graph =
            GraphInput::from_params(&mut link, params, EVADER_RULES, EVERY_FAMILY, DEFAULT_GRAPH);
        // The search's length is not known yet: any step up to a bound, clamped when it is.
        let most = RECOGNITION_STEPS + (1 << MAX_EXACT_VERTICES);
        let playback = Playback::read_steps(&mut link, most);
        let notices = link.finish(GRAPH_FIELDS);
        State {
            recognition: Rc::new(recognise(&graph.graph)),
            playback,
            search: true,
            building: 0.0,
            graph,
            notices,
        }
    }

    fn link(&self) -> Fields {
        graph_link(&self.graph, Some(&self.playback))
    }
}

//! The pursuit lab's state: the graph, the game's form and the game it last described, the
//! perfect play-out as a timeline, and the link that reproduces them.

use crate::api::pursuit::{
    PursuitRequest, agent_name, pursuit_graph_rules, renumber_after_removal,
};
use crate::solve::pursuit::{
    Ending, PlayOut, Pursuit, PursuitJob, RobberStatus, Side, Solution, Step, best_moves,
    outcome_text,
};
use crate::ui::kit::graph_lab::EVERY_FAMILY;
use crate::ui::kit::prelude::*;
use crate::ui::widgets::graph_view::GraphEdit;

const DEFAULT_GRAPH: Preset = Preset::Grid(3, 4);
/// The game's own fields with the example opened by a link without any game or graph field:
/// two cops keep a robber from its safe corner and catch it. A link with some of them leaves
/// the others at `cgt.solve`'s defaults (the schedule every cop then every robber, no safe
/// vertices, every robber to capture or to save, capture on meeting, staying put only along
/// loops, directed edges), as does an empty form field.
pub const GAME_DEFAULTS: &[(&str, &str)] = &[
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

/// The choices `cgt.solve` takes when a request leaves them out (capture on meeting, staying put
/// only along loops, directed edges): a form showing a link without them shows these.
pub const CHOICE_DEFAULTS: &[(&str, &str)] =
    &[("capture", "meet"), ("stay", "no"), ("directed", "yes")];

/// The form showing the game fields of `fields` (a link's), or of the example when `example`;
/// a choice the link leaves out shows the choice it stands for.
fn game_form(fields: &Fields, example: bool) -> Form {
    let mut shown = Fields::new();
    for &(name, default) in GAME_DEFAULTS {
        let left_out = CHOICE_DEFAULTS.iter().find(|(choice, _)| *choice == name);
        let left_out = left_out.map(|&(_, value)| value).unwrap_or_default();
        let given = fields.get(name).filter(|text| !text.is_empty());
        shown.set(name, given.or(example.then_some(default)).unwrap_or(left_out));
    }
    Form::showing(shown)
}

/// The form showing `request`'s game fields, in canonical form with every default written.
fn showing(request: &PursuitRequest) -> Form {
    game_form(Form::of(request).fields(), false)
}

/// The fields typed; an empty one is left out, so it takes its default (a missing start vertex
/// list is reported as missing).
fn typed(form: &Form) -> Fields {
    let mut fields = Fields::new();
    for &(name, _) in GAME_DEFAULTS.iter().filter(|(name, _)| !form.text(name).trim().is_empty()) {
        fields.set(name, form.text(name));
    }
    fields
}

/// Renumbers the vertices in the start and safe fields after vertex `removed` was deleted (the
/// ones above it move down by one); a field that named `removed` itself gets a message.
fn renumber(form: &mut Form, removed: u32) -> Vec<FieldError> {
    let mut errors = Vec::new();
    for name in ["cops", "robbers", "safe"] {
        match renumber_after_removal(&form.text(name), removed) {
            Some(renumbered) => form.edit(name, renumbered, None),
            None => errors.push(FieldError::new(
                name,
                format!("vertex {removed} was deleted; choose another vertex"),
            )),
        }
    }
    errors
}

/// The lab's whole state.
#[derive(Clone, Debug)]
pub struct State {
    pub graph: GraphInput,
    pub form: Form,
    /// The game being shown (the last one the form described correctly).
    pub request: Option<Shared<PursuitRequest>>,
    /// Where the play-out is; the last move is known once the game is solved.
    pub playback: Playback,
    pub notices: Vec<String>,
}

/// What the student does.
pub enum Action {
    /// An edit of the graph or a new one.
    Graph(GraphAction),
    /// An edit of the game's form, or Solve.
    Form(FormAction),
    /// A move through the play-out, with the last move as it is now known.
    Step(StepAction, u32),
    /// Stop solving the game on screen.
    Cancel,
}

reducer!(State, Action);

impl State {
    fn apply(mut self, action: Action) -> State {
        match action {
            Action::Graph(action) => {
                let removed = match &action {
                    GraphAction::Edit(GraphEdit::RemoveVertex(v)) => Some(*v),
                    _ => None,
                };
                if self.graph.apply(action) == Change::Graph {
                    let deleted_starts = removed.map(|v| renumber(&mut self.form, v));
                    // A game on the old graph is no longer the one drawn: solve again, and
                    // show nothing old if the starts no longer fit.
                    self.request = None;
                    self = self.submitted();
                    if let Some(errors) = deleted_starts.filter(|errors| !errors.is_empty()) {
                        self.request = None;
                        self.form.set_errors(errors);
                    }
                }
            }
            Action::Form(FormAction::Edit(name, text)) => self.form.edit(name, text, None),
            Action::Form(FormAction::Submit | FormAction::Example(_)) => {
                self.notices.clear();
                self = self.submitted();
            }
            Action::Step(action, last) => {
                // The play-out's end is known once it is drawn: a link's step past it is put on
                // its last move, with a notice.
                let (playback, past) = self.playback.fit_later(last);
                self.notices.extend(past);
                self.playback = playback.apply(action);
            }
            Action::Cancel => {
                self.request = None;
                let cancelled = "solving was cancelled; press Solve to start again";
                self.form.set_errors(vec![FieldError::new("game", cancelled)]);
            }
        }
        self
    }

    /// Reads the form against the current graph: the new game, or the messages.
    fn submitted(mut self) -> State {
        let fields = typed(&self.form);
        let directed = PursuitRequest::parse_directed(&fields);
        if let Ok(directed) = directed
            && self.graph.rules.directed != directed
        {
            // Read the same edges the new way round (a family's edges are the same either way).
            let fields = graph_link(&self.graph, None);
            self.graph = read_graph(&mut LinkParams::new(&fields), &fields, directed);
        }
        if let Some(request) = game(&self.graph, &mut self.form, directed) {
            self.request = Some(request);
            self.playback = self.playback.on_timeline(0);
        }
        self
    }
}

/// The graph a link's `params` give, its edges read one way round when `directed`.
fn read_graph(link: &mut LinkParams, params: &Fields, directed: bool) -> GraphInput {
    GraphInput::from_params(
        link,
        params,
        pursuit_graph_rules(directed),
        EVERY_FAMILY,
        DEFAULT_GRAPH,
    )
}

/// The game `form` describes on `graph` (its edges read as `directed` says), shown in the form
/// in canonical form; or none, with the form's messages set.
fn game(
    graph: &GraphInput,
    form: &mut Form,
    directed: Result<bool, FieldError>,
) -> Option<Shared<PursuitRequest>> {
    match (directed, PursuitRequest::with_graph((*graph.graph).clone(), &typed(form))) {
        (Ok(_), Ok(request)) => {
            *form = showing(&request);
            Some(Shared(Rc::new(request)))
        }
        (directed, request) => {
            let errors = directed.err().into_iter().chain(request.err().into_iter().flatten());
            form.set_errors(errors.collect());
            None
        }
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let given = |name: &&str| params.get(name).is_some();
        let example = !GAME_DEFAULTS.iter().map(|(name, _)| name).any(given)
            && !GRAPH_FIELDS.iter().any(given);
        let mut form = game_form(params, example);
        let directed = PursuitRequest::parse_directed(&typed(&form)).unwrap_or(false);
        let graph = read_graph(&mut link, params, directed);
        let request = game(&graph, &mut form, Ok(directed));
        for error in form.errors() {
            link.notice(format!("The link's {error}. Fix it in the form."));
        }
        // The play-out's length is not known yet: any step for now, put on its last one once the
        // play-out is known (as a step past a shorter play-out is).
        let playback = Playback::read_steps_later(&mut link);
        let fields: Vec<&str> = GAME_DEFAULTS
            .iter()
            .map(|(name, _)| *name)
            .chain(GRAPH_FIELDS.iter().copied())
            .collect();
        State { graph, form, request, playback, notices: link.finish(&fields) }
    }

    fn link(&self) -> Fields {
        let mut params = graph_link(&self.graph, Some(&self.playback));
        // The game on screen, not what is being typed: the address reproduces the view.
        let shown = self.request.as_ref().map(|request| showing(&request.0));
        for &(name, _) in GAME_DEFAULTS {
            let text = shown.as_ref().unwrap_or(&self.form).text(name);
            // A field left empty takes its default: the link leaves it out too.
            if !text.is_empty() {
                params.set(name, text);
            }
        }
        params
    }
}

/// The game and every state's value.
pub type Solved = (Pursuit, Solution);

/// Solves the game in time slices.
pub fn start_job(request: &Shared<PursuitRequest>) -> Box<dyn Stepwise<Output = Solved>> {
    Box::new(PursuitJob::new(Pursuit::new(request.0.rules.clone())))
}

/// The perfect play-out from the start, move by move.
#[derive(Clone, Debug)]
pub struct PlayLine {
    pub solved: Rc<Solved>,
    pub play: Rc<PlayOut>,
}

impl Timeline for PlayLine {
    const ASKS: bool = true;

    fn last(&self) -> u32 {
        // At most `MAX_PLAY_MOVES` moves.
        self.play.steps.len() as u32
    }

    fn label(&self, k: u32) -> String {
        match k.checked_sub(1).and_then(|index| self.play.steps.get(index as usize)) {
            None => "start".to_string(),
            Some(step) => format!("move {k}: {}", agent_name(step.agent)),
        }
    }

    fn sentence(&self, k: u32) -> String {
        let (game, solution) = (&self.solved.0, &self.solved.1);
        let play = &self.play;
        let step = (k as usize).min(play.steps.len());
        let position = &play.positions[step];
        let what = if step == 0 {
            format!("Start: {}.", position.where_everyone_is())
        } else {
            play.move_sentence(step)
        };
        let after = match (step == play.steps.len(), game.winner(position), play.ending) {
            (true, Some(Side::Cops), _) => {
                " The cops have captured enough robbers: they win.".to_string()
            }
            (true, Some(Side::Robbers), _) => {
                " Enough robbers are safe: the robbers win.".to_string()
            }
            (true, None, Ending::Repeats { first }) => format!(
                " This position already occurred after move {first}: with both sides keeping to drawn states, play goes round forever."
            ),
            _ => {
                let index = game.index(position);
                let value = outcome_text(solution.outcome(index), solution.moves_to_end(index));
                let mover = game.mover(position);
                format!(" Next to move: {}. Perfect play from here: {value}.", agent_name(mover))
            }
        };
        format!("{what}{after}")
    }

    /// Before each move whose mover has a choice and perfect play only one place to go: where?
    fn question(&self, k: u32) -> Option<Question> {
        let (game, solution) = (&self.solved.0, &self.solved.1);
        let before = self.play.positions.get(k.checked_sub(1)? as usize)?;
        let place = |step: &Step| step.to.map_or("pass".to_string(), |to| to.to_string());
        let mut options: Vec<String> =
            game.moves(before).iter().map(|(step, _)| place(step)).collect();
        options.dedup();
        let mut best: Vec<String> =
            best_moves(game, solution, before).iter().map(|(step, _)| place(step)).collect();
        best.dedup();
        let ([best], [_, _, ..]) = (best.as_slice(), options.as_slice()) else { return None };
        let correct = options.iter().position(|option| option == best)?;
        let agent = game.mover(before);
        let (kind, at) = match agent.side {
            Side::Cops => ("cop", before.cops.get(agent.index as usize)?.to_string()),
            Side::Robbers => match before.robbers.get(agent.index as usize)? {
                RobberStatus::At(vertex) => ("robber", vertex.to_string()),
                RobberStatus::Captured | RobberStatus::Safe => return None,
            },
        };
        let prompt = format!("Where does {kind} {} (at {at}) move with perfect play?", agent.index);
        let options: Vec<&str> = options.iter().map(String::as_str).collect();
        Some(choice_question(prompt, &options, correct))
    }
}

//! Lab "nim": Nim and its variants. A sample play between perfect players, move by move with
//! the lecture's binary nim-sum table; a game against the computer; and the lecture's mini-test.

use std::rc::Rc;

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::api::Request;
use crate::api::fields::{
    FieldError, Fields, parse_choice, parse_count, parse_in_range, parse_number_list,
};
use crate::api::nim::{NimRequest, VARIANTS, VariantName, piles_text};
use crate::solve::nim::{MAX_PILE, Move, NimGame, Reason, Variant};
use crate::solve::play::{Game, Ply, SamplePlay, perfect_move, sample_play};
use crate::ui::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::lab_kit::{LinkParams, Notices, TextField, actions, count, lab_footer, mode_tabs};
use crate::ui::match_record::{MatchRecord, read_moves, use_computer_reply};
use crate::ui::route::View;
use crate::ui::stepper::{DEFAULT_SPEED, Playhead, StepCommand, Stepper, parse_speed_field};
use crate::ui::widgets::binary_table::{BinaryTable, Row, binary};
use crate::ui::widgets::piles::Piles;

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "nim",
    topic: Topic::NimFamily,
    title: "Nim and its variants",
    summary: "A sample play with the nim-sum in binary and the winning move derived from it, a \
              game against the computer, the lecture's mini-test, and misère, bounded and \
              staircase Nim.",
    console: r#"cgt.solve({game: "nim", piles: [5, 3, 8]})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <NimLab ..props /> }
}

/// The URL parameters of the view, besides the request's.
const VIEW_PARAMS: &[&str] = &["mode", "step", "speed", "first", "moves", "hint", "given", "guess"];
/// Moves shown in a sample play at most.
const SAMPLE_PLIES: usize = 300;
/// Positions searched at most to find the losing side's longest-lasting moves.
const SEARCH_BUDGET: usize = 50_000;

/// The lecture's mini-test: a1, a2, a3.
const MINI_TEST: [u64; 3] = [35, 18, 27];
/// Example positions: label, piles, variant, k.
const PRESETS: &[(&str, &str, VariantName, u64)] = &[
    ("5, 3, 8 (lecture)", "5,3,8", VariantName::Normal, 0),
    ("12, 10, 5 (lecture)", "12,10,5", VariantName::Normal, 0),
    ("3, 4, 5 (tutorial)", "3,4,5", VariantName::Normal, 0),
    ("Misère 1, 1, 5", "1,1,5", VariantName::Misere, 0),
    ("Take at most 3: 5, 3, 8", "5,3,8", VariantName::Bounded, 3),
    ("Staircase 3, 9, 2, 4", "3,9,2,4", VariantName::Staircase, 0),
];

/// What the lab shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// Two perfect players, move by move.
    Sample,
    /// The student against the computer.
    Play,
    /// The lecture's mini-test.
    Exercise,
}

const MODES: &[(&str, Mode)] =
    &[("sample", Mode::Sample), ("play", Mode::Play), ("exercise", Mode::Exercise)];

impl Mode {
    fn name(self) -> &'static str {
        MODES.iter().find(|(_, mode)| *mode == self).map_or("sample", |(name, _)| name)
    }
}

/// A game against the computer, with the hint switch and the take form.
#[derive(Clone, Debug, PartialEq)]
struct Match {
    record: MatchRecord<Move>,
    hint: bool,
    /// The take form's texts and message.
    take_pile: String,
    take_count: String,
    take_error: Option<String>,
}

impl Match {
    fn new(human_first: bool, hint: bool) -> Match {
        Match {
            record: MatchRecord::new(human_first),
            hint,
            take_pile: String::new(),
            take_count: String::new(),
            take_error: None,
        }
    }
}

/// The mini-test: the three given piles and the student's answer.
#[derive(Clone, Debug, PartialEq)]
struct Exercise {
    given: Vec<u64>,
    guess: String,
    checked: bool,
}

/// The form's texts and messages.
#[derive(Clone, Debug, PartialEq)]
struct Form {
    piles: String,
    variant: VariantName,
    k: String,
    piles_error: Option<String>,
    k_error: Option<String>,
}

impl Form {
    fn showing(request: &NimRequest) -> Form {
        let (variant, k) = match request.variant {
            Variant::Normal => (VariantName::Normal, String::new()),
            Variant::Misere => (VariantName::Misere, String::new()),
            Variant::Bounded { k } => (VariantName::Bounded, k.to_string()),
            Variant::Staircase => (VariantName::Staircase, String::new()),
        };
        Form { piles: piles_text(&request.piles), variant, k, piles_error: None, k_error: None }
    }

    /// The request the form describes, or the messages for its fields.
    fn request(&self) -> Result<NimRequest, (Option<String>, Option<String>)> {
        let piles = NimRequest::parse_piles(&self.piles);
        let k = (self.variant == VariantName::Bounded).then_some(self.k.as_str());
        let variant = NimRequest::variant(self.variant, k);
        match (piles, variant) {
            (Ok(piles), Ok(variant)) => Ok(NimRequest { piles, variant }),
            (piles, variant) => {
                Err((piles.err().map(|e| e.message), variant.err().map(|e| e.message)))
            }
        }
    }
}

/// The lab's whole state.
#[derive(Clone, Debug)]
struct State {
    request: NimRequest,
    mode: Mode,
    sample: Rc<SamplePlay<Vec<u64>, Move>>,
    playhead: Playhead,
    game: Match,
    exercise: Exercise,
    form: Form,
    notices: Vec<String>,
}

enum Action {
    SetMode(Mode),
    Step(StepCommand),
    EditPiles(String),
    SetVariant(VariantName),
    EditK(String),
    Submit,
    Preset(usize),
    HumanTake(usize, u64),
    EditTakePile(String),
    EditTakeCount(String),
    SubmitTake,
    ComputerMove,
    Undo,
    NewGame(bool),
    ToggleHint,
    EditGuess(String),
    CheckGuess,
    NewExercise(Vec<u64>),
    DismissNotices,
}

fn sample_of(request: &NimRequest) -> Rc<SamplePlay<Vec<u64>, Move>> {
    Rc::new(sample_play(&NimGame(request.variant), &request.piles, SAMPLE_PLIES, SEARCH_BUDGET))
}

/// Moves written as `2-2.1-3` (pile numbers from 1, then the take), as in the URL.
fn moves_text(moves: &[Move]) -> String {
    moves.iter().map(|mv| format!("{}-{}", mv.pile + 1, mv.take)).collect::<Vec<_>>().join(".")
}

/// Reads `2-2.1-3` (pile numbers from 1, then the take).
fn parse_moves(text: &str, request: &NimRequest) -> Result<Vec<Move>, FieldError> {
    let parse = |item: &str| {
        let (pile, take) = item.split_once('-')?;
        let pile = pile.trim().parse::<usize>().ok()?.checked_sub(1)?;
        Some(Move { pile, take: take.trim().parse::<u64>().ok()? })
    };
    read_moves(&NimGame(request.variant), &request.piles, text, '.', parse)
        .map_err(|message| FieldError::new("moves", message))
}

impl State {
    /// A new starting position: the sample, the game and the form start over.
    fn with_request(mut self, request: NimRequest) -> State {
        self.sample = sample_of(&request);
        self.playhead = Playhead::new(0, self.sample.plies.len() as u32, self.playhead.speed);
        self.game = Match::new(self.game.record.human_first, self.game.hint);
        self.form = Form::showing(&request);
        self.request = request;
        self.notices.clear();
        self
    }

    /// The position of the game against the computer.
    fn game_position(&self) -> Vec<u64> {
        self.game.record.position(&NimGame(self.request.variant), &self.request.piles)
    }

    fn game_over(&self) -> bool {
        NimGame(self.request.variant).plain_delaying_move(&self.game_position()).is_none()
    }

    fn humans_turn(&self) -> bool {
        self.game.record.humans_turn()
    }

    /// Plays the student's move if it is legal and their turn; else says why not.
    fn human_takes(mut self, pile: usize, take: u64) -> State {
        let position = self.game_position();
        let mv = Move { pile, take };
        if self.game_over() || !self.humans_turn() {
            return self;
        }
        if self.request.variant.is_legal(&position, mv) {
            self.game.record.moves.push(mv);
            self.game.take_error = None;
        } else {
            self.game.take_error = Some(match self.request.variant {
                Variant::Bounded { k } if take > k => {
                    format!("A move takes at most {k} stones here.")
                }
                _ => format!("Pile {} does not have {} to take.", pile + 1, count(take, "stone")),
            });
        }
        self
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let piles = link.read("piles", NimRequest::parse_piles);
        let name = link.read("variant", |text| NimRequest::parse_variant_name(Some(text)));
        let variant = match name {
            Some(name) => link.read("variant", |_| NimRequest::variant(name, params.get("k"))),
            None => None,
        };
        if name.is_none() && link.has("k") {
            link.notice("The link's k is only used with variant=bounded; it was ignored.");
        }
        let request = NimRequest {
            piles: piles.unwrap_or_else(|| vec![5, 3, 8]),
            variant: variant.unwrap_or(Variant::Normal),
        };
        let mode =
            link.read("mode", |text| parse_choice("mode", text, MODES)).unwrap_or(Mode::Sample);
        let sample = sample_of(&request);
        let step = link
            .read("step", |text| parse_count("step", text, sample.plies.len() as u64))
            .map_or(0, |step| step as u32);
        let speed = link.read("speed", parse_speed_field).unwrap_or(DEFAULT_SPEED);
        let human_first = link
            .read("first", |text| {
                parse_choice("first", text, &[("you", true), ("computer", false)])
            })
            .unwrap_or(true);
        let hint =
            link.read("hint", |text| parse_choice("hint", text, &[("on", true), ("off", false)]));
        let mut game = Match::new(human_first, hint.unwrap_or(false));
        game.record.moves =
            link.read("moves", |text| parse_moves(text, &request)).unwrap_or_default();
        let given = link
            .read("given", |text| {
                let given = parse_number_list("given", text, MAX_PILE, 3)?;
                if given.len() == 3 {
                    Ok(given)
                } else {
                    Err(FieldError::new("given", "give exactly three piles"))
                }
            })
            .unwrap_or_else(|| MINI_TEST.to_vec());
        let guess = params.get("guess").map(str::to_string);
        let exercise =
            Exercise { given, checked: guess.is_some(), guess: guess.unwrap_or_default() };
        let known: Vec<&str> = NimRequest::FIELDS.iter().chain(VIEW_PARAMS).copied().collect();
        State {
            form: Form::showing(&request),
            playhead: Playhead::new(step, sample.plies.len() as u32, speed),
            sample,
            request,
            mode,
            game,
            exercise,
            notices: link.finish(&known),
        }
    }

    /// The URL parameters that reproduce this view.
    fn link(&self) -> Fields {
        let mut params = Fields::new();
        self.request.write_fields(&mut params);
        params.set("mode", self.mode.name());
        match self.mode {
            Mode::Sample => {
                params.set("step", self.playhead.position.to_string());
                if self.playhead.speed != DEFAULT_SPEED {
                    params.set("speed", self.playhead.speed.to_string());
                }
            }
            Mode::Play => {
                params.set("first", if self.game.record.human_first { "you" } else { "computer" });
                if !self.game.record.moves.is_empty() {
                    params.set("moves", moves_text(&self.game.record.moves));
                }
                if self.game.hint {
                    params.set("hint", "on");
                }
            }
            Mode::Exercise => {
                params.set("given", piles_text(&self.exercise.given));
                if self.exercise.checked {
                    params.set("guess", self.exercise.guess.clone());
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
            Action::SetMode(mode) => next.mode = mode,
            Action::Step(command) => next.playhead = self.playhead.apply(command),
            Action::EditPiles(text) => {
                next.form.piles_error = NimRequest::parse_piles(&text).err().map(|e| e.message);
                next.form.piles = text;
            }
            Action::SetVariant(variant) => {
                next.form.variant = variant;
                next.form.k_error = None;
            }
            Action::EditK(text) => {
                next.form.k_error = NimRequest::parse_k(&text).err().map(|e| e.message);
                next.form.k = text;
            }
            Action::Submit => match self.form.request() {
                Ok(request) => next = next.with_request(request),
                Err((piles_error, k_error)) => {
                    next.form.piles_error = piles_error;
                    next.form.k_error = k_error;
                }
            },
            Action::Preset(index) => {
                if let Some(&(_, piles, name, k)) = PRESETS.get(index) {
                    let k = (name == VariantName::Bounded).then(|| k.to_string());
                    let request = NimRequest::parse_piles(piles).and_then(|piles| {
                        Ok(NimRequest { piles, variant: NimRequest::variant(name, k.as_deref())? })
                    });
                    if let Ok(request) = request {
                        next = next.with_request(request);
                    }
                }
            }
            Action::HumanTake(pile, take) => next = next.human_takes(pile, take),
            Action::EditTakePile(text) => next.game.take_pile = text,
            Action::EditTakeCount(text) => next.game.take_count = text,
            Action::SubmitTake => {
                let pile = parse_in_range(
                    "pile",
                    &self.game.take_pile,
                    1,
                    self.request.piles.len() as u64,
                );
                let take = parse_in_range("take", &self.game.take_count, 1, MAX_PILE);
                match (pile, take) {
                    (Ok(pile), Ok(take)) => next = next.human_takes(pile as usize - 1, take),
                    (pile, take) => {
                        let errors: Vec<String> = pile
                            .err()
                            .into_iter()
                            .chain(take.err())
                            .map(|e| e.to_string())
                            .collect();
                        next.game.take_error = Some(errors.join("; "));
                    }
                }
            }
            Action::ComputerMove => {
                if !self.game_over() && !self.humans_turn() {
                    let position = self.game_position();
                    if let Some((mv, _)) =
                        perfect_move(&NimGame(self.request.variant), &position, SEARCH_BUDGET)
                    {
                        next.game.record.moves.push(mv);
                    }
                }
            }
            Action::Undo => {
                next.game.record.undo();
                next.game.take_error = None;
            }
            Action::NewGame(human_first) => next.game = Match::new(human_first, self.game.hint),
            Action::ToggleHint => next.game.hint = !self.game.hint,
            Action::EditGuess(text) => {
                next.exercise.guess = text;
                next.exercise.checked = false;
            }
            Action::CheckGuess => next.exercise.checked = true,
            Action::NewExercise(given) => {
                next.exercise = Exercise { given, guess: String::new(), checked: false }
            }
            Action::DismissNotices => next.notices.clear(),
        }
        Rc::new(next)
    }
}

/// The lab component.
#[component]
pub fn NimLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let computer_to_move = state.mode == Mode::Play && !state.game_over() && !state.humans_turn();
    use_computer_reply(
        computer_to_move.then_some(state.game.record.moves.len()),
        actions(&state.dispatcher()).reform(|()| Action::ComputerMove),
    );

    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    html! {
        <section class={classes!("nim-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ format!("{}: {}", capitalised(&state.request.variant.to_string()), piles_text(&state.request.piles)) }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "Nim: piles of stones; a move takes stones from one pile. Bouton's theorem: \
                       the player to move wins exactly when the nim-sum (the xor of the pile sizes, \
                       written in binary and added without carries) is not 0, and a winning move \
                       makes it 0 again." }
                </p>
                { form_view(&state.form, &dispatcher) }
            }
            <Notices notices={state.notices.clone()} on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            <div class="rule-line">
                <span class={classes!("badge", if state.request.variant == Variant::Misere { "misere-play" } else { "normal-play" })}>
                    { if state.request.variant == Variant::Misere { "misère play" } else { "normal play" } }
                </span>
                <span class="rule">{ rule_text(state.request.variant) }</span>
            </div>
            { mode_tabs(state.mode, &[(Mode::Sample, "Sample play"), (Mode::Play, "Play the computer"), (Mode::Exercise, "Mini-test")], actions(&dispatcher).reform(Action::SetMode)) }
            { match state.mode {
                Mode::Sample => sample_view(&state, &dispatcher),
                Mode::Play => play_view(&state, &dispatcher),
                Mode::Exercise => exercise_view(&state.exercise, &dispatcher),
            } }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// The variant's rule, in one or two sentences.
fn rule_text(variant: Variant) -> String {
    match variant {
        Variant::Normal => "Take any number of stones from one pile; whoever takes the last stone wins.".into(),
        Variant::Misere => "Take any number of stones from one pile; whoever takes the last stone LOSES. \
                            Play as in normal Nim until a move would leave only piles of 0 and 1; then \
                            leave an odd number of piles of one."
            .into(),
        Variant::Bounded { k } => format!(
            "Take 1 to {k} stones from one pile; whoever takes the last stone wins. A pile counts as \
             its size mod {} (its Sprague-Grundy value), and the nim-sum of those decides.",
            k + 1
        ),
        Variant::Staircase => "Coins lie on steps 1, 2, 3, ...; a move takes coins from one step down to \
                               the step below (from step 1 they leave). Only the odd steps count: the \
                               nim-sum of the coins on steps 1, 3, 5, ... decides, because coins moved \
                               down from an even step can be moved on at once."
            .into(),
    }
}

fn pile_word(variant: Variant) -> &'static str {
    if variant == Variant::Staircase { "step" } else { "pile" }
}

fn form_view(form: &Form, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let on_submit = actions(dispatcher).reform(|event: SubmitEvent| {
        event.prevent_default();
        Action::Submit
    });
    let on_variant = actions(dispatcher).reform(|event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        let name = VARIANTS
            .iter()
            .find(|(name, _)| *name == select.value())
            .map_or(VariantName::Normal, |&(_, v)| v);
        Action::SetVariant(name)
    });
    let preset =
        |index: usize| actions(dispatcher).reform(move |_: MouseEvent| Action::Preset(index));
    html! {
        <form class="lab-form" onsubmit={on_submit} novalidate=true>
            <TextField id="nim-piles" label="Piles" value={form.piles.clone()} placeholder="5,3,8"
                help="Up to 64 piles of 0 to 10^18 stones (staircase: coins on steps 1, 2, ...)"
                error={form.piles_error.clone()} on_input={actions(dispatcher).reform(Action::EditPiles)} />
            <div class="field">
                <label for="nim-variant">{ "Variant" }</label>
                <select id="nim-variant" onchange={on_variant}>
                    { for VARIANTS.iter().map(|&(name, variant)| html! {
                        <option value={name} selected={variant == form.variant}>{ variant_label(variant) }</option>
                    }) }
                </select>
            </div>
            if form.variant == VariantName::Bounded {
                <TextField id="nim-k" label="Take at most k" value={form.k.clone()} numeric=true
                    help="1 to 10^18" error={form.k_error.clone()}
                    on_input={actions(dispatcher).reform(Action::EditK)} />
            }
            <button type="submit" class="primary">{ "Start" }</button>
            <div class="presets">
                <span>{ "Examples:" }</span>
                { for PRESETS.iter().enumerate().map(|(index, (label, ..))| html! {
                    <button type="button" class="preset" onclick={preset(index)}>{ *label }</button>
                }) }
            </div>
        </form>
    }
}

fn variant_label(variant: VariantName) -> &'static str {
    match variant {
        VariantName::Normal => "Normal",
        VariantName::Misere => "Misère",
        VariantName::Bounded => "Take at most k",
        VariantName::Staircase => "Staircase",
    }
}

/// The piles' labels: "pile 1" or "step 1".
fn pile_labels(variant: Variant) -> Callback<usize, String> {
    let word = pile_word(variant);
    Callback::from(move |pile: usize| format!("{word} {}", pile + 1))
}

/// The staircase's counting steps (odd steps: even indices).
fn emphasised(variant: Variant, count: usize) -> Vec<usize> {
    if variant == Variant::Staircase { (0..count).step_by(2).collect() } else { Vec::new() }
}

fn sample_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let sample = &state.sample;
    let step = state.playhead.position as usize;
    let variant = state.request.variant;
    let position = sample.plies.get(step).map_or(&sample.end, |ply| &ply.before);
    let taken = step
        .checked_sub(1)
        .and_then(|previous| sample.plies.get(previous))
        .map(|ply| (ply.mv.pile, ply.mv.take));
    let taken = taken.filter(|_| variant != Variant::Staircase);
    let plies = sample.plies.len();
    let step_label = Callback::from(move |step: u32| {
        if step as usize >= plies { "end".to_string() } else { format!("move {}", step + 1) }
    });
    let ply = sample.plies.get(step);
    let leaving = ply.map(|ply| (ply.mv.pile, ply.mv.take));
    // One width for the whole play, so the table keeps its columns from move to move.
    let width = sample
        .plies
        .iter()
        .flat_map(|ply| variant.grundy_parts(&ply.before))
        .max()
        .map_or(1, |largest| 64 - largest.leading_zeros());
    html! {
        <div class="sample">
            <Stepper playhead={state.playhead} {step_label}
                on_command={actions(dispatcher).reform(Action::Step)} />
            <Piles piles={position.clone()} label={pile_labels(variant)} {taken} {leaving}
                emphasised={emphasised(variant, position.len())} />
            <div class="explanation" aria-live="polite">
                { match ply {
                    Some(ply) => ply_view(variant, ply, step, sample.exact, width),
                    None => end_view(variant, plies, sample.truncated),
                } }
            </div>
        </div>
    }
}

/// The binary table of a position's Grundy parts, with the move's reduction when given.
fn table_of(
    variant: Variant,
    piles: &[u64],
    reduction: Option<(usize, u64)>,
    column: Option<u32>,
    min_width: u32,
) -> Html {
    let parts = variant.grundy_parts(piles);
    let word = pile_word(variant);
    let rows: Vec<Row> = piles
        .iter()
        .enumerate()
        .map(|(i, &size)| {
            let label = match variant {
                Variant::Bounded { k } => format!("{word} {} ({size} mod {})", i + 1, k + 1),
                _ => format!("{word} {} ({size})", i + 1),
            };
            // Even steps of a staircase are shown in binary too, greyed: they do not count.
            let counts = variant != Variant::Staircase || i % 2 == 0;
            Row { label, value: if counts { parts[i] } else { size }, counts }
        })
        .collect();
    html! { <BinaryTable {rows} {column} {reduction} {min_width} /> }
}

fn player(ply_index: usize) -> usize {
    ply_index % 2 + 1
}

fn ply_view(
    variant: Variant,
    ply: &Ply<Vec<u64>, Move>,
    index: usize,
    exact: bool,
    width: u32,
) -> Html {
    let piles = &ply.before;
    let (me, other) = (player(index), player(index + 1));
    let word = pile_word(variant);
    let sum = variant.nim_sum(piles);
    let mv = ply.mv;
    let move_text = match variant {
        Variant::Staircase if mv.pile == 0 => {
            format!("move {} off the staircase from step 1", count(mv.take, "coin"))
        }
        Variant::Staircase => {
            format!(
                "move {} from step {} down to step {}",
                count(mv.take, "coin"),
                mv.pile + 1,
                mv.pile
            )
        }
        _ => format!("take {} from pile {}", mv.take, mv.pile + 1),
    };
    let lecture = if ply.by_winner { variant.lecture_move(piles) } else { None };
    let (derivation, table) = match lecture {
        Some((_, Reason::ZeroNimSum { column, from, to })) => {
            let digits = (64 - sum.max(from).leading_zeros()).max(1);
            let counted = match variant {
                Variant::Bounded { k } => {
                    format!(" (counting each pile as its size mod {})", k + 1)
                }
                Variant::Staircase => " (of the odd steps)".to_string(),
                _ => String::new(),
            };
            let text = format!(
                "The nim-sum{counted} is {sum} = {}, not 0, so Player {me} can win. Its most significant 1 \
                 is in the {} column; {word} {} ({}) has a 1 there. Reduce its value {from} to {from} ⊕ {sum} = {to} \
                 ({}): {move_text}. The nim-sum becomes 0{}.",
                binary(sum, digits),
                1u64.checked_shl(column)
                    .map_or_else(|| format!("2^{column}"), |place| place.to_string()),
                mv.pile + 1,
                binary(from, digits),
                binary(to, digits),
                if variant == Variant::Misere {
                    " (misère play: as in normal Nim while a pile of two or more remains)"
                } else {
                    ""
                },
            );
            (text, table_of(variant, piles, Some((mv.pile, to)), Some(column), width))
        }
        Some((_, Reason::OddOnes { ones_left })) => {
            let text = format!(
                "At most one pile has two or more stones: the misère endgame, where normal Nim's rule \
                 would be wrong. Player {me} must leave an odd number of piles of one stone: {move_text}, \
                 leaving {piles_of_one}. The players then take them one by one and Player {other} \
                 takes the last stone.",
                piles_of_one = count(ones_left as u64, "pile") + " of one"
            );
            (text, table_of(variant, piles, None, None, width))
        }
        None => {
            let why = if variant == Variant::Misere && piles.iter().all(|&size| size <= 1) {
                format!(
                    "Only piles of one are left, an odd number of them: the players take them one by one \
                         and Player {me} will take the last stone."
                )
            } else {
                format!(
                    "The nim-sum is 0: a P-position. Any move changes one value and so makes the nim-sum \
                         non-zero, and Player {other} answers by making it 0 again."
                )
            };
            let choice = if exact {
                "it plays the move after which the game lasts longest"
            } else {
                "it keeps the game going by taking as little as it can (the game is too large to search \
                 for the longest line)"
            };
            (
                format!("{why} Player {me} cannot win, so {choice}: {move_text}."),
                table_of(variant, piles, None, None, width),
            )
        }
    };
    html! {
        <>
            <p class="to-move">
                { format!("Player {me} to move. ") }
                <span class={classes!("verdict", if ply.by_winner { "n" } else { "p" })}>
                    { if ply.by_winner { "N-position: the player to move wins." } else { "P-position: the player to move loses." } }
                </span>
            </p>
            { table }
            <p class="derivation">{ derivation }</p>
        </>
    }
}

fn end_view(variant: Variant, plies: usize, truncated: bool) -> Html {
    if truncated {
        return html! {
            <p class="game-end">
                { format!("The sample stops after {plies} moves; the game goes on (the piles are large). \
                           Every move shown was perfect.") }
            </p>
        };
    }
    if plies == 0 {
        return html! { <p class="game-end">{ "Nothing to play: there are no stones." }</p> };
    }
    let last = player(plies - 1);
    let other = player(plies);
    let text = match variant {
        Variant::Misere => format!(
            "All piles are empty. Player {last} took the last stone and loses: Player {other} wins."
        ),
        Variant::Staircase => {
            format!("All coins are off the staircase. Player {last} made the last move and wins.")
        }
        _ => format!("All piles are empty. Player {last} took the last stone and wins."),
    };
    html! { <p class="game-end">{ text }</p> }
}

fn play_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let variant = state.request.variant;
    let position = state.game_position();
    let over = state.game_over();
    let humans_turn = state.humans_turn();
    let winning = variant.winning_moves(&position);
    let hints: Vec<(usize, u64)> = if state.game.hint && humans_turn {
        winning.iter().map(|mv| (mv.pile, mv.take)).collect()
    } else {
        Vec::new()
    };
    let on_take = (humans_turn && !over)
        .then(|| actions(dispatcher).reform(|(pile, take)| Action::HumanTake(pile, take)));
    let last = state
        .game
        .record
        .moves
        .last()
        .map(|mv| (mv.pile, mv.take))
        .filter(|_| variant != Variant::Staircase);
    let status = if over {
        let last_by_human = state.game.record.last_by_human();
        let human_wins = if variant == Variant::Misere { !last_by_human } else { last_by_human };
        if state.game.record.moves.is_empty() {
            "There is nothing to play.".to_string()
        } else {
            let how = match (variant == Variant::Misere, last_by_human) {
                (false, true) => "you made the last move",
                (false, false) => "the computer made the last move",
                (true, true) => "you had to take the last stone",
                (true, false) => "the computer had to take the last stone",
            };
            if human_wins {
                format!("Game over: {how}, so you win!")
            } else {
                format!("Game over: {how}, so the computer wins. Try again, or turn on the hint.")
            }
        }
    } else if humans_turn {
        "Your move: click a stone to take it and every stone above it, or use the form.".to_string()
    } else {
        "The computer is thinking…".to_string()
    };
    let last_move = state.game.record.moves.last().map(|mv| {
        let who = if state.game.record.last_by_human() { "You" } else { "The computer" };
        format!("{who}: take {} from {} {}.", mv.take, pile_word(variant), mv.pile + 1)
    });
    let undo_possible = state.game.record.can_undo();
    let hint_text = if !humans_turn || over {
        String::new()
    } else if winning.is_empty() {
        "No winning move: this is a P-position, so the computer can answer anything you do."
            .to_string()
    } else {
        let list: Vec<String> = winning
            .iter()
            .map(|mv| format!("take {} from {} {}", mv.take, pile_word(variant), mv.pile + 1))
            .collect();
        format!("Winning moves (nim-sum {} → 0): {}.", variant.nim_sum(&position), list.join("; "))
    };
    let on_take_submit = actions(dispatcher).reform(|event: SubmitEvent| {
        event.prevent_default();
        Action::SubmitTake
    });
    html! {
        <div class="play">
            <div class="play-controls">
                <button type="button" class="new-game" onclick={actions(dispatcher).reform(|_: MouseEvent| Action::NewGame(true))}>{ "New game: you first" }</button>
                <button type="button" class="new-game-computer" onclick={actions(dispatcher).reform(|_: MouseEvent| Action::NewGame(false))}>{ "New game: computer first" }</button>
                <button type="button" class="undo" disabled={!undo_possible} onclick={actions(dispatcher).reform(|_: MouseEvent| Action::Undo)}>{ "Undo" }</button>
                <label class="hint-toggle">
                    <input type="checkbox" checked={state.game.hint} onchange={actions(dispatcher).reform(|_: Event| Action::ToggleHint)} />
                    { " Hint: show the winning moves" }
                </label>
            </div>
            <p class="status" role="status">{ status }</p>
            if let Some(last_move) = last_move { <p class="last-move">{ last_move }</p> }
            <Piles piles={position.clone()} label={pile_labels(variant)} taken={last} {hints} {on_take}
                emphasised={emphasised(variant, position.len())} />
            if humans_turn && !over {
                <form class="take-form" onsubmit={on_take_submit} novalidate=true>
                    <label>{ "Take " }
                        <input class="take-count" value={state.game.take_count.clone()} inputmode="numeric" size="6"
                            aria-label="How many" oninput={actions(dispatcher).reform(|e: InputEvent| Action::EditTakeCount(e.target_unchecked_into::<web_sys::HtmlInputElement>().value()))} />
                    </label>
                    <label>{ format!(" from {} ", pile_word(variant)) }
                        <input class="take-pile" value={state.game.take_pile.clone()} inputmode="numeric" size="3"
                            aria-label="Which pile" oninput={actions(dispatcher).reform(|e: InputEvent| Action::EditTakePile(e.target_unchecked_into::<web_sys::HtmlInputElement>().value()))} />
                    </label>
                    <button type="submit">{ "Take" }</button>
                    <span class="field-error" role="alert">{ state.game.take_error.clone().unwrap_or_default() }</span>
                </form>
            }
            if state.game.hint && !hint_text.is_empty() {
                <div class="hint">
                    <p>{ hint_text }</p>
                    { table_of(variant, &position, None, None, 0) }
                </div>
            }
        </div>
    }
}

fn exercise_view(exercise: &Exercise, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let given = &exercise.given;
    let answer = given.iter().fold(0, |sum, &pile| sum ^ pile);
    let guess = parse_in_range("a4", &exercise.guess, 0, MAX_PILE);
    let names = ["a1", "a2", "a3"];
    let new_numbers = actions(dispatcher).reform(|_: MouseEvent| {
        let random = || (js_sys::Math::random() * 63.0) as u64 + 1;
        Action::NewExercise(vec![random(), random(), random()])
    });
    let on_check = actions(dispatcher).reform(|event: SubmitEvent| {
        event.prevent_default();
        Action::CheckGuess
    });
    let feedback = match (&guess, exercise.checked) {
        (_, false) => html! {},
        (Err(error), true) => {
            html! { <p class="field-error" role="alert">{ error.message.clone() }</p> }
        }
        (Ok(guess), true) => {
            let mut rows: Vec<Row> = given
                .iter()
                .zip(names)
                .map(|(&value, name)| Row {
                    label: format!("{name} = {value}"),
                    value,
                    counts: true,
                })
                .collect();
            rows.push(Row { label: format!("a4 = {guess}"), value: *guess, counts: true });
            let correct = *guess == answer;
            html! {
                <>
                    <BinaryTable {rows} />
                    if correct {
                        <p class="verdict p" role="status">
                            { format!("Correct: {} ⊕ {guess} = 0, a P-position for Player 1, so Player 2 wins. \
                                       The answer is unique: x ⊕ y = 0 only when x = y, so a4 must equal \
                                       a1 ⊕ a2 ⊕ a3 = {answer}.", given.iter().map(u64::to_string).collect::<Vec<_>>().join(" ⊕ ")) }
                        </p>
                    } else {
                        <p class="verdict n" role="status">
                            { format!("Not yet: the nim-sum is {} ≠ 0, so Player 1 (to move) would win. Player 2 wants \
                                       a1 ⊕ a2 ⊕ a3 ⊕ a4 = 0. Look at the columns: each must hold an even number of 1s.",
                                      given.iter().fold(*guess, |sum, &pile| sum ^ pile)) }
                        </p>
                    }
                </>
            }
        }
    };
    html! {
        <div class="exercise">
            <p>
                { format!("Mini-test (from the lecture): Nim with four piles, a1 = {}, a2 = {}, a3 = {}. Player 1 lets \
                           Player 2 choose a4. Which a4 makes Player 2 win?", given[0], given[1], given[2]) }
            </p>
            <form class="lab-form" onsubmit={on_check} novalidate=true>
                <TextField id="nim-guess" label="a4" value={exercise.guess.clone()} numeric=true
                    on_input={actions(dispatcher).reform(Action::EditGuess)} />
                <button type="submit" class="primary">{ "Check" }</button>
                <button type="button" class="preset" onclick={new_numbers}>{ "New numbers" }</button>
            </form>
            { feedback }
        </div>
    }
}

//! The nim lab's state: the request, the sample play's playback, the game against the computer,
//! the mini-test and the form; its actions, its reducer and its link.

use std::rc::Rc;

use yew::Reducible;

use crate::api::Request;
use crate::api::fields::{FieldError, Fields, parse_choice, parse_in_range, parse_number_list};
use crate::api::nim::{NimRequest, VariantName, piles_text};
use crate::solve::nim::{MAX_PILE, Move, NimGame, Variant};
use crate::ui::kit::controls::{LinkParams, count};
use crate::ui::kit::lab::LabState;
use crate::ui::kit::play::{PlayAction, PlayGame, PlayState, Sample};
use crate::ui::kit::timeline::{Playback, StepAction, Timeline};
use crate::ui::route::View;

/// The URL parameters of the view, besides the request's and the game's.
const VIEW_PARAMS: &[&str] = &["mode", "step", "speed", "given", "guess"];

/// The lecture's mini-test: a1, a2, a3.
pub const MINI_TEST: [u64; 3] = [35, 18, 27];
/// Example positions: label, piles, variant, k.
pub const PRESETS: &[(&str, &str, VariantName, u64)] = &[
    ("5, 3, 8 (lecture)", "5,3,8", VariantName::Normal, 0),
    ("12, 10, 5 (lecture)", "12,10,5", VariantName::Normal, 0),
    ("3, 4, 5 (tutorial)", "3,4,5", VariantName::Normal, 0),
    ("Misère 1, 1, 5", "1,1,5", VariantName::Misere, 0),
    ("Take at most 3: 5, 3, 8", "5,3,8", VariantName::Bounded, 3),
    ("Staircase 3, 9, 2, 4", "3,9,2,4", VariantName::Staircase, 0),
];

/// What the lab shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
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

/// The word for a pile: "pile", or "step" on a staircase.
pub fn pile_word(variant: Variant) -> &'static str {
    if variant == Variant::Staircase { "step" } else { "pile" }
}

impl PlayGame for NimGame {
    const HINT: bool = true;

    /// `2-3`: pile 2 (from 1), take 3.
    fn move_text(&self, mv: &Move) -> String {
        format!("{}-{}", mv.pile + 1, mv.take)
    }

    fn parse_move(&self, text: &str) -> Option<Move> {
        let (pile, take) = text.split_once('-')?;
        let pile = pile.trim().parse::<usize>().ok()?.checked_sub(1)?;
        Some(Move { pile, take: take.trim().parse::<u64>().ok()? })
    }

    fn describe(&self, _before: &Vec<u64>, mv: &Move) -> String {
        format!("take {} from {} {}", mv.take, pile_word(self.0), mv.pile + 1)
    }

    fn refusal(&self, _position: &Vec<u64>, mv: &Move) -> String {
        match self.0 {
            Variant::Bounded { k } if mv.take > k => {
                format!("A move takes at most {k} stones here.")
            }
            _ => format!("Pile {} does not have {} to take.", mv.pile + 1, count(mv.take, "stone")),
        }
    }

    /// The form's fields: 0 the count, 1 the pile (from 1).
    fn entry_move(&self, position: &Vec<u64>, entry: &[String]) -> Result<Move, String> {
        let text = |index: usize| entry.get(index).map_or("", String::as_str);
        let pile = parse_in_range("pile", text(1), 1, position.len() as u64);
        let take = parse_in_range("take", text(0), 1, MAX_PILE);
        match (pile, take) {
            (Ok(pile), Ok(take)) => Ok(Move { pile: pile as usize - 1, take }),
            (pile, take) => {
                let errors: Vec<String> =
                    pile.err().into_iter().chain(take.err()).map(|e| e.to_string()).collect();
                Err(errors.join("; "))
            }
        }
    }
}

/// The mini-test: the three given piles and the student's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    /// a1, a2, a3.
    pub given: Vec<u64>,
    /// The student's a4, as typed.
    pub guess: String,
    /// Whether the answer is checked.
    pub checked: bool,
}

/// The form's texts and messages.
#[derive(Clone, Debug, PartialEq)]
pub struct Form {
    /// The piles, as typed.
    pub piles: String,
    /// The variant chosen.
    pub variant: VariantName,
    /// The bound k, as typed.
    pub k: String,
    /// The message for the piles.
    pub piles_error: Option<String>,
    /// The message for k.
    pub k_error: Option<String>,
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
pub struct State {
    /// The position and the variant.
    pub request: NimRequest,
    /// What is shown.
    pub mode: Mode,
    /// The sample play.
    pub sample: Sample<NimGame>,
    /// Where the sample play is.
    pub playback: Playback,
    /// The game against the computer.
    pub play: PlayState<NimGame>,
    /// The mini-test.
    pub exercise: Exercise,
    /// The form.
    pub form: Form,
    /// What the link asked for and could not have.
    pub notices: Vec<String>,
}

/// What the student does.
pub enum Action {
    /// Show another mode.
    SetMode(Mode),
    /// Step through the sample play.
    Step(StepAction),
    /// Edit the piles.
    EditPiles(String),
    /// Choose a variant.
    SetVariant(VariantName),
    /// Edit k.
    EditK(String),
    /// Submit the form.
    Submit,
    /// Open an example.
    Preset(usize),
    /// Act in the game against the computer.
    Play(PlayAction<Move>),
    /// Edit the mini-test's answer.
    EditGuess(String),
    /// Check it.
    CheckGuess,
    /// New numbers for the mini-test.
    NewExercise(Vec<u64>),
    /// Close the notices.
    DismissNotices,
}

impl State {
    /// A new starting position: the sample, the game and the form start over.
    fn with_request(mut self, request: NimRequest) -> State {
        self.sample = Sample::new(NimGame(request.variant), &request.piles);
        self.playback = Playback::new(0, None, self.sample.last(), self.playback.playhead.speed);
        self.play = self.play.restarted(NimGame(request.variant), request.piles.clone());
        self.form = Form::showing(&request);
        self.request = request;
        self.notices.clear();
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
        let sample = Sample::new(NimGame(request.variant), &request.piles);
        let playback = Playback::read(&mut link, sample.last()).on_timeline(sample.last());
        let play = PlayState::read(&mut link, NimGame(request.variant), request.piles.clone());
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
        let known: Vec<&str> = NimRequest::FIELDS
            .iter()
            .chain(VIEW_PARAMS)
            .chain(PlayState::<NimGame>::params())
            .copied()
            .collect();
        State {
            form: Form::showing(&request),
            playback,
            sample,
            request,
            mode,
            play,
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
            Mode::Sample => self.playback.write(&mut params),
            Mode::Play => self.play.write(&mut params),
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
            Action::Step(action) => next.playback = self.playback.apply(action),
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
            Action::Play(action) => next.play = next.play.apply(action),
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

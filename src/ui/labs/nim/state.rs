//! The nim lab's state: the request, the sample play's playback, the game against the computer,
//! the mini-test and the form; its actions, its reducer and its link.

use crate::api::Request;
use crate::api::fields::choice_name;
use crate::api::fields::{FieldError, Fields, parse_choice, parse_in_range, parse_number_list};
use crate::api::nim::{NimRequest, piles_text};
use crate::solve::nim::{MAX_PILE, Move, NimGame, Variant};
use crate::ui::kit::controls::{LinkParams, count};
use crate::ui::kit::form::{Form, FormAction};
use crate::ui::kit::lab::LabState;
use crate::ui::kit::play::{PlayAction, PlayGame};
use crate::ui::kit::plays::{Plays, two_entries};
use crate::ui::kit::timeline::StepAction;
use crate::ui::route::View;
use crate::{modes, reducer};

/// The URL parameters of the view, besides the request's.
const VIEW_PARAMS: &[&str] = &["mode", "step", "speed", "given", "guess", "first", "moves", "hint"];

/// The lecture's mini-test: a1, a2, a3.
pub const MINI_TEST: [u64; 3] = [35, 18, 27];
/// Example positions: a label and the request as a query.
pub const EXAMPLES: &[(&str, &str)] = &[
    ("5, 3, 8 (lecture)", "piles=5,3,8"),
    ("12, 10, 5 (lecture)", "piles=12,10,5"),
    ("3, 4, 5 (tutorial)", "piles=3,4,5"),
    ("Misère 1, 1, 5", "piles=1,1,5&variant=misere"),
    ("Take at most 3: 5, 3, 8", "piles=5,3,8&variant=bounded&k=3"),
    ("Staircase 3, 9, 2, 4", "piles=3,9,2,4&variant=staircase"),
];

modes!(Mode {
    Sample: "sample" => "Sample play",
    Play: "play" => "Play the computer",
    /// The lecture's mini-test.
    Exercise: "exercise" => "Mini-test",
});

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
        let parse = |index, text: &str| match index {
            0 => parse_in_range("take", text, 1, MAX_PILE),
            _ => parse_in_range("pile", text, 1, position.len() as u64),
        };
        two_entries(entry, parse, |take, pile| Move { pile: pile as usize - 1, take })
    }
}

/// The mini-test: the three given piles and the student's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Exercise {
    /// a1, a2, a3.
    pub given: Vec<u64>,
    /// The student's a4, as typed.
    pub guess: String,
    pub checked: bool,
}

#[derive(Clone, Debug)]
pub struct State {
    /// The position and the variant.
    pub request: NimRequest,
    pub mode: Mode,
    /// The sample play and the game against the computer.
    pub plays: Plays<NimGame>,
    pub exercise: Exercise,
    pub form: Form,
    pub notices: Vec<String>,
}

/// What the student does.
pub enum Action {
    SetMode(Mode),
    /// Step through the sample play.
    Step(StepAction),
    /// The form (`piles`, `variant`, `k`) edited, submitted or an example chosen.
    Form(FormAction),
    Play(PlayAction<Move>),
    /// Edit the mini-test's answer.
    EditGuess(String),
    CheckGuess,
    /// New numbers for the mini-test.
    NewExercise(Vec<u64>),
}

impl State {
    /// A new starting position: the sample, the game and the form start over.
    fn with_request(self, request: NimRequest) -> State {
        let plays = self.plays.restarted(NimGame(request.variant), request.piles.clone());
        State { plays, form: Form::of(&request), request, notices: Vec::new(), ..self }
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
        let plays = Plays::read(&mut link, NimGame(request.variant), request.piles.clone(), None);
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
        let notices = link.finish(&[NimRequest::FIELDS, VIEW_PARAMS].concat());
        State { form: Form::of(&request), plays, request, mode, exercise, notices }
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        self.request.write_fields(&mut params);
        params.set("mode", choice_name(MODES, &self.mode));
        match self.mode {
            Mode::Sample => self.plays.playback.write(&mut params),
            Mode::Play => self.plays.play.write(&mut params),
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

reducer!(State, Action, |old, mut next, action| {
    match action {
        Action::SetMode(mode) => next.mode = mode,
        Action::Step(action) => next.plays.playback = old.plays.playback.apply(action),
        Action::Form(action) => {
            // k belongs to the bounded variant only: another variant chosen clears it.
            if let FormAction::Edit("variant", name) = &action
                && name != "bounded"
            {
                next.form.remove("k");
            }
            if let Some(request) = next.form.apply(action, EXAMPLES) {
                next = next.with_request(request);
            }
        }
        Action::Play(action) => next.plays.play = next.plays.play.apply(action),
        Action::EditGuess(text) => {
            next.exercise.guess = text;
            next.exercise.checked = false;
        }
        Action::CheckGuess => next.exercise.checked = true,
        Action::NewExercise(given) => {
            next.exercise = Exercise { given, guess: String::new(), checked: false }
        }
    }
    next
});

//! The nim lab's state: a lab of plays (the request, the sample play, the game against the
//! computer, the form) with the mini-test, a one-question exercise, as its own part; its actions,
//! its reducer and its link.

use crate::api::nim::{NimRequest, parse_given, piles_text};
use crate::solve::nim::{MAX_PILE, MAX_PILES, Move, NimGame, Variant};
use crate::ui::kit::exercise::{Question, number_question};
use crate::ui::kit::plays::{OwnPart, PlaysLab, PlaysRequest, two_entries};
use crate::ui::kit::prelude::*;
use crate::ui::kit::stepper::DEFAULT_SPEED;

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
/// The modes of the sample play and of the game: what their links read and write.
const PLAYS: [Mode; 2] = [Mode::Sample, Mode::Play];

/// The word for a pile: "pile", or "step" on a staircase.
pub fn pile_word(variant: Variant) -> &'static str {
    if variant == Variant::Staircase { "step" } else { "pile" }
}

impl PlayGame for NimGame {
    const HINT: bool = true;
    const ASKS: bool = true;

    /// "Player 2 to move at piles 5, 0, 8: what is the nim-sum?", the variant's nim-sum (the
    /// binary table's last row, which the frame reveals).
    fn winner_question(&self, before: &Vec<u64>, _mv: &Move, player: usize) -> Option<Question> {
        let sizes: Vec<String> = before.iter().map(u64::to_string).collect();
        let counted = match self.0 {
            Variant::Bounded { k } => format!(" (each pile counted mod {})", k + 1),
            Variant::Staircase => " (of the odd steps)".to_string(),
            _ => String::new(),
        };
        let prompt = format!(
            "Player {player} to move at {}s {}: what is the nim-sum{counted}?",
            pile_word(self.0),
            sizes.join(", ")
        );
        number_question(prompt, self.0.nim_sum(before))
    }

    /// `2-3`: pile 2 (from 1), take 3.
    fn move_text(&self, mv: &Move) -> String {
        format!("{}-{}", mv.pile + 1, mv.take)
    }

    fn parse_move(&self, text: &str) -> Option<Move> {
        let (pile, take) = text.split_once('-')?;
        let pile = pile.trim().parse::<usize>().ok()?.checked_sub(1)?;
        Some(Move { pile, take: take.trim().parse::<u64>().ok()? })
    }

    /// "take 3 from pile 2"; on a staircase the coins move down a step: "move 2 coins from step 3
    /// down to step 2", or "move 1 coin off the staircase from step 1".
    fn describe(&self, _before: &Vec<u64>, mv: &Move) -> String {
        match self.0 {
            Variant::Staircase if mv.pile == 0 => {
                format!("move {} off the staircase from step 1", count(mv.take, "coin"))
            }
            Variant::Staircase => format!(
                "move {} from step {} down to step {}",
                count(mv.take, "coin"),
                mv.pile + 1,
                mv.pile
            ),
            _ => format!("take {} from pile {}", mv.take, mv.pile + 1),
        }
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
            // A pile past the last is named as such, not as a limit.
            _ => parse_in_range("pile", text, 1, MAX_PILES as u64).and_then(|pile| {
                let piles = position.len();
                (pile as usize <= piles).then_some(pile).ok_or_else(|| {
                    FieldError::new(
                        "pile",
                        format!("there is no pile {pile}: the piles are 1 to {piles}"),
                    )
                })
            }),
        };
        two_entries(entry, parse, |take, pile| Move { pile: pile as usize - 1, take })
    }
}

/// The mini-test, one question of the exercise kit: a1, a2 and a3 given (frame 0), "which a4
/// makes Player 2 win?" asked before frame 1 shows a4 = a1 ⊕ a2 ⊕ a3 in the binary table.
#[derive(Clone, Debug, PartialEq)]
pub struct MiniTest {
    /// a1, a2, a3.
    pub given: Vec<u64>,
    /// Frame 0 or 1; always an exercise when the link opens it.
    pub playback: Playback,
}

impl MiniTest {
    /// The mini-test of `given` at frame `step` (0 or 1), as an exercise.
    pub fn new(given: Vec<u64>, step: u32) -> MiniTest {
        let playback = Playback { exercise: true, ..Playback::new(step, None, 1, DEFAULT_SPEED) };
        MiniTest { given, playback }
    }

    /// The one answer: a1 ⊕ a2 ⊕ a3.
    pub fn answer(&self) -> u64 {
        self.given.iter().fold(0, |sum, &pile| sum ^ pile)
    }
}

impl Timeline for MiniTest {
    const ASKS: bool = true;

    fn last(&self) -> u32 {
        1
    }

    fn label(&self, k: u32) -> String {
        if k == 0 { "a4?".to_string() } else { format!("a4 = {}", self.answer()) }
    }

    fn sentence(&self, k: u32) -> String {
        if k == 0 {
            "Player 1 lets Player 2 choose a4.".to_string()
        } else {
            format!(
                "a4 = a1 ⊕ a2 ⊕ a3 = {}: the nim-sum is 0, a P-position for Player 1, so Player 2 wins.",
                self.answer()
            )
        }
    }

    fn question(&self, k: u32) -> Option<Question> {
        if k != 1 {
            return None;
        }
        number_question("Which a4 makes Player 2 win?".into(), self.answer())
    }
}

/// What the student does to the mini-test.
pub enum MiniAction {
    /// Step it (answer, reveal, go back).
    Step(StepAction),
    /// New numbers, asked afresh.
    New(Vec<u64>),
}

/// The mini-test stays when a new position is asked for.
impl OwnPart<NimRequest> for MiniTest {
    type Action = MiniAction;

    fn apply(self, action: MiniAction) -> MiniTest {
        match action {
            MiniAction::Step(step) => MiniTest { playback: self.playback.apply(step), ..self },
            MiniAction::New(given) => MiniTest::new(given, 0),
        }
    }
}

impl PlaysRequest for NimRequest {
    type Game = NimGame;
    const EXAMPLES: &'static [(&'static str, &'static str)] = EXAMPLES;

    fn game(&self) -> (NimGame, Vec<u64>) {
        (NimGame(self.variant), self.piles.clone())
    }
}

/// The position and the variant, the sample play, the game against the computer, the form, and
/// the mini-test as the lab's own part.
pub type State = PlaysLab<NimRequest, Mode, MiniTest>;

/// What the student does: the form (`piles`, `variant`, `k`), the mode, the sample's steps, the
/// game's moves, and the mini-test's steps and numbers as the lab's own actions.
pub type Action = PlaysAction<Mode, Move, MiniAction>;

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
        let mode = link.choice("mode", MODES, Mode::Sample);
        let plays = request.plays(&mut link, Shown::of(mode, PLAYS));
        let mini_test = link.only(mode == Mode::Exercise, |link| {
            let given = link.read("given", parse_given).unwrap_or_else(|| MINI_TEST.to_vec());
            MiniTest::new(given, Playback::read_steps(link, 1).position())
        });
        let notices = link.finish_with::<NimRequest>();
        State::new(request, mode, plays, mini_test, notices)
    }

    fn link(&self) -> Fields {
        let mut params = self.fields(MODES, PLAYS);
        if self.mode == Mode::Exercise {
            params.set("given", piles_text(&self.own.given));
            self.own.playback.write(&mut params);
        }
        params
    }
}

reducer!(State, Action, |_old, mut next, action| {
    // k belongs to the bounded variant only: another variant chosen clears it.
    if let Action::Form(FormAction::Edit("variant", name)) = &action
        && name != "bounded"
    {
        next.form.remove("k");
    }
    next.apply(action)
});

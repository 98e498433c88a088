//! Predict, then reveal: any stepped view as an exercise. A [`Timeline`](super::timeline::Timeline)
//! frame may declare a [`Question`] (what it will show); in exercise mode the stepper asks it
//! before revealing the frame, records the answer in an [`Exercise`], says "Right." or what the
//! frame shows, and at the last frame gives the score and the mistakes. The link's `exercise=1`
//! opens the view in exercise mode (the lab's other parameters give the same game, so the same
//! questions). The record lives in the stepper, not in the link.

use crate::api::fields::FieldError;
use crate::ui::kit::stepper::StepCommand;

/// What a frame will show, asked before it is revealed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    /// The question, one plain sentence, e.g. "What is SG(7)?".
    pub prompt: String,
    /// The answer the frame shows.
    pub answer: Answer,
}

/// The expected answer, in a shape the stepper can ask generically.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// A whole number, typed.
    Number(u64),
    /// One of a few options (buttons), the right one at index `correct`.
    Choice { options: Vec<String>, correct: usize },
}

impl Question {
    /// The answer as the student would give it.
    pub fn expected(&self) -> String {
        match &self.answer {
            Answer::Number(value) => value.to_string(),
            Answer::Choice { options, correct } => {
                options.get(*correct).cloned().unwrap_or_default()
            }
        }
    }
}

/// One answered question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answered {
    /// The frame it was asked before.
    pub frame: u32,
    /// Whether the answer was right.
    pub right: bool,
    /// What the student answered.
    pub given: String,
    /// What the frame shows.
    pub expected: String,
}

/// Why a typed answer was not taken.
pub const NOT_A_NUMBER: &str = "Type a whole number, such as 3.";

/// The answers given so far, one per frame asked, in the order given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Exercise {
    answers: Vec<Answered>,
}

impl Exercise {
    /// Records `given` as the answer to `question`, asked before `frame`, and says whether it
    /// is right; a frame already answered keeps its first answer. A number that cannot be read
    /// is refused with [`NOT_A_NUMBER`] and not recorded.
    pub fn answer(
        &mut self,
        frame: u32,
        question: &Question,
        given: &str,
    ) -> Result<bool, &'static str> {
        if let Some(answered) = self.answered(frame) {
            return Ok(answered.right);
        }
        let given = given.trim();
        let right = match &question.answer {
            Answer::Number(value) => given.parse::<u64>().map_err(|_| NOT_A_NUMBER)? == *value,
            Answer::Choice { .. } => given == question.expected(),
        };
        let (given, expected) = (given.to_string(), question.expected());
        self.answers.push(Answered { frame, right, given, expected });
        Ok(right)
    }

    /// The answer given before `frame`, if any.
    pub fn answered(&self, frame: u32) -> Option<&Answered> {
        self.answers.iter().find(|answered| answered.frame == frame)
    }

    /// What the student hears when `frame` is revealed after its question: "Right." or the
    /// right answer (marked by a sign, not by colour alone).
    pub fn feedback(&self, frame: u32) -> Option<String> {
        self.answered(frame).map(|answered| match answered.right {
            true => "✓ Right.".to_string(),
            false => format!("✗ Not quite: it is {}.", answered.expected),
        })
    }

    /// The score, e.g. "Score: 7 of 9 right."
    pub fn score(&self) -> String {
        let right = self.answers.iter().filter(|answered| answered.right).count();
        format!("Score: {right} of {} right.", self.answers.len())
    }

    /// The wrong answers, in the order given.
    pub fn mistakes(&self) -> impl Iterator<Item = &Answered> {
        self.answers.iter().filter(|answered| !answered.right)
    }
}

/// Whether the stepper may carry out `command` at `position`: always outside exercise mode;
/// in it, stepping back always, stepping forward one frame only when the next frame has no
/// unanswered question (`forward_open`), and never playing, jumping to the end or seeking ahead.
pub fn allows(exercise: bool, forward_open: bool, position: u32, command: StepCommand) -> bool {
    !exercise
        || match command {
            StepCommand::Back | StepCommand::Start | StepCommand::SetSpeed(_) => true,
            StepCommand::Seek(to) => to <= position,
            StepCommand::Forward => forward_open,
            StepCommand::TogglePlay | StepCommand::Tick | StepCommand::End => false,
        }
}

/// Parses the link's `exercise` parameter: `1` opens the view in exercise mode.
pub fn parse_exercise(text: &str) -> Result<bool, FieldError> {
    match text.trim() {
        "1" => Ok(true),
        _ => Err(FieldError::new("exercise", format!("'{text}' is not 1 (predict each step)"))),
    }
}

/// The question before frame `n` of a table of SG values: "What is SG(n)?" (none past the table).
pub fn sg_question(values: &[u32], n: u32) -> Option<Question> {
    let value = *values.get(n as usize)?;
    Some(Question { prompt: format!("What is SG({n})?"), answer: Answer::Number(value.into()) })
}

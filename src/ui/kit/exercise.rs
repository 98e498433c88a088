//! Predict, then reveal: any stepped view as an exercise. A [`Timeline`](super::timeline::Timeline)
//! frame may declare a [`Question`] (what it will show); in exercise mode the stepper asks it
//! before revealing the frame, records the answer in an [`Exercise`], says "Right." or what the
//! frame shows, and at the last frame gives the score and the mistakes. The link's `exercise=1`
//! opens the view in exercise mode (the lab's other parameters give the same game, so the same
//! questions). The record lives in the stepper ([`Exercised`]), not in the link.

use yew::prelude::*;

use crate::api::fields::FieldError;
use crate::ui::kit::controls::count;
use crate::ui::kit::stepper::{
    BACK, FORWARD, START, StepCommand, Stepper, step_button, use_keyboard,
};
use crate::ui::kit::timeline::{Playback, StepAction};

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
    /// A whole number, typed on a phone's numeric keypad.
    Number(i64),
    /// A whole number that can be negative (maxDif), typed on a phone's text keyboard: the
    /// numeric keypad has no minus sign.
    Signed(i64),
    /// One of a few options (buttons), the right one at index `correct`.
    Choice { options: Vec<String>, correct: usize },
}

impl Question {
    /// The answer as the student would give it.
    pub fn expected(&self) -> String {
        match &self.answer {
            Answer::Number(value) | Answer::Signed(value) => value.to_string(),
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

/// Why a whole number too far from 0 for any value (more than 2^64 − 1 either way) was not taken.
pub const TOO_FAR: &str = "No value here is that far from 0: type a number nearer 0.";

/// The score of an exercise where nothing was asked (a game without a move, e.g. Wythoff at
/// (0, 0)).
pub const NOTHING_ASKED: &str = "Nothing was asked: no score.";

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
            Answer::Number(value) | Answer::Signed(value) => {
                // A sign, ASCII or the minus sign, then the digits, read as the number's size.
                let (negative, digits) = match given.strip_prefix(['-', '−']) {
                    Some(digits) => (true, digits),
                    None => (false, given),
                };
                if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(NOT_A_NUMBER);
                }
                let size = digits.parse::<u64>().map_err(|_| TOO_FAR)?;
                size == value.unsigned_abs() && (negative == (*value < 0) || size == 0)
            }
            Answer::Choice { .. } => given == question.expected(),
        };
        let (given, expected) = (given.to_string(), question.expected());
        self.answers.push(Answered { frame, right, given, expected });
        Ok(right)
    }

    /// Where the exercise's End goes from `position` (after stepping back): forward over the
    /// frames answered and those that ask nothing, up to the furthest frame answered or to the
    /// first question not answered, whichever comes first (so never past a question; after a new
    /// game that kept some answers, not past one it dropped).
    pub fn reach(&self, position: u32, question: impl Fn(u32) -> Option<Question>) -> u32 {
        let furthest = self.answers.iter().map(|answered| answered.frame).max().unwrap_or(0);
        (position.saturating_add(1)..=furthest)
            .find(|&frame| self.answered(frame).is_none() && question(frame).is_some())
            .map_or(furthest.max(position), |frame| frame - 1)
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

    /// The answers whose frame's question (`question`) still has the answer recorded: after a
    /// new game of the same length, the answers it shares with the old one.
    pub fn still_right(&self, question: impl Fn(u32) -> Option<Question>) -> Exercise {
        let mut answers = self.answers.clone();
        answers.retain(|answered| {
            question(answered.frame)
                .is_some_and(|question| question.expected() == answered.expected)
        });
        Exercise { answers }
    }

    /// The score, e.g. "Score: 7 of 9 right.", or [`NOTHING_ASKED`].
    pub fn score(&self) -> String {
        if self.answers.is_empty() {
            return NOTHING_ASKED.into();
        }
        let right = self.answers.iter().filter(|answered| answered.right).count();
        format!("Score: {right} of {} right.", self.answers.len())
    }

    /// The wrong answers, in the order given.
    pub fn mistakes(&self) -> impl Iterator<Item = &Answered> {
        self.answers.iter().filter(|answered| !answered.right)
    }
}

/// Whether the stepper may carry out `command`: always outside exercise mode; in it, stepping
/// back always, stepping forward one frame only when the next frame has no unanswered question
/// (`forward_open`), seeking no further than `reach` ([`Exercise::reach`], where the exercise's
/// End goes), and never playing.
pub fn allows(exercise: bool, forward_open: bool, reach: u32, command: StepCommand) -> bool {
    !exercise
        || match command {
            StepCommand::Back | StepCommand::Start | StepCommand::SetSpeed(_) => true,
            StepCommand::Seek(to) => to <= reach,
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

/// A question whose answer is the number `value` (none for a number beyond 2^63 − 1, which
/// no question here asks).
pub fn number_question(prompt: String, value: impl TryInto<i64>) -> Option<Question> {
    Some(Question { prompt, answer: Answer::Number(value.try_into().ok()?) })
}

/// A question whose answer is the number `value`, which could have been negative.
pub fn signed_question(prompt: String, value: i64) -> Question {
    Question { prompt, answer: Answer::Signed(value) }
}

/// A question whose answer is `options[correct]`.
pub fn choice_question(prompt: String, options: &[&str], correct: usize) -> Question {
    let options = options.iter().map(|option| option.to_string()).collect();
    Question { prompt, answer: Answer::Choice { options, correct } }
}

/// The question before frame `n` of a table of values named `value` (SG, or G for octal games):
/// "What is SG(n)?" (none past the table).
pub fn sg_question(value: &str, values: &[u32], n: u32) -> Option<Question> {
    number_question(format!("What is {value}({n})?"), *values.get(n as usize)?)
}

/// The exercise stepper's properties.
#[derive(Properties, PartialEq)]
pub struct ExercisedProps {
    /// The lab's playback.
    pub playback: Playback,
    /// The timeline's labels.
    pub label: Callback<u32, String>,
    /// The timeline's sentences.
    pub sentence: Callback<u32, String>,
    /// The timeline's questions.
    pub question: Callback<u32, Option<Question>>,
    /// Receives every action.
    pub on_action: Callback<StepAction>,
}

/// The stepper of a timeline that asks, with the toggle "Exercise: predict each step". In
/// exercise mode: back, the next frame's question in place of the forward controls while it is
/// unanswered (forward once it is answered, or when the frame asks nothing), the feedback on the
/// frame just revealed, and at the last frame the score and the mistakes; the live region says
/// the feedback, the frame's sentence and the score.
#[component]
pub fn Exercised(props: &ExercisedProps) -> Html {
    let record = use_state(|| (0, Exercise::default()));
    let input = use_node_ref();
    // What the keyboard's listener, made once, reads of the latest render: exercise mode, the
    // forward step open, and how far forward it may seek (where End goes).
    let gate = use_mut_ref(|| (false, true, 0));
    let Playback { playhead, exercise: on, .. } = props.playback;
    // A link's step waits unfitted while a job finds the timeline's end (cops-robber, pursuit):
    // any number, the largest too.
    let (position, last, next) =
        (playhead.position, playhead.last, playhead.position.saturating_add(1));
    // The record of another timeline (a new game) is forgotten: all of it for one of another
    // length, else each answer whose frame now has another right answer.
    let exercise = if record.0 == last {
        record.1.still_right(|frame| props.question.emit(frame))
    } else {
        Exercise::default()
    };
    let asking = (on && position < last)
        .then(|| props.question.emit(next))
        .flatten()
        .filter(|_| exercise.answered(next).is_none());
    let reach = exercise.reach(position, |frame| props.question.emit(frame));
    *gate.borrow_mut() = (on, asking.is_none(), reach);
    let on_command = {
        let (gate, on_action) = (gate.clone(), props.on_action.clone());
        Callback::from(move |command| {
            let (on, open, reach) = *gate.borrow();
            // End goes forward as far as the answers given reach.
            let command =
                if command == StepCommand::End { StepCommand::Seek(reach) } else { command };
            if on && allows(on, open, reach, command) {
                on_action.emit(StepAction::Command(command));
            }
        })
    };
    // The stepper's keys in exercise mode, listened to only while it is on (the plain stepper
    // listens otherwise), so no key is handled twice.
    use_keyboard(on_command.clone(), on);
    {
        // The record lives and dies with the stepper: shown again past the first question (the
        // lab's other tab left and this one opened again), the exercise starts over, so that its
        // score counts every answer it shows.
        let on_action = props.on_action.clone();
        use_effect_with((), move |_| {
            if on && position > 0 {
                on_action.emit(StepAction::Exercise(true));
            }
        });
    }
    {
        let input = input.clone();
        // `input` is the question's field or group of options, else the forward button, else the
        // score: an answer removes the form that had the focus, and the button or the score takes
        // it if it was lost (not when stepping back, where a button kept it).
        use_effect_with((asking.is_some(), position), move |&(asking, _)| {
            let lost = || {
                let document = web_sys::window().and_then(|window| window.document());
                document
                    .and_then(|document| document.active_element())
                    .is_none_or(|active| active.tag_name() == "BODY")
            };
            let target = input.cast::<web_sys::HtmlElement>();
            if let Some(element) = target.filter(|_| asking || lost()) {
                let _ = element.focus();
            }
        });
    }
    let toggle = {
        let (record, on_action) = (record.clone(), props.on_action.clone());
        let onclick = Callback::from(move |_: MouseEvent| {
            record.set((last, Exercise::default()));
            on_action.emit(StepAction::Exercise(!on));
        });
        html! {
            <button class="exercise-toggle" aria-pressed={on.to_string()} {onclick}>
                { "Exercise: predict each step" }
            </button>
        }
    };
    if !on {
        let on_command = props.on_action.reform(StepAction::Command);
        return html! {
            <>
                <Stepper {playhead} step_label={props.label.clone()}
                    step_sentence={Some(props.sentence.clone())} inspected={props.playback.inspected}
                    {on_command} />
                { toggle }
            </>
        };
    }
    let form = asking.map(|asked| {
        let shown = Some(asked.clone());
        let (on_action, answers) = (props.on_action.clone(), exercise.clone());
        let answer = Callback::from(move |given: String| {
            let mut answers = answers.clone();
            let taken = answers.answer(next, &asked, &given);
            if taken.is_ok() {
                record.set((last, answers.clone()));
                on_action.emit(StepAction::Command(StepCommand::Forward));
            }
            taken.err()
        });
        question_form(next, &shown, input.clone(), answer)
    });
    let button = |look, command, node| {
        step_button(look, None, false, on_command.reform(move |_: MouseEvent| command), node)
    };
    let feedback = exercise.feedback(position);
    let score = (position == last).then(|| exercise.score());
    let mistakes = exercise.mistakes().count();
    let sentence = props.sentence.emit(position);
    let label = props.label.emit(position);
    // The live region: the feedback, the frame's sentence, the score.
    let mut announced =
        feedback.as_ref().map_or_else(String::new, |feedback| format!("{feedback} "));
    announced.push_str(&sentence);
    if let Some(score) = &score {
        announced.push(' ');
        announced.push_str(score);
    }
    html! {
        <div class="stepper" role="group" aria-label="Step through the algorithm" data-sentence={sentence}>
            if position > 0 {
                { button(START, StepCommand::Start, NodeRef::default()) }
                { button(BACK, StepCommand::Back, NodeRef::default()) }
            }
            if position < last && form.is_none() {
                { button(FORWARD, StepCommand::Forward, input.clone()) }
            }
            <span class="step-label">{ label.clone() }</span>
            // Without the count until the end: in some labs the timeline's length tells the outcome
            // (the hidden evader's probes are there only when the searcher wins).
            <span class="step-count">
                { if position < last { format!("step {position}") } else { format!("step {position} of {last}") } }
            </span>
            { toggle }
            { for form }
            if let Some(feedback) = feedback {
                <p class="exercise-feedback">{ format!("{label}: {feedback}") }</p>
            }
            if let Some(score) = score {
                <div class="exercise-score">
                    // The last answer's form is gone: the score takes the focus, not the page.
                    <p ref={input.clone()} tabindex="-1"><strong>{ score }</strong></p>
                    // Open, and in an embed over the widget (style.css), where it can be closed;
                    // focusable, since there it scrolls.
                    if mistakes > 0 {
                        <details class="exercise-mistakes" open=true>
                            <summary>{ count(mistakes as u64, "mistake") }</summary>
                            <ul tabindex="0" aria-label="Mistakes">
                                { for exercise.mistakes().map(|mistake| {
                                    let asked = props.question.emit(mistake.frame)
                                        .map_or_else(|| props.label.emit(mistake.frame), |question| question.prompt);
                                    html! {
                                        <li>{ format!("✗ {asked} You said {}; it is {}. {}", mistake.given,
                                            mistake.expected, props.sentence.emit(mistake.frame)) }</li>
                                    }
                                }) }
                            </ul>
                        </details>
                    }
                </div>
            }
            <p class="visually-hidden step-announcer" role="status" aria-atomic="true"
                aria-live="polite">{ announced }</p>
        </div>
    }
}

/// The form asking `question`: a number field (Enter checks it; anything but a whole number is
/// refused by the browser with [`NOT_A_NUMBER`], and so is what `answer` refuses, e.g. a number
/// too large to be any value, with its reason) or one button per option in a group, the field
/// or the group at `input`; `answer` receives the text given and returns why it was refused, if it was.
/// Keyed by the `frame` asked about, so each question gets an empty field.
fn question_form(
    frame: u32,
    question: &Option<Question>,
    input: NodeRef,
    answer: Callback<String, Option<&'static str>>,
) -> Html {
    let key = frame.to_string();
    let Some(Question { prompt, answer: expected }) = question else { return Html::default() };
    match expected {
        Answer::Number(_) | Answer::Signed(_) => {
            let signed = matches!(expected, Answer::Signed(_));
            let onsubmit = {
                let input = input.clone();
                Callback::from(move |event: SubmitEvent| {
                    event.prevent_default();
                    if let Some(field) = input.cast::<web_sys::HtmlInputElement>()
                        && let Some(reason) = answer.emit(field.value())
                    {
                        field.set_custom_validity(reason);
                        field.report_validity();
                    }
                })
            };
            // A refusal holds until the answer is edited.
            let oninput = Callback::from(|event: InputEvent| {
                if let Some(field) = event.target_dyn_into::<web_sys::HtmlInputElement>() {
                    field.set_custom_validity("");
                }
            });
            html! {
                <form class="exercise-question" {key} {onsubmit}>
                    <label>{ prompt }{ " " }
                        <input ref={input} {oninput} inputmode={(!signed).then_some("numeric")} autocomplete="off" size="6"
                            required=true pattern="\\s*(-|−)?[0-9]+\\s*" title={NOT_A_NUMBER} />
                    </label>
                    <button type="submit">{ "Check" }</button>
                </form>
            }
        }
        // The focus goes to the group, not to an option: an Enter meant as "next" answers nothing.
        // The arrow keys move between the options (`www/loader.js`), never stepping the lab.
        Answer::Choice { options, .. } => html! {
            <fieldset class="exercise-question" {key} ref={input} tabindex="-1">
                <legend>{ prompt }</legend>
                { for options.iter().map(|option| {
                    let given = option.clone();
                    // A choice is never refused: one not among the options is simply wrong.
                    let answer = answer.clone();
                    let onclick = Callback::from(move |_: MouseEvent| {
                        answer.emit(given.clone());
                    });
                    html! { <button type="button" {onclick}>{ option.clone() }</button> }
                }) }
            </fieldset>
        },
    }
}

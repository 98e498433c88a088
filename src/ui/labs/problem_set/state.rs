//! The problem-set lab's state: the problem shown, the part of its page an embed shows, its
//! small cases as a timeline, the fast solution's form and answer, the judge's input and
//! output, and the link.

use super::cases::{SmallCases, Tone};
use super::pages::{PAGES, Page, parse_page};
use crate::api::fields::number_text;
use crate::api::problem_set::{ProblemSetAnswer, judge};
use crate::solve::octal::group_digits;
use crate::ui::kit::prelude::*;
use crate::ui::kit::stepper::{DEFAULT_SPEED, parse_speed_field};

/// The most characters the judge reads from its box or a link (the largest contest input,
/// 10^5 numbers up to 10^9 with their separators, fits).
pub const MAX_JUDGE_INPUT: usize = 1_200_000;

/// The largest file the judge reads, in bytes: a larger one cannot hold at most
/// [`MAX_JUDGE_INPUT`] characters (a character takes at most 4 bytes), and is refused unread.
pub const MAX_JUDGE_FILE: f64 = 4.0 * MAX_JUDGE_INPUT as f64;

/// The longest judge input a link keeps: a longer one is judged but left out of the link, so
/// that the address stays short.
pub const MAX_LINKED_INPUT: usize = 2_000;

modes!(Part {
    /// The small cases filled cell by cell (the default: the stepper a deck of slides drives).
    Cases: "cases" => "Small cases",
    /// The statement, with the contest's sample.
    Statement: "statement" => "Statement",
    /// The pattern, checked against the table.
    Pattern: "pattern" => "Pattern",
    /// The fast solution's argument and form.
    Solution: "solution" => "Fast solution",
    /// The judge.
    Judge: "judge" => "Judge",
});

#[derive(Clone)]
pub struct State {
    /// The problem shown: its index in [`PAGES`].
    pub page: usize,
    /// The part of the problem's page an embed shows, one at a time so that it fits a slide
    /// (the page shows them all).
    pub part: Part,
    /// Its small cases, filled cell by cell.
    pub cases: Rc<SmallCases>,
    pub playback: Playback,
    /// The fast solution's fields as typed, with their messages.
    pub form: Form,
    /// The fields last solved (from the link or the form): what the link writes.
    pub solved: Fields,
    /// The fast solution's answer for `solved`, if its fields were valid.
    pub answer: Option<ProblemSetAnswer>,
    /// The judge's box as typed.
    pub judge_text: String,
    /// The input last judged (what the link writes) and the judge's output or message.
    pub judged: (String, Result<String, String>),
    /// What the page says of a file judged (its name, and whether the box shows it), if the
    /// input last judged came from one.
    pub judged_file: Option<String>,
    pub notices: Vec<String>,
}

/// What the student asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A step of the small cases' table.
    Step(StepAction),
    /// Another problem.
    Pick(usize),
    /// The fast solution's form edited or submitted.
    Form(FormAction),
    /// The judge's box edited.
    EditJudge(String),
    /// The judge's box judged.
    Judge,
    /// The contest's sample put in the judge's box and judged.
    JudgeSample,
    /// A file judged: its name, and its text or why it was not read.
    JudgeFile(String, Result<String, String>),
    /// Another part of the page shown in the embed.
    Show(Part),
}

impl State {
    /// The page shown.
    pub fn page(&self) -> &'static Page {
        &PAGES[self.page]
    }

    /// Whether the link keeps the judged input (at most [`MAX_LINKED_INPUT`] characters).
    pub fn input_linked(&self) -> bool {
        self.judged.0.chars().nth(MAX_LINKED_INPUT).is_none()
    }

    /// The state of page `page` (an index in [`PAGES`]) at its table's last step (its last
    /// position explained, should the last cell be none), with its example solved and its
    /// sample judged.
    fn of_page(page: usize, speed: u32) -> State {
        let cases = Rc::new((PAGES[page].cases)());
        let last = cases.last();
        let last_position = cases.cases.iter().rposition(|case| case.tone != Tone::Blank);
        let cell = last_position.and_then(|k| u32::try_from(k).ok()).filter(|&k| k != last);
        let solved = Fields::from_query(PAGES[page].example);
        let sample = PAGES[page].sample.to_string();
        State {
            page,
            part: Part::Cases,
            cases,
            playback: Playback::new(last, cell, last, speed),
            form: Form::default(),
            answer: None,
            solved: Fields::new(),
            judge_text: String::new(),
            judged: (String::new(), Ok(String::new())),
            judged_file: None,
            notices: Vec::new(),
        }
        .solving(solved)
        .judging(sample)
    }

    /// The state with `fields` solved by the request's own parsers: the form shows them and
    /// their messages.
    fn solving(mut self, fields: Fields) -> State {
        let mut form = Form::showing(fields.clone());
        self.answer = match fast_solution(self.page(), &fields) {
            Ok(answer) => Some(answer),
            Err(errors) => {
                form.set_errors(errors);
                None
            }
        };
        State { form, solved: fields, ..self }
    }

    /// The state with `input` judged: the box shows it.
    fn judging(self, input: String) -> State {
        let output = judged(self.page(), &input);
        State { judge_text: input.clone(), judged: (input, output), judged_file: None, ..self }
    }

    /// The state with the file `name` judged, given its text or why it was not read. The box
    /// shows a text a link keeps and is emptied for a longer one: a browser's text box holding
    /// 100,000 lines takes it a second to lay out, and as long again to empty.
    fn judging_file(self, name: String, text: Result<String, String>) -> State {
        let text = match text {
            Ok(text) => text,
            Err(message) => {
                let judged = (String::new(), Err(message));
                return State { judge_text: String::new(), judged, judged_file: None, ..self };
            }
        };
        let lines = text.lines().count();
        let mut state = self.judging(text);
        state.judged_file = Some(if state.input_linked() {
            format!("Judged the file {name}, shown in the box.")
        } else {
            state.judge_text = String::new();
            format!(
                "Judged the file {name} ({} lines): too long to show in the box, which is left empty.",
                group_digits(lines as u64)
            )
        });
        state
    }
}

/// The fast solution's answer for `fields` (the page's request fields, others ignored), by the
/// request's own parsers and solver: the answer, or each field's message.
pub fn fast_solution(page: &Page, fields: &Fields) -> Result<ProblemSetAnswer, Vec<FieldError>> {
    let mut request = Fields::new();
    for &(_, name, _, _) in page.fields {
        request.set(name, fields.get(name).unwrap_or_default());
    }
    (page.solve)(&request)
}

/// The judge's output for `input`, or its message naming the line and the field.
pub fn judged(page: &Page, input: &str) -> Result<String, String> {
    if input.chars().count() > MAX_JUDGE_INPUT {
        return Err(format!(
            "the input is longer than {} characters, the judge's limit",
            number_text(MAX_JUDGE_INPUT as u64)
        ));
    }
    judge(page.name(), input).map_err(|error| error.to_string())
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let page = link.read("problem", |text| parse_page("problem", text)).unwrap_or(0);
        let speed = link.read("speed", parse_speed_field).unwrap_or(DEFAULT_SPEED);
        let part = link.choice("part", MODES, Part::Cases);
        let mut state = State { part, ..State::of_page(page, speed) };
        let last = state.cases.last();
        if params.get("step").is_some() {
            state.playback = Playback::read(&mut link, last);
        } else if state.playback.read_exercise(&mut link).exercise {
            // An exercise without a step starts at the first cell, not at the filled table.
            state.playback = state.playback.apply(StepAction::Exercise(true));
        }
        let mut fields = Fields::new();
        let mut given = false;
        for &(_, name, _, _) in PAGES[page].fields {
            if let Some(text) = link.get(name) {
                fields.set(name, text);
                given = true;
            }
        }
        if given {
            state = state.solving(fields);
        }
        if let Some(input) = link.get("input") {
            state = state.judging(input.to_string());
        }
        state.notices = link.finish(&[]);
        state
    }

    fn link(&self) -> Fields {
        let mut link = Fields::new();
        link.set("problem", self.page().name());
        if self.part != Part::Cases {
            link.set("part", choice_name(MODES, &self.part));
        }
        self.playback.write(&mut link);
        for &(_, name, _, _) in self.page().fields {
            link.set(name, self.solved.get(name).unwrap_or_default());
        }
        if self.input_linked() {
            link.set("input", self.judged.0.clone());
        }
        link
    }
}

reducer!(State, Action, |old, mut next, action| {
    match action {
        Action::Step(action) => next.playback = old.playback.apply(action),
        Action::Pick(page) if page < PAGES.len() && page != old.page => {
            next = State { part: old.part, ..State::of_page(page, old.playback.playhead.speed) };
            // Another problem in an exercise is asked from its first cell.
            if old.playback.exercise {
                next.playback = next.playback.apply(StepAction::Exercise(true));
            }
        }
        Action::Pick(_) => {}
        Action::Form(FormAction::Edit(name, text)) => {
            let mut fields = old.form.fields().clone();
            fields.set(name, text.clone());
            let error = fast_solution(old.page(), &fields)
                .err()
                .and_then(|errors| errors.into_iter().find(|error| error.field == name));
            next.form.edit(name, text, error);
        }
        Action::Form(FormAction::Submit) => next = next.solving(old.form.fields().clone()),
        Action::Form(FormAction::Example(_)) => {
            next = next.solving(Fields::from_query(old.page().example))
        }
        Action::EditJudge(text) => next.judge_text = text,
        Action::Judge => next = next.judging(old.judge_text.clone()),
        Action::JudgeSample => next = next.judging(old.page().sample.to_string()),
        Action::JudgeFile(name, text) => next = next.judging_file(name, text),
        Action::Show(part) => next.part = part,
    }
    next
});

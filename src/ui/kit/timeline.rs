//! What the student sees at step k, for every stepped view of every lab.
//!
//! - A [`Timeline`] names its frames: a short label for the scrubber ("heap 12", "remove
//!   vertex 5") and one plain sentence saying what happened. Two kinds back it: a table filled
//!   lazily (frame k is computed on demand from the finished table, cheap for 10^6 cells) and an
//!   event log replayed ([`Replay`]: frame k is the picture after the first k events, rebuilt
//!   from the nearest cached snapshot).
//! - A [`Playback`] is what a lab keeps in its state: the playhead, the cell or vertex being
//!   inspected, and their link parameters (`step`, `cell`, `speed`), read and written here only.
//! - [`stepped`] is the one view of it: the stepper (buttons, scrubber, keys, play timer, speed)
//!   sending [`StepAction`]s; an explanation panel shows
//!   [`inspecting_line`](crate::ui::kit::controls::inspecting_line) while a clicked frame is explained.
//! - A frame may declare a [`Question`] ([`Timeline::question`]): in exercise mode (`exercise=1`)
//!   the [`Exercised`] stepper asks it before revealing the frame ([`crate::ui::kit::exercise`]).

use yew::prelude::*;

use crate::api::fields::{FieldError, Fields, parse_count};
use crate::ui::kit::controls::LinkParams;
use crate::ui::kit::exercise::{Exercised, Question, parse_exercise};
use crate::ui::kit::stepper::{DEFAULT_SPEED, Playhead, StepCommand, Stepper, parse_speed_field};

/// The frames of a stepped view: 0 to [`Timeline::last`].
pub trait Timeline {
    /// The last frame's number.
    fn last(&self) -> u32;
    /// A short name for frame `k`, shown by the scrubber.
    fn label(&self, k: u32) -> String;
    /// One plain sentence saying what happened at frame `k`.
    fn sentence(&self, k: u32) -> String;
    /// Whether some frames ask a question ([`Timeline::question`]): only then is the exercise
    /// stepper linked into a lab's binary (its bytes are paid by the labs that ask).
    const ASKS: bool = false;
    /// What frame `k` will show, asked before it is revealed in exercise mode (none: the frame
    /// is shown without a question).
    fn question(&self, _k: u32) -> Option<Question> {
        None
    }
}

/// Events replayed between two cached snapshots of a [`Replay`].
pub const SNAPSHOT_EVERY: usize = 64;

/// An event log replayed: frame k is `start` after the first k events.
#[derive(Clone, Debug)]
pub struct Replay<P, E> {
    events: Vec<E>,
    /// The picture after 0, `SNAPSHOT_EVERY`, 2 `SNAPSHOT_EVERY`, … events.
    snapshots: Vec<P>,
    apply: fn(&mut P, &E),
}

impl<P: Clone, E> Replay<P, E> {
    /// The log of `events` from `start`, each applied to the picture by `apply`.
    pub fn new(start: P, events: Vec<E>, apply: fn(&mut P, &E)) -> Replay<P, E> {
        let mut snapshots = vec![start.clone()];
        let mut picture = start;
        for (index, event) in events.iter().enumerate() {
            apply(&mut picture, event);
            if (index + 1) % SNAPSHOT_EVERY == 0 {
                snapshots.push(picture.clone());
            }
        }
        Replay { events, snapshots, apply }
    }

    /// The events.
    pub fn events(&self) -> &[E] {
        &self.events
    }

    /// The number of events, which is the last frame.
    pub fn last(&self) -> u32 {
        // Logs are capped far below 2^32 events by the solvers' limits.
        u32::try_from(self.events.len()).unwrap_or(u32::MAX)
    }

    /// The picture after the first `k` events (all of them when `k` is past the end).
    pub fn frame(&self, k: u32) -> P {
        let k = (k as usize).min(self.events.len());
        let base = k / SNAPSHOT_EVERY;
        // snapshots[i] exists for every i <= events.len() / SNAPSHOT_EVERY.
        let mut picture = self.snapshots[base].clone();
        for event in &self.events[base * SNAPSHOT_EVERY..k] {
            (self.apply)(&mut picture, event);
        }
        picture
    }
}

/// What the stepped view asks of a lab's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepAction {
    /// A stepper command (button, key, scrubber, timer).
    Command(StepCommand),
    /// Explain this reached frame instead of the current one (`None`: back to the current one).
    Inspect(Option<u32>),
    /// Exercise mode on (from the first frame) or off.
    Exercise(bool),
}

/// Where a lab is in its timeline: the playhead and an inspected frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Playback {
    /// The current step and the play state.
    pub playhead: Playhead,
    /// A reached frame (a clicked cell or vertex) explained instead of the current step.
    pub inspected: Option<u32>,
    /// Whether each frame's question is asked before it is revealed (link: `exercise=1`).
    pub exercise: bool,
    /// In an exercise, whether its last frame has been reached: what was held back stays shown
    /// when the student steps back to review, until the exercise starts again.
    pub ended: bool,
}

impl Default for Playback {
    fn default() -> Playback {
        Playback::new(0, None, 0, DEFAULT_SPEED)
    }
}

impl Playback {
    /// A stopped playback at `step` of a timeline ending at `last`, inspecting `cell` if reached.
    pub fn new(step: u32, cell: Option<u32>, last: u32, speed: u32) -> Playback {
        let playhead = Playhead::new(step, last, speed);
        let inspected = cell.filter(|&cell| cell <= playhead.position);
        Playback { playhead, inspected, exercise: false, ended: false }
    }

    /// This playback in exercise mode, from its first frame, if the link says `exercise=1` (a
    /// bad value leaves a notice): an exercise starts at its first question, whatever the
    /// link's step, as the link it writes says (`step=0`, [`Playback::write_exercise`]).
    pub fn read_exercise(self, link: &mut LinkParams) -> Playback {
        let exercise = link.read("exercise", parse_exercise).unwrap_or(false);
        let position = if exercise { 0 } else { self.playhead.position };
        let inspected = self.inspected.filter(|_| !exercise);
        Playback {
            playhead: Playhead { position, ..self.playhead },
            inspected,
            exercise,
            ended: false,
        }
    }

    /// Writes `exercise=1` and `step=0` in exercise mode: an exercise's link (its embed code
    /// too) starts from the first question, whatever step the student has reached.
    pub fn write_exercise(&self, link: &mut Fields) {
        if self.exercise {
            link.set("step", "0");
            link.set("exercise", "1");
        }
    }

    /// Reads `step`, `cell` and `speed` from a link, for a timeline ending at `last`; a bad
    /// value leaves a notice and its default (step 0, no cell, the default speed).
    pub fn read(link: &mut LinkParams, last: u32) -> Playback {
        let step = link.read("step", |text| parse_frame("step", text, last)).unwrap_or(0);
        let cell = link.read("cell", |text| parse_frame("cell", text, step));
        let speed = link.read("speed", parse_speed_field).unwrap_or(DEFAULT_SPEED);
        Playback::new(step, cell, last, speed).read_exercise(link)
    }

    /// Reads `speed` alone, at step 0: a view that shows no step but keeps the steppers' speed.
    pub fn read_speed(link: &mut LinkParams, last: u32) -> Playback {
        let speed = link.read("speed", parse_speed_field).unwrap_or(DEFAULT_SPEED);
        Playback::new(0, None, last, speed)
    }

    /// Reads `step` and `speed` alone for a timeline whose end a job finds: any step, fitted to
    /// the timeline once it is known ([`Playback::on_timeline`]); a step that is no whole number
    /// is a notice naming no limit, since none is known yet.
    pub fn read_steps_later(link: &mut LinkParams) -> Playback {
        let step = link.read("step", |text| {
            text.trim().parse::<u32>().map_err(|_| {
                let digits = text.trim();
                let message = if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
                    format!("'{text}' is larger than any step: give a smaller one, 0 for the start")
                } else {
                    format!("'{text}' is not a step: give a whole number, 0 for the start")
                };
                FieldError::new("step", message)
            })
        });
        let speed = link.read("speed", parse_speed_field).unwrap_or(DEFAULT_SPEED);
        Playback::new(step.unwrap_or(0), None, u32::MAX, speed).read_exercise(link)
    }

    /// Reads `step` and `speed` alone (no frame is inspected), as [`Playback::read`].
    pub fn read_steps(link: &mut LinkParams, last: u32) -> Playback {
        let step = link.read("step", |text| parse_frame("step", text, last)).unwrap_or(0);
        let speed = link.read("speed", parse_speed_field).unwrap_or(DEFAULT_SPEED);
        Playback::new(step, None, last, speed).read_exercise(link)
    }

    /// Writes `step`, `cell` (when inspecting outside an exercise), `speed` (when not the
    /// default) and `exercise`.
    pub fn write(&self, link: &mut Fields) {
        link.set("step", self.playhead.position.to_string());
        if let Some(cell) = self.inspected.filter(|_| !self.exercise) {
            link.set("cell", cell.to_string());
        }
        if self.playhead.speed != DEFAULT_SPEED {
            link.set("speed", self.playhead.speed.to_string());
        }
        self.write_exercise(link);
    }

    /// Step 0 of a timeline ending at `last` (a new game): the same speed, not inspecting, in
    /// exercise mode if it was.
    pub fn restart(self, last: u32) -> Playback {
        Playback { exercise: self.exercise, ..Playback::new(0, None, last, self.playhead.speed) }
    }

    /// The same position and speed on a timeline ending at `last` (clamped), not inspecting;
    /// still playing if it was and the timeline goes on, in exercise mode if it was.
    pub fn on_timeline(self, last: u32) -> Playback {
        let mut playback = Playback::new(self.playhead.position, None, last, self.playhead.speed);
        playback.playhead.playing = self.playhead.playing && playback.playhead.position < last;
        Playback { exercise: self.exercise, ..playback }
    }

    /// A playback read by [`Playback::read_steps_later`] put on its timeline, now known to end at
    /// `last` ([`Playback::on_timeline`]), with the notice for a link's step past that end.
    pub fn fit_later(self, last: u32) -> (Playback, Option<String>) {
        let wanted = self.playhead.position;
        let notice = (wanted > last).then(|| {
            format!("The link's step {wanted} is past the last, {last}: showing step {last}.")
        });
        (self.on_timeline(last), notice)
    }

    /// Whether what would answer questions still to come is held back: in an exercise, before
    /// its last frame has been reached (a proven period, a rule, a plot of every value).
    pub fn holds_back(&self) -> bool {
        self.exercise && !self.ended && self.playhead.position < self.playhead.last
    }

    /// The current step.
    pub fn position(&self) -> u32 {
        self.playhead.position
    }

    /// The frame being explained: the inspected one, else the current step.
    pub fn focus(&self) -> u32 {
        self.inspected.unwrap_or(self.playhead.position)
    }

    /// The playback after `action`: a move of the playhead ends any inspection; only reached
    /// frames can be inspected; an exercise reaching its last frame has ended, and turning
    /// exercise mode on (again) starts one.
    pub fn apply(self, action: StepAction) -> Playback {
        match action {
            StepAction::Command(command) => {
                let playhead = self.playhead.apply(command);
                let inspected =
                    if playhead.position == self.playhead.position { self.inspected } else { None };
                let ended = self.ended || (self.exercise && playhead.position == playhead.last);
                Playback { playhead, inspected, ended, ..self }
            }
            StepAction::Inspect(cell) => {
                Playback { inspected: cell.filter(|&cell| cell <= self.playhead.position), ..self }
            }
            StepAction::Exercise(exercise) => {
                let playhead =
                    if exercise { self.playhead.apply(StepCommand::Start) } else { self.playhead };
                Playback { playhead, inspected: None, exercise, ended: false }
            }
        }
    }
}

/// Parses a frame number from 0 to `last`.
fn parse_frame(field: &str, text: &str, last: u32) -> Result<u32, FieldError> {
    // At most `last`, so the conversion is lossless.
    parse_count(field, text, last.into()).map(|frame| frame as u32)
}

/// The stepper for a playback: `label` names a frame for the scrubber (the timeline's labels),
/// `sentence` gives its sentence (the timeline's), told to a page framing the widget
/// (`www/remote.js`); every action goes to `on_action`. A function, not a component: a component
/// type costs every binary its bytes again.
pub fn plain_stepper(
    playback: Playback,
    label: Callback<u32, String>,
    sentence: Option<Callback<u32, String>>,
    on_action: &Callback<StepAction>,
) -> Html {
    let on_command = on_action.reform(StepAction::Command);
    html! {
        <Stepper playhead={playback.playhead} step_label={label} step_sentence={sentence}
            inspected={playback.inspected} {on_command} />
    }
}

/// The stepper over `timeline` at `playback`: [`plain_stepper`] with the timeline's labels and
/// sentences, or for a timeline that asks ([`Timeline::ASKS`]) the [`Exercised`] stepper.
pub fn stepped<T: Timeline + 'static>(
    timeline: &std::rc::Rc<T>,
    playback: Playback,
    on_action: Callback<StepAction>,
) -> Html {
    let label = labels(timeline.clone());
    if T::ASKS {
        let (timeline, asked) = (timeline.clone(), timeline.clone());
        let sentence = Callback::from(move |k: u32| timeline.sentence(k));
        let question = Callback::from(move |k: u32| asked.question(k));
        html! { <Exercised {playback} {label} {sentence} {question} {on_action} /> }
    } else {
        let sentence = sentences(timeline.clone());
        plain_stepper(playback, label, sentence, &on_action)
    }
}

/// The scrubber's names of `timeline`'s frames (for [`plain_stepper`]'s `label`).
pub fn labels<T: Timeline + 'static>(timeline: std::rc::Rc<T>) -> Callback<u32, String> {
    Callback::from(move |k: u32| timeline.label(k))
}

/// The sentences of `timeline`'s frames (for [`plain_stepper`]'s `sentence`).
pub fn sentences<T: Timeline + 'static>(timeline: std::rc::Rc<T>) -> Option<Callback<u32, String>> {
    Some(Callback::from(move |k: u32| timeline.sentence(k)))
}

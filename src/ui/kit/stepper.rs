//! Shared stepping controls: play/pause, step, jump, speed, a scrubber, and the keyboard
//! (Space, Left/Right arrows, Home/End). Labs keep a [`Playhead`] in their state and feed it
//! the [`StepCommand`]s this control emits. A page framing the widget drives it by messages
//! (`www/remote.js`), which read the step's sentence from the control's `data-sentence`. The
//! same sentence is the widget's one live region, announced to screen readers as the step
//! changes (not while playing fast, see [`politeness`]).

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{Element, HtmlElement, HtmlInputElement, HtmlSelectElement, KeyboardEvent};
use yew::prelude::*;

use crate::ui::kit::controls::count;

/// Steps per second offered by the speed menu.
pub const SPEEDS: &[u32] = &[1, 2, 4, 10, 25];
/// The speed a lab starts with.
pub const DEFAULT_SPEED: u32 = 2;

/// What the controls ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepCommand {
    /// Start or stop playing.
    TogglePlay,
    /// One step forward.
    Forward,
    /// One step back.
    Back,
    /// To the first step.
    Start,
    /// To the last step.
    End,
    /// To a given step.
    Seek(u32),
    /// The timer's beat while playing.
    Tick,
    /// A new speed, in steps per second.
    SetSpeed(u32),
}

/// Where a lab is in its steps, and whether it is playing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Playhead {
    /// The current step, 0..=last.
    pub position: u32,
    /// The last step.
    pub last: u32,
    /// Whether the timer advances the position.
    pub playing: bool,
    /// Steps per second while playing (one of [`SPEEDS`]).
    pub speed: u32,
}

impl Playhead {
    /// A stopped playhead at `position` (clamped to `last`).
    pub fn new(position: u32, last: u32, speed: u32) -> Playhead {
        Playhead { position: position.min(last), last, playing: false, speed }
    }

    /// The playhead after `command`. Any manual move stops playing; playing from the end
    /// starts over.
    pub fn apply(self, command: StepCommand) -> Playhead {
        let stopped = |position: u32| Playhead { position, playing: false, ..self };
        match command {
            StepCommand::TogglePlay if self.playing => stopped(self.position),
            StepCommand::TogglePlay => Playhead {
                position: if self.position >= self.last { 0 } else { self.position },
                playing: self.last > 0,
                ..self
            },
            StepCommand::Forward => stopped((self.position + 1).min(self.last)),
            StepCommand::Back => stopped(self.position.saturating_sub(1)),
            StepCommand::Start => stopped(0),
            StepCommand::End => stopped(self.last),
            StepCommand::Seek(position) => stopped(position.min(self.last)),
            StepCommand::Tick if !self.playing => self,
            StepCommand::Tick => {
                let position = (self.position + 1).min(self.last);
                Playhead { position, playing: position < self.last, ..self }
            }
            StepCommand::SetSpeed(speed) if SPEEDS.contains(&speed) => Playhead { speed, ..self },
            StepCommand::SetSpeed(_) => self,
        }
    }
}

/// Parses a `speed` URL parameter: one of [`SPEEDS`].
pub fn parse_speed(text: &str) -> Result<u32, String> {
    match text.trim().parse::<u32>() {
        Ok(speed) if SPEEDS.contains(&speed) => Ok(speed),
        _ => {
            let allowed: Vec<String> = SPEEDS.iter().map(u32::to_string).collect();
            Err(format!("speed '{text}' is not one of {} (steps per second)", allowed.join(", ")))
        }
    }
}

/// Parses the `speed` URL parameter, as a field error.
pub fn parse_speed_field(text: &str) -> Result<u32, crate::api::FieldError> {
    parse_speed(text).map_err(|message| crate::api::FieldError::new("speed", message))
}

/// The stepper's properties.
#[derive(Properties, PartialEq)]
pub struct StepperProps {
    /// The playhead to show.
    pub playhead: Playhead,
    /// Names a step for the scrubber, e.g. `n = 12`.
    pub step_label: Callback<u32, String>,
    /// The step's sentence, told to a framing page (`www/remote.js`).
    #[prop_or_default]
    pub step_sentence: Option<Callback<u32, String>>,
    /// A frame explained instead of the current step (a clicked cell or vertex): the live region
    /// says its label and sentence, so a click is heard as a step is.
    #[prop_or_default]
    pub inspected: Option<u32>,
    /// Receives every command.
    pub on_command: Callback<StepCommand>,
}

/// The controls, the keyboard shortcuts, and the play timer.
#[component]
pub fn Stepper(props: &StepperProps) -> Html {
    let playhead = props.playhead;
    use_keyboard(props.on_command.clone(), true);
    use_play_timer(playhead.playing, playhead.speed, props.on_command.clone());

    let command = |command: StepCommand| {
        let on_command = props.on_command.clone();
        Callback::from(move |_: MouseEvent| on_command.emit(command))
    };
    let on_seek = {
        let on_command = props.on_command.clone();
        Callback::from(move |event: InputEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            if let Ok(position) = input.value().parse::<u32>() {
                on_command.emit(StepCommand::Seek(position));
            }
        })
    };
    let on_speed = {
        let on_command = props.on_command.clone();
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            if let Ok(speed) = select.value().parse::<u32>() {
                on_command.emit(StepCommand::SetSpeed(speed));
            }
        })
    };
    let at_start = playhead.position == 0;
    let at_end = playhead.position >= playhead.last;
    let sentence = props.step_sentence.as_ref().map(|sentence| sentence.emit(playhead.position));
    let announced = match (props.inspected, &props.step_sentence) {
        (Some(frame), Some(said)) => {
            Some(format!("Explaining {}: {}", props.step_label.emit(frame), said.emit(frame)))
        }
        _ => sentence.clone(),
    };
    html! {
        <div class="stepper" role="group" aria-label="Step through the algorithm"
            data-sentence={sentence.clone()}>
            { step_button(START, Some("First step (Home)"), at_start, command(StepCommand::Start), NodeRef::default()) }
            { step_button(BACK, Some("Step back (Left arrow)"), at_start, command(StepCommand::Back), NodeRef::default()) }
            <button class="step-play" onclick={command(StepCommand::TogglePlay)}
                disabled={playhead.last == 0}
                title="Play or pause (Space)" aria-pressed={playhead.playing.to_string()}>
                if playhead.playing {
                    { icon("M4 3h3v10H4zM9 3h3v10H9z") }{ " Pause" }
                } else {
                    { icon("M4 2v12l9-6z") }{ " Play" }
                }
            </button>
            { step_button(FORWARD, Some("Step forward (Right arrow)"), at_end, command(StepCommand::Forward), NodeRef::default()) }
            { step_button(END, Some("Last step (End)"), at_end, command(StepCommand::End), NodeRef::default()) }
            <label class="step-scrubber">
                <span class="step-label">{ props.step_label.emit(playhead.position) }</span>
                <input type="range" min="0" max={playhead.last.to_string()}
                    value={playhead.position.to_string()} oninput={on_seek}
                    aria-label="Step" />
                <span class="step-count">
                    { format!("step {} of {}", playhead.position, playhead.last) }
                </span>
            </label>
            <label class="step-speed">
                { "Speed " }
                <select onchange={on_speed} aria-label="Speed">
                    { for SPEEDS.iter().map(|&speed| html! {
                        <option value={speed.to_string()} selected={speed == playhead.speed}>
                            { format!("{}/s", count(speed.into(), "step")) }
                        </option>
                    }) }
                </select>
            </label>
            if let Some(announced) = announced {
                <p class="visually-hidden step-announcer" role="status" aria-atomic="true"
                    aria-live={politeness(playhead)}>{ announced }</p>
            }
        </div>
    }
}

/// The fastest speed, in steps per second, at which playing still announces every step.
pub const ANNOUNCED_SPEED: u32 = 2;

/// The politeness of the step's announcement: `polite`, so a screen reader reads each new
/// sentence once it is idle, except while playing faster than [`ANNOUNCED_SPEED`], when the
/// sentences would pile up (`off`).
pub fn politeness(playhead: Playhead) -> &'static str {
    if playhead.playing && playhead.speed > ANNOUNCED_SPEED { "off" } else { "polite" }
}

/// A stepper button: its class, its name for screen readers, and its icon's path.
pub(crate) type StepButton = (&'static str, &'static str, &'static str);
pub(crate) const START: StepButton = ("step-start", "First step", "M3 3h2v10H3zM13 3v10L6 8z");
pub(crate) const BACK: StepButton = ("step-back", "Step back", "M11 3v10L4 8z");
pub(crate) const FORWARD: StepButton = ("step-forward", "Step forward", "M5 3v10l7-5z");
const END: StepButton = ("step-end", "Last step", "M3 3v10l7-5zM11 3h2v10h-2z");

/// One of the stepper's icon buttons, with its tooltip (naming its key) if any, disabled or not,
/// and its node (where the exercise puts the focus). One function for every such button of both
/// steppers: written out in each, they cost every lab binary its bytes again.
#[inline(never)]
pub(crate) fn step_button(
    (class, label, path): StepButton,
    title: Option<&'static str>,
    disabled: bool,
    onclick: Callback<MouseEvent>,
    node: NodeRef,
) -> Html {
    html! {
        <button ref={node} {class} {onclick} {disabled} {title} aria-label={label}>{ icon(path) }</button>
    }
}

/// A 16x16 control icon drawn by one SVG path (fonts lack some media symbols).
pub(crate) fn icon(path: &'static str) -> Html {
    html! {
        <svg class="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path d={path} fill="currentColor" />
        </svg>
    }
}

/// The command a key press asks for, if any.
pub fn key_command(key: &str) -> Option<StepCommand> {
    match key {
        " " | "Spacebar" => Some(StepCommand::TogglePlay),
        "ArrowRight" => Some(StepCommand::Forward),
        "ArrowLeft" => Some(StepCommand::Back),
        "Home" => Some(StepCommand::Start),
        "End" => Some(StepCommand::End),
        _ => None,
    }
}

/// Whether a key press belongs to the element it was typed in: text fields, menus and sliders
/// keep all their keys; a focused button keeps Space (which presses it); a tab keeps the arrows
/// (which move between tabs); any other focusable widget (a vertex of a drawing, a board's
/// cell) keeps every key, so moving the focus never steps the lab.
fn belongs_to_target(event: &KeyboardEvent) -> bool {
    let Some(target) = event.target().and_then(|target| target.dyn_into::<Element>().ok()) else {
        return false;
    };
    let key = event.key();
    let arrow = key.starts_with("Arrow");
    match target.tag_name().to_ascii_uppercase().as_str() {
        "INPUT" | "TEXTAREA" | "SELECT" => true,
        "BUTTON" => key == " " || (arrow && target.get_attribute("role").as_deref() == Some("tab")),
        // A title takes the focus only to be where reading goes on (the notices dismissed).
        "BODY" | "HTML" | "H1" | "H2" => false,
        _ => {
            target.has_attribute("tabindex")
                || target.dyn_ref::<HtmlElement>().is_some_and(HtmlElement::is_content_editable)
        }
    }
}

/// Sends the keyboard shortcuts to `on_command` while the component is mounted and `listening`
/// (the callback of the render that turned listening on).
#[hook]
pub(crate) fn use_keyboard(on_command: Callback<StepCommand>, listening: bool) {
    use_effect_with(listening, move |&listening| {
        let listener = Closure::<dyn Fn(KeyboardEvent)>::new(move |event: KeyboardEvent| {
            if event.ctrl_key()
                || event.alt_key()
                || event.meta_key()
                || event.default_prevented()
                || belongs_to_target(&event)
            {
                return;
            }
            if let Some(command) = key_command(&event.key()) {
                event.prevent_default();
                on_command.emit(command);
            }
        });
        let document = web_sys::window().and_then(|window| window.document()).filter(|_| listening);
        if let Some(document) = &document {
            let _ = document
                .add_event_listener_with_callback("keydown", listener.as_ref().unchecked_ref());
        }
        move || {
            if let Some(document) = &document {
                let _ = document.remove_event_listener_with_callback(
                    "keydown",
                    listener.as_ref().unchecked_ref(),
                );
            }
        }
    });
}

/// Emits [`StepCommand::Tick`] `speed` times a second while `playing`.
#[hook]
fn use_play_timer(playing: bool, speed: u32, on_command: Callback<StepCommand>) {
    use_effect_with((playing, speed), move |&(playing, speed)| {
        let window = web_sys::window();
        let tick = Closure::<dyn Fn()>::new(move || on_command.emit(StepCommand::Tick));
        let interval = match (&window, playing) {
            (Some(window), true) => window
                .set_interval_with_callback_and_timeout_and_arguments_0(
                    tick.as_ref().unchecked_ref(),
                    (1000 / speed.max(1)) as i32,
                )
                .ok(),
            _ => None,
        };
        move || {
            if let (Some(window), Some(interval)) = (window, interval) {
                window.clear_interval_with_handle(interval);
            }
            drop(tick);
        }
    });
}

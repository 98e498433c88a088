//! Pieces every lab uses: URL parameters read with notices, the notices panel, labelled fields,
//! the mode tabs, the progress panel of a long job, the footer (embed code, or a link back from
//! the embed view), and the sentence that explains a mex.

use wasm_bindgen::JsCast;
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::api::fields::{FieldError, Fields};
use crate::ui::embed_code::EmbedCode;
use crate::ui::kit::lab::Lab;
use crate::ui::route::{Route, View};

/// Reads a lab's URL parameters. A parameter that is present but unusable yields `None` and a
/// notice saying why the default is shown instead. The parameters a lab asks for are the ones
/// it uses, so they are declared once, where they are read: any other parameter (besides the
/// request's fields, read by the request's own parser) gets a notice too.
pub struct LinkParams<'a> {
    params: &'a Fields,
    asked: Vec<String>,
    notices: Vec<String>,
    /// While a view not shown is read ([`LinkParams::only`]): every parameter reads as absent.
    muted: bool,
}

impl<'a> LinkParams<'a> {
    /// Starts reading `params`.
    pub fn new(params: &'a Fields) -> LinkParams<'a> {
        LinkParams { params, asked: Vec::new(), notices: Vec::new(), muted: false }
    }

    /// The value of `name` parsed by `parse`; `None` when absent or unusable.
    pub fn read<T>(
        &mut self,
        name: &str,
        parse: impl FnOnce(&str) -> Result<T, FieldError>,
    ) -> Option<T> {
        let text = self.get(name)?;
        match parse(text) {
            Ok(value) => Some(value),
            Err(error) => {
                self.notices.push(format!("The link's {error}. Showing the default instead."));
                None
            }
        }
    }

    /// Whether the link has parameter `name`.
    pub fn has(&mut self, name: &str) -> bool {
        self.get(name).is_some()
    }

    /// `read(self)` if its view is `shown`; else `read` finds every parameter absent (its
    /// defaults) and asks for none, so a link that gives them is told they are not used: a mode
    /// reads what its link writes and nothing else.
    pub fn only<T>(&mut self, shown: bool, read: impl FnOnce(&mut Self) -> T) -> T {
        let muted = self.muted;
        self.muted = muted || !shown;
        let value = read(self);
        self.muted = muted;
        value
    }

    /// The text of parameter `name`, which the lab thereby uses.
    pub fn get(&mut self, name: &str) -> Option<&'a str> {
        if self.muted {
            return None;
        }
        if !self.asked.iter().any(|asked| asked == name) {
            self.asked.push(name.to_string());
        }
        self.params.get(name)
    }

    /// Adds a notice of the lab's own.
    pub fn notice(&mut self, notice: impl Into<String>) {
        self.notices.push(notice.into());
    }

    /// The notices, with one for each parameter the lab did not ask for and that is not one
    /// of `fields` (the request's, read by its own parser).
    pub fn finish(mut self, fields: &[&str]) -> Vec<String> {
        let asked = self.asked.iter().map(String::as_str);
        let known: Vec<&str> = fields.iter().copied().chain(asked).collect();
        for unknown in self.params.unknown(&known) {
            self.notices
                .push(format!("The link's parameter '{}' is not used here.", unknown.field));
        }
        self.notices
    }
}

/// Messages about the address a lab was opened with, dismissed by `on_dismiss` (nothing is
/// shown when there are none); the focus then goes to the title of the section holding them,
/// not to the page's body. A function, not a component: a component type costs every binary
/// its bytes again.
pub fn notices(notices: &[String], on_dismiss: &Callback<()>) -> Html {
    if notices.is_empty() {
        return html! {};
    }
    let dismiss = on_dismiss.reform(|event: MouseEvent| {
        let title = event
            .target_dyn_into::<web_sys::Element>()
            .and_then(|button| button.closest("section").ok().flatten())
            .and_then(|section| section.query_selector("h1, h2").ok().flatten())
            .and_then(|title| title.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(title) = title {
            let _ = title.focus();
        }
    });
    html! {
        <div class="notice" role="status">
            <ul>{ for notices.iter().map(|notice| html! { <li>{ notice }</li> }) }</ul>
            <button type="button" onclick={dismiss}>{ "Dismiss" }</button>
        </div>
    }
}

/// A labelled text input with its help and its error message ([`TextField::view`]).
#[derive(Default)]
pub struct TextField {
    /// The input's id (its help and error get `-help` and `-error` appended).
    pub id: AttrValue,
    /// The label.
    pub label: AttrValue,
    /// The text in the field.
    pub value: AttrValue,
    /// A line of help under the field.
    pub help: AttrValue,
    /// What is wrong with the text, shown next to the field.
    pub error: Option<String>,
    /// A placeholder.
    pub placeholder: AttrValue,
    /// Whether to offer a numeric keyboard.
    pub numeric: bool,
    /// Receives the new text after each edit.
    pub on_input: Callback<String>,
}

impl TextField {
    /// The field's markup. A function, not a component: a component type costs every binary its
    /// bytes again.
    pub fn view(self) -> Html {
        let TextField { id, label, value, help, error, placeholder, numeric, on_input } = self;
        let on_input = on_input.reform(|event: InputEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            input.value()
        });
        let help_id = format!("{id}-help");
        let error_id = format!("{id}-error");
        html! {
            <div class="field">
                <label for={id.clone()}>{ label }</label>
                <input {id} {value} oninput={on_input} {placeholder} autocomplete="off" spellcheck="false"
                    inputmode={if numeric { "numeric" } else { "text" }}
                    aria-invalid={error.is_some().to_string()}
                    aria-describedby={format!("{help_id} {error_id}")} />
                <span id={help_id} class="field-help">{ help }</span>
                <span id={error_id} class="field-error" role="alert">{ error.unwrap_or_default() }</span>
            </div>
        }
    }
}

/// A labelled box of several lines (a program's input, pasted whole) with its help line; its
/// edits are sent to `on_input`.
pub struct TextArea {
    /// The box's id (its help gets `-help` appended).
    pub id: AttrValue,
    /// The label.
    pub label: AttrValue,
    /// The text in the box.
    pub value: AttrValue,
    /// A line of help under the box.
    pub help: AttrValue,
    /// Its height in lines.
    pub rows: u32,
    /// Whether the text was refused: its message, shown by the caller, has the box's id with
    /// `-error` appended.
    pub refused: bool,
    /// Receives the new text after each edit.
    pub on_input: Callback<String>,
}

impl TextArea {
    /// The box's markup. A function, not a component: a component type costs every binary its
    /// bytes again.
    pub fn view(self) -> Html {
        let TextArea { id, label, value, help, rows, refused, on_input } = self;
        let on_input = on_input.reform(|event: InputEvent| {
            let area: web_sys::HtmlTextAreaElement = event.target_unchecked_into();
            area.value()
        });
        let help_id = format!("{id}-help");
        let described = if refused { format!("{help_id} {id}-error") } else { help_id.clone() };
        html! {
            <div class="field text-area">
                <label for={id.clone()}>{ label }</label>
                <textarea {id} {value} oninput={on_input} rows={rows.to_string()} autocomplete="off"
                    spellcheck="false" aria-describedby={described} aria-invalid={refused.to_string()} />
                <span id={help_id} class="field-help">{ help }</span>
            </div>
        }
    }
}

/// A reducer's dispatcher as a callback taking its actions (for `reform`).
pub fn actions<T: Reducible + 'static>(
    dispatcher: &UseReducerDispatcher<T>,
) -> Callback<T::Action> {
    Callback::from(dispatcher.clone())
}

/// The tabs choosing what a lab shows: one button per `(mode, label)`, `current` selected;
/// `on_select` receives the mode clicked. Left and Right move the focus between the tabs.
pub fn mode_tabs<M: Copy + PartialEq + 'static>(
    current: M,
    tabs: &[(M, &'static str)],
    on_select: Callback<M>,
) -> Html {
    html! {
        <div class="mode-tabs" role="tablist" aria-label="What to show" onkeydown={move_between_tabs()}>
            { for tabs.iter().map(|&(mode, label)| html! {
                <button type="button" role="tab" aria-selected={(current == mode).to_string()}
                    class={classes!("mode", (current == mode).then_some("selected"))}
                    onclick={on_select.reform(move |_: MouseEvent| mode)}>
                    { label }
                </button>
            }) }
        </div>
    }
}

/// Left and Right on a tab focus the tab before or after it (wrapping round).
fn move_between_tabs() -> Callback<KeyboardEvent> {
    Callback::from(|event: KeyboardEvent| {
        let forward = match event.key().as_str() {
            "ArrowRight" => true,
            "ArrowLeft" => false,
            _ => return,
        };
        let Some(tab) = event.target_dyn_into::<web_sys::Element>() else { return };
        let Some(list) = tab.parent_element() else { return };
        let next =
            if forward { tab.next_element_sibling() } else { tab.previous_element_sibling() };
        let next = next.or_else(|| {
            if forward { list.first_element_child() } else { list.last_element_child() }
        });
        if let Some(next) = next.and_then(|next| next.dyn_into::<web_sys::HtmlElement>().ok()) {
            event.prevent_default();
            let _ = next.focus();
        }
    })
}

/// The foot of a lab: in the embed view a link to the same view on the full page, on the page
/// a link to the view's steps laid out for printing and the "Copy embed code" control.
pub fn lab_footer(lab: &Lab, view: View, params: Fields) -> Html {
    match view {
        View::Embed => {
            let full = Route::Lab { view: View::Page, slug: lab.slug.into(), params };
            html! {
                <a class="open-full" target="_blank" rel="noopener" href={full.to_hash()}>
                    { "Open in CGT Playground ↗" }
                </a>
            }
        }
        View::Page => {
            // The same view laid out frame by frame (www/steps.js); hidden without a stepper, and
            // during an exercise, whose answers it would show.
            let exercise = params.get("exercise").is_some();
            let view =
                Route::Lab { view: View::Page, slug: lab.slug.into(), params: params.clone() };
            html! {
                <>
                    if !exercise {
                        <a class="print-steps" href={format!("steps.html{}", view.to_hash())}>
                            { "Print all steps" }
                        </a>
                    }
                    <EmbedCode slug={lab.slug} title={lab.title} {params} />
                </>
            }
        }
    }
}

/// The line above an explanation of a cell the user clicked: which one, and a way back to the
/// step being played (`what` is e.g. "the cell you clicked, (2, 3)").
pub fn inspecting_line(what: String, on_back: Callback<MouseEvent>) -> Html {
    html! {
        <p class="inspecting">
            { format!("Explaining {what}. ") }
            <button type="button" class="link" onclick={on_back}>{ "Back to the current step" }</button>
        </p>
    }
}

/// `n` things, as said: "1 coin", "3 coins" (nouns with a plain plural in -s).
pub fn count(n: u64, noun: &str) -> String {
    if n == 1 { format!("1 {noun}") } else { format!("{n} {noun}s") }
}

/// Why the mex is `mex`: "0, 1 and 2 are among the values; 3 is the smallest that is not, so
/// the mex is 3."
pub fn mex_detail(mex: u32) -> String {
    if mex == 0 {
        return "0 is not among the values, so the mex is 0.".into();
    }
    if mex > 16 {
        return format!(
            "Every number from 0 to {} is among the values; {mex} is the smallest that is not, \
             so the mex is {mex}.",
            mex - 1
        );
    }
    let present: Vec<String> = (0..mex).map(|value| value.to_string()).collect();
    let present = match present.as_slice() {
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
        [] => String::new(),
    };
    let verb = if mex == 1 { "is" } else { "are" };
    format!(
        "{present} {verb} among the values; {mex} is the smallest that is not, so the mex is {mex}."
    )
}

/// The panel of a job running in slices or in a worker: what it computes, a progress bar (from 0
/// to 1), the percentage, the time left once it can be estimated, a Cancel button when
/// `on_cancel` is given, and `more` below (e.g. why the job runs on the page).
pub fn progress_panel(
    what: String,
    progress: f64,
    on_cancel: Option<Callback<MouseEvent>>,
    more: Html,
) -> Html {
    let progress = progress.clamp(0.0, 1.0);
    html! { <ProgressPanel {what} {progress} {on_cancel} {more} /> }
}

/// The progress panel's properties (see [`progress_panel`]).
#[derive(Properties, PartialEq)]
struct ProgressProps {
    what: String,
    progress: f64,
    on_cancel: Option<Callback<MouseEvent>>,
    more: Html,
}

/// The progress panel. It remembers when it first saw the job and how far the job was then, and
/// estimates the time left from the rate since; progress falling back below where it started,
/// or by more than a fiftieth, is another job, seen from then on.
#[component]
fn ProgressPanel(props: &ProgressProps) -> Html {
    let ProgressProps { what, progress, on_cancel, more } = props;
    let now = js_sys::Date::now();
    let seen = use_mut_ref(|| (now, *progress, *progress));
    let (_, from, last) = *seen.borrow();
    if *progress < from || *progress + 0.02 < last {
        *seen.borrow_mut() = (now, *progress, *progress);
    }
    seen.borrow_mut().2 = *progress;
    let (since, from, _) = *seen.borrow();
    let left = seconds_left(now - since, from, *progress).map(time_left_text);
    // Whole numbers only: formatting floats would add kilobytes to the app.
    let permille = (progress * 1000.0) as u32;
    html! {
        <div class="computing" role="status">
            <span>{ what }</span>
            <progress max="1000" value={permille.to_string()} aria-label="Progress"></progress>
            <span class="percent">{ format!("{}%", permille / 10) }</span>
            if let Some(left) = left {
                <span class="time-left">{ left }</span>
            }
            if let Some(on_cancel) = on_cancel {
                <button type="button" class="cancel" onclick={on_cancel.clone()}>{ "Cancel" }</button>
            }
            { more.clone() }
        </div>
    }
}

/// The seconds a job still needs, estimated from its rate since it was first seen: `elapsed_ms`
/// since then, while its progress went from `from` to `now` (fractions of the whole). None until
/// the estimate means something: after two seconds, and once the job has moved by a thousandth.
pub fn seconds_left(elapsed_ms: f64, from: f64, now: f64) -> Option<u64> {
    let done = now - from;
    (elapsed_ms >= 2000.0 && done >= 0.001)
        .then(|| (elapsed_ms * (1.0 - now) / done / 1000.0).round() as u64)
}

/// The time left, said roughly: "about 40 s left" (to 5 s), "about 3 min 20 s left" (to 10 s),
/// "about 2 h 5 min left" (to the minute).
pub fn time_left_text(seconds: u64) -> String {
    let round = |step: u64| seconds.div_ceil(step) * step;
    match seconds {
        0..60 => format!("about {} s left", round(5).max(5)),
        60..3600 => {
            let seconds = round(10);
            match seconds % 60 {
                0 => format!("about {} min left", seconds / 60),
                rest => format!("about {} min {rest} s left", seconds / 60),
            }
        }
        _ => {
            let minutes = seconds.div_ceil(60);
            format!("about {} h {} min left", minutes / 60, minutes % 60)
        }
    }
}

/// The side the student plays: a fieldset of class `class` titled "You play", one radio button
/// (named `name`) per `(side, label)`, `current` checked; `on_choose` receives the side chosen.
pub fn side_choice<S: Copy + PartialEq + 'static>(
    (class, name): (&'static str, &'static str),
    sides: &[(S, &'static str)],
    current: S,
    on_choose: &Callback<S>,
) -> Html {
    html! {
        <fieldset {class}>
            <legend>{ "You play" }</legend>
            { for sides.iter().map(|&(side, label)| html! {
                <label>
                    <input type="radio" {name} checked={current == side}
                        onchange={on_choose.reform(move |_: Event| side)} />
                    { label }
                </label>
            }) }
        </fieldset>
    }
}

/// A verdict read by screen readers as it changes: `<div class>` with its `line` (class
/// `verdict-line`) and `detail` below.
pub fn verdict_panel(class: Classes, line: String, detail: Html) -> Html {
    html! {
        <div {class} role="status">
            <p class="verdict-line">{ line }</p>
            { detail }
        </div>
    }
}

impl LinkParams<'_> {
    /// [`LinkParams::finish`] knowing the fields of request `R`.
    pub fn finish_with<R: crate::api::Request>(self) -> Vec<String> {
        self.finish(R::FIELDS)
    }
}

impl LinkParams<'_> {
    /// The choice `name` among `choices` (its link name, its value), as `parse_choice` reads
    /// it; `None` when absent or unusable.
    pub fn read_choice<T: Copy>(&mut self, name: &str, choices: &[(&str, T)]) -> Option<T> {
        self.read(name, |text| crate::api::fields::parse_choice(name, text, choices))
    }

    /// The choice `name` among `choices`, or `default` when absent or unusable (with a notice).
    pub fn choice<T: Copy>(&mut self, name: &str, choices: &[(&str, T)], default: T) -> T {
        self.read_choice(name, choices).unwrap_or(default)
    }
}

/// The address of lab `slug`'s page opened by the link query `query` (e.g. "n=30&step=0"), for
/// a "see also" link from one lab to another.
pub fn lab_href(slug: &str, query: &str) -> String {
    Route::Lab { view: View::Page, slug: slug.into(), params: Fields::from_query(query) }.to_hash()
}

/// The verdict on a sum of games whose values xor to `total` (`<p class="verdict p|n">`): who
/// wins and why, the winner moving one `piece` (e.g. "king", "component") at a time.
pub fn total_verdict(total: u64, piece: &str) -> Html {
    let text = if total == 0 {
        format!(
            "The total is 0: a P-position. The second player wins: whatever move the first player \
             makes changes the total, and the second player can always bring it back to 0 by \
             moving one {piece}."
        )
    } else {
        format!(
            "The total is {total} ≠ 0: an N-position. The first player (the one to move) wins by \
             moving one {piece} so that the total becomes 0."
        )
    };
    html! { <p class={classes!("verdict", if total == 0 { "p" } else { "n" })}>{ text }</p> }
}

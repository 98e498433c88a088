//! The frame every lab's page shares: the section, the title (and intro and form on the page),
//! the notices about the link, the lab's body, and the footer; the top of a stepped view
//! (stepper and explanation); and a table of values filled lazily as a timeline.

use std::rc::Rc;

use yew::prelude::*;

use crate::api::fields::Fields;
use crate::ui::kit::controls::{inspecting_line, lab_footer, notices};
use crate::ui::kit::exercise::Question;
use crate::ui::kit::lab::LabProps;
use crate::ui::kit::timeline::{Playback, StepAction, Timeline, stepped};
use crate::ui::route::View;

/// What a lab's frame holds besides its body.
pub struct Frame<'a> {
    /// The embed's heading, when it says more than the lab's title (e.g. the game shown).
    pub embed_title: Option<String>,
    /// The lab's form (on the page only).
    pub form: Html,
    /// The notices about the link (shown until dismissed).
    pub notices: &'a [String],
    /// The lab's link, for the footer.
    pub link: Fields,
    /// What the lab shows.
    pub body: Html,
}

/// The lab's section, `<section class="<slug>-lab">`: the frame around the body, for the lab
/// and the view of the component's `props`.
pub fn lab_frame(props: &LabProps, frame: Frame) -> Html {
    let Frame { embed_title, form, notices, link, body } = frame;
    let LabProps { lab, intro, view, .. } = props;
    let embed = *view == View::Embed;
    html! {
        <section class={classes!(format!("{}-lab", lab.slug), embed.then_some("is-embed"))}>
            // The titles take the focus when the notices are dismissed.
            if embed {
                <h2 class="embed-title" tabindex="-1">{ embed_title.unwrap_or_else(|| lab.title.to_string()) }</h2>
            } else {
                <h1 tabindex="-1">{ lab.title }</h1>
                <p class="intro">{ intro }</p>
                { form }
            }
            <LinkNotices notices={notices.to_vec()} />
            { body }
            { lab_footer(lab, *view, link) }
        </section>
    }
}

/// The notices' properties.
#[derive(Properties, PartialEq)]
struct LinkNoticesProps {
    notices: Vec<String>,
}

/// The notices about a link, until the student dismisses them (other notices show again).
#[component]
fn LinkNotices(props: &LinkNoticesProps) -> Html {
    let dismissed = use_state(|| None::<Vec<String>>);
    let shown = if dismissed.as_ref() == Some(&props.notices) { &[][..] } else { &props.notices };
    let on_dismiss = {
        let notices = props.notices.clone();
        Callback::from(move |()| dismissed.set(Some(notices.clone())))
    };
    notices(shown, &on_dismiss)
}

/// A stepped view's top: the stepper of `playback` over `timeline` (its labels on the
/// scrubber), then the explanation of the focused frame: a line while a clicked frame is
/// explained (naming it by `clicked`, e.g. "the number you clicked, 7"), the timeline's
/// sentence, and `detail`.
pub fn stepped_explanation<T: Timeline + 'static>(
    timeline: &Rc<T>,
    playback: Playback,
    on_action: &Callback<StepAction>,
    clicked: impl Fn(u32) -> String,
    detail: Html,
) -> Html {
    let (stepper, explanation) =
        stepper_and_explanation(timeline, playback, on_action, clicked, detail);
    html! { <>{ stepper }{ explanation }</> }
}

/// The two parts of [`stepped_explanation`], for a lab that lays them out apart (the
/// explanation beside a drawing, under a stepper across the page).
pub fn stepper_and_explanation<T: Timeline + 'static>(
    timeline: &Rc<T>,
    playback: Playback,
    on_action: &Callback<StepAction>,
    clicked: impl Fn(u32) -> String,
    detail: Html,
) -> (Html, Html) {
    let back = on_action.reform(|_: MouseEvent| StepAction::Inspect(None));
    let stepper = stepped(timeline, playback, on_action.clone());
    let explanation = html! {
        <div class="explanation">
            if let Some(frame) = playback.inspected { { inspecting_line(clicked(frame), back) } }
            <p class="sentence">{ timeline.sentence(playback.focus()) }</p>
            { detail }
        </div>
    };
    (stepper, explanation)
}

/// A table of values filled lazily, as a timeline: frame k shows the values up to position k;
/// the label, the sentence and the question of a frame are worked out from the finished values
/// on demand.
pub struct ValueTable<V> {
    /// The values of positions 0 to the last frame.
    pub values: Vec<V>,
    label: fn(u32) -> String,
    sentence: fn(&[V], u32) -> String,
    question: fn(&[V], u32) -> Option<Question>,
}

impl<V> ValueTable<V> {
    /// The table of `values` (at least one), its frames named by `label`, explained by
    /// `sentence` and asked by `question` (each given the values and the frame).
    pub fn new(
        values: Vec<V>,
        label: fn(u32) -> String,
        sentence: fn(&[V], u32) -> String,
        question: fn(&[V], u32) -> Option<Question>,
    ) -> Self {
        ValueTable { values, label, sentence, question }
    }
}

impl<V> Timeline for ValueTable<V> {
    const ASKS: bool = true;

    fn last(&self) -> u32 {
        // Tables are capped far below 2^32 values by the solvers' limits.
        u32::try_from(self.values.len().saturating_sub(1)).unwrap_or(u32::MAX)
    }

    fn label(&self, k: u32) -> String {
        (self.label)(k)
    }

    fn sentence(&self, k: u32) -> String {
        (self.sentence)(&self.values, k)
    }

    fn question(&self, k: u32) -> Option<Question> {
        (self.question)(&self.values, k)
    }
}

/// A table's header row, `<thead>`: one column heading per name.
pub fn header_row(names: &[&str]) -> Html {
    html! {
        <thead><tr>
            { for names.iter().map(|&name| html! { <th scope="col">{ name.to_string() }</th> }) }
        </tr></thead>
    }
}

/// A lab's body under its mode tabs: `mode_tabs(current, tabs, on_select)` above `body` (the
/// current mode's view).
pub fn tabbed<M: Copy + PartialEq + 'static>(
    (current, tabs): (M, &[(M, &'static str)]),
    on_select: Callback<M>,
    body: Html,
) -> Html {
    html! {
        <>
            { crate::ui::kit::controls::mode_tabs(current, tabs, on_select) }
            { body }
        </>
    }
}

/// A table of data (`<table class={class}>`): the [`header_row`] of `names` above the `rows`.
pub fn data_table(
    class: &'static str,
    names: &[&str],
    rows: impl IntoIterator<Item = Html>,
) -> Html {
    html! {
        <table {class}>
            { header_row(names) }
            <tbody>{ for rows }</tbody>
        </table>
    }
}

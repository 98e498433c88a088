//! The pieces of a lab's form that every form repeats: its submission (without reloading the
//! page) and its foot, the Start button and a row of example buttons.

use yew::prelude::*;

/// A form's submit handler: stops the page from reloading and sends `action`.
pub fn on_submit<A: 'static>(send: &Callback<A>, action: fn() -> A) -> Callback<SubmitEvent> {
    send.reform(move |event: SubmitEvent| {
        event.prevent_default();
        action()
    })
}

/// The Start button and the examples, one button per label; `on_example` receives the index of
/// the one clicked.
pub fn start_and_examples<'a>(
    labels: impl IntoIterator<Item = &'a str>,
    on_example: &Callback<usize>,
) -> Html {
    html! {
        <>
            <button type="submit" class="primary">{ "Start" }</button>
            <div class="presets">
                <span>{ "Examples:" }</span>
                { for labels.into_iter().enumerate().map(|(index, label)| html! {
                    <button type="button" class="preset" onclick={on_example.reform(move |_: MouseEvent| index)}>{ label }</button>
                }) }
            </div>
        </>
    }
}

//! The pieces of a lab's form that every form repeats: its submission (without reloading the
//! page) and its foot, the Start button and a row of example buttons; and a form as data, the
//! texts of its fields by name (as in a request's [`Fields`]) and what the request's own parsers
//! say is wrong with them.

use yew::prelude::*;

use crate::api::fields::{FieldError, Fields};

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
            { examples(labels, on_example) }
        </>
    }
}

/// The row of example buttons, one per label; `on_example` receives the index of the one clicked.
pub fn examples<'a>(
    labels: impl IntoIterator<Item = &'a str>,
    on_example: &Callback<usize>,
) -> Html {
    html! {
        <div class="presets">
            <span>{ "Examples:" }</span>
            { for labels.into_iter().enumerate().map(|(index, label)| html! {
                <button type="button" class="preset" onclick={on_example.reform(move |_: MouseEvent| index)}>{ label }</button>
            }) }
        </div>
    }
}

/// The texts a form shows and the messages of its fields.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Form {
    fields: Fields,
    errors: Vec<FieldError>,
}

impl Form {
    /// A form showing `fields`, with no message.
    pub fn showing(fields: Fields) -> Form {
        Form { fields, errors: Vec::new() }
    }

    /// The form's texts.
    pub fn fields(&self) -> &Fields {
        &self.fields
    }

    /// The text of field `name` (empty when absent).
    pub fn text(&self, name: &str) -> String {
        self.fields.get(name).unwrap_or_default().to_string()
    }

    /// What is wrong with field `name`, if anything.
    pub fn error(&self, name: &str) -> Option<String> {
        self.errors.iter().find(|error| error.field == name).map(|error| error.message.clone())
    }

    /// Whether any field has a message.
    pub fn has_errors(&self) -> bool {
        !self.errors.is_empty()
    }

    /// Field `name` edited to `text`; its message becomes `error` (checked by the request's
    /// parser of that field).
    pub fn edit(&mut self, name: &str, text: String, error: Option<FieldError>) {
        self.fields.set(name, text);
        self.errors.retain(|old| old.field != name);
        self.errors.extend(error.map(|error| FieldError { field: name.into(), ..error }));
    }

    /// Replaces every message by `errors` (a submitted form's).
    pub fn set_errors(&mut self, errors: Vec<FieldError>) {
        self.errors = errors;
    }
}

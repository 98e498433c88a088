//! A lab's form, one shape for every lab: the texts of its fields by name (as in a request's
//! [`Fields`]) and what the request's own parsers say is wrong with them; and its view, the
//! fields, the submit button and a row of example buttons, submitted without reloading the page.

use yew::prelude::*;

use crate::api::Request;
use crate::api::fields::{FieldError, Fields, number_text};
use crate::ui::kit::controls::TextField;

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

    /// A form showing `request`'s fields as the request writes them.
    pub fn of<R: Request>(request: &R) -> Form {
        let mut fields = Fields::new();
        request.write_fields(&mut fields);
        Form::showing(fields)
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

    /// Field `name` edited to `text`, checked by `parse` (the request's parser of the field).
    pub fn check<T>(
        &mut self,
        name: &str,
        text: String,
        parse: impl FnOnce(&str) -> Result<T, FieldError>,
    ) {
        let error = parse(&text).err();
        self.edit(name, text, error);
    }

    /// Field `name` edited to `text`, checked by reading the whole form as an `R`: the messages
    /// of that field are shown.
    pub fn check_request<R: Request>(&mut self, name: &str, text: String) {
        self.fields.set(name, text);
        self.errors.retain(|error| error.field != name);
        if let Err(errors) = R::from_fields(&self.fields) {
            self.errors.extend(errors.into_iter().filter(|error| error.field == name));
        }
    }

    /// The request the form describes, or `None` with every field's message set.
    pub fn submit<R: Request>(&mut self) -> Option<R> {
        match R::from_fields(&self.fields) {
            Ok(request) => {
                self.errors.clear();
                Some(request)
            }
            Err(errors) => {
                self.errors = errors;
                None
            }
        }
    }

    /// Replaces every message by `errors` (a submitted form's).
    pub fn set_errors(&mut self, errors: Vec<FieldError>) {
        self.errors = errors;
    }

    /// The text field of `name` with its message: `<input id>` labelled `label` (numeric when
    /// `numeric`), its edits sent to `on_input`.
    pub fn field(
        &self,
        (id, name, label): (&'static str, &str, &'static str),
        numeric: bool,
        on_input: Callback<String>,
    ) -> Html {
        let (id, label, value, error) =
            (id.into(), label.into(), self.text(name).into(), self.error(name));
        TextField { id, label, value, error, numeric, on_input, ..TextField::default() }.view()
    }
}

/// A form's submit handler: stops the page from reloading and sends `action`.
pub fn on_submit<A: 'static>(send: &Callback<A>, action: fn() -> A) -> Callback<SubmitEvent> {
    send.reform(move |event: SubmitEvent| {
        event.prevent_default();
        action()
    })
}

/// A lab's form: its `fields`, the submit button saying `submit` (sending `on_submit`), and one
/// button per example label in `examples` (sending its index to `on_example`).
pub fn lab_form<'a>(
    fields: Html,
    submit: &'static str,
    examples: impl IntoIterator<Item = &'a str>,
    on_submit: Callback<()>,
    on_example: &Callback<usize>,
) -> Html {
    let on_submit = on_submit.reform(|event: SubmitEvent| event.prevent_default());
    html! {
        <form class="lab-form" onsubmit={on_submit} novalidate=true>
            { fields }
            <button type="submit" class="primary">{ submit }</button>
            { examples_row(examples, on_example) }
        </form>
    }
}

/// The row of example buttons, one per label (none without labels); `on_example` receives the
/// index of the one clicked.
pub fn examples_row<'a>(
    labels: impl IntoIterator<Item = &'a str>,
    on_example: &Callback<usize>,
) -> Html {
    let labels: Vec<&str> = labels.into_iter().collect();
    if labels.is_empty() {
        return Html::default();
    }
    html! {
        <div class="presets">
            <span>{ "Examples:" }</span>
            { for labels.into_iter().enumerate().map(|(index, label)| html! {
                <button type="button" class="preset" onclick={on_example.reform(move |_: MouseEvent| index)}>{ label }</button>
            }) }
        </div>
    }
}

impl Form {
    /// [`Form::field`] with a line of `help` under the input (e.g. the values it takes) and a
    /// `placeholder` (empty for none).
    pub fn field_with_help(
        &self,
        (id, name, label): (&'static str, &str, &'static str),
        (help, placeholder): (impl Into<AttrValue>, &'static str),
        numeric: bool,
        on_input: Callback<String>,
    ) -> Html {
        let (id, label, value, error) =
            (id.into(), label.into(), self.text(name).into(), self.error(name));
        let (help, placeholder) = (help.into(), placeholder.into());
        TextField { id, label, value, help, error, placeholder, numeric, on_input }.view()
    }
}

/// The most bytes of text a field shows: the browser lays out an input's whole text at each
/// change, about 0.12 ms per KB (200 ms for a typed game of 1.6 MB).
pub const SHOWN_TEXT: usize = 100_000;

impl Form {
    /// [`Form::field_with_help`] for a field whose text may be too long to show (a game typed
    /// whole, opened by a link or pasted): a text of more than [`SHOWN_TEXT`] bytes is kept by
    /// the form (its link and its submit use it) but the box is left empty, its help saying how
    /// long the text is and that typing replaces it, its placeholder how long.
    pub fn long_field(
        &self,
        (id, name, label): (&'static str, &str, &'static str),
        (help, placeholder): (String, &'static str),
        on_input: Callback<String>,
    ) -> Html {
        let text = self.fields.get(name).unwrap_or_default();
        let (value, help, placeholder) = if text.len() > SHOWN_TEXT {
            let length = number_text(text.chars().count() as u64);
            let kept = format!(
                "This field's text is {length} characters long, too long to show; typing here \
                 replaces it. {help}"
            );
            (AttrValue::default(), kept, format!("{length} characters, not shown").into())
        } else {
            (AttrValue::from(text.to_string()), help, placeholder.into())
        };
        let (id, label, error, help) = (id.into(), label.into(), self.error(name), help.into());
        TextField { id, label, value, help, error, placeholder, numeric: false, on_input }.view()
    }
}

impl Form {
    /// Removes field `name` and its message: a field the form's other choices do not take (e.g.
    /// Nim's k once the variant is not the bounded one).
    pub fn remove(&mut self, name: &str) {
        let mut kept = Fields::new();
        for other in self.fields.names().filter(|other| *other != name) {
            kept.set(other, self.fields.get(other).unwrap_or_default());
        }
        self.fields = kept;
        self.errors.retain(|error| error.field != name);
    }
}

impl Form {
    /// Every field's message (a lab may show those of fields it has no input for).
    pub fn errors(&self) -> &[FieldError] {
        &self.errors
    }

    /// The choice of `name` among `options` (value, text) with its message: a `<select id>`
    /// labelled `label`, its changes sent to `on_input`.
    pub fn choice(
        &self,
        (id, name, label): (&'static str, &str, &'static str),
        options: &[(&'static str, &'static str)],
        on_input: Callback<String>,
    ) -> Html {
        select_field((id, label), options, &self.text(name), self.error(name), on_input)
    }
}

/// A `<select id>` of `options` (value, text) labelled `label`, `current` chosen, with its
/// message (`error`, or none), its changes sent to `on_input`: a form's choice, or a choice
/// that is no request field (a preset, a version to compare).
pub fn select_field(
    (id, label): (&'static str, &'static str),
    options: &[(&'static str, &'static str)],
    current: &str,
    error: Option<String>,
    on_input: Callback<String>,
) -> Html {
    let on_change = on_input
        .reform(|event: Event| event.target_unchecked_into::<web_sys::HtmlSelectElement>().value());
    html! {
        <div class="field">
            <label for={id}>{ label }</label>
            <select {id} onchange={on_change}>
                { for options.iter().map(|&(value, text)| html! {
                    <option {value} selected={current == value}>{ text }</option>
                }) }
            </select>
            <span class="field-error" role="alert">{ error.unwrap_or_default() }</span>
        </div>
    }
}

/// Example `index` of `examples` (a label and the request's fields as a query), read by the
/// request's own parser.
pub fn example<R: Request>(examples: &[(&str, &str)], index: usize) -> Option<R> {
    let &(_, query) = examples.get(index)?;
    R::from_fields(&Fields::from_query(query)).ok()
}

/// What a student does to a lab's request form.
#[derive(Clone, Debug, PartialEq)]
pub enum FormAction {
    /// A field edited: its name and text.
    Edit(&'static str, String),
    /// The form submitted.
    Submit,
    /// An example's button pressed: its index.
    Example(usize),
}

impl Form {
    /// Applies `action` to a form of requests `R` whose examples are `examples` (label, link
    /// query): an edit is checked by the request's own parser ([`Form::check_request`]); a
    /// submitted form or an example gives the request to open (a form with errors gives none and
    /// shows every message; an example's request is shown in the form).
    pub fn apply<R: Request>(
        &mut self,
        action: FormAction,
        examples: &[(&str, &str)],
    ) -> Option<R> {
        match action {
            FormAction::Edit(name, text) => {
                self.check_request::<R>(name, text);
                None
            }
            FormAction::Submit => self.submit::<R>(),
            FormAction::Example(index) => {
                let request = example::<R>(examples, index)?;
                *self = Form::of(&request);
                Some(request)
            }
        }
    }
}

/// [`lab_form`] sending [`FormAction`]s to `on_form`, with one button per example of
/// `examples` (label, link query).
pub fn request_form(
    fields: Html,
    submit: &'static str,
    examples: &[(&'static str, &'static str)],
    on_form: &Callback<FormAction>,
) -> Html {
    lab_form(
        fields,
        submit,
        examples.iter().map(|&(label, _)| label),
        on_form.reform(|()| FormAction::Submit),
        &on_form.reform(FormAction::Example),
    )
}

/// The callback of field `name`'s edits, sent to `on_form`.
pub fn on_edit(on_form: &Callback<FormAction>, name: &'static str) -> Callback<String> {
    on_form.reform(move |text| FormAction::Edit(name, text))
}

/// A text field of a form: the input's id, the field's name, its label, whether it is numeric,
/// its help line and its placeholder (empty for none).
pub type FieldSpec = (&'static str, &'static str, &'static str, bool, String, &'static str);

/// The text fields `fields` of `form`, their edits sent to `on_form`.
pub fn form_fields(form: &Form, fields: Vec<FieldSpec>, on_form: &Callback<FormAction>) -> Html {
    let fields = fields.into_iter().map(|(id, name, label, numeric, help, placeholder)| {
        form.field_with_help(
            (id, name, label),
            (help, placeholder),
            numeric,
            on_edit(on_form, name),
        )
    });
    fields.collect()
}

impl Form {
    /// [`Form::apply`] with the form read by `parse` instead of `R::from_fields` (e.g. the
    /// request's parser with a lab's smaller limits): an edit shows `parse`'s messages of that
    /// field; a submitted form or an example (read by `parse` too) gives the request to open.
    pub fn apply_by<R: Request>(
        &mut self,
        action: FormAction,
        examples: &[(&str, &str)],
        parse: impl Fn(&Fields) -> Result<R, Vec<FieldError>>,
    ) -> Option<R> {
        match action {
            FormAction::Edit(name, text) => {
                self.fields.set(name, text);
                self.errors.retain(|error| error.field != name);
                let errors = parse(&self.fields).err().unwrap_or_default();
                self.errors.extend(errors.into_iter().filter(|error| error.field == name));
                None
            }
            FormAction::Submit => {
                let parsed = parse(&self.fields);
                self.set_errors(parsed.as_ref().err().cloned().unwrap_or_default());
                parsed.ok()
            }
            FormAction::Example(index) => {
                let &(_, query) = examples.get(index)?;
                let request = parse(&Fields::from_query(query)).ok()?;
                *self = Form::of(&request);
                Some(request)
            }
        }
    }
}

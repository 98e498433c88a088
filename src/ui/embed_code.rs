//! The "copy embed code" control: an `<iframe>` snippet for the current view, on the clipboard.

use js_sys::{Function, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

use super::route::{Route, View};
use crate::api::Fields;

/// The control's properties.
#[derive(Properties, PartialEq)]
pub struct EmbedCodeProps {
    /// The lab's slug.
    pub slug: &'static str,
    /// The lab's title, for the iframe's `title`.
    pub title: &'static str,
    /// The current view's parameters, step included.
    pub params: Fields,
}

/// The `<iframe>` snippet for a lab view, given the page's address without its hash.
pub fn embed_snippet(page_url: &str, slug: &str, title: &str, params: &Fields) -> String {
    let route = Route::Lab { view: View::Embed, slug: slug.to_string(), params: params.clone() };
    let src = format!("{page_url}{}", route.to_hash());
    format!(
        "<iframe src=\"{}\" title=\"{}\" width=\"940\" height=\"600\" \
         style=\"border:0;max-width:100%\" loading=\"lazy\"></iframe>",
        escape_attribute(&src),
        escape_attribute(&format!("CGT Playground: {title}")),
    )
}

fn escape_attribute(text: &str) -> String {
    text.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('>', "&gt;")
}

/// A button that copies the snippet, and the snippet itself once asked for (so it can also be
/// copied by hand where the clipboard is not available).
#[component]
pub fn EmbedCode(props: &EmbedCodeProps) -> Html {
    let status = use_state(|| None::<(String, String)>);
    let onclick = {
        let status = status.clone();
        let (slug, title, params) = (props.slug, props.title, props.params.clone());
        Callback::from(move |_: MouseEvent| {
            let page_url = web_sys::window()
                .and_then(|window| window.location().href().ok())
                .map(|href| href.split('#').next().unwrap_or_default().to_string())
                .unwrap_or_default();
            let snippet = embed_snippet(&page_url, slug, title, &params);
            status.set(Some((snippet.clone(), "Copying…".into())));
            copy_to_clipboard(&snippet, {
                let status = status.clone();
                let snippet = snippet.clone();
                move |message: &str| status.set(Some((snippet.clone(), message.into())))
            });
        })
    };
    html! {
        <div class="embed-code">
            <button type="button" class="copy-embed" {onclick}>{ "Copy embed code" }</button>
            if let Some((snippet, message)) = &*status {
                <span class="embed-status" role="status">{ message }</span>
                <textarea class="embed-snippet" readonly=true rows="3" aria-label="Embed code"
                    value={snippet.clone()} />
            }
        </div>
    }
}

/// Writes `text` to the clipboard and reports the outcome to `report` in words.
fn copy_to_clipboard(text: &str, report: impl Fn(&str) + 'static) {
    const FALLBACK: &str = "Could not copy automatically: select the code below and copy it.";
    let clipboard = web_sys::window()
        .map(|window| window.navigator())
        .and_then(|navigator| Reflect::get(&navigator, &"clipboard".into()).ok())
        .filter(|clipboard| !clipboard.is_undefined() && !clipboard.is_null());
    let Some(clipboard) = clipboard else {
        report(FALLBACK);
        return;
    };
    let clipboard: web_sys::Clipboard = clipboard.unchecked_into();
    let promise = clipboard.write_text(text);
    let report = std::rc::Rc::new(report);
    let on_copied = {
        let report = report.clone();
        Closure::once_into_js(move |_: JsValue| report("Copied to the clipboard."))
    };
    let on_failed = Closure::once_into_js(move |_: JsValue| report(FALLBACK));
    if let Ok(then) = Reflect::get(&promise, &"then".into()) {
        let then: Function = then.unchecked_into();
        let _ = then.call2(&promise, &on_copied, &on_failed);
    }
}

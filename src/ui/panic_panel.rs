//! The visible error panel: if anything ever panics, the page says so instead of going blank.

use web_sys::console;

/// Installs a panic hook that logs the panic and shows the panel.
pub fn install() {
    yew::set_custom_panic_hook(Box::new(|info| {
        let message = info.to_string();
        console::error_1(&message.clone().into());
        show(&message);
    }));
}

/// Shows the error panel (id `panic-panel`) with `message`, at the top of the page.
pub fn show(message: &str) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    let Some(body) = document.body() else { return };
    let panel = match document.get_element_by_id("panic-panel") {
        Some(panel) => panel,
        None => match document.create_element("div") {
            Ok(panel) => panel,
            Err(_) => return,
        },
    };
    panel.set_id("panic-panel");
    // Setting attributes on a fresh div cannot fail in practice; the panel is best effort.
    let _ = panel.set_attribute("role", "alert");
    panel.set_inner_html("");
    let heading = document.create_element("strong").ok();
    let text = document.create_element("pre").ok();
    if let (Some(heading), Some(text)) = (heading, text) {
        heading.set_text_content(Some(
            "Something went wrong and this page stopped working. Reload it to start again; \
             if it happens again, please report the link and the message below.",
        ));
        text.set_text_content(Some(message));
        let _ = panel.append_child(&heading);
        let _ = panel.append_child(&text);
    }
    let _ = body.prepend_with_node_1(&panel);
}

//! The Yew app: shell and router, the lab catalog and registry, shared controls, and one module per lab.

pub mod app;
pub mod catalog;
pub mod embed_code;
pub mod kit;
pub mod labs;
pub mod panic_panel;
pub mod registry;
pub mod route;
pub mod url;
pub mod widgets;

/// Starts the playground: the panic panel, `window.cgt`, and the app in `#app`.
pub fn start() {
    panic_panel::install();
    let Some(window) = web_sys::window() else {
        return;
    };
    if let Err(error) = crate::js_api::install(&window) {
        web_sys::console::error_2(&"could not install window.cgt:".into(), &error);
    }
    let root = window.document().and_then(|document| document.get_element_by_id("app"));
    match root {
        Some(root) => {
            yew::Renderer::<app::App>::with_root(root).render();
        }
        None => panic_panel::show("the page has no element with id \"app\" to mount into"),
    }
}

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

/// Starts a page's binary: the panic panel and the app in `#app`, showing the lab `here` (a
/// lab's binary) or no lab (the home page's). A route to a lab this binary does not hold reloads
/// the page, so that www/loader.js fetches that lab's binary.
pub fn start(here: Option<&'static registry::LabCode>) {
    panic_panel::install();
    let root = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id("app"));
    match root {
        Some(root) => {
            yew::Renderer::<app::App>::with_root_and_props(root, app::AppProps { here }).render();
        }
        None => panic_panel::show("the page has no element with id \"app\" to mount into"),
    }
}

//! The Yew app: shell and router, the lab catalog and registry, shared controls, and one module per lab.

pub mod app;
pub mod catalog;
pub mod embed_code;
pub mod home;
pub mod kit;
pub mod labs;
pub mod panic_panel;
pub mod registry;
pub mod route;
pub mod url;
pub mod widgets;

/// Starts a lab's binary: its page and its embed. Any other route reloads the page, so that
/// www/loader.js fetches the binary that shows it (the home page's, or another lab's).
pub fn start_lab(lab: &'static registry::LabCode) {
    start(app::AppProps { here: Some(lab), home: None });
}

/// Starts the home page's binary: the home page and the menus, no lab.
pub fn start_home() {
    start(app::AppProps { here: None, home: Some(home::page) });
}

/// Mounts the app in `#app`, with the panic panel.
fn start(props: app::AppProps) {
    panic_panel::install();
    let root = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.get_element_by_id("app"));
    match root {
        Some(root) => {
            yew::Renderer::<app::App>::with_root_and_props(root, props).render();
        }
        None => panic_panel::show("the page has no element with id \"app\" to mount into"),
    }
}

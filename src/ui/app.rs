//! The app shell: routes the location hash to the home page, a lab, or a lab's embed view.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use yew::prelude::*;

use super::catalog::{find, labs_of};
use super::kit::lab::{LabProps, Topic};
use super::registry::LabCode;
use super::route::{Route, View};
use super::url::{NavigationListener, current_hash};

/// The route shown, how many navigations led here (a new visit remounts the lab, so a lab
/// always starts from the parameters in the address bar), and whether the lab has started.
///
/// A lab's first render comes a task after the app's (the chrome, or nothing in an embed): the
/// browser compiles each wasm function on its first call, and one task for both crossed the
/// 50 ms line on some first loads.
#[derive(Clone, Debug, PartialEq)]
struct Location {
    route: Route,
    visit: u32,
    started: bool,
}

/// What changes the location.
enum Visit {
    /// A navigation to a new hash.
    To(String),
    /// The task after the app's first: the lab renders.
    Start,
}

impl Reducible for Location {
    type Action = Visit;

    fn reduce(self: Rc<Self>, visit: Visit) -> Rc<Self> {
        match visit {
            Visit::To(hash) => Rc::new(Location {
                route: Route::parse(&hash),
                visit: self.visit.wrapping_add(1),
                started: true,
            }),
            // Nothing to render again (a route that is not this binary's lab started at once):
            // a render may reload the page (`reload_once`), and must not run twice.
            Visit::Start if self.started => self,
            Visit::Start => Rc::new(Location { started: true, ..(*self).clone() }),
        }
    }
}

/// The app's properties: the lab this binary holds, if any, and the home page, which only the
/// home page's binary holds (another binary reloads into it).
#[derive(Properties)]
pub struct AppProps {
    pub here: Option<&'static LabCode>,
    pub home: Option<fn() -> Html>,
}

impl PartialEq for AppProps {
    fn eq(&self, other: &AppProps) -> bool {
        self.here.map(|code| code.slug) == other.here.map(|code| code.slug)
    }
}

/// The whole app.
#[component]
pub fn App(props: &AppProps) -> Html {
    let here = props.here.map(|code| code.slug);
    let location = use_reducer(|| {
        let route = Route::parse(&current_hash());
        // Only this binary's lab waits for the next task.
        let started = !matches!(&route, Route::Lab { slug, .. } if Some(slug.as_str()) == here);
        Location { route, visit: 0, started }
    });
    {
        let dispatcher = location.dispatcher();
        use_effect_with((), move |_| {
            // Where no timer can be set, the lab starts in this task.
            let start = dispatcher.clone();
            let later = Closure::once_into_js(move || start.dispatch(Visit::Start));
            let scheduled = web_sys::window().is_some_and(|window| {
                window
                    .set_timeout_with_callback_and_timeout_and_arguments_0(later.unchecked_ref(), 0)
                    .is_ok()
            });
            if !scheduled {
                dispatcher.dispatch(Visit::Start);
            }
            let listener =
                NavigationListener::new(move |hash| dispatcher.dispatch(Visit::To(hash)));
            move || drop(listener)
        });
    }
    let title = match &location.route {
        Route::Lab { slug, .. } => find(slug).map(|lab| lab.title),
        _ => None,
    };
    use_effect_with(title, |title| {
        if let Some(document) = web_sys::window().and_then(|window| window.document()) {
            document.set_title(&match title {
                Some(title) => format!("{title} · CGT Playground"),
                None => "CGT Playground".to_string(),
            });
        }
    });
    // A menu left open would hang over the next page.
    use_effect_with(location.visit, |_| close_menus(None));
    let key = location.visit.to_string();
    // Shown by the binary it needs: a later route to a lab may reload again.
    let shown_here = match &location.route {
        Route::Lab { slug, .. } => props.here.is_some_and(|code| code.slug == *slug),
        Route::Home => props.home.is_some(),
        Route::NotFound(_) => true,
    };
    use_effect_with((location.visit, shown_here), |&(_, shown_here)| {
        if shown_here {
            forget_reload();
        }
    });
    match &location.route {
        Route::Home => match props.home {
            Some(home) => chrome(home(), Some(HOME_CONSOLE)),
            // A lab's binary: the loader starts the home page's.
            None if reload_once() => html! {},
            None => chrome(not_found("the home page's code"), Some(HOME_CONSOLE)),
        },
        Route::Lab { view, slug, params } => match find(slug).zip(props.here) {
            Some((lab, code)) if code.slug == lab.slug => {
                let props =
                    LabProps { lab, intro: code.intro, params: params.clone(), view: *view };
                let content = if location.started {
                    (code.render)(props)
                } else {
                    html! {}
                };
                match view {
                    // The footer comes with the lab: shown before, it would jump down.
                    View::Page => chrome(
                        html! { <article class="lab" key={key}>{ content }</article> },
                        location.started.then_some(code.console),
                    ),
                    View::Embed => html! { <main class="embed" key={key}>{ content }</main> },
                }
            }
            Some(_) | None if find(slug).is_some() => {
                // Another lab's binary: the loader fetches it.
                if reload_once() {
                    html! {}
                } else {
                    let missing = format!(
                        "The page reloaded to load the code of the lab '{slug}', and it is still \
                         missing. Reload to try again."
                    );
                    let content = html! {
                        <section class="not-found" role="alert">
                            <h1>{ "This lab could not start" }</h1>
                            <p>{ missing }</p>
                            <p><a href="#/">{ "See all labs" }</a></p>
                        </section>
                    };
                    framed(*view, content)
                }
            }
            _ => framed(*view, not_found(&format!("a lab called '{slug}'"))),
        },
        Route::NotFound(hash) => {
            chrome(not_found(&format!("the address '{hash}'")), Some(HOME_CONSOLE))
        }
    }
}

/// The session's record of the address last reloaded for its lab's binary.
const RELOADED_FOR: &str = "cgt-reloaded-for";

/// Reloads the page, so that www/loader.js starts the binary holding the route's lab, at most
/// once per address: a page reloaded for this address that still lacks the lab (a lab in the
/// catalog but not in the loader's list) says so instead of reloading forever. Returns whether
/// the page reloads. Without session storage (a sandboxed frame) it always reloads.
fn reload_once() -> bool {
    let Some(window) = web_sys::window() else { return false };
    let href = window.location().href().unwrap_or_default();
    if let Ok(Some(storage)) = window.session_storage() {
        if storage.get_item(RELOADED_FOR).ok().flatten().as_deref() == Some(href.as_str()) {
            // A reload by hand tries once more.
            let _ = storage.remove_item(RELOADED_FOR);
            return false;
        }
        let _ = storage.set_item(RELOADED_FOR, &href);
    }
    window.location().reload().is_ok()
}

/// Forgets the last reload once a route is shown by the binary it needs.
fn forget_reload() {
    if let Some(Ok(Some(storage))) = web_sys::window().map(|window| window.session_storage()) {
        let _ = storage.remove_item(RELOADED_FOR);
    }
}

/// The `cgt.solve` call the footer shows outside the labs (each lab shows its own game's).
const HOME_CONSOLE: &str = r#"cgt.solve({game: "subtraction", moves: [1, 3, 4], n: 30})"#;

/// A page about a lab route that shows no lab: in the site's chrome on a page, alone in an
/// embed (a slide has no room for the site's menus).
fn framed(view: View, content: Html) -> Html {
    match view {
        View::Page => chrome(content, Some(HOME_CONSOLE)),
        View::Embed => html! { <main class="embed">{ content }</main> },
    }
}

/// The page chrome: a header with one menu of labs per topic, the content, a footer with a
/// `cgt.solve` call (`console`) to try (none until the lab has started).
///
/// A plain function, not a component: a component would compare its children as equal across
/// navigations (Yew compares child components by type) and keep a stale lab mounted.
fn chrome(content: Html, console: Option<&'static str>) -> Html {
    html! {
        <>
            <header class="site-header">
                <a class="brand" href="#/">{ "CGT Playground" }</a>
                <nav aria-label="Labs">{ for Topic::ALL.into_iter().map(topic_menu) }</nav>
            </header>
            <main class="site-main">{ content }</main>
            if let Some(console) = console {
                <footer class="site-footer">
                    { "Every solver runs in your browser. In the console: " }
                    <code>{ "await cgt.ready" }</code>{ ", then " }<code>{ console }</code>
                </footer>
            }
        </>
    }
}

/// Closes every open topic menu but `keep`.
fn close_menus(keep: Option<&web_sys::Element>) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else { return };
    let Ok(open) = document.query_selector_all("details.topic-menu[open]") else { return };
    for index in 0..open.length() {
        let menu = open.item(index).and_then(|node| node.dyn_into::<web_sys::Element>().ok());
        if let Some(menu) = menu.filter(|menu| Some(menu) != keep) {
            let _ = menu.remove_attribute("open");
        }
    }
}

/// A topic's menu: its title, opening onto links to its labs. Opening one closes the others;
/// choosing a lab (or any navigation) closes it.
fn topic_menu(topic: Topic) -> Html {
    let on_toggle = Callback::from(|event: Event| {
        let menu = event.target_dyn_into::<web_sys::Element>();
        if menu.as_ref().is_some_and(|menu| menu.has_attribute("open")) {
            close_menus(menu.as_ref());
        }
    });
    html! {
        <details class="topic-menu" ontoggle={on_toggle}>
            <summary>{ topic.title() }</summary>
            <ul>
                { for labs_of(topic).map(|lab| html! {
                    <li><a href={format!("#/lab/{}", lab.slug)}>{ lab.title }</a></li>
                }) }
            </ul>
        </details>
    }
}

/// The page for an address with nothing at it, `what` naming it. A function, not a component:
/// a component type costs every binary its bytes again.
fn not_found(what: &str) -> Html {
    html! {
        <section class="not-found" role="alert">
            <h1>{ "Nothing here" }</h1>
            <p>{ format!("There is no page for {what}.") }</p>
            <p><a href="#/">{ "See all labs" }</a></p>
        </section>
    }
}

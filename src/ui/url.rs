//! The address bar: the lab state written into the hash, and back/forward heard from it.
//!
//! A new game, mode or graph pushes a history entry (so back returns to the previous one); a
//! step, a clicked cell or a move replaces the current entry (so back does not replay every
//! step): [`FRAME_PARAMS`] names the parameters of the second kind. Replacements are rate
//! limited (Safari refuses more than 100 in 30 seconds, and playing writes one per step): at most
//! one per [`REPLACE_INTERVAL_MS`], the latest one always written last. A write of a hash
//! longer than [`LONG_HASH`] is made in a task of its own. Writes made here do not count as
//! navigation; anything else that changes the hash (back, forward, a link, an edited address
//! bar) does.

use std::cell::RefCell;

use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use wasm_bindgen::closure::Closure;
use yew::prelude::*;

use super::kit::lab::FRAME_PARAMS;
use super::route::{Route, View};
use crate::api::Fields;

/// The shortest time between two history replacements, in milliseconds.
pub const REPLACE_INTERVAL_MS: f64 = 350.0;

/// A write of a hash longer than this (in bytes) is made in a task of its own: the
/// browser's same-document navigation takes about 5 ms per 100 KB of address (27-35 ms for
/// treblecross's 640 KB of boards), too much to add to the render that changed it.
pub const LONG_HASH: usize = 64 * 1024;

thread_local! {
    /// The hash most recently written or seen by the app.
    static KNOWN_HASH: RefCell<String> = const { RefCell::new(String::new()) };
    /// Rate limiting of replacements.
    static THROTTLE: RefCell<Throttle> = const {
        RefCell::new(Throttle {
            last_replace: f64::NEG_INFINITY,
            push: None,
            pending: None,
            flush_scheduled: false,
        })
    };
}

struct Throttle {
    /// When the last replacement was made (`Date.now()`).
    last_replace: f64,
    /// A new entry held back for a task of its own (its hash is long), written before `pending`.
    push: Option<String>,
    /// A replacement held back by the rate limit.
    pending: Option<String>,
    /// Whether a timer will write `pending`.
    flush_scheduled: bool,
}

/// The current location hash, with its `#` (empty when there is none).
pub fn current_hash() -> String {
    web_sys::window().and_then(|window| window.location().hash().ok()).unwrap_or_default()
}

/// How a write enters the browser history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryMode {
    /// A new entry: back returns to the previous state.
    Push,
    /// Overwrite the current entry.
    Replace,
}

/// Shows `route` in the address bar.
pub fn write(route: &Route, mode: HistoryMode) {
    let hash = route.to_hash();
    KNOWN_HASH.with(|known| *known.borrow_mut() = hash.clone());
    match mode {
        HistoryMode::Push => {
            flush_pending();
            if hash.len() > LONG_HASH {
                THROTTLE.with(|throttle| throttle.borrow_mut().push = Some(hash));
                schedule_flush(0.0);
            } else {
                apply(&hash, HistoryMode::Push);
            }
        }
        HistoryMode::Replace => {
            let now = js_sys::Date::now();
            let (write_now, flush_after) = THROTTLE.with(|throttle| {
                let mut throttle = throttle.borrow_mut();
                let waited = now - throttle.last_replace >= REPLACE_INTERVAL_MS;
                let held = throttle.push.is_some() || throttle.pending.is_some();
                if !held && waited && hash.len() <= LONG_HASH {
                    return (true, None);
                }
                throttle.pending = Some(hash.clone());
                let wait = REPLACE_INTERVAL_MS - (now - throttle.last_replace);
                let flush_after = (!throttle.flush_scheduled).then_some(wait.max(0.0));
                throttle.flush_scheduled = true;
                (false, flush_after)
            });
            if write_now {
                apply(&hash, HistoryMode::Replace);
            }
            if let Some(delay) = flush_after {
                schedule_flush(delay);
            }
        }
    }
}

/// Writes what is held back after `delay` milliseconds.
fn schedule_flush(delay: f64) {
    let Some(window) = web_sys::window() else { return };
    let flush = Closure::once_into_js(flush_pending);
    // setTimeout only fails without a window, which this page always has.
    let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
        flush.unchecked_ref(),
        delay.ceil() as i32,
    );
}

/// Writes what is held back now: the new entry, then the replacement.
fn flush_pending() {
    let (push, pending) = THROTTLE.with(|throttle| {
        let mut throttle = throttle.borrow_mut();
        throttle.flush_scheduled = false;
        (throttle.push.take(), throttle.pending.take())
    });
    if let Some(hash) = push {
        apply(&hash, HistoryMode::Push);
    }
    if let Some(hash) = pending {
        apply(&hash, HistoryMode::Replace);
    }
}

/// Drops what is held back: the user navigated elsewhere in the meantime.
fn forget_pending() {
    THROTTLE.with(|throttle| {
        let mut throttle = throttle.borrow_mut();
        (throttle.push, throttle.pending) = (None, None);
    });
}

fn apply(hash: &str, mode: HistoryMode) {
    if hash == current_hash() {
        return;
    }
    let Some(history) = web_sys::window().and_then(|window| window.history().ok()) else {
        return;
    };
    // A same-document hash URL is always accepted (a refused one only leaves the bar stale).
    let _ = match mode {
        HistoryMode::Push => history.push_state_with_url(&JsValue::NULL, "", Some(hash)),
        HistoryMode::Replace => {
            THROTTLE.with(|throttle| throttle.borrow_mut().last_replace = js_sys::Date::now());
            history.replace_state_with_url(&JsValue::NULL, "", Some(hash))
        }
    };
}

/// Listens for navigation to hashes the app did not write; dropping it stops listening.
pub struct NavigationListener {
    callback: Closure<dyn Fn()>,
}

impl NavigationListener {
    /// Calls `on_navigate` with the new hash after each such navigation.
    pub fn new(on_navigate: impl Fn(String) + 'static) -> NavigationListener {
        KNOWN_HASH.with(|known| *known.borrow_mut() = current_hash());
        let callback = Closure::<dyn Fn()>::new(move || {
            forget_pending();
            let hash = current_hash();
            let is_new = KNOWN_HASH.with(|known| {
                let mut known = known.borrow_mut();
                let is_new = *known != hash;
                *known = hash.clone();
                is_new
            });
            if is_new {
                on_navigate(hash);
            }
        });
        if let Some(window) = web_sys::window() {
            for event in ["hashchange", "popstate"] {
                let _ = window
                    .add_event_listener_with_callback(event, callback.as_ref().unchecked_ref());
            }
        }
        NavigationListener { callback }
    }
}

impl Drop for NavigationListener {
    fn drop(&mut self) {
        if let Some(window) = web_sys::window() {
            for event in ["hashchange", "popstate"] {
                let _ = window.remove_event_listener_with_callback(
                    event,
                    self.callback.as_ref().unchecked_ref(),
                );
            }
        }
    }
}

/// The part of a lab's link that names the game and the view on screen (all but
/// [`FRAME_PARAMS`], though always the lab's `game_params`, its `LabState::GAME_PARAMS`): a
/// change of it is a new history entry.
pub fn history_key(params: &Fields, game_params: &[&str]) -> String {
    let mut request = Fields::new();
    let names =
        params.names().filter(|name| !FRAME_PARAMS.contains(name) || game_params.contains(name));
    for name in names {
        request.set(name, params.get(name).unwrap_or_default());
    }
    request.to_query()
}

/// Keeps the address bar equal to a lab's link, `params`: a change of its [`history_key`]
/// (with the lab's `game_params`) pushes a history entry, any other change replaces the current
/// one.
#[hook]
pub fn use_url_sync(
    slug: &'static str,
    view: View,
    params: Fields,
    game_params: &'static [&'static str],
) {
    let shown_key = use_mut_ref(|| None::<String>);
    use_effect_with(params, move |params| {
        let key = history_key(params, game_params);
        let mode = match shown_key.borrow().as_ref() {
            Some(shown) if *shown != key => HistoryMode::Push,
            _ => HistoryMode::Replace,
        };
        *shown_key.borrow_mut() = Some(key);
        write(&Route::Lab { view, slug: slug.to_string(), params: params.clone() }, mode);
    });
}

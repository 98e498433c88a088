//! The worker's side: listen for requests, run each as a [`TableRun`] and post its replies.
//!
//! A request runs to the end inside one message event: the page cancels or supersedes it by
//! terminating the worker, which stops it between any two instructions. Progress is posted at
//! most every [`PROGRESS_MS`] milliseconds, so a fast table sends few messages.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use super::js::{describe, reply_to_js, request_from_js};
use super::{CHUNK_WORK, PROTOCOL, Reply, TableRun};

/// The least time between two progress messages, in milliseconds.
pub const PROGRESS_MS: f64 = 40.0;

/// Starts listening (the worker binary's `main`) and tells the page the worker is ready.
/// Outside a dedicated worker it does nothing.
pub fn start() {
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        return;
    };
    let poster = scope.clone();
    let on_message = Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
        answer(&poster, &event.data());
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The listener lives as long as the worker.
    on_message.forget();
    post(&scope, &Reply::Ready { protocol: PROTOCOL });
}

/// Answers one request message.
fn answer(scope: &DedicatedWorkerGlobalScope, message: &JsValue) {
    let request = match request_from_js(message) {
        Ok(request) => request,
        Err(error) => {
            let id = js_sys::Reflect::get(message, &"id".into())
                .ok()
                .and_then(|id| id.as_f64())
                .map_or(0, |id| id as u32);
            post(scope, &Reply::Failed { id, message: format!("unreadable request: {error}") });
            return;
        }
    };
    let mut last_progress = f64::NEG_INFINITY;
    for reply in TableRun::new(&request, CHUNK_WORK) {
        if let Reply::Progress { .. } = reply {
            let now = js_sys::Date::now();
            if now - last_progress < PROGRESS_MS {
                continue;
            }
            last_progress = now;
        }
        post(scope, &reply);
    }
}

/// Posts a reply, transferring the values' buffer. A finished table that cannot be sent is
/// answered by a failure, so the page never waits for nothing.
fn post(scope: &DedicatedWorkerGlobalScope, reply: &Reply) {
    let (message, transfer) = reply_to_js(reply);
    let posted = scope.post_message_with_transfer(&message, &transfer);
    let Err(error) = posted else { return };
    web_sys::console::error_2(&"octal worker: could not post a reply:".into(), &error);
    if let Reply::Done { id, .. } = reply {
        let message = format!("the values could not be sent: {}", describe(error));
        post(scope, &Reply::Failed { id: *id, message });
    }
}

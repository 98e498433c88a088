//! The page's side of the octal worker: start one for a request (or reuse the idle one), send
//! the request once the worker says it is ready, and turn its replies into [`WorkerEvent`]s.
//! Dropping a request's handle before its table arrives terminates the worker, so a cancelled
//! or superseded request stops at once and sends nothing more; a worker that finished is kept
//! for the next request, which then skips loading the worker's module.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

use super::js::{describe, reply_from_js, request_to_js};
use super::{LOADER_URL, PROTOCOL, Reply, TableRequest};
use crate::api::octal::{OctalOutcome, OctalRequest};

/// What the page hears about its request.
#[derive(Debug)]
pub enum WorkerEvent {
    /// Part of the table is done: the fraction (0 to 1) and the heaps filled.
    Progress(f64, usize),
    /// The table.
    Done(OctalOutcome),
    /// The worker could not be started or loaded (nothing was computed): the reason.
    Unavailable(String),
    /// The worker started but could not answer: the reason.
    Failed(String),
}

/// Where a worker is in answering its one request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Loading its script and module; the request waits (a message sent before the module
    /// listens would be lost).
    Loading,
    /// The request is sent.
    Running,
    /// The last event is out; anything more is ignored.
    Over,
}

thread_local! {
    /// The id of the next request.
    static NEXT_ID: Cell<u32> = const { Cell::new(1) };
}

/// A lab's worker while no request runs on it: kept for the next request, terminated when the
/// lab closes (when the last handle to the slot goes).
#[derive(Clone, Default)]
pub struct IdleWorker(Rc<RefCell<IdleSlot>>);

#[derive(Default)]
struct IdleSlot(Option<Worker>);

impl Drop for IdleSlot {
    fn drop(&mut self) {
        if let Some(worker) = self.0.take() {
            worker.terminate();
        }
    }
}

/// A worker answering one request. Dropping it terminates the worker, unless the table has
/// arrived: the worker is then idle and goes back to the lab's [`IdleWorker`] slot.
pub struct TableWorker {
    worker: Worker,
    phase: Rc<Cell<Phase>>,
    /// Whether the worker answered in full (a table or a failure it reported itself).
    answered: Rc<Cell<bool>>,
    idle: IdleWorker,
    _on_message: Closure<dyn Fn(MessageEvent)>,
    _on_error: Closure<dyn Fn(Event)>,
}

impl TableWorker {
    /// Starts `request` within `work_limit` on the idle worker, or on a new one; `on_event`
    /// hears its progress and then exactly one of done, unavailable or failed. An error when
    /// the browser refuses to create a worker at all.
    pub fn start(
        idle: &IdleWorker,
        request: &OctalRequest,
        work_limit: u64,
        on_event: impl Fn(WorkerEvent) + 'static,
    ) -> Result<TableWorker, String> {
        let id = NEXT_ID.with(|next| next.replace(next.get().wrapping_add(1)));
        let message = TableRequest::new(id, request, work_limit);
        let reused = idle.0.borrow_mut().0.take();
        let (worker, phase) = match reused {
            Some(worker) => {
                let sent = worker.post_message(&request_to_js(&message)).map_err(describe);
                if let Err(error) = sent {
                    worker.terminate();
                    return Err(error);
                }
                (worker, Phase::Running)
            }
            None => (Worker::new(&loader_url()).map_err(describe)?, Phase::Loading),
        };
        let phase = Rc::new(Cell::new(phase));
        let answered = Rc::new(Cell::new(false));
        let on_event = Rc::new(on_event);
        let on_message = {
            let (worker, phase, on_event) = (worker.clone(), phase.clone(), on_event.clone());
            let (request, answered) = (request.clone(), answered.clone());
            Closure::<dyn Fn(MessageEvent)>::new(move |event: MessageEvent| {
                if phase.get() == Phase::Over {
                    return;
                }
                let reply = match reply_from_js(&event.data()) {
                    Ok(reply) => reply,
                    Err(error) => {
                        phase.set(Phase::Over);
                        on_event(WorkerEvent::Failed(format!("an unreadable reply ({error})")));
                        return;
                    }
                };
                let finish = |event: WorkerEvent| {
                    phase.set(Phase::Over);
                    on_event(event);
                };
                match reply {
                    Reply::Ready { protocol } if protocol == PROTOCOL => {
                        if phase.get() != Phase::Loading {
                            return;
                        }
                        let sent = worker.post_message(&request_to_js(&message)).map_err(describe);
                        match sent {
                            Ok(()) => phase.set(Phase::Running),
                            Err(error) => finish(WorkerEvent::Unavailable(error)),
                        }
                    }
                    Reply::Ready { protocol } => finish(WorkerEvent::Unavailable(format!(
                        "the worker script is from another version of the site (protocol \
                         {protocol}, the page speaks {PROTOCOL}); reloading the page may help"
                    ))),
                    Reply::LoadFailed { message } => finish(WorkerEvent::Unavailable(message)),
                    Reply::Progress { id: of, fraction, filled } if of == id => {
                        on_event(WorkerEvent::Progress(fraction, filled as usize));
                    }
                    Reply::Done { id: of, summary, values } if of == id => {
                        answered.set(true);
                        finish(match summary.outcome(request.clone(), values) {
                            Ok(outcome) => WorkerEvent::Done(outcome),
                            Err(error) => {
                                WorkerEvent::Failed(format!("a malformed table: {error}"))
                            }
                        });
                    }
                    Reply::Failed { id: of, message } if of == id => {
                        answered.set(true);
                        finish(WorkerEvent::Failed(message));
                    }
                    // Replies to another request: none reach a worker made for one request.
                    Reply::Progress { .. } | Reply::Done { .. } | Reply::Failed { .. } => {}
                }
            })
        };
        let on_error = {
            let (phase, on_event) = (phase.clone(), on_event.clone());
            Closure::<dyn Fn(Event)>::new(move |event: Event| {
                // Handled here: not also an uncaught error on the console.
                event.prevent_default();
                let message = event
                    .dyn_ref::<ErrorEvent>()
                    .map(|error| error.message())
                    .filter(|message| !message.is_empty())
                    .unwrap_or_else(|| format!("its script {} could not be loaded", loader_url()));
                match phase.replace(Phase::Over) {
                    Phase::Loading => on_event(WorkerEvent::Unavailable(message)),
                    Phase::Running => on_event(WorkerEvent::Failed(message)),
                    Phase::Over => {}
                }
            })
        };
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(TableWorker {
            worker,
            phase,
            answered,
            idle: idle.clone(),
            _on_message: on_message,
            _on_error: on_error,
        })
    }
}

impl Drop for TableWorker {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        let idle = self.phase.get() == Phase::Over && self.answered.get();
        let mut slot = self.idle.0.borrow_mut();
        if idle && slot.0.is_none() {
            slot.0 = Some(self.worker.clone());
        } else {
            self.worker.terminate();
        }
    }
}

/// The worker script's address: the versioned one www/loader.js puts in the page's
/// `data-octal-worker` (so a new build never starts an old cached worker), else
/// [`LOADER_URL`] (a page started without the loader, as in the browser tests).
fn loader_url() -> String {
    web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.document_element())
        .and_then(|root| root.get_attribute("data-octal-worker"))
        .unwrap_or_else(|| LOADER_URL.to_string())
}

//! A list longer than its reader's limit is refused before anything that grows with it is
//! allocated: a counting allocator measures what the refusing thread allocates while a text of a
//! million separators is read (issue 16: "refused before any allocation").

#![cfg(not(target_arch = "wasm32"))]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use cgt_playground::api::graph::parse_positions;
use cgt_playground::api::{FieldError, Fields, solve};

/// The system allocator, counting the bytes each thread asks for.
struct Counting;

thread_local! {
    static ASKED: Cell<usize> = const { Cell::new(0) };
}

fn count(bytes: usize) {
    // Not during a thread's teardown, when its counter is gone.
    let _ = ASKED.try_with(|asked| asked.set(asked.get() + bytes));
}

// SAFETY: every call is passed to the system allocator unchanged.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count(layout.size());
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count(layout.size());
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count(new_size);
        unsafe { System.realloc(pointer, layout, new_size) }
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        unsafe { System.dealloc(pointer, layout) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

/// The bytes this thread allocates while running `work`, and its result.
fn allocated_by<T>(work: impl FnOnce() -> T) -> (T, usize) {
    let before = ASKED.with(Cell::get);
    let result = work();
    (result, ASKED.with(Cell::get) - before)
}

/// A bound far below what a million separators would cost collected (16 bytes each, 16 MB).
const SMALL: usize = 64 * 1024;

/// `text` of a million separators.
fn separators(unit: &str) -> String {
    unit.repeat(1_000_000)
}

fn refusal(pairs: &[(&str, &str)], field: &str) -> (String, usize) {
    let mut fields = Fields::new();
    for (name, value) in pairs {
        fields.set(name, *value);
    }
    let (answer, bytes) = allocated_by(|| solve(&fields));
    let errors = answer.expect_err("a list over its limit is refused");
    let messages: Vec<&FieldError> = errors.iter().filter(|error| error.field == field).collect();
    assert!(!messages.is_empty(), "no message for {field}: {errors:?}");
    (messages[0].message.clone(), bytes)
}

#[test]
fn a_number_list_of_a_million_entries_is_refused_without_collecting_them() {
    let commas = separators("1,");
    let (message, bytes) = refusal(&[("game", "nim"), ("piles", &commas)], "piles");
    assert!(message.contains("the limit is"), "{message}");
    assert!(bytes < SMALL, "{bytes} bytes allocated to refuse a million piles");
    // Empty entries between separators are found by passes over the text, not by a list.
    let empties = format!("1{}", separators(",,"));
    let (message, bytes) = refusal(&[("game", "nim"), ("piles", &empties)], "piles");
    assert!(message.contains("empty entry"), "{message}");
    assert!(bytes < SMALL, "{bytes} bytes allocated to refuse empty entries");
    // The message quotes the start of the text, not the megabytes after it.
    assert!(message.len() < 200, "{message}");
}

#[test]
fn a_million_boards_components_or_groups_are_counted_before_any_is_read() {
    let boards = separators("X..,");
    let (message, bytes) =
        refusal(&[("game", "treblecross"), ("boards", &boards), ("counts", "1")], "boards");
    assert!(message.contains("boards; at most"), "{message}");
    assert!(bytes < SMALL, "{bytes} bytes allocated to refuse a million boards");

    let components = separators("nim:1,");
    let (message, bytes) = refusal(&[("game", "sums"), ("components", &components)], "components");
    assert!(message.contains("components; at most"), "{message}");
    assert!(bytes < SMALL, "{bytes} bytes allocated to refuse a million components");

    let groups = separators(",");
    let base = crate::graph_requests::PURSUIT_ON_A_SQUARE;
    let (message, bytes) = refusal(&[&base[..], &[("safe", &groups)]].concat(), "safe");
    assert!(message.contains("groups for 1 robber"), "{message}");
    assert!(bytes < SMALL, "{bytes} bytes allocated to refuse a million groups");

    let positions = separators("1-1,");
    let (refused, bytes) = allocated_by(|| parse_positions(&positions, 3));
    let message = refused.expect_err("a million positions for 3 vertices").message;
    assert!(message.starts_with("1000000 positions for 3 vertices"), "{message}");
    assert!(bytes < SMALL, "{bytes} bytes allocated to refuse a million positions");
}

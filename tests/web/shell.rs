//! The app shell in the browser: the panic panel.

use cgt_playground::ui::panic_panel;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::document;

#[wasm_bindgen_test]
fn the_panic_panel_shows_the_message() {
    panic_panel::show("index out of bounds: the len is 3 but the index is 7");
    let panel = document().get_element_by_id("panic-panel").expect("the panel");
    assert_eq!(panel.get_attribute("role").as_deref(), Some("alert"));
    assert!(panel.text_content().unwrap_or_default().contains("the index is 7"));
    panel.remove();
}

//! The octal worker's messages as JS values, for both sides: plain objects through
//! serde-wasm-bindgen, and a finished table's values as a `Uint32Array` whose buffer is
//! transferred, not copied or turned into a JS array.

use js_sys::{Array, Object, Reflect, Uint32Array};
use serde::Serialize;
use wasm_bindgen::{JsCast, JsValue};

use super::{Reply, TableRequest};

/// The property of a `done` message that holds the values.
const VALUES: &str = "values";

fn serializer() -> serde_wasm_bindgen::Serializer {
    // Counts are u64: BigInts never lose a digit; absent values are null, as in `cgt.solve`.
    serde_wasm_bindgen::Serializer::new()
        .serialize_large_number_types_as_bigints(true)
        .serialize_missing_as_null(true)
}

/// The request as a plain object.
pub fn request_to_js(request: &TableRequest) -> Result<JsValue, String> {
    request.serialize(&serializer()).map_err(|error| error.to_string())
}

/// A request posted to the worker; an error says what is wrong with the message.
pub fn request_from_js(message: &JsValue) -> Result<TableRequest, String> {
    serde_wasm_bindgen::from_value(message.clone()).map_err(|error| error.to_string())
}

/// A reply as a message and the list of buffers to transfer with it (the values' buffer for
/// `done`, none otherwise).
pub fn reply_to_js(reply: &Reply) -> Result<(JsValue, Array), String> {
    let message = reply.serialize(&serializer()).map_err(|error| error.to_string())?;
    let transfer = Array::new();
    if let Reply::Done { values, .. } = reply {
        let array = Uint32Array::new_with_length(values.len() as u32);
        array.copy_from(values);
        Reflect::set(&message, &VALUES.into(), &array).map_err(describe)?;
        transfer.push(&array.buffer());
    }
    Ok((message, transfer))
}

/// A reply received from the worker; an error says what is wrong with the message.
pub fn reply_from_js(message: &JsValue) -> Result<Reply, String> {
    if !message.is_object() {
        return Err("a reply that is not an object".into());
    }
    // The plain fields are read from a copy without the values (serde reads no typed arrays).
    let array = Reflect::get(message, &VALUES.into()).map_err(describe)?;
    let plain = Object::assign(&Object::new(), message.unchecked_ref());
    Reflect::delete_property(&plain, &VALUES.into()).map_err(describe)?;
    let mut reply: Reply =
        serde_wasm_bindgen::from_value(plain.into()).map_err(|error| error.to_string())?;
    if let Reply::Done { values, .. } = &mut reply {
        let array = array
            .dyn_into::<Uint32Array>()
            .map_err(|_| "a done message without a Uint32Array of values".to_string())?;
        *values = array.to_vec();
    }
    Ok(reply)
}

/// A thrown JS value as text.
pub fn describe(error: JsValue) -> String {
    match error.dyn_ref::<js_sys::Error>() {
        Some(error) => String::from(error.message()),
        None => error.as_string().unwrap_or_else(|| format!("{error:?}")),
    }
}

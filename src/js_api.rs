//! `window.cgt`: the JS surface, and the only code that converts JS values.
//!
//! A request object becomes [`Fields`] (each value as text, so JS numbers, strings and BigInts
//! all reach the same parser as the URL), and an [`Answer`] becomes a plain JS object through
//! serde-wasm-bindgen. Invalid requests throw an `Error` naming the field.

use js_sys::{Array, BigInt, Object, Reflect};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::api::{self, Answer, FieldError, Fields, GAMES, fields::describe};

/// Sets `window.cgt = {solve, games}`.
pub fn install(window: &web_sys::Window) -> Result<(), JsValue> {
    let cgt = Object::new();
    let solve = Closure::<dyn Fn(JsValue) -> Result<JsValue, JsValue>>::new(solve);
    Reflect::set(&cgt, &"solve".into(), &solve.into_js_value())?;
    let games: Array = GAMES.iter().map(|game| JsValue::from_str(game.name)).collect();
    Reflect::set(&cgt, &"games".into(), &games)?;
    Reflect::set(window, &"cgt".into(), &cgt)?;
    Ok(())
}

/// `cgt.solve(request)`: solves a plain request object or throws an `Error`.
pub fn solve(request: JsValue) -> Result<JsValue, JsValue> {
    let fields = fields_from_js(&request).map_err(|errors| error(&describe(&errors)))?;
    let answer = api::solve(&fields).map_err(|errors| error(&describe(&errors)))?;
    answer_to_js(&answer)
}

fn error(message: &str) -> JsValue {
    js_sys::Error::new(message).into()
}

/// Converts an answer to a plain object; absent values (`Option::None`) become `null`.
fn answer_to_js(answer: &Answer) -> Result<JsValue, JsValue> {
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    answer.serialize(&serializer).map_err(|e| error(&e.to_string()))
}

/// Reads a request object's own properties as named texts; `null` and `undefined` count as
/// absent.
pub fn fields_from_js(request: &JsValue) -> Result<Fields, Vec<FieldError>> {
    let example = "{game: \"subtraction\", moves: [1, 3, 4], n: 30}";
    if !request.is_object() || Array::is_array(request) {
        return Err(vec![FieldError::new(
            "request",
            format!("expected an object such as {example}"),
        )]);
    }
    let object: &Object = request.unchecked_ref();
    let mut fields = Fields::new();
    let mut errors = Vec::new();
    for entry in Object::entries(object).iter() {
        let entry: Array = entry.unchecked_into();
        let name = entry.get(0).as_string().unwrap_or_default();
        let value = entry.get(1);
        if value.is_null() || value.is_undefined() {
            continue;
        }
        match value_text(&name, &value) {
            Ok(text) => fields.set(&name, text),
            Err(message) => errors.push(FieldError::new(&name, message)),
        }
    }
    if errors.is_empty() { Ok(fields) } else { Err(errors) }
}

/// The text of field `name`'s value: a number, string or BigInt as written, an array as its
/// items joined with commas, and an item that is itself an array as a group (so edges such as
/// `[[0, 1], [1, 2]]` read `0-1,1-2`, safe sets such as `[[3], [], [4, 5, 6]]` read `3,,4 5 6`);
/// in `edges` every group must be a pair.
fn value_text(name: &str, value: &JsValue) -> Result<String, String> {
    if Array::is_array(value) {
        let array: &Array = value.unchecked_ref();
        let mut items = Vec::new();
        for (index, item) in array.iter().enumerate() {
            let text = if Array::is_array(&item) {
                group_text(&item, name == "edges")
                    .map_err(|problem| format!("item {index} {problem}"))?
            } else {
                scalar_text(&item).ok_or_else(|| {
                    format!("item {index} is {}; expected a number", describe_js(&item))
                })?
            };
            items.push(text);
        }
        Ok(items.join(","))
    } else {
        scalar_text(value)
            .ok_or_else(|| format!("got {}; expected a number or a list", describe_js(value)))
    }
}

/// A group of numbers: a pair `[u, v]` as `u-v`, any other count (refused when `pairs_only`)
/// joined with spaces.
fn group_text(value: &JsValue, pairs_only: bool) -> Result<String, String> {
    let group: &Array = value.unchecked_ref();
    if pairs_only && group.length() != 2 {
        return Err(format!("has {} numbers; expected a pair such as [0, 1]", group.length()));
    }
    let mut parts = Vec::new();
    for part in group.iter() {
        parts.push(
            scalar_text(&part)
                .ok_or_else(|| format!("holds {}; expected a number", describe_js(&part)))?,
        );
    }
    Ok(parts.join(if parts.len() == 2 { "-" } else { " " }))
}

fn scalar_text(value: &JsValue) -> Option<String> {
    if let Some(number) = value.as_f64() {
        // Whole numbers print without a fraction; others as Rust prints them (e.g. "1.5", "NaN"),
        // which the parsers then refuse with a message quoting them.
        if number.fract() == 0.0 && number.abs() < 1e18 {
            Some(format!("{}", number as i64))
        } else {
            // JS's own formatting ("1.5", "NaN", "1e+21"): Rust's float formatting would add
            // kilobytes to the app for this one message.
            js_sys::Number::from(number).to_string(10).ok().map(String::from)
        }
    } else if let Some(text) = value.as_string() {
        Some(text)
    } else if value.is_bigint() {
        BigInt::from(value.clone()).to_string(10).ok().map(String::from)
    } else {
        None
    }
}

fn describe_js(value: &JsValue) -> String {
    if value.is_null() {
        "null".into()
    } else if value.is_undefined() {
        "undefined".into()
    } else if let Some(flag) = value.as_bool() {
        format!("the boolean {flag}")
    } else if Array::is_array(value) {
        "a list".into()
    } else if value.is_object() {
        "an object".into()
    } else {
        "a value of another type".into()
    }
}

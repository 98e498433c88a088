//! `window.cgt`: the JS surface, and the only code that converts JS values.
//!
//! A request object becomes [`Fields`] (each value as text, so JS numbers, strings and BigInts
//! all reach the same parser as the URL), and an [`Answer`] becomes a plain JS object through
//! serde-wasm-bindgen. Invalid requests throw an `Error` naming the field.
//!
//! A request may be hostile (a revoked proxy, getters that throw, a list claiming four billion
//! items): every read of it goes through an import declared `catch`, so a JS exception comes
//! back as an error instead of unwinding through wasm (which would leave wasm's stack pointer
//! moved, and after a thousand such calls the whole app dead), and its size is bounded before
//! anything is copied.

use js_sys::{Array, BigInt, Object, Reflect};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::api::{self, Answer, FieldError, Fields, GAMES, fields::describe};

/// The `cgt` binary's entry point: installs `window.cgt` in place of the loader's stand-in
/// (www/loader.js), which resolves `cgt.ready` once this returns.
pub fn start() {
    let Some(window) = web_sys::window() else { return };
    if let Err(error) = install(&window) {
        web_sys::console::error_2(&"could not install window.cgt:".into(), &error);
    }
}

/// Sets `window.cgt = {solve, games, ready}` (`ready` already resolved, to `cgt` itself).
pub fn install(window: &web_sys::Window) -> Result<(), JsValue> {
    let cgt = Object::new();
    let solve = Closure::<dyn Fn(JsValue) -> Result<JsValue, JsValue>>::new(solve);
    Reflect::set(&cgt, &"solve".into(), &solve.into_js_value())?;
    let games: Array = GAMES.iter().map(|game| JsValue::from_str(game.name)).collect();
    Reflect::set(&cgt, &"games".into(), &games)?;
    Reflect::set(&cgt, &"ready".into(), &js_sys::Promise::resolve(&cgt))?;
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

/// At most this many fields in a request (the largest game has a dozen).
const MAX_FIELDS: u32 = 64;
/// At most this many list items in a request, groups and their numbers included: the complete
/// graph on 2,000 vertices, cop and robber's largest, is 1,999,000 pairs of 2 numbers, 5,997,000
/// items.
const MAX_ITEMS: u32 = 6_000_000;
/// At most this many characters of text in a request (the longest lists written out fit).
const MAX_TEXT: u32 = 64_000_000;

/// What is left of a request's allowance as it is read: list items and characters.
struct Allowance {
    items: u32,
    chars: u32,
}

impl Allowance {
    /// Takes `count` items, or says the request is too large.
    fn items(&mut self, count: f64) -> Result<u32, String> {
        if count > f64::from(self.items) {
            return Err(format!(
                "holds more than {MAX_ITEMS} list items in all; that is the limit"
            ));
        }
        // Bounded just above: at most MAX_ITEMS.
        let count = count.max(0.0) as u32;
        self.items -= count;
        Ok(count)
    }

    /// Takes `count` characters, or says the request is too large.
    fn chars(&mut self, count: u32) -> Result<(), String> {
        self.chars = self.chars.checked_sub(count).ok_or_else(|| {
            format!("holds more than {MAX_TEXT} characters of text in all; that is the limit")
        })?;
        Ok(())
    }
}

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(catch, js_namespace = Array, js_name = isArray)]
    fn is_array(value: &JsValue) -> Result<bool, JsValue>;
    #[wasm_bindgen(catch, js_namespace = Object, js_name = keys)]
    fn own_keys(object: &JsValue) -> Result<Array, JsValue>;
    #[wasm_bindgen(catch, js_namespace = Reflect, js_name = get)]
    fn get_property(object: &JsValue, key: &JsValue) -> Result<JsValue, JsValue>;
}

/// What reading a hostile value threw, as a message.
fn thrown(error: JsValue) -> String {
    let message = error.dyn_ref::<js_sys::Error>().map(|error| String::from(error.message()));
    format!("could not be read ({})", message.unwrap_or_else(|| "it threw".into()))
}

/// Reads a request object's own properties as named texts; `null` and `undefined` count as
/// absent.
pub fn fields_from_js(request: &JsValue) -> Result<Fields, Vec<FieldError>> {
    let example = "{game: \"subtraction\", moves: [1, 3, 4], n: 30}";
    let refused = |message: String| vec![FieldError::new("request", message)];
    if !request.is_object() || is_array(request).map_err(|error| refused(thrown(error)))? {
        return Err(refused(format!("expected an object such as {example}")));
    }
    let names = own_keys(request).map_err(|error| refused(thrown(error)))?;
    if names.length() > MAX_FIELDS {
        return Err(refused(format!(
            "has {} fields; a request has at most {MAX_FIELDS}",
            names.length()
        )));
    }
    let mut fields = Fields::new();
    let mut errors = Vec::new();
    let mut allowance = Allowance { items: MAX_ITEMS, chars: MAX_TEXT };
    for name in names.iter() {
        // Object.keys gives strings.
        let text_name = name.as_string().unwrap_or_default();
        let value = match get_property(request, &name) {
            Ok(value) => value,
            Err(error) => {
                errors.push(FieldError::new(&text_name, thrown(error)));
                continue;
            }
        };
        if value.is_null() || value.is_undefined() {
            continue;
        }
        match value_text(&text_name, &value, &mut allowance) {
            Ok(text) => fields.set(&text_name, text),
            Err(message) => errors.push(FieldError::new(&text_name, message)),
        }
    }
    if errors.is_empty() { Ok(fields) } else { Err(errors) }
}

/// The items of list `value`, read one by one (each read may throw), taken from the request's
/// `allowance` before any is read (`None` when `value` is not a list).
fn list_items(value: &JsValue, allowance: &mut Allowance) -> Result<Option<Vec<JsValue>>, String> {
    if !is_array(value).map_err(thrown)? {
        return Ok(None);
    }
    let length = get_property(value, &"length".into()).map_err(thrown)?;
    let length = allowance.items(length.as_f64().unwrap_or(0.0))?;
    let mut items = Vec::with_capacity(length as usize);
    for index in 0..length {
        items.push(get_property(value, &index.into()).map_err(thrown)?);
    }
    Ok(Some(items))
}

/// The text of field `name`'s value: a number, string or BigInt as written, a list as its
/// items joined with commas, and an item that is itself a list as a group (so edges such as
/// `[[0, 1], [1, 2]]` read `0-1,1-2`, safe sets such as `[[3], [], [4, 5, 6]]` read `3,,4 5 6`);
/// in `edges` every group must be a pair.
fn value_text(name: &str, value: &JsValue, allowance: &mut Allowance) -> Result<String, String> {
    let Some(items) = list_items(value, allowance)? else {
        return scalar_text(value, allowance)?
            .ok_or_else(|| format!("got {}; expected a number or a list", describe_js(value)));
    };
    let mut texts = Vec::new();
    for (index, item) in items.iter().enumerate() {
        let group =
            list_items(item, allowance).map_err(|problem| format!("item {index} {problem}"))?;
        let text = match group {
            Some(group) => group_text(&group, name == "edges", allowance)
                .map_err(|problem| format!("item {index} {problem}"))?,
            None => scalar_text(item, allowance)?.ok_or_else(|| {
                format!("item {index} is {}; expected a number", describe_js(item))
            })?,
        };
        texts.push(text);
    }
    Ok(texts.join(","))
}

/// A group of numbers: a pair `[u, v]` as `u-v`, any other count (refused when `pairs_only`)
/// joined with spaces.
fn group_text(
    group: &[JsValue],
    pairs_only: bool,
    allowance: &mut Allowance,
) -> Result<String, String> {
    if pairs_only && group.len() != 2 {
        return Err(format!("has {} numbers; expected a pair such as [0, 1]", group.len()));
    }
    let mut parts = Vec::new();
    for part in group {
        parts.push(
            scalar_text(part, allowance)?
                .ok_or_else(|| format!("holds {}; expected a number", describe_js(part)))?,
        );
    }
    Ok(parts.join(if parts.len() == 2 { "-" } else { " " }))
}

/// A number, string or BigInt as text (`None` for any other value); a text is taken from the
/// request's `allowance` before it is copied.
fn scalar_text(value: &JsValue, allowance: &mut Allowance) -> Result<Option<String>, String> {
    if let Some(number) = value.as_f64() {
        // Whole numbers print without a fraction; others as Rust prints them (e.g. "1.5", "NaN"),
        // which the parsers then refuse with a message quoting them.
        if number.fract() == 0.0 && number.abs() < 1e18 {
            Ok(Some(format!("{}", number as i64)))
        } else {
            // JS's own formatting ("1.5", "NaN", "1e+21"): Rust's float formatting would add
            // kilobytes to the app for this one message.
            Ok(js_sys::Number::from(number).to_string(10).ok().map(String::from))
        }
    } else if let Some(text) = value.dyn_ref::<js_sys::JsString>() {
        allowance.chars(text.length())?;
        Ok(text.as_string())
    } else if value.is_bigint() {
        Ok(BigInt::from(value.clone()).to_string(10).ok().map(String::from))
    } else {
        Ok(None)
    }
}

fn describe_js(value: &JsValue) -> String {
    if value.is_null() {
        "null".into()
    } else if value.is_undefined() {
        "undefined".into()
    } else if let Some(flag) = value.as_bool() {
        format!("the boolean {flag}")
    } else if is_array(value).unwrap_or(false) {
        "a list".into()
    } else if value.is_object() {
        "an object".into()
    } else {
        "a value of another type".into()
    }
}

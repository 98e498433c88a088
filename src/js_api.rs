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
//! anything is copied: a list's length and an object's keys are charged to the request's
//! allowance of items, a text's length to its allowance of characters, before they are read;
//! a list longer than its game's longest ([`Game::longest_list`](api::Game)) is refused unread,
//! and a blank text among a list's items is refused (a list padded with them past its bound
//! would otherwise reach a parser that skips empty entries), as is a list in place of one of
//! `components` (each is one item, so those lists are bounded too).
//! Nothing recurses without a depth limit: nested lists are read to [`MAX_NESTING`] levels.
//!
//! Most values are numbers, texts or lists of them (a list becomes its items joined by commas,
//! a list inside a list a group). Three fields hold more, and become the compact text that is
//! also their URL and form encoding (README, "JavaScript API"):
//! - `states` (`state-graph`, `max-dif`): an object `{player, moves, result, final}` in the list
//!   becomes `player:` followed by its moves, result and final scores joined by dots, a move
//!   object `{to, gain: [g1, g2]}` becomes `to/g1/g2`, final scores `final/f1/f2`:
//!   `[{player: 1, moves: [1, 2]}, {player: 2, result: "loss"}]` reads `1:1.2,2:loss`;
//! - `components` (`parallel`): an object `{moves: [[1, 2], [2], []]}` becomes its positions'
//!   moves, dots between moves, `/` between positions, `-` for none: `1.2/2/-`;
//! - `tree` (`alpha-beta`): nested lists become nested round brackets, `[[3, 5], [2, 9]]` reads
//!   `((3,5),(2,9))`.
//!
//! In the objects of `states` and `components` a number that is not whole is refused: joined
//! with dots, 1.5 would read as two numbers.
//!
//! `maximizingRoot` (`alpha-beta`) may be a boolean; any other boolean is refused.

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

/// The most characters of an error's message: a message quoting a bad value quotes at most
/// this much of it (a 60-million-character value made a 60 MB message).
const MAX_MESSAGE: usize = 2_000;

fn error(message: &str) -> JsValue {
    let message = match message.char_indices().nth(MAX_MESSAGE) {
        Some((cut, _)) => {
            let total = message.chars().count();
            format!(
                "{}… (the message's first {MAX_MESSAGE} of {total} characters)",
                &message[..cut]
            )
        }
        None => message.to_string(),
    };
    js_sys::Error::new(&message).into()
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

/// What is left of a request's allowance as it is read: list items and characters; and the
/// longest list its game takes ([`Game::longest_list`](api::Game)).
struct Allowance {
    items: u32,
    chars: u32,
    longest: (&'static str, u32),
}

impl Allowance {
    /// Takes a list of `count` items, or says the request is too large: the list for its game,
    /// or the items in all.
    fn list(&mut self, count: f64) -> Result<u32, String> {
        let (game, longest) = self.longest;
        if count > f64::from(longest) {
            // A length claimed by a proxy can be any number: past 2^53, in exponent form.
            let count = if count < 9e15 { format!("{count}") } else { format!("{count:e}") };
            return Err(format!("is a list of {count} items; {game} takes at most {longest}"));
        }
        self.items(count)
    }

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
    // The game first, whatever the keys' order: its longest list bounds every list read.
    let game = get_property(request, &"game".into()).ok().and_then(|game| game.as_string());
    let game = GAMES.iter().find(|known| Some(known.name) == game.as_deref());
    let longest = game.map_or(("this game", u32::MAX), |game| (game.name, game.longest_list));
    let mut allowance = Allowance { items: MAX_ITEMS, chars: MAX_TEXT, longest };
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
    let length = allowance.list(length.as_f64().unwrap_or(0.0))?;
    let mut items = Vec::with_capacity(length as usize);
    for index in 0..length {
        items.push(get_property(value, &index.into()).map_err(thrown)?);
    }
    Ok(Some(items))
}

/// The text of field `name`'s value: a number, string or BigInt as written, a list as its
/// items joined with commas, and an item that is itself a list as a group (so edges such as
/// `[[0, 1], [1, 2]]` read `0-1,1-2`, safe sets such as `[[3], [], [4, 5, 6]]` read `3,,4 5 6`);
/// in `edges` every group must be a pair. `tree`, objects in `states` and `components`, and a
/// boolean `maximizingRoot` are written as the module's documentation says.
fn value_text(name: &str, value: &JsValue, allowance: &mut Allowance) -> Result<String, String> {
    if name == "tree" {
        return tree_text(value, 0, allowance);
    }
    if name == "maximizingRoot"
        && let Some(flag) = value.as_bool()
    {
        return Ok(flag.to_string());
    }
    let Some(items) = list_items(value, allowance)? else {
        return scalar_text(value, allowance)?
            .ok_or_else(|| format!("got {}; expected a number or a list", describe_js(value)));
    };
    let mut texts = Vec::new();
    for (index, item) in items.iter().enumerate() {
        let in_item = |problem: String| format!("item {index} {problem}");
        let group = list_items(item, allowance).map_err(in_item)?;
        let text = match group {
            // One item is one component: a list there would be read as a group of numbers.
            Some(_) if name == "components" => {
                return Err(in_item(match allowance.longest.0 {
                    "sums" => "is a list; give each component as one text such as nim:7".into(),
                    _ => "is a list; give a component as a text such as 1.2/2/- or as {moves: \
                          [[1, 2], [2], []]}"
                        .into(),
                }));
            }
            Some(group) => group_text(&group, name == "edges", allowance).map_err(in_item)?,
            None if is_plain_object(item) && name == "states" => {
                state_text(item, allowance).map_err(in_item)?
            }
            None if is_plain_object(item) && name == "components" => {
                component_text(item, allowance).map_err(in_item)?
            }
            None => {
                let text = scalar_text(item, allowance)?.ok_or_else(|| {
                    format!("item {index} is {}; expected a number", describe_js(item))
                })?;
                // A blank item would be skipped by the parsers that allow a separator too many,
                // and a list padded with them would pass its game's longest list unread.
                if text.trim().is_empty() {
                    return Err(format!("item {index} is an empty text; expected a number"));
                }
                text
            }
        };
        texts.push(text);
    }
    Ok(texts.join(","))
}

/// How deep lists may nest in a `tree`: the game tree's own limit, plus the root.
pub const MAX_NESTING: usize = crate::solve::alpha_beta::MAX_DEPTH + 1;

/// Whether `value` is an object that is not a list.
fn is_plain_object(value: &JsValue) -> bool {
    value.is_object() && !is_array(value).unwrap_or(true)
}

/// The own properties of object `value`, its keys charged to the allowance before any is read.
fn object_entries(
    value: &JsValue,
    known: &[&str],
    allowance: &mut Allowance,
) -> Result<Vec<(String, JsValue)>, String> {
    let keys = own_keys(value).map_err(thrown)?;
    allowance.items(f64::from(keys.length()))?;
    let mut entries = Vec::new();
    for key in keys.iter() {
        // Object.keys gives strings.
        let name = key.as_string().unwrap_or_default();
        allowance.chars(name.chars().count() as u32)?;
        if !known.contains(&name.as_str()) {
            return Err(format!("has the key '{name}'; expected {}", known.join(", ")));
        }
        let entry = get_property(value, &key).map_err(thrown)?;
        if !entry.is_null() && !entry.is_undefined() {
            entries.push((name, entry));
        }
    }
    Ok(entries)
}

/// A whole number or a text, or says what it got instead. The compact forms these go into join
/// numbers with dots and slashes, so a fraction such as 1.5 would read as two numbers, 1 and 5.
fn scalar_of(value: &JsValue, what: &str, allowance: &mut Allowance) -> Result<String, String> {
    let text = scalar_text(value, allowance)?
        .ok_or_else(|| format!("has {what} {}; expected a number", describe_js(value)))?;
    match value.as_f64() {
        Some(number) if number.fract() != 0.0 || number.abs() >= 1e18 => {
            Err(format!("has {what} {text}; expected a whole number below 10^18"))
        }
        _ => Ok(text),
    }
}

/// A list of exactly two numbers (gains, final scores) as `a/b`.
fn pair_text(value: &JsValue, what: &str, allowance: &mut Allowance) -> Result<String, String> {
    match list_items(value, allowance)? {
        Some(items) if items.len() == 2 => Ok(format!(
            "{}/{}",
            scalar_of(&items[0], what, allowance)?,
            scalar_of(&items[1], what, allowance)?
        )),
        _ => Err(format!("has {what} that is not a pair such as [3, 0]")),
    }
}

/// A state object `{player, moves, result, final}` as `player:` and its moves (numbers, or
/// `{to, gain}` as `to/g1/g2`), result and `final/f1/f2` joined by dots.
fn state_text(value: &JsValue, allowance: &mut Allowance) -> Result<String, String> {
    let mut player = String::new();
    let mut parts: Vec<String> = Vec::new();
    let mut result = None;
    for (key, entry) in object_entries(value, &["player", "moves", "result", "final"], allowance)? {
        match key.as_str() {
            "player" => player = format!("{}:", scalar_of(&entry, "a player", allowance)?),
            "moves" => {
                let items = list_items(&entry, allowance)?
                    .ok_or_else(|| "has moves that are not a list".to_string())?;
                for item in &items {
                    parts.push(if is_plain_object(item) {
                        move_text(item, allowance)?
                    } else {
                        scalar_of(item, "a move", allowance)?
                    });
                }
            }
            "result" => result = Some(scalar_of(&entry, "a result", allowance)?),
            _ => result = Some(format!("final/{}", pair_text(&entry, "final scores", allowance)?)),
        }
    }
    parts.extend(result);
    Ok(player + &parts.join("."))
}

/// A move object `{to, gain: [g1, g2]}` as `to/g1/g2` (`to` without a gain).
fn move_text(value: &JsValue, allowance: &mut Allowance) -> Result<String, String> {
    let (mut to, mut gain) = (None, None);
    for (key, entry) in object_entries(value, &["to", "gain"], allowance)? {
        if key == "to" {
            to = Some(scalar_of(&entry, "a move to", allowance)?);
        } else {
            gain = Some(pair_text(&entry, "a gain", allowance)?);
        }
    }
    let to = to.ok_or_else(|| "has a move without 'to'".to_string())?;
    Ok(gain.map_or(to.clone(), |gain| format!("{to}/{gain}")))
}

/// A component object `{moves: [[1, 2], [2], []]}` as `1.2/2/-`.
fn component_text(value: &JsValue, allowance: &mut Allowance) -> Result<String, String> {
    let entries = object_entries(value, &["moves"], allowance)?;
    let (_, moves) = entries.first().ok_or_else(|| "has no 'moves'".to_string())?;
    let positions =
        list_items(moves, allowance)?.ok_or_else(|| "has moves that are not a list".to_string())?;
    if positions.is_empty() {
        return Err("has no positions; give each position's moves, such as [[1], []]".into());
    }
    let mut texts = Vec::new();
    for (p, position) in positions.iter().enumerate() {
        let targets = list_items(position, allowance)?
            .ok_or_else(|| format!("has position {p} whose moves are not a list"))?;
        let targets: Vec<String> =
            targets.iter().map(|t| scalar_of(t, "a move", allowance)).collect::<Result<_, _>>()?;
        texts.push(if targets.is_empty() { "-".to_string() } else { targets.join(".") });
    }
    Ok(texts.join("/"))
}

/// A game tree: a number, or a list of trees in round brackets, at most [`MAX_NESTING`] lists
/// deep (`depth` is the lists around `value`).
fn tree_text(value: &JsValue, depth: usize, allowance: &mut Allowance) -> Result<String, String> {
    let Some(items) = list_items(value, allowance)? else {
        return scalar_text(value, allowance)?
            .ok_or_else(|| format!("holds {}; expected a number or a list", describe_js(value)));
    };
    if depth >= MAX_NESTING {
        return Err(format!(
            "is nested more than {MAX_NESTING} lists deep; a tree has at most {} levels below its root",
            MAX_NESTING - 1
        ));
    }
    let children: Vec<String> =
        items.iter().map(|item| tree_text(item, depth + 1, allowance)).collect::<Result<_, _>>()?;
    Ok(format!("({})", children.join(",")))
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

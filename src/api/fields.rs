//! Named text fields: the one shape every request arrives in (URL query, form, JS object).
//!
//! Parsing numbers and lists happens here, once, so the URL, the forms and `cgt.solve` give the
//! same messages for the same mistakes.

use std::fmt;

/// A problem with one named field, in words a student can act on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    /// The field's name, as in the URL and the JS request.
    pub field: String,
    /// What is wrong and what would be right.
    pub message: String,
}

impl FieldError {
    /// A message about `field`.
    pub fn new(field: &str, message: impl Into<String>) -> FieldError {
        FieldError { field: field.to_string(), message: message.into() }
    }
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}

/// Joins several field errors into one line, e.g. for a JS `Error` message.
pub fn describe(errors: &[FieldError]) -> String {
    errors.iter().map(FieldError::to_string).collect::<Vec<_>>().join("; ")
}

/// An ordered list of (name, text) pairs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Fields {
    entries: Vec<(String, String)>,
}

/// How many `name=value` pairs of a link are read: far more than any lab uses.
pub const MAX_QUERY_PAIRS: usize = 64;

impl Fields {
    /// No fields.
    pub fn new() -> Fields {
        Fields::default()
    }

    /// Parses a URL query such as `moves=1,3,4&n=30` (without the `?`), percent-decoding
    /// names and values; a later repeat of a name replaces the earlier value. Only the first
    /// [`MAX_QUERY_PAIRS`] pairs are read (a link with 200,000 parameters froze the page).
    pub fn from_query(query: &str) -> Fields {
        let mut fields = Fields::new();
        let pairs = query.split('&').filter(|pair| !pair.is_empty());
        for pair in pairs.take(MAX_QUERY_PAIRS) {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            fields.set(&percent_decode(name), percent_decode(value));
        }
        fields
    }

    /// The query string for these fields (without the `?`).
    pub fn to_query(&self) -> String {
        let pairs: Vec<String> = self
            .entries
            .iter()
            .map(|(name, value)| format!("{}={}", percent_encode(name), percent_encode(value)))
            .collect();
        pairs.join("&")
    }

    /// Sets `name` to `value`, replacing an earlier value.
    pub fn set(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.entries.iter_mut().find(|(existing, _)| existing == name) {
            Some(entry) => entry.1 = value,
            None => self.entries.push((name.to_string(), value)),
        }
    }

    /// Sets every field of `other` here, in its order (see [`Fields::set`]).
    pub fn set_all(&mut self, other: &Fields) {
        for (name, value) in &other.entries {
            self.set(name, value.as_str());
        }
    }

    /// The text of `name`, if present.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.entries.iter().find(|(existing, _)| existing == name).map(|(_, value)| value.as_str())
    }

    /// The names present, in order.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|(name, _)| name.as_str())
    }

    /// One error per field whose name is not in `known`.
    pub fn unknown(&self, known: &[&str]) -> Vec<FieldError> {
        self.names()
            .filter(|name| !known.contains(name))
            .map(|name| {
                FieldError::new(name, format!("unknown field; expected {}", known.join(", ")))
            })
            .collect()
    }
}

/// Parses a whole number from 0 to `max` for the field `field`.
pub fn parse_count(field: &str, text: &str, max: u64) -> Result<u64, FieldError> {
    parse_in_range(field, text, 0, max)
}

/// Parses a whole number from `min` to `max` for the field `field`.
pub fn parse_in_range(field: &str, text: &str, min: u64, max: u64) -> Result<u64, FieldError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(FieldError::new(
            field,
            format!("missing; give a whole number from {min} to {}", number_text(max)),
        ));
    }
    if is_negative(text) {
        return Err(FieldError::new(
            field,
            format!(
                "'{}' is negative; give a whole number from {min} to {}",
                excerpt(text),
                number_text(max)
            ),
        ));
    }
    match parse_whole(text, 0, max) {
        Ok(value) if value < min => Err(FieldError::new(
            field,
            format!("{value} is too small; give a whole number from {min} to {}", number_text(max)),
        )),
        result => result.map_err(|message| FieldError::new(field, message)),
    }
}

/// Parses one of a few words, ignoring case and accents' absence (`misere` for `misère`).
pub fn parse_choice<T: Copy>(
    field: &str,
    text: &str,
    choices: &[(&str, T)],
) -> Result<T, FieldError> {
    let wanted = text.trim().replace(['è', 'È'], "e").to_ascii_lowercase();
    choices.iter().find(|(name, _)| *name == wanted).map(|&(_, value)| value).ok_or_else(|| {
        let names: Vec<&str> = choices.iter().map(|(name, _)| *name).collect();
        let shown = if text.trim().is_empty() {
            "nothing".to_string()
        } else {
            format!("'{}'", text.trim())
        };
        FieldError::new(field, format!("{shown} is not one of {}", names.join(", ")))
    })
}

/// Parses one whole number (digits only) no larger than `max`.
/// Whether `text` is a negative number such as `-5` or `-0.5`.
fn is_negative(text: &str) -> bool {
    text.strip_prefix('-').is_some_and(|rest| {
        !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit() || b == b'.')
    })
}

fn parse_whole(text: &str, min: u64, max: u64) -> Result<u64, String> {
    let above =
        |text: &str| format!("{} is above the limit of {}", excerpt(text), number_text(max));
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(if is_negative(text) {
            let shown = excerpt(text);
            format!("'{shown}' is negative; give a whole number from {min} to {}", number_text(max))
        } else if is_exponent_form(text) {
            above(text)
        } else {
            format!("'{}' is not a whole number", excerpt(text))
        });
    }
    match text.parse::<u64>() {
        Ok(value) if value < min => Err(format!(
            "{value} is too small; give whole numbers from {min} to {}",
            number_text(max)
        )),
        Ok(value) if value <= max => Ok(value),
        _ => Err(above(text)),
    }
}

/// `text` as a message quotes it: whole up to 40 characters, else its first 40 and "…" (a
/// message beside a field never repeats a pasted megabyte).
pub fn excerpt(text: &str) -> String {
    // `get`, not slicing: the end is a character boundary, and slicing's check would bring its
    // panic message into every page (1.5 KB).
    match text.char_indices().nth(40).and_then(|(end, _)| text.get(..end)) {
        Some(start) => format!("{start}…"),
        None => text.to_string(),
    }
}

/// The `n`th in words: 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st (items named so in
/// messages read the same whether the reader counts from 0 or from 1).
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// A limit as the forms' help lines write it: a power of ten from 10^9 up as `10^k`, any other
/// number in digits.
pub fn number_text(n: u64) -> String {
    let digits = n.to_string();
    match digits.strip_prefix('1') {
        Some(zeros) if zeros.len() >= 9 && zeros.bytes().all(|b| b == b'0') => {
            format!("10^{}", zeros.len())
        }
        _ => digits,
    }
}

/// Whether `text` is how JavaScript writes a number of 10^21 or more, e.g. `1e+21`, `1.5e+300`
/// (larger than every limit here).
fn is_exponent_form(text: &str) -> bool {
    let Some((mantissa, exponent)) = text.split_once("e+") else { return false };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, "0"));
    let digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
    digits(whole) && digits(fraction) && digits(exponent)
}

/// Parses a list of whole numbers such as `1, 3, 4` or `1..3, 7` (ranges are inclusive),
/// each at most `max`, refusing lists longer than `max_len`.
pub fn parse_number_list(
    field: &str,
    text: &str,
    max: u64,
    max_len: usize,
) -> Result<Vec<u64>, FieldError> {
    parse_number_list_from(field, text, 0, max, max_len)
}

/// [`parse_number_list`] with a least value `min`: a number below it is refused, and every
/// message gives the range `min` to `max`.
pub fn parse_number_list_from(
    field: &str,
    text: &str,
    min: u64,
    max: u64,
    max_len: usize,
) -> Result<Vec<u64>, FieldError> {
    let error = |message: String| FieldError::new(field, message);
    let too_many = || error(format!("more than {max_len} numbers; the limit is {max_len}"));
    // Read by passes over the text, never collected: a text of a million separators costs no
    // memory before it is refused.
    let chunks = || text.split([',', ';']).map(str::trim);
    // A trailing separator is harmless; an empty entry elsewhere (one with a chunk after it) is
    // probably a lost number.
    let (mut entries, mut inner_gap, mut after_empty) = (false, false, false);
    for chunk in chunks() {
        inner_gap |= after_empty;
        after_empty = chunk.is_empty();
        entries |= !after_empty;
    }
    if entries && inner_gap {
        let text = excerpt(text.trim());
        return Err(error(format!("'{text}' has an empty entry between separators")));
    }
    let mut numbers = Vec::new();
    for chunk in chunks().filter(|chunk| !chunk.is_empty()) {
        if let Some((low, high)) = chunk.split_once("..") {
            let low = parse_whole(low.trim(), min, max).map_err(&error)?;
            let high = parse_whole(high.trim(), min, max).map_err(&error)?;
            if low > high {
                return Err(error(format!("the range {chunk} is empty ({low} > {high})")));
            }
            if high - low >= (max_len - numbers.len().min(max_len)) as u64 {
                return Err(too_many());
            }
            numbers.extend(low..=high);
        } else {
            for item in chunk.split_whitespace() {
                numbers.push(parse_whole(item, min, max).map_err(&error)?);
                if numbers.len() > max_len {
                    return Err(too_many());
                }
            }
        }
    }
    if numbers.is_empty() {
        return Err(error("missing; give a list such as 1,3,4 or a range such as 1..3".into()));
    }
    Ok(numbers)
}

/// Writes a sorted list compactly: `1..3` for a run of three or more, `1,3,4` otherwise.
pub fn format_number_list(numbers: &[u32]) -> String {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < numbers.len() {
        let mut j = i;
        while j + 1 < numbers.len() && numbers[j + 1] == numbers[j] + 1 {
            j += 1;
        }
        if j >= i + 2 {
            parts.push(format!("{}..{}", numbers[i], numbers[j]));
        } else {
            parts.extend(numbers[i..=j].iter().map(u32::to_string));
        }
        i = j + 1;
    }
    parts.join(",")
}

fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(high), Some(low)) => {
                    out.push((high * 16 + low) as u8);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            other => out.push(other),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Escapes what a query value cannot hold as itself; letters, digits, `-._~,` and `:`, `/`,
/// `(` and `)` (allowed in a URL's fragment; `alpha-beta`'s trees use the brackets) stay
/// readable.
fn percent_encode(text: &str) -> String {
    let readable = |byte: u8| {
        matches!(byte, b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b','
            | b':' | b'/' | b'(' | b')')
    };
    // A value readable whole is copied at once (a typed game's link is megabytes of one).
    if text.bytes().all(readable) {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if readable(byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// The word naming `value` among `choices` (the table `parse_choice` reads): the first listed
/// for it, or the first choice's when `value` is not listed.
pub fn choice_name<T: PartialEq>(choices: &[(&'static str, T)], value: &T) -> &'static str {
    let named = choices.iter().find(|(_, choice)| choice == value);
    named.or(choices.first()).map_or("", |(name, _)| name)
}

//! The octal worker's messages as JS values, for both sides: plain objects written and read
//! field by field (counts of 2^32 and more as BigInts, absent values as null), and a finished
//! table's values as a `Uint32Array` whose buffer is transferred, not copied or turned into a JS
//! array. Written by hand rather than derived: the lab's binary then carries no serializer.

use js_sys::{Array, Object, Reflect, Uint32Array};
use wasm_bindgen::{JsCast, JsValue};

use super::{ClassesData, PeriodData, Reply, StatsData, Summary, TableRequest};

/// The property of a `done` message that holds the values.
const VALUES: &str = "values";

/// A plain object being written.
struct Writer(Object);

impl Writer {
    fn new() -> Writer {
        Writer(Object::new())
    }

    fn set(self, key: &str, value: impl Into<JsValue>) -> Writer {
        // Setting a property of a fresh plain object cannot throw.
        let _ = Reflect::set(&self.0, &key.into(), &value.into());
        self
    }

    fn count(self, key: &str, count: u64) -> Writer {
        self.set(key, count)
    }

    fn done(self) -> JsValue {
        self.0.into()
    }
}

/// A received object being read: every field checked, an error naming the one that is wrong.
struct Reader<'a>(&'a JsValue);

impl Reader<'_> {
    fn field(&self, key: &str) -> Result<JsValue, String> {
        Reflect::get(self.0, &key.into()).map_err(describe)
    }

    fn number(&self, key: &str) -> Result<f64, String> {
        self.field(key)?.as_f64().ok_or_else(|| format!("{key}: not a number"))
    }

    fn small(&self, key: &str) -> Result<u32, String> {
        let number = self.number(key)?;
        if number.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&number) {
            Ok(number as u32)
        } else {
            Err(format!("{key}: {number} is not a count below 2^32"))
        }
    }

    fn count(&self, key: &str) -> Result<u64, String> {
        u64::try_from(self.field(key)?).map_err(|_| format!("{key}: not a BigInt count"))
    }

    fn flag(&self, key: &str) -> Result<bool, String> {
        self.field(key)?.as_bool().ok_or_else(|| format!("{key}: not true or false"))
    }

    fn text(&self, key: &str) -> Result<String, String> {
        self.field(key)?.as_string().ok_or_else(|| format!("{key}: not a string"))
    }

    /// The object at `key`, or `None` when it is null or absent.
    fn optional<T>(
        &self,
        key: &str,
        read: impl FnOnce(&Reader) -> Result<T, String>,
    ) -> Result<Option<T>, String> {
        let value = self.field(key)?;
        if value.is_null() || value.is_undefined() {
            Ok(None)
        } else if value.is_object() {
            read(&Reader(&value)).map(Some)
        } else {
            Err(format!("{key}: not an object"))
        }
    }
}

/// The request as a plain object.
pub fn request_to_js(request: &TableRequest) -> JsValue {
    Writer::new()
        .set("id", request.id)
        .set("code", request.code.as_str())
        .set("n", request.n)
        .count("workLimit", request.work_limit)
        .done()
}

/// A request posted to the worker; an error says what is wrong with the message.
pub fn request_from_js(message: &JsValue) -> Result<TableRequest, String> {
    if !message.is_object() {
        return Err("a request that is not an object".into());
    }
    let read = Reader(message);
    Ok(TableRequest {
        id: read.small("id")?,
        code: read.text("code")?,
        n: read.small("n")?,
        work_limit: read.count("workLimit")?,
    })
}

fn period_to_js(period: Option<PeriodData>) -> JsValue {
    period.map_or(JsValue::NULL, |period| {
        Writer::new().set("start", period.start).set("length", period.length).done()
    })
}

fn period_from_js(read: &Reader) -> Result<PeriodData, String> {
    Ok(PeriodData { start: read.small("start")?, length: read.small("length")? })
}

fn summary_to_js(summary: &Summary) -> JsValue {
    let stats = &summary.stats;
    let classes = stats.classes.map_or(JsValue::NULL, |classes| {
        Writer::new()
            .set("mask", classes.mask)
            .set("byHeapParity", classes.by_heap_parity)
            .set("rareClass", classes.rare_class)
            .done()
    });
    let period_from = stats.period_from.map_or(JsValue::NULL, |(period, from)| {
        Writer::new().set("period", period_to_js(Some(period))).set("from", from).done()
    });
    let stats = Writer::new()
        .set("classes", classes)
        .count("rareHeaps", stats.rare_heaps)
        .count("rarePairs", stats.rare_pairs)
        .count("scannedPairs", stats.scanned_pairs)
        .count("fullScans", stats.full_scans)
        .count("naivePairs", stats.naive_pairs)
        .set("periodFrom", period_from)
        .done();
    Writer::new()
        .set("period", period_to_js(summary.period))
        .set("stats", stats)
        .count("work", summary.work)
        .count("limit", summary.limit)
        .done()
}

fn summary_from_js(read: &Reader) -> Result<Summary, String> {
    let stats = read.optional("stats", |stats| {
        Ok(StatsData {
            classes: stats.optional("classes", |classes| {
                Ok(ClassesData {
                    mask: classes.small("mask")?,
                    by_heap_parity: classes.flag("byHeapParity")?,
                    rare_class: classes.flag("rareClass")?,
                })
            })?,
            rare_heaps: stats.count("rareHeaps")?,
            rare_pairs: stats.count("rarePairs")?,
            scanned_pairs: stats.count("scannedPairs")?,
            full_scans: stats.count("fullScans")?,
            naive_pairs: stats.count("naivePairs")?,
            period_from: stats.optional("periodFrom", |pair| {
                let period = pair.optional("period", period_from_js)?;
                Ok((period.ok_or("periodFrom: no period")?, pair.small("from")?))
            })?,
        })
    })?;
    Ok(Summary {
        period: read.optional("period", period_from_js)?,
        stats: stats.ok_or("stats: missing")?,
        work: read.count("work")?,
        limit: read.count("limit")?,
    })
}

/// A reply as a message and the list of buffers to transfer with it (the values' buffer for
/// `done`, none otherwise).
pub fn reply_to_js(reply: &Reply) -> (JsValue, Array) {
    let transfer = Array::new();
    let message = match reply {
        Reply::Ready { protocol } => Writer::new().set("kind", "ready").set("protocol", *protocol),
        Reply::LoadFailed { message } => {
            Writer::new().set("kind", "loadFailed").set("message", message.as_str())
        }
        Reply::Progress { id, fraction, filled } => Writer::new()
            .set("kind", "progress")
            .set("id", *id)
            .set("fraction", *fraction)
            .set("filled", *filled),
        Reply::Done { id, summary, values } => {
            let array = Uint32Array::new_with_length(values.len() as u32);
            array.copy_from(values);
            transfer.push(&array.buffer());
            Writer::new()
                .set("kind", "done")
                .set("id", *id)
                .set("summary", summary_to_js(summary))
                .set(VALUES, array)
        }
        Reply::Failed { id, message } => {
            Writer::new().set("kind", "failed").set("id", *id).set("message", message.as_str())
        }
    };
    (message.done(), transfer)
}

/// A reply received from the worker; an error says what is wrong with the message.
pub fn reply_from_js(message: &JsValue) -> Result<Reply, String> {
    if !message.is_object() {
        return Err("a reply that is not an object".into());
    }
    let read = Reader(message);
    match read.text("kind")?.as_str() {
        "ready" => Ok(Reply::Ready { protocol: read.small("protocol")? }),
        "loadFailed" => Ok(Reply::LoadFailed { message: read.text("message")? }),
        "progress" => Ok(Reply::Progress {
            id: read.small("id")?,
            fraction: read.number("fraction")?,
            filled: read.small("filled")?,
        }),
        "done" => {
            let summary = read.optional("summary", summary_from_js)?.ok_or("summary: missing")?;
            let values = read
                .field(VALUES)?
                .dyn_into::<Uint32Array>()
                .map_err(|_| "a done message without a Uint32Array of values".to_string())?;
            Ok(Reply::Done { id: read.small("id")?, summary, values: values.to_vec() })
        }
        "failed" => Ok(Reply::Failed { id: read.small("id")?, message: read.text("message")? }),
        kind => Err(format!("a reply of unknown kind \"{kind}\"")),
    }
}

/// A thrown JS value as text.
pub fn describe(error: JsValue) -> String {
    match error.dyn_ref::<js_sys::Error>() {
        Some(error) => String::from(error.message()),
        None => error.as_string().unwrap_or_else(|| format!("{error:?}")),
    }
}

//! The octal lab's chart as data: Grundy values over the heap size, every value while they fit
//! as dots, the extremes of each stretch of heaps for long tables.

use super::{Chart, Series, Style};
use crate::solve::octal::OctalCode;

/// Tables of up to this many values are drawn value by value.
pub const DOTS_LIMIT: usize = 1500;
/// Longer tables are drawn as this many stretches of heaps.
pub const STRETCHES: usize = 600;

/// The chart of G(0), G(1), … for `code`.
pub fn values_chart(code: &OctalCode, values: &[u32]) -> Chart {
    let last = values.len().saturating_sub(1);
    let name = code.name().map(|name| format!(" ({name})")).unwrap_or_default();
    let largest = values.iter().copied().max().unwrap_or(0);
    let (series, x_label) = if values.len() <= DOTS_LIMIT {
        let radius = if values.len() <= 200 { 4 } else { 2 };
        let dots = |keep: fn(u32) -> bool| -> Vec<(f64, f64, u32)> {
            values
                .iter()
                .enumerate()
                .filter(|&(_, &value)| keep(value))
                .map(|(n, &value)| (n as f64, f64::from(value), radius))
                .collect()
        };
        let series = vec![
            Series {
                name: "G(n) > 0: N-position".into(),
                colour: (196, 112, 0),
                style: Style::Dots,
                points: dots(|value| value > 0),
            },
            Series {
                name: "G(n) = 0: P-position".into(),
                colour: (11, 61, 145),
                style: Style::Dots,
                points: dots(|value| value == 0),
            },
        ];
        (series, "heap size n".to_string())
    } else {
        let width = values.len().div_ceil(STRETCHES);
        let extremes: Vec<(f64, u32, u32)> = values
            .chunks(width)
            .enumerate()
            .map(|(index, chunk)| {
                let low = chunk.iter().copied().min().unwrap_or(0);
                let high = chunk.iter().copied().max().unwrap_or(0);
                ((index * width) as f64, low, high)
            })
            .collect();
        let line = |name: String, colour, pick: fn(&(f64, u32, u32)) -> u32| Series {
            name,
            colour,
            style: Style::Line,
            points: extremes.iter().map(|e| (e.0, f64::from(pick(e)), 0)).collect(),
        };
        let series = vec![
            line("largest G(n) of a stretch".into(), (196, 112, 0), |e| e.2),
            line("smallest G(n) of a stretch".into(), (11, 61, 145), |e| e.1),
        ];
        (series, format!("heap size n (in stretches of {width} heaps)"))
    };
    Chart {
        title: format!("Grundy values of {code}{name}, n = 0 to {last}"),
        x_label,
        y_label: "G(n)".into(),
        x_range: -0.5..(last as f64 + 0.5).max(1.0),
        y_range: -0.5..(f64::from(largest) * 1.35 + 1.5),
        x_names: None,
        series,
        reference: None,
    }
}

//! Charts drawn with plotters' SVG backend: one SVG document per chart, painted on a canvas in
//! the app, exported as it is, and read by the native tests. A lab describes a [`Chart`] as plain
//! data; [`draw`] renders it.

pub mod betting;
pub mod octal;

use std::ops::Range;

use plotters::coord::Shift;
use plotters::prelude::*;

/// How a series is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// Points joined by a line.
    Line,
    /// Dots, each with its own radius (the third number of the point).
    Dots,
}

/// One named series.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    /// The name in the legend.
    pub name: String,
    /// Red, green, blue.
    pub colour: (u8, u8, u8),
    /// How it is drawn.
    pub style: Style,
    /// (x, y, dot radius in pixels; unused for lines).
    pub points: Vec<(f64, f64, u32)>,
}

/// A chart as plain data.
#[derive(Clone, Debug, PartialEq)]
pub struct Chart {
    /// The caption.
    pub title: String,
    /// The x axis's description.
    pub x_label: String,
    /// The y axis's description.
    pub y_label: String,
    /// The x range shown.
    pub x_range: Range<f64>,
    /// The y range shown.
    pub y_range: Range<f64>,
    /// Names for the whole numbers on the x axis (categories), if any.
    pub x_names: Option<Vec<String>>,
    /// The series.
    pub series: Vec<Series>,
    /// A dashed horizontal line at a value, with its legend text.
    pub reference: Option<(String, f64)>,
}

/// Where a drawn chart's plotting area lies, to turn mouse positions into data.
#[derive(Clone, Debug, PartialEq)]
pub struct Mapping {
    /// The plotting area's pixel columns and rows.
    pub pixels: (Range<i32>, Range<i32>),
    /// The data ranges they show.
    pub data: (Range<f64>, Range<f64>),
}

impl Mapping {
    /// The data point under pixel (x, y), if it is inside the plotting area.
    pub fn to_data(&self, x: i32, y: i32) -> Option<(f64, f64)> {
        let (columns, rows) = &self.pixels;
        if !columns.contains(&x) || !rows.contains(&y) {
            return None;
        }
        let across = f64::from(x - columns.start) / f64::from((columns.end - columns.start).max(1));
        let up = f64::from(rows.end - y) / f64::from((rows.end - rows.start).max(1));
        let (xs, ys) = &self.data;
        Some((xs.start + across * (xs.end - xs.start), ys.start + up * (ys.end - ys.start)))
    }
}

/// Font sizes readable on a projected slide.
const CAPTION: u32 = 24;
const AXIS: u32 = 19;
const LABELS: u32 = 16;

/// The legend's strip to the right of the plot: room for a swatch and the longest name.
fn legend_width(chart: &Chart) -> u32 {
    let names = chart.series.iter().map(|series| &series.name);
    let longest = names
        .chain(chart.reference.iter().map(|(name, _)| name))
        .map(|name| name.chars().count())
        .max();
    // About 8.5 pixels per character at the legend's font size, plus the swatch and margins.
    (longest.unwrap_or(0) as u32 * 17 / 2 + 56).min(320)
}

/// How many numbers fit under an x axis `width` pixels wide without touching: the widest is
/// about that of the range's end (9 pixels per character at the labels' size), plus a gap.
fn x_label_count(chart: &Chart, width: u32) -> usize {
    let ends = [chart.x_range.start, chart.x_range.end].map(|x| format_number(x.round()));
    let widest = ends.iter().map(|text| text.chars().count()).max().unwrap_or(1) as u32;
    let room = width.saturating_sub(78 + 2 * 14);
    (room / (widest * 9 + 24)).clamp(2, 10) as usize
}

/// Draws `chart` on `area`: the title across the top, the plot on the left, its legend in a
/// strip on the right, so the legend never hides data.
pub fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    chart: &Chart,
) -> Result<Mapping, String> {
    let error = drawing_error::<DB::ErrorType>;
    area.fill(&WHITE).map_err(error)?;
    let body =
        area.margin(8, 0, 0, 0).titled(&chart.title, ("sans-serif", CAPTION)).map_err(error)?;
    let (width, _) = body.dim_in_pixel();
    let (plot, legend) = body.split_horizontally(width.saturating_sub(legend_width(chart)));
    let mut context = ChartBuilder::on(&plot)
        .margin(14)
        .x_label_area_size(52)
        .y_label_area_size(78)
        .build_cartesian_2d(chart.x_range.clone(), chart.y_range.clone())
        .map_err(error)?;
    let names = chart.x_names.clone();
    let x_format = move |x: &f64| match &names {
        Some(names) => {
            let index = x.round();
            if (x - index).abs() < 1e-6 && index >= 0.0 {
                names.get(index as usize).cloned().unwrap_or_default()
            } else {
                String::new()
            }
        }
        None => format_number(*x),
    };
    let mut mesh = context.configure_mesh();
    mesh.x_desc(&chart.x_label)
        .y_desc(&chart.y_label)
        .axis_desc_style(("sans-serif", AXIS))
        .label_style(("sans-serif", LABELS))
        .x_label_formatter(&x_format)
        .y_label_formatter(&|y| format_number(*y))
        .light_line_style(RGBColor(235, 238, 242));
    match &chart.x_names {
        Some(names) => mesh.x_labels(names.len() * 2 + 1),
        None => mesh.x_labels(x_label_count(chart, plot.dim_in_pixel().0)),
    };
    mesh.draw().map_err(error)?;
    let mut keys = Vec::new();
    for series in &chart.series {
        let (r, g, b) = series.colour;
        let colour = RGBColor(r, g, b);
        match series.style {
            Style::Line => context.draw_series(LineSeries::new(
                series.points.iter().map(|&(x, y, _)| (x, y)),
                colour.stroke_width(3),
            )),
            Style::Dots => context.draw_series(
                series
                    .points
                    .iter()
                    .map(|&(x, y, radius)| Circle::new((x, y), radius, colour.mix(0.8).filled())),
            ),
        }
        .map_err(error)?;
        keys.push((series.name.as_str(), colour, false));
    }
    if let Some((label, value)) = &chart.reference {
        let grey = RGBColor(90, 90, 90);
        let (start, end) = (chart.x_range.start, chart.x_range.end);
        let steps = 40;
        let dashes = (0..steps).step_by(2).map(|k| {
            let x = |t: i32| start + (end - start) * f64::from(t) / f64::from(steps);
            PathElement::new(vec![(x(k), *value), (x(k + 1), *value)], grey.stroke_width(2))
        });
        context.draw_series(dashes).map_err(error)?;
        keys.push((label.as_str(), grey, true));
    }
    draw_legend(&legend, &keys).map_err(error)?;
    let pixels = context.plotting_area().get_pixel_range();
    Ok(Mapping { pixels, data: (chart.x_range.clone(), chart.y_range.clone()) })
}

/// The legend: one row per key (its name, its colour, whether its line is dashed), from the
/// top of the plotting area down.
fn draw_legend<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    keys: &[(&str, RGBColor, bool)],
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let top = 24;
    for (row, &(name, colour, dashed)) in keys.iter().enumerate() {
        let y = top + row as i32 * 26;
        let swatch: Vec<(i32, i32)> =
            if dashed { vec![(4, y), (12, y)] } else { vec![(4, y), (28, y)] };
        area.draw(&PathElement::new(swatch, colour.stroke_width(4)))?;
        if dashed {
            area.draw(&PathElement::new(vec![(20, y), (28, y)], colour.stroke_width(4)))?;
        }
        let style = TextStyle::from(("sans-serif", LABELS).into_font()).color(&BLACK).pos(
            plotters::style::text_anchor::Pos::new(
                plotters::style::text_anchor::HPos::Left,
                plotters::style::text_anchor::VPos::Center,
            ),
        );
        area.draw_text(name, &style, (36, y))?;
    }
    Ok(())
}

/// What went wrong, in words. The backend's own error is not written out: the SVG backend's is
/// an I/O error, whose text table alone cost each plotting binary about 0.7 KB (and it writes to
/// a string, which cannot fail).
fn drawing_error<E: std::error::Error + Send + Sync>(error: DrawingAreaErrorKind<E>) -> String {
    match error {
        DrawingAreaErrorKind::BackendError(_) => "the drawing backend failed",
        DrawingAreaErrorKind::SharingError => "the drawing area is in use",
        DrawingAreaErrorKind::LayoutError => "the chart's parts do not fit its size",
    }
    .into()
}

/// `chart` as an SVG document of `size` pixels, and where its data lie in it.
pub fn svg(chart: &Chart, size: (u32, u32)) -> Result<(String, Mapping), String> {
    let mut text = String::new();
    let mapping = {
        let backend = SVGBackend::with_string(&mut text, size).into_drawing_area();
        let mapping = draw(&backend, chart)?;
        backend.present().map_err(drawing_error)?;
        mapping
    };
    Ok((text, mapping))
}

/// A number for an axis or a read-out: whole numbers plainly, others with three significant
/// digits, very large or small ones in powers of ten.
pub fn format_number(value: f64) -> String {
    if !value.is_finite() {
        return if value > 0.0 {
            "∞".into()
        } else if value < 0.0 {
            "−∞".into()
        } else {
            "—".into()
        };
    }
    let magnitude = value.abs();
    if value == value.round() && magnitude < 1e9 {
        format!("{}", value as i64)
    } else if (1e-3..1e9).contains(&magnitude) {
        // Three significant digits, without trailing zeros.
        let decimals = (2 - magnitude.log10().floor() as i32).clamp(0, 6) as usize;
        let text = format!("{value:.decimals$}");
        if text.contains('.') {
            text.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            text
        }
    } else {
        let exponent = magnitude.log10().floor() as i32;
        format!("{:.2}×10^{exponent}", value / 10f64.powi(exponent))
    }
}

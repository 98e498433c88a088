//! What the labs that fill values one by one share (a table cell by cell, a graph vertex by
//! vertex): the order of the places filled, the `step` and place parameters of their link, the
//! panel explaining one value by its options and mex, the legend and the tool buttons.

use std::rc::Rc;

use yew::prelude::*;

use crate::api::Request;
use crate::api::fields::{FieldError, Fields, parse_count};
use crate::ui::kit::controls::{LinkParams, inspecting_line};
use crate::ui::kit::form::{Form, FormAction};
use crate::ui::kit::stepper::{DEFAULT_SPEED, parse_speed_field};
use crate::ui::kit::timeline::{Playback, StepAction, Timeline, stepped};
use crate::ui::widgets::grid_table::{GridTableProps, grid_table};

/// The places a table is filled in: frame k fills the k-th place.
#[derive(Clone, Debug, PartialEq)]
pub struct FillOrder<T> {
    places: Vec<T>,
}

impl<T: Copy + PartialEq> FillOrder<T> {
    /// The order filling `places` one by one, first to last.
    pub fn new(places: Vec<T>) -> FillOrder<T> {
        FillOrder { places }
    }

    /// The places, in the order they are filled.
    pub fn places(&self) -> &[T] {
        &self.places
    }

    /// The last frame (0 when there is nothing to fill).
    pub fn last(&self) -> u32 {
        // The labs fill at most a few hundred places.
        u32::try_from(self.places.len().saturating_sub(1)).unwrap_or(u32::MAX)
    }

    /// The place filled at frame `frame`.
    pub fn at(&self, frame: u32) -> Option<T> {
        self.places.get(frame as usize).copied()
    }

    /// The frame that fills `place`, if it is filled at all.
    pub fn frame_of(&self, place: T) -> Option<u32> {
        let index = self.places.iter().position(|&filled| filled == place)?;
        u32::try_from(index).ok()
    }

    /// Whether `place` is filled by frame `step`.
    pub fn is_filled(&self, place: T, step: u32) -> bool {
        self.frame_of(place).is_some_and(|frame| frame <= step)
    }
}

/// The request of a link whose two fields `names` are read together by `parse` (texts absent
/// count as empty); `default()` when the link has neither, or, with a notice per bad field
/// naming the default `what` ("graph", "board"), when they are unusable.
pub fn read_pair<R>(
    link: &mut LinkParams,
    names: [&str; 2],
    parse: impl FnOnce(&str, &str) -> Result<R, Vec<FieldError>>,
    default: impl FnOnce() -> R,
    what: &str,
) -> R {
    let [first, second] = names.map(|name| link.get(name));
    if first.is_none() && second.is_none() {
        return default();
    }
    parse(first.unwrap_or_default(), second.unwrap_or_default()).unwrap_or_else(|errors| {
        for error in errors {
            link.notice(format!("The link's {error}. Showing the default {what} instead."));
        }
        default()
    })
}

/// Reads `step`, the inspected place (the link's parameter `name`, turned into the frame that
/// fills it by `parse_place`, given the step), `speed` and `exercise`, for a timeline ending at `last`; a bad
/// value leaves a notice and its default.
pub fn read_playback(
    link: &mut LinkParams,
    last: u32,
    name: &str,
    parse_place: impl FnOnce(&str, u32) -> Result<u32, FieldError>,
) -> Playback {
    // At most `last`, so the conversion is lossless.
    let step =
        link.read("step", |text| parse_count("step", text, last.into())).map_or(0, |s| s as u32);
    let place = link.read(name, |text| parse_place(text, step));
    let speed = link.read("speed", parse_speed_field).unwrap_or(DEFAULT_SPEED);
    Playback::new(step, place, last, speed).read_exercise(link)
}

/// Writes `step`, the inspected place (as parameter `name`, its text given by `place` from the
/// frame), `speed` when not the default and `exercise`: what [`read_playback`] reads.
pub fn write_playback(
    playback: &Playback,
    link: &mut Fields,
    name: &str,
    place: impl FnOnce(u32) -> String,
) {
    link.set("step", playback.position().to_string());
    if let Some(frame) = playback.inspected.filter(|_| !playback.exercise) {
        link.set(name, place(frame));
    }
    if playback.playhead.speed != DEFAULT_SPEED {
        link.set("speed", playback.playhead.speed.to_string());
    }
    playback.write_exercise(link);
}

/// Why the frame `frame` fills a place not filled yet at `step`, if so, as an error of `field`
/// naming the place `what`.
pub fn check_filled(field: &str, what: &str, frame: u32, step: u32) -> Result<u32, FieldError> {
    if frame <= step {
        Ok(frame)
    } else {
        Err(FieldError::new(field, format!("{what} is not filled yet at this step")))
    }
}

/// One value explained: the mex sentence, the moves and the mex in words, and the verdict.
pub struct Explained {
    /// The formula, e.g. `SG(3, 1) = mex{…} = 2`.
    pub sentence: String,
    /// The moves and why the mex is what it is.
    pub detail: String,
    /// The value (0 marks the verdict as a P-position's).
    pub value: u32,
    /// Who wins from the position, and how.
    pub verdict: String,
}

/// The explanation panel of a value; `inspected` names the place the student clicked (e.g. "the
/// cell you clicked, (2, 3)") when it is explained instead of the current step's, and `on_back`
/// returns to the current step.
pub fn explanation_panel(
    explained: Explained,
    inspected: Option<String>,
    on_back: Callback<MouseEvent>,
) -> Html {
    html! {
        <div class="explanation">
            if let Some(what) = inspected {
                { inspecting_line(what, on_back) }
            }
            <p class="sentence"><code>{ explained.sentence }</code></p>
            <p class="detail">{ explained.detail }</p>
            <p class={classes!("verdict", if explained.value == 0 { "p" } else { "n" })}>{ explained.verdict }</p>
        </div>
    }
}

/// The verdict on `position` (e.g. "(2, 3)", "vertex 4") of value `value`, with `moves` moves,
/// `winning` naming the moves to a P-position.
pub fn verdict(position: &str, moves: usize, value: u32, winning: &[String]) -> String {
    if moves == 0 {
        format!("{position} is a P-position: the player to move has no move and loses.")
    } else if value == 0 {
        format!(
            "{position} is a P-position: every move leads to an N-position, so the player to move \
             loses."
        )
    } else {
        format!(
            "{position} is an N-position: the player to move wins by moving to {}, a P-position.",
            winning.join(" or ")
        )
    }
}

/// The legend under a drawing: one swatch class and its meaning per entry.
pub fn legend(entries: &[(&'static str, &'static str)]) -> Html {
    html! {
        <ul class="legend" aria-label="Legend">
            { for entries.iter().map(|&(swatch, meaning)| html! {
                <li><span class={classes!("swatch", swatch)}></span>{ meaning }</li>
            }) }
        </ul>
    }
}

/// A button choosing what a click on the drawing does: `tool`, pressed when it is `current`.
pub fn tool_button<T: Copy + PartialEq + 'static>(
    current: T,
    tool: T,
    label: &'static str,
    on_select: &Callback<T>,
) -> Html {
    html! {
        <button type="button" aria-pressed={(current == tool).to_string()}
            class={classes!("tool", (current == tool).then_some("selected"))}
            onclick={on_select.reform(move |_: MouseEvent| tool)}>{ label }</button>
    }
}

/// The stepper of a fill at `playback` over `timeline` (its labels on the scrubber), sending
/// its actions to `on_step`.
pub fn fill_stepper<T: Timeline + 'static>(
    timeline: &Rc<T>,
    playback: Playback,
    on_step: Callback<StepAction>,
) -> Html {
    stepped(timeline, playback, on_step)
}

/// `playback` explaining the place filled at `frame` (none: a place never filled, which is
/// not explained), if it is filled by the current step.
pub fn inspect_frame(playback: Playback, frame: Option<u32>) -> Playback {
    playback.apply(StepAction::Inspect(Some(frame.unwrap_or(u32::MAX))))
}

/// Parses a cell written `a-b` (`how`, e.g. "x-y, such as 3-2"), each part from 0 to its
/// limit in `max`, as an error of `field` (e.g. "cell").
pub fn parse_cell_text(
    field: &str,
    text: &str,
    how: &str,
    max: (usize, usize),
) -> Result<(usize, usize), FieldError> {
    let (a, b) = text
        .split_once('-')
        .ok_or_else(|| FieldError::new(field, format!("'{text}' is not a cell; write {how}")))?;
    let a = parse_count(field, a, max.0 as u64)? as usize;
    Ok((a, parse_count(field, b, max.1 as u64)? as usize))
}

/// The explanation panel of `explained`, naming the clicked place when `inspected`; its way
/// back to the current step is sent to `on_step`.
pub fn fill_explanation(
    explained: Explained,
    inspected: Option<String>,
    on_step: Callback<StepAction>,
) -> Html {
    explanation_panel(
        explained,
        inspected,
        on_step.reform(|_: MouseEvent| StepAction::Inspect(None)),
    )
}

/// A grid of `columns` by `rows` cells filled row by row, as the lecture fills tables: frame k
/// fills cell (k mod columns, k div columns).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RowByRow {
    pub columns: u32,
    pub rows: u32,
}

impl RowByRow {
    /// The cell (x, y) that frame `k` fills.
    pub fn cell(self, k: u32) -> (u32, u32) {
        (k % self.columns, k / self.columns)
    }

    /// The frame that fills cell (x, y).
    pub fn frame(self, (x, y): (u32, u32)) -> u32 {
        y * self.columns + x
    }

    /// The last frame.
    pub fn last(self) -> u32 {
        self.columns * self.rows - 1
    }
}

/// What a grid filled row by row shows of cell (x, y) once filled: its text and its own
/// classes besides `filled`, `current` and `option` (e.g. `p` or `n`); and its name ("G(x, y)")
/// for screen readers, "name = text" once filled, "name not computed yet" before (so an unfilled
/// cell tells nothing, an exercise's answers included).
pub struct GridCells {
    pub text: Rc<dyn Fn(u32, u32) -> String>,
    pub class: Rc<dyn Fn(u32, u32) -> Classes>,
    pub name: Rc<dyn Fn(u32, u32) -> String>,
}

/// The `GridTable` of `order` at `playback`, its corner saying `corner`: the cells filled by
/// the step show their text and are `filled`, the explained one is `current`, those of
/// `options` are `option`; a click on a cell sends the frame filling it to `on_step` (it is
/// explained if filled).
pub fn row_by_row_grid(
    (order, playback): (RowByRow, Playback),
    corner: &'static str,
    options: Vec<(u32, u32)>,
    cells: GridCells,
    on_step: &Callback<StepAction>,
) -> Html {
    // Grids hold a few hundred cells at most.
    let at = |(x, y): (usize, usize)| (x as u32, y as u32);
    let (step, focus) = (playback.position(), order.cell(playback.focus()));
    let filled = move |cell| order.frame(cell) <= step;
    let GridCells { text, class, name } = cells;
    let label_text = text.clone();
    let text = Callback::from(move |xy| {
        let (x, y) = at(xy);
        if filled((x, y)) { text(x, y) } else { String::new() }
    });
    let class = Callback::from(move |xy| {
        let (x, y) = at(xy);
        let filled = filled((x, y));
        classes!(
            filled.then_some("filled"),
            ((x, y) == focus).then_some("current"),
            options.contains(&(x, y)).then_some("option"),
            filled.then(|| class(x, y)),
        )
    });
    let label = Callback::from(move |xy| {
        let (x, y) = at(xy);
        match filled((x, y)) {
            true => format!("{} = {}", name(x, y), label_text(x, y)),
            false => format!("{} not computed yet", name(x, y)),
        }
    });
    let on_click = on_step.reform(move |xy| StepAction::Inspect(Some(order.frame(at(xy)))));
    let (cols, rows) = (order.columns as usize, order.rows as usize);
    let corner = corner.into();
    let on_click = Some(on_click);
    grid_table(&GridTableProps {
        cols,
        rows,
        x0: 0,
        y0: 0,
        corner,
        text,
        class,
        on_click,
        label,
        mark: None,
        row_names: Vec::new(),
    })
}

/// A lab filling values one by one, as [`reduce_fill`] sees it: its request, read within the
/// lab's limits, its examples, its playback and its form.
pub trait FillLab: Sized {
    /// What the form and the link describe.
    type Request: Request;
    /// The lab's examples: a label and the request as a link query.
    const EXAMPLES: &'static [(&'static str, &'static str)];
    /// The request `fields` describe within the lab's limits, or every bad field's message.
    fn parse(fields: &Fields) -> Result<Self::Request, Vec<FieldError>>;
    /// What the shared actions change: the playback (the step through the places and the
    /// clicked place's frame) and the form.
    fn parts(&mut self) -> (&mut Playback, &mut Form);
    /// The lab showing `request`, a new one from the form or an example, its notices cleared.
    fn open(self, request: Self::Request) -> Self;
}

/// What a student does to any fill lab: a stepper command or a clicked place's frame, or an
/// action on the form.
#[derive(Clone, Debug, PartialEq)]
pub enum FillAction {
    Step(StepAction),
    Form(FormAction),
}

/// The fill lab `lab` after `action`: the playback stepped, or the form edited, or the request
/// of a submitted form or an example opened.
pub fn reduce_fill<L: FillLab>(mut lab: L, action: FillAction) -> L {
    match action {
        FillAction::Step(action) => {
            let playback = lab.parts().0;
            *playback = playback.apply(action);
            lab
        }
        FillAction::Form(action) => match lab.parts().1.apply_by(action, L::EXAMPLES, L::parse) {
            Some(request) => lab.open(request),
            None => lab,
        },
    }
}

/// The request of a link read by the fill lab `L`'s parser: `default()` when the link has none
/// of its fields, or, with a notice per bad field naming the default `what` ("graph", "board"),
/// when they are unusable.
pub fn read_fill_request<L: FillLab>(
    link: &mut LinkParams,
    params: &Fields,
    default: impl FnOnce() -> L::Request,
    what: &str,
) -> L::Request {
    let given = <L::Request as Request>::FIELDS.iter().filter(|&&name| link.has(name)).count();
    if given == 0 {
        return default();
    }
    L::parse(params).unwrap_or_else(|errors| {
        for error in errors {
            link.notice(format!("The link's {error}. Showing the default {what} instead."));
        }
        default()
    })
}

/// The stepper of a fill over `timeline` at `playback`, then the explanation of the place in
/// focus, if any (`explained`, and the words naming the place when the student clicked it, e.g.
/// "the cell you clicked, (2, 3)"), their actions sent to `on_fill`.
pub fn fill_steps<T: Timeline + 'static>(
    timeline: &Rc<T>,
    playback: Playback,
    explained: Option<(Explained, String)>,
    on_fill: &Callback<FillAction>,
) -> Html {
    let on_step = on_fill.reform(FillAction::Step);
    let inspected = playback.inspected.is_some();
    html! {
        <>
            { fill_stepper(timeline, playback, on_step.clone()) }
            if let Some((explained, clicked)) = explained {
                { fill_explanation(explained, inspected.then_some(clicked), on_step) }
            }
        </>
    }
}

/// How cell (x, y) of a [`ValueGrid`], given its value shown, names itself for screen readers.
pub type CellLabel = Rc<dyn Fn((usize, usize), Option<u32>) -> String>;

/// A grid of values filled one by one (a board, a two-pile table), for [`value_grid`]: cell
/// (x, y) of the window from `origin` shows `value((x, y))` if it is shown, and has the
/// classes "filled" and "p" (value 0) or "n", then `extra((x, y))`.
pub struct ValueGrid {
    pub cols: usize,
    pub rows: usize,
    pub origin: (usize, usize),
    /// What the corner says, e.g. "SG(x, y): x →, y ↓".
    pub corner: &'static str,
    pub value: Rc<dyn Fn((usize, usize)) -> Option<u32>>,
    pub extra: Rc<dyn Fn((usize, usize)) -> Classes>,
    pub label: CellLabel,
    /// A small mark beside a cell's value (e.g. the pieces standing there).
    pub mark: Option<Callback<(usize, usize), String>>,
    pub on_click: Callback<(usize, usize)>,
}

/// The grid `grid`, drawn by [`GridTable`].
pub fn value_grid(grid: ValueGrid) -> Html {
    let ValueGrid { cols, rows, origin: (x0, y0), corner, value, extra, label, mark, on_click } =
        grid;
    let text = {
        let value = value.clone();
        Callback::from(move |at| value(at).map(|value| value.to_string()).unwrap_or_default())
    };
    let class = {
        let value = value.clone();
        Callback::from(move |at| {
            let shown = value(at);
            classes!(
                shown.is_some().then_some("filled"),
                shown.map(|value| if value == 0 { "p" } else { "n" }),
                extra(at)
            )
        })
    };
    let label = Callback::from(move |at| label(at, value(at)));
    let (corner, on_click) = (corner.into(), Some(on_click));
    grid_table(&GridTableProps {
        cols,
        rows,
        x0,
        y0,
        corner,
        text,
        class,
        on_click,
        label,
        mark,
        row_names: Vec::new(),
    })
}

impl<T: Copy + PartialEq> FillOrder<T> {
    /// The frame filling `place` (named `what`, e.g. "(2, 3)") if it is filled by `step`, else
    /// an error of `field` (saying `never`, e.g. "is damaged", for a place never filled).
    pub fn frame_by(
        &self,
        (field, what, never): (&str, &str, &str),
        place: T,
        step: u32,
    ) -> Result<u32, FieldError> {
        match self.frame_of(place) {
            Some(frame) => check_filled(field, what, frame, step),
            None => Err(FieldError::new(field, format!("{what} {never}"))),
        }
    }
}

/// The tools choosing what a click on the drawing does (`aria_label` names the group, e.g.
/// "Clicking on the board"): one [`tool_button`] per `(tool, label)`, `current` pressed, then
/// `more` (e.g. buttons of the lab's own).
pub fn tool_bar<T: Copy + PartialEq + 'static>(
    aria_label: &'static str,
    (current, tools): (T, &[(T, &'static str)]),
    on_select: &Callback<T>,
    more: Html,
) -> Html {
    html! {
        <div class="dag-tools" role="group" aria-label={aria_label}>
            { for tools.iter().map(|&(tool, label)| tool_button(current, tool, label, on_select)) }
            { more }
        </div>
    }
}

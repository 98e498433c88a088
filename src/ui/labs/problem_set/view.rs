//! The problem-set lab's views: the picker, and a problem's page: its statement, its small
//! cases filled cell by cell, the pattern checked, the fast solution's form, the judge and the
//! general lab it is a case of; in the embed, one part of the page at a time under tabs.

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{FileReader, HtmlInputElement};
use yew::prelude::*;

use super::cases::{Layout, SmallCases};
use super::pages::{PAGES, Page, SeeAlso, answer_lines, tone};
use super::state::{
    Action, MAX_JUDGE_FILE, MAX_JUDGE_INPUT, MAX_LINKED_INPUT, Part, State, TABS, judged,
};
use crate::api::fields::number_text;
use crate::api::problem_set::judge_of;
use crate::solve::octal::group_digits;
use crate::ui::kit::controls::{TextArea, verdict_panel};
use crate::ui::kit::export::download_text;
use crate::ui::kit::prelude::*;
use crate::ui::kit::table::{HELD_ARGUMENT, HELD_PATTERN, held_back};
use crate::ui::widgets::grid_table::{GridTableProps, grid_table};
use crate::ui::widgets::row_table::{Rows, row_table};

/// One button per problem, the shown one marked.
pub fn picker(state: &State, on_action: &Callback<Action>) -> Html {
    html! {
        <nav class="problem-picker" aria-label="Problems">
            { for PAGES.iter().enumerate().map(|(index, page)| {
                let current = index == state.page;
                html! {
                    <button type="button" class={classes!(current.then_some("current"))}
                        aria-current={current.then_some("page")} data-problem={page.name()}
                        onclick={on_action.reform(move |_: MouseEvent| Action::Pick(index))}>
                        { format!("{}. {}", page.problem.number, page.problem.title) }
                    </button>
                }
            }) }
        </nav>
    }
}

/// The page of the problem shown.
pub fn page_view(state: &State, on_action: &Callback<Action>) -> Html {
    let page = state.page();
    html! {
        <div class="problem-page">
            { statement(page) }
            { small_cases(state, on_action) }
            { pattern(page, &state.cases, state.playback.holds_back()) }
            { fast_solution(state, on_action) }
            { judge_view(state, on_action) }
            if let Some(see_also) = page.see_also {
                { see_also_view(see_also()) }
            }
        </div>
    }
}

/// The embed's view of the problem shown: the tabs, and the part of its page chosen (so that
/// each fits a slide).
pub fn part_view(state: &State, on_action: &Callback<Action>) -> Html {
    let part = match state.part {
        Part::Cases => small_cases(state, on_action),
        Part::Statement => statement(state.page()),
        Part::Pattern => pattern(state.page(), &state.cases, state.playback.holds_back()),
        Part::Solution => fast_solution(state, on_action),
        Part::Judge => judge_view(state, on_action),
    };
    let body = html! { <div class="problem-page">{ part }</div> };
    tabbed((state.part, TABS), on_action.reform(Action::Show), body)
}

/// The problem's number and title.
pub fn title(page: &Page) -> String {
    format!("Problem {}: {}", page.problem.number, page.problem.title)
}

/// 1. The statement, with the contest's sample as a small example.
fn statement(page: &Page) -> Html {
    let problem = page.problem;
    let example = match judged(page, page.sample) {
        Ok(output) => html! {
            <div class="example">
                <p>{ "Example: the contest's sample input" }</p>
                <pre class="sample-input" tabindex="0" role="region" aria-label="The sample input">{ page.sample }</pre>
                <p>{ "gives the output" }</p>
                <pre class="sample-output" tabindex="0" role="region" aria-label="The sample output">{ output }</pre>
            </div>
        },
        Err(message) => html! { <p class="field-error">{ message }</p> },
    };
    html! {
        <section class="problem-statement">
            <h2>{ title(page) }</h2>
            <p class="source">{ problem.source }</p>
            <p>{ problem.statement }</p>
            { example }
        </section>
    }
}

/// 2. The small cases searched, filled cell by cell with the stepper, each cell explained.
fn small_cases(state: &State, on_action: &Callback<Action>) -> Html {
    let (cases, playback) = (&state.cases, state.playback);
    let on_step = on_action.reform(Action::Step);
    let clicked = |k: u32| format!("the cell you clicked, {}", cases.label(k));
    let table = match &cases.layout {
        Layout::Row { first, labels } => row_view(cases, playback, *first, *labels, &on_step),
        Layout::Grid { corner, row_names, first_col, cols } => {
            grid_view(cases, playback, (corner, row_names, *first_col, *cols), &on_step)
        }
    };
    html! {
        <section class="small-cases">
            <h2>{ "Small cases searched" }</h2>
            <p>{ format!("Brute force over {}.", cases.what) }</p>
            { stepped_explanation(cases, playback, &on_step, clicked, Html::default()) }
            { table }
        </section>
    }
}

/// A cell's classes: its tone, and whether the pattern fails there.
fn cell_classes(cases: &SmallCases, index: usize) -> Classes {
    match cases.cases.get(index) {
        Some(case) => classes!(case.tone.class(), case.exception.then_some("exception")),
        None => Classes::new(),
    }
}

/// A one-pile table: positions in rows of 16.
fn row_view(
    cases: &Rc<SmallCases>,
    playback: Playback,
    first: u32,
    labels: [&'static str; 2],
    on_step: &Callback<StepAction>,
) -> Html {
    let rows = Rows {
        first,
        last: first + cases.last(),
        filled: first + playback.position(),
        focus: first + playback.focus(),
    };
    let index = move |k: u32| (k - first) as usize;
    let text = |k| cases.cases.get(index(k)).map_or_else(String::new, |case| case.text.clone());
    let class = |k| cell_classes(cases, index(k));
    let on_click = on_step.reform(move |k: u32| StepAction::Inspect(Some(k - first)));
    row_table("Small cases", labels, rows, text, class, &on_click)
}

/// A two-number table (or a table of stretches by their ends), filled row by row.
fn grid_view(
    cases: &Rc<SmallCases>,
    playback: Playback,
    (corner, row_names, first_col, cols): (&'static str, &[String], u64, usize),
    on_step: &Callback<StepAction>,
) -> Html {
    let x0 = first_col as usize;
    let index = move |(x, y): (usize, usize)| y * cols + (x - x0);
    let (filled, focus) = (playback.position() as usize, playback.focus() as usize);
    let text = {
        let cases = cases.clone();
        Callback::from(move |xy| {
            let i = index(xy);
            match cases.cases.get(i) {
                Some(case) if i <= filled => case.text.clone(),
                _ => String::new(),
            }
        })
    };
    let class = {
        let cases = cases.clone();
        Callback::from(move |xy| {
            let i = index(xy);
            // An unfilled cell's class would tell its verdict (an exercise's answer) in the page.
            classes!(
                (i <= filled).then(|| cell_classes(&cases, i)),
                (i <= filled).then_some("filled"),
                (i == focus).then_some("current")
            )
        })
    };
    let label = {
        let cases = cases.clone();
        Callback::from(move |xy| cases.label(index(xy) as u32))
    };
    let on_click = on_step.reform(move |xy| StepAction::Inspect(Some(index(xy) as u32)));
    let row_names: Vec<AttrValue> = row_names.iter().map(|name| name.clone().into()).collect();
    html! {
        <>
        <p class="scroll-hint" aria-hidden="true">{ "The table is wider than the screen: scroll it sideways." }</p>
        <div class="grid-scroll">
            { grid_table(&GridTableProps {
                cols, rows: row_names.len(), x0, y0: 0, corner: corner.into(), text, class, on_click: Some(on_click),
                label, mark: None, row_names,
            }) }
        </div>
        </>
    }
}

/// 3. The pattern in one line, checked against every cell of the table.
///
/// `held` during an exercise on the small cases, whose answers the pattern gives.
fn pattern(page: &Page, cases: &SmallCases, held: bool) -> Html {
    if held {
        return html! {
            <section class="period-panel pattern">
                <h2>{ "The pattern" }</h2>
                { held_back(HELD_PATTERN) }
            </section>
        };
    }
    let holds = cases.check.holds();
    let sum = page.parts.map(|parts| {
        format!(
            "The whole game is a sum of {parts}: by the Sprague-Grundy theorem its value is the \
             nim-sum of its parts' Grundy values, and the player to move loses exactly when \
             that nim-sum is 0."
        )
    });
    html! {
        <section class="period-panel pattern">
            <h2>{ "The pattern" }</h2>
            <p class="p-rule">{ page.problem.pattern }</p>
            <p class={classes!("pattern-check", if holds { "holds" } else { "fails" })}>
                { format!("Checked against the table: the pattern {}.", cases.check.sentence()) }
            </p>
            <p class="legend">{ format!("{} A cell where the pattern disagreed with the table would be struck through in red.", cases.legend()) }</p>
            if let Some(sum) = sum { <p class="sum">{ sum }</p> }
        </section>
    }
}

/// 4. The fast solution: why it is right, and a form to run it at the contest's limits.
fn fast_solution(state: &State, on_action: &Callback<Action>) -> Html {
    let page = state.page();
    let on_form = on_action.reform(Action::Form);
    let fields = page
        .fields
        .iter()
        .map(|&(id, name, label, help)| (id, name, label, false, help.to_string(), ""))
        .collect();
    let fields = form_fields(&state.form, fields, &on_form);
    let examples: [(&'static str, &'static str); 1] = [("At the contest's limits", page.example)];
    let verdict = match &state.answer {
        Some(answer) => {
            let (line, detail) = answer_lines(answer);
            let class = classes!("verdict", tone(answer).class());
            verdict_panel(class, line, html! { if !detail.is_empty() { <p>{ detail }</p> } })
        }
        None => {
            html! { <p class="verdict none">{ "Correct the fields above to see the verdict." }</p> }
        }
    };
    html! {
        <section class="fast-solution">
            <h2>{ "The fast solution" }</h2>
            // The argument states the pattern: held back like it during an exercise.
            if state.playback.holds_back() {
                { held_back(HELD_ARGUMENT) }
            } else {
                <p class="argument">{ page.problem.argument }</p>
            }
            { request_form(fields, "Solve", &examples, &on_form) }
            { verdict }
            if let Some(request) = (page.console)(&state.solved) {
                <p class="console-call">
                    { "The same in the browser's console (after " }<code>{ "await cgt.ready" }</code>{ "): " }
                    <code>{ format!("cgt.solve({request})") }</code>
                </p>
            }
        </section>
    }
}

/// The judge (section 5): the contest's input in, the contest's exact output out, both
/// formats spelled out (the input's fields by the names the judge's messages use).
fn judge_view(state: &State, on_action: &Callback<Action>) -> Html {
    let output = match &state.judged.1 {
        Ok(output) => {
            let (shown, more) = first_lines(output, SHOWN_OUTPUT_LINES);
            let whole = output.clone();
            let save = Callback::from(move |_: MouseEvent| {
                download_text("output.txt", "text/plain", &whole);
            });
            html! {
                <>
                    <p class="judge-output-title">{ "Expected output:" }</p>
                    <pre class="judge-output">{ shown }</pre>
                    if more > 0 {
                        <p class="judge-more">
                            { format!(
                                "The first {} lines are shown; {} more are left out. ",
                                group_digits(SHOWN_OUTPUT_LINES as u64),
                                group_digits(more as u64)
                            ) }
                            <button type="button" class="judge-save" onclick={save}>{ "Save the whole output" }</button>
                            { " as output.txt, to compare with your program's." }
                        </p>
                    }
                </>
            }
        }
        Err(message) => html! {
            <p id="problem-judge-input-error" class="field-error judge-error" role="alert">
                { format!("The judge cannot read this input: {message}.") }
            </p>
        },
    };
    let format = judge_of(state.page().name()).map(|judge| {
        html! {
            <dl class="judge-format">
                <dt>{ "Input" }</dt><dd>{ judge.input }</dd>
                <dt>{ "Output" }</dt><dd>{ judge.output }</dd>
            </dl>
        }
    });
    let unlinked = (!state.input_linked()).then(|| {
        format!(
            "This input is judged but not kept in the page's link: links keep judge inputs of up \
             to {} characters.",
            number_text(MAX_LINKED_INPUT as u64)
        )
    });
    html! {
        <section class="judge">
            <h2>{ "Judge" }</h2>
            <p>
                { "Paste an input in the contest's own format" }
                <span class="judge-file">{ ", or choose a file holding one" }</span>
                { ": the expected output is printed exactly as the contest prints it, to compare with your program's. Lines count from 1." }
            </p>
            { for format }
            { TextArea {
                id: "problem-judge-input".into(),
                label: "Input".into(),
                value: state.judge_text.clone().into(),
                rows: 8,
                help: "whitespace-separated, as the contest's checker reads it".into(),
                refused: state.judged.1.is_err(),
                on_input: on_action.reform(Action::EditJudge),
            }.view() }
            <div class="judge-buttons">
                <button type="button" class="judge-run" onclick={on_action.reform(|_: MouseEvent| Action::Judge)}>{ "Judge" }</button>
                <button type="button" class="judge-sample" onclick={on_action.reform(|_: MouseEvent| Action::JudgeSample)}>{ "The contest's sample" }</button>
                <label class="judge-file">
                    { "or a file: " }
                    <input type="file" id="problem-judge-file" accept=".txt,.in,text/plain" onchange={on_file(on_action)} />
                </label>
            </div>
            if let Some(note) = &state.judged_file { <p class="note judge-file-note">{ note }</p> }
            { output }
            if let Some(unlinked) = unlinked { <p class="note unlinked">{ unlinked }</p> }
        </section>
    }
}

/// Reads the file chosen in the judge's file field and judges its text ([`Action::JudgeFile`]);
/// a file too large for the judge's limit is refused unread.
fn on_file(on_action: &Callback<Action>) -> Callback<Event> {
    let on_action = on_action.clone();
    Callback::from(move |event: Event| {
        let field: HtmlInputElement = event.target_unchecked_into();
        let Some(file) = field.files().and_then(|files| files.get(0)) else { return };
        // Emptied, so that the same file, edited, can be chosen again.
        field.set_value("");
        let name = file.name();
        if file.size() > MAX_JUDGE_FILE {
            let message = format!(
                "the file {name} has {} bytes; the judge reads at most {} characters",
                group_digits(file.size() as u64),
                group_digits(MAX_JUDGE_INPUT as u64)
            );
            on_action.emit(Action::JudgeFile(name, Err(message)));
            return;
        }
        let Ok(reader) = FileReader::new() else { return };
        let (read, failed) = (reader.clone(), on_action.clone());
        let (read_name, failed_name) = (name.clone(), name);
        let on_action = on_action.clone();
        let on_load = Closure::once_into_js(move || {
            let text = read.result().ok().and_then(|text| text.as_string()).unwrap_or_default();
            on_action.emit(Action::JudgeFile(read_name, Ok(text)));
        });
        let on_error = Closure::once_into_js(move || {
            let message = format!("the file {failed_name} could not be read");
            failed.emit(Action::JudgeFile(failed_name, Err(message)));
        });
        reader.set_onload(Some(on_load.unchecked_ref()));
        reader.set_onerror(Some(on_error.unchecked_ref()));
        // Reading only fails to start on a file already being read, which this one is not.
        let _ = reader.read_as_text(&file);
    })
}

/// The most lines of the judge's output the page prints: the browser lays out an output of
/// 100,000 lines (split-piles' largest) for a third of a second, so the rest is left to a file.
const SHOWN_OUTPUT_LINES: usize = 1000;

/// The first `count` lines of `text` (with their line ends), and how many lines follow them.
fn first_lines(text: &str, count: usize) -> (&str, usize) {
    match text.match_indices('\n').nth(count.saturating_sub(1)) {
        Some((end, _)) if count > 0 && end + 1 < text.len() => {
            (&text[..=end], text[end + 1..].lines().count())
        }
        _ => (text, 0),
    }
}

/// 6. The general lab the problem is a case of.
fn see_also_view((slug, query, why): SeeAlso) -> Html {
    html! {
        <section class="see-also">
            <h2>{ "In disguise" }</h2>
            <p>
                { format!("This problem is {why}: ") }
                <a href={lab_href(slug, &query)}>{ format!("open it in the {slug} lab") }</a>
                { "." }
            </p>
        </section>
    }
}

//! Lab "treblecross": the paper's parallel Treblecross (section 3.6). Boards stepped through one
//! by one (lightly marked cells, free intervals and their G values, each type's Grundy number
//! counted by the parity of its copies), the winner of the sum, and play against the computer
//! on one board.

use std::rc::Rc;

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::api::Request;
use crate::api::Winner;
use crate::api::fields::{FieldError, Fields, parse_choice, parse_count, parse_in_range};
use crate::api::octal::{OctalJob, OctalRequest};
use crate::api::treblecross::TreblecrossRequest;
use crate::solve::octal::{OctalCode, group_digits};
use crate::solve::play::{Game, perfect_move};
use crate::solve::stepwise::Stepwise;
use crate::solve::treblecross::{
    Board, Interval, TreblecrossGame, board_grundy, combined_grundy, interval_options,
};
use crate::ui::embed_code::EmbedCode;
use crate::ui::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::lab_kit::{LinkParams, Notices, TextField, actions};
use crate::ui::match_record::{MatchRecord, read_moves, use_computer_reply};
use crate::ui::route::{Route, View};
use crate::ui::stepper::{DEFAULT_SPEED, Playhead, StepCommand, Stepper, parse_speed_field};
use crate::ui::task::{Sliced, use_sliced};

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "treblecross",
    topic: Topic::SpragueGrundy,
    title: "Parallel Treblecross",
    summary: "Boards of cells; mark one, and three in a row wins. Lightly marked cells, free \
              intervals and their Grundy values, sums of board types with huge numbers of \
              copies, and play against the computer.",
    console: r#"cgt.solve({game: "treblecross", boards: ["X.....", "......."], counts: [1, 1]})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <TreblecrossLab ..props /> }
}

/// The URL parameters of the view, besides the request's.
const VIEW_PARAMS: &[&str] = &["mode", "step", "speed", "board", "first", "moves", "hint"];
/// Boards of at most this many cells are drawn cell by cell; longer ones are summarised.
const DRAWN_CELLS: usize = 150;
/// The longest board the computer plays on.
const MAX_PLAY_LENGTH: usize = 200;
/// Positions searched at most for the losing side's longest-lasting move.
const SEARCH_BUDGET: usize = 50_000;
/// Interval values costing at most this much work (split options of 0.007) are computed at
/// once; more in time slices.
const SYNC_WORK: u64 = 1_000_000;
/// G(Q) shown in the table of interval values: Q = 0 to at least this.
const TABLE_Q: usize = 20;
/// The paper's recurrence is written out for intervals of at most this many cells.
const EXPLAINED_Q: usize = 24;

/// Example sums: label, boards, counts.
const PRESETS: &[(&str, &str, &str)] = &[
    ("Two boards (the JS example)", "X.....,.......", "1,1"),
    ("Three types, 10^18 copies", "X.....,.......,X...X.......", "1000000000000000000,3,1"),
    ("A lost sum", "......,X..X..X,..X.....X..", "1,1,2"),
    ("One empty board of 12", "............", "1"),
];

/// What the lab shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    Analyse,
    Play,
}

const MODES: &[(&str, Mode)] = &[("analyse", Mode::Analyse), ("play", Mode::Play)];

/// A game against the computer on one board type.
#[derive(Clone, Debug, PartialEq)]
struct Match {
    /// Which board type (from 0).
    board: usize,
    record: MatchRecord<usize>,
    hint: bool,
}

/// The form's texts and messages.
#[derive(Clone, Debug, PartialEq, Default)]
struct Form {
    boards: String,
    counts: String,
    boards_error: Option<String>,
    counts_error: Option<String>,
}

impl Form {
    fn showing(request: &TreblecrossRequest) -> Form {
        let mut fields = Fields::new();
        request.write_fields(&mut fields);
        Form {
            boards: fields.get("boards").unwrap_or_default().to_string(),
            counts: fields.get("counts").unwrap_or_default().to_string(),
            boards_error: None,
            counts_error: None,
        }
    }

    fn request(&self) -> Result<TreblecrossRequest, (Option<String>, Option<String>)> {
        let mut fields = Fields::new();
        fields.set("boards", self.boards.clone());
        if !self.counts.trim().is_empty() {
            fields.set("counts", self.counts.clone());
        }
        TreblecrossRequest::from_fields(&fields).map_err(|errors| {
            let message = |name: &str| {
                errors.iter().find(|error| error.field == name).map(|error| error.message.clone())
            };
            (message("boards"), message("counts"))
        })
    }
}

/// The lab's whole state.
#[derive(Clone, Debug)]
struct State {
    request: TreblecrossRequest,
    mode: Mode,
    playhead: Playhead,
    game: Match,
    /// The game rules for the board being played (its interval values).
    rules: Rc<TreblecrossGame>,
    form: Form,
    notices: Vec<String>,
}

enum Action {
    SetMode(Mode),
    Step(StepCommand),
    EditBoards(String),
    EditCounts(String),
    Submit,
    Preset(usize),
    ChooseBoard(usize),
    Mark(usize),
    ComputerMove,
    Undo,
    NewGame(bool),
    ToggleHint,
    DismissNotices,
}

/// The rules for playing on `board`.
fn rules_for(board: &Board) -> Rc<TreblecrossGame> {
    Rc::new(TreblecrossGame::new(board.len().min(MAX_PLAY_LENGTH)))
}

/// Parses a list of cells numbered from 1, e.g. `4.7.10`.
fn parse_cell(text: &str) -> Option<usize> {
    text.parse::<usize>().ok().and_then(|cell| cell.checked_sub(1))
}

impl State {
    fn with_request(mut self, request: TreblecrossRequest) -> State {
        self.playhead = Playhead::new(0, request.boards.len() as u32, self.playhead.speed);
        self.form = Form::showing(&request);
        self.request = request;
        self.notices.clear();
        self.choose_board(0)
    }

    fn choose_board(mut self, board: usize) -> State {
        let board = board.min(self.request.boards.len() - 1);
        self.rules = rules_for(&self.request.boards[board]);
        self.game = Match {
            board,
            record: MatchRecord::new(self.game.record.human_first),
            hint: self.game.hint,
        };
        self
    }

    fn played_board(&self) -> &Board {
        &self.request.boards[self.game.board]
    }

    fn playable(&self) -> bool {
        self.played_board().len() <= MAX_PLAY_LENGTH
    }

    fn position(&self) -> Board {
        self.game.record.position(self.rules.as_ref(), self.played_board())
    }

    fn game_over(&self) -> bool {
        self.rules.is_over(&self.position())
    }
}

fn join_errors(errors: Vec<FieldError>) -> FieldError {
    let message = errors.iter().map(FieldError::to_string).collect::<Vec<_>>().join("; ");
    FieldError { field: "boards and counts".into(), message }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let request = if link.has("boards") || link.has("counts") {
            link.read("boards", |_| TreblecrossRequest::from_fields(params).map_err(join_errors))
        } else {
            None
        }
        .unwrap_or_default();
        let mode =
            link.read("mode", |text| parse_choice("mode", text, MODES)).unwrap_or(Mode::Analyse);
        let speed = link.read("speed", parse_speed_field).unwrap_or(DEFAULT_SPEED);
        let last = request.boards.len() as u32;
        let step = link
            .read("step", |text| parse_count("step", text, u64::from(last)))
            .map_or(0, |step| step as u32);
        let board = link
            .read("board", |text| {
                parse_in_range("board", text, 1, request.boards.len() as u64)
                    .map(|b| b as usize - 1)
            })
            .unwrap_or(0);
        let human_first = link
            .read("first", |text| {
                parse_choice("first", text, &[("you", true), ("computer", false)])
            })
            .unwrap_or(true);
        let hint =
            link.read("hint", |text| parse_choice("hint", text, &[("on", true), ("off", false)]));
        let mut game =
            Match { board, record: MatchRecord::new(human_first), hint: hint.unwrap_or(false) };
        let played = &request.boards[board];
        let rules = rules_for(played);
        if played.len() <= MAX_PLAY_LENGTH {
            game.record.moves = link
                .read("moves", |text| {
                    read_moves(rules.as_ref(), played, text, '.', parse_cell)
                        .map_err(|message| FieldError::new("moves", message))
                })
                .unwrap_or_default();
        }
        let known: Vec<&str> =
            TreblecrossRequest::FIELDS.iter().chain(VIEW_PARAMS).copied().collect();
        State {
            form: Form::showing(&request),
            playhead: Playhead::new(step, last, speed),
            rules,
            request,
            mode,
            game,
            notices: link.finish(&known),
        }
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        self.request.write_fields(&mut params);
        params.set("mode", if self.mode == Mode::Analyse { "analyse" } else { "play" });
        match self.mode {
            Mode::Analyse => {
                params.set("step", self.playhead.position.to_string());
                if self.playhead.speed != DEFAULT_SPEED {
                    params.set("speed", self.playhead.speed.to_string());
                }
            }
            Mode::Play => {
                params.set("board", (self.game.board + 1).to_string());
                params.set("first", if self.game.record.human_first { "you" } else { "computer" });
                if !self.game.record.moves.is_empty() {
                    let cells: Vec<String> =
                        self.game.record.moves.iter().map(|cell| (cell + 1).to_string()).collect();
                    params.set("moves", cells.join("."));
                }
                if self.game.hint {
                    params.set("hint", "on");
                }
            }
        }
        params
    }
}

impl Reducible for State {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::SetMode(mode) => next.mode = mode,
            Action::Step(command) => next.playhead = self.playhead.apply(command),
            Action::EditBoards(text) => {
                next.form.boards_error =
                    TreblecrossRequest::parse_boards(&text).err().map(|e| e.message);
                next.form.boards = text;
            }
            Action::EditCounts(text) => {
                next.form.counts_error = None;
                next.form.counts = text;
                if let Err((_, counts)) = next.form.request() {
                    next.form.counts_error = counts;
                }
            }
            Action::Submit => match self.form.request() {
                Ok(request) => next = next.with_request(request),
                Err((boards, counts)) => {
                    next.form.boards_error = boards;
                    next.form.counts_error = counts;
                }
            },
            Action::Preset(index) => {
                if let Some(&(_, boards, counts)) = PRESETS.get(index) {
                    let mut fields = Fields::new();
                    fields.set("boards", boards);
                    fields.set("counts", counts);
                    if let Ok(request) = TreblecrossRequest::from_fields(&fields) {
                        next = next.with_request(request);
                    }
                }
            }
            Action::ChooseBoard(board) => next = next.choose_board(board),
            Action::Mark(cell) => {
                let position = self.position();
                if self.playable()
                    && self.game.record.humans_turn()
                    && self.rules.is_legal(&position, &cell)
                {
                    next.game.record.moves.push(cell);
                }
            }
            Action::ComputerMove => {
                if self.playable() && !self.game_over() && !self.game.record.humans_turn() {
                    let position = self.position();
                    if let Some((cell, _)) =
                        perfect_move(self.rules.as_ref(), &position, SEARCH_BUDGET)
                    {
                        next.game.record.moves.push(cell);
                    }
                }
            }
            Action::Undo => next.game.record.undo(),
            Action::NewGame(human_first) => {
                next.game.record = MatchRecord::new(human_first);
            }
            Action::ToggleHint => next.game.hint = !self.game.hint,
            Action::DismissNotices => next.notices.clear(),
        }
        Rc::new(next)
    }
}

/// Computing G(0..=max_len) for free intervals, as a sliced job: 0.007 up to max_len + 2.
struct IntervalValues(OctalJob);

impl Stepwise for IntervalValues {
    type Output = Vec<u32>;

    fn advance(&mut self, work: u64) -> bool {
        self.0.advance(work)
    }

    fn progress(&self) -> f64 {
        self.0.progress()
    }

    fn finish(self: Box<Self>) -> Vec<u32> {
        Box::new(self.0).finish().values.split_off(2)
    }
}

fn start_interval_values(max_len: &usize) -> Box<dyn Stepwise<Output = Vec<u32>>> {
    // max_len + 2 is at most MAX_LENGTH + 2, far below the limit.
    let request = OctalRequest { code: OctalCode::treblecross(), n: (*max_len + 2) as u32 };
    Box::new(IntervalValues(OctalJob::new(&request)))
}

/// The lab component.
#[component]
pub fn TreblecrossLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let computer_to_move = state.mode == Mode::Play
        && state.playable()
        && !state.game_over()
        && !state.game.record.humans_turn();
    use_computer_reply(
        computer_to_move.then_some(state.game.record.moves.len()),
        actions(&state.dispatcher()).reform(|()| Action::ComputerMove),
    );
    let max_len = state.request.boards.iter().map(Board::len).max().unwrap_or(0).max(TABLE_Q);
    let work = ((max_len as u64 + 2) * (max_len as u64 + 2)) / 4;
    let values = use_sliced(max_len, work, SYNC_WORK, start_interval_values);

    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    let mode_button = |mode: Mode, label: &'static str| {
        html! {
            <button type="button" role="tab" aria-selected={(state.mode == mode).to_string()}
                class={classes!("mode", (state.mode == mode).then_some("selected"))}
                onclick={actions(&dispatcher).reform(move |_: MouseEvent| Action::SetMode(mode))}>
                { label }
            </button>
        }
    };
    html! {
        <section class={classes!("treblecross-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ "Parallel Treblecross" }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "Each board is a row of cells, some marked (X). A move marks one unmarked cell \
                       on any board; whoever makes three marked cells in a row wins. With x(i) copies \
                       of board type i, the paper reduces the whole game to Grundy numbers: nobody \
                       marks a cell at distance 1 or 2 from a mark (the opponent would complete three), \
                       so those cells are lightly marked and only the free intervals between them count." }
                </p>
                { form_view(&state.form, &dispatcher) }
            }
            <Notices notices={state.notices.clone()} on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            <div class="mode-tabs" role="tablist" aria-label="What to show">
                { mode_button(Mode::Analyse, "Analyse the sum") }
                { mode_button(Mode::Play, "Play the computer") }
            </div>
            { match (&values, state.mode) {
                (Sliced::Pending(progress), _) => pending_view(*progress, max_len),
                (Sliced::Ready(values), Mode::Analyse) => analyse_view(&state, values, &dispatcher),
                (Sliced::Ready(_), Mode::Play) => play_view(&state, &dispatcher),
            } }
            if embed {
                <a class="open-full" target="_blank" rel="noopener"
                    href={Route::Lab { view: View::Page, slug: LAB.slug.into(), params: state.link() }.to_hash()}>
                    { "Open in CGT Playground ↗" }
                </a>
            } else {
                <EmbedCode slug={LAB.slug} title={LAB.title} params={state.link()} />
            }
        </section>
    }
}

fn form_view(form: &Form, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let on_submit = actions(dispatcher).reform(|event: SubmitEvent| {
        event.prevent_default();
        Action::Submit
    });
    let preset =
        |index: usize| actions(dispatcher).reform(move |_: MouseEvent| Action::Preset(index));
    html! {
        <form class="lab-form" onsubmit={on_submit} novalidate=true>
            <TextField id="tc-boards" label="Board types" value={form.boards.clone()}
                placeholder="X.....,......." error={form.boards_error.clone()}
                help="X marked, . unmarked; boards separated by commas; 3 to 10 000 cells; no two marks at distance 1 or 2."
                on_input={actions(dispatcher).reform(Action::EditBoards)} />
            <TextField id="tc-counts" label="Copies x(i)" value={form.counts.clone()}
                placeholder="1,1" error={form.counts_error.clone()}
                help="One count per board, 0 to 10^18 (1 each if empty)."
                on_input={actions(dispatcher).reform(Action::EditCounts)} />
            <button type="submit" class="primary">{ "Analyse" }</button>
            <div class="presets">
                <span>{ "Examples:" }</span>
                { for PRESETS.iter().enumerate().map(|(index, (label, _, _))| html! {
                    <button type="button" class="preset" onclick={preset(index)}>{ *label }</button>
                }) }
            </div>
        </form>
    }
}

fn pending_view(progress: f64, max_len: usize) -> Html {
    let permille = (progress * 1000.0) as u32;
    html! {
        <div class="computing" role="status">
            <span>{ format!("Computing G(0) to G({max_len}) for free intervals (the octal game 0.007)…") }</span>
            <progress max="1000" value={permille.to_string()} aria-label="Progress"></progress>
            <span class="percent">{ format!("{}%", permille / 10) }</span>
        </div>
    }
}

/// One stretch of a board as drawn: a marked cell, a lightly marked cell, or a free interval.
enum Stretch {
    Marked(usize),
    Light(usize),
    Free(Interval),
}

fn stretches(board: &Board) -> Vec<Stretch> {
    let light = board.lightly_marked();
    let intervals = board.intervals();
    let mut out = Vec::new();
    let mut cell = 0;
    let mut next_interval = intervals.iter().peekable();
    while cell < board.len() {
        if let Some(interval) = next_interval.next_if(|interval| interval.start == cell) {
            out.push(Stretch::Free(*interval));
            cell += interval.len;
        } else {
            out.push(if board.is_marked(cell) {
                Stretch::Marked(cell)
            } else {
                Stretch::Light(cell)
            });
            debug_assert!(board.is_marked(cell) || light[cell]);
            cell += 1;
        }
    }
    out
}

/// A board with its marks, its lightly marked cells and its free intervals labelled with G.
fn analysed_board(board: &Board, values: &[u32], analysed: bool) -> Html {
    if board.len() > DRAWN_CELLS {
        let light = board.lightly_marked().iter().filter(|&&light| light).count();
        let marked = board.cells().iter().filter(|&&marked| marked).count();
        let intervals: Vec<String> = board
            .intervals()
            .iter()
            .take(12)
            .map(|interval| format!("{} (G {})", interval.len, values[interval.len]))
            .collect();
        let more = board.intervals().len().saturating_sub(12);
        return html! {
            <p class="tc-summary">
                { format!("{} cells, {marked} marked", group_digits(board.len() as u64)) }
                if analysed {
                    { format!(", {light} lightly marked; free intervals {}{}", intervals.join(", "),
                              if more > 0 { format!(" and {more} more") } else { String::new() }) }
                }
                { " (too long to draw cell by cell)" }
            </p>
        };
    }
    let cell = |index: usize, class: &'static str, text: &'static str| {
        html! { <span class={classes!("tc-cell", class)} data-cell={(index + 1).to_string()} title={format!("cell {}", index + 1)}>{ text }</span> }
    };
    html! {
        <div class="tc-board" role="img" aria-label={format!("board {}", board.text())}>
            { for stretches(board).into_iter().map(|stretch| match stretch {
                Stretch::Marked(index) => cell(index, "marked", "X"),
                Stretch::Light(index) if analysed => cell(index, "light", "·"),
                Stretch::Light(index) => cell(index, "plain", ""),
                Stretch::Free(interval) => html! {
                    <span class={classes!("tc-interval", analysed.then_some("shown"))}>
                        <span class="tc-cells">
                            { for (interval.start..interval.start + interval.len).map(|index| cell(index, "free", "")) }
                        </span>
                        if analysed {
                            <span class="tc-caption">{ format!("L = {}, G = {}", interval.len, values[interval.len]) }</span>
                        }
                    </span>
                },
            }) }
        </div>
    }
}

fn count_text(count: u64) -> String {
    if count >= 1_000_000_000_000
        && count.to_string().trim_start_matches('1').chars().all(|c| c == '0')
    {
        format!("10^{}", count.to_string().len() - 1)
    } else {
        group_digits(count)
    }
}

fn analyse_view(
    state: &State,
    values: &Rc<Vec<u32>>,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let request = &state.request;
    let step = state.playhead.position as usize;
    let grundies: Vec<u32> =
        request.boards.iter().map(|board| board_grundy(board, values)).collect();
    let step_label =
        Callback::from(
            |step: u32| {
                if step == 0 { "the boards".to_string() } else { format!("board {step}") }
            },
        );
    let total = combined_grundy(&grundies, &request.counts);
    let mut running = 0;
    let rows: Vec<Html> = (0..step.min(request.boards.len()))
        .map(|i| {
            let odd = request.counts[i] % 2 == 1;
            let gg = if odd { grundies[i] } else { 0 };
            running ^= gg;
            let intervals: Vec<String> = request.boards[i]
                .intervals()
                .iter()
                .map(|interval| format!("G({}) = {}", interval.len, values[interval.len]))
                .collect();
            html! {
                <tr class={classes!((i + 1 == step).then_some("current"))}>
                    <th scope="row">{ i + 1 }</th>
                    <td class="tc-intervals">{ if intervals.is_empty() { "none".to_string() } else { intervals.join(" ⊕ ") } }</td>
                    <td>{ grundies[i] }</td>
                    <td>{ format!("{} ({})", count_text(request.counts[i]), if odd { "odd" } else { "even" }) }</td>
                    <td>{ gg }</td>
                    <td>{ running }</td>
                </tr>
            }
        })
        .collect();
    let done = step >= request.boards.len();
    html! {
        <div class="analyse">
            <Stepper playhead={state.playhead} {step_label} on_command={actions(dispatcher).reform(Action::Step)} />
            <p class="step-note">{ if step == 0 {
                "The boards as given. Step forward to analyse them one by one.".to_string()
            } else {
                format!("Board {step}: cells at distance 1 or 2 from a mark are lightly marked (·); the free \
                         intervals between them are games of their own, with G(L) from the paper's recurrence; \
                         the board's Grundy number is their xor.")
            } }</p>
            <ol class="tc-boards">
                { for request.boards.iter().enumerate().map(|(i, board)| html! {
                    <li class={classes!("tc-board-row", (i + 1 == step).then_some("current"))}>
                        <span class="tc-label">{ format!("Board {} × {}", i + 1, count_text(request.counts[i])) }</span>
                        { analysed_board(board, values, i < step) }
                    </li>
                }) }
            </ol>
            if step > 0 {
                <table class="compare tc-table">
                    <thead><tr>
                        <th scope="col">{ "board i" }</th><th scope="col">{ "free intervals" }</th>
                        <th scope="col">{ "G of one board" }</th><th scope="col">{ "copies x(i)" }</th>
                        <th scope="col">{ "GG(i)" }</th><th scope="col">{ "xor so far" }</th>
                    </tr></thead>
                    <tbody>{ for rows }</tbody>
                </table>
            }
            if done {
                { verdict_view(request, &grundies, total, values) }
            }
            { values_table(request, values) }
        </div>
    }
}

/// A move that wins the sum: marking `cell` on a copy of board `board` leaves xor 0.
fn winning_move(
    request: &TreblecrossRequest,
    grundies: &[u32],
    total: u32,
    values: &[u32],
) -> Option<(usize, usize)> {
    request.boards.iter().enumerate().filter(|(i, _)| request.counts[*i] > 0).find_map(
        |(i, board)| {
            let target = total ^ grundies[i];
            board.intervals().iter().find_map(|interval| {
                (0..interval.len).find_map(|offset| {
                    let left = offset.saturating_sub(2);
                    let right = (interval.len - offset - 1).saturating_sub(2);
                    let after = grundies[i] ^ values[interval.len] ^ values[left] ^ values[right];
                    (after == target).then_some((i, interval.start + offset))
                })
            })
        },
    )
}

fn verdict_view(
    request: &TreblecrossRequest,
    grundies: &[u32],
    total: u32,
    values: &[u32],
) -> Html {
    let winner = Winner::from_mover_wins(total != 0);
    let parts: Vec<String> = (0..grundies.len()).map(|i| format!("GG({})", i + 1)).collect();
    let text = match winner {
        Winner::First => format!(
            "{} = {total} ≠ 0: the first player (the one to move) has a winning strategy.",
            parts.join(" ⊕ ")
        ),
        Winner::Second => format!(
            "{} = 0: the second player has a winning strategy; whatever the first player marks, \
             the answer restores xor 0.",
            parts.join(" ⊕ ")
        ),
    };
    let best = (winner == Winner::First)
        .then(|| winning_move(request, grundies, total, values))
        .flatten()
        .map(|(board, cell)| {
            format!(
                "A winning first move: mark cell {} on a copy of board {} (its Grundy number becomes {}, \
                 so the xor of the whole game becomes 0).",
                cell + 1,
                board + 1,
                total ^ grundies[board]
            )
        });
    html! {
        <div class={classes!("tc-verdict", if winner == Winner::First { "n" } else { "p" })}>
            <p class="verdict">{ text }</p>
            if let Some(best) = best { <p class="winning-move">{ best }</p> }
        </div>
    }
}

/// G(Q) for Q = 0 upwards, and the paper's recurrence written out for the longest interval.
fn values_table(request: &TreblecrossRequest, values: &[u32]) -> Html {
    let longest =
        request.boards.iter().flat_map(|board| board.intervals()).map(|i| i.len).max().unwrap_or(0);
    let shown = longest.clamp(TABLE_Q, 40).min(values.len() - 1);
    let q = longest.clamp(1, EXPLAINED_Q);
    let options = interval_options(q);
    let terms: Vec<String> = options.iter().map(|&(_, l, r)| format!("G({l})⊕G({r})")).collect();
    let numbers: Vec<String> =
        options.iter().map(|&(_, l, r)| (values[l] ^ values[r]).to_string()).collect();
    html! {
        <div class="period-panel tc-values">
            <h2>{ "Grundy values of free intervals" }</h2>
            <p>{ "G(0) = 0 and G(Q) = mex{G(max(i − 3, 0)) ⊕ G(max(Q − i − 2, 0)) : 1 ≤ i ≤ Q}: marking cell i \
                  of a free interval of Q cells makes cells i − 2 to i + 2 unusable." }</p>
            <table class="grid-table tc-g-table">
                <tbody>
                    <tr><th scope="row">{ "Q" }</th>{ for (0..=shown).map(|q| html! { <td>{ q }</td> }) }</tr>
                    <tr><th scope="row">{ "G(Q)" }</th>{ for (0..=shown).map(|q| html! {
                        <td class={classes!("cell", "filled", if values[q] == 0 { "p" } else { "n" })}>{ values[q] }</td>
                    }) }</tr>
                </tbody>
            </table>
            <p class="sentence"><code>{ format!("G({q}) = mex{{{}}} = mex{{{}}} = {}", terms.join(", "), numbers.join(", "), values[q]) }</code></p>
            <p class="detail">
                { "These are the values of the octal game 0.007 at heaps Q + 2: " }
                <a href={Route::Lab { view: View::Page, slug: "octal".into(), params: {
                    let mut fields = Fields::new();
                    fields.set("code", OctalCode::treblecross().to_string());
                    fields.set("n", (shown + 2).to_string());
                    fields.set("step", "0");
                    fields
                } }.to_hash()}>{ "step through them in the octal lab" }</a>
                { "." }
            </p>
        </div>
    }
}

fn play_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let choose = actions(dispatcher).reform(|event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        Action::ChooseBoard(select.value().parse().unwrap_or(0))
    });
    let chooser = html! {
        <label class="tc-choose">{ "Play on board " }
            <select onchange={choose} aria-label="Board to play on">
                { for state.request.boards.iter().enumerate().map(|(i, board)| html! {
                    <option value={i.to_string()} selected={i == state.game.board}>
                        { format!("{} ({} cells)", i + 1, board.len()) }
                    </option>
                }) }
            </select>
        </label>
    };
    if !state.playable() {
        return html! {
            <div class="play">
                { chooser }
                <p class="status">{ format!("Board {} has {} cells; the computer plays on boards of up to {MAX_PLAY_LENGTH}.",
                                            state.game.board + 1, state.played_board().len()) }</p>
            </div>
        };
    }
    let rules = state.rules.as_ref();
    let position = state.position();
    let record = &state.game.record;
    let over = rules.is_over(&position);
    let humans_turn = record.humans_turn() && !over;
    let winning = rules.winning_moves(&position);
    let hints: Vec<usize> =
        if state.game.hint && humans_turn { winning.clone() } else { Vec::new() };
    let light = position.lightly_marked();
    let by_human: Vec<Option<bool>> = (0..position.len())
        .map(|cell| {
            record.moves.iter().position(|&m| m == cell).map(|ply| record.is_human_ply(ply))
        })
        .collect();
    let three = position.three_in_a_row();
    let grundy = board_grundy(&position, &rules.values);
    let status = if let Some(start) = three {
        let human = record.last_by_human();
        format!(
            "Three in a row at cells {} to {}: {}",
            start + 1,
            start + 3,
            if human { "you win!" } else { "the computer wins. Try again, or turn on the hint." }
        )
    } else if humans_turn {
        "Your move: click an unmarked cell.".to_string()
    } else {
        "The computer is thinking…".to_string()
    };
    let analysis = if over {
        String::new()
    } else if !position.winning_cells().is_empty() {
        format!(
            "Two marks are within distance 2: the player to move completes three in a row at cell {}.",
            position.winning_cells()[0] + 1
        )
    } else {
        let intervals: Vec<String> = position
            .intervals()
            .iter()
            .map(|i| format!("G({}) = {}", i.len, rules.values[i.len]))
            .collect();
        format!(
            "Free intervals {}: Grundy number {grundy}, a{} for the player to move.",
            if intervals.is_empty() { "none".to_string() } else { intervals.join(" ⊕ ") },
            if grundy == 0 { " P-position: a loss" } else { "n N-position: a win" }
        )
    };
    let last_move = record.moves.last().map(|cell| {
        let who = if record.last_by_human() { "You" } else { "The computer" };
        format!("{who} marked cell {}.", cell + 1)
    });
    html! {
        <div class="play">
            <div class="play-controls">
                { chooser }
                <button type="button" class="new-game" onclick={actions(dispatcher).reform(|_: MouseEvent| Action::NewGame(true))}>{ "New game: you first" }</button>
                <button type="button" class="new-game-computer" onclick={actions(dispatcher).reform(|_: MouseEvent| Action::NewGame(false))}>{ "New game: computer first" }</button>
                <button type="button" class="undo" disabled={!record.can_undo()} onclick={actions(dispatcher).reform(|_: MouseEvent| Action::Undo)}>{ "Undo" }</button>
                <label class="hint-toggle">
                    <input type="checkbox" checked={state.game.hint} onchange={actions(dispatcher).reform(|_: Event| Action::ToggleHint)} />
                    { " Hint: show the winning cells" }
                </label>
            </div>
            <p class="status" role="status">{ status }</p>
            if let Some(last_move) = last_move { <p class="last-move">{ last_move }</p> }
            <div class="tc-board tc-play" role="group" aria-label="Board">
                { for (0..position.len()).map(|cell| {
                    let marked = position.is_marked(cell);
                    let in_three = three.is_some_and(|start| (start..start + 3).contains(&cell));
                    let classes = classes!(
                        "tc-cell",
                        if marked { "marked" } else if light[cell] { "light" } else { "free" },
                        match by_human[cell] { Some(true) => Some("by-you"), Some(false) => Some("by-computer"), None => None },
                        hints.contains(&cell).then_some("hinted"),
                        in_three.then_some("three"),
                    );
                    let onclick = actions(dispatcher).reform(move |_: MouseEvent| Action::Mark(cell));
                    html! {
                        <button type="button" class={classes} data-cell={(cell + 1).to_string()}
                            disabled={marked || !humans_turn} {onclick}
                            aria-label={format!("cell {}{}", cell + 1, if marked { ", marked" } else { "" })}>
                            { if marked { "X" } else if light[cell] { "·" } else { "" } }
                        </button>
                    }
                }) }
            </div>
            <p class="detail tc-analysis">{ analysis }</p>
            if state.game.hint && humans_turn {
                <div class="hint">
                    <p>{ if winning.is_empty() {
                        "No winning cell: every move leaves the computer a win (a P-position).".to_string()
                    } else {
                        let cells: Vec<String> = winning.iter().map(|cell| (cell + 1).to_string()).collect();
                        format!("Winning cells: {}.", cells.join(", "))
                    } }</p>
                </div>
            }
        </div>
    }
}

//! Lab "wythoff": Wythoff's game. The queen moving towards the corner on a board with the
//! golden-ratio P-positions marked, the Grundy table filled cell by cell with each mex
//! explained, and a game against the computer.

use std::rc::Rc;

use yew::prelude::*;

use crate::api::Request;
use crate::api::fields::{FieldError, Fields, parse_choice, parse_count, parse_in_range};
use crate::api::wythoff::WythoffRequest;
use crate::solve::mex::mex;
use crate::solve::play::{Game, Ply, SamplePlay, perfect_move, sample_play};
use crate::solve::wythoff::{
    Wythoff, grundy_table, is_p_position, lower, options, p_position, partner,
};
use crate::ui::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::lab_kit::{
    LinkParams, Notices, TextField, actions, inspecting_line, lab_footer, mode_tabs,
};
use crate::ui::match_record::{MatchRecord, read_moves, use_computer_reply};
use crate::ui::route::{Route, View};
use crate::ui::stepper::{DEFAULT_SPEED, Playhead, StepCommand, Stepper, parse_speed_field};
use crate::ui::widgets::grid_table::GridTable;

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "wythoff",
    topic: Topic::NimFamily,
    title: "Wythoff's game",
    summary: "Two piles; take from one, or the same from both. The queen's walk to the corner, the \
              P-positions (floor(k phi), floor(k phi^2)), and the Grundy table filled cell by cell.",
    console: r#"cgt.solve({game: "wythoff", a: 9, b: 6})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <WythoffLab ..props /> }
}

/// The URL parameters of the view, besides the request's.
const VIEW_PARAMS: &[&str] = &["mode", "step", "speed", "size", "first", "moves"];
/// The largest board drawn (positions up to this in both piles).
const BOARD_MAX: u64 = 24;
/// The Grundy table's default and largest size.
const TABLE_SIZE: usize = 8;
const TABLE_MAX: usize = 30;
/// Moves shown in a sample play at most.
const SAMPLE_PLIES: usize = 300;
/// Positions searched at most to find the losing side's longest-lasting moves.
const SEARCH_BUDGET: usize = 50_000;
/// Example positions.
const PRESETS: &[(&str, u64, u64)] =
    &[("(9, 6)", 9, 6), ("(7, 4): a P-position", 7, 4), ("(20, 13)", 20, 13), ("(15, 24)", 15, 24)];

/// What the lab shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// The queen's sample play on the board.
    Board,
    /// The Grundy table, cell by cell.
    Table,
    /// The student against the computer.
    Play,
}

const MODES: &[(&str, Mode)] =
    &[("board", Mode::Board), ("table", Mode::Table), ("play", Mode::Play)];

fn mode_name(mode: Mode) -> &'static str {
    MODES.iter().find(|(_, m)| *m == mode).map_or("board", |(name, _)| name)
}

/// The Grundy table being filled: its size, values, and the step (cells filled).
#[derive(Clone, Debug)]
struct Table {
    size: usize,
    /// values[x][y].
    values: Rc<Vec<Vec<u32>>>,
    playhead: Playhead,
    /// A filled cell the student clicked.
    inspected: Option<(usize, usize)>,
}

impl Table {
    fn new(size: usize, step: u32, speed: u32) -> Table {
        let last = (size * size - 1) as u32;
        Table {
            size,
            values: Rc::new(grundy_table(size, size)),
            playhead: Playhead::new(step, last, speed),
            inspected: None,
        }
    }

    /// The cell of step k: row by row (y), left to right (x), as the lecture fills tables.
    fn cell(&self, step: u32) -> (usize, usize) {
        (step as usize % self.size, step as usize / self.size)
    }

    fn is_filled(&self, (x, y): (usize, usize)) -> bool {
        y * self.size + x <= self.playhead.position as usize
    }
}

/// The lab's whole state.
#[derive(Clone, Debug)]
struct State {
    request: WythoffRequest,
    mode: Mode,
    sample: Rc<SamplePlay<(u64, u64), (u64, u64)>>,
    playhead: Playhead,
    table: Table,
    game: MatchRecord<(u64, u64)>,
    move_a: String,
    move_b: String,
    move_error: Option<String>,
    form: (String, String, Option<String>, Option<String>),
    notices: Vec<String>,
}

enum Action {
    SetMode(Mode),
    Step(StepCommand),
    TableStep(StepCommand),
    Inspect(Option<(usize, usize)>),
    SetSize(usize),
    EditA(String),
    EditB(String),
    Submit,
    Preset(usize),
    HumanMove((u64, u64)),
    EditMoveA(String),
    EditMoveB(String),
    SubmitMove,
    ComputerMove,
    Undo,
    NewGame(bool),
    DismissNotices,
}

fn sample_of(request: WythoffRequest) -> Rc<SamplePlay<(u64, u64), (u64, u64)>> {
    Rc::new(sample_play(&Wythoff, &(request.a, request.b), SAMPLE_PLIES, SEARCH_BUDGET))
}

fn form_of(request: WythoffRequest) -> (String, String, Option<String>, Option<String>) {
    (request.a.to_string(), request.b.to_string(), None, None)
}

impl State {
    fn with_request(mut self, request: WythoffRequest) -> State {
        self.sample = sample_of(request);
        self.playhead = Playhead::new(0, self.sample.plies.len() as u32, self.playhead.speed);
        self.game = MatchRecord::new(self.game.human_first);
        self.form = form_of(request);
        self.request = request;
        self.notices.clear();
        self.move_error = None;
        self
    }

    fn game_position(&self) -> (u64, u64) {
        self.game.position(&Wythoff, &(self.request.a, self.request.b))
    }

    fn game_over(&self) -> bool {
        self.game_position() == (0, 0)
    }

    fn human_moves(mut self, to: (u64, u64)) -> State {
        if self.game_over() || !self.game.humans_turn() {
            return self;
        }
        if Wythoff.is_legal(&self.game_position(), &to) {
            self.game.moves.push(to);
            self.move_error = None;
        } else {
            self.move_error = Some(format!(
                "({}, {}) cannot be reached: take from one pile, or the same number from both.",
                to.0, to.1
            ));
        }
        self
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let a = link.read("a", |text| WythoffRequest::parse_pile("a", text)).unwrap_or(9);
        let b = link.read("b", |text| WythoffRequest::parse_pile("b", text)).unwrap_or(6);
        let request = WythoffRequest { a, b };
        let mode =
            link.read("mode", |text| parse_choice("mode", text, MODES)).unwrap_or(Mode::Board);
        let speed = link.read("speed", parse_speed_field).unwrap_or(DEFAULT_SPEED);
        let size = link
            .read("size", |text| parse_in_range("size", text, 1, TABLE_MAX as u64))
            .map_or(TABLE_SIZE, |size| size as usize);
        let sample = sample_of(request);
        let last =
            if mode == Mode::Table { (size * size - 1) as u64 } else { sample.plies.len() as u64 };
        let step = link.read("step", |text| parse_count("step", text, last)).unwrap_or(0) as u32;
        let human_first = link
            .read("first", |text| {
                parse_choice("first", text, &[("you", true), ("computer", false)])
            })
            .unwrap_or(true);
        let mut game = MatchRecord::new(human_first);
        game.moves = link
            .read("moves", |text| {
                let parse = |item: &str| {
                    let (a, b) = item.split_once('-')?;
                    Some((a.trim().parse().ok()?, b.trim().parse().ok()?))
                };
                read_moves(&Wythoff, &(a, b), text, '.', parse)
                    .map_err(|message| FieldError::new("moves", message))
            })
            .unwrap_or_default();
        let known: Vec<&str> = WythoffRequest::FIELDS.iter().chain(VIEW_PARAMS).copied().collect();
        let (table_step, sample_step) = if mode == Mode::Table { (step, 0) } else { (0, step) };
        State {
            playhead: Playhead::new(sample_step, sample.plies.len() as u32, speed),
            table: Table::new(size, table_step, speed),
            sample,
            request,
            mode,
            game,
            move_a: String::new(),
            move_b: String::new(),
            move_error: None,
            form: form_of(request),
            notices: link.finish(&known),
        }
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        self.request.write_fields(&mut params);
        params.set("mode", mode_name(self.mode));
        match self.mode {
            Mode::Board => params.set("step", self.playhead.position.to_string()),
            Mode::Table => {
                params.set("step", self.table.playhead.position.to_string());
                if self.table.size != TABLE_SIZE {
                    params.set("size", self.table.size.to_string());
                }
            }
            Mode::Play => {
                params.set("first", if self.game.human_first { "you" } else { "computer" });
                if !self.game.moves.is_empty() {
                    let moves: Vec<String> =
                        self.game.moves.iter().map(|(a, b)| format!("{a}-{b}")).collect();
                    params.set("moves", moves.join("."));
                }
            }
        }
        let speed =
            if self.mode == Mode::Table { self.table.playhead.speed } else { self.playhead.speed };
        if speed != DEFAULT_SPEED && self.mode != Mode::Play {
            params.set("speed", speed.to_string());
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
            Action::TableStep(command) => {
                next.table.playhead = self.table.playhead.apply(command);
                if next.table.playhead.position != self.table.playhead.position {
                    next.table.inspected = None;
                }
            }
            Action::Inspect(cell) => {
                next.table.inspected = cell.filter(|&cell| self.table.is_filled(cell))
            }
            Action::SetSize(size) => next.table = Table::new(size, 0, self.table.playhead.speed),
            Action::EditA(text) => {
                next.form.2 = WythoffRequest::parse_pile("a", &text).err().map(|e| e.message);
                next.form.0 = text;
            }
            Action::EditB(text) => {
                next.form.3 = WythoffRequest::parse_pile("b", &text).err().map(|e| e.message);
                next.form.1 = text;
            }
            Action::Submit => {
                match (
                    WythoffRequest::parse_pile("a", &self.form.0),
                    WythoffRequest::parse_pile("b", &self.form.1),
                ) {
                    (Ok(a), Ok(b)) => next = next.with_request(WythoffRequest { a, b }),
                    (a, b) => {
                        next.form.2 = a.err().map(|e| e.message);
                        next.form.3 = b.err().map(|e| e.message);
                    }
                }
            }
            Action::Preset(index) => {
                if let Some(&(_, a, b)) = PRESETS.get(index) {
                    next = next.with_request(WythoffRequest { a, b });
                }
            }
            Action::HumanMove(to) => next = next.human_moves(to),
            Action::EditMoveA(text) => next.move_a = text,
            Action::EditMoveB(text) => next.move_b = text,
            Action::SubmitMove => {
                let a = WythoffRequest::parse_pile("a", &self.move_a);
                let b = WythoffRequest::parse_pile("b", &self.move_b);
                match (a, b) {
                    (Ok(a), Ok(b)) => next = next.human_moves((a, b)),
                    (a, b) => {
                        let errors: Vec<String> =
                            a.err().into_iter().chain(b.err()).map(|e| e.to_string()).collect();
                        next.move_error = Some(errors.join("; "));
                    }
                }
            }
            Action::ComputerMove => {
                let waiting = !self.game_over() && !self.game.humans_turn();
                let reply = waiting
                    .then(|| perfect_move(&Wythoff, &self.game_position(), SEARCH_BUDGET))
                    .flatten();
                if let Some((to, _)) = reply {
                    next.game.moves.push(to);
                }
            }
            Action::Undo => {
                next.game.undo();
                next.move_error = None;
            }
            Action::NewGame(human_first) => {
                next.game = MatchRecord::new(human_first);
                next.move_error = None;
            }
            Action::DismissNotices => next.notices.clear(),
        }
        Rc::new(next)
    }
}

/// The lab component.
#[component]
pub fn WythoffLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let computer_to_move =
        state.mode == Mode::Play && !state.game_over() && !state.game.humans_turn();
    use_computer_reply(
        computer_to_move.then_some(state.game.moves.len()),
        actions(&state.dispatcher()).reform(|()| Action::ComputerMove),
    );
    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    html! {
        <section class={classes!("wythoff-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ format!("Wythoff's game from ({}, {})", state.request.a, state.request.b) }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "Two piles of stones. A move takes any number of stones from one pile, or the same \
                       number from both; whoever takes the last stone wins. On a board, a queen moves left, \
                       down or diagonally down-left towards the corner (0, 0)." }
                </p>
                { form_view(&state, &dispatcher) }
            }
            <Notices notices={state.notices.clone()} on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            <div class="rule-line">
                <span class="badge normal-play">{ "normal play" }</span>
                <span class="rule">
                    { "P-positions: (⌊kφ⌋, ⌊kφ²⌋) and their mirror images, k = 0, 1, 2, ... with φ = (1 + √5)/2: \
                       (0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13), ..." }
                </span>
            </div>
            { mode_tabs(state.mode, &[(Mode::Board, "Queen's sample play"), (Mode::Table, "Grundy table"), (Mode::Play, "Play the computer")], actions(&dispatcher).reform(Action::SetMode)) }
            { match state.mode {
                Mode::Board => board_sample_view(&state, &dispatcher),
                Mode::Table => table_view(&state.table, &dispatcher),
                Mode::Play => play_view(&state, &dispatcher),
            } }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}

fn form_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let on_submit = actions(dispatcher).reform(|event: SubmitEvent| {
        event.prevent_default();
        Action::Submit
    });
    let preset =
        |index: usize| actions(dispatcher).reform(move |_: MouseEvent| Action::Preset(index));
    html! {
        <form class="lab-form" onsubmit={on_submit} novalidate=true>
            <TextField id="wythoff-a" label="First pile a" value={state.form.0.clone()} numeric=true help="0 to 10^18"
                error={state.form.2.clone()} on_input={actions(dispatcher).reform(Action::EditA)} />
            <TextField id="wythoff-b" label="Second pile b" value={state.form.1.clone()} numeric=true help="0 to 10^18"
                error={state.form.3.clone()} on_input={actions(dispatcher).reform(Action::EditB)} />
            <button type="submit" class="primary">{ "Start" }</button>
            <div class="presets">
                <span>{ "Examples:" }</span>
                { for PRESETS.iter().enumerate().map(|(index, (label, ..))| html! {
                    <button type="button" class="preset" onclick={preset(index)}>{ *label }</button>
                }) }
            </div>
        </form>
    }
}

/// The k of the P-position (⌊kφ⌋, ⌊kφ²⌋) that `position` is (in either order), if it is one.
fn p_index((a, b): (u64, u64)) -> Option<u64> {
    let (small, large) = (a.min(b), a.max(b));
    (lower(large - small) == small).then_some(large - small)
}

/// The board: cells (x, y) with x the first pile (across) and y the second (up).
fn board(
    queen: (u64, u64),
    target: Option<(u64, u64)>,
    trail: &[(u64, u64)],
    on_click: Option<Callback<(u64, u64)>>,
) -> Html {
    let size = queen.0.max(queen.1).clamp(8, BOARD_MAX) + 1;
    let reachable = |(x, y): (u64, u64)| Wythoff.is_legal(&queen, &(x, y));
    html! {
        <div class="board-wrap">
            <div class="board" style={format!("grid-template-columns: 2rem repeat({size}, 1.9rem)")}
                role="grid" aria-label="Board: the queen's square is the position">
                { for (0..size).rev().map(|y| html! {
                    <>
                        <span class="axis">{ y }</span>
                        { for (0..size).map(|x| {
                            let here = (x, y);
                            let class = classes!(
                                "square",
                                is_p_position(x, y).then_some("p-square"),
                                (here == queen).then_some("queen"),
                                (Some(here) == target).then_some("target"),
                                reachable(here).then_some("reachable"),
                                trail.contains(&here).then_some("trail"),
                            );
                            let label = format!("({x}, {y}){}", if is_p_position(x, y) { ", a P-position" } else { "" });
                            let content = if here == queen { "♛" } else if is_p_position(x, y) { "•" } else { "" };
                            match (&on_click, reachable(here)) {
                                (Some(on_click), true) => {
                                    let onclick = on_click.reform(move |_: MouseEvent| here);
                                    html! { <button type="button" {class} aria-label={label} data-xy={format!("{x},{y}")} {onclick}>{ content }</button> }
                                }
                                _ => html! { <span {class} aria-label={label} data-xy={format!("{x},{y}")}>{ content }</span> },
                            }
                        }) }
                    </>
                }) }
                <span class="axis"></span>
                { for (0..size).map(|x| html! { <span class="axis">{ x }</span> }) }
            </div>
            <ul class="legend">
                <li><span class="swatch queen-swatch">{ "♛" }</span>{ "the position (a, b)" }</li>
                <li><span class="swatch p-swatch">{ "•" }</span>{ "P-positions" }</li>
                <li><span class="swatch reachable-swatch"></span>{ "one move away" }</li>
            </ul>
        </div>
    }
}

fn board_sample_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let sample = &state.sample;
    let step = state.playhead.position as usize;
    let ply = sample.plies.get(step);
    let queen = ply.map_or(sample.end, |ply| ply.before);
    let target = ply.map(|ply| ply.mv);
    let trail: Vec<(u64, u64)> =
        sample.plies[..step.min(sample.plies.len())].iter().map(|ply| ply.before).collect();
    let plies = sample.plies.len();
    let step_label = Callback::from(move |step: u32| {
        if step as usize >= plies { "end".to_string() } else { format!("move {}", step + 1) }
    });
    let drawable = queen.0.max(queen.1) <= BOARD_MAX;
    html! {
        <div class="sample">
            <Stepper playhead={state.playhead} {step_label} on_command={actions(dispatcher).reform(Action::Step)} />
            if drawable {
                { board(queen, target, &trail, None) }
            } else {
                <p class="window-note">{ format!("The position ({}, {}) is too large to draw (the board goes up to {BOARD_MAX}); the formulas still decide every move.", queen.0, queen.1) }</p>
            }
            <div class="explanation" aria-live="polite">
                { match ply {
                    Some(ply) => ply_text(ply, step, sample.exact),
                    None => html! {
                        <p class="game-end">
                            { if sample.truncated { format!("The sample stops after {plies} moves.") }
                              else if plies == 0 { "The queen is in the corner: nothing to play.".to_string() }
                              else { format!("The queen reached (0, 0): Player {} took the last stone and wins.", player(plies - 1)) } }
                        </p>
                    },
                } }
            </div>
        </div>
    }
}

fn player(index: usize) -> usize {
    index % 2 + 1
}

/// How a move changes the piles, in words.
fn describe_move((a, b): (u64, u64), (c, d): (u64, u64)) -> String {
    match (a - c, b - d) {
        (taken, 0) => format!("takes {taken} from the first pile"),
        (0, taken) => format!("takes {taken} from the second pile"),
        (taken, _) => format!("takes {taken} from both piles"),
    }
}

fn ply_text(ply: &Ply<(u64, u64), (u64, u64)>, index: usize, exact: bool) -> Html {
    let (me, other) = (player(index), player(index + 1));
    let (a, b) = ply.before;
    let (c, d) = ply.mv;
    let text = if ply.by_winner {
        let k = p_index((c, d)).unwrap_or(0);
        let (low, high) = p_position(k);
        let why = if a - c == b - d && a != c {
            format!("keeping the difference {k}, to the P-position with difference {k}")
        } else if a == c {
            format!("keeping the first pile {a}, whose partner in a P-position is {}", partner(a))
        } else {
            format!("keeping the second pile {b}, whose partner in a P-position is {}", partner(b))
        };
        format!(
            "({a}, {b}) is not a P-position, so Player {me} wins: it {}, {why}: ({c}, {d}), which is \
             (⌊{k}φ⌋, ⌊{k}φ²⌋) = ({low}, {high}){}.",
            describe_move((a, b), (c, d)),
            if c > d { " mirrored" } else { "" }
        )
    } else {
        let k = p_index((a, b)).unwrap_or(0);
        format!(
            "({a}, {b}) is the P-position (⌊{k}φ⌋, ⌊{k}φ²⌋){}. No two P-positions share a pile size or a \
             difference, so every move (one pile, or both by the same amount) leaves the P-positions, and \
             Player {other} can return to one. Player {me} {}: ({c}, {d}){}.",
            if a > b { " mirrored" } else { "" },
            describe_move((a, b), (c, d)),
            if exact { ", the move that makes the game last longest" } else { "" }
        )
    };
    html! {
        <>
            <p class="to-move">
                { format!("Player {me} to move from ({a}, {b}). ") }
                <span class={classes!("verdict", if ply.by_winner { "n" } else { "p" })}>
                    { if ply.by_winner { "N-position: the player to move wins." } else { "P-position: the player to move loses." } }
                </span>
            </p>
            <p class="derivation">{ text }</p>
        </>
    }
}

fn table_view(table: &Table, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let step = table.playhead.position;
    let focus = table.inspected.unwrap_or_else(|| table.cell(step));
    let (x, y) = focus;
    let option_cells: Vec<(usize, usize)> = options(x, y).collect();
    let values = table.values.clone();
    let option_values: Vec<String> =
        option_cells.iter().map(|&(i, j)| values[i][j].to_string()).collect();
    let option_names: Vec<String> =
        option_cells.iter().map(|(i, j)| format!("G({i}, {j})")).collect();
    let value = mex(option_cells.iter().map(|&(i, j)| values[i][j]));
    let sentence = if option_cells.is_empty() {
        format!("G({x}, {y}) = mex{{}} = 0")
    } else {
        format!(
            "G({x}, {y}) = mex{{{}}} = mex{{{}}} = {value}",
            option_names.join(", "),
            option_values.join(", ")
        )
    };
    let size = table.size;
    let filled_all = step as usize == size * size - 1;
    let zeros: Vec<String> = (0..size)
        .flat_map(|i| (0..size).map(move |j| (i, j)))
        .filter(|&(i, j)| values[i][j] == 0)
        .map(|(i, j)| format!("({i}, {j})"))
        .collect();
    let step_label = Callback::from(move |step: u32| {
        format!("cell ({}, {})", step as usize % size, step as usize / size)
    });
    let text = {
        let values = values.clone();
        let table = table.clone();
        Callback::from(move |(i, j): (usize, usize)| {
            if table.is_filled((i, j)) { values[i][j].to_string() } else { String::new() }
        })
    };
    let class = {
        let values = values.clone();
        let table = table.clone();
        let option_cells = option_cells.clone();
        Callback::from(move |(i, j): (usize, usize)| {
            let filled = table.is_filled((i, j));
            classes!(
                filled.then_some("filled"),
                (filled && values[i][j] == 0).then_some("p"),
                (filled && values[i][j] != 0).then_some("n"),
                ((i, j) == focus).then_some("current"),
                option_cells.contains(&(i, j)).then_some("option"),
            )
        })
    };
    let label = {
        let table = table.clone();
        Callback::from(move |(i, j): (usize, usize)| {
            if table.is_filled((i, j)) {
                format!("G({i}, {j}) = {}", values[i][j])
            } else {
                format!("G({i}, {j}) not computed yet")
            }
        })
    };
    let on_click = actions(dispatcher).reform(|cell| Action::Inspect(Some(cell)));
    let on_size = actions(dispatcher).reform(|event: Event| {
        let input: web_sys::HtmlInputElement = event.target_unchecked_into();
        Action::SetSize(input.value().parse::<usize>().unwrap_or(TABLE_SIZE).clamp(1, TABLE_MAX))
    });
    html! {
        <div class="grundy-table-view">
            <label class="size-field">{ "Table size " }
                <input type="number" min="1" max={TABLE_MAX.to_string()} value={size.to_string()} onchange={on_size} aria-label="Table size" />
                { format!(" (1 to {TABLE_MAX})") }
            </label>
            <Stepper playhead={table.playhead} {step_label} on_command={actions(dispatcher).reform(Action::TableStep)} />
            <div class="explanation" aria-live="polite">
                if table.inspected.is_some() {
                    { inspecting_line(format!("the cell you clicked, ({x}, {y})"), actions(dispatcher).reform(|_: MouseEvent| Action::Inspect(None))) }
                }
                <p class="sentence"><code>{ sentence }</code></p>
                <p class="detail">
                    { "The options of (x, y): the cells to its left in its row (take from the first pile), above it in \
                       its column (take from the second), and up-left on its diagonal (take from both)." }
                </p>
            </div>
            <GridTable cols={size} rows={size} corner="G(x, y): x →, y ↓" {text} {class} {label} on_click={Some(on_click)} />
            <div class="period-panel">
                <h2>{ "Where the zeros are" }</h2>
                if filled_all {
                    <p>{ format!("G = 0 at {}.", zeros.join(", ")) }</p>
                    <p class="p-rule">
                        { "These are exactly the P-positions (⌊kφ⌋, ⌊kφ²⌋) and their mirror images: each row, column \
                           and diagonal holds one zero, because a zero's options (its row, column and diagonal) must \
                           all be non-zero." }
                    </p>
                } else {
                    <p class="period-pending">{ "Fill the whole table (press End) to see where the zeros lie." }</p>
                }
            </div>
            <p class="see-also">
                { "Without the diagonal moves this is two-pile Nim, whose table is x xor y: " }
                <a href={Route::Lab { view: View::Page, slug: "nim-table".into(), params: Fields::new() }.to_hash()}>
                    { "the two-pile Nim table, cell by cell" }
                </a>
                { "." }
            </p>
        </div>
    }
}

fn play_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let position = state.game_position();
    let over = state.game_over();
    let humans_turn = state.game.humans_turn();
    let status = if over {
        if state.game.moves.is_empty() {
            "There is nothing to play.".to_string()
        } else if state.game.last_by_human() {
            "Game over: you moved the queen into the corner and win!".to_string()
        } else {
            "Game over: the computer reached the corner and wins.".to_string()
        }
    } else if humans_turn {
        "Your move: click a highlighted square (left, down, or diagonally down-left), or type the new piles.".to_string()
    } else {
        "The computer is thinking…".to_string()
    };
    let on_click = (humans_turn && !over).then(|| actions(dispatcher).reform(Action::HumanMove));
    let last = state.game.moves.last().map(|&to| {
        let who = if state.game.last_by_human() { "You" } else { "The computer" };
        let before = if state.game.moves.len() >= 2 {
            state.game.moves[state.game.moves.len() - 2]
        } else {
            (state.request.a, state.request.b)
        };
        format!(
            "{who} {} to ({}, {}).",
            describe_move(before, to).replacen("takes", "took", 1),
            to.0,
            to.1
        )
    });
    let on_submit = actions(dispatcher).reform(|event: SubmitEvent| {
        event.prevent_default();
        Action::SubmitMove
    });
    let input = |value: &String, label: &'static str, edit: fn(String) -> Action| {
        html! {
            <input value={value.clone()} inputmode="numeric" size="8" aria-label={label}
                oninput={actions(dispatcher).reform(move |e: InputEvent| edit(e.target_unchecked_into::<web_sys::HtmlInputElement>().value()))} />
        }
    };
    html! {
        <div class="play">
            <div class="play-controls">
                <button type="button" class="new-game" onclick={actions(dispatcher).reform(|_: MouseEvent| Action::NewGame(true))}>{ "New game: you first" }</button>
                <button type="button" class="new-game-computer" onclick={actions(dispatcher).reform(|_: MouseEvent| Action::NewGame(false))}>{ "New game: computer first" }</button>
                <button type="button" class="undo" disabled={!state.game.can_undo()} onclick={actions(dispatcher).reform(|_: MouseEvent| Action::Undo)}>{ "Undo" }</button>
            </div>
            <p class="status" role="status">{ status }</p>
            if let Some(last) = last { <p class="last-move">{ last }</p> }
            <p class="position-line">{ format!("Piles: ({}, {})", position.0, position.1) }</p>
            if position.0.max(position.1) <= BOARD_MAX {
                { board(position, None, &[], on_click) }
            }
            if humans_turn && !over {
                <form class="take-form" onsubmit={on_submit} novalidate=true>
                    { "Move to (" }{ input(&state.move_a, "New first pile", Action::EditMoveA) }{ ", " }
                    { input(&state.move_b, "New second pile", Action::EditMoveB) }{ ")" }
                    <button type="submit">{ "Move" }</button>
                    <span class="field-error" role="alert">{ state.move_error.clone().unwrap_or_default() }</span>
                </form>
            }
        </div>
    }
}

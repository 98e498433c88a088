//! Lab "take-away": the lecture's game 1 (N stones, take 1 to K) with its P/N table filled
//! column by column and the rule N mod (K + 1) derived from it; and Fibonacci Nim with the
//! Zeckendorf representation. Both with a sample play and a game against the computer.

use std::rc::Rc;

use yew::prelude::*;

use crate::api::Request;
use crate::api::fields::{FieldError, Fields, parse_choice, parse_count, parse_in_range};
use crate::api::take_away::{FibonacciRequest, TakeAwayRequest};
use crate::solve::play::{Game, Ply, SamplePlay, perfect_move, sample_play};
use crate::solve::take_away::{HeapPosition, OneHeap, fibonacci_up_to, is_fibonacci, zeckendorf};
use crate::ui::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::lab_kit::{LinkParams, Notices, TextField, actions, lab_footer, mode_tabs};
use crate::ui::match_record::{MatchRecord, read_moves, use_computer_reply};
use crate::ui::route::View;
use crate::ui::stepper::{DEFAULT_SPEED, Playhead, StepCommand, Stepper, parse_speed_field};
use crate::ui::widgets::piles::Piles;

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "take-away",
    topic: Topic::NimFamily,
    title: "Take-away and Fibonacci Nim",
    summary: "The lecture's game 1: N stones, take 1 to K. The P/N table filled column by column, \
              the rule N mod (K + 1) read off it, a sample play and a game against the computer; \
              and Fibonacci Nim with its Zeckendorf strategy.",
    console: r#"cgt.solve({game: "take-away", n: 15, k: 3})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <TakeAwayLab ..props /> }
}

/// The URL parameters of the view, besides the request's.
const VIEW_PARAMS: &[&str] = &["game", "mode", "step", "speed", "first", "moves"];
/// Columns of the P/N table shown at most.
const TABLE_COLUMNS: u64 = 96;
/// Columns per row of the table.
const COLUMNS_PER_ROW: u64 = 16;
/// Moves shown in a sample play at most.
const SAMPLE_PLIES: usize = 300;
/// Positions searched at most to find the losing side's longest-lasting moves.
const SEARCH_BUDGET: usize = 50_000;
/// Example games: label, rules, n.
const PRESETS: &[(&str, OneHeap, u64)] = &[
    ("N = 15, K = 3 (lecture)", OneHeap::TakeAway { k: 3 }, 15),
    ("N = 21, K = 4", OneHeap::TakeAway { k: 4 }, 21),
    ("Fibonacci Nim, N = 20", OneHeap::Fibonacci, 20),
    ("Fibonacci Nim, N = 21", OneHeap::Fibonacci, 21),
];

/// What the lab shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// The take-away P/N table, or Fibonacci Nim's Zeckendorf rule.
    Rule,
    /// Two perfect players.
    Sample,
    /// The student against the computer.
    Play,
}

const MODES: &[(&str, Mode)] =
    &[("rule", Mode::Rule), ("sample", Mode::Sample), ("play", Mode::Play)];
const GAMES: &[(&str, bool)] = &[("take-away", false), ("fibonacci", true)];

fn mode_name(mode: Mode) -> &'static str {
    MODES.iter().find(|(_, m)| *m == mode).map_or("rule", |(name, _)| name)
}

/// The game and its size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Setup {
    rules: OneHeap,
    n: u64,
}

impl Setup {
    fn start(self) -> HeapPosition {
        self.rules.start(self.n)
    }

    fn write_fields(self, fields: &mut Fields) {
        match self.rules {
            OneHeap::TakeAway { k } => {
                fields.set("game", "take-away");
                TakeAwayRequest { n: self.n, k }.write_fields(fields);
            }
            OneHeap::Fibonacci => {
                fields.set("game", "fibonacci");
                FibonacciRequest { n: self.n }.write_fields(fields);
            }
        }
    }
}

/// The form's texts and messages.
#[derive(Clone, Debug, PartialEq)]
struct Form {
    fibonacci: bool,
    n: String,
    k: String,
    n_error: Option<String>,
    k_error: Option<String>,
}

impl Form {
    fn showing(setup: Setup) -> Form {
        let (fibonacci, k) = match setup.rules {
            OneHeap::TakeAway { k } => (false, k.to_string()),
            OneHeap::Fibonacci => (true, "3".to_string()),
        };
        Form { fibonacci, n: setup.n.to_string(), k, n_error: None, k_error: None }
    }

    fn setup(&self) -> Result<Setup, (Option<String>, Option<String>)> {
        if self.fibonacci {
            FibonacciRequest::parse_n(&self.n)
                .map(|n| Setup { rules: OneHeap::Fibonacci, n })
                .map_err(|e| (Some(e.message), None))
        } else {
            match (TakeAwayRequest::parse_n(&self.n), TakeAwayRequest::parse_k(&self.k)) {
                (Ok(n), Ok(k)) => Ok(Setup { rules: OneHeap::TakeAway { k }, n }),
                (n, k) => Err((n.err().map(|e| e.message), k.err().map(|e| e.message))),
            }
        }
    }
}

/// The lab's whole state.
#[derive(Clone, Debug)]
struct State {
    setup: Setup,
    mode: Mode,
    /// The P/N table's step: the column being decided.
    table: Playhead,
    sample: Rc<SamplePlay<HeapPosition, u64>>,
    playhead: Playhead,
    game: MatchRecord<u64>,
    take_text: String,
    take_error: Option<String>,
    form: Form,
    notices: Vec<String>,
}

enum Action {
    SetMode(Mode),
    Table(StepCommand),
    Step(StepCommand),
    SetFibonacci(bool),
    EditN(String),
    EditK(String),
    Submit,
    Preset(usize),
    HumanTake(u64),
    EditTake(String),
    SubmitTake,
    ComputerMove,
    Undo,
    NewGame(bool),
    DismissNotices,
}

fn table_last(setup: Setup) -> u32 {
    setup.n.min(TABLE_COLUMNS) as u32
}

impl State {
    fn with_setup(mut self, setup: Setup) -> State {
        self.sample = sample_of(setup);
        self.table = Playhead::new(0, table_last(setup), self.table.speed);
        self.playhead = Playhead::new(0, self.sample.plies.len() as u32, self.playhead.speed);
        self.game = MatchRecord::new(self.game.human_first);
        self.form = Form::showing(setup);

        self.setup = setup;
        self.notices.clear();
        self.take_error = None;
        self
    }

    fn game_position(&self) -> HeapPosition {
        self.game.position(&self.setup.rules, &self.setup.start())
    }

    fn game_over(&self) -> bool {
        self.game_position().allowed() == 0
    }

    fn human_takes(mut self, take: u64) -> State {
        let position = self.game_position();
        if self.game_over() || !self.game.humans_turn() {
            return self;
        }
        if self.setup.rules.is_legal(&position, &take) {
            self.game.moves.push(take);
            self.take_error = None;
        } else {
            self.take_error = Some(format!("Take {} now.", take_range(position.allowed())));
        }
        self
    }
}

fn sample_of(setup: Setup) -> Rc<SamplePlay<HeapPosition, u64>> {
    Rc::new(sample_play(&setup.rules, &setup.start(), SAMPLE_PLIES, SEARCH_BUDGET))
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let fibonacci =
            link.read("game", |text| parse_choice("game", text, GAMES)).unwrap_or(false);
        let setup = if fibonacci {
            let n = link.read("n", FibonacciRequest::parse_n).unwrap_or(20);
            if link.has("k") {
                link.notice("The link's k is not used by Fibonacci Nim; it was ignored.");
            }
            Setup { rules: OneHeap::Fibonacci, n }
        } else {
            let n = link.read("n", TakeAwayRequest::parse_n).unwrap_or(15);
            let k = link.read("k", TakeAwayRequest::parse_k).unwrap_or(3);
            Setup { rules: OneHeap::TakeAway { k }, n }
        };
        let mode = link
            .read("mode", |text| parse_choice("mode", text, MODES))
            .unwrap_or(if fibonacci { Mode::Sample } else { Mode::Rule });
        let sample = sample_of(setup);
        let last = if mode == Mode::Rule {
            u64::from(table_last(setup))
        } else {
            sample.plies.len() as u64
        };
        let step = link.read("step", |text| parse_count("step", text, last)).unwrap_or(0) as u32;
        let speed = link.read("speed", parse_speed_field).unwrap_or(DEFAULT_SPEED);
        let human_first = link
            .read("first", |text| {
                parse_choice("first", text, &[("you", true), ("computer", false)])
            })
            .unwrap_or(true);
        let mut game = MatchRecord::new(human_first);
        game.moves = link
            .read("moves", |text| {
                let parse = |item: &str| item.trim().parse::<u64>().ok();
                read_moves(&setup.rules, &setup.start(), text, '.', parse)
                    .map_err(|message| FieldError::new("moves", message))
            })
            .unwrap_or_default();
        let known: Vec<&str> = ["n", "k"].iter().chain(VIEW_PARAMS).copied().collect();
        let (table_step, sample_step) = if mode == Mode::Rule { (step, 0) } else { (0, step) };
        State {
            table: Playhead::new(table_step, table_last(setup), speed),
            playhead: Playhead::new(sample_step, sample.plies.len() as u32, speed),
            sample,
            setup,
            mode,
            game,
            take_text: String::new(),
            take_error: None,
            form: Form::showing(setup),
            notices: link.finish(&known),
        }
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        self.setup.write_fields(&mut params);
        params.set("mode", mode_name(self.mode));
        let (step, speed) = match self.mode {
            Mode::Rule => (Some(self.table.position), self.table.speed),
            Mode::Sample => (Some(self.playhead.position), self.playhead.speed),
            Mode::Play => (None, DEFAULT_SPEED),
        };
        if let Some(step) = step {
            params.set("step", step.to_string());
        }
        if speed != DEFAULT_SPEED {
            params.set("speed", speed.to_string());
        }
        if self.mode == Mode::Play {
            params.set("first", if self.game.human_first { "you" } else { "computer" });
            if !self.game.moves.is_empty() {
                params.set(
                    "moves",
                    self.game.moves.iter().map(u64::to_string).collect::<Vec<_>>().join("."),
                );
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
            Action::Table(command) => next.table = self.table.apply(command),
            Action::Step(command) => next.playhead = self.playhead.apply(command),
            Action::SetFibonacci(fibonacci) => {
                next.form.fibonacci = fibonacci;
                next.form.n_error = None;
            }
            Action::EditN(text) => {
                let parsed = if self.form.fibonacci {
                    FibonacciRequest::parse_n(&text)
                } else {
                    TakeAwayRequest::parse_n(&text)
                };
                next.form.n_error = parsed.err().map(|e| e.message);
                next.form.n = text;
            }
            Action::EditK(text) => {
                next.form.k_error = TakeAwayRequest::parse_k(&text).err().map(|e| e.message);
                next.form.k = text;
            }
            Action::Submit => match self.form.setup() {
                Ok(setup) => next = next.with_setup(setup),
                Err((n_error, k_error)) => {
                    next.form.n_error = n_error;
                    next.form.k_error = k_error;
                }
            },
            Action::Preset(index) => {
                if let Some(&(_, rules, n)) = PRESETS.get(index) {
                    next = next.with_setup(Setup { rules, n });
                }
            }
            Action::HumanTake(take) => next = next.human_takes(take),
            Action::EditTake(text) => next.take_text = text,
            Action::SubmitTake => {
                match parse_in_range("take", &self.take_text, 1, self.setup.n.max(1)) {
                    Ok(take) => next = next.human_takes(take),
                    Err(error) => next.take_error = Some(error.to_string()),
                }
            }
            Action::ComputerMove => {
                let waiting = !self.game_over() && !self.game.humans_turn();
                let reply = waiting
                    .then(|| perfect_move(&self.setup.rules, &self.game_position(), SEARCH_BUDGET))
                    .flatten();
                if let Some((take, _)) = reply {
                    next.game.moves.push(take);
                }
            }
            Action::Undo => {
                next.game.undo();
                next.take_error = None;
            }
            Action::NewGame(human_first) => {
                next.game = MatchRecord::new(human_first);
                next.take_error = None;
            }
            Action::DismissNotices => next.notices.clear(),
        }
        Rc::new(next)
    }
}

/// The lab component.
#[component]
pub fn TakeAwayLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let computer_to_move =
        state.mode == Mode::Play && !state.game_over() && !state.game.humans_turn();
    use_computer_reply(
        computer_to_move.then_some(state.game.moves.len()),
        actions(&state.dispatcher()).reform(|()| Action::ComputerMove),
    );
    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    let fibonacci = state.setup.rules == OneHeap::Fibonacci;
    html! {
        <section class={classes!("take-away-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ game_title(state.setup) }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "One heap of stones, two players taking turns. In the take-away game a move takes \
                       1 to K stones; in Fibonacci Nim the first move takes fewer than all, and every \
                       later move at most twice the previous one. Whoever takes the last stone wins." }
                </p>
                { form_view(&state.form, &dispatcher) }
            }
            <Notices notices={state.notices.clone()} on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            <div class="rule-line">
                <span class="badge normal-play">{ "normal play" }</span>
                <span class="rule">{ game_title(state.setup) }</span>
            </div>
            { mode_tabs(state.mode, &[(Mode::Rule, if fibonacci { "Zeckendorf rule" } else { "P/N table" }), (Mode::Sample, "Sample play"), (Mode::Play, "Play the computer")], actions(&dispatcher).reform(Action::SetMode)) }
            { match (state.mode, state.setup.rules) {
                (Mode::Rule, OneHeap::TakeAway { k }) => table_view(&state, k, &dispatcher),
                (Mode::Rule, OneHeap::Fibonacci) => zeckendorf_view(state.setup.n),
                (Mode::Sample, _) => sample_view(&state, &dispatcher),
                (Mode::Play, _) => play_view(&state, &dispatcher),
            } }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}

fn game_title(setup: Setup) -> String {
    match setup.rules {
        OneHeap::TakeAway { k } => {
            format!("Take-away game: N = {}, take 1 to K = {k}", stones(setup.n))
        }
        OneHeap::Fibonacci => format!("Fibonacci Nim: N = {}", stones(setup.n)),
    }
}

fn form_view(form: &Form, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let on_submit = actions(dispatcher).reform(|event: SubmitEvent| {
        event.prevent_default();
        Action::Submit
    });
    let preset =
        |index: usize| actions(dispatcher).reform(move |_: MouseEvent| Action::Preset(index));
    let choose = |fibonacci: bool| {
        actions(dispatcher).reform(move |_: Event| Action::SetFibonacci(fibonacci))
    };
    html! {
        <form class="lab-form" onsubmit={on_submit} novalidate=true>
            <fieldset class="field choice">
                <legend>{ "Game" }</legend>
                <label><input type="radio" name="heap-game" checked={!form.fibonacci} onchange={choose(false)} />{ " Take 1 to K" }</label>
                <label><input type="radio" name="heap-game" checked={form.fibonacci} onchange={choose(true)} />{ " Fibonacci Nim" }</label>
            </fieldset>
            <TextField id="heap-n" label="Stones N" value={form.n.clone()} numeric=true
                help={if form.fibonacci { "1 to 10^18" } else { "0 to 10^18" }} error={form.n_error.clone()}
                on_input={actions(dispatcher).reform(Action::EditN)} />
            if !form.fibonacci {
                <TextField id="heap-k" label="Take at most K" value={form.k.clone()} numeric=true
                    help="1 to 10^18" error={form.k_error.clone()}
                    on_input={actions(dispatcher).reform(Action::EditK)} />
            }
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

/// The lecture's P/N table for take 1..k, decided column by column.
fn table_view(state: &State, k: u64, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let column = u64::from(state.table.position);
    let last = u64::from(table_last(state.setup));
    let is_p = |n: u64| n.is_multiple_of(k + 1);
    let options: Vec<u64> = (1..=k.min(column)).map(|take| column - take).collect();
    let reaching_p: Vec<u64> = options.iter().copied().filter(|&option| is_p(option)).collect();
    let sentence = if column == 0 {
        "0 is an ending position: the player to move has no move and loses. P-position.".to_string()
    } else if let Some(&target) = reaching_p.first() {
        format!("{column} can reach {target} (P) by taking {}: N-position.", column - target)
    } else {
        let list: Vec<String> = options.iter().map(u64::to_string).collect();
        format!(
            "{column} can only reach {} — all N-positions: it cannot reach any P. P-position.",
            list.join(", ")
        )
    };
    let p_so_far: Vec<String> = (0..=column).filter(|&n| is_p(n)).map(|n| n.to_string()).collect();
    let rule_seen = column > k + 1;
    let step_label = Callback::from(|step: u32| format!("N = {step}"));
    html! {
        <div class="pn-table-view">
            <Stepper playhead={state.table} {step_label} on_command={actions(dispatcher).reform(Action::Table)} />
            <div class="explanation" aria-live="polite">
                <p class="sentence">{ sentence }</p>
                <p class="detail">
                    { "A position is a P-position when every move leads to an N-position, and an N-position \
                       when some move leads to a P-position." }
                </p>
            </div>
            <div class="pn-table" role="table" aria-label="P and N positions">
                { for (0..=last / COLUMNS_PER_ROW).map(|row| {
                    let cells: Vec<u64> = (row * COLUMNS_PER_ROW..((row + 1) * COLUMNS_PER_ROW).min(last + 1)).collect();
                    let class = |n: u64| classes!(
                        "cell",
                        (n <= column).then_some(if is_p(n) { "p" } else { "n" }),
                        (n <= column).then_some("filled"),
                        (n == column).then_some("current"),
                        options.contains(&n).then_some("option"),
                    );
                    html! {
                        <div class="sg-block" role="rowgroup">
                            <div class="sg-row n-row" role="row">
                                <span class="row-label" role="rowheader">{ "N" }</span>
                                { for cells.iter().map(|&n| html! { <span class={class(n)} role="columnheader" data-n={n.to_string()}>{ n }</span> }) }
                            </div>
                            <div class="sg-row pn-row" role="row">
                                <span class="row-label" role="rowheader">{ "P/N?" }</span>
                                { for cells.iter().map(|&n| html! {
                                    <span class={class(n)} role="cell" data-n={n.to_string()}>
                                        { if n > column { "" } else if is_p(n) { "P" } else { "N" } }
                                    </span>
                                }) }
                            </div>
                        </div>
                    }
                }) }
                if state.setup.n > last {
                    <p class="window-note">{ format!("The table shows N = 0 to {last}; the rule below covers every N up to {}.", state.setup.n) }</p>
                }
            </div>
            <div class="period-panel">
                <h2>{ "The rule" }</h2>
                <p>{ format!("P-positions so far: {}.", p_so_far.join(", ")) }</p>
                if rule_seen {
                    <p class="p-rule">
                        { format!("They are the multiples of K + 1 = {}: N is a P-position exactly when N mod {} = 0.", k + 1, k + 1) }
                    </p>
                    <p>
                        { format!("Why: from a multiple of {m}, any take x (1 to {k}) leaves a non-multiple, and the \
                                   opponent takes {m} − x to restore a multiple; from a non-multiple, taking N mod {m} \
                                   reaches one. So for N = {n}: {verdict}.",
                                  m = k + 1, n = state.setup.n,
                                  verdict = if is_p(state.setup.n) { "a multiple of K + 1, player 2 wins".to_string() }
                                            else { format!("player 1 wins by taking {} mod {} = {}", state.setup.n, k + 1, state.setup.n % (k + 1)) }) }
                    </p>
                } else {
                    <p class="period-pending">{ format!("Fill a few more columns (past N = {}) to see the pattern.", k + 1) }</p>
                }
            </div>
        </div>
    }
}

/// Fibonacci Nim's rule: the Zeckendorf representation of N and the smallest term.
fn zeckendorf_view(n: u64) -> Html {
    let terms = zeckendorf(n);
    let written: Vec<String> = terms.iter().map(u64::to_string).collect();
    let fibonacci: Vec<String> = fibonacci_up_to(n.max(1)).iter().map(u64::to_string).collect();
    let smallest = terms.last().copied().unwrap_or(0);
    html! {
        <div class="explanation zeckendorf">
            <p>{ format!("Fibonacci numbers up to {n}: {}.", fibonacci.join(", ")) }</p>
            <p class="sentence">{ format!("Zeckendorf: {n} = {}", written.join(" + ")) }</p>
            <p class="detail">
                { "Every number is a sum of non-consecutive Fibonacci numbers in exactly one way (take the \
                   largest that fits, and repeat)." }
            </p>
            if n == 1 {
                <p class="verdict p">
                    { "1 is itself a Fibonacci number: the first player may not take the only stone, so \
                       has no move and loses." }
                </p>
            } else if is_fibonacci(n) {
                <p class="verdict p">
                    { format!("{n} is itself a Fibonacci number: the first player, who may not take all {n}, loses \
                               against perfect play.") }
                </p>
            } else {
                <p class="verdict n">
                    { format!("{n} is not a Fibonacci number: the first player wins by taking the smallest term, \
                               {smallest}. The opponent may then take at most {}, less than the smallest term of \
                               what is left, so it cannot take a whole term, and the strategy repeats.", 2 * smallest) }
                </p>
            }
        </div>
    }
}

fn player(index: usize) -> usize {
    index % 2 + 1
}

fn sample_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let sample = &state.sample;
    let step = state.playhead.position as usize;
    let position = sample.plies.get(step).map_or(sample.end, |ply| ply.before);
    let taken =
        step.checked_sub(1).and_then(|previous| sample.plies.get(previous)).map(|ply| (0, ply.mv));
    let ply = sample.plies.get(step);
    let leaving = ply.map(|ply| (0, ply.mv));
    let plies = sample.plies.len();
    let step_label = Callback::from(move |step: u32| {
        if step as usize >= plies { "end".to_string() } else { format!("move {}", step + 1) }
    });
    html! {
        <div class="sample">
            <Stepper playhead={state.playhead} {step_label} on_command={actions(dispatcher).reform(Action::Step)} />
            <Piles piles={vec![position.heap]} label={Callback::from(|_| "heap".to_string())} row=true {taken} {leaving} />
            <div class="explanation" aria-live="polite">
                { match ply {
                    Some(ply) => ply_text(state.setup.rules, ply, step, sample.exact),
                    None => end_text(plies, sample.truncated, position.heap),
                } }
            </div>
        </div>
    }
}

fn ply_text(rules: OneHeap, ply: &Ply<HeapPosition, u64>, index: usize, exact: bool) -> Html {
    let (me, other) = (player(index), player(index + 1));
    let HeapPosition { heap, .. } = ply.before;
    let allowed = ply.before.allowed();
    let take = ply.mv;
    let text = match (rules, ply.by_winner) {
        (OneHeap::TakeAway { k }, true) => format!(
            "{heap} is not a multiple of {m}: Player {me} takes {heap} mod {m} = {take}, leaving {}, a multiple of {m}.",
            heap - take,
            m = k + 1
        ),
        (OneHeap::TakeAway { k }, false) => format!(
            "{heap} is a multiple of {m}: whatever Player {me} takes (x stones), Player {other} answers with {m} − x. \
             Player {me} cannot win and takes {take}, {}.",
            if exact {
                "the move that makes the game last longest"
            } else {
                "to keep the game going"
            },
            m = k + 1
        ),
        (OneHeap::Fibonacci, true) => {
            let terms: Vec<String> = zeckendorf(heap).iter().map(u64::to_string).collect();
            format!(
                "{heap_stones}, at most {allowed} may be taken. {heap} = {}; the smallest term {take} is within reach: \
                 Player {me} takes it. Player {other} may then take at most {}, less than the smallest term of {}, \
                 so the position is lost for Player {other}.",
                terms.join(" + "),
                2 * take,
                heap - take,
                heap_stones = stones(heap)
            )
        }
        (OneHeap::Fibonacci, false) => {
            let terms: Vec<String> = zeckendorf(heap).iter().map(u64::to_string).collect();
            let smallest = zeckendorf(heap).last().copied().unwrap_or(0);
            format!(
                "{heap_stones}, at most {allowed} may be taken. {heap} = {}: the smallest term {smallest} is more than \
                 {allowed}, a P-position. Player {me} cannot win and takes {take}{}.",
                terms.join(" + "),
                if exact { ", the move that makes the game last longest" } else { "" },
                heap_stones = stones(heap)
            )
        }
    };
    html! {
        <>
            <p class="to-move">
                { format!("Player {me} to move. ") }
                <span class={classes!("verdict", if ply.by_winner { "n" } else { "p" })}>
                    { if ply.by_winner { "N-position: the player to move wins." } else { "P-position: the player to move loses." } }
                </span>
            </p>
            <p class="derivation">{ text }</p>
        </>
    }
}

/// `n` stones, as said: "1 stone", "5 stones".
fn stones(n: u64) -> String {
    if n == 1 { "1 stone".into() } else { format!("{n} stones") }
}

/// How many stones a move may take: "1 stone" or "1 to 5 stones".
fn take_range(allowed: u64) -> String {
    if allowed == 1 { "1 stone".into() } else { format!("1 to {allowed} stones") }
}

/// The end of a sample play: `plies` moves, leaving `heap` stones (only Fibonacci Nim's first
/// player can be left without a move and stones on the heap: N = 1).
fn end_text(plies: usize, truncated: bool, heap: u64) -> Html {
    let text = if truncated {
        format!("The sample stops after {plies} moves; the game goes on.")
    } else if plies == 0 && heap > 0 {
        format!(
            "{}, but the first move may not take them all: Player 1 has no move and loses.",
            stones(heap)
        )
    } else if plies == 0 {
        "No stones: the player to move has lost already.".to_string()
    } else {
        format!("No stones left: Player {} took the last stone and wins.", player(plies - 1))
    };
    html! { <p class="game-end">{ text }</p> }
}

fn play_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let position = state.game_position();
    let over = state.game_over();
    let humans_turn = state.game.humans_turn();
    let status = if over {
        if state.game.moves.is_empty() && position.heap > 0 {
            let loser = if humans_turn { "you lose" } else { "you win" };
            format!(
                "No move: the first move may not take all of {}, so the first player loses: {loser}.",
                stones(position.heap)
            )
        } else if state.game.moves.is_empty() {
            "There is nothing to play.".to_string()
        } else if state.game.last_by_human() {
            "Game over: you took the last stone and win!".to_string()
        } else {
            "Game over: the computer took the last stone and wins.".to_string()
        }
    } else if humans_turn {
        format!(
            "Your move: take {} (click a stone, or type a number).",
            take_range(position.allowed())
        )
    } else {
        "The computer is thinking…".to_string()
    };
    let on_take = (humans_turn && !over)
        .then(|| actions(dispatcher).reform(|(_, take)| Action::HumanTake(take)));
    let last = state.game.moves.last().map(|&take| (0usize, take));
    let on_submit = actions(dispatcher).reform(|event: SubmitEvent| {
        event.prevent_default();
        Action::SubmitTake
    });
    html! {
        <div class="play">
            <div class="play-controls">
                <button type="button" class="new-game" onclick={actions(dispatcher).reform(|_: MouseEvent| Action::NewGame(true))}>{ "New game: you first" }</button>
                <button type="button" class="new-game-computer" onclick={actions(dispatcher).reform(|_: MouseEvent| Action::NewGame(false))}>{ "New game: computer first" }</button>
                <button type="button" class="undo" disabled={!state.game.can_undo()} onclick={actions(dispatcher).reform(|_: MouseEvent| Action::Undo)}>{ "Undo" }</button>
            </div>
            <p class="status" role="status">{ status }</p>
            <Piles piles={vec![position.heap]} label={Callback::from(|_| "heap".to_string())} row=true taken={last} {on_take} />
            if humans_turn && !over {
                <form class="take-form" onsubmit={on_submit} novalidate=true>
                    <label>{ "Take " }
                        <input class="take-count" value={state.take_text.clone()} inputmode="numeric" size="6" aria-label="How many"
                            oninput={actions(dispatcher).reform(|e: InputEvent| Action::EditTake(e.target_unchecked_into::<web_sys::HtmlInputElement>().value()))} />
                    </label>
                    <button type="submit">{ "Take" }</button>
                    <span class="field-error" role="alert">{ state.take_error.clone().unwrap_or_default() }</span>
                </form>
            }
        </div>
    }
}

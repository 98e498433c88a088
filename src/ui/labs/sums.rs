//! Lab "sums": a sum of games built from subtraction-game heaps, Nim heaps, octal-game heaps,
//! kings on a damaged board and Treblecross boards, each with its number of copies x(i). Each
//! component's Grundy value with its reason and a link to the lab that explains it; the xor in
//! binary; the paper's parity reduction; the winner and a winning move found in one component;
//! and the sum played against the computer.

use std::rc::Rc;

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::api::fields::{FieldError, Fields, parse_choice};
use crate::api::sums::{
    MAX_COMPONENTS, SumsRequest, component_from_fields, component_text, explaining_lab,
    kind_by_name, parse_copies, parse_sum_move, part_text, sum_move_text,
};
use crate::solve::play::{Game, perfect_move};
use crate::solve::stepwise::Stepwise;
use crate::solve::sums::{
    Analysis, Component, Instance, Kind, Part, SumGame, SumMove, Tables, analyse,
};
use crate::ui::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::lab_kit::{LinkParams, Notices, TextField, actions, lab_footer, mode_tabs};
use crate::ui::match_record::{MatchRecord, read_moves, use_computer_reply};
use crate::ui::route::{Route, View};
use crate::ui::task::{Shared, Sliced, use_sliced};
use crate::ui::widgets::binary_table::{BinaryTable, Row as BinaryRow};

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "sums",
    title: "Sums of games",
    summary: "Subtraction, Nim and octal heaps, kings and Treblecross boards side by side: each \
              component's Grundy value, their xor, the winner and a winning move in one \
              component; x(i) copies counted by their parity; play the computer.",
    topic: Topic::SpragueGrundy,
    console: r#"cgt.solve({game: "sums", components: ["sub:1.3.4:10", "nim:7x3"]})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <SumsLab ..props /> }
}

/// The URL parameters of the view, besides the sum `c`.
const VIEW_PARAMS: &[&str] = &["mode", "first", "moves"];
/// Tables costing at most this much work are computed at once; more in time slices.
const SYNC_WORK: u64 = 300_000;
/// Positions searched at most for the computer's longest-lasting move when it must lose.
const SEARCH_BUDGET: usize = 20_000;
/// A copy with at most this many moves gets one button per move; with more, a menu.
const MOVE_BUTTONS: usize = 12;
/// A copy with more moves than this gets no menu: its moves are typed.
const MOVE_MENU: usize = 400;

/// Example sums: label, sum.
const PRESETS: &[(&str, &str)] = &[
    (
        "One of each kind",
        "sub:1.3.4:10,nim:7,octal:0.07:12,kings:..x/...:1-1/1-2,treblecross:X......",
    ),
    ("Lecture: N independent games = N-pile Nim", "nim:5,nim:3,nim:8"),
    ("Lecture: take 1 to 3 from heaps of 5 and 6, and Nim", "sub:1-3:5,sub:1-3:6,nim:3"),
    ("Tutorials: take 1, 2 or 5 beside take 1, 2 or 3", "sub:1.2.5:7,sub:1-3:6"),
    (
        "Tutorial: kings on a damaged board, and a Nim heap",
        "kings:....x.../..x...../......../.x...x../....x.../........:2-6/4-2/5-7,nim:2",
    ),
    (
        "Paper: Treblecross boards with x(i) copies",
        "treblecross:X.....x1000000000000000000,treblecross:.......x3",
    ),
    (
        "Huge x(i): only the parity counts",
        "octal:0.77:20x1000000000000000000,nim:6x999999999999999999,sub:1.3.4:9x2",
    ),
    ("Kayles, Dawson's Kayles and Dawson's chess", "octal:0.77:9,octal:0.07:10,octal:0.137:11"),
];

/// What the lab shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mode {
    /// The values, the xor, the winner and a winning move.
    Analyse,
    /// The student against the computer.
    Play,
}

const MODES: &[(&str, Mode)] = &[("analyse", Mode::Analyse), ("play", Mode::Play)];

/// One row of the form: a component's kind, its parameters' texts, its copies, and what is
/// wrong with them.
#[derive(Clone, Debug, PartialEq)]
struct Row {
    kind: Kind,
    first: String,
    second: String,
    copies: String,
    error: Option<FieldError>,
}

impl Row {
    fn showing(part: &Part) -> Row {
        let text = component_text(&part.component);
        let mut fields = text.split(':').skip(1);
        Row {
            kind: part.component.kind(),
            first: fields.next().unwrap_or_default().to_string(),
            second: fields.next().unwrap_or_default().to_string(),
            copies: part.count.to_string(),
            error: None,
        }
    }

    fn new(kind: Kind) -> Row {
        let (first, second) = default_fields(kind);
        Row { kind, first: first.into(), second: second.into(), copies: "1".into(), error: None }
    }

    fn parse(&self) -> Result<Part, FieldError> {
        let component = component_from_fields(self.kind, &[&self.first, &self.second])?;
        Ok(Part { component, count: parse_copies(&self.copies)? })
    }
}

/// A new component's parameters.
fn default_fields(kind: Kind) -> (&'static str, &'static str) {
    match kind {
        Kind::Subtraction => ("1.3.4", "10"),
        Kind::Nim => ("7", ""),
        Kind::Octal => ("0.07", "12"),
        Kind::Kings => ("..x/...", "1-1/1-2"),
        Kind::Treblecross => ("X......", ""),
    }
}

/// The parameters' labels, placeholders and help, by kind (the second is absent for kinds
/// with one parameter).
fn field_labels(kind: Kind) -> [(&'static str, &'static str, &'static str); 2] {
    match kind {
        Kind::Subtraction => [
            ("Moves S", "1.3.4", "dots between moves, 1-3 for a run"),
            ("Heap n", "10", "0 to 1 000 000"),
        ],
        Kind::Nim => [("Heap", "7", "0 to 10^18"), ("", "", "")],
        Kind::Octal => [
            ("Octal code", "0.07", "e.g. 0.77 (Kayles), 0.07, 0.137"),
            ("Heap", "12", "0 to 2 000; several joined by +"),
        ],
        Kind::Kings => [
            ("Board", "..x/...", "rows joined by /: . free, x damaged; up to 16 × 16"),
            ("Kings", "1-1/1-2", "row-column cells joined by /; up to 40"),
        ],
        Kind::Treblecross => {
            [("Board", "X......", "X marked, . unmarked; 3 to 1 000 cells"), ("", "", "")]
        }
    }
}

/// The whole state.
#[derive(Clone, Debug)]
struct State {
    request: SumsRequest,
    /// The sum shown before the one being computed, for Cancel.
    previous: Option<SumsRequest>,
    /// The tables of `request`, once computed.
    solved: Option<Rc<SumGame>>,
    mode: Mode,
    game: MatchRecord<SumMove>,
    /// Moves from the URL, read once the tables are known.
    link_moves: Option<String>,
    rows: Vec<Row>,
    /// The kind the "Add" button adds.
    adding: Kind,
    form_error: Option<String>,
    /// The text of the typed move, and what is wrong with it.
    typed: String,
    typed_error: Option<String>,
    notices: Vec<String>,
}

enum Action {
    SetMode(Mode),
    Solved(SumsRequest, Rc<Tables>),
    Cancel,
    EditKind(usize, Kind),
    EditFirst(usize, String),
    EditSecond(usize, String),
    EditCopies(usize, String),
    Remove(usize),
    SetAdding(Kind),
    Add,
    Submit,
    Preset(usize),
    Play(SumMove),
    EditTyped(String),
    PlayTyped,
    ComputerMove,
    Undo,
    NewGame(bool),
    DismissNotices,
}

impl State {
    /// Shows `request`: its tables are computed anew, and any game starts over.
    fn open(mut self, request: SumsRequest) -> State {
        if request != self.request {
            self.previous = Some(std::mem::replace(&mut self.request, request));
            self.solved = None;
        }
        self.rows = self.request.parts.iter().map(Row::showing).collect();
        self.form_error = None;
        self.game = MatchRecord::new(self.game.human_first);
        self.link_moves = None;
        self
    }

    fn position(&self, game: &SumGame) -> Vec<crate::solve::sums::PartPosition> {
        self.game.position(game, &game.start())
    }

    fn computer_to_move(&self) -> bool {
        self.mode == Mode::Play
            && !self.game.humans_turn()
            && self.solved.as_ref().is_some_and(|game| !game.is_over(&self.position(game)))
    }

    /// Plays the student's move if it is legal and their turn.
    fn play(mut self, mv: SumMove) -> State {
        let Some(game) = self.solved.clone() else { return self };
        let position = self.position(&game);
        if self.game.humans_turn() && game.is_legal(&position, &mv) {
            self.game.moves.push(mv);
            self.typed_error = None;
        }
        self
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let request = match params.get("c") {
            None => SumsRequest::default(),
            Some(text) => match SumsRequest::parse("c", text) {
                Ok(request) => request,
                Err(errors) => {
                    for error in errors {
                        link.notice(format!(
                            "The link's {error}. Showing the default sum instead."
                        ));
                    }
                    SumsRequest::default()
                }
            },
        };
        let mode =
            link.read("mode", |text| parse_choice("mode", text, MODES)).unwrap_or(Mode::Analyse);
        let human_first = link
            .read("first", |text| {
                parse_choice("first", text, &[("you", true), ("computer", false)])
            })
            .unwrap_or(true);
        let known: Vec<&str> = ["c"].iter().chain(VIEW_PARAMS).copied().collect();
        let link_moves = params.get("moves").map(str::to_string);
        State {
            rows: request.parts.iter().map(Row::showing).collect(),
            request,
            previous: None,
            solved: None,
            mode,
            game: MatchRecord::new(human_first),
            link_moves,
            adding: Kind::Nim,
            form_error: None,
            typed: String::new(),
            typed_error: None,
            notices: link.finish(&known),
        }
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        params.set("c", self.request.text());
        params.set("mode", if self.mode == Mode::Play { "play" } else { "analyse" });
        if self.mode == Mode::Play {
            params.set("first", if self.game.human_first { "you" } else { "computer" });
            // Moves from the link stay as they came until the tables are known.
            let moves = match &self.link_moves {
                Some(text) => text.clone(),
                None => self.game.moves.iter().map(sum_move_text).collect::<Vec<_>>().join(","),
            };
            if !moves.is_empty() {
                params.set("moves", moves);
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
            Action::Solved(request, tables) => {
                if request == self.request && self.solved.is_none() {
                    let game = Rc::new(SumGame::new(request.parts.clone(), tables));
                    next.previous = None;
                    if let Some(text) = next.link_moves.take() {
                        match read_moves(&*game, &game.start(), &text, ',', parse_sum_move) {
                            Ok(moves) => next.game.moves = moves,
                            Err(message) => next.notices.push(format!(
                                "The link's moves: {message}. Starting a new game instead."
                            )),
                        }
                    }
                    next.solved = Some(game);
                }
            }
            Action::Cancel => {
                if let Some(previous) = self.previous.clone() {
                    next = next.open(previous);
                    next.previous = None;
                }
            }
            Action::EditKind(index, kind) => {
                if let Some(row) = next.rows.get_mut(index).filter(|row| row.kind != kind) {
                    *row = Row { copies: row.copies.clone(), ..Row::new(kind) };
                }
            }
            Action::EditFirst(index, text) => {
                if let Some(row) = next.rows.get_mut(index) {
                    row.first = text;
                    row.error = row.parse().err();
                }
            }
            Action::EditSecond(index, text) => {
                if let Some(row) = next.rows.get_mut(index) {
                    row.second = text;
                    row.error = row.parse().err();
                }
            }
            Action::EditCopies(index, text) => {
                if let Some(row) = next.rows.get_mut(index) {
                    row.copies = text;
                    row.error = row.parse().err();
                }
            }
            Action::Remove(index) => {
                if index < next.rows.len() {
                    next.rows.remove(index);
                }
            }
            Action::SetAdding(kind) => next.adding = kind,
            Action::Add => {
                if next.rows.len() < MAX_COMPONENTS {
                    next.rows.push(Row::new(self.adding));
                }
            }
            Action::Submit => {
                let mut parts = Vec::new();
                for row in &mut next.rows {
                    row.error = row.parse().err();
                    parts.extend(row.parse().ok());
                }
                let text: Vec<String> = parts.iter().map(part_text).collect();
                if next.rows.iter().any(|row| row.error.is_some()) {
                    next.form_error = Some("Fix the components marked below.".into());
                } else {
                    match SumsRequest::parse("components", &text.join(",")) {
                        Ok(request) => {
                            next.notices.clear();
                            next = next.open(request);
                        }
                        Err(errors) => {
                            next.form_error = Some(
                                errors
                                    .iter()
                                    .map(|e| e.message.clone())
                                    .collect::<Vec<_>>()
                                    .join("; "),
                            )
                        }
                    }
                }
            }
            Action::Preset(index) => {
                if let Some(request) =
                    PRESETS.get(index).and_then(|(_, text)| SumsRequest::parse("c", text).ok())
                {
                    next.notices.clear();
                    next = next.open(request);
                }
            }
            Action::Play(mv) => next = next.play(mv),
            Action::EditTyped(text) => {
                next.typed = text;
                next.typed_error = None;
            }
            Action::PlayTyped => {
                let before = next.game.moves.len();
                match parse_sum_move(&self.typed) {
                    Some(mv) => next = next.play(mv),
                    None => {
                        next.typed_error = Some(
                            "write component.copy.move, e.g. 2.n.t5 (n: a copy not moved in yet)"
                                .into(),
                        )
                    }
                }
                if next.typed_error.is_none() && next.game.moves.len() == before {
                    next.typed_error = Some(format!("'{}' is not a legal move now", self.typed));
                }
                if next.game.moves.len() > before {
                    next.typed.clear();
                }
            }
            Action::ComputerMove => {
                if let Some(game) = self.solved.clone().filter(|_| self.computer_to_move())
                    && let Some((mv, _)) =
                        perfect_move(&*game, &self.position(&game), SEARCH_BUDGET)
                {
                    next.game.moves.push(mv);
                }
            }
            Action::Undo => next.game.undo(),
            Action::NewGame(human_first) => next.game = MatchRecord::new(human_first),
            Action::DismissNotices => next.notices.clear(),
        }
        Rc::new(next)
    }
}

fn start_tables(request: &SumsRequest) -> Box<dyn Stepwise<Output = Tables>> {
    Box::new(request.job())
}

/// The lab component.
#[component]
pub fn SumsLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let work = state.request.job().work();
    let tables = use_sliced(state.request.clone(), work, SYNC_WORK, start_tables);
    let ready = match &tables {
        Sliced::Ready(tables) => Some(Shared(tables.clone())),
        Sliced::Pending(_) => None,
    };
    {
        let dispatcher = state.dispatcher();
        let request = state.request.clone();
        use_effect_with(ready, move |ready| {
            if let Some(Shared(tables)) = ready {
                dispatcher.dispatch(Action::Solved(request, tables.clone()));
            }
        });
    }
    use_computer_reply(
        state.computer_to_move().then_some(state.game.moves.len()),
        actions(&state.dispatcher()).reform(|()| Action::ComputerMove),
    );
    let dispatcher = state.dispatcher();
    let embed = props.view == View::Embed;
    let body = match (&state.solved, &tables) {
        (Some(game), _) => match state.mode {
            Mode::Analyse => analyse_view(&state.request, game, embed),
            Mode::Play => play_view(&state, game, &dispatcher),
        },
        (None, Sliced::Pending(progress)) => {
            pending_view(*progress, state.previous.is_some(), &dispatcher)
        }
        (None, Sliced::Ready(_)) => {
            html! { <p class="computing" role="status">{ "Computing…" }</p> }
        }
    };
    html! {
        <section class={classes!("sums-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ "Sums of games" }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "Several games side by side: a move is a move in any one of them, and the player who \
                       cannot move loses. The Sprague-Grundy theorem (the lecture's): the sum's value is \
                       the xor (nim-sum) of the components' values, SG(P₁, …, P_N) = SG(P₁) ⊕ … ⊕ SG(P_N), \
                       so N independent games play like N-pile Nim. Each component is valued by its own \
                       solver, and the winning move is found in one component." }
                </p>
                { form_view(&state, &dispatcher) }
            }
            <Notices notices={state.notices.clone()} on_dismiss={actions(&dispatcher).reform(|()| Action::DismissNotices)} />
            { mode_tabs(state.mode, &[(Mode::Analyse, "Values and the winning move"), (Mode::Play, "Play the computer")],
                        actions(&dispatcher).reform(Action::SetMode)) }
            { body }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}

fn pending_view(progress: f64, can_cancel: bool, dispatcher: &UseReducerDispatcher<State>) -> Html {
    // Whole numbers only: formatting floats would add kilobytes to the app.
    let permille = (progress * 1000.0) as u32;
    html! {
        <div class="computing" role="status">
            <span>{ "Filling the components' tables…" }</span>
            <progress max="1000" value={permille.to_string()} aria-label="Progress"></progress>
            <span class="percent">{ format!("{}%", permille / 10) }</span>
            if can_cancel {
                <button type="button" class="cancel" onclick={actions(dispatcher).reform(|_: MouseEvent| Action::Cancel)}>{ "Cancel" }</button>
            }
        </div>
    }
}

/// "sub {1, 3, 4}, heap 10", "octal 0.07, heap 12", … for labels.
fn component_label(component: &Component) -> String {
    match component {
        Component::Subtraction { moves, heap } => {
            let moves: Vec<String> = moves.moves().iter().map(u32::to_string).collect();
            format!("S = {{{}}}, heap {heap}", moves.join(", "))
        }
        Component::Nim { heap } => format!("Nim heap {heap}"),
        Component::Octal { code, heaps } => {
            let name = code.name().map(|name| format!(" ({name})")).unwrap_or_default();
            let heaps: Vec<String> = heaps.iter().map(u32::to_string).collect();
            match heaps.len() {
                0 => format!("{code}{name}, no heap left"),
                1 => format!("{code}{name}, heap {}", heaps[0]),
                _ => format!("{code}{name}, heaps {}", heaps.join(" + ")),
            }
        }
        Component::Kings { board, kings } => format!(
            "{} × {} board, {} king{}",
            board.rows(),
            board.cols(),
            kings.len(),
            if kings.len() == 1 { "" } else { "s" }
        ),
        Component::Treblecross { board } => format!("Treblecross {}", board.text()),
    }
}

fn lab_link(component: &Component, count: u64) -> Html {
    let (slug, params) = explaining_lab(component, count);
    // The labs a component links to (siblings, not the registry: no import cycle).
    let explaining = [
        &super::kings::LAB,
        &super::nim::LAB,
        &super::octal::LAB,
        &super::sg_table::LAB,
        &super::treblecross::LAB,
    ];
    let title = explaining.into_iter().find(|lab| lab.slug == slug).map_or(slug, |lab| lab.title);
    let href = Route::Lab { view: View::Page, slug: slug.into(), params }.to_hash();
    html! { <a class="lab-link" {href}>{ format!("{title} lab") }</a> }
}

fn analyse_view(request: &SumsRequest, game: &SumGame, embed: bool) -> Html {
    let tables = game.tables();
    let parts = &request.parts;
    let Analysis { values, counted, total, winning } = analyse(parts, tables);
    let rows: Vec<BinaryRow> = parts
        .iter()
        .enumerate()
        .map(|(index, part)| BinaryRow {
            label: format!(
                "{}: {}{}",
                index + 1,
                component_label(&part.component),
                if part.count == 1 { String::new() } else { format!(" ×{}", part.count) }
            ),
            value: values[index],
            counts: part.count % 2 == 1,
        })
        .collect();
    let column = (total != 0).then(|| 63 - total.leading_zeros());
    let reduction = winning.as_ref().map(|w| (w.part, w.target));
    let even: Vec<usize> = (0..parts.len()).filter(|&i| parts[i].count.is_multiple_of(2)).collect();
    let verdict = if total == 0 {
        "The total is 0: a P-position. The second player wins: whatever the first player does in one component changes \
         the total, and the second player can bring it back to 0 in some component."
            .to_string()
    } else {
        format!(
            "The total is {total} ≠ 0: an N-position. The first player (the one to move) wins by moving one \
                 component so that the total becomes 0."
        )
    };
    html! {
        <div class="sums-analysis">
            <table class="components-table" aria-label="The components and their values">
                <thead>
                    <tr><th>{ "#" }</th><th>{ "Component" }</th><th>{ "Copies x(i)" }</th><th>{ "Value of one copy, and why" }</th><th>{ "GG(i)" }</th>
                        if !embed { <th>{ "Explained in" }</th> }</tr>
                </thead>
                <tbody>
                    { for parts.iter().enumerate().map(|(index, part)| html! {
                        <tr class={classes!("component-row", part.count.is_multiple_of(2).then_some("even"))} data-kind={part.component.kind().name()}>
                            <td>{ index + 1 }</td>
                            <td class="component-name"><span class="kind">{ part.component.kind().title() }</span><br/>{ component_label(&part.component) }</td>
                            <td class="copies">{ part.count.to_string() }</td>
                            <td class="value-cell">
                                <strong class="value">{ format!("g = {}", values[index]) }</strong>
                                <span class="reason">{ part.component.reason(tables) }</span>
                            </td>
                            <td class="counted">{ counted[index].to_string() }</td>
                            if !embed { <td>{ lab_link(&part.component, part.count) }</td> }
                        </tr>
                    }) }
                </tbody>
            </table>
            <div class="period-panel reduction">
                <h2>{ "x(i) identical copies: only the parity matters" }</h2>
                <p class="reduction-rule">
                    { "The paper (section 2): with x(i) identical instances of component i, GG(i) = 0 if x(i) is even \
                       and GG(i) = G_i(S_i) if x(i) is odd; the sum's Grundy number is GG(1) ⊕ … ⊕ GG(K). Two equal \
                       values cancel (g ⊕ g = 0), so x(i) may be as large as 10^18." }
                </p>
                { for even.iter().map(|&index| html! {
                    <p class="even-note">{ format!("Component {}: x = {} is even, so its copies cancel in pairs: GG = 0 whatever its value ({}).",
                                                   index + 1, parts[index].count, values[index]) }</p>
                }) }
            </div>
            <h2>{ "The xor of the values, in binary" }</h2>
            <BinaryTable {rows} {column} {reduction} />
            <p class={classes!("verdict", if total == 0 { "p" } else { "n" })}>{ verdict }</p>
            if let Some(winning) = winning {
                { winning_view(parts, game, &winning, total) }
            }
        </div>
    }
}

fn winning_view(
    parts: &[Part],
    game: &SumGame,
    winning: &crate::solve::sums::WinningMove,
    total: u64,
) -> Html {
    let part = &parts[winning.part];
    let component = &part.component;
    let after = component.play(&winning.mv);
    let (g, target) = (winning.value, winning.target);
    let copy = if part.count == 1 {
        String::new()
    } else {
        format!(" (in one of its {} copies)", part.count)
    };
    html! {
        <div class="period-panel winning-move" data-component={(winning.part + 1).to_string()}>
            <h2>{ "A winning move" }</h2>
            <p>{ format!("The total's highest 1 is worth {}. Component {} has value g = {g}, with a 1 there, so \
                          g ⊕ total = {g} ⊕ {total} = {target} < {g}: it can move to a position of value {target} (the mex \
                          guarantees an option of every smaller value).", 1u64 << (63 - total.leading_zeros()), winning.part + 1) }</p>
            <p class="the-move"><strong>{ format!("Move in component {}{copy}: {}.", winning.part + 1, component.describe_move(&winning.mv)) }</strong></p>
            <p class="detail">{ format!("Found by the component's own solver. After the move: {}.", after.reason(game.tables())) }</p>
            <p class="verdict p">{ format!("The total becomes {total} ⊕ {g} ⊕ {target} = 0: a P-position for the opponent.") }</p>
        </div>
    }
}

fn play_view(state: &State, game: &Rc<SumGame>, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let position = state.position(game);
    let over = game.is_over(&position);
    let humans_turn = state.game.humans_turn();
    let total = game.total(&position);
    let status = if over {
        let how = if game.ended_by_three_in_a_row(&position) {
            "three in a row"
        } else {
            "no move is left"
        };
        if state.game.moves.is_empty() {
            "No component has a move: there is nothing to play.".to_string()
        } else if state.game.last_by_human() {
            format!("Game over ({how}): you made the last move. You win!")
        } else {
            format!("Game over ({how}): the computer made the last move. The computer wins.")
        }
    } else if humans_turn {
        "Your move: choose a move in any component.".to_string()
    } else {
        "The computer is thinking…".to_string()
    };
    let last = state.game.moves.last().map(|mv| {
        let who = if state.game.last_by_human() { "You" } else { "The computer" };
        format!("{who} played in component {}: {}.", mv.part + 1, describe(game, state, mv))
    });
    let can_move = humans_turn && !over;
    html! {
        <div class="play">
            <div class="play-controls">
                <button type="button" class="new-game" onclick={actions(dispatcher).reform(|_: MouseEvent| Action::NewGame(true))}>{ "New game: you first" }</button>
                <button type="button" class="new-game-computer" onclick={actions(dispatcher).reform(|_: MouseEvent| Action::NewGame(false))}>{ "New game: computer first" }</button>
                <button type="button" class="undo" disabled={!state.game.can_undo()} onclick={actions(dispatcher).reform(|_: MouseEvent| Action::Undo)}>{ "Undo" }</button>
            </div>
            <p class="status" role="status">{ status }</p>
            if let Some(last) = last { <p class="last-move">{ last }</p> }
            <p class="position-line">{ format!("The sum's value now: {total} ({})",
                if total == 0 { "a P-position for the player to move" } else { "an N-position for the player to move" }) }</p>
            <ol class="play-parts">
                { for position.iter().enumerate().map(|(part, part_position)| {
                    let start = &game.parts()[part];
                    html! {
                        <li class="play-part">
                            <p class="part-title">{ format!("Component {}: {} ({} cop{})", part + 1, component_label(&start.component),
                                                            start.count, if start.count == 1 { "y" } else { "ies" }) }</p>
                            if part_position.fresh > 0 {
                                { copy_view(game, part, Instance::Fresh, &start.component, part_position.fresh, can_move, dispatcher) }
                            }
                            { for part_position.played.iter().enumerate().map(|(index, copy)| {
                                copy_view(game, part, Instance::Played(index), copy, 1, can_move, dispatcher)
                            }) }
                        </li>
                    }
                }) }
            </ol>
            <form class="typed-move" onsubmit={actions(dispatcher).reform(|event: SubmitEvent| { event.prevent_default(); Action::PlayTyped })}>
                <TextField id="sums-typed" label="Or type a move" value={state.typed.clone()} placeholder="2.n.t5"
                    help="component.copy.move: copy n (one not moved in yet) or its number; t5 take 5, h1t2l3 heap 1: take 2 leaving 3 on the left, k1-2ul a king up-left (u, l), m4 mark cell 4"
                    error={state.typed_error.clone()} on_input={actions(dispatcher).reform(Action::EditTyped)} />
                <button type="submit" disabled={!can_move}>{ "Play" }</button>
            </form>
        </div>
    }
}

/// The move `mv` of the game in words, as seen before it was made.
fn describe(game: &SumGame, state: &State, mv: &SumMove) -> String {
    let mut record = state.game.clone();
    record.moves.pop();
    let before = record.position(game, &game.start());
    game.instance(&before, mv.part, mv.instance)
        .map(|copy| copy.describe_move(&mv.mv))
        .unwrap_or_default()
}

fn copy_view(
    game: &SumGame,
    part: usize,
    instance: Instance,
    copy: &Component,
    copies: u64,
    can_move: bool,
    dispatcher: &UseReducerDispatcher<State>,
) -> Html {
    let value = copy.value(game.tables());
    let label = match instance {
        Instance::Fresh if copies == 1 => format!("Not moved in yet: {}", component_label(copy)),
        Instance::Fresh => {
            format!("{copies} copies not moved in yet, each {}", component_label(copy))
        }
        Instance::Played(index) => format!("Copy {} now: {}", index + 1, component_label(copy)),
    };
    let counted = if matches!(instance, Instance::Fresh) && copies.is_multiple_of(2) {
        " (an even number: they count 0)"
    } else {
        ""
    };
    let (moves, complete) = copy.moves(MOVE_MENU);
    let play = |mv| SumMove { part, instance, mv };
    let picker = if !can_move || moves.is_empty() {
        html! {}
    } else if moves.len() <= MOVE_BUTTONS {
        html! {
            <div class="move-buttons">
                { for moves.iter().map(|&mv| {
                    let safe = copy.is_safe(&mv);
                    html! {
                        <button type="button" class={classes!("move", (!safe).then_some("unsafe"))} data-move={sum_move_text(&play(mv))}
                            title={(!safe).then_some("A lightly marked cell: the opponent completes three in a row")}
                            onclick={actions(dispatcher).reform(move |_: MouseEvent| Action::Play(SumMove { part, instance, mv }))}>
                            { copy.describe_move(&mv) }{ if safe { "" } else { " ⚠" } }
                        </button>
                    }
                }) }
            </div>
        }
    } else if complete {
        let texts: Vec<(String, String)> =
            moves.iter().map(|&mv| (sum_move_text(&play(mv)), copy.describe_move(&mv))).collect();
        let onchange = actions(dispatcher).reform(|event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            match parse_sum_move(&select.value()) {
                Some(mv) => Action::Play(mv),
                None => Action::EditTyped(String::new()),
            }
        });
        html! {
            <select class="move-menu" aria-label="Choose a move" {onchange}>
                <option value="" selected=true>{ format!("Choose one of {} moves…", moves.len()) }</option>
                { for texts.into_iter().map(|(value, text)| html! { <option {value}>{ text }</option> }) }
            </select>
        }
    } else {
        html! { <p class="detail">{ "Too many moves to list: type one below." }</p> }
    };
    let name = match instance {
        Instance::Fresh => format!("{}.n", part + 1),
        Instance::Played(index) => format!("{}.{}", part + 1, index + 1),
    };
    html! {
        <div class="play-copy" data-copy={name}>
            <p>{ format!("{label}: value {value}{counted}.") }</p>
            if let Component::Treblecross { board } = copy {
                <p class="board-text"><code>{ board.text() }</code></p>
            }
            if let Component::Kings { kings, .. } = copy {
                <p class="detail">{ format!("Kings on {}.", kings.iter().map(|(r, c)| format!("({r}, {c})")).collect::<Vec<_>>().join(", ")) }</p>
            }
            { picker }
        </div>
    }
}

fn form_view(state: &State, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let on_submit = actions(dispatcher).reform(|event: SubmitEvent| {
        event.prevent_default();
        Action::Submit
    });
    let preset =
        |index: usize| actions(dispatcher).reform(move |_: MouseEvent| Action::Preset(index));
    let on_adding = actions(dispatcher).reform(|event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        Action::SetAdding(kind_by_name(&select.value()).unwrap_or(Kind::Nim))
    });
    html! {
        <form class="lab-form sums-form" onsubmit={on_submit} novalidate=true>
            <ol class="component-rows">
                { for state.rows.iter().enumerate().map(|(index, row)| row_view(index, row, dispatcher)) }
            </ol>
            <div class="add-component">
                <label for="sums-add-kind">{ "Add a" }</label>
                <select id="sums-add-kind" onchange={on_adding}>
                    { for Kind::ALL.iter().map(|kind| html! {
                        <option value={kind.name()} selected={*kind == state.adding}>{ kind.title() }</option>
                    }) }
                </select>
                <button type="button" class="add" disabled={state.rows.len() >= MAX_COMPONENTS}
                    onclick={actions(dispatcher).reform(|_: MouseEvent| Action::Add)}>{ "Add" }</button>
            </div>
            <button type="submit" class="primary">{ "Show the sum" }</button>
            if let Some(error) = &state.form_error {
                <p class="field-error form-error" role="alert">{ error.clone() }</p>
            }
            <p class="encoding">{ "In the address bar: " }<code>{ format!("c={}", state.request.text()) }</code></p>
            <div class="presets">
                <span>{ "Examples:" }</span>
                { for PRESETS.iter().enumerate().map(|(index, (label, _))| html! {
                    <button type="button" class="preset" onclick={preset(index)}>{ *label }</button>
                }) }
            </div>
        </form>
    }
}

fn row_view(index: usize, row: &Row, dispatcher: &UseReducerDispatcher<State>) -> Html {
    let [first, second] = field_labels(row.kind);
    // The fields each parameter's parser names in its messages.
    let (first_names, second_names): (&[&str], &[&str]) = match row.kind {
        Kind::Subtraction => (&["moves"], &["heap"]),
        Kind::Nim => (&["heap"], &[]),
        Kind::Octal => (&["code"], &["heap"]),
        Kind::Kings => (&["board"], &["kings"]),
        Kind::Treblecross => (&["board"], &[]),
    };
    let error_of = |fields: &[&str]| {
        row.error.as_ref().filter(|e| fields.contains(&e.field.as_str())).map(|e| e.message.clone())
    };
    let on_kind = actions(dispatcher).reform(move |event: Event| {
        let select: HtmlSelectElement = event.target_unchecked_into();
        Action::EditKind(index, kind_by_name(&select.value()).unwrap_or(Kind::Nim))
    });
    let id = |suffix: &str| format!("sums-row{}-{suffix}", index + 1);
    html! {
        <li class="component-form" data-kind={row.kind.name()}>
            <div class="field">
                <label for={id("kind")}>{ format!("Component {}", index + 1) }</label>
                <select id={id("kind")} onchange={on_kind}>
                    { for Kind::ALL.iter().map(|kind| html! {
                        <option value={kind.name()} selected={*kind == row.kind}>{ kind.title() }</option>
                    }) }
                </select>
            </div>
            <TextField id={id("a")} label={first.0} value={row.first.clone()} placeholder={first.1} help={first.2}
                error={error_of(first_names)}
                on_input={actions(dispatcher).reform(move |text| Action::EditFirst(index, text))} />
            if !second.0.is_empty() {
                <TextField id={id("b")} label={second.0} value={row.second.clone()} placeholder={second.1} help={second.2}
                    error={error_of(second_names)}
                    on_input={actions(dispatcher).reform(move |text| Action::EditSecond(index, text))} />
            }
            <TextField id={id("copies")} label="Copies x(i)" value={row.copies.clone()} placeholder="1" numeric=true
                help="0 to 10^18" error={error_of(&["copies"])}
                on_input={actions(dispatcher).reform(move |text| Action::EditCopies(index, text))} />
            <button type="button" class="remove" aria-label={format!("Remove component {}", index + 1)}
                onclick={actions(dispatcher).reform(move |_: MouseEvent| Action::Remove(index))}>{ "Remove" }</button>
        </li>
    }
}

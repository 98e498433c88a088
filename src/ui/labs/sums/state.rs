//! The sums lab's state: the sum, its tables once computed, the mode, the game against the
//! computer, the form's rows; its actions, reducer and link.

use crate::api::sums::{
    MAX_COMPONENTS, Row, SumsRequest, parse_sum_move, part_text, sum_move_text,
};
use crate::solve::sums::{Kind, PartPosition, SumGame, SumMove, Tables};
use crate::ui::kit::fill::read_pair;
use crate::ui::kit::match_record::read_moves;
use crate::ui::kit::play::{first_text, read_first};
use crate::ui::kit::prelude::*;

/// Example sums: label, sum.
pub const PRESETS: &[(&str, &str)] = &[
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

impl PlayGame for SumGame {
    /// `2.n.t5`: component 2, a copy not moved in yet, take 5.
    fn move_text(&self, mv: &SumMove) -> String {
        sum_move_text(mv)
    }

    fn parse_move(&self, text: &str) -> Option<SumMove> {
        parse_sum_move(text)
    }

    fn describe(&self, before: &Vec<PartPosition>, mv: &SumMove) -> String {
        let copy = self.instance(before, mv.part, mv.instance);
        copy.map(|copy| copy.describe_move(&mv.mv)).unwrap_or_default()
    }

    fn refusal(&self, _position: &Vec<PartPosition>, mv: &SumMove) -> String {
        format!("'{}' is not a legal move now", sum_move_text(mv))
    }

    /// The one field: the typed move.
    fn entry_move(
        &self,
        _position: &Vec<PartPosition>,
        entry: &[String],
    ) -> Result<SumMove, String> {
        let typed = entry.first().map_or("", String::as_str);
        parse_sum_move(typed)
            .ok_or("write component.copy.move, e.g. 2.n.t5 (n: a copy not moved in yet)".into())
    }
}

modes!(Mode {
    /// The values, the xor, the winner and a winning move.
    Analyse: "analyse" => "Values and the winning move",
    /// The student against the computer.
    Play: "play" => "Play the computer",
});

/// The whole state.
#[derive(Clone, Debug)]
pub struct State {
    pub request: SumsRequest,
    /// The sum shown before the one being computed, for Cancel.
    pub previous: Option<SumsRequest>,
    /// The tables of `request`, once computed.
    pub solved: Option<Rc<SumGame>>,
    pub mode: Mode,
    /// The game against the computer (on no component until the tables are known).
    pub game: PlayState<SumGame>,
    /// Moves from the URL, read once the tables are known.
    pub link_moves: Option<String>,
    pub rows: Vec<Row>,
    /// The kind the "Add" button adds.
    pub adding: Kind,
    pub form_error: Option<String>,
    pub notices: Vec<String>,
}

/// What the student can do, and what the computations report.
pub enum Action {
    SetMode(Mode),
    Solved(SumsRequest, Rc<Tables>),
    Cancel,
    EditKind(usize, Kind),
    /// Row `index`'s parameter `first` or `second`, or its `copies`, edited.
    EditRow(usize, &'static str, String),
    Remove(usize),
    SetAdding(Kind),
    Add,
    Submit,
    Preset(usize),
    Play(PlayAction<SumMove>),
}

/// The game before the tables are known: no component, the student first or not.
fn unsolved(human_first: bool) -> PlayState<SumGame> {
    PlayState::new(SumGame::new(Vec::new(), Rc::default()), Vec::new(), human_first, false)
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
        self.game = unsolved(self.game.record.human_first);
        self.link_moves = None;
        self
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        // The sum is one parameter: read as a pair of it with itself.
        let read = |text: &str, _: &str| SumsRequest::parse("c", text);
        let request = read_pair(&mut link, ["c", "c"], read, Default::default, "sum");
        let mode = link.choice("mode", MODES, Mode::Analyse);
        let human_first = read_first(&mut link);
        let link_moves = link.get("moves").map(str::to_string);
        State {
            rows: request.parts.iter().map(Row::showing).collect(),
            request,
            previous: None,
            solved: None,
            mode,
            game: unsolved(human_first),
            link_moves,
            adding: Kind::Nim,
            form_error: None,
            notices: link.finish(&[]),
        }
    }

    fn link(&self) -> Fields {
        let mut params = Fields::new();
        params.set("c", self.request.text());
        params.set("mode", choice_name(MODES, &self.mode));
        if self.mode == Mode::Play {
            params.set("first", first_text(self.game.record.human_first));
            // Moves from the link stay as they came until the tables are known; moves hold dots,
            // so they are joined by commas.
            let moves = match &self.link_moves {
                Some(text) => text.clone(),
                None => {
                    self.game.record.moves.iter().map(sum_move_text).collect::<Vec<_>>().join(",")
                }
            };
            if !moves.is_empty() {
                params.set("moves", moves);
            }
        }
        params
    }
}

reducer!(State, Action, |_old, mut next, action| {
    match action {
        Action::SetMode(mode) => next.mode = mode,
        Action::Solved(request, tables) => {
            if request == next.request && next.solved.is_none() {
                let game = Rc::new(SumGame::new(request.parts.clone(), tables));
                next.previous = None;
                next.game = next.game.restarted((*game).clone(), game.start());
                if let Some(text) = next.link_moves.take() {
                    match read_moves(&*game, &game.start(), &text, ',', parse_sum_move) {
                        Ok(moves) => next.game.record.moves = moves,
                        Err(message) => next.notices.push(format!(
                            "The link's moves: {message}. Starting a new game instead."
                        )),
                    }
                }
                next.solved = Some(game);
            }
        }
        Action::Cancel => {
            let previous = next.previous.take().unwrap_or_default();
            next = next.open(previous);
            next.previous = None;
        }
        Action::EditKind(index, kind) => {
            if let Some(row) = next.rows.get_mut(index).filter(|row| row.kind != kind) {
                *row = Row { copies: row.copies.clone(), ..Row::new(kind) };
            }
        }
        Action::EditRow(index, name, text) => {
            if let Some(row) = next.rows.get_mut(index) {
                row.edit(name, text);
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
                next.rows.push(Row::new(next.adding));
            }
        }
        Action::Submit => {
            let mut parts = Vec::new();
            for row in &mut next.rows {
                row.errors = row.parse().err().unwrap_or_default();
                parts.extend(row.parse().ok());
            }
            let text: Vec<String> = parts.iter().map(part_text).collect();
            if next.rows.iter().any(|row| !row.errors.is_empty()) {
                next.form_error = Some("Fix the components marked above.".into());
            } else {
                match SumsRequest::parse("components", &text.join(",")) {
                    Ok(request) => {
                        next.notices.clear();
                        next = next.open(request);
                    }
                    Err(errors) => {
                        next.form_error = Some(
                            errors.iter().map(|e| e.message.clone()).collect::<Vec<_>>().join("; "),
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
        Action::Play(action) => {
            let played = next.game.record.moves.len();
            next.game = next.game.apply(action);
            // A typed move played is cleared from the form.
            if next.game.record.moves.len() > played {
                next.game.entry.clear();
            }
        }
    }
    next
});

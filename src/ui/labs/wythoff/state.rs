//! The wythoff lab's state: a lab of plays (the request, the queen's sample play, the game
//! against the computer, the form) with the Grundy table being filled as its own part; its
//! actions, reducer and link.

use crate::api::wythoff::WythoffRequest;
use crate::solve::mex::mex_sentence;
use crate::solve::wythoff::{Wythoff, grundy_table, is_p_position, options};
use crate::ui::kit::exercise::Answer;
use crate::ui::kit::plays::{OwnPart, Plays, PlaysLab, PlaysRequest, two_entries};
use crate::ui::kit::prelude::*;

pub const TABLE_SIZE: usize = 8;
pub const TABLE_MAX: usize = 30;
/// Example positions: a label and the request as a query.
pub const EXAMPLES: &[(&str, &str)] = &[
    ("(9, 6)", "a=9&b=6"),
    ("(7, 4): a P-position", "a=7&b=4"),
    ("(20, 13)", "a=20&b=13"),
    ("(15, 24)", "a=15&b=24"),
];

modes!(Mode {
    /// The queen's sample play on the board.
    Board: "board" => "Queen's sample play",
    /// The Grundy table, cell by cell.
    Table: "table" => "Grundy table",
    Play: "play" => "Play the computer",
});
/// The modes of the sample play and of the game: what their links read and write.
const PLAYS: [Mode; 2] = [Mode::Board, Mode::Play];

/// What a move from (a, b) to (c, d) takes: "2 from both piles".
pub fn taken((a, b): (u64, u64), (c, d): (u64, u64)) -> String {
    match (a - c, b - d) {
        (taken, 0) => format!("{taken} from the first pile"),
        (0, taken) => format!("{taken} from the second pile"),
        (taken, _) => format!("{taken} from both piles"),
    }
}

/// Losing moves offered beside the winning one in the sample play's questions.
const DISTRACTORS: usize = 3;
/// Random moves drawn at most to find them.
const DRAWS: usize = 24;

impl PlayGame for Wythoff {
    const ASKS: bool = true;

    /// "Which move wins?": the winner's move among up to three moves to N-positions, in board
    /// order (other winning moves are never offered, so exactly one option wins). The losing
    /// moves are drawn from every direction and distance by a generator seeded with the position
    /// (the same question for every student), so the winning one does not stand out as the only
    /// one of its kind; a position with few moves takes its nearest losing ones.
    fn winner_question(
        &self,
        &(a, b): &(u64, u64),
        to: &(u64, u64),
        player: usize,
    ) -> Option<Question> {
        let mut moves = vec![*to];
        // Takes a losing move not offered yet; says whether the options are complete.
        let mut offer = |next: (u64, u64)| {
            if moves.len() <= DISTRACTORS
                && !is_p_position(next.0, next.1)
                && !moves.contains(&next)
            {
                moves.push(next);
            }
            moves.len() > DISTRACTORS
        };
        // xorshift64, never seeded with 0.
        let mut seed =
            (a.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ b.wrapping_mul(0xC2B2_AE3D_27D4_EB4F)) | 1;
        let mut random = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut complete = false;
        for _ in 0..DRAWS {
            let (limit, (x, y)) = match random() % 3 {
                0 => (a, (1, 0)),
                1 => (b, (0, 1)),
                _ => (a.min(b), (1, 1)),
            };
            if limit > 0 && !complete {
                let taken = 1 + random() % limit;
                complete = offer((a - taken * x, b - taken * y));
            }
        }
        for taken in 1..=a.max(b) {
            if complete {
                break;
            }
            let nearest = [
                a.checked_sub(taken).map(|c| (c, b)),
                b.checked_sub(taken).map(|d| (a, d)),
                a.checked_sub(taken).zip(b.checked_sub(taken)),
            ];
            for next in nearest.into_iter().flatten() {
                complete = offer(next);
            }
        }
        if moves.len() < 2 {
            return None;
        }
        moves.sort_unstable();
        let correct = moves.iter().position(|mv| mv == to)?;
        let options = moves.iter().map(|&(c, d)| format!("to ({c}, {d})")).collect();
        let prompt = format!("Player {player} to move from ({a}, {b}): which move wins?");
        Some(Question { prompt, answer: Answer::Choice { options, correct } })
    }

    /// `7-4`: the piles after the move.
    fn move_text(&self, &(a, b): &(u64, u64)) -> String {
        format!("{a}-{b}")
    }

    fn parse_move(&self, text: &str) -> Option<(u64, u64)> {
        let (a, b) = text.split_once('-')?;
        Some((a.trim().parse().ok()?, b.trim().parse().ok()?))
    }

    fn describe(&self, before: &(u64, u64), to: &(u64, u64)) -> String {
        format!("take {}", taken(*before, *to))
    }

    fn refusal(&self, _position: &(u64, u64), to: &(u64, u64)) -> String {
        format!(
            "({}, {}) cannot be reached: take from one pile, or the same number from both.",
            to.0, to.1
        )
    }

    /// The form's fields: 0 the new first pile, 1 the new second pile.
    fn entry_move(&self, _position: &(u64, u64), entry: &[String]) -> Result<(u64, u64), String> {
        let parse = |index, text: &str| WythoffRequest::parse_pile(["a", "b"][index], text);
        two_entries(entry, parse, |a, b| (a, b))
    }
}

/// The Grundy table filled cell by cell: frame k fills cell k, row by row (y), left to right
/// (x), as the lecture fills tables.
#[derive(Clone, Debug, PartialEq)]
pub struct GrundyTable {
    pub size: usize,
    /// values[x][y].
    pub values: Rc<Vec<Vec<u32>>>,
}

impl GrundyTable {
    /// The table of `size` by `size` cells.
    pub fn new(size: usize) -> GrundyTable {
        GrundyTable { size, values: Rc::new(grundy_table(size, size)) }
    }

    /// The cell of frame `k`.
    pub fn cell(&self, k: u32) -> (usize, usize) {
        (k as usize % self.size, k as usize / self.size)
    }

    /// The frame of cell (x, y).
    pub fn frame(&self, (x, y): (usize, usize)) -> u32 {
        // At most TABLE_MAX^2 cells.
        (y * self.size + x) as u32
    }
}

impl Timeline for GrundyTable {
    const ASKS: bool = true;

    fn last(&self) -> u32 {
        self.frame((self.size - 1, self.size - 1))
    }

    fn label(&self, k: u32) -> String {
        let (x, y) = self.cell(k);
        format!("cell ({x}, {y})")
    }

    fn sentence(&self, k: u32) -> String {
        let (x, y) = self.cell(k);
        let option = |(i, j): (usize, usize)| (format!("G({i}, {j})"), self.values[i][j]);
        mex_sentence(&format!("G({x}, {y})"), options(x, y).map(option))
    }

    fn question(&self, k: u32) -> Option<Question> {
        let (x, y) = self.cell(k);
        let value = *self.values.get(x)?.get(y)?;
        number_question(format!("What is G({x}, {y})?"), value)
    }
}

/// The Grundy table and where its filling is (and the filled cell clicked): the lab's own part.
#[derive(Clone, Debug)]
pub struct Filling {
    pub table: Rc<GrundyTable>,
    pub playback: Playback,
}

/// What the student does to the Grundy table.
pub enum Fill {
    /// Step through the table, or explain a filled cell.
    Step(StepAction),
    /// A table of this size, filled from its first cell.
    Size(usize),
}

/// The table stays when a new position is asked for.
impl OwnPart<WythoffRequest> for Filling {
    type Action = Fill;

    fn apply(self, action: Fill) -> Filling {
        match action {
            Fill::Step(action) => Filling { playback: self.playback.apply(action), ..self },
            Fill::Size(size) => {
                let table = Rc::new(GrundyTable::new(size.clamp(1, TABLE_MAX)));
                let playback = self.playback.restart(table.last());
                Filling { table, playback }
            }
        }
    }
}

impl PlaysRequest for WythoffRequest {
    type Game = Wythoff;
    const EXAMPLES: &'static [(&'static str, &'static str)] = EXAMPLES;

    fn game(&self) -> (Wythoff, (u64, u64)) {
        (Wythoff, (self.a, self.b))
    }
}

/// The position, the queen's sample play, the game against the computer, the form, and the
/// Grundy table as the lab's own part.
pub type State = PlaysLab<WythoffRequest, Mode, Filling>;

/// What the student does: the form (`a`, `b`), the mode, the sample's steps, the game's moves,
/// and the Grundy table's steps and size as the lab's own actions.
pub type Action = PlaysAction<Mode, (u64, u64), Fill>;

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let a = link.read("a", |text| WythoffRequest::parse_pile("a", text)).unwrap_or(9);
        let b = link.read("b", |text| WythoffRequest::parse_pile("b", text)).unwrap_or(6);
        let request = WythoffRequest { a, b };
        let mode = link.choice("mode", MODES, Mode::Board);
        let shown = Shown::of(mode, PLAYS);
        let size = link.only(shown == Shown::Neither, |link| {
            link.read("size", |text| parse_in_range("size", text, 1, TABLE_MAX as u64))
        });
        let size = size.map_or(TABLE_SIZE, |size| size as usize);
        let table = Rc::new(GrundyTable::new(size));
        let (plays, playback) = Plays::read_beside(&mut link, request.game(), table.last(), shown);
        let notices = link.finish(&[]);
        State::new(request, mode, plays, Filling { table, playback }, notices)
    }

    fn link(&self) -> Fields {
        let mut params = self.fields(MODES, PLAYS);
        if self.mode == Mode::Table {
            self.own.playback.write(&mut params);
            if self.own.table.size != TABLE_SIZE {
                params.set("size", self.own.table.size.to_string());
            }
        }
        params
    }
}

reducer!(State, Action);

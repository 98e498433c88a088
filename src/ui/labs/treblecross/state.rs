//! The treblecross lab's state: the sum of board types, the mode, the boards stepped one by one,
//! the game against the computer on one board, the form; its actions, reducer and link.

use crate::api::treblecross::TreblecrossRequest;
use crate::solve::treblecross::{Board, TreblecrossGame};
use crate::ui::kit::fill::read_pair;
use crate::ui::kit::plays::mode_link;
use crate::ui::kit::prelude::*;

/// The longest board the computer plays on.
pub const MAX_PLAY_LENGTH: usize = 200;

/// Example sums: a label and the request as a query.
pub const EXAMPLES: &[(&str, &str)] = &[
    ("Two boards (the JS example)", "boards=X.....,.......&counts=1,1"),
    (
        "Three types, 10^18 copies",
        "boards=X.....,.......,X...X.......&counts=1000000000000000000,3,1",
    ),
    ("A lost sum", "boards=......,X..X..X,..X.....X..&counts=1,1,2"),
    ("One empty board of 12", "boards=12&counts=1"),
];

modes!(Mode {
    /// The boards analysed one by one, and the sum's winner.
    Analyse: "analyse" => "Analyse the sum",
    /// One board played against the computer.
    Play: "play" => "Play the computer",
});

impl PlayGame for TreblecrossGame {
    const HINT: bool = true;

    /// The cell marked, from 1.
    fn move_text(&self, cell: &usize) -> String {
        (cell + 1).to_string()
    }

    fn parse_move(&self, text: &str) -> Option<usize> {
        text.parse::<usize>().ok().and_then(|cell| cell.checked_sub(1))
    }

    fn describe(&self, _board: &Board, cell: &usize) -> String {
        format!("mark cell {}", cell + 1)
    }
}

/// The boards analysed one by one, as a timeline: frame 0 shows the boards as given, frame k
/// has analysed boards 1 to k (a table filled row by row). In exercise mode, each board's
/// Grundy number is asked before its row is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardSteps {
    /// Each board type's Grundy number (one copy), from
    /// [`SumAnalysis::grundies`](crate::solve::treblecross::SumAnalysis::grundies).
    pub grundies: Vec<u32>,
}

impl Timeline for BoardSteps {
    const ASKS: bool = true;

    fn last(&self) -> u32 {
        // At most MAX_BOARDS boards.
        self.grundies.len() as u32
    }

    fn label(&self, k: u32) -> String {
        if k == 0 { "the boards".to_string() } else { format!("board {k}") }
    }

    fn sentence(&self, k: u32) -> String {
        if k == 0 {
            "The boards as given. Step forward to analyse them one by one.".to_string()
        } else {
            let grundy = self.grundies.get(k as usize - 1).copied().unwrap_or_default();
            format!(
                "Board {k}: cells at distance 1 or 2 from a mark are lightly marked (·); the free \
                 intervals between them are games of their own, with G(L) from the paper's \
                 recurrence; the board's Grundy number is their xor, G = {grundy}."
            )
        }
    }

    /// Before board k's row: its Grundy number.
    fn question(&self, k: u32) -> Option<Question> {
        let grundy = *self.grundies.get(k.checked_sub(1)? as usize)?;
        number_question(format!("What is the Grundy number of one copy of board {k}?"), grundy)
    }
}

/// The lab's whole state.
#[derive(Clone, Debug)]
pub struct State {
    pub request: TreblecrossRequest,
    /// The sum shown before, for Cancel while a new one's values are computed.
    pub previous: Option<TreblecrossRequest>,
    pub mode: Mode,
    /// Where the analysis is: how many boards are analysed.
    pub playback: Playback,
    /// The board type played (from 0).
    pub board: usize,
    /// The game against the computer on that board (on no cell when it is too long to play).
    pub game: PlayState<TreblecrossGame>,
    /// The form: boards and counts.
    pub form: Form,
    pub notices: Vec<String>,
}

/// The lab's own actions.
#[derive(Clone, Debug, PartialEq)]
pub enum Sum {
    /// Back to the sum shown before, while a new one's values are computed.
    Cancel,
    /// Plays on another board type (a new game).
    ChooseBoard(usize),
}

/// What the student (or the computer's timer) asks for: a mode, a step of the analysis, the form
/// (`boards`, `counts`) edited, submitted or an example chosen, a move, or the lab's own.
pub type Action = PlaysAction<Mode, usize, Sum>;

/// The rules and the start of a game on `board`: no cell at all when it is too long to play.
fn game_on(board: &Board) -> (TreblecrossGame, Board) {
    if board.len() <= MAX_PLAY_LENGTH {
        (TreblecrossGame::new(board.len()), board.clone())
    } else {
        (TreblecrossGame::new(0), Board::from_cells(Vec::new()))
    }
}

impl State {
    fn with_request(mut self, request: TreblecrossRequest) -> State {
        self.playback = self.playback.restart(request.boards.len() as u32);
        self.form = Form::of(&request);
        if request != self.request {
            self.previous = Some(std::mem::replace(&mut self.request, request));
        }
        self.notices.clear();
        self.choose_board(0)
    }

    fn choose_board(mut self, board: usize) -> State {
        self.board = board.min(self.request.boards.len() - 1);
        let (game, start) = game_on(self.played_board());
        self.game = self.game.restarted(game, start);
        self
    }

    /// The board type played.
    pub fn played_board(&self) -> &Board {
        &self.request.boards[self.board]
    }

    /// Whether the computer plays on the chosen board.
    pub fn playable(&self) -> bool {
        self.played_board().len() <= MAX_PLAY_LENGTH
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let read = |_: &str, _: &str| TreblecrossRequest::from_fields(params);
        let names = ["boards", "counts"];
        let request = read_pair(&mut link, names, read, Default::default, "sum");
        let mode = link.choice("mode", MODES, Mode::Analyse);
        // At most MAX_BOARDS boards.
        let last = request.boards.len() as u32;
        let playback = link.only(mode == Mode::Analyse, |link| Playback::read_steps(link, last));
        let (board, game) = link.only(mode == Mode::Play, |link| {
            let board = link.read("board", |text| {
                parse_in_range("board", text, 1, request.boards.len() as u64)
                    .map(|b| b as usize - 1)
            });
            let board = board.unwrap_or(0);
            let (game, start) = game_on(&request.boards[board]);
            (board, PlayState::read(link, game, start))
        });
        State {
            form: Form::of(&request),
            previous: None,
            playback,
            request,
            mode,
            board,
            game,
            notices: link.finish(&[]),
        }
    }

    fn link(&self) -> Fields {
        let mut params = mode_link(&self.request, MODES, &self.mode);
        match self.mode {
            Mode::Analyse => self.playback.write(&mut params),
            Mode::Play => {
                params.set("board", (self.board + 1).to_string());
                self.game.write(&mut params);
            }
        }
        params
    }
}

reducer!(State, Action, |_old, mut next, action| {
    match action {
        Action::Step(action) => next.playback = next.playback.apply(action),
        Action::SetMode(mode) => next.mode = mode,
        Action::Form(action) => {
            if let Some(request) = next.form.apply(action, EXAMPLES) {
                next = next.with_request(request);
            }
        }
        Action::Own(Sum::Cancel) => {
            let previous = next.previous.take().unwrap_or_default();
            next = next.with_request(previous);
            next.previous = None;
        }
        Action::Own(Sum::ChooseBoard(board)) => next = next.choose_board(board),
        Action::Play(action) => next.game = next.game.apply(action),
    }
    next
});

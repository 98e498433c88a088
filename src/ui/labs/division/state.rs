//! The division lab's state: the win/lose table as a timeline, the game against the computer,
//! the form, and the link.

use crate::api::division::DivisionRequest;
use crate::solve::division::{DivisionGame, MAX_N, explain, options, win_table};
use crate::ui::kit::frame::ValueTable;
use crate::ui::kit::prelude::*;

/// The most moves of a game's start (a button each; a position later has fewer, its divisors
/// being the start's): 6,718 buttons, from 963,761,198,400, held the page for 0.1-0.6 s.
pub const MAX_PLAY_MOVES: usize = 2_000;

/// Reads the number a game starts from as the field `field`: 1 to 10^12, with at most
/// [`MAX_PLAY_MOVES`] moves.
fn parse_play_start(field: &str, text: &str) -> Result<u64, FieldError> {
    let start = DivisionRequest::parse_n(text).map_err(|e| FieldError::new(field, e.message))?;
    let moves = options(start).len();
    if moves > MAX_PLAY_MOVES {
        return Err(FieldError::new(
            field,
            format!(
                "{start} has {moves} moves, a button each; play starts from numbers with at most \
                 {MAX_PLAY_MOVES} (fewer divisors)"
            ),
        ));
    }
    Ok(start)
}

impl PlayGame for DivisionGame {
    fn move_text(&self, divide_by: &u64) -> String {
        divide_by.to_string()
    }

    fn parse_move(&self, text: &str) -> Option<u64> {
        parse_in_range("moves", text, 2, MAX_N).ok()
    }

    fn describe(&self, n: &u64, divide_by: &u64) -> String {
        format!("divide {n} by {divide_by}")
    }
}

modes!(Mode { Table: "table" => "Win/lose table", Play: "play" => "Play the computer" });

/// The win/lose table of 1..=`n` (index 0 is no game): frame k has the numbers 1..=k decided;
/// in exercise mode, whether the player to move at k wins is asked before.
fn table(n: u32) -> Rc<ValueTable<bool>> {
    let sentence = |wins: &[bool], k| {
        explain(k, wins).map_or("Nothing is decided yet.".into(), |e| e.sentence())
    };
    let question = |wins: &[bool], k| {
        let wins = *wins.get(k as usize).filter(|_| k > 0)?;
        let prompt = format!("n = {k}: does the player to move win or lose?");
        Some(choice_question(prompt, &["win", "lose"], usize::from(!wins)))
    };
    Rc::new(ValueTable::new(win_table(n, &mut ()), |k| format!("n = {k}"), sentence, question))
}

#[derive(Clone)]
pub struct State {
    pub mode: Mode,
    pub table: Rc<ValueTable<bool>>,
    pub playback: Playback,
    pub game: PlayState<DivisionGame>,
    /// The table's size, or the number a new game starts from.
    pub form: Form,
    pub notices: Vec<String>,
}

/// What the student (or the computer's timer) asks for: a step of the table, a mode, the form's
/// one field edited (its name is the mode's) or submitted, a move.
pub type Action = PlaysAction<Mode, u64>;

impl State {
    /// The form's text as the table's size or the start of a game, by the request's parsers.
    fn parse(&self, text: &str) -> Result<u64, FieldError> {
        match self.mode {
            Mode::Table => DivisionRequest::parse_table_n(text).map(u64::from),
            Mode::Play => parse_play_start("start", text),
        }
    }

    /// The form's one field, its label and its button: the table's size `n`, or the game's `start`.
    pub fn field(&self) -> (&'static str, &'static str, &'static str) {
        match self.mode {
            Mode::Table => ("n", "Numbers up to", "Fill the table"),
            Mode::Play => ("start", "Start from", "New game"),
        }
    }

    /// The state in `mode`, its form showing the table's size or the game's start.
    fn in_mode(self, mode: Mode) -> State {
        let shown = if mode == Mode::Table { self.table.last().into() } else { self.game.start };
        let mut form = Fields::new();
        form.set(if mode == Mode::Table { "n" } else { "start" }, shown.to_string());
        State { mode, form: Form::showing(form), ..self }
    }
}

impl LabState for State {
    fn from_link(params: &Fields, _view: View) -> State {
        let mut link = LinkParams::new(params);
        let table = table(link.read("n", DivisionRequest::parse_table_n).unwrap_or(30));
        let mode = link.read_choice("mode", MODES).unwrap_or(Mode::Table);
        let playback = link.only(mode == Mode::Table, |link| Playback::read(link, table.last()));
        let game = link.only(mode == Mode::Play, |link| {
            let start = link.read("start", |text| parse_play_start("start", text)).unwrap_or(12);
            PlayState::read(link, DivisionGame, start)
        });
        let notices = link.finish(&[]);
        State { mode, table, playback, game, form: Form::default(), notices }.in_mode(mode)
    }

    fn link(&self) -> Fields {
        let mut link = Fields::new();
        link.set("n", self.table.last().to_string());
        link.set("mode", choice_name(MODES, &self.mode));
        if self.mode == Mode::Table {
            self.playback.write(&mut link);
        } else {
            link.set("start", self.game.start.to_string());
            self.game.write(&mut link);
        }
        link
    }
}

reducer!(State, Action, |old, mut next, action| {
    match action {
        Action::Step(action) => next.playback = old.playback.apply(action),
        Action::SetMode(mode) => next = next.in_mode(mode),
        Action::Form(FormAction::Edit(_, text)) => {
            next.form.check(old.field().0, text, |text| old.parse(text))
        }
        Action::Form(FormAction::Submit | FormAction::Example(_)) => {
            match (old.parse(&old.form.text(old.field().0)), old.mode) {
                (Err(error), _) => next.form.set_errors(vec![error]),
                // Parsed as a table's size, so at most MAX_TABLE.
                (Ok(n), Mode::Table) => {
                    next.table = table(n as u32);
                    next.playback = old.playback.restart(n as u32);
                }
                (Ok(start), Mode::Play) => next.game = old.game.restarted(DivisionGame, start),
            }
        }
        Action::Play(action) => next.game = next.game.apply(action),
        Action::Own(never) => match never {},
    }
    next
});

//! The `Request` trait: one game's request as plain data, read from and written to [`Fields`],
//! and answered; [`super::GAMES`] lists every game through it.

use std::ops::Deref;

use super::Answer;
use super::fields::{FieldError, Fields};

/// A game's request: what `cgt.solve`, a lab's form and a lab's link all describe.
pub trait Request: Sized {
    /// The game's name in `cgt.solve` requests.
    const GAME: &'static str;
    /// The request's fields besides `game`.
    const FIELDS: &'static [&'static str];
    /// The most items a list in a valid request holds (its longest list field's limit):
    /// `cgt.solve` refuses a longer list before reading it. None by default (every request's
    /// allowance of items still holds).
    const LONGEST_LIST: u32 = u32::MAX;

    /// Reads the request from fields, reporting every bad field.
    fn from_fields(fields: &Fields) -> Result<Self, Vec<FieldError>>;

    /// Writes the request's fields, in the canonical form that [`Request::from_fields`] reads
    /// back.
    fn write_fields(&self, fields: &mut Fields);

    /// Solves the request: its answer, or why it cannot be answered (a limit the parser could
    /// not see).
    fn solve(&self) -> Result<Answer, Vec<FieldError>>;
}

/// A request with its fields written once, for a lab that writes its link at every render: the
/// writer of a typed game of 250,000 states or a tree of 10^6 nodes takes 20-40 ms.
#[derive(Clone, Debug)]
pub struct Written<R> {
    request: R,
    fields: Fields,
}

impl<R: Request> Written<R> {
    /// `request` with its fields written.
    pub fn new(request: R) -> Written<R> {
        let mut fields = Fields::new();
        request.write_fields(&mut fields);
        Written { request, fields }
    }

    /// Sets the request's fields in `fields`, as [`Request::write_fields`] does.
    pub fn write_fields(&self, fields: &mut Fields) {
        fields.set_all(&self.fields);
    }
}

impl<R: PartialEq> PartialEq for Written<R> {
    fn eq(&self, other: &Written<R>) -> bool {
        self.request == other.request
    }
}

impl<R: Eq> Eq for Written<R> {}

impl<R> Deref for Written<R> {
    type Target = R;

    fn deref(&self) -> &R {
        &self.request
    }
}

/// A game `cgt.solve` knows: its name, its fields, and how to answer it from fields.
pub struct Game {
    /// The `game` field's value.
    pub name: &'static str,
    /// The request's fields besides `game`.
    pub fields: &'static [&'static str],
    /// [`Request::LONGEST_LIST`].
    pub longest_list: u32,
    /// Reads and solves a request of this game.
    pub solve: fn(&Fields) -> Result<Answer, Vec<FieldError>>,
    /// Reads a request of this game without solving it (the fuzz tests read every input and
    /// solve only the small ones).
    pub read: fn(&Fields) -> Result<(), Vec<FieldError>>,
}

/// The list entry of the game of requests `R`.
pub const fn game<R: Request>() -> Game {
    Game {
        name: R::GAME,
        fields: R::FIELDS,
        longest_list: R::LONGEST_LIST,
        solve: read_and_solve::<R>,
        read: read::<R>,
    }
}

fn read<R: Request>(fields: &Fields) -> Result<(), Vec<FieldError>> {
    R::from_fields(fields).map(|_| ())
}

fn read_and_solve<R: Request>(fields: &Fields) -> Result<Answer, Vec<FieldError>> {
    R::from_fields(fields)?.solve()
}

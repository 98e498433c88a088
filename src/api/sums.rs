//! The sums request: `{game: "sums", components: ["sub:1.3.4:10", "nim:7", ...]}`, also the
//! sums lab's URL (`c=sub:1.3.4:10,nim:7,octal:0.07:12x3`).
//!
//! The compact encoding, one component per item, items separated by commas:
//!
//! - `sub:<moves>:<heap>`: a subtraction-game heap; moves separated by dots, a run written
//!   `1-3` (`sub:1.3.4:10`, `sub:1-3:20`);
//! - `nim:<heap>`: a Nim heap (`nim:7`);
//! - `octal:<code>:<heap>`: a heap of an octal game (`octal:0.07:12`); several heaps of one
//!   game, as play leaves them, joined by `+` or spaces (`octal:0.07:3+5`);
//! - `kings:<rows>:<kings>`: kings on a damaged board, rows separated by `/` (`.` free, `x`
//!   damaged), the kings' cells `row-col` separated by `/` (`kings:..x/...:1-2/1-1`);
//! - `treblecross:<board>`: a Treblecross board, `X` marked and `.` unmarked
//!   (`treblecross:X.....`).
//!
//! A suffix `x<count>` gives the number of identical copies x(i), 0 to 10^18 (`nim:7x3`); one
//! copy when absent.

use super::Answer;
use super::request::Request;
use serde::Serialize;

use super::fields::{FieldError, Fields, format_number_list, parse_count, parse_in_range};
use super::kings::KingsRequest;
use super::octal::OctalRequest;
use super::{Count, Winner};
use crate::solve::kings::Direction;
use crate::solve::octal::OctalCode;
use crate::solve::subtraction::{MAX_MOVE, MAX_MOVES, MoveSet, MoveSetError};
use crate::solve::sums::{
    Analysis, Component, ComponentMove, Instance, Kind, Part, SumMove, Tables, TablesJob, analyse,
};
use crate::solve::treblecross;

/// The most components a sum may have.
pub const MAX_COMPONENTS: usize = 16;
/// The most copies x(i) of one component.
pub const MAX_COUNT: u64 = 1_000_000_000_000_000_000;
/// The largest subtraction-game heap (the sg-table lab's largest table).
pub const MAX_SUB_HEAP: u64 = 1_000_000;
/// The largest Nim heap.
pub const MAX_NIM_HEAP: u64 = 1_000_000_000_000_000_000;
/// The largest octal-game heap.
pub const MAX_OCTAL_HEAP: u64 = 2_000;
/// The most heaps of one octal component (`octal:0.07:3+5`, as play leaves them).
pub const MAX_OCTAL_HEAPS: usize = 64;
/// The most rows or columns of a kings board.
pub const MAX_KINGS_SIDE: usize = 16;
/// The most kings on one board.
pub const MAX_KINGS: usize = 40;
/// The most cells of a Treblecross board.
pub const MAX_BOARD: usize = 1_000;
/// The most work (table cells times moves, octal split options) the tables of one sum may
/// cost: about two seconds in a browser.
pub const MAX_WORK: u64 = 1_000_000_000;

/// A sum of components, each with its number of copies.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SumsRequest {
    /// The parts, in order.
    pub parts: Vec<Part>,
}

/// What `cgt.solve` returns for a sums request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SumsAnswer {
    /// Each component, valued.
    pub components: Vec<ComponentAnswer>,
    /// The sum's Grundy number: the xor of the components with an odd number of copies.
    pub total: Count,
    /// Who wins with perfect play: the player to move ("first") or the other ("second").
    pub winner: Winner,
    /// A winning move when the total is not 0, else null.
    pub winning_move: Option<WinningMoveAnswer>,
}

/// One component in an answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ComponentAnswer {
    /// The component in the compact encoding, without its count.
    pub component: String,
    /// `sub`, `nim`, `octal`, `kings` or `treblecross`.
    pub kind: &'static str,
    /// x(i), its number of copies.
    pub count: Count,
    /// The Grundy value of one copy.
    pub grundy: Count,
    /// The paper's GG(i): the value for an odd count, 0 for an even one.
    pub counted: Count,
    /// Why the value is what it is, in one line.
    pub reason: String,
}

/// A winning move of the sum.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WinningMoveAnswer {
    /// The component moved in (its index in the request).
    pub component: usize,
    /// The move in the compact move notation (`t3`, `h1t2l3`, `k1-2ul`, `m4`).
    #[serde(rename = "move")]
    pub mv: String,
    /// The move in words.
    pub description: String,
    /// The copy's value before the move, g.
    pub from: Count,
    /// Its value after the move, g xor total.
    pub to: Count,
    /// The copy after the move, in the compact encoding.
    pub after: String,
}

impl Default for SumsRequest {
    /// One component of each kind.
    fn default() -> SumsRequest {
        // A fixed, valid sum.
        SumsRequest::parse(
            "c",
            "sub:1.3.4:10,nim:7,octal:0.07:12,kings:..x/...:1-2/1-1,treblecross:X......",
        )
        .expect("the default sum is valid")
    }
}

impl Request for SumsRequest {
    /// The game's name in `cgt.solve` requests.
    const GAME: &'static str = "sums";

    /// The request's fields besides `game`.
    const FIELDS: &'static [&'static str] = &["components"];
    /// The components, one per item (js_api refuses a list in their place).
    const LONGEST_LIST: u32 = MAX_COMPONENTS as u32;

    /// Reads the request from fields.
    fn from_fields(fields: &Fields) -> Result<SumsRequest, Vec<FieldError>> {
        Self::parse("components", fields.get("components").unwrap_or(""))
    }

    /// Writes the request's fields: the sum in the compact encoding.
    fn write_fields(&self, fields: &mut Fields) {
        fields.set("components", self.text());
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::Sums(self.answer()))
    }
}

impl SumsRequest {
    /// Parses a whole sum for the field `field`, with one message per bad component.
    pub fn parse(field: &str, text: &str) -> Result<SumsRequest, Vec<FieldError>> {
        // Counted before any component is kept: a text of a million commas costs no memory.
        let items = || text.split([',', '\n', ';']).map(str::trim).filter(|item| !item.is_empty());
        let count = items().count();
        if count == 0 {
            return Err(vec![FieldError::new(
                field,
                "missing; give components such as sub:1.3.4:10,nim:7,octal:0.07:12",
            )]);
        }
        if count > MAX_COMPONENTS {
            return Err(vec![FieldError::new(
                field,
                format!("{count} components; at most {MAX_COMPONENTS} are supported"),
            )]);
        }
        let mut parts = Vec::new();
        let mut errors = Vec::new();
        for (index, item) in items().enumerate() {
            match parse_part(item) {
                Ok(part) => parts.push(part),
                Err(error) => errors.push(FieldError::new(
                    field,
                    format!("component {} ('{item}'): {error}", index + 1),
                )),
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        let request = SumsRequest { parts };
        let work = request.job().work();
        if work > MAX_WORK {
            return Err(vec![FieldError::new(
                field,
                format!(
                    "the components' tables need about {work} steps; the limit is {MAX_WORK}: \
                     use smaller heaps or fewer move sets and codes"
                ),
            )]);
        }
        Ok(request)
    }

    /// The sum in the compact encoding.
    pub fn text(&self) -> String {
        self.parts.iter().map(part_text).collect::<Vec<_>>().join(",")
    }

    /// The job that fills every table the sum needs.
    pub fn job(&self) -> TablesJob {
        TablesJob::new(self.parts.iter().map(|part| &part.component))
    }

    /// Computes the answer.
    pub fn answer(&self) -> SumsAnswer {
        let tables = crate::solve::stepwise::run_to_end(Box::new(self.job()));
        self.answer_with(&tables)
    }

    /// The answer, given the tables.
    pub fn answer_with(&self, tables: &Tables) -> SumsAnswer {
        let Analysis { values, counted, total, winning } = analyse(&self.parts, tables);
        let components = self
            .parts
            .iter()
            .enumerate()
            .map(|(index, part)| ComponentAnswer {
                component: component_text(&part.component),
                kind: part.component.kind().name(),
                count: Count(part.count),
                grundy: Count(values[index]),
                counted: Count(counted[index]),
                reason: part.component.reason(tables),
            })
            .collect();
        let winning_move = winning.map(|winning| {
            let component = &self.parts[winning.part].component;
            WinningMoveAnswer {
                component: winning.part,
                mv: move_text(&winning.mv),
                description: component.describe_move(&winning.mv),
                from: Count(winning.value),
                to: Count(winning.target),
                after: component_text(&component.play(&winning.mv)),
            }
        });
        SumsAnswer {
            components,
            total: Count(total),
            winner: Winner::from_mover_wins(total != 0),
            winning_move,
        }
    }
}

/// Parses one part: a component in the compact encoding with an optional `x<count>`.
pub fn parse_part(text: &str) -> Result<Part, FieldError> {
    let text = text.trim();
    let kinds = "sub, nim, octal, kings or treblecross";
    let Some((kind_name, rest)) = text.split_once(':') else {
        return Err(match kind_by_name(text) {
            Some(kind) => {
                FieldError::new("kind", format!("give its parameters, e.g. {}", example(kind)))
            }
            None => FieldError::new(
                "kind",
                format!(
                    "'{text}' is not a component; write kind:parameters with kind {kinds}, e.g. nim:7"
                ),
            ),
        });
    };
    let kind = kind_by_name(kind_name).ok_or_else(|| {
        FieldError::new("kind", format!("unknown kind '{kind_name}'; use {kinds}"))
    })?;
    let mut fields: Vec<&str> = rest.split(':').collect();
    let expected = match kind {
        Kind::Nim | Kind::Treblecross => 1,
        Kind::Subtraction | Kind::Octal | Kind::Kings => 2,
    };
    if fields.len() != expected {
        return Err(FieldError::new(
            "kind",
            format!(
                "{kind_name} takes {expected} parameter{} separated by ':', e.g. {}",
                if expected == 1 { "" } else { "s" },
                example(kind)
            ),
        ));
    }
    let last = fields.len() - 1;
    let (field, count) = split_count(kind, fields[last])?;
    fields[last] = field;
    // A request's component is named by its first error (there is one in every `Err`).
    let component = component_from_fields(kind, &fields).map_err(|errors| {
        errors.into_iter().next().unwrap_or_else(|| FieldError::new("kind", "unreadable"))
    })?;
    Ok(Part { component, count })
}

/// An example of each kind.
fn example(kind: Kind) -> &'static str {
    match kind {
        Kind::Subtraction => "sub:1.3.4:10",
        Kind::Nim => "nim:7",
        Kind::Octal => "octal:0.07:12",
        Kind::Kings => "kings:..x/...:1-2/1-1",
        Kind::Treblecross => "treblecross:X.....",
    }
}

/// The kind named `name`.
pub fn kind_by_name(name: &str) -> Option<Kind> {
    let name = name.trim().to_ascii_lowercase();
    Kind::ALL.into_iter().find(|kind| kind.name() == name)
}

/// Splits the count suffix `x<count>` off the last parameter. A Treblecross board holds `X` for
/// a mark and numbers for runs (`X20`), so there only a lowercase `x` followed by digits alone
/// is a count; elsewhere a lone `x` is left for the parameter's parser to refuse.
fn split_count(kind: Kind, field: &str) -> Result<(&str, u64), FieldError> {
    let at = match kind {
        Kind::Treblecross => field.rfind('x').filter(|&at| {
            let digits = &field[at + 1..];
            !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())
        }),
        _ => field.rfind(['x', 'X']).filter(|&at| field.len() > 1 || at > 0),
    };
    match at {
        None => Ok((field, 1)),
        Some(at) => Ok((&field[..at], parse_copies(&field[at + 1..])?)),
    }
}

/// Parses a number of copies x(i): 0 to 10^18.
pub fn parse_copies(text: &str) -> Result<u64, FieldError> {
    parse_count("copies", text, MAX_COUNT)
}

/// A component from its parameters' texts (as many as its kind takes), each read by the parser
/// of the lab that explains it; or each parameter's error.
pub fn component_from_fields(kind: Kind, fields: &[&str]) -> Result<Component, Vec<FieldError>> {
    let field = |index: usize| fields.get(index).copied().unwrap_or("");
    let alone = |error: FieldError| vec![error];
    match kind {
        Kind::Subtraction => {
            // At most MAX_SUB_HEAP, a u32.
            let heap = parse_in_range("heap", field(1), 0, MAX_SUB_HEAP).map(|heap| heap as u32);
            let (moves, heap) = both(parse_moves(field(0)), heap)?;
            Ok(Component::Subtraction { moves, heap })
        }
        Kind::Nim => Ok(Component::Nim {
            heap: parse_in_range("heap", field(0), 0, MAX_NIM_HEAP).map_err(alone)?,
        }),
        Kind::Octal => {
            let (code, heaps) = both(OctalRequest::parse_code(field(0)), octal_heaps(field(1)))?;
            Ok(Component::Octal { code, heaps })
        }
        Kind::Kings => {
            let board = KingsRequest::parse_board(field(0), MAX_KINGS_SIDE);
            let cells = field(1).replace('/', ",");
            let (board, mut kings) =
                both(board, KingsRequest::parse_king_cells(&cells, MAX_KINGS))?;
            KingsRequest::check_kings(&board, &kings).map_err(alone)?;
            kings.sort_unstable();
            Ok(Component::Kings { board, kings })
        }
        Kind::Treblecross => {
            let text = field(0).trim();
            let len = text.chars().count();
            if len > MAX_BOARD {
                return Err(alone(FieldError::new(
                    "board",
                    format!("{len} cells; at most {MAX_BOARD} are supported here"),
                )));
            }
            let board = treblecross::Board::parse(text)
                .map_err(|error| alone(FieldError::new("board", error.to_string())))?;
            Ok(Component::Treblecross { board })
        }
    }
}

/// Both values, or the errors of either or both: each field of a component says what is wrong
/// with it at once.
fn both<A, B>(
    first: Result<A, FieldError>,
    second: Result<B, FieldError>,
) -> Result<(A, B), Vec<FieldError>> {
    match (first, second) {
        (Ok(first), Ok(second)) => Ok((first, second)),
        (first, second) => Err(first.err().into_iter().chain(second.err()).collect()),
    }
}

/// An octal component's heaps: joined by + or spaces (spaces around them are no heap), at most
/// [`MAX_OCTAL_HEAPS`], each at most [`MAX_OCTAL_HEAP`].
fn octal_heaps(text: &str) -> Result<Vec<u32>, FieldError> {
    let mut texts: Vec<&str> =
        text.split(['+', ' ']).map(str::trim).filter(|text| !text.is_empty()).collect();
    if texts.is_empty() {
        // Read as one missing heap, for its message.
        texts.push("");
    }
    if texts.len() > MAX_OCTAL_HEAPS {
        return Err(FieldError::new(
            "heap",
            format!("{} heaps; at most {MAX_OCTAL_HEAPS} are supported", texts.len()),
        ));
    }
    // Each is at most MAX_OCTAL_HEAP, a u32.
    texts
        .iter()
        .map(|text| parse_in_range("heap", text, 0, MAX_OCTAL_HEAP).map(|h| h as u32))
        .collect()
}

/// Parses a move set: moves separated by dots, commas or spaces, a run written `1-3`.
pub fn parse_moves(text: &str) -> Result<MoveSet, FieldError> {
    let error = |message: String| FieldError::new("moves", message);
    if text.contains("..") {
        return Err(error(
            "write a run of moves with a hyphen, e.g. 1-3 (dots separate single moves)".into(),
        ));
    }
    let mut moves: Vec<u32> = Vec::new();
    for item in text.split(['.', ',', ' ', '/']).map(str::trim).filter(|item| !item.is_empty()) {
        let (low, high) = match item.split_once('-') {
            Some((low, high)) if !low.trim().is_empty() && !high.trim().is_empty() => (low, high),
            Some(_) => {
                return Err(error(format!(
                    "'{item}' is not a move or a run of moves; moves are whole numbers from 1 \
                     to {MAX_MOVE}, a run is written like 1-3"
                )));
            }
            None => (item, item),
        };
        // Each is at most MAX_MOVE, a u32.
        // A move takes at least one stone.
        let low = parse_in_range("moves", low, 1, u64::from(MAX_MOVE))? as u32;
        let high = parse_in_range("moves", high, 1, u64::from(MAX_MOVE))? as u32;
        if low > high {
            return Err(error(format!("the run {item} is empty ({low} > {high})")));
        }
        if moves.len() + (high - low) as usize >= MAX_MOVES {
            return Err(error(
                MoveSetError::TooMany(moves.len() + (high - low + 1) as usize).to_string(),
            ));
        }
        moves.extend(low..=high);
    }
    if moves.is_empty() {
        return Err(error("missing; give the moves separated by dots, e.g. 1.3.4".into()));
    }
    MoveSet::try_new(moves).map_err(|e| error(e.to_string()))
}

/// A move set in the compact encoding: `1.3.4`, `1-3`.
pub fn moves_text(moves: &MoveSet) -> String {
    format_number_list(moves.moves()).replace("..", "-").replace(',', ".")
}

/// A component in the compact encoding.
pub fn component_text(component: &Component) -> String {
    match component {
        Component::Subtraction { moves, heap } => format!("sub:{}:{heap}", moves_text(moves)),
        Component::Nim { heap } => format!("nim:{heap}"),
        Component::Octal { code, heaps } => {
            let heaps: Vec<String> = heaps.iter().map(u32::to_string).collect();
            format!("octal:{code}:{}", heaps.join("+"))
        }
        Component::Kings { board, kings } => {
            let cells: Vec<String> = kings.iter().map(|(r, c)| format!("{r}-{c}")).collect();
            format!("kings:{}:{}", board.row_texts().join("/").replace('#', "x"), cells.join("/"))
        }
        Component::Treblecross { board } => format!("treblecross:{}", board.text()),
    }
}

/// A part in the compact encoding.
pub fn part_text(part: &Part) -> String {
    let text = component_text(&part.component);
    if part.count == 1 { text } else { format!("{text}x{}", part.count) }
}

/// The lab address that explains a component, e.g. `#/lab/sg-table?moves=1,3,4&n=10&step=10`
/// (its query only: the lab's slug and its fields).
pub fn explaining_lab(component: &Component, count: u64) -> (&'static str, Fields) {
    let mut fields = Fields::new();
    let slug = match component {
        Component::Subtraction { moves, heap } => {
            fields.set("moves", format_number_list(moves.moves()));
            fields.set("n", heap.to_string());
            fields.set("step", heap.to_string());
            "sg-table"
        }
        Component::Nim { heap } => {
            fields.set("piles", heap.to_string());
            "nim"
        }
        Component::Octal { code, heaps } => {
            let heap = heaps.iter().copied().max().unwrap_or(0);
            fields.set("code", code.to_string());
            fields.set("n", heap.to_string());
            fields.set("step", heap.to_string());
            "octal"
        }
        Component::Kings { board, kings } => {
            let cells: Vec<String> = kings.iter().map(|(r, c)| format!("{r}-{c}")).collect();
            fields.set("board", board.row_texts().join(",").replace('#', "x"));
            fields.set("kings", cells.join(","));
            "kings"
        }
        Component::Treblecross { board } => {
            fields.set("boards", board.text());
            fields.set("counts", count.to_string());
            "treblecross"
        }
    };
    (slug, fields)
}

/// A component move in the compact move notation: `t3` (take 3), `h1t2l3` (heap 1: take 2,
/// leaving 3 on the left), `k1-2ul` (the king on (1, 2) up-left; `u`, `l`), `m4` (mark cell 4).
pub fn move_text(mv: &ComponentMove) -> String {
    match *mv {
        ComponentMove::Take { take } => format!("t{take}"),
        ComponentMove::Octal { heap, take, left } => format!("h{}t{take}l{left}", heap + 1),
        ComponentMove::King { from, to } => {
            let direction = match (from.0 == to.0, from.1 == to.1) {
                (false, true) => "u",
                (true, false) => "l",
                _ => "ul",
            };
            format!("k{}-{}{direction}", from.0, from.1)
        }
        ComponentMove::Mark { cell } => format!("m{}", cell + 1),
    }
}

/// Reads a component move in the compact move notation (legality is the component's to judge).
pub fn parse_move(text: &str) -> Option<ComponentMove> {
    let text = text.trim();
    let number = |digits: &str| -> Option<u64> {
        (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
            .then(|| digits.parse().ok())
            .flatten()
    };
    let small = |digits: &str| number(digits).and_then(|n| u32::try_from(n).ok());
    if let Some(rest) = text.strip_prefix('t') {
        return Some(ComponentMove::Take { take: number(rest)? });
    }
    if let Some(rest) = text.strip_prefix('m') {
        let cell = small(rest)? as usize;
        return Some(ComponentMove::Mark { cell: cell.checked_sub(1)? });
    }
    if let Some(rest) = text.strip_prefix('h') {
        let (heap, rest) = rest.split_once('t')?;
        let (take, left) = rest.split_once('l')?;
        let heap = (small(heap)? as usize).checked_sub(1)?;
        return Some(ComponentMove::Octal { heap, take: small(take)?, left: small(left)? });
    }
    let rest = text.strip_prefix('k')?;
    let (direction, cell) = if let Some(cell) = rest.strip_suffix("ul") {
        (Direction::UpLeft, cell)
    } else if let Some(cell) = rest.strip_suffix('u') {
        (Direction::Up, cell)
    } else {
        (Direction::Left, rest.strip_suffix('l')?)
    };
    let (row, col) = cell.split_once('-')?;
    let from = (small(row)? as usize, small(col)? as usize);
    Some(ComponentMove::King { from, to: direction.step(from)? })
}

/// A move of a game of sums in the lab's URL: `<part>.<copy>.<move>`, the part from 1, the copy
/// `n` for one not moved in yet or its number from 1 among those moved in.
pub fn sum_move_text(mv: &SumMove) -> String {
    format!("{}.{}", copy_text(mv.part, mv.instance), move_text(&mv.mv))
}

/// The copy a move is made in, as [`sum_move_text`] writes it: `2.n` (component 2, a copy not
/// moved in yet) or `2.3` (its third copy moved in).
pub fn copy_text(part: usize, instance: Instance) -> String {
    match instance {
        Instance::Fresh => format!("{}.n", part + 1),
        Instance::Played(index) => format!("{}.{}", part + 1, index + 1),
    }
}

/// Reads [`sum_move_text`]'s notation.
pub fn parse_sum_move(text: &str) -> Option<SumMove> {
    let mut pieces = text.splitn(3, '.');
    let part = pieces.next()?.parse::<usize>().ok()?.checked_sub(1)?;
    let instance = match pieces.next()? {
        "n" => Instance::Fresh,
        copy => Instance::Played(copy.parse::<usize>().ok()?.checked_sub(1)?),
    };
    let mv = parse_move(pieces.next()?)?;
    Some(SumMove { part, instance, mv })
}

/// Whether an octal code has a name, for labels ("0.07 (Dawson's Kayles)").
pub fn code_label(code: &OctalCode) -> String {
    match code.name() {
        Some(name) => format!("{code} ({name})"),
        None => code.to_string(),
    }
}

/// One row of the sums lab's form: a component's kind, its parameters' texts, its copies, and what is
/// wrong with them.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The component's kind.
    pub kind: Kind,
    /// Its first parameter's text.
    pub first: String,
    /// Its second parameter's text (empty for kinds with one).
    pub second: String,
    /// Its copies' text.
    pub copies: String,
    /// What is wrong with them: each field's error.
    pub errors: Vec<FieldError>,
}

impl Row {
    /// The row showing `part`.
    pub fn showing(part: &Part) -> Row {
        let text = component_text(&part.component);
        let mut fields = text.split(':').skip(1);
        Row {
            kind: part.component.kind(),
            first: fields.next().unwrap_or_default().to_string(),
            second: fields.next().unwrap_or_default().to_string(),
            copies: part.count.to_string(),
            errors: Vec::new(),
        }
    }

    /// A new row of `kind` with its example parameters and one copy.
    pub fn new(kind: Kind) -> Row {
        let (first, second) = default_fields(kind);
        Row {
            kind,
            first: first.into(),
            second: second.into(),
            copies: "1".into(),
            errors: Vec::new(),
        }
    }

    /// Field `first`, `second` or `copies` edited to `text`, and checked.
    pub fn edit(&mut self, name: &str, text: String) {
        match name {
            "first" => self.first = text,
            "second" => self.second = text,
            _ => self.copies = text,
        }
        self.errors = self.parse().err().unwrap_or_default();
    }

    /// The message of field `first`, `second` or `copies`, by the field its parser names.
    pub fn message(&self, name: &str) -> Option<String> {
        let fields: &[&str] = match (name, self.kind) {
            ("copies", _) => &["copies"],
            ("first", Kind::Subtraction) => &["moves"],
            ("first", Kind::Nim) | ("second", Kind::Subtraction | Kind::Octal) => &["heap"],
            ("first", Kind::Octal) => &["code"],
            ("first", Kind::Kings | Kind::Treblecross) => &["board"],
            ("second", Kind::Kings) => &["kings"],
            _ => &[],
        };
        let error = self.errors.iter().find(|error| fields.contains(&error.field.as_str()));
        error.map(|error| error.message.clone())
    }

    /// The part the row describes, as the request's parsers read it, or every field's error.
    pub fn parse(&self) -> Result<Part, Vec<FieldError>> {
        let component = component_from_fields(self.kind, &[&self.first, &self.second]);
        match (component, parse_copies(&self.copies)) {
            (Ok(component), Ok(count)) => Ok(Part { component, count }),
            (component, count) => {
                Err(component.err().unwrap_or_default().into_iter().chain(count.err()).collect())
            }
        }
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
pub fn field_labels(kind: Kind) -> [(&'static str, &'static str, &'static str); 2] {
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
        Kind::Treblecross => [
            (
                "Board",
                "X......",
                "X marked, . unmarked, a number for that many unmarked cells (X12); 3 to 1 000 cells",
            ),
            ("", "", ""),
        ],
    }
}

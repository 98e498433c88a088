//! The betting request: `{game: "betting", black, red}`, also the betting lab's URL, and the
//! parsers of the lab's other fields: the starting money, a fraction, a draw order and the moves
//! of a game played.

use super::Answer;
use super::request::Request;
use serde::Serialize;

use super::fields::{FieldError, Fields, parse_choice, parse_in_range};
use crate::solve::betting::{
    Colour, MAX_OBJECTS, Played, PlayedRound, PmaxTable, Strategy, adversary_order, exact_bet,
    exact_pmax, random_order,
};

/// Solve the worst-case betting game for a box of `black` and `red` objects.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BettingRequest {
    /// Black objects in the box.
    pub black: u32,
    /// Red objects in the box.
    pub red: u32,
}

/// What `cgt.solve` returns for a betting request.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BettingAnswer {
    /// pmax(black, red): the factor the best strategy guarantees whatever the order of the draws
    /// (Infinity above 2^1024; read `log2Multiplier` then).
    pub multiplier: f64,
    /// log2 pmax(black, red).
    pub log2_multiplier: f64,
    /// pmax(black, red) as a fraction "num/den" in lowest terms, for boxes of at most 100 objects.
    pub exact: Option<String>,
    /// The first bet of the optimal strategy.
    pub bet: BetAnswer,
}

/// A bet as the JS API shows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BetAnswer {
    /// "black", "red", or "none" (nothing to gain by betting).
    pub colour: &'static str,
    /// The fraction of the money to stake, 0 to 1.
    pub fraction: f64,
    /// The fraction exactly, "num/den", for boxes of at most 100 objects.
    pub exact: Option<String>,
}

impl Request for BettingRequest {
    /// The game's name in `cgt.solve` requests.
    const GAME: &'static str = "betting";

    /// The request's fields besides `game`.
    const FIELDS: &'static [&'static str] = &["black", "red"];

    /// Reads the request from fields, reporting every bad field.
    fn from_fields(fields: &Fields) -> Result<BettingRequest, Vec<FieldError>> {
        let black = Self::parse_count("black", fields.get("black").unwrap_or(""));
        let red = Self::parse_count("red", fields.get("red").unwrap_or(""));
        match (black, red) {
            (Ok(black), Ok(red)) => Self::new(black, red).map_err(|error| vec![error]),
            (black, red) => Err(black.err().into_iter().chain(red.err()).collect()),
        }
    }

    /// Writes the request's fields.
    fn write_fields(&self, fields: &mut Fields) {
        fields.set("black", self.black.to_string());
        fields.set("red", self.red.to_string());
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::Betting(self.answer()))
    }
}

/// The largest starting money.
pub const MAX_START: u64 = 1_000_000_000;

impl BettingRequest {
    /// Parses a count of objects: 0 to 2000.
    pub fn parse_count(field: &str, text: &str) -> Result<u32, FieldError> {
        // At most MAX_OBJECTS, so the conversion is lossless.
        parse_in_range(field, text, 0, u64::from(MAX_OBJECTS)).map(|count| count as u32)
    }

    /// Checks the box's total against the limit.
    pub fn new(black: u32, red: u32) -> Result<BettingRequest, FieldError> {
        if black + red > MAX_OBJECTS {
            return Err(FieldError::new(
                "red",
                format!(
                    "the box holds {} objects; at most {MAX_OBJECTS} are supported",
                    black + red
                ),
            ));
        }
        Ok(BettingRequest { black, red })
    }

    /// Parses the starting money X (field `x`): 1 to [`MAX_START`].
    pub fn parse_start(text: &str) -> Result<u64, FieldError> {
        parse_in_range("x", text, 1, MAX_START)
    }

    /// Parses a fraction from 0 to 1, as a decimal, a percentage or a ratio (0.25, 25%, 1/4).
    pub fn parse_fraction(field: &str, text: &str) -> Result<f64, FieldError> {
        let trimmed = text.trim();
        if trimmed.is_empty() {
            return Err(FieldError::new(
                field,
                "missing; give a fraction such as 0.25, 25% or 1/3",
            ));
        }
        let not_a_fraction = || {
            FieldError::new(
                field,
                format!("'{trimmed}' is not a fraction such as 0.25, 25% or 1/3"),
            )
        };
        let outside =
            || FieldError::new(field, format!("'{trimmed}' is outside 0 to 1 (0% to 100%)"));
        // A ratio such as 1/3: the optimal bet |i − j| / (i + j) typed as the page writes it.
        if let Some((numerator, denominator)) = trimmed.split_once('/') {
            let ratio = match (numerator.trim().parse::<f64>(), denominator.trim().parse::<f64>()) {
                (Ok(a), Ok(b)) if b > 0.0 && a.is_finite() && b.is_finite() => a / b,
                _ => return Err(not_a_fraction()),
            };
            return if (0.0..=1.0).contains(&ratio) { Ok(ratio) } else { Err(outside()) };
        }
        let (number, scale) = match trimmed.strip_suffix('%') {
            Some(percent) => (percent.trim(), 100.0),
            None => (trimmed, 1.0),
        };
        match number.parse::<f64>() {
            Ok(value) if value.is_finite() && (0.0..=scale).contains(&value) => Ok(value / scale),
            Ok(_) => Err(outside()),
            Err(_) => Err(not_a_fraction()),
        }
    }

    /// Parses a draw order such as `BBRBR` (field `draws`), which must hold this box's objects.
    pub fn parse_order(&self, text: &str) -> Result<Vec<Colour>, FieldError> {
        let mut order = Vec::new();
        for letter in text.chars().filter(|c| !c.is_whitespace() && *c != ',') {
            match letter.to_ascii_uppercase() {
                'B' => order.push(Colour::Black),
                'R' => order.push(Colour::Red),
                other => {
                    return Err(FieldError::new(
                        "draws",
                        format!("'{other}' is not B (black) or R (red)"),
                    ));
                }
            }
        }
        let blacks = order.iter().filter(|&&c| c == Colour::Black).count() as u32;
        let reds = order.len() as u32 - blacks;
        let (black, red) = (self.black, self.red);
        if (blacks, reds) != (black, red) {
            return Err(FieldError::new(
                "draws",
                format!(
                    "the order has {blacks} black and {reds} red; the box holds {black} black and {red} red"
                ),
            ));
        }
        Ok(order)
    }

    /// Parses one draw of a played game's moves: `B` or `R`.
    pub fn parse_draw(letter: char) -> Result<Colour, String> {
        match letter {
            'B' | 'b' => Ok(Colour::Black),
            'R' | 'r' => Ok(Colour::Red),
            other => Err(format!("'{other}' is not B or R")),
        }
    }

    /// Parses one bet of a played game's moves: `B0.25`, `R1/3` or `N` (nothing); the colour
    /// (none for `N`), the fraction, and the fraction's text (empty for `N`).
    pub fn parse_bet(item: &str) -> Result<(Option<Colour>, f64, &str), String> {
        // `get` rather than slicing: the first character may take several bytes.
        let (colour, fraction) = match (item.get(..1), item.get(1..)) {
            (Some("N"), Some("")) => (None, "0"),
            (Some("B"), Some(rest)) => (Some(Colour::Black), rest),
            (Some("R"), Some(rest)) => (Some(Colour::Red), rest),
            _ => return Err(format!("'{item}' is not a bet such as B0.25, R0.5 or N")),
        };
        let value = Self::parse_fraction("moves", fraction).map_err(|error| error.message)?;
        // No bet has no fraction text, so that it is written back as `N`.
        Ok((colour, value, if colour.is_some() { fraction } else { "" }))
    }

    /// Computes the answer.
    pub fn answer(&self) -> BettingAnswer {
        let table = PmaxTable::new(self.black, self.red);
        let bet = table.optimal_bet(self.black, self.red);
        // Exact where the box is small enough (no rounding in 0.25), else the table's float.
        let (colour, fraction, exact) = match exact_bet(self.black, self.red) {
            Some((colour, fraction)) => {
                (colour, fraction.value(), Some(format!("{}/{}", fraction.num, fraction.den)))
            }
            None => (bet.colour, bet.fraction, None),
        };
        let colour = match colour {
            _ if fraction == 0.0 => "none",
            Colour::Black => "black",
            Colour::Red => "red",
        };
        BettingAnswer {
            multiplier: table.ln_pmax(self.black, self.red).exp(),
            log2_multiplier: table.log2_pmax(self.black, self.red),
            exact: exact_pmax(self.black, self.red).map(|f| format!("{}/{}", f.num, f.den)),
            bet: BetAnswer { colour, fraction, exact },
        }
    }
}

/// The strategies by their name in the lab's `adversary` parameter, with who they are in words.
pub const STRATEGY_NAMES: &[(&str, &str)] = &[
    ("optimal", "the optimal bettor"),
    ("no-bet", "a bettor who never bets"),
    ("all-in", "all-in on the majority"),
    ("fixed", "a fixed fraction on the majority"),
    ("share", "the majority's share"),
];

/// The strategy of URL name `name` (the optimal one when unknown), with `fraction` for the fixed
/// one.
pub fn strategy_named(name: &str, fraction: f64) -> Strategy {
    match name {
        "no-bet" => Strategy::NoBet,
        "all-in" => Strategy::AllInMajority,
        "fixed" => Strategy::FixedFraction(fraction),
        "share" => Strategy::ProportionalShare,
        _ => Strategy::Optimal,
    }
}

/// The strategy's URL name `text` in the lab's `adversary` parameter.
pub fn parse_strategy_name(text: &str) -> Result<&'static str, FieldError> {
    let names: Vec<(&str, &'static str)> =
        STRATEGY_NAMES.iter().map(|&(name, _)| (name, name)).collect();
    parse_choice("adversary", text, &names)
}

/// Plays the student's bet written as in a link (`B0.25`, `R1/3` or `N`), the computer drawing
/// the worst colour for it; why not, if the bet is not one or the game is over.
pub fn play_bet(played: &mut Played, table: &PmaxTable, item: &str) -> Result<(), String> {
    let (colour, value, text) = BettingRequest::parse_bet(item)?;
    if !played.bet(table, colour, value, text.to_string()) {
        return Err("the game was already over".into());
    }
    Ok(())
}

/// Replays a played game's `moves` from a link: draws (`BRB`) when the student is the
/// adversary, bets (`B0.25,R0.5,N`) when the bettor; the first refused move's message.
pub fn replay_moves(
    played: &mut Played,
    table: &PmaxTable,
    adversary: bool,
    moves: &str,
) -> Result<(), String> {
    if adversary {
        for letter in moves.chars() {
            let colour = BettingRequest::parse_draw(letter)?;
            if !played.draw(table, colour) {
                return Err(format!("no {} object is left to draw", colour.word()));
            }
        }
    } else {
        for item in moves.split(',').filter(|item| !item.is_empty()) {
            play_bet(played, table, item)?;
        }
    }
    Ok(())
}

/// A played game's moves as a link writes them (see [`replay_moves`]).
pub fn moves_text(played: &Played, adversary: bool) -> String {
    if adversary {
        return played.rounds.iter().map(|round| round.drawn.letter()).collect();
    }
    let bet = |round: &PlayedRound| {
        if round.bet.fraction == 0.0 && round.fraction_text.is_empty() {
            "N".to_string()
        } else {
            format!("{}{}", round.bet.colour.letter(), round.fraction_text)
        }
    };
    played.rounds.iter().map(bet).collect::<Vec<_>>().join(",")
}

/// The starting money when a link or a form gives none.
pub const DEFAULT_START: u64 = 100;
/// The fixed fraction compared when a link or a form gives none.
pub const DEFAULT_FRACTION: &str = "0.3";

/// The betting lab's form: the box, the starting money X (field `x`) and the fixed fraction
/// compared with the optimal bet (field `fraction`, kept as typed: 25% stays 25%).
#[derive(Clone, Debug, PartialEq)]
pub struct BettingSetup {
    pub request: BettingRequest,
    pub start: u64,
    pub fraction: f64,
    pub fraction_text: String,
}

impl Default for BettingSetup {
    /// A box of 5 black and 3 red, X = 100, compared with the fraction 0.3.
    fn default() -> BettingSetup {
        BettingSetup {
            request: BettingRequest { black: 5, red: 3 },
            start: DEFAULT_START,
            fraction: 0.3,
            fraction_text: DEFAULT_FRACTION.to_string(),
        }
    }
}

impl Request for BettingSetup {
    const GAME: &'static str = "betting";
    const FIELDS: &'static [&'static str] = &["black", "red", "x", "fraction"];

    /// Reads the setup, reporting every bad field; an absent `x` or `fraction` is the default
    /// (as a link leaves it out).
    fn from_fields(fields: &Fields) -> Result<BettingSetup, Vec<FieldError>> {
        let request = BettingRequest::from_fields(fields);
        let start = fields.get("x").map_or(Ok(DEFAULT_START), BettingRequest::parse_start);
        let fraction_text = fields.get("fraction").unwrap_or(DEFAULT_FRACTION).trim();
        let fraction = BettingRequest::parse_fraction("fraction", fraction_text);
        match (request, start, fraction) {
            (Ok(request), Ok(start), Ok(fraction)) => {
                let fraction_text = fraction_text.to_string();
                Ok(BettingSetup { request, start, fraction, fraction_text })
            }
            (request, start, fraction) => Err(request
                .err()
                .unwrap_or_default()
                .into_iter()
                .chain(start.err())
                .chain(fraction.err())
                .collect()),
        }
    }

    fn write_fields(&self, fields: &mut Fields) {
        self.request.write_fields(fields);
        fields.set("x", self.start.to_string());
        fields.set("fraction", self.fraction_text.clone());
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        self.request.solve()
    }
}

/// Who chooses the draws of the betting lab's watched game, as its link names them.
#[derive(Clone, Debug, PartialEq)]
pub enum Draws {
    /// An order typed in, as B and R letters (parameter `draws`).
    Typed(String),
    /// Shuffled from a seed (parameter `seed`).
    Random(u64),
    /// The worst order against a strategy, by its URL name (parameter `adversary`).
    Adversary(&'static str),
}

impl Draws {
    /// The draw order of `setup`'s box, whose pmax table is `table`: the typed order (seed 1's
    /// when it does not hold the box's objects), the shuffled one, or the adversary's.
    pub fn order(&self, setup: &BettingSetup, table: &PmaxTable) -> Vec<Colour> {
        let BettingRequest { black, red } = setup.request;
        match self {
            Draws::Typed(text) => {
                setup.request.parse_order(text).unwrap_or_else(|_| random_order(black, red, 1))
            }
            Draws::Random(seed) => random_order(black, red, *seed),
            Draws::Adversary(name) => {
                adversary_order(strategy_named(name, setup.fraction), table).0
            }
        }
    }

    /// The draws in words: "the typed order BRB", "a random order (seed 3)", "the worst order
    /// against …".
    pub fn words(&self) -> String {
        match self {
            Draws::Typed(text) => format!("the typed order {text}"),
            Draws::Random(seed) => format!("a random order (seed {seed})"),
            Draws::Adversary(name) => {
                let who =
                    STRATEGY_NAMES.iter().find(|(n, _)| n == name).map_or(*name, |(_, who)| who);
                format!("the worst order against {who}")
            }
        }
    }

    /// The draws named by parameter `name` (`draws`, `seed` or `adversary`, as
    /// [`Draws::write`] writes them) of text `text`; a typed order is checked against a box
    /// later.
    pub fn parse(name: &str, text: &str) -> Result<Draws, FieldError> {
        match name {
            "draws" => Ok(Draws::Typed(text.to_string())),
            "seed" => parse_in_range("seed", text, 1, u64::MAX).map(Draws::Random),
            _ => parse_strategy_name(text).map(Draws::Adversary),
        }
    }

    /// Writes the draws' one parameter (`draws`, `seed` or `adversary`) to `fields`.
    pub fn write(&self, fields: &mut Fields) {
        match self {
            Draws::Typed(text) => fields.set("draws", text.clone()),
            Draws::Random(seed) => fields.set("seed", seed.to_string()),
            Draws::Adversary(name) => fields.set("adversary", *name),
        }
    }
}

impl BettingSetup {
    /// Writes `x` and `fraction` as the lab's link does: when they are not the defaults (the
    /// box is the request's to write).
    pub fn write_changed(&self, fields: &mut Fields) {
        if self.start != DEFAULT_START {
            fields.set("x", self.start.to_string());
        }
        if self.fraction_text != DEFAULT_FRACTION {
            fields.set("fraction", self.fraction_text.clone());
        }
    }
}

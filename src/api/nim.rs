//! The Nim request: `{game: "nim", piles, variant?, k?}`, also the nim lab's URL.

use super::Answer;
use super::request::Request;
use serde::Serialize;

use super::fields::{
    FieldError, Fields, number_text, parse_choice, parse_in_range, parse_number_list,
};
use super::{Count, Winner};
use crate::solve::nim::{MAX_PILE, MAX_PILES, Variant};

/// The variants by name, as the `variant` field spells them.
pub const VARIANTS: &[(&str, VariantName)] = &[
    ("normal", VariantName::Normal),
    ("misere", VariantName::Misere),
    ("bounded", VariantName::Bounded),
    ("staircase", VariantName::Staircase),
];

/// A variant's name, before `k` is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VariantName {
    /// Normal Nim.
    Normal,
    /// Misère Nim.
    Misere,
    /// Take at most k.
    Bounded,
    /// Staircase Nim.
    Staircase,
}

/// Solve a Nim position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NimRequest {
    /// The piles (for staircase Nim: the coins on steps 1, 2, ...).
    pub piles: Vec<u64>,
    /// The rules.
    pub variant: Variant,
}

/// What `cgt.solve` returns for a Nim request.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NimAnswer {
    /// Who wins with perfect play: the player to move ("first") or the other ("second").
    pub winner: Winner,
    /// The xor of the piles' Grundy values (the piles; mod k + 1 when bounded; odd steps only
    /// for staircase).
    pub nim_sum: Count,
    /// Every winning move.
    pub winning_moves: Vec<NimMoveAnswer>,
}

/// A move as the JS API shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct NimMoveAnswer {
    /// The pile (0-based); for staircase Nim the step the coins leave (step pile + 1).
    pub pile: usize,
    /// How many stones (coins) move.
    pub take: Count,
    /// What is left on that pile (step).
    pub to: Count,
}

impl Request for NimRequest {
    /// The game's name in `cgt.solve` requests.
    const GAME: &'static str = "nim";

    /// The request's fields besides `game`.
    const FIELDS: &'static [&'static str] = &["piles", "variant", "k"];
    const LONGEST_LIST: u32 = MAX_PILES as u32;

    /// Reads the request from fields, reporting every bad field.
    fn from_fields(fields: &Fields) -> Result<NimRequest, Vec<FieldError>> {
        let piles = Self::parse_piles(fields.get("piles").unwrap_or(""));
        let variant = Self::parse_variant_name(fields.get("variant"))
            .and_then(|name| Self::variant(name, fields.get("k")));
        match (piles, variant) {
            (Ok(piles), Ok(variant)) => Ok(NimRequest { piles, variant }),
            (piles, variant) => Err(piles.err().into_iter().chain(variant.err()).collect()),
        }
    }

    /// Writes the request's fields in canonical form.
    fn write_fields(&self, fields: &mut Fields) {
        fields.set("piles", piles_text(&self.piles));
        let name = match self.variant {
            Variant::Normal => "normal",
            Variant::Misere => "misere",
            Variant::Bounded { .. } => "bounded",
            Variant::Staircase => "staircase",
        };
        fields.set("variant", name);
        if let Variant::Bounded { k } = self.variant {
            fields.set("k", k.to_string());
        }
    }

    fn solve(&self) -> Result<Answer, Vec<FieldError>> {
        Ok(Answer::Nim(self.answer()))
    }
}

impl NimRequest {
    /// Parses the piles: up to 64 whole numbers up to 10^18.
    pub fn parse_piles(text: &str) -> Result<Vec<u64>, FieldError> {
        parse_number_list("piles", text, MAX_PILE, MAX_PILES)
    }

    /// Parses the variant's name (absent means normal).
    pub fn parse_variant_name(text: Option<&str>) -> Result<VariantName, FieldError> {
        match text {
            None => Ok(VariantName::Normal),
            Some(text) => parse_choice("variant", text, VARIANTS),
        }
    }

    /// Parses k, the most a bounded move takes: 1 to 10^18.
    pub fn parse_k(text: &str) -> Result<u64, FieldError> {
        parse_in_range("k", text, 1, MAX_PILE)
    }

    /// The variant from its name and the k field, which only a bounded variant takes.
    pub fn variant(name: VariantName, k: Option<&str>) -> Result<Variant, FieldError> {
        match (name, k) {
            (VariantName::Bounded, Some(k)) => Self::parse_k(k).map(|k| Variant::Bounded { k }),
            (VariantName::Bounded, None) => Err(FieldError::new(
                "k",
                format!("missing; bounded Nim needs k from 1 to {}", number_text(MAX_PILE)),
            )),
            (_, Some(_)) => Err(FieldError::new("k", "only the bounded variant takes k")),
            (VariantName::Normal, None) => Ok(Variant::Normal),
            (VariantName::Misere, None) => Ok(Variant::Misere),
            (VariantName::Staircase, None) => Ok(Variant::Staircase),
        }
    }

    /// Computes the answer.
    pub fn answer(&self) -> NimAnswer {
        let variant = self.variant;
        let winning_moves = variant
            .winning_moves(&self.piles)
            .into_iter()
            .map(|mv| NimMoveAnswer {
                pile: mv.pile,
                take: Count(mv.take),
                to: Count(self.piles[mv.pile] - mv.take),
            })
            .collect();
        NimAnswer {
            winner: Winner::from_mover_wins(variant.player_to_move_wins(&self.piles)),
            nim_sum: Count(variant.nim_sum(&self.piles)),
            winning_moves,
        }
    }
}

/// Writes piles as the `piles` field reads them: `5,3,8`.
pub fn piles_text(piles: &[u64]) -> String {
    piles.iter().map(u64::to_string).collect::<Vec<_>>().join(",")
}

/// Parses the three piles the nim lab's mini-test gives (its `given` parameter): `35,18,27`.
pub fn parse_given(text: &str) -> Result<Vec<u64>, FieldError> {
    let given = parse_number_list("given", text, MAX_PILE, 3)?;
    if given.len() == 3 {
        Ok(given)
    } else {
        Err(FieldError::new("given", "give exactly three piles"))
    }
}

//! The list of labs: one entry per lab drives the home page, the routes and the tests.
//!
//! Adding a lab is one module under `labs/` plus one line in [`LABS`].

use yew::Html;

use super::labs;
use super::route::View;
use crate::api::Fields;

/// What every lab component receives.
#[derive(Clone, Debug, PartialEq, yew::Properties)]
pub struct LabProps {
    /// The lab's URL parameters (possibly invalid: the lab validates them).
    pub params: Fields,
    /// Page or embed.
    pub view: View,
}

/// The topics the labs are grouped under on the home page and in the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    /// Nim, its variants and its close relatives, solved by closed forms.
    NimFamily,
    /// Sprague-Grundy values: tables, graphs, boards, octal games, sums.
    SpragueGrundy,
    /// Pursuit and other games played on graphs.
    GraphGames,
    /// Games where the players have different roles: the bettor and the adversary.
    Betting,
}

impl Topic {
    /// Every topic, in the order shown.
    pub const ALL: [Topic; 4] =
        [Topic::NimFamily, Topic::SpragueGrundy, Topic::GraphGames, Topic::Betting];

    /// The topic's heading.
    pub fn title(self) -> &'static str {
        match self {
            Topic::NimFamily => "Nim and its relatives",
            Topic::SpragueGrundy => "Sprague-Grundy values",
            Topic::GraphGames => "Games on graphs",
            Topic::Betting => "Betting against an adversary",
        }
    }

    /// The topic's labs, in registry order.
    pub fn labs(self) -> impl Iterator<Item = &'static Lab> {
        LABS.iter().filter(move |lab| lab.topic == self)
    }
}

/// A lab's entry in the registry.
pub struct Lab {
    /// The URL slug: `#/lab/<slug>`.
    pub slug: &'static str,
    /// The topic it is listed under.
    pub topic: Topic,
    /// The title shown on the home page and as the page heading.
    pub title: &'static str,
    /// One line saying what the lab shows.
    pub summary: &'static str,
    /// Renders the lab.
    pub render: fn(LabProps) -> Html,
}

/// Every lab, sorted by slug.
pub const LABS: &[Lab] = &[
    labs::betting::LAB,
    labs::cops_robber::LAB,
    labs::dag::LAB,
    labs::hidden_evader::LAB,
    labs::kings::LAB,
    labs::nim::LAB,
    labs::nim_table::LAB,
    labs::octal::LAB,
    labs::pursuit::LAB,
    labs::sg_table::LAB,
    labs::sums::LAB,
    labs::take_away::LAB,
    labs::treblecross::LAB,
    labs::tree_path::LAB,
    labs::wythoff::LAB,
];

/// The lab with this slug.
pub fn find(slug: &str) -> Option<&'static Lab> {
    LABS.iter().find(|lab| lab.slug == slug)
}

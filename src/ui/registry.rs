//! The list of labs: one entry per lab drives the home page, the menus, the routes and the tests.
//!
//! Adding a lab is one module under `labs/` plus one line in [`LABS`]. The `Lab` type itself
//! lives in [`super::kit::lab`], which no lab's import leads back here from.

use super::kit::lab::{Lab, Topic};
use super::labs;

/// Every lab, sorted by slug.
pub const LABS: &[Lab] = &[
    labs::betting::LAB,
    labs::cops_robber::LAB,
    labs::dag::LAB,
    labs::division::LAB,
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

/// The labs listed under `topic`, in registry order.
pub fn labs_of(topic: Topic) -> impl Iterator<Item = &'static Lab> {
    LABS.iter().filter(move |lab| lab.topic == topic)
}

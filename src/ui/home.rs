//! The home page: every lab by topic, each with its title and summary. Only the home page's
//! binary links it (`ui::start_home`), so the labs' summaries stay out of every lab's binary.

use yew::prelude::*;

use super::catalog::{SUMMARIES, labs_of};
use super::kit::lab::{Lab, Topic};

/// The summary of the lab `slug` (the catalog lists one for each lab, `tests/it/ui_logic.rs`).
fn summary(slug: &str) -> &'static str {
    SUMMARIES.iter().find(|(lab, _)| *lab == slug).map_or("", |(_, summary)| summary)
}

/// The home page: every lab of the catalog, by topic, with its summary.
pub fn page() -> Html {
    html! {
        <section class="home">
            <h1>{ "Two-player games, solved step by step" }</h1>
            <p class="lead">
                { "Each lab runs a solver from combinatorial game theory in your browser and shows \
                   it working, one step at a time. Every view has a link that reproduces it and \
                   an embed code for lecture slides." }
            </p>
            { for Topic::ALL.into_iter().map(|topic| html! {
                <section class="topic">
                    <h2>{ topic.title() }</h2>
                    <ul class="lab-list">{ for labs_of(topic).map(lab_card) }</ul>
                </section>
            }) }
        </section>
    }
}

fn lab_card(lab: &Lab) -> Html {
    html! {
        <li class="lab-card">
            <a href={format!("#/lab/{}", lab.slug)}>
                <h3>{ lab.title }</h3>
                <p>{ summary(lab.slug) }</p>
            </a>
        </li>
    }
}

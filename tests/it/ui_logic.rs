//! The UI's pure logic: routes, the playhead, the catalog and the registry, embed snippets.

use cgt_playground::api::Fields;
use cgt_playground::ui::catalog::{LABS, SUMMARIES, find, labs_of};
use cgt_playground::ui::embed_code::embed_snippet;
use cgt_playground::ui::kit::controls::{seconds_left, time_left_text};
use cgt_playground::ui::kit::lab::Topic;
use cgt_playground::ui::kit::stepper::{
    ANNOUNCED_SPEED, DEFAULT_SPEED, Playhead, SPEEDS, StepCommand, key_command, parse_speed,
    politeness,
};
use cgt_playground::ui::kit::timeline::{Playback, StepAction};
use cgt_playground::ui::registry::{CODE, code};
use cgt_playground::ui::route::{Route, View};

use crate::both;

both! {
    fn routes_parse_and_print() {
        assert_eq!(Route::parse(""), Route::Home);
        assert_eq!(Route::parse("#"), Route::Home);
        assert_eq!(Route::parse("#/"), Route::Home);
        let lab = Route::parse("#/lab/sg-table?moves=1,3,4&n=30&step=5");
        let Route::Lab { view, slug, params } = &lab else { panic!("not a lab: {lab:?}") };
        assert_eq!((*view, slug.as_str()), (View::Page, "sg-table"));
        assert_eq!(params.get("step"), Some("5"));
        assert_eq!(lab.to_hash(), "#/lab/sg-table?moves=1,3,4&n=30&step=5");
        let embed = Route::parse("#/embed/sg-table");
        assert_eq!(embed, Route::Lab { view: View::Embed, slug: "sg-table".into(), params: Fields::new() });
        assert_eq!(embed.to_hash(), "#/embed/sg-table");
        for garbage in ["#/lab/", "#/lab/a/b", "#/nonsense", "#lab", "#/embed"] {
            assert_eq!(Route::parse(garbage), Route::NotFound(garbage.into()), "{garbage}");
        }
    }
}

both! {
    fn the_playhead_steps_plays_and_stops() {
        let start = Playhead::new(0, 3, DEFAULT_SPEED);
        let playing = start.apply(StepCommand::TogglePlay);
        assert!(playing.playing);
        let one = playing.apply(StepCommand::Tick);
        assert_eq!((one.position, one.playing), (1, true));
        let end = one.apply(StepCommand::Tick).apply(StepCommand::Tick);
        assert_eq!((end.position, end.playing), (3, false), "playing stops at the end");
        assert_eq!(end.apply(StepCommand::Tick), end, "ticks after the end change nothing");
        let again = end.apply(StepCommand::TogglePlay);
        assert_eq!((again.position, again.playing), (0, true), "play at the end starts over");
        assert!(!again.apply(StepCommand::TogglePlay).playing);
        assert_eq!(one.apply(StepCommand::Forward), Playhead { position: 2, playing: false, ..one });
        assert_eq!(start.apply(StepCommand::Back), start, "no step before the first");
        assert_eq!(start.apply(StepCommand::End).position, 3);
        assert_eq!(start.apply(StepCommand::End).apply(StepCommand::Forward).position, 3);
        assert_eq!(start.apply(StepCommand::Seek(99)).position, 3);
        assert_eq!(start.apply(StepCommand::SetSpeed(10)).speed, 10);
        assert_eq!(start.apply(StepCommand::SetSpeed(7)).speed, DEFAULT_SPEED);
        assert!(!Playhead::new(0, 0, 2).apply(StepCommand::TogglePlay).playing, "nothing to play");
        assert_eq!(Playhead::new(9, 3, 2).position, 3);
    }
}

both! {
    fn the_step_is_announced_unless_playing_faster_than_two_steps_a_second() {
        assert_eq!(ANNOUNCED_SPEED, 2);
        for &speed in SPEEDS {
            let stopped = Playhead::new(1, 5, speed);
            assert_eq!(politeness(stopped), "polite", "stopped at {speed}/s");
            let playing = stopped.apply(StepCommand::TogglePlay);
            let expected = if speed > ANNOUNCED_SPEED { "off" } else { "polite" };
            assert_eq!(politeness(playing), expected, "playing at {speed}/s");
        }
    }
}

both! {
    fn a_playback_keeps_playing_on_its_timeline_and_stops_where_a_shorter_one_ends() {
        let playing = Playback::new(1, None, 5, DEFAULT_SPEED)
            .apply(StepAction::Command(StepCommand::TogglePlay));
        assert!(playing.playhead.playing);
        let ticked = playing.on_timeline(5).apply(StepAction::Command(StepCommand::Tick));
        assert_eq!((ticked.position(), ticked.playhead.playing), (2, true));
        let longer = ticked.on_timeline(9);
        assert_eq!((longer.position(), longer.playhead.playing), (2, true));
        let shorter = ticked.on_timeline(2);
        assert_eq!((shorter.position(), shorter.playhead.playing), (2, false), "nothing left");
        let stopped = Playback::new(1, None, 5, DEFAULT_SPEED).on_timeline(5);
        assert!(!stopped.playhead.playing, "a stopped playback stays stopped");
    }
}

both! {
    fn a_links_step_fitted_to_a_timeline_found_later_is_told_only_when_past_its_end() {
        let waiting = Playback::new(999, None, u32::MAX, DEFAULT_SPEED);
        let (fitted, notice) = waiting.fit_later(7);
        assert_eq!(fitted.position(), 7);
        assert_eq!(notice.as_deref(), Some("The link's step 999 is past the last, 7: showing step 7."));
        let (fitted, notice) = Playback::new(7, None, u32::MAX, DEFAULT_SPEED).fit_later(7);
        assert_eq!((fitted.position(), notice), (7, None), "the last step itself is no notice");
    }
}

both! {
    fn keys_map_to_commands() {
        assert_eq!(key_command(" "), Some(StepCommand::TogglePlay));
        assert_eq!(key_command("ArrowRight"), Some(StepCommand::Forward));
        assert_eq!(key_command("ArrowLeft"), Some(StepCommand::Back));
        assert_eq!(key_command("Home"), Some(StepCommand::Start));
        assert_eq!(key_command("End"), Some(StepCommand::End));
        assert_eq!(key_command("a"), None);
    }
}

both! {
    fn speeds_parse_from_the_url() {
        for &speed in SPEEDS {
            assert_eq!(parse_speed(&speed.to_string()), Ok(speed));
        }
        assert_eq!(
            parse_speed("3"),
            Err("speed '3' is not one of 1, 2, 4, 10, 25 (steps per second)".to_string())
        );
        assert!(parse_speed("fast").is_err());
    }
}

both! {
    fn the_catalog_is_sorted_findable_and_the_registry_has_every_labs_code() {
        let slugs: Vec<&str> = LABS.iter().map(|lab| lab.slug).collect();
        let mut sorted = slugs.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(slugs, sorted, "LABS is sorted by slug, without repeats");
        for lab in LABS {
            assert!(find(lab.slug).is_some());
            assert!(!lab.title.is_empty());
        }
        // The summaries (home page) and each lab's introduction and console call (its code).
        let summarised: Vec<&str> = SUMMARIES.iter().map(|(slug, _)| *slug).collect();
        assert_eq!(summarised, slugs, "a summary for every lab, in order");
        assert!(SUMMARIES.iter().all(|(_, summary)| !summary.is_empty()));
        for code in CODE {
            assert!(!code.intro.is_empty(), "{} has an introduction", code.slug);
            assert!(code.console.starts_with("cgt.solve({game: "), "{}: {}", code.slug, code.console);
        }
        assert!(find("no-such-lab").is_none());
        let coded: Vec<&str> = CODE.iter().map(|code| code.slug).collect();
        assert_eq!(coded, slugs, "the registry has the code of every lab of the catalog, in order");
        assert!(code("no-such-lab").is_none());
    }
}

both! {
    fn every_lab_is_under_one_shown_topic_and_no_topic_is_empty() {
        let listed: usize = Topic::ALL.iter().map(|topic| labs_of(*topic).count()).sum();
        assert_eq!(listed, LABS.len(), "the topics' menus list every lab once");
        for topic in Topic::ALL {
            assert!(labs_of(topic).next().is_some(), "{} has a lab", topic.title());
        }
        assert_eq!(find("nim").map(|lab| lab.topic), Some(Topic::NimFamily));
        assert_eq!(find("cops-robber").map(|lab| lab.topic), Some(Topic::GraphGames));
    }
}

both! {
    fn embed_snippets_point_at_the_embed_view_and_escape_the_url() {
        let params = Fields::from_query("moves=1,3,4&n=30&step=12");
        let snippet = embed_snippet("https://example.org/playground/", "sg-table", "Sprague-Grundy table", &params);
        assert_eq!(
            snippet,
            "<iframe src=\"https://example.org/playground/#/embed/sg-table?moves=1,3,4&amp;n=30&amp;step=12\" \
             title=\"CGT Playground: Sprague-Grundy table\" width=\"940\" height=\"600\" \
             style=\"border:0;max-width:100%\" loading=\"lazy\"></iframe>"
        );
    }
}

/// Every lab link in the README: (lab, parameters).
pub(crate) fn readme_links() -> Vec<(&'static cgt_playground::ui::kit::lab::Lab, Fields)> {
    let readme = include_str!("../../README.md");
    let mut links = Vec::new();
    for (start, _) in readme.match_indices("`#/lab/") {
        let rest = &readme[start + 1..];
        let Some(end) = rest.find('`') else { continue };
        let route = Route::parse(&rest[..end]);
        let Route::Lab { slug, params, .. } = route else {
            panic!("not a lab link: {}", &rest[..end])
        };
        let lab = find(&slug).unwrap_or_else(|| panic!("the README links to no lab '{slug}'"));
        links.push((lab, params));
    }
    links
}

#[test]
fn every_readme_link_round_trips_through_its_labs_state() {
    let links = readme_links();
    for lab in LABS {
        assert!(
            links.iter().any(|(linked, _)| linked.slug == lab.slug),
            "the README links to {}",
            lab.slug
        );
    }
    for (lab, params) in links {
        let link = code(lab.slug).expect("every lab has code").link;
        let shown = link(&params);
        assert_eq!(
            link(&shown),
            shown,
            "{}: link -> state -> link is stable for {}",
            lab.slug,
            params.to_query()
        );
        for name in params.names() {
            assert!(
                shown.get(name).is_some(),
                "{}: the state opened by {} keeps its parameter '{name}' (shown: {})",
                lab.slug,
                params.to_query(),
                shown.to_query()
            );
        }
    }
}

both! {
    fn the_time_left_is_estimated_from_the_rate_so_far_and_said_roughly() {
        // A quarter done in 10 s since the panel first saw the job at 0: 30 s to go.
        assert_eq!(seconds_left(10_000.0, 0.0, 0.25), Some(30));
        // From 0.5 to 0.75 in 60 s: 60 s to go.
        assert_eq!(seconds_left(60_000.0, 0.5, 0.75), Some(60));
        // Not before two seconds, nor before a thousandth has moved.
        assert_eq!(seconds_left(1_999.0, 0.0, 0.5), None);
        assert_eq!(seconds_left(5_000.0, 0.3, 0.3005), None);
        assert_eq!(seconds_left(5_000.0, 0.3, 1.0), Some(0));
        let said: Vec<String> = [0, 3, 41, 60, 61, 200, 3_599, 3_600, 7_500].map(time_left_text).into();
        assert_eq!(
            said,
            [
                "about 5 s left",
                "about 5 s left",
                "about 45 s left",
                "about 1 min left",
                "about 1 min 10 s left",
                "about 3 min 20 s left",
                "about 60 min left",
                "about 1 h 0 min left",
                "about 2 h 5 min left",
            ]
        );
    }
}

//! The `Lab` type and what every lab shares: its registry entry, its props, its topic, and its
//! state as a link (one rule for history in every lab).
//!
//! This module imports no lab and not the registry, so labs can use it without an import cycle:
//! `registry` lists the labs, each lab uses `lab`.

use yew::prelude::*;

use crate::api::Fields;
use crate::ui::route::View;
use crate::ui::url::use_url_sync;

/// What every lab component receives.
#[derive(Clone, Debug, PartialEq, yew::Properties)]
pub struct LabProps {
    /// The lab's catalog entry.
    pub lab: &'static Lab,
    /// The paragraph under the lab's title on its page (its registry entry's).
    pub intro: &'static str,
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
    /// Any game as its graph of states: retrograde analysis, draws, scores, minimax and
    /// alpha-beta.
    StateGraphs,
    /// Games where the players have different roles: the bettor and the adversary.
    Betting,
    /// The lecture's contest problems, each solved from small cases to a fast rule.
    ProblemSet,
}

impl Topic {
    /// Every topic, in the order shown.
    pub const ALL: [Topic; 6] = [
        Topic::NimFamily,
        Topic::SpragueGrundy,
        Topic::GraphGames,
        Topic::StateGraphs,
        Topic::Betting,
        Topic::ProblemSet,
    ];

    /// The topic's heading.
    pub fn title(self) -> &'static str {
        match self {
            Topic::NimFamily => "Nim and its relatives",
            Topic::SpragueGrundy => "Sprague-Grundy values",
            Topic::GraphGames => "Games on graphs",
            Topic::StateGraphs => "Any game as a graph",
            Topic::Betting => "Betting against an adversary",
            Topic::ProblemSet => "Problem set",
        }
    }
}

/// A lab's entry in the catalog: what is shown of it without running it.
#[derive(Debug, PartialEq)]
pub struct Lab {
    /// The URL slug: `#/lab/<slug>`.
    pub slug: &'static str,
    /// The topic it is listed under.
    pub topic: Topic,
    /// The title shown on the home page and as the page heading.
    pub title: &'static str,
}

/// The parameters that move within one view: a step, a clicked cell or vertex, the speed, the
/// moves of a game being played, a hint or a guess shown, the editing tool, dragged vertices.
/// Changing only these replaces the history entry; any other change (a new game, a new mode, a
/// new graph) pushes one, so back returns to the previous game or mode.
pub const FRAME_PARAMS: &[&str] =
    &["cell", "guess", "hint", "moves", "pos", "speed", "step", "tool", "vertex"];

/// A lab's whole state, as a reducer that a link opens and that writes its link back.
pub trait LabState: Reducible + 'static {
    /// The state a link asks for, shown as `view`; unusable parameters fall back to defaults,
    /// with a notice.
    fn from_link(link: &Fields, view: View) -> Self;
    /// The link that reproduces this state.
    fn link(&self) -> Fields;

    /// The lab's link parameters that name the game though other labs give their names to frame
    /// parameters ([`FRAME_PARAMS`]), such as sg-table's `moves`, its move set: a change of them
    /// pushes a history entry too.
    const GAME_PARAMS: &'static [&'static str] = &[];
}

/// The link of the state that `link` opens on the page: `S::from_link(link, View::Page).link()`.
pub fn link_of<S: LabState>(link: &Fields) -> Fields {
    S::from_link(link, View::Page).link()
}

/// A lab's state, opened from the page's link and kept in the address bar: a change of any
/// parameter outside [`FRAME_PARAMS`] pushes a history entry, any other change replaces it.
#[hook]
pub fn use_lab_state<S: LabState>(props: &LabProps) -> UseReducerHandle<S> {
    let state = use_reducer({
        let (params, view) = (props.params.clone(), props.view);
        move || S::from_link(&params, view)
    });
    use_url_sync(props.lab.slug, props.view, state.link(), S::GAME_PARAMS);
    state
}

/// Implements yew's `Reducible` for a lab's state `$state` with actions `$action`, in one of two
/// ways: `reducer!(State, Action)` reduces by the state's own `apply(self, action) -> Self`
/// (the state is cloned only when the view still holds it); `reducer!(State, Action, |old, mut
/// next, action| { …; next })` turns a clone of the state into the next one, reading the old.
#[macro_export]
macro_rules! reducer {
    ($state:ty, $action:ty) => {
        impl yew::Reducible for $state {
            type Action = $action;

            fn reduce(self: std::rc::Rc<Self>, action: $action) -> std::rc::Rc<Self> {
                std::rc::Rc::new(std::rc::Rc::unwrap_or_clone(self).apply(action))
            }
        }
    };
    ($state:ty, $action:ty, $update:expr) => {
        impl yew::Reducible for $state {
            type Action = $action;

            fn reduce(self: std::rc::Rc<Self>, action: $action) -> std::rc::Rc<Self> {
                let update: fn(&$state, $state, $action) -> $state = $update;
                std::rc::Rc::new(update(&self, (*self).clone(), action))
            }
        }
    };
}

/// Declares a lab's modes, `modes!(Mode { Table: "table", Play: "play" })`: the enum `Mode`
/// (a variant may have its doc comment) and `MODES`, the names its link gives them (read by
/// `parse_choice`, written by `api::fields::choice_name`); the first is the default. Written
/// `modes!(Mode { Table: "table" => "Win/lose table", … })`, it also declares `TABS`, each
/// mode's tab label for `kit::controls::mode_tabs`.
#[macro_export]
macro_rules! modes {
    ($name:ident { $($(#[$doc:meta])* $mode:ident: $text:literal),+ $(,)? }) => {
        /// What the lab shows.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $name {
            $($(#[$doc])* $mode),+
        }

        const MODES: &[(&str, $name)] = &[$(($text, $name::$mode)),+];
    };
    ($name:ident { $($(#[$doc:meta])* $mode:ident: $text:literal => $tab:literal),+ $(,)? }) => {
        $crate::modes!($name { $($(#[$doc])* $mode: $text),+ });

        /// Each mode's tab label.
        pub const TABS: &[($name, &str)] = &[$(($name::$mode, $tab)),+];
    };
}

/// A lab's state (as [`use_lab_state`]) and the callback that sends it actions.
#[hook]
pub fn use_lab<S: LabState>(props: &LabProps) -> (UseReducerHandle<S>, Callback<S::Action>) {
    let state = use_lab_state::<S>(props);
    let on_action = Callback::from(state.dispatcher());
    (state, on_action)
}

/// Declares a choice a lab's link names besides its mode, `choices!(Role in ROLES { Adversary:
/// "adversary", Bettor: "bettor" })`: the enum (a variant may have its doc comment) and the
/// list of its link names (read by `parse_choice`, written by `api::fields::choice_name`); the
/// first is the default.
#[macro_export]
macro_rules! choices {
    ($(#[$meta:meta])* $name:ident in $list:ident {
        $($(#[$doc:meta])* $choice:ident: $text:literal),+ $(,)?
    }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $name {
            $($(#[$doc])* $choice),+
        }

        const $list: &[(&str, $name)] = &[$(($text, $name::$choice)),+];
    };
}

//! Each lab's code, by slug: the component that renders it and the link of the state a link
//! opens. What is shown of a lab without running it (title, summary, topic) is in
//! [`super::catalog`]; adding a lab is one module under `labs/`, one entry there and one here.

use yew::prelude::*;

use super::kit::lab::{LabProps, link_of};
use super::labs;
use crate::api::Fields;

/// A lab's code.
pub struct LabCode {
    /// The lab's slug, as in the catalog.
    pub slug: &'static str,
    /// Renders the lab.
    pub render: fn(LabProps) -> Html,
    /// The link of the state a link opens ([`link_of`] for the lab's state): a pure function,
    /// so every example link's round trip is tested natively.
    pub link: fn(&Fields) -> Fields,
}

/// The alpha-beta lab's code.
pub const ALPHA_BETA: LabCode = LabCode {
    slug: "alpha-beta",
    render: |props| html! { <labs::alpha_beta::AlphaBetaLab ..props /> },
    link: link_of::<labs::alpha_beta::state::State>,
};

/// The betting lab's code.
pub const BETTING: LabCode = LabCode {
    slug: "betting",
    render: |props| html! { <labs::betting::BettingLab ..props /> },
    link: link_of::<labs::betting::state::State>,
};

/// The cops-robber lab's code.
pub const COPS_ROBBER: LabCode = LabCode {
    slug: "cops-robber",
    render: |props| html! { <labs::cops_robber::CopsRobberLab ..props /> },
    link: link_of::<labs::cops_robber::state::State>,
};

/// The dag lab's code.
pub const DAG: LabCode = LabCode {
    slug: "dag",
    render: |props| html! { <labs::dag::DagLab ..props /> },
    link: link_of::<labs::dag::state::State>,
};

/// The division lab's code.
pub const DIVISION: LabCode = LabCode {
    slug: "division",
    render: |props| html! { <labs::division::DivisionLab ..props /> },
    link: link_of::<labs::division::state::State>,
};

/// The hidden-evader lab's code.
pub const HIDDEN_EVADER: LabCode = LabCode {
    slug: "hidden-evader",
    render: |props| html! { <labs::hidden_evader::HiddenEvaderLab ..props /> },
    link: link_of::<labs::hidden_evader::state::State>,
};

/// The kings lab's code.
pub const KINGS: LabCode = LabCode {
    slug: "kings",
    render: |props| html! { <labs::kings::KingsLab ..props /> },
    link: link_of::<labs::kings::state::State>,
};

/// The nim lab's code.
pub const NIM: LabCode = LabCode {
    slug: "nim",
    render: |props| html! { <labs::nim::NimLab ..props /> },
    link: link_of::<labs::nim::state::State>,
};

/// The nim-table lab's code.
pub const NIM_TABLE: LabCode = LabCode {
    slug: "nim-table",
    render: |props| html! { <labs::nim_table::NimTableLab ..props /> },
    link: link_of::<labs::nim_table::state::State>,
};

/// The octal lab's code.
pub const OCTAL: LabCode = LabCode {
    slug: "octal",
    render: |props| html! { <labs::octal::OctalLab ..props /> },
    link: link_of::<labs::octal::state::State>,
};

/// The problem-set lab's code.
pub const PROBLEM_SET: LabCode = LabCode {
    slug: "problem-set",
    render: |props| html! { <labs::problem_set::ProblemSetLab ..props /> },
    link: link_of::<labs::problem_set::state::State>,
};

/// The pursuit lab's code.
pub const PURSUIT: LabCode = LabCode {
    slug: "pursuit",
    render: |props| html! { <labs::pursuit::PursuitLab ..props /> },
    link: link_of::<labs::pursuit::state::State>,
};

/// The sg-table lab's code.
pub const SG_TABLE: LabCode = LabCode {
    slug: "sg-table",
    render: |props| html! { <labs::sg_table::SgTableLab ..props /> },
    link: link_of::<labs::sg_table::state::State>,
};

/// The state-graph lab's code.
pub const STATE_GRAPH: LabCode = LabCode {
    slug: "state-graph",
    render: |props| html! { <labs::state_graph::StateGraphLab ..props /> },
    link: link_of::<labs::state_graph::state::State>,
};

/// The sums lab's code.
pub const SUMS: LabCode = LabCode {
    slug: "sums",
    render: |props| html! { <labs::sums::SumsLab ..props /> },
    link: link_of::<labs::sums::state::State>,
};

/// The take-away lab's code.
pub const TAKE_AWAY: LabCode = LabCode {
    slug: "take-away",
    render: |props| html! { <labs::take_away::TakeAwayLab ..props /> },
    link: link_of::<labs::take_away::state::State>,
};

/// The treblecross lab's code.
pub const TREBLECROSS: LabCode = LabCode {
    slug: "treblecross",
    render: |props| html! { <labs::treblecross::TreblecrossLab ..props /> },
    link: link_of::<labs::treblecross::state::State>,
};

/// The tree-path lab's code.
pub const TREE_PATH: LabCode = LabCode {
    slug: "tree-path",
    render: |props| html! { <labs::tree_path::TreePathLab ..props /> },
    link: link_of::<labs::tree_path::state::State>,
};

/// The wythoff lab's code.
pub const WYTHOFF: LabCode = LabCode {
    slug: "wythoff",
    render: |props| html! { <labs::wythoff::WythoffLab ..props /> },
    link: link_of::<labs::wythoff::state::State>,
};

/// Every lab's code, sorted by slug.
pub const CODE: &[LabCode] = &[
    ALPHA_BETA,
    BETTING,
    COPS_ROBBER,
    DAG,
    DIVISION,
    HIDDEN_EVADER,
    KINGS,
    NIM,
    NIM_TABLE,
    OCTAL,
    PROBLEM_SET,
    PURSUIT,
    SG_TABLE,
    STATE_GRAPH,
    SUMS,
    TAKE_AWAY,
    TREBLECROSS,
    TREE_PATH,
    WYTHOFF,
];

/// The code of the lab with this slug.
pub fn code(slug: &str) -> Option<&'static LabCode> {
    CODE.iter().find(|code| code.slug == slug)
}

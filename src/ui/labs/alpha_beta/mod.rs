//! Lab "alpha-beta": minimax and fail-soft alpha-beta on a game tree (typed, random,
//! tic-tac-toe or Nim), the search stepped on the drawn tree with alpha and beta at every node
//! and the cut branches greyed, and the leaves evaluated with and without pruning, in three move
//! orders.

pub mod state;
mod view;

use yew::prelude::*;

use crate::api::alpha_beta::AlphaBetaRequest;
use crate::solve::alpha_beta::{TreeAnalysis, TreeError};
use crate::solve::stepwise::Map;
use crate::ui::kit::form::FieldSpec;
use crate::ui::kit::prelude::*;
use state::{
    Action, EXAMPLES, Input, MAX_BRANCHING, MAX_PILE, MAX_PILES, MAX_RANDOM_DEPTH, MAX_SEED, Order,
    SOURCE_MENU, Solved, Source, State,
};

/// Trees costing more than this many units of work (`TreeAnalysis::work`: 10,000 nodes) are
/// built and solved in time slices, smaller ones at once.
pub const SYNC_WORK: u64 = 130_000;

/// The job of a tree too large to draw: built and solved, or nothing once cancelled.
fn start(
    key: &Option<Shared<Input>>,
) -> Box<dyn Stepwise<Output = Option<Result<Rc<Solved>, TreeError>>>> {
    let job = key.as_ref().map(|Shared(input)| input.job());
    let root_moves = key.as_ref().map(|Shared(input)| input.root_moves()).unwrap_or_default();
    Box::new(Map(job, move |done: Option<Result<_, TreeError>>| {
        done.map(|analysed| {
            analysed.map(|analysis| Rc::new(Solved::new(analysis, Order::Given, root_moves)))
        })
    }))
}

#[component]
pub fn AlphaBetaLab(props: &LabProps) -> Html {
    let (state, on_action) = use_lab::<State>(props);
    let key = (state.solved.is_none() && state.solving).then(|| Shared(state.input.clone()));
    let work = if key.is_some() { TreeAnalysis::work(state.nodes) } else { 0 };
    let sliced = use_sliced(key, work, SYNC_WORK, start);
    let body = match (&state.solved, &sliced) {
        (Some(solved), _) => view::body(&state, solved, &on_action),
        (None, Sliced::Pending(progress)) => view::solving(&state, *progress, &on_action),
        (None, Sliced::Ready(done)) => match done.as_ref() {
            Some(Ok(solved)) => view::body(&state, solved, &on_action),
            Some(Err(error)) => {
                html! { <p class="error">{ format!("The tree cannot be built: {error}.") }</p> }
            }
            None => view::cancelled(&state, &on_action),
        },
    };
    let on_form = on_action.reform(Action::Form);
    lab_frame(
        props,
        Frame {
            embed_title: None,
            form: request_form(fields(&state, &on_form), "Search the tree", EXAMPLES, &on_form),
            notices: &state.notices,
            link: state.link(),
            body,
        },
    )
}

/// The source menu and the fields of the source chosen, with their limits.
fn fields(state: &State, on_form: &Callback<FormAction>) -> Html {
    let form = &state.form;
    let source = form.choice(
        ("alpha-beta-source", "source", "Game tree from"),
        SOURCE_MENU,
        on_edit(on_form, "source"),
    );
    let tree = (state.form_source() == Source::Typed).then(|| {
        form.long_field(
            ("alpha-beta-tree", "tree", "Tree"),
            (
                "A number is a leaf, a list a node: ((3,5),(2,9)). Up to 1,000,000 nodes, 64 \
                 levels, leaves from -10^15 to 10^15."
                    .into(),
                "((3,5),(2,9))",
            ),
            on_edit(on_form, "tree"),
        )
    });
    let specs: Vec<FieldSpec> = match state.form_source() {
        Source::Typed => Vec::new(),
        Source::Random => vec![
            (
                "alpha-beta-depth",
                "depth",
                "Levels",
                true,
                format!("1 to {MAX_RANDOM_DEPTH}; at most 1,000,000 nodes"),
                "",
            ),
            (
                "alpha-beta-branching",
                "branching",
                "Children per node",
                true,
                format!("1 to {MAX_BRANCHING}"),
                "",
            ),
            ("alpha-beta-seed", "seed", "Seed", true, format!("0 to {MAX_SEED}"), ""),
        ],
        Source::TicTacToe => vec![(
            "alpha-beta-board",
            "board",
            "Board",
            false,
            "9 cells row by row: X, O or . (empty)".into(),
            "XO.X.O...",
        )],
        Source::Nim => vec![(
            "alpha-beta-piles",
            "piles",
            "Piles",
            false,
            format!("up to {MAX_PILES} piles of up to {MAX_PILE}; the tree up to 1,000,000 nodes"),
            "2,3",
        )],
    };
    let root = (state.form_source() == Source::Typed).then(|| {
        form.choice(
            ("alpha-beta-root", AlphaBetaRequest::FIELDS[1], "Root"),
            &[("true", "max to move"), ("false", "min to move")],
            on_edit(on_form, "maximizingRoot"),
        )
    });
    html! { <>{ source }{ for tree }{ form_fields(form, specs, on_form) }{ for root }</> }
}

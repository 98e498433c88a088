//! Lab "treblecross": the paper's parallel Treblecross (section 3.6). Boards stepped through one
//! by one (lightly marked cells, free intervals and their G values, each type's Grundy number
//! counted by the parity of its copies), the winner of the sum, and play against the computer
//! on one board.

pub mod state;
pub mod view;

use yew::prelude::*;

use crate::api::octal::{OctalJob, OctalRequest};
use crate::solve::octal::OctalCode;
use crate::solve::stepwise::Stepwise;
use crate::solve::treblecross::Board;
use crate::ui::kit::controls::{Notices, actions, lab_footer, mode_tabs, progress_panel};
use crate::ui::kit::lab::{Lab, LabProps, LabState, Topic, link_of, use_lab_state};
use crate::ui::kit::match_record::use_computer_reply;
use crate::ui::kit::task::{Sliced, use_sliced};
use crate::ui::route::View;
use state::{Action, Mode, State};
use view::{TABLE_Q, analyse_view, form_view, play_view};

/// The registry entry.
pub const LAB: Lab = Lab {
    slug: "treblecross",
    topic: Topic::SpragueGrundy,
    title: "Parallel Treblecross",
    summary: "Boards of cells; mark one, and three in a row wins. Lightly marked cells, free \
              intervals and their Grundy values, sums of board types with huge numbers of \
              copies, and play against the computer.",
    console: r#"cgt.solve({game: "treblecross", boards: ["X.....", "......."], counts: [1, 1]})"#,
    render,
    link: link_of::<State>,
};

fn render(props: LabProps) -> Html {
    html! { <TreblecrossLab ..props /> }
}

/// Interval values costing at most this much work (split options of 0.007) are computed at
/// once; more in time slices.
const SYNC_WORK: u64 = 1_000_000;

/// Computing G(0..=max_len) for free intervals, as a sliced job: 0.007 up to max_len + 2.
struct IntervalValues(OctalJob);

impl Stepwise for IntervalValues {
    type Output = Vec<u32>;

    fn advance(&mut self, work: u64) -> bool {
        self.0.advance(work)
    }

    fn progress(&self) -> f64 {
        self.0.progress()
    }

    fn finish(self: Box<Self>) -> Vec<u32> {
        Box::new(self.0).finish().values.split_off(2)
    }
}

fn start_interval_values(max_len: &usize) -> Box<dyn Stepwise<Output = Vec<u32>>> {
    // max_len + 2 is at most MAX_LENGTH + 2, far below the limit.
    let request = OctalRequest { code: OctalCode::treblecross(), n: (*max_len + 2) as u32 };
    Box::new(IntervalValues(OctalJob::new(&request)))
}

/// The lab component.
#[component]
pub fn TreblecrossLab(props: &LabProps) -> Html {
    let state = use_lab_state::<State>(LAB.slug, props);
    let actions = actions(&state.dispatcher());
    use_computer_reply(
        state.computer_to_move().then_some(state.game.record.moves.len()),
        actions.reform(|()| Action::ComputerMove),
    );
    let max_len = state.request.boards.iter().map(Board::len).max().unwrap_or(0).max(TABLE_Q);
    let work = ((max_len as u64 + 2) * (max_len as u64 + 2)) / 4;
    let values = use_sliced(max_len, work, SYNC_WORK, start_interval_values);
    let embed = props.view == View::Embed;
    html! {
        <section class={classes!("treblecross-lab", embed.then_some("is-embed"))}>
            if embed {
                <h2 class="embed-title">{ "Parallel Treblecross" }</h2>
            } else {
                <h1>{ LAB.title }</h1>
                <p class="intro">
                    { "Each board is a row of cells, some marked (X). A move marks one unmarked cell \
                       on any board; whoever makes three marked cells in a row wins. With x(i) copies \
                       of board type i, the paper reduces the whole game to Grundy numbers: nobody \
                       marks a cell at distance 1 or 2 from a mark (the opponent would complete three), \
                       so those cells are lightly marked and only the free intervals between them count." }
                </p>
                { form_view(&state.form, &actions) }
            }
            <Notices notices={state.notices.clone()} on_dismiss={actions.reform(|()| Action::DismissNotices)} />
            { mode_tabs(state.mode, &[(Mode::Analyse, "Analyse the sum"), (Mode::Play, "Play the computer")], actions.reform(Action::SetMode)) }
            { match (&values, state.mode) {
                (Sliced::Pending(progress), _) => progress_panel(
                    format!("Computing G(0) to G({max_len}) for free intervals (the octal game 0.007)…"),
                    *progress,
                    Some(actions.reform(|_: MouseEvent| Action::Cancel)),
                    html! {},
                ),
                (Sliced::Ready(values), Mode::Analyse) => analyse_view(&state, values, &actions),
                (Sliced::Ready(_), Mode::Play) => play_view(&state, &actions),
            } }
            { lab_footer(&LAB, props.view, state.link()) }
        </section>
    }
}

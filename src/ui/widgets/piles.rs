//! Piles of stones drawn as stacks, as on the lecture's slides; clicking a stone takes it and
//! every stone above it.

use yew::prelude::*;

/// Stones drawn per pile in a column; larger piles show this many and their count.
pub const DRAWN_STONES: u64 = 24;
/// Stones drawn in columns in all, about: with many piles each draws fewer (64 piles: 6 each),
/// so 64 piles of 10^18 are 384 stones to lay out, not 1,536.
pub const MOST_STONES: u64 = 384;
/// Stones drawn per pile in a column however many piles there are.
pub const FEWEST_STONES: u64 = 4;
/// Stones drawn for a pile laid out in a row.
pub const DRAWN_IN_ROW: u64 = 64;

/// The piles' properties.
pub struct PilesProps {
    /// Stones per pile.
    pub piles: Vec<u64>,
    /// What to call pile i (e.g. "pile 1", "step 1").
    pub label: Callback<usize, String>,
    /// Piles drawn emphasised (e.g. the odd steps of a staircase).
    pub emphasised: Vec<usize>,
    /// Stones just taken from a pile, drawn faded above it: (pile, count).
    pub taken: Option<(usize, u64)>,
    /// Moves to point out, e.g. the winning ones: (pile, take); their stones are ringed.
    pub hints: Vec<(usize, u64)>,
    /// The move about to be played: (pile, take); its stones are marked as leaving.
    pub leaving: Option<(usize, u64)>,
    /// When set, clicking the stone at height h (1 = bottom) of pile i sends (i, size - h + 1).
    pub on_take: Option<Callback<(usize, u64)>>,
    /// Lay each pile out as a wrapping row (for one-heap games) instead of a stack.
    pub row: bool,
}

impl PilesProps {
    /// The piles `piles`, pile i called `label(i)`, drawn plain: nothing emphasised, taken,
    /// hinted or leaving, not clickable, in columns.
    pub fn new(piles: Vec<u64>, label: Callback<usize, String>) -> PilesProps {
        PilesProps {
            piles,
            label,
            emphasised: Vec::new(),
            taken: None,
            hints: Vec::new(),
            leaving: None,
            on_take: None,
            row: false,
        }
    }
}

/// The piles, side by side.
/// A function, not a component: a component type costs every binary its bytes again.
pub fn piles(props: &PilesProps) -> Html {
    html! {
        <div class={classes!("piles", props.row.then_some("row"))} role="group" aria-label="Piles">
            { for props.piles.iter().enumerate().map(|(pile, &size)| pile_view(props, pile, size)) }
        </div>
    }
}

fn pile_view(props: &PilesProps, pile: usize, size: u64) -> Html {
    let label = props.label.emit(pile);
    let cap = if props.row {
        DRAWN_IN_ROW
    } else {
        (MOST_STONES / props.piles.len().max(1) as u64).clamp(FEWEST_STONES, DRAWN_STONES)
    };
    let drawn = size.min(cap);
    // A move taking t stones removes the stones whose own "take" is at most t.
    let hinted =
        props.hints.iter().filter(|(p, _)| *p == pile).map(|&(_, take)| take).max().unwrap_or(0);
    let leaving = props.leaving.filter(|(p, _)| *p == pile).map_or(0, |(_, take)| take);
    let ghosts = match props.taken {
        Some((taken_pile, count)) if taken_pile == pile => count.min(cap.saturating_sub(drawn)),
        _ => 0,
    };
    let stones = (1..=drawn).map(|height| {
        // Drawn stone `height` stands for the real stone `size - drawn + height` (large piles
        // show only their top stones).
        let real = size - drawn + height;
        let take = size - real + 1;
        let class = classes!("stone", (take <= hinted).then_some("hinted"), (take <= leaving).then_some("leaving"));
        let title = format!("Take {take} from {label}, leaving {}", size - take);
        match &props.on_take {
            Some(on_take) => {
                let onclick = on_take.reform(move |_: MouseEvent| (pile, take));
                html! { <button type="button" {class} title={title.clone()} aria-label={title} {onclick}></button> }
            }
            None => html! { <span {class}></span> },
        }
    });
    let ghost_stones = (0..ghosts).map(|_| html! { <span class="stone ghost"></span> });
    html! {
        <figure class={classes!("pile", props.emphasised.contains(&pile).then_some("emphasised"))}
            data-pile={pile.to_string()}>
            <div class="stones">
                { for stones }
                { for ghost_stones }
            </div>
            <figcaption>
                <span class="pile-size">{ size.to_string() }</span>
                <span class="pile-label">{ label }</span>
                if size > cap { <span class="pile-note">{ format!("{cap} of them drawn") }</span> }
            </figcaption>
        </figure>
    }
}

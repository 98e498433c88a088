//! The alpha-beta lab's state without a browser: links in and out for every source, the search
//! stepped to its cut, the leaf counts in three orders, trees too large to draw, bad input and
//! history.

use cgt_playground::api::Request;
use cgt_playground::api::Written;
use cgt_playground::api::alpha_beta::AlphaBetaRequest;
use cgt_playground::api::fields::Fields;
use cgt_playground::solve::alpha_beta::{GameTree, SearchEvent, minimax_values};
use cgt_playground::solve::stepwise::Stepwise;
use cgt_playground::ui::kit::form::FormAction;
use cgt_playground::ui::kit::lab::LabState;
use cgt_playground::ui::kit::stepper::StepCommand;
use cgt_playground::ui::kit::task::READ_IN_SLICES;
use cgt_playground::ui::kit::timeline::{StepAction, Timeline};
use cgt_playground::ui::labs::alpha_beta::state::{
    Action, DRAW_LIMIT, EXAMPLES, Input, Order, Seen, Solved, State,
};
use cgt_playground::ui::url::history_key;

use crate::oracle::{Tree, alpha_beta_count};
use crate::{advance_in_slices, both};

const TEXTBOOK: &str = "source=typed&tree=((3,12,8),(2,4,6),(14,5,2))";

fn open(query: &str) -> State {
    crate::open_lab(query)
}

/// The tree the lab shows: solved at once when drawn, else by the component's job (here run to
/// its end).
fn solved_of(state: &State) -> std::rc::Rc<Solved> {
    state.solved.clone().unwrap_or_else(|| {
        let analysis = Box::new(state.input.job()).finish().expect("the tree builds");
        std::rc::Rc::new(Solved::new(analysis, Order::Given, state.input.root_moves()))
    })
}

fn after(state: State, actions: impl IntoIterator<Item = Action>) -> State {
    actions.into_iter().fold(state, crate::act)
}

fn edit(name: &'static str, text: &str) -> Action {
    Action::Form(FormAction::Edit(name, text.into()))
}

fn submit() -> Action {
    Action::Form(FormAction::Submit)
}

fn step(command: StepCommand) -> Action {
    Action::Step(StepAction::Command(command))
}

/// The subtree of `node` as the oracle's nested tree.
fn nested(tree: &GameTree, node: usize) -> Tree {
    match tree.leaf_value(node) {
        Some(value) => Tree::Leaf(value),
        None => Tree::Node(
            tree.children(node).iter().map(|&child| nested(tree, child as usize)).collect(),
        ),
    }
}

fn pushes(from: &State, to: &State) -> bool {
    history_key(&from.link(), State::GAME_PARAMS) != history_key(&to.link(), State::GAME_PARAMS)
}

both! {
    fn links_of_every_source_round_trip() {
        for query in [
            "source=typed&tree=((3,12,8),(2,4,6),(14,5,2))&step=18",
            "source=typed&tree=((3,5),(2,9))&maximizingRoot=false&order=worst&step=4&speed=10",
            "source=random&depth=3&branching=2&seed=11&step=7",
            "source=tic-tac-toe&board=XO..X..XO&order=best&step=3",
            "source=nim&piles=2,3&step=0",
            "source=random&depth=5&branching=4&seed=1",
        ] {
            let state = open(query);
            assert!(state.notices.is_empty(), "{query}: {:?}", state.notices);
            let link = state.link();
            assert_eq!(open(&link.to_query()).link(), link, "{query}: link -> state -> link");
            for name in cgt_playground::api::Fields::from_query(query).names() {
                assert!(link.get(name).is_some(), "{query} keeps '{name}': {}", link.to_query());
            }
        }
        let defaults = open("");
        assert_eq!(solved_of(&defaults).tree.text(), "((3,12,8),(2,4,6),(14,5,2))");
        assert_eq!(defaults.playback.position(), 0);
    }
}

both! {
    fn the_textbook_tree_is_stepped_to_its_cut() {
        let state = open(&format!("{TEXTBOOK}&step=18"));
        let solved = &solved_of(&state);
        let search = solved.search.as_ref().expect("a small tree is stepped");
        // Node numbers in preorder: 1 = (3,12,8), 5 = (2,4,6) with leaves 6, 7, 8.
        assert_eq!(solved.event(18), Some(&SearchEvent::Cut { node: 5, pruned: vec![7, 8], alpha: 3, beta: 2 }));
        assert_eq!(solved.label(18), "cut at node 5");
        assert_eq!(solved.sentence(18), "node 5: beta 2 <= alpha 3, so children 7, 8 are cut.");
        let picture = search.frame(18);
        assert_eq!(picture.current, Some(5));
        let seen: Vec<Seen> = picture.nodes.iter().map(|mark| mark.seen).collect();
        assert_eq!(&seen[6..9], [Seen::Done, Seen::Cut, Seen::Cut]);
        assert_eq!((picture.nodes[5].alpha, picture.nodes[5].beta), (3, 2), "the bounds at the cut");
        assert_eq!(seen[0], Seen::Open, "the root is still on the path");
        assert_eq!(seen[1], Seen::Done);
        assert_eq!(picture.nodes[1].value, Some(3));
        let before = search.frame(17);
        assert_eq!(before.nodes[7].seen, Seen::Unseen, "nothing is greyed before the cut");
        let last = solved.last();
        assert!(solved.sentence(last).contains("The root's value is 3; the best move is child 1. The root's children are counted from the left."), "{}", solved.sentence(last));
        assert!(solved.sentence(0).contains("alpha = -inf and beta = +inf"));
        // Stepping back and forth replays the same pictures.
        let stepped = after(state.clone(), [step(StepCommand::Forward), step(StepCommand::Back)]);
        assert_eq!(stepped.playback.position(), 18);
        assert!(!pushes(&state, &stepped), "a step replaces the history entry");
        assert_eq!(after(state, [step(StepCommand::End)]).playback.position(), last);
    }
}

both! {
    fn counts_compare_minimax_and_three_orders() {
        let state = open(TEXTBOOK);
        let solved = &solved_of(&state);
        // By hand: the middle node is cut after its first leaf (7 of 9); best first cuts both
        // later nodes after one leaf (3 + 1 + 1); worst first cuts nothing.
        assert_eq!(solved.tree.leaf_count(), 9);
        assert_eq!((solved.given.leaves, solved.best_first.leaves, solved.worst_first.leaves), (7, 5, 9));
        assert_eq!((solved.value, solved.best_moves.clone()), (3, vec![0]));
        // The stepped search in another order steps those counts.
        for (order, leaves) in [(Order::Best, 5), (Order::Worst, 9)] {
            let reordered = after(state.clone(), [Action::SetOrder(order)]);
            let reordered_solved = solved_of(&reordered);
            let search = reordered_solved.search.as_ref().expect("drawn");
            let evaluated = search.events().iter().filter(|event| matches!(event, SearchEvent::Leaf { .. })).count();
            assert_eq!(evaluated, leaves, "{order:?}");
            assert_eq!(reordered.playback.position(), 0);
            assert!(pushes(&state, &reordered), "another order pushes");
        }
        // A random tree's counts against the oracle's independent count.
        let random = solved_of(&open("source=random&depth=4&branching=3&seed=5"));
        let oracle = nested(&random.tree, 0);
        let mut leaves = 0;
        let value = alpha_beta_count(&oracle, true, i64::MIN, i64::MAX, &mut leaves);
        assert_eq!((random.value, random.given.leaves), (value, leaves));
        assert_eq!(random.value, minimax_values(&random.tree, true)[0]);
    }
}

both! {
    fn real_games_give_their_trees() {
        // X to move on XO.X.O...: X at 0 and 3, so cell 6 (the root's third move) wins at once.
        let tic = open("source=tic-tac-toe&board=XO.X.O...");
        assert_eq!(solved_of(&tic).value, 1);
        assert!(solved_of(&tic).best_moves.contains(&2), "{:?}", solved_of(&tic).best_moves);
        assert_eq!(solved_of(&tic).tree.children(0).len(), 5, "five empty cells, five moves");
        // The best moves are named by their cells, and the children's order is said.
        let said = solved_of(&tic).summary();
        assert!(said.contains("X in the bottom left corner (child 3)"), "{said}");
        assert!(said.contains("The root's children are the empty cells, row by row."), "{said}");
        // Boards play cannot reach are refused: both players with three in a row, or the
        // player to move with one.
        for board in ["XXXOOO...", "XXXOO.O..", "OOOXX.XX."] {
            let refused = open(&format!("source=tic-tac-toe&board={board}"));
            let said = |notice: &String| notice.contains("three in a row only for the player who moved last");
            assert!(refused.notices.iter().any(said), "{board}: {:?}", refused.notices);
        }
        // O to move: the root minimises.
        let o_to_move = open("source=tic-tac-toe&board=XO..X..XO");
        assert!(!solved_of(&o_to_move).maximizing_root);
        assert!(solved_of(&o_to_move).search.is_some(), "four empty cells are drawn");
        // Nim 1, 2, 2 has nim-sum 1: the first player (max) wins.
        let nim = open("source=nim&piles=1,2,2");
        assert_eq!(solved_of(&nim).value, 1);
        // Only taking the single stone of pile 1 leaves nim-sum 0.
        assert_eq!(
            solved_of(&nim).summary(),
            "The root's value is 1; the best move is take 1 from pile 1 (child 1). The root's children take 1, 2, … from pile 1, then from pile 2, and so on."
        );
        let small = open("source=nim&piles=2,3&step=60");
        let small_solved = solved_of(&small);
        let cut_by_60 = small_solved.search.as_ref().expect("drawn").frame(60);
        assert!(cut_by_60.nodes.iter().any(|mark| mark.seen == Seen::Cut), "the embed test's link shows a cut");
        let nim_lost = open("source=nim&piles=2,2");
        assert_eq!(solved_of(&nim_lost).value, -1, "nim-sum 0: the first player loses");
        // A seed gives the same tree; another seed another one.
        let (a, b, c) = (open("source=random&depth=3&branching=3&seed=7"), open("source=random&depth=3&branching=3&seed=7"), open("source=random&depth=3&branching=3&seed=8"));
        assert_eq!(solved_of(&a).tree, solved_of(&b).tree);
        assert_ne!(solved_of(&a).tree, solved_of(&c).tree);
        assert_eq!(solved_of(&a).tree.node_count(), 1 + 3 + 9 + 27);
    }
}

both! {
    fn trees_too_large_to_draw_are_solved_and_summarised() {
        let state = open("source=random&depth=7&branching=3&seed=2&step=5");
        assert!(state.solved.is_none(), "left to the component's job");
        assert!(state.nodes > DRAW_LIMIT as u64);
        let summary = solved_of(&state);
        assert_eq!(summary.tree.node_count(), 3280);
        assert!(summary.search.is_none());
        assert_eq!(summary.last(), 0);
        assert!(state.notices.iter().any(|notice| notice.contains("'step' is not used")), "{:?}", state.notices);
        assert!(state.link().get("step").is_none());
        assert!(summary.given.leaves < summary.tree.leaf_count());
        assert!(summary.best_first.leaves <= summary.given.leaves);
        assert!(summary.given.leaves <= summary.worst_first.leaves);
        assert!(summary.summary().starts_with("The root's value is"));
        // Cancelling stops the job; solving starts it again.
        let cancelled = after(state.clone(), [Action::Cancel]);
        assert!(!cancelled.solving);
        assert!(after(cancelled, [Action::Solve]).solving);
        // The whole game of tic-tac-toe: 549,946 nodes, a draw; its size is known unbuilt.
        let whole = open("source=tic-tac-toe&board=.........");
        assert_eq!((whole.nodes, whole.solved.is_none()), (549_946, true));
        let whole_solved = solved_of(&whole);
        assert_eq!((whole_solved.tree.node_count(), whole_solved.value), (549_946, 0));
        assert!(whole_solved.search.is_none() && whole.notices.is_empty());
    }
}

both! {
    fn bad_input_gets_messages_and_keeps_the_tree() {
        let state = open(&format!("{TEXTBOOK}&step=18"));
        let unfinished = after(state.clone(), [edit("tree", "((3,5),(2")]);
        assert_eq!(unfinished.form.error("tree").as_deref(), Some("the tree is incomplete (a list is not closed)"));
        let refused = after(unfinished, [submit()]);
        assert_eq!((solved_of(&refused).tree.leaf_count(), refused.playback.position()), (9, 18), "the tree stays");
        let letters = after(state.clone(), [edit("tree", "(3,x)")]);
        assert!(letters.form.error("tree").is_some_and(|error| error.contains("'x)' is not part of a tree")));
        let typed = after(state.clone(), [edit("tree", "((1,2),(3,4))"), submit()]);
        assert_eq!((solved_of(&typed).tree.text().as_str(), typed.playback.position()), ("((1,2),(3,4))", 0));
        assert!(pushes(&state, &typed), "a new tree pushes");
        let random = after(state.clone(), [edit("source", "random")]);
        assert_eq!(random.form.text("depth"), "3", "a source shows its own fields");
        let too_big = after(random.clone(), [edit("depth", "16"), edit("branching", "10"), submit()]);
        let error = too_big.form.error("depth").unwrap_or_default();
        assert!(error.contains("the limit is 1,000,000 nodes"), "{error}");
        assert_eq!(solved_of(&too_big).tree.leaf_count(), 9, "the tree stays");
        let seeded = after(random, [edit("seed", "12"), submit()]);
        assert_eq!(seeded.link().get("seed"), Some("12"));
        let board = after(state.clone(), [edit("source", "tic-tac-toe"), edit("board", "XXX......")]);
        assert!(board.form.error("board").is_some_and(|error| error.contains("9 cells row by row")));
        let nim = after(state, [edit("source", "nim"), edit("piles", "20,20,20"), submit()]);
        assert!(nim.form.error("piles").is_some_and(|error| error.contains("1000000 nodes")), "{:?}", nim.form.error("piles"));
        let link = open("source=typed&tree=((1,2)&step=3&source2=x");
        let notices = link.notices.join("\n");
        assert!(notices.contains("tree: the tree is incomplete"), "{notices}");
        assert!(notices.contains("'source2' is not used here"), "{notices}");
        assert_eq!(solved_of(&link).tree.text(), "((3,12,8),(2,4,6),(14,5,2))", "the default tree");
        let huge = open("source=random&depth=99&branching=10&seed=1");
        assert!(huge.notices.join(" ").contains("depth: 99 is above the limit of 16"), "{:?}", huge.notices);
        let chess = open("source=chess&order=sideways");
        assert_eq!(chess.notices.len(), 2, "{:?}", chess.notices);
    }
}

both! {
    fn examples_open_their_trees() {
        let state = open("");
        for (index, &(_, query)) in EXAMPLES.iter().enumerate() {
            let opened = after(state.clone(), [Action::Form(FormAction::Example(index))]);
            let fields = cgt_playground::api::Fields::from_query(query);
            for name in fields.names() {
                assert_eq!(opened.link().get(name), fields.get(name), "example {index}: {name}");
            }
            assert!(pushes(&state, &opened) || index == 0, "example {index} opens a new tree");
        }
    }
}

/// A complete tree of `depth` levels and `branching` children per node, written as text, its
/// leaves the distinct values `next()` gives.
fn complete_text(depth: u32, branching: u32, next: &mut impl FnMut() -> i64) -> String {
    if depth == 0 {
        return next().to_string();
    }
    let children: Vec<String> =
        (0..branching).map(|_| complete_text(depth - 1, branching, next)).collect();
    format!("({})", children.join(","))
}

both! {
    fn best_first_on_distinct_values_evaluates_the_minimal_tree_as_the_page_says() {
        for branching in 2..=4u32 {
            for depth in 1..=4u32 {
                // Distinct leaves: a multiplier coprime to the modulus permutes 0..modulus.
                let (modulus, mut i) = (1_000_003i64, 0i64);
                let mut next = || {
                    i += 1;
                    (i * 7919 + depth as i64 * 31) % modulus
                };
                let text = complete_text(depth, branching, &mut next);
                let state = open(&format!("source=typed&tree={text}"));
                let b = u64::from(branching);
                let minimal = b.pow(depth.div_ceil(2)) + b.pow(depth / 2) - 1;
                assert_eq!(solved_of(&state).best_first.leaves, minimal, "b = {branching}, d = {depth}");
            }
        }
    }
}

both! {
    fn a_links_long_tree_is_read_by_the_job_in_slices() {
        let (mut i, modulus) = (0i64, 1_000_003i64);
        let mut next = || {
            i += 1;
            (i * 7919) % modulus - 500_000
        };
        // 7^6 = 117,649 leaves, 137,257 nodes.
        let text = complete_text(6, 7, &mut next);
        assert!(text.len() > READ_IN_SLICES);
        let query = format!("source=typed&tree={text}&maximizingRoot=false");
        let state = open(&query);
        assert!(state.notices.is_empty(), "{:?}", state.notices);
        assert!(matches!(state.input.as_ref(), Input::LongTyped { maximizing_root: false, .. }), "not read on opening");
        assert_eq!(state.link().to_query(), query, "the link keeps the text as given");
        assert_eq!(state.form.text("tree"), text);
        assert_eq!(state.form.text("maximizingRoot"), "false");
        let mut job = Box::new(state.input.job());
        let (slices, _) = advance_in_slices(job.as_mut(), 2_000);
        assert!(slices > 50, "in slices: {slices}");
        let sliced = job.finish().expect("the tree is read");
        // The same tree read at once.
        let request = AlphaBetaRequest::from_fields(&Fields::from_query(&query)).expect("valid");
        let whole = Box::new(Input::Typed(Written::new(request)).job()).finish().expect("built");
        assert_eq!(sliced.tree, whole.tree);
        assert_eq!((sliced.value, &sliced.best_moves, sliced.given.leaves), (whole.value, &whole.best_moves, whole.given.leaves));
        assert!(!sliced.maximizing_root);
        // Submitted by the form, or typed into it, the tree is left to the job too; a mistake is
        // not looked for at the edit (which would read the whole text), but by the job.
        let submitted = after(state, [submit()]);
        assert!(matches!(submitted.input.as_ref(), Input::LongTyped { maximizing_root: false, .. }));
        let typed = after(submitted, [edit("tree", &text.replacen(')', ")x", 1)), submit()]);
        assert!(!typed.form.has_errors(), "{:?}", typed.form.errors());
        let error = Box::new(typed.input.job()).finish().err().map(|e| e.to_string());
        assert_eq!(error.as_deref(), Some("'x' follows an item; separate items with commas"));
        let short = after(typed, [edit("tree", "(3,(1,4))"), submit()]);
        assert!(matches!(short.input.as_ref(), Input::Typed(_)));
        // A few numbers, however long the text, are read at once (they may be drawn).
        let padded = format!("(3,{}5)", " ".repeat(READ_IN_SLICES));
        assert!(matches!(open(&format!("source=typed&tree={padded}")).input.as_ref(), Input::Typed(_)));
        // A mistake is the job's error, in the words of the reader.
        let broken = open(&format!("source=typed&tree={}", text.replacen(')', ")x", 1)));
        let error = Box::new(broken.input.job()).finish().err().map(|e| e.to_string());
        assert_eq!(error.as_deref(), Some("'x' follows an item; separate items with commas"));
        let bad_root = open(&format!("source=typed&tree={text}&maximizingRoot=maybe"));
        assert!(bad_root.notices.iter().any(|n| n.contains("'maybe' is not one of")), "{:?}", bad_root.notices);
    }
}

both! {
    fn each_source_falls_back_to_its_default_tree_when_its_link_is_bad() {
        // The default of every source is built on this path (it must never fail).
        for query in ["source=typed&tree=((", "source=random&depth=x", "source=tic-tac-toe&board=XXXX", "source=nim&piles=-1"] {
            let state = open(query);
            assert!(!state.notices.is_empty(), "{query}: the bad field is reported");
            let link = state.link().to_query();
            assert!(open(&link).notices.is_empty(), "{query}: the default opens cleanly: {link}");
        }
    }
}

#[test]
fn the_exercise_asks_before_each_possible_cut_whether_it_comes() {
    let state = open(&format!("{TEXTBOOK}&exercise=1"));
    assert_eq!(state.link().get("exercise"), Some("1"));
    let solved = solved_of(&state);
    let answers: Vec<String> =
        (0..=solved.last()).filter_map(|k| solved.question(k)).map(|q| q.expected()).collect();
    // By hand, in the search's order: the first min node searches on after 3 and 12 (8 is its
    // last), the root after it; the middle node is cut after 2, the root goes on after it; the
    // last searches on after 14 and 5 (2 is its last). Nodes are numbered in preorder.
    let (no, yes) = ("no, search on", "yes, cut");
    assert_eq!(answers, [no, no, no, yes, no, no, no]);
    let first_cut = (1..=solved.last())
        .find(|&k| matches!(solved.event(k), Some(SearchEvent::Cut { .. })))
        .expect("the middle node is cut");
    let question = solved.question(first_cut).expect("the cut is asked");
    assert_eq!(
        question.prompt,
        "Child 6 returned 2 to node 5: are node 5's remaining children cut off?"
    );
    // On a random tree in every order: every cut is asked, and only before a frame that either
    // cuts or goes on to the next child.
    for order in [Order::Given, Order::Best, Order::Worst] {
        let state =
            after(open("source=random&depth=4&branching=3&seed=5"), [Action::SetOrder(order)]);
        let solved = solved_of(&state);
        for k in 1..=solved.last() {
            let cut = matches!(solved.event(k), Some(SearchEvent::Cut { .. }));
            match solved.question(k) {
                Some(question) => {
                    assert!(matches!(solved.event(k - 1), Some(SearchEvent::Child { .. })));
                    assert_eq!(question.expected(), if cut { yes } else { no }, "{order:?} {k}");
                }
                None => assert!(!cut, "{order:?}: the cut at frame {k} is asked"),
            }
            let exit = matches!(solved.event(k), Some(SearchEvent::Exit { .. }));
            assert!(!(exit && solved.question(k).is_some()), "an exit is not asked");
        }
    }
}

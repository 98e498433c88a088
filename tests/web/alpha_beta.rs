//! The alpha-beta lab in the browser: the search stepped with the keyboard to its cut, the
//! counts, another move order, the sources in the form, and bad input.

use cgt_playground::ui::route::View;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::{Mounted, press, texts, until};

const TEXTBOOK: &str = "source=typed&tree=((3,12,8),(2,4,6),(14,5,2))";

async fn lab(query: &str) -> Mounted {
    Mounted::lab_with("alpha-beta", query, View::Page, ".ab-counts").await
}

/// The numbers of the nodes drawn with `class`.
fn nodes(lab: &Mounted, class: &str) -> Vec<u32> {
    lab.all(&format!(".ab-node{class}"))
        .iter()
        .filter_map(|node| node.get_attribute("data-node")?.parse().ok())
        .collect()
}

#[wasm_bindgen_test]
async fn stepping_to_the_cut_greys_the_pruned_leaves() {
    let lab = lab(&format!("{TEXTBOOK}&step=17")).await;
    assert!(nodes(&lab, ".ab-cut").is_empty());
    assert_eq!(nodes(&lab, ".current"), [5]);
    press("ArrowRight");
    assert!(until(5, || nodes(&lab, ".ab-cut") == [7, 8]).await, "{:?}", nodes(&lab, ".ab-cut"));
    assert_eq!(
        lab.text(".explanation .sentence"),
        "node 5: beta 2 <= alpha 3, so children 7, 8 are cut."
    );
    assert_eq!(texts(&lab, ".ab-node.current .ab-bounds"), ["α 3", "β 2"]);
    assert_eq!(nodes(&lab, ".ab-open"), [0, 5], "the root and node 5 are on the path");
    assert_eq!(lab.text(".explanation .detail"), "4 of 9 leaves evaluated so far.");
    press("ArrowLeft");
    assert!(until(5, || nodes(&lab, ".ab-cut").is_empty()).await, "back undoes the cut");
    press("End");
    let last = lab.text_when(".explanation .sentence", |text| text.contains("value")).await;
    assert!(last.contains("The root's value is 3; the best move is child 1. The root's children are counted from the left."), "{last}");
    assert_eq!(nodes(&lab, ".ab-cut"), [7, 8]);
}

#[wasm_bindgen_test]
async fn the_counts_and_another_move_order() {
    let lab = lab(TEXTBOOK).await;
    assert_eq!(texts(&lab, ".ab-counts .ab-leaves"), ["9", "7", "5", "9"]);
    assert_eq!(texts(&lab, ".ab-counts .ab-cuts"), ["0", "1", "2", "0"]);
    assert!(lab.text(".ab-rule").contains("beta <= alpha"));
    lab.select("#alpha-beta-order", "best");
    press("End");
    assert!(
        until(5, || lab.text(".explanation .detail") == "5 of 9 leaves evaluated so far.").await
    );
    assert_eq!(
        nodes(&lab, ".ab-cut"),
        [7, 8, 10, 11],
        "best first cuts both later nodes after one leaf"
    );
}

#[wasm_bindgen_test]
async fn the_form_offers_each_source_and_refuses_bad_input() {
    let lab = lab(TEXTBOOK).await;
    lab.type_into("#alpha-beta-tree", "((3,5),(2");
    let error = lab.text_when("#alpha-beta-tree-error", |text| !text.is_empty()).await;
    assert_eq!(error, "the tree is incomplete (a list is not closed)");
    lab.click("button[type=submit]");
    assert_eq!(texts(&lab, ".ab-counts .ab-leaves")[0], "9", "the tree stays");
    lab.select("#alpha-beta-source", "random");
    assert!(until(5, || lab.find("#alpha-beta-depth").is_some()).await, "the random tree's fields");
    lab.type_into("#alpha-beta-depth", "13");
    let error = lab.text_when("#alpha-beta-depth-error", |text| !text.is_empty()).await;
    assert!(error.contains("the limit is 1,000,000 nodes"), "{error}");
    lab.type_into("#alpha-beta-depth", "2");
    lab.click("button[type=submit]");
    let line = lab.text_when(".ab-tree-line", |text| text.starts_with("A random tree")).await;
    assert!(line.starts_with("A random tree of 2 levels, 3 children per node"), "{line}");
    assert_eq!(texts(&lab, ".ab-counts .ab-leaves")[0], "9", "3 x 3 leaves");
    lab.select("#alpha-beta-source", "tic-tac-toe");
    assert!(until(5, || lab.find("#alpha-beta-board").is_some()).await);
    lab.type_into("#alpha-beta-board", "XXXX.....");
    let error = lab.text_when("#alpha-beta-board-error", |text| !text.is_empty()).await;
    assert!(error.contains("9 cells row by row"), "{error}");
    lab.type_into("#alpha-beta-board", "XO..X..XO");
    lab.click("button[type=submit]");
    let line = lab.text_when(".ab-tree-line", |text| text.starts_with("Tic-tac-toe")).await;
    assert!(line.contains("O to move, so the root minimises"), "{line}");
    assert!(lab.find(".ab-tree").is_some(), "four empty cells are drawn");
}

#[wasm_bindgen_test]
async fn a_large_tree_is_solved_in_slices_with_progress_and_cancel() {
    // The whole game of tic-tac-toe: built and searched in slices, its size known at once.
    let empty = "source=tic-tac-toe&board=.........";
    let lab = Mounted::lab_with("alpha-beta", empty, View::Page, ".computing progress").await;
    assert!(lab.text(".ab-tree-line").contains("(549946 nodes)"), "{}", lab.text(".ab-tree-line"));
    assert!(lab.find(".ab-counts").is_none(), "no counts before the search");
    lab.click(".computing .cancel");
    assert!(until(5, || lab.find(".cancelled").is_some()).await, "cancelled");
    assert!(lab.find(".computing").is_none());
    lab.click(".cancelled button");
    assert!(until(5, || lab.find(".computing").is_some()).await, "solving again");
    // Another large tree replaces the job: X in the corner, 59,705 nodes, summarised.
    lab.type_into("#alpha-beta-board", "X........");
    lab.click("button[type=submit]");
    assert!(until(60, || lab.find(".ab-counts").is_some()).await, "the search ends");
    assert!(
        lab.text(".ab-verdict").starts_with("The root's value is 0"),
        "{}",
        lab.text(".ab-verdict")
    );
    assert!(lab.text(".ab-too-large").contains("solved and summarised"));
    let leaves = texts(&lab, ".ab-counts .ab-leaves");
    assert_eq!(leaves[0], "27732", "every game after X's first move in a corner");
    let numbers: Vec<u64> = leaves.iter().map(|text| text.parse().expect("a count")).collect();
    assert!(
        numbers[2] < numbers[1] && numbers[1] < numbers[3] && numbers[3] <= numbers[0],
        "{leaves:?}"
    );
}

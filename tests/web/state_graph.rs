//! The state-graph lab in the browser: retrograde analysis stepped with the keyboard on the
//! drawing (colours and the states' spoken names, queue, counters), a preset chosen, the literal version beside the correct
//! one, bad input, and a game too large to draw solved and summarised.

use cgt_playground::ui::route::View;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::{Mounted, press, sleep, texts, until};

async fn lab(query: &str) -> Mounted {
    Mounted::lab_with("state-graph", query, View::Page, ".state-graph-summary").await
}

/// The name screen readers hear for state `s` on the drawing.
fn spoken(lab: &Mounted, s: u32) -> String {
    let selector = format!(".dag-view .vertex[data-vertex='{s}'] .vertex-button");
    lab.all(&selector)[0].get_attribute("aria-label").unwrap_or_default()
}

/// The states drawn with `class`.
fn states(lab: &Mounted, class: &str) -> Vec<u32> {
    lab.all(&format!(".dag-view .vertex.{class}"))
        .iter()
        .filter_map(|vertex| vertex.get_attribute("data-vertex")?.parse().ok())
        .collect()
}

#[wasm_bindgen_test]
async fn retrograde_steps_colour_the_drawing_and_show_the_queue() {
    let lab = lab("states=1.2,2.3,loss,loss&mode=queue&step=2").await;
    assert_eq!(states(&lab, "loss"), [2, 3], "the terminal losses are decided first");
    assert!(states(&lab, "win").is_empty());
    // Not by colour alone: each state's name says how it stands.
    assert_eq!(spoken(&lab, 2), "vertex 2, a loss for the player to move, remoteness 0");
    assert_eq!(spoken(&lab, 0), "vertex 0, not decided yet");
    assert_eq!(lab.text(".queue"), "Queue (next first): 2, 3.");
    assert_eq!(texts(&lab, ".state-table td.counter"), ["2", "2", "0", "0"], "out-degrees");
    press("ArrowRight");
    assert!(
        until(5, || states(&lab, "win") == [0, 1]).await,
        "taking 2 off the queue decides 0 and 1"
    );
    assert!(
        spoken(&lab, 0).starts_with("vertex 0, a win for the player to move"),
        "{}",
        spoken(&lab, 0)
    );
    assert!(lab.text(".explanation .sentence").starts_with("State 2 (loss) taken off the queue"));
    assert_eq!(states(&lab, "current"), [2]);
    assert!(lab.text(".work").contains("1 taken off the queue"), "{}", lab.text(".work"));
    press("End");
    assert!(until(5, || lab.text(".queue") == "The queue is empty.").await);
    press("Home");
    assert!(until(5, || states(&lab, "loss").is_empty()).await, "step 0 decides nothing");
    assert_eq!(
        texts(&lab, ".dag-view .vertex-caption").len(),
        0,
        "an impartial game names no player"
    );
    assert!(lab.text(".state-graph-summary .counts").starts_with("2 wins, 0 draws, 2 losses"));
    assert!(lab.text(".work-terms").starts_with("A move is examined each time"));
}

#[wasm_bindgen_test]
async fn an_embed_keeps_the_whole_game_folded_until_the_last_step() {
    let query = "states=1:1.2,2:0.3,1:loss,1:draw&mode=queue&step=0";
    let lab = Mounted::lab_with("state-graph", query, View::Embed, ".state-graph-summary").await;
    assert_eq!(lab.all("details.state-graph-summary:not([open])").len(), 1, "folded at step 0");
    assert!(
        lab.text(".state-graph-summary .counts")
            .ends_with("Only terminal states are decided: no game that ends lasts a move."),
        "{}",
        lab.text(".state-graph-summary .counts")
    );
    press("End");
    let said = || lab.text("details.state-graph-summary summary");
    assert!(
        until(5, || said() == "The whole game solved").await,
        "no warning at the end: {}",
        said()
    );
}

#[wasm_bindgen_test]
async fn a_preset_is_generated_drawn_with_its_players() {
    let lab = lab("states=1.2,2.3,loss,loss").await;
    lab.select("#state-graph-preset", "two-cycle");
    assert!(until(5, || lab.all(".dag-view .vertex").len() == 2).await, "the 2-cycle drawn");
    assert_eq!(texts(&lab, ".dag-view .vertex-caption"), ["P1", "P2"]);
    assert_eq!(lab.input_value("#state-graph-states"), "1:1,2:0");
    press("End");
    assert!(until(5, || states(&lab, "draw") == [0, 1]).await, "endless play is a draw");
    lab.select("#state-graph-endless", "player2");
    assert!(until(5, || lab.text(".game-line").contains("a win for player 2")).await);
    press("End");
    assert!(until(5, || states(&lab, "win") == [1] && states(&lab, "loss") == [0]).await);
}

#[wasm_bindgen_test]
async fn the_literal_queue_beside_the_correct_one() {
    let lab = lab("states=1.2,2.3,loss,loss&mode=literal&literal=queue").await;
    let why = lab.text(".literal-why");
    assert!(
        why.starts_with("State 0: the literal version says loss, the correct answer is win."),
        "{why}"
    );
    assert_eq!(lab.all(".comparison-table tr.differs").len(), 1);
    assert_eq!(states(&lab, "differs"), [0, 0], "state 0 marked in both drawings");
    lab.select("#state-graph-literal", "iterative");
    lab.click(".open-flaw");
    let why = lab.text_when(".literal-why", |text| text.contains("second stage")).await;
    assert!(why.starts_with("State 0: the literal version says win"), "{why}");
}

#[wasm_bindgen_test]
async fn bad_states_show_a_message_and_keep_the_game() {
    let lab = lab("states=1.2,2.3,loss,loss&mode=order&step=1&colour=red").await;
    assert!(lab.text(".notice").contains("'colour' is not used here"));
    lab.type_into("#state-graph-states", "1.5,loss");
    let error = lab.text_when("#state-graph-states-error", |text| !text.is_empty()).await;
    assert_eq!(error, "state 0 moves to state 5, but the states are 0 to 1");
    lab.click("button[type=submit]");
    sleep(100).await;
    assert_eq!(lab.all(".dag-view .vertex").len(), 4, "the game shown is kept");
    lab.type_into("#state-graph-states", "1:1,2:0");
    lab.click("button[type=submit]");
    let cycle = lab.text_when(".cycle-report", |text| text.contains("cycle")).await;
    assert!(cycle.contains("bestRes needs an acyclic graph"), "{cycle}");
}

#[wasm_bindgen_test]
async fn a_game_too_large_to_draw_is_summarised() {
    let states: Vec<String> = (1..=400).map(|s| s.to_string()).chain(["loss".into()]).collect();
    let lab = lab(&format!("states={}", states.join(","))).await;
    assert!(lab.find(".dag-view").is_none());
    assert!(lab.text(".too-large").contains("more than 200 states"));
    assert!(lab.text(".state-graph-summary .counts").starts_with("200 wins, 0 draws, 201 losses"));
}

#[wasm_bindgen_test]
async fn max_dif_steps_coins_in_a_line_by_its_formula() {
    let lab = Mounted::lab_with("state-graph", "mode=maxdif&step=1", View::Page, ".dag-view").await;
    let sentence = lab.text(".explanation .sentence");
    assert!(
        sentence.starts_with("maxDif(") && sentence.contains("= 0 - 0 = 0 (final scores)"),
        "{sentence}"
    );
    press("End");
    let last =
        lab.text_when(".explanation .sentence", |text| text.starts_with("maxDif(0) = max{")).await;
    assert!(last.starts_with("maxDif(0) = max{(3 - 0) - maxDif("), "{last}");
    assert_eq!(lab.all(".dag-view .vertex.filled").len(), 15, "every state valued");
    lab.type_into("#state-graph-scores", "1:1,2:0");
    lab.click("button[type=submit]");
    let cycle = lab.text_when(".cycle-report", |text| text.contains("cycle")).await;
    assert!(cycle.starts_with("maxDif needs an acyclic graph"), "{cycle}");
}

#[wasm_bindgen_test]
async fn parallel_games_are_built_stepped_and_checked_against_the_xor_rule() {
    let lab = Mounted::lab_with("state-graph", "mode=parallel", View::Page, ".xor-check").await;
    assert!(lab.text(".game-line").contains("6 · 6 = 36 states"), "{}", lab.text(".game-line"));
    assert!(lab.text(".game-line").contains("6 + 6 = 12 positions"));
    assert_eq!(
        lab.text(".xor-check"),
        "All 36 product states agree with the xor rule: the player to move wins exactly when G1(q1) ⊕ G2(q2) ≠ 0."
    );
    assert_eq!(texts(&lab, ".components-table td.grundy"), ["0 1 2 0 1 2", "0 1 2 3 0 1"]);
    assert_eq!(lab.all(".dag-view .vertex").len(), 36);
    assert_eq!(lab.text(".dag-view .vertex[data-vertex='7'] .vertex-caption"), "(1, 1)");
    assert_eq!(texts(&lab, ".xor-table td.agrees").iter().filter(|t| *t == "yes").count(), 36);
    press("End");
    let decided = || states(&lab, "win").len() + states(&lab, "loss").len();
    assert!(until(5, || decided() == 36).await, "every product state decided at the end");
    assert_eq!(lab.text(".queue"), "The queue is empty.");
    // A preset with a cycle: no Grundy values, draws.
    lab.select("#state-graph-parallel-preset", "with-cycle");
    let check = lab.text_when(".xor-check", |text| text.contains("cycle")).await;
    assert!(check.contains("draws can appear: 5 of the 21 states are"), "{check}");
    assert_eq!(texts(&lab, ".components-table td.grundy")[0], "none: it has a cycle");
    // Without Grundy values the table keeps only what retrograde analysis says.
    assert_eq!(
        texts(&lab, ".xor-table th"),
        ["State", "Positions", "Retrograde analysis"],
        "no column of dashes"
    );
    assert_eq!(lab.all(".xor-table td.value").len(), 21);
    // One component alone is its own product graph, said in the singular.
    lab.type_into("#state-graph-components", "1/-");
    lab.type_into("#state-graph-starts", "0");
    lab.click("button[type=submit]");
    let line = lab.text_when(".game-line", |text| text.starts_with("One impartial game")).await;
    assert!(line.contains("2 states and 1 move."), "{line}");
    // Tiny components: the product is no larger than the positions' sum, and the line says so.
    lab.type_into("#state-graph-components", "-,1/-");
    lab.type_into("#state-graph-starts", "0,0");
    lab.click("button[type=submit]");
    let line = lab.text_when(".game-line", |text| text.starts_with("2 impartial")).await;
    assert!(
        line.contains(
            "1 · 2 = 2 states and 1 move, no more than the components' 1 + 2 = 3 positions"
        ),
        "{line}"
    );
    // Typed components, and a product above the lab's limit.
    lab.type_into("#state-graph-components", "1.2/2/-,1/-");
    lab.type_into("#state-graph-starts", "0,0");
    lab.click("button[type=submit]");
    assert!(until(5, || lab.all(".dag-view .vertex").len() == 6).await, "3 · 2 states");
    let chain: Vec<String> =
        std::iter::once("-".to_string()).chain((0..199).map(|p| p.to_string())).collect();
    lab.type_into("#state-graph-components", &format!("{0},{0}", chain.join("/")));
    let error = lab.text_when("#state-graph-components-error", |text| !text.is_empty()).await;
    assert!(error.contains("40000 states") && error.contains("at most 20000 states"), "{error}");
}

#[wasm_bindgen_test]
async fn the_layered_graph_is_drawn_in_columns_and_layer_zero_compared() {
    let lab = Mounted::lab_with(
        "state-graph",
        "states=1:1,2:0&mode=layered&tmax=3",
        View::Page,
        ".layered-why",
    )
    .await;
    assert_eq!(lab.all(".layered-view .vertex").len(), 8, "2 states x 4 layers");
    assert_eq!(lab.text(".layers-line"), "Time t = 0 in the left column to TMAX = 3 in the right.");
    let captions = texts(&lab, ".layered-view .vertex-caption");
    assert_eq!(captions[..3], ["(0, 0)", "(1, 0)", "(0, 1)"], "state q at time t is (q, t)");
    assert_eq!(texts(&lab, ".layered-view .vertex-name")[..3], ["0", "1", "0"]);
    assert_eq!(lab.all(".layered-view .vertex.at-limit").len(), 2, "both cut off at TMAX");
    press("End");
    assert!(until(5, || lab.all(".layered-view .vertex.draw").len() == 8).await, "all draws");
    assert!(
        lab.text(".layered-why")
            .starts_with("Layer 0 agrees with retrograde analysis on all 2 states")
    );
    // Endless play a win for player 1: the limit's states take that result.
    lab.select("#state-graph-endless", "player1");
    assert!(until(5, || lab.text(".game-line").contains("a win for player 1")).await);
    press("End");
    assert!(
        until(5, || lab.all(".layered-view .vertex.win").len() == 4).await,
        "player 1's states win"
    );
    // A TMAX too large for the form, then one too large to draw.
    lab.type_into("#state-graph-tmax", "51");
    let error = lab.text_when("#state-graph-tmax-error", |text| !text.is_empty()).await;
    assert!(error.contains("above the limit of 50"), "{error}");
    lab.type_into("#state-graph-tmax", "0");
    assert!(until(5, || lab.all(".layered-view .vertex").len() == 2).await, "layer 0 alone");
    let division =
        Mounted::lab_with("state-graph", "mode=layered&tmax=0", View::Page, ".layered-why").await;
    let why = division.text(".layered-why");
    assert!(why.starts_with("State 0: layer 0 says draw, retrograde analysis says win."), "{why}");
    assert_eq!(division.all(".layered-table tr.differs").len(), 1);
    division.type_into("#state-graph-tmax", "40");
    let note = division.text_when(".layered-too-large", |text| !text.is_empty()).await;
    assert!(note.contains("7 states × 41 layers = 287 states"), "{note}");
}

#[wasm_bindgen_test]
async fn a_chase_on_a_board_is_drawn_when_small_and_summarised_when_large() {
    let lab = Mounted::lab_with(
        "state-graph",
        "chase=2x2&piece=rook",
        View::Page,
        ".state-graph-summary",
    )
    .await;
    assert_eq!(lab.all(".dag-view .vertex").len(), 32);
    assert!(
        lab.text(".game-line")
            .starts_with("A chase on a 2 × 2 board, the pieces stepping like a rook: 32 states")
    );
    lab.type_into("#state-graph-chase", "12x12");
    lab.click("button[type=submit]");
    let computing =
        lab.text_when(".computing", |text| text.contains("Generating and solving")).await;
    assert!(computing.contains("41472 states"), "{computing}");
    let counts = lab.text_when(".state-graph-summary .counts", |text| text.contains("wins")).await;
    assert!(counts.contains("draws"), "{counts}");
    assert!(lab.find(".dag-view").is_none());
    lab.type_into("#state-graph-chase", "30x30");
    let error = lab.text_when("#state-graph-chase-error", |text| !text.is_empty()).await;
    assert!(error.contains("the limit is 1000000 states"), "{error}");
}

//! The betting lab in the browser: the table's equations, games, play, and drawn charts.

use cgt_playground::ui::route::View;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::wasm_bindgen_test;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

use crate::{Mounted, press, texts, until};

async fn lab(query: &str) -> Mounted {
    Mounted::lab_with("betting", query, View::Page, ".mode-tabs").await
}

#[wasm_bindgen_test]
async fn the_table_shows_the_papers_equations_for_each_cell() {
    // Six columns (black 0..5): step 15 is pmax(3, 2).
    let lab = lab("black=5&red=3&mode=table&step=15").await;
    let lines = texts(&lab, ".explanation .equation");
    assert_eq!(
        lines[0],
        "If black is drawn, the box becomes (2, 2): A = pmax(2, 2) = 8/3. If red is drawn: B = pmax(3, 1) = 4."
    );
    assert!(lines[1].ends_with("p = (B − A) / (A + B) = 0.2."), "{}", lines[1]);
    assert_eq!(lines[2], "p ≥ 0: bet 20% of the money on black.");
    assert_eq!(lines[3], "pmax(3, 2) = (1 + |p|)·min(A, B) = 2AB / (A + B) = 16/5.");
    assert!(lab.find(".grid-table td[data-xy='3,2'].current").is_some());
    assert_eq!(lab.all(".grid-table td.option").len(), 2);
    press("End");
    assert!(until(5, || lab.find(".grid-table td[data-xy='5,3'].current").is_some()).await);
    assert_eq!(lab.text(".grid-table td[data-xy='5,3']"), "32/7");
    assert!(lab.text(".period-panel").contains("2^(N+R) / C(N+R, N)"));
}

#[wasm_bindgen_test]
async fn a_watched_game_ends_at_x_times_pmax_while_all_in_is_ruined() {
    let lab = lab("black=5&red=3&mode=watch&adversary=all-in&step=0").await;
    assert!(lab.text(".draws-now").ends_with("BBBBBRRR"));
    assert!(lab.text(".explanation").contains("stakes 25% = 25 on black"));
    press("End");
    assert!(until(5, || lab.find(".game-end").is_some()).await);
    assert!(lab.text(".game-end").contains("ends with 457 = X · pmax(5, 3)"));
    let rows = texts(&lab, ".compare tbody tr");
    assert!(rows.contains(&"all-in on the majority00".to_string()), "ruined: {rows:?}");
    assert!(rows.contains(&"optimal457457".to_string()), "{rows:?}");
    lab.type_into("#bet-order", "BBR");
    assert!(
        lab.text_when(".typed-order .field-error", |t| !t.is_empty())
            .await
            .contains("the order has 2 black and 1 red")
    );
    lab.type_into("#bet-order", "RRRBBBBB");
    lab.click(".typed-order button[type=submit]");
    assert!(until(5, || lab.text(".draws-now").ends_with("RRRBBBBB")).await);
}

#[wasm_bindgen_test]
async fn playing_the_adversary_cannot_push_the_bettor_below_the_guarantee() {
    let lab = lab("black=2&red=1&mode=play&role=adversary").await;
    for _ in 0..3 {
        let button = if lab.find(".draw-red:not([disabled])").is_some() {
            ".draw-red"
        } else {
            ".draw-black"
        };
        lab.click(button);
        crate::sleep(50).await;
    }
    assert!(until(5, || lab.find(".game-end").is_some()).await);
    // pmax(2, 1) = 8/3: 266.67 from 100.
    assert!(
        lab.text(".game-end").contains("ends with 267 = X · pmax"),
        "{}",
        lab.text(".game-end")
    );
}

#[wasm_bindgen_test]
async fn playing_the_bettor_against_the_computers_draws() {
    let lab = lab("black=2&red=1&mode=play&role=bettor").await;
    lab.type_into(".bet-fraction", "150%");
    assert!(
        lab.text_when(".take-form .field-error", |t| !t.is_empty())
            .await
            .contains("outside 0 to 1")
    );
    lab.type_into(".bet-fraction", "1");
    lab.click(".take-form button[type=submit]");
    assert!(
        until(5, || lab.text(".status").starts_with("Money: 0")).await,
        "all-in on black: the computer draws red"
    );
    assert!(lab.text(".history").contains("bet 100% on black, then red drawn"));
}

#[wasm_bindgen_test]
async fn the_bettor_may_type_the_optimal_bet_as_a_ratio() {
    let lab = lab("black=2&red=1&mode=play&role=bettor").await;
    lab.type_into(".bet-fraction", "1/3");
    lab.click(".take-form button[type=submit]");
    // The computer draws after a short pause; the round is then in the history.
    assert!(
        until(5, || lab
            .find(".history")
            .and_then(|history| history.text_content())
            .is_some_and(|text| text.contains("bet 33.3% on black")))
        .await
    );
    lab.type_into(".bet-fraction", "1/0");
    assert!(
        lab.text_when(".take-form .field-error", |t| !t.is_empty())
            .await
            .contains("'1/0' is not a fraction such as 0.25, 25% or 1/3")
    );
}

#[wasm_bindgen_test]
async fn the_curves_are_drawn_on_canvases() {
    let lab = lab("black=5&red=3&mode=curves").await;
    let canvases = lab.all(".chart canvas");
    assert_eq!(canvases.len(), 4);
    for canvas in canvases {
        let canvas: HtmlCanvasElement = canvas.dyn_into().expect("a canvas");
        let drawn = until(5, || {
            let context: CanvasRenderingContext2d =
                canvas.get_context("2d").ok().flatten().expect("2d").dyn_into().expect("2d");
            // Somewhere in the plotting area a pixel is not white: the chart was drawn.
            let image = context
                .get_image_data(0.0, 0.0, f64::from(canvas.width()), f64::from(canvas.height()))
                .expect("pixels");
            image.data().0.chunks(4).any(|pixel| pixel[0] < 200 && pixel[3] > 0)
        })
        .await;
        assert!(drawn, "{} is drawn", canvas.get_attribute("data-title").unwrap_or_default());
    }
    assert_eq!(lab.all(".export-svg").len(), 4);
}

#[wasm_bindgen_test]
async fn bad_input_gets_clear_messages() {
    let lab = lab("black=-5&red=3000&fraction=2&mode=curves").await;
    let notice = lab.text(".notice");
    assert!(notice.contains("black: '-5' is negative"), "{notice}");
    assert!(notice.contains("red: 3000 is above the limit of 2000"), "{notice}");
    assert!(notice.contains("fraction: '2' is outside 0 to 1"), "{notice}");
    lab.type_into("#bet-black", "1500");
    lab.type_into("#bet-red", "600");
    lab.click(".lab-form button[type=submit]");
    assert!(
        lab.text_when("#bet-red-error", |t| !t.is_empty())
            .await
            .contains("holds 2100 objects; at most 2000")
    );
}

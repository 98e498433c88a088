//! The octal lab in the browser: splits explained, stepping, the proven period, sliced long
//! tables with Cancel, the plot, bad input.

use cgt_playground::ui::route::View;
use wasm_bindgen_test::wasm_bindgen_test;

use crate::{FirstProgress, Mounted, press, sleep, until};

async fn lab(query: &str, view: View) -> Mounted {
    Mounted::lab_with("octal", query, view, ".stepper, .computing").await
}

#[wasm_bindgen_test]
async fn a_step_lists_every_option_with_the_splits_nim_sums_and_the_mex() {
    let lab = lab("code=0.77&n=40&step=4", View::Page).await;
    assert_eq!(
        lab.text(".explanation .sentence"),
        "G(4) = mex{G(3), G(1)⊕G(2), G(2), G(1)⊕G(1)} = mex{3, 3, 2, 0} = 1"
    );
    let options = lab.text(".explanation .options");
    assert!(options.contains("take 1, leaving 1 + 2: G(1)⊕G(2) = 1⊕2 = 3"), "{options}");
    assert!(options.contains("take 2, leaving 1 + 1: G(1)⊕G(1) = 1⊕1 = 0"), "{options}");
    assert!(lab.text(".explanation .mex").contains("0 by G(1)⊕G(1); 1 is reached by no option"));
    assert!(lab.text(".explanation .verdict").contains("take 2, leaving 1 + 1"));
    assert_eq!(lab.value_cells(".filled"), [0, 1, 2, 3, 4]);
    assert_eq!(lab.value_cells(".current"), [4]);
    assert_eq!(lab.value_cells(".option"), [1], "the heaps left by the move reaching 0");
    assert_eq!(lab.text(".pn-row .cell[data-n='0']"), "P");
    let meaning = lab.text(".code-meaning");
    assert!(
        meaning
            .contains("d1 = 7: remove 1 token: a whole heap of 1, or from a heap of more than 1"),
        "{meaning}"
    );
    assert!(lab.text(".game-line").starts_with("0.77 (Kayles), heaps 0 to 40"));
}

#[wasm_bindgen_test]
async fn stepping_with_buttons_and_keys_and_clicking_a_cell() {
    let lab = lab("code=0.07&n=60&step=5", View::Page).await;
    lab.click(".step-forward");
    lab.expect_current(6).await;
    assert!(lab.text(".explanation .sentence").ends_with("= 3"), "Dawson's Kayles: G(6) = 3");
    press("ArrowLeft");
    lab.expect_current(5).await;
    press("End");
    lab.expect_current(60).await;
    press("Home");
    lab.expect_current(0).await;
    assert_eq!(lab.text(".explanation .sentence"), "G(0) = mex{} = 0");
    press("End");
    lab.expect_current(60).await;
    lab.click(".value-row .cell[data-n='9']");
    lab.expect_current(9).await;
    assert!(lab.text(".explanation .verdict").starts_with("9 is a P-position"));
    lab.click(".explanation .link");
    lab.expect_current(60).await;
}

#[wasm_bindgen_test]
async fn the_period_appears_once_the_guy_smith_window_is_reached() {
    let lab = lab("code=0.77&n=200&step=166", View::Page).await;
    assert!(lab.text(".period-pending").contains("step to n = 167"));
    assert!(lab.text(".period-bound").contains("n0 ≤ n < 2·n0 + p + t, where t = 2"));
    lab.click(".step-forward");
    lab.expect_current(167).await;
    assert!(lab.text(".period-found").contains("G(n + 12) = G(n) for every n ≥ 71"));
    assert!(lab.text(".period-proof").contains("G(71..155) = G(83..167)"));
    assert_eq!(lab.text(".p-rule"), "P-positions: below 1 exactly 0; from 1 on, none");
    assert!(!lab.all(".n-row .period-even").is_empty());
    // Without splits, the subtraction-game bound.
    let take = Mounted::lab_with("octal", "code=0.33&n=20&step=20", View::Page, ".stepper").await;
    assert!(take.text(".period-bound").contains("No move splits a heap"));
    assert!(take.text(".period-found").contains("G(n + 3) = G(n) for every n ≥ 0"));
}

#[wasm_bindgen_test]
async fn the_method_panel_and_the_plot_show_the_whole_table() {
    // 0.177: rare values die out (its classes are chosen at heap 1024), and the period proven
    // at heap 2048 gives the rest.
    let lab = lab("code=0.177&n=2400&step=0", View::Page).await;
    let method = lab.text(".method-panel");
    assert!(method.contains("AND 15 (binary 1111) has an even number of 1 bits"), "{method}");
    assert!(method.contains("At heap 2048 the values proved period 20 from 497"), "{method}");
    let canvas = lab.find(".chart canvas").expect("a chart");
    assert_eq!(
        canvas.get_attribute("data-title").as_deref(),
        Some("Grundy values of 0.177, n = 0 to 2400")
    );
    // Kayles' period comes before any classes: every split up to heap 256 is evaluated.
    let kayles =
        Mounted::lab_with("octal", "code=0.77&n=2000&step=0", View::Page, ".stepper").await;
    let method = kayles.text(".method-panel");
    assert!(method.contains("At heap 256 the values proved period 12 from 71"), "{method}");
}

#[wasm_bindgen_test]
async fn kayles_to_2_to_the_20_is_solved_in_slices_and_cancel_keeps_the_old_table() {
    let progress = FirstProgress::watch(false);
    let lab = lab("code=0.77&n=1048576&step=1048576", View::Page).await;
    let text = progress.text().unwrap_or_default();
    assert!(text.contains("of 0.77") && progress.had_bar(), "a progress bar while solving: {text}");
    assert!(until(30, || lab.find(".computing").is_none()).await, "solving finishes");
    lab.expect_current(1_048_576).await;
    assert!(lab.text(".game-line").starts_with("0.77 (Kayles), heaps 0 to 1048576"));
    assert!(lab.text(".period-found").contains("G(n + 12) = G(n) for every n ≥ 71"));
    assert!(lab.all(".value-row .cell").len() <= 8 * 16);
    // A long run of Treblecross (no period to help) can be cancelled.
    lab.type_into("#octal-code", "0.007");
    lab.type_into("#octal-n", "40000");
    let progress = FirstProgress::watch(true);
    lab.click("button[type=submit]");
    assert!(until(5, || progress.text().is_some()).await, "a progress bar");
    assert!(progress.text().unwrap_or_default().contains("of 0.007"));
    assert!(until(5, || lab.find(".computing").is_none()).await, "cancelled");
    let reset = until(5, || lab.input_value("#octal-code") == "0.77").await;
    assert!(
        reset,
        "the form shows the table on screen, not {} ({})",
        lab.input_value("#octal-code"),
        lab.text(".game-line")
    );
    sleep(300).await;
    assert!(lab.find(".computing").is_none(), "a cancelled job does not come back");
    assert!(lab.text(".game-line").starts_with("0.77 (Kayles), heaps 0 to 1048576"));
}

#[wasm_bindgen_test]
async fn bad_codes_and_sizes_get_messages_next_to_the_fields() {
    let lab = lab("code=0.77&n=40&step=4", View::Page).await;
    lab.type_into("#octal-code", "0.78");
    let error = lab.text_when("#octal-code-error", |text| !text.is_empty()).await;
    assert_eq!(error, "8 is not an octal digit; each digit is 0 to 7");
    lab.type_into("#octal-code", "3.7");
    assert!(
        lab.text_when("#octal-code-error", |t| t.contains("only 0 or 4")).await.contains("not 3")
    );
    lab.type_into("#octal-n", "2000000");
    assert!(
        lab.text_when("#octal-n-error", |t| !t.is_empty())
            .await
            .contains("above the limit of 1048576")
    );
    lab.click("button[type=submit]");
    sleep(100).await;
    lab.expect_current(4).await;
    lab.type_into("#octal-code", "4.7");
    lab.type_into("#octal-n", "30");
    lab.click("button[type=submit]");
    let line = lab.text_when(".game-line", |text| text.starts_with("4.7")).await;
    assert!(line.starts_with("4.7, heaps 0 to 30"), "{line}");
    assert!(lab.text(".code-meaning").contains("d0 = 4: split a heap into two non-empty heaps"));
}

#[wasm_bindgen_test]
async fn a_garbage_link_opens_kayles_with_notices() {
    let lab = lab("code=0.9&n=99999999&step=x&colour=red", View::Page).await;
    let notice = lab.text(".notice");
    assert!(notice.contains("code: 9 is not an octal digit"), "{notice}");
    assert!(notice.contains("n: 99999999 is above the limit of 1048576"), "{notice}");
    assert!(notice.contains("step: 'x' is not a whole number"), "{notice}");
    assert!(notice.contains("'colour' is not used here"), "{notice}");
    assert!(lab.text(".game-line").starts_with("0.77 (Kayles), heaps 0 to 200"));
}

#[wasm_bindgen_test]
async fn the_embed_view_has_no_form_and_links_back() {
    let lab = lab("code=0.07&n=30&step=5", View::Embed).await;
    assert!(lab.find("form").is_none());
    assert!(lab.find(".chart").is_none());
    let link = lab.find(".open-full").expect("a link to the full lab");
    assert_eq!(link.get_attribute("href").as_deref(), Some("#/lab/octal?code=0.07&n=30&step=5"));
}

mod worker_messages {
    //! The octal worker's messages written and read by hand (`octal_worker::js`): every kind
    //! comes back as it was sent, and a message that is wrong anywhere is refused with a reason.

    use cgt_playground::octal_worker::js::{
        reply_from_js, reply_to_js, request_from_js, request_to_js,
    };
    use cgt_playground::octal_worker::{
        ClassesData, PeriodData, Reply, StatsData, Summary, TableRequest,
    };
    use js_sys::{Object, Reflect, Uint32Array};
    use wasm_bindgen::{JsCast, JsValue};
    use wasm_bindgen_test::wasm_bindgen_test;

    fn summary(full: bool) -> Summary {
        let period = PeriodData { start: 7, length: 12 };
        Summary {
            period: full.then_some(period),
            stats: StatsData {
                classes: full.then_some(ClassesData {
                    mask: 0b1011,
                    by_heap_parity: true,
                    rare_class: false,
                }),
                rare_heaps: 3,
                rare_pairs: u64::from(u32::MAX) + 5,
                scanned_pairs: 9_007_199_254_740_993,
                full_scans: 0,
                naive_pairs: u64::MAX,
                period_from: full.then_some((period, 40)),
            },
            work: 123_456_789_012,
            limit: 1 << 40,
        }
    }

    /// A change that spoils one field of a good message.
    type Spoil = Box<dyn Fn(&JsValue)>;

    /// The `stats` object of a `done` message's summary.
    fn stats(message: &JsValue) -> JsValue {
        let summary = Reflect::get(message, &"summary".into()).expect("set");
        Reflect::get(&summary, &"stats".into()).expect("set")
    }

    fn set(message: &JsValue, key: &str, value: JsValue) {
        Reflect::set(message, &key.into(), &value).expect("a plain object");
    }

    #[wasm_bindgen_test]
    fn every_reply_comes_back_as_it_was_sent() {
        let replies = [
            Reply::Ready { protocol: 1 },
            Reply::LoadFailed { message: "no \"module\" here".into() },
            Reply::Progress { id: 4, fraction: 0.375, filled: 1 << 19 },
            Reply::Done { id: u32::MAX, summary: summary(true), values: vec![0, 1, 2, 3, 1, 4] },
            Reply::Done { id: 0, summary: summary(false), values: vec![0] },
            Reply::Failed { id: 9, message: "n: 2000000 is above the limit".into() },
        ];
        for reply in replies {
            let (message, transfer) = reply_to_js(&reply);
            let done = matches!(reply, Reply::Done { .. });
            assert_eq!(transfer.length(), u32::from(done), "{reply:?}");
            assert_eq!(reply_from_js(&message), Ok(reply));
        }
    }

    #[wasm_bindgen_test]
    fn a_request_comes_back_as_it_was_sent() {
        let request =
            TableRequest { id: 77, code: "0.137".into(), n: 1 << 20, work_limit: 6_000_000_000 };
        let message = request_to_js(&request);
        assert!(Reflect::get(&message, &"workLimit".into()).expect("set").is_bigint());
        assert_eq!(request_from_js(&message), Ok(request));
    }

    #[wasm_bindgen_test]
    fn a_message_wrong_anywhere_is_refused_with_a_reason() {
        let good =
            || reply_to_js(&Reply::Done { id: 1, summary: summary(true), values: vec![0, 1] }).0;
        let cases: [(&str, Spoil); 9] = [
            ("kind", Box::new(|m| set(m, "kind", "finished".into()))),
            ("id", Box::new(|m| set(m, "id", (-1.0).into()))),
            ("id", Box::new(|m| set(m, "id", 2.5.into()))),
            ("summary", Box::new(|m| set(m, "summary", JsValue::NULL))),
            (
                "work",
                Box::new(|m| set(&Reflect::get(m, &"summary".into()).unwrap(), "work", 5.0.into())),
            ),
            ("rarePairs", Box::new(|m| set(&stats(m), "rarePairs", JsValue::from(-3_i64)))),
            (
                "byHeapParity",
                Box::new(|m| {
                    set(
                        &Reflect::get(&stats(m), &"classes".into()).unwrap(),
                        "byHeapParity",
                        1.0.into(),
                    )
                }),
            ),
            ("periodFrom", Box::new(|m| set(&stats(m), "periodFrom", "7".into()))),
            ("values", Box::new(|m| set(m, "values", js_sys::Array::of1(&0.into()).into()))),
        ];
        for (field, spoil) in cases {
            let message = good();
            spoil(&message);
            let error = reply_from_js(&message).expect_err(field);
            assert!(error.contains(field), "{field}: {error}");
        }
        assert!(reply_from_js(&JsValue::from("ready")).is_err());
        assert!(reply_from_js(&Object::new().into()).is_err());
        assert!(request_from_js(&JsValue::NULL).is_err());
        let request =
            request_to_js(&TableRequest { id: 1, code: "0.6".into(), n: 9, work_limit: 10 });
        set(&request, "workLimit", 10.0.into());
        assert!(request_from_js(&request).expect_err("a number").contains("workLimit"));
        // The values travel as a Uint32Array, not as a list.
        let message = good();
        assert!(
            Reflect::get(&message, &"values".into()).unwrap().dyn_into::<Uint32Array>().is_ok()
        );
    }
}

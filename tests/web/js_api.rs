//! `window.cgt.solve` in the browser: plain objects in and out, errors naming the field.

use cgt_playground::js_api;
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

fn request(pairs: &[(&str, JsValue)]) -> JsValue {
    let object = Object::new();
    for (name, value) in pairs {
        Reflect::set(&object, &(*name).into(), value).expect("set");
    }
    object.into()
}

fn numbers(values: &[f64]) -> JsValue {
    values.iter().map(|&value| JsValue::from_f64(value)).collect::<Array>().into()
}

fn get(object: &JsValue, name: &str) -> JsValue {
    Reflect::get(object, &name.into()).expect("a readable property")
}

#[wasm_bindgen_test]
fn cgt_solve_answers_plain_objects() {
    let game = ("game", JsValue::from("subtraction"));
    let answer = js_api::solve(request(&[
        game.clone(),
        ("moves", numbers(&[1.0, 3.0, 4.0])),
        ("n", 30.into()),
    ]))
    .expect("a valid request");
    let values: Array = get(&answer, "values").unchecked_into();
    assert_eq!(values.length(), 31);
    assert_eq!(values.get(5).as_f64(), Some(3.0));
    let period = get(&answer, "period");
    assert_eq!(get(&period, "start").as_f64(), Some(0.0));
    assert_eq!(get(&period, "length").as_f64(), Some(7.0));

    let short = js_api::solve(request(&[
        game.clone(),
        ("moves", numbers(&[1.0, 3.0, 4.0])),
        ("n", 5.into()),
    ]))
    .expect("a valid request");
    assert!(get(&short, "period").is_null());

    // BigInts and strings reach the same parsers as numbers.
    let n = JsValue::from(js_sys::BigInt::from(12u64));
    let mixed = js_api::solve(request(&[game, ("moves", "1..3".into()), ("n", n)])).expect("valid");
    let values: Array = get(&mixed, "values").unchecked_into();
    assert_eq!(values.length(), 13);
    assert_eq!(get(&get(&mixed, "period"), "length").as_f64(), Some(4.0));
}

#[wasm_bindgen_test]
fn cgt_solve_throws_errors_naming_the_field() {
    let message = |request: JsValue| -> String {
        let error = js_api::solve(request).expect_err("refused");
        let error: js_sys::Error = error.dyn_into().expect("an Error");
        String::from(error.message())
    };
    let game = ("game", JsValue::from("subtraction"));
    assert_eq!(
        message(request(&[game.clone(), ("moves", numbers(&[1.0, 1.5])), ("n", 3.into())])),
        "moves: '1.5' is not a whole number"
    );
    assert_eq!(
        message(request(&[game.clone(), ("moves", numbers(&[1.0])), ("n", JsValue::TRUE)])),
        "n: got the boolean true; expected a number or a list"
    );
    assert_eq!(
        message(request(&[game.clone(), ("moves", numbers(&[])), ("n", 3.into())])),
        "moves: missing; give a list such as 1,3,4 or a range such as 1..3"
    );
    assert_eq!(
        message(request(&[game.clone(), ("moves", numbers(&[2.0])), ("n", 1e300.into())])),
        "n: 1e+300 is above the limit of 1000000"
    );
    assert_eq!(
        message(request(&[game, ("moves", numbers(&[f64::NAN])), ("n", 3.into())])),
        "moves: 'NaN' is not a whole number"
    );
    assert_eq!(
        message(JsValue::from(5)),
        "request: expected an object such as {game: \"subtraction\", moves: [1, 3, 4], n: 30}"
    );
    assert_eq!(
        message(request(&[("game", "poker".into())])),
        "game: unknown game 'poker'; one of alpha-beta, betting, copies, cops-robber, dag, division, fibonacci-nim, gcd-game, half-nim, hidden-evader, kings, max-dif, nim, nim-ranges, nim-table, octal, parallel, power-race, powers-and-mod, prime-powers, pursuit, river, split-piles, state-graph, subtraction, sums, take-away, treblecross, tree-path, two-piles-k, wythoff"
    );
}

#[wasm_bindgen_test]
fn window_cgt_is_installed() {
    let window = web_sys::window().expect("window");
    js_api::install(&window).expect("installed");
    let solve: js_sys::Function = get(&get(&window, "cgt"), "solve").unchecked_into();
    let take_away =
        request(&[("game", "subtraction".into()), ("moves", "1..3".into()), ("n", 8.into())]);
    let answer = solve.call1(&JsValue::NULL, &take_away).expect("solved");
    let values: Array = get(&answer, "values").unchecked_into();
    assert_eq!(values.get(8).as_f64(), Some(0.0));
    let incomplete = request(&[("game", "subtraction".into())]);
    let thrown = solve.call1(&JsValue::NULL, &incomplete).expect_err("throws");
    assert!(thrown.is_instance_of::<js_sys::Error>());
}

#[wasm_bindgen_test]
fn octal_and_treblecross_answer_and_refuse() {
    let kayles = js_api::solve(request(&[
        ("game", "octal".into()),
        ("code", "0.77".into()),
        ("n", 200.into()),
    ]))
    .expect("a valid request");
    let values: Array = get(&kayles, "values").unchecked_into();
    assert_eq!(values.length(), 201);
    assert_eq!(values.get(11).as_f64(), Some(6.0));
    let period = get(&kayles, "period");
    assert_eq!(
        (get(&period, "start").as_f64(), get(&period, "length").as_f64()),
        (Some(71.0), Some(12.0))
    );
    // A code given as a JS number reaches the parser as its text.
    let number =
        js_api::solve(request(&[("game", "octal".into()), ("code", 0.07.into()), ("n", 5.into())]))
            .expect("a valid request");
    assert!(get(&number, "period").is_null());
    let boards: Array = ["X.....", "......."].iter().map(|&b| JsValue::from(b)).collect();
    let counts: Array = [JsValue::from(js_sys::BigInt::from(10u64.pow(18))), JsValue::from(1)]
        .into_iter()
        .collect();
    let sum = js_api::solve(request(&[
        ("game", "treblecross".into()),
        ("boards", boards.into()),
        ("counts", counts.into()),
    ]))
    .expect("a valid request");
    assert_eq!(get(&sum, "winner").as_string().as_deref(), Some("first"));
    assert_eq!(get(&sum, "total").as_f64(), Some(3.0));
    let grundy: Array = get(&sum, "grundy").unchecked_into();
    assert_eq!((grundy.get(0).as_f64(), grundy.get(1).as_f64()), (Some(1.0), Some(3.0)));
    let message = |request: JsValue| -> String {
        let error: js_sys::Error =
            js_api::solve(request).expect_err("refused").dyn_into().expect("an Error");
        String::from(error.message())
    };
    assert_eq!(
        message(request(&[("game", "octal".into()), ("code", "0.9".into()), ("n", 5.into())])),
        "code: 9 is not an octal digit; each digit is 0 to 7"
    );
    let bad_board: Array = ["X.X..."].iter().map(|&b| JsValue::from(b)).collect();
    assert!(
        message(request(&[("game", "treblecross".into()), ("boards", bad_board.into())]))
            .starts_with("boards: board 1: cells 1 and 3 are both marked, 2 apart")
    );
}

/// A value made by JS source `body` (a function body returning it).
fn from_js(body: &str) -> JsValue {
    js_sys::Function::new_no_args(body).call0(&JsValue::NULL).expect("the JS runs")
}

/// The message of the `Error` that `cgt.solve(request)` throws.
fn refusal(request: JsValue) -> String {
    let error = js_api::solve(request).expect_err("refused");
    error.dyn_into::<js_sys::Error>().expect("an Error").message().into()
}

/// The message refusing a `game` request whose `field` is a list claiming `length` items, each
/// the JS value `item`; asserts that no item was read (the field comes first, before `game`).
fn refused_unread(game: &str, field: &str, length: u32, item: &str) -> String {
    let request = from_js(&format!(
        "globalThis.itemsRead = 0;
         const list = new Proxy([], {{get: (t, k) => k === 'length' ? {length} : (globalThis.itemsRead++, {item})}});
         return {{{field}: list, game: '{game}'}};"
    ));
    let message = refusal(request);
    assert_eq!(from_js("return globalThis.itemsRead;").as_f64(), Some(0.0), "{game}: no item read");
    message
}

#[wasm_bindgen_test]
fn hostile_requests_are_refused_and_the_api_lives_on() {
    let window = web_sys::window().expect("window");
    js_api::install(&window).expect("installed");
    let revoked =
        from_js("const {proxy, revoke} = Proxy.revocable({}, {}); revoke(); return proxy;");
    let getter = from_js("return {game: 'nim', get piles() { throw new Error('x') }};");
    let edges = from_js(
        "const pair = [0, 1]; Object.defineProperty(pair, 0, {get() { throw new Error('y') }});
         return {game: 'cops-robber', vertices: 3, edges: [[0, 1], pair]};",
    );
    assert!(refusal(revoked.clone()).starts_with("request: could not be read"));
    assert_eq!(refusal(getter.clone()), "piles: could not be read (x)");
    assert_eq!(refusal(edges.clone()), "edges: item 1 could not be read (y)");
    // A JS exception unwinding through wasm would leave its stack pointer moved; after about a
    // thousand of them every call failed. A hundred thousand in a row, through window.cgt:
    let after = js_sys::Function::new_with_args(
        "revoked, getter, edges",
        "for (let i = 0; i < 100000; i++) {
             for (const request of [revoked, getter, edges]) { try { cgt.solve(request) } catch {} }
         }
         return cgt.solve({game: 'nim', piles: [5, 3, 8]});",
    );
    let answer =
        after.call3(&JsValue::NULL, &revoked, &getter, &edges).expect("cgt.solve still answers");
    assert_eq!(get(&answer, "nimSum").as_f64(), Some(14.0));
}

#[wasm_bindgen_test]
fn requests_too_large_are_refused_before_they_are_copied() {
    // A game without a longest list of its own (alpha-beta's tree) meets the request-wide one.
    let huge_list = from_js(
        "return {game: 'alpha-beta', tree: new Proxy([], {get: (t, k) => k === 'length' ? 4294967295 : 1})};",
    );
    assert_eq!(
        refusal(huge_list),
        "tree: holds more than 6000000 list items in all; that is the limit"
    );
    let cells = from_js(
        "return {game: 'river', rows: 100, reclaimed: Array.from({length: 101}, (_, r) => [r + 1, 1])};",
    );
    assert_eq!(refusal(cells), "reclaimed: is a list of 101 items; river takes at most 100");
    // No list is padded past its bound with blank items, which some parsers would skip.
    let padded = from_js("return {game: 'cops-robber', vertices: 3, edges: [[0, 1], '', [1, 2]]};");
    assert_eq!(refusal(padded), "edges: item 1 is an empty text; expected a number");
    let spaces = from_js("return {game: 'river', rows: 3, reclaimed: [[1, 1], '  ']};");
    assert_eq!(refusal(spaces), "reclaimed: item 1 is an empty text; expected a number");
    // A game's own longest list is known before any item is read, whatever the keys' order.
    assert_eq!(
        refused_unread("nim", "piles", 5_000_000, "1"),
        "piles: is a list of 5000000 items; nim takes at most 64"
    );
    let boards = from_js("return {game: 'treblecross', boards: new Array(65).fill('...')};");
    assert_eq!(refusal(boards), "boards: is a list of 65 items; treblecross takes at most 64");
    let edges = from_js(
        "return {game: 'pursuit', vertices: 3, edges: Array.from({length: 2001}, () => [0, 1])};",
    );
    assert_eq!(refusal(edges), "edges: is a list of 2001 items; pursuit takes at most 2000");
    // A length no list has, claimed by a proxy, is written short; the new bounds hold too.
    let claimed = from_js(
        "return {game: 'state-graph', states: new Proxy([], {get: (t, k) => k === 'length' ? 1e300 : 'loss'})};",
    );
    assert_eq!(
        refusal(claimed),
        "states: is a list of 1e300 items; state-graph takes at most 250000"
    );
    let kings =
        from_js("return {game: 'kings', board: ['...'], kings: new Array(10001).fill([0, 0])};");
    assert_eq!(refusal(kings), "kings: is a list of 10001 items; kings takes at most 10000");
    let edges = from_js(
        "return {game: 'cops-robber', vertices: 3, edges: new Array(1999001).fill([0, 1])};",
    );
    assert_eq!(
        refusal(edges),
        "edges: is a list of 1999001 items; cops-robber takes at most 1999000"
    );
    let moves = from_js("return {game: 'subtraction', n: 10, moves: new Array(64).fill(1)};");
    assert_eq!(refusal(moves), "moves: is a list of 64 items; subtraction takes at most 63");
    let piles = from_js("return {game: 'split-piles', piles: new Array(100001).fill(1)};");
    assert_eq!(
        refusal(piles),
        "piles: is a list of 100001 items; split-piles takes at most 100000"
    );
    // Sums and parallel too: a component is one item (a list there is refused), so sums' list
    // holds at most its 16 components, and parallel's lists a component's 1,000 positions or a
    // position's moves.
    assert_eq!(
        refused_unread("sums", "components", 17, "'nim:1'"),
        "components: is a list of 17 items; sums takes at most 16"
    );
    let positions = from_js(
        "return {game: 'parallel', components: [{moves: new Array(1001).fill([])}], starts: [0]};",
    );
    assert_eq!(
        refusal(positions),
        "components: item 0 is a list of 1001 items; parallel takes at most 1000"
    );
    let group = from_js("return {game: 'sums', components: ['nim:1', ['octal:0.77:3', 5, 7]]};");
    assert_eq!(
        refusal(group),
        "components: item 1 is a list; give each component as one text such as nim:7"
    );
    let group = from_js("return {game: 'parallel', components: [[[1], []]], starts: [0]};");
    assert_eq!(
        refusal(group),
        "components: item 0 is a list; give a component as a text such as 1.2/2/- or as \
         {moves: [[1, 2], [2], []]}"
    );
    let empty = from_js(
        "return {game: 'parallel', components: [{moves: []}, {moves: [[]]}], starts: [0, 0]};",
    );
    assert_eq!(
        refusal(empty),
        "components: item 0 has no positions; give each position's moves, such as [[1], []]"
    );
    // At the limit the game's own parser reads the list (64 piles are fine).
    let sixty_four = from_js("return {game: 'nim', piles: new Array(64).fill(1)};");
    assert!(js_api::solve(sixty_four).is_ok());
    let keys = from_js(
        "const r = {game: 'nim', piles: [1]}; for (let i = 0; i < 100000; i++) r['k' + i] = 1; return r;",
    );
    assert_eq!(refusal(keys), "request: has 100002 fields; a request has at most 64");
    // A number's message quotes at most 40 characters of it; any other message quoting a long
    // bad value (a choice's) is cut short here.
    let number = refusal(from_js("return {game: 'nim', piles: ['z'.repeat(1000000)]};"));
    assert_eq!(number, format!("piles: '{}…' is not a whole number", "z".repeat(40)));
    let quoted =
        refusal(from_js("return {game: 'nim', piles: [1], variant: 'z'.repeat(1000000)};"));
    assert!(quoted.starts_with("variant: 'zzz"), "{}", &quoted[..40]);
    let cut = quoted.rsplit_once('…').map(|(_, cut)| cut).unwrap_or_default();
    let total = cut
        .strip_prefix(" (the message's first 2000 of ")
        .and_then(|n| n.strip_suffix(" characters)"));
    assert!(total.and_then(|n| n.parse::<usize>().ok()).is_some_and(|n| n > 1_000_000), "{cut}");
    assert_eq!(quoted.chars().count(), 2000 + 1 + cut.chars().count());
    let long = from_js("return {game: 'nim', piles: '1'.repeat(2 ** 26)};");
    assert_eq!(
        refusal(long),
        "piles: holds more than 64000000 characters of text in all; that is the limit"
    );
}

#[wasm_bindgen_test]
fn the_problem_sets_big_numbers_come_back_as_bigints() {
    // The README's example: groups given as a string and a BigInt, a nim-sum above 2^53 - 1.
    let answer =
        js_api::solve(from_js("return {game: 'nim-ranges', groups: [['10000000000000000', 3n]]};"))
            .expect("a valid request");
    let nim_sum = get(&answer, "nimSum");
    assert!(nim_sum.is_bigint(), "nimSum is a BigInt");
    assert_eq!(
        js_sys::BigInt::from(nim_sum).to_string(10).ok().map(String::from).as_deref(),
        Some("10000000000000003")
    );
    assert_eq!(get(&answer, "winner").as_string().as_deref(), Some("first"));
    let half = js_api::solve(from_js("return {game: 'half-nim', piles: [2n * 10n ** 18n, 7]};"))
        .expect("a valid request");
    let grundy: Array = get(&half, "grundy").unchecked_into();
    assert!(grundy.get(0).is_bigint());
    assert_eq!(grundy.get(1).as_f64(), Some(0.0));
    let prefix = js_api::solve(from_js("return {game: 'split-piles', piles: [1, 2, 3]};"))
        .expect("a valid request");
    let winners: Array = get(&prefix, "winnerByPrefix").unchecked_into();
    let winners: Vec<String> = winners.iter().filter_map(|w| w.as_string()).collect();
    assert_eq!(winners, ["second", "first", "first"]);
    let race = js_api::solve(from_js("return {game: 'power-race', a: 1, b: 4, n: 10};"))
        .expect("a valid request");
    assert_eq!(get(&race, "outcome").as_string().as_deref(), Some("draw"));
    assert_eq!(
        refusal(from_js("return {game: 'river', rows: 3, reclaimed: [[1, 1], [2, 2]]};")),
        "reclaimed: the 2nd cell (2, 2) and the 1st cell (1, 1) are in different columns of the same or \
         adjacent rows: no ship could pass, so they cannot both be reclaimed"
    );
    // An empty list of cells is no cell reclaimed: three free rows, worth 3 mod 2 = 1.
    let river = js_api::solve(from_js("return {game: 'river', rows: 3, reclaimed: []};"))
        .expect("a valid request");
    assert_eq!(get(&river, "winner").as_string().as_deref(), Some("first"));
}

/// The fields `cgt.solve` reads from the request made by JS source `body`.
fn fields_of(body: &str) -> cgt_playground::api::Fields {
    js_api::fields_from_js(&from_js(body)).expect("a readable request")
}

#[wasm_bindgen_test]
fn objects_and_nested_lists_become_the_links_compact_text() {
    let graph = fields_of(
        "return {game: 'state-graph', infinitePlay: 'player2',
                 states: [{player: 1, moves: [1, 2]}, {moves: [0], player: 2}, {player: 1, result: 'loss', moves: []}]};",
    );
    assert_eq!(graph.get("states"), Some("1:1.2,2:0,1:loss"));
    let impartial = fields_of(
        "return {states: [{moves: [1, 2]}, {moves: [2, 3]}, {result: 'loss'}, {result: 'loss'}]};",
    );
    assert_eq!(impartial.get("states"), Some("1.2,2.3,loss,loss"));
    // A state with moves and a result keeps both, so the parser can say what is wrong.
    let both = fields_of("return {states: [{player: 1, moves: [0], result: 'win'}]};");
    assert_eq!(both.get("states"), Some("1:0.win"));
    let scores = fields_of(
        "return {states: [{player: 1, moves: [{to: 1, gain: [3, 0]}, {to: 2}]},
                          {player: 2, final: [0, 2]}, {player: 2}]};",
    );
    assert_eq!(scores.get("states"), Some("1:1/3/0.2,2:final/0/2,2:"));
    let tree = fields_of("return {tree: [[3, 5], [2, [9, -1]]], maximizingRoot: false};");
    assert_eq!(tree.get("tree"), Some("((3,5),(2,(9,-1)))"));
    assert_eq!(tree.get("maximizingRoot"), Some("false"));
    assert_eq!(fields_of("return {tree: 7};").get("tree"), Some("7"));
    let parallel = fields_of(
        "return {components: [{moves: [[1, 2], [2], []]}, {moves: [[1], []]}], starts: [0, 0]};",
    );
    assert_eq!(parallel.get("components"), Some("1.2/2/-,1/-"));
    assert_eq!(parallel.get("starts"), Some("0,0"));
}

#[wasm_bindgen_test]
fn the_state_graph_games_answer_through_cgt_solve() {
    let solved = |body: &str| js_api::solve(from_js(body)).expect("a valid request");
    let graph = solved(
        "return {game: 'state-graph', states: [{player: 1, moves: [1, 2]}, {player: 2, moves: [0]}, {player: 1, result: 'loss'}]};",
    );
    let outcome: Array = get(&graph, "outcome").unchecked_into();
    assert_eq!(outcome.get(0).as_string().as_deref(), Some("draw"));
    assert_eq!(outcome.get(2).as_string().as_deref(), Some("loss"));
    let remoteness: Array = get(&graph, "remoteness").unchecked_into();
    assert!(remoteness.get(0).is_null());
    assert_eq!(remoteness.get(2).as_f64(), Some(0.0));
    let scores = solved(
        "return {game: 'max-dif', states: [{player: 1, moves: [{to: 1, gain: [3, 0]}, {to: 2, gain: [1, 0]}]},
                                           {player: 2, final: [0, 2]}, {player: 2}]};",
    );
    let max_dif: Array = get(&scores, "maxDif").unchecked_into();
    assert_eq!((max_dif.get(0).as_f64(), max_dif.get(1).as_f64()), (Some(1.0), Some(2.0)));
    let tree = solved("return {game: 'alpha-beta', tree: [[3, 5], [2, [9, 1]]]};");
    assert_eq!(get(&tree, "value").as_f64(), Some(3.0));
    assert_eq!(get(&tree, "leavesMinimax").as_f64(), Some(5.0));
    assert_eq!(get(&tree, "leavesAlphaBeta").as_f64(), Some(3.0));
    let parallel = solved(
        "return {game: 'parallel', components: [{moves: [[1, 2], [2], []]}, {moves: [[1], []]}], starts: [0, 0]};",
    );
    assert_eq!(get(&parallel, "outcome").as_string().as_deref(), Some("win"));
    assert_eq!(get(&parallel, "states").as_f64(), Some(6.0));
}

#[wasm_bindgen_test]
fn bad_objects_and_trees_are_refused_with_messages() {
    let message = |body: &str| refusal(from_js(body));
    assert_eq!(
        message("return {game: 'state-graph', states: [{player: 1, who: 2}]};"),
        "states: item 0 has the key 'who'; expected player, moves, result, final"
    );
    assert_eq!(
        message(
            "return {game: 'state-graph', states: [{player: 1, get moves() { throw new Error('z') }}]};"
        ),
        "states: item 0 could not be read (z)"
    );
    assert_eq!(
        message("return {game: 'state-graph', states: [{player: 1, moves: [0], result: 'win'}]};"),
        "states: state 0 has moves and a result; only a terminal state (one without moves) has a result: drop one of them"
    );
    assert_eq!(
        message("return {game: 'max-dif', states: [{player: 1, moves: [{to: 1, gain: [1]}]}]};"),
        "states: item 0 has a gain that is not a pair such as [3, 0]"
    );
    assert_eq!(
        message(
            "let t = 1; for (let i = 0; i < 70; i++) t = [t]; return {game: 'alpha-beta', tree: t};"
        ),
        "tree: is nested more than 65 lists deep; a tree has at most 64 levels below its root"
    );
    assert_eq!(
        message("return {game: 'alpha-beta', tree: [[1, 2], []]};"),
        "tree: a node has no children: an empty list is neither a leaf (a number) nor a node with moves"
    );
    assert_eq!(
        message("return {game: 'alpha-beta', tree: [1, true]};"),
        "tree: holds the boolean true; expected a number or a list"
    );
    assert_eq!(
        message("return {game: 'parallel', components: [{moves: [[5]]}], starts: [0]};"),
        "components: component 1: position 0 moves to 5, but the positions are 0 to 0"
    );
    // The compact forms join numbers with dots and slashes: a fraction is refused, not read as
    // two numbers (1.5 as moves to 1 and to 5).
    assert_eq!(
        message(
            "return {game: 'parallel', components: [{moves: [[1.5], [], [], [], [], []]}], starts: [0]};"
        ),
        "components: item 0 has a move 1.5; expected a whole number below 10^18"
    );
    assert_eq!(
        message(
            "return {game: 'state-graph', states: [{player: 1, moves: [1.5]}, {player: 2, result: 'loss'}]};"
        ),
        "states: item 0 has a move 1.5; expected a whole number below 10^18"
    );
    assert_eq!(
        message(
            "return {game: 'max-dif', states: [{player: 1, moves: [{to: 1, gain: [0.5, 0]}]}, {player: 2}]};"
        ),
        "states: item 0 has a gain 0.5; expected a whole number below 10^18"
    );
    assert_eq!(
        message("return {game: 'state-graph', states: [{player: 1, moves: [NaN]}]};"),
        "states: item 0 has a move NaN; expected a whole number below 10^18"
    );
    assert_eq!(
        message(
            "return {game: 'alpha-beta', tree: new Proxy([], {get: (t, k) => k === 'length' ? 4294967295 : 1})};"
        ),
        "tree: holds more than 6000000 list items in all; that is the limit"
    );
}

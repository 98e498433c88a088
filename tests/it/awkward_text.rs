//! Every field of every `cgt.solve` game (the same parsers read the labs' URLs and forms), given
//! text a parser may trip on: a message or an answer, never a panic. Each game's base request is
//! checked to be valid first, so each awkward field is read in a request that reaches it.

use cgt_playground::api::{GAMES, solve};

use crate::both;
use crate::graph_requests::fields;

/// A valid request of every game, as `cgt.solve` receives it (lists as comma-separated text).
pub const BASES: &[(&str, &[(&str, &str)])] = &[
    ("alpha-beta", &[("tree", "((3,5),(2,(9,1)))"), ("maximizingRoot", "true")]),
    ("betting", &[("black", "5"), ("red", "3")]),
    ("copies", &[("numbers", "1,2,3,12")]),
    ("cops-robber", &[("vertices", "5"), ("edges", "0-1,1-2,2-3,3-4")]),
    ("dag", &[("vertices", "5"), ("edges", "0-1,0-2,1-3,2-3,3-4")]),
    ("division", &[("n", "12")]),
    ("fibonacci-nim", &[("n", "10")]),
    ("gcd-game", &[("numbers", "3,6,7")]),
    ("half-nim", &[("piles", "4,4,7")]),
    ("hidden-evader", &[("vertices", "5"), ("edges", "0-1,1-2,2-3,3-4")]),
    ("kings", &[("board", "..#,..."), ("kings", "1-2,1-1")]),
    ("max-dif", &[("states", "1:1/3/0.2/1/0,2:final/0/2,2:final/0/0")]),
    ("nim", &[("piles", "5,3,8"), ("variant", "bounded"), ("k", "4")]),
    ("nim-ranges", &[("groups", "2-1,3-2")]),
    ("nim-table", &[("rows", "6"), ("cols", "6"), ("rule", "wythoff")]),
    ("octal", &[("code", "0.77"), ("n", "80")]),
    ("parallel", &[("components", "1.2/2/-,1/-"), ("starts", "0,0")]),
    ("power-race", &[("a", "2"), ("b", "2"), ("n", "10")]),
    ("powers-and-mod", &[("a", "10"), ("b", "21")]),
    ("prime-powers", &[("n", "8")]),
    (
        "pursuit",
        &[
            ("vertices", "3"),
            ("edges", "0-1,1-2,2-0"),
            ("cops", "0"),
            ("robbers", "2"),
            ("schedule", "c0,r0"),
            ("safe", "1"),
            ("captures", "1"),
            ("escapes", "1"),
            ("capture", "meet"),
            ("stay", "no"),
            ("directed", "yes"),
        ],
    ),
    ("river", &[("rows", "12"), ("reclaimed", "4-1,8-1")]),
    ("split-piles", &[("piles", "1,2,3")]),
    ("state-graph", &[("states", "1:1.2,2:0,1:loss"), ("infinitePlay", "player2")]),
    ("subtraction", &[("moves", "1,3,4"), ("n", "30")]),
    ("sums", &[("components", "sub:1.3.4:10,nim:7,octal:0.07:12x3")]),
    ("take-away", &[("n", "15"), ("k", "3")]),
    ("treblecross", &[("boards", "X.....,......."), ("counts", "1,1")]),
    ("tree-path", &[("vertices", "5"), ("edges", "0-1,1-2,1-3,3-4")]),
    ("two-piles-k", &[("a", "3"), ("b", "2"), ("k", "2")]),
    ("wythoff", &[("a", "9"), ("b", "6")]),
];

/// Multi-byte letters where a parser may look at one byte, a full-width digit, a lone
/// combining accent, an emoji, separators alone, signs, exponents and a long run.
pub fn awkward() -> Vec<String> {
    let mut texts: Vec<String> = [
        "é",
        "é0.5",
        "c\u{301}",
        "\u{301}",
        "５",
        "🂡",
        "x🂡",
        "ç0",
        "r５",
        "Bé",
        "N\u{301}",
        "",
        " ",
        ",",
        ",,",
        ";",
        "-",
        "--",
        "..",
        "0..",
        "..9",
        "1e+21",
        "-0",
        "+1",
        "0x10",
        "1.5",
        "NaN",
        "∞",
        "X",
        ".",
        "#",
        "0-",
        "-0-1",
        "0>",
        ">1",
        "sub:",
        "nim:é",
        "octal:0.é:3",
        "kings:é",
        "sub:1.é:4",
        "tc:X..é",
        "0.",
        "4.",
        "0.é",
        "1-é",
        "é-1",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    texts.push("é".repeat(5_000));
    texts.push("9".repeat(400));
    texts.push("1,".repeat(3_000));
    texts
}

both! {
    fn every_field_of_every_game_answers_awkward_text_without_panicking() {
        let games: Vec<&str> = BASES.iter().map(|(game, _)| *game).collect();
        let names: Vec<&str> = GAMES.iter().map(|game| game.name).collect();
        assert_eq!(games, names, "a base request for every game");
        for (game, base) in BASES {
            let mut pairs = vec![("game", *game)];
            pairs.extend_from_slice(base);
            if let Err(errors) = solve(&fields(&pairs)) {
                panic!("the base {game} request is refused: {errors:?}");
            }
            for (name, _) in *base {
                for text in awkward() {
                    let mut request = fields(&pairs);
                    request.set(name, text.clone());
                    if let Err(errors) = solve(&request) {
                        assert!(!errors.is_empty(), "{game} {name}={text:?}: an error with no message");
                        for error in &errors {
                            assert!(!error.message.is_empty(), "{game} {name}={text:?}: {error:?}");
                        }
                    }
                }
            }
        }
    }
}

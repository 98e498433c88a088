//! Sums of games against exhaustive search of the product game: every copy of every component
//! side by side, moves made by the rules as written (Treblecross won by three in a row), no
//! Sprague-Grundy value used. The sum's verdict, every returned winning move (it must lead to a
//! P-position of the whole sum), the parity reduction for x(i) copies, and the computer player.

use std::collections::HashMap;
use std::rc::Rc;

use cgt_playground::api::sums::{
    MAX_COUNT, SumsRequest, copy_text, move_text, parse_move, parse_sum_move, part_text,
    sum_move_text,
};
use cgt_playground::api::{Answer, Count, Fields, Winner, solve as api_solve};
use cgt_playground::solve::play::{Game, perfect_move};
use cgt_playground::solve::sums::{
    Component, ComponentMove, Instance, Part, SumGame, SumMove, analyse, tables_for,
};

use crate::both;
use crate::oracle::Rng;

/// One copy of a component as the oracle sees it: plain data and the rules written out.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Copy {
    /// A heap with a move set (`None`: Nim, any positive number).
    Heap(Option<Vec<u32>>, u64),
    /// Heaps of an octal game: digits d0, d1, …, and the heaps, sorted.
    Octal(Vec<u8>, Vec<u32>),
    /// A board's damaged cells and the kings' cells, sorted.
    Kings(Vec<Vec<bool>>, Vec<(usize, usize)>),
    /// Treblecross cells (true: marked).
    Treble(Vec<bool>),
}

fn three_in_a_row(cells: &[bool]) -> bool {
    cells.windows(3).any(|run| run.iter().all(|&m| m))
}

/// The copy's options; a Treblecross move that makes three in a row is `None` (it wins).
fn options(copy: &Copy) -> Vec<Option<Copy>> {
    match copy {
        Copy::Heap(moves, n) => {
            let takes: Vec<u64> = match moves {
                Some(moves) => moves.iter().map(|&s| u64::from(s)).filter(|&s| s <= *n).collect(),
                None => (1..=*n).collect(),
            };
            takes.into_iter().map(|s| Some(Copy::Heap(moves.clone(), n - s))).collect()
        }
        Copy::Octal(digits, heaps) => {
            let mut out = Vec::new();
            for (index, &n) in heaps.iter().enumerate() {
                for (k, &digit) in digits.iter().enumerate() {
                    let k = k as u32;
                    if k > n {
                        break;
                    }
                    // Remove k adjacent tokens, leaving `left` and `right` on the two sides.
                    for left in 0..=n - k {
                        let right = n - k - left;
                        let rows = u32::from(left > 0) + u32::from(right > 0);
                        let allowed = match rows {
                            0 => k > 0 && digit & 1 != 0,
                            1 => k > 0 && digit & 2 != 0,
                            _ => digit & 4 != 0,
                        };
                        if allowed {
                            let mut next = heaps.clone();
                            next.remove(index);
                            next.extend([left, right].into_iter().filter(|&h| h > 0));
                            next.sort_unstable();
                            out.push(Some(Copy::Octal(digits.clone(), next)));
                        }
                    }
                }
            }
            out
        }
        Copy::Kings(damaged, kings) => {
            let mut out = Vec::new();
            for (index, &(row, col)) in kings.iter().enumerate() {
                for (dr, dc) in [(1, 0), (0, 1), (1, 1)] {
                    if row >= dr && col >= dc && !damaged[row - dr][col - dc] {
                        let mut next = kings.clone();
                        next[index] = (row - dr, col - dc);
                        next.sort_unstable();
                        out.push(Some(Copy::Kings(damaged.clone(), next)));
                    }
                }
            }
            out
        }
        Copy::Treble(cells) => (0..cells.len())
            .filter(|&cell| !cells[cell])
            .map(|cell| {
                let mut next = cells.clone();
                next[cell] = true;
                (!three_in_a_row(&next)).then_some(Copy::Treble(next))
            })
            .collect(),
    }
}

/// Whether the player to move wins the sum of these copies, by exhaustive search.
fn mover_wins(position: &Vec<Copy>, memo: &mut HashMap<Vec<Copy>, bool>) -> bool {
    if let Some(&known) = memo.get(position) {
        return known;
    }
    let mut wins = false;
    'search: for (index, copy) in position.iter().enumerate() {
        for option in options(copy) {
            let Some(option) = option else {
                wins = true;
                break 'search;
            };
            let mut next = position.clone();
            next[index] = option;
            next.sort_unstable();
            if !mover_wins(&next, memo) {
                wins = true;
                break 'search;
            }
        }
    }
    memo.insert(position.clone(), wins);
    wins
}

/// The oracle's copy of a component.
fn copy_of(component: &Component) -> Copy {
    match component {
        Component::Subtraction { moves, heap } => {
            Copy::Heap(Some(moves.moves().to_vec()), u64::from(*heap))
        }
        Component::Nim { heap } => Copy::Heap(None, *heap),
        Component::Octal { code, heaps } => {
            let mut heaps: Vec<u32> = heaps.iter().copied().filter(|&h| h > 0).collect();
            heaps.sort_unstable();
            Copy::Octal(code.digits().to_vec(), heaps)
        }
        Component::Kings { board, kings } => {
            let damaged = (0..board.rows())
                .map(|row| (0..board.cols()).map(|col| board.is_damaged((row, col))).collect())
                .collect();
            Copy::Kings(damaged, kings.clone())
        }
        Component::Treblecross { board } => Copy::Treble(board.cells().to_vec()),
    }
}

/// Every copy of every part, for the oracle.
fn expand(parts: &[Part]) -> Vec<Copy> {
    let mut copies: Vec<Copy> = parts
        .iter()
        .flat_map(|part| std::iter::repeat_n(copy_of(&part.component), part.count as usize))
        .collect();
    copies.sort_unstable();
    copies
}

fn parts(text: &str) -> Vec<Part> {
    SumsRequest::parse("c", text).unwrap_or_else(|e| panic!("{text}: {e:?}")).parts
}

/// Checks a sum against the oracle: the verdict, and that the winning move is legal and leads
/// to a position the player to move then loses.
fn check_sum(parts: &[Part], memo: &mut HashMap<Vec<Copy>, bool>) {
    let tables = tables_for(parts.iter().map(|part| &part.component));
    let analysis = analyse(parts, &tables);
    let label: Vec<String> = parts.iter().map(part_text).collect();
    let expected = mover_wins(&expand(parts), memo);
    assert_eq!(analysis.total != 0, expected, "{label:?}: total {}", analysis.total);
    match &analysis.winning {
        None => assert_eq!(analysis.total, 0, "{label:?}: no winning move for a win"),
        Some(winning) => {
            let part = &parts[winning.part];
            assert!(part.count % 2 == 1, "{label:?}: the move is in a part with an odd count");
            assert!(winning.target < winning.value, "{label:?}");
            assert_eq!(winning.value ^ analysis.total, winning.target);
            assert!(part.component.is_legal(&winning.mv), "{label:?}: {:?}", winning.mv);
            let before = copy_of(&part.component);
            let after = part.component.play(&winning.mv);
            assert_eq!(after.value(&tables), winning.target, "{label:?}");
            assert!(
                options(&before).contains(&Some(copy_of(&after))),
                "{label:?}: {:?} is not a move by the rules",
                winning.mv
            );
            let mut moved: Vec<Part> = parts.to_vec();
            moved[winning.part].count -= 1;
            moved.push(Part { component: after, count: 1 });
            assert!(
                !mover_wins(&expand(&moved), memo),
                "{label:?}: {:?} does not lead to a P-position",
                winning.mv
            );
        }
    }
}

/// Tiny components of every kind, in the compact encoding.
fn tiny_components() -> Vec<String> {
    let mut texts = Vec::new();
    for moves in ["1", "2", "1.2", "1.3", "2.3", "1-3", "1.3.4"] {
        for heap in 0..=6 {
            texts.push(format!("sub:{moves}:{heap}"));
        }
    }
    for heap in 0..=4 {
        texts.push(format!("nim:{heap}"));
    }
    for code in ["0.07", "0.77", "0.137", "0.007", "4.7", "0.6", "0.51", "0.34", "4.07", "0.4"] {
        for heap in 0..=7 {
            texts.push(format!("octal:{code}:{heap}"));
        }
    }
    for (board, kings) in [
        ("../..", "1-1"),
        ("x./..", "1-1"),
        ("../x.", "1-1/0-1"),
        ("..x/...", "1-2/1-1"),
        ("..x/...", "1-2/1-2"),
        ("x../...", "1-2"),
        (".../.x.", "1-2/0-2"),
        ("...", "0-2"),
        ("../..", ""),
    ] {
        texts.push(format!("kings:{board}:{kings}"));
    }
    for length in 3..=7 {
        for marks in 0u32..(1 << length) {
            if marks & (marks >> 1) == 0 && marks & (marks >> 2) == 0 {
                let board: String =
                    (0..length).map(|i| if marks >> i & 1 == 1 { 'X' } else { '.' }).collect();
                texts.push(format!("treblecross:{board}"));
            }
        }
    }
    texts
}

both! {
    fn each_tiny_component_plus_a_nim_heap_is_lost_exactly_when_the_heap_equals_its_value() {
        // G + *k is a P-position exactly when G's value is k: the product game checks each
        // value without computing any.
        let mut memo = HashMap::new();
        for text in tiny_components() {
            let parts = parts(&text);
            let tables = tables_for(parts.iter().map(|p| &p.component));
            let value = parts[0].component.value(&tables);
            assert!(value <= 4, "{text}: value {value}");
            for k in 0..=4 {
                let sum = self::parts(&format!("{text},nim:{k}"));
                let lost = !mover_wins(&expand(&sum), &mut memo);
                assert_eq!(lost, value == k, "{text} + nim:{k}");
                check_sum(&sum, &mut memo);
            }
        }
    }
}

both! {
    fn mixed_sums_of_tiny_components_agree_with_the_product_game() {
        let pool = tiny_components();
        let mut rng = Rng::new(5);
        let mut memo = HashMap::new();
        for _ in 0..400 {
            let size = 2 + rng.below(2) as usize;
            let texts: Vec<String> =
                (0..size).map(|_| pool[rng.below(pool.len() as u64) as usize].clone()).collect();
            check_sum(&parts(&texts.join(",")), &mut memo);
        }
    }
}

both! {
    fn a_sum_with_one_component_of_each_kind_agrees_with_the_product_game() {
        let mut memo = HashMap::new();
        for text in [
            "sub:1.3.4:5,nim:3,octal:0.07:6,kings:..x/...:1-2/1-1,treblecross:X.....",
            "sub:1.2:4,nim:1,octal:0.77:5,kings:../..:1-1,treblecross:.....",
            "sub:2.3:6,nim:2,octal:0.137:7,kings:x../...:1-2,treblecross:..X...",
        ] {
            check_sum(&parts(text), &mut memo);
        }
    }
}

both! {
    fn only_the_parity_of_the_copies_matters() {
        // The paper's reduction GG(i) = 0 for even x(i), G_i(S_i) for odd x(i), against the
        // product game with every copy laid out.
        let pool = [
            "sub:1.3.4:6", "nim:3", "octal:0.07:7", "octal:0.77:4", "kings:..x/...:1-2",
            "treblecross:.....", "treblecross:X...", "nim:1", "sub:2.3:5",
        ];
        let mut memo = HashMap::new();
        for (i, a) in pool.iter().enumerate() {
            for b in &pool[i + 1..] {
                for x in 0..=3u64 {
                    for y in 0..=2u64 {
                        let sum = parts(&format!("{a}x{x},{b}x{y}"));
                        check_sum(&sum, &mut memo);
                    }
                }
            }
        }
    }
}

both! {
    fn huge_counts_count_by_their_parity() {
        let tables_of = |text: &str| {
            let parts = parts(text);
            let tables = tables_for(parts.iter().map(|p| &p.component));
            analyse(&parts, &tables)
        };
        let even = tables_of("octal:0.07:12x1000000000000000000,nim:5");
        let odd = tables_of("octal:0.07:12x999999999999999999,nim:5");
        let once = tables_of("octal:0.07:12,nim:5");
        let none = tables_of("nim:5");
        assert_eq!(even.values[0], once.values[0]);
        assert_eq!(even.counted[0], 0);
        assert_eq!(even.total, none.total);
        assert_eq!(odd.counted[0], once.values[0]);
        assert_eq!(odd.total, once.total);
        assert_eq!(MAX_COUNT, 1_000_000_000_000_000_000);
    }
}

both! {
    fn the_computer_wins_every_won_game_and_plays_legally_when_losing() {
        // From N-positions the computer, moving first, wins against every reply the opponent
        // may choose (checked by trying random replies); from P-positions it still moves
        // legally and safely until the end.
        let mut rng = Rng::new(11);
        for text in [
            "sub:1.3.4:5,nim:2,octal:0.07:6",
            "kings:..x/...:1-2/1-1,treblecross:X......,nim:1",
            "treblecross:.......x3,sub:1.2:3x2",
            "octal:0.77:5,treblecross:X.....",
            "nim:3,nim:3",
        ] {
            let parts = parts(text);
            let tables = tables_for(parts.iter().map(|p| &p.component));
            let game = SumGame::new(parts.clone(), Rc::new(tables));
            let start = game.start();
            let first_wins = game.total(&start) != 0;
            for _ in 0..20 {
                let mut position = start.clone();
                let mut computer_to_move = true;
                let mut last_by_computer = false;
                while !game.is_over(&position) {
                    let mv = if computer_to_move {
                        let (mv, _) = perfect_move(&game, &position, 20_000).expect("a move");
                        mv
                    } else {
                        let moves = game.moves(&position);
                        moves[rng.below(moves.len() as u64) as usize]
                    };
                    assert!(game.is_legal(&position, &mv), "{text}: {mv:?}");
                    position = game.play(&position, &mv);
                    last_by_computer = computer_to_move;
                    computer_to_move = !computer_to_move;
                }
                if first_wins {
                    assert!(last_by_computer, "{text}: the computer lost a won game");
                }
            }
        }
    }
}

both! {
    fn a_losing_computer_does_not_hand_over_three_in_a_row() {
        // Total 0 with a safe move left: the computer's move must not mark a lightly marked cell.
        let parts = parts("treblecross:X....X,nim:1");
        let tables = tables_for(parts.iter().map(|p| &p.component));
        let game = SumGame::new(parts, Rc::new(tables));
        let start = game.start();
        let (mv, wins) = perfect_move(&game, &start, 20_000).expect("a move");
        let copy = game.instance(&start, mv.part, mv.instance).expect("the copy");
        assert!(copy.is_safe(&mv.mv), "{mv:?}");
        assert_eq!(wins, game.total(&start) != 0);
    }
}

both! {
    fn the_compact_encoding_round_trips() {
        for text in [
            "sub:1.3.4:10",
            "sub:1-3:20x4",
            "nim:7",
            "nim:1000000000000000000x1000000000000000000",
            "octal:0.07:12x3",
            "octal:4.7:9",
            "octal:0.07:3+5+0",
            "kings:..x/...:1-1/1-2",
            "kings:../..:x0",
            "treblecross:X.....",
            "treblecross:......x2",
            // A board ending in a run: its number is cells, and only a lowercase x counts copies.
            "treblecross:X20",
            "treblecross:X20x3",
            "treblecross:12X12",
        ] {
            let request = SumsRequest::parse("c", text).unwrap_or_else(|e| panic!("{text}: {e:?}"));
            assert_eq!(request.text(), text);
        }
        let request = SumsRequest::parse("c", "sub:4.1.3:10, nim:07 ,kings:..#/...:1-1/1-2").unwrap();
        assert_eq!(request.text(), "sub:1.3.4:10,nim:7,kings:..x/...:1-1/1-2");
        let request = SumsRequest::parse("c", "sub:1.2.3.5:8").unwrap();
        assert_eq!(request.text(), "sub:1-3.5:8");
        // Spaces around octal heaps, as typed in the form.
        let request = SumsRequest::parse("c", "octal:0.07: 7 ,octal:0.77: 5 + 3 ").unwrap();
        assert_eq!(request.text(), "octal:0.07:7,octal:0.77:5+3");
    }
}

both! {
    fn moves_round_trip_through_their_notation() {
        let pool = tiny_components();
        for text in pool.iter().step_by(3) {
            let parts = parts(text);
            let component = &parts[0].component;
            let (moves, complete) = component.moves(usize::MAX);
            assert!(complete);
            for mv in moves {
                assert_eq!(parse_move(&move_text(&mv)), Some(mv), "{text}");
                assert!(component.is_legal(&mv));
                for instance in [Instance::Fresh, Instance::Played(2)] {
                    let sum_move = SumMove { part: 3, instance, mv };
                    assert_eq!(parse_sum_move(&sum_move_text(&sum_move)), Some(sum_move));
                    let copy = format!("{}.", copy_text(3, instance));
                    assert!(sum_move_text(&sum_move).starts_with(&copy), "{copy}");
                }
            }
        }
        assert_eq!((copy_text(3, Instance::Fresh), copy_text(3, Instance::Played(2))), ("4.n".into(), "4.3".into()));
        for bad in ["", "t", "t-1", "m0", "h0t1l0", "k1-1x", "k0-0u", "x", "t99999999999999999999"] {
            assert_eq!(parse_move(bad), None, "{bad}");
        }
        assert_eq!(parse_move("k1-2ul"), Some(ComponentMove::King { from: (1, 2), to: (0, 1) }));
    }
}

both! {
    fn moves_listed_are_exactly_the_moves_by_the_rules() {
        for text in tiny_components() {
            let parts = parts(&text);
            let component = &parts[0].component;
            let (moves, _) = component.moves(usize::MAX);
            let mut mine: Vec<String> = moves
                .iter()
                .map(|mv| format!("{:?}", copy_of(&component.play(mv))))
                .collect();
            let mut rules: Vec<String> = options(&copy_of(component))
                .into_iter()
                .map(|option| match option {
                    Some(copy) => format!("{copy:?}"),
                    None => "three in a row".into(),
                })
                .collect();
            // A move that makes three in a row is listed too; the oracle names it apart.
            for (mv, shown) in moves.iter().zip(mine.iter_mut()) {
                if component.play(mv).is_won() {
                    *shown = "three in a row".into();
                }
            }
            mine.sort();
            rules.sort();
            // Splits into a + b and b + a, and two kings on one cell moving alike, are one
            // move here and two in the oracle.
            mine.dedup();
            rules.dedup();
            assert_eq!(mine, rules, "{text}");
        }
    }
}

/// The JS API's message for `components`.
fn refusal(components: &str) -> String {
    let mut fields = Fields::new();
    fields.set("game", "sums");
    fields.set("components", components);
    match api_solve(&fields) {
        Ok(_) => panic!("{components} was accepted"),
        Err(errors) => errors.iter().map(ToString::to_string).collect::<Vec<_>>().join("; "),
    }
}

both! {
    fn bad_components_get_a_message_naming_the_component_and_its_field() {
        let cases = [
            ("", "components: missing; give components such as sub:1.3.4:10,nim:7,octal:0.07:12"),
            ("chess:4", "components: component 1 ('chess:4'): kind: unknown kind 'chess'; use sub, nim, octal, kings or treblecross"),
            ("nim", "components: component 1 ('nim'): kind: give its parameters, e.g. nim:7"),
            ("7", "components: component 1 ('7'): kind: '7' is not a component; write kind:parameters with kind sub, nim, octal, kings or treblecross, e.g. nim:7"),
            ("nim:7:3", "components: component 1 ('nim:7:3'): kind: nim takes 1 parameter separated by ':', e.g. nim:7"),
            ("sub:10", "components: component 1 ('sub:10'): kind: sub takes 2 parameters separated by ':', e.g. sub:1.3.4:10"),
            ("sub:1..3:10", "components: component 1 ('sub:1..3:10'): moves: write a run of moves with a hyphen, e.g. 1-3 (dots separate single moves)"),
            ("sub:0.2:10", "components: component 1 ('sub:0.2:10'): moves: 0 is too small; give a whole number from 1 to 1000000"),
            ("sub:1.1:10", "components: component 1 ('sub:1.1:10'): moves: 1 is listed twice; list each move once"),
            ("sub:1-64:10", "components: component 1 ('sub:1-64:10'): moves: 64 moves given; at most 63 are supported"),
            ("sub:-5:10", "components: component 1 ('sub:-5:10'): moves: '-5' is not a move or a run of moves; moves are whole numbers from 1 to 1000000, a run is written like 1-3"),
            ("sub:1.3-:10", "components: component 1 ('sub:1.3-:10'): moves: '3-' is not a move or a run of moves; moves are whole numbers from 1 to 1000000, a run is written like 1-3"),
            ("octal:0.07: ", "components: component 1 ('octal:0.07:'): heap: missing; give a whole number from 0 to 2000"),
            ("sub::10", "components: component 1 ('sub::10'): moves: missing; give the moves separated by dots, e.g. 1.3.4"),
            ("sub:1.3:1000001", "components: component 1 ('sub:1.3:1000001'): heap: 1000001 is above the limit of 1000000"),
            ("nim:-3", "components: component 1 ('nim:-3'): heap: '-3' is negative; give a whole number from 0 to 10^18"),
            ("nim:1000000000000000001", "components: component 1 ('nim:1000000000000000001'): heap: 1000000000000000001 is above the limit of 10^18"),
            ("nim:abc", "components: component 1 ('nim:abc'): heap: 'abc' is not a whole number"),
            ("octal:0.8:12", "components: component 1 ('octal:0.8:12'): code: 8 is not an octal digit; each digit is 0 to 7"),
            ("octal:0.07:2001", "components: component 1 ('octal:0.07:2001'): heap: 2001 is above the limit of 2000"),
            ("octal:77:5", "components: component 1 ('octal:77:5'): code: write one point between the digit for removing 0 tokens and the others, e.g. 0.77"),
            ("kings:..x/..:1-1", "components: component 1 ('kings:..x/..:1-1'): board: row 1 has 2 cells but row 0 has 3; every row needs the same length"),
            ("kings:..x/...:0-2", "components: component 1 ('kings:..x/...:0-2'): kings: king 0 at (0, 2) stands on a damaged cell"),
            ("kings:..x/...:5-0", "components: component 1 ('kings:..x/...:5-0'): kings: king 0 at (5, 0) is off the board (rows 0 to 1, columns 0 to 2)"),
            ("kings:..x/...:a", "components: component 1 ('kings:..x/...:a'): kings: 'a' is not a cell; write row-column, such as 2-3"),
            ("kings:.................:0-0", "components: component 1 ('kings:.................:0-0'): board: row 0 has 17 cells; the limit is 16"),
            ("treblecross:X.X...", "components: component 1 ('treblecross:X.X...'): board: cells 1 and 3 are both marked, 2 apart; a starting board has no two marks at distance 1 or 2 (the first player would win at once)"),
            ("treblecross:X.", "components: component 1 ('treblecross:X.'): board: 2 cells; a board has at least 3 (the paper's N(i) ≥ 3)"),
            ("treblecross:X..O..", "components: component 1 ('treblecross:X..O..'): board: cell 4 is 'O'; write X for a marked cell, . for an unmarked one and a number for that many unmarked cells (X12)"),
            ("nim:7x", "components: component 1 ('nim:7x'): copies: missing; give a whole number from 0 to 10^18"),
            ("nim:7x1000000000000000001", "components: component 1 ('nim:7x1000000000000000001'): copies: 1000000000000000001 is above the limit of 10^18"),
            ("nim:7x-1", "components: component 1 ('nim:7x-1'): copies: '-1' is negative; give a whole number from 0 to 10^18"),
            ("nim:7xtwo", "components: component 1 ('nim:7xtwo'): copies: 'two' is not a whole number"),
        ];
        for (components, message) in cases {
            assert_eq!(refusal(components), message, "{components}");
        }
        let long = format!("treblecross:{}", ".".repeat(1001));
        assert!(refusal(&long).ends_with("board: 1001 cells; at most 1000 are supported here"));
        let many = ["nim:1"; 17].join(",");
        assert_eq!(refusal(&many), "components: 17 components; at most 16 are supported");
        // Each bad component gets its own message.
        assert_eq!(
            refusal("nim:1,nim:x,sub:1:1,octal:0.9:1"),
            "components: component 2 ('nim:x'): heap: 'x' is not a whole number; components: component 4 ('octal:0.9:1'): code: 9 is not an \
             octal digit; each digit is 0 to 7"
        );
        let heavy: Vec<String> = (1..=16).map(|k| format!("sub:{}-{}:1000000", k, k + 62)).collect();
        assert!(refusal(&heavy.join(",")).contains("the limit is 1000000000"), "{}", refusal(&heavy.join(",")));
    }
}

both! {
    fn the_answer_lists_values_total_winner_and_a_winning_move() {
        let mut fields = Fields::new();
        fields.set("game", "sums");
        fields.set("components", "sub:1.3.4:10,nim:7,octal:0.07:12x3,nim:5x2");
        let Ok(Answer::Sums(answer)) = api_solve(&fields) else { panic!("not a sums answer") };
        let grundy: Vec<Count> = answer.components.iter().map(|c| c.grundy).collect();
        let counted: Vec<Count> = answer.components.iter().map(|c| c.counted).collect();
        // The components' values, read from the subtraction and octal requests.
        let mut sub = Fields::new();
        sub.set("game", "subtraction");
        sub.set("moves", "1,3,4");
        sub.set("n", "10");
        let Ok(Answer::Subtraction(table)) = api_solve(&sub) else { panic!() };
        let mut oct = Fields::new();
        oct.set("game", "octal");
        oct.set("code", "0.07");
        oct.set("n", "12");
        let Ok(Answer::Octal(octal)) = api_solve(&oct) else { panic!() };
        let expected = [u64::from(table.values[10]), 7, u64::from(octal.values[12]), 5];
        assert_eq!(grundy, expected.map(Count).to_vec());
        assert_eq!(counted, [expected[0], 7, expected[2], 0].map(Count).to_vec());
        let total = expected[0] ^ 7 ^ expected[2];
        assert_eq!(answer.total, Count(total));
        assert_eq!(answer.winner, Winner::from_mover_wins(total != 0));
        let winning = answer.winning_move.expect("a winning move");
        assert_eq!(winning.to.0, winning.from.0 ^ total);
        assert!(winning.to.0 < winning.from.0);
        assert_eq!(answer.components[0].component, "sub:1.3.4:10");
        assert_eq!(answer.components[2].count, Count(3));
        assert!(answer.components[0].reason.starts_with("SG(10) = mex{SG(9), SG(7), SG(6)}"));
        // After the move, the sum is a P-position.
        let mut texts: Vec<String> = answer.components.iter().map(|c| format!("{}x{}", c.component, c.count.0)).collect();
        let moved = &answer.components[winning.component];
        texts[winning.component] = format!("{}x{}", moved.component, moved.count.0 - 1);
        texts.push(winning.after.clone());
        fields.set("components", texts.join(","));
        let Ok(Answer::Sums(after)) = api_solve(&fields) else { panic!() };
        assert_eq!(after.total, Count(0));
        assert_eq!(after.winner, Winner::Second);
        assert_eq!(after.winning_move, None);
    }
}

both! {
    fn octal_moves_are_said_with_each_heap_size() {
        let code = cgt_playground::solve::octal::OctalCode::parse("0.77").expect("Kayles");
        let two = Component::Octal { code: code.clone(), heaps: vec![5, 1] };
        let whole = ComponentMove::Octal { heap: 1, take: 1, left: 0 };
        assert_eq!(two.describe_move(&whole), "heap 2 (1 token): take the 1 token");
        let split = ComponentMove::Octal { heap: 0, take: 1, left: 2 };
        assert_eq!(two.describe_move(&split), "heap 1 (5 tokens): take 1, leaving 2 + 2");
        let one = Component::Octal { code, heaps: vec![7] };
        let end = ComponentMove::Octal { heap: 0, take: 2, left: 0 };
        assert_eq!(one.describe_move(&end), "heap of 7: take 2, leaving 5");
    }
}

//! Nim and its variants against exhaustive game-tree search on every small position.

use std::collections::{BTreeSet, HashMap};

use cgt_playground::solve::nim::{MAX_PILE, Move, Reason, Variant};

use crate::both;
use crate::oracle::{all_positions, player_to_move_wins};

/// The positions one move away, by the rules spelled out again here (not by `Variant::play`).
fn successors(variant: Variant, piles: &[u64]) -> Vec<(Move, Vec<u64>)> {
    let mut next = Vec::new();
    for pile in 0..piles.len() {
        for take in 1..=piles[pile] {
            if matches!(variant, Variant::Bounded { k } if take > k) {
                continue;
            }
            let mut after = piles.to_vec();
            after[pile] -= take;
            if variant == Variant::Staircase && pile > 0 {
                after[pile - 1] += take;
            }
            next.push((Move { pile, take }, after));
        }
    }
    next
}

/// Checks the closed forms of `variant` on `positions`: who wins, the full set of winning
/// moves, and the lecture's move with its reason.
fn check_variant(variant: Variant, positions: &[Vec<u64>]) {
    let misere = variant == Variant::Misere;
    let moves =
        |piles: &Vec<u64>| successors(variant, piles).into_iter().map(|(_, after)| after).collect();
    let mut memo = HashMap::new();
    for piles in positions {
        let wins = player_to_move_wins(piles, &moves, misere, &mut memo);
        assert_eq!(variant.player_to_move_wins(piles), wins, "{variant} {piles:?}");

        let expected: BTreeSet<Move> = successors(variant, piles)
            .into_iter()
            .filter(|(_, after)| !player_to_move_wins(after, &moves, misere, &mut memo))
            .map(|(mv, _)| mv)
            .collect();
        let found: BTreeSet<Move> = variant.winning_moves(piles).into_iter().collect();
        assert_eq!(found, expected, "{variant} {piles:?}: winning moves");

        match variant.lecture_move(piles) {
            None => assert!(!wins || successors(variant, piles).is_empty(), "{variant} {piles:?}"),
            Some((mv, reason)) => {
                assert!(expected.contains(&mv), "{variant} {piles:?}: lecture move {mv:?}");
                assert!(variant.is_legal(piles, mv));
                if let Reason::ZeroNimSum { column, from, to } = reason {
                    let parts = variant.grundy_parts(piles);
                    let sum = variant.nim_sum(piles);
                    assert_eq!(63 - sum.leading_zeros(), column);
                    assert_eq!((parts[mv.pile], parts[mv.pile] ^ sum), (from, to));
                    assert_eq!(from >> column & 1, 1);
                }
            }
        }
    }
}

both! {
    fn normal_nim_up_to_4_piles_of_7() {
        for count in 1..=4 {
            check_variant(Variant::Normal, &all_positions(count, 7));
        }
    }
}

both! {
    fn misere_nim_up_to_4_piles_of_7() {
        for count in 0..=4 {
            check_variant(Variant::Misere, &all_positions(count, 7));
        }
    }
}

both! {
    fn bounded_nim_up_to_3_piles_of_9() {
        for k in 1..=5 {
            for count in 1..=3 {
                check_variant(Variant::Bounded { k }, &all_positions(count, 9));
            }
        }
    }
}

both! {
    fn staircase_nim_up_to_4_steps_of_4() {
        for count in 1..=4 {
            check_variant(Variant::Staircase, &all_positions(count, 4));
        }
    }
}

both! {
    fn the_lecture_examples() {
        // 5, 3, 8: 0101 xor 0011 xor 1000 = 1110; pile 8 (1000) becomes 6 (0110).
        assert_eq!(Variant::Normal.nim_sum(&[5, 3, 8]), 0b1110);
        let (mv, reason) = Variant::Normal.lecture_move(&[5, 3, 8]).expect("an N-position");
        assert_eq!(mv, Move { pile: 2, take: 2 });
        assert_eq!(reason, Reason::ZeroNimSum { column: 3, from: 8, to: 6 });
        // 12, 10, 5: nim-sum 0011; 1010 becomes 1001.
        let (mv, reason) = Variant::Normal.lecture_move(&[12, 10, 5]).expect("an N-position");
        assert_eq!(mv, Move { pile: 1, take: 1 });
        assert_eq!(reason, Reason::ZeroNimSum { column: 1, from: 10, to: 9 });
        // The mini-test: 35 xor 18 xor 27 = 42, and only 42 makes the nim-sum 0.
        assert_eq!(Variant::Normal.nim_sum(&[35, 18, 27]), 42);
        assert!(!Variant::Normal.player_to_move_wins(&[35, 18, 27, 42]));
        // The tutorial's combined game: piles 3, 4, 5 (nim-sum 2): the first player wins.
        assert!(Variant::Normal.player_to_move_wins(&[3, 4, 5]));
    }
}

both! {
    fn misere_endgame_moves_leave_an_odd_number_of_ones() {
        assert_eq!(
            Variant::Misere.lecture_move(&[1, 1, 5]),
            Some((Move { pile: 2, take: 4 }, Reason::OddOnes { ones_left: 3 }))
        );
        assert_eq!(
            Variant::Misere.lecture_move(&[1, 5]),
            Some((Move { pile: 1, take: 5 }, Reason::OddOnes { ones_left: 1 }))
        );
        assert_eq!(Variant::Misere.lecture_move(&[0, 0]), None, "the game is over");
        assert!(Variant::Misere.player_to_move_wins(&[0, 0]), "the opponent took the last stone");
        assert!(!Variant::Misere.player_to_move_wins(&[1]));
    }
}

both! {
    fn closed_forms_hold_for_piles_up_to_10_to_the_18() {
        let positions: [&[u64]; 4] = [
            &[MAX_PILE, MAX_PILE - 1, 3],
            &[MAX_PILE, 1, 1, MAX_PILE / 3],
            &[987_654_321_987_654_321, 123_456_789_123_456_789],
            &[MAX_PILE, 0, MAX_PILE, 1],
        ];
        let variants = [Variant::Normal, Variant::Misere, Variant::Bounded { k: MAX_PILE }, Variant::Bounded { k: 7 }, Variant::Staircase];
        for piles in positions {
            for variant in variants {
                let moves = variant.winning_moves(piles);
                assert_eq!(moves.is_empty(), !variant.player_to_move_wins(piles), "{variant} {piles:?}");
                for mv in moves {
                    assert!(variant.is_legal(piles, mv), "{variant} {piles:?} {mv:?}");
                    let after = variant.play(piles, mv);
                    assert!(!variant.player_to_move_wins(&after), "{variant} {piles:?} {mv:?}");
                }
            }
        }
    }
}

//! The mex against the lecture's examples.

use cgt_playground::solve::mex::{mex, mex_sentence};

use crate::both;

both! {
    fn lecture_examples() {
        // The lecture deck's list of examples.
        assert_eq!(mex([0, 2, 4]), 1);
        assert_eq!(mex([0, 5, 1, 3]), 2);
        assert_eq!(mex([2, 0, 1]), 3);
        assert_eq!(mex([1, 3, 5]), 0);
        assert_eq!(mex([]), 0);
    }
}

both! {
    fn every_short_list_against_the_definition() {
        // Every list of up to 4 values below 6, repeats and any order included.
        for length in 0..=4u32 {
            for code in 0..6u32.pow(length) {
                let values: Vec<u32> = (0..length).map(|i| code / 6u32.pow(i) % 6).collect();
                let smallest_absent = (0..).find(|c| !values.contains(c)).expect("some");
                assert_eq!(mex(values.iter().copied()), smallest_absent, "{values:?}");
            }
        }
    }
}

both! {
    fn the_sentence_names_the_options_and_their_mex() {
        let options = [("G(2)".to_string(), 1), ("G(1)".to_string(), 0)];
        assert_eq!(mex_sentence("G(3)", options), "G(3) = mex{G(2), G(1)} = mex{1, 0} = 2");
        assert_eq!(mex_sentence("G(0)", []), "G(0) = mex{} = 0");
    }
}

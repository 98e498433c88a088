//! The mex against the lecture's examples.

use cgt_playground::solve::mex::mex;

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

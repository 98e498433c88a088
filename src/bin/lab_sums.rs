//! The sums lab's binary: its page and its embed (other routes reload into their own binary).

fn main() {
    cgt_playground::ui::start_lab(&cgt_playground::ui::registry::SUMS);
}

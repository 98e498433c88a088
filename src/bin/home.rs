//! The home page's binary: the shell and the catalog of labs, no lab (a lab's route reloads into
//! that lab's binary).

fn main() {
    cgt_playground::ui::start_home();
}

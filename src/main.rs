//! The app's entry point: mounts the playground (see `ui::start`).

fn main() {
    cgt_playground::ui::start();
}

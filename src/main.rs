//! The app's entry point (the app arrives in a later commit).

fn main() {}

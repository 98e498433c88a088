//! Tidy checks on the source tree: layering invariants and file headers.

#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in fs::read_dir(&dir).expect("source folders are readable") {
            let path = entry.expect("directory entries are readable").path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|ext| ext == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Names whose appearance in a file means it depends on the given layer.
fn mentions(text: &str, names: &[&str]) -> Vec<String> {
    names.iter().filter(|name| text.contains(*name)).map(|name| name.to_string()).collect()
}

#[test]
fn solvers_know_nothing_of_the_web_stack_or_the_layers_above() {
    let files = rust_files(&root().join("src/solve"));
    assert!(!files.is_empty());
    for file in files {
        let text = fs::read_to_string(&file).expect("readable");
        let found = mentions(
            &text,
            &[
                "yew",
                "web_sys",
                "js_sys",
                "wasm_bindgen",
                "serde",
                "plotters",
                "crate::ui",
                "crate::api",
                "crate::js_api",
            ],
        );
        assert!(found.is_empty(), "{} mentions {found:?}", file.display());
    }
}

#[test]
fn the_solver_crate_depends_on_nothing() {
    let manifest = fs::read_to_string(root().join("src/solve/Cargo.toml")).expect("readable");
    assert!(manifest.contains("name = \"cgt-solve\""), "src/solve is the cgt-solve crate");
    assert!(!manifest.contains("dependencies]"), "cgt-solve must depend on no crate");
}

#[test]
fn requests_know_nothing_of_js_or_the_dom() {
    for file in rust_files(&root().join("src/api")) {
        let text = fs::read_to_string(&file).expect("readable");
        let found = mentions(
            &text,
            &["yew", "web_sys", "js_sys", "wasm_bindgen", "crate::ui", "crate::js_api"],
        );
        assert!(found.is_empty(), "{} mentions {found:?}", file.display());
    }
}

#[test]
fn only_cgt_solve_uses_serde_wasm_bindgen() {
    // The labs' binaries carry no serializer: the octal worker's messages are written by hand.
    let boundary = root().join("src/js_api.rs");
    for file in rust_files(&root().join("src")) {
        let text = fs::read_to_string(&file).expect("readable");
        if file == boundary {
            continue;
        }
        assert!(!text.contains("serde_wasm_bindgen"), "{} uses serde_wasm_bindgen", file.display());
    }
}

#[test]
fn every_rust_file_opens_with_a_doc_line() {
    for dir in ["src", "tests"] {
        for file in rust_files(&root().join(dir)) {
            let text = fs::read_to_string(&file).expect("readable");
            assert!(text.starts_with("//! "), "{} does not open with a `//!` line", file.display());
        }
    }
}

#[test]
fn no_lab_or_kit_module_imports_the_registry_which_imports_them() {
    // The registry lists the labs; a lab (or a kit module a lab uses) naming the registry would
    // close an import cycle. Labs name `ui::kit::lab` for the `Lab` type and `ui::catalog` for
    // other labs' entries instead.
    let mut files = rust_files(&root().join("src/ui/labs"));
    files.extend(rust_files(&root().join("src/ui/kit")));
    files.push(root().join("src/ui/url.rs"));
    for file in files {
        let text = fs::read_to_string(&file).expect("readable");
        assert!(!text.contains("registry::"), "{} uses the registry", file.display());
    }
}

#[test]
fn every_lab_has_its_own_binary_built_by_trunk_and_named_by_the_loader() {
    // One binary per lab (ARCHITECTURE.md): a bin target calling `ui::start` with the lab's
    // registry entry, a Trunk link that builds it, and the loader's list of labs with a binary.
    let slugs: Vec<&str> = cgt_playground::ui::catalog::LABS.iter().map(|lab| lab.slug).collect();
    let manifest = fs::read_to_string(root().join("Cargo.toml")).expect("readable");
    let page = fs::read_to_string(root().join("www/index.html")).expect("readable");
    let loader = fs::read_to_string(root().join("www/loader.js")).expect("readable");
    let list = loader.split("const LABS = [").nth(1).and_then(|rest| rest.split("];").next());
    let mut listed: Vec<&str> = list
        .expect("loader.js lists LABS")
        .split(',')
        .map(|name| name.trim().trim_matches('\''))
        .collect();
    listed.retain(|name| !name.is_empty());
    let mut sorted = slugs.clone();
    sorted.sort();
    assert_eq!(listed, sorted, "loader.js's LABS, sorted, are the catalog's labs");
    for slug in slugs {
        let file = format!("src/bin/lab_{}.rs", slug.replace('-', "_"));
        assert!(
            manifest.contains(&format!("name = \"lab-{slug}\"\npath = \"{file}\"")),
            "{slug}: bin"
        );
        let main = fs::read_to_string(root().join(&file)).expect("the lab's bin exists");
        let entry = format!("registry::{}", slug.to_uppercase().replace('-', "_"));
        assert!(main.contains(&format!("ui::start_lab(&cgt_playground::ui::{entry})")), "{file}");
        assert!(
            page.contains(&format!("data-bin=\"lab-{slug}\" data-type=\"worker\"")),
            "{slug}: link"
        );
    }
    // Every shipped binary is built with the web profile (every crate for size; Cargo.toml).
    for link in page.lines().filter(|line| line.contains("rel=\"rust\"")) {
        assert!(link.contains("data-cargo-profile-release=\"web\""), "{link}: web profile");
    }
}

#[test]
fn the_loader_takes_a_paste_over_the_length_a_field_shows() {
    // The loader inserts a paste longer than LONG_PASTE itself (the browser's insertion is slow),
    // and Form::long_field keeps a text longer than SHOWN_TEXT out of its box: the same length,
    // so that a paste the loader takes is never shown, and one it leaves is never too long.
    let loader = fs::read_to_string(root().join("www/loader.js")).expect("readable");
    let line = loader.lines().find(|line| line.starts_with("const LONG_PASTE = "));
    let length = line.and_then(|line| line.trim_end_matches(';').rsplit(' ').next());
    assert_eq!(
        length.and_then(|length| length.parse().ok()),
        Some(cgt_playground::ui::kit::form::SHOWN_TEXT),
        "loader.js's LONG_PASTE is SHOWN_TEXT"
    );
}

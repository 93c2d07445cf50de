//! Writes the languages' data files (`lang-tr.json`, `lang-fa.json`) into a build folder:
//! the web build leaves Turkish and Persian out of its wasm and fetches one of these when
//! a reader needs it (`mancala_atlas::ui::lang_data`). Run by `scripts/post-build.sh`:
//!
//! ```sh
//! cargo run --bin lang-data -- DIR
//! ```

#[cfg(all(feature = "translations", not(target_arch = "wasm32")))]
fn main() {
    use mancala_atlas::ui::{i18n::Lang, lang_data};
    let Some(dir) = std::env::args_os().nth(1) else {
        eprintln!(
            "usage: lang-data DIR (the build folder to write lang-tr.json and lang-fa.json into)"
        );
        std::process::exit(2);
    };
    for lang in [Lang::Tr, Lang::Fa] {
        let path = std::path::Path::new(&dir).join(lang_data::file_name(lang));
        if let Err(e) = std::fs::write(&path, lang_data::data_file(lang)) {
            eprintln!("lang-data: cannot write {}: {e}", path.display());
            std::process::exit(1);
        }
    }
}

#[cfg(not(all(feature = "translations", not(target_arch = "wasm32"))))]
fn main() {
    eprintln!("lang-data writes the languages' data files natively, with the `translations` feature (the default).");
    std::process::exit(2);
}

//! The languages' data files, for the build and for translators
//! (`mancala_atlas::ui::i18n::data`; the files' format: `src/ui/i18n/lang/README.md`).
//!
//! ```sh
//! cargo run --bin lang-data -- DIR          # writes DIR/lang-xx.txt for each offered language
//!                                            # and the loader's words into DIR/boot.js
//! cargo run --bin lang-data -- --report     # what each language's file lacks (all, or: fr mg …)
//! cargo run --bin lang-data -- --report -v  # … and the texts left the same as the English
//! cargo run --bin lang-data -- --sync fr    # src/ui/i18n/lang/fr.txt brought up to the app's texts
//! ```
//!
//! The build (`scripts/post-build.sh`) runs the first: it refuses (status 1) to ship a
//! language the app offers whose file is incomplete, and prints each file's size. The
//! report's status is 1 when an offered language is incomplete. `--sync` adds each
//! missing text at the end of the file with an empty translation, and comments out
//! stale and obsolete ones (keeping their text to copy from).

#[cfg(all(feature = "translations", not(target_arch = "wasm32")))]
fn main() {
    use mancala_atlas::ui::i18n::{data, Lang};
    use std::path::Path;

    let wanted = mancala_atlas::ui::app::words::wanted();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let args: Vec<String> = std::env::args().skip(1).collect();
    let fail = |why: String, code: i32| -> ! {
        eprintln!("lang-data: {why}");
        std::process::exit(code)
    };
    let read = |lang: Lang| {
        let path = root.join(data::source_path(lang));
        std::fs::read_to_string(&path)
            .unwrap_or_else(|e| fail(format!("cannot read {}: {e}", path.display()), 1))
    };
    let langs = |names: &[String]| -> Vec<Lang> {
        let all: Vec<Lang> = Lang::ALL.into_iter().filter(|&l| l != Lang::En).collect();
        if names.is_empty() {
            return all;
        }
        names
            .iter()
            .map(|n| {
                *all.iter()
                    .find(|l| l.code() == n)
                    .unwrap_or_else(|| fail(format!("no language file {n}"), 2))
            })
            .collect()
    };
    match args.first().map(String::as_str) {
        None => fail(
            "usage: lang-data DIR | --report [-v] [xx …] | --sync [xx …]".into(),
            2,
        ),
        Some("--report") => {
            let verbose = args.iter().any(|a| a == "-v");
            let names: Vec<String> = args[1..].iter().filter(|a| *a != "-v").cloned().collect();
            let mut ok = true;
            for lang in langs(&names) {
                let r = data::report(lang, &read(lang), &wanted).unwrap_or_else(|e| fail(e, 1));
                print!("{}", r.lines(verbose));
                if Lang::OFFERED.contains(&lang) && !r.complete() {
                    println!("  (offered: the app must not offer it incomplete)");
                    ok = false;
                }
            }
            std::process::exit(i32::from(!ok));
        }
        Some("--sync") => {
            for lang in langs(&args[1..]) {
                let text = read(lang);
                let synced = data::sync(lang, &text, &wanted).unwrap_or_else(|e| fail(e, 1));
                if synced != text {
                    let path = root.join(data::source_path(lang));
                    std::fs::write(&path, synced).unwrap_or_else(|e| {
                        fail(format!("cannot write {}: {e}", path.display()), 1)
                    });
                    println!("{}: synced", path.display());
                }
                print!(
                    "{}",
                    data::report(lang, &read(lang), &wanted)
                        .unwrap_or_else(|e| fail(e, 1))
                        .lines(false)
                );
            }
        }
        Some(dir) => {
            for lang in Lang::OFFERED.into_iter().filter(|&l| l != Lang::En) {
                let text = read(lang);
                let r = data::report(lang, &text, &wanted).unwrap_or_else(|e| fail(e, 1));
                if !r.complete() {
                    fail(
                        format!(
                            "{} is offered but incomplete:\n{}(cargo run --bin lang-data -- --report)",
                            data::source_path(lang),
                            r.lines(false)
                        ),
                        1,
                    );
                }
                let data = data::data_file(lang, &text).unwrap_or_else(|e| fail(e, 1));
                let path = Path::new(dir).join(data::file_name(lang));
                std::fs::write(&path, &data)
                    .unwrap_or_else(|e| fail(format!("cannot write {}: {e}", path.display()), 1));
                println!("{}: {} bytes", data::file_name(lang), data.len());
            }
            // The loader's few words in every language (data::boot_table).
            let boot = Path::new(dir).join("boot.js");
            if boot.exists() {
                let js = std::fs::read_to_string(&boot)
                    .unwrap_or_else(|e| fail(format!("cannot read {}: {e}", boot.display()), 1));
                let js = data::with_boot_table(&js).unwrap_or_else(|e| fail(e, 1));
                std::fs::write(&boot, js)
                    .unwrap_or_else(|e| fail(format!("cannot write {}: {e}", boot.display()), 1));
                println!("boot.js: the loading frame's words in every language");
            }
        }
    }
}

#[cfg(not(all(feature = "translations", not(target_arch = "wasm32"))))]
fn main() {
    eprintln!("lang-data writes the languages' data files natively, with the `translations` feature (the default).");
    std::process::exit(2);
}

//! A figure's captions: one for each moment of the figure (its opening position, then
//! after each move), and variants in other languages that the figure picks by its
//! reader's language. Pure; read by [`super::config`], written by the figure
//! builder ([`super::builder`]).
//!
//! | key | holds |
//! |---|---|
//! | `captions` | every caption, separated by `\|`, the first for the opening position |
//! | `caption0`, `caption1`, … | one caption: shown after that many moves |
//! | `captions-fr`, `caption2-fr`, … | the same in one language (its code, as `lang=` takes it), for readers of that language |
//!
//! A reader whose language has a caption for the moment reads it; any other reader reads
//! the caption without a language, if there is one. A language's own caption need not be
//! given for every moment: where it has none, the one without a language is shown.

use crate::ui::i18n::Lang;

/// What a caption parameter's name says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CaptionKey {
    /// `None` for the list (`captions`); else the moment (`None` inside: a number too
    /// large for any figure).
    pub index: Option<Option<usize>>,
    /// The language after the hyphen, if any.
    pub lang: Option<Lang>,
}

/// Reads a parameter's name as a caption's (`captions`, `caption3`, `caption3-fr`,
/// `captions-sw`); `None` for any other name, or a language code the Atlas does not have.
pub fn key(name: &str) -> Option<CaptionKey> {
    let (stem, lang) = match name.split_once('-') {
        Some((stem, code)) => {
            let lang = Lang::ALL.into_iter().find(|l| l.code() == code)?;
            (stem, Some(lang))
        }
        None => (name, None),
    };
    let rest = stem.strip_prefix("caption")?;
    let index = if rest == "s" {
        None
    } else if !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()) {
        Some(rest.parse().ok())
    } else {
        return None;
    };
    Some(CaptionKey { index, lang })
}

/// The name of one caption's parameter: `caption3`, `caption3-fr`.
pub fn name(index: usize, lang: Option<Lang>) -> String {
    match lang {
        Some(l) => format!("caption{index}-{}", l.code()),
        None => format!("caption{index}"),
    }
}

/// A figure's captions, for each moment and language.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Captions {
    /// The moments: the number of moves plus one.
    moments: usize,
    /// The captions without a language, by moment.
    plain: Vec<Option<String>>,
    /// Each language's own, by moment, in the order first given.
    by_lang: Vec<(Lang, Vec<Option<String>>)>,
}

impl Captions {
    /// No captions, for a figure of `moves` moves.
    pub fn new(moves: usize) -> Captions {
        Captions {
            moments: moves + 1,
            plain: vec![None; moves + 1],
            by_lang: Vec::new(),
        }
    }

    /// The number of moments (moves plus one).
    pub fn moments(&self) -> usize {
        self.moments
    }

    /// Sets the caption of moment `index` (in `lang`, or without a language); an empty
    /// text removes it.
    ///
    /// # Errors
    /// `index` is past the figure's last moment.
    pub fn put(&mut self, lang: Option<Lang>, index: usize, text: &str) -> Result<(), usize> {
        if index >= self.moments {
            return Err(index);
        }
        let text = text.trim();
        let slot = match lang {
            None => &mut self.plain[index],
            Some(l) => {
                let at = match self.by_lang.iter().position(|(k, _)| *k == l) {
                    Some(at) => at,
                    None if text.is_empty() => return Ok(()),
                    None => {
                        self.by_lang.push((l, vec![None; self.moments]));
                        self.by_lang.len() - 1
                    }
                };
                &mut self.by_lang[at].1[index]
            }
        };
        *slot = (!text.is_empty()).then(|| text.to_string());
        self.by_lang.retain(|(_, c)| c.iter().any(Option::is_some));
        Ok(())
    }

    /// The caption a reader of `lang` reads after `moves` moves: the language's own, else
    /// the one without a language.
    pub fn get(&self, moves: usize, lang: Lang) -> Option<&str> {
        self.own(moves, Some(lang))
            .or_else(|| self.own(moves, None))
    }

    /// The caption written for moment `moves` in `lang` exactly (`None`: without a
    /// language).
    pub fn own(&self, moves: usize, lang: Option<Lang>) -> Option<&str> {
        let list = match lang {
            None => &self.plain,
            Some(l) => &self.by_lang.iter().find(|(k, _)| *k == l)?.1,
        };
        list.get(moves)?.as_deref()
    }

    /// The captions without a language, by moment.
    pub fn plain(&self) -> &[Option<String>] {
        &self.plain
    }

    /// The languages that have captions of their own, in the order first given.
    pub fn languages(&self) -> impl Iterator<Item = Lang> + '_ {
        self.by_lang.iter().map(|(l, _)| *l)
    }

    /// Whether there is no caption at all.
    pub fn is_empty(&self) -> bool {
        self.by_lang.is_empty() && self.plain.iter().all(Option::is_none)
    }

    /// The parameters that give these captions, one per caption (`caption2=…`,
    /// `caption2-fr=…`), moments in order, the captions without a language first.
    pub fn parameters(&self) -> Vec<(String, String)> {
        let langs = std::iter::once((None, &self.plain))
            .chain(self.by_lang.iter().map(|(l, c)| (Some(*l), c)));
        langs
            .flat_map(|(l, list)| {
                list.iter()
                    .enumerate()
                    .filter_map(move |(i, c)| Some((name(i, l), c.clone()?)))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_read() {
        let k = |lang, index| Some(CaptionKey { index, lang });
        assert_eq!(key("captions"), k(None, None));
        assert_eq!(key("caption0"), k(None, Some(Some(0))));
        assert_eq!(key("caption12-fr"), k(Some(Lang::Fr), Some(Some(12))));
        assert_eq!(key("captions-sw"), k(Some(Lang::Sw), None));
        assert_eq!(key("caption99999999999999999999999"), k(None, Some(None)));
        for not in [
            "caption",
            "captions-de",
            "caption-fr",
            "caption3-",
            "caption3x",
            "captionss",
            "game",
            "caption3-FR",
        ] {
            assert_eq!(key(not), None, "{not}");
        }
        assert_eq!(name(3, Some(Lang::Mg)), "caption3-mg");
        assert_eq!(
            key(&name(3, Some(Lang::Mg))),
            k(Some(Lang::Mg), Some(Some(3)))
        );
    }

    #[test]
    fn a_reader_reads_their_languages_caption_else_the_plain_one() {
        let mut c = Captions::new(2);
        c.put(None, 0, "The start").unwrap();
        c.put(None, 1, "South sows").unwrap();
        c.put(Some(Lang::Fr), 1, " Le Sud sème ").unwrap();
        assert_eq!(c.get(0, Lang::Fr), Some("The start"));
        assert_eq!(c.get(1, Lang::Fr), Some("Le Sud sème"));
        assert_eq!(c.get(1, Lang::Sw), Some("South sows"));
        assert_eq!(c.get(2, Lang::Fr), None);
        assert_eq!(c.own(1, None), Some("South sows"));
        assert_eq!(c.put(None, 3, "past the end"), Err(3));
        assert_eq!(
            c.parameters(),
            [
                ("caption0", "The start"),
                ("caption1", "South sows"),
                ("caption1-fr", "Le Sud sème")
            ]
            .map(|(k, v)| (k.to_string(), v.to_string()))
        );
        assert_eq!(c.languages().collect::<Vec<_>>(), [Lang::Fr]);
        // An emptied language is gone.
        c.put(Some(Lang::Fr), 1, "").unwrap();
        assert_eq!(c.languages().count(), 0);
        c.put(Some(Lang::Es), 0, "  ").unwrap();
        assert_eq!(c.languages().count(), 0);
        assert!(!c.is_empty());
        assert!(Captions::new(4).is_empty());
    }
}

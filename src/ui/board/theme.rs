//! How a board looks on its page: a figure's theme, which its image keeps.

/// How a figure's board looks (`theme=`), on its page and in its image.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Theme {
    /// A wooden board on paper (the app's look).
    Wood,
    /// Holes dug in red earth.
    Earth,
    /// A wooden board on a dark page.
    Dark,
}

impl Theme {
    /// The parameter value and the CSS class suffix.
    pub fn id(self) -> &'static str {
        match self {
            Theme::Wood => "wood",
            Theme::Earth => "earth",
            Theme::Dark => "dark",
        }
    }

    /// The theme whose parameter value is `id`.
    pub fn from_id(id: &str) -> Option<Theme> {
        [Theme::Wood, Theme::Earth, Theme::Dark]
            .into_iter()
            .find(|t| t.id() == id)
    }
}

//! The rules panel: the rules in plain words, the game's own words, house rules, sources,
//! readings not taken, and what seeded play showed.

use yew::prelude::*;

use crate::engine::{GameId, Rules};
use crate::ui::game::about;
use crate::ui::i18n::{game_name, t, tf};
use crate::ui::platform::hooks::use_lang;

/// Properties of [`RulesPanel`].
#[derive(Properties, PartialEq)]
pub struct RulesProps {
    /// The game.
    pub game: GameId,
    /// The game's rules with their options, listed and described in the panel.
    #[prop_or_default]
    pub rules: Option<Rules>,
    /// What seeded play showed of each option set ("What play shows": the statistics
    /// panel, which the app hands in), at the panel's end.
    #[prop_or_default]
    pub children: Html,
}

/// The rules in plain words, the game's words in the reader's language (the glossary,
/// with each word's source), house rules marked, sources, readings not taken; and a
/// draft translation's note; and what seeded play showed of each option set.
#[component]
pub fn RulesPanel(p: &RulesProps) -> Html {
    let lang = use_lang();
    let i = about::info_in(p.game, lang);
    let glossary = about::glossary(p.game, lang);
    let in_play = p.rules.map(|r| about::options_in_play(r, lang));
    let list = |items: &[&str]| {
        items
            .iter()
            .map(|s| html! { <li>{ *s }</li> })
            .collect::<Html>()
    };
    html! {
        <details class="rules panel" data-rules={p.game.id()}>
            <summary>{ tf(lang, "Rules of {}", &[&game_name(p.game, lang)]) }</summary>
            if let Some(note) = about::draft_note(lang) {
                <p class="fine draft-note" data-draft-note="">{ note }</p>
            }
            <p class="special">{ i.special }</p>
            <ol>{ list(&i.rules) }</ol>
            if !glossary.is_empty() {
                <h3>{ t(lang, "The game's words") }</h3>
                <dl class="glossary" data-glossary="">
                    { for glossary.iter().map(|term| html! { <>
                        <dt>{ term.word }</dt>
                        <dd>{ match term.source {
                            Some(s) => tf(lang, "Source: {}", &[&s]),
                            None => t(lang, "No source gives a word for this: a plain translation.").to_string(),
                        } }</dd>
                    </> }) }
                </dl>
            }
            if let Some(options) = in_play.filter(|o| !o.is_empty()) {
                <h3>{ t(lang, "Options of this game") }</h3>
                <ul class="options-in-play">
                    { for options.into_iter().map(|(label, value, more)| html! {
                        <li data-option-in-play="">
                            <strong>{ label }</strong>{ ": " }{ value }
                            if let Some(m) = more { <p class="option-more" data-option-more="">{ m }</p> }
                        </li>
                    }) }
                </ul>
            }
            <h3>{ t(lang, "House rules") }</h3>
            <p class="fine">{ t(lang, "Not in any source: they make every game end with one outcome.") }</p>
            <ul class="house">{ for i.house.iter().map(|s| html! { <li><span class="tag">{ t(lang, "house rule") }</span>{ " " }{ *s }</li> }) }</ul>
            <h3>{ t(lang, "Sources") }</h3>
            <ul>{ list(&i.sources) }</ul>
            <h3>{ t(lang, "Readings not taken") }</h3>
            <ul>{ list(&i.not_taken) }</ul>
            { p.children.clone() }
        </details>
    }
}

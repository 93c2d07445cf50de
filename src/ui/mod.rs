//! The web app (wasm32 only): Yew components over the engine.

pub mod board;
pub mod layout;

use yew::prelude::*;

pub use board::Board;

use crate::engine::{GameId, Position, Rules};

/// The whole app: for now a heading and the Hoyito III start position.
#[component]
pub fn App() -> Html {
    let game = GameId::Hoyito3;
    let position = use_memo((), move |_| Position::start(Rules::default_for(game)));
    html! {
        <main class="app">
            <h1>{ "Mancala Atlas" }</h1>
            <p class="caption">{ format!("{}: start position", game.name()) }</p>
            <Board position={(*position).clone()} />
        </main>
    }
}

//! Where the web build's app draws a part it leaves out of its own bundle — the recorder,
//! the figure builder, "What play shows" (the `screens` feature off) — : a holder, an
//! element that loads the screens' bundle (`screens.js`, `screens_bg.wasm`, next to the
//! app's files: `src/bin/screens.rs`) the first time one of them is shown, has it draw the
//! part inside it ([`super::lazy::Shown`], as text), hands it each change (the language
//! switched, another figure's address), and has it taken away when the part is left. The
//! part's callbacks come back as JavaScript functions that call the app's in a task of
//! their own (never inside the bundle's call: the app then takes the part away, which
//! calls the bundle).
//!
//! While the bundle comes the holder says so; when it cannot come (offline before it
//! was kept, a file missing) the holder says why in the reader's language, with "Try
//! again" and the part's way back, and tries again by itself when the browser is back
//! online. A panic in the bundle is said by the bundle's own hook inside the holder
//! (`ui::platform::crash::say_screens`); the next part shown gets a fresh copy of the
//! bundle.

use gloo::timers::callback::Timeout;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::lazy::{keep_from, Shown};
use crate::ui::game::Keep;
use crate::ui::i18n::{t, tf};
use crate::ui::platform::words;

#[wasm_bindgen(inline_js = r#"
// The screens' bundle, imported once and kept; after a failure (it did not come, or it
// stopped on a panic) the next part shown gets a fresh copy (a module of its own: a
// module that failed to load is not asked for again under the same address).
let bundle = null;
let copy = 0;
// The elements the copy now in use has drawn parts in: one holding its crash notice means
// that copy stopped, whether or not the part was taken away through screens_unmount (a
// part left by its notice's way back is taken away by the app, its notice with it).
let drawn = [];
function load(base) {
  if (bundle && drawn.some(crashed)) retire(bundle);
  if (!bundle) {
    drawn = [];
    const url = new URL("screens.js", new URL(base || "./", document.baseURI));
    if (copy > 0) url.searchParams.set("copy", String(copy));
    const loading = import(url.href).then(async (m) => {
      await m.default({ module_or_path: new URL("screens_bg.wasm", url) });
      return m;
    });
    bundle = loading;
    loading.catch(() => retire(loading));
  }
  return bundle;
}
// The copy `loading` is not used again.
function retire(loading) {
  if (bundle === loading) {
    bundle = null;
    copy++;
  }
}
// Whether the part in `element` stopped on a panic (its notice: crash.rs's say_screens).
const crashed = (element) => !!element.querySelector(":scope > [data-crashed]");
// Draws the part `shown` in `element`; a handle for screens_update and screens_unmount.
export function screens_mount(base, element, shown, keep, leave) {
  const of = load(base);
  drawn = drawn.filter((e) => e.isConnected || crashed(e));
  drawn.push(element);
  // The app's callbacks, each in a task of its own (one that comes after the part was
  // left finds nothing to call).
  const later = (f) => (...a) => setTimeout(() => { try { f(...a); } catch (_) { /* left */ } });
  return of.then((m) => m.mount(element, shown, base, later(keep), leave ? later(leave) : undefined))
    .then((id) => ({ id, of, element }), (e) => {
      // A panic while drawing it is said in it: drawn, as far as the app is concerned.
      if (crashed(element)) {
        retire(of);
        return { id: 0, of, element };
      }
      throw String((e && e.message) || e);
    });
}
export function screens_update(handle, shown, base) {
  if (crashed(handle.element)) return retire(handle.of);
  handle.of.then((m) => m.update(handle.id, shown, base)).catch(() => {});
}
export function screens_unmount(handle) {
  if (crashed(handle.element)) return retire(handle.of);
  handle.of.then((m) => m.unmount(handle.id)).catch(() => {});
}
"#)]
extern "C" {
    fn screens_mount(
        base: &str,
        element: &web_sys::Element,
        shown: &str,
        keep: &js_sys::Function,
        leave: Option<&js_sys::Function>,
    ) -> js_sys::Promise;
    fn screens_update(handle: &JsValue, shown: &str, base: &str);
    fn screens_unmount(handle: &JsValue);
}

/// Properties of [`Holder`].
#[derive(Properties, PartialEq)]
pub struct HolderProps {
    /// The part, and what it is drawn from.
    pub shown: Shown,
    /// A setting the reader changed on it (the recorder's board), for the app to keep.
    #[prop_or_default]
    pub on_keep: Callback<Keep>,
    /// Its way back (the recorder, the builder); none for a panel.
    #[prop_or_default]
    pub on_leave: Option<Callback<()>>,
}

/// How far the part has come.
#[derive(Clone, Debug, PartialEq)]
enum Load {
    /// The bundle is on its way.
    Loading,
    /// The bundle draws the part.
    Shown,
    /// The bundle did not come: the browser said it was offline, or why.
    Failed { offline: bool, why: String },
}

/// What the holder knows of the part the bundle draws.
#[derive(Default)]
struct Slot {
    /// The bundle's handle of the part, once drawn.
    handle: Option<JsValue>,
    /// The part was left (the holder taken away): a part drawn after is taken away at once.
    gone: bool,
    /// What the bundle was last given, and what the app draws now.
    given: String,
    wanted: String,
}

/// Whether the browser says it is online (`navigator.onLine`; yes when it cannot say).
fn online() -> bool {
    web_sys::window().is_none_or(|w| w.navigator().on_line())
}

/// A part of the page that the screens' bundle draws (module doc).
#[component]
pub fn Holder(p: &HolderProps) -> Html {
    let lang = p.shown.lang();
    let kind = p.shown.kind();
    let node = use_node_ref();
    let load = use_state(|| Load::Loading);
    // Each "Try again" (and each return online) loads the bundle again.
    let tries = use_state(|| 0u32);
    let slot = use_mut_ref(Slot::default);
    // The app's callbacks as they are now, for the part's calls.
    let calls = use_mut_ref(|| (Callback::<Keep>::noop(), None::<Callback<()>>));
    *calls.borrow_mut() = (p.on_keep.clone(), p.on_leave.clone());
    let text = p.shown.text();
    {
        let (node, load, slot, calls) = (node.clone(), load.clone(), slot.clone(), calls.clone());
        let text = text.clone();
        let leaves = p.on_leave.is_some();
        use_effect_with(*tries, move |_| {
            let keep = {
                let calls = calls.clone();
                Closure::<dyn Fn(String)>::new(move |s: String| {
                    if let Some(k) = keep_from(&s) {
                        let keep = calls.borrow().0.clone();
                        keep.emit(k);
                    }
                })
            };
            let leave = Closure::<dyn Fn()>::new(move || {
                let leave = calls.borrow().1.clone();
                if let Some(l) = leave {
                    l.emit(());
                }
            });
            *slot.borrow_mut() = Slot {
                given: text.clone(),
                wanted: text.clone(),
                ..Slot::default()
            };
            if let Some(element) = node.cast::<web_sys::Element>() {
                load.set(Load::Loading);
                let leave_fn = leaves.then(|| leave.as_ref().unchecked_ref::<js_sys::Function>());
                let mounted =
                    screens_mount("", &element, &text, keep.as_ref().unchecked_ref(), leave_fn);
                let (slot, load) = (slot.clone(), load.clone());
                wasm_bindgen_futures::spawn_local(async move {
                    match wasm_bindgen_futures::JsFuture::from(mounted).await {
                        Ok(handle) => {
                            let mut s = slot.borrow_mut();
                            if s.gone {
                                screens_unmount(&handle);
                                return;
                            }
                            if s.wanted != s.given {
                                screens_update(&handle, &s.wanted, "");
                                s.given = s.wanted.clone();
                            }
                            s.handle = Some(handle);
                            load.set(Load::Shown);
                        }
                        Err(e) => load.set(Load::Failed {
                            offline: !online(),
                            why: e.as_string().unwrap_or_else(|| format!("{e:?}")),
                        }),
                    }
                });
            }
            move || {
                let mut s = slot.borrow_mut();
                s.gone = true;
                if let Some(handle) = s.handle.take() {
                    screens_unmount(&handle);
                }
                // A call of the part already on its way (a task of its own) finds them.
                Timeout::new(0, move || drop((keep, leave))).forget();
            }
        });
    }
    // Each change of what the part is drawn from (the language switched, another address).
    {
        let slot = slot.clone();
        use_effect_with(text, move |text| {
            let mut s = slot.borrow_mut();
            s.wanted = text.clone();
            if let Some(handle) = &s.handle {
                if s.given != s.wanted {
                    screens_update(handle, text, "");
                    s.given = text.clone();
                }
            }
        });
    }
    // Back online: a bundle that did not come is asked for again.
    {
        let (failed, tries) = (matches!(*load, Load::Failed { .. }), tries.clone());
        use_effect_with(failed, move |&failed| {
            let listener = failed.then(web_sys::window).flatten().map(|w| {
                gloo::events::EventListener::new(&w, "online", move |_| tries.set(*tries + 1))
            });
            move || drop(listener)
        });
    }
    let status = match &*load {
        Load::Loading => html! {
            <p class="fine" role="status" data-lazy-status="loading">{ t(lang, kind.loading()) }</p>
        },
        Load::Shown => Html::default(),
        Load::Failed { offline, why } => {
            let again = {
                let tries = tries.clone();
                Callback::from(move |_: MouseEvent| tries.set(*tries + 1))
            };
            let said = if *offline {
                t(lang, words::SCREEN_OFFLINE).to_string()
            } else {
                tf(
                    lang,
                    "This part of the Atlas could not be loaded: {}",
                    &[why],
                )
            };
            let back = kind.back().zip(p.on_leave.clone()).map(|(label, leave)| {
                html! {
                    <button type="button" data-action={format!("leave-{}", kind.id())}
                        onclick={leave.reform(|_: MouseEvent| ())}>{ t(lang, label) }</button>
                }
            });
            html! {
                <div class="notice error lazy-failed" role="alert" data-lazy-status={if *offline { "offline" } else { "error" }}>
                    <p>{ said }</p>
                    <p class="buttons">
                        <button type="button" data-action="lazy-again" onclick={again}>{ t(lang, "Try again") }</button>
                        { for back }
                    </p>
                </div>
            }
        }
    };
    html! {
        <div class="lazy" data-lazy-screen={kind.id()}>
            { status }
            // The bundle's own drawing: the app never draws into it. Its language is the
            // app's, for the bundle's crash notice.
            <div ref={node} lang={lang.code()} dir={lang.dir()} data-lazy-root="" />
        </div>
    }
}

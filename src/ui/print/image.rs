//! A board's image in the browser: the SVG file of [`crate::ui::print`] as a `Blob`, or a PNG
//! drawn from it onto a canvas at 1×, 2× or 4× its size, and saved as a download.
//!
//! The writer is not in the app's or the figure's bundle on the web: they hand the
//! board's drawing (its markup) and the control asked to the print bundle (`print.js`,
//! `print_bg.wasm`: `src/bin/print.rs`, which calls [`save_from`]), loaded from where
//! the app's files are the first time a reader downloads an image ([`start`]). Built
//! with the `print` feature (native builds, the tests) the app and the figure call
//! [`save_from`] themselves.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{Blob, BlobPropertyBag, HtmlCanvasElement, HtmlImageElement, Url};

use crate::ui::board::theme::Theme;
use crate::ui::print::{self, markup, Kit, Options};

/// The image of the drawing `markup` with `o`: the SVG file (`scale` 0) or a PNG
/// `scale` times its size. Why not, in words, when it cannot be made.
///
/// # Errors
/// Markup that is not a drawing, or a browser that cannot draw the SVG onto a canvas.
pub async fn make(markup: &str, o: &Options, scale: u32) -> Result<Blob, String> {
    let board = markup::parse(markup).map_err(|e| e.to_string())?;
    let svg = print::svg(&board, o, &Kit::built_in());
    if scale == 0 {
        return svg_blob(&svg);
    }
    png(&svg, scale).await
}

/// What a reader asked "Download image" for, besides what its control says (the
/// options ticked there: [`save_from`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ask {
    /// The theme's id (`wood`, `earth`, `dark`).
    pub theme: String,
    /// The author's caption, or empty.
    pub caption: String,
    /// What the move shown was, or empty.
    pub note: String,
    /// The file's name without its extension.
    pub name: String,
    /// Why an image could not be made, with `{}` for the reason, in the reader's language.
    pub failed: String,
    /// The button's `data-format`: `svg`, `png-1`, `png-2`, `png-4`.
    pub format: String,
    /// What the status says if the print bundle stops on a panic (a bug) meanwhile, in
    /// the reader's language (`ui::platform::crash`).
    pub crashed: String,
}

/// Makes the image `ask` names of the board drawn as `markup`, with the options ticked
/// in `control` (the `[data-download]` element), and saves it; says why not in the
/// control's `[data-download-status]`. Here (the print bundle; the app and the figure
/// built with the `print` feature) or, on the web, by the print bundle loaded from
/// `base` (where the app's files are: `""` next to the page).
pub fn start(base: &str, control: web_sys::Element, markup: String, ask: Ask) {
    #[cfg(feature = "print")]
    {
        let _ = base;
        wasm_bindgen_futures::spawn_local(async move { save_from(&control, &markup, &ask).await });
    }
    #[cfg(not(feature = "print"))]
    {
        let a = ask;
        let _ = print_download(
            base, &control, &markup, &a.theme, &a.caption, &a.note, &a.name, &a.failed, &a.format,
            &a.crashed,
        );
    }
}

#[cfg(not(feature = "print"))]
#[wasm_bindgen(inline_js = r#"
const bundles = new Map();
export function print_download(base, control, markup, theme, caption, note, name, failed, format, crashed) {
  const url = new URL("print.js", new URL(base || "./", document.baseURI)).href;
  if (!bundles.has(url)) {
    bundles.set(url, import(url).then(async (m) => {
      await m.default({ module_or_path: new URL("print_bg.wasm", url) });
      return m;
    }).catch((e) => { bundles.delete(url); throw e; }));
  }
  return bundles.get(url)
    .then((m) => m.download(control, markup, theme, caption, note, name, failed, format, crashed))
    .catch((e) => {
      // A panic's own words (the bundle's hook, data-crashed) are not written over.
      const status = control.querySelector("[data-download-status]:not([data-crashed])");
      if (status) status.textContent = failed.replace("{}", String((e && e.message) || e));
    });
}
"#)]
extern "C" {
    #[allow(clippy::too_many_arguments)]
    fn print_download(
        base: &str,
        control: &web_sys::Element,
        markup: &str,
        theme: &str,
        caption: &str,
        note: &str,
        name: &str,
        failed: &str,
        format: &str,
        crashed: &str,
    ) -> js_sys::Promise;
}

/// Whether `control` has its option `key` ticked.
fn ticked(control: &web_sys::Element, key: &str) -> bool {
    control
        .query_selector(&format!("[data-option={key}]"))
        .ok()
        .flatten()
        .and_then(|i| i.dyn_into::<web_sys::HtmlInputElement>().ok())
        .is_some_and(|i| i.checked())
}

/// The work of [`start`], wherever it is done.
pub async fn save_from(control: &web_sys::Element, markup: &str, ask: &Ask) {
    let caption = ticked(control, "caption");
    let some = |s: &str| (caption && !s.trim().is_empty()).then(|| s.to_string());
    let o = Options {
        theme: Theme::from_id(&ask.theme).unwrap_or(Theme::Wood),
        coordinates: ticked(control, "coordinates"),
        names: ticked(control, "names"),
        caption: some(&ask.caption),
        note: some(&ask.note),
    };
    let scale: u32 = ask
        .format
        .strip_prefix("png-")
        .and_then(|k| k.parse().ok())
        .unwrap_or(0);
    let name = &ask.name;
    let file = match scale {
        0 => format!("{name}.svg"),
        1 => format!("{name}.png"),
        k => format!("{name}@{k}x.png"),
    };
    let done = match make(markup, &o, scale).await {
        Ok(blob) => save(&blob, &file),
        Err(e) => Err(e),
    };
    let status = control
        .query_selector("[data-download-status]")
        .ok()
        .flatten();
    if let Some(s) = status {
        let words = done.err().map(|why| ask.failed.replace("{}", &why));
        s.set_text_content(words.as_deref());
    }
}

/// A JavaScript error in words.
pub fn words(e: &JsValue) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "an error in the browser".to_string())
}

fn svg_blob(svg: &str) -> Result<Blob, String> {
    let parts = js_sys::Array::of1(&JsValue::from_str(svg));
    let bag = BlobPropertyBag::new();
    bag.set_type("image/svg+xml");
    Blob::new_with_str_sequence_and_options(&parts, &bag).map_err(|e| words(&e))
}

/// The size the SVG file says it is (its root's `width` and `height`).
fn size(svg: &str) -> (f64, f64) {
    let head = &svg[..svg.find('>').unwrap_or(svg.len())];
    let number = |key: &str| {
        let at = head.find(&format!(" {key}=\""))? + key.len() + 3;
        let end = head[at..].find('"')?;
        head[at..at + end].parse::<f64>().ok()
    };
    (
        number("width").unwrap_or(100.0),
        number("height").unwrap_or(100.0),
    )
}

/// The SVG file drawn onto a canvas `scale` times its size, as a PNG.
async fn png(svg: &str, scale: u32) -> Result<Blob, String> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let url = Url::create_object_url_with_blob(&svg_blob(svg)?).map_err(|e| words(&e))?;
    let img = HtmlImageElement::new().map_err(|e| words(&e))?;
    img.set_src(&url);
    let decoded = JsFuture::from(img.decode()).await;
    Url::revoke_object_url(&url).ok();
    decoded.map_err(|e| format!("the SVG could not be drawn ({})", words(&e)))?;
    let (w, h) = size(svg);
    let k = f64::from(scale);
    let (pw, ph) = ((w * k).ceil(), (h * k).ceil());
    let canvas: HtmlCanvasElement = document
        .create_element("canvas")
        .map_err(|e| words(&e))?
        .unchecked_into();
    canvas.set_width(pw as u32);
    canvas.set_height(ph as u32);
    let context: web_sys::CanvasRenderingContext2d = canvas
        .get_context("2d")
        .ok()
        .flatten()
        .ok_or("no canvas to draw on")?
        .unchecked_into();
    context
        .draw_image_with_html_image_element_and_dw_and_dh(&img, 0.0, 0.0, w * k, h * k)
        .map_err(|e| words(&e))?;
    let promise = js_sys::Promise::new(&mut |resolve, reject| {
        let refuse = reject.clone();
        let done = Closure::once_into_js(move |blob: JsValue| {
            let _ = if blob.is_null() {
                refuse.call1(&JsValue::NULL, &"the canvas made no PNG".into())
            } else {
                resolve.call1(&JsValue::NULL, &blob)
            };
        });
        if let Err(e) = canvas.to_blob_with_type(done.unchecked_ref(), "image/png") {
            let _ = reject.call1(&JsValue::NULL, &e);
        }
    });
    JsFuture::from(promise)
        .await
        .map_err(|e| words(&e))?
        .dyn_into::<Blob>()
        .map_err(|_| "the canvas made no PNG".to_string())
}

/// Saves `blob` as a download named `name`.
pub fn save(blob: &Blob, name: &str) -> Result<(), String> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let url = Url::create_object_url_with_blob(blob).map_err(|e| words(&e))?;
    let a: web_sys::HtmlElement = document
        .create_element("a")
        .map_err(|e| words(&e))?
        .unchecked_into();
    a.set_attribute("href", &url).map_err(|e| words(&e))?;
    a.set_attribute("download", name).map_err(|e| words(&e))?;
    a.click();
    // The download has its bytes once it has started: the address is let go a minute on.
    gloo::timers::callback::Timeout::new(60_000, move || {
        Url::revoke_object_url(&url).ok();
    })
    .forget();
    Ok(())
}

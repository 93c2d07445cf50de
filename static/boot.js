// Starts the app on its page (index.html). Trunk's own loader is an inline script, which
// the page's Content-Security-Policy forbids; Trunk.toml's pattern_script puts this file
// in its place, with the names of the app's files (data-js, data-wasm) written by Trunk.
//
// A first visit (nothing of the app kept in this browser, no game in the address) is
// first served by the light start screen: the small start bundle (start.js,
// src/bin/start.rs, no Yew) draws the start screen and answers its choices, while the app
// is loaded behind it; Play (or anything the start screen cannot do: a link opened, a
// game saved by another tab) hands the choices to the app, which then draws itself in its
// place. Any other visit starts the app at once.
const tag = document.querySelector("script[data-atlas-boot]");
const here = (name) => new URL(name, document.baseURI);

// What the page says before its wasm has come, in each language but English (the page's
// own): written here by the build from the languages' files (i18n::data::boot_table), so
// that the loading frame is in the reader's language without fetching a language's file.
const WORDS = {};
// The reader's language, as the app chooses it (start::page::initial_lang): the address's
// `?lang=`, else the one saved by the switch (start::page::LANG_KEY), else the browser's.
const words = (() => {
  const known = (tag) => {
    const code = String(tag || "").trim().split(/[-_]/)[0].toLowerCase();
    return code === "en" || Object.hasOwn(WORDS, code) ? code : null;
  };
  let saved = null;
  try {
    saved = localStorage.getItem("mancala-atlas-lang");
  } catch {
    // No storage: nothing saved.
  }
  const code = known(new URLSearchParams(location.search).get("lang")) || known(saved) ||
    [...(navigator.languages || [navigator.language])].map(known).find((c) => c) || "en";
  return WORDS[code] && { code, ...WORDS[code] };
})();
{
  const loading = document.getElementById("atlas-loading");
  if (words && loading) {
    document.documentElement.lang = words.code;
    document.documentElement.dir = words.dir;
    document.title = words.title;
    loading.querySelector("h1").textContent = words.title;
    loading.querySelector(".loading-note").textContent = words.loading;
  }
}

// The service worker, which keeps the site for offline use (it fetches the whole build):
// at once when the app starts at once, as it always did; on a first visit only once the
// app is in, so that it does not compete with the start screen and the app for a slow
// connection.
const registerWorker = () => import(here("register-sw.js").href).catch((e) => console.warn("Mancala Atlas: no offline copy:", e));

// The app's module, loaded and started (its main draws nothing unless the page is the
// app's: `<body data-atlas="app">`).
let app = null;
const loadApp = () =>
  (app ??= (async () => {
    const m = await import(here(tag.dataset.js).href);
    await m.default({ module_or_path: here(tag.dataset.wasm) });
    return m;
  })());

// Says on the page that the app could not start rather than leave it blank or waiting (a
// file missing, no WebAssembly, …): in place of the loading frame's "Loading" note and
// board, which would otherwise promise a board that never comes, or on the light start
// screen, whose Play then no longer waits.
function failed(e) {
  const note = document.createElement("p");
  note.setAttribute("role", "alert");
  note.className = "notice error";
  note.textContent = words ? words.failed.replace("{}", e) : `Mancala Atlas could not start: ${e}. Reloading the page may help.`;
  const loading = document.getElementById("atlas-loading");
  const light = document.getElementById("atlas-start");
  if (loading) {
    loading.querySelector(".loading-board")?.remove();
    loading.querySelector(".loading-note")?.replaceWith(note);
  } else if (light) {
    light.querySelector(".masthead")?.after(note);
    light.querySelector("[data-action=start]")?.removeAttribute("aria-busy");
  }
  if (!note.isConnected) document.body.append(note);
}

// The names kept in this browser's local and session storage (none if it keeps nothing).
function storageKeys() {
  const keys = [];
  try {
    for (const store of [localStorage, sessionStorage]) {
      for (let i = 0; i < store.length; i++) keys.push(store.key(i));
    }
  } catch {
    // Storage refused: the app keeps nothing either.
  }
  return keys;
}

// The light start screen's controls, by what they are: the focus is kept on the same one
// when the screen is drawn again.
const CONTROLS = ["data-game-card", "data-option", "data-mode", "data-level", "data-action"];
function controlOf(el) {
  for (const name of CONTROLS) {
    if (el?.hasAttribute?.(name)) {
      return `[${name}="${CSS.escape(el.getAttribute(name))}"]`;
    }
  }
  return null;
}

async function light() {
  // The rule is the start bundle's (start::page::may_start_light); this only spares a
  // returning visitor the start bundle: the app keeps its games under this prefix.
  if (location.hash.length > 1 || /(^|[?&])kiosk(=|&|$)/.test(location.search.slice(1)) || !("WebAssembly" in window) || storageKeys().some((k) => k.startsWith("mancala-atlas."))) return false;
  const s = await import(here("start.js").href);
  await s.default({ module_or_path: here("start_bg.wasm") });
  if (!s.may_start_light(storageKeys(), location.hash)) return false;

  // Shows a language from now on, its text fetched and installed first if need be; false
  // if it could not be (the screen stays in its language).
  const install = async (code) => {
    if (!s.show_language(code)) {
      try {
        const response = await fetch(here(s.language_file(code)));
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        const why = s.install_language(code, await response.text());
        if (why) throw new Error(why);
      } catch (e) {
        console.warn(`Mancala Atlas: no ${code} text:`, e);
        return false;
      }
    }
    return s.show_language(code);
  };
  let saved = "";
  try {
    saved = localStorage.getItem(s.language_key()) || "";
  } catch {
    // No storage: no saved language.
  }
  const first = s.language(location.search, saved, [...(navigator.languages || [navigator.language])]);
  // A first visit's `?lang=` is kept as the reader's choice (never over one they made):
  // the plain address then opens in it too.
  const keep = s.language_to_keep(location.search, saved);
  if (keep) {
    try {
      localStorage.setItem(s.language_key(), keep);
    } catch {
      // Not kept: this page still shows it.
    }
  }
  if (!(await install(first))) s.show_language("en");

  let waiting = false; // Play pressed: the app is to start the game as soon as it is in
  let handed = false; // the app has the choices
  let shown = first; // the language shown
  const draw = () => {
    const [code, dir, title, ...rest] = s.draw().split("\n");
    shown = code;
    const focused = controlOf(document.activeElement);
    const old = document.getElementById("atlas-start") || document.getElementById("atlas-loading");
    const template = document.createElement("template");
    template.innerHTML = rest.join("\n");
    const main = template.content.firstElementChild;
    if (waiting) main.querySelector("[data-action=start]")?.setAttribute("aria-busy", "true");
    old.replaceWith(main);
    document.documentElement.lang = code;
    document.documentElement.dir = dir;
    document.title = title;
    if (focused) main.querySelector(focused)?.focus();
  };
  const handOver = (play) => {
    if (handed) return;
    handed = true;
    let setup = "";
    try {
      setup = s.setup();
    } catch {
      // The start bundle stopped (below): the app starts with its own choices.
    }
    loadApp().then((m) => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener);
      document.body.dataset.atlas = "app";
      m.start(setup, shown, play);
    }, failed);
  };
  // A call into the start bundle that throws — a panic (a bug) stops its instance — hands
  // the page to the app at once, which draws its own start screen: nothing is lost.
  const guard = (listener) => async (e) => {
    try {
      await listener(e);
    } catch (error) {
      console.error("Mancala Atlas: the start screen stopped; the app takes over:", error);
      handOver(false);
    }
  };
  const inside = (e) => e.target instanceof Element && e.target.closest("#atlas-start") && !handed;
  const listeners = [
    ["click", guard((e) => {
      if (!inside(e)) return;
      const card = e.target.closest("[data-game-card]");
      if (card) {
        s.choose("game", "", card.dataset.gameCard);
        draw();
      } else if (e.target.closest("[data-action=start]")) {
        waiting = true;
        e.target.closest("[data-action=start]").setAttribute("aria-busy", "true");
        handOver(true);
      }
    })],
    ["change", guard(async (e) => {
      if (!inside(e)) return;
      const t = e.target;
      if (t.dataset.action === "lang") {
        // A language whose file did not come: the screen stays in its language (the
        // switch shows it again) and says so; the choice is not kept.
        const installed = await install(t.value);
        if (handed) return; // the app has taken over meanwhile
        if (!installed) {
          s.language_unavailable(t.value);
        } else {
          try {
            localStorage.setItem(s.language_key(), t.value);
          } catch {
            // Not kept: this page still switches.
          }
        }
      } else if (t.dataset.option !== undefined) {
        s.choose("option", t.dataset.option, t.value);
      } else if (t.dataset.mode !== undefined) {
        s.choose("mode", "", t.value);
      } else if (t.dataset.level !== undefined) {
        s.choose("level", "", t.value);
      } else {
        return;
      }
      draw();
    })],
    // A game link opened on this page, or a game kept by another tab: the app's to show.
    ["hashchange", () => handOver(false)],
    ["storage", () => {
      if (!s.may_start_light(storageKeys(), location.hash)) handOver(false);
    }],
  ];
  for (const [type, listener] of listeners) window.addEventListener(type, listener);
  document.body.dataset.atlas = "light";
  draw();
  // The app, behind the start screen; then the service worker.
  loadApp().then(registerWorker, failed);
  return true;
}

try {
  let drawn = false;
  try {
    drawn = await light();
  } catch (e) {
    // The light start screen is a shortcut: without it, the app.
    console.warn("Mancala Atlas: the start screen comes with the app:", e);
  }
  if (!drawn) {
    document.body.dataset.atlas = "app";
    registerWorker();
    await loadApp();
  }
} catch (e) {
  failed(e);
  throw e;
}

// Mancala Atlas service worker: the site keeps working offline after the first visit, and
// an update is atomic: a page gets every one of its files from one build, never a new
// app.js with an old app_bg.wasm, and never a half-written or stale copy.
//
// How. The build writes its file list into the line below (scripts/sw-manifest.sh, a
// Trunk post-build hook): every file with its SHA-256, and a version, the hash of that
// list. So every build is a new sw.js, and the browser installs it as an update.
// - Install: every file of the build (but the lazy ones, below) is fetched (revalidating any HTTP cache), checked
//   against its hash (a file of another build, half-deployed or cut off, fails the check)
//   and put into a cache of its own, "mancala-atlas-<version>"; a marker entry, written
//   last, says the cache is complete. Any failure (network, hash, a full disk) deletes
//   that cache and fails the install: the browser drops the new worker, and the current
//   one goes on serving its own complete build. It tries again on a later visit.
// - Lazy files (the languages' lang-xx.txt: a reader needs one of the seven at most) are
//   not fetched at install. The first time a page asks for one, it is fetched, checked
//   against the hash of the page's build (kept in that build's cache, "__lazy__") and
//   put into that cache: from then on it is served from there, offline too. A page that
//   loaded one before this worker ran (a first visit) names it once the worker is
//   active (register-sw.js: a "lazy" message), and it is cached then. A new build's
//   install fetches, with the others, the lazy files an older complete cache holds (the
//   languages this browser reads), so that an update keeps them offline.
// - A page (a navigation: index.html, embed.html?…, article.html) is served from the
//   newest complete cache, and the page is pinned to that cache: every file it asks for
//   later (the computer's worker, the worker's own files, icons) comes from the same
//   cache, even after a newer build has taken over. A worker started by a page gets the
//   page's build too. Pins are kept in the caches themselves, so they survive the browser
//   stopping this worker.
// - A new worker takes over as soon as its cache is complete (skipWaiting): pages opened
//   from then on get the new build; pages already open keep theirs. A build's cache is
//   deleted once no open page uses it.
// - Anything else goes to the network as if there were no worker: other sites, requests
//   that are not GET, files not in the build, and pages opened before the worker started
//   (it never claims them).
// Why not hashed file names: embed.js and embed.html are loaded by name from other sites,
// and the app starts its computer worker by a fixed name (worker_loader.js); those names
// must stay, and a page must still never pair them with files of another build. Pinning
// a page to one complete cache does that for every file at once.
//
// Everything is addressed relative to this file, so the site works from any sub-path.
// A copy that was not built (the placeholder below) caches nothing and serves nothing.
const BUILD = { version: "unbuilt", files: {}, lazy: [] };

const PREFIX = "mancala-atlas-";
const CACHE = PREFIX + BUILD.version;
const SCOPE = new URL("./", self.location.href);
const COMPLETE = new URL("__complete__", SCOPE).href;
const PINS = new URL("__pinned__/", SCOPE).href;
// A build's lazy files and their hashes, kept in its cache (a page pinned to an older
// build gets that build's files, whose hashes this worker's BUILD does not hold).
const LAZY = new URL("__lazy__", SCOPE).href;
// A pin whose page is not among the open ones is kept this long: the page may not exist
// yet (a navigation under way) or may sleep in the back/forward cache (Chrome keeps pages
// there up to 10 minutes) and come back.
const PIN_GRACE_MS = 15 * 60 * 1000;
const TYPES = { html: "text/html", js: "text/javascript", wasm: "application/wasm", css: "text/css",
  svg: "image/svg+xml", png: "image/png", webmanifest: "application/manifest+json", json: "application/json", txt: "text/plain; charset=utf-8" };

// Client id -> the cache serving it, or "" for the network: a memo of the pins, and the
// only record of a pin that could not be written. It lasts as long as this worker runs.
const pins = new Map();

const keyOf = (path) => new URL(path, SCOPE).href;
const pinKey = (id) => PINS + encodeURIComponent(id);

// The build's file a URL names ("" and "dir/" are index.html), or null.
function fileOf(href) {
  const url = new URL(href);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return null;
  let path;
  try {
    path = decodeURIComponent(url.pathname.slice(SCOPE.pathname.length));
  } catch (_) {
    return null;
  }
  if (path === "" || path.endsWith("/")) path += "index.html";
  return Object.hasOwn(BUILD.files, path) ? path : null;
}

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

const isComplete = async (name) => !!(await caches.match(COMPLETE, { cacheName: name }));

// Fetches `path` (`mode`: the fetch's cache mode), checks it against `sum`, the hash of
// the build `version` lists for it, and keeps it in `cache`; returns the response kept.
async function keep(cache, path, sum, version, mode = "no-cache") {
  const res = await fetch(keyOf(path), { cache: mode });
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  const body = await res.arrayBuffer();
  if ((await sha256(body)) !== sum) throw new Error(`${path} is not the file of build ${version}`);
  // The host's headers go with the file (a Content-Security-Policy header, say), but
  // not those of the transfer: the body kept is the decoded one.
  const headers = new Headers(res.headers);
  for (const name of ["content-encoding", "content-length", "transfer-encoding"]) headers.delete(name);
  if (!headers.has("content-type")) headers.set("content-type", TYPES[path.split(".").pop()] || "application/octet-stream");
  const kept = new Response(body, { headers });
  await cache.put(keyOf(path), kept.clone());
  return kept;
}

// The lazy files an older complete cache holds: the languages this browser has read.
async function lazyInUse() {
  const used = new Set();
  for (const name of await caches.keys()) {
    if (name === CACHE || !name.startsWith(PREFIX) || !(await isComplete(name))) continue;
    for (const path of BUILD.lazy) {
      if (await caches.match(keyOf(path), { cacheName: name })) used.add(path);
    }
  }
  return used;
}

async function precache() {
  const cache = await caches.open(CACHE);
  try {
    const used = await lazyInUse();
    const wanted = Object.entries(BUILD.files).filter(([path]) => !BUILD.lazy.includes(path) || used.has(path));
    // Every file is fetched and checked even when another has failed already: an
    // attempt always asks for the whole build once (fetches the browser had queued
    // behind a failure are not cut off half-way), and then fails with the first reason.
    const tried = await Promise.allSettled(wanted.map(([path, sum]) => keep(cache, path, sum, BUILD.version)));
    const failed = tried.find((r) => r.status === "rejected");
    if (failed) throw failed.reason;
    const lazy = Object.fromEntries(BUILD.lazy.map((path) => [path, BUILD.files[path]]));
    await cache.put(LAZY, new Response(JSON.stringify({ version: BUILD.version, files: lazy })));
    await cache.put(COMPLETE, new Response(BUILD.version));
  } catch (e) {
    await caches.delete(CACHE);
    throw e;
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    // The browser installs one worker at a time, so a cache without its marker is what
    // is left of an install that did not finish: remove it (and any older scheme's).
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && !(await isComplete(name))) await caches.delete(name);
    }
    if (Object.keys(BUILD.files).length && !(await isComplete(CACHE))) await precache();
    await self.skipWaiting();
  })());
});

// Forgets pins of pages that are gone and deletes the caches no page uses any more (never
// the current one, never one without its marker: an install may be filling it).
async function tidy() {
  const live = new Set((await self.clients.matchAll({ includeUncontrolled: true, type: "all" })).map((c) => c.id));
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || !(await isComplete(name))) continue;
    const cache = await caches.open(name);
    let used = false;
    for (const req of await cache.keys()) {
      if (!req.url.startsWith(PINS)) continue;
      const id = decodeURIComponent(req.url.slice(PINS.length));
      const pinned = await cache.match(req);
      const since = pinned ? Number(await pinned.text()) : 0;
      if (live.has(id) || Date.now() - since < PIN_GRACE_MS) used = true;
      else {
        pins.delete(id);
        await cache.delete(req);
      }
    }
    if (!used && name !== CACHE) await caches.delete(name);
  }
}

self.addEventListener("activate", (event) => event.waitUntil(tidy()));

// The cache a client is pinned to ("" the network), or undefined for a client this worker
// never served a page to.
async function pinOf(id) {
  if (!id) return undefined;
  if (pins.has(id)) return pins.get(id);
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && (await caches.match(pinKey(id), { cacheName: name }))) {
      pins.set(id, name);
      return name;
    }
  }
  return undefined;
}

// Pins a client to a cache; false when the pin could not be written.
async function pin(id, name) {
  pins.set(id, name);
  try {
    await (await caches.open(name)).put(pinKey(id), new Response(String(Date.now())));
    return true;
  } catch (_) {
    return false;
  }
}

async function page(event, path) {
  const id = event.resultingClientId;
  const hit = (await isComplete(CACHE)) && (await caches.match(keyOf(path), { cacheName: CACHE }));
  if (!hit) return fetch(event.request);
  if (id && !(await pin(id, CACHE))) {
    // A pin that cannot be kept would be lost when the browser stops this worker, and the
    // page's later files would then come from the network, perhaps of another build: take
    // the page itself from the network instead, and its files too. Offline, the cache.
    try {
      const fresh = await fetch(event.request);
      pins.set(id, "");
      return fresh;
    } catch (_) {
      // Offline: the cached build, pinned in memory only.
    }
  }
  event.waitUntil(tidy());
  return hit;
}

// The lazy file `path` of the complete cache `name`, fetched (`mode`: the fetch's cache
// mode), checked and kept there if it is not yet; null if `path` is none of its lazy files.
// A file that is not that build's (a newer one deployed since) is refused: the page's
// builds are never mixed.
async function lazyFile(name, path, mode) {
  const hit = await caches.match(keyOf(path), { cacheName: name });
  if (hit) return hit;
  const listed = await caches.match(LAZY, { cacheName: name });
  if (!listed) return null;
  const { version, files } = await listed.json();
  if (!Object.hasOwn(files, path)) return null;
  return keep(await caches.open(name), path, files[path], version, mode);
}

async function file(event, path) {
  const name = await pinOf(event.clientId);
  let hit = name && (await caches.match(keyOf(path), { cacheName: name }));
  if (!hit && name && BUILD.lazy.includes(path)) {
    try {
      hit = await lazyFile(name, path, "no-cache");
    } catch (e) {
      return new Response(String(e.message || e), { status: 503, headers: { "content-type": "text/plain" } });
    }
  }
  if (!hit) return fetch(event.request);
  // A worker started by a page: its own requests get the page's build.
  if (event.resultingClientId) await pin(event.resultingClientId, name);
  return hit;
}

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const path = fileOf(req.url);
  if (path === null) return;
  event.respondWith(req.mode === "navigate" ? page(event, path) : file(event, path));
});

// A page (or a test) may ask which build this worker serves. A page this worker did not
// serve (loaded before it was active) names the files it loaded (`{ lazy: [urls] }`): the
// lazy ones among them are kept in the current build's cache if they are its files (from the browser's
// HTTP cache when it still has them, so that nothing is downloaded twice).
self.addEventListener("message", (event) => {
  if (event.data === "version" && event.ports[0]) event.ports[0].postMessage(BUILD.version);
  if (Array.isArray(event.data?.lazy)) {
    event.waitUntil((async () => {
      if (!(await isComplete(CACHE))) return;
      for (const url of event.data.lazy.slice(0, 500)) {
        let path = null;
        try {
          path = fileOf(String(url));
        } catch (_) {
          // Not an address.
        }
        if (path === null || !BUILD.lazy.includes(path)) continue;
        try {
          await lazyFile(CACHE, path, "force-cache");
        } catch (_) {
          // Not this build's file (the browser's copy is of an older one): fetched anew.
          await lazyFile(CACHE, path, "no-cache").catch(() => {});
        }
      }
    })());
  }
});

// Mancala Atlas service worker: the site keeps working offline after the first visit.
// Everything is addressed relative to this file, so the site works from any sub-path.
// Install: fetch the page, cache it and every local file it names (the app's files,
// styles), plus the worker, the icons, the embed page and its script, and the example
// article. Every request: the network first (so an update shows at once; file names
// are stable, see Trunk.toml), the cached copy when offline.
const CACHE = "mancala-atlas-v2";
const EXTRA = [
  "./app.js",
  "./app_bg.wasm",
  "./board.css",
  "./style.css",
  "./embed.html",
  "./embed.js",
  "./embed.css",
  "./article.html",
  "./article.css",
  "./manifest.webmanifest",
  "./icon.svg",
  "./icon-192.png",
  "./icon-512.png",
  "./worker_loader.js",
  "./worker.js",
  "./worker_bg.wasm",
];

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const page = await fetch("./", { cache: "no-cache" });
      const html = await page.clone().text();
      await cache.put("./", page);
      const urls = new Set(EXTRA);
      for (const m of html.matchAll(/(?:href|src)="([^"#?]+)"/g)) {
        if (!/^([a-z]+:)?\/\//i.test(m[1])) urls.add(m[1]);
      }
      for (const m of html.matchAll(/from\s+'([^']+)'|from\s+"([^"]+)"|init\(\s*\{?\s*module_or_path:\s*'([^']+)'/g)) {
        const u = m[1] || m[2] || m[3];
        if (u && !/^([a-z]+:)?\/\//i.test(u)) urls.add(u);
      }
      await Promise.all([...urls].map((u) => cache.add(u).catch(() => undefined)));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      try {
        const fresh = await fetch(req);
        if (fresh.ok) {
          // Pages are kept under their address without the query (embed.html?game=…).
          const key = req.mode === "navigate" ? new URL(req.url).pathname : req;
          await cache.put(key, fresh.clone());
        }
        return fresh;
      } catch (_) {
        const hit = await cache.match(req, { ignoreSearch: true });
        if (hit) return hit;
        if (req.mode === "navigate") return (await cache.match("./")) || Response.error();
        return Response.error();
      }
    })(),
  );
});

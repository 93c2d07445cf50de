// Mancala Atlas service worker: the site keeps working offline after the first visit.
// Everything is addressed relative to this file, so the site works from any sub-path.
// Install: fetch the page, cache it and every local file it names (Trunk's hashed
// app files, styles), plus the worker and the icons. Pages: network first, the cached
// copy when offline. Other files: the cache first (hashed names never change).
const CACHE = "mancala-atlas-v1";
const EXTRA = [
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
  if (req.mode === "navigate") {
    event.respondWith(
      (async () => {
        const cache = await caches.open(CACHE);
        try {
          const fresh = await fetch(req);
          if (fresh.ok && new URL(req.url).pathname === new URL("./", self.location).pathname) {
            await cache.put("./", fresh.clone());
          }
          return fresh;
        } catch (_) {
          return (await cache.match(req, { ignoreSearch: true })) || (await cache.match("./")) || Response.error();
        }
      })(),
    );
    return;
  }
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const hit = await cache.match(req, { ignoreSearch: true });
      if (hit) return hit;
      const fresh = await fetch(req);
      if (fresh.ok) await cache.put(req, fresh.clone());
      return fresh;
    })(),
  );
});

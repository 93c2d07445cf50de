// Registers the service worker (sw.js, next to this file) on the app's page: the site
// keeps working offline after a first visit to the app (the article and the figures too:
// the worker serves every page of its scope). A file rather than an inline script, which
// the pages' Content-Security-Policy forbids.
if ("serviceWorker" in navigator && location.protocol !== "file:") {
  navigator.serviceWorker.register(new URL("sw.js", import.meta.url)).catch((e) => console.warn("Mancala Atlas: no offline copy (the service worker could not start):", e));
  // A page the worker does not serve (this visit's, loaded before it was there) tells it
  // which files it loaded, now and later: the worker keeps those it caches only when
  // asked for (the language's file, lang-xx.txt), so that this language works offline.
  navigator.serviceWorker.ready.then((reg) => {
    if (navigator.serviceWorker.controller) return;
    const tell = (entries) => {
      const urls = entries.map((e) => e.name);
      if (urls.length) reg.active?.postMessage({ lazy: urls });
    };
    tell(performance.getEntriesByType("resource"));
    new PerformanceObserver((list) => tell(list.getEntries())).observe({ type: "resource" });
  });
}

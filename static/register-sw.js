// Registers the service worker (sw.js, next to this file) on the app's page: the site
// keeps working offline after a first visit to the app (the article and the figures too:
// the worker serves every page of its scope). A file rather than an inline script, which
// the pages' Content-Security-Policy forbids.
if ("serviceWorker" in navigator && location.protocol !== "file:") {
  navigator.serviceWorker.register(new URL("sw.js", import.meta.url)).catch((e) => console.warn("Mancala Atlas: no offline copy (the service worker could not start):", e));
}

// Registers the service worker (sw.js, next to this file) on the app's page and on the
// example article: the site keeps working offline after a first visit. A file rather than
// an inline script, which the pages' Content-Security-Policy forbids.
if ("serviceWorker" in navigator && location.protocol !== "file:") {
  navigator.serviceWorker.register(new URL("sw.js", import.meta.url)).catch((e) => console.warn("Mancala Atlas: no offline copy (the service worker could not start):", e));
}

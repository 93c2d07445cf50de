// Starts the app on its page (index.html). Trunk's own loader is an inline script, which
// the page's Content-Security-Policy forbids; Trunk.toml's pattern_script puts this file
// in its place, with the names of the app's files (data-js, data-wasm) written by Trunk.
const tag = document.querySelector("script[data-atlas-boot]");
try {
  const { default: init } = await import(new URL(tag.dataset.js, document.baseURI).href);
  await init({ module_or_path: new URL(tag.dataset.wasm, document.baseURI) });
} catch (e) {
  // Say so on the page rather than leave it blank (a file missing, no WebAssembly, …):
  // in the loading frame (index.html) in place of its "Loading" note and board, which
  // would otherwise promise a board that never comes.
  const note = document.createElement("p");
  note.setAttribute("role", "alert");
  note.textContent = `Mancala Atlas could not start: ${e}. Reloading the page may help.`;
  const loading = document.getElementById("atlas-loading");
  if (loading) {
    loading.querySelector(".loading-board")?.remove();
    loading.querySelector(".loading-note")?.replaceWith(note);
  }
  if (!note.isConnected) document.body.append(note);
  throw e;
}

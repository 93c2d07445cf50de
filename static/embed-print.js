// Mancala Atlas: printing the iframes of embed.html on a page around figures, loaded by
// embed.js (once the page's figures are drawn, and only on a page with such a frame).
// Chromium prints a lazy iframe not loaded yet as a blank, and `beforeprint` cannot wait
// for it. So each iframe of embed.html that this page can read prints as a copy in the
// page (styled by the embed.css a script-mounted figure brought in): the figure it shows,
// at the step shown, or if it is not drawn yet, its opening moment drawn by the sketch
// this page has loaded. Frames of another origin print themselves (embed.css's print
// rules). `afterprint` takes the copies away.
export function install({ ofEmbed, sketch, fitLabels, browserLanguages, embedCss }) {
  addEventListener("beforeprint", () => {
    if (![...document.styleSheets].some((s) => s.href === embedCss)) return;
    for (const frame of document.querySelectorAll("iframe:not([data-mancala-atlas-printed])")) {
      let doc = null;
      try { doc = ofEmbed(frame) && frame.contentDocument; } catch (_) { /* another site's */ }
      if (!doc) continue;
      const copy = document.createElement("div");
      copy.className = "atlas-embed-print";
      const shown = doc.querySelector("[data-embed]");
      if (shown) copy.append(document.importNode(shown, true));
      else if (sketch()) {
        const query = new URL(frame.src, document.baseURI).search;
        const [, , , , ...markup] = sketch().draw(query, browserLanguages(), frame.clientWidth || innerWidth, []).split("\n");
        copy.innerHTML = markup.join("\n");
      }
      if (!copy.firstChild) continue;
      frame.after(copy);
      frame.setAttribute("data-mancala-atlas-printed", "");
      fitLabels(copy);
    }
  });
  addEventListener("afterprint", () => {
    for (const copy of document.querySelectorAll(".atlas-embed-print")) copy.remove();
    for (const frame of document.querySelectorAll("iframe[data-mancala-atlas-printed]")) frame.removeAttribute("data-mancala-atlas-printed");
  });
}

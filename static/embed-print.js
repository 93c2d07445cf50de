// Mancala Atlas: printing the iframes of embed.html on a page around figures, loaded by
// embed.js (once the page's figures are drawn, and only on a page with such a frame).
// Chromium prints a lazy iframe not loaded yet as a blank, and `beforeprint` cannot wait
// for it. So each iframe of embed.html that this page can read prints as a copy in the
// page, in a shadow root of its own (the page's styles do not reach it, as they reach no
// figure), styled by the figures' style sheets read once when this file is installed: the
// figure the frame shows, at the step shown — or, where that would be a sowing in flight,
// the whole step (the manual, "Images", print) — or if it is not drawn yet, the step it
// prints at drawn by the sketch this page has loaded. Frames of another origin print
// themselves (embed.css's print rules). `afterprint` takes the copies away.
export function install({ ofEmbed, sketch, fitLabels, browserLanguages, styles, printedQuery }) {
  // The style sheets, as constructed sheets: adopted by a copy at once, where a <link>
  // would still be loading when the page prints.
  let sheets = null;
  Promise.all(styles.map((href) => fetch(href).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`))))))
    .then((texts) => {
      sheets = texts.map((text, i) => {
        const sheet = new CSSStyleSheet({ baseURL: styles[i] });
        sheet.replaceSync(text);
        return sheet;
      });
    })
    .catch(() => {});
  addEventListener("beforeprint", () => {
    for (const frame of document.querySelectorAll("iframe:not([data-mancala-atlas-printed])")) {
      let doc = null;
      try { doc = ofEmbed(frame) && frame.contentDocument; } catch (_) { /* another site's */ }
      if (!doc) continue;
      const query = new URL(frame.src, document.baseURI).search;
      const shown = doc.querySelector("[data-embed]");
      const printed = printedQuery(query, doc.URL === "about:blank" ? null : shown);
      const box = document.createElement("div");
      if (shown && printed === null) box.append(document.importNode(shown, true));
      else if (sketch()) {
        const [, , , , ...markup] = sketch().draw(printed ?? query, browserLanguages(), frame.clientWidth || innerWidth, []).split("\n");
        box.innerHTML = markup.join("\n");
      }
      if (!box.firstChild) continue;
      const copy = document.createElement("div");
      copy.className = "atlas-embed-print";
      const root = copy.attachShadow({ mode: "open" });
      // (Read not yet: the sheets linked, which the browser has from the page's figures.)
      if (sheets) root.adoptedStyleSheets = sheets;
      else root.append(...styles.map((href) => Object.assign(document.createElement("link"), { rel: "stylesheet", href })));
      root.append(box);
      frame.after(copy);
      frame.setAttribute("data-mancala-atlas-printed", "");
      // Through the CSSOM (a page's policy may forbid inline styles): the copy prints in
      // the frame's place.
      frame.style.setProperty("display", "none", "important");
      fitLabels(box);
    }
  });
  addEventListener("afterprint", () => {
    for (const copy of document.querySelectorAll(".atlas-embed-print")) copy.remove();
    for (const frame of document.querySelectorAll("iframe[data-mancala-atlas-printed]")) {
      frame.removeAttribute("data-mancala-atlas-printed");
      frame.style.removeProperty("display");
    }
  });
}

// The host page's own script (tests/site/host/host.html), run before embed.js mounts
// anything. It records what a well-behaved embed must leave alone, and how the figures
// appear; tests/site/site.js reads window.hostRecord.
(() => {
  const record = (window.hostRecord = { order: [], drawnAtFirst: null, hostTaskBeforeLast: null, scans: 0 });
  const figures = [...document.querySelectorAll("[data-mancala-atlas]")];
  // The page as the host wrote it, figures emptied and embed.js's own mark removed.
  record.snapshot = () => {
    const copy = document.documentElement.cloneNode(true);
    for (const el of copy.querySelectorAll("[data-mancala-atlas]")) {
      el.replaceChildren();
      el.removeAttribute("data-mancala-atlas-mounted");
    }
    // Whitespace between tags: the parser has not reached the end of the body yet.
    return copy.outerHTML.replace(/>\s+</g, "><");
  };
  record.before = record.snapshot();
  record.globals = Object.keys(window);
  const style = (id) => {
    const s = getComputedStyle(document.getElementById(id));
    return [s.fontFamily, s.fontSize, s.color, s.backgroundColor, s.margin, s.padding, s.border].join(" | ");
  };
  record.style = () => ["title", "intro", "host-button", "unmarked"].map(style).join(" || ");
  record.styleBefore = record.style();

  // How often the whole document is searched for figures.
  const qsa = Document.prototype.querySelectorAll;
  Document.prototype.querySelectorAll = function (selector) {
    if (this === document && String(selector).includes("data-mancala-atlas")) record.scans++;
    return qsa.call(this, selector);
  };

  // The broken element: it refuses children (and so does what embed.js draws the figure
  // in, in the element's own shadow root).
  const broken = document.getElementById("figure-3");
  const refuse = (el) => {
    for (const name of ["appendChild", "insertBefore"]) {
      el[name] = () => {
        throw new DOMException("this element refuses children", "HierarchyRequestError");
      };
    }
  };
  refuse(broken);

  // The order in which figures get their content. When the first one appears, how many
  // are there, and does a task of the host's run before the last one appears? A figure is
  // drawn in its element's own shadow root: watched there too.
  let hostTaskRan = false;
  const seen = new Set();
  const drawn = (el) => !!(el.shadowRoot ?? el).querySelector("[data-embed]");
  const watch = new MutationObserver(() => {
    for (const el of figures) {
      if (seen.has(el) || !drawn(el)) continue;
      seen.add(el);
      record.order.push(el.id);
      if (record.drawnAtFirst === null) {
        record.drawnAtFirst = figures.filter(drawn).length;
        setTimeout(() => (hostTaskRan = true), 0);
      }
      if (seen.size === figures.length) record.hostTaskBeforeLast = hostTaskRan;
    }
  });
  watch.observe(document.body, { childList: true, subtree: true });
  for (const el of figures) {
    const attach = el.attachShadow;
    el.attachShadow = function (init) {
      const root = attach.call(this, init);
      watch.observe(root, { childList: true, subtree: true });
      if (this === broken) new MutationObserver(() => [...root.children].forEach(refuse)).observe(root, { childList: true });
      return root;
    };
  }
})();

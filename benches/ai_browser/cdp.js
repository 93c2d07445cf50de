// Usage: node --experimental-websocket cdp.js URL  (Node 20; plain `node` from Node 22)
// Drives headless Chromium over the DevTools protocol (tests/site/devtools.js): opens a
// URL, waits until #out starts with RESULTS, prints it.
const { open, sleep } = require("../../tests/site/devtools.js");
const url = process.argv[2];
(async () => {
  const page = await open({ profilePrefix: "ai-browser-" });
  await page.call("Page.navigate", { url });
  for (let i = 0; i < 600; i++) {
    await sleep(500);
    const v = await page.evaluate("document.getElementById('out') ? document.getElementById('out').textContent : ''");
    if (v && v.startsWith("RESULTS")) { console.log(v); break; }
  }
  await page.close();
  process.exit(0);
})();

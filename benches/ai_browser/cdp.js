// Usage: node --experimental-websocket cdp.js URL  (Node 20; plain `node` from Node 22)
// Drives headless Chromium over the DevTools protocol: opens a URL, waits until
// #out starts with RESULTS, prints it.
const url = process.argv[2];
const port = 9333;
const { spawn } = require('child_process');
const chrome = spawn('/usr/bin/chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--user-data-dir=' + (process.env.PROFILE_DIR || require('os').tmpdir() + '/ai-browser-profile'),
  `--remote-debugging-port=${port}`, 'about:blank'], { stdio: 'ignore' });
const sleep = (ms) => new Promise(r => setTimeout(r, ms));
(async () => {
  let targets;
  for (let i = 0; i < 50; i++) { try { targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json(); break; } catch (e) { await sleep(200); } }
  const page = targets.find(t => t.type === 'page');
  const ws = new WebSocket(page.webSocketDebuggerUrl);
  let id = 0; const pending = new Map();
  ws.onmessage = (m) => { const d = JSON.parse(m.data); if (d.id && pending.has(d.id)) { pending.get(d.id)(d); pending.delete(d.id); } };
  await new Promise(r => ws.onopen = r);
  const call = (method, params = {}) => new Promise(r => { id++; pending.set(id, r); ws.send(JSON.stringify({ id, method, params })); });
  await call('Page.enable');
  await call('Page.navigate', { url });
  for (let i = 0; i < 600; i++) {
    await sleep(500);
    const r = await call('Runtime.evaluate', { expression: "document.getElementById('out') ? document.getElementById('out').textContent : ''", returnByValue: true });
    const v = r.result && r.result.result && r.result.result.value;
    if (v && v.startsWith('RESULTS')) { console.log(v); break; }
  }
  ws.close(); chrome.kill();
  process.exit(0);
})();

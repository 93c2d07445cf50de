#!/usr/bin/env python3
"""Builds the in-browser measurement of the computer opponent (see README.md).

usage: make_page.py CLI DIST
  CLI   the release `mancala-atlas` binary
  DIST  Trunk's output folder (`trunk build --release --offline`); measure.html is
        written there and positions.json next to it.

For each game, an expert-vs-hard game is played with the CLI (seed 11) and every few
moves a position is taken. The page sends each position to the worker (mode "play",
level "expert"), times the answer with performance.now() and counts animation frames
while the worker thinks; a few "hint" requests follow. `native.py` times the same
positions natively.
"""
import json, os, re, subprocess, sys

cli, dist = sys.argv[1], sys.argv[2]
positions = {}
for g in ['katro', 'rio-kadalis', 'hoyito-3', 'kiothi']:
    env = dict(os.environ, MANCALA_VERBOSE='1')
    r = subprocess.run([cli, 'match', '--game', g, '--a', 'expert', '--b', 'hard', '--games', '1', '--seed', '11'],
                       capture_output=True, text=True, env=env)
    moves = re.findall(r'plays (\S+) \[', r.stderr)
    ps = []
    for k in range(0, len(moves), max(1, len(moves) // 8)):
        p = json.loads(subprocess.run([cli, 'play', '--game', g] + moves[:k], capture_output=True, text=True).stdout)
        if p.get('phase') != 'over':
            ps.append(p)
    positions[g] = ps[:8]
json.dump(positions, open(os.path.join(dist, 'positions.json'), 'w'))

reqs, i = [], 0
for mode, step in (('play', 1), ('hint', 3)):
    for g, ps in positions.items():
        for p in ps[::step]:
            i += 1
            reqs.append({'game': g if mode == 'play' else g + '/hint',
                         'req': {'id': i, 'mode': mode, 'level': 'expert', 'seed': 1, 'position': p}})
page = '''<!doctype html><html><head><meta charset="utf-8"><title>measure</title></head><body>
<pre id="out">running</pre><div id="spin" style="width:20px;height:20px;background:#a52"></div>
<script>
const reqs = REQS;
const w = new Worker('./worker_loader.js');
let frames = 0, counting = false, longest = 0, last = 0;
function tick(t) {
  if (counting) { frames++; if (last) longest = Math.max(longest, t - last); last = t; }
  document.getElementById('spin').style.transform = 'rotate(' + (t / 5 % 360) + 'deg)';
  requestAnimationFrame(tick);
}
requestAnimationFrame(tick);
const results = [];
let i = 0, t0 = 0;
const loadStart = performance.now();
function send() {
  if (i >= reqs.length) { document.getElementById('out').textContent = 'RESULTS ' + JSON.stringify(results); return; }
  frames = 0; longest = 0; last = 0; counting = true; t0 = performance.now();
  w.postMessage(JSON.stringify(reqs[i].req));
}
w.onmessage = (e) => {
  const r = JSON.parse(e.data);
  if (r.ready) { results.push({ready_ms: performance.now() - loadStart}); send(); return; }
  const dt = performance.now() - t0; counting = false;
  results.push({game: reqs[i].game, ms: Math.round(dt), fps: Math.round(frames * 1000 / dt),
                longest_frame_ms: Math.round(longest), nodes: r.nodes, move: r.move, ok: r.ok});
  i++; send();
};
</script></body></html>'''.replace('REQS', json.dumps(reqs))
open(os.path.join(dist, 'measure.html'), 'w').write(page)
print(f'{len(reqs)} requests written to {dist}/measure.html')

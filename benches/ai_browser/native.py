#!/usr/bin/env python3
"""Times the expert natively on the positions make_page.py chose.
usage: native.py CLI DIST/positions.json"""
import json, re, subprocess, sys

cli, path = sys.argv[1], sys.argv[2]
for g, ps in json.load(open(path)).items():
    ts = []
    for p in ps:
        r = subprocess.run([cli, 'think', '--position', json.dumps(p), '--level', 'expert', '--nodes', '1000'],
                           capture_output=True, text=True)
        m = re.search(r'expert plays (\S+) .*?(\d+) nodes, depth (\d+), (\d+) ms', r.stdout)
        if m:
            ts.append(int(m.group(4)))
    print(g, 'native ms:', ts, 'avg %.0f' % (sum(ts) / max(1, len(ts))))

#!/usr/bin/env python3
"""Writes src/ui/print/glyphs.txt: the outlines of the characters a board's image writes
(src/ui/print/), from DejaVu Sans (Book and Bold), so that a downloaded SVG or PNG needs
no font and looks the same anywhere. Run by hand when the set of characters changes:

    pip install fonttools   # once
    python3 scripts/glyphs.py [FONT_DIR]   # FONT_DIR: Debian's fonts-dejavu-core

The file: a header of comment lines; then per face a line `face NAME ASCENT DESCENT`
(the font's hhea metrics), then one line per character: its code point in hex, its
advance, and its outline as `m`/`l`/`q`/`z` commands with whole numbers relative to the
previous point (the first `m` from the glyph's origin on the baseline), y upwards, in
thousandths of an em. The outlines are the font's, decomposed and rounded; the licence
is in src/ui/print/FONT-LICENSE.txt (the Bitstream Vera licence of DejaVu Sans).
"""
import sys
from pathlib import Path

from fontTools.pens.basePen import decomposeQuadraticSegment
from fontTools.pens.recordingPen import DecomposingRecordingPen
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
FONTS = Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/dejavu")
FACES = [("book", "DejaVuSans.ttf"), ("bold", "DejaVuSans-Bold.ttf")]
UNITS = 1000

# Printable ASCII, Latin-1's letters and signs, Turkish's letters outside Latin-1, and the
# punctuation the interface's English uses (dashes, quotes, the ellipsis).
CHARS = (
    list(range(0x20, 0x7F))
    + list(range(0xA0, 0x100))
    + [0x11E, 0x11F, 0x130, 0x131, 0x15E, 0x15F, 0x152, 0x153]
    + [0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2026, 0x2212]
)


def outline(glyphs, name, k):
    pen = DecomposingRecordingPen(glyphs)
    glyphs[name].draw(pen)
    out = []
    cur = (0, 0)
    start = (0, 0)
    pt = lambda p: (round(p[0] * k), round(p[1] * k))

    def rel(letter, *points):
        nonlocal cur
        nums = []
        for p in points:
            nums += [p[0] - cur[0], p[1] - cur[1]]
            cur = p
        out.append(letter + " ".join(str(n) for n in nums))

    for op, args in pen.value:
        if op == "moveTo":
            p = pt(args[0])
            rel("m", p)
            start = p
        elif op == "lineTo":
            rel("l", pt(args[0]))
        elif op == "qCurveTo":
            if args[-1] is None:
                raise SystemExit(f"{name}: a contour without on-curve points")
            for c, p in decomposeQuadraticSegment(args):
                # Relative to the point before the curve: both numbers of a `q`.
                c, p = pt(c), pt(p)
                before = cur
                out.append(
                    "q" + " ".join(str(n) for n in (c[0] - before[0], c[1] - before[1], p[0] - before[0], p[1] - before[1]))
                )
                cur = p
        elif op == "curveTo":
            raise SystemExit(f"{name}: a cubic curve in a TrueType font")
        elif op in ("closePath", "endPath"):
            out.append("z")
            cur = start
    return "".join(out)


def main():
    lines = [
        "# Outlines of DejaVu Sans 2.37 (Book and Bold) for the board's images: written by",
        "# scripts/glyphs.py, do not edit. Licence: src/ui/print/FONT-LICENSE.txt.",
    ]
    for face, file in FACES:
        font = TTFont(FONTS / file)
        k = UNITS / font["head"].unitsPerEm
        hhea = font["hhea"]
        lines.append(f"face {face} {round(hhea.ascent * k)} {round(-hhea.descent * k)}")
        cmap = font.getBestCmap()
        glyphs = font.getGlyphSet()
        hmtx = font["hmtx"]
        for c in CHARS:
            name = cmap.get(c)
            if name is None:
                raise SystemExit(f"{file}: no glyph for U+{c:04X}")
            advance = round(hmtx[name][0] * k)
            path = outline(glyphs, name, k)
            lines.append(f"{c:x} {advance} {path}".rstrip())
    out = ROOT / "src/ui/print/glyphs.txt"
    out.write_text("\n".join(lines) + "\n")
    print(f"{out.relative_to(ROOT)}: {out.stat().st_size} bytes")


main()

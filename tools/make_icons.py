"""Render the application icon (assets/icon.svg) to the files the desktop builds need.

    .venv/bin/python tools/make_icons.py [--out build/icons]

Writes ``icon-<N>.png`` for N in 16..1024, ``trainer.ico`` (Windows; PNG-compressed entries 16..256, read by
Windows Vista and later) and ``trainer.icns`` (macOS; PNG entries 16..1024). The SVG is rendered with QtSvg, so
the only tool needed is PySide6 itself; the ICO and ICNS containers are written here (both are a small header and
a table of embedded PNGs). packaging/trainer.spec calls :func:`make_icons` itself, so a plain
``pyinstaller packaging/trainer.spec`` works on every platform.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "assets" / "icon.svg"
DEFAULT_OUT = ROOT / "build" / "icons"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (the @2x types share the bitmap of the doubled size).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"icp6", 64),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)


def render_pngs(svg: Path, sizes: tuple[int, ...] = PNG_SIZES) -> dict[int, bytes]:
    """The SVG rendered at each size, as PNG bytes (transparent background)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    out: dict[int, bytes] = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            raise SystemExit(f"could not encode the {size}px icon as PNG")
        buffer.close()
        out[size] = bytes(data.data())
    return out


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico container: ICONDIR, one ICONDIRENTRY per image, then the PNG data."""
    sizes = [s for s in sorted(pngs) if s <= 256]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries = b""
    body = b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size == 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(body))
        body += data
    return header + entries + body


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns container: 'icns', total length, then (type, length, PNG) elements (big-endian)."""
    body = b""
    for kind, size in ICNS_TYPES:
        if size in pngs:
            data = pngs[size]
            body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(out: Path = DEFAULT_OUT, svg: Path = SVG) -> dict[str, Path]:
    """Write the icon files into ``out`` (skipped when they are newer than the SVG); their paths by kind."""
    out.mkdir(parents=True, exist_ok=True)
    paths = {
        "ico": out / "trainer.ico",
        "icns": out / "trainer.icns",
        **{f"png{s}": out / f"icon-{s}.png" for s in PNG_SIZES},
    }
    stamp = svg.stat().st_mtime
    if all(p.exists() and p.stat().st_mtime >= stamp for p in paths.values()):
        return paths
    pngs = render_pngs(svg)
    for size, data in pngs.items():
        paths[f"png{size}"].write_bytes(data)
    paths["ico"].write_bytes(ico_bytes({s: pngs[s] for s in ICO_SIZES}))
    paths["icns"].write_bytes(icns_bytes(pngs))
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder (default: build/icons)")
    parser.add_argument("--svg", type=Path, default=SVG, help="the source SVG (default: assets/icon.svg)")
    args = parser.parse_args(argv)
    if not args.svg.is_file():
        print(f"{args.svg}: no such file", file=sys.stderr)
        return 2
    for path in make_icons(args.out, args.svg).values():
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The application icon (assets/icon.svg) and the ICO/ICNS containers tools/make_icons.py writes for the builds."""

from __future__ import annotations

import importlib.util
import struct
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def _make_icons() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_icons", ROOT / "tools" / "make_icons.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_icons = _make_icons()


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def test_svg_renders_opaque_disc_on_transparent_corners(qapp: object) -> None:
    from trainer.gui.qt import QImage

    png = make_icons.render_pngs(ROOT / "assets" / "icon.svg", (64,))[64]
    image = QImage.fromData(png)
    assert (image.width(), image.height()) == (64, 64)
    assert image.pixelColor(1, 1).alpha() == 0  # outside the disc
    centre = image.pixelColor(32, 32)
    assert centre.alpha() == 255
    colours = {image.pixel(x, y) for x in range(0, 64, 2) for y in range(0, 64, 2)}
    assert len(colours) > 50  # drawn, not a flat fill


def test_ico_directory_points_at_each_png() -> None:
    pngs = {16: b"\x89PNG\r\n\x1a\n" + b"a" * 20, 256: b"\x89PNG\r\n\x1a\n" + b"b" * 30}
    data = make_icons.ico_bytes(pngs)
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind, count) == (0, 1, 2)
    seen = {}
    for i in range(count):
        w, h, colours, _res, planes, bpp, size, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert (colours, planes, bpp) == (0, 1, 32)
        seen[w or 256] = data[offset : offset + size]
        assert w == h
    assert seen == pngs


def test_icns_elements_add_up_to_the_file_length() -> None:
    pngs = {s: bytes([s % 251]) * (s // 8) for s in (16, 32, 64, 128, 256, 512, 1024)}
    data = make_icons.icns_bytes(pngs)
    assert data[:4] == b"icns"
    assert struct.unpack_from(">I", data, 4)[0] == len(data)
    pos, kinds = 8, []
    while pos < len(data):
        kind, length = data[pos : pos + 4], struct.unpack_from(">I", data, pos + 4)[0]
        size = dict(make_icons.ICNS_TYPES)[kind]
        assert data[pos + 8 : pos + length] == pngs[size]
        kinds.append(kind)
        pos += length
    assert pos == len(data)
    assert b"ic10" in kinds and b"icp4" in kinds


def test_make_icons_writes_every_size(qapp: object, tmp_path: Path) -> None:
    paths = make_icons.make_icons(tmp_path)
    for size in make_icons.PNG_SIZES:
        assert _png_size(paths[f"png{size}"].read_bytes()) == (size, size)
    assert paths["ico"].read_bytes()[:4] == b"\x00\x00\x01\x00"
    assert paths["icns"].read_bytes()[:4] == b"icns"

"""trainer.gui.render.png_bytes (issue 18: ``trainer screenshot`` writes its PNG itself, faster than Qt's writer)."""

from __future__ import annotations

import zlib

import pytest

from tests.gui.sample_views import full_table
from trainer.gui.qt import QColor, QImage
from trainer.gui.render import png_bytes, render_view_image


@pytest.mark.parametrize("size", [(1280, 800), (33, 17), (1, 1)])  # rows padded in memory (33 × 3 bytes) too
def test_the_png_holds_exactly_the_pixels_rendered(qapp, size):
    image = render_view_image(full_table(), size=size) if size[0] > 32 else QImage(*size, QImage.Format.Format_RGB32)
    if size[0] <= 32:
        for x in range(size[0]):
            for y in range(size[1]):
                image.setPixelColor(x, y, QColor((x * 7) % 256, (y * 13) % 256, (x + y) % 256))
    data = png_bytes(image)
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    back = QImage.fromData(data, "PNG")
    assert (back.width(), back.height()) == size
    assert back.convertToFormat(QImage.Format.Format_RGB32) == image.convertToFormat(QImage.Format.Format_RGB32)


def test_every_chunk_carries_its_checksum(qapp):
    data = png_bytes(QImage(4, 3, QImage.Format.Format_RGB32))
    at, kinds = 8, []
    while at < len(data):
        length = int.from_bytes(data[at : at + 4], "big")
        kind, body = data[at + 4 : at + 8], data[at + 8 : at + 8 + length]
        assert int.from_bytes(data[at + 8 + length : at + 12 + length], "big") == zlib.crc32(kind + body)
        kinds.append(kind)
        at += 12 + length
    assert kinds == [b"IHDR", b"IDAT", b"IEND"]

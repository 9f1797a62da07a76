"""Render a :class:`TableView` offscreen to a PNG (for ``trainer screenshot`` and the README's pictures)."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

from trainer.engine.view import TableView
from trainer.gui import fonts
from trainer.gui.i18n import install_translator
from trainer.gui.qt import QApplication, QColor, QImage, QPainter, QRectF, Qt
from trainer.gui.table_scene import TableScene

PNG_LEVEL = 3
"""The zlib level of the PNG written: a 1280×800 table in ~12 ms, where Qt's own PNG writer (which tries every row
filter on every row) takes ~27 ms at its fastest useful setting for a file ~15 % larger
(benchmarks/bench_startup.py times ``trainer screenshot``)."""


def ensure_app() -> QApplication:
    """The running QApplication, or a new one (offscreen use needs ``QT_QPA_PLATFORM=offscreen``)."""
    app = QApplication.instance()
    if app is None:
        app = QApplication([])
        fonts.apply_app_font(app)
    assert isinstance(app, QApplication)
    return app


def render_view_image(view: TableView, size: tuple[int, int] = (1280, 800), lang: str = "en") -> QImage:
    """The table for ``view`` as an image of ``size`` pixels, labels in ``lang`` (aspect kept, centred)."""
    app = ensure_app()
    install_translator(app, lang)
    scene = TableScene(view=view)
    scene.finish_animations()
    width, height = size
    # Opaque (the background is filled): a PNG of it has no alpha channel, a quarter less to compress.
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(QColor("#1c1c22"))
    painter = QPainter(image)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.TextAntialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
    )
    source = scene.sceneRect()
    k = min(width / source.width(), height / source.height())
    w, h = source.width() * k, source.height() * k
    target = QRectF((width - w) / 2, (height - h) / 2, w, h)
    scene.render(painter, target, source, Qt.AspectRatioMode.KeepAspectRatio)
    painter.end()
    scene.deleteLater()
    return image


def render_view_png(view: TableView, path: str | Path, size: tuple[int, int] = (1280, 800), lang: str = "en") -> Path:
    """Write the table for ``view`` to the PNG ``path`` and return the path; OSError if it cannot be saved."""
    out = Path(path)
    image = render_view_image(view, size, lang)
    data = png_bytes(image)
    try:
        out.write_bytes(data)
    except OSError as exc:
        raise OSError(f"{out}: cannot write the PNG ({exc.strerror or exc})") from None
    return out


def png_bytes(image: QImage, level: int = PNG_LEVEL) -> bytes:
    """``image`` as a PNG file (8-bit RGB, no alpha: the table is opaque): every row unfiltered, the whole
    compressed at zlib ``level``. The same pixels as Qt's writer gives, in half the time (:data:`PNG_LEVEL`)."""
    rgb = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height, stride = rgb.width(), rgb.height(), rgb.bytesPerLine()
    pixels = bytes(rgb.constBits())
    row = width * 3
    raw = b"".join(b"\x00" + pixels[y * stride : y * stride + row] for y in range(height))  # filter 0: none

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)  # 8 bits a sample, RGB, deflate, no interlace
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, level)) + chunk(b"IEND", b"")
    )

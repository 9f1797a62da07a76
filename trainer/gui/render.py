"""Render a :class:`TableView` offscreen to a PNG (for ``trainer screenshot`` and the README's pictures)."""

from __future__ import annotations

from pathlib import Path

from trainer.engine.view import TableView
from trainer.gui import fonts
from trainer.gui.i18n import install_translator
from trainer.gui.qt import QApplication, QColor, QImage, QPainter, QRectF, Qt
from trainer.gui.table_scene import TableScene

PNG_QUALITY = 70
"""Qt's PNG "quality" (100 - 10 × the zlib level, roughly): 70 writes a 1280×800 table in ~27 ms where the default
takes ~45 ms (benchmarks/bench_startup.py times ``trainer screenshot``)."""


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
    scene = TableScene()
    scene.set_view(view)
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
    # PySide6's stub types the format as bytes, but the binding takes only a str (b"PNG" raises ValueError).
    # PNG_QUALITY: a lighter zlib level than Qt's default, half the time for a file ~10 % larger.
    if not image.save(str(out), "PNG", PNG_QUALITY):  # type: ignore[call-overload]
        raise OSError(f"{out}: cannot write the PNG")
    return out

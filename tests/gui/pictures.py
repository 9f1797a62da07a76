"""Pictures of a table scene for the GUI tests."""

from __future__ import annotations

from trainer.gui.qt import QColor, QImage, QPainter, QRectF
from trainer.gui.table_scene import SCENE_RECT, TableScene


def background_picture(scene: TableScene, w: int = 800, h: int = 500, rect: QRectF = SCENE_RECT) -> QImage:
    """The scene's background alone, as a view draws it into its kept picture (``rect``: the part asked for; the
    whole table by default, which fills the picture)."""
    image = QImage(w, h, QImage.Format.Format_RGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    painter.scale(w / SCENE_RECT.width(), h / SCENE_RECT.height())
    scene.drawBackground(painter, rect)
    painter.end()
    return image

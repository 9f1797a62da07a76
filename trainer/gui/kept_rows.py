"""Rows of a list drawn from pictures kept per row: the practice table's list of actions.

A ``QListWidget`` draws every visible line again whenever a line is added (its items are laid out again), and the
style lays out and shapes each line's text each time: ~5.5 M instructions a redraw of the actions list at 1920×1080,
the costliest part of the frame that follows each action (benchmarks/bench_gui.py). :class:`KeptRowsDelegate`
draws a row through the style once into a picture, kept per text, size, state (selected, under the mouse …),
colour, font, palette and pixel ratio, and afterwards copies the picture: the same pixels, a fraction of the work.
"""

from __future__ import annotations

from trainer.gui.qt import QPainter, QPixmap, Qt, QtCore, QtWidgets

KEPT_ROWS = 400
"""Pictures kept per list at most (then it starts again): a round has ~80 actions, a few states each."""


class KeptRowsDelegate(QtWidgets.QStyledItemDelegate):
    """Draws each row as :class:`QtWidgets.QStyledItemDelegate` does, from a picture kept per row's look."""

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self._kept: dict[tuple[object, ...], QPixmap] = {}
        self.drawn = 0
        """Rows drawn through the style (the rest were copied): for tests."""

    def paint(
        self,
        painter: QPainter,
        option: QtWidgets.QStyleOptionViewItem,
        index: QtCore.QModelIndex | QtCore.QPersistentModelIndex,
    ) -> None:
        rect = option.rect
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        colour = index.data(Qt.ItemDataRole.ForegroundRole)
        key = (
            index.data(Qt.ItemDataRole.DisplayRole),
            rect.width(),
            rect.height(),
            option.state.value,
            colour.color().rgba() if hasattr(colour, "color") else None,
            option.font.key(),
            option.palette.cacheKey(),
            ratio,
        )
        picture = self._kept.get(key)
        if picture is None:
            if len(self._kept) >= KEPT_ROWS:
                self._kept.clear()
            picture = QPixmap(max(1, round(rect.width() * ratio)), max(1, round(rect.height() * ratio)))
            picture.setDevicePixelRatio(ratio)
            picture.fill(Qt.GlobalColor.transparent)
            inner = QPainter(picture)
            own = QtWidgets.QStyleOptionViewItem(option)
            own.rect = QtCore.QRect(0, 0, rect.width(), rect.height())
            super().paint(inner, own, index)
            inner.end()
            self._kept[key] = picture
            self.drawn += 1
        painter.drawPixmap(rect.topLeft(), picture)

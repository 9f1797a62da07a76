"""Word-wrapped plain text that asks for another layout only when its height changes.

A ``QLabel`` asks its window's layout to lay everything out again on every new text, whatever it measures: the
practice table's status line ("Actions: 12 · Payout") changes with each action, and the side panel's layout then
measured each of its labels again (~0.9 M instructions a frame, benchmarks/bench_gui.py). :class:`PlainLines`
draws its text itself and calls :meth:`QWidget.updateGeometry` only when the text's height at its width changes.
"""

from __future__ import annotations

from trainer.gui.qt import QPainter, Qt, QtCore, QtGui, QtWidgets, QWidget

FLAGS = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)


class PlainLines(QWidget):
    """Plain text, wrapped at word boundaries, at least ``least_lines`` lines tall; ``text()`` / ``setText()`` as a
    label's."""

    def __init__(self, parent: QWidget | None = None, least_lines: int = 0) -> None:
        super().__init__(parent)
        self._text = ""
        self._least_lines = least_lines
        self._measured: tuple[int, int] | None = None  # (width, height) of the text shown
        policy = QtWidgets.QSizePolicy(QtWidgets.QSizePolicy.Policy.Preferred, QtWidgets.QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        if text == self._text:
            return
        width = self.width()
        before = self.heightForWidth(width)
        self._text = text
        self._measured = None
        self.setAccessibleName(text)
        if self.heightForWidth(width) != before:
            self.updateGeometry()
        self.update()

    def _least(self) -> int:
        if self._least_lines <= 0:
            return 0
        return self.fontMetrics().boundingRect(0, 0, 4000, 4000, 0, "\n".join("A" * self._least_lines)).height()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        if self._measured is not None and self._measured[0] == width:
            return self._measured[1]
        if not self._text:
            height = self._least()
        else:
            rect = self.fontMetrics().boundingRect(QtCore.QRect(0, 0, max(1, width), 100_000), FLAGS, self._text)
            height = max(self._least(), rect.height())
        self._measured = (width, height)
        return height

    def sizeHint(self) -> QtCore.QSize:
        metrics = self.fontMetrics()
        longest = max((metrics.horizontalAdvance(line) for line in self._text.split("\n")), default=0)
        width = max(1, min(longest, metrics.averageCharWidth() * 40))
        return QtCore.QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QtCore.QSize:
        return QtCore.QSize(0, self._least())

    def changeEvent(self, event: QtCore.QEvent) -> None:
        if event.type() in (QtCore.QEvent.Type.FontChange, QtCore.QEvent.Type.StyleChange):
            self._measured = None
            self.updateGeometry()
        super().changeEvent(event)

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(QtGui.QPalette.ColorRole.WindowText))
        painter.drawText(self.rect(), FLAGS, self._text)
        painter.end()

"""Word-wrapped plain text that asks for another layout only when its height changes.

A ``QLabel`` asks its window's layout to lay everything out again on every new text, whatever it measures: the
practice table's status line ("Actions: 12 · Payout") changes with each action, and the side panel's layout then
measured each of its labels again (~0.9 M instructions a frame, benchmarks/bench_gui.py). :class:`PlainLines`
draws its text itself and calls :meth:`QWidget.updateGeometry` only when the text's height at its width changes.
"""

from __future__ import annotations

from collections.abc import Callable

from trainer.gui.qt import QPainter, Qt, QtCore, QtGui, QtWidgets, QWidget

FLAGS = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)


class MeasuredText(QWidget):
    """Text laid out for a width, measured once per text and width (:meth:`_measure`), that asks for another
    layout only when a new text's height differs (:meth:`_show_new`). Shared by :class:`PlainLines` and the
    practice table's feedback (:class:`trainer.gui.feedback_text.FeedbackText`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._measured: tuple[int, int] | None = None  # (width, height) of the text shown
        policy = QtWidgets.QSizePolicy(QtWidgets.QSizePolicy.Policy.Preferred, QtWidgets.QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _measure(self, width: int) -> int:
        """The height of the text shown at ``width``."""
        raise NotImplementedError

    def _show_new(self, change: Callable[[], None], accessible: str) -> None:
        """Put a new text in place (``change``), asking for another layout only if its height at this width
        differs, and draw it."""
        width = self.width()
        before = self.heightForWidth(width)
        change()
        self._measured = None
        self.setAccessibleName(accessible)
        if self.heightForWidth(width) != before:
            self.updateGeometry()
        self.update()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        if self._measured is None or self._measured[0] != width:
            self._measured = (width, self._measure(width))
        return self._measured[1]

    def changeEvent(self, event: QtCore.QEvent) -> None:
        if event.type() in (QtCore.QEvent.Type.FontChange, QtCore.QEvent.Type.StyleChange):
            self._font_changed()
            self._measured = None
            self.updateGeometry()
        super().changeEvent(event)

    def _font_changed(self) -> None:
        """What the text keeps that depends on the font (nothing here)."""


class PlainLines(MeasuredText):
    """Plain text, wrapped at word boundaries, at least ``least_lines`` lines tall; ``text()`` / ``setText()`` as a
    label's."""

    def __init__(self, parent: QWidget | None = None, least_lines: int = 0) -> None:
        super().__init__(parent)
        self._text = ""
        self._least_lines = least_lines

    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:
        if text != self._text:
            self._show_new(lambda: setattr(self, "_text", text), text)

    def _least(self) -> int:
        if self._least_lines <= 0:
            return 0
        return self.fontMetrics().boundingRect(0, 0, 4000, 4000, 0, "\n".join("A" * self._least_lines)).height()

    def _measure(self, width: int) -> int:
        if not self._text:
            return self._least()
        rect = self.fontMetrics().boundingRect(QtCore.QRect(0, 0, max(1, width), 100_000), FLAGS, self._text)
        return max(self._least(), rect.height())

    def sizeHint(self) -> QtCore.QSize:
        metrics = self.fontMetrics()
        longest = max((metrics.horizontalAdvance(line) for line in self._text.split("\n")), default=0)
        width = max(1, min(longest, metrics.averageCharWidth() * 40))
        return QtCore.QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QtCore.QSize:
        return QtCore.QSize(0, self._least())

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(QtGui.QPalette.ColorRole.WindowText))
        painter.drawText(self.rect(), FLAGS, self._text)
        painter.end()

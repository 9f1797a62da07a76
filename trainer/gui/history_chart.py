"""A trainee's exam history as a chart (pyqtgraph): score against the date of each graded attempt, one
line per exam, its pass mark as a dashed line, passed attempts as filled dots and failed ones as crosses.

pyqtgraph is imported lazily (the first chart made), after telling it to use PySide6; our own Qt comes
from :mod:`trainer.gui.qt` as everywhere else.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from trainer.gui.qt import QCoreApplication, QEvent, Qt, QtWidgets, QWidget
from trainer.training.store import HistoryPoint

PALETTE = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b")


def pyqtgraph() -> Any:
    """The pyqtgraph module, imported on first use with PySide6 as its binding."""
    os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
    import pyqtgraph as pg

    return pg


def _timestamp(text: str) -> float:
    return datetime.fromisoformat(text).timestamp()


class HistoryChart(QWidget):
    """The chart widget. :meth:`set_history` draws a trainee's :class:`HistoryPoint` list."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        pg = pyqtgraph()
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.stack = QtWidgets.QStackedWidget(self)
        # With no trainee (or no graded attempt) there is nothing to plot: a sentence, not an empty date axis.
        self.empty = QtWidgets.QLabel(self.stack)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.empty.setStyleSheet("color: #a8a8b0; font-size: 15px")
        self.plot = pg.PlotWidget(axisItems={"bottom": pg.DateAxisItem(orientation="bottom")})
        self.plot.setBackground("w")
        self.plot.showGrid(x=True, y=True, alpha=0.25)
        self.plot.setYRange(0, 100, padding=0.05)
        self.plot.setMouseEnabled(x=True, y=False)
        self.legend = self.plot.addLegend(offset=(10, 10))
        self.stack.addWidget(self.empty)
        self.stack.addWidget(self.plot)
        layout.addWidget(self.stack)
        self._trainee = ""
        self._points: list[HistoryPoint] = []
        self._pass_marks: dict[str, int] = {}
        self.series: dict[str, tuple[list[float], list[int]]] = {}
        """exam id → (timestamps, scores) as drawn (for tests and tool tips)."""
        self._retranslate()

    def set_history(
        self, trainee: str, points: Sequence[HistoryPoint], pass_marks: dict[str, int] | None = None
    ) -> None:
        """Draw ``points`` (attempts without a score — interrupted, closed — are left out)."""
        self._trainee = trainee
        self._points = list(points)
        self._pass_marks = dict(pass_marks or {})
        self._draw()

    def clear(self) -> None:
        self.set_history("", [])

    def _draw(self) -> None:
        pg = pyqtgraph()
        self.plot.clear()
        if self.legend is not None:
            self.legend.clear()
        self.series = {}
        for point in self._points:
            if point.score is None:
                continue
            xs, ys = self.series.setdefault(point.exam_id, ([], []))
            xs.append(_timestamp(point.date))
            ys.append(point.score)
        for n, (exam_id, (xs, ys)) in enumerate(sorted(self.series.items())):
            colour = PALETTE[n % len(PALETTE)]
            passed = [bool(p.passed) for p in self._points if p.exam_id == exam_id and p.score is not None]
            self.plot.plot(xs, ys, pen=pg.mkPen(colour, width=2), name=exam_id)
            # per-point symbols go in separate scatter items: a symbol list in a legend's sample crashes
            for ok, symbol in ((True, "o"), (False, "x")):
                chosen = [(x, y) for x, y, p in zip(xs, ys, passed, strict=True) if p is ok]
                if chosen:
                    scatter = pg.ScatterPlotItem(
                        [x for x, _ in chosen],
                        [y for _, y in chosen],
                        symbol=symbol,
                        size=12 if ok else 14,
                        brush=pg.mkBrush(colour),
                        pen=pg.mkPen(colour, width=2),
                    )
                    self.plot.addItem(scatter)
            mark = self._pass_marks.get(exam_id)
            if mark is not None:
                line = pg.InfiniteLine(
                    pos=mark, angle=0, pen=pg.mkPen(colour, width=1, style=Qt.PenStyle.DashLine), movable=False
                )
                self.plot.addItem(line)
        self.plot.setYRange(0, 100, padding=0.05)
        if self.series:
            every = [x for xs, _ in self.series.values() for x in xs]
            low, high = min(every), max(every)
            spread = max(high - low, 3600.0)
            self.plot.setXRange(low - spread * 0.05, high + spread * 0.05, padding=0)
        self.stack.setCurrentWidget(self.plot if self.series else self.empty)
        self._retranslate()

    def is_empty(self) -> bool:
        """True while the chart shows its sentence instead of a plot (no trainee, or nothing graded)."""
        return self.stack.currentWidget() is self.empty

    def _retranslate(self) -> None:
        item = self.plot.getPlotItem()
        item.setLabel("left", QCoreApplication.translate("HistoryChart", "Score"))
        item.setLabel("bottom", QCoreApplication.translate("HistoryChart", "Date"))
        if self._trainee:
            title = QCoreApplication.translate("HistoryChart", "Exam history of %1").replace("%1", self._trainee)
        else:
            title = QCoreApplication.translate("HistoryChart", "Select a trainee to see the history")
        item.setTitle(title)
        if self._trainee:
            self.empty.setText(
                QCoreApplication.translate("HistoryChart", "%1 has no graded exam yet.").replace("%1", self._trainee)
            )
        else:
            self.empty.setText(QCoreApplication.translate("HistoryChart", "Select a trainee to see the history"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

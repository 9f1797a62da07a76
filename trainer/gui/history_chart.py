"""A trainee's exam history as a chart (pyqtgraph): score against the date of each graded attempt, one
line per exam (named by its title), its pass mark as a dashed line, passed attempts as filled dots and failed
ones as crosses. The chart takes its colours from the application's palette (the dark theme) and its x axis
shows local dates (``2026-11-30``), whatever the span.

pyqtgraph is imported lazily (the first chart made), after telling it to use PySide6; our own Qt comes
from :mod:`trainer.gui.qt` as everywhere else.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from datetime import date, datetime, timedelta
from typing import Any

from trainer.gui.qt import QApplication, QColor, QCoreApplication, QEvent, Qt, QtGui, QtWidgets, QWidget
from trainer.training.store import HistoryPoint

PALETTE = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b")
"""Line colours on a light background."""
DARK_PALETTE = ("#4fc3f7", "#ff8a80", "#a5d6a7", "#ce93d8", "#ffb74d", "#80deea", "#bcaaa4")
"""Line colours on a dark background (the app's theme)."""
DAY = 86400.0
DAY_STEPS = (1, 2, 7, 14, 30, 61, 91, 182, 365, 730)
"""Days between two date ticks: the smallest that leaves room for every label."""
MIN_SPAN_DAYS = 6
"""The x axis spans at least this many days, so a lone attempt still sits among dates."""


def pyqtgraph() -> Any:
    """The pyqtgraph module, imported on first use with PySide6 as its binding."""
    os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
    import pyqtgraph as pg  # type: ignore[import-untyped]  # pyqtgraph ships no type hints (no py.typed, no stubs)

    return pg


def _timestamp(text: str) -> float:
    return datetime.fromisoformat(text).timestamp()


def _local_day(value: float) -> date:
    return datetime.fromtimestamp(value).date()


def _day_start(day: date) -> float:
    return datetime.combine(day, datetime.min.time()).timestamp()


def date_ticks(low: float, high: float, room: int) -> list[float]:
    """Local midnights between ``low`` and ``high`` (timestamps), at most ``room`` of them, evenly spaced."""
    if high <= low or room < 1:
        return []
    days = (high - low) / DAY
    step = next((s for s in DAY_STEPS if days / s <= room), DAY_STEPS[-1])
    first = _local_day(low)
    if step >= 30:  # months: start at the first of a month
        first = first.replace(day=1)
    else:  # whole multiples of the step, so ticks stay put while scrolling
        first -= timedelta(days=first.toordinal() % step)
    out: list[float] = []
    day = first
    while True:
        t = _day_start(day)
        if t > high:
            break
        if t >= low:
            out.append(t)
        day += timedelta(days=step)
    return out


def date_text(value: float) -> str:
    return _local_day(value).isoformat()


def make_date_axis(pg: Any) -> Any:
    """A bottom axis whose ticks are dates (``YYYY-MM-DD``), never times of day or bare day numbers."""

    class DateAxis(pg.AxisItem):  # type: ignore[misc]
        def tickValues(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, list[float]]]:
            room = max(1, int(size // 95))
            return [(DAY, date_ticks(minVal, maxVal, room))]

        def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
            return [date_text(v) for v in values]

    axis = DateAxis(orientation="bottom")
    axis.enableAutoSIPrefix(False)  # dates, not "×1e+09"
    return axis


def theme_colours() -> tuple[QColor, QColor, QColor]:
    """(background, text, grid) from the application's palette."""
    app = QApplication.instance()
    palette = app.palette() if isinstance(app, QApplication) else QtGui.QPalette()
    background = palette.color(QtGui.QPalette.ColorRole.Base)
    text = palette.color(QtGui.QPalette.ColorRole.WindowText)
    grid = palette.color(QtGui.QPalette.ColorRole.Mid)
    return background, text, grid


def is_dark(colour: QColor) -> bool:
    return colour.lightnessF() < 0.5


class HistoryChart(QWidget):
    """The chart widget. :meth:`set_history` draws a trainee's :class:`HistoryPoint` list."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.stack = QtWidgets.QStackedWidget(self)
        # With no trainee (or no graded attempt) there is nothing to plot: a sentence, not an empty date axis.
        self.empty = QtWidgets.QLabel(self.stack)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.empty.setStyleSheet("color: #a8a8b0; font-size: 15px")
        self._plot: Any = None
        self.legend: Any = None
        self.text_colour = QColor("#000000")
        self.background = QColor("#ffffff")
        self.stack.addWidget(self.empty)
        layout.addWidget(self.stack)
        self._trainee = ""
        self._points: list[HistoryPoint] = []
        self._pass_marks: dict[str, int] = {}
        self.names: dict[str, str] = {}
        """exam id → the name in the legend (its title)."""
        self.series: dict[str, tuple[list[float], list[int]]] = {}
        """exam id → (timestamps, scores) as drawn (for tests and tool tips)."""
        self._apply_theme()
        self._retranslate()

    @property
    def plot(self) -> Any:
        """The pyqtgraph plot, made when first needed: the trainer tools open on the sentence, without
        importing pyqtgraph (~0.5 s; benchmarks/bench_store.py times the opening)."""
        if self._plot is None:
            pg = pyqtgraph()
            plot = pg.PlotWidget(axisItems={"bottom": make_date_axis(pg)})
            plot.showGrid(x=True, y=True, alpha=0.25)
            plot.setYRange(0, 100, padding=0.05)
            plot.setMouseEnabled(x=True, y=False)
            plot.getPlotItem().getAxis("left").setTickSpacing(20, 10)
            self._plot = plot
            self.legend = plot.addLegend(offset=(10, 10))
            self.stack.addWidget(plot)
            self._apply_theme()
            self._retranslate()
        return self._plot

    def _apply_theme(self) -> None:
        """Colours from the application's palette: the dark theme's background, its text for axes and titles."""
        background, text, _grid = theme_colours()
        self.background, self.text_colour = background, text
        if self._plot is None:
            return
        pg = pyqtgraph()
        self.plot.setBackground(background)
        item = self.plot.getPlotItem()
        for name in ("left", "bottom"):
            axis = item.getAxis(name)
            axis.setPen(pg.mkPen(text))
            axis.setTextPen(pg.mkPen(text))
        if self.legend is not None:
            self.legend.setLabelTextColor(text)
            fill = QColor(background)
            fill.setAlpha(200)
            self.legend.setBrush(pg.mkBrush(fill))
            self.legend.setPen(pg.mkPen(text.darker(150) if is_dark(background) else text.lighter(150)))

    def set_history(
        self,
        trainee: str,
        points: Sequence[HistoryPoint],
        pass_marks: dict[str, int] | None = None,
        names: dict[str, str] | None = None,
    ) -> None:
        """Draw ``points`` (attempts without a score — interrupted, closed — are left out); ``names`` gives
        each exam's name for the legend (its title; the id when missing)."""
        self._trainee = trainee
        self._points = list(points)
        self._pass_marks = dict(pass_marks or {})
        self.names = dict(names or {})
        self._draw()

    def clear(self) -> None:
        self.set_history("", [])

    def _draw(self) -> None:
        self.series = {}
        for point in self._points:
            if point.score is None:
                continue
            xs, ys = self.series.setdefault(point.exam_id, ([], []))
            xs.append(_timestamp(point.date))
            ys.append(point.score)
        if not self.series and self._plot is None:  # the sentence alone: no plot needed yet
            self.stack.setCurrentWidget(self.empty)
            self._retranslate()
            return
        pg = pyqtgraph()
        self.plot.clear()
        if self.legend is not None:
            self.legend.clear()
        colours = DARK_PALETTE if is_dark(self.background) else PALETTE
        for n, (exam_id, (xs, ys)) in enumerate(sorted(self.series.items())):
            colour = colours[n % len(colours)]
            passed = [bool(p.passed) for p in self._points if p.exam_id == exam_id and p.score is not None]
            self.plot.plot(xs, ys, pen=pg.mkPen(colour, width=2), name=self.names.get(exam_id) or exam_id)
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
            if high - low < MIN_SPAN_DAYS * DAY:
                middle = (low + high) / 2
                low, high = middle - MIN_SPAN_DAYS * DAY / 2, middle + MIN_SPAN_DAYS * DAY / 2
            spread = high - low
            self.plot.setXRange(low - spread * 0.05, high + spread * 0.05, padding=0)
        self.stack.setCurrentWidget(self.plot if self.series else self.empty)
        self._retranslate()

    def is_empty(self) -> bool:
        """True while the chart shows its sentence instead of a plot (no trainee, or nothing graded)."""
        return self.stack.currentWidget() is self.empty

    def _retranslate(self) -> None:
        if self._plot is not None:
            item = self._plot.getPlotItem()
            colour = self.text_colour.name()
            item.setLabel("left", QCoreApplication.translate("HistoryChart", "Score"), color=colour)
            item.setLabel("bottom", QCoreApplication.translate("HistoryChart", "Date"), color=colour)
            if self._trainee:
                title = QCoreApplication.translate("HistoryChart", "Exam history of %1").replace("%1", self._trainee)
            else:
                title = QCoreApplication.translate("HistoryChart", "Select a trainee to see the history")
            item.setTitle(title, color=colour)
        if self._trainee:
            self.empty.setText(
                QCoreApplication.translate("HistoryChart", "%1 has no graded exam yet.").replace("%1", self._trainee)
            )
        else:
            self.empty.setText(QCoreApplication.translate("HistoryChart", "Select a trainee to see the history"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        elif event.type() == QEvent.Type.PaletteChange:
            self._apply_theme()
            self._draw()
        super().changeEvent(event)

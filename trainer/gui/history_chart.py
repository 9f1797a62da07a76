"""A trainee's exam history as a chart, drawn with QPainter: score against the date of each graded attempt, one
line per exam (named by its title), its pass mark as a dashed line, passed attempts as filled dots and failed
ones as crosses. The chart takes its colours from the application's palette (the dark or the light theme) and its
x axis shows local dates (``2026-11-30``), whatever the span. Dragging pans the dates, the wheel zooms them, a double
click or Home shows every attempt again; a point's tool tip names the exam, the date and the score.

Our own widget rather than a plotting library: the one we had (pyqtgraph) brought Qt's OpenGL modules into the
desktop bundle, ~10 MB for one chart (packaging/README.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta

from trainer.gui.qt import (
    QApplication,
    QColor,
    QCoreApplication,
    QEvent,
    QPainter,
    QPen,
    QPointF,
    QRectF,
    Qt,
    QtGui,
    QtWidgets,
    QWidget,
)
from trainer.gui.theme import themed
from trainer.training.store import HistoryPoint

PALETTE = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#c25e00", "#0f8b99", "#8c564b")
"""Line colours on a light background (the light theme): each at least 3:1 on white, as WCAG 2 asks of graphics."""
DARK_PALETTE = ("#4fc3f7", "#ff8a80", "#a5d6a7", "#ce93d8", "#ffb74d", "#80deea", "#bcaaa4")
"""Line colours on a dark background (the app's theme)."""
DAY = 86400.0
DAY_STEPS = (1, 2, 7, 14, 30, 61, 91, 182, 365, 730)
"""Days between two date ticks: the smallest that leaves room for every label."""
MIN_SPAN_DAYS = 6
"""The x axis spans at least this many days, so a lone attempt still sits among dates."""
MARGIN = 0.05
"""Room left and right of the attempts, as a share of their span."""
Y_RANGE = (-5.0, 105.0)
"""Scores 0-100 and 5 % room above and below."""
ZOOM_LIMITS = (DAY / 2, 40 * 365 * DAY)
"""The narrowest and widest span the wheel zooms to."""
HIT_RADIUS = 8.0
"""How near (pixels) the mouse must be to a point for its tool tip."""


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


@dataclass
class Series:
    """One exam's line as drawn."""

    exam_id: str
    name: str
    colour: QColor
    xs: list[float] = field(default_factory=list)
    ys: list[int] = field(default_factory=list)
    passed: list[bool] = field(default_factory=list)
    mark: int | None = None


@dataclass
class Layout:
    """Where everything goes in a widget of a given size (the painting, the tool tips and the tests share it)."""

    plot: QRectF
    """The data area inside the axes."""
    title: QRectF
    y_label: QRectF
    """The rotated "Score", as the rectangle it covers."""
    x_label: QRectF
    y_ticks: list[tuple[int, QRectF]]
    date_labels: list[tuple[float, str, QRectF]]
    """(timestamp, text, rectangle) of every date shown under the axis: none overlaps another."""
    grid_days: list[float]
    legend: QRectF


class PlotCanvas(QWidget):
    """The plot itself: axes, grid, lines, points, pass marks, legend and title, painted on the palette's base."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: list[Series] = []
        self.full_range = (0.0, DAY * MIN_SPAN_DAYS)
        """The x range that shows every attempt (what a double click or Home returns to)."""
        self.x_range = self.full_range
        self.title = ""
        self.y_text = ""
        self.x_text = ""
        self.background = QColor("#ffffff")
        self.text_colour = QColor("#000000")
        self._drag: tuple[float, tuple[float, float]] | None = None
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setMinimumSize(240, 160)

    # ------------------------------------------------------------------------------------------- geometry

    def _fonts(self) -> tuple[QtGui.QFont, QtGui.QFont]:
        base = QtGui.QFont(self.font())
        title = QtGui.QFont(base)
        title.setPointSizeF(base.pointSizeF() * 1.25 if base.pointSizeF() > 0 else 12)
        return base, title

    def placement_for(self, width: float, height: float) -> Layout:
        base, title_font = self._fonts()
        fm = QtGui.QFontMetricsF(base)
        tm = QtGui.QFontMetricsF(title_font)
        line = fm.height()
        pad = 6.0
        title = QRectF(0, pad, width, tm.height())
        y_label = QRectF(pad, 0, line, 0)  # height set below
        tick_w = fm.horizontalAdvance("100")
        left = y_label.right() + pad + tick_w + 8
        top = title.bottom() + pad + fm.height() / 2
        date_w = fm.horizontalAdvance("0000-00-00")
        right = width - pad - date_w / 2  # a date at the right edge still fits
        bottom = height - pad - line - 4 - line - 6  # the axis name, the dates, the tick marks
        plot = QRectF(QPointF(left, top), QPointF(max(left + 10, right), max(top + 10, bottom)))
        y_label = QRectF(pad, plot.top(), line, plot.height())
        x_label = QRectF(plot.left(), height - pad - line, plot.width(), line)
        y_ticks = []
        for score in range(0, 101, 20):
            y = self.y_to_px(score, plot)
            y_ticks.append((score, QRectF(y_label.right() + pad, y - line / 2, tick_w, line)))
        low, high = self.x_range
        slot = date_w * 1.6  # a label and a gap of more than half a label
        days = date_ticks(low, high, max(1, int(plot.width() // slot)))
        labels: list[tuple[float, str, QRectF]] = []
        for t in days:
            x = self.x_to_px(t, plot)
            text = date_text(t)
            w = fm.horizontalAdvance(text)
            rect = QRectF(x - w / 2, plot.bottom() + 6, w, line)
            if rect.left() < 0 or rect.right() > width:
                continue  # cut by the edge: left out rather than shown in part
            if labels and rect.left() < labels[-1][2].right() + fm.horizontalAdvance(" "):
                continue  # never on top of the one before (a span wider than the widest step allows)
            labels.append((t, text, rect))
        legend = self._legend_rect(plot, fm)
        return Layout(plot, title, y_label, x_label, y_ticks, labels, days, legend)

    def placement(self) -> Layout:
        return self.placement_for(self.width(), self.height())

    def x_to_px(self, t: float, plot: QRectF) -> float:
        low, high = self.x_range
        return plot.left() + (t - low) / (high - low) * plot.width()

    @staticmethod
    def y_to_px(score: float, plot: QRectF) -> float:
        low, high = Y_RANGE
        return plot.bottom() - (score - low) / (high - low) * plot.height()

    def points_px(self, plot: QRectF | None = None) -> list[tuple[Series, int, QPointF]]:
        """Every attempt's place in the widget: (its series, its index there, the point)."""
        plot = plot or self.placement().plot
        return [
            (s, i, QPointF(self.x_to_px(x, plot), self.y_to_px(y, plot)))
            for s in self.series
            for i, (x, y) in enumerate(zip(s.xs, s.ys, strict=True))
        ]

    def _legend_size(self, fm: QtGui.QFontMetricsF, plot: QRectF) -> tuple[float, float, float]:
        """(width, height, widest name) of the legend box; names longer than half the plot are elided."""
        widest = min(max((fm.horizontalAdvance(s.name) for s in self.series), default=0.0), plot.width() / 2)
        return widest + 44, len(self.series) * fm.height() * 1.3 + 10, widest

    def _legend_rect(self, plot: QRectF, fm: QtGui.QFontMetricsF) -> QRectF:
        """The legend in the plot's corner that hides the fewest points (the top left one when all are alike)."""
        w, h, _widest = self._legend_size(fm, plot)
        inset = 10.0
        corners = [
            QRectF(plot.left() + inset, plot.top() + inset, w, h),
            QRectF(plot.right() - inset - w, plot.top() + inset, w, h),
            QRectF(plot.left() + inset, plot.bottom() - inset - h, w, h),
            QRectF(plot.right() - inset - w, plot.bottom() - inset - h, w, h),
        ]
        points = [p for _s, _i, p in self.points_px(plot)]
        lines = [s.mark for s in self.series if s.mark is not None]

        def hidden(rect: QRectF) -> tuple[int, int]:
            near = rect.adjusted(-8, -8, 8, 8)
            marks = sum(rect.top() <= self.y_to_px(m, plot) <= rect.bottom() for m in lines)
            return sum(near.contains(p) for p in points), marks

        return min(corners, key=hidden)

    # ------------------------------------------------------------------------------------------- painting

    def colours(self) -> tuple[QColor, QColor, QColor]:
        """(major grid, minor grid, axis) colours for the background."""
        major, minor = QColor(self.text_colour), QColor(self.text_colour)
        major.setAlpha(60)
        minor.setAlpha(28)
        return major, minor, QColor(self.text_colour)

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        painter = QPainter(self)
        try:
            self._paint(painter)
        finally:
            painter.end()

    def _paint(self, painter: QPainter) -> None:
        painter.fillRect(self.rect(), self.background)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        base, title_font = self._fonts()
        fm = QtGui.QFontMetricsF(base)
        lay = self.placement()
        plot = lay.plot
        major, minor, axis = self.colours()
        # the grid: every 20 points, lighter every 10; a line at each date shown
        for score in range(0, 101, 10):
            y = self.y_to_px(score, plot)
            painter.setPen(QPen(major if score % 20 == 0 else minor, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(QPen(major, 1))
        for t in lay.grid_days:
            x = self.x_to_px(t, plot)
            painter.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()))
        # the data, inside the axes
        painter.save()
        painter.setClipRect(plot.adjusted(-1, -8, 1, 8))  # a dot at 100 or 0 shows whole
        for s in self.series:
            if s.mark is not None:
                pen = QPen(s.colour, 1, Qt.PenStyle.DashLine)
                painter.setPen(pen)
                y = self.y_to_px(s.mark, plot)
                painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        for s in self.series:
            points = [QPointF(self.x_to_px(x, plot), self.y_to_px(y, plot)) for x, y in zip(s.xs, s.ys, strict=True)]
            painter.setPen(QPen(s.colour, 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.drawPolyline(points)
            for point, ok in zip(points, s.passed, strict=True):
                self._marker(painter, point, s.colour, ok)
        painter.restore()
        # the axes
        painter.setPen(QPen(axis, 1))
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.setFont(base)
        for score, rect in lay.y_ticks:
            y = self.y_to_px(score, plot)
            painter.drawLine(QPointF(plot.left() - 4, y), QPointF(plot.left(), y))
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), str(score))
        for t, text, rect in lay.date_labels:
            x = self.x_to_px(t, plot)
            painter.drawLine(QPointF(x, plot.bottom()), QPointF(x, plot.bottom() + 4))
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)
        painter.drawText(lay.x_label, int(Qt.AlignmentFlag.AlignCenter), self.x_text)
        painter.save()
        centre = lay.y_label.center()
        painter.translate(centre)
        painter.rotate(-90)
        size = lay.y_label.size()
        painter.drawText(
            QRectF(-size.height() / 2, -size.width() / 2, size.height(), size.width()),
            int(Qt.AlignmentFlag.AlignCenter),
            self.y_text,
        )
        painter.restore()
        painter.setFont(title_font)
        painter.drawText(lay.title, int(Qt.AlignmentFlag.AlignCenter), self.title)
        painter.setFont(base)
        if self.series:
            self._paint_legend(painter, lay.legend, fm, plot)

    @staticmethod
    def _marker(painter: QPainter, point: QPointF, colour: QColor, passed: bool) -> None:
        if passed:
            painter.setPen(QPen(colour, 1.5))
            painter.setBrush(colour)
            painter.drawEllipse(point, 6, 6)
            painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            painter.setPen(QPen(colour, 3.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            r = 5.0
            painter.drawLine(point + QPointF(-r, -r), point + QPointF(r, r))
            painter.drawLine(point + QPointF(-r, r), point + QPointF(r, -r))

    def _paint_legend(self, painter: QPainter, rect: QRectF, fm: QtGui.QFontMetricsF, plot: QRectF) -> None:
        fill = QColor(self.background)
        fill.setAlpha(200)
        border = self.text_colour.darker(150) if is_dark(self.background) else self.text_colour.lighter(150)
        painter.setPen(QPen(border, 1))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 4, 4)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        _w, _h, widest = self._legend_size(fm, plot)
        row = fm.height() * 1.3
        for n, s in enumerate(self.series):
            y = rect.top() + 5 + row * n + row / 2
            painter.setPen(QPen(s.colour, 2))
            painter.drawLine(QPointF(rect.left() + 8, y), QPointF(rect.left() + 30, y))
            painter.setPen(QPen(self.text_colour))
            name = fm.elidedText(s.name, Qt.TextElideMode.ElideRight, widest + 1)
            text = QRectF(rect.left() + 36, y - row / 2, widest + 4, row)
            painter.drawText(text, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), name)

    # ------------------------------------------------------------------------------------------- the mouse

    def reset_view(self) -> None:
        """Every attempt in sight again."""
        self.x_range = self.full_range
        self.update()

    def zoom(self, factor: float, at: float | None = None) -> None:
        """Span the x axis ``factor`` times as wide (< 1: closer), keeping the date at ``at`` (pixels) in place."""
        low, high = self.x_range
        plot = self.placement().plot
        share = 0.5 if at is None else min(1.0, max(0.0, (at - plot.left()) / plot.width()))
        anchor = low + share * (high - low)
        span = min(ZOOM_LIMITS[1], max(ZOOM_LIMITS[0], (high - low) * factor))
        self.x_range = (anchor - share * span, anchor - share * span + span)
        self.update()

    def pan(self, pixels: float) -> None:
        """Move the dates ``pixels`` to the right (the earlier dates come into sight)."""
        low, high = self.x_range
        shift = pixels / self.placement().plot.width() * (high - low)
        self.x_range = (low - shift, high - shift)
        self.update()

    def mousePressEvent(self, event: QtGui.QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._drag = (event.position().x(), self.x_range)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QtGui.QMouseEvent) -> None:
        if self._drag is not None:
            start, (low, high) = self._drag
            self.x_range = (low, high)
            self.pan(event.position().x() - start)
            event.accept()
        else:
            super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QtGui.QMouseEvent) -> None:
        if self._drag is not None and event.button() == Qt.MouseButton.LeftButton:
            self._drag = None
            self.unsetCursor()
            event.accept()
        else:
            super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QtGui.QMouseEvent) -> None:
        self.reset_view()
        event.accept()

    def wheelEvent(self, event: QtGui.QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if not steps:
            event.ignore()
            return
        self.zoom(0.85**steps, event.position().x())
        event.accept()

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Home:
            self.reset_view()
            event.accept()
        else:
            super().keyPressEvent(event)

    def point_at(self, pos: QPointF) -> tuple[Series, int] | None:
        """The attempt drawn nearest ``pos`` within :data:`HIT_RADIUS` pixels, if any."""
        lay = self.placement()
        if not lay.plot.adjusted(-HIT_RADIUS, -HIT_RADIUS, HIT_RADIUS, HIT_RADIUS).contains(pos):
            return None
        best: tuple[float, Series, int] | None = None
        for s, i, p in self.points_px(lay.plot):
            d = (p.x() - pos.x()) ** 2 + (p.y() - pos.y()) ** 2
            if d <= HIT_RADIUS**2 and (best is None or d < best[0]):
                best = (d, s, i)
        return None if best is None else (best[1], best[2])

    def tool_tip(self, series: Series, index: int) -> str:
        when = datetime.fromtimestamp(series.xs[index]).strftime("%Y-%m-%d %H:%M")
        if series.passed[index]:
            score = QCoreApplication.translate("HistoryChart", "Score %1 · passed")
        else:
            score = QCoreApplication.translate("HistoryChart", "Score %1 · not passed")
        return f"{series.name}\n{when}\n{score.replace('%1', str(series.ys[index]))}"

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QtGui.QHelpEvent):
            hit = self.point_at(QPointF(event.pos()))
            if hit is None:
                QtWidgets.QToolTip.hideText()
                event.ignore()
            else:
                QtWidgets.QToolTip.showText(event.globalPos(), self.tool_tip(*hit), self)
            return True
        return super().event(event)


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
        themed(self.empty, "color: $muted; font-size: 15px")
        self.plot = PlotCanvas(self.stack)
        self.stack.addWidget(self.empty)
        self.stack.addWidget(self.plot)
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
    def background(self) -> QColor:
        return self.plot.background

    @property
    def text_colour(self) -> QColor:
        return self.plot.text_colour

    @property
    def x_range(self) -> tuple[float, float]:
        """The dates in sight (timestamps): every attempt, or where the user panned and zoomed."""
        return self.plot.x_range

    @property
    def legend(self) -> list[tuple[str, QColor]]:
        """The legend's rows: each exam's name and line colour."""
        return [(s.name, s.colour) for s in self.plot.series]

    def _apply_theme(self) -> None:
        """Colours from the application's palette: the theme's background, its text for axes and titles."""
        background, text, _grid = theme_colours()
        self.plot.background, self.plot.text_colour = background, text
        self.plot.update()

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

    def _draw(self, keep_view: bool = False) -> None:
        self.series = {}
        passed: dict[str, list[bool]] = {}
        for point in self._points:
            if point.score is None:
                continue
            xs, ys = self.series.setdefault(point.exam_id, ([], []))
            xs.append(_timestamp(point.date))
            ys.append(point.score)
            passed.setdefault(point.exam_id, []).append(bool(point.passed))
        colours = DARK_PALETTE if is_dark(self.background) else PALETTE
        self.plot.series = [
            Series(
                exam_id,
                self.names.get(exam_id) or exam_id,
                QColor(colours[n % len(colours)]),
                xs,
                ys,
                passed[exam_id],
                self._pass_marks.get(exam_id),
            )
            for n, (exam_id, (xs, ys)) in enumerate(sorted(self.series.items()))
        ]
        if self.series:
            every = [x for xs, _ in self.series.values() for x in xs]
            low, high = min(every), max(every)
            if high - low < MIN_SPAN_DAYS * DAY:
                middle = (low + high) / 2
                low, high = middle - MIN_SPAN_DAYS * DAY / 2, middle + MIN_SPAN_DAYS * DAY / 2
            spread = high - low
            self.plot.full_range = (low - spread * MARGIN, high + spread * MARGIN)
            if not keep_view:
                self.plot.x_range = self.plot.full_range
        self.stack.setCurrentWidget(self.plot if self.series else self.empty)
        self._retranslate()
        self.plot.update()

    def is_empty(self) -> bool:
        """True while the chart shows its sentence instead of a plot (no trainee, or nothing graded)."""
        return self.stack.currentWidget() is self.empty

    def _retranslate(self) -> None:
        self.plot.y_text = QCoreApplication.translate("HistoryChart", "Score")
        self.plot.x_text = QCoreApplication.translate("HistoryChart", "Date")
        if self._trainee:
            self.plot.title = QCoreApplication.translate("HistoryChart", "Exam history of %1").replace(
                "%1", self._trainee
            )
            self.empty.setText(
                QCoreApplication.translate("HistoryChart", "%1 has no graded exam yet.").replace("%1", self._trainee)
            )
        else:
            self.plot.title = QCoreApplication.translate("HistoryChart", "Select a trainee to see the history")
            self.empty.setText(QCoreApplication.translate("HistoryChart", "Select a trainee to see the history"))
        self.plot.update()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        elif event.type() == QEvent.Type.PaletteChange:
            self._apply_theme()
            self._draw(keep_view=True)
        super().changeEvent(event)

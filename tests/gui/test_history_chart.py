"""The history chart: a sentence instead of an empty date axis while there is nothing to plot; our own QPainter
plot (no plotting library: pyqtgraph brought Qt's OpenGL modules into the bundle): the lines' colours where the
points are, dates that never overlap, dragging and the wheel move the dates, a double click or Home shows every
attempt again, a point's tool tip."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
from pathlib import Path

import pytest

from trainer.gui import i18n
from trainer.gui.history_chart import DARK_PALETTE, DAY, PALETTE, HistoryChart
from trainer.gui.qt import QApplication, QColor, QEvent, QPointF, Qt, QtCore, QtGui
from trainer.training.store import HistoryPoint, Status

ROOT = Path(__file__).resolve().parents[2]


def _point(n: int, score: int | None) -> HistoryPoint:
    return HistoryPoint(n, f"2026-11-0{n}T10:00:00+00:00", "cert", score, None if score is None else score >= 80,
                        Status.FINISHED)  # fmt: skip


def _history() -> tuple[list[HistoryPoint], dict[str, int], dict[str, str]]:
    """Three exams over two months; the third has no title (its id names it)."""
    rows = {
        "cert": [("2026-10-02", 62), ("2026-10-09", 74), ("2026-10-20", 81), ("2026-11-25", 95)],
        "payouts": [("2026-10-05", 55), ("2026-11-10", 72), ("2026-11-28", 90)],
        "refresh": [("2026-10-25", 40), ("2026-11-15", 100)],
    }
    marks = {"cert": 80, "payouts": 70, "refresh": 60}
    points = [
        HistoryPoint(n, f"{day}T09:00:00+00:00", exam, score, score >= marks[exam], Status.FINISHED)
        for n, (exam, day, score) in enumerate(((e, d, s) for e, r in rows.items() for d, s in r), 1)
    ]
    return points, marks, {"cert": "Dealer certification", "payouts": "Payout drill exam"}


def _shown(qtbot, width: int = 900, height: int = 420) -> HistoryChart:
    chart = HistoryChart()
    qtbot.addWidget(chart)
    chart.set_history("Lei Ka Man", *_history())
    chart.resize(width, height)
    chart.show()
    qtbot.waitExposed(chart)
    return chart


def _mouse(kind: QEvent.Type, x: float, button: Qt.MouseButton, buttons: Qt.MouseButton) -> QtGui.QMouseEvent:
    pos = QPointF(x, 150)
    return QtGui.QMouseEvent(kind, pos, pos, button, buttons, Qt.KeyboardModifier.NoModifier)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_no_trainee_shows_a_translated_sentence_not_an_axis(qtbot, english, lang):
    i18n.install_translator(english, lang)
    chart = HistoryChart()
    qtbot.addWidget(chart)
    assert chart.is_empty() and not chart.plot.isVisibleTo(chart)
    expected = "選擇學員以查看紀錄" if lang == "zh-Hant" else "Select a trainee to see the history"
    assert chart.empty.text() == expected


def test_a_trainee_with_scores_gets_the_plot_and_one_without_gets_a_sentence(qtbot, english):
    chart = HistoryChart()
    qtbot.addWidget(chart)
    chart.set_history("Lei", [_point(1, 70), _point(2, 90)], {"cert": 80})
    assert not chart.is_empty() and chart.series["cert"][1] == [70, 90]
    chart.set_history("Ana", [_point(3, None)])
    assert chart.is_empty() and "Ana" in chart.empty.text()
    chart.clear()
    assert chart.is_empty() and "Ana" not in chart.empty.text()


def test_the_chart_draws_without_pyqtgraph_or_qt_opengl():
    """The bundle leaves out QtOpenGL (packaging/trainer.spec): the trainer tools' chart must not need it."""
    code = (
        "import sys\n"
        "from trainer.gui.qt import QApplication\n"
        "from trainer.gui.history_chart import HistoryChart\n"
        "from tests.gui.test_history_chart import _history\n"
        "app = QApplication([])\n"
        "chart = HistoryChart()\n"
        "chart.set_history('Lei', *_history())\n"
        "chart.resize(600, 300)\n"
        "chart.grab()\n"
        "print(sorted(m for m in sys.modules if m.startswith(('pyqtgraph', 'PySide6.QtOpenGL', 'numpy'))))\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_each_point_is_drawn_in_its_exams_colour_and_the_legend_names_the_exams(qtbot, english, dark):
    from trainer.gui.app import apply_theme

    old = QApplication.palette()
    if dark:
        apply_theme(english, set_style=False)
    else:  # the style's own light palette, whatever the tests before left
        english.setPalette(english.style().standardPalette())
    try:
        chart = _shown(qtbot)
        colours = DARK_PALETTE if dark else PALETTE
        assert chart.legend == [
            ("Dealer certification", QColor(colours[0])),
            ("Payout drill exam", QColor(colours[1])),
            ("refresh", QColor(colours[2])),  # no title: its id
        ]
        image = chart.plot.grab().toImage()
        points = chart.plot.points_px()
        assert len(points) == 9
        for series, index, p in points:
            assert image.pixelColor(round(p.x()), round(p.y())) == series.colour, (series.exam_id, index)
        assert image.pixelColor(1, 1) == chart.background
    finally:
        english.setPalette(old)


def test_the_legend_hides_no_point_when_a_corner_is_free(qtbot, english):
    chart = _shown(qtbot, 520, 260)
    legend = chart.plot.placement().legend.adjusted(-6, -6, 6, 6)
    assert not [p for _s, _i, p in chart.plot.points_px() if legend.contains(p)]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("width", [300, 520, 900, 1400])
def test_date_labels_never_overlap_and_fit_the_widget(qtbot, english, lang, width):
    i18n.install_translator(english, lang)
    chart = _shown(qtbot, width, 300)
    for zoom in (1.0, 0.05, 200.0, 1e6):  # as drawn; close up (hours); years; as wide as the wheel goes
        chart.plot.reset_view()
        chart.plot.zoom(zoom)
        labels = chart.plot.placement().date_labels
        assert labels or width < 500, zoom  # a narrow chart spanning years may have no date in sight
        for (_t, _a, one), (_u, _b, two) in itertools.pairwise(labels):
            assert one.right() < two.left(), (zoom, _a, _b)
        assert all(r.left() >= 0 and r.right() <= chart.plot.width() for _t, _text, r in labels)
        assert len({text for _t, text, _r in labels}) == len(labels)


def test_dragging_pans_the_dates_the_wheel_zooms_and_a_double_click_or_home_shows_all(qtbot, english):
    chart = _shown(qtbot)
    plot = chart.plot
    full = chart.x_range
    low, high = full
    left, right = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    QApplication.sendEvent(plot, _mouse(QEvent.Type.MouseButtonPress, 400, left, left))
    QApplication.sendEvent(plot, _mouse(QEvent.Type.MouseMove, 500, right, left))
    QApplication.sendEvent(plot, _mouse(QEvent.Type.MouseButtonRelease, 500, left, right))
    shift = 100 / plot.placement().plot.width() * (high - low)
    assert chart.x_range == pytest.approx((low - shift, high - shift)), "dragged right: earlier dates in sight"
    qtbot.mouseDClick(plot, left, pos=QtCore.QPoint(300, 150))
    assert chart.x_range == full
    wheel = QtGui.QWheelEvent(
        QPointF(300, 150), QPointF(300, 150), QtCore.QPoint(), QtCore.QPoint(0, 240), Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False,
    )  # fmt: skip
    QApplication.sendEvent(plot, wheel)
    zoomed = chart.x_range
    assert zoomed[1] - zoomed[0] < (high - low) * 0.8, "the wheel forward comes closer"
    at = low + (300 - plot.placement().plot.left()) / plot.placement().plot.width() * (high - low)
    assert at == pytest.approx(zoomed[0] + (300 - plot.placement().plot.left()) / plot.placement().plot.width() * (
        zoomed[1] - zoomed[0]))  # fmt: skip  # the date under the mouse stays there
    qtbot.keyClick(plot, Qt.Key.Key_Home)
    assert chart.x_range == full
    chart.set_history("Lei Ka Man", [_point(1, 70)], {"cert": 80})
    one = chart.x_range
    assert one[1] - one[0] == pytest.approx(6 * DAY * 1.1), "a lone attempt: six days and 5 % on each side"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_point_tells_its_exam_date_and_score(qtbot, english, lang):
    i18n.install_translator(english, lang)
    chart = _shown(qtbot)
    series, index, p = next((s, i, p) for s, i, p in chart.plot.points_px() if s.exam_id == "payouts" and i == 1)
    hit = chart.plot.point_at(p + QPointF(3, -2))
    assert hit == (series, index)
    text = chart.plot.tool_tip(*hit)
    lines = text.split("\n")
    assert lines[0] == "Payout drill exam" and lines[1].startswith("2026-11-10")
    assert lines[2] == ("得分 72 · 合格" if lang == "zh-Hant" else "Score 72 · passed")
    assert chart.plot.point_at(QPointF(p.x(), p.y() - 40)) is None


def test_the_texts_follow_the_language_and_the_colours_the_palette(qtbot, english):
    chart = _shown(qtbot)
    assert (chart.plot.title, chart.plot.y_text, chart.plot.x_text) == ("Exam history of Lei Ka Man", "Score", "Date")
    i18n.install_translator(english, "zh-Hant")
    english.processEvents()
    assert (chart.plot.title, chart.plot.y_text, chart.plot.x_text) == ("Lei Ka Man 的考核紀錄", "得分", "日期")
    chart.plot.zoom(0.5)
    view = chart.x_range
    old = QApplication.palette()
    palette = QtGui.QPalette(old)
    palette.setColor(QtGui.QPalette.ColorRole.Base, QColor("#101010"))
    try:
        english.setPalette(palette)
        english.processEvents()
        assert chart.background == QColor("#101010")
        assert chart.legend[0][1] == QColor(DARK_PALETTE[0]) and chart.x_range == view, "recoloured, not moved"
    finally:
        english.setPalette(old)

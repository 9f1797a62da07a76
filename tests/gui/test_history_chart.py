"""The history chart: a sentence instead of an empty date axis while there is nothing to plot."""

from __future__ import annotations

import pytest

from trainer.gui import i18n
from trainer.gui.history_chart import HistoryChart
from trainer.training.store import HistoryPoint, Status


def _point(n: int, score: int | None) -> HistoryPoint:
    return HistoryPoint(n, f"2026-11-0{n}T10:00:00+00:00", "cert", score, None if score is None else score >= 80,
                        Status.FINISHED)  # fmt: skip


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

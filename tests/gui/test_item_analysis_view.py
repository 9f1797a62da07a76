"""The trainer tools' Item analysis tab (issue 14, item 3) on the hand-computed example store: its own filters
(trainee, exam, from/until, month/week), the three tables, the errors in the grader's words, CSV and PDF export."""

from __future__ import annotations

import csv
from datetime import date

import pytest

from tests.training.test_item_analysis_store import make_example
from trainer.gui.item_analysis_view import ItemAnalysisView
from trainer.gui.qt import QtCore
from trainer.training.store import ResultsStore

UNCHECKED = " — Seals not checked in these figures: use “Check the records”"  # (the button beside it, issue 32)
"""The tab reads in bulk, checking no seal, and says so after its figures (docs/exams.md)."""


@pytest.fixture
def view(qtbot, english, tmp_path):
    store = ResultsStore.open(make_example(tmp_path / "data"))
    widget = ItemAnalysisView(store)
    qtbot.addWidget(widget)
    widget.resize(1280, 700)
    widget.show()
    yield widget
    store.close()


def _rows(table) -> list[list[str]]:
    return [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def test_the_three_tables_show_the_hand_computed_figures(view):
    by = {row[0]: row for row in _rows(view.scenario_table)}  # unknown ids stand for their titles
    assert by["s1"][1:6] == ["4", "50%", "75.0", "-0.18", "+0.00"]
    assert by["s1"][6] == "A11.1 ×2, e.g. “Deal the cards in order”"  # the grader's words, not the code
    assert by["s2"][1:6] == ["4", "50%", "75.0", "+0.32", "+0.00"] and by["s3"][4] == "—"
    assert _rows(view.exam_table) == [["ex", "2026-10", "2", "1", "50%"], ["ex", "2026-11", "2", "2", "100%"]]
    assert len(_rows(view.trainee_table)) == 12 and view.summary.text() == "4 finished attempts" + UNCHECKED
    view.period_combo.setCurrentIndex(view.period_combo.findData("week"))
    assert [r[1] for r in _rows(view.exam_table)] == ["2026-W41", "2026-W45", "2026-W46"]


def test_the_filters_choose_the_attempts(view):
    view.trainee_combo.setCurrentIndex(view.trainee_combo.findData("Ann"))
    history = _rows(view.trainee_table)
    assert [(r[0], r[3], r[5], r[6]) for r in history] == [
        ("Ann", "1", "100", "passed"), ("Ann", "2", "90", "passed"), ("Ann", "3", "80", "passed"),
        ("Ann", "1", "60", "not passed"), ("Ann", "2", "100", "passed"), ("Ann", "3", "100", "passed"),
    ]  # fmt: skip
    assert history[3][7] == "A11.1 Deal the cards in order" and history[3][2] == "ex (version 1)"
    view.trainee_combo.setCurrentIndex(0)
    view.from_date.setDate(QtCore.QDate(2026, 11, 1))
    view.from_check.setChecked(True)
    assert _rows(view.exam_table) == [["ex", "2026-11", "2", "2", "100%"]]
    view.until_date.setDate(QtCore.QDate(2026, 11, 2))  # until includes its day: only Cat's attempt
    view.until_check.setChecked(True)
    assert {r[0] for r in _rows(view.trainee_table)} == {"Cat"}
    view.exam_combo.setCurrentIndex(0)
    assert view.exam_combo.findData("ex") > 0


def test_export_the_table_shown_as_csv_and_the_analysis_as_pdf(view, tmp_path):
    told: list[str] = []
    view.inform = told.append
    view.views.setCurrentWidget(view.exam_table)
    suggested: list[str] = []
    view.ask_path = lambda _caption, name, _pattern: suggested.append(name) or str(tmp_path / "exams")
    path = view.export("csv")
    assert path == tmp_path / "exams.csv" and told == [f"Wrote {path}"]
    assert suggested[0].endswith(f"item-analysis-exams-{date.today().isoformat()}.csv")
    with path.open(encoding="utf-8-sig", newline="") as fh:
        assert [r[3:] for r in list(csv.reader(fh))[1:]] == [["2026-10", "2", "1", "0.5"], ["2026-11", "2", "2", "1.0"]]
    view.ask_path = lambda _caption, _name, _pattern: str(tmp_path / "analysis.pdf")
    pdf = view.export("pdf")
    assert pdf is not None and pdf.read_bytes().startswith(b"%PDF")
    view.ask_path = lambda _caption, _name, _pattern: str(tmp_path / "nowhere" / "x.csv")
    assert view.export("csv") is None and told[-1].startswith(f"Cannot write {tmp_path / 'nowhere' / 'x.csv'}")


def test_a_store_of_years_is_read_with_a_progress_that_can_be_cancelled(view, monkeypatch):
    """Issue 18: from PROGRESS_FROM attempts a progress dialog shows the reading; cancelled, the tables stay as
    they were. Without a trainee chosen, a history over the limit is left out and the summary says so."""
    from trainer.gui.qt import QtWidgets
    from trainer.training import item_analysis

    before = _rows(view.scenario_table)
    monkeypatch.setattr(ItemAnalysisView, "PROGRESS_FROM", 1)
    monkeypatch.setattr(QtWidgets.QProgressDialog, "wasCanceled", lambda self: True)
    shown: list[int] = []
    monkeypatch.setattr(QtWidgets.QProgressDialog, "setValue", lambda self, n: shown.append(n))
    view.period_combo.setCurrentIndex(view.period_combo.findData("week"))  # a refresh, cancelled
    assert shown == [0] and _rows(view.scenario_table) == before
    assert [r[1] for r in _rows(view.exam_table)] == ["2026-10", "2026-11"]  # still by month
    monkeypatch.setattr(QtWidgets.QProgressDialog, "wasCanceled", lambda self: False)
    monkeypatch.setattr("trainer.gui.item_analysis_view.HISTORY_LIMIT", 5)
    monkeypatch.setattr(item_analysis, "HISTORY_LIMIT", 5)
    view.refresh()
    assert [r[1] for r in _rows(view.exam_table)] == ["2026-W41", "2026-W45", "2026-W46"]
    assert _rows(view.trainee_table) == []
    assert (
        view.summary.text() == "4 finished attempts — more than 5 items: choose a trainee to see a history" + UNCHECKED
    )
    view.trainee_combo.setCurrentIndex(view.trainee_combo.findData("Ann"))
    assert len(_rows(view.trainee_table)) == 6 and view.summary.text() == "2 finished attempts" + UNCHECKED


def test_brought_back_to_the_front_it_reads_the_store_again_only_if_an_attempt_started_or_ended(view, monkeypatch):
    """Issue 18: reading a store of years takes seconds; the tab reads it again only when something changed."""
    reads: list[int] = []
    real = ResultsStore.iter_graded

    def counted(self, **filters):
        reads.append(1)
        return real(self, **filters)

    monkeypatch.setattr(ResultsStore, "iter_graded", counted)
    view.refresh_if_changed()
    assert reads == []
    attempt = view.store.start_attempt("Dan", "ex", "1", "sha256:ex", 7)
    view.refresh_if_changed()  # a new attempt (not graded yet): read again
    assert len(reads) == 1 and view.summary.text() == "4 finished attempts" + UNCHECKED
    view.refresh_if_changed()
    assert len(reads) == 1
    item = view.store.add_item(attempt, 0, "s1", "sha256:s1")
    view.store.finish_item(item, {"score": 100, "passed": True, "errors": []})
    view.store.finish_attempt(attempt, score=100, passed=True, grade={"score": 100, "passed": True})
    view.refresh_if_changed()
    assert len(reads) == 2 and view.summary.text() == "5 finished attempts" + UNCHECKED

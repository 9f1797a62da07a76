"""The trainer tools' results table reads the store a page at a time (issue 18): it opens on the newest attempts,
reads older pages as it is scrolled, and reads them all before a filter or another sort (so those stay exact).
Pages of 3 here stand for the 500 of a real store."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.training.test_store import take_exam
from trainer.gui import results_model
from trainer.gui.qt import Qt, QtWidgets
from trainer.gui.results_model import COLUMN, ResultsFilter, ResultsModel
from trainer.training.store import ResultsStore

ATTEMPTS = 8


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(results_model, "PAGE", 3)
    with ResultsStore(tmp_path / "data") as s:
        for n in range(ATTEMPTS):
            take_exam(s, trainee=f"T{n % 2}", logs=[[{"action": "shuffle", "method": "manual"}]])
        yield s


def _ids(model: ResultsModel) -> list[int]:
    return [model.attempt(r).id for r in range(model.rowCount())]


def test_the_model_opens_on_the_newest_page_and_fetches_older_pages_at_the_top(store, qapp):
    listed = [a.id for a in store.list_attempts()]  # oldest first
    model = ResultsModel(store)
    assert model.rowCount() == 3 and _ids(model) == listed[-3:]
    assert model.canFetchMore()
    model.fetchMore()
    assert _ids(model) == listed[-6:]
    model.fetch_all()
    assert _ids(model) == listed and not model.canFetchMore()
    assert [a.id for a in model.rows()] == listed


def test_a_small_store_is_read_whole_at_once(store, qapp, monkeypatch):
    monkeypatch.setattr(results_model, "PAGE", 500)
    model = ResultsModel(store)
    assert model.rowCount() == ATTEMPTS and not model.canFetchMore()


def test_the_table_fetches_older_attempts_as_it_is_scrolled_down(store, qtbot):
    model = ResultsModel(store)
    proxy = ResultsFilter()
    proxy.setSourceModel(model)
    view = QtWidgets.QTableView()
    qtbot.addWidget(view)
    view.setModel(proxy)
    view.horizontalHeader().setSortIndicator(COLUMN["started"], Qt.SortOrder.DescendingOrder)  # as the tools do
    view.setSortingEnabled(True)
    view.resize(400, 90)  # room for a row or two: scrolling is needed
    view.show()
    qtbot.waitExposed(view)
    assert model.rowCount() < ATTEMPTS  # opening did not read everything
    newest = store.list_attempts()[-1].id
    assert proxy.attempt_id(0) == newest
    for _ in range(ATTEMPTS):
        view.scrollToBottom()
        qapp_events = QtWidgets.QApplication.instance()
        assert qapp_events is not None
        qapp_events.processEvents()
    qtbot.waitUntil(lambda: model.rowCount() == ATTEMPTS)
    started = [proxy.index(r, COLUMN["started"]).data(results_model.SORT_ROLE) for r in range(proxy.rowCount())]
    assert started == sorted(started, reverse=True)


def test_a_filter_or_another_sort_reads_every_attempt_first(store, qapp):
    model = ResultsModel(store)
    proxy = ResultsFilter()
    proxy.setSourceModel(model)
    proxy.set_trainee("t0")
    assert model.rowCount() == ATTEMPTS
    assert proxy.rowCount() == len(store.list_attempts(trainee="T0"))
    other = ResultsModel(store)
    sorter = ResultsFilter()
    sorter.setSourceModel(other)
    sorter.sort(COLUMN["score"], Qt.SortOrder.AscendingOrder)
    assert other.rowCount() == ATTEMPTS
    lazy = ResultsModel(store)
    newest = ResultsFilter()
    newest.setSourceModel(lazy)
    newest.sort(COLUMN["started"], Qt.SortOrder.DescendingOrder)  # what the pages give: nothing more read
    assert lazy.rowCount() == 3
    assert len(newest.visible_rows()) == ATTEMPTS  # what is exported or analysed is every attempt


def test_the_trainer_tools_open_reading_the_newest_page_once(store, qtbot, monkeypatch):
    """Each page read has its seals checked: the tools' model does not read the page that the tools' own first
    refresh reads again (on 100,000 attempts on a server that was a third of the opening)."""
    from trainer.gui.trainer_tools import TrainerTools

    pages: list[int | None] = []
    real = store.attempts_page

    def counted(*args, **kwargs):
        pages.append(kwargs.get("limit"))
        return real(*args, **kwargs)

    monkeypatch.setattr(store, "attempts_page", counted)
    tools = TrainerTools(store, "Ms Wong")
    qtbot.addWidget(tools)
    assert pages == [3]
    assert tools.model.rowCount() == 3 and tools.proxy.rowCount() == 3

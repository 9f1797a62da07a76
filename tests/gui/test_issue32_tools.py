"""Issue 32, item 16: the trainer tools' Results tab shows a new attempt without being closed (the exam session says
an attempt ended, the tab asks the store while it is shown, and Refresh [F5] reads it again); the Item analysis
offers "Check the records" (核對紀錄) instead of telling a window user to run a command, and says what it found in
plain words; the money put wrong reads "overpaid 100 MOP once" / "多付 100 澳門元（1 次）"."""

from __future__ import annotations

import sqlite3

import pytest

from tests.gui.exam_world import reference_log, store_attempt, wrong_log
from trainer.engine.words import money_total
from trainer.gui.i18n import install_translator
from trainer.gui.item_analysis_view import ItemAnalysisView
from trainer.gui.qt import QtWidgets
from trainer.gui.trainer_tools import TrainerTools
from trainer.training.exams import load_exam
from trainer.training.store import ResultsStore


def _plain(root):
    return [root / "scenarios" / "gui-plain-1.toml", root / "scenarios" / "gui-plain-2.toml"]


@pytest.fixture
def tools(world, qtbot):
    """Trainer tools on screen over a store with one finished attempt, the Results tab shown."""
    root, exam_path, store = world
    store_attempt(store, exam_path, "陳大文", [reference_log(p) for p in _plain(root)])
    widget = TrainerTools(store, "Ms Wong")
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    assert widget.model.rowCount() == 1
    return widget


def test_the_shown_results_tab_reads_an_attempt_stored_meanwhile(world, tools):
    """An attempt stored elsewhere (another window, a training PC) while the tab is shown: the tab's watch sees that
    the store's count changed and reads the results again; nothing new, nothing read."""
    root, exam_path, store = world
    assert tools.watch.timer.isActive(), "it watches while the tab is shown"
    assert not tools.watch.check()
    store_attempt(store, exam_path, "Lei Ka Man", [wrong_log(p) for p in _plain(root)])
    assert tools.model.rowCount() == 1
    assert tools.watch.check()
    assert tools.model.rowCount() == 2
    assert {tools.model.attempt(r).trainee for r in range(2)} == {"陳大文", "Lei Ka Man"}
    tools.tabs.setCurrentWidget(tools.analysis_tab)
    assert not tools.watch.timer.isActive(), "not while another tab is shown"


def test_refresh_reads_the_results_again(world, tools, qtbot):
    root, exam_path, store = world
    tools.watch.timer.stop()
    store_attempt(store, exam_path, "Ho Wai", [reference_log(p) for p in _plain(root)])
    assert tools.refresh_button.text() == "Refresh [F5]" and tools.refresh_button.isVisible()
    tools.refresh_button.click()
    assert tools.model.rowCount() == 2


def test_an_exam_ended_in_this_window_shows_in_the_open_results_tab(world, tools, qtbot):
    """The exam session says the attempt ended; the exam screens pass it to the trainer tools open in the window,
    whose Results tab shows the attempt at once (the watch stopped: this is the signal's doing)."""
    from trainer.gui.exam_screens import ExamScreens

    _root, exam_path, store = world
    tools.watch.timer.stop()

    class Host(QtWidgets.QWidget):  # the parts of the main window the exam screens use
        def __init__(self) -> None:
            super().__init__()
            self.pages: dict[str, object] = {}
            self.status = QtWidgets.QStatusBar()
            self.home = type("Home", (), {"buttons": {}, "retranslate": lambda self: None})()

        def set_home_action(self, key, label, slot):
            pass

        def add_page(self, name, widget):
            self.pages[name] = widget

        def show_page(self, name):
            self.shown = name

    host = Host()
    qtbot.addWidget(host)
    screens = ExamScreens(host, store)
    screens.tools = tools
    session = screens.start_exam(load_exam(exam_path), seed=1)
    session.begin("Ho Wai")
    session.time_out()
    assert tools.model.rowCount() == 2
    assert any(tools.model.attempt(r).trainee == "Ho Wai" for r in range(2))


# ------------------------------------------------------------------------------------------ check the records


@pytest.fixture
def analysis(world, qtbot):
    root, exam_path, store = world
    good = store_attempt(store, exam_path, "陳大文", [reference_log(p) for p in _plain(root)])
    bad = store_attempt(store, exam_path, "Lei Ka Man", [wrong_log(p) for p in _plain(root)])
    view = ItemAnalysisView(store)
    qtbot.addWidget(view)
    view.resize(1280, 700)
    view.show()
    qtbot.waitExposed(view)
    said: list[tuple[str, str, bool]] = []
    view.say_check = lambda text, details, ok: said.append((text, details, ok))
    return view, store, good, bad, said


def test_the_item_analysis_offers_to_check_the_records_instead_of_a_command(analysis):
    view, _store, _good, _bad, said = analysis
    footer = view.summary.text()
    assert footer == "2 finished attempts — Seals not checked in these figures: use “Check the records”"
    assert "trainer results verify" not in footer and "run" not in footer
    assert view.check_button.text() == "Check the records" and view.check_button.isVisible()
    view.check_button.click()
    assert said == [
        (
            "2 finished attempts checked: every seal matches, and every round graded again gives the grade recorded.",
            "",
            True,
        )
    ]
    assert view.summary.text().startswith("2 finished attempts — records checked at ")
    assert view.summary.text().endswith(": all in order")


def test_checking_the_records_names_an_attempt_changed_after_it_was_sealed(analysis):
    view, store, good, bad, said = analysis
    with sqlite3.connect(store.path) as db:  # someone makes a failed attempt read as passed
        db.execute("UPDATE attempts SET score = 100, passed = 1 WHERE id = ?", (bad,))
    report = view.check_records()
    assert report is not None and not report.ok
    text, details, ok = said[-1]
    assert not ok
    assert text.splitlines() == [
        "The check found problems (2 finished attempts checked):",
        f"• attempts whose record no longer matches its seal or its grade (changed after it was sealed): {bad}",
    ]
    assert f"attempt {bad} " in details and f"attempt {good} " not in details
    assert view.summary.text().endswith(": problems found")


def test_the_check_of_the_records_speaks_chinese(analysis, qapp):
    view, _store, _good, _bad, said = analysis
    install_translator(qapp, "zh-Hant")
    qapp.processEvents()
    assert view.check_button.text() == "核對紀錄"
    assert "核對紀錄" in view.summary.text() and "trainer results verify" not in view.summary.text()
    view.check_records()
    text, _details, ok = said[-1]
    assert ok and text.startswith("已核對 2 次完成的考核") and "Check" not in text


# ------------------------------------------------------------------------------------------ the money in words


def test_the_money_put_wrong_says_mop_and_how_many_times_in_both_languages():
    once = money_total({"overpaid": 100, "overpayments": 1, "bets_settled": 12})
    assert once.en == "Money: overpaid 100 MOP once, underpaid nothing; 12 bets settled"
    assert once.zh == "金額：多付 100 澳門元（1 次），少付 0 澳門元；共結算 12 注"
    many = money_total({"overpaid": 300, "overpayments": 3, "underpaid": 25, "underpayments": 1, "bets_settled": 1})
    assert many.en == "Money: overpaid 300 MOP in 3 bets, underpaid 25 MOP once; 1 bet settled"
    assert many.zh == "金額：多付 300 澳門元（3 次），少付 25 澳門元（1 次）；共結算 1 注"
    assert "times)" not in once.en + many.en


def test_the_trainees_summary_and_the_report_say_the_money_in_mop(tools, qapp):
    from trainer.gui.report import _money_line

    money = {"overpaid": 100, "overpayments": 1, "underpaid": 0, "underpayments": 0, "bets_settled": 12}
    summary = tools._summary_text("Ann", {"payouts": "learning"}, money, 3)
    assert summary.splitlines()[1] == "Money: overpaid 100 MOP once, underpaid nothing; 12 bets settled"
    line = _money_line(money)
    assert "多付 100 澳門元（1 次）" in line and "overpaid 100 MOP once" in line and "times" not in line
    install_translator(qapp, "zh-Hant")
    try:
        summary = tools._summary_text("Ann", {"payouts": "learning"}, money, 3)
        assert summary.splitlines()[1] == "金額：多付 100 澳門元（1 次），少付 0 澳門元；共結算 12 注"
    finally:
        install_translator(qapp, "en")


def test_a_store_that_cannot_be_read_stops_the_watch(world, tools, monkeypatch):
    from trainer.training.store import StoreError

    def broken(self: ResultsStore) -> tuple[int, int]:
        raise StoreError("the server is gone")

    monkeypatch.setattr(ResultsStore, "graded_mark", broken)
    assert not tools.watch.check() and not tools.watch.timer.isActive()

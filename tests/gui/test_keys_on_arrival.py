"""Issue 32, item 3: every page that shows a table gives it the keyboard on arrival — Deal me rounds from Home and
from Next exercise, a scenario from the browser, the exam table — and after a question box; S (shuffle) pressed
right after opening is done at once. The keys go where a person's keys go: to the window's focused widget."""

from __future__ import annotations

from typing import Any

import pytest

from tests.gui.windows import activate
from trainer.gui.app import MainWindow
from trainer.gui.qt import QApplication, Qt, QtWidgets
from trainer.training.scenario import scenario_library

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")


@pytest.fixture
def window(qtbot, english):
    w = MainWindow(scenario_library())
    qtbot.addWidget(w)
    w.resize(1280, 800)
    activate(qtbot, w)
    return w


def press(qtbot: Any, key: Qt.Key) -> None:
    """``key`` as a person presses it: to whatever has the keyboard in the active window."""
    focus = QApplication.focusWidget()
    assert focus is not None, "nothing has the keyboard"
    qtbot.keyClick(focus, key)


def _shuffled(table: Any) -> bool:
    return bool(table.log) and table.log[-1].kind == "shuffle"


def test_deal_me_rounds_from_home_takes_s_at_once(qtbot, window):
    qtbot.keyClick(window.home.buttons["rounds"], Qt.Key.Key_Return)
    table = window.rounds.table
    assert window.stack.currentWidget() is window.rounds and table.log == []
    press(qtbot, Qt.Key.Key_S)
    assert _shuffled(table)


def test_deal_me_rounds_takes_s_after_home_and_back_and_in_table_ready(qtbot, window):
    window.show_page("rounds")
    window.show_page("home")
    window.show_page("rounds")
    press(qtbot, Qt.Key.Key_S)
    assert _shuffled(window.rounds.table)
    window.rounds.mode_combo.setCurrentIndex(window.rounds.mode_combo.count() - 1)  # Table-ready: the exam table
    window.show_page("home")
    window.show_page("rounds")
    table = window.rounds.table
    assert table.mode == "exam" and table.log == []
    press(qtbot, Qt.Key.Key_S)
    assert _shuffled(table)


def test_next_exercise_takes_s_at_once(qtbot, window):
    window.show_page("rounds")  # a round was on the table before: Next deals another one
    window.show_page("home")
    window.learner_panel.request_next()
    table = window.rounds.table
    assert window.stack.currentWidget() is window.rounds and table.log == []
    press(qtbot, Qt.Key.Key_S)
    assert _shuffled(table)


def test_a_scenario_from_the_browser_takes_s_at_once(qtbot, window):
    window.show_page("browser")
    assert window.browser.select("card_to_empty_seat")
    press(qtbot, Qt.Key.Key_Return)  # the list has the keyboard: Enter opens the briefing
    assert window.stack.currentWidget() is window.practice
    press(qtbot, Qt.Key.Key_Return)  # Start the round
    table = window.practice.table
    assert window.practice.stack.currentWidget() is table and table.log == []
    press(qtbot, Qt.Key.Key_S)
    assert _shuffled(table)
    window.show_page("home")
    window.show_page("practice")  # back to the table (Ctrl+H, then the last round): the keys are on it again
    press(qtbot, Qt.Key.Key_X)
    assert table.log[-1].kind == "cut"


def test_deal_me_rounds_takes_keys_again_after_the_save_box(qtbot, window, tmp_path):
    window.show_page("rounds")
    page: Any = window.rounds
    page.profile_edit.setFocus()  # the focus was elsewhere on the page when Ctrl+S was pressed
    page.ask_path = lambda suggested: str(tmp_path / "kept.toml")
    qtbot.keyClick(page.profile_edit, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert (tmp_path / "kept.toml").exists()
    press(qtbot, Qt.Key.Key_S)
    assert _shuffled(page.table)


def test_payout_drills_take_digits_at_once(qtbot, window):
    window.show_page("drills")
    drills: Any = window.drills
    press(qtbot, Qt.Key.Key_2)
    press(qtbot, Qt.Key.Key_5)
    assert drills.amount_edit.text() == "25"


def test_the_exam_table_takes_s_at_once(qtbot, world):
    from trainer.training.exams import load_exam

    _root, exam_path, store = world
    store.close()
    w = MainWindow(scenarios=[])
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.install_extensions()
    activate(qtbot, w)
    screens: Any = w.exam_screens
    try:
        session = screens.start_exam(load_exam(exam_path), seed=1)
        session.name_edit.setText("Ho Wai")
        qtbot.mouseClick(session.start_button, Qt.MouseButton.LeftButton)
        assert session.stack.currentWidget() is session.table_page and session.table.log == []
        assert isinstance(QApplication.focusWidget(), QtWidgets.QGraphicsView)
        press(qtbot, Qt.Key.Key_S)
        assert _shuffled(session.table)
    finally:
        screens.store.close()

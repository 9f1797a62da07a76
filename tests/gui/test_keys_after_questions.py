"""The window's own keys (Ctrl+H, Ctrl+B, Ctrl+L) keep working at the practice table after a question box, and Esc
on the Deal me rounds page goes back once there is nothing to clear (docs/gui.md: the keyboard)."""

from __future__ import annotations

import pytest

from trainer.gui import i18n
from trainer.gui.app import MainWindow
from trainer.gui.qt import Qt, QtCore, QtWidgets
from trainer.training.scenario import scenario_library


@pytest.fixture
def window(qtbot, english):
    w = MainWindow(scenario_library())
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(lambda: QtWidgets.QApplication.activeWindow() is w)
    return w


def _table_after_dead_cards_answered_by_keys(qtbot, window):
    """``card_to_empty_seat``: keys s x 1 3 (a card to empty seat 3), G and D (Dead cards with no seat selected),
    then the seat-number box answered with 4 and Enter."""
    window.start_practice(next(s for s in scenario_library() if s.id == "card_to_empty_seat"))
    table = window.practice.table
    assert window.stack.currentWidget() is window.practice and table.grader is not None
    for key in (Qt.Key.Key_S, Qt.Key.Key_X, Qt.Key.Key_1, Qt.Key.Key_3):
        qtbot.keyClick(table.table_view, key)
    answered: list[str] = []

    def answer() -> None:
        box = QtWidgets.QApplication.activeModalWidget()
        if not isinstance(box, QtWidgets.QInputDialog):
            QtCore.QTimer.singleShot(20, answer)  # the box is not up yet
            return
        answered.append(box.labelText())
        field = box.focusWidget()
        qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(field, "4")
        qtbot.keyClick(field, Qt.Key.Key_Return)

    QtCore.QTimer.singleShot(0, answer)
    table.declare("dead_cards")  # what G, D does; the menu itself is a popup the test cannot hold open
    assert answered == ["Seat number:"]
    assert table.log[-1].kind == "declare" and table.log[-1].seat == 4
    qtbot.wait(50)
    return table


def test_window_keys_work_after_the_dead_cards_seat_question(qtbot, window, english):
    table = _table_after_dead_cards_answered_by_keys(qtbot, window)
    assert QtWidgets.QApplication.activeWindow() is window
    assert table.table_view.hasFocus()
    qtbot.keyClick(table.table_view, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert i18n.current_language() == "zh-Hant"
    qtbot.keyClick(table.table_view, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert i18n.current_language() == "en"
    qtbot.keyClick(table.table_view, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    assert window.stack.currentWidget() is window.browser
    window.show_page("practice")
    qtbot.keyClick(table.table_view, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    assert window.stack.currentWidget() is window.home


def test_esc_in_deal_me_rounds_clears_the_amount_then_the_selection_then_goes_back(qtbot, window):
    window.show_page("rounds")
    table = window.rounds.table
    assert window.stack.currentWidget() is window.rounds and table.grader is not None
    table.select("seat:1:ante")
    for key in (Qt.Key.Key_2, Qt.Key.Key_5):
        qtbot.keyClick(table.table_view, key)
    assert table.amount == "25"
    qtbot.keyClick(table.table_view, Qt.Key.Key_Escape)
    assert table.amount == "" and table.selected == "seat:1:ante"
    assert window.stack.currentWidget() is window.rounds
    qtbot.keyClick(table.table_view, Qt.Key.Key_Escape)
    assert table.selected is None and window.stack.currentWidget() is window.rounds
    qtbot.keyClick(table.table_view, Qt.Key.Key_Escape)  # nothing left to clear: Back [Esc]
    assert window.stack.currentWidget() is window.home


def test_esc_after_a_deal_me_round_is_graded_ends_a_review_first_then_goes_back(qtbot, window):
    from trainer.engine.procedure import solve

    window.show_page("rounds")
    page = window.rounds
    table = page.table
    assert table.grader is not None
    for act in solve(table.grader.round.copy())[:-1]:
        table.apply(act)
    table.end_round()  # one step short: the grade has a mistake to look at
    assert table.grade is not None and table.grade.errors
    table.review(table.grade.errors[0].step)
    assert table.reviewing is not None
    qtbot.keyClick(table.table_view, Qt.Key.Key_Escape)
    assert table.reviewing is None and window.stack.currentWidget() is page
    qtbot.keyClick(table.table_view, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.home


def test_esc_on_the_deal_me_page_off_the_table_goes_back(qtbot, window):
    window.show_page("rounds")
    page = window.rounds
    page.mode_combo.setFocus()
    qtbot.keyClick(page.mode_combo, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.home


def test_after_the_exams_end_the_round_question_the_table_has_the_keys_again(tmp_path, monkeypatch, qtbot, english):
    from tests.gui.exam_world import make_world
    from tests.gui.test_exam_session import session_for
    from trainer.training.store import ResultsStore

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    exam_path = make_world(tmp_path)
    store = ResultsStore.open()
    try:
        session = session_for(qtbot, store, exam_path)
        session.show()
        qtbot.waitExposed(session)
        session.activateWindow()
        qtbot.waitUntil(lambda: QtWidgets.QApplication.activeWindow() is session)
        session.begin("Lei")
        table = session.table
        table.table_view.setFocus()

        def keep_dealing() -> None:
            box = session.end_round_box
            if box is None:
                QtCore.QTimer.singleShot(20, keep_dealing)
                return
            qtbot.keyClick(box, Qt.Key.Key_Escape)  # Esc: "Keep dealing"

        QtCore.QTimer.singleShot(0, keep_dealing)
        qtbot.keyClick(table.table_view, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
        assert table.grade is None, "Keep dealing: the scenario goes on"
        qtbot.waitUntil(lambda: QtWidgets.QApplication.activeWindow() is session, timeout=1000)
        assert table.table_view.hasFocus()
        qtbot.keyClick(table.table_view, Qt.Key.Key_S)
        assert table.log and table.log[0].kind == "shuffle", "the key reached the table"
    finally:
        store.close()

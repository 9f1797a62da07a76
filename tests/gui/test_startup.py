"""Start-up (issue 5): the main window builds only what its first screen needs, and ``trainer gui --scenario``
goes straight to the table without laying out the home screen or the briefing on the way."""

from __future__ import annotations

import pytest

from trainer.gui.app import MainWindow, PracticePage
from trainer.gui.browser_page import BrowserPage
from trainer.gui.qt import Qt, QWidget
from trainer.gui.rules_page import ReadingsPage
from trainer.gui.table_scene import TableScene, TableWidget
from trainer.training.scenario import find_scenario

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")

SCENARIO = "plain_round_by_hand"


def _built(window: MainWindow) -> set[str]:
    return set(window.pages)


def test_the_home_screen_alone_is_built_at_start_and_each_page_on_first_use(qtbot, english):
    w = MainWindow(defer_extensions=True)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert _built(w) == {"home"}
    assert w.stack.currentWidget() is w.home
    w.show_page("readings")
    assert isinstance(w.readings, ReadingsPage) and w.stack.currentWidget() is w.readings
    assert _built(w) == {"home", "readings"}
    w.show_page("browser")
    assert isinstance(w.browser, BrowserPage) and w.stack.currentWidget() is w.browser
    assert isinstance(w.practice, PracticePage)  # reached as an attribute: built then
    assert _built(w) == {"home", "readings", "browser", "practice"}
    assert w.readings is w.pages["readings"] and w.practice is w.pages["practice"]  # built once


def test_a_page_built_after_a_language_switch_speaks_that_language(qtbot, english):
    w = MainWindow(defer_extensions=True)
    qtbot.addWidget(w)
    w.set_language("zh-Hant")
    w.show_page("readings")
    assert "解讀一" in w.readings.section_text("readings")
    w.set_language("en")  # Qt posts LanguageChange to every widget
    qtbot.waitUntil(lambda: "Reading 1" in w.readings.section_text("readings"))


def test_start_practice_before_show_opens_on_the_table_with_the_keyboard_on_it(qtbot, english):
    w = MainWindow(defer_extensions=True)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    sc = find_scenario(SCENARIO)
    w.start_practice(sc)
    w.show()
    qtbot.waitExposed(w)
    table = w.practice.table
    assert w.stack.currentWidget() is w.practice
    assert w.practice.stack.currentWidget() is table
    assert w.practice.stack.count() == 1  # the briefing is not even built
    assert not w.home.isVisible()
    assert table.scene.view is not None
    assert w.practice.scenario is sc
    qtbot.waitUntil(lambda: w.focusWidget() is table.table_view)
    qtbot.keyClick(table.table_view, Qt.Key.Key_S)  # S: shuffle, the round's first action
    assert [a.kind for a in table.log] == ["shuffle"]


def test_a_table_view_draws_through_a_viewport_made_in_python(qapp):
    """Not the one Qt makes: handing that to Python costs a class look-up over all of QtWidgets (~15 ms)."""
    import shiboken6

    view = TableWidget(TableScene())
    viewport = view.viewport()
    assert shiboken6.createdByPython(viewport)
    assert type(viewport) is QWidget and viewport.parentWidget() is view
    assert viewport.autoFillBackground()


def test_the_briefing_built_after_a_start_on_the_table_opens_like_any_other(qtbot, english):
    w = MainWindow(defer_extensions=True)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.start_practice(find_scenario(SCENARIO))
    w.show()
    qtbot.waitExposed(w)
    w.open_practice(find_scenario("plain_round_by_machine"))
    practice = w.practice
    assert practice.stack.currentWidget() is practice.brief and practice.stack.count() == 2
    assert practice.b_go.text() == "Start the round [Enter]"
    assert "machine" in practice.brief_text.toPlainText().lower()
    qtbot.waitUntil(lambda: practice.preview_scene.view is not None)  # the picture follows on the next turn
    qtbot.keyClick(practice.b_go, Qt.Key.Key_Return)
    assert practice.stack.currentWidget() is practice.table
    w.set_language("zh-Hant")
    qtbot.waitUntil(lambda: practice.b_go.text() == "開始牌局 [Enter]")

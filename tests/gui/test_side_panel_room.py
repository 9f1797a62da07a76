"""At 1280×800 the practice table's side panel keeps every control and at least four lines of the actions list in
sight however many mistake messages the feedback shows: the feedback scrolls on its own (docs/gui.md)."""

from __future__ import annotations

import pytest

from trainer.gui import i18n
from trainer.gui.app import MainWindow
from trainer.gui.dealer_table import LOG_MIN_LINES
from trainer.gui.qt import Qt, QtCore, QtWidgets
from trainer.training.scenario import scenario_library


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_at_1280x800_mistake_messages_leave_the_controls_and_four_lines_of_actions(qtbot, english, lang):
    i18n.install_translator(english, lang)
    window = MainWindow(scenario_library())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.start_practice(next(s for s in scenario_library() if s.id == "card_to_empty_seat"))
    window.show()
    qtbot.waitExposed(window)
    table = window.practice.table
    # shuffle, then deal without the cut, to empty seats, and turn the dealer's cards up: a mistake each time
    for key in (Qt.Key.Key_S, Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_4, Qt.Key.Key_R):
        qtbot.keyClick(table.table_view, key)
    qtbot.waitUntil(lambda: table.log_list.count() == 5)
    every = [e for step in sorted(table.errors_at) for e in table.errors_at[step]]
    assert len(every) >= 4
    table._set_feedback("mistake", (every,))  # all of them at once, as after an action with several mistakes
    assert all(e.message_en in table.feedback_text() and e.message_zh in table.feedback_text() for e in every)
    qtbot.wait(20)

    viewport = table.panel_scroll.viewport()
    assert not table.panel_scroll.verticalScrollBar().isVisible()
    assert table.panel_scroll.widget().height() <= viewport.height()

    def bottom(w: QtWidgets.QWidget) -> int:
        return w.mapTo(viewport, QtCore.QPoint(0, w.height())).y()

    buttons = [b for b in table.controls.findChildren(QtWidgets.QAbstractButton) if b.isVisibleTo(table.controls)]
    assert len(buttons) > 30 and all(b.isVisible() and bottom(b) <= viewport.height() for b in buttons)
    log = table.log_list
    row = log.sizeHintForRow(0)
    assert log.height() >= LOG_MIN_LINES * row + 2 * log.frameWidth()
    assert bottom(log) <= viewport.height()
    area = table.feedback_area
    assert bottom(area) <= table.log_heading.mapTo(viewport, QtCore.QPoint(0, 0)).y()
    assert area.height() >= 2 * table.feedback.fontMetrics().lineSpacing()
    # the messages that do not fit are a scroll away, from the first one
    assert area.verticalScrollBar().maximum() > 0 and area.verticalScrollBar().value() == 0


def test_when_the_panel_must_scroll_anyway_the_feedback_is_shown_whole(qtbot, english):
    from trainer.gui.dealer_table import DealerTable
    from trainer.training.scenario import find_scenario

    table = DealerTable("practice")
    qtbot.addWidget(table)
    table.resize(1280, 560)  # shorter than the panel's least height: it scrolls
    table.start(find_scenario("dealer_does_not_qualify").setup)
    table.show()
    qtbot.waitExposed(table)
    from trainer.engine.actions import Collect

    # A mistake of three lines at this width (the message wraps, then its other language): more than the least.
    assert table.apply(Collect(seat=1))
    qtbot.wait(20)
    assert table.panel_scroll.verticalScrollBar().isVisible()
    area = table.feedback_area
    assert area.text_wanted_height() > area.least_height()  # the feedback has more lines than the least height
    assert area.height() >= area.text_wanted_height() and area.verticalScrollBar().maximum() == 0
    log = table.log_list
    assert log.height() >= log.minimumHeight() > 0

"""Issue 32, items 5 and 11: the practice table's side panel at 1280×800, in the app's own font (Noto Sans CJK, as
``trainer gui`` sets it: taller lines than the test's default font), in both languages.

* Item 5: a mistake's message in both languages shows whole — the feedback grows to its text; no line is cut.
* Item 11: the panel needs no scrolling: every button, the feedback and several lines of "Actions so far" fit, also
  in a window a window manager's title bar makes shorter than the screen (1280×760).
"""

from __future__ import annotations

import pytest

from trainer.engine.actions import Pay
from trainer.engine.procedure import solve
from trainer.gui import fonts, i18n
from trainer.gui.app import MainWindow
from trainer.gui.dealer_table import LOG_MIN_LINES, DealerTable
from trainer.gui.qt import Qt, QtCore, QtWidgets
from trainer.training.scenario import find_scenario, scenario_library

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")


@pytest.fixture
def app_font(english):
    """The application font ``trainer gui`` uses (the CJK-capable family), for the test only."""
    old = english.font()
    family = fonts.cjk_family()
    if family is not None:
        fonts.use_family(english, family)
    yield family
    english.setFont(old)


def _practice_window(qtbot, lang: str, size: tuple[int, int], scenario: str) -> tuple[MainWindow, DealerTable]:
    app = QtWidgets.QApplication.instance()
    i18n.install_translator(app, lang)
    window = MainWindow(scenario_library())
    qtbot.addWidget(window)
    window.resize(*size)
    window.start_practice(find_scenario(scenario))
    window.show()
    qtbot.waitExposed(window)
    return window, window.practice.table


def _wrong_pay(table: DealerTable, scenario: str) -> list:
    """The reference dealer's actions up to the first pay, then that pay 7 MOP over: a mistake (A13.3)."""
    reference = solve(find_scenario(scenario).round())
    i = next(k for k, a in enumerate(reference) if isinstance(a, Pay) and a.bet != "ante_bonus")
    for act in reference[:i]:
        table.apply(act)
    due = reference[i]
    assert isinstance(due, Pay)
    return table.apply(Pay(seat=due.seat, bet=due.bet, amount=due.amount + 7))


def _bottom(w: QtWidgets.QWidget, viewport: QtWidgets.QWidget) -> int:
    return w.mapTo(viewport, QtCore.QPoint(0, w.height())).y()


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a13_3_a_wrong_payouts_message_shows_whole_in_both_languages_at_1280x800(qtbot, app_font, lang):
    """Item 5: after a wrong payout the feedback shows every line of the message (the clause and the words in both
    languages): the box is as tall as its text at its width, and does not scroll."""
    scenario = "full_table_everything_at_once"
    _window, table = _practice_window(qtbot, lang, (1280, 800), scenario)
    errors = _wrong_pay(table, scenario)
    assert errors and str(errors[0].clause) == "A13.3"
    qtbot.wait(30)
    text = table.feedback_text()
    assert errors[0].message_en in text and errors[0].message_zh in text
    area, label = table.feedback_area, table.feedback
    assert label.heightForWidth(label.width()) > 2 * label.fontMetrics().lineSpacing()  # wraps: three lines or more
    assert area.viewport().height() >= label.heightForWidth(label.width())
    assert area.verticalScrollBar().maximum() == 0
    # and the actions list below it keeps its lines, with no scrolling of the panel
    assert table.panel_scroll.verticalScrollBar().maximum() == 0
    log = table.log_list
    assert log.viewport().height() >= LOG_MIN_LINES * log.sizeHintForRow(0)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("size", [(1280, 800), (1280, 760), (1920, 1080)])
def test_the_side_panel_fits_without_scrolling_with_several_lines_of_actions(qtbot, app_font, lang, size):
    """Item 11: at 1280×800 (and in the 1280×760 a window manager leaves of it; and at 1920×1080) the side panel
    needs no scroll bar: every button is in sight, and "Actions so far" shows at least LOG_MIN_LINES lines below
    its heading, after a mistake's message of three lines."""
    scenario = "full_table_everything_at_once"
    _window, table = _practice_window(qtbot, lang, size, scenario)
    _wrong_pay(table, scenario)
    table.flush_log()
    qtbot.wait(30)
    scroll = table.panel_scroll
    viewport = scroll.viewport()
    assert scroll.verticalScrollBar().maximum() == 0
    assert scroll.widget().height() <= viewport.height()
    buttons = [b for b in table.controls.findChildren(QtWidgets.QAbstractButton) if b.isVisibleTo(table.controls)]
    assert len(buttons) > 30
    assert all(b.isVisible() and _bottom(b, viewport) <= viewport.height() for b in buttons)
    log = table.log_list
    assert log.count() >= LOG_MIN_LINES
    row = log.sizeHintForRow(0)
    assert log.viewport().height() >= LOG_MIN_LINES * row
    assert _bottom(log, viewport) <= viewport.height()
    heading = table.log_heading
    assert heading.isVisible() and _bottom(heading, viewport) + LOG_MIN_LINES * row <= viewport.height()
    # the feedback above the heading, whole
    area = table.feedback_area
    assert _bottom(area, viewport) <= heading.mapTo(viewport, QtCore.QPoint(0, 0)).y()
    assert area.verticalScrollBar().maximum() == 0


def test_a_longer_feedback_than_the_panel_holds_shows_whole_lines_and_scrolls(qtbot, app_font):
    """Several mistakes at once (more lines than the feedback takes): the box shows the whole lines that fit —
    none cut through — and scrolls to the rest, while the actions list keeps its lines."""
    _window, table = _practice_window(qtbot, "en", (1280, 800), "card_to_empty_seat")
    # shuffle, then deal without the cut, to empty seats, and turn the dealer's cards up: a mistake each time
    for key in (Qt.Key.Key_S, Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_4, Qt.Key.Key_R):
        qtbot.keyClick(table.table_view, key)
    every = [e for step in sorted(table.errors_at) for e in table.errors_at[step]]
    assert len(every) >= 4
    table._set_feedback("mistake", (every,))
    qtbot.wait(30)
    area, label = table.feedback_area, table.feedback
    assert area.verticalScrollBar().maximum() > 0
    shown = area.viewport().height()
    bottoms = label.line_bottoms(label.width())
    assert shown in bottoms  # the box ends where a line ends
    assert table.panel_scroll.verticalScrollBar().maximum() == 0
    log = table.log_list
    assert log.viewport().height() >= LOG_MIN_LINES * log.sizeHintForRow(0)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("size", [(1280, 800), (1280, 776)])
def test_deal_me_rounds_in_learn_mode_fits_without_scrolling(qtbot, app_font, lang, size):
    """Item 11 on the Deal me rounds page (a row more than a scenario's page: who is practising): in Learn mode,
    after a mistake, the feedback (the mistake and the next step, in both languages) and "Actions so far" fit in
    the panel with no scroll bar; who is practising and the round's title sit above the felt, the selection in the
    Bets box's title. (1280×776: the window a slim title bar, openbox's, leaves of a 1280×800 screen; under a
    taller one the feedback is still shown whole and the panel scrolls, as the scenario page's does at 760.)"""
    app = QtWidgets.QApplication.instance()
    i18n.install_translator(app, lang)
    window = MainWindow(scenario_library())
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.show_page("rounds")
    page = window.rounds
    page.mode_combo.setCurrentIndex(0)  # Learn
    table = page.table
    assert table.mode == "practice"
    for key in (Qt.Key.Key_S, Qt.Key.Key_R):  # the shuffle, then the dealer's cards turned up before any deal
        qtbot.keyClick(table.table_view, key)
    table.flush_log()
    qtbot.wait(30)
    assert len(table.errors_at) == 1  # a mistake is on show, with the next step: four lines or more
    assert table.feedback.heightForWidth(table.feedback.width()) > 3 * table.feedback.fontMetrics().lineSpacing()
    scroll = table.panel_scroll
    viewport = scroll.viewport()
    assert scroll.verticalScrollBar().maximum() == 0
    log = table.log_list
    assert log.viewport().height() >= LOG_MIN_LINES * log.sizeHintForRow(0)
    assert _bottom(log, viewport) <= viewport.height()
    area, label = table.feedback_area, table.feedback
    if size[1] >= 800:
        assert area.verticalScrollBar().maximum() == 0  # the mistake and the next step whole
    else:  # whole lines that fit, the rest a scroll away in the box itself, none cut through
        assert area.viewport().height() in label.line_bottoms(label.width())
    # the page's row and the title above the felt, the name field wide enough for a name
    assert page.profile.isVisible() and page.profile.parentWidget() is table
    assert page.profile_edit.width() >= page.profile_edit.fontMetrics().horizontalAdvance("M" * 10)
    assert table.title_label.isVisible() and not table.panel_scroll.widget().isAncestorOf(table.title_label)
    # the selection, once made, names the bet in the Bets box's title
    assert table.bet_box.title() == table.tr("Bets: select an area, then settle")
    table.select("seat:1:ante")
    assert "1" in table.bet_box.title() and table.bet_box.title() != table.tr("Bets: select an area, then settle")

"""The main window: home, the scenario browser and its filters, practice from the browser, readings, language
switch, the exam hook, fitting 1280×800 and 1920×1080."""

from __future__ import annotations

from pathlib import Path

import pytest

from trainer.gui import i18n
from trainer.gui.app import MainWindow
from trainer.gui.browser_page import ScenarioFilter
from trainer.gui.qt import Qt, QtWidgets
from trainer.training.scenario import load_scenario, scenario_library

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")

MACHINE = Path(__file__).with_name("data") / "machine_progressive.toml"


def _words(text: str) -> str:
    return "".join(text.split())


@pytest.fixture
def library():
    return [*scenario_library(), load_scenario(MACHINE)]


@pytest.fixture
def window(qtbot, english, library):
    w = MainWindow(library)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_the_window_opens_on_home_and_the_browser_lists_the_bundled_library(window, library):
    assert window.stack.currentWidget() is window.home
    bundled = scenario_library()
    assert bundled, "the bundled library is empty"
    window.show_page("browser")
    ids = window.browser.visible_ids()
    assert sorted(ids) == sorted(s.id for s in library)
    assert window.browser.count_label.text() == f"{len(library)} of {len(library)} scenarios"
    assert window.browser.current() is not None
    assert _words(window.browser.current().briefings["en"]) in _words(window.browser.briefing.toPlainText())


def test_browser_filters_by_skill_clause_and_difficulty(window, library):
    b = window.browser
    b.skill_combo.setCurrentIndex(b.skill_combo.findData("irregularities"))
    assert set(b.visible_ids()) == {s.id for s in library if "irregularities" in s.skills}
    b.skill_combo.setCurrentIndex(0)
    b.clause_combo.setCurrentIndex(b.clause_combo.findData("A11.4"))
    assert "gui_machine_progressive" in b.visible_ids()
    assert set(b.visible_ids()) == {s.id for s in library if "A11.4" in s.clauses}
    b.clause_combo.setCurrentIndex(b.clause_combo.findData("A11"))  # a whole article
    assert set(b.visible_ids()) == {s.id for s in library if any(c.startswith("A11.") or c == "A11" for c in s.clauses)}
    b.clause_combo.setCurrentIndex(0)
    b.level_combo.setCurrentIndex(b.level_combo.findData(3))
    assert set(b.visible_ids()) == {s.id for s in library if s.difficulty == 3}


def test_a_scenario_filter_with_nothing_left_disables_start(window):
    b = window.browser
    proxy: ScenarioFilter = b.proxy
    proxy.set_filters("dealing", "A99", 0)
    assert b.visible_ids() == [] and proxy.rowCount() == 0
    b._show_briefing()
    assert not b.b_start.isEnabled()


def test_from_home_to_the_table_by_keyboard(qtbot, window):
    practice = window.home.buttons["practice"]
    assert practice.hasFocus() or window.focusWidget() is practice or window.home.focusWidget() is practice
    qtbot.keyClick(practice, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.browser
    assert window.browser.select("gui_machine_progressive")
    qtbot.keyClick(window.browser.table, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.practice
    assert window.practice.stack.currentWidget() is window.practice.brief
    assert "Burn before the community cards" in window.practice.brief_text.toPlainText()
    qtbot.keyClick(window.practice.b_go, Qt.Key.Key_Return)
    table = window.practice.table
    assert window.practice.stack.currentWidget() is table
    assert table.grader is not None and table.log == []
    qtbot.keyClick(table.table_view, Qt.Key.Key_S)
    assert table.log and table.log[0].kind == "shuffle" and table.log[0].method == "machine"


def test_language_switch_retranslates_every_page(qtbot, window, english):
    practice = window.home.buttons["practice"]
    assert practice.text() == "&Practice a scenario"
    window.show_page("browser")
    assert window.browser.b_start.text() == "Start practice [Enter]"
    window.toggle_language()
    english.processEvents()
    assert i18n.current_language() == "zh-Hant"
    assert practice.text() == "練習情境(&P)"
    assert window.browser.b_start.text() == "開始練習 [Enter]"
    assert "個情境" in window.browser.count_label.text()
    sc = window.browser.current()
    assert _words(sc.briefings["zh-Hant"]) in _words(window.browser.briefing.toPlainText())
    assert "解讀一" in window.readings.section_text("readings")
    assert window.home.lang_combo.currentData() == "zh-Hant"
    window.home.lang_combo.setCurrentIndex(window.home.lang_combo.findData("en"))
    english.processEvents()
    assert i18n.current_language() == "en" and practice.text() == "&Practice a scenario"


def test_readings_state_the_readings_and_the_terms(window):
    text = window.readings.section_text("readings")
    for n in (1, 2, 3, 4):
        assert f"Reading {n}" in text
    assert "原注" in text and "Ante" in text and "A13.4" in text
    assert "turns each player's hand face up before settling" in text  # Reading 11 (A13)


def test_the_exam_button_is_a_hook_other_screens_wire(qtbot, window):
    exams = window.home.buttons["exams"]
    opened: list[str] = []
    page = QtWidgets.QLabel("exam page")
    window.add_page("exams", page)
    window.set_home_action("exams", lambda: "Exams", lambda: (opened.append("x"), window.show_page("exams")))
    assert window.home.buttons["exams"] is exams and exams.isEnabled()
    qtbot.mouseClick(exams, Qt.MouseButton.LeftButton)
    assert opened == ["x"] and window.stack.currentWidget() is page


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_page_fits_the_screen(qtbot, window, english, size, lang):
    i18n.install_translator(english, lang)
    english.processEvents()
    window.resize(*size)
    for name in ("home", "browser", "readings", "practice"):
        window.show_page(name)
        english.processEvents()
        hint = window.minimumSizeHint()
        assert hint.width() <= size[0] and hint.height() <= size[1], (name, hint)
    window.browser.select("gui_machine_progressive")
    window.open_practice(window.browser.current())
    window.practice.begin()
    english.processEvents()
    table = window.practice.table
    panel = table.panel_scroll.widget()
    assert panel.minimumSizeHint().width() <= table.panel_scroll.viewport().width()
    assert panel.sizeHint().height() <= table.panel_scroll.viewport().height()
    assert window.geometry().width() == size[0]


def test_the_app_has_its_icon_and_the_desktop_entrys_name(english):
    from trainer.gui.app import DESKTOP_FILE_NAME, create_app
    from trainer.gui.qt import QGuiApplication

    app, _problem = create_app(lang="en")
    assert not app.windowIcon().isNull()
    assert QGuiApplication.desktopFileName() == DESKTOP_FILE_NAME
    desktop = Path(__file__).resolve().parents[2] / "packaging" / "linux" / f"{DESKTOP_FILE_NAME}.desktop"
    assert desktop.is_file()


def test_quit_stays_the_last_home_button_when_other_screens_add_theirs(window):
    window.set_home_action("trainer_tools", lambda: "Trainer tools", lambda: None)
    box = window.home.box
    last = box.itemAt(box.count() - 1).widget()
    assert last is window.home.buttons["quit"]


def test_no_cjk_font_is_said_in_the_status_bar(qtbot, english, library):
    w = MainWindow(library, font_problem="No font can draw 富貴三寶: install fonts-noto-cjk")
    qtbot.addWidget(w)
    assert "fonts-noto-cjk" in w.status.currentMessage()


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_home_button_has_its_own_alt_key(qtbot, window, english, lang):
    """Two buttons with the same mnemonic (&R for both rules and rounds) make Alt+key ambiguous."""
    i18n.install_translator(english, lang)
    english.processEvents()
    try:
        keys = []
        for button in window.home.buttons.values():
            text = button.text()
            at = text.find("&")
            assert at >= 0 and at + 1 < len(text), f"{text!r} has no Alt key"
            keys.append(text[at + 1].lower())
        assert len(keys) == len(set(keys)), keys
    finally:
        i18n.install_translator(english, "en")


def test_what_waits_for_the_first_paint_runs_after_it(qtbot, english):
    """trainer gui sets the window's icon after the first paint (MainWindow.after_first_paint, issue 18)."""
    from trainer.gui.app import set_icon
    from trainer.gui.qt import QApplication, QtGui

    w = MainWindow(start_on_home=False)
    qtbot.addWidget(w)
    ran: list[bool] = []
    w.after_first_paint.append(lambda: ran.append(w.isVisible()))
    qtbot.wait(20)
    assert ran == []  # not shown, not painted
    w.show()
    qtbot.waitUntil(lambda: ran == [True], timeout=2000)
    qtbot.wait(20)
    assert ran == [True]  # once
    app = QApplication.instance()
    app.setWindowIcon(QtGui.QIcon())
    set_icon(app)
    assert not app.windowIcon().isNull()


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_the_scenario_browser_opens_sorted_by_title_a_to_z(qtbot, window, english, lang):
    if lang != "en":
        window.toggle_language()
        english.processEvents()
    window.show_page("browser")
    b = window.browser
    hh = b.table.horizontalHeader()
    assert (hh.sortIndicatorSection(), hh.sortIndicatorOrder()) == (0, Qt.SortOrder.AscendingOrder)
    assert (b.proxy.sortColumn(), b.proxy.sortOrder()) == (0, Qt.SortOrder.AscendingOrder)
    shown = [b.proxy.index(r, 0).data() for r in range(b.proxy.rowCount())]
    assert len(shown) == len(window.browser.scenarios) > 10
    if lang == "en":
        assert shown == sorted(shown, key=str.casefold)
        assert shown[0].startswith("A ") and not shown[-1].startswith("A ")
    else:
        # by strokes, as a Traditional Chinese dictionary: 一 (1) before 七 and 三 (2, 3) before 手 (4) ...
        firsts = [t[0] for t in shown]
        assert firsts[0] == "一"
        assert firsts.index("七") < firsts.index("三") < firsts.index("手") < firsts.index("博")
    b.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)  # by Difficulty: the easiest first, then by title
    levels = [b.proxy.data(b.proxy.index(r, 0), b.proxy.ROLE).difficulty for r in range(b.proxy.rowCount())]
    assert levels == sorted(levels)

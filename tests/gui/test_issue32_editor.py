"""Issue 32, item 17 (a): the scenario editor keeps its layout still. A problem appearing under a field or going, the
list of problems filling or emptying, the first amount on the felt: no field, no seat row and no bet area of the
Bets page's table moves, so the trainer's next click lands where it was aimed. Item 17 (b) on screen: choosing seat
4's cards leaves seat 1's slots random, in the file and when it is opened again."""

from __future__ import annotations

import tomllib

import pytest

from tests.gui.test_scenario_editor import click_spot, type_into
from trainer.gui.qt import QApplication, QPointF, Qt, QtCore, QtWidgets, QWidget
from trainer.gui.scenario_editor import ScenarioEditor
from trainer.training.editor import Draft


@pytest.fixture
def ed(qtbot, english) -> ScenarioEditor:
    """The editor in a 1280×800 window, in English."""
    editor = ScenarioEditor()
    qtbot.addWidget(editor)
    editor.resize(1280, 800)
    editor.show()
    qtbot.waitExposed(editor)
    return editor


def _words_written() -> Draft:
    """An empty table whose words are written: its only problem is that no bet is placed yet."""
    d = Draft.empty("still_layout")
    d.set("title", {"en": "A still layout", "zh-Hant": "版面不動"})
    d.set("briefing", {"en": "Place the bets.", "zh-Hant": "下注。"})
    return d


def _at(ed: ScenarioEditor, w: QWidget) -> QtCore.QRect:
    """Where ``w`` is in the editor's window (what a click aims at)."""
    return QtCore.QRect(w.mapTo(ed, w.rect().topLeft()), w.size())


def bets_geometry(ed: ScenarioEditor) -> dict[str, object]:
    ed.pages.setCurrentWidget(ed.bets_page)
    QApplication.processEvents()  # the page laid out as shown
    ed.table_view.fit()
    out: dict[str, object] = {"preview": _at(ed, ed.table_view)}
    for seat in range(1, 8):
        for bet in ("ante", "pair_plus"):
            spot = ed.table_view.mapFromScene(QPointF(ed.scene.spot_rect(f"seat:{seat}:{bet}").center()))
            out[f"felt seat {seat} {bet}"] = ed.table_view.viewport().mapTo(ed, spot)
        out[f"row seat {seat}"] = _at(ed, ed.bet_spins[(seat, "ante")])
        out[f"decision seat {seat}"] = _at(ed, ed.decision_combos[seat])
    return out


def words_geometry(ed: ScenarioEditor) -> dict[str, object]:
    ed.pages.setCurrentWidget(ed.words_page)
    QApplication.processEvents()
    fields = (ed.id_edit, ed.title_en, ed.title_zh, ed.brief_en, ed.brief_zh, ed.clauses_edit, ed.difficulty_spin)
    return {w.objectName() or str(i): _at(ed, w) for i, w in enumerate(fields)} | {
        "pages": _at(ed, ed.pages),
        "problems": _at(ed, ed.problems_list),
    }


def _settle(qtbot) -> None:
    qtbot.wait(1)  # the layouts run


def test_the_first_amount_on_the_felt_moves_no_bet_area(ed, qtbot):
    ed.load(_words_written())
    _settle(qtbot)
    assert len(ed.result.problems) == 1  # no bet yet
    before = bets_geometry(ed)
    click_spot(qtbot, ed, "seat:1:ante")  # the first amount: the last problem goes
    _settle(qtbot)
    assert ed.draft.bet(1, "ante") == 25 and ed.result.valid
    assert bets_geometry(ed) == before
    click_spot(qtbot, ed, "seat:4:ante")  # the next click lands on seat 4's Ante, not beside it
    assert ed.draft.bet(4, "ante") == 25 and ed.draft.bet(1, "ante") == 25
    assert bets_geometry(ed) == before


def test_a4_2_a_problem_on_a_seat_row_moves_no_row_and_no_bet_area(ed, qtbot):
    ed.load(_words_written())
    ed.set_bet(1, "ante", 25)
    _settle(qtbot)
    before = bets_geometry(ed)
    ed.set_bet(3, "six_card_bonus", 25)  # a side bet alone (A4.2): a problem on seat 3's row, and in the list
    _settle(qtbot)
    labels = {prefix: label for prefix, label, _w in ed._problem_labels}
    line = labels["seat:3"]
    assert line.isVisible() and "A4.2" in line.text() and "A4.2" in line.toolTip()
    assert line.height() <= line.fontMetrics().height() + 2  # one line: the row keeps its height
    assert ed.problems_list.count() == 1 and ed.problems_list.isVisible()
    assert bets_geometry(ed) == before
    ed.set_bet(3, "six_card_bonus", 0)  # the problem goes
    _settle(qtbot)
    assert not line.isVisible() and ed.result.valid
    assert bets_geometry(ed) == before


def test_a_problem_under_a_words_field_moves_no_other_field(ed, qtbot):
    ed.load(_words_written())
    ed.set_bet(1, "ante", 25)
    _settle(qtbot)
    before = words_geometry(ed)
    ed.title_en.setFocus()
    ed.title_en.selectAll()
    qtbot.keyClick(ed.title_en, Qt.Key.Key_Delete)  # the English title deleted: a problem under it
    _settle(qtbot)
    labels = {prefix: label for prefix, label, _w in ed._problem_labels}
    assert labels["title.en"].isVisible() and labels["title.en"].text()
    assert words_geometry(ed) == before
    type_into(qtbot, ed.title_en, "A still layout")
    _settle(qtbot)
    assert not labels["title.en"].isVisible() and ed.result.valid
    assert words_geometry(ed) == before


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_a_long_problem_is_one_line_with_the_whole_in_its_tooltip(ed, qtbot, qapp, lang):
    from trainer.gui.i18n import install_translator

    install_translator(qapp, lang)
    try:
        ed.load(_words_written())
        ed.set_bet(3, "six_card_bonus", 25)
        ed.pages.setCurrentWidget(ed.bets_page)
        _settle(qtbot)
        line = {prefix: label for prefix, label, _w in ed._problem_labels}["seat:3"]
        whole = line.text()
        shown = line.shown_text()
        assert whole and line.toolTip() == whole
        assert shown == whole or (shown.endswith("…") and whole.startswith(shown[:-1]))
        assert line.fontMetrics().horizontalAdvance(shown) <= line.contentsRect().width()
        said = [ed.problems_list.item(i).text() for i in range(ed.problems_list.count())]
        assert any(whole in text for text in said)  # the list below the pages says it whole
    finally:
        install_translator(qapp, "en")


def test_a11_1_choosing_seat_4s_cards_leaves_seat_1_random_on_screen_and_in_the_file(ed, qtbot, tmp_path):
    ed.load(_words_written())
    ed.set_bet(1, "ante", 25)
    ed.set_bet(4, "ante", 25)
    ed.pages.setCurrentWidget(ed.cards_page)
    _settle(qtbot)
    slots_before = {key: _at(ed, b) for key, b in ed.slot_buttons.items()}
    assert "no bet" not in ed.slots_widget.findChildren(QtWidgets.QLabel)[0].text()  # seat 1 bets
    qtbot.mouseClick(ed.slot_buttons[("seat:4", 0)], Qt.MouseButton.LeftButton)
    for card in ("As", "Kd", "Qh"):  # seat 4's next slot is chosen after each card
        qtbot.mouseClick(ed.card_buttons[card], Qt.MouseButton.LeftButton)
        _settle(qtbot)
        assert {key: _at(ed, b) for key, b in ed.slot_buttons.items()} == slots_before  # the slots stay put
    random_word = "random"
    assert all(ed.slot_buttons[("seat:1", i)].text().startswith(random_word) for i in range(3))
    path = ed.save(path=tmp_path / "still_layout.toml")
    assert path is not None
    assert tomllib.loads(path.read_text(encoding="utf-8"))["deck"]["top"] == ["?", "As", "?", "Kd", "?", "Qh"]
    ed.load(Draft.empty())
    assert ed.open_path(path)
    assert all(ed.slot_buttons[("seat:1", i)].text().startswith(random_word) for i in range(3))
    assert ed.slot_buttons[("seat:4", 0)].text().startswith("A♠")
    assert ed.result.valid, [str(p) for p in ed.result.problems]


# ------------------------------------------------------------------------------------------ item 8c: the browser


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_scenario_titles_show_whole_in_the_browser_with_both_languages_in_the_tooltip(qtbot, english, lang):
    from trainer.gui import i18n
    from trainer.gui.app import MainWindow
    from trainer.training.scenario import scenario_library

    library = scenario_library()
    i18n.install_translator(english, lang)
    try:
        window = MainWindow(library)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        window.show_page("browser")
        qtbot.wait(1)
        table = window.browser.table
        proxy = table.model()
        width = table.columnWidth(0)
        margin = table.style().pixelMetric(QtWidgets.QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
        metrics = table.fontMetrics()
        wrapped = 0
        for row in range(proxy.rowCount()):
            index = proxy.index(row, 0)
            title = str(index.data())
            needed = metrics.boundingRect(
                QtCore.QRect(0, 0, width - 2 * margin, 10_000), int(Qt.TextFlag.TextWordWrap), title
            )
            assert needed.width() <= width - 2 * margin, title  # no word runs past the cell
            assert table.rowHeight(row) >= needed.height(), f"{title!r} is cut off"
            wrapped += needed.height() > metrics.lineSpacing() + 1
            sc = index.data(window.browser.proxy.ROLE)
            tip = str(index.data(Qt.ItemDataRole.ToolTipRole))
            assert sc.titles["en"] in tip and sc.titles["zh-Hant"] in tip
            assert tip.splitlines()[0] == title  # the title shown comes first
        if lang == "en":  # the Chinese titles are short enough for one line in every font
            assert wrapped, "no title needs two lines at 1280×800: the test shows nothing"
    finally:
        i18n.install_translator(english, "en")

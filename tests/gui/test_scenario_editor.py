"""The scenario editor of the trainer tools (issue 14): a scenario built from scratch by clicks and keys is a file that
``trainer validate`` accepts and ``trainer solve`` plays as built; every bundled scenario opens and saves back with
the same meaning; problems show next to their fields."""

from __future__ import annotations

import json
import pathlib
import re
import subprocess
import sys
import tomllib

import pytest

from trainer.engine.procedure import solve
from trainer.gui.i18n import install_translator
from trainer.gui.qt import QPointF, Qt, QtGui, QtWidgets
from trainer.gui.scenario_editor import ScenarioEditor
from trainer.training.scenario import load_scenario, validate_file

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIBRARY = sorted((ROOT / "scenarios").glob("*.toml"))


@pytest.fixture
def editor(qtbot, english):
    ed = ScenarioEditor()
    qtbot.addWidget(ed)
    ed.resize(1280, 800)
    ed.show()
    qtbot.waitExposed(ed)
    messages: list[str] = []
    ed.inform = messages.append
    ed.warn = messages.append
    ed.messages = messages  # type: ignore[attr-defined]
    return ed


def click_spot(qtbot, ed: ScenarioEditor, name: str, button=Qt.MouseButton.LeftButton) -> None:
    """Click the middle of a named spot of the table (``seat:2:ante``, ``tray:25``) as the trainer would."""
    ed.pages.setCurrentWidget(ed.bets_page)
    ed.table_view.fit()
    point = ed.table_view.mapFromScene(QPointF(ed.scene.spot_rect(name).center()))
    qtbot.mouseClick(ed.table_view.viewport(), button, pos=point)


def type_into(qtbot, widget, text: str) -> None:
    widget.setFocus()
    widget.selectAll()
    if text.isascii():
        qtbot.keyClicks(widget, text)
    else:
        input_method(widget, text)


def input_method(widget, text: str) -> None:
    """Chinese is typed through an input method: its commit string arrives as one event (QTest types ASCII only)."""
    event = QtGui.QInputMethodEvent()
    event.setCommitString(text)
    QtWidgets.QApplication.sendEvent(widget, event)


def run_trainer(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "trainer", *args], capture_output=True, text=True, cwd=ROOT)


def test_a17_4_1_a_scenario_built_by_clicks_and_keys_validates_and_solves_as_built(editor, qtbot, tmp_path):
    ed = editor
    qtbot.mouseClick(ed.new_button, Qt.MouseButton.LeftButton)
    # words
    ed.pages.setCurrentWidget(ed.words_page)
    type_into(qtbot, ed.id_edit, "two_seats_exposed_card")
    type_into(qtbot, ed.title_en, "Two seats, one exposed card")
    type_into(qtbot, ed.title_zh, "兩門投注，一張紙牌陽開")
    qtbot.keyClicks(ed.brief_en, "Deal by hand to seats 2 and 5; a card of seat 2 shows.")
    ed.brief_zh.setFocus()
    input_method(ed.brief_zh, "人手派牌給第2門及第5門；第2門的一張紙牌陽開。")
    # bets: the 25 chip from the tray, four on seat 2's Ante, two on seat 5's Ante, one on its Pair Plus
    click_spot(qtbot, ed, "tray:25")
    for _ in range(4):
        click_spot(qtbot, ed, "seat:2:ante")
    for _ in range(3):
        click_spot(qtbot, ed, "seat:5:ante")
    click_spot(qtbot, ed, "seat:5:ante", Qt.MouseButton.RightButton)  # one chip too many: take it off
    click_spot(qtbot, ed, "seat:5:pair_plus")
    assert ed.draft.players() == [
        {"seat": 2, "bets": {"ante": 100}},
        {"seat": 5, "bets": {"ante": 50, "pair_plus": 25}},
    ]
    assert ed.bet_spins[(5, "pair_plus")].value() == 25
    # cards: seat 5 gets a pair of aces; the dealer a King-high
    ed.pages.setCurrentWidget(ed.cards_page)
    for place, index, cards in (("seat:5", 0, ["Ah"]), ("seat:5", 1, ["Ad"]), ("dealer", 0, ["Kc", "8d", "3s"])):
        qtbot.mouseClick(ed.slot_buttons[(place, index)], Qt.MouseButton.LeftButton)
        for card in cards:  # the next slot of the same place is chosen after each card
            qtbot.mouseClick(ed.card_buttons[card], Qt.MouseButton.LeftButton)
    assert ed.draft.fixed[("seat:5", 0)] == "Ah" and ed.draft.fixed[("dealer", 0)] == "Kc"
    # the irregularity: the third deal (seat 2's second card) lands face up
    ed.pages.setCurrentWidget(ed.events_page)
    ed.kind_combo.setFocus()
    assert ed.kind_combo.currentData() == "card_exposed"
    type_into(qtbot, ed.at_spin, "3")
    qtbot.mouseClick(ed.add_event_button, Qt.MouseButton.LeftButton)
    assert ed.draft.events() == [{"kind": "card_exposed", "at": 3}]
    assert ed.timeline.count() == 1 and "deal 3" in ed.timeline.item(0).text()
    # skills and clauses from the round; test play; pin it
    ed.pages.setCurrentWidget(ed.words_page)
    qtbot.mouseClick(ed.suggest_button, Qt.MouseButton.LeftButton)
    assert "irregularities" in ed.draft.get("skills") and "A17.4.1" in ed.draft.get("clauses")
    ed.pages.setCurrentWidget(ed.play_page)
    assert ed.result.valid, [str(p) for p in ed.result.problems]
    texts = [ed.log_table.item(i, 1).text() for i in range(ed.log_table.rowCount())]
    assert "the round continues" in texts  # A17.4(i): one player card exposed, the round goes on
    assert any("第" in ed.log_table.item(i, 2).text() for i in range(ed.log_table.rowCount()))
    qtbot.mouseClick(ed.pin_button, Qt.MouseButton.LeftButton)
    assert {"seat": 5, "bet": "pair_plus", "amount": 25} in ed.draft.get("expect", "payouts")
    # save (Ctrl+S asks where the first time)
    ed.ask_save_path = lambda suggested: str(tmp_path / suggested)
    qtbot.keyClick(ed, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    path = tmp_path / "two_seats_exposed_card.toml"
    assert path.is_file() and path.read_text(encoding="utf-8").startswith("#:schema ./scenario.schema.json\n")

    checked = run_trainer("validate", str(path))
    assert checked.returncode == 0, checked.stdout + checked.stderr
    solved = run_trainer("solve", str(path), "--json")
    assert solved.returncode == 0, solved.stderr
    log = json.loads(solved.stdout)
    assert log == ed.result.actions
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert data["players"] == [{"seat": 2, "bets": {"ante": 100}}, {"seat": 5, "bets": {"ante": 50, "pair_plus": 25}}]
    assert data["events"] == [{"kind": "card_exposed", "at": 3}]
    assert data["title"] == {"en": "Two seats, one exposed card", "zh-Hant": "兩門投注，一張紙牌陽開"}
    # played as built: by hand (A11.1) the shoe's 2nd card is seat 5's first, the 7th-9th the dealer's
    top = data["deck"]["top"]
    assert top[1] == "Ah" and top[3] == "Ad" and top[6:9] == ["Kc", "8d", "3s"]
    r = load_scenario(path).round()
    solve(r)
    assert r.result is not None and r.result.dealer_hand.value == "high_card"
    assert [a for a in log if a.get("ruling") == "continue"] == [{"action": "declare", "ruling": "continue"}]


def test_problems_show_next_to_their_field_and_lead_to_their_page(editor, qtbot):
    ed = editor
    ed.set_bet(2, "ante", 100)
    ed.set_bet(3, "six_card_bonus", 25)  # A4.2: a side bet alone
    labels = {prefix: label for prefix, label, _w in ed._problem_labels}
    assert (not labels["seat:3"].isHidden()) and "A4.2" in labels["seat:3"].text()
    assert labels["seat:2"].isHidden()
    assert not labels["title.en"].isHidden()  # a new table has no title yet
    items = [ed.problems_list.item(i) for i in range(ed.problems_list.count())]
    said = [i.text() for i in items]
    assert not [t for t in said if "six_card_bonus" in t or "players[" in t or "title.en" in t]  # plain words only
    item = next(i for i in items if i.text().startswith("Bets · Seat 3 · Six Card Bonus: Six Card Bonus without"))
    ed.problems_list.itemClicked.emit(item)
    assert ed.pages.currentWidget() is ed.bets_page
    ed.conduct_actions[(3, "side_bet_without_base")].setChecked(True)  # meant: the dealer must refuse it
    assert labels["seat:3"].isHidden()
    assert ed.draft.player(3)["conduct"] == ["side_bet_without_base"]


def test_the_dealing_method_moves_the_slots_and_the_cards_follow(editor, qtbot):
    ed = editor
    ed.set_bet(1, "ante", 10)
    ed.set_bet(4, "ante", 10)
    ed.select_slot("seat:4", 2)
    ed.pick_card("As")
    ed.method_combo.setCurrentIndex(1)  # one card at a time from a machine (A11.2): seat 4's cards are 4th-6th
    assert ed.draft.get("table") == {"seats": 7, "shuffle": "machine", "packet": 1}
    assert ed.draft.top()[5] == "As"
    assert "As" in ed.slot_buttons[("seat:4", 2)].text().replace("A♠", "As")


@pytest.mark.parametrize("path", LIBRARY, ids=[p.stem for p in LIBRARY])
def test_every_bundled_scenario_opens_in_the_editor_and_saves_back_the_same(editor, tmp_path, path):
    ed = editor
    at = ed.library_combo.findData(str(path))
    assert at >= 0
    ed.library_combo.setCurrentIndex(at)
    before_bytes = path.read_bytes()
    ed.open_library_choice()
    assert ed.result.valid, [str(p) for p in ed.result.problems]
    asked: list[str] = []
    ed.ask_save_path = lambda suggested: asked.append(suggested) or str(tmp_path / suggested)
    saved = ed.save()  # a bundled scenario is saved elsewhere: Save asks where, offering <id>.toml
    assert asked == [path.name] and saved == tmp_path / path.name and path.read_bytes() == before_bytes
    assert validate_file(saved) == []
    before, after = load_scenario(path), load_scenario(saved)
    assert after.setup == before.setup and after.expect == before.expect
    assert [a.to_json() for a in solve(after.round())] == [a.to_json() for a in solve(before.round())]


def test_the_editor_is_a_tab_of_the_trainer_tools_in_both_languages(qtbot, qapp, tmp_path, monkeypatch):
    from trainer.gui.trainer_tools import TrainerTools
    from trainer.training.store import ResultsStore

    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    install_translator(qapp, "zh-Hant")
    store = ResultsStore.open()
    try:
        tools = TrainerTools(store, "Ms Wong")
        qtbot.addWidget(tools)
        index = tools.tabs.indexOf(tools.editor_tab)
        assert tools.tabs.tabText(index) == "情境編輯器"
        ed = tools.open_editor()
        assert tools.tabs.currentWidget() is tools.editor_tab and ed.pages.tabText(5) == "試玩"
        install_translator(qapp, "en")
        qapp.processEvents()  # the language change reaches every widget as an event
        assert tools.tabs.tabText(index) == "Scenario editor" and ed.pages.tabText(5) == "Test play"
    finally:
        install_translator(qapp, "en")
        store.close()


def test_a_file_that_cannot_be_opened_is_one_line(editor, tmp_path):
    bad = tmp_path / "broken.toml"
    bad.write_text("players = [", encoding="utf-8")
    editor.ask_open_path = lambda: str(bad)
    editor.open_file()
    assert len(editor.messages) == 1
    assert editor.messages[0].startswith(f"{bad} cannot be opened (line 1):\nThe file is not written in valid TOML")
    assert isinstance(editor.pages, QtWidgets.QTabWidget)


@pytest.mark.parametrize(
    ("content", "line", "what"),
    [
        (b"\xff\xfe\x00\x01", None, "這不是文字檔"),
        (b"\xff id = 1", 1, "檔案不是 UTF-8 文字"),
        (b'id = "x"\ntitle = "a\n', 2, "檔案不是有效的 TOML"),
    ],
)
def test_a_broken_file_is_a_warning_in_the_readers_language(qtbot, qapp, tmp_path, content, line, what):
    """zh-Hant: a file that cannot be opened names the file, the line and what is wrong in Chinese, in a warning
    (it was Python's English: "'utf-8' codec can't decode byte 0xff", "not valid TOML: Illegal character")."""
    bad = tmp_path / "b7.toml"
    bad.write_bytes(content)
    install_translator(qapp, "zh-Hant")
    try:
        ed = ScenarioEditor()
        qtbot.addWidget(ed)
        warnings: list[str] = []
        ed.warn = warnings.append
        ed.inform = lambda text: pytest.fail(f"an information box for a broken file: {text}")
        assert not ed.open_path(bad)
        head = f"無法開啟 {bad}（第 {line} 行）：" if line else f"無法開啟 {bad}："
        assert len(warnings) == 1 and warnings[0].startswith(head + "\n" + what), warnings
        assert (
            re.search(r"[A-Za-z]{2,}", warnings[0].replace(str(bad), "").replace("UTF", "").replace("TOML", "")) is None
        )
    finally:
        install_translator(qapp, "en")


def test_a10_3_an_irregularity_on_the_timeline_is_chosen_changed_and_removed(editor, qtbot):
    ed = editor
    ed.set_bet(2, "ante", 100)
    ed.set_bet(5, "ante", 50)
    ed.pages.setCurrentWidget(ed.events_page)
    type_into(qtbot, ed.at_spin, "3")
    qtbot.mouseClick(ed.add_event_button, Qt.MouseButton.LeftButton)
    ed.kind_combo.setCurrentIndex(ed.kind_combo.findData("late_bet"))
    type_into(qtbot, ed.at_spin, "1")
    type_into(qtbot, ed.seat_spin, "5")
    ed.bet_combo.setCurrentIndex(ed.bet_combo.findData("pair_plus"))
    qtbot.mouseClick(ed.add_event_button, Qt.MouseButton.LeftButton)
    assert [e["kind"] for e in ed.draft.events()] == ["late_bet", "card_exposed"]  # in the order of the deals
    ed.timeline.setCurrentRow(1)
    assert ed.kind_combo.currentData() == "card_exposed" and ed.at_spin.value() == 3  # the form shows it
    type_into(qtbot, ed.at_spin, "2")
    qtbot.mouseClick(ed.change_event_button, Qt.MouseButton.LeftButton)
    assert ed.draft.events()[1] == {"kind": "card_exposed", "at": 2}
    assert "reject_bet" in [a["action"] for a in ed.result.actions]  # A10.3: the late bet is refused
    ed.timeline.setCurrentRow(0)
    qtbot.mouseClick(ed.remove_event_button, Qt.MouseButton.LeftButton)
    assert ed.draft.events() == [{"kind": "card_exposed", "at": 2}] and ed.timeline.count() == 1


MALFORMED = [
    'id = 3\ntitle = "x"\nbriefing = 4\nskills = "dealing"\nclauses = [1]\ndifficulty = "hard"\n[table]\n'
    'seats = "seven"\nshuffle = 5\npacket = "x"\nside_bets = "none"\ncut = "mid"\nhouse_rules = "a"\n'
    'spare_shuffler = "yes"\n[table.progressive]\npool = "lots"\nfixed = 3\n[table.limits]\nante = 5\n'
    '[deck]\ntop = "As"\nseed = "x"\n',
    'players = "none"\nevents = 3\n[table]\nlimits = { ante = { min = "a" } }\nprogressive = 7\n',
    '[[players]]\nseat = "one"\nbets = 5\nconduct = "x"\ndecision = 3\n[[events]]\nkind = 5\nat = "x"\n'
    '[[events]]\nkind = "card_slips"\nto = 4\n',
    '[[players]]\nseat = 2\nbets = { ante = "x", pair_plus = 5.5 }\nplayer = 4\nseated = "no"\n[deck]\n'
    'top = ["As", 3, "Zz"]\n[expect]\npayouts = 3\n',
]


@pytest.mark.parametrize("text", MALFORMED, ids=["words_and_table", "not_lists", "players_and_events", "bets_deck"])
def test_a_wrongly_typed_file_opens_with_its_problems_and_can_be_mended(editor, qtbot, tmp_path, text):
    path = tmp_path / "odd.toml"
    path.write_text(text, encoding="utf-8")
    editor.ask_open_path = lambda: str(path)
    editor.open_file()
    assert editor.messages == [] and editor.result.problems and editor.problems_list.count()
    editor.set_bet(1, "ante", 10)  # editing goes on: the wrong values are replaced as the trainer edits
    editor.method_combo.setCurrentIndex(2)
    type_into(qtbot, editor.title_zh, "修好")
    assert editor.draft.get("title", "zh-Hant") == "修好"
    assert editor.save(path=tmp_path / "mended.toml") is not None


def test_a17_5_a_card_slipping_to_a_seat_without_a_bet_shows_as_a_dead_slot(editor, qtbot):
    ed = editor
    ed.set_bet(2, "ante", 100)
    ed.set_bet(5, "ante", 50)
    ed.method_combo.setCurrentIndex(1)  # one card at a time from a machine
    ed.pages.setCurrentWidget(ed.events_page)
    ed.kind_combo.setCurrentIndex(ed.kind_combo.findData("card_slips"))
    type_into(qtbot, ed.at_spin, "4")
    type_into(qtbot, ed.to_spin, "7")
    qtbot.mouseClick(ed.add_event_button, Qt.MouseButton.LeftButton)
    assert ("seat:7", 0) in ed.slot_buttons
    labels = [w.text() for w in ed.slots_widget.findChildren(QtWidgets.QLabel) if not w.isHidden()]
    assert "Seat 7:\nno bet, dead cards (A17.5)" in labels and "Seat 5" in labels
    assert "dead cards (seat 7)" in [ed.log_table.item(i, 1).text() for i in range(ed.log_table.rowCount())]


@pytest.mark.parametrize("text", MALFORMED, ids=["words_and_table", "not_lists", "players_and_events", "bets_deck"])
def test_every_problem_shows_in_zh_hant_from_its_key_without_the_files_names(editor, qtbot, qapp, tmp_path, text):
    """Issue 14: each problem of the checker is written in the current language from its key (no English fallback,
    no field names of the file); switching the language rewrites the problems shown."""
    import re

    from trainer.training.checker_words import CHECKS

    path = tmp_path / "odd.toml"
    path.write_text(text, encoding="utf-8")
    editor.ask_open_path = lambda: str(path)
    editor.open_file()
    assert all(p.key in CHECKS for p in editor.result.problems)
    install_translator(qapp, "zh-Hant")
    qapp.processEvents()
    said = [editor.problems_list.item(i).text() for i in range(editor.problems_list.count())]
    assert len(said) == len(editor.result.problems) > 3
    for line in said:
        bare = re.sub(r"「[^」]*」", "", line)
        assert re.search(r"[\u4e00-\u9fff]", bare) and "：" in line, line
        assert not re.search(r"[a-z]+_[a-z_]+|seat:\d|players\[", bare), line
        assert not set(re.findall(r"(?<![A-Za-z])[a-z]{3,}(?![A-Za-z])", bare)) - {"true", "false"}, line
    labels = [label.text() for _prefix, label, _w in editor._problem_labels if not label.isHidden()]
    assert labels and all(re.search(r"[\u4e00-\u9fff]", t) for t in labels)
    install_translator(qapp, "en")
    qapp.processEvents()
    again = [editor.problems_list.item(i).text() for i in range(editor.problems_list.count())]
    assert again == [
        f"{line.split(': ')[0]}: {p.words('en')}" for line, p in zip(again, editor.result.problems, strict=True)
    ]
    said_en = [line.split(": ", 1)[1] for line in again]
    assert not [line for line in said_en if re.search(r"[\u4e00-\u9fff]", re.sub(r'"[^"]*"', "", line))]


def test_a_bet_problem_shows_in_the_regulations_words_in_zh_hant(editor, qtbot, qapp):
    editor.set_bet(2, "ante", 100)
    editor.set_bet(3, "six_card_bonus", 25)  # A4.2: a side bet alone
    install_translator(qapp, "zh-Hant")
    qapp.processEvents()
    labels = {prefix: label for prefix, label, _w in editor._problem_labels}
    assert labels["seat:3"].text().startswith("六張牌獎金沒有基礎投注項目（第四條第二款）：如屬刻意安排")
    said = [editor.problems_list.item(i).text() for i in range(editor.problems_list.count())]
    assert (
        "投注 · 第3門 · 六張牌獎金：六張牌獎金沒有基礎投注項目（第四條第二款）：如屬刻意安排，請在「行為」中勾選（荷官須拒絕）。"
        in said
    )


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_the_editor_fits_a_1280_by_800_window_with_its_status_whole(qtbot, qapp, tmp_path, monkeypatch, lang):
    """In the trainer tools of a 1280×800 main window, the editor needs no more width than it has, its status —
    even "Saved:" with a long path — shows whole (wrapped, never cut at the window's edge), and the test play's
    tables fit with every column as wide as its contents."""
    from trainer.gui.app import MainWindow
    from trainer.gui.trainer_tools import TrainerTools
    from trainer.training.store import ResultsStore

    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    install_translator(qapp, lang)
    store = ResultsStore.open()
    try:
        window = MainWindow(scenarios=[])
        qtbot.addWidget(window)
        window.resize(1280, 800)
        tools = TrainerTools(store, "Ms Wong")
        window.add_page("tools", tools)
        window.show_page("tools")
        window.show()
        qtbot.waitExposed(window)
        ed = tools.open_editor()
        assert ed.open_path(ROOT / "scenarios" / "full_table_everything_at_once.toml")
        ed.pages.setCurrentWidget(ed.play_page)
        long_name = tmp_path / ("a_scenario_with_a_rather_long_file_name_" * 3 + ".toml")
        for step in ("opened", "saved"):
            if step == "saved":
                assert ed.save(path=long_name) == long_name
            qtbot.wait(1)
            assert tools.minimumSizeHint().width() <= 1280, f"{step}: the tools need a wider window"
            status = ed.status
            right = status.mapTo(window, status.rect().topRight()).x()
            assert right < window.width(), f"{step}: the status runs past the window's edge"
            assert status.height() >= status.heightForWidth(status.width()), f"{step}: a line of the status is cut"
            for table in (ed.log_table, ed.settled_table):
                assert table.mapTo(window, table.rect().topRight()).x() < window.width()
                header = table.horizontalHeader()
                for column in range(table.columnCount()):
                    wanted = max(table.sizeHintForColumn(column), header.sectionSizeHint(column))
                    assert header.sectionSize(column) >= wanted, f"{step}: column {column} is cut"
    finally:
        install_translator(qapp, "en")
        store.close()


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_the_status_is_readable_on_the_tools_page(qtbot, english, tmp_path, monkeypatch, theme):
    """The status ("Valid…" in green, "… problem(s)" in red) has a contrast of at least 4.5:1 with the trainer
    tools' page it is painted on, with the app's dark theme and with a light palette."""
    from trainer.gui.app import apply_theme
    from trainer.gui.colours import MIN_CONTRAST, contrast
    from trainer.gui.qt import QApplication
    from trainer.gui.trainer_tools import TrainerTools
    from trainer.training.editor import Draft
    from trainer.training.store import ResultsStore

    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    old = QApplication.palette()
    if theme == "dark":
        apply_theme(english, set_style=False)
    else:
        english.setPalette(english.style().standardPalette())
    store = ResultsStore.open()
    try:
        tools = TrainerTools(store, "Ms Wong")
        qtbot.addWidget(tools)
        tools.resize(1280, 800)
        tools.show()
        ed = tools.open_editor()
        for draft in (Draft.empty(), Draft.generated(3)):
            ed.load(draft)
            qtbot.wait(1)
            image = tools.grab().toImage()
            box = ed.status.geometry().translated(ed.mapTo(tools, ed.rect().topLeft()))
            text = box.intersected(ed.status.contentsRect().translated(box.topLeft()))
            left = ed.mapTo(tools, ed.rect().topLeft()).x()
            background = image.pixelColor(left + 2, box.center().y())  # the editor's margin, beside it
            ratio = max(
                contrast(image.pixelColor(x, y), background)
                for x in range(text.left(), min(text.right(), text.left() + 300))  # the text's start
                for y in range(text.top(), text.bottom() + 1)
            )
            assert ratio >= MIN_CONTRAST, f"{ed.status.text()}: {ratio:.2f}:1 on {background.name()}"
    finally:
        english.setPalette(old)
        store.close()

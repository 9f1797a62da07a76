"""What testers found using the app as a new user (issue 11): the keyboard after a resumed exam, Ctrl+E asking
first, the actions list following the latest action, [ ] skipping settled bets, the exam list's Enter / Back /
Esc, Home and End in lists, export file names, the stale interrupted-attempts line, the chart's theme and dates,
the window's minimum size, and titles instead of ids. The store is always under tmp_path."""

from __future__ import annotations

import itertools
import re
from datetime import date
from pathlib import Path

import pytest

from tests.gui.exam_world import reference_log, store_attempt, wrong_log
from tests.gui.test_exam_session import PASSPHRASE, make_interrupted, scenario_paths, session_for
from tests.gui.windows import activate
from trainer.engine.procedure import solve
from trainer.gui import i18n
from trainer.gui.app import MIN_READABLE, MainWindow, minimum_size
from trainer.gui.dealer_table import DealerTable
from trainer.gui.exam_session import END_ROUND, ExamChooser
from trainer.gui.history_chart import HistoryChart, date_text, date_ticks
from trainer.gui.qt import QApplication, QColor, Qt, QtCore, QtGui, QTimer, QtWidgets
from trainer.gui.trainer_tools import TrainerTools
from trainer.training.exams import load_exam
from trainer.training.scenario import find_scenario, scenario_library
from trainer.training.store import HistoryPoint, ResultsStore, Status

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints")

NO = Qt.KeyboardModifier.NoModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def _window(qtbot, size=(1280, 800)) -> MainWindow:
    window = MainWindow(scenarios=scenario_library())
    qtbot.addWidget(window)
    window.install_extensions()
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(10)  # the notice of interrupted attempts opens once the window is up: close it
    if window.exam_screens.notice is not None:
        window.exam_screens.notice.close()
    activate(qtbot, window)
    return window


def _key_for_deal(action: dict) -> Qt.Key:
    to = action["to"]
    if to.startswith("seat:"):
        return Qt.Key(Qt.Key.Key_0 + int(to[5:]))
    return Qt.Key.Key_D if to == "dealer" else Qt.Key.Key_C


# ------------------------------------------------------------------------------------------- 1. resume


def test_the_keyboard_works_at_the_table_after_an_interrupted_exam_is_resumed(world, qtbot):
    root, exam_path, store = world
    log = reference_log(scenario_paths(root)[0])
    first_deal = next(n for n, a in enumerate(log) if a["action"] == "deal")
    attempt = make_interrupted(root, store, exam_path, "陳大文", first_deal)
    store.close()
    window = _window(qtbot)
    screens = window.exam_screens
    try:
        session = screens.resume(screens.store.resume(attempt))
        assert window.stack.currentWidget() is session and len(session.table.log) == first_deal
        qtbot.waitUntil(lambda: window.focusWidget() is session.table.table_view)
        qtbot.keyClick(window.focusWidget(), _key_for_deal(log[first_deal]))
        assert len(session.table.log) == first_deal + 1, "the key reached the table"
        assert session.table.log[-1].to_json() == log[first_deal]
    finally:
        screens.store.close()


def test_the_focus_follows_the_exam_pages(world, qtbot):
    _root, exam_path, store = world
    session = session_for(qtbot, store, exam_path)
    assert session.focusProxy() is session.name_edit
    session.begin("Lei")
    assert session.focusProxy() is session.table
    session.time_out()
    assert session.focusProxy() is session.done_button


# ------------------------------------------------------------------------------------------- 2. Ctrl+E


def _answer_end_round(qtbot, session, end: bool, seen: list[str]) -> None:
    def answer() -> None:
        box = session.end_round_box
        if box is None:  # not open yet
            QTimer.singleShot(20, answer)
            return
        seen.append(box.windowTitle() + "\n" + box.text())
        wanted = END_ROUND["end" if end else "keep"]
        button = next(b for b in box.buttons() if wanted in b.text())
        button.click()

    QTimer.singleShot(0, answer)


def test_ctrl_e_in_an_exam_asks_in_both_languages_before_it_ends_the_scenario(world, qtbot):
    root, exam_path, store = world
    session = session_for(qtbot, store, exam_path)
    session.show()
    qtbot.waitExposed(session)
    session.begin("Lei")
    for action in reference_log(scenario_paths(root)[0])[:3]:
        session.table.apply(action)
    seen: list[str] = []
    _answer_end_round(qtbot, session, end=False, seen=seen)
    qtbot.keyClick(session.table.table_view, Qt.Key.Key_E, CTRL)
    assert session.current == 0 and session.table.grade is None, "Keep dealing: the scenario goes on"
    assert "End this scenario now?" in seen[0] and "結束" in seen[0], seen
    _answer_end_round(qtbot, session, end=True, seen=seen)
    qtbot.keyClick(session.table.table_view, Qt.Key.Key_E, CTRL)
    assert session.current == 1, "ended: the next scenario is at the table"
    item = store.get_attempt(session.attempt_id).items[0]
    assert [e["code"] for e in item.grade["errors"]] == ["round_unfinished"]


def test_ctrl_e_in_practice_ends_the_round_without_a_question(qtbot, english):
    t = DealerTable("practice")
    qtbot.addWidget(t)
    sc = find_scenario("dealer_does_not_qualify")
    t.start(sc.setup)
    t.apply(solve(sc.round())[0])
    assert t.confirm_end is None
    assert t.handle_key(Qt.Key.Key_E, CTRL) and t.grade is not None


# ------------------------------------------------------------------------------------------- 3. the actions list


@pytest.mark.parametrize("mode", ["practice", "exam"])
def test_the_actions_list_follows_the_latest_action_also_when_the_grade_appears(qtbot, english, mode):
    t = DealerTable(mode)
    qtbot.addWidget(t)
    t.resize(1152, 660)
    t.show()
    qtbot.waitExposed(t)
    sc = find_scenario("dealer_does_not_qualify")
    t.start(sc.setup)
    bar = t.log_list.verticalScrollBar()
    for action in solve(sc.round()):
        t.apply(action)
        english.processEvents()
        assert bar.value() == bar.maximum()
    assert t.grade is not None
    qtbot.waitUntil(lambda: t.log_list.count() == len(t.log))  # the list follows the table a moment later
    english.processEvents()
    assert bar.maximum() > 0 and bar.value() == bar.maximum(), "the last action is in sight"
    bar.setValue(0)  # the trainee scrolls up to read: the list stays there
    t.resize(1152, 700)
    english.processEvents()
    assert bar.value() == 0


# ------------------------------------------------------------------------------------------- 4. [ and ]


def _cycle(t: DealerTable) -> list[str]:
    """The bet areas ] visits, once round."""
    t.select(None)
    seen: list[str] = []
    for _ in range(40):
        t.handle_key(Qt.Key.Key_BracketRight, NO)
        if t.selected in seen:
            break
        seen.append(t.selected)
    return seen


def _at_the_first_settlement(qtbot, scenario: str) -> tuple[DealerTable, list, list[int]]:
    """A practice table of ``scenario`` played by the reference dealer up to its first settlement: the table, the
    reference log and the steps that settle a bet."""
    t = DealerTable("practice")
    qtbot.addWidget(t)
    sc = find_scenario(scenario)
    t.start(sc.setup)
    log = solve(sc.round())
    settling = [n for n, a in enumerate(log) if a.kind in ("take", "push", "pay")]
    for action in log[: settling[0]]:
        t.apply(action)
    return t, log, settling


def test_brackets_skip_the_bets_already_settled(qtbot, english):
    t, log, settling = _at_the_first_settlement(qtbot, "dealer_does_not_qualify")
    before = _cycle(t)
    assert "seat:6:ante" in before
    t.apply(log[settling[0]])  # seat 6 (folded): its Ante is taken
    assert log[settling[0]].to_json() == {"action": "take", "seat": 6, "bet": "ante"}
    after = _cycle(t)
    assert "seat:6:ante" not in after and set(after) == set(before) - {"seat:6:ante"}
    t.handle_key(Qt.Key.Key_BracketLeft, NO)
    assert t.selected != "seat:6:ante"
    # a played seat's Ante stays reachable until its Ante Bonus is settled too (A pays it there)
    pay_ante = next(n for n, a in enumerate(log) if a.to_json() == {**a.to_json(), "action": "pay", "bet": "ante"})
    for action in log[settling[0] + 1 : pay_ante + 1]:
        t.apply(action)
    seat = log[pay_ante].seat
    assert f"seat:{seat}:ante" in _cycle(t)
    assert log[pay_ante + 1].to_json()["bet"] == "ante_bonus"
    t.apply(log[pay_ante + 1])
    assert f"seat:{seat}:ante" not in _cycle(t)
    assert f"seat:{seat}:play" not in _cycle(t)


def test_brackets_go_on_from_the_bet_just_settled_not_from_the_first_again(qtbot, english):
    """Settling clears the selection: ] then goes on to the next open area after the one settled. Before, it came
    back to the first open area (a played Ante waiting for a bonus that may never be due) after every bet."""
    t, _log, _settling = _at_the_first_settlement(qtbot, "plain_round_by_hand")
    first = _cycle(t)
    assert len(first) >= 3
    t.select(None)
    t.handle_key(Qt.Key.Key_BracketRight, NO)
    t.handle_key(Qt.Key.Key_BracketRight, NO)
    second = t.selected
    assert second == first[1]
    t.settle("push")  # wrong or right, it is settled: the area leaves the cycle and the selection is cleared
    assert t.selected is None
    t.handle_key(Qt.Key.Key_BracketRight, NO)
    assert t.selected == first[2]  # the next one after it, not first[0]
    t.select(None)
    t.handle_key(Qt.Key.Key_BracketLeft, NO)
    assert t.selected == first[0]  # and [ goes back from it


def test_the_hint_chooses_the_bet_it_says_to_settle(qtbot, english):
    """The hint's keys (the amount and Enter, T, P) settle the bet it names: it is chosen, not only marked (typing
    an amount with no bet chosen deals cards)."""
    t = DealerTable("practice")
    qtbot.addWidget(t)
    sc = find_scenario("plain_round_by_hand")
    t.start(sc.setup)
    log = solve(sc.round())
    pay = next(n for n, a in enumerate(log) if a.kind == "pay")
    for action in log[:pay]:
        t.apply(action)
    assert t.selected is None
    hint = t.show_hint()
    assert hint is not None and hint.action == log[pay]
    assert t.selected == f"seat:{log[pay].seat}:{log[pay].bet}"
    for digit in str(log[pay].amount):
        t.handle_key(Qt.Key(Qt.Key.Key_0 + int(digit)), NO)
    t.handle_key(Qt.Key.Key_Return, NO)
    assert t.log[-1] == log[pay] and not t.errors_at.get(pay)
    t.start(sc.setup)  # a deal is marked, and nothing is chosen for it
    deal = next(n for n, a in enumerate(log) if a.kind == "deal")
    for action in log[:deal]:
        t.apply(action)
    assert t.show_hint() is not None and t._highlight.isVisible() and t.selected is None


# ------------------------------------------------------------------------------------------- 5. the exam list


def test_the_exam_list_takes_enter_and_has_back_and_escape(world, qtbot):
    _root, exam_path, _store = world
    exam = load_exam(exam_path)
    chooser = ExamChooser([(exam_path, exam, "")])
    qtbot.addWidget(chooser)
    activate(qtbot, chooser)
    assert chooser.focusProxy() is chooser.list and "[Esc]" in chooser.back_button.text()
    with qtbot.waitSignal(chooser.exam_chosen) as chosen:
        qtbot.keyClick(chooser.list, Qt.Key.Key_Return)
    assert chosen.args[0].id == "gui-exam"
    with qtbot.waitSignal(chooser.back_requested):
        qtbot.keyClick(chooser.list, Qt.Key.Key_Escape)
    with qtbot.waitSignal(chooser.back_requested):
        qtbot.mouseClick(chooser.back_button, Qt.MouseButton.LeftButton)


def test_the_exam_list_in_the_window_goes_back_home_with_escape(world, qtbot):
    window = _window(qtbot)
    try:
        window.exam_screens.show_chooser()
        chooser = window.pages["exam_chooser"]
        assert window.stack.currentWidget() is chooser and window.focusWidget() is chooser.list
        qtbot.keyClick(chooser.list, Qt.Key.Key_Escape)
        assert window.stack.currentWidget() is window.home
    finally:
        window.exam_screens.store.close()


# ------------------------------------------------------------------------------------------- 6. Home and End


def test_home_and_end_in_the_scenario_browser_and_the_exam_list(world, qtbot):
    window = _window(qtbot)
    try:
        window.show_page("browser")
        table = window.browser.table
        rows = window.browser.proxy.rowCount()
        assert rows > 3
        qtbot.keyClick(table, Qt.Key.Key_End)
        assert table.currentIndex().row() == rows - 1
        assert window.browser.current().id == window.browser.visible_ids()[-1]
        qtbot.keyClick(table, Qt.Key.Key_Home)
        assert table.currentIndex().row() == 0 and window.browser.current().id == window.browser.visible_ids()[0]
    finally:
        window.exam_screens.store.close()
    _root, exam_path, _store = world
    exam = load_exam(exam_path)
    chooser = ExamChooser([(exam_path, exam, ""), (exam_path, exam, ""), (exam_path, exam, "")])
    qtbot.addWidget(chooser)
    qtbot.keyClick(chooser.list, Qt.Key.Key_End)
    assert chooser.list.currentRow() == 2
    qtbot.keyClick(chooser.list, Qt.Key.Key_Home)
    assert chooser.list.currentRow() == 0


def _tools(qtbot, root: Path, exam_path: Path, store: ResultsStore) -> TrainerTools:
    paths = scenario_paths(root)
    store_attempt(store, exam_path, "陳大文", [reference_log(p) for p in paths])
    store_attempt(store, exam_path, "Lei Ka Man", [wrong_log(paths[0]), reference_log(paths[1])])
    store_attempt(store, exam_path, "Ho Wai", [wrong_log(paths[0]), wrong_log(paths[1])])
    store.set_trainer_passphrase("Ms Wong", PASSPHRASE)
    tools = TrainerTools(store, "Ms Wong")
    qtbot.addWidget(tools)
    tools.resize(1280, 800)
    activate(qtbot, tools)
    return tools


def test_home_and_end_in_the_results_table_and_the_replay(world, qtbot):
    root, exam_path, store = world
    tools = _tools(qtbot, root, exam_path, store)
    tools.table.setFocus()
    tools.table.setCurrentIndex(QtCore.QModelIndex())  # no row current yet: End still goes to the last
    qtbot.keyClick(tools.table, Qt.Key.Key_End)
    assert tools.table.currentIndex().row() == 2
    qtbot.keyClick(tools.table, Qt.Key.Key_Home)
    assert tools.table.currentIndex().row() == 0
    assert tools.replay_selected()
    replay = tools.replay
    replay.setFocus()
    qtbot.keyClick(replay, Qt.Key.Key_End)
    assert replay.step == replay.steps() > 0
    qtbot.keyClick(replay, Qt.Key.Key_Home)
    assert replay.step == 0
    assert "[Home]" in replay.first_button.text() and "[End]" in replay.last_button.text()


# ------------------------------------------------------------------------------------------- 7. export names


def test_exports_offer_a_dated_name_in_the_documents_then_the_last_folder(world, qtbot, monkeypatch):
    root, exam_path, store = world
    monkeypatch.setattr(TrainerTools, "last_folder", None)
    tools = _tools(qtbot, root, exam_path, store)
    day = date(2026, 11, 30)
    first = tools.suggested_path("csv", day)
    assert first.name == "results-2026-11-30.csv" and tools.suggested_path("pdf", day).name == "report-2026-11-30.pdf"
    documents = QtCore.QStandardPaths.writableLocation(QtCore.QStandardPaths.StandardLocation.DocumentsLocation)
    assert first.parent in (Path(documents), Path.home())
    offered: list[str] = []

    def save_as(parent, caption, directory, pattern):
        offered.append(directory)
        return str(root / "exports" / "mine.csv"), pattern

    (root / "exports").mkdir()
    monkeypatch.setattr(QtWidgets.QFileDialog, "getSaveFileName", save_as)
    tools.inform = lambda text: None
    expected = str(tools.suggested_path("csv"))
    assert tools.export("csv") == root / "exports" / "mine.csv"
    assert offered == [expected] and expected.endswith(f"results-{date.today().isoformat()}.csv")
    # the next one is offered where the last one went
    assert tools.suggested_path("pdf", day) == root / "exports" / "report-2026-11-30.pdf"
    assert tools.export("pdf") is not None and Path(offered[1]) == root / "exports" / f"report-{date.today()}.pdf"


# ------------------------------------------------------------------------------------------- 8. the stale line


def test_the_interrupted_attempts_line_goes_when_the_user_moves_on_or_none_is_left(world, qtbot):
    root, exam_path, store = world
    attempt = make_interrupted(root, store, exam_path, "Ho Wai", 2)
    store.set_trainer_passphrase("Ms Wong", PASSPHRASE)
    store.close()
    window = _window(qtbot)
    screens = window.exam_screens
    try:
        box = screens.announce_interrupted()
        box.close()
        assert "stopped before the end" in window.status.currentMessage()
        window.show_page("browser")  # moved on
        assert window.status.currentMessage() == ""
        screens.announce_interrupted().close()
        assert "stopped before the end" in window.status.currentMessage()
        screens.store.close_interrupted(attempt, "Ms Wong")
        screens._recount()  # what coming back from the trainer tools does
        assert screens.interrupted == 0 and window.status.currentMessage() == ""
    finally:
        screens.store.close()


# ------------------------------------------------------------------------------------------- 9. the chart


def test_the_chart_takes_the_dark_theme_and_shows_dates(qtbot, english):
    from trainer.gui.app import apply_theme

    old = QApplication.palette()
    apply_theme(english, set_style=False)
    try:
        chart = HistoryChart()
        qtbot.addWidget(chart)
        palette = QApplication.palette()
        assert chart.background == palette.color(QtGui.QPalette.ColorRole.Base)
        assert chart.text_colour == palette.color(QtGui.QPalette.ColorRole.WindowText)
        assert QColor(palette.color(QtGui.QPalette.ColorRole.Base)).lightnessF() < 0.5
        point = HistoryPoint(1, "2026-11-30T10:00:00+00:00", "cert", 70, False, Status.FINISHED)
        chart.set_history("Lei", [point], {"cert": 80}, {"cert": "Certification"})
        chart.resize(800, 320)
        chart.show()
        qtbot.waitExposed(chart)
        low, high = chart.x_range
        assert high - low >= 5 * 86400, "a lone attempt still sits among dates"
        labels = [text for _t, text, _r in chart.plot.placement().date_labels]
        assert len(labels) >= 2 and all(re.fullmatch(r"\d{4}-\d{2}-\d{2}", s) for s in labels)
        assert [name for name, _colour in chart.legend] == ["Certification"]
        image = chart.plot.grab().toImage()
        assert image.pixelColor(2, 2) == palette.color(QtGui.QPalette.ColorRole.Base), "painted on the dark base"
    finally:
        english.setPalette(old)


def test_date_ticks_are_local_midnights_that_fit():
    low = 1_700_000_000.0
    ticks = date_ticks(low, low + 400 * 86400, 8)
    assert 1 < len(ticks) <= 8
    assert all(date_text(t) != date_text(u) for t, u in itertools.pairwise(ticks))
    assert date_ticks(low, low, 8) == [] and date_ticks(low, low + 86400 * 3, 0) == []


# ------------------------------------------------------------------------------------------- 11. the window size


class _Screen:
    def __init__(self, width: int, height: int) -> None:
        self.size = (width, height)

    def availableGeometry(self) -> QtCore.QRect:
        return QtCore.QRect(0, 0, *self.size)


def test_the_minimum_size_is_where_the_table_is_readable_or_the_screen():
    assert minimum_size(_Screen(1920, 1080)) == MIN_READABLE == (1152, 720)
    assert minimum_size(_Screen(1024, 700)) == (1024, 700)
    assert minimum_size(None) == MIN_READABLE


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_at_the_minimum_size_the_hint_is_in_sight(qtbot, english, lang):
    i18n.install_translator(english, lang)
    window = MainWindow(scenarios=[])
    qtbot.addWidget(window)
    window.resize(*MIN_READABLE)
    sc = find_scenario("dealer_does_not_qualify")
    window.start_practice(sc)
    window.show()
    qtbot.waitExposed(window)
    table = window.practice.table
    for action in solve(sc.round())[:8]:
        table.apply(action)
    assert table.show_hint() is not None
    english.processEvents()
    viewport = table.panel_scroll.viewport()
    feedback = table.feedback
    bottom = feedback.mapTo(viewport, QtCore.QPoint(0, feedback.height())).y()
    assert feedback.text() and bottom <= viewport.height(), (bottom, viewport.height())


# ------------------------------------------------------------------------------------------- 12. titles


def test_titles_replace_ids_in_the_replay_the_chart_and_the_interrupted_list(world, qtbot):
    root, exam_path, store = world
    make_interrupted(root, store, exam_path, "陳大文", 2)
    store.close()
    store = ResultsStore.open(root / "data")  # the attempt is found interrupted when the store opens
    tools = _tools(qtbot, root, exam_path, store)
    tools.select_attempt(2)
    assert tools.replay_selected()
    combo = [tools.replay.item_combo.itemText(i) for i in range(tools.replay.item_combo.count())]
    assert combo == ["1. Plain round 1", "2. Plain round 2"]
    assert "Dealing check" in tools.replay.heading.text() and "gui-exam" not in tools.replay.heading.text()
    assert [name for name, _colour in tools.chart.legend] == ["Dealing check"]
    assert "Dealing check" in tools.interrupted_list.item(0).text()
    assert tools.exam_combo.itemText(1) == "Dealing check" and tools.exam_combo.itemData(1) == "gui-exam"
    i18n.install_translator(QApplication.instance(), "zh-Hant")
    qtbot.waitUntil(lambda: tools.replay.item_combo.itemText(0) == "1. 普通牌局1")
    assert "派牌考核" in tools.interrupted_list.item(0).text() and tools.exam_combo.itemText(1) == "派牌考核"

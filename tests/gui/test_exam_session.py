"""Taking an exam in the GUI: every action stored as it happens, a sealed attempt with its errors and clauses, the
clock ending the attempt, the trainer tools behind the passphrase (results, chart, export, replay, interrupted
attempts resumed or closed), and the start-up notice of interrupted attempts. The store is always under tmp_path.
"""

from __future__ import annotations

import csv
import sqlite3
import subprocess
import sys
from pathlib import Path

from tests.gui.exam_world import make_world, reference_log, store_attempt, wrong_log
from trainer.commands.results import Regrader, rescore
from trainer.gui.exam_session import ExamChooser, ExamSession, clock_text, rules_lines
from trainer.gui.i18n import install_translator
from trainer.gui.qt import Qt
from trainer.gui.trainer_tools import PassphraseDialog, TrainerTools, open_trainer_tools
from trainer.training.exams import load_exam
from trainer.training.store import ResultsStore, Status

PASSPHRASE = "correct horse battery"


def committed_actions(root: Path, attempt_id: int) -> list[str]:
    """The actions of an attempt as another connection sees them (i.e. committed)."""
    with sqlite3.connect(root / "data" / "results.sqlite3") as conn:
        return [
            r[0] for r in conn.execute("SELECT action FROM actions WHERE attempt_id = ? ORDER BY id", (attempt_id,))
        ]


def scenario_paths(root: Path) -> list[Path]:
    return [root / "scenarios" / "gui-plain-1.toml", root / "scenarios" / "gui-plain-2.toml"]


def session_for(qtbot, store, exam_path, **kwargs) -> ExamSession:
    session = ExamSession(store, load_exam(exam_path), seed=5, **kwargs)
    qtbot.addWidget(session)
    session.resize(1280, 800)
    return session


def verify_ok(store: ResultsStore) -> None:
    report = store.verify(Regrader(), rescore)
    assert report.ok, [str(p) for p in report.problems]


# ------------------------------------------------------------------------------------------- taking the exam


def test_the_start_page_shows_the_rules_in_both_languages_and_needs_a_name(world, qtbot):
    _root, exam_path, store = world
    session = session_for(qtbot, store, exam_path)
    lines = rules_lines(session.exam, 2)
    assert ("時限：整個考核 20 分鐘；時間一到考核即結束。", lines[0][1]) == lines[0]
    assert "Time limit: 20 minutes" in lines[0][1] and "Pass mark: 80" in lines[1][1]
    assert "Scenarios: 2" in lines[2][1] and "派牌 ≥ 80%" in lines[3][0] and "Dealing ≥ 80%" in lines[3][1]
    text = session.rules_label.text()
    assert all(zh in text and en in text for zh, en in lines)
    assert "派牌考核" in session.title_label.text() and "Dealing check" in session.title_label.text()
    assert not session.start_button.isEnabled()
    qtbot.mouseClick(session.start_button, Qt.MouseButton.LeftButton)
    assert session.attempt_id is None and store.list_attempts() == []
    qtbot.keyClicks(session.name_edit, "  ")
    assert not session.start_button.isEnabled()


def test_an_exam_taken_at_the_table_stores_every_action_at_once_and_ends_sealed(world, qtbot):
    root, exam_path, store = world
    session = session_for(qtbot, store, exam_path)
    session.name_edit.setText("陳大文")  # keyClicks types ASCII only
    qtbot.mouseClick(session.start_button, Qt.MouseButton.LeftButton)
    attempt = session.attempt_id
    assert attempt is not None and session.stack.currentWidget() is session.table_page
    assert session.table.mode == "exam" and session.table.show_hint() is None
    assert "Time left 20:00" in session.clock_label.text() or "Time left 19:5" in session.clock_label.text()
    logs = [wrong_log(scenario_paths(root)[0]), reference_log(scenario_paths(root)[1])]
    done = 0
    acknowledged: list[int] = []
    session.action_recorded.connect(acknowledged.append)
    for n, log in enumerate(logs):
        assert session.current == n
        assert f"Round {n + 1} of 2" in session.progress_label.text()
        for action in log:
            session.table.apply(action)
            done += 1
            # written and committed the moment it was taken: another connection sees it
            assert len(committed_actions(root, attempt)) == done
            if done < sum(map(len, logs)):
                assert session.error_table.rowCount() == 0, "no feedback until the end"
                assert session.table.feedback_text() == ""
    assert acknowledged == list(range(1, done + 1))
    assert session.status == Status.FINISHED
    assert session.stack.currentWidget() is session.result_page
    record = store.get_attempt(attempt)
    assert record.attempt.status == Status.FINISHED and record.attempt.seal
    assert [item.log for item in record.items] == logs
    assert record.attempt.score == session.result["score"] and record.attempt.passed is False
    # issue 12: the attempt carries its bands, the money put wrong and the time per action and payout
    attempt_grade = record.attempt.grade or {}
    assert set(attempt_grade["bands"]) >= {"dealing", "payouts"} and "overpaid" in attempt_grade["money"]
    timing = attempt_grade["timing"]
    assert timing["actions"] == done and timing["payouts"] == sum(
        1 for log in logs for a in log if a["action"] in ("take", "push", "pay")
    )
    assert timing["payout_speed"] in ("fast", "on_target", "slow")
    errors = record.items[0].grade["errors"]
    assert errors and errors[0]["clause"] == "A11.1"
    rows = session.error_rows()
    assert [(r[1], r[2]) for r in rows] == [(str(e["step"] + 1), e["clause"]) for e in errors]
    assert rows[0][4] == errors[0]["message"]["en"]
    assert "Not passed" in session.result_label.text()
    verify_ok(store)
    closed = []
    session.closed.connect(lambda: closed.append(True))
    qtbot.mouseClick(session.done_button, Qt.MouseButton.LeftButton)
    assert closed == [True]


def test_the_result_page_speaks_chinese_after_a_language_switch(world, qtbot, qapp):
    root, exam_path, store = world
    session = session_for(qtbot, store, exam_path)
    session.begin("Lei")
    for n in range(2):
        for action in wrong_log(scenario_paths(root)[n]):
            session.table.apply(action)
    install_translator(qapp, "zh-Hant")
    try:
        qtbot.waitUntil(lambda: "不合格" in session.result_label.text())  # LanguageChange is posted
        rows = session.error_rows()
        assert rows[0][4] == store.get_attempt(session.attempt_id).items[0].grade["errors"][0]["message"]["zh-Hant"]
    finally:
        install_translator(qapp, "en")


def test_ending_a_scenario_early_grades_it_as_far_as_it_went(world, qtbot):
    root, exam_path, store = world
    session = session_for(qtbot, store, exam_path)
    session.begin("Ho Wai")
    first = reference_log(scenario_paths(root)[0])[:4]
    for action in first:
        session.table.apply(action)
    asked: list[bool] = []
    session.ask_end_round = lambda: asked.append(True) or True
    qtbot.mouseClick(session.table.b_finish, Qt.MouseButton.LeftButton)  # the table's "End the round"
    assert asked == [True], "it asks before it ends the scenario"
    assert session.current == 1 and session.table.controls.isEnabled()
    item = store.get_attempt(session.attempt_id).items[0]
    assert item.log == first and item.finished is not None
    assert [e["code"] for e in item.grade["errors"]] == ["round_unfinished"]


def test_running_out_of_time_ends_the_attempt_as_timed_out(tmp_path, monkeypatch, qapp, qtbot):
    monkeypatch.chdir(tmp_path)
    install_translator(qapp, "en")
    exam_path = make_world(tmp_path, minutes=0.02)  # 1.2 seconds
    store = ResultsStore.open(tmp_path / "data")
    try:
        session = session_for(qtbot, store, exam_path)
        session.begin("陳大文")
        some = reference_log(scenario_paths(tmp_path)[0])[:5]
        for action in some:
            session.table.apply(action)
        qtbot.waitUntil(lambda: session.status is not None, timeout=10_000)
        assert session.status == Status.TIMED_OUT
        record = store.get_attempt(session.attempt_id)
        assert record.attempt.status == Status.TIMED_OUT and record.attempt.seal
        assert [item.log for item in record.items] == [some, []]
        assert all(item.grade is not None and item.finished for item in record.items)
        assert record.items[1].grade["errors"][0]["code"] == "round_unfinished"
        assert "The time ran out." in session.result_label.text()
        assert session.table.apply(reference_log(scenario_paths(tmp_path)[0])[5]) == []
        assert len(store.get_attempt(session.attempt_id).items[0].actions) == 5, "nothing after the end"
        verify_ok(store)
    finally:
        store.close()


def test_clock_text():
    assert clock_text(0) == "00:00" and clock_text(59.2) == "01:00" and clock_text(1200) == "20:00"


def test_the_chooser_lists_the_exams_and_starts_one(world, qtbot):
    _root, exam_path, _store = world
    exam = load_exam(exam_path)
    broken = exam_path.with_name("broken.toml")
    chooser = ExamChooser([(exam_path, exam, ""), (broken, None, "broken.toml:1: id: is required")])
    qtbot.addWidget(chooser)
    assert chooser.list.count() == 2 and "派牌考核" in chooser.list.item(0).text()
    chooser.list.setCurrentRow(1)
    assert not chooser.take_button.isEnabled() and "id: is required" in chooser.problem.text()
    chooser.list.setCurrentRow(0)
    with qtbot.waitSignal(chooser.exam_chosen) as signal:
        qtbot.mouseClick(chooser.take_button, Qt.MouseButton.LeftButton)
    assert signal.args[0].id == "gui-exam"


# ------------------------------------------------------------------------------------------- trainer tools


def sign_in(name: str, passphrase: str, again: str | None = None):
    def ask(dialog: PassphraseDialog) -> bool:
        dialog.name_edit.setEditText(name)
        dialog.pass_edit.setText(passphrase)
        if again is not None:
            dialog.again_edit.setText(again)
        ask.error = ""
        ok = dialog.try_accept()
        ask.error = dialog.error.text()
        ask.setup_mode = dialog.setup_mode
        return ok

    return ask


def test_the_trainer_tools_need_the_passphrase(world, qtbot):
    _root, _exam, store = world
    assert open_trainer_tools(store, ask=lambda dialog: False) is None
    first = sign_in("Ms Wong", PASSPHRASE, "something else")
    assert open_trainer_tools(store, ask=first) is None and first.setup_mode
    assert first.error == "The two passphrases differ." and store.trainers() == []
    short = sign_in("Ms Wong", "short", "short")
    assert open_trainer_tools(store, ask=short) is None and "at least 8" in short.error
    tools = open_trainer_tools(store, ask=sign_in("Ms Wong", PASSPHRASE, PASSPHRASE))
    assert isinstance(tools, TrainerTools) and tools.trainer == "Ms Wong"
    qtbot.addWidget(tools)
    assert store.trainers() == ["Ms Wong"] and store.check_trainer_passphrase("Ms Wong", PASSPHRASE)
    wrong = sign_in("Ms Wong", "not the passphrase")
    assert open_trainer_tools(store, ask=wrong) is None
    assert not wrong.setup_mode and wrong.error == "Wrong trainer name or passphrase."
    assert open_trainer_tools(store, ask=sign_in("Mr Chan", PASSPHRASE)) is None
    again = open_trainer_tools(store, ask=sign_in("Ms Wong", PASSPHRASE))
    assert isinstance(again, TrainerTools)
    qtbot.addWidget(again)


def test_deleted_trainer_accounts_do_not_open_the_first_start_in_the_app(world, qtbot):
    """Deleting the trainers table no longer hands the trainer role to whoever opens the app next."""
    _root, _exam, store = world
    store.set_trainer_passphrase("Ms Wong", PASSPHRASE)
    with sqlite3.connect(store.path) as conn:
        conn.execute("DELETE FROM trainers")
    mallory = sign_in("Mallory", "mallory passphrase", "mallory passphrase")
    assert open_trainer_tools(store, ask=mallory) is None
    assert not mallory.setup_mode and mallory.error == "Wrong trainer name or passphrase."
    assert store.trainers() == []


def test_the_sign_in_says_how_long_a_locked_out_trainer_waits(world, qtbot):
    _root, _exam, store = world
    store.set_trainer_passphrase("Ms Wong", PASSPHRASE)
    for _ in range(5):
        assert open_trainer_tools(store, ask=sign_in("Ms Wong", "not the passphrase")) is None
    locked = sign_in("Ms Wong", PASSPHRASE)
    assert open_trainer_tools(store, ask=locked) is None
    assert locked.error.startswith("Too many wrong passphrases: wait ") and locked.error.endswith(
        " seconds, then try again."
    )


def make_interrupted(root: Path, store: ResultsStore, exam_path: Path, trainee: str, actions: int) -> int:
    """An attempt whose process died after ``actions`` actions (its pid is one that has exited)."""
    exam = load_exam(exam_path)
    from trainer.training.exams import scenario_digest

    attempt = store.start_attempt(trainee, exam.id, exam.version, exam.digest, 5)
    path = scenario_paths(root)[0]
    item = store.add_item(attempt, 0, "gui-plain-1", scenario_digest(path))
    for action in reference_log(path)[:actions]:
        store.record_action(item, action)
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    with sqlite3.connect(root / "data" / "results.sqlite3") as conn:
        conn.execute("UPDATE attempts SET pid = ? WHERE id = ?", (int(gone.stdout), attempt))
    return attempt


def test_the_trainer_tools_filter_chart_export_and_replay(world, qtbot):
    root, exam_path, store = world
    paths = scenario_paths(root)
    store_attempt(store, exam_path, "陳大文", [reference_log(p) for p in paths])
    store_attempt(store, exam_path, "Lei Ka Man", [wrong_log(paths[0]), reference_log(paths[1])])
    store_attempt(store, exam_path, "陳大文", [wrong_log(paths[0]), wrong_log(paths[1])])
    store.set_trainer_passphrase("Ms Wong", PASSPHRASE)
    tools = TrainerTools(store, "Ms Wong")
    qtbot.addWidget(tools)
    assert tools.proxy.rowCount() == 3
    tools.trainee_edit.setText("陳大文")
    assert [r.trainee for r in tools.proxy.visible_rows()] == ["陳大文", "陳大文"]
    assert tools.chart.series["gui-exam"][1] == [100, store.list_attempts()[2].score]
    tools.trainee_edit.clear()
    assert tools.select_attempt(2)
    assert tools.chart.series["gui-exam"][1] == [store.list_attempts()[1].score]  # Lei's history
    # issue 14: the item analysis tab, over the attempts the filters keep
    tools.tabs.setCurrentWidget(tools.analysis_tab)
    titles = [tools.analysis_table.item(r, 0).text() for r in range(tools.analysis_table.rowCount())]
    assert tools.analysis_table.rowCount() == 2 and all(titles)
    assert {tools.analysis_table.item(r, 1).text() for r in range(2)} == {"3"}  # every attempt took both
    view = tools.analysis_tab
    view.trainee_combo.setCurrentIndex(view.trainee_combo.findData("Lei Ka Man"))
    assert {tools.analysis_table.item(r, 1).text() for r in range(2)} == {"1"}  # its own filters apply
    view.trainee_combo.setCurrentIndex(0)
    tools.tabs.setCurrentIndex(0)
    # issue 12: the trainee's band per skill and the money over all their rounds, under the chart
    summary = tools.bands_label.text()
    assert summary.startswith("Lei Ka Man, over 2 rounds:") and "Dealing: " in summary and "Money: overpaid" in summary

    tools.until_check.setChecked(True)
    tools.until_date.setDate(tools.until_date.date().addDays(-1))
    assert tools.proxy.rowCount() == 0
    tools.until_check.setChecked(False)
    tools.trainee_edit.setText("Lei")

    messages: list[str] = []
    tools.inform = messages.append
    tools.ask_path = lambda caption, pattern: str(root / "out")
    csv_path = tools.export("csv")
    assert csv_path == root / "out.csv"
    with csv_path.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    assert [r[1] for r in rows[1:]] == ["Lei Ka Man"]
    assert "A11.1 派牌次序或方式錯誤 / Dealing order or method broken" in rows[1][8]
    pdf_path = tools.export("pdf")
    assert pdf_path == root / "out.pdf" and pdf_path.read_bytes().startswith(b"%PDF")
    assert messages == [f"Wrote {csv_path}", f"Wrote {pdf_path}"]
    tools.ask_path = lambda caption, pattern: ""
    assert tools.export("csv") is None

    # replay: the table after each recorded action, with the errors made so far
    assert tools.select_attempt(2) and tools.replay_selected()
    replay = tools.replay
    assert tools.tabs.currentWidget() is replay and replay.step == 0
    log = store.get_attempt(2).items[0].log
    assert replay.steps() == len(log)
    assert not replay.prev_button.isEnabled() and replay.next_button.isEnabled()
    assert replay.scene.view.step == 0 and replay.errors.count() == 0
    for _ in range(3):
        qtbot.mouseClick(replay.next_button, Qt.MouseButton.LeftButton)
    assert replay.step == 3 and replay.scene.view.step == 3
    assert "Step 3 of" in replay.step_label.text()
    assert replay.errors.count() >= 1 and "A11.1" in replay.errors.item(0).text()  # the swapped deal at step 3
    qtbot.mouseClick(replay.prev_button, Qt.MouseButton.LeftButton)
    assert replay.step == 2 and replay.errors.count() == 0
    qtbot.mouseClick(replay.last_button, Qt.MouseButton.LeftButton)
    assert replay.step == len(log) and not replay.next_button.isEnabled()
    replay.item_combo.setCurrentIndex(1)
    assert replay.step == 0 and replay.steps() == len(store.get_attempt(2).items[1].log)


def test_the_trainees_chart_and_summary_follow_a_language_switch(world, qtbot, qapp):
    """Ctrl+L in the trainer tools: the chart's legend (the exam titles) and the summary lines under it are drawn
    again in the new language, without reading the store again (they stayed English)."""
    root, exam_path, store = world
    paths = scenario_paths(root)
    store_attempt(store, exam_path, "Lei Ka Man", [wrong_log(paths[0]), reference_log(paths[1])])
    tools = TrainerTools(store, "Ms Wong")
    qtbot.addWidget(tools)
    tools.trainee_edit.setText("Lei Ka Man")
    grades = {row.exam_id: row.grade for row in store.list_attempts()}
    english_names = dict(tools.chart.names)
    assert tools.bands_label.text().startswith("Lei Ka Man, over 2 rounds:")
    install_translator(qapp, "zh-Hant")
    qapp.processEvents()
    try:
        summary = tools.bands_label.text()
        assert summary.startswith("Lei Ka Man，共 2 局：") and "Dealing" not in summary and "Money" not in summary
        assert tools.chart.names == {e: tools.titles.exam(e, "zh-Hant", g) for e, g in grades.items()}
        assert tools.chart.names != english_names
    finally:
        install_translator(qapp, "en")
        qapp.processEvents()
    assert tools.chart.names == english_names and tools.bands_label.text().startswith("Lei Ka Man, over 2 rounds:")


def test_interrupted_attempts_are_closed_or_resumed_by_a_trainer(world, qtbot):
    root, exam_path, store = world
    store.set_trainer_passphrase("Ms Wong", PASSPHRASE)
    closing = make_interrupted(root, store, exam_path, "Ho Wai", 3)
    resuming = make_interrupted(root, store, exam_path, "陳大文", 6)
    store.close()
    store = ResultsStore.open(root / "data")
    assert sorted(store.newly_interrupted) == [closing, resuming]
    tools = TrainerTools(store, "Ms Wong")
    qtbot.addWidget(tools)
    assert tools.interrupted_list.count() == 2
    assert "3 actions recorded" in tools.interrupted_list.item(0).text()
    tools.interrupted_list.setCurrentRow(0)
    tools.ask_close = lambda _id: True  # the question itself: tests/gui/test_exam_pages.py
    assert tools.close_selected()
    closed = store.get_attempt(closing).attempt
    assert closed.status == Status.CLOSED and closed.closed_by == "Ms Wong" and closed.seal
    assert tools.interrupted_list.count() == 1

    from trainer.gui.exam_screens import ExamScreens
    from trainer.gui.qt import QtWidgets

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
    tools.resume_requested.connect(screens.resume)
    tools.interrupted_list.setCurrentRow(0)
    assert tools.resume_selected()
    session = host.pages["exam_session"]
    assert host.shown == "exam_session" and session.attempt_id == resuming
    assert session.trainee == "陳大文" and session.current == 0 and len(session.table.log) == 6
    assert store.get_attempt(resuming).attempt.status == Status.IN_PROGRESS
    first = reference_log(scenario_paths(root)[0])
    for action in first[6:]:
        session.table.apply(action)
    for action in reference_log(scenario_paths(root)[1]):
        session.table.apply(action)
    assert session.status == Status.FINISHED
    record = store.get_attempt(resuming)
    assert record.attempt.status == Status.FINISHED and record.attempt.score == 100 and record.attempt.passed
    assert record.items[0].log == first
    verify_ok(store)
    store.close()


def test_the_main_window_offers_exams_tools_and_announces_interrupted_attempts(world, qtbot):
    root, exam_path, store = world
    make_interrupted(root, store, exam_path, "Ho Wai", 2)
    store.close()
    from trainer.gui.app import MainWindow

    window = MainWindow(scenarios=[])
    qtbot.addWidget(window)
    window.install_extensions()  # the window does it after its first paint
    screens = window.exam_screens
    try:
        assert window.home.buttons["exams"].isEnabled() and window.home.buttons["trainer_tools"].isEnabled()
        assert "1 interrupted" in window.home.buttons["trainer_tools"].text()
        box = screens.announce_interrupted()
        assert box is not None and "1 exam attempt(s) stopped" in box.text()
        box.close()
        screens.show_chooser()
        chooser = window.pages["exam_chooser"]
        assert window.stack.currentWidget() is chooser
        session = screens.start_exam(load_exam(exam_path), seed=1)
        assert window.stack.currentWidget() is session
        assert window.act_home.isEnabled()
        session.begin("Ho Wai")
        assert not window.act_home.isEnabled() and not window.act_browser.isEnabled(), "no way out mid-exam"
        session.time_out()
        assert window.act_home.isEnabled() and window.act_browser.isEnabled()
        assert screens.open_tools(ask=lambda dialog: False) is None
        tools = screens.open_tools(ask=sign_in("Ms Wong", PASSPHRASE, PASSPHRASE))
        assert window.stack.currentWidget() is tools and tools.interrupted_list.count() == 1
    finally:
        screens.store.close()


def test_an_attempt_sealed_before_seat_reveals_replays_and_verifies_as_it_was_graded(world, qtbot):
    """Grading rules 1 (no ``reveal seat:N``): the trainer tools' replay and ``results verify`` re-grade the old
    log under the rules stored with it, so a perfect old round shows no mistakes and verifies."""
    from trainer.training.exams import GradedItem
    from trainer.training.exams import store_attempt as record_attempt
    from trainer.training.grading import grade
    from trainer.training.scenario import load_scenario

    root, exam_path, store = world
    items = []
    for path in scenario_paths(root):
        old = [a for a in reference_log(path) if a["action"] != "reveal" or not a["what"].startswith("seat:")]
        scenario = load_scenario(path)
        stored = grade(scenario, old, rules=1).to_json()
        del stored["rules"]  # as grades were stored before the rules had versions
        assert stored["score"] == 100 and grade(scenario, old).score < 100
        items.append(GradedItem(path, scenario.id, old, stored))
    attempt = record_attempt(store, load_exam(exam_path), "陳大文", 7, items)
    report = store.verify(Regrader(), rescore)
    assert report.problems == [] and report.checked == 1
    store.set_trainer_passphrase("Ms Wong", PASSPHRASE)
    tools = TrainerTools(store, "Ms Wong")
    qtbot.addWidget(tools)
    assert tools.select_attempt(attempt) and tools.replay_selected()
    qtbot.mouseClick(tools.replay.last_button, Qt.MouseButton.LeftButton)
    assert tools.replay.errors.count() == 0


def test_the_scenario_editor_starts_from_the_round_just_played(world, qtbot):
    """Issue 14: the editor starts from the round just played — the practice table's scenario or Deal me rounds'
    generated round — and offers it only once a round was dealt."""
    from trainer.gui.app import MainWindow
    from trainer.training.scenario import load_scenario

    _root, _exam_path, store = world
    store.close()
    library = sorted(Path(__file__).resolve().parents[2].glob("scenarios/*.toml"))
    window = MainWindow(scenarios=[])
    qtbot.addWidget(window)
    window.install_extensions()
    screens = window.exam_screens
    try:
        assert window.round_just_played() is None
        tools = screens.open_tools(ask=sign_in("Ms Wong", PASSPHRASE, PASSPHRASE))
        editor = tools.open_editor()
        assert not editor.just_played_button.isEnabled()
        messages: list[str] = []
        editor.inform = messages.append
        assert not editor.open_round_just_played() and messages == ["No round has been dealt in this window yet."]

        scenario = load_scenario(library[0])
        window.start_practice(scenario)
        tools.open_editor()
        assert editor.just_played_button.isEnabled()
        qtbot.mouseClick(editor.just_played_button, Qt.MouseButton.LeftButton)
        assert editor.draft.get("id") == scenario.id and editor.draft.path is None, "a new file: Save asks where"

        window.show_page("rounds")
        window.rounds.next_round()
        played = window.rounds.round
        assert played is not None
        tools.open_editor()
        assert editor.open_round_just_played() and editor.draft.get("id") == played.id
    finally:
        screens.store.close()


def test_the_exams_warnings_are_readable_on_its_background(world, qtbot, english):
    """The start and store problems, the last minute's clock and the verdict have at least 4.5:1 contrast with
    the exam's own background under the app's dark theme (they were #b3261e on it: 2.4:1)."""
    import re

    from trainer.gui.app import apply_theme
    from trainer.gui.colours import MIN_CONTRAST, contrast
    from trainer.gui.qt import QApplication, QColor, QtGui

    _root, exam_path, store = world
    old = QApplication.palette()
    apply_theme(english, set_style=False)
    try:
        session = session_for(qtbot, store, exam_path)
        background = session.palette().color(QtGui.QPalette.ColorRole.Window)
        assert background.lightnessF() < 0.5  # the dark theme
        for label in (session.start_error, session.store_error):
            found = re.search(r"color: (#[0-9a-fA-F]{6})", label.styleSheet())
            assert found is not None
            ratio = contrast(QColor(found.group(1)), background)
            assert ratio >= MIN_CONTRAST, f"{found.group(1)} on {background.name()}: {ratio:.2f}:1"
    finally:
        english.setPalette(old)

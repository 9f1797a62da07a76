"""Issue 31, what a tester found driving the app under Xvfb against a real server: the reason a sitting refuses a
start (and the store refuses an action) in the app's language with local times; a time-up by the store's clock
ends the attempt instead of offering Try again forever; the results table, the exam list and the Sittings page
read the store again when shown; a trainer's sign-in on a training PC's login says what to do, in both
languages; the result page's error table fills its width after a language switch."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta

from tests.gui.exam_world import reference_log
from tests.gui.test_exam_session import PASSPHRASE, scenario_paths, verify_ok
from tests.gui.test_sitting_start_refused_gui import HEADING_EN, HEADING_ZH, on_server  # noqa: F401 - a fixture
from tests.gui.test_sittings_view import open_for, sitting_session, standing_of, tools_on_sittings
from tests.gui.windows import activate
from trainer.gui.exam_session import ExamSession
from trainer.gui.i18n import install_translator
from trainer.gui.qt import QApplication, Qt, QtWidgets
from trainer.gui.trainer_tools import PassphraseDialog
from trainer.training import sittings
from trainer.training.exams import load_exam
from trainer.training.refusals import local_time
from trainer.training.store import ResultsStore, Status, StoreError


def _in_zh_hant(qapp, check) -> None:
    """``check()`` after Ctrl+L to zh-Hant (English again afterwards)."""
    install_translator(qapp, "zh-Hant")
    try:
        qapp.processEvents()
        check()
    finally:
        install_translator(qapp, "en")
        qapp.processEvents()


def _past_deadline(root, attempt_id: int) -> str:
    """The attempt's end time moved to two minutes ago, as the store's clock would see it after a long pause (a
    PC's clock behind, a network gone for a while); returns it."""
    deadline = (datetime.now(UTC) - timedelta(minutes=2)).isoformat()
    conn = sqlite3.connect(root / "data" / "results.sqlite3")
    with conn:
        conn.execute("UPDATE attempts SET deadline = ? WHERE id = ?", (deadline, attempt_id))
    conn.close()
    return deadline


def _dealing(qtbot, store, root, exam_path) -> tuple[ExamSession, list]:
    """Ho Wai's attempt in a sitting, three actions stored; the session and the first scenario's log."""
    open_for(store, exam_path, "Ho Wai")
    session = sitting_session(qtbot, store, exam_path, 1)
    session.candidate_combo.setCurrentIndex(0)
    qtbot.mouseClick(session.start_button, Qt.MouseButton.LeftButton)
    assert session.attempt_id is not None
    log = reference_log(scenario_paths(root)[0])
    for action in log[:3]:
        session.table.apply(action)
    return session, log


# ------------------------------------------------------------------------------------------- 1. refusals


def test_issue31_a_refused_start_says_the_reason_in_the_apps_language_with_local_times(world, qtbot, qapp):
    _root, exam_path, store = world
    open_for(store, exam_path, "Ho Wai")
    closed = sittings.close_sitting(store, 1, "Ms Wong").closed
    assert closed is not None and closed.endswith("+00:00")
    session = sitting_session(qtbot, store, exam_path, 1)
    session.candidate_combo.setCurrentIndex(0)
    qtbot.mouseClick(session.start_button, Qt.MouseButton.LeftButton)
    assert session.attempt_id is None
    at = local_time(closed)
    assert session.start_error.text() == f"{HEADING_EN}\nSitting 1 was closed at {at}."
    assert "+00:00" not in session.start_error.text(), "a local time, not the store's UTC"

    def chinese() -> None:
        assert session.start_error.text() == f"{HEADING_ZH}\n第 1 號考場已於 {at} 結束。", "the reason too"

    _in_zh_hant(qapp, chinese)
    assert session.start_error.text() == f"{HEADING_EN}\nSitting 1 was closed at {at}."


def test_issue31_a_refusal_the_app_has_no_words_for_is_the_stores_line(world, qtbot, monkeypatch):
    _root, exam_path, store = world
    open_for(store, exam_path, "Ho Wai")
    session = sitting_session(qtbot, store, exam_path, 1)

    def refuse(self, *args, **kwargs):
        raise StoreError(f"{self.path}: the sitting's server says no", {"code": "something_new", "sitting": 1})

    monkeypatch.setattr(ResultsStore, "start_attempt", refuse)
    session.candidate_combo.setCurrentIndex(0)
    qtbot.mouseClick(session.start_button, Qt.MouseButton.LeftButton)
    assert session.start_error.text() == f"{HEADING_EN}\nthe sitting's server says no"


def test_issue31_time_up_by_the_stores_clock_ends_the_attempt_as_timed_out_without_the_late_action(world, qtbot, qapp):
    root, exam_path, store = world
    session, log = _dealing(qtbot, store, root, exam_path)
    ended: list[int] = []
    session.attempt_ended.connect(ended.append)
    deadline = _past_deadline(root, session.attempt_id)
    session.table.apply(log[3])  # the store refuses it: past the end time and its grace, by the store's clock
    assert session.status == Status.TIMED_OUT and ended == [session.attempt_id], "no endless Try again"
    assert session.stack.currentWidget() is session.result_page and session.retry_button.isHidden()
    stored = store.get_attempt(session.attempt_id)
    assert stored.attempt.status == Status.TIMED_OUT and stored.attempt.seal
    assert stored.items[0].log == log[:3], "the action after the end time is not part of the attempt"
    verify_ok(store)  # the grade is the stored log's: verify grades it the same
    text = session.result_label.text()
    at = local_time(deadline)
    assert (
        "The time ran out." in text and f"Time is up: the attempt ended at {at} by the results store's clock." in text
    )
    assert "What was done at the table after that time is not part of the attempt." in text
    install_translator(qapp, "zh-Hant")
    try:
        qtbot.waitUntil(lambda: f"時間已到：按成績庫的時鐘，此次應考已於 {at} 結束。" in session.result_label.text())
    finally:
        install_translator(qapp, "en")


def test_issue31_an_attempt_the_store_closed_by_its_clock_says_so_plainly_and_lets_the_trainee_leave(
    world, qtbot, qapp
):
    root, exam_path, store = world
    session, log = _dealing(qtbot, store, root, exam_path)
    ended: list[int] = []
    session.attempt_ended.connect(ended.append)
    deadline = _past_deadline(root, session.attempt_id)
    ResultsStore.open().close()  # another PC opens the store: it closes the attempt past its time by its clock
    assert store.get_attempt(session.attempt_id).attempt.status == Status.CLOSED
    session.table.apply(log[3])
    assert session.retry_button.isHidden(), "no endless Try again"
    assert session.stack.currentWidget() is session.result_page and ended == [session.attempt_id]
    text = session.result_label.text()
    assert f"Time is up: the attempt ended at {local_time(deadline)} by the results store's clock." in text
    assert "The results store closed this attempt with what was recorded" in text
    install_translator(qapp, "zh-Hant")
    try:
        qtbot.waitUntil(lambda: "時間已到" in session.result_label.text())
    finally:
        install_translator(qapp, "en")
    with qtbot.waitSignal(session.closed, timeout=1000):
        qtbot.mouseClick(session.done_button, Qt.MouseButton.LeftButton)


def test_issue31_another_refusal_of_an_action_is_said_in_plain_words_not_as_a_full_disk(
    world, qtbot, qapp, monkeypatch
):
    root, exam_path, store = world
    session, log = _dealing(qtbot, store, root, exam_path)
    attempt = session.attempt_id

    def refuse(self, item_id, action, **kw):
        raise StoreError(
            f"{self.path}: attempt {attempt} was started by another training PC: this PC (login pc_02) may not "
            "change it",
            {"code": "other_pc", "attempt": attempt, "login": "pc_02"},
        )

    monkeypatch.setattr(ResultsStore, "record_action", refuse)
    session.table.apply(log[3])
    assert not session.table.isEnabled()
    text = session.store_error.text()
    assert f"Attempt {attempt} was started on another PC; this PC (login pc_02) may not change it." in text
    assert "disk is full" not in text and "postgresql" not in text
    install_translator(qapp, "zh-Hant")
    try:
        qtbot.waitUntil(lambda: f"第 {attempt} 次應考在另一部電腦開始" in session.store_error.text())
    finally:
        install_translator(qapp, "en")


# ------------------------------------------------------------------------------------------- 2. results


def test_issue31_the_results_table_reads_again_when_shown_after_a_sign_off_done_elsewhere(world, qtbot):
    _root, exam_path, store = world
    tools, _page = tools_on_sittings(qtbot, store)
    attempts = []
    for name in ("Ho Wai", "Lei"):
        sitting = open_for(store, exam_path, name)
        session = sitting_session(qtbot, store, exam_path, sitting)
        attempts.append((sitting, session.begin(name)))
        session.time_out()
    tools.tabs.setCurrentIndex(0)
    tools.refresh()
    assert [standing_of(tools, a) for _s, a in attempts] == ["Provisional", "Provisional"]

    def sign_off_elsewhere(sitting: int) -> None:  # as `trainer sitting sign-off` does, on its own connection
        other = ResultsStore.open()
        try:
            sittings.sign_off(other, sitting, "Ms Wong")
        finally:
            other.close()

    # on another tab meanwhile: the Results tab shown again reads the rows again
    tools.tabs.setCurrentWidget(tools.replay)
    sign_off_elsewhere(attempts[0][0])
    tools.tabs.setCurrentIndex(0)
    assert standing_of(tools, attempts[0][1]) == "Official"

    # on the Results tab, in a terminal meanwhile: the window active again reads them again
    tools.select_attempt(attempts[1][1])
    other_window = QtWidgets.QWidget()
    qtbot.addWidget(other_window)
    activate(qtbot, other_window)
    sign_off_elsewhere(attempts[1][0])
    assert standing_of(tools, attempts[1][1]) == "Provisional"
    activate(qtbot, tools)
    qtbot.waitUntil(lambda: standing_of(tools, attempts[1][1]) == "Official")
    assert tools.selected_attempt() == attempts[1][1], "the attempt chosen stays chosen"


# ------------------------------------------------------------------------------------------- 3. the exam list


def test_issue31_back_to_the_exam_list_reads_the_open_sittings_again(world, qtbot):
    _root, exam_path, store = world
    open_for(store, exam_path, "Ho Wai")
    open_for(store, exam_path, "Lei")
    store.close()
    from tests.gui.test_exam_pages import main_window

    window = main_window(qtbot)
    screens = window.exam_screens
    try:
        activate(qtbot, window)
        screens.show_chooser()
        chooser = window.pages["exam_chooser"]
        assert [r.split(":")[0] for r in chooser.sitting_rows()] == ["Sitting 2", "Sitting 1"]
        assert chooser.choose_sitting(1)
        chooser.take_button.click()
        session = window.pages["exam_session"]
        assert window.stack.currentWidget() is session
        sittings.close_sitting(screens.store, 2, "Ms Wong")  # the trainer closes one meanwhile
        qtbot.mouseClick(session.back_button, Qt.MouseButton.LeftButton)
        assert window.stack.currentWidget() is chooser
        assert [r.split(":")[0] for r in chooser.sitting_rows()] == ["Sitting 1"], "the closed one is gone"
        assert chooser.list.currentItem().text().startswith("Sitting 1:"), "the sitting chosen stays chosen"

        chooser.take_button.click()
        sittings.close_sitting(screens.store, 1, "Ms Wong")
        qtbot.mouseClick(window.pages["exam_session"].back_button, Qt.MouseButton.LeftButton)
        assert chooser.sitting_rows() == []
        assert chooser.note.text().startswith("No sitting is open for this PC now")
    finally:
        screens.store.close()


# ------------------------------------------------------------------------------------------- 4. the sittings page


def test_issue31_the_sittings_page_says_who_opened_the_sitting_and_which_pcs_may_seat_it(world, qtbot, qapp):
    _root, exam_path, store = world
    exam = load_exam(exam_path)
    limited = sittings.open_sitting(
        store, exam_id=exam.id, exam_version=str(exam.version), exam_digest=exam.digest,
        time_limit=round(exam.time_limit_seconds), candidates=[sittings.Candidate("Ho Wai")], by="Ms Lei",
        pcs=["pc_01", "pc_02"],
    )  # fmt: skip
    anywhere = open_for(store, exam_path, "Lei")
    _tools, page = tools_on_sittings(qtbot, store)
    created = {s.id: local_time(s.created) for s in sittings.list_sittings(store)}
    assert page.choose(limited)
    assert page.about_label.text() == f"Opened by Ms Lei at {created[limited]}; PCs: pc_01, pc_02."
    assert page.choose(anywhere)
    assert page.about_label.text() == f"Opened by Ms Wong at {created[anywhere]}; PCs: any PC."

    def chinese() -> None:
        assert page.about_label.text() == f"由 Ms Wong 於 {created[anywhere]} 開放；電腦：任何電腦。"

    _in_zh_hant(qapp, chinese)


# ------------------------------------------------------------------------------------------- 5. sign-in


def test_issue31_a_trainer_sign_in_on_a_training_pcs_login_says_what_to_do_in_both_languages(
    on_server,  # noqa: F811 - the fixture
    qtbot,
):
    _root, _exam, pc, _trainer = on_server
    dialog = PassphraseDialog(pc)
    qtbot.addWidget(dialog)
    dialog.name_edit.setEditText("Ms Wong")
    dialog.pass_edit.setText(PASSPHRASE)
    assert not dialog.try_accept()
    text = dialog.error.text()
    assert text.startswith("導師工具需要成績伺服器上的導師資料庫登入帳戶"), "in Chinese first, whatever the language"
    assert "\n\nThe trainer tools need a trainer's database login on the results server" in text, "then English"
    assert "trainer store use" in text and "TRAINER_STORE" in text
    assert "postgresql://" not in text, "no server address before the reason"
    assert "this database role may not do that" in text, "the store's own line, for whoever looks after it"


# ------------------------------------------------------------------------------------------- 6. the result page


def test_issue31_the_error_tables_message_column_fills_the_width_after_a_language_switch(world, qtbot, qapp):
    _root, exam_path, store = world
    session = ExamSession(store, load_exam(exam_path), seed=5)
    qtbot.addWidget(session)
    session.resize(1280, 800)
    activate(qtbot, session)
    session.begin("Lei")
    session.time_out()  # every scenario has errors: each round was left unfinished
    table = session.error_table
    assert table.rowCount() > 0

    def fills() -> bool:
        header = table.horizontalHeader()
        last = table.columnCount() - 1
        return header.sectionViewportPosition(last) + header.sectionSize(last) >= table.viewport().width() - 1

    qtbot.waitUntil(fills)
    for language, message in (("zh-Hant", "說明"), ("en", "Message")):
        install_translator(qapp, language)
        qtbot.waitUntil(lambda message=message: table.horizontalHeaderItem(4).text() == message)
        session.retranslate()  # the change told twice (the page words itself again: the other columns as wide)
        QApplication.processEvents()
        assert fills(), f"the message column no longer fills the table in {language}"

"""A full disk (or a read-only results folder) during an exam: the trainee is told at once, in the window's
language; the table stops taking actions; what was stored stays; with space back, Try again stores the waiting
action and the same attempt goes on to a sealed end."""

from __future__ import annotations

import sqlite3

from tests.gui.exam_world import reference_log
from tests.gui.test_exam_session import committed_actions, scenario_paths, session_for, verify_ok
from trainer.gui.i18n import install_translator
from trainer.gui.qt import Qt
from trainer.training.store import ResultsStore, Status, StoreError, _database_problem


def test_a_full_disk_pauses_the_exam_with_a_message_keeps_the_actions_and_resumes(world, qtbot, qapp, monkeypatch):
    root, exam_path, store = world
    session = session_for(qtbot, store, exam_path)
    session.name_edit.setText("陳大文")
    qtbot.mouseClick(session.start_button, Qt.MouseButton.LeftButton)
    attempt = session.attempt_id
    log = reference_log(scenario_paths(root)[0])
    for action in log[:3]:
        session.table.apply(action)
    assert len(committed_actions(root, attempt)) == 3

    real = ResultsStore.record_action
    full = {"on": True}

    def record(self, item_id, action, **kw):
        if full["on"]:
            raise StoreError(_database_problem(self.path, sqlite3.OperationalError("database or disk is full")))
        return real(self, item_id, action, **kw)

    monkeypatch.setattr(ResultsStore, "record_action", record)
    session.table.apply(log[3])  # taken at the table, cannot be stored
    assert not session.table.isEnabled()  # no more actions until it is stored
    assert not session.store_error.isHidden() and not session.retry_button.isHidden()
    assert (
        "the disk is full" in session.store_error.text()
        and "Everything stored so far is kept" in session.store_error.text()
        and "what you did last is shown and held here" in session.store_error.text()
    )
    install_translator(qapp, "zh-Hant")
    try:
        qtbot.waitUntil(lambda: "磁碟已滿" in session.store_error.text())  # LanguageChange is posted
        assert session.retry_button.text() == "再試一次"
    finally:
        install_translator(qapp, "en")
    assert len(committed_actions(root, attempt)) == 3  # what was stored stays
    qtbot.mouseClick(session.retry_button, Qt.MouseButton.LeftButton)  # still full
    assert not session.table.isEnabled() and not session.store_error.isHidden()

    full["on"] = False  # space is back
    qtbot.mouseClick(session.retry_button, Qt.MouseButton.LeftButton)
    assert session.table.isEnabled() and session.store_error.isHidden()
    assert len(committed_actions(root, attempt)) == 4
    for action in log[4:]:
        session.table.apply(action)
    for action in reference_log(scenario_paths(root)[1]):
        session.table.apply(action)
    assert session.status == Status.FINISHED
    record_ = store.get_attempt(attempt)
    assert record_.items[0].log == log and record_.attempt.seal
    verify_ok(store)

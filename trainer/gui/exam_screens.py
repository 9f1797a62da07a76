"""Wires the exam screens into the main window (``trainer.gui.app.EXTENSIONS`` calls :func:`install`).

- Home → **Exams**: the exam chooser (the sittings open to this PC, then the practice exams), then an
  :class:`~trainer.gui.exam_session.ExamSession` (in the sitting chosen, or a practice exam outside any).
- Home → **Trainer tools**: the passphrase dialog, then :class:`~trainer.gui.trainer_tools.TrainerTools`.
- At start-up, attempts left interrupted by a crash or a kill are announced (status bar, the trainer tools
  button, and a message offering the trainer tools), so that a trainer resumes or closes them. The status bar
  line goes once the user moves to another page, or when no attempt is interrupted any more.

The results store is opened once per window (``TRAINER_DATA_DIR`` or the user data folder).
"""

from __future__ import annotations

import contextlib
from typing import Any

from trainer.gui.qt import QCoreApplication, QtWidgets
from trainer.training.exams import Exam, ExamError, exam_dirs, find_exam, load_exam
from trainer.training.store import AttemptRecord, ResultsStore, StoreError, data_dir
from trainer.training.store_setting import hide_configured_passwords


class ExamScreens:
    """The exam pages of one main window."""

    def __init__(self, window: Any, store: ResultsStore | None = None) -> None:
        self.window = window
        self.problem = ""
        self.store = store
        if self.store is None:
            try:
                self.store = ResultsStore.open()
            except StoreError as exc:  # libpq may echo a part of the URL: never its password (issue 31)
                self.problem = hide_configured_passwords(str(exc), data_dir())
        self.session: Any = None
        self.tools: Any = None
        self.notice: QtWidgets.QMessageBox | None = None
        self.notice_text = ""
        """The status bar line about interrupted attempts while it is shown."""
        stack = getattr(window, "stack", None)
        if stack is not None:  # the user moves on to another page: the line has been read
            stack.currentChanged.connect(lambda _i: self.clear_notice())
        self.interrupted = len(self.store.interrupted()) if self.store is not None else 0
        enabled = self.store is not None
        window.set_home_action(
            "exams", lambda: QCoreApplication.translate("ExamScreens", "&Exams"), self.show_chooser if enabled else None
        )
        window.set_home_action("trainer_tools", self._tools_label, self.open_tools if enabled else None)
        if self.problem:
            window.status.showMessage(self.problem)
            for key in ("exams", "trainer_tools"):
                window.home.buttons[key].setToolTip(self.problem)

    def _tools_label(self) -> str:
        if self.interrupted:
            return QCoreApplication.translate("ExamScreens", "&Trainer tools (%1 interrupted)").replace(
                "%1", str(self.interrupted)
            )
        return QCoreApplication.translate("ExamScreens", "&Trainer tools")

    # ---- start-up

    def announce_interrupted(self) -> QtWidgets.QMessageBox | None:
        """If attempts were interrupted, say so and offer the trainer tools (a non-blocking message)."""
        if self.store is None or not self.interrupted:
            return None
        text = QCoreApplication.translate(
            "ExamScreens",
            "%1 exam attempt(s) stopped before the end (the program was closed or killed). Every recorded "
            "action is kept. A trainer must resume or close them in the trainer tools.",
        ).replace("%1", str(self.interrupted))
        self.window.status.showMessage(text)
        self.notice_text = text
        box = QtWidgets.QMessageBox(self.window)
        box.setIcon(QtWidgets.QMessageBox.Icon.Warning)
        box.setWindowTitle(QCoreApplication.translate("ExamScreens", "Interrupted exams"))
        box.setText(text)
        open_button = box.addButton(
            QCoreApplication.translate("ExamScreens", "Open the trainer tools"),
            QtWidgets.QMessageBox.ButtonRole.AcceptRole,
        )
        box.addButton(QCoreApplication.translate("ExamScreens", "Later"), QtWidgets.QMessageBox.ButtonRole.RejectRole)
        box.buttonClicked.connect(lambda b: self.open_tools() if b is open_button else None)
        box.open()
        self.notice = box
        return box

    # ---- exams

    def show_chooser(self) -> None:
        from trainer.gui.exam_chooser import ExamChooser

        assert self.store is not None
        sittings, problem = self.open_sittings()
        chooser = ExamChooser(
            parent=self.window, sittings=sittings, sittings_problem=problem, read_sittings=self.open_sittings
        )
        chooser.exam_chosen.connect(self.start_exam)
        chooser.sitting_chosen.connect(lambda exam, sitting: self.start_exam(exam, sitting=sitting))
        chooser.back_requested.connect(lambda: self.window.show_page("home"))
        self.window.add_page("exam_chooser", chooser)
        self.window.show_page("exam_chooser")

    def open_sittings(self) -> tuple[list[Any], str]:
        """The sittings open to this PC now (issue 31), and why they could not be read ("" when they were)."""
        from trainer.training.sittings import SittingError, sittings_for

        assert self.store is not None
        try:
            return list(sittings_for(self.store)), ""
        except (StoreError, SittingError) as exc:
            return [], hide_configured_passwords(str(exc).splitlines()[0], data_dir())

    def start_exam(self, exam: Exam, seed: int | None = None, sitting: Any = None) -> Any:
        """An exam's start page: in ``sitting`` (a :class:`~trainer.training.sittings.Sitting`), or for practice."""
        from trainer.gui.exam_session import ExamSession

        assert self.store is not None
        try:
            session = ExamSession(self.store, exam, seed=seed, parent=self.window, sitting=sitting)
        except ExamError as exc:
            QtWidgets.QMessageBox.warning(self.window, QCoreApplication.translate("ExamScreens", "Exams"), str(exc))
            return None
        self._show_session(session)
        return session

    def _show_session(self, session: Any) -> None:
        session.closed.connect(lambda: self.window.show_page("home"))
        session.back_requested.connect(self._back_from_session)
        session.attempt_started.connect(lambda _id: self._lock_navigation(True))
        session.attempt_ended.connect(lambda _id: self._lock_navigation(False))
        session.attempt_ended.connect(lambda _id: self._recount())  # a resumed attempt is no longer interrupted
        session.attempt_ended.connect(lambda _id: self._results_changed())  # the trainer tools' results follow
        session.destroyed.connect(lambda *_: self._lock_navigation(False))
        if session.attempt_id is not None and session.status is None:  # resumed before it was shown
            self._lock_navigation(True)
        self.session = session
        self.window.add_page("exam_session", session)
        self.window.show_page("exam_session")

    def _back_from_session(self) -> None:
        """Back [Esc] on an exam's start page: to the list of exams it was chosen from, or home."""
        pages = getattr(self.window, "pages", {})
        self.window.show_page("exam_chooser" if "exam_chooser" in pages else "home")

    def resume(self, record: AttemptRecord) -> Any:
        """Continue an attempt the trainer tools resumed, at the table."""
        from trainer.gui.exam_session import ExamSession

        assert self.store is not None
        try:
            # (the file of the version it took: this PC may also keep a newer one of the same id)
            exam = load_exam(find_exam(record.attempt.exam_id, exam_dirs(), digest=record.attempt.exam_digest))
            session = ExamSession(self.store, exam, seed=record.attempt.seed, parent=self.window)
            session.resume(record)
        except (ExamError, StoreError, ValueError) as exc:
            QtWidgets.QMessageBox.warning(
                self.window, QCoreApplication.translate("ExamScreens", "Exams"), str(exc).splitlines()[0]
            )
            return None
        self._recount()  # the store took it over: it no longer counts as interrupted (the home button says so)
        self._show_session(session)
        return session

    def _lock_navigation(self, locked: bool) -> None:
        """While an attempt runs the toolbar cannot leave the exam (no practice table with hints mid-exam);
        closing the program leaves the attempt interrupted, for a trainer to resume or close."""
        for name in ("act_home", "act_browser"):
            action = getattr(self.window, name, None)
            if action is not None:
                with contextlib.suppress(RuntimeError):  # the window may be going away with the session
                    action.setEnabled(not locked)

    # ---- trainer tools

    def open_tools(self, ask: Any = None) -> Any:
        from trainer.gui.trainer_tools import open_trainer_tools

        assert self.store is not None
        tools = open_trainer_tools(self.store, self.window, ask)
        if tools is None:
            return None
        played = getattr(self.window, "round_just_played", None)
        if callable(played):
            tools.round_just_played = played
        tools.resume_requested.connect(self.resume)
        tools.back_requested.connect(lambda: self.window.show_page("home"))
        tools.back_requested.connect(self._recount)
        tools.interrupted_changed.connect(self._recount)  # closed or resumed: the home button follows at once
        self.tools = tools
        self.window.add_page("trainer_tools", tools)
        self.window.show_page("trainer_tools")
        return tools

    def _results_changed(self) -> None:
        """An attempt ended in this window: the trainer tools' Results, if open, show it."""
        if self.tools is not None:
            with contextlib.suppress(RuntimeError):  # the tools' page may have been replaced meanwhile
                self.tools.results_changed()

    def clear_notice(self) -> None:
        """Take the interrupted-attempts line off the status bar (if it is still there)."""
        if self.notice_text and self.window.status.currentMessage() == self.notice_text:
            self.window.status.clearMessage()
        self.notice_text = ""

    def _recount(self) -> None:
        """Count the interrupted attempts again (the trainer tools button and the status bar line follow)."""
        if self.store is not None:
            self.interrupted = len(self.store.interrupted())
            if not self.interrupted:
                self.clear_notice()
            self.window.home.retranslate()


def install(window: Any) -> None:
    """Called by the main window at start-up."""
    screens = ExamScreens(window)
    window.exam_screens = screens
    from trainer.gui.qt import QTimer

    QTimer.singleShot(0, screens.announce_interrupted)


__all__ = ["ExamScreens", "install"]

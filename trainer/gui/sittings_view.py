"""The trainer tools' "Sittings" page (issue 31): open a sitting, watch its seats, close it and sign it off.

A sitting is an exam a trainer opens for listed candidates, within a window of time, with so many attempts each
(:mod:`trainer.training.sittings` keeps the rules; this page only asks and shows). The signed-in trainer:

- **opens** one: the exam (one of the exam files the app knows), the candidates one per line as ``NAME`` or
  ``NAME=STAFF-ID``, the PC logins that may seat them (a server's; none: any PC), when it opens (now, or a time)
  and closes (the end of today unless changed), and the attempts each candidate has;
- sees **every sitting** with its exam, window, state and number of candidates, who opened the chosen one and when,
  the PCs that may seat it, and its **seats**:
  each candidate with their attempts, the last one's status and how far it went (scenarios begun, actions stored),
  read again every few seconds while the page is shown (:meth:`SittingsView.refresh` does it at once);
- **closes** it (no attempt starts in it any more) and **signs it off** (its attempts become official), each after
  a question. A refusal of the store is said in the app's language, with the store's reason in English under it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path

from trainer.gui import exam_text
from trainer.gui.colours import DONE, PROBLEM, text_colour
from trainer.gui.exam_chooser import bundled_exams
from trainer.gui.i18n import Retranslatable, current_language
from trainer.gui.qt import QEvent, Qt, QtCore, QtGui, QTimer, QtWidgets, QWidget, Signal
from trainer.gui.results_model import local_time
from trainer.training.exams import Exam
from trainer.training.sittings import (
    MAX_ATTEMPTS,
    Candidate,
    Seat,
    Sitting,
    SittingError,
    close_sitting,
    list_sittings,
    open_sitting,
    parse_candidate,
    seats,
    sign_off,
)
from trainer.training.store import ResultsStore, StoreError, iso
from trainer.training.titles import TitleBook, library_titles

REFRESH_MS = 3000
"""How often the page reads the sittings and the seats again while it is shown."""
RUNNING = ("in_progress", "interrupted")


def _iso(moment: QtCore.QDateTime) -> str:
    return iso(datetime.fromtimestamp(moment.toSecsSinceEpoch(), UTC))


def _read_only_table(columns: int, stretch: int) -> QtWidgets.QTableWidget:
    """A table of ``columns`` to read, whole rows chosen; the column ``stretch`` takes the room left."""
    table = QtWidgets.QTableWidget(0, columns)
    table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QtWidgets.QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().setVisible(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QtWidgets.QHeaderView.ResizeMode.Stretch)
    return table


class SittingsView(Retranslatable, QWidget):
    """Sittings of ``store`` for the signed-in ``trainer``. ``changed()`` after one was opened, closed or signed
    off (the results' standing may have changed)."""

    changed = Signal()

    def __init__(
        self,
        store: ResultsStore,
        trainer: str,
        parent: QWidget | None = None,
        *,
        titles: TitleBook | None = None,
        exams: Callable[[], Sequence[tuple[Path, Exam | None, str]]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.trainer = trainer
        self._titles = titles
        self._read_exams = exams or bundled_exams
        self._exams: list[Exam] = []
        self._sittings: list[Sitting] = []
        self._seats: list[Seat] = []
        self._now = ""
        self.message = ""
        """The last thing the page said (what was done, or why not); ``message_is_problem`` says which."""
        self.message_is_problem = False
        self._said: tuple[Callable[[], str], bool] | None = None
        self.ask: Callable[[str, int], bool] = self._ask
        """Asks before ``close`` or ``sign_off`` of a sitting (True to go on); tests replace it."""
        self.question_box: QtWidgets.QMessageBox | None = None
        """That question while it is open."""
        self.timer = QTimer(self)
        self.timer.setInterval(REFRESH_MS)
        self.timer.timeout.connect(self.refresh)

        lay = QtWidgets.QHBoxLayout(self)
        # opening a sitting
        self.open_box = QtWidgets.QGroupBox()
        self.open_box.setMaximumWidth(460)
        form = QtWidgets.QFormLayout(self.open_box)
        self.exam_label, self.exam_combo = QtWidgets.QLabel(), QtWidgets.QComboBox()
        self.exam_combo.setSizeAdjustPolicy(QtWidgets.QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.exam_combo.setMinimumContentsLength(20)
        self.candidates_label, self.candidates_edit = QtWidgets.QLabel(), QtWidgets.QPlainTextEdit()
        self.candidates_edit.setTabChangesFocus(True)
        self.pcs_label, self.pcs_edit = QtWidgets.QLabel(), QtWidgets.QLineEdit()
        self.opens_label = QtWidgets.QLabel()
        self.opens_now = QtWidgets.QCheckBox()
        self.opens_now.setChecked(True)
        self.opens_edit = QtWidgets.QDateTimeEdit(QtCore.QDateTime.currentDateTime())
        self.opens_edit.setEnabled(False)
        self.opens_now.toggled.connect(lambda now: self.opens_edit.setEnabled(not now))
        self.closes_label = QtWidgets.QLabel()
        today_end = QtCore.QDateTime(QtCore.QDate.currentDate(), QtCore.QTime(23, 59, 59))
        self.closes_edit = QtWidgets.QDateTimeEdit(today_end)
        for edit in (self.opens_edit, self.closes_edit):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd HH:mm")
        opens_row = QtWidgets.QHBoxLayout()
        opens_row.addWidget(self.opens_now)
        opens_row.addWidget(self.opens_edit, 1)
        self.attempts_label, self.attempts_spin = QtWidgets.QLabel(), QtWidgets.QSpinBox()
        self.attempts_spin.setRange(1, MAX_ATTEMPTS)
        self.open_button = QtWidgets.QPushButton()
        self.open_button.clicked.connect(self.open_sitting)
        self.pcs_help = QtWidgets.QLabel()
        self.pcs_help.setWordWrap(True)
        for label, field in (
            (self.exam_label, self.exam_combo),
            (self.candidates_label, self.candidates_edit),
            (self.pcs_label, self.pcs_edit),
        ):
            label.setBuddy(field)
            form.addRow(label, field)
        form.addRow(self.pcs_help)
        form.addRow(self.opens_label, opens_row)
        form.addRow(self.closes_label, self.closes_edit)
        form.addRow(self.attempts_label, self.attempts_spin)
        form.addRow(self.open_button)
        self.closes_label.setBuddy(self.closes_edit)
        self.attempts_label.setBuddy(self.attempts_spin)
        lay.addWidget(self.open_box)

        # the sittings and the chosen one's seats
        right = QtWidgets.QVBoxLayout()
        self.list_label = QtWidgets.QLabel()
        self.sittings_table = _read_only_table(6, stretch=1)
        self.sittings_table.currentCellChanged.connect(lambda *_: self._show_seats())
        self.about_label = QtWidgets.QLabel()
        """The chosen sitting: who opened it and when, and the PCs that may seat its candidates."""
        self.about_label.setWordWrap(True)
        self.about_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seats_label = QtWidgets.QLabel()
        self.seats_label.setWordWrap(True)
        self.seats_table = _read_only_table(6, stretch=0)
        self.refresh_button = QtWidgets.QPushButton()
        self.refresh_button.clicked.connect(self.refresh)
        self.close_button = QtWidgets.QPushButton()
        self.close_button.clicked.connect(self.close_selected)
        self.sign_off_button = QtWidgets.QPushButton()
        self.sign_off_button.clicked.connect(self.sign_off_selected)
        buttons = QtWidgets.QHBoxLayout()
        buttons.addWidget(self.refresh_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.sign_off_button)
        self.message_label = QtWidgets.QLabel()
        self.message_label.setWordWrap(True)
        self.message_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        right.addWidget(self.list_label)
        right.addWidget(self.sittings_table, 2)
        right.addWidget(self.about_label)
        right.addWidget(self.seats_label)
        right.addWidget(self.seats_table, 3)
        right.addLayout(buttons)
        right.addWidget(self.message_label)
        lay.addLayout(right, 1)
        self.retranslate()

    # ---- texts

    def tab_title(self) -> str:
        return self.tr("Sittings")

    @property
    def titles(self) -> TitleBook:
        if self._titles is None:
            self._titles = library_titles()
        return self._titles

    def retranslate(self) -> None:
        self.open_box.setTitle(self.tr("Open a sitting"))
        self.exam_label.setText(self.tr("Exam:"))
        self.candidates_label.setText(self.tr("Candidates:"))
        self.candidates_edit.setPlaceholderText(self.tr("One a line: a name, or name=staff ID"))
        self.pcs_label.setText(self.tr("PC logins:"))
        self.pcs_edit.setPlaceholderText(self.tr("any PC"))
        self.pcs_help.setText(
            self.tr(
                "With the results on the department's server: the PCs' logins that may seat the candidates, "
                "separated by commas. Left empty, any PC may."
            )
        )
        self.opens_label.setText(self.tr("Opens:"))
        self.opens_now.setText(self.tr("now"))
        self.closes_label.setText(self.tr("Closes:"))
        self.attempts_label.setText(self.tr("Attempts each:"))
        self.open_button.setText(self.tr("Open the sitting"))
        self.list_label.setText(self.tr("Sittings (newest first):"))
        self.sittings_table.setHorizontalHeaderLabels(
            [self.tr("No."), self.tr("Exam"), self.tr("Opens"), self.tr("Closes"), self.tr("State"),
             self.tr("Candidates")]
        )  # fmt: skip
        self.seats_table.setHorizontalHeaderLabels(
            [self.tr("Candidate"), self.tr("Staff ID"), self.tr("Attempts"), self.tr("Last attempt"),
             self.tr("Scenarios begun"), self.tr("Actions stored")]
        )  # fmt: skip
        self.refresh_button.setText(self.tr("Read again"))
        self.close_button.setText(self.tr("Close the sitting…"))
        self.sign_off_button.setText(self.tr("Sign off…"))
        self._fill_exam_combo()
        self._fill_sittings()
        self._show_message()

    # ---- reading

    def showEvent(self, event: QtGui.QShowEvent) -> None:
        super().showEvent(event)
        self.load_exams()
        self.refresh()
        self.timer.start()

    def hideEvent(self, event: QtGui.QHideEvent) -> None:
        self.timer.stop()
        super().hideEvent(event)

    def load_exams(self) -> None:
        """Read the exam files again (the exam builder may have saved one): those that load can be chosen."""
        self._exams = [exam for _path, exam, _problem in self._read_exams() if exam is not None]
        self._fill_exam_combo()

    def _fill_exam_combo(self) -> None:
        chosen = self.exam_combo.currentData()
        self.exam_combo.clear()
        zh = current_language() == "zh-Hant"
        for n, exam in enumerate(self._exams):
            version = self.tr("version %1").replace("%1", str(exam.version))
            self.exam_combo.addItem(f"{exam.title_zh if zh else exam.title_en} ({version})", n)
            tip = f"{exam.title_zh} / {exam.title_en}\n{exam.path}"
            self.exam_combo.setItemData(n, tip, Qt.ItemDataRole.ToolTipRole)
        if chosen is not None and 0 <= int(chosen) < self.exam_combo.count():
            self.exam_combo.setCurrentIndex(int(chosen))

    def refresh(self) -> None:
        """Read the sittings and the chosen sitting's seats again."""
        try:
            self._sittings = list_sittings(self.store)
            self._now = self.store.now()
        except (SittingError, StoreError) as exc:
            self.timer.stop()  # not every few seconds: once the trainer reads it again, it starts again
            self._say(lambda: self.tr("The sittings cannot be read. The reason:"), exc)
            return
        if self.isVisible() and not self.timer.isActive():
            self.timer.start()
        self._fill_sittings()

    def _fill_sittings(self) -> None:
        chosen = self.selected_id()
        table = self.sittings_table
        table.blockSignals(True)
        table.setRowCount(len(self._sittings))
        lang = current_language()
        version = self.tr("version %1")
        row_of_chosen = -1
        for row, sitting in enumerate(self._sittings):
            exam = f"{self.titles.exam(sitting.exam_id, lang)} ({version.replace('%1', sitting.exam_version)})"
            state = sitting.state(self._now) if self._now else ""
            cells = [
                str(sitting.id),
                exam,
                local_time(sitting.opens),
                local_time(sitting.closes),
                exam_text.text("SittingState", state) if state else "",
                str(len(sitting.candidates)),
            ]
            for column, text in enumerate(cells):
                item = QtWidgets.QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, sitting.id)
                if column in (0, 5):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, column, item)
            if sitting.id == chosen:
                row_of_chosen = row
        if row_of_chosen >= 0:
            table.setCurrentCell(row_of_chosen, 0)
        table.blockSignals(False)
        self._show_seats()

    def selected_id(self) -> int | None:
        item = self.sittings_table.item(self.sittings_table.currentRow(), 0)
        return None if item is None else int(item.data(Qt.ItemDataRole.UserRole))

    def selected(self) -> Sitting | None:
        chosen = self.selected_id()
        return next((s for s in self._sittings if s.id == chosen), None)

    def choose(self, sitting_id: int) -> bool:
        """Make ``sitting_id`` the chosen sitting (its seats are shown); True when it is listed."""
        for row, sitting in enumerate(self._sittings):
            if sitting.id == sitting_id:
                self.sittings_table.setCurrentCell(row, 0)
                return True
        return False

    def _show_seats(self) -> None:
        sitting = self.selected()
        self._seats = []
        allowed = ""
        if sitting is not None:
            try:
                self._seats = seats(self.store, sitting.id)
            except (SittingError, StoreError) as exc:
                self._say(lambda: self.tr("The sittings cannot be read. The reason:"), exc)
        self.about_label.setVisible(sitting is not None)
        if sitting is None:
            self.about_label.clear()
            self.seats_label.setText(self.tr("Choose a sitting to see its candidates and how far they are."))
        else:
            pcs = ", ".join(sitting.pcs) if sitting.pcs else self.tr("any PC")
            self.about_label.setText(
                self.tr("Opened by %1 at %2; PCs: %3.")
                .replace("%1", sitting.opened_by)
                .replace("%2", local_time(sitting.created))
                .replace("%3", pcs)
            )
            allowed = str(sitting.attempts_allowed)
            self.seats_label.setText(
                self.tr("Sitting %1: its candidates and how far they are (read again every few seconds).").replace(
                    "%1", str(sitting.id)
                )
            )
        self.seats_table.setRowCount(len(self._seats))
        for row, seat in enumerate(self._seats):
            last = seat.attempts[-1] if seat.attempts else None
            cells = [
                seat.candidate.name,
                seat.candidate.staff_id or "",
                self.tr("%1 of %2").replace("%1", str(len(seat.attempts))).replace("%2", allowed),
                self.tr("not started") if last is None else exam_text.text("Status", last[1]),
                "" if last is None else str(last[2]),
                "" if last is None else str(last[3]),
            ]
            for column, text in enumerate(cells):
                item = QtWidgets.QTableWidgetItem(text)
                if column >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.seats_table.setItem(row, column, item)
        self.close_button.setEnabled(sitting is not None and sitting.closed is None)
        self.sign_off_button.setEnabled(sitting is not None and sitting.signed_off is None)

    def seat_rows(self) -> list[list[str]]:
        """The seats as the table shows them (for tests)."""
        return _rows(self.seats_table)

    def sitting_rows(self) -> list[list[str]]:
        """The sittings as the table shows them (for tests)."""
        return _rows(self.sittings_table)

    # ---- acting

    def _candidates(self) -> list[Candidate]:
        out = []
        for n, line in enumerate(self.candidates_edit.toPlainText().splitlines(), 1):
            if line.strip():
                try:
                    out.append(parse_candidate(line))
                except SittingError as exc:
                    raise SittingError(f"candidates, line {n}: {exc}") from None
        return out

    def open_sitting(self) -> int | None:
        """Open a sitting from the fields, in the signed-in trainer's name; its id, or None when it was not."""
        if not self._exams:
            self.load_exams()
        index = self.exam_combo.currentData()
        if index is None:
            self._say(lambda: self.tr("Not opened: there is no exam file to open a sitting of."), problem=True)
            return None
        exam = self._exams[int(index)]
        try:
            candidates = self._candidates()
            if not candidates:
                self._say(lambda: self.tr("Not opened: list at least one candidate, one a line."), problem=True)
                return None
            sitting_id = open_sitting(
                self.store,
                exam_id=exam.id,
                exam_version=str(exam.version),
                exam_digest=exam.digest,
                time_limit=round(exam.time_limit_seconds),
                candidates=candidates,
                by=self.trainer,
                pcs=[pc for pc in re.split(r"[,;\s]+", self.pcs_edit.text()) if pc],
                opens=None if self.opens_now.isChecked() else _iso(self.opens_edit.dateTime()),
                closes=_iso(self.closes_edit.dateTime()),
                attempts=self.attempts_spin.value(),
            )
        except (SittingError, StoreError) as exc:
            self._say(lambda: self.tr("Not opened. The reason:"), exc)
            return None
        self._say(
            lambda: self.tr("Sitting %1 is open: its candidates can take the exam on the PCs allowed.").replace(
                "%1", str(sitting_id)
            )
        )
        self.refresh()
        self.choose(sitting_id)
        self.changed.emit()
        return sitting_id

    def close_selected(self) -> bool:
        """Close the chosen sitting, once the trainer confirmed it."""
        sitting = self.selected()
        if sitting is None or not self.ask("close", sitting.id):
            return False
        try:
            close_sitting(self.store, sitting.id, self.trainer)
        except (SittingError, StoreError) as exc:
            self._say(lambda: self.tr("Not closed. The reason:"), exc)
            return False
        self._say(
            lambda: self.tr(
                "Sitting %1 is closed: no attempt starts in it any more; those under way go on to their end."
            ).replace("%1", str(sitting.id))
        )
        self.refresh()
        self.changed.emit()
        return True

    def sign_off_selected(self) -> bool:
        """Sign the chosen sitting off, once the trainer confirmed it: its attempts become official."""
        sitting = self.selected()
        if sitting is None or not self.ask("sign_off", sitting.id):
            return False
        try:
            sign_off(self.store, sitting.id, self.trainer)
        except (SittingError, StoreError) as exc:
            self.refresh()  # (an attempt past its end was ended by the store first: the seats show it)
            running = any(a[1] in RUNNING for seat in self._seats for a in seat.attempts)
            if running:
                self._say(
                    lambda: self.tr(
                        "Not signed off: an attempt in this sitting is still under way or interrupted. Let it end, "
                        "or resume or close it under Interrupted attempts, then sign off again. The reason:"
                    ),
                    exc,
                )
            else:
                self._say(lambda: self.tr("Not signed off. The reason:"), exc)
            return False
        self._say(
            lambda: self.tr("Sitting %1 is signed off: its attempts are official results now.").replace(
                "%1", str(sitting.id)
            )
        )
        self.refresh()
        self.changed.emit()
        return True

    def question(self, what: str, sitting_id: int) -> tuple[str, str, str, str]:
        """The question asked before ``close`` or ``sign_off``: (title, text, the button that acts, the one that
        keeps)."""
        sitting = next((s for s in self._sittings if s.id == sitting_id), None)
        exam = self.titles.exam(sitting.exam_id, current_language()) if sitting is not None else ""
        if what == "close":
            words = (
                self.tr("Close this sitting?"),
                self.tr(
                    "Close sitting %1 (%2)? No attempt can start in it any more; those under way go on to their "
                    "end. This cannot be undone."
                ),
                self.tr("Close the sitting"),
                self.tr("Keep it open"),
            )
        else:
            words = (
                self.tr("Sign this sitting off?"),
                self.tr(
                    "Sign sitting %1 (%2) off in your name? Its attempts become official results, and it is closed "
                    "if it is still open. This cannot be undone."
                ),
                self.tr("Sign off"),
                self.tr("Not yet"),
            )
        title, text, act, keep = words
        return title, text.replace("%1", str(sitting_id)).replace("%2", exam), act, keep

    def _ask(self, what: str, sitting_id: int) -> bool:
        title, text, act, keep = self.question(what, sitting_id)
        from trainer.gui.exam_session import ask_keeping

        return ask_keeping(
            self,
            "question_box",
            QtWidgets.QMessageBox.Icon.Warning,
            title,
            text,
            (act, QtWidgets.QMessageBox.ButtonRole.AcceptRole),
            keep,
        )

    # ---- what the page says

    def _say(self, lead: Callable[[], str], exc: Exception | None = None, *, problem: bool = False) -> None:
        """Say ``lead()`` (in the app's language, again after a switch), with the store's reason (English) under
        it when ``exc`` is given (then it is a problem)."""
        reason = ""
        if exc is not None:
            reason = (str(exc).splitlines() or [type(exc).__name__])[0]

        def text() -> str:
            return lead() + (f"\n{reason}" if reason else "")

        self._said = (text, problem or exc is not None)
        self._show_message()

    def _show_message(self) -> None:
        if self._said is None:
            self.message, self.message_is_problem = "", False
            self.message_label.clear()
            return
        text, problem = self._said
        self.message, self.message_is_problem = text(), problem
        self.message_label.setStyleSheet(f"color: {text_colour(PROBLEM if problem else DONE, self)}")
        self.message_label.setText(self.message)

    def changeEvent(self, event: QtCore.QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._show_message()


def _rows(table: QtWidgets.QTableWidget) -> list[list[str]]:
    out = []
    for r in range(table.rowCount()):
        items = (table.item(r, c) for c in range(table.columnCount()))
        out.append([item.text() if item is not None else "" for item in items])
    return out

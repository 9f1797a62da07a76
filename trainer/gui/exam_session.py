"""Taking an exam: the trainee's name or ID, the exam's rules, a countdown, each scenario at the table in exam
mode, and the result with the errors and their clauses.

:class:`ExamSession` is one attempt. Its pages:

1. **Start** — the exam's titles and its rules in both languages (time limit, pass mark, number of scenarios,
   per-skill minimums) and a field for the trainee's name or ID.
2. **Table** — the scenarios one after the other in a :class:`~trainer.gui.dealer_table.DealerTable` in exam
   mode (no hints, no undo, no feedback), with the scenario's number and title and the time left. Every action
   the table emits is written to the results store at once (:meth:`ResultsStore.record_action` commits before
   it returns), so killing the program loses nothing that was done; on the next start the attempt shows as
   interrupted and a trainer can resume or close it.
3. **Result** — score, pass or fail, the per-skill figures, every error with its scenario, step and clause.

The attempt itself — the scenarios in order, the clock, storing each action, ending a scenario, the time-out
(the round at the table graded as far as it went, every scenario not yet started graded as an empty log), the seal
and the resume — is a Qt-free :class:`~trainer.training.exam_attempt.ExamAttempt`; this widget shows it, puts its
round on the table and passes on what the table does. Finished and timed-out attempts are sealed by the store.

:class:`ExamChooser` (:mod:`trainer.gui.exam_chooser`) lists the sittings open to this PC and the exams, and opens a
session for the one picked. In a sitting (issue 31) the trainee chooses their name among its candidates and the store
admits the attempt or says why not; the start and result pages say what the attempt counts for (provisional until
the trainer signs the sitting off; outside any sitting, a practice exam: unofficial).
"""

from __future__ import annotations

import contextlib
import secrets
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from trainer.gui import exam_text
from trainer.gui.colours import DONE, PROBLEM, text_colour
from trainer.gui.exam_chooser import ExamChooser, bundled_exams
from trainer.gui.i18n import Retranslatable, current_language
from trainer.gui.keyboard import take_back_the_keyboard
from trainer.gui.qt import QT_TRANSLATE_NOOP, Qt, QtGui, QTimer, QtWidgets, QWidget, Signal
from trainer.gui.theme import colour as theme_colour
from trainer.training.exams import Exam, exam_scenarios, library_index
from trainer.training.store import UNFINISHED, AttemptRecord, ResultsStore, Status, StoreError
from trainer.training.store_server import CLOSED_BY_CLOCK

if TYPE_CHECKING:
    from trainer.gui.dealer_table import DealerTable
    from trainer.training.exam_attempt import ExamAttempt, ExamItem
    from trainer.training.session import Clock
    from trainer.training.sittings import Sitting

__all__ = ["ExamChooser", "ExamSession", "bundled_exams", "clock_text", "exam_scenarios", "rules_lines"]

RULES_CONTEXT = "ExamRules"
RULES: dict[str, str] = {
    "time": QT_TRANSLATE_NOOP(
        "ExamRules", "Time limit: %1 minutes for the whole exam; when it runs out the exam ends."
    ),
    "time_one": QT_TRANSLATE_NOOP(
        "ExamRules", "Time limit: 1 minute for the whole exam; when it runs out the exam ends."
    ),
    "pass": QT_TRANSLATE_NOOP("ExamRules", "Pass mark: %1 out of 100 (the mean of the scenarios' scores)."),
    "count": QT_TRANSLATE_NOOP("ExamRules", "Scenarios: %1, dealt one after the other."),
    "minimums": QT_TRANSLATE_NOOP("ExamRules", "Each of these skills must reach its minimum: %1."),
    "critical": QT_TRANSLATE_NOOP(
        "ExamRules", "Any critical error in any scenario fails the exam, whatever the score."
    ),
    "money": QT_TRANSLATE_NOOP(
        "ExamRules",
        "More than %1 MOP paid wrongly over all the scenarios (too much and too little added up) fails the exam, "
        "whatever the score.",
    ),
    "help": QT_TRANSLATE_NOOP(
        "ExamRules", "No hints, no undo and no feedback until the end. Every action is recorded as you make it."
    ),
}


END_ROUND_CONTEXT = "ExamEndRound"
END_ROUND: dict[str, str] = {
    "title": QT_TRANSLATE_NOOP("ExamEndRound", "End this scenario?"),
    "text": QT_TRANSLATE_NOOP(
        "ExamEndRound",
        "End this scenario now? It is graded as it stands and cannot be dealt again. After the last scenario "
        "the exam ends.",
    ),
    "end": QT_TRANSLATE_NOOP("ExamEndRound", "End the scenario"),
    "keep": QT_TRANSLATE_NOOP("ExamEndRound", "Keep dealing"),
}
"""The question Ctrl+E asks in an exam, shown in both languages (zh-Hant first) like the exam's rules."""


RESULT_CONTEXT = "ExamResult"
RESULT: dict[str, str] = {
    "back": QT_TRANSLATE_NOOP("ExamResult", "Back [Esc]"),
    "scenario": QT_TRANSLATE_NOOP("ExamResult", "Scenario"),
    "score": QT_TRANSLATE_NOOP("ExamResult", "Score"),
    "errors": QT_TRANSLATE_NOOP("ExamResult", "Errors"),
    "critical_count": QT_TRANSLATE_NOOP("ExamResult", "%1 (%2 critical)"),
    "why": QT_TRANSLATE_NOOP("ExamResult", "Why the exam was not passed:"),
    "score_under": QT_TRANSLATE_NOOP("ExamResult", "The score, %1, is under the pass mark of %2."),
    "skill_under": QT_TRANSLATE_NOOP("ExamResult", "%1 reached %2%, under its minimum of %3%."),
    "critical_one": QT_TRANSLATE_NOOP(
        "ExamResult", "Scenario %1 has a critical error: any critical error fails this exam."
    ),
    "critical_many": QT_TRANSLATE_NOOP(
        "ExamResult", "Scenarios %1 have a critical error: any critical error fails this exam."
    ),
    "money_over": QT_TRANSLATE_NOOP(
        "ExamResult", "%1 MOP was paid wrongly over the scenarios, more than this exam's limit of %2 MOP."
    ),
}
"""The start page's Back and the result page's scenario scores and reasons for a fail (current language)."""


def result_words(key: str) -> str:
    return exam_text.translated(RESULT_CONTEXT, RESULT[key])


def end_round_words(key: str) -> tuple[str, str]:
    """(zh-Hant, English) of a line of the Ctrl+E question."""
    return exam_text.zh_hant(END_ROUND_CONTEXT, END_ROUND[key]), END_ROUND[key]


def rules_lines(exam: Exam, scenario_count: int) -> list[tuple[str, str]]:
    """The exam's rules as (zh-Hant, English) lines."""
    minutes = f"{exam.time_limit_minutes:g}"
    out: list[tuple[str, str]] = []

    def add(key: str, value: str | None = None) -> None:
        zh = exam_text.zh_hant(RULES_CONTEXT, RULES[key])
        en = RULES[key]
        if value is not None:
            zh, en = zh.replace("%1", value), en.replace("%1", value)
        out.append((zh, en))

    if minutes == "1":
        add("time_one")
    else:
        add("time", minutes)
    add("pass", str(exam.pass_mark))
    add("count", str(scenario_count))
    if exam.skill_minimums:
        zh_parts = "、".join(
            f"{exam_text.zh_hant('Skill', exam_text.SKILL.get(k, k))} ≥ {v * 100:.0f}%"
            for k, v in exam.skill_minimums.items()
        )
        en_parts = ", ".join(f"{exam_text.SKILL.get(k, k)} ≥ {v * 100:.0f}%" for k, v in exam.skill_minimums.items())
        zh = exam_text.zh_hant(RULES_CONTEXT, RULES["minimums"]).replace("%1", zh_parts)
        out.append((zh, RULES["minimums"].replace("%1", en_parts)))
    if exam.critical_errors_fail:
        add("critical")
    if exam.money_error_limit is not None:
        add("money", f"{exam.money_error_limit:,}")
    if exam.pace_required:
        from trainer.training.exam_pace import exam_standard, rule_text

        standard = exam_standard(exam)
        if standard is not None:
            pace = rule_text(standard)
            out.append((pace.zh, pace.en))
    add("help")
    return out


def clock_text(seconds: float) -> str:
    seconds = max(0, int(seconds + 0.999))
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


class ExamSession(Retranslatable, QWidget):
    """One exam attempt from the trainee's name to the result (see the module docstring).

    Signals: ``action_recorded(int)`` — the number of actions stored so far in this session, emitted after the
    store committed one; ``attempt_started(int)`` — the attempt id once it runs (begun or resumed);
    ``attempt_ended(int)`` — the attempt id once it is sealed; ``closed()`` — the trainee
    left the result page; ``back_requested()`` — Back [Esc] on the start page (before the attempt begins).

    The keyboard focus follows the page: the name field, the table (also after a resume), the Done button.
    Ending a scenario early (Ctrl+E, "End the round") asks first (:attr:`ask_end_round`)."""

    action_recorded = Signal(int)
    attempt_started = Signal(int)
    attempt_ended = Signal(int)
    closed = Signal()
    back_requested = Signal()

    def __init__(
        self,
        store: ResultsStore,
        exam: Exam,
        *,
        seed: int | None = None,
        parent: QWidget | None = None,
        sitting: Sitting | None = None,
    ) -> None:
        """``sitting``: the sitting the attempt is taken in (its exam is ``exam``); None for a practice exam."""
        super().__init__(parent)
        self.store = store
        self.exam = exam
        self.sitting = sitting
        self.sitting_id: int | None = None if sitting is None else sitting.id
        """The attempt's sitting (also of a resumed attempt); None: outside any sitting, unofficial."""
        self.seed = secrets.randbelow(2**31) if seed is None else seed
        self.attempt: ExamAttempt | None = None
        """The attempt once begun or resumed (its state and rules live there)."""
        self.clock: Clock = time.monotonic
        """The attempt's clock (tests may replace it before :meth:`begin`)."""
        self._error_text = ""
        self.paths = exam_scenarios(exam, self.seed, library_index())  # unchanged files are not read again
        self.ask_end_round: Callable[[], bool] = self._ask_end_round
        """Asks whether to end the scenario at the table early (Ctrl+E); tests replace it."""
        self.end_round_box: QtWidgets.QMessageBox | None = None
        """The Ctrl+E question while it is open."""

        self.timer = QTimer(self)
        self.timer.setInterval(200)
        self.timer.timeout.connect(self._tick)

        self.stack = QtWidgets.QStackedWidget(self)
        outer = QtWidgets.QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.stack)

        # 1. start
        self.start_page = QtWidgets.QWidget()
        sv = QtWidgets.QVBoxLayout(self.start_page)
        self.title_label = QtWidgets.QLabel()
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        font = self.title_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title_label.setFont(font)
        self.rules_label = QtWidgets.QLabel()
        self.rules_label.setWordWrap(True)
        self.rules_label.setTextFormat(Qt.TextFormat.RichText)
        self.standing_label = QtWidgets.QLabel()
        """What the attempt counts for: the sitting's, or a practice exam's (unofficial)."""
        self.standing_label.setWordWrap(True)
        form = QtWidgets.QFormLayout()
        self.name_label = QtWidgets.QLabel()
        self.name_edit = QtWidgets.QLineEdit(self.start_page)
        self.name_edit.setMaxLength(80)
        self.candidate_combo = QtWidgets.QComboBox(self.start_page)
        """In a sitting: the trainee's name among its candidates (it fills :attr:`name_edit`, hidden)."""
        for candidate in sitting.candidates if sitting is not None else ():
            shown = candidate.name if candidate.staff_id is None else f"{candidate.name} ({candidate.staff_id})"
            self.candidate_combo.addItem(shown, candidate.name)
        self.candidate_combo.setCurrentIndex(-1)
        self.candidate_combo.currentIndexChanged.connect(
            lambda _i: self.name_edit.setText(str(self.candidate_combo.currentData() or ""))
        )
        form.addRow(self.name_label, self.name_edit if sitting is None else self.candidate_combo)
        (self.candidate_combo if sitting is None else self.name_edit).hide()
        self.start_button = QtWidgets.QPushButton()
        self.start_button.setEnabled(False)
        self.start_button.clicked.connect(self._start_clicked)
        self.candidate_combo.activated.connect(lambda _i: self.start_button.setFocus())
        self.name_edit.textChanged.connect(lambda text: self.start_button.setEnabled(bool(text.strip())))
        self.name_edit.returnPressed.connect(self._start_clicked)
        self.start_error = QtWidgets.QLabel()
        self.start_error.setStyleSheet(f"color: {text_colour(PROBLEM, self)}")
        self.start_error.setWordWrap(True)
        self._refusal: str | None = None
        """The sitting's reason for refusing the last start (shown under a heading in the app's language)."""
        self._refusal_data: dict[str, Any] | None = None
        """That refusal as the store gave it (:func:`trainer.gui.exam_text.refusal_text` words it)."""
        self.back_button = QtWidgets.QPushButton()
        self.back_button.clicked.connect(lambda _c=False: self._back())
        start_buttons = QtWidgets.QHBoxLayout()
        start_buttons.addWidget(self.back_button)
        start_buttons.addStretch(1)
        start_buttons.addWidget(self.start_button)
        back = QtGui.QShortcut(QtGui.QKeySequence(Qt.Key.Key_Escape), self.start_page, self._back)
        back.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        sv.addWidget(self.title_label)
        sv.addWidget(self.standing_label)
        sv.addWidget(self.rules_label)
        sv.addLayout(form)
        sv.addLayout(start_buttons)
        sv.addWidget(self.start_error)
        sv.addStretch(1)
        self.stack.addWidget(self.start_page)

        # 2. the table
        self.table_page = QtWidgets.QWidget()
        tv = QtWidgets.QVBoxLayout(self.table_page)
        tv.setContentsMargins(4, 4, 4, 4)
        bar = QtWidgets.QHBoxLayout()
        self.progress_label = QtWidgets.QLabel()
        self.clock_label = QtWidgets.QLabel()
        clock_font = self.clock_label.font()
        clock_font.setPointSizeF(clock_font.pointSizeF() * 1.5)
        clock_font.setBold(True)
        self.clock_label.setFont(clock_font)
        bar.addWidget(self.progress_label, 1)
        bar.addWidget(self.clock_label)
        tv.addLayout(bar)
        # a full disk or a read-only store: the table pauses until what it did can be stored (issue 16)
        self._unstored: list[tuple[Callable[[], None], bool]] = []
        """What waits to be stored: each write, and whether it stores an action done at the table."""
        self._time_up: dict[str, Any] | None = None
        """The store's refusal when its clock said the time was up (the result page says so)."""
        self._refused = 0
        """How many actions done at the table the store refused then: not part of the attempt."""
        self._closed_by_store = False
        """The store ended the attempt itself (past its time, by its clock): no grade here, nothing more stored."""
        store_bar = QtWidgets.QHBoxLayout()
        self.store_error = QtWidgets.QLabel()
        self.store_error.setWordWrap(True)
        self.store_error.setStyleSheet(f"color: {text_colour(PROBLEM, self)}; font-weight: bold")
        self.retry_button = QtWidgets.QPushButton()
        self.retry_button.clicked.connect(self.retry_store)
        store_bar.addWidget(self.store_error, 1)
        store_bar.addWidget(self.retry_button)
        self.store_error.hide()
        self.retry_button.hide()
        tv.addLayout(store_bar)
        self._table: DealerTable | None = None  # built when the first round is dealt (off the start screen's path)
        self._table_layout = tv
        self.stack.addWidget(self.table_page)

        # 3. the result
        self.result_page = QtWidgets.QWidget()
        rv = QtWidgets.QVBoxLayout(self.result_page)
        self.result_label = QtWidgets.QLabel()
        self.result_label.setTextFormat(Qt.TextFormat.RichText)
        self.result_label.setWordWrap(True)
        self._score_table: QtWidgets.QTableWidget | None = None  # built with the first result
        self.error_table = QtWidgets.QTableWidget(0, 5)
        self.error_table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        self.error_table.horizontalHeader().setStretchLastSection(True)
        self.error_table.verticalHeader().setVisible(False)
        self.done_button = QtWidgets.QPushButton()
        self.done_button.clicked.connect(self.closed.emit)
        rv.addWidget(self.result_label)
        self._result_layout = rv
        rv.addWidget(self.error_table, 1)
        rv.addWidget(self.done_button, 0, Qt.AlignmentFlag.AlignRight)
        self.stack.addWidget(self.result_page)

        self._show_page(self.start_page, self.name_edit if sitting is None else self.candidate_combo)
        self.retranslate()

    @property
    def table(self) -> DealerTable:
        """The table in exam mode, built on first use: the start screen does not need it."""
        if self._table is None:
            from trainer.gui.dealer_table import DealerTable

            table = DealerTable("exam", self.table_page)
            table.confirm_end = lambda: self.ask_end_round()
            table.action_applied.connect(self._on_action)
            table.round_finished.connect(self._on_round_finished)
            self._table_layout.addWidget(table, 1)
            self._table = table
        return self._table

    @property
    def score_table(self) -> QtWidgets.QTableWidget:
        """One row per scenario of the result: its title, its score, its errors (how many critical); built on first
        use (``trainer gui --exam`` starts on the start page and is timed)."""
        if self._score_table is None:
            table = QtWidgets.QTableWidget(0, 3)
            table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
            table.verticalHeader().setVisible(False)
            table.setWordWrap(True)
            header = table.horizontalHeader()
            header.setSectionResizeMode(0, QtWidgets.QHeaderView.ResizeMode.Stretch)
            for column in (1, 2):
                header.setSectionResizeMode(column, QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
            table.setHorizontalHeaderLabels([result_words(k) for k in ("scenario", "score", "errors")])
            self._result_layout.insertWidget(1, table)
            self._score_table = table
        return self._score_table

    def _show_page(self, page: QWidget, focus: QWidget) -> None:
        """Bring up ``page`` with the keyboard on ``focus`` (also when the session is shown later: whoever
        focuses the session focuses ``focus``)."""
        self.stack.setCurrentWidget(page)
        self.setFocusProxy(focus)
        focus.setFocus()

    def _back(self) -> None:
        """Back [Esc] on the start page: leave before the attempt begins (nothing is stored yet)."""
        if self.attempt is None and self.stack.currentWidget() is self.start_page:
            self.back_requested.emit()

    def _show_refusal(self) -> None:
        """The sitting's refusal of the last start, under a heading in the current language (none: left alone)."""
        if self._refusal is not None:
            heading = self.tr("The exam cannot start in this sitting. The reason:")
            self.start_error.setText(heading + "\n" + (exam_text.refusal_text(self._refusal_data) or self._refusal))

    def _ask_end_round(self) -> bool:
        """The Ctrl+E question in both languages; True to end the scenario. "Keep dealing" is the default."""
        zh_title, en_title = end_round_words("title")
        zh, en = end_round_words("text")
        return ask_keeping(
            self,
            "end_round_box",
            QtWidgets.QMessageBox.Icon.Question,
            f"{zh_title} {en_title}",
            f"{zh}\n\n{en}",
            (" ".join(end_round_words("end")), QtWidgets.QMessageBox.ButtonRole.AcceptRole),
            " ".join(end_round_words("keep")),
        )

    # ------------------------------------------------------------------------------------------ texts

    def exam_title(self) -> str:
        return self.exam.title_zh if current_language() == "zh-Hant" else self.exam.title_en

    def retranslate(self) -> None:
        self.title_label.setText(f"{self.exam.title_zh}\n{self.exam.title_en}")
        lines = rules_lines(self.exam, len(self.paths))
        muted = theme_colour("muted")
        self.rules_label.setText(
            "<ul>"
            + "".join(f"<li>{_esc(zh)}<br/><span style='color:{muted}'>{_esc(en)}</span></li>" for zh, en in lines)
            + "</ul>"
        )
        self.name_label.setText(self.tr("Trainee name or ID:") if self.sitting is None else self.tr("Your name:"))
        self.candidate_combo.setPlaceholderText(self.tr("Choose your name"))
        if self.sitting is None:
            self.standing_label.setText(exam_text.text("StandingMeaning", "unofficial"))
        else:
            self.standing_label.setText(
                self.tr(
                    "Sitting %1, opened by %2. Choose your name among its candidates. The attempt is provisional "
                    "until the trainer signs the sitting off; then it is official."
                )
                .replace("%1", str(self.sitting.id))
                .replace("%2", self.sitting.opened_by)
            )
        self.start_button.setText(self.tr("Start the exam"))
        self.back_button.setText(result_words("back"))
        self.done_button.setText(self.tr("Done"))
        self.retry_button.setText(self.tr("Try again"))
        self._show_refusal()
        if self._unstored:
            self._show_store_error(self._store_detail)
        if self._score_table is not None:
            self._score_table.setHorizontalHeaderLabels([result_words(k) for k in ("scenario", "score", "errors")])
        self.error_table.setHorizontalHeaderLabels(
            [self.tr("Scenario"), self.tr("Step"), self.tr("Clause"), self.tr("Severity"), self.tr("Message")]
        )
        self._show_progress()
        self._tick()
        if self.result is not None or self._closed_by_store:
            self._show_result()

    def _show_progress(self) -> None:
        if not (0 <= self.current < len(self.items)):
            self.progress_label.setText("")
            return
        # Neutral: a scenario's title would name the irregularity the trainee is to spot (issue 11).
        self.table.set_title(self.round_title())
        self.progress_label.setText(self.tr("%1 — %2").replace("%1", self.trainee).replace("%2", self.round_title()))

    def round_title(self) -> str:
        """``Round 3 of 10``: what the table shows as the scenario's title during the exam."""
        return self.tr("Round %1 of %2").replace("%1", str(self.current + 1)).replace("%2", str(len(self.items)))

    # ------------------------------------------------------------------------------------------ the attempt

    @property
    def trainee(self) -> str:
        return self.name_edit.text().strip()

    # What the attempt holds, read through the session (the pages and the tests use these names).
    @property
    def attempt_id(self) -> int | None:
        return self.attempt.attempt_id if self.attempt is not None else None

    @property
    def items(self) -> list[ExamItem]:
        return self.attempt.items if self.attempt is not None else []

    @property
    def current(self) -> int:
        return self.attempt.current if self.attempt is not None else -1

    @property
    def recorded(self) -> int:
        return self.attempt.recorded if self.attempt is not None else 0

    @property
    def status(self) -> Status | None:
        return self.attempt.status if self.attempt is not None else None

    @property
    def result(self) -> dict[str, Any] | None:
        return self.attempt.result if self.attempt is not None else None

    def remaining(self) -> float:
        return self.attempt.remaining() if self.attempt is not None else self.exam.time_limit_seconds

    def _start_clicked(self) -> None:
        if self.trainee and self.attempt_id is None:
            from trainer.training.inputs import InputError, check_name

            try:
                check_name(self.trainee)  # the same rule as `trainer exam submit --trainee`
            except InputError:
                self._refusal = None
                self.start_error.setText(
                    self.tr("A name is at most 80 characters, without control characters such as line breaks or tabs.")
                )
                return
            with contextlib.suppress(StoreError, ValueError):  # refused (the sitting, the store): the page says why
                self.begin(self.trainee)

    def begin(self, trainee: str) -> int:
        """Start the attempt for ``trainee`` and put the first scenario on the table; returns the attempt id."""
        self.name_edit.setText(trainee)
        try:
            from trainer.training.exam_attempt import ExamAttempt  # the engine: not for the start screen

            self.attempt = ExamAttempt(self.store, self.exam, seed=self.seed, paths=self.paths, clock=self.clock)
            attempt_id = self.attempt.begin(trainee, sitting=self.sitting_id)
        except (StoreError, ValueError) as exc:
            if self.attempt is not None and self.attempt.attempt_id is None:
                self.attempt = None  # nothing stored: Back [Esc] still leaves, another name may still start
            reason = str(exc)
            if self.sitting_id is not None:  # the reason, under a line in the app's language
                first, where = reason.splitlines()[0], f"{self.store.path}: "  # a server names itself: its URL
                self._refusal = first.removeprefix(where)  # (the store's English, for a refusal without words)
                self._refusal_data = getattr(exc, "refusal", None)
                self._show_refusal()
            else:
                self.start_error.setText(reason)
            raise
        self._show_page(self.table_page, self.table)
        self.timer.start()
        self._tick()
        self.attempt_started.emit(attempt_id)
        self._show_round()
        return attempt_id

    def resume(self, record: AttemptRecord) -> None:
        """Continue an attempt a trainer resumed (:meth:`ResultsStore.resume`; see
        :meth:`ExamAttempt.resume <trainer.training.exam_attempt.ExamAttempt.resume>`)."""
        from trainer.training.exam_attempt import ExamAttempt

        attempt = ExamAttempt.resume(self.store, self.exam, record, clock=self.clock)
        self.attempt = attempt
        self.seed = attempt.seed
        self.paths = attempt.paths
        self.sitting_id = record.attempt.sitting_id
        self.name_edit.setText(attempt.trainee)
        self._show_page(self.table_page, self.table)
        self.timer.start()
        assert attempt.attempt_id is not None
        self.attempt_started.emit(attempt.attempt_id)
        if attempt.status is not None:
            self._ended()
        else:
            self._show_round()

    def _show_round(self) -> None:
        """Put the attempt's current round on the table."""
        assert self.attempt is not None and self.attempt.round is not None
        self.table.play(self.attempt.round, self.round_title())
        self._show_progress()
        self.table.setFocus()

    def _on_action(self, action: dict[str, Any]) -> None:
        """An action at the table: store it now (committed before this returns)."""
        attempt = self.attempt
        if attempt is None or not attempt.running:
            return

        def store() -> None:
            attempt.record(action)
            self.action_recorded.emit(attempt.recorded)

        self._store_or_pause(store, action=True)

    def _store_or_pause(self, write: Callable[[], None], *, action: bool = False) -> None:
        """Run a write to the store; if the store cannot be written (a full disk, a read-only folder) keep it to
        retry, say so at once and pause the table, so that nothing more is done that could not be stored.
        ``action``: it stores an action done at the table."""
        self._unstored.append((write, action))
        if len(self._unstored) == 1:
            self.retry_store()

    def retry_store(self) -> bool:
        """Write what is waiting; True once everything is stored (the table takes actions again). When the store
        takes nothing more of the attempt -- its time is up by the store's clock -- the attempt ends instead
        (:meth:`_store_ended_it`): no Try again."""
        while self._unstored:
            try:
                self._unstored[0][0]()
            except StoreError as exc:
                if self._store_ended_it(exc):
                    return False
                self._store_detail = str(exc)
                self._store_refusal = exc.refusal
                self._show_store_error(self._store_detail)
                return False
            self._unstored.pop(0)
        if not self.store_error.isHidden() or not self.table.isEnabled():
            self.store_error.hide()
            self.retry_button.hide()
            self.table.setEnabled(True)
            self.table.setFocus()
        return True

    _store_detail = ""
    _store_refusal: dict[str, Any] | None = None

    def _store_ended_it(self, exc: StoreError) -> bool:
        """Whether the store will take nothing more of this attempt, and the attempt was ended for it: the store's
        clock says its time is up (a ``time_up`` refusal: it ends as timed out, graded on what was stored -- the
        actions refused are not part of it), or the store has closed it itself (past its time, with what was
        recorded: the result page says so). False for any other failure (a full disk, the network)."""
        attempt = self.attempt
        if attempt is None or attempt.attempt_id is None or not attempt.running:
            return False
        if exc.refusal is not None and exc.refusal.get("code") == "time_up":
            self._time_up = dict(exc.refusal)
            refused = sum(1 for _write, action in self._unstored if action)
            self._refused += refused
            self._unstored.clear()
            self.store_error.hide()
            self.retry_button.hide()
            with contextlib.suppress(StoreError):  # (closed by the store meanwhile: read below)
                self.time_out(refused)
                return True
        try:
            row = self.store.get_attempt(attempt.attempt_id).attempt
        except StoreError:
            return False  # the store cannot be read either: it may be the disk or the network
        if row.status in UNFINISHED:
            return False
        if row.closed_by == CLOSED_BY_CLOCK and row.deadline is not None:
            self._time_up = {"code": "time_up", "attempt": row.id, "time": row.deadline}
        self._unstored.clear()
        self._closed_by_store = True
        attempt.status = row.status  # ended: the table and the clock stop
        self.store_error.hide()
        self.retry_button.hide()
        self._ended()
        return True

    def _show_store_error(self, detail: str) -> None:
        self.table.setEnabled(False)
        words = exam_text.refusal_text(self._store_refusal)
        if words is not None:  # refused for a reason a person acts on (an attempt of another PC ...)
            lead = self.tr(
                "The results store refused what was done at the table; the table is paused. Ask the trainer."
            )
            self.store_error.setText(f"{lead}\n{words}")
        else:
            self.store_error.setText(
                self.tr(
                    "The results cannot be stored: the disk is full or the results folder cannot be written. The "
                    "table is paused. Everything stored so far is kept; what you did last is shown and held here, "
                    "and it is stored when you press Try again. Free some space, then press Try again."
                )
                + f"\n{detail}"
            )
        self.store_error.show()
        self.retry_button.show()

    def _on_round_finished(self, grade: Any) -> None:
        self._store_or_pause(lambda: self._finish_round(grade))

    def _finish_round(self, grade: Any) -> None:
        """The round at the table ended: the attempt stores its grade and brings the next scenario (or ends)."""
        attempt = self.attempt
        if attempt is None or not attempt.running:
            return
        attempt.end_item(grade)
        if attempt.advance() is None:
            self._ended()
        else:
            self._show_round()

    def _tick(self) -> None:
        if self.attempt is None or not self.attempt.running:
            self.clock_label.setText(clock_text(self.exam.time_limit_seconds) if self.status is None else "")
            return
        left = self.remaining()
        self.clock_label.setText(self.tr("Time left %1").replace("%1", clock_text(left)))
        self.clock_label.setStyleSheet(f"color: {text_colour(PROBLEM, self)}" if left < 60 else "")
        if left <= 0 and not self._unstored:  # not while the store cannot be written: that time is not theirs
            self.time_out()

    def time_out(self, refused: int = 0) -> None:
        """The clock ran out: the attempt grades the round as far as it went, the rest as not done, and ends as
        timed out; the table shows its round ended. ``refused``: the last actions done at the table that the store
        refused, its clock saying the time was up (not part of the attempt)."""
        if self.attempt is None or not self.attempt.running:
            return
        self.table.blockSignals(True)  # the attempt ends the round itself
        try:
            self.table.finish()
        finally:
            self.table.blockSignals(False)
        self.attempt.time_out(refused)
        self._ended()

    def _ended(self) -> None:
        """The attempt is sealed: show its result."""
        assert self.attempt is not None and self.attempt.attempt_id is not None
        self.timer.stop()
        self._show_result()
        self._show_page(self.result_page, self.done_button)
        self.attempt_ended.emit(self.attempt.attempt_id)

    # ------------------------------------------------------------------------------------------ the result

    def _show_result(self) -> None:
        if self.result is None:
            if self._closed_by_store:  # no grade here: the store closed the attempt with what was recorded
                closed = self.tr(
                    "The results store closed this attempt with what was recorded: nothing more can be stored in it. "
                    "A trainer sees its result in the trainer tools."
                )
                time_up = exam_text.refusal_text(self._time_up)
                self.error_table.hide()  # (no errors to show)
                self.result_label.setText(
                    f"<h2>{_esc(self.exam_title())}</h2><p>{_esc(self.tr('Trainee: %1').replace('%1', self.trainee))}"
                    + "</p>"
                    + (f"<p><b>{_esc(time_up)}</b></p>" if time_up else "")
                    + f"<p>{_esc(closed)}</p>"
                )
            return
        passed = bool(self.result.get("passed"))
        verdict = self.tr("Passed") if passed else self.tr("Not passed")
        colour = text_colour(DONE if passed else PROBLEM, self)
        lines = [
            f"<h2>{_esc(self.exam_title())}</h2>",
            "<p>"
            + _esc(self.tr("Trainee: %1").replace("%1", self.trainee))
            + "<br/>"
            + _esc(
                self.tr("Score: %1 (pass mark %2)")
                .replace("%1", str(self.result.get("score")))
                .replace("%2", str(self.exam.pass_mark))
            )
            + f"<br/><b style='color:{colour}'>{_esc(verdict)}</b></p>",
        ]
        if self.status == Status.TIMED_OUT:
            ran_out = self.tr("The time ran out.")
            lines.append(f"<p><b>{_esc(ran_out)}</b></p>")
            time_up = exam_text.refusal_text(self._time_up)  # by the store's clock: it refused what came after
            if time_up:
                late = self.tr("What was done at the table after that time is not part of the attempt.")
                lines.append(f"<p>{_esc(time_up)}" + (f" {_esc(late)}" if self._refused else "") + "</p>")
        standing = "unofficial" if self.sitting_id is None else "provisional"  # signed off only once it ended
        counts = exam_text.text("StandingMeaning", standing)
        lines.append(f"<p><b>{_esc(exam_text.text('Standing', standing))}</b>: {_esc(counts)}</p>")
        from trainer.training.skill_figures import skill_figures

        skills = skill_figures(self.result)  # a skill with nothing to judge is "not tested", never 100 %
        if skills:
            parts = []
            for skill in skills:
                name = skill.skill
                if skill.figure is not None:
                    text = f"{exam_text.text('Skill', name)} {skill.figure * 100:.0f}%"
                elif skill.tested:
                    text = exam_text.text("Skill", name)
                else:
                    text = (
                        f"{exam_text.text('Skill', name)} {exam_text.translated('SkillResult', exam_text.NOT_TESTED)}"
                    )
                minimum = self.exam.skill_minimums.get(name)
                if minimum is not None:
                    text += f" (≥ {minimum * 100:.0f}%)"
                parts.append(_esc(text))
            lines.append("<p>" + " · ".join(parts) + "</p>")
        from trainer.training.exam_outcome import outcome
        from trainer.training.exam_pace import missed, outcome_text

        pace = outcome_text(self.result)  # an exam that requires the house pace: met here, missed under "why"
        if pace is not None and not missed(self.result):
            lines.append(f"<p>{_esc(pace.lang(current_language()))}</p>")
        told = outcome(self.result, [item.grade for item in self.items])
        if told.reasons:
            why = result_words("why")
            lines.append(f"<p><b>{_esc(why)}</b></p><ul>")
            lines += [f"<li>{_esc(text)}</li>" for text in self.reason_texts()]
            lines.append("</ul>")
        self.result_label.setText("".join(lines))
        lang = current_language()
        self.score_table.setRowCount(len(told.scenarios))
        for r, (scored, item) in enumerate(zip(told.scenarios, self.items, strict=True)):
            errors = str(scored.errors)
            if scored.critical:
                errors = result_words("critical_count").replace("%1", errors).replace("%2", str(scored.critical))
            cells = [
                f"{scored.number}. {item.scenario.title(lang)}",
                "—" if scored.score is None else str(scored.score),
                errors,
            ]
            for c, value in enumerate(cells):
                cell = QtWidgets.QTableWidgetItem(value)
                if c:
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.score_table.setItem(r, c, cell)
        self.score_table.resizeRowsToContents()
        header = self.score_table.horizontalHeader().height() + 2 * self.score_table.frameWidth()
        rows_height = sum(self.score_table.rowHeight(r) for r in range(self.score_table.rowCount()))
        self.score_table.setMaximumHeight(header + rows_height + 2)
        rows: list[list[str]] = []
        for n, item in enumerate(self.items):
            for err in (item.grade or {}).get("errors", []) or []:
                message = err.get("message") or {}
                text = message.get(lang) or message.get("en") or ""
                rows.append(
                    [
                        f"{n + 1}. {item.scenario.title(lang)}",
                        str(int(err.get("step", 0)) + 1),
                        str(err.get("clause", "")),
                        exam_text.text("Severity", str(err.get("severity", ""))),
                        text,
                    ]
                )
        self.error_table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                self.error_table.setItem(r, c, QtWidgets.QTableWidgetItem(value))
        for column in range(self.error_table.columnCount() - 1):  # the message (last) takes the room left: sized
            self.error_table.resizeColumnToContents(column)  # to its words it stopped filling after Ctrl+L

    def reason_texts(self) -> list[str]:
        """Why the attempt was not passed, one line per rule it did not meet, in the current language (the rules
        are applied by :func:`trainer.training.exam_outcome.outcome`; empty for a pass)."""
        if self.result is None:
            return []
        from trainer.training.exam_outcome import outcome

        out = []
        for reason in outcome(self.result, [item.grade for item in self.items]).reasons:
            if reason.kind == "score":
                text = result_words("score_under")
                text = text.replace("%1", f"{reason.value:g}").replace("%2", f"{reason.needed:g}")
            elif reason.kind == "skill":
                text = (
                    result_words("skill_under")
                    .replace("%1", exam_text.text("Skill", reason.skill))
                    .replace("%2", f"{reason.value * 100:.0f}")
                    .replace("%3", f"{reason.needed * 100:.0f}")
                )
            elif reason.kind == "money":
                text = result_words("money_over").replace("%1", f"{reason.value:,.0f}")
                text = text.replace("%2", f"{reason.needed:,.0f}")
            elif reason.kind == "pace":
                from trainer.training.exam_pace import outcome_text

                worded = outcome_text(self.result)
                text = worded.lang(current_language()) if worded is not None else ""
            else:
                many = len(reason.scenarios) > 1
                separator = "、" if current_language() == "zh-Hant" else ", "
                text = result_words("critical_many" if many else "critical_one").replace(
                    "%1", separator.join(str(n) for n in reason.scenarios)
                )
            out.append(text)
        return out

    def score_rows(self) -> list[list[str]]:
        """The result page's table of scenario scores as text (for tests)."""
        out = []
        for r in range(self.score_table.rowCount()):
            items = (self.score_table.item(r, c) for c in range(self.score_table.columnCount()))
            out.append([item.text() if item is not None else "" for item in items])
        return out

    def error_rows(self) -> list[list[str]]:
        """The result page's error table as text (for tests and the report)."""
        out = []
        for r in range(self.error_table.rowCount()):
            items = (self.error_table.item(r, c) for c in range(self.error_table.columnCount()))
            out.append([item.text() if item is not None else "" for item in items])
        return out


def ask_keeping(
    owner: QWidget,
    attr: str,
    icon: QtWidgets.QMessageBox.Icon,
    title: str,
    text: str,
    act: tuple[str, QtWidgets.QMessageBox.ButtonRole],
    keep_text: str,
) -> bool:
    """Ask ``text`` with a button that acts (``act``: its words and role) and one that keeps things as they are,
    the default and what Esc chooses; True when the trainee or trainer chose to act. The box is ``owner.<attr>``
    while it is open (tests answer it there); the window takes the keyboard back when it closes."""
    box = QtWidgets.QMessageBox(owner)
    box.setIcon(icon)
    box.setWindowTitle(title)
    box.setText(text)
    acting = box.addButton(act[0], act[1])
    keep = box.addButton(keep_text, QtWidgets.QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    setattr(owner, attr, box)
    box.exec()
    setattr(owner, attr, None)
    chosen = box.clickedButton() is acting
    box.deleteLater()
    take_back_the_keyboard(owner)
    return chosen


def _esc(text: str) -> str:
    import html

    return html.escape(text, quote=False)

"""Trainer tools, behind a trainer passphrase: results with filters, a trainee's history chart, CSV and PDF
export, interrupted attempts (resume or close), a step-by-step replay of any attempt, the item analysis
(:mod:`trainer.gui.item_analysis_view`), the exam builder (:mod:`trainer.gui.exam_builder`) and the sittings
(:mod:`trainer.gui.sittings_view`).

:class:`PassphraseDialog` asks for a trainer's name and passphrase and checks it with the store (scrypt); on the
very first use, when the store has no trainer yet, it sets one up instead (name, passphrase twice).
:func:`open_trainer_tools` is the gate: the tools only open after the dialog accepted.

:class:`ReplayView` rebuilds an item's round from its scenario's set-up and feeds the grader the stored log up to
the chosen step, showing the table read-only with the errors made so far; Previous/Next move one action.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from trainer.gui.history_chart import HistoryChart
from trainer.gui.i18n import Retranslatable, current_language
from trainer.gui.qt import QT_TRANSLATE_NOOP, Qt, QtCore, QtGui, QtWidgets, QWidget, Signal
from trainer.gui.results_model import ResultsFilter, ResultsModel, local_time

if TYPE_CHECKING:
    from trainer.gui.scenario_editor import ScenarioEditor
from trainer.gui.table_scene import TableScene, TableWidget
from trainer.gui.trainer_tools_parts import ReadAgainWhenShown, ResultsWatch, read_results_again, sign_in_problem
from trainer.gui.views import RowTableView
from trainer.training.store import AttemptRecord, ResultsStore, StoreError
from trainer.training.titles import TitleBook, library_titles

CLOSE_CONTEXT = "CloseAttempt"
CLOSE_WORDS: dict[str, str] = {
    "title": QT_TRANSLATE_NOOP("CloseAttempt", "Close this attempt?"),
    "text": QT_TRANSLATE_NOOP(
        "CloseAttempt",
        "Close attempt %1 (%2) without a grade? It ends now, unscored and sealed in your name, and the trainee "
        "cannot continue it. This cannot be undone.",
    ),
    "close": QT_TRANSLATE_NOOP("CloseAttempt", "Close without a grade"),
    "keep": QT_TRANSLATE_NOOP("CloseAttempt", "Keep it interrupted"),
}
"""The question "Close without a grade" asks first (current language)."""


def _day(value: QtCore.QDate) -> date:
    # PySide6's stub types QDate.toPython() as object; it returns a datetime.date.
    return cast(date, value.toPython())


# ---------------------------------------------------------------------------------------------- passphrase


class PassphraseDialog(Retranslatable, QtWidgets.QDialog):
    """Trainer sign-in (or, with no trainer in the store yet, setting the first one up)."""

    def __init__(self, store: ResultsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setup_mode = store.first_start()  # never when trainer accounts existed and were deleted
        self.trainer = ""
        self.setModal(True)
        lay = QtWidgets.QVBoxLayout(self)
        self.intro = QtWidgets.QLabel()
        self.intro.setWordWrap(True)
        lay.addWidget(self.intro)
        form = QtWidgets.QFormLayout()
        self.name_label = QtWidgets.QLabel()
        self.name_edit = QtWidgets.QComboBox()
        self.name_edit.setEditable(True)
        self.name_edit.addItems(store.trainers())
        self.pass_label = QtWidgets.QLabel()
        self.pass_edit = QtWidgets.QLineEdit()
        self.pass_edit.setEchoMode(QtWidgets.QLineEdit.EchoMode.Password)
        self.again_label = QtWidgets.QLabel()
        self.again_edit = QtWidgets.QLineEdit()
        self.again_edit.setEchoMode(QtWidgets.QLineEdit.EchoMode.Password)
        form.addRow(self.name_label, self.name_edit)
        form.addRow(self.pass_label, self.pass_edit)
        form.addRow(self.again_label, self.again_edit)
        self.again_label.setVisible(self.setup_mode)
        self.again_edit.setVisible(self.setup_mode)
        lay.addLayout(form)
        self.error = QtWidgets.QLabel()
        self.error.setWordWrap(True)
        lay.addWidget(self.error)
        self.buttons = QtWidgets.QDialogButtonBox(
            QtWidgets.QDialogButtonBox.StandardButton.Ok | QtWidgets.QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.try_accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("n") * 60)  # the intro on a few lines, not many
        self.retranslate()

    def _say(self, text: str) -> None:
        """Show why the sign-in failed, on as many lines as it needs: the dialog grows to hold them."""
        from trainer.gui.colours import PROBLEM, text_colour

        self.error.setStyleSheet(f"color: {text_colour(PROBLEM, self)}")
        self.error.setText(text)
        self.fit_height()

    def fit_height(self) -> None:
        """At least the height the texts need at this width (a window's layout does not ask its word-wrapped
        labels for it: the fields would be squashed to make room for a long message)."""
        layout = self.layout()
        if layout is None:
            return
        layout.activate()
        needed = self.heightForWidth(self.width()) if layout.hasHeightForWidth() else self.sizeHint().height()
        self.setMinimumHeight(max(needed, layout.totalMinimumSize().height()))
        if self.height() < needed:
            self.resize(self.width(), needed)

    def resizeEvent(self, event: QtGui.QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit_height()  # narrower: the texts take more lines

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Trainer sign-in"))
        if self.setup_mode:
            self.intro.setText(
                self.tr(
                    "No trainer is set up yet. Choose a trainer name and a passphrase of at least 8 characters; "
                    "trainees take exams without it, the trainer tools need it."
                )
            )
        else:
            self.intro.setText(self.tr("The trainer tools need a trainer's passphrase."))
        self.name_label.setText(self.tr("Trainer:"))
        self.pass_label.setText(self.tr("Passphrase:"))
        self.again_label.setText(self.tr("Passphrase again:"))

    def try_accept(self) -> bool:
        """Check (or set) the passphrase; accept the dialog when it is right. Returns whether it was."""
        name = self.name_edit.currentText().strip()
        passphrase = self.pass_edit.text()
        if not name:
            self._say(self.tr("Enter the trainer's name."))
            return False
        from trainer.training.inputs import InputError, check_name

        try:
            check_name(name)  # the same rule as the store's
        except InputError:
            self._say(
                self.tr("A name is at most 80 characters, without control characters such as line breaks or tabs.")
            )
            return False
        if self.setup_mode:
            if passphrase != self.again_edit.text():
                self._say(self.tr("The two passphrases differ."))
                return False
            if len(passphrase) < 8:
                self._say(self.tr("A passphrase needs at least 8 characters."))
                return False
            try:
                self.store.add_trainer(name, passphrase)
            except StoreError as exc:
                self._say(str(exc))
                return False
        else:
            try:
                wait = self.store.locked_for(name)
                right = wait <= 0 and self.store.check_trainer_passphrase(name, passphrase)
            except StoreError as exc:  # e.g. a training PC's server login, which may not check a passphrase
                self.pass_edit.clear()
                self._say(sign_in_problem(exc, self.store) or str(exc))
                return False
            if wait > 0:
                self.pass_edit.clear()
                text = self.tr("Too many wrong passphrases: wait %1 seconds, then try again.")
                self._say(text.replace("%1", str(math.ceil(wait))))
                return False
            if not right:
                self.pass_edit.clear()
                self._say(self.tr("Wrong trainer name or passphrase."))
                return False
        self.trainer = name
        self.accept()
        return True


def open_trainer_tools(
    store: ResultsStore,
    parent: QWidget | None = None,
    ask: Callable[[PassphraseDialog], bool] | None = None,
) -> TrainerTools | None:
    """The trainer tools after a right passphrase, else None. ``ask`` runs the dialog (default: ``exec``)."""
    dialog = PassphraseDialog(store, parent)
    accepted = ask(dialog) if ask is not None else dialog.exec() == QtWidgets.QDialog.DialogCode.Accepted
    trainer = dialog.trainer
    dialog.deleteLater()
    if parent is not None:  # cancelled or not: the window's keys work again at once (no window manager)
        from trainer.gui.keyboard import take_back_the_keyboard

        take_back_the_keyboard(parent)
    if not accepted or not trainer:
        return None
    return TrainerTools(store, trainer, parent)


# ---------------------------------------------------------------------------------------------- replay


class ReplayView(Retranslatable, QWidget):
    """One attempt, step by step: the table as it stood after each recorded action (read-only)."""

    def __init__(self, parent: QWidget | None = None, titles: TitleBook | None = None) -> None:
        super().__init__(parent)
        self.record: AttemptRecord | None = None
        self._titles = titles
        self.scenarios: dict[str, Any] = {}
        self.item_index = 0
        self.step = 0
        lay = QtWidgets.QVBoxLayout(self)
        top = QtWidgets.QHBoxLayout()
        self.heading = QtWidgets.QLabel()
        self.item_combo = QtWidgets.QComboBox()
        self.item_combo.currentIndexChanged.connect(self._item_chosen)
        top.addWidget(self.heading, 1)
        top.addWidget(self.item_combo)
        lay.addLayout(top)
        self.seal_label = QtWidgets.QLabel()
        """Shown when the attempt's seal is broken: what is replayed is not what was sealed."""
        self.seal_label.setWordWrap(True)
        self.seal_label.setStyleSheet(
            "QLabel { color: #8c1d18; background: #f9dedc; font-weight: bold; padding: 4px; }"
        )
        self.seal_label.hide()
        lay.addWidget(self.seal_label)
        self.scene = TableScene(self)
        self.view = TableWidget(self.scene, self)
        self.view.setInteractive(False)
        lay.addWidget(self.view, 3)
        self.step_label = QtWidgets.QLabel()
        self.step_label.setWordWrap(True)
        lay.addWidget(self.step_label)
        self.errors = QtWidgets.QListWidget()
        self.errors.setMaximumHeight(140)
        lay.addWidget(self.errors, 1)
        buttons = QtWidgets.QHBoxLayout()
        self.first_button = QtWidgets.QPushButton()
        self.prev_button = QtWidgets.QPushButton()
        self.next_button = QtWidgets.QPushButton()
        self.last_button = QtWidgets.QPushButton()
        self.first_button.clicked.connect(lambda: self.go(0))
        self.prev_button.clicked.connect(lambda: self.go(self.step - 1))
        self.next_button.clicked.connect(lambda: self.go(self.step + 1))
        self.last_button.clicked.connect(lambda: self.go(self.steps()))
        for b in (self.first_button, self.prev_button, self.next_button, self.last_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        lay.addLayout(buttons)
        QtGui.QShortcut(QtGui.QKeySequence(Qt.Key.Key_Left), self, lambda: self.go(self.step - 1))
        QtGui.QShortcut(QtGui.QKeySequence(Qt.Key.Key_Right), self, lambda: self.go(self.step + 1))
        QtGui.QShortcut(QtGui.QKeySequence(Qt.Key.Key_Home), self, lambda: self.go(0))
        QtGui.QShortcut(QtGui.QKeySequence(Qt.Key.Key_End), self, lambda: self.go(self.steps()))
        self.retranslate()

    @property
    def titles(self) -> TitleBook:
        if self._titles is None:
            self._titles = library_titles()
        return self._titles

    def retranslate(self) -> None:
        self.first_button.setText(self.tr("First [Home]"))
        self.prev_button.setText(self.tr("Previous [←]"))
        self.next_button.setText(self.tr("Next [→]"))
        self.last_button.setText(self.tr("Last [End]"))
        self._fill_items()
        self._show()

    def _fill_items(self) -> None:
        """The scenarios of the attempt by their titles in the current language."""
        self.item_combo.blockSignals(True)
        self.item_combo.clear()
        lang = current_language()
        for item in self.record.items if self.record is not None else []:
            self.item_combo.addItem(f"{item.order + 1}. {self.titles.scenario(item.scenario_id, lang)}")
        self.item_combo.setCurrentIndex(self.item_index if self.record is not None and self.record.items else -1)
        self.item_combo.blockSignals(False)

    def load(self, record: AttemptRecord) -> None:
        """Replay ``record``; its scenarios are found by id under scenarios/ (as ``trainer results verify``)."""
        self.record = record
        self.item_index = 0
        self.step = 0
        self._fill_items()
        self._show()

    def _scenario(self, scenario_id: str) -> Any:
        if scenario_id not in self.scenarios:
            from trainer.training.exams import find_scenario
            from trainer.training.scenario import load_scenario

            self.scenarios[scenario_id] = load_scenario(find_scenario(scenario_id))
        return self.scenarios[scenario_id]

    def _item_chosen(self, index: int) -> None:
        self.item_index = max(0, index)
        self.step = 0
        self._show()

    def steps(self) -> int:
        if self.record is None or not self.record.items:
            return 0
        return len(self.record.items[self.item_index].actions)

    def go(self, step: int) -> None:
        self.step = max(0, min(step, self.steps()))
        self._show()

    def _show(self) -> None:
        record = self.record
        self.errors.clear()
        self.seal_label.setVisible(record is not None and record.attempt.seal_broken)
        if record is not None and record.attempt.seal_broken:
            from trainer.gui.seal_text import seal_text

            self.seal_label.setText(seal_text(record.attempt.seal_state))
        if record is None or not record.items:
            self.heading.setText(self.tr("Choose an attempt to replay."))
            self.step_label.setText("")
            for b in (self.first_button, self.prev_button, self.next_button, self.last_button):
                b.setEnabled(False)
            return
        a = record.attempt
        self.heading.setText(
            self.tr("Attempt %1: %2, %3, %4")
            .replace("%1", str(a.id))
            .replace("%2", a.trainee)
            .replace("%3", self.titles.exam(a.exam_id, current_language(), a.grade))
            .replace("%4", local_time(a.started))
        )
        item = record.items[self.item_index]
        from trainer.engine.words import action_text
        from trainer.training.grading import Grader, rules_of

        try:
            scenario = self._scenario(item.scenario_id)
        except Exception as exc:  # a missing or broken scenario file: say so, do not crash the tools
            self.step_label.setText(self.tr("Cannot replay: %1").replace("%1", str(exc).splitlines()[0]))
            return
        grader = Grader(scenario.setup, rules=rules_of(item.grade))  # as it was graded (and as verify re-grades)
        log = item.log
        for action in log[: self.step]:
            grader.feed(action)
        self.scene.set_view(grader.round.view())
        self.scene.finish_animations()
        lang = current_language()
        if self.step == 0:
            done = self.tr("Before the first action.")
        else:
            from trainer.engine.actions import parse_action

            done = action_text(parse_action(log[self.step - 1]), lang)
        self.step_label.setText(
            self.tr("Step %1 of %2: %3").replace("%1", str(self.step)).replace("%2", str(len(log))).replace("%3", done)
        )
        for err in grader.errors:
            text = err.message_zh if lang == "zh-Hant" else err.message_en
            self.errors.addItem(f"{err.step + 1} · {err.clause} · {text}")
        self.first_button.setEnabled(self.step > 0)
        self.prev_button.setEnabled(self.step > 0)
        self.next_button.setEnabled(self.step < len(log))
        self.last_button.setEnabled(self.step < len(log))


# ---------------------------------------------------------------------------------------------- the tools


class TrainerTools(Retranslatable, QWidget):
    """Results, history, export, interrupted attempts and replay. ``resume_requested(int)`` asks the host to
    continue an interrupted attempt (the store has already taken it over for this process);
    ``interrupted_changed()`` once an interrupted attempt was closed or resumed here."""

    resume_requested = Signal(object)
    back_requested = Signal()
    interrupted_changed = Signal()
    last_folder: Path | None = None
    """Where the last export went (for the whole session): the next export is offered there."""

    def __init__(
        self, store: ResultsStore, trainer: str, parent: QWidget | None = None, titles: TitleBook | None = None
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.trainer = trainer
        self.titles = titles or library_titles()
        self.ask_path: Callable[[str, str], str] = self._ask_path
        self.round_just_played: Callable[[], tuple[str, str] | None] = lambda: None
        """The host's round last dealt, offered to the scenario editor (see ScenarioEditor.round_just_played)."""
        """Asks where to save an export (caption, filter) → path or ""; tests replace it."""
        self.inform: Callable[[str], None] = self._inform
        """Tells the trainer something (export done, a problem); tests replace it."""
        self.ask_close: Callable[[int], bool] = self._ask_close
        """Asks before an interrupted attempt is closed without a grade (True to close); tests replace it."""
        self.close_box: QtWidgets.QMessageBox | None = None
        """That question while it is open."""

        lay = QtWidgets.QVBoxLayout(self)
        top = QtWidgets.QHBoxLayout()
        self.heading = QtWidgets.QLabel()
        self.back_button = QtWidgets.QPushButton()
        self.back_button.clicked.connect(self.back_requested.emit)
        top.addWidget(self.heading, 1)
        top.addWidget(self.back_button)
        lay.addLayout(top)
        self.tabs = QtWidgets.QTabWidget()
        lay.addWidget(self.tabs, 1)

        # results
        self.results_tab = QtWidgets.QWidget()
        rv = QtWidgets.QVBoxLayout(self.results_tab)
        filters = QtWidgets.QHBoxLayout()
        self.trainee_label = QtWidgets.QLabel()
        self.trainee_edit = QtWidgets.QLineEdit()
        self.exam_label = QtWidgets.QLabel()
        self.exam_combo = QtWidgets.QComboBox()
        self.from_check = QtWidgets.QCheckBox()
        self.from_date = QtWidgets.QDateEdit(QtCore.QDate.currentDate().addMonths(-1))
        self.until_check = QtWidgets.QCheckBox()
        self.until_date = QtWidgets.QDateEdit(QtCore.QDate.currentDate())
        for d in (self.from_date, self.until_date):
            d.setCalendarPopup(True)
            d.setDisplayFormat("yyyy-MM-dd")
        for w in (
            self.trainee_label,
            self.trainee_edit,
            self.exam_label,
            self.exam_combo,
            self.from_check,
            self.from_date,
            self.until_check,
            self.until_date,
        ):
            filters.addWidget(w)
        filters.addStretch(1)
        rv.addLayout(filters)
        split = QtWidgets.QSplitter(Qt.Orientation.Vertical)
        self.model = ResultsModel(store, self, self.titles, read=False)  # (read by self.refresh() below)
        self.proxy = ResultsFilter(self)
        self.proxy.setSourceModel(self.model)
        self.table = RowTableView()
        self.table.setModel(self.proxy)
        # Newest first, set before sorting is on: the model reads the store a page at a time, newest first, and
        # another first sort (Qt's default, by the first column) would read every attempt at once.
        self.table.horizontalHeader().setSortIndicator(2, Qt.SortOrder.DescendingOrder)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(2, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QtWidgets.QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        # Columns fit the rows in sight when shown, not every row read: sized to their contents on every change
        # they would ask the model ~100,000 times at opening (benchmarks/bench_store.py).
        self.table.horizontalHeader().setResizeContentsPrecision(0)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.model.modelReset.connect(self._fit_columns)
        self.table.doubleClicked.connect(lambda _i: self.replay_selected())
        self.chart = HistoryChart()
        self._history: tuple[str, list[Any], dict[str, int], dict[str, Any], Any] | None = None
        """What the chart and the summary show, as the store gave it (redrawn in the new language)."""
        self.chart.setMinimumHeight(220)  # a readable chart even at 1280×800 (the table scrolls)
        self.bands_label = QtWidgets.QLabel()
        self.bands_label.setWordWrap(True)
        history = QtWidgets.QWidget()
        hv = QtWidgets.QVBoxLayout(history)
        hv.setContentsMargins(0, 0, 0, 0)
        hv.addWidget(self.chart, 1)
        hv.addWidget(self.bands_label)
        split.addWidget(self.table)
        split.addWidget(history)
        split.setChildrenCollapsible(False)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        split.setSizes([1000, 1000])  # half and half, whatever the window (scaled to the room there is)
        rv.addWidget(split, 1)
        buttons = QtWidgets.QHBoxLayout()
        self.csv_button = QtWidgets.QPushButton()
        self.pdf_button = QtWidgets.QPushButton()
        self.replay_button = QtWidgets.QPushButton()
        self.csv_button.clicked.connect(lambda: self.export("csv"))
        self.pdf_button.clicked.connect(lambda: self.export("pdf"))
        self.replay_button.clicked.connect(self.replay_selected)
        self.refresh_button = QtWidgets.QPushButton()
        self.refresh_button.clicked.connect(lambda: read_results_again(self))
        QtGui.QShortcut(QtGui.QKeySequence(Qt.Key.Key_F5), self.results_tab, lambda: read_results_again(self))
        buttons.addWidget(self.replay_button)
        buttons.addWidget(self.refresh_button)
        buttons.addStretch(1)
        buttons.addWidget(self.csv_button)
        buttons.addWidget(self.pdf_button)
        rv.addLayout(buttons)
        self.tabs.addTab(self.results_tab, "")

        # interrupted
        self.interrupted_tab = QtWidgets.QWidget()
        iv = QtWidgets.QVBoxLayout(self.interrupted_tab)
        self.interrupted_note = QtWidgets.QLabel()
        self.interrupted_note.setWordWrap(True)
        self.interrupted_list = QtWidgets.QListWidget()
        ibuttons = QtWidgets.QHBoxLayout()
        self.resume_button = QtWidgets.QPushButton()
        self.close_button = QtWidgets.QPushButton()
        self.resume_button.clicked.connect(self.resume_selected)
        self.close_button.clicked.connect(self.close_selected)
        ibuttons.addWidget(self.resume_button)
        ibuttons.addWidget(self.close_button)
        ibuttons.addStretch(1)
        iv.addWidget(self.interrupted_note)
        iv.addWidget(self.interrupted_list, 1)
        iv.addLayout(ibuttons)
        self.tabs.addTab(self.interrupted_tab, "")

        # replay
        self.replay = ReplayView(titles=self.titles)
        self.tabs.addTab(self.replay, "")

        # item analysis (issue 14; trainer/gui/item_analysis_view.py): its own filters, three views, CSV/PDF
        from trainer.gui.item_analysis_view import ItemAnalysisView

        self.analysis_tab = ItemAnalysisView(store, titles=self.titles)
        self.analysis_table = self.analysis_tab.scenario_table
        self.tabs.addTab(self.analysis_tab, "")
        self.tabs.currentChanged.connect(
            lambda _i: (
                self.analysis_tab.refresh_if_changed() if self.tabs.currentWidget() is self.analysis_tab else None
            )
        )

        # scenario editor (issue 14): built when its tab is first shown
        self.editor_tab = QtWidgets.QWidget()
        QtWidgets.QVBoxLayout(self.editor_tab).setContentsMargins(0, 0, 0, 0)
        self.editor: ScenarioEditor | None = None
        self.tabs.addTab(self.editor_tab, "")
        self.tabs.currentChanged.connect(lambda _i: self._build_editor())

        # exam builder (issue 14; trainer/gui/exam_builder.py)
        from trainer.gui.exam_builder import ExamBuilder

        self.builder = ExamBuilder(store, titles=self.titles)
        self.tabs.addTab(self.builder, "")

        # sittings (issue 31; trainer/gui/sittings_view.py): open one, watch its seats, close it, sign it off
        from trainer.gui.sittings_view import SittingsView

        self.sittings_page = SittingsView(store, trainer, titles=self.titles)
        self.sittings_page.changed.connect(self.refresh)  # the results' standing follows a sign-off
        self.read_again = ReadAgainWhenShown(self.results_tab, lambda: read_results_again(self))  # and one elsewhere
        self.watch = ResultsWatch(self.results_tab, store, lambda: read_results_again(self))  # while it is shown
        self.tabs.addTab(self.sittings_page, "")

        # where results are kept (this PC's setting, as `trainer store use` writes it)
        from trainer.gui.store_setting_view import StoreSettingView

        self.store_setting = StoreSettingView(store.directory)
        self.tabs.addTab(self.store_setting, "")

        self.trainee_edit.textChanged.connect(self._filter)
        self.exam_combo.currentIndexChanged.connect(self._filter)
        for w in (self.from_check, self.until_check):
            w.toggled.connect(self._filter)
        for d in (self.from_date, self.until_date):
            d.dateChanged.connect(self._filter)
        self.table.selectionModel().currentRowChanged.connect(lambda _a, _b: self._show_history())
        self.retranslate()
        self.refresh()

    # ---- texts

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Trainer tools — signed in as %1").replace("%1", self.trainer))
        self.back_button.setText(self.tr("Back"))
        self.trainee_label.setText(self.tr("Trainee:"))
        self.trainee_edit.setPlaceholderText(self.tr("name or ID"))
        self.exam_label.setText(self.tr("Exam:"))
        lang = current_language()
        for i in range(self.exam_combo.count()):
            exam_id = self.exam_combo.itemData(i)
            self.exam_combo.setItemText(i, self.titles.exam(exam_id, lang) if exam_id else self.tr("all"))
        self.from_check.setText(self.tr("From"))
        self.until_check.setText(self.tr("Until"))
        self.csv_button.setText(self.tr("Export CSV…"))
        self.pdf_button.setText(self.tr("Export PDF report…"))
        self.replay_button.setText(self.tr("Replay the selected attempt"))
        self.refresh_button.setText(self.tr("Refresh [F5]"))
        self.refresh_button.setToolTip(
            self.tr("Read the results again (they are also read again by themselves when an attempt starts or ends)")
        )
        self.resume_button.setText(self.tr("Resume (the trainee continues)"))
        self.close_button.setText(self.tr("Close without a grade"))
        self.tabs.setTabText(0, self.tr("Results"))
        self.tabs.setTabText(2, self.tr("Replay"))
        self.tabs.setTabText(self.tabs.indexOf(self.analysis_tab), self.analysis_tab.tab_title())
        editor_title = QtCore.QCoreApplication.translate("ScenarioEditor", "Scenario editor")
        self.tabs.setTabText(self.tabs.indexOf(self.editor_tab), editor_title)
        self.tabs.setTabText(self.tabs.indexOf(self.builder), self.builder.tab_title())
        self.tabs.setTabText(self.tabs.indexOf(self.sittings_page), self.sittings_page.tab_title())
        self.tabs.setTabText(self.tabs.indexOf(self.store_setting), self.store_setting.tab_title())
        self.interrupted_note.setText(
            self.tr(
                "These attempts stopped before they ended (the program was closed or killed). Every action "
                "recorded is kept. Resume lets the trainee continue; Close ends the attempt unscored, in your name."
            )
        )
        self.model.retranslate()
        self._fit_columns()  # the words of the other language are wider or narrower
        self._fill_interrupted()
        if self._history is not None:  # the chart's legend (exam titles) and the summary lines under it
            self._draw_history(*self._history)

    # ---- content

    def _build_editor(self) -> ScenarioEditor | None:
        """The scenario editor, built the first time its tab is shown (or asked for)."""
        if self.editor is None and self.tabs.currentWidget() is self.editor_tab:
            self.open_editor()
        return self.editor

    def open_editor(self) -> ScenarioEditor:
        if self.editor is None:
            from trainer.gui.scenario_editor import ScenarioEditor as Editor

            self.editor = Editor(self.editor_tab)
            self.editor.round_just_played = self.round_just_played
            layout = self.editor_tab.layout()
            if layout is not None:
                layout.addWidget(self.editor)
        self.tabs.setCurrentWidget(self.editor_tab)
        self.editor.refresh_just_played()
        return self.editor

    def refresh(self) -> None:
        """Re-read the store: results, the exam list, the interrupted attempts."""
        self.watch.mark()
        self.model.reload()
        current = self.exam_combo.currentData()
        self.exam_combo.blockSignals(True)
        self.exam_combo.clear()
        self.exam_combo.addItem(self.tr("all"), "")
        for exam in self.store.exams():
            self.exam_combo.addItem(self.titles.exam(exam, current_language()), exam)
        index = self.exam_combo.findData(current) if current else 0
        self.exam_combo.setCurrentIndex(max(0, index))
        self.exam_combo.blockSignals(False)
        self._filter()
        self._fill_interrupted(reload=True)

    def results_changed(self) -> None:
        """An attempt started or ended in this window (the exam session says so): the Results tab shown reads the
        results again now (hidden, it reads them when it is shown again)."""
        if self.results_tab.isVisible():
            read_results_again(self)

    def _filter(self) -> None:
        self.proxy.set_trainee(self.trainee_edit.text())
        self.proxy.set_exam(str(self.exam_combo.currentData() or ""))
        first = _day(self.from_date.date()) if self.from_check.isChecked() else None
        last = _day(self.until_date.date()) if self.until_check.isChecked() else None
        self.proxy.set_dates(first, last)
        self._show_history()

    def selected_attempt(self) -> int | None:
        index = self.table.selectionModel().currentIndex()
        if not index.isValid():
            return None
        return self.proxy.attempt_id(index.row())

    def _fit_columns(self) -> None:
        QtCore.QTimer.singleShot(0, self.table, self.table.resizeColumnsToContents)  # dropped if the table goes

    def showEvent(self, event: QtGui.QShowEvent) -> None:
        super().showEvent(event)
        self._fit_columns()

    def select_attempt(self, attempt_id: int) -> bool:
        if not any(self.proxy.attempt_id(row) == attempt_id for row in range(self.proxy.rowCount())):
            self.model.fetch_all()  # an older attempt than the pages read so far
        for row in range(self.proxy.rowCount()):
            if self.proxy.attempt_id(row) == attempt_id:
                self.table.selectRow(row)
                self.table.setCurrentIndex(self.proxy.index(row, 0))
                return True
        return False

    def _show_history(self) -> None:
        attempt_id = self.selected_attempt()
        if attempt_id is None:
            trainee = self.trainee_edit.text().strip()
            # (the trainee index's few rows of this name, where the list of trainees reads every attempt)
            if not trainee or not self.store.count_attempts(trainee=trainee):
                self._history = None
                self.chart.clear()
                self.bands_label.clear()
                return
        else:
            trainee = self.store.get_attempt(attempt_id).attempt.trainee
        points = self.store.history(trainee)
        marks: dict[str, int] = {}
        grades: dict[str, Any] = {}
        for row in self.store.list_attempts(trainee=trainee):
            if row.grade and "pass_mark" in row.grade:
                marks[row.exam_id] = int(row.grade["pass_mark"])
            grades[row.exam_id] = row.grade
        self._history = (trainee, points, marks, grades, self._summary_figures(trainee))
        self._draw_history(*self._history)

    def _draw_history(
        self,
        trainee: str,
        points: list[Any],
        marks: dict[str, int],
        grades: dict[str, Any],
        figures: tuple[dict[str, str], dict[str, int], int, int],
    ) -> None:
        """The chart and the summary lines from what the store gave, in the current language (drawn again, not
        read again, when the language changes)."""
        names = {exam_id: self.titles.exam(exam_id, current_language(), grade) for exam_id, grade in grades.items()}
        self.chart.set_history(trainee, points, marks, names)
        self.bands_label.setText(self._summary_text(trainee, *figures))

    def _summary_figures(self, trainee: str) -> tuple[dict[str, str], dict[str, int], int, int]:
        """A trainee's band per skill, the money put wrong, the number of their finished rounds and how many of
        their attempts have a broken seal (their grades left out by the store, counted apart)."""
        from trainer.training.exams import skill_summary

        grades = self.store.item_grades(trainee)  # (the grades, not the actions)
        broken = sum(1 for a in self.store.list_attempts(trainee=trainee) if a.seal_broken)
        _skills, bands, money = skill_summary(grades)
        return dict(bands), {k: int(v) for k, v in money.items()}, len(grades), broken

    def trainee_summary(self, trainee: str) -> str:
        """A trainee's band per skill and the money put wrong over all their finished rounds (current language).
        Attempts whose seal is broken are left out (the store leaves out their grades), and counted apart."""
        return self._summary_text(trainee, *self._summary_figures(trainee))

    def _summary_text(
        self, trainee: str, bands: dict[str, str], money: dict[str, int], rounds: int, broken: int = 0
    ) -> str:
        from trainer.engine.words import GRADE, SKILLS, Term, money_total
        from trainer.gui.seal_text import left_out

        apart = f"\n{left_out(broken)}" if broken else ""
        if not bands:
            return apart.strip()
        zh = current_language().startswith("zh")

        def pick(t: Term) -> str:
            return t.zh if zh else t.en

        parts = [f"{pick(SKILLS[k])}: {pick(GRADE[f'band_{b}'])}" for k, b in bands.items() if k in SKILLS]
        over = money_total(money).lang(current_language())  # overpaid 100 MOP once / 多付 100 澳門元（1 次）
        if rounds == 1:
            head = self.tr("%1, over 1 round:").replace("%1", trainee)
        else:
            head = self.tr("%1, over %2 rounds:").replace("%1", trainee).replace("%2", str(rounds))
        return f"{head} {' · '.join(parts)}\n{over}{apart}"

    # ---- export

    def suggested_path(self, kind: str, today: date | None = None) -> Path:
        """Where an export is offered: ``results-<date>.csv`` / ``report-<date>.pdf`` in the folder of the last
        export, else the user's documents folder (else the home folder)."""
        stem = "results" if kind == "csv" else "report"
        day = (today or date.today()).isoformat()
        folder = TrainerTools.last_folder
        if folder is None or not folder.is_dir():
            documents = QtCore.QStandardPaths.writableLocation(QtCore.QStandardPaths.StandardLocation.DocumentsLocation)
            folder = Path(documents) if documents and Path(documents).is_dir() else Path.home()
        return folder / f"{stem}-{day}.{kind}"

    def _ask_path(self, caption: str, pattern: str) -> str:
        kind = "csv" if "*.csv" in pattern else "pdf"
        path, _ = QtWidgets.QFileDialog.getSaveFileName(self, caption, str(self.suggested_path(kind)), pattern)
        return str(path)

    def _inform(self, text: str) -> None:
        QtWidgets.QMessageBox.information(self, self.tr("Trainer tools"), text)

    def export(self, kind: str) -> Path | None:
        """Export the attempts shown (after the filters) as CSV or as the PDF report."""
        if kind == "csv":
            name = self.ask_path(self.tr("Export the results as CSV"), self.tr("CSV files (*.csv)"))
        else:
            name = self.ask_path(self.tr("Export the PDF report"), self.tr("PDF files (*.pdf)"))
        if not name:
            return None
        path = Path(name)
        if path.suffix.lower() != f".{kind}":
            path = path.with_name(path.name + f".{kind}")
        rows = self.proxy.visible_rows()
        try:
            if kind == "csv":
                self.store.export_csv(path, rows, check_seals=True)  # (the table's rows were checked)
            else:
                from trainer.gui.report import ReportError, export_pdf

                try:
                    export_pdf([self.store.get_attempt(r.id) for r in rows], path)
                except ReportError as exc:
                    raise StoreError(str(exc)) from None
        except StoreError as exc:
            self.inform(str(exc))
            return None
        TrainerTools.last_folder = path.parent
        self.inform(self.tr("Wrote %1").replace("%1", str(path)))
        return path

    # ---- interrupted attempts

    def _fill_interrupted(self, reload: bool = False) -> None:
        """List the interrupted attempts (re-read from the store only when ``reload``; a language switch
        only re-words them)."""
        if reload or not hasattr(self, "_interrupted"):
            self._interrupted = self.store.interrupted()
            self._counts = [sum(len(i.actions) for i in self.store.get_attempt(a.id).items) for a in self._interrupted]
        row = self.interrupted_list.currentRow()
        self.interrupted_list.clear()
        for a, actions in zip(self._interrupted, self._counts, strict=True):
            self.interrupted_list.addItem(
                self.tr("Attempt %1: %2, %3, started %4, %5 actions recorded")
                .replace("%1", str(a.id))
                .replace("%2", a.trainee)
                .replace("%3", self.titles.exam(a.exam_id, current_language(), a.grade))
                .replace("%4", local_time(a.started))
                .replace("%5", str(actions))
            )
        if self._interrupted:
            self.interrupted_list.setCurrentRow(min(max(row, 0), len(self._interrupted) - 1))
        has = bool(self._interrupted)
        self.resume_button.setEnabled(has)
        self.close_button.setEnabled(has)
        self.tabs.setTabText(1, self.tr("Interrupted attempts (%1)").replace("%1", str(len(self._interrupted))))

    def _chosen_interrupted(self) -> int | None:
        row = self.interrupted_list.currentRow()
        return self._interrupted[row].id if 0 <= row < len(self._interrupted) else None

    def close_selected(self) -> bool:
        """Close the chosen interrupted attempt without a grade, once the trainer confirmed it (it cannot be
        undone: the attempt is ended, unscored and sealed)."""
        attempt_id = self._chosen_interrupted()
        if attempt_id is None or not self.ask_close(attempt_id):
            return False
        try:
            self.store.close_interrupted(attempt_id, self.trainer)
        except StoreError as exc:
            self.inform(str(exc))
            return False
        self.refresh()
        self.interrupted_changed.emit()
        return True

    def close_question(self, attempt_id: int) -> tuple[str, str, str, str]:
        """The question "Close without a grade" asks: (title, text, the button that closes, the one that keeps)."""
        attempt = next((a for a in self._interrupted if a.id == attempt_id), None)
        trainee = attempt.trainee if attempt is not None else ""
        from trainer.gui.exam_text import translated

        words = {key: translated(CLOSE_CONTEXT, source) for key, source in CLOSE_WORDS.items()}
        text = words["text"].replace("%1", str(attempt_id)).replace("%2", trainee)
        return words["title"], text, words["close"], words["keep"]

    def _ask_close(self, attempt_id: int) -> bool:
        """Ask before closing; "Keep it interrupted" is the default and what Esc chooses."""
        title, text, close_text, keep_text = self.close_question(attempt_id)
        from trainer.gui.exam_session import ask_keeping

        return ask_keeping(
            self,
            "close_box",
            QtWidgets.QMessageBox.Icon.Warning,
            title,
            text,
            (close_text, QtWidgets.QMessageBox.ButtonRole.DestructiveRole),
            keep_text,
        )

    def resume_selected(self) -> bool:
        attempt_id = self._chosen_interrupted()
        if attempt_id is None:
            return False
        try:
            record = self.store.resume(attempt_id)
        except StoreError as exc:
            self.inform(str(exc))
            return False
        self.refresh()
        self.interrupted_changed.emit()
        self.resume_requested.emit(record)
        return True

    # ---- replay

    def replay_selected(self) -> bool:
        attempt_id = self.selected_attempt()
        if attempt_id is None:
            return False
        self.replay.load(self.store.get_attempt(attempt_id))
        self.tabs.setCurrentWidget(self.replay)
        return True

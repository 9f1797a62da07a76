"""The exam builder of the trainer tools (issue 14, item 2): put an exam together by choosing, not by typing TOML.

A trainer opens an exam file (or starts a new one), sets its id, titles in both languages, time limit, pass mark,
per-skill minimums and the critical-error rule, picks fixed scenarios from the library (titles in the app's
language) and adds draws (skill, difficulty, count). Every change is checked at once by the Qt-free model
(:func:`trainer.training.exam_builder.check_draft`): each problem is listed in words and its field is marked.
The preview shows what a few seeds would deal (the drawing of a real attempt). Save writes the exam file in the
format of docs/exams.md as its next version (:func:`trainer.training.exam_builder.save_exam`; the versions attempts
in the results store took are never reused).

A new exam is saved, by default, in this PC's data folder (:func:`default_exam_path`,
:func:`trainer.training.exams.user_exam_dir`), which the Exams page lists beside the installed exams: an installation
may be read-only. So is an installed exam changed where its folder cannot be written. Scenarios of the library are
written ``scenarios/<file>`` (:func:`written`), found wherever the program is installed.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path

from trainer.engine.kinds import SKILLS
from trainer.gui import exam_text
from trainer.gui.i18n import Retranslatable, current_language
from trainer.gui.qt import QEvent, QObject, Qt, QtGui, QtWidgets, QWidget, Signal
from trainer.gui.theme import DARK, styled, themed
from trainer.training.exam_builder import (
    DrawSpec,
    ExamDraft,
    Problem,
    check_draft,
    draft_from_exam,
    next_version,
    placed_exam,
    preview,
    save_exam,
    store_versions,
    written_path,
)
from trainer.training.exams import (
    ExamError,
    ScenarioRef,
    exam_dirs,
    is_own_exam,
    library_written,
    load_exam,
    resolve_path,
    scan_library,
    scenario_roots,
    user_exam_dir,
)
from trainer.training.store import ResultsStore, StoreError
from trainer.training.titles import TitleBook, library_titles

MARK_STYLE = "border: 2px solid $mark;"
"""How a field with a problem is marked (a text field or a list: a red frame), in the theme's colours."""
MARK_TEXT_STYLE = "color: $problem; font-weight: bold;"
"""How a tick box with a problem is marked (a frame would take a spin box's arrows away)."""
MARK, MARK_TEXT = styled(MARK_STYLE, DARK), styled(MARK_TEXT_STYLE, DARK)
"""The two marks in the dark theme."""
MINIMUM_CODES = frozenset({"minimum_untested", "minimum_maybe_untested"})
"""A minimum for a skill the exam may not test: the exam can still be dealt, so the preview is shown."""


def _bundled_library() -> list[ScenarioRef]:
    return [ref for root in scenario_roots() for ref in scan_library(root)]


def _exam_files() -> list[Path]:
    return [p for d in exam_dirs() for p in sorted(d.glob("*.toml"))]


def default_exam_path(exam_id: str, create: bool = False) -> Path:
    """Where the save dialog offers to keep an exam: ``<id>.toml`` in this PC's exams folder in the data folder
    (made when ``create``), which the Exams page lists."""
    return user_exam_dir(create=create) / f"{exam_id or 'exam'}.toml"


def written(scenario: Path, exam_path: Path) -> str:
    """How the exam saved as ``exam_path`` names ``scenario``: ``scenarios/<file>`` for a scenario of the library
    (found from any folder, wherever the program is installed), else as
    :func:`~trainer.training.exam_builder.written_path` writes it."""
    in_library = library_written(scenario)
    if in_library is not None:
        found = resolve_path(placed_exam(exam_path), in_library)
        if found is not None and _same_file(found, scenario):
            return in_library
    return written_path(scenario, exam_path)


def _writable(path: Path) -> bool:
    """Whether the exam file ``path`` (and its ``versions/`` beside it) can be written."""
    folder = path.parent
    if path.exists() and not os.access(path, os.W_OK):
        return False
    return folder.is_dir() and os.access(folder, os.W_OK | os.X_OK)


class ExamBuilder(Retranslatable, QWidget):
    """The exam builder. ``saved(Path)`` after an exam file was written."""

    saved = Signal(object)

    def __init__(
        self,
        store: ResultsStore | None = None,
        parent: QWidget | None = None,
        titles: TitleBook | None = None,
        library: Sequence[ScenarioRef] | None = None,
        exam_files: Callable[[], list[Path]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self._titles = titles
        self._library: list[ScenarioRef] | None = None if library is None else list(library)
        self._exam_files = exam_files or _exam_files
        self.path: Path | None = None
        """The file the exam was opened from or last saved to (None: a new exam, not saved yet)."""
        self.draft = ExamDraft()
        self.problems: list[Problem] = []
        self.ask_path: Callable[[str], str] = self._ask_path
        """Asks where to save a new exam (suggested path) → path or ""; tests replace it."""
        self._loading = False

        lay = QtWidgets.QVBoxLayout(self)
        top = QtWidgets.QHBoxLayout()
        self.open_label = QtWidgets.QLabel()
        self.open_combo = QtWidgets.QComboBox()
        """The exam shown (its file), or nothing for a new exam not saved yet; choosing a file opens it."""
        self.open_label.setBuddy(self.open_combo)
        self.new_button = QtWidgets.QPushButton()
        self.save_button = QtWidgets.QPushButton()
        self.open_combo.activated.connect(self._exam_chosen)
        self.open_combo.installEventFilter(self)  # no wheel: a wheel turned over the box would open another exam
        self.new_button.clicked.connect(self.new_exam)
        self.save_button.clicked.connect(self.save)
        QtGui.QShortcut(QtGui.QKeySequence("Ctrl+S"), self, self.save)
        for head in (self.open_label, self.open_combo, self.new_button):
            top.addWidget(head)
        top.addStretch(1)
        top.addWidget(self.save_button)
        lay.addLayout(top)

        grid = QtWidgets.QGridLayout()
        lay.addLayout(grid, 1)

        # the exam's own fields
        self.exam_box = QtWidgets.QGroupBox()
        form = QtWidgets.QFormLayout(self.exam_box)
        self.id_label, self.id_edit = QtWidgets.QLabel(), QtWidgets.QLineEdit()
        self.en_label, self.en_edit = QtWidgets.QLabel(), QtWidgets.QLineEdit()
        self.zh_label, self.zh_edit = QtWidgets.QLabel(), QtWidgets.QLineEdit()
        self.version_label, self.version_value = QtWidgets.QLabel(), QtWidgets.QLabel()
        self.time_label, self.time_spin = QtWidgets.QLabel(), QtWidgets.QSpinBox()
        self.time_spin.setRange(1, 24 * 60)
        self.mark_label, self.mark_spin = QtWidgets.QLabel(), QtWidgets.QSpinBox()
        self.mark_spin.setRange(0, 100)
        self.critical_check = QtWidgets.QCheckBox()
        pairs: list[tuple[QtWidgets.QLabel, QWidget]] = [
            (self.id_label, self.id_edit),
            (self.en_label, self.en_edit),
            (self.zh_label, self.zh_edit),
            (self.version_label, self.version_value),
            (self.time_label, self.time_spin),
            (self.mark_label, self.mark_spin),
        ]
        for label, w in pairs:
            label.setBuddy(w)
            form.addRow(label, w)
        form.addRow(self.critical_check)
        self.minimums_label = QtWidgets.QLabel()
        form.addRow(self.minimums_label)
        self.minimum_checks: dict[str, QtWidgets.QCheckBox] = {}
        self.minimum_spins: dict[str, QtWidgets.QSpinBox] = {}
        for skill in SKILLS:
            check = QtWidgets.QCheckBox()
            spin = QtWidgets.QSpinBox()
            spin.setRange(0, 100)
            spin.setSuffix(" %")
            spin.setValue(80)
            spin.setEnabled(False)
            check.toggled.connect(spin.setEnabled)
            check.toggled.connect(self._changed)
            spin.valueChanged.connect(self._changed)
            self.minimum_checks[skill], self.minimum_spins[skill] = check, spin
            form.addRow(check, spin)
        grid.addWidget(self.exam_box, 0, 0, 2, 1)

        # fixed scenarios: the library on the left, the exam's list on the right
        self.fixed_box = QtWidgets.QGroupBox()
        fixed = QtWidgets.QGridLayout(self.fixed_box)
        self.library_label = QtWidgets.QLabel()
        self.library_list = QtWidgets.QTreeWidget()
        self.library_list.setColumnCount(3)
        self.library_list.setRootIsDecorated(False)
        self.library_list.setSortingEnabled(True)
        self.library_list.header().setStretchLastSection(False)
        self.library_list.header().setSectionResizeMode(0, QtWidgets.QHeaderView.ResizeMode.Stretch)
        self.library_list.header().setSectionResizeMode(1, QtWidgets.QHeaderView.ResizeMode.Interactive)
        self.library_list.header().setSectionResizeMode(2, QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        self.library_list.header().resizeSection(1, 150)
        self.library_list.itemDoubleClicked.connect(lambda _i, _c: self.add_selected())
        self.fixed_label = QtWidgets.QLabel()
        self.fixed_list = QtWidgets.QListWidget()
        self.add_button = QtWidgets.QPushButton()
        self.remove_button = QtWidgets.QPushButton()
        self.up_button = QtWidgets.QPushButton()
        self.down_button = QtWidgets.QPushButton()
        self.add_button.clicked.connect(self.add_selected)
        self.remove_button.clicked.connect(self.remove_fixed)
        self.up_button.clicked.connect(lambda: self.move_fixed(-1))
        self.down_button.clicked.connect(lambda: self.move_fixed(1))
        moves = QtWidgets.QVBoxLayout()
        moves.addStretch(1)
        for b in (self.add_button, self.remove_button, self.up_button, self.down_button):
            moves.addWidget(b)
        moves.addStretch(1)
        fixed.addWidget(self.library_label, 0, 0)
        fixed.addWidget(self.fixed_label, 0, 2)
        fixed.addWidget(self.library_list, 1, 0)
        fixed.addLayout(moves, 1, 1)
        fixed.addWidget(self.fixed_list, 1, 2)
        fixed.setColumnStretch(0, 3)
        fixed.setColumnStretch(2, 2)
        grid.addWidget(self.fixed_box, 0, 1)

        # draws
        self.draws_box = QtWidgets.QGroupBox()
        dv = QtWidgets.QVBoxLayout(self.draws_box)
        row = QtWidgets.QHBoxLayout()
        self.skill_label, self.skill_combo = QtWidgets.QLabel(), QtWidgets.QComboBox()
        self.level_label, self.level_combo = QtWidgets.QLabel(), QtWidgets.QComboBox()
        self.count_label, self.count_spin = QtWidgets.QLabel(), QtWidgets.QSpinBox()
        self.count_spin.setRange(1, 100)
        self.add_draw_button = QtWidgets.QPushButton()
        self.remove_draw_button = QtWidgets.QPushButton()
        self.add_draw_button.clicked.connect(self.add_draw)
        self.remove_draw_button.clicked.connect(self.remove_draw)
        draw_fields: list[tuple[QtWidgets.QLabel, QWidget]] = [
            (self.skill_label, self.skill_combo),
            (self.level_label, self.level_combo),
            (self.count_label, self.count_spin),
        ]
        for label, w in draw_fields:
            label.setBuddy(w)
            row.addWidget(label)
            row.addWidget(w)
        row.addWidget(self.add_draw_button)
        row.addStretch(1)
        dv.addLayout(row)
        self.draws_list = QtWidgets.QListWidget()
        dv.addWidget(self.draws_list, 1)
        dv.addWidget(self.remove_draw_button, 0, Qt.AlignmentFlag.AlignLeft)
        grid.addWidget(self.draws_box, 1, 1)

        # problems and the preview
        self.problems_box = QtWidgets.QGroupBox()
        pv = QtWidgets.QVBoxLayout(self.problems_box)
        self.problems_list = QtWidgets.QListWidget()
        self.problems_list.setWordWrap(True)  # a problem is a sentence: wrapped, never cut
        self.problems_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.problems_list.setResizeMode(QtWidgets.QListView.ResizeMode.Adjust)
        pv.addWidget(self.problems_list)
        grid.addWidget(self.problems_box, 2, 0)
        self.preview_box = QtWidgets.QGroupBox()
        vv = QtWidgets.QVBoxLayout(self.preview_box)
        self.preview_text = QtWidgets.QPlainTextEdit()
        self.preview_text.setReadOnly(True)
        vv.addWidget(self.preview_text)
        grid.addWidget(self.preview_box, 2, 1)
        grid.setColumnStretch(0, 3)
        grid.setColumnStretch(1, 7)
        grid.setRowStretch(0, 4)
        grid.setRowStretch(1, 3)
        grid.setRowStretch(2, 2)
        self.status = QtWidgets.QLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.status)

        for edit in (self.id_edit, self.en_edit, self.zh_edit):
            edit.textChanged.connect(self._changed)
        self.time_spin.valueChanged.connect(self._changed)
        self.mark_spin.valueChanged.connect(self._changed)
        self.critical_check.toggled.connect(self._changed)
        self._status_key = ""
        self._status_args: tuple[str, ...] = ()
        self.retranslate()
        self._show_draft(self.draft)

    # ---- the library (scanned on first use: loading every scenario takes a moment)

    @property
    def titles(self) -> TitleBook:
        if self._titles is None:
            self._titles = library_titles()
        return self._titles

    @property
    def library(self) -> list[ScenarioRef]:
        if self._library is None:
            self._library = _bundled_library()
            self._fill_library()
            self._fill_levels()
            self._check()
        return self._library

    def showEvent(self, event: QtGui.QShowEvent) -> None:
        _ = self.library
        super().showEvent(event)

    def _list_sep(self) -> str:
        return "、" if current_language().startswith("zh") else ", "

    def _skill(self, key: str) -> str:
        return exam_text.text("Skill", key)

    def _scenario_words(self, ref: ScenarioRef) -> str:
        title = self.titles.scenario(ref.id, current_language())
        skills = self._list_sep().join(self._skill(s) for s in SKILLS if s in ref.skills)
        level = self.tr("difficulty %1").replace("%1", str(ref.difficulty)) if ref.difficulty is not None else ""
        return f"{title} — {skills}" + (f" · {level}" if level else "")

    def _fill_library(self) -> None:
        """The library as a table: title, skills, difficulty (sortable by any)."""
        self.library_list.setHeaderLabels([self.tr("Scenario"), self.tr("Skills"), self.tr("Difficulty")])
        self.library_list.clear()
        lang = current_language()
        for ref in self._library or []:
            skills = self._list_sep().join(self._skill(s) for s in SKILLS if s in ref.skills)
            level = "" if ref.difficulty is None else str(ref.difficulty)
            item = QtWidgets.QTreeWidgetItem([self.titles.scenario(ref.id, lang), skills, level])
            item.setData(0, Qt.ItemDataRole.UserRole, str(ref.path))
            item.setToolTip(0, f"{self.titles.scenario(ref.id, lang)}\n{ref.path.name}")
            self.library_list.addTopLevelItem(item)
        self.library_list.sortByColumn(0, Qt.SortOrder.AscendingOrder)

    def _fill_levels(self) -> None:
        current = self.level_combo.currentData()
        self.level_combo.clear()
        self.level_combo.addItem(self.tr("any"), None)
        levels = sorted({ref.difficulty for ref in self._library or [] if ref.difficulty is not None}, key=str)
        for level in levels:
            self.level_combo.addItem(str(level), level)
        self.level_combo.setCurrentIndex(max(0, self.level_combo.findData(current)))

    def _fill_exam_files(self) -> None:
        """The exam files to choose from, the one shown chosen (:meth:`_show_exam_file`)."""
        self.open_combo.clear()
        lang = current_language()
        files = self._exam_files()
        if self.path is not None and not any(_same_file(p, self.path) for p in files):
            files = [*files, self.path]  # saved or opened elsewhere: still named as the exam shown
        for path in files:
            try:
                exam = load_exam(path)
                name = exam.title_zh if lang.startswith("zh") else exam.title_en
            except ExamError:
                name = path.stem
            own = is_own_exam(path)  # kept in the data folder, not installed
            where = self.tr("%1, saved on this PC").replace("%1", path.name) if own else path.name
            self.open_combo.addItem(f"{name} ({where})", str(path))
        self._show_exam_file()

    def _show_exam_file(self) -> None:
        """The exam files' box names the exam the form shows: its file, or none for a new exam (the box then says
        so) — never a file the form does not show."""
        at = -1
        if self.path is not None:
            at = next(
                (i for i in range(self.open_combo.count()) if _same_file(Path(self.open_combo.itemData(i)), self.path)),
                -1,
            )
        self.open_combo.setCurrentIndex(at)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.open_combo and event.type() == QEvent.Type.Wheel:
            event.ignore()  # the page may scroll; the exam shown stays (choosing one opens it, dropping the form)
            return True
        return super().eventFilter(watched, event)

    def _exam_chosen(self, index: int) -> None:
        """A file chosen in the exam files' box: opened (the box goes back to the exam shown when it cannot be)."""
        path = self.open_combo.itemData(index)
        if path is not None and (self.path is None or not _same_file(Path(path), self.path)):
            self.open_exam(path)
        self._show_exam_file()

    # ---- texts

    def tab_title(self) -> str:
        """The builder's name on the trainer tools' tab."""
        return self.tr("Exam builder")

    def retranslate(self) -> None:
        self.open_label.setText(self.tr("Exam:"))
        self.open_combo.setPlaceholderText(self.tr("A new exam, not saved yet"))
        self.open_combo.setToolTip(self.tr("The exam shown; choose another exam file to open it"))
        self.new_button.setText(self.tr("New exam"))
        self.save_button.setText(self.tr("Save exam [Ctrl+S]"))
        self.exam_box.setTitle(self.tr("The exam"))
        self.id_label.setText(self.tr("&Id (file name):"))
        self.id_edit.setPlaceholderText(self.tr("lower-case letters, digits, . _ -"))
        self.en_label.setText(self.tr("Title in &English:"))
        self.zh_label.setText(self.tr("Title in &Chinese:"))
        self.version_label.setText(self.tr("Version:"))
        self.time_label.setText(self.tr("&Time limit:"))
        self.time_spin.setSuffix(self.tr(" min"))
        self.mark_label.setText(self.tr("&Pass mark:"))
        self.mark_spin.setSuffix(" / 100")
        self.critical_check.setText(self.tr("Any critical error fails the exam, whatever the score"))
        self.minimums_label.setText(self.tr("Lowest figure allowed per skill:"))
        for skill, check in self.minimum_checks.items():
            check.setText(self._skill(skill))
        self.fixed_box.setTitle(self.tr("Scenarios every trainee deals, in this order"))
        self.library_label.setText(self.tr("Library:"))
        self.fixed_label.setText(self.tr("In the exam:"))
        self.add_button.setText(self.tr("Add →"))
        self.remove_button.setText(self.tr("← Remove"))
        self.up_button.setText(self.tr("Up"))
        self.down_button.setText(self.tr("Down"))
        self.draws_box.setTitle(self.tr("Then drawn at random for each attempt"))
        self.skill_label.setText(self.tr("S&kill:"))
        self.level_label.setText(self.tr("&Difficulty:"))
        self.count_label.setText(self.tr("C&ount:"))
        self.add_draw_button.setText(self.tr("Add draw"))
        self.remove_draw_button.setText(self.tr("Remove the selected draw"))
        skill = self.skill_combo.currentData()
        self.skill_combo.clear()
        for key in SKILLS:
            self.skill_combo.addItem(self._skill(key), key)
        self.skill_combo.setCurrentIndex(max(0, self.skill_combo.findData(skill)))
        self.problems_box.setTitle(self.tr("Problems"))
        self.preview_box.setTitle(self.tr("What a few seeds would deal"))
        if self._library is not None:
            self._fill_library()
            self._fill_levels()
        self._fill_exam_files()
        self._fill_lists()
        self._show_version()
        self._show_problems()
        self._show_preview()
        self._show_status()

    # ---- the draft <-> the widgets

    def _show_draft(self, draft: ExamDraft) -> None:
        self._loading = True
        try:
            self.draft = draft
            self.id_edit.setText(draft.id)
            self.en_edit.setText(draft.title_en)
            self.zh_edit.setText(draft.title_zh)
            self.time_spin.setValue(round(draft.time_limit_minutes))
            self.mark_spin.setValue(draft.pass_mark)
            self.critical_check.setChecked(draft.critical_errors_fail)
            for skill in SKILLS:
                on = skill in draft.skill_minimums
                self.minimum_checks[skill].setChecked(on)
                if on:
                    self.minimum_spins[skill].setValue(round(100 * float(draft.skill_minimums[skill])))
            self._fill_lists()
        finally:
            self._loading = False
        self._check()

    def _read_fields(self) -> ExamDraft:
        minimums: dict[str, float] = {}
        for skill in SKILLS:
            if not self.minimum_checks[skill].isChecked():
                continue
            shown = self.minimum_spins[skill].value()
            was = self.draft.skill_minimums.get(skill)
            # a file's 0.825 shows as 82 % and stays 0.825 until the trainer changes it
            minimums[skill] = float(was) if was is not None and round(100 * float(was)) == shown else shown / 100
        time_limit: float = self.time_spin.value()
        if round(self.draft.time_limit_minutes) == time_limit:  # a file's 12.5 minutes stay 12.5 until changed
            time_limit = self.draft.time_limit_minutes
        return replace(
            self.draft,
            id=self.id_edit.text().strip(),
            title_en=self.en_edit.text().strip(),
            title_zh=self.zh_edit.text().strip(),
            time_limit_minutes=time_limit,
            pass_mark=self.mark_spin.value(),
            critical_errors_fail=self.critical_check.isChecked(),
            skill_minimums=minimums,
        )

    def _changed(self, *_args: object) -> None:
        if self._loading:
            return
        self.draft = self._read_fields()
        self._set_status("", ())
        self._check()

    def _fill_lists(self) -> None:
        row = self.fixed_list.currentRow()
        self.fixed_list.clear()
        by_path = {str(ref.path.resolve()): ref for ref in self._library or []}
        at = self._exam_path()
        for n, written in enumerate(self.draft.scenarios):
            found = resolve_path(placed_exam(at), written)
            ref = by_path.get(str(found.resolve())) if found is not None else None
            text = self.titles.scenario(ref.id, current_language()) if ref is not None else written
            item = QtWidgets.QListWidgetItem(f"{n + 1}. {text}")
            item.setToolTip(f"{self._scenario_words(ref)}\n{written}" if ref is not None else written)
            self.fixed_list.addItem(item)
        self.fixed_list.setCurrentRow(min(row, self.fixed_list.count() - 1))
        drow = self.draws_list.currentRow()
        self.draws_list.clear()
        for d in self.draft.draws:
            level = (
                self.tr("any difficulty")
                if d.difficulty is None
                else self.tr("difficulty %1").replace("%1", str(d.difficulty))
            )
            self.draws_list.addItem(
                self.tr("%1 × %2, %3")
                .replace("%1", str(d.count))
                .replace("%2", self._skill(d.skill))
                .replace("%3", level)
            )
        self.draws_list.setCurrentRow(min(drow, self.draws_list.count() - 1))

    def _exam_path(self) -> Path:
        """Where the exam is (or would be) saved: scenario paths are written and found from there."""
        if self.path is not None:
            return self.path
        return default_exam_path(self.draft.id)

    # ---- editing

    def new_exam(self) -> None:
        self.path = None
        self._set_status("new", ())
        self._show_draft(ExamDraft())
        self._show_exam_file()

    def open_exam(self, path: str | Path | None) -> bool:
        if not path:
            return False
        try:
            exam = load_exam(Path(path))
        except ExamError as exc:
            self._set_status("not_opened", (str(exc).splitlines()[0],))
            return False
        self.path = Path(path)
        self._set_status("opened", (_shown(Path(path)),))
        self._show_draft(draft_from_exam(exam))
        self._fill_exam_files()  # an exam file from elsewhere joins the box
        return True

    def add_selected(self) -> bool:
        item = self.library_list.currentItem()
        if item is None:
            return False
        return self.add_scenario(Path(str(item.data(0, Qt.ItemDataRole.UserRole))))

    def add_scenario(self, path: Path) -> bool:
        written_as = written(path, self._exam_path())
        self.draft = replace(self.draft, scenarios=(*self.draft.scenarios, written_as))
        self._fill_lists()
        self.fixed_list.setCurrentRow(len(self.draft.scenarios) - 1)
        self._check()
        return True

    def remove_fixed(self) -> bool:
        row = self.fixed_list.currentRow()
        if not 0 <= row < len(self.draft.scenarios):
            return False
        rest = self.draft.scenarios[:row] + self.draft.scenarios[row + 1 :]
        self.draft = replace(self.draft, scenarios=rest)
        self._fill_lists()
        self._check()
        return True

    def move_fixed(self, by: int) -> bool:
        row = self.fixed_list.currentRow()
        to = row + by
        items = list(self.draft.scenarios)
        if not (0 <= row < len(items) and 0 <= to < len(items)):
            return False
        items[row], items[to] = items[to], items[row]
        self.draft = replace(self.draft, scenarios=tuple(items))
        self._fill_lists()
        self.fixed_list.setCurrentRow(to)
        self._check()
        return True

    def add_draw(self) -> None:
        draw = DrawSpec(str(self.skill_combo.currentData()), self.level_combo.currentData(), self.count_spin.value())
        self.draft = replace(self.draft, draws=(*self.draft.draws, draw))
        self._fill_lists()
        self.draws_list.setCurrentRow(len(self.draft.draws) - 1)
        self._check()

    def remove_draw(self) -> bool:
        row = self.draws_list.currentRow()
        if not 0 <= row < len(self.draft.draws):
            return False
        self.draft = replace(self.draft, draws=self.draft.draws[:row] + self.draft.draws[row + 1 :])
        self._fill_lists()
        self._check()
        return True

    # ---- checking, preview, version

    def _taken_versions(self) -> list[str]:
        if self.store is None or not self.draft.id:
            return []
        try:
            # (only the versions: no result is shown, so no seal is checked)
            rows = self.store.list_attempts(exam=self.draft.id, check_seals=False)
            return store_versions(rows, self.draft.id)
        except StoreError:
            return []

    def _check(self) -> None:
        self.problems = check_draft(self.draft, self._exam_path(), self.library) if self._library is not None else []
        self._show_problems()
        self._show_preview()
        self._show_version()

    def _show_version(self) -> None:
        after = next_version(self.draft, self._exam_path(), self._taken_versions())
        if self.draft.version is None:
            text = self.tr("new — saving makes version %1").replace("%1", str(after))
        else:
            text = (
                self.tr("%1 — saving a change makes version %2")
                .replace("%1", str(self.draft.version))
                .replace("%2", str(after))
            )
        self.version_value.setText(text)

    def _field_widget(self, name: str) -> QWidget | None:
        if name.startswith("skill_minimums."):
            return self.minimum_checks.get(name.split(".", 1)[1])
        if name.startswith("scenarios"):
            return self.fixed_list
        if name.startswith("draws"):
            return self.draws_list
        return {"id": self.id_edit, "title_en": self.en_edit, "title_zh": self.zh_edit}.get(name)

    def _field_words(self, name: str) -> str:
        if name.startswith("skill_minimums."):
            return self.tr("Minimum for %1").replace("%1", self._skill(name.split(".", 1)[1]))
        if name.startswith(("scenarios[", "draws[")):
            n = int(name[name.index("[") + 1 : name.index("]")]) + 1
            frame = self.tr("Scenario %1") if name.startswith("scenarios") else self.tr("Draw %1")
            return frame.replace("%1", str(n))
        words = {
            "id": self.tr("Id"),
            "title_en": self.tr("Title in English"),
            "title_zh": self.tr("Title in Chinese"),
            "scenarios": self.tr("Scenarios"),
            "time_limit_minutes": self.tr("Time limit"),
            "pass_mark": self.tr("Pass mark"),
        }
        return words.get(name, name)

    def problem_text(self, p: Problem) -> str:
        a = p.args
        texts = {
            "id_missing": self.tr("give the exam an id (it names the file, and every attempt records it)"),
            "id_form": self.tr("use lower-case letters, digits, '.', '_' or '-' only, at most 80"),
            "title_missing": self.tr("the exam needs a title in this language"),
            "title_long": self.tr("at most %1 characters"),
            "no_items": self.tr("add a scenario or a draw (or both)"),
            "scenario_missing": self.tr("the file %1 is not there"),
            "scenario_twice": self.tr("%1 is in the exam twice"),
            "minimum_untested": self.tr(
                "no scenario of the exam tests %1: every attempt would show it as “not tested”, and a skill not "
                "tested meets any minimum, so this one would check nothing"
            ),
            "minimum_maybe_untested": self.tr(
                "only some of the scenarios the draws can deal test %1: an attempt dealt none of them shows it as "
                "“not tested”, and a skill not tested meets any minimum"
            ),
            "draw_short": self.tr("needs %1 scenario(s) training %2 at difficulty %3, the library has %4"),
            "draw_sometimes_short": self.tr(
                "the draws before it can take what it needs (seed %1 finds too few scenarios left)"
            ),
        }
        text = texts.get(p.code)
        if text is None:
            return self.tr("%1: %2").replace("%1", self._field_words(p.field)).replace("%2", p.english)
        args = list(a)
        if p.code in MINIMUM_CODES:
            args = [self._skill(a[0])]
        elif p.code == "draw_short":
            args = [a[0], self._skill(a[1]), self.tr("any") if a[2] == "any" else a[2], a[3]]
        for n, value in enumerate(args, start=1):
            text = text.replace(f"%{n}", value)
        return self.tr("%1: %2").replace("%1", self._field_words(p.field)).replace("%2", text)

    def _show_problems(self) -> None:
        self.problems_list.clear()
        marked: set[int] = set()
        for p in self.problems:
            self.problems_list.addItem(self.problem_text(p))
            widget = self._field_widget(p.field)
            if widget is not None:
                marked.add(id(widget))
                themed(widget, MARK_TEXT_STYLE if isinstance(widget, QtWidgets.QCheckBox) else MARK_STYLE)
                widget.setToolTip(self.problem_text(p))
        all_fields = [self.id_edit, self.en_edit, self.zh_edit, self.fixed_list, self.draws_list,
                      *self.minimum_checks.values()]  # fmt: skip
        for w in all_fields:
            if id(w) not in marked:
                themed(w, "")
                w.setToolTip("")
        if not self.problems:
            self.problems_list.addItem(self.tr("None: the exam can be saved."))
        self.save_button.setEnabled(not self.problems and self._library is not None)

    def _show_preview(self) -> None:
        if self._library is None or any(p.code not in MINIMUM_CODES for p in self.problems):
            self.preview_text.setPlainText(self.tr("Shown once the problems are solved."))
            return
        lang = current_language()
        lines = []
        for drawn in preview(self.draft, self._exam_path(), self.library):
            lines.append(self.tr("Seed %1:").replace("%1", str(drawn.seed)))
            by_path = {str(r.path.resolve()): r for r in self.library}
            for n, path in enumerate(drawn.paths, start=1):
                ref = by_path.get(str(path.resolve()))
                lines.append(f"  {n}. " + (self.titles.scenario(ref.id, lang) if ref is not None else path.name))
        self.preview_text.setPlainText("\n".join(lines))

    # ---- saving

    def _set_status(self, key: str, args: tuple[str, ...]) -> None:
        self._status_key, self._status_args = key, args
        self._show_status()

    def _show_status(self) -> None:
        texts = {
            "": "",
            "new": self.tr("A new exam: give it an id and titles, then add scenarios or draws."),
            "opened": self.tr("Opened %1"),
            "not_opened": self.tr("Cannot open: %1"),
            "saved": self.tr("Saved version %1 to %2"),
            "saved_listed": self.tr("Saved version %1 to %2: the Exams page lists it."),
            "unchanged": self.tr("Nothing changed: %2 stays at version %1"),
            "not_saved": self.tr("Not saved: %1"),
        }
        text = texts[self._status_key]
        for n, value in enumerate(self._status_args, start=1):
            text = text.replace(f"%{n}", value)
        self.status.setText(text)

    def suggested_path(self) -> Path:
        """What the save dialog offers: ``<id>.toml`` in this PC's exams folder in the data folder (made now, so the
        dialog opens in it), which the Exams page lists — the installation's folder may be read-only. An exam opened
        from a folder that can be written is saved where it is, without asking."""
        try:
            return default_exam_path(self.draft.id, create=True)
        except OSError:
            return default_exam_path(self.draft.id)  # (the dialog says what is wrong with the folder)

    def _ask_path(self, suggested: str) -> str:
        path, _ = QtWidgets.QFileDialog.getSaveFileName(
            self, self.tr("Save the exam"), suggested, self.tr("Exam files (*.toml)")
        )
        return str(path)

    def save(self) -> Path | None:
        """Save the exam as its next version (asking where, the first time); returns the file or None."""
        self.draft = self._read_fields()
        self._check()
        if self.problems:
            self._set_status("not_saved", (self.problem_text(self.problems[0]),))
            return None
        path = self.path
        if path is None or load_exam_id(path) not in (None, self.draft.id) or not _writable(path):
            name = self.ask_path(str(self.suggested_path()))
            if not name:
                return None
            path = Path(name) if name.endswith(".toml") else Path(name + ".toml")
            rewritten = tuple(
                written(found, path) if (found := resolve_path(placed_exam(self._exam_path()), w)) else w
                for w in self.draft.scenarios
            )
            self.draft = replace(self.draft, scenarios=rewritten)
        try:
            result = save_exam(self.draft, path, self._taken_versions())
        except ExamError as exc:
            self._set_status("not_saved", (str(exc).splitlines()[0],))
            return None
        except OSError as exc:
            self._set_status("not_saved", (f"{path}: {exc.strerror or exc}",))
            return None
        self.path = path
        self.draft = replace(self.draft, version=result.exam.version)
        listed = any(_same_file(path.parent, d) for d in exam_dirs())
        saved = "saved_listed" if listed else "saved"
        self._set_status(saved if result.written else "unchanged", (result.exam.version, _shown(path)))
        self._fill_exam_files()
        self._fill_lists()
        self._show_version()
        self.saved.emit(path)
        return path


def _shown(path: Path) -> str:
    """A file as the trainer reads it: relative to the working folder when it lies under it."""
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except (ValueError, OSError):
        return str(path)


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return a == b


def load_exam_id(path: Path) -> str | None:
    """The id of the exam in ``path`` (None when there is no readable exam there)."""
    try:
        return load_exam(path).id if path.is_file() else None
    except ExamError:
        return None

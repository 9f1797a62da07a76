"""The list a trainee chooses an exam from (Home → Exams): the sittings open to this PC now, then the practice exams.

A sitting is an exam a trainer opened for listed candidates (issue 31, :mod:`trainer.training.sittings`); an
attempt taken in one is provisional until the trainer signs the sitting off, then official. Its exam is the file
with the sitting's exam id and digest among the exam files this PC knows (:func:`sitting_exam`); when there is none
the list says so plainly and the sitting cannot be taken here. Any exam file can also be taken as a practice exam,
outside any sitting: unofficial, its result does not count.

:class:`ExamChooser` emits ``exam_chosen(Exam)`` for a practice exam, ``sitting_chosen(Exam, Sitting)`` for a
sitting and ``back_requested()`` for Back [Esc]. Without sittings its list holds just the exams. Given a way to read
them (``read_sittings``), it reads the open sittings again whenever it is shown again.

The practice exams are those installed with the program and those a trainer saved on this PC (in the data folder,
:func:`trainer.training.exams.user_exam_dir`: a read-only installation cannot take them), the latter marked as such.
When both hold an exam of the same id, the newest version is listed and says which file it stands in for
(:func:`trainer.training.exams.newest_exams`); a sitting still finds the file of its own version among all of them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from trainer.gui.colours import PROBLEM, text_colour
from trainer.gui.i18n import Retranslatable
from trainer.gui.qt import QEvent, Qt, QtCore, QtGui, QtWidgets, QWidget, Signal
from trainer.training.exams import Exam, ExamError, ListedExam, is_own_exam, listed_exams, load_exam, newest_exams

if TYPE_CHECKING:
    from trainer.training.sittings import Sitting

__all__ = ["ExamChooser", "bundled_exams", "sitting_exam"]


def bundled_exams() -> list[tuple[Path, Exam | None, str]]:
    """The exams to choose from in the exam folders, installed and this PC's own (one file per exam id: the newest
    version): (path, exam or None, the problem when it does not load)."""
    return [(f.path, f.exam, f.problem) for f in newest_exams(listed_exams())]


def _listed(exams: Sequence[tuple[Path, Exam | None, str]]) -> list[ListedExam]:
    return [e if isinstance(e, ListedExam) else ListedExam(e[0], e[1], e[2], is_own_exam(e[0])) for e in exams]


def sitting_exam(sitting: Sitting, exams: Sequence[ListedExam]) -> Exam | None:
    """The exam file of ``sitting`` among ``exams``: the same exam id and the same digest (the file the trainer
    opened the sitting with, unchanged); None when this PC has no such file."""
    for listed in exams:
        exam = listed.exam
        if exam is not None and exam.id == sitting.exam_id and exam.digest == sitting.exam_digest:
            return exam
    return None


def _local(text: str) -> str:
    from trainer.gui.results_model import local_time

    return local_time(text)


class ExamChooser(Retranslatable, QWidget):
    """The sittings open now and the practice exams; Enter, a double click or the button takes the one chosen."""

    exam_chosen = Signal(object)
    sitting_chosen = Signal(object, object)
    back_requested = Signal()

    def __init__(
        self,
        exams: Sequence[tuple[Path, Exam | None, str]] | None = None,
        parent: QWidget | None = None,
        *,
        sittings: Sequence[Sitting] = (),
        sittings_problem: str = "",
        read_sittings: Callable[[], tuple[Sequence[Sitting], str]] | None = None,
    ) -> None:
        """``sittings``: those open to this PC now; ``sittings_problem``: why they could not be read ("" if
        they were). ``read_sittings``: reads them again (the sittings and the problem), whenever the list is shown
        again (back from an exam's start page: a sitting may have closed or opened meanwhile)."""
        super().__init__(parent)
        every = listed_exams() if exams is None else _listed(exams)
        self._every = every
        """Every exam file known (a sitting's exam is found among them, whichever version it took)."""
        self._exams = newest_exams(every) if exams is None else every
        """The exams listed (each the newest of its id when the folders were read here)."""
        self._read_sittings = read_sittings
        self._stale = False
        """Hidden since the sittings were read: they are read again when the list is shown."""
        self._set_sittings(sittings, sittings_problem)
        self._rows: list[tuple[str, int]] = []
        """What each row of the list is: ("head", n), ("sitting", index) or ("exam", index)."""
        lay = QtWidgets.QVBoxLayout(self)
        self.heading = QtWidgets.QLabel()
        self.note = QtWidgets.QLabel()
        self.note.setWordWrap(True)
        self.list = QtWidgets.QListWidget()
        self.take_button = QtWidgets.QPushButton()
        self.take_button.setAutoDefault(True)
        self.take_button.clicked.connect(self._take)
        self.back_button = QtWidgets.QPushButton()
        self.back_button.setAutoDefault(True)
        self.back_button.clicked.connect(lambda _c=False: self.back_requested.emit())
        self.list.itemActivated.connect(lambda _item: self._take())  # Enter or a double click
        self.list.currentRowChanged.connect(self._update)
        self.problem = QtWidgets.QLabel()
        self.problem.setStyleSheet(f"color: {text_colour(PROBLEM, self)}")
        self.problem.setWordWrap(True)
        self.about = QtWidgets.QLabel()
        """Where the exam chosen comes from: installed, or saved on this PC (and the file it stands in for)."""
        self.about.setWordWrap(True)
        lay.addWidget(self.heading)
        lay.addWidget(self.note)
        lay.addWidget(self.list, 1)
        lay.addWidget(self.about)
        lay.addWidget(self.problem)
        buttons = QtWidgets.QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(self.take_button)
        lay.addLayout(buttons)
        self.setFocusProxy(self.list)
        escape = QtGui.QShortcut(QtGui.QKeySequence(Qt.Key.Key_Escape), self, lambda: self.back_requested.emit())
        escape.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.retranslate()

    def _set_sittings(self, sittings: Sequence[Sitting], problem: str) -> None:
        self._sittings = list(sittings)
        self._sitting_exams = [sitting_exam(s, self._every) for s in self._sittings]
        self.sittings_problem = problem

    def read_sittings_again(self) -> None:
        """Read the open sittings again (with ``read_sittings``); the row chosen stays chosen while it is listed."""
        if self._read_sittings is None:
            return
        kind, n = self._chosen()
        chosen = (kind, self._sittings[n].id if kind == "sitting" else n)
        self._set_sittings(*self._read_sittings())
        self.retranslate()
        rows = [(r, (kind, self._sittings[n].id if kind == "sitting" else n)) for r, (kind, n) in enumerate(self._rows)]
        choices = [r for r, (kind, _n) in rows if kind != "head"]
        found = [r for r, key in rows if key == chosen]
        if found or choices:
            self.list.setCurrentRow((found or choices)[0])

    def showEvent(self, event: QtGui.QShowEvent) -> None:
        if self._stale:
            self._stale = False
            self.read_sittings_again()
        super().showEvent(event)

    def hideEvent(self, event: QtGui.QHideEvent) -> None:
        self._stale = True
        super().hideEvent(event)

    def _sitting_text(self, n: int) -> str:
        sitting, exam = self._sittings[n], self._sitting_exams[n]
        title = f"{exam.title_zh} / {exam.title_en}" if exam is not None else sitting.exam_id
        return (
            self.tr("Sitting %1: %2 — open until %3")
            .replace("%1", str(sitting.id))
            .replace("%2", title)
            .replace("%3", _local(sitting.closes))
        )

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Choose the exam to take:"))
        if self.sittings_problem:
            note = self.tr("The sittings cannot be read now: %1").replace("%1", self.sittings_problem)
        elif self._sittings:
            note = ""
        else:
            note = self.tr(
                "No sitting is open for this PC now: these are practice exams (unofficial), their results do not count."
            )
        self.note.setText(note)
        self.note.setVisible(bool(note))
        self.take_button.setText(self.tr("Take this exam [Enter]"))
        self.back_button.setText(self.tr("Back [Esc]"))
        row = self.list.currentRow()
        self.list.clear()
        self._rows = []
        if self._sittings:
            self._add_head(self.tr("Sittings open now: the result counts once the trainer signs the sitting off"))
            for n in range(len(self._sittings)):
                self._rows.append(("sitting", n))
                self.list.addItem(self._sitting_text(n))
            self._add_head(self.tr("Practice exams (unofficial): the result does not count"))
        for n, listed in enumerate(self._exams):
            self._rows.append(("exam", n))
            self.list.addItem(self._exam_text(listed))
        choices = [r for r, (kind, _n) in enumerate(self._rows) if kind != "head"]
        if choices:
            self.list.setCurrentRow(row if row in choices else choices[0])
        self._update()

    def _exam_text(self, listed: ListedExam) -> str:
        """An exam's row: its titles in both languages; this PC's own marked, with its version."""
        path, exam = listed.path, listed.exam
        if exam is None:
            return f"{path.name}: {listed.problem}"
        text = f"{exam.title_zh} / {exam.title_en}"
        if listed.own:
            text += " — " + self.tr("saved on this PC, version %1").replace("%1", exam.version)
        return text

    def _about(self, listed: ListedExam) -> str:
        """Where the exam chosen comes from when it is not simply installed with the program: saved on this PC, and
        the other file of its id it stands in for (if any)."""
        if listed.own:
            text = self.tr("Saved on this PC by a trainer (%1).").replace("%1", str(listed.path))
        elif listed.set_aside:
            text = self.tr("Installed with the trainer.")
        else:
            return ""
        for other in listed.set_aside:
            try:
                version = load_exam(other).version
            except ExamError:
                continue
            where = self.tr("saved on this PC") if is_own_exam(other) else self.tr("installed with the trainer")
            text += " " + (
                self.tr("It is the newest version of this exam: version %1 (%2, %3) is not listed.")
                .replace("%1", version)
                .replace("%2", where)
                .replace("%3", other.name)
            )
        return text

    def _add_head(self, text: str) -> None:
        """A heading row of the list: bold, never chosen (the arrow keys pass over it)."""
        item = QtWidgets.QListWidgetItem(text)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        item.setForeground(self.palette().brush(QtGui.QPalette.ColorRole.WindowText))  # not greyed out
        self._rows.append(("head", len(self._rows)))
        self.list.addItem(item)

    def changeEvent(self, event: QtCore.QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:  # the headings' colour follows the theme
            self.retranslate()

    def _chosen(self) -> tuple[str, int]:
        row = self.list.currentRow()
        return self._rows[row] if 0 <= row < len(self._rows) else ("", -1)

    def _update(self, *_: object) -> None:
        kind, n = self._chosen()
        problem = about = ""
        if kind == "exam":
            problem = self._exams[n].problem if self._exams[n].exam is None else ""
            about = self._about(self._exams[n])
        elif kind == "sitting" and self._sitting_exams[n] is None:
            sitting = self._sittings[n]
            problem = (
                self.tr(
                    "This sitting's exam (%1, version %2) is not among the exam files of this PC, or its file was "
                    "changed after the sitting was opened. It cannot be taken here: ask the trainer."
                )
                .replace("%1", sitting.exam_id)
                .replace("%2", sitting.exam_version)
            )
        self.take_button.setEnabled(kind in ("exam", "sitting") and not problem)
        self.problem.setText(problem)
        self.about.setText(about)
        self.about.setVisible(bool(about))

    def _take(self) -> None:
        kind, n = self._chosen()
        if kind == "exam" and self._exams[n].exam is not None:
            self.exam_chosen.emit(self._exams[n].exam)
        elif kind == "sitting" and self._sitting_exams[n] is not None:
            self.sitting_chosen.emit(self._sitting_exams[n], self._sittings[n])

    def sitting_rows(self) -> list[str]:
        """The sittings' rows as the list shows them (for tests)."""
        return [self.list.item(r).text() for r, (kind, _n) in enumerate(self._rows) if kind == "sitting"]

    def choose_sitting(self, sitting_id: int) -> bool:
        """Make the sitting ``sitting_id`` the current row (True when it is listed)."""
        for r, (kind, n) in enumerate(self._rows):
            if kind == "sitting" and self._sittings[n].id == sitting_id:
                self.list.setCurrentRow(r)
                return True
        return False

"""The trainer tools' Item analysis tab (issue 14, item 3): how the exam papers perform.

Filters (trainee, exam, from, until; months or weeks) choose the finished attempts; three tables show them — per
scenario (taken, passed, mean score, discrimination r_pb and U−L, the most frequent errors in the grader's words),
per exam and period (pass rate), per trainee (every scenario dealt, over time). Export writes the table shown as CSV
(:func:`trainer.training.item_analysis.write_csv`, as ``trainer results analysis --csv``) or all three as a PDF
(:func:`trainer.gui.analysis_report.analysis_pdf`). The figures are worked out by the Qt-free
:func:`trainer.training.item_analysis.analyse_graded` from the grades the store reads a page at a time (never the
actions): on a store of years a progress dialog shows the reading, which can be cancelled.

The figures are read without checking the seals (a bulk read); the footer says so beside **Check the records**
(核對紀錄), which runs what ``trainer results verify`` runs — every seal checked, every round graded again from its
stored actions (:meth:`ResultsStore.verify` with :class:`trainer.commands.results.Regrader`) — and says what it found
in plain words (:meth:`ItemAnalysisView.verify_text`), the attempts named.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import date, datetime, time, timedelta
from pathlib import Path
from typing import Any, cast

from trainer.gui.i18n import Retranslatable, current_language
from trainer.gui.qt import Qt, QtCore, QtWidgets, QWidget
from trainer.gui.results_model import local_time
from trainer.training.item_analysis import (
    HISTORY_LIMIT,
    VIEWS,
    Analysis,
    ErrorWords,
    FrequentError,
    analyse_graded,
    history_limit,
    write_csv,
)
from trainer.training.store import ResultsStore, StoreError, VerifyReport
from trainer.training.titles import TitleBook, library_titles

CANNOT_REGRADE = ": cannot re-grade: "
"""How the store's verify words an item it could not grade again (its scenario file missing or changed here): not
a changed record."""


class _Cancelled(Exception):
    """The trainer cancelled reading the attempts."""


def _day(value: QtCore.QDate) -> date:
    return cast(date, value.toPython())


def _separator(language: str) -> str:
    return "；" if language.startswith("zh") else "; "


def _table(columns: int) -> QtWidgets.QTableWidget:
    table = QtWidgets.QTableWidget(0, columns)
    table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QtWidgets.QAbstractItemView.SelectionBehavior.SelectRows)
    table.horizontalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
    table.horizontalHeader().setStretchLastSection(True)
    table.verticalHeader().setVisible(False)
    table.setWordWrap(False)
    return table


class ItemAnalysisView(Retranslatable, QWidget):
    """Item analysis of the finished attempts in ``store`` the filters keep."""

    def __init__(self, store: ResultsStore, parent: QWidget | None = None, titles: TitleBook | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.titles = titles or library_titles()
        self.analysis: Analysis | None = None
        self.ask_path: Callable[[str, str, str], str] = self._ask_path
        """Asks where to save (caption, suggested file, filter) → path or ""; tests replace it."""
        self.inform: Callable[[str], None] = self._inform
        """Tells the trainer something (export done, a problem); tests replace it."""
        self.say_check: Callable[[str, str, bool], None] = self._say_check
        """Tells the trainer what Check the records found (text, details, whether all is in order); tests replace
        it."""
        self.checked: tuple[str, VerifyReport, tuple[int, int] | None] | None = None
        """The last Check the records: (its local time, what it found, the store's mark then)."""

        lay = QtWidgets.QVBoxLayout(self)
        filters = QtWidgets.QHBoxLayout()
        self.trainee_label, self.trainee_combo = QtWidgets.QLabel(), QtWidgets.QComboBox()
        self.exam_label, self.exam_combo = QtWidgets.QLabel(), QtWidgets.QComboBox()
        self.from_check = QtWidgets.QCheckBox()
        self.from_date = QtWidgets.QDateEdit(QtCore.QDate.currentDate().addMonths(-3))
        self.until_check = QtWidgets.QCheckBox()
        self.until_date = QtWidgets.QDateEdit(QtCore.QDate.currentDate())
        self.period_combo = QtWidgets.QComboBox()
        for d in (self.from_date, self.until_date):
            d.setCalendarPopup(True)
            d.setDisplayFormat("yyyy-MM-dd")
        self.trainee_label.setBuddy(self.trainee_combo)
        self.exam_label.setBuddy(self.exam_combo)
        for w in (self.trainee_label, self.trainee_combo, self.exam_label, self.exam_combo, self.from_check,
                  self.from_date, self.until_check, self.until_date, self.period_combo):  # fmt: skip
            filters.addWidget(w)
        filters.addStretch(1)
        lay.addLayout(filters)
        self.note = QtWidgets.QLabel()
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        self.views = QtWidgets.QTabWidget()
        self.scenario_table = _table(7)
        self.exam_table = _table(5)
        self.trainee_table = _table(8)
        self.views.addTab(self.scenario_table, "")
        self.views.addTab(self.exam_table, "")
        self.views.addTab(self.trainee_table, "")
        lay.addWidget(self.views, 1)
        buttons = QtWidgets.QHBoxLayout()
        self.summary = QtWidgets.QLabel()
        self.summary.setWordWrap(True)
        self.check_button = QtWidgets.QPushButton()
        self.check_button.clicked.connect(lambda: self.check_records())
        self.csv_button = QtWidgets.QPushButton()
        self.pdf_button = QtWidgets.QPushButton()
        self.csv_button.clicked.connect(lambda: self.export("csv"))
        self.pdf_button.clicked.connect(lambda: self.export("pdf"))
        buttons.addWidget(self.summary, 1)
        buttons.addWidget(self.check_button)
        buttons.addWidget(self.csv_button)
        buttons.addWidget(self.pdf_button)
        lay.addLayout(buttons)

        self.trainee_combo.currentIndexChanged.connect(self._changed)
        self.exam_combo.currentIndexChanged.connect(self._changed)
        self.period_combo.currentIndexChanged.connect(self._changed)
        for c in (self.from_check, self.until_check):
            c.toggled.connect(self._changed)
        for d in (self.from_date, self.until_date):
            d.dateChanged.connect(self._changed)
        self._filling = False
        self.retranslate()
        try:
            self.reload_choices()
        except StoreError as exc:
            self.summary.setText(str(exc))

    # ---- texts

    def tab_title(self) -> str:
        return self.tr("Item analysis")

    def retranslate(self) -> None:
        self.trainee_label.setText(self.tr("&Trainee:"))
        self.exam_label.setText(self.tr("&Exam:"))
        self.from_check.setText(self.tr("From"))
        self.until_check.setText(self.tr("Until"))
        self._filling = True
        period = self.period_combo.currentData() or "month"
        self.period_combo.clear()
        self.period_combo.addItem(self.tr("By month"), "month")
        self.period_combo.addItem(self.tr("By week"), "week")
        self.period_combo.setCurrentIndex(max(0, self.period_combo.findData(period)))
        self._filling = False
        self.note.setText(
            self.tr(
                "r_pb: how well passing a scenario goes with doing well on the exam's other scenarios (0.3 or more "
                "separates strong from weak trainees; below 0.1, or negative, is worth a look: too easy, too hard, "
                "or luck). U−L: pass rate of the top 27 % minus the bottom 27 %. — : too few attempts, or all "
                "passed or failed alike."
            )
        )
        self.views.setTabText(0, self.tr("Per scenario"))
        self.views.setTabText(1, self.tr("Per exam"))
        self.views.setTabText(2, self.tr("Per trainee"))
        self.scenario_table.setHorizontalHeaderLabels(
            [
                self.tr("Scenario"),
                self.tr("Taken"),
                self.tr("Pass rate"),
                self.tr("Mean score"),
                "r_pb",
                "U−L",
                self.tr("Most frequent errors"),
            ]
        )
        self.exam_table.setHorizontalHeaderLabels(
            [self.tr("Exam"), self.tr("Period"), self.tr("Attempts"), self.tr("Passed"), self.tr("Pass rate")]
        )
        self.trainee_table.setHorizontalHeaderLabels(
            [
                self.tr("Trainee"),
                self.tr("Started"),
                self.tr("Exam"),
                self.tr("Item"),
                self.tr("Scenario"),
                self.tr("Score"),
                self.tr("Result"),
                self.tr("Errors"),
            ]
        )
        self.check_button.setText(self.tr("Check the records"))
        self.check_button.setToolTip(
            self.tr(
                "Check every finished attempt's seal and grade each of its rounds again from the actions recorded: "
                "a record changed after it was sealed is found and named"
            )
        )
        self.csv_button.setText(self.tr("Export this table as CSV…"))
        self.pdf_button.setText(self.tr("Export the analysis as PDF…"))
        lang = current_language()  # re-word the choices in place: a language switch does not read the store
        for combo in (self.trainee_combo, self.exam_combo):
            for i in range(combo.count()):
                key = combo.itemData(i)
                if not key:
                    combo.setItemText(i, self.tr("all"))
                elif combo is self.exam_combo:
                    combo.setItemText(i, self.titles.exam(str(key), lang))
        self._fill()

    # ---- filters

    def reload_choices(self) -> None:
        """The trainees and exams in the store (keeping what was chosen)."""
        self._filling = True
        try:
            lang = current_language()
            trainee, exam = self.trainee_combo.currentData(), self.exam_combo.currentData()
            self.trainee_combo.clear()
            self.trainee_combo.addItem(self.tr("all"), "")
            for name in self.store.trainees():
                self.trainee_combo.addItem(name, name)
            self.exam_combo.clear()
            self.exam_combo.addItem(self.tr("all"), "")
            for exam_id in self.store.exams():
                self.exam_combo.addItem(self.titles.exam(exam_id, lang), exam_id)
            self.trainee_combo.setCurrentIndex(max(0, self.trainee_combo.findData(trainee or "")))
            self.exam_combo.setCurrentIndex(max(0, self.exam_combo.findData(exam or "")))
        finally:
            self._filling = False

    def _changed(self, *_args: object) -> None:
        if not self._filling:
            self.refresh()

    def filters(self) -> dict[str, object]:
        """The store's filters for the chosen trainee, exam and days (``until`` includes its day)."""
        out: dict[str, object] = {}
        if self.trainee_combo.currentData():
            out["trainee"] = str(self.trainee_combo.currentData())
        if self.exam_combo.currentData():
            out["exam"] = str(self.exam_combo.currentData())
        if self.from_check.isChecked():
            out["since"] = datetime.combine(_day(self.from_date.date()), time.min).astimezone()
        if self.until_check.isChecked():
            out["until"] = datetime.combine(_day(self.until_date.date()) + timedelta(days=1), time.min).astimezone()
        return out

    PROGRESS_FROM = 2000
    """From this many attempts a progress dialog shows the reading (a store of years takes seconds)."""

    def refresh_if_changed(self) -> None:
        """Work the analysis out again if an attempt started or ended since (the tab brought back to the front)."""
        try:
            mark = self.store.graded_mark()
        except StoreError as exc:
            self.inform(str(exc))
            return
        if mark != self._mark or self.analysis is None:
            self.refresh()

    _mark: tuple[int, int] | None = None

    def refresh(self) -> None:
        """Work the analysis out again from the store (when the tab is shown, or a filter changes)."""
        filters = self.filters()
        period = str(self.period_combo.currentData() or "month")
        progress: QtWidgets.QProgressDialog | None = None
        try:
            mark = self.store.graded_mark()
            total = self.store.count_attempts(**filters)  # type: ignore[arg-type]
            if total >= self.PROGRESS_FROM:
                progress = QtWidgets.QProgressDialog(
                    self.tr("Reading the attempts…"), self.tr("Cancel"), 0, total, self
                )
                progress.setWindowModality(QtCore.Qt.WindowModality.WindowModal)
                progress.setMinimumDuration(400)
            analysis = analyse_graded(
                self._read(filters, progress), period, history_limit(cast("str | None", filters.get("trainee")))
            )
        except StoreError as exc:
            self.inform(str(exc))
            return
        except _Cancelled:
            return  # the analysis shown stays as it was
        finally:
            if progress is not None:
                progress.close()
                progress.deleteLater()
        self.analysis, self._mark = analysis, mark
        self._fill()

    def _read(self, filters: dict[str, object], progress: QtWidgets.QProgressDialog | None) -> Iterator[Any]:
        for n, pair in enumerate(self.store.iter_graded(**filters)):  # type: ignore[arg-type]
            if progress is not None and n % 500 == 0:
                progress.setValue(n)
                if progress.wasCanceled():
                    raise _Cancelled
            yield pair

    def showEvent(self, event: object) -> None:
        try:
            self.reload_choices()
        except StoreError as exc:
            self.inform(str(exc))
        if self.analysis is None:
            self.refresh()
        super().showEvent(event)  # type: ignore[arg-type]

    # ---- tables

    def _errors(self, errors: tuple[FrequentError, ...]) -> str:
        """The scenario's most frequent errors: clause, count and an example in the grader's words (its own: the
        first time the error was made in this scenario)."""
        lang = current_language()
        return _separator(lang).join(
            self.tr("%1 ×%2, e.g. “%3”")
            .replace("%1", e.clause)
            .replace("%2", str(e.count))
            .replace("%3", e.words.text(lang))
            for e in errors
        )

    @staticmethod
    def _own_errors(words: tuple[ErrorWords, ...]) -> str:
        lang = current_language()
        return _separator(lang).join(f"{w.clause} {w.text(lang)}" for w in words)

    @staticmethod
    def _set(table: QtWidgets.QTableWidget, rows: list[list[str]]) -> None:
        table.setRowCount(len(rows))
        for n, cells in enumerate(rows):
            for col, text in enumerate(cells):
                item = QtWidgets.QTableWidgetItem(text)
                item.setToolTip(text)
                table.setItem(n, col, item)

    def _fill(self) -> None:
        a = self.analysis
        lang = current_language()
        if a is None:
            for t in (self.scenario_table, self.exam_table, self.trainee_table):
                t.setRowCount(0)
            self.summary.clear()
            return
        dash = "—"
        self._set(
            self.scenario_table,
            [
                [self.titles.scenario(st.scenario, lang), str(st.attempts), f"{st.pass_rate:.0%}",
                 f"{st.mean_score:.1f}", dash if st.point_biserial is None else f"{st.point_biserial:+.2f}",
                 dash if st.upper_lower is None else f"{st.upper_lower:+.2f}", self._errors(st.top_errors)]
                for st in a.scenarios
            ],
        )  # fmt: skip
        self._set(
            self.exam_table,
            [[self.titles.exam(p.exam, lang), p.period, str(p.attempts), str(p.passed), f"{p.pass_rate:.0%}"]
             for p in a.exams],
        )  # fmt: skip
        self._set(
            self.trainee_table,
            [[h.trainee, local_time(h.started), self.tr("%1 (version %2)").replace("%1", self.titles.exam(h.exam, lang)).replace("%2", h.exam_version), str(h.order + 1),
              self.titles.scenario(h.scenario, lang), str(h.score), self.tr("passed") if h.passed else
              self.tr("not passed"), self._own_errors(h.words)]
             for h in a.history],
        )  # fmt: skip
        if a.graded == 1:
            text = self.tr("1 finished attempt")
        else:
            text = self.tr("%1 finished attempts").replace("%1", f"{a.graded:,}")
        if not a.history_complete:
            text += " — " + self.tr("more than %1 items: choose a trainee to see a history").replace(
                "%1", f"{HISTORY_LIMIT:,}"
            )
        if a.broken:
            from trainer.gui.seal_text import left_out

            text += " — " + left_out(a.broken)
        checked = self.checked if self.checked is not None and self.checked[2] == self._mark else None
        if checked is not None:
            when, report, _mark = checked
            if report.ok:
                text += " — " + self.tr("records checked at %1: all in order").replace("%1", when)
            else:
                text += " — " + self.tr("records checked at %1: problems found").replace("%1", when)
        elif a.unchecked:
            text += " — " + self.tr("Seals not checked in these figures: use “Check the records”")
        self.summary.setText(text)

    # ---- checking the records

    def check_records(self) -> VerifyReport | None:
        """Check every seal and grade every finished attempt again (as ``trainer results verify``), then say what
        was found; returns the report (None when the store could not be read)."""
        from trainer.commands.results import Regrader, rescore

        self.summary.setText(self.tr("Checking the records…"))
        self.summary.repaint()
        QtWidgets.QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            mark = self.store.graded_mark()
            report = self.store.verify(Regrader(), rescore)
        except StoreError as exc:
            self._fill()
            self.inform(str(exc))
            return None
        finally:
            QtWidgets.QApplication.restoreOverrideCursor()
        self.checked = (datetime.now().strftime("%H:%M"), report, mark)
        if mark != self._mark:
            self.refresh()  # attempts came or ended meanwhile: the figures follow what was checked
        else:
            self._fill()
        details = "\n".join(str(p) for p in (*report.problems, *report.older_rules, *report.unfinished))
        self.say_check(self.verify_text(report), details, report.ok)
        return report

    def verify_text(self, report: VerifyReport) -> str:
        """What a check of the records found, in plain words in the current language: whether every seal matched
        and every round graded again gave its recorded grade, else which attempts do not (by number) and what else
        was found; then the attempts it could only partly check, or not at all."""
        n = report.checked
        if report.ok and n == 1:
            head = self.tr("1 finished attempt checked: its seal matches, and its rounds graded again give the grades "
                           "recorded.")  # fmt: skip
        elif report.ok:
            head = self.tr("%1 finished attempts checked: every seal matches, and every round graded again gives the "
                           "grade recorded.")  # fmt: skip
        else:
            head = self.tr("The check found problems (%1 finished attempts checked):")
        lines = [head.replace("%1", f"{n:,}")]
        regrade = sorted({p.attempt_id for p in report.problems if p.attempt_id > 0 and CANNOT_REGRADE in p.message})
        changed = sorted({p.attempt_id for p in report.problems if p.attempt_id > 0} - set(regrade))
        if changed:
            text = self.tr("attempts whose record no longer matches its seal or its grade (changed after it was "
                           "sealed): %1")  # fmt: skip
            lines.append("• " + text.replace("%1", ", ".join(map(str, changed))))
        if regrade:
            text = self.tr("attempts that cannot be graded again on this PC (a scenario file is missing or was "
                           "changed): %1")  # fmt: skip
            lines.append("• " + text.replace("%1", ", ".join(map(str, regrade))))
        kinds = {p.kind for p in report.problems if p.attempt_id <= 0}
        whole = {
            "attempt": self.tr("the results database itself is damaged, or its seal key cannot be read here"),
            "account": self.tr("trainer accounts were changed or deleted outside the trainer"),
            "sitting": self.tr("signed-off sittings were changed after their sign-off"),
            "anchor": self.tr("the results were rolled back or replaced by an older copy"),
        }
        lines += ["• " + text for kind, text in whole.items() if kind in kinds]
        older, unfinished = len(report.older_rules), len(report.unfinished)
        if older == 1:
            lines.append(self.tr("1 attempt was graded under older grading rules: its seal was checked, its rounds "
                                 "were not graded again."))  # fmt: skip
        elif older:
            lines.append(self.tr("%1 attempts were graded under older grading rules: their seals were checked, their "
                                 "rounds were not graded again.").replace("%1", str(older)))  # fmt: skip
        if unfinished == 1:
            lines.append(self.tr("1 attempt is not finished (not sealed yet): it was not checked."))
        elif unfinished:
            text = self.tr("%1 attempts are not finished (not sealed yet): they were not checked.")
            lines.append(text.replace("%1", str(unfinished)))
        return "\n".join(lines)

    def _say_check(self, text: str, details: str, ok: bool) -> None:
        box = QtWidgets.QMessageBox(self)
        box.setIcon(QtWidgets.QMessageBox.Icon.Information if ok else QtWidgets.QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Check the records"))
        box.setText(text)
        if details:
            box.setDetailedText(details)
        box.exec()

    # ---- export

    def _ask_path(self, caption: str, suggested: str, pattern: str) -> str:
        path, _ = QtWidgets.QFileDialog.getSaveFileName(self, caption, suggested, pattern)
        return str(path)

    def _inform(self, text: str) -> None:
        QtWidgets.QMessageBox.information(self, self.tr("Item analysis"), text)

    def export(self, kind: str) -> Path | None:
        """Write the table shown as CSV, or the whole analysis as PDF; returns the file or None."""
        if self.analysis is None:
            self.refresh()
        analysis = self.analysis
        if analysis is None:
            return None
        view = VIEWS[max(0, self.views.currentIndex())]
        day = date.today().isoformat()
        folder = QtCore.QStandardPaths.writableLocation(QtCore.QStandardPaths.StandardLocation.DocumentsLocation)
        base = Path(folder) if folder and Path(folder).is_dir() else Path.home()
        if kind == "csv":
            name = self.ask_path(
                self.tr("Export this table as CSV"),
                str(base / f"item-analysis-{view}-{day}.csv"),
                self.tr("CSV files (*.csv)"),
            )
        else:
            name = self.ask_path(
                self.tr("Export the analysis as PDF"),
                str(base / f"item-analysis-{day}.pdf"),
                self.tr("PDF files (*.pdf)"),
            )
        if not name:
            return None
        path = Path(name)
        if path.suffix.lower() != f".{kind}":
            path = path.with_name(path.name + f".{kind}")
        try:
            if kind == "csv":
                write_csv(path, analysis, view, self.titles)
            else:
                from trainer.gui.analysis_report import analysis_pdf
                from trainer.gui.report import ReportError

                try:
                    words = {k: str(v.isoformat() if isinstance(v, datetime) else v) for k, v in self.filters().items()}
                    analysis_pdf(analysis, path, self.titles, words)
                except ReportError as exc:
                    self.inform(str(exc))
                    return None
        except OSError as exc:
            self.inform(self.tr("Cannot write %1: %2").replace("%1", str(path)).replace("%2", exc.strerror or ""))
            return None
        self.inform(self.tr("Wrote %1").replace("%1", str(path)))
        return path

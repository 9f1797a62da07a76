"""The results table of the trainer tools: a Qt item model over the store's attempts, and a filter proxy.

:class:`ResultsModel` has one row per attempt (oldest first, as :meth:`ResultsStore.list_attempts` gives them)
and the columns trainee, exam, started, finished, status, score, passed, its standing (official, provisional or
unofficial practice: issue 31), the weakest skill (the judged skill with the
lowest figure, and its band: :mod:`trainer.training.skill_figures`; a skill not tested is never it) and the money
overpaid / underpaid over the attempt's rounds (attempts graded under rules 2 and later carry both), and the
median time per payout against its target (attempts taken in the app carry it). Besides the display text each cell
has a sort key (:data:`SORT_ROLE`: ISO times, numbers) and every row its attempt id (:data:`ATTEMPT_ROLE`).

An attempt whose seal is broken (changed after it was sealed; the store checks each page's seals as it reads it)
shows "—" for its score and figures, "Seal broken" for its pass, the reason as every cell's tool tip, on a red
ground; it sorts below every valid result.

:class:`ResultsFilter` keeps the rows of one trainee and/or one exam (exact, or a case-insensitive part of the
name) started within a date range, and sorts by :data:`SORT_ROLE`.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, time, timedelta
from typing import Any

from trainer.gui import exam_text
from trainer.gui.i18n import current_language
from trainer.gui.qt import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt, QtCore
from trainer.training.store import AttemptRow, ResultsStore
from trainer.training.titles import TitleBook, library_titles

ATTEMPT_ROLE = int(Qt.ItemDataRole.UserRole) + 1
SORT_ROLE = int(Qt.ItemDataRole.UserRole) + 2

COLUMNS: tuple[tuple[str, str], ...] = (
    ("trainee", QT_TRANSLATE_NOOP("ResultsModel", "Trainee")),
    ("exam", QT_TRANSLATE_NOOP("ResultsModel", "Exam")),
    ("started", QT_TRANSLATE_NOOP("ResultsModel", "Started")),
    ("finished", QT_TRANSLATE_NOOP("ResultsModel", "Finished")),
    ("status", QT_TRANSLATE_NOOP("ResultsModel", "Status")),
    ("score", QT_TRANSLATE_NOOP("ResultsModel", "Score")),
    ("passed", QT_TRANSLATE_NOOP("ResultsModel", "Passed")),
    ("standing", QT_TRANSLATE_NOOP("ResultsModel", "Standing")),
    ("skills", QT_TRANSLATE_NOOP("ResultsModel", "Weakest skill")),
    ("money", QT_TRANSLATE_NOOP("ResultsModel", "Overpaid / underpaid")),
    ("payout_time", QT_TRANSLATE_NOOP("ResultsModel", "Time per payout")),
    ("entered", QT_TRANSLATE_NOOP("ResultsModel", "Entered")),
)
COLUMN = {key: n for n, (key, _) in enumerate(COLUMNS)}

_Index = QtCore.QModelIndex | QtCore.QPersistentModelIndex


def local_time(text: str | None) -> str:
    """An ISO time from the store as local ``YYYY-MM-DD HH:MM`` (empty for None)."""
    if not text:
        return ""
    try:
        return datetime.fromisoformat(text).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return text


def weakest_text(a: AttemptRow) -> str:
    """The attempt's weakest skill and its band: the judged skill with the lowest figure (the skills tied there;
    ``Every skill tested`` when all tie), never a skill the exam did not test; empty for a grade without bands."""
    from trainer.engine.words import GRADE, SKILLS
    from trainer.training.skill_figures import judged_skills, weakest_skills

    weakest = weakest_skills(a.grade)
    band = GRADE.get(f"band_{weakest[0].band}") if weakest else None
    if band is None:
        return ""
    zh = current_language().startswith("zh")
    if len(weakest) > 1 and len(weakest) == len(judged_skills(a.grade)):
        names = GRADE["every_skill"].zh if zh else GRADE["every_skill"].en
    else:
        terms = [SKILLS[s.skill] for s in weakest if s.skill in SKILLS]
        names = "、".join(t.zh for t in terms) if zh else ", ".join(t.en for t in terms)
    return f"{names}：{band.zh}" if zh else f"{names}: {band.en}"


def skills_tooltip(a: AttemptRow) -> str | None:
    """Every skill of the attempt: its figure and band, or ``not tested``."""
    from trainer.engine.words import GRADE, SKILLS
    from trainer.training.skill_figures import skill_figures

    zh = current_language().startswith("zh")
    lines = []
    for s in skill_figures(a.grade):
        term, band = SKILLS.get(s.skill), GRADE.get(f"band_{s.band}") or (None if s.tested else GRADE["not_tested"])
        if term is None or band is None:
            continue
        figure = "" if s.figure is None else f" {s.figure:.0%}"
        lines.append(f"{term.zh}{figure}：{band.zh}" if zh else f"{term.en}{figure}: {band.en}")
    return "\n".join(lines) or None


def money_of(a: AttemptRow) -> tuple[int, int] | None:
    money = (a.grade or {}).get("money")
    if not isinstance(money, dict):
        return None
    return int(money.get("overpaid", 0)), int(money.get("underpaid", 0))


def payout_time(a: AttemptRow) -> tuple[float, str] | None:
    """The attempt's median seconds per payout and how that stands against the target, or None."""
    timing = (a.grade or {}).get("timing")
    if not isinstance(timing, dict) or "payout_median_seconds" not in timing:
        return None
    return float(timing["payout_median_seconds"]), str(timing.get("payout_speed", ""))


def _speed_words(speed: str) -> str:
    from trainer.engine.words import GRADE

    term = GRADE.get(f"speed_{speed}")
    if term is None:
        return ""
    return term.zh if current_language().startswith("zh") else term.en


def entered_text(a: AttemptRow) -> str:
    """How and by whom the attempt was entered: ``in the app · 陳大文`` / ``command line · Ms Lei`` (older attempts
    recorded no source: "unknown")."""
    how = {
        "app": QCoreApplication.translate("ResultsModel", "in the app"),
        "cli": QCoreApplication.translate("ResultsModel", "command line"),
    }.get(a.source or "", QCoreApplication.translate("ResultsModel", "unknown"))
    return f"{how} · {a.entered_by}" if a.entered_by else how


def passed_text(passed: bool | None) -> str:
    if passed is None:
        return ""
    if passed:
        return QCoreApplication.translate("ResultsModel", "Yes")
    return QCoreApplication.translate("ResultsModel", "No")


STANDING_ORDER = {"unofficial": 0, "provisional": 1, "official": 2}
"""How the standings sort: practice below provisional below official."""

PAGE = 200
"""Attempts read from the store at a time: the table opens with the newest page and reads older ones as it is
scrolled (a department's 100,000 attempts open as fast as 200). Each page's seals are checked as it is read
(one page of the verify's), so a page is a few screens of rows, not more: a full screen shows about 40."""


class ResultsModel(QtCore.QAbstractTableModel):
    """Attempts as rows, oldest first. :meth:`reload` re-reads them from the store, lazily: the newest
    :data:`PAGE` at once, older pages when a view asks for more (``canFetchMore``/``fetchMore``, inserted at the
    top) or :meth:`fetch_all` is called; :meth:`set_rows` sets them."""

    def __init__(
        self,
        store: ResultsStore | None = None,
        parent: QObject | None = None,
        titles: TitleBook | None = None,
        *,
        read: bool = True,
    ) -> None:
        """``read``: read the newest page now; False when the owner calls :meth:`reload` itself right after (each
        page's seals are checked as it is read: twice would double the opening's cost)."""
        super().__init__(parent)
        self._store = store
        self._titles = titles
        self._rows: list[AttemptRow] = []
        self._more = False
        """Older attempts are still in the store, not read yet."""
        if store is not None and read:
            self.reload()

    # ---- content

    def reload(self) -> None:
        if self._store is not None:
            page = self._store.attempts_page(limit=PAGE, newest_first=True)
            self.set_rows(page[::-1])
            self._more = len(page) == PAGE

    def set_rows(self, rows: Sequence[AttemptRow]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self._more = False
        self.endResetModel()

    def canFetchMore(self, parent: _Index = QtCore.QModelIndex()) -> bool:  # noqa: B008 - Qt's signature
        return not parent.isValid() and self._more

    def fetchMore(self, parent: _Index = QtCore.QModelIndex()) -> None:  # noqa: B008 - Qt's signature
        """The page of attempts before the oldest read so far, inserted at the top."""
        if parent.isValid() or not self._more or self._store is None:
            return
        oldest = self._rows[0] if self._rows else None
        after = None if oldest is None else (oldest.started, oldest.id)
        page = self._store.attempts_page(after=after, limit=PAGE, newest_first=True)
        self._more = len(page) == PAGE
        if page:
            self.beginInsertRows(QtCore.QModelIndex(), 0, len(page) - 1)
            self._rows[:0] = page[::-1]
            self.endInsertRows()

    def fetch_all(self) -> None:
        """Read every attempt not read yet (before filtering or sorting all of them)."""
        while self._more:
            self.fetchMore()

    def attempt(self, row: int) -> AttemptRow:
        return self._rows[row]

    def rows(self) -> list[AttemptRow]:
        self.fetch_all()
        return list(self._rows)

    @property
    def titles(self) -> TitleBook:
        """Exam titles by id (the library's, read when first needed)."""
        if self._titles is None:
            self._titles = library_titles()
        return self._titles

    def exam_title(self, a: AttemptRow) -> str:
        """The attempt's exam by its title in the current language (the id only when the exam is unknown)."""
        return self.titles.exam(a.exam_id, current_language(), a.grade)

    def retranslate(self) -> None:
        """After a language switch: headers and status texts change."""
        if self._rows:
            last = self.index(len(self._rows) - 1, len(COLUMNS) - 1)
            self.dataChanged.emit(self.index(0, 0), last)
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(COLUMNS) - 1)

    # ---- the model interface

    def rowCount(self, parent: _Index = QtCore.QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QtCore.QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(COLUMNS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if 0 <= section < len(COLUMNS):
                return exam_text.translated("ResultsModel", COLUMNS[section][1])
            return None
        if 0 <= section < len(self._rows):
            return str(self._rows[section].id)
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.parent().isValid():
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < len(self._rows) and 0 <= column < len(COLUMNS)):
            return None
        a = self._rows[row]
        key = COLUMNS[column][0]
        if role == ATTEMPT_ROLE:
            return a.id
        if role == SORT_ROLE:
            return self._sort_key(a, key)
        if a.seal_broken and role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            from trainer.gui.seal_text import seal_text

            if role == Qt.ItemDataRole.ToolTipRole:
                return seal_text(a.seal_state)
            if key == "passed":
                return seal_text(a.seal_state, short=True)
            if key in ("score", "skills", "money", "payout_time"):
                return "—"
        if a.seal_broken and role == Qt.ItemDataRole.BackgroundRole:
            from trainer.gui.qt import QBrush, QColor

            return QBrush(QColor("#f9dedc"))
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(a, key)
        if role == Qt.ItemDataRole.ToolTipRole and key == "exam":
            return self.titles.exam_both(a.exam_id, a.grade)
        if role == Qt.ItemDataRole.ToolTipRole and key == "skills":
            return skills_tooltip(a)
        if role == Qt.ItemDataRole.ToolTipRole and key == "standing":
            return exam_text.text("StandingMeaning", str(a.standing))
        if role == Qt.ItemDataRole.TextAlignmentRole and key in ("score", "passed", "money", "payout_time"):
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.ForegroundRole and key == "passed" and a.valid_passed is not None:
            from trainer.gui.colours import DONE, PROBLEM, in_lists
            from trainer.gui.qt import QBrush, QColor

            return QBrush(QColor(in_lists(DONE if a.passed else PROBLEM)))
        if role == Qt.ItemDataRole.ForegroundRole and a.seal_broken:
            from trainer.gui.colours import PROBLEM, text_colour_on
            from trainer.gui.qt import QBrush, QColor

            return QBrush(QColor(text_colour_on(PROBLEM, QColor("#f9dedc"))))  # on the row's light red, any theme
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren

    def _display(self, a: AttemptRow, key: str) -> str:
        if key == "trainee":
            return a.trainee
        if key == "exam":
            return self.exam_title(a)
        if key == "started":
            return local_time(a.started)
        if key == "finished":
            return local_time(a.finished)
        if key == "status":
            return exam_text.text("Status", str(a.status))
        if key == "score":
            return "" if a.score is None else str(a.score)
        if key == "skills":
            return weakest_text(a)
        if key == "money":
            money = money_of(a)
            return "" if money is None else f"{money[0]} / {money[1]}"
        if key == "payout_time":
            pt = payout_time(a)
            return "" if pt is None else f"{pt[0]:g} s ({_speed_words(pt[1])})"
        if key == "entered":
            return entered_text(a)
        if key == "standing":
            return exam_text.text("Standing", str(a.standing))
        return passed_text(a.passed)

    def _sort_key(self, a: AttemptRow, key: str) -> Any:
        if key in ("trainee", "exam"):
            return (a.trainee if key == "trainee" else self.exam_title(a)).casefold()
        if key == "started":
            return a.started
        if key == "finished":
            return a.finished or ""
        if key == "status":
            return str(a.status)
        if key == "score":
            return -1 if a.valid_score is None else a.valid_score
        if key == "skills":
            from trainer.training.skill_figures import weakest_rank

            band, figure = weakest_rank(a.grade)  # one number for Qt's sorting: the band, then the figure
            return band * 10 + figure
        if key == "money":
            money = money_of(a)
            return -1 if money is None else sum(money)
        if key == "payout_time":
            pt = payout_time(a)
            return -1.0 if pt is None else pt[0]
        if key == "entered":
            return entered_text(a).casefold()
        if key == "standing":
            return STANDING_ORDER.get(str(a.standing), 0)
        return -2 if a.seal_broken else -1 if a.passed is None else int(a.passed)


def _day_start(day: date) -> datetime:
    return datetime.combine(day, time()).astimezone()


class ResultsFilter(QtCore.QSortFilterProxyModel):
    """Rows of a trainee / an exam / a date range (local days, both ends included). Empty filters keep all."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._trainee = ""
        self._exam = ""
        self._since: datetime | None = None
        self._until: datetime | None = None
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(True)

    def set_trainee(self, text: str) -> None:
        self._change(trainee=text.strip().casefold())

    def set_exam(self, text: str) -> None:
        self._change(exam=text.strip().casefold())

    def set_dates(self, first: date | None, last: date | None) -> None:
        """Keep attempts started on ``first`` .. ``last`` (local days; None leaves that end open)."""
        self._change(
            since=None if first is None else _day_start(first),
            until=None if last is None else _day_start(last + timedelta(days=1)),
        )

    def _all_rows(self) -> None:
        """The source reads every attempt first (a filter or a sort is over all of them, not the pages read)."""
        model = self.sourceModel()
        if isinstance(model, ResultsModel):
            model.fetch_all()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        # The pages are read newest first: newest first by start needs no more than they give.
        if not (column == COLUMN["started"] and order == Qt.SortOrder.DescendingOrder):
            self._all_rows()
        super().sort(column, order)

    def _change(self, **values: Any) -> None:
        """Set filter fields and re-filter the rows (Qt 6.10's begin/endFilterChange where there is one)."""
        if any(values.values()):
            self._all_rows()
        begin = getattr(self, "beginFilterChange", None)
        if begin is not None:
            begin()
        for name, value in values.items():
            setattr(self, f"_{name}", value)
        if begin is not None:
            self.endFilterChange(QtCore.QSortFilterProxyModel.Direction.Rows)
        else:  # older Qt
            self.invalidateFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:
        model = self.sourceModel()
        if not isinstance(model, ResultsModel) or source_parent.isValid():
            return True
        a = model.attempt(source_row)
        if self._trainee and self._trainee not in a.trainee.casefold():
            return False
        if self._exam and self._exam not in a.exam_id.casefold():
            return False
        if self._since is not None or self._until is not None:
            try:
                started = datetime.fromisoformat(a.started)
            except ValueError:
                return False
            if self._since is not None and started < self._since:
                return False
            if self._until is not None and started >= self._until:
                return False
        return True

    def attempt_id(self, proxy_row: int) -> int | None:
        index = self.index(proxy_row, 0)
        if not index.isValid():
            return None
        value = self.data(index, ATTEMPT_ROLE)
        return None if value is None else int(value)

    def visible_rows(self) -> list[AttemptRow]:
        model = self.sourceModel()
        if not isinstance(model, ResultsModel):
            return []
        model.fetch_all()
        out = []
        for row in range(self.rowCount()):
            source = self.mapToSource(self.index(row, 0))
            out.append(model.attempt(source.row()))
        return out

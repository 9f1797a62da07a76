"""The scenario browser (page ``browser`` of the main window): the library filtered by skill, clause and
difficulty, the briefing of the chosen scenario, Start.

Its own module: ``trainer gui --scenario`` and ``--exam`` never show it, and its sort-and-filter model is a Qt class
PySide builds with its enums when first touched (~1 ms of every start-up while it lived in :mod:`trainer.gui.app`).
:meth:`trainer.gui.app.MainWindow.browser` imports it when the browser is first shown.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from trainer.gui.i18n import Retranslatable, current_language
from trainer.gui.page_parts import SKILL_KEYS, big, skill_name
from trainer.gui.qt import Qt, QtCore, QtGui, QtWidgets, QWidget
from trainer.gui.theme import colour


def _title_ranks(titles: Sequence[str], lang: str) -> list[int]:
    """Each title's place in the order a reader of ``lang`` expects: Chinese by strokes (as a Traditional Chinese
    dictionary), English alphabetically without regard to case; a plain sort puts Chinese in code-point order."""
    from functools import cmp_to_key  # the browser's alone, built on first use

    collator = QtCore.QCollator(QtCore.QLocale("zh_Hant_MO" if lang.startswith("zh") else "en"))
    collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def compare(a: int, b: int) -> int:
        return collator.compare(titles[a], titles[b]) or a - b

    order = sorted(range(len(titles)), key=cmp_to_key(compare))
    ranks = [0] * len(titles)
    for place, i in enumerate(order):
        ranks[i] = place
    return ranks


class ScenarioFilter(QtCore.QSortFilterProxyModel):
    """Rows whose scenario has the chosen skill, clause and difficulty (empty = any)."""

    ROLE = int(Qt.ItemDataRole.UserRole) + 1
    SORT_ROLE = int(Qt.ItemDataRole.UserRole) + 2

    def __init__(self, parent: QtCore.QObject | None = None) -> None:
        super().__init__(parent)
        self.skill = ""
        self.clause = ""
        self.difficulty = 0

    def set_filters(self, skill: str, clause: str, difficulty: int) -> None:
        if hasattr(self, "endFilterChange"):  # Qt 6.10+
            self.beginFilterChange()
            self.skill, self.clause, self.difficulty = skill, clause, difficulty
            self.endFilterChange()
        else:
            self.skill, self.clause, self.difficulty = skill, clause, difficulty
            self.invalidateFilter()

    def filterAcceptsRow(self, row: int, parent: QtCore.QModelIndex | QtCore.QPersistentModelIndex) -> bool:
        model = self.sourceModel()
        sc = model.data(model.index(row, 0, parent), self.ROLE)
        if sc is None:
            return False
        if self.skill and self.skill not in sc.skills:
            return False
        if self.clause and not any(c == self.clause or c.startswith(self.clause + ".") for c in sc.clauses):
            return False
        return not (self.difficulty and sc.difficulty != self.difficulty)


class OneLineDelegate(QtWidgets.QStyledItemDelegate):
    """A cell on one line in a view that wraps its text (the title column's), cut with the view's elide mode."""

    def initStyleOption(
        self, option: QtWidgets.QStyleOptionViewItem, index: QtCore.QModelIndex | QtCore.QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        option.features &= ~QtWidgets.QStyleOptionViewItem.ViewItemFeature.WrapText


class BrowserPage(Retranslatable, QWidget):
    """The scenario library: filter by skill, clause and difficulty; the briefing of the chosen one; Start."""

    start_requested = QtCore.Signal(object)
    back_requested = QtCore.Signal()

    def __init__(self, scenarios: Sequence[Any] | Callable[[], Sequence[Any]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._loader: Callable[[], Sequence[Any]] | None = None
        if callable(scenarios):
            self._loader = scenarios
            self.scenarios: list[Any] = []
        else:
            self.scenarios = list(scenarios)
        v = QtWidgets.QVBoxLayout(self)
        self.heading = QtWidgets.QLabel(self)
        big(self.heading, 1.5)
        v.addWidget(self.heading)
        filters = QtWidgets.QHBoxLayout()
        self.skill_label = QtWidgets.QLabel(self)
        self.skill_combo = QtWidgets.QComboBox(self)
        self.clause_label = QtWidgets.QLabel(self)
        self.clause_combo = QtWidgets.QComboBox(self)
        self.level_label = QtWidgets.QLabel(self)
        self.level_combo = QtWidgets.QComboBox(self)
        for lab, combo in (
            (self.skill_label, self.skill_combo),
            (self.clause_label, self.clause_combo),
            (self.level_label, self.level_combo),
        ):
            lab.setBuddy(combo)
            combo.setMinimumWidth(150)
            filters.addWidget(lab)
            filters.addWidget(combo)
            filters.addSpacing(12)
        filters.addStretch(1)
        self.count_label = QtWidgets.QLabel(self)
        filters.addWidget(self.count_label)
        v.addLayout(filters)

        split = QtWidgets.QSplitter(Qt.Orientation.Horizontal, self)
        self.model = QtGui.QStandardItemModel(0, 4, self)
        self.proxy = ScenarioFilter(self)
        self.proxy.setSourceModel(self.model)
        from trainer.gui.views import RowTableView  # the browser's alone: not on a first screen

        self.table = RowTableView(split)  # Home / End: the first / last scenario
        self.table.setModel(self.proxy)
        self.table.setSelectionBehavior(QtWidgets.QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        # Titles whole (issue 32): a long one wraps onto more lines of its row, each row as high as its title needs;
        # the tooltip has it in both languages. The other columns keep one line (the clauses end in "…", their
        # tooltip has them all).
        self.table.setWordWrap(True)
        rows = self.table.verticalHeader()
        rows.setMinimumSectionSize(rows.defaultSectionSize())  # a one-line title's row as high as before
        rows.setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        self._one_line = OneLineDelegate(self.table)
        for c in (1, 2, 3):
            self.table.setItemDelegateForColumn(c, self._one_line)
        hh = self.table.horizontalHeader()
        hh.setSectionResizeMode(0, QtWidgets.QHeaderView.ResizeMode.Stretch)
        for c in (1, 2):
            hh.setSectionResizeMode(c, QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        hh.setSectionResizeMode(3, QtWidgets.QHeaderView.ResizeMode.Interactive)
        hh.resizeSection(3, 190)
        self.table.setTextElideMode(Qt.TextElideMode.ElideRight)
        # It opens sorted by title A→Z (in the language shown; the indicator says so), a header click sorts by
        # another column. The header's own default is the first column Z→A.
        self.proxy.setSortRole(ScenarioFilter.SORT_ROLE)
        hh.setSortIndicator(0, Qt.SortOrder.AscendingOrder)
        self.table.setSortingEnabled(True)
        self.table.doubleClicked.connect(lambda _i: self.start())
        self.briefing = QtWidgets.QTextBrowser(split)
        self.briefing.setOpenLinks(False)
        split.addWidget(self.table)
        split.addWidget(self.briefing)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        v.addWidget(split, 1)

        buttons = QtWidgets.QHBoxLayout()
        self.b_back = QtWidgets.QPushButton(self)
        self.b_back.setAutoDefault(True)
        self.b_back.clicked.connect(lambda _c=False: self.back_requested.emit())
        self.b_start = QtWidgets.QPushButton(self)
        self.b_start.setAutoDefault(True)
        self.b_start.setDefault(True)
        big(self.b_start, 1.15)
        self.b_start.clicked.connect(lambda _c=False: self.start())
        buttons.addWidget(self.b_back)
        buttons.addStretch(1)
        buttons.addWidget(self.b_start)
        v.addLayout(buttons)

        for combo in (self.skill_combo, self.clause_combo, self.level_combo):
            combo.currentIndexChanged.connect(lambda _i: self._filter())
        self.table.selectionModel().selectionChanged.connect(lambda _a, _b: self._show_briefing())
        QtGui.QShortcut(QtGui.QKeySequence(Qt.Key.Key_Return), self.table, self.start)
        QtGui.QShortcut(QtGui.QKeySequence(Qt.Key.Key_Escape), self, lambda: self.back_requested.emit())
        self.retranslate()

    def _fill_combos(self) -> None:
        keep = (self.skill_combo.currentData(), self.clause_combo.currentData(), self.level_combo.currentData())
        for combo in (self.skill_combo, self.clause_combo, self.level_combo):
            combo.blockSignals(True)
            combo.clear()
        self.skill_combo.addItem(self.tr("any"), "")
        for k in SKILL_KEYS:
            self.skill_combo.addItem(skill_name(k), k)
        self.clause_combo.addItem(self.tr("any"), "")
        clauses = sorted({c for s in self.scenarios for c in s.clauses}, key=_clause_key)
        articles = sorted({c.split(".")[0] for c in clauses}, key=_clause_key)
        for c in sorted(set(clauses) | set(articles), key=_clause_key):
            self.clause_combo.addItem(c, c)
        self.level_combo.addItem(self.tr("any"), 0)
        for d in range(1, 6):
            self.level_combo.addItem("★" * d, d)
        for combo, value in zip((self.skill_combo, self.clause_combo, self.level_combo), keep, strict=True):
            i = combo.findData(value) if value is not None else 0
            combo.setCurrentIndex(max(0, i))
            combo.blockSignals(False)

    def _fill_model(self) -> None:
        lang = current_language()
        current = self.current()
        self.model.removeRows(0, self.model.rowCount())
        self.model.setHorizontalHeaderLabels(
            [self.tr("Scenario"), self.tr("Difficulty"), self.tr("Skills"), self.tr("Clauses")]
        )
        rank = _title_ranks([sc.titles.get(lang) or sc.titles["en"] for sc in self.scenarios], lang)
        for sc, place in zip(self.scenarios, rank, strict=True):
            title = QtGui.QStandardItem(sc.titles.get(lang) or sc.titles["en"])
            title.setData(sc, ScenarioFilter.ROLE)
            title.setToolTip(title_tooltip(sc.titles, lang))
            level = QtGui.QStandardItem("★" * sc.difficulty)
            skills = QtGui.QStandardItem(", ".join(skill_name(k) for k in sc.skills))
            clauses = QtGui.QStandardItem(" ".join(sc.clauses))
            clauses.setToolTip(" ".join(sc.clauses))
            title.setData(f"{place:05d}", ScenarioFilter.SORT_ROLE)
            level.setData(f"{sc.difficulty}:{place:05d}", ScenarioFilter.SORT_ROLE)
            skills.setData(skills.text(), ScenarioFilter.SORT_ROLE)
            order = " ".join(".".join(f"{n:03d}" for n in _clause_key(c)) for c in sc.clauses)
            clauses.setData(order, ScenarioFilter.SORT_ROLE)
            self.model.appendRow([title, level, skills, clauses])
        self._filter()
        if current is not None:
            self.select(current.id)
        self._show_briefing()

    def _filter(self) -> None:
        self.proxy.set_filters(
            self.skill_combo.currentData() or "",
            self.clause_combo.currentData() or "",
            int(self.level_combo.currentData() or 0),
        )
        n = self.proxy.rowCount()
        self.count_label.setText(
            self.tr("%1 of %2 scenarios").replace("%1", str(n)).replace("%2", str(len(self.scenarios)))
        )
        if n and self.current() is None:
            self.table.selectRow(0)
        self._show_briefing()

    def ensure_loaded(self) -> None:
        """Read the library now if it was left for later (the home screen does not need it)."""
        if self._loader is not None:
            loader, self._loader = self._loader, None
            self.scenarios = list(loader())
            self.retranslate()

    def showEvent(self, event: QtGui.QShowEvent) -> None:
        self.ensure_loaded()
        super().showEvent(event)

    def visible_ids(self) -> list[str]:
        self.ensure_loaded()
        return [self.proxy.data(self.proxy.index(r, 0), ScenarioFilter.ROLE).id for r in range(self.proxy.rowCount())]

    def current(self) -> Any | None:
        sm = self.table.selectionModel()
        if sm is None:
            return None
        rows = sm.selectedRows()
        if not rows:
            return None
        return self.proxy.data(rows[0], ScenarioFilter.ROLE)

    def select(self, scenario_id: str) -> bool:
        self.ensure_loaded()
        for r in range(self.proxy.rowCount()):
            if self.proxy.data(self.proxy.index(r, 0), ScenarioFilter.ROLE).id == scenario_id:
                self.table.selectRow(r)
                return True
        return False

    def _show_briefing(self) -> None:
        sc = self.current()
        if sc is None:
            none = self.tr("No scenario matches these filters.")
            self.briefing.setHtml(f"<p>{_esc(none)}</p>")
            self.b_start.setEnabled(False)
            return
        self.b_start.setEnabled(True)
        self.briefing.setHtml(briefing_html(sc, self.tr("Skills"), self.tr("Clauses"), self.tr("Difficulty")))

    def start(self) -> None:
        sc = self.current()
        if sc is not None:
            self.start_requested.emit(sc)

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Scenarios"))
        self.skill_label.setText(self.tr("&Skill:"))
        self.clause_label.setText(self.tr("C&lause:"))
        self.level_label.setText(self.tr("&Difficulty:"))
        self.b_back.setText(self.tr("Back [Esc]"))
        self.b_start.setText(self.tr("Start practice [Enter]"))
        self.table.setToolTip(self.tr("Arrow keys choose, Enter starts"))
        self._fill_combos()
        self._fill_model()


def title_tooltip(titles: Mapping[str, str], lang: str) -> str:
    """A scenario's title in both languages, the one shown first (the other's reader finds theirs)."""
    first = titles.get(lang) or titles["en"]
    other = titles.get("en" if lang.startswith("zh") else "zh-Hant", "")
    return first if not other or other == first else f"{first}\n{other}"


def _clause_key(c: str) -> tuple[int, ...]:
    return tuple(int(p) if p.isdigit() else 0 for p in c.lstrip("A").split("."))


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def briefing_html(sc: Any, skills_word: str, clauses_word: str, level_word: str) -> str:
    lang = current_language()
    title = sc.titles.get(lang) or sc.titles["en"]
    text = sc.briefings.get(lang) or sc.briefings["en"]
    skills = ", ".join(skill_name(k) for k in sc.skills)
    return (
        f"<h2 style='color:{colour('accent')}'>{_esc(title)}</h2>"
        f"<p style='font-size:large'>{_esc(text)}</p>"
        f"<p><b>{_esc(level_word)}:</b> {'★' * sc.difficulty}<br>"
        f"<b>{_esc(skills_word)}:</b> {_esc(skills)}<br>"
        f"<b>{_esc(clauses_word)}:</b> {_esc(' '.join(sc.clauses))}</p>"
    )

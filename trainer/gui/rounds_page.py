"""Deal me rounds: endless generated rounds at the practice table, in four modes (docs/practice.md).

| mode | irregularities | help |
|---|---|---|
| Learn | none | the next correct action is shown in words after every action; graded as a Learn round |
| Guided | about 5 % of rounds | hints on request (H), feedback after every action |
| Practice | about 12 % | as Guided |
| Table-ready | about 25 % | no hints, no feedback until the round is graded (the exam table) |

Rounds come from :func:`trainer.training.generate.generate_one` (the same generator as ``trainer generate``); "Save
this round" writes the round on the table as an ordinary scenario file for a trainer to keep. Keys: N next round,
Ctrl+S save the round, Esc back (at the table once it has no amount or selection to clear).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NamedTuple

from trainer.engine.words import Text
from trainer.gui import exam_text
from trainer.gui.dealer_table import DealerTable
from trainer.gui.i18n import Retranslatable, current_language
from trainer.gui.profile_row import ProfileRow
from trainer.gui.qt import QT_TRANSLATE_NOOP, Qt, QtGui, QtWidgets, QWidget, Signal
from trainer.gui.theme import themed
from trainer.training.generate import Options, Round, generate_one, titles, to_toml
from trainer.training.learner import LearnerKeeper, learn_from_round
from trainer.training.scenario import ScenarioError, parse_scenario
from trainer.training.store import ResultsStore

CONTEXT = "RoundsPage"


class Mode(NamedTuple):
    key: str
    name: str
    rate: float
    table: str
    """``practice`` (feedback and hints) or ``exam`` (the table-ready table: no help until the grade)."""
    auto_hint: bool


MODES = (
    Mode(
        "learn",
        QT_TRANSLATE_NOOP("RoundsPage", "Learn — no irregularities, the next step always shown"),
        0.0,
        "practice",
        True,
    ),
    Mode(
        "guided",
        QT_TRANSLATE_NOOP("RoundsPage", "Guided — a few irregularities, hints on request"),
        0.05,
        "practice",
        False,
    ),
    Mode(
        "practice",
        QT_TRANSLATE_NOOP("RoundsPage", "Practice — about one round in eight with an irregularity"),
        0.12,
        "practice",
        False,
    ),
    Mode(
        "table_ready",
        QT_TRANSLATE_NOOP("RoundsPage", "Table-ready — one round in four, no help until the grade"),
        0.25,
        "exam",
        False,
    ),
)
WORDS = {
    "title": QT_TRANSLATE_NOOP("RoundsPage", "Deal me rounds"),
    "mode": QT_TRANSLATE_NOOP("RoundsPage", "&Mode:"),
    "next": QT_TRANSLATE_NOOP("RoundsPage", "Next round [N]"),
    "save": QT_TRANSLATE_NOOP("RoundsPage", "Save this round as a scenario… [Ctrl+S]"),
    "back": QT_TRANSLATE_NOOP("RoundsPage", "Back [Esc]"),
    "count": QT_TRANSLATE_NOOP("RoundsPage", "Round %1 · rounds graded %2 · mean score %3"),
    "saved": QT_TRANSLATE_NOOP("RoundsPage", "Saved: %1"),
    "not_saved": QT_TRANSLATE_NOOP("RoundsPage", "Not saved: %1"),
    "save_caption": QT_TRANSLATE_NOOP("RoundsPage", "Save the round as a scenario"),
    "not_kept": QT_TRANSLATE_NOOP("RoundsPage", "Your practice cannot be kept: %1"),
}


def _t(key: str) -> str:
    return exam_text.translated(CONTEXT, WORDS[key])


class RoundsPage(Retranslatable, QWidget):
    """A mode chooser over a practice table that deals one generated round after another."""

    back_requested = Signal()

    def __init__(
        self,
        seed: int | None = None,
        parent: QWidget | None = None,
        store: Callable[[], ResultsStore] | None = None,
        keeper: LearnerKeeper | None = None,
    ) -> None:
        super().__init__(parent)
        self.seed = seed if seed is not None else time.time_ns() % 2**31
        self.keeper = keeper or LearnerKeeper(store)
        """Who is practising: each graded round feeds their learner model (pay lines, calls, steps)."""
        self.index = -1
        self._fed_round: object = None
        self.round: Round | None = None
        self.scores: list[int] = []
        self.ask_path = self._ask_path
        """Where to save a round (a file dialog; tests replace it)."""
        outer = QtWidgets.QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        top = QtWidgets.QHBoxLayout()
        self.title = QtWidgets.QLabel(self)
        f = self.title.font()
        f.setPointSizeF(f.pointSizeF() * 1.4)
        f.setBold(True)
        self.title.setFont(f)
        themed(self.title, "color: $accent")
        top.addWidget(self.title)
        self.mode_label = QtWidgets.QLabel(self)
        self.mode_combo = QtWidgets.QComboBox(self)
        self.mode_label.setBuddy(self.mode_combo)
        top.addSpacing(16)
        top.addWidget(self.mode_label)
        top.addWidget(self.mode_combo, 1)
        self.count_label = QtWidgets.QLabel(self)
        top.addWidget(self.count_label)
        self.next_button = QtWidgets.QPushButton(self)
        self.save_button = QtWidgets.QPushButton(self)
        self.back_button = QtWidgets.QPushButton(self)
        for b in (self.next_button, self.save_button, self.back_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            top.addWidget(b)
        outer.addLayout(top)
        self.profile = ProfileRow(self.use_profile, self)
        self.profile_edit = self.profile.edit
        self.status = self.profile.note
        # (shown above the felt, beside the table's panel and the round's title: see deal)
        self.profile_edit.setMinimumWidth(self.profile_edit.fontMetrics().horizontalAdvance("M" * 14))
        self.status.setWordWrap(True)
        self.tables: dict[str, DealerTable] = {}
        self.table_stack = QtWidgets.QStackedWidget(self)
        outer.addWidget(self.table_stack, 1)
        self.pace_label = QtWidgets.QLabel(self)
        """Table-ready: the graded round's pace against the house standard (docs/practice.md, "Pace")."""
        self.pace_label.setWordWrap(True)
        self.pace_label.hide()
        outer.addWidget(self.pace_label)
        self.pace: Text | None = None
        """The pace line shown (both languages), None while none is."""
        self.next_button.clicked.connect(lambda _c=False: self.next_round())
        self.save_button.clicked.connect(lambda _c=False: self.save_round())
        self.back_button.clicked.connect(lambda _c=False: self.back_requested.emit())
        self.mode_combo.currentIndexChanged.connect(lambda _i: self.next_round())
        QtGui.QShortcut(QtGui.QKeySequence("Ctrl+S"), self, self.save_round)
        self.retranslate()
        self.next_round()

    # ---------------------------------------------------------------------------------------------- state
    @property
    def mode(self) -> Mode:
        return MODES[max(0, self.mode_combo.currentIndex())]

    @property
    def table(self) -> DealerTable:
        """The table of the current mode (a practice table, or the exam table for Table-ready)."""
        kind = self.mode.table
        table = self.tables.get(kind)
        if table is None:
            table = DealerTable(kind, self)
            table.grade_at_end = True  # Table-ready too: no help until the grade, and then the grade and its mistakes
            table.round_finished.connect(self._graded)
            table.action_applied.connect(lambda _a: self._after_action())
            table.escape_unused.connect(self.back_requested.emit)  # Esc with nothing to clear: Back [Esc]
            self.tables[kind] = table
            self.table_stack.addWidget(table)
        return table

    def next_round(self) -> None:
        """Deal the next generated round in the current mode."""
        self.index += 1
        self.deal(generate_one(self.seed, self.index, Options(irregularities=self.mode.rate)))

    def play_suggested(self, rnd: Round, mode: str = "practice") -> None:
        """Deal ``rnd`` (a round the home screen's Next picked from the trainee's model) in the mode ``mode`` (a
        key of :data:`MODES`); N goes on with the mode's own rounds."""
        keys = [m.key for m in MODES]
        self.mode_combo.blockSignals(True)
        self.mode_combo.setCurrentIndex(keys.index(mode) if mode in keys else keys.index("practice"))
        self.mode_combo.blockSignals(False)
        if self.table.log or self.table.grade is not None:
            self.index += 1  # the round on the table was dealt: this is the next one (else it takes its place)
        self.deal(rnd)

    def showEvent(self, event: QtGui.QShowEvent) -> None:
        """The trainee may have been chosen elsewhere (the home screen): show their name."""
        name = self.keeper.model.trainee
        if name and self.profile_edit.text() != name:
            self.profile_edit.setText(name)
        super().showEvent(event)

    def deal(self, rnd: Round) -> None:
        """Put the generated round ``rnd`` on the table of the current mode."""
        self.round = rnd
        try:
            scenario = parse_scenario(to_toml(self.round).encode("utf-8"), f"{self.round.id}.toml")
        except ScenarioError as exc:  # the generator's files always validate (tests hold it to that)
            self.status.setText(str(exc))
            return
        table = self.table
        table.set_header(self.profile)  # above the felt: the side panel keeps the page's whole height
        self.table_stack.setCurrentWidget(table)
        self.setFocusProxy(table)  # whoever shows the page (Home, Next exercise, Back) puts the keys on the table
        table.start(scenario.setup, self._title())
        self._show_pace(None)
        table.setFocus()
        self.status.setText("")
        self._after_action()
        self._show_count()

    def _title(self) -> str:
        """The round's title numbered as the top line counts (a round from Next exercise is the page's next one,
        whatever its number among the generator's rounds)."""
        if self.round is None:
            return ""
        en, zh = titles(self.round, self.index + 1)
        return zh if current_language().startswith("zh") else en

    def _after_action(self) -> None:
        if self.mode.auto_hint and self.table.grade is None:
            # Learn: the next correct step is always in sight, in words (a payout with its amount), under the
            # outcome of the action just done; the round is graded as a Learn round (its hints are not counted).
            self.table.show_hint(learn=True)

    def use_profile(self, name: str) -> None:
        """Practise as ``name``: every graded round from now on feeds their learner model, kept in the store."""
        problem = self.keeper.use(name)
        if problem is not None and self.keeper.model.trainee:
            self.status.setText(_t("not_kept").replace("%1", problem))

    def _graded(self, grade: Any) -> None:
        self.scores.append(int(getattr(grade, "score", 0)))
        self._show_count()
        if self.table.round is None or self.table.round is self._fed_round:  # graded again after an undo
            return
        self._fed_round = self.table.round
        if self.mode.key == "table_ready":
            self._show_pace(self._round_pace())
        learn_from_round(self.keeper.model, self.table.round, datetime.now(UTC))
        problem = self.keeper.keep()
        if problem is not None:
            self.status.setText(_t("not_kept").replace("%1", problem))

    def _round_pace(self) -> Text:
        """The graded round's pace line against this PC's house standard; when the standard holds Table-ready rounds
        to it, whether this one met it (docs/practice.md, "Pace")."""
        from trainer.training.house_standard import standard_or_default
        from trainer.training.pace import practice_pace, round_text
        from trainer.training.store import data_dir

        standard, _problem = standard_or_default(data_dir())
        return round_text(practice_pace(self.table.round), standard, required=standard.table_ready)

    def _show_pace(self, pace: Text | None) -> None:
        self.pace = pace
        self.pace_label.setVisible(pace is not None)
        self.pace_label.setText("" if pace is None else pace.lang(current_language()))

    def _show_count(self) -> None:
        mean = f"{sum(self.scores) / len(self.scores):.0f}" if self.scores else "—"
        self.count_label.setText(
            _t("count").replace("%1", str(self.index + 1)).replace("%2", str(len(self.scores))).replace("%3", mean)
        )

    # ---------------------------------------------------------------------------------------------- saving
    def _ask_path(self, suggested: str) -> str:
        path, _filter = QtWidgets.QFileDialog.getSaveFileName(self, _t("save_caption"), suggested, "TOML (*.toml)")
        return str(path)

    def save_round(self) -> Path | None:
        """Write the round on the table as a scenario file (the format trainers write; it validates as is)."""
        if self.round is None:
            return None
        path_text = self.ask_path(str(Path.home() / f"{self.round.id}.toml"))
        self.table.take_keys_back()  # after the file box, the table has the keys (S, X, 1-7 ...) again
        if not path_text:
            return None
        path = Path(path_text)
        try:
            path.write_text(to_toml(self.round), encoding="utf-8")
        except OSError as exc:
            self.status.setText(_t("not_saved").replace("%1", f"{path}: {exc.strerror}"))
            return None
        self.status.setText(_t("saved").replace("%1", str(path)))
        return path

    # ---------------------------------------------------------------------------------------------- words
    def retranslate(self) -> None:
        self.title.setText(_t("title"))
        self.mode_label.setText(_t("mode"))
        current = self.mode_combo.currentIndex()
        self.mode_combo.blockSignals(True)
        self.mode_combo.clear()
        for m in MODES:
            self.mode_combo.addItem(exam_text.translated(CONTEXT, m.name), m.key)
        self.mode_combo.setCurrentIndex(max(0, current))
        self.mode_combo.blockSignals(False)
        self.next_button.setText(_t("next"))
        self.save_button.setText(_t("save"))
        self.back_button.setText(_t("back"))
        self._show_count()
        self._show_pace(self.pace)
        if self.round is not None and self.tables:
            self.table.set_title(self._title())

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_N and self.table.grade is not None:
            self.next_round()
        elif event.key() == Qt.Key.Key_Escape:
            self.back_requested.emit()  # the focus is off the table (the mode, a button): Back [Esc]
        else:
            super().keyPressEvent(event)

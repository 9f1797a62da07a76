"""The home screen's learner panel (docs/practice.md): who is practising, and from their learner model what is due
today, each skill's mastery, the weaknesses, the payout speed over recent sessions, the pace against the house
standard (rounds an hour at a full table, seconds per payout), and **Next**, which picks the next round or drill
from the model (:func:`trainer.training.practice_plan.pick_next`, Qt-free).

The model and the store are imported when a trainee is first named (they are not needed to show the home screen).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

from trainer.gui import exam_text
from trainer.gui.i18n import Retranslatable, current_language
from trainer.gui.profile_row import ProfileRow
from trainer.gui.qt import QT_TRANSLATE_NOOP, QColor, QPointF, QSize, Qt, QtGui, QtWidgets, QWidget, Signal
from trainer.gui.theme import colour, themed

if TYPE_CHECKING:
    from trainer.engine.words import Text
    from trainer.training.learner import LearnerKeeper, LearnerModel

CONTEXT = "LearnerPanel"
SKILLS = ("payouts", "irregularities", "procedure", "dealing")
DUE_SHOWN = 4
"""How many of the items due today are named."""
SESSIONS_SHOWN = 12
"""How many recent sessions the speed line draws."""
WORDS = {
    "heading": QT_TRANSLATE_NOOP("LearnerPanel", "Your practice"),
    "hint": QT_TRANSLATE_NOOP(
        "LearnerPanel", "Type your name or staff id to see what is due, how you stand and what to practise next."
    ),
    "due": QT_TRANSLATE_NOOP("LearnerPanel", "Due today: %1 (%2 now)"),
    "none_due": QT_TRANSLATE_NOOP("LearnerPanel", "Nothing due today."),
    "mastery": QT_TRANSLATE_NOOP("LearnerPanel", "Mastery (right in recent answers)"),
    "no_answers": QT_TRANSLATE_NOOP("LearnerPanel", "no answers yet"),
    "weak": QT_TRANSLATE_NOOP("LearnerPanel", "Weak: %1"),
    "not_weak": QT_TRANSLATE_NOOP("LearnerPanel", "Weak: none (no skill under 90 % over 3 or more recent answers)"),
    "weak_items": QT_TRANSLATE_NOOP("LearnerPanel", "Weakest: %1"),
    "speed": QT_TRANSLATE_NOOP("LearnerPanel", "Time per payout: median %1 s → %2 s over %3 sessions"),
    "speed_one": QT_TRANSLATE_NOOP("LearnerPanel", "Time per payout: median %1 s (one session)"),
    "no_speed": QT_TRANSLATE_NOOP("LearnerPanel", "Time per payout: no timed payouts yet"),
    "spark": QT_TRANSLATE_NOOP(
        "LearnerPanel", "Median seconds per payout in each session, the latest on the right; dashed: the %1 s target"
    ),
    "next": QT_TRANSLATE_NOOP("LearnerPanel", "&Next exercise"),
    "next_tip": QT_TRANSLATE_NOOP(
        "LearnerPanel",
        "Picked from your answers: what you missed lately first, then what is weak, then what is due; never what you"
        " just did right while something else waits",
    ),
    "drill": QT_TRANSLATE_NOOP("LearnerPanel", "A payout drill on %1"),
    "round": QT_TRANSLATE_NOOP("LearnerPanel", "A round that asks for %1"),
    "practice": QT_TRANSLATE_NOOP("LearnerPanel", "A Practice round (about one in eight with an irregularity)"),
    "not_kept": QT_TRANSLATE_NOOP("LearnerPanel", "Your practice cannot be kept: %1"),
}


def _t(key: str) -> str:
    return exam_text.translated(CONTEXT, WORDS[key])


def item_words(item: str) -> str:
    """A learner item in plain words in the current language (never its key)."""
    from trainer.training.practice_plan import item_text

    return item_text(item).lang(current_language())


def percent(share: float) -> int:
    """A share as a whole percentage, rounded down (89.6 % is 89 %, under the 90 % a weakness is held to)."""
    return math.floor(share * 100 + 1e-9)


def _now() -> datetime:
    return datetime.now(UTC)


def end_of_day(now: datetime) -> datetime:
    """The end of ``now``'s day in local time (what "due today" counts up to)."""
    local = now.astimezone()
    return (local.replace(hour=0, minute=0, second=0, microsecond=0) + timedelta(days=1)).astimezone(UTC)


class Sparkline(QWidget):
    """A small line of numbers (the median seconds per payout of each recent session), the latest at the right,
    with the payout target as a dashed line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[float] = []
        self.target = 8.0
        self.setMinimumHeight(40)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding, QtWidgets.QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(200, 40)

    def set_values(self, values: Sequence[float], target: float) -> None:
        self.values = list(values)
        self.target = target
        self.setVisible(len(self.values) >= 2)
        self.update()

    def paintEvent(self, event: QtGui.QPaintEvent) -> None:
        if len(self.values) < 2:
            return
        p = QtGui.QPainter(self)
        p.setRenderHint(QtGui.QPainter.RenderHint.Antialiasing)
        w, h = self.width() - 8, self.height() - 8
        top = max(*self.values, self.target) * 1.05
        bottom = min(*self.values, self.target) * 0.9
        n = len(self.values)

        def at(i: int, v: float) -> QPointF:
            return QPointF(4 + w * i / (n - 1), 4 + h * (top - v) / (top - bottom))

        pen = QtGui.QPen(QColor(colour("done")), 1, Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.drawLine(at(0, self.target), at(n - 1, self.target))
        p.setPen(QtGui.QPen(QColor(colour("accent")), 2))
        p.drawPolyline(QtGui.QPolygonF([at(i, v) for i, v in enumerate(self.values)]))
        p.setBrush(QColor(colour("accent")))
        p.drawEllipse(at(n - 1, self.values[-1]), 3, 3)
        p.end()


class LearnerPanel(Retranslatable, QtWidgets.QFrame):
    """The panel. ``keeper`` gives the window's :class:`~trainer.training.learner.LearnerKeeper` (built on first
    call); ``next_requested(suggestion)`` asks the window to open the exercise picked."""

    next_requested = Signal(object)

    def __init__(
        self,
        keeper: Callable[[], LearnerKeeper],
        parent: QWidget | None = None,
        now: Callable[[], datetime] = _now,
    ) -> None:
        super().__init__(parent)
        self._keeper = keeper
        self._kept: LearnerKeeper | None = None
        self.now = now
        self.setObjectName("learnerPanel")
        themed(self, "#learnerPanel { background: $panel; border-radius: 10px; }")
        self.setMinimumWidth(420)
        self.setMaximumWidth(560)
        v = QtWidgets.QVBoxLayout(self)
        v.setContentsMargins(14, 12, 14, 12)
        v.setSpacing(6)
        self.heading = QtWidgets.QLabel(self)
        f = self.heading.font()
        f.setPointSizeF(f.pointSizeF() * 1.25)
        f.setBold(True)
        self.heading.setFont(f)
        themed(self.heading, "color: $accent")
        v.addWidget(self.heading)
        self.profile = ProfileRow(self.use_profile, self)
        self.profile.note.hide()  # the panel says what the page notes would
        v.addWidget(self.profile)
        self.hint = QtWidgets.QLabel(self)
        self.hint.setWordWrap(True)
        themed(self.hint, "color: $muted")
        v.addWidget(self.hint)
        self.due_label = QtWidgets.QLabel(self)
        self.due_label.setWordWrap(True)
        v.addWidget(self.due_label)
        self.mastery_label = QtWidgets.QLabel(self)
        themed(self.mastery_label, "color: $soft")
        v.addWidget(self.mastery_label)
        grid = QtWidgets.QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(3)
        self.skill_labels: dict[str, QtWidgets.QLabel] = {}
        self.bars: dict[str, QtWidgets.QProgressBar] = {}
        self.shares: dict[str, QtWidgets.QLabel] = {}
        for row, skill in enumerate(SKILLS):
            label = QtWidgets.QLabel(self)
            bar = QtWidgets.QProgressBar(self)
            bar.setRange(0, 100)
            bar.setTextVisible(False)
            bar.setMaximumHeight(14)
            share = QtWidgets.QLabel(self)
            share.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(label, row, 0)
            grid.addWidget(bar, row, 1)
            grid.addWidget(share, row, 2)
            self.skill_labels[skill] = label
            self.bars[skill] = bar
            self.shares[skill] = share
        grid.setColumnStretch(1, 1)
        v.addLayout(grid)
        self.weak_label = QtWidgets.QLabel(self)
        self.weak_label.setWordWrap(True)
        v.addWidget(self.weak_label)
        self.speed_label = QtWidgets.QLabel(self)
        self.speed_label.setWordWrap(True)
        v.addWidget(self.speed_label)
        self.spark = Sparkline(self)
        v.addWidget(self.spark)
        self.pace_label = QtWidgets.QLabel(self)
        self.pace_label.setWordWrap(True)
        v.addWidget(self.pace_label)
        self.pace_spark = Sparkline(self)
        """Rounds an hour at a full table in each recent session, against the house standard (docs/practice.md)."""
        v.addWidget(self.pace_spark)
        self.next_button = QtWidgets.QPushButton(self)
        self.next_button.setAutoDefault(True)
        self.next_button.setMinimumHeight(40)
        self.next_button.clicked.connect(lambda _c=False: self.request_next())
        v.addWidget(self.next_button)
        self.next_label = QtWidgets.QLabel(self)
        self.next_label.setWordWrap(True)
        themed(self.next_label, "color: $soft")
        v.addWidget(self.next_label)
        self.problem = QtWidgets.QLabel(self)
        self.problem.setWordWrap(True)
        themed(self.problem, "color: $problem")
        self.problem.hide()
        v.addWidget(self.problem)
        self.retranslate()

    # ------------------------------------------------------------------------------------------ the model
    @property
    def keeper(self) -> LearnerKeeper:
        if self._kept is None:
            self._kept = self._keeper()
        return self._kept

    @property
    def model(self) -> LearnerModel | None:
        """The trainee's model; None before a trainee is named (nothing is loaded for the home screen alone)."""
        return self._kept.model if self._kept is not None and self._kept.model.trainee else None

    def use_profile(self, name: str) -> None:
        """Practise as ``name`` (here and on every practice page): their model is loaded and shown."""
        if not name.strip() and self._kept is None:
            return
        before = self.keeper.model
        problem = self.keeper.use(name)
        if problem and self.keeper.model is not before:  # the name was taken, the store was not
            problem = _t("not_kept").replace("%1", problem)
        self.problem.setText(problem or "")
        self.problem.setVisible(bool(problem))
        self.refresh()

    def request_next(self) -> Any:
        """Pick the next exercise from the model (a Practice round without one) and ask for it."""
        from trainer.training.learner import LearnerModel
        from trainer.training.practice_plan import pick_next

        self.next_index = getattr(self, "next_index", -1) + 1
        seed = getattr(self, "next_seed", None)
        if seed is None:
            import time

            seed = self.next_seed = time.time_ns() % 2**31
        suggestion = pick_next(self.model or LearnerModel(""), self.now(), seed, self.next_index * 100)
        self._show_next(suggestion.item, suggestion.why)  # what was picked and why, as the trainee comes back
        self.next_requested.emit(suggestion)
        return suggestion

    # ------------------------------------------------------------------------------------------ showing
    def refresh(self) -> None:
        """Show the model as it is now (called when the home screen comes up)."""
        model = self.model
        name = model.trainee if model is not None else ""
        if name and self.profile.edit.text() != name:
            self.profile.edit.setText(name)
        self.hint.setVisible(model is None)
        for w in (self.due_label, self.mastery_label, self.weak_label, self.speed_label, self.pace_label):
            w.setVisible(model is not None)
        for skill in SKILLS:
            shown: tuple[QWidget, ...] = (self.skill_labels[skill], self.bars[skill], self.shares[skill])
            for widget in shown:
                widget.setVisible(model is not None)
        if model is None:
            self.spark.hide()
            self.pace_spark.hide()
            self._show_next(None)
            return
        now = self.now()
        self._show_due(model, now)
        self._show_mastery(model)
        self._show_weak(model)
        self._show_speed(model)
        self._show_pace(model)
        from trainer.training.practice_plan import choose

        choice = choose(model, now)
        self._show_next(choice.item, choice.why)

    def _show_due(self, model: LearnerModel, now: datetime) -> None:
        today = model.due(end_of_day(now))
        if not today:
            self.due_label.setText(_t("none_due"))
            return
        now_due = len(model.due(now))
        lines = [_t("due").replace("%1", str(len(today))).replace("%2", str(now_due))]
        lines += [f"• {item_words(item)}" for item in today[:DUE_SHOWN]]  # the count above says how many more
        self.due_label.setText("\n".join(lines))

    def _show_mastery(self, model: LearnerModel) -> None:
        mastery = model.mastery()
        for skill in SKILLS:
            bar = self.bars[skill]
            share = mastery.get(skill)
            bar.setEnabled(share is not None)
            bar.setValue(percent(share) if share is not None else 0)
            self.shares[skill].setText(f"{percent(share)}%" if share is not None else _t("no_answers"))
            name = "done" if share is None or share >= 0.9 else "accent" if share >= 0.7 else "problem"
            themed(bar, f"QProgressBar::chunk {{ background: ${name}; }}")

    def _show_weak(self, model: LearnerModel) -> None:
        weak = model.weak_skills()
        if not weak:
            self.weak_label.setText(_t("not_weak"))
            return
        parts = [f"{exam_text.text('Skill', k)} {percent(v)}%" for k, v in weak.items()]
        text = _t("weak").replace("%1", " · ".join(parts))
        items = model.weaknesses()[:3]
        if items:
            text += "\n" + _t("weak_items").replace("%1", " · ".join(item_words(i) for i in items))
        self.weak_label.setText(text)

    def _show_speed(self, model: LearnerModel) -> None:
        from trainer.training.timing import PAYOUT_TARGET

        speeds = model.session_speeds()[-SESSIONS_SHOWN:]
        if not speeds:
            self.speed_label.setText(_t("no_speed"))
        elif len(speeds) == 1:
            self.speed_label.setText(_t("speed_one").replace("%1", f"{speeds[0]:.1f}"))
        else:
            self.speed_label.setText(
                _t("speed")
                .replace("%1", f"{speeds[0]:.1f}")
                .replace("%2", f"{speeds[-1]:.1f}")
                .replace("%3", str(len(speeds)))
            )
        self.spark.set_values(speeds, PAYOUT_TARGET[1])
        self.spark.setToolTip(_t("spark").replace("%1", f"{PAYOUT_TARGET[1]:g}"))

    def _show_pace(self, model: LearnerModel) -> None:
        """The latest rounds' pace against the house standard (this PC's setting; its defaults when it cannot be
        read), and each recent session's rounds an hour at a full table against the standard's."""
        from trainer.training.house_standard import standard_or_default
        from trainer.training.pace import history_text, session_rates, trend_tip
        from trainer.training.store import data_dir

        standard, _problem = standard_or_default(data_dir())  # (trainer pace show names a setting's problem)
        lang = current_language()
        self.pace_label.setText(history_text(model.pace, standard).lang(lang))
        self.pace_spark.set_values(session_rates(model.pace, standard)[-SESSIONS_SHOWN:], standard.rounds_per_hour)
        self.pace_spark.setToolTip(trend_tip(standard).lang(lang))

    def _show_next(self, item: str | None, why: Text | None = None) -> None:
        """What Next picks (``item``; None: a Practice round) and why, in plain words of the current language."""
        if item is None:
            what = _t("practice")
        else:
            from trainer.training.practice_plan import exercise_kind

            what = _t(exercise_kind(item)).replace("%1", item_words(item))
        self.next_why = why
        """Why Next picks what it does (both languages; None before a trainee is named)."""
        self.next_label.setText(what if why is None else f"{what}\n{why.lang(current_language())}")

    def retranslate(self) -> None:
        self.heading.setText(_t("heading"))
        self.hint.setText(_t("hint"))
        self.mastery_label.setText(_t("mastery"))
        for skill in SKILLS:
            self.skill_labels[skill].setText(exam_text.text("Skill", skill))
        self.next_button.setText(_t("next"))
        self.next_button.setToolTip(_t("next_tip"))
        self.refresh()

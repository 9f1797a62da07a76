"""A practice round's record of the help it used, and what an exam's table may show before a call is made.

Qt-free: the GUI (``trainer/gui/dealer_table.py``) counts through :class:`PracticeRecord` and only shows its
texts; :func:`exam_view` and :func:`exam_phase` decide what the table shows in an exam.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from trainer.engine.actions import Action
from trainer.engine.view import SeatView, TableView
from trainer.engine.words import GRADE, SKILLS, Text
from trainer.training.grading import Grade


def _both(key: str, **fields: object) -> Text:
    t = GRADE[key]
    return Text(t.en.format(**fields), t.zh.format(**fields))


@dataclass
class PracticeRecord:
    """The help a practice round used: hints shown and actions taken back. Reset when the round starts again."""

    hints: int = 0
    undos: int = 0

    def hint(self) -> None:
        self.hints += 1

    def undo(self) -> None:
        self.undos += 1

    @property
    def helped(self) -> bool:
        return bool(self.hints or self.undos)

    def help_text(self) -> Text:
        """``3 hints, 1 undo`` / ``提示 3 次、還原 1 次`` (``no help used`` / ``未用輔助`` without help)."""
        parts: list[Text] = []
        if self.hints:
            parts.append(_both("hint") if self.hints == 1 else _both("hints", n=self.hints))
        if self.undos:
            parts.append(_both("undo") if self.undos == 1 else _both("undos", n=self.undos))
        if not parts:
            return _both("no_help")
        frame = GRADE["with_help"]
        return Text(
            frame.en.format(help=", ".join(p.en for p in parts)),
            frame.zh.format(help="、".join(p.zh for p in parts)),
        )

    def score_line(self, grade: Grade) -> Text:
        """``Score 100 / 100 — passed, with help: 3 hints, 1 undo`` in both languages: a round done with help is
        never shown as a plain 100."""
        score = _both("score", score=grade.score)
        verdict = _both("passed" if grade.passed else "not_passed")
        helped = self.help_text()
        return Text(
            f"{score.en} — {verdict.en}, {helped.en}",
            f"{score.zh} — {verdict.zh}，{helped.zh}",
        )


def grade_details(grade: Grade) -> list[Text]:
    """Under the score: each skill that arose with its figure and band, then the money put wrong, in both
    languages (``Dealing 100% table-ready · Payouts 80% not ready`` / ``派牌 100% 可上枱 · …``)."""
    parts: list[Text] = []
    for key, band in grade.bands.items():
        figure = f"{grade.skills[key]:.0%}"
        name, words = SKILLS[key], GRADE[f"band_{band}"]
        parts.append(Text(f"{name.en} {figure} {words.en}", f"{name.zh} {figure} {words.zh}"))
    m = grade.money
    money = _both(
        "money",
        over=m.overpaid,
        n_over=m.overpayments,
        under=m.underpaid,
        n_under=m.underpayments,
        units=m.units_per_100_bets,
    )
    return [Text(" · ".join(p.en for p in parts), " · ".join(p.zh for p in parts)), money]


NO_MISTAKES = _both("no_mistakes")

CALLED_PHASES: dict[str, tuple[str, ...]] = {
    "void": ("void_round", "reshuffle"),
    "ended": ("reshuffle",),
    "closed": ("close_table",),
}
"""Phases only a ruling brings about → the rulings that do."""


def exam_phase(phase: str, shown: str, log: Sequence[Action]) -> str:
    """The phase an exam may name now. A phase that only a ruling brings (a void round, a closed table) is named
    once the trainee has made that ruling; when the engine made it for them (they omitted it), the phase shown
    before (``shown``) stays, so the table does not tell them what they missed."""
    calls = CALLED_PHASES.get(phase)
    if calls is None or any(a.kind == "declare" and a.ruling in calls for a in log):
        return phase
    return shown


def exam_view(view: TableView, phase: str) -> TableView:
    """``view`` as an exam shows it: the phase is ``phase`` (:func:`exam_phase`) and no card is marked dead (the
    mark would name the irregularity before the trainee has called it)."""

    def seat(s: SeatView) -> SeatView:
        if not any(c.dead for c in s.cards):
            return s
        return dataclasses.replace(s, cards=tuple(dataclasses.replace(c, dead=False) for c in s.cards))

    return dataclasses.replace(view, phase=phase, seats=tuple(seat(s) for s in view.seats))

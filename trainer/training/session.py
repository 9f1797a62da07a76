"""A practice round's record of the help it used, and what an exam's table may show before a call is made.

Qt-free: the GUI (``trainer/gui/dealer_table.py``) counts through :class:`PracticeRecord` and only shows its
texts; :func:`exam_view` and :func:`exam_phase` decide what the table shows in an exam.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from trainer.engine.actions import Action
from trainer.engine.view import SeatView, TableView
from trainer.engine.words import GRADE, SKILLS, Text
from trainer.training.grading import Grade
from trainer.training.timing import Timing, timing_from_offsets


def _both(key: str, **fields: object) -> Text:
    t = GRADE[key]
    return Text(t.en.format(**fields), t.zh.format(**fields))


@dataclass
class PracticeRecord:
    """The help a practice round used (hints shown, actions taken back) and when each action was done (seconds
    since the round started, for the timing). Reset when the round starts again."""

    hints: int = 0
    undos: int = 0
    started: float = 0.0
    times: list[float] = dataclasses.field(default_factory=list)

    def hint(self) -> None:
        self.hints += 1

    def undo(self) -> None:
        self.undos += 1
        if self.times:
            self.times.pop()

    def stamp(self, now: float) -> None:
        """An action was done at clock time ``now`` (the same clock as ``started``)."""
        self.times.append(max(self.times[-1] if self.times else 0.0, now - self.started))

    def timing(self, kinds: Sequence[str]) -> Timing | None:
        """Time per action and per payout of the actions done (``kinds``: their kinds, in order)."""
        if not kinds or len(kinds) != len(self.times):
            return None
        return timing_from_offsets(kinds, self.times)

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


def grade_details(grade: Grade, timing: Timing | None = None) -> list[Text]:
    """Under the score: each skill that arose with its figure and band, the money put wrong, and (with
    ``timing``) the median time per action and per payout against their targets, in both languages
    (``Dealing 100% table-ready · Payouts 80% not ready`` / ``派牌 100% 可上枱 · …``)."""
    parts: list[Text] = []
    for key, band in grade.bands.items():
        figure = f"{grade.skills[key]:.0%}"
        name, words = SKILLS[key], GRADE[f"band_{band}"]
        parts.append(Text(f"{name.en} {figure} {words.en}", f"{name.zh} {figure} {words.zh}"))
    lines = [Text(" · ".join(p.en for p in parts), " · ".join(p.zh for p in parts)), money_text(grade)]
    times = timing_lines(timing.to_json()) if timing is not None else []
    if times:
        lines.append(Text(" · ".join(t.en for t in times), " · ".join(t.zh for t in times)))
    return lines


def money_text(grade: Grade) -> Text:
    """``money: overpaid 25 (1), underpaid 0 (0), …`` / ``金額：多付 25（1 次）…`` for a grade's money line."""
    m = grade.money
    return _both(
        "money",
        over=m.overpaid,
        n_over=m.overpayments,
        under=m.underpaid,
        n_under=m.underpayments,
        units=m.units_per_100_bets,
    )


def timing_lines(timing: Mapping[str, Any]) -> list[Text]:
    """``action: median 1.5 s (fast)`` / ``每步：中位數 1.5 秒（快）`` for the action and the payout (what a
    :meth:`Timing.to_json` holds)."""
    out: list[Text] = []
    for name in ("action", "payout"):
        seconds, speed = timing.get(f"{name}_median_seconds"), timing.get(f"{name}_speed")
        if seconds is None or f"speed_{speed}" not in GRADE:
            continue
        what, how = GRADE[f"timing_{name}"], GRADE[f"speed_{speed}"]
        frame = GRADE["timing"]
        out.append(
            Text(
                frame.en.format(what=what.en, seconds=seconds, speed=how.en),
                frame.zh.format(what=what.zh, seconds=seconds, speed=how.zh),
            )
        )
    return out


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

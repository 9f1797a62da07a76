"""How a practice table marks the bets settled: right (as the grader says it should be) or wrong. An exam gives
nothing away: its table marks a settled bet without a verdict (the view's ``marks`` stay empty).

A settlement is wrong when the grader found a mistake in the action itself; a mistake about a step skipped on the
way to it (an omitted reveal or ruling done for the trainee, a hand settled unseen) leaves the settlement as the
grader would have it. Pure functions of the log and the mistakes per step (:class:`~trainer.training.session.
PracticeRound`'s ``log`` and ``errors_at``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from trainer.engine.actions import Action, Pay, Push, Take
from trainer.engine.faults import Fault
from trainer.engine.view import TableView

if TYPE_CHECKING:
    from trainer.training.grading import GradeError

SKIPPED_STEPS = frozenset({Fault.OMITTED, Fault.OMITTED_SETTLEMENT, Fault.UNREVEALED_HAND_SETTLED})
"""Mistakes about what should have come before an action the grader then took as done right."""


def settlement_marks(log: Sequence[Action], errors_at: Mapping[int, Sequence[GradeError]]) -> dict[int, dict[str, str]]:
    """Seat → bet area kind → ``right`` / ``wrong`` for every bet the trainee settled in ``log`` (an Ante Bonus on
    the Ante's area: the area is wrong if either was). A bet settled again keeps its first verdict's wrong."""
    marks: dict[int, dict[str, str]] = {}
    for step, action in enumerate(log):
        if not isinstance(action, Take | Push | Pay):
            continue
        area = "ante" if action.bet == "ante_bonus" else action.bet
        wrong = any(e.code not in SKIPPED_STEPS for e in errors_at.get(step, ()))
        seat = marks.setdefault(action.seat, {})
        seat[area] = "wrong" if wrong or seat.get(area) == "wrong" else "right"
    return marks


def marked_view(view: TableView, marks: Mapping[int, Mapping[str, str]]) -> TableView:
    """``view`` with each settled bet's mark (:func:`settlement_marks`); a bet no longer settled (taken back, or
    the table cleared) has none."""
    seats = []
    for s in view.seats:
        mine = {k: v for k, v in marks.get(s.seat, {}).items() if k in s.settled}
        seats.append(s if mine == s.marks else dataclasses.replace(s, marks=mine))
    return dataclasses.replace(view, seats=tuple(seats))

"""Why an exam attempt passed or failed, from its stored grade (Qt-free; the result page and reports word it).

An attempt's grade (:func:`~trainer.training.exams.attempt_grade`) carries the score, the per-skill figures and
the rules it was scored by (pass mark, skill minimums, whether a critical error fails the exam). :func:`outcome`
reads it with the scenarios' own grades and says, per rule of ``docs/exams.md`` "Score and pass", which ones were
not met: the score under the pass mark, each skill under its minimum, the scenarios with a critical error, the
money put wrong over the exam's money-error limit. The
same rules as :func:`~trainer.training.exams.exam_result`, applied to what was recorded: a page never re-decides
the pass itself.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from trainer.training.exam_pace import missed as pace_missed
from trainer.training.exams import rules_from_grade
from trainer.training.money_errors import money_put_wrong, over_money_limit

__all__ = ["Outcome", "Reason", "ScenarioScore", "outcome"]


class ScenarioScore(NamedTuple):
    number: int
    """1 for the first scenario of the attempt."""
    score: int | None
    """0..100, or None for a scenario not graded (an attempt closed without a grade)."""
    errors: int
    critical: int
    """How many of its errors are critical."""


class Reason(NamedTuple):
    """A rule the attempt did not meet. ``kind``: ``score`` (``value`` the score, ``needed`` the pass mark),
    ``skill`` (``skill`` its key, ``value``/``needed`` as fractions 0..1: figure and minimum), ``critical``
    (``scenarios`` the numbers of the scenarios with a critical error), ``money`` (``value`` the MOP put wrong
    over the attempt, ``needed`` the exam's money-error limit) or ``pace`` (the exam requires the house pace and
    the attempt missed it or could not be measured: :func:`trainer.training.exam_pace.outcome_text` says which)."""

    kind: str
    value: float = 0.0
    needed: float = 0.0
    skill: str = ""
    scenarios: tuple[int, ...] = ()


class Outcome(NamedTuple):
    passed: bool
    score: int
    scenarios: list[ScenarioScore]
    reasons: list[Reason]
    """Empty when passed; for a failed attempt, every rule it did not meet, in the order of docs/exams.md."""


def _critical(grade: Mapping[str, Any]) -> int:
    return sum(1 for e in (grade.get("errors") or []) if isinstance(e, Mapping) and e.get("severity") == "critical")


def outcome(attempt_grade: Mapping[str, Any], item_grades: Sequence[Mapping[str, Any] | None]) -> Outcome:
    """The pass or fail of an attempt and why, from its grade and its scenarios' grades (in the attempt's order)."""
    rules = rules_from_grade(attempt_grade)
    score = int(attempt_grade.get("score", 0) or 0)
    passed = bool(attempt_grade.get("passed"))
    scenarios = [
        ScenarioScore(
            n + 1,
            None if g is None else int(g.get("score", 0) or 0),
            0 if g is None else len(g.get("errors") or []),
            0 if g is None else _critical(g),
        )
        for n, g in enumerate(item_grades)
    ]
    reasons: list[Reason] = []
    if not passed:
        if score < rules.pass_mark:
            reasons.append(Reason("score", score, rules.pass_mark))
        skills = dict(attempt_grade.get("skills") or {})
        for name, minimum in rules.skill_minimums.items():
            value = float(skills.get(name, 0.0))  # a skill no scenario reports counts as 0 (docs/exams.md)
            if value < float(minimum) - 1e-9:
                reasons.append(Reason("skill", value, float(minimum), skill=str(name)))
        critical = tuple(s.number for s in scenarios if s.critical)
        if rules.critical_errors_fail and critical:
            reasons.append(Reason("critical", scenarios=critical))
        graded = [g for g in item_grades if g is not None]
        if over_money_limit(graded, rules.money_error_limit):
            reasons.append(Reason("money", money_put_wrong(graded), float(rules.money_error_limit or 0)))
        if pace_missed(attempt_grade):  # worded by trainer.training.exam_pace.outcome_text
            reasons.append(Reason("pace"))
    return Outcome(passed, score, scenarios, reasons)

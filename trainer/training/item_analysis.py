"""Item analysis of exam papers (docs/exams.md, "Item analysis"): how each scenario performs across the attempts
that drew it, and how each exam's pass rate moves over time.

Per scenario: attempts, pass rate, mean score, the most frequent error codes, and how well it separates strong from
weak trainees — the point-biserial correlation between passing the scenario and the attempt's score on the *other*
scenarios (the scenario's own score taken out, so it does not correlate with itself), and the upper/lower group
difference (pass rate among the top 27 % of attempts minus among the bottom 27 %). Classical test theory's usual
reading: a discrimination of 0.3 or more separates well, below 0.1 (or negative) is worth a trainer's look.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

GROUP_SHARE = 0.27
"""The share of attempts in the upper and in the lower group (Kelley's 27 %)."""
TOP_CODES = 3


@dataclass(frozen=True)
class Taken:
    """One scenario as one attempt took it: its score and pass, its error codes, and the attempt's other items'
    mean score (the criterion the scenario is held against)."""

    attempt: int
    scenario: str
    score: int
    passed: bool
    codes: tuple[str, ...]
    rest: float | None


@dataclass(frozen=True)
class ItemStats:
    scenario: str
    attempts: int
    pass_rate: float
    mean_score: float
    top_codes: tuple[tuple[str, int], ...]
    point_biserial: float | None
    """None when it cannot be worked out (fewer than 3 attempts, or every attempt passed / failed alike)."""
    upper_lower: float | None

    def to_json(self) -> dict[str, Any]:
        return {
            "scenario": self.scenario,
            "attempts": self.attempts,
            "pass_rate": round(self.pass_rate, 4),
            "mean_score": round(self.mean_score, 2),
            "top_codes": [{"code": c, "count": n} for c, n in self.top_codes],
            "point_biserial": None if self.point_biserial is None else round(self.point_biserial, 4),
            "upper_lower": None if self.upper_lower is None else round(self.upper_lower, 4),
        }


def taken_items(attempts: Iterable[Any]) -> list[Taken]:
    """Every graded item of finished attempts (``AttemptRecord``-like: ``attempt.id``, ``items`` with
    ``scenario_id`` and ``grade``)."""
    out: list[Taken] = []
    for record in attempts:
        graded = [i for i in record.items if isinstance(i.grade, Mapping) and "score" in i.grade]
        for item in graded:
            others = [int(o.grade["score"]) for o in graded if o is not item]
            codes = tuple(str(e.get("code", "")) for e in item.grade.get("errors") or [] if isinstance(e, Mapping))
            out.append(
                Taken(
                    attempt=int(record.attempt.id),
                    scenario=str(item.scenario_id),
                    score=int(item.grade["score"]),
                    passed=bool(item.grade.get("passed")),
                    codes=codes,
                    rest=sum(others) / len(others) if others else None,
                )
            )
    return out


def point_biserial(passed: Sequence[bool], criterion: Sequence[float]) -> float | None:
    """The correlation of a pass (1/0) with a criterion; None when either does not vary or there are < 3."""
    n = len(passed)
    if n < 3 or len(criterion) != n:
        return None
    p = sum(passed) / n
    if p in (0.0, 1.0):
        return None
    mean = sum(criterion) / n
    sd = math.sqrt(sum((x - mean) ** 2 for x in criterion) / n)
    if sd == 0:
        return None
    m1 = sum(x for x, ok in zip(criterion, passed, strict=True) if ok) / sum(passed)
    m0 = sum(x for x, ok in zip(criterion, passed, strict=True) if not ok) / (n - sum(passed))
    return (m1 - m0) / sd * math.sqrt(p * (1 - p))


def upper_lower(passed: Sequence[bool], criterion: Sequence[float]) -> float | None:
    """Pass rate in the upper 27 % by criterion minus in the lower 27 % (None below 4 attempts)."""
    n = len(passed)
    k = max(1, round(n * GROUP_SHARE))
    if n < 4:
        return None
    ranked = sorted(zip(criterion, passed, strict=True), key=lambda t: t[0])
    low, high = ranked[:k], ranked[-k:]
    return sum(ok for _c, ok in high) / k - sum(ok for _c, ok in low) / k


def item_stats(taken: Sequence[Taken]) -> list[ItemStats]:
    """Per scenario, most attempted first."""
    by: dict[str, list[Taken]] = {}
    for t in taken:
        by.setdefault(t.scenario, []).append(t)
    out = []
    for scenario, ts in by.items():
        with_rest = [t for t in ts if t.rest is not None]
        passed = [t.passed for t in with_rest]
        rest = [t.rest for t in with_rest if t.rest is not None]
        codes = Counter(c for t in ts for c in t.codes)
        out.append(
            ItemStats(
                scenario=scenario,
                attempts=len(ts),
                pass_rate=sum(t.passed for t in ts) / len(ts),
                mean_score=sum(t.score for t in ts) / len(ts),
                top_codes=tuple(codes.most_common(TOP_CODES)),
                point_biserial=point_biserial(passed, rest),
                upper_lower=upper_lower(passed, rest),
            )
        )
    return sorted(out, key=lambda s: (-s.attempts, s.scenario))


def pass_rate_by_period(rows: Iterable[Any], period: str = "month") -> dict[str, dict[str, float]]:
    """Per exam, per month (``YYYY-MM``) or week (``YYYY-Www``) of starting: the share of finished attempts passed."""
    from datetime import datetime

    counts: dict[str, dict[str, list[int]]] = {}
    for row in rows:
        if row.passed is None:
            continue
        when = datetime.fromisoformat(row.started)
        key = (
            when.strftime("%Y-%m") if period == "month" else f"{when.isocalendar().year}-W{when.isocalendar().week:02d}"
        )
        cell = counts.setdefault(str(row.exam_id), {}).setdefault(key, [0, 0])
        cell[0] += int(bool(row.passed))
        cell[1] += 1
    return {exam: {k: v[0] / v[1] for k, v in sorted(periods.items())} for exam, periods in counts.items()}

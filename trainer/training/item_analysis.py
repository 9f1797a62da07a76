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


PERIODS = ("month", "week")


def period_key(started: str, period: str = "month") -> str:
    """The month (``YYYY-MM``) or ISO week (``YYYY-Www``) an attempt started in (UTC, as stored)."""
    from datetime import datetime

    if period not in PERIODS:
        raise ValueError(f"period {period!r}: use month or week")
    when = datetime.fromisoformat(started)
    if period == "month":
        return when.strftime("%Y-%m")
    year, week, _day = when.isocalendar()
    return f"{year}-W{week:02d}"


@dataclass(frozen=True)
class PeriodStats:
    """One exam in one month or week: finished attempts and how many passed."""

    exam: str
    period: str
    attempts: int
    passed: int

    @property
    def pass_rate(self) -> float:
        return self.passed / self.attempts if self.attempts else 0.0

    def to_json(self) -> dict[str, Any]:
        return {"exam": self.exam, "period": self.period, "attempts": self.attempts, "passed": self.passed,
                "pass_rate": round(self.pass_rate, 4)}  # fmt: skip


def exam_periods(rows: Iterable[Any], period: str = "month") -> list[PeriodStats]:
    """Per exam, per period of starting, the graded attempts (``passed`` not None) and the passes; by exam, then
    period."""
    counts: dict[tuple[str, str], list[int]] = {}
    for row in rows:
        if row.passed is None:
            continue
        cell = counts.setdefault((str(row.exam_id), period_key(row.started, period)), [0, 0])
        cell[0] += int(bool(row.passed))
        cell[1] += 1
    return [PeriodStats(exam, key, n, ok) for (exam, key), (ok, n) in sorted(counts.items())]


def pass_rate_by_period(rows: Iterable[Any], period: str = "month") -> dict[str, dict[str, float]]:
    """Per exam, per month (``YYYY-MM``) or week (``YYYY-Www``) of starting: the share of finished attempts passed."""
    out: dict[str, dict[str, float]] = {}
    for st in exam_periods(rows, period):
        out.setdefault(st.exam, {})[st.period] = st.pass_rate
    return out


@dataclass(frozen=True)
class ErrorWords:
    """An error code as a person reads it: its clause and the grader's message of its first occurrence."""

    clause: str
    en: str
    zh: str

    def text(self, language: str) -> str:
        return self.zh if language.startswith("zh") and self.zh else self.en

    @staticmethod
    def of(error: Mapping[str, Any]) -> ErrorWords:
        """The words of one stored error (its clause and the grader's message in both languages)."""
        said = error.get("message")
        message: Mapping[str, Any] = said if isinstance(said, Mapping) else {}
        return ErrorWords(str(error.get("clause", "")), str(message.get("en", "")), str(message.get("zh-Hant", "")))


@dataclass(frozen=True)
class HistoryEntry:
    """One scenario one trainee dealt in one attempt: the trainee's history is these, oldest first."""

    trainee: str
    attempt: int
    started: str
    exam: str
    exam_version: str
    order: int
    scenario: str
    score: int
    passed: bool
    codes: tuple[str, ...]
    words: tuple[ErrorWords, ...] = ()
    """The item's own errors in the grader's words, in the order of ``codes``."""

    def to_json(self) -> dict[str, Any]:
        return {"trainee": self.trainee, "attempt": self.attempt, "started": self.started, "exam": self.exam,
                "exam_version": self.exam_version, "item": self.order + 1, "scenario": self.scenario,
                "score": self.score, "passed": self.passed, "errors": list(self.codes)}  # fmt: skip


def trainee_history(records: Iterable[Any]) -> list[HistoryEntry]:
    """Every graded item of the attempts, by trainee, then when the attempt started, then the item's place."""
    out = []
    for record in records:
        a = record.attempt
        for item in record.items:
            if not (isinstance(item.grade, Mapping) and "score" in item.grade):
                continue
            errors = item.grade.get("errors") or []
            out.append(
                HistoryEntry(
                    trainee=str(a.trainee),
                    attempt=int(a.id),
                    started=str(a.started),
                    exam=str(a.exam_id),
                    exam_version=str(a.exam_version),
                    order=int(item.order),
                    scenario=str(item.scenario_id),
                    score=int(item.grade["score"]),
                    passed=bool(item.grade.get("passed")),
                    codes=tuple(str(e.get("code", "")) for e in errors if isinstance(e, Mapping)),
                    words=tuple(ErrorWords.of(e) for e in errors if isinstance(e, Mapping)),
                )
            )
    return sorted(out, key=lambda h: (h.trainee, h.started, h.attempt, h.order))


def error_words(records: Iterable[Any]) -> dict[str, ErrorWords]:
    """Per error code seen in the attempts, the words of its first occurrence (the grader's message in both
    languages) — an example of the error, so the analysis names errors in words, not codes."""
    out: dict[str, ErrorWords] = {}
    for record in records:
        for item in record.items:
            grade = item.grade if isinstance(item.grade, Mapping) else {}
            for e in grade.get("errors") or []:
                if not isinstance(e, Mapping) or str(e.get("code", "")) in out:
                    continue
                out[str(e.get("code", ""))] = ErrorWords.of(e)
    return out


@dataclass(frozen=True)
class Analysis:
    """Item analysis of a set of attempts: per scenario, per exam and period, per trainee."""

    scenarios: list[ItemStats]
    exams: list[PeriodStats]
    history: list[HistoryEntry]
    errors: dict[str, ErrorWords]
    period: str = "month"

    def to_json(self) -> dict[str, Any]:
        return {
            "scenarios": [s.to_json() for s in self.scenarios],
            "period": self.period,
            "exams": [e.to_json() for e in self.exams],
            "trainees": [h.to_json() for h in self.history],
            "errors": {c: {"clause": w.clause, "en": w.en, "zh-Hant": w.zh} for c, w in sorted(self.errors.items())},
        }


def analyse(rows: Sequence[Any], records: Sequence[Any], period: str = "month") -> Analysis:
    """The analysis of the attempts ``rows`` (``AttemptRow``) whose full records are ``records``; only finished
    (graded) attempts count."""
    graded = {r.id for r in rows if r.passed is not None}
    kept = [r for r in records if int(r.attempt.id) in graded]
    return Analysis(
        scenarios=item_stats(taken_items(kept)),
        exams=exam_periods([r for r in rows if r.id in graded], period),
        history=trainee_history(kept),
        errors=error_words(kept),
        period=period,
    )


# ------------------------------------------------------------------------------------------------- CSV

VIEWS = ("scenarios", "exams", "trainees")
"""The three tables of an analysis (CSV files, the CLI's ``--view``)."""


class Names:
    """Titles of scenarios and exams in English and Chinese (a :class:`~trainer.training.titles.TitleBook`)."""

    def __init__(self, book: Any) -> None:
        self.book = book

    def scenario(self, sid: str) -> tuple[str, str]:
        return self.book.scenario(sid, "en"), self.book.scenario(sid, "zh-Hant")

    def exam(self, eid: str) -> tuple[str, str]:
        return self.book.exam(eid, "en"), self.book.exam(eid, "zh-Hant")


def csv_table(analysis: Analysis, view: str, titles: Any) -> list[list[object]]:
    """One of :data:`VIEWS` as CSV rows, header first (titles in both languages beside the ids)."""
    names = Names(titles)
    if view == "scenarios":
        rows: list[list[object]] = [["scenario", "title", "attempts", "pass rate", "mean score", "point-biserial",
                                     "upper-lower", "most frequent errors", "title (zh-Hant)"]]  # fmt: skip
        for st in analysis.scenarios:
            data = st.to_json()
            en, zh = names.scenario(st.scenario)
            codes = "; ".join(f"{c} ({n})" for c, n in st.top_codes)
            rows.append([st.scenario, en, st.attempts, data["pass_rate"], data["mean_score"], data["point_biserial"],
                         data["upper_lower"], codes, zh])  # fmt: skip
        return rows
    if view == "exams":
        rows = [["exam", "title", "title (zh-Hant)", analysis.period, "attempts", "passed", "pass rate"]]
        for ps in analysis.exams:
            en, zh = names.exam(ps.exam)
            rows.append([ps.exam, en, zh, ps.period, ps.attempts, ps.passed, round(ps.pass_rate, 4)])
        return rows
    if view == "trainees":
        rows = [["trainee", "attempt", "started", "exam", "exam title", "version", "item", "scenario",
                 "scenario title", "scenario title (zh-Hant)", "score", "passed", "errors"]]  # fmt: skip
        for h in analysis.history:
            exam_en, _zh = names.exam(h.exam)
            en, zh = names.scenario(h.scenario)
            rows.append([h.trainee, h.attempt, h.started, h.exam, exam_en, h.exam_version, h.order + 1, h.scenario,
                         en, zh, h.score, "yes" if h.passed else "no", "; ".join(h.codes)])  # fmt: skip
        return rows
    raise ValueError(f"view {view!r}: use one of {', '.join(VIEWS)}")


def write_csv(path: Any, analysis: Analysis, view: str, titles: Any) -> None:
    """One table as a CSV file for Excel: UTF-8 with a BOM, formula-like cells neutralised (as the results CSV).
    Raises OSError when it cannot be written."""
    import csv

    from trainer.training.store import csv_cell

    with open(path, "w", encoding="utf-8-sig", newline="") as fh:
        writer = csv.writer(fh)
        for row in csv_table(analysis, view, titles):
            writer.writerow([csv_cell(x) for x in row])

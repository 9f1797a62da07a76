"""Item analysis of exam papers (docs/exams.md, "Item analysis"): how each scenario performs across the attempts
that drew it, and how each exam's pass rate moves over time.

Per scenario: attempts, pass rate, mean score, the most frequent error codes, and how well it separates strong from
weak trainees — the point-biserial correlation between passing the scenario and the attempt's score on the *other*
scenarios (the scenario's own score taken out, so it does not correlate with itself), and the upper/lower group
difference (pass rate among the top 27 % of attempts minus among the bottom 27 %). Classical test theory's usual
reading: a discrimination of 0.3 or more separates well, below 0.1 (or negative) is worth a trainer's look.
"""

from __future__ import annotations

import functools
import math
from array import array
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

GROUP_SHARE = 0.27
"""The share of attempts in the upper and in the lower group (Kelley's 27 %)."""
TOP_CODES = 3
HISTORY_LIMIT = 5000
"""With no trainee chosen, the trainees' view lists at most this many items: a department's whole history is
millions of rows. Above it the view asks for a trainee (:attr:`Analysis.history_complete` is False)."""


@dataclass(frozen=True)
class ErrorWords:
    """An error as a person reads it: its clause and the grader's message (one occurrence of it)."""

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
class FrequentError:
    """One of a scenario's most frequent errors: its code and clause (one code can break different clauses — a
    round left unfinished breaks the clause of what was due), how often it was made in *this* scenario, and the
    grader's words the first time it was made there."""

    code: str
    clause: str
    count: int
    words: ErrorWords

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "clause": self.clause, "count": self.count, "en": self.words.en,
                "zh-Hant": self.words.zh}  # fmt: skip


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
    top_errors: tuple[FrequentError, ...] = ()
    """The errors made most often in this scenario, by code and clause, each with its own example."""

    def to_json(self) -> dict[str, Any]:
        return {
            "scenario": self.scenario,
            "attempts": self.attempts,
            "pass_rate": round(self.pass_rate, 4),
            "mean_score": round(self.mean_score, 2),
            "top_codes": [{"code": c, "count": n} for c, n in self.top_codes],
            "top_errors": [e.to_json() for e in self.top_errors],
            "point_biserial": None if self.point_biserial is None else round(self.point_biserial, 4),
            "upper_lower": None if self.upper_lower is None else round(self.upper_lower, 4),
        }


def point_biserial(passed: Sequence[bool], criterion: Sequence[float]) -> float | None:
    """The correlation of a pass (1/0) with a criterion; None when either does not vary or there are < 3."""
    n = len(passed)
    if n < 3 or len(criterion) != n:
        return None
    p = sum(passed) / n
    if p in (0.0, 1.0):
        return None
    # math.fsum: sums rounded once, so the same attempts read in any order give the same figure
    mean = math.fsum(criterion) / n
    sd = math.sqrt(math.fsum((x - mean) ** 2 for x in criterion) / n)
    if sd == 0:
        return None
    m1 = math.fsum(x for x, ok in zip(criterion, passed, strict=True) if ok) / sum(passed)
    m0 = math.fsum(x for x, ok in zip(criterion, passed, strict=True) if not ok) / (n - sum(passed))
    r = (m1 - m0) / sd * math.sqrt(p * (1 - p))
    return max(-1.0, min(1.0, r))  # a correlation: rounding of tiny spreads must not carry it past ±1


def upper_lower(passed: Sequence[bool], criterion: Sequence[float]) -> float | None:
    """Pass rate in the upper 27 % by criterion minus in the lower 27 % (None below 4 attempts). Attempts tied at a
    group's boundary share its last places evenly (:func:`group_pass_rate`): the figure does not depend on the order
    the attempts are read in."""
    n = len(passed)
    k = max(1, round(n * GROUP_SHARE))
    if n < 4:
        return None
    pairs = list(zip(criterion, passed, strict=True))
    high = group_pass_rate([(-c, ok) for c, ok in pairs], k)
    return high - group_pass_rate(pairs, k)


def group_pass_rate(pairs: Sequence[tuple[float, bool]], k: int) -> float:
    """The pass rate of the ``k`` attempts lowest by criterion (``pairs``: criterion, passed). Every attempt below
    the ``k``-th one's criterion is in; the places left are filled by all the attempts tied with it, at their
    average pass rate: ``(passes below + places left × passes tied / tied) / k``. Worked in whole numbers up to the
    one division, so the same attempts in any order give the same figure."""
    edge = sorted(c for c, _ok in pairs)[k - 1]
    below = [ok for c, ok in pairs if c < edge]
    tied = [ok for c, ok in pairs if c == edge]
    left = k - len(below)
    return (sum(below) * len(tied) + left * sum(tied)) / (k * len(tied))


@dataclass
class _Tally:
    """One scenario's figures as the attempts are read: counts, the error codes (and per code and clause, the
    words of its first occurrence in this scenario), and — for each item whose attempt has other items — its pass
    (1/0) and the attempt's mean on the others (compact arrays: a store of years)."""

    attempts: int = 0
    passed: int = 0
    score: int = 0
    codes: Counter[str] = field(default_factory=Counter)
    clauses: Counter[tuple[str, str]] = field(default_factory=Counter)
    examples: dict[tuple[str, str], ErrorWords] = field(default_factory=dict)
    ok: bytearray = field(default_factory=bytearray)
    rest: array[float] = field(default_factory=lambda: array("d"))

    def add(
        self,
        score: int,
        passed: bool,
        codes: Sequence[str],
        rest: float | None,
        found: Sequence[Mapping[str, Any]] = (),
    ) -> None:
        self.attempts += 1
        self.passed += passed
        self.score += score
        if codes:
            self.codes.update(codes)
        for error in found:
            key = (str(error.get("code", "")), str(error.get("clause", "")))
            self.clauses[key] += 1
            if key not in self.examples:
                self.examples[key] = ErrorWords.of(error)
        if rest is not None:
            self.ok.append(passed)
            self.rest.append(rest)

    def stats(self, scenario: str) -> ItemStats:
        ok = [bool(b) for b in self.ok]
        return ItemStats(
            scenario=scenario,
            attempts=self.attempts,
            pass_rate=self.passed / self.attempts,
            mean_score=self.score / self.attempts,
            top_codes=tuple(self.codes.most_common(TOP_CODES)),
            point_biserial=point_biserial(ok, self.rest),
            upper_lower=upper_lower(ok, self.rest),
            top_errors=tuple(
                FrequentError(code, clause, n, self.examples[(code, clause)])
                for (code, clause), n in self.clauses.most_common(TOP_CODES)
            ),
        )


def _all_stats(tallies: Mapping[str, _Tally]) -> list[ItemStats]:
    return sorted((t.stats(sc) for sc, t in tallies.items()), key=lambda s: (-s.attempts, s.scenario))


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


@functools.lru_cache(maxsize=4096)
def _day_period(day: str, period: str) -> str:
    return period_key(day, period)


def _count_period(counts: dict[tuple[str, str], list[int]], row: Any, period: str) -> None:
    started = str(row.started)
    # (the period is the stored UTC day's: worked out once per day and period)
    key = _day_period(started[:10], period) if started[10:11] == "T" else period_key(started, period)
    cell = counts.setdefault((str(row.exam_id), key), [0, 0])
    cell[0] += int(bool(row.passed))
    cell[1] += 1


def _periods(counts: Mapping[tuple[str, str], list[int]]) -> list[PeriodStats]:
    return [PeriodStats(exam, key, n, ok) for (exam, key), (ok, n) in sorted(counts.items())]


def exam_periods(rows: Iterable[Any], period: str = "month") -> list[PeriodStats]:
    """Per exam, per period of starting, the graded attempts (``passed`` not None) and the passes; by exam, then
    period."""
    counts: dict[tuple[str, str], list[int]] = {}
    for row in rows:
        if row.passed is not None and not getattr(row, "seal_broken", False):
            _count_period(counts, row, period)
    return _periods(counts)


def pass_rate_by_period(rows: Iterable[Any], period: str = "month") -> dict[str, dict[str, float]]:
    """Per exam, per month (``YYYY-MM``) or week (``YYYY-Www``) of starting: the share of finished attempts passed."""
    return _rates(exam_periods(rows, period))


def _rates(periods: Iterable[PeriodStats]) -> dict[str, dict[str, float]]:
    out: dict[str, dict[str, float]] = {}
    for st in periods:
        out.setdefault(st.exam, {})[st.period] = st.pass_rate
    return out


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


@dataclass(frozen=True)
class Analysis:
    """Item analysis of a set of attempts: per scenario, per exam and period, per trainee."""

    scenarios: list[ItemStats]
    exams: list[PeriodStats]
    history: list[HistoryEntry]
    errors: dict[str, ErrorWords]
    """Every error code seen, with the words of its first occurrence in any scenario (the JSON's ``errors``); a
    scenario's own examples are its :attr:`ItemStats.top_errors`."""
    period: str = "month"
    history_complete: bool = True
    """False when the trainees' history was left out: more than :data:`HISTORY_LIMIT` items and no trainee
    chosen."""
    months: tuple[PeriodStats, ...] = ()
    """Per exam and month, whatever ``period`` is (the CLI's monthly pass rates)."""
    graded: int = 0
    """How many graded attempts were read."""
    broken: int = 0
    """How many graded attempts whose seal is broken (changed after they were sealed) were left out of every
    figure (:mod:`trainer.training.seals`)."""
    unchecked: int = 0
    """How many of the graded attempts counted were read without their seal checked (a bulk read:
    :meth:`ResultsStore.iter_graded` without ``check_seals``; or a role that may not read the seal key): the
    figures do not say their records are as sealed (``trainer results verify`` does)."""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "scenarios": [s.to_json() for s in self.scenarios],
            "period": self.period,
            "exams": [e.to_json() for e in self.exams],
            "trainees": [h.to_json() for h in self.history],
            "errors": {c: {"clause": w.clause, "en": w.en, "zh-Hant": w.zh} for c, w in sorted(self.errors.items())},
        }
        if not self.history_complete:
            out["trainees_left_out"] = f"more than {HISTORY_LIMIT} items: choose a trainee for their history"
        if self.broken:
            out["broken_seals_left_out"] = self.broken
        if self.unchecked:
            out["seals_not_checked"] = self.unchecked
        return out

    def pass_rate_by_month(self) -> dict[str, dict[str, float]]:
        """Per exam, per month of starting: the share of finished attempts passed."""
        return _rates(self.months)


def history_limit(trainee: str | None) -> int | None:
    """How many history items an analysis keeps: all of a chosen trainee's, else at most :data:`HISTORY_LIMIT`."""
    return None if trainee else HISTORY_LIMIT


def analyse_graded(
    attempts: Iterable[tuple[Any, Sequence[Any]]], period: str = "month", history_limit: int | None = HISTORY_LIMIT
) -> Analysis:
    """The analysis of graded attempts read one at a time: ``(row, items)`` pairs (``AttemptRow``-like with
    ``id``, ``trainee``, ``exam_id``, ``exam_version``, ``started``, ``passed``; items with ``order``,
    ``scenario_id`` and ``grade``), as :meth:`ResultsStore.iter_graded` gives them. Attempts not graded are
    skipped. Memory grows with the scenarios and periods, not with the attempts — but for the trainees' history,
    which is left out above ``history_limit`` items (None: no limit; a trainee chosen). An attempt whose seal is
    broken (``seal_broken``: changed after it was sealed) is counted apart (:attr:`Analysis.broken`), in no
    figure; one whose seal was not checked (``seal_state`` unchecked) is counted, and in
    :attr:`Analysis.unchecked`."""
    if period not in PERIODS:
        raise ValueError(f"period {period!r}: use month or week")
    tallies: dict[str, _Tally] = {}
    counts: dict[tuple[str, str], list[int]] = {}
    months: dict[tuple[str, str], list[int]] = {}
    history: list[HistoryEntry] | None = []
    errors: dict[str, ErrorWords] = {}
    graded_attempts = broken = unchecked = 0
    for row, items in attempts:
        if row.passed is None:
            continue
        if getattr(row, "seal_broken", False):
            broken += 1
            continue
        graded_attempts += 1
        if getattr(row, "seal_state", None) == "unchecked":
            unchecked += 1
        _count_period(counts, row, period)
        _count_period(months, row, "month")
        graded = [i for i in items if isinstance(i.grade, Mapping) and "score" in i.grade]
        scores = [int(i.grade["score"]) for i in graded]
        total, others = sum(scores), len(graded) - 1
        for item in items:
            grade = item.grade if isinstance(item.grade, Mapping) else {}
            for e in grade.get("errors") or ():
                if isinstance(e, Mapping) and str(e.get("code", "")) not in errors:
                    errors[str(e.get("code", ""))] = ErrorWords.of(e)
        for item, score in zip(graded, scores, strict=True):
            found = [e for e in item.grade.get("errors") or () if isinstance(e, Mapping)]
            codes = tuple(str(e.get("code", "")) for e in found)
            passed = bool(item.grade.get("passed"))
            tally = tallies.get(scenario := str(item.scenario_id))
            if tally is None:
                tally = tallies[scenario] = _Tally()
            tally.add(score, passed, codes, (total - score) / others if others else None, found)
            if history is None:
                continue
            history.append(
                HistoryEntry(trainee=str(row.trainee), attempt=int(row.id), started=str(row.started),
                             exam=str(row.exam_id), exam_version=str(row.exam_version), order=int(item.order),
                             scenario=str(item.scenario_id), score=score, passed=passed, codes=codes,
                             words=tuple(ErrorWords.of(e) for e in found))
            )  # fmt: skip
            if history_limit is not None and len(history) > history_limit:
                history = None
    return Analysis(
        scenarios=_all_stats(tallies),
        exams=_periods(counts),
        history=sorted(history or [], key=lambda h: (h.trainee, h.started, h.attempt, h.order)),
        errors=errors,
        period=period,
        history_complete=history is not None,
        months=tuple(_periods(months)),
        graded=graded_attempts,
        broken=broken,
        unchecked=unchecked,
    )


def analyse(rows: Sequence[Any], records: Sequence[Any], period: str = "month") -> Analysis:
    """The analysis of the attempts ``rows`` (``AttemptRow``) whose full records are ``records``; only finished
    (graded) attempts count; the whole history is kept."""
    items = {int(r.attempt.id): r.items for r in records}
    return analyse_graded(((r, items.get(r.id, ())) for r in rows), period, history_limit=None)


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


def frequent_text(errors: Sequence[FrequentError], language: str) -> str:
    """A scenario's most frequent errors in plain words of ``language``: clause, count and the grader's message
    (``A9.1 ×3: The round was left unfinished: …``), separated by semicolons."""
    zh = language.startswith("zh")
    parts = [f"{e.clause} ×{e.count}{'：' if zh else ': '}{e.words.text(language)}" for e in errors]
    return ("；" if zh else "; ").join(parts)


def csv_table(analysis: Analysis, view: str, titles: Any) -> list[list[object]]:
    """One of :data:`VIEWS` as CSV rows, header first (titles in both languages beside the ids)."""
    names = Names(titles)
    if view == "scenarios":
        rows: list[list[object]] = [["scenario", "title", "attempts", "pass rate", "mean score", "point-biserial",
                                     "upper-lower", "most frequent errors", "title (zh-Hant)",
                                     "most frequent errors (words)", "most frequent errors (zh-Hant)"]]  # fmt: skip
        for st in analysis.scenarios:
            data = st.to_json()
            en, zh = names.scenario(st.scenario)
            codes = "; ".join(f"{c} ({n})" for c, n in st.top_codes)
            rows.append([st.scenario, en, st.attempts, data["pass_rate"], data["mean_score"], data["point_biserial"],
                         data["upper_lower"], codes, zh, frequent_text(st.top_errors, "en"),
                         frequent_text(st.top_errors, "zh-Hant")])  # fmt: skip
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

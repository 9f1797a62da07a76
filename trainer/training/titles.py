"""Titles of scenarios and exams by id, for whatever shows stored attempts (which name only ids).

The results store records scenario and exam ids; a person reads titles. :func:`library_titles` reads them from
the scenario and exam files of the library (:func:`~trainer.training.exams.scenario_roots`), once per set of
folders; a :class:`TitleBook` then gives a title in a language, falling back to the English title and, only
when the scenario or exam is unknown, to the id itself.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

LANGUAGES = ("zh-Hant", "en")


def pick(titles: Mapping[str, str], language: str, fallback: str) -> str:
    """``titles`` in ``language``, else in English, else ``fallback``."""
    return titles.get(language) or titles.get("en") or fallback


def both(titles: Mapping[str, str], fallback: str) -> str:
    """``中文 / English`` (one of them when the other is missing or the same; ``fallback`` when neither)."""
    parts = [t for t in (titles.get("zh-Hant"), titles.get("en")) if t]
    return " / ".join(dict.fromkeys(parts)) or fallback


def grade_titles(grade: Mapping[str, Any] | None) -> dict[str, str]:
    """The exam titles an attempt's grade carries (:func:`~trainer.training.exams.attempt_grade`)."""
    grade = grade or {}
    out = {"zh-Hant": grade.get("title_zh"), "en": grade.get("title_en")}
    return {k: str(v) for k, v in out.items() if v}


@dataclass(frozen=True)
class TitleBook:
    """Scenario and exam titles by id: id → {language: title}."""

    scenarios: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    exams: Mapping[str, Mapping[str, str]] = field(default_factory=dict)

    def scenario(self, scenario_id: str, language: str) -> str:
        return pick(self.scenarios.get(scenario_id, {}), language, scenario_id)

    def scenario_both(self, scenario_id: str) -> str:
        return both(self.scenarios.get(scenario_id, {}), scenario_id)

    def exam_titles(self, exam_id: str, grade: Mapping[str, Any] | None = None) -> Mapping[str, str]:
        """The titles the attempt's grade recorded, else those of the exam file."""
        return grade_titles(grade) or self.exams.get(exam_id, {})

    def exam(self, exam_id: str, language: str, grade: Mapping[str, Any] | None = None) -> str:
        return pick(self.exam_titles(exam_id, grade), language, exam_id)

    def exam_both(self, exam_id: str, grade: Mapping[str, Any] | None = None) -> str:
        return both(self.exam_titles(exam_id, grade), exam_id)


class _ScenarioTitles(Mapping[str, Mapping[str, str]]):
    """Scenario id → titles, read from the library when first asked for: the results table names exams only, and
    reading every scenario file takes ~0.3 s (benchmarks/bench_store.py times the trainer tools opening)."""

    def __init__(self, roots: Sequence[Path]) -> None:
        self._roots = tuple(roots)
        self._titles: dict[str, Mapping[str, str]] | None = None

    def _read(self) -> dict[str, Mapping[str, str]]:
        if self._titles is None:
            from trainer.training.scenario import ScenarioError, library_files, load_scenario

            titles: dict[str, Mapping[str, str]] = {}
            for root in self._roots:
                for path in library_files(root):
                    try:
                        sc = load_scenario(path)
                    except (ScenarioError, OSError, ValueError):
                        continue
                    titles.setdefault(sc.id, {k: v for k, v in sc.titles.items() if v})
            self._titles = titles
        return self._titles

    def __getitem__(self, key: str) -> Mapping[str, str]:
        return self._read()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._read())

    def __len__(self) -> int:
        return len(self._read())


def read_titles(roots: Sequence[Path]) -> TitleBook:
    """The titles of every scenario and exam file under ``roots`` that loads (the others are left out:
    ``trainer validate`` reports them). The scenarios' are read when first asked for."""
    from trainer.training.exams import ExamError, load_exam

    scenarios = _ScenarioTitles(roots)
    exams: dict[str, Mapping[str, str]] = {}
    for root in roots:
        for path in sorted((root / "exams").glob("*.toml")) if (root / "exams").is_dir() else []:
            try:
                exam = load_exam(path)
            except ExamError:
                continue
            exams.setdefault(exam.id, {"zh-Hant": exam.title_zh, "en": exam.title_en})
    return TitleBook(scenarios, exams)


@lru_cache(maxsize=8)
def _cached(roots: tuple[Path, ...]) -> TitleBook:
    return read_titles(roots)


def library_titles(roots: Sequence[Path] | None = None) -> TitleBook:
    """The titles of the library (the scenario roots by default), read once per set of folders."""
    if roots is None:
        from trainer.training.exams import scenario_roots

        roots = scenario_roots()
    return _cached(tuple(Path(r).resolve() for r in roots))

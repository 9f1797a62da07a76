"""The skills a grade judged, and its weakest: what every result screen, report and export shows of the skills.

A grade stores a figure for every skill (the share of the skill's due actions done right), and 1.0 for a skill that
had nothing to judge — no due action of it arose (an exam without an irregularity, a round cut short by the clock).
That 1.0 is sealed with the attempt and re-computed by ``verify``, so it stays as stored; but it is no result: such
a skill reads "not tested" (``trainer.engine.words.GRADE["not_tested"]``), and is never an attempt's weakest or strongest skill.

Which skills were judged:

* a round's grade (``Grade.to_json()``, rules 2 and later) carries ``opportunities``: a skill with none was not;
* an attempt's grade carries ``bands`` (rules 2 and later): only the skills that were judged have a band;
* older grades carry neither: every skill named counts as judged (nothing better is known).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from trainer.engine.words import SKILLS

BAND_ORDER = ("not_ready", "learning", "competent", "table_ready")
"""Worst first."""


@dataclass(frozen=True)
class SkillFigure:
    """One skill of a grade: its figure (0.0 … 1.0), or None when the grade had nothing to judge of it, and its
    band (None without one)."""

    skill: str
    figure: float | None
    band: str | None = None

    @property
    def tested(self) -> bool:
        return self.figure is not None or self.band is not None


def _order(skill: str) -> int:
    keys = list(SKILLS)
    return keys.index(skill) if skill in keys else len(keys)


def _number(value: Any) -> float | None:
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def _mapping(value: Any) -> Mapping[str, Any] | None:
    return value if isinstance(value, Mapping) else None


def skill_figures(grade: Mapping[str, Any] | None) -> list[SkillFigure]:
    """Every skill the grade names (its ``skills``, or only ``bands`` for a grade that stored no figures), in the
    catalogue's order (dealing, irregularities, payouts, procedure), each with its figure — None when it was not
    tested — and its band."""
    if not isinstance(grade, Mapping):
        return []
    figures: Mapping[str, Any] = _mapping(grade.get("skills")) or {}
    bands = _mapping(grade.get("bands"))
    chances = _mapping(grade.get("opportunities"))
    names = sorted({str(k) for k in figures} | {str(k) for k in bands or {}}, key=lambda k: (_order(k), k))
    out = []
    for name in names:
        said = None if bands is None else bands.get(name)
        band = str(said) if said in BAND_ORDER else None
        if chances is not None:
            tested = bool(_number(chances.get(name)) or 0)
        elif bands is not None:
            tested = name in bands
        else:
            tested = True
        figure = _number(figures.get(name)) if tested else None
        if tested and figure is None and band is None:
            tested = False
        out.append(SkillFigure(name, figure, band) if tested else SkillFigure(name, None, None))
    return out


def judged_skills(grade: Mapping[str, Any] | None) -> list[SkillFigure]:
    """The skills the grade judged (see :func:`skill_figures`)."""
    return [s for s in skill_figures(grade) if s.tested]


def _rank(s: SkillFigure) -> tuple[float, int]:
    band = BAND_ORDER.index(s.band) if s.band in BAND_ORDER else len(BAND_ORDER)
    return (1.0 if s.figure is None else s.figure, band)


def weakest_skills(grade: Mapping[str, Any] | None) -> list[SkillFigure]:
    """The judged skills tied at the lowest figure (then the worst band), in the catalogue's order; every judged
    skill when they all tie; none when none was judged."""
    judged = judged_skills(grade)
    if not judged:
        return []
    low = min(_rank(s) for s in judged)
    return [s for s in judged if _rank(s) == low]


def strongest_skills(grade: Mapping[str, Any] | None) -> list[SkillFigure]:
    """The judged skills tied at the highest figure (then the best band), in the catalogue's order."""
    judged = judged_skills(grade)
    if not judged:
        return []
    high = max(_rank(s) for s in judged)
    return [s for s in judged if _rank(s) == high]


def weakest_rank(grade: Mapping[str, Any] | None) -> tuple[int, float]:
    """A sort key, weakest attempt first: (the weakest skill's band rank, its figure); after every attempt with a
    judged skill, those without (``(len(BAND_ORDER), 2.0)``)."""
    weakest = weakest_skills(grade)
    if not weakest:
        return len(BAND_ORDER), 2.0
    s = weakest[0]
    band = BAND_ORDER.index(s.band) if s.band in BAND_ORDER else len(BAND_ORDER)
    return band, 1.0 if s.figure is None else s.figure


def shown_figures(grade: Mapping[str, Any] | None) -> dict[str, float | None]:
    """Per skill, the figure to show or export: None for a skill not tested."""
    return {s.skill: s.figure if s.tested else None for s in skill_figures(grade)}


def not_tested(grade: Mapping[str, Any] | None) -> list[str]:
    """The skills the grade names but had nothing to judge of."""
    return [s.skill for s in skill_figures(grade) if not s.tested]

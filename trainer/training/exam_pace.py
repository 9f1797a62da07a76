"""An exam that requires pace (docs/exams.md, "Pace"): the attempt is held to the house standard
(:mod:`trainer.training.house_standard`) over its ordinary rounds (:mod:`trainer.training.pace`).

``pace_required = true`` in the exam file holds the attempt to this PC's house standard when it ends;
``pace_rounds_per_hour`` and ``pace_seconds_per_payout`` set the exam's own figures instead. The standard held to,
the figures measured from the times the store kept with each action, and whether they met it are recorded in the
attempt's grade under ``pace`` (sealed with it): ``trainer results verify`` measures the stored times again against
the recorded standard, so the setting changed since never changes a result. An attempt whose pace misses the
standard fails whatever its score; so does one whose pace cannot be measured (its actions entered afterwards with
``trainer exam submit``, or no ordinary round in it). Attempts and exams without it are untouched.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from trainer.engine.words import Text
from trainer.training.house_standard import HouseStandard, StandardError, changed, standard_or_default
from trainer.training.pace import NOT_PACED, Pace, figures_text, items_paces, pooled, verdict_text

KEY = "pace"
"""The attempt grade's key of the pace requirement."""


def exam_standard(exam: Any, directory: Path | None = None) -> HouseStandard | None:
    """The standard ``exam`` holds an attempt to (None: the exam does not require pace): this PC's house standard
    (the data folder ``directory``, default the results store's; its defaults when the setting cannot be read),
    with the exam's own figures in place of the house's."""
    if not getattr(exam, "pace_required", False):
        return None
    if directory is None:
        from trainer.training.store import data_dir

        directory = data_dir()
    house, _problem = standard_or_default(directory)
    return changed(
        house,
        rounds_per_hour=getattr(exam, "pace_rounds_per_hour", None),
        seconds_per_payout=getattr(exam, "pace_seconds_per_payout", None),
    )


def judge(items: Iterable[Any], standard: HouseStandard, *, timed: bool) -> dict[str, Any]:
    """The ``pace`` entry of an attempt's grade: the standard, whether the actions were timed at the table, the
    pace over the attempt's ordinary rounds (``items``: ``AttemptItem``-like) and whether it met the standard."""
    pace = pooled(items_paces(items), standard) if timed else None
    out: dict[str, Any] = {"standard": standard.to_json(), "timed": timed}
    if pace is None:
        out.update(met=False, not_measured="no_round" if timed else "entered")
        return out
    out.update(pace.to_json())
    out["met"] = pace.meets(standard)
    return out


def rescored_passed(grade: Mapping[str, Any] | None, items: Iterable[Any], passed: bool) -> bool:
    """``passed`` (re-scored from the items' grades) held to the pace the attempt's grade requires, measured again
    from the stored times (``items``: the attempt's, with their actions); unchanged when it requires none."""
    recorded = (grade or {}).get(KEY)
    if not isinstance(recorded, Mapping):
        return passed
    try:
        standard = HouseStandard.from_json(recorded.get("standard"))
    except StandardError:
        return False
    return passed and bool(judge(items, standard, timed=bool(recorded.get("timed")))["met"])


def missed(grade: Mapping[str, Any] | None) -> bool:
    """Whether the attempt's grade records a pace requirement it did not meet."""
    recorded = (grade or {}).get(KEY)
    return isinstance(recorded, Mapping) and not recorded.get("met")


def _recorded(grade: Mapping[str, Any]) -> tuple[HouseStandard, Pace | None, str]:
    recorded = grade[KEY]
    standard = HouseStandard.from_json(recorded.get("standard"))
    if "rounds_per_hour" not in recorded:
        return standard, None, str(recorded.get("not_measured", "no_round"))
    pace = Pace(
        int(recorded.get("rounds", 0)), float(recorded["rounds_per_hour"]), float(recorded["seconds_per_payout"])
    )
    return standard, pace, ""


def outcome_text(grade: Mapping[str, Any] | None) -> Text | None:
    """The attempt's pace as its result says it, in both languages (None when the exam requires none):
    ``Pace: 41 rounds an hour at a full table (house standard 45), 3.4 s per payout (house standard 3) — under
    the house pace: too few rounds an hour``, or why it could not be measured."""
    if not isinstance((grade or {}).get(KEY), Mapping):
        return None
    assert grade is not None
    try:
        standard, pace, why = _recorded(grade)
    except (StandardError, TypeError, ValueError):
        return Text("Pace: the recorded figures cannot be read", "節奏：記錄的數字無法讀取")
    if pace is None:
        reason = NOT_PACED.get(why, NOT_PACED["no_round"])
        return Text(
            f"Pace not measured ({reason.en}): this exam requires the house pace",
            f"節奏未能計算（{reason.zh}）：本考核要求達到公司標準節奏",
        )
    figures, verdict = figures_text(pace, standard), verdict_text(pace, standard)
    return Text(f"Pace: {figures.en} — {verdict.en}", f"節奏：{figures.zh}——{verdict.zh}")


def rule_text(standard: HouseStandard) -> Text:
    """The exam's pace rule, as the start page lists its rules."""
    rph, spp = f"{standard.rounds_per_hour:g}", f"{standard.seconds_per_payout:g}"
    return Text(
        f"Your pace must meet the house standard: at least {rph} rounds an hour at a full table and at most {spp} s "
        "per payout, over the rounds without an irregularity; missing it fails the exam, whatever the score.",
        f"你的節奏須達到公司標準：七門坐滿時每小時至少 {rph} 局、每次派彩不多於 {spp} 秒（以沒有異常情況的牌局計算）；"
        "未達標準者，不論得分，考核不合格。",
    )

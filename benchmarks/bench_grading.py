"""Grading speed: at most 0.3 ms per action (issue 18, item 3). The practice table grades on every key press and
``trainer results verify`` re-grades long exams.

The logs are the reference log of every bundled scenario plus seeded mutations of them
(:mod:`benchmarks.grading_corpus`). The yardstick, measured in the same run on the same logs, is applying each
action to a fresh :class:`~trainer.engine.round.Round` without judging it (an action the table refuses is skipped):
what playing the log through the engine costs at the least. Each figure is the best of a few runs.
"""

from __future__ import annotations

import contextlib
import time
from typing import Any

from benchmarks.grading_corpus import corpus

MUTANTS = 1_000
TARGET_MS = 0.3
REPEATS = 3


def _apply_only(logs: list[tuple[Any, list[dict[str, Any]]]]) -> None:
    from trainer.engine.actions import parse_action
    from trainer.engine.errors import EngineError

    for scenario, log in logs:
        r = scenario.round()
        r.seat_reveals = True
        for raw in log:
            with contextlib.suppress(EngineError):
                r.apply(parse_action(raw))


def _grade_all(logs: list[tuple[Any, list[dict[str, Any]]]]) -> None:
    from trainer.training.grading import grade

    for scenario, log in logs:
        grade(scenario, log)


def _best(fn: Any, logs: list[tuple[Any, list[dict[str, Any]]]]) -> float:
    best = float("inf")
    for _ in range(REPEATS):
        t0 = time.perf_counter()
        fn(logs)
        best = min(best, time.perf_counter() - t0)
    return best


def run() -> dict[str, object]:
    logs = corpus(MUTANTS)
    actions = sum(len(log) for _, log in logs)
    grade_s = _best(_grade_all, logs)
    yard_s = _best(_apply_only, logs)
    ms = 1000 * grade_s / actions
    print(
        f"grading: {len(logs):,} logs, {actions:,} actions in {grade_s:.3f} s = {ms:.3f} ms/action "
        f"(target ≤ {TARGET_MS}) {'✓' if ms <= TARGET_MS else '✗'}; applying them to the round alone {yard_s:.3f} s, ratio {grade_s / yard_s:.1f}"
    )
    return {
        "name": "grading",
        "value": round(ms, 4),
        "unit": "ms per action",
        "seconds": round(grade_s, 3),
        "yardstick": round(yard_s, 3),
        "yardstick_what": "the same actions applied to a Round without judging them, seconds",
        "ratio": round(grade_s / yard_s, 2),
        "target": TARGET_MS,
        "ok": ms <= TARGET_MS,
    }


if __name__ == "__main__":
    run()

"""How long the dealer took: per action and per payout, against documented targets (docs/grading.md, "Timing").

Timing is not part of the grade (a grade is a pure function of the scenario and the log); it comes from when each
action was done: the timestamps the results store keeps with every action of an exam, or an optional ``t`` field
(seconds since the round started) on each action of a log given to ``trainer replay``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

PAYOUT_KINDS = frozenset({"take", "push", "pay"})

# (fast at most, on target at most) in seconds; slower than the second is slow.
ACTION_TARGET = (2.0, 5.0)
PAYOUT_TARGET = (4.0, 8.0)
SPEEDS = ("fast", "on_target", "slow")


class TimingError(ValueError):
    """Times that cannot be read (the message names the action and what is wrong)."""


def speed(seconds: float, target: tuple[float, float]) -> str:
    fast, on_target = target
    return "fast" if seconds <= fast else "on_target" if seconds <= on_target else "slow"


@dataclass(frozen=True, slots=True)
class Timing:
    """Seconds each action took (from the one before it, the first from the start of the round), and the subset
    that settled a bet."""

    action_seconds: tuple[float, ...]
    payout_seconds: tuple[float, ...]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"actions": len(self.action_seconds), "payouts": len(self.payout_seconds)}
        for name, values, target in (
            ("action", self.action_seconds, ACTION_TARGET),
            ("payout", self.payout_seconds, PAYOUT_TARGET),
        ):
            if values:
                mid = round(median(values), 2)
                out[f"{name}_median_seconds"] = mid
                out[f"{name}_speed"] = speed(mid, target)
                out[f"{name}_target_seconds"] = list(target)
        return out


def median(values: Sequence[float]) -> float:
    """The middle value (the mean of the middle two for an even count), as ``statistics.median``; here so that
    the grade shown at the end of a round does not import statistics (with fractions and decimal, ~5 ms)."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("median of no values")
    mid = len(ordered) // 2
    return float(ordered[mid]) if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


def timing_from_offsets(kinds: Sequence[str], offsets: Sequence[float]) -> Timing:
    """``offsets[i]``: seconds from the start of the round to action ``i`` (of kind ``kinds[i]``)."""
    if len(kinds) != len(offsets):
        raise TimingError(f"{len(offsets)} times for {len(kinds)} actions")
    durations: list[float] = []
    before = 0.0
    for i, t in enumerate(offsets):
        if t < before:
            raise TimingError(f"action {i}.t: {t} is earlier than the action before it ({before})")
        durations.append(round(t - before, 3))
        before = t
    payouts = tuple(d for d, k in zip(durations, kinds, strict=True) if k in PAYOUT_KINDS)
    return Timing(tuple(durations), payouts)


def split_times(items: object) -> tuple[object, list[float] | None]:
    """A JSON log whose actions may carry ``t`` (seconds since the round started): the log without the times, and
    the times (None when no action has one). Either every action has ``t`` or none does."""
    if not isinstance(items, list) or not any(isinstance(a, Mapping) and "t" in a for a in items):
        return items, None
    actions: list[object] = []
    times: list[float] = []
    for i, a in enumerate(items):
        if not isinstance(a, Mapping) or "t" not in a:
            raise TimingError(f"action {i}.t: missing (when one action has a time, every action needs one)")
        t = a["t"]
        if isinstance(t, bool) or not isinstance(t, int | float) or not 0 <= t < 1e7:
            raise TimingError(f"action {i}.t: {str(t)[:40]!s} is not a number of seconds since the round started")
        times.append(float(t))
        actions.append({k: v for k, v in a.items() if k != "t"})
    return actions, times


def pooled(timings: Sequence[Timing]) -> Timing | None:
    """Several rounds' timings as one (an exam attempt's): all their actions and payouts together."""
    if not timings:
        return None
    return Timing(
        tuple(d for t in timings for d in t.action_seconds), tuple(d for t in timings for d in t.payout_seconds)
    )


def timing_of_rows(started: str, rows: Sequence[tuple[str, str]]) -> Timing:
    """From the results store: the item's start and each action's (kind, ISO timestamp)."""
    from datetime import datetime  # here: a practice table times its actions without it (start-up, issue 18)

    try:
        t0 = datetime.fromisoformat(started)
        offsets = [(datetime.fromisoformat(ts) - t0).total_seconds() for _kind, ts in rows]
    except (TypeError, ValueError) as exc:
        raise TimingError(f"unreadable timestamp: {exc}") from None
    return timing_from_offsets([kind for kind, _ts in rows], [max(0.0, t) for t in offsets])


def attempt_timing(items: Sequence[Any]) -> Timing | None:
    """An exam attempt's timing from the results store: each item's start and its actions' timestamps
    (``AttemptItem``-like: ``started``, ``actions`` of rows with ``action`` and ``timestamp``). Items that cannot be
    read are left out."""
    timings = []
    for item in items:
        rows = [(str(row.action.get("action", "")), str(row.timestamp)) for row in item.actions]
        if not rows:
            continue
        try:
            timings.append(timing_of_rows(str(item.started), rows))
        except TimingError:
            continue
    return pooled(timings)

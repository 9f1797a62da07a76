"""Time per action and per payout against the documented targets (docs/grading.md, "Timing")."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.training.timing import (
    ACTION_TARGET,
    PAYOUT_TARGET,
    TimingError,
    speed,
    split_times,
    timing_from_offsets,
    timing_of_rows,
)

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_durations_run_from_the_action_before_and_payouts_are_picked_out():
    t = timing_from_offsets(["shuffle", "deal", "pay", "take"], [3.0, 4.0, 10.0, 12.5])
    assert t.action_seconds == (3.0, 1.0, 6.0, 2.5)
    assert t.payout_seconds == (6.0, 2.5)
    out = t.to_json()
    assert out["payout_median_seconds"] == 4.25 and out["payout_speed"] == "on_target"
    assert out["action_median_seconds"] == 2.75 and out["action_speed"] == "on_target"


def test_speed_bands_follow_the_targets():
    assert speed(ACTION_TARGET[0], ACTION_TARGET) == "fast"
    assert speed(ACTION_TARGET[1], ACTION_TARGET) == "on_target"
    assert speed(ACTION_TARGET[1] + 0.01, ACTION_TARGET) == "slow"
    assert speed(PAYOUT_TARGET[0] + 0.01, PAYOUT_TARGET) == "on_target"


@given(st.lists(st.floats(min_value=0, max_value=1000, allow_nan=False), min_size=1, max_size=40))
def test_durations_add_up_to_the_last_time(gaps):
    offsets = [sum(gaps[: i + 1]) for i in range(len(gaps))]
    t = timing_from_offsets(["deal"] * len(gaps), offsets)
    assert sum(t.action_seconds) == pytest.approx(offsets[-1], abs=0.01)


def test_times_going_backwards_are_refused_naming_the_action():
    with pytest.raises(TimingError, match=r"action 1\.t"):
        timing_from_offsets(["deal", "deal"], [5.0, 4.0])


@pytest.mark.parametrize(
    ("log", "needle"),
    [
        ([{"action": "clear", "t": 1}, {"action": "clear"}], "action 1.t: missing"),
        ([{"action": "clear", "t": "soon"}], "action 0.t: soon is not a number"),
        ([{"action": "clear", "t": True}], "action 0.t"),
        ([{"action": "clear", "t": -1}], "action 0.t"),
    ],
)
def test_bad_times_are_refused(log, needle):
    with pytest.raises(TimingError, match=needle):
        split_times(log)


def test_a_log_without_times_is_left_alone():
    log = [{"action": "clear"}]
    assert split_times(log) == (log, None)


def test_store_timestamps_give_the_same_timing():
    rows = [("deal", "2026-01-01T10:00:02+00:00"), ("pay", "2026-01-01T10:00:09+00:00")]
    t = timing_of_rows("2026-01-01T10:00:00+00:00", rows)
    assert t.action_seconds == (2.0, 7.0) and t.payout_seconds == (7.0,)


def test_replay_reports_timing_when_the_log_carries_times(tmp_path):
    scen = ROOT / "scenarios" / "dealer_does_not_qualify.toml"
    trainer = pathlib.Path(sys.executable).with_name("trainer")
    log = json.loads(
        subprocess.run([str(trainer), "solve", str(scen), "--json"], capture_output=True, text=True).stdout
    )
    for i, a in enumerate(log):
        a["t"] = 2.0 * (i + 1)
    path = tmp_path / "log.json"
    path.write_text(json.dumps(log))
    out = subprocess.run([str(trainer), "replay", str(scen), str(path), "--json"], capture_output=True, text=True)
    grade = json.loads(out.stdout)
    assert grade["score"] == 100 and grade["timing"]["action_median_seconds"] == 2.0
    assert grade["timing"]["action_speed"] == "fast"

"""`trainer math` (all of it, as a real process) against a straightforward numpy enumeration of Ante/Play
alone, measured in the same run. Target: at most a tenth of the yardstick's time (issue 18; issue 2 asked for half).
``trainer math`` counts classes of hands in plain Python (trainer.engine.exact) and never imports numpy."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys
import time
from typing import Any

from benchmarks.yardsticks.numpy_ante_play import ante_play_house_edge

TARGET = 0.1
TRAINER = pathlib.Path(sys.executable).with_name("trainer")


def _time_math() -> tuple[float, dict[str, Any]]:
    start = time.perf_counter()
    proc = subprocess.run([str(TRAINER), "math", "--json"], capture_output=True, text=True, check=True)
    return time.perf_counter() - start, json.loads(proc.stdout)


def run() -> dict[str, Any]:
    start = time.perf_counter()
    edge, played = ante_play_house_edge()
    yardstick = time.perf_counter() - start
    runs = [_time_math() for _ in range(3)]
    value = min(t for t, _ in runs)
    result = runs[0][1]
    agrees = (
        abs(result["ante_play"]["house_edge"] - float(edge)) < 1e-15 and result["ante_play"]["hands_played"] == played
    )
    ratio = value / yardstick
    out = {
        "name": "math",
        "value": round(value, 3),
        "yardstick": round(yardstick, 3),
        "ratio": round(ratio, 3),
        "target": TARGET,
        "ok": ratio <= TARGET and agrees,
        "agrees_with_yardstick": agrees,
        "unit": "seconds (trainer math --json, whole process, best of 3; yardstick: one run)",
    }
    print(
        f"math: trainer math --json {value:.2f} s, numpy Ante/Play yardstick {yardstick:.2f} s, "
        f"ratio {ratio:.2f} (target ≤ {TARGET}) {'✓' if ratio <= TARGET else '✗'}"
        f"{'' if agrees else ', RESULTS DISAGREE'}"
    )
    return out


if __name__ == "__main__":
    print(json.dumps(run(), indent=2))

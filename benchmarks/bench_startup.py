"""Start-up of every entry point (issue 18), each against a bare PySide6 window measured in the same run.

Each entry point is the real ``trainer`` console script of this environment in a fresh process:

- **home** — ``trainer gui`` (what ``make run`` starts): the home screen;
- **scenario** — ``trainer gui --scenario plain_round_by_hand``: the practice table of a scenario;
- **screenshot** — ``trainer screenshot plain_round_by_hand --out PNG``: the whole command, PNG written, process
  gone;
- **exam** — ``trainer gui --exam certification``: an exam's start screen (the trainee's name, the rules), with
  its results store (an empty one in the benchmark's folder).

The windows leave the moment their first screen is rendered (``TRAINER_STARTUP_PROBE``, see
:func:`trainer.gui.app.main`), the yardstick (``benchmarks/yardsticks/bare_window.py``: a bare PySide6 window with
a 30-item scene) the same way, so each time is the wall clock from starting the process until the picture is
rendered. The runs are interleaved (one of each in turn), the best of :data:`REPEATS` counts, after one warm-up
round (bytecode, font cache). Target: each at most :data:`TARGET_RATIO` × the yardstick.
"""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys
import tempfile
import time
from typing import Any

from benchmarks.processes import ROOT, trainer

REPEATS = 7
TARGET_RATIO = 1.5
SCENARIO = "plain_round_by_hand"
EXAM = "certification"
YARDSTICK = ROOT / "benchmarks" / "yardsticks" / "bare_window.py"
WORK = pathlib.Path(tempfile.gettempdir()) / "fortune3-bench-startup"
PYCACHE = pathlib.Path(tempfile.gettempdir()) / "fortune3-bench-pycache"
"""Compiled bytecode kept here, as an installed program has it (PYTHONDONTWRITEBYTECODE, set in some shells and
CI, would otherwise make every start compile the trainer's modules from source)."""


def entry_points() -> list[tuple[str, str, list[str]]]:
    """(key, what it is, command) for every entry point measured."""
    shot = str(WORK / "screenshot.png")
    return [
        ("home", "trainer gui (make run): home screen", [*trainer(), "gui", "--lang", "en"]),
        ("scenario", f"trainer gui --scenario {SCENARIO}", [*trainer(), "gui", "--lang", "en", "--scenario", SCENARIO]),
        ("screenshot", f"trainer screenshot {SCENARIO} --out PNG", [*trainer(), "screenshot", SCENARIO, "--out", shot]),
        ("exam", f"trainer gui --exam {EXAM}: start screen", [*trainer(), "gui", "--lang", "en", "--exam", EXAM]),
    ]


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["TRAINER_ANIMATION_MS"] = "0"
    env["TRAINER_STARTUP_PROBE"] = "1"
    env["TRAINER_DATA_DIR"] = str(WORK / "data")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(PYCACHE)
    return env


def _time(cmd: list[str], env: dict[str, str]) -> float:
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, capture_output=True, cwd=ROOT, env=env, timeout=120)
    elapsed = time.perf_counter() - t0
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd[-4:])} failed ({proc.returncode}): {proc.stderr.decode()[-800:]}")
    return elapsed


def measure(repeats: int = REPEATS) -> tuple[float, dict[str, float]]:
    """Best wall-clock seconds of the yardstick and of each entry point, runs interleaved."""
    from benchmarks.bench_gui import _build_translations

    _build_translations()
    WORK.mkdir(parents=True, exist_ok=True)
    (WORK / "data").mkdir(exist_ok=True)
    env = _env()
    commands = {"yardstick": [sys.executable, str(YARDSTICK)]}
    commands.update({key: cmd for key, _what, cmd in entry_points()})
    best = dict.fromkeys(commands, float("inf"))
    for round_no in range(repeats + 1):
        for key, cmd in commands.items():
            elapsed = _time(cmd, env)
            if round_no:  # round 0 warms up: bytecode, font cache, the store's file
                best[key] = min(best[key], elapsed)
    yard = best.pop("yardstick")
    return yard, best


def run() -> dict[str, Any]:
    yard, best = measure()
    print(f"start-up: yardstick (bare PySide6 window, 30-item scene) {yard * 1000:.0f} ms")
    rows = {}
    for key, what, _cmd in entry_points():
        ratio = best[key] / yard
        ok = ratio <= TARGET_RATIO
        rows[key] = {"seconds": round(best[key], 4), "ratio": round(ratio, 3), "ok": ok}
        print(f"  {what}: {best[key] * 1000:.0f} ms — {ratio:.2f}× (target ≤ {TARGET_RATIO}×) {'✓' if ok else '✗'}")
    return {
        "name": "startup",
        "yardstick": round(yard, 4),
        "target": TARGET_RATIO,
        "entry_points": rows,
        "ratio": max(r["ratio"] for r in rows.values()),
        "ok": all(r["ok"] for r in rows.values()),
    }


if __name__ == "__main__":
    run()

"""Timing whole processes for the benchmarks: the ``trainer`` console script of this environment, and the best of a
few runs of a command (so a passing load on the machine does not decide the outcome)."""

from __future__ import annotations

import pathlib
import resource
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]


def trainer() -> list[str]:
    """The ``trainer`` command of the running Python environment."""
    script = pathlib.Path(sys.executable).with_name("trainer")
    return [str(script)] if script.exists() else [sys.executable, "-m", "trainer"]


def best_run(cmd: list[str], repeats: int = 3, env: dict[str, str] | None = None) -> tuple[float, bytes]:
    """The shortest wall-clock time of ``repeats`` runs of ``cmd`` (from the project folder), and the standard
    output of the last run; a failing run raises with its error output."""
    best = float("inf")
    out = b""
    for _ in range(repeats):
        t0 = time.perf_counter()
        proc = subprocess.run(cmd, capture_output=True, cwd=ROOT, env=env)
        elapsed = time.perf_counter() - t0
        if proc.returncode != 0:
            raise RuntimeError(f"{' '.join(cmd)} failed ({proc.returncode}): {proc.stderr.decode()[:500]}")
        best = min(best, elapsed)
        out = proc.stdout
    return best, out


def processor_seconds(cmd: list[str], repeats: int = 3, env: dict[str, str] | None = None) -> float:
    """The least processor time (user + system) of ``repeats`` runs of ``cmd``: what the command costs whatever
    else the machine is doing (the wall clock adds the time it waited for a processor)."""
    best = float("inf")
    for _ in range(repeats):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(cmd, capture_output=True, cwd=ROOT, env=env, check=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        best = min(best, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return best

"""Action logs to grade: the reference log of every bundled scenario plus seeded mutations of them (actions
dropped, duplicated, swapped, or inserted from elsewhere in the library). Shared by ``bench_grading`` and the
grading stability test, so both grade the same kind of logs."""

from __future__ import annotations

import pathlib
import random
from typing import Any

ROOT = pathlib.Path(__file__).resolve().parents[1]
SCENARIOS = sorted((ROOT / "scenarios").glob("*.toml"))


def library() -> list[tuple[Any, list[dict[str, Any]]]]:
    """(scenario, reference log as JSON actions) for every bundled scenario."""
    from trainer.engine.procedure import solve
    from trainer.training.scenario import load_scenario

    out = []
    for path in SCENARIOS:
        scenario = load_scenario(path)
        out.append((scenario, [a.to_json() for a in solve(scenario.round())]))
    return out


def mutate(rng: random.Random, log: list[dict[str, Any]], pool: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One to four random edits of ``log``: drop, duplicate, swap two neighbours, or insert an action from ``pool``."""
    out = list(log)
    for _ in range(rng.randint(1, 4)):
        op = rng.choice(("drop", "duplicate", "swap", "insert"))
        i = rng.randrange(len(out)) if out else 0
        if op == "drop" and out:
            del out[i]
        elif op == "duplicate" and out:
            out.insert(i, out[i])
        elif op == "swap" and len(out) > 1:
            j = min(i + 1, len(out) - 1)
            i = j - 1
            out[i], out[j] = out[j], out[i]
        else:
            out.insert(i, rng.choice(pool))
    return out


def corpus(mutants: int, seed: int = 18) -> list[tuple[Any, list[dict[str, Any]]]]:
    """The library's reference logs, then ``mutants`` mutated logs (seeded)."""
    lib = library()
    pool = [a for _, log in lib for a in log]
    rng = random.Random(seed)
    out = list(lib)
    for _ in range(mutants):
        scenario, log = rng.choice(lib)
        out.append((scenario, mutate(rng, log, pool)))
    return out

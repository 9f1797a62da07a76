"""``trainer settle`` on 20,000 mixed rounds: at least 12,000 rounds/s for the whole process (issue 2), and at
most 0.1x the time of a straightforward settler (issue 18).

Rounds are generated (seeded) by :mod:`trainer.engine.samples`: 1-7 seats, every bet kind, folds, Pair Plus
alone, Progressive with community cards. The real console script runs as a subprocess. Two yardsticks, measured
in the same run on the same file: ``python -c 'import json,sys; json.load(open(FILE))'`` (reading the file at
the least), and :mod:`benchmarks.yardsticks.plain_settler`, an independent settler written plainly from
docs/settle.md, whose results must equal ``trainer settle``'s. Each is timed as the best of a few runs (wall
clock), so a passing load on the machine does not decide the outcome.

``trainer settle`` takes such a file through the compiled settler (trainer/engine/_csettle.c, built by ``make
venv``); the figure says whether it was built, and ``python -m benchmarks settle --python`` measures the Python
path alone (the compiled settler switched off by ``TRAINER_SETTLE_PYTHON=1``).
"""

from __future__ import annotations

import json
import os
import pathlib
import random
import sys
import tempfile

from benchmarks.processes import best_run, processor_seconds, trainer

ROUNDS = 20_000
TARGET_ROUNDS_PER_S = 12_000
TARGET_RATIO = 0.1
REPEATS = 3
ROOT = pathlib.Path(__file__).resolve().parents[1]


def write_rounds(path: pathlib.Path, count: int = ROUNDS, seed: int = 20251030) -> None:
    from trainer.engine.samples import random_rounds

    path.write_text(json.dumps(random_rounds(random.Random(seed), count)), encoding="utf-8")


def run(python_only: bool | None = None) -> dict[str, object]:
    from trainer.engine import compiled

    if python_only is None:
        python_only = "--python" in sys.argv[1:]
    used = "Python path" if python_only or not compiled.available() else "compiled settler"
    with tempfile.TemporaryDirectory() as tmp:
        path = pathlib.Path(tmp) / "rounds.json"
        write_rounds(path)
        env = {**os.environ, "TRAINER_SETTLE_PYTHON": "1"} if python_only else None
        settle_s, out = best_run([*trainer(), "settle", str(path)], REPEATS, env=env)
        results = json.loads(out)
        if len(results) != ROUNDS:
            raise RuntimeError(f"trainer settle printed {len(results)} results for {ROUNDS} rounds")
        yard_s, _ = best_run(
            [sys.executable, "-c", "import json,sys; json.load(open(sys.argv[1]))", str(path)], REPEATS
        )
        plain = [sys.executable, str(ROOT / "benchmarks" / "yardsticks" / "plain_settler.py"), str(path)]
        plain_s, plain_out = best_run(plain, REPEATS)
        agrees = json.loads(plain_out) == results
        settle_cpu = processor_seconds([*trainer(), "settle", str(path)], REPEATS, env=env)
        plain_cpu = processor_seconds(plain, REPEATS)
    rate = ROUNDS / settle_s
    ratio = settle_s / plain_s
    result: dict[str, object] = {
        "name": "settle",
        "settler": used,
        "value": round(rate),
        "unit": "rounds/s",
        "seconds": round(settle_s, 3),
        "yardstick": round(yard_s, 3),
        "yardstick_what": "python -c json.load(FILE) on the same file, seconds",
        "ratio": round(settle_s / yard_s, 2),
        "target": TARGET_ROUNDS_PER_S,
        "settler_yardstick": round(plain_s, 3),
        "settler_yardstick_what": "benchmarks/yardsticks/plain_settler.py on the same file, seconds",
        "settler_ratio": round(ratio, 3),
        "settler_target": TARGET_RATIO,
        "agrees_with_settler_yardstick": agrees,
        "processor_seconds": round(settle_cpu, 3),
        "settler_yardstick_processor_seconds": round(plain_cpu, 3),
        "ok": rate >= TARGET_ROUNDS_PER_S and ratio <= TARGET_RATIO and agrees,
    }
    print(
        f"settle ({used}): {ROUNDS} rounds in {settle_s:.3f} s = {rate:,.0f} rounds/s "
        f"(target ≥ {TARGET_ROUNDS_PER_S:,}) {'✓' if rate >= TARGET_ROUNDS_PER_S else '✗'}; json.load alone "
        f"{yard_s:.3f} s, ratio {settle_s / yard_s:.2f}; plain settler {plain_s:.3f} s, ratio {ratio:.2f} "
        f"(target ≤ {TARGET_RATIO}) {'✓' if ratio <= TARGET_RATIO else '✗'}"
        f"{'' if agrees else ', RESULTS DISAGREE'}"
        f"\n  (processor time: {settle_cpu:.3f} s vs {plain_cpu:.3f} s, ratio {settle_cpu / plain_cpu:.3f}; the rest of "
        "the wall clock was waiting while other programs ran)"
    )
    return result


if __name__ == "__main__":
    run()

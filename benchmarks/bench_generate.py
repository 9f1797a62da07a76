"""``trainer generate`` then ``trainer validate`` on the files: at least 500 validated rounds/s (issue 13).

2,000 rounds with irregularities at 25 %, written by the real console script, then checked by ``trainer validate``
(format, content, and the reference dealer played through each round). Both are whole processes, timed as the best
of a few runs. The yardstick, in the same run, is ``python -c 'import tomllib, ...'`` parsing the same files: what
reading them costs at the least.
"""

from __future__ import annotations

import pathlib
import sys
import tempfile

from benchmarks.processes import best_run, trainer

ROUNDS = 2_000
TARGET_ROUNDS_PER_S = 500
REPEATS = 3
PARSE_ALL = (
    "import pathlib, sys, tomllib\n"
    "for p in pathlib.Path(sys.argv[1]).glob('*.toml'):\n"
    "    tomllib.loads(p.read_text(encoding='utf-8'))\n"
)


def run() -> dict[str, object]:
    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(tmp) / "rounds"
        gen_s, _ = best_run(
            [
                *trainer(),
                "generate",
                "--count",
                str(ROUNDS),
                "--seed",
                "1",
                "--irregularities",
                "0.25",
                "--out",
                str(out),
            ]
        )
        val_s, _ = best_run([*trainer(), "validate", str(out)], REPEATS)
        yard_s, _ = best_run([sys.executable, "-c", PARSE_ALL, str(out)], REPEATS)
    total = gen_s + val_s
    rate = ROUNDS / total
    print(
        f"generate: {ROUNDS} rounds written in {gen_s:.3f} s ({ROUNDS / gen_s:,.0f}/s), validated in {val_s:.3f} s; "
        f"{rate:,.0f} validated rounds/s (target ≥ {TARGET_ROUNDS_PER_S}) {'✓' if rate >= TARGET_ROUNDS_PER_S else '✗'}; tomllib alone {yard_s:.3f} s, "
        f"ratio {total / yard_s:.1f}"
    )
    return {
        "name": "generate",
        "value": round(rate),
        "unit": "validated rounds/s",
        "seconds": round(total, 3),
        "generate_seconds": round(gen_s, 3),
        "validate_seconds": round(val_s, 3),
        "yardstick": round(yard_s, 3),
        "yardstick_what": "python -c tomllib.loads on every file, seconds",
        "ratio": round(total / yard_s, 2),
        "target": TARGET_ROUNDS_PER_S,
        "ok": rate >= TARGET_ROUNDS_PER_S,
    }


if __name__ == "__main__":
    run()

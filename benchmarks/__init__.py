"""Speed and memory benchmarks. Each target is a ratio against a yardstick measured in the same run.

Run all with ``make bench`` (``python -m benchmarks``) or one with ``python -m benchmarks NAME``.
Each ``bench_*.py`` module defines ``run() -> dict`` returning at least ``{"name", "value", "yardstick",
"ratio", "target", "ok"}`` and prints a readable line.
"""

"""Run the benchmarks: ``python -m benchmarks [NAME ...] [--json]``."""

from __future__ import annotations

import importlib
import json
import pkgutil
import sys

import benchmarks


def main(argv: list[str]) -> int:
    as_json = "--json" in argv
    wanted = [a for a in argv if not a.startswith("-")]
    names = sorted(m.name for m in pkgutil.iter_modules(benchmarks.__path__) if m.name.startswith("bench_"))
    if wanted:
        names = [n for n in names if n in wanted or n.removeprefix("bench_") in wanted]
    results = []
    for name in names:
        mod = importlib.import_module(f"benchmarks.{name}")
        results.append(mod.run())
    if as_json:
        print(json.dumps(results, indent=2))
    failed = [r["name"] for r in results if not r.get("ok", True)]
    if failed:
        print("below target: " + ", ".join(failed), file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

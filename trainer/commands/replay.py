"""``trainer replay SCENARIO LOG --json``: grade an action log against a scenario (actions.md)."""

from __future__ import annotations

import argparse
import json

from trainer.cli import UsageError

HELP = "grade an action log against a scenario"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("scenario", help="scenario file (.toml)")
    p.add_argument("log", help="action log (.json array of actions; - for standard input)")
    p.add_argument("--json", action="store_true", help="print the grade as JSON")
    p.add_argument("--lang", choices=("en", "zh-Hant"), default="en", help="language of the readable output")


def run(args: argparse.Namespace) -> int:
    from trainer.commands._io import load_scenario_or_fail, read_json
    from trainer.engine.actions import ActionFormatError, parse_log
    from trainer.training.grading import grade
    from trainer.training.timing import TimingError, split_times, timing_from_offsets

    scenario = load_scenario_or_fail(args.scenario)
    raw = read_json(args.log, "action log")
    try:
        raw, times = split_times(raw)
        log = parse_log(raw)
        timing = None if times is None else timing_from_offsets([a.kind for a in log], times)
    except (ActionFormatError, TimingError) as exc:
        raise UsageError(f"{args.log}: {exc}") from None
    g = grade(scenario, log)
    if args.json:
        out = g.to_json()
        if timing is not None:
            out["timing"] = timing.to_json()
        print(json.dumps(out, ensure_ascii=False))
        return 0
    print(f"score {g.score}  {'passed' if g.passed else 'not passed'}")
    bands = g.bands
    for k, v in g.skills.items():
        n = g.opportunities.get(k, 0)
        print(f"  {k:15s} {v:.0%}  {g.credit.get(k, 0)}/{n}  {bands.get(k, '-')}" if n else f"  {k:15s} -")
    m = g.money
    print(
        f"  money: overpaid {m.overpaid} ({m.overpayments}), underpaid {m.underpaid} ({m.underpayments}), "
        f"{m.units_per_100_bets} bet units per 100 bets"
    )
    if timing is not None:
        t = timing.to_json()
        for name in ("action", "payout"):
            if f"{name}_median_seconds" in t:
                print(f"  {name}: median {t[f'{name}_median_seconds']} s ({t[f'{name}_speed']})")
    for e in g.errors:
        msg = e.message_zh if args.lang == "zh-Hant" else e.message_en
        print(f"  step {e.step:3d}  {e.clause:8s} {e.severity:8s} {msg}")
    return 0

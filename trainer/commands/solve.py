"""``trainer solve SCENARIO --json``: the reference dealer's action log for a scenario."""

from __future__ import annotations

import argparse
import json

HELP = "print the reference dealer's action log for a scenario (actions.md)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("scenario", help="scenario file (.toml)")
    p.add_argument("--json", action="store_true", help="print the log as a JSON array")
    p.add_argument("--lang", choices=("en", "zh-Hant"), default="en", help="language of the readable output")


def run(args: argparse.Namespace) -> int:
    from trainer.commands._io import load_scenario_or_fail
    from trainer.engine.procedure import solve
    from trainer.engine.words import action_text

    scenario = load_scenario_or_fail(args.scenario)
    actions = solve(scenario.round())
    if args.json:
        print(json.dumps([a.to_json() for a in actions], ensure_ascii=False))
    else:
        for i, a in enumerate(actions):  # numbered from 1 as everywhere a person reads; the action in words
            print(f"{i + 1:3d}  {action_text(a, args.lang)}  {json.dumps(a.to_json(), ensure_ascii=False)}")
    return 0

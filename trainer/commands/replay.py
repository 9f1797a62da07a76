"""``trainer replay SCENARIO LOG --json``: grade an action log against a scenario (actions.md)."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING, Any

from trainer.cli import UsageError

if TYPE_CHECKING:
    from trainer.training.grading import Grade

HELP = "grade an action log against a scenario"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("scenario", help="scenario file (.toml)")
    p.add_argument("log", help="action log (.json array of actions; - for standard input)")
    p.add_argument("--json", action="store_true", help="print the grade as JSON")
    p.add_argument("--lang", choices=("en", "zh-Hant"), default="en", help="language of the readable output")


def run(args: argparse.Namespace) -> int:
    from trainer.commands._io import load_scenario_or_fail, read_log
    from trainer.engine.actions import ActionFormatError, parse_log
    from trainer.training.grading import grade
    from trainer.training.timing import TimingError, split_times, timing_from_offsets

    scenario = load_scenario_or_fail(args.scenario)
    raw = read_log(args.log, parse=False)  # bounded; checked below, once the optional times are taken off
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
    for line in readable(g, args.lang, timing.to_json() if timing is not None else None):
        print(line)
    return 0


def readable(g: Grade, lang: str, timing: dict[str, Any] | None = None) -> list[str]:
    """The grade in plain words of ``lang`` (the catalogue's: trainer.engine.words), one line each."""
    from trainer.engine.words import GRADE, SEVERITIES, SKILLS
    from trainer.training.session import money_bets_text, money_text, timing_lines

    zh = lang.startswith("zh")

    def w(key: str, **fields: object) -> str:
        t = GRADE[key]
        return (t.zh if zh else t.en).format(**fields)

    lines = [f"{w('score', score=g.score)}  {w('passed' if g.passed else 'not_passed')}"]
    bands = g.bands
    for k, v in g.skills.items():
        name = SKILLS[k].zh if zh else SKILLS[k].en
        n = g.opportunities.get(k, 0)
        band = w(f"band_{bands[k]}") if k in bands and f"band_{bands[k]}" in GRADE else "-"
        lines.append(f"  {name:15s} {v:.0%}  {g.credit.get(k, 0)}/{n}  {band}" if n else f"  {name:15s} -")
    pick = (lambda t: t.zh) if zh else (lambda t: t.en)
    lines.append("  " + pick(money_text(g)))
    bets = money_bets_text(g)
    if bets is not None:
        lines.append("  " + pick(bets))
    lines += ["  " + pick(note.text) for note in g.style]  # payouts in odd or needlessly many chips: notes, no points
    if timing is not None:
        lines += ["  " + pick(t) for t in timing_lines(timing)]
    for e in g.errors:
        msg = e.message_zh if zh else e.message_en
        severity = SEVERITIES[e.severity].zh if zh else SEVERITIES[e.severity].en
        lines.append(f"  {w('action', n=e.step + 1):10s} {e.clause:8s} {severity:8s} {msg}")
    return lines

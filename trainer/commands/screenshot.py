"""``trainer screenshot SCENARIO --out PNG``: the table after N actions of the reference dealer, rendered offscreen."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

HELP = "render the table of a scenario to a PNG after N actions of the reference dealer"
LEAVE_AT_ONCE = True
"""From the command line the process ends as soon as the PNG and its line are written (trainer.cli._leave)."""


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("scenario", help="scenario id, file name or path (.toml)")
    p.add_argument("--out", required=True, metavar="PNG", help="where to write the picture")
    p.add_argument("--step", default="-1", metavar="N", help="actions of the reference dealer to play first "
                   "(default: the middle of the round)")  # fmt: skip
    p.add_argument("--size", default="1280x800", metavar="WxH", help="picture size in pixels (default 1280x800)")
    p.add_argument("--lang", default="en", help="zh-Hant or en (default en)")


def parse_size(text: str) -> tuple[int, int]:
    from trainer.commands._io import size_type

    return size_type(text, (16, 16), (8192, 8192))


def run(args: argparse.Namespace) -> int:
    # No garbage collection while the picture is made: a one-off process whose objects all stay (~6 ms).
    from trainer.commands._io import without_gc

    return without_gc(_run, args)


def _run(args: argparse.Namespace) -> int:
    from trainer.cli import UsageError

    size = parse_size(args.size)
    from trainer.training.inputs import shorten

    text = args.step.strip()
    digits = text[1:] if text.startswith("-") else text
    if not (digits.isascii() and digits.isdigit() and len(digits) <= 6):
        raise UsageError(f"--step {shorten(args.step)}: not a whole number")
    step = int(text)
    if step < -1:
        raise UsageError(f"--step {step}: must be 0 or more")
    out = Path(args.out)
    if out.suffix.lower() != ".png":
        raise UsageError(f"--out {args.out}: the picture is a PNG (name it .png)")
    if not out.parent.is_dir():
        raise UsageError(f"--out {shorten(args.out, 200)}: no such folder {shorten(str(out.parent), 200)}")

    from trainer.engine.procedure import solve
    from trainer.training.scenario import ScenarioError, find_scenario

    try:
        scenario = find_scenario(args.scenario)
    except ScenarioError as exc:
        raise UsageError(*[str(p) for p in exc.problems]) from None
    log = solve(scenario.round())
    if step == -1:
        step = len(log) // 2
    if step > len(log):
        raise UsageError(f"--step {step}: the reference dealer's round has only {len(log)} actions")
    r = scenario.round()
    for act in log[:step]:
        r.apply(act)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from trainer.gui.i18n import normalise_language

    try:
        lang = normalise_language(args.lang)
    except ValueError as exc:
        raise UsageError(f"--lang: {shorten(str(exc), 120)}") from None
    from trainer.gui.render import render_view_png

    try:
        render_view_png(r.view(), out, size, lang)
    except OSError as exc:
        raise UsageError(str(exc)) from None
    print(f"{out}: {size[0]}x{size[1]}, {scenario.id} after {step} of {len(log)} actions ({lang})")
    return 0

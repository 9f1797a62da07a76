"""``trainer gui``: the trainer's window (what ``make run`` starts)."""

from __future__ import annotations

import argparse
import os

HELP = "open the trainer's window (home screen, scenario browser, practice table)"


def _size(text: str) -> tuple[int, int]:
    from trainer.cli import UsageError

    w, sep, h = text.lower().partition("x")
    if not sep or not w.isdigit() or not h.isdigit() or not (320 <= int(w) <= 8000 and 240 <= int(h) <= 8000):
        raise UsageError(f"--size {text}: expected WIDTHxHEIGHT in pixels, e.g. 1280x800")
    return int(w), int(h)


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--lang", help="zh-Hant or en (default: from the system locale)")
    p.add_argument("--scenario", help="open this scenario (id, file name or path) straight in practice")
    p.add_argument("--size", help="window size WIDTHxHEIGHT (default 1280x800)")
    p.add_argument("--grab", metavar="PNG", help="developers: save a picture of the window after start-up and quit")
    p.add_argument("--step", type=int, default=0, help="with --scenario: play the reference dealer's first N actions")


def run(args: argparse.Namespace) -> int:
    from trainer.cli import UsageError

    size = _size(args.size) if args.size else None
    if args.step < 0:
        raise UsageError("--step: must be 0 or more")
    scenario = None
    if args.scenario:
        from trainer.training.scenario import ScenarioError, find_scenario

        try:
            scenario = find_scenario(args.scenario)  # checked here, handed on: read once
        except ScenarioError as exc:
            raise UsageError(*[str(p) for p in exc.problems]) from None
    # Qt from here on. trainer.gui.app first: it imports what it needs before PySide6 (a quicker start-up).
    from trainer.gui.app import main
    from trainer.gui.i18n import normalise_language

    lang = None
    if args.lang:
        try:
            lang = normalise_language(args.lang)
        except ValueError as exc:
            raise UsageError(f"--lang: {exc}") from None
    if args.grab and not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return main(lang=lang, scenario=scenario, grab=args.grab, size=size, actions=args.step)

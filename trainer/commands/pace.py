"""``trainer pace show|set|reset``: this PC's house standard of pace (docs/practice.md, "Pace").

``show`` prints the standard and where it is kept; ``set`` changes the figures given (the others keep their value)
and keeps them in ``house-pace.toml`` in the data folder; ``reset`` removes that file (the defaults hold again).
The practice pages and the learner panel read it; an exam with ``pace_required = true`` records it with each attempt
it ends (docs/exams.md, "Pace").
"""

from __future__ import annotations

import argparse

from trainer.cli import UsageError

HELP = "the house standard of pace: rounds an hour at a full table, seconds per payout (show, set, reset)"


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a number") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a number more than 0")
    return value


def _not_negative(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a number") from None
    if not value >= 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not a number of 0 or more")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=type(parser))
    sub.add_parser("show", help="print the house standard and where it is kept")
    put = sub.add_parser("set", help="keep new figures (those not given keep their value)")
    put.add_argument("--rounds-per-hour", type=_positive, metavar="N", help="rounds an hour at a full table (7 seats)")
    put.add_argument("--seconds-per-payout", type=_positive, metavar="S", help="settling time per bet settled, at most")
    put.add_argument(
        "--players-seconds", type=_not_negative, metavar="S", help="the players' own time in a round at a full table"
    )
    ready = put.add_mutually_exclusive_group()
    ready.add_argument(
        "--table-ready", dest="table_ready", action="store_true", default=None, help="Table-ready rounds must meet it"
    )
    ready.add_argument(
        "--no-table-ready",
        dest="table_ready",
        action="store_false",
        help="Table-ready rounds are only shown against it",
    )
    sub.add_parser("reset", help="remove this PC's setting: the documented defaults hold again")


def run(args: argparse.Namespace) -> int:
    from trainer.training.house_standard import (
        StandardError,
        changed,
        load_standard,
        reset_standard,
        save_standard,
        setting_path,
    )
    from trainer.training.store import data_dir

    folder = data_dir()
    try:
        if args.action == "set":
            figures = (args.rounds_per_hour, args.seconds_per_payout, args.players_seconds, args.table_ready)
            if all(f is None for f in figures):
                raise UsageError(
                    "trainer pace set: give at least one of --rounds-per-hour, --seconds-per-payout, "
                    "--players-seconds, --table-ready or --no-table-ready"
                )
            standard = changed(
                load_standard(folder),
                rounds_per_hour=args.rounds_per_hour,
                seconds_per_payout=args.seconds_per_payout,
                players_seconds=args.players_seconds,
                table_ready=args.table_ready,
            )
            save_standard(folder, standard)
        elif args.action == "reset":
            reset_standard(folder)
        standard = load_standard(folder)
    except StandardError as exc:
        raise UsageError(f"trainer pace {args.action}: {exc}") from None
    from trainer.training.pace import standard_text

    path = setting_path(folder)
    text = standard_text(standard)
    print(text.en)
    print(text.zh)
    print(f"kept in {path}" if path.exists() else f"the defaults (no setting: {path})")
    return 0

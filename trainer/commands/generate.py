"""``trainer generate``: write generated rounds as scenario files (docs/practice.md)."""

from __future__ import annotations

import argparse
from pathlib import Path

from trainer.cli import UsageError

HELP = "write generated rounds (reproducible from a seed) as scenario files"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--count", type=int, required=True, help="how many rounds (1..100000)")
    p.add_argument("--seed", type=int, required=True, help="the seed every round is drawn from")
    p.add_argument("--seats", type=int, choices=(5, 6, 7), help="player seats at the table (default: a draw)")
    p.add_argument(
        "--irregularities", type=float, default=0.0, help="share of rounds with an irregularity, 0..1 (default 0)"
    )
    p.add_argument("--shuffle", choices=("hand", "one-card", "three-card"), help="shuffling method (default: a draw)")
    p.add_argument("--progressive", action="store_true", help="offer the Progressive Jackpot in every round")
    p.add_argument(
        "--table",
        metavar="CLASS",
        help="table class, its Ante minimum in MOP: 100, 200, 500 or 1000 (default 100); sets the limits and chips",
    )
    p.add_argument(
        "--weights",
        metavar="KIND=W,...",
        help="change how often kinds of irregularity come up, e.g. late_bet=10,conduct:recording=0 (docs/practice.md)",
    )
    p.add_argument(
        "--rare-hands",
        type=float,
        nargs="?",
        const=1.0,
        default=0.0,
        metavar="SHARE",
        help="seed rare hands (straight flush, three of a kind, Six Card Bonus, Progressive wins) in this share of "
        "rounds, 0..1 (1 when given alone; default 0)",
    )
    p.add_argument("--out", required=True, help="folder to write the .toml files into (made if missing)")


def run(args: argparse.Namespace) -> int:
    from trainer.engine.table_classes import DEFAULT_CLASS, TABLE_CLASSES
    from trainer.training.generate import GenerateError, Options, generate, to_toml
    from trainer.training.irregularity_weights import WeightsError, parse_weights

    if not 1 <= args.count <= 100_000:
        raise UsageError(f"--count {args.count}: from 1 to 100000 rounds")
    if not 0 <= args.seed < 2**63:
        raise UsageError(f"--seed {args.seed}: a whole number from 0 to 2**63 - 1")
    table = DEFAULT_CLASS
    if args.table is not None:
        classes = ", ".join(str(c) for c in TABLE_CLASSES)
        if not args.table.isdigit() or int(args.table) not in TABLE_CLASSES:
            raise UsageError(f"--table {args.table}: a table class is its Ante minimum in MOP, one of {classes}")
        table = int(args.table)
    try:
        weights = parse_weights(args.weights) if args.weights is not None else None
    except WeightsError as exc:
        raise UsageError(str(exc)) from None
    options = Options(
        seats=args.seats,
        irregularities=args.irregularities,
        shuffle=args.shuffle,
        progressive=args.progressive,
        table=table,
        weights=weights,
        rare_hands=args.rare_hands,
    )
    out = _out_folder(args.out)
    try:
        options.check()
        out.mkdir(parents=True, exist_ok=True)
        for rnd in generate(args.count, args.seed, options):
            (out / f"{rnd.id}.toml").write_text(to_toml(rnd), encoding="utf-8")
    except GenerateError as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise UsageError(_cannot_write(out, exc)) from None
    print(f"{args.count} round(s) written to {out}")
    return 0


def _out_folder(text: str) -> Path:
    """``--out`` as a folder to write into: an empty path (which would mean the current folder) or a file is
    refused in one line."""
    if not text.strip():
        raise UsageError("--out: empty; give the folder to write the .toml files into, e.g. --out generated")
    out = Path(text)
    if out.exists() and not out.is_dir():
        raise UsageError(f"--out {out}: is a file, not a folder; give the folder to write the .toml files into")
    return out


def _cannot_write(out: Path, exc: OSError) -> str:
    """Why the scenario files cannot be written into ``out``, in one line that says what to do (a system folder
    such as /proc answers "no such file" for a file it will not make: that is said as what it means)."""
    import errno

    if exc.errno == errno.ENOSPC:
        why = "the disk is full"
    elif exc.errno in (errno.EACCES, errno.EPERM):
        why = "no permission to write in it"
    elif exc.errno == errno.EROFS:
        why = "it is on a read-only disk"
    elif exc.errno == errno.ENOENT and out.is_dir():
        why = "it takes no new files: a system folder such as /proc"
    else:
        why = exc.strerror or str(exc)
    return (
        f"--out {out}: not a folder the rounds can be written into ({why}); give another folder, e.g. --out generated"
    )

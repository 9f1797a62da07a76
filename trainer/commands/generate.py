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
    p.add_argument("--out", required=True, help="folder to write the .toml files into (made if missing)")


def run(args: argparse.Namespace) -> int:
    from trainer.training.generate import GenerateError, Options, generate, to_toml

    if not 1 <= args.count <= 100_000:
        raise UsageError(f"--count {args.count}: from 1 to 100000 rounds")
    if not 0 <= args.seed < 2**63:
        raise UsageError(f"--seed {args.seed}: a whole number from 0 to 2**63 - 1")
    options = Options(
        seats=args.seats, irregularities=args.irregularities, shuffle=args.shuffle, progressive=args.progressive
    )
    out = Path(args.out)
    try:
        options.check()
        out.mkdir(parents=True, exist_ok=True)
        for rnd in generate(args.count, args.seed, options):
            (out / f"{rnd.id}.toml").write_text(to_toml(rnd), encoding="utf-8")
    except GenerateError as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise UsageError(f"{out}: cannot write there: {exc.strerror}") from None
    print(f"{args.count} round(s) written to {out}")
    return 0

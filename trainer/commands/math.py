"""``trainer math``: the exact mathematics of the game (``docs/math.md``)."""

from __future__ import annotations

import argparse
import json
from typing import Any

HELP = "exact house edges and hand counts of the game, computed by full enumeration"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON object (described in docs/math.md)")


def _label(name: str) -> str:
    return name.replace("_", " ").capitalize()


def _counts_table(title: str, block: dict[str, Any]) -> list[str]:
    total = block["total"]
    lines = [f"{title} — {total:,} hands"]
    for name, n in block["counts"].items():
        lines.append(f"  {_label(name):<18}{n:>14,}  {n / total:>10.6%}")
    return lines


def format_table(result: dict[str, Any]) -> str:
    ap = result["ante_play"]
    lines = _counts_table("Three-card hands (A7.1)", result["three_card"])
    lines.append(f"  Pair Plus house edge (A16.1): {result['pair_plus']['house_edge']:.4%}")
    lines.append("")
    lines.append("Ante/Play, optimal play against every dealer hand (A12, A13)")
    lines.append(f"  House edge (per unit Ante): {ap['house_edge']:.4%}")
    lines.append(f"  Element of risk:            {ap['element_of_risk']:.4%}")
    lines.append(f"  Hands played / folded:      {ap['hands_played']:,} / {ap['hands_folded']:,}")
    lines.append("")
    lines += _counts_table("Six Card Bonus, best five of six (A7.2, A14)", result["six_card_bonus"])
    lines.append(f"  Six Card Bonus house edge (A16.2): {result['six_card_bonus']['house_edge']:.4%}")
    lines.append("")
    lines += _counts_table("Progressive, three cards + two community cards (A7.3)", result["progressive"])
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    from trainer.engine.exact import game_math

    result = game_math()
    print(json.dumps(result) if args.json else format_table(result))
    return 0

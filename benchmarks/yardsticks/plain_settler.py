"""Yardstick: a straightforward settler written from docs/settle.md alone, sharing no code with the engine.

It reads the same JSON file, evaluates every hand the obvious way (ranks counted with :class:`collections.Counter`,
the best five of six or of five cards by trying each five-card combination), settles each bet by the pay tables and
Readings 1-4, and prints the results as ``json.dumps`` of the same objects ``trainer settle`` prints. No input
checking (the benchmark's rounds are valid), no caching, no parallel processes: what settling costs written plainly.
"""

from __future__ import annotations

import itertools
import json
import sys
from collections import Counter
from typing import Any

RANKS = {r: i for i, r in enumerate("23456789TJQKA", start=2)}
THREE = ["high_card", "pair", "flush", "straight", "three_of_a_kind", "straight_flush"]  # A7.1, low to high
FIVE = [
    "high_card",
    "pair",
    "two_pair",
    "three_of_a_kind",
    "straight",
    "flush",
    "full_house",
    "four_of_a_kind",
    "straight_flush",
    "royal_flush",
]
ANTE_BONUS = {"straight_flush": 5, "three_of_a_kind": 4, "straight": 1}
PAIR_PLUS = {"straight_flush": 40, "three_of_a_kind": 25, "straight": 5, "flush": 4, "pair": 1}
SIX_CARD = {
    "royal_flush": 500,
    "straight_flush": 100,
    "four_of_a_kind": 50,
    "full_house": 20,
    "flush": 15,
    "straight": 10,
    "three_of_a_kind": 7,
}
PROGRESSIVE = ("royal_flush", "straight_flush", "four_of_a_kind", "full_house", "flush")


def card(text: str) -> tuple[int, str]:
    rank = "T" if text[:-1] == "10" else text[:-1].upper()
    return RANKS[rank], text[-1].lower()


def three_card(cards: list[tuple[int, str]]) -> tuple[int, list[int]]:
    """(category index in THREE, tie-break ranks)."""
    ranks = sorted((r for r, _ in cards), reverse=True)
    flush = len({s for _, s in cards}) == 1
    counts = Counter(ranks)
    if len(counts) == 1:
        return THREE.index("three_of_a_kind"), ranks
    if len(counts) == 2:
        pair = max(counts, key=lambda r: counts[r])
        kicker = min(counts, key=lambda r: counts[r])
        return THREE.index("pair"), [pair, kicker]
    straight_top = 0
    if ranks[0] - ranks[2] == 2:
        straight_top = ranks[0]
    elif ranks == [14, 3, 2]:
        straight_top = 3
    if straight_top:
        return THREE.index("straight_flush" if flush else "straight"), [straight_top]
    return THREE.index("flush" if flush else "high_card"), ranks


def five_card(cards: tuple[tuple[int, str], ...]) -> int:
    ranks = sorted((r for r, _ in cards), reverse=True)
    flush = len({s for _, s in cards}) == 1
    counts = sorted(Counter(ranks).values(), reverse=True)
    straight = len(set(ranks)) == 5 and (ranks[0] - ranks[4] == 4 or ranks == [14, 5, 4, 3, 2])
    if straight and flush:
        return FIVE.index("royal_flush" if ranks[0] == 14 and ranks[4] == 10 else "straight_flush")
    if counts[0] == 4:
        return FIVE.index("four_of_a_kind")
    if counts[:2] == [3, 2]:
        return FIVE.index("full_house")
    if flush:
        return FIVE.index("flush")
    if straight:
        return FIVE.index("straight")
    if counts[0] == 3:
        return FIVE.index("three_of_a_kind")
    if counts[:2] == [2, 2]:
        return FIVE.index("two_pair")
    return FIVE.index("pair" if counts[0] == 2 else "high_card")


def best_five(cards: list[tuple[int, str]]) -> str:
    return FIVE[max(five_card(c) for c in itertools.combinations(cards, 5))]


def settle(rnd: dict[str, Any]) -> dict[str, Any]:
    dealer = [card(c) for c in rnd["dealer"]]
    dealer_value = three_card(dealer)
    qualifies = dealer_value >= (THREE.index("high_card"), [12]) or dealer_value[0] > 0
    community = [card(c) for c in rnd.get("community", [])]
    seats_out = []
    wins = []
    for s in rnd["seats"]:
        cards = [card(c) for c in s["cards"]]
        value = three_card(cards)
        hand = THREE[value[0]]
        bets = s["bets"]
        results: dict[str, int] = {}
        entry: dict[str, Any] = {"seat": s["seat"], "hand": hand}
        if "ante" in bets:
            ante, play = bets["ante"], bets.get("play", 0)
            if s.get("folded"):
                results["ante"] = -ante
            else:
                if not qualifies:
                    results["ante"], results["play"] = ante, 0
                elif value > dealer_value:
                    results["ante"], results["play"] = ante, play
                elif value < dealer_value:
                    results["ante"], results["play"] = -ante, -play
                else:
                    results["ante"], results["play"] = 0, 0
                results["ante_bonus"] = ante * ANTE_BONUS.get(hand, 0)
        if "pair_plus" in bets:
            stake = bets["pair_plus"]
            results["pair_plus"] = stake * PAIR_PLUS[hand] if hand in PAIR_PLUS else -stake
        if "six_card_bonus" in bets:
            stake = bets["six_card_bonus"]
            six = best_five(cards + dealer)
            entry["six_card_hand"] = six if six in SIX_CARD else None
            results["six_card_bonus"] = stake * SIX_CARD[six] if six in SIX_CARD else -stake
        if "progressive" in bets:
            prog = best_five(cards + community)
            entry["progressive_hand"] = prog if prog in PROGRESSIVE else None
            results["progressive"] = -bets["progressive"]
            if prog in PROGRESSIVE:
                wins.append((s["seat"], results, prog))
        entry["results"] = results
        seats_out.append(entry)
    out: dict[str, Any] = {
        "dealer": {"hand": THREE[dealer_value[0]], "qualifies": qualifies},
        "seats": seats_out,
    }
    if "progressive" in rnd:
        cfg = rnd["progressive"]
        pool = cfg["pool"]
        tenth = cfg["pool"] // 10
        order = sorted(seat for seat, _, hand in wins if hand != "royal_flush")
        for _, results, hand in wins:
            if hand == "straight_flush":
                results["progressive"] = max(cfg["fixed"]["straight_flush"], tenth)
                pool -= tenth
            elif hand != "royal_flush":
                results["progressive"] = cfg["fixed"][hand]
        for seat, results, hand in wins:
            if hand == "royal_flush":
                results["progressive"] = max(cfg["fixed"]["royal_flush"], pool)
                pool = cfg["seed"]
                straight_flushes = [w[0] for w in wins if w[2] == "straight_flush"]
                if straight_flushes and max(straight_flushes) > seat:
                    order.insert(order.index(max(straight_flushes)) + 1, seat)
                else:
                    order = sorted([*order, seat])
        out["progressive"] = {"pool_before": cfg["pool"], "pool_after": pool, "paid_order": order}
    return out


def main(path: str) -> None:
    with open(path, encoding="utf-8") as fh:
        rounds = json.load(fh)
    results = [settle(r) for r in rounds]
    sys.stdout.write("[\n" + ",\n".join(json.dumps(r) for r in results) + "\n]\n")


if __name__ == "__main__":
    main(sys.argv[1])

"""Random valid rounds in the JSON form of ``settle.md``, from an injected ``random.Random``.

For tests (hypothesis strategies build on :func:`random_round`) and the ``settle`` benchmark. Every round it
makes is valid: distinct cards, seats 1..7 at most once, a side bet only with a base bet (A4.2), Play equal to
the Ante or a fold (A12.2), community cards and a Progressive configuration when anyone bets the Progressive.
"""

from __future__ import annotations

import random

from trainer.engine.cards import ALL_CARDS
from trainer.engine.paytables import DEFAULT_PROGRESSIVE_FIXED

STAKES = (5, 10, 25, 50, 100, 200, 500)


def random_bets(rng: random.Random, *, progressive_rate: float = 0.5) -> tuple[dict[str, int], bool]:
    """One seat's bets (JSON form) and whether it folded."""
    bets: dict[str, int] = {}
    kind = rng.random()
    if kind < 0.6:
        bets["ante"] = rng.choice(STAKES)
        if rng.random() < 0.5:
            bets["pair_plus"] = rng.choice(STAKES)
    elif kind < 0.85:
        bets["ante"] = rng.choice(STAKES)
    else:
        bets["pair_plus"] = rng.choice(STAKES)  # Pair Plus alone (A4.1)
    if rng.random() < 0.4:
        bets["six_card_bonus"] = rng.choice(STAKES)
    if rng.random() < progressive_rate:
        bets["progressive"] = rng.choice((1, 5, 25))
    folded = False
    if "ante" in bets:
        folded = rng.random() < 0.3
        if not folded:
            bets["play"] = bets["ante"]
    return bets, folded


def random_round(
    rng: random.Random,
    *,
    seats: int | None = None,
    progressive_rate: float = 0.5,
    pool: int | None = None,
) -> dict[str, object]:
    """A valid round: ``seats`` player positions (1..7; random when None), dealt from a shuffled deck."""
    n = rng.randint(1, 7) if seats is None else seats
    deck = list(ALL_CARDS)
    rng.shuffle(deck)
    texts = [c.text for c in deck]
    numbers = sorted(rng.sample(range(1, 8), n))
    out_seats: list[dict[str, object]] = []
    any_progressive = False
    for i, number in enumerate(numbers):
        bets, folded = random_bets(rng, progressive_rate=progressive_rate)
        any_progressive = any_progressive or "progressive" in bets
        seat: dict[str, object] = {"seat": number, "cards": texts[3 * i : 3 * i + 3], "bets": bets}
        if folded:
            seat["folded"] = True
        out_seats.append(seat)
    if rng.random() < 0.1:
        rng.shuffle(out_seats)  # seats need not come in order
    at = 3 * n
    round_: dict[str, object] = {"dealer": texts[at : at + 3], "seats": out_seats}
    if any_progressive or rng.random() < 0.2:
        round_["community"] = texts[at + 3 : at + 5]
        round_["progressive"] = {
            "pool": rng.randint(0, 500_000) if pool is None else pool,
            "seed": 100_000,
            "fixed": {h.value: v for h, v in DEFAULT_PROGRESSIVE_FIXED.items()},
        }
    return round_


def random_rounds(rng: random.Random, count: int, **kwargs: object) -> list[dict[str, object]]:
    return [random_round(rng, **kwargs) for _ in range(count)]  # type: ignore[arg-type]

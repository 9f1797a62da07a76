"""Bets drawn the way players bet at a Macao table (docs/practice.md, "Bet sizes").

Most players put the table minimum on a bet; many others a little more, in round amounts of the table's chips; a few
bet big. :func:`draw_bet` draws one bet's amount for a bet with limits ``(low, high)`` in a tray of ``chips``:

=============  =====  ===========================================================================
band           share  the amount
=============  =====  ===========================================================================
minimum        45 %   the table minimum
near           30 %   a round amount above the minimum, up to 3 times it
middle         17 %   a round amount above 3 times the minimum, up to 10 times it
large           5 %   a round amount above 10 times the minimum, up to the maximum (the chance of each in
                      proportion to 1 / amount: 2,000 is likelier than 10,000)
odd             3 %   any amount the chips make above the minimum, up to 3 times it, that is not round
=============  =====  ===========================================================================

A **round** amount is 1, 1.5, 2, 2.5, 3, 4, 5, 6, 7 or 8 times a power of ten (100, 150, 250, 4,000 …:
:func:`is_round`); within a band each round amount the chips make is equally likely (but for the large band). A band with no amount in it
(e.g. a fixed Progressive stake, where minimum = maximum) gives the minimum. Every amount drawn lies within the
limits and can be made from the chips (:func:`trainer.engine.table_classes.makeable`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from trainer.engine.table_classes import makeable

__all__ = ["BANDS", "ROUND_MANTISSAS", "band_amounts", "draw_bet", "is_round"]

ROUND_MANTISSAS: Final = (10, 15, 20, 25, 30, 40, 50, 60, 70, 80)
"""A round amount is one of these times a power of ten, divided by ten (1, 1.5, 2, 2.5, … 8 × 10^k)."""

BANDS: Final[tuple[tuple[str, float], ...]] = (
    ("minimum", 0.45),
    ("near", 0.30),
    ("middle", 0.17),
    ("large", 0.05),
    ("odd", 0.03),
)
"""Each band of :func:`draw_bet` and the share of bets drawn in it (they add up to 1)."""


def is_round(amount: int) -> bool:
    """1, 1.5, 2, 2.5, 3, 4, 5, 6, 7 or 8 times a power of ten (25, 150, 4,000 are round; 125, 350, 1,250 not)."""
    if amount < 1:
        return False
    scale = 1
    while amount * 10 >= 100 * scale:  # amount * 10 / scale comes to 10..99
        scale *= 10
    return (amount * 10) % scale == 0 and (amount * 10) // scale in ROUND_MANTISSAS


def _round_amounts(low: int, high: int) -> list[int]:
    out: list[int] = []
    power = 1
    while power // 10 <= high:
        for m in ROUND_MANTISSAS:
            if (m * power) % 10 == 0 and low <= m * power // 10 <= high:
                out.append(m * power // 10)
        power *= 10
    return sorted(set(out))


def band_amounts(band: str, low: int, high: int, chips: Sequence[int]) -> list[int]:
    """The amounts of ``band`` for a bet with limits ``low``–``high`` in a tray of ``chips``, smallest first."""
    if band == "minimum":
        return [low]
    top = {"near": 3 * low, "middle": 10 * low, "large": high, "odd": 3 * low}[band]
    bottom = {"near": low, "middle": 3 * low, "large": 10 * low, "odd": low}[band]
    top = min(top, high)
    if band == "odd":
        step = min(chips) if chips else 1
        start = (bottom // step + 1) * step
        return [a for a in range(start, top + 1, step) if not is_round(a) and makeable(a, chips)]
    return [a for a in _round_amounts(bottom + 1, top) if makeable(a, chips)]


def draw_bet(rng: random.Random, low: int, high: int, chips: Sequence[int]) -> int:
    """One bet's amount (see the module's table): the band by its share, then an amount of the band; the minimum
    when the band has none."""
    x = rng.random()
    band = BANDS[-1][0]
    for name, share in BANDS:
        if x < share:
            band = name
            break
        x -= share
    amounts = band_amounts(band, low, high, chips)
    if not amounts:
        return low
    if band == "large":  # a big bettor is likelier to bet 2,000 than the maximum: chances in proportion to 1/amount
        return rng.choices(amounts, weights=[1 / a for a in amounts])[0]
    return rng.choice(amounts)

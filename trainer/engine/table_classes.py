"""Table classes: the money of a Macao table — its limits per bet and the chips in its tray (docs/practice.md).

A casino floor sorts its tables by the Ante minimum on the table's sign: a "100 table", a "500 table". Each class
here gives the limits shown at the table (A10.1) for every bet and the chip denominations the dealer has in the tray
(MOP). A scenario names one with ``table.class`` (docs/scenarios.md), ``trainer generate`` with ``--table``; the
generated players bet in the class's chips (:mod:`trainer.training.bet_sizes`) and the table's tray holds them
(``TableSetup.denominations``).

:func:`fewest_chips` is how a payout is built from the tray: the fewest chips of the table's denominations that make
an amount. :func:`chip_style` says whether a payout the dealer built from chips used a chip the table does not have,
or more chips than that (a matter of style: the grade notes it and takes no points for it).

No Qt, no randomness: plain data and arithmetic.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from math import gcd
from types import MappingProxyType
from typing import Final

from trainer.engine.bets import Limit

__all__ = [
    "DEFAULT_CLASS",
    "TABLE_CLASSES",
    "ChipStyle",
    "TableClass",
    "chip_style",
    "fewest_chips",
    "makeable",
]


@dataclass(frozen=True, slots=True)
class TableClass:
    """One class of table: its name (the Ante minimum, MOP), the limits of each bet and the chips in the tray."""

    name: int
    limits: Mapping[str, tuple[int, int]]
    """Bet → (minimum, maximum) shown at the table (A10.1); the Play has none of its own: it equals the Ante (A12.2).
    The Progressive is a fixed stake (minimum = maximum)."""
    chips: tuple[int, ...]
    """The chip denominations in the dealer's tray, smallest first (MOP)."""

    def limit(self, bet: str) -> Limit:
        low, high = self.limits[bet]
        return Limit(low, high)


def _table_class(name: int, ante: int, pair_plus: int, six: int, progressive: int, chips: Sequence[int]) -> TableClass:
    """A class whose maximum is 100 times its minimum for the Ante, 50 times for Pair Plus, 40 times for the Six
    Card Bonus (docs/practice.md gives each figure and why)."""
    limits = {
        "ante": (ante, 100 * ante),
        "pair_plus": (pair_plus, 50 * pair_plus),
        "six_card_bonus": (six, 40 * six),
        "progressive": (progressive, progressive),
    }
    return TableClass(name, MappingProxyType(limits), tuple(sorted(chips)))


TABLE_CLASSES: Final[Mapping[int, TableClass]] = MappingProxyType(
    {
        100: _table_class(100, 100, 50, 25, 25, (25, 50, 100, 500, 1_000, 5_000)),
        200: _table_class(200, 200, 100, 50, 25, (25, 50, 100, 500, 1_000, 5_000, 10_000)),
        500: _table_class(500, 500, 200, 100, 50, (50, 100, 500, 1_000, 5_000, 10_000)),
        1000: _table_class(1000, 1_000, 500, 200, 100, (100, 500, 1_000, 5_000, 10_000)),
    }
)
"""The classes, by name (the Ante minimum in MOP)."""
DEFAULT_CLASS: Final = 100
"""The class of a generated table when none is asked for."""


def makeable(amount: int, chips: Sequence[int]) -> bool:
    """Whether ``amount`` can be put together from ``chips`` (any number of each)."""
    return amount == 0 or (amount > 0 and fewest_chips(amount, chips) is not None)


def fewest_chips(amount: int, chips: Sequence[int]) -> tuple[int, ...] | None:
    """The fewest chips of the denominations ``chips`` that add up to ``amount``, largest first; None when no
    combination does (an amount below the smallest chip, or not a multiple of what the chips can make).

    Exact for any set of denominations, not only for sets where taking the largest chip first works: in a fewest
    combination each smaller chip ``c`` occurs fewer than ``top / gcd(c, top)`` times (that many make whole chips
    of the largest value ``top`` in fewer pieces), so the smaller chips make up less than a bound worked out once
    per set; that part is found by counting, the rest is chips of the largest value."""
    denominations = tuple(sorted({c for c in chips if c > 0}))
    if amount < 0 or not denominations:
        return None
    if amount == 0:
        return ()
    top = denominations[-1]
    small = denominations[:-1]
    best, unit, bound = _small_part(small, top)
    remainder_options = range(amount % top, min(amount, bound) + 1, top)
    choice: tuple[int, int] | None = None  # (chips in all, value of the small chips)
    for r in remainder_options:
        if r % unit:
            continue
        count = best[r // unit]
        if count < 0:
            continue
        total = count + (amount - r) // top
        if choice is None or total < choice[0]:
            choice = (total, r)
    if choice is None:
        return None
    r = choice[1]
    out = [top] * ((amount - r) // top)
    pieces = _pieces(small, unit, best, r)
    return tuple(sorted([*out, *pieces], reverse=True))


@lru_cache(maxsize=32)
def _small_part(small: tuple[int, ...], top: int) -> tuple[tuple[int, ...], int, int]:
    """For the denominations below ``top``: the fewest chips for every multiple of their common divisor up to the
    bound (-1 where none), that divisor and the bound."""
    if not small:
        return (0,), top, 0
    unit = 0
    for c in small:
        unit = gcd(unit, c)
    bound = sum(c * (top // gcd(c, top) - 1) for c in small)
    size = bound // unit + 1
    best = [-1] * size
    best[0] = 0
    steps = [c // unit for c in small]
    for v in range(1, size):
        least = -1
        for s in steps:
            if s <= v and best[v - s] >= 0 and (least < 0 or best[v - s] + 1 < least):
                least = best[v - s] + 1
        best[v] = least
    return tuple(best), unit, bound


def _pieces(small: tuple[int, ...], unit: int, best: tuple[int, ...], value: int) -> list[int]:
    out: list[int] = []
    v = value // unit
    while v:
        for c in sorted(small, reverse=True):
            s = c // unit
            if s <= v and best[v - s] == best[v] - 1:
                out.append(c)
                v -= s
                break
    return out


@dataclass(frozen=True, slots=True)
class ChipStyle:
    """What a payout built from chips could have done better: the chips it used that the table does not have
    (``odd``), and whether it used more chips than needed (``fewest``: the fewest chips of the table for the amount,
    None when the table's chips cannot make it)."""

    amount: int
    paid: tuple[int, ...]
    odd: tuple[int, ...]
    fewest: tuple[int, ...] | None

    @property
    def too_many(self) -> bool:
        return self.fewest is not None and len(self.paid) > len(self.fewest)


def chip_style(amount: int, paid: Sequence[int], tray: Sequence[int]) -> ChipStyle | None:
    """The style note for a payout of ``amount`` built from the chips ``paid`` at a table whose tray holds ``tray``:
    None when it is fine (only the table's chips, and no more of them than :func:`fewest_chips` needs)."""
    have = set(tray)
    odd = tuple(sorted({c for c in paid if c not in have}, reverse=True))
    fewest = fewest_chips(amount, tray)
    style = ChipStyle(amount, tuple(sorted(paid, reverse=True)), odd, fewest)
    return style if odd or style.too_many else None

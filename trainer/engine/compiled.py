"""The compiled settler, ``trainer/engine/_csettle.c``, for ``trainer settle`` on a large array of rounds.

``pip install`` (``make venv``) builds it where a C compiler and Python's headers are at hand; without them the
install still succeeds and :func:`settle_array` answers ``None``, so ``trainer settle`` takes the Python path of
:mod:`trainer.engine.settlement` for everything, a few times slower and otherwise the same.

The C code reads the JSON array and settles it in one pass, with the pay tables of
:mod:`trainer.engine.paytables` handed to it here, and prints exactly what the Python path prints. It settles
only rounds that are valid as they stand and written plainly; for anything else (a problem to report, a single
round, escapes, very large numbers, a repeated key) it answers ``None`` and the Python path decides, with its
messages. Tests compare the two paths on generated rounds and on every kind of refusal.

``TRAINER_SETTLE_PYTHON=1`` in the environment switches it off (to compare, or to rule it out).
"""

from __future__ import annotations

import os
from types import ModuleType
from typing import Final

from trainer.engine.hands import FIVE_CARD_STRENGTH, QUALIFIER_VALUE, FiveCardHand
from trainer.engine.paytables import ANTE_BONUS, PAIR_PLUS, PROGRESSIVE_POOL_SHARE, SIX_CARD_BONUS

__all__ = ["FORMAT_VERSION", "available", "settle_array"]

FORMAT_VERSION: Final = 1
"""The version of _csettle.c this module is written for; an older build left in place is not used."""

LOST: Final = -1
"""In the tables: the stake is lost (no odds)."""


def _tables() -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...], int]:
    ante_bonus = [0] * 6
    for hand, odds in ANTE_BONUS.items():
        ante_bonus[hand.strength] = odds
    pair_plus = [LOST] * 6
    for hand, odds in PAIR_PLUS.items():
        pair_plus[hand.strength] = odds
    six = [LOST] * 10
    for five, odds in SIX_CARD_BONUS.items():
        six[FIVE_CARD_STRENGTH[five]] = odds
    sf_num, sf_den = PROGRESSIVE_POOL_SHARE[FiveCardHand.STRAIGHT_FLUSH]
    royal_num, royal_den = PROGRESSIVE_POOL_SHARE[FiveCardHand.ROYAL_FLUSH]
    return tuple(ante_bonus), tuple(pair_plus), tuple(six), (sf_num, sf_den, royal_num, royal_den), QUALIFIER_VALUE


TABLES: Final = _tables()
"""The regulation's figures as the C code takes them (see ``read_tables`` in _csettle.c)."""


def _load() -> ModuleType | None:
    try:
        from trainer.engine import _csettle  # type: ignore[attr-defined]
    except ImportError:
        return None
    if getattr(_csettle, "FORMAT_VERSION", None) != FORMAT_VERSION:
        return None
    return _csettle  # type: ignore[no-any-return]


_MODULE: Final = _load()


def available() -> bool:
    """Whether the compiled settler was built (``make venv`` with a C compiler and Python's headers)."""
    return _MODULE is not None


def settle_array(data: bytes) -> bytes | None:
    """What ``trainer settle`` prints for ``data`` (the file's bytes) when it is a JSON array of rounds that
    are all valid; ``None`` when the Python path is to take the input, or the compiled settler is missing."""
    if _MODULE is None or os.environ.get("TRAINER_SETTLE_PYTHON") == "1":
        return None
    out: bytes | None = _MODULE.settle(data, TABLES)
    return out

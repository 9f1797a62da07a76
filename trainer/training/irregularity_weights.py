"""How often each kind of irregularity comes up in generated rounds (docs/practice.md, "Irregularities").

:data:`WEIGHTS` gives each kind of ``trainer.training.generate.EVENT_KINDS`` its share of the rounds that hold an
irregularity, per 100: the proportions a dealer meets them in, as the project estimates them (docs/practice.md says
why each figure). ``trainer generate --weights kind=w,…`` overrides some (:func:`parse_weights`); a kind left out
keeps its weight, a weight of 0 leaves the kind out. :func:`pick_kind` draws one kind with a seeded RNG.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from types import MappingProxyType
from typing import Final

__all__ = ["WEIGHTS", "WeightsError", "check_weights", "parse_weights", "pick_kind", "weights_for"]

WEIGHTS: Final[Mapping[str, int]] = MappingProxyType(
    {
        "late_bet": 22,  # A10.3: chips pushed out after the first card — the dealer's most frequent refusal
        "player_card_exposed": 20,  # A17.4(i): a card flashed while dealing — the most common dealing slip
        "card_to_wrong_seat": 9,  # A17.1(i)
        "card_to_empty_seat": 9,  # A17.4(ii), A17.5
        "dealer_card_exposed": 8,  # A17.1(ii)
        "two_player_cards_exposed": 4,  # A17.1(iii): two slips in one round
        "shuffler_failure": 6,  # A17.2: a machine that stops and clears on a reshuffle
        "shuffler_failure_persistent": 2,  # A17.2: a machine that does not clear
        "conduct:tells_cards": 6,  # A18.2
        "conduct:leaves_table": 4,  # A18.2
        "conduct:recording": 4,  # A18.1
        "conduct:predicting": 3,  # A18.1
        "conduct:discloses_dealer_cards": 3,  # A18.3
    }
)
"""Each kind's weight per 100 rounds with an irregularity (they add up to 100)."""


class WeightsError(ValueError):
    """Weights that cannot be used (the message names the kind or the number and the rule)."""


def parse_weights(text: str) -> dict[str, float]:
    """``kind=w,kind=w`` → {kind: w}; raises :class:`WeightsError` for a part that is not ``kind=number``, an
    unknown kind, a kind given twice, or a weight that is not a finite number from 0 up."""
    out: dict[str, float] = {}
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        kind, eq, number = (s.strip() for s in part.partition("="))
        if not eq or not kind:
            raise WeightsError(f"--weights {part}: write kind=weight, e.g. late_bet=20")
        if kind in out:
            raise WeightsError(f"--weights {kind}: given twice")
        try:
            value = float(number)
        except ValueError:
            raise WeightsError(f"--weights {part}: the weight must be a number from 0 up, e.g. {kind}=20") from None
        out[kind] = value
    if not out:
        raise WeightsError("--weights: give at least one kind=weight, e.g. late_bet=20")
    check_weights(out)
    return out


def check_weights(overrides: Mapping[str, float], kinds: Sequence[str] | None = None) -> None:
    """Refuse unknown kinds and weights that are not finite numbers from 0 up; and, with ``kinds`` (the kinds to
    draw from), weights that leave none of them a chance."""
    for kind, value in overrides.items():
        if kind not in WEIGHTS:
            raise WeightsError(f"--weights {kind}: no such irregularity (one of {', '.join(WEIGHTS)})")
        if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) or value < 0:
            raise WeightsError(f"--weights {kind}={value}: the weight must be a number from 0 up")
    if kinds is not None and not any(w > 0 for w in weights_for(kinds, overrides)):
        raise WeightsError("--weights: every irregularity that may be drawn has weight 0")


def weights_for(kinds: Sequence[str], overrides: Mapping[str, float] | None = None) -> list[float]:
    """The weight of each of ``kinds``: its override, else :data:`WEIGHTS`."""
    given = overrides or {}
    return [float(given.get(k, WEIGHTS[k])) for k in kinds]


def pick_kind(rng: random.Random, kinds: Sequence[str], overrides: Mapping[str, float] | None = None) -> str:
    """One of ``kinds``, each with the chance of its weight (one ``rng.random()``)."""
    weights = weights_for(kinds, overrides)
    x = rng.random() * sum(weights)
    for kind, w in zip(kinds, weights, strict=True):
        if x < w:
            return kind
        x -= w
    return next(k for k, w in zip(reversed(kinds), reversed(weights), strict=True) if w > 0)

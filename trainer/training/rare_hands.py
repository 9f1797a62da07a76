"""Rare hands in generated rounds, for payout practice (``trainer generate --rare-hands``, docs/practice.md).

Dealt from a shuffled deck, a three-card straight flush comes to a seat about once in 460 hands (48 of 22,100),
three of a kind about once in 425 (52 of 22,100), a Progressive win (a flush or better of five cards) about once in
270: a trainee may deal a whole session without paying one. A round chosen for a rare
hand gets one seat's cards (and where the hand needs them, the dealer's or the community cards) fixed in the
scenario's ``deck.top``, every other position left to chance (``"?"``), so that the seat holds one of:

* ``straight_flush``: a three-card Straight Flush (Pair Plus 40 to 1, Ante Bonus; A16.1, A13.4);
* ``three_of_a_kind``: Three of a Kind (Pair Plus 25 to 1, Ante Bonus);
* ``six_card_bonus``: a winning Six Card Bonus hand of the seat's and the dealer's cards, Three of a Kind to Royal
  Flush, each equally likely (A14, A16.2);
* ``progressive``: a winning Progressive hand of the seat's and the community cards, Flush to Royal Flush, each
  equally likely (A15.1, A16.3).

The four are equally likely. The cards are built by the payout drills' constructors and checked by the engine's
hand evaluators (:func:`trainer.training.drills.cards_showing`). Only a round whose cards stay where they were dealt
gets one (no irregularity, a single exposed player card, a late bet, player conduct): a round voided or
reshuffled pays nothing, and a card slipping to another seat moves the cards after it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from trainer.engine.paytables import PROGRESSIVE_HANDS, SIX_CARD_BONUS

__all__ = ["CARDS_STAY", "RARE_HANDS", "card_positions", "needs_bet", "seeded_top"]

RARE_HANDS: Final = ("straight_flush", "three_of_a_kind", "six_card_bonus", "progressive")
"""The rare hands a round may be seeded with, drawn evenly."""
_LINES: Final[dict[str, tuple[tuple[str, str], ...]]] = {
    "straight_flush": (("pair_plus", "straight_flush"),),
    "three_of_a_kind": (("pair_plus", "three_of_a_kind"),),
    "six_card_bonus": tuple(("six_card_bonus", h.value) for h in SIX_CARD_BONUS),
    "progressive": tuple(("progressive", h.value) for h in PROGRESSIVE_HANDS),
}
CARDS_STAY: Final = frozenset(
    {
        None,
        "player_card_exposed",
        "late_bet",
        "conduct:recording",
        "conduct:predicting",
        "conduct:leaves_table",
        "conduct:tells_cards",
        "conduct:discloses_dealer_cards",
    }
)
"""The irregularities (None: none) that leave every card where it was dealt and the round paid."""


def needs_bet(rare: str) -> str | None:
    """The bet the seat must hold for the hand to be paid on it (beyond its base bet), if any."""
    return rare if rare in ("six_card_bonus", "progressive") else None


def card_positions(deals: Sequence[str], shuffle: str) -> dict[str, list[int]]:
    """Where each place's cards lie in the deck (0-based), for the reference dealer's deals in order (one
    ``deal`` action each, ``seat:N``, ``dealer`` or ``community``): by hand and from a one-card machine each deal
    is one card; a three-card machine delivers three a deal, and the community packet's top card is burned
    (A11.4)."""
    out: dict[str, list[int]] = {}
    at = 0
    for place in deals:
        if shuffle == "three-card":
            out.setdefault(place, []).extend(range(at + 1, at + 3) if place == "community" else range(at, at + 3))
            at += 3
        else:
            out.setdefault(place, []).append(at)
            at += 1
    return out


def seeded_top(rng: random.Random, rare: str, seat: int, deals: Sequence[str], shuffle: str) -> tuple[list[str], str]:
    """The ``deck.top`` that gives ``seat`` the rare hand ``rare`` (every other position ``"?"``), and the hand
    it is (``flush``, ``straight_flush`` …)."""
    from trainer.training.drills import cards_showing  # the drills bring the learner model: only when asked

    line = rng.choice(_LINES[rare])
    cards_seat, cards_dealer, cards_community = cards_showing(rng, line)
    at = card_positions(deals, shuffle)
    fixed: dict[int, str] = dict(zip(at[f"seat:{seat}"], (c.text for c in cards_seat), strict=True))
    if rare == "six_card_bonus":
        fixed |= dict(zip(at["dealer"], (c.text for c in cards_dealer), strict=True))
    if rare == "progressive":
        fixed |= dict(zip(at["community"], (c.text for c in cards_community), strict=True))
    top = ["?"] * (max(fixed) + 1)
    for position, card in fixed.items():
        top[position] = card
    return top, line[1]

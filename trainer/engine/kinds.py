"""The one definition of the game's bet kinds and of the four skills a dealer is graded on.

Both are ``StrEnum``: a member is its text (``Bet.PAIR_PLUS == "pair_plus"``), so the JSON of the contracts and
every stored record keep their plain strings; code that lists or checks them uses these enums.
"""

from __future__ import annotations

from enum import StrEnum


class BetKind(StrEnum):
    """The bets of a seat (A3; Play A12.2), in the order of the action log's contract."""

    ANTE = "ante"
    PLAY = "play"
    PAIR_PLUS = "pair_plus"
    SIX_CARD_BONUS = "six_card_bonus"
    PROGRESSIVE = "progressive"


ANTE_BONUS = "ante_bonus"
"""Not a bet of its own: the winnings A13(4) pays on the Ante, settled with ``pay``."""


class Skill(StrEnum):
    """What a dealer's action exercises (docs/grading.md, "Skills and bands")."""

    DEALING = "dealing"
    IRREGULARITIES = "irregularities"
    PAYOUTS = "payouts"
    PROCEDURE = "procedure"


SKILLS: tuple[str, ...] = tuple(s.value for s in Skill)
"""The skills as plain text (for checkers and JSON that compare and print plain strings)."""
BETS: tuple[str, ...] = tuple(b.value for b in BetKind)

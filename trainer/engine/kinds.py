"""The one definition of the game's bet kinds, the four skills a dealer is graded on, the kinds of the dealer's
actions and rulings, and the kinds of a scenario's scripted events and of the player conduct A18 forbids.

All are ``StrEnum``: a member is its text (``Bet.PAIR_PLUS == "pair_plus"``), so the JSON of the contracts and
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


class ActionKind(StrEnum):
    """The kinds of the dealer's actions (``docs/actions.md``), in the order of the contract."""

    SHUFFLE = "shuffle"
    CUT = "cut"
    DEAL = "deal"
    BURN = "burn"
    REJECT_BET = "reject_bet"
    COLLECT = "collect"
    REVEAL = "reveal"
    DECLARE = "declare"
    TAKE = "take"
    PUSH = "push"
    PAY = "pay"
    CLEAR = "clear"


class Ruling(StrEnum):
    """The dealer's calls (``declare.ruling``; their words: ``trainer.engine.words.RULINGS``)."""

    DEALER_QUALIFIES = "dealer_qualifies"
    DEALER_DOES_NOT_QUALIFY = "dealer_does_not_qualify"
    CONTINUE = "continue"
    DEAD_CARDS = "dead_cards"
    VOID_ROUND = "void_round"
    RESHUFFLE = "reshuffle"
    CHANGE_SHUFFLER = "change_shuffler"
    SWITCH_TO_SHOE = "switch_to_shoe"
    CLOSE_TABLE = "close_table"
    CALL_FLOOR = "call_floor"


class Method(StrEnum):
    """How a table shuffles (``shuffle.method``, A9.1): by hand or with the automatic shuffler."""

    MANUAL = "manual"
    MACHINE = "machine"


class EventKind(StrEnum):
    """The kinds of a scenario's scripted events (``docs/scenarios.md``, ``[[events]]``)."""

    CARD_EXPOSED = "card_exposed"
    CARD_SLIPS = "card_slips"
    SHUFFLER_FAILURE = "shuffler_failure"
    LATE_BET = "late_bet"
    CONDUCT = "conduct"


class ConductKind(StrEnum):
    """What a player may do that A18 forbids (a ``conduct`` event; the clause each breaks:
    ``trainer.engine.setup.CONDUCTS``; their words: ``trainer.engine.words.CONDUCTS``)."""

    RECORDING = "recording"
    PREDICTING = "predicting"
    LEAVES_TABLE = "leaves_table"
    TELLS_CARDS = "tells_cards"
    DISCLOSES_DEALER_CARDS = "discloses_dealer_cards"

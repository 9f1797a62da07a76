"""Which bets on a seat are acceptable: the one home of the bet rules (A3, A4, A10.1, A10.2, A12.2).

:func:`bet_problems` takes one seat's bets (bet name → amount, ``0`` or absent = no bet) and what the table offers
(:class:`TableOffer`: the side bets it offers and its :class:`Limit` per bet) and returns every
:class:`BetProblem`: the bet, the clause that makes it unacceptable and what exactly is wrong. It says nothing in
words: each caller turns the problems into its own messages — settlement (``trainer settle``'s errors), the round
(the bets the dealer must refuse) and the scenario checker (what an author must mark as intentional).

The amounts are taken to be whole positive numbers; checking the data format itself is the caller's business.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import Final

from trainer.engine.clauses import Clause

__all__ = [
    "BASE_BETS",
    "SIDE_BETS",
    "BetProblem",
    "Limit",
    "Problem",
    "TableOffer",
    "bet_problems",
    "void_bets",
]

BASE_BETS: Final = ("ante", "pair_plus")
"""A3.1: the base bets."""
SIDE_BETS: Final = ("six_card_bonus", "progressive")
"""A3.2: the side bets."""


@dataclass(frozen=True, slots=True)
class Limit:
    """Minimum and maximum of one bet at a table (A10.1); ``None`` = no such bound."""

    minimum: int | None = None
    maximum: int | None = None

    def allows(self, amount: int) -> bool:
        return (self.minimum is None or amount >= self.minimum) and (self.maximum is None or amount <= self.maximum)


@dataclass(frozen=True, slots=True)
class TableOffer:
    """What a table accepts: the side bets it offers (A3.2, A5.4) and the limits shown (A10.1) per bet name. Play
    has no limit of its own: it equals the Ante (A12.2)."""

    side_bets: tuple[str, ...] = SIDE_BETS
    limits: Mapping[str, Limit] = field(default_factory=lambda: MappingProxyType({}))

    def limit(self, bet: str) -> Limit | None:
        return self.limits.get(bet)


class Problem(StrEnum):
    """What is wrong with a bet, finer than its clause (callers word each differently)."""

    NOT_SEATED = "not_seated"  # A10.2: placed by a player who sits at another seat
    NOT_OFFERED = "not_offered"  # A3.4: a side bet this table does not offer
    BELOW_MINIMUM = "below_minimum"  # A10.1
    ABOVE_MAXIMUM = "above_maximum"  # A10.1
    PLAY_WITHOUT_ANTE = "play_without_ante"  # A12.2
    PLAY_NOT_ANTE = "play_not_ante"  # A12.2: Play equals the Ante
    NO_BASE_BET = "no_base_bet"  # A4.2: a side bet on a seat with no base bet
    BASE_BET_REFUSED = "base_bet_refused"  # A4.2: the seat's base bets are all unacceptable themselves
    VOID = "void"  # A4.3: a bet of a person left with no base bet


CLAUSE: Final = {
    Problem.NOT_SEATED: Clause.A10_2,
    Problem.NOT_OFFERED: Clause.A3_4,
    Problem.BELOW_MINIMUM: Clause.A10_1,
    Problem.ABOVE_MAXIMUM: Clause.A10_1,
    Problem.PLAY_WITHOUT_ANTE: Clause.A12_2,
    Problem.PLAY_NOT_ANTE: Clause.A12_2,
    Problem.NO_BASE_BET: Clause.A4_2,
    Problem.BASE_BET_REFUSED: Clause.A4_2,
    Problem.VOID: Clause.A4_3,
}


@dataclass(frozen=True, slots=True)
class BetProblem:
    """One unacceptable bet: its name, what is wrong, the amount and (A10.1) the limit it breaks."""

    bet: str
    problem: Problem
    amount: int = 0
    limit: Limit | None = None

    @property
    def clause(self) -> str:
        return CLAUSE[self.problem]


def bet_problems(
    bets: Mapping[str, int], offer: TableOffer | None = None, *, seated: bool = True
) -> tuple[BetProblem, ...]:
    """Every problem with one seat's bets, in this order:

    * A10.2: bets placed by a player who sits at another seat (``seated=False``) — every bet, and nothing else;
    * per bet, in the order of ``bets``: a side bet the table does not offer (A3.4), then an amount outside the
      table's limit for that bet (A10.1) — both only with an ``offer``;
    * a Play bet without an Ante, or not equal to it (A12.2);
    * a side bet (one the table offers) on a seat with no acceptable base bet (A4.2): none placed
      (:attr:`Problem.NO_BASE_BET`) or every one placed unacceptable itself (:attr:`Problem.BASE_BET_REFUSED`).

    Valid both while betting (no Play yet) and at the end of a round.
    """
    placed = {k: v for k, v in bets.items() if v}
    if not seated:
        return tuple(BetProblem(k, Problem.NOT_SEATED, v) for k, v in placed.items())
    out: list[BetProblem] = []
    for kind, amount in placed.items():
        if offer is None:
            continue
        if kind in SIDE_BETS and kind not in offer.side_bets:
            out.append(BetProblem(kind, Problem.NOT_OFFERED, amount))
        limit = offer.limit(kind)
        if limit is not None:
            if limit.minimum is not None and amount < limit.minimum:
                out.append(BetProblem(kind, Problem.BELOW_MINIMUM, amount, limit))
            if limit.maximum is not None and amount > limit.maximum:
                out.append(BetProblem(kind, Problem.ABOVE_MAXIMUM, amount, limit))
    play = placed.get("play", 0)
    ante = placed.get("ante", 0)
    if play and not ante:
        out.append(BetProblem("play", Problem.PLAY_WITHOUT_ANTE, play))
    elif play and play != ante:
        out.append(BetProblem("play", Problem.PLAY_NOT_ANTE, play))
    base = [k for k in BASE_BETS if k in placed]
    acceptable = [k for k in base if not any(p.bet == k for p in out)]
    if not acceptable:
        why = Problem.BASE_BET_REFUSED if base else Problem.NO_BASE_BET
        not_offered = {p.bet for p in out if p.problem is Problem.NOT_OFFERED}
        for kind, amount in placed.items():
            if kind in SIDE_BETS and kind not in not_offered:
                out.append(BetProblem(kind, why, amount))
    return tuple(out)


def void_bets(bets: Mapping[str, int]) -> tuple[BetProblem, ...]:
    """A4.3: once a seat has no base bet left on the layout (the dealer refused it), its other bets are void."""
    placed = {k: v for k, v in bets.items() if v}
    if any(k in placed for k in BASE_BETS):
        return ()
    return tuple(BetProblem(k, Problem.VOID, v) for k, v in placed.items())

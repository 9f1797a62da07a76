"""Money put wrong by a round's settlements, bet by bet, and what it weighs in the score (``docs/grading.md``,
"Money errors").

Every settlement is compared with the correct one as the player's net (paid +amount, pushed 0, taken −stake). A
bet left unsettled when the table is cleared counts as a settlement that moved nothing: an omitted payment is an
underpayment of what was owed, an omitted take an overpayment of the stake that should have been taken. Each bet put
wrong is a :class:`MoneyError` with its signed amount in MOP (+ the player got more than due, − less).

From grading rules 3 each one costs points beyond its error's penalty (:func:`money_points`): 1 point for every 50
MOP (or part of 50) underpaid, at most 10; 2 points for every 50 MOP (or part of 50) overpaid, at most 20 — an
overpayment is the house's loss and weighs twice an underpayment of the same amount. With its error's major
penalty (15) a settlement error then costs 16 to 35 points: never as much as a critical error (40).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from trainer.engine.actions import Action, Pay, Take
from trainer.engine.words import GRADE, Text, bet, seat

MONEY_RULES = 3
"""The first grading rules under which a money error costs points beyond its error's penalty
(``trainer.training.grading.GRADING_RULES``)."""

POINTS_STEP = 50
"""MOP: the money part grows by a step for every 50 MOP (or part of 50) put wrong."""
UNDERPAID_POINTS = 1
"""Points per step underpaid."""
OVERPAID_POINTS = 2
"""Points per step overpaid (twice an underpayment: the house's loss)."""
UNDERPAID_CAP = 10
"""At most this many points for one bet underpaid (reached at 451 MOP)."""
OVERPAID_CAP = 20
"""At most this many points for one bet overpaid (reached at 451 MOP)."""


@dataclass(frozen=True, slots=True)
class MoneyError:
    """One bet settled for the wrong money: the action (0-based step) it was settled at — or, for a bet left
    unsettled, the step at which the table was cleared — its seat and bet, and ``amount``, signed from the player's
    side in MOP: positive overpaid, negative underpaid."""

    step: int
    seat: int
    bet: str
    amount: int
    omitted: bool = False
    """The bet was not settled at all before the clear."""

    def to_json(self) -> dict[str, Any]:
        return {"step": self.step, "seat": self.seat, "bet": self.bet, "amount": self.amount, "omitted": self.omitted}


def player_net(action: Action | None, stake: int) -> int:
    """What a settlement gives the player: a payout its amount, a take minus the stake, a push (or no settlement)
    nothing."""
    if isinstance(action, Pay):
        return action.amount
    return -stake if isinstance(action, Take) else 0


def money_points(amount: int) -> int:
    """The points one bet put wrong by ``amount`` MOP (signed: + overpaid, − underpaid) costs beyond its error's
    penalty under grading rules 3: monotone in the amount, an overpayment twice an underpayment, capped."""
    steps = -(-abs(amount) // POINTS_STEP)
    if amount > 0:
        return min(OVERPAID_CAP, OVERPAID_POINTS * steps)
    return min(UNDERPAID_CAP, UNDERPAID_POINTS * steps)


def total_points(errors: Sequence[MoneyError], rules: int) -> int:
    """The points the money errors of a round cost under grading rules ``rules`` (none before rules 3)."""
    return sum(money_points(e.amount) for e in errors) if rules >= MONEY_RULES else 0


def bets_text(errors: Sequence[MoneyError]) -> Text:
    """Each bet put wrong, in both languages: ``Seat 3's Ante Bonus: 100 MOP too little (not settled) · seat 1's
    Ante: 25 MOP too much`` / ``第3門的額外彩金：少付 100 澳門元（未結算） · 第1門的原注：多付 25 澳門元``."""
    parts: list[Text] = []
    for e in errors:
        size = GRADE["money_over" if e.amount > 0 else "money_under"]
        frame = GRADE["money_bet_omitted" if e.omitted else "money_bet"]
        en = frame.en.format(seat=seat(e.seat, "en"), bet=bet(e.bet, "en"), amount=size.en.format(amount=abs(e.amount)))
        zh = frame.zh.format(
            seat=seat(e.seat, "zh-Hant"), bet=bet(e.bet, "zh-Hant"), amount=size.zh.format(amount=abs(e.amount))
        )
        parts.append(Text(en, zh))
    en = " · ".join(p.en for p in parts)
    return Text(en[:1].upper() + en[1:], " · ".join(p.zh for p in parts))


def money_put_wrong(item_grades: Sequence[Mapping[str, Any]]) -> int:
    """MOP put wrong over some graded rounds: every overpayment and every underpayment added up (they never cancel
    out); a grade that carries no money counts none."""
    total = 0
    for grade in item_grades:
        money = grade.get("money")
        if isinstance(money, Mapping):
            total += _whole(money.get("overpaid")) + _whole(money.get("underpaid"))
    return total


def over_money_limit(item_grades: Sequence[Mapping[str, Any]], limit: int | None) -> bool:
    """Whether an exam's money-error limit (``money_error_limit``, MOP; None: no limit) fails these rounds: the
    money put wrong over them all is more than the limit."""
    return limit is not None and money_put_wrong(item_grades) > limit


def _whole(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else 0


def recorded_limit(value: object) -> int | None:
    """A money-error limit as recorded in an attempt's grade (None when the attempt was scored without one)."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None

"""The order a dealer settles the bets in (A13–A16), for the table's keys to walk the bet areas the same way.

The reference dealer (:mod:`trainer.engine.procedure`) and its hints settle seat by seat, seats in order, each seat's
bets in :data:`SEAT_BET_ORDER`; the Progressive bets come last (A15.3, A15.5). This module is light (no procedure, no
settlement): the table's keys use it from the first action.
"""

from __future__ import annotations

from trainer.engine.view import SeatView, TableView

SEAT_BET_ORDER = ("play", "ante", "ante_bonus", "pair_plus", "six_card_bonus")
"""A seat's bets in the order they are settled (the Ante Bonus is paid on the Ante's area)."""


def bet_open(seat: SeatView, kind: str) -> bool:
    """Whether the bet area ``kind`` of ``seat`` holds a stake not settled yet (a played seat's Ante stays open
    until its Ante Bonus is settled too: it is paid there)."""
    if seat.bets.get(kind, 0) <= 0:
        return False
    bonus_open = kind == "ante" and seat.decision == "play" and "ante_bonus" not in seat.settled
    return kind not in seat.settled or bonus_open


def settling_areas(view: TableView) -> list[tuple[str, bool]]:
    """Every bet area of the table (``seat:N:kind``) in the order the bets are settled, each with whether it is
    still open (:func:`bet_open`): seat by seat, Play, Ante, Pair Plus and Six Card Bonus, then the Progressive
    bets, seats in order."""
    kinds = [k for k in SEAT_BET_ORDER if k != "ante_bonus"]
    areas = [(f"seat:{s.seat}:{k}", bet_open(s, k)) for s in view.seats for k in kinds]
    return areas + [(f"seat:{s.seat}:progressive", bet_open(s, "progressive")) for s in view.seats]

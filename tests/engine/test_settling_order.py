"""The order ] and [ walk the bet areas in is the order the reference dealer settles the bets: seat by seat (Play,
Ante, Pair Plus, Six Card Bonus), then the Progressive bets."""

from __future__ import annotations

import pytest

from trainer.engine.procedure import solve
from trainer.engine.settling_order import settling_areas
from trainer.training.scenario import find_scenario


@pytest.mark.parametrize("name", ["plain_round_by_hand", "full_table_everything_at_once", "straight_beats_flush"])
def test_a13_the_reference_dealer_settles_in_the_order_of_the_areas(name):
    sc = find_scenario(name)
    r = sc.round()
    order: list[int] = []
    for action in solve(sc.round()):
        if r.declared is not None and action.kind in ("take", "push", "pay"):  # after the qualifier: the payout
            bet = "ante" if action.bet == "ante_bonus" else action.bet
            names = [area for area, _open in settling_areas(r.view())]
            order.append(names.index(f"seat:{action.seat}:{bet}"))
        r.apply(action)
    assert len(order) >= 5 and order == sorted(order)


def test_a13_4_settled_areas_are_closed_and_a_played_ante_waits_for_its_bonus():
    sc = find_scenario("straight_beats_flush")
    r = sc.round()
    log = solve(sc.round())
    for action in log[: next(i for i, a in enumerate(log) if a.kind == "pay" and a.bet == "ante") + 1]:
        r.apply(action)
    open_ = dict(settling_areas(r.view()))
    assert open_["seat:2:play"] is False and open_["seat:2:ante"] is True  # its Ante Bonus is paid there next
    assert open_["seat:2:pair_plus"] is True and "seat:1:play" in open_ and open_["seat:1:play"] is False

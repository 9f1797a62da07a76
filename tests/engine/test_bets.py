"""The bet rules in one place (trainer.engine.bets): which bets of a seat are unacceptable, and by which clause."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tests.engine.roundkit import PlayerSetup, make_setup
from trainer.engine.bets import Limit, Problem, TableOffer, bet_problems, void_bets
from trainer.engine.round import Round
from trainer.engine.settlement import Bets
from trainer.engine.settlement import bet_problems as settlement_problems


def _found(bets: dict[str, int], offer: TableOffer | None = None, **kw: bool) -> list[tuple[str, str]]:
    return [(p.bet, p.clause) for p in bet_problems(bets, offer, **kw)]


def test_a3_1_a3_2_base_and_side_bets_alone_or_together_are_fine():
    assert _found({"ante": 10}) == []
    assert _found({"pair_plus": 10, "six_card_bonus": 5, "progressive": 1}) == []
    assert _found({"ante": 10, "play": 10, "pair_plus": 5}, TableOffer()) == []


def test_a3_4_a_side_bet_the_table_does_not_offer():
    offer = TableOffer(side_bets=("six_card_bonus",))
    assert _found({"ante": 10, "progressive": 1}, offer) == [("progressive", "A3.4")]
    # not offered is reason enough: no A4.2 on top of it
    assert _found({"progressive": 1}, offer) == [("progressive", "A3.4")]


def test_a4_2_side_bet_needs_a_base_bet_placed_or_acceptable():
    problems = bet_problems({"six_card_bonus": 5, "progressive": 1})
    assert [(p.bet, p.clause, p.problem) for p in problems] == [
        ("six_card_bonus", "A4.2", Problem.NO_BASE_BET),
        ("progressive", "A4.2", Problem.NO_BASE_BET),
    ]
    offer = TableOffer(limits={"ante": Limit(25, 100)})
    problems = bet_problems({"ante": 10, "six_card_bonus": 5}, offer)
    assert [(p.bet, p.problem) for p in problems] == [
        ("ante", Problem.BELOW_MINIMUM),
        ("six_card_bonus", Problem.BASE_BET_REFUSED),
    ]
    assert _found({"ante": 10, "pair_plus": 5, "six_card_bonus": 5}, offer) == [("ante", "A10.1")]


def test_a4_3_other_bets_are_void_once_no_base_bet_is_left():
    assert [(p.bet, p.clause) for p in void_bets({"six_card_bonus": 5, "progressive": 1})] == [
        ("six_card_bonus", "A4.3"),
        ("progressive", "A4.3"),
    ]
    assert void_bets({"pair_plus": 5, "progressive": 1}) == ()


def test_a10_1_table_limits_name_the_limit():
    offer = TableOffer(limits={"ante": Limit(25, 1000), "pair_plus": Limit(maximum=500)})
    (low,) = bet_problems({"ante": 10}, offer)
    assert (low.problem, low.amount, low.limit) == (Problem.BELOW_MINIMUM, 10, Limit(25, 1000))
    (high,) = bet_problems({"ante": 25, "pair_plus": 501}, offer)
    assert (high.bet, high.clause, high.problem) == ("pair_plus", "A10.1", Problem.ABOVE_MAXIMUM)
    assert Limit(25, 1000).allows(25) and not Limit(25, 1000).allows(1001) and Limit().allows(10**9)


def test_a10_2_bets_of_a_player_seated_elsewhere_are_all_refused():
    assert _found({"ante": 10, "six_card_bonus": 5}, TableOffer(), seated=False) == [
        ("ante", "A10.2"),
        ("six_card_bonus", "A10.2"),
    ]


def test_a12_2_play_needs_an_ante_and_equals_it():
    assert _found({"pair_plus": 5, "play": 5}) == [("play", "A12.2")]
    (p,) = bet_problems({"ante": 10, "play": 20})
    assert p.problem is Problem.PLAY_NOT_ANTE
    assert _found({"ante": 10, "play": 10}) == []


BET = st.sampled_from(["ante", "pair_plus", "six_card_bonus", "progressive"])


@given(
    bets=st.dictionaries(BET, st.integers(1, 2000), min_size=1),
    offered=st.lists(st.sampled_from(["six_card_bonus", "progressive"]), unique=True),
    seated=st.booleans(),
)
def test_round_settlement_and_rules_agree(bets: dict[str, int], offered: list[str], seated: bool) -> None:
    """The round refuses exactly the bets the rules find, each for the first clause found; settlement (with the
    same offer) reports a problem on a seat exactly when the rules find one it words."""
    limits = {"ante": Limit(10, 1000), "pair_plus": Limit(5, 500)}
    setup = make_setup("", [PlayerSetup(2, bets, seated=seated)], side_bets=tuple(offered), limits=limits)
    round_ = Round(setup)
    problems = bet_problems(bets, setup.table.offer, seated=seated)
    first: dict[str, str] = {}
    for p in problems:
        first.setdefault(p.bet, p.clause)
    assert round_.seats[2].invalid == first
    if seated:
        worded = [p for p in problems if p.problem is not Problem.BASE_BET_REFUSED]
        found = settlement_problems(Bets(**bets), setup.table.offer)
        assert sorted((e.field, e.clause) for e in found) == sorted((f"bets.{p.bet}", p.clause) for p in worded)

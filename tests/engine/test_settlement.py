"""Settlement of a whole round (settle.md): worked examples per clause and Reading, checks, properties."""

from __future__ import annotations

import copy
import itertools
import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.engine import settlement
from trainer.engine.bets import Limit, TableOffer
from trainer.engine.cards import ALL_CARDS, Card, parse_cards
from trainer.engine.errors import BetError, CardError, EngineError, RoundError
from trainer.engine.hands import FiveCardHand, best_five_strength, six_card_bonus_hand
from trainer.engine.paytables import ANTE_BONUS, DEFAULT_PROGRESSIVE_FIXED, PAIR_PLUS, SIX_CARD_BONUS
from trainer.engine.samples import random_round
from trainer.engine.settlement import (
    Bets,
    ProgressiveConfig,
    RoundInput,
    RoundInputError,
    SeatInput,
    check_bets,
    round_from_json,
    settle,
    settle_json,
    validate_round,
)

FIXED = dict(DEFAULT_PROGRESSIVE_FIXED)  # royal 100000, SF 10000, 4K 2500, FH 500, flush 250


def c(text: str) -> tuple[Card, ...]:
    return parse_cards(text.split())


def seat(n: int, text: str, folded: bool = False, **bets: int) -> SeatInput:
    return SeatInput(n, c(text), Bets(**bets), folded)


def play(dealer: str, *seats: SeatInput, community: str = "", pool: int | None = None, seed: int = 100_000):
    progressive = None if pool is None else ProgressiveConfig(pool, seed, FIXED)
    return settle(RoundInput(c(dealer), seats, c(community) if community else (), progressive))


def results(dealer: str, s: SeatInput, **kw: Any) -> dict[str, int]:
    return play(dealer, s, **kw).seats[0].results


# ------------------------------------------------------------------------------------------- the contract


CONTRACT_ROUND = {
    "dealer": ["Qs", "7h", "2c"],
    "seats": [
        {
            "seat": 1,
            "cards": ["Ah", "Kh", "Qh"],
            "bets": {"ante": 100, "play": 100, "pair_plus": 50, "six_card_bonus": 20, "progressive": 25},
        },
        {"seat": 4, "cards": ["9c", "9d", "3s"], "folded": True, "bets": {"ante": 200, "pair_plus": 50}},
        {"seat": 6, "cards": ["2d", "5d", "8d"], "bets": {"pair_plus": 100}},
    ],
    "community": ["Th", "Jh"],
    "progressive": {
        "pool": 250000,
        "seed": 100000,
        "fixed": {
            "royal_flush": 100000,
            "straight_flush": 10000,
            "four_of_a_kind": 2500,
            "full_house": 500,
            "flush": 250,
        },
    },
}


def test_contract_example_round_settles_by_hand() -> None:
    """Worked by hand. Dealer Q-7-2 (high card, qualifies). Seat 1 A-K-Q of hearts: straight flush beats the
    dealer (+100, +100), Ante Bonus 5x100, Pair Plus 40x50 = 2000; six cards A K Q Q 7 2 (four hearts only):
    a pair of queens, nothing (-20); with Th Jh a Royal Flush, the only Progressive winner: the whole pool
    250000, and the pool restarts at the seed. Seat 4 folded: -200, pair of nines +50. Seat 6: flush +400.

    The contract's example result shows six_card_hand royal_flush/+10000 and progressive 225000 for seat 1;
    A14 (the dealer's three cards, not the community cards) and Reading 3 (no Straight Flush took a share)
    give the figures below. Everything else agrees with the contract's example."""
    out = settle(round_from_json(CONTRACT_ROUND)).to_json()
    assert out == {
        "dealer": {"hand": "high_card", "qualifies": True},
        "seats": [
            {
                "seat": 1,
                "hand": "straight_flush",
                "six_card_hand": None,
                "progressive_hand": "royal_flush",
                "results": {
                    "ante": 100,
                    "play": 100,
                    "ante_bonus": 500,
                    "pair_plus": 2000,
                    "six_card_bonus": -20,
                    "progressive": 250000,
                },
            },
            {"seat": 4, "hand": "pair", "results": {"ante": -200, "pair_plus": 50}},
            {"seat": 6, "hand": "flush", "results": {"pair_plus": 400}},
        ],
        "progressive": {"pool_before": 250000, "pool_after": 100000, "paid_order": [1]},
    }
    assert settle_json(copy.deepcopy(CONTRACT_ROUND)) == out


# ------------------------------------------------------------------------------------------ A13 Ante / Play


def test_a13_1_dealer_not_qualifying_pays_ante_and_returns_play() -> None:
    for hand in ("5c 3d 2h", "Ac Kd 9h", "Js 9s 3s"):
        assert results("Jc 8h 4d", seat(1, hand, ante=10, play=10)) == {
            "ante": 10,
            "play": 0,
            "ante_bonus": 0,
        }


def test_a13_1_dealer_jack_high_does_not_qualify_queen_high_does() -> None:
    r = play("Jc 9h 3d", seat(1, "Ac 5d 2h", ante=10, play=10))
    assert r.dealer_qualifies is False
    r = play("Qc 9h 3d", seat(1, "Ac 5d 2h", ante=10, play=10))
    assert r.dealer_qualifies is True and r.seats[0].results["play"] == 10


def test_a13_3_player_higher_wins_ante_and_play() -> None:
    assert results("Qs 7h 2c", seat(1, "Kc 9d 4h", ante=25, play=25)) == {
        "ante": 25,
        "play": 25,
        "ante_bonus": 0,
    }


def test_a13_3_dealer_higher_takes_ante_and_play() -> None:
    assert results("Qs 7h 3c", seat(1, "Qd 7c 2s", ante=25, play=25)) == {
        "ante": -25,
        "play": -25,
        "ante_bonus": 0,
    }


def test_a13_3_reading_1_tie_pushes_ante_and_play() -> None:
    assert results("Qs 7h 2c", seat(1, "Qd 7c 2s", ante=25, play=25)) == {
        "ante": 0,
        "play": 0,
        "ante_bonus": 0,
    }
    assert results("9s 9h 4c", seat(1, "9d 9c 4s", ante=5, play=5))["ante"] == 0


def test_a13_3_amended_order_player_trips_beat_dealer_straight() -> None:
    r = results("Ac Kd Qh", seat(1, "2s 2d 2h", ante=10, play=10))
    assert r == {"ante": 10, "play": 10, "ante_bonus": 40}


def test_a13_3_amended_order_dealer_straight_beats_player_flush() -> None:
    r = results("4c 3d 2h", seat(1, "As Ks 9s", ante=10, play=10))
    assert r == {"ante": -10, "play": -10, "ante_bonus": 0}


@pytest.mark.parametrize(
    ("hand", "odds"), [("Js Ts 9s", 5), ("8c 8d 8h", 4), ("6c 5d 4h", 1), ("Ks 9s 2s", 0), ("Kc Kd 2h", 0)]
)
def test_a13_4_ante_bonus_pay_table(hand: str, odds: int) -> None:
    assert results("Qs 7h 3c", seat(1, hand, ante=20, play=20))["ante_bonus"] == 20 * odds


def test_a13_4_reading_2_ante_bonus_paid_whether_or_not_dealer_qualifies_even_on_a_loss() -> None:
    assert results("Jc 9h 3d", seat(1, "6c 5d 4h", ante=10, play=10)) == {
        "ante": 10,
        "play": 0,
        "ante_bonus": 10,
    }
    assert results("Kc Kd Kh", seat(1, "6c 5d 4h", ante=10, play=10)) == {
        "ante": -10,
        "play": -10,
        "ante_bonus": 10,
    }


def test_a13_4_reading_2_no_ante_bonus_for_a_folded_seat() -> None:
    assert results("Qs 7h 2c", seat(1, "8c 8d 8h", folded=True, ante=10)) == {"ante": -10}


# ------------------------------------------------------------------------------------ A12 folds, A4.1 alone


def test_a12_2_folded_seat_forfeits_ante_with_no_play_result() -> None:
    assert results("Jc 9h 3d", seat(3, "Ac Kd 2h", folded=True, ante=50)) == {"ante": -50}


def test_a12_3_a12_4_folded_seat_side_bets_settled_as_usual() -> None:
    r = play(
        "7c 7d 2h",
        seat(2, "7s 9s Ts", folded=True, ante=10, pair_plus=5, six_card_bonus=5, progressive=1),
        community="Js 8s",
        pool=50_000,
    )
    s = r.seats[0]
    assert s.results == {"ante": -10, "pair_plus": 5 * 4, "six_card_bonus": 5 * 7, "progressive": 10_000}
    assert s.six_card_hand is FiveCardHand.THREE_OF_A_KIND
    assert s.progressive_hand is FiveCardHand.STRAIGHT_FLUSH


def test_a4_1_pair_plus_alone_has_no_ante_play_or_bonus() -> None:
    r = play("Kc Qd 2h", seat(5, "4s 4d Js", pair_plus=10))
    assert r.seats[0].results == {"pair_plus": 10}
    assert "six_card_hand" not in r.to_json()["seats"][0]  # type: ignore[index]


# ----------------------------------------------------------------------------------------- A16.1, A16.2


@pytest.mark.parametrize(
    ("hand", "odds"),
    [("Js Ts 9s", 40), ("8c 8d 8h", 25), ("3c 2d Ah", 5), ("Ks 9s 2s", 4), ("Kc Kd 2h", 1), ("Kc Jd 2h", -1)],
)
def test_a16_1_pair_plus_each_line(hand: str, odds: int) -> None:
    assert results("Qh 7h 4c", seat(1, hand, pair_plus=10))["pair_plus"] == 10 * odds


@pytest.mark.parametrize(
    ("player", "dealer", "hand", "odds"),
    [
        ("Ah Kh 2c", "Qh Jh Th", FiveCardHand.ROYAL_FLUSH, 500),
        ("9h 8h 2c", "7h 6h 5h", FiveCardHand.STRAIGHT_FLUSH, 100),
        ("9h 9d 9s", "9c 2d 3d", FiveCardHand.FOUR_OF_A_KIND, 50),
        ("7h 7d Ks", "7c Kd 2s", FiveCardHand.FULL_HOUSE, 20),
        ("Ks Ts 4s", "8s 2s Ad", FiveCardHand.FLUSH, 15),
        ("4d 3c 2s", "Ah 5h Kc", FiveCardHand.STRAIGHT, 10),
        ("Qs Qd 5c", "Qh 9d 2c", FiveCardHand.THREE_OF_A_KIND, 7),
        ("Qs Qd 5c", "5h 9d 2c", None, -1),
    ],
)
def test_a16_2_six_card_bonus_each_line(player: str, dealer: str, hand: FiveCardHand | None, odds: int) -> None:
    s = play(dealer, seat(1, player, ante=10, play=10, six_card_bonus=4)).seats[0]
    assert s.results["six_card_bonus"] == 4 * odds
    assert s.six_card_hand is hand


def test_a16_pay_tables_are_the_regulations() -> None:
    assert [ANTE_BONUS.get(h, 0) for h in ("straight_flush", "three_of_a_kind", "straight", "flush")] == [
        5,
        4,
        1,
        0,
    ]
    assert list(PAIR_PLUS.values()) == [40, 25, 5, 4, 1]
    assert list(SIX_CARD_BONUS.values()) == [500, 100, 50, 20, 15, 10, 7]


# ------------------------------------------------------------------------------------------ Progressive


def _two_straight_flushes(pool: int):
    return play(
        "Qc Jd 9s",
        seat(1, "6s 6c 6d", ante=5, play=5, progressive=1),  # 6666+5: four of a kind
        seat(2, "2h 3h 4h", ante=5, play=5, progressive=1),  # 2-6 straight flush
        seat(3, "Kh Jh Th", pair_plus=5, progressive=1),  # flush
        seat(5, "7h 8h 9h", ante=5, folded=True, progressive=1),  # 5-9 straight flush, folded (A12.4)
        seat(7, "As Ad Kc", pair_plus=5, progressive=1),  # nothing
        community="5h 6h",
        pool=pool,
    )


def test_a15_4_reading_3_each_straight_flush_gets_ten_percent_of_the_pool_before() -> None:
    r = _two_straight_flushes(250_000)
    prog = {s.seat: s.results["progressive"] for s in r.seats}
    assert prog == {1: 2500, 2: 25_000, 3: 250, 5: 25_000, 7: -1}
    assert r.progressive is not None
    assert (r.progressive.pool_before, r.progressive.pool_after) == (250_000, 200_000)
    assert r.progressive.paid_order == (1, 2, 3, 5)  # A15.3: from the dealer's left


def test_a16_3_reading_3_straight_flush_fixed_amount_when_higher_pool_loses_only_its_share() -> None:
    r = _two_straight_flushes(50_000)
    prog = {s.seat: s.results["progressive"] for s in r.seats}
    assert prog[2] == prog[5] == 10_000  # max(fixed 10000, 5000)
    assert r.progressive is not None and r.progressive.pool_after == 40_000  # 50000 - 2 x 5000


def _royal_and_straight_flush(pool: int, royal_seat: int = 2, sf_seat: int = 6):
    return play(
        "3c 3d 3s",
        seat(royal_seat, "Ah Kh Qh", ante=5, play=5, progressive=5),
        seat(sf_seat, "7h 8h 9h", ante=5, play=5, progressive=5),
        seat(4, "2h 4h 6h", pair_plus=5, progressive=5),  # flush
        community="Th Jh",
        pool=pool,
    )


def test_a15_5_a15_6_reading_3_royal_after_straight_flush_gets_the_rest_and_pool_restarts_at_seed() -> None:
    r = _royal_and_straight_flush(250_000)
    prog = {s.seat: s.results["progressive"] for s in r.seats}
    assert prog == {2: 225_000, 6: 25_000, 4: 250}
    assert r.progressive is not None
    assert r.progressive.pool_after == 100_000
    assert r.progressive.paid_order == (4, 6, 2)  # Reading 4: the royal after every straight flush


def test_a15_3_reading_4_royal_left_of_no_straight_flush_keeps_its_place() -> None:
    r = _royal_and_straight_flush(250_000, royal_seat=7, sf_seat=1)
    assert r.progressive is not None and r.progressive.paid_order == (1, 4, 7)


def test_a16_3_royal_gets_fixed_amount_when_the_pool_is_smaller() -> None:
    r = _royal_and_straight_flush(50_000)
    prog = {s.seat: s.results["progressive"] for s in r.seats}
    assert prog[6] == 10_000 and prog[2] == 100_000  # max(100000, 45000)
    assert r.progressive is not None and r.progressive.pool_after == 100_000


@pytest.mark.parametrize(
    ("hand", "community", "name"),
    [
        ("8d 8h 8s", "8c 3c", "four_of_a_kind"),
        ("8d 8h 3s", "8c 3c", "full_house"),
        ("Kd 8d 3d", "2d 9d", "flush"),
    ],
)
def test_a16_3_fixed_amounts_leave_the_pool(hand: str, community: str, name: str) -> None:
    r = play("Qc Jc 4h", seat(3, hand, pair_plus=5, progressive=5), community=community, pool=123_456)
    assert r.seats[0].results["progressive"] == FIXED[FiveCardHand(name)]
    assert r.progressive is not None and r.progressive.pool_after == 123_456
    assert r.progressive.paid_order == (3,)


def test_a13_7_progressive_losing_hand_loses_the_stake_and_pool_unchanged() -> None:
    r = play("Qc Jc 4h", seat(3, "Kd Qd Jd", pair_plus=5, progressive=5), community="Td 9s", pool=10)
    assert r.seats[0].results["progressive"] == -5 and r.seats[0].progressive_hand is None
    assert r.progressive is not None and r.progressive.pool_after == 10 and r.progressive.paid_order == ()


# ----------------------------------------------------------------------------------------------- checks


def _problems(rnd: RoundInput) -> list[tuple[str, str, type]]:
    return [(p.field, p.clause, type(p)) for p in validate_round(rnd)]


def test_a4_2_side_bet_needs_a_base_bet() -> None:
    with pytest.raises(BetError) as err:
        check_bets(Bets(six_card_bonus=5))
    assert (err.value.clause, err.value.field) == ("A4.2", "bets.six_card_bonus")
    rnd = RoundInput(c("2c 3c 5d"), (seat(1, "As Ks Qs", progressive=5),), c("Td 9s"), ProgressiveConfig(0, 0, FIXED))
    assert ("seats[0].bets.progressive", "A4.2", BetError) in _problems(rnd)
    check_bets(Bets(pair_plus=5, six_card_bonus=5, progressive=1))


def test_a12_2_play_must_equal_the_ante() -> None:
    with pytest.raises(BetError) as err:
        check_bets(Bets(ante=10, play=20), field="seats[1].bets")
    assert str(err.value) == "seats[1].bets.play: must equal the ante (A12.2)"
    with pytest.raises(BetError, match="needs an Ante"):
        check_bets(Bets(pair_plus=10, play=10))
    check_bets(Bets(ante=10))  # while betting: no Play yet


def test_a12_2_seat_plays_or_folds() -> None:
    dealer = c("2c 3c 5d")
    assert _problems(RoundInput(dealer, (seat(1, "As Ks Qs", ante=5),))) == [("seats[0].bets.play", "A12.2", BetError)]
    assert _problems(RoundInput(dealer, (seat(1, "As Ks Qs", folded=True, ante=5, play=5),))) == [
        ("seats[0].bets.play", "A12.2", BetError)
    ]
    assert _problems(RoundInput(dealer, (seat(1, "As Ks Qs", folded=True, pair_plus=5),))) == [
        ("seats[0].folded", "A12.2", BetError)
    ]
    with pytest.raises(BetError):
        settle(RoundInput(dealer, (seat(1, "As Ks Qs", ante=5),)))


def test_a10_1_table_limits() -> None:
    limits = TableOffer(limits={"ante": Limit(10, 1000), "progressive": Limit(1, 1)})
    check_bets(Bets(ante=10, play=10, progressive=1), limits)
    with pytest.raises(BetError) as err:
        check_bets(Bets(ante=5), limits)
    assert (err.value.clause, err.value.field) == ("A10.1", "bets.ante")
    with pytest.raises(BetError, match="above the table maximum 1") as err:
        check_bets(Bets(ante=10, progressive=5), limits)
    assert err.value.clause == "A10.1"
    rnd = RoundInput(c("2c 3c 5d"), (seat(1, "As Ks Qs", ante=2000, play=2000),))
    assert [(p.field, p.clause) for p in validate_round(rnd, limits)] == [("seats[0].bets.ante", "A10.1")]


def test_bets_must_be_positive_whole_numbers() -> None:
    for bad in (Bets(ante=-5), Bets(ante=True), Bets(pair_plus=2.5)):  # type: ignore[arg-type]
        with pytest.raises(BetError):
            check_bets(bad)


def test_a11_a2_cards_three_each_two_community_all_distinct_seats_once() -> None:
    rnd = RoundInput(
        c("2c 3c"),
        (
            seat(1, "As Ks Qs", pair_plus=5),
            seat(1, "As 9d 8d", pair_plus=5),
            seat(8, "7d 6d 5d 4d", pair_plus=5),
        ),
        c("Td"),
        None,
    )
    got = _problems(rnd)
    assert ("dealer", "A11.1", RoundError) in got
    assert ("seats[1].seat", "A5.2", RoundError) in got
    assert ("seats[1].cards[0]", "A2.1", CardError) in got
    assert ("seats[2].seat", "A5.2", RoundError) in got
    assert ("seats[2].cards", "A11.1", RoundError) in got
    assert ("community", "A11.3", RoundError) in got


def test_a11_3_a16_3_progressive_needs_community_and_configuration() -> None:
    rnd = RoundInput(c("2c 3c 5d"), (seat(1, "As Ks Qs", pair_plus=5, progressive=1),))
    got = _problems(rnd)
    assert ("community", "A11.3", RoundError) in got and ("progressive", "A16.3", RoundError) in got


def test_round_from_json_reports_every_problem_with_round_field_and_clause() -> None:
    bad = copy.deepcopy(CONTRACT_ROUND)
    bad["seats"][0]["bets"]["play"] = 50  # type: ignore[index]
    bad["seats"][1]["cards"][0] = "Qs"  # type: ignore[index]  # the dealer's
    bad["seats"][2]["bets"]["tip"] = 5  # type: ignore[index]
    bad["progressive"]["pool"] = -1  # type: ignore[index]
    with pytest.raises(RoundInputError) as err:
        round_from_json(bad, 3)
    assert err.value.lines == (
        "round 3: seats[0].bets.play: must equal the ante (A12.2)",
        "round 3: seats[1].cards[0]: Qs is also at dealer[0] (A2.1)",
        "round 3: seats[2].bets.tip: unknown bet "
        "(expected ante, play, pair_plus, six_card_bonus, progressive) (settle.md)",
        "round 3: progressive.pool: must be 0 or more (settle.md)",
    )
    assert all(isinstance(p, EngineError) and p.clause and p.field for p in err.value.problems)


def test_round_from_json_refuses_bools_floats_zero_and_unknown_fields() -> None:
    bad = {
        "dealer": ["Qs", "7h", "2c"],
        "seats": [{"seat": True, "cards": ["Ah", "Kh", "Qh"], "bets": {"ante": 1.0, "pair_plus": 0}, "hat": 1}],
        "extra": None,
    }
    with pytest.raises(RoundInputError) as err:
        round_from_json(bad)
    fields = [p.field for p in err.value.problems]
    assert fields == [
        "extra",
        "seats[0].hat",
        "seats[0].seat",
        "seats[0].bets.ante",
        "seats[0].bets.pair_plus",
    ]


# ------------------------------------------------------------------------------- the fast hand evaluation


def test_a7_2_unsuited_five_and_six_card_categories_match_hands_for_every_rank_multiset() -> None:
    suits = "shdcsh"
    for n in (5, 6):
        for ranks in itertools.combinations_with_replacement(range(2, 15), n):
            if max(ranks.count(r) for r in ranks) > 4:
                continue
            key = sum(settlement._RANK_KEY[r] for r in ranks)
            hand = [Card(r, suits[i]) for i, r in enumerate(ranks)]
            assert settlement._unsuited_strength(key) == best_five_strength(hand), ranks


# ------------------------------------------------------------------------------------------- properties

rounds = st.builds(
    random_round,
    st.randoms(use_true_random=False),
    progressive_rate=st.sampled_from([0.0, 0.5, 1.0]),
    pool=st.one_of(st.none(), st.integers(0, 2_000_000)),
)


@settings(max_examples=300, deadline=None)
@given(rounds)
def test_properties_of_settled_rounds(obj: dict[str, Any]) -> None:
    rnd = round_from_json(obj)
    assert validate_round(rnd) == []
    result = settle(rnd)
    assert settle_json(obj) == result.to_json()
    assert round_from_json(json.loads(json.dumps(rnd.to_json()))) == rnd
    prog = result.progressive
    if prog is not None:
        assert prog.pool_after >= 0  # the pool never goes negative
    for s_in, s_out in zip(rnd.seats, result.seats, strict=True):
        r, b = s_out.results, s_in.bets
        assert set(r) == {k for k, _ in b.items()} | ({"ante_bonus"} if b.ante and not s_in.folded else set())
        if s_in.folded:  # a folded seat never has a Play result (A12.2)
            assert "play" not in r and "ante_bonus" not in r and r["ante"] == -b.ante
        else:
            if b.ante:
                assert r["ante"] in (-b.ante, 0, b.ante) and r["play"] in (-b.play, 0, b.play)
                assert r["ante_bonus"] in (0, b.ante, 4 * b.ante, 5 * b.ante)  # never negative
        if b.pair_plus:
            assert r["pair_plus"] in [-b.pair_plus] + [b.pair_plus * o for o in PAIR_PLUS.values()]
        if b.six_card_bonus:
            assert r["six_card_bonus"] in [-b.six_card_bonus] + [b.six_card_bonus * o for o in SIX_CARD_BONUS.values()]
            assert s_out.six_card_hand is six_card_bonus_hand(s_in.cards, rnd.dealer)
        if b.progressive:
            assert prog is not None
            hand = s_out.progressive_hand
            if hand is None:
                assert r["progressive"] == -b.progressive
            elif hand is FiveCardHand.ROYAL_FLUSH:
                assert FIXED[hand] <= r["progressive"] <= max(FIXED[hand], prog.pool_before)
                assert prog.pool_after == 100_000
            elif hand is FiveCardHand.STRAIGHT_FLUSH:
                assert r["progressive"] == max(FIXED[hand], prog.pool_before // 10)
            else:
                assert r["progressive"] == FIXED[hand]
            assert (hand is None) == (s_in.seat not in prog.paid_order)


_MUTATIONS = ("drop", "type", "amount", "duplicate", "extra", "fold")


def _mutate(obj: Any, rng: random.Random) -> None:
    """Damage one random place of a round (or leave it valid by chance)."""
    kind = rng.choice(_MUTATIONS)
    seat_obj = rng.choice(obj["seats"])
    if kind == "drop":
        target = rng.choice([obj, seat_obj, seat_obj["bets"], obj.get("progressive") or obj])
        if target:
            del target[rng.choice(sorted(target))]
    elif kind == "type":
        target = rng.choice([seat_obj, seat_obj["bets"]])
        target[rng.choice(sorted(target))] = rng.choice([True, 1.0, "5", None, [], {}, 0, -3])
    elif kind == "amount":
        bets = seat_obj["bets"]
        bets[rng.choice(settlement.BET_KINDS)] = rng.choice([1, 5, 10, 100])
    elif kind == "duplicate":
        seat_obj["cards"][rng.randrange(3)] = rng.choice(obj["dealer"] + ["10h", "as", " Kd", "1x"])
    elif kind == "extra":
        rng.choice([obj, seat_obj, seat_obj["bets"]])["x"] = 1
    else:
        seat_obj["folded"] = rng.choice([True, False, "yes"])


@settings(max_examples=400, deadline=None)
@given(rounds, st.randoms(use_true_random=False))
def test_fast_json_path_accepts_and_refuses_exactly_like_round_from_json(
    obj: dict[str, Any], rng: random.Random
) -> None:
    _mutate(obj, rng)
    try:
        expected: Any = settle(round_from_json(copy.deepcopy(obj)), check=False).to_json()
    except RoundInputError as exc:
        expected = exc.lines
    try:
        got: Any = settle_json(obj)
    except RoundInputError as exc:
        got = exc.lines
    assert got == expected
    if not isinstance(expected, tuple):
        assert validate_round(round_from_json(obj)) == []


def test_every_card_spelling_reads_like_parse_card() -> None:
    for card in ALL_CARDS:
        for text in {card.text, card.text.upper(), card.text.lower()}:
            assert settlement._CARD_BITS[text][0] == card

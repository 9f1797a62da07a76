"""trainer.engine.analysis: the exact Ante/Play figures against brute force, the house edges worked by hand,
and the shape of the `trainer math` contract."""

from __future__ import annotations

import itertools
import json
import random
from fractions import Fraction
from math import comb

import numpy as np
import pytest

from trainer.engine import analysis
from trainer.engine.cards import ALL_CARDS, parse_cards
from trainer.engine.hands import ThreeCardHand, dealer_qualifies, three_card_hand, three_card_value
from trainer.engine.paytables import ANTE_BONUS

T = ThreeCardHand


@pytest.fixture(scope="module")
def outcomes() -> analysis.DealerOutcomes:
    combos = analysis.three_card_combos()
    return analysis.dealer_outcomes(combos, analysis.three_card_values(combos))


@pytest.fixture(scope="module")
def ante_play(outcomes) -> analysis.AntePlay:
    return analysis.ante_play(outcomes)


@pytest.fixture(scope="module")
def math_json() -> dict:
    return analysis.game_math()


def _row(outcomes: analysis.DealerOutcomes, text: str) -> int:
    wanted = sorted(c.index for c in parse_cards(text.split()))
    return int(np.flatnonzero((outcomes.combos == wanted).all(axis=1))[0])


def _net_if_played(player: int, dealer: int, bonus: int) -> int:
    """Ante + Play + Ante Bonus for a played hand of value `player` against `dealer`, per unit of Ante."""
    if not dealer_qualifies(dealer):
        return 1 + 0 + bonus  # A13.1: Ante paid 1:1, Play returned
    if player > dealer:
        return 2 + bonus  # A13.3
    if player < dealer:
        return -2 + bonus
    return 0 + bonus  # Reading 1: a tie pushes Ante and Play


# Hands of every category and around the play/fold line (Q-6-4) and the dealer's qualifier (Queen-high).
CHOSEN = [
    "Ah Kh Qh",
    "3s 2s As",
    "7c 7d 7h",
    "2c 2d 2s",
    "Qs Jd Th",
    "As 2d 3c",
    "Ah 9h 4h",
    "5d 3d 2d",
    "Ks Kd 2c",
    "2s 2d 3c",
    "Qs 6d 4c",
    "Qs 6d 3c",
    "Qs 6s 5c",
    "Qs 5d 4c",
    "Qh Qs Qd",
    "Jd 9c 8s",
    "5c 3d 2h",
    "Ac Kd Jh",
]


def test_a13_dealer_outcomes_equal_a_pure_python_enumeration_with_settlement(outcomes, ante_play):
    """Every dealer hand from the other 49 cards, evaluated and settled one by one, with exact fractions."""
    for text in ("Qs 6d 4c", "Qs 6d 3c", "7c 7d 7h", "Ks Qs Js"):
        player = parse_cards(text.split())
        pv = three_card_value(player)
        bonus = ANTE_BONUS.get(three_card_hand(player), 0)
        rest = [c for c in ALL_CARDS if c not in player]
        nets = [_net_if_played(pv, three_card_value(d), bonus) for d in itertools.combinations(rest, 3)]
        assert len(nets) == comb(49, 3) == analysis.DEALER_HANDS
        row = _row(outcomes, text)
        assert Fraction(sum(nets), len(nets)) == Fraction(int(ante_play.play_ev[row]), analysis.DEALER_HANDS)


def test_a13_fast_dealer_outcomes_equal_brute_force_on_hundreds_of_hands(outcomes):
    direct = np.array([three_card_value(h) for h in itertools.combinations(ALL_CARDS, 3)])
    qualifies = np.array([dealer_qualifies(int(v)) for v in direct])
    members = np.zeros((len(direct), 52), dtype=bool)
    for j, hand in enumerate(itertools.combinations(range(52), 3)):
        members[j, list(hand)] = True
    rng = random.Random(2025)
    rows = sorted({_row(outcomes, t) for t in CHOSEN} | set(rng.sample(range(len(direct)), 300)))
    for row in rows:
        cards = outcomes.combos[row]
        free = ~(members[:, cards[0]] | members[:, cards[1]] | members[:, cards[2]])
        pv = direct[row]
        dv, dq = direct[free], qualifies[free]
        assert len(dv) == analysis.DEALER_HANDS
        expected = (
            int(np.count_nonzero(~dq)),
            int(np.count_nonzero(dq & (dv < pv))),
            int(np.count_nonzero(dq & (dv == pv))),
            int(np.count_nonzero(dq & (dv > pv))),
        )
        got = (
            int(outcomes.not_qualifying[row]),
            int(outcomes.player_wins[row]),
            int(outcomes.ties[row]),
            int(outcomes.dealer_wins[row]),
        )
        assert got == expected, outcomes.combos[row]


def test_a13_every_player_hand_meets_all_18424_dealer_hands(outcomes):
    total = outcomes.not_qualifying + outcomes.player_wins + outcomes.ties + outcomes.dealer_wins
    assert (total == comb(49, 3)).all()
    assert (outcomes.not_qualifying > 0).all() and (outcomes.dealer_wins >= 0).all()
    # Reading 1: ties happen and are counted apart (e.g. Q-6-4 against the other Q-6-4s).
    assert outcomes.ties[_row(outcomes, "Qs 6d 4c")] > 0


def test_a13_4_ante_bonus_odds_per_category(outcomes):
    odds = analysis.ante_bonus_odds(outcomes.values)
    for text, expected in (
        ("Ah Kh Qh", 5),
        ("7c 7d 7h", 4),
        ("Qs Jd Th", 1),
        ("Ah 9h 4h", 0),
        ("Ks Kd 2c", 0),
    ):
        assert odds[_row(outcomes, text)] == expected


def test_a12_2_optimal_play_is_queen_six_four_or_better(outcomes, ante_play):
    """The published strategy: play Q-6-4 or better, fold below it."""
    line = three_card_value(parse_cards(["Qs", "6d", "4c"]))
    assert ante_play.plays.tolist() == (outcomes.values >= line).tolist()
    assert ante_play.indifferent == 0
    # Worked by hand: pair or better 5,660; high card led by A (64 rank sets) or K (54), or Q-J-x .. Q-6-4
    # (36), each in 60 unsuited suitings.
    played = 48 + 52 + 720 + 1096 + 3744 + (64 + 54 + 36) * 60
    assert ante_play.hands_played == played == 14900
    assert ante_play.hands_folded == 22100 - played


def test_a13_ante_play_house_edge_is_the_published_3_37_percent(ante_play):
    assert round(float(ante_play.house_edge), 4) == 0.0337
    assert round(float(ante_play.element_of_risk), 4) == 0.0201
    assert ante_play.element_of_risk == ante_play.house_edge / (1 + Fraction(ante_play.hands_played, 22100))
    total = int(np.maximum(ante_play.play_ev, ante_play.fold_ev).sum())
    assert ante_play.house_edge == Fraction(-total, 22100 * comb(49, 3))


def test_a16_1_pair_plus_house_edge_worked_by_hand():
    counts = {"straight_flush": 48, "three_of_a_kind": 52, "straight": 720, "flush": 1096, "pair": 3744}
    counts["high_card"] = 16440
    net = 48 * 40 + 52 * 25 + 720 * 5 + 1096 * 4 + 3744 * 1 - 16440
    assert analysis.pair_plus_house_edge(counts) == Fraction(-net, 22100) == Fraction(1492, 22100)


def test_a16_2_six_card_bonus_house_edge_worked_by_hand():
    counts = {
        "royal_flush": 188,
        "straight_flush": 1656,
        "four_of_a_kind": 14664,
        "full_house": 165984,
        "flush": 205792,
        "straight": 361620,
        "three_of_a_kind": 732160,
    }
    counts["nothing"] = comb(52, 6) - sum(counts.values())
    won = 188 * 500 + 1656 * 100 + 14664 * 50 + 165984 * 20 + 205792 * 15 + 361620 * 10 + 732160 * 7
    expected = Fraction(counts["nothing"] - won, comb(52, 6))
    assert analysis.six_card_bonus_house_edge(counts) == expected
    assert 0.13 < float(expected) < 0.14


def test_math_json_has_exactly_the_contract_keys(math_json):
    assert list(math_json) == ["three_card", "pair_plus", "ante_play", "six_card_bonus", "progressive"]
    assert list(math_json["three_card"]) == ["total", "counts"]
    assert list(math_json["three_card"]["counts"]) == [
        "straight_flush",
        "three_of_a_kind",
        "straight",
        "flush",
        "pair",
        "high_card",
    ]
    assert list(math_json["pair_plus"]) == ["house_edge"]
    assert list(math_json["ante_play"]) == ["house_edge", "element_of_risk", "hands_played", "hands_folded"]
    assert list(math_json["six_card_bonus"]) == ["total", "counts", "house_edge"]
    assert list(math_json["six_card_bonus"]["counts"]) == [
        "royal_flush",
        "straight_flush",
        "four_of_a_kind",
        "full_house",
        "flush",
        "straight",
        "three_of_a_kind",
        "nothing",
    ]
    assert list(math_json["progressive"]) == ["total", "counts"]
    assert list(math_json["progressive"]["counts"]) == [
        "royal_flush",
        "straight_flush",
        "four_of_a_kind",
        "full_house",
        "flush",
        "nothing",
    ]
    assert json.loads(json.dumps(math_json)) == math_json


def test_math_json_totals_and_types(math_json):
    for block, total in (
        ("three_card", 22100),
        ("six_card_bonus", comb(52, 6)),
        ("progressive", comb(52, 5)),
    ):
        assert math_json[block]["total"] == total == sum(math_json[block]["counts"].values())
        assert all(type(n) is int for n in math_json[block]["counts"].values())
    ap = math_json["ante_play"]
    assert type(ap["hands_played"]) is int and ap["hands_played"] + ap["hands_folded"] == 22100
    for edge in (
        math_json["pair_plus"]["house_edge"],
        ap["house_edge"],
        math_json["six_card_bonus"]["house_edge"],
    ):
        assert type(edge) is float and 0 < edge < 1
    assert math_json["pair_plus"]["house_edge"] == pytest.approx(1492 / 22100, rel=1e-15)
    assert math_json["three_card"]["counts"]["flush"] == 1096
    assert math_json["six_card_bonus"]["counts"]["royal_flush"] == 4 * 47
    assert math_json["progressive"]["counts"]["flush"] == 4 * (comb(13, 5) - 10)

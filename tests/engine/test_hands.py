"""Hand evaluators: A6, A7.1 (amended order of dispatch 94/2025), A7.2/A14, A7.3/A15.1."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.engine.cards import ALL_CARDS, SUIT_CHARS, Card, parse_cards
from trainer.engine.hands import (
    FiveCardHand,
    ThreeCardHand,
    best_five_hand,
    dealer_qualifies,
    progressive_hand,
    six_card_bonus_hand,
    three_card_hand,
    three_card_value,
)


def cards(text: str) -> tuple[Card, ...]:
    return parse_cards(text.split())


def value(text: str) -> int:
    return three_card_value(cards(text))


# ---------------------------------------------------------------------------------- A7.1 categories and order


@pytest.mark.parametrize(
    ("text", "hand"),
    [
        ("Ah Kh Qh", ThreeCardHand.STRAIGHT_FLUSH),
        ("3d 2d Ad", ThreeCardHand.STRAIGHT_FLUSH),
        ("7c 7d 7s", ThreeCardHand.THREE_OF_A_KIND),
        ("Ah Ks Qd", ThreeCardHand.STRAIGHT),
        ("As 2c 3h", ThreeCardHand.STRAIGHT),
        ("Ks 2s 9s", ThreeCardHand.FLUSH),
        ("9c 9d Ks", ThreeCardHand.PAIR),
        ("Ks Qd 9c", ThreeCardHand.HIGH_CARD),
        ("Ac Kd 2h", ThreeCardHand.HIGH_CARD),  # K-A-2 is no run (A6(ii))
        ("2c 3d 5h", ThreeCardHand.HIGH_CARD),
    ],
)
def test_a7_1_three_card_categories(text: str, hand: ThreeCardHand) -> None:
    assert three_card_hand(cards(text)) is hand


def test_a7_1_amended_three_of_a_kind_beats_straight() -> None:
    assert value("2c 2d 2h") > value("Ah Ks Qd")


def test_a7_1_amended_straight_beats_flush() -> None:
    assert value("3c 2d Ah") > value("Ah Kh Jh")


def test_a7_1_amended_order_of_categories_high_to_low() -> None:
    ladder = ["Qh Jh Th", "3s 3d 3c", "4c 3d 2h", "As Ks Js", "Ah Ad Kc", "Ac Kd Jh"]
    values = [value(t) for t in ladder]
    assert values == sorted(values, reverse=True)
    assert len(set(values)) == len(values)
    assert [three_card_hand(cards(t)).strength for t in ladder] == [5, 4, 3, 2, 1, 0]


def test_a6_2_three_two_ace_is_the_lowest_run() -> None:
    assert value("3c 2d Ah") < value("4c 3d 2h")
    assert value("3h 2h Ah") < value("4s 3s 2s")
    runs = [value(t) for t in ["Ac Kd Qh", "Kc Qd Jh", "4c 3d 2h", "3c 2d Ah"]]
    assert runs == sorted(runs, reverse=True)


def test_a6_2_ace_king_queen_is_the_highest_run() -> None:
    top = value("Ac Kd Qh")
    for combo in itertools.combinations(ALL_CARDS, 3):
        if three_card_hand(combo) is ThreeCardHand.STRAIGHT:
            assert three_card_value(combo) <= top
    assert value("Ah Kh Qh") > value("Kh Qh Jh")


def test_a7_1_equal_runs_tie_whatever_the_suits() -> None:
    assert value("9c 8d 7h") == value("7s 9h 8c")
    assert value("9c 8c 7c") == value("9d 8d 7d")


def test_a7_1_higher_three_of_a_kind_wins() -> None:
    assert value("Ks Kd Kh") > value("Qs Qd Qh") > value("2s 2d 2h")


def test_a7_1_pair_then_odd_card_then_tie() -> None:
    assert value("9c 9d 2s") > value("8c 8d As")  # the higher pair wins
    assert value("9c 9d 5s") > value("9h 9s 4c")  # equal pairs: the odd card
    assert value("9c 9d 5s") == value("9h 9s 5c")  # all equal: tie


def test_a7_1_flush_compares_card_by_card() -> None:
    assert value("Kh 9h 2h") > value("Qs Js 9s")  # highest card
    assert value("Kh 9h 2h") > value("Ks 8s 7s")  # then the second
    assert value("Kh 9h 3h") > value("Ks 9s 2s")  # then the third
    assert value("Kh 9h 2h") == value("Kd 9d 2d")  # all equal ties


def test_a7_1_high_card_compares_card_by_card() -> None:
    assert value("Ac 5d 3h") > value("Kc Qd 9h")
    assert value("Qc 9d 3h") > value("Qd 8h 7c")
    assert value("Qc 9d 4h") > value("Qd 9h 3c")
    assert value("Qc 9d 4h") == value("Qh 9s 4d")


def test_a13_1_dealer_qualifies_with_queen_high() -> None:
    assert dealer_qualifies(value("Qs 7h 2c"))
    assert not dealer_qualifies(value("Js Th 8c"))
    assert dealer_qualifies(value("2s 2h 3c"))
    assert dealer_qualifies(value("4s 3h 2c"))


# -------------------------------------------------------------------------------- A7.2 / A7.3 / A14 / A15.1


@pytest.mark.parametrize(
    ("text", "hand"),
    [
        ("Ah Kh Qh Jh Th", FiveCardHand.ROYAL_FLUSH),
        ("9s 8s 7s 6s 5s", FiveCardHand.STRAIGHT_FLUSH),
        ("5d 4d 3d 2d Ad", FiveCardHand.STRAIGHT_FLUSH),  # the wheel, suited
        ("9s 9h 9d 9c 2s", FiveCardHand.FOUR_OF_A_KIND),
        ("9s 9h 9d 2c 2s", FiveCardHand.FULL_HOUSE),
        ("Ks 9s 7s 4s 2s", FiveCardHand.FLUSH),
        ("5c 4d 3h 2s Ad", FiveCardHand.STRAIGHT),  # 5-4-3-2-A (A6(iii))
        ("Ac Kd Qh Js Td", FiveCardHand.STRAIGHT),
        ("7c 7d 7h Ks 2d", FiveCardHand.THREE_OF_A_KIND),
        ("Qc Kd Ah 2s 3d", FiveCardHand.HIGH_CARD),  # no run round the corner
    ],
)
def test_a6_3_a7_2_five_card_categories(text: str, hand: FiveCardHand) -> None:
    assert best_five_hand(cards(text)) is hand


@pytest.mark.parametrize(
    ("player", "dealer", "hand"),
    [
        ("Ah Kh Qh", "Jh Th 2c", FiveCardHand.ROYAL_FLUSH),  # made with two of the dealer's cards
        ("Ah Kh Qh", "Qs 7h 2c", None),  # a pair of queens pays nothing
        ("9h 8h 2c", "7h 6h 5h", FiveCardHand.STRAIGHT_FLUSH),
        ("4d 3c 2s", "Ah 5h Kc", FiveCardHand.STRAIGHT),  # wheel across both hands
        ("9h 9d 9s", "9c 2d 3d", FiveCardHand.FOUR_OF_A_KIND),
        ("7h 7d Ks", "7c Kd 2s", FiveCardHand.FULL_HOUSE),
        ("Ks Ts 4s", "8s 2s Ad", FiveCardHand.FLUSH),
        ("Qs Qd 5c", "Qh 9d 2c", FiveCardHand.THREE_OF_A_KIND),
        ("Qs Qd 5c", "5h 9d 2c", None),  # two pair pays nothing (A7.2)
        ("Qs Qd Qc", "Qh 9d 9c", FiveCardHand.FOUR_OF_A_KIND),
        ("Qs Qd 9s", "Qh 9d 9c", FiveCardHand.FULL_HOUSE),  # two threes of a kind
    ],
)
def test_a14_a7_2_six_card_bonus_hand_uses_the_dealers_cards(player: str, dealer: str, hand: FiveCardHand) -> None:
    assert six_card_bonus_hand(cards(player), cards(dealer)) is hand


@pytest.mark.parametrize(
    ("player", "community", "hand"),
    [
        ("Ah Kh Qh", "Th Jh", FiveCardHand.ROYAL_FLUSH),
        ("5c 4c 3c", "2c Ac", FiveCardHand.STRAIGHT_FLUSH),
        ("8d 8h 8s", "8c 3c", FiveCardHand.FOUR_OF_A_KIND),
        ("8d 8h 3s", "8c 3c", FiveCardHand.FULL_HOUSE),
        ("Kd 8d 3d", "2d 9d", FiveCardHand.FLUSH),
        ("Kd Qc Jd", "Td 9d", None),  # a straight pays nothing on the Progressive (A7.3)
        ("Kd Kc Ks", "Td 9d", None),  # three of a kind neither
    ],
)
def test_a15_1_a7_3_progressive_hand_with_the_community_cards(
    player: str, community: str, hand: FiveCardHand | None
) -> None:
    assert progressive_hand(cards(player), cards(community)) is hand


# -------------------------------------------------------------------------------------- hypothesis properties

three_cards = st.lists(st.sampled_from(ALL_CARDS), min_size=3, max_size=3, unique=True)


@settings(max_examples=300, deadline=None)
@given(three_cards, three_cards)
def test_a7_1_value_is_a_total_order_consistent_with_category_strength(a: list[Card], b: list[Card]) -> None:
    va, vb = three_card_value(a), three_card_value(b)
    sa, sb = three_card_hand(a).strength, three_card_hand(b).strength
    if sa != sb:
        assert (va > vb) == (sa > sb)
    assert (va == vb) or (va < vb) != (vb < va)  # comparable and antisymmetric


@settings(max_examples=300, deadline=None)
@given(three_cards, st.permutations(list(SUIT_CHARS)), st.randoms(use_true_random=False))
def test_a7_1_value_invariant_under_suit_permutation_and_card_order(
    hand: list[Card], suits: list[str], rnd: random.Random
) -> None:
    mapping = dict(zip(SUIT_CHARS, suits, strict=True))
    renamed = [Card(c.rank, mapping[c.suit]) for c in hand]
    rnd.shuffle(renamed)
    assert three_card_value(renamed) == three_card_value(hand)


def test_a7_1_equal_values_only_for_equal_rank_patterns_and_category() -> None:
    """Over all 22,100 hands: equal values exactly when the ranks and the category are equal (A7.1 ties)."""
    by_value: dict[int, set[tuple[tuple[int, ...], ThreeCardHand]]] = {}
    for combo in itertools.combinations(ALL_CARDS, 3):
        key = (tuple(sorted(c.rank for c in combo)), three_card_hand(combo))
        by_value.setdefault(three_card_value(combo), set()).add(key)
    assert all(len(keys) == 1 for keys in by_value.values())
    assert len({k for keys in by_value.values() for k in keys}) == len(by_value)

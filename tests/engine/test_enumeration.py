"""Exhaustive enumerations of the hand categories with the engine's evaluators, against the fast counts of
trainer.engine.analysis and against counts worked out by hand (the formulas are written out below)."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from math import comb

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.engine import analysis
from trainer.engine.cards import ALL_CARDS, SUIT_CHARS, Card
from trainer.engine.hands import (
    FIVE_CARD_STRENGTH,
    FiveCardHand,
    ThreeCardHand,
    best_five_hand,
    best_five_strength,
    three_card_hand,
    three_card_value,
)

F = FiveCardHand


def index_combinations(n: int, k: int) -> np.ndarray:
    """All k-subsets of range(n) as sorted rows, in lexicographic order (vectorised)."""
    rows = np.arange(n, dtype=np.int8)[:, None]
    for _ in range(k - 1):
        last = rows[:, -1].astype(np.int64)
        extend = n - 1 - last
        keep = extend > 0
        rows, last, extend = rows[keep], last[keep], extend[keep]
        starts = np.repeat(np.cumsum(extend) - extend, extend)
        offset = np.arange(int(extend.sum())) - starts
        nxt = np.repeat(last, extend) + 1 + offset
        rows = np.hstack([np.repeat(rows, extend, axis=0), nxt[:, None].astype(np.int8)])
    return rows


def test_index_combinations_are_all_subsets_in_order():
    got = index_combinations(7, 3)
    assert [tuple(r) for r in got.tolist()] == list(itertools.combinations(range(7), 3))


# --------------------------------------------------------------------------------------------------------
# Three cards (A7.1)

# Worked by hand: 12 three-card runs (A-K-Q ... 3-2-A), 286 rank sets of three distinct ranks, 4^3 suitings.
HAND_WORKED_THREE = {
    "straight_flush": 12 * 4,
    "three_of_a_kind": 13 * comb(4, 3),
    "straight": 12 * (4**3 - 4),
    "flush": (comb(13, 3) - 12) * 4,
    "pair": 13 * comb(4, 2) * 12 * 4,
    "high_card": (comb(13, 3) - 12) * (4**3 - 4),
}


def test_a7_1_three_card_counts_by_enumerating_all_22100_hands():
    direct = Counter(three_card_hand(h).value for h in itertools.combinations(ALL_CARDS, 3))
    assert sum(direct.values()) == 22100
    assert dict(direct) == HAND_WORKED_THREE
    assert HAND_WORKED_THREE == {
        "straight_flush": 48,
        "three_of_a_kind": 52,
        "straight": 720,
        "flush": 1096,
        "pair": 3744,
        "high_card": 16440,
    }
    combos = analysis.three_card_combos()
    fast = analysis.three_card_counts(analysis.three_card_values(combos))
    assert fast == dict(direct)
    assert list(fast) == [h.value for h in ThreeCardHand]  # high to low, the amended A7.1 order


def test_a7_1_fast_three_card_values_equal_the_evaluator_on_every_hand():
    combos = analysis.three_card_combos()
    assert [tuple(r) for r in combos.tolist()] == list(itertools.combinations(range(52), 3))
    direct = [three_card_value(h) for h in itertools.combinations(ALL_CARDS, 3)]
    assert analysis.three_card_values(combos).tolist() == direct


# --------------------------------------------------------------------------------------------------------
# Five cards (A7.3, Progressive) — all 2,598,960 hands

# Worked by hand: 10 five-card runs (A-K-Q-J-T ... 5-4-3-2-A), 1,287 rank sets of five distinct ranks.
HAND_WORKED_FIVE = {
    F.ROYAL_FLUSH: 4,
    F.STRAIGHT_FLUSH: 9 * 4,
    F.FOUR_OF_A_KIND: 13 * 48,
    F.FULL_HOUSE: 13 * comb(4, 3) * 12 * comb(4, 2),
    F.FLUSH: (comb(13, 5) - 10) * 4,
    F.STRAIGHT: 10 * (4**5 - 4),
    F.THREE_OF_A_KIND: 13 * comb(4, 3) * comb(12, 2) * 4**2,
    F.TWO_PAIR: comb(13, 2) * comb(4, 2) ** 2 * 11 * 4,
    F.PAIR: 13 * comb(4, 2) * comb(12, 3) * 4**3,
    F.HIGH_CARD: (comb(13, 5) - 10) * (4**5 - 4),
}


def _suit_classes(combos: np.ndarray) -> np.ndarray:
    """A key per hand: its ranks in card order and which of its cards share a suit.

    Two hands with equal keys differ only by a relabelling of the suits.
    """
    ranks = (combos >> 2).astype(np.int64)
    suits = combos & 3
    key = np.zeros(len(combos), dtype=np.int64)
    for j in range(combos.shape[1]):
        key = key * 13 + ranks[:, j]
    for i, j in itertools.combinations(range(combos.shape[1]), 2):
        key = key * 2 + (suits[:, i] == suits[:, j])
    return key


@pytest.fixture(scope="module")
def five_card_combos() -> np.ndarray:
    return index_combinations(52, 5)


def test_a7_3_progressive_counts_by_enumerating_all_2598960_five_card_hands(five_card_combos):
    combos = five_card_combos
    assert len(combos) == comb(52, 5) == 2598960
    # Every hand, evaluated with best_five_hand through one hand of its suit-relabelling class.
    _, first, inverse = np.unique(_suit_classes(combos), return_index=True, return_inverse=True)
    inverse = inverse.reshape(-1)
    representatives = ([ALL_CARDS[i] for i in combos[f].tolist()] for f in first.tolist())
    strengths = np.array([FIVE_CARD_STRENGTH[best_five_hand(h)] for h in representatives])
    per_strength = np.bincount(strengths[inverse], minlength=10)
    direct = {hand: int(per_strength[s]) for hand, s in FIVE_CARD_STRENGTH.items()}
    assert direct == HAND_WORKED_FIVE
    fast = analysis.five_card_strength_counts(5)
    assert {hand: fast[s] for hand, s in FIVE_CARD_STRENGTH.items()} == direct

    # A seeded sample of hands evaluated one by one agrees with its class.
    rng = random.Random(5)
    for row in rng.sample(range(len(combos)), 3000):
        hand = [ALL_CARDS[i] for i in combos[row].tolist()]
        assert FIVE_CARD_STRENGTH[best_five_hand(hand)] == strengths[inverse[row]]


def test_a7_3_progressive_counts_in_the_contract():
    counts = analysis._by_name(analysis.five_card_strength_counts(5), analysis.PROGRESSIVE_NAMES)
    assert counts == {
        "royal_flush": 4,
        "straight_flush": 36,
        "four_of_a_kind": 624,
        "full_house": 3744,
        "flush": 5108,
        "nothing": comb(52, 5) - (4 + 36 + 624 + 3744 + 5108),
    }


@given(
    cards=st.lists(st.sampled_from(ALL_CARDS), min_size=5, max_size=7, unique=True),
    perm=st.permutations(SUIT_CHARS),
)
def test_a7_2_best_five_is_blind_to_a_relabelling_of_suits(cards, perm):
    relabel = dict(zip(SUIT_CHARS, perm, strict=True))
    moved = [Card(c.rank, relabel[c.suit]) for c in cards]
    assert best_five_strength(moved) == best_five_strength(cards)


# --------------------------------------------------------------------------------------------------------
# Six cards (A7.2, A14, Six Card Bonus) — all 20,358,520 hands

# Worked by hand for six cards (4^6 = 4,096 suitings of six distinct ranks, 76 of them with five or six in a
# suit; 1,536 suitings of a pair and four singles, 12 with five in a suit). 71 of the C(13,6) = 1,716 sets of
# six distinct ranks hold a five-card run (10 runs x 8 extra ranks, less the 9 runs of six counted twice).
_FLUSH_6 = 4 * comb(6, 6) + 4 * comb(6, 5) * 3  # 76
_FLUSH_PAIR = 4 * 3  # 12
_RUN_SETS_6 = 10 * 8 - 9
HAND_WORKED_SIX = {
    F.ROYAL_FLUSH: 4 * 47,
    F.STRAIGHT_FLUSH: 36 * 46,  # any sixth card but the one that makes the next run up in the suit
    F.FOUR_OF_A_KIND: 13 * comb(48, 2),
    F.FULL_HOUSE: comb(13, 2) * 4 * 4 + 13 * 12 * 11 * 4 * comb(4, 2) * 4,
    F.FLUSH: 4 * (comb(13, 6) + comb(13, 5) * 39) - 4 * 47 - 36 * 46,
    F.STRAIGHT: _RUN_SETS_6 * (4**6 - _FLUSH_6) + 10 * 5 * (comb(4, 2) * 4**4 - _FLUSH_PAIR),
    F.THREE_OF_A_KIND: 13 * comb(12, 3) * 4 * 4**3,
    F.TWO_PAIR: comb(13, 2) * comb(11, 2) * 6 * 6 * 4 * 4 + comb(13, 3) * 6**3,
    F.PAIR: (comb(13, 5) - 10) * 5 * (comb(4, 2) * 4**4 - _FLUSH_PAIR),
    F.HIGH_CARD: (comb(13, 6) - _RUN_SETS_6) * (4**6 - _FLUSH_6),
}


def test_a7_2_six_card_counts_match_hand_worked_combinatorics():
    assert sum(HAND_WORKED_SIX.values()) == comb(52, 6) == 20358520
    fast = analysis.five_card_strength_counts(6)
    assert {hand: fast[s] for hand, s in FIVE_CARD_STRENGTH.items()} == HAND_WORKED_SIX
    assert HAND_WORKED_SIX[F.ROYAL_FLUSH] == 188
    assert HAND_WORKED_SIX[F.STRAIGHT_FLUSH] == 1656
    assert HAND_WORKED_SIX[F.FOUR_OF_A_KIND] == 14664
    assert HAND_WORKED_SIX[F.FULL_HOUSE] == 165984


def test_a7_2_six_card_counts_by_enumerating_all_20358520_six_card_hands(five_card_combos):
    """Every six-card hand (its lowest card with any five higher ones), keyed by its ranks and by which of its
    cards lie in a suit holding five or more of them; best_five_hand evaluates one real hand of each key.
    (That the key decides the category is checked on many hands below and by the hand-worked counts.)"""
    five = five_card_combos
    cols = np.ascontiguousarray(five.T)
    ranks, suits = cols >> 2, cols & 3
    rank_key = np.zeros(len(five), dtype=np.int32)
    for j in range(5):
        rank_key = rank_key * 13 + ranks[j]
    in_suit = np.zeros((4, len(five)), dtype=np.uint8)  # bit j + 1: the five's card j is of suit s
    per_suit = np.zeros((4, len(five)), dtype=np.uint8)
    for s in range(4):
        for j in range(5):
            hit = suits[j] == s
            in_suit[s] |= hit.astype(np.uint8) << (j + 1)
            per_suit[s] += hit
    five_suited = np.zeros(len(five), dtype=np.uint8)
    for s in range(4):
        five_suited |= in_suit[s] * (per_suit[s] == 5)
    multisets = [m for m in itertools.combinations_with_replacement(range(13), 6) if max(Counter(m).values()) <= 4]
    multiset_id = np.full(13**6, -1, dtype=np.int32)
    for i, m in enumerate(multisets):
        multiset_id[int("".join(np.base_repr(r, 13) for r in m), 13)] = i
    size = len(multisets) * 64
    count = np.zeros(size, dtype=np.int64)
    example = np.full(size, -1, dtype=np.int64)  # some hand with the key: lowest card * C(52,5) + row
    for low in range(47):
        start = int(np.searchsorted(five[:, 0], low + 1))  # the fives above the lowest card
        suit = low & 3
        mask = np.where(per_suit[suit, start:] >= 4, in_suit[suit, start:] | 1, five_suited[start:])
        key = multiset_id[(low >> 2) * 13**5 + rank_key[start:]].astype(np.int64) * 64 + mask
        count += np.bincount(key, minlength=size)
        example[key] = low * len(five) + start + np.arange(len(key))
    assert count.sum() == comb(52, 6)
    direct = dict.fromkeys(FiveCardHand, 0)
    for key in np.flatnonzero(count).tolist():
        low, row = divmod(int(example[key]), len(five))
        hand = [ALL_CARDS[low], *(ALL_CARDS[i] for i in five[row].tolist())]
        direct[best_five_hand(hand)] += int(count[key])
    assert direct == HAND_WORKED_SIX
    fast = analysis.five_card_strength_counts(6)
    assert {hand: fast[s] for hand, s in FIVE_CARD_STRENGTH.items()} == direct


def _class_representative(hands: analysis.RepresentativeHands, hand: list[Card]) -> list[Card]:
    """The hand analysis.five_card_strength_counts evaluates for this hand's class."""
    multiplicity = Counter(c.rank - 2 for c in hand)
    multiset = sorted(multiplicity.items())
    by_suit = Counter(c.suit for c in hand)
    suit, n = by_suit.most_common(1)[0]
    if n < 5:
        return hands.plain(multiset)
    suited = {c.rank - 2 for c in hand if c.suit == suit}
    chosen = [i for i, (r, _) in enumerate(multiset) if r in suited]
    return hands.flush(multiset, chosen)


@pytest.mark.parametrize("n", [5, 6, 7])
def test_a7_2_every_hand_has_the_category_of_its_counted_class(n):
    """The fast count gives each hand the category of one representative: check that on many hands."""
    rng = random.Random(n)
    deck = list(ALL_CARDS)
    hands = analysis.RepresentativeHands()
    for _ in range(4000):
        hand = rng.sample(deck, n)
        assert best_five_strength(_class_representative(hands, hand)) == best_five_strength(hand)
    # and on hands with five or more in a suit, which a random sample rarely holds
    for _ in range(2000):
        suit = rng.choice(SUIT_CHARS)
        suited = rng.sample([c for c in deck if c.suit == suit], rng.randint(5, n))
        rest = rng.sample([c for c in deck if c.suit != suit], n - len(suited))
        hand = suited + rest
        assert best_five_strength(_class_representative(hands, hand)) == best_five_strength(hand)


def test_a7_2_six_card_categories_in_the_contract():
    counts = analysis._by_name(analysis.five_card_strength_counts(6), analysis.SIX_CARD_NAMES)
    assert list(counts) == [
        "royal_flush",
        "straight_flush",
        "four_of_a_kind",
        "full_house",
        "flush",
        "straight",
        "three_of_a_kind",
        "nothing",
    ]
    assert counts["nothing"] == sum(HAND_WORKED_SIX[h] for h in (F.TWO_PAIR, F.PAIR, F.HIGH_CARD))


def test_five_card_counts_refuse_a_hand_size_they_cannot_count():
    with pytest.raises(ValueError, match=r"5\.\.9"):
        analysis.five_card_strength_counts(10)

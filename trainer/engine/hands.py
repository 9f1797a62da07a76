"""Hand evaluators.

* Three-card hands for the base bets (A6, A7.1) in the order **amended by dispatch 94/2025**:
  straight flush > three of a kind > straight > flush > pair > high card; 3-2-A is the lowest run (A6(ii)).
* Five-card categories (A6(iii), A7.2, A7.3) for the Six Card Bonus (best five of six, A14) and the
  Progressive (three player cards + two community cards, A15.1). Only categories matter for those bets:
  they pay by category, never compare two hands.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum, StrEnum

from trainer.engine.cards import Card


class ThreeCardHand(StrEnum):
    """A7.1 categories, listed high to low."""

    STRAIGHT_FLUSH = "straight_flush"
    THREE_OF_A_KIND = "three_of_a_kind"
    STRAIGHT = "straight"
    FLUSH = "flush"
    PAIR = "pair"
    HIGH_CARD = "high_card"

    @property
    def strength(self) -> int:
        """5 for a straight flush down to 0 for high card (amended A7.1 order)."""
        return _THREE_STRENGTH[self]


_THREE_ORDER = list(ThreeCardHand)  # high to low
_THREE_STRENGTH = {h: len(_THREE_ORDER) - 1 - i for i, h in enumerate(_THREE_ORDER)}
_THREE_BY_STRENGTH = {v: k for k, v in _THREE_STRENGTH.items()}

# Category codes used inside the packed value (higher is better).
_SF, _TRIPS, _STRAIGHT, _FLUSH, _PAIR, _HIGH = 5, 4, 3, 2, 1, 0


def three_card_value(cards: Sequence[Card]) -> int:
    """A totally ordered value for a three-card hand (A7.1): higher beats lower, equal values tie.

    Packed as ``category << 12 | k1 << 8 | k2 << 4 | k3`` where the ``k`` are the tie-break ranks.
    """
    c0, c1, c2 = cards
    a, b, c = sorted((c0.rank, c1.rank, c2.rank), reverse=True)
    flush = c0.suit == c1.suit == c2.suit
    if a == c:
        return _TRIPS << 12 | a << 8
    if a == b:
        return _PAIR << 12 | a << 8 | c << 4
    if b == c:
        return _PAIR << 12 | b << 8 | a << 4
    top = 0
    if a - b == 1 and b - c == 1:
        top = a
    elif a == 14 and b == 3 and c == 2:  # 3-2-A, the lowest run (A6(ii))
        top = 3
    if top:
        return (_SF if flush else _STRAIGHT) << 12 | top << 8
    return (_FLUSH if flush else _HIGH) << 12 | a << 8 | b << 4 | c


def category_of_value(value: int) -> ThreeCardHand:
    return _THREE_BY_STRENGTH[value >> 12]


def three_card_hand(cards: Sequence[Card]) -> ThreeCardHand:
    return category_of_value(three_card_value(cards))


# The dealer qualifies with Queen-high or better (A13.1-A13.2): any made hand, or high card led by Q, K or A.
QUALIFIER_VALUE = _HIGH << 12 | 12 << 8


def dealer_qualifies(value: int) -> bool:
    return value >= QUALIFIER_VALUE


class FiveCardHand(StrEnum):
    """Five-card categories, high to low (A7.2, A7.3 and the ordinary poker categories below them)."""

    ROYAL_FLUSH = "royal_flush"
    STRAIGHT_FLUSH = "straight_flush"
    FOUR_OF_A_KIND = "four_of_a_kind"
    FULL_HOUSE = "full_house"
    FLUSH = "flush"
    STRAIGHT = "straight"
    THREE_OF_A_KIND = "three_of_a_kind"
    TWO_PAIR = "two_pair"
    PAIR = "pair"
    HIGH_CARD = "high_card"


class _Five(IntEnum):
    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    THREE_OF_A_KIND = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    FOUR_OF_A_KIND = 7
    STRAIGHT_FLUSH = 8
    ROYAL_FLUSH = 9


FIVE_CARD_STRENGTH: dict[FiveCardHand, int] = {FiveCardHand[m.name]: m.value for m in _Five}
_FIVE_BY_STRENGTH = {v: k for k, v in FIVE_CARD_STRENGTH.items()}

# Five-card runs as rank bit masks (bit r for rank r; the ace also sets bit 1 for 5-4-3-2-A), high to low.
_RUNS = tuple((0b11111 << (top - 4), top) for top in range(14, 4, -1))
_ROYAL_MASK = 0b11111 << 10


def _run_top(mask: int) -> int:
    if mask >> 14 & 1:
        mask |= 0b10
    for run, top in _RUNS:
        if mask & run == run:
            return top
    return 0


ROYAL_MASK = _ROYAL_MASK
"""The rank bit mask of Ten to Ace (bit r for rank r)."""
run_top = _run_top
"""The top rank of the highest five-card run in a rank bit mask (the ace also plays low), 0 if none."""


def best_five_strength(cards: Sequence[Card]) -> int:
    """The category strength (0..9) of the best five-card hand in ``cards`` (5 to 7 cards)."""
    counts = [0] * 15
    suit_masks: dict[str, int] = {}
    suit_counts: dict[str, int] = {}
    mask = 0
    for card in cards:
        r = card.rank
        counts[r] += 1
        bit = 1 << r
        mask |= bit
        s = card.suit
        suit_masks[s] = suit_masks.get(s, 0) | bit
        suit_counts[s] = suit_counts.get(s, 0) + 1
    flush = False
    for s, n in suit_counts.items():
        if n >= 5:
            flush = True
            smask = suit_masks[s]
            if smask & _ROYAL_MASK == _ROYAL_MASK:
                return _Five.ROYAL_FLUSH
            if _run_top(smask):
                return _Five.STRAIGHT_FLUSH
    quads = trips = pairs = 0
    for n in counts:
        if n >= 4:
            quads += 1
        elif n == 3:
            trips += 1
        elif n == 2:
            pairs += 1
    if quads:
        return _Five.FOUR_OF_A_KIND
    if trips and (pairs or trips >= 2):
        return _Five.FULL_HOUSE
    if flush:
        return _Five.FLUSH
    if _run_top(mask):
        return _Five.STRAIGHT
    if trips:
        return _Five.THREE_OF_A_KIND
    if pairs >= 2:
        return _Five.TWO_PAIR
    if pairs:
        return _Five.PAIR
    return _Five.HIGH_CARD


def best_five_hand(cards: Sequence[Card]) -> FiveCardHand:
    """The best five-card category among ``cards`` (A7.2 for six cards, A7.3 for five)."""
    return _FIVE_BY_STRENGTH[best_five_strength(cards)]


def six_card_bonus_hand(player: Sequence[Card], dealer: Sequence[Card]) -> FiveCardHand | None:
    """A14: the best five of the player's and the dealer's six cards; ``None`` below three of a kind."""
    s = best_five_strength((*player, *dealer))
    return _FIVE_BY_STRENGTH[s] if s >= _Five.THREE_OF_A_KIND else None


def progressive_hand(player: Sequence[Card], community: Sequence[Card]) -> FiveCardHand | None:
    """A15.1/A7.3: the player's three cards with the two community cards; ``None`` below a flush."""
    s = best_five_strength((*player, *community))
    return _FIVE_BY_STRENGTH[s] if s >= _Five.FLUSH else None

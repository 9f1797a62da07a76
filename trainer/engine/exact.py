"""The exact mathematics of the game in plain Python (``trainer math``, described in ``docs/math.md``).

Everything is derived by counting classes of hands, never by enumerating them one by one, from the engine's own
evaluators in :mod:`trainer.engine.hands`, called on one representative hand of every class they cannot tell
apart. No numpy: ``trainer math`` starts and finishes in a fraction of the time a numpy import takes.
:mod:`trainer.engine.analysis` works out the same figures by array enumeration, and a test keeps both equal.

* **Three-card hands** (A7.1): a hand is its three ranks and the pattern of its suits up to relabelling (all
  one suit, two alike in one of three places, all different); each class stands for a known number of hands
  (4, 12, 12, 12, 24, divided by the orders of its equal ranks). :func:`three_card_value` is called once per
  (ranks, suited) key.
* **Ante/Play** (A12, A13): for each class of player hand, the 18,424 dealer hands from the other 49 cards are
  counted by inclusion-exclusion: all dealer hands below a threshold, minus those that hold one of the player's
  cards (by suit symmetry a quarter of the hands' incidences with that rank), plus those that hold two of them
  (the third card runs over 13 ranks, suited or not), minus the player's own hand.
* **Six Card Bonus** (A7.2, A14) and **Progressive** (A7.3, A15.1): the n-card hands (n = 6 or 5) are
  grouped by their multiset of ranks; within a multiset a hand's category depends only on which ranks, if
  any, lie in a suit holding five or more of its cards (the only way to a flush; with n <= 9 cards at most
  one suit can). The number of suit assignments of each kind is a product of binomial coefficients;
  :func:`best_five_strength` is called once per kind.
"""

from __future__ import annotations

import itertools
import math
from bisect import bisect_left
from collections.abc import Iterator, Mapping, Sequence
from fractions import Fraction
from typing import Any

from trainer.engine.cards import ALL_CARDS, Card
from trainer.engine.hands import (
    FIVE_CARD_STRENGTH,
    ROYAL_MASK,
    FiveCardHand,
    ThreeCardHand,
    best_five_strength,
    category_of_value,
    dealer_qualifies,
    run_top,
    three_card_value,
)
from trainer.engine.paytables import ANTE_BONUS, PAIR_PLUS, SIX_CARD_BONUS

DECK = len(ALL_CARDS)  # 52
N_RANKS = 13
N_SUITS = 4
THREE_CARD_TOTAL = math.comb(DECK, 3)  # 22,100
DEALER_HANDS = math.comb(DECK - 3, 3)  # 18,424 dealer hands from the 49 cards the player does not hold

# Contract names, high to low.
THREE_CARD_NAMES: tuple[str, ...] = tuple(h.value for h in ThreeCardHand)
SIX_CARD_NAMES: tuple[str, ...] = (
    FiveCardHand.ROYAL_FLUSH,
    FiveCardHand.STRAIGHT_FLUSH,
    FiveCardHand.FOUR_OF_A_KIND,
    FiveCardHand.FULL_HOUSE,
    FiveCardHand.FLUSH,
    FiveCardHand.STRAIGHT,
    FiveCardHand.THREE_OF_A_KIND,
    "nothing",
)
PROGRESSIVE_NAMES: tuple[str, ...] = (
    FiveCardHand.ROYAL_FLUSH,
    FiveCardHand.STRAIGHT_FLUSH,
    FiveCardHand.FOUR_OF_A_KIND,
    FiveCardHand.FULL_HOUSE,
    FiveCardHand.FLUSH,
    "nothing",
)


def _card(rank_index: int, suit_index: int) -> Card:
    """Card of rank ``rank_index + 2`` and suit ``suit_index`` (the card-index layout of cards.py)."""
    return ALL_CARDS[rank_index * N_SUITS + suit_index]


def pair_plus_house_edge(counts: Mapping[str, int]) -> Fraction:
    """A16.1: the player's expected loss per unit of Pair Plus (a pair or better wins, A13.5)."""
    total = sum(counts.values())
    net = sum(
        n * PAIR_PLUS[ThreeCardHand(name)] if ThreeCardHand(name) in PAIR_PLUS else -n for name, n in counts.items()
    )
    return Fraction(-net, total)


def five_card_strength_counts(n: int) -> list[int]:
    """Number of ``n``-card hands (5 <= n <= 9) whose best five cards are of each strength 0..9 (hands.py).

    For a multiset of ranks with multiplicities ``m_r`` there are ``prod C(4, m_r)`` suit assignments. A flush
    needs five or more cards in one suit ``s``, all of different ranks; the assignments whose suit ``s`` holds
    exactly the ranks ``S`` number ``prod_{r in S} C(3, m_r - 1) * prod_{r not in S} C(3, m_r)`` for each of
    the four suits. All other assignments have no flush and share one category.

    A multiset is a set of distinct ranks with a composition of ``n`` (the multiplicities, in rank order): the
    numbers of ways depend on the composition alone, the category on the composition's pattern and on whether
    the ranks (or the flush suit's ranks) make a run. The evaluator is called once per such kind of hand, on a
    representative of it.
    """
    if not 5 <= n <= 9:
        raise ValueError(f"n must be 5..9 cards, got {n}")
    counts = [0] * len(FIVE_CARD_STRENGTH)
    hands = RepresentativeHands()
    c4 = [math.comb(4, m) for m in range(5)]
    c3 = [math.comb(3, m) for m in range(4)] + [0]  # C(3, m) for m = 0..4
    strength: dict[tuple[object, ...], int] = {}
    bits = [1 << (r + 2) for r in range(N_RANKS)]  # rank index r is the card rank r + 2 (hands.py's bit masks)
    for k in range(2, min(n, N_RANKS) + 1):
        # The rank sets of size k, by what the category can depend on: whether they make a run (plain), and for
        # the ranks at the positions ``chosen`` (the flush suit's), whether they are Ten to Ace or make a run.
        # Each kind keeps one rank set as its representative.
        plain_kinds: dict[bool, _Kind] = {}
        flush_kinds: dict[tuple[int, ...], dict[tuple[bool, bool], _Kind]] = {}
        subsets = [c for size in range(5, k + 1) for c in itertools.combinations(range(k), size)]
        for ranks in itertools.combinations(range(N_RANKS), k):
            mask = 0
            for r in ranks:
                mask |= bits[r]
            plain_kinds.setdefault(bool(run_top(mask)), _Kind(ranks)).sets += 1
            for chosen in subsets:
                smask = 0
                for i in chosen:
                    smask |= bits[ranks[i]]
                flags = (smask & ROYAL_MASK == ROYAL_MASK, bool(run_top(smask)))
                flush_kinds.setdefault(chosen, {}).setdefault(flags, _Kind(ranks)).sets += 1
        for comp in _compositions(n, k):
            pattern = tuple(sorted(comp))
            total = 1
            for m in comp:
                total *= c4[m]
            suited = [c3[m - 1] for m in comp]  # this rank's card in the flush suit, the others not
            unsuited = [c3[m] for m in comp]  # no card of this rank in the flush suit
            flush_total = 0
            for chosen in subsets:
                ways = N_SUITS
                for i in range(k):
                    ways *= suited[i] if i in chosen else unsuited[i]
                if not ways:
                    continue
                flush_total += ways
                for flags, kind in flush_kinds[chosen].items():
                    key: tuple[object, ...] = (pattern, "flush", *flags)
                    got = strength.get(key)
                    if got is None:
                        multiset = list(zip(kind.ranks, comp, strict=True))
                        got = strength[key] = best_five_strength(hands.flush(multiset, chosen))
                    counts[got] += ways * kind.sets
            plain = total - flush_total
            if not plain:
                continue
            for run, kind in plain_kinds.items():
                key = (pattern, run)
                got = strength.get(key)
                if got is None:
                    got = strength[key] = best_five_strength(hands.plain(list(zip(kind.ranks, comp, strict=True))))
                counts[got] += plain * kind.sets
    return counts


class _Kind:
    """Rank sets of one kind: how many, and one of them."""

    __slots__ = ("ranks", "sets")

    def __init__(self, ranks: tuple[int, ...]) -> None:
        self.ranks = ranks
        self.sets = 0


def _compositions(n: int, k: int) -> Iterator[tuple[int, ...]]:
    """Every ordered way to write ``n`` as ``k`` parts of 1..4 (the multiplicities of ``k`` ranks)."""
    if k == 0:
        if n == 0:
            yield ()
        return
    for m in range(1, min(N_SUITS, n - (k - 1)) + 1):
        for rest in _compositions(n - m, k - 1):
            yield (m, *rest)


class RepresentativeHands:
    """Builds one hand of a given kind from card tuples per (rank, multiplicity)."""

    def __init__(self) -> None:
        ranks, suits = range(N_RANKS), range(N_SUITS)
        # _plain[r][m][k]: m cards of rank r in the suits k, k+1, ... (mod 4), all distinct
        self._plain = [
            [[tuple(_card(r, (k + j) % N_SUITS) for j in range(m)) for k in suits] for m in range(5)] for r in ranks
        ]
        # _in[r][m]: m cards of rank r, one in suit 0; _out[r][m]: m cards of rank r, none in suit 0 (m <= 3)
        self._in = [[tuple(_card(r, s) for s in range(m)) for m in range(5)] for r in ranks]
        self._out = [[tuple(_card(r, s) for s in range(1, m + 1)) for m in range(4)] for r in ranks]

    def plain(self, multiset: Sequence[tuple[int, int]]) -> list[Card]:
        """A hand of these ranks with no suit holding five cards: suits dealt round-robin (at most 3 per suit
        for up to 9 cards)."""
        cards: list[Card] = []
        for r, m in multiset:
            cards += self._plain[r][m][len(cards) % N_SUITS]
        return cards

    def flush(self, multiset: Sequence[tuple[int, int]], chosen: Sequence[int]) -> list[Card]:
        """A hand of these ranks whose suit 0 holds exactly the ranks at positions ``chosen``."""
        cards: list[Card] = []
        for i, (r, m) in enumerate(multiset):
            cards += self._in[r][m] if i in chosen else self._out[r][m]
        return cards


def _by_name(strength_counts: Sequence[int], names: Sequence[str]) -> dict[str, int]:
    """Fold strength counts into the named categories; everything below the last named one is ``nothing``."""
    out = {name: 0 for name in names}
    for hand, strength in FIVE_CARD_STRENGTH.items():
        out[hand.value if hand.value in out else "nothing"] += strength_counts[strength]
    return out


def six_card_bonus_house_edge(counts: Mapping[str, int]) -> Fraction:
    """A16.2: the player's expected loss per unit of Six Card Bonus."""
    total = sum(counts.values())
    net = sum(n * SIX_CARD_BONUS[FiveCardHand(name)] if name != "nothing" else -n for name, n in counts.items())
    return Fraction(-net, total)


# ---------------------------------------------------------------------------------------------------------
# Three-card hands (A7.1) and Ante/Play (A12, A13)

# Suit patterns of three cards up to relabelling the suits, with the number of suit assignments of each.
_SUIT_PATTERNS: tuple[tuple[tuple[int, int, int], int], ...] = (
    ((0, 0, 0), 4),
    ((0, 0, 1), 12),
    ((0, 1, 0), 12),
    ((0, 1, 1), 12),
    ((0, 1, 2), 24),
)
_PAIRS = ((0, 1), (0, 2), (1, 2))

ThreeCardClass = tuple[tuple[int, int, int], tuple[int, int, int], int]


def three_card_classes() -> list[ThreeCardClass]:
    """Every class of three-card hand: (rank indices r0 <= r1 <= r2, suit pattern, number of hands). Cards of
    one rank differ in suit; a pattern of a hand with equal ranks is counted once per ordering of them."""
    out: list[ThreeCardClass] = []
    for ranks in itertools.combinations_with_replacement(range(N_RANKS), 3):
        orders = 6 if ranks[0] == ranks[2] else 2 if ranks[0] == ranks[1] or ranks[1] == ranks[2] else 1
        for suits, ways in _SUIT_PATTERNS:
            if any(ranks[i] == ranks[j] and suits[i] == suits[j] for i, j in _PAIRS):
                continue
            out.append((ranks, suits, ways // orders))
    return out


def _three_card_value(ranks: Sequence[int], suited: bool, memo: dict[tuple[tuple[int, ...], bool], int]) -> int:
    key = (tuple(sorted(ranks)), suited)
    value = memo.get(key)
    if value is None:
        r0, r1, r2 = key[0]
        # Suited: all in suit 0. Otherwise suits 0, 1, 2: distinct cards, never a flush.
        value = memo[key] = three_card_value([_card(r, 0 if suited else i) for i, r in enumerate((r0, r1, r2))])
    return value


def three_card_and_ante_play() -> dict[str, Any]:
    """Three-card counts and Ante/Play under the optimal decision (play when it is worth strictly more than
    folding; Play = Ante; A12.2, A13), exact."""
    memo: dict[tuple[tuple[int, ...], bool], int] = {}
    classes = [
        (ranks, suits, ways, _three_card_value(ranks, suits == (0, 0, 0), memo))
        for ranks, suits, ways in three_card_classes()
    ]
    values = sorted(set(memo.values()))
    dense = {v: i for i, v in enumerate(values)}  # equal values tie (A7.1)
    k = len(values)
    qualifies = [dealer_qualifies(v) for v in values]
    q_rank = qualifies.index(True)  # the lowest qualifying rank: Queen-high (A13.1-A13.2)
    if not all(qualifies[q_rank:]):
        raise ValueError("dealer_qualifies is not monotone in the hand value")

    # below_all[t]: hands of the deck of rank < t; below_rank[r][t]: those holding one given card of rank r.
    per_rank = [0] * k
    incidences = [[0] * k for _ in range(N_RANKS)]
    for ranks, _, ways, value in classes:
        d = dense[value]
        per_rank[d] += ways
        for r in ranks:
            incidences[r][d] += ways
    below_all = [0, *itertools.accumulate(per_rank)]
    below_rank: list[list[int]] = []
    for inc in incidences:
        prefix = [0, *itertools.accumulate(inc)]
        if any(x % N_SUITS for x in prefix):
            raise ValueError("three-card classes are not symmetric in the suits")
        below_rank.append([x // N_SUITS for x in prefix])

    # with_pair[(rx, ry, same suit)]: sorted ranks of the hands {x, y, z} over every third card z.
    with_pair: dict[tuple[int, int, bool], list[int]] = {}

    def pair_ranks(rx: int, ry: int, same: bool) -> list[int]:
        key = (min(rx, ry), max(rx, ry), same)
        got = with_pair.get(key)
        if got is None:
            got = []
            for rz in range(N_RANKS):
                left = N_SUITS - (rz == rx) - (rz == ry)
                suited = 1 if same and rz != rx and rz != ry else 0
                if left - suited:
                    got += [dense[_three_card_value((rx, ry, rz), False, memo)]] * (left - suited)
                if suited:
                    got.append(dense[_three_card_value((rx, ry, rz), True, memo)])
            got.sort()
            with_pair[key] = got
        return got

    counts = dict.fromkeys((h.value for h in ThreeCardHand), 0)
    total = played = best_total = 0
    for ranks, suits, ways, value in classes:
        hand = category_of_value(value)
        counts[hand.value] += ways
        total += ways
        rho = dense[value]
        pairs = [pair_ranks(ranks[i], ranks[j], suits[i] == suits[j]) for i, j in _PAIRS]

        # Dealer hands from the 49 cards the player lacks, of rank below each threshold: below Queen-high;
        # qualifying and beaten by the player; from there up to the player's hand (ties).
        b0, b1, b2 = (below_rank[r] for r in ranks)
        p0, p1, p2 = pairs
        n_q, n_low, n_high = (
            below_all[t]
            - b0[t]
            - b1[t]
            - b2[t]
            + bisect_left(p0, t)
            + bisect_left(p1, t)
            + bisect_left(p2, t)
            - (rho < t)
            for t in (q_rank, max(rho, q_rank), rho + 1 if rho >= q_rank else q_rank)
        )
        bonus = ANTE_BONUS.get(hand, 0)
        # Not qualifying: Ante +1, Play 0; player higher: +1 +1; tie: 0 0; dealer higher: -1 -1.
        play_ev = bonus * DEALER_HANDS + n_q + 2 * (n_low - n_q) - 2 * (DEALER_HANDS - n_high)
        if play_ev > -DEALER_HANDS:
            best_total += ways * play_ev
            played += ways
        else:
            best_total -= ways * DEALER_HANDS
    return {
        "three_card": {"total": total, "counts": counts},
        "ante_play": {
            "house_edge": float(Fraction(-best_total, total * DEALER_HANDS)),
            "element_of_risk": float(Fraction(-best_total, (total + played) * DEALER_HANDS)),
            "hands_played": played,
            "hands_folded": total - played,
        },
    }


# ---------------------------------------------------------------------------------------------------------
# Everything, in the shape docs/math.md describes


def game_math() -> dict[str, Any]:
    """The ``trainer math --json`` object (``docs/math.md``), computed afresh."""
    three_ap = three_card_and_ante_play()
    three = three_ap["three_card"]["counts"]
    six = _by_name(five_card_strength_counts(6), SIX_CARD_NAMES)
    progressive = _by_name(five_card_strength_counts(5), PROGRESSIVE_NAMES)
    return {
        "three_card": three_ap["three_card"],
        "pair_plus": {"house_edge": float(pair_plus_house_edge(three))},
        "ante_play": three_ap["ante_play"],
        "six_card_bonus": {
            "total": sum(six.values()),
            "counts": six,
            "house_edge": float(six_card_bonus_house_edge(six)),
        },
        "progressive": {"total": sum(progressive.values()), "counts": progressive},
    }

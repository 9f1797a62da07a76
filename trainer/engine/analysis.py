"""The exact mathematics of the game by array enumeration (numpy): the second path to the figures ``trainer math``
prints, which :mod:`trainer.engine.exact` works out by counting classes of hands in plain Python (faster: no numpy
to import); a test keeps both equal.

Everything is computed afresh on each call, by exact combinatorics over the whole deck, from the engine's
own evaluators in :mod:`trainer.engine.hands`. They are called on one representative hand of every class of
hands that they cannot tell apart; no second evaluator, no sampling, no cache.

* **Three-card hands** (A7.1): every one of the 22,100 hands is keyed by its three ranks and whether it is
  suited; :func:`three_card_value` is called once per key (about 1,100 calls).
* **Ante/Play** (A12, A13): for each of the 22,100 player hands, the 18,424 dealer hands from the other 49
  cards are counted by inclusion-exclusion: all dealer hands below a threshold, minus those that use one of
  the player's cards, plus those that use two of them, minus the player's own hand. Prefix sums over the
  dense rank of the hand values make each count a few table look-ups.
* **Six Card Bonus** (A7.2, A14) and **Progressive** (A7.3, A15.1): the n-card hands (n = 6 or 5) are
  grouped by their multiset of ranks; within a multiset a hand's category depends only on which ranks, if
  any, lie in a suit holding five or more of its cards (the only way to a flush; with n <= 9 cards at most
  one suit can). The number of suit assignments of each kind is a product of binomial coefficients;
  :func:`best_five_strength` is called once per kind.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import numpy as np
import numpy.typing as npt

from trainer.engine.exact import (  # noqa: F401 (re-exported: the counting both paths share)
    DEALER_HANDS,
    DECK,
    N_RANKS,
    N_SUITS,
    PROGRESSIVE_NAMES,
    SIX_CARD_NAMES,
    THREE_CARD_NAMES,
    THREE_CARD_TOTAL,
    RepresentativeHands,
    _by_name,
    _card,
    five_card_strength_counts,
    pair_plus_house_edge,
    six_card_bonus_house_edge,
)
from trainer.engine.hands import (
    ThreeCardHand,
    category_of_value,
    dealer_qualifies,
    three_card_value,
)
from trainer.engine.paytables import ANTE_BONUS

IntArray = npt.NDArray[np.int64]

# ---------------------------------------------------------------------------------------------------------
# Three-card hands (A7.1)


def three_card_combos() -> IntArray:
    """All 22,100 three-card hands as sorted card-index triples (rows in lexicographic order)."""
    flat = np.fromiter(itertools.chain.from_iterable(itertools.combinations(range(DECK), 3)), dtype=np.int64)
    return flat.reshape(-1, 3)


def three_card_values(combos: IntArray) -> IntArray:
    """:func:`three_card_value` of each row of sorted card-index triples.

    A sorted triple's value depends only on its three ranks and on whether it is suited, so the evaluator is
    called once per such key, on a representative hand, and the result spread over the rows.
    """
    ranks = combos >> 2
    suits = combos & 3
    suited = (suits[:, 0] == suits[:, 1]) & (suits[:, 1] == suits[:, 2])
    keys = (ranks[:, 0] * N_RANKS + ranks[:, 1]) * N_RANKS + ranks[:, 2] + suited * N_RANKS**3
    present, inverse = np.unique(keys, return_inverse=True)
    table = np.empty(len(present), dtype=np.int64)
    for i, key in enumerate(present.tolist()):
        flush, rest = divmod(key, N_RANKS**3)
        r01, r2 = divmod(rest, N_RANKS)
        r0, r1 = divmod(r01, N_RANKS)
        # Suited: all in suit 0. Otherwise suits 0, 1, 2: distinct cards, never a flush.
        hand = [_card(r, 0 if flush else s) for s, r in enumerate((r0, r1, r2))]
        table[i] = three_card_value(hand)
    return table[inverse.reshape(-1)]


def _category_codes(values: IntArray) -> IntArray:
    """Category strength (5 straight flush .. 0 high card) of each packed three-card value."""
    codes = values >> 12
    for code in np.unique(codes).tolist():  # the packing is the evaluator's; check it through its own API
        category_of_value(int(code) << 12)
    return codes


def three_card_counts(values: IntArray) -> dict[str, int]:
    """Number of hands of each A7.1 category, high to low."""
    by_code = np.bincount(_category_codes(values), minlength=len(THREE_CARD_NAMES))
    return {h.value: int(by_code[h.strength]) for h in ThreeCardHand}


# ---------------------------------------------------------------------------------------------------------
# Ante / Play (A12, A13)


@dataclass(frozen=True)
class DealerOutcomes:
    """For each player hand (row of ``combos``), how the 18,424 dealer hands from the other 49 cards fall.

    ``not_qualifying``: dealer below Queen-high (A13.1: Ante paid, Play returned); ``player_wins``, ``ties``,
    ``dealer_wins``: dealer qualifies and is lower, equal (Reading 1: push), higher (A13.3).
    """

    combos: IntArray
    values: IntArray
    not_qualifying: IntArray
    player_wins: IntArray
    ties: IntArray
    dealer_wins: IntArray


def dealer_outcomes(combos: IntArray, values: IntArray) -> DealerOutcomes:
    """Count, for every player hand at once, the dealer hands of each outcome by inclusion-exclusion."""
    uniq, inverse = np.unique(values, return_inverse=True)
    rank = inverse.reshape(-1).astype(np.int64)  # dense rank of each hand's value: equal values tie (A7.1)
    k = len(uniq)
    qualifies = [dealer_qualifies(int(v)) for v in uniq.tolist()]
    q_rank = qualifies.index(True)  # the lowest qualifying rank: Queen-high (A13.1-A13.2)
    if not all(qualifies[q_rank:]):
        raise ValueError("dealer_qualifies is not monotone in the hand value")

    # below_all[t]: hands (of the whole deck) with rank < t; below_card[c, t]: those that contain card c.
    below_all = np.zeros(k + 1, dtype=np.int64)
    below_all[1:] = np.cumsum(np.bincount(rank, minlength=k))
    per_card = np.zeros(DECK * k, dtype=np.int64)
    for j in range(3):
        per_card += np.bincount(combos[:, j] * k + rank, minlength=DECK * k)
    below_card = np.zeros((DECK, k + 1), dtype=np.int64)
    below_card[:, 1:] = np.cumsum(per_card.reshape(DECK, k), axis=1)
    # triple[x, y, z]: rank of the hand {x, y, z}; k (never below a threshold) where cards repeat.
    triple = np.full((DECK, DECK, DECK), k, dtype=np.int16)
    for p in itertools.permutations(range(3)):
        triple[combos[:, p[0]], combos[:, p[1]], combos[:, p[2]]] = rank
    a, b, c = combos[:, 0], combos[:, 1], combos[:, 2]
    # with_pair[i]: ranks of the 52 "hands" {x, y, z} for each pair {x, y} of the player's cards.
    with_pair = [triple[a, b], triple[a, c], triple[b, c]]

    def below(t: IntArray) -> IntArray:
        """Dealer hands from the 49 cards the player lacks, of rank below ``t`` (one ``t`` per hand)."""
        n = below_all[t] - below_card[a, t] - below_card[b, t] - below_card[c, t]
        column = t[:, None]
        for ranks in with_pair:
            n = n + np.count_nonzero(ranks < column, axis=1)
        return n - (rank < t)

    t_q = np.full_like(rank, q_rank)
    t_low = np.maximum(rank, q_rank)  # qualifying dealer hands below this are beaten by the player
    t_high = np.where(rank >= q_rank, rank + 1, q_rank)  # from here up the dealer qualifies and wins
    n_q = below(t_q)
    n_low = below(t_low)
    n_high = below(t_high)
    return DealerOutcomes(
        combos=combos,
        values=values,
        not_qualifying=n_q,
        player_wins=n_low - n_q,
        ties=n_high - n_low,
        dealer_wins=DEALER_HANDS - n_high,
    )


@dataclass(frozen=True)
class AntePlay:
    """Ante/Play under the optimal decision, exact. EVs are in units of ``1 / DEALER_HANDS`` of the Ante."""

    play_ev: IntArray  # per player hand, if he plays (Ante Bonus included)
    fold_ev: int  # folding forfeits the Ante (A12.2)
    plays: npt.NDArray[np.bool_]  # the optimal decision per hand (fold when playing is not strictly better)
    indifferent: int  # hands where playing and folding are worth exactly the same
    house_edge: Fraction  # expected loss per unit of Ante
    element_of_risk: Fraction  # expected loss / average total wagered (Ante + Play)

    @property
    def hands_played(self) -> int:
        return int(np.count_nonzero(self.plays))

    @property
    def hands_folded(self) -> int:
        return len(self.plays) - self.hands_played


def ante_bonus_odds(values: IntArray) -> IntArray:
    """A13.4 Ante Bonus odds of each player hand (paid to a player who plays, Reading 2)."""
    table = np.zeros(len(ThreeCardHand), dtype=np.int64)
    for hand, odds in ANTE_BONUS.items():
        table[hand.strength] = odds
    return table[_category_codes(values)]


def ante_play(outcomes: DealerOutcomes) -> AntePlay:
    """A12.2/A13: play (Play = Ante) or fold, whichever is worth more, for every player hand."""
    bonus = ante_bonus_odds(outcomes.values)
    # Not qualifying: Ante +1, Play 0; player higher: +1 +1; tie: 0 0; dealer higher: -1 -1.
    play_ev = bonus * DEALER_HANDS + outcomes.not_qualifying + 2 * outcomes.player_wins - 2 * outcomes.dealer_wins
    fold_ev = -DEALER_HANDS
    plays = play_ev > fold_ev
    n = len(play_ev)
    best_total = int(np.where(plays, play_ev, fold_ev).sum())
    played = int(np.count_nonzero(plays))
    return AntePlay(
        play_ev=play_ev,
        fold_ev=fold_ev,
        plays=plays,
        indifferent=int(np.count_nonzero(play_ev == fold_ev)),
        house_edge=Fraction(-best_total, n * DEALER_HANDS),
        element_of_risk=Fraction(-best_total, (n + played) * DEALER_HANDS),
    )


# ---------------------------------------------------------------------------------------------------------
# Five-card categories over n cards: Six Card Bonus (n = 6) and Progressive (n = 5)


# ---------------------------------------------------------------------------------------------------------
# Everything, in the shape docs/math.md describes


def game_math() -> dict[str, Any]:
    """The ``trainer math --json`` object (``docs/math.md``), computed afresh."""
    combos = three_card_combos()
    values = three_card_values(combos)
    three = three_card_counts(values)
    ap = ante_play(dealer_outcomes(combos, values))
    six = _by_name(five_card_strength_counts(6), SIX_CARD_NAMES)
    progressive = _by_name(five_card_strength_counts(5), PROGRESSIVE_NAMES)
    return {
        "three_card": {"total": len(combos), "counts": three},
        "pair_plus": {"house_edge": float(pair_plus_house_edge(three))},
        "ante_play": {
            "house_edge": float(ap.house_edge),
            "element_of_risk": float(ap.element_of_risk),
            "hands_played": ap.hands_played,
            "hands_folded": ap.hands_folded,
        },
        "six_card_bonus": {
            "total": sum(six.values()),
            "counts": six,
            "house_edge": float(six_card_bonus_house_edge(six)),
        },
        "progressive": {"total": sum(progressive.values()), "counts": progressive},
    }

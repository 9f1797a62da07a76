"""Yardstick: a straightforward numpy enumeration of Ante/Play alone.

Every one of the 22,100 player hands against the 18,424 dealer hands from the other 49 cards: hand values are
precomputed once per card-index triple with the engine's evaluator, then each player hand is compared with all
dealer hands in one vectorised step. No symmetry, no inclusion-exclusion.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import numpy as np

from trainer.engine.cards import ALL_CARDS
from trainer.engine.hands import category_of_value, dealer_qualifies, three_card_value
from trainer.engine.paytables import ANTE_BONUS


def ante_play_house_edge() -> tuple[Fraction, int]:
    """(house edge per unit of Ante, hands played) under the optimal play/fold decision."""
    combos = np.array(list(itertools.combinations(range(52), 3)))
    n = len(combos)
    values = np.array([three_card_value([ALL_CARDS[i] for i in row]) for row in combos.tolist()])
    qualifies = np.array([dealer_qualifies(int(v)) for v in values])
    bonus = np.array([ANTE_BONUS.get(category_of_value(int(v)), 0) for v in values])
    holds = np.zeros((52, n), dtype=bool)  # holds[card, hand]: the hand contains the card
    for j in range(3):
        holds[combos[:, j], np.arange(n)] = True
    total = 0  # sum of the best EVs, in units of 1 / (dealer hands)
    played = 0
    for i, (a, b, c) in enumerate(combos.tolist()):
        free = ~(holds[a] | holds[b] | holds[c])
        dealer = values[free]
        q = qualifies[free]
        m = len(dealer)
        pv = values[i]
        play = (
            int(bonus[i]) * m
            + int(np.count_nonzero(~q))
            + 2 * int(np.count_nonzero(q & (dealer < pv)))
            - 2 * int(np.count_nonzero(q & (dealer > pv)))
        )
        if play > -m:
            total += play
            played += 1
        else:
            total -= m
    return Fraction(-total, n * m), played


if __name__ == "__main__":
    edge, played = ante_play_house_edge()
    print(float(edge), played)

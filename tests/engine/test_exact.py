"""``trainer math`` counts classes of hands in plain Python (trainer.engine.exact); the numpy enumeration in
trainer.engine.analysis is the second path. Both must give the same figures, to the last bit (issue 18)."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys

from trainer.engine import analysis, exact
from trainer.engine.cards import ALL_CARDS
from trainer.engine.hands import three_card_value


def test_a7_1_a13_exact_counting_equals_the_numpy_enumeration():
    fast = exact.game_math()
    assert json.dumps(fast) == json.dumps(analysis.game_math())


def test_a7_1_three_card_classes_stand_for_every_hand_once():
    """A class, its suit labels given real suits in every way, is a set of hands; the classes of one set (a
    pair's kicker suited with its first or its second card are one set) count its hands exactly; the sets do
    not overlap and together are the whole deck's 22,100 hands; within a set every hand has one value."""
    suits = sorted({c.suit for c in ALL_CARDS})
    card = {(c.rank - 2, c.suit): c for c in ALL_CARDS}
    ways_of: dict[frozenset[frozenset[object]], int] = {}
    classes = exact.three_card_classes()
    for ranks, pattern, ways in classes:
        labels = sorted(set(pattern))
        hands = set()
        for chosen in itertools.permutations(suits, len(labels)):
            suit_of = dict(zip(labels, chosen, strict=True))
            hands.add(frozenset(card[(r, suit_of[s])] for r, s in zip(ranks, pattern, strict=True)))
        assert len({three_card_value(list(h)) for h in hands}) == 1
        key = frozenset(hands)
        ways_of[key] = ways_of.get(key, 0) + ways
    every: set[frozenset[object]] = set()
    for hands, ways in ways_of.items():
        assert len(hands) == ways
        assert not every & hands
        every |= hands
    assert sum(w for _, _, w in classes) == len(every) == len(list(itertools.combinations(ALL_CARDS, 3))) == 22_100


def test_trainer_math_does_not_import_numpy():
    code = "import sys; from trainer.engine.exact import game_math; game_math(); print('numpy' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"

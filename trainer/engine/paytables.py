"""The pay tables of the regulation as data (A13.4, A16). Odds are "to 1" on the stake."""

from __future__ import annotations

from types import MappingProxyType

from trainer.engine.hands import FiveCardHand as F
from trainer.engine.hands import ThreeCardHand as T

# A13.4: Ante Bonus on the Ante amount, whether or not the dealer qualifies.
ANTE_BONUS = MappingProxyType({T.STRAIGHT_FLUSH: 5, T.THREE_OF_A_KIND: 4, T.STRAIGHT: 1})

# A16.1: Pair Plus.
PAIR_PLUS = MappingProxyType({T.STRAIGHT_FLUSH: 40, T.THREE_OF_A_KIND: 25, T.STRAIGHT: 5, T.FLUSH: 4, T.PAIR: 1})

# A16.2: Six Card Bonus.
SIX_CARD_BONUS = MappingProxyType(
    {
        F.ROYAL_FLUSH: 500,
        F.STRAIGHT_FLUSH: 100,
        F.FOUR_OF_A_KIND: 50,
        F.FULL_HOUSE: 20,
        F.FLUSH: 15,
        F.STRAIGHT: 10,
        F.THREE_OF_A_KIND: 7,
    }
)

# A16.3: the Progressive's winning hands. Royal Flush: max(fixed, 100% of the pool); Straight Flush:
# max(fixed, 10% of the pool); the others: fixed amounts set by the casino (table configuration).
PROGRESSIVE_HANDS = (F.ROYAL_FLUSH, F.STRAIGHT_FLUSH, F.FOUR_OF_A_KIND, F.FULL_HOUSE, F.FLUSH)
PROGRESSIVE_POOL_SHARE = MappingProxyType({F.ROYAL_FLUSH: (100, 100), F.STRAIGHT_FLUSH: (10, 100)})

# Fixed amounts used when a table or a round does not give its own (a casino setting, A16.3).
DEFAULT_PROGRESSIVE_FIXED = MappingProxyType(
    {F.ROYAL_FLUSH: 100000, F.STRAIGHT_FLUSH: 10000, F.FOUR_OF_A_KIND: 2500, F.FULL_HOUSE: 500, F.FLUSH: 250}
)

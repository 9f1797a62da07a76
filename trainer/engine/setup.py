"""What a round starts from: the table, the players, the shoe order and the scripted events.

These are the engine's own plain dataclasses; the scenario files of ``trainer.training.scenario`` are checked
(``trainer.training.records``) and converted into them. The deck given here is the order of the cards in the shoe (or the order the
shuffler delivers them) *after* the shuffle and the cut: the scenario fixes what the shuffle produced.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from trainer.engine.bets import SIDE_BETS, Limit, TableOffer
from trainer.engine.cards import Card
from trainer.engine.clauses import Clause
from trainer.engine.events import EVENT_KINDS, Event
from trainer.engine.hands import FiveCardHand
from trainer.engine.kinds import ConductKind
from trainer.engine.paytables import DEFAULT_PROGRESSIVE_FIXED

__all__ = [
    "CONDUCTS",
    "DECISIONS",
    "EVENT_KINDS",
    "Event",
    "PlayerSetup",
    "ProgressiveSetup",
    "RoundSetup",
    "TableSetup",
]

DECISIONS = ("play", "fold", "optimal")
CONDUCTS: dict[str, Clause] = {
    ConductKind.RECORDING.value: Clause.A18_1,
    ConductKind.PREDICTING.value: Clause.A18_1,
    ConductKind.LEAVES_TABLE.value: Clause.A18_2,
    ConductKind.TELLS_CARDS.value: Clause.A18_2,
    ConductKind.DISCLOSES_DEALER_CARDS.value: Clause.A18_3,
}
"""Each conduct A18 forbids → the clause it breaks."""


@dataclass(frozen=True, slots=True)
class ProgressiveSetup:
    """The progressive jackpot of a table that offers it: the pool, its reseed and the fixed prizes by hand."""

    pool: int = 100000
    seed: int = 50000
    fixed: Mapping[FiveCardHand, int] = field(default_factory=lambda: MappingProxyType(dict(DEFAULT_PROGRESSIVE_FIXED)))


@dataclass(frozen=True, slots=True)
class TableSetup:
    """The table a round is dealt at: its seats, how it shuffles, the bets offered and their limits, its chips."""

    seats: int = 7
    """Player positions, 5..7 (A5.2)."""
    method: str = "manual"
    """``manual`` (shoe and cut card, A9.2) or ``machine`` (automatic shuffler, A9.3)."""
    packet_size: int = 3
    """With the machine: cards per delivery (3 = packets of three, A11.4; 1 = single cards)."""
    side_bets: tuple[str, ...] = SIDE_BETS
    """Side bets offered (A3.2, A5.4)."""
    limits: Mapping[str, Limit] = field(default_factory=dict)
    """Bet kind → the limit shown at the table (A10.1)."""
    progressive: ProgressiveSetup = field(default_factory=ProgressiveSetup)
    cut_position: int = 26
    """Where the reference dealer puts the cut card (A9.2)."""
    spare_shuffler: bool = False
    """A17.2: another shuffler is available if the fault persists."""
    shoe_available: bool = True
    """A17.2: the table can switch to the shoe if the fault persists."""
    house_rules: frozenset[str] = frozenset()
    """House procedures the grader checks (``house:<name>``); off unless the scenario turns them on."""
    denominations: tuple[int, ...] = (5, 25, 100, 500, 1000, 5000)

    @property
    def offer(self) -> TableOffer:
        """The side bets offered and the limits, as :func:`trainer.engine.bets.bet_problems` takes them."""
        return TableOffer(self.side_bets, self.limits)

    @property
    def delivers(self) -> int:
        """Cards per ``deal`` action: 1 from the shoe, ``packet_size`` from the machine."""
        return 1 if self.method == "manual" else self.packet_size


@dataclass(frozen=True, slots=True)
class PlayerSetup:
    """One seat's player at the start of a round: the bets placed there and how the player decides."""

    seat: int
    bets: Mapping[str, int]
    decision: str = "optimal"
    """``play``, ``fold``, or ``optimal`` (play Q-6-4 or better)."""
    player: str = ""
    """Who placed the bets here (default ``P<seat>``); the same player on two seats breaks A10.2."""
    seated: bool = True
    """False when the bets were placed by a player who sits at another seat (A10.2)."""

    @property
    def who(self) -> str:
        return self.player or f"P{self.seat}"


@dataclass(frozen=True, slots=True)
class RoundSetup:
    """Everything a round starts from: the table, the players, the deck and what is scripted to happen."""

    table: TableSetup
    players: tuple[PlayerSetup, ...]
    deck: tuple[Card, ...]
    """The 52 cards in the order the shoe or shuffler delivers them after the shuffle."""
    events: tuple[Event, ...] = ()
    """The scripted events: one record per kind (:mod:`trainer.engine.events`)."""

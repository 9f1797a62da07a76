"""A read-only snapshot of the table, as the dealer sees it: what the GUI draws.

The round (``trainer.engine.round``) produces a :class:`TableView` after every action; the GUI renders it and
never decides anything itself. All fields are plain data (frozen dataclasses, tuples, ints, strings).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from trainer.engine.cards import Card

BET_KINDS = ("ante", "play", "pair_plus", "six_card_bonus", "progressive")
"""Bet kinds of the contract (actions.md, settle.md). Base: ante, pair_plus (A3.1); side: the last two (A3.2)."""


@dataclass(frozen=True, slots=True)
class CardView:
    """A card on the table as the dealer sees it."""

    card: Card
    face_up: bool = False
    """True once revealed, or when exposed by mistake while dealing (A17.1(ii)-(iii), A17.4(i))."""
    exposed: bool = False
    """Exposed by mistake while dealing (a scripted event or the trainee's own error)."""
    dead: bool = False
    """Dealt to a position without a bet (A17.4(ii), A17.5)."""


@dataclass(frozen=True, slots=True)
class SeatView:
    """A player position as the dealer sees it: who sits there, the bets, the cards and what was paid."""

    seat: int
    occupied: bool
    """A player sits here (may have no bet this round)."""
    bets: dict[str, int] = field(default_factory=dict)
    """Bet kind → amount on the layout now (stakes; a paid bet shows stake and winnings separately)."""
    paid: dict[str, int] = field(default_factory=dict)
    """Bet kind (incl. ``ante_bonus``) → winnings the dealer has paid out next to the stake."""
    settled: dict[str, str] = field(default_factory=dict)
    """Bet kind → ``take`` / ``push`` / ``pay`` once the dealer has settled it."""
    marks: dict[str, str] = field(default_factory=dict)
    """Bet area kind → ``right`` / ``wrong``: how the grader judged its settlement (the Ante's area with its Ante
    Bonus). Only a practice table judges (``trainer/training/settle_marks.py``); the engine and an exam leave it
    empty, and a settled bet is then marked settled without a verdict."""
    cards: tuple[CardView, ...] = ()
    decision: str | None = None
    """``play`` / ``fold`` once the player has decided (A12), else None."""
    collected: bool = False
    """The folded seat's cards were collected (A12.3)."""
    revealed: bool = False
    """The dealer has turned this hand face up (``reveal seat:N``, A13; Reading 11)."""
    hand: str | None = None
    """Once revealed: the hand's A7.1 category (``straight``, ``high_card`` ...)."""
    side_hands: dict[str, str] = field(default_factory=dict)
    """Once revealed, for a Six Card Bonus (A14) or Progressive (A15.1, once the community cards are up) bet on the
    seat: bet kind → the winning five-card hand (``full_house`` ...), or ``""`` when the cards win nothing."""
    conduct: tuple[str, ...] = ()
    """Visible player conduct flags this round (``late_bet``, ``recording`` ...), for the GUI to draw."""
    player: str = ""
    """Player label (for conduct such as one player on two seats, A10.2)."""


@dataclass(frozen=True, slots=True)
class TableView:
    """The whole table as the dealer sees it at one moment of a round: what the GUI draws."""

    seats: tuple[SeatView, ...]
    """All player positions of the table, seat 1 (dealer's left) first; 5–7 of them (A5.2)."""
    dealer_cards: tuple[CardView, ...] = ()
    community_cards: tuple[CardView, ...] = ()
    discard_count: int = 0
    """Cards in the discard rack (burned, collected, cleared)."""
    shoe_count: int = 52
    """Cards left in the shoe or the shuffler."""
    method: str = "manual"
    """``manual`` (shoe, cut card: A9.2) or ``machine`` (automatic shuffler: A9.3)."""
    packet_size: int = 1
    """Cards the device delivers per deal: 1 for the shoe, 3 for a three-card shuffler."""
    shuffler_fault: bool = False
    """The shuffler's fault light is on (A17.2)."""
    progressive_offered: bool = False
    progressive_pool: int = 0
    side_bets_offered: tuple[str, ...] = ()
    """Which side bets the table offers (``six_card_bonus``, ``progressive``)."""
    phase: str = "shuffle"
    """Current phase name (A8): shuffle, betting, dealing, decisions, results, payout, done, void, closed."""
    step: int = 0
    """Number of actions applied so far."""
    message: str = ""
    """Last event text key for the status line (the GUI translates it)."""
    chip_denominations: tuple[int, ...] = (5, 25, 100, 500, 1000, 5000)

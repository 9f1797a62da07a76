"""Cards, their text form, and a deck (shoe) driven by an injected random generator.

Text form: rank ``2-9 T J Q K A`` (``10`` accepted on input) and suit ``s h d c``; case-insensitive on input,
canonical output ``As``, ``Td``. Internally each card also has an index 0..51 = (rank - 2) * 4 + suit index.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from trainer.engine.errors import CardError, shorten, shown

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "shdc"
RANK_NAMES = {r: c for r, c in zip(range(2, 15), RANK_CHARS, strict=True)}
SUIT_SYMBOLS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """One playing card. ``rank`` 2..14 (14 = Ace), ``suit`` one of ``s h d c``."""

    rank: int
    suit: str

    @property
    def index(self) -> int:
        return (self.rank - 2) * 4 + SUIT_CHARS.index(self.suit)

    @property
    def text(self) -> str:
        return RANK_NAMES[self.rank] + self.suit

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card({self.text!r})"

    @property
    def is_red(self) -> bool:
        return self.suit in "hd"

    @staticmethod
    def parse(text: str) -> Card:
        return parse_card(text)

    @staticmethod
    def from_index(index: int) -> Card:
        return ALL_CARDS[index]


ALL_CARDS: tuple[Card, ...] = tuple(Card(r, s) for r in range(2, 15) for s in SUIT_CHARS)
_PARSE: dict[str, Card] = {}
for _c in ALL_CARDS:
    for _rank_text in [RANK_NAMES[_c.rank]] + (["10"] if _c.rank == 10 else []):
        for _form in {_rank_text + _c.suit, (_rank_text + _c.suit).upper(), (_rank_text + _c.suit).lower()}:
            _PARSE[_form] = _c
        _PARSE[_rank_text.lower() + _c.suit.upper()] = _c


def parse_card(text: object) -> Card:
    """Parse ``As``, ``td``, ``10H`` ... into a :class:`Card`; raises :class:`CardError` otherwise."""
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise CardError(f"{shown(text)} is not a card (expected text such as 'As' or '10d')")
    card = _PARSE.get(text.strip())
    if card is None:
        raise CardError(f'"{shorten(text)}" is not a card (rank 2-9, T/10, J, Q, K, A; suit s, h, d, c)')
    return card


def parse_cards(texts: Iterable[object]) -> tuple[Card, ...]:
    return tuple(parse_card(t) for t in texts)


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(c.text for c in cards)


def check_distinct(cards: Iterable[Card]) -> None:
    """Raise :class:`CardError` naming the first card that appears twice."""
    seen: set[Card] = set()
    for c in cards:
        if c in seen:
            raise CardError(f"duplicate card {c.text}")
        seen.add(c)


class Deck:
    """The 52-card deck (A2.1(i)) as an ordered stack: index 0 is the top card, the next to be dealt.

    Shuffling uses the ``random.Random`` passed in, never the global generator.
    """

    def __init__(self, cards: Sequence[Card] | None = None) -> None:
        self._cards: list[Card] = list(ALL_CARDS if cards is None else cards)
        check_distinct(self._cards)

    @classmethod
    def ordered(cls, top: Sequence[Card] = (), rng: random.Random | None = None) -> Deck:
        """A deck whose first cards are ``top`` in that order; the rest shuffled with ``rng`` (or in
        canonical order when no generator is given)."""
        check_distinct(top)
        rest = [c for c in ALL_CARDS if c not in set(top)]
        if rng is not None:
            rng.shuffle(rest)
        return cls([*top, *rest])

    def shuffle(self, rng: random.Random) -> None:
        rng.shuffle(self._cards)

    def cut(self, position: int) -> None:
        """A9.2: the cut card goes ``position`` cards from the top; the cards below it go on top."""
        if not 0 < position < len(self._cards):
            raise CardError(f"cut position {position} is outside the deck (1..{len(self._cards) - 1})")
        self._cards = self._cards[position:] + self._cards[:position]

    def draw(self, n: int = 1) -> tuple[Card, ...]:
        if n > len(self._cards):
            raise CardError(f"the deck has {len(self._cards)} cards left, {n} wanted")
        out, self._cards = self._cards[:n], self._cards[n:]
        return tuple(out)

    def peek(self, n: int = 1) -> tuple[Card, ...]:
        return tuple(self._cards[:n])

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(self._cards)

    def __len__(self) -> int:
        return len(self._cards)

"""Where a card goes or lies: a player's seat, the dealer or the community cards' spot.

:class:`Place` is the value; its text (``str(place)``) is the form of the action log and of scenario files
(``seat:3``, ``dealer``, ``community``), and :meth:`Place.parse` reads that form back, strictly: a seat is ``seat:``
followed by one ASCII digit 1..7 (A5.2: at most seven player positions), written canonically (``seat:07``,
``seat:³`` and ``seat: 3`` are not seats).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Final

from trainer.engine.errors import EngineError, shown

__all__ = ["MAX_SEAT", "Place", "PlaceError"]

MAX_SEAT: Final = 7
"""Player positions 1..7 from the dealer's left (A5.2)."""
_SEAT_TEXT: Final = {f"seat:{n}": n for n in range(1, MAX_SEAT + 1)}
_NAMES: Final = ("seat", "dealer", "community")


class PlaceError(EngineError):
    """A text that is not a place (``seat:1`` .. ``seat:7``, ``dealer``, ``community``)."""


@dataclass(frozen=True, slots=True)
class Place:
    """A place at the table: ``name`` is ``seat`` (then ``seat`` is its number, 1..7), ``dealer`` or
    ``community``. Make one with :meth:`at_seat`, :data:`DEALER`, :data:`COMMUNITY` or :meth:`parse`."""

    name: str
    seat: int | None = None

    DEALER: ClassVar[Place]
    COMMUNITY: ClassVar[Place]

    def __post_init__(self) -> None:
        if self.name not in _NAMES:
            raise PlaceError(f"not a place: {shown(self.name)}")
        if (self.name == "seat") != (type(self.seat) is int and 1 <= self.seat <= MAX_SEAT):
            raise PlaceError(f"a seat is numbered 1..{MAX_SEAT}" if self.name == "seat" else "only a seat has a number")

    @classmethod
    def at_seat(cls, n: int) -> Place:
        """Seat ``n`` (1..7 from the dealer's left)."""
        return cls("seat", n)

    @classmethod
    def read(cls, text: object) -> Place | None:
        """The place ``text`` names, or ``None`` when it names none (also for a value that is not a string)."""
        if not isinstance(text, str):
            return None
        n = _SEAT_TEXT.get(text)
        if n is not None:
            return cls("seat", n)
        if text == "dealer":
            return cls.DEALER
        if text == "community":
            return cls.COMMUNITY
        return None

    @classmethod
    def parse(cls, text: object) -> Place:
        """The place ``text`` names; :class:`PlaceError` when it names none."""
        place = cls.read(text)
        if place is None:
            raise PlaceError(f"not a place: {shown(text)} (seat:1 .. seat:{MAX_SEAT}, dealer or community)")
        return place

    @property
    def is_seat(self) -> bool:
        return self.seat is not None

    def __str__(self) -> str:
        return self.name if self.seat is None else f"seat:{self.seat}"


Place.DEALER = Place("dealer")
Place.COMMUNITY = Place("community")

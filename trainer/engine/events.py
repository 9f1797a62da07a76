"""A scenario's scripted events as data (``docs/scenarios.md``, ``[[events]]``).

Each kind of event is one small frozen record with exactly the fields of its kind — :class:`CardExposed`,
:class:`CardSlips`, :class:`ShufflerFailure`, :class:`LateBet`, :class:`PlayerConduct` — and :data:`Event` is their
union. Code tells them apart with ``isinstance`` or ``match`` (never by ``kind`` and a field that may be missing);
``kind`` is each record's :class:`~trainer.engine.kinds.EventKind` (a class constant).

``at`` is the Nth ``deal`` action of the round (1-based); 0 = as betting opens. ``e.to_data()`` gives the table of a
scenario file's ``[[events]]`` (``kind`` first, then the fields in the order above, a place as its text, an enum as
its string), and :func:`event_from_data` reads such a table back: ``event_from_data(e.to_data()) == e``. The
scenario checker (``trainer.training.scenario``) says in its own words what is wrong with a file's events before
the file's events are built with :func:`event_from_data`; its :class:`EventFormatError` guards code that builds
events from data of its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, ClassVar, Final

from trainer.engine.actions import record_fields
from trainer.engine.errors import EngineError, shown
from trainer.engine.kinds import BetKind, ConductKind, EventKind
from trainer.engine.places import MAX_SEAT, Place

__all__ = [
    "EVENT_FIELDS",
    "EVENT_KINDS",
    "LATE_BETS",
    "CardExposed",
    "CardSlips",
    "ConductKind",
    "Event",
    "EventFormatError",
    "EventKind",
    "LateBet",
    "PlayerConduct",
    "ShufflerFailure",
    "event_from_data",
]

EVENT_KINDS: Final[tuple[str, ...]] = tuple(k.value for k in EventKind)
LATE_BETS: Final[tuple[BetKind, ...]] = tuple(b for b in BetKind if b != BetKind.PLAY)
"""The bets a player can put down late (A10.3): the Play is no bet placed at the betting (A12.2)."""


class EventFormatError(EngineError):
    """Data that is not an event of docs/scenarios.md (unknown kind, missing, extra or malformed field)."""


class _Record:
    """What every event record has: its ``kind`` and its scenario-file table."""

    __slots__ = ()
    kind: ClassVar[EventKind]

    def to_data(self) -> dict[str, Any]:
        """The ``[[events]]`` table of a scenario file for this event (fields that are None left out)."""
        return {"kind": self.kind.value, **record_fields(self)}


@dataclass(frozen=True, slots=True)
class CardExposed(_Record):
    """A card turned face up by mistake (A17.1(ii)-(iii), A17.4(i)): a card of the ``at``-th deal (card ``card`` of
    a machine's packet, default the first) or, when ``at`` is None, card number ``card`` (1..3) of ``target``
    (a seat or the dealer) as it is dealt."""

    kind: ClassVar[EventKind] = EventKind.CARD_EXPOSED
    at: int | None = None
    target: Place | None = None
    card: int | None = None

    def __post_init__(self) -> None:
        if self.at is None and (self.target is None or self.card is None):
            raise EventFormatError("card_exposed needs at (the Nth deal) or target and card", field="at")


@dataclass(frozen=True, slots=True)
class CardSlips(_Record):
    """The card(s) of the ``at``-th deal land at ``to`` instead of where they were dealt (A17.4(ii) / A17.1(i))."""

    kind: ClassVar[EventKind] = EventKind.CARD_SLIPS
    at: int
    to: Place


@dataclass(frozen=True, slots=True)
class ShufflerFailure(_Record):
    """The machine fails at the ``at``-th deal (A17.2); ``persistent``: the reshuffle fails too."""

    kind: ClassVar[EventKind] = EventKind.SHUFFLER_FAILURE
    at: int
    persistent: bool = False


@dataclass(frozen=True, slots=True)
class LateBet(_Record):
    """After the ``at``-th deal the player at ``seat`` puts ``amount`` on ``bet`` (A10.3)."""

    kind: ClassVar[EventKind] = EventKind.LATE_BET
    at: int
    seat: int
    bet: BetKind
    amount: int


@dataclass(frozen=True, slots=True)
class PlayerConduct(_Record):
    """At the ``at``-th deal (0: as betting opens) the player at ``seat`` does what A18 forbids (``conduct``;
    its clause: ``trainer.engine.setup.CONDUCTS``). Its ``kind`` in a scenario file is ``conduct``."""

    kind: ClassVar[EventKind] = EventKind.CONDUCT
    at: int
    seat: int
    conduct: ConductKind


Event = CardExposed | CardSlips | ShufflerFailure | LateBet | PlayerConduct
"""One scripted event: a record of one kind."""

_RECORDS: Final[dict[str, type[_Record]]] = {
    cls.kind.value: cls for cls in (CardExposed, CardSlips, ShufflerFailure, LateBet, PlayerConduct)
}
# kind -> (required fields, optional fields), in the records' order
_FIELDS: Final[dict[str, tuple[tuple[str, ...], tuple[str, ...]]]] = {
    kind: (
        tuple(f.name for f in fields(cls) if f.default is not None and f.name != "persistent"),  # type: ignore[arg-type]
        tuple(f.name for f in fields(cls) if f.default is None or f.name == "persistent"),  # type: ignore[arg-type]
    )
    for kind, cls in _RECORDS.items()
}

EVENT_FIELDS: Final[dict[str, tuple[str, ...]]] = {kind: (*req, *opt) for kind, (req, opt) in _FIELDS.items()}
"""Each kind of event → the fields it takes (besides ``kind``), in the records' order."""


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def event_from_data(data: Mapping[str, object]) -> Event:
    """The event a scenario file's ``[[events]]`` table describes (a field given as None counts as left out);
    raises :class:`EventFormatError` naming the field and what is wrong."""
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise EventFormatError(f"unknown event {shown(kind)} (one of {', '.join(EVENT_KINDS)})", field="kind")
    required, optional = _FIELDS[kind]
    given = {k: v for k, v in data.items() if k != "kind" and v is not None}
    for name in given:
        if name not in required and name not in optional:
            raise EventFormatError(f"{shown(name)} does not apply to a {kind} event", field=shown(name).strip("'"))
    for name in required:
        if name not in given:
            raise EventFormatError(f"{kind} needs {name}", field=name)
    values = {name: _check_field(name, value) for name, value in given.items()}
    return _RECORDS[kind](**values)  # type: ignore[return-value]


def _check_field(name: str, value: object) -> object:
    def bad(why: str) -> EventFormatError:
        return EventFormatError(f"{shown(value)} {why}", field=name)

    if name in ("at", "card", "seat", "amount"):
        if not _is_int(value):
            raise bad("is not a whole number")
        assert isinstance(value, int)
        if name == "at" and value < 0:
            raise bad("is not a deal number (0 = as betting opens, 1 = the first deal)")
        if name == "card" and not 1 <= value <= 3:
            raise bad("is not a card of a hand (1..3)")
        if name == "seat" and not 1 <= value <= MAX_SEAT:
            raise bad(f"is not a seat (1..{MAX_SEAT})")
        if name == "amount" and value <= 0:
            raise bad("is not a positive amount")
        return int(value)
    if name in ("target", "to"):
        place = Place.read(value)
        if place is None:
            raise bad(f"is not a place (seat:1..seat:{MAX_SEAT}, dealer, community)")
        return place
    if name == "persistent":
        if not isinstance(value, bool):
            raise bad("is not true or false")
        return value
    if name == "bet":
        if not isinstance(value, str) or value not in LATE_BETS:
            raise bad(f"is not a bet ({', '.join(LATE_BETS)})")
        return BetKind(value)
    if name == "conduct":
        if not isinstance(value, str) or value not in tuple(ConductKind):
            raise bad(f"is not a conduct A18 forbids ({', '.join(ConductKind)})")
        return ConductKind(value)
    return value

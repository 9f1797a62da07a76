"""The dealer's actions as data (``docs/actions.md``), parsed strictly from JSON.

Each kind of action is one small frozen record (:class:`Shuffle`, :class:`Cut`, :class:`Deal`, :class:`Burn`,
:class:`RejectBet`, :class:`Collect`, :class:`Reveal`, :class:`Declare`, :class:`Take`, :class:`Push`,
:class:`Pay`, :class:`Clear`) with exactly the fields of its kind; :data:`Action` is their union. Code tells them
apart with ``isinstance`` or ``match`` (never by ``kind`` and a field that may be missing); ``kind`` is each record's
:class:`~trainer.engine.kinds.ActionKind` (a class constant).

Every applied action is such a record in the round's log. ``a.to_json()`` gives back the JSON object of the
contract (its fields in the contract's order), so ``parse_action(a.to_json()) == a``. :func:`parse_action` reads
one JSON object, :func:`parse_log` a whole log; :func:`make_action` builds one from a kind's name and its fields
(what a key handler or a test has at hand), through the same checks.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import Any, ClassVar, Final

from trainer.engine.errors import EngineError, shown
from trainer.engine.kinds import ANTE_BONUS, BETS, ActionKind, Method, Ruling
from trainer.engine.places import Place

__all__ = [
    "ACTION_KINDS",
    "METHODS",
    "PAY_BETS",
    "RULINGS",
    "Action",
    "ActionFormatError",
    "ActionKind",
    "Burn",
    "Clear",
    "Collect",
    "Cut",
    "Deal",
    "Declare",
    "Method",
    "Pay",
    "Push",
    "RejectBet",
    "Reveal",
    "Ruling",
    "SeatBet",
    "Shuffle",
    "Take",
    "make_action",
    "parse_action",
    "parse_log",
    "place_of",
    "ruling_of",
    "target_seat",
]

ACTION_KINDS: Final[tuple[str, ...]] = tuple(k.value for k in ActionKind)
PAY_BETS: Final[tuple[str, ...]] = (*BETS, ANTE_BONUS)
RULINGS: Final[tuple[str, ...]] = tuple(r.value for r in Ruling)
METHODS: Final[tuple[str, ...]] = tuple(m.value for m in Method)
MAX_CHIPS: Final = 1_000
"""The most chips one ``pay`` may list."""


class ActionFormatError(EngineError):
    """An action object that is not an action of docs/actions.md (unknown kind, missing or malformed field)."""


def _plain(value: object) -> object:
    """A field's JSON value: a place as its text, an enum member as its string, a tuple (a payment's chips) as a
    list."""
    if isinstance(value, Place):
        return str(value)
    if isinstance(value, StrEnum):
        return value.value
    if isinstance(value, tuple):
        return list(value)
    return value


def record_fields(record: Any) -> dict[str, Any]:
    """A record's fields that are not None, as plain JSON / TOML values (places as text, enum members as strings);
    the body of an action's JSON and of an event's scenario-file table."""
    out: dict[str, Any] = {}
    for f in fields(record):
        value = getattr(record, f.name)
        if value is not None:
            out[f.name] = _plain(value)
    return out


class _Record:
    """What every action record has: its ``kind``, its JSON and a short text."""

    __slots__ = ()
    kind: ClassVar[ActionKind]

    def to_json(self) -> dict[str, Any]:
        return {"action": self.kind.value, **record_fields(self)}

    def __str__(self) -> str:
        text = " ".join(f"{k}={v}" for k, v in self.to_json().items() if k != "action")
        return f"{self.kind} {text}".strip()


@dataclass(frozen=True, slots=True)
class Shuffle(_Record):
    """Shuffle the cards, by hand or with the shuffling machine (``method``)."""

    kind: ClassVar[ActionKind] = ActionKind.SHUFFLE
    method: Method


@dataclass(frozen=True, slots=True)
class Cut(_Record):
    """Cut the shuffled cards at ``position``."""

    kind: ClassVar[ActionKind] = ActionKind.CUT
    position: int


@dataclass(frozen=True, slots=True)
class Deal(_Record):
    """Deal the next card to ``to``: a player's seat, the dealer or the community cards' spot."""

    kind: ClassVar[ActionKind] = ActionKind.DEAL
    to: Place


@dataclass(frozen=True, slots=True)
class Burn(_Record):
    """Burn a card: the next card goes to the discard rack unseen."""

    kind: ClassVar[ActionKind] = ActionKind.BURN


@dataclass(frozen=True, slots=True)
class RejectBet(_Record):
    """Refuse the bet ``bet`` at ``seat``: it takes no part in the round."""

    kind: ClassVar[ActionKind] = ActionKind.REJECT_BET
    seat: int
    bet: str


@dataclass(frozen=True, slots=True)
class Collect(_Record):
    """Collect the cards of ``seat``."""

    kind: ClassVar[ActionKind] = ActionKind.COLLECT
    seat: int


@dataclass(frozen=True, slots=True)
class Reveal(_Record):
    """Turn face up the cards at ``what``: the dealer's, the community cards or a player's seat."""

    kind: ClassVar[ActionKind] = ActionKind.REVEAL
    what: Place


@dataclass(frozen=True, slots=True)
class Declare(_Record):
    """Make the ruling ``ruling`` (about ``seat`` when it concerns one)."""

    kind: ClassVar[ActionKind] = ActionKind.DECLARE
    ruling: Ruling
    seat: int | None = None


@dataclass(frozen=True, slots=True)
class Take(_Record):
    """Take the bet ``bet`` of ``seat`` for the house: the bet lost."""

    kind: ClassVar[ActionKind] = ActionKind.TAKE
    seat: int
    bet: str


@dataclass(frozen=True, slots=True)
class Push(_Record):
    """Leave the bet ``bet`` of ``seat`` with the player: neither won nor lost."""

    kind: ClassVar[ActionKind] = ActionKind.PUSH
    seat: int
    bet: str


@dataclass(frozen=True, slots=True)
class Pay(_Record):
    """Pay ``amount`` to the bet ``bet`` of ``seat``; ``chips``, optional: the chips the dealer built it from (their
    values, adding up to ``amount``). The chips are how, not what: two payments of the same amount to the same bet
    are the same action whatever chips they were made of (the grade notes the chips as style only)."""

    kind: ClassVar[ActionKind] = ActionKind.PAY
    seat: int
    bet: str
    amount: int
    chips: tuple[int, ...] | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class Clear(_Record):
    """Clear the table: the round is over."""

    kind: ClassVar[ActionKind] = ActionKind.CLEAR


Action = Shuffle | Cut | Deal | Burn | RejectBet | Collect | Reveal | Declare | Take | Push | Pay | Clear
"""One action of the dealer: a record of one kind."""
SeatBet = RejectBet | Take | Push | Pay
"""The actions about one bet of one seat (``seat`` and ``bet``)."""
Settle = Take | Push | Pay
"""The actions that settle a bet."""

_RECORDS: Final[dict[str, type[_Record]]] = {
    cls.kind.value: cls
    for cls in (Shuffle, Cut, Deal, Burn, RejectBet, Collect, Reveal, Declare, Take, Push, Pay, Clear)
}
# kind -> (required fields, optional fields), in the contract's order
_FIELDS: Final[dict[str, tuple[tuple[str, ...], tuple[str, ...]]]] = {
    kind: (
        tuple(f.name for f in fields(cls) if f.default is not None),  # type: ignore[arg-type]
        tuple(f.name for f in fields(cls) if f.default is None),  # type: ignore[arg-type]
    )
    for kind, cls in _RECORDS.items()
}


def place_of(action: Action) -> Place | None:
    """For ``deal`` the place dealt to, for ``reveal`` the place revealed; else None."""
    if isinstance(action, Deal):
        return action.to
    if isinstance(action, Reveal):
        return action.what
    return None


def target_seat(action: Action) -> int | None:
    """The seat an action is about: the seat of a ``deal`` or ``reveal`` to ``seat:N``, the ``seat`` of the
    others that have one; else None."""
    if isinstance(action, Deal | Reveal):
        return place_of(action).seat  # type: ignore[union-attr]
    if isinstance(action, RejectBet | Collect | Declare | Take | Push | Pay):
        return action.seat
    return None


def ruling_of(action: Action) -> Ruling | None:
    """The ruling of a ``declare``; None for the other kinds."""
    return action.ruling if isinstance(action, Declare) else None


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def parse_action(obj: object) -> Action:
    """Parse one JSON action; raises :class:`ActionFormatError` naming the field and what is wrong."""
    if isinstance(obj, _Record):
        return obj  # type: ignore[return-value]
    if not isinstance(obj, Mapping):
        raise ActionFormatError(f"an action must be a JSON object, not {type(obj).__name__}")
    kind = obj.get("action")
    if kind is None:
        raise ActionFormatError("missing field 'action'", field="action")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise ActionFormatError(f"unknown action {shown(kind)} (one of {', '.join(ACTION_KINDS)})", field="action")
    required, optional = _FIELDS[kind]
    for name in obj:
        if name != "action" and name not in required and name not in optional:
            raise ActionFormatError(f"'{kind}' has no field {shown(name)}", field=shown(name).strip("'"))
    for name in required:
        if name not in obj:
            raise ActionFormatError(f"'{kind}' needs field {name!r}", field=name)
    values: dict[str, Any] = {}
    for name in (*required, *optional):
        if name in obj:
            values[name] = _check_field(kind, name, obj[name])
    chips = values.get("chips")
    if chips is not None and sum(chips) != values["amount"]:
        raise ActionFormatError(
            f"the chips add up to {sum(chips)}, not to the amount {values['amount']}", field="chips"
        )
    return _RECORDS[kind](**values)  # type: ignore[return-value]


def make_action(kind: str, **values: object) -> Action:
    """The action of kind ``kind`` with these fields, checked as :func:`parse_action` checks JSON; a field may be
    given as its JSON value or as the record's (a :class:`~trainer.engine.places.Place`, an enum member); a field
    given as None is left out (``declare`` without a seat)."""
    return parse_action({"action": kind, **{k: _plain(v) for k, v in values.items() if v is not None}})


def _check_field(kind: str, name: str, value: object) -> object:
    def bad(why: str) -> ActionFormatError:
        return ActionFormatError(f"{shown(value)} {why}", field=name)

    if name == "method":
        if not isinstance(value, str) or value not in METHODS:
            raise bad("is not a shuffle method (manual or machine)")
        return Method(value)
    if name in ("position", "seat"):
        if not _is_int(value):
            raise bad("is not a whole number")
        assert isinstance(value, int)
        if name == "seat" and not 1 <= value <= 7:
            raise bad("is not a seat (1..7)")
        if name == "position" and not 0 <= value <= 52:
            raise bad("is not a position in the deck (0..52)")
        return int(value)
    if name == "amount":
        if not _is_int(value):
            raise bad("is not a whole number of currency units")
        assert isinstance(value, int)
        if value <= 0:
            raise bad("is not a positive amount")
        return int(value)
    if name in ("to", "what"):
        # Place.read: seat:1..seat:7 written canonically (never int() of the text: 5,000 digits would raise)
        place = Place.read(value)
        if place is None:
            if name == "to":
                raise bad("is not a place to deal to (seat:1..seat:7, dealer, community)")
            raise bad("is not something to reveal (dealer, community, seat:1..seat:7)")
        return place
    if name == "ruling":
        if not isinstance(value, str) or value not in RULINGS:
            raise bad(f"is not a ruling ({', '.join(RULINGS)})")
        return Ruling(value)
    if name == "chips":
        if not isinstance(value, list | tuple) or not 1 <= len(value) <= MAX_CHIPS:
            raise bad(f"is not a list of 1 to {MAX_CHIPS} chip values")
        if not all(_is_int(c) and 0 < c <= 100_000_000 for c in value):
            raise bad("holds a chip value that is not a positive whole number")
        return tuple(int(c) for c in value)
    if name == "bet":
        allowed = PAY_BETS if kind == "pay" else BETS
        if not isinstance(value, str) or value not in allowed:
            raise bad(f"is not a bet ({', '.join(allowed)})")
        return str(value)
    return value


def parse_log(items: object) -> list[Action]:
    """Parse a whole log; raises :class:`ActionFormatError` whose field starts with ``action N``."""
    if not isinstance(items, list):
        raise ActionFormatError("an action log must be a JSON array of actions")
    out = []
    for i, item in enumerate(items):
        try:
            out.append(parse_action(item))
        except ActionFormatError as exc:
            where = f"action {i}" + (f".{exc.field}" if exc.field else "")
            raise ActionFormatError(exc.message, field=where) from None
    return out

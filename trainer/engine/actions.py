"""The dealer's actions as data (``docs/actions.md``), parsed strictly from JSON.

Every applied action becomes a frozen :class:`Action` in the round's log. ``Action.to_json()`` gives back the
JSON object (only the fields the kind uses), so ``parse_action(a.to_json()) == a``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from trainer.engine.errors import EngineError, shown
from trainer.engine.kinds import ANTE_BONUS, BETS
from trainer.engine.places import Place

ACTION_KINDS = (
    "shuffle",
    "cut",
    "deal",
    "burn",
    "reject_bet",
    "collect",
    "reveal",
    "declare",
    "take",
    "push",
    "pay",
    "clear",
)
PAY_BETS = (*BETS, ANTE_BONUS)
RULINGS = (
    "dealer_qualifies",
    "dealer_does_not_qualify",
    "continue",
    "dead_cards",
    "void_round",
    "reshuffle",
    "change_shuffler",
    "switch_to_shoe",
    "close_table",
    "call_floor",
)
METHODS = ("manual", "machine")

# kind -> (required fields, optional fields)
_FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "shuffle": (("method",), ()),
    "cut": (("position",), ()),
    "deal": (("to",), ()),
    "burn": ((), ()),
    "reject_bet": (("seat", "bet"), ()),
    "collect": (("seat",), ()),
    "reveal": (("what",), ()),
    "declare": (("ruling",), ("seat",)),
    "take": (("seat", "bet"), ()),
    "push": (("seat", "bet"), ()),
    "pay": (("seat", "bet", "amount"), ()),
    "clear": ((), ()),
}
_ORDER = ("action", "method", "position", "to", "what", "ruling", "seat", "bet", "amount")


class ActionFormatError(EngineError):
    """An action object that is not an action of docs/actions.md (unknown kind, missing or malformed field)."""


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    method: str | None = None
    position: int | None = None
    to: str | None = None
    what: str | None = None
    ruling: str | None = None
    seat: int | None = None
    bet: str | None = None
    amount: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"action": self.kind}
        for name in _ORDER[1:]:
            value = getattr(self, name)
            if value is not None:
                out[name] = value
        return out

    @property
    def place(self) -> Place | None:
        """For ``deal`` the place dealt to (``to``), for ``reveal`` the place revealed (``what``); else None."""
        if self.kind == "deal":
            return Place.read(self.to)
        if self.kind == "reveal":
            return Place.read(self.what)
        return None

    @property
    def target_seat(self) -> int | None:
        """For ``deal`` and ``reveal``: the seat number of ``seat:N``; else ``seat``."""
        place = self.place
        if place is not None and place.seat is not None:
            return place.seat
        return self.seat

    def __str__(self) -> str:
        fields = " ".join(f"{k}={v}" for k, v in self.to_json().items() if k != "action")
        return f"{self.kind} {fields}".strip()


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_place(value: object) -> bool:
    """``dealer``, ``community`` or ``seat:N`` with N in 1..7 written canonically (``seat:07`` is not a seat):
    :meth:`trainer.engine.places.Place.read` (never ``int()`` of the text: 5,000 digits would raise)."""
    return Place.read(value) is not None


def parse_action(obj: object) -> Action:
    """Parse one JSON action; raises :class:`ActionFormatError` naming the field and what is wrong."""
    if isinstance(obj, Action):
        return obj
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
        if name not in obj:
            continue
        value = obj[name]
        values[name] = _check_field(kind, name, value)
    return Action(kind=kind, **values)


def _check_field(kind: str, name: str, value: object) -> object:
    def bad(why: str) -> ActionFormatError:
        return ActionFormatError(f"{shown(value)} {why}", field=name)

    if name == "method":
        if value not in METHODS:
            raise bad("is not a shuffle method (manual or machine)")
    elif name in ("position", "seat"):
        if not _is_int(value):
            raise bad("is not a whole number")
        assert isinstance(value, int)
        if name == "seat" and not 1 <= value <= 7:
            raise bad("is not a seat (1..7)")
        if name == "position" and not 0 <= value <= 52:
            raise bad("is not a position in the deck (0..52)")
    elif name == "amount":
        if not _is_int(value):
            raise bad("is not a whole number of currency units")
        assert isinstance(value, int)
        if value <= 0:
            raise bad("is not a positive amount")
    elif name == "to":
        if not _is_place(value):
            raise bad("is not a place to deal to (seat:1..seat:7, dealer, community)")
    elif name == "what":
        if not _is_place(value):
            raise bad("is not something to reveal (dealer, community, seat:1..seat:7)")
    elif name == "ruling":
        if value not in RULINGS:
            raise bad(f"is not a ruling ({', '.join(RULINGS)})")
    elif name == "bet":
        allowed = PAY_BETS if kind == "pay" else BETS
        if value not in allowed:
            raise bad(f"is not a bet ({', '.join(allowed)})")
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

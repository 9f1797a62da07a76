"""Typed errors of the rules engine. Each carries the regulation clause it enforces."""

from __future__ import annotations

SHORT = 40
"""Values longer than this are cut in messages (first 40 characters and "…")."""


def shorten(text: str, limit: int = SHORT) -> str:
    """``text`` cut to its first ``limit`` characters and "…" when longer; control characters shown escaped."""
    if len(text) > limit:
        text = text[:limit] + "…"
    return printable(text)


def printable(text: str) -> str:
    """``text`` with every character that is not printable (control characters, line and paragraph
    separators) written as an escape, so a message stays one line."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii") for ch in text)


def shown(value: object, limit: int = SHORT) -> str:
    """A value as a message shows it: ``repr`` of scalars (cut at ``limit`` characters), a plain word for
    containers (never the repr of something nested 1,000 deep)."""
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, int) and not isinstance(value, bool):
        try:
            text = str(value)
        except ValueError:  # more digits than Python converts to text
            return "a number with too many digits"
        return text if len(text) <= limit else text[:limit] + f"… ({len(text)} digits)"
    if isinstance(value, str):
        return repr(value if len(value) <= limit else value[:limit] + "…")
    return shorten(repr(value), limit)


class EngineError(Exception):
    """Base class. ``clause`` is a regulation clause id (``A12.2``) or ``house:<name>``; may be empty."""

    def __init__(self, message: str, *, clause: str = "", field: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.clause = clause
        self.field = field

    def __str__(self) -> str:
        text = f"{self.field}: {self.message}" if self.field else self.message
        if self.clause and f"({self.clause})" not in text:
            text = f"{text} ({self.clause})"
        return text


class CardError(EngineError, ValueError):
    """A card's text form is not a card, or the cards of a round are not distinct."""


class BetError(EngineError, ValueError):
    """A bet the regulation does not allow: side bet without base bet (A4.2), Play not equal Ante (A12.2),
    outside the table limits (A10.1) ..."""


class RoundError(EngineError, ValueError):
    """A round's data are inconsistent (wrong number of cards, duplicate seat, missing community cards ...)."""

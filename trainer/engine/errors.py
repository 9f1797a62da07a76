"""Typed errors of the rules engine. Each carries the regulation clause it enforces."""

from __future__ import annotations

import unicodedata

SHORT = 40
"""Values longer than this are cut in messages (first 40 characters and "…")."""


def shorten(text: str, limit: int = SHORT) -> str:
    """``text`` cut to its first ``limit`` characters and "…" when longer; control characters shown escaped."""
    if len(text) > limit:
        text = text[:limit] + "…"
    return printable(text)


UNPRINTABLE = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"})
"""The Unicode categories :func:`printable` escapes: control characters (C0, C1, ESC), format characters (the
bidirectional marks, embeddings, overrides and isolates, zero-width characters, the byte order mark), line and
paragraph separators, surrogates, private-use and unassigned code points."""


def printable(text: str) -> str:
    """``text`` as it may go to a terminal: every character a terminal would act on or that reorders or hides
    text (:data:`UNPRINTABLE`: a line break, ``ESC``, ``U+202E`` ...) written as its escape (``\\n``, ``\\x1b``,
    ``\\u202e``), so a message stays one line and a stored name can neither move the cursor nor disguise itself.
    Letters of every script (陳大文) and spaces are kept as they are."""
    if text.isprintable():  # the common case: nothing to escape (no category above, no space but " ")
        return text
    return "".join(
        ch.encode("unicode_escape").decode("ascii") if unicodedata.category(ch) in UNPRINTABLE else ch for ch in text
    )


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

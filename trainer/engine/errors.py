"""Typed errors of the rules engine. Each carries the regulation clause it enforces."""

from __future__ import annotations


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

"""An action due now, with the clause that demands it and why: the one type for both the calls a round is owed
(``Round.pending``: rulings, refused late bets) and the reference dealer's candidates (``procedure.candidates``)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from trainer.engine.actions import Action
from trainer.engine.words import Message, Text

__all__ = ["Due"]


@dataclass(frozen=True, slots=True)
class Due:
    """``action`` is due under ``clause`` because of ``reason`` (a :class:`~trainer.engine.words.Message`: a
    sentence key and its fields, written in English as :attr:`why` and in Traditional Chinese as :attr:`why_zh`).
    ``alternatives`` are other actions that answer it as lawfully (A17.2: a spare machine or the shoe)."""

    action: Action
    clause: str
    reason: Message
    alternatives: tuple[Action, ...] = ()

    @classmethod
    def of(cls, action: Action, clause: str, reason: Message, alternatives: tuple[Action, ...] = ()) -> Due:
        return cls(action, clause, reason, alternatives)

    @property
    def why(self) -> str:
        return self.reason.en

    @property
    def why_zh(self) -> str:
        return self.reason.zh

    @property
    def answers(self) -> tuple[Action, ...]:
        """Every action that answers it: the action itself first, then the alternatives."""
        return (self.action, *self.alternatives)

    @property
    def text(self) -> Text:
        """``why`` in both languages."""
        return self.reason.text

    def each(self) -> tuple[Due, ...]:
        """One :class:`Due` per answer, each without alternatives (how a candidate list names them)."""
        if not self.alternatives:
            return (self,)
        return tuple(replace(self, action=a, alternatives=()) for a in self.answers)

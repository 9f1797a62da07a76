"""An action due now, with the clause that demands it and why: the one type for both the calls a round is owed
(``Round.pending``: rulings, refused late bets) and the reference dealer's candidates (``procedure.candidates``)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from trainer.engine.actions import Action
from trainer.engine.words import Text

__all__ = ["Due"]


@dataclass(frozen=True, slots=True)
class Due:
    """``action`` is due under ``clause`` because ``why`` (English) / ``why_zh`` (Traditional Chinese).
    ``alternatives`` are other actions that answer it as lawfully (A17.2: a spare machine or the shoe)."""

    action: Action
    clause: str
    why: str
    why_zh: str = ""
    alternatives: tuple[Action, ...] = ()

    @classmethod
    def of(cls, action: Action, clause: str, why: Text, alternatives: tuple[Action, ...] = ()) -> Due:
        return cls(action, clause, why.en, why.zh, alternatives)

    @property
    def answers(self) -> tuple[Action, ...]:
        """Every action that answers it: the action itself first, then the alternatives."""
        return (self.action, *self.alternatives)

    @property
    def text(self) -> Text:
        """``why`` in both languages (the English where no Chinese was given)."""
        return Text(self.why, self.why_zh or self.why)

    def each(self) -> tuple[Due, ...]:
        """One :class:`Due` per answer, each without alternatives (how a candidate list names them)."""
        if not self.alternatives:
            return (self,)
        return tuple(replace(self, action=a, alternatives=()) for a in self.answers)

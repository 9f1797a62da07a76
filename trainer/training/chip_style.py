"""The style of a payout built from chips (docs/grading.md, "Style: the chips of a payout").

A ``pay`` may say which chips it was built from (``chips``, docs/actions.md: the practice table records the chips
the dealer took from the tray). A dealer pays from the table's tray in the fewest chips: a payout with a chip the
table does not use, or with more chips than the amount needs (:func:`trainer.engine.table_classes.fewest_chips`),
is slower to check for the player and the camera. The grade notes it as **style** (:class:`StyleNote`): a note
under the grade, never an error, no points lost. A payout typed as an amount has no chips and gets no note.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from trainer.engine.actions import Pay
from trainer.engine.table_classes import chip_style
from trainer.engine.words import GRADE, Text, bet, seat

__all__ = ["StyleNote", "chips_text", "style_note"]


@dataclass(frozen=True, slots=True)
class StyleNote:
    """A payout paid in chips the table does not use (``odd``) or in more chips than needed (``fewest``: the
    fewest that would do), at the action ``step`` (0-based)."""

    step: int
    seat: int
    bet: str
    amount: int
    paid: tuple[int, ...]
    odd: tuple[int, ...]
    fewest: tuple[int, ...] | None
    tray: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "step": self.step,
            "seat": self.seat,
            "bet": self.bet,
            "amount": self.amount,
            "chips": list(self.paid),
            "odd": list(self.odd),
            "fewest": list(self.fewest) if self.fewest is not None else None,
        }

    @property
    def text(self) -> Text:
        """The note in both languages: ``Style: seat 3's Pair Plus paid 500 MOP in 5 chips (5 × 100); 1 × 500
        would do`` / ``風格：第3門的對子或以上注派彩 500 澳門元用了 5 個籌碼（5 × 100）；1 × 500已足夠``."""
        fields = {
            "amount": f"{self.amount:,}",
            "n": len(self.paid),
            "paid": chips_text(self.paid),
            "fewest": chips_text(self.fewest or ()),
            "odd": ", ".join(f"{c:,}" for c in self.odd),
            "tray": ", ".join(f"{c:,}" for c in self.tray),
        }
        frame = GRADE["style_odd" if self.odd else "style_many"]
        return Text(
            frame.en.format(seat=seat(self.seat, "en"), bet=bet(self.bet, "en"), **fields),
            frame.zh.format(seat=seat(self.seat, "zh-Hant"), bet=bet(self.bet, "zh-Hant"), **fields),
        )


def chips_text(chips: Sequence[int]) -> str:
    """``2 × 100 + 1 × 25``: the chips by value, the largest first (the same in both languages)."""
    counts = Counter(chips)
    return " + ".join(f"{counts[v]} × {v:,}" for v in sorted(counts, reverse=True))


def style_note(step: int, pay: Pay, tray: Sequence[int]) -> StyleNote | None:
    """The note for ``pay`` (made at ``step``) at a table whose tray holds ``tray``; None when it was typed as an
    amount, or built in the table's chips and no more of them than needed."""
    if pay.chips is None:
        return None
    style = chip_style(pay.amount, pay.chips, tray)
    if style is None:
        return None
    return StyleNote(step, pay.seat, pay.bet, pay.amount, style.paid, style.odd, style.fewest, tuple(sorted(tray)))

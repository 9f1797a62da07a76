"""The seal state of a stored attempt in the GUI's words (Qt context ``Seal``): the results table, a trainee's
summary, the replay and the PDF report (:mod:`trainer.training.seals` says what the states mean; its words are the
command line's and the CSV's, and ``tests/gui/test_seal_shown.py`` keeps the two the same)."""

from __future__ import annotations

from trainer.gui import exam_text
from trainer.gui.qt import QT_TRANSLATE_NOOP
from trainer.training.seals import SealState

CONTEXT = "Seal"

FULL: dict[SealState, str] = {
    SealState.SEALED: QT_TRANSLATE_NOOP("Seal", "Sealed, seal checked"),
    SealState.BROKEN: QT_TRANSLATE_NOOP("Seal", "Seal broken: this record was changed after it was sealed"),
    SealState.UNSEALED: QT_TRANSLATE_NOOP("Seal", "Not sealed"),
    SealState.UNCHECKED: QT_TRANSLATE_NOOP("Seal", "Seal not checked: this computer may not read the seal key"),
}
SHORT: dict[SealState, str] = {
    SealState.SEALED: QT_TRANSLATE_NOOP("Seal", "Sealed"),
    SealState.BROKEN: QT_TRANSLATE_NOOP("Seal", "Seal broken"),
    SealState.UNSEALED: QT_TRANSLATE_NOOP("Seal", "Not sealed"),
    SealState.UNCHECKED: QT_TRANSLATE_NOOP("Seal", "Seal not checked"),
}
LABEL = QT_TRANSLATE_NOOP("Seal", "Seal")
"""The seal's field in the PDF report."""
NOT_VALID = QT_TRANSLATE_NOOP("Seal", "Not valid: the seal is broken")
"""In place of a score or a result whose record was changed after it was sealed."""
LEFT_OUT = QT_TRANSLATE_NOOP("Seal", "Attempts with a broken seal, left out of these figures: %1")
NOT_CHECKED = QT_TRANSLATE_NOOP("Seal", "Seals not checked in these figures: to check them, run trainer results verify")
"""The item analysis (tab and PDF) reads the attempts without checking their seals (a bulk read)."""


def seal_text(state: SealState, *, short: bool = False) -> str:
    """The seal state in the current language."""
    return exam_text.translated(CONTEXT, (SHORT if short else FULL)[state])


def seal_both(state: SealState, *, short: bool = False) -> str:
    """The seal state in both languages, ``中文 English`` (the bilingual PDF)."""
    return exam_text.both(CONTEXT, (SHORT if short else FULL)[state])


def not_valid() -> str:
    return exam_text.translated(CONTEXT, NOT_VALID)


def not_valid_both() -> str:
    return exam_text.both(CONTEXT, NOT_VALID)


def left_out(count: int) -> str:
    """How many attempts with a broken seal a summary or pass rate left out, in the current language."""
    return exam_text.translated(CONTEXT, LEFT_OUT).replace("%1", str(count))


def label_both() -> str:
    return exam_text.both(CONTEXT, LABEL)


def not_checked() -> str:
    """The item analysis's figures were read without checking the seals, in the current language."""
    return exam_text.translated(CONTEXT, NOT_CHECKED)

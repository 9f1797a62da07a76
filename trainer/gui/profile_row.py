"""The practice profile row of the practice pages (drills, Deal me rounds): who is practising, by name or staff id.
The learner model behind it is Qt-free (:class:`trainer.training.learner.LearnerKeeper`); this row only asks."""

from __future__ import annotations

from collections.abc import Callable

from trainer.gui import exam_text
from trainer.gui.i18n import Retranslatable
from trainer.gui.qt import QT_TRANSLATE_NOOP, QtWidgets, QWidget

CONTEXT = "ProfileRow"
WORDS = {
    "profile": QT_TRANSLATE_NOOP("ProfileRow", "Practising as (name or staff id):"),
    "tip": QT_TRANSLATE_NOOP(
        "ProfileRow", "Your answers are kept under this name, and what you miss comes back sooner next time."
    ),
}


class ProfileRow(Retranslatable, QWidget):
    """A label, the name field (``chosen(name)`` is called when it is finished) and a note beside it."""

    def __init__(self, chosen: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QtWidgets.QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.label = QtWidgets.QLabel(self)
        self.edit = QtWidgets.QLineEdit(self)
        self.edit.setMaxLength(80)
        self.edit.editingFinished.connect(lambda: chosen(self.edit.text()))
        self.label.setBuddy(self.edit)
        self.note = QtWidgets.QLabel(self)
        """What the page says beside the name (lines due, a problem keeping the practice)."""
        row.addWidget(self.label)
        row.addWidget(self.edit, 1)
        row.addWidget(self.note, 2)
        self.retranslate()

    def retranslate(self) -> None:
        self.label.setText(exam_text.translated(CONTEXT, WORDS["profile"]))
        self.edit.setToolTip(exam_text.translated(CONTEXT, WORDS["tip"]))

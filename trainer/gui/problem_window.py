"""A window for a problem found before the main window can open: ``trainer gui --exam FILE`` with an exam file that
does not load. Started from a desktop shortcut on an exam PC, standard error is seen by nobody, so the problem is
shown in a window too (zh-Hant and English together, like the exam's rules: whoever reads it may not have chosen a
language yet), and the command still prints it and exits with status 2 like every other command.

Built only on that path: nothing here is imported while the program starts normally.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from trainer.gui import exam_text
from trainer.gui.qt import QT_TRANSLATE_NOOP, QtWidgets, QWidget

__all__ = ["can_show", "problem_box", "show_problems"]

CONTEXT = "StartProblem"
WORDS: dict[str, str] = {
    "title": QT_TRANSLATE_NOOP("StartProblem", "The exam cannot start"),
    "exam_file": QT_TRANSLATE_NOOP(
        "StartProblem",
        "The exam file has problems, so the exam cannot start. Ask a trainer to correct it: the trainer tools' "
        "exam builder shows each problem at its field. The problems found:",
    ),
}
SHOWN = 10
"""Problems written in the window's text; all of them are under "Show Details..."."""


def words(key: str) -> tuple[str, str]:
    """(zh-Hant, English) of a line of the window."""
    return exam_text.zh_hant(CONTEXT, WORDS[key]), WORDS[key]


def can_show() -> bool:
    """Whether a window can be seen: not on Qt's offscreen or minimal platform, and on Linux only with a display."""
    if os.environ.get("QT_QPA_PLATFORM", "").split(":")[0] in ("offscreen", "minimal", "vnc"):
        return False
    if sys.platform in ("win32", "darwin"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def problem_box(lines: Sequence[str], parent: QWidget | None = None) -> QtWidgets.QMessageBox:
    """The message box for an exam file's ``lines`` (one problem each, as ``trainer exam show`` prints them)."""
    box = QtWidgets.QMessageBox(parent)
    box.setIcon(QtWidgets.QMessageBox.Icon.Critical)
    box.setWindowTitle(" ".join(words("title")))
    zh, en = words("exam_file")
    shown = list(lines[:SHOWN])
    if len(lines) > SHOWN:
        shown.append(f"… +{len(lines) - SHOWN}")
    box.setText(f"{zh}\n{en}\n\n" + "\n".join(shown))
    box.setDetailedText("\n".join(lines))
    box.setStandardButtons(QtWidgets.QMessageBox.StandardButton.Ok)
    return box


def show_problems(lines: Sequence[str], lang: str | None = None) -> None:
    """Show ``lines`` in a window and wait until it is closed (``trainer gui`` then exits with status 2)."""
    from trainer.gui.app import create_app
    from trainer.gui.i18n import normalise_language

    try:
        language = normalise_language(lang) if lang else None
    except ValueError:
        language = None
    create_app(lang=language)
    box = problem_box(lines)
    box.exec()

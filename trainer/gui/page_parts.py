"""What the main window's pages share: the skills' names and a bigger font for a heading or a big button.

Its own module so that a page in a module of its own (the scenario browser: :mod:`trainer.gui.browser_page`) need
not import :mod:`trainer.gui.app`, which imports it.
"""

from __future__ import annotations

from trainer.gui.qt import QtCore, QWidget

SKILL_KEYS = ("dealing", "irregularities", "payouts", "procedure")


def skill_name(key: str) -> str:
    """A skill's name in the current language."""
    names = {
        "dealing": QtCore.QCoreApplication.translate("Skills", "Dealing"),
        "irregularities": QtCore.QCoreApplication.translate("Skills", "Irregularities"),
        "payouts": QtCore.QCoreApplication.translate("Skills", "Payouts"),
        "procedure": QtCore.QCoreApplication.translate("Skills", "Procedure"),
    }
    return names.get(key, key)


def big(widget: QWidget, factor: float, bold: bool = True) -> None:
    """Make ``widget``'s font ``factor`` times its size (and bold)."""
    f = widget.font()
    f.setPointSizeF(f.pointSizeF() * factor)
    f.setBold(bold)
    widget.setFont(f)

"""Windows for the GUI tests."""

from __future__ import annotations

from typing import Any

from trainer.gui.qt import QApplication, QWidget


def activate(qtbot: Any, widget: QWidget) -> None:
    """Show ``widget`` as the active window (shortcuts need one; offscreen, showing is not enough)."""
    widget.show()
    qtbot.waitExposed(widget)
    widget.windowHandle().requestActivate()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is widget)

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


def shown_table(qtbot: Any, mode: str = "practice") -> Any:
    """A dealer's table in ``mode`` on screen at 1280×760, as the table tests use it."""
    from trainer.gui.dealer_table import DealerTable

    t = DealerTable(mode)
    qtbot.addWidget(t)
    t.resize(1280, 760)
    t.show()
    qtbot.waitExposed(t)
    return t

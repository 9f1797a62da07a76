"""The keyboard after a question box: the window that asked has it again."""

from __future__ import annotations

from trainer.gui.qt import QtWidgets, QWidget


def take_back_the_keyboard(widget: QWidget) -> None:
    """After a question box closes, make ``widget``'s window the active one again, so that its keys (Ctrl+L, the
    table's keys) work at once: without a window manager (an exam PC's kiosk session, Xvfb) nobody else does it,
    and every key went nowhere until a click. Only when no window of the program is active (none, or the closed
    box): it never takes the keyboard from another program's window."""
    window = widget.window()
    active = QtWidgets.QApplication.activeWindow()
    if (active is None or not active.isVisible()) and window.isVisible():
        window.activateWindow()

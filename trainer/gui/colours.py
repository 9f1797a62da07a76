"""Text colours that stay readable: at least 4.5:1 (WCAG 2's contrast for body text) on the app's dark theme and on a
light palette alike.

A colour of the app's words (a problem, a thing done) comes as a pair — for a light background, for a dark one —
and :func:`text_colour` picks by the background it is painted on. :func:`contrast` is WCAG 2's ratio. When the
window's theme changes (:mod:`trainer.gui.theme`), :func:`swap_pairs` gives a style sheet the pair's other colour.
"""

from __future__ import annotations

from trainer.gui.qt import QColor, QtGui, QWidget

MIN_CONTRAST = 4.5
"""WCAG 2's least contrast of body text with its background (AA)."""

PROBLEM = ("#b3261e", "#ffb4ab")
"""Something went wrong: dark red on a light background, light red on a dark one."""
DONE = ("#146c2e", "#7fd18b")
"""Something was done: dark green on a light background, light green on a dark one."""
PAIRS: tuple[tuple[str, str], ...] = (PROBLEM, DONE)


def luminance(colour: QColor) -> float:
    """The relative luminance of ``colour`` (WCAG 2: sRGB made linear, weighted)."""

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2's contrast ratio of two colours, from 1 (the same) to 21 (black and white)."""
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def is_dark(colour: QColor) -> bool:
    return colour.lightnessF() < 0.5


def text_colour(pair: tuple[str, str], widget: QWidget) -> str:
    """The colour of ``pair`` for text on ``widget``'s background (its palette's window colour)."""
    return text_colour_on(pair, widget.palette().color(QtGui.QPalette.ColorRole.Window))


def text_colour_on(pair: tuple[str, str], background: QColor) -> str:
    """The colour of ``pair`` for text on ``background``."""
    return pair[1] if is_dark(background) else pair[0]


def in_lists(pair: tuple[str, str]) -> str:
    """The colour of ``pair`` for text in the application's lists and tables (its palette's base colour)."""
    from trainer.gui.qt import QApplication

    return text_colour_on(pair, QApplication.palette().color(QtGui.QPalette.ColorRole.Base))


def swap_pairs(sheet: str, dark: bool) -> str:
    """``sheet`` (a style sheet) with each colour of :data:`PAIRS` made the pair's colour for a dark background
    (``dark``) or a light one."""
    for light_colour, dark_colour in PAIRS:
        old, new = (light_colour, dark_colour) if dark else (dark_colour, light_colour)
        sheet = sheet.replace(old, new)
    return sheet

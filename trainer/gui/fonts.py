"""Fonts: find one that can draw the game's name (富貴三寶) and make it the application font.

Call :func:`check_cjk_font` after the QApplication exists: it returns None when all is well, else one line for
the user naming the package to install. :func:`apply_app_font` sets a CJK-capable family (Noto Sans CJK TC
preferred) as the application font, keeping the point size.
"""

from __future__ import annotations

from collections.abc import Iterable

from trainer.gui.qt import QFont, QFontDatabase, QGuiApplication, QRawFont

PROBE = "富貴三寶"
"""The text every candidate font must draw."""

PREFERRED: tuple[str, ...] = (
    "Noto Sans CJK TC",
    "Noto Sans CJK HK",
    "Noto Sans TC",
    "Noto Sans HK",
    "Source Han Sans TC",
    "Microsoft JhengHei",
    "PingFang TC",
    "Noto Sans CJK SC",
    "Noto Sans CJK JP",
    "Noto Serif CJK TC",
)

MISSING_MESSAGE = "No font can draw 富貴三寶: install fonts-noto-cjk (sudo apt-get install fonts-noto-cjk)"


def can_draw(family: str, text: str = PROBE) -> bool:
    """True when ``family`` itself (not a fallback) has a glyph for every character of ``text``."""
    raw = QRawFont.fromFont(QFont(family))
    if not raw.isValid():
        return False
    return all(raw.supportsCharacter(ch) for ch in text)


_FOUND: dict[str, str | None] = {}
"""The answer of :func:`cjk_family` for the installed fonts, per text: looking opens font files (~5 ms)."""


def cjk_family(families: Iterable[str] | None = None, text: str = PROBE) -> str | None:
    """The best installed family that draws ``text``: a preferred one, else any, else None (for the installed
    fonts, ``families=None``, looked up once per process)."""
    if families is None and text in _FOUND:
        return _FOUND[text]
    found = _cjk_family(families, text)
    if families is None:
        _FOUND[text] = found
    return found


def _cjk_family(families: Iterable[str] | None, text: str) -> str | None:
    available = list(QFontDatabase.families() if families is None else families)
    present = set(available)
    for name in PREFERRED:
        if name in present and can_draw(name, text):
            return name
    for name in available:
        if name not in PREFERRED and can_draw(name, text):
            return name
    return None


def check_cjk_font(families: Iterable[str] | None = None) -> str | None:
    """None if some installed font draws 富貴三寶, else the one-line message saying what to install."""
    return None if cjk_family(families) is not None else MISSING_MESSAGE


def apply_app_font(app: QGuiApplication, families: Iterable[str] | None = None) -> str | None:
    """Make the CJK-capable family the application font; returns the family, or None if there is none."""
    family = cjk_family(families)
    if family is None:
        return None
    use_family(app, family)
    return family


def use_family(app: QGuiApplication, family: str) -> None:
    """Make ``family`` (found by :func:`cjk_family`) the first family of the application font."""
    font = QFont(app.font())
    font.setFamilies([family, *font.families()])
    app.setFont(font)

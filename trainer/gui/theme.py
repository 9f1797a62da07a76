"""The window's theme: dark (the table's own look, the default) or light (for bright training rooms).

A theme is the application's palette (:func:`palette`) and the colours of the app's own words (:data:`WORDS`:
headings, lesser lines, problems, things done …), each readable on the theme's backgrounds (at least 4.5:1, WCAG 2
AA; tests/gui/test_issue32_theme.py measures them). The table's felt keeps its green either way, and printed pages
keep their print colours (:mod:`trainer.gui.report`).

:func:`apply_theme` sets a theme on the running application at once: the palette (every widget gets
``PaletteChange``), the style sheets set through :func:`themed` again, the problem and done colours of
:mod:`trainer.gui.colours` swapped in other style sheets, and every widget gets ``LanguageChange`` so that words
drawn with a colour of their own (rich text) are made again in the new one.

The choice is remembered in the data folder (the results store's: ``$TRAINER_DATA_DIR`` or the user data folder),
in the one-word file :data:`SETTING_NAME`, and read back at the next start (:func:`remembered_theme`); ``trainer
gui --theme`` chooses for one run.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from string import Template

from trainer.gui.qt import QApplication, QColor, QCoreApplication, QEvent, QtGui, QWidget

THEMES: tuple[str, ...] = ("dark", "light")
"""The themes, the default first."""
DARK, LIGHT = THEMES

SETTING_NAME = "window-theme.txt"
"""The file in the data folder that remembers the theme chosen in the window (one word: ``dark`` or ``light``)."""
ENV_DATA_DIR = "TRAINER_DATA_DIR"
APP_NAME = "fortune3-trainer"
"""The data folder as :func:`trainer.training.store.data_dir` finds it (that module is not imported at start-up)."""

STYLE_PROPERTY = "themeStyle"
"""The widget property keeping the style sheet given to :func:`themed` (made again when the theme changes)."""

_role = QtGui.QPalette.ColorRole

PALETTES: dict[str, dict[QtGui.QPalette.ColorRole, str]] = {
    DARK: {
        _role.Window: "#24242b",
        _role.WindowText: "#ececec",
        _role.Base: "#1b1b21",
        _role.AlternateBase: "#2a2a31",
        _role.ToolTipBase: "#fff8dc",
        _role.ToolTipText: "#111111",
        _role.Text: "#ececec",
        _role.Button: "#34343d",
        _role.ButtonText: "#f2f2f2",
        _role.BrightText: "#ff5252",
        _role.Highlight: "#c9a227",
        _role.HighlightedText: "#111111",
        _role.Link: "#f0c75e",
        _role.PlaceholderText: "#8c8c96",
    },
    LIGHT: {
        _role.Window: "#f4f2ee",
        _role.WindowText: "#1d1d22",
        _role.Base: "#ffffff",
        _role.AlternateBase: "#efede8",
        _role.ToolTipBase: "#fff8dc",
        _role.ToolTipText: "#111111",
        _role.Text: "#1d1d22",
        _role.Button: "#e4e2dc",
        _role.ButtonText: "#1d1d22",
        _role.BrightText: "#b3261e",
        _role.Highlight: "#c9a227",
        _role.HighlightedText: "#111111",
        _role.Link: "#7a4f00",
        _role.PlaceholderText: "#6b6b73",
        # Fusion draws frames and bevels with these: derived from a light button, as Qt's own light palette.
        _role.Light: "#ffffff",
        _role.Midlight: "#efede8",
        _role.Mid: "#b8b5ad",
        _role.Dark: "#9c998f",
        _role.Shadow: "#6e6c66",
    },
}
"""Each theme's palette, role by role (the dark one is the window's look since the first release)."""

DISABLED_TEXT = {DARK: "#77777f", LIGHT: "#8e8c88"}
"""The text of a disabled control (WCAG leaves it out of the contrast rule: it is greyed out on purpose)."""

WORDS: dict[str, dict[str, str]] = {
    DARK: {
        "accent": "#f0c75e",  # titles and headings: the table's gold
        "muted": "#a8a8b0",  # a lesser line: the rule under the title, a source, the second language
        "soft": "#c8c8d0",  # a help line a little quieter than the text: keys, what Next picked
        "second": "#bbbbbb",  # the other language's line of a message
        "panel": "#2a2a31",  # the learner panel's background
        "problem": "#ff8a80",  # something went wrong
        "done": "#7fd18b",  # something was done, or is mastered
        "ok": "#a5d6a7",  # the table's "✓ done" feedback
        "hint": "#ffd54f",  # the table's hint: what to do next
        "editor_problem": "#ff6b5e",  # a field of the scenario editor that is wrong
        "mark": "#e0533d",  # the frame round a field of the exam builder that needs seeing to (no text)
    },
    LIGHT: {
        "accent": "#7a4f00",
        "muted": "#55555f",
        "soft": "#3d3d46",
        "second": "#4a4a52",
        "panel": "#e8e5de",
        "problem": "#b3261e",
        "done": "#146c2e",
        "ok": "#146c2e",
        "hint": "#7a4f00",
        "editor_problem": "#b3261e",
        "mark": "#b3261e",
    },
}
"""The colours of the app's own words in each theme, by what they say (:func:`colour`, :func:`themed`)."""
FRAMES = frozenset({"mark"})
"""The colours of :data:`WORDS` drawn as frames, never as text."""

_current = DARK


def normalise_theme(name: str) -> str:
    """``name`` as one of :data:`THEMES` (any case); ValueError if it is none of them."""
    code = name.strip().lower()
    if code not in THEMES:
        raise ValueError(f'unknown theme "{name}" (use one of: {", ".join(THEMES)})')
    return code


def current_theme() -> str:
    """The theme last applied (:data:`DARK` before any)."""
    return _current


def colour(name: str, theme: str | None = None) -> str:
    """The colour of the words ``name`` (a key of :data:`WORDS`) in ``theme`` (default: the current one)."""
    return WORDS[theme or _current][name]


def styled(style: str, theme: str | None = None) -> str:
    """``style`` with each ``$name`` made the colour ``name`` of ``theme`` (default: the current one)."""
    return Template(style).substitute(WORDS[theme or _current])


def themed(widget: QWidget, style: str) -> None:
    """Give ``widget`` the style sheet ``style``, whose ``$name`` are colours of :data:`WORDS` (``"color: $accent"``);
    it is made again in the new colours when the theme changes."""
    widget.setProperty(STYLE_PROPERTY, style)
    widget.setStyleSheet(styled(style))


def palette(theme: str) -> QtGui.QPalette:
    """The application's palette in ``theme``."""
    p = QtGui.QPalette()
    for role, value in PALETTES[theme].items():
        p.setColor(role, QColor(value))
    disabled = QColor(DISABLED_TEXT[theme])
    for role in (_role.WindowText, _role.Text, _role.ButtonText):
        p.setColor(QtGui.QPalette.ColorGroup.Disabled, role, disabled)
    return p


def apply_theme(app: QApplication, theme: str = DARK) -> None:
    """Make ``theme`` the application's: its palette, and every open window in its colours at once."""
    global _current
    theme = normalise_theme(theme)
    before, _current = _current, theme
    app.setPalette(palette(theme))
    if before == theme:
        return
    widgets = app.allWidgets()
    for widget in widgets:
        _restyle(widget, before, theme)
    for widget in widgets:  # words with colours of their own (rich text) are made again in the new ones
        QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))


def _restyle(widget: QWidget, before: str, theme: str) -> None:
    style = widget.property(STYLE_PROPERTY)
    if isinstance(style, str):
        widget.setStyleSheet(styled(style, theme))
        return
    sheet = widget.styleSheet()
    if not sheet:
        return
    from trainer.gui.colours import swap_pairs

    swapped = swap_pairs(sheet, dark=theme == DARK)
    if swapped != sheet:
        widget.setStyleSheet(swapped)


def theme_name(theme: str) -> str:
    """The theme's name for a person, in the current language."""
    return (
        QCoreApplication.translate("Theme", "Light") if theme == LIGHT else QCoreApplication.translate("Theme", "Dark")
    )


# ---------------------------------------------------------------------------------------------------- remembered


def data_dir() -> Path:
    """The data folder (as :func:`trainer.training.store.data_dir`): ``$TRAINER_DATA_DIR`` if set, else the user's."""
    override = os.environ.get(ENV_DATA_DIR, "").strip()
    if override:
        return Path(override).expanduser()
    if sys.platform.startswith("linux"):
        # platformdirs' rule on Linux (XDG) in its usual cases, without importing it at start-up (~3-7 ms: it
        # imports tempfile); any other case is left to it (tests/gui/test_issue32_theme.py compares the two).
        xdg, home = os.environ.get("XDG_DATA_HOME", ""), os.environ.get("HOME", "")
        if os.path.isabs(xdg):
            return Path(xdg) / APP_NAME
        if os.path.isabs(home):
            return Path(home.rstrip("/") or "/") / ".local" / "share" / APP_NAME
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def setting_path() -> Path:
    return data_dir() / SETTING_NAME


def remembered_theme() -> str:
    """The theme chosen in the window last time (:data:`DARK` when none was, or the file cannot be read)."""
    from trainer.training.inputs import MAX_SETTING_BYTES, InputError, read_text_limited

    try:  # (bounded: a setting replaced by an endless file is not read)
        text = read_text_limited(setting_path(), MAX_SETTING_BYTES, "setting")
    except InputError:
        return DARK
    try:
        return normalise_theme(text)
    except ValueError:
        return DARK


def remember_theme(theme: str) -> str | None:
    """Keep ``theme`` for the next start; the reason in one line when it cannot be kept (None when kept)."""
    from trainer.training.private_files import make_private_folder, write_private

    path = setting_path()
    try:  # owner-only (0700 folder, 0600 file), as everything in the data folder
        make_private_folder(path.parent)
        write_private(path, normalise_theme(theme) + "\n")
    except OSError as exc:
        return f"{path}: {exc.strerror or exc}"
    return None

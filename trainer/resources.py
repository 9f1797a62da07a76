"""Where the trainer's data files are: the bundled scenarios, the assets and the compiled translations.

A source checkout (or an editable install) keeps them beside the package: ``<root>/scenarios``, ``<root>/assets``,
``<root>/docs/regulation`` and ``<root>/trainer/gui/i18n``. The frozen desktop build (PyInstaller, see packaging/) lays them out the same
way under its unpacked folder, ``sys._MEIPASS``, so one set of relative paths serves both, and the program
finds them from whatever directory it is started in. No Qt here: engine and training code may use it.
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["assets_dir", "frozen", "i18n_dir", "regulation_dir", "resource_root", "scenarios_dir"]


def frozen() -> bool:
    """True inside the PyInstaller bundle."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def resource_root() -> Path:
    """The folder holding ``scenarios/``, ``assets/`` and ``trainer/``: the bundle's unpacked folder when frozen,
    else the folder above the ``trainer`` package (the repository)."""
    if frozen():
        return Path(sys._MEIPASS)  # type: ignore[attr-defined]  # set by the PyInstaller bootloader
    return Path(__file__).resolve().parent.parent


def scenarios_dir() -> Path:
    """The bundled scenario library (``*.toml``; exams in its ``exams/``)."""
    return resource_root() / "scenarios"


def assets_dir() -> Path:
    """Icons and other artwork (``icon.svg``)."""
    return resource_root() / "assets"


def regulation_dir() -> Path:
    """The regulation the app shows: ``zh-Hant.md`` (the authoritative text) and ``en.md`` (``docs/regulation``)."""
    return resource_root() / "docs" / "regulation"


def i18n_dir() -> Path:
    """The translation catalogues: ``trainer_<lang>.qm`` (and, in a checkout, the ``.ts`` sources)."""
    return resource_root() / "trainer" / "gui" / "i18n"

"""The one module that imports PySide6. Every other GUI module imports Qt from here.

Keeping the binding behind one module means a switch of binding (or a stub for headless tools) touches one
file, and tests/test_layering.py can check that nothing else imports PySide6.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import cast

import PySide6

if sys.version_info < (3, 12) and PySide6.__version__.startswith("6.12.0"):
    # Seen here: every call of a C++ method returning void takes one reference from None, which Python
    # 3.11 still counts, so a painting app dies with "none_dealloc" after a few thousand calls.
    # pyproject.toml pins <6.12.
    raise ImportError(
        f"PySide6 {PySide6.__version__} crashes under Python 3.{sys.version_info.minor}: "
        "install PySide6-Essentials<6.12 (pip install 'PySide6-Essentials>=6.8,<6.12')"
    )

from typing import TYPE_CHECKING, Any

from PySide6 import QtCore, QtGui, QtWidgets


def _spare_the_feature_scan() -> None:
    """Tell PySide6 now that the trainer's modules and the standard library use none of its ``__feature__`` switches.

    Once PySide6 is imported, its import hook reads the source of every module imported after it, looking for the
    word "PySide6" (``shibokensupport.feature._mod_uses_pyside``: a module naming it may switch on
    ``snake_case`` or ``true_property``): ~0.2 ms a module, ~10 ms of the start-up of a table for the trainer's
    own modules (benchmarks/bench_startup.py). None of them switches a feature (only this module imports
    PySide6, tests/test_layering.py), so each is entered as the hook would enter a module that does not name
    PySide6 (-1: left out of feature switching) and the hook passes over it. Not done if PySide6 keeps this table
    elsewhere (the hook then reads the sources as before)."""
    import os

    feature = sys.modules.get("shibokensupport.feature")
    table = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # the trainer package
    for package in ("", "commands", "engine", "gui", "training"):
        prefix = f"trainer.{package}" if package else "trainer"
        try:
            names = os.listdir(os.path.join(root, package))
        except OSError:
            continue
        table.setdefault(prefix, -1)
        for name in names:
            if name.endswith(".py") and name != "__init__.py":
                table.setdefault(f"{prefix}.{name[:-3]}", -1)
    table[__name__] = 0  # this one names PySide6: as the hook would enter it
    # Nor does the standard library name PySide6 (none of its sources does): the hook would read typing, pathlib,
    # dataclasses, logging, collections ... again when the trainer's modules import them after this one (~15 M
    # instructions of a table's start, benchmarks/bench_startup.py). Entered as the hook would enter them.
    stdlib: frozenset[str] = getattr(sys, "stdlib_module_names", frozenset())
    for name in [*stdlib, *(m for m in list(sys.modules) if m.partition(".")[0] in stdlib)]:
        table.setdefault(name, -1)


_spare_the_feature_scan()

if TYPE_CHECKING:
    from PySide6 import QtCore, QtGui, QtSvg, QtWidgets
    from PySide6.QtCore import (
        Property,
        QByteArray,
        QCoreApplication,
        QEvent,
        QLocale,
        QObject,
        QPointF,
        QRectF,
        QSize,
        QSizeF,
        Qt,
        QTimer,
        QTranslator,
        Signal,
        Slot,
    )
    from PySide6.QtGui import (
        QBrush,
        QColor,
        QFont,
        QFontDatabase,
        QFontMetrics,
        QFontMetricsF,
        QGuiApplication,
        QImage,
        QLinearGradient,
        QPainter,
        QPainterPath,
        QPen,
        QPixmap,
        QRadialGradient,
        QRawFont,
        QTransform,
    )
    from PySide6.QtWidgets import (
        QApplication,
        QGraphicsItem,
        QGraphicsObject,
        QGraphicsScene,
        QGraphicsSimpleTextItem,
        QGraphicsView,
        QStyleOptionGraphicsItem,
        QWidget,
    )

_LAZY = {
    **dict.fromkeys(("Property", "QByteArray", "QCoreApplication", "QEvent", "QLocale", "QObject",
                     "QPointF", "QRectF", "QSize", "QSizeF", "Qt", "QTimer", "QTranslator", "Signal",
                     "Slot"), "QtCore"),
    **dict.fromkeys(("QBrush", "QColor", "QFont", "QFontDatabase", "QFontMetrics", "QFontMetricsF",
                     "QGuiApplication", "QImage", "QLinearGradient", "QPainter", "QPainterPath", "QPen", "QPixmap",
                     "QRadialGradient", "QRawFont", "QTransform"), "QtGui"),
    **dict.fromkeys(("QApplication", "QGraphicsItem", "QGraphicsObject", "QGraphicsScene", "QGraphicsSimpleTextItem",
                     "QGraphicsView", "QStyleOptionGraphicsItem", "QWidget"), "QtWidgets"),
}  # fmt: skip
"""Each class is made by PySide6 when first touched (its enums with it: ~0.1-0.5 ms each): the names below are
looked up when a module asks for them, not all at once here (start-up, benchmarks/bench_startup.py)."""


def __getattr__(name: str) -> Any:
    if name == "QtSvg":
        from PySide6 import QtSvg

        globals()[name] = QtSvg
        return QtSvg
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(globals()[module], name)
    globals()[name] = value
    return value


# PySide6's stub types QT_TRANSLATE_NOOP as (object, object) -> object; it returns the message as given, and
# every call here passes (context, English source) strings, so it is typed as what it does: str, str -> str.
QT_TRANSLATE_NOOP = cast("Callable[[str, str], str]", QtCore.QT_TRANSLATE_NOOP)

__all__ = [
    "QT_TRANSLATE_NOOP",
    "Property",
    "QApplication",
    "QBrush",
    "QByteArray",
    "QColor",
    "QCoreApplication",
    "QEvent",
    "QFont",
    "QFontDatabase",
    "QFontMetrics",
    "QFontMetricsF",
    "QGraphicsItem",
    "QGraphicsObject",
    "QGraphicsScene",
    "QGraphicsSimpleTextItem",
    "QGraphicsView",
    "QGuiApplication",
    "QImage",
    "QLinearGradient",
    "QLocale",
    "QObject",
    "QPainter",
    "QPainterPath",
    "QPen",
    "QPixmap",
    "QPointF",
    "QRadialGradient",
    "QRawFont",
    "QRectF",
    "QSize",
    "QSizeF",
    "QStyleOptionGraphicsItem",
    "QTimer",
    "QTransform",
    "QTranslator",
    "QWidget",
    "Qt",
    "QtCore",
    "QtGui",
    "QtSvg",
    "QtWidgets",
    "Signal",
    "Slot",
]

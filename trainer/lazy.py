"""A module imported when first used: for a module only some paths need (start-up, issue 18)."""

from __future__ import annotations

import importlib
from typing import Any


class LazyModule:
    """Stands for the module ``name`` and imports it at the first look-up of one of its names.

    For a module a caller needs only now and then (the words of a scenario's problems: a valid scenario has none):
    ``if TYPE_CHECKING: import m`` for the type checker, ``m = LazyModule("package.m")`` for the run."""

    __slots__ = ("_name",)

    def __init__(self, name: str) -> None:
        self._name = name

    def __getattr__(self, attr: str) -> Any:
        return getattr(importlib.import_module(self._name), attr)

    def __repr__(self) -> str:
        return f"<module {self._name!r}, imported when first used>"

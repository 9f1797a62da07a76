"""The ``trainer`` console script: dispatches to ``trainer.commands.<name>``.

Exit status: 0 success, 1 a negative answer (e.g. invalid scenarios), 2 bad input or usage. Never a traceback
for bad input: commands raise :class:`UsageError` (or ``SystemExit``) with a one-line message.
"""

from __future__ import annotations

import argparse
import importlib
import os
import re
import sys
from collections.abc import Sequence
from types import ModuleType
from typing import NoReturn

from trainer import __version__
from trainer.commands import COMMANDS


class UsageError(Exception):
    """Bad input: printed as one line per problem on standard error, exit status 2."""

    def __init__(self, *lines: str) -> None:
        super().__init__("\n".join(lines))
        self.lines = lines


def _load(name: str) -> ModuleType | None:
    try:
        return importlib.import_module(COMMANDS[name])
    except ModuleNotFoundError as exc:
        if exc.name == COMMANDS[name]:
            return None  # command not built yet
        raise


def _available() -> dict[str, ModuleType]:
    mods = {}
    for name in COMMANDS:
        mod = _load(name)
        if mod is not None:
            mods[name] = mod
    return mods


def _short_quoted(message: str) -> str:
    """argparse quotes the value it refused (``invalid int value: '999…'``): long values are cut, control
    characters shown escaped, so the message stays one short line."""
    from trainer.engine.errors import printable

    return printable(re.sub(r"'([^']{40})[^']+'", r"'\1…'", message))


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, exit 2, no traceback
        self.exit(2, f"{self.prog}: {_short_quoted(message)}\n")


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    parser = _Parser(prog="trainer", description="富貴三寶 Fortune 3 Card Poker dealer trainer")
    parser.add_argument("--version", action="version", version=f"trainer {__version__}")
    parser.add_argument(
        STORE_OPTION,
        metavar="URL",
        help="keep the results on this PostgreSQL server (postgresql://user@host:port/db) instead of the file in "
        "the data folder; also $TRAINER_STORE; may stand anywhere on the line",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    mods = {only: m} if only and (m := _load(only)) is not None else _available()
    for name, mod in mods.items():
        p = sub.add_parser(name, help=getattr(mod, "HELP", ""), description=getattr(mod, "HELP", ""))
        mod.add_arguments(p)
        p.set_defaults(_module=mod)
    return parser


STORE_OPTION = "--store"


def _take_store_option(args: list[str]) -> list[str]:
    """``--store URL`` anywhere on the line (before or after the command): every command that opens the results
    store opens it there (it sets ``$TRAINER_STORE`` for this run); the other arguments are returned."""
    rest: list[str] = []
    items = iter(args)
    for arg in items:
        if arg == "--":
            rest.append(arg)
            rest.extend(items)
            break
        if arg == STORE_OPTION:
            value = next(items, None)
            if value is None:
                rest.append(arg)  # argparse says what is missing
                continue
            os.environ["TRAINER_STORE"] = value
        elif arg.startswith(STORE_OPTION + "="):
            os.environ["TRAINER_STORE"] = arg[len(STORE_OPTION) + 1 :]
        else:
            rest.append(arg)
    return rest


def main(argv: Sequence[str] | None = None) -> int:
    args_list = _take_store_option(list(sys.argv[1:] if argv is None else argv))
    first = next((a for a in args_list if not a.startswith("-")), None)
    parser = build_parser(first if first in COMMANDS else None)
    if not args_list:
        parser.print_help()
        return 0
    args = parser.parse_args(args_list)
    mod = getattr(args, "_module", None)
    if mod is None:
        parser.print_help()
        return 0
    try:
        status = int(mod.run(args) or 0)
        if argv is None and getattr(mod, "LEAVE_AT_ONCE", False):
            _leave(status)
        return status
    except UsageError as exc:
        from trainer.engine.errors import printable

        for text in exc.lines:
            for line in str(text).split("\n"):  # other line breaks inside a value are shown escaped
                print(printable(line), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
    except (Exception, RecursionError, MemoryError) as exc:
        # Last resort: whatever a command failed to turn into a message still gives one line, never a
        # traceback. The specific messages are the real fix; set TRAINER_DEBUG=1 to see the traceback.
        if os.environ.get(DEBUG_ENV, "").strip() not in ("", "0"):
            raise
        print(f"trainer {args.command}: unexpected failure ({_unexpected(exc)}); "
              f"run again with {DEBUG_ENV}=1 for the details", file=sys.stderr)  # fmt: skip
        return 2


def _leave(status: int) -> None:
    """End the process now, its output written: a one-shot command that holds nothing to close (``LEAVE_AT_ONCE``
    in its module: ``trainer screenshot``) skips Python's and Qt's tear-down (~20 ms, every object freed one by
    one). Only from the command line (``argv`` None): a caller of :func:`main` gets the status back."""
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except (OSError, ValueError):
        return  # the output could not be written: the ordinary way out reports it
    for kept in ("trainer.codecache", "trainer.tomlcache"):
        module = sys.modules.get(kept)
        if module is not None:
            module.save()  # what it compiled or parsed is kept: os._exit runs no exit handlers
    os._exit(status)


DEBUG_ENV = "TRAINER_DEBUG"
"""Set (not empty, not 0) to let an unexpected exception through with its traceback (tests set it)."""


def _unexpected(exc: BaseException) -> str:
    from trainer.engine.errors import printable

    text = printable(" ".join(str(exc).split()))
    text = text[:120] + "…" if len(text) > 120 else text
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


if __name__ == "__main__":
    sys.exit(main())

"""A trainer's credentials on the command line: ``--trainer NAME`` (or ``--by NAME``) and the passphrase from
a prompt (``getpass``, when a terminal is attached) or from ``TRAINER_PASSPHRASE`` for scripts."""

from __future__ import annotations

import getpass
import math
import os
import sys
from typing import Any

from trainer.cli import UsageError

ENV_PASSPHRASE = "TRAINER_PASSPHRASE"
ENV_NEW_PASSPHRASE = "TRAINER_NEW_PASSPHRASE"


def read_passphrase(env: str, prompt: str) -> str | None:
    """The passphrase from ``$env``, else asked for on the terminal; None when neither is possible."""
    text = os.environ.get(env, "")
    if text:
        return text
    if sys.stdin is not None and sys.stdin.isatty():
        try:
            return getpass.getpass(prompt)
        except (EOFError, KeyboardInterrupt):
            return None
    return None


def credentials(name: str | None, what: str, option: str = "--trainer") -> tuple[str, str]:
    """A trainer's name and passphrase as given (not yet checked); else a one-line :class:`UsageError`."""
    if not name or not name.strip():
        raise UsageError(
            f"{what} needs a trainer's credentials: {option} NAME and the passphrase (asked for on a terminal, "
            f"or in {ENV_PASSPHRASE}); nothing stored"
        )
    name = name.strip()
    passphrase = read_passphrase(ENV_PASSPHRASE, f"passphrase of trainer {name}: ")
    if passphrase is None:
        raise UsageError(
            f"{what} needs trainer {name}'s passphrase: run it on a terminal to be asked, or set "
            f"{ENV_PASSPHRASE}; nothing stored"
        )
    return name, passphrase


def check_credentials(store: Any, name: str, passphrase: str, option: str = "--trainer") -> str:
    """The trainer's name once its passphrase is checked against the store; else a one-line
    :class:`UsageError` (exit 2)."""
    wait = store.locked_for(name)
    if wait > 0:
        raise UsageError(
            f"trainer {name}: too many wrong passphrases; try again in {math.ceil(wait)} s; nothing stored"
        )
    if not store.check_trainer_passphrase(name, passphrase):
        raise UsageError(f"wrong trainer name or passphrase ({option} {name}); nothing stored")
    return name

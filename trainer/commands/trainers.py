"""``trainer trainers add|list``: trainer accounts (see docs/exams.md, "Trainers").

``add NAME`` sets up the very first trainer of a store without credentials (its passphrase from the prompt or
``TRAINER_PASSPHRASE``); every later one needs an existing trainer's credentials: ``--by NAME`` with that
trainer's passphrase (prompt or ``TRAINER_PASSPHRASE``) and the new passphrase (prompt or
``TRAINER_NEW_PASSPHRASE``). A store whose trainer accounts were deleted is never taken as a first start.
"""

from __future__ import annotations

import argparse
import sys

from trainer.cli import UsageError

HELP = "add a trainer account (the first one, or with a trainer's credentials), list them"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=type(parser))
    add = sub.add_parser("add", help="add a trainer account")
    add.add_argument("name", metavar="NAME", help="the new trainer's name")
    add.add_argument("--by", metavar="NAME", help="the trainer adding it (needed unless it is the first)")
    sub.add_parser("list", help="the trainers' names")


def _new_passphrase(env: str, name: str) -> str:
    import os

    from trainer.commands._credentials import read_passphrase

    if os.environ.get(env):
        return os.environ[env]
    first = read_passphrase(env, f"new passphrase for trainer {name} (at least 8 characters): ")
    if first is None:
        raise UsageError(f"the new trainer {name} needs a passphrase: run it on a terminal to be asked, or set {env}")
    again = read_passphrase(env, "the same passphrase again: ")
    if again != first:
        raise UsageError("the two passphrases differ; nothing stored")
    return first


def _add(args: argparse.Namespace) -> int:
    from trainer.commands._credentials import ENV_NEW_PASSPHRASE, ENV_PASSPHRASE, check_credentials, credentials
    from trainer.commands.results import open_store
    from trainer.training.store import StoreError

    by, by_passphrase = (None, "") if args.by is None else credentials(args.by, "trainer trainers add", "--by")
    with open_store() as store:
        if by is not None:  # checked before the new passphrase is asked for
            check_credentials(store, by, by_passphrase, "--by")
        elif refusal := store.first_start_refusal():  # a trainer exists, or trainer accounts were deleted
            raise UsageError(f"{refusal}; nothing stored")
        env = ENV_PASSPHRASE if by is None else ENV_NEW_PASSPHRASE
        passphrase = _new_passphrase(env, args.name.strip())
        try:
            store.add_trainer(args.name, passphrase, by=by, by_passphrase=by_passphrase)
        except StoreError as exc:
            raise UsageError(f"{exc}; nothing stored") from None
    print(f"trainer {args.name.strip()} added", file=sys.stderr)
    return 0


def _list(args: argparse.Namespace) -> int:
    from trainer.commands.results import open_store
    from trainer.engine.errors import printable

    with open_store() as store:
        for name in store.trainers():
            print(printable(name))  # a name changed in the database by hand cannot act on the terminal (issue 31)
    return 0


def run(args: argparse.Namespace) -> int:
    from trainer.training.store import StoreError

    try:
        return {"add": _add, "list": _list}[args.action](args)
    except StoreError as exc:
        raise UsageError(str(exc)) from None

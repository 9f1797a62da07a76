"""``trainer group add|list|add-member|remove-member``: trainees in groups (a class, a shift) on the results store
(issue 33; docs/library.md).

A trainer makes groups and changes their members with credentials (``--trainer NAME``, the passphrase asked for or
in ``TRAINER_PASSPHRASE``); a member is registered as a trainee (name and staff id) when new. Every PC that uses
the store lists the groups. The rules are :mod:`trainer.training.assignments`. Every failure is one line (exit 2).
"""

from __future__ import annotations

import argparse
from typing import Any

from trainer.cli import UsageError
from trainer.commands.sitting import _local, _shown, _trainer

HELP = "groups of trainees (a class, a shift): add a group, list them, add and remove members (trainers)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=type(parser))
    add = sub.add_parser("add", help="make a group")
    add.add_argument("name", metavar="NAME", help="the group's name (a class, a shift)")
    _trainer(add, "makes it")
    listing = sub.add_parser("list", help="the groups and their members")
    listing.add_argument("--json", action="store_true", help="a JSON array of groups")
    member = sub.add_parser("add-member", help="put a trainee in a group (registered as a trainee when new)")
    member.add_argument("group", metavar="GROUP", help="the group")
    member.add_argument("trainee", metavar="NAME[=STAFF_ID]", help="the trainee (and their staff id)")
    _trainer(member, "adds them")
    remove = sub.add_parser("remove-member", help="take a trainee out of a group")
    remove.add_argument("group", metavar="GROUP", help="the group")
    remove.add_argument("trainee", metavar="NAME", help="the trainee (name or staff id)")
    _trainer(remove, "removes them")


def trainee_json(t: Any) -> dict[str, Any]:
    return {"name": t.name, "staff_id": t.staff_id}


def _who(t: Any) -> str:
    return _shown(t.name) + ("" if t.staff_id is None else f" (staff id {_shown(t.staff_id)})")


def _checked(args: argparse.Namespace, what: str) -> tuple[Any, str]:
    """The store, open, and the trainer whose credentials were checked."""
    from trainer.commands._credentials import check_credentials, credentials
    from trainer.commands.results import open_store

    trainer, passphrase = credentials(args.trainer, what)
    store = open_store()
    try:
        return store, check_credentials(store, trainer, passphrase)
    except BaseException:
        store.close()
        raise


def _add(args: argparse.Namespace) -> int:
    from trainer.training.assignments import add_group

    store, trainer = _checked(args, "trainer group add")
    with store:
        group = add_group(store, args.name, trainer)
    print(f"group {_shown(group.name)} added by {_shown(trainer)} / 已新增組別")
    return 0


def _list(args: argparse.Namespace) -> int:
    from trainer.commands.results import open_store
    from trainer.training.assignments import list_groups

    with open_store() as store:
        groups = list_groups(store)
    if args.json:
        from trainer.commands._io import print_json

        print_json(
            [{"name": g.name, "added_by": g.added_by, "added": g.added, "members": [trainee_json(t) for t in g.members]}
             for g in groups],
            indent=1,
        )  # fmt: skip
        return 0
    if not groups:
        print("no groups / 沒有組別")
        return 0
    for g in groups:
        print(f"{_shown(g.name)}: {len(g.members)} member(s) / 名成員, added {_local(g.added)} by {_shown(g.added_by)}")
        for t in g.members:
            print(f"  {_who(t)}")
    return 0


def _add_member(args: argparse.Namespace) -> int:
    from trainer.training.assignments import add_member

    name, _, staff = args.trainee.partition("=")
    store, trainer = _checked(args, "trainer group add-member")
    with store:
        group = add_member(store, args.group, name, trainer, staff if staff.strip() else None)
    added = next((t for t in group.members if t.name == name.strip()), None)
    print(f"{_who(added) if added else _shown(name)} added to group {_shown(group.name)} / 已加入組別")
    return 0


def _remove_member(args: argparse.Namespace) -> int:
    from trainer.training.assignments import remove_member

    store, trainer = _checked(args, "trainer group remove-member")
    with store:
        group = remove_member(store, args.group, args.trainee, trainer)
    print(f"{_shown(args.trainee)} taken out of group {_shown(group.name)} / 已移出組別")
    return 0


def run(args: argparse.Namespace) -> int:
    from trainer.training.library import LibraryError
    from trainer.training.store import StoreError

    action = {"add": _add, "list": _list, "add-member": _add_member, "remove-member": _remove_member}[args.action]
    try:
        return action(args)
    except (LibraryError, StoreError) as exc:
        raise UsageError(str(exc)) from None

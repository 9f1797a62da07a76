"""``trainer assign create|list|status|cancel``: assignments of practice or an exam to a trainee or a group, with a
due date and a target, and each trainee's state (due, done, late) from the store (issue 33; docs/library.md).

A trainer makes and cancels assignments with credentials (``--trainer NAME``, the passphrase asked for or in
``TRAINER_PASSPHRASE``); every PC that uses the store lists them and their state. Times typed without a zone are
this computer's local time (a date alone: the end of that day), and are shown in local time. The rules are
:mod:`trainer.training.assignments` and :mod:`trainer.training.progress`. Every failure is one line (exit 2).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from trainer.cli import UsageError
from trainer.commands.sitting import _local, _pad, _shown, _trainer, _width, _zone, whole_number

HELP = "assign practice or an exam to a trainee or a group (trainers), list assignments, see who is done"


assignment_id = whole_number("an assignment's id")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from trainer.training.assignments import DRILL_BETS
    from trainer.training.library_server import MODES

    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=type(parser))
    create = sub.add_parser("create", help="assign work to a trainee or a group")
    work = create.add_mutually_exclusive_group(required=True)
    work.add_argument(
        "--scenario", action="append", metavar="ID[@VERSION]", help="a scenario to practise (repeat for several)"
    )
    work.add_argument("--mode", choices=MODES, help="generated rounds of this mode of Deal me rounds")
    work.add_argument(
        "--drill", nargs="?", const="all", choices=("all", *DRILL_BETS), metavar="BET",
        help="the payout drill: every line, or one bet's lines (" + ", ".join(DRILL_BETS) + ")",
    )  # fmt: skip
    work.add_argument("--exam", metavar="ID[@VERSION]", help="an exam to sit")
    to = create.add_mutually_exclusive_group(required=True)
    to.add_argument("--trainee", metavar="NAME[=STAFF_ID]", help="the trainee (registered when new)")
    to.add_argument("--group", metavar="NAME", help="a group: each of its members")
    create.add_argument(
        "--due", metavar="TIME", help="when it is due (ISO-8601; no zone: this computer's time; a date alone: its end)"
    )
    create.add_argument(
        "--target", metavar="TARGET",
        help="what makes it done: clean:N or rounds:N (practice), pass or official (exam), pass (drill)",
    )  # fmt: skip
    _trainer(create, "assigns it")
    create.add_argument("--json", action="store_true", help="the assignment as JSON")
    listing = sub.add_parser("list", help="the assignments (of a trainee or a group)")
    _whose(listing)
    listing.add_argument("--all", action="store_true", help="cancelled ones too")
    listing.add_argument("--json", action="store_true", help="a JSON array of assignments")
    status = sub.add_parser("status", help="each trainee's state: due, done or late")
    status.add_argument("id", nargs="?", type=assignment_id, metavar="ID", help="one assignment (default: every one)")
    _whose(status)
    status.add_argument("--json", action="store_true", help="a JSON array, one object per trainee and assignment")
    cancel = sub.add_parser("cancel", help="cancel an assignment (kept for the record)")
    cancel.add_argument("id", type=assignment_id, metavar="ID", help="the assignment's id")
    _trainer(cancel, "cancels it")


def _whose(parser: argparse.ArgumentParser) -> None:
    whose = parser.add_mutually_exclusive_group()
    whose.add_argument("--trainee", metavar="NAME", help="a trainee's (name or staff id): theirs and their groups'")
    whose.add_argument("--group", metavar="NAME", help="a group's")


# ------------------------------------------------------------------------------------------- words


def _both(pair: tuple[str, str]) -> str:
    return f"{pair[0]} / {pair[1]}"


def assignment_json(a: Any) -> dict[str, Any]:
    """An :class:`~trainer.training.assignments.Assignment` as JSON."""
    work, target = a.work.words(), a.target.words()
    return {
        "id": a.id,
        "work": {"kind": a.work.kind, **a.work.to_json()},
        "work_words": {"en": work[0], "zh-Hant": work[1]},
        "target": str(a.target),
        "target_words": {"en": target[0], "zh-Hant": target[1]},
        "trainee": a.trainee,
        "group": a.group,
        "due": a.due,
        "assigned_by": a.assigned_by,
        "created": a.created,
        "cancelled_by": a.cancelled_by,
        "cancelled": a.cancelled,
    }


def progress_json(p: Any) -> dict[str, Any]:
    """A trainee's :class:`~trainer.training.assignments.Progress` as JSON."""
    from trainer.training.assignments import STATE_WORDS

    en, zh = STATE_WORDS[p.words_key]
    return {
        "assignment": p.assignment.id,
        "trainee": p.trainee.name,
        "staff_id": p.trainee.staff_id,
        "state": p.state,
        "late": p.late,
        "state_words": {"en": en, "zh-Hant": zh},
        "done": p.done,
        "needed": p.needed,
        "met": p.met,
        "due": p.assignment.due,
    }


def _to(a: Any) -> str:
    return f"group {_shown(a.group)}" if a.group is not None else _shown(a.trainee or "")


def _due(a: Any) -> str:
    return "no due date" if a.due is None else f"due {_local(a.due)} ({_zone()})"


# ------------------------------------------------------------------------------------------- actions


def _work(args: argparse.Namespace) -> Any:
    from trainer.training.assignments import Work, parse_ref

    if args.scenario:
        return Work("scenarios", scenarios=tuple(parse_ref(s, "--scenario") for s in args.scenario))
    if args.mode:
        return Work("generated", mode=args.mode)
    if args.drill:
        return Work("drill", bet=None if args.drill == "all" else args.drill)
    exam, version = parse_ref(args.exam, "--exam")
    return Work("exam", exam=exam, version=version)


def _create(args: argparse.Namespace) -> int:
    from trainer.commands._credentials import check_credentials, credentials
    from trainer.commands.results import open_store
    from trainer.commands.sitting import _moment, _store_time
    from trainer.training.assignments import add_trainee, assign, find_trainee, parse_target

    work = _work(args)  # the input first: one line if it is wrong
    target = parse_target(work.kind, args.target)
    due = None if args.due is None else _store_time(_moment(args.due, "--due", end_of_day=True), "--due")
    name, staff = (args.trainee or "").partition("=")[::2]
    trainer, passphrase = credentials(args.trainer, "trainer assign create")
    with open_store() as store:
        trainer = check_credentials(store, trainer, passphrase)
        if args.trainee is not None and (staff.strip() or find_trainee(store, name) is None):
            add_trainee(store, name, trainer, staff if staff.strip() else None)
        made = assign(
            store, work, trainer, trainee=name if args.trainee is not None else None, group=args.group, due=due,
            target=target,
        )  # fmt: skip
    if args.json:
        from trainer.commands._io import print_json

        print_json(assignment_json(made), indent=1)
        return 0
    work_en, work_zh = made.work.words()
    target_en, target_zh = made.target.words()
    print(
        f"assignment {made.id}: {_shown(work_en)}, {target_en}, to {_to(made)}, {_due(made)} / "
        f"{_shown(work_zh)}，{target_zh}"
    )
    return 0


def _list(args: argparse.Namespace) -> int:
    from trainer.commands.results import open_store
    from trainer.training.assignments import list_assignments

    with open_store() as store:
        found = list_assignments(store, trainee=args.trainee, group=args.group, cancelled=args.all)
    if args.json:
        from trainer.commands._io import print_json

        print_json([assignment_json(a) for a in found], indent=1)
        return 0
    if not found:
        print("no assignments / 沒有指派")
        return 0
    for a in found:
        work_en, _ = a.work.words()
        target_en, _ = a.target.words()
        line = f"{a.id:>5}  {_shown(work_en)}, {target_en}, to {_to(a)}, {_due(a)}, by {_shown(a.assigned_by)}"
        if a.cancelled is not None:
            line += f" (cancelled {_local(a.cancelled)} by {_shown(a.cancelled_by or '')} / 已取消)"
        print(line)
    return 0


def _status(args: argparse.Namespace) -> int:
    from trainer.commands.results import open_store
    from trainer.training.assignments import get_assignment, list_assignments
    from trainer.training.progress import status, trainee_status

    with open_store() as store:
        if args.id is not None:
            rows = status(store, get_assignment(store, args.id))
            if args.trainee is not None:
                rows = [p for p in rows if args.trainee in p.trainee.names]
        elif args.trainee is not None:
            rows = trainee_status(store, args.trainee)
        else:
            rows = [p for a in list_assignments(store, group=args.group) for p in status(store, a)]
    if args.json:
        from trainer.commands._io import print_json

        print_json([progress_json(p) for p in rows], indent=1)
        return 0
    if not rows:
        print("no assignments / 沒有指派")
        return 0
    for line in _status_lines(rows):
        print(line)
    return 0


def _status_lines(rows: Sequence[Any]) -> list[str]:
    from trainer.training.assignments import STATE_WORDS

    states = [_both(STATE_WORDS[p.words_key]) for p in rows]
    names = [_shown(p.trainee.name) for p in rows]
    sw, nw = max(_width("state"), *map(_width, states)), max(_width("trainee"), *map(_width, names))
    lines = [f"{'id':>5}  {_pad('trainee', nw)}  {_pad('state', sw)}  progress  assignment"]
    for p, state, name in zip(rows, states, names, strict=True):
        a = p.assignment
        work_en, _ = a.work.words()
        target_en, _ = a.target.words()
        when = f", met {_local(p.met)}" if p.met is not None else ""
        lines.append(
            f"{a.id:>5}  {_pad(name, nw)}  {_pad(state, sw)}  {f'{p.done}/{p.needed}':>8}  "
            f"{_shown(work_en)}, {target_en}, {_due(a)}{when}"
        )
    return lines


def _cancel(args: argparse.Namespace) -> int:
    from trainer.commands._credentials import check_credentials, credentials
    from trainer.commands.results import open_store
    from trainer.training.assignments import cancel

    trainer, passphrase = credentials(args.trainer, "trainer assign cancel")
    with open_store() as store:
        trainer = check_credentials(store, trainer, passphrase)
        a = cancel(store, args.id, trainer)
    print(f"assignment {a.id} cancelled by {_shown(trainer)}: kept for the record / 已取消")
    return 0


def run(args: argparse.Namespace) -> int:
    from trainer.training.library import LibraryError
    from trainer.training.sittings import SittingError
    from trainer.training.store import StoreError

    action = {"create": _create, "list": _list, "status": _status, "cancel": _cancel}[args.action]
    try:
        return action(args)
    except (LibraryError, SittingError, StoreError) as exc:
        raise UsageError(str(exc)) from None

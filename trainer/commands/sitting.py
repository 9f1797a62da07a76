"""``trainer sitting open|list|show|close|sign-off``: sittings, the exams that count (issue 31; docs/exams.md,
"Sittings").

A trainer opens a sitting with credentials (``--trainer NAME``, the passphrase asked for or in
``TRAINER_PASSPHRASE``, checked as ``trainer exam submit`` checks them): the exam (pinned by its file's digest),
the candidates, the PCs that may seat them, the window and the attempts each candidate has. Attempts taken under
it read *provisional* until the trainer signs it off, then *official*; an attempt outside any sitting reads
*unofficial (practice)*. The rules themselves are :mod:`trainer.training.sittings` (on a server, the server's).

Times typed without a zone are this computer's local time (as ``results list --since``); they are shown in local
time too. Every failure is one line (exit 2), never a traceback.
"""

from __future__ import annotations

import argparse
import unicodedata
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

from trainer.cli import UsageError

HELP = "open a sitting (an exam that counts) for listed candidates, list and show sittings, close and sign them off"


def whole_number(what: str) -> Callable[[str], int]:
    """An argparse type for ``what`` (a sitting's id, a version, …) as typed: a whole number 1 … 2⁶³ − 1, else
    argparse's one-line refusal naming it."""

    def parse(text: str) -> int:
        from trainer.training.inputs import shorten

        try:
            value = int(text.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(f"{shorten(text)!r} is not {what} (a whole number)") from None
        if not 1 <= value < 2**63:
            raise argparse.ArgumentTypeError(f"{shorten(text)!r} is not {what} (1 or more)")
        return value

    return parse


sitting_id = whole_number("a sitting's id")


def _trainer(parser: argparse.ArgumentParser, what: str) -> None:
    parser.add_argument(
        "--trainer",
        metavar="NAME",
        help=f"the trainer who {what} (required; passphrase asked for, or in TRAINER_PASSPHRASE)",
    )


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=type(parser))
    opening = sub.add_parser("open", help="open a sitting of an exam for listed candidates")
    opening.add_argument("exam", metavar="EXAM", help="exam file or id (the sitting is for this very file)")
    opening.add_argument(
        "--candidate",
        action="append",
        default=[],
        metavar="NAME[=STAFF_ID]",
        help="a candidate who may sit it, with their staff id (repeat for each)",
    )
    opening.add_argument(
        "--pc",
        action="append",
        default=[],
        metavar="LOGIN",
        help="a training PC's database login that may seat its candidates (repeat; none: any PC)",
    )
    opening.add_argument(
        "--opens", metavar="TIME", help="when it opens (ISO-8601; no zone: this computer's time; default now)"
    )
    opening.add_argument(
        "--closes",
        metavar="TIME",
        help="when it closes (a date alone: the end of that day; default the end of the day it opens)",
    )
    opening.add_argument("--attempts", type=int, default=1, metavar="N", help="attempts each candidate has (default 1)")
    _trainer(opening, "opens it")
    opening.add_argument("--json", action="store_true", help="print the sitting as JSON")
    listing = sub.add_parser("list", help="the sittings, newest first")
    listing.add_argument("--open", action="store_true", help="only those open now")
    listing.add_argument("--json", action="store_true", help="a JSON array of sittings")
    show = sub.add_parser("show", help="a sitting: its candidates and their attempts so far")
    show.add_argument("id", type=sitting_id, metavar="ID", help="the sitting's id")
    show.add_argument("--json", action="store_true", help="the sitting and its candidates' attempts as JSON")
    close = sub.add_parser("close", help="close a sitting: no new attempt starts")
    close.add_argument("id", type=sitting_id, metavar="ID", help="the sitting's id")
    _trainer(close, "closes it")
    sign = sub.add_parser("sign-off", help="sign a sitting off: its attempts become official")
    sign.add_argument("id", type=sitting_id, metavar="ID", help="the sitting's id")
    _trainer(sign, "signs it off")


# ------------------------------------------------------------------------------------------- words


def _width(text: str) -> int:
    """The terminal columns ``text`` takes (Chinese characters take two)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _pad(text: str, width: int) -> str:
    return text + " " * max(0, width - _width(text))


def _shown(text: str) -> str:
    """A stored name as it may go to a terminal (issue 31: escaped where a terminal would act on it)."""
    from trainer.engine.errors import printable

    return printable(text)


def _local(text: str | None) -> str:
    """A stored time in this computer's local time, to the minute."""
    if text is None:
        return ""
    return datetime.fromisoformat(text).astimezone().strftime("%Y-%m-%d %H:%M")


def _zone() -> str:
    """This computer's offset from UTC, as ``UTC+08:00``."""
    offset = datetime.now().astimezone().utcoffset()
    minutes = 0 if offset is None else round(offset.total_seconds() / 60)
    sign = "+" if minutes >= 0 else "-"
    return f"UTC{sign}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}"


def _state_both(state: str) -> str:
    from trainer.training.sittings import STATE_WORDS

    en, zh = STATE_WORDS[state]
    return f"{en} / {zh}"


def _status(status: str) -> str:
    """An attempt's status in words (``timed_out``: timed out)."""
    return status.replace("_", " ")


def _minutes(seconds: int) -> str:
    return f"{seconds / 60:g} min"


def _standing_both(sitting: Any) -> str:
    from trainer.training.store import Standing, standing_words

    standing = Standing.OFFICIAL if sitting.signed_off is not None else Standing.PROVISIONAL
    return f"{standing_words(standing, 'en')} / {standing_words(standing, 'zh-Hant')}"


def _sitting_json(sitting: Any, now: str) -> dict[str, Any]:
    from trainer.training.sittings import STATE_WORDS
    from trainer.training.store import Standing, standing_words

    state = sitting.state(now)
    standing = Standing.OFFICIAL if sitting.signed_off is not None else Standing.PROVISIONAL
    return {
        "id": sitting.id,
        "exam": sitting.exam_id,
        "exam_version": sitting.exam_version,
        "exam_digest": sitting.exam_digest,
        "time_limit_seconds": sitting.time_limit,
        "opens": sitting.opens,
        "closes": sitting.closes,
        "attempts_allowed": sitting.attempts_allowed,
        "opened_by": sitting.opened_by,
        "created": sitting.created,
        "closed": sitting.closed,
        "closed_by": sitting.closed_by,
        "signed_off": sitting.signed_off,
        "signed_off_by": sitting.signed_off_by,
        "state": state,
        "state_words": {"en": STATE_WORDS[state][0], "zh-Hant": STATE_WORDS[state][1]},
        "standing": str(standing),
        "standing_words": {"en": standing_words(standing, "en"), "zh-Hant": standing_words(standing, "zh-Hant")},
        "candidates": [{"name": c.name, "staff_id": c.staff_id} for c in sitting.candidates],
        "pcs": list(sitting.pcs),
    }


# ------------------------------------------------------------------------------------------- input


def _load_exam(name: str) -> Any:
    from trainer.training.exams import ExamError, exam_dirs, find_exam, load_exam

    try:
        return load_exam(find_exam(name, exam_dirs()))
    except ExamError as exc:
        raise UsageError(*exc.lines) from None


def _moment(text: str, what: str, *, end_of_day: bool = False) -> datetime:
    """A time as a person types it: ISO-8601, without a zone this computer's local time; a date alone is the
    start of that day (``end_of_day``: its last moment)."""
    from trainer.training.inputs import shorten
    from trainer.training.sittings import SittingError

    text = text.strip()
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise SittingError(
            f"{what}: {shorten(text)!r} is not an ISO-8601 date or time (e.g. 2026-12-08T09:00)"
        ) from None
    if end_of_day and len(text) == 10:  # a date alone
        moment = moment.replace(hour=23, minute=59, second=59, microsecond=999999)
    try:
        return moment if moment.tzinfo is not None else moment.astimezone()  # no zone: local time
    except (OverflowError, ValueError, OSError):
        raise SittingError(f"{what}: {shorten(text)!r} is outside the dates a sitting can have") from None


def _store_time(moment: datetime, what: str) -> str:
    """A time as the store writes it (UTC, :func:`trainer.training.sittings.parse_time`)."""
    from trainer.training.sittings import SittingError, parse_time
    from trainer.training.store import StoreError

    try:
        return parse_time(moment.isoformat(), what)
    except StoreError as exc:  # outside the years 1 … 9999 in UTC
        raise SittingError(f"{what}: {exc}") from None


def _window(opens: str | None, closes: str | None) -> tuple[str | None, str]:
    """The window as the store takes it: ``opens`` (None: now, by the store's clock) and ``closes`` (default:
    the end of the local day it opens)."""
    from trainer.training.sittings import SittingError

    start = None if opens is None else _moment(opens, "--opens")
    if closes is not None:
        end = _moment(closes, "--closes", end_of_day=True)
    else:
        day = (start or datetime.now()).astimezone()
        end = day.replace(hour=23, minute=59, second=59, microsecond=999999)
    first, last = (None if start is None else _store_time(start, "--opens")), _store_time(end, "--closes")
    # (said here in this computer's time; the store checks the same against its own clock)
    begin = datetime.fromisoformat(first) if first is not None else datetime.now().astimezone()
    if datetime.fromisoformat(last) <= begin:
        raise SittingError(
            f"the sitting would close ({_local(last)}) before it opens ({_local(begin.isoformat())}, {_zone()}): "
            "give a later --closes"
        )
    if datetime.fromisoformat(last) <= datetime.now().astimezone():
        raise SittingError(f"the sitting would close at {_local(last)} ({_zone()}), which is over already")
    return first, last


# ------------------------------------------------------------------------------------------- actions


def _checked_trainer(store: Any, trainer: str, passphrase: str) -> str:
    from trainer.commands._credentials import check_credentials

    return check_credentials(store, trainer, passphrase)


def _open(args: argparse.Namespace) -> int:
    from trainer.commands._credentials import credentials
    from trainer.commands.results import open_store
    from trainer.training.sittings import open_sitting, parse_candidate

    candidates = [parse_candidate(text) for text in args.candidate]  # the input first: one line if it is wrong
    opens, closes = _window(args.opens, args.closes)
    trainer, passphrase = credentials(args.trainer, "trainer sitting open")
    exam = _load_exam(args.exam)
    with open_store() as store:
        trainer = _checked_trainer(store, trainer, passphrase)
        number = open_sitting(
            store,
            exam_id=exam.id,
            exam_version=str(exam.version),
            exam_digest=exam.digest,
            time_limit=round(exam.time_limit_seconds),
            candidates=candidates,
            by=trainer,
            pcs=args.pc,
            opens=opens,
            closes=closes,
            attempts=args.attempts,
        )
        from trainer.training.sittings import get_sitting

        sitting = get_sitting(store, number)
        now = store.now()
    if args.json:
        from trainer.commands._io import print_json

        print_json(_sitting_json(sitting, now), indent=1)
        return 0
    pcs = "any training PC" if not sitting.pcs else "PC " + ", ".join(map(_shown, sitting.pcs))
    print(
        f"sitting {sitting.id} opened: {_shown(sitting.exam_id)} (version {_shown(sitting.exam_version)}), "
        f"{len(sitting.candidates)} candidate(s), {_local(sitting.opens)} to {_local(sitting.closes)} "
        f"({_zone()}), {sitting.attempts_allowed} attempt(s) of {_minutes(sitting.time_limit)} each, {pcs}"
    )
    return 0


def _list(args: argparse.Namespace) -> int:
    from trainer.commands.results import open_store
    from trainer.training.sittings import list_sittings

    with open_store() as store:
        sittings = list_sittings(store, open_only=args.open)
        now = store.now()
    if args.json:
        from trainer.commands._io import print_json

        print_json([_sitting_json(s, now) for s in sittings], indent=1)
        return 0
    if not sittings:
        print("no open sittings" if args.open else "no sittings")
        return 0
    states = [_state_both(s.state(now)) for s in sittings]
    exams = [f"{_shown(s.exam_id)} (version {_shown(s.exam_version)})" for s in sittings]
    state_width = max(_width("state"), *map(_width, states))
    exam_width = max(_width("exam"), *map(_width, exams))
    zone = _zone()
    print(
        f"{'id':>5}  {_pad('state', state_width)}  {_pad('exam', exam_width)}  {'opens (' + zone + ')':<20}  "
        f"{'closes':<16}  candidates  attempts  opened by"
    )
    for sitting, state, exam in zip(sittings, states, exams, strict=True):
        print(
            f"{sitting.id:>5}  {_pad(state, state_width)}  {_pad(exam, exam_width)}  {_local(sitting.opens):<20}  "
            f"{_local(sitting.closes):<16}  {len(sitting.candidates):>10}  {sitting.attempts_allowed:>8}  "
            f"{_shown(sitting.opened_by)}"
        )
    return 0


def _show(args: argparse.Namespace) -> int:
    from trainer.commands.results import open_store
    from trainer.training.sittings import get_sitting, seats

    with open_store() as store:
        sitting = get_sitting(store, args.id)
        seated = seats(store, args.id)
        now = store.now()
    if args.json:
        from trainer.commands._io import print_json

        data = _sitting_json(sitting, now)
        data["candidates"] = [
            {
                "name": seat.candidate.name,
                "staff_id": seat.candidate.staff_id,
                "attempts": [
                    {"id": a, "status": status, "items": items, "actions": actions}
                    for a, status, items, actions in seat.attempts
                ],
            }
            for seat in seated
        ]
        print_json(data, indent=1)
        return 0
    for line in _show_lines(sitting, seated, now):
        print(line)
    return 0


def _show_lines(sitting: Any, seated: Sequence[Any], now: str) -> list[str]:
    lines = [
        f"sitting {sitting.id}: {_shown(sitting.exam_id)} (version {_shown(sitting.exam_version)})",
        f"  state:      {_state_both(sitting.state(now))}",
        f"  window:     {_local(sitting.opens)} to {_local(sitting.closes)} ({_zone()})",
        f"  each:       {sitting.attempts_allowed} attempt(s) of {_minutes(sitting.time_limit)}",
        "  PCs:        " + ("any training PC" if not sitting.pcs else ", ".join(map(_shown, sitting.pcs))),
        f"  opened by:  {_shown(sitting.opened_by)} at {_local(sitting.created)}",
    ]
    if sitting.closed is not None:
        lines.append(f"  closed by:  {_shown(sitting.closed_by or '')} at {_local(sitting.closed)}")
    if sitting.signed_off is not None:
        lines.append(f"  signed off: {_shown(sitting.signed_off_by or '')} at {_local(sitting.signed_off)}")
    lines.append(f"  results:    {_standing_both(sitting)}")
    lines.append("candidates:")
    for seat in seated:
        who = _shown(seat.candidate.name)
        if seat.candidate.staff_id is not None:
            who += f" (staff id {_shown(seat.candidate.staff_id)})"
        if not seat.attempts:
            lines.append(f"  {who}: no attempt yet")
            continue
        lines.append(f"  {who}:")
        for attempt, status, items, actions in seat.attempts:
            lines.append(f"    attempt {attempt}: {_status(status)}, {items} scenario(s) begun, {actions} action(s)")
    return lines


def _close(args: argparse.Namespace) -> int:
    from trainer.commands._credentials import credentials
    from trainer.commands.results import open_store
    from trainer.training.sittings import close_sitting

    trainer, passphrase = credentials(args.trainer, "trainer sitting close")
    with open_store() as store:
        trainer = _checked_trainer(store, trainer, passphrase)
        sitting = close_sitting(store, args.id, trainer)
    print(
        f"sitting {sitting.id} closed by {_shown(trainer)}: no new attempt starts (attempts under way go on to "
        f"their end); sign it off to make its results official: trainer sitting sign-off {sitting.id}"
    )
    return 0


def _sign_off(args: argparse.Namespace) -> int:
    from trainer.commands._credentials import credentials
    from trainer.commands.results import open_store
    from trainer.training.sittings import seats, sign_off
    from trainer.training.store import UNFINISHED, Standing, Status, standing_words

    trainer, passphrase = credentials(args.trainer, "trainer sitting sign-off")
    with open_store() as store:
        trainer = _checked_trainer(store, trainer, passphrase)
        sitting = sign_off(store, args.id, trainer)
        ended = sum(1 for seat in seats(store, args.id) for a in seat.attempts if Status(a[1]) not in UNFINISHED)
    official = f"{standing_words(Standing.OFFICIAL, 'en')} / {standing_words(Standing.OFFICIAL, 'zh-Hant')}"
    print(f"sitting {sitting.id} signed off by {_shown(trainer)}: its {ended} attempt(s) are {official}")
    return 0


def run(args: argparse.Namespace) -> int:
    from trainer.training.sittings import SittingError
    from trainer.training.store import StoreError

    action = {"open": _open, "list": _list, "show": _show, "close": _close, "sign-off": _sign_off}[args.action]
    try:
        return action(args)
    except (SittingError, StoreError) as exc:  # a wrong time, an unknown sitting, a refusal: one line
        raise UsageError(str(exc)) from None

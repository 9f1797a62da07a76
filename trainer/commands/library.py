"""``trainer library list|publish|withdraw|show``: the department's library of scenarios and exams on the results
store (issue 33; docs/library.md).

A trainer publishes scenario and exam files with credentials (``--trainer NAME``, the passphrase asked for or in
``TRAINER_PASSPHRASE``, checked as ``trainer sitting open`` checks them): each is checked by the validator first,
then stored as the next version of its id (the same text again stores nothing). Every PC that uses the store lists
and reads the library; only a trainer withdraws a version. The rules are :mod:`trainer.training.library` (on a
server, the server's too). Every failure is one line per problem (exit 2), never a traceback.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from trainer.cli import UsageError
from trainer.commands.sitting import _local, _pad, _shown, _trainer, _width, _zone, whole_number

HELP = "the department's library on the results store: list, publish (trainers), withdraw (trainers), show"


version_number = whole_number("a version")


def _kind(parser: argparse.ArgumentParser, what: str) -> None:
    parser.add_argument("--kind", choices=("scenario", "exam"), help=what)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=type(parser))
    listing = sub.add_parser("list", help="the library: the current version of each scenario and exam")
    _kind(listing, "only scenarios or only exams")
    listing.add_argument("--all", action="store_true", help="every version, withdrawn ones too")
    listing.add_argument("--json", action="store_true", help="a JSON array of versions")
    publish = sub.add_parser("publish", help="check and publish scenario or exam files (a new version when changed)")
    publish.add_argument("files", nargs="+", type=Path, metavar="FILE", help="scenario or exam files (.toml)")
    _kind(publish, "what the files are (default: an exam has a pass mark, anything else is a scenario)")
    _trainer(publish, "publishes them")
    publish.add_argument("--json", action="store_true", help="what was published, as a JSON array")
    withdraw = sub.add_parser("withdraw", help="withdraw a version: no new work uses it; it stays for the record")
    withdraw.add_argument("id", metavar="ID", help="the scenario's or exam's id")
    withdraw.add_argument("version", type=version_number, metavar="VERSION", help="the version to withdraw")
    _kind(withdraw, "a scenario or an exam (when both have this id)")
    _trainer(withdraw, "withdraws it")
    show = sub.add_parser("show", help="print a version's text (the current one unless --version)")
    show.add_argument("id", metavar="ID", help="the scenario's or exam's id")
    show.add_argument("--version", type=version_number, metavar="N", help="this version (withdrawn ones too)")
    _kind(show, "a scenario or an exam (when both have this id)")
    show.add_argument("--json", action="store_true", help="the version and its text as JSON")


# ------------------------------------------------------------------------------------------- words


def version_json(v: Any) -> dict[str, Any]:
    """A :class:`~trainer.training.library.Version` as the JSON of ``list`` and ``show``."""
    from trainer.training.library import KIND_WORDS

    return {
        "kind": v.kind,
        "kind_words": {"en": KIND_WORDS[v.kind][0], "zh-Hant": KIND_WORDS[v.kind][1]},
        "id": v.item_id,
        "version": v.version,
        "title": {"en": v.title_en, "zh-Hant": v.title_zh},
        "digest": v.digest,
        "published_by": v.published_by,
        "published": v.published,
        "withdrawn_by": v.withdrawn_by,
        "withdrawn": v.withdrawn,
    }


def _kind_both(kind: str) -> str:
    from trainer.training.library import KIND_WORDS

    en, zh = KIND_WORDS[kind]
    return f"{en} / {zh}"


# ------------------------------------------------------------------------------------------- actions


def _list(args: argparse.Namespace) -> int:
    from trainer.commands.results import open_store
    from trainer.training.library import list_library

    with open_store() as store:
        found = list_library(store, kind=args.kind, all_versions=args.all)
    if args.json:
        from trainer.commands._io import print_json

        print_json([version_json(v) for v in found], indent=1)
        return 0
    if not found:
        print("the library is empty / 資料庫沒有內容")
        return 0
    kinds = [_kind_both(v.kind) for v in found]
    ids = [_shown(v.item_id) for v in found]
    titles = [_shown(f"{v.title_en} / {v.title_zh}" if v.title_en or v.title_zh else "") for v in found]
    kw, iw, tw = (max(_width(h), *map(_width, col)) for h, col in (("kind", kinds), ("id", ids), ("title", titles)))
    when = f"published ({_zone()})"
    print(f"{_pad('kind', kw)}  {_pad('id', iw)}  version  {_pad('title', tw)}  {when}  by")
    for v, kind, item, title in zip(found, kinds, ids, titles, strict=True):
        line = (
            f"{_pad(kind, kw)}  {_pad(item, iw)}  {v.version:>7}  {_pad(title, tw)}  {_pad(_local(v.published), len(when))}"
            f"  {_shown(v.published_by)}"
        )
        if v.is_withdrawn:
            line += f"  (withdrawn {_local(v.withdrawn)} by {_shown(v.withdrawn_by or '')} / 已撤回)"
        print(line)
    return 0


def _read(path: Path) -> str:
    from trainer.training.inputs import InputError, decode, read_limited
    from trainer.training.library import MAX_TEXT_BYTES

    try:
        return decode(read_limited(path, MAX_TEXT_BYTES, "scenario or exam file"), str(path))
    except InputError as exc:
        raise UsageError(str(exc)) from None


def _publish(args: argparse.Namespace) -> int:
    from trainer.commands._credentials import check_credentials, credentials
    from trainer.commands.results import open_store
    from trainer.training.library import LibraryError, check_text, kind_of_text, publish

    texts = [(path, _read(path)) for path in args.files]  # the input first: one line if a file cannot be read
    kinds = [args.kind or kind_of_text(text) for _, text in texts]
    trainer, passphrase = credentials(args.trainer, "trainer library publish")
    done: list[Any] = []
    with open_store() as store:
        trainer = check_credentials(store, trainer, passphrase)
        # every scenario is checked before anything is stored; then the scenarios go first, so that an exam may
        # name a scenario published with it
        order = sorted(range(len(texts)), key=lambda n: kinds[n] == "exam")
        for n in order:
            if kinds[n] == "scenario":
                check_text(store, "scenario", texts[n][1], str(texts[n][0]))
        for n in order:
            path, text = texts[n]
            try:
                done.append(publish(store, kinds[n], text, trainer, name=str(path)))
            except LibraryError as exc:
                stored = ", ".join(f"{p.kind} {p.item_id} version {p.version}" for p in done if p.new)
                if stored:
                    raise LibraryError(*exc.lines, f"(published before this one: {stored})") from None
                raise
    if args.json:
        from trainer.commands._io import print_json

        print_json([{"kind": p.kind, "id": p.item_id, "version": p.version, "digest": p.digest, "new": p.new}
                    for p in done], indent=1)  # fmt: skip
        return 0
    for p in done:
        if p.new:
            print(f"published {p.kind} {_shown(p.item_id)} version {p.version} ({p.digest[:19]}…) / 已發佈")
        else:
            print(
                f"{p.kind} {_shown(p.item_id)}: version {p.version} has this very text already; nothing stored / "
                "內容未變，未另存新版本"
            )
    return 0


def _withdraw(args: argparse.Namespace) -> int:
    from trainer.commands._credentials import check_credentials, credentials
    from trainer.commands.results import open_store
    from trainer.training.library import withdraw

    trainer, passphrase = credentials(args.trainer, "trainer library withdraw")
    with open_store() as store:
        trainer = check_credentials(store, trainer, passphrase)
        v = withdraw(store, args.id, args.version, trainer, kind=args.kind)
    print(
        f"{v.kind} {_shown(v.item_id)} version {v.version} withdrawn by {_shown(trainer)}: no new work uses it; it is "
        "kept for the attempts that used it / 已撤回"
    )
    return 0


def _show(args: argparse.Namespace) -> int:
    from trainer.commands.results import open_store
    from trainer.training.library import get

    with open_store() as store:
        found = get(store, args.id, args.version, kind=args.kind)
    if args.json:
        from trainer.commands._io import print_json

        print_json({**version_json(found.version), "text": found.text}, indent=1)
        return 0
    print(found.text, end="" if found.text.endswith("\n") else "\n")
    return 0


def run(args: argparse.Namespace) -> int:
    from trainer.training.library import LibraryError
    from trainer.training.store import StoreError

    action = {"list": _list, "publish": _publish, "withdraw": _withdraw, "show": _show}[args.action]
    try:
        return action(args)
    except LibraryError as exc:  # the validator's problems (one line each), a withdrawn version, an unknown id
        raise UsageError(*(exc.lines or (str(exc),))) from None
    except StoreError as exc:  # a refusal of the store (on a server: a PC's role may not write)
        raise UsageError(str(exc)) from None

"""``trainer store init-server|migrate|use|where``: the results on a PostgreSQL server (docs/exams.md, "A server").

``init-server URL`` creates the schema, the server's functions and three database roles on the server: the role of
the training PCs (``fortune3_trainee``: starts, records and ends its own attempts only through the server's
functions, which stamp the times; writes no table; never reads the seal key), the trainers' role
(``fortune3_trainer``: reads everything, opens and signs off sittings) and ``fortune3_owner`` (no login: owns the
functions); ``--trainee-login`` and ``--trainer-login`` make logins members of them (password from
``TRAINER_DB_PASSWORD`` when set). Run it as the database's owner; run it again after an upgrade of the trainer.

``migrate --to URL`` copies the SQLite store of the data folder to an empty server database, seals and all (the
installation key moves into the server's key table), and checks the copy: every table's row count, every seal
and link of the ledger, and the ledger head. Exit 1 when the copy differs.

``use URL`` is this PC's setting (``results-server.url`` in the data folder): every command and the app keep the
results on that server from now on (``--local``: the file in the data folder again).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from typing import Any

from trainer.cli import UsageError

HELP = "keep the results on a PostgreSQL server: set one up (roles and grants), copy a store there"

COPIED = (
    "trainers", "sittings", "sitting_candidates", "sitting_pcs", "attempts", "attempt_items", "actions", "ledger",
    "sign_in_failures", "learner_models",
    "library", "trainees", "trainee_groups", "group_members", "assignments", "practice_rounds",
)  # fmt: skip
"""The tables copied by ``migrate``, in an order that keeps every reference valid (the library's versions of an id
in order: the server takes each as the next one)."""
IDENTITIES = ("sittings", "attempts", "attempt_items", "actions", "ledger", "assignments", "practice_rounds")
_ORDER = {
    "trainers": "name", "sign_in_failures": "name", "learner_models": "trainee", "ledger": "seq",
    "sitting_candidates": "sitting_id, name", "sitting_pcs": "sitting_id, login",
    "library": "kind, item_id, version", "trainees": "name", "trainee_groups": "name",
    "group_members": "group_name, trainee",
}  # fmt: skip


def _key(table: str) -> str:
    """The column a copied table is read in the order of (its whole-number key for the tables of years)."""
    return _ORDER.get(table, "id")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True, parser_class=type(parser))
    init = sub.add_parser("init-server", help="create the schema, the sealing functions and the two roles")
    init.add_argument("url", metavar="URL", help="postgresql://owner@host:port/database")
    init.add_argument(
        "--trainee-login", action="append", default=[], metavar="LOGIN", help="a training PC's login (repeatable)"
    )
    init.add_argument(
        "--trainer-login", action="append", default=[], metavar="LOGIN", help="a trainer's login (repeatable)"
    )
    migrate = sub.add_parser("migrate", help="copy the SQLite store of the data folder to a server, then check it")
    migrate.add_argument("--to", required=True, metavar="URL", help="postgresql://owner@host:port/database")
    sub.add_parser("where", help="say where the results are kept")
    use = sub.add_parser("use", help="this PC's setting: keep the results on a server from now on, or locally again")
    use.add_argument("url", nargs="?", metavar="URL", help="postgresql://login@host:port/database")
    use.add_argument("--local", action="store_true", help="the SQLite file in the data folder again")


def run(args: argparse.Namespace) -> int:
    if args.action == "init-server":
        return _init_server(args.url, args.trainee_login, args.trainer_login)
    if args.action == "migrate":
        return _migrate(args.to)
    if args.action == "use":
        return _use(args.url, args.local)
    return _where()


def _server(url: str) -> Any:
    from trainer.training.store import ResultsStore, StoreError
    from trainer.training.store_backend import store_url
    from trainer.training.url_password import hide_passwords

    try:
        checked = store_url(url)
        if checked is None:
            raise ValueError("URL: empty; give postgresql://user@host:port/database")
        return ResultsStore.open(url=checked)
    except (StoreError, ValueError) as exc:  # libpq may echo a part of the URL: never its password (issue 31)
        raise UsageError(hide_passwords(str(exc), url)) from None


def _where() -> int:
    from trainer.commands.results import open_store
    from trainer.engine.errors import printable

    with open_store() as store:
        kind = "PostgreSQL server" if store.server else "SQLite file"
        print(f"{kind}: {printable(str(store.path))}")  # the URL without its password (shown_url)
        print(f"ledger anchor on this PC: {printable(str(store.anchor_path))}")
    return 0


def _use(url: str | None, local: bool) -> int:
    """Write (or remove) the data folder's setting file, after checking the server can be opened with it."""
    from trainer.training.store import data_dir
    from trainer.training.store_backend import SETTING_NAME
    from trainer.training.store_setting import SettingError, use_store

    if local == (url is not None):
        raise UsageError("trainer store use: give the server's URL, or --local for the file in the data folder")
    setting = data_dir() / SETTING_NAME
    try:
        shown = use_store(data_dir(), None if local else url)
    except SettingError as exc:
        raise UsageError(f"trainer store use: {exc}") from None
    if local:
        print(f"results kept in the data folder's file from now on ({setting} removed)")
    else:
        print(f"results kept on {shown} from now on (setting {setting}; TRAINER_STORE or --store still win)")
    return 0


def _init_server(url: str, trainee_logins: list[str], trainer_logins: list[str]) -> int:
    from trainer.training.store import SCHEMA_VERSION, StoreError, _database_problem
    from trainer.training.store_backend import DB_ERRORS, SCHEMA_LOCK, TRAINEE_ROLE, TRAINER_ROLE, BackendError
    from trainer.training.store_server import OWNER_ROLE

    with _server(url) as store:
        backend = store._backend
        try:
            with store._transaction() as conn:
                backend.lock(conn, SCHEMA_LOCK)
                backend.install_server_objects(conn)
                backend.grant_roles(conn, trainee_logins, trainer_logins)
        except BackendError as exc:
            raise UsageError(f"{_database_problem(store.path, exc)}; nothing changed") from None
        except (*DB_ERRORS, StoreError) as exc:
            raise UsageError(f"{store.path}: {exc}; nothing changed") from None
        print(f"{store.path}: schema version {SCHEMA_VERSION} ready, results sealed by the server's functions")
        print(
            f"  {TRAINEE_ROLE}: training PCs start, record and end their own attempts through the server's functions "
            "(server times); write no table, cannot read the key"
        )
        print(f"  {TRAINER_ROLE}: trainers and administrators (open and sign off sittings)")
        print(f"  {OWNER_ROLE}: no login; owns the server's functions")
        for login in trainee_logins:
            print(f"  login {login}: member of {TRAINEE_ROLE}")
        for login in trainer_logins:
            print(f"  login {login}: member of {TRAINER_ROLE}")
    return 0


PAGE = 5000
"""Rows read (and copied) at a time by ``migrate``: a store of years never sits whole in memory."""


def _pages(conn: Any, table: str, columns: list[str]) -> Iterator[list[tuple[Any, ...]]]:
    """The table's rows in key order, a page at a time (the tables of years by their whole-number key; the small
    ones keyed by a name in one page)."""
    names = ", ".join(columns)
    if table not in IDENTITIES:
        rows = [tuple(r) for r in conn.execute(f"SELECT {names} FROM {table} ORDER BY {_key(table)}").fetchall()]
        if rows:
            yield rows
        return
    key = _key(table)
    at, last = columns.index(key), -(2**62)
    while True:
        page = [
            tuple(r)
            for r in conn.execute(
                f"SELECT {names} FROM {table} WHERE {key} > ? ORDER BY {key} LIMIT {PAGE}", (last,)
            ).fetchall()
        ]
        if page:
            yield page
        if len(page) < PAGE:
            return
        last = page[-1][at]


def _compare(source: Any, copy: Any, table: str, columns: list[str]) -> tuple[int, str | None]:
    """How many rows the store's table holds, and what differs in the copy's (None: the same rows)."""
    import itertools

    mine = (row for page in _pages(source, table, columns) for row in page)
    theirs = (row for page in _pages(copy, table, columns) for row in page)
    held = copied = 0
    same = True
    for a, b in itertools.zip_longest(mine, theirs):
        held += a is not None
        copied += b is not None
        same = same and a == b
    if held != copied:
        return held, f"{table}: {copied} rows copied of {held}"
    return held, None if same else f"{table}: the copied rows differ from the store's"


def _migrate(url: str) -> int:
    from trainer.training.store import ResultsStore, StoreError, data_dir

    try:
        source = ResultsStore(data_dir(), url=None)
    except StoreError as exc:
        raise UsageError(str(exc)) from None
    with source:
        # One snapshot of the store for the verify, the copy and the check (WAL: its writers may go on meanwhile).
        source._backend.begin_snapshot(source._conn)
        try:
            return _copy_checked(source, url)
        finally:
            if source._conn.in_transaction:  # (nothing was written: the snapshot ends)
                source._conn.execute("ROLLBACK")


def _copy_checked(source: Any, url: str) -> int:
    """Copy the store ``source`` (read in its snapshot) to the empty server database of ``url``, a page at a time
    with COPY, then check the copy on a fresh connection: row for row, its ledger head and every seal."""
    from trainer.training.store import _database_problem
    from trainer.training.store_backend import DB_ERRORS, SCHEMA_LOCK, PgConnection

    report = source.verify()
    if not report.ok:
        for problem in report.problems:
            print(f"{source.path}: {problem}", file=sys.stderr)
        raise UsageError(f"{source.path}: the store has problems (above): fix them before copying; nothing copied")
    sconn = source._conn
    columns = {
        t: [str(r[1]) for r in sconn.execute(f"PRAGMA table_info({t})").fetchall()] for t in (*COPIED, "installation")
    }
    installation = sconn.execute("SELECT installation_id, created, key_id FROM installation WHERE id = 1").fetchone()
    key = source._keyed()
    head = sconn.execute("SELECT seq, chain FROM ledger ORDER BY seq DESC LIMIT 1").fetchone()
    with _server(url) as target:
        try:
            with target._transaction() as conn:
                target._backend.lock(conn, SCHEMA_LOCK)
                for table in COPIED:
                    if conn.execute(f"SELECT 1 FROM {table} LIMIT 1").fetchone() is not None:
                        raise UsageError(
                            f"{target.path}: the server already holds results ({table}); copy only to an empty "
                            "database; nothing copied"
                        )
                conn.execute("UPDATE seal_key SET key = ? WHERE id = 1", (key,))
                conn.execute(
                    "UPDATE installation SET installation_id = ?, created = ?, key_id = ? WHERE id = 1",
                    tuple(installation),
                )
                assert isinstance(conn, PgConnection)
                for table in COPIED:
                    for page in _pages(sconn, table, columns[table]):
                        conn.copy_rows(table, columns[table], page)
                for table in IDENTITIES:
                    column = _key(table)
                    conn.execute(
                        f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'), "
                        f"COALESCE((SELECT MAX({column}) FROM {table}), 0) + 1, false)"
                    )
        except DB_ERRORS as exc:
            raise UsageError(f"{_database_problem(target.path, exc)}; nothing copied") from None
    with _server(url) as copy:
        copy._installation_id = str(installation[0])
        problems, counts = [], {}
        for table in COPIED:
            counts[table], differs = _compare(sconn, copy._conn, table, columns[table])
            if differs:
                problems.append(differs)
        copied_head = copy._conn.execute("SELECT seq, chain FROM ledger ORDER BY seq DESC LIMIT 1").fetchone()
        if (tuple(copied_head) if copied_head else None) != (tuple(head) if head else None):
            problems.append(f"ledger head: {copied_head and tuple(copied_head)} on the server, {head} in the store")
        entries = copy._conn.execute("SELECT seq, chain, attempt_id FROM ledger ORDER BY seq").fetchall()
        copy._anchor_write([(int(q), str(c), "account" if int(a) == 0 else "attempt") for q, c, a in entries], True)
        check = copy.verify()
        problems.extend(str(p) for p in check.problems)
        if problems:
            for line in problems:
                print(f"{copy.path}: {line}", file=sys.stderr)
            print(f"{copy.path}: the copy differs from {source.path} (above)", file=sys.stderr)
            return 1
        listed = ", ".join(f"{counts[t]} {t}" for t in COPIED)
        print(f"copied {source.path} to {copy.path}: {listed}; every seal checks, ledger head {head and head[0]}")
        print(f"from now on: TRAINER_STORE={copy.path} (or --store URL) on every PC")
    return 0

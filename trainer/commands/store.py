"""``trainer store init-server|migrate|use|where``: the results on a PostgreSQL server (docs/exams.md, "A server").

``init-server URL`` creates the schema, the sealing functions and two database roles on the server: the role of
the training PCs (``fortune3_trainee``: records attempts and reads them, never changes a sealed one, never reads
the seal key) and the trainers' role (``fortune3_trainer``); ``--trainee-login`` and ``--trainer-login`` make
logins members of them (password from ``TRAINER_DB_PASSWORD`` when set). Run it as the database's owner.

``migrate --to URL`` copies the SQLite store of the data folder to an empty server database, seals and all (the
installation key moves into the server's key table), and checks the copy: every table's row count, every seal
and link of the ledger, and the ledger head. Exit 1 when the copy differs.

``use URL`` is this PC's setting (``results-server.url`` in the data folder): every command and the app keep the
results on that server from now on (``--local``: the file in the data folder again).
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from trainer.cli import UsageError

HELP = "keep the results on a PostgreSQL server: set one up (roles and grants), copy a store there"

COPIED = ("trainers", "attempts", "attempt_items", "actions", "ledger", "sign_in_failures", "learner_models")
"""The tables copied by ``migrate``, in an order that keeps every reference valid."""
IDENTITIES = ("attempts", "attempt_items", "actions", "ledger")
_ORDER = {"trainers": "name", "sign_in_failures": "name", "learner_models": "trainee", "ledger": "seq"}


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

    try:
        checked = store_url(url)
        if checked is None:
            raise ValueError("URL: empty; give postgresql://user@host:port/database")
        return ResultsStore.open(url=checked)
    except (StoreError, ValueError) as exc:
        raise UsageError(str(exc)) from None


def _where() -> int:
    from trainer.commands.results import open_store

    with open_store() as store:
        kind = "PostgreSQL server" if store.server else "SQLite file"
        print(f"{kind}: {store.path}")
        print(f"ledger anchor on this PC: {store.anchor_path}")
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
        print(f"  {TRAINEE_ROLE}: training PCs record attempts; cannot change or delete them, cannot read the key")
        print(f"  {TRAINER_ROLE}: trainers and administrators")
        for login in trainee_logins:
            print(f"  login {login}: member of {TRAINEE_ROLE}")
        for login in trainer_logins:
            print(f"  login {login}: member of {TRAINER_ROLE}")
    return 0


def _rows(conn: Any, table: str, columns: list[str]) -> list[tuple[Any, ...]]:
    order = _ORDER.get(table, "id")
    return [tuple(r) for r in conn.execute(f"SELECT {', '.join(columns)} FROM {table} ORDER BY {order}").fetchall()]


def _migrate(url: str) -> int:
    from trainer.training.store import ResultsStore, StoreError, _database_problem, data_dir
    from trainer.training.store_backend import DB_ERRORS, SCHEMA_LOCK

    try:
        source = ResultsStore(data_dir(), url=None)
    except StoreError as exc:
        raise UsageError(str(exc)) from None
    with source:
        report = source.verify()
        if not report.ok:
            for problem in report.problems:
                print(f"{source.path}: {problem}", file=sys.stderr)
            raise UsageError(f"{source.path}: the store has problems (above): fix them before copying; nothing copied")
        sconn = source._conn
        columns = {
            t: [str(r[1]) for r in sconn.execute(f"PRAGMA table_info({t})").fetchall()]
            for t in (*COPIED, "installation")
        }
        data = {t: _rows(sconn, t, columns[t]) for t in COPIED}
        installation = sconn.execute(
            "SELECT installation_id, created, key_id FROM installation WHERE id = 1"
        ).fetchone()
        key = source._keyed()
        head = sconn.execute("SELECT seq, chain FROM ledger ORDER BY seq DESC LIMIT 1").fetchone()
        with _server(url) as target:
            backend = target._backend
            try:
                with target._transaction() as conn:
                    backend.lock(conn, SCHEMA_LOCK)
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
                    for table in COPIED:
                        if data[table]:
                            names = columns[table]
                            marks = ", ".join("?" for _ in names)
                            conn.executemany(f"INSERT INTO {table} ({', '.join(names)}) VALUES ({marks})", data[table])
                    for table in IDENTITIES:
                        column = "seq" if table == "ledger" else "id"
                        conn.execute(
                            f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'), "
                            f"COALESCE((SELECT MAX({column}) FROM {table}), 0) + 1, false)"
                        )
            except DB_ERRORS as exc:
                raise UsageError(f"{_database_problem(target.path, exc)}; nothing copied") from None
        # The check, on a fresh connection: counts, every seal and link, the ledger head.
        with _server(url) as copy:
            copy._installation_id = str(installation[0])
            problems = []
            for table in COPIED:
                got = _rows(copy._conn, table, columns[table])
                if len(got) != len(data[table]):
                    problems.append(f"{table}: {len(got)} rows copied of {len(data[table])}")
                elif got != data[table]:
                    problems.append(f"{table}: the copied rows differ from the store's")
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
            counts = ", ".join(f"{len(data[t])} {t}" for t in COPIED)
            print(f"copied {source.path} to {copy.path}: {counts}; every seal checks, ledger head {head and head[0]}")
            print(f"from now on: TRAINER_STORE={copy.path} (or --store URL) on every PC")
    return 0

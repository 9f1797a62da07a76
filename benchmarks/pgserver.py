"""A real PostgreSQL server in a folder of its own, for the tests (tests/postgres.py: a temporary one per test
session) and the store benchmark (benchmarks/bench_store.py: a kept one, its data built once and reused).

``initdb`` + ``pg_ctl start`` in the folder, reached over a Unix socket in that folder (no TCP port), stopped at
the end. Debian's ``postgresql`` package provides the binaries (``make test`` installs it as root,
tools/sysdeps.sh). As root, ``initdb`` and ``pg_ctl`` refuse to run: they run as the ``postgres`` user
(``runuser``) in a folder it owns. Every failure is a :class:`ServerError` naming what failed (missing binaries:
with the command that installs them).
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import subprocess
import tempfile
import uuid
from pathlib import Path
from typing import Any

SUPERUSER = "fortune3_test"
INSTALL = "sudo apt-get install -y postgresql  (or run `make test` as root, which installs it)"
TEST_OPTIONS = "-c max_connections=80 -c shared_buffers=32MB"
"""The tests' server: small (many tests, tiny databases)."""


class ServerError(Exception):
    """The server could not be found, made, started or stopped."""


def server_binaries() -> Path | None:
    """The folder of ``initdb`` and ``pg_ctl``: ``$PG_BINDIR``, Debian's newest /usr/lib/postgresql/N/bin, or
    the PATH."""
    override = os.environ.get("PG_BINDIR", "").strip()
    if override and (Path(override) / "initdb").exists():
        return Path(override)
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[-3]))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def require_server_binaries() -> Path:
    """The server binaries' folder; :class:`ServerError` naming the install command when there are none."""
    bindir = server_binaries()
    if bindir is None:
        raise ServerError("the PostgreSQL server binaries (initdb, pg_ctl) are missing: " + INSTALL)
    return bindir


class PostgresServer:
    """A running server; :meth:`url` names a database on it as a login.

    ``folder``: where its data and socket live; None for a new temporary folder, removed by :meth:`stop`. A given
    folder is kept: a data folder already in it (from an earlier run) is started again, not made anew.
    ``options``: server settings (``-c name=value ...``) beside the socket and the durability settings (off:
    a test's or a benchmark's server, never one whose data matter)."""

    def __init__(self, bindir: Path, folder: Path | None = None, *, options: str = TEST_OPTIONS) -> None:
        self.bindir = bindir
        self.as_root = os.geteuid() == 0 if hasattr(os, "geteuid") else False
        self.temporary = folder is None
        self.folder = Path(tempfile.mkdtemp(prefix="f3-pg-")) if folder is None else folder
        self.folder.mkdir(parents=True, exist_ok=True)
        self.data = self.folder / "data"
        self.socket_dir = self.folder
        self.port = 5432
        if self.as_root:
            try:
                import pwd

                entry = pwd.getpwnam("postgres")
            except KeyError:
                raise ServerError(
                    "running as root but there is no `postgres` user to run the server as: " + INSTALL
                ) from None
            os.chown(self.folder, entry.pw_uid, entry.pw_gid)
        if not (self.data / "PG_VERSION").is_file():
            shutil.rmtree(self.data, ignore_errors=True)
            self._run("initdb", "-D", str(self.data), "-U", SUPERUSER, "-A", "trust", "-E", "UTF8", "--no-locale")
        elif self._running():  # left running by a run that was killed: start it afresh with these settings
            self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")
        settings = (
            f"-c listen_addresses='' -c unix_socket_directories={self.socket_dir} -c port={self.port} "
            f"-c fsync=off -c synchronous_commit=off -c full_page_writes=off {options}"
        )
        self._run(
            "pg_ctl", "-D", str(self.data), "-o", settings, "-l", str(self.folder / "log"), "-w", "-t", "120", "start"
        )

    def _command(self, tool: str, *args: str) -> list[str]:
        command = [str(self.bindir / tool), *args]
        return ["runuser", "-u", "postgres", "--", *command] if self.as_root else command

    def _running(self) -> bool:
        done = subprocess.run(
            self._command("pg_ctl", "-D", str(self.data), "status"), capture_output=True, timeout=60, check=False
        )
        return done.returncode == 0

    def _run(self, tool: str, *args: str) -> None:
        try:
            done = subprocess.run(self._command(tool, *args), capture_output=True, text=True, timeout=600, check=False)
        except (OSError, subprocess.SubprocessError) as exc:
            raise ServerError(f"{tool} could not run: {exc}") from None
        if done.returncode != 0:
            log = self.folder / "log"
            tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
            raise ServerError(f"{tool} failed ({done.returncode}): {done.stderr.strip()[-2000:]}\n{tail}")

    def url(self, database: str = "postgres", user: str = SUPERUSER) -> str:
        return f"postgresql://{user}@/{database}?host={self.socket_dir}&port={self.port}"

    def create_database(self, prefix: str = "t", name: str | None = None) -> str:
        """A new, empty database (``name``, or a new unique one); returns its name."""
        import psycopg

        name = f"{prefix}_{uuid.uuid4().hex[:12]}" if name is None else name
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return name

    def drop_database(self, name: str) -> None:
        import psycopg

        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}"')

    def sql(
        self, database: str, statement: str, params: tuple[object, ...] = (), *, user: str = SUPERUSER
    ) -> list[Any]:
        """Run one statement as ``user`` (the superuser by default); its rows (empty when it returns none)."""
        import psycopg

        with psycopg.connect(self.url(database, user), autocommit=True) as conn:
            cur = conn.execute(statement, params or None)
            return cur.fetchall() if cur.description else []

    def stop(self) -> None:
        """Stop the server (a temporary one: and remove its folder)."""
        with contextlib.suppress(ServerError):
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate" if self.temporary else "fast", "-w", "stop")
        if self.temporary:
            shutil.rmtree(self.folder, ignore_errors=True)

"""A real PostgreSQL server for the tests: ``initdb`` + ``pg_ctl start`` in a temporary folder, one per test
session, reached over a Unix socket in that folder (no TCP port), stopped at the end.

Debian's ``postgresql`` package provides the binaries (``make test`` installs it as root, tools/sysdeps.sh). As
root, ``initdb`` and ``pg_ctl`` refuse to run: they run as the ``postgres`` user (``runuser``) in a folder it owns.
Missing binaries fail the tests that need the server with the command that installs them (never a silent skip).
"""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

SUPERUSER = "fortune3_test"
INSTALL = "sudo apt-get install -y postgresql  (or run `make test` as root, which installs it)"


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


class PostgresServer:
    """A running server; :meth:`url` names a database on it as a login."""

    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        self.as_root = os.geteuid() == 0 if hasattr(os, "geteuid") else False
        self.folder = Path(tempfile.mkdtemp(prefix="f3-pg-"))
        self.data = self.folder / "data"
        self.socket_dir = self.folder
        self.port = 5432
        if self.as_root:
            try:
                import pwd

                entry = pwd.getpwnam("postgres")
            except KeyError:
                pytest.fail("running as root but there is no `postgres` user to run the server as: " + INSTALL)
            os.chown(self.folder, entry.pw_uid, entry.pw_gid)
        self._run("initdb", "-D", str(self.data), "-U", SUPERUSER, "-A", "trust", "-E", "UTF8", "--no-locale")
        options = (
            f"-c listen_addresses='' -c unix_socket_directories={self.socket_dir} -c port={self.port} "
            "-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=80 "
            "-c shared_buffers=32MB"
        )
        self._run(
            "pg_ctl", "-D", str(self.data), "-o", options, "-l", str(self.folder / "log"), "-w", "-t", "60", "start"
        )

    def _run(self, tool: str, *args: str) -> None:
        command = [str(self.bindir / tool), *args]
        if self.as_root:
            command = ["runuser", "-u", "postgres", "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
        if done.returncode != 0:
            log = self.folder / "log"
            tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
            pytest.fail(f"{tool} failed ({done.returncode}): {done.stderr.strip()[-2000:]}\n{tail}")

    def url(self, database: str = "postgres", user: str = SUPERUSER) -> str:
        return f"postgresql://{user}@/{database}?host={self.socket_dir}&port={self.port}"

    def create_database(self, prefix: str = "t") -> str:
        """A new, empty database; returns its name."""
        import psycopg

        name = f"{prefix}_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return name

    def sql(self, database: str, statement: str, params: tuple[object, ...] = (), *, user: str = SUPERUSER) -> list:
        """Run one statement as ``user`` (the superuser by default); its rows (empty when it returns none)."""
        import psycopg

        with psycopg.connect(self.url(database, user), autocommit=True) as conn:
            cur = conn.execute(statement, params or None)
            return cur.fetchall() if cur.description else []

    def stop(self) -> None:
        with contextlib.suppress(Exception):
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.folder, ignore_errors=True)


def require_server_binaries() -> Path:
    """The server binaries' folder; a test failure naming the install command when there are none."""
    bindir = server_binaries()
    if bindir is None:
        pytest.fail("the PostgreSQL server binaries (initdb, pg_ctl) are missing: " + INSTALL)
    return bindir


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """One PostgreSQL server for the whole test session."""
    server = PostgresServer(require_server_binaries())
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def postgres_url(postgres_server: PostgresServer) -> str:
    """A fresh database on the session's server, as its superuser."""
    return postgres_server.url(postgres_server.create_database())

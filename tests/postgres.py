"""A real PostgreSQL server for the tests: one per test session in a temporary folder, reached over a Unix
socket in that folder (no TCP port), stopped at the end (benchmarks/pgserver.py starts it; the store benchmark
starts its own the same way). Missing binaries fail the tests that need the server with the command that
installs them (never a silent skip).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from benchmarks.pgserver import INSTALL, SUPERUSER, PostgresServer, ServerError, server_binaries

__all__ = ["INSTALL", "SUPERUSER", "PostgresServer", "postgres_server", "postgres_url", "require_server_binaries"]


def require_server_binaries() -> Path:
    """The server binaries' folder; a test failure naming the install command when there are none."""
    bindir = server_binaries()
    if bindir is None:
        pytest.fail("the PostgreSQL server binaries (initdb, pg_ctl) are missing: " + INSTALL)
    return bindir


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """One PostgreSQL server for the whole test session."""
    try:
        server = PostgresServer(require_server_binaries())
    except ServerError as exc:
        pytest.fail(str(exc))
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def postgres_url(postgres_server: PostgresServer) -> str:
    """A fresh database on the session's server, as its superuser."""
    return postgres_server.url(postgres_server.create_database())

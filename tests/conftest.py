"""Test set-up: Qt runs offscreen (no display in CI); Qt warnings fail tests (pytest-qt, see pyproject)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TRAINER_ANIMATION_MS", "0")
os.environ.setdefault("TRAINER_DEBUG", "1")  # an unexpected exception in a command is a test failure, not one line

import logging

import pytest


@pytest.fixture(autouse=True)
def _engine_faults_fail_tests(request: pytest.FixtureRequest, caplog: pytest.LogCaptureFixture):
    """The table logs an engine fault instead of crashing in the trainee's face; in the tests such a fault is a
    failure, never a line nobody reads. A test that provokes one on purpose marks itself ``engine_fault``."""
    caplog.set_level(logging.ERROR, logger="trainer")
    yield
    if request.node.get_closest_marker("engine_fault"):
        return
    faults = [r for r in caplog.get_records("call") if r.name.startswith("trainer") and r.levelno >= logging.ERROR]
    assert not faults, "engine fault logged: " + "; ".join(r.getMessage() for r in faults)


os.environ.pop("TRAINER_STORE", None)  # the tests' stores are their own: never a server named outside them

from tests.postgres import postgres_server, postgres_url  # noqa: E402,F401 - fixtures: a real PostgreSQL server

"""The results store: exam attempts in SQLite, every action written as it happens, finished attempts sealed.

Where: ``platformdirs.user_data_dir("fortune3-trainer")``, or the directory named by ``TRAINER_DATA_DIR``.
Two files live there:

- ``results.sqlite3`` — the database, in WAL mode with ``synchronous=FULL``. Each action is INSERTed and
  committed by :meth:`ResultsStore.record_action` before it returns, so killing the process (even SIGKILL)
  loses nothing that was recorded.
- ``installation.key`` — 32 random bytes (``secrets.token_bytes``), created on first use with 0600
  permissions. It keys the HMAC-SHA256 seal of every finished attempt. It is kept **outside** the
  database on purpose: someone who edits the database alone (a DB browser, ``sqlite3``) cannot compute a
  valid seal for the changed record, so ``trainer results verify`` names the attempt. The database keeps only
  a key id (an HMAC of a fixed label) so that a swapped or lost key file is reported as such rather than as
  "every record changed".
  Someone who can read the key file *and* write the database can still forge a record; protecting against
  that needs the key off the machine, which is out of scope (back the key file up with the database).
- ``ledger.anchor`` — one JSON line per ledger entry, appended after it is committed (and the same lines in
  ``$TRAINER_ANCHOR_COPY/fortune3-trainer-<installation>.anchor`` when that folder is given). ``verify`` checks
  that the database still holds every entry the anchors recorded: a store rolled back to an older copy, replaced
  wholesale, or with entries deleted from the end of its ledger is named (docs/exams.md, "Who can forge what").

Trainer accounts are sealed into the same ledger (``attempt_id`` 0, ``exam_id`` ``account``) whenever one is added
or its passphrase changes, so deleting or editing one is found by ``verify`` and a store whose accounts are gone is
never taken for a first start. Passphrases are checked with scrypt at the parameters fixed in this module only,
with a lockout after :data:`LOCKOUT_AFTER` wrong ones in a row. Every attempt records how it was entered
(``source`` ``app`` or ``cli``) and by whom (``entered_by``), sealed with it.

On a PostgreSQL server instead (``$TRAINER_STORE`` or ``--store URL``; :mod:`trainer.training.store_backend`)
the same tables and seals live on the server: the key in a table only the trainers' role reads, attempts sealed
and ledger links appended by the server's functions, and the data folder keeps only this PC's ledger anchor
(``ledger-<server>.anchor``).

Attempt statuses: ``in_progress`` (being taken), ``interrupted`` (its process died — found when a store
is opened), ``finished``, ``timed_out`` (ended by the clock, graded) and ``closed`` (an interrupted attempt
closed by a trainer, not graded). The last three are sealed.

No Qt here; grading is injected into :meth:`ResultsStore.verify` as a callable, so this module depends on
nothing else in the trainer.
"""

from __future__ import annotations

import contextlib
import csv
import functools
import hashlib
import hmac
import itertools
import json
import os
import secrets
import socket
import sqlite3
import stat
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from enum import StrEnum
from json.encoder import encode_basestring as _encode_text
from pathlib import Path
from typing import IO, Any, Concatenate, ParamSpec, TypeVar

from trainer.training.error_names import error_words
from trainer.training.inputs import (
    MAX_ANCHOR_BYTES,
    MAX_KEY_BYTES,
    MAX_STORED_JSON,
    MAX_VERIFIED_BYTES,
    InputError,
    TooLarge,
    bounded,
    bounded_texts,
    check_name,
    loads_json,
    open_without_waiting,
    read_limited,
    size_words,
)
from trainer.training.library_server import LIBRARY_MIGRATION, LIBRARY_TABLES
from trainer.training.private_files import make_private_folder, write_private
from trainer.training.seals import SealState, seal_both, seal_words
from trainer.training.sitting_admission import SITTING, Refused, admit, sitting_document
from trainer.training.store_backend import (
    DB_ERRORS,
    LEDGER_LOCK,
    SCHEMA_LOCK,
    WRITE_ERRORS,
    BackendError,
    Connection,
    PgBackend,
    SqliteBackend,
    backend_for,
    store_url,
)
from trainer.training.store_server import CLOSED_BY_CLOCK, GRACE_SECONDS, LEDGER_BUSY, REFUSED

APP_NAME = "fortune3-trainer"
DB_NAME = "results.sqlite3"
KEY_NAME = "installation.key"
ANCHOR_NAME = "ledger.anchor"
VERIFIED_NAME = "ledger.verified"
"""Beside the anchor: how far the ledger was when a verify last found everything in order (keyed with the
installation key, so it cannot be moved forward by hand); :meth:`ResultsStore.verify_since_last` starts there."""
ENV_DATA_DIR = "TRAINER_DATA_DIR"
ENV_ANCHOR_COPY = "TRAINER_ANCHOR_COPY"
SEAL_FORMAT = 2
"""Seal format of attempts that record who entered them (``source``, ``entered_by``). Attempts sealed before
(format 1, no such fields) keep their seal and read as source unknown."""
VERIFY_PAGE = 200
"""Attempts whose seals :meth:`ResultsStore.verify` checks together (:meth:`ResultsStore._fast_seals`)."""
_IDS_PER_QUERY = 500
"""At most this many numbers in one ``IN (...)`` of a query (SQLite's limit on a statement's values is far above)."""
PARALLEL_FROM = 5000
"""From this many attempts a SQLite store's seals are checked by :data:`PARALLEL_WORKERS` worker processes."""
PARALLEL_WORKERS = 2
PARALLEL_PAGES = 10
"""Pages of :data:`VERIFY_PAGE` attempts a worker process checks at a time."""

# scrypt parameters, FIXED in code. The row keeps them only so that verify can name a row that differs: a
# passphrase is only ever checked with these, never with parameters read from the database (a row planted
# with weaker ones is refused).
SCRYPT_N = 2**14
SCRYPT_R = 8
SCRYPT_P = 1
SCRYPT_DKLEN = 32

# Sign-in lockout: after LOCKOUT_AFTER wrong passphrases in a row, each further try must wait
# LOCKOUT_SECONDS * 2**(failures - LOCKOUT_AFTER), at most LOCKOUT_MAX_SECONDS (recorded in the store).
LOCKOUT_AFTER = 5
LOCKOUT_SECONDS = 30.0
LOCKOUT_MAX_SECONDS = 3600.0

SOURCES = ("app", "cli")
"""How an attempt was entered: taken in the app (entered by the trainee) or typed in with ``trainer exam
submit`` by a signed-in trainer."""

ACCOUNT = "account"
"""The ``exam_id`` of a ledger entry that seals a trainer account (its ``attempt_id`` is 0)."""


class StoreError(Exception):
    """The store cannot do what was asked (unknown attempt, wrong status, unreadable key file ...). ``refusal``: when
    the store (or the server's function) refused an attempt for a reason a person acts on -- a sitting not open, a
    name not listed, the time up -- that reason as data (``code`` and what it names), which
    :func:`trainer.training.refusals.refusal_words` words in either language."""

    def __init__(self, message: str, refusal: Mapping[str, Any] | None = None) -> None:
        super().__init__(message)
        self.refusal = dict(refusal) if refusal else None


class Standing(StrEnum):
    """What an attempt counts for (issue 31): only one taken in a sitting a trainer signed off is official."""

    OFFICIAL = "official"
    PROVISIONAL = "provisional"
    UNOFFICIAL = "unofficial"


_STANDING_WORDS = {
    Standing.OFFICIAL: ("official", "正式"),
    Standing.PROVISIONAL: ("provisional (sitting not signed off yet)", "暫定（考場尚未簽核）"),
    Standing.UNOFFICIAL: ("unofficial (practice)", "非正式（練習）"),
}


def standing_words(standing: Standing, language: str = "en") -> str:
    """An attempt's standing in plain words, in ``en`` or ``zh-Hant``."""
    en, zh = _STANDING_WORDS[standing]
    return zh if language == "zh-Hant" else en


class Status(StrEnum):
    IN_PROGRESS = "in_progress"
    INTERRUPTED = "interrupted"
    FINISHED = "finished"
    TIMED_OUT = "timed_out"
    CLOSED = "closed"


SEALED = frozenset({Status.FINISHED, Status.TIMED_OUT, Status.CLOSED})
UNFINISHED = frozenset({Status.IN_PROGRESS, Status.INTERRUPTED})


# --------------------------------------------------------------------------------------------------- helpers


def data_dir() -> Path:
    """The directory of the store: ``$TRAINER_DATA_DIR`` if set (and not empty), else the user data dir."""
    override = os.environ.get(ENV_DATA_DIR, "").strip()
    if override:
        return Path(override).expanduser()
    import platformdirs  # imported here: only needed when no override is given

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def canonical_json(value: Any) -> str:
    """The one JSON text of a value: sorted keys, no spaces, UTF-8 characters kept."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def iso(moment: datetime | None = None) -> str:
    """An ISO-8601 UTC time with microseconds (fixed width, so text order is time order)."""
    moment = datetime.now(UTC) if moment is None else moment
    if moment.tzinfo is None:
        raise StoreError(f"time {moment.isoformat()} has no time zone")
    try:
        return moment.astimezone(UTC).isoformat(timespec="microseconds")
    except OverflowError:
        raise StoreError(f"time {moment.isoformat()} is outside the years 1..9999 in UTC") from None


def parse_iso(text: str) -> datetime:
    return datetime.fromisoformat(text)


def _boot_id() -> str:
    """An id of the current boot (Linux); empty where the platform has none (then only the pid counts)."""
    try:
        return Path("/proc/sys/kernel/random/boot_id").read_text(encoding="ascii").strip()
    except OSError:
        return ""


def pid_alive(pid: int) -> bool:
    """Whether a process with this id exists (never signals it)."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        import ctypes

        kernel32 = ctypes.windll.kernel32
        handle = kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        try:
            code = ctypes.c_ulong()
            if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
                return False
            return code.value == 259  # STILL_ACTIVE
        finally:
            kernel32.CloseHandle(handle)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # exists, owned by someone else
    except OSError:
        return False
    return True


# --------------------------------------------------------------------------------------------------- records


@dataclass(frozen=True)
class ActionRow:
    index: int
    action: dict[str, Any]
    timestamp: str


@dataclass(frozen=True, slots=True)
class GradedItem:
    """One scenario of a graded attempt as an item analysis reads it: its place, its scenario, and its grade's
    ``score``, ``passed`` and ``errors`` (an empty mapping for an item not graded, None for no grade)."""

    order: int
    scenario_id: str
    grade: dict[str, Any] | None


@dataclass(frozen=True)
class AttemptItem:
    """One scenario of an attempt, with its full action log (what a re-grader needs)."""

    id: int
    attempt_id: int
    order: int
    scenario_id: str
    scenario_digest: str
    started: str
    finished: str | None
    grade: dict[str, Any] | None
    actions: tuple[ActionRow, ...] = ()

    @property
    def log(self) -> list[dict[str, Any]]:
        """The action log as the grader takes it: the actions in order."""
        return [row.action for row in self.actions]


@dataclass(frozen=True)
class AttemptRow:
    """An attempt's own fields (no items), as listed and exported."""

    id: int
    trainee: str
    exam_id: str
    exam_version: str
    exam_digest: str
    seed: int | None
    started: str
    finished: str | None
    status: Status
    score: int | None
    passed: bool | None
    grade: dict[str, Any] | None
    closed_by: str | None
    seal: str | None
    source: str | None = None
    """``app``, ``cli``, or None for attempts recorded before sources were recorded (unknown)."""
    entered_by: str | None = None
    sitting_id: int | None = None
    """The sitting the attempt was taken in (None: taken outside any sitting, practice)."""
    standing: Standing = Standing.UNOFFICIAL
    """Official (in a sitting a trainer signed off), provisional (in a sitting not signed off yet) or unofficial
    (outside any sitting: practice, whatever its score)."""
    deadline: str | None = None
    """When the attempt's time is up by the store's clock (start + the sitting's limit); None without one."""
    seal_state: SealState = SealState.UNCHECKED
    """The seal as checked against the record when the row was read (:meth:`ResultsStore.attempts_page` and the
    other readers of results for people); ``UNCHECKED`` on a row read without the check."""

    @property
    def seal_broken(self) -> bool:
        """The record was changed after it was sealed: its score and pass are not valid."""
        return self.seal_state is SealState.BROKEN

    @property
    def valid_score(self) -> int | None:
        """The score as it may be presented: None when the seal is broken."""
        return None if self.seal_broken else self.score

    @property
    def valid_passed(self) -> bool | None:
        """The pass as it may be presented (and counted in a pass rate): None when the seal is broken."""
        return None if self.seal_broken else self.passed

    def to_json(self) -> dict[str, Any]:
        broken = {"stored_score": self.score, "stored_passed": self.passed} if self.seal_broken else {}
        return {
            "id": self.id,
            "trainee": self.trainee,
            "exam": self.exam_id,
            "exam_version": self.exam_version,
            "exam_digest": self.exam_digest,
            "seed": self.seed,
            "started": self.started,
            "finished": self.finished,
            "status": str(self.status),
            "score": self.valid_score,
            "passed": self.valid_passed,
            "closed_by": self.closed_by,
            "source": self.source,
            "entered_by": self.entered_by,
            "sitting": self.sitting_id,
            "standing": str(self.standing),
            "standing_words": {
                "en": standing_words(self.standing, "en"),
                "zh-Hant": standing_words(self.standing, "zh-Hant"),
            },
            "sealed": self.seal_state is SealState.SEALED,
            "seal_state": str(self.seal_state),
            "seal_words": {"en": seal_words(self.seal_state, "en"), "zh-Hant": seal_words(self.seal_state, "zh-Hant")},
            **broken,
        }


@dataclass(frozen=True)
class AttemptRecord:
    """An attempt with all its items and their action logs."""

    attempt: AttemptRow
    items: tuple[AttemptItem, ...]

    def to_json(self) -> dict[str, Any]:
        data = self.attempt.to_json()
        data["grade"] = self.attempt.grade
        data["seal"] = self.attempt.seal
        data["items"] = [
            {
                "order": item.order,
                "scenario": item.scenario_id,
                "scenario_digest": item.scenario_digest,
                "started": item.started,
                "finished": item.finished,
                "grade": item.grade,
                "actions": len(item.actions),
            }
            for item in self.items
        ]
        return data


@dataclass(frozen=True)
class HistoryPoint:
    """One point of a trainee's history chart."""

    attempt_id: int
    date: str
    exam_id: str
    score: int | None
    passed: bool | None
    status: Status
    seal_state: SealState = SealState.UNCHECKED
    """A point whose seal is broken has no score and no pass (:attr:`AttemptRow.valid_score`)."""


@dataclass(frozen=True)
class Problem:
    attempt_id: int
    message: str
    kind: str = "attempt"
    """``attempt`` (``attempt_id`` 0: the database file itself), ``account`` (a trainer account), ``sitting`` (a
    signed-off sitting changed after its sign-off) or ``anchor`` (the ledger no longer matches its anchor outside the
    database: rolled back or replaced)."""

    def __str__(self) -> str:
        # One line whatever a damaged record holds (a trainee's name changed to a line break by hand).
        from trainer.engine.errors import printable

        return printable(self.message)


@dataclass
class VerifyReport:
    """What :meth:`ResultsStore.verify` found. ``problems`` are failures; ``unfinished`` are only notes."""

    problems: list[Problem] = field(default_factory=list)
    unfinished: list[Problem] = field(default_factory=list)
    older_rules: list[Problem] = field(default_factory=list)
    """Attempts graded under older grading rules: their seals are checked, their grades are not re-made."""
    checked: int = 0
    since: int | None = None
    """An incremental verify (:meth:`ResultsStore.verify_since_last`): the ledger entry the last clean verify
    reached, after which this one checked; None: everything was checked."""

    @property
    def ok(self) -> bool:
        return not self.problems


class OlderRules(Exception):
    """Raised by a re-grader for an item graded under older grading rules than its own: such an item is not
    re-graded (the rules changed, not the record); :meth:`ResultsStore.verify` notes it and checks its seal."""

    def __init__(self, stored: int, current: int) -> None:
        super().__init__(f"graded under rules {stored}, re-grading under {current}")
        self.stored = stored
        self.current = current


Regrade = Callable[[AttemptItem], Mapping[str, Any]]
Rescore = Callable[[AttemptRecord, Sequence[Mapping[str, Any]]], Mapping[str, Any]]


# --------------------------------------------------------------------------------------------------- schema

_GRADE_MAY_NAME_ERRORS = (
    'grade IS NOT NULL AND NOT (grade LIKE \'%"errors":[]%\' AND grade NOT LIKE \'%"errors":%"errors":%\')'
)
"""An item's grade that names errors, or may (the SQL of both back ends): all but those whose text holds
``"errors":`` once, as ``"errors":[]`` (in canonical JSON a quote inside a string is escaped, so that text is
the key itself)."""

_MIGRATIONS: tuple[str, ...] = (
    # 1: the first layout
    """
    CREATE TABLE installation (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        installation_id TEXT NOT NULL,
        created TEXT NOT NULL,
        key_id TEXT NOT NULL
    );
    CREATE TABLE trainers (
        name TEXT PRIMARY KEY,
        salt BLOB NOT NULL,
        n INTEGER NOT NULL,
        r INTEGER NOT NULL,
        p INTEGER NOT NULL,
        dklen INTEGER NOT NULL,
        hash BLOB NOT NULL,
        created TEXT NOT NULL,
        changed TEXT NOT NULL
    );
    CREATE TABLE attempts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        trainee TEXT NOT NULL,
        exam_id TEXT NOT NULL,
        exam_version TEXT NOT NULL,
        exam_digest TEXT NOT NULL,
        seed INTEGER,
        started TEXT NOT NULL,
        finished TEXT,
        status TEXT NOT NULL CHECK (status IN
            ('in_progress', 'interrupted', 'finished', 'timed_out', 'closed')),
        score INTEGER,
        passed INTEGER,
        grade TEXT,
        closed_by TEXT,
        seal TEXT,
        pid INTEGER,
        host TEXT,
        boot_id TEXT,
        heartbeat TEXT
    );
    CREATE INDEX attempts_trainee ON attempts (trainee, started);
    CREATE INDEX attempts_exam ON attempts (exam_id, started);
    CREATE TABLE attempt_items (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        attempt_id INTEGER NOT NULL REFERENCES attempts (id) ON DELETE RESTRICT,
        item_order INTEGER NOT NULL,
        scenario_id TEXT NOT NULL,
        scenario_digest TEXT NOT NULL,
        started TEXT NOT NULL,
        finished TEXT,
        grade TEXT,
        UNIQUE (attempt_id, item_order)
    );
    CREATE TABLE actions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        attempt_id INTEGER NOT NULL REFERENCES attempts (id) ON DELETE RESTRICT,
        item_id INTEGER NOT NULL REFERENCES attempt_items (id) ON DELETE RESTRICT,
        idx INTEGER NOT NULL,
        action TEXT NOT NULL,
        timestamp TEXT NOT NULL,
        UNIQUE (item_id, idx)
    );
    CREATE INDEX actions_attempt ON actions (attempt_id);
    CREATE TABLE ledger (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        attempt_id INTEGER NOT NULL,
        trainee TEXT NOT NULL,
        exam_id TEXT NOT NULL,
        seal TEXT NOT NULL,
        chain TEXT NOT NULL
    );
    """,
    # 2: who entered an attempt and how (sealed with it); sign-in failures for the lockout. Existing trainer
    # accounts are sealed into the ledger in the same transaction (see ResultsStore._seal_existing_trainers).
    """
    ALTER TABLE attempts ADD COLUMN source TEXT CHECK (source IS NULL OR source IN ('app', 'cli'));
    ALTER TABLE attempts ADD COLUMN entered_by TEXT;
    CREATE TABLE sign_in_failures (
        name TEXT PRIMARY KEY,
        failures INTEGER NOT NULL,
        last TEXT NOT NULL,
        locked_until TEXT
    );
    """,
    # 3: each trainee's practice learner model (FSRS cards and reviews, trainer/training/learner.py). Practice, not
    # an exam record: kept, not sealed.
    """
    CREATE TABLE learner_models (
        trainee TEXT PRIMARY KEY,
        model TEXT NOT NULL,
        changed TEXT NOT NULL
    );
    """,
    # 4: the attempts in start order (list, export and the trainer tools read them so, a page at a time): without
    # it each page of a big store sorted every attempt (benchmarks/bench_store.py).
    """
    CREATE INDEX attempts_started ON attempts (started, id);
    """,
    # 5: the ledger entries of an attempt. Sealing asks whether the attempt is in the ledger already (the server's
    # fortune3_seal_attempt): without it every seal read the whole ledger, slower as the years' entries grow
    # (benchmarks/bench_store.py, PostgreSQL).
    """
    CREATE INDEX ledger_attempt ON ledger (attempt_id);
    """,
    # 6: the items whose grade may name errors (every grade but those whose one "errors" is []): the CSV export
    # reads only these. On a server, reading every item's grade to find the few with errors was most of an export.
    f"""
    CREATE INDEX attempt_items_errors ON attempt_items (attempt_id, item_order) WHERE {_GRADE_MAY_NAME_ERRORS};
    """,
    # 7: sittings (issue 31): an exam a trainer opens for listed candidates, on listed PCs, within a window; an
    # attempt names its sitting, the PC login that started it, the client's id for it (a retry is the same
    # attempt) and its end time by the store's clock (start + the exam's limit).
    """
    CREATE TABLE sittings (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        exam_id TEXT NOT NULL,
        exam_version TEXT NOT NULL,
        exam_digest TEXT NOT NULL,
        time_limit INTEGER NOT NULL CHECK (time_limit > 0),
        opens TEXT NOT NULL,
        closes TEXT NOT NULL,
        attempts_allowed INTEGER NOT NULL CHECK (attempts_allowed > 0),
        opened_by TEXT NOT NULL,
        created TEXT NOT NULL,
        closed TEXT,
        closed_by TEXT,
        signed_off TEXT,
        signed_off_by TEXT
    );
    CREATE TABLE sitting_candidates (
        sitting_id INTEGER NOT NULL REFERENCES sittings (id) ON DELETE RESTRICT,
        name TEXT NOT NULL,
        staff_id TEXT,
        PRIMARY KEY (sitting_id, name)
    );
    CREATE TABLE sitting_pcs (
        sitting_id INTEGER NOT NULL REFERENCES sittings (id) ON DELETE RESTRICT,
        login TEXT NOT NULL,
        PRIMARY KEY (sitting_id, login)
    );
    ALTER TABLE attempts ADD COLUMN sitting_id INTEGER REFERENCES sittings (id);
    ALTER TABLE attempts ADD COLUMN pc_login TEXT;
    ALTER TABLE attempts ADD COLUMN request_id TEXT;
    ALTER TABLE attempts ADD COLUMN deadline TEXT;
    CREATE UNIQUE INDEX attempts_request ON attempts (request_id);
    CREATE INDEX attempts_sitting ON attempts (sitting_id, trainee);
    CREATE INDEX attempts_open ON attempts (deadline) WHERE status IN ('in_progress', 'interrupted');
    """,
    # 8: the department's library, trainees, groups, assignments and practice rounds (issue 33,
    # trainer/training/library.py, assignments.py, practice_rounds.py; on a server library_server.py guards them).
    LIBRARY_MIGRATION,
)
SCHEMA_VERSION = len(_MIGRATIONS)


def _schema_version(conn: Connection) -> int:
    row = conn.execute("SELECT MAX(version) FROM schema_version").fetchone()
    return int(row[0]) if row and row[0] is not None else 0


def _migrate(
    conn: Connection,
    after: Mapping[int, Callable[[Connection], None]] | None = None,
    backend: SqliteBackend | PgBackend | None = None,
) -> None:
    backend = SqliteBackend() if backend is None else backend
    backend.ensure_version_table(conn)
    current = _schema_version(conn)
    if current > SCHEMA_VERSION:
        raise StoreError(
            f"the results database has schema version {current}; this trainer knows up to {SCHEMA_VERSION}"
        )
    for version in range(current + 1, SCHEMA_VERSION + 1):
        backend.begin(conn)
        try:
            backend.lock(conn, SCHEMA_LOCK)
            if _schema_version(conn) >= version:  # another process (on a server) migrated meanwhile
                conn.execute("COMMIT")
                continue
            for statement in _MIGRATIONS[version - 1].split(";"):
                if statement.strip():
                    conn.execute(backend.ddl(statement))
            if after and version in after:
                after[version](conn)
            conn.execute("INSERT INTO schema_version (version) VALUES (?)", (version,))
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise


# --------------------------------------------------------------------------------------------------- the key


def _load_or_create_key(path: Path) -> bytes:
    for _ in range(50):
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600)
        except OSError as exc:
            if not isinstance(exc, FileExistsError):
                raise StoreError(f"{path}: cannot create the installation key: {exc.strerror or exc}") from None
            try:  # (bounded: a key replaced by an endless file, /dev/zero, is refused at once)
                data = read_limited(path, MAX_KEY_BYTES, "installation key")
            except TooLarge:
                raise StoreError(f"{path}: {_DAMAGED_KEY}") from None
            except InputError as failed:
                raise StoreError(f"{path}: cannot read the installation key: {failed.reason}") from None
            if len(data) == MAX_KEY_BYTES:
                return data
            import time  # another process is writing it right now

            time.sleep(0.01)
            continue
        key = secrets.token_bytes(32)
        try:
            os.write(fd, key)
            os.fsync(fd)
        finally:
            os.close(fd)
        with contextlib.suppress(OSError):
            os.chmod(path, 0o600)
        return key
    raise StoreError(f"{path}: {_DAMAGED_KEY}")


_DAMAGED_KEY = (
    f"the installation key is damaged (not {MAX_KEY_BYTES} bytes); the results are sealed with it: restore "
    "installation.key from a backup of the data folder"
)


def _key_id(key: bytes) -> str:
    return hmac.new(key, b"fortune3-trainer installation key id", hashlib.sha256).hexdigest()[:16]


# --------------------------------------------------------------------------------------------------- damage

SQLITE_MAGIC = b"SQLite format 3\x00"
TABLES = (
    "schema_version", "installation", "trainers", "attempts", "attempt_items", "actions", "ledger",
    "sign_in_failures", "sittings", "sitting_candidates", "sitting_pcs", *LIBRARY_TABLES,
)  # fmt: skip

_P = ParamSpec("_P")
_R = TypeVar("_R")


def _database_problem(path: Path | str, exc: Exception) -> str:
    """One line for a database failure: a full disk, a read-only store, or a damaged file; on a server also one
    it cannot be reached, and a database role without the grant for what was asked."""
    text = " ".join(str(exc).split())
    text = text if len(text) <= 160 else text[:160] + "…"
    low = text.lower()
    if isinstance(exc, BackendError):
        state = exc.sqlstate or ""
        if state in (REFUSED, LEDGER_BUSY):  # the server's functions say what and why in one line
            return f"{path}: {' '.join(str(exc).split())}"
        if state == "55P03":
            return (
                f"{path}: the results server is busy (a lock stayed held for seconds); nothing was stored — try again"
            )
        if (state == "42501" or "permission denied" in low) and _setting_up(low):
            return (  # (init-server, or a first open, by a login that may not make the roles or the tables)
                f"{path}: this database role may not do that: set up the results server ({text}); run `trainer "
                "store init-server URL` as a login with CREATEROLE that owns the database (the server's owner, e.g. "
                "postgres)"
            )
        if state == "42501" or "permission denied" in low:
            return (
                f"{path}: this database role may not do that ({text}); a trainer's role (trainer store init-server) can"
            )
        if state.startswith("08") or "cannot reach" in low:
            return f"{path}: the results server cannot be reached ({text})"
        if state in ("42P01", "42883"):
            return f"{path}: the results server is not set up ({text}); run `trainer store init-server URL`"
        return f"{path}: the results server refused ({text})"
    if "disk is full" in low or "database or disk is full" in low:
        return f"{path}: the disk is full: nothing more can be stored until space is freed ({text})"
    if "readonly" in low or "read-only" in low:
        return f"{path}: the results folder is read-only: nothing can be stored ({text})"
    if "locked" in low or "busy" in low:
        return f"{path}: the results database is busy in another program; try again ({text})"
    return f"{path}: the results database is damaged ({text}); run `trainer results verify`, restore a backup"


def _setting_up(low: str) -> bool:
    """Whether a server's refusal (lower case) is of what setting the server up needs: making the database roles,
    granting them, giving the functions to their owner role, or making the tables and functions (a login without
    CREATEROLE, or not the database's owner)."""
    return any(
        words in low
        for words in (
            "create role",
            "grant role",
            "admin option",
            "createrole",
            "member of role",
            "must be owner",
            "for schema",
        )
    )


def _guarded(method: Callable[Concatenate[ResultsStore, _P], _R]) -> Callable[Concatenate[ResultsStore, _P], _R]:
    """Turn SQLite failures (damaged pages, a missing table, a full disk) into a one-line :class:`StoreError`."""

    def call(self: ResultsStore, /, *args: _P.args, **kwargs: _P.kwargs) -> _R:
        try:
            return method(self, *args, **kwargs)
        except DB_ERRORS as exc:
            raise StoreError(_database_problem(self.path, exc), _refusal(exc)) from None
        except RecursionError:
            raise StoreError(f"{self.path}: the results database is damaged (a value nested too deeply)") from None

    call.__name__, call.__qualname__, call.__doc__ = method.__name__, method.__qualname__, method.__doc__
    return call


def _refusal(exc: Exception) -> dict[str, Any] | None:
    """The refusal a server's function gave as data (its DETAIL), None for any other failure."""
    if not isinstance(exc, BackendError) or exc.sqlstate != REFUSED or not exc.detail:
        return None
    try:
        value = json.loads(exc.detail)
    except ValueError:
        return None
    return value if isinstance(value, dict) and isinstance(value.get("code"), str) else None


def _cannot_write(exc: Exception) -> bool:
    """Whether an SQLite failure at open says the store cannot be written (rather than that it is damaged)."""
    low = str(exc).lower()
    return "readonly" in low or "read-only" in low or "unable to open" in low or "permission" in low


def _check_database_file(path: Path) -> None:
    """An existing database file must be an SQLite file: a 0- or 1-byte file or other bytes are refused (never
    taken as a new, empty store: the results would silently be gone)."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(len(SQLITE_MAGIC))
    except OSError as exc:
        raise StoreError(f"{path}: cannot read the results database: {exc.strerror or exc}") from None
    if not head:
        raise StoreError(
            f"{path}: the results database is an empty file (0 bytes), not a store; "
            "restore it from a backup, or delete it to start a new, empty store"
        )
    if head != SQLITE_MAGIC:
        raise StoreError(
            f"{path}: not a results database ({len(head)}+ bytes that are not an SQLite file); "
            "restore it from a backup, or move it away to start a new, empty store"
        )


# --------------------------------------------------------------------------------------------------- store


class ResultsStore:
    """The results database. Open with :meth:`open`; one instance per thread (sqlite3 connections are not
    shared across threads)."""

    def __init__(
        self,
        directory: Path,
        *,
        lockout_seconds: float = LOCKOUT_SECONDS,
        anchor_copy: Path | None = None,
        url: str | None = None,
    ) -> None:
        """``lockout_seconds``: the first wait after :data:`LOCKOUT_AFTER` wrong passphrases (tests shorten it;
        nothing a user can set changes it). ``anchor_copy``: a folder that keeps a second copy of the ledger
        anchor (default ``$TRAINER_ANCHOR_COPY`` when set): a USB stick or a trainer's network folder.
        ``url``: a PostgreSQL server (``postgresql://user@host:port/db``) instead of the SQLite file in
        ``directory`` (which then keeps only this PC's ledger anchor)."""
        self.directory = directory
        self._backend = backend_for(url)
        self.path: Path | str = directory / DB_NAME
        self.key_path = directory / KEY_NAME
        self.anchor_path = directory / ANCHOR_NAME
        if isinstance(self._backend, PgBackend):
            self.path = self._backend.shown
            self.anchor_path = directory / f"ledger-{_server_id(url or '')}.anchor"
        self.lockout_seconds = float(lockout_seconds)
        if anchor_copy is None:
            copy = os.environ.get(ENV_ANCHOR_COPY, "").strip()
            anchor_copy = Path(copy).expanduser() if copy else None
        self.anchor_copy = anchor_copy
        self._anchor_pending: list[tuple[int, str, str]] = []
        self._installation_id = ""
        try:
            make_private_folder(directory)  # 0700, as every file in it is 0600 (trainer/training/private_files.py)
        except OSError as exc:
            raise StoreError(f"{directory}: cannot create the data directory: {exc.strerror}") from None
        if isinstance(self._backend, PgBackend):
            self._open_server(self._backend)
        else:
            path = Path(self.path)
            if not path.exists():
                self._create()
            _check_database_file(path)
            self._connect(path)
        try:
            self.newly_interrupted = self._detect_interrupted()
            self.closed_overdue = self._close_overdue()
        except DB_ERRORS as exc:
            self._conn.close()
            raise StoreError(_database_problem(self.path, exc)) from None
        except BaseException:
            self._conn.close()
            raise

    def _connect(self, path: Path) -> None:
        try:
            self._conn = sqlite3.connect(path, isolation_level=None, timeout=10.0)
        except sqlite3.Error as exc:
            raise StoreError(f"{path}: cannot open the results database: {exc}") from None
        try:
            self._setup()
        except (sqlite3.Error, UnicodeDecodeError) as exc:  # (a damaged page can hold the schema's text itself)
            self._conn.close()
            if path == self.path and not self.read_only and _cannot_write(exc):
                self._connect_read_only(path)  # a read-only folder (or disk): the results can still be read
                return
            raise StoreError(_database_problem(path, exc)) from None
        except BaseException:
            self._conn.close()
            raise

    _conn: Connection
    """The database connection: an ``sqlite3.Connection``, or a :class:`~trainer.training.store_backend.PgConnection`."""

    read_only = False
    """True when the store could only be opened for reading (a read-only folder): every write raises
    :class:`StoreError` saying so; listing, verifying and exporting work."""

    def _connect_read_only(self, path: Path) -> None:
        from urllib.parse import quote

        # Without a write-ahead log left over the file is all there is: "immutable" lets SQLite read it
        # without creating the -shm file it could not create in a read-only folder.
        immutable = "" if Path(f"{path}-wal").exists() else "&immutable=1"
        uri = f"file:{quote(str(path.resolve()))}?mode=ro{immutable}"
        self.read_only = True
        try:
            self._conn = sqlite3.connect(uri, uri=True, isolation_level=None, timeout=10.0)
            self._setup()
        except sqlite3.Error as exc:
            with contextlib.suppress(Exception):
                self._conn.close()
            raise StoreError(_database_problem(path, exc)) from None
        except BaseException:
            with contextlib.suppress(Exception):
                self._conn.close()
            raise

    def _create(self) -> None:
        """A new store, built whole under a temporary name (owner-only, 0600) and linked into place: a store
        file that exists is always a complete one, so an empty or cut-short file is damage, not "new"."""
        tmp = self.directory / f".{DB_NAME}.{os.getpid()}.{secrets.token_hex(4)}.new"
        try:
            os.close(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600))
            with contextlib.suppress(OSError):
                os.chmod(tmp, 0o600)
            self._connect(tmp)
            self._conn.close()  # the last connection: the write-ahead log is folded in and removed
            try:
                os.link(tmp, Path(self.path))
            except FileExistsError:
                pass  # another process created the store first: use theirs
            except OSError:  # a file system without hard links
                if not Path(self.path).exists():
                    os.replace(tmp, Path(self.path))
        except OSError as exc:
            raise StoreError(f"{self.path}: cannot create the results database: {exc.strerror or exc}") from None
        finally:
            for leftover in (tmp, Path(f"{tmp}-wal"), Path(f"{tmp}-shm")):
                with contextlib.suppress(OSError):
                    leftover.unlink()

    @classmethod
    def open(cls, directory: Path | None = None, *, url: str | None = None, **options: Any) -> ResultsStore:
        """Open (creating on first use) the store in ``directory`` or :func:`data_dir`; on the PostgreSQL server
        of ``url``, ``$TRAINER_STORE`` or the folder's setting (``results-server.url``) when one is given."""
        directory = data_dir() if directory is None else directory
        try:
            url = store_url(url, directory)
        except ValueError as exc:
            raise StoreError(str(exc)) from None
        return cls(directory, url=url, **options)

    # ---- a PostgreSQL server

    @property
    def server(self) -> bool:
        """Whether the results are on a PostgreSQL server (else the SQLite file)."""
        return self._backend.server

    def _open_server(self, backend: PgBackend) -> None:
        try:
            self._conn = backend.connect()
        except BackendError as exc:
            raise StoreError(f"{self.path}: {exc}") from None
        try:
            self._setup_server(backend)
        except DB_ERRORS as exc:
            self._conn.close()
            raise StoreError(_database_problem(self.path, exc)) from None
        except BaseException:
            self._conn.close()
            raise

    def _setup_server(self, backend: PgBackend) -> None:
        """Migrate (when this role may), install the sealing functions, make the key on first use and read it
        when this role may (a training PC's may not: it seals through the server's function)."""
        conn = self._conn
        self._upgraded = False
        if not conn.execute("SELECT to_regclass('schema_version') IS NOT NULL").fetchone()[0] or (
            _schema_version(conn) < SCHEMA_VERSION
        ):
            _migrate(conn, {2: self._seal_existing_trainers}, backend)
        if not backend.has_server_objects(conn):
            backend.begin(conn)
            try:
                backend.lock(conn, SCHEMA_LOCK)
                backend.install_server_objects(conn)
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
        missing = [name for name in (*TABLES, "seal_key") if name not in backend.tables(conn)]
        if missing:
            raise StoreError(
                f"{self.path}: the results database is damaged: table {', '.join(missing)} is missing; "
                "restore it from a backup"
            )
        row = conn.execute("SELECT key_id, installation_id FROM installation WHERE id = 1").fetchone()
        if row is None:
            backend.begin(conn)
            try:
                backend.lock(conn, SCHEMA_LOCK)
                if conn.execute("SELECT 1 FROM installation WHERE id = 1").fetchone() is None:
                    if conn.execute("SELECT 1 FROM ledger LIMIT 1").fetchone() is not None:
                        raise StoreError(f"{self.path}: the installation record is missing; restore a backup")
                    key = secrets.token_bytes(32)
                    conn.execute("INSERT INTO seal_key (id, key) VALUES (1, ?) ON CONFLICT DO NOTHING", (key,))
                    key = bytes(conn.execute("SELECT key FROM seal_key WHERE id = 1").fetchone()[0])
                    conn.execute(
                        "INSERT INTO installation (id, installation_id, created, key_id) VALUES (1, ?, ?, ?)",
                        (secrets.token_hex(8), iso(), _key_id(key)),
                    )
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            row = conn.execute("SELECT key_id, installation_id FROM installation WHERE id = 1").fetchone()
        try:
            found = conn.execute("SELECT key FROM seal_key WHERE id = 1").fetchone()
        except BackendError as exc:
            if exc.sqlstate != "42501":
                raise
            found = None  # a training PC's role: the key stays on the server
            self._key = b""
        else:
            if found is None:
                raise StoreError(f"{self.path}: the seal key is missing from the server; restore a backup")
            self._key = bytes(found[0])
            if not hmac.compare_digest(str(row[0]), _key_id(self._key)):
                raise StoreError(f"{self.path}: the seal key is not the one these results were sealed with")
        self._installation_id = str(row[1])

    def _setup(self) -> None:
        conn = self._conn
        conn.execute("PRAGMA busy_timeout = 10000")
        if self.read_only:
            row = conn.execute("SELECT MAX(version) FROM schema_version").fetchone()
            if row is None or row[0] != SCHEMA_VERSION:
                raise StoreError(f"{self.path}: a read-only store of another layout (version {row and row[0]})")
        else:
            mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise StoreError(f"{self.path}: cannot switch the database to WAL mode (got {mode})")
            conn.execute("PRAGMA synchronous = FULL")
            conn.execute("PRAGMA foreign_keys = ON")
            self._upgraded = False
            _migrate(conn, {2: self._seal_existing_trainers})
        present = {str(r[0]) for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        missing = [name for name in TABLES if name not in present]
        if missing:
            raise StoreError(
                f"{self.path}: the results database is damaged: table {', '.join(missing)} is missing; "
                "restore it from a backup"
            )
        row = conn.execute("SELECT key_id FROM installation WHERE id = 1").fetchone()
        if row is None:
            has_attempts = conn.execute("SELECT 1 FROM attempts WHERE seal IS NOT NULL LIMIT 1").fetchone()
            if has_attempts is not None and not self.key_path.exists():
                raise StoreError(f"{self.key_path}: the installation key is missing; restore it from a backup")
            self._key = _load_or_create_key(self.key_path)
            conn.execute(
                "INSERT INTO installation (id, installation_id, created, key_id) VALUES (1, ?, ?, ?) ON CONFLICT DO NOTHING",
                (secrets.token_hex(8), iso(), _key_id(self._key)),
            )
            row = conn.execute("SELECT key_id FROM installation WHERE id = 1").fetchone()
        else:
            if not self.key_path.exists():
                raise StoreError(
                    f"{self.key_path}: the installation key that seals these results is missing; "
                    "restore it from a backup"
                )
            self._key = _load_or_create_key(self.key_path)
        if not hmac.compare_digest(str(row[0]), _key_id(self._key)):
            raise StoreError(f"{self.key_path}: this installation key is not the one these results were sealed with")
        self._installation_id = str(conn.execute("SELECT installation_id FROM installation WHERE id = 1").fetchone()[0])
        if getattr(self, "_upgraded", False):
            self._upgraded = False
            entries = conn.execute("SELECT seq, chain, attempt_id, exam_id FROM ledger ORDER BY seq").fetchall()
            self._anchor_write([(int(q), str(c), _entry_kind(int(a), str(e))) for q, c, a, e in entries], True)

    def _seal_existing_trainers(self, conn: Connection) -> None:
        """Migration 2: seal the trainer accounts of an older store into the ledger (inside the migration's
        transaction), so that from now on deleting or editing one is found by verify."""
        self._upgraded = True
        names = [str(r[0]) for r in conn.execute("SELECT name FROM trainers ORDER BY name")]
        if not names:
            return
        row = conn.execute("SELECT key_id FROM installation WHERE id = 1").fetchone()
        if row is None or not self.key_path.exists():
            raise StoreError(f"{self.key_path}: the installation key is missing; restore it from a backup")
        self._key = _load_or_create_key(self.key_path)
        if not hmac.compare_digest(str(row[0]), _key_id(self._key)):
            raise StoreError(f"{self.key_path}: this installation key is not the one these results were sealed with")
        for name in names:
            self._ledger_append(conn, 0, name, ACCOUNT, self._account_seal(conn, name), anchor=False)

    # ---- plumbing

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> ResultsStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[Connection]:
        """One transaction; inside :meth:`batch` (or another transaction) a savepoint of the outer one."""
        conn = self._conn
        if conn.in_transaction:
            self._savepoints += 1
            name = f"sp{self._savepoints}"
            pending = len(self._anchor_pending)
            conn.execute(f"SAVEPOINT {name}")
            try:
                yield conn
            except BaseException:
                del self._anchor_pending[pending:]
                with contextlib.suppress(*DB_ERRORS):
                    conn.execute(f"ROLLBACK TO {name}")
                    conn.execute(f"RELEASE {name}")
                raise
            conn.execute(f"RELEASE {name}")
            return
        self._anchor_pending.clear()
        self._backend.begin(conn)
        try:
            yield conn
        except BaseException:
            self._anchor_pending.clear()
            with contextlib.suppress(*DB_ERRORS):
                conn.execute("ROLLBACK")
            raise
        try:
            conn.execute("COMMIT")
        except BaseException as exc:
            self._anchor_pending.clear()
            with contextlib.suppress(*DB_ERRORS):
                conn.execute("ROLLBACK")
            if isinstance(exc, BackendError) and (exc.sqlstate or "").startswith("08"):
                raise StoreError(
                    f"{self.path}: the connection to the results server was lost while storing: it may have been "
                    "stored — check `trainer results list` before trying again (trying the same attempt again "
                    "does not store it twice)"
                ) from None
            raise
        entries, self._anchor_pending = self._anchor_pending, []
        if entries:
            self._anchor_write(entries)

    _savepoints = 0

    @contextlib.contextmanager
    def batch(self) -> Iterator[ResultsStore]:
        """Everything done inside is stored together or not at all (``trainer exam submit`` stores a whole
        attempt this way: a failure or a kill part-way leaves nothing half-stored)."""
        try:
            with self._transaction():
                yield self
        except DB_ERRORS as exc:
            raise StoreError(_database_problem(self.path, exc)) from None

    @property
    def installation_id(self) -> str:
        """This store's random id (made when it was created); the ledger anchor names it."""
        return self._installation_id

    @property
    def journal_mode(self) -> str:
        if self._backend.server:
            return "server"
        return str(self._conn.execute("PRAGMA journal_mode").fetchone()[0])

    def _keyed_problem(self) -> StoreError:
        return StoreError(
            f"{self.path}: this database role may not read the seal key: checking seals and trainer accounts "
            "needs a trainer's database role"
        )

    def _keyed(self) -> bytes:
        """The seal key; a training PC's role on a server never reads it (the server seals for it)."""
        if not self._key:
            raise self._keyed_problem()
        return self._key

    def pseudonym_key(self) -> bytes:
        """The key of this installation's pseudonyms (the xAPI export's, :mod:`trainer.training.xapi`): derived
        from the seal key, never the key itself; a :class:`StoreError` for a role that may not read it."""
        if not self._key:
            raise StoreError(
                f"{self.path}: this database role may not read the seal key, which pseudonyms are made with: "
                "export with a trainer's database role"
            )
        return hmac.new(self._key, b"pseudonym\0", hashlib.sha256).digest()

    _key = b""

    # ---- trainers

    def _account_seal(self, conn: Connection, name: str) -> str:
        """The seal of one trainer account row: every column, keyed like the attempts' seals."""
        row = conn.execute(
            "SELECT name, salt, n, r, p, dklen, hash, created, changed FROM trainers WHERE name = ?", (name,)
        ).fetchone()
        if row is None:
            raise StoreError(f"no trainer {name!r}")
        document = {
            "format": 1,
            "account": [
                v.hex() if isinstance(v, bytes) else v
                for v in (row[0], bytes(row[1]), *row[2:6], bytes(row[6]), *row[7:])
            ],
        }
        text = canonical_json(document).encode("utf-8")
        return hmac.new(self._keyed(), b"account\0" + text, hashlib.sha256).hexdigest()

    def _write_trainer(self, conn: Connection, name: str, passphrase: str) -> None:
        if len(passphrase) < 8:
            raise StoreError("a trainer passphrase needs at least 8 characters")
        salt = secrets.token_bytes(16)
        digest = _scrypt(passphrase, salt)
        now = iso()
        conn.execute(
            "INSERT INTO trainers (name, salt, n, r, p, dklen, hash, created, changed) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (name) DO UPDATE SET "
            "salt = excluded.salt, n = excluded.n, r = excluded.r, p = excluded.p, "
            "dklen = excluded.dklen, hash = excluded.hash, changed = excluded.changed",
            (name, salt, SCRYPT_N, SCRYPT_R, SCRYPT_P, SCRYPT_DKLEN, digest, now, now),
        )
        conn.execute("DELETE FROM sign_in_failures WHERE name = ?", (name,))
        self._ledger_append(conn, 0, name, ACCOUNT, self._account_seal(conn, name))

    @_guarded
    def set_trainer_passphrase(self, name: str, passphrase: str) -> None:
        """Create the trainer ``name`` or replace its passphrase, without asking who may (the app's first
        start, and tests). Use :meth:`add_trainer` where a trainer's credentials are needed."""
        try:
            name = check_name(name, "trainer")
        except InputError as exc:
            raise StoreError(str(exc)) from None
        with self._transaction() as conn:
            self._write_trainer(conn, name, passphrase)

    @_guarded
    def add_trainer(self, name: str, passphrase: str, *, by: str | None = None, by_passphrase: str = "") -> None:
        """Add a trainer account. Without ``by`` only as the very first trainer (see :meth:`first_start`);
        otherwise ``by`` must be a trainer and ``by_passphrase`` its passphrase."""
        try:
            name = check_name(name, "trainer")
        except InputError as exc:
            raise StoreError(str(exc)) from None
        if by is not None and not self.check_trainer_passphrase(by, by_passphrase):
            wait = self.locked_for(by)
            if wait > 0:
                raise StoreError(f"trainer {by!r}: too many wrong passphrases; try again in {wait:.0f} s")
            raise StoreError(f"wrong trainer name or passphrase for {by!r}")
        with self._transaction() as conn:
            if self._backend.server:  # two first trainers at once are one, then a refusal (a lock no PC can hold)
                conn.execute("LOCK TABLE trainers IN SHARE ROW EXCLUSIVE MODE")
            else:
                self._backend.lock(conn, LEDGER_LOCK)
            if conn.execute("SELECT 1 FROM trainers WHERE name = ?", (name,)).fetchone() is not None:
                raise StoreError(f"a trainer named {name!r} exists already")
            if by is None:
                refusal = self._first_start_refusal(conn)
                if refusal:
                    raise StoreError(refusal)
            self._write_trainer(conn, name, passphrase)

    def _first_start_refusal(self, conn: Connection) -> str:
        if conn.execute("SELECT 1 FROM trainers LIMIT 1").fetchone() is not None:
            return "a trainer exists: adding another needs a trainer's credentials (--by NAME)"
        if conn.execute("SELECT 1 FROM ledger WHERE attempt_id = 0 LIMIT 1").fetchone() is not None:
            return (
                "the trainer accounts were deleted (the ledger records them): this is not a first start; "
                "run `trainer results verify` and restore the store from a backup"
            )
        for path in self._anchor_paths():
            header, entries, _ = _read_anchor(path)
            if header is None:
                continue
            if any(kind == ACCOUNT for _, _, kind in entries):
                return (
                    f"{path}: trainer accounts existed in this installation's results (the ledger anchor records "
                    "them) and are gone: this is not a first start; run `trainer results verify`"
                )
        return ""

    @_guarded
    def first_start(self) -> bool:
        """Whether the first trainer may be set up without credentials: no trainer exists and none ever did
        (no account in the ledger, nor in the ledger anchor outside the database)."""
        return not self._first_start_refusal(self._conn)

    @_guarded
    def first_start_refusal(self) -> str:
        """Why the first trainer may not be set up without credentials (empty when it may)."""
        return self._first_start_refusal(self._conn)

    @_guarded
    def locked_for(self, name: str, *, now: datetime | None = None) -> float:
        """Seconds ``name`` must still wait before the next sign-in try (0 when it may try now)."""
        row = self._conn.execute("SELECT locked_until FROM sign_in_failures WHERE name = ?", (name.strip(),)).fetchone()
        if row is None or row[0] is None:
            return 0.0
        try:
            until = parse_iso(str(row[0]))
        except ValueError:
            return self.lockout_seconds  # a damaged entry locks rather than unlocks
        left = (until - (now or datetime.now(UTC))).total_seconds()
        return max(0.0, min(left, LOCKOUT_MAX_SECONDS))

    def _count_try(self, name: str) -> bool:
        """Count a sign-in try for ``name`` as a failure **before** the passphrase is checked, in one atomic
        statement that refuses while ``name`` is locked out: so parallel guesses are counted (and refused once the
        lockout starts) before any of them runs scrypt. False when refused; a right passphrase takes the count
        back (:meth:`_note_sign_in`)."""
        now = iso()
        try:
            with self._transaction() as conn:
                row = conn.execute(
                    "INSERT INTO sign_in_failures (name, failures, last, locked_until) VALUES (?, 1, ?, NULL) "
                    "ON CONFLICT (name) DO UPDATE SET failures = sign_in_failures.failures + 1, last = excluded.last "
                    "WHERE sign_in_failures.locked_until IS NULL OR sign_in_failures.locked_until <= ? "
                    "RETURNING failures",
                    (name, now, now),
                ).fetchone()
                if row is None:
                    return False  # locked out meanwhile (another try set it)
                failures = int(row[0]) if isinstance(row[0], int) else LOCKOUT_AFTER
                if failures >= LOCKOUT_AFTER:
                    wait = min(self.lockout_seconds * 2 ** min(failures - LOCKOUT_AFTER, 30), LOCKOUT_MAX_SECONDS)
                    until = iso(datetime.fromtimestamp(datetime.now(UTC).timestamp() + wait, UTC))
                    conn.execute("UPDATE sign_in_failures SET locked_until = ? WHERE name = ?", (until, name))
        except (sqlite3.OperationalError, StoreError):
            pass  # a read-only or full store: the check itself still holds
        except BackendError as exc:
            if exc.sqlstate == "42501":
                raise  # a training PC's role: it may not check a trainer's passphrase at all
        return True

    def _note_sign_in(self, name: str, ok: bool) -> None:
        if not ok:
            return  # (counted before the check)
        try:
            with self._transaction() as conn:
                conn.execute("DELETE FROM sign_in_failures WHERE name = ?", (name,))
        except (sqlite3.OperationalError, BackendError, StoreError):
            pass  # a read-only or full store: the check itself still holds

    @_guarded
    def check_trainer_passphrase(self, name: str, passphrase: str) -> bool:
        """Whether ``passphrase`` is ``name``'s. Always with this trainer's fixed scrypt parameters: a row
        with other parameters never matches. False without checking while ``name`` is locked out (see
        :meth:`locked_for`); each wrong try is counted."""
        name = name.strip()
        if self.locked_for(name) > 0 or not self._count_try(name):
            return False
        row = self._conn.execute("SELECT salt, n, r, p, dklen, hash FROM trainers WHERE name = ?", (name,)).fetchone()
        if row is None or not isinstance(row[0], bytes) or not isinstance(row[5], bytes):
            _scrypt(passphrase, b"\0" * 16)  # same time either way
            ok = False
        else:
            salt, n, r, p, dklen, stored = row
            computed = _scrypt(passphrase, bytes(salt))
            ok = (n, r, p, dklen) == (SCRYPT_N, SCRYPT_R, SCRYPT_P, SCRYPT_DKLEN) and hmac.compare_digest(
                computed, bytes(stored)
            )
        self._note_sign_in(name, ok)
        return ok

    def change_trainer_passphrase(self, name: str, old: str, new: str) -> bool:
        """Replace the passphrase if ``old`` is right; False (and nothing changed) otherwise."""
        if not self.check_trainer_passphrase(name, old):
            return False
        self.set_trainer_passphrase(name, new)
        return True

    @_guarded
    def trainers(self) -> list[str]:
        return [bounded(str(r[0])) for r in self._conn.execute("SELECT name FROM trainers ORDER BY name")]

    # ---- taking an attempt

    @_guarded
    def start_attempt(
        self,
        trainee: str,
        exam_id: str,
        exam_version: str,
        exam_digest: str,
        seed: int | None = None,
        *,
        started: datetime | None = None,
        source: str = "app",
        entered_by: str | None = None,
        sitting: int | None = None,
        time_limit: int | None = None,
        request_id: str | None = None,
    ) -> int:
        """Begin an attempt owned by this process; returns its id. ``source`` says how it is entered: ``app``
        (taken by the trainee; ``entered_by`` is the trainee) or ``cli`` (typed in by the trainer named by
        ``entered_by``, whose credentials the caller has checked). ``sitting``: the sitting it is taken in (refused
        unless open, for a listed candidate, from an allowed PC, within its attempts); its end time is then start +
        the sitting's limit, else start + ``time_limit`` seconds when given. ``request_id``: the client's own id for
        this attempt; starting again with the same id (a retry after a lost connection) gives the same attempt.
        On a server the server stamps the times, the source and the PC's login (a PC's role may set none)."""
        try:
            trainee = check_name(trainee, "trainee")
        except InputError as exc:
            raise StoreError(str(exc)) from None
        if source not in SOURCES:
            raise StoreError(f"source {source!r} is not one of {', '.join(SOURCES)}")
        if entered_by is None:
            if source != "app":
                raise StoreError("an attempt typed in needs the trainer who entered it")
            entered_by = trainee
        try:
            entered_by = check_name(entered_by, "entered by")
        except InputError as exc:
            raise StoreError(str(exc)) from None
        request_id = request_id or secrets.token_hex(16)
        if self._backend.server:
            with self._transaction() as conn:
                cur = conn.execute(
                    "SELECT fortune3_start_attempt(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (request_id, trainee, exam_id, str(exam_version), exam_digest, seed, sitting, time_limit,
                     os.getpid(), socket.gethostname(), _boot_id(), source, entered_by,
                     None if started is None else iso(started)),
                )  # fmt: skip
                return int(cur.fetchone()[0])
        now = iso(started)
        with self._transaction() as conn:
            found = conn.execute("SELECT id FROM attempts WHERE request_id = ?", (request_id,)).fetchone()
            if found is not None:
                return int(found[0])  # a retry of a start that was stored: the same attempt
            limit = time_limit
            if sitting is not None:
                try:
                    limit = admit(conn, sitting, trainee, exam_id, exam_digest)
                except Refused as exc:
                    raise StoreError(str(exc), exc.refusal) from None
            deadline = None if limit is None else iso(datetime.fromtimestamp(parse_iso(now).timestamp() + limit, UTC))
            cur = conn.execute(
                "INSERT INTO attempts (trainee, exam_id, exam_version, exam_digest, seed, started, status, "
                "pid, host, boot_id, heartbeat, source, entered_by, sitting_id, request_id, deadline) "
                "VALUES (?, ?, ?, ?, ?, ?, 'in_progress', ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (trainee, exam_id, str(exam_version), exam_digest, seed, now, os.getpid(),
                 socket.gethostname(), _boot_id(), now, source, entered_by, sitting, request_id, deadline),
            )  # fmt: skip
            return int(cur.fetchone()[0])

    @_guarded
    def now(self) -> str:
        """The store's clock (ISO-8601, UTC): the server's on a server, never the PC's; else this machine's."""
        if self._backend.server:
            return str(self._conn.execute("SELECT fortune3_now()").fetchone()[0])
        return iso()

    @_guarded
    def attempt_for_request(self, request_id: str) -> AttemptRow | None:
        """The attempt a client started with ``request_id`` (None when none was stored)."""
        row = self._conn.execute(
            f"SELECT {self._ATTEMPT_COLUMNS} FROM attempts WHERE request_id = ?", (request_id,)
        ).fetchone()
        return None if row is None else self._attempt_row(row)

    @_guarded
    def add_item(
        self,
        attempt_id: int,
        order: int,
        scenario_id: str,
        scenario_digest: str,
        *,
        started: datetime | None = None,
    ) -> int:
        """Begin the scenario at position ``order`` (0-based) of an attempt; returns the item id."""
        if self._backend.server:
            with self._transaction() as conn:
                cur = conn.execute(
                    "SELECT fortune3_add_item(?, ?, ?, ?, ?)",
                    (attempt_id, order, scenario_id, scenario_digest, None if started is None else iso(started)),
                )
                return int(cur.fetchone()[0])
        self._require_status(attempt_id, {Status.IN_PROGRESS})
        with self._transaction() as conn:
            cur = conn.execute(
                "INSERT INTO attempt_items (attempt_id, item_order, scenario_id, scenario_digest, started) "
                "VALUES (?, ?, ?, ?, ?) RETURNING id",
                (attempt_id, order, scenario_id, scenario_digest, iso(started)),
            )
            return int(cur.fetchone()[0])

    @_guarded
    def record_action(self, item_id: int, action: Mapping[str, Any], *, timestamp: datetime | None = None) -> int:
        """Append an action to an item's log and commit it (durable when this returns). Returns its index."""
        try:
            text = canonical_json(dict(action))
        except (TypeError, ValueError) as exc:
            raise StoreError(f"action is not plain JSON: {exc}") from None
        if self._backend.server:
            with self._transaction() as conn:
                cur = conn.execute(
                    "SELECT fortune3_record_action(?, ?, ?)",
                    (item_id, text, None if timestamp is None else iso(timestamp)),
                )
                return int(cur.fetchone()[0])
        now = iso(timestamp)
        with self._transaction() as conn:
            row = conn.execute(
                "SELECT i.attempt_id, a.status, i.finished, a.deadline FROM attempt_items i "
                "JOIN attempts a ON a.id = i.attempt_id WHERE i.id = ?",
                (item_id,),
            ).fetchone()
            if row is None:
                raise StoreError(f"no attempt item {item_id}")
            attempt_id, status, item_finished = int(row[0]), str(row[1]), row[2]
            if status != Status.IN_PROGRESS:
                raise StoreError(f"attempt {attempt_id} is {status}; no more actions can be recorded")
            if row[3] is not None and parse_iso(now).timestamp() > parse_iso(str(row[3])).timestamp() + GRACE_SECONDS:
                raise StoreError(
                    f"time is up for attempt {attempt_id}: it ended at {row[3]}",
                    {"code": "time_up", "attempt": attempt_id, "time": str(row[3])},
                )
            if item_finished is not None:
                raise StoreError(f"attempt item {item_id} is finished; no more actions can be recorded")
            index = int(
                conn.execute("SELECT COALESCE(MAX(idx) + 1, 0) FROM actions WHERE item_id = ?", (item_id,)).fetchone()[
                    0
                ]
            )
            conn.execute(
                "INSERT INTO actions (attempt_id, item_id, idx, action, timestamp) VALUES (?, ?, ?, ?, ?)",
                (attempt_id, item_id, index, text, now),
            )
            conn.execute("UPDATE attempts SET heartbeat = ? WHERE id = ?", (now, attempt_id))
        return index

    @_guarded
    def finish_item(self, item_id: int, grade: Mapping[str, Any], *, finished: datetime | None = None) -> None:
        if self._backend.server:
            with self._transaction() as conn:
                conn.execute(
                    "SELECT fortune3_finish_item(?, ?, ?)",
                    (item_id, _grade_text(grade), None if finished is None else iso(finished)),
                )
            return
        with self._transaction() as conn:
            cur = conn.execute(
                "UPDATE attempt_items SET grade = ?, finished = ? WHERE id = ? AND finished IS NULL",
                (_grade_text(grade), iso(finished), item_id),
            )
            if cur.rowcount != 1:
                raise StoreError(f"attempt item {item_id} does not exist or is already finished")

    @_guarded
    def finish_attempt(
        self,
        attempt_id: int,
        *,
        score: int,
        passed: bool,
        grade: Mapping[str, Any],
        status: Status = Status.FINISHED,
        finished: datetime | None = None,
    ) -> str:
        """End a graded attempt (finished, or timed out) and seal it. Returns the seal."""
        if status not in (Status.FINISHED, Status.TIMED_OUT):
            raise StoreError(f"an attempt is finished as finished or timed_out, not {status}")
        if not 0 <= int(score) <= 100:
            raise StoreError(f"score {score} is not in 0..100")
        if self._backend.server:  # ended, stamped and sealed by the server from the stored rows
            with self._transaction() as conn:
                seal, seq, chain, _ = conn.execute(
                    "SELECT out_seal, out_seq, out_chain, out_status FROM fortune3_finish_attempt(?, ?, ?, ?, ?, ?)",
                    (attempt_id, str(status), int(score), bool(passed), _grade_text(grade),
                     None if finished is None else iso(finished)),
                ).fetchone()  # fmt: skip
                self._anchor_pending.append((int(seq), str(chain), "attempt"))
                return str(seal)
        with self._transaction() as conn:
            deadline = conn.execute("SELECT deadline FROM attempts WHERE id = ?", (attempt_id,)).fetchone()
            late = deadline and deadline[0] is not None and finished is None
            if late and datetime.now(UTC).timestamp() > parse_iso(str(deadline[0])).timestamp() + GRACE_SECONDS:
                status = Status.TIMED_OUT  # the store's clock says when the time was up
            self._require_status(attempt_id, {Status.IN_PROGRESS})
            conn.execute(
                "UPDATE attempts SET status = ?, finished = ?, score = ?, passed = ?, grade = ? WHERE id = ?",
                (str(status), iso(finished), int(score), int(bool(passed)), _grade_text(grade), attempt_id),
            )
            return self._seal_in(conn, attempt_id)

    # ---- interrupted attempts

    def _detect_interrupted(self) -> list[int]:
        """Mark as interrupted every in-progress attempt whose process is gone (same host only)."""
        host, boot = socket.gethostname(), _boot_id()
        dead: list[int] = []
        rows = self._conn.execute("SELECT id, pid, host, boot_id FROM attempts WHERE status = 'in_progress'").fetchall()
        for attempt_id, pid, its_host, its_boot in rows:
            if its_host and its_host != host:
                continue  # a shared data directory: another machine's attempt is not ours to judge
            other_boot = bool(its_boot) and bool(boot) and its_boot != boot
            if other_boot or not pid_alive(int(pid or 0)):
                dead.append(int(attempt_id))
        if dead:
            try:
                with self._transaction() as conn:
                    for attempt_id in dead:
                        if self._backend.server:  # (only this PC's own: another's is refused, and left alone)
                            conn.execute("SAVEPOINT mark")
                            try:
                                conn.execute("SELECT fortune3_mark_interrupted(?)", (attempt_id,))
                            except BackendError:
                                conn.execute("ROLLBACK TO mark")
                            conn.execute("RELEASE mark")
                            continue
                        conn.execute(
                            "UPDATE attempts SET status = 'interrupted' WHERE id = ? AND status = 'in_progress'",
                            (attempt_id,),
                        )
            except WRITE_ERRORS:  # a full disk or a read-only folder: still open, to read
                return []  # (they are marked the next time the store can be written)
        return dead

    def _close_overdue(self) -> list[int]:
        """Close every attempt past its end time and the grace (its process gone or its clock wrong): ``closed``
        by the time limit, with what was recorded, and sealed. On a server the server does it by its own clock."""
        if self.read_only:
            return []
        try:
            with self._transaction() as conn:
                if self._backend.server:
                    rows = conn.execute(
                        "SELECT out_attempt, out_seq, out_chain FROM fortune3_close_overdue()"
                    ).fetchall()
                    for _, seq, chain in rows:
                        self._anchor_pending.append((int(seq), str(chain), "attempt"))
                    return [int(r[0]) for r in rows]
                late = iso(datetime.fromtimestamp(datetime.now(UTC).timestamp() - GRACE_SECONDS, UTC))
                overdue = conn.execute(
                    "SELECT id, deadline FROM attempts WHERE status IN ('in_progress', 'interrupted') "
                    "AND deadline IS NOT NULL AND deadline < ? ORDER BY id",
                    (late,),
                ).fetchall()
                for attempt_id, deadline in overdue:
                    conn.execute(
                        "UPDATE attempts SET status = 'closed', finished = ?, closed_by = ? WHERE id = ?",
                        (deadline, CLOSED_BY_CLOCK, attempt_id),
                    )
                    self._seal_in(conn, int(attempt_id))
                return [int(r[0]) for r in overdue]
        except WRITE_ERRORS:
            return []  # a full disk or a read-only folder: closed the next time the store can be written

    @_guarded
    def interrupted(self) -> list[AttemptRow]:
        """Attempts whose process died before they finished (they can be resumed or closed)."""
        return self.list_attempts(status=Status.INTERRUPTED)

    @_guarded
    def resume(self, attempt_id: int) -> AttemptRecord:
        """Take over an interrupted attempt in this process; returns it with every action recorded so far."""
        if self._backend.server:
            with self._transaction() as conn:
                conn.execute(
                    "SELECT fortune3_resume(?, ?, ?, ?)", (attempt_id, os.getpid(), socket.gethostname(), _boot_id())
                )
            return self.get_attempt(attempt_id)
        with self._transaction() as conn:
            self._require_status(attempt_id, {Status.INTERRUPTED})
            conn.execute(
                "UPDATE attempts SET status = 'in_progress', pid = ?, host = ?, boot_id = ?, heartbeat = ? "
                "WHERE id = ?",
                (os.getpid(), socket.gethostname(), _boot_id(), iso(), attempt_id),
            )
        return self.get_attempt(attempt_id)

    @_guarded
    def close_interrupted(self, attempt_id: int, by_trainer: str, *, closed: datetime | None = None) -> str:
        """A trainer ends an interrupted attempt without a grade; it is sealed. Returns the seal."""
        if by_trainer.strip() not in self.trainers():
            raise StoreError(f"no trainer named {by_trainer!r}")
        if self._backend.server:
            with self._transaction() as conn:
                seal, seq, chain = conn.execute(
                    "SELECT out_seal, out_seq, out_chain FROM fortune3_close_attempt(?, ?, ?)",
                    (attempt_id, by_trainer.strip(), None if closed is None else iso(closed)),
                ).fetchone()
                self._anchor_pending.append((int(seq), str(chain), "attempt"))
                return str(seal)
        with self._transaction() as conn:
            self._require_status(attempt_id, {Status.INTERRUPTED})
            conn.execute(
                "UPDATE attempts SET status = 'closed', finished = ?, closed_by = ? WHERE id = ?",
                (iso(closed), by_trainer.strip(), attempt_id),
            )
            return self._seal_in(conn, attempt_id)

    # ---- reading

    def _require_status(self, attempt_id: int, allowed: set[Status]) -> Status:
        row = self._conn.execute("SELECT status FROM attempts WHERE id = ?", (attempt_id,)).fetchone()
        if row is None:
            raise StoreError(f"no attempt {attempt_id}")
        status = Status(row[0])
        if status not in allowed:
            wanted = " or ".join(sorted(str(s) for s in allowed))
            raise StoreError(f"attempt {attempt_id} is {status}, not {wanted}")
        return status

    _ATTEMPT_COLUMNS = (
        "id, trainee, exam_id, exam_version, exam_digest, seed, started, finished, status, score, passed, "
        "grade, closed_by, seal, source, entered_by, sitting_id, "
        "(SELECT CASE WHEN s.signed_off IS NULL THEN 'provisional' ELSE 'official' END FROM sittings s "
        "WHERE s.id = attempts.sitting_id), deadline"
    )

    @staticmethod
    def _attempt_row(row: Sequence[Any]) -> AttemptRow:
        where = f"attempt {row[0]}"
        try:
            return AttemptRow(
                id=_whole(row[0], "attempt", "id"),
                trainee=_text(row[1], where, "trainee"),
                exam_id=_text(row[2], where, "exam"),
                exam_version=_text(row[3], where, "exam version"),
                exam_digest=_text(row[4], where, "exam digest"),
                seed=None if row[5] is None else _whole(row[5], where, "seed"),
                started=_time(row[6], where, "start"),
                finished=None if row[7] is None else _time(row[7], where, "end"),
                status=Status(row[8]),
                score=None if row[9] is None else _whole(row[9], where, "score"),
                passed=None if row[10] is None else bool(_whole(row[10], where, "passed")),
                grade=_load_grade(row[11], where),
                closed_by=None if row[12] is None else _text(row[12], where, "closed by"),
                seal=None if row[13] is None else _text(row[13], where, "seal"),
                source=None if row[14] is None else _text(row[14], where, "source"),
                entered_by=None if row[15] is None else _text(row[15], where, "entered by"),
                sitting_id=None if len(row) < 17 or row[16] is None else _whole(row[16], where, "sitting"),
                standing=Standing(row[17]) if len(row) > 17 and row[17] is not None else Standing.UNOFFICIAL,
                deadline=None if len(row) < 19 or row[18] is None else _time(row[18], where, "end time"),
                seal_state=(
                    SealState.UNCHECKED
                    if row[13] is not None
                    else SealState.UNSEALED
                    if row[8] in UNFINISHED
                    else SealState.BROKEN  # ended, so sealed when it ended: its seal was taken away
                ),
            )
        except ValueError:
            raise StoreError(f"{where}: damaged record: status {_short(row[8])} is not a status") from None

    @_guarded
    def list_attempts(
        self,
        *,
        trainee: str | None = None,
        exam: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        status: Status | None = None,
        check_seals: bool = True,
    ) -> list[AttemptRow]:
        """Attempts, oldest first, filtered by trainee, exam id, start time (``since`` ≤ started < ``until``)
        and status; each sealed one with its seal checked against its record (:meth:`_checked`) unless
        ``check_seals`` is False (a caller that shows no result)."""
        where, params = self._attempt_filters(trainee, exam, since, until, status)
        sql = f"SELECT {self._ATTEMPT_COLUMNS} FROM attempts"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY started, id"
        raws = self._conn.execute(sql, params).fetchall()
        if not check_seals:
            return [self._attempt_row(r) for r in raws]
        return [row for start in range(0, len(raws), 500) for row in self._checked(raws[start : start + 500])]

    def iter_attempts(self, **filters: Any) -> Iterator[AttemptRow]:
        """:meth:`list_attempts` one row at a time, in pages (memory stays flat however many there are)."""
        for page in self.attempt_pages(1000, **filters):
            yield from page

    def attempt_pages(self, size: int, **filters: Any) -> Iterator[list[AttemptRow]]:
        """:meth:`list_attempts` a page of ``size`` rows at a time (each page a query: :meth:`attempts_page`)."""
        after: tuple[str, int] | None = None
        while True:
            page = self.attempts_page(after=after, limit=size, **filters)
            if page:
                yield page
            if len(page) < size:
                return
            after = (page[-1].started, page[-1].id)

    @_guarded
    def attempts_page(
        self,
        *,
        after: tuple[str, int] | None = None,
        limit: int = 500,
        newest_first: bool = False,
        trainee: str | None = None,
        exam: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        status: Status | None = None,
        check_seals: bool = True,
    ) -> list[AttemptRow]:
        """Up to ``limit`` attempts in :meth:`list_attempts` order (and filters) that come after ``after``
        (``(started, id)`` of the last row of the page before; None: from the first); ``newest_first``: in the
        opposite order. A page costs the same wherever it is: the results table fetches them as it is scrolled. Each
        sealed attempt of the page has its seal checked (:meth:`_checked`) unless ``check_seals`` is False."""
        where, params = self._attempt_filters(trainee, exam, since, until, status)
        if after is not None:
            before = "<" if newest_first else ">"
            # (the first term is a range of the (started, id) index: a page further on costs no more on a server,
            # which would otherwise read every row before it to filter them out)
            where.append(f"started {before}= ? AND (started {before} ? OR id {before} ?)")
            params += [after[0], after[0], int(after[1])]
        sql = f"SELECT {self._ATTEMPT_COLUMNS} FROM attempts"
        if where:
            sql += " WHERE " + " AND ".join(where)
        sql += " ORDER BY started DESC, id DESC LIMIT ?" if newest_first else " ORDER BY started, id LIMIT ?"
        params.append(int(limit))
        raws = self._conn.execute(sql, params).fetchall()
        if not check_seals:
            return [self._attempt_row(r) for r in raws]
        return [row for start in range(0, len(raws), 500) for row in self._checked(raws[start : start + 500])]

    def _checked(self, raws: Sequence[Sequence[Any]]) -> list[AttemptRow]:
        """These attempts' rows (as read, :data:`_ATTEMPT_COLUMNS`), each with its seal checked against its
        record: :attr:`AttemptRow.seal_state`. Only these rows are checked, the way ``verify --seals-only`` does
        (:meth:`_fast_seals`: the page's stored canonical texts, a few queries for the whole page); a row whose
        text does not match is checked the full way (:meth:`_seal_of`), so a stored text that is merely not
        canonical is not called broken. A role that may not read the seal key (a training PC's on a server)
        leaves the rows ``UNCHECKED``."""
        rows = [self._attempt_row(r) for r in raws]
        sealed = {row.id: (raw[13], tuple(raw)) for row, raw in zip(rows, raws, strict=True) if row.seal is not None}
        if not sealed:
            return rows
        states = self._seal_states(sealed, tuple)
        return [replace(row, seal_state=states[row.id]) if row.id in states else row for row in rows]

    def _seal_states(
        self, seen: Mapping[int, tuple[Any, tuple[Any, ...]]], project: Callable[[Sequence[Any]], tuple[Any, ...]]
    ) -> dict[int, SealState]:
        """Whether each of these sealed attempts' seal matches its record. ``seen``: attempt id -> (its seal, the
        columns shown as they were read); ``project``: those columns out of a :data:`_ATTEMPT_COLUMNS` row. What
        was shown must be what the check read (a sealed attempt never changes: if it did in between, it is
        broken)."""
        if not self._key:
            return dict.fromkeys(seen, SealState.UNCHECKED)
        ids = list(seen)
        fast: dict[int, tuple[Sequence[Any], bool]] = {}
        for start in range(0, len(ids), VERIFY_PAGE):  # (a verify's page at a time: memory stays low)
            # (a page the quick check cannot read is checked the full way, attempt by attempt)
            with contextlib.suppress(sqlite3.Error, BackendError, StoreError, ValueError, TypeError, RecursionError):
                fast.update(self._fast_seals(ids[start : start + VERIFY_PAGE]))
        out: dict[int, SealState] = {}
        for attempt_id, (seal, shown) in seen.items():
            found = fast.get(attempt_id)
            same = found is None or project(found[0]) == shown
            if found is not None and found[1] and same:
                out[attempt_id] = SealState.SEALED
                continue
            try:
                ok = same and isinstance(seal, str) and hmac.compare_digest(self._seal_of(attempt_id), seal)
            except (sqlite3.Error, BackendError, StoreError, InputError, ValueError, TypeError, RecursionError):
                ok = False  # a record that cannot be read whole cannot match its seal
            out[attempt_id] = SealState.SEALED if ok else SealState.BROKEN
        return out

    @_guarded
    def count_attempts(
        self,
        *,
        trainee: str | None = None,
        exam: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        status: Status | None = None,
    ) -> int:
        """How many attempts :meth:`list_attempts` would give with these filters."""
        where, params = self._attempt_filters(trainee, exam, since, until, status)
        sql = "SELECT COUNT(*) FROM attempts" + (" WHERE " + " AND ".join(where) if where else "")
        return int(self._conn.execute(sql, params).fetchone()[0])

    @staticmethod
    def _attempt_filters(
        trainee: str | None, exam: str | None, since: datetime | None, until: datetime | None, status: Status | None
    ) -> tuple[list[str], list[Any]]:
        where: list[str] = []
        params: list[Any] = []
        for clause, value in (
            ("trainee = ?", trainee),
            ("exam_id = ?", exam),
            ("started >= ?", None if since is None else iso(since)),
            ("started < ?", None if until is None else iso(until)),
            ("status = ?", None if status is None else str(status)),
        ):
            if value is not None:
                where.append(clause)
                params.append(value)
        return where, params

    @_guarded
    def load_learner(self, trainee: str) -> str | None:
        """A trainee's practice learner model (its JSON), or None before their first practice."""
        row = self._conn.execute("SELECT model FROM learner_models WHERE trainee = ?", (trainee,)).fetchone()
        return None if row is None else str(row[0])

    @_guarded
    def save_learner(self, trainee: str, model: str) -> None:
        """Keep a trainee's practice learner model (replacing the one kept before)."""
        if self._backend.server:
            with self._transaction() as conn:
                conn.execute("SELECT fortune3_save_learner(?, ?)", (trainee, model))
            return
        with self._transaction() as conn:
            conn.execute(
                "INSERT INTO learner_models (trainee, model, changed) VALUES (?, ?, ?) "
                "ON CONFLICT (trainee) DO UPDATE SET model = excluded.model, changed = excluded.changed",
                (trainee, model, iso(None)),
            )

    @_guarded
    def trainees(self) -> list[str]:
        return [
            bounded(str(r[0])) for r in self._conn.execute("SELECT DISTINCT trainee FROM attempts ORDER BY trainee")
        ]

    @_guarded
    def exams(self) -> list[str]:
        return [
            bounded(str(r[0])) for r in self._conn.execute("SELECT DISTINCT exam_id FROM attempts ORDER BY exam_id")
        ]

    @_guarded
    def history(self, trainee: str, exam: str | None = None) -> list[HistoryPoint]:
        """A trainee's attempts over time (for the chart): date, exam, score (none for an attempt whose seal is
        broken)."""
        return [
            HistoryPoint(
                a.id, a.finished or a.started, a.exam_id, a.valid_score, a.valid_passed, a.status, a.seal_state
            )
            for a in self.list_attempts(trainee=trainee, exam=exam)
        ]

    @_guarded
    def item_grades(self, trainee: str) -> list[dict[str, Any]]:
        """The grades of every item of a trainee's ended attempts (``finished`` set), oldest first — what the
        trainer tools' summary of a trainee reads, without the actions. The items of an attempt whose seal is
        broken are left out (its grades are not valid)."""
        broken = {a.id for a in self.list_attempts(trainee=trainee) if a.seal_broken}
        out = []
        for attempt_id, order, text in self._conn.execute(
            "SELECT i.attempt_id, i.item_order, i.grade FROM attempt_items i JOIN attempts a ON a.id = i.attempt_id "
            "WHERE a.trainee = ? AND a.finished IS NOT NULL AND i.grade IS NOT NULL "
            "ORDER BY a.started, a.id, i.item_order",
            (trainee,),
        ):
            if attempt_id in broken:
                continue
            grade = _load_grade(text, f"attempt {attempt_id} item {order}")
            if grade:
                out.append(grade)
        return out

    @_guarded
    def get_attempt(self, attempt_id: int) -> AttemptRecord:
        """An attempt with its items and actions, its seal checked against its record (:meth:`_checked`)."""
        row = self._conn.execute(f"SELECT {self._ATTEMPT_COLUMNS} FROM attempts WHERE id = ?", (attempt_id,)).fetchone()
        if row is None:
            raise StoreError(f"no attempt {attempt_id}")
        return AttemptRecord(self._checked([row])[0], tuple(self._items(attempt_id)))

    def _get_attempt(self, attempt_id: int) -> AttemptRecord:
        row = self._conn.execute(f"SELECT {self._ATTEMPT_COLUMNS} FROM attempts WHERE id = ?", (attempt_id,)).fetchone()
        if row is None:
            raise StoreError(f"no attempt {attempt_id}")
        return AttemptRecord(self._attempt_row(row), tuple(self._items(attempt_id)))

    def _items(self, attempt_id: int) -> list[AttemptItem]:
        items = []
        for irow in self._conn.execute(
            "SELECT id, item_order, scenario_id, scenario_digest, started, finished, grade "
            "FROM attempt_items WHERE attempt_id = ? ORDER BY item_order",
            (attempt_id,),
        ).fetchall():
            where = f"attempt {attempt_id} item {_short(irow[1])}"  # a damaged order may hold any text
            actions = tuple(
                ActionRow(
                    _whole(idx, where, "action index"),
                    _action(_load_json(text, f"{where} action {idx}"), f"{where} action {idx}"),
                    _text(ts, where, "action time"),
                )
                for idx, text, ts in self._conn.execute(
                    "SELECT idx, action, timestamp FROM actions WHERE item_id = ? ORDER BY idx", (irow[0],)
                )
            )
            items.append(
                AttemptItem(
                    id=_whole(irow[0], where, "id"),
                    attempt_id=attempt_id,
                    order=_whole(irow[1], where, "order"),
                    scenario_id=_text(irow[2], where, "scenario"),
                    scenario_digest=_text(irow[3], where, "scenario digest"),
                    started=_text(irow[4], where, "start"),
                    finished=None if irow[5] is None else _text(irow[5], where, "end"),
                    grade=_load_grade(irow[6], where),
                    actions=actions,
                )
            )
        return items

    @_guarded
    def graded_mark(self) -> tuple[int, int]:
        """How many attempts there are and how many are graded: it changes whenever an attempt starts or ends (the
        item analysis reads a big store again only then)."""
        row = self._conn.execute("SELECT COUNT(*), COUNT(passed) FROM attempts").fetchone()
        return int(row[0]), int(row[1])

    GRADED_PAGE = 1000
    """Attempts read at a time by :meth:`iter_graded` (their items in one query of at most 500 attempts each)."""

    def iter_graded(
        self, *, check_seals: bool = False, **filters: Any
    ) -> Iterator[tuple[AttemptRow, tuple[GradedItem, ...]]]:
        """The graded attempts (``passed`` set) that :meth:`list_attempts` gives with ``filters``, oldest first,
        each with its items' scores, passes and errors (never the actions) — what an item analysis reads. A page
        of attempts and their items at a time: memory stays flat however many attempts the store holds.

        A bulk read: the seals are not checked (each row's :attr:`AttemptRow.seal_state` is ``UNCHECKED``, or
        ``BROKEN`` for an ended attempt that lost its seal) unless ``check_seals`` — which checks each page's seals
        as the results table does and costs about as much as ``verify --seals-only`` (docs/exams.md)."""
        for page in self.attempt_pages(self.GRADED_PAGE, check_seals=check_seals, **filters):
            graded = [r for r in page if r.passed is not None]
            items = self._graded_items([r.id for r in graded])
            for row in graded:
                yield row, tuple(items.get(row.id, ()))

    @_guarded
    def _graded_items(self, attempt_ids: Sequence[int]) -> dict[int, list[GradedItem]]:
        """The items of these attempts with the figures of their grades, per attempt in item order.

        On SQLite the database takes the score, the pass and any errors out of each grade's JSON (a grade with no
        error has none to parse: most of a big store); a grade it cannot read is read here, and named. On a
        server each grade is read here."""
        out: dict[int, list[GradedItem]] = {}
        if self._backend.server:
            figures = "grade, NULL, NULL, NULL, 0"
        else:
            # (nested: SQLite's AND may look at both sides, and a JSON function stops the query on a text not JSON)
            ok = (
                "CASE WHEN typeof(grade) = 'text' THEN CASE WHEN json_valid(grade) THEN json_type(grade) = 'object' "
                "ELSE 0 END ELSE 0 END"
            )
            figures = (
                f"CASE WHEN {ok} THEN NULL ELSE grade END, CASE WHEN {ok} THEN json_extract(grade, '$.score') END, "
                f"CASE WHEN {ok} THEN json_extract(grade, '$.passed') END, CASE WHEN {ok} THEN CASE WHEN "
                f"json_array_length(grade, '$.errors') > 0 THEN json_extract(grade, '$.errors') END END, {ok}"
            )
        for chunk, marks in _in_parts(attempt_ids):
            for attempt_id, order, scenario, text, score, passed, errors, extracted in self._conn.execute(
                f"SELECT attempt_id, item_order, scenario_id, {figures} FROM attempt_items "
                f"WHERE attempt_id IN ({marks}) ORDER BY attempt_id, item_order",
                chunk,
            ):
                where = f"attempt {attempt_id} item {order}"
                if extracted:
                    grade: dict[str, Any] | None = {} if score is None else {"score": score, "passed": bool(passed)}
                    if errors is not None:
                        grade = {**(grade or {}), "errors": _load_json(errors, f"{where} grade errors")}
                else:
                    grade = _load_grade(text, where)
                if grade is not None and "score" in grade and not isinstance(grade["score"], int):
                    raise StoreError(f"{where}: damaged record: the grade's score is {_short(grade['score'])}")
                out.setdefault(_whole(attempt_id, where, "attempt"), []).append(
                    GradedItem(_whole(order, where, "order"), _text(scenario, where, "scenario"), grade)
                )
        return out

    # ---- sealing and verifying

    def _seal_document(self, attempt_id: int) -> dict[str, Any]:
        """The full record of an attempt as sealed: everything but operational fields (pid, heartbeat)."""
        row = self._conn.execute(
            "SELECT id, trainee, exam_id, exam_version, exam_digest, seed, started, finished, status, score, "
            "passed, grade, closed_by, source, entered_by FROM attempts WHERE id = ?",
            (attempt_id,),
        ).fetchone()
        if row is None:
            raise StoreError(f"no attempt {attempt_id}")
        keys = ("id", "trainee", "exam_id", "exam_version", "exam_digest", "seed", "started", "finished",
                "status", "score", "passed", "grade", "closed_by", "source", "entered_by")  # fmt: skip
        attempt = dict(zip(keys, row, strict=True))
        legacy = attempt["source"] is None and attempt["entered_by"] is None
        if legacy:  # sealed before sources were recorded (format 1): sealed without them
            del attempt["source"], attempt["entered_by"]
        attempt["grade"] = _load_json_or_none(attempt["grade"], f"attempt {attempt_id} grade")
        items = []
        for irow in self._conn.execute(
            "SELECT id, item_order, scenario_id, scenario_digest, started, finished, grade "
            "FROM attempt_items WHERE attempt_id = ? ORDER BY item_order",
            (attempt_id,),
        ).fetchall():
            actions = [
                [idx, _load_json(text, f"attempt {attempt_id} action {idx}"), ts, act_attempt]
                for idx, text, ts, act_attempt in self._conn.execute(
                    "SELECT idx, action, timestamp, attempt_id FROM actions WHERE item_id = ? ORDER BY idx",
                    (irow[0],),
                )
            ]
            items.append(
                {
                    "order": irow[1],
                    "scenario_id": irow[2],
                    "scenario_digest": irow[3],
                    "started": irow[4],
                    "finished": irow[5],
                    "grade": _load_json_or_none(irow[6], f"attempt {attempt_id} item {_short(irow[1])} grade"),
                    "actions": actions,
                }
            )
        stray = self._conn.execute(
            "SELECT COUNT(*) FROM actions a JOIN attempt_items i ON i.id = a.item_id "
            "WHERE a.attempt_id = ? AND i.attempt_id != ?",
            (attempt_id, attempt_id),
        ).fetchone()[0]
        return {"format": 1 if legacy else SEAL_FORMAT, "attempt": attempt, "items": items, "stray_actions": int(stray)}

    def _seal_of(self, attempt_id: int) -> str:
        text = canonical_json(self._seal_document(attempt_id)).encode("utf-8")
        return hmac.new(self._keyed(), text, hashlib.sha256).hexdigest()

    def _fast_seals(self, attempt_ids: Sequence[int]) -> dict[int, tuple[Sequence[Any], bool]]:
        """Check the seals of a page of attempts from their stored text, without parsing every action: each
        attempt's row, and whether its seal matches the text of :meth:`_seal_document` put together from the
        stored JSON texts (actions and grades are stored as canonical JSON, :func:`canonical_json`) with four
        queries for the whole page. The database itself checks, per stored text, what makes splicing it in the same as parsing and re-writing it -- each
        is one whole JSON object (so a text cannot stand for two actions, or an action and a row's other
        fields), and the index and attempt of each action are whole numbers. Then a
        text that matches the seal *is* the sealed canonical text, and its parse, field by field, is the record
        as the full way reads it: the full way would find the same seal. An attempt whose text does not match
        (a changed record, or a stored text that is not canonical) is not judged here: it is checked the full
        way, which names what is wrong. Returns attempt id -> (its row, matched).

        On a server the same, spelt in PostgreSQL's SQL: its columns hold what their types say, so only the
        JSON texts are checked (``json_typeof(text::json) = 'object'``); a text that is not JSON at all makes
        the server refuse the page's query (inside a savepoint: the verify's snapshot goes on), and the page is
        checked the full way."""
        if not attempt_ids:
            return {}
        if self._backend.server:
            with self._transaction() as conn:
                return _fast_seal_check(conn, self._keyed(), attempt_ids, server=True)
        return _fast_seal_check(self._conn, self._keyed(), attempt_ids)

    @staticmethod
    def _fast_text(
        attempt_id: int,
        row: Sequence[Any],
        items: Sequence[Sequence[Any]],
        actions: Mapping[int, str],
        spoilt: set[int],
        stray: Mapping[int, Any],
    ) -> str | None:
        """``canonical_json(self._seal_document(attempt_id))`` from the stored texts (see :meth:`_fast_seals`),
        or None when they cannot stand for it."""
        keys = ("id", "trainee", "exam_id", "exam_version", "exam_digest", "seed", "started", "finished",
                "status", "score", "passed", "grade", "closed_by", "seal", "source", "entered_by")  # fmt: skip
        attempt = dict(zip(keys, row[:16], strict=True))
        del attempt["seal"]
        legacy = attempt["source"] is None and attempt["entered_by"] is None
        if legacy:
            del attempt["source"], attempt["entered_by"]
        attempt["grade"] = _load_json_or_none(attempt["grade"], f"attempt {attempt_id} grade")
        parts = []
        for _, item_id, order, scenario_id, digest, started, finished, grade, ok in items:
            if ok != 1 or item_id in spoilt:
                return None
            parts.append(
                '{"actions":[' + actions.get(item_id, "") + '],"finished":' + _json_scalar(finished)
                + ',"grade":' + ("null" if grade is None else grade) + ',"order":' + _json_scalar(order)
                + ',"scenario_digest":' + _json_scalar(digest) + ',"scenario_id":' + _json_scalar(scenario_id)
                + ',"started":' + _json_scalar(started) + "}"
            )  # fmt: skip
        count = stray.get(attempt_id, 0)
        return (
            '{"attempt":' + canonical_json(attempt) + ',"format":' + str(1 if legacy else SEAL_FORMAT)
            + ',"items":[' + ",".join(parts) + '],"stray_actions":' + str(int(count)) + "}"
        )  # fmt: skip

    def _seal_in(self, conn: Connection, attempt_id: int) -> str:
        seal = self._seal_of(attempt_id)  # (the SQLite file: a server seals in its own functions)
        conn.execute("UPDATE attempts SET seal = ? WHERE id = ?", (seal, attempt_id))
        trainee, exam_id = conn.execute("SELECT trainee, exam_id FROM attempts WHERE id = ?", (attempt_id,)).fetchone()
        self._ledger_append(conn, attempt_id, str(trainee), str(exam_id), seal)
        return seal

    def _ledger_append(
        self, conn: Connection, attempt_id: int, trainee: str, exam_id: str, seal: str, *, anchor: bool = True
    ) -> None:
        """Add a link to the ledger: a sealed attempt, or (``attempt_id`` 0, ``exam_id`` :data:`ACCOUNT`) a
        trainer account as added or changed. Its anchor line is written once the transaction commits."""
        if self._backend.server:  # the server links it, under its advisory lock, with the key it holds
            seq, chain = conn.execute(
                "SELECT out_seq, out_chain FROM fortune3_ledger_append(?, ?, ?, ?)",
                (attempt_id, trainee, exam_id, seal),
            ).fetchone()
            if anchor:
                self._anchor_pending.append((int(seq), str(chain), _entry_kind(attempt_id, exam_id)))
            return
        self._backend.lock(conn, LEDGER_LOCK)
        last = conn.execute("SELECT seq, chain FROM ledger ORDER BY seq DESC LIMIT 1").fetchone()
        seq, previous = (1, "") if last is None else (int(last[0]) + 1, str(last[1]))
        chain = self._chain(previous, seq, attempt_id, trainee, exam_id, seal)
        conn.execute(
            "INSERT INTO ledger (seq, attempt_id, trainee, exam_id, seal, chain) VALUES (?, ?, ?, ?, ?, ?)",
            (seq, attempt_id, trainee, exam_id, seal, chain),
        )
        if anchor:
            self._anchor_pending.append((seq, chain, _entry_kind(attempt_id, exam_id)))

    # ---- the ledger anchor (outside the database)

    def _anchor_paths(self) -> list[Path]:
        paths = [self.anchor_path]
        if self.anchor_copy is not None and self._installation_id:
            paths.append(self.anchor_copy / f"fortune3-trainer-{self._installation_id}.anchor")
        return paths

    def _anchor_write(self, entries: Sequence[tuple[int, str, str]], upgrade: bool = False) -> None:
        """Append ledger links to the anchor file(s), one JSON line each, after they were committed. A file
        of another installation is left alone (it is the evidence that this store replaced another)."""
        if not entries or self.read_only:
            return
        lines = "".join(
            canonical_json({"seq": seq, "chain": chain, "kind": kind}) + "\n" for seq, chain, kind in entries
        )
        start = entries[0][0]
        head = {
            "anchor": 1,
            "installation": self._installation_id,
            "created": iso(),
            "start": start,
            "restarted": start > 1 and not upgrade and not self._backend.server,
        }
        for path in self._anchor_paths():
            try:
                if not path.exists() and _create_whole(path, canonical_json(head) + "\n" + lines):
                    continue
                header, _, _ = _read_anchor(path)  # another process created it meanwhile: append to it
                if header is None or header.get("installation") != self._installation_id:
                    continue
                fd = os.open(path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0))
                try:
                    os.write(fd, lines.encode("utf-8"))
                    os.fsync(fd)
                finally:
                    os.close(fd)
            except OSError:
                pass  # a missing copy folder (a USB stick not plugged in): verify names what it finds

    def _check_anchor(self, report: VerifyReport, ledger: Mapping[int, str], anchors: list[tuple[Path, Any]]) -> None:
        """The ledger must hold every link its anchor files recorded: a missing or different one means the
        database was rolled back to an older copy, or replaced."""
        for path, (header, entries, damage) in anchors:
            if damage:
                report.problems.append(Problem(0, f"{path}: the ledger anchor is damaged ({damage})", "anchor"))
            if header is None:
                if path == self.anchor_path and ledger and not self._backend.server:
                    report.problems.append(
                        Problem(
                            0,
                            f"{path}: the ledger anchor is missing but the ledger has {max(ledger)} entries: "
                            "it was deleted, or this database was copied here from elsewhere",
                            "anchor",
                        )
                    )
                continue
            if header.get("installation") != self._installation_id:
                last = max((seq for seq, _, _ in entries), default=0)
                report.problems.append(
                    Problem(
                        0,
                        f"{path}: the results database was replaced: the ledger anchor belongs to installation "
                        f"{header.get('installation')} ({last} ledger entries) but this database is installation "
                        f"{self._installation_id}; the earlier results are not in it",
                        "anchor",
                    )
                )
                continue
            start = header.get("start")
            if (
                header.get("restarted")
                and not self._backend.server
                and not (isinstance(start, int) and {seq for seq, _, _ in entries} >= set(range(1, start)))
            ):  # (two processes sealing their first entries at once may create it with a later one first)
                report.problems.append(
                    Problem(
                        0,
                        f"{path}: the ledger anchor was deleted and restarted at ledger entry {header.get('start')}",
                        "anchor",
                    )
                )
            missing = [(seq, kind) for seq, _, kind in entries if seq not in ledger]
            changed = [(seq, kind) for seq, chain, kind in entries if seq in ledger and ledger[seq] != chain]
            head = max(ledger, default=0)
            if missing:
                accounts = sum(1 for _, kind in missing if kind == ACCOUNT)
                report.problems.append(
                    Problem(
                        0,
                        f"{path}: the store was rolled back to an older copy (or ledger entries deleted): the anchor "
                        f"records ledger entries up to {max(seq for seq, _ in missing)}, the database ends at {head}; "
                        f"{len(missing) - accounts} sealed attempt(s) and {accounts} trainer account change(s) "
                        "are missing",
                        "anchor",
                    )
                )
            if changed:
                report.problems.append(
                    Problem(
                        0,
                        f"{path}: ledger entries {', '.join(str(q) for q, _ in changed[:5])}"
                        f"{' …' if len(changed) > 5 else ''} differ from the anchor: the store was rolled back "
                        "and written again, or replaced",
                        "anchor",
                    )
                )

    def _check_accounts(self, report: VerifyReport, accounts: Mapping[str, str]) -> None:
        """Every trainer account must match its latest sealed version in the ledger; none may be missing;
        none may carry hash parameters other than the fixed ones. And every signed-off sitting must match its
        sealed sign-off (:meth:`_check_sittings`)."""
        signed = {k[len(_SITTING_KEY) :]: v for k, v in accounts.items() if k.startswith(_SITTING_KEY)}
        accounts = {k: v for k, v in accounts.items() if not k.startswith(_SITTING_KEY)}
        self._check_sittings(report, signed)
        rows = self._conn.execute("SELECT name, n, r, p, dklen FROM trainers ORDER BY name").fetchall()
        present = set()
        for name, n, r, p, dklen in rows:
            name = str(name)
            present.add(name)
            who = f"trainer {bounded(name)}"
            fixed = (SCRYPT_N, SCRYPT_R, SCRYPT_P, SCRYPT_DKLEN)
            if (n, r, p, dklen) != fixed:
                weaker = any(not isinstance(v, int) or v < f for v, f in zip((n, r, p, dklen), fixed, strict=True))
                report.problems.append(
                    Problem(
                        0,
                        f"{who}: passphrase hash parameters n={n} r={r} p={p} length={dklen} are "
                        f"{'weaker than' if weaker else 'not'} the fixed n={SCRYPT_N} r={SCRYPT_R} p={SCRYPT_P} "
                        f"length={SCRYPT_DKLEN}: account changed (this passphrase is refused)",
                        "account",
                    )
                )
            if name not in accounts:
                report.problems.append(
                    Problem(0, f"{who}: not in the ledger: account added outside the trainer", "account")
                )
                continue
            try:
                expected = self._account_seal(self._conn, name)
            except (StoreError, TypeError, ValueError, AttributeError) as exc:
                report.problems.append(Problem(0, f"{who}: unreadable account ({exc})", "account"))
                continue
            if not hmac.compare_digest(expected, accounts[name]):
                report.problems.append(Problem(0, f"{who}: differs from its sealed record: account changed", "account"))
        gone = sorted(set(accounts) - present)
        if gone:
            everyone = " (every trainer account is gone)" if not present else ""
            for name in gone:
                report.problems.append(
                    Problem(0, f"trainer {bounded(name)}: sealed but missing: account deleted{everyone}", "account")
                )

    def _check_sittings(self, report: VerifyReport, signed: Mapping[str, str]) -> None:
        """Every signed-off sitting must match the sign-off sealed in the ledger (its window, candidates, PCs, sign-off
        and the attempts taken in it with their seals); a sealed sign-off must still be there."""
        if "sittings" not in self._backend.tables(self._conn):
            return
        rows = self._conn.execute("SELECT id FROM sittings WHERE signed_off IS NOT NULL ORDER BY id").fetchall()
        present = set()
        for (sitting_id,) in rows:
            key = str(sitting_id)
            present.add(key)
            if key not in signed:
                report.problems.append(
                    Problem(
                        0,
                        f"sitting {key}: signed off outside the trainer (no sealed sign-off): sitting changed",
                        "sitting",
                    )
                )
            elif not hmac.compare_digest(self._sitting_seal(self._conn, int(sitting_id)), signed[key]):
                report.problems.append(
                    Problem(
                        0,
                        f"sitting {key}: differs from its sealed sign-off (its attempts, candidates, window or "
                        "sign-off were changed afterwards): sitting changed",
                        "sitting",
                    )
                )
        for key in sorted(set(signed) - present, key=lambda k: (len(k), k)):
            report.problems.append(
                Problem(
                    0, f"sitting {bounded(key)}: its sealed sign-off is gone (sitting deleted or unsigned)", "sitting"
                )
            )

    def _sitting_seal(self, conn: Connection, sitting_id: int) -> str:
        """The seal of a sitting's sign-off (:func:`~trainer.training.sitting_admission.sitting_document`)."""
        document = sitting_document(conn, sitting_id)
        if document is None:
            raise StoreError(f"there is no sitting {sitting_id}")
        text = canonical_json(document).encode("utf-8")
        return hmac.new(self._keyed(), b"sitting\0" + text, hashlib.sha256).hexdigest()

    def seal_sign_off(self, conn: Connection, sitting_id: int) -> None:
        """Seal a sitting's sign-off into the ledger (inside the sign-off's transaction; needs the key: a trainer's)."""
        self._ledger_append(conn, 0, str(sitting_id), SITTING, self._sitting_seal(conn, sitting_id))

    def _chain(self, previous: str, seq: int, attempt_id: int, trainee: str, exam_id: str, seal: str) -> str:
        """One link of the ledger: every sealed attempt in sealing order, each link keyed on the one before,
        so deleting or reordering sealed attempts shows (all but deleting the very last one with its link)."""
        text = canonical_json([previous, seq, attempt_id, trainee, exam_id, seal]).encode("utf-8")
        return hmac.new(self._keyed(), text, hashlib.sha256).hexdigest()

    def _check_ledger(
        self, report: VerifyReport, accounts: dict[str, str] | None = None, chains: dict[int, str] | None = None
    ) -> dict[int, str]:
        """Walk the ledger; report broken links and attempts that are gone. Returns attempt id -> seal; fills
        ``accounts`` (trainer name -> latest account seal) and ``chains`` (seq -> link)."""
        sealed: dict[int, str] = {}
        accounts = {} if accounts is None else accounts
        chains = {} if chains is None else chains
        previous = ""
        existing = {int(r[0]) for r in self._conn.execute("SELECT id FROM attempts")}
        for row in self._conn.execute(
            "SELECT seq, attempt_id, trainee, exam_id, seal, chain FROM ledger ORDER BY seq"
        ).fetchall():
            try:
                seq = _whole(row[0], "ledger", "entry number")
                attempt_id = _whole(row[1], f"ledger entry {seq}", "attempt number")
            except StoreError as exc:
                report.problems.append(Problem(0, f"{exc}: ledger changed", "attempt"))
                previous = str(row[5])
                continue
            trainee, exam_id, seal, chain = row[2], row[3], row[4], row[5]
            account = int(attempt_id) == 0 and str(exam_id) in (ACCOUNT, SITTING)
            name = _entry_name(int(attempt_id), str(trainee), str(exam_id))
            expected = self._chain(previous, int(seq), int(attempt_id), str(trainee), str(exam_id), str(seal))
            if not hmac.compare_digest(expected, str(chain)):
                report.problems.append(
                    Problem(
                        int(attempt_id),
                        f"{name}: ledger entry {seq} does not follow the one before: ledger changed",
                        "account" if account else "attempt",
                    )
                )
            previous = str(chain)
            chains[int(seq)] = str(chain)
            if account:  # (a sitting's sign-off kept beside the accounts, under a key no name can have)
                accounts[str(trainee) if str(exam_id) == ACCOUNT else _SITTING_KEY + str(trainee)] = str(seal)
                continue
            sealed[int(attempt_id)] = str(seal)
            if int(attempt_id) not in existing:
                report.problems.append(Problem(int(attempt_id), f"{name}: sealed but missing: record deleted"))
        return sealed

    def verify(self, regrade: Regrade | None = None, rescore: Rescore | None = None) -> VerifyReport:
        """Check every attempt: sealed ones must match their seal, and (with ``regrade``) each item re-graded
        from its stored log must give its stored grade; (with ``rescore``) the attempt's score and pass from
        the re-graded items must be the stored ones. Unfinished attempts are noted, not failed. A damaged
        database file (bad pages, a missing table, a value that is not what its column holds) is reported as
        a problem naming the attempt it hides, never raised."""
        read = {path: _read_anchor_extent(path) for path in self._anchor_paths()}  # before the snapshot (see below)
        anchors = [(path, what[:3]) for path, what in read.items()]
        # One read transaction: every read below sees the same snapshot of the database, so another process
        # sealing an attempt meanwhile is either wholly seen or not at all (never a half-written ledger). The
        # anchor files are read first: a link is appended to them only after it is committed, so every link
        # they hold is in the snapshot.
        own = not self._conn.in_transaction
        if own:
            self._backend.begin_snapshot(self._conn)
        try:
            report = self._verify(anchors, regrade, rescore)
            if report.ok:
                self._remember_verified({path: what[3] for path, what in read.items()})
            return report
        finally:
            if own:
                with contextlib.suppress(*DB_ERRORS):
                    self._conn.execute("COMMIT")

    # ---- incremental verify

    @property
    def verified_path(self) -> Path:
        """``ledger.verified`` beside the anchor; for a server's store, one per server like its anchor."""
        if self._backend.server:
            return self.anchor_path.with_suffix(".verified")
        return self.directory / VERIFIED_NAME

    def _verified_mac(self, seq: int, chain: str, when: str, anchors: Mapping[str, Any] | None = None) -> str:
        what: list[Any] = ["verified", self._installation_id, seq, chain, when]
        if anchors is not None:  # how far each anchor file was read (a record written before it had none)
            what.append(dict(anchors))
        text = canonical_json(what).encode("utf-8")
        return hmac.new(self._keyed(), text, hashlib.sha256).hexdigest()

    def _remember_verified(self, anchors: Mapping[Path, AnchorExtent]) -> None:
        """Write how far the ledger is (in the snapshot being verified) as verified clean, and how far each
        anchor file was read (``anchors``: what the verify checked; the next incremental one reads on from
        there). Best effort: a store that cannot write it (read-only) verifies everything next time."""
        if self.read_only:
            return
        try:
            row = self._conn.execute("SELECT seq, chain FROM ledger ORDER BY seq DESC LIMIT 1").fetchone()
            seq, chain = (0, "") if row is None else (int(row[0]), str(row[1]))
            when = iso()
            read = {str(path): [size, lines] for path, (size, lines) in anchors.items() if size}
            text = canonical_json(
                {"installation": self._installation_id, "seq": seq, "chain": chain, "verified": when,
                 "anchors": read, "mac": self._verified_mac(seq, chain, when, read)}
            )  # fmt: skip
            write_private(self.verified_path, text + "\n")  # owner-only, like every file of the data folder
        except (OSError, sqlite3.Error, BackendError, StoreError, TypeError, ValueError):
            pass

    def last_verified(self) -> tuple[int, str, str] | None:
        """(ledger entry, its link, when) the last clean verify reached, or None when there is none this store
        can trust (missing, of another installation, or not keyed with this store's key). On a server the
        record is this PC's (beside its anchor of that server); a role that may not read the key keeps none."""
        record = self._last_verified_record()
        return None if record is None else (record[0], record[1], record[2])

    def _last_verified_record(self) -> tuple[int, str, str, dict[str, AnchorExtent]] | None:
        """:meth:`last_verified`, and how far that verify read each anchor file (by path; none for a record
        written before it was kept)."""
        try:
            data = json.loads(read_limited(self.verified_path, MAX_VERIFIED_BYTES, "record of the last verify"))
            seq, chain, when = int(data["seq"]), str(data["chain"]), str(data["verified"])
            if data.get("installation") != self._installation_id or seq < 0:
                return None
            read = data.get("anchors")
            if not hmac.compare_digest(str(data.get("mac", "")), self._verified_mac(seq, chain, when, read)):
                return None
            extents: dict[str, AnchorExtent] = {}
            for path, extent in (read or {}).items():
                size, lines = extent
                if type(size) is int and type(lines) is int and size > 0 and lines > 0:
                    extents[str(path)] = (size, lines)
            return seq, chain, when, extents
        except (OSError, ValueError, TypeError, KeyError, AttributeError, StoreError):  # (InputError is a ValueError)
            return None

    def verify_since_last(self, regrade: Regrade | None = None, rescore: Rescore | None = None) -> VerifyReport:
        """Check only what changed since the last verify that found everything in order: the ledger entries
        after the one it reached (each must follow the one before, starting from the link it recorded), the
        attempts they seal, the attempts not sealed yet, the anchors and the trainer accounts. An attempt sealed
        before that point and changed since is for a full :meth:`verify` to find. Without a trustworthy record
        of a last verify, or when the ledger no longer holds the entry it recorded, everything is verified."""
        last = self._last_verified_record()
        if last is None:
            return self.verify(regrade, rescore)
        since, since_chain, when, extents = last
        gone = self._since_gone(since, since_chain, when)
        if gone:  # a full verify, the anchors read whole: it names the rollback as a full verify does
            report = self.verify(regrade, rescore)
            report.problems.insert(0, Problem(0, f"{gone}; everything was checked again", "anchor"))
            return report
        # Each anchor file from where the last verify stopped reading it (its header again): the lines before
        # were checked then. A restarted anchor is read whole: its check needs every line.
        read = {}
        for path in self._anchor_paths():
            what = _read_anchor_extent(path, extents.get(str(path)))
            if what[0] is not None and what[0].get("restarted") and str(path) in extents:
                what = _read_anchor_extent(path)
            read[path] = what
        anchors = [(path, what[:3]) for path, what in read.items()]
        own = not self._conn.in_transaction
        if own:
            self._backend.begin_snapshot(self._conn)
        try:
            report = VerifyReport(since=since)
            older = {seq for _path, (_h, entries, _d) in anchors for seq, _c, _k in entries if seq < since}
            sealed, accounts, chains = self._ledger_since(report, since, since_chain, older)
            self._check_anchor(report, chains, anchors)
            self._check_accounts(report, accounts)
            ids = {int(r[0]) for r in self._conn.execute(
                "SELECT id FROM attempts WHERE status IN ('in_progress', 'interrupted') OR seal IS NULL"
            )}  # fmt: skip
            ids |= set(sealed)
            self._verify_each(sorted(ids), self._ledger_seals(ids), report, regrade, rescore)
            if report.ok:
                self._remember_verified({path: what[3] for path, what in read.items()})
            return report
        except (sqlite3.Error, BackendError, StoreError) as exc:
            report = VerifyReport(since=since)
            report.problems.append(
                Problem(0, str(exc) if isinstance(exc, StoreError) else _database_problem(self.path, exc))
            )
            return report
        finally:
            if own:
                with contextlib.suppress(*DB_ERRORS):
                    self._conn.execute("COMMIT")

    def _since_gone(self, since: int, since_chain: str, when: str) -> str:
        """Why the ledger entry the last clean verify reached (``since``, with its link) cannot be verified from:
        gone (a store rolled back to an older copy) or another (a ledger rewritten); empty when it is there (or the
        database cannot be read here: the verify names that)."""
        if not since:
            return ""
        try:
            row = self._conn.execute("SELECT chain FROM ledger WHERE seq = ?", (since,)).fetchone()
        except (sqlite3.Error, BackendError, StoreError):
            return ""
        if row is None:
            return (
                f"ledger entry {since}, which the verify of {when} found in order, is no longer in the database: the "
                "store was rolled back to an older copy (or ledger entries deleted)"
            )
        if not hmac.compare_digest(str(row[0]), since_chain):
            return (
                f"ledger entry {since} is not the one the verify of {when} found in order: the ledger was rewritten "
                "or the database replaced"
            )
        return ""

    def _ledger_since(
        self, report: VerifyReport, since: int, since_chain: str, older: Iterable[int] = ()
    ) -> tuple[dict[int, str], dict[str, str], dict[int, str]]:
        """The ledger after entry ``since``: each link must follow the one before (from ``since_chain``).
        Returns the seals of the attempts sealed after it, every account's latest seal, and the links of the
        entries from ``since`` on and of the ``older`` ones (for the anchor check: the links up to ``since``
        were checked by the last verify). Reads only those entries and the accounts' (the ledger's index on
        the attempt), never the whole ledger: an incremental verify takes as long after ten years as after one."""
        sealed: dict[int, str] = {}
        accounts: dict[str, str] = {}
        chains: dict[int, str] = {since: since_chain} if since else {}
        for trainee, seal, exam_id in self._conn.execute(
            "SELECT trainee, seal, exam_id FROM ledger WHERE attempt_id = 0 AND exam_id IN (?, ?) ORDER BY seq",
            (ACCOUNT, SITTING),
        ):
            accounts[str(trainee) if str(exam_id) == ACCOUNT else _SITTING_KEY + str(trainee)] = str(seal)
        for part, marks in _in_parts(sorted(set(older) - chains.keys())):
            for seq, chain in self._conn.execute(f"SELECT seq, chain FROM ledger WHERE seq IN ({marks})", part):
                chains[_whole(seq, "ledger", "entry number")] = str(chain)
        previous = since_chain
        existing = {int(r[0]) for r in self._conn.execute("SELECT id FROM attempts WHERE id IN "
                                                          "(SELECT attempt_id FROM ledger WHERE seq > ?)", (since,))}  # fmt: skip
        for seq, attempt_id, trainee, exam_id, seal, chain in self._conn.execute(
            "SELECT seq, attempt_id, trainee, exam_id, seal, chain FROM ledger WHERE seq > ? ORDER BY seq", (since,)
        ):
            seq = _whole(seq, "ledger", "entry number")
            attempt_id = _whole(attempt_id, f"ledger entry {seq}", "attempt number")
            chains[seq] = str(chain)
            account = attempt_id == 0 and str(exam_id) in (ACCOUNT, SITTING)
            name = _entry_name(attempt_id, str(trainee), str(exam_id))
            expected = self._chain(previous, seq, attempt_id, str(trainee), str(exam_id), str(seal))
            if not hmac.compare_digest(expected, str(chain)):
                report.problems.append(
                    Problem(
                        attempt_id,
                        f"{name}: ledger entry {seq} does not follow the one before: ledger changed",
                        "account" if account else "attempt",
                    )
                )
            previous = str(chain)
            if account:
                continue
            sealed[attempt_id] = str(seal)
            if attempt_id not in existing:
                report.problems.append(Problem(attempt_id, f"{name}: sealed but missing: record deleted"))
        return sealed, accounts, chains

    def _ledger_seals(self, ids: Iterable[int]) -> dict[int, str]:
        """The latest seal the ledger holds for each of the attempts ``ids`` (those it holds none for are left
        out), read through the ledger's index on the attempt."""
        seals: dict[int, str] = {}
        for part, marks in _in_parts(sorted(set(ids))):
            for attempt_id, seal in self._conn.execute(
                f"SELECT attempt_id, seal FROM ledger WHERE attempt_id IN ({marks}) AND attempt_id <> 0 ORDER BY seq",
                part,
            ):
                seals[_whole(attempt_id, "ledger", "attempt number")] = str(seal)
        return seals

    def _verify(
        self, anchors: list[tuple[Path, Any]], regrade: Regrade | None, rescore: Rescore | None
    ) -> VerifyReport:
        report = VerifyReport()
        if self._backend.server and not self._key:
            report.problems.append(Problem(0, str(self._keyed_problem())))
            return report
        # The file is read ahead while the records are checked (SQLite: store_backend.ReadAhead), and its pages
        # are checked last, from memory by then; a damaged file is still the first problem named.
        with self._backend.reading_ahead(self._conn):
            self._verify_records(report, anchors, regrade, rescore)
            try:
                lines = self._backend.integrity(self._conn)
                if lines != ["ok"]:
                    report.problems.insert(
                        0, Problem(0, f"{self.path}: the database file is damaged: {'; '.join(lines)}")
                    )
            except DB_ERRORS as exc:
                report.problems.insert(0, Problem(0, _database_problem(self.path, exc)))
        return report

    def _verify_records(
        self, report: VerifyReport, anchors: list[tuple[Path, Any]], regrade: Regrade | None, rescore: Rescore | None
    ) -> None:
        """The ledger, its anchors, the accounts and every attempt, into ``report``."""
        ledger: dict[int, str] | None
        accounts: dict[str, str] = {}
        chains: dict[int, str] = {}
        try:
            ledger = self._check_ledger(report, accounts, chains)
        except (sqlite3.Error, BackendError, StoreError, ValueError, TypeError) as exc:
            report.problems.append(Problem(0, f"{self.path}: the ledger of sealed attempts is unreadable: {exc}"))
            ledger = None  # each attempt is still checked against its own seal
        if ledger is not None:
            self._check_anchor(report, chains, anchors)
            try:
                self._check_accounts(report, accounts)
            except (sqlite3.Error, BackendError, StoreError, ValueError, TypeError) as exc:
                report.problems.append(
                    Problem(0, f"{self.path}: the trainer accounts are unreadable: {exc}", "account")
                )
        try:
            ids = [_whole(r[0], "attempt", "id") for r in self._conn.execute("SELECT id FROM attempts ORDER BY id")]
        except (sqlite3.Error, BackendError, StoreError) as exc:
            report.problems.append(Problem(0, f"{self.path}: the attempts are unreadable: {exc}"))
            return
        self._verify_each(ids, ledger, report, regrade, rescore)

    def _verify_each(
        self,
        ids: Sequence[int],
        ledger: Mapping[int, str] | None,
        report: VerifyReport,
        regrade: Regrade | None,
        rescore: Rescore | None,
    ) -> None:
        """Check these attempts, a page at a time: each page's seals are first checked together from the
        stored text (:meth:`_fast_seals`); an attempt that does not pass so is checked the full way, which names
        what is wrong with it."""
        with contextlib.ExitStack() as stack:
            matched = self._parallel_seals(ids, stack)
            for start in range(0, len(ids), VERIFY_PAGE):
                page = ids[start : start + VERIFY_PAGE]
                found: dict[int, str] | None = None
                if matched is not None:
                    try:
                        found = next(matched)
                    except Exception:  # a worker process that died (or could not start): the rest are checked here
                        matched = None
                try:
                    fast = self._fast_seals(page) if found is None else self._seals_matched(page, found)
                except (sqlite3.Error, BackendError, StoreError, ValueError, TypeError, RecursionError):
                    fast = {}  # each attempt of the page is checked the full way (and its problem named)
                self._verify_page(page, fast, ledger, report, regrade, rescore)

    def _verify_page(
        self,
        page: Sequence[int],
        fast: Mapping[int, tuple[Sequence[Any], bool]],
        ledger: Mapping[int, str] | None,
        report: VerifyReport,
        regrade: Regrade | None,
        rescore: Rescore | None,
    ) -> None:
        for attempt_id in page:
            checked = report.checked
            try:
                self._verify_one(attempt_id, ledger, report, regrade, rescore, fast.get(attempt_id))
            except (sqlite3.Error, BackendError, StoreError, ValueError, TypeError, RecursionError) as exc:
                text = " ".join(str(exc).split())
                report.problems.append(Problem(attempt_id, f"attempt {attempt_id}: unreadable record ({text})"))
                report.checked = checked + 1

    def _parallel_seals(self, ids: Sequence[int], stack: contextlib.ExitStack) -> Iterator[dict[int, str]] | None:
        """For a big SQLite store on a machine of several cores: the matching seals of each page of ``ids`` in
        turn, checked by worker processes (:func:`_fast_seal_worker`) while this one goes through the pages;
        None otherwise (or when no worker process can be started)."""
        workers = min(PARALLEL_WORKERS, os.cpu_count() or 1)
        if self.read_only or len(ids) < PARALLEL_FROM or workers < 2 or _frozen_app():
            return None
        import concurrent.futures
        import multiprocessing

        try:
            if isinstance(self._backend, PgBackend):
                if not self._conn.in_transaction:
                    return None  # (no snapshot of the verify's to share)
                # The workers read the verify's own snapshot (exported by this transaction, which stays open
                # until the verify ends): they see exactly what this process sees.
                snapshot = str(self._conn.execute("SELECT pg_export_snapshot()").fetchone()[0])
                worker: Callable[..., dict[int, str]] = functools.partial(
                    _fast_seal_worker_pg, self._backend.url, snapshot, VERIFY_PAGE
                )
                where = "server"
            else:
                worker, where = _fast_seal_worker, str(Path(self.path).resolve())
            pool = stack.enter_context(
                concurrent.futures.ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"))
            )
            pages = [ids[start : start + VERIFY_PAGE] for start in range(0, len(ids), VERIFY_PAGE)]
            chunks = [pages[n : n + PARALLEL_PAGES] for n in range(0, len(pages), PARALLEL_PAGES)]
            results = pool.map(
                worker,
                itertools.repeat(where),
                itertools.repeat(self._keyed()),
                [[attempt_id for page in chunk for attempt_id in page] for chunk in chunks],
            )
        except (OSError, RuntimeError, ImportError, sqlite3.Error, BackendError):
            return None

        def each() -> Iterator[dict[int, str]]:
            for result in results:
                yield from itertools.repeat(result, PARALLEL_PAGES)

        return each()

    def _seals_matched(self, page: Sequence[int], matched: Mapping[int, str]) -> dict[int, tuple[Sequence[Any], bool]]:
        """The rows of a page of attempts, each with whether a worker process found its seal (the one it has
        here) matching its stored text."""
        marks = ", ".join("?" * len(page))
        return {
            int(row[0]): (row, isinstance(row[13], str) and matched.get(int(row[0])) == row[13])
            for row in self._conn.execute(
                f"SELECT {self._ATTEMPT_COLUMNS} FROM attempts WHERE id IN ({marks})", list(page)
            )
        }

    def _verify_one(
        self,
        attempt_id: int,
        ledger: Mapping[int, str] | None,
        report: VerifyReport,
        regrade: Regrade | None,
        rescore: Rescore | None,
        fast: tuple[Sequence[Any], bool] | None = None,
    ) -> None:
        """``fast``: the attempt's row as read with its page and whether its seal matched the stored text
        (:meth:`_fast_seals`); when it did not, or without it, the seal is re-made from the parsed record."""
        if regrade is None:  # the seal alone: the items are read by the seal's own document, not twice
            if fast is None:
                row = self._conn.execute(f"SELECT {self._ATTEMPT_COLUMNS} FROM attempts WHERE id = ?", (attempt_id,))
                found = row.fetchone()
                if found is None:
                    raise StoreError(f"no attempt {attempt_id}")
            else:
                found = fast[0]
            record = AttemptRecord(self._attempt_row(found), ())
        else:
            record = self._get_attempt(attempt_id)
        a = record.attempt
        name = f"attempt {a.id} ({a.trainee}, {a.exam_id})"
        if a.status in UNFINISHED:
            if ledger is not None and a.id in ledger:
                report.problems.append(Problem(a.id, f"{name}: sealed but now {a.status}: record changed"))
            else:
                report.unfinished.append(Problem(a.id, f"{name}: {a.status}, not finished (not sealed)"))
            return
        if ledger is None:
            pass
        elif a.id not in ledger:
            report.problems.append(Problem(a.id, f"{name}: not in the ledger of sealed attempts: record changed"))
        elif a.seal is not None and not hmac.compare_digest(ledger[a.id], a.seal):
            report.problems.append(Problem(a.id, f"{name}: seal differs from the ledger: record changed"))
        report.checked += 1
        if a.seal is None:
            report.problems.append(Problem(a.id, f"{name}: {a.status} but has no seal: record changed"))
        elif fast is not None and fast[1] and fast[0][13] == a.seal:
            pass  # the seal matched the stored text, which reads as the record it was made from (_fast_seals)
        else:
            try:
                expected = self._seal_of(a.id)
            except StoreError as exc:
                report.problems.append(Problem(a.id, f"{name}: unreadable record: {exc}"))
                return
            if not hmac.compare_digest(expected, a.seal):
                report.problems.append(Problem(a.id, f"{name}: seal does not match: record changed"))
        if a.status == Status.CLOSED or regrade is None:
            return
        regraded: list[Mapping[str, Any]] = []
        for item in record.items:
            where = f"{name}: item {item.order + 1} ({item.scenario_id})"
            try:
                fresh = dict(regrade(item))
            except OlderRules as older:
                report.older_rules.append(
                    Problem(
                        a.id,
                        f"{name}: graded under grading rules {older.stored} (this trainer grades under "
                        f"{older.current}): its seal is checked, its grade is not re-made",
                    )
                )
                regraded = []
                break
            except Exception as exc:
                report.problems.append(Problem(a.id, f"{where}: cannot re-grade: {exc}"))
                regraded = []
                break
            regraded.append(fresh)
            difference = grade_difference(item.grade, fresh)
            if difference:
                report.problems.append(Problem(a.id, f"{where}: re-grading differs: {difference}"))
        if rescore is not None and regraded:
            try:
                result = rescore(record, regraded)
            except Exception as exc:
                report.problems.append(Problem(a.id, f"{name}: cannot re-score: {exc}"))
                return
            if result.get("score") != a.score or bool(result.get("passed")) != bool(a.passed):
                report.problems.append(
                    Problem(
                        a.id,
                        f"{name}: re-scoring gives score {result.get('score')} passed "
                        f"{bool(result.get('passed'))}, stored score {a.score} passed {a.passed}",
                    )
                )

    # ---- export

    @_guarded
    def write_csv(
        self,
        stream: IO[str],
        attempts: Iterable[AttemptRow] | None = None,
        *,
        trainee: str | None = None,
        exam: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        check_seals: bool = False,
    ) -> None:
        """Write attempts as CSV (the caller opens the stream; see :meth:`export_csv` for the BOM). Rows are
        written as they are read, a page of attempts at a time: the items' errors come from their grades alone
        (no action log is read), so memory stays flat and a department's years export in seconds. Without
        ``attempts``: every attempt (with the filters :meth:`list_attempts` takes), read straight from the
        cursor (:meth:`_csv_pages`).

        ``check_seals``: a ``seal`` column, and a broken seal's score and pass written "—" (not valid). Without
        ``attempts`` each page's seals are then checked against their records (:meth:`_checked`'s way: about the
        cost of ``verify --seals-only``, some fifteen times the export's own); ``attempts`` given are written as
        they were read (the results table's rows were checked). Without it (a bulk export) the columns are the
        ones before seals were checked and no seal is checked: ``trainer results export`` says so."""
        writer = csv.writer(stream)
        writer.writerow(
            ["attempt", "trainee", "exam", "started", "finished", "status", "score", "passed", "errors", "source",
             "entered by", *(["seal"] if check_seals else []), "sitting", "standing"]
        )  # fmt: skip
        if attempts is None:
            for lean, states in self._csv_pages(trainee, exam, since, until, check_seals=check_seals):
                errors = self._error_codes([r[0] for r in lean])
                if not check_seals:
                    writer.writerows(
                        (attempt_id, _name_cell(trainee), _name_cell(exam), started, finished or "", status,
                         "" if score is None else score, "" if passed is None else ("yes" if passed else "no"),
                         _cell("; ".join(errors[attempt_id])) if attempt_id in errors else "",
                         "unknown" if source is None else _name_cell(source),
                         "" if entered_by is None else _name_cell(entered_by), *_csv_sitting(sitting, standing))
                        for attempt_id, trainee, exam, started, finished, status, score, passed, source, entered_by,
                        sitting, standing in lean
                    )  # fmt: skip
                    continue
                writer.writerows(
                    (attempt_id, _name_cell(trainee), _name_cell(exam), started, finished or "", status,
                     *_csv_result(score, passed, states[attempt_id]),
                     _cell("; ".join(errors[attempt_id])) if attempt_id in errors else "",
                     "unknown" if source is None else _name_cell(source),
                     "" if entered_by is None else _name_cell(entered_by),
                     _csv_seal(states[attempt_id]), *_csv_sitting(sitting, standing))
                    for attempt_id, trainee, exam, started, finished, status, score, passed, source, entered_by,
                    sitting, standing in lean
                )  # fmt: skip
            return
        rows = iter(attempts)
        while True:
            page = list(itertools.islice(rows, 500))
            if not page:
                return
            errors = self._error_codes([a.id for a in page])
            for a in page:
                writer.writerow(
                    [
                        csv_cell(v)
                        for v in (
                            a.id,
                            a.trainee,
                            a.exam_id,
                            a.started,
                            a.finished or "",
                            str(a.status),
                            *(
                                _csv_result(a.score, a.passed, a.seal_state)
                                if check_seals
                                else _csv_result(a.score, a.passed, SealState.UNCHECKED)
                            ),
                            "; ".join(errors.get(a.id, ())),
                            a.source or "unknown",
                            a.entered_by or "",
                            *([_csv_seal(a.seal_state)] if check_seals else []),
                            *_csv_sitting(a.sitting_id, a.standing),
                        )
                    ]
                )

    _CSV_COLUMNS = (
        "id, trainee, exam_id, started, finished, status, score, passed, source, entered_by, sitting_id, "
        "(SELECT CASE WHEN s.signed_off IS NULL THEN 'provisional' ELSE 'official' END FROM sittings s "
        "WHERE s.id = attempts.sitting_id)"
    )
    """The columns of a CSV row, as read: ``sitting_id`` and the standing (as :data:`_ATTEMPT_COLUMNS`) last."""
    _CSV_PAGE = 1000

    def _csv_pages(
        self,
        trainee: str | None,
        exam: str | None,
        since: datetime | None,
        until: datetime | None,
        *,
        check_seals: bool = False,
    ) -> Iterator[tuple[list[Sequence[Any]], dict[int, SealState]]]:
        """Pages of the CSV's columns of attempts in :meth:`list_attempts` order: the columns a CSV row shows,
        straight from the cursor, with each attempt's seal state when ``check_seals`` (the page's seals checked as
        :meth:`_checked` does; without it, no state). The database checks each row holds what its columns hold (as
        :meth:`_attempt_row` would: whole numbers, texts, a grade that is a JSON object; SQLite; a server checks
        its columns' types itself); a row that does not is read the full way, which names what is wrong."""
        where, params = self._attempt_filters(trainee, exam, since, until, None)
        check = (
            "1"
            if self._backend.server
            else "typeof(id) = 'integer' AND typeof(trainee) = 'text' AND typeof(exam_id) = 'text' "
            "AND typeof(exam_version) = 'text' AND typeof(exam_digest) = 'text' "
            "AND typeof(seed) IN ('integer', 'null') AND typeof(started) = 'text' "
            "AND typeof(finished) IN ('text', 'null') AND typeof(score) IN ('integer', 'null') "
            "AND typeof(passed) IN ('integer', 'null') AND typeof(closed_by) IN ('text', 'null') "
            "AND typeof(seal) IN ('text', 'null') AND typeof(source) IN ('text', 'null') "
            "AND typeof(entered_by) IN ('text', 'null') AND typeof(sitting_id) IN ('integer', 'null') "
            "AND (grade IS NULL OR (typeof(grade) = 'text' AND json_valid(grade) AND substr(grade, 1, 1) = '{'))"
        )
        statuses = {str(s) for s in Status}
        after: list[Any] = []
        while True:
            sql = f"SELECT {self._CSV_COLUMNS}, {check}{', seal' if check_seals else ''} FROM attempts"
            clauses = [*where, "started >= ? AND (started > ? OR id > ?)"] if after else where  # (see attempts_page)
            if clauses:
                sql += " WHERE " + " AND ".join(clauses)
            page = self._conn.execute(
                sql + " ORDER BY started, id LIMIT ?", [*params, *after, self._CSV_PAGE]
            ).fetchall()
            lean: list[Sequence[Any]] = []
            states: dict[int, SealState] = {}
            seen: dict[int, tuple[Any, tuple[Any, ...]]] = {}
            for row in page:
                if row[12] != 1 or row[5] not in statuses or not _is_time(row[3], row[4]):
                    a = self._attempt_row(  # names what is wrong (or reads it, if nothing is)
                        self._conn.execute(f"SELECT {self._ATTEMPT_COLUMNS} FROM attempts WHERE id = ?", (row[0],))
                        .fetchone()
                    )  # fmt: skip
                    lean.append((a.id, a.trainee, a.exam_id, a.started, a.finished, str(a.status), a.score,
                                 a.passed, a.source, a.entered_by, a.sitting_id,
                                 None if a.standing is Standing.UNOFFICIAL else str(a.standing)))  # fmt: skip
                    if check_seals:
                        states[a.id] = a.seal_state  # (unsealed, or broken: see _attempt_row)
                else:
                    lean.append(row[:12])
                    if check_seals:
                        states[row[0]] = (
                            SealState.UNSEALED if row[5] in UNFINISHED else SealState.BROKEN  # (see _attempt_row)
                        )
                if check_seals and row[13] is not None:
                    # (the standing is left out of the comparison: a sign-off meanwhile changes it, not the record)
                    seen[lean[-1][0]] = (row[13], tuple(lean[-1][:11]))
            if check_seals:
                states.update(self._seal_states(seen, lambda full: _csv_columns(full)[:11]))
            if lean:
                yield lean, states
            if len(page) < self._CSV_PAGE:
                return
            after = [page[-1][3], page[-1][3], page[-1][0]]

    def _error_codes(self, attempt_ids: Sequence[int]) -> dict[int, list[str]]:
        """Every error in the items' grades of these attempts as its clause and its name in both languages
        (``A17.4.1 裁定過遲 / Late ruling``: :func:`~trainer.training.error_names.error_words`, whose names are
        worked out once, not per row), items in order. The database
        passes over the grades whose one ``"errors":`` is ``[]`` (most: a grade is canonical JSON, and inside a
        JSON string a quote is escaped, so that text is the key itself); the others are read here."""
        out: dict[int, list[str]] = {}
        marks = ", ".join("?" * len(attempt_ids))
        sql = (
            f"SELECT attempt_id, item_order, grade FROM attempt_items WHERE attempt_id IN ({marks}) "
            "AND grade IS NOT NULL{none} ORDER BY attempt_id, item_order"
        )
        if self._backend.server:
            # Only the items of the partial index (migration 6): a server reads no other grade. (Unlike SQLite's
            # json_valid, nothing checks that a grade passed over is JSON: verify names a damaged one.)
            rows = self._conn.execute(
                sql.format(none="").replace("grade IS NOT NULL", _GRADE_MAY_NAME_ERRORS), list(attempt_ids)
            ).fetchall()
        else:
            none = (
                " AND NOT (json_valid(grade) AND instr(grade, '\"errors\":[]') > 0"
                " AND instr(substr(grade, instr(grade, '\"errors\":') + 9), '\"errors\":') = 0)"
            )
            rows = self._conn.execute(sql.format(none=none), list(attempt_ids)).fetchall()
        for attempt_id, order, grade in rows:
            listed = (_load_grade(grade, f"attempt {attempt_id} item {order}") or {}).get("errors")
            for err in listed if isinstance(listed, list) else []:
                if isinstance(err, Mapping):
                    out.setdefault(int(attempt_id), []).append(
                        error_words(str(err.get("clause", "")), str(err.get("code", "")))
                    )
        return out

    @_guarded
    def export_csv(
        self,
        path: Path,
        attempts: Iterable[AttemptRow] | None = None,
        *,
        trainee: str | None = None,
        exam: str | None = None,
        since: datetime | None = None,
        until: datetime | None = None,
        check_seals: bool = False,
    ) -> None:
        """Write a CSV file in UTF-8 with a BOM (so Excel shows the Chinese names), row by row into a file beside
        ``path`` that replaces it once complete (``check_seals``: see :meth:`write_csv`)."""
        tmp = path.with_name(f".{path.name}.{os.getpid()}.part")
        try:
            with tmp.open("w", encoding="utf-8-sig", newline="") as out:
                self.write_csv(
                    out, attempts, trainee=trainee, exam=exam, since=since, until=until, check_seals=check_seals
                )
            os.replace(tmp, path)
        except OSError as exc:
            raise StoreError(f"{path}: cannot write: {exc.strerror}") from None
        finally:
            with contextlib.suppress(OSError):
                tmp.unlink()


# ------------------------------------------------------------------------------------------------- utilities


_SITTING_KEY = "\0sitting "
"""Where a sitting's sign-off seal is kept among the accounts' while the ledger is walked (no name has a NUL)."""


def _entry_kind(attempt_id: int, exam_id: str) -> str:
    """The kind of a ledger entry as its anchor line records it: ``account``, ``sitting`` or ``attempt``."""
    if attempt_id == 0:
        return SITTING if exam_id == SITTING else ACCOUNT
    return "attempt"


def _entry_name(attempt_id: int, trainee: str, exam_id: str) -> str:
    """A ledger entry as a problem names it (the names as stored, :func:`~trainer.training.inputs.bounded`)."""
    trainee, exam_id = bounded(trainee), bounded(exam_id)
    if attempt_id == 0 and exam_id == ACCOUNT:
        return f"trainer {trainee}"
    if attempt_id == 0 and exam_id == SITTING:
        return f"sitting {trainee}"
    return f"attempt {attempt_id} ({trainee}, {exam_id})"


def _csv_columns(row: Sequence[Any]) -> tuple[Any, ...]:
    """The columns of a CSV row (:data:`ResultsStore._CSV_COLUMNS`) out of a :data:`ResultsStore._ATTEMPT_COLUMNS` one
    (its sitting and standing last)."""
    return (row[0], row[1], row[2], row[6], row[7], row[8], row[9], row[10], row[14], row[15], row[16], row[17])


def _csv_sitting(sitting: int | None, standing: str | None) -> tuple[object, str]:
    """The sitting and standing cells of a CSV row: the sitting's id (empty outside any sitting) and the standing
    in both languages (``正式 / Official``; none: ``非正式（練習） / Unofficial (practice)``)."""
    state = Standing.UNOFFICIAL if standing is None else Standing(standing)
    en = standing_words(state, "en")
    return "" if sitting is None else sitting, f"{standing_words(state, 'zh-Hant')} / {en[:1].upper()}{en[1:]}"


def _csv_result(score: int | None, passed: bool | None, state: SealState) -> tuple[object, object]:
    """The score and pass cells of a CSV row: "—" for both when the seal is broken (not a valid result)."""
    if state is SealState.BROKEN:
        return "—", "—"
    return "" if score is None else score, "" if passed is None else ("yes" if passed else "no")


def _csv_seal(state: SealState) -> str:
    """The seal cell of a CSV row, in both languages (in full when it is broken)."""
    return seal_both(state, short=state is not SealState.BROKEN)


def _fast_seal_check(
    conn: Connection, key: bytes, attempt_ids: Sequence[int], *, server: bool = False
) -> dict[int, tuple[Sequence[Any], bool]]:
    """:meth:`ResultsStore._fast_seals` on a SQLite connection (``server``: a PostgreSQL one) with the seal
    key."""
    if not attempt_ids:
        return {}
    marks = ", ".join("?" * len(attempt_ids))
    ids = list(attempt_ids)
    rows = {
        int(row[0]): row
        for row in conn.execute(f"SELECT {ResultsStore._ATTEMPT_COLUMNS} FROM attempts WHERE id IN ({marks})", ids)
    }

    # (a stored JSON text the database checks: text holding one JSON object. Its length and nesting need no
    # check: an attempt is sealed from its parsed record (_seal_document), so a sealed text was read whole)
    def plain(column: str) -> str:
        if server:  # (a text column: text; a text that is not JSON makes the query fail, see _fast_seals)
            return f"(left({column}, 1) = '{{' AND json_typeof({column}::json) = 'object')"
        return f"(typeof({column}) = 'text' AND json_valid({column}) AND substr({column}, 1, 1) = '{{')"

    items: dict[int, list[Sequence[Any]]] = {}
    for irow in conn.execute(
        "SELECT attempt_id, id, item_order, scenario_id, scenario_digest, started, finished, grade, "
        f"grade IS NULL OR {plain('grade')} FROM attempt_items WHERE attempt_id IN ({marks}) "
        "ORDER BY attempt_id, item_order",
        ids,
    ):
        items.setdefault(irow[0], []).append(irow)
    # (each item's actions, one text: in index order, as sealed. Any other order could only match a seal
    # made of the same rows in that order, which indexes unique per item make the index order)
    actions: dict[int, str] = {}
    spoilt: set[int] = set()  # items with an action the text cannot stand for
    stray: dict[Any, Any]
    unfit: set[int] = set()  # (a server's attempts whose actions are not all in their own items: the full way)
    if server:
        # Whole-number columns; to_json quotes text as json.dumps does (as the ledger's links rely on). Each
        # item's pieces are put together in the order its actions come from their (item, index) key, items in
        # their (attempt, order) key: no sort. (Any other order only makes a text that matches no seal: the
        # attempt is then checked the full way.) Stray actions (of this attempt, in another's item) are not
        # looked for row by row: an attempt whose actions are not all in its own items is left to the full way,
        # which counts them. Ids close together (a verify's pages) are also a range of the items' key.
        own: dict[int, int] = {}
        span = (
            f"i.attempt_id BETWEEN {int(min(ids))} AND {int(max(ids))} AND "
            if max(ids) - min(ids) < 4 * len(ids)
            else ""
        )
        for item_id, text, ok, same in conn.execute(
            "SELECT min(i.id), string_agg('[' || a.idx || ',' || a.action || ',' || to_json(a.timestamp)::text "
            f"|| ',' || a.attempt_id || ']', ','), bool_and({plain('a.action')}), "
            "sum((a.attempt_id = i.attempt_id)::int) FROM attempt_items i JOIN actions a ON a.item_id = i.id "
            f"WHERE {span}i.attempt_id IN ({marks}) GROUP BY i.attempt_id, i.item_order",
            ids,
        ):
            if ok is not True or not isinstance(text, str):
                spoilt.add(item_id)
            else:
                actions[item_id] = text
            own[item_id] = int(same)
        totals = dict(
            conn.execute(
                f"SELECT attempt_id, COUNT(*) FROM actions WHERE attempt_id IN ({marks}) GROUP BY attempt_id", ids
            ).fetchall()
        )
        for attempt_id in rows:
            mine = sum(own.get(irow[1], 0) for irow in items.get(attempt_id, []))
            if int(totals.get(attempt_id, 0)) != mine:
                unfit.add(attempt_id)
        stray = {}
    else:
        for item_id, text, ok in conn.execute(
            "SELECT item_id, group_concat(piece, ','), min(ok) FROM (SELECT a.item_id, "
            "'[' || a.idx || ',' || a.action || ',' || json_quote(a.timestamp) || ',' || a.attempt_id || ']' "
            "AS piece, typeof(a.idx) = 'integer' AND typeof(a.attempt_id) = 'integer' AND "
            f"{plain('a.action')} AS ok FROM actions a WHERE a.item_id IN "
            f"(SELECT id FROM attempt_items WHERE attempt_id IN ({marks})) ORDER BY a.item_id, a.idx) "
            "GROUP BY item_id",
            ids,
        ):
            if ok != 1 or not isinstance(text, str):
                spoilt.add(item_id)
            else:
                actions[item_id] = text
        stray = dict(
            conn.execute(
                "SELECT a.attempt_id, COUNT(*) FROM actions a JOIN attempt_items i ON i.id = a.item_id "
                f"WHERE a.attempt_id IN ({marks}) AND i.attempt_id != a.attempt_id GROUP BY a.attempt_id",
                ids,
            ).fetchall()
        )
    base = hmac.new(key, digestmod=hashlib.sha256)
    out: dict[int, tuple[Sequence[Any], bool]] = {}
    for attempt_id, row in rows.items():
        seal = row[13]
        if not isinstance(seal, str) or attempt_id in unfit:
            out[attempt_id] = (row, False)
            continue
        try:
            text = ResultsStore._fast_text(attempt_id, row, items.get(attempt_id, []), actions, spoilt, stray)
        except (StoreError, ValueError, TypeError, RecursionError):
            text = None
        if text is None:
            out[attempt_id] = (row, False)
            continue
        mac = base.copy()
        mac.update(text.encode("utf-8"))
        out[attempt_id] = (row, hmac.compare_digest(mac.hexdigest(), seal))
    return out


def _frozen_app() -> bool:
    """A frozen desktop build (PyInstaller): it starts no worker processes (each would start the app again)."""
    return bool(getattr(sys, "frozen", False))


def _fast_seal_worker(database: str, key: bytes, attempt_ids: Sequence[int]) -> dict[int, str]:
    """In a worker process of a big store's verify: attempt id -> seal of those of ``attempt_ids`` whose seal
    matches their stored text (:func:`_fast_seal_check`), read in one read transaction of its own. Nothing on
    any failure: the verifying process then checks them itself."""
    from urllib.parse import quote

    try:
        conn = sqlite3.connect(f"file:{quote(database)}?mode=ro", uri=True, isolation_level=None, timeout=10.0)
    except sqlite3.Error:
        return {}
    try:
        conn.execute("BEGIN")
        out: dict[int, str] = {}
        for start in range(0, len(attempt_ids), VERIFY_PAGE):
            for attempt_id, (row, ok) in _fast_seal_check(conn, key, attempt_ids[start : start + VERIFY_PAGE]).items():
                if ok:
                    out[attempt_id] = str(row[13])
        return out
    except (sqlite3.Error, StoreError, ValueError, TypeError, RecursionError):
        return {}
    finally:
        conn.close()


def _fast_seal_worker_pg(
    url: str, snapshot: str, page: int, _where: str, key: bytes, attempt_ids: Sequence[int]
) -> dict[int, str]:
    """:func:`_fast_seal_worker` on a server: in a read transaction of the verify's own ``snapshot`` (exported
    by the verifying process), each page in a savepoint (a page the server refuses is left to the verifying
    process, which checks it the full way)."""
    try:
        conn = PgBackend(url).connect()
    except BackendError:
        return {}
    try:
        conn.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        conn.execute("SET TRANSACTION SNAPSHOT " + _pg_literal(snapshot))
        out: dict[int, str] = {}
        for start in range(0, len(attempt_ids), page):  # (the verifying process's pages: one refused is its)
            conn.execute("SAVEPOINT page")
            try:
                checked = _fast_seal_check(conn, key, attempt_ids[start : start + page], server=True)
            except (BackendError, StoreError, ValueError, TypeError, RecursionError):
                conn.execute("ROLLBACK TO SAVEPOINT page")
                continue
            conn.execute("RELEASE SAVEPOINT page")
            out.update((attempt_id, str(row[13])) for attempt_id, (row, ok) in checked.items() if ok)
        return out
    except (BackendError, StoreError, ValueError, TypeError, RecursionError):
        return {}
    finally:
        conn.close()


def _in_parts(numbers: Iterable[int]) -> Iterator[tuple[list[int], str]]:
    """``numbers`` in parts of at most :data:`_IDS_PER_QUERY`, each with the ``?, ?, …`` of its ``IN (...)``."""
    wanted = [int(n) for n in numbers]
    for start in range(0, len(wanted), _IDS_PER_QUERY):
        part = wanted[start : start + _IDS_PER_QUERY]
        yield part, ", ".join("?" * len(part))


def _pg_literal(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


def _create_whole(path: Path, text: str) -> bool:
    """Create ``path`` holding ``text``, whole: written under a temporary name (0600) and linked into place, so
    a reader never sees it half-written. False when it exists already (another process made it first)."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.new")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600)
    try:
        try:
            os.write(fd, text.encode("utf-8"))
            os.fsync(fd)
        finally:
            os.close(fd)
        try:
            os.link(tmp, path)
        except FileExistsError:
            return False
        except OSError:  # a file system without hard links
            if path.exists():
                return False
            os.replace(tmp, path)
        return True
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink()


def _server_id(url: str) -> str:
    """A short name of a server's database (host, port, database; not the user or password): the file name of
    this PC's ledger anchor for it."""
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    try:
        port = parts.port
    except ValueError:
        port = None
    text = f"{parts.hostname or ''}:{port or 5432}{parts.path or '/'}?{parts.query}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


AnchorRead = tuple[dict[str, Any] | None, list[tuple[int, str, str]], str]
"""An anchor file as read: its header (None when the file is absent), its links (seq, chain, kind), and what is
damaged in it (empty when nothing)."""
AnchorExtent = tuple[int, int]
"""How much of an anchor file was read: bytes and lines, up to the end of its last whole line."""


def _read_anchor(path: Path) -> AnchorRead:
    """An anchor file: its header (None when the file is absent), its links (seq, chain, kind), and what
    is damaged in it (empty when nothing)."""
    header, entries, damage, _extent = _read_anchor_extent(path)
    return header, entries, damage


def _read_anchor_extent(
    path: Path, after: AnchorExtent | None = None
) -> tuple[dict[str, Any] | None, list[tuple[int, str, str]], str, AnchorExtent]:
    """An anchor file as :func:`_read_anchor` reads it, and how much of it was read (:data:`AnchorExtent`).

    ``after``: the extent an earlier read reached: only the header and the lines after it are read (an
    incremental verify: the lines up to there were checked by the verify that read them). When the file no
    longer reaches that far, or what is there does not end a line, the whole file is read."""
    try:
        with open_without_waiting(path) as f:  # (a pipe put in its place is not waited on)
            kind = os.fstat(f.fileno())
            if not stat.S_ISREG(kind.st_mode):  # a device such as /dev/zero, a pipe, a folder: never read
                return None, [], "not a regular file but a folder, a device or a pipe", (0, 0)
            if kind.st_size > MAX_ANCHOR_BYTES:
                return None, [], f"larger than the limit of {size_words(MAX_ANCHOR_BYTES)}", (0, 0)
            data = f.read(_ANCHOR_HEAD_BYTES)
            first = data[: data.find(b"\n") + 1] if b"\n" in data else b""
            size, lines_before = after if after is not None else (0, 0)
            if first and lines_before >= 1 and size >= len(first):
                f.seek(size - 1)
                if f.read(1) == b"\n":
                    data = first + f.read(MAX_ANCHOR_BYTES + 1)
                else:
                    size, lines_before = 0, 0
            else:
                size, lines_before = 0, 0
            if not size:
                f.seek(0)
                data = f.read(MAX_ANCHOR_BYTES + 1)
        text = data.decode("utf-8")
    except FileNotFoundError:
        return None, [], "", (0, 0)
    except (OSError, UnicodeDecodeError) as exc:
        return None, [], f"unreadable: {exc}", (0, 0)
    lines = text.splitlines()
    header: dict[str, Any] | None = None
    entries: list[tuple[int, str, str]] = []
    damage = ""
    for index, line in enumerate(lines):
        number = lines_before + index if size and index else index + 1  # the line's number in the whole file
        try:
            value = json.loads(line)
        except ValueError:
            if index == len(lines) - 1 and not text.endswith("\n"):
                break  # a line cut short by a crash while appending
            damage = damage or f"line {number} is not JSON"
            continue
        if index == 0:
            header = value if isinstance(value, dict) and value.get("anchor") == 1 else None
            if header is None:
                damage = "line 1 is not an anchor header"
                header = {}
            continue
        if (
            isinstance(value, dict)
            and isinstance(value.get("seq"), int)
            and isinstance(value.get("chain"), str)
            and isinstance(value.get("kind"), str)
        ):
            entries.append((int(value["seq"]), str(value["chain"]), str(value["kind"])))
        else:
            damage = damage or f"line {number} is not a ledger link"
    if header is None and lines:
        header = {}
    read = data[len(first) :] if size else data  # what was read after the extent given (all: from the start)
    ends = read.rfind(b"\n") + 1  # up to the end of the last whole line
    extent = (size + ends, lines_before + read.count(b"\n", 0, ends))
    return header, entries, damage, extent


_ANCHOR_HEAD_BYTES = 4096
"""An anchor's header line is well within this (its installation, dates and first entry)."""


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _cell(text: str) -> str:
    """:func:`csv_cell` of a text."""
    return "'" + text if text.startswith(FORMULA_STARTS) else text


def _name_cell(text: str) -> str:
    """:func:`_cell` of a stored name or id, cut as :func:`_text` cuts it."""
    return _cell(bounded(text))


def _is_time(started: str, finished: str | None) -> bool:
    """Whether an attempt's start and end (if any) read as times."""
    try:
        datetime.fromisoformat(started)
        if finished is not None:
            datetime.fromisoformat(finished)
    except (ValueError, TypeError):
        return False
    return True


def csv_cell(value: object) -> object:
    """A CSV cell as a spreadsheet must take it: text starting with ``= + - @``, a tab or a carriage return
    would be run as a formula (CSV injection), so it gets a leading apostrophe, which Excel shows as text.
    Numbers are left alone."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def _scrypt(passphrase: str, salt: bytes) -> bytes:
    """scrypt with the parameters fixed in code (never ones read from the database)."""
    return hashlib.scrypt(
        passphrase.encode("utf-8"), salt=salt, n=SCRYPT_N, r=SCRYPT_R, p=SCRYPT_P, dklen=SCRYPT_DKLEN,
        maxmem=64 * 1024 * 1024,
    )  # fmt: skip


def _grade_text(grade: Mapping[str, Any]) -> str:
    try:
        return canonical_json(dict(grade))
    except (TypeError, ValueError) as exc:
        raise StoreError(f"grade is not plain JSON: {exc}") from None


def _load_json(text: Any, what: str = "value") -> Any:
    """A JSON text stored in the database (an action, a grade), checked like any input: text, at most
    :data:`~trainer.training.inputs.MAX_STORED_JSON` characters, nested at most 64 deep."""
    if not isinstance(text, str):
        raise StoreError(f"{what}: damaged record: {type(text).__name__} where JSON text belongs")
    if len(text) > MAX_STORED_JSON:
        raise StoreError(f"{what}: damaged record: {len(text):,} characters of JSON (at most {MAX_STORED_JSON:,})")
    try:
        return loads_json(text, what)
    except InputError as exc:
        raise StoreError(f"{what}: damaged record: {exc.reason}") from None


def _load_grade(text: Any, where: str) -> dict[str, Any] | None:
    """A stored grade: absent, or a JSON object; a text in it longer than any real one (a message, a title) is cut
    (:func:`~trainer.training.inputs.bounded_texts`: only a damaged or forged grade holds one)."""
    value = _load_json_or_none(text, f"{where} grade")
    if value is not None and not isinstance(value, dict):
        raise StoreError(f"{where}: damaged record: the grade is {_short(value)}, not a JSON object")
    return value if value is None else bounded_texts(value, text=text)


def _short(value: Any) -> str:
    from trainer.engine.errors import shown

    return shown(value)


def _text(value: Any, where: str, what: str) -> str:
    """A text column as read back, to be shown or exported: cut after :data:`~trainer.training.inputs.STORED_NAME_MAX` characters (a name
    is at most 80: only a damaged or forged record holds a longer one; the seals are checked on the stored text, not
    this). A BLOB or a number where text belongs is a damaged record."""
    if not isinstance(value, str):
        raise StoreError(f"{where}: damaged record: the {what} is {type(value).__name__}, not text")
    return bounded(value)


def _whole(value: Any, where: str, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise StoreError(f"{where}: damaged record: the {what} is {_short(value)}, not a whole number")
    return value


def _time(value: Any, where: str, what: str) -> str:
    text = _text(value, where, what)
    try:
        datetime.fromisoformat(text)
    except ValueError:
        raise StoreError(f"{where}: damaged record: the {what} time {_short(text)} is not a time") from None
    return text


def _action(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise StoreError(f"{where}: damaged record: an action is a JSON object, not {_short(value)}")
    return value


def _json_scalar(value: Any) -> str:
    """``canonical_json`` of one column's value (text, a whole number, none), quick for text."""
    kind = type(value)
    if kind is str:
        return _encode_text(value)
    if kind is int:
        return str(value)
    return "null" if value is None else canonical_json(value)


def _load_json_or_none(text: Any, what: str = "value") -> Any:
    return None if text is None else _load_json(text, what)


def grade_essence(grade: Mapping[str, Any] | None) -> dict[str, Any]:
    """What must not change when a log is re-graded: score, pass, per-skill figures and each error's step,
    code, clause and severity. (Message wording may be improved between versions; it is not compared.)"""
    if grade is None:
        return {}
    skills = grade.get("skills") or {}
    errors = grade.get("errors") or []
    return {
        "score": grade.get("score"),
        "passed": grade.get("passed"),
        "skills": {str(k): round(float(v), 9) for k, v in dict(skills).items()},
        "errors": [
            (e.get("step"), e.get("code"), e.get("clause"), e.get("severity")) for e in errors if isinstance(e, Mapping)
        ],
    }


def grade_difference(stored: Mapping[str, Any] | None, fresh: Mapping[str, Any]) -> str:
    """Empty when the grades agree; else a short description of the first difference."""
    if stored is None:
        return "no stored grade"
    try:
        old, new = grade_essence(stored), grade_essence(fresh)
    except (TypeError, ValueError, AttributeError) as exc:
        return f"stored grade is malformed ({exc})"
    if old["score"] != new["score"]:
        return f"score {new['score']}, stored {old['score']}"
    if old["passed"] != new["passed"]:
        return f"passed {new['passed']}, stored {old['passed']}"
    if old["errors"] != new["errors"]:
        return f"{len(new['errors'])} errors, stored {len(old['errors'])} (or different ones)"
    if old["skills"] != new["skills"]:
        return f"skills {new['skills']}, stored {old['skills']}"
    return ""

"""Sittings: an exam a trainer opens for listed candidates (issue 31, docs/exams.md "Sittings").

A trainer, with credentials, opens a sitting: the exam (pinned by its digest), the candidates (name and staff id),
which PC logins may seat them (a server store; none listed: any PC), the window (opens, closes) and the attempts
each candidate has. An attempt can start only under an open sitting, for a listed candidate, within the window and
its attempts; it ends at start + the exam's limit by the store's clock. The trainer closes the sitting and signs
it off; until then its attempts read *provisional*, afterwards *official*. An attempt taken outside any sitting
reads *unofficial (practice)* wherever it is shown.

On a server the admission is the server's (``fortune3_start_attempt``, :mod:`trainer.training.store_server`) and
only a trainer's role may write a sitting; on the SQLite file the same rules are kept here (:func:`admit`). The
caller checks the trainer's passphrase before it opens, closes or signs off a sitting (the command line and the
app's trainer tools do). No Qt here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from trainer.training.inputs import InputError, bounded, check_name

if TYPE_CHECKING:
    from trainer.training.store import ResultsStore
    from trainer.training.store_backend import Connection

MAX_ATTEMPTS = 20
"""At most this many attempts a sitting may allow each candidate."""
MAX_CANDIDATES = 500


class SittingError(Exception):
    """A sitting that cannot be opened, closed, signed off or sat, with the reason in one line."""


@dataclass(frozen=True)
class Candidate:
    name: str
    staff_id: str | None = None


@dataclass(frozen=True)
class Sitting:
    id: int
    exam_id: str
    exam_version: str
    exam_digest: str
    time_limit: int
    """Seconds each attempt has (the exam's limit when the sitting was opened)."""
    opens: str
    closes: str
    attempts_allowed: int
    opened_by: str
    created: str
    closed: str | None
    closed_by: str | None
    signed_off: str | None
    signed_off_by: str | None
    candidates: tuple[Candidate, ...] = ()
    pcs: tuple[str, ...] = ()

    def state(self, now: str) -> str:
        """``signed off``, ``closed``, ``scheduled`` (before it opens), ``open`` or ``over`` (past its window, not
        closed yet), at the ISO time ``now``."""
        if self.signed_off is not None:
            return "signed off"
        if self.closed is not None:
            return "closed"
        if _at(now) < _at(self.opens):
            return "scheduled"
        return "open" if _at(now) <= _at(self.closes) else "over"


STATE_WORDS = {
    "signed off": ("signed off", "已簽核"),
    "closed": ("closed", "已結束"),
    "scheduled": ("not open yet", "尚未開始"),
    "open": ("open", "進行中"),
    "over": ("window over, not closed", "時段已過，尚未結束"),
}


@dataclass(frozen=True)
class Seat:
    """One candidate's progress in a sitting: their attempts (id, status, items begun, actions) so far."""

    candidate: Candidate
    attempts: tuple[tuple[int, str, int, int], ...]


def _at(text: str) -> datetime:
    return datetime.fromisoformat(text)


def parse_time(text: str, what: str) -> str:
    """An ISO-8601 date or time given by a person (a time without a zone is UTC) as the store writes times."""
    from trainer.training.store import iso

    try:
        moment = datetime.fromisoformat(text.strip())
    except ValueError:
        raise SittingError(f"{what}: {text!r} is not an ISO-8601 date or time (e.g. 2026-12-08T09:00)") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return iso(moment)


def parse_candidate(text: str) -> Candidate:
    """``NAME`` or ``NAME=STAFF-ID`` as given on the command line."""
    name, _, staff = text.partition("=")
    try:
        return Candidate(check_name(name, "candidate"), check_name(staff, "staff id") if staff.strip() else None)
    except InputError as exc:
        raise SittingError(str(exc)) from None


def open_sitting(
    store: ResultsStore,
    *,
    exam_id: str,
    exam_version: str,
    exam_digest: str,
    time_limit: int,
    candidates: Sequence[Candidate],
    by: str,
    pcs: Sequence[str] = (),
    opens: str | None = None,
    closes: str | None = None,
    attempts: int = 1,
) -> int:
    """Open a sitting (the trainer ``by``, whose credentials the caller checked); returns its id. ``opens``
    defaults to now and ``closes`` to the end of the day it opens (UTC)."""
    from trainer.training.store import StoreError

    if not candidates:
        raise SittingError("a sitting needs at least one candidate (--candidate NAME)")
    if len(candidates) > MAX_CANDIDATES:
        raise SittingError(f"a sitting has at most {MAX_CANDIDATES} candidates")
    if len({c.name for c in candidates}) != len(candidates):
        raise SittingError("a candidate is listed twice")
    if not 1 <= attempts <= MAX_ATTEMPTS:
        raise SittingError(f"attempts: {attempts} is not between 1 and {MAX_ATTEMPTS}")
    if time_limit <= 0:
        raise SittingError("the exam has no time limit")
    try:
        by = check_name(by, "trainer")
        pcs = [check_name(pc, "PC login") for pc in pcs]
    except InputError as exc:
        raise SittingError(str(exc)) from None
    try:
        with store._transaction() as conn:
            if store.server and pcs:  # a PC named must be a training PC's login on this server
                known = {
                    str(r[0])
                    for r in conn.execute(
                        "SELECT rolname FROM pg_catalog.pg_roles WHERE rolcanlogin "
                        "AND pg_catalog.pg_has_role(rolname, 'fortune3_trainee', 'MEMBER')"
                    )
                }
                unknown = [pc for pc in pcs if pc not in known]
                if unknown:
                    raise SittingError(
                        f"PC login {', '.join(unknown)} is not a training PC's login on this server "
                        "(trainer store init-server --trainee-login LOGIN makes one)"
                    )
            now = store.now()
            start = opens or now
            end = closes or start[:10] + "T23:59:59.999999+00:00"
            if _at(end) <= _at(start):
                raise SittingError(f"the sitting closes ({end}) before it opens ({start})")
            if _at(end) < _at(now):
                raise SittingError(f"the sitting's window ({start} to {end}) is over already")
            sitting = int(
                conn.execute(
                    "INSERT INTO sittings (exam_id, exam_version, exam_digest, time_limit, opens, closes, "
                    "attempts_allowed, opened_by, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                    (exam_id, str(exam_version), exam_digest, int(time_limit), start, end, attempts, by, now),
                ).fetchone()[0]
            )
            for candidate in candidates:
                conn.execute(
                    "INSERT INTO sitting_candidates (sitting_id, name, staff_id) VALUES (?, ?, ?)",
                    (sitting, candidate.name, candidate.staff_id),
                )
            for pc in dict.fromkeys(pcs):
                conn.execute("INSERT INTO sitting_pcs (sitting_id, login) VALUES (?, ?)", (sitting, pc))
            return sitting
    except StoreError:
        raise
    except Exception as exc:
        _reraise(store, exc)
        raise


def _reraise(store: ResultsStore, exc: Exception) -> None:
    from trainer.training.store import StoreError, _database_problem
    from trainer.training.store_backend import DB_ERRORS

    if isinstance(exc, DB_ERRORS):
        raise StoreError(_database_problem(store.path, exc)) from None


_COLUMNS = (
    "id, exam_id, exam_version, exam_digest, time_limit, opens, closes, attempts_allowed, opened_by, created, "
    "closed, closed_by, signed_off, signed_off_by"
)


def _sitting(conn: Connection, row: Sequence[Any]) -> Sitting:
    """A sitting as read, to be shown: its names and ids cut as the store cuts stored names (:func:`bounded`)."""
    sitting_id = int(row[0])
    candidates = tuple(
        Candidate(bounded(str(n)), None if s is None else bounded(str(s)))
        for n, s in conn.execute(
            "SELECT name, staff_id FROM sitting_candidates WHERE sitting_id = ? ORDER BY name", (sitting_id,)
        )
    )
    pcs = tuple(
        bounded(str(r[0]))
        for r in conn.execute("SELECT login FROM sitting_pcs WHERE sitting_id = ? ORDER BY login", (sitting_id,))
    )
    text = [None if v is None else bounded(str(v)) for v in row]
    return Sitting(
        id=int(row[0]), exam_id=text[1] or "", exam_version=text[2] or "", exam_digest=text[3] or "",
        time_limit=int(row[4]), opens=str(row[5]), closes=str(row[6]), attempts_allowed=int(row[7]),
        opened_by=text[8] or "", created=str(row[9]), closed=text[10], closed_by=text[11], signed_off=text[12],
        signed_off_by=text[13], candidates=candidates, pcs=pcs,
    )  # fmt: skip


def get_sitting(store: ResultsStore, sitting_id: int) -> Sitting:
    try:
        row = store._conn.execute(f"SELECT {_COLUMNS} FROM sittings WHERE id = ?", (sitting_id,)).fetchone()
        if row is None:
            raise SittingError(f"there is no sitting {sitting_id}")
        return _sitting(store._conn, row)
    except SittingError:
        raise
    except Exception as exc:
        _reraise(store, exc)
        raise


def list_sittings(store: ResultsStore, *, open_only: bool = False) -> list[Sitting]:
    """Every sitting, the newest first (``open_only``: those open now by the store's clock, not closed)."""
    try:
        conn = store._conn
        rows = conn.execute(f"SELECT {_COLUMNS} FROM sittings ORDER BY id DESC").fetchall()
        sittings = [_sitting(conn, row) for row in rows]
        if not open_only:
            return sittings
        now = store.now()
        return [s for s in sittings if s.state(now) == "open"]
    except Exception as exc:
        _reraise(store, exc)
        raise


def sittings_for(store: ResultsStore, login: str | None = None) -> list[Sitting]:
    """The sittings open now that this PC may seat candidates of (a server's: those listing no PC or this PC's
    login; the SQLite file's: every open one)."""
    if store.server and login is None:
        login = str(store._conn.execute("SELECT session_user").fetchone()[0])
    return [s for s in list_sittings(store, open_only=True) if not s.pcs or login is None or login in s.pcs]


def seats(store: ResultsStore, sitting_id: int) -> list[Seat]:
    """Each candidate of the sitting with their attempts so far (to watch it live)."""
    sitting = get_sitting(store, sitting_id)
    conn = store._conn
    rows = conn.execute(
        "SELECT a.trainee, a.id, a.status, (SELECT COUNT(*) FROM attempt_items i WHERE i.attempt_id = a.id), "
        "(SELECT COUNT(*) FROM actions x WHERE x.attempt_id = a.id) FROM attempts a WHERE a.sitting_id = ? "
        "ORDER BY a.id",
        (sitting_id,),
    ).fetchall()
    by_name: dict[str, list[tuple[int, str, int, int]]] = {}
    for trainee, attempt, status, items, actions in rows:
        by_name.setdefault(bounded(str(trainee)), []).append((int(attempt), str(status), int(items), int(actions)))
    return [Seat(c, tuple(by_name.get(c.name, ()))) for c in sitting.candidates]


def close_sitting(store: ResultsStore, sitting_id: int, by: str) -> Sitting:
    """Close the sitting (no new attempt starts; those under way go on to their end time)."""
    from trainer.training.store import StoreError

    try:
        with store._transaction() as conn:
            sitting = get_sitting(store, sitting_id)
            if sitting.closed is not None:
                raise SittingError(f"sitting {sitting_id} was closed at {sitting.closed} by {sitting.closed_by}")
            conn.execute(
                "UPDATE sittings SET closed = ?, closed_by = ? WHERE id = ?",
                (store.now(), check_name(by, "trainer"), sitting_id),
            )
    except (SittingError, StoreError):
        raise
    except InputError as exc:
        raise SittingError(str(exc)) from None
    except Exception as exc:
        _reraise(store, exc)
        raise
    return get_sitting(store, sitting_id)


def sign_off(store: ResultsStore, sitting_id: int, by: str) -> Sitting:
    """Sign the sitting off (closing it first when open): its ended attempts are official from now on. Refused
    while a candidate's attempt is still under way or interrupted (resume or close it first)."""
    from trainer.training.store import StoreError

    store._close_overdue()
    try:
        with store._transaction() as conn:
            sitting = get_sitting(store, sitting_id)
            if sitting.signed_off is not None:
                raise SittingError(
                    f"sitting {sitting_id} was signed off at {sitting.signed_off} by {sitting.signed_off_by}"
                )
            running = [
                f"{int(r[0])} ({r[1]})"
                for r in conn.execute(
                    "SELECT id, trainee FROM attempts WHERE sitting_id = ? AND status IN ('in_progress', 'interrupted') "
                    "ORDER BY id",
                    (sitting_id,),
                )
            ]
            if running:
                raise SittingError(
                    f"sitting {sitting_id}: attempt {', '.join(running)} is still under way or interrupted; "
                    "let it end (or close it) before signing off"
                )
            now, by = store.now(), check_name(by, "trainer")
            if sitting.closed is None:
                conn.execute("UPDATE sittings SET closed = ?, closed_by = ? WHERE id = ?", (now, by, sitting_id))
            conn.execute("UPDATE sittings SET signed_off = ?, signed_off_by = ? WHERE id = ?", (now, by, sitting_id))
            store.seal_sign_off(conn, sitting_id)  # sealed into the ledger: verify names any change after it
    except (SittingError, StoreError):
        raise
    except InputError as exc:
        raise SittingError(str(exc)) from None
    except Exception as exc:
        _reraise(store, exc)
        raise
    return get_sitting(store, sitting_id)

"""What the store itself needs of sittings: whether a candidate may start an attempt under a sitting now, on the
SQLite file (on a server the server's ``fortune3_start_attempt`` decides the same,
:mod:`trainer.training.store_server`), and what a sitting's sign-off seals. Kept apart from
:mod:`trainer.training.sittings`, which uses the store, so that the store can ask it. No Qt here.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from trainer.training.store_backend import Connection


class Refused(Exception):
    """The attempt may not start under the sitting; the message says why in one line, ``refusal`` the same as data
    (as the server's function gives it: :mod:`trainer.training.refusals`)."""

    def __init__(self, message: str, code: str, **names: object) -> None:
        super().__init__(message)
        self.refusal = {"code": code, **names}


def admit(conn: Connection, sitting_id: int, trainee: str, exam_id: str, exam_digest: str) -> int:
    """On the SQLite file: may ``trainee`` start an attempt at this exam under the sitting now? Returns the
    sitting's time limit; raises :class:`Refused` saying why not. (On a server the
    server's function decides the same.)"""
    row = conn.execute(
        "SELECT exam_id, exam_version, exam_digest, time_limit, opens, closes, attempts_allowed, closed "
        "FROM sittings WHERE id = ?",
        (sitting_id,),
    ).fetchone()
    if row is None:
        raise Refused(f"there is no sitting {sitting_id}", "no_sitting", sitting=sitting_id)
    s_exam, s_version, s_digest, limit, opens, closes, allowed, closed = row
    now = datetime.now(UTC)
    if s_exam != exam_id or s_digest != exam_digest:
        raise Refused(
            f"sitting {sitting_id} is for exam {s_exam} (version {s_version}), not this exam file",
            "other_exam", sitting=sitting_id, exam=s_exam, version=s_version,
        )  # fmt: skip
    if closed is not None:
        raise Refused(f"sitting {sitting_id} was closed at {closed}", "closed", sitting=sitting_id, time=closed)
    if now < datetime.fromisoformat(str(opens)):
        raise Refused(f"sitting {sitting_id} opens at {opens}", "not_open_yet", sitting=sitting_id, time=opens)
    if now > datetime.fromisoformat(str(closes)):
        raise Refused(f"sitting {sitting_id} closed at {closes}", "window_over", sitting=sitting_id, time=closes)
    listed = conn.execute(
        "SELECT 1 FROM sitting_candidates WHERE sitting_id = ? AND name = ?", (sitting_id, trainee)
    ).fetchone()
    if listed is None:
        raise Refused(
            f"{trainee} is not a candidate of sitting {sitting_id}",
            "not_candidate",
            sitting=sitting_id,
            trainee=trainee,
        )
    used = int(
        conn.execute(
            "SELECT COUNT(*) FROM attempts WHERE sitting_id = ? AND trainee = ?", (sitting_id, trainee)
        ).fetchone()[0]
    )
    if used >= int(allowed):
        raise Refused(
            f"{trainee} has used the {allowed} attempt(s) sitting {sitting_id} allows",
            "attempts_used", sitting=sitting_id, trainee=trainee, allowed=allowed,
        )  # fmt: skip
    return int(limit)


SITTING = "sitting"
"""The ``exam_id`` of a ledger entry that seals a sitting's sign-off (its ``attempt_id`` is 0, its ``trainee`` the
sitting's number)."""


def sitting_document(conn: Connection, sitting_id: int) -> dict[str, object] | None:
    """What a sitting's sign-off seals (None when there is no such sitting): the sitting as signed off, its
    candidates and PCs, and each attempt taken in it with its seal -- so moving an attempt into or out of a signed-off
    sitting, or changing its window, candidates or sign-off afterwards, no longer matches."""
    row = conn.execute(
        "SELECT id, exam_id, exam_version, exam_digest, time_limit, opens, closes, attempts_allowed, opened_by, "
        "created, closed, closed_by, signed_off, signed_off_by FROM sittings WHERE id = ?",
        (sitting_id,),
    ).fetchone()
    if row is None:
        return None
    return {
        "format": 1,
        "sitting": list(row),
        "candidates": [
            list(r)
            for r in conn.execute(
                "SELECT name, staff_id FROM sitting_candidates WHERE sitting_id = ? ORDER BY name", (sitting_id,)
            )
        ],
        "pcs": [
            str(r[0])
            for r in conn.execute("SELECT login FROM sitting_pcs WHERE sitting_id = ? ORDER BY login", (sitting_id,))
        ],
        "attempts": [
            list(r)
            for r in conn.execute("SELECT id, seal FROM attempts WHERE sitting_id = ? ORDER BY id", (sitting_id,))
        ],
    }

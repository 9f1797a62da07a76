"""Practice rounds on the results store (issue 33; docs/library.md, "Practice rounds"): each round a trainee deals
at a practice table — a scenario of the library (bundled or published) or a generated round of Deal me rounds — is
recorded with the scenario's id and digest, the mode, whether help was used, the action log and the grade, so that
an assignment's target ("three clean rounds") can be judged from the store on any PC. No Qt here.

The grade is the pure grader's, worked out here from the log (:func:`record_round`): what is stored is what the log
earns. Practice is not the record: these rows are not sealed (like the learner model). On a results server a
training PC records them only through the server's function, which stamps the server's time and the PC's login.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from trainer.training.inputs import InputError, check_name
from trainer.training.library_server import MODES

if TYPE_CHECKING:
    from trainer.engine.actions import Action
    from trainer.training.scenario import Scenario
    from trainer.training.store import ResultsStore

MODE_WORDS = {
    "learn": ("Learn", "學習"),
    "guided": ("Guided", "引導"),
    "practice": ("Practice", "練習"),
    "table_ready": ("Table-ready", "上枱"),
}
"""The modes of Deal me rounds in plain words (English, Chinese)."""


@dataclass(frozen=True)
class PracticeRow:
    """One recorded practice round."""

    id: int
    trainee: str
    scenario_id: str
    scenario_digest: str
    mode: str | None
    """The mode of Deal me rounds it was dealt in (a generated round); None for a scenario of the library."""
    helped: bool
    score: int
    clean: bool
    """Graded without a mistake (no error of any severity, score 100), without a hint, a take-back or Learn mode."""
    recorded: str
    """When, by the store's clock (ISO-8601, UTC)."""
    pc_login: str | None


def is_clean(grade: Mapping[str, Any], *, helped: bool, mode: str | None) -> bool:
    """The rule of a clean round (the server's function applies the same): score 100, no error at all, no help,
    not in Learn mode."""
    errors = grade.get("errors")
    return grade.get("score") == 100 and isinstance(errors, list) and not errors and not helped and mode != "learn"


def record_round(
    store: ResultsStore,
    trainee: str,
    scenario: Scenario,
    log: Sequence[Action | Mapping[str, Any]],
    *,
    mode: str | None = None,
    helped: bool = False,
) -> int:
    """Record a practice round ``trainee`` dealt at ``scenario`` (its action log, as the table kept it); returns its
    id. The round is graded here with the pure grader. ``mode``: the mode of Deal me rounds (``learn``, ``guided``,
    ``practice``, ``table_ready``) for a generated round, None for a scenario of the library; ``helped``: a hint was
    shown, an action taken back or Learn mode's next step shown (:attr:`PracticeRecord.helped
    <trainer.training.session.PracticeRecord.helped>`). The digest recorded is the scenario's file's
    (``sha256:<hex>``), so a published scenario's round names its version."""
    from trainer.engine.actions import parse_action
    from trainer.training.exam_attempt import grade_item
    from trainer.training.store import StoreError, _database_problem, canonical_json, iso
    from trainer.training.store_backend import DB_ERRORS

    try:
        trainee = check_name(trainee, "trainee")
    except InputError as exc:
        raise StoreError(str(exc)) from None
    if mode is not None and mode not in MODES:
        raise StoreError(f"mode {mode!r} is not a mode of Deal me rounds ({', '.join(MODES)})")
    actions = [parse_action(a).to_json() for a in log]
    grade = grade_item(scenario, actions)
    digest = "sha256:" + scenario.digest
    log_text, grade_text = json.dumps(actions, ensure_ascii=False), canonical_json(grade)
    try:
        with store._transaction() as conn:
            if store.server:
                row = conn.execute(
                    "SELECT fortune3_record_practice(?, ?, ?, ?, ?, ?, ?)",
                    (trainee, scenario.id, digest, mode, helped, log_text, grade_text),
                ).fetchone()
            else:
                row = conn.execute(
                    "INSERT INTO practice_rounds (trainee, scenario_id, scenario_digest, mode, helped, score, clean, "
                    "log, grade, recorded) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                    (trainee, scenario.id, digest, mode, int(helped), int(grade["score"]),
                     int(is_clean(grade, helped=helped, mode=mode)), log_text, grade_text, iso()),
                ).fetchone()  # fmt: skip
            return int(row[0])
    except DB_ERRORS as exc:
        raise StoreError(_database_problem(store.path, exc)) from None


_COLUMNS = "id, trainee, scenario_id, scenario_digest, mode, helped, score, clean, recorded, pc_login"


def practice_rounds(store: ResultsStore, trainees: Sequence[str], *, since: str | None = None) -> list[PracticeRow]:
    """The practice rounds recorded under any of the names ``trainees`` (a trainee's name and staff id), recorded
    at or after ``since`` (an ISO time), oldest first."""
    from trainer.training.store import StoreError, _database_problem
    from trainer.training.store_backend import DB_ERRORS

    names = [t for t in dict.fromkeys(trainees) if t]
    if not names:
        return []
    marks = ", ".join("?" for _ in names)
    try:
        rows = store._conn.execute(
            f"SELECT {_COLUMNS} FROM practice_rounds WHERE trainee IN ({marks}) ORDER BY recorded, id", tuple(names)
        ).fetchall()
    except DB_ERRORS as exc:
        raise StoreError(_database_problem(store.path, exc)) from None
    out = [_row(r) for r in rows]
    if since is None:
        return out
    from datetime import datetime

    start = datetime.fromisoformat(since)
    return [r for r in out if datetime.fromisoformat(r.recorded) >= start]


def _row(r: Sequence[Any]) -> PracticeRow:
    return PracticeRow(
        int(r[0]), str(r[1]), str(r[2]), str(r[3]), None if r[4] is None else str(r[4]), bool(r[5]), int(r[6]),
        bool(r[7]), str(r[8]), None if r[9] is None else str(r[9]),
    )  # fmt: skip


def round_log(store: ResultsStore, round_id: int) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """A recorded practice round's action log and grade (to replay it: :func:`trainer.training.library.scenario_for_item`
    finds its scenario by id and digest)."""
    from trainer.training.store import StoreError

    row = store._conn.execute("SELECT log, grade FROM practice_rounds WHERE id = ?", (round_id,)).fetchone()
    if row is None:
        raise StoreError(f"no practice round {round_id}")
    return list(json.loads(str(row[0]))), dict(json.loads(str(row[1])))

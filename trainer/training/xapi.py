"""xAPI (Experience API 1.0.3) statements for graded exam attempts, as a JSON array an LRS can import.

One statement per graded attempt (finished or timed out): the trainee as actor (an account on this
installation), verb ``passed`` or ``failed`` (ADL vocabulary), the exam as the activity (both titles), and
a result with the scaled score (score / 100), the raw score, success, completion, the duration (ISO 8601) and
the attempt's standing (official, provisional or unofficial: :data:`STANDING_EXTENSION`).
Attempts that were not graded (in progress, interrupted, closed by a trainer) are left out, and so is an attempt
whose seal is broken (changed after it was sealed: its result is not valid; see :mod:`trainer.training.seals`;
``trainer results export`` names them). Each statement's
id is derived from the installation and the attempt's seal, so exporting twice gives the same ids (an LRS
keeps one copy).
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import datetime
from typing import Any
from urllib.parse import quote

from trainer.engine.words import GRADE
from trainer.training.seals import SealState
from trainer.training.store import AttemptRow, Status, standing_words

VERBS = {
    True: ("http://adlnet.gov/expapi/verbs/passed", "passed", GRADE["passed"].zh),
    False: ("http://adlnet.gov/expapi/verbs/failed", "failed", GRADE["not_passed"].zh),
}
"""xAPI's verbs, with the app's own zh-Hant words for a result (合格 / 不合格)."""
HOME = "urn:x-fortune3-trainer:installation:"
EXAM_IRI = "urn:x-fortune3-trainer:exam:"
EXTENSION = "urn:x-fortune3-trainer:attempt"
STANDING_EXTENSION = "urn:x-fortune3-trainer:standing"
"""The result extension saying what the result counts for (issue 31): ``standing`` official (in a sitting a
trainer signed off), provisional (in a sitting not signed off yet) or unofficial (practice, outside any sitting),
the ``sitting`` id, and the standing in ``words`` of both languages."""
NAMESPACE = uuid.UUID("6f1c8a52-3b7e-4f0e-9a55-1d0c6e2f4b91")


def duration(started: str, finished: str) -> str:
    """An ISO 8601 duration ``PT…H…M…S`` between two stored times (whole hundredths of a second)."""
    seconds = max(0.0, (datetime.fromisoformat(finished) - datetime.fromisoformat(started)).total_seconds())
    hours, rest = divmod(round(seconds * 100), 360000)
    minutes, hundredths = divmod(rest, 6000)
    text = "PT"
    if hours:
        text += f"{hours}H"
    if minutes or hours:
        text += f"{minutes}M"
    return text + f"{hundredths // 100}.{hundredths % 100:02d}S"


def statement(row: AttemptRow, installation_id: str) -> dict[str, Any]:
    """The xAPI statement of one graded attempt."""
    if row.status not in (Status.FINISHED, Status.TIMED_OUT) or row.score is None or row.finished is None:
        raise ValueError(f"attempt {row.id} is {row.status}, not graded")
    if row.seal_broken:
        raise ValueError(f"attempt {row.id}: seal broken: this record was changed after it was sealed")
    verb_id, verb_en, verb_zh = VERBS[bool(row.passed)]
    grade = row.grade or {}
    title_en = str(grade.get("title_en") or row.exam_id)
    title_zh = str(grade.get("title_zh") or row.exam_id)
    home = HOME + installation_id
    extensions: dict[str, Any] = {
        EXTENSION: {
            "id": row.id,
            "exam_version": row.exam_version,
            "status": str(row.status),
            "source": row.source or "unknown",
            "entered_by": row.entered_by,
            "seal": row.seal,
            "seal_checked": row.seal_state is SealState.SEALED,
        }
    }
    context: dict[str, Any] = {"platform": "Fortune 3 Card Poker dealer trainer", "extensions": extensions}
    if row.source == "cli" and row.entered_by:
        context["instructor"] = {"objectType": "Agent", "account": {"homePage": home, "name": row.entered_by}}
    return {
        "id": str(uuid.uuid5(NAMESPACE, f"{installation_id}/{row.id}/{row.seal or ''}")),
        "actor": {"objectType": "Agent", "name": row.trainee, "account": {"homePage": home, "name": row.trainee}},
        "verb": {"id": verb_id, "display": {"en-US": verb_en, "zh-Hant": verb_zh}},
        "object": {
            "objectType": "Activity",
            "id": EXAM_IRI + quote(row.exam_id, safe=""),
            "definition": {
                "type": "http://adlnet.gov/expapi/activities/assessment",
                "name": {"en-US": title_en, "zh-Hant": title_zh},
            },
        },
        "result": {
            "score": {"scaled": row.score / 100, "raw": row.score, "min": 0, "max": 100},
            "success": bool(row.passed),
            "completion": row.status == Status.FINISHED,
            "duration": duration(row.started, row.finished),
            "extensions": {
                STANDING_EXTENSION: {
                    "standing": str(row.standing),
                    "sitting": row.sitting_id,
                    "words": {
                        "en": standing_words(row.standing, "en"),
                        "zh-Hant": standing_words(row.standing, "zh-Hant"),
                    },
                }
            },
        },
        "context": context,
        "timestamp": row.finished,
    }


def statements(rows: Sequence[AttemptRow], installation_id: str) -> list[dict[str, Any]]:
    """The statements of the graded attempts among ``rows`` (others, and those whose seal is broken, are left
    out)."""
    return [
        statement(row, installation_id)
        for row in rows
        if row.status in (Status.FINISHED, Status.TIMED_OUT)
        and row.score is not None
        and row.finished is not None
        and not row.seal_broken
    ]

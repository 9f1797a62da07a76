"""xAPI (Experience API 1.0.3) statements for graded exam attempts, as a JSON array an LRS can import.

One statement per graded attempt (finished or timed out): the trainee as actor (an account on this
installation), verb ``passed`` or ``failed`` (ADL vocabulary), the exam as the activity (both titles), and
a result with the scaled score (score / 100), the raw score, success, completion, the duration (ISO 8601) and
the attempt's standing (official, provisional or unofficial: :data:`STANDING_EXTENSION`).
Attempts that were not graded (in progress, interrupted, closed by a trainer) are left out, and so is an attempt
whose seal is broken (changed after it was sealed: its result is not valid; see :mod:`trainer.training.seals`;
``trainer results export`` names them).

Accounts are on an ``https://`` home page (:func:`home_page`; this installation's own under
:data:`DEFAULT_HOME` unless one is given), named by the person's name or, pseudonymous, by a keyed pseudonym
(:func:`pseudonym`). Each statement's id is derived from its content (:func:`statement_id`): exporting the same
content again gives the same ids (an LRS keeps one copy), and content that differs — a seal checked or not, a
standing signed off since, another home page or pseudonyms — gets another id, never one an LRS already holds for
other content (it would answer 409 Conflict and drop the batch).
"""

from __future__ import annotations

import hashlib
import hmac
import json
import uuid
from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any
from urllib.parse import quote, urlsplit

from trainer.engine.words import GRADE
from trainer.training.seals import SealState
from trainer.training.store import AttemptRow, Status, standing_words

VERBS = {
    True: ("http://adlnet.gov/expapi/verbs/passed", "passed", GRADE["passed"].zh),
    False: ("http://adlnet.gov/expapi/verbs/failed", "failed", GRADE["not_passed"].zh),
}
"""xAPI's verbs, with the app's own zh-Hant words for a result (合格 / 不合格)."""
DEFAULT_HOME = "https://fortune3-trainer.invalid/installations/"
"""The accounts' home page when none is given: ``DEFAULT_HOME`` + the installation's id. ``.invalid`` is a name
reserved never to be a real host (RFC 2606): the page names the installation, nothing is served there. A house sets
its own with ``trainer results export --xapi-home-page URL`` (and should keep it: the account is the page and the
name together)."""
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


def home_page(text: str) -> str:
    """``text`` as the accounts' home page: an ``https://`` URL with a host, no user or password in it, no spaces
    or control characters; a ValueError saying which rule it breaks."""
    if not text or any(ch.isspace() or ord(ch) < 32 or ord(ch) == 127 for ch in text):
        raise ValueError("must be an https:// URL without spaces")
    try:
        parts = urlsplit(text)
        parts.port  # noqa: B018 - a port that is not a number raises here
    except ValueError:
        raise ValueError("is not a URL") from None
    if parts.scheme.lower() != "https":
        raise ValueError("must start with https://")
    if not parts.hostname:
        raise ValueError("needs a host name after https://")
    if parts.username is not None or parts.password is not None:
        raise ValueError("must not hold a user name or password")
    return text


def default_home_page(installation_id: str) -> str:
    """This installation's own home page (:data:`DEFAULT_HOME`)."""
    return DEFAULT_HOME + quote(installation_id, safe="")


def pseudonym(key: bytes, name: str) -> str:
    """A person's stable pseudonym on this installation: ``pseudonym-`` and 32 hex digits of an HMAC-SHA-256 of the
    name under ``key`` (:meth:`~trainer.training.store.ResultsStore.pseudonym_key`). The same name always gives the
    same pseudonym; without the key nobody can tell whose it is, nor try names to find out."""
    return "pseudonym-" + hmac.new(key, name.encode("utf-8"), hashlib.sha256).hexdigest()[:32]


def statement_id(content: dict[str, Any]) -> str:
    """A statement's id from its content (everything but the id): a UUID (version 5) of its canonical JSON (keys
    sorted, no spaces), so equal content gives an equal id and different content another."""
    text = json.dumps({k: v for k, v in content.items() if k != "id"}, sort_keys=True, ensure_ascii=False,
                      separators=(",", ":"))  # fmt: skip
    return str(uuid.uuid5(NAMESPACE, text))


def statement(
    row: AttemptRow,
    installation_id: str,
    home: str | None = None,
    names: Callable[[str], str] | None = None,
) -> dict[str, Any]:
    """The xAPI statement of one graded attempt. ``home``: the accounts' home page (:func:`home_page`; None: this
    installation's own); ``names``: what a person's account is named by (None: their name; a pseudonym maker for
    pseudonymous statements, which then carry no name at all)."""
    if row.status not in (Status.FINISHED, Status.TIMED_OUT) or row.score is None or row.finished is None:
        raise ValueError(f"attempt {row.id} is {row.status}, not graded")
    if row.seal_broken:
        raise ValueError(f"attempt {row.id}: seal broken: this record was changed after it was sealed")
    verb_id, verb_en, verb_zh = VERBS[bool(row.passed)]
    grade = row.grade or {}
    title_en = str(grade.get("title_en") or row.exam_id)
    title_zh = str(grade.get("title_zh") or row.exam_id)
    home = home or default_home_page(installation_id)
    account = names or (lambda name: name)
    extensions: dict[str, Any] = {
        EXTENSION: {
            "id": row.id,
            "exam_version": row.exam_version,
            "status": str(row.status),
            "source": row.source or "unknown",
            "entered_by": account(row.entered_by) if row.entered_by else row.entered_by,
            "seal": row.seal,
            "seal_checked": row.seal_state is SealState.SEALED,
        }
    }
    context: dict[str, Any] = {"platform": "Fortune 3 Card Poker dealer trainer", "extensions": extensions}
    if row.source == "cli" and row.entered_by:
        context["instructor"] = {"objectType": "Agent", "account": {"homePage": home, "name": account(row.entered_by)}}
    actor: dict[str, Any] = {"objectType": "Agent", "account": {"homePage": home, "name": account(row.trainee)}}
    if names is None:
        actor["name"] = row.trainee
    content = {
        "actor": actor,
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
    return {"id": statement_id(content), **content}


def statements(
    rows: Sequence[AttemptRow],
    installation_id: str,
    home: str | None = None,
    names: Callable[[str], str] | None = None,
) -> list[dict[str, Any]]:
    """The statements of the graded attempts among ``rows`` (others, and those whose seal is broken, are left
    out); ``home`` and ``names`` as :func:`statement`'s."""
    return [
        statement(row, installation_id, home, names)
        for row in rows
        if row.status in (Status.FINISHED, Status.TIMED_OUT)
        and row.score is not None
        and row.finished is not None
        and not row.seal_broken
    ]

"""The xAPI 1.0.3 rules an LRS holds a statement to (Part Two, "Experience API Data": 2.2 formatting, 2.4 statement
properties, 4.2 language maps, 4.4 UUIDs, 4.5 timestamps, 4.6 durations), written out for the tests: no new
dependency. :func:`problems` lists what an LRS would reject a statement for; an empty list is a statement it takes.

Covered: the top-level properties allowed; no null outside extensions; ``id`` a UUID of RFC 4122's variant in
standard string form; the actor an Agent with exactly one inverse functional identifier (``mbox`` a ``mailto:``
IRI, ``mbox_sha1sum`` 40 hex digits, ``openid`` an IRI, or ``account`` with exactly ``homePage`` — an IRL — and
``name``); the verb an IRI ``id`` with a ``display`` language map; the object an Activity with an IRI ``id`` and a
definition whose ``name`` is a language map and ``type`` an IRI; the result's score (``scaled`` in [−1, 1], ``min``
< ``max``, ``raw`` between them), booleans where booleans belong, an ISO 8601 duration (the 4.4.3.2 format); the
context's instructor an Agent and its extensions' keys IRIs; the timestamp an ISO 8601 date-time with its zone.
"""

from __future__ import annotations

import re
import uuid
from typing import Any
from urllib.parse import urlsplit

STATEMENT_KEYS = {"id", "actor", "verb", "object", "result", "context", "timestamp", "stored", "authority", "version",
                  "attachments"}  # fmt: skip
AGENT_KEYS = {"objectType", "name", "mbox", "mbox_sha1sum", "openid", "account"}
IFIS = ("mbox", "mbox_sha1sum", "openid", "account")
RESULT_KEYS = {"score", "success", "completion", "response", "duration", "extensions"}
SCORE_KEYS = {"scaled", "raw", "min", "max"}
CONTEXT_KEYS = {"registration", "instructor", "team", "contextActivities", "revision", "platform", "language",
                "statement", "extensions"}  # fmt: skip
ACTIVITY_KEYS = {"objectType", "id", "definition"}
DEFINITION_KEYS = {"name", "description", "type", "moreInfo", "extensions", "interactionType",
                   "correctResponsesPattern", "choices", "scale", "source", "target", "steps"}  # fmt: skip

SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.\-]*:")
LANGUAGE_TAG = re.compile(r"^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$")  # RFC 5646's token lengths
DURATION = re.compile(
    r"^P(?!$)(\d+(\.\d+)?Y)?(\d+(\.\d+)?M)?(\d+(\.\d+)?W)?(\d+(\.\d+)?D)?"
    r"(T(?=\d)(\d+(\.\d+)?H)?(\d+(\.\d+)?M)?(\d+(\.\d+)?S)?)?$"
)
TIMESTAMP = re.compile(
    r"^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$"
)


def is_iri(value: object) -> bool:
    """An absolute IRI: a scheme, then something; no spaces."""
    return (
        isinstance(value, str)
        and bool(SCHEME.match(value))
        and len(value) > value.index(":") + 1
        and not any(ch.isspace() for ch in value)
    )


def is_irl(value: object) -> bool:
    """An IRL (a locator): an http(s) IRI with a host."""
    if not is_iri(value):
        return False
    parts = urlsplit(str(value))
    return parts.scheme in ("http", "https") and bool(parts.hostname)


def is_uuid(value: object) -> bool:
    if not isinstance(value, str):
        return False
    try:
        parsed = uuid.UUID(value)
    except ValueError:
        return False
    return str(parsed) == value.lower() and parsed.variant == uuid.RFC_4122


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _nulls(value: Any, path: str, out: list[str]) -> None:
    """Every null outside extensions."""
    if value is None:
        out.append(f"{path}: null")
    elif isinstance(value, dict):
        for key, item in value.items():
            if key != "extensions":
                _nulls(item, f"{path}.{key}", out)
    elif isinstance(value, list):
        for k, item in enumerate(value):
            _nulls(item, f"{path}[{k}]", out)


def _language_map(value: Any, path: str, out: list[str]) -> None:
    if not isinstance(value, dict) or not value:
        out.append(f"{path}: not a language map")
        return
    for tag, text in value.items():
        if not LANGUAGE_TAG.match(str(tag)):
            out.append(f"{path}: {tag!r} is not an RFC 5646 language tag")
        if not isinstance(text, str):
            out.append(f"{path}.{tag}: not a string")


def _extensions(value: Any, path: str, out: list[str]) -> None:
    if not isinstance(value, dict):
        out.append(f"{path}: not an object")
        return
    out.extend(f"{path}: key {key!r} is not an IRI" for key in value if not is_iri(key))


def _only(value: dict[str, Any], allowed: set[str], path: str, out: list[str]) -> None:
    out.extend(f"{path}.{key}: not allowed" for key in value if key not in allowed)


def agent_problems(agent: Any, path: str) -> list[str]:
    out: list[str] = []
    if not isinstance(agent, dict):
        return [f"{path}: not an object"]
    _only(agent, AGENT_KEYS, path, out)
    if agent.get("objectType", "Agent") != "Agent":
        out.append(f"{path}.objectType: {agent.get('objectType')!r} is not Agent")
    if "name" in agent and not isinstance(agent["name"], str):
        out.append(f"{path}.name: not a string")
    ifis = [key for key in IFIS if key in agent]
    if len(ifis) != 1:
        out.append(f"{path}: {len(ifis)} inverse functional identifiers (exactly one is allowed)")
    if "mbox" in agent and not (
        isinstance(agent["mbox"], str) and re.match(r"^mailto:[^@\s]+@[^@\s]+$", agent["mbox"])
    ):
        out.append(f"{path}.mbox: not a mailto IRI")
    if "mbox_sha1sum" in agent and not re.match(r"^[0-9a-f]{40}$", str(agent["mbox_sha1sum"])):
        out.append(f"{path}.mbox_sha1sum: not a SHA-1 in hex")
    if "openid" in agent and not is_iri(agent["openid"]):
        out.append(f"{path}.openid: not an IRI")
    if "account" in agent:
        account = agent["account"]
        if not isinstance(account, dict) or set(account) != {"homePage", "name"}:
            out.append(f"{path}.account: must have exactly homePage and name")
        else:
            if not is_irl(account["homePage"]):
                out.append(f"{path}.account.homePage: {account['homePage']!r} is not an IRL")
            if not isinstance(account["name"], str) or not account["name"]:
                out.append(f"{path}.account.name: not a string")
    return out


def problems(statement: Any) -> list[str]:
    """What an LRS would reject ``statement`` for (empty: none)."""
    if not isinstance(statement, dict):
        return ["the statement is not an object"]
    out: list[str] = []
    _only(statement, STATEMENT_KEYS, "statement", out)
    _nulls(statement, "statement", out)
    if "id" in statement and not is_uuid(statement["id"]):
        out.append(f"id: {statement['id']!r} is not a UUID in standard form")
    out.extend(agent_problems(statement.get("actor"), "actor"))
    verb = statement.get("verb")
    if not isinstance(verb, dict):
        out.append("verb: missing")
    else:
        _only(verb, {"id", "display"}, "verb", out)
        if not is_iri(verb.get("id")):
            out.append("verb.id: not an IRI")
        _language_map(verb.get("display"), "verb.display", out)
    obj = statement.get("object")
    if not isinstance(obj, dict):
        out.append("object: missing")
    else:
        _only(obj, ACTIVITY_KEYS, "object", out)
        if obj.get("objectType", "Activity") != "Activity":
            out.append("object.objectType: not Activity")
        if not is_iri(obj.get("id")):
            out.append("object.id: not an IRI")
        definition = obj.get("definition")
        if definition is not None:
            _only(definition, DEFINITION_KEYS, "object.definition", out)
            if "name" in definition:
                _language_map(definition["name"], "object.definition.name", out)
            if "type" in definition and not is_iri(definition["type"]):
                out.append("object.definition.type: not an IRI")
    if "result" in statement:
        out.extend(_result_problems(statement["result"]))
    if "context" in statement:
        context = statement["context"]
        _only(context, CONTEXT_KEYS, "context", out)
        if "instructor" in context:
            out.extend(agent_problems(context["instructor"], "context.instructor"))
        if "platform" in context and not isinstance(context["platform"], str):
            out.append("context.platform: not a string")
        if "extensions" in context:
            _extensions(context["extensions"], "context.extensions", out)
    if "timestamp" in statement and not TIMESTAMP.match(str(statement["timestamp"])):
        out.append(f"timestamp: {statement['timestamp']!r} is not an ISO 8601 date-time with its time zone")
    return out


def _result_problems(result: Any) -> list[str]:
    out: list[str] = []
    if not isinstance(result, dict):
        return ["result: not an object"]
    _only(result, RESULT_KEYS, "result", out)
    score = result.get("score")
    if score is not None:
        _only(score, SCORE_KEYS, "result.score", out)
        for key in SCORE_KEYS & set(score):
            if not _is_number(score[key]):
                out.append(f"result.score.{key}: not a number")
        if _is_number(score.get("scaled")) and not -1 <= score["scaled"] <= 1:
            out.append(f"result.score.scaled: {score['scaled']} is outside [-1, 1]")
        low, high, raw = score.get("min"), score.get("max"), score.get("raw")
        if _is_number(low) and _is_number(high) and not low < high:
            out.append("result.score: min is not below max")
        if _is_number(raw) and ((_is_number(low) and raw < low) or (_is_number(high) and raw > high)):
            out.append("result.score.raw: outside min..max")
    for key in ("success", "completion"):
        if key in result and not isinstance(result[key], bool):
            out.append(f"result.{key}: not a boolean")
    if "duration" in result and not DURATION.match(str(result["duration"])):
        out.append(f"result.duration: {result['duration']!r} is not an ISO 8601 duration")
    if "extensions" in result:
        _extensions(result["extensions"], "result.extensions", out)
    return out

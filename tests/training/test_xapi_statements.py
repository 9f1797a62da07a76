"""Issue 35, item 7: xAPI statements an LRS accepts. Every statement passes the xAPI 1.0.3 rules
(tests/xapi_rules.py); accounts are on an https:// home page (this installation's own, or the one given); a
statement's id follows its content (a seal checked or not, a standing signed off since: another id, so an LRS never
answers 409 for an id it holds with other content); pseudonymous statements carry a stable keyed pseudonym and no
name."""

from __future__ import annotations

import json
import uuid
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.xapi_rules import problems
from trainer.training.seals import SealState
from trainer.training.store import AttemptRow, Standing, Status
from trainer.training.xapi import (
    DEFAULT_HOME,
    home_page,
    pseudonym,
    statement,
    statement_id,
    statements,
)

INSTALLATION = "3f9c2a71b0d4e815"
KEY = bytes(range(32))
FINISHED = datetime(2026, 10, 5, 9, 0, tzinfo=UTC)


def _row(**fields: Any) -> AttemptRow:
    row = AttemptRow(
        id=7,
        trainee="陳大文",
        exam_id="dealing-basic",
        exam_version="1",
        exam_digest="d",
        seed=1,
        started=(FINISHED - timedelta(minutes=12, seconds=3.25)).isoformat(timespec="microseconds"),
        finished=FINISHED.isoformat(timespec="microseconds"),
        status=Status.FINISHED,
        score=95,
        passed=True,
        grade={"title_en": "Dealing procedure", "title_zh": "派牌程序"},
        closed_by=None,
        seal="ab" * 32,
        source="cli",
        entered_by="Ms Lei",
    )
    return replace(row, **fields)


def test_the_validator_rejects_what_an_lrs_rejects():
    """The rules can fail: the statements this export used to write (a urn: home page) and broken ones."""
    good = statement(_row(), INSTALLATION)
    assert problems(good) == []
    old = json.loads(json.dumps(good))
    old["actor"]["account"]["homePage"] = "urn:x-fortune3-trainer:installation:" + INSTALLATION
    assert problems(old) == [
        f"actor.account.homePage: 'urn:x-fortune3-trainer:installation:{INSTALLATION}' is not an IRL"
    ]
    cases = {
        "id": ("id", "7"),
        "scaled": ("result", {**good["result"], "score": {"scaled": 1.5, "raw": 150, "min": 0, "max": 100}}),
        "duration": ("result", {**good["result"], "duration": "12:03"}),
        "timestamp": ("timestamp", "2026-10-05 09:00"),
        "verb": ("verb", {"id": "passed", "display": {"en-US": "passed"}}),
        "display": ("verb", {"id": good["verb"]["id"], "display": {"english!": "passed"}}),
        "object": ("object", {"objectType": "Activity", "id": "dealing-basic"}),
        "two ids": ("actor", {**good["actor"], "mbox": "mailto:a@b.mo"}),
        "null": ("actor", {**good["actor"], "name": None}),
        "extra": ("result", {**good["result"], "grade": "A"}),
    }
    for name, (key, value) in cases.items():
        assert problems({**good, key: value}), name


@given(
    score=st.integers(0, 100),
    seconds=st.floats(0, 5 * 3600),
    timed_out=st.booleans(),
    typed_in=st.booleans(),
    standing=st.sampled_from(list(Standing)),
    checked=st.booleans(),
    trainee=st.text(st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=20),
    pseudonymous=st.booleans(),
)
def test_every_statement_passes_the_xapi_1_0_3_rules(
    score, seconds, timed_out, typed_in, standing, checked, trainee, pseudonymous
):
    row = _row(
        trainee=trainee,
        score=score,
        passed=score >= 90,
        started=(FINISHED - timedelta(seconds=seconds)).isoformat(timespec="microseconds"),
        status=Status.TIMED_OUT if timed_out else Status.FINISHED,
        source="cli" if typed_in else "app",
        entered_by="Ms Lei" if typed_in else None,
        standing=standing,
        sitting_id=None if standing is Standing.UNOFFICIAL else 3,
        seal_state=SealState.SEALED if checked else SealState.UNCHECKED,
    )
    names = (lambda name: pseudonym(KEY, name)) if pseudonymous else None
    made = statement(row, INSTALLATION, names=names)
    assert problems(made) == []
    assert -1 <= made["result"]["score"]["scaled"] <= 1
    assert uuid.UUID(made["id"]).version == 5


def test_accounts_are_on_this_installations_https_home_page_or_the_one_given():
    made = statement(_row(), INSTALLATION)
    assert made["actor"]["account"] == {"homePage": DEFAULT_HOME + INSTALLATION, "name": "陳大文"}
    assert made["actor"]["account"]["homePage"] == "https://fortune3-trainer.invalid/installations/" + INSTALLATION
    assert made["context"]["instructor"]["account"]["homePage"] == DEFAULT_HOME + INSTALLATION
    ours = statement(_row(), INSTALLATION, home="https://training.example.mo/dealer-trainer")
    assert ours["actor"]["account"]["homePage"] == "https://training.example.mo/dealer-trainer"
    assert ours["context"]["instructor"]["account"]["homePage"] == "https://training.example.mo/dealer-trainer"
    assert problems(ours) == [] and ours["id"] != made["id"]


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("http://training.example.mo", "must start with https://"),
        ("urn:x-fortune3-trainer:installation:1", "must start with https://"),
        ("https://", "needs a host name after https://"),
        ("https:///path", "needs a host name after https://"),
        ("https://me:secret@training.example.mo", "must not hold a user name or password"),
        ("https://training example.mo", "must be an https:// URL without spaces"),
        ("", "must be an https:// URL without spaces"),
        ("https://training.example.mo:port", "is not a URL"),
    ],
)
def test_a_home_page_must_be_an_https_url_with_a_host(text, rule):
    with pytest.raises(ValueError, match=rule):
        home_page(text)


def test_home_pages_that_are_fine():
    for text in ("https://training.example.mo", "https://training.example.mo:8443/dealer/", "https://培訓.example.mo/"):
        assert home_page(text) == text


def test_a_statements_id_changes_when_its_content_does_and_only_then():
    """The plain export and the --check-seals one differed only in seal_checked, with one id: an LRS holding the
    first answered 409 to the second and dropped the batch. Now each content has its own id; equal content, one."""
    plain = statement(_row(), INSTALLATION)
    assert statement(_row(), INSTALLATION) == plain  # exporting again: the same statement, the same id
    checked = statement(_row(seal_state=SealState.SEALED), INSTALLATION)
    assert checked["context"] != plain["context"] and checked["id"] != plain["id"]
    signed = statement(_row(standing=Standing.OFFICIAL, sitting_id=3), INSTALLATION)
    provisional = statement(_row(standing=Standing.PROVISIONAL, sitting_id=3), INSTALLATION)
    assert len({plain["id"], checked["id"], signed["id"], provisional["id"]}) == 4
    assert plain["id"] == statement_id({k: v for k, v in plain.items() if k != "id"})
    assert statement_id(json.loads(json.dumps(plain, ensure_ascii=True))) == plain["id"]  # the content, not its bytes


def test_pseudonymous_statements_carry_a_stable_keyed_pseudonym_and_no_name():
    names = lambda name: pseudonym(KEY, name)  # noqa: E731
    made = statement(_row(), INSTALLATION, names=names)
    text = json.dumps(made, ensure_ascii=False)
    assert "陳大文" not in text and "Ms Lei" not in text
    assert "name" not in made["actor"]
    mine = made["actor"]["account"]["name"]
    assert mine == pseudonym(KEY, "陳大文") and mine.startswith("pseudonym-") and len(mine) == len("pseudonym-") + 32
    assert made["context"]["instructor"]["account"]["name"] == pseudonym(KEY, "Ms Lei")
    assert made["context"]["extensions"]["urn:x-fortune3-trainer:attempt"]["entered_by"] == pseudonym(KEY, "Ms Lei")
    assert statement(_row(), INSTALLATION, names=names) == made  # stable: the same pseudonym every export
    assert pseudonym(KEY, "陳小文") != mine and pseudonym(bytes(32), "陳大文") != mine  # per person, per installation
    assert made["id"] != statement(_row(), INSTALLATION)["id"]
    assert problems(made) == []


def test_ungraded_and_broken_attempts_are_still_left_out():
    rows = [_row(), _row(id=8, status=Status.IN_PROGRESS, finished=None, score=None, passed=None),
            _row(id=9, seal_state=SealState.BROKEN)]  # fmt: skip
    made = statements(rows, INSTALLATION, home="https://training.example.mo")
    assert [s["context"]["extensions"]["urn:x-fortune3-trainer:attempt"]["id"] for s in made] == [7]

"""Issue 32, item 18: the results CSV's errors column names each error in plain words — its clause and its name in
Traditional Chinese and English (``A17.4.1 裁定過遲 / Late ruling``), never the code (``A17.4.1:late_ruling``);
one cell per attempt, ``; `` between its errors."""

from __future__ import annotations

import csv
import io
import re

from tests.training.test_store import LOG, store  # noqa: F401 (the fixture)
from trainer.engine.faults import Fault
from trainer.training.error_names import NAMES, error_words
from trainer.training.store import ResultsStore

_HAN = re.compile(r"[\u4e00-\u9fff]")


def test_every_error_code_has_a_name_in_both_languages():
    assert set(NAMES) == set(Fault)
    for code, (zh, en) in NAMES.items():
        assert _HAN.search(zh) and not re.search(r"[A-Za-z_]", zh), (code, zh)
        assert en[:1].isupper() and "_" not in en and not _HAN.search(en), (code, en)
        assert str(code) not in (zh, en)
    assert len({zh for zh, _ in NAMES.values()}) == len(NAMES) == len({en for _, en in NAMES.values()})


def test_an_error_is_written_as_its_clause_and_its_name():
    assert error_words("A17.4.1", "late_ruling") == "A17.4.1 裁定過遲 / Late ruling"
    assert error_words("", "round_unfinished") == "牌局未完成 / Round not finished"
    assert error_words("A13.3", "no_such_code") == "A13.3 no_such_code"  # a damaged grade: shown as stored


def _take(store: ResultsStore, errors: list[dict[str, str]]) -> int:  # noqa: F811
    attempt = store.start_attempt("陳大文", "dealing-basic", "1", "sha256:exam", seed=7)
    item = store.add_item(attempt, 0, "scenario-0", "sha256:s0")
    for action in LOG:
        store.record_action(item, action)
    grade = {"score": 70, "passed": False, "errors": errors, "skills": {"irregularities": 0.5}}
    store.finish_item(item, grade)
    store.finish_attempt(attempt, score=70, passed=False, grade={"score": 70, "items": [grade]})
    return attempt


def test_the_csv_names_the_errors_in_plain_words_in_one_cell(store):  # noqa: F811
    errors = [
        {"step": 2, "code": "late_ruling", "clause": "A17.4.1", "severity": "major"},
        {"step": 3, "code": "wrong_settlement", "clause": "A13.3", "severity": "major"},
    ]
    _take(store, errors)
    for rows in (store.list_attempts(), None):  # the trainer tools' rows, and a bulk export
        out = io.StringIO()
        store.write_csv(out, rows)
        table = list(csv.reader(io.StringIO(out.getvalue())))
        assert table[0][8] == "errors" and len(table) == 2
        assert table[1][8] == "A17.4.1 裁定過遲 / Late ruling; A13.3 結算錯誤 / Wrong settlement"

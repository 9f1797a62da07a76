"""Item analysis against a hand-computed example store (issue 14, acceptance): a real results store with four
attempts whose grades are written by hand, every figure worked out by hand in the comments, then checked through
the Qt-free analysis, the CLI's JSON, its three views, the CSV files and the filters."""

from __future__ import annotations

import csv
import json
import math
import pathlib
import subprocess
import sys
from datetime import UTC, datetime

import pytest

from trainer.training.item_analysis import analyse
from trainer.training.store import ResultsStore

# The example: exam "ex" (version 1), three scenarios s1, s2, s3 in every attempt.
#
#   attempt  trainee  started (UTC)  s1             s2                 s3         exam
#   1        Ann      2026-10-05     100 pass       90 pass            80 pass    passed
#   2        Ben      2026-10-08      40 fail [c1]  60 fail [c2]       70 pass    failed
#   3        Cat      2026-11-02     100 pass       50 fail [c2, c2]   90 pass    passed
#   4        Ann      2026-11-09      60 fail [c1] 100 pass           100 pass    passed
ATTEMPTS = [
    ("Ann", datetime(2026, 10, 5, 9, tzinfo=UTC), [(100, True, []), (90, True, []), (80, True, [])], True),
    ("Ben", datetime(2026, 10, 8, 9, tzinfo=UTC), [(40, False, ["c1"]), (60, False, ["c2"]), (70, True, [])], False),
    ("Cat", datetime(2026, 11, 2, 9, tzinfo=UTC), [(100, True, []), (50, False, ["c2", "c2"]), (90, True, [])], True),
    ("Ann", datetime(2026, 11, 9, 9, tzinfo=UTC), [(60, False, ["c1"]), (100, True, []), (100, True, [])], True),
]
WORDS = {
    "c1": ("A11.1", "Deal the cards in order", "依次序派牌"),
    "c2": ("A16.1", "Pay the right amount", "派彩金額須正確"),
}


def _error(code: str) -> dict[str, object]:
    clause, en, zh = WORDS[code]
    return {"step": 3, "code": code, "clause": clause, "severity": "major", "skill": "dealing",
            "message": {"en": en, "zh-Hant": zh}}  # fmt: skip


def make_example(data: pathlib.Path) -> pathlib.Path:
    """The example store in ``data`` (also used by the GUI's item analysis test)."""
    with ResultsStore.open(data) as store:
        for trainee, started, items, passed in ATTEMPTS:
            attempt = store.start_attempt(trainee, "ex", "1", "sha256:ex", 7, started=started)
            for order, (score, ok, codes) in enumerate(items):
                item = store.add_item(attempt, order, f"s{order + 1}", f"sha256:s{order + 1}", started=started)
                store.finish_item(item, {"score": score, "passed": ok, "errors": [_error(c) for c in codes]})
            score = sum(s for s, _ok, _c in items) // len(items)
            store.finish_attempt(attempt, score=score, passed=passed, grade={"score": score, "passed": passed})
    return data


@pytest.fixture
def example(tmp_path, monkeypatch):
    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    return make_example(tmp_path / "data")


def _analysis(data, **filters):
    with ResultsStore.open(data) as store:
        rows = store.list_attempts(**filters)
        return analyse(rows, [store.get_attempt(r.id) for r in rows], "month")


def test_per_scenario_figures_match_the_hand_computation(example):
    stats = {s.scenario: s for s in _analysis(example).scenarios}
    # s1: passed in attempts 1 and 3 → 2/4 = 0.5; mean (100 + 40 + 100 + 60) / 4 = 75.0; c1 twice.
    # Criterion = the attempt's mean on its other scenarios: 1: (90+80)/2 = 85, 2: (60+70)/2 = 65,
    # 3: (50+90)/2 = 70, 4: (100+100)/2 = 100. Mean 320/4 = 80; population sd = sqrt((25+225+100+400)/4)
    # = sqrt(187.5) = 13.693. Passers' mean (85+70)/2 = 77.5, the others' (65+100)/2 = 82.5;
    # r_pb = (77.5 − 82.5) / 13.693 × sqrt(0.5 × 0.5) = −0.18257.
    # U−L: 27 % of 4 rounds to 1 attempt per group; by criterion the lowest is attempt 2 (65, failed), the highest
    # attempt 4 (100, failed): 0 − 0 = 0.
    s1 = stats["s1"]
    assert (s1.attempts, s1.pass_rate, s1.mean_score, s1.top_codes) == (4, 0.5, 75.0, (("c1", 2),))
    assert s1.point_biserial == pytest.approx(-5 / math.sqrt(187.5) * 0.5) == pytest.approx(-0.18257, abs=1e-5)
    assert s1.upper_lower == 0.0
    # s2: passed in 1 and 4 → 0.5; mean (90 + 60 + 50 + 100) / 4 = 75.0; c2 three times (1 + 2).
    # Criterion: 1: (100+80)/2 = 90, 2: (40+70)/2 = 55, 3: (100+90)/2 = 95, 4: (60+100)/2 = 80. Mean 80;
    # sd = sqrt((100+625+225+0)/4) = sqrt(237.5) = 15.411. Passers (90+80)/2 = 85, others (55+95)/2 = 75;
    # r_pb = 10 / 15.411 × 0.5 = +0.32444 (separates well: ≥ 0.3).
    # U−L: lowest attempt 2 (55, failed), highest attempt 3 (95, failed): 0.
    s2 = stats["s2"]
    assert (s2.attempts, s2.pass_rate, s2.mean_score, s2.top_codes) == (4, 0.5, 75.0, (("c2", 3),))
    assert s2.point_biserial == pytest.approx(10 / math.sqrt(237.5) * 0.5) == pytest.approx(0.32444, abs=1e-5)
    assert s2.upper_lower == 0.0
    # s3: everyone passed → 1.0, mean (80+70+90+100)/4 = 85.0; r_pb cannot be worked out (pass does not vary);
    # U−L: lowest attempt 2 (criterion 50, passed), highest attempt 1 (95, passed): 1 − 1 = 0.
    s3 = stats["s3"]
    assert (s3.attempts, s3.pass_rate, s3.mean_score, s3.top_codes) == (4, 1.0, 85.0, ())
    assert s3.point_biserial is None and s3.upper_lower == 0.0


def test_per_exam_pass_rate_by_month_and_week_matches_the_hand_computation(example):
    with ResultsStore.open(example) as store:
        rows = store.list_attempts()
        records = [store.get_attempt(r.id) for r in rows]
    # October: attempts 1 (passed) and 2 (failed) → 1/2; November: 3 and 4, both passed → 2/2.
    by_month = [(p.period, p.attempts, p.passed, p.pass_rate) for p in analyse(rows, records, "month").exams]
    assert by_month == [("2026-10", 2, 1, 0.5), ("2026-11", 2, 2, 1.0)]
    # ISO weeks: 2026-01-01 is a Thursday, so week 1 starts Monday 2025-12-29; 5 October is 280 days = 40 weeks
    # later, a Monday: week 41, which also holds Thursday 8 October. 2 November is 4 weeks on (45), 9 November 46.
    by_week = [(p.period, p.attempts, p.passed) for p in analyse(rows, records, "week").exams]
    assert by_week == [("2026-W41", 2, 1), ("2026-W45", 1, 1), ("2026-W46", 1, 1)]


def test_a_trainees_history_and_the_filters(example):
    ann = _analysis(example, trainee="Ann")
    # Ann: attempt 1 (5 October) items 100, 90, 80, then attempt 4 (9 November) 60 [c1], 100, 100
    assert [(h.attempt, h.order + 1, h.scenario, h.score, h.passed, h.codes) for h in ann.history] == [
        (1, 1, "s1", 100, True, ()), (1, 2, "s2", 90, True, ()), (1, 3, "s3", 80, True, ()),
        (4, 1, "s1", 60, False, ("c1",)), (4, 2, "s2", 100, True, ()), (4, 3, "s3", 100, True, ()),
    ]  # fmt: skip
    # her s1: 2 attempts, 1 passed, mean (100 + 60)/2 = 80; fewer than 3 attempts: no r_pb
    s1 = next(s for s in ann.scenarios if s.scenario == "s1")
    assert (s1.attempts, s1.pass_rate, s1.mean_score, s1.point_biserial) == (2, 0.5, 80.0, None)
    november = _analysis(example, since=datetime(2026, 11, 1, tzinfo=UTC))
    assert [(p.period, p.attempts, p.passed) for p in november.exams] == [("2026-11", 2, 2)]
    assert {h.trainee for h in november.history} == {"Ann", "Cat"}
    assert _analysis(example, exam="other").scenarios == []
    # the error codes come with the grader's words in both languages
    assert ann.errors["c1"].text("zh-Hant") == "依次序派牌" and ann.errors["c1"].clause == "A11.1"


def _trainer(*args: str, data: pathlib.Path, cwd: pathlib.Path) -> subprocess.CompletedProcess[str]:
    trainer = pathlib.Path(sys.executable).with_name("trainer")
    env = {"TRAINER_DATA_DIR": str(data), "PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([str(trainer), "results", "analysis", *args], capture_output=True, text=True, env=env,
                          cwd=cwd)  # fmt: skip


def test_the_command_gives_the_same_figures_in_json_csv_and_its_three_views(example, tmp_path):
    out = _trainer("--json", "--period", "week", data=example, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    s2 = next(s for s in data["scenarios"] if s["scenario"] == "s2")
    assert (s2["pass_rate"], s2["mean_score"], s2["point_biserial"], s2["top_codes"]) == (
        0.5, 75.0, 0.3244, [{"code": "c2", "count": 3}])  # fmt: skip
    assert [(e["period"], e["pass_rate"]) for e in data["exams"]] == [("2026-W41", 0.5), ("2026-W45", 1.0),
                                                                       ("2026-W46", 1.0)]  # fmt: skip
    assert data["pass_rate_by_month"] == {"ex": {"2026-10": 0.5, "2026-11": 1.0}}
    assert len(data["trainees"]) == 12 and data["errors"]["c2"]["zh-Hant"] == "派彩金額須正確"

    exams = _trainer("--view", "exams", "--csv", str(tmp_path / "exams.csv"), data=example, cwd=tmp_path)
    assert exams.returncode == 0, exams.stderr
    assert "2026-10" in exams.stdout and "50%" in exams.stdout
    with (tmp_path / "exams.csv").open(encoding="utf-8-sig", newline="") as fh:
        table = list(csv.reader(fh))
    assert table[0][:4] == ["exam", "title", "title (zh-Hant)", "month"]
    assert [r[3:] for r in table[1:]] == [["2026-10", "2", "1", "0.5"], ["2026-11", "2", "2", "1.0"]]

    ann = _trainer("--view", "trainees", "--trainee", "Ann", "--csv", str(tmp_path / "ann.csv"), data=example,
                   cwd=tmp_path)  # fmt: skip
    assert ann.returncode == 0, ann.stderr
    with (tmp_path / "ann.csv").open(encoding="utf-8-sig", newline="") as fh:
        table = list(csv.reader(fh))
    assert [(r[0], r[1], r[6], r[10], r[11], r[12]) for r in table[1:]] == [
        ("Ann", "1", "1", "100", "yes", ""), ("Ann", "1", "2", "90", "yes", ""), ("Ann", "1", "3", "80", "yes", ""),
        ("Ann", "4", "1", "60", "no", "c1"), ("Ann", "4", "2", "100", "yes", ""), ("Ann", "4", "3", "100", "yes", ""),
    ]  # fmt: skip


def test_the_command_writes_the_analysis_as_a_pdf(example, tmp_path):
    pdf = tmp_path / "analysis.pdf"
    out = _trainer("--pdf", str(pdf), data=example, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert pdf.read_bytes().startswith(b"%PDF")
    missing = _trainer("--pdf", str(tmp_path / "nowhere" / "a.pdf"), data=example, cwd=tmp_path)
    assert missing.returncode == 2 and "does not exist" in missing.stderr and "Traceback" not in missing.stderr


# ---- a store of years (issue 18): the grades a page at a time, never the actions


def test_the_streamed_analysis_equals_the_one_from_full_records(example, monkeypatch):
    """``iter_graded`` reads the grades a page of attempts at a time (pages of 3 here, so the four attempts span
    two); the analysis from it is the one from every full record."""
    from trainer.training.item_analysis import analyse_graded
    from trainer.training.store import GradedItem

    monkeypatch.setattr(ResultsStore, "GRADED_PAGE", 3)
    with ResultsStore.open(example) as store:
        rows = store.list_attempts()
        whole = analyse(rows, [store.get_attempt(r.id) for r in rows], "week")
        pairs = list(store.iter_graded(check_seals=True))  # (as the full records were read: checked)
        streamed = analyse_graded(iter(pairs), "week", history_limit=None)
        ann = list(store.iter_graded(trainee="Ann"))
    assert [row.id for row, _items in pairs] == [r.id for r in rows]
    assert all(isinstance(item, GradedItem) and item.grade is not None for _row, items in pairs for item in items)
    assert pairs[2][1][1].grade == {"score": 50, "passed": False, "errors": [_error("c2"), _error("c2")]}
    assert streamed.to_json() == whole.to_json() and streamed.graded == 4
    assert streamed.pass_rate_by_month() == {"ex": {"2026-10": 0.5, "2026-11": 1.0}}
    assert [(row.trainee, [i.scenario_id for i in items]) for row, items in ann] == [("Ann", ["s1", "s2", "s3"])] * 2


def test_an_unfinished_attempt_is_left_out_of_the_stream(example):
    with ResultsStore.open(example) as store:
        open_attempt = store.start_attempt("Dan", "ex", "1", "sha256:ex", 7)
        store.add_item(open_attempt, 0, "s1", "sha256:s1")
        assert open_attempt not in [row.id for row, _items in store.iter_graded()]
        assert len(list(store.iter_graded())) == 4


def test_without_a_trainee_a_long_history_is_left_out_and_said_so(example):
    """Above the limit the trainees' history is not kept (a department's would be millions of rows): the view
    asks for a trainee. The other views are whole."""
    from trainer.training.item_analysis import analyse_graded

    with ResultsStore.open(example) as store:
        capped = analyse_graded(store.iter_graded(), "month", history_limit=11)  # 12 items
        fits = analyse_graded(store.iter_graded(), "month", history_limit=12)
    assert not capped.history_complete and capped.history == []
    assert "choose a trainee" in capped.to_json()["trainees_left_out"]
    assert [s.to_json() for s in capped.scenarios] == [s.to_json() for s in fits.scenarios]
    assert fits.history_complete and len(fits.history) == 12 and "trainees_left_out" not in fits.to_json()


def test_the_cli_asks_for_a_trainee_when_the_history_is_too_long(example, monkeypatch, capsys):
    from trainer.cli import main
    from trainer.training import item_analysis

    monkeypatch.setattr(item_analysis, "HISTORY_LIMIT", 5)
    assert main(["results", "analysis", "--view", "trainees"]) == 0
    assert "choose a trainee (--trainee NAME)" in capsys.readouterr().out
    assert main(["results", "analysis", "--view", "trainees", "--trainee", "Ann"]) == 0
    out = capsys.readouterr().out
    assert out.count("Ann") == 6 and "choose a trainee" not in out


def test_a_damaged_grade_is_named_by_attempt_and_item(example):
    import sqlite3

    from trainer.training.store import StoreError

    with ResultsStore.open(example) as store:
        path = store.path
    with sqlite3.connect(path) as conn:
        conn.execute("DROP TRIGGER IF EXISTS attempt_items_sealed")
        conn.execute("UPDATE attempt_items SET grade = '[1, 2' WHERE attempt_id = 2 AND item_order = 1")
    with ResultsStore.open(example) as store, pytest.raises(StoreError, match="attempt 2 item 1"):
        list(store.iter_graded())


def test_a_trainees_item_grades_are_those_of_the_full_records_without_the_actions(example):
    """The trainer tools' summary of a trainee reads ``item_grades`` (one query), not every full record."""
    with ResultsStore.open(example) as store:
        open_attempt = store.start_attempt("Ann", "ex", "1", "sha256:ex", 7)
        item = store.add_item(open_attempt, 0, "s1", "sha256:s1")
        store.finish_item(item, {"score": 1, "passed": False, "errors": []})  # its attempt has not ended
        full = [
            i.grade
            for row in store.list_attempts(trainee="Ann")
            if row.finished
            for i in store.get_attempt(row.id).items
            if i.grade
        ]
        assert store.item_grades("Ann") == full and len(full) == 6
        assert [g["score"] for g in full] == [100, 90, 80, 60, 100, 100]
        assert store.item_grades("nobody") == []

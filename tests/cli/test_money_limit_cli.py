"""Issue 35, item 3, through the command line and the results store: an exam's `money_error_limit` fails an
attempt whatever its points (stored, sealed and re-scored the same by `results verify`), and an attempt graded under
grading rules 2 — before money errors weighed their amount — still re-grades to its stored score."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from tests.cli.test_results_cli import TRAINER, run, signed_in_trainer
from trainer.engine.actions import Pay
from trainer.engine.procedure import solve
from trainer.training.scenario import find_scenario

SCENARIO = "dealer_does_not_qualify"

EXAM = """\
id = "{id}"
title_en = "Money check"
title_zh = "派彩考核"
version = 1
time_limit_minutes = 60
pass_mark = 80
{limit}scenarios = [{scenarios}]
"""


def world(tmp_path: Path, monkeypatch, count: int) -> tuple[Path, list[dict], list[dict]]:
    """The bundled scenario copied under ``tmp_path/scenarios``, two exams over it ``count`` times (``money-check``
    with a money-error limit of 50, ``no-limit`` without one), a trainer signed in; returns the scenario file, the
    reference log and the log with seat 3's Ante (owed 50) paid 150 — 100 MOP overpaid."""
    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.chdir(tmp_path)
    folder = tmp_path / "scenarios"
    (folder / "exams").mkdir(parents=True)
    path = folder / f"{SCENARIO}.toml"
    shutil.copyfile(find_scenario(SCENARIO).path, path)
    listed = ", ".join([f'"scenarios/{SCENARIO}.toml"'] * count)
    for exam_id, limit in (("money-check", "money_error_limit = 50\n"), ("no-limit", "")):
        (folder / "exams" / f"{exam_id}.toml").write_text(
            EXAM.format(id=exam_id, limit=limit, scenarios=listed), encoding="utf-8"
        )
    reference = solve(find_scenario(SCENARIO).round())
    over = [Pay(seat=3, bet="ante", amount=150) if a == Pay(seat=3, bet="ante", amount=50) else a for a in reference]
    assert over != reference
    signed_in_trainer(tmp_path / "data", monkeypatch)
    return path, [a.to_json() for a in reference], [a.to_json() for a in over]


def test_exam_submit_fails_an_attempt_over_its_money_error_limit_at_97_points(tmp_path, monkeypatch, capsys):
    _path, reference, over = world(tmp_path, monkeypatch, 8)
    (tmp_path / "ref.json").write_text(json.dumps(reference), encoding="utf-8")
    (tmp_path / "over.json").write_text(json.dumps(over), encoding="utf-8")
    logs = ["ref.json"] * 7 + ["over.json"]

    code, out, err = run(capsys, "exam", "show", "money-check")
    assert code == 0 and "money error limit 50 MOP" in out, err
    code, out, err = run(capsys, "exam", "submit", "--trainer", TRAINER, "money-check", "--trainee", "陳大文", *logs)
    assert code == 0, err
    strict = json.loads(out)
    assert (strict["score"], strict["passed"]) == (97, False)
    assert strict["grade"]["money_error_limit"] == 50 and strict["grade"]["money"]["overpaid"] == 100
    code, out, err = run(capsys, "exam", "submit", "--trainer", TRAINER, "no-limit", "--trainee", "Lei", *logs)
    assert code == 0, err
    lenient = json.loads(out)
    assert (lenient["score"], lenient["passed"]) == (97, True) and "money_error_limit" not in lenient["grade"]
    code, out, err = run(capsys, "results", "verify")  # re-graded and re-scored with the recorded limit
    assert code == 0, out + err


def test_an_attempt_graded_under_rules_2_re_grades_to_its_stored_score(tmp_path, monkeypatch, capsys):
    """Stored before money errors weighed their amount (rules 2: 96 − 15 = 81 for the 100 MOP overpayment, passed),
    the attempt is re-graded under its own rules by `results verify` — not merely checked by its seal — and agrees;
    the same log graded today scores 77."""
    from trainer.commands.results import Regrader, rescore
    from trainer.training.exams import GradedItem, load_exam, store_attempt
    from trainer.training.grading import grade
    from trainer.training.scenario import load_scenario
    from trainer.training.store import ResultsStore

    path, _reference, over = world(tmp_path, monkeypatch, 1)
    scenario = load_scenario(path)
    old = grade(scenario, over, rules=2).to_json()
    assert (old["rules"], old["score"], old["passed"]) == (2, 81, True)
    assert grade(scenario, over).score == 77
    exam = load_exam(tmp_path / "scenarios" / "exams" / "no-limit.toml")
    with ResultsStore.open(tmp_path / "data") as store:
        attempt = store_attempt(store, exam, "陳大文", 1, [GradedItem(path, scenario.id, over, old)])
        record = store.get_attempt(attempt)
        assert (record.attempt.score, record.attempt.passed) == (81, True)
        regrader = Regrader()
        assert regrader(record.items[0])["score"] == 81  # re-made under rules 2
        report = store.verify(regrader, rescore)
    assert report.ok and report.older_rules == [], [str(p) for p in (*report.problems, *report.older_rules)]
    code, out, err = run(capsys, "results", "verify")
    assert code == 0 and "graded under grading rules" not in out + err, out + err

"""Item analysis (issue 14, item 3): per scenario attempts, pass rate, mean score, frequent errors and
discrimination; per exam the pass rate by month; the CLI's table, JSON and CSV."""

from __future__ import annotations

import json
import math
import pathlib
import subprocess
import sys
from types import SimpleNamespace

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from trainer.training.item_analysis import analyse, pass_rate_by_period, point_biserial, upper_lower


def _record(attempt: int, items: list[tuple[str, int, bool, list[str]]]) -> SimpleNamespace:
    row = SimpleNamespace(id=attempt, trainee=f"t{attempt}", exam_id="ex", exam_version="1",
                          started="2026-10-05T09:00:00+00:00", passed=True)  # fmt: skip
    return SimpleNamespace(
        attempt=row,
        items=[
            SimpleNamespace(
                order=n, scenario_id=s, grade={"score": score, "passed": ok, "errors": [{"code": c} for c in codes]}
            )
            for n, (s, score, ok, codes) in enumerate(items)
        ],
    )


def test_a_scenario_strong_trainees_pass_and_weak_ones_fail_discriminates():
    records = []
    for i in range(20):
        strong = i < 10
        records.append(
            _record(
                i,
                [
                    ("sharp", 100 if strong else 40, strong, [] if strong else ["wrong_settlement"]),
                    ("easy", 100, True, []),
                    ("other", 95 if strong else 50, strong, []),
                ],
            )
        )
    stats = {s.scenario: s for s in analyse([r.attempt for r in records], records).scenarios}
    sharp = stats["sharp"]
    assert sharp.attempts == 20 and sharp.pass_rate == 0.5 and sharp.mean_score == 70
    assert sharp.top_codes == (("wrong_settlement", 10),)
    assert sharp.point_biserial is not None and sharp.point_biserial > 0.9
    assert sharp.upper_lower == 1.0
    assert stats["easy"].point_biserial is None  # everybody passes: it separates nobody


def test_point_biserial_is_the_pearson_correlation_with_a_0_1_variable():
    passed = [True, False, True, True, False, False, True]
    crit = [90.0, 40.0, 75.0, 60.0, 65.0, 30.0, 85.0]
    x = [1.0 if p else 0.0 for p in passed]
    mx, my = sum(x) / len(x), sum(crit) / len(crit)
    cov = sum((a - mx) * (b - my) for a, b in zip(x, crit, strict=True))
    pearson = cov / math.sqrt(sum((a - mx) ** 2 for a in x) * sum((b - my) ** 2 for b in crit))
    assert point_biserial(passed, crit) == pytest.approx(pearson)


@example(pairs=[(False, 0.0), (False, 0.0), (False, 0.0), (True, 2.95861349689119e-158)])  # rounding past 1
@given(st.lists(st.tuples(st.booleans(), st.floats(0, 100)), min_size=4, max_size=60))
def test_discrimination_figures_stay_in_range(pairs):
    passed, crit = [p for p, _ in pairs], [c for _, c in pairs]
    r = point_biserial(passed, crit)
    assert r is None or -1.0 <= r <= 1.0
    ul = upper_lower(passed, crit)
    assert ul is not None and -1.0 <= ul <= 1.0


def test_pass_rate_by_month():
    rows = [
        SimpleNamespace(exam_id="cert", started="2026-10-03T10:00:00+00:00", passed=True),
        SimpleNamespace(exam_id="cert", started="2026-10-20T10:00:00+00:00", passed=False),
        SimpleNamespace(exam_id="cert", started="2026-11-01T10:00:00+00:00", passed=True),
        SimpleNamespace(exam_id="cert", started="2026-11-02T10:00:00+00:00", passed=None),  # unfinished
    ]
    assert pass_rate_by_period(rows) == {"cert": {"2026-10": 0.5, "2026-11": 1.0}}


def test_the_command_gives_a_table_json_and_csv(tmp_path, monkeypatch):
    from tests.gui.exam_world import make_world, reference_log, store_attempt, wrong_log
    from trainer.training.store import ResultsStore

    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    exam = make_world(tmp_path)
    plain = [tmp_path / "scenarios" / "gui-plain-1.toml", tmp_path / "scenarios" / "gui-plain-2.toml"]
    with ResultsStore.open() as store:
        store_attempt(store, exam, "A", [reference_log(p) for p in plain])
        store_attempt(store, exam, "B", [wrong_log(plain[0]), reference_log(plain[1])])
    trainer = pathlib.Path(sys.executable).with_name("trainer")
    env = {"TRAINER_DATA_DIR": str(tmp_path / "data"), "PATH": "/usr/bin:/bin"}
    out = subprocess.run([str(trainer), "results", "analysis", "--json"], capture_output=True, text=True, env=env,
                         cwd=tmp_path)  # fmt: skip
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    by = {s["scenario"]: s for s in data["scenarios"]}
    assert by["gui-plain-1"]["attempts"] == 2 and by["gui-plain-1"]["pass_rate"] == 0.5
    assert by["gui-plain-1"]["top_codes"] and next(iter(data["pass_rate_by_month"].values()))
    table = subprocess.run([str(trainer), "results", "analysis", "--csv", str(tmp_path / "items.csv")],
                           capture_output=True, text=True, env=env, cwd=tmp_path)  # fmt: skip
    assert table.returncode == 0 and "r_pb" in table.stdout
    assert (tmp_path / "items.csv").read_text(encoding="utf-8-sig").startswith("scenario,title,attempts")

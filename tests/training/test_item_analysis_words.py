"""Item analysis in plain words (review rb, items 2 and 20): each scenario's most frequent errors carry that
scenario's own clause and example message — never those of the first time the code appeared anywhere in the store
— and ``trainer results analysis`` prints them in both languages, with titles whole, never an internal code."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys
from datetime import UTC, datetime

import pytest

from trainer.training.item_analysis import analyse_graded, csv_table, frequent_text
from trainer.training.store import ResultsStore
from trainer.training.titles import TitleBook

# One code, three different clauses and messages, by scenario: a round left unfinished breaks the clause of what
# was due. "early" meets it first (A11.2), the others later with their own.
DEAL = (
    "round_unfinished",
    "A11.2",
    "The round was left unfinished: deal to seat 2 was due.",
    "牌局未完成：應派牌至第2門。",
)
SHUFFLE = ("round_unfinished", "A9.1", "The round was left unfinished: shuffle by hand was due.",
           "牌局未完成：應以人手操作洗牌。")  # fmt: skip
FIRST = (
    "round_unfinished",
    "A11.1",
    "The round was left unfinished: deal to seat 1 was due.",
    "牌局未完成：應派牌至第1門。",
)
TWICE = ("settled_twice", "A16", "Seat 2's Ante is already settled.", "第2門的原注已結算。")

# attempt -> [(scenario, score, passed, errors)], oldest first
ATTEMPTS = [
    [("early", 0, False, [DEAL]), ("limits", 0, False, [SHUFFLE]), ("by-hand", 80, True, [TWICE])],
    [("early", 100, True, []), ("limits", 0, False, [SHUFFLE]), ("by-hand", 0, False, [FIRST])],
    [("early", 0, False, [DEAL]), ("limits", 100, True, []), ("by-hand", 0, False, [FIRST])],
]
TITLES = TitleBook(
    scenarios={
        "early": {"en": "Three-card machine: burn the top card of the community packet",
                  "zh-Hant": "三張出牌的洗牌機：銷去共用紙牌的最頂一張"},
        "limits": {"en": "Bets outside the table limits are refused", "zh-Hant": "超出投注上下限的投注不予接受"},
        "by-hand": {"en": "A plain round, shuffled by hand", "zh-Hant": "手洗牌的一般牌局"},
    }
)  # fmt: skip


def _error(step: int, error: tuple[str, str, str, str]) -> dict[str, object]:
    code, clause, en, zh = error
    return {"step": step, "code": code, "clause": clause, "severity": "critical", "skill": "dealing",
            "message": {"en": en, "zh-Hant": zh}}  # fmt: skip


def make_store(data: pathlib.Path) -> pathlib.Path:
    with ResultsStore.open(data) as store:
        for n, items in enumerate(ATTEMPTS):
            started = datetime(2026, 12, 1 + n, 9, tzinfo=UTC)
            attempt = store.start_attempt(f"T{n}", "ex", "1", "sha256:ex", 7, started=started)
            for order, (scenario, score, ok, errors) in enumerate(items):
                item = store.add_item(attempt, order, scenario, f"sha256:{scenario}", started=started)
                grade = {"score": score, "passed": ok, "errors": [_error(3, e) for e in errors]}
                store.finish_item(item, grade)
            total = sum(s for _sc, s, _ok, _e in items) // len(items)
            store.finish_attempt(attempt, score=total, passed=False, grade={"score": total, "passed": False})
    return data


@pytest.fixture
def data(tmp_path, monkeypatch):
    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path / "data"))
    return make_store(tmp_path / "data")


def _analysis(data: pathlib.Path):
    with ResultsStore.open(data) as store:
        return analyse_graded(store.iter_graded(), "month", history_limit=None)


def _frequent(analysis, scenario: str) -> list[tuple[str, str, int, str, str]]:
    stats = next(s for s in analysis.scenarios if s.scenario == scenario)
    return [(e.code, e.clause, e.count, e.words.en, e.words.zh) for e in stats.top_errors]


def test_each_scenario_gives_its_own_clause_and_example_for_an_error_code(data):
    analysis = _analysis(data)
    assert _frequent(analysis, "early") == [(*DEAL[:2], 2, *DEAL[2:])]
    # "limits" met the code only after "early" did: its own A9.1 and message, not the store's first A11.2
    assert _frequent(analysis, "limits") == [(*SHUFFLE[:2], 2, *SHUFFLE[2:])]
    # one scenario, one code with another clause than the store's first: A11.1 there, counted apart from A16
    assert _frequent(analysis, "by-hand") == [(*FIRST[:2], 2, *FIRST[2:]), (*TWICE[:2], 1, *TWICE[2:])]
    # the codes' counts stay as they were (the JSON's and CSV's top_codes)
    by = {s.scenario: s.top_codes for s in analysis.scenarios}
    assert by["by-hand"] == (("round_unfinished", 2), ("settled_twice", 1))


def test_one_code_under_two_clauses_in_one_scenario_is_counted_per_clause():
    from types import SimpleNamespace

    def item(errors):
        return SimpleNamespace(order=0, scenario_id="s", grade={"score": 0, "passed": False,
                                                               "errors": [_error(1, e) for e in errors]})  # fmt: skip

    rows = [SimpleNamespace(id=n, trainee="t", exam_id="ex", exam_version="1", started="2026-12-01T09:00:00+00:00",
                            passed=False) for n in range(3)]  # fmt: skip
    attempts = [(rows[0], [item([DEAL])]), (rows[1], [item([SHUFFLE])]), (rows[2], [item([SHUFFLE])])]
    stats = analyse_graded(attempts).scenarios[0]
    assert [(e.clause, e.count, e.words.en) for e in stats.top_errors] == [("A9.1", 2, SHUFFLE[2]),
                                                                             ("A11.2", 1, DEAL[2])]  # fmt: skip
    assert stats.top_codes == (("round_unfinished", 3),)


def test_the_json_and_csv_give_each_scenarios_own_errors_in_words(data):
    analysis = _analysis(data)
    limits = next(s for s in analysis.to_json()["scenarios"] if s["scenario"] == "limits")
    assert limits["top_errors"] == [{"code": "round_unfinished", "clause": "A9.1", "count": 2, "en": SHUFFLE[2],
                                     "zh-Hant": SHUFFLE[3]}]  # fmt: skip
    table = csv_table(analysis, "scenarios", TITLES)
    head, rows = table[0], {r[0]: r for r in table[1:]}
    words, zh = head.index("most frequent errors (words)"), head.index("most frequent errors (zh-Hant)")
    assert rows["limits"][words] == f"A9.1 ×2: {SHUFFLE[2]}" and rows["limits"][zh] == f"A9.1 ×2：{SHUFFLE[3]}"
    assert frequent_text((), "en") == ""


def _cli(*args: str, data: pathlib.Path, cwd: pathlib.Path, columns: str = "80") -> subprocess.CompletedProcess[str]:
    trainer = pathlib.Path(sys.executable).with_name("trainer")
    env = {"TRAINER_DATA_DIR": str(data), "PATH": "/usr/bin:/bin", "COLUMNS": columns}
    return subprocess.run([str(trainer), "results", "analysis", *args], capture_output=True, text=True, env=env,
                          cwd=cwd)  # fmt: skip


def test_the_command_prints_errors_in_plain_words_of_both_languages_and_whole_titles(data, tmp_path):
    from trainer.commands.results import analysis_lines

    text = "\n".join(analysis_lines(_analysis(data), "scenarios", "month", TITLES))
    assert "round_unfinished" not in text and "settled_twice" not in text
    assert f"A9.1 ×2: {SHUFFLE[2]}" in text and f"A9.1 ×2：{SHUFFLE[3]}" in text
    long_title = TITLES.scenario("early", "en")
    assert len(long_title) > 44 and long_title in text and TITLES.scenario("early", "zh-Hant") in text
    # the history: each item's own errors in words, no codes
    history = "\n".join(analysis_lines(_analysis(data), "trainees", "month", TITLES))
    assert "round_unfinished" not in history and f"A11.1 {FIRST[2]} / {FIRST[3]}" in history
    assert long_title in history
    # the real command: no code in its text, the JSON gives the titles whole beside the ids
    out = _cli(data=data, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert "round_unfinished" not in out.stdout and SHUFFLE[2] in out.stdout and SHUFFLE[3] in out.stdout
    as_json = _cli("--json", data=data, cwd=tmp_path)
    scenarios = {s["scenario"]: s for s in json.loads(as_json.stdout)["scenarios"]}
    assert set(scenarios["early"]["title"]) == {"en", "zh-Hant"}

"""Issue 3 acceptance on the bundled library: every reference log replays to 100 with no errors; the CLI."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys

import pytest

from trainer.engine.actions import Reveal, target_seat
from trainer.engine.procedure import solve
from trainer.training.grading import grade
from trainer.training.scenario import load_scenario

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCENARIOS = sorted((ROOT / "scenarios").glob("*.toml"))
TRAINER = pathlib.Path(sys.executable).with_name("trainer")


def test_library_is_there():
    assert len(SCENARIOS) >= 30


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_reference_log_of_every_bundled_scenario_scores_100(path):
    scenario = load_scenario(path)
    log = [a.to_json() for a in solve(scenario.round())]
    g = grade(scenario, log)
    assert (g.score, g.passed, g.errors) == (100, True, ())


def _run(*args, stdin=None):
    return subprocess.run([str(TRAINER), *args], capture_output=True, text=True, input=stdin, cwd=ROOT)


def test_solve_and_replay_from_the_command_line(tmp_path):
    scen = str(ROOT / "scenarios" / "plain_round_by_hand.toml")
    out = _run("solve", scen, "--json")
    assert out.returncode == 0, out.stderr
    log = json.loads(out.stdout)
    assert log[0]["action"] == "shuffle" and log[-1] == {"action": "clear"}
    path = tmp_path / "log.json"
    path.write_text(json.dumps(log))
    res = _run("replay", scen, str(path), "--json")
    assert res.returncode == 0, res.stderr
    assert json.loads(res.stdout)["score"] == 100
    # a wrong log is graded, not refused
    log[-2], log[-3] = log[-3], log[-2]
    deal_idx = next(i for i, a in enumerate(log) if a["action"] == "deal")
    log[deal_idx]["to"] = "seat:7" if log[deal_idx]["to"] != "seat:7" else "seat:6"
    path.write_text(json.dumps(log))
    res = _run("replay", scen, str(path), "--json")
    assert res.returncode == 0 and json.loads(res.stdout)["errors"]


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        (b"", "empty"),
        (b"\xff\xfe\x00garbage", "UTF-8"),
        (b'[{"action": "deal"', "invalid JSON"),
        (b'{"action": "clear"}', "array"),
        (b'[{"action": "clear"}, {"action": "fly"}]', "action 1"),
        (b'[{"action": "deal", "to": "seat:9"}]', "action 0.to"),
        (b'[{"action": "pay", "seat": 1, "bet": "ante", "amount": -5}]', "action 0.amount"),
        (b'[{"action": "pay", "seat": 1, "bet": "ante", "amount": 1.5}]', "action 0.amount"),
        (b'[{"action": "take", "seat": 1}]', "action 0.bet"),
        (b'[{"action": "clear", "extra": 1}]', "action 0.extra"),
    ],
)
def test_replay_bad_log_exits_2_naming_file_and_action(tmp_path, content, needle):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    res = _run("replay", str(ROOT / "scenarios" / "plain_round_by_hand.toml"), str(path), "--json")
    assert res.returncode == 2
    assert res.stdout == ""
    lines = res.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in res.stderr
    assert str(path) in lines[0] and needle in lines[0]


def test_replay_missing_files_exit_2():
    res = _run("replay", "no/such.toml", "no/such.json", "--json")
    assert res.returncode == 2 and "Traceback" not in res.stderr and "no/such" in res.stderr


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_a13_reference_turns_each_settled_hand_face_up_before_its_first_settlement(path):
    """Over the whole library: a bet that depends on a player's hand is settled only once the dealer has turned
    that hand face up, which happens after the dealer's reveal and the qualifier call, once per seat; a folded
    Ante, and every bet of a void round, are settled without it; a fold whose cards are collected is never
    turned up."""
    scenario = load_scenario(path)
    r = scenario.round()
    log = solve(scenario.round())
    revealed: set[int] = set()
    dependent_settled: set[int] = set()
    for a in log:
        if isinstance(a, Reveal) and a.what.is_seat:
            n = target_seat(a) or 0
            assert n not in revealed, f"seat {n} turned up twice"
            assert r.dealer_revealed and r.declared is not None, f"seat {n} turned up before the qualifier call"
            assert r.void_clause is None and not r.seats[n].collected
            revealed.add(n)
        if a.kind in ("take", "push", "pay"):
            s = r.seats[a.seat or 0]
            folded_ante = s.decision == "fold" and a.bet == "ante"
            void_bet = r.void_clause is not None or a.bet in s.invalid
            if not (folded_ante or void_bet):
                assert a.seat in revealed, f"{a} settles a hand nobody has seen"
                dependent_settled.add(a.seat or 0)
        if a.kind == "collect":
            assert a.seat not in revealed
        r.apply(a)
    assert revealed == dependent_settled


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_every_bundled_scenario_pins_its_calls_and_they_agree_with_its_other_expectations(path):
    """The reference dealer is held to hand-written expectations, not to itself: every scenario lists all the calls
    of the round in order (``expect.rulings``), and that list must agree with what the scenario's other
    expectations say independently (qualifier, void and its clause, dead cards, floor calls)."""
    from trainer.training.scenario import check_expectations, run_reference

    scenario = load_scenario(path)
    ex = scenario.expect
    assert ex is not None and ex.rulings is not None, f"{path.name}: [expect] rulings missing"
    assert check_expectations(scenario, run_reference(scenario)) == []
    calls = ex.rulings
    if ex.dealer_qualifies is not None:
        assert ("dealer_qualifies" if ex.dealer_qualifies else "dealer_does_not_qualify") in calls
    if ex.void_clause is not None:
        assert ("reshuffle" if ex.void_clause == "A17.2" else "void_round") in calls
    if ex.void is False:
        assert not {"void_round", "reshuffle"} & set(calls)
    if ex.dead_cards is not None:
        assert calls.count("dead_cards") == len(ex.dead_cards)
    if ex.floor_called is not None:
        assert calls.count("call_floor") >= len(ex.floor_called)
    if ex.phase == "closed":
        assert calls[-1] == "close_table"

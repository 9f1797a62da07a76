"""Issue 35, item 4 (Qt-free): each round's dealing and settling time, the pace as rounds an hour at a full table
and seconds per payout against the house standard (a setting in the data folder with documented defaults), kept in
the learner model; ``trainer pace`` shows and sets it."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tests.cli.test_results_cli import run
from tests.wording import problems
from trainer.engine.procedure import solve
from trainer.training.house_standard import (
    DEFAULT,
    SETTING_NAME,
    HouseStandard,
    StandardError,
    load_standard,
    save_standard,
    standard_or_default,
)
from trainer.training.learner import LearnerModel, learn_from_round
from trainer.training.pace import (
    Pace,
    RoundPace,
    history_text,
    measure,
    pooled,
    practice_pace,
    round_text,
    session_rates,
)
from trainer.training.scenario import load_scenario
from trainer.training.session import PracticeRound

ROOT = Path(__file__).resolve().parents[2]
WHEN = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def _log() -> list[dict]:
    """A two-seat round by machine: shuffle, two packets and the dealer's, reveal and call, seat 1's hand turned
    and paid, seat 2's Ante taken, the clear."""
    return [
        {"action": "shuffle", "method": "machine"},  # t = 2
        {"action": "deal", "to": "seat:1"},  # 4
        {"action": "deal", "to": "seat:2"},  # 5
        {"action": "deal", "to": "dealer"},  # 7
        {"action": "reveal", "what": "dealer"},  # 9
        {"action": "declare", "ruling": "dealer_qualifies"},  # 10
        {"action": "reveal", "what": "seat:1"},  # 12
        {"action": "pay", "seat": 1, "bet": "ante", "amount": 10},  # 15
        {"action": "reveal", "what": "seat:2"},  # 16
        {"action": "take", "seat": 2, "bet": "ante"},  # 18
        {"action": "clear"},  # 20
    ]


OFFSETS = [2.0, 4.0, 5.0, 7.0, 9.0, 10.0, 12.0, 15.0, 16.0, 18.0, 20.0]


def test_dealing_and_settling_times_follow_their_definitions():
    found = measure(_log(), OFFSETS)
    assert isinstance(found, RoundPace)
    # dealing: from the shuffle's time (the action before the first deal) to the last card: 7 - 2
    assert found.dealing_seconds == 5.0
    # settling: from the call (the action before the first hand turned up) to the last settlement: 18 - 10
    assert found.settling_seconds == 8.0
    assert (found.round_seconds, found.seats, found.payouts) == (20.0, 2, 2)


def test_a_round_at_a_full_table_and_the_pace_over_rounds():
    found = measure(_log(), OFFSETS)
    assert isinstance(found, RoundPace)
    standard = HouseStandard(rounds_per_hour=40, seconds_per_payout=3, players_seconds=15)
    # players 15 + other (20 - 5 - 8 = 7) + dealing 5 × 8 / 3 + settling 8 × 7 / 2
    assert found.full_table_seconds(standard) == pytest.approx(15 + 7 + 40 / 3 + 28)
    two = pooled([found, found], standard)
    assert two is not None and two.rounds == 2
    assert two.rounds_per_hour == pytest.approx(3600 / (15 + 7 + 40 / 3 + 28))
    assert two.seconds_per_payout == 4.0  # 16 s of settling for 4 bets settled
    assert two.short_of(standard) == ["payouts"] and not two.meets(standard)  # 55.7 rounds an hour, 4 s a payout
    assert two.meets(HouseStandard(rounds_per_hour=55, seconds_per_payout=4))
    assert pooled([], standard) is None


def test_the_standard_is_met_on_the_figures_as_shown():
    standard = HouseStandard(rounds_per_hour=40, seconds_per_payout=3)
    assert Pace(1, 39.5, 3.04).meets(standard)  # shown as 40 rounds an hour and 3.0 s
    assert Pace(1, 39.49, 3.0).short_of(standard) == ["rounds"]  # 39
    assert Pace(1, 45, 3.05).short_of(standard) == ["payouts"]  # 3.1 s


def test_rounds_with_a_call_about_an_irregularity_with_no_settlement_or_untimed_are_not_paced():
    void = [*_log()[:4], {"action": "declare", "ruling": "void_round"}, {"action": "push", "seat": 1, "bet": "ante"}]
    assert measure(void, OFFSETS[:6]) == "irregularity"
    assert measure(_log()[:6], OFFSETS[:6]) == "not_dealt"
    assert measure(_log(), None) == "untimed"
    assert measure(_log(), OFFSETS[:-1]) == "untimed"
    standard = HouseStandard()
    for key in ("irregularity", "helped", "untimed"):
        line = round_text(key, standard, required=True)
        assert line.en.startswith("This round's pace: not measured (") and line.zh.startswith("本局節奏：不計算（")
        assert problems(line.en, "en") == [] and problems(line.zh, "zh-Hant") == []


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _played(seconds_per_action: float, *, hint: bool = False) -> PracticeRound:
    scenario = load_scenario(ROOT / "scenarios" / "plain_round_by_hand.toml")
    clock = Clock()
    rnd = PracticeRound(scenario.setup, clock=clock)
    if hint:
        rnd.help.hint()
    for action in solve(scenario.round()):
        clock.now += seconds_per_action
        rnd.apply(action)
    rnd.finish()
    return rnd


def test_a_practice_round_times_its_dealing_and_settling_and_the_learner_model_keeps_it():
    rnd = _played(2.0)
    found = practice_pace(rnd)
    assert isinstance(found, RoundPace)
    kinds = [a.kind for a in rnd.log]
    deals = [i for i, k in enumerate(kinds) if k in ("deal", "burn")]
    assert found.dealing_seconds == 2.0 * (deals[-1] - deals[0] + 1)  # every action took 2 s
    assert found.round_seconds == 2.0 * len(rnd.log)
    assert found.payouts == sum(k in ("take", "push", "pay") for k in kinds)

    model = LearnerModel("陳大文")
    learn_from_round(model, rnd, WHEN)
    assert model.pace == [RoundPace(**{**_fields(found), "when": WHEN})]
    again = LearnerModel.from_json(model.to_json())
    assert again.pace == model.pace
    assert practice_pace(_played(2.0, hint=True)) == "helped"
    learn_from_round(model, _played(2.0, hint=True), WHEN)
    assert len(model.pace) == 1, "a round played with help is not timed against the standard"


def _fields(p: RoundPace) -> dict:
    return {k: getattr(p, k) for k in RoundPace.__slots__}


def test_a_model_kept_before_pace_reads_and_writes_as_before():
    model = LearnerModel("Ho Wai")
    model.record("pay:ante:tie", True, 3.0, WHEN)
    text = model.to_json()
    assert "pace" not in json.loads(text)
    again = LearnerModel.from_json(text)
    assert again.pace == [] and again.to_json() == text


def test_the_panel_history_is_the_latest_rounds_and_each_session():
    standard = HouseStandard(rounds_per_hour=40, seconds_per_payout=3, players_seconds=15)
    slow = RoundPace(7, 17, 20.0, 68.0, 100.0, WHEN)  # 15 + 12 + 20 + 68 = 115 s: 31 rounds an hour, 4 s a payout
    fast = RoundPace(7, 17, 10.0, 40.0, 60.0, WHEN + timedelta(days=1))  # 15 + 10 + 10 + 40 = 75 s: 48, 2.4 s
    assert session_rates([slow, slow, fast], standard) == [31.3, 48.0]
    line = history_text([slow, fast], standard, count=1)
    assert line.en == (
        "Pace over your last 1 round: 48 rounds an hour at a full table (house standard 40), 2.4 s per payout "
        "(house standard 3) — at the house pace"
    )
    assert (
        line.zh
        == "最近 1 局的節奏：七門坐滿時每小時 48 局（公司標準 40 局），每次派彩 2.4 秒（公司標準 3 秒）——達到公司標準節奏"
    )
    under = history_text([fast, slow], standard, count=1)
    assert under.en.endswith("under the house pace: too few rounds an hour, payouts too slow")
    assert under.zh.endswith("未達公司標準節奏：每小時局數不足、派彩太慢")
    for text in (line, under, history_text([], standard)):
        assert problems(text.en, "en") == [] and problems(text.zh, "zh-Hant") == []


# ------------------------------------------------------------------------------------------------- the setting


def test_the_house_standard_has_documented_defaults_and_is_kept_in_the_data_folder(tmp_path):
    assert load_standard(tmp_path) == DEFAULT == HouseStandard(40.0, 3.0, 15.0, False)
    kept = HouseStandard(rounds_per_hour=50, seconds_per_payout=2.5, players_seconds=12, table_ready=True)
    path = save_standard(tmp_path / "data", kept)
    assert path == tmp_path / "data" / SETTING_NAME
    assert load_standard(tmp_path / "data") == kept
    # as every file of the data folder (issue 36): the folder 0700, the file 0600
    assert path.stat().st_mode & 0o777 == 0o600
    assert path.parent.stat().st_mode & 0o777 == 0o700


def test_a_wrong_setting_is_one_line_naming_the_file_the_field_and_the_rule(tmp_path):
    (tmp_path / SETTING_NAME).write_text("rounds_per_hour = 0\n", encoding="utf-8")
    with pytest.raises(StandardError) as caught:
        load_standard(tmp_path)
    assert str(caught.value) == f"{tmp_path / SETTING_NAME}: rounds_per_hour: 0 is too small (must be more than 0)"
    assert standard_or_default(tmp_path) == (DEFAULT, str(caught.value))
    (tmp_path / SETTING_NAME).write_text("seconds_per_payot = 3\n", encoding="utf-8")
    with pytest.raises(StandardError, match=r"seconds_per_payot: unknown field .*did you mean 'seconds_per_payout'"):
        load_standard(tmp_path)


def test_trainer_pace_shows_sets_and_resets_the_house_standard(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("TRAINER_DATA_DIR", str(tmp_path))
    code, out, err = run(capsys, "pace", "show")
    assert code == 0, err
    assert out.splitlines()[0] == (
        "House standard: 40 rounds an hour at a full table, at most 3 s per payout, the players' own time 15 s a "
        "round; Table-ready rounds are shown against it"
    )
    assert out.splitlines()[1].startswith("公司標準：七門坐滿時每小時 40 局")
    code, out, err = run(capsys, "pace", "set", "--rounds-per-hour", "48", "--table-ready")
    assert code == 0, err
    assert load_standard(tmp_path) == HouseStandard(48.0, 3.0, 15.0, True)
    assert f"kept in {tmp_path / SETTING_NAME}" in out
    code, out, err = run(capsys, "pace", "set", "--seconds-per-payout", "0")
    assert code == 2 and "not a number more than 0" in err and out == ""
    code, out, err = run(capsys, "pace", "set")
    assert code == 2 and err.count("\n") == 1 and "give at least one of --rounds-per-hour" in err
    code, out, err = run(capsys, "pace", "reset")
    assert code == 0 and not (tmp_path / SETTING_NAME).exists() and "the defaults" in out
    (tmp_path / SETTING_NAME).write_text("table_ready = 1\n", encoding="utf-8")
    code, out, err = run(capsys, "pace", "show")
    expected = f"trainer pace show: {tmp_path / SETTING_NAME}: table_ready: expected true or false, got the number 1"
    assert code == 2 and err.strip() == expected


def test_the_default_standard_is_one_dealer_a_second_a_step_and_two_and_a_half_seconds_a_bet_settled():
    """docs/practice.md, "Why these defaults": the two figures of the standard describe the same dealer."""
    from trainer.engine.round import Round
    from trainer.training.generate import Options, generate, to_toml
    from trainer.training.scenario import parse_scenario

    paces = []
    for rnd in generate(200, 11, Options(irregularities=0.0)):
        log = solve(Round(parse_scenario(to_toml(rnd).encode("utf-8"), "round.toml").setup))
        offsets, t = [], 0.0
        for action in log:
            t += 2.5 if action.kind in ("take", "push", "pay") else 1.0
            offsets.append(t)
        found = measure(log, offsets)
        assert isinstance(found, RoundPace)
        paces.append(found)
    pace = pooled(paces, DEFAULT)
    assert pace is not None
    assert 37 <= pace.rounds_per_hour <= 43 and 2.9 <= pace.seconds_per_payout <= 3.3, pace

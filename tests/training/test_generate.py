"""Generated rounds (issue 13, item 1): valid scenario files, reproducible from their seed, bets within the table
limits, irregularities from the whole A10.3/A17/A18 catalogue at the requested rate, every reference log 100."""

from __future__ import annotations

import pathlib
import subprocess
import sys

import pytest

from trainer.engine.procedure import solve
from trainer.engine.table_classes import DEFAULT_CLASS, TABLE_CLASSES
from trainer.training.generate import (
    EVENT_KINDS,
    GenerateError,
    Options,
    generate,
    generate_one,
    to_toml,
)
from trainer.training.grading import grade
from trainer.training.scenario import check_expectations, parse_scenario, run_reference

EVENLY = dict.fromkeys(EVENT_KINDS, 1.0)
"""Every kind of irregularity equally likely: so that 125 rounds with one hold every kind (the default weights make
some kinds rare: tests/training/test_issue35_table_money.py holds the generator to them)."""


@pytest.mark.parametrize("seed", [1, 20251030, 7777, 2**40])
def test_1000_generated_rounds_validate_and_their_reference_scores_100(seed):
    kinds = set()
    limits = TABLE_CLASSES[DEFAULT_CLASS].limits
    for rnd in generate(250, seed, Options(irregularities=0.5, weights=EVENLY)):
        sc = parse_scenario(to_toml(rnd).encode("utf-8"), f"{rnd.id}.toml")  # the same checks as trainer validate
        assert check_expectations(sc, run_reference(sc)) == []
        g = grade(sc, solve(sc.round()))
        assert (g.score, g.errors) == (100, ()), rnd.id
        kinds.add(rnd.event_kind)
        for player in rnd.players:  # A10.1: every bet within the table limits
            assert all(limits[k][0] <= v <= limits[k][1] for k, v in player["bets"].items())
    assert kinds - {None} == set(EVENT_KINDS), f"not drawn at seed {seed}: {set(EVENT_KINDS) - kinds}"


@pytest.mark.parametrize("rate", [0.0, 0.12, 0.25, 1.0])
def test_the_share_of_rounds_with_an_irregularity_is_the_rate_asked_for(rate):
    rounds = list(generate(1000, 99, Options(irregularities=rate)))
    share = sum(r.event_kind is not None for r in rounds) / len(rounds)
    assert abs(share - rate) <= 0.05


def test_each_irregularity_makes_the_call_it_should():
    """Drawn alone, each kind makes the reference dealer call what the regulation asks for it."""
    calls = {
        "dealer_card_exposed": {"void_round"},
        "player_card_exposed": {"continue"},
        "two_player_cards_exposed": {"continue", "void_round"},
        "card_to_empty_seat": {"dead_cards"},
        "card_to_wrong_seat": {"void_round"},
        "shuffler_failure": {"reshuffle"},
        "late_bet": set(),  # refused, not called: a reject_bet
    }
    for kind in EVENT_KINDS:
        for rnd in generate(5, 3, Options(irregularities=1.0, kinds=(kind,))):
            sc = parse_scenario(to_toml(rnd).encode("utf-8"), f"{rnd.id}.toml")
            ref = solve(sc.round())
            made = {a.ruling for a in ref if a.kind == "declare"} - {"dealer_qualifies", "dealer_does_not_qualify"}
            if kind.startswith("conduct:"):
                assert made == {"call_floor"}, (kind, made)
            elif kind == "shuffler_failure_persistent":
                assert "reshuffle" in made and made & {"change_shuffler", "switch_to_shoe", "close_table"}
            elif kind == "late_bet":
                assert any(a.kind == "reject_bet" for a in ref), rnd.id
            else:
                assert made == calls[kind], (kind, made)


def test_a_round_is_reproducible_from_its_seed_and_index():
    options = Options(irregularities=0.4, progressive=True)
    rounds = list(generate(20, 5, options))
    assert [to_toml(r) for r in rounds] == [to_toml(generate_one(5, i, options)) for i in range(20)]
    assert to_toml(rounds[3]) != to_toml(generate_one(6, 3, options))


def test_options_are_followed():
    rounds = list(generate(60, 8, Options(seats=5, shuffle="three-card", progressive=True)))
    assert all(r.seats == 5 and r.table["shuffle"] == "machine" and r.table["packet"] == 3 for r in rounds)
    assert all("progressive" in r.side_bets for r in rounds)
    assert any("progressive" in p["bets"] for r in rounds for p in r.players)


def test_titles_and_briefings_are_in_both_languages_and_never_name_the_irregularity():
    for rnd in generate(40, 12, Options(irregularities=1.0)):
        assert all(rnd.title) and all(rnd.briefing)
        assert any("\u4e00" <= ch <= "\u9fff" for ch in rnd.title[1] + rnd.briefing[1])
        text = (rnd.title[0] + rnd.briefing[0]).lower()
        assert not any(w in text for w in ("void", "exposed", "slip", "fail", "late", "floor", "dead"))
        assert "irregularities" in rnd.skills and rnd.difficulty >= 3


@pytest.mark.parametrize(
    ("options", "needle"),
    [
        (Options(seats=4), "5 to 7"),
        (Options(irregularities=1.5), "from 0 to 1"),
        (Options(shuffle="riffle"), "one of hand"),
        (Options(kinds=("earthquake",)), "choose from"),
    ],
)
def test_options_that_cannot_make_a_round_are_refused(options, needle):
    with pytest.raises(GenerateError, match=needle):
        list(generate(1, 1, options))


def test_the_command_writes_files_trainer_validate_accepts(tmp_path):
    trainer = pathlib.Path(sys.executable).with_name("trainer")
    out = tmp_path / "rounds"
    done = subprocess.run(
        [str(trainer), "generate", "--count", "12", "--seed", "4", "--irregularities", "0.5", "--out", str(out)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    assert len(list(out.glob("*.toml"))) == 12
    checked = subprocess.run([str(trainer), "validate", str(out)], capture_output=True, text=True)
    assert checked.returncode == 0 and "12 scenario file(s) checked: all valid" in checked.stderr, checked.stderr
    bad = subprocess.run(
        [str(trainer), "generate", "--count", "0", "--seed", "1", "--out", str(out)], capture_output=True, text=True
    )
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr

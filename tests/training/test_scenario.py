"""Scenario files (trainer.training.scenario): the model, plain-word problems, the engine set-up, the library."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trainer.engine.cards import ALL_CARDS, parse_card
from trainer.engine.round import Phase
from trainer.training.scenario import (
    CLAUSES,
    ScenarioError,
    check_expectations,
    find_scenario,
    json_schema_text,
    library_files,
    load_scenario,
    parse_scenario,
    run_reference,
    scenario_library,
    validate_file,
)

ROOT = Path(__file__).resolve().parents[2]
LIBRARY = ROOT / "scenarios"
FILES = library_files(LIBRARY)
PLAIN = LIBRARY / "plain_round_by_hand.toml"

MINIMAL = """
id = "t"
skills = ["payouts"]
[title]
en = "T"
zh-Hant = "測試"
[briefing]
en = "B"
zh-Hant = "說明"
[table]
seats = 6
{table}
[[players]]
seat = 1
bets = {{ ante = 100 }}
{players}
[deck]
top = ["As", "Ks", "Qs", "2c", "3d", "5h"]
{rest}
"""


def minimal(table: str = "", players: str = "", rest: str = "") -> bytes:
    return MINIMAL.format(table=table, players=players, rest=rest).encode()


def problems_of(data: bytes) -> list[str]:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(data, "x.toml")
    return [str(p) for p in info.value.problems]


# ------------------------------------------------------------------------------------------------ the library


def test_library_has_at_least_thirty_scenarios_named_by_their_id():
    scenarios = scenario_library(LIBRARY)
    assert len(FILES) >= 30
    assert len(scenarios) == len(FILES)  # every bundled file loads
    assert all(s.path.stem == s.id for s in scenarios)
    assert len({s.id for s in scenarios}) == len(scenarios)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_bundled_scenario_plays_out_and_meets_its_expectations(path):
    scenario = load_scenario(path)
    assert scenario.expect is not None, "every bundled scenario states what must happen"
    outcome = run_reference(scenario)
    assert outcome.round.phase in (Phase.DONE, Phase.CLOSED)
    assert check_expectations(scenario, outcome) == []
    assert validate_file(path) == []


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_bundled_scenario_is_bilingual_and_cites_real_clauses(path):
    s = load_scenario(path)
    for text in (s.titles["zh-Hant"], s.briefings["zh-Hant"]):
        assert re.search(r"[\u4e00-\u9fff]", text), "the zh-Hant text is Chinese"
    assert s.titles["en"].isascii() or s.titles["en"]
    assert s.clauses and all(c in CLAUSES for c in s.clauses)
    assert 1 <= s.difficulty <= 5 and s.skills


# Every clause of A3-A18 that a dealer acts on is trained by at least one bundled scenario (issue 4).
DEALER_CLAUSES = [
    "A3.4", "A4.1", "A4.2", "A9.2", "A9.3", "A10.1", "A10.2", "A10.3", "A11.1", "A11.2", "A11.3", "A11.4",
    "A11.5", "A12.2", "A12.3", "A12.4", "A13.1", "A13.2", "A13.3", "A13.4", "A13.5", "A13.6", "A13.7", "A14",
    "A15.1", "A15.2", "A15.3", "A15.4", "A15.5", "A15.6", "A16.1", "A16.2", "A16.3", "A17.1.1", "A17.1.2",
    "A17.1.3", "A17.2", "A17.3", "A17.4.1", "A17.4.2", "A17.5", "A18.1", "A18.2", "A18.3",
]  # fmt: skip


def test_every_dealer_clause_a3_to_a18_has_a_scenario():
    covered = {c for s in scenario_library(LIBRARY) for c in s.clauses}
    assert [c for c in DEALER_CLAUSES if c not in covered] == []


def test_a7_1_amended_order_scenarios_show_trips_over_straight_over_flush():
    trips = run_reference(find_scenario("trips_beat_straight", LIBRARY)).round.result
    flush = run_reference(find_scenario("straight_beats_flush", LIBRARY)).round.result
    assert trips is not None and flush is not None
    assert trips.dealer_hand.value == "straight" and {s.seat: s.results["ante"] > 0 for s in trips.seats} == {
        1: True,  # three of a kind beats the dealer's straight
        3: False,  # a flush loses to it
    }
    assert flush.dealer_hand.value == "flush" and all(s.results["ante"] > 0 for s in flush.seats)


def test_a15_5_royal_flush_is_paid_after_the_straight_flush_and_the_pool_restarts():
    s = find_scenario("progressive_royal_and_straight_flush", LIBRARY)
    outcome = run_reference(s)
    paid = [(a.seat, a.amount) for a in outcome.actions if a.kind == "pay" and a.bet == "progressive"]
    assert paid == [(4, 30000), (1, 270000)]
    assert outcome.round.progressive_pool() == s.setup.table.progressive.seed


# ----------------------------------------------------------------------------------------- set-up conversion


def test_setup_converts_to_the_engines_terms():
    s = load_scenario(LIBRARY / "plain_round_by_machine.toml")
    t = s.setup.table
    assert t.method == "machine" and t.packet_size == 3 and t.seats == 7
    hand = load_scenario(PLAIN).setup.table
    assert hand.method == "manual" and hand.cut_position == 23
    assert [p.seat for p in s.setup.players] == [1, 4, 6]


def test_deck_top_in_order_and_the_rest_from_the_seed():
    s = load_scenario(PLAIN)
    deck = s.setup.deck
    assert len(deck) == 52 and set(deck) == set(ALL_CARDS)
    assert list(deck[:9]) == [parse_card(c) for c in s.model.deck.top]
    again = parse_scenario(PLAIN.read_bytes(), "again.toml")
    assert again.setup.deck == deck  # the same seed gives the same shoe
    other = parse_scenario(PLAIN.read_bytes().replace(b"seed = 11", b"seed = 12"), "other.toml")
    assert other.setup.deck[:9] == deck[:9] and other.setup.deck != deck


def test_deck_seed_falls_back_to_the_table_seed():
    a = parse_scenario(minimal(table="seed = 5"), "a.toml").setup.deck
    b = parse_scenario(minimal(rest="seed = 5"), "b.toml").setup.deck
    c = parse_scenario(minimal(), "c.toml").setup.deck
    assert a == b and a != c


def test_digest_is_the_sha256_of_the_file_bytes_and_round_starts_fresh():
    s = load_scenario(PLAIN)
    assert s.digest == hashlib.sha256(PLAIN.read_bytes()).hexdigest()
    r1, r2 = s.round(), s.round()
    assert r1 is not r2 and r1.phase == Phase.SHUFFLE


def test_a18_conduct_on_a_player_becomes_an_event_as_betting_opens():
    s = load_scenario(LIBRARY / "player_recording_results.toml")
    events = [e for e in s.setup.events if e.kind == "conduct"]
    assert [(e.at, e.seat, e.conduct) for e in events] == [(0, 2, "recording")]


def test_find_scenario_by_id_file_name_and_path():
    assert find_scenario("ties_push", LIBRARY).id == "ties_push"
    assert find_scenario("ties_push.toml", LIBRARY).id == "ties_push"
    assert find_scenario(str(PLAIN)).id == "plain_round_by_hand"
    with pytest.raises(ScenarioError, match="no scenario"):
        find_scenario("no_such_scenario", LIBRARY)


def test_library_skips_exam_definitions(tmp_path):
    (tmp_path / "exams").mkdir()
    (tmp_path / "exams" / "e.toml").write_text('id = "exam"\n')
    (tmp_path / "a.toml").write_bytes(PLAIN.read_bytes())
    assert [p.name for p in library_files(tmp_path)] == ["a.toml"]


def test_generated_schema_equals_the_committed_file():
    committed = (LIBRARY / "scenario.schema.json").read_text(encoding="utf-8")
    assert committed == json_schema_text(), "run: trainer validate --schema > scenarios/scenario.schema.json"
    schema = json.loads(committed)
    assert schema["additionalProperties"] is False and "players" in schema["required"]


# ------------------------------------------------------------------------------------------------ problems


def test_seat_beyond_the_table_names_the_seat_and_the_table():
    out = problems_of(minimal(players="[[players]]\nseat = 8\nbets = { ante = 5 }"))
    assert any("players[1].seat: seat 8 but the table has 6 seats" in p for p in out)


def test_bad_and_duplicate_cards_name_the_item_and_its_line():
    data = PLAIN.read_bytes().replace(b'"9s"', b'"Zz"').replace(b'"8h"', b'"Ah"')
    out = problems_of(data)
    line = next(n for n, t in enumerate(data.decode().splitlines(), 1) if '"Zz"' in t)
    assert f'x.toml:{line}: deck.top[4]: "Zz" is not a card' in out[0]
    assert any(f"x.toml:{line}: deck.top[5]: duplicate card Ah" in p for p in out)


def test_a4_2_side_bet_without_base_bet_must_be_marked_intentional():
    bad = minimal(players="[[players]]\nseat = 3\nbets = { six_card_bonus = 25 }")
    assert any(
        "players[1].bets.six_card_bonus: six_card_bonus without a base bet (A4.2)" in p for p in problems_of(bad)
    )
    ok = minimal(players='[[players]]\nseat = 3\nbets = { six_card_bonus = 25 }\nconduct = ["side_bet_without_base"]')
    outcome = run_reference(parse_scenario(ok, "ok.toml"))
    assert [(a.seat, a.bet) for a in outcome.actions if a.kind == "reject_bet"] == [(3, "six_card_bonus")]


def test_a10_1_bet_outside_the_limits_must_be_marked_intentional():
    table = "[table.limits]\nante = { min = 25, max = 50 }"
    assert any("(A10.1)" in p and "players[0].bets.ante" in p for p in problems_of(minimal(rest=table)))


def test_a10_2_one_player_seated_at_two_seats_is_refused():
    two = minimal(players='[[players]]\nseat = 2\nbets = { ante = 5 }\nplayer = "P1"')
    assert any("players[1].player" in p and "A10.2" in p for p in problems_of(two))
    elsewhere = minimal(players="[[players]]\nseat = 2\nbets = { ante = 5 }\nseated = false")
    assert any('add conduct = ["two_seats"]' in p for p in problems_of(elsewhere))


def test_a17_2_shuffler_failure_needs_the_machine():
    data = minimal(rest='[[events]]\nkind = "shuffler_failure"\nat = 1')
    assert any('needs shuffle = "machine"' in p for p in problems_of(data))


def test_event_fields_that_do_not_apply_are_named():
    data = minimal(rest='[[events]]\nkind = "card_slips"\nat = 2\nto = "seat:9"\namount = 5')
    out = problems_of(data)
    assert any("events[0].amount: amount does not apply to a card_slips event" in p for p in out)
    assert any("events[0].to: seat 9 but the table has 6 seats" in p for p in out)


def test_unknown_field_suggests_the_close_name():
    out = problems_of(minimal().replace(b"seats = 6", b"seets = 6"))
    assert out == ["x.toml:11: table.seets: unknown field 'seets' (did you mean 'seats'?)"]


def test_wrong_type_is_said_in_plain_words():
    out = problems_of(minimal().replace(b"ante = 100", b'ante = "100"'))
    assert out == ['x.toml:15: players[0].bets.ante: expected a whole number, got the text "100"']
    assert "pydantic" not in out[0] and "Input should" not in out[0]


def test_unknown_clause_and_missing_fields():
    out = problems_of(b'id = "t"\nclauses = ["A99"]\nskills = ["payouts"]\n')
    assert any("title: is missing" in p for p in out) and any("players: is missing" in p for p in out)
    ok_model = minimal().replace(b'skills = ["payouts"]', b'skills = ["payouts"]\nclauses = ["A99"]')
    assert any('"A99" is not a clause' in p for p in problems_of(ok_model))


def test_empty_truncated_binary_and_non_utf8_files():
    assert problems_of(b"") == ["x.toml: the file is empty"]
    assert "binary" in problems_of(b"\x00\x01\x02garbage")[0]
    assert "not UTF-8" in problems_of(b'id = "\xff"\n')[0]
    text = PLAIN.read_bytes()
    truncated = problems_of(text[: text.index(b"[briefing]") + 17])
    assert truncated[0].startswith("x.toml:") and "not valid TOML" in truncated[0]
    mid_character = problems_of(text[: text.index("手".encode()) + 1])
    assert mid_character[0].startswith("x.toml:9: ") and "cut short" in mid_character[0]


def test_an_expectation_the_reference_dealer_does_not_meet_is_reported(tmp_path):
    f = tmp_path / "wrong.toml"
    f.write_bytes(PLAIN.read_bytes().replace(b'bet = "ante", amount = 100', b'bet = "ante", amount = 90'))
    out = [str(p) for p in validate_file(f)]
    assert len(out) == 1 and 'expect.payouts (seat 2 ante): expected "pay 90"' in out[0]
    assert re.search(r"wrong\.toml:\d+: ", out[0])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cut=st.integers(min_value=0, max_value=2000), junk=st.binary(max_size=8), at=st.integers(0, 2000))
def test_any_damage_to_a_scenario_is_a_scenario_error_never_a_crash(cut, junk, at):
    data = PLAIN.read_bytes()
    damaged = data[:at] + junk + data[at:cut] if cut > at else data[:cut] + junk
    try:
        parse_scenario(damaged, "d.toml")
    except ScenarioError as exc:
        assert exc.problems and all(str(p).startswith("d.toml") for p in exc.problems)


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=300))
def test_arbitrary_bytes_never_crash_the_loader(data):
    try:
        parse_scenario(data, "b.toml")
    except ScenarioError as exc:
        assert all(str(p).startswith("b.toml") for p in exc.problems)

"""The scenario editor's Qt-free model (issue 14): the library opens and saves back unchanged in meaning, chosen cards
land where they were put for every dealing method (A11.1, A11.2, A11.4), slips and failures move the slots as the
engine does (A17.2, A17.4(ii)), the checker is ``trainer validate``'s, and ``[expect]`` pins the reference dealer."""

from __future__ import annotations

import json
import pathlib
import subprocess
import sys
import tomllib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trainer.engine.cards import ALL_CARDS
from trainer.engine.procedure import solve
from trainer.training.editor import SCHEMA_LINE, Draft, DraftError, suggest
from trainer.training.scenario import load_scenario, validate_file

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIBRARY = sorted(p for p in (ROOT / "scenarios").glob("*.toml"))


def _log(path: pathlib.Path) -> list[dict[str, object]]:
    return [a.to_json() for a in solve(load_scenario(path).round())]


@pytest.mark.parametrize("path", LIBRARY, ids=[p.stem for p in LIBRARY])
def test_every_bundled_scenario_opens_in_the_editor_and_saves_back_the_same(path, tmp_path):
    draft = Draft.from_file(path)
    assert draft.check().valid
    draft._rearrange()  # the cards laid out again from the slots: the same deck
    out = draft.save(tmp_path / path.name)
    text = out.read_text(encoding="utf-8")
    assert text.splitlines()[0] == SCHEMA_LINE
    assert validate_file(out) == []
    before, after = load_scenario(path), load_scenario(out)
    assert after.setup == before.setup and after.expect == before.expect and after.titles == before.titles
    assert after.briefings == before.briefings and after.skills == before.skills and after.clauses == before.clauses
    assert _log(out) == _log(path)


def _two_seats(shuffle: str = "hand") -> Draft:
    d = Draft.empty("two_seats")
    d.set("title", {"en": "Two seats", "zh-Hant": "兩門"})
    d.set("briefing", {"en": "Deal it.", "zh-Hant": "派牌。"})
    d.set_shuffle(shuffle)
    d.set_bet(2, "ante", 100)
    d.set_bet(5, "ante", 50)
    d.set_bet(5, "pair_plus", 25)
    return d


def _cards_at(draft: Draft) -> dict[str, list[str]]:
    c = draft.check()
    assert c.round is not None, c.problems
    r = c.played.round()
    actions = solve(r)
    fresh = c.played.round()
    out: dict[str, list[str]] = {}
    for a in actions:  # the cards as they stood once dealing was over (before the clear)
        fresh.apply(a)
        if fresh.dealing_complete():
            break
    for n in (2, 5):
        out[f"seat:{n}"] = [s.card.text for s in fresh.seats[n].cards]
    out["dealer"] = [c.text for c in fresh.dealer_cards()]
    out["community"] = [c.text for c in fresh.community_cards()]
    return out


def test_a11_1_by_hand_one_card_to_each_seat_in_turn_then_the_dealer():
    d = _two_seats()
    assert [(s.place, s.index) for s in d.slots()] == [
        ("seat:2", 0), ("seat:5", 0), ("seat:2", 1), ("seat:5", 1), ("seat:2", 2), ("seat:5", 2),
        ("dealer", 0), ("dealer", 1), ("dealer", 2),
    ]  # fmt: skip
    d.pick("seat:5", 2, "As")
    d.pick("dealer", 0, "Kd")
    assert d.top()[5] == "As" and d.top()[6] == "Kd" and len(d.top()) == 7
    got = _cards_at(d)
    assert got["seat:5"][2] == "As" and got["dealer"][0] == "Kd"


@pytest.mark.parametrize("shuffle", ["hand", "one-card", "three-card"])
def test_a11_chosen_cards_follow_their_places_when_the_dealing_method_changes(shuffle):
    d = _two_seats()
    d.set_bet(2, "progressive", 5)  # community cards too (A11.3); with packets of three, a burn (A11.4)
    picks = {("seat:2", 0): "Ah", ("seat:2", 1): "Kh", ("seat:5", 2): "2c", ("dealer", 1): "Qs", ("community", 1): "9d"}
    for (place, i), card in picks.items():
        d.pick(place, i, card)
    d.set_shuffle(shuffle)
    got = _cards_at(d)
    for (place, i), card in picks.items():
        assert got[place][i] == card, (shuffle, place, i)
    if shuffle == "three-card":
        assert any(s.place == "burn" for s in d.slots())
    assert d.check().valid


def test_a17_4_2_a_card_slipping_to_an_empty_seat_takes_a_slot_and_the_seat_gets_the_next():
    d = _two_seats("one-card")
    d.pick("seat:5", 0, "Ac")
    d.add_event({"kind": "card_slips", "at": 4, "to": "seat:7"})  # the first card meant for seat 5 lands at seat 7
    places = [(s.place, s.index) for s in d.slots()]
    assert places[3] == ("seat:7", 0) and places[4] == ("seat:5", 0)
    assert d.top()[4] == "Ac"
    check = d.check()
    assert check.valid and "dead_cards" in [a.get("ruling") for a in check.actions]


def test_a17_2_a_shuffler_failure_at_the_first_deal_deals_nothing():
    d = _two_seats("three-card")
    d.add_event({"kind": "shuffler_failure", "at": 1, "persistent": False})
    assert d.slots() == []
    assert d.check().valid


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    shuffle=st.sampled_from(["hand", "one-card", "three-card"]),
    seats=st.lists(st.integers(1, 7), min_size=1, max_size=5, unique=True),
    progressive=st.booleans(),
    data=st.data(),
)
def test_a11_any_chosen_cards_land_where_they_were_put(shuffle, seats, progressive, data):
    d = _two_seats(shuffle)
    d.set_bet(2, "ante", 0)
    d.set_bet(5, "ante", 0)
    d.set_bet(5, "pair_plus", 0)
    for n in seats:
        d.set_bet(n, "ante", 10)
        if progressive:
            d.set_bet(n, "progressive", 5)
    slots = [s for s in d.slots() if s.place != "burn"]
    chosen = data.draw(st.lists(st.sampled_from(slots), unique=True, max_size=len(slots)))
    cards = data.draw(st.permutations(ALL_CARDS))
    for s, c in zip(chosen, cards, strict=False):
        d.pick(s.place, s.index, c.text)
    dealt = d.dealt()
    for s, c in zip(chosen, cards, strict=False):
        assert dealt[s.key] == c.text
    assert d.check().valid


def test_picking_a_card_already_chosen_moves_it():
    d = _two_seats()
    d.pick("seat:2", 0, "As")
    d.pick("dealer", 2, "As")
    assert d.fixed == {("dealer", 2): "As"} and d.top().count("As") == 1


def test_the_checker_is_trainer_validates_and_names_the_field():
    d = _two_seats()
    d.set_bet(3, "six_card_bonus", 25)
    problems = d.check().problems_at("players[1]")
    assert problems and problems[0].field == "players[1].bets.six_card_bonus" and "A4.2" in problems[0].message
    d.set_player(3, "conduct", ["side_bet_without_base"])
    assert d.check().problems_at("players[1]") == []


def test_pinned_expectations_hold_and_a_later_change_is_caught(tmp_path):
    d = _two_seats()
    d.pick("seat:5", 0, "Ah")
    d.pick("seat:5", 1, "Ad")
    d.pick("seat:5", 2, "7c")
    ex = d.pin_expect()
    assert {"seat": 5, "bet": "pair_plus", "amount": 25} in ex["payouts"]  # a pair pays 1 to 1 (A16.1)
    assert validate_file(d.save(tmp_path / "two_seats.toml")) == []
    d.set_bet(5, "pair_plus", 50)
    wrong = d.check().problems_at("expect.payouts")
    assert wrong and 'expected "pay 25", the reference dealer got "pay 50"' in wrong[0].message


def test_suggestions_come_from_what_the_round_contains():
    d = _two_seats()
    d.add_event({"kind": "card_exposed", "at": 1, "card": 1})
    s = d.suggest()
    assert "irregularities" in s.skills and "A17.4.1" in s.clauses and "A11.1" in s.clauses and s.difficulty >= 3
    plain = suggest(_two_seats(), _two_seats().check())
    assert "irregularities" not in plain.skills and "A16.1" in plain.clauses


def test_a_bet_of_zero_takes_the_chips_off_and_an_empty_seat_leaves_the_file():
    d = _two_seats()
    d.set_bet(2, "ante", 0)
    assert [p["seat"] for p in d.players()] == [5]


def test_a_file_that_is_not_toml_is_one_line_error(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text("id = ", encoding="utf-8")
    with pytest.raises(DraftError, match=r"bad\.toml:1: not valid TOML") as caught:
        Draft.from_file(bad)
    assert caught.value.problem is not None and caught.value.problem.key == "toml_invalid"


@pytest.mark.parametrize(
    ("content", "key", "line"),
    [
        (b"\xff\xfe id = 1", "file_not_utf8", 1),
        (b'id = "x"\ntitle = "a\nb"\n', "toml_invalid", 2),
        (b"   \n", "file_empty", None),
        (b"id = 1\x00", "file_binary", None),
    ],
)
def test_a_file_that_cannot_be_opened_names_its_line_and_what_is_wrong(tmp_path, content, key, line):
    """The editor reads a file as ``trainer validate`` does: a problem with its key (both languages), its line,
    never Python's own text (``'utf-8' codec can't decode``)."""
    bad = tmp_path / "bad.toml"
    bad.write_bytes(content)
    with pytest.raises(DraftError) as caught:
        Draft.from_file(bad)
    problem = caught.value.problem
    assert problem is not None and (problem.key, problem.line) == (key, line)
    assert "codec" not in str(caught.value) and problem.words("zh-Hant") != problem.words("en")


def test_a_generated_round_opens_as_a_draft():
    d = Draft.generated(7, 3)
    assert d.check().valid and d.get("id") == "gen-7-3"


def test_a_saved_draft_is_read_by_trainer_validate_and_solve(tmp_path):
    d = _two_seats()
    path = d.save(tmp_path / "two_seats.toml")
    assert tomllib.loads(path.read_text(encoding="utf-8"))["players"][1]["bets"] == {"ante": 50, "pair_plus": 25}
    done = subprocess.run(
        [sys.executable, "-m", "trainer", "solve", str(path), "--json"], capture_output=True, text=True, check=True
    )
    assert json.loads(done.stdout) == d.check().actions


JUNK = st.recursive(
    st.integers(-3, 60) | st.text(max_size=6) | st.booleans() | st.floats(allow_nan=False, width=16),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=6,
)
FIELDS = st.fixed_dictionaries(
    {},
    optional={
        "id": JUNK,
        "title": JUNK,
        "skills": JUNK,
        "table": st.fixed_dictionaries(
            {}, optional={k: JUNK for k in ("seats", "shuffle", "packet", "side_bets", "limits", "progressive", "cut")}
        )
        | JUNK,
        "players": st.lists(
            st.fixed_dictionaries({}, optional={"seat": JUNK, "bets": JUNK, "conduct": JUNK, "decision": JUNK}) | JUNK,
            max_size=3,
        )
        | JUNK,
        "deck": st.fixed_dictionaries({}, optional={"top": JUNK, "seed": JUNK}) | JUNK,
        "events": st.lists(st.fixed_dictionaries({"kind": JUNK}, optional={"at": JUNK, "to": JUNK}) | JUNK, max_size=2)
        | JUNK,
        "expect": JUNK,
    },
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=FIELDS, shuffle=st.sampled_from(["hand", "one-card", "three-card"]))
def test_any_file_content_opens_and_edits_with_problems_never_a_traceback(data, shuffle):
    """A hand-written file may hold anything: the editor shows the checker's problems and edits on."""
    d = Draft(data)
    assert isinstance(d.check().problems, list)
    d.slots()
    d.suggest()
    d.set_shuffle(shuffle)
    d.set_bet(1, "ante", 10)
    d.set_player(1, "conduct", ["recording"])
    d.add_event({"kind": "late_bet", "at": 1, "seat": 1, "bet": "pair_plus", "amount": 5})
    for s in d.slots()[:2]:
        d.pick(s.place, s.index, "As")
    d.set("table", "seats", 6)
    assert tomllib.loads(d.to_toml()) == d.data  # still a file
    d.check()


def test_the_editors_event_fields_are_the_event_records():
    """The form of the Irregularities page shows each kind's fields: those of the engine's event records."""
    from trainer.engine.events import EVENT_FIELDS as RECORDS
    from trainer.training.editor import EVENT_FIELDS

    assert {k: set(v) for k, v in EVENT_FIELDS.items()} == {k: set(v) for k, v in RECORDS.items()}

"""A scenario file's ``[[events]]`` become the engine's event records: an event written as a scenario's data and
loaded back is the same record, generated rounds hold the records they wrote, and A18 conduct written on a player
is a conduct event as betting opens."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trainer.engine.events import (
    LATE_BETS,
    CardExposed,
    CardSlips,
    Event,
    LateBet,
    PlayerConduct,
    ShufflerFailure,
)
from trainer.engine.kinds import ConductKind
from trainer.engine.places import Place
from trainer.training.generate import Options, generate, to_toml
from trainer.training.scenario import ScenarioError, parse_scenario
from trainer.training.toml_writer import dumps

SEATS = 7
seats = st.integers(1, SEATS)
deals = st.integers(1, 60)
# the events a scenario's checker accepts at a machine table of seven seats
events: st.SearchStrategy[Event] = st.one_of(
    st.builds(CardExposed, at=deals, card=st.none() | st.integers(1, 3)),
    st.builds(
        CardExposed, at=st.none(), target=seats.map(Place.at_seat) | st.just(Place.DEALER), card=st.integers(1, 3)
    ),
    st.builds(CardSlips, deals, st.one_of(seats.map(Place.at_seat), st.just(Place.DEALER), st.just(Place.COMMUNITY))),
    st.builds(ShufflerFailure, deals, st.booleans()),
    st.builds(LateBet, deals, seats, st.sampled_from(LATE_BETS), st.integers(1, 100_000_000)),
    st.builds(PlayerConduct, st.integers(0, 60), seats, st.sampled_from(list(ConductKind))),
)


def scenario_data(evs: list[Event], conduct: list[str] | None = None) -> dict[str, object]:
    player: dict[str, object] = {"seat": 1, "bets": {"ante": 100}}
    if conduct:
        player["conduct"] = conduct
    return {
        "id": "t",
        "skills": ["irregularities"],
        "title": {"en": "T", "zh-Hant": "測試"},
        "briefing": {"en": "B", "zh-Hant": "說明"},
        "table": {"seats": SEATS, "shuffle": "machine", "packet": 3},
        "players": [player],
        "deck": {"seed": 1},
        "events": [e.to_data() for e in evs],
    }


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(events, max_size=4))
def test_events_written_into_a_scenario_load_back_as_the_same_records(evs: list[Event]) -> None:
    text = dumps(scenario_data(evs))
    scenario = parse_scenario(text.encode(), "events.toml")
    assert scenario.setup.events == tuple(evs)


def test_a18_conduct_written_on_a_player_is_a_conduct_event_as_betting_opens():
    data = scenario_data([CardSlips(2, Place.at_seat(3))], conduct=["recording", "side_bet_without_base"])
    scenario = parse_scenario(dumps(data).encode(), "conduct.toml")
    assert scenario.setup.events == (
        CardSlips(2, Place.at_seat(3)),
        PlayerConduct(at=0, seat=1, conduct=ConductKind.RECORDING),
    )


def test_generated_rounds_load_back_with_the_events_they_wrote():
    held = 0
    for rnd in generate(40, 11, Options(irregularities=1.0)):
        scenario = parse_scenario(to_toml(rnd).encode(), f"{rnd.id}.toml")
        assert scenario.setup.events == tuple(rnd.events)
        held += bool(rnd.events)
    assert held == 40


def problems_of(evs: list[dict[str, object]]) -> list[str]:
    data = scenario_data([])
    data["events"] = evs
    with pytest.raises(ScenarioError) as info:
        parse_scenario(dumps(data).encode(), "x.toml")
    return [p.split(": ", 1)[1] for p in map(str, info.value.problems)]


@pytest.mark.parametrize(
    ("event", "problem"),
    [
        (
            {"kind": "card_exposed", "at": 2, "seat": 1},
            "events[0].seat: seat does not apply to a card_exposed event (it takes at, card, target)",
        ),
        (
            {"kind": "shuffler_failure", "at": 2, "to": "dealer"},
            "events[0].to: to does not apply to a shuffler_failure event (it takes at, persistent)",
        ),
        (
            {"kind": "conduct", "at": 1, "seat": 1},
            "events[0]: conduct needs conduct = recording|predicting|leaves_table|tells_cards|discloses_dealer_cards",
        ),
        ({"kind": "late_bet", "at": 1, "seat": 1, "bet": "ante"}, "events[0]: late_bet needs bet and amount"),
        (
            {"kind": "card_exposed", "target": "dealer"},
            "events[0]: card_exposed needs at = N (the Nth deal) or target and card",
        ),
    ],
)
def test_the_checker_words_problems_of_an_event_as_before(event: dict[str, object], problem: str) -> None:
    assert problem in problems_of([event])

"""A scenario's scripted events as one small frozen record per kind (docs/scenarios.md, ``[[events]]``): each has
exactly its kind's fields, ``event_from_data(e.to_data()) == e`` (also through TOML text), and data that is not an
event is refused with a message naming the field."""

from __future__ import annotations

import dataclasses
import tomllib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.engine.events import (
    EVENT_KINDS,
    LATE_BETS,
    CardExposed,
    CardSlips,
    Event,
    EventFormatError,
    LateBet,
    PlayerConduct,
    ShufflerFailure,
    event_from_data,
)
from trainer.engine.kinds import BetKind, ConductKind, EventKind
from trainer.engine.places import Place
from trainer.engine.setup import CONDUCTS
from trainer.training.toml_writer import dumps

seats = st.integers(1, 7)
deals = st.integers(1, 60)
places = st.one_of(seats.map(Place.at_seat), st.just(Place.DEALER), st.just(Place.COMMUNITY))
cards = st.integers(1, 3)

events: st.SearchStrategy[Event] = st.one_of(
    st.builds(CardExposed, at=deals, card=st.none() | cards),
    st.builds(CardExposed, at=st.none(), target=seats.map(Place.at_seat) | st.just(Place.DEALER), card=cards),
    st.builds(CardSlips, deals, places),
    st.builds(ShufflerFailure, deals, st.booleans()),
    st.builds(LateBet, st.integers(0, 60), seats, st.sampled_from(LATE_BETS), st.integers(1, 10**8)),
    st.builds(PlayerConduct, st.integers(0, 60), seats, st.sampled_from(list(ConductKind))),
)


@given(events)
def test_an_event_reads_back_from_its_scenario_data(event: Event) -> None:
    data = event.to_data()
    assert next(iter(data)) == "kind" and data["kind"] == event.kind.value
    assert all(type(v) in (str, int, bool) for v in data.values())  # plain values: a place or an enum as its text
    assert event_from_data(data) == event


@given(events)
def test_an_event_reads_back_from_the_toml_a_scenario_file_holds(event: Event) -> None:
    text = dumps({"events": [event.to_data()]})
    assert [event_from_data(e) for e in tomllib.loads(text)["events"]] == [event]


def test_each_kind_of_event_has_exactly_its_fields():
    expected = {
        CardExposed: ("at", "target", "card"),
        CardSlips: ("at", "to"),
        ShufflerFailure: ("at", "persistent"),
        LateBet: ("at", "seat", "bet", "amount"),
        PlayerConduct: ("at", "seat", "conduct"),
    }
    for cls, names in expected.items():
        assert tuple(f.name for f in dataclasses.fields(cls)) == names
        assert "__slots__" in vars(cls)
    assert [cls.kind.value for cls in expected] == list(EVENT_KINDS) == [k.value for k in EventKind]


def test_an_event_is_frozen_and_a_value():
    e = CardSlips(at=2, to=Place.at_seat(3))
    with pytest.raises(dataclasses.FrozenInstanceError):
        e.at = 3  # type: ignore[misc]
    assert e == CardSlips(2, Place.at_seat(3)) and hash(e) == hash(CardSlips(2, Place.at_seat(3)))


def test_the_scenario_data_of_each_kind():
    assert CardExposed(target=Place.DEALER, card=2).to_data() == {"kind": "card_exposed", "target": "dealer", "card": 2}
    assert CardSlips(4, Place.at_seat(2)).to_data() == {"kind": "card_slips", "at": 4, "to": "seat:2"}
    assert ShufflerFailure(3).to_data() == {"kind": "shuffler_failure", "at": 3, "persistent": False}
    assert LateBet(2, 3, BetKind.PAIR_PLUS, 25).to_data() == {
        "kind": "late_bet",
        "at": 2,
        "seat": 3,
        "bet": "pair_plus",
        "amount": 25,
    }
    assert PlayerConduct(0, 1, ConductKind.TELLS_CARDS).to_data() == {
        "kind": "conduct",
        "at": 0,
        "seat": 1,
        "conduct": "tells_cards",
    }


def test_a17_1_an_exposed_card_is_named_by_the_deal_or_by_its_hand_and_number():
    assert event_from_data({"kind": "card_exposed", "at": 3}) == CardExposed(at=3)
    assert event_from_data({"kind": "card_exposed", "target": "seat:2", "card": 1}) == CardExposed(
        target=Place.at_seat(2), card=1
    )
    for data in ({"kind": "card_exposed"}, {"kind": "card_exposed", "target": "dealer"}):
        with pytest.raises(EventFormatError, match=r"card_exposed needs at .* or target and card"):
            event_from_data(data)
    with pytest.raises(EventFormatError):
        CardExposed(target=Place.DEALER)


def test_a18_every_conduct_kind_breaks_its_clause():
    assert set(CONDUCTS) == {c.value for c in ConductKind}
    assert {str(CONDUCTS[c]) for c in ConductKind} == {"A18.1", "A18.2", "A18.3"}


def test_a10_3_the_play_bet_is_never_a_late_bet():
    assert BetKind.PLAY not in LATE_BETS and len(LATE_BETS) == len(BetKind) - 1
    with pytest.raises(EventFormatError, match="bet: 'play' is not a bet"):
        event_from_data({"kind": "late_bet", "at": 1, "seat": 1, "bet": "play", "amount": 5})


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"kind": "earthquake"}, "kind: unknown event 'earthquake' (one of card_exposed, card_slips, "),
        ({"at": 1}, "kind: unknown event None"),
        (
            {"kind": "card_slips", "at": 1, "to": "seat:2", "amount": 5},
            "amount: 'amount' does not apply to a card_slips",
        ),
        ({"kind": "card_slips", "at": 1}, "to: card_slips needs to"),
        ({"kind": "late_bet", "at": 1, "seat": 1, "bet": "ante"}, "amount: late_bet needs amount"),
        ({"kind": "card_slips", "at": 1, "to": "seat:8"}, "to: 'seat:8' is not a place"),
        ({"kind": "card_slips", "at": 1, "to": "seat:07"}, "to: 'seat:07' is not a place"),
        ({"kind": "card_slips", "at": -1, "to": "dealer"}, "at: -1 is not a deal number"),
        ({"kind": "card_slips", "at": True, "to": "dealer"}, "at: True is not a whole number"),
        ({"kind": "card_exposed", "target": "dealer", "card": 4}, "card: 4 is not a card of a hand (1..3)"),
        ({"kind": "shuffler_failure", "at": 1, "persistent": "yes"}, "persistent: 'yes' is not true or false"),
        ({"kind": "late_bet", "at": 1, "seat": 9, "bet": "ante", "amount": 5}, "seat: 9 is not a seat (1..7)"),
        ({"kind": "late_bet", "at": 1, "seat": 1, "bet": "ante", "amount": 0}, "amount: 0 is not a positive amount"),
        ({"kind": "conduct", "at": 1, "seat": 1, "conduct": "cheating"}, "conduct: 'cheating' is not a conduct A18"),
    ],
)
def test_data_that_is_not_an_event_is_refused_naming_the_field(data, message):
    with pytest.raises(EventFormatError) as info:
        event_from_data(data)
    assert str(info.value).startswith(message)


def test_a_field_given_as_none_counts_as_left_out():
    data = {"kind": "shuffler_failure", "at": 2, "persistent": None, "seat": None}
    assert event_from_data(data) == ShufflerFailure(at=2)

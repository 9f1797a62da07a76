"""Place: a seat, the dealer or the community cards' spot, read and written as the action log writes it."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.engine.actions import (
    ActionFormatError,
    Burn,
    Deal,
    Reveal,
    make_action,
    parse_action,
    place_of,
    target_seat,
)
from trainer.engine.places import Place, PlaceError
from trainer.engine.words import place


def test_a5_2_seats_1_to_7_dealer_and_community_round_trip():
    texts = [f"seat:{n}" for n in range(1, 8)] + ["dealer", "community"]
    for text in texts:
        assert str(Place.parse(text)) == text
    assert Place.parse("seat:3") == Place.at_seat(3) and Place.parse("seat:3").seat == 3
    assert Place.parse("dealer") is Place.DEALER and not Place.DEALER.is_seat
    assert Place.parse("community") is Place.COMMUNITY and Place.COMMUNITY.seat is None


@pytest.mark.parametrize(
    "text",
    [
        "seat:0",
        "seat:8",
        "seat:07",
        "seat: 3",
        "seat:3 ",
        "seat:³",
        "seat:٣",
        "Seat:3",
        "seat:",
        "seat",
        "burn",
        "",
        "seat:" + "9" * 5000,
        3,
        None,
        ["seat:3"],
    ],
)
def test_a5_2_parse_is_strict_like_the_action_parser(text):
    assert Place.read(text) is None
    with pytest.raises(PlaceError):
        Place.parse(text)
    with pytest.raises(ActionFormatError):
        parse_action({"action": "deal", "to": text})


def test_a5_2_a_place_is_built_valid_or_not_at_all():
    for bad in (lambda: Place.at_seat(0), lambda: Place.at_seat(8), lambda: Place("dealer", 3), lambda: Place("shoe")):
        with pytest.raises(PlaceError):
            bad()


@given(st.text(max_size=12))
def test_parse_agrees_with_the_action_parser(text):
    try:
        act = parse_action({"action": "deal", "to": text})
    except ActionFormatError:
        assert Place.read(text) is None
    else:
        assert place_of(act) == act.to == Place.parse(text) and str(act.to) == text


def test_the_action_log_keeps_its_json():
    act = Deal(Place.at_seat(3))
    assert json.dumps(act.to_json()) == '{"action": "deal", "to": "seat:3"}'
    assert act == make_action("deal", to="seat:3") == make_action("deal", to=Place.at_seat(3))
    assert target_seat(act) == 3 and place_of(act) == Place.at_seat(3)
    assert place_of(Reveal(Place.DEALER)) is Place.DEALER and place_of(Burn()) is None
    assert place(Place.at_seat(4), "en") == place("seat:4", "en") == "seat 4"
    assert place(Place.at_seat(4), "zh-Hant") == "第4門"

"""The dealer's actions as one small frozen record per kind (docs/actions.md): each has exactly its kind's fields,
``parse_action(a.to_json()) == a``, and the JSON format and its error messages are those of the contract."""

from __future__ import annotations

import dataclasses
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trainer.engine.actions import (
    ACTION_KINDS,
    METHODS,
    PAY_BETS,
    RULINGS,
    Action,
    ActionFormatError,
    ActionKind,
    Burn,
    Clear,
    Collect,
    Cut,
    Deal,
    Declare,
    Method,
    Pay,
    Push,
    RejectBet,
    Reveal,
    Ruling,
    Shuffle,
    Take,
    make_action,
    parse_action,
    parse_log,
    place_of,
    ruling_of,
    target_seat,
)
from trainer.engine.kinds import BETS
from trainer.engine.places import Place

RECORDS = (Shuffle, Cut, Deal, Burn, RejectBet, Collect, Reveal, Declare, Take, Push, Pay, Clear)

seats = st.integers(1, 7)
places = st.one_of(seats.map(Place.at_seat), st.just(Place.DEALER), st.just(Place.COMMUNITY))
bets = st.sampled_from(BETS)
actions: st.SearchStrategy[Action] = st.one_of(
    st.builds(Shuffle, st.sampled_from(list(Method))),
    st.builds(Cut, st.integers(0, 52)),
    st.builds(Deal, places),
    st.just(Burn()),
    st.builds(RejectBet, seats, bets),
    st.builds(Collect, seats),
    st.builds(Reveal, places),
    st.builds(Declare, st.sampled_from(list(Ruling)), st.none() | seats),
    st.builds(Take, seats, bets),
    st.builds(Push, seats, bets),
    st.builds(Pay, seats, st.sampled_from(PAY_BETS), st.integers(1, 10**9)),
    st.lists(st.sampled_from((25, 50, 100, 500)), min_size=1, max_size=12).flatmap(
        lambda chips: st.builds(Pay, seats, st.sampled_from(PAY_BETS), st.just(sum(chips)), st.just(tuple(chips)))
    ),
    st.just(Clear()),
)


@given(actions)
def test_an_action_round_trips_through_its_json(action):
    j = action.to_json()
    assert parse_action(j) == action and hash(parse_action(j)) == hash(action)
    assert parse_action(json.loads(json.dumps(j))) == action
    assert j["action"] == action.kind and next(iter(j)) == "action"
    assert make_action(j["action"], **{k: v for k, v in j.items() if k != "action"}) == action
    assert parse_log([j, j]) == [action, action]


@given(actions)
def test_an_action_is_a_frozen_record_with_only_its_kinds_fields(action):
    names = {f.name for f in dataclasses.fields(action)}
    for name in names:
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(action, name, 3)
    with pytest.raises((AttributeError, TypeError)):  # no field of another kind can be added
        action.amount_paid = 3  # type: ignore[union-attr]
    assert not hasattr(action, "__dict__")  # slotted
    assert set(action.to_json()) - {"action"} <= names


def test_one_record_per_kind_in_the_contracts_order():
    assert tuple(r.kind for r in RECORDS) == ACTION_KINDS == tuple(ActionKind)
    assert {r.kind: {f.name for f in dataclasses.fields(r)} for r in RECORDS} == {
        "shuffle": {"method"},
        "cut": {"position"},
        "deal": {"to"},
        "burn": set(),
        "reject_bet": {"seat", "bet"},
        "collect": {"seat"},
        "reveal": {"what"},
        "declare": {"ruling", "seat"},
        "take": {"seat", "bet"},
        "push": {"seat", "bet"},
        "pay": {"seat", "bet", "amount", "chips"},  # chips: optional (issue 35)
        "clear": set(),
    }
    assert tuple(Ruling) == RULINGS and tuple(Method) == METHODS


def test_parsed_fields_are_typed():
    d = parse_action({"action": "declare", "ruling": "dead_cards", "seat": 2})
    assert isinstance(d, Declare) and d.ruling is Ruling.DEAD_CARDS and d.seat == 2
    s = parse_action({"action": "shuffle", "method": "machine"})
    assert isinstance(s, Shuffle) and s.method is Method.MACHINE
    r = parse_action({"action": "reveal", "what": "seat:4"})
    assert isinstance(r, Reveal) and r.what == Place.at_seat(4) and target_seat(r) == 4 and place_of(r) == r.what
    assert ruling_of(d) is Ruling.DEAD_CARDS and ruling_of(r) is None
    assert target_seat(Pay(3, "ante_bonus", 5)) == 3 and target_seat(Burn()) is None
    assert str(Pay(3, "ante", 5)) == "pay seat=3 bet=ante amount=5" and str(Burn()) == "burn"


@pytest.mark.parametrize(
    ("obj", "field", "message"),
    [
        ([], "", "an action must be a JSON object, not list"),
        ({}, "action", "missing field 'action'"),
        ({"action": "dance"}, "action", "unknown action 'dance' (one of shuffle, cut, deal, burn, reject_bet,"),
        ({"action": "burn", "seat": 1}, "seat", "'burn' has no field 'seat'"),
        ({"action": "pay", "seat": 1, "bet": "ante"}, "amount", "'pay' needs field 'amount'"),
        ({"action": "deal", "to": "seat:9"}, "to", "'seat:9' is not a place to deal to"),
        ({"action": "reveal", "what": "shoe"}, "what", "'shoe' is not something to reveal"),
        ({"action": "declare", "ruling": "nap"}, "ruling", "'nap' is not a ruling (dealer_qualifies,"),
        ({"action": "take", "seat": 1, "bet": "ante_bonus"}, "bet", "'ante_bonus' is not a bet (ante, play,"),
        ({"action": "pay", "seat": True, "bet": "ante", "amount": 5}, "seat", "True is not a whole number"),
        ({"action": "pay", "seat": 1, "bet": "ante", "amount": 0}, "amount", "0 is not a positive amount"),
        ({"action": "cut", "position": 53}, "position", "53 is not a position in the deck (0..52)"),
        ({"action": "shuffle", "method": "riffle"}, "method", "'riffle' is not a shuffle method (manual or machine)"),
    ],
)
def test_bad_actions_are_named_by_field(obj, field, message):
    with pytest.raises(ActionFormatError) as caught:
        parse_action(obj)
    assert caught.value.field == field and caught.value.message.startswith(message)
    with pytest.raises(ActionFormatError) as in_log:
        parse_log([{"action": "burn"}, obj])
    assert in_log.value.field == "action 1" + (f".{field}" if field else "")


def test_make_action_checks_like_the_parser_and_leaves_out_none():
    assert make_action("declare", ruling=Ruling.CONTINUE, seat=None) == Declare(Ruling.CONTINUE)
    assert make_action("deal", to=Place.DEALER) == Deal(Place.DEALER) == make_action("deal", to="dealer")
    with pytest.raises(ActionFormatError, match="is not a seat"):
        make_action("collect", seat=8)

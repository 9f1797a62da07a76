"""The engine says things as message keys with their fields (:class:`trainer.engine.words.Message`): errors and
pending calls carry the key, and the words are written from the one catalogue (``words.SENTENCES``) when asked."""

from __future__ import annotations

import copy
import pickle

import pytest

from tests.engine.roundkit import CardExposed, CardSlips, Place, make_setup, play, reference
from trainer.engine import words
from trainer.engine.actions import parse_action
from trainer.engine.procedure import ProcedureError, candidates, verify
from trainer.engine.round import Round

TOP = "9h 2c 9d 5s 4c 7d Qs 7h 3c"
PLAYERS = [(1, {"ante": 100, "pair_plus": 50}, "play"), (3, {"ante": 200}, "fold")]


def test_a17_4_1_a_pending_call_carries_its_message_key():
    setup = make_setup(TOP, PLAYERS, events=[CardExposed(target=Place.at_seat(1), card=2)])
    log = reference(setup)
    i = log.index({"action": "declare", "ruling": "continue"})
    r = play(setup, log[:i])
    (owed,) = r.pending
    assert owed.reason.key == "player_card_exposed" and owed.reason.fields == ()
    assert owed.why == words.SENTENCES["player_card_exposed"][0]
    assert owed.why_zh == words.SENTENCES["player_card_exposed"][1]


def test_a17_4_2_a_pending_call_carries_its_fields():
    setup = make_setup(TOP, PLAYERS, events=[CardSlips(at=2, to=Place.at_seat(2))])
    log = reference(setup)
    i = log.index({"action": "declare", "ruling": "dead_cards", "seat": 2})
    r = play(setup, log[:i])
    (owed,) = r.pending
    assert owed.reason.key == "cards_to_empty_seat" and owed.reason.field("seat") == 2
    assert owed.why == "cards were dealt to seat 2, which has no bet"
    assert owed.why_zh == "紙牌派至沒有投注的第2門"


def test_a9_1_a_wrong_action_is_refused_with_its_message_key():
    r = Round(make_setup(TOP, PLAYERS, method="manual"))
    with pytest.raises(ProcedureError) as caught:
        verify(r, parse_action({"action": "shuffle", "method": "machine"}))
    err = caught.value
    assert err.reason is not None and err.reason.key == "shuffle_method"
    assert err.reason.field("method") == "manual"
    assert err.message == "this table shuffles by hand" and err.message_zh == "此枱以人手操作洗牌"


def test_a8_the_candidates_carry_message_keys():
    r = Round(make_setup(TOP, PLAYERS))
    (first,) = candidates(r)
    assert first.reason.key == "shuffle_due" and first.text == words.Text(first.why, first.why_zh)


def test_a_message_is_written_once_and_equal_by_key_typed_fields():
    a = words.say("settle_bet", seat=words.SeatNumber(2), bet=words.Bet("ante"))
    b = words.say("settle_bet", seat=words.SeatNumber(2), bet=words.Bet("ante"))
    plain = words.say("settle_bet", seat=words.SeatNumber(2), bet="ante")
    assert a == b and hash(a) == hash(b) and a != plain
    assert a.en == "the result of seat 2's Ante is decided" and a.lang("zh-Hant") == "第2門的原注結果已判定"
    assert a.text is b.text  # written once, from the memo
    assert copy.deepcopy(a) == a and pickle.loads(pickle.dumps(a)) == a
    with pytest.raises(AttributeError):
        a.key = "other"  # type: ignore[misc]


def test_a_message_key_must_be_in_the_catalogue():
    with pytest.raises(KeyError, match="no_such_sentence"):
        words.say("no_such_sentence")

"""The dealer turns each player's hand face up before settling a bet that depends on it (A13; Reading 11)."""

from __future__ import annotations

import pytest

from tests.engine.roundkit import CardExposed, make_setup, play, reference
from tests.engine.test_procedure import CONTRACT_PLAYERS, CONTRACT_TOP, contract_setup
from trainer.engine.actions import ActionFormatError, Reveal, parse_action, target_seat
from trainer.engine.places import Place
from trainer.engine.procedure import ProcedureError, candidates, verify
from trainer.engine.round import PhysicalError, Round


@pytest.mark.parametrize("n", range(1, 8))
def test_a13_reveal_of_a_seat_parses_and_round_trips(n):
    a = parse_action({"action": "reveal", "what": f"seat:{n}"})
    assert (
        target_seat(a) == n
        and a == Reveal(Place.at_seat(n))
        and a.to_json() == {"action": "reveal", "what": f"seat:{n}"}
    )


@pytest.mark.parametrize(
    "what", ["seat:0", "seat:8", "seat:01", "seat: 1", "seat:", "Seat:1", "seat:١", 3, None, "all"]
)
def test_a13_reveal_of_anything_else_is_refused_naming_the_field(what):
    with pytest.raises(ActionFormatError) as exc:
        parse_action({"action": "reveal", "what": what})
    assert exc.value.field == "what"
    assert "seat:1..seat:7" in exc.value.message and "dealer" in exc.value.message


def _after_declare(setup):
    log = reference(setup)
    i = next(i for i, a in enumerate(log) if a["action"] == "declare" and "qualif" in a["ruling"])
    return log, play(setup, log[: i + 1]), i + 1


def test_a13_reference_turns_the_played_hand_up_after_the_qualifier_and_before_its_pays():
    log = reference(contract_setup())
    i = log.index({"action": "reveal", "what": "seat:1"})
    assert log[i - 2 : i] == [
        {"action": "reveal", "what": "dealer"},
        {"action": "declare", "ruling": "dealer_qualifies"},
    ]
    assert all(a["action"] != "pay" for a in log[:i])
    assert {"action": "reveal", "what": "seat:3"} not in log  # the fold is taken and collected face down (A12.3)


def test_a13_turning_a_hand_up_shows_its_cards_and_names_its_hand():
    setup = contract_setup()
    _log, r, _i = _after_declare(setup)
    assert not r.view().seats[0].revealed and not any(c.face_up for c in r.view().seats[0].cards)
    r.apply({"action": "reveal", "what": "seat:1"})
    seat = r.view().seats[0]
    assert seat.revealed and all(c.face_up for c in seat.cards)
    assert seat.hand == "pair" and seat.side_hands == {}  # 9h 9d 4c


def test_a12_3_fold_with_pair_plus_is_turned_up_before_the_pair_plus_only():
    setup = make_setup(CONTRACT_TOP, [(1, {"ante": 100}, "play"), (3, {"ante": 200, "pair_plus": 10}, "fold")])
    log = reference(setup)
    take_ante = log.index({"action": "take", "seat": 3, "bet": "ante"})
    reveal = log.index({"action": "reveal", "what": "seat:3"})
    pair_plus = next(i for i, a in enumerate(log) if a.get("seat") == 3 and a.get("bet") == "pair_plus")
    assert take_ante < log.index({"action": "reveal", "what": "dealer"}) < reveal < pair_plus


def test_a14_a15_1_side_hands_are_named_once_the_dealer_and_community_cards_are_up():
    # Seat 1: Ah Kh Qh (a straight flush); dealer 9s 2c 5s: the six cards make no bonus hand; community Jh Th:
    # the Progressive hand is a Royal Flush.
    top = "Ah Kh Qh 9s 2c 5s Jh Th"
    setup = make_setup(
        top, [(1, {"ante": 10, "six_card_bonus": 5, "progressive": 5}, "play")], method="machine", packet_size=1
    )
    log = reference(setup)
    r = Round(setup)
    for a in log:
        r.apply(a)
        if a == {"action": "reveal", "what": "seat:1"}:
            break
    seat = r.view().seats[0]
    assert seat.hand == "straight_flush"
    assert seat.side_hands["six_card_bonus"] == "" and "progressive" in seat.side_hands
    assert seat.side_hands["progressive"] == "royal_flush"


def test_a14_six_card_hand_is_named_when_it_wins():
    top = "9h 9d 9c 9s 2c 5s"  # seat 1 three nines; dealer 9s 2c 5s: four of a kind
    setup = make_setup(top, [(1, {"ante": 10, "six_card_bonus": 5}, "play")], method="machine", packet_size=1)
    log = reference(setup)
    r = play(setup, log[: log.index({"action": "reveal", "what": "seat:1"}) + 1])
    assert r.view().seats[0].side_hands == {"six_card_bonus": "four_of_a_kind"}


def test_a13_pair_plus_alone_waits_for_the_dealer_and_the_turn_up():
    setup = make_setup(CONTRACT_TOP, [(1, {"pair_plus": 50}, "play"), (3, {"ante": 200}, "play")])
    log = reference(setup)
    reveal = log.index({"action": "reveal", "what": "seat:1"})
    assert log.index({"action": "declare", "ruling": "dealer_qualifies"}) < reveal
    assert log[reveal + 1] == {"action": "pay", "seat": 1, "bet": "pair_plus", "amount": 50}


def test_a17_1_void_round_pushes_without_turning_any_hand_up():
    setup = make_setup(CONTRACT_TOP, CONTRACT_PLAYERS, events=[CardExposed(target=Place.DEALER, card=2)])
    log = reference(setup)
    assert not [a for a in log if a["action"] == "reveal"]


def test_a13_physically_a_hand_is_turned_up_only_when_it_is_on_the_table():
    setup = contract_setup()
    log = reference(setup)
    r = play(setup, log[:6])  # dealing: the players hold their cards
    with pytest.raises(PhysicalError, match="until they have played or folded"):
        r.apply({"action": "reveal", "what": "seat:1"})
    r = play(setup, log[: log.index({"action": "collect", "seat": 3}) + 1])
    with pytest.raises(PhysicalError, match="already collected"):
        r.apply({"action": "reveal", "what": "seat:3"})
    with pytest.raises(PhysicalError, match="no cards"):
        r.apply({"action": "reveal", "what": "seat:2"})
    small = make_setup(CONTRACT_TOP, CONTRACT_PLAYERS, seats=5)
    r = play(small, reference(small)[:13])
    with pytest.raises(PhysicalError, match="no seat 7"):
        r.apply({"action": "reveal", "what": "seat:7"})


@pytest.mark.parametrize(
    ("when", "what", "code", "clause"),
    [
        ("dealer", "seat:1", "reveal_seat_too_early", "A13"),  # dealer up, qualifier not called
        ("declare", "seat:2", "reveal_seat_no_hand", "A13"),
        ("declare", "seat:3", "reveal_seat_no_hand", "A12.3"),
        ("twice", "seat:1", "reveal_seat_twice", "A13"),
    ],
)
def test_a13_wrong_seat_reveals_are_diagnosed(when, what, code, clause):
    setup = contract_setup()
    log = reference(setup)
    stop = {
        "dealer": log.index({"action": "reveal", "what": "dealer"}) + 1,
        "declare": log.index({"action": "declare", "ruling": "dealer_qualifies"}) + 1,
        "twice": log.index({"action": "reveal", "what": "seat:1"}) + 1,
    }[when]
    r = play(setup, log[:stop])
    with pytest.raises(ProcedureError) as exc:
        verify(r, parse_action({"action": "reveal", "what": what}))
    assert (exc.value.code, exc.value.clause) == (code, clause)


def test_a12_3_turning_up_a_fold_that_is_collected_face_down_is_diagnosed():
    setup = contract_setup()
    log = reference(setup)
    r = play(setup, log[: log.index({"action": "take", "seat": 3, "bet": "ante"}) + 1])
    with pytest.raises(ProcedureError) as exc:
        verify(r, parse_action({"action": "reveal", "what": "seat:3"}))
    assert (exc.value.code, exc.value.clause) == ("reveal_folded_hand", "A12.3")


def test_a13_any_seat_order_is_a_candidate_once_the_qualifier_is_called():
    players = [(1, {"ante": 10}, "play"), (3, {"ante": 10}, "play"), (5, {"ante": 10}, "play")]
    setup = make_setup("", players)
    _log, r, _i = _after_declare(setup)
    reveals = [str(e.action.what) for e in candidates(r) if isinstance(e.action, Reveal)]
    assert reveals == ["seat:1", "seat:3", "seat:5"]
    assert all(e.clause == "A13" for e in candidates(r) if e.action.kind == "reveal")
    assert not [e for e in candidates(r) if e.action.kind in ("pay", "take", "push")]  # nothing seen yet


def test_grading_rules_1_has_no_seat_reveals():
    setup = contract_setup()
    r = Round(setup)
    r.seat_reveals = False
    log = []
    while cands := candidates(r):
        log.append(cands[0].action)
        r.apply(cands[0].action)
    assert not [a for a in log if isinstance(a, Reveal) and a.what != Place.DEALER]

"""The view shows what is physically on the table: cards where they were put, nothing of a cleared round left on
the felt (but the Progressive bets A17.3 keeps), and card counts that add up to the deck after a void round and
after a reshuffle (A17.2)."""

from __future__ import annotations

from tests.engine.roundkit import ShufflerFailure, make_setup, play, reference
from trainer.engine.actions import Cut, make_action
from trainer.engine.procedure import solve
from trainer.engine.round import Round
from trainer.training.scenario import find_scenario

PLAYERS = [(1, {"ante": 100, "pair_plus": 50}, "play"), (3, {"ante": 200}, "fold")]


def _count(r: Round) -> int:
    v = r.view()
    on_table = sum(len(s.cards) for s in v.seats) + len(v.dealer_cards) + len(v.community_cards)
    return v.shoe_count + v.discard_count + on_table


def test_a17_5_a_card_dealt_to_an_empty_seat_lies_there():
    r = play(make_setup("", PLAYERS, cut_position=20), [make_action("shuffle", method="manual"), Cut(position=20)])
    r.apply(make_action("deal", to="seat:2"))
    v = r.view()
    assert len(v.seats[1].cards) == 1 and v.seats[1].cards[0].dead
    assert not v.seats[1].bets and not v.seats[1].occupied
    assert v.shoe_count == 51 and _count(r) == 52


def test_a17_1_1_a_card_dealt_to_the_community_area_out_of_turn_lies_there():
    r = play(make_setup("", PLAYERS, cut_position=20), [make_action("shuffle", method="manual"), Cut(position=20)])
    r.apply(make_action("deal", to="community"))  # nobody bet the Progressive: no community card is due
    r.apply(make_action("deal", to="dealer"))
    v = r.view()
    assert len(v.community_cards) == 1 and len(v.dealer_cards) == 1
    assert _count(r) == 52


def test_a17_1_1_a_fourth_card_to_a_seat_lies_with_the_other_three():
    setup = make_setup("", PLAYERS, cut_position=20)
    r = play(setup, [make_action("shuffle", method="manual"), Cut(position=20)])
    for _ in range(4):
        r.apply(make_action("deal", to="seat:1"))
    assert len(r.view().seats[0].cards) == 4 and _count(r) == 52


def test_a17_3_after_the_clear_only_kept_progressive_bets_stay_on_the_felt():
    sc = find_scenario("dealing_out_of_order")
    r = sc.round()
    for act in solve(sc.round()):
        r.apply(act)
    assert r.log[-1].action.kind == "clear"
    v = r.view()
    kept = {s.seat: s.bets for s in v.seats if s.bets}
    assert kept and all(set(b) == {"progressive"} for b in kept.values())
    for s in v.seats:
        assert not s.paid and not s.settled and not s.cards
        assert s.decision is None and not s.conduct and not s.collected
    assert not v.dealer_cards and not v.community_cards


def test_a13_after_the_clear_of_a_paid_round_no_chip_or_mark_is_left():
    setup = make_setup("", PLAYERS, cut_position=20)
    log = reference(setup)
    r = Round(setup)
    for a in log[:-1]:
        r.apply(a)
    before = r.view()
    assert any(s.paid for s in before.seats) and any(s.settled for s in before.seats)
    assert any(s.decision for s in before.seats)
    r.apply(log[-1])
    assert log[-1] == {"action": "clear"}
    for s in r.view().seats:
        assert not s.bets and not s.paid and not s.settled and s.decision is None and not s.cards


def test_a17_1_void_round_cleared_puts_every_card_dealt_in_the_discard_rack():
    sc = find_scenario("dealing_out_of_order")
    r = sc.round()
    dealt = 0
    for act in solve(sc.round()):
        r.apply(act)
        dealt += act.kind in ("deal", "burn")
    v = r.view()
    assert v.phase == "done"
    assert v.discard_count == 52 - v.shoe_count
    assert v.discard_count >= dealt


def test_a17_2_after_the_reshuffle_the_whole_deck_is_back_in_the_shuffler():
    setup = make_setup(
        "",
        [(1, {"ante": 10, "progressive": 5}, "play"), (3, {"ante": 10}, "play")],
        method="machine",
        events=[ShufflerFailure(at=2)],
    )
    log = reference(setup)
    assert log[-1] == {"action": "shuffle", "method": "machine"}
    r = play(setup, log[:-1])
    v = r.view()
    assert v.phase == "ended" and v.discard_count == 3 and v.shoe_count == 49  # seat 1's packet, cleared
    r.apply(log[-1])
    v = r.view()
    assert v.shoe_count == 52 and v.discard_count == 0 and not v.shuffler_fault
    assert v.method == "machine" and v.packet_size == 3


def test_a17_2_switching_to_the_shoe_reshuffles_every_card_by_hand():
    setup = make_setup(
        "",
        [(1, {"ante": 10}, "play")],
        method="machine",
        shoe_available=True,
        events=[ShufflerFailure(at=2, persistent=True)],
    )
    log = reference(setup)
    assert log[-2:] == [{"action": "shuffle", "method": "manual"}, {"action": "cut", "position": 26}]
    r = play(setup, log)
    v = r.view()
    assert v.method == "manual" and v.packet_size == 1
    assert v.shoe_count == 52 and v.discard_count == 0
